#!/usr/bin/env python3
"""Writes cards.tsv for review48: one realistic address book of an Amsterdam family (Jeroen Visser, a port and
logistics consultant travelling for work to Rotterdam, Utrecht, Eindhoven, Antwerp, Brussels, Ghent, Düsseldorf,
Hamburg, Paris, Lyon, Copenhagen and London; Marloes de Boer, a nurse, who plans the holidays: the Wadden
islands (Texel, Terschelling, Vlieland), Zeeland holiday homes and beach huts, bungalow parks (Center Parcs,
Landal, Roompot), trekkershutten and campsites, Ardennes gîtes, French campings and chambres d'hôtes, Danish
sommerhuse, a kro, German Ferienwohnungen and a Jugendherberge, Austrian Gasthöfe, a farm holiday and an
Alpenverein hut) and the home contacts around them. Not traps, but a Dutch book has its own: an eetcafé, a
herberg and a Logement that are a restaurant and a bar (beside a herberg that lets rooms), a restaurant called
Hotel de Goudfazant, a beach paviljoen, an auberge, a relais, a Gasthaus, a kro and an inn that are restaurants
or pubs (beside a kro and a Gasthof that let rooms), a wedding hall (De Pleisterplaats), Huize care homes (a
zorgcentrum and a verpleeghuis, with the grandmother whose address it is), a pension fund, a hotel school, a
hotel developer, a dog hotel, a caravan dealer, a Boerderij farm shop, a day spa called Wellness Resort, a theme
park (Fårup Sommerland), a Paris hôtel that is a museum, family names Van de Kamp, Van der Valk, Logeman, Hutten, Fletcher,
Meininger, Campanile, Delhotel, Krogh, Lhôtelier and Wirtz, hotel staff and hosts whose ORG is their place, a landlady's
own card, a sommerhus owner, the DFDS and Stena Line night ferries with cabins, two night trains, Booking.com,
a sommerhus agency and a campsite tour operator. Each row: (label, name, n, adr, note, extra) - extra is
' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage, beach hut,
caravan pitch or tent pitch at for the night (hotels, aparthotels and short-let apartments, hostels, guest
houses and B&Bs, chambres d'hôtes, gîtes, holiday homes, sommerhuse, Ferienwohnungen, farm stays, mountain huts,
bungalow parks and resorts, campsites and trekkershutten, a herberg, kro or Gasthof that lets rooms); not =
everything else, including hotel staff's, hosts', a landlady's and a holiday-home owner's personal cards,
restaurants, bars and pubs, care homes, a dog hotel, a day spa, a theme park, travel agencies and booking
sites, night ferries and night trains. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
NL, BE, FR, DE, DK, AT, UK = 'Nederland', 'België', 'France', 'Deutschland', 'Danmark', 'Österreich', 'United Kingdom'
C = [
 # --- Jeroen's work: Rotterdam
 (H, 'Hotel New York Rotterdam', '', f'Koninginnenhoofd 1;Rotterdam;Zuid-Holland;3072 AD;{NL}', 'workshop Havenbedrijf, 1 nacht, kamer 312, ontbijt incl.', ''),
 (H, 'nhow Rotterdam', '', f'Wilhelminakade 137;Rotterdam;Zuid-Holland;3072 AP;{NL}', '', ''),
 (H, 'citizenM Rotterdam', '', f'Gelderseplein 50;Rotterdam;Zuid-Holland;3011 WZ;{NL}', 'inchecken via kiosk, boeking 7H2KQ9, 2 nachten', ''),
 # --- Utrecht
 (H, 'Mother Goose Hotel', '', f'Ganzenmarkt 26;Utrecht;Utrecht;3512 GD;{NL}', 'cursus Jaarbeurs, 1 nacht, laat inchecken na 22:00 gemeld', ''),
 (H, 'Stayokay Utrecht Centrum', '', f'Neude 5;Utrecht;Utrecht;3512 AD;{NL}', 'stagiair Bram, 2 nachten, 4-pers kamer, op rekening van de zaak', ''),
 # --- Eindhoven
 (H, 'Inntel Hotels Art Eindhoven', '', f'Markt 35;Eindhoven;Noord-Brabant;5611 EC;{NL}', 'Dutch Design Week, 3 nachten, early check-in gevraagd', ''),
 (H, 'Pullman Eindhoven Cocagne', '', f'Vestdijk 47;Eindhoven;Noord-Brabant;5611 CA;{NL}', '', ''),
 (H, 'The Social Hub Eindhoven', '', f'Boschdijk 267;Eindhoven;Noord-Brabant;5612 HH;{NL}', 'nacht 12-13 maart, kamer 5.14, ontbijt los bijboeken', ''),
 # --- Antwerp
 (H, 'Hotel Julien Antwerpen', '', f'Korte Nieuwstraat 24;Antwerpen;Antwerpen;2000;{BE}', 'overleg havenbedrijf, 1 nacht, factuur naar kantoor', ''),
 (H, 'August Antwerpen', '', f'Jules Bordetstraat 5;Antwerpen;Antwerpen;2018;{BE}', '2 nachten, kamer 21, ontbijt vanaf 7u', ''),
 (H, 'Yays Antwerp Hendrik Conscience', '', f'Hendrik Conscienceplein 2;Antwerpen;Antwerpen;2000;{BE}', 'appartement 4 nachten, code via app, schoonmaak woensdag', ''),
 # --- Brussels
 (H, 'The Dominican', '', f'Rue Léopold 9;Bruxelles;;1000;{BE}', 'EU-vergadering TEN-T, 1 nacht, corporate tarief', ''),
 (H, 'Motel One Brussels Rue Royale', '', f'Rue Royale 120;Bruxelles;;1000;{BE}', '', ''),
 (H, 'Made in Louise', '', f'Rue Veydt 40;Bruxelles;;1050;{BE}', '2 nuits, chambre 8, parking dans la rue', ''),
 # --- Ghent
 (H, '1898 The Post', '', f'Graslei 16;Gent;Oost-Vlaanderen;9000;{BE}', '1 nacht, kamer 3.02, na diner met Claire', ''),
 (H, 'Pillows Grand Boutique Hotel Reylof', '', f'Hoogstraat 36;Gent;Oost-Vlaanderen;9000;{BE}', '', ''),
 (H, 'Hostel Uppelink', '', f'Sint-Michielsplein 21;Gent;Oost-Vlaanderen;9000;{BE}', 'teamuitje, 6-pers kamer met uitzicht op Graslei, 1 nacht', ''),
 # --- Düsseldorf
 (H, 'Kö59 Düsseldorf', '', f'Königsallee 59;Düsseldorf;Nordrhein-Westfalen;40215;{DE}', 'Messe boot, 2 Nächte, Zimmer 404', 'URL:https://www.koe59.de'),
 (H, 'INNSIDE Düsseldorf Hafen', '', f'Speditionstraße 9;Düsseldorf;Nordrhein-Westfalen;40221;{DE}', '', ''),
 (H, 'Hotel Schumann Düsseldorf', '', f'Bismarckstraße 76;Düsseldorf;Nordrhein-Westfalen;40210;{DE}', '3 Nächte, Frühstück inkl., Parkhaus gegenüber', ''),
 # --- Hamburg
 (H, 'Superbude St. Pauli', '', f'Juliusstraße 1-7;Hamburg;;22769;{DE}', 'met team, 3 nachten, 4-pers kamer', ''),
 (H, '25hours Hotel Altes Hafenamt', '', f'Osakaallee 12;Hamburg;;20457;{DE}', '2 Nächte, Zimmer Medium, Check-in ab 15 Uhr', ''),
 (H, 'Henri Hotel Hamburg Downtown', '', f'Bugenhagenstraße 21;Hamburg;;20095;{DE}', '', ''),
 # --- Paris
 (H, 'citizenM Paris La Défense', '', f'9 Place de la Défense;Puteaux;;92800;{FR}', '2 nuits, réunion SNCF Réseau jeudi', ''),
 (H, 'Hôtel Providence Paris', '', f'90 Rue René Boulanger;Paris;;75010;{FR}', '', ''),
 (H, 'Les Bains Paris', '', f'7 Rue du Bourg l\'Abbé;Paris;;75003;{FR}', 'weekendje met Marloes, 2 nachten, kamer 22, ontbijt niet incl.', ''),
 # --- Lyon
 (H, 'Novotel Lyon Confluence', '', f'3 Rue Paul Montrochet;Lyon;;69002;{FR}', '3 nuits, tram T1 devant la porte', ''),
 (H, 'Cour des Loges', '', f'6 Rue du Bœuf;Lyon;;69005;{FR}', '', ''),
 (H, 'Appartement Rue Mercière (Airbnb)', '', f'48 Rue Mercière;Lyon;;69002;{FR}', 'semaine projet Lyon-Turin, 5 nuits, boîte à clés code 2209', ''),
 # --- Copenhagen
 (H, 'Wakeup Copenhagen Carsten Niebuhrs Gade', '', f'Carsten Niebuhrs Gade 11;København V;;1577;{DK}', '2 nætter, check-in 15:00, værelse 611', ''),
 (H, 'Hotel Ottilia', '', f'Bryggernes Plads 7;København V;;1799;{DK}', '1 nat, Carlsberg Byen, morgenmad 6:30', ''),
 (H, 'Absalon Hotel', '', f'Helgolandsgade 15;København V;;1653;{DK}', 'havnemøde Nordhavn, 1 nat', ''),
 (H, 'Lejlighed Jægersborggade (Airbnb)', '', f'Jægersborggade 41, 2. th.;København N;;2200;{DK}', '3 nætter, nøgle i keybox, husk at tage skrald med', ''),
 # --- London
 (H, 'The Hoxton, Southwark', '', f'40 Blackfriars Road;London;;SE1 8PB;{UK}', '2 nights, breakfast bag at the door 7am', ''),
 (H, 'Premier Inn London Southwark', '', f'34 Park Street;London;;SE1 9EF;{UK}', '', ''),
 (H, 'The Resident Victoria', '', f'11 Buckingham Palace Road;London;;SW1W 0QT;{UK}', '3 nights, booking ref RV-448213, PLA offices 10 min walk', ''),
 (H, 'Clink78', '', f'78 Kings Cross Road;London;;WC1X 9QG;{UK}', 'Sem + 3 friends, 2 nights, 4-bed dorm, we paid deposit', ''),
 # --- Amsterdam, for guests
 (H, 'Lloyd Hotel & Cultural Embassy', '', f'Oostelijke Handelskade 34;Amsterdam;Noord-Holland;1019 BN;{NL}', 'schoonouders 2 nachten rond Fenna\'s verjaardag, 3-sterrenkamer', ''),
 (H, 'Pestana Amsterdam Riverside', '', f'Amsteldijk 67;Amsterdam;Noord-Holland;1074 HZ;{NL}', 'Emma (PLA) 4 nachten, op onze kosten', ''),
 # --- Texel
 (H, 'Hotel De Lindeboom Texel', '', f'Groeneplaats 14;Den Burg;Noord-Holland;1791 CC;{NL}', '', ''),
 (H, 'Landal Sluftervallei', '', f'Krimweg 102;De Cocksdorp;Noord-Holland;1795 LS;{NL}', 'herfstvakantie, bungalow 47, aankomst vr 15:00, vertrek ma 10:00', 'URL:https://www.landal.nl/parken/sluftervallei'),
 (H, 'Camping De Kogerstrand', '', f'Badweg 33;De Koog;Noord-Holland;1796 AA;{NL}', 'plek 212, 6 nachten, stroom 6A, honden toegestaan', ''),
 (H, 'Hotel Opduin', '', f'Ruijslaan 22;De Koog;Noord-Holland;1796 AD;{NL}', 'eerste nacht Texel, familiekamer, ontbijt 7:30-10:30', ''),
 (H, 'Herberg De Pelikaan', '', f'Oesterstraat 10;Oosterend;Noord-Holland;1794 AV;{NL}', '2 kamers boven de herberg, 2 nachten, ontbijt 8:30', ''),
 # --- Terschelling
 (H, 'De Walvisvaarder', '', f'Lies 23;Lies;Friesland;8895 KP;{NL}', 'meivakantie, 4 nachten, familiekamer, fietsen via de receptie', ''),
 (H, 'Camping Cnossen', '', f'Hoofdweg 8;Hoorn;Friesland;8896 JA;{NL}', 'trekkershut 3, 3 nachten, beddengoed zelf meenemen', ''),
 (H, 'Kamerverhuur Cupido', '', f'Torenstraat 24;West-Terschelling;Friesland;8881 BH;{NL}', '', ''),
 # --- Vlieland
 (H, 'Badhotel Bruin', '', f'Dorpsstraat 88;Oost-Vlieland;Friesland;8899 AL;{NL}', 'pinksteren, 3 nachten, kamer zeezijde', ''),
 (H, 'Camping Stortemelk', '', f'Kampweg 1;Oost-Vlieland;Friesland;8899 CX;{NL}', 'tentplek in de duinen, 5 nachten, bolderkar reserveren', ''),
 (H, 'Appartementen Duinzicht Vlieland', '', f'Duinkersoord 12;Oost-Vlieland;Friesland;8899 AP;{NL}', 'app. 4, 1 week, handdoeken zelf mee', ''),
 # --- Zeeland
 (H, 'Roompot Beach Resort Nieuwvliet-Bad', '', f'Zeedijk 1;Nieuwvliet;Zeeland;4504 PN;{NL}', 'zomer wk 30, chalet 318, eindschoonmaak inbegrepen', ''),
 (H, 'Vakantiehuis Duinroos', '', f'Zuiverseweg 2;Domburg;Zeeland;4357 BA;{NL}', 'via eigenaar, 7 nachten, borg €250 terug na inspectie, bedlinnen huren', 'EMAIL:verhuur@duinroos-domburg.nl'),
 (H, 'Slaapstrandhuisjes Dishoek', '', f'Dishoek 2;Koudekerke;Zeeland;4371 NT;{NL}', '2 nachten, huisje 14, douche bij de strandopgang', ''),
 (H, 'Strandhotel Westduin', '', f'Westduinweg 1;Vlissingen;Zeeland;4381 BE;{NL}', '', ''),
 (H, 'Minicamping De Bongerd', '', f'Zandweg 3;Serooskerke;Zeeland;4353 RB;{NL}', 'boerencamping, 15 plekken, eieren bij de boer, 1 week', ''),
 (H, 'B&B De Kaai Veere', '', f'Kaai 12;Veere;Zeeland;4351 AA;{NL}', '1 nacht na bruiloft, ontbijt 9:00', ''),
 # --- bungalow parks, campsites and trekkershutten
 (H, 'Center Parcs De Eemhof', '', f'Slingerweg 1;Zeewolde;Flevoland;3896 LD;{NL}', 'weekend met Lotte en kids, cottage 612, Aqua Mundo', ''),
 (H, 'Center Parcs Park Zandvoort', '', f'Vondellaan 60;Zandvoort;Noord-Holland;2042 AA;{NL}', '', ''),
 (H, 'Camping De Lakens', '', f'Zeeweg 60;Bloemendaal;Noord-Holland;2051 EC;{NL}', 'safaritent 8, 3 nachten, inchecken 14:00-18:00', ''),
 (H, 'Trekkershutten Vechtdal', '', f'Rheezerweg 79;Hardenberg;Overijssel;7795 DA;{NL}', 'fietstocht, hut 2, 2 nachten, ontbijtpakket', ''),
 # --- Ardennes
 (H, 'Gîte Le Vieux Moulin', '', f'Rue du Moulin 12;Durbuy;Luxembourg;6940;{BE}', 'krokus, 5 nachten, houtkachel, voorschot €300 betaald', ''),
 (H, 'Auberge de la Ferme', '', f'Rue de la Cense 12;Rochehaut;Luxembourg;6830;{BE}', '2 nuits, chambre familiale, demi-pension', ''),
 (H, 'Camping Floréal La Roche', '', f'Route de Houffalize 18;La Roche-en-Ardenne;Luxembourg;6980;{BE}', 'emplacement 54, 4 nuits', ''),
 (H, 'Hostellerie Le Val de Poix', '', f'Rue des Ardoisières 18;Saint-Hubert;Luxembourg;6870;{BE}', '', ''),
 # --- France
 (H, 'Huttopia Dieulefit', '', f'Route de Nyons;Dieulefit;Drôme;26220;{FR}', 'tente Canadienne, 5 nuits, arrivée 16h', ''),
 (H, 'Sandaya Soulac Plage', '', f"Lieu-dit l'Amélie;Soulac-sur-Mer;Gironde;33780;{FR}", 'mobil-home 41, 10 nachten, aanbetaling 30%', ''),
 (H, 'Logis Hôtel Le Relais de Bourgogne', '', f'12 Route de Dijon;Beaune;Côte-d\'Or;21200;{FR}', 'étape A6, 1 nuit, chambre quadruple, dîner 19h30', ''),
 (H, 'Camping Les Embruns', '', f'Rue du Philosophe Alain;Clohars-Carnoët;Finistère;29360;{FR}', '', ''),
 (H, "Chambres d'hôtes Le Clos des Vignes", '', f'3 Rue des Vignes;Savigny-lès-Beaune;Côte-d\'Or;21420;{FR}', 'étape vers le sud, 1 nuit, petit-déj 8h', ''),
 (H, 'Gîte La Grange de Marcel', '', f'Lieu-dit La Borie;Sarlat-la-Canéda;Dordogne;24200;{FR}', '', ''),
 # --- Denmark
 (H, 'Sommerhus Blåvand', '', f'Kløvervej 12;Blåvand;;6857;{DK}', 'uge 29, 7 nætter, nøgleboks 4821, slutrengøring selv', ''),
 (H, 'Sønderho Kro', '', f'Kropladsen 11;Sønderho;;6720;{DK}', '2 nætter, værelse 5, morgenmad 8-10', ''),
 (H, 'Danhostel Ribe', '', f'Skt. Pedersgade 16;Ribe;;6760;{DK}', '1 nat på vej hjem, familieværelse, linned lejet', ''),
 (H, 'Lalandia Billund', '', f'Ellehammers Allé 3;Billund;;7190;{DK}', 'feriehus 2305, 3 nætter, Aquadome inkl.', ''),
 (H, 'Feriehus Rømø', '', f'Vesterhavsvej 81;Rømø;;6792;{DK}', '', ''),
 # --- Germany
 (H, 'FeWo Haus Nordlicht Norderney', '', f'Kaiserstraße 14;Norderney;Niedersachsen;26548;{DE}', '7 Nächte, Whg. 3, Endreinigung 60 €, Kurbeitrag vor Ort', ''),
 (H, 'Jugendherberge Hamburg Auf dem Stintfang', '', f'Alfred-Wegener-Weg 5;Hamburg;;20459;{DE}', 'met Fenna en Daan, familiekamer, 2 nachten, DJH-lidmaatschap nodig', ''),
 (H, 'Ferienhof Hinrichs', '', f'Dorfstraße 7;Fehmarn;Schleswig-Holstein;23769;{DE}', 'Urlaub auf dem Bauernhof, Ponyreiten, 6 Nächte', ''),
 (H, 'Pension Seeblick Westerland', '', f'Strandstraße 20;Sylt;Schleswig-Holstein;25980;{DE}', '', ''),
 # --- Austria
 (H, 'Gasthof Zum Kirchenwirt', '', f'Dorf 2;Leogang;Salzburg;5771;{AT}', 'Skiurlaub, 7 Nächte, Halbpension, Zimmer 12', ''),
 (H, 'Franz-Senn-Hütte', '', f'Oberbergtal;Neustift im Stubaital;Tirol;6167;{AT}', 'AV-Hütte, Lager 6 Plätze, 1 Nacht, Hüttenschlafsack mitnehmen', ''),
 (H, 'Gruberhof', '', f'Oberau 15;Wildschönau;Tirol;6311;{AT}', 'Urlaub am Bauernhof, FeWo Alm, 6 Nächte', ''),
 (H, 'Ferienwohnungen Bergblick Leogang', '', f'Hütten 42;Leogang;Salzburg;5771;{AT}', 'Sommer, 7 Nächte, Whg. Enzian, Brötchenservice', ''),
 (H, 'Alpengasthof Gaisberg', '', f'Gaisbergweg 6;Kirchberg in Tirol;Tirol;6365;{AT}', '', ''),
]
P = [
 # family and household
 (N, 'Marloes', 'de Boer;Marloes;;;', '', 'werk do tot 17:30, verjaardag 9/10', 'ORG:OLVG || TITLE:verpleegkundige'),
 (N, 'Fenna', 'Visser;Fenna;;;', '', 'groep 7, hockey wo 17:00', ''),
 (N, 'Daan', 'Visser;Daan;;;', '', 'groep 4, zwemles za 9:15', ''),
 (N, 'Oma Truus', 'Visser;Truus;;;', f'Arent Janszoon Ernststraat 199;Amsterdam;Noord-Holland;1082 LM;{NL}', 'kamer 214, bezoek zo na 14:00, lievelingsbonbons', ''),
 (N, 'Lotte Visser', 'Visser;Lotte;;;', '', 'zus, bruiloft 14 juni, kinderen Noor en Siem', ''),
 (N, 'Sem Visser', 'Visser;Sem;;;', '', 'neef, 2e jaar, stage in Conservatorium Hotel tot juli', 'ORG:Hotelschool The Hague'),
 (N, 'Marco van de Kamp', 'van de Kamp;Marco;;;', f'Linnaeusstraat 112-3;Amsterdam;Noord-Holland;1092 CR;{NL}', 'buurman 3-hoog, reservesleutel, planten water geven', ''),
 (N, 'Henk van der Valk', 'van der Valk;Henk;;;', '', 'trainer Fenna MO11, wo 17:00', 'ORG:AMHC Amsterdam-Oost || TITLE:trainer'),
 (N, 'Juf Annemiek', 'Bos;Annemiek;;;', '', 'juf Daan groep 4, 10-minutengesprek 19:20', 'ORG:OBS De Kraanvogel'),
 (N, 'Pieter Hutten', 'Hutten;Pieter;;;', '', 'loodgieter, lekkage badkamer, ma 8:00', ''),
 (N, 'Ilse (oppas)', 'de Wit;Ilse;;;', '', 'oppas vr-avond, €12/u', ''),
 (N, 'Fatima El Amrani', 'El Amrani;Fatima;;;', '', 'schoonmaak om de week di, contant', ''),
 # colleagues and clients
 (N, 'Ingrid Logeman', 'Logeman;Ingrid;;;', '', 'vervangt mij in Lyon week 12', 'ORG:Royal HaskoningDHV || TITLE:projectleider'),
 (N, 'Luca Campanile', 'Campanile;Luca;;;', '', 'haven Antwerpen, carpool do 7:15', 'ORG:Royal HaskoningDHV'),
 (N, 'Emma Fletcher', 'Fletcher;Emma;;;', '', 'Teams Mon 10:00 UK time, staying at the Pestana in May', 'ORG:Port of London Authority || TITLE:Head of Planning || EMAIL:emma.fletcher@pla.co.uk'),
 (N, 'Klaus Meininger', 'Meininger;Klaus;;;', '', 'Termin Di 9:30, Zollkanal, Besucherausweis', 'ORG:HHLA Hamburger Hafen und Logistik AG'),
 (N, 'Claire Delhotel', 'Delhotel;Claire;;;', '', 'réunion jeudi 14h, badge à l\'accueil', 'ORG:Port of Antwerp-Bruges || TITLE:chef de projet'),
 (N, 'Mette Krogh', 'Krogh;Mette;;;', '', 'møde tirsdag 10:00 i Nordhavn', 'ORG:By & Havn'),
 (N, 'Stéphane Lhôtelier', 'Lhôtelier;Stéphane;;;', '', 'visio lundi 9h, dîner mercredi', 'ORG:TELT Tunnel Euralpin Lyon Turin'),
 (N, 'Martin Wirtz', 'Wirtz;Martin;;;', '', 'Termin Mi 11 Uhr, danach Altbier', 'ORG:Neuss-Düsseldorfer Häfen'),
 (N, 'Camille Lefebvre', 'Lefebvre;Camille;;;', '', 'réunion Paris 10h, salle 4B', 'ORG:SNCF Réseau'),
 # hotel staff, hosts, a landlady, a holiday-home owner
 (N, 'Sophie Jansen', 'Jansen;Sophie;;;', '', 'offerte teamdag + 12 kamers, terugbellen vr', 'ORG:Lloyd Hotel & Cultural Embassy || TITLE:Sales & Events'),
 (N, 'Hannah Berg', 'Berg;Hannah;;;', '', 'Gruppe 8 Pers., Rechnung an Firma', 'ORG:Superbude St. Pauli || TITLE:Gruppenbuchungen'),
 (N, 'Tineke Cupido', 'Cupido;Tineke;;;', '', 'kamer met ontbijt 3 nachten, aanbetaling €90, sleutel bij de buren', ''),
 (N, 'Birthe Madsen', 'Madsen;Birthe;;;', '', 'udlejer sommerhus Blåvand, depositum 1500 kr, ring før kl. 20', ''),
 (N, 'Maria Hofer', 'Hofer;Maria;;;', '', 'Anzahlung 300 € überwiesen, Skipass über das Haus', 'ORG:Gasthof Zum Kirchenwirt || TITLE:Wirtin'),
 (N, 'Didier Lambert', 'Lambert;Didier;;;', '', 'propriétaire, clés dans la boîte aux lettres, bois pour le poêle', 'ORG:Gîte Le Vieux Moulin'),
]
O = [
 # restaurants, bars, pubs, a beach paviljoen
 (N, 'Eetcafé De Vriendschap', '', f'Javastraat 54;Amsterdam;Noord-Holland;1094 HK;{NL}', 'tafel 6 pers. za 19:00, op naam Visser', ''),
 (N, 'Herberg Onder de Linden', '', f'Amstelzijde 51;Ouderkerk aan de Amstel;Noord-Holland;1184 TZ;{NL}', 'zondaglunch met oma, 12:30, 5 pers., rolstoel', ''),
 (N, 'Logement De Zwaan', '', f'Dapperstraat 2;Amsterdam;Noord-Holland;1093 BS;{NL}', 'borrel vr vanaf 17:00, bitterballen', ''),
 (N, 'Hotel de Goudfazant', '', f'Aambeeldstraat 10H;Amsterdam;Noord-Holland;1021 KB;{NL}', 'trouwdag, 20:00, tafel voor 2', ''),
 (N, 'Paviljoen Paal 17', '', f'Slufterweg 1;De Cocksdorp;Noord-Holland;1795 LR;{NL}', 'pannenkoeken na het strand, tot 21:00 keuken', ''),
 (N, 'Le Relais Gascon', '', f'6 Rue des Abbesses;Paris;;75018;{FR}', '', ''),
 (N, 'Auberge du Pont de Collonges', '', f'40 Quai de la Plage;Collonges-au-Mont-d\'Or;;69660;{FR}', 'dîner client TELT, 20h, 4 couverts', ''),
 (N, 'Daniel et Denise Saint-Jean', '', f'36 Rue Tramassac;Lyon;;69005;{FR}', '', ''),
 (N, 'Brauerei Zum Uerige', '', f'Berger Straße 1;Düsseldorf;Nordrhein-Westfalen;40213;{DE}', '', ''),
 (N, 'Gasthaus an der Elbe', '', f'Övelgönne 1;Hamburg;;22605;{DE}', 'Fischbrötchen, Sonntag 12 Uhr', ''),
 (N, 'Færgekroen Bryghus', '', f'Vesterbrogade 3;København V;;1630;{DK}', 'middag 18:30, 4 pers., Tivoli-billetter', ''),
 (N, 'Jausenstation Gamsalm', '', f'Gamsalmweg 1;Leogang;Salzburg;5771;{AT}', 'Kaiserschmarrn nach der Wanderung', ''),
 (N, 'The Old Ship Inn', '', f'25 Upper Mall;London;;W6 9TD;{UK}', 'Sunday roast with Emma, 1pm, table for 4', ''),
 # spas, venues, a museum, a theme park
 (N, 'Zuiver Spa Amsterdam', '', f'Koenenkade 8;Amsterdam;Noord-Holland;1081 KH;{NL}', 'cadeau Marloes, dagarrangement za 10:00, badjas mee', ''),
 (N, 'Wellness Resort Zwaluwhoeve', '', f'Zwaluwenweg 9;Hierden;Gelderland;3849 PA;{NL}', 'sauna met Lotte, za 11:00, entree + lunch', ''),
 (N, 'Feestzaal De Pleisterplaats', '', f'Dorpsstraat 44;Broek in Waterland;Noord-Holland;1151 AB;{NL}', 'bruiloft Lotte & Ruben 14 juni 15:00, speech!', ''),
 (N, 'Hôtel de la Marine', '', f'2 Place de la Concorde;Paris;;75008;{FR}', 'visite 10h30, billets 2 adultes 2 enfants', ''),
 (N, 'Ziggo Dome', '', f'De Passage 100;Amsterdam;Noord-Holland;1101 AX;{NL}', '', ''),
 (N, 'Fårup Sommerland', '', f'Pirupvejen 147;Blokhus;;9492;{DK}', 'billetter 2 dage, åbner 10:00, madpakke med', ''),
 # care homes, a pension fund, a hotel school, a developer
 (N, 'Huize Vreugdehof', '', f'Arent Janszoon Ernststraat 199;Amsterdam;Noord-Holland;1082 LM;{NL}', 'zorgcentrum oma Truus, kamer 214, eigen bijdrage via CAK', ''),
 (N, 'Verpleeghuis Huize Boschoord', '', f'Boschoordlaan 3;Zwolle;Overijssel;8017 CK;{NL}', 'oom Gerrit, afdeling Berk, bezoek di/do 15-17', ''),
 (N, 'Pensioenfonds Horeca & Catering', '', f'Bredewater 20;Zoetermeer;Zuid-Holland;2715 CA;{NL}', 'pensioen Marloes uit haar hoteltijd, UPO 2025 opvragen', ''),
 (N, 'Hotelschool The Hague', '', f'Brusselselaan 2;Den Haag;Zuid-Holland;2587 AH;{NL}', 'collegegeld Sem, open dag 14 nov 10:00', 'URL:https://www.hotelschool.nl'),
 (N, 'HDP Hotel Development Partners', '', f'Gustav Mahlerlaan 1212;Amsterdam;Noord-Holland;1081 LA;{NL}', 'haalbaarheidsstudie hotelschip Houthaven, offerte vóór 1/4', ''),
 # pets, shops, a farm shop, a caravan dealer
 (N, 'Hondenhotel Amstelland', '', f'Nesserlaan 120;Amstelveen;Noord-Holland;1185 HE;{NL}', 'Bobby logeert 10 nachten, inentingsboekje mee, €24 per nacht', ''),
 (N, 'Dierenkliniek Oost', '', f'Middenweg 61;Amsterdam;Noord-Holland;1098 AC;{NL}', 'Bobby kennelhoest-enting voor het hondenhotel', ''),
 (N, 'Van Dam Caravans & Campers', '', f'Wagenweg 10;Purmerend;Noord-Holland;1442 CZ;{NL}', 'onderhoudsbeurt vouwwagen 8:30, voortent besteld', ''),
 (N, 'Boerderij Ons Genoegen', '', f'Bovenkerkerweg 80;Amstelveen;Noord-Holland;1187 XE;{NL}', '', ''),
 (N, 'ANWB Winkel Amsterdam', '', f'Museumplein 5;Amsterdam;Noord-Holland;1071 DJ;{NL}', 'bestelling ACSI-kaart + vignet Oostenrijk ophalen', ''),
 # travel agencies, booking sites, tour operators
 (N, 'TUI Reiswinkel Amstelveen', '', f'Stadsplein 35;Amstelveen;Noord-Holland;1181 ZL;{NL}', 'offerte Kreta herfst, optie tot vr', ''),
 (N, 'Booking.com Klantenservice', '', f'Oosterdokskade 163;Amsterdam;Noord-Holland;1011 DL;{NL}', 'annulering Lyon, ref 4021.338.117', 'KIND:org'),
 (N, 'Novasol Danmark', '', f'Virumgårdsvej 27;Kongens Lyngby;;2830;{DK}', 'sommerhus Blåvand boeking 55-81203, restbetaling 8 weken voor aankomst', ''),
 (N, 'Eurocamp Klantenservice', '', f'Hoofdweg 52;Nieuw-Vennep;Noord-Holland;2153 LC;{NL}', 'boeking 77123, wijziging aankomstdatum', ''),
 # airlines, trains, ferries
 (N, 'KLM Klantenservice', '', f'Amsterdamseweg 55;Amstelveen;Noord-Holland;1182 GP;{NL}', 'Flying Blue 2019 4417 62, stoel 14A/B', 'KIND:org'),
 (N, 'Transavia Airlines', '', f'Piet Guilonardweg 15;Schiphol;Noord-Holland;1117 EE;{NL}', 'Lyon 6:50, handbagage', 'KIND:org'),
 (N, 'easyJet Customer Service', '', f'Hangar 89, London Luton Airport;Luton;;LU2 9PF;{UK}', '', ''),
 (N, 'NS Klantenservice Internationaal', '', f'Stationsplein 3;Utrecht;Utrecht;3511 ED;{NL}', 'Eurostar retour Londen, coach 12, 8:16', ''),
 (N, 'European Sleeper', '', f'Passage 3;Brussel;;1000;{BE}', 'nachttrein Amsterdam-Praag, couchette 6-pers, vertrek 19:00', ''),
 (N, 'ÖBB Personenverkehr AG', '', f'Am Hauptbahnhof 2;Wien;;1100;{AT}', 'Nightjet Amsterdam-Innsbruck, Schlafwagen Deluxe, Abfahrt 19:30, Frühstück im Abteil', ''),
 (N, 'DFDS IJmuiden-Newcastle', '', f'Felison Terminal, Sluisplein 1;IJmuiden;Noord-Holland;1975 AG;{NL}', 'overtocht met auto, 4-pers binnenhut, inchecken 15:30, vertrek 17:30', ''),
 (N, 'Stena Line Hoek van Holland', '', f'Stationsweg 10;Hoek van Holland;Zuid-Holland;3151 HR;{NL}', 'nachtboot naar Harwich, hut 8123, inchecken 21:00', ''),
 (N, 'TESO Texel', '', f'Pontweg 1;Den Hoorn;Noord-Holland;1797 SN;{NL}', 'retour met auto, vr 14:30, terug ma 11:30', ''),
 (N, 'Rederij Doeksen', '', f'Willem Barentszkade 21;Harlingen;Friesland;8861 NK;{NL}', 'snelboot 9:15, fietsen mee', ''),
 # work, health, school, skiing
 (N, 'Royal HaskoningDHV Amsterdam', '', f'Contactweg 47;Amsterdam;Noord-Holland;1014 AN;{NL}', 'declaraties vóór de 5e, reisbureau via SAP Concur', 'URL:https://www.royalhaskoningdhv.com'),
 (N, 'Huisartsenpraktijk Oostpoort', '', f'Wibautstraat 2;Amsterdam;Noord-Holland;1091 GM;{NL}', 'Daan oorontsteking, di 10:40', ''),
 (N, 'GGD Reizigersvaccinatie', '', f'Nieuwe Achtergracht 100;Amsterdam;Noord-Holland;1018 WT;{NL}', 'tekenencefalitis voor Oostenrijk, 2e prik 8:45', ''),
 (N, 'Tandartspraktijk Linnaeus', '', f'Linnaeusstraat 35;Amsterdam;Noord-Holland;1093 EG;{NL}', 'controle Fenna do 15:20', ''),
 (N, 'OBS De Kraanvogel', '', f'Kraanspoor 4;Amsterdam;Noord-Holland;1095 KZ;{NL}', 'schoolreisje 12 juni, €35', ''),
 (N, 'Skischule Leogang', '', f'Sonnberg 20;Leogang;Salzburg;5771;{AT}', 'Kinderskikurs 5 Tage ab 9:30, Treffpunkt Asitzbahn', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AO{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
