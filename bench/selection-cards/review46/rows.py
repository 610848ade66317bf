#!/usr/bin/env python3
"""Writes cards.tsv for review46: one realistic address book of a Cape Town-based family (Ruan du Plessis, a
water engineer with a consulting firm, travelling for work to Johannesburg, Pretoria, Durban, Gqeberha, Windhoek,
Gaborone, Maputo, Harare, Lusaka, Nairobi and London; Siphokazi (Sipho) Mgqwetho, a paediatrician, who plans the
family's holidays: Kruger rest camps (ruskamp) and private reserves, the Garden Route, Karoo guest farms
(gastehuis, gastehuise, plaas, oornag, selfsorg, kamers), the Cederberg, the West Coast, Drakensberg resorts,
Wild Coast backpackers and an isiXhosa homestay, Namibian campsites and desert lodges, Botswana safari camps,
Victoria Falls, Mozambican cabanas and palhotas, Zanzibar) and the home contacts around them. The traps such a
book has: Spur steak ranches, a Masonic and a Moose 'Lodge', an 'Inn' pub, a tavern, an ale house and a
beerhouse, a shebeen and a shisa nyama, bottle stores (one a hotel's), a 'Protea' florist, a 'Sun' casino, a
City Lodge staff member, a funeral parlour's 'Guest House' chapel, a hunting farm (jagplaas) visited by day, a
wine estate's tasting room, a school hostel (koshuis), the Blue Train and Rovos Rail, a river cruise boat,
restaurants named House and Bungalow, a hotel's tea lounge, a wedding venue called Lodge, a care home
(aftree-oord) with the grandfather who lives there, a pet hotel, a resort developer, a lodge-booking agency,
family names Herberg, Lodge, Marriott and Hilton, hotel staff and hosts whose ORG is their place, a landlady's
own card, a 4x4 hire with a rooftop tent and the parks' central reservations office.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, chalet, cottage, tent or caravan/tent pitch at for the night
(hotels, aparthotels and serviced apartments, guest houses, gastehuise, guest farms, B&Bs, backpackers, a
homestay, rest camps, safari lodges and bush camps, tented camps, mountain huts, holiday homes, resorts,
campsites, a train lodge that lets compartments on a beach); not = everything else, including people's cards
(hotel staff, hosts, a landlady), restaurants, pubs, taverns, shebeens, bottle stores, a casino, a day spa, a
tasting room, a hunting farm visited by day, a school hostel, a care home, a pet hotel, sleeper trains, a cruise
boat, car hire, travel agencies and a central reservations office. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
ZA = 'South Africa'
C = [
 # --- Ruan's work: Johannesburg
 (H, 'Radisson Blu Gautrain Hotel Sandton', '', 'Cnr Rivonia Road & West Street;Sandton;Gauteng;2196;' + ZA, 'Rand Water workshop, 2 nights, conf 78812345, Gautrain from ORT', ''),
 (H, 'Garden Court Sandton City', '', 'Cnr West Street & Maude Street;Sandton;Gauteng;2196;' + ZA, '', ''),
 (H, 'The Michelangelo', '', 'Nelson Mandela Square, West Street;Sandton;Gauteng;2196;' + ZA, '3 nagte, kamer 412, ontbyt ingesluit, faktuur aan Aqualytix', ''),
 (H, 'Road Lodge OR Tambo Airport', '', 'Cnr Herman Street & Jones Road;Kempton Park;Gauteng;1619;' + ZA, 'early flight to Lusaka 06:10 - 1 night, shuttle every 30 min', ''),
 # --- Pretoria
 (H, 'Protea Hotel by Marriott Pretoria Hatfield', '', '1141 Burnett Street;Hatfield, Pretoria;Gauteng;0083;' + ZA, 'DWS meeting Union Buildings, 2 nights, Bonvoy no. on app', ''),
 (H, 'Illyria House', '', '327 Bourke Street;Muckleneuk, Pretoria;Gauteng;0002;' + ZA, '', ''),
 # --- Durban
 (H, 'Southern Sun Elangeni & Maharani', '', '63 Snell Parade;Durban;KwaZulu-Natal;4001;' + ZA, 'eThekwini Water, 3 nights, sea-facing, check-in 14:00', ''),
 (H, 'The Oyster Box', '', '2 Lighthouse Road;Umhlanga Rocks;KwaZulu-Natal;4320;' + ZA, 'anniversary - 2 nights, Sipho booked, deposit paid, curry buffet Sun', 'URL:https://www.oysterboxhotel.com'),
 # --- Gqeberha
 (H, 'No5 by Mantis', '', '5 Brighton Drive;Summerstrand, Gqeberha;Eastern Cape;6001;' + ZA, 'NMBM drought project, 2 nights, late arrival ~21:00 ok', ''),
 (H, 'The Boardwalk Hotel', '', 'Marine Drive;Summerstrand, Gqeberha;Eastern Cape;6001;' + ZA, '', ''),
 # --- Windhoek
 (H, 'Hotel Heinitzburg', '', '22 Heinitzburg Street;Windhoek;Khomas;;Namibia', 'NamWater, 2 nights, room 7, dinner on the castle terrace', ''),
 (H, 'Olive Grove Guesthouse', '', '20 Promenaden Road;Windhoek;Khomas;;Namibia', '1 nag voor Sossusvlei, kamer 3, ontbyt 07:00', 'EMAIL:info@olivegrove-namibia.com'),
 # --- Gaborone
 (H, 'Masa Square Hotel', '', 'Plot 54353, Masa Centre, CBD;Gaborone;;;Botswana', 'WUC dam study, 4 nights, BWP rate, invoice to office', ''),
 (H, 'Peermont Walmont at the Grand Palm', '', 'Molepolole Road;Gaborone;;;Botswana', '', ''),
 # --- Maputo
 (H, 'Hotel Cardoso', '', 'Avenida Mártires de Mueda 707;Maputo;;;Moçambique', 'FIPAG, 3 noites, quarto 211, pequeno-almoço incluído', ''),
 (H, 'Pensão Martins', '', 'Avenida 24 de Julho 1098;Maputo;;;Moçambique', '2 noites, quarto com ar condicionado, pagar em dinheiro', ''),
 # --- Harare, Lusaka, Nairobi
 (H, 'Meikles Harare', '', 'Jason Moyo Avenue & Third Street;Harare;;;Zimbabwe', '2 nights, pay USD cash, room 508', ''),
 (H, 'Taj Pamodzi', '', 'Church Road;Lusaka;;10101;Zambia', 'LWSC workshop, 3 nights, airport pick-up 14:30', ''),
 (H, 'Latitude 15°', '', 'Leopards Lane, Kabulonga;Lusaka;;10101;Zambia', '', ''),
 (H, 'Hemingways Nairobi', '', 'Mbagathi Ridge, Karen;Nairobi;;00502;Kenya', 'AWWDA conference, 3 nights, room 1104, Bonvoy', ''),
 # --- London
 (H, 'citizenM London Shoreditch', '', '6 Holywell Lane;London;;EC2A 3ET;United Kingdom', 'Mott MacDonald design review, 4 nights, mobile check-in', ''),
 (H, 'Premier Inn London Southwark', '', '34 Park Street;London;;SE1 9EF;United Kingdom', '2 nights after Cheval, Meal Deal', ''),
 (H, 'Cheval Three Quays', '', '40 Lower Thames Street;London;;EC3R 6AH;United Kingdom', 'Sipho + kids join week 2: 2-bed apartment, 6 nights, check-in 15:00', 'URL:https://www.chevalcollection.com'),
 # --- Cape Town, for visitors
 (H, 'The Vineyard Hotel', '', 'Colinton Road;Newlands, Cape Town;Western Cape;7700;' + ZA, 'for Malume Themba from Mthatha - 2 nights, we pay, room 226', ''),
 (H, 'Villa Lutzi Guest House', '', '6 Rosmead Avenue;Oranjezicht, Cape Town;Western Cape;8001;' + ZA, '', ''),
 (H, 'Atlantic Point Backpackers', '', '2 Cavalcade Road;Green Point, Cape Town;Western Cape;8005;' + ZA, 'neef Jaco + 2 vriende, 3 nagte, dorm 8 beddens', ''),
 (H, 'Winchester Mansions', '', '221 Beach Road;Sea Point, Cape Town;Western Cape;8005;' + ZA, 'Ma en Pa van Pretoria, 4 nagte, seekamer, Sondag jazz brunch', ''),
 # --- Kruger and the private reserves
 (H, 'Skukuza Rest Camp', '', 'Kruger National Park;Skukuza;Mpumalanga;1350;' + ZA, 'bungalow BD2, 3 nights, gates close 18:00!', ''),
 (H, 'Satara', '', 'Kruger National Park;Skukuza;Mpumalanga;1350;' + ZA, '', ''),
 (H, 'Berg-en-Dal', '', 'Kruger National Park;Malelane;Mpumalanga;1320;' + ZA, '', ''),
 (H, 'Olifants Ruskamp', '', 'Nasionale Krugerwildtuin;Phalaborwa;Limpopo;1390;' + ZA, 'rondawel met rivieruitsig, 2 nagte, inklok 12:00, hekke oop 05:30', ''),
 (H, 'Sabi Sabi Bush Lodge', '', 'Sabi Sand Game Reserve;Hazyview;Mpumalanga;1242;' + ZA, "Ruan's 40th - 2 nights all-inclusive, drives 05:30 & 16:00", 'URL:https://www.sabisabi.com'),
 (H, 'Umlani Bushcamp', '', 'Timbavati Private Nature Reserve;Hoedspruit;Limpopo;1380;' + ZA, '', ''),
 (H, 'Tintswalo Safari Lodge', '', 'Manyeleti Game Reserve;Acornhoek;Mpumalanga;1360;' + ZA, '2 nights, suite 3, transfer from Hoedspruit airstrip 11:00', ''),
 (H, 'Huis Kameeldoring', '', '12 Olifant Street;Marloth Park;Mpumalanga;1321;' + ZA, 'selfsorg, 5 nagte, sleutel in kluisie (kode 1986), braaihout in stoor', ''),
 # --- Garden Route and the Klein Karoo
 (H, 'Ebb & Flow Rest Camp', '', 'Wilderness National Park;Wilderness;Western Cape;6560;' + ZA, 'forest cabin 4, 3 nights, canoes at reception', ''),
 (H, 'Storms River Mouth Rest Camp', '', 'Tsitsikamma, Garden Route National Park;Storms River;Eastern Cape;6308;' + ZA, 'oceanette 12, 2 nagte, hangbrug vroeg voor die skare', ''),
 (H, 'The Plettenberg', '', '40 Church Street;Plettenberg Bay;Western Cape;6600;' + ZA, '', ''),
 (H, 'Wild Spirit Lodge & Backpackers', '', 'Forest Road, The Crags;Plettenberg Bay;Western Cape;6602;' + ZA, '2 nights in the treehouse, kids loved it, no wifi', ''),
 (H, 'Die Seekoei Vakansiehuis', '', '7 Strandstraat;Buffelsbaai;Western Cape;6570;' + ZA, 'Desember, 7 nagte, selfsorg, bring eie beddegoed, R3500 deposito betaal', ''),
 (H, 'Santos Express Train Lodge', '', 'Santos Beach;Mossel Bay;Western Cape;6500;' + ZA, '1 night in the carriage on the beach, compartment 6, breakfast 7-10', ''),
 (H, 'Kleinplaas Vakansieoord', '', '171 Baron van Reede Straat;Oudtshoorn;Western Cape;6625;' + ZA, 'chalet 9, 2 nagte, Kango Grotte toer 10:00', ''),
 # --- Karoo
 (H, 'Ganora Guest Farm', '', 'Ganora Road;Nieu-Bethesda;Eastern Cape;6286;' + ZA, '2 nights, fossil walk 16:00, dinner R350 pp', ''),
 (H, 'Dennehof Karoo Guest House', '', 'Christina de Wit Street;Prince Albert;Western Cape;6930;' + ZA, '', ''),
 (H, 'Die Tuishuise', '', '36 Market Street;Cradock;Eastern Cape;5880;' + ZA, 'oornag op pad Berg toe, 1 nag, huisie 5, ontbyt 07:30 in Victoria Manor', ''),
 (H, 'Lord Milner Hotel', '', 'Logan Road;Matjiesfontein;Western Cape;6901;' + ZA, '1 night, London bus tour 18:00, ghost walk after dinner', ''),
 (H, 'Lemoenfontein Game Lodge', '', 'Jagers Pass Road;Beaufort West;Western Cape;6970;' + ZA, '', ''),
 (H, 'Kuilfontein Stable Cottages', '', 'N1, 12 km south of Colesberg;Colesberg;Northern Cape;9795;' + ZA, 'halfway JHB-CPT, 1 night, dinner booked 19:00', ''),
 (H, 'Elandsdrift', '', 'R355;Calvinia;Northern Cape;8190;' + ZA, 'plaas-gastehuis, selfsorg, 2 nagte, bring eie handdoeke, geen sein - bel voor 17:00 uit die dorp', ''),
 (H, 'Sterland Gastehuise', '', '22 Jubileestraat;Sutherland;Northern Cape;6920;' + ZA, 'SALT sterrekyk 20:00, 2 nagte, kamers 2 en 3, bitter koud - bring komberse', ''),
 # --- Drakensberg and Sani
 (H, 'Cathedral Peak Hotel', '', 'Cathedral Peak Road;Winterton;KwaZulu-Natal;3340;' + ZA, 'Easter, 3 nights, family room 22, half board', ''),
 (H, 'Champagne Sports Resort', '', 'Central Drakensberg;Winterton;KwaZulu-Natal;3340;' + ZA, 'July holidays, 4 nights, self-catering unit 112, golf Pa 08:10', ''),
 (H, 'Thendele', '', 'Royal Natal National Park;Bergville;KwaZulu-Natal;3350;' + ZA, '', ''),
 (H, 'Sani Mountain Lodge', '', 'Top of Sani Pass;Mokhotlong;;;Lesotho', '1 night, 4x4 transfer from Underberg 09:00 - passports!', ''),
 # --- Wild Coast
 (H, 'Bulungula Lodge', '', 'Nqileni Village;Elliotdale;Eastern Cape;5070;' + ZA, '3 nights, rondavel, pick-up Mthatha 13:00, no ATM - bring cash', 'EMAIL:bookings@bulungula.com'),
 (H, 'Coffee Shack Backpackers', '', 'Coffee Bay;Mthatha;Eastern Cape;5082;' + ZA, '', ''),
 (H, 'Mdumbi Backpackers', '', 'Mdumbi Beach, Tshani;Mqanduli;Eastern Cape;5080;' + ZA, 'ubusuku obu-2, irondavel ezi-2, ukutya kwangokuhlwa ngo-19:00', ''),
 (H, 'Umngazi River Bungalows & Spa', '', 'Umngazi River;Port St Johns;Eastern Cape;5120;' + ZA, 'school holidays, 4 nights, all meals, bungalow 18', ''),
 (H, 'Ikhaya likaNokuthula', '', 'Nqileni Village;Elliotdale;Eastern Cape;5070;' + ZA, 'ubusuku obu-3, isidlo sakusasa sibandakanyiwe, intlawulo ngemali esandleni', ''),
 # --- Cederberg, Table Mountain, West Coast, Breede
 (H, 'Algeria', '', 'Cederberg Wilderness Area;Clanwilliam;Western Cape;8135;' + ZA, 'CapeNature, kampeerplek 21, 3 nagte, permit vir Wolfberg Cracks', ''),
 (H, 'Sanddrif Holiday Resort', '', 'Dwarsrivier Farm;Cederberg;Western Cape;8136;' + ZA, '', ''),
 (H, 'Sneeuberg Hut', '', 'Cederberg Wilderness Area;Clanwilliam;Western Cape;8135;' + ZA, '6 bunks, 1 night, own stove & water, key from Algeria office', ''),
 (H, 'Orange Kloof Tented Camp', '', 'Table Mountain National Park;Constantia, Cape Town;Western Cape;7806;' + ZA, 'Anele se 12de, 1 nag, 4 tente, stap van Constantia Nek 14:00', ''),
 (H, 'Club Mykonos Langebaan', '', 'Leentjiesklip Road;Langebaan;Western Cape;7357;' + ZA, '', ''),
 (H, 'Die Vissershuisie', '', '8 Sampsonstraat;Paternoster;Western Cape;7381;' + ZA, '', ''),
 (H, 'ATKV Goudini Spa', '', 'Brandwachtweg;Rawsonville;Western Cape;6845;' + ZA, 'naweek, 2 nagte, chalet 34, warmwaterbaddens oop tot 22:00', 'URL:https://www.atkv-oorde.co.za'),
 # --- Namibia
 (H, 'Sesriem Campsite', '', 'Sesriem;Sossusvlei;Hardap;;Namibia', 'site 14, 2 nights, inner gate opens at sunrise - Dune 45 early', ''),
 (H, 'Desert Homestead', '', 'C19, Sesriem;Maltahöhe;Hardap;;Namibia', '', ''),
 (H, 'Okaukuejo Resort', '', 'Etosha National Park;Outjo;Kunene;;Namibia', '2 nagte, double chalet 16, watergat snags verlig', ''),
 (H, 'Canyon Roadhouse', '', 'C37, Gondwana Canyon Park;Keetmanshoop;ǁKaras;;Namibia', '1 night for Fish River Canyon, room 12, old cars in the dining room', ''),
 (H, 'Klein-Aus Vista', '', 'B4, 3 km west of Aus;Aus;ǁKaras;;Namibia', '', ''),
 # --- Botswana
 (H, 'Crocodile Camp', '', 'Shorobe Road;Maun;North-West;;Botswana', '2 nights before the mokoro trip, chalet 4', ''),
 (H, "Oddballs' Enclave", '', 'Okavango Delta;Maun;North-West;;Botswana', '', ''),
 (H, 'Elephant Sands', '', 'A33, 50 km north of Nata;Nata;Central;;Botswana', 'on the way to Kasane, 1 night, chalet 5, elephants at the waterhole', ''),
 # --- Victoria Falls, Livingstone
 (H, 'The Victoria Falls Hotel', '', '1 Mallet Drive;Victoria Falls;Matabeleland North;;Zimbabwe', '2 nights, room 118, KAZA univisa at the border', ''),
 (H, 'Shearwater Explorers Village', '', 'Adam Stander Drive;Victoria Falls;Matabeleland North;;Zimbabwe', '', ''),
 (H, 'AVANI Victoria Falls Resort', '', 'Mosi-oa-Tunya Road;Livingstone;Southern Province;;Zambia', '3 nights, zebras on the lawn, free walk to the falls', ''),
 # --- Mozambique
 (H, 'Casa Barry Lodge', '', 'Praia do Tofo;Inhambane;Inhambane;;Moçambique', 'cabana 7, 5 noites, sinal 50% pago, mergulho tubarão-baleia 08:00', ''),
 (H, "Fatima's Nest", '', 'Praia do Tofo;Inhambane;Inhambane;;Moçambique', '', ''),
 (H, 'Palhotas do Ricardo', '', 'Praia do Bilene;Bilene;Gaza;;Moçambique', 'palhota 3, 4 noites, levar rede mosquiteira, pagar em meticais', ''),
 (H, 'Casa Rex', '', 'Avenida Eduardo Mondlane;Vilankulo;Inhambane;;Moçambique', '3 noites, check-in 14h, dhow para Bazaruto às 07:30', ''),
 # --- Zanzibar
 (H, 'Jafferji House', '', 'Gizenga Street;Stone Town, Zanzibar;;;Tanzania', '3 nights, rooftop dinner 19:30, Swahili breakfast, room Kilimanjaro', ''),
 (H, 'Paje by Night', '', 'Paje;Zanzibar;;;Tanzania', '4 nights, bungalow 9, kite lessons next door', ''),
 (H, 'Beyt al Chai بيت الشاي', '', 'Kelele Square;Stone Town, Zanzibar;;;Tanzania', 'usiku 2, chumba 3, kifungua kinywa kimejumuishwa', ''),
]
P = [
 # --- family and household
 (N, 'Ruan du Plessis', 'du Plessis;Ruan;;;', '', 'my work cell', 'ORG:Aqualytix Consulting Engineers || TITLE:Principal Engineer'),
 (N, 'Siphokazi Mgqwetho', 'Mgqwetho;Siphokazi;;;', '', 'Sipho - on call Tue/Fri, WhatsApp first', 'ORG:Groote Schuur Hospital || TITLE:Paediatrician'),
 (N, 'Lia du Plessis', 'du Plessis;Lia;;;', '', 'Lia selfoon', ''),
 (N, 'Anele du Plessis', 'du Plessis;Anele;;;', '', 'Anele - soccer Tue/Thu 15:00', ''),
 (N, 'Ma', 'du Plessis;Elsabé;;;', '14 Rigel Avenue;Waterkloof Ridge, Pretoria;Gauteng;0181;' + ZA, 'verjaar 3 Mei, bel Sondae', ''),
 (N, 'Oupa Koos', 'du Plessis;Koos;;;', '3 Forest Drive;Pinelands, Cape Town;Western Cape;7405;' + ZA, 'kamer 17 in die sorgeenheid, besoektye 14:00-17:00', ''),
 (N, 'Makhulu Nomvula', 'Mgqwetho;Nomvula;;;', '12 Sutherland Street;Mthatha;Eastern Cape;5099;' + ZA, 'umnxeba ngeCawa emva kwecawa', ''),
 (N, 'Thembeka Mgqwetho', 'Mgqwetho;Thembeka;;;', '', 'wedding 14 March 15:00, kitchen tea 8 Feb', ''),
 (N, 'Sizwe Ndlovu', 'Ndlovu;Sizwe;;;', '', "Thembeka's fiancé, braai Sun", ''),
 (N, 'Marius Herberg', 'Herberg;Marius;;;', '', 'buurman nr 14, het ons sleutel, gee plante water as ons weg is', ''),
 (N, 'Nosipho Dlamini', 'Dlamini;Nosipho;;;', '', 'Mon/Wed/Fri, pay on the 25th', ''),
 (N, 'Graham Lodge', 'Lodge;Graham;;;', '', 'geyser burst, quote R6800, Thu 08:00', 'ORG:Lodge Plumbing & Geysers'),
 (N, 'Craig Marriott', 'Marriott;Craig;;;', '', "Anele's coach, U12 tour to Durban 12-15 Jul", "ORG:Rondebosch Boys' Preparatory School || TITLE:Head of Soccer"),
 # --- colleagues and clients
 (N, 'Lerato Hilton', 'Hilton;Lerato;;;', '', 'JHB project lead, Teams Tue 09:00', 'ORG:Aqualytix Consulting Engineers || TITLE:Senior Hydrologist'),
 (N, 'Sibusiso Khumalo', 'Khumalo;Sibusiso;;;', '', 'site visit Vereeniging Thu 08:00, hard hat', 'ORG:Rand Water'),
 (N, 'Pravesh Naidoo', 'Naidoo;Pravesh;;;', '', 'Durban workshop, slides by Mon', 'ORG:eThekwini Water and Sanitation || TITLE:Senior Manager'),
 (N, 'Ndapewa Shikongo', 'Shikongo;Ndapewa;;;', '', 'meeting Mon 10:00 at head office', 'ORG:NamWater'),
 (N, 'Boitumelo Sebego', 'Sebego;Boitumelo;;;', '', 'dam study steering committee', 'ORG:Water Utilities Corporation'),
 (N, 'Ana Cumbe', 'Cumbe;Ana;;;', '', 'reunião terça 9h, enviar relatório em português', 'ORG:FIPAG || TITLE:Engenheira'),
 (N, 'Mwila Banda', 'Banda;Mwila;;;', '', 'Lusaka workshop, per diems in kwacha', 'ORG:Lusaka Water Supply and Sanitation Company'),
 (N, 'Njeri Mwangi', 'Mwangi;Njeri;;;', '', 'conference panel Wed 11:00', 'ORG:Athi Water Works Development Agency'),
 (N, 'Dr Faiza Abrahams', 'Abrahams;Faiza;;;', 'Main Road;Rondebosch, Cape Town;Western Cape;7700;' + ZA, 'dentist - Lia check-up 12 Apr 15:30', 'ORG:Rondebosch Dental Studio || TITLE:Dentist'),
 (N, 'James Whitfield', 'Whitfield;James;;;', '', 'design review, office Tue-Thu', 'ORG:Mott MacDonald || TITLE:Technical Director'),
 # --- hotel staff, hosts, the landlady
 (N, 'Zanele Mokoena', 'Mokoena;Zanele;;;', '', 'corporate rate for visiting engineers - email rooming list', 'ORG:City Lodge Hotel V&A Waterfront || TITLE:Reservations Supervisor'),
 (N, 'Ruben Mathebula', 'Mathebula;Ruben;;;', '', 'our ranger, WhatsApp for the leopard photos', 'ORG:Sabi Sabi Bush Lodge || TITLE:Field Guide'),
 (N, 'Anke Steyn', 'Steyn;Anke;;;', '', 'airport shuttle N$450, pay on arrival', 'ORG:Olive Grove Guesthouse || TITLE:Owner'),
 (N, 'Ricardo Sitoe', 'Sitoe;Ricardo;;;', '', 'mandar mensagem no WhatsApp antes de chegar', 'ORG:Palhotas do Ricardo'),
 (N, 'Salma Juma', 'Juma;Salma;;;', '', 'airport transfer USD 40', 'ORG:Jafferji House || TITLE:Guest Relations'),
 (N, 'Tannie Marietjie Visser', 'Visser;Marietjie;;;', '', 'huisie Paternoster, 4 nagte Desember, deposito R2000 betaal, sleutel onder die pot', ''),
]
O = [
 # --- eating and drinking
 (N, 'Apache Spur Steak Ranch', '', 'Main Road;Claremont, Cape Town;Western Cape;7708;' + ZA, 'Lia se partytjie Sa 12:00, 10 kinders, bring self koek', ''),
 (N, 'Timber Wolf Spur', '', 'Tokai Road;Tokai, Cape Town;Western Cape;7945;' + ZA, '', ''),
 (N, 'Kloof Street House', '', '30 Kloof Street;Gardens, Cape Town;Western Cape;8001;' + ZA, "Sipho's birthday dinner Sat 19:30, 6 people, ref 4471", ''),
 (N, 'The Bungalow', '', '3 Victoria Road;Clifton, Cape Town;Western Cape;8005;' + ZA, 'sundowners Sun 17:00, table booked under Ruan', ''),
 (N, 'Harbour House Kalk Bay', '', 'Kalk Bay Harbour;Kalk Bay, Cape Town;Western Cape;7975;' + ZA, '', ''),
 (N, 'The Lounge at the Mount Nelson', '', '76 Orange Street;Gardens, Cape Town;Western Cape;8001;' + ZA, 'afternoon tea vir Ma se 70ste, Sa 14:30, 6 persone', ''),
 (N, 'Plumstead Inn Pub & Grill', '', 'Main Road;Plumstead, Cape Town;Western Cape;7800;' + ZA, 'quiz night Wed 19:30, team Dam Busters', ''),
 (N, 'Perseverance Tavern', '', '83 Buitenkant Street;Gardens, Cape Town;Western Cape;8001;' + ZA, '', ''),
 (N, "Mitchell's Scottish Ale House", '', 'East Pier Road, V&A Waterfront;Cape Town;Western Cape;8001;' + ZA, 'Friday drinks with the team 17:30', ''),
 (N, "Joe's Beerhouse", '', '160 Nelson Mandela Avenue;Windhoek;Khomas;;Namibia', 'NamWater dinner 19:00, table for 8, game platter', ''),
 (N, "Mzoli's Place", '', 'NY 115;Gugulethu, Cape Town;Western Cape;7750;' + ZA, 'shisa nyama with Sizwe Sun 13:00', ''),
 (N, "Mama Tee's Shebeen", '', 'Washington Street;Langa, Cape Town;Western Cape;7455;' + ZA, "umsitho kaSizwe ngoMgqibelo 18:00", ''),
 (N, 'Royal Hotel Bottle Store', '', 'Main Street;Riebeek Kasteel;Western Cape;7307;' + ZA, '2 kratte Castle Lite + ys, afhaal Vr 16:00', ''),
 (N, 'Ultra Liquors Wynberg', '', 'Main Road;Wynberg, Cape Town;Western Cape;7800;' + ZA, '', ''),
 (N, 'Waterford Estate Tasting Room', '', 'Blaauwklippen Road;Stellenbosch;Western Cape;7600;' + ZA, 'wine & chocolate tasting Sat 11:00, 6 people', ''),
 # --- trap names
 (N, 'Lodge de Goede Hoop', '', '2 Bloem Street;Gardens, Cape Town;Western Cape;8001;' + ZA, 'Pa se installasie Vr 19:00, swart das', ''),
 (N, 'Loyal Order of Moose - Harrow Lodge', '', 'Station Road;Harrow;;HA1 2RY;United Kingdom', "James's 50th, Sat 19:30, hall hire", ''),
 (N, 'Protea Florist Claremont', '', 'Cavendish Street;Claremont, Cape Town;Western Cape;7708;' + ZA, 'Ma se verjaarsdag: proteas & fynbos aflewer Pretoria, R650 betaal', ''),
 (N, 'Sun International GrandWest Casino', '', '1 Vanguard Drive;Goodwood, Cape Town;Western Cape;7460;' + ZA, 'Cirque show Fri 20:00, parking gate 3', ''),
 (N, 'Doves Funeral Services - Guest House Chapel', '', 'Nelson Mandela Drive;Mthatha;Eastern Cape;5099;' + ZA, "umngcwabo katat'omkhulu, uMgqibelo 09:00", ''),
 (N, 'Bergkaroo Jagplaas', '', 'R63;Murraysburg;Western Cape;6995;' + ZA, 'dagjag Sa 05:30, geen oornag, karkasse na slaghuis in Graaff-Reinet', ''),
 (N, 'Paarl Gimnasium Koshuis', '', 'Ou Kaapseweg;Paarl;Western Cape;7646;' + ZA, 'Jaco se koshuis, uitnaweek - haal Vr 13:00, terug So 17:00', ''),
 (N, 'Forest Lodge Function Venue', '', 'Lourensford Road;Somerset West;Western Cape;7130;' + ZA, 'Thembeka & Sizwe se troue 14 Maart 15:00, RSVP by 1 Feb', ''),
 (N, 'Huis Rusoord Aftree-oord', '', '3 Forest Drive;Pinelands, Cape Town;Western Cape;7405;' + ZA, 'Oupa Koos - maandelikse fooi debietorder op die 1ste', ''),
 (N, 'Woof & Whiskers Pet Hotel', '', 'Wetton Road;Kenilworth, Cape Town;Western Cape;7708;' + ZA, 'Biscuit 12-19 Des, inentingskaart saambring', ''),
 (N, 'Seaside Resort Developers (Pty) Ltd', '', 'Bree Street;Langebaan;Western Cape;7357;' + ZA, 'erf 224 off-plan, deposit with the conveyancer, transfer Nov', ''),
 (N, 'Africa Lodge Bookings', '', 'Bree Street;Cape Town;Western Cape;8001;' + ZA, 'Kruger quote - waiting for Sabi Sabi availability', ''),
 # --- travel
 (N, 'Flight Centre Cavendish', '', 'Cavendish Square;Claremont, Cape Town;Western Cape;7708;' + ZA, 'Zanzibar package quote, ref FC-88213', ''),
 (N, 'Go2Africa', '', 'Bree Street;Cape Town;Western Cape;8001;' + ZA, 'Botswana mokoro quote', 'URL:https://www.go2africa.com'),
 (N, 'SANParks Central Reservations', '', '643 Leyds Street;Muckleneuk, Pretoria;Gauteng;0002;' + ZA, 'Wild Card 2026 renewed, bookings open 11 months ahead 07:30', 'URL:https://www.sanparks.org'),
 (N, 'FlySafair', '', '', 'CPT-JHB 06:00, seat 3A', 'KIND:org'),
 (N, 'Airlink', '', '', 'CPT-Maun via JNB, Voyager no. on app', 'KIND:org'),
 (N, 'British Airways', '', '', 'Executive Club 44871203', ''),
 (N, 'Gautrain', '', '', 'Gold card, top up before ORT', 'KIND:org'),
 (N, 'The Blue Train', '', 'Pretoria Station;Pretoria;Gauteng;0002;' + ZA, "Ma & Pa se 45ste - Pretoria-Kaapstad, deluxe suite, 2 dae", ''),
 (N, 'Rovos Rail', '', 'Capital Park Station;Pretoria;Gauteng;0084;' + ZA, 'quote Pride of Africa Pretoria-Vic Falls', ''),
 (N, 'Zambezi Queen', '', 'Kasane riverfront;Kasane;Chobe;;Botswana', '2-night Chobe river cruise, deposit USD 800', ''),
 (N, 'Azam Marine', '', 'Kivukoni Front;Dar es Salaam;;;Tanzania', 'ferry Dar-Zanzibar 09:30, VIP seats', ''),
 (N, 'Wild Horizons', '', 'Parkway Drive;Victoria Falls;Matabeleland North;;Zimbabwe', 'rafting 08:00, hotel pick-up', ''),
 (N, 'Asco Car Hire', '', 'Hosea Kutako International Airport;Windhoek;Khomas;;Namibia', '4x4 Hilux met daktent, 12 dae, afhaal 10:00', ''),
 # --- work, venues, health, school, shops
 (N, 'Aqualytix Consulting Engineers', '', '5 Dock Road;V&A Waterfront, Cape Town;Western Cape;8001;' + ZA, 'travel claims to Elna by the 5th', 'URL:https://www.aqualytix.co.za'),
 (N, 'CTICC', '', '1 Lower Long Street;Cape Town;Western Cape;8001;' + ZA, 'WISA conference stand 14, set-up Mon 07:00', ''),
 (N, 'Mangwanani African Day Spa', '', 'Century City;Cape Town;Western Cape;7441;' + ZA, "Ma se 70ste - massering 10:00, 2 persone", ''),
 (N, 'Netcare Travel Clinic', '', 'Main Road;Claremont, Cape Town;Western Cape;7708;' + ZA, 'yellow fever for Zambia, kids malaria meds', ''),
 (N, 'Rondebosch Animal Clinic', '', 'Belmont Road;Rondebosch, Cape Town;Western Cape;7700;' + ZA, 'Biscuit vaccination before kennels', ''),
 (N, "Rustenburg Girls' Junior School", '', 'Rouwkoop Road;Rondebosch, Cape Town;Western Cape;7700;' + ZA, 'office 07:30-15:00', ''),
 (N, 'Cape Union Mart Canal Walk', '', 'Canal Walk;Century City, Cape Town;Western Cape;7441;' + ZA, 'order: 2 sleeping bags + gas stove, collect Sat', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AM{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
