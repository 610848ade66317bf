#!/usr/bin/env python3
"""Writes cards.tsv for review61: one realistic address book of a Vienna-based family, the Haiders of Währing
(Florian, a key account manager at Kapsch TrafficCom, travelling for work to Linz, Graz, Innsbruck, Salzburg,
Munich, Zürich, Prague, Ljubljana, Zagreb and Belgrade; Kathi, a teacher at the BRG 18, who plans the family's
holidays: Tyrol (Alpenverein huts, a Gasthof, Ferienwohnungen, an Apart, Urlaub am Bauernhof, a campsite, a family
hotel), Salzburg (a Festspiele hotel, a youth hostel, a rented Almhütte, a ski-holiday hotel, Bad Gastein, a lake
campsite, Im Weissen Rössl, the Krimmler Tauernhaus; Hallstatt and a Therme & Lodge in Burgenland beside them), Carinthia (Wörthersee, Faaker See, Weissensee, Millstatt,
the Glocknerhaus, a chalet, a farm in the Lesachtal), Styria (the Guttenberghaus, the Ederhof, Bad Blumau, a
Weinhof, the daughter's Schikurs, a landlady's Gästezimmer in Altaussee), South Tyrol (a rifugio, a caravan park,
Gröden, Forestis, a Roter-Hahn farm, a garni, a Ladin ciasa, an agriturismo), Slovenia (Bled, a koča/dom, a
turistična kmetija, Piran, Portorož), the Croatian coast (Istria, Krk, Cres, apartmani, sobe, a pansion, a kuća za
odmor), Bavaria (Watzmannhaus, Schloss Elmau, a Gasthof, a Ferienwohnung, a Jugendherberge, a campsite) and one
Greek summer (δωμάτια, a ξενοδοχείο)) and the Viennese contacts around them. Not a trap list, but a Viennese book
has its own: Gasthaus and Schutzhaus restaurants, Heurigen and a Buschenschank (one called "in Residence"), a bar
in the Hotel Sacher, an event villa, a Pensionistenwohnhaus and a Seniorenresidenz (with the grandfather who lives
in one, his room number in the NOTE), a Tierpension called Pfotenhof, a developer of holiday apartments, travel
agencies (Hofer Reisen among them), Kinderhotels Europa and Urlaub am Bauernhof Österreich (marketing
associations, not places), the Alpenverein section, a day camp (Feriencamp), the Pensionsversicherungsanstalt, a
Biohof that delivers vegetables, a Kindergarten Villa Kunterbunt, the Haus des Meeres, a Pistenhütte and a
Schwaige that only serve lunch, the Kehlsteinhaus, a gostilna and a konoba, day spas (Therme), an installer who
services the "Therme" (the gas boiler), family names Sacher, Gasteiger, Hüttenegger, Hotter, Wirth, Hofbauer,
Ritzberger and Hüttner, hotel staff, a hut warden and hosts whose ORG is their place, a landlady's own card, a
Nightjet sleeper and ferries. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard
lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cottage, apartment or pitch at for the night (hotels, aparthotels
and short-let apartments, hostels and Jugendherbergen, Pensionen, Gasthöfe that let rooms, garni, Gästezimmer,
Ferienwohnungen and Ferienhäuser, Urlaub am Bauernhof, Alpenverein and other mountain huts, a rented Almhütte,
campsites, resorts, sobe, apartmani, δωμάτια); not = everything else, including hotel staff's, a hut warden's,
hosts' and a landlady's personal cards, restaurants, Heurigen, bars, event venues, care homes, a Tierpension, day
spas, travel agencies, a sleeper train and ferries. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
AT, DE, IT, SI, HR = 'Österreich', 'Deutschland', 'Italien', 'Slovenija', 'Hrvatska'
C = [
 # --- Florian's work: Linz, Graz, Innsbruck, Salzburg
 (H, 'Arcotel Nike Linz', '', 'Untere Donaulände 9;Linz;Oberösterreich;4020;' + AT, 'voestalpine Termin Di 9:00, 1 Nacht, Firmenrate', ''),
 (H, 'Motel One Linz-Hauptplatz', '', 'Hauptplatz 10;Linz;Oberösterreich;4020;' + AT, '', ''),
 (H, 'Hotel Wiesler', '', 'Grieskai 4-8;Graz;Steiermark;8020;' + AT, '2 Nächte, Zimmer zur Mur, Frühstück bis 11', ''),
 (H, 'Roomz Graz', '', 'Conrad-von-Hötzendorf-Straße 94;Graz;Steiermark;8010;' + AT, '', ''),
 (H, 'Adlers Innsbruck', '', 'Bruneckerstraße 1;Innsbruck;Tirol;6020;' + AT, 'Land Tirol Mi 10:00, 2 Nächte, Zimmer 1207, Sauna im 12. Stock', ''),
 (H, 'Crowne Plaza Salzburg - The Pitter', '', 'Rainerstraße 6;Salzburg;Salzburg;5020;' + AT, '1 Nacht, Rechnung an Kapsch, IHG-Nr. in der App', ''),
 # --- Munich, Zürich, Prague, Ljubljana, Zagreb, Belgrade
 (H, 'Ruby Lilly München', '', 'Dachauer Straße 37;München;Bayern;80335;' + DE, 'transport logistic Messe, 3 Nächte, kein Frühstück gebucht', ''),
 (H, 'Andaz München Schwabinger Tor', '', 'Leopoldstraße 170;München;Bayern;80804;' + DE, '', ''),
 (H, 'Sofitel Munich Bayerpost', '', 'Bayerstraße 12;München;Bayern;80335;' + DE, '2 Nächte, ALL-Nr. 3081 4471 0092, Frühstück inkl.', ''),
 (H, '25hours Hotel Zürich Langstrasse', '', 'Langstrasse 150;Zürich;ZH;8004;Schweiz', '1 Nacht, Check-in ab 15 Uhr, Nightjet zurück', ''),
 (H, 'Hotel Josef Praha', '', 'Rybná 20;Praha;;110 00;Česko', 'ŘSD Präsentation Do, 2 Nächte', ''),
 (H, 'Grand Hotel Union', '', 'Miklošičeva cesta 1;Ljubljana;;1000;' + SI, 'DARS Besprechung, 1 Nacht, Zimmer zum Prešernov trg', ''),
 (H, 'Jägerhorn Zagreb', '', 'Ilica 14;Zagreb;;10000;' + HR, 'HAC Workshop, 1 Nacht, Parkgarage', ''),
 (H, 'Хотел Палас', '', 'Топличин венац 23;Београд;;11000;Србија', 'Putevi Srbije, 2 Nächte, Frühstück inkl., rez. 77120', ''),
 # --- Vienna, for guests
 (H, 'Hotel Rathaus Wein & Design', '', 'Lange Gasse 13;Wien;Wien;1080;' + AT, 'Tante Hilde + Onkel Sepp, 3 Nächte zur Erstkommunion, DZ', ''),
 (H, 'Pension Pertschy', '', 'Habsburgergasse 5;Wien;Wien;1010;' + AT, 'für Papas Freund Herbert aus Graz, 2 Nächte, Lift klein', ''),
 (H, 'Jugendherberge Wien Myrthengasse', '', 'Myrthengasse 7;Wien;Wien;1070;' + AT, 'Austauschgruppe aus Brünn (Lenas Klasse), 4 Nächte, Lehrerzimmer extra', ''),
 # --- Tyrol
 (H, 'Neue Regensburger Hütte', '', 'Falbesoner Tal;Neustift im Stubaital;Tirol;6167;' + AT, 'HP, Matratzenlager 4 Pl., 2 Nächte, AV-Ausweise mit! Hüttenschlafsack', ''),
 (H, 'Starkenburger Hütte', '', ';Neustift im Stubaital;Tirol;6167;' + AT, '', ''),
 (H, 'Apart Montana', '', 'Kampl 31;Neustift im Stubaital;Tirol;6167;' + AT, 'Apartment 3, 5 Nächte, Gletscherskipass über Vermieter billiger', ''),
 (H, 'Gasthof Sonne Längenfeld', '', 'Oberlängenfeld 21;Längenfeld;Tirol;6444;' + AT, '2 Nächte HP, Aqua Dome zu Fuß, Kinder im Zustellbett', ''),
 (H, 'Ferienwohnungen Gstrein', '', 'Rettenbach 14;Sölden;Tirol;6450;' + AT, 'FeWo 2, 7 Nächte, Endreinigung 60 €, Anzahlung 30 % bis 1.3.', ''),
 (H, 'Bauernhof Unterbichl', '', 'Schwendberg 19;Hippach;Tirol;6283;' + AT, 'Urlaub am Bauernhof, 7 Nächte, Frühstück mit Hofeiern, Kinder dürfen Traktor fahren', ''),
 (H, 'Terrassencamping Schwarzenau', '', 'Schwarzenau 1;Achenkirch;Tirol;6215;' + AT, 'Stellplatz 42, Strom 10 A, 4 Nächte, Hund erlaubt', ''),
 (H, 'Löwe & Bär Serfaus', '', 'Dorfbahnstraße 41;Serfaus;Tirol;6534;' + AT, 'Familienzimmer Bärenhöhle, 5 Nächte, Kinderbetreuung ab 9', ''),
 (H, 'A-ROSA Kitzbühel', '', 'Ried Kaps 7;Kitzbühel;Tirol;6370;' + AT, '', ''),
 (H, 'Ferienhaus Waldesruh Walchsee', '', 'Durchholzen 44;Walchsee;Tirol;6344;' + AT, '', ''),
 # --- Salzburg
 (H, 'Hotel Goldgasse', '', 'Goldgasse 10;Salzburg;Salzburg;5020;' + AT, 'Festspiele Jedermann, 2 Nächte, Zimmer Nr. 7', ''),
 (H, 'YoHo International Youth Hostel', '', 'Paracelsusstraße 9;Salzburg;Salzburg;5020;' + AT, '', ''),
 (H, 'Sattlalm-Hütte Großarl', '', 'Unterberg 40;Großarl;Salzburg;5611;' + AT, 'Selbstversorgerhütte 6 Betten, Holzofen, Schlüssel beim Bauern, 5 Nächte, Anzahlung 200 €', ''),
 (H, 'Tauernhof Flachau', '', 'Flachauer Straße 97;Flachau;Salzburg;5542;' + AT, 'Semesterferien 6 Nächte, Zimmer 214, Skiverleih im Haus', ''),
 (H, 'Haus Hirt', '', 'Kaiserhofstraße 14;Bad Gastein;Salzburg;5640;' + AT, 'verlängertes WE 3 Nächte, Frühstück bis 11:30', ''),
 (H, 'Seecamp Zell am See', '', 'Thumersbacher Straße 34;Zell am See;Salzburg;5700;' + AT, 'Parzelle 17, Zelt + Auto, 3 Nächte', ''),
 (H, 'Im Weissen Rössl', '', 'Markt 74;St. Wolfgang im Salzkammergut;Oberösterreich;5360;' + AT, 'Muttertag mit Mama, 1 Nacht, Seeblick', 'URL:https://www.weissesroessl.at'),
 (H, 'Krimmler Tauernhaus', '', 'Krimml 2;Krimml;Salzburg;5743;' + AT, 'Wasserfallweg, 1 Nacht, Zimmer mit Etagendusche', ''),
 (H, 'Seehotel Grüner Baum Hallstatt', '', 'Marktplatz 104;Hallstatt;Oberösterreich;4830;' + AT, '1 Nacht, Zimmer zum See, Parken P1 Lahn', ''),
 (H, 'St. Martins Therme & Lodge', '', 'Im Seewinkel 1;Frauenkirchen;Burgenland;7132;' + AT, '2 Nächte Lodge, Safari mit Ranger Sa 7 Uhr', ''),
 # --- Carinthia
 (H, "Werzer's Hotel Resort Pörtschach", '', 'Werzerpromenade 8;Pörtschach am Wörthersee;Kärnten;9210;' + AT, 'Pfingsten 3 Nächte, Strandbad inkl.', ''),
 (H, 'Camping Arneitz', '', 'Seeuferstraße 53;Faak am See;Kärnten;9583;' + AT, 'Parzelle C12, 7 Nächte, Semmeln bis 18 Uhr bestellen', ''),
 (H, 'Gasthof Knaller', '', 'Techendorf 10;Weissensee;Kärnten;9762;' + AT, 'Semesterferien Eislaufen, 3 Nächte HP', ''),
 (H, 'Pension Seerose Millstatt', '', 'Seestraße 22;Millstatt am See;Kärnten;9872;' + AT, '', ''),
 (H, 'Glocknerhaus', '', 'Großglockner Hochalpenstraße;Heiligenblut;Kärnten;9844;' + AT, 'vor der Pasterze, Zimmerlager, Abendessen 18:30, 1 Nacht', ''),
 (H, 'Schloss Seefels', '', 'Töschling 1;Pörtschach am Wörthersee;Kärnten;9210;' + AT, '', ''),
 (H, 'Chalet Nockberge', '', 'Rosennockstraße 12;Bad Kleinkirchheim;Kärnten;9546;' + AT, 'mit Hubers, 7 Nächte, Kaution 300 €, Sauna im Keller', ''),
 (H, 'Biobauernhof Unterwieser', '', 'Liesing 21;Lesachtal;Kärnten;9653;' + AT, 'Urlaub am Bauernhof, FeWo Heustadl, 6 Nächte', ''),
 # --- Styria
 (H, 'Guttenberghaus', '', 'Feisterscharte;Ramsau am Dachstein;Steiermark;8972;' + AT, 'AV-Hütte, Lager, 1 Nacht, Reservierung bestätigt', ''),
 (H, 'Ederhof', '', 'Vorberg 41;Ramsau am Dachstein;Steiermark;8972;' + AT, 'Urlaub am Bauernhof, 7 Nächte, FeWo Edelweiß, Milch vom Hof', ''),
 (H, 'Rogner Bad Blumau', '', 'Bad Blumau 100;Bad Blumau;Steiermark;8283;' + AT, 'Hochzeitstag, 2 Nächte, Oma hat die Kinder', ''),
 (H, 'Weinhof Kappel', '', 'Steinriegel 25;Kitzeck im Sausal;Steiermark;8442;' + AT, 'Weinlese-WE 2 Nächte, DZ mit Weinbergblick', ''),
 (H, 'JUFA Hotel Schladming', '', 'Coburgstraße 49;Schladming;Steiermark;8970;' + AT, 'Lenas Schikurs 2. Kl., 2.–7.2., Zimmer 12, Handy nur 19–20 Uhr', ''),
 (H, 'Gästezimmer Stockinger', '', 'Fischerndorf 18;Altaussee;Steiermark;8992;' + AT, '', ''),
 # --- South Tyrol
 (H, 'Drei-Zinnen-Hütte - Rifugio Locatelli', '', ';Sexten;Südtirol;39030;' + IT, '1 Nacht Lager, HP, Sonnenaufgang!', ''),
 (H, 'Schlernhaus', '', 'Schlern;Völs am Schlern;Südtirol;39050;' + IT, 'Hüttenübernachtung, Zimmerlager 6er, Rückweg über Tierser Alpl', ''),
 (H, 'Caravan Park Sexten', '', 'St.-Josef-Straße 54;Sexten;Südtirol;39030;' + IT, '', ''),
 (H, 'Adler Spa Resort Dolomiti', '', 'Reziastraße 7;St. Ulrich in Gröden;Südtirol;39046;' + IT, '', ''),
 (H, 'Forestis', '', 'Palmschoß 314;Brixen;Südtirol;39042;' + IT, 'Jahrestag 2 Nächte, Anreise ab 15 Uhr', ''),
 (H, 'Mesnerhof Villnöß', '', 'St. Magdalena 12;Villnöß;Südtirol;39040;' + IT, 'Roter Hahn, FeWo Geisler, 6 Nächte, Brötchenservice, Ortstaxe extra', ''),
 (H, 'Garni Sonnenhang', '', 'Haslachstraße 20;Dorf Tirol;Südtirol;39019;' + IT, 'Törggelen, 3 Nächte, Frühstück 7:30–10', ''),
 (H, 'Ciasa Vedla', '', 'Strada Col Alt 14;Corvara in Badia;Südtirol;39033;' + IT, 'Wohnung Sas Songher, 4 Nächte, Kurtaxe vor Ort', ''),
 (H, 'Stadt Hotel Città', '', 'Waltherplatz 21;Bozen;Südtirol;39100;' + IT, '', ''),
 (H, 'Agriturismo Maso Thaler', '', 'Pfuss 8;Kaltern an der Weinstraße;Südtirol;39052;' + IT, '3 Nächte, Wein zum Mitnehmen, Frühstück am Hof', ''),
 # --- Slovenia
 (H, 'Penzion Mayer', '', 'Želeška cesta 7;Bled;;4260;' + SI, '2 Nächte, Zimmer Seeblick, Frühstück auf der Terrasse', ''),
 (H, 'Camping Bled', '', 'Kidričeva cesta 10c;Bled;;4260;' + SI, '', ''),
 (H, 'Triglavski dom na Kredarici', '', 'Kredarica;Mojstrana;;4281;' + SI, 'Florian + Lena, 1 Nacht Lager, Triglav am Morgen', ''),
 (H, 'Turistična kmetija Govc-Vršnik', '', 'Robanov kot 33;Solčava;;3335;' + SI, '5 Nächte Zimmer mit Frühstück, zajtrk ob 8h', ''),
 (H, 'Koča pri Triglavskih jezerih', '', 'Dolina Triglavskih jezer;Bohinj;;4265;' + SI, '1 noč, skupno ležišče, Halbpension', ''),
 (H, 'Hostel Val', '', 'Gregorčičeva ulica 38a;Piran;;6330;' + SI, '', ''),
 (H, 'Kempinski Palace Portorož', '', 'Obala 45;Portorož;;6320;' + SI, '', ''),
 # --- Croatian coast
 (H, 'Grand Park Hotel Rovinj', '', 'Smareglijeva ulica 1a;Rovinj;Istarska;52210;' + HR, '', ''),
 (H, 'Valamar Tamaris Resort', '', 'Lanterna 1;Tar;Istarska;52465;' + HR, '7 Nächte Family Suite, Kids Club, Parkplatz 12 €/Tag', ''),
 (H, 'Kamp Ježevac', '', 'Plavnička 37;Krk;Primorsko-goranska;51500;' + HR, 'Parzelle 218, 10 Nächte, Strom, Schatten!', ''),
 (H, 'Apartmani Dujmović', '', 'Lungomare 12;Cres;Primorsko-goranska;51557;' + HR, 'App. 2 oben, 10 Nächte, Bettwäsche inkl., Rest bar bei Ankunft', ''),
 (H, 'Sobe Ankica', '', 'Zvonimirova 41;Baška;Primorsko-goranska;51523;' + HR, '', ''),
 (H, 'Pansion Tomić', '', 'Ulica Jurja Dobrile 7;Selce;Primorsko-goranska;51266;' + HR, 'Zwischenstopp 1 Nacht, doručak od 7:30', ''),
 (H, 'Kuća za odmor Stina', '', 'Ulica 29 3;Vela Luka;Dubrovačko-neretvanska;20270;' + HR, 'mit Hubers, 14 Nächte, Pool, Kaution 200 € bar', ''),
 # --- Bavaria
 (H, 'Watzmannhaus', '', 'Falzalm;Ramsau bei Berchtesgaden;Bayern;83486;' + DE, '1 Nacht Lager, Gegenrecht ÖAV, Abendessen 18 Uhr', ''),
 (H, 'Schloss Elmau', '', 'In Elmau 2;Krün;Bayern;82493;' + DE, '', ''),
 (H, 'Gasthof Hofwirt Seeon', '', 'Hauptstraße 12;Seeon-Seebruck;Bayern;83370;' + DE, '2 Nächte, Kloster Seeon Konzert, Frühstück ab 7', ''),
 (H, 'FeWo Haus Bergfrieden', '', 'Königsseer Straße 58;Schönau am Königssee;Bayern;83471;' + DE, 'FeWo 1. Stock, 5 Nächte, Gästekarte = Bus gratis', ''),
 (H, 'Jugendherberge Berchtesgaden', '', 'Struberberg 6;Berchtesgaden;Bayern;83483;' + DE, '', ''),
 (H, 'Camping Kupferschmiede', '', 'Trostberger Straße 4;Chieming;Bayern;83339;' + DE, '', ''),
 # --- Greece, one summer
 (H, 'Ξενοδοχείο Φίλιππος', '', 'Μητσαίων 3;Αθήνα;;117 42;Ελλάδα', '1 Nacht vor der Fähre, Akropolis zu Fuß', ''),
 (H, 'Ενοικιαζόμενα Δωμάτια Ειρήνη', '', 'Άγιος Προκόπιος;Νάξος;;843 00;Ελλάδα', '7 Nächte, Studio 3, Zahlung bar, Abholung vom Hafen', ''),
]
P = [
 # family and household
 (N, 'Katharina Haider', 'Haider;Katharina;;Mag.;', 'Gentzgasse 64/12;Wien;Wien;1180;' + AT, 'Kathi, Konferenz Mi bis 17:30', 'ORG:BRG 18 Klostergasse || TITLE:Professorin'),
 (N, 'Lena Haider', 'Haider;Lena;;;', '', '2c, Schikurs 2.–7.2. in Schladming, Gitarre Do 16 Uhr', ''),
 (N, 'Jakob Haider', 'Haider;Jakob;;;', '', '3b, Fußball Di/Do, Erstkommunion 10.5.', ''),
 (N, 'Mama Gerti', 'Haider;Gertrude;;;', 'Hauptstraße 41;Mödling;Niederösterreich;2340;' + AT, 'Geburtstag 3.4., holt Jakob Di von der Schule', ''),
 (N, 'Papa Ernst', 'Haider;Ernst;;;', '', 'Garten Mödling, Rasenmäher ausborgen', ''),
 (N, 'Schwiegermama Brigitte', 'Pfurtscheller;Brigitte;;;', 'Höttinger Au 40;Innsbruck;Tirol;6020;' + AT, 'Ostern bei uns, schläft im Arbeitszimmer (Gästebett)', ''),
 (N, 'Opa Karl', 'Haider;Karl;;;', 'Rauscherstraße 16;Wien;Wien;1200;' + AT, 'Besuch So nach 14 Uhr, Zimmer 312, mag Manner Schnitten', ''),
 (N, 'Tante Hilde', 'Pfurtscheller;Hildegard;;;', 'Zeller Straße 9;Kufstein;Tirol;6330;' + AT, 'Erstkommunion Jakob: Hotel Rathaus gebucht, 3 Nächte', ''),
 (N, 'Max Hotter', 'Hotter;Maximilian;;;', '', 'Cousin, Hochzeit 20.6., Florian ist Trauzeuge', ''),
 (N, 'Frau Gasteiger', 'Gasteiger;Elfriede;;;', 'Gentzgasse 64/7;Wien;Wien;1180;' + AT, 'Nachbarin Tür 7, Blumen gießen + Post im Urlaub, hat Reserveschlüssel', ''),
 (N, 'Rauchfangkehrer Hofbauer', 'Hofbauer;Josef;;;', '', 'Kehrtermin 14.3. 8–12 Uhr, Stiegenhaus offen lassen', ''),
 (N, 'Michael Wirth', 'Wirth;Michael;;;', 'Kutschkergasse 30;Wien;Wien;1180;' + AT, 'Therme Wartung Oktober, 160 €, Installateur', 'ORG:Wirth Installationen GmbH'),
 (N, 'Jelena (Putzhilfe)', ';Jelena;;;', '', 'Mi 8–12, 15 €/h bar', ''),
 (N, 'Sophie Hüttenegger', 'Hüttenegger;Sophie;;;', '', 'Babysitterin, Fr ab 18 Uhr, 12 €/h', ''),
 (N, 'Lukas Sacher', 'Sacher;Lukas;;;', '', 'Papa von Felix (3b), Fahrgemeinschaft Fußball Do', ''),
 # colleagues and clients
 (N, 'Markus Ritzberger', 'Ritzberger;Markus;;;', '', 'Vertretung im Urlaub, Handy privat', 'ORG:Kapsch TrafficCom AG || TITLE:Key Account Manager'),
 (N, 'Sandra Kogler', 'Kogler;Sandra;;DI;', '', 'Ausschreibung Abgabe 15.5. 12:00', 'ORG:ASFINAG Maut Service GmbH || EMAIL;TYPE=WORK:sandra.kogler@asfinag.at'),
 (N, 'Thomas Pfeifer', 'Pfeifer;Thomas;;Ing.;', '', 'Termin Mi 10:00 Landhaus, Eduard-Wallnöfer-Platz', 'ORG:Amt der Tiroler Landesregierung'),
 (N, 'Janez Novak', 'Novak;Janez;;;', '', 'sestanek pon 9:00, englisch ok', 'ORG:DARS d.d.'),
 (N, 'Ivan Horvat', 'Horvat;Ivan;;;', '', 'Zagreb, Kaffee nach dem Meeting', 'ORG:Hrvatske autoceste d.o.o.'),
 (N, 'Милош Петровић', 'Петровић;Милош;;;', '', 'Viber, састанак уторак 11:00', 'ORG:Путеви Србије || TITLE:руководилац пројекта'),
 (N, 'Stefan Huber', 'Huber;Stefan;;;', '', 'Messe Halle B5 Stand 310, Biergarten danach', 'ORG:Die Autobahn GmbH des Bundes'),
 # hotel staff, a hut warden, hosts, a landlady
 (N, 'Claudia Moser', 'Moser;Claudia;;;', '', 'Weihnachtsfeier Kapsch 60 Pers., Angebot bis 30.9.', 'ORG:Hotel Sacher Wien || TITLE:Bankettverkauf'),
 (N, 'Michaela Leitner', 'Leitner;Michaela;;;', '', 'Firmenrate 2026: 104 € inkl. Frühstück', 'ORG:Arcotel Nike Linz || TITLE:Sales Manager || EMAIL;TYPE=WORK:m.leitner@arcotel.com'),
 (N, 'Andreas Kindl', 'Kindl;Andreas;;;', '', 'Reservierung nur telefonisch 18–20 Uhr', 'ORG:Neue Regensburger Hütte || TITLE:Hüttenwirt'),
 (N, 'Resi Schrempf', 'Schrempf;Theresia;;;', '', 'Eier, Speck, Zirbenschnaps zum Mitnehmen', 'ORG:Ederhof || TITLE:Bäuerin'),
 (N, 'Frau Stockinger', 'Stockinger;Maria;;;', 'Fischerndorf 18;Altaussee;Steiermark;8992;' + AT, 'Zimmer Altaussee, 3 Nächte Ende August, Anzahlung 100 € überwiesen, Frühstück 8 Uhr', ''),
 (N, 'Vesna Dujmović', 'Dujmović;Vesna;;;', '', 'WhatsApp, ključ kod susjede', 'ORG:Apartmani Dujmović'),
 (N, 'Annemarie Obexer', 'Obexer;Annemarie;;;', '', 'Brötchen bis 19 Uhr bestellen, Kinder zum Kälbchen füttern', 'ORG:Mesnerhof Villnöß'),
 # doctors
 (N, 'Dr. Eva Lindner', 'Lindner;Eva;;Dr.;', 'Währinger Straße 156;Wien;Wien;1180;' + AT, 'Kinderärztin, Jakob Impfung 4.11. 9:15, Ordi Mo/Mi/Fr 8–12', ''),
 (N, 'Dr. Wolfgang Hüttner', 'Hüttner;Wolfgang;;Dr.;', 'Gersthofer Straße 12;Wien;Wien;1180;' + AT, 'Hausarzt, Rezept Blutdruck für Mama', 'TITLE:Arzt für Allgemeinmedizin'),
 (N, 'Dr. Petra Wimmer', 'Wimmer;Petra;;Dr.;', '', 'Zahnärztin, Kontrolle Lena 12.3. 15:30', ''),
]
O = [
 # work, schools
 (N, 'Kapsch TrafficCom AG', '', 'Am Europlatz 2;Wien;Wien;1120;' + AT, 'Empfang, Garage -2, Besucherparkplatz anmelden', 'URL:https://www.kapsch.net'),
 (N, 'BRG 18 Klostergasse', '', 'Klostergasse 25;Wien;Wien;1180;' + AT, 'Sekretariat 7:30–13:00, Elternsprechtag 21.11.', ''),
 (N, 'Volksschule Köhlergasse', '', 'Köhlergasse 9;Wien;Wien;1180;' + AT, '', ''),
 (N, 'Kindergarten Villa Kunterbunt', '', 'Scheibenbergstraße 8;Wien;Wien;1180;' + AT, 'Marie, Abholung bis 16 Uhr, Hausschuhe beschriften', ''),
 # care homes
 (N, 'Pensionistenwohnhaus Haus Augarten', '', 'Rauscherstraße 16;Wien;Wien;1200;' + AT, 'Opa Karl, Pflegestation 3. Stock, Heimbeitrag per Dauerauftrag', ''),
 (N, 'Seniorenresidenz Am Kurpark Baden', '', 'Kaiser-Franz-Ring 3;Baden;Niederösterreich;2500;' + AT, '', ''),
 # restaurants, Heurigen, a bar, an event villa
 (N, 'Gasthaus Wild', '', 'Radetzkyplatz 1;Wien;Wien;1030;' + AT, 'Tisch für 4, Fr 19:30, Kalbsbutterschnitzel', ''),
 (N, 'Schutzhaus Ameisbach', '', 'Braillegasse 1;Wien;Wien;1140;' + AT, 'Jakobs Geburtstag im Garten, 15 Pers., Sa 12 Uhr', ''),
 (N, 'Buschenschank in Residence', '', 'Kahlenberger Straße 98;Wien;Wien;1190;' + AT, "nur ausg'steckt laut Kalender, Tisch für 8 telefonisch", ''),
 (N, 'Heuriger Mayer am Pfarrplatz', '', 'Pfarrplatz 2;Wien;Wien;1190;' + AT, '', ''),
 (N, 'Heuriger Schreiberhaus', '', 'Rathstraße 54;Wien;Wien;1190;' + AT, 'Team-Weihnachtsfeier, Stüberl ab 18 Uhr reserviert', ''),
 (N, 'Blaue Bar im Hotel Sacher', '', 'Philharmonikerstraße 4;Wien;Wien;1010;' + AT, 'Kathis 40er, Fr 21 Uhr, 6 Pers.', ''),
 (N, 'Villa Seeblick Eventlocation', '', 'Seepromenade 5;Mondsee;Oberösterreich;5310;' + AT, 'Hochzeit Max & Vroni 20.6., Agape 15 Uhr, Tisch 4', ''),
 (N, 'Kehlsteinhaus', '', 'Obersalzbergstraße;Berchtesgaden;Bayern;83471;' + DE, 'Bus ab Dokumentation 9:30, Mittagessen oben', ''),
 (N, 'Gostner Schwaige', '', 'Seiser Alm;Kastelruth;Südtirol;39040;' + IT, 'Mittag Seiser Alm, unbedingt reservieren!', ''),
 (N, 'Pistenhütte Gamsstadl', '', 'Flachauwinkl 5;Flachau;Salzburg;5542;' + AT, 'Mittag Skitag, Kaiserschmarrn für 2', ''),
 (N, 'Buschenschank Hiden', '', 'Eckberg 8;Gamlitz;Steiermark;8462;' + AT, 'Brettljause, So 13 Uhr, Tisch für 6', ''),
 (N, 'Gostilna Pri Marjanci', '', 'Linhartov trg 9;Radovljica;;4240;' + SI, 'Abendessen, miza ob 19h', ''),
 (N, 'Konoba Batelina', '', 'Čimulje 25;Banjole;Istarska;52203;' + HR, 'Fisch, nur bar, 2 Tage vorher reservieren', ''),
 # shops, deliveries
 (N, 'Julius Meinl am Graben', '', 'Graben 19;Wien;Wien;1010;' + AT, 'Geschenkkorb bestellt, Abholung 22.12.', ''),
 (N, 'Bäckerei Ströck Gersthof', '', 'Gersthofer Straße 33;Wien;Wien;1180;' + AT, '', ''),
 (N, 'Biohof Adamah', '', 'Glinzendorf 7;Glinzendorf;Niederösterreich;2282;' + AT, 'Biokistl jeden Do, Abo Nr. 33817, Sackerl vor die Tür', ''),
 # pets
 (N, 'Tierpension Waldhof', '', 'Kapellenweg 3;Gerasdorf bei Wien;Niederösterreich;2201;' + AT, 'Bello 2 Wochen August, Impfpass mit, 18 €/Tag, Abgabe bis 10 Uhr', ''),
 (N, 'Tierklinik Döbling', '', 'Billrothstraße 36;Wien;Wien;1190;' + AT, 'Bello Tollwutimpfung vor Kroatien!', ''),
 # travel: agencies, associations, airlines, trains, ferries, buses
 (N, 'Ruefa Reisebüro Währing', '', 'Währinger Straße 112;Wien;Wien;1180;' + AT, 'Frau Kainz, Angebot Naxos bis Fr', ''),
 (N, 'Hofer Reisen', '', '', 'Kroatien Pauschal, Kundennr. 552310', 'URL:https://www.hofer-reisen.at'),
 (N, 'Kinderhotels Europa', '', '', 'Katalog 2026 bestellt', ''),
 (N, 'Urlaub am Bauernhof Österreich', '', 'Gabelsbergerstraße 19;Salzburg;Salzburg;5020;' + AT, 'Katalog Kärnten + Tirol angefordert', 'URL:https://www.urlaubambauernhof.at'),
 (N, 'Alpenverein Edelweiss', '', 'Walfischgasse 12;Wien;Wien;1010;' + AT, 'Familienmitgliedschaft, Mitgliedsnr. 1102-4471, Hüttenermäßigung', ''),
 (N, 'Alpin Resorts Projektentwicklung GmbH', '', 'Sterneckstraße 33;Salzburg;Salzburg;5020;' + AT, 'Anlegerwohnung Kaprun, Prospekt, Rückruf Hr. Mayr', ''),
 (N, 'Austrian Airlines', '', '', 'Miles & More 9921 3300 1287 4415', 'KIND:org'),
 (N, 'Eurowings', '', '', 'VIE-ATH 10:05, Gepäck 23 kg dazugebucht', ''),
 (N, 'Nightjet Wien-Zürich', '', '', 'NJ 466, Liegewagen 4er-Abteil, Wagen 262, Plätze 61-64', 'KIND:org'),
 (N, 'Wiener Linien', '', '', 'Jahreskarte Kathi + Florian, Abo-Nr. 2231 7780', ''),
 (N, 'Jadrolinija Valbiska', '', 'Valbiska bb;Omišalj;Primorsko-goranska;51512;' + HR, 'Valbiska-Merag 9:30, Auto + 4 Pers.', ''),
 (N, 'Hellenic Seaways', '', '', 'Piräus-Naxos 7:25, E-Ticket, Deck', 'KIND:org'),
 (N, 'Blaguss Reisen', '', 'Wienerbergstraße 1;Wien;Wien;1100;' + AT, 'Busreise Mama Gardasee 4 Tage', ''),
 # day spas, lifts, leisure
 (N, 'Parktherme Bad Radkersburg', '', 'Alfred-Merlini-Allee 7;Bad Radkersburg;Steiermark;8490;' + AT, 'Tageskarte Familie, Rutschen für Jakob', ''),
 (N, 'Therme Wien', '', 'Kurbadstraße 14;Wien;Wien;1100;' + AT, 'Sauna Kathi + Florian, Oma passt auf', ''),
 (N, 'Erlebnistherme Zillertal', '', 'Badweg 1;Fügen;Tirol;6263;' + AT, 'Regentag: 4-Std.-Karte, Rutsche', ''),
 (N, 'Innsbrucker Nordkettenbahnen', '', 'Rennweg 3;Innsbruck;Tirol;6020;' + AT, 'Hafelekar, Familienticket, letzte Talfahrt 17:30', ''),
 (N, 'Schmittenhöhebahn', '', 'Schmittenstraße 1;Zell am See;Salzburg;5700;' + AT, '', ''),
 (N, 'Haus des Meeres', '', 'Fritz-Grünbaum-Platz 1;Wien;Wien;1060;' + AT, 'Jahreskarte Familie, Haifütterung 14 Uhr', ''),
 (N, 'Sportunion Feriencamp Wien', '', 'Schmelz 5;Wien;Wien;1150;' + AT, 'Jakob Woche 2 im Juli, 8–16 Uhr, Jause mitgeben', ''),
 # offices, services
 (N, 'Pensionsversicherungsanstalt', '', 'Friedrich-Hillegeist-Straße 1;Wien;Wien;1021;' + AT, 'Mamas Antrag, Termin 10.3. 9:30, Schalter 4', ''),
 (N, 'ÖAMTC', '', '', 'Schutzbrief, Mitgliedsnr. 4 112 771, Pannenhilfe 120', ''),
 (N, 'Hausverwaltung Pokorny', '', 'Schopenhauerstraße 36;Wien;Wien;1180;' + AT, 'Wasserschaden Keller, Meldung 12/26', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BB{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
