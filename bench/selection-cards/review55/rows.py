#!/usr/bin/env python3
"""Writes cards.tsv for review55: one realistic address book of a Bucharest family living in Floreasca (Radu
Ionescu, a project manager with a software firm, Nexora Software, travelling for work to Cluj-Napoca, Iasi,
Timisoara, Sibiu, Brasov, Constanta, Chisinau, Sofia, Budapest, Vienna and Thessaloniki; Ioana, a pharmacist, who
plans the family's holidays with Matei and Ilinca: the Prahova valley and the Bucegi (cabane, a vila, an Airbnb),
Bran-Moieciu (a pensiune, a holiday cottage), the Fagaras and the Transfagarasan (cabane, the ice hotel, Posada
Vidraru), Marginimea Sibiului (agroturism), the Saxon villages, Maramures, Bucovina (a han with rooms), the
Danube Delta, the Black Sea (apartamente in regim hotelier, a camping, a vila, a landlady's flats), the Danube
gorges, the spas (Baile Felix, Sovata, Herculane), the Apuseni, the Republic of Moldova (Butuceni, Chateau
Vartely), Bulgaria (къща за гости, Bansko, Balchik), Greece (ενοικιαζόμενα δωμάτια, a ξενώνας, a camping, two
resorts), Hungary (Heviz, a vendeghaz), Austria (a Gasthof, a Ferienwohnung, a Hutte, a hostel)) and the home
contacts around them. Not traps, but a Romanian book has its own: Hanul Berarilor (a restaurant) and Hanul cu Tei
(a gallery) beside Hanul Ancutei (a han with rooms), a conac that is a wedding venue beside a conac that is a
hotel, Cabana Bar, Casa Capsa's restaurant, a pet hotel, a care home called Vila, a developer of vile, an after
school called Casuta, a vendeglo and a Gasthaus that are restaurants, a mehana and a taverna, family names Hanu,
Hangiu, Hanganu, Ciobanu, Ханджиев, Ξένος and Hilton, hotel staff, a hut keeper and hosts whose ORG is their
place, a landlady's own card, a sleeper train, a Delta boat and a ferry. Each row: (label, name, n, adr, note,
extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra).
Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage,
caravan pitch or tent pitch at for the night (hotels, aparthotels and apartamente in regim hotelier, hostels,
pensiuni, vile, cabane, agroturism, case de vacanta, a han or Gasthof that lets rooms, a conac hotel, a motel,
resorts, campsites, a spa hotel for a treatment stay); not = everything else, including hotel staff's, a hut
keeper's, hosts' and a landlady's personal cards, restaurants, bars, a han that is a gallery, a wedding venue,
a care home, a pet hotel, thermal baths and a salt mine visited by day, a winery visited by day, a sleeper
train, boats and ferries. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Radu's work: Cluj-Napoca
 (H, 'Golden Tulip Ana Dome', '', 'Strada Observatorului 129;Cluj-Napoca;Cluj;400352;România', 'delegatie 2 nopti, factura pe Nexora, parcare subterana', 'URL:https://www.goldentulipanadome.ro'),
 (H, 'Hotel Platinia', '', 'Calea Mănăștur 1;Cluj-Napoca;Cluj;400372;România', '', ''),
 (H, 'Apartament Eroilor 14 Cluj', '', 'Bulevardul Eroilor 14, ap. 6;Cluj-Napoca;Cluj;400129;România', 'self check-in, cod cutie 2580, 4 nopti, curatenie inclusa', ''),
 # --- Iasi
 (H, 'Little Texas', '', 'Strada Moara de Vânt 31;Iași;Iași;700376;România', 'ședință la client, 1 noapte, mic dejun de la 7', ''),
 (H, 'Hotel Unirea Iași', '', 'Piața Unirii 5;Iași;Iași;700056;România', '', ''),
 # --- Timisoara
 (H, 'Best Western Plus Lido Hotel', '', 'Bulevardul Mihai Eminescu 10;Timișoara;Timiș;300019;România', '3 nopți, camera 508, rezervare 2291746', ''),
 (H, 'Hotel Timișoara', '', 'Strada Mărășești 1-3;Timișoara;Timiș;300086;România', '', ''),
 # --- Sibiu, Brasov, Constanta
 (H, 'Continental Forum Sibiu', '', 'Piața Unirii 10;Sibiu;Sibiu;550173;România', 'conferinta DevTalks, 2 nopti, mic dejun inclus', ''),
 (H, 'Aro Palace', '', 'Bulevardul Eroilor 27;Brașov;Brașov;500030;România', 'training echipa, 2 nopti, rezervare 88231, tarif corporate', ''),
 (H, 'Kronwell Brașov', '', 'Bulevardul Gării 18;Brașov;Brașov;500203;România', 'check-in de la 14:00, parcare 30 lei/zi', ''),
 (H, 'ibis Constanța', '', 'Bulevardul Mamaia 39;Constanța;Constanța;900527;România', '1 noapte, client port, factura pe firma', ''),
 # --- Chisinau
 (H, 'Radisson Blu Leogrand Hotel', '', 'Strada Mitropolit Varlaam 77;Chișinău;;MD-2012;Republica Moldova', '3 nopți, proiect Moldcell, transfer de la aeroport', ''),
 (H, 'Bristol Central Park Hotel', '', 'Strada Pușkin 32;Chișinău;;MD-2012;Republica Moldova', '1 noapte, zbor anulat, ne-a cazat TAROM', ''),
 (H, 'Jolly Alon', '', 'Strada Maria Cibotari 37;Chișinău;;MD-2012;Republica Moldova', '2 nopti, camera cu vedere la parc', ''),
 # --- Sofia, Budapest, Vienna, Thessaloniki
 (H, 'Хотел Анел', '', 'бул. Тодор Александров 14;София;;1303;България', '2 нощувки, sprint review la Telerik', ''),
 (H, 'Hyatt Regency Sofia', '', 'пл. Васил Левски 1;София;;1504;България', '', ''),
 (H, 'Mercure Budapest Korona', '', 'Kecskeméti utca 14;Budapest;;1053;Magyarország', '2 éjszaka / 2 nopti, workshop OTP', ''),
 (H, 'Motel One Wien-Staatsoper', '', 'Elisabethstraße 5;Wien;;1010;Österreich', '3 Nächte, check-in ab 15 Uhr, Frühstück extra', ''),
 (H, 'Pension Nossek', '', 'Graben 17;Wien;;1010;Österreich', '', ''),
 (H, 'Mediterranean Palace', '', 'Σαλαμίνος 3;Θεσσαλονίκη;;546 26;Ελλάδα', '2 nopți, demo la Entersoft, cameră cu vedere la mare', ''),
 (H, 'Ξενοδοχείο Καπσής', '', 'Μοναστηρίου 18;Θεσσαλονίκη;;546 29;Ελλάδα', '', ''),
 # --- Bucharest, for guests
 (H, 'Hilton Garden Inn Bucharest Old Town', '', 'Strada Doamnei 12;București;;030052;România', 'pentru colegii din Viena, 4 nopti, facturare pe firma', ''),
 (H, 'Hotel Cișmigiu', '', 'Bulevardul Regina Elisabeta 38;București;;050017;România', '', ''),
 (H, 'Apartament regim hotelier Dorobanți', '', 'Calea Dorobanți 110, ap. 12;București;;010577;România', 'pt. mama cand vine la operatie, 6 nopti, garantie 400 lei, cheia de la administrator', ''),
 # --- Prahova valley, Bucegi
 (H, 'Cabana Babele', '', 'Munții Bucegi;Bușteni;Prahova;105500;România', '2 nopti in dormitorul comun, sac de dormit, rezervare doar la telefon', ''),
 (H, 'Cabana Omu', '', 'Vârful Omu, Munții Bucegi;Moroeni;Dâmbovița;137310;România', '', ''),
 (H, 'Rina Sinaia', '', 'Bulevardul Carol I 47;Sinaia;Prahova;106100;România', 'weekend schi, 2 nopți, demipensiune', ''),
 (H, 'Vila Camelia Bușteni', '', 'Strada Libertății 56;Bușteni;Prahova;105500;România', '4 nopti, camera 3 la etaj, parcare in curte', ''),
 (H, 'Cioplea Predeal', '', 'Strada Trei Brazi 9;Predeal;Brașov;505300;România', 'revelion 3 nopți, avans 50% pana la 1 dec.', ''),
 (H, 'Apartament Furnica Sinaia (Airbnb)', '', 'Strada Furnica 5;Sinaia;Prahova;106100;România', 'airbnb, self check-in după ora 15, codul e în aplicație', ''),
 # --- Bran-Moieciu
 (H, 'Pensiunea Dor de Munte', '', 'Moieciu de Sus 200;Moieciu;Brașov;507135;România', '3 nopți, 2 camere, mic dejun inclus, plata cash', 'EMAIL:rezervari@dordemunte-moieciu.ro'),
 (H, 'Cheile Grădiștei Fundata', '', 'DN73 km 113;Fundata;Brașov;507075;România', 'vacanta de Paste, 4 nopti, casuta 12', ''),
 (H, 'Căsuța din Șirnea', '', 'Șirnea 48;Fundata;Brașov;507076;România', 'casa de vacanta, 2 nopti, lemne de foc incluse, cheia in cutia postala', ''),
 # --- Fagaras, Transfagarasan, Arges
 (H, 'Cabana Podragu', '', 'Munții Făgăraș;Victoria;Brașov;505700;România', '1 noapte, rezervare la cabanier (nea Ion), platim la sosire', ''),
 (H, 'Cabana Capra', '', 'Transfăgărășan DN7C;Cârțișoara;Sibiu;557060;România', '', ''),
 (H, 'Posada Vidraru', '', 'DN7C km 25;Căpățânenii Pământeni;Argeș;117036;România', '2 nopti, cam. 21 cu balcon spre lac', ''),
 (H, 'Cabana Negoiu', '', 'Munții Făgăraș;Porumbacu de Sus;Sibiu;557183;România', '', ''),
 (H, 'Hotel de Gheață Bâlea Lac', '', 'Transfăgărășan DN7C;Cârțișoara;Sibiu;557060;România', 'o noapte in februarie, camera de gheata, saci de dormit de la ei', ''),
 # --- Marginimea Sibiului, Saxon villages, Hunedoara
 (H, 'Agroturism La Ciobanu', '', 'Strada Principală 312;Gura Râului;Sibiu;557100;România', 'branza de la stana, 2 nopti, copiii la cai', ''),
 (H, 'Casa cu Cerb', '', 'Strada Școlii 1;Sighișoara;Mureș;545400;România', 'festivalul medieval, 2 nopți, camera 5', ''),
 (H, 'Viscri 125', '', 'Viscri 125;Bunești;Brașov;507016;România', '', ''),
 (H, 'Valea Verde Retreat', '', 'Cund 64;Bahnea;Mureș;547067;România', 'weekend, casuta 3, cina inclusa', ''),
 (H, 'Conacul Archia', '', 'Archia 32;Hunedoara;Hunedoara;331190;România', '2 nopti, nunta verisoarei la Deva, camera 9', ''),
 # --- Maramures
 (H, 'Babou Maramureș', '', 'Breb 149;Ocna Șugatag;Maramureș;437206;România', '3 nopți, cină tradițională, avans 20% prin transfer', 'URL:https://www.babou-maramures.com'),
 (H, 'Casa Iurca de Călinești', '', 'Strada Dragoș Vodă 14;Sighetu Marmației;Maramureș;435500;România', '2 nopti, camera cu soba', ''),
 (H, 'Pensiunea Ileana Săpânța', '', 'Săpânța 412;Săpânța;Maramureș;437305;România', '2 nopti langa Cimitirul Vesel, mic dejun 8-10', ''),
 # --- Bucovina
 (H, 'Hanul Ancuței', '', 'DN2 km 330;Tupilați;Neamț;617480;România', 'o noapte in drum spre Bucovina, camera 4, mic dejun inclus', ''),
 (H, "Gerald's Hotel", '', 'Strada Ștefan cel Mare 1;Rădăuți;Suceava;725400;România', '2 nopti, piscina, mic dejun bogat', ''),
 (H, 'Pensiunea Lucica Sucevița', '', 'Sucevița 150;Sucevița;Suceava;727510;România', '', ''),
 # --- Danube Delta
 (H, 'Green Village Resort', '', 'Strada Principală;Sfântu Gheorghe;Tulcea;827195;România', '4 nopti, vila 7, transfer cu barca de la Tulcea inclus', 'URL:https://www.greenvillage.ro'),
 (H, 'Pensiunea Pescărușul Mila 23', '', 'Mila 23 nr. 77;Crișan;Tulcea;827052;România', '3 nopți pensiune completă, pește la fiecare masă', ''),
 # --- Black Sea
 (H, 'Regim Hotelier Summerland Mamaia', '', 'Bulevardul Mamaia Nord 2;Năvodari;Constanța;905700;România', 'apartament 2 camere, 5 nopti, garantie 500 lei, check-out 11', ''),
 (H, 'Camping Popas Vama Veche', '', 'Strada Ion Creangă 2;Vama Veche;Constanța;907111;România', 'cort 4 nopti, loc 16 langa dusuri', ''),
 (H, 'Vila Albatros Costinești', '', 'Strada Tineretului 7;Costinești;Constanța;907090;România', '', ''),
 (H, 'Iaki Mamaia', '', 'Bulevardul Mamaia 264;Constanța;Constanța;900001;România', 'all inclusive 7 nopti prin Paralela 45, voucher 44129', ''),
 (H, 'Apartamente 2 Mai Stanca', '', 'Strada Plajei 14;2 Mai;Constanța;907111;România', '7 nopti in august, avans 500 lei dat doamnei Stanca', ''),
 # --- Danube gorges, Banat, spas
 (H, 'Pensiunea Casa Cristina Eșelnița', '', 'Strada Principală 217;Eșelnița;Mehedinți;227195;România', '2 nopti, camera cu vedere la Dunare, excursie cu barca la Cazane', ''),
 (H, 'Hotel Roman Băile Herculane', '', 'Strada Romanilor 1;Băile Herculane;Caraș-Severin;325200;România', '', ''),
 (H, 'Hotel Termal Băile Felix', '', 'Băile Felix 1;Sânmartin;Bihor;417515;România', 'bunicii, tratament 12 nopti, bilet de tratament de la casa de pensii', ''),
 (H, 'Hotel Bradet Sovata', '', 'Strada Trandafirilor 29;Sovata;Mureș;545500;România', 'lacul Ursu, 6 nopți, demipensiune, halat de acasa', ''),
 # --- Apuseni, Brasov, on the road
 (H, 'Cabana Padiș', '', 'Platoul Padiș;Pietroasa;Bihor;417380;România', '', ''),
 (H, 'Casa de vacanță La Poalele Bihorului', '', 'Arieșeni 80;Arieșeni;Alba;517070;România', 'casa intreaga 8 pers., 3 nopti, gratar in curte', ''),
 (H, 'Casa Wagner', '', 'Piața Sfatului 5;Brașov;Brașov;500031;România', 'aniversare, 1 noapte, mansarda', ''),
 (H, 'Kismet Dao', '', 'Strada Neagoe Basarab 8;Brașov;Brașov;500018;România', 'Matei cu colegii, 2 nopti, camera cu 6 paturi', ''),
 (H, 'Motel Bogdana Pitești', '', 'DN65B km 3;Bradu;Argeș;117140;România', 'oprire pe drum, 1 noapte, cina la ei', ''),
 (H, 'Ana Hotels Sport Poiana Brașov', '', 'Strada Poiana Soarelui 4;Poiana Brașov;Brașov;500001;România', '', ''),
 # --- Republic of Moldova
 (H, 'Eco Resort Butuceni', '', 'Butuceni;Trebujeni;Orhei;MD-3552;Republica Moldova', '2 nopti, placinte, excursie la Orheiul Vechi', ''),
 (H, 'Château Vartely', '', 'Strada Eliberării 170b;Orhei;;MD-3505;Republica Moldova', '1 noapte dupa degustare, camera 3, mic dejun 8-10', ''),
 (H, 'Hotel Codru Chișinău', '', 'Strada 31 August 1989 127;Chișinău;;MD-2012;Republica Moldova', '', ''),
 # --- Bulgaria
 (H, 'Къща за гости Калина', '', 'ул. Милет 14;Созопол;Бургас;8130;България', '4 нощувки / 4 nopti, plata la sosire in leva', ''),
 (H, 'Premier Luxury Mountain Resort', '', 'м. Гласне;Банско;Благоевград;2770;България', 'schi 5 nopti, ski pass separat, camera 312', ''),
 (H, 'Апартаменти Кранево', '', 'ул. Черно море 21;Кранево;Добрич;9649;България', '', ''),
 (H, 'Lighthouse Golf & Spa Hotel', '', 'Балчик;Балчик;Добрич;9600;България', '3 nopti, langa castelul Reginei Maria', ''),
 # --- Greece
 (H, 'Ενοικιαζόμενα Δωμάτια Σοφία', '', 'Σκάλα Ποταμιάς;Θάσος;;640 04;Ελλάδα', '7 nopti, aer conditionat, plata cash la sosire', ''),
 (H, 'Camping Pefkari', '', 'Pefkari;Thassos;;640 02;Greece', '', ''),
 (H, 'Ikos Oceania', '', 'Nea Moudania;Chalkidiki;;632 00;Greece', 'all inclusive, 6 nopți, transfer de la aeroport inclus', ''),
 (H, 'Porto Galini Seaside Resort', '', 'Nikiana;Lefkada;;311 00;Greece', '4 nopti, bungalow 14, mic dejun 7:30-10:30', ''),
 (H, 'Ξενώνας Κατερίνα Μέτσοβο', '', 'Μέτσοβο;Μέτσοβο;;442 00;Ελλάδα', '1 noapte in drum spre Lefkada', ''),
 # --- Hungary
 (H, 'Danubius Health Spa Resort Hévíz', '', 'Kossuth Lajos utca 9-11;Hévíz;;8380;Magyarország', 'Ioana + mama, 4 nopti, spa inclus', ''),
 (H, 'Corvin Vendégház', '', 'Corvin utca 4;Gyula;;5700;Magyarország', '1 éjszaka, oprire în drum spre Viena, parcare în curte', ''),
 (H, 'Maverick City Lodge', '', 'Kazinczy utca 24-26;Budapest;;1075;Magyarország', '', ''),
 # --- Austria
 (H, 'Gasthof Mitteregger', '', 'Schlossstraße 14;Kaprun;Salzburg;5710;Österreich', '5 Nächte Halbpension, Skiraum im Keller', ''),
 (H, 'Haus Maiskogelblick', '', 'Schlossstraße 8;Kaprun;Salzburg;5710;Österreich', 'Ferienwohnung 2, 6 nopti, cheia la vecini, Endreinigung 60 €', 'EMAIL:info@maiskogelblick-kaprun.at'),
 (H, 'Salzburger Hütte', '', 'Maiskogel;Kaprun;Salzburg;5710;Österreich', '', ''),
 (H, 'Meininger Wien Downtown Franz', '', 'Rembrandtstraße 21;Wien;;1020;Österreich', 'vacanta de iarna, camera familiala 4 pers., 3 nopti', ''),
]
P = [
 # family and household
 (N, 'Mama Iași', ';Mama;;;', 'Strada Lascăr Catargi 22, ap. 4;Iași;Iași;700107;România', 'ziua ei 3.09, pastilele de tensiune', ''),
 (N, 'Tata Iași', ';Tata;;;', '', 'la vie la Cotnari sambata', ''),
 (N, 'Soacra Doina', 'Marin;Doina;;;', '', 'sarmale de Crăciun, vine pe 22.12', ''),
 (N, 'Bunica Elena', 'Marin;Elena;;;', 'Șoseaua Vlădiceasca 23;Snagov;Ilfov;077165;România', 'vizita duminica dupa 15, ii plac bomboanele cu lapte', ''),
 (N, 'Ioana Ionescu', 'Ionescu;Ioana;;;', '', 'iese la 17, tura de weekend o data pe luna', 'ORG:Farmacia Catena || TITLE:farmacist'),
 (N, 'Matei', 'Ionescu;Matei;;;', '', 'cls. a IX-a, baschet marti/joi', ''),
 (N, 'Ilinca', 'Ionescu;Ilinca;;;', '', 'cls. a III-a B, pian miercuri', ''),
 (N, 'Mihai Ionescu', 'Ionescu;Mihai;;;', '', 'frate, a imprumutat remorca', ''),
 (N, 'Cristian Hanu', 'Hanu;Cristian;;;', 'Strada Barbu Văcărescu 164, bl. M5, ap. 31;București;;020285;România', 'vecin et. 4, are cheia de rezerva', ''),
 (N, 'Mihaela Hangiu', 'Hangiu;Mihaela;;;', '', 'învățătoarea Ilincăi, ședința cu părinții joi 18:00', 'ORG:Școala Gimnazială nr. 79 || TITLE:învățătoare'),
 (N, 'Vasile Hanganu', 'Hanganu;Vasile;;;', '', 'antrenor baschet Matei, ma/joi 17:30, cotizatie 200 lei', ''),
 (N, 'Gigel instalator', ';Gigel;;;', '', 'centrala termica, revizie 250 lei', ''),
 (N, 'Doamna Lili (curatenie)', ';Liliana;;;', '', 'marti, din doua in doua saptamani, cash', ''),
 # colleagues and clients
 (N, 'Alexandru Pop', 'Pop;Alexandru;;;', '', 'standup 9:30, echipa Cluj', 'ORG:Nexora Software SRL || TITLE:Tech Lead'),
 (N, 'Ana-Maria Rusu', 'Rusu;Ana-Maria;;;', '', 'birou Iași, concediu 12-19.08', 'ORG:Nexora Software SRL'),
 (N, 'Ion Ciobanu', 'Ciobanu;Ion;;;', '', 'Viber, proiect CRM, termen 30.06', 'ORG:Moldcell || TITLE:IT Project Manager'),
 (N, 'Георги Ханджиев', 'Ханджиев;Георги;;;', '', 'UAT в понеделник, engleza', 'ORG:Progress Telerik'),
 (N, 'Richard Hilton', 'Hilton;Richard;;;', '', 'call Tue 10:00 CET, prefers Teams', 'ORG:Raiffeisen Informatik || TITLE:Delivery Manager'),
 (N, 'Nagy Péter', 'Nagy;Péter;;;', '', 'integrare plati, vorbim engleza', 'ORG:OTP Bank'),
 (N, 'Νίκος Ξένος', 'Ξένος;Νίκος;;;', '', 'demo joi 11:00 ora Greciei', 'ORG:Entersoft'),
 # hotel staff, a hut keeper, hosts, a landlady
 (N, 'Andreea Neagu', 'Neagu;Andreea;;;', '', 'tarif corporate 2026, contractul de semnat', 'ORG:Aro Palace || TITLE:Sales Manager'),
 (N, 'Natalia Ceban', 'Ceban;Natalia;;;', '', 'late check-out ok pana la 14', 'ORG:Radisson Blu Leogrand Hotel || TITLE:Front Office Manager'),
 (N, 'Ion Dumitrescu', 'Dumitrescu;Ion;;;', '', 'nea Ion, suna seara dupa 20, rezervari grupuri', 'ORG:Cabana Podragu || TITLE:cabanier'),
 (N, 'Ioan Borlean', 'Borlean;Ioan;;;', '', 'drumul pe stanga dupa biserica, ne asteapta cu palinca', 'ORG:Babou Maramureș'),
 (N, 'Σοφία Παπαδάκη', 'Παπαδάκη;Σοφία;;;', '', 'cheia sub ghiveci, WhatsApp', 'ORG:Ενοικιαζόμενα Δωμάτια Σοφία'),
 (N, 'Stefan Mitteregger', 'Mitteregger;Stefan;;;', '', 'Skiraum Code 1357', 'ORG:Gasthof Mitteregger || TITLE:Wirt'),
 (N, 'Maria Stanca', 'Stanca;Maria;;;', '', 'apartament 2 Mai, 7 nopti in august, avans 500 lei dat', ''),
 # doctor
 (N, 'Dr. Laura Tudor', 'Tudor;Laura;;Dr.;', '', 'pediatru Ilinca, programare prin secretariat', 'ORG:Spitalul Clinic de Copii Grigore Alexandrescu || TITLE:medic primar pediatrie'),
]
O = [
 # restaurants, and names with a lodging word that are not places to stay
 (N, 'Hanul Berarilor - Casa Oprea Soare', '', 'Strada Poenaru Bordea 2;București;;040062;România', 'masa 6 pers. sambata 19:30, ziua lui tata', ''),
 (N, "Caru' cu Bere", '', 'Strada Stavropoleos 5;București;;030081;România', 'masa pentru colegii din Viena, joi 20:00', ''),
 (N, 'Restaurant Casa Capșa', '', 'Calea Victoriei 36;București;;010063;România', 'aniversare 15 ani, masă 2 pers. la 20:00, pe numele Ionescu', ''),
 (N, 'Conacul Dorobanți - evenimente', '', 'Strada Paris 42;București;;011816;România', 'nunta lui Mihai 12.09, degustare meniu vineri 18:00, avans sala 2000 €', ''),
 (N, 'Cabana Bar Herăstrău', '', 'Parcul Herăstrău, Aleea Privighetorilor;București;;014192;România', 'ziua lui Mihai, joi 21:00, 10 pers. pe terasa', ''),
 (N, 'Hanul cu Tei - Galeria Artis', '', 'Strada Lipscani 63;București;;030033;România', 'tabloul comandat, ridicare vineri dupa 16', ''),
 (N, 'Hotel Canin Lăbuța', '', 'Strada Gării 12;Otopeni;Ilfov;075100;România', 'Rex 7 nopti cat suntem in Grecia, carnet vaccinuri, 60 lei/zi', ''),
 (N, 'Vila Sf. Elena - Cămin pentru vârstnici', '', 'Șoseaua Vlădiceasca 23;Snagov;Ilfov;077165;România', 'bunica Elena, plata lunara pana pe 5, medicamentele le aducem noi', ''),
 (N, 'Vile Pipera Construct SRL', '', 'Strada Erou Iancu Nicolae 103;Voluntari;Ilfov;077190;România', 'rata 3 casa, notar joi 11:00, actele de la banca', ''),
 (N, 'Ταβέρνα Ο Μπάμπης', '', 'Λιμένας;Θάσος;;640 04;Ελλάδα', 'peste la gratar, masa la 21:00', ''),
 (N, 'Механа Вятърна Мелница', '', 'ул. Морски скали 27;Созопол;Бургас;8130;България', 'masa 4 pers. 20:00, la terasa', ''),
 (N, 'La Plăcinte', '', 'Strada Ștefan cel Mare 182;Chișinău;;MD-2004;Republica Moldova', 'comanda placinte pentru echipa, 12 buc., ridicare 13:00', ''),
 (N, 'Kéhli Vendéglő', '', 'Mókus utca 22;Budapest;;1036;Magyarország', 'asztal 4 főre, szombat 19:30', ''),
 (N, 'Gasthaus Pöschl', '', 'Weihburggasse 17;Wien;;1010;Österreich', 'Tisch für 5, Freitag 19 Uhr', ''),
 # travel agencies, airlines, trains, boats, tours
 (N, 'Paralela 45', '', 'Bulevardul Unirii 57;București;;030828;România', 'Iaki all inclusive, restul de plata pana la 15.06', 'URL:https://www.paralela45.ro'),
 (N, 'Christian Tour', '', 'Bulevardul Dacia 1;București;;010402;România', 'oferta Halkidiki, avans 30%, asigurare storno', ''),
 (N, 'Eximtur', '', 'Strada Tudor Vladimirescu 2;Cluj-Napoca;Cluj;400084;România', '', ''),
 (N, 'TAROM', '', 'Calea Bucureștilor 224F;Otopeni;Ilfov;075150;România', 'RO 201 OTP-RMO 07:15, PNR X7K2LQ, bagaj 23 kg', 'KIND:org'),
 (N, 'HiSky', '', 'Bulevardul Dacia 80/3;Chișinău;;MD-2026;Republica Moldova', 'check-in online cu 24 h inainte', 'KIND:org'),
 (N, 'Animawings', '', 'Calea Bucureștilor 224E;Otopeni;Ilfov;075150;România', 'OTP-PVK (Preveza) sambata 6:40, bagaj de cala 1 buc.', 'KIND:org'),
 (N, 'CFR Călători', '', 'Piața Gării de Nord 1;București;;010991;România', 'tren de noapte Bucuresti Nord - Timisoara Nord, vagon de dormit, comp. 4, plecare 22:00', ''),
 (N, 'Navrom Delta', '', 'Strada Portului 26;Tulcea;Tulcea;820025;România', 'nava rapida Tulcea - Sf. Gheorghe 13:30, bagaje mari la cala', ''),
 (N, 'Thassos Ferries', '', 'Keramoti;Keramoti;;640 03;Greece', 'Keramoti - Limenas, bilet masina + 4 pers.', ''),
 (N, 'Autonom Rent a Car', '', 'Strada Aeroportului 1;Iași;Iași;700765;România', 'masina la aeroport 3 zile, franciza 300 €', ''),
 (N, 'Ivan Patzaichin - Mila 23', '', 'Mila 23;Crișan;Tulcea;827052;România', 'tura cu barca cu vasle, 8:00, 4 pers.', ''),
 (N, 'Mocănița Vișeu de Sus', '', 'Strada 22 Decembrie 5;Vișeu de Sus;Maramureș;435700;România', 'bilete pentru 10:00, 4 pers., locuri in vagonul 3', ''),
 # day visits, leisure, venues
 (N, 'Therme București', '', 'Calea București 1K;Balotești;Ilfov;077015;România', 'sambata 10:00, bilete familie 4 pers.', 'URL:https://therme.ro'),
 (N, 'Aquapark Nymphaea', '', 'Strada Aluminei 57;Oradea;Bihor;410217;România', 'bilete online, o zi, 4 pers.', ''),
 (N, 'Salina Turda', '', 'Strada Salinelor 54B;Turda;Cluj;401163;România', 'intrare ora 11, tur ghidat', ''),
 (N, 'Salvamont Prahova', '', 'Strada Carpați 8;Sinaia;Prahova;106100;România', '', ''),
 (N, 'Școala de Schi Kalinderu', '', 'Strada Telecabinei 1;Bușteni;Prahova;105500;România', 'Ilinca 5 zile x 2h de la 9:30, clapari de la ei', ''),
 (N, 'Romexpo', '', 'Bulevardul Expoziției 2;București;;013141;România', 'Targul de Turism TTR, vineri 14:00', ''),
 (N, 'Sala Palatului', '', 'Strada Ion Câmpineanu 28;București;;010036;România', 'concert 20:00, randul 12 locurile 7-10', ''),
 (N, 'Cricova', '', 'Strada Ungureanu 1;Cricova;;MD-2084;Republica Moldova', 'degustare 15:00, grup 8 pers., sofer separat', ''),
 # health, school, home, shops, the employer
 (N, 'Policlinica Regina Maria Băneasa', '', 'Șoseaua București-Ploiești 44A;București;;013696;România', 'Ilinca ORL marti 16:40', ''),
 (N, 'Dent Estet Pipera', '', 'Bulevardul Pipera 1B;Voluntari;Ilfov;077190;România', 'Matei aparat dentar, control 14.03 la 10:00', ''),
 (N, 'Clinica Veterinară Vet Pipera', '', 'Strada Fabrica de Glucoză 9;București;;020331;România', '', ''),
 (N, 'Școala Gimnazială nr. 79', '', 'Strada Barbu Văcărescu 126;București;;020276;România', 'secretariat 8-16, adeverinta pentru Ilinca', ''),
 (N, 'After School Căsuța Fermecată', '', 'Strada Glinka 14;București;;020275;România', 'program pana la 18, plata lunara 900 lei, Ilinca', ''),
 (N, 'Liceul Teoretic Jean Monnet', '', 'Strada Mihail Sebastian 32;București;;050782;România', '', ''),
 (N, 'Asociația de Proprietari Bloc M5', '', 'Strada Barbu Văcărescu 164;București;;020285;România', 'intretinerea pana pe 25, citire apometre', ''),
 (N, 'Altex', '', 'Șoseaua Pipera 1;București;;014254;România', 'comanda 47321199, ridicare din magazin, garantie 3 ani', ''),
 (N, 'Dedeman Pipera', '', 'Bulevardul Pipera 2;Voluntari;Ilfov;077190;România', 'gresie baie, livrare joi 8-12', ''),
 (N, 'Decathlon Băneasa', '', 'Șoseaua București-Ploiești 42D;București;;013696;România', 'clapari Matei 26.5, schimb pana la 30 zile', ''),
 (N, 'IKEA Băneasa', '', 'Bulevardul Ficusului 42;București;;013975;România', 'pat supraetajat, montaj sambata', ''),
 (N, 'Banca Transilvania - Agenția Floreasca', '', 'Calea Floreasca 169;București;;014475;România', 'credit ipotecar, semnare 10:30', ''),
 (N, 'Nexora Software SRL', '', 'Strada Fabrica de Glucoză 11;București;;020331;România', 'receptie, badge de vizitator pentru colegi', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AV{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
