#!/usr/bin/env python3
"""Writes cards.tsv for review34: one realistic address book of an Accra-based family - Kwabena Owusu-Ansah,
operations manager of a solar mini-grid company (Sunlink Energy West Africa), travelling for work in Ghana
(Kumasi, Takoradi, Tamale, Cape Coast and Elmina, Ho) and to Lagos, Abuja, Port Harcourt, Lome, Cotonou,
Abidjan, Dakar, Bamako, Ouagadougou, Freetown, Monrovia, Banjul, Nairobi, Johannesburg and London; Adebola
(Bola), a pharmacist from Ibadan, who plans the family's holidays: Ghana's beach resorts and lodges (Busua,
Akwidaa, Ada, Kokrobite, Mole, Wli, Akosombo), Cape Coast guest houses, Senegal's campements (Saly, the
Sine-Saloum, Casamance, Goree), The Gambia's eco-lodges, Cote d'Ivoire (Assinie, Grand-Bassam), Togo (Kpalime),
Cape Verde's residenciais, Morocco (a riad, a refuge, a gite) - and the home contacts around them. The region's
traps as such a book has them: chop bars and bukas called 'Hotel', a pub and a drinking spot called 'Inn', a
maquis called 'Auberge', a church guest house's hall hired for a reception, a 'Rest House' that is a
government office, a Masonic lodge and a funeral home called Lodge, a care home called Residence, a pet hotel,
a wedding hall and a developer called Villa(s), a hotel booking site, a travel agency called Holidays, a hotel
school, a hotel's restaurant, a hammam called Mille et Une Nuits, family names Hilton, Hyatt and Pousada and
a first name Innocent, hotel staff and hosts whose ORG is their place, a landlady's own card, an overnight
lake ferry and an overnight coastal ferry with cabins, a night train. Each row: (label, name, n, adr, note,
extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra).
Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk,
cottage, chalet or pitch at for the night (hotels, aparthotels and short-let apartments, hostels, guest
houses, homestays, campements, eco-lodges, camps, resorts, residenciais, riads, a refuge and a gite, a
holiday home, an inn that lets rooms); not = everything else, including hotel staff's, hosts' and a
landlady's personal cards, restaurants, chop bars and bars whatever they are called, a hall, care homes,
funeral homes, lodges of freemasons, government offices, ferries and trains with berths. Labels fixed here,
before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Kwabena's work in Ghana: Kumasi
 (H, 'Golden Bean Hotel', '', 'Nhyiaeso Road;Kumasi;Ashanti;AK-039-5028;Ghana', '2 nights, Ashanti mini-grid review, rm 214, bkfst incl.', ''),
 (H, 'Lancaster Kumasi City', '', 'Harper Road;Kumasi;Ashanti;AK-018-1741;Ghana', '', ''),
 # Takoradi
 (H, 'Best Western Plus Atlantic Takoradi', '', 'Axim Road;Takoradi;Western;WS-127-6534;Ghana', '3 nights, Sunlink corporate rate, check-in from 2pm', ''),
 (H, 'Raybow International', '', 'Anaji Road;Takoradi;Western;WS-283-4417;Ghana', 'anadwo mmienu, dan 12, anɔpa aduane ka ho', ''),
 (H, 'Sunlink Staff Guest House', '', 'Beach Road, Chapel Hill;Takoradi;Western;WS-101-2290;Ghana', 'Abena go book am thru admin. 4 nights max. Key dey with security man, gen off after 11pm', ''),
 (H, 'Planters Lodge & Spa', '', 'Sekondi Road;Takoradi;Western;WS-061-7715;Ghana', '', ''),
 # Tamale
 (H, 'Mariam Hotel', '', 'Bolgatanga Road;Tamale;Northern;NT-0082-3316;Ghana', '2 nights, ask for AC room, cash only', ''),
 (H, 'Gariba Lodge', '', 'Lamashegu;Tamale;Northern;NT-0129-4402;Ghana', '', ''),
 (H, 'Catholic Guest House Tamale', '', 'Gumbihini Road;Tamale;Northern;NT-0036-1158;Ghana', 'dare biyu, no alcohol on compound, gate closes 10pm', ''),
 (H, 'Gidan Baƙi Alhaji Issah', '', 'Zongo Street;Tamale;Northern;NT-0104-7789;Ghana', 'dare uku, ɗaki na 5, an biya kuɗin ajiya', ''),
 # Ho, Elmina
 (H, 'Chances Hotel', '', 'Ho-Aflao Road;Ho;Volta;VH-0012-4471;Ghana', 'Volta site visit, 2 nights, rm 7. Innocent to pick me at the station', ''),
 (H, 'Coconut Grove Bridge House', '', 'Elmina Castle Road;Elmina;Central;CE-0203-5568;Ghana', '1 night, Central Region stakeholder workshop, room facing the castle', ''),
 # --- Accra, for visitors
 (H, 'Kempinski Hotel Gold Coast City', '', 'Gamel Abdul Nasser Avenue;Accra;Greater Accra;GA-107-1960;Ghana', 'Oliver + 1 colleague, 2 nights, billed to Sunlink (PO 2291)', 'URL:https://www.kempinski.com/en/accra'),
 (H, 'Holiday Inn Accra Airport', '', 'Airport City;Accra;Greater Accra;GL-126-7733;Ghana', 'Uncle Kwaku from London, 3 nights, airport shuttle every 30 min', ''),
 (H, 'Kwarleyz Residence', '', '10 Ringway Estates;Accra;Greater Accra;GA-063-4522;Ghana', 'Mummy & Daddy Ibadan, 1 week, 2-bed apartment with kitchen, deposit paid', ''),
 (H, 'Villa Monticello', '', 'Mankata Close, Airport Residential;Accra;Greater Accra;GA-145-3330;Ghana', 'Yinka (Bola school friend), 2 nights', ''),
 # --- Nigeria
 (H, 'Eko Hotels & Suites', '', 'Plot 1415 Adetokunbo Ademola Street, Victoria Island;Lagos;Lagos;101241;Nigeria', 'Lagos client review, 3 nights, Kuramo wing', ''),
 (H, 'The Wheatbaker', '', '4 Onitolo Road, Ikoyi;Lagos;Lagos;106104;Nigeria', '', ''),
 (H, 'Four Points by Sheraton Lagos', '', 'Plot 9/10 Block 2, Oniru Estate;Lagos;Lagos;106104;Nigeria', 'booking 8823410, 2 nights, airport pick-up arranged', ''),
 (H, 'Lekki Phase 1 Shortlet', '', '14B Admiralty Way, Lekki Phase 1;Lagos;Lagos;106104;Nigeria', 'ìgbéyàwó Funke: òru mẹ́ta, 2-bed, caution fee ₦50,000 (refundable), key with estate security', ''),
 (H, 'Transcorp Hilton Abuja', '', '1 Aguiyi Ironsi Street, Maitama;Abuja;FCT;900271;Nigeria', 'REA meeting, 2 nights, Hilton Honors no. in email', ''),
 (H, 'Fraser Suites Abuja', '', '294 Leventis Close, Central Business District;Abuja;FCT;900103;Nigeria', '', ''),
 (H, 'Hotel Presidential Port Harcourt', '', 'Aba Road, GRA;Port Harcourt;Rivers;500272;Nigeria', '1 night, flight via Abuja, ask for quiet room', ''),
 (H, 'Premier Hotel Ibadan', '', 'Mokola Hill;Ibadan;Oyo;200285;Nigeria', "Mummy's 70th - block of 4 rooms, 2 nights, breakfast for all", ''),
 (H, 'Kakanfo Inn', '', '1 Nihinlola Street, Joyce B Road, Ring Road;Ibadan;Oyo;200273;Nigeria', 'Kérésìmesì: òru mẹ́ta, yàrá 21, ounjẹ àárọ̀ wà', ''),
 (H, 'Ilé Ìtura Àjọkẹ́', '', 'Takie Road;Ogbomoso;Oyo;210214;Nigeria', 'òru méjì fún ìgbéyàwó Tolu, yàrá 3 àti 4, a ti san owó', ''),
 # --- Francophone West Africa (work)
 (H, 'Hôtel Sarakawa', '', 'Boulevard du Mono;Lomé;Maritime;;Togo', '2 nuits, réunion CEET mardi 9h', ''),
 (H, 'Azalaï Cotonou', '', 'Boulevard de la Marina;Cotonou;Littoral;;Bénin', '3 nuits, petit-déj inclus, facture au nom de Sunlink', ''),
 (H, 'Novotel Cotonou Orisha', '', 'Boulevard de la Marina;Cotonou;Littoral;;Bénin', '', ''),
 (H, 'Sofitel Abidjan Hôtel Ivoire', '', 'Boulevard Hassan II, Cocody;Abidjan;;;Côte d\'Ivoire', '2 nuits, atelier Ministère des Mines et de l\'Énergie', ''),
 (H, 'Terrou-Bi', '', 'Boulevard Martin Luther King, Corniche Ouest;Dakar;;;Sénégal', '3 nuits vue mer, arrivée tard (vol 23h40)', ''),
 (H, 'Pullman Dakar Teranga', '', '10 Rue Colbert, Plateau;Dakar;;;Sénégal', '', ''),
 (H, 'Le Djenné', '', 'Rue 66, Porte 80, Missira;Bamako;;;Mali', '2 nuits, chambre 7 climatisée, payer en espèces CFA', ''),
 (H, 'Laico Ouaga 2000', '', 'Avenue du Burkina Faso, Ouaga 2000;Ouagadougou;;;Burkina Faso', '3 nuits, mission SONABEL, navette aéroport', ''),
 (H, 'Hôtel Silmandé', '', 'Route de Kaya;Ouagadougou;;;Burkina Faso', '', ''),
 # --- Anglophone West Africa (work)
 (H, 'Radisson Blu Mammy Yoko', '', 'Lumley Beach Road, Aberdeen;Freetown;Western Area;;Sierra Leone', '2 nights, EDSA workshop, water taxi from Lungi 6pm', ''),
 (H, 'Country Lodge Complex', '', 'Hill Station;Freetown;Western Area;;Sierra Leone', '', ''),
 (H, 'Mamba Point Hotel', '', 'United Nations Drive, Mamba Point;Monrovia;Montserrado;;Liberia', '3 nights, LEC site visits, pay in USD', ''),
 (H, 'RLJ Kendeja Resort & Villas', '', 'Robertsfield Highway;Paynesville;Montserrado;;Liberia', '', ''),
 (H, 'Senegambia Beach Hotel', '', 'Kololi;Serrekunda;Kanifing;;The Gambia', '2 nights, NAWEC mini-grid meeting, garden view', ''),
 # --- Nairobi, Johannesburg, London
 (H, 'Sankara Nairobi', '', 'Woodvale Grove, Westlands;Nairobi;;00606;Kenya', 'Africa Energy Forum, 3 nights, confirmation 44718203', ''),
 (H, 'Camp Ndunda Falls', '', 'Kamiu, off Embu-Meru Road;Embu;Embu;;Kenya', 'weekend after the forum: 1 night, own tent pitch + firewood, waterfall hike 8am', ''),
 (H, 'Protea Hotel Wanderers', '', 'Corner Corlett Drive and Rudd Road, Illovo;Johannesburg;Gauteng;2196;South Africa', '', ''),
 (H, 'Once in Joburg', '', '90 De Korte Street, Braamfontein;Johannesburg;Gauteng;2001;South Africa', 'for Selorm (intern): 4 nights, 4-bed dorm, breakfast included', ''),
 (H, 'Premier Inn London Euston', '', '1 Duke\'s Road;London;;WC1H 9PJ;United Kingdom', 'funder meetings, 4 nights, booking ref PI8HJ2QX', ''),
 (H, 'citizenM London Bankside', '', '20 Lavington Street;London;;SE1 0NZ;United Kingdom', '', ''),
 # --- Family holidays: Ghana
 (H, 'Busua Inn', '', 'Busua Beach;Busua;Western;WS-0547-1290;Ghana', 'Easter: 3 nights, sea-view room, dinner French menu, deposit by MoMo', 'URL:https://www.busuainn.com'),
 (H, 'Green Turtle Lodge', '', 'Akwidaa Beach;Akwidaa;Western;WS-0561-3381;Ghana', 'beach bungalow 2 nights, bring cash - no ATM after Agona', ''),
 (H, 'Ezile Bay Village', '', 'Akwidaa;Ahanta West;Western;WS-0561-4420;Ghana', 'round hut for 4, 2 nights, deposit paid MoMo', ''),
 (H, 'Lou Moon Lodge', '', 'Axim;Nzema East;Western;WS-0588-1123;Ghana', '', ''),
 (H, 'Aqua Safari Resort', '', 'Ada Foah;Ada East;Greater Accra;GD-0009-1180;Ghana', 'chalet 2 nights, boat ride to the estuary 10am, kids free under 6', ''),
 (H, 'Maranatha Beach Camp', '', 'Ada Foah;Ada East;Greater Accra;GD-0009-2274;Ghana', '1 night in the beach huts, bring mosquito net and torch', ''),
 (H, 'Zaina Lodge', '', 'Mole National Park;Larabanga;Savannah;;Ghana', 'tented suite 2 nights, game drive 6am, full board', 'EMAIL:reservations@zainalodge.com'),
 (H, 'Mole Motel', '', 'Mole National Park;Larabanga;Savannah;;Ghana', 'anadwo mmiɛnsa, abusua dan (family room), walking safari 7am', ''),
 (H, 'Stumble Inn', '', 'Brenu Akyinim;Komenda;Central;CE-1192-4036;Ghana', 'eco-lodge: 2 nights, tree-house room, bucket shower', ''),
 (H, 'Hans Cottage Botel', '', 'Cape Coast-Kakum Road;Cape Coast;Central;CC-174-8760;Ghana', '', ''),
 (H, 'Royal Senchi Resort', '', 'Akosombo Road;Akosombo;Eastern;EK-0149-3361;Ghana', "Efua's birthday weekend, 2 nights, pool, late checkout 2pm", ''),
 (H, 'Wli Waterfall Lodge', '', 'Wli Todzi;Hohoe;Volta;VH-0401-6652;Ghana', '2 nights, upper falls hike at 7am, veggie dinner order by 5pm', ''),
 (H, 'Tafi Atome Community Guesthouse', '', 'Tafi Atome;Afadzato South;Volta;;Ghana', '1 night, monkey walk 6am, pay at the visitor centre', ''),
 (H, 'Maame Efua Ahɔhodan', '', 'Kotokuraba Road;Cape Coast;Central;CC-019-2233;Ghana', 'Fetu Afahye: anadwo mmienu, dan abien, deposit GH₵300 MoMo', ''),
 (H, 'One Africa Guest House', '', 'Iture;Cape Coast;Central;CC-169-1187;Ghana', 'Emancipation Day weekend, 2 nights, chalet by the sea', ''),
 (H, "Big Milly's Backyard", '', 'Kokrobite Beach;Kokrobite;Greater Accra;GS-0335-1120;Ghana', 'beach chalet 2 nights, drumming Sat night', ''),
 # --- Senegal
 (H, 'Lamantin Beach Resort & Spa', '', 'Saly Niakh Niakhal;Saly;Thiès;;Sénégal', '1 semaine, demi-pension, kids club 9h-17h', ''),
 (H, 'Keur Saloum', '', 'Toubacouta;Foundiougne;Fatick;;Sénégal', 'ñaari guddi, néeg bi ci wetu dex gi, pirogue 9h', ''),
 (H, 'Campement Le Bazouk du Saloum', '', 'Mar Lodj;Foundiougne;Fatick;;Sénégal', 'case 3, 2 nuits, pêche en pirogue le matin', ''),
 (H, "Campement villageois d'Oussouye", '', 'Oussouye;Oussouye;Ziguinchor;;Sénégal', '', ''),
 (H, 'La Paillote Cap Skirring', '', 'Cap Skirring;Oussouye;Ziguinchor;;Sénégal', '3 nuits, bungalow plage, transfert aéroport', ''),
 (H, 'Hostellerie du Chevalier de Boufflers', '', 'Île de Gorée;Dakar;;;Sénégal', '1 nuit à Gorée, chambre côté mer, dernière chaloupe 23h', ''),
 # --- The Gambia
 (H, 'Footsteps Eco Lodge', '', 'Gunjur;Kombo South;West Coast;;The Gambia', 'roundhouse 3 nights, solar only - charge phones in the bar', ''),
 (H, 'Sandele Eco-Retreat', '', 'Kartong;Kombo South;West Coast;;The Gambia', '', ''),
 (H, 'Mandina Lodges', '', 'Makasutu Culture Forest;Kombo Central;West Coast;;The Gambia', 'floating lodge 1 night, sunset pirogue included', ''),
 (H, 'Tendaba Camp', '', 'Tendaba;Kiang West;Lower River;;The Gambia', '', ''),
 # --- Côte d'Ivoire, Togo
 (H, 'Coucoué Lodge', '', 'Assinie-Mafia;Assinie;Sud-Comoé;;Côte d\'Ivoire', '2 nuits, bungalow, pirogue depuis le débarcadère 15h', ''),
 (H, 'Étoile du Sud', '', 'Boulevard de la Plage, Quartier France;Grand-Bassam;Sud-Comoé;;Côte d\'Ivoire', '', ''),
 (H, 'La Taverne Bassamoise', '', 'Quartier France;Grand-Bassam;Sud-Comoé;;Côte d\'Ivoire', '2 nuits, chambre côté piscine, arrivée vers 14h', ''),
 (H, 'Maison de plage Assinie', '', 'Assinie-Mafia;Assinie;Sud-Comoé;;Côte d\'Ivoire', 'M. Kouassi: villa 3 ch., 1 semaine en août, caution 200 000 FCFA, ménage inclus', ''),
 (H, 'Hôtel Le Geyser', '', 'Route de Klouto;Kpalimé;Plateaux;;Togo', '2 nuits, randonnée Mont Agou samedi 7h', ''),
 # --- Cape Verde
 (H, 'Residencial Jenny', '', 'Rua 5 de Julho, Prainha;Praia;Santiago;;Cabo Verde', '2 noites, quarto 4, pequeno-almoço incluído', ''),
 (H, "Aldeia Manel d'Novas", '', 'Ponta do Sol;Ribeira Grande;Santo Antão;;Cabo Verde', '3 noites, bungalow, sinal pago por transferência', ''),
 (H, 'Oásis Atlântico Belorizonte', '', 'Santa Maria;Sal;;;Cabo Verde', 'tudo incluído, 5 noites, transfer do aeroporto', ''),
 # --- Morocco
 (H, 'Riad Les Yeux Bleus', '', '8 Derb Sidi Bouloukate, Riad Zitoun Kedim;Marrakech;;40000;Maroc', '4 nuits, chambre Yasmine, petit-déj sur la terrasse', 'URL:https://www.riadlesyeuxbleus.com'),
 (H, 'فندق باليما', '', 'شارع محمد الخامس;الرباط;;10000;المغرب', 'ليلتان، غرفة ١٢، الفطور مشمول', ''),
 (H, 'Refuge du Toubkal', '', 'Toubkal;Asni;Al Haouz;;Maroc', 'nuit au refuge avant le sommet, dortoir, demi-pension, départ 5h', ''),
 (H, "Gîte d'étape Imlil", '', 'Douar Imlil;Asni;Al Haouz;;Maroc', '1 nuit avant la montée, mulet pour les sacs', ''),
]
P = [
 # --- family and household
 (N, 'Bola', 'Owusu-Ansah;Adebola;;;', '', 'pharmacy shift till 4pm', 'ORG:Korle Bu Teaching Hospital || TITLE:Senior Pharmacist'),
 (N, 'Nana Yaw', 'Owusu-Ansah;Yaw;;;', '', 'JHS 2, football Tue/Thu', ''),
 (N, 'Efua', 'Owusu-Ansah;Efua;;;', '', 'class 4, piano Sat 10am', ''),
 (N, 'Maame Kumasi', 'Owusu-Ansah;Akosua;;;', 'Asafo, off Lake Road;Kumasi;Ashanti;AK-056-0192;Ghana', 'send provisions end of month, BP drugs', ''),
 (N, 'Mummy Ibadan', 'Adeyemi;Olufunmilayo;;;', 'Bodija Estate;Ibadan;Oyo;200284;Nigeria', '70th birthday 14 Dec', ''),
 (N, 'Daddy Ibadan', 'Adeyemi;Babatunde;;;', 'Bodija Estate;Ibadan;Oyo;200284;Nigeria', 'call Sunday evening', ''),
 (N, 'Auntie Funke', 'Adeyemi;Funke;;;', '', 'wedding 6 Apr, aso-ebi colour: wine and gold', ''),
 (N, 'Uncle Kwaku London', 'Owusu-Ansah;Kwaku;;;', '23 Selhurst Road;London;;SE25 5PP;United Kingdom', 'WhatsApp only, +44', ''),
 (N, 'Kojo Driver', 'Mensah;Kojo;;;', '', 'airport pickups, GH₵150 per trip', ''),
 (N, 'Auntie Akos', 'Amoah;Akosua;;;', '', 'house help, Mon-Fri, salary 28th', ''),
 (N, 'Hilton Baidoo', 'Baidoo;Hilton;;;', '', "Yaw's football coach, training Tue/Thu 4pm at Ridge park", ''),
 (N, 'Dr Tunde Ilesanmi', 'Ilesanmi;Babatunde;;;', '', 'dentist, Efua check-up 14 March 3:30pm', 'ORG:Smile Dental Clinic East Legon || TITLE:Dental Surgeon'),
 # --- colleagues and clients
 (N, 'Kofi Boateng', 'Boateng;Kofi;;;', '', 'MD, weekly call Mon 8am', 'ORG:Sunlink Energy West Africa Ltd || TITLE:Managing Director'),
 (N, 'Abena Sarpong', 'Sarpong;Abena;;;', '', 'admin - books flights and hotels, ext 214', 'ORG:Sunlink Energy West Africa Ltd || TITLE:Office Administrator'),
 (N, 'Innocent Agbeko', 'Agbeko;Innocent;;;', '', 'field engineer Volta, meets me at Ho station', 'ORG:Sunlink Energy West Africa Ltd || TITLE:Field Engineer'),
 (N, 'Ngozi Eze', 'Eze;Ngozi;;;', '', 'Lagos client, solar for 3 clinics, PO pending', 'ORG:Cedarcrest Health Partners'),
 (N, 'Aminu Bello', 'Bello;Aminu;;;', '', 'REA mini-grid programme, Abuja meeting Wed 10am', 'ORG:Rural Electrification Agency || TITLE:Programme Officer'),
 (N, 'Kouamé Yao', 'Yao;Kouamé;;;', '', 'partenaire Abidjan, WhatsApp, parle anglais', 'ORG:CI-Énergies'),
 (N, 'Fatou Diop', 'Diop;Fatou;;;', '', 'Senelec, électrification rurale, RDV jeudi 10h', 'ORG:Senelec || TITLE:Cheffe de projet'),
 (N, 'Moussa Traoré', 'Traoré;Moussa;;;', '', 'EDM-SA Bamako, appeler après 15h', 'ORG:Énergie du Mali'),
 (N, 'James Kamara', 'Kamara;James;;;', '', 'EDSA Freetown, workshop co-host', 'ORG:Electricity Distribution and Supply Authority'),
 (N, 'Wanjiru Kamau', 'Kamau;Wanjiru;;;', '', 'impact investor, AEF Nairobi dinner Tue', 'ORG:Savanna Climate Capital || TITLE:Investment Director'),
 (N, 'Oliver Hyatt', 'Hyatt;Oliver;;;', '', 'funder, grant report due 30 June', 'ORG:Energy Access Foundation || TITLE:Portfolio Manager'),
 (N, 'Djamila Pousada', 'Pousada;Djamila;;;', '', 'Electra, Praia - reunião sexta 9h', 'ORG:Electra SA'),
 # --- hotel staff, hosts, a landlady
 (N, 'Esi Quansah', 'Quansah;Esi;;;', '', 'corporate rate GH₵1,100/night, can hold 2 nights for Sunlink', 'ORG:Golden Bean Hotel || TITLE:Front Office Manager'),
 (N, 'Chinedu Okeke', 'Okeke;Chinedu;;;', '', 'corporate sales, send rate sheet', 'ORG:Eko Hotels & Suites || TITLE:Sales Executive'),
 (N, 'Mamadou Sarr', 'Sarr;Mamadou;;;', '', 'gérant, pirogue depuis Ndangane', 'ORG:Campement Le Bazouk du Saloum'),
 (N, 'Lamin Jammeh', 'Jammeh;Lamin;;;', '', 'bird walk guide, WhatsApp', 'ORG:Footsteps Eco Lodge'),
 (N, 'Youssef Amrani', 'Amrani;Youssef;;;', '', "attend à l'entrée du derb, appeler à l'arrivée", 'ORG:Riad Les Yeux Bleus'),
 (N, 'Mrs Bakare', 'Bakare;Folake;;;', '', 'Lekki shortlet owner - 3 nights for Funke wedding, caution fee refund', ''),
]
O = [
 # --- work
 (N, 'Sunlink Energy West Africa Ltd', '', '12 Senchi Street, Airport Residential;Accra;Greater Accra;GA-143-2201;Ghana', 'staff ID 0412', ''),
 (N, 'Accra International Conference Centre', '', 'Castle Road;Accra;Greater Accra;GA-079-4300;Ghana', '', ''),
 (N, 'NEDCo Rest House Office', '', 'Rest House Road;Tamale;Northern;NT-0011-0560;Ghana', 'mini-grid connection letter: room 3, Mon 9am, ask for Mr Alhassan', ''),
 # --- chop bars, bukas, restaurants, bars
 (N, 'Maa Lizzy Hotel', '', 'Asylum Down;Accra;Greater Accra;GA-052-1771;Ghana', 'fufu and goat light soup, dem dey close 4pm', ''),
 (N, 'Iya Basira Hotel', '', 'Oke-Ado;Ibadan;Oyo;200259;Nigeria', "amala, gbegiri & ewedu - Daddy's favourite", ''),
 (N, 'Mallam Sule Tuwo Hotel', '', 'Central Market;Tamale;Northern;NT-0018-3312;Ghana', 'tuwo da miyar kuka, kafin ƙarfe 2', ''),
 (N, 'Country Inn Pub & Grill', '', 'Lagos Avenue, East Legon;Accra;Greater Accra;GA-363-8810;Ghana', "table for 8 Sat 7pm, Bola's birthday", ''),
 (N, 'Akwaaba Inn Spot', '', 'Oxford Street, Osu;Accra;Greater Accra;GA-040-2281;Ghana', 'Friday we dey watch ball, Club beer', ''),
 (N, 'Buka Restaurant', '', '10th Lane, Osu;Accra;Greater Accra;GA-040-6651;Ghana', 'jollof + suya, Sunday after church', ''),
 (N, 'Santoku, Villa Monticello', '', 'Mankata Close, Airport Residential;Accra;Greater Accra;GA-145-3330;Ghana', 'anniversary dinner 8pm, 2 pax, booked', ''),
 (N, 'Auberge Bracodi', '', 'Rue des Jardins, Deux Plateaux;Abidjan;;;Côte d\'Ivoire', 'maquis: poisson braisé + attiéké, vendredi soir avec Kouamé', ''),
 (N, "Keur N'Deye", '', '68 Rue Vincens;Dakar;;;Sénégal', 'thiéboudienne, déjeuner avec Fatou 13h', ''),
 (N, 'Chez Loutcha', '', '101 Rue Moussé Diop;Dakar;;;Sénégal', 'cachupa et thiof, fermé dimanche', ''),
 (N, 'Dar Essalam', '', '170 Rue Riad Zitoun Kedim;Marrakech;;40000;Maroc', 'dîner 20h30, 4 pers., réservé', ''),
 (N, 'مقهى فرنسا', '', 'ساحة جامع الفنا;مراكش;;40000;المغرب', 'عصير برتقال على السطح قبل المغرب', ''),
 # --- lodges, rest, halls that are not places to stay
 (N, 'Lodge Akuapem No. 9155', '', "Freemasons' Hall, Ring Road Central;Accra;Greater Accra;GA-029-1180;Ghana", 'installation meeting 2nd Sat 5pm, dark suit and apron', ''),
 (N, 'Serenity Lodge Funeral Services', '', 'Santasi Roundabout;Kumasi;Ashanti;AK-082-7715;Ghana', '', ''),
 (N, 'Wesley Cathedral Guest House Hall', '', 'Wesley Methodist Cathedral, Adum;Kumasi;Ashanti;AK-039-1102;Ghana', "Maame's 80th thanksgiving reception Sat 1pm, hall deposit GH₵800, canopies & 150 chairs", ''),
 (N, 'Mercy Residence Home for the Aged', '', 'Ayigya;Kumasi;Ashanti;AK-385-0918;Ghana', 'Grand-aunt Afua, visits Sun 3-5pm, fees by 5th', ''),
 (N, 'Paws Pet Hotel & Kennels', '', 'Ogbojo;Accra;Greater Accra;GD-106-3390;Ghana', '', ''),
 (N, 'Gracious Villa Events Hall', '', 'Spintex Road;Accra;Greater Accra;GT-012-4478;Ghana', 'Kwame & Abena wedding reception Sat 2pm, table 12', ''),
 (N, 'Hilltop Villas Estates Ltd', '', 'Oyarifa;Accra;Greater Accra;GZ-132-5521;Ghana', 'plot at Oyarifa, 2nd instalment due 30th, receipt in file', ''),
 (N, 'Hotel, Catering & Tourism Training Institute', '', 'Ministries Area;Accra;Greater Accra;GA-110-2243;Ghana', "cousin Ama's admission, fees office Mon-Fri 8-3", ''),
 # --- travel
 (N, 'Hotels.ng', '', '', 'promo code, customer care on WhatsApp', 'URL:https://hotels.ng || KIND:org'),
 (N, 'Global Holidays Travel & Tours', '', 'Ring Road East;Accra;Greater Accra;GA-045-3319;Ghana', 'Morocco package quote, visa letter', 'EMAIL:bookings@globalholidaysgh.com'),
 (N, 'Africa World Airlines', '', '', 'ACC-TML 6:30am, check in online', 'KIND:org'),
 (N, 'ASKY Airlines', '', 'Boulevard du 13 Janvier;Lomé;;;Togo', 'ASKY Club no. 7731 0094', ''),
 (N, 'Air Peace', '', '', '', ''),
 (N, "Air Côte d'Ivoire", '', '', 'ACC-ABJ 7:10am, bagage 23 kg', 'KIND:org'),
 (N, 'Volta Lake Transport - MV Yapei Queen', '', 'Akosombo Port;Akosombo;Eastern;;Ghana', 'Akosombo-Yeji Mon 4pm, 1st class cabin for 4, overnight on the boat', ''),
 (N, 'COSAMA - Aguène', '', 'Port Autonome, Môle 1;Dakar;;;Sénégal', 'Dakar-Ziguinchor mardi 20h, cabine 4 couchettes, arrivée 7h', ''),
 (N, 'ONCF - train de nuit Marrakech-Tanger', '', 'Gare de Marrakech, Avenue Hassan II;Marrakech;;40000;Maroc', 'couchettes 4 places, départ 21h, billets en ligne', ''),
 (N, 'Banjul-Barra Ferry', '', 'Liberation Avenue;Banjul;;;The Gambia', 'first ferry 7am, queue early with car', ''),
 (N, 'NRC Lagos-Ibadan Train', '', 'Mobolaji Johnson Station, Ebute Metta;Lagos;Lagos;;Nigeria', 'business class 8am, arrive Moniya 10:40', ''),
 (N, 'Ashanti African Tours', '', 'Cape Coast;Cape Coast;Central;;Ghana', 'Kakum + castles day tour, pick-up 7:30am', ''),
 (N, 'Kakum National Park', '', 'Abrafo;Twifo Hemang;Central;;Ghana', '', ''),
 (N, 'Makasutu Culture Forest', '', 'Makasutu;Kombo Central;West Coast;;The Gambia', 'day tour: mangroves + lunch, 10am', ''),
 (N, 'Hammam Mille et Une Nuits', '', 'Derb Sidi Bouloukate;Marrakech;;40000;Maroc', 'hammam + gommage 16h, 2 personnes', ''),
 (N, 'Lavender Day Spa', '', 'Airport Residential;Accra;Greater Accra;GA-144-9912;Ghana', "Bola's massage voucher, Sat 11am", ''),
 (N, 'VFS Global UK Visa Application Centre', '', 'Ridge;Accra;Greater Accra;GA-019-7731;Ghana', 'biometrics Tue 9:15am, bring bank statements', ''),
 (N, 'Port Health Unit, Kotoka Airport', '', 'Kotoka International Airport;Accra;Greater Accra;;Ghana', 'yellow fever card for Efua, replace lost one', ''),
 # --- health, school, home
 (N, 'Nyaho Medical Centre', '', '35 Kofi Annan Avenue, Airport Residential;Accra;Greater Accra;GA-144-1185;Ghana', '', ''),
 (N, 'Morning Star School', '', 'Cantonments;Accra;Greater Accra;GA-017-1134;Ghana', '', ''),
 (N, 'Airport Vet Clinic', '', 'Airport Residential;Accra;Greater Accra;GA-145-7720;Ghana', 'Bingo rabies shot due, Sat 9am', ''),
 (N, 'Woodin Osu', '', 'Oxford Street, Osu;Accra;Greater Accra;GA-040-1177;Ghana', 'aso-ebi fabric for Funke wedding: 6 yards, collect Thu', ''),
 (N, "Kiki's Cakes", '', 'Haatso;Accra;Greater Accra;GE-233-1190;Ghana', "Efua's cake order: 2 tiers, pick up Fri 4pm", ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AA{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
