#!/usr/bin/env python3
"""Writes cards.tsv for review66: one realistic address book of a Zagreb-based Croatian family (Trešnjevka) -
Davor Babić, regional sales manager at Kraš d.d., travelling for work to Split, Rijeka, Osijek, Sarajevo, Mostar,
Banja Luka, Belgrade, Novi Sad, Podgorica and Ljubljana; Maja (Marija), a primary school teacher who plans the
family's holidays: Istria, Kvarner, Velebit, Plitvice, Dalmatia and the islands, Slavonia and Baranja, Bosnia and
Herzegovina, Montenegro, Serbia, Slovenia and Zagorje; Lucija (17) and Filip (19); Davor's mother in Đakovo and
Maja's grandmother in a care home there - and the home contacts around them. A Croatian book has its own traps: an
agroturizam, an OPG and a salaš that let rooms beside an agroturizam, an OPG and a salaš that do not, Didin konak
(rooms) beside a restaurant called Stari konak, Morića han (a caravanserai that is now a cafe), a konoba, kafane,
a gostilna, Villa Kaliopa (a restaurant), a wedding venue called Vila Katarina, a builder called Vila Gradnja, a
care home (Dom za starije osobe) and a Dom zdravlja and a Dom kulture beside planinarski domovi, a dog boarding
kennel called Pansion za pse, the cafe of a hotel, a hotel school, the hostel and camping associations, a
camping-gear shop, a flower shop called Kuća cvijeća; family names Kampuš, Hotić, Konaković, Domović, Vilić,
Gostić and Kućan; hotel staff, a hut warden and hosts whose ORG is their place, a landlady's own card; the night
train to Split, EuroNight Lisinski to Munich, a week's cruise in a cabin (Katarina Line), ferries, airlines, a
rafting operator, national parks, clinics, schools, shops and the employer. Each row: (label, name, n, adr, note,
extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra).
Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage,
mobile home, caravan pitch or tent pitch at for the night (hotels, aparthotels and short-let apartments -
apartmani, stan na dan - hostels, pansioni, sobe, guest houses, kuće za odmor and villas let whole, agroturizam /
OPG / turistična kmetija / salaš / etno selo / konak that let rooms, planinarski domovi and koče, campsites,
robinson houses, resorts, a spa resort stay, a castle hotel); not = everything else, including hotel staff's, a
hut warden's, hosts' and a landlady's personal cards, restaurants, cafes and bars, a han without rooms, a wedding
venue, a care home, a dog kennel, thermal baths and a water park visited by day, a cruise cabin, sleeper trains.
Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
HR, BIH, SRB, CG, SLO = 'Hrvatska', 'Bosna i Hercegovina', 'Србија', 'Crna Gora', 'Slovenija'
C = [
 # --- Davor's work: Split, Rijeka, Osijek
 (H, 'Hotel Park Split', '', 'Hatzeov perivoj 3;Split;Splitsko-dalmatinska;21000;' + HR, '2 noćenja, sastanak Tommy/Studenac, parking u dvorištu', ''),
 (H, 'Radisson Blu Resort & Spa Split', '', 'Put Trstenika 19;Split;Splitsko-dalmatinska;21000;' + HR, '', ''),
 (H, 'Marmont Split', '', 'Zadarska 13;Split;Splitsko-dalmatinska;21000;' + HR, 'soba 305, prijava od 14h, račun na Kraš d.d. (OIB u mailu)', ''),
 (H, 'Grand Hotel Bonavia', '', 'Dolac 4;Rijeka;Primorsko-goranska;51000;' + HR, 'sajam u Rijeci, 1 noćenje, doručak od 6:30', ''),
 (H, 'Apartman Molo Longo', '', 'Riva Boduli 5;Rijeka;Primorsko-goranska;51000;' + HR, '3 noći, ključ u kutijici kod ulaza, kod 2580', ''),
 (H, 'Hotel Osijek', '', 'Šamačka 4;Osijek;Osječko-baranjska;31000;' + HR, 'Konzum Osijek, 2 noćenja, soba s pogledom na Dravu', ''),
 (H, 'Maksimilijan Osijek', '', 'Franjevačka 12;Osijek;Osječko-baranjska;31000;' + HR, '', ''),
 # --- Sarajevo, Mostar, Banja Luka
 (H, 'Hotel Europe Sarajevo', '', 'Vladislava Skarića 5;Sarajevo;Kanton Sarajevo;71000;' + BIH, '2 noćenja, booking 5839214, garaža 20 KM/dan', ''),
 (H, 'Swissôtel Sarajevo', '', 'Vrbanja 1;Sarajevo;Kanton Sarajevo;71000;' + BIH, '', ''),
 (H, 'Hostel Franz Ferdinand', '', 'Čizmedžiluk 15;Sarajevo;Kanton Sarajevo;71000;' + BIH, 'pripravnik Ivan, 3 noći, krevet u sobi za 4', ''),
 (H, 'Pansion Oscar', '', 'Onešćukova 33;Mostar;Hercegovačko-neretvanski kanton;88000;' + BIH, '1 noć, doručak 10 KM, parking iza kuće', ''),
 (H, 'Хотел Босна', '', 'Краља Петра I Карађорђевића 97;Бања Лука;Република Српска;78000;Босна и Херцеговина', '2 ноћења, доручак од 7', ''),
 (H, 'Стан на дан Центар', '', 'Господска 8;Бања Лука;Република Српска;78000;Босна и Херцеговина', '3 noći, ključ kod komšinice u prizemlju, depozit 50 KM', ''),
 # --- Belgrade, Novi Sad, Podgorica
 (H, 'Хотел Балкан', '', 'Призренска 2;Београд;;11000;' + SRB, '2 noćenja, sastanak u srijedu, soba 412', ''),
 (H, 'Metropol Palace Beograd', '', 'Bulevar kralja Aleksandra 69;Beograd;;11000;Srbija', '', ''),
 (H, 'Townhouse 27', '', 'Maršala Birjuzova 27;Beograd;;11000;Srbija', '1 noć, preporuka od Jelene, doručak u sobu', ''),
 (H, 'Leopold I Petrovaradin', '', 'Petrovaradinska tvrđava bb;Novi Sad;;21131;Srbija', 'sastanak Univerexport, 1 noćenje, doručak u cijeni', ''),
 (H, 'Hilton Podgorica Crna Gora', '', 'Bulevar Svetog Petra Cetinjskog 1a;Podgorica;;81000;' + CG, '', ''),
 # --- Ljubljana, Zagreb (guests)
 (H, 'Cubo Ljubljana', '', 'Slovenska cesta 15;Ljubljana;;1000;' + SLO, 'Mercator pregovori, 2 noćenja', ''),
 (H, 'Hostel Tresor', '', 'Čopova 38;Ljubljana;;1000;' + SLO, 'Lucijin razredni izlet, 2 noći, soba 6', ''),
 (H, 'Amadria Park Zagreb', '', 'Miramarska 24;Zagreb;Grad Zagreb;10000;' + HR, 'gosti iz Beča, 3 noćenja, rezervirano na Kraš', 'URL:https://www.amadriapark.com'),
 (H, 'Canopy by Hilton Zagreb City Centre', '', 'Branimirova 29;Zagreb;Grad Zagreb;10000;' + HR, '', ''),
 (H, 'Astoria Zagreb', '', 'Petrinjska 71;Zagreb;Grad Zagreb;10000;' + HR, 'gošća iz Graza, 2 noćenja, kasni dolazak', ''),
 (H, 'Chillout Hostel Zagreb', '', 'Tomićeva 5a;Zagreb;Grad Zagreb;10000;' + HR, 'bratić Luka i dečki, 2 noći, platili sami', ''),
 # --- Istria
 (H, 'Bi-Village Fažana', '', 'Dragonja 115;Fažana;Istarska;52212;' + HR, 'parcela 214, struja 16A, 7 noćenja, pas dozvoljen', ''),
 (H, 'Maslinica Narcis Rabac', '', 'Obala 80;Rabac;Istarska;52221;' + HR, 'obiteljska soba, all inclusive, 5 noći, dolazak oko 15h', 'URL:https://www.maslinica-rabac.com'),
 (H, 'Lone Rovinj', '', 'Luje Adamovića 31;Rovinj;Istarska;52210;' + HR, '', ''),
 (H, 'San Rocco Brtonigla', '', 'Srednja ulica 2;Brtonigla;Istarska;52474;' + HR, 'godišnjica, 2 noćenja, večera u 20h', ''),
 (H, 'Agroturizam Pauletić', '', 'Baderna 21;Baderna;Istarska;52445;' + HR, '3 noćenja s polupansionom, soba 2, fuži s tartufima', ''),
 (H, 'Apartmani Tomić', '', 'Mate Vlašića 12;Poreč;Istarska;52440;' + HR, 'apartman A3 (4+1), 7 noćenja, ulaz od 15h, kapara 30 % uplaćena', 'EMAIL:apartmani.tomic@gmail.com'),
 (H, 'Kuća za odmor Stara Murva', '', 'Kringa 14;Kringa;Istarska;52464;' + HR, 'bazen, 7 noći, završno čišćenje 60 €', ''),
 # --- Kvarner
 (H, 'Remisens Ambasador Opatija', '', 'Feliksa Persića 5;Opatija;Primorsko-goranska;51410;' + HR, '', ''),
 (H, 'Camping Glavotok', '', 'Glavotok 4;Malinska;Primorsko-goranska;51511;' + HR, 'šator, 5 noćenja, parcela uz more', ''),
 (H, 'Bellevue Mali Lošinj', '', 'Čikat 9;Mali Lošinj;Primorsko-goranska;51550;' + HR, '', ''),
 (H, 'Sobe Mirjana', '', 'Barbat 512;Barbat na Rabu;Primorsko-goranska;51280;' + HR, '2 noći, bez doručka, soba s balkonom', ''),
 # --- Velebit, Lika, Plitvice, Gorski kotar, Medvednica
 (H, 'Planinarski dom Zavižan', '', 'Zavižan bb;Krasno;Ličko-senjska;53274;' + HR, 'spavaonica, 1 noć, ponijeti vreću za spavanje', ''),
 (H, 'Planinarska kuća Alan', '', 'Alan bb;Jablanac;Ličko-senjska;53287;' + HR, 'vikend, 2 noći, ključ u PD Zagreb-Matica', ''),
 (H, 'Hotel Grabovac', '', 'Grabovac 1;Rakovica;Karlovačka;47245;' + HR, '1 noćenje, 15 min do ulaza 1', ''),
 (H, 'Kamp Korana', '', 'Čatrnja 8;Rakovica;Karlovačka;47245;' + HR, '', ''),
 (H, 'Kuća Vukelić', '', 'Mukinje 47;Plitvička Jezera;Ličko-senjska;53231;' + HR, '2 noći, sobe 1 i 2, doručak 8 €/os.', ''),
 (H, 'Hotel Risnjak Delnice', '', 'Lujzinska 36;Delnice;Primorsko-goranska;51300;' + HR, '', ''),
 (H, 'Planinarski dom Puntijarka', '', 'Sljemenska cesta bb;Zagreb;Grad Zagreb;10000;' + HR, 'doček Nove godine, 1 noć, 4 ležaja', ''),
 # --- Dalmatia and the islands
 (H, 'Falkensteiner Iadera', '', 'Punta Skala bb;Petrčane;Zadarska;23231;' + HR, '4 noći, obiteljska soba, klub za djecu', ''),
 (H, 'Jezera Village Murter', '', 'Zaratić 6;Jezera;Šibensko-kninska;22242;' + HR, 'mobilna kućica 12, 7 noći, check-in 16h', ''),
 (H, 'Robinzonska kuća Levrnaka', '', 'Levrnaka bb;Kornati;Šibensko-kninska;22243;' + HR, 'tjedan bez struje, brod iz Murtera u subotu 8h, voda iz cisterne', ''),
 (H, 'D-Resort Šibenik', '', 'Obala Jerka Šižgorića 1;Šibenik;Šibensko-kninska;22000;' + HR, '', ''),
 (H, 'Sobe Kristijan', '', 'Trg Ivana Pavla II 3;Skradin;Šibensko-kninska;22222;' + HR, 'izlet na Krku, 1 noć, parking ispred', ''),
 (H, 'Apartmani Lasić', '', 'Obala sv. Nikole 34;Baška Voda;Splitsko-dalmatinska;21320;' + HR, 'apartman 2, 10 noći, od 15h, ostatak gotovinom', ''),
 (H, 'Bluesun Elaphusa', '', 'Put Zlatnog rata 46;Bol;Splitsko-dalmatinska;21420;' + HR, 'Brač, 5 noćenja, polupansion', ''),
 (H, 'Adriana Hvar', '', 'Fabrika 28;Hvar;Splitsko-dalmatinska;21450;' + HR, '', ''),
 (H, 'Hostel Marinero', '', 'Put Svetog Marka 7;Hvar;Splitsko-dalmatinska;21450;' + HR, 'Filip s društvom, 3 noći, 6-krevetna soba', ''),
 (H, 'Vila Meri', '', 'Put Rudine 9;Stari Grad;Splitsko-dalmatinska;21460;' + HR, 'cijela kuća s bazenom, 7 noći u kolovozu, kapara 500 €', ''),
 (H, 'Lešić Dimitri Palace', '', 'Don Pavla Poše 1-6;Korčula;Dubrovačko-neretvanska;20260;' + HR, '', ''),
 (H, 'OPG Kovač', '', 'Potomje 18;Potomje;Dubrovačko-neretvanska;20244;' + HR, 'degustacija + 2 noćenja, soba iznad konobe, doručak domaći', ''),
 (H, 'Hotel Excelsior Dubrovnik', '', 'Frana Supila 12;Dubrovnik;Dubrovačko-neretvanska;20000;' + HR, '20. godišnjica braka, 2 noćenja, soba s pogledom na grad', ''),
 (H, 'Hilton Imperial Dubrovnik', '', 'Ulica dr. Ante Starčevića 10;Dubrovnik;Dubrovačko-neretvanska;20000;' + HR, '', ''),
 (H, 'Fresh Sheets Kathedral', '', 'Bunićeva poljana 6;Dubrovnik;Dubrovačko-neretvanska;20000;' + HR, 'Lucija i Petra, 2 noći, maturalno', ''),
 (H, 'Apartmani Ana Dubrovnik', '', 'Ulica od Puča 9;Dubrovnik;Dubrovačko-neretvanska;20000;' + HR, '4 noćenja, 3. kat bez lifta, ključ u konobi ispod', ''),
 (H, 'Sobe Pomena', '', 'Pomena 12;Pomena;Dubrovačko-neretvanska;20226;' + HR, '1 noć, bicikli za NP Mljet', ''),
 # --- Slavonia and Baranja
 (H, 'Didin konak', '', 'Petefi Šandora 93;Kopačevo;Osječko-baranjska;31327;' + HR, 'Kopački rit, 2 noćenja, fiš paprikaš za večeru', ''),
 (H, 'Hotel Lav Vukovar', '', 'J. J. Strossmayera 18;Vukovar;Vukovarsko-srijemska;32000;' + HR, '', ''),
 (H, 'Principovac Ilok', '', 'Principovac 1;Ilok;Vukovarsko-srijemska;32236;' + HR, 'vikend, 1 noć, degustacija u Starom podrumu u 18h', ''),
 (H, 'Seoski turizam Sklepić', '', 'Kolodvorska 58;Karanac;Osječko-baranjska;31315;' + HR, '2 noći, domaći doručak, jahanje za djecu', ''),
 (H, 'Hotel Đakovo', '', 'Nikole Tesle 52;Đakovo;Osječko-baranjska;31400;' + HR, 'mamin 70. rođendan - rodbina, 3 sobe, 1 noć', ''),
 # --- Bosnia and Herzegovina
 (H, 'Hotel Sunce Neum', '', 'Kralja Tomislava bb;Neum;Hercegovačko-neretvanski kanton;88390;' + BIH, 'more, 7 noći, polupansion, parking', ''),
 (H, 'Pansion Ana Međugorje', '', 'Bijakovići bb;Međugorje;Hercegovačko-neretvanski kanton;88266;' + BIH, 'baka i teta Ankica, 4 noći, hodočašće', ''),
 (H, 'Termag Jahorina', '', 'Jahorina bb;Pale;Republika Srpska;71423;' + BIH, 'skijanje, 5 noćenja, ski pass na recepciji', ''),
 (H, 'Хотел Платани', '', 'Трг слободе 1;Требиње;Република Српска;89101;Босна и Херцеговина', '1 noć, vino u Tvrdošu', ''),
 # --- Montenegro
 (H, 'Hotel Vardar Kotor', '', 'Stari grad 476;Kotor;;85330;' + CG, '', ''),
 (H, 'Apartmani Popović', '', 'Mediteranska 41;Budva;;85310;' + CG, 'apartman 5, 6 noći, 150 m do plaže, kapara 100 €', ''),
 (H, 'Etno selo Šljeme', '', 'Smrčevo brdo bb;Žabljak;;84220;' + CG, 'brvnara 3, 2 noći, doručak uključen', ''),
 (H, 'Kamp Razvršje', '', 'Razvršje bb;Žabljak;;84220;' + CG, '', ''),
 (H, 'Aman Sveti Stefan', '', 'Sveti Stefan;Budva;;85315;' + CG, '', ''),
 # --- Serbia
 (H, 'Mona Zlatibor', '', 'Miladina Pećinara 26;Zlatibor;;31315;Srbija', '4 noćenja, wellness, parking u garaži', ''),
 (H, 'Апартмани Анђела', '', 'Сунчани врхови бб;Копаоник;;36354;' + SRB, 'апартман 3, 5 ноћења, ски-пас 4 дана', ''),
 (H, 'Дрвенград', '', 'Мећавник бб;Мокра Гора;;31243;' + SRB, '1 noć, Šarganska osmica u 10:30', ''),
 (H, 'Salaš 137', '', 'Čenej bb;Novi Sad;;21233;Srbija', '2 noćenja, jahanje, doručak na salašu', ''),
 # --- Slovenia
 (H, 'Rikli Balance Bled', '', 'Cankarjeva cesta 4;Bled;;4260;' + SLO, '', ''),
 (H, 'Kamp Danica Bohinj', '', 'Triglavska cesta 60;Bohinjska Bistrica;;4264;' + SLO, 'šator, 3 noći, parcela 41', ''),
 (H, 'Dom Planika pod Triglavom', '', 'Planika;Mojstrana;;4281;' + SLO, 'rezervacija 1 noč, skupna ležišča, rjuha obvezna', ''),
 (H, 'Hotel Tartini Piran', '', 'Tartinijev trg 15;Piran;;6330;' + SLO, '', ''),
 (H, 'Turistična kmetija Abram', '', 'Nadanje selo 17;Pivka;;6257;' + SLO, '2 noči, zajtrk, Pivška jezera', ''),
 # --- Zagorje
 (H, 'Terme Tuhelj', '', 'Ljudevita Gaja 4;Tuhelj;Krapinsko-zagorska;49215;' + HR, 'vikend paket, 2 noćenja, bazeni i sauna uključeni', ''),
 (H, 'Dvorac Bežanec', '', 'Valentinovo 1;Pregrada;Krapinsko-zagorska;49218;' + HR, 'Ivanina svadba, prespavati 1 noć, soba 7', ''),
]
P = [
 # family and household
 (N, 'Mama Đakovo', ';Mama;;;', 'Kralja Tomislava 21;Đakovo;Osječko-baranjska;31400;' + HR, 'tlakomjer, nazvati nedjeljom poslije mise', ''),
 (N, 'Baka Ruža', 'Šarić;Ruža;;;', 'Matije Gupca 40;Đakovo;Osječko-baranjska;31400;' + HR, 'Dom Sveta Ana, soba 14, posjete 15-18h', ''),
 (N, 'Maja Babić', 'Babić;Marija;;;', '', 'Maja, u školi do 14h', 'ORG:Osnovna škola Trešnjevka || TITLE:učiteljica'),
 (N, 'Lucija Babić', 'Babić;Lucija;;;', '', '3.c, zbor utorkom', ''),
 (N, 'Filip Babić', 'Babić;Filip;;;', '', 'FER, 2. godina', ''),
 (N, 'Tomislav Babić', 'Babić;Tomislav;;;', 'Gosposvetska 14;Maribor;;2000;' + SLO, 'brat, svadba 14.6., kum', ''),
 (N, 'Teta Ankica', 'Šarić;Ankica;;;', '', 'ide s bakom u Međugorje', ''),
 (N, 'Marko Domović', 'Domović;Marko;;;', 'Ozaljska 93;Zagreb;Grad Zagreb;10000;' + HR, 'susjed s 4. kata, ključ od podruma', ''),
 (N, 'Gospođa Jasna (čišćenje)', ';Jasna;;;', '', 'svaki drugi petak, gotovina', ''),
 (N, 'Željko električar', ';Željko;;;', '', 'utičnice u kuhinji, 80 €', ''),
 (N, 'Ana Vilić', 'Vilić;Ana;;;', '', 'razrednica Lucije, roditeljski 18.11. u 18h', 'ORG:XV. gimnazija || TITLE:profesorica'),
 (N, 'Goran Gostić', 'Gostić;Goran;;;', '', 'trener, trening uto/čet 19:30', 'ORG:RK Trešnjevka'),
 (N, 'Meri Plančić', 'Plančić;Meri;;;', '', 'vila Stari Grad, 7 noći u kolovozu, kapara 500 € uplaćena 3.2.', ''),
 # colleagues and clients
 (N, 'Ivan Kampuš', 'Kampuš;Ivan;;;', '', 'putni nalozi, službeni auto', 'ORG:Kraš d.d. || TITLE:voditelj prodaje za Dalmaciju || EMAIL:ivan.kampus@kras.hr'),
 (N, 'Amra Hotić', 'Hotić;Amra;;;', '', 'Sarajevo, sastanak utorak 10h', 'ORG:Bingo d.o.o. || TITLE:category manager'),
 (N, 'Adnan Konaković', 'Konaković;Adnan;;;', '', 'narudžba Bajadera 200 kutija do 15.12.', 'ORG:Konzum BiH'),
 (N, 'Јелена Петровић', 'Петровић;Јелена;;;', '', 'састанак у среду 11:00', 'ORG:Univerexport d.o.o. || TITLE:менаџер набавке'),
 (N, 'Matej Novak', 'Novak;Matej;;;', '', 'pogajanja, petek 9:00', 'ORG:Mercator d.d.'),
 (N, 'Nikola Radulović', 'Radulović;Nikola;;;', '', 'ugovor 2026, Viber', 'ORG:Voli Trade d.o.o.'),
 (N, 'Zoran Lukić', 'Lukić;Zoran;;;', '', 'akcija Dorina, kraj mjeseca', 'ORG:Tommy d.o.o.'),
 (N, 'dr. Petra Kućan', 'Kućan;Petra;;dr.;', '', 'Filip plomba, 12.3. u 16:40', 'ORG:Stomatološka ordinacija Kućan'),
 # hotel staff, a hut warden, hosts
 (N, 'Ivana Perić', 'Perić;Ivana;;;', '', 'korporativna cijena 2026, ugovor do kraja siječnja', 'ORG:Hotel Park Split || TITLE:Sales Manager'),
 (N, 'Јелена Марковић', 'Марковић;Јелена;;;', '', 'касни долазак ok', 'ORG:Хотел Балкан || TITLE:рецепција'),
 (N, 'Ante Lasić', 'Lasić;Ante;;;', '', 'ključ ispod tegle, WhatsApp', 'ORG:Apartmani Lasić'),
 (N, 'Ivo Vukušić', 'Vukušić;Ivo;;;', '', 'javiti dolazak dan ranije, zvati poslije 19h', 'ORG:Planinarski dom Zavižan || TITLE:domar'),
 (N, 'Mira Vukelić', 'Vukelić;Mira;;;', '', 'doručak u 8, domaći sir', 'ORG:Kuća Vukelić'),
]
O = [
 # restaurants, cafes, a han
 (N, 'Konoba Didov San', '', 'Mletačka 11;Zagreb;Grad Zagreb;10000;' + HR, 'stol za 6, subota 20h, Majin rođendan', ''),
 (N, 'Restoran Vinodol', '', 'Nikole Tesle 10;Zagreb;Grad Zagreb;10000;' + HR, 'poslovni ručak, četvrtak 13:00', ''),
 (N, 'Pivnica Medvedgrad', '', 'Savska cesta 56;Zagreb;Grad Zagreb;10000;' + HR, '', ''),
 (N, 'Kavana Hotel Palace', '', 'Trg Josipa Jurja Strossmayera 10;Zagreb;Grad Zagreb;10000;' + HR, 'kava s Amrom u 10h', ''),
 (N, 'Villa Kaliopa', '', 'Vladimira Nazora 32;Vis;Splitsko-dalmatinska;21480;' + HR, 'večera, rezervacija u 21h, jastog', ''),
 (N, 'Agroturizam Ivančić', '', 'Ivančići 5;Vižinada;Istarska;52447;' + HR, 'ručak subota 13h, 8 osoba, janjetina ispod peke', ''),
 (N, 'OPG Horvat - med i sir', '', 'Sv. Ivan Zelina 120;Sveti Ivan Zelina;Zagrebačka;10380;' + HR, 'narudžba 3 kg meda, kravlji sir, petak placa', ''),
 (N, 'Perkov salaš', '', 'Neradin bb;Irig;;22406;Srbija', 'ručak u nedjelju, rezervirano za 4', ''),
 (N, 'Ресторан Стари конак', '', 'Митрополита Стратимировића 2;Сремски Карловци;;21205;' + SRB, 'ручак после Петроварадина', ''),
 (N, 'Кафана Знак питања', '', 'Краља Петра 6;Београд;;11000;' + SRB, '', ''),
 (N, 'Morića han', '', 'Saraći 77;Sarajevo;Kanton Sarajevo;71000;' + BIH, 'kahva i baklava, pokazati djeci', ''),
 (N, 'Ćevabdžinica Željo', '', 'Kundurdžiluk 17;Sarajevo;Kanton Sarajevo;71000;' + BIH, '', ''),
 (N, 'Gostilna As', '', 'Čopova 5a;Ljubljana;;1000;' + SLO, 'večerja z Matejem, 19:30', ''),
 (N, 'Konoba Catovica Mlini', '', 'Morinj bb;Kotor;;85338;' + CG, 'ručak na putu za Budvu, pastrva', ''),
 # venues, care home, kennel, builder
 (N, 'Vila Katarina - svadbeni salon', '', 'Samoborska cesta 200;Samobor;Zagrebačka;10430;' + HR, 'Tomislavova svadba 14.6., 120 uzvanika, meni do 1.5.', ''),
 (N, 'Dom za starije osobe Sveta Ana', '', 'Matije Gupca 40;Đakovo;Osječko-baranjska;31400;' + HR, 'baka Ruža, uplata do 10. u mjesecu', ''),
 (N, 'Pansion za pse Šapica', '', 'Jakuševečka 12;Zagreb;Grad Zagreb;10000;' + HR, 'Rex, 10 dana dok smo na moru, cijepljenje obavezno', ''),
 (N, 'Vila Gradnja d.o.o.', '', 'Zagrebačka avenija 104;Zagreb;Grad Zagreb;10000;' + HR, 'adaptacija kupaonice, predračun 4/26', ''),
 (N, 'Dom kulture Kristalna kocka vedrine', '', 'Trg Dragutina Domjanića 6;Zagreb;Grad Zagreb;10360;' + HR, 'Filipov bend, nastup subota 20h', ''),
 (N, 'Koncertna dvorana Vatroslava Lisinskog', '', 'Trg Stjepana Radića 4;Zagreb;Grad Zagreb;10000;' + HR, 'Lucijin koncert zbora 19:30, red 12', ''),
 # associations, agencies, a hotel school
 (N, 'Hrvatski ferijalni i hostelski savez', '', 'Savska cesta 5;Zagreb;Grad Zagreb;10000;' + HR, 'HI kartica za Filipa, 15 €', ''),
 (N, 'Kamping udruženje Hrvatske', '', 'Pionirska 1;Poreč;Istarska;52440;' + HR, '', ''),
 (N, 'Hrvatski planinarski savez', '', 'Kozarčeva 22;Zagreb;Grad Zagreb;10000;' + HR, 'članarina i markica za 2026.', ''),
 (N, 'Hotelijersko-turistička škola u Zagrebu', '', 'Frankopanska 8;Zagreb;Grad Zagreb;10000;' + HR, 'bratić Luka, dan otvorenih vrata 20.2.', ''),
 (N, 'Uniline', '', 'Ulica Ivana Zajca 10;Pula;Istarska;52100;' + HR, 'izlet Brijuni, 4 osobe, polazak 9h', ''),
 (N, 'Atlas turistička agencija', '', 'Vukovarska 19;Dubrovnik;Dubrovačko-neretvanska;20000;' + HR, 'transfer aerodrom-Lapad, 13:40', ''),
 (N, 'Kompas Zagreb', '', 'Praška 5;Zagreb;Grad Zagreb;10000;' + HR, '', ''),
 # transport
 (N, 'Croatia Airlines', '', 'Bani 75b;Zagreb;Grad Zagreb;10000;' + HR, 'OU 660 Zagreb-Dubrovnik 7:10, prtljaga 1 kom', 'KIND:org'),
 (N, 'Air Montenegro', '', 'Bulevar Ivana Crnojevića 89;Podgorica;;81000;' + CG, '', 'KIND:org'),
 (N, 'HŽ Putnički prijevoz', '', 'Strojarska cesta 11;Zagreb;Grad Zagreb;10000;' + HR, 'noćni vlak Zagreb-Split 21:04, spavaća kola, 2 ležaja', ''),
 (N, 'EuroNight Lisinski', '', 'Trg kralja Tomislava 12;Zagreb;Grad Zagreb;10000;' + HR, 'za München, kabina s 2 kreveta, 20:55', ''),
 (N, 'Jadrolinija Rijeka', '', 'Riva 16;Rijeka;Primorsko-goranska;51000;' + HR, 'trajekt Split-Stari Grad 8:30, auto + 4 osobe', 'KIND:org'),
 (N, 'Katarina Line', '', 'Tita 75/1;Opatija;Primorsko-goranska;51410;' + HR, 'mini krstarenje Opatija-Split, 7 noći u kabini, polupansion', ''),
 (N, 'Centrotrans', '', 'Put života 8;Sarajevo;Kanton Sarajevo;71000;' + BIH, 'bus Sarajevo-Zagreb 22:00', ''),
 (N, 'Oryx Rent a Car', '', 'Ulica Rudolfa Fizira 1;Velika Gorica;Zagrebačka;10410;' + HR, 'rez. 4471, preuzimanje Dubrovnik aerodrom', ''),
 # tours, parks, day spas
 (N, 'Kiro Rafting', '', 'Martin Brod bb;Bihać;Unsko-sanski kanton;77000;' + BIH, 'rafting Una, subota 10h, 6 osoba', ''),
 (N, 'Nacionalni park Plitvička jezera', '', 'Josipa Jovića 19;Plitvička Jezera;Ličko-senjska;53231;' + HR, 'online ulaznice, ulaz 1 u 8h', ''),
 (N, 'Nacionalni park Krka', '', 'Trg Ivana Pavla II 5;Skradin;Šibensko-kninska;22222;' + HR, '', ''),
 (N, 'Aquacolors Poreč', '', 'Bračke 14;Poreč;Istarska;52440;' + HR, 'dnevne karte, djeca do 140 cm popust', ''),
 (N, 'Hamam Bey', '', 'Ferhadija 5;Sarajevo;Kanton Sarajevo;71000;' + BIH, 'masaža 17h, Maja', ''),
 # health
 (N, 'Dom zdravlja Zagreb - Centar', '', 'Runjaninova 4;Zagreb;Grad Zagreb;10000;' + HR, 'dr. Kovač, ordinacija 12, pon 8:30', ''),
 (N, 'KBC Zagreb', '', 'Kišpatićeva 12;Zagreb;Grad Zagreb;10000;' + HR, 'mama ortopedija 3.3. u 11:20', ''),
 (N, 'Veterinarska ambulanta Maksimir', '', 'Maksimirska 112;Zagreb;Grad Zagreb;10000;' + HR, 'Rex cijepljenje, putovnica za BiH', ''),
 # schools, employer, home, shops, car
 (N, 'XV. gimnazija', '', 'Jordanovac 8;Zagreb;Grad Zagreb;10000;' + HR, 'tajništvo 8-14h', ''),
 (N, 'Fakultet elektrotehnike i računarstva', '', 'Unska 3;Zagreb;Grad Zagreb;10000;' + HR, 'školarina 2. rata do 31.1.', ''),
 (N, 'Kraš d.d.', '', 'Ravnice 48;Zagreb;Grad Zagreb;10000;' + HR, 'recepcija, ulaz s parkinga', 'URL:https://www.kras.hr'),
 (N, 'Slastičarnica Vincek', '', 'Ilica 18;Zagreb;Grad Zagreb;10000;' + HR, 'torta za Filipa, preuzeti petak 16h', ''),
 (N, 'Kamping oprema Iglu', '', 'Slavonska avenija 11;Zagreb;Grad Zagreb;10000;' + HR, 'narudžba 2334, šator za 4 i vreće', ''),
 (N, 'Kuća cvijeća Dora', '', 'Ozaljska 58;Zagreb;Grad Zagreb;10000;' + HR, 'buket za Maju, narudžba petak', ''),
 (N, 'Autoservis Cvetković', '', 'Zagorska 19;Zagreb;Grad Zagreb;10000;' + HR, 'mali servis, utorak 7:30', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BG{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
