#!/usr/bin/env python3
"""review105: the address book of a Warsaw household in Mokotów (Poland).

Tomasz Wiśniewski is a civil servant at the Ministry of Infrastructure who
travels to Gdańsk, Wrocław, Poznań, Kraków, Brussels, Berlin, Vilnius and
Kyiv; Agnieszka Wiśniewska is a pharmacist. Their son Michał studies in
Kraków, their daughter Kasia is at school in Mokotów; his parents live in
Lublin, hers in Białystok. Holidays: the Tatras and Zakopane (pensjonaty,
domki, schroniska PTTK), the Masurian lakes (agroturystyka, ośrodki
wypoczynkowe, domki letniskowe, a tent field), the Baltic coast (Sopot, Hel:
kwatery prywatne, apartamenty, pokoje gościnne), Bieszczady (chaty,
bacówki), his mother's sanatorium stay in Ciechocinek and his father's
outpatient treatment in Nałęczów, a Croatian summer driven through Slovakia
(apartmani, a kamp), a weekend in Prague.

Label rule: `hotel` = a place one books a bed, room, bunk, cabin, cottage,
apartment, house or tent pitch at for the night (hotels, hostels, B&Bs,
pensjonaty, kwatery, pokoje gościnne, agroturystyka, ośrodki wypoczynkowe,
domki, holiday lets, campsites and tent fields, mountain huts, sanatoria
where one is resident, a zajazd/karczma/gościniec that lets rooms and was
used for the night). `not` = everything else: every person's card (even a
host, a landlady, or a hotel employee whose ORG is the hotel or whose NOTE
is about nights), restaurants, bars, bakeries (whatever lodging word their
name holds), a hotel's café/restaurant/spa visited by day, wedding and
event venues, a culture house, a homeowners' association, a students'
dormitory where the son lives, a care home, pet boarding, an animal
shelter, agencies and booking portals, airlines, sleeper trains, ferries,
lake cruises, museums, doctors, schools, shops, employers.

Each row: (label, name, n, adr, note, extra); an organisation's card has
n == '' (fn = org = name); a person's card has n = 'Family;Given;;;' and
its employer, if any, as ORG:… in extra. Ids CT001… in order; styles cycle
apple, google, outlook, android, thunderbird. The comment after each row
gives its group (for the README counts): H-w = place to stay with a
lodging word in its name, H-nw = place to stay without one (own name,
brand, or an ambiguous word such as Dom, Willa, Chata, Zajazd, Residence),
P = person, O-… = other organisation.
"""
import os

here = os.path.dirname(os.path.abspath(__file__))
PL = 'Polska'
rows = [
    ('hotel', 'Hotel Podewils', '', 'ul. Szafarnia 2;Gdańsk;pomorskie;80-755;' + PL,
     'delegacja 12-14.03 (2 noce), pokój 214, śniadanie w cenie, faktura na MI - NIP w mailu', 'TEL:+48 58 300 95 60'),  # H-w work
    ('not', 'Krzysztof Zawadzki', 'Zawadzki;Krzysztof;;;', 'ul. Tytusa Chałubińskiego 4/6;Warszawa;mazowieckie;00-928;' + PL,
     'pokój 718, wew. 3412', 'CATEGORIES:Praca || ORG:Ministerstwo Infrastruktury || TITLE:Naczelnik Wydziału Polityki Kolejowej || EMAIL:krzysztof.zawadzki@mi.gov.pl'),  # P colleague
    ('hotel', 'Wielopole', '', 'ul. Wielopole 3;Kraków;małopolskie;31-072;' + PL,
     '18-20.09 dwie noce, pokój dwuosobowy, śniadanie w cenie, nr rez. 55120', ''),  # H-nw work
    ('not', 'Zajazd Bartnik', '', 'Załuski 14;Załuski;mazowieckie;09-142;' + PL,
     'obiad w drodze na Mazury - pierogi z mięsem, żurek. Czynne 10-22', ''),  # O-restaurant
    ('hotel', 'Pensjonat Gronik', '', 'ul. Droga do Olczy 12;Zakopane;małopolskie;34-500;' + PL,
     'ferie 2025: 8-15.02, 7 nocy, pokój 4-os z łazienką, zadatek 600 zł przelewem do 10.01, śniadania i obiadokolacje', 'TEL:+48 18 201 44 12 || CATEGORIES:Wakacje'),  # H-w tatry
    ('not', 'Jan Wiśniewski', 'Wiśniewski;Jan;;;', 'ul. Gabriela Narutowicza 12/4;Lublin;lubelskie;20-016;' + PL,
     'Tata. Imieniny 24.06, urodziny 3.11. Nałęczów - zabiegi w październiku', 'TEL;TYPE=HOME:+48 81 532 19 07'),  # P family
    ('hotel', 'PURO Gdańsk Stare Miasto', '', 'ul. Stągiewna 26;Gdańsk;pomorskie;80-750;' + PL, '', ''),  # H-nw work minimal
    ('not', 'Karczma Sabała', '', 'ul. Krupówki 11;Zakopane;małopolskie;34-500;' + PL,
     'kolacja w sobotę 19:00, stolik na 6 os. (z Nowakami), kwaśnica i placki po zbójnicku', ''),  # O-hotel restaurant
    ('hotel', 'Novotel Wrocław Centrum', '', 'ul. Powstańców Śląskich 7;Wrocław;dolnośląskie;53-332;' + PL,
     'nr rez. 4481726, 2 noce, doba hotelowa od 14, wyjazd do 12, parking 60 zł/doba', ''),  # H-nw work
    ('not', 'Marta Zielińska', 'Zielińska;Marta;;;', 'ul. Powstańców Śląskich 7;Wrocław;dolnośląskie;53-332;' + PL,
     'oferta na konferencję MI w listopadzie: 40 pokoi x 2 noce, stawka 390 zł/noc ze śniadaniem, sala na 120 os.',
     'ORG:Novotel Wrocław Centrum || TITLE:Sales Manager || EMAIL:marta.zielinska@accor.com'),  # P hotel staff
    ('hotel', 'Sofitel Wrocław Old Town', '', 'ul. Św. Mikołaja 67;Wrocław;dolnośląskie;50-127;' + PL,
     'konferencja KPO, 2 noce, 540 zł/noc, check-in od 15', ''),  # H-nw work
    ('not', 'Ministerstwo Infrastruktury', '', 'ul. Tytusa Chałubińskiego 4/6;Warszawa;mazowieckie;00-928;' + PL,
     'kancelaria ogólna pn-pt 8:15-16:15; delegacje - p. Ewa z kadr wew. 3120',
     'URL:https://www.gov.pl/web/infrastruktura || KIND:org || TEL:+48 22 630 10 00 || CATEGORIES:Praca'),  # O-employer
    ('hotel', 'Blow Up Hall 5050', '', 'ul. Kościuszki 42;Poznań;wielkopolskie;61-891;' + PL,
     'nocleg 15/16.05, pokój 12, parking w Starym Browarze, 610 zł', ''),  # H-nw work
    ('not', 'Apteka Pod Arkadami', '', 'ul. Puławska 95;Warszawa;mazowieckie;02-595;' + PL,
     'apteka Agi, zmiany 8-16 / 12-20, kierowniczka mgr Szymańska', 'TEL:+48 22 844 21 10 || KIND:org'),  # O-employer
    ('hotel', 'IBB Andersia Hotel', '', 'Plac Władysława Andersa 3;Poznań;wielkopolskie;61-894;' + PL, '', ''),  # H-w work minimal
    ('not', 'Krystyna Wiśniewska', 'Wiśniewska;Krystyna;;;', 'ul. Gabriela Narutowicza 12/4;Lublin;lubelskie;20-016;' + PL,
     'Mama. Sanatorium Ciechocinek 3-24.06 (Krystynka, pok. 112) - odwiedziny w niedzielę', 'TEL;TYPE=CELL:+48 605 118 402'),  # P family
    ('hotel', 'Hotel Stary', '', 'ul. Szczepańska 5;Kraków;małopolskie;31-011;' + PL,
     'rezerwacja przez sekretariat DG, 1 noc 720 zł, limit delegacyjny przekroczony - oświadczenie', ''),  # H-w work
    ('not', 'Gościniec Kurpiowski', '', 'ul. Białostocka 80;Ostrów Mazowiecka;mazowieckie;07-300;' + PL,
     'postój w drodze do Białegostoku, kartacze i babka ziemniaczana, czynne do 21', ''),  # O-restaurant
    ('hotel', 'Hotel Leopold', '', 'Rue du Luxembourg 35;Bruxelles;;1050;Belgique',
     'Council working party on transport: 3 nights, conf. no 88213940, late check-in requested (flight LO235 lands 21:40)', ''),  # H-w work
    ('not', 'Sophie Vandenberghe', 'Vandenberghe;Sophie;;;', 'Rue de Mot 28;Bruxelles;;1040;Belgique',
     'DG MOVE unit C.1 - TEN-T corridors; met in Warsaw Oct 2024', 'ORG:European Commission – DG MOVE || EMAIL:sophie.vandenberghe@ec.europa.eu'),  # P colleague
    ('hotel', "Martin's Brussels EU", '', 'Boulevard Charlemagne 80;Bruxelles;;1000;Belgique',
     'booked via CWT, 2 nights, 189 EUR/night, breakfast not included', ''),  # H-nw work
    ('not', 'Le Cercle des Voyageurs', '', 'Rue des Grands Carmes 18;Bruxelles;;1000;Belgique', '', ''),  # O-restaurant minimal
    ('hotel', 'Hotel Albrechtshof', '', 'Albrechtstraße 8;Berlin;;10117;Deutschland',
     'Buchungsnr. 7Q2K19, 2 Nächte, Frühstück 17,50 € extra, Check-in ab 15 Uhr', ''),  # H-w work
    ('not', 'Jens Hoffmann', 'Hoffmann;Jens;;;', 'Invalidenstraße 44;Berlin;;10115;Deutschland',
     'Referat E 13, Schienengüterverkehr; spricht etwas Polnisch', 'ORG:Bundesministerium für Digitales und Verkehr || EMAIL:jens.hoffmann@bmdv.bund.de'),  # P colleague
    ('hotel', 'Sir Savigny', '', 'Kantstraße 144;Berlin;;10623;Deutschland',
     '1 noc, 129 EUR, pokój jednoosobowy, śniadanie 24 EUR', ''),  # H-nw work
    ('not', 'Hofbräu Wirtshaus Berlin', '', 'Karl-Liebknecht-Straße 30;Berlin;;10178;Deutschland', '', ''),  # O-restaurant minimal
    ('hotel', 'Artagonist', '', 'Šv. Ignoto g. 12;Vilnius;;01144;Lietuva',
     '2 noce, spotkanie w ministerstwie (Rail Baltica), pokój 507, śniadanie od 6:30', ''),  # H-nw work
    ('not', 'Rūta Petrauskienė', 'Petrauskienė;Rūta;;;', 'Gedimino pr. 17;Vilnius;;01505;Lietuva',
     'Rail Baltica, mówi po polsku', 'ORG:Lietuvos Respublikos susisiekimo ministerija || EMAIL:ruta.petrauskiene@sumin.lt'),  # P colleague
    ('hotel', 'Narutis', '', 'Pilies g. 24;Vilnius;;01123;Lietuva', '', ''),  # H-nw work minimal
    ('not', 'Etno Dvaras', '', 'Pilies g. 16;Vilnius;;01123;Lietuva', '', ''),  # O-restaurant minimal
    ('hotel', 'Bursa Kyiv', '', 'вул. Кирилівська 11;Київ;;04080;Україна',
     '3 noce, płatność kartą, schron w piwnicy (-1), przy alarmie winda wyłączona', ''),  # H-nw work
    ('not', 'Олена Коваленко', 'Коваленко;Олена;;;', 'вул. Ділова 24;Київ;;03150;Україна',
     'Tomasz - grupa robocza ds. odbudowy mostów, tłumaczka p. Iryna', 'ORG:Міністерство розвитку громад та територій України || EMAIL:o.kovalenko@mindev.gov.ua'),  # P colleague
    ('hotel', 'Готель «Дніпро»', '', 'вул. Хрещатик 1/2;Київ;;01001;Україна',
     'rezerwacja przez ambasadę, 2 ночі, номер 611, сніданок включено', ''),  # H-w work
    ('not', 'Канапа', '', 'Андріївський узвіз 19а;Київ;;04070;Україна', '', ''),  # O-restaurant minimal
    ('not', 'Укрзалізниця – Przemyśl–Kyiv', '', 'Plac Legionów 1;Przemyśl;podkarpackie;37-700;' + PL,
     'pociąg nocny Przemyśl Główny 21:15 - Kyiv-Pas. 7:40, wagon sypialny 2-os. (СВ), miejsce 7, bilet w aplikacji', ''),  # O-sleeper train
    ('hotel', 'Hotel Lublinianka', '', 'ul. Krakowskie Przedmieście 56;Lublin;lubelskie;20-002;' + PL,
     '80. urodziny taty: 1 noc 2 pokoje (my + Piotr z Gosią), śniadanie w cenie', ''),  # H-w family
    ('not', 'Piotr Wiśniewski', 'Wiśniewski;Piotr;;;', 'ul. Zana 40/12;Lublin;lubelskie;20-601;' + PL,
     'brat Tomka, żona Gosia, dzieci Antek i Zosia', 'ORG:PKP Polskie Linie Kolejowe S.A. || TEL;TYPE=CELL:+48 602 771 340'),  # P family
    ('hotel', 'Mercure Lublin Centrum', '', 'Aleje Racławickie 12;Lublin;lubelskie;20-037;' + PL,
     'Wielkanoc 2024 - 2 noce, pokój rodzinny, parking w cenie', ''),  # H-nw family
    ('not', 'Sanatorium Książę Józef', '', 'Aleja Małachowskich 5;Nałęczów;lubelskie;24-140;' + PL,
     'tata - zabiegi ambulatoryjne 14-25.10 (bez noclegu, dojeżdża z Lublina autobusem), kinezyterapia 9:30', ''),  # O-sanatorium outpatient
    ('hotel', 'Sanatorium Krystynka', '', 'ul. Tężniowa 1;Ciechocinek;kujawsko-pomorskie;87-720;' + PL,
     'mama - turnus NFZ 21 dni od 3.06, pokój 112, przyjazd do 12, odwiedziny w niedzielę', ''),  # H-w sanatorium
    ('hotel', 'Austeria Ciechocinek', '', 'ul. Zdrojowa 14;Ciechocinek;kujawsko-pomorskie;87-720;' + PL,
     'my - 1 noc w odwiedziny u mamy w sanatorium, 340 zł ze śniadaniem', ''),  # H-nw sanatorium
    ('hotel', 'Stara Leśniczówka', '', 'Górecko Kościelne 31;Józefów;lubelskie;23-460;' + PL,
     'Roztocze z rodzicami: cały dom, 4 noce, 600 zł/doba, klucze w skrytce przy furtce (kod 1955)', ''),  # H-nw family
    ('not', 'Zbigniew Kowalczyk', 'Kowalczyk;Zbigniew;;;', 'ul. Lipowa 30/7;Białystok;podlaskie;15-424;' + PL, '', ''),  # P family minimal
    ('not', 'Teresa Kowalczyk', 'Kowalczyk;Teresa;;;', 'ul. Lipowa 30/7;Białystok;podlaskie;15-424;' + PL,
     'Mama Agi. Lubi storczyki. Imieniny 15.10', 'TEL;TYPE=CELL:+48 691 220 518'),  # P family
    ('hotel', 'Branicki', '', 'ul. Zamenhofa 25;Białystok;podlaskie;15-435;' + PL,
     'wesele Eli: 2 noce 13-15.09, kod rabatowy WESELE-ELA, pokój 305', ''),  # H-nw family
    ('not', 'Beata Lewandowska', 'Lewandowska;Beata;;;', 'ul. Zamenhofa 25;Białystok;podlaskie;15-435;' + PL,
     'menu na 90-tkę babci Stefanii w sali kominkowej, 160 zł/os., zaliczka 1000 zł',
     'ORG:Branicki || TITLE:Kierownik działu gastronomii'),  # P hotel staff
    ('not', 'Dom Przyjęć Pod Dębem', '', 'ul. Białostocka 52;Wasilków;podlaskie;16-010;' + PL,
     'dom weselny - wesele Eli i Kuby 14.09 od 16:00, poprawiny w niedzielę, noclegi gości w Branickim', ''),  # O-venue
    ('not', 'DPS Kombatant', '', 'ul. Sternicza 125;Warszawa;mazowieckie;01-350;' + PL,
     'Dom Pomocy Społecznej - babcia Stefania, pokój 23, odwiedziny codziennie 10-18, opiekunka p. Jola', 'TEL:+48 22 665 60 00'),  # O-care home
    ('not', 'Oberża Pod Turem', '', 'ul. Olgi Gabiec 2;Białowieża;podlaskie;17-230;' + PL,
     'obiad po wycieczce do rezerwatu żubrów, rezerwacja na 13:00 dla 5 os.', ''),  # O-restaurant
    ('hotel', 'Hala Kondratowa', '', 'Hala Kondratowa;Zakopane;małopolskie;34-500;' + PL,
     'sala 6-os., 2 noce 65 zł/os, pościel 15 zł, rezerwacja mailem, zadatek 130 zł', 'CATEGORIES:Góry'),  # H-nw tatry
    ('hotel', 'Schronisko w Roztoce', '', 'Dolina Roztoki;Bukowina Tatrzańska;małopolskie;34-530;' + PL, '', ''),  # H-nw tatry minimal
    ('not', 'Wojciech Bachleda', 'Bachleda;Wojciech;;;', 'ul. Kasprusie 31;Zakopane;małopolskie;34-500;' + PL,
     'przewodnik tatrzański - Orla Perć z Michałem, 450 zł/dzień', 'TITLE:Przewodnik tatrzański || TEL;TYPE=CELL:+48 600 312 777'),  # P guide
    ('hotel', 'Willa Hanka', '', 'ul. Kasprusie 20;Zakopane;małopolskie;34-500;' + PL,
     'majówka 1-4.05, 3 noce, 150 zł/os/noc, klucze w skrytce - kod 4471, parking na podwórku', ''),  # H-nw tatry
    ('hotel', 'Domki u Gąsienicy', '', 'ul. Oswalda Balzera 40;Zakopane;małopolskie;34-500;' + PL,
     'domek nr 3 z kominkiem, 5 nocy, zadatek 30% (750 zł), sprzątanie końcowe 100 zł', ''),  # H-w tatry
    ('not', 'Stanisław Gąsienica', 'Gąsienica;Stanisław;;;', 'ul. Droga do Olczy 12;Zakopane;małopolskie;34-500;' + PL,
     'właściciel Gronika - zadatek 600 zł na konto 12 1020 2892 0000 5402 0123 4567, 7 nocy na ferie, doba od 14',
     'ORG:Pensjonat Gronik || TEL;TYPE=CELL:+48 604 55 21 90'),  # P owner
    ('hotel', 'Belvedere Zakopane', '', 'Droga do Białego 3;Zakopane;małopolskie;34-500;' + PL,
     'rocznica ślubu: pakiet SPA 2 noce, 1240 zł za pokój, kolacja w cenie', ''),  # H-nw tatry
    ('hotel', 'Hotel Stamary', '', 'ul. Kościuszki 19;Zakopane;małopolskie;34-500;' + PL, '', ''),  # H-w tatry minimal
    ('not', 'Termy Chochołowskie', '', 'Chochołów 400;Chochołów;małopolskie;34-513;' + PL,
     'bilety całodzienne 2+2, wejście do 20:00, ręczniki swoje', ''),  # O-baths by day
    ('hotel', 'Mercure Kasprowy Zakopane', '', 'Polana Szymoszkowa 1;Zakopane;małopolskie;34-500;' + PL,
     'pakiet rodzinny ferie: 4 noce, basen, obiadokolacje, nr rez. MK-20931', ''),  # H-nw tatry
    ('hotel', 'Schronisko na Polanie Chochołowskiej', '', 'Polana Chochołowska;Witów;małopolskie;34-512;' + PL,
     'pokój 2-os., 1 noc, płatne na miejscu gotówką', ''),  # H-w tatry
    ('not', 'Bar Schronisko', '', 'ul. Krupówki 6;Zakopane;małopolskie;34-500;' + PL,
     'grzaniec po nartach, quiz we czwartki', ''),  # O-bar
    ('not', 'Biuro Przewodników Tatrzańskich', '', 'ul. Chramcówki 35;Zakopane;małopolskie;34-500;' + PL,
     'przewodnik na Rysy dla 4 os., zamówienie na 12.08', 'URL:https://www.przewodnicy.zakopane.pl'),  # O-guides
    ('not', 'Pociąg nocny IC Warszawa–Zakopane', '', 'Aleje Jerozolimskie 142a;Warszawa;mazowieckie;02-305;' + PL,
     'nocny IC Warszawa Wsch. 22:05 - Zakopane 7:10, wagon sypialny, przedział 3-os. nr 5, bilety w aplikacji', ''),  # O-sleeper train
    ('hotel', 'Bacówka w Jaworcu', '', 'Jaworzec;Kalnica;podkarpackie;38-608;' + PL,
     '2 noce w sali 8-os., śpiwory swoje, ciepła woda do 22', ''),  # H-nw bieszczady
    ('hotel', 'Chata Socjologa', '', 'Otryt;Lutowiska;podkarpackie;38-713;' + PL,
     '2 noce na strychu, bez prądu, woda ze źródła, płatność gotówką', ''),  # H-nw bieszczady
    ('hotel', 'Schronisko Kremenaros', '', 'Ustrzyki Górne 1;Lutowiska;podkarpackie;38-713;' + PL,
     'nocleg 1 noc, pokój 4-os., miejsca na rezerwację telefonicznie', ''),  # H-w bieszczady
    ('hotel', 'Siedlisko Pod Połoniną', '', 'Wetlina 45;Wetlina;podkarpackie;38-608;' + PL,
     '4 noce 200 zł/noc za pokój, obiadokolacje 45 zł/os, zadatek 400 zł', 'TEL:+48 13 468 40 12'),  # H-nw bieszczady
    ('not', 'Artur Kozłowski', 'Kozłowski;Artur;;;', 'Wetlina 45;Wetlina;podkarpackie;38-608;' + PL,
     'gospodarz siedliska, zadatek przelewem, przyjazd po 15', 'ORG:Siedlisko Pod Połoniną'),  # P owner
    ('not', 'Chata Pasterska', '', 'Wetlina 12;Wetlina;podkarpackie;38-608;' + PL,
     'naleśnik gigant z jagodami, pierogi z kaszą; karta tylko gotówka', ''),  # O-restaurant
    ('hotel', 'Karczma Łemkowyna', '', 'Cisna 18;Cisna;podkarpackie;38-607;' + PL,
     'pokoje nad karczmą: 2 noce, 160 zł/pokój, śniadanie w karczmie w cenie', ''),  # H-nw bieszczady
    ('hotel', 'Osada Wilcze Gniazdo', '', 'Cisna 62;Cisna;podkarpackie;38-607;' + PL,
     'domek z kominkiem, 3 noce, 380 zł/doba, drewno w cenie', ''),  # H-nw bieszczady
    ('hotel', 'Pokoje u Gosi', '', 'Ustrzyki Górne 7;Lutowiska;podkarpackie;38-713;' + PL,
     'pokój 3-os, 2 noce, 70 zł/os, kuchnia wspólna', ''),  # H-w bieszczady
    ('hotel', 'Agroturystyka Pod Lipami', '', 'Kosewo 12;Mrągowo;warmińsko-mazurskie;11-700;' + PL,
     'lipiec 5-15, 10 nocy, zadatek 1000 zł, mleko od krowy, rowery gratis', ''),  # H-w mazury
    ('hotel', 'Ośrodek Wczasowy Wodnik', '', 'ul. Leśna 5;Ruciane-Nida;warmińsko-mazurskie;12-220;' + PL, '', ''),  # H-w mazury minimal
    ('hotel', 'Domki Głodowo', '', 'Głodowo 7;Orzysz;warmińsko-mazurskie;12-250;' + PL,
     'domek 6-os., 7 nocy, łódka i kajak w cenie, przyjazd sobota od 16', ''),  # H-w mazury
    ('hotel', 'Mazurski Raj', '', 'Piaski 4;Ruciane-Nida;warmińsko-mazurskie;12-220;' + PL,
     '2 noce, pokój z widokiem na Bełdany, przystań dla łódki', ''),  # H-nw mazury
    ('hotel', 'Hotel Mikołajki', '', 'Aleja Spacerowa 11;Mikołajki;warmińsko-mazurskie;11-730;' + PL,
     'ferie zimowe: 3 noce, basen w cenie, pokój 214', 'URL:https://www.hotelmikolajki.pl'),  # H-w mazury
    ('hotel', 'Pole namiotowe Zielona Zatoka', '', 'Sztynort 3;Węgorzewo;warmińsko-mazurskie;11-600;' + PL,
     '2 namioty + auto, 5 nocy, 35 zł/os/doba, prąd 15 zł', ''),  # H-w mazury
    ('hotel', 'Kemping Wagabunda', '', 'ul. Leśna 2;Mikołajki;warmińsko-mazurskie;11-730;' + PL,
     'domek kempingowy 4-os., 3 noce, pościel dodatkowo', ''),  # H-w mazury
    ('hotel', 'Zamek Ryn', '', 'Plac Wolności 2;Ryn;warmińsko-mazurskie;11-520;' + PL,
     '1 noc w drodze na Sztynort, turniej rycerski dla dzieci', ''),  # H-nw mazury
    ('hotel', 'Dom pod Sosnami', '', 'Krutyń 26;Krutyń;warmińsko-mazurskie;11-710;' + PL,
     'cały dom przez nocowanie.pl, 6 nocy, klucze u sąsiadki p. Marii (nr 24), kajaki Krutynią', ''),  # H-nw mazury
    ('hotel', 'Gościniec Mazurski', '', 'ul. Warszawska 21;Giżycko;warmińsko-mazurskie;11-500;' + PL,
     'pokoje nad restauracją, 2 noce, 240 zł/pokój ze śniadaniem', ''),  # H-nw mazury
    ('hotel', 'Folwark Łękuk', '', 'Łękuk Mały 1;Węgorzewo;warmińsko-mazurskie;11-600;' + PL, '', ''),  # H-nw mazury minimal
    ('hotel', 'Przystań Ruciane', '', 'ul. Nadbrzeżna 3;Ruciane-Nida;warmińsko-mazurskie;12-220;' + PL,
     'domek nr 7 przy kei, 4 noce, żaglówka Omega 180 zł/dzień', ''),  # H-nw mazury
    ('hotel', 'Hotel Krasicki', '', 'Plac Zamkowy 7;Lidzbark Warmiński;warmińsko-mazurskie;11-100;' + PL, '', ''),  # H-w mazury minimal
    ('not', 'Leśniczówka Pranie', '', 'Pranie;Ruciane-Nida;warmińsko-mazurskie;12-220;' + PL, '', ''),  # O-museum minimal
    ('not', 'Żegluga Mazurska', '', 'ul. Wojska Polskiego 8;Giżycko;warmińsko-mazurskie;11-500;' + PL,
     'rejs Giżycko-Mikołajki statkiem, 10:00, bilety 4 os., rowery dodatkowo', ''),  # O-lake cruise
    ('hotel', 'Zajazd Ponidzie', '', 'ul. Krakowska 120;Jędrzejów;świętokrzyskie;28-300;' + PL,
     'nocleg w drodze do Zakopanego, pokój 4-os. 260 zł, śniadanie 30 zł/os, parking strzeżony', ''),  # H-nw road
    ('hotel', 'Sofitel Grand Sopot', '', 'ul. Powstańców Warszawy 12/14;Sopot;pomorskie;81-718;' + PL,
     'Forum Transportu - 1 noc, pokój z widokiem na morze', ''),  # H-nw baltic
    ('not', 'Paweł Grabowski', 'Grabowski;Paweł;;;', 'ul. Powstańców Warszawy 12/14;Sopot;pomorskie;81-718;' + PL,
     'pomógł z biletami do Opery Leśnej', 'ORG:Sofitel Grand Sopot || TITLE:Concierge'),  # P hotel staff
    ('hotel', 'Noclegi Monika', '', 'ul. 3 Maja 20;Sopot;pomorskie;81-743;' + PL,
     'pokój nr 2, 4 noce, 220 zł/noc, łazienka na korytarzu, parking 30 zł', ''),  # H-w baltic
    ('hotel', 'Apartament Monte Cassino 35', '', 'ul. Bohaterów Monte Cassino 35/4;Sopot;pomorskie;81-767;' + PL,
     'klucze w skrytce na kod 1234, 3 noce, kaucja 500 zł zwrotna, wymeldowanie do 10', ''),  # H-w baltic
    ('hotel', 'Rezydent Sopot', '', 'Plac Konstytucji 3 Maja 3;Sopot;pomorskie;81-704;' + PL, '', ''),  # H-nw baltic minimal
    ('hotel', 'Kwatery u Haliny', '', 'ul. Wiejska 42;Hel;pomorskie;84-150;' + PL,
     'lipiec, 13 nocy, 90 zł/os/noc, łazienka w pokoju, grill w ogrodzie', ''),  # H-w baltic
    ('not', 'Halina Konkol', 'Konkol;Halina;;;', 'ul. Wiejska 42;Hel;pomorskie;84-150;' + PL,
     'kwatera - 13 nocy w lipcu, płatne gotówką na miejscu, zadatek 500 zł przekazem', 'TEL;TYPE=CELL:+48 501 644 208'),  # P landlady
    ('hotel', 'Camping Chałupy 6', '', 'Chałupy;Władysławowo;pomorskie;84-120;' + PL,
     'miejsce na namiot + samochód, 6 nocy, prysznice na żetony', ''),  # H-w baltic
    ('hotel', 'Bryza Jurata', '', 'ul. Międzymorze 2;Jurata;pomorskie;84-141;' + PL,
     'październik - 2 noce, pakiet rodzinny z basenem', 'CATEGORIES:Morze || URL:https://www.bryza.pl'),  # H-nw baltic
    ('hotel', 'Villa Różana', '', 'ul. Mestwina 6;Jastarnia;pomorskie;84-140;' + PL,
     'apartament nr 2, 5 nocy, parking na posesji, zadatek 30%', ''),  # H-nw baltic
    ('hotel', 'Domki Holenderskie Jastrzębia Góra', '', 'ul. Rozewska 15;Jastrzębia Góra;pomorskie;84-104;' + PL,
     'domek 4-os., 7 nocy, zadatek 900 zł, przyjazd sobota', ''),  # H-w baltic
    ('hotel', 'Ośrodek Wczasowy Bursztyn', '', 'ul. Turystyczna 9;Łeba;pomorskie;84-360;' + PL,
     'turnus sobota-sobota, 7 nocy, pełne wyżywienie, pokój 3-os. z balkonem, zaliczka 800 zł', ''),  # H-w baltic
    ('hotel', 'Dom Muzyka', '', 'ul. Łąkowa 1/2;Gdańsk;pomorskie;80-769;' + PL, '', ''),  # H-nw work minimal
    ('hotel', 'Mercure Gdańsk Posejdon', '', 'ul. Kapliczna 30;Gdańsk;pomorskie;80-341;' + PL, '', ''),  # H-nw work minimal
    ('not', 'Pod Łososiem', '', 'ul. Szeroka 52/54;Gdańsk;pomorskie;80-835;' + PL, '', ''),  # O-restaurant minimal
    ('not', 'Marek Wójcik', 'Wójcik;Marek;;;', 'ul. Grunwaldzka 211/8;Gdańsk;pomorskie;80-266;' + PL,
     'kolega ze studiów; nocowaliśmy u nich 2 noce w sierpniu, żona Kasia, syn Olek', 'ORG:Port Gdańsk'),  # P friend
    ('not', 'Polferries', '', 'ul. Dworcowa 1;Świnoujście;zachodniopomorskie;72-602;' + PL,
     'prom Świnoujście-Ystad 22:00-6:30, kabina 2-os. z oknem, auto, nr rez. PF 447812', ''),  # O-ferry
    ('not', 'Polskie Linie Lotnicze LOT', '', 'ul. Komitetu Obrony Robotników 43;Warszawa;mazowieckie;02-146;' + PL,
     'WAW-BRU LO235, kod rez. X7K2PQ, Miles & More 992 0041 5523', 'URL:https://www.lot.com'),  # O-airline
    ('hotel', 'Apartmani Vesna', '', 'Ulica kralja Petra Krešimira IV 41;Makarska;Splitsko-dalmatinska;21300;Hrvatska',
     '8 noćenja / nocy, 75 EUR/noc, depozyt 150 EUR przelewem, parking ispred kuće', ''),  # H-w croatia
    ('hotel', 'Kuća Kovačić', '', 'Put Sutvide 9;Podgora;Splitsko-dalmatinska;21327;Hrvatska',
     'cały dom z basenem, 7 nocy, pies ok, przyjazd sobota od 16, płatność przy przyjeździe', ''),  # H-nw croatia
    ('not', 'Ivana Kovačić', 'Kovačić;Ivana;;;', 'Put Sutvide 9;Podgora;Splitsko-dalmatinska;21327;Hrvatska',
     'gospodyni domu w Podgorze: 7 noćenja, check-in 16h, ključ u kutiji kod ulaza, boravišna pristojba 1,50 EUR/os', 'TEL;TYPE=CELL:+385 98 441 207'),  # P host
    ('hotel', 'Kamp Galeb', '', 'Vukovarska 7;Omiš;Splitsko-dalmatinska;21310;Hrvatska',
     'mobile home M12, 4 noce, 110 EUR/noc, plaża przy kampie', 'URL:https://www.kamp-galeb.hr'),  # H-w croatia
    ('hotel', 'Studio apartman Tina', '', 'Obala 12;Baška Voda;Splitsko-dalmatinska;21320;Hrvatska',
     '2 noćenja, 60 EUR/noć, klima', ''),  # H-w croatia
    ('hotel', 'Sobe Jelena', '', 'Domovinskog rata 40;Split;Splitsko-dalmatinska;21000;Hrvatska',
     '1 noc przed promem na Brač, pokój 3-os., 70 EUR', ''),  # H-w croatia
    ('not', 'Konoba Kalalarga', '', 'Kalalarga 40;Makarska;Splitsko-dalmatinska;21300;Hrvatska', '', ''),  # O-restaurant minimal
    ('not', 'Autotrans', '', 'Obala kneza Domagoja 12;Split;Splitsko-dalmatinska;21000;Hrvatska', '', ''),  # O-bus minimal
    ('hotel', 'Macola', '', 'Trnavac bb;Korenica;Ličko-senjska;53230;Hrvatska',
     '1 noc w drodze, pokój 3-os. 80 EUR, kolacja na miejscu', ''),  # H-nw road
    ('hotel', 'Penzión Slávia', '', 'Matúšova 12;Trenčín;;911 01;Slovensko',
     '1 noc w drodze do Chorwacji, izba pre 4, 89 EUR, raňajky', ''),  # H-w road
    ('hotel', 'Residence Agnes', '', 'Haštalská 19;Praha 1;;110 00;Česko',
     'weekend 2 noce, pokój rodzinny, snídaně v ceně', ''),  # H-nw prague
    ('hotel', 'Plus Prague', '', 'Přívozní 1;Praha 7;;170 00;Česko',
     'Michał z kolegami, 2 noce w pokoju 6-os.', ''),  # H-nw prague
    ('not', 'U Fleků', '', 'Křemencova 11;Praha 1;;110 00;Česko', '', ''),  # O-restaurant minimal
    ('not', 'Pivovarský dům', '', 'Ječná 15;Praha 2;;120 00;Česko', '', ''),  # O-restaurant minimal
    ('not', 'Jana Nováková', 'Nováková;Jana;;;', 'nábř. Ludvíka Svobody 1222/12;Praha 1;;110 15;Česko',
     'kolegyně z pracovní skupiny TEN-T, doporučila Residence Agnes', 'ORG:Ministerstvo dopravy ČR || EMAIL:jana.novakova@mdcr.cz'),  # P colleague
    ('hotel', 'Hostel Mleczarnia', '', 'ul. Włodkowica 5;Wrocław;dolnośląskie;50-072;' + PL,
     'Michał - 2 noce w pokoju 4-os., juwenalia', ''),  # H-w family
    ('hotel', 'Bernardinu B&B', '', 'Bernardinų g. 5;Vilnius;;01124;Lietuva',
     'prywatnie z Agą, 3 noce, 65 EUR/noc ze śniadaniem', ''),  # H-w work-ish
    ('hotel', 'Select Hotel Berlin Checkpoint Charlie', '', 'Hedemannstraße 11-12;Berlin;;10969;Deutschland',
     '2 Nächte mit Aga und Kasia, Familienzimmer, 149 €/Nacht', ''),  # H-w work
    ('hotel', 'Hotel Saski', '', 'ul. Sławkowska 3;Kraków;małopolskie;31-014;' + PL,
     'odwiedziny u Michała, 1 noc, 510 zł', ''),  # H-w family
    ('hotel', 'Mieszkanie na Kazimierzu (Airbnb)', '', 'ul. Józefa 12/5;Kraków;małopolskie;31-056;' + PL,
     'Airbnb HMJ8D4KQ, 3 noce, kod do domofonu 5#, gospodarz Bartek', ''),  # H-nw family
    ('hotel', 'Hotel Rzymski', '', 'Aleje Karola Marcinkowskiego 22;Poznań;wielkopolskie;61-827;' + PL,
     '1 noc, targi, 380 zł ze śniadaniem', ''),  # H-w work
    ('hotel', 'Hotel BLOOM!', '', 'Rue Royale 250;Bruxelles;;1210;Belgique',
     '2 nights, conf. 55310, breakfast 25 EUR', ''),  # H-w work
    ('hotel', 'Puławska Residence', '', 'ul. Puławska 361;Warszawa;mazowieckie;02-801;' + PL,
     'dla cioci Basi z Lublina na komunię Kasi: 2 noce 17-19.05, płatne przez nas, nr rez. 20931', ''),  # H-nw warsaw
    ('hotel', 'Dworek nad Łąkami', '', 'Bochotnica 15;Kazimierz Dolny;lubelskie;24-120;' + PL,
     '1 noc po rodzinnym obiedzie w Kazimierzu, 290 zł, śniadanie', ''),  # H-nw family
    ('not', 'Dworek Sielanka', '', 'ul. Sielecka 20;Warszawa;mazowieckie;00-738;' + PL,
     'komunia Kasi 18.05 - sala na 30 os., menu 180 zł/os., zaliczka 2000 zł, tort z Bliklego', ''),  # O-venue
    ('not', 'Kasia Wiśniewska', 'Wiśniewska;Kasia;;;', '', 'kl. 6b, wychowawczyni p. Nowicka', 'TEL;TYPE=CELL:+48 512 300 881'),  # P family
    ('not', 'Michał Wiśniewski', 'Wiśniewski;Michał;;;', 'al. 3 Maja 5;Kraków;małopolskie;30-062;' + PL,
     'DS Żaczek pok. 614; od października pokój na Krowodrzy', 'ORG:Uniwersytet Jagielloński || TEL;TYPE=CELL:+48 533 712 009'),  # P family
    ('not', 'DS Żaczek', '', 'al. 3 Maja 5;Kraków;małopolskie;30-062;' + PL,
     'akademik Michała, pokój 614, portiernia całą dobę, opłata 780 zł/mies.', ''),  # O-dormitory
    ('not', 'Ryszard Malinowski', 'Malinowski;Ryszard;;;', 'ul. Królewska 57/3;Kraków;małopolskie;30-081;' + PL,
     'najem pokoju dla Michała od 1.10, umowa do 30.06, czynsz 1600 zł + media, kaucja 1600 zł', 'TEL;TYPE=CELL:+48 607 404 118'),  # P landlord
    ('not', 'SP nr 103', '', 'ul. Tyniecka 27;Warszawa;mazowieckie;02-615;' + PL, '', ''),  # O-school minimal
    ('not', 'Rezydencja Sielce – administracja', '', 'ul. Chełmska 19;Warszawa;mazowieckie;00-724;' + PL,
     'zarządca naszego budynku, awarie windy 24h, opłaty do 10-go', 'TEL:+48 22 841 30 30'),  # O-HOA
    ('not', 'Zofia Kamińska', 'Kamińska;Zofia;;;', 'ul. Chełmska 19/41;Warszawa;mazowieckie;00-724;' + PL,
     'sąsiadka spod 41 - ma zapasowe klucze, podlewa kwiaty jak wyjeżdżamy', ''),  # P neighbour
    ('not', 'Dom Sztuki', '', 'ul. Puszczyka 11;Warszawa;mazowieckie;02-785;' + PL, '', ''),  # O-culture house minimal
    ('not', 'Pensjonat dla psów Łapa', '', 'ul. Leśna 14;Piaseczno;mazowieckie;05-500;' + PL,
     'Burek - 7 nocy na czas Chorwacji, 45 zł/doba, książeczka szczepień, karma własna', 'CATEGORIES:Burek'),  # O-pet boarding
    ('not', 'Hotelik dla kotów Mruczek', '', 'ul. Wilanowska 210;Warszawa;mazowieckie;02-730;' + PL,
     'kot Feliks - 5 nocy w majówkę, 35 zł/doba', ''),  # O-pet boarding
    ('not', 'Schronisko Na Paluchu', '', 'ul. Paluch 2;Warszawa;mazowieckie;02-147;' + PL,
     'adopcja Burka 2021; Kasia wolontariat w soboty', 'URL:https://napaluchu.waw.pl'),  # O-animal shelter
    ('not', 'Klinika Weterynaryjna Mokotów', '', 'ul. Odyńca 37;Warszawa;mazowieckie;02-606;' + PL,
     'Burek - szczepienie 14.03 godz. 17:30, dr Wójtowicz', ''),  # O-vet
    ('not', 'Wakacje.pl – Galeria Mokotów', '', 'ul. Wołoska 12;Warszawa;mazowieckie;02-675;' + PL,
     'wczasy dla rodziców: Kreta, hotel 4* all inclusive, 7 nocy od 12.09, umowa nr 447/2025, dopłata do 15.08', ''),  # O-travel agency
    ('not', 'nocowanie.pl', '', 'ul. Lea 114;Kraków;małopolskie;30-133;' + PL,
     'reklamacja rezerwacji Dom pod Sosnami (zwrot zadatku), zgłoszenie 88231', 'URL:https://www.nocowanie.pl'),  # O-booking portal
    ('not', 'Booking.com – obsługa klienta', '', '', 'infolinia PL +48 22 292 19 77, nr rez. 4127 552 901, PIN 8812', ''),  # O-booking portal
    ('not', 'Akademia – Hotel Warszawa', '', 'Plac Powstańców Warszawy 9;Warszawa;mazowieckie;00-039;' + PL,
     'urodziny Agi - kolacja, stolik na 19:30, tort bezowy zamówiony', ''),  # O-hotel cafe
    ('not', 'Raffles Europejski Warsaw – Spa', '', 'ul. Krakowskie Przedmieście 13;Warszawa;mazowieckie;00-071;' + PL,
     'voucher dla Agi: masaż 90 min, ważny do 31.12, nr 20455', ''),  # O-hotel spa by day
    ('not', 'Stara Gospoda', '', 'ul. Belwederska 8;Warszawa;mazowieckie;00-761;' + PL, '', ''),  # O-restaurant minimal
    ('not', 'Piekarnia Wiejska Chata', '', 'Hala Mirowska, pawilon 12;Warszawa;mazowieckie;00-102;' + PL,
     'chleb na zakwasie - zamówienie na piątek, 2 bochenki razowe', ''),  # O-bakery
    ('not', 'Loża Lubelska BCC', '', 'ul. Peowiaków 11;Lublin;lubelskie;20-007;' + PL,
     'gala Lwów Lubelskich - zaproszenie dla taty i Tomka, 19:00', ''),  # O-business lodge
    ('not', 'Medicover Mokotów', '', 'ul. Puławska 19;Warszawa;mazowieckie;02-515;' + PL, '', ''),  # O-clinic minimal
    ('not', 'Anna Mazur', 'Mazur;Anna;;;', 'ul. Puławska 19;Warszawa;mazowieckie;02-515;' + PL,
     'pediatra Kasi, wizyta kontrolna 22.04 godz. 16:20', 'ORG:Medicover || TITLE:lekarz pediatra'),  # P doctor
    ('not', 'Tomasz Kaczmarek', 'Kaczmarek;Tomasz;;;', 'ul. Racławicka 99;Warszawa;mazowieckie;02-634;' + PL,
     'stomatolog, przegląd co pół roku, następny 9.09 8:00', 'ORG:Gabinet Stomatologiczny Racławicka || TITLE:lek. dent.'),  # P dentist
    ('not', 'Decathlon Warszawa Targówek', '', 'ul. Głębocka 15;Warszawa;mazowieckie;03-287;' + PL, '', ''),  # O-shop minimal
    ('not', 'Magdalena Szymańska', 'Szymańska;Magdalena;;;', 'ul. Puławska 95;Warszawa;mazowieckie;02-595;' + PL,
     'kierowniczka apteki, grafik na maj do 20-go', 'ORG:Apteka Pod Arkadami || TITLE:Kierownik apteki'),  # P colleague
    ('not', 'Dorota Sikora', 'Sikora;Dorota;;;', 'ul. Odyńca 12/7;Warszawa;mazowieckie;02-606;' + PL,
     'koleżanka Agi ze studiów, rewizyta - kolacja u nas 7.06', 'ORG:Gedeon Richter Polska'),  # P friend
    ('not', 'Ewa Nowak', 'Nowak;Ewa;;;', 'ul. Malczewskiego 21/3;Warszawa;mazowieckie;02-612;' + PL,
     'z Pawłem - wspólny wyjazd do Zakopanego, ona rezerwuje karczmę', ''),  # P friend
    ('not', 'Grzegorz Lis', 'Lis;Grzegorz;;;', '', '', 'ORG:Ministerstwo Infrastruktury || TITLE:Dyrektor Departamentu Kolejnictwa || EMAIL:grzegorz.lis@mi.gov.pl'),  # P colleague
    ('not', 'Auto Serwis Kowalski', '', 'ul. Czerniakowska 87;Warszawa;mazowieckie;00-718;' + PL,
     'przegląd przed Chorwacją, wymiana klocków 480 zł, odbiór pt 17:00', ''),  # O-shop
]

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']

if __name__ == '__main__':
    with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
        f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
        for i, (label, name, n, adr, note, extra) in enumerate(rows):
            for v in (name, n, adr, note, extra):
                assert '\t' not in v and '\n' not in v, name
            org = '' if n else name
            f.write('\t'.join([f'CT{i + 1:03d}', label, STYLES[i % 5], name, org, n, adr, note, extra]) + '\n')
    print(len(rows), 'rows;', sum(r[0] == 'hotel' for r in rows), 'hotel')
