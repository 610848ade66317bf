#!/usr/bin/env python3
"""Writes cards.tsv for review71: one realistic address book of an Addis Ababa-based family — Dawit Tesfaye, quality
and export manager of a green-coffee exporter (Abyssinia Green Coffee Export PLC), travelling for work to the coffee
regions (Sidama and Yirgalem, Yirgacheffe and Gedeb, Dilla, Jimma and Bonga), to Harar and Dire Dawa, to the port of
Djibouti and to the Nairobi Coffee Exchange; Meron Alemu, a paediatrician at Tikur Anbessa, who plans the family's
holidays (Genna in Lalibela, Timket in Gondar, where Dawit's parents live, the Simien and Bale mountains, Bahir Dar
and Lake Tana, Meskel in Hawassa, Langano and Bishoftu, Arba Minch and South Omo, the Danakil, Lac Abbé in
Djibouti, Christmas with Dawit's brother in Nairobi); their children Lidya (school) and Nahom (university, who
backpacks) — and the home contacts around them. Not a trap list, but an Ethiopian book has its own: ሆቴል meaning an
eatery (a kitfo house, a roadside lunch stop, a cake shop), a tej bet, an azmari house, a jazz bar inside a hotel, a
hotel's restaurant, a wedding hall, a pet hotel, an elderly care home (with the aunt whose address it is), a housing
developer called Flintstone Homes, a hotel-and-tourism training institute, a travel agency that books hotels, the
Addis office of a community-tourism trek (TESFA) beside its guesthouse, national-park offices beside park lodges
and camps, family and given names that are hotel brands or lodging words (Haile, Taitu, Betelhem; Albergati,
Hostalier, Hyatt, Hilton), hotel staff and hosts whose ORG is their place, a landlady's own card, a sleeper train
(Addis-Djibouti), a lake boat and a ferry, hot-spring baths by day. Each row: (label, name, n, adr, note, extra) -
extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, tukul, bungalow, hut bunk, tent
pitch or whole house at for the night (hotels, aparthotels and short-let apartments, hostels, pensions (ፔንሲዮን),
alga bet (አልጋ ቤት), guest houses (እንግዳ ማረፊያ, mana keessummaa), lodges and eco-lodges, community guesthouses,
resorts, campsites and campements, a company guesthouse at a washing station); not = everything else, including
hotel staff's, hosts' and a landlady's personal cards, restaurants and bars named ሆቴል, a hotel's restaurant, a
wedding hall, a care home, a pet hotel, a developer, a training institute, travel agencies, park offices, a
sleeper train, boats. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
ET = 'Ethiopia'
AA = ';Addis Ababa;;;Ethiopia'
C = [
 # --- Addis Ababa: guests, buyers, relatives, visitors
 (H, 'Sheraton Addis', '', 'Taitu Street' + AA, 'Marco Albergati 3 nights, company pays, Bonvoy no. in email', ''),
 (H, 'Hyatt Regency Addis Ababa', '', 'Meskel Square' + AA, '', ''),
 (H, 'Getfam Hotel', '', 'Bole, near the airport' + AA, 'Yonas 1 night before NBO flight, free shuttle from terminal 2', ''),
 (H, 'Radisson Blu Addis Ababa', '', 'Kazanchis, Kirkos' + AA, 'Rebecca (TechnoServe) 4 nights, booking 88213407', ''),
 (H, 'Haile Grand Addis Ababa', '', 'Lebu, Nifas Silk-Lafto' + AA, '', ''),
 (H, 'ጣይቱ ሆቴል', '', 'ፒያሳ፣ አራዳ;አዲስ አበባ;;;ኢትዮጵያ', 'ለእማዬ 2 ሌሊት፣ ክፍል 12 (የድሮው ህንፃ)፣ ቁርስ ጨምሮ', ''),
 (H, 'Elilly International Hotel', '', 'Kazanchis' + AA, 'የሂዊ ሰርግ ጥር 17 ቅዳሜ 9 ሰዓት፣ ጋርደን', ''),
 (H, "Mr. Martin's Cozy Place", '', 'Kebena' + AA, "Lidya's pen friend Sophie 4 nights, $25/night cash", ''),
 (H, 'Addis Ababa Marriott Executive Apartments', '', 'Bole Road, Bole' + AA, '', ''),
 (H, 'Atlas apartment (Airbnb)', '', 'Atlas, Bole' + AA, 'Yonas & family 2 weeks over Genna, host Mahlet, key with the guard, wifi on fridge', ''),
 (H, 'Jupiter International Hotel Bole', '', 'Bole' + AA, 'Korean buyers 2 rooms, 2 nights, airport pick-up', ''),
 (H, 'Golden Tulip Addis Ababa', '', 'Bole, Woreda 3' + AA, 'Wairimu 2 nights auction week, breakfast incl.', ''),
 (H, 'ሀርመኒ ሆቴል', '', 'ቦሌ መድኃኔዓለም;አዲስ አበባ;;;ኢትዮጵያ', '', ''),
 (H, 'Capital Hotel and Spa', '', 'Haile Gebreselassie Road' + AA, 'buyers 3 rooms, cupping Friday, invoice to Abyssinia Green Coffee', ''),
 (H, 'Ramada Addis', '', 'Bole' + AA, '', ''),
 (H, 'Sapphire Addis', '', 'Africa Avenue, Bole' + AA, 'Jean-Marc 2 nights, late check-in 23:30 (ET 319)', ''),
 (H, 'Best Western Plus Addis Ababa', '', 'Bole' + AA, '', ''),
 (H, 'ቤተልሔም ፔንሲዮን', '', 'አውቶቡስ ተራ;አዲስ አበባ;;;ኢትዮጵያ', 'ከጎንደር ለሚመጡ ዘመዶች፣ አልጋ 400 ብር', ''),
 (H, 'የካ እንግዳ ማረፊያ', '', 'የካ ክ/ከ ወረዳ 8;አዲስ አበባ;;;ኢትዮጵያ', '', ''),
 (H, 'Bole Backpackers Hostel', '', 'Bole Michael' + AA, "Nahom's classmates from Nairobi, dorm 6 beds, 3 nights", ''),
 # --- Lalibela (Genna, Easter)
 (H, 'Mezena Lodge', '', 'Lalibela;Lalibela;Amhara;;Ethiopia', 'ለገና 3 ሌሊት፣ ቀብድ 50% ተከፍሏል፣ ቁርስ ጨምሮ', 'URL:https://www.mezenalodge.com'),
 (H, 'Maribela Hotel', '', ';Lalibela;Amhara;;Ethiopia', '', ''),
 (H, 'Cliff Edge Hotel', '', ';Lalibela;Amhara;;Ethiopia', 'ክፍል 7፣ 2 ሌሊት፣ ከ6 ሰዓት በፊት መግባት ይቻላል', ''),
 (H, 'ሮሃ ሆቴል', '', ';ላሊበላ;አማራ;;ኢትዮጵያ', '', ''),
 (H, 'ሶራ ሎጅ ላሊበላ', '', ';ላሊበላ;አማራ;;ኢትዮጵያ', 'ፋሲካ 2 ሌሊት፣ booking SL-4471', ''),
 (H, 'ብርሃን አልጋ ቤት', '', 'አውቶቡስ መናኸሪያ አጠገብ;ላሊበላ;አማራ;;ኢትዮጵያ', 'ለሹፌሩ ለአበበ 3 ሌሊት፣ አልጋ 300 ብር', ''),
 (H, 'Wajela Community Guesthouse (TESFA)', '', 'Meket;Wajela;Amhara;;Ethiopia', 'trek day 2, tukul for 4, dinner incl., pay the committee in cash', ''),
 # --- Gondar (Timket, Abbaye's birthday)
 (H, 'Goha Hotel', '', ';Gondar;Amhara;;Ethiopia', 'ለጥምቀት 3 ሌሊት፣ ክፍል 214፣ ቀብድ በሲቢኢ', ''),
 (H, 'Lodge du Château', '', 'Fasil Ghebbi;Gondar;Amhara;;Ethiopia', '', ''),
 (H, 'Florida International Hotel', '', ';Gondar;Amhara;;Ethiopia', 'የአባዬ 80ኛ ልደት እንግዶች 4 ክፍል፣ ጥር 10-12', ''),
 (H, 'Gondar Landmark Hotel', '', ';Gondar;Amhara;;Ethiopia', 'ለሂዊና ለካሌብ ሁለት ሌሊት', ''),
 # --- Simien Mountains
 (H, 'Simien Lodge', '', 'Buyit Ras;Debark;Amhara;;Ethiopia', '2 nights, ብርድ ነው ጃኬት፣ lunch box for the trek', ''),
 (H, 'Limalimo Lodge', '', ';Debark;Amhara;;Ethiopia', '1 night after the trek, deposit $100 paid', 'URL:https://www.limalimolodge.com'),
 (H, 'Sankaber Camp', '', 'Simien Mountains National Park;Debark;Amhara;;Ethiopia', 'tent pitch 2 nights, scout + cook, park fee separate', ''),
 (H, 'Chenek Camp', '', 'Simien Mountains National Park;Debark;Amhara;;Ethiopia', '', ''),
 (H, 'Gich Camp', '', 'Simien Mountains National Park;Debark;Amhara;;Ethiopia', '1 night, tents from the park office, bring sleeping bags', ''),
 (H, 'Simien Park Hotel Debark', '', ';Debark;Amhara;;Ethiopia', '', ''),
 # --- Bahir Dar and Lake Tana
 (H, 'Kuriftu Resort & Spa Bahir Dar', '', 'Lake Tana shore;Bahir Dar;Amhara;;Ethiopia', "Meron's birthday, 3 nights, lake view bungalow", 'URL:https://www.kurifturesorts.com'),
 (H, 'Avanti Blue Nile Hotel', '', ';Bahir Dar;Amhara;;Ethiopia', '', ''),
 (H, 'ጣና ሆቴል', '', ';ባሕር ዳር;አማራ;;ኢትዮጵያ', 'ሁለት ሌሊት፣ ጀልባ ጠዋት 2 ሰዓት ከሆቴሉ', ''),
 (H, 'Abay Minch Lodge', '', ';Bahir Dar;Amhara;;Ethiopia', '2 ሌሊት፣ ቁርስ ከ1 ሰዓት ጀምሮ', ''),
 (H, 'Homland Hotel', '', ';Bahir Dar;Amhara;;Ethiopia', '1 night on the way back from Gondar', ''),
 (H, 'Gorgora Eco Resort', '', ';Gorgora;Amhara;;Ethiopia', '2 nights, cottage by the lake, 3 hrs from Gondar', ''),
 # --- Hawassa (Meskel)
 (H, 'Haile Resort Hawassa', '', ';Hawassa;Sidama;;Ethiopia', 'Meskel 3 nights, family room 118, pool for the kids', ''),
 (H, 'ሌዊ ሪዞርት', '', ';ሀዋሳ;ሲዳማ;;ኢትዮጵያ', '', ''),
 (H, 'South Star International Hotel', '', ';Hawassa;Sidama;;Ethiopia', 'coffee conference 2 nights', ''),
 (H, 'Hawassa Lakeside Villa', '', 'Piassa, near Amora Gedel;Hawassa;Sidama;;Ethiopia', '3 nights whole house, key from Almaz, deposit 2000 birr', ''),
 # --- Bale Mountains
 (H, 'Bale Mountain Lodge', '', 'Harenna Forest;Dolo Mena;Oromia;;Ethiopia', 'tree house room, 2 nights full board', 'URL:https://www.balemountainlodge.com'),
 (H, 'Dinsho Lodge', '', ';Dinsho;Oromia;;Ethiopia', '1 night, bunk room, bring sleeping bag', ''),
 (H, 'Goba Wabe Shebelle Hotel', '', ';Goba;Oromia;;Ethiopia', '', ''),
 (H, 'Mana Keessummaa Rira', '', 'Harenna;Rira;Oromia;;Ethiopia', 'halkan 2, ciree fi irbaata dabalatee', ''),
 (H, 'Garba Guracha campsite', '', 'Sanetti Plateau;Goba;Oromia;;Ethiopia', 'camp 1 night, horses from Dinsho', ''),
 # --- Rift Valley, the south, weekends
 (H, 'Kuriftu Resort & Spa Bishoftu', '', 'Lake Babogaya;Bishoftu;Oromia;;Ethiopia', 'company retreat 2 nights, 12 rooms, ask Selamawit', ''),
 (H, 'Sabana Beach Resort', '', 'Lake Langano;Langano;Oromia;;Ethiopia', 'Langano bungalow 2 nights, ዋና ለልጆቹ', ''),
 (H, 'Bishangari', '', 'Lake Langano east shore;Langano;Oromia;;Ethiopia', '2 nights, bird walk 6am', ''),
 (H, 'Wenney Eco-Lodge', '', 'Lake Langano;Langano;Oromia;;Ethiopia', '', ''),
 (H, 'Awash Falls Lodge', '', 'Awash National Park;Awash;Afar;;Ethiopia', '1 night on the way to Harar, bungalow by the falls', ''),
 (H, 'Arba Minch Tourist Hotel', '', ';Arba Minch;South Ethiopia;;Ethiopia', '2 nights, boat to the crocodile market 3 ሰዓት', ''),
 (H, 'Haile Resort Arba Minch', '', ';Arba Minch;South Ethiopia;;Ethiopia', '', ''),
 (H, 'Kanta Lodge', '', ';Konso;South Ethiopia;;Ethiopia', 'Konso 1 night', ''),
 (H, 'Eco-Omo Lodge', '', ';Jinka;South Ethiopia;;Ethiopia', '', ''),
 (H, 'Buska Lodge', '', ';Turmi;South Ethiopia;;Ethiopia', 'Turmi 2 nights, Hamer market Monday', ''),
 (H, 'Ankober Palace Lodge', '', ';Ankober;Amhara;;Ethiopia', '1 night, ወደ አንኮበር ጉዞ ቅዳሜ', ''),
 (H, 'Ethio-German Park Hotel', '', 'Debre Libanos;Fiche;Oromia;;Ethiopia', '1 night, geladas at the viewpoint', ''),
 (H, 'Hamed Ela camp', '', 'Danakil;Hamed Ela;Afar;;Ethiopia', 'Nahom Danakil tour, night at Hamed Ela, mattress outside', ''),
 # --- Dawit's work: coffee regions, Harar, Dire Dawa
 (H, 'Aregash Lodge', '', ';Yirgalem;Sidama;;Ethiopia', 'washing stations, 3 nights, tukul 4', ''),
 (H, "Yirgacheffe Coffee Farmers' Guest House", '', ';Yirgacheffe;South Ethiopia;;Ethiopia', 'YCFCU guesthouse 2 nights, pay cash at office', ''),
 (H, 'Jimma Central Hotel', '', ';Jimma;Oromia;;Ethiopia', '3 nights, ECTA sampling, room 305', ''),
 (H, 'Delight Hotel Dilla', '', ';Dilla;South Ethiopia;;Ethiopia', '1 night on the way to Gedeb', ''),
 (H, 'Rewda Guest House', '', 'Jugol;Harar;Harari;;Ethiopia', 'Harar 2 nights, old Harari house, hyena feeding 7pm', 'EMAIL:rewdaguesthouse@gmail.com'),
 (H, 'Anisa Guest House Harar', '', 'Jugol;Harar;Harari;;Ethiopia', '', ''),
 (H, 'Ras Hotel Dire Dawa', '', ';Dire Dawa;;;Ethiopia', '1 night, train to Djibouti next morning', ''),
 (H, 'Bonga Kafa Forest Lodge', '', ';Bonga;South West Ethiopia;;Ethiopia', 'wild coffee visit, 2 nights', ''),
 (H, 'Gedeb Station Guesthouse', '', 'Worka Chelbesa;Gedeb;South Ethiopia;;Ethiopia', 'company guesthouse at the washing station, bring own towel', ''),
 # --- Djibouti
 (H, 'Djibouti Palace Kempinski', '', 'Îlot du Héron;Djibouti;;;Djibouti', 'réunion port Doraleh, 2 nuits, chambre vue mer', ''),
 (H, 'Hôtel Ménélik', '', 'Place Ménélik;Djibouti;;;Djibouti', '', ''),
 (H, "Campement Touristique d'Asbole", '', "Lac Abbé;Asbole;Dikhil;;Djibouti", '1 nuit en case afar, dîner inclus, départ 4x4 5h', ''),
 (H, 'Campement de Bankoualé', '', 'Forêt du Day;Bankoualé;Tadjourah;;Djibouti', '', ''),
 # --- Nairobi, Kenya
 (H, 'Sarova Stanley', '', 'Kenyatta Avenue;Nairobi;;00100;Kenya', 'NCE auction 3 nights, corporate rate', ''),
 (H, 'Tribe Hotel', '', 'Village Market, Limuru Road;Nairobi;;00621;Kenya', '', ''),
 (H, 'Fairview Hotel', '', 'Bishops Road;Nairobi;;00100;Kenya', '2 nights, near Yonas in Upper Hill', ''),
 (H, 'Ole-Sereni', '', 'Mombasa Road;Nairobi;;00100;Kenya', 'park view room, early flight next day', ''),
 (H, 'Kilimani Airbnb', '', 'Argwings Kodhek Road, Kilimani;Nairobi;;00100;Kenya', 'Christmas 5 nights, host Wanjiku, pay M-Pesa, gate code 2291', ''),
 (H, 'Milimani Backpackers', '', 'Milimani Road;Nairobi;;00100;Kenya', 'Nahom, dorm bed 3 nights', ''),
 (H, 'Lake Naivasha Sopa Resort', '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', 'weekend with Yonas, 2 nights, boat to Crescent Island', ''),
]

P = [
 # family and household
 (N, 'አባዬ', 'Haile;Tesfaye;;;', 'ቀበሌ 18;ጎንደር;አማራ;;ኢትዮጵያ', '80ኛ ልደት ጥር 12፣ የደም ግፊት መድሃኒት', ''),
 (N, 'እማዬ', 'Mekonnen;Etenesh;;;', 'ቀበሌ 18;ጎንደር;አማራ;;ኢትዮጵያ', 'የስኳር መድሃኒት በወሩ መጨረሻ፣ ዶ/ር ሰለሞን ሰኞ', ''),
 (N, 'Meron Alemu', 'Alemu;Meron;;;', '', 'ተረኛ ሐሙስ ማታ', 'ORG:Tikur Anbessa Specialized Hospital || TITLE:Paediatrician'),
 (N, 'Lidya Dawit', 'Dawit;Lidya;;;', '', 'grade 8, piano Saturday 4 ሰዓት', ''),
 (N, 'Nahom Dawit', 'Dawit;Nahom;;;', '', 'Engineering year 3, 5 Kilo dorm', 'ORG:Addis Ababa University'),
 (N, 'Hiwot Tesfaye', 'Tesfaye;Hiwot;;;', '', 'ሰርግ ጥር 17፣ ሙሽራው ካሌብ', ''),
 (N, 'Yonas Tesfaye', 'Tesfaye;Yonas;;;', 'Upper Hill;Nairobi;;00100;Kenya', 'WhatsApp only, +254', 'ORG:International Livestock Research Institute'),
 (N, 'አክስቴ ጣይቱ', 'Wolde;Taitu;;;', 'Ayat, Yeka' + AA, 'ቅዳሜ ከሰዓት ጥየቃ፣ ብርቱካን ትወዳለች', ''),
 (N, 'Haile Gebremedhin', 'Gebremedhin;Haile;;;', '', 'cousin, staff tickets ask 48h before', 'ORG:የኢትዮጵያ አየር መንገድ || TITLE:Captain'),
 (N, 'Tigist (ሰራተኛ)', 'Bekele;Tigist;;;', '', 'ደሞዝ በየወሩ 5 ቀን', ''),
 (N, 'Abebe Shiferaw (ሹፌር)', 'Shiferaw;Abebe;;;', '', 'Lalibela/Gondar trips, 1500 birr a day + 500 per night away', ''),
 (N, 'Kebede ቧንቧ', ';Kebede;;;', '', 'ማጠቢያ ቤት ቧንቧ፣ ቅዳሜ 3 ሰዓት', ''),
 (N, 'Betelhem Ayele', 'Ayele;Betelhem;;;', '', 'ጎረቤት፣ ዕቁብ እሁድ', ''),
 (N, 'Dr. Solomon Tadesse', 'Tadesse;Solomon;;Dr.;', '', 'እማዬ ቀጠሮ ሰኞ 3 ሰዓት', 'ORG:Hallelujah General Hospital || TITLE:Cardiologist'),
 (N, 'Lemlem Haddis', 'Haddis;Lemlem;;;', '', "Lidya's class teacher, parents' day Friday 8:30", 'ORG:Nazareth School || TITLE:Class teacher'),
 (N, 'Birhanu Mengistu', 'Mengistu;Birhanu;;;', '', 'guide, churches 2 days, 1200 birr a day', 'ORG:Lalibela Tour Guides Association'),
 # colleagues and clients
 (N, 'Bereket Alemayehu', 'Alemayehu;Bereket;;;', '', 'contracts, shipping schedule', 'ORG:Abyssinia Green Coffee Export PLC || TITLE:Export Manager || EMAIL:bereket@abyssiniagreen.com'),
 (N, 'Marco Albergati', 'Albergati;Marco;;;', 'Via Flavio Gioia 6;Trieste;TS;34121;Italia', 'Guji natural 2 containers, samples by DHL', 'ORG:Trieste Caffè Import S.r.l.'),
 (N, 'Rebecca Hyatt', 'Hyatt;Rebecca;;;', '', 'farmer training Sidama, report due 30th', 'ORG:TechnoServe Ethiopia'),
 (N, 'Wairimu Njoroge', 'Njoroge;Wairimu;;;', 'Wakulima House;Nairobi;;00100;Kenya', 'auction Tuesdays, broker licence', 'ORG:Nairobi Coffee Exchange'),
 (N, 'Jean-Marc Hostalier', 'Hostalier;Jean-Marc;;;', '', 'transitaire, conteneurs Doraleh, appeler avant 10h', 'ORG:AGL Djibouti || TITLE:Responsable transit'),
 (N, 'Hannah Hilton', 'Hilton;Hannah;;;', '', "Meron's colleague, clubfoot clinic Wednesdays", 'ORG:CURE Ethiopia Children\'s Hospital'),
 (N, 'Tsegaye Desta', 'Desta;Tsegaye;;;', '', 'export permit, ECTA lab', 'ORG:Ethiopian Coffee and Tea Authority'),
 (N, 'Mesfin Dukale', 'Dukale;Mesfin;;;', '', 'union cupping, Konga & Idido lots', 'ORG:Yirgacheffe Coffee Farmers Cooperative Union'),
 # hotel staff, hosts and a landlady
 (N, 'Selamawit Girma', 'Girma;Selamawit;;;', '', 'retreat quote, 12 rooms 2 nights, send list by Fri', 'ORG:Kuriftu Resort & Spa Bishoftu || TITLE:Sales Manager'),
 (N, 'Mulugeta Assefa', 'Assefa;Mulugeta;;;', '', 'arranges scout and mules', 'ORG:Limalimo Lodge || TITLE:Guest Relations'),
 (N, 'Getachew Worku', 'Worku;Getachew;;;', '', 'ለገና 3 ሌሊት ክፍል ያዘልናል', 'ORG:Cliff Edge Hotel || TITLE:Manager'),
 (N, 'Fatouma Ali', 'Ali;Fatouma;;;', '', 'réception, 2 nuits pour Dawit', 'ORG:Hôtel Ménélik'),
 (N, 'Yusuf Abdullahi', 'Abdullahi;Yusuf;;;', '', 'host, hyena man is his cousin', 'ORG:Rewda Guest House'),
 (N, 'Ayantu Gemechu', 'Gemechu;Ayantu;;;', '', 'wolf walk Sanetti 6am', 'ORG:Bale Mountain Lodge || TITLE:Naturalist guide'),
 (N, 'Almaz Kebede', 'Kebede;Almaz;;;', ';Hawassa;Sidama;;Ethiopia', 'ሀዋሳ ቤት፣ መስቀል 3 ሌሊት፣ ቀብድ 2000 ብር በቴሌብር', ''),
]

O = [
 # eateries named ሆቴል, restaurants, cafés, bars
 (N, 'ጎጃም በረንዳ ሆቴል', '', 'ጎጃም በረንዳ፣ አዲስ ከተማ;አዲስ አበባ;;;ኢትዮጵያ', 'ክትፎ ለ12 ሰው ትዕዛዝ፣ እሁድ 7 ሰዓት', ''),
 (N, 'ጮቄ ሆቴል ደብረ ማርቆስ', '', ';ደብረ ማርቆስ;አማራ;;ኢትዮጵያ', 'ወደ ባሕር ዳር ስንሄድ ምሳ፣ ጥብሳቸው ጥሩ ነው', ''),
 (N, 'ቃና ሆቴልና ኬክ ቤት', '', 'ሳሪስ;አዲስ አበባ;;;ኢትዮጵያ', 'የሊድያ የልደት ኬክ 2 ኪሎ፣ ዓርብ ከሰዓት', ''),
 (N, 'Yod Abyssinia Cultural Restaurant', '', 'Bole Medhanialem' + AA, 'table for 8 with the buyers, 19:30, dance show', ''),
 (N, 'Kategna Restaurant', '', 'Bole' + AA, 'ቋንጣ ፍርፍር, takeaway', ''),
 (N, 'Tomoca Coffee', '', 'Wavel Street, Piassa' + AA, '1 kg beans for Marco', ''),
 (N, 'Ben Abeba', '', ';Lalibela;Amhara;;Ethiopia', 'dinner at sunset, book before 5pm', ''),
 (N, 'Four Sisters Restaurant', '', ';Gondar;Amhara;;Ethiopia', 'lunch Timket, table for 10', ''),
 (N, 'Fendika Cultural Center', '', 'Kazanchis' + AA, 'azmari Wednesday night', ''),
 (N, 'Jazzamba Lounge', '', 'Taitu Hotel, Piassa' + AA, 'jazz Thursday, inside Taitu Hotel', ''),
 (N, 'Topia Tej Bet', '', 'Piassa' + AA, '', ''),
 (N, 'Shaheen Restaurant - Sheraton Addis', '', 'Taitu Street' + AA, 'anniversary dinner Sat 20:00, table 4', ''),
 (N, 'Mama Oliech Restaurant', '', 'Marcus Garvey Road, Kilimani;Nairobi;;00100;Kenya', 'Yonas birthday lunch, fish for 7', ''),
 (N, 'Restaurant Mukbassa', '', 'Quartier 2;Djibouti;;;Djibouti', 'poisson yéménite, 20h', ''),
 # halls and venues
 (N, 'ሚሌኒየም አዳራሽ', '', 'ቦሌ;አዲስ አበባ;;;ኢትዮጵያ', 'coffee expo stand B12, set-up 2 ሰዓት', ''),
 (N, 'ዋልያ የሰርግ አዳራሽ', '', 'ሲ.ኤም.ሲ;አዲስ አበባ;;;ኢትዮጵያ', 'የናሆም ምርቃት ድግስ፣ 150 ሰው፣ ቀብድ 20,000 ብር', ''),
 (N, 'Addis International Convention Center', '', 'Ras Desta Damtew Street' + AA, 'Africa coffee conference, badge pick-up 8:00', ''),
 # care homes, a pet hotel, a developer, a training institute
 (N, 'Tesfa Elderly Care Home', '', 'Ayat, Yeka' + AA, 'አክስቴ ጣይቱ፣ ወርሃዊ ክፍያ እስከ 10', ''),
 (N, 'መቄዶንያ የአረጋውያንና የአእምሮ ህሙማን መርጃ ማዕከል', '', 'ሰሚት፣ ቦሌ;አዲስ አበባ;;;ኢትዮጵያ', 'የገና ስጦታ፣ ዶሮና በግ', ''),
 (N, 'Addis Pet Hotel', '', 'CMC' + AA, 'Bobi 5 nights while we are in Lalibela, vaccination card', ''),
 (N, 'Flintstone Homes', '', 'Bole, Africa Avenue' + AA, 'apartment instalment 4 of 10, due end of month', ''),
 (N, 'Catering and Tourism Training Institute', '', 'Bole Road' + AA, "Tigist's hotel management short course, registration", ''),
 # travel agencies, tour operators, park offices
 (N, 'Travel Ethiopia', '', 'Bole Road' + AA, 'Simien trek package, driver + 4x4', 'URL:https://www.travelethiopia.com'),
 (N, 'Ethiopian Quadrants', '', 'Bole' + AA, 'Danakil tour for Nahom, 3 days, pay in birr', ''),
 (N, 'TESFA Community Tourism', '', 'Bole' + AA, 'Meket trek booking, 3 days, guide + donkey', 'KIND:org'),
 (N, 'Nyala Tours & Hotel Reservations', '', 'Kazanchis' + AA, 'ADD-NBO tickets, Kenya visa letter', ''),
 (N, 'Simien Mountains National Park Office', '', ';Debark;Amhara;;Ethiopia', 'park fees, scout 600 birr/day', 'EMAIL:smnp.office@gmail.com'),
 (N, 'Bale Mountains National Park HQ', '', ';Dinsho;Oromia;;Ethiopia', 'park entry, horses and guide', ''),
 # airlines, trains, buses, boats
 (N, 'የኢትዮጵያ አየር መንገድ', '', '', 'ShebaMiles ET 4400 2187 93', 'KIND:org || URL:https://www.ethiopianairlines.com'),
 (N, 'DHL Express Bole', '', 'Bole Road' + AA, 'samples to Trieste, account 9521 4471', ''),
 (N, 'Air Djibouti', '', '', '', ''),
 (N, 'Ethio-Djibouti Railway', '', 'Furi-Lebu Station' + AA, 'Addis → Djibouti (Nagad), soft sleeper 2 berths, dep 8:00', 'KIND:org'),
 (N, 'Selam Bus', '', 'Meskel Square' + AA, 'ወደ ጎንደር ጠዋት 12 ሰዓት፣ 2 ትኬት', ''),
 (N, 'ጣና ሐይቅ ጀልባ ማህበር', '', ';ባሕር ዳር;አማራ;;ኢትዮጵያ', 'Zege & Ura Kidane Mehret monasteries, boat 2 ሰዓት', ''),
 (N, 'Ferry Djibouti-Tadjourah', '', 'Port de pêche;Djibouti;;;Djibouti', 'aller 9h, retour dimanche', ''),
 # hot springs and parks by day
 (N, 'ፍል ውሃ', '', 'ፍል ውሃ፣ አራዳ;አዲስ አበባ;;;ኢትዮጵያ', 'ለአባዬ ገላ መታጠቢያ፣ ጠዋት', ''),
 (N, 'Entoto Park', '', 'Entoto' + AA, 'kids horse riding Sunday', ''),
 # health, school, shops and services
 (N, 'Hallelujah General Hospital', '', 'Gerji, Bole' + AA, 'ECG appointment Monday 9:00', ''),
 (N, 'Kenema Pharmacy No. 4', '', 'Piassa' + AA, 'የእማዬ ኢንሱሊን', ''),
 (N, 'Nazareth School', '', 'Arat Kilo' + AA, 'school fees term 2, bus 7:00', ''),
 (N, 'Shoa Supermarket', '', 'Bole' + AA, '', ''),
 (N, 'Ethio Telecom Bole', '', 'Bole' + AA, 'SIM for Sophie, passport copy', ''),
 (N, 'Commercial Bank of Ethiopia', '', 'Bole Branch' + AA, 'USD account, export proceeds', ''),
 (N, 'Embassy of Kenya', '', 'Fikre Mariam Road' + AA, 'visa pick-up Thursday 2pm', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BL{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
