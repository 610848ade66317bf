#!/usr/bin/env python3
"""Writes cards.tsv (and classes.tsv) for review18: a book aimed at the committed change to the
selection rules (shared lodging words counted a little only beside a stay's words; some such words
counted fully in their countries; new full words; holiday-let NOTE phrases; 'departure'/'parking'
no longer counted against; '& Gifts'/'Gift Shop' beside a lodging word no longer counted against).
Each row: (class, label, name, n, adr, note, extra) — extra is ' || '-separated extra vCard lines.
A person's card has N (its ORG, if any, is in extra). Rows are put in a fixed shuffled order
(random.Random(18)) and then numbered G001…; styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed/room/pitch/tent/cabin at as a traveller (hotels, guest houses, holiday
cottages/villas/apartments/cabins, safari camps, lodges, farm stays, rooms to let, backpackers, holiday
parks); not = everything else: tea rooms, nurseries, vets, care homes, hospitals, pubs, shops, builders,
letting/management agencies, cleaners, tour operators, restaurants, museums, military and refugee camps,
day camps, insurers, offices, people's cards (an Airbnb host, a friend). Labels fixed here, before any
run, from what each place is, not from what any build does."""
import os, random
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
UK, IE, HR, ME, ES, ID, MA = 'United Kingdom', 'Ireland', 'Croatia', 'Montenegro', 'Spain', 'Indonesia', 'Morocco'
R = [
 # S: a shared word counted fully in its own country (mostly nothing else on the card)
 ('S', H, 'Rooms Marija Makarska', '', 'Kačićev trg 6;Makarska;;21300;' + HR, '', ''),
 ('S', H, 'Apartments Bura Baška', '', 'Zvonimirova 35;Baška;;51523;' + HR, '', 'EMAIL;TYPE=INTERNET:apartments.bura@gmail.com'),
 ('S', H, 'Apartments Vukić Rovinj', '', 'Ulica Vladimira Švalbe 12;Rovinj;;52210;' + HR, 'parking in the yard', ''),
 ('S', H, 'Apartments Radović Kotor', '', 'Dobrota bb;Kotor;;85330;' + ME, 'Mrs Radović, cash only', ''),
 ('S', H, 'Apartamentos Los Almendros Frigiliana', '', 'Calle Real 44;Frigiliana;Málaga;29788;' + ES, '', ''),
 ('S', H, 'Villa Semadi Sidemen', '', 'Jalan Raya Sidemen;Karangasem;Bali;80864;' + ID, 'recommended by Jess', ''),
 ('S', H, 'Dar Tafraout Essaouira', '', '12 Rue Ibn Khaldoun;Essaouira;;44000;' + MA, '', ''),
 ('S', H, 'Olkeju Camp Laikipia', '', 'Ol Jogi Road;Nanyuki;Laikipia;10400;Kenya', 'via Cheli & Peacock', ''),
 ('S', H, 'Mbuzi Mawe Kamp Serengeti', '', 'Seronera;Serengeti;Mara;;Tanzania', '', ''),
 ('S', H, 'Khwai Leopard Camp', '', 'Khwai Concession;Maun;North-West;;Botswana', '', ''),
 ('S', H, 'Huab Rhino Camp', '', 'Damaraland;Khorixas;Kunene;;Namibia', '', ''),
 ('S', H, 'Rum Starlight Camp', '', 'Wadi Rum Protected Area;Wadi Rum;Aqaba;77110;Jordan', '', ''),
 ('S', H, 'Pohara Beach Bach', '', '18 Abel Tasman Drive;Pohara;Tasman;7183;New Zealand', 'recommended by Tom', ''),
 ('S', H, 'Wren Cottage Hawkshead', '', 'The Square;Hawkshead;Cumbria;LA22 0NZ;' + UK, '', ''),
 ('S', H, 'Curlew Cottage Dingle', '', 'Green Street;Dingle;Co. Kerry;V92 PX21;' + IE, '', ''),
 # F: a new word counted fully anywhere
 ('F', H, 'Tidewater Cottages Chincoteague', '', '6391 Maddox Blvd;Chincoteague;VA;23336;United States', '', ''),
 ('F', H, 'Lost Pine Cabins Ely', '', '2204 Fernberg Rd;Ely;MN;55731;United States', 'canoe permit BWCA', ''),
 ('F', H, 'Marlow Place Serviced Apartments Melbourne', '', '88 Queen St;Melbourne;VIC;3000;Australia', '', ''),
 ('F', H, 'Algarve Sol Holiday Apartments Alvor', '', 'Rua Dr. Frederico Ramos Mendes 21;Alvor;;8500-004;Portugal', '', ''),
 ('F', H, 'Heatherbank Self Catering Aviemore', '', 'Grampian Road;Aviemore;;PH22 1RH;' + UK, '', ''),
 ('F', H, 'Kauri Ridge Farm Stay', '', '412 Mangakahia Road;Whangārei;Northland;0179;New Zealand', 'feed the lambs!', ''),
 ('F', H, 'Seafront Rooms to Let Tenby', '', 'The Esplanade 9;Tenby;Pembrokeshire;SA70 7DU;' + UK, '', ''),
 ('F', H, 'Ngorongoro Crater Tented Camp', '', 'Lemala Area;Karatu;Arusha;;Tanzania', 'packed lunch for crater', ''),
 ('F', H, 'Terelj Eco Ger Camp', '', 'Gorkhi-Terelj National Park;Terelj;Töv;;Mongolia', '', ''),
 ('F', H, 'Sobe Ana Hvar', '', 'Ulica Put Podstina 7;Hvar;;21450;' + HR, '', ''),
 ('F', H, 'Kaikōura Coastal Backpackers', '', '24 Esplanade;Kaikōura;Canterbury;7300;New Zealand', 'whale watch 7am', ''),
 ('F', H, 'Palm Grove Bungalows Ko Lanta', '', 'Moo 3, Klong Nin Beach;Ko Lanta;Krabi;81150;Thailand', '', ''),
 ('F', H, 'Bungalowpark De Zeeuwse Kust', '', 'Duinweg 88;Renesse;Zeeland;4325 BG;Netherlands', '', ''),
 ('F', H, 'Vakantiepark De Berkenhorst', '', 'Berkenhorstweg 4;Ommen;Overijssel;7731 PA;Netherlands', '', ''),
 ('F', H, 'Sommerhus Klitrosen Løkken', '', 'Klitrosevej 17;Løkken;;9480;Denmark', 'dog OK', ''),
 ('F', H, 'Reine Rorbuer Sakrisøy', '', 'Sakrisøy;Reine;Nordland;8390;Norway', 'ferry from Bodø', ''),
 ('F', H, 'Autokamp Slapy nad Vltavou', '', 'Slapy 112;Slapy;Středočeský kraj;252 08;Czechia', 'cash only', ''),
 ('F', H, 'Turistična kmetija Pri Kovaču Bohinj', '', 'Srednja vas 45;Bohinj;;4267;Slovenia', '', ''),
 ('F', H, 'بيت الضيافة النوبي أسوان', '', 'Gharb Soheil;Aswan;;81511;Egypt', '', ''),
 ('F', H, 'Sinai Starlight Bedouin Camp', '', 'Ras Shitan;Nuweiba;South Sinai;;Egypt', '', ''),
 # W: a shared word outside its strong countries, with a stay's word on the card
 ('W', H, 'Gull Rock Cottage Ogunquit', '', '14 Shore Rd;Ogunquit;ME;03907;United States', 'check-in 4pm, 3 nights', ''),
 ('W', H, 'Villa Tamarind Hua Hin', '', 'Soi Hua Hin 114;Hua Hin;Prachuap Khiri Khan;77110;Thailand', '5 nights, welcome pack on arrival', ''),
 ('W', H, 'Spruce Hollow Cabin Muskoka', '', '1180 Fairy Lake Rd;Huntsville;ON;P1H 2J6;Canada', 'key box by the door 3391', ''),
 ('W', H, 'Finca Son Oliver Sóller', '', 'Camí de Can Prohom 5;Sóller;Illes Balears;07100;' + ES, 'caja de llaves 2204, check-out 10h', ''),
 ('W', H, 'Quinta da Ribeira Amarante', '', 'Rua da Ribeira 88;Amarante;;4600-017;Portugal', '', 'EMAIL;TYPE=INTERNET:reservas@quintadaribeira-amarante.pt'),
 ('W', H, 'Masseria Torre Bianca Ostuni', '', 'Contrada Lamacavallo;Ostuni;BR;72017;Italy', 'cassetta delle chiavi al cancello, 4 notti', ''),
 ('W', H, 'Haveli Dharampura Jaipur', '', 'Gangori Bazaar;Jaipur;Rajasthan;302001;India', 'booking 88213, 2 nights, airport pickup', ''),
 ('W', H, 'Ashcombe Manor Dorset', '', 'Ashmore Road;Shaftesbury;Dorset;SP7 9QF;' + UK, 'Sat to Sat, bed linen provided', ''),
 ('W', H, 'Clonmore Farmhouse Wicklow', '', 'Clonmore;Hacketstown;Co. Wicklow;R93 E8C2;' + IE, 'door code 1904, changeover Saturday', ''),
 ('W', H, 'Refugio Frey Bariloche', '', 'Cerro Catedral;San Carlos de Bariloche;Río Negro;8400;Argentina', 'reserva 2 noches, bring sleeping bag', ''),
 ('W', H, 'Trulli Pietra Antica Alberobello', '', 'Via Monte Nero 11;Alberobello;BA;70011;Italy', 'check-in dalle 15, 3 nights', ''),
 ('W', H, 'Pondok Sari Pemuteran', '', 'Jalan Singaraja-Gilimanuk;Pemuteran;Bali;81155;' + ID, '4 nights, booking ref PS-2231', ''),
 ('W', H, 'Fjordglimt Hytte Balestrand', '', 'Holmen 4;Balestrand;Vestland;6899;Norway', 'key box by the door 6120, 3 nights', ''),
 ('W', H, 'Chata Jizerka Bedřichov', '', 'Bedřichov 214;Bedřichov;Liberecký kraj;468 12;Czechia', 'check-in Saturday, 7 nights', ''),
 ('W', H, 'Baan Ton Mai Chiang Dao', '', '122 Moo 5;Chiang Dao;Chiang Mai;50170;Thailand', '3 nights, check-out noon', ''),
 ('W', H, 'Harbourside Stay Port Fairy', '', '7 Gipps St;Port Fairy;VIC;3284;Australia', 'lockbox 5520, 2 nights', ''),
 # D: a shared word with only a range of dates (or nothing) outside its strong countries
 ('D', H, 'Villa Mandarina Hvar', '', 'Put Križa 22;Hvar;;21450;' + HR, '12–19 Aug', ''),
 ('D', H, 'Herdade do Sobreiro Évora', '', 'Estrada de Arraiolos km 4;Évora;;7000-171;Portugal', '3–6 May', ''),
 ('D', H, 'Kookaburra Cottage Daylesford', '', '31 Camp St;Daylesford;VIC;3460;Australia', '', ''),
 ('D', H, 'Cortijo La Alcaría Ronda', '', 'Carretera de Ronda a Sevilla km 9;Ronda;Málaga;29400;' + ES, '', ''),
 ('D', H, 'Apartments Mostar Old Bridge', '', 'Onešćukova 14;Mostar;;88000;Bosnia and Herzegovina', '20–23 Jun', ''),
 ('D', H, 'Dar Ben Youssef Tunis', '', '8 Rue du Pacha;Tunis;;1006;Tunisia', '', ''),
 # P: places to stay with departure / parking in the NOTE
 ('P', H, 'Lakeview Lodge Queenstown', '', '12 Man St;Queenstown;Otago;9300;New Zealand', 'parking behind, departure 10am', ''),
 ('P', H, 'Hotel Palma Budva', '', 'Mediteranska 4;Budva;;85310;' + ME, 'departure 11:00, free parking', ''),
 ('P', H, 'Greyfriars Guest House Durham', '', '6 Old Elvet;Durham;;DH1 3HL;' + UK, 'parking permit on dashboard', ''),
 ('P', H, 'Motel Sunset Gananoque', '', '560 King St E;Gananoque;ON;K7G 1G7;Canada', 'early departure 5am, parking out front', ''),
 # G: places to stay with a gift shop in the name
 ('G', H, 'The Drovers Inn & Gift Shop', '', 'Main Street;Inverarnan;Argyll;G83 7DX;' + UK, '', ''),
 ('G', H, 'Cedar Creek Cabins & Gifts', '', '2210 US-441;Cherokee;NC;28719;United States', '', ''),
 # L: lets known only by one holiday-let NOTE phrase
 ('L', H, 'Tigh na Cladach Plockton', '', 'Harbour Street;Plockton;;IV52 8TN;' + UK, 'keysafe 7713', ''),
 ('L', H, 'Haus Sonnblick Zell am See', '', 'Schmittenstraße 19;Zell am See;Salzburg;5700;Austria', 'Schlüsselbox 0815', ''),
 ('L', H, 'Le Mas des Oliviers Uzès', '', '14 chemin de Mayac;Uzès;;30700;France', 'boîte à clés 2468', ''),
 ('L', H, 'Casa Limone Positano', '', 'Via Pasitea 142;Positano;SA;84017;Italy', 'cassetta delle chiavi 3120', ''),
 ('L', H, 'Huisje Duinroos Egmond', '', 'Zuiderstraat 22;Egmond aan Zee;;1931 GD;Netherlands', 'sleutelkastje 1904', ''),
 ('L', H, 'Björkbacken Torp Orsa', '', 'Björkbacken 3;Orsa;Dalarna;794 91;Sweden', 'nyckelbox 5512', ''),
 ('L', H, 'Seaview Tenby Harbour', '', 'Crackwell Street 4;Tenby;Pembrokeshire;SA70 7HA;' + UK, 'changeover Saturday', ''),

 # TC: UK/Irish 'Cottage' that is no place to stay
 ('TC', N, 'Primrose Cottage Tea Rooms', '', 'High Street 3;Bourton-on-the-Water;Gloucestershire;GL54 2AN;' + UK, 'cream tea for 4 booked Sun 3pm', ''),
 ('TC', N, 'Rosemary Cottage Nursery', '', 'Stubbs Lane;Braintree;Essex;CM7 3NR;' + UK, 'hedging plants order', ''),
 ('TC', N, 'Cottage Veterinary Surgery Ludlow', '', 'Corve Street 61;Ludlow;Shropshire;SY8 1DU;' + UK, 'Bramble in for 2 nights after op, collect Thurs', ''),
 ('TC', N, 'Lavender Cottage Care Home', '', 'Mill Road 40;Worthing;West Sussex;BN11 4LB;' + UK, 'visiting 2–4pm, Mum room 12', ''),
 ('TC', N, 'Quay Cottage Gallery', '', 'The Quay;Appledore;Devon;EX39 1QS;' + UK, 'print framed, ready 12th', ''),
 ('TC', N, 'Moreton Cottage Hospital', '', 'Ford Street;Moretonhampstead;Devon;TQ13 8LN;' + UK, 'minor injuries 9–5', ''),
 ('TC', N, 'The Cottage Tavern Harrogate', '', 'Cold Bath Road 22;Harrogate;North Yorkshire;HG2 0NA;' + UK, 'quiz night Tue', ''),
 ('TC', N, 'Wisteria Cottage Ceramics', '', 'Chapel Lane;Rye;East Sussex;TN31 7DB;' + UK, '', 'URL:https://wisteriacottageceramics.co.uk'),
 ('TC', N, 'Cottage Dental Practice Galway', '', 'Newcastle Road 18;Galway;;H91 W2C4;' + IE, 'check-up 14:30', ''),
 ('TC', N, 'Cottage Bakery Kinsale', '', 'Main Street;Kinsale;Co. Cork;P17 XW60;' + IE, 'soda bread Sat', ''),
 ('TC', N, 'Cottage Garden Florist', '', 'Market Place 7;Thirsk;North Yorkshire;YO7 1HD;' + UK, '', ''),
 # TR: Croatian/Montenegrin 'Apartments'/'Rooms' that are no place to stay
 ('TR', N, 'Apartments Management Split d.o.o.', '', 'Domovinskog rata 45;Split;;21000;' + HR, 'owner contract, monthly statements', 'URL:https://www.apartments-management-split.hr'),
 ('TR', N, 'Rooms & Apartments Cleaning Dubrovnik', '', 'Vukovarska 17;Dubrovnik;;20000;' + HR, 'changeover cleaning Sat, invoice 2026-114', ''),
 ('TR', N, 'Apartments Furniture Centar Zadar', '', 'Ulica Hrvatskog sabora 9;Zadar;;23000;' + HR, 'sofa delivery Tue', ''),
 ('TR', N, 'Secret Rooms Escape Game Split', '', 'Poljička cesta 26;Split;;21000;' + HR, 'booked Fri 19:00, 4 players', ''),
 ('TR', N, 'Apartments Budva Real Estate', '', 'Jadranski put 34;Budva;;85310;' + ME, 'viewing Fri 11h', ''),
 ('TR', N, 'Rooms Laundry Service Kotor', '', 'Škaljari bb;Kotor;;85330;' + ME, 'bed linen pickup Mon/Thu', ''),
 # TA: Spanish 'Apartamentos' that build or manage
 ('TA', N, 'Construcciones Apartamentos Mediterráneo S.L.', '', 'Avenida de Europa 12;Benidorm;Alicante;03503;' + ES, 'presupuesto obra', ''),
 ('TA', N, 'Administración de Apartamentos Torrevieja', '', 'Calle Ramón Gallud 40;Torrevieja;Alicante;03181;' + ES, 'cuota comunidad, junta 15 marzo', ''),
 ('TA', N, 'Reformas y Apartamentos Costa Marbella', '', 'Calle Ricardo Soriano 22;Marbella;Málaga;29601;' + ES, 'reforma baño', ''),
 # TV: Balinese 'Villa' that is no place to stay
 ('TV', N, 'Villa Spa Seminyak', '', 'Jalan Kayu Aya 18;Seminyak;Bali;80361;' + ID, 'massage 2 pax Thu 4pm', ''),
 ('TV', N, 'The Villa Restaurant Ubud', '', 'Jalan Monkey Forest 55;Ubud;Bali;80571;' + ID, 'table for 6 Fri', ''),
 ('TV', N, 'Bali Villa Management Services', '', 'Jalan Sunset Road 88;Kuta;Bali;80361;' + ID, '', 'EMAIL;TYPE=INTERNET:owners@balivillamanagement.co.id'),
 ('TV', N, 'Villa Furniture Jepara Bali', '', 'Jalan Bypass Ngurah Rai 210;Denpasar;Bali;80225;' + ID, 'teak table shipping', ''),
 # TD: Moroccan 'Dar' that is no place to stay
 ('TD', N, 'Dar Moha Restaurant', '', '81 Rue Dar El Bacha;Marrakech;;40000;' + MA, 'dinner 20:30, 2 people', ''),
 ('TD', N, 'Musée Dar Si Said', '', 'Riad Zitoun el Jdid;Marrakech;;40000;' + MA, 'closed Tue', ''),
 ('TD', N, 'Dar Bellarj Fondation', '', '9 Toualate Zaouiat Lahdar;Marrakech;;40000;' + MA, 'exhibition opening 18h', ''),
 ('TD', N, 'Dar Souiri Centre Culturel', '', 'Rue Khalid Ben Walid;Essaouira;;44000;' + MA, '', ''),
 ('TD', N, 'Dar Tadelakt Boutique Artisanat', '', 'Souk Semmarine 41;Marrakech;;40000;' + MA, '', ''),
 # TK: African/Jordanian 'Camp' that is no place to stay
 ('TK', N, 'Camp Kilimanjaro Tours Arusha', '', 'Sokoine Road 14;Arusha;;23100;Tanzania', 'climb 12–18 Feb, deposit paid', ''),
 ('TK', N, 'Camp & Trail Outdoor Windhoek', '', 'Independence Avenue 120;Windhoek;;10005;Namibia', 'gas canisters', ''),
 ('TK', N, 'Nanyuki Military Camp', '', 'Nanyuki–Rumuruti Road;Nanyuki;Laikipia;10400;Kenya', 'visitor pass at gate', ''),
 ('TK', N, 'UNHCR Kakuma Camp Sub-Office', '', 'Kakuma;Turkana;;30501;Kenya', '', 'EMAIL;TYPE=INTERNET:kenkaos@unhcr.org'),
 ('TK', N, 'UNHCR Zaatari Camp Office', '', 'Zaatari;Mafraq;;25110;Jordan', 'field visit Tue, gate pass', ''),
 ('TK', N, 'Sunbeams Holiday Day Camp Cape Town', '', '12 Main Road;Rondebosch;Western Cape;7700;South Africa', 'drop-off 8am, pick-up 3pm', ''),
 ('TK', N, 'Camp Gear Hire Maun', '', 'Sir Seretse Khama Road;Maun;North-West;;Botswana', 'rooftop tent hire, return 14th', ''),
 ('TK', N, 'Wadi Rum Desert Camp Tours', '', 'Rum Village;Wadi Rum;Aqaba;77110;Jordan', 'jeep tour 4h, 9am', ''),
 # TN: new full words on a business that is no place to stay
 ('TN', N, 'Backpackers Travel Insurance Direct', '', '1 Canada Square;London;;E14 5AB;' + UK, 'policy BP-4471902', ''),
 ('TN', N, 'Backpackers Outdoor Store', '', '215 Queen St;Auckland;;1010;New Zealand', 'boots resoled', ''),
 ('TN', N, 'Backpackers World Travel Sydney', '', '212 Pitt St;Sydney;NSW;2000;Australia', 'bus pass booked', ''),
 ('TN', N, 'Norfolk Bungalows Construction Ltd', '', 'Hall Road 12;Norwich;Norfolk;NR4 6DG;' + UK, 'extension quote', ''),
 ('TN', N, 'Tuindeco Log Cabins', '', 'Industrieweg 14;Zwolle;;8013 NL;Netherlands', 'offerte tuinhuis', ''),
 ('TN', N, 'Highland Garden Cabins Manufacturing', '', 'Station Road;Forres;Moray;IV36 1AA;' + UK, 'delivery of garden office wk 18', ''),
 ('TN', N, 'Sommerhus Rengøring Blåvand', '', 'Hvidbjergvej 3;Blåvand;;6857;Denmark', 'changeover cleaning Saturdays', ''),
 ('TN', N, 'Self Catering Supplies Wholesale', '', 'Unit 4, Riverside Park;Barnstaple;Devon;EX31 2AS;' + UK, 'acct 4471', ''),
 ('TN', N, 'Bedouin Camp Dinner Show Hurghada', '', 'Safaga Road;Hurghada;Red Sea;;Egypt', 'pickup 5pm from hotel lobby', ''),
 ('TN', N, 'Cottages Holiday Agency Cornwall', '', 'Lemon Street 20;Truro;Cornwall;TR1 2LS;' + UK, 'brochure requested', ''),
 # TM: holiday-let-sounding NOTEs on other cards
 ('TM', N, 'Harbour Point Conference Centre', '', '1 Harbour Point;Dublin;;D01 K8P3;' + IE, 'door code 4417, check-in desk 8:30', ''),
 ('TM', N, 'SafeStore Self Storage Leeds', '', 'Kirkstall Road 200;Leeds;;LS4 2AS;' + UK, 'access code 7731, booking ref SS-99120', ''),
 ('TM', N, 'Sixt Car Rental Split Airport', '', 'Cesta dr. Franje Tuđmana 1270;Kaštel Štafilić;;21216;' + HR, 'key box after hours, 2 nights parking', ''),
 ('TM', N, 'Royal Infirmary Departure Lounge', '', 'Little France Crescent 51;Edinburgh;;EH16 4SA;' + UK, 'discharge via departure lounge, parking', ''),
 ('TM', N, 'The Hive Coworking Amsterdam', '', 'Weesperstraat 61;Amsterdam;;1018 VN;Netherlands', 'door code 2288, hot desk booked', ''),
 ('TM', N, 'Pawsome Dog Boarding Kennels', '', 'Kennel Lane 4;Bracknell;Berkshire;RG12 2PH;' + UK, 'Max 5 nights, drop-off Sat, welcome pack', ''),
 ('TM', N, 'Gatwick Valet Parking Direct', '', 'Perimeter Road North;Gatwick;West Sussex;RH6 0JH;' + UK, 'parking booked, key collection at terminal', ''),
 ('TM', N, 'Anytime Fitness Bondi', '', '77 Hall St;Bondi Beach;NSW;2026;Australia', 'door code 1122', ''),
 # TP: people
 ('TP', N, 'Marta Jurić', 'Jurić;Marta;;;', 'Put Firula 8;Split;;21000;' + HR, 'Airbnb host, check-in 3pm, key box 4410', ''),
 ('TP', N, 'Ellie Cottage', 'Cottage;Ellie;;;', '9 Orchard Way;Frome;Somerset;BA11 2PE;' + UK, 'birthday 3 June', ''),
 ('TP', N, 'Dave Thornton', 'Thornton;Dave;;;', '22 Elm Road;Cheltenham;;GL50 2RT;' + UK, 'feeding the cat, keysafe 0099', ''),
 ('TP', N, 'Hamid Ouazzani', 'Ouazzani;Hamid;;;', '', '', 'ORG:Dar Tafraout Essaouira || TITLE:Manager'),
 ('TP', N, 'Joseph Mwangi', 'Mwangi;Joseph;;;', '', 'safari guide', 'ORG:Camp Kilimanjaro Tours Arusha || TITLE:Driver-guide'),
 ('TP', N, 'Ana Villa', 'Villa;Ana;;;', 'Calle Jesús 14;Valencia;;46007;' + ES, '', ''),
 ('TX', N, 'Manor House Solicitors Oxford', '', 'St Giles 31;Oxford;;OX1 3LD;' + UK, 'key collection for Mum\'s house, 3pm', ''),
 ('TX', N, 'Finca La Estancia Bodega', '', 'Carretera de Valdepeñas km 12;Valdepeñas;Ciudad Real;13300;' + ES, 'tasting 12:00, 6 people', ''),
 ('TX', N, 'Quinta do Souto Vinhos', '', 'Estrada Nacional 222;Pinhão;;5085-034;Portugal', 'wine tasting booked 11h', ''),
 ('TX', N, 'Rooms Interiors Harrogate', '', 'Parliament Street 14;Harrogate;North Yorkshire;HG1 2QU;' + UK, '', ''),
 ('TX', N, 'Wellington Bach Choir', '', 'St Andrew\'s on the Terrace;Wellington;;6011;New Zealand', 'concert Sat 7:30', ''),
 ('TX', N, 'Camps Bay Beach Pharmacy', '', 'Victoria Road 53;Camps Bay;Western Cape;8005;South Africa', '', ''),
]
rows = list(R)
random.Random(18).shuffle(rows)
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f, \
     open(os.path.join(here, 'classes.tsv'), 'w', encoding='utf-8') as c:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    c.write('id\tclass\tlabel\n')
    for i, (cls, label, name, n, adr, note, extra) in enumerate(rows, 1):
        cid = f'G{i:03d}'
        style = styles[(i - 1) % 5]
        org = '' if n else name
        f.write('\t'.join([cid, label, style, name, org, n, adr, note, extra]) + '\n')
        c.write(f'{cid}\t{cls}\t{label}\n')
print(len(rows), sum(r[1] == H for r in rows), sum(r[1] == N for r in rows), sum(not r[5] for r in rows))
