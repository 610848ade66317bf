#!/usr/bin/env python3
"""Writes cards.tsv for review30: one realistic address book of a Stockholm-based family - Henrik Lindqvist, a
power-grid engineer (uppdragsledare, elnät) at Sweco, travelling for work in Sweden (Göteborg, Malmö, Umeå,
Kiruna, Luleå) and to Oslo, Bergen, Trondheim, Copenhagen, Aarhus, Helsinki, Tampere, Tallinn, Reykjavík,
Hamburg, Munich, Zürich and Amsterdam; Maria, a nurse at Karolinska, Finland-Swedish with her mother (Mummi) in
Tampere; Elsa and Oskar - and the family's holidays: STF fjällstationer and a fjällstuga, Icehotel, Treehotel,
Åre, a stuga in Sälen, vandrarhem, Gotland and Öland, the archipelago (a wärdshus with rooms); Norwegian rorbuer,
DNT huts, a hytte; a Danish sommerhus, a kro with rooms, Danhostel, LEGOLAND, a badehotel; a Finnish mökki,
Lapland (Kiilopää, igloos, Levi, Ruka), a majatalo; Åland; Iceland's guesthouses and a FÍ hut; Estonia (a manor,
a turismitalu); the Alps (a Ferienwohnung, a Hütte, an Alpengasthof, SAC hut, a Berghaus, a chalet) - and the home
contacts around them. The traps are the ones such a book has: a restaurant-bar called Hotellet, a wärdshus and a
færgekro that are restaurants, Bryggeloftet & Stuene, a Wirtshaus, a kõrts, a Skihütte that is a lunch place, a
wedding venue called Villa Pauli, a care home called Gästhemmet Solgården (with the grandfather who lives there),
a dog hotel, a cabin builder, a preschool called Förskolan Stugan, Hotel Chocolat, STF, DNT and the
Alpenverein themselves, the cottage agencies Dansommer and Lomarengas, family names Krog, Hytten, Kromann, Herberger
and Hilton, hotel staff, a hut warden and hosts whose ORG is their place, a landlady's and a landlord's own cards,
a sleeper train, an overnight ferry and Hurtigruten, a taxi whose NOTE names a hotel. Each row: (label, name, n,
adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in
extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk,
cottage, caravan pitch or tent pitch at for the night (hotels, hostels and vandrarhem, guest houses, gästhem,
majatalo, gistiheimili, a turismitalu, B&Bs, rorbuer, fjällstationer, fjällstugor, DNT/SAC/FÍ huts, Hütten and
Berghäuser, holiday homes (stuga, hytte, sommerhus, mökki, Ferienwohnung, chalet), resorts and holiday villages,
campsites, a kro or wärdshus that lets rooms); not = everything else, including people's cards (hotel staff, a
hut warden, hosts, a landlady and a landlord among them), restaurants, bars, a wedding venue, a care home, a dog
hotel, a preschool, spas visited by day, agencies, clubs, trains, ferries. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Henrik's work: Sweden
 (H, 'Clarion Hotel Post', '', 'Drottningtorget 10;Göteborg;;411 03;Sverige', 'Vattenfall-möte, 2 nätter, frukost ingår', ''),
 (H, 'Scandic Rubinen', '', 'Kungsportsavenyen 24;Göteborg;;411 36;Sverige', '', ''),
 (H, 'Elite Hotel Savoy', '', 'Norra Vallgatan 62;Malmö;;211 22;Sverige', '1 natt, incheckning från 15, bokn.nr 48213377', ''),
 (H, 'Mäster Johan', '', 'Mäster Johansgatan 13;Malmö;;211 21;Sverige', 'E.ON workshop, 2 nätter, rum 412', ''),
 (H, 'Stora Hotellet Umeå', '', 'Storgatan 46;Umeå;;903 26;Sverige', '', ''),
 (H, 'Scandic Ferrum', '', 'Lars Janssonsgatan 15;Kiruna;;981 31;Sverige', 'LKAB, 3 nätter, sen incheckning (flyget landar 22:40)', ''),
 (H, 'Camp Ripan', '', 'Campingvägen 5;Kiruna;;981 35;Sverige', 'stuga 21, 2 nätter, bastu och frukost ingår', ''),
 (H, 'Elite Stadshotellet Luleå', '', 'Storgatan 15;Luleå;;972 31;Sverige', '', ''),
 # --- abroad: Oslo, Bergen, Trondheim
 (H, 'Thon Hotel Rosenkrantz', '', "Rosenkrantz' gate 1;Oslo;;0159;Norge", 'Statnett, 2 netter, Thon-kort', ''),
 (H, 'Citybox Oslo', '', 'Prinsens gate 6;Oslo;;0152;Norge', '', ''),
 (H, 'Hotel Norge by Scandic', '', 'Nedre Ole Bulls plass 4;Bergen;;5012;Norge', 'BKK-prosjekt, 3 netter, frokost inkl.', ''),
 (H, 'Zander K', '', 'Zander Kaaes gate 8;Bergen;;5015;Norge', '', ''),
 (H, 'Britannia Hotel', '', 'Dronningens gate 5;Trondheim;;7011;Norge', '1 natt, kunden betaler, innsjekk etter 15', ''),
 # --- Copenhagen, Aarhus
 (H, 'Hotel Skt. Petri', '', 'Krystalgade 22;København K;;1172;Danmark', '', ''),
 (H, 'Axel Guldsmeden', '', 'Helgolandsgade 11;København V;;1653;Danmark', '2 nætter, morgenmad inkl., tæt på Hovedbanen', ''),
 (H, 'Wakeup Copenhagen Borgergade', '', 'Borgergade 9;København K;;1300;Danmark', '', ''),
 (H, 'Comwell Aarhus', '', 'Værkmestergade 2;Aarhus C;;8000;Danmark', 'Energinet møde, 2 nætter, værelse 614', 'KIND:org'),
 # --- Helsinki, Tampere
 (H, 'Hotelli Katajanokka', '', 'Merikasarminkatu 1a;Helsinki;;00160;Suomi', 'Fingrid, 2 yötä, aamiainen sisältyy', ''),
 (H, 'Hotel Kämp', '', 'Pohjoisesplanadi 29;Helsinki;;00100;Suomi', '', ''),
 (H, 'Lapland Hotels Tampere', '', 'Yliopistonkatu 44;Tampere;;33100;Suomi', '1 yö, käynti mummin luona, huone 505', ''),
 (H, 'Courtyard Tampere City', '', 'Itsenäisyydenkatu 1;Tampere;;33100;Suomi', 'Marriott Bonvoy, 1 night', ''),
 # --- Tallinn, Reykjavík
 (H, 'Hotel Telegraaf', '', 'Vene 9;Tallinn;;10123;Eesti', 'Elering, 2 ööd, hommikusöök hinnas', ''),
 (H, 'Tallink City Hotel', '', 'A. Laikmaa 5;Tallinn;;10145;Eesti', '', ''),
 (H, 'Hótel Borg', '', 'Pósthússtræti 11;Reykjavík;;101;Ísland', 'fundur hjá Landsneti, 3 nætur', ''),
 (H, 'Bus Hostel Reykjavík', '', 'Skógarhlíð 10;Reykjavík;;105;Ísland', 'Axel (praktikant), 4 nätter, 6-bäddssal', ''),
 # --- Hamburg, Munich, Zürich, Amsterdam
 (H, 'Motel One Hamburg am Michel', '', 'Ludwig-Erhard-Straße 26;Hamburg;;20459;Deutschland', '2 Nächte, Frühstück extra', ''),
 (H, '25hours Hotel HafenCity', '', 'Überseeallee 5;Hamburg;;20457;Deutschland', '', ''),
 (H, 'Hilton Munich Park', '', 'Am Tucherpark 7;München;;80538;Deutschland', 'Messe, 3 nätter, Hilton Honors 40211873', ''),
 (H, 'Torbräu', '', 'Tal 41;München;;80331;Deutschland', '1 Nacht, Zimmer 208, Check-in ab 14 Uhr', ''),
 (H, 'Hotel Schweizerhof Zürich', '', 'Bahnhofplatz 7;Zürich;;8001;Schweiz', '2 Nächte, Buchung 77-43190', ''),
 (H, 'Zoku Amsterdam', '', 'Wibautstraat 129;Amsterdam;;1091 GL;Nederland', 'Arcadis workshop, 2 nights, loft 512', ''),
 (H, 'The Hoxton Amsterdam', '', 'Herengracht 255;Amsterdam;;1016 BJ;Nederland', '', ''),
 # --- family: Sweden, Lapland and the fjäll
 (H, 'STF Abisko Turiststation', '', 'Abisko Turiststation;Abisko;;981 07;Sverige', 'sportlov, 4 nätter, familjerum, halvpension', ''),
 (H, 'STF Kebnekaise Fjällstation', '', 'Kebnekaise fjällstation;Kiruna;;981 29;Sverige', '2 nätter före toppturen, 4-bäddsrum', ''),
 (H, 'STF Sälka Fjällstuga', '', 'Kungsleden;Kiruna;;981 29;Sverige', '1 natt, betala hos stugvärden, ta med lakanspåse', ''),
 (H, 'Icehotel', '', 'Marknadsvägen 63;Jukkasjärvi;;981 91;Sverige', 'jultur: 1 natt kallt rum + 1 natt varmt', ''),
 (H, 'Treehotel', '', 'Edeforsväg 2A;Harads;;960 24;Sverige', "The Bird's Nest, 1 natt, frukost serveras på Britta's Pensionat", 'URL:https://treehotel.se'),
 (H, 'Arctic Bath', '', 'Laxforsvägen 7;Harads;;960 24;Sverige', 'bröllopsdagen, 1 natt, flytande rum', ''),
 (H, 'Copperhill Mountain Lodge', '', 'Björnen;Åre;;837 52;Sverige', 'sportlov v.9, 3 nätter, garageplats', ''),
 (H, 'Holiday Club Åre', '', 'Västra vägen 2;Åre;;837 52;Sverige', '3 nätter, lägenhet 2 sovrum, äventyrsbadet ingår', ''),
 (H, 'Stuga Hundfjället', '', 'Hundfjällsvägen 14;Sälen;;780 67;Sverige', 'nyår, 5 nätter, slutstädning ingår ej, deposition 2000 kr', ''),
 (H, 'STF Stockholm/af Chapman & Skeppsholmen', '', 'Flaggmansvägen 8;Stockholm;;111 49;Sverige', 'kusinerna från Tammerfors, 3 nätter, på båten', ''),
 (H, 'Vandrarhem Grebbestad', '', 'Nedre Långgatan 19;Grebbestad;;457 31;Sverige', 'familjerum 2 nätter, lakan och handdukar hyrs', ''),
 (H, 'Kneippbyn Resort', '', 'Kneippbyn;Visby;;621 41;Sverige', '', ''),
 (H, 'Ekerum Camping', '', 'Ekerum;Borgholm;;387 92;Sverige', 'husvagnsplats 118 med el, 6 nätter', ''),
 (H, 'Fabriken Furillen', '', 'Furillen;Lärbro;;624 53;Sverige', '', ''),
 (H, 'Grinda Wärdshus', '', 'Grinda;Värmdö;;139 90;Sverige', '1 natt, rum 4, middag bokad 19:00', ''),
 (H, 'Smådalarö Gård', '', 'Smådalarövägen 1;Dalarö;;137 71;Sverige', 'konferens 2 dygn, enkelrum', ''),
 # --- Norway
 (H, 'Eliassen Rorbuer', '', 'Hamnøy;Reine;;8390;Norge', 'påske, 4 netter, rorbu 12, sengetøy inkl.', ''),
 (H, 'Svinøya Rorbuer', '', 'Gunnar Bergs vei 2;Svolvær;;8300;Norge', '1 natt etter ferja', ''),
 (H, 'Nusfjord Arctic Resort', '', 'Nusfjordveien 90;Nusfjord;;8380;Norge', '2 netter, rorbu med badstue', ''),
 (H, 'Gjendebu', '', 'Gjendebu;Vågå;;2680;Norge', 'DNT, 2 netter, køyeplass, halvpensjon', ''),
 (H, 'Juvasshytta', '', 'Galdhøpiggvegen;Lom;;2686;Norge', '', ''),
 (H, 'Preikestolen Fjellstue', '', 'Preikestolvegen 521;Jørpeland;;4100;Norge', '1 natt før turen, familierom', ''),
 (H, "Fleischer's Hotel", '', 'Evangervegen 13;Voss;;5704;Norge', '', ''),
 (H, 'Hytte Grøndalen', '', 'Grøndalsvegen 42;Hemsedal;;3560;Norge', 'vinterferie 7 netter, ved i boden, nøkkelboks 4471', ''),
 # --- Denmark
 (H, 'Sommerhus Vejers Strand', '', 'Havtornvej 17;Vejers Strand;;6853;Danmark', 'Dansommer husnr. 2841, uge 28, slutrengøring 850 kr, strøm afregnes', ''),
 (H, 'Kongensbro Kro', '', 'Gamle Kongevej 70;Ans By;;8643;Danmark', '2 nætter, værelse 7, morgenmad inkl.', 'URL:https://www.kongensbro-kro.dk'),
 (H, 'Danhostel Skagen', '', 'Rolighedsvej 2;Skagen;;9990;Danmark', 'familieværelse 2 nætter, sengelinned lejes', ''),
 (H, 'LEGOLAND Holiday Village', '', 'Ellehammers Allé 2;Billund;;7190;Danmark', 'hytte 2+3, 2 nætter, Elsas födelsedag', ''),
 (H, 'Skiveren Camping', '', 'Niklitvej 8;Tversted;;9881;Danmark', '', ''),
 (H, 'Helenekilde Badehotel', '', 'Strandvejen 25;Tisvildeleje;;3220;Danmark', '1 nat, havudsigt', ''),
 # --- Finland
 (H, 'Majatalo Onni', '', 'Kirkkotori 3;Porvoo;;06100;Suomi', '2 yötä, huone Runeberg, aamiainen 9-11', ''),
 (H, 'Lomamökki Rantala', '', 'Rantalantie 112;Puumala;;52200;Suomi', 'juhannus 7 yötä, sauna ja soutuvene, omat liinavaatteet', ''),
 (H, 'Tunturikeskus Kiilopää', '', 'Kiilopääntie 620;Saariselkä;;99830;Suomi', 'hiihtoloma 5 yötä, kelohirsimökki', 'URL:https://www.kiilopaa.fi'),
 (H, "Santa's Igloos Arctic Circle", '', 'Joulumaantie 9;Rovaniemi;;96930;Suomi', '', ''),
 (H, 'Rukan Lomakylä', '', 'Rukankyläntie 10;Kuusamo;;93830;Suomi', 'hiihtoloma 6 yötä, mökki 14', ''),
 (H, 'Kakslauttanen Arctic Resort', '', 'Kiilopääntie 9;Saariselkä;;99830;Suomi', 'lasi-iglu 1 yö, check-in 16', ''),
 (H, 'Lapland Hotels Sirkantähti', '', 'Levintie 1630;Kittilä;;99130;Suomi', '', ''),
 # --- Åland
 (H, 'Havsvidden', '', 'Havsviddsvägen 90;Geta;;22340;Åland', 'midsommar, 3 nätter, villa med bastu', ''),
 (H, 'Kastelholms Gästhem', '', 'Tosarbyvägen 47;Sund;;22520;Åland', '2 nätter, frukost 8-10, cyklar att låna', 'EMAIL:info@kastelholmsgasthem.ax'),
 (H, 'Hotell Arkipelag', '', 'Strandgatan 35;Mariehamn;;22100;Åland', '', ''),
 # --- Iceland
 (H, 'Hótel Kría', '', 'Sléttuvegur 12;Vík;;870;Ísland', '2 nætur, norðurljósavakning', ''),
 (H, 'Gistiheimilið Bjarg', '', 'Borgarbraut 3;Búðardalur;;370;Ísland', '2 nights, shared bathroom, breakfast 8-10', ''),
 (H, 'Skálinn í Landmannalaugum', '', 'Landmannalaugar;Hella;;851;Ísland', 'FÍ skáli, 1 nótt, svefnpokapláss', ''),
 (H, 'Fosshótel Glacier Lagoon', '', 'Hnappavellir;Öræfi;;785;Ísland', '', ''),
 (H, 'Heydalur', '', 'Heydalur;Súðavík;;420;Ísland', '2 nights, room 3, hot pot, dinner 19:00', ''),
 # --- Estonia
 (H, 'Pädaste Mõis', '', 'Pädaste küla;Muhu vald;Saare maakond;94716;Eesti', '2 ööd, pulma-aastapäev, hommikusöök', ''),
 (H, 'Toomalõuka Turismitalu', '', 'Toomalõuka küla;Saaremaa vald;Saare maakond;93631;Eesti', '2 ööd, saun, tuba aidas', ''),
 # --- the Alps
 (H, 'Ferienwohnung Haus Bergfried', '', 'Dorfhaus 415;Mayrhofen;Tirol;6290;Österreich', '7 Nächte, Bettwäsche inkl., Endreinigung 60 €', ''),
 (H, 'Berliner Hütte', '', 'Zemmgrund;Ginzling;Tirol;6295;Österreich', 'Hüttentour 1 Nacht, Lager, Halbpension, AV-Mitglied', ''),
 (H, 'Alpengasthof Gaislachalm', '', 'Gaislachalm 1;Sölden;Tirol;6450;Österreich', '', ''),
 (H, 'Monte Rosa Hütte SAC', '', 'Monte Rosa Hütte;Zermatt;VS;3920;Schweiz', '1 Nacht, Halbpension, Reservation bestätigt', ''),
 (H, 'Hotel Riffelhaus 1853', '', 'Riffelberg;Zermatt;VS;3920;Schweiz', '', ''),
 (H, 'Chalet Bodmi', '', 'Bodmisträssli 21;Grindelwald;BE;3818;Schweiz', 'Ferienwohnung 2. Stock, 6 nights, Schlüsselbox 2208', ''),
 (H, 'Berghaus Bäregg', '', 'Bäregg;Grindelwald;BE;3818;Schweiz', '', ''),
]
P = [
 # family and household
 (N, 'Henrik Lindqvist', 'Lindqvist;Henrik;;;', 'Västmannagatan 62;Stockholm;;113 25;Sverige', 'pass giltigt t.o.m. 2031-05, EuroBonus 612448901', 'ORG:Sweco Sverige AB || TITLE:Uppdragsledare elnät || EMAIL:henrik.lindqvist@sweco.se'),
 (N, 'Maria Lindqvist', 'Lindqvist;Maria;;;', 'Västmannagatan 62;Stockholm;;113 25;Sverige', 'jobbar natt var tredje helg', 'ORG:Karolinska Universitetssjukhuset || TITLE:sjuksköterska'),
 (N, 'Elsa', 'Lindqvist;Elsa;;;', '', 'åk 5, fotboll tis/tors 17:30', ''),
 (N, 'Oskar', 'Lindqvist;Oskar;;;', '', 'hämtas senast 16:30', ''),
 (N, 'Mamma', ';Mamma;;;', 'Svartbäcksgatan 31;Uppsala;;753 32;Sverige', 'fyller 70 den 3/8', ''),
 (N, 'Pappa', ';Pappa;;;', '', 'sommarstället i Rättvik, båten i sjön maj', ''),
 (N, 'Mummi', 'Mäkinen;Aila;;;', 'Hämeenpuisto 18 B 12;Tampere;;33210;Suomi', 'synttärit 12.9, tuo pullaa', ''),
 (N, 'Farfar Gösta', 'Lindqvist;Gösta;;;', 'Solgårdsvägen 3;Bromma;;167 58;Sverige', 'besök söndagar efter 14, gillar Läkerol', ''),
 (N, 'Johanna Lindqvist', 'Lindqvist;Johanna;;;', '', 'syrran, bröllop 14/6 - tal!', ''),
 (N, 'Eva Krog', 'Krog;Eva;;;', 'Västmannagatan 62;Stockholm;;113 25;Sverige', 'grannen 3 tr, har reservnyckel', ''),
 (N, 'Tilda barnvakt', ';Tilda;;;', '', '120 kr/h, swish', ''),
 (N, 'Camilla Berg', 'Berg;Camilla;;;', '', 'utvecklingssamtal 4/11 kl 15:40', 'ORG:Vasa Real || TITLE:mentor åk 5'),
 # colleagues and clients
 (N, 'Johan Ek', 'Ek;Johan;;;', '', 'tidrapport fredag', 'ORG:Sweco Sverige AB || TITLE:gruppchef'),
 (N, 'Mikael Lantto', 'Lantto;Mikael;;;', '', 'ställverk Kiirunavaara, byggmöte tis 09:00', 'ORG:LKAB'),
 (N, 'Ingrid Hytten', 'Hytten;Ingrid;;;', '', 'møte Husebybakken tirsdag 10:00', 'ORG:Statnett SF || TITLE:prosjektleder'),
 (N, 'Mette Kromann', 'Kromann;Mette;;;', '', 'Fredericia, Teams-møde torsdag kl. 13', 'ORG:Energinet'),
 (N, 'Jukka Virtanen', 'Virtanen;Jukka;;;', '', 'Aurora Line, palaveri ke klo 9', 'ORG:Fingrid Oyj'),
 (N, 'Kadri Tamm', 'Tamm;Kadri;;;', '', 'Estlink 3, koosolek reedel 11:00', 'ORG:Elering AS'),
 (N, 'Sigurður Einarsson', 'Einarsson;Sigurður;;;', '', 'fundur mánudag kl. 10', 'ORG:Landsnet hf.'),
 (N, 'Florian Herberger', 'Herberger;Florian;;;', '', 'Umspannwerk, Termin Mi 14 Uhr, Sie-Form', 'ORG:Stromnetz Hamburg GmbH'),
 (N, 'Tom Hilton', 'Hilton;Tom;;;', '', 'grid study, call Thursdays 16:00 CET', 'ORG:Arcadis Nederland'),
 # hotel staff, a hut warden, hosts, a landlady and a landlord
 (N, 'Sara Nyström', 'Nyström;Sara;;;', '', 'företagsavtal Sweco 2026, rabattkod i mejlet', 'ORG:Clarion Hotel Post || TITLE:Key Account Manager'),
 (N, 'Kari Olsen', 'Olsen;Kari;;;', '', 'ring hvis ferja er forsinket', 'ORG:Eliassen Rorbuer || TITLE:resepsjonssjef'),
 (N, 'Ulla Bergqvist', 'Bergqvist;Ulla;;;', '', 'stugvärd v.11-12', 'ORG:STF Sälka Fjällstuga || TITLE:stugvärd'),
 (N, 'Guðrún Jónsdóttir', 'Jónsdóttir;Guðrún;;;', '', 'senda SMS ef við komum seint', 'ORG:Gistiheimilið Bjarg || TITLE:eigandi'),
 (N, 'Hannelore Gruber', 'Gruber;Hannelore;;;', '', 'FeWo Mayrhofen, 7 Nächte Sommer, Anzahlung 300 € überwiesen', 'EMAIL:h.gruber@aon.at'),
 (N, 'Jens Kjær', 'Kjær;Jens;;;', '', 'sommerhuset i Vejers, ring ved ankomst', ''),
 (N, 'Pia Heikkinen', 'Heikkinen;Pia;;;', '', 'myöhäinen saapuminen ok, soita', 'ORG:Majatalo Onni || TITLE:emäntä'),
]
O = [
 # restaurants, a bar, inns without rooms, a club
 (N, 'Hotellet', '', 'Linnégatan 18;Stockholm;;114 47;Sverige', 'AW fredag 17:00, bord för 8, Johans 50', 'URL:https://www.hotellet.se'),
 (N, 'Ulriksdals Wärdshus', '', 'Ulriksdals Slottspark;Solna;;170 79;Sverige', 'mammas 70-årsmiddag lör 3/8 kl 18, 14 pers, meny B', ''),
 (N, 'Nyhavns Færgekro', '', 'Nyhavn 5;København K;;1051;Danmark', 'frokost med Energinet 12:30, sildebord', ''),
 (N, 'Bryggeloftet & Stuene', '', 'Bryggen 11;Bergen;;5003;Norge', 'bord 19:30, 4 pers, kunde', ''),
 (N, 'Wirtshaus in der Au', '', 'Lilienstraße 51;München;;81669;Deutschland', 'Tisch 20 Uhr, 6 Pers., Knödel', ''),
 (N, 'Kuldse Notsu Kõrts', '', 'Dunkri 8;Tallinn;;10123;Eesti', 'õhtusöök Eleringiga 19:00', ''),
 (N, 'Hotel Cecil', '', 'Niels Hemmingsens Gade 10;København K;;1153;Danmark', 'koncert fre 21:00, 2 billetter, garderobe', ''),
 (N, 'Skihütte Gampe Thaya', '', 'Gampe 1;Sölden;Tirol;6450;Österreich', 'Mittag 12:30, 4 Pers., Kaiserschmarrn', ''),
 # a wedding venue, a care home, a dog hotel, a cabin builder
 (N, 'Villa Pauli', '', 'Strandvägen 7;Djursholm;;182 68;Sverige', 'Johannas bröllop 14/6, 110 gäster, middag 17:00', ''),
 (N, 'Gästhemmet Solgården', '', 'Solgårdsvägen 3;Bromma;;167 58;Sverige', 'äldreboende, farfar rum 12, avgift via autogiro', ''),
 (N, 'Vallentuna Hundhotell', '', 'Lindholmsvägen 40;Vallentuna;;186 95;Sverige', 'Sixten 11-19 juli, vaccinationsintyg + foder', ''),
 (N, 'Stugbyggarna Dalarna AB', '', 'Industrigatan 8;Rättvik;;795 32;Sverige', 'offert friggebod till sommarstället, platsbesök 12/5 kl 10', ''),
 # the employer, clubs, agencies
 (N, 'Sweco Sverige AB', '', 'Gjörwellsgatan 22;Stockholm;;100 26;Sverige', 'växeln, resebokning via intranätet', 'URL:https://www.sweco.se'),
 (N, 'Svenska Turistföreningen', '', 'Rosenlundsgatan 8;Stockholm;;118 53;Sverige', 'familjemedlemskap förnyas i mars, medl.nr 88123301', ''),
 (N, 'DNT - Den Norske Turistforening', '', 'Storgata 3;Oslo;;0155;Norge', 'medlemskap, DNT-nøkkel, depositum', ''),
 (N, 'Österreichischer Alpenverein', '', 'Olympiastraße 37;Innsbruck;Tirol;6020;Österreich', 'Mitgliedsausweis 2026 für Hüttenermäßigung', ''),
 (N, 'Dansommer', '', 'Voldbjergvej 16;Risskov;;8240;Danmark', 'kundeservice, ændring af ankomst, ref. 22417839', ''),
 (N, 'Lomarengas', '', 'Hitsaajankatu 24;Helsinki;;00810;Suomi', 'varaus 1183391, loppumaksu 30 pv ennen', ''),
 (N, 'Ving', '', 'Hälsingegatan 47;Stockholm;;113 98;Sverige', 'avbokningsskydd, ärende 55312', ''),
 # airlines, trains, ferries, taxi
 (N, 'SAS', '', '', 'EuroBonus-service, ändring av bokning', 'KIND:org'),
 (N, 'Norwegian', '', '', 'Oslo-Bergen 07:05, bagasje inkl.', ''),
 (N, 'Finnair', '', 'Tietotie 9;Vantaa;;01530;Suomi', '', ''),
 (N, 'Icelandair', '', '', 'FI 307 ARN-KEF 14:10, 2 bags', 'KIND:org'),
 (N, 'SJ', '', '', 'Göteborg t/r, 1 klass, SJ Prio-nr 3301 8872', ''),
 (N, 'Vy Nattåg', '', '', 'Stockholm C 18:08 - Kiruna, sovvagn, kupé 3 bäddar, vagn 7', ''),
 (N, 'Tallink Silja Line', '', 'Tallinnan-aukio;Helsinki;;00180;Suomi', 'Stockholm-Helsingfors, hytt B4, 1 natt, frukostbuffé bokad', ''),
 (N, 'Viking Line', '', 'Storagatan 2;Mariehamn;;22100;Åland', 'Kapellskär-Mariehamn 10:00, bil + 4', ''),
 (N, 'Hurtigruten', '', '', 'Trondheim-Bodø, lugar 4 køyer, 1 natt', ''),
 (N, 'Destination Gotland', '', 'Färjeleden;Nynäshamn;;149 30;Sverige', 'Nynäshamn 07:25 - Visby, bil + 4 pers, bokn. 7K3PQ', ''),
 (N, 'Taxi Kiruna', '', 'Föreningsgatan 11;Kiruna;;981 31;Sverige', 'hämtning Scandic Ferrum 06:15 till flyget', ''),
 # tour operators, spas, venues
 (N, 'Kiruna Guidetur', '', 'Vänortsgatan 8;Kiruna;;981 31;Sverige', 'norrskenstur fre 20:00, hämtning vid hotellet', ''),
 (N, 'Lofoten Aktiv', '', 'Svolvær;Svolvær;;8300;Norge', 'kajakktur 2 timer, lør 10:00', ''),
 (N, 'Arctic Adventures', '', 'Köllunarklettsvegur 2;Reykjavík;;104;Ísland', 'Golden Circle + Silfra snorkel, pickup 8:30', ''),
 (N, 'Sturebadet', '', 'Sturegallerian 36;Stockholm;;114 46;Sverige', 'spadag med Maria lör 10:00, 2 behandlingar', ''),
 (N, 'Sky Lagoon', '', 'Vesturvör 44-48;Kópavogur;;200;Ísland', 'Pure pass 17:00, 4 tickets, 7-step ritual', ''),
 (N, 'Löyly', '', 'Hernesaarenranta 4;Helsinki;;00150;Suomi', '', ''),
 (N, 'Stockholmsmässan', '', 'Mässvägen 1;Älvsjö;;125 80;Sverige', '', ''),
 (N, 'Bella Center', '', 'Center Boulevard 5;København S;;2300;Danmark', '', ''),
 # health, school, shops
 (N, 'Vårdcentralen Odenplan', '', 'Odengatan 69;Stockholm;;113 22;Sverige', 'Oskar öroninflammation, återbesök 14:20', ''),
 (N, 'Folktandvården Vasastan', '', 'Karlbergsvägen 44;Stockholm;;113 34;Sverige', 'Elsa tandreglering 8/10 08:40', ''),
 (N, 'Vaccinationscentralen', '', 'Kungsgatan 48;Stockholm;;111 35;Sverige', 'TBE dos 2 inför Åland, alla fyra', ''),
 (N, 'AniCura Djursjukhuset Albano', '', 'Rinkebyvägen 21A;Danderyd;;182 36;Sverige', 'Sixten vaccination + EU-pass inför Norge', ''),
 (N, 'Vasa Real', '', 'Hälsingegatan 28;Stockholm;;113 31;Sverige', 'frånvaroanmälan före 08:00', ''),
 (N, 'Förskolan Stugan', '', 'Dalagatan 70;Stockholm;;113 24;Sverige', 'Oskar, avd. Ekorren, planeringsdag 3/10', ''),
 (N, 'Naturkompaniet', '', 'Kungsgatan 4;Stockholm;;111 43;Sverige', 'order 40221187, tält 3 pers att hämta', ''),
 (N, 'Hotel Chocolat', '', 'Mint House, Newark Close;Royston;Hertfordshire;SG8 5HL;United Kingdom', 'order HC7713052, julklappar, leverans v.50', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'W{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
