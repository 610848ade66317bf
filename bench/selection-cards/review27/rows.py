#!/usr/bin/env python3
"""Writes cards.tsv for review27: one realistic address book of a Kraków-based family (Michał Bielecki, a civil
engineer with a bridge and road design firm, travelling for work to Warsaw, Gdańsk, Wrocław, Katowice, Ostrava,
Brno, Bratislava, Budapest, Cluj-Napoca, Sofia, Kyiv and Lviv, Vilnius and Riga; Joanna (Asia), who plans the
family's holidays: the Tatras (schroniska, pensjonaty, agroturystyka, kwatery prywatne, noclegi, a willa), the
Slovak Tatras (chaty), the Baltic coast (domki letniskowe, an ośrodek wypoczynkowy, a kemping), Masuria, the
Bieszczady, Czech chaty and penziony, a Slovak chata, Lake Balaton (vendégház, panzió), Croatia (sobe,
apartmani, a kamp), Montenegro, the Bulgarian Black Sea, Romania (pensiunea, cabana), Georgia (საოჯახო
სასტუმრო), the Ukrainian Carpathians (садиба) and a grandmother's sanatorium turnus) and the home contacts around
them. Not traps, but a Polish book has its own: a karczma and a zajazd with rooms beside a karczma, a gospoda and
a zajazd without, a salaš, a konoba, a csárda and a mehana, a wedding house, a hotel's restaurant,
a bar called Schronisko, a Dom Kultury, a Dom Pomocy Społecznej and a 'Pensjonat Seniora' care home (with the
grandfather who lives there), an animal shelter (schronisko dla zwierząt), a thermal baths and a pump room beside
a sanatorium, a company with Hostel in its name, family names Karczmarczyk, Gość, Hotelski, Zajazdowski and
Hostinský, hotel staff and a hut warden whose ORG is their place, a landlady's own card, a yacht charter, a
sleeper train, travel agencies (Orbis Travel), airlines, PKP Intercity, FlixBus, RegioJet, clinics, the
children's school, a ski school, ski lifts and the mountain rescue (TOPR, GOPR). Each row: (label, name, n, adr,
note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra).
Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage,
caravan pitch or tent pitch at for the night (hotels, aparthotels and short-let apartments, hostels, pensjonaty,
penziony, panzió, pensiunea, vendégház, guest houses, agroturystyka, kwatery prywatne and noclegi, sobe and
apartmani, mountain huts (schronisko, bacówka, chata, cabana), holiday cottages and resorts, campsites, a zajazd or
karczma that lets rooms, a sanatorium stay); not = everything else, including hotel staff's, a hut warden's and
a landlady's personal cards, restaurants, bars, inns without rooms, a wedding house, care homes (a Pensjonat
Seniora among them), an animal shelter, thermal baths, a yacht charter, a sleeper train. Labels fixed here,
before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Michał's work: Warsaw
 (H, 'PURO Warszawa Centrum', '', 'Widok 9;Warszawa;mazowieckie;00-023;Polska', 'delegacja 2 noce, faktura na Via-Most (NIP w mailu)', ''),
 (H, 'ibis Warszawa Reduta', '', 'Bitwy Warszawskiej 1920 r. 16;Warszawa;mazowieckie;02-366;Polska', '', ''),
 (H, 'Hampton by Hilton Warsaw City Centre', '', 'Wspólna 72;Warszawa;mazowieckie;00-687;Polska', 'rez. 3318827, zameldowanie od 15, Hilton Honors', ''),
 (H, 'Novotel Warszawa Centrum', '', 'Marszałkowska 94/98;Warszawa;mazowieckie;00-510;Polska', 'narada w GDDKiA, 1 noc, parking 90 zł/doba', ''),
 # --- Gdańsk
 (H, 'Radisson Hotel & Suites Gdańsk', '', 'Chmielna 10;Gdańsk;pomorskie;80-748;Polska', 'odbiór wiaduktu w Kokoszkach, 3 noclegi', ''),
 (H, 'Qubus Hotel Gdańsk', '', 'Chmielna 47/52;Gdańsk;pomorskie;80-748;Polska', '', ''),
 (H, 'Almond Business & SPA', '', 'Toruńska 12;Gdańsk;pomorskie;80-747;Polska', '2 noce, pokój od podwórza (cicho)', ''),
 # --- Wrocław
 (H, 'PURO Wrocław Stare Miasto', '', 'Włodkowica 27;Wrocław;dolnośląskie;50-072;Polska', 'estakada Psie Pole, 4 noclegi, śniadanie w cenie', ''),
 (H, 'Mercure Wrocław Centrum', '', 'pl. Dominikański 1;Wrocław;dolnośląskie;50-159;Polska', '', ''),
 (H, 'Apartamenty Kiełbaśnicza 7', '', 'Kiełbaśnicza 7;Wrocław;dolnośląskie;50-110;Polska', 'tydzień na budowie, klucze w skrytce, kod 4417', ''),
 # --- Katowice
 (H, 'Vienna House Easy by Wyndham Katowice', '', 'Sokolska 24;Katowice;śląskie;40-086;Polska', 'Forum Drogowe w MCK, 2 noce', ''),
 (H, 'Diament Plaza Katowice', '', 'Dworcowa 9;Katowice;śląskie;40-012;Polska', 'nocleg po odbiorze, śniadanie od 6:30', ''),
 # --- Ostrava, Brno
 (H, 'Hotel Imperial Ostrava', '', 'Tyršova 6;Ostrava;Moravskoslezský kraj;702 00;Česko', 'most na Odře - nadzór, 2 noce', ''),
 (H, 'Penzion U Arnošta', '', 'Stodolní 14;Ostrava;Moravskoslezský kraj;702 00;Česko', '2 noci, parkování ve dvoře', ''),
 (H, 'Barceló Brno Palace', '', 'Šilingrovo náměstí 2;Brno;Jihomoravský kraj;602 00;Česko', 'klient płaci, 1 noc', ''),
 (H, 'Hostel Mitte', '', 'Panská 22;Brno;Jihomoravský kraj;602 00;Česko', 'dla stażysty (Kacper), 2 noce, pokój 2-os.', ''),
 # --- Bratislava, Budapest
 (H, 'Radisson Blu Carlton Hotel Bratislava', '', 'Hviezdoslavovo námestie 3;Bratislava;;811 02;Slovensko', 'NDS porada, 2 noci', ''),
 (H, 'Loft Hotel Bratislava', '', 'Štefánikova 4;Bratislava;;811 05;Slovensko', '', ''),
 (H, 'Danubius Hotel Helia', '', 'Kárpát utca 62-64;Budapest;;1133;Magyarország', '3 éjszaka, konferencja Magyar Közút', ''),
 (H, 'Párisi Udvar Budapest', '', 'Petőfi Sándor utca 2-4;Budapest;;1052;Magyarország', '', ''),
 # --- Cluj-Napoca, Sofia
 (H, 'Grand Hotel Italia', '', 'Strada Trifoiului 2;Cluj-Napoca;Cluj;400478;România', 'centura Cluj - CNAIR, 3 nopți', ''),
 (H, 'Univers T', '', 'Strada Ion Meșter 6;Cluj-Napoca;Cluj;400465;România', '2 noce, parking podziemny, rezervare 55129', ''),
 (H, 'Хотел Арена ди Сердика', '', 'ул. Будапеща 2;София;;1000;България', 'АПИ среща, 2 нощувки', ''),
 (H, 'Sense Hotel Sofia', '', 'бул. Цар Освободител 16;София;;1000;България', '', ''),
 # --- Kyiv and Lviv
 (H, 'Готель Президент', '', 'вул. Госпітальна 12;Київ;;01601;Україна', 'Укравтодор, 3 ночі, укриття в підвалі', ''),
 (H, 'Hilton Kyiv', '', 'бульвар Тараса Шевченка 30;Київ;;01030;Україна', '', ''),
 (H, 'Готель Леополіс', '', 'вул. Театральна 16;Львів;;79008;Україна', '2 ночі, сніданок включено', 'URL:https://www.leopolishotel.com'),
 (H, 'Хостел Старе Місто', '', 'вул. Лесі Українки 8;Львів;;79008;Україна', 'ekipa pomiarowa, 4 łóżka, 2 noce, płatne gotówką', ''),
 # --- Vilnius and Riga
 (H, 'Hotel Pacai', '', 'Didžioji g. 7;Vilnius;;01128;Lietuva', '3 naktys, Rail Baltica', ''),
 (H, 'Domus Maria', '', 'Aušros Vartų g. 12;Vilnius;;01303;Lietuva', '', ''),
 (H, 'Viesnīca Justus', '', 'Jauniela 24;Rīga;;LV-1050;Latvija', '2 naktis, RB Rail workshop', ''),
 (H, 'Wellton Riverside SPA Hotel', '', 'Peldu iela 23;Rīga;;LV-1050;Latvija', '', ''),
 # --- Kraków, for guests
 (H, 'Puro Kraków Kazimierz', '', 'Halicka 8;Kraków;małopolskie;31-036;Polska', 'dla Jiříego z Ostravy, 2 noce, na firmę', ''),
 (H, 'Hotel Pod Różą', '', 'Floriańska 14;Kraków;małopolskie;31-021;Polska', 'wujek Staszek z Chicago, 5 nocy, przedpłata', ''),
 # --- the Tatras (Polish side)
 (H, 'Schronisko PTTK Murowaniec', '', 'Hala Gąsienicowa;Zakopane;małopolskie;34-500;Polska', 'nocleg 1 noc, pokój 4-os., zaliczka przelewem', 'EMAIL:rezerwacje@murowaniec.com'),
 (H, 'Schronisko PTTK w Dolinie Pięciu Stawów Polskich', '', 'Dolina Pięciu Stawów Polskich;Bukowina Tatrzańska;małopolskie;34-530;Polska', '2 noce, rezerwacja tylko telefonicznie', ''),
 (H, 'Schronisko PTTK na Hali Ornak', '', 'Dolina Kościeliska;Kościelisko;małopolskie;34-511;Polska', '', ''),
 (H, 'Pensjonat Limba', '', 'Droga do Białego 5;Zakopane;małopolskie;34-500;Polska', 'ferie, 5 noclegów z obiadokolacją, pokój 12', ''),
 (H, 'Nosalowy Dwór', '', 'Balzera 21d;Zakopane;małopolskie;34-500;Polska', 'rocznica ślubu, 2 noce, strefa SPA', 'URL:https://www.nosalowydwor.pl'),
 (H, 'Agroturystyka u Stochów', '', 'Ząb 112;Poronin;małopolskie;34-520;Polska', 'konie dla dzieci, 4 noce, zaliczka 300 zł przelewem', ''),
 (H, 'Noclegi Pod Kasprowym', '', 'Kasprusie 20;Zakopane;małopolskie;34-500;Polska', '', ''),
 (H, 'Willa Marta', '', 'Kościeliska 31;Zakopane;małopolskie;34-500;Polska', 'pokoje 2-os. z łazienką, zameldowanie od 14', ''),
 (H, 'Kwatery prywatne u Chowańców', '', 'Wierchowa 5;Bukowina Tatrzańska;małopolskie;34-530;Polska', 'sylwester, 3 noclegi, kuchnia wspólna', ''),
 # --- the Slovak Tatras and Slovakia
 (H, 'Chata pod Rysmi', '', 'Mengusovská dolina;Štrba;Prešovský kraj;059 85;Slovensko', '1 noc, 2 miejsca na poddaszu, potwierdzenie mailem', ''),
 (H, 'Téryho chata', '', 'Malá Studená dolina;Vysoké Tatry;Prešovský kraj;062 01;Slovensko', '', ''),
 (H, 'Hotel Patria Štrbské Pleso', '', 'Štrbské Pleso 3;Vysoké Tatry;Prešovský kraj;059 85;Slovensko', '2 noci, polpenzia, wellness', ''),
 (H, 'Penzión Pod Rozsutcom', '', 'Terchová 512;Terchová;Žilinský kraj;013 06;Slovensko', 'Mała Fatra, 3 noce, pies ok', ''),
 (H, 'Chata Anička', '', 'Liptovský Ján 214;Liptovský Ján;Žilinský kraj;032 03;Slovensko', 'cała chata 6 os., 4 noce, kaucja 100 €', ''),
 # --- the Baltic coast
 (H, 'Domki letniskowe Bursztynowa Zatoka', '', 'Rozewska 14;Jastrzębia Góra;pomorskie;84-104;Polska', 'domek nr 5, 7 nocy, pościel własna', ''),
 (H, 'Ośrodek Wypoczynkowy Rybitwa', '', 'Nadmorska 9;Łeba;pomorskie;84-360;Polska', 'lipiec 2 tyg., pełne wyżywienie, zaliczka do 15.05', ''),
 (H, 'Kemping Morski Dębki', '', 'Wczasowa 2;Dębki;pomorskie;84-110;Polska', 'miejsce na namiot + prąd, 5 nocy', ''),
 (H, 'Sheraton Sopot', '', 'Powstańców Warszawy 10;Sopot;pomorskie;81-718;Polska', 'weekend we dwoje, 1 noc, widok na molo', ''),
 (H, 'Pokoje Gościnne Kaszubska Chata', '', 'Kaszubska 3;Władysławowo;pomorskie;84-120;Polska', '', ''),
 (H, 'Karczma Kociewska', '', 'Gdańska 40;Świecie;kujawsko-pomorskie;86-100;Polska', 'nocleg w połowie drogi nad morze, pokój rodzinny, 1 noc', ''),
 # --- Masuria
 (H, 'Hotel Gołębiewski Mikołajki', '', 'Mrągowska 34;Mikołajki;warmińsko-mazurskie;11-730;Polska', 'aquapark w cenie, 3 noce', ''),
 (H, 'Gospodarstwo Agroturystyczne Bocianie Gniazdo', '', 'Zełwągi 12;Mikołajki;warmińsko-mazurskie;11-730;Polska', 'rowery, śniadanie wiejskie, 6 nocy', ''),
 (H, 'Stanica Wodna PTTK Krutyń', '', 'Krutyń 30;Piecki;warmińsko-mazurskie;11-710;Polska', 'spływ Krutynią, domek 4-os. 1 noc, 2 kajaki', ''),
 (H, 'Domki nad Jeziorem Nidzkim', '', 'Wiejska 8;Ruciane-Nida;warmińsko-mazurskie;12-220;Polska', '', ''),
 # --- the Bieszczady
 (H, 'Arłamów', '', 'Arłamów 1;Ustrzyki Dolne;podkarpackie;38-700;Polska', 'majówka, 3 noclegi, basen i kręgle', 'URL:https://www.arlamow.pl'),
 (H, 'Chatka Puchatka', '', 'Połonina Wetlińska;Wetlina;podkarpackie;38-608;Polska', '1 noc, śpiwory!', ''),
 (H, 'Bacówka PTTK pod Małą Rawką', '', 'Wetlina;Cisna;podkarpackie;38-608;Polska', '', ''),
 (H, 'Zajazd Pod Kasztanami', '', 'Krakowska 12;Łańcut;podkarpackie;37-100;Polska', 'nocleg w drodze w Bieszczady, 2 pokoje, śniadanie od 7', ''),
 # --- Czechia
 (H, 'Chata Jiřího na Šeráku', '', 'Šerák;Ramzová;Olomoucký kraj;790 65;Česko', '2 noci, polopenze', ''),
 (H, 'Penzion Slunečnice', '', 'Pec pod Sněžkou 180;Pec pod Sněžkou;Královéhradecký kraj;542 21;Česko', '', ''),
 (H, 'Chalupa U Vodníka', '', 'Janské Lázně 42;Janské Lázně;Královéhradecký kraj;542 25;Česko', 'cała chałupa, 7 nocí, kauce 3000 Kč', ''),
 (H, 'Penzion U Zlatého Jelena', '', 'Latrán 27;Český Krumlov;Jihočeský kraj;381 01;Česko', '2 noce, zameldowanie od 14, spływ Wełtawą', ''),
 # --- Lake Balaton
 (H, 'Napsugár Vendégház', '', 'Arany János utca 10;Balatonfüred;Veszprém;8230;Magyarország', '4 éjszaka, kert, grill', ''),
 (H, 'Borostyán Panzió', '', 'Kossuth Lajos utca 5;Tihany;Veszprém;8237;Magyarország', '', ''),
 (H, 'Hotel Annabella', '', 'Deák Ferenc utca 25;Balatonfüred;Veszprém;8230;Magyarország', '1 noc, basen kryty', ''),
 # --- Croatia, Montenegro
 (H, 'Apartmani Vila Ana', '', 'Put Cvitačke 5;Makarska;Splitsko-dalmatinska;21300;Hrvatska', 'apartman A3, 10 noći, predujam 30 %', ''),
 (H, 'Sobe Ivana', '', 'Ulica Petra Hektorovića 12;Hvar;Splitsko-dalmatinska;21450;Hrvatska', '2 noce, katamaran ze Splitu 9:30', 'EMAIL:sobe.ivana.hvar@gmail.com'),
 (H, 'Kamp Straško', '', 'Trajanova 1;Novalja;Ličko-senjska;53291;Hrvatska', 'parcela 214, 5 nocy', ''),
 (H, 'Hotel Lapad', '', 'Lapadska obala 37;Dubrovnik;Dubrovačko-neretvanska;20000;Hrvatska', '', ''),
 (H, 'Hotel Conte', '', 'Obala Marka Martinovića bb;Perast;;85336;Crna Gora', '2 noći, pogled na zaliv', ''),
 (H, 'Apartmani Radović', '', 'Dobrota 44;Kotor;;85330;Crna Gora', '', ''),
 # --- Bulgaria, Romania
 (H, 'Къща за гости Старият Несебър', '', 'ул. Мена 5;Несебър;Бургас;8231;България', '5 нощувки, закуска', ''),
 (H, 'Семеен хотел Марина', '', 'ул. Републиканска 20;Созопол;Бургас;8130;България', '', ''),
 (H, 'Pensiunea Moara Veche', '', 'Strada Principală 200;Bran;Brașov;507025;România', '3 nopți, mic dejun inclus', ''),
 (H, 'Cabana Bâlea Lac', '', 'Transfăgărășan;Cârțișoara;Sibiu;557070;România', '1 noc, ciepłe ubrania!', ''),
 (H, 'Casa Luxemburg', '', 'Piața Mică 16;Sibiu;Sibiu;550182;România', '', ''),
 # --- Georgia
 (H, 'საოჯახო სასტუმრო ნინო', '', 'ყაზბეგის ქ. 12;სტეფანწმინდა;მცხეთა-მთიანეთი;4700;საქართველო', '3 noce, kolacja u gospodyni, chaczapuri', ''),
 (H, 'სასტუმრო რუმსი ყაზბეგი', '', 'ვ. გორგასლის ქ. 1;სტეფანწმინდა;მცხეთა-მთიანეთი;4700;საქართველო', '', ''),
 (H, 'Fabrika Tbilisi', '', 'ეგნატე ნინოშვილის ქ. 8;თბილისი;;0102;საქართველო', '2 noce, pokój prywatny, nie dorm', ''),
 # --- the Ukrainian Carpathians
 (H, 'Садиба «Смерекова хата»', '', 'вул. Свободи 40;Яремче;Івано-Франківська обл.;78500;Україна', '4 ночі, вареники, баня', ''),
 (H, 'Radisson Blu Resort Bukovel', '', 'Поляниця;Буковель;Івано-Франківська обл.;78593;Україна', '', ''),
 # --- the grandmother's sanatorium
 (H, 'Sanatorium Uzdrowiskowe Mewa', '', 'Sienkiewicza 10;Kołobrzeg;zachodniopomorskie;78-100;Polska', 'babcia Krysia, turnus NFZ 21 dni od 3.09, pokój 2-os.', ''),
]
P = [
 # family and household
 (N, 'Mama', ';Mama;;;', 'Krakowska 15;Tarnów;małopolskie;33-100;Polska', 'imieniny 26.07, leki na ciśnienie', ''),
 (N, 'Tata', ';Tata;;;', '', 'działka w Skawinie, sobota', ''),
 (N, 'Teściowa Halina', 'Mazur;Halina;;;', '', 'pierogi na Wigilię, odbiór 23.12', ''),
 (N, 'Dziadek Józef', 'Mazur;Józef;;;', 'Krakowska 50;Wieliczka;małopolskie;32-020;Polska', 'odwiedziny niedziela po 14, lubi krówki', ''),
 (N, 'Joanna Bielecka', 'Bielecka;Joanna;;;', '', 'Asia, praca do 16', 'ORG:Uniwersytet Ekonomiczny w Krakowie'),
 (N, 'Zosia', 'Bielecka;Zofia;;;', '', 'kl. 4b, basen wt', ''),
 (N, 'Staś', 'Bielecki;Stanisław;;;', '', 'kl. 1a, piłka wt/czw', ''),
 (N, 'Kasia Bielecka', 'Bielecka;Katarzyna;;;', '', 'siostra, wesele 14.06', ''),
 (N, 'Bartek Wierzbicki', 'Wierzbicki;Bartłomiej;;;', '', 'przyszły szwagier, pożyczył wiertarkę', ''),
 (N, 'Marek Zajazdowski', 'Zajazdowski;Marek;;;', 'Czerwone Maki 71/14;Kraków;małopolskie;30-392;Polska', 'sąsiad z 3 piętra, klucze do piwnicy', ''),
 (N, 'Ewa Gość', 'Gość;Ewa;;;', '', 'wychowawczyni Zosi, wywiadówka 18.11', 'ORG:Szkoła Podstawowa nr 162 w Krakowie || TITLE:nauczycielka'),
 (N, 'Krzysztof Hotelski', 'Hotelski;Krzysztof;;;', '', 'trener Stasia, treningi wt/czw 17:00', ''),
 (N, 'Pan Zbyszek hydraulik', ';Zbigniew;;;', '', 'kran w łazience, 150 zł', ''),
 (N, 'Pani Ela (sprzątanie)', ';Elżbieta;;;', '', 'co drugi piątek, gotówka', ''),
 # colleagues and clients
 (N, 'Tadeusz Karczmarczyk', 'Karczmarczyk;Tadeusz;;;', '', 'kierownik budowy Psie Pole', 'ORG:Via-Most Inżynieria Sp. z o.o. || TITLE:kierownik budowy'),
 (N, 'Petr Hostinský', 'Hostinský;Petr;;;', '', 'most Odra, kontrolní den čt 10:00', 'ORG:Ředitelství silnic a dálnic ČR || TITLE:technický dozor'),
 (N, 'Zuzana Horváthová', 'Horváthová;Zuzana;;;', '', 'D4 Bratislava, posudok do piatku', 'ORG:Národná diaľničná spoločnosť'),
 (N, 'Szabó Gábor', 'Szabó;Gábor;;;', '', 'M0 híd, angolul', 'ORG:Magyar Közút Nonprofit Zrt. || TITLE:hídmérnök'),
 (N, 'Andrei Mureșan', 'Mureșan;Andrei;;;', '', 'centura Cluj, WhatsApp', 'ORG:CNAIR DRDP Cluj'),
 (N, 'Георги Стоянов', 'Стоянов;Георги;;;', '', 'среща вторник, Viber', 'ORG:Агенция Пътна инфраструктура'),
 (N, 'Олександр Бондар', 'Бондар;Олександр;;;', '', 'мости Київщина, Signal', 'ORG:Укравтодор || TITLE:головний інженер'),
 (N, 'Rūta Jankauskienė', 'Jankauskienė;Rūta;;;', '', 'Neris bridge, review comments', 'ORG:LTG Infra'),
 (N, 'Jānis Ozols', 'Ozols;Jānis;;;', '', 'workshop Riga, Tue 9:00', 'ORG:RB Rail AS'),
 # hotel staff, a hut warden, hosts
 (N, 'Magdalena Wrona', 'Wrona;Magdalena;;;', '', 'stawka firmowa 2026, umowa do podpisu', 'ORG:Radisson Hotel & Suites Gdańsk || TITLE:Corporate Sales Manager'),
 (N, 'Оксана Мельник', 'Мельник;Оксана;;;', '', 'пізній виїзд ok', 'ORG:Готель Леополіс || TITLE:менеджер з бронювання'),
 (N, 'Józef Gąsienica', 'Gąsienica;Józef;;;', '', 'dzwonić po 20, rezerwacje grupowe', 'ORG:Schronisko PTTK Murowaniec || TITLE:kierownik schroniska'),
 (N, 'Kovács Zsuzsa', 'Kovács;Zsuzsa;;;', '', 'kulcs a postaládában', 'ORG:Napsugár Vendégház || TITLE:tulajdonos'),
 (N, 'Maria Chowaniec', 'Chowaniec;Maria;;;', '', 'kwatery Bukowina, 3 noclegi sylwester, zadatek 200 zł', ''),
 (N, 'Ivana Marić', 'Marić;Ivana;;;', '', 'ključ kod susjede, WhatsApp', 'ORG:Sobe Ivana'),
]
O = [
 # restaurants and inns without rooms, bars
 (N, 'Karczma Bąkowo Zohylina', '', 'Piłsudskiego 6;Zakopane;małopolskie;34-500;Polska', 'stolik na 6, sobota 19:00, muzyka góralska', ''),
 (N, 'Gospoda Pod Czarnym Kogutem', '', 'Lipowa 4;Wieliczka;małopolskie;32-020;Polska', 'komunia Stasia 18.05, sala na 25 osób, zadatek 1000 zł', ''),
 (N, 'Zajazd Staropolski', '', 'Krakowska 2;Jędrzejów;świętokrzyskie;28-300;Polska', 'obiad w drodze do Warszawy, pierogi', ''),
 (N, 'Restauracja Hotelu Copernicus', '', 'Kanonicza 16;Kraków;małopolskie;31-002;Polska', 'rocznica, kolacja degustacyjna 19:30', ''),
 (N, 'Schronisko Bar', '', 'Kolejowa 1;Warszawa;mazowieckie;01-217;Polska', 'po Forum, piwo z ekipą', ''),
 (N, 'Salaš Krajinka', '', 'Bystrá 1;Ružomberok;Žilinský kraj;034 01;Slovensko', 'bryndzové halušky, po drodze', ''),
 (N, 'Borcsa Halászcsárda', '', 'Tagore sétány 8;Balatonfüred;Veszprém;8230;Magyarország', 'halászlé, 19:00 4 fő', ''),
 (N, 'Konoba Pjerin', '', 'Pupnatska Luka bb;Korčula;Dubrovačko-neretvanska;20260;Hrvatska', 'večera 20h, 4 osobe', ''),
 (N, 'Механа Чучура', '', 'ул. Хемус 1;Несебър;Бургас;8231;България', '', ''),
 (N, 'რესტორანი ბარბარესთან', '', 'დავით აღმაშენებლის გამზ. 132;თბილისი;;0112;საქართველო', 'მაგიდა 20:00, 4 ადამიანი', ''),
 (N, 'Ресторан «Криївка»', '', 'пл. Ринок 14;Львів;;79008;Україна', 'гасло: Слава Україні!', ''),
 (N, 'Pijalnia Główna Krynica-Zdrój', '', 'Nowotarskiego 9;Krynica-Zdrój;małopolskie;33-380;Polska', 'Zuber dla babci', ''),
 (N, 'Termy Bania', '', 'Środkowa 181;Białka Tatrzańska;małopolskie;34-405;Polska', 'bilety rodzinne 3h', ''),
 # a wedding house, culture, care homes, an animal shelter
 (N, 'Dom Weselny Pod Dębami', '', 'Leśna 12;Niepołomice;małopolskie;32-005;Polska', 'wesele Kasi i Bartka 14.06 godz. 16:00, koperta', ''),
 (N, 'Dom Kultury Ruczaj', '', 'Torfowa 4;Kraków;małopolskie;30-384;Polska', 'Zosia taniec śr 17:30, opłata kwartalna', ''),
 (N, 'Dom Pomocy Społecznej im. Helclów', '', 'Helclów 2;Kraków;małopolskie;31-148;Polska', 'ciocia Hela, odwiedziny 14-17', ''),
 (N, 'Pensjonat Seniora Słoneczna Przystań', '', 'Krakowska 50;Wieliczka;małopolskie;32-020;Polska', 'dziadek Józef - pobyt stały, opłata do 10-go', ''),
 (N, 'Schronisko dla Bezdomnych Zwierząt w Krakowie', '', 'Rybna 3;Kraków;małopolskie;30-254;Polska', 'adopcja Fafika, szczepienie i chip', ''),
 # a company with Hostel in its name; the employer; clients; venues
 (N, 'Hostel Invest Sp. z o.o.', '', 'Wielicka 28;Kraków;małopolskie;30-552;Polska', 'inwestor - przebudowa akademika, odbiór 12.03', ''),
 (N, 'Via-Most Inżynieria Sp. z o.o.', '', 'Zabłocie 23;Kraków;małopolskie;30-701;Polska', 'delegacje rozlicza p. Beata do 5-go', 'URL:https://www.via-most.pl'),
 (N, 'GDDKiA Oddział w Krakowie', '', 'Mogilska 25;Kraków;małopolskie;31-542;Polska', 'narada koordynacyjna pon 10:00', ''),
 (N, 'Międzynarodowe Centrum Kongresowe', '', 'plac Sławika i Antałka 1;Katowice;śląskie;40-163;Polska', 'Forum Drogowe, stoisko B12', ''),
 # travel agencies, airlines, trains, buses, ferries, rentals
 (N, 'Orbis Travel', '', 'Rynek Główny 41;Kraków;małopolskie;31-013;Polska', 'oferta Bułgaria, zaliczka 30 %', ''),
 (N, 'Biuro Podróży Itaka', '', 'Karmelicka 7;Kraków;małopolskie;31-133;Polska', 'last minute Chorwacja?', 'URL:https://www.itaka.pl'),
 (N, 'Rainbow Tours', '', 'Szewska 20;Kraków;małopolskie;31-009;Polska', '', ''),
 (N, 'LOT Polish Airlines', '', '', 'Miles&More 9922 1804 3371', 'KIND:org'),
 (N, 'Wizz Air', '', '', 'KTW-KUT, WIZZ Discount Club', 'KIND:org'),
 (N, 'Ryanair', '', '', '', ''),
 (N, 'PKP Intercity', '', '', 'Kraków-Gdańsk EIP, wagon 5, miejsce 45', ''),
 (N, 'FlixBus', '', '', 'Kraków-Lwów 22:15, bagaż 1 szt.', 'KIND:org'),
 (N, 'RegioJet', '', 'Nádražní 2;Ostrava;Moravskoslezský kraj;702 00;Česko', 'nocny Kraków-Praha, kuszetka 4-os.', ''),
 (N, 'Krilo Kapetan Luka', '', 'Obala Lazareta 3;Split;Splitsko-dalmatinska;21000;Hrvatska', 'katamaran Split-Hvar 9:30, 4 karty', ''),
 (N, 'Sail Mazury - czarter jachtów', '', 'Przystań 3;Mikołajki;warmińsko-mazurskie;11-730;Polska', 'Antila 24, 7 dni, kaucja 2000 zł', ''),
 # mountains: ski school, lifts, rescue, parks
 (N, 'Szkoła Narciarska Ski Team Białka', '', 'Środkowa 50;Białka Tatrzańska;małopolskie;34-405;Polska', 'Zosia i Staś 5 x 2h od 9:00', ''),
 (N, 'Kotelnica Białczańska', '', 'Środkowa 210;Białka Tatrzańska;małopolskie;34-405;Polska', 'karnet rodzinny 6 dni', ''),
 (N, 'Polskie Koleje Linowe - Kasprowy Wierch', '', 'Kuźnice 14;Zakopane;małopolskie;34-500;Polska', 'bilety online, wjazd 8:00', ''),
 (N, 'TOPR', '', 'Piłsudskiego 63a;Zakopane;małopolskie;34-500;Polska', 'alarmowy 985 / 601 100 300', ''),
 (N, 'GOPR Grupa Bieszczadzka', '', 'Mickiewicza 49;Sanok;podkarpackie;38-500;Polska', '', ''),
 (N, 'Bieszczadzka Kolejka Leśna', '', 'Majdan 17;Cisna;podkarpackie;38-607;Polska', 'przejazd Majdan-Balnica 10:00', ''),
 # health
 (N, 'LUX MED Galeria Kazimierz', '', 'Podgórska 34;Kraków;małopolskie;31-536;Polska', 'Staś pediatra wt 16:20', ''),
 (N, 'Poradnia Medycyny Podróży', '', 'Kopernika 7;Kraków;małopolskie;31-501;Polska', 'WZW A+B przed Gruzją, 2. dawka', ''),
 (N, 'Stomatologia Uśmiech', '', 'Kobierzyńska 98;Kraków;małopolskie;30-382;Polska', 'przegląd Zosi 12.04', ''),
 (N, 'Przychodnia Weterynaryjna Azor', '', 'Grota-Roweckiego 9;Kraków;małopolskie;30-348;Polska', 'Fafik odrobaczanie', ''),
 # school, home
 (N, 'Szkoła Podstawowa nr 162 w Krakowie', '', 'Bobrzyńskiego 27;Kraków;małopolskie;30-348;Polska', 'sekretariat 8-15', ''),
 (N, 'Administracja Osiedla Ruczaj', '', 'Czerwone Maki 65;Kraków;małopolskie;30-392;Polska', 'awaria ciepłej wody, zgłoszenie 118/26', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'T{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
