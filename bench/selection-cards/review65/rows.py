#!/usr/bin/env python3
"""Writes cards.tsv for review65: one realistic address book of a Prague (Vršovice) family - Ondřej Kratochvíl, a
software architect with a Prague firm (Datavia Systems), travelling to clients and offices in Brno, Ostrava,
Bratislava, Vienna, Munich, Plzeň and Liberec; and Lucie Kratochvílová, a pharmacist, who plans the family's
holidays: the Krkonoše (horské boudy, a chalupa, apartmány, a penzion, ubytování v soukromí, a kemp, a ubytovna),
the Šumava and Lipno (a chatová osada, a srub, ubytování v soukromí, Landal), Český ráj and Třeboň, South
Moravia's wine country (a vinařství with rooms), the Beskydy, the Jeseníky and the Moravský kras, the grandparents'
spa stays (lázně) and spas visited by day, Slovakia's Tatras (chaty, a penzión, a privát, Kempinski), Austria
(Pension, Ferienwohnung, Gasthof, a spa hotel, a hostel), Croatia's coast (apartmani, sobe, kampovi, a kuća za
odmor, Valamar) and Italy's Dolomites (rifugi, a Ladin ciasa, appartamenti, an agritur, a camping) - and the contacts
around them: family, colleagues and clients, hotel staff and hosts (a person is never a hotel), a landlady's own
card, hospody, restaurace, a vinný sklep, a koliba, a Heuriger, a konoba, a baita and an enoteca, an après-ski bar, a
hotel's café, a penzion pro seniory (a care home), a psí hotel, a hotelová škola, a wedding hall in a hostinec, a
developer and a builder with lodging words in their names, travel agencies, airlines, trains (two sleepers), a
ferry, a houseboat hire, lifts, mountain rescue, clinics, schools and shops. Each row: (label, name, n, adr,
note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra).
Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage,
caravan pitch or tent pitch at for the night (hotels, aparthotels, short-let apartments, hostels, penziony,
penzióny, Pensionen, guest houses, ubytování v soukromí and priváty, ubytovny, horské boudy, chaty and rifugi,
chalupy and holiday homes, chatové osady, resorts, campsites, a vinařství or Gasthof that lets rooms, a spa stay);
not = everything else, including people's cards (hotel staff, hosts, a landlady), restaurants, pubs and bars,
spas visited by day, a care home, a pet hotel, a hotel school, a wedding hall, a developer, sleeper trains and a
houseboat hire. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
B = [
 # --- Ondřej's work: Brno
 (H, 'Courtyard by Marriott Brno', '', 'Holandská 12;Brno;Jihomoravský kraj;639 00;Česko', 'školení u klienta, 2 noci, firemní sazba, parkování v garáži', ''),
 (H, 'Grandezza Hotel Brno', '', 'Zelný trh 2;Brno;Jihomoravský kraj;602 00;Česko', '', ''),
 (H, 'Cosmopolitan Bobycentrum', '', 'Sportovní 2a;Brno;Jihomoravský kraj;602 00;Česko', 'hackathon, 3 noci, snídaně od 6:30', ''),
 (N, 'Vinárna U Královny Elišky', '', 'Mendlovo náměstí 1b;Brno;Jihomoravský kraj;603 00;Česko', 'večeře s týmem, rezervace na Ondřeje 19:00, 8 lidí', ''),
 # Ostrava
 (H, 'Clarion Congress Hotel Ostrava', '', 'Zkrácená 2703/84;Ostrava;Moravskoslezský kraj;700 30;Česko', '', ''),
 (H, 'Mercure Ostrava Center', '', 'Nádražní 186;Ostrava;Moravskoslezský kraj;702 00;Česko', 'go-live ČEZ, 2 noci, pokoj 508', ''),
 # Bratislava
 (H, "Marrol's Bratislava", '', 'Tobrucká 4;Bratislava;Bratislavský kraj;811 02;Slovensko', 'SLSP workshop, 2 noci, garáž 20 €/noc', 'URL:https://www.marrols.sk'),
 (H, 'Radisson Blu Carlton Bratislava', '', 'Hviezdoslavovo námestie 3;Bratislava;Bratislavský kraj;811 02;Slovensko', '', ''),
 # Vienna
 (H, 'Hotel Kummer', '', 'Mariahilfer Straße 71a;Wien;Wien;1060;Österreich', 'RBI review, 1 noc, bez snídaně', ''),
 (H, 'Zoku Vienna', '', 'Vorgartenstraße 129-143;Wien;Wien;1020;Österreich', 'rezervace 4471839, check-in od 15:00', ''),
 # Munich
 (H, 'Hilton Munich City', '', 'Rosenheimer Straße 15;München;Bayern;81667;Deutschland', 'Allianz kick-off, 3 noci, Hilton Honors', ''),
 (H, 'Hotel Schlicker', '', 'Tal 8;München;Bayern;80331;Deutschland', '', ''),
 (N, 'Augustiner-Keller', '', 'Arnulfstraße 52;München;Bayern;80335;Deutschland', 'Tisch für 6, Do 19:30, na Stefana', ''),
 # Plzeň, Liberec, Prague guests
 (H, 'angelo by Vienna House Pilsen', '', 'U Prazdroje 2738/6;Plzeň;Plzeňský kraj;301 00;Česko', '1 noc po workshopu v Doosanu', ''),
 (H, 'Horský hotel Ještěd', '', 'Horní Hanychov 153;Liberec;Liberecký kraj;460 08;Česko', 'teambuilding, 1 noc, pokoj 14 s výhledem', ''),
 (H, 'Mosaic House', '', 'Odborů 4;Praha;;120 00;Česko', 'pro Marca z Milána, 3 noci, hradí firma', ''),
 (H, 'Czech Inn', '', 'Francouzská 76;Praha;;101 00;Česko', 'Lucčiny kolegyně z Lyonu, 2 noci, pokoj pro 3', ''),
 (H, 'Penzion Dientzenhofer', '', 'Nosticova 2;Praha;;118 00;Česko', 'teta Věra z Ostravy, 2 noci na svatbu', ''),
 (H, 'Byt Kodaňská - Airbnb', '', 'Kodaňská 1441/46;Praha;;101 00;Česko', 'bratranci z Kanady, 6 nocí, klíče v boxu, kód 0815', ''),
 (N, 'Café Imperial', '', 'Na Poříčí 15;Praha;;110 00;Česko', 'výročí, stůl pro 2, sobota 19:30', ''),
 # --- Krkonoše
 (H, 'Luční bouda', '', 'Pec pod Sněžkou 1;Pec pod Sněžkou;Královéhradecký kraj;542 21;Česko', '2 noci, polopenze, pokoj 212, pivo z vlastního pivovaru', 'URL:https://www.lucnibouda.cz'),
 (H, 'Martinova bouda', '', 'Špindlerův Mlýn 199;Špindlerův Mlýn;Královéhradecký kraj;543 51;Česko', '2 noci, polopenze, zavazadla rolbou ze Špindlu', ''),
 (H, 'Vosecká bouda', '', 'Harrachov 170;Harrachov;Liberecký kraj;512 46;Česko', 'nocleh na hřebenovce, 1 noc, povlečení v ceně', ''),
 (H, 'Petrova bouda', '', 'Bedřichov 17;Špindlerův Mlýn;Královéhradecký kraj;543 51;Česko', '', ''),
 (H, 'Hotel Horizont', '', 'Pec pod Sněžkou 145;Pec pod Sněžkou;Královéhradecký kraj;542 21;Česko', 'jarní prázdniny 6 nocí, polopenze, skipasy na recepci', ''),
 (H, 'Penzion Kristýna', '', 'Svatý Petr 122;Špindlerův Mlýn;Královéhradecký kraj;543 51;Česko', '', ''),
 (H, 'Apartmány Hlaváček', '', 'Janské Lázně 230;Janské Lázně;Královéhradecký kraj;542 25;Česko', 'apartmán č. 3, 4 noci, klíče ve schránce, záloha 3 000 Kč', ''),
 (H, 'Chalupa Pod Lesem', '', 'Horní Malá Úpa 42;Malá Úpa;Královéhradecký kraj;542 27;Česko', 'Silvestr 5 nocí, celá chalupa, kauce 5 000 Kč, dřevo v kůlně', ''),
 (H, 'Rýchorská bouda', '', 'Horní Albeřice 50;Horní Maršov;Královéhradecký kraj;542 26;Česko', '1 noc na Rýchorách, pokoj pro 4, večeře 18:00', ''),
 (H, 'Kemp Vejsplachy', '', 'Horská 1510;Vrchlabí;Královéhradecký kraj;543 01;Česko', 'parcela 17, stan + auto, 2 noci', ''),
 (H, 'Ubytování v soukromí Jirešovi', '', 'Strážné 64;Strážné;Královéhradecký kraj;543 52;Česko', '', ''),
 (H, 'Ubytovna TJ Sokol Rokytnice', '', 'Horní Rokytnice 415;Rokytnice nad Jizerou;Liberecký kraj;512 44;Česko', 'oddíl Vojty, 2 noci, spacáky vlastní', ''),
 (N, 'Hospoda U Krakonoše', '', 'Velká Úpa 96;Pec pod Sněžkou;Královéhradecký kraj;542 21;Česko', 'kulajda a knedlíky, stůl 12:30', ''),
 (N, 'Après Ski Bar Bouda', '', 'Svatý Petr 29;Špindlerův Mlýn;Královéhradecký kraj;543 51;Česko', '', ''),
 (N, 'SkiResort Černá hora - Pec', '', 'Pec pod Sněžkou 230;Pec pod Sněžkou;Královéhradecký kraj;542 21;Česko', 'skipas 6 dní rodinný, vyzvednout do 8:30', ''),
 (N, 'Horská služba Krkonoše', '', 'Dlouhé Domy 282;Špindlerův Mlýn;Královéhradecký kraj;543 51;Česko', 'tísňová linka 1210', ''),
 # --- Šumava and Lipno
 (H, 'Landal Marina Lipno', '', 'Lipno nad Vltavou 74;Lipno nad Vltavou;Jihočeský kraj;382 78;Česko', 'chatka 6-os., týden, příjezd 16-20 h, ručníky vlastní', ''),
 (H, 'Hotel Srní', '', 'Srní 117;Srní;Plzeňský kraj;341 92;Česko', '', ''),
 (H, 'Camping Frymburk', '', 'Frymburk 55;Frymburk;Jihočeský kraj;382 79;Česko', 'parcela u vody 23, stan, 3 noci', ''),
 (H, 'Srub U Medvěda', '', 'Kvilda 28;Kvilda;Jihočeský kraj;384 93;Česko', 'srub na týden, kamna, pes povolen', ''),
 (H, 'Ubytování v soukromí Vondruškovi', '', 'Kvilda 61;Kvilda;Jihočeský kraj;384 93;Česko', '2 pokoje, 3 noci, snídaně od paní Vondruškové, platba hotově', ''),
 (H, 'Chata Na Zadově', '', 'Zadov 19;Stachy;Jihočeský kraj;384 73;Česko', '1 noc na běžkách, večeře do 20:00', ''),
 (H, 'Hotel Grádl', '', 'Hojsova Stráž 20;Železná Ruda;Plzeňský kraj;340 04;Česko', 'Železná Ruda, 3 noci, sauna v ceně', ''),
 (H, 'Chatová osada Slupečná', '', 'Slupečná 12;Lipno nad Vltavou;Jihočeský kraj;382 78;Česko', 'chatka č. 8, 4 noci, povlečení 150 Kč/os.', ''),
 (N, 'Pivovar Kvilda', '', 'Kvilda 4;Kvilda;Jihočeský kraj;384 93;Česko', 'exkurze v sobotu 14:00', ''),
 (N, 'Lipno Resort Development s.r.o.', '', 'Lipno nad Vltavou 83;Lipno nad Vltavou;Jihočeský kraj;382 78;Česko', 'prohlídka bytu A-14, rezervační smlouva do 30.6.', ''),
 (N, 'Lodní doprava Lipno', '', 'Frymburk 77;Frymburk;Jihočeský kraj;382 79;Česko', 'okružní plavba 10:30, 4 lístky', ''),
 # --- Český ráj, Třeboň
 (H, 'Zámek Hrubá Skála', '', 'Hrubá Skála 1;Hrubá Skála;Liberecký kraj;511 01;Česko', '2 noci, pokoj ve věži, snídaně 8-10', ''),
 (H, 'Hotel Zlatá Hvězda Třeboň', '', 'Masarykovo náměstí 107;Třeboň;Jihočeský kraj;379 01;Česko', 'Třeboň na kolech, 2 noci, kola do sklepa', ''),
 # --- spa stays and spas by day
 (H, 'Léčebné lázně Jáchymov - Radium Palace', '', 'T. G. Masaryka 415;Jáchymov;Karlovarský kraj;362 51;Česko', 'babička Jarka, 21 dní, nástup 3.4. do 12:00, pokoj 226', ''),
 (H, 'Lázně Bělohrad a.s.', '', 'Lázeňská 153;Lázně Bělohrad;Královéhradecký kraj;507 81;Česko', 'děda Mirek, komplexní lázeňská péče 3 týdny, pokoj 118', ''),
 (N, 'Alžbětiny lázně', '', 'Smetanovy sady 1145/1;Karlovy Vary;Karlovarský kraj;360 01;Česko', 'masáž + bazén, sobota 10:00', ''),
 # --- South Moravia, Beskydy, Jeseníky, Moravský kras
 (H, 'Hotel Galant Mikulov', '', 'Mlýnská 2;Mikulov;Jihomoravský kraj;692 01;Česko', 'vinobraní, 2 noci', ''),
 (H, 'Vinařství U Kapličky', '', 'Sklepní 2;Zaječí;Jihomoravský kraj;691 05;Česko', '2 noci, pokoj 3, degustace v ceně, kola do garáže', ''),
 (H, 'Ubytování Pod Děvínem', '', 'Pavlov 112;Pavlov;Jihomoravský kraj;692 01;Česko', '', ''),
 (N, 'Vinný sklep Pod Kaplí', '', 'Sklepní ulička 5;Bořetice;Jihomoravský kraj;691 08;Česko', 'degustace pátek 18:00, 6 osob, objednat 12 lahví Pálavy', ''),
 (N, 'Zámek Lednice', '', 'Zámek 1;Lednice;Jihomoravský kraj;691 44;Česko', 'prohlídka 10:30, 4 vstupenky', ''),
 (H, 'Hotel Tanečnica', '', 'Pustevny 2;Prostřední Bečva;Zlínský kraj;756 56;Česko', 'Pustevny, 2 noci, rezervace č. 2231', ''),
 (H, 'Penzion U Zvonice', '', 'Palackého 61;Rožnov pod Radhoštěm;Zlínský kraj;756 61;Česko', '', ''),
 (H, 'Hotel Alexandria Luhačovice', '', 'Pražská 148;Luhačovice;Zlínský kraj;763 26;Česko', 'wellness víkend, 2 noci, procedury v ceně', ''),
 (H, 'Chata Švýcárna', '', 'Malá Morávka 1;Malá Morávka;Moravskoslezský kraj;793 36;Česko', 'nocleh na hřebeni, 1 noc, polopenze', ''),
 (H, 'Skalní mlýn', '', 'Skalní mlýn 1;Blansko;Jihomoravský kraj;678 01;Česko', 'Macocha, 2 noci, pokoj 7', ''),
 (H, 'Kemp Baldovec', '', 'Baldovec 1;Ostrov u Macochy;Jihomoravský kraj;679 14;Česko', '', ''),
 (N, 'Punkevní jeskyně', '', 'Skalní mlýn 2;Blansko;Jihomoravský kraj;678 01;Česko', 'vstupenky online, prohlídka 9:40 + lanovka', ''),
 # --- Slovakia, the Tatras
 (H, 'Zamkovského chata', '', 'Starý Smokovec 43;Vysoké Tatry;Prešovský kraj;062 01;Slovensko', '1 noc, polpenzia, izba pre 4', ''),
 (H, 'Chata pri Zelenom plese', '', 'Tatranská Lomnica 1;Vysoké Tatry;Prešovský kraj;059 60;Slovensko', 'Zelené pleso, izba 5, 2 noci', ''),
 (H, 'Bilíkova chata', '', 'Starý Smokovec 80;Vysoké Tatry;Prešovský kraj;062 01;Slovensko', '1 noc, izba 2, raňajky 7:30', ''),
 (H, 'Chata Plesnivec', '', 'Tatranská Kotlina 20;Vysoké Tatry;Prešovský kraj;059 54;Slovensko', '', ''),
 (H, 'Grandhotel Starý Smokovec', '', 'Starý Smokovec 38;Vysoké Tatry;Prešovský kraj;062 01;Slovensko', '', ''),
 (H, 'Kempinski High Tatras', '', 'Kúpeľná 6;Štrbské Pleso;Prešovský kraj;059 85;Slovensko', 'výročí, 2 noci, wellness v ceně', ''),
 (H, 'Penzión Lesná', '', 'Tatranská Lesná 38;Vysoké Tatry;Prešovský kraj;059 60;Slovensko', '3 noci, raňajky, parkovanie zdarma', ''),
 (H, 'Privát Gondek', '', 'Ždiar 312;Ždiar;Prešovský kraj;059 55;Slovensko', 'izba s kúpeľňou, 4 noci, platba v hotovosti', ''),
 (H, 'Apartmány Slnečná', '', 'Tatranská Lomnica 94;Vysoké Tatry;Prešovský kraj;059 60;Slovensko', '', ''),
 (N, 'Koliba Kamzík', '', 'Tatranská Lomnica 88;Vysoké Tatry;Prešovský kraj;059 60;Slovensko', 'pstruh, stôl na 18:00', ''),
 (N, 'Tatry mountain resorts, a.s.', '', 'Demänovská Dolina 72;Liptovský Mikuláš;Žilinský kraj;031 01;Slovensko', 'GOPASS, reklamácia skipasu č. 88123', ''),
 # --- Austria
 (H, 'Sporthotel Royer', '', 'Europaplatz 583;Schladming;Steiermark;8970;Österreich', '', ''),
 (H, 'Pension Alpenrose', '', 'Flachauer Straße 31;Flachau;Salzburg;5542;Österreich', 'lyže, 7 nocí, snídaně, lyžárna ve sklepě', ''),
 (H, 'Ferienwohnung Moser', '', 'Vorberg 112;Ramsau am Dachstein;Steiermark;8972;Österreich', '', ''),
 (H, 'Haus Sonnleiten', '', 'Schlossstraße 14;Kaprun;Salzburg;5710;Österreich', 'apartmán 4, 6 nocí, Kurtaxe platit na místě', ''),
 (H, 'Heritage Hotel Hallstatt', '', 'Landungsplatz 101;Hallstatt;Oberösterreich;4830;Österreich', '1 noc, pokoj s výhledem na jezero, parkování P1', ''),
 (H, 'Gasthof Bachwirt', '', 'Dorfstraße 8;Leogang;Salzburg;5771;Österreich', '1 noc cestou do Itálie, pokoj 7, snídaně od 7', ''),
 (H, "wombat's Vienna Naschmarkt", '', 'Rechte Wienzeile 35;Wien;Wien;1040;Österreich', 'Kuba, 2 noci, postel ve 4lůžkovém', ''),
 (H, 'Larimar Stegersbach', '', 'Panoramaweg 1;Stegersbach;Burgenland;7551;Österreich', 'wellness, 2 noci, župany a termály v ceně', ''),
 (H, 'Almdorf Seinerzeit', '', 'Patergassen 49;Reichenau;Kärnten;9565;Österreich', '', ''),
 (N, 'Heiltherme Bad Waltersdorf', '', 'Thermenstraße 111;Bad Waltersdorf;Steiermark;8271;Österreich', 'celodenní vstupné, děti do 6 let zdarma', ''),
 (N, 'Heuriger Zawodsky', '', 'Reinischgasse 3;Wien;Wien;1190;Österreich', 'Tisch 18:30, 5 Personen', ''),
 (N, 'Skischule Flachau', '', 'Dorfstraße 128;Flachau;Salzburg;5542;Österreich', 'Anička + Vojta, kurz 5 dní od 10:00', ''),
 # --- Croatia
 (H, 'Valamar Diamant', '', 'Brulo 1;Poreč;Istarska županija;52440;Hrvatska', '7 nocí, all inclusive, rezervace VAL-884213', ''),
 (H, 'Camping Valkanela', '', 'Valkanela 1;Vrsar;Istarska županija;52450;Hrvatska', 'parcela 512, karavan, 10 nocí', ''),
 (H, 'Kamp Šimuni', '', 'Šimuni bb;Kolan;Zadarska županija;23251;Hrvatska', '', ''),
 (H, 'Apartmani Barić', '', 'Lopar 431;Lopar;Primorsko-goranska županija;51281;Hrvatska', '10 nocí, apartmán A2, záloha 300 € poslána', 'EMAIL:apartmani.baric@gmail.com'),
 (H, 'Kuća za odmor Villa Dora', '', 'Mrgani 14;Kanfanar;Istarska županija;52352;Hrvatska', 'dům s bazénem, sobota-sobota, úklid v ceně', ''),
 (H, 'Hotel Vespera', '', 'Sunčana uvala 4;Mali Lošinj;Primorsko-goranska županija;51550;Hrvatska', '6 nocí, polopenze, rezervace 99120', ''),
 (H, 'Sobe i apartmani Lučić', '', 'Šetalište Frana Kršinića 12;Korčula;Dubrovačko-neretvanska županija;20260;Hrvatska', '', ''),
 (H, 'Falkensteiner Diadora', '', 'Majstora Radovana 7;Zadar;Zadarska županija;23000;Hrvatska', '5 nocí, polopenze, dětský klub', ''),
 (N, 'Konoba Morgan', '', 'Bracanija 1;Brtonigla;Istarska županija;52474;Hrvatska', 'večeře 20:00, 4 osoby, jen hotovost', ''),
 (N, 'Rapska plovidba', '', 'Mišnjak bb;Rab;Primorsko-goranska županija;51280;Hrvatska', 'trajekt Stinica-Mišnjak, auto + 4 osoby', ''),
 (N, 'Uniline', '', 'Ulica 43. istarske divizije 1;Pula;Istarska županija;52100;Hrvatska', 'výlet lodí na Brijuni, sraz 8:15 u přístavu', ''),
 # --- Italy, the Dolomites
 (H, 'Rifugio Fonda Savio', '', 'Località Cadini di Misurina;Auronzo di Cadore;Veneto;32041;Italia', '1 noc, pokoj 4 lůžka, večeře 18:30', ''),
 (H, 'Rifugio Antonio Locatelli - Dreizinnenhütte', '', 'Località Tre Cime;Sesto;Trentino-Alto Adige;39030;Italia', '', ''),
 (H, 'Rifugio Nuvolau', '', 'Passo Giau;Cortina d\'Ampezzo;Veneto;32043;Italia', 'ferrata, 1 noc, záloha 100 €', ''),
 (H, 'Ciasa Soleil', '', 'Strada Plan 18;Selva di Val Gardena;Trentino-Alto Adige;39048;Italia', 'Sella Ronda, 6 nocí, snídaně, lyžárna', ''),
 (H, 'Appartamenti Villa Anna', '', 'Strèda Dolomites 42;Canazei;Trentino-Alto Adige;38032;Italia', '', ''),
 (H, 'Camping Olympia Dobbiaco', '', 'Via Pusteria 1;Dobbiaco;Trentino-Alto Adige;39034;Italia', 'parcela 118, stan, 3 noci, elektřina', ''),
 (H, 'Agritur Maso Doss', '', 'Località Doss 4;Cavalese;Trentino-Alto Adige;38033;Italia', '2 noci, snídaně z farmy, kozy pro děti', ''),
 (H, 'Hotel Ambra Cortina', '', 'Via XXIX Maggio 18;Cortina d\'Ampezzo;Veneto;32043;Italia', '', ''),
 (N, 'Baita Pie Tofana', '', 'Località Rumerlo;Cortina d\'Ampezzo;Veneto;32043;Italia', 'oběd na sjezdovce, stůl 12:30', ''),
 (N, 'Enoteca Cortina', '', 'Via del Mercato 5;Cortina d\'Ampezzo;Veneto;32043;Italia', '', ''),
 (N, 'Guide Alpine Cortina', '', 'Corso Italia 69/a;Cortina d\'Ampezzo;Veneto;32043;Italia', 'ferrata Tomaselli s průvodcem, sraz 7:30', ''),
]
P = [
 # family and household
 (N, 'Mamka', 'Kratochvílová;Hana;;;', 'Budovcova 1432;Písek;Jihočeský kraj;397 01;Česko', 'narozeniny 12.5., léky na tlak vyzvednout', ''),
 (N, 'Babička Jarka', 'Benešová;Jaroslava;;;', 'Gočárova třída 1620;Hradec Králové;Královéhradecký kraj;500 02;Česko', 'v lázních od 3.4., volat po 18:00', ''),
 (N, 'Děda Mirek', 'Beneš;Miroslav;;;', 'Gočárova třída 1620;Hradec Králové;Královéhradecký kraj;500 02;Česko', 'chata Sázava, klíče u něj', ''),
 (N, 'Děda Karel', 'Kratochvíl;Karel;;;', 'Donovalská 1864/58;Praha;;149 00;Česko', 'pokoj 12, návštěvy po 14:00, nosit mu Literárky', ''),
 (N, 'Lucie Kratochvílová', 'Kratochvílová;Lucie;;;', '', 'Lucka, služba do 19:00', 'ORG:Lékárna Dr.Max Vršovice || TITLE:farmaceutka'),
 (N, 'Anička Kratochvílová', 'Kratochvílová;Anna;;;', '', '6.B, flétna út', ''),
 (N, 'Vojta', 'Kratochvíl;Vojtěch;;;', '', '3.A, florbal po/čt', ''),
 (N, 'Kuba Kratochvíl', 'Kratochvíl;Jakub;;;', 'Úvoz 59;Brno;Jihomoravský kraj;602 00;Česko', 'brácha, svatba 6.9.', ''),
 (N, 'Martin Kempný', 'Kempný;Martin;;;', 'Kodaňská 1441/44;Praha;;101 00;Česko', 'soused z 2. patra, klíče od sklepa', ''),
 (N, 'Karel Krčmář - instalatér', 'Krčmář;Karel;;;', '', 'kapající baterie v koupelně, 1 200 Kč', ''),
 (N, 'Олена Шевчук', 'Шевчук;Олена;;;', '', 'úklid každý čtvrtek, hotově', ''),
 (N, 'Jana Boudová', 'Boudová;Jana;;;', '', 'třídní Aničky, třídní schůzky 18.11. 17:00', 'ORG:ZŠ Jakutská || TITLE:učitelka'),
 (N, 'MUDr. Ivana Pešková', 'Pešková;Ivana;MUDr.;;', 'Moskevská 1226/58;Praha;;101 00;Česko', 'Vojta prohlídka st 7:45', 'ORG:Dětská ordinace Moskevská'),
 # colleagues and clients
 (N, 'Petr Hanák', 'Hanák;Petr;Ing.;;', '', 'porada po 9:00, cesťáky do 5.', 'ORG:Datavia Systems s.r.o. || TITLE:CTO'),
 (N, 'Tomáš Chaloupka', 'Chaloupka;Tomáš;;;', '', 'DevOps, sdílí auto do Brna', 'ORG:Datavia Systems s.r.o.'),
 (N, 'Paweł Kempiński', 'Kempiński;Paweł;;;', '', 'Ostrava office, po polsku nebo anglicky', 'ORG:Datavia Systems s.r.o. || TITLE:Team Lead'),
 (N, 'Katarína Mikulová', 'Mikulová;Katarína;;;', '', 'akceptačné testy do piatku, Teams', 'ORG:Slovenská sporiteľňa, a.s. || TITLE:produktová vlastníčka'),
 (N, 'Thomas Ritz', 'Ritz;Thomas;;;', '', 'architecture board Tue 10:00', 'ORG:Raiffeisen Bank International AG'),
 (N, 'Stefan Brandl', 'Brandl;Stefan;;;', '', 'kick-off München, Augustiner', 'ORG:Allianz Technology SE'),
 (N, 'Marco Ferrante', 'Ferrante;Marco;;;', '', 'přijede 14.10., vyzvednout na letišti 11:20', 'ORG:Reply S.p.A.'),
 # hotel staff and hosts, a landlady
 (N, 'Lenka Pokorná', 'Pokorná;Lenka;;;', '', 'firemní sazba 2026, smlouva k podpisu', 'ORG:Courtyard by Marriott Brno || TITLE:Sales Manager || EMAIL:lenka.pokorna@courtyardbrno.cz'),
 (N, 'Eva Horáková', 'Horáková;Eva;;;', '', 'majitelka, volat do 20:00', 'ORG:Penzion Kristýna'),
 (N, 'Marie Vondrušková', 'Vondrušková;Marie;;;', '', 'Kvilda, 3 noci v srpnu, záloha 2 000 Kč na účet', ''),
 (N, 'Ján Kováč', 'Kováč;Ján;;;', '', 'chatár, rezervácie len telefonicky po 19:00', 'ORG:Zamkovského chata'),
 (N, 'Zdenka Barić', 'Barić;Zdenka;;;', '', 'ključ kod susjede, WhatsApp', 'ORG:Apartmani Barić'),
 (N, 'Florian Moser', 'Moser;Florian;;;', '', 'Schlüssel im Kasten, Code 2580', 'ORG:Ferienwohnung Moser'),
 (N, 'Giulia Dapunt', 'Dapunt;Giulia;;;', '', 'check-in do 21:00, jinak napsat', 'ORG:Ciasa Soleil'),
]
O = [
 # home, Prague: pubs, a care home, a pet hotel, a hotel school, a wedding hall
 (N, 'Hostinec U Kalicha', '', 'Na Bojišti 12;Praha;;120 00;Česko', 'sraz ze gymplu, pátek 18:00, salonek', ''),
 (N, 'Hospůdka Na Chalupě', '', 'Krymská 26;Praha;;101 00;Česko', 'kvíz každé úterý 19:30', ''),
 (N, 'Penzion pro seniory Chodov', '', 'Donovalská 1864/58;Praha;;149 00;Česko', 'děda Karel, platba do 15., doktor v úterý', ''),
 (N, 'Psí hotel Haf', '', 'K Přehradám 55;Praha;;156 00;Česko', 'Bárt na týden v srpnu, očkovací průkaz s sebou', ''),
 (N, 'Hotelová škola Radlická', '', 'Radlická 591/115;Praha;;150 00;Česko', 'den otevřených dveří pro Aničku? 27.11. 16:00', ''),
 (N, 'Hostinec Na Rychtě - svatební sál', '', 'Náměstí 3;Veltrusy;Středočeský kraj;277 46;Česko', 'svatba Kuby 6.9. od 13:00, sál na 80 lidí', ''),
 (N, 'Chalupy a stavby Krejčí s.r.o.', '', 'Nádražní 12;Benešov;Středočeský kraj;256 01;Česko', 'nová střecha na chatě, nabídka do 20.3.', ''),
 # the employer, venues
 (N, 'Datavia Systems s.r.o.', '', 'Na Hřebenech II 1718/8;Praha;;140 00;Česko', 'recepce 8-17, parkovací karta', 'KIND:org || URL:https://www.datavia.cz'),
 (N, 'Národní divadlo', '', 'Národní 2;Praha;;110 00;Česko', 'Prodaná nevěsta 19:00, 4 místa, 2. balkon', ''),
 # travel agencies, airlines, trains, boats
 (N, 'CK Fischer', '', 'Na Příkopě 9;Praha;;110 00;Česko', 'Kréta? nabídka do pátku', ''),
 (N, 'Invia.cz', '', 'Sokolovská 394/17;Praha;;186 00;Česko', 'zájezd Chorvatsko, doplatek do 1.6.', ''),
 (N, 'CK Adventura', '', 'Klimentská 1207/10;Praha;;110 00;Česko', 'trek Julské Alpy, záloha zaplacena', ''),
 (N, 'Smartwings', '', 'K Letišti 1068/30;Praha;;160 08;Česko', 'PRG-SPU, odlet 6:10, 1 kufr', 'KIND:org'),
 (N, 'Czech Airlines', '', 'Jana Kašpara 1069/1;Praha;;160 08;Česko', '', ''),
 (N, 'České dráhy', '', 'nábřeží L. Svobody 1222;Praha;;110 15;Česko', 'In Karta, IN 25 platí do 10/2026', ''),
 (N, 'Leo Express', '', 'Řehořova 908/4;Praha;;130 00;Česko', '', 'KIND:org'),
 (N, 'ČD lůžkový vůz Praha - Poprad', '', 'Wilsonova 300/8;Praha;;120 00;Česko', 'noční vlak do Tater 22:34, lůžkové kupé 3 os., vůz 351', ''),
 (N, 'EuroNight Metropol', '', 'Wilsonova 300/8;Praha;;120 00;Česko', 'Praha-Budapešť na rozlučku Kuby, lůžko 2 os., odjezd 22:56', ''),
 (N, 'Půjčovna hausbótů Baťův kanál', '', 'Přístav 1;Veselí nad Moravou;Jihomoravský kraj;698 01;Česko', 'hausbót na 4 dny, kauce 10 000 Kč, převzetí pátek 14:00', ''),
 # health, schools, shops, the car
 (N, 'Centrum cestovní medicíny', '', 'Sokolská 54;Praha;;120 00;Česko', 'očkování žloutenka A, 2. dávka 15.3.', ''),
 (N, 'Veterinární klinika Vršovice', '', 'Kodaňská 46;Praha;;101 00;Česko', 'Bárt vzteklina', ''),
 (N, 'ZŠ Jakutská', '', 'Jakutská 2;Praha;;100 00;Česko', 'sekretariát 7:30-15:00', ''),
 (N, 'Hudy sport Vršovice', '', 'Vršovická 68;Praha;;101 00;Česko', 'objednávka č. 55120, stany k vyzvednutí', ''),
 (N, 'Alza.cz', '', 'Jankovcova 1522/53;Praha;;170 00;Česko', 'reklamace navigace, číslo 4412877', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(B + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BF{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(B), len(P), len(O), len(B) + len(P) + len(O))
