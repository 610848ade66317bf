#!/usr/bin/env python3
"""Writes cards.tsv for review25: one realistic address book of a Nairobi-based couple (Achieng, a programme
manager for a health NGO travelling in Kenya (Kisumu, Mombasa, Eldoret, Garissa, Lodwar), Uganda, Tanzania,
Rwanda, Ethiopia, South Sudan and Somaliland, and to conferences in Addis Ababa, Kigali, Johannesburg, Cairo,
Amman, Dubai, Istanbul and Geneva; Tom, who runs a photographic safari business) and their family travel: the
Kenya coast (Diani, Tiwi, Watamu, Lamu), Maasai Mara and Amboseli, Laikipia and Samburu, Lake Naivasha, northern
Tanzania, Kilimanjaro (Marangu huts), Zanzibar, Rwanda's gorillas, Lalibela, Morocco, a Nile cruise, Jordan
(Wadi Rum, Petra) and Cape Town. Not traps, but an East African book has its own: eateries called "Hotel" or
"Hoteli" (and, in Ethiopia, "ሆቴል"), bars called "Lodge" and bars with rooms, a masonic lodge, gardens called
"Resort", Chicken Inn and Creamy Inn, refugee, army and children's day camps, a cultural manyatta, Bomas of Kenya,
The Banda School, conservancy offices; family names Banda, Lodge, Kambi, van der Kamp, Hancı, Hyatt. Each row:
(label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its
ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed/room/banda/tent/hut bunk/cabin on a boat/apartment at for the night (hotels, lodges and tented camps, guest
houses and "nyumba ya wageni", pensions, inns, bars with rooms, bandas and cottages, campsites, mountain huts,
riads, kasbahs, desert camps, a Nile cruise ship, hostels, villas and Airbnbs); not = everything else, including
hotel staff's and hosts' personal cards, eateries and bars without rooms, camps that are not lodgings,
conservancy offices, day visits, venues. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Achieng's field trips in Kenya
 (H, 'Acacia Premier Hotel', '', 'Oginga Odinga Street;Kisumu;;40100;Kenya', 'MoH malaria workshop, 3 nts B&B, invoice to Tumaini', 'URL:https://www.acaciapremier.com'),
 (H, 'Dunga Bay Lakeside Cottages', '', 'Dunga Beach Road off Nairobi Road;Kisumu;;40100;Kenya', 'cottage 2, boat to Hippo Point 7am', ''),
 (H, 'New Kiboko Lodge & Bar', '', 'Otieno Oyoo Street;Kisumu;;40100;Kenya', 'Musa stayed here, self-contained 1,500 bob, bar noisy till late', ''),
 (H, 'Castle Royal Hotel', '', 'Moi Avenue;Mombasa;;80100;Kenya', 'county health dept meeting, 2 nts', ''),
 (H, 'Makupa Executive Guest House', '', 'Mwembe Tayari Road;Mombasa;;80100;Kenya', 'ensuite, wifi weak, paid M-Pesa till 552101', ''),
 (H, 'Boma Inn Eldoret', '', 'Elgon View Road;Eldoret;;30100;Kenya', 'MTRH site visit, 2 nts, ref BIE-88412', ''),
 (H, 'Kerio View Hotel', '', 'Iten-Kessup Road;Iten;Elgeyo-Marakwet;30700;Kenya', 'outreach Iten, ask for valley-side room', ''),
 (H, 'Tumaini Field Guest House Garissa', '', 'Kismayu Road;Garissa;;70100;Kenya', 'bed via logistics, curfew 9pm, security brief 7am', ''),
 (H, 'Tana Breeze Hotel', '', 'Lamu Road;Garissa;;70100;Kenya', '3 nts full board, generator off after 10pm', ''),
 (H, 'Nawoitorong Guest House', '', 'Off Lodwar-Kakuma Road;Lodwar;Turkana;30500;Kenya', 'banda 4, breakfast 7am, nets ok', ''),
 (H, 'Mara Springs Bar & Lodging', '', 'Narok-Sekenani Road;Narok;;20500;Kenya', 'Samuel sleeps here on Mara runs, room 1,000 bob', ''),
 # --- regional work: Uganda, Tanzania, Rwanda, Ethiopia, South Sudan, Somaliland
 (H, 'Acholi Inn', '', 'Elizabeth Road;Gulu;;;Uganda', '2 nts, pay UGX cash', ''),
 (H, 'Hotel Africana Kampala', '', 'Plot 2-4 Wampewo Avenue;Kampala;;;Uganda', 'regional HIV meeting, conf. AF-20931', ''),
 (H, 'Malaika Beach Resort', '', 'Capri Point;Mwanza;;;Tanzania', 'TB partners meeting, lake-view room', ''),
 (H, 'Nyumba ya Wageni Upendo', '', 'Mtaa wa Jamatini;Dodoma;;;Tanzania', 'chumba namba 6, TSh 35,000 kwa usiku', ''),
 (H, 'Hotel Muhabura', '', 'Avenue de la Paix;Musanze;Northern Province;;Rwanda', 'CHW training, 2 nts', ''),
 (H, 'ጣና ፔንሲዮን', '', 'Kebele 04;Bahir Dar;Amhara;;Ethiopia', 'Bahir Dar, 600 birr, cold shower, pay cash', ''),
 (H, 'Afex River Camp', '', 'Nile Riverside Tongping;Juba;;;South Sudan', 'tent 12, UNHAS Wed, airport pick-up arranged', ''),
 (H, 'Juba Grand Hotel', '', 'Airport Road;Juba;;;South Sudan', '', ''),
 (H, 'Mansoor Hotel', '', 'Airport Road;Hargeisa;;;Somaliland', '3 nts, escort from airport', ''),
 (H, 'فندق أمبسادور هرجيسا', '', 'Airport Road;Hargeisa;;;Somaliland', 'backup if Mansoor full', ''),
 # --- conferences
 (H, 'Skylight Hotel', '', 'Bole Airport Road;Addis Ababa;;;Ethiopia', 'ICASA side meeting, 4 nts, ref SKY-557102', ''),
 (H, 'ጊዮን ሆቴል', '', 'Ras Desta Damtew Street;Addis Ababa;;;Ethiopia', 'garden rooms, cheaper', ''),
 (H, 'Hôtel des Mille Collines', '', 'KN 6 Avenue;Kigali;;;Rwanda', '4 nts, check-in 14:00', ''),
 (H, 'Heaven Restaurant & Boutique Hotel', '', 'KN 29 Street Kiyovu;Kigali;;;Rwanda', 'room 5, dinner booked 8pm', ''),
 (H, 'The Maslow Sandton', '', 'Corner Grayston Drive and Rivonia Road;Johannesburg;Gauteng;2196;South Africa', 'AIDS conference, shuttle to SCC', ''),
 (H, 'Sofitel Cairo Nile El Gezirah', '', '3 El Thawra Council Street Zamalek;Cairo;;11211;Egypt', '3 nts, Nile view', ''),
 (H, 'Amman Rotana', '', 'Al Isteqlal Street Abdali;Amman;;11191;Jordan', 'EMR meeting, ref 88100432', ''),
 (H, 'Karama Star Hotel Apartments', '', 'Street 18B Al Karama;Dubai;;;United Arab Emirates', 'transit 2 nts, studio with kitchenette', ''),
 (H, 'Büyük Londra Oteli', '', 'Meşrutiyet Caddesi 53 Tepebaşı;İstanbul;;34430;Türkiye', 'oda 204, kahvaltı dahil', ''),
 (H, 'Ayasofya Konakları', '', 'Soğukçeşme Sokağı Sultanahmet;İstanbul;;34122;Türkiye', '', ''),
 (H, 'Hôtel Cornavin', '', 'Boulevard James-Fazy 33;Genève;;1201;Suisse', 'WHA side event, 3 nts', ''),
 (H, 'Auberge de Jeunesse Genève', '', 'Rue Rothschild 30;Genève;;1202;Suisse', 'dorm bed 2 nts if Cornavin full', ''),
 # --- Tom's safaris: Maasai Mara, Amboseli, Laikipia and Samburu
 (H, "Governors' Camp", '', 'Musiara Gate Maasai Mara;Narok;;;Kenya', 'Lodge party Aug 12-15, 2 tents full board', ''),
 (H, 'Ol Purkel Tented Camp', '', 'Mara Naboisho Conservancy;Narok;;;Kenya', 'tent 3 + guide room, conservancy fees separate', ''),
 (H, 'Talek River Campsite', '', 'Talek Gate Maasai Mara;Narok;;;Kenya', 'own tents, 1,200 bob pp, askari + firewood', ''),
 (H, 'Mara Serena Safari Lodge', '', 'Mara Triangle;Narok;;;Kenya', '', 'URL:https://www.serenahotels.com'),
 (H, 'Ol Tukai Lodge', '', 'Amboseli National Park;Kajiado;;;Kenya', 'ask for Kili-view cottage', ''),
 (H, 'Tortilis Camp', '', 'Kitirua Conservancy Amboseli;Kajiado;;;Kenya', 'honeymoon clients, 3 nts, conf. TC-2207', ''),
 (H, 'Kitirua Bandas', '', 'Near Kimana Gate Amboseli;Kajiado;;;Kenya', 'banda 4, self-catering, bring gas', ''),
 (H, 'Ol Pejeta Bush Camp', '', 'Ol Pejeta Conservancy;Nanyuki;Laikipia;10400;Kenya', '', ''),
 (H, 'Samburu Intrepids', '', 'Samburu National Reserve;Archers Post;Samburu;;Kenya', 'photo group 6 pax, 2 nts', ''),
 # --- Lake Naivasha
 (H, "Fisherman's Camp", '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', 'family weekend, 2 bandas + tent pitch', ''),
 (H, "Camp Carnelley's", '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', 'Easter, 2 bandas, paid M-Pesa paybill', ''),
 (H, 'Elsamere Conservation Centre', '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', 'lakeside room 2 nts, afternoon tea incl.', ''),
 (H, 'Lake Naivasha Country Club', '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', '', ''),
 # --- northern Tanzania
 (H, 'Kati Kati Tented Camp', '', 'Central Serengeti;Serengeti;Mara Region;;Tanzania', '', ''),
 (H, 'Simba Campsite', '', 'Ngorongoro Crater Rim;Karatu;Arusha;;Tanzania', 'public campsite, pay NCAA online, cold at night!', ''),
 (H, "Gibb's Farm", '', 'Ngorongoro Highlands;Karatu;Arusha;;Tanzania', '2 nts, farm tour 4pm', ''),
 (H, 'Arusha Coffee Lodge', '', 'Dodoma Road Burka Estate;Arusha;;;Tanzania', 'night before Serengeti flight', ''),
 # --- Rwanda gorillas
 (H, 'Mountain Gorilla View Lodge', '', 'Kinigi;Musanze;Northern Province;;Rwanda', 'permits, 7am briefing, 2 nts', ''),
 (H, 'Kinigi Guesthouse', '', 'Kinigi;Musanze;Northern Province;;Rwanda', '', ''),
 # --- Kilimanjaro, Marangu route
 (H, 'Marangu Hotel', '', 'Marangu;Moshi;Kilimanjaro;;Tanzania', 'night before and after the climb', ''),
 (H, 'Mandara Hut', '', 'Marangu Route 2700 m;Kilimanjaro National Park;Kilimanjaro;;Tanzania', 'day 1, bunks booked by Zara', ''),
 (H, 'Horombo Hut', '', 'Marangu Route 3720 m;Kilimanjaro National Park;Kilimanjaro;;Tanzania', 'days 2-3, acclimatisation', ''),
 (H, 'Kibo Hut', '', 'Marangu Route 4700 m;Kilimanjaro National Park;Kilimanjaro;;Tanzania', 'day 4, summit start midnight', ''),
 # --- Lalibela
 (H, 'Tukul Village', '', 'Near Bete Giyorgis;Lalibela;Amhara;;Ethiopia', 'Timkat, 3 nts, booked Jan', ''),
 (H, 'ላል ሆቴል', '', 'Airport Road;Lalibela;Amhara;;Ethiopia', '', ''),
 # --- the Kenya coast: Diani, Tiwi, Watamu, Lamu
 (H, 'Diani Sea Lodge', '', 'Diani Beach Road;Ukunda;Kwale;80400;Kenya', 'Xmas week, 2 cottages, half board', ''),
 (H, 'Kinondo Kwetu', '', 'Galu Kinondo Beach;Diani;Kwale;80400;Kenya', '', ''),
 (H, 'Stilts Diani Backpackers', '', 'Diani Beach Road;Ukunda;Kwale;80400;Kenya', "kids' treehouse, 2 nts", ''),
 (H, 'Galu Beach Bandas', '', 'Galu Beach;Diani;Kwale;80400;Kenya', 'banda 3, self-catering, Mzee Juma cooks fish', ''),
 (H, 'Tiwi Coral Cottages', '', 'Tiwi Beach Road;Tiwi;Kwale;80400;Kenya', 'cottage sleeps 6, 50% deposit paid', ''),
 (H, 'Turtle Bay Beach Club', '', 'Turtle Bay Road;Watamu;Kilifi;80202;Kenya', 'all inclusive, kids club', ''),
 (H, 'Mida Creek Eco Camp', '', 'Mida Creek;Watamu;Kilifi;80202;Kenya', 'tented banda, boardwalk at high tide', ''),
 (H, 'Watamu Treehouse', '', 'Plot 22 Watamu;Watamu;Kilifi;80202;Kenya', '', ''),
 (H, 'Villa Kiwandani', '', 'Shela Village;Lamu;;80500;Kenya', 'whole villa 5 nts, staff + cook incl., 50% by bank transfer', ''),
 (H, 'Peponi Hotel', '', 'Shela;Lamu;;80500;Kenya', '2 nts, sunset dhow', ''),
 (H, 'Banana House', '', 'Shela Village;Lamu;;80500;Kenya', '', ''),
 (H, 'Nyumba ya Wageni Bi Mwanaisha', '', 'Mkomani;Lamu Old Town;Lamu;80500;Kenya', 'rooftop room, 3,500 bob with breakfast', ''),
 # --- Zanzibar
 (H, 'Emerson Spice', '', 'Tharia Street Mkunazini;Stone Town;Zanzibar;;Tanzania', 'rooftop dinner 7pm, 2 nts', ''),
 (H, 'Matemwe Bungalows', '', 'Matemwe Beach;Matemwe;Zanzibar;;Tanzania', '4 nts full board', ''),
 # --- Morocco
 (H, 'Riad Zamzam', '', 'Derb Sidi Bouloukat Medina;Marrakech;;40000;Maroc', 'chambre 3, arrivée 22h', ''),
 (H, 'رياض الياسمين', '', 'Derb Ben Amrane Medina;Marrakech;;40000;Maroc', '', ''),
 (H, 'Kasbah Bab Ourika', '', 'Route de l\'Ourika km 38;Tnine Ourika;Al Haouz;42152;Maroc', 'anniversary splurge, 1 nt', ''),
 (H, 'Erg Chebbi Luxury Desert Camp', '', 'Hassi Labied;Merzouga;Errachidia;52202;Maroc', 'camel trek 5pm, tent 7', ''),
 # --- Egypt: the Nile
 (H, 'MS Nile Goddess', '', 'Corniche El Nil;Luxor;;;Egypt', '4 nts Luxor-Aswan, cabin 214', ''),
 (H, 'Basma Hotel Aswan', '', 'Abtal El Tahrir Street;Aswan;;;Egypt', 'last night, pool + Nile view', ''),
 (H, 'بيت الضيافة النوبي غرب سهيل', '', 'Gharb Soheil;Aswan;;;Egypt', 'Nubian guest house, boat from Aswan', ''),
 # --- Jordan
 (H, 'Sun City Camp', '', 'Wadi Rum Protected Area;Aqaba;;77110;Jordan', 'martian dome, 1 nt, zarb dinner', ''),
 (H, 'مخيم نجوم رم', '', 'Wadi Rum Village;Aqaba;;77110;Jordan', 'Bedouin tent, jeep 4h', ''),
 (H, 'Petra Moon Hotel', '', "Tourism Street;Wadi Musa;Ma'an;71810;Jordan", '2 nts, Petra by Night Thu', ''),
 (H, 'Feynan Ecolodge', '', 'Wadi Feynan Dana Biosphere Reserve;Tafila;;;Jordan', 'candle-lit, no wifi', ''),
 # --- Cape Town
 (H, 'Cape Grace', '', 'West Quay Road V&A Waterfront;Cape Town;Western Cape;8002;South Africa', '', ''),
 (H, 'The Backpack', '', '74 New Church Street;Cape Town;Western Cape;8001;South Africa', 'family room, 3 nts', ''),
 (H, 'Boulders Beach Lodge', '', "4 Boulders Place;Simon's Town;Western Cape;7975;South Africa", 'penguins!', ''),
 (H, 'Kommetjie Beach Cottage (Airbnb)', '', '12 Kirsten Avenue;Kommetjie;Western Cape;7975;South Africa', 'self check-in, key box 4471', ''),
 # --- Nairobi
 (H, 'Wildebeest Eco Camp', '', '151 Mokoyeti Road West Langata;Nairobi;;00509;Kenya', "Harriet's friends, garden tents 2 nts", ''),
]
P = [
 (N, 'Mama Rose', 'Otieno;Rose;;;', 'Milimani Estate;Kisumu;;40100;Kenya', 'birthday 3 March', ''),
 (N, 'Shosh', 'Kamau;Wanjiru;;;', 'Tigoni Road;Limuru;Kiambu;00217;Kenya', "Tom's mum, clinic Tue, take her", ''),
 (N, 'Dan Otieno', 'Otieno;Dan;;;', '', 'bro, KDF, Gilgil', ''),
 (N, 'Chikondi Banda', 'Banda;Chikondi;;;', '', 'Lilongwe colleague, M&E', 'ORG:Tumaini Health Partners || TITLE:Regional M&E Lead'),
 (N, 'Harriet Lodge', 'Lodge;Harriet;;;', '', 'Mara Aug 12-18, 2 pax, vegetarian', 'EMAIL:harriet.lodge@btinternet.com'),
 (N, 'Samuel Kambi', 'Kambi;Samuel;;;', '', 'driver-guide, Land Cruiser KDA 442X', ''),
 (N, 'Pieter van der Kamp', 'van der Kamp;Pieter;;;', '', 'photo client, wants Mara crossing Sept', 'EMAIL:pieter@vanderkampfoto.nl'),
 (N, 'Mehmet Hancı', 'Hancı;Mehmet;;;', '', 'Istanbul panel co-chair', 'ORG:Marmara Halk Sağlığı Derneği'),
 (N, 'Anne Hyatt', 'Hyatt;Anne;;;', '', 'grant report due 30 June', 'ORG:Harlow Foundation || TITLE:Program Officer'),
 (N, 'Mohamed Athman', 'Athman;Mohamed;;;', '', 'WhatsApp for boat from Manda airstrip', 'ORG:Peponi Hotel || TITLE:Front Office'),
 (N, 'Jackson Sankale', 'Sankale;Jackson;;;', '', 'best leopard guide, ask for him', "ORG:Governors' Camp || TITLE:Guide"),
 (N, 'Fatma Said', 'Said;Fatma;;;', '', '', 'ORG:Emerson Spice || TITLE:Guest Relations'),
 (N, 'Abdi Farah', 'Farah;Abdi;;;', '', 'manager, call before arriving late', 'ORG:Tana Breeze Hotel'),
 (N, 'Halima Bwana', 'Bwana;Halima;;;', '', 'owner, keys with caretaker Ali', 'ORG:Villa Kiwandani'),
 (N, 'Musa Hassan', 'Hassan;Musa;;;', '', 'driver Garissa-Dadaab, escort needed', ''),
 (N, 'Joseph Lekishon', 'Lekishon;Joseph;;;', '', 'Amboseli guide, manyatta visit', ''),
 (N, 'Emmanuel Mushi', 'Mushi;Emmanuel;;;', '', 'Marangu 6 days, tip envelope', 'ORG:Zara Tours || TITLE:Mountain Guide'),
 (N, 'Dr. Amina Hassan', 'Hassan;Amina;;Dr.;', '', 'nutrition survey lead', 'ORG:Garissa County Referral Hospital'),
 (N, 'Dr. Tesfaye Bekele', 'Bekele;Tesfaye;;Dr.;', '', '', 'ORG:Ethiopian Public Health Institute || TITLE:Senior Researcher'),
 (N, 'Deng Majok', 'Majok;Deng;;;', '', 'Juba partner, airport pick-up', 'ORG:Sudd Community Health Network'),
 (N, 'Hodan Abdillahi', 'Abdillahi;Hodan;;;', '', 'MCH programme, Hargeisa', 'ORG:Hargeisa Group Hospital'),
 (N, 'Mary Wanjiru', 'Wanjiru;Mary;;;', '', 'house help, salary 30th via M-Pesa', ''),
 (N, 'Dr. Priya Shah', 'Shah;Priya;;Dr.;', '', "Baraka's jabs Sat 10am", 'TITLE:Paediatrician'),
 (N, 'Mr. Brian Ochieng', 'Ochieng;Brian;;Mr.;', '', "Zawadi's class teacher", 'ORG:The Banda School'),
]
O = [
 # eateries called "Hotel"/"Hoteli"/"ሆቴል"
 (N, 'Swahili Dishes Hotel', '', 'Biashara Street;Mombasa;;80100;Kenya', 'biryani Fri, pilau for 40 pax office party', ''),
 (N, 'Hotel Baraka Njema', '', 'Ngara Road;Nairobi;;00600;Kenya', 'githeri + chapati lunch 150 bob', ''),
 (N, 'Mwananchi Butchery & Hotel', '', 'Kiserian Road;Ongata Rongai;Kajiado;00511;Kenya', 'nyama choma 1 kg goat, Sat 2pm', ''),
 (N, 'New Kisima Hotel', '', 'Kismayu Road;Garissa;;70100;Kenya', 'breakfast: camel milk tea + canjeero, near office', ''),
 (N, 'Hoteli Mama Ashura', '', 'Harambee Avenue;Lamu;;80500;Kenya', 'samaki wa kupaka + chapati, order by 12', ''),
 (N, 'ሰላም ሆቴል', '', 'Main Road;Gambela;;;Ethiopia', 'lunch tibs + shiro near regional health bureau', ''),
 # restaurants, bars, cafés
 (N, 'Carnivore Restaurant', '', 'Langata Road;Nairobi;;00509;Kenya', "Tom's birthday, table for 8, Sat 7pm", ''),
 (N, 'Kilele Lodge Bar', '', 'Ngong Road;Nairobi;;00505;Kenya', 'Sunday football, pool team', ''),
 (N, 'Gataka Gardens Resort', '', 'Gataka Road;Ongata Rongai;Kajiado;00511;Kenya', 'nyama choma + live band Sun, kids play area', ''),
 (N, 'Chicken Inn Westlands', '', 'Woodvale Grove;Nairobi;;00800;Kenya', '2 family buckets for Baraka party', ''),
 (N, 'Creamy Inn Junction', '', 'The Junction Mall Ngong Road;Nairobi;;00505;Kenya', '', ''),
 (N, "Ali Barbour's Cave Restaurant", '', 'Diani Beach Road;Diani;Kwale;80400;Kenya', 'anniversary dinner 8pm, cave table', ''),
 (N, 'Dar Zellij', '', '1 Kaasour Sidi Ben Slimane;Marrakech;;40000;Maroc', 'dîner 20h30, 4 pers.', ''),
 (N, "Auberge du Lion d'Or", '', 'Place Pierre-Gautier 5;Cologny;;1223;Suisse', 'dinner with WHO team Thu 19:30', ''),
 (N, 'ቶሞካ ቡና', '', 'Wavel Street Piazza;Addis Ababa;;;Ethiopia', '2 kg beans for home', ''),
 # camps that are not lodgings
 (N, 'Kakuma Refugee Camp', '', 'Kakuma;Turkana;;30501;Kenya', 'site visit Tue, clinic 4, badge from UNHCR', ''),
 (N, 'Hagadera Refugee Camp', '', 'Dadaab;Garissa;;70103;Kenya', 'nutrition survey, compound gate 8am', ''),
 (N, 'Kenya Army Camp Gilgil', '', 'Nairobi-Nakuru Highway;Gilgil;Nakuru;20116;Kenya', "Dan's passing-out parade, visitors gate 8am, bring ID", ''),
 (N, 'Kidz Adventure Day Camp', '', 'Karen Road;Nairobi;;00502;Kenya', 'holiday camp Aug, drop 8am pick 4pm, paid M-Pesa', ''),
 # other lodging-looking words
 (N, 'Lodge Harambee No. 3', '', 'Freemasons Hall Nyerere Road;Nairobi;;00100;Kenya', "Baba's installation dinner, dark suit", ''),
 (N, 'Olgulului Cultural Manyatta', '', 'Olgulului Group Ranch;Amboseli;Kajiado;;Kenya', 'visit 4pm, $20 pp, beadwork', ''),
 (N, 'Bomas of Kenya', '', 'Forest Edge Road Langata;Nairobi;;00509;Kenya', 'school trip, dances 2:30pm', ''),
 (N, 'The Banda School', '', 'Magadi Road;Nairobi;;00502;Kenya', 'fees term 2, bursar ext 204', 'URL:https://www.bandaschool.com'),
 (N, 'Mara Naboisho Conservancy', '', 'Conservancy Office Talek;Narok;;;Kenya', 'conservancy fees $116 pp/night, invoice monthly', ''),
 (N, 'Lewa Wildlife Conservancy', '', 'Lewa Downs;Isiolo;;60300;Kenya', 'photo permit for drone shoot', ''),
 # day visits
 (N, 'Crescent Island Game Sanctuary', '', 'Moi South Lake Road;Naivasha;Nakuru;20117;Kenya', 'walking safari, boat 10am', ''),
 # health, shops, services
 (N, 'Aga Khan University Hospital Travel Clinic', '', '3rd Parklands Avenue;Nairobi;;00100;Kenya', 'yellow fever + typhoid before Juba, Tue 10am', ''),
 (N, 'Goodlife Pharmacy Junction', '', 'The Junction Mall Ngong Road;Nairobi;;00505;Kenya', 'Malarone x 2 packs', ''),
 (N, 'Kaizen Auto Garage', '', 'Enterprise Road Industrial Area;Nairobi;;00500;Kenya', 'Land Cruiser KDA 442X service, pop-up roof seal', ''),
 (N, 'Mama Njeri M-Pesa Shop', '', 'Lavington Shopping Arcade;Nairobi;;00603;Kenya', 'agent no. 204118', ''),
 # transport
 (N, 'Jambojet', '', '', 'NBO-MBA 6:30am, 1 checked bag added', 'KIND:org || URL:https://www.jambojet.com'),
 (N, 'Ethiopian Airlines', '', 'Bole International Airport;Addis Ababa;;;Ethiopia', 'ShebaMiles ET44210098', 'KIND:org'),
 (N, 'SGR Madaraka Express', '', 'Nairobi Terminus Syokimau;Nairobi;;;Kenya', 'first class x4 Nbi-Msa 8am', ''),
 (N, 'Super Metro Sacco', '', 'Moi Avenue;Nairobi;;00100;Kenya', 'lost umbrella in bus KCX 221T', ''),
 (N, 'Modern Coast Express', '', 'Oginga Odinga Street;Kisumu;;40100;Kenya', 'Kisumu-Nairobi night bus 9pm, seat 3', ''),
 (N, 'Safarilink Aviation', '', 'Wilson Airport;Nairobi;;00509;Kenya', 'WIL-Kichwa Tembo 10am, 15 kg soft bags', ''),
 (N, 'Central Car Hire', '', 'Standard Street;Nairobi;;00100;Kenya', 'RAV4 for Naivasha weekend, deposit 20k', ''),
 # tour operators, the family business and employer
 (N, 'Kamau Lens Safaris Ltd', '', 'Karen Office Park Langata Road;Nairobi;;00502;Kenya', '', 'URL:https://www.kamaulens.co.ke || EMAIL:bookings@kamaulens.co.ke'),
 (N, 'Zara Tours', '', 'Rindi Lane;Moshi;Kilimanjaro;;Tanzania', 'Marangu 6 days x3, deposit sent', ''),
 (N, 'Tumaini Health Partners', '', 'Lenana Road Kilimani;Nairobi;;00100;Kenya', '', 'EMAIL:info@tumainihealth.org'),
 # park authorities, embassies
 (N, 'Kenya Wildlife Service', '', 'Langata Road;Nairobi;;00100;Kenya', 'Safari Card renewal', ''),
 (N, 'TANAPA', '', 'Dodoma Road;Arusha;;;Tanzania', 'conservation fees e-payment', ''),
 (N, 'Rwanda Development Board', '', 'KG 220 Street Gishushu;Kigali;;;Rwanda', 'gorilla permits x2, paid', ''),
 (N, 'Embassy of the Republic of South Sudan', '', 'Lenana Road;Nairobi;;00100;Kenya', 'visa pick-up Thu 2pm', ''),
 # conference venues
 (N, 'KICC', '', 'Harambee Avenue;Nairobi;;00100;Kenya', '', ''),
 (N, 'Kigali Convention Centre', '', 'KG 2 Roundabout;Kigali;;;Rwanda', 'badge pick-up Sun 4pm', ''),
 (N, 'CICG', '', 'Rue de Varembé 17;Genève;;1202;Suisse', 'room 2, 9:00', ''),
 (N, 'Haliç Kongre Merkezi', '', 'Karaağaç Caddesi Sütlüce;İstanbul;;34445;Türkiye', 'poster P-214', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'R{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
