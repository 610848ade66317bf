#!/usr/bin/env python3
"""Writes cards.tsv for review59: one realistic address book of a Budapest-based family - Fekete Balázs, a
project engineer with a grid and substation engineering firm (Pannon-Elektro), travelling for work to Vienna,
Bratislava, Košice, Győr, Debrecen, Szeged, Pécs, Kolozsvár (Cluj-Napoca), Nagyvárad (Oradea), Marosvásárhely
(Târgu Mureș), Ljubljana and Zagreb, with foreign partners put up in Budapest; and Fekete-Szabó Anna, a teacher
who plans the family's trips: Lake Balaton (a hotel, a vendégház, an apartmanház, a kemping, a company üdülő,
wellness hotels at Hévíz and Alsópáhok), the Hungarian hills (turistaház, menedékház, kulcsosház, a fogadó with
rooms), the Tokaj, Őrség, Hortobágy, Gyula, Hajdúszoboszló and Tisza-tó; Slovakia (a chata, a penzión, a chalupa,
ubytovanie, Jasná, Tatralandia), Austria (a Gasthof, a Ferienwohnung, a Ferienhaus, an Alpine hut, a Seecamping,
Hotel Sacher), Croatia (apartmani, sobe, a kamp, a kuća za odmor, glamping), Slovenia (koča, dom, turistična
kmetija, Camp Bled), Transylvania (vendégház and panzió, Fronius Residence, Kalnoky Miklósvár, Zabola, a cabana), Berehove in
Ukraine (Cyrillic) and Subotica in Serbia (Cyrillic) - and the home contacts around them. The traps are the book's
own: a csárda, a vendéglő, a fogadó and a Gasthaus without rooms, a Skihütte and a gostilna, Café Sacher beside
Hotel Sacher, a wedding venue, an 'Idősek Panziója' care home (with the grandmother whose address it is), a
Kutyapanzió, a Kemping Büfé, a ruin bar, an apartment developer, a travel agency selling apartments, Szallas.hu,
family names Szállási, Vendégh, Kocsmáros, Herberger, Krčmár, Kočar, Sacher and Marriott, hotel staff and hosts
whose ORG is their place, a landlady's own card, a cousin whose NOTE is about the nights spent at her flat, a
teacher's 'fogadóóra', a sleeper train (MÁV Adria hálókocsi), a Slovak couchette, an overnight ferry cabin, day spas,
airlines, schools, doctors and shops. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated
extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage, caravan or
tent pitch at for the night (hotels, aparthotels and short-let apartments, hostels, a boat hotel, panzió,
vendégház, apartman, kulcsosház, turistaház, menedékház, kemping, a company üdülő, penzión, chata, chalupa,
Gasthof, Ferienwohnung, Ferienhaus, Alpine huts, apartmani, sobe, kamp, koča, dom, turistična kmetija,
pensiunea, cabana, resorts, a fogadó that lets rooms); not = everything else, including hotel staff's, a hut
warden's, hosts' and a landlady's personal cards, restaurants and inns without rooms, bars, a wedding venue, a
care home, a dog boarding kennel, day spas, sleeper trains, a ferry, travel agencies and booking sites. Labels
fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Balázs's work: Vienna
 (H, 'Motel One Wien-Westbahnhof', '', 'Europaplatz 3;Wien;;1150;Österreich', '2 éj, APG egyeztetés, reggeli nincs benne', ''),
 (H, 'Ruby Lissi Vienna', '', 'Fleischmarkt 19;Wien;;1010;Österreich', '', ''),
 (H, 'Courtyard by Marriott Vienna Prater/Messe', '', 'Trabrennstraße 4;Wien;;1020;Österreich', 'Messe, 3 nights, Bonvoy szám a mailben', ''),
 (H, 'Austria Trend Hotel Schloss Wilhelminenberg', '', 'Savoyenstraße 2;Wien;;1160;Österreich', 'konferencia 2 éj, check-in 15:00, szoba 512', ''),
 # --- Bratislava, Košice
 (H, 'Falkensteiner Hotel Bratislava', '', 'Pilárikova 5;Bratislava;;811 03;Slovensko', 'SEPS tárgyalás, 1 éj', ''),
 (H, 'Hotel Tatra Bratislava', '', 'Námestie 1. mája 5;Bratislava;;811 06;Slovensko', '', ''),
 (H, 'DoubleTree by Hilton Košice', '', 'Hlavná 1;Košice;;040 01;Slovensko', 'VSD alállomás átadás, 3 éj, reggelivel', ''),
 (H, 'Hotel Yasmin Košice', '', 'Tyršovo nábrežie 1;Košice;;040 01;Slovensko', '', ''),
 # --- Hungary
 (H, 'Famulus Hotel Győr', '', 'Budai út 4;Győr;;9027;Magyarország', 'Audi bejárás, 1 éj, számla a cégre', ''),
 (H, 'Aranybika Szálloda', '', 'Piac utca 11-15;Debrecen;;4025;Magyarország', 'BMW gyár, 2 éj, parkolás a hátsó udvarban', ''),
 (H, 'Novotel Szeged', '', 'Maros utca 1;Szeged;;6721;Magyarország', '', ''),
 (H, 'Hotel Palatinus City Center', '', 'Király utca 5;Pécs;;7621;Magyarország', '1 ej, reggeli 6:30-tol', ''),
 # --- Romania
 (H, 'Marshal Garden', '', 'Strada Calea Turzii 5;Cluj-Napoca;Cluj;400193;România', 'Kolozsvár, Transelectrica, 3 éj, foglalás 88213', ''),
 (H, 'Hotel Beyfin', '', 'Strada Sobarilor 1;Cluj-Napoca;Cluj;400020;România', '2 ejszaka, parkolo az udvarban', ''),
 (H, 'Ramada by Wyndham Oradea', '', 'Calea Aradului 9;Oradea;Bihor;410223;România', 'Nagyvárad, 1 éj útban Kolozsvárra', ''),
 (H, 'Hotel Concordia Târgu Mureș', '', 'Piața Trandafirilor 45;Târgu Mureș;Mureș;540053;România', '', ''),
 # --- Ljubljana, Zagreb
 (H, 'InterContinental Ljubljana', '', 'Slovenska cesta 59;Ljubljana;;1000;Slovenija', 'ELES workshop, 2 nights', ''),
 (H, 'Vander Urbani Resort', '', 'Krojaška ulica 6;Ljubljana;;1000;Slovenija', '', ''),
 (H, 'Sheraton Zagreb Hotel', '', 'Kneza Borne 2;Zagreb;;10000;Hrvatska', 'HOPS, 2 éj, szoba 318', ''),
 (H, 'Hotel Dubrovnik Zagreb', '', 'Ljudevita Gaja 1;Zagreb;;10000;Hrvatska', '', ''),
 (H, 'Swanky Mint Hostel', '', 'Ilica 50;Zagreb;;10000;Hrvatska', 'gyakornoknak (Dani), 4 éj, 6 ágyas szoba', ''),
 # --- guests in Budapest
 (H, 'Kempinski Hotel Corvinus Budapest', '', 'Erzsébet tér 7-8;Budapest;;1051;Magyarország', 'osztrák partnerek, 2 szoba 2 éj, cég fizeti', 'URL:https://www.kempinski.com/budapest'),
 (H, 'Hotel Moments Budapest', '', 'Andrássy út 8;Budapest;;1061;Magyarország', '', ''),
 (H, 'Király utca 52 apartman (Airbnb)', '', 'Király utca 52;Budapest;;1077;Magyarország', 'Matejéknek 5 éj, kulcs a kódos dobozban 2580, takarítás pénteken', ''),
 (H, 'Fortuna Hajószálló', '', 'Szent István park, alsó rakpart;Budapest;;1137;Magyarország', 'bécsi kollégák, 2 éj a hajón, kabin 12 és 14', ''),
 # --- Lake Balaton
 (H, 'Anna Grand Hotel', '', 'Gyógy tér 1;Balatonfüred;;8230;Magyarország', 'pünkösd, 2 éj félpanzióval, SZÉP kártya', ''),
 (H, 'Club Tihany', '', 'Rév utca 3;Tihany;;8237;Magyarország', 'bungaló 12, 5 éj, bejelentkezés 15h', 'URL:https://www.clubtihany.hu'),
 (H, 'Napfény Kemping Révfülöp', '', 'Halász utca 5;Révfülöp;;8253;Magyarország', 'parcella 43, áram, 4 éj', ''),
 (H, 'Villa Ilona Apartmanok', '', 'Bartók Béla utca 21;Fonyód;;8640;Magyarország', 'jul 5-12, 7 ej, eloleg 20e utalva', ''),
 (H, 'Kolping Hotel Spa & Family Resort', '', 'Fő utca 120;Alsópáhok;;8394;Magyarország', 'őszi szünet, családi szoba, 3 éj teljes ellátás', ''),
 (H, 'Lotus Therme Hotel & Spa', '', 'Lótuszvirág utca 1;Hévíz;;8380;Magyarország', '', ''),
 (H, 'Hunguest Hotel Pelion', '', 'Köztársaság utca 10;Tapolca;;8300;Magyarország', 'anyunak szülinapra, 2 éj, wellness', ''),
 (H, 'Kék Hullám Üdülő', '', 'Ady Endre utca 8;Balatonszemes;;8636;Magyarország', 'céges üdülő, aug 1. hét, szombattól szombatig, ágynemű van', ''),
 (H, 'Mandulás Vendégház', '', 'Kisfaludy utca 9;Szigliget;;8264;Magyarország', 'hosszú hétvége, 3 éj, kulcs a szomszédnál', ''),
 (H, 'Zenit Balaton', '', 'Lídó sétány 6;Vonyarcvashegy;;8314;Magyarország', '4 éj, 6 év alatt ingyenes', ''),
 # --- Hungary: Eger, Tokaj, the hills
 (H, 'Saliris Resort Spa Hotel', '', 'Forrás utca 1;Egerszalók;;3394;Magyarország', '', ''),
 (H, 'Gesztenyés Fogadó', '', 'Dózsa György utca 12;Noszvaj;;3325;Magyarország', '1 éj, szoba 4, vacsora náluk 19h', ''),
 (H, 'Andrássy Rezidencia', '', 'Fő utca 94;Tarcal;;3915;Magyarország', 'Tokaj borút, 2 éj, vacsora asztal 19h', ''),
 (H, 'Nagy-Hideg-hegyi Turistaház', '', 'Nagy-Hideg-hegy;Kemence;;2638;Magyarország', 'Börzsöny túra, 1 éj, hálózsák kell, 8 ágyas szoba', ''),
 (H, 'Eötvös Loránd Menedékház', '', 'Dobogókő;Pilisszentkereszt;;2099;Magyarország', '', ''),
 (H, 'Jávorkúti Kulcsosház', '', 'Jávorkút;Bükkszentkereszt;;3557;Magyarország', 'kulcs a BNP portán, 2 ej, sajat agynemu', ''),
 (H, 'Őrségi Porta Vendégház', '', 'Pityerszer 4;Szalafő;;9942;Magyarország', '3 éj, reggeli a háziaknál, kutya nem jöhet', ''),
 (H, 'Hortobágy Club Hotel', '', 'Borsós-tanya;Hortobágy;;4071;Magyarország', '', ''),
 (H, 'Wellness Hotel Gyula', '', 'Part fürdő 5;Gyula;;5700;Magyarország', 'várfürdő mellett, 2 éj', ''),
 (H, 'Hunguest Hotel Béke', '', 'Mátyás király sétány 10;Hajdúszoboszló;;4200;Magyarország', 'nagyival 4 éj, földszinti szoba kérve', ''),
 (H, 'Greenfield Hotel Golf & Spa', '', 'Golfpark út 1;Bük;;9737;Magyarország', '', ''),
 (H, 'Thermal Hotel Visegrád', '', 'Lepence-völgy 2;Visegrád;;2025;Magyarország', 'évforduló, 1 éj, panorámás szoba', ''),
 (H, 'Fűzfa Kemping', '', 'Alsó-Tisza-part 3;Poroszló;;3388;Magyarország', 'sátorhely, 2 éj, kenutúra', ''),
 # --- Slovakia
 (H, 'Zbojnícka chata', '', 'Veľká Studená dolina;Vysoké Tatry;;062 01;Slovensko', '1 noc, nocľah na matraci, večera 18:00, platba v hotovosti', ''),
 (H, 'Penzión Magura Ždiar', '', 'Ždiar 232;Ždiar;;059 55;Slovensko', '', ''),
 (H, 'Grand Hotel Jasná', '', 'Demänovská Dolina 72;Demänovská Dolina;;031 01;Slovensko', 'síszünet, 5 éj, síbérlet a recepción', ''),
 (H, 'Tatralandia Holiday Village', '', 'Ráztocká 21;Liptovský Mikuláš;;031 05;Slovensko', 'bungaló 4 fős, 3 éj, aquapark jegy benne', ''),
 (H, 'Chalupa pod Chočom', '', 'Valaská Dubová 88;Valaská Dubová;;034 96;Slovensko', 'baráti társaság, 4 éj, fűtés fával, kaució 100 €', ''),
 (H, 'Ubytovanie u Kováčov', '', 'Hrabušice 212;Hrabušice;;053 15;Slovensko', '', ''),
 # --- Austria
 (H, 'Gasthof Post Mauterndorf', '', 'Markt 35;Mauterndorf;Salzburg;5570;Österreich', 'Skiurlaub, 5 Nächte HP, Zimmer 7', ''),
 (H, 'Ferienwohnung Haus Bergblick', '', 'Ramsauer Straße 55;Schladming;Steiermark;8970;Österreich', 'FeWo 2, 6 éj, végtakarítás 60 €, ágynemű bérelhető', ''),
 (H, 'Hotel Sacher Salzburg', '', 'Schwarzstraße 5-7;Salzburg;;5020;Österreich', 'Anna 40. szülinap, 1 éj, torta a szobába', ''),
 (H, 'Schiestlhaus', '', 'Hochschwab;Thörl;Steiermark;8621;Österreich', '1 éj, matracszállás, ÖAV kedvezmény, foglalás e-mailben', 'EMAIL:schiestlhaus@alpenverein.at'),
 (H, 'Falkensteiner Schlosshotel Velden', '', 'Schlosspark 1;Velden am Wörther See;Kärnten;9220;Österreich', '', ''),
 (H, 'Thermenhotel Stoiser', '', 'Thermenstraße 13;Loipersdorf bei Fürstenfeld;Steiermark;8282;Österreich', '2 éj, termál belépő benne', ''),
 (H, 'Ferienhaus Pichler', '', 'Bach 14;Bad Kleinkirchheim;Kärnten;9546;Österreich', 'Silvester, 4 Nächte, Anzahlung 300 € überwiesen', ''),
 (H, 'Seecamping Berghof', '', 'Ossiacher See Süduferstraße 241;Villach;Kärnten;9523;Österreich', 'sátorhely 118, 5 éj, kutya is', ''),
 (H, 'a&o Wien Stadthalle', '', 'Lerchenfelder Gürtel 9-11;Wien;;1160;Österreich', 'adventi Bécs, családi szoba 4 ágy, 1 éj', ''),
 # --- Croatia
 (H, 'Apartmani Jurić', '', 'Put Lučice 12;Vir;;23234;Hrvatska', '7 noći, app 3, kapara 200 € poslana', ''),
 (H, 'Sobe Anka', '', 'Obala kralja Tomislava 8;Novi Vinodolski;;51250;Hrvatska', '', ''),
 (H, 'Kamp Kovačine', '', 'Melin I/20;Cres;;51557;Hrvatska', 'parcela 211, 10 noći, struja', ''),
 (H, 'Hotel Jezero', '', 'Plitvička Jezera;Plitvička Jezera;;53231;Hrvatska', '1 éj útban lefelé, reggeli 7-től', ''),
 (H, 'Valamar Girandella', '', 'Girandella 4;Rabac;;52221;Hrvatska', '', ''),
 (H, 'Kuća za odmor Vila Mare', '', 'Bogovići 40;Malinska;;51511;Hrvatska', 'ház 8 fős, 2 család, 7 éj, medence', ''),
 (H, 'Arena One 99 Glamping', '', 'Runke 1;Pomer;;52100;Hrvatska', 'lodge sátor, 2 éj', ''),
 # --- Slovenia
 (H, 'Koča na Gozdu', '', 'Vršič;Kranjska Gora;;4280;Slovenija', '1 noč, skupna ležišča, večerja ob 19h', ''),
 (H, 'Dom na Komni', '', 'Komna;Bohinjsko jezero;;4265;Slovenija', '', ''),
 (H, 'Turistična kmetija Pri Plajerju', '', 'Trenta 16;Soča;;5232;Slovenija', '4 éj, reggelivel, kutyát lehet vinni', ''),
 (H, 'Hotel Triglav Bled', '', 'Kolodvorska cesta 33;Bled;;4260;Slovenija', '', ''),
 (H, 'Camp Bled', '', 'Kidričeva cesta 10c;Bled;;4260;Slovenija', 'parcella 58 a tóparton, 3 éj', ''),
 (H, 'Apartmaji Pod Voglom', '', 'Ribčev Laz 60;Bohinjsko jezero;;4265;Slovenija', 'apartma 2, 3 noči, turistična taksa na licu mesta', ''),
 # --- Transylvania
 (H, 'Borbély Vendégház', '', 'Strada Principală 208;Rimetea;Alba;517610;România', 'Torockó, 3 éj, reggeli+vacsora, 4 fő', ''),
 (H, 'Fenyőgyöngye Panzió', '', 'Strada Trandafirilor 44;Sovata;Mureș;545500;România', 'Szováta, 2 éj, Medve-tó közel, fizetés lejben', ''),
 (H, 'Fronius Residence', '', 'Strada Școlii 11;Sighișoara;Mureș;545400;România', '', ''),
 (H, 'Kalnoky Miklósvár', '', 'Micloșoara 186;Micloșoara;Covasna;527023;România', 'Miklósvár, 2 éj, vacsora a pincében, cash', ''),
 (H, 'Zabola Estate', '', 'Strada Principală 1;Zăbala;Covasna;527190;România', 'Zabola, Mikes birtok, 2 éj, erdei túra vezetővel', 'URL:https://www.zabola.com'),
 (H, 'Cabana Curmătura', '', 'Munții Piatra Craiului;Zărnești;Brașov;505800;România', 'Királykő, 1 éj, pokróc van, hálózsák jobb', ''),
 (H, 'Hotel Tușnad', '', 'Strada Oltului 87;Băile Tușnad;Harghita;535100;România', '', ''),
 # --- Berehove, Subotica
 (H, 'Готель «Затишок»', '', 'вул. Мужайська 12;Берегове;Закарпатська обл.;90202;Україна', 'Beregszász, Laci bácsiéknál nincs hely, 2 éj', ''),
 (H, 'Хотел Патриа Суботица', '', 'Ђуре Ђаковића 15;Суботица;;24000;Србија', 'Szabadka, 1 éj, reggeli benne', ''),
]
P = [
 # family and household
 (N, 'Anyu', 'Fekete;Mária;;;', 'Simonyi út 18;Debrecen;;4028;Magyarország', 'szülinap márc 3, vérnyomás gyógyszer', ''),
 (N, 'Apu', 'Fekete;István;;;', '', 'fűnyíró nála, hívni vasárnap', ''),
 (N, 'Nagyi', 'Szabó;Erzsébet;;;', 'Thököly út 131;Budapest;;1145;Magyarország', 'látogatás vas 10-12, 14-es szoba, kedvence a zserbó', ''),
 (N, 'Fekete-Szabó Anna', 'Fekete-Szabó;Anna;;;', '', 'Anna, óra 8-14', 'ORG:Szent László Gimnázium || TITLE:tanár'),
 (N, 'Bence', 'Fekete;Bence;;;', '', 'uszoda kedd/csüt 17:00', ''),
 (N, 'Luca', 'Fekete;Luca;;;', '', 'zongora szerda 15:30', ''),
 (N, 'Fekete Zsófi', 'Fekete;Zsófia;;;', '', 'húgom, esküvő jún 14', ''),
 (N, 'Horváth Tamás', 'Horváth;Tamás;;;', '', 'Tomi, Zsófi vőlegénye, borok rendelése', ''),
 (N, 'Laci bácsi (Beregszász)', 'Szabó;László;;;', 'вул. Шевченка 15;Берегове;Закарпатська обл.;90202;Україна', 'disznóvágás dec, vinni: kávé, gyógyszer', ''),
 (N, 'Erika (Kolozsvár)', 'Pál;Erika;;;', 'Strada Observatorului 20;Cluj-Napoca;Cluj;400363;România', 'unokatestvér, nála alszunk aug, 2 éj, vinni Túró Rudit', ''),
 (N, 'Szállási Tibor', 'Szállási;Tibor;;;', 'Erzsébet királyné útja 40;Budapest;;1145;Magyarország', 'szomszéd 2. em, nyáron locsol, kulcs nála', ''),
 (N, 'Vendégh Krisztina', 'Vendégh;Krisztina;;;', '', 'Luca osztályfőnöke, fogadóóra csüt 16:00', 'ORG:Széchenyi István Általános Iskola || TITLE:osztályfőnök'),
 (N, 'Kocsmáros Feri', 'Kocsmáros;Ferenc;;;', '', 'vízszerelő, csaptelep csere 15e', ''),
 (N, 'Judit bébiszitter', ';Judit;;;', '', 'péntek esténként, óradíj 2500', ''),
 (N, 'Dr. Varga Zsuzsanna', 'Varga;Zsuzsanna;;Dr.;', 'Erzsébet királyné útja 12;Budapest;;1145;Magyarország', 'háziorvos, rendelés h-sz 8-12, k-cs 14-18', 'ORG:Zuglói háziorvosi rendelő'),
 # colleagues and clients
 (N, 'Dr. Tóth Gábor', 'Tóth;Gábor;;Dr.;', '', 'főnök, kiküldetési elszámolás 5-ig', 'ORG:Pannon-Elektro Mérnöki Kft. || TITLE:ügyvezető'),
 (N, 'Markus Herberger', 'Herberger;Markus;;;', '', 'UW Simmering, Termin Di 9:00', 'ORG:Wiener Netze GmbH || TITLE:Projektleiter'),
 (N, 'Elisabeth Sacher', 'Sacher;Elisabeth;;;', '', 'németül/angolul, hívni 10 után', 'ORG:Austrian Power Grid AG || EMAIL:elisabeth.sacher@apg.at'),
 (N, 'Ján Krčmár', 'Krčmár;Ján;;;', '', 'Košice, kontrolný deň štvrtok 10:00', 'ORG:Východoslovenská distribučná, a.s. || TITLE:vedúci projektu'),
 (N, 'Matej Kočar', 'Kočar;Matej;;;', '', 'ELES, Budapesten a Király utcai apartmanban lakik', 'ORG:ELES d.o.o.'),
 (N, 'Marko Babić', 'Babić;Marko;;;', '', 'TS Zagreb istok, sastanak pon 11h', 'ORG:HOPS d.d.'),
 (N, 'Andrei Pop', 'Pop;Andrei;;;', '', 'Kolozsvár, románul/angolul', 'ORG:Transelectrica SA'),
 (N, 'Kiss Levente', 'Kiss;Levente;;;', '', 'Marosvásárhely, magyarul beszél', 'ORG:Delgaz Grid SA'),
 (N, 'James Marriott', 'Marriott;James;;;', '', 'review meeting Thu 12:30, Teams', 'ORG:Ramboll || TITLE:Principal Engineer'),
 # hotel staff, hosts, a landlady
 (N, 'Kovács Eszter', 'Kovács;Eszter;;;', '', 'terem ajánlat okt 12-re, 40 fő', 'ORG:Kempinski Hotel Corvinus Budapest || TITLE:Sales Manager || EMAIL:eszter.kovacs@kempinski.com'),
 (N, 'Borbély Jolán', 'Borbély;Jolán;;;', '', 'Jolán néni, Torockó, érkezés előtt hívni', 'ORG:Borbély Vendégház'),
 (N, 'Juraj Kráľ', 'Kráľ;Juraj;;;', '', 'chatár, rezervácia len telefonicky', 'ORG:Zbojnícka chata || TITLE:chatár'),
 (N, 'Ante Jurić', 'Jurić;Ante;;;', '', 'ključ kod susjeda, 7 noći app 3', 'ORG:Apartmani Jurić'),
 (N, 'Ilonka néni (Fonyód)', 'Szőke;Ilona;;;', '', 'szoba Fonyódon júl 5-12, 7 éj, előleg 20e', ''),
 (N, 'Renate Pichler', 'Pichler;Renate;;;', '', 'Vermieterin, Schlüssel im Kasten', 'ORG:Ferienhaus Pichler'),
]
O = [
 # restaurants, inns without rooms, bars
 (N, 'Hortobágyi Csárda', '', 'Petőfi tér 1;Hortobágy;;4071;Magyarország', 'ebéd 12:30, 8 fő, bográcsgulyás', ''),
 (N, 'Kispipa Vendéglő', '', 'Akácfa utca 38;Budapest;;1072;Magyarország', 'anyák napja, vas 12:00, 7 fő', ''),
 (N, 'Öreg Halász Fogadó', '', 'Kossuth tér 3;Tiszafüred;;5350;Magyarország', 'ebéd útközben, halászlé, túrós csusza', ''),
 (N, 'Café Sacher Wien', '', 'Philharmoniker Straße 4;Wien;;1010;Österreich', 'Sachertorte 2 db, átvétel szombat 10:00', ''),
 (N, 'Gasthaus Ubl', '', 'Preßgasse 26;Wien;;1040;Österreich', 'Tisch Fr 19:30, 4 Pers.', ''),
 (N, 'Tauernblick Skihütte', '', 'Planai;Schladming;Steiermark;8970;Österreich', 'Mittag 12:00, Treffpunkt nach Skikurs', ''),
 (N, 'Gostilna Pri Lojzetu', '', 'Zemono;Vipava;;5271;Slovenija', 'večerja sob 19:00, 4 osebe', ''),
 (N, 'Konoba Bura', '', 'Put Bunara 2;Vir;;23234;Hrvatska', 'halvacsora 20h, 5 fő', ''),
 (N, 'Koliba pod Bukovcom', '', 'Ždiar 410;Ždiar;;059 55;Slovensko', 'bryndzové halušky, 18:00', ''),
 (N, 'Fogas Ház', '', 'Akácfa utca 51;Budapest;;1073;Magyarország', 'Tomi legénybúcsú szombat 21h', ''),
 (N, 'Ресторан «Сільська хата»', '', 'вул. Сечені 4;Берегове;Закарпатська обл.;90202;Україна', 'Laci bácsi 70. szülinap, szombat 13:00, 20 fő', ''),
 (N, 'Kemping Büfé', '', 'Szent István utca 2;Fonyód;;8640;Magyarország', 'lángos, a strandbejárónál', ''),
 # a wedding venue, a care home, a dog kennel, a developer
 (N, 'Öreg Malom Rendezvényház', '', 'Malom utca 2;Zsámbék;;2072;Magyarország', 'esküvő jún 14 16:00, menükóstoló máj 10 18:00', ''),
 (N, 'Őszi Napfény Idősek Panziója', '', 'Thököly út 131;Budapest;;1145;Magyarország', 'nagyi, térítési díj 10-ig, gyógyszerlista a nővérpultnál', ''),
 (N, 'Mancs Kutyapanzió', '', 'Határ út 66;Budakeszi;;2092;Magyarország', 'Bodri júl 5-12, 7 éj, oltási könyv, tápot viszünk', ''),
 (N, 'Balaton Apartman Ingatlanfejlesztő Kft.', '', 'Széchenyi utca 9;Balatonfüred;;8230;Magyarország', 'B/12 lakás, 2. részlet szept 30, átadás 2027 Q2', ''),
 # agencies, booking sites, tour operators
 (N, 'IBUSZ Utazási Iroda', '', 'Ferenciek tere 10;Budapest;;1053;Magyarország', 'utasbiztosítás, Horvátország ajánlat', ''),
 (N, 'Adria Apartman Utazási Iroda', '', 'Váci út 22;Budapest;;1132;Magyarország', 'Vir ajánlat kérve, válasz e-mailben', ''),
 (N, 'Szallas.hu ügyfélszolgálat', '', 'Ferenc körút 18;Budapest;;1092;Magyarország', 'lemondás #SZ-88123, visszatérítés 5 munkanap', 'URL:https://szallas.hu'),
 (N, 'Hargita Tours', '', 'Petőfi Sándor utca 12;Miercurea Ciuc;Harghita;530210;România', 'Gyilkos-tó + Békás-szoros, indulás 8:00', ''),
 # airlines, trains, ferries
 (N, 'Wizz Air Hungary Zrt.', '', 'Kőér utca 2/A;Budapest;;1103;Magyarország', 'poggyász reklamáció, ügyszám 55120', 'KIND:org'),
 (N, 'Ryanair DAC', '', '', 'foglalás H7KQ2P, Bp-Dublin', 'KIND:org'),
 (N, 'MÁV-START Zrt.', '', 'Könyves Kálmán körút 54-60;Budapest;;1087;Magyarország', 'Adria hálókocsi Bp-Split, 4 fekvőhely, 2. kocsi', 'KIND:org'),
 (N, 'ZSSK Železničná spoločnosť Slovensko', '', 'Rožňavská 1;Bratislava;;832 72;Slovensko', 'lôžkový vozeň BA-KE, kupé 2, odchod 22:55', ''),
 (N, 'Jadrolinija Zadar', '', 'Liburnska obala 7;Zadar;;23000;Hrvatska', 'éjszakai komp Anconába, 4 ágyas kabin, indulás 20:00', ''),
 (N, 'BAHART Balatoni Hajózási Zrt.', '', 'Krúdy sétány 2;Siófok;;8600;Magyarország', 'tihanyi komp, menetrend', ''),
 # spas by day, venues, rescue, ski school
 (N, 'Széchenyi Gyógyfürdő', '', 'Állatkerti körút 9-11;Budapest;;1146;Magyarország', 'szombat reggel 7-től, kabinbérlés', ''),
 (N, 'Hungarospa Hajdúszoboszló', '', 'Szent István park 1-3;Hajdúszoboszló;;4200;Magyarország', 'napijegy, nagyinak nyugdíjas kedvezmény', ''),
 (N, 'Therme Loipersdorf', '', 'Schaffelbadstraße 219;Loipersdorf bei Fürstenfeld;Steiermark;8282;Österreich', 'Tageskarte 2+2', ''),
 (N, 'Gyulai Várfürdő', '', 'Várkert utca 2;Gyula;;5700;Magyarország', '', ''),
 (N, 'Salina Praid', '', 'Strada Gării 44;Praid;Harghita;537240;România', 'Parajd sóbánya, belépő 10:00', ''),
 (N, 'Müpa Budapest', '', 'Komor Marcell utca 1;Budapest;;1095;Magyarország', 'okt 5 19:30, Fesztiválzenekar, 4 jegy', ''),
 (N, 'Papp László Budapest Sportaréna', '', 'Stefánia út 2;Budapest;;1143;Magyarország', '', ''),
 (N, 'Horská záchranná služba Vysoké Tatry', '', 'Horný Smokovec 52;Vysoké Tatry;;062 01;Slovensko', 'tiesňová linka 18 300', ''),
 (N, 'Lyžiarska škola Jasná', '', 'Demänovská Dolina 7;Demänovská Dolina;;031 01;Slovensko', 'Bence és Luca 5 x 2 óra 9:30-tól', ''),
 (N, 'Magyar Autóklub', '', 'Rómer Flóris utca 4/a;Budapest;;1024;Magyarország', 'segélyhívó 188', ''),
 # shops
 (N, 'Decathlon Budaörs', '', 'Szabadság út 45;Budaörs;;2040;Magyarország', 'rendelés #DC55129: sátor, 2 hálózsák, átvétel csüt', ''),
 (N, 'Szamos Cukrászda', '', 'Kossuth Lajos utca 4;Budapest;;1053;Magyarország', 'Luca szülinapi torta, péntek 16:00', ''),
 (N, 'Mountex Hegysport', '', 'Kálvin tér 9;Budapest;;1091;Magyarország', 'túrabakancs csere, blokk megvan', ''),
 # health, school, work
 (N, 'Heim Pál Gyermekkórház', '', 'Üllői út 86;Budapest;;1089;Magyarország', 'Bence allergológia kedd 9:20', ''),
 (N, 'Mosoly Fogászat', '', 'Bosnyák tér 5;Budapest;;1149;Magyarország', 'Luca fogszabályzó kontroll márc 12 15:40', ''),
 (N, 'Zuglói Állatorvosi Rendelő', '', 'Nagy Lajos király útja 54;Budapest;;1148;Magyarország', 'Bodri veszettség oltás', ''),
 (N, 'Széchenyi István Általános Iskola', '', 'Gvadányi utca 46;Budapest;;1144;Magyarország', 'titkárság 7:30-16, ebédbefizetés 10-ig', ''),
 (N, 'Szent László Gimnázium', '', 'Kőrösi Csoma Sándor út 28;Budapest;;1102;Magyarország', '', ''),
 (N, 'Pannon-Elektro Mérnöki Kft.', '', 'Váci út 95;Budapest;;1139;Magyarország', '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AZ{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
