#!/usr/bin/env python3
"""Writes cards.tsv for review53: one realistic address book of a Manila-based Filipino family - Ramon (Mon)
Santiago, regional sales manager of a pharmaceutical distributor in Ortigas, travelling for work to Cebu, Davao,
Iloilo, Bacolod, Cagayan de Oro, General Santos and Clark; Maricel (Cel), a teacher, who plans the family's trips:
staycations in Manila and Tagaytay (a condotel, Airbnb units in condo towers), Batangas and Laguna (beach resorts, a
Pansol private pool resort rented overnight), Zambales (a cove campsite), La Union, Ilocos, Baguio (a transient
house), Sagada, Banaue and Batad (an inn, a guesthouse, a homestay), Tanay, Bicol, Boracay, Bohol (jungle huts),
Siquijor and Dumaguete, Siargao, Palawan (El Nido, Coron, Port Barton beach huts), Camiguin, Samal, Lake Sebu,
Baler and Moalboal (a tuluyan, payag huts), and abroad Hong Kong (Ate Joy works there), Singapore (a cousin), Japan
(hotels, a ryokan, a Hakone onsen hotel) and the US (Tita Baby in Daly City; Las Vegas, Yosemite, Anaheim) - and
the contacts around them. The traps are the ones such a book has: restaurants named Apartment, Casa, Balay, Log
Cabin, Dampa, Kubo, Breakfast at ..., a Cantonese 酒家 (restaurant, not 酒店), a hotel's lobby lounge and a hotel
buffet, a resto bar, a hotel's restaurant in Baguio, a day onsen beside a Hakone hotel, a day-swimming 'resort' of picnic cottages without rooms, a
pet hotel, an events place called Villa, a hospicio, a migrant women's refuge, a boarding house, condo developers
(one called Hotel101), travel agencies (one called Bahay Bakasyon), an online booking agent, a money changer in
Chungking Mansions, family names Posadas, Villa and Go and a colleague named Hilton, hotel staff and hosts whose
ORG is their place, the Baguio landlady's own card, an overnight ferry with beds, a sleeper train, night buses, an
island expedition with camp huts, a ranger station. Each row: (label, name, n, adr, note, extra) - extra is
' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut, cottage or tent pitch at for
the night (hotels, condotels, aparthotels, short-let condo units, hostels, pension houses, inns, guest houses,
homestays, transient houses, private pool resorts let overnight, beach and dive resorts, huts, campsites, ryokan);
not = everything else, including hotel staff's, hosts' and a landlady's personal cards, restaurants, bars, a
hotel's lounge and buffet, a day-swimming resort, a pet hotel, an events place, a hospicio, a refuge, a boarding
house where a student lives by the month, developers, travel agencies, an overnight ferry, a sleeper train, an
expedition. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
PH = 'Philippines'
C = [
 # --- Mon's work: Cebu
 (H, 'Seda Central Bloc', '', 'Central Bloc, Cebu IT Park, Apas;Cebu City;Cebu;6000;' + PH, 'Cebu sales conference, 3 nights, company rate 5,200 incl. bfast, c/o 12nn', 'URL:https://www.sedahotels.com/central-bloc-cebu'),
 (H, 'Quest Hotel & Conference Center Cebu', '', 'Archbishop Reyes Ave, Lahug;Cebu City;Cebu;6000;' + PH, '1 night, training sa Function Room B, parking sa basement', ''),
 (H, 'Red Planet Cebu', '', '36 Archbishop Reyes Ave, Lahug;Cebu City;Cebu;6000;' + PH, '1 night lang, booking RP-448120, walking distance Ayala', ''),
 (H, 'Sugbutel', '', 'S. Osmeña Blvd cor. Juan Luna Ave Ext;Cebu City;Cebu;6000;' + PH, 'para sa 2 med reps (Jay & Ronnie), bunk beds, 2 nights, cash', ''),
 (H, 'Moalboal Payag Huts', '', 'Panagsama Beach;Moalboal;Cebu;6032;' + PH, 'sardine run after the Cebu conference, nipa hut w/ fan, 2 nights, 1,500/night', ''),
 # --- Davao, Iloilo, Bacolod, CDO, GenSan, Clark
 (H, 'Marco Polo Davao', '', 'C.M. Recto St;Davao City;Davao del Sur;8000;' + PH, 'Davao Doctors presentation, 2 nights, room 1418, bfast 6am', ''),
 (H, 'Park Inn by Radisson Davao', '', 'J.P. Laurel Ave, Bajada;Davao City;Davao del Sur;8000;' + PH, '1 night, katabi ng SM Lanang, c/o 12nn', ''),
 (H, 'Go Hotels Lanang - Davao', '', 'Damosa Gateway, Lanang;Davao City;Davao del Sur;8000;' + PH, '', ''),
 (H, 'Richmonde Hotel Iloilo', '', 'Megaworld Blvd, Iloilo Business Park, Mandurriao;Iloilo City;Iloilo;5000;' + PH, 'TMC Iloilo follow-up, 1 night, check-in 2pm', ''),
 (H, 'Casa Remedios Pension House', '', 'Gen. Luna St;Iloilo City;Iloilo;5000;' + PH, '1,400/night aircon, 2 nights, mura pero malinis', ''),
 (H, "L'Fisher Hotel Bacolod", '', '14th Lacson St;Bacolod City;Negros Occidental;6100;' + PH, '', ''),
 (H, "Nature's Village Resort", '', 'Brgy. Zone 16;Talisay City;Negros Occidental;6115;' + PH, 'Visayas sales summit, 2 nights, twin sharing w/ Hilton', ''),
 (H, 'Limketkai Luxe Hotel', '', 'Limketkai Center, Lapasan;Cagayan de Oro;Misamis Oriental;9000;' + PH, 'CDO distributors meeting, 2 nights, late c/o til 2pm approved', ''),
 (H, 'Mallberry Suites Business Hotel', '', 'Limketkai Drive, Lapasan;Cagayan de Oro;Misamis Oriental;9000;' + PH, '', ''),
 (H, 'Greenleaf Hotel Gensan', '', 'J. Catolico Sr. Ave, Lagao;General Santos City;South Cotabato;9500;' + PH, '', ''),
 (H, 'RedDoorz Plus @ Balibago Angeles', '', 'Fields Ave, Balibago;Angeles City;Pampanga;2009;' + PH, 'early flight sa Clark 6:05am, 1 night, pay at hotel', ''),
 (H, 'Quest Plus Conference Center Clark', '', 'Clark Freeport Zone;Mabalacat City;Pampanga;2023;' + PH, '', ''),
 # --- Manila: staycations, relatives, a wedding
 (H, 'Okada Manila', '', 'New Seaside Drive, Entertainment City;Parañaque City;Metro Manila;1701;' + PH, 'staycation anniv namin, 1 night, Deluxe King, fountain show 9pm', 'URL:https://www.okadamanila.com'),
 (H, 'Shangri-La The Fort, Manila', '', '30th St cor. 5th Ave, Bonifacio Global City;Taguig City;Metro Manila;1634;' + PH, "Lola's 80th - 2 rooms for the Iloilo relatives, 2 nights, under Santiago", ''),
 (H, 'Citadines Bay City Manila', '', 'Diosdado Macapagal Blvd cor. Coral Way;Pasay City;Metro Manila;1300;' + PH, 'Tita Baby balikbayan Dec 18 - Jan 2, 1BR, 14 nights, bayad na ni Tita via card', ''),
 (H, 'Ascott Makati', '', 'Glorietta 4, Ayala Center;Makati City;Metro Manila;1224;' + PH, '', ''),
 (H, 'Eurotel Makati', '', 'Arnaiz Ave, San Lorenzo;Makati City;Metro Manila;1223;' + PH, '', ''),
 (H, 'Hotel 101 - Manila', '', 'EDSA Ext cor. Macapagal Blvd, Mall of Asia Complex;Pasay City;Metro Manila;1300;' + PH, 'overnight kids after MOA concert, 1 night, Family Room, pool til 10pm', ''),
 (H, 'Azure Staycation - Bahamas Tower 1208', '', 'Azure Urban Resort Residences, West Service Rd, Brgy. Marcelo Green;Parañaque City;Metro Manila;1700;' + PH, 'Airbnb 2 nights, check-in 2pm, lockbox 2580, security deposit 1k GCash, beach pool w/ ID', ''),
 (H, 'The Manila Hotel', '', 'One Rizal Park;Manila;Metro Manila;1000;' + PH, 'kasal ni Carlo (Sat), 1 night, Superior Deluxe, free parking for guests', ''),
 # --- Tagaytay, Batangas, Laguna, Rizal
 (H, 'Taal Vista Hotel', '', 'Km. 60 Aguinaldo Highway;Tagaytay City;Cavite;4120;' + PH, '', ''),
 (H, 'Tagaytay Staycation - Wind Residences T5', '', 'Wind Residences Tower 5, Emilio Aguinaldo Hwy;Tagaytay City;Cavite;4120;' + PH, 'unit ni Ms. Jen, 2 nights, Taal view, 3,500/night, 50% DP sa BPI, bawal pets', ''),
 (H, 'Escala Tagaytay', '', 'Tagaytay-Calamba Road, Brgy. Sungay East;Tagaytay City;Cavite;4120;' + PH, '1 night, bfast 6:30-10, maulap daw sa umaga', ''),
 (H, 'Acuaverde Beach Resort', '', 'Brgy. Hugom, Laiya;San Juan;Batangas;4226;' + PH, 'Holy Week 3 nights, family room good for 6, DP 50% sent', ''),
 (H, 'Aiyanar Beach and Dive Resort', '', 'Brgy. Bagalangit, Anilao;Mabini;Batangas;4202;' + PH, '', ''),
 (H, 'Pico Sands Hotel', '', 'Hamilo Coast, Brgy. Papaya;Nasugbu;Batangas;4231;' + PH, 'Pico de Loro weekend, 2 nights, beach club access incl.', ''),
 (H, 'Villa Gloria Private Pool - Pansol', '', 'Purok 4, Brgy. Pansol;Calamba;Laguna;4027;' + PH, 'overnight 22 hrs (2pm-12nn), 15 pax, 3 aircon rooms, 9,500, DP 3k GCash, hot spring pool', ''),
 (H, 'Treasure Mountain', '', 'Sitio Maysawa, Brgy. Cuyambay;Tanay;Rizal;1980;' + PH, 'sea of clouds, A-frame cabin 1 night, gising 4am, 4x4 from the jump-off', ''),
 # --- Zambales, Aurora, La Union, Ilocos
 (H, 'Nagsasa Cove', '', 'Sitio Nagsasa, Brgy. Pundaquit;San Antonio;Zambales;2206;' + PH, 'camping 2 nights, own tent, camping fee 200/head, bangka from Pundaquit 9am', ''),
 (H, 'Tuluyan ni Aling Loring', '', 'Sabang Beach;Baler;Aurora;3200;' + PH, 'Baler surf, 2 nights, room w/ fan 1,200, CR sa labas', ''),
 (H, 'Flotsam and Jetsam Hostel', '', 'Brgy. Urbiztondo;San Juan;La Union;2514;' + PH, 'barkada surf trip (Mon), 6-bed dorm, 2 nights', ''),
 (H, 'Kahuna Beach Resort and Spa', '', 'Brgy. Urbiztondo;San Juan;La Union;2514;' + PH, '', ''),
 (H, 'Hotel Luna', '', 'V. Delos Reyes St;Vigan City;Ilocos Sur;2700;' + PH, 'Vigan 2 nights, calesa tour 4pm, empanada sa plaza', ''),
 (H, 'Villa Angela Heritage House', '', '26 Quirino Blvd;Vigan City;Ilocos Sur;2700;' + PH, 'heritage room 2 nights, four-poster bed, may multo daw haha', ''),
 (H, 'Saud Beach Resort', '', 'Saud Beach, Brgy. Pancian;Pagudpud;Ilocos Norte;2919;' + PH, 'Pagudpud 2 nights, sea view room, Bangui windmills on the way', ''),
 (H, 'Fort Ilocandia Resort Hotel', '', 'Brgy. 37 Calayab;Laoag City;Ilocos Norte;2900;' + PH, '', ''),
 # --- Cordillera
 (H, 'The Manor at Camp John Hay', '', 'Loakan Rd, Camp John Hay;Baguio City;Benguet;2600;' + PH, 'Christmas sa Baguio, 2 nights, Deluxe w/ fireplace, Le Chef dinner 7pm', ''),
 (H, 'Bautista Transient House', '', '12 Purok 2, Outlook Drive;Baguio City;Benguet;2600;' + PH, 'Holy Week 3 nights, 10 pax, 2 rooms + sala, DP 2,000 GCash kay Aling Nena, 1 parking', 'EMAIL:bautistatransient.baguio@gmail.com'),
 (H, 'Hotel Elizabeth Baguio', '', 'J. Felipe St cor. Gibraltar Rd;Baguio City;Benguet;2600;' + PH, '', ''),
 (H, 'Casa Vallejo', '', '111 Upper Session Rd;Baguio City;Benguet;2600;' + PH, '', ''),
 (H, 'George Guesthouse', '', 'Poblacion;Sagada;Mountain Province;2619;' + PH, 'Sagada 2 nights, may hot shower, Kiltepan sunrise 4:30am', ''),
 (H, 'Masferré Country Inn & Restaurant', '', 'Poblacion;Sagada;Mountain Province;2619;' + PH, '1 night pag-akyat galing Banaue, room w/ own CR, bfast 7am', ''),
 (H, "Ramon's Native Homestay", '', 'Batad;Banaue;Ifugao;3601;' + PH, 'Ifugao hut 1 night, bring flashlight, hike from Saddle 1 hr', ''),
 (H, 'Banaue Hotel and Youth Hostel', '', 'Poblacion;Banaue;Ifugao;3601;' + PH, '', ''),
 # --- Bicol
 (H, 'Misibis Bay', '', 'Cagraray Island;Bacacay;Albay;4509;' + PH, '10th anniv, 2 nights, villa w/ plunge pool, transfer from Legazpi 3pm', ''),
 (H, 'Tugawe Cove Resort', '', 'Brgy. Tugawe;Caramoan;Camarines Sur;4429;' + PH, '', ''),
 (H, 'Villa Caceres Hotel', '', 'Magsaysay Ave;Naga City;Camarines Sur;4400;' + PH, '', ''),
 # --- Boracay, Bohol, Siquijor, Dumaguete, Siargao
 (H, 'Discovery Shores Boracay', '', 'Station 1, Balabag;Malay;Aklan;5608;' + PH, 'bday ni Cel, 3 nights, Junior Suite, Caticlan transfer 11:30', ''),
 (H, 'Henann Regency Resort & Spa', '', 'Station 2, Balabag;Malay;Aklan;5608;' + PH, 'barkada Boracay 2019, 3 nights, 2 rooms', ''),
 (H, 'South Palms Resort Panglao', '', 'Brgy. Bolod;Panglao;Bohol;6340;' + PH, 'Bohol family trip, 3 nights, 2 connecting rooms, Chocolate Hills tour day 2', ''),
 (H, 'The Bellevue Resort Bohol', '', 'Brgy. Doljo;Panglao;Bohol;6340;' + PH, '', ''),
 (H, 'Nuts Huts', '', 'Brgy. Sawang;Loboc;Bohol;6316;' + PH, 'jungle hut sa tabi ng Loboc River, 2 nights, 100+ steps pababa, walang aircon', ''),
 (H, 'Coco Grove Beach Resort', '', 'Tubod;San Juan;Siquijor;6227;' + PH, '', ''),
 (H, "Harold's Mansion", '', '205 Hibbard Ave;Dumaguete City;Negros Oriental;6200;' + PH, 'Apo Island dive (Mon & Jun), 1 night, dive shop sa baba, pickup 7am', ''),
 (H, 'Bethel Guest House', '', 'Rizal Blvd;Dumaguete City;Negros Oriental;6200;' + PH, 'Dumaguete 1 night, sea view, silvanas sa Sans Rival', ''),
 (H, 'Kalinaw Resort', '', 'Brgy. Catangnan;General Luna;Surigao del Norte;8419;' + PH, 'Siargao 4 nights, villa 3, surf lesson 7am sa Cloud 9', ''),
 (H, 'Lexias Hostel & Workspace Siargao', '', 'Tourism Rd;General Luna;Surigao del Norte;8419;' + PH, '', ''),
 # --- Palawan
 (H, 'El Nido Resorts Lagen Island', '', 'Lagen Island;El Nido;Palawan;5313;' + PH, 'bucket list! 3 nights, Water Cottage, full board, transfer 1pm from Lio', ''),
 (H, 'Spin Designer Hostel El Nido', '', 'Brgy. Maligaya;El Nido;Palawan;5313;' + PH, '', ''),
 (H, 'Cadlao Resort and Restaurant', '', 'Caalan Beach, Brgy. Masagana;El Nido;Palawan;5313;' + PH, '2 nights bago mag-Lagen, garden room', ''),
 (H, 'Two Seasons Coron Island Resort & Spa', '', 'Bulalacao Island;Coron;Palawan;5316;' + PH, 'Coron leg, 3 nights, boat 10am from Coron town pier, bungalow 12', ''),
 (H, "Sophia's Garden Resort", '', 'Nueva St, Brgy. 5;Coron;Palawan;5316;' + PH, '', ''),
 (H, 'Coconut Garden Island Resort', '', 'Cacnipa Island;San Vicente;Palawan;5309;' + PH, 'Port Barton, beach hut 2 nights, generator 6pm-12mn, walang wifi', ''),
 (H, 'Hue Hotels and Resorts Puerto Princesa', '', 'Rizal Ave;Puerto Princesa City;Palawan;5300;' + PH, '', ''),
 # --- Mindanao
 (H, 'Bahay Bakasyunan sa Camiguin', '', 'Brgy. Balbagon;Mambajao;Camiguin;9100;' + PH, 'Lanzones Festival, 3 nights, cottage by the sea, rent motor 500/day', ''),
 (H, 'Pearl Farm Beach Resort', '', 'Kaputian;Island Garden City of Samal;Davao del Norte;8119;' + PH, 'after the Davao trip, sunod si Cel + kids, 2 nights, boat from Lanang 10am', ''),
 (H, 'Punta Isla Lake Resort', '', 'Sitio Tuko, Brgy. Poblacion;Lake Sebu;South Cotabato;9512;' + PH, '', ''),
 # --- Hong Kong
 (H, '香港迪士尼樂園酒店', '', '香港迪士尼樂園度假區;大嶼山;新界;;香港', 'Bea & Migo, 2 nights, Mickey breakfast 8am, MTR Sunny Bay', ''),
 (H, '華美賓館 (Mirador Mansion)', '', '彌敦道54-64B號 美麗都大廈13樓E5室;尖沙咀;九龍;;香港', 'HK trade fair, twin room maliit pero ok, 2 nights, cash HKD', ''),
 (H, 'Dorsett Wanchai', '', "387-397 Queen's Road East;Wan Chai;;;Hong Kong", 'Cel & Mama Linda, 3 nights, Sunday kita kay Ate Joy', ''),
 # --- Singapore
 (H, 'Fairmont Singapore', '', '80 Bras Basah Rd;Singapore;;189560;Singapore', '1 night lang, 2 connecting rooms, Raffles City mall sa baba, check-in 3pm', ''),
 (H, 'Hotel 81 Dickson', '', '3 Dickson Rd;Singapore;;209530;Singapore', 'remaining 3 nights, near Little India MRT, sulit', ''),
 # --- Japan
 (H, 'ホテルグレイスリー新宿', '', '歌舞伎町1-19-1;新宿区;東京都;160-8466;日本', 'Tokyo 5 nights, Godzilla view room, check-in 14:00, conf. no. 2871-4450', ''),
 (H, '東横INN 大阪なんば西', '', '桜川1-1-15;大阪市浪速区;大阪府;556-0022;日本', '2泊 Osaka, USJ day 2, free bfast 6:30', ''),
 (H, '旅館 こうろ', '', '東塩小路町;京都市下京区;京都府;600-8216;日本', 'Kyoto 2 nights, futon, curfew 11pm, breakfast 8am', ''),
 (H, 'ホテルおかだ', '', '湯本茶屋191;足柄下郡箱根町;神奈川県;250-0312;日本', '1泊 onsen, kaiseki dinner 6pm, Romancecar from Shinjuku 10:30', ''),
 # --- USA
 (H, 'Circus Circus Las Vegas', '', '2880 S Las Vegas Blvd;Las Vegas;NV;89109;USA', 'Vegas 3 nights, Adventuredome for the kids, resort fee separate', ''),
 (H, 'Half Dome Village', '', '9010 Curry Village Dr;Yosemite Valley;CA;95389;USA', 'tent cabin 2 nights, bear box!! no food inside, check-in 5pm', ''),
 (H, 'Best Western Plus Anaheim Inn', '', '1630 S Harbor Blvd;Anaheim;CA;92802;USA', 'Disneyland 4 nights, walking distance, free bfast', ''),
 (H, 'Extended Stay America - San Francisco - San Mateo - SFO', '', '1830 Gateway Dr;San Mateo;CA;94404;USA', 'malapit kay Tita Baby (Daly City), 5 nights, may kitchenette', ''),
]
P = [
 # family and household
 (N, 'Maricel Santiago', 'Santiago;Maricel;;;', '', 'Cel, faculty meeting Wed 3pm', 'ORG:Pasig Catholic College || TITLE:Grade 4 Adviser'),
 (N, 'Bea', 'Santiago;Beatriz;;;', '', 'Grade 5, swimming Sat 9am, allergic sa hipon', ''),
 (N, 'Migo', 'Santiago;Miguel;;;', '', 'Grade 2, school service pickup 3:30', ''),
 (N, 'Nanay', ';Nanay;;;', 'Blk 4 Lot 12 Sta. Lucia Subd.;San Fernando;Pampanga;2000;' + PH, 'maintenance: losartan, Sunday visit after mass', ''),
 (N, 'Tatay', ';Tatay;;;', '', 'checkup kay Dr. Manalang Tue 10am, JBLMRH', ''),
 (N, 'Mama Linda', 'Ramos;Linda;;;', '15 Quezon Ave;Lucena City;Quezon;4301;' + PH, 'mama ni Cel, pasalubong pansit habhab', ''),
 (N, 'Tita Baby', 'Santiago;Baby;;;', '88 Bellevue Ave;Daly City;CA;94014;USA', 'balikbayan box c/o LBC, uwi Dec 18, PR 105', ''),
 (N, 'Ate Joy', 'Santiago;Joy;;;', '', 'HK, day off Sunday, Statue Square, WhatsApp', ''),
 (N, 'Mrs. Wong Mei Ling', 'Wong;Mei Ling;;;', 'Flat 12B, Block 3, Taikoo Shing;Quarry Bay;;;Hong Kong', 'employer ni Ate Joy, emergency lang', ''),
 (N, 'Jun Santiago', 'Santiago;Jun;;;', 'Blk 201 Tampines St 21, #08-1123;Singapore;;520201;Singapore', 'pinsan sa SG, shift schedule sa Viber', 'ORG:Tan Tock Seng Hospital || TITLE:Staff Nurse'),
 (N, 'Manang Fe', ';Fe;;;', '', 'sahod 15th & 30th, day off Sunday, uwi Samar Dec 20', ''),
 (N, 'Tito Ben Posadas', 'Posadas;Benjamin;;;', '', 'ninong ni Migo, golf Sat sa Villamor, retired Col.', ''),
 (N, 'Dra. Liza Villa', 'Villa;Liza;;;', '', 'pedia nina Bea & Migo, clinic Tue/Thu 2-5pm, Rm 1024', "ORG:St. Luke's Medical Center - Global City || TITLE:Pediatrician"),
 # colleagues and clients
 (N, 'Albert Cruz', 'Cruz;Albert;;;', '', 'boss, weekly sales huddle Mon 8:30am', 'ORG:Medisource Pharma Distribution, Inc. || TITLE:VP Sales'),
 (N, 'Hilton Macaraeg', 'Macaraeg;Hilton;;;', '', 'Visayas area, roommate sa Bacolod summit', 'ORG:Medisource Pharma Distribution, Inc. || TITLE:Area Sales Manager'),
 (N, 'Kenneth Go', 'Go;Kenneth;;;', '', 'PO approval before the 15th, lunch meeting Thu 12nn', 'ORG:Rose Pharmacy, Inc. || TITLE:Purchasing Manager'),
 (N, 'Dr. Amor Lim', 'Lim;Amor;;;', '', 'P&T committee, presentation Wed 2pm', 'ORG:Davao Doctors Hospital'),
 (N, 'Grace Tupas', 'Tupas;Grace;;;', '', 'send quotation by Friday, Iloilo', 'ORG:The Medical City Iloilo || TITLE:Purchasing Officer'),
 # hotel staff, hosts, the landlady, a boatman, a guide
 (N, 'Jessa Manalo', 'Manalo;Jessa;;;', '', 'corporate rate 2026, contract renewal March', 'ORG:Seda Central Bloc || TITLE:Sales Manager'),
 (N, 'Marvin dela Paz', 'dela Paz;Marvin;;;', '', 'Caticlan pickup 11:30, cake sa room for Cel', 'ORG:Discovery Shores Boracay || TITLE:Guest Relations Officer'),
 (N, 'Ramon Dulnuan', 'Dulnuan;Ramon;;;', '', 'host sa Batad, text pag nasa Saddle na, mahina signal', "ORG:Ramon's Native Homestay"),
 (N, 'Paolo Reyes', 'Reyes;Paolo;;;', '', 'Airbnb host, message thru app, checkout 12nn', 'ORG:Azure Staycation - Bahamas Tower 1208'),
 (N, 'Aling Nena Bautista', 'Bautista;Nena;;;', '12 Purok 2, Outlook Drive;Baguio City;Benguet;2600;' + PH, 'transient Baguio, Holy Week 3 nights, DP 2k GCash sent 3/2, balance pag check-in', ''),
 (N, 'Kuya Jomar (bangkero)', ';Jomar;;;', '', 'El Nido Tour A + C 8am, 1,400/head incl. lunch, meet sa beach', ''),
 (N, 'Ate Mila (Pulag guide)', ';Mila;;;', '', 'Ambangeg trail, guide fee 1,500, start 2am for summit', ''),
]
O = [
 # restaurants and a bar
 (N, 'Apartment 1B', '', 'G/F One Legaspi Park, 121 Rada St, Legaspi Village;Makati City;Metro Manila;1229;' + PH, 'brunch Sat 11am, 6 pax, bday ni Mama Linda', ''),
 (N, 'Casa Roces', '', '1153 J.P. Laurel St, San Miguel;Manila;Metro Manila;1005;' + PH, 'lunch after DFA, kare-kare & tsokolate', ''),
 (N, 'Balay Dako', '', 'Tagaytay-Nasugbu Hwy;Tagaytay City;Cavite;4120;' + PH, 'Sunday lunch 12nn, Taal view table, 8 pax', ''),
 (N, 'Sagada Lemon Pie House', '', 'South Rd, Dagdag;Sagada;Mountain Province;2619;' + PH, 'pasalubong: lemon pie + egg pie, 3 boxes, open 7am', ''),
 (N, 'Seaside Dampa Macapagal', '', 'Diosdado Macapagal Blvd;Pasay City;Metro Manila;1300;' + PH, 'paluto, 2 kg hipon + sinigang, welcome dinner for Tita Baby', ''),
 (N, 'The Lobby at The Peninsula Manila', '', 'Ayala Ave cor. Makati Ave;Makati City;Metro Manila;1226;' + PH, "afternoon tea, Mama's bday, Sun 3pm, 4 pax", ''),
 (N, 'Spiral - Sofitel Philippine Plaza Manila', '', 'CCP Complex, Roxas Blvd;Pasay City;Metro Manila;1300;' + PH, 'Christmas dinner ng team, Dec 18 6pm, 12 pax, 50% DP paid', ''),
 (N, '鳳城酒家', '', '北角渣華道62號;北角;;;香港', 'dim sum kasama si Ate Joy, Sunday 11am', ''),
 (N, "Rico's Lechon", '', 'Kaohsiung St, Mabolo;Cebu City;Cebu;6000;' + PH, 'order 1 whole spicy lechon for the sales team, pickup 10am', ''),
 (N, "Breakfast at Antonio's", '', 'Aguinaldo Hwy;Tagaytay City;Cavite;4120;' + PH, 'reserved Sun 8am, 5 pax, magdala ng jacket', ''),
 (N, 'Kamayan sa Palaisdaan', '', 'Brgy. Dapdap;Tayabas City;Quezon;4327;' + PH, 'lunch sa kubo over the fishpond pauwi from Lucena', ''),
 (N, 'Jumbo Seafood Riverside Point', '', '30 Merchant Rd, #01-01/02 Riverside Point;Singapore;;058282;Singapore', 'chili crab 7:30pm, 4 pax, booking under Santiago', ''),
 (N, 'Kubo Resto Bar & Grill', '', 'East Capitol Dr, Kapitolyo;Pasig City;Metro Manila;1603;' + PH, 'team inuman Fri 7pm, reserved 15 pax, videoke room', ''),
 (N, 'Le Chef at The Manor', '', 'Loakan Rd, Camp John Hay;Baguio City;Benguet;2600;' + PH, 'Noche Buena set dinner, Dec 24 7pm, 6 pax, reserve a week before', ''),
 # shops, services, spas, a pet hotel, a day-swimming resort
 (N, 'Goldilocks Kapitolyo', '', 'Shaw Blvd;Pasig City;Metro Manila;1603;' + PH, "Migo's bday cake, Mocha, 'Happy 8th Migo', pickup Sat 2pm", ''),
 (N, 'LBC Express', '', 'Ortigas Ave;Pasig City;Metro Manila;1600;' + PH, 'balikbayan box tracking 7738 2210 54, ETA 6-8 weeks', ''),
 (N, 'Furry Inn Pet Hotel & Grooming', '', '88 Maginhawa St, Teachers Village;Quezon City;Metro Manila;1101;' + PH, 'boarding ni Choco habang nasa Japan, 6 nights, 450/night, dalhin vaccine card', ''),
 (N, 'Nuat Thai Kapitolyo', '', 'West Capitol Dr, Kapitolyo;Pasig City;Metro Manila;1603;' + PH, 'foot spa + massage Fri 8pm, 2 pax', ''),
 (N, '湯の里おかだ', '', '湯本茶屋191;足柄下郡箱根町;神奈川県;250-0312;日本', 'day trip from Tokyo (2023), day onsen lang, entrance 1,450 yen, open 11am', ''),
 (N, "RJ's Swimming Pool & Picnic Resort", '', 'Brgy. San Vicente;Sto. Tomas;Batangas;4234;' + PH, 'day swimming lang 8am-5pm, cottage 800 (good for 15), entrance 120/head', ''),
 (N, 'Money Changer - Chungking Mansions', '', "36-44 Nathan Road, G/F;Tsim Sha Tsui;;;Hong Kong", 'palit HKD dito, better rate, bring passport', ''),
 # housing, developers, venues, charities, the employer
 (N, 'DMCI Homes - Prisma Residences', '', 'Pasig Blvd, Bagong Ilog;Pasig City;Metro Manila;1600;' + PH, 'amortization 18,450 due every 5th, unit 1503, turnover 2027', ''),
 (N, 'Hotel101 Global - Sales Gallery', '', '5th Ave, Bonifacio Global City;Taguig City;Metro Manila;1634;' + PH, 'condotel investment pitch, site visit Sat 2pm, agent: Rica', ''),
 (N, 'Calixto Boarding House', '', '22 Bokawkan Rd;Baguio City;Benguet;2600;' + PH, 'boarding ni Paolo (SLU), 4,500/mo incl. tubig, curfew 10pm, landlady Mrs. Calixto', ''),
 (N, 'Villa Milagrosa Events Place', '', 'Ortigas Ave Ext;Cainta;Rizal;1900;' + PH, 'debut ni Andrea, Sept 14 6pm, semi-formal, 18 roses ako', ''),
 (N, 'Hospicio de San Jose', '', 'Isla de Convalecencia, Ayala Bridge;Manila;Metro Manila;1001;' + PH, 'Christmas outreach ng office, drop-off donations Dec 14 9am', ''),
 (N, "Bethune House Migrant Women's Refuge", '', '4 Jordan Rd;Yau Ma Tei;;;Hong Kong', 'para kay Ate Joy just in case, 24/7 hotline sa flyer', ''),
 (N, 'Medisource Pharma Distribution, Inc.', '', '12/F Tektite East Tower, Exchange Rd, Ortigas Center;Pasig City;Metro Manila;1605;' + PH, '', 'EMAIL;TYPE=WORK:hr@medisourcepharma.com.ph'),
 (N, 'SMX Convention Center Manila', '', 'Seashell Lane, Mall of Asia Complex;Pasay City;Metro Manila;1300;' + PH, '', ''),
 # health, schools, government, travel agencies
 (N, 'Makati Medical Center', '', '2 Amorsolo St, Legaspi Village;Makati City;Metro Manila;1229;' + PH, 'APE 7am, fasting 10 hrs', ''),
 (N, 'SmileCare Dental Clinic', '', 'United St, Kapitolyo;Pasig City;Metro Manila;1603;' + PH, 'cleaning Bea Sat 10am, Migo braces consult', ''),
 (N, 'St. Paul College Pasig', '', 'St. Paul Rd, Ugong;Pasig City;Metro Manila;1604;' + PH, 'PTA meeting Sat 9am, Bea Gr 5 - St. Agnes', ''),
 (N, 'Xavier School', '', '64 Xavier St, Greenhills;San Juan City;Metro Manila;1502;' + PH, 'tuition 2nd term due Oct 15, school service Kuya Ed', ''),
 (N, 'DFA Office of Consular Affairs - ASEANA', '', 'Bradco Ave cor. Macapagal Blvd, Aseana Business Park;Parañaque City;Metro Manila;1701;' + PH, 'passport renewal Bea & Migo, appt 10:30am, dalhin PSA birth cert', ''),
 (N, 'Embassy of the United States of America', '', '1201 Roxas Blvd, Ermita;Manila;Metro Manila;1000;' + PH, 'visa interview 7:30am, DS-160 confirmation + photo, bawal bag', ''),
 (N, 'Philippine Consulate General Hong Kong', '', '14/F United Centre, 95 Queensway;Admiralty;;;Hong Kong', '', ''),
 (N, 'Reli Tours & Travel Agency', '', 'Jupiter St, Bel-Air;Makati City;Metro Manila;1209;' + PH, 'Japan visa application, release of passports Fri 3pm', ''),
 (N, 'Rajah Travel Corporation', '', '3/F Pacific Star Bldg, Sen. Gil Puyat Ave cor. Makati Ave;Makati City;Metro Manila;1200;' + PH, 'Japan group tour quote 6D5N, compare vs DIY', 'URL:https://www.rajahtravel.com'),
 (N, 'Bahay Bakasyon Travel & Tours', '', 'Ortigas Ave, Greenhills;San Juan City;Metro Manila;1502;' + PH, 'Coron package 4D3N quote, DP 5k, pickup ng vouchers Thu', ''),
 (N, 'Klook', '', '', 'USJ tickets + Airport Express, vouchers sa app, booking 1284093317', 'URL:https://www.klook.com'),
 # transport
 (N, 'Philippine Airlines', '', 'PNB Financial Center, Pres. Diosdado Macapagal Blvd;Pasay City;Metro Manila;1300;' + PH, 'Mabuhay Miles 1029 445 318', 'KIND:org'),
 (N, 'AirAsia Philippines', '', '', 'booking ref QX7P2L, MNL-KLO 5:40am, 20kg baggage', 'KIND:org'),
 (N, '2GO Travel', '', 'Pier 4, North Harbor, Tondo;Manila;Metro Manila;1012;' + PH, 'Manila-Coron overnight, Tourist beds 114A-D, dep 5pm, 14 hrs', 'KIND:org'),
 (N, 'Victory Liner Cubao', '', 'EDSA, Cubao;Quezon City;Metro Manila;1109;' + PH, 'Cubao-Baguio deluxe 11pm, seats 3-4', ''),
 (N, 'Ohayami Trans', '', 'Lacson Ave cor. J. Fajardo St, Sampaloc;Manila;Metro Manila;1008;' + PH, 'Banaue night bus 10pm, 9 hrs, magjacket malamig aircon', ''),
 (N, 'JR West - Sunrise Izumo', '', '', 'sleeper Tokyo 21:50 -> Izumo-shi 9:58, Nobi-nobi seat, JR Pass ok', ''),
 # tours, guides, parks
 (N, 'Tao Philippines', '', 'Brgy. Buena Suerte;El Nido;Palawan;5313;' + PH, '5-day expedition Coron-El Nido, 4 nights sa Tao base camps (bamboo huts), all meals, depart 8am', ''),
 (N, 'SAGGAS - Sagada Genuine Guides Association', '', 'Poblacion;Sagada;Mountain Province;2619;' + PH, 'Cave Connection 4 hrs, 800/guide, start 8am', ''),
 (N, 'Donsol Butanding Interaction Center', '', 'Brgy. Dancalan;Donsol;Sorsogon;4715;' + PH, 'whale shark 7am, boat 3,500 for 6 pax, orientation video muna', ''),
 (N, 'Mt. Pulag Ranger Station', '', 'Ambangeg;Kabayan;Benguet;2606;' + PH, 'DENR orientation 9am, env fee 250, medical cert', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AT{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
