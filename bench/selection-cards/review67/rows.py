#!/usr/bin/env python3
"""Writes cards.tsv for review67: one realistic address book of a Kuala Lumpur-based Malaysian family - Daniel
Tan Kok Wai, a sales manager with a medical-devices distributor in Petaling Jaya (MedTrek Healthcare), travelling
for work to Penang, Ipoh, Kota Kinabalu, Kuching, Singapore and Bangkok; and Sharon Lee Siew Ling, who plans the
family's holidays and the trips home: Ipoh (Mah Mah, and Ah Kong in a care home), Malacca (Sharon's mother),
Penang, Langkawi, Cameron Highlands and Fraser's Hill, the east coast, Taman Negara, Sabah (Kinabalu, the
Kinabatangan, Mabul) and Sarawak (longhouse stays, Mulu), Singapore, Thailand (Bangkok, Hat Yai, Chiang Mai,
Krabi, Kanchanaburi) and Bali - and the home contacts around them. NOTEs in English, Malay (Bahasa Melayu,
Indonesian in Bali) and Chinese. Not traps, but such a book has its own: a kopitiam beside the hotel above it
(Kedai Kopi Kong Heng / Sekeping Kong Heng), a Chinese banquet restaurant (dai jau ga), a Padang 'rumah makan',
a Thai 'baan' restaurant beside a Thai 'baan' guesthouse, an Italian restaurant called Villa, a 'Long Bar' and a
'Bamboo Bar' in hotels, a hotel spa called Village, a wedding venue, a care home called Villa with the grandfather
whose address it is, a government old folks' home, a children's home and a hospital in Bali called Rumah, a pet
hotel, a developer called Chalet, a university residential college (kolej kediaman), a travel agency, tour operators, booking sites (Tiket.com, Expedia),
hotel staff, hosts and a longhouse headman whose ORG is their place, a landlady's own card, family names Villa,
Posada, Marriott and Hilton and the name Aman, sleeper trains (the KTM Ekspres Rakyat Timuran, the SRT sleeper,
the Eastern & Oriental Express), a ferry, a hospital admission, a tea house that is a tea shop.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has
N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, chalet, villa, house, apartment or tent pitch at for the night
(hotels, aparthotels, service apartments and short-let condos, hostels, guest houses, homestays, rumah
tumpangan, a rumah rehat, longhouse stays, mountain huts, chalets, resorts, holiday houses and
villas, campsites); not = everything else, including hotel staff's, hosts', a headman's and a landlady's
personal cards, restaurants, kopitiams, bars, spas, venues, care homes, a children's home, a student residence,
a hospital, a pet hotel, a developer, agencies and booking sites, sleeper trains and ferries.
Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
MY = 'Malaysia'
C = [
 # --- Kuala Lumpur and around: staycations, visitors, early flights, a wedding dinner
 (H, 'EQ Kuala Lumpur', '', '199 Jalan Ampang;Kuala Lumpur;Wilayah Persekutuan;50450;' + MY, 'Chloe bday staycation 1 night, club lounge, check in 3pm', ''),
 (H, 'Sama-Sama Hotel KLIA', '', 'Jalan CTA 4B;Sepang;Selangor;64000;' + MY, 'flight 7.05am to KK, 1 night, walk to terminal', ''),
 (H, 'The Chow Kit', '', '1012 Jalan Sultan Ismail;Kuala Lumpur;Wilayah Persekutuan;50250;' + MY, "Sharon's uni friends from SG, 2 nights, booked under Ong", 'URL:https://www.thechowkit.com'),
 (H, 'Le Méridien Kuala Lumpur', '', '2 Jalan Stesen Sentral;Kuala Lumpur;Wilayah Persekutuan;50470;' + MY, 'Mr Tanaka (Osaka principal) 3 nights, company rate, bill to MedTrek', ''),
 (H, 'Fraser Place Kuala Lumpur', '', '10 Jalan Perak;Kuala Lumpur;Wilayah Persekutuan;50450;' + MY, 'Mr Schneider 1 month 2BR, monthly rate, invoice to Peter', ''),
 (H, 'Oakwood Residence Kuala Lumpur', '', '1 Jalan Kia Peng;Kuala Lumpur;Wilayah Persekutuan;50450;' + MY, 'Peter stays here when in KL, 3 nights, studio', ''),
 (H, 'Hotel Transit Kuala Lumpur', '', '80 Jalan Tun H.S. Lee;Kuala Lumpur;Wilayah Persekutuan;50000;' + MY, '', ''),
 (H, 'The Royale Chulan Kuala Lumpur', '', '5 Jalan Conlay;Kuala Lumpur;Wilayah Persekutuan;50450;' + MY, 'Kelvin & Joanne wedding dinner 7.30pm, table 18, ang pao', ''),
 (H, 'Resorts World Awana', '', 'Jalan Jeriau;Genting Highlands;Pahang;69000;' + MY, 'cuti sekolah 2 malam, tiket Skytropolis, bilik deluxe triple', ''),
 (H, 'Avillion Port Dickson', '', 'Batu 3, Jalan Pantai;Port Dickson;Negeri Sembilan;71000;' + MY, 'company retreat 2D1N, water chalet, teambuilding 9am', ''),
 (H, 'Teratak Sum Sum Janda Baik', '', 'Lot 2217 Kampung Sum Sum;Janda Baik;Pahang;28750;' + MY, 'whole house sleeps 8, 2 nights, host Encik Azlan, BBQ ok, deposit RM300', ''),
 (H, 'Homestay Tepi Sawah Sekinchan', '', 'Jalan Parit 4;Sekinchan;Selangor;45400;' + MY, '1 malam, rumah penuh, tilam tambahan RM20, dekat kedai seafood', ''),
 (H, 'Tapak Perkhemahan Hutan Lipur Sungai Congkak', '', 'Jalan Sungai Lui;Hulu Langat;Selangor;43100;' + MY, 'family camping 1 malam, tapak no. 7, RM5 satu khemah, permit Perhutanan', ''),
 # --- Penang
 (H, 'Macalister Mansion', '', '228 Jalan Macalister;George Town;Pulau Pinang;10400;' + MY, 'anniversary 2 nights, suite, breakfast included', ''),
 (H, 'Cheong Fatt Tze - The Blue Mansion', '', '14 Lebuh Leith;George Town;Pulau Pinang;10200;' + MY, '1 night, guided tour 11am included, no kids under 12?', ''),
 (H, 'Loke Thye Kee Residences', '', '2A Jalan Burma;George Town;Pulau Pinang;10050;' + MY, '', ''),
 (H, 'G Hotel Gurney', '', '168A Persiaran Gurney;George Town;Pulau Pinang;10250;' + MY, 'Island Hospital roadshow, 2 nights, claim hotel + parking', ''),
 (H, 'Hotel Jen Penang', '', 'Jalan Magazine;George Town;Pulau Pinang;10300;' + MY, 'roadshow team 3 rooms, 2 nights', ''),
 (H, 'Golden Sands Resort by Shangri-La', '', 'Batu Feringgi;Batu Ferringhi;Pulau Pinang;11100;' + MY, 'family room 3 malam, kids club, sarapan 6.30-10.30', ''),
 (H, '周桥民宿 Chew Jetty Homestay', '', 'Pengkalan Weld;George Town;Pulau Pinang;10300;' + MY, '住一晚, 海景房, 押金RM50, 没有停车位', ''),
 (H, 'Ryokan Muntri Boutique Hostel', '', '62 Lebuh Muntri;George Town;Pulau Pinang;10200;' + MY, 'Ethan + 3 friends, 4-bed dorm, 2 nights', ''),
 (H, 'Campbell House', '', '106 Lebuh Campbell;George Town;Pulau Pinang;10100;' + MY, '1 night, no lift, room Sophia', ''),
 (H, 'Gurney Paragon Residences 38-12', '', '163D Persiaran Gurney;George Town;Pulau Pinang;10250;' + MY, 'Airbnb host Ms Tan, 3 nights, self check-in code 2580#, 2 car parks B2', ''),
 # --- Ipoh, Perak (Ah Ma, Ah Kong)
 (H, 'Sekeping Kong Heng', '', '75 Jalan Bijeh Timah;Ipoh;Perak;30000;' + MY, 'CNY 3 nights, 2 rooms, check-in 2pm, park Jalan Panglima', ''),
 (H, 'The Banjaran Hotsprings Retreat', '', '1 Persiaran Lagun Sunway 1;Tambun;Perak;31150;' + MY, '15th anniversary, garden villa 2 nights, hot spring 6pm', ''),
 (H, 'M Boutique Hotel Ipoh', '', '2 Jalan Raja Dihilir;Ipoh;Perak;30350;' + MY, '', ''),
 (H, '新華旅店', '', '28 Jalan Kangsar;Kuala Kangsar;Perak;33000;' + MY, '顺路住一晚, 冷气房 RM70, 没早餐', ''),
 # --- Cameron Highlands, Fraser's Hill, Taman Negara, the east coast
 (H, 'Lakehouse Cameron Highlands', '', '30th Mile, Jalan Tapah;Ringlet;Pahang;39200;' + MY, '2 nights, fireplace room, cream tea 4pm incl.', ''),
 (H, 'Century Pines Resort Cameron Highlands', '', '42 Jalan Masjid;Tanah Rata;Pahang;39000;' + MY, '', ''),
 (H, 'Nova Highlands Resort & Residences', '', 'Persiaran Dayang Endah;Tanah Rata;Pahang;39000;' + MY, 'apartment 2 bilik, 3 malam, deposit RM200 (refund masa check out)', ''),
 (H, "Daniel's Lodge", '', '9 Lorong Perdah;Tanah Rata;Pahang;39000;' + MY, 'Ethan trip with uni friends, dorm RM35/bed, 2 nights', ''),
 (H, 'Shahzan Inn Fraser\'s Hill', '', 'Jalan Lady Guillemard;Bukit Fraser;Pahang;49000;' + MY, '', ''),
 (H, 'Rumah Rehat Kuala Lipis', '', 'Bukit Residen;Kuala Lipis;Pahang;27200;' + MY, 'on the way to Taman Negara, 1 malam, bilik kolonial, sarapan nasi lemak', ''),
 (H, 'Mutiara Taman Negara', '', 'Kuala Tahan;Jerantut;Pahang;27000;' + MY, '', ''),
 (H, 'Chalet Seri Cherating', '', 'Kampung Budaya Cherating;Cherating;Pahang;26080;' + MY, 'chalet 2 bilik, 2 malam, BBQ pit, check out 12pm', ''),
 (H, 'Tanjong Jara Resort', '', 'Batu 8, off Jalan Dungun;Dungun;Terengganu;23000;' + MY, 'CNY 2 malam, spa voucher, sarapan termasuk', ''),
 # --- Malacca (Sharon's family)
 (H, 'Casa del Rio Melaka', '', '88 Jalan Kota Laksamana;Melaka;Melaka;75200;' + MY, "Mummy 70th weekend, 2 rooms river view, 2 nights", ''),
 (H, 'The Baba House', '', '125 Jalan Tun Tan Cheng Lock;Melaka;Melaka;75200;' + MY, '', ''),
 (H, 'Hatten Hotel Melaka', '', 'Jalan Merdeka, Bandar Hilir;Melaka;Melaka;75000;' + MY, 'Kevin family, 2 nights, connecting room', ''),
 (H, 'Rumah Tumpangan Bunga Cempaka', '', '21 Jalan Bendahara;Melaka;Melaka;75100;' + MY, "Uncle Seng's family, 2 bilik, RM80 semalam, bayar tunai", ''),
 (H, '马六甲鸡场街客栈', '', 'Jalan Hang Jebat;Melaka;Melaka;75200;' + MY, '住两晚, 家庭房, 早餐9点前', ''),
 (H, 'Heeren House', '', '1 Jalan Tun Tan Cheng Lock;Melaka;Melaka;75200;' + MY, '', ''),
 # --- Langkawi
 (H, 'The Datai Langkawi', '', 'Jalan Teluk Datai;Langkawi;Kedah;07000;' + MY, 'splurge: 2 malam rainforest villa, dinner The Gulai House 7.30pm', ''),
 (H, 'Casa del Mar Langkawi', '', 'Jalan Pantai Cenang;Langkawi;Kedah;07000;' + MY, '', ''),
 (H, 'Berjaya Langkawi Resort', '', 'Karong Berkunci 200, Burau Bay;Langkawi;Kedah;07000;' + MY, '3 malam, chalet atas air, sarapan 7-10.30', ''),
 (H, 'Tubotel Langkawi', '', 'Jalan Pantai Kok;Langkawi;Kedah;07000;' + MY, '', ''),
 (H, 'Rosnah Homestay', '', 'Lot 1123 Kampung Padang Matsirat;Langkawi;Kedah;07100;' + MY, 'rumah 3 bilik, 4 malam, deposit RM150 bank in Maybank, kunci bawah pasu', ''),
 (H, 'Bon Ton Resort', '', 'Jalan Pantai Cenang;Langkawi;Kedah;07000;' + MY, '', ''),
 # --- Sabah
 (H, 'Hyatt Regency Kinabalu', '', 'Jalan Datuk Salleh Sulong;Kota Kinabalu;Sabah;88991;' + MY, 'QEH tender presentation, 2 nights', ''),
 (H, 'Shangri-La Tanjung Aru', '', '20 Jalan Aru;Kota Kinabalu;Sabah;88100;' + MY, 'family 3 nights, sea view, late check out 2pm requested', ''),
 (H, 'Gunting Lagadan Hut', '', 'Gunung Kinabalu;Kundasang;Sabah;89308;' + MY, 'dorm 4 bunks, dinner buffet 4.30pm, summit push 2am', ''),
 (H, 'Pendant Hut', '', 'Gunung Kinabalu;Kundasang;Sabah;89308;' + MY, '', ''),
 (H, 'Kinabalu Pine Resort', '', 'Jalan Ranau-Tuaran;Kundasang;Sabah;89308;' + MY, 'night before climb, 1 malam, sejuk - bawa jaket', ''),
 (H, 'Sukau Rainforest Lodge', '', 'Kampung Sukau;Kinabatangan;Sabah;90200;' + MY, '2 nights full board, river cruise 4pm & 6am', 'URL:https://www.borneoecotours.com'),
 (H, 'Borneo Backpackers', '', '24 Lorong Dewan;Kota Kinabalu;Sabah;88000;' + MY, '', ''),
 (H, 'Sipadan-Mabul Resort', '', 'Pulau Mabul;Semporna;Sabah;91308;' + MY, 'dive package 3D2N, Sipadan permit day 2, nitrox extra', ''),
 # --- Sarawak
 (H, 'The Waterfront Hotel Kuching', '', '68 Jalan Tunku Abdul Rahman;Kuching;Sarawak;93100;' + MY, 'SGH visit, 2 nights', ''),
 (H, 'The Marian Boutique Lodging House', '', '2 Jalan Ban Hock;Kuching;Sarawak;93100;' + MY, '', ''),
 (H, 'Ranee Boutique Suites', '', '6 & 7 Main Bazaar;Kuching;Sarawak;93000;' + MY, '', ''),
 (H, 'Annah Rais Longhouse Homestay', '', 'Kampung Annah Rais;Padawan;Sarawak;94200;' + MY, '1 night with Bidayuh family, bring mosquito repellent, tuak welcome', ''),
 (H, 'Rumah Panjang Nanga Sumpa', '', 'Sungai Delok, Batang Ai;Lubok Antu;Sarawak;95900;' + MY, '2 malam, via Borneo Adventure, longboat dari jeti Batang Ai 1pm', ''),
 (H, 'Mulu Marriott Resort', '', 'Jalan Mulu;Mulu;Sarawak;98070;' + MY, 'Mulu caves, 3 nights, MASwings from Miri', ''),
 # --- Singapore
 (H, 'Village Hotel Sentosa', '', '10 Artillery Avenue;Singapore;;099951;Singapore', 'school hols 2 nights, pool wristband, check-in 3pm', ''),
 (H, 'Raffles Singapore', '', '1 Beach Road;Singapore;;189673;Singapore', "Sharon's 40th - 1 night Courtyard suite, high tea 3pm", ''),
 (H, 'M Social Singapore', '', '90 Robertson Quay;Singapore;;238259;Singapore', 'Medical Fair Asia, 3 nights, company card', ''),
 (H, 'voco Orchard Singapore', '', '581 Orchard Road;Singapore;;238883;Singapore', 'Peter recommended, 2 nights, check-in 3pm', ''),
 (H, 'Hotel 81 Chinatown', '', '33 Temple Street;Singapore;;058581;Singapore', '', ''),
 (H, 'The Pod Boutique Capsule Hotel', '', '289 Beach Road;Singapore;;199552;Singapore', 'Ethan 1 night before flight, capsule, locker', ''),
 # --- Thailand
 (H, 'Mad Monkey Bangkok', '', '62 Soi Rambuttri;Bangkok;Bangkok;10200;Thailand', 'Ethan gap trip, private room 2 nights, rooftop bar', ''),
 (H, 'Baan Chantra', '', '120/1 Samsen Road;Bangkok;Bangkok;10200;Thailand', 'family room 3 nights, breakfast incl, near Khao San', ''),
 (H, 'ibis Bangkok Riverside', '', '27 Soi Charoen Nakhon 17;Bangkok;Bangkok;10600;Thailand', 'Siam Medical meeting, 2 nights, shuttle boat to Saphan Taksin', ''),
 (H, 'โรงแรมหรรษา เจ.บี. หาดใหญ่', '', '99 Thanon Juti Anusorn;Hat Yai;Songkhla;90110;Thailand', 'Hat Yai makan trip by car, 2 malam, parking free', ''),
 (H, 'Lee Gardens Plaza Hotel', '', '29 Prachatipat Road;Hat Yai;Songkhla;90110;Thailand', '', ''),
 (H, 'Raya Heritage', '', '157 Moo 6, Don Kaeo;Mae Rim;Chiang Mai;50180;Thailand', 'Yi Peng, 3 nights, booking 5521873, airport transfer', ''),
 (H, 'Sand Sea Resort Railay', '', '145 Moo 2, Ao Nang;Krabi;Krabi;81000;Thailand', 'longtail from Ao Nang, bungalow 3 nights', ''),
 (H, 'โฟลตเฮาส์ ริเวอร์แคว', '', '55 Moo 2, Tha Sao;Sai Yok;Kanchanaburi;71150;Thailand', 'floating villa 1 night, boat pickup 2pm, all meals', ''),
 # --- Bali
 (H, 'Maya Ubud', '', 'Jalan Gunung Sari, Peliatan;Ubud;Bali;80571;Indonesia', '4 malam, pool villa, jemput airport IDR 350rb', ''),
 (H, 'Puri Garden Hotel & Hostel', '', 'Jalan Raya Pengosekan;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'Pondok Wisata Sari Asih', '', 'Jalan Hanoman, Gang Sugriwa;Ubud;Bali;80571;Indonesia', 'homestay keluarga Bali, 3 malam, sarapan pancake pisang', ''),
 (H, 'Losmen Jemeluk Indah Amed', '', 'Jalan Raya Amed, Jemeluk;Amed;Bali;80852;Indonesia', 'snorkel Jemeluk, 2 malam, bayar cash', ''),
 (H, 'Kajane Mua Ubud', '', 'Jalan Monkey Forest;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'The Stones Legian', '', 'Jalan Raya Pantai Kuta;Legian;Bali;80361;Indonesia', '', ''),
 (H, 'Villa Kresna Seminyak', '', 'Jalan Sarinande 19;Seminyak;Bali;80361;Indonesia', "3BR villa + pool, 3 nights, Sharon's sisters", ''),
]
P = [
 # family and household
 (N, 'Mah Mah Ipoh', 'Tan;Mah Mah;;;', '12 Jalan Lim Bo Seng;Ipoh;Perak;30300;' + MY, '星期天打电话, 血压药每个月拿', ''),
 (N, 'Ah Kong', 'Tan;Ah Kong;;;', '18 Jalan Tasek Damai;Ipoh;Perak;31400;' + MY, '探望 星期六下午, 带饼干', ''),
 (N, 'Sharon Lee', 'Lee;Siew Ling;;;', '', 'wife', 'ORG:Hong Leong Bank Berhad || TITLE:Assistant Vice President, Finance'),
 (N, 'Ethan Tan', 'Tan;Jun Hao;;;', '', 'UM year 2, Grab money every Fri', ''),
 (N, 'Chloe Tan', 'Tan;Xin Yi;;;', '', '4 Bestari, piano Sat 10am', ''),
 (N, 'Mummy Melaka', 'Lee;Mummy;;;', '37 Jalan Bukit Baru;Melaka;Melaka;75150;' + MY, '70岁生日 12/8, 不吃牛肉', ''),
 (N, 'Kevin Lee', 'Lee;Kevin;;;', '', 'Sharon brother, Melaka, fetch Mummy for CNY', ''),
 (N, 'Maricel Villa', 'Villa;Maricel;;;', '', 'off day Sunday, salary 1st of month, permit renew Sept', ''),
 (N, 'Jenny Posada', 'Posada;Jenny;;;', '', "Maricel's agency, levy & medical check", 'ORG:Agensi Pekerjaan Harmony Maid Sdn Bhd'),
 (N, 'Encik Aman (lori pindah)', 'Aman;Encik;;;', '', 'lori 3 tan, RM450 from PJ to Cheras, Sat 8am', ''),
 (N, 'Uncle Muthu aircond', 'Muthu;Uncle;;;', '', 'servis aircond 4 unit RM240, every 6 months', ''),
 (N, 'Dr Wong Mei Fong', 'Wong;Mei Fong;;;', '', 'Chloe paed, Tue 5.15pm', 'ORG:Klinik Pakar Kanak-Kanak Dr Wong || TITLE:Consultant Paediatrician'),
 # colleagues and clients
 (N, 'Peter Marriott', 'Marriott;Peter;;;', '', 'boss, quarterly review Thu 10am SG time', 'ORG:MedTrek Healthcare Asia Pte Ltd || TITLE:Regional Director || EMAIL;TYPE=WORK:peter.marriott@medtrek-asia.com'),
 (N, 'Dr Ravi Chandran', 'Chandran;Ravi;;;', '', 'QEH anaesthesia, tender demo', 'ORG:Hospital Queen Elizabeth || TITLE:Head of Anaesthesiology'),
 (N, 'Nurul Huda Ismail', 'Ismail;Nurul Huda;;;', '', 'PO 4471 follow up, invoice ke procurement', 'ORG:Island Hospital || TITLE:Procurement Executive'),
 (N, 'Dayang Norazlina', 'Norazlina;Dayang;;;', '', 'SGH ward 5, infusion pumps trial', 'ORG:Hospital Umum Sarawak'),
 (N, 'สมชาย วงศ์ใหญ่', 'วงศ์ใหญ่;สมชาย;;;', '', 'Khun Somchai, distributor BKK, LINE', 'ORG:Siam Medical Supply Co., Ltd.'),
 (N, 'Ketut Ardana', 'Ardana;Ketut;;;', '', 'driver Bali, WA, IDR 600rb/hari', ''),
 # hotel staff, hosts, a headman, a guide, the landlady
 (N, 'Rina Abdullah', 'Abdullah;Rina;;;', '', 'corporate rate 2026, contract to sign', 'ORG:G Hotel Gurney || TITLE:Sales Manager || EMAIL;TYPE=WORK:rina.abdullah@ghotel.com.my'),
 (N, '周大哥', '周;大哥;;;', '', '民宿老板, WhatsApp 订房', 'ORG:周桥民宿'),
 (N, 'Made Sutama', 'Sutama;Made;;;', '', 'pemilik homestay, WA utk jemputan', 'ORG:Pondok Wisata Sari Asih'),
 (N, 'Tuai Rumah Ngadan', 'Ngadan;Tuai Rumah;;;', '', 'headman, bring gifts for kids (books, biscuits)', 'ORG:Rumah Panjang Nanga Sumpa'),
 (N, 'Hilton Lojingki', 'Lojingki;Hilton;;;', '', 'mountain guide Kinabalu, 2D1N, RM350 + tip', ''),
 (N, 'Puan Rosnah', 'Rosnah;Puan;;;', '', '4 malam Langkawi cuti sekolah, deposit RM150 dah bank in, kunci bawah pasu', ''),
 (N, 'Jimmy Ooi', 'Ooi;Jimmy;;;', '', 'front desk, upgrade if available', 'ORG:Nova Highlands Resort & Residences || TITLE:Front Office Manager'),
]
O = [
 # restaurants, kopitiams, bars
 (N, 'Kedai Kopi Kong Heng', '', '73 Jalan Bijeh Timah;Ipoh;Perak;30000;' + MY, 'satay + popiah, pagi 7am, cuti hari Isnin', ''),
 (N, 'Restoran Yut Kee', '', '1 Jalan Kamunting;Kuala Lumpur;Wilayah Persekutuan;50300;' + MY, 'roti babi, Sat breakfast', ''),
 (N, 'Nasi Kandar Line Clear', '', '177 Jalan Penang;George Town;Pulau Pinang;10000;' + MY, '', ''),
 (N, '金殿大酒家', '', '3 Jalan SS 2/61;Petaling Jaya;Selangor;47300;' + MY, '年夜饭 10位 6:30pm, 订金RM200, 鱼生', ''),
 (N, 'Tamarind Springs', '', 'Jalan 1, Taman Tun Abdul Razak;Ampang;Selangor;68000;' + MY, 'Sharon bday dinner 8pm, 4 pax', ''),
 (N, 'Villa Danieli', '', 'Sheraton Imperial, Jalan Sultan Ismail;Kuala Lumpur;Wilayah Persekutuan;50250;' + MY, 'team dinner 7pm, private room 12 pax', ''),
 (N, 'Rumah Makan Padang Minang Jaya', '', 'Jalan Teuku Umar 88;Denpasar;Bali;80113;Indonesia', 'rendang & ayam pop, murah', ''),
 (N, 'Warung Babi Guling Pak Malen', '', 'Jalan Sunset Road 88X;Seminyak;Bali;80361;Indonesia', '', ''),
 (N, 'Baan Khun Mae', '', '458/7-9 Siam Square Soi 11;Bangkok;Bangkok;10330;Thailand', 'dinner w Khun Somchai 7pm, 6 pax', ''),
 (N, 'Orkid Ria Seafood', '', 'Jalan Pantai Cenang;Langkawi;Kedah;07000;' + MY, 'ikan bakar, tempah 8pm 6 orang', ''),
 (N, 'Chung Wah Chicken Rice Ball', '', '18 Jalan Hang Jebat;Melaka;Melaka;75200;' + MY, 'queue before 11am, closed Wed?', ''),
 (N, "Nancy's Kitchen", '', '13 Jalan KL 3/8, Taman Kota Laksamana;Melaka;Melaka;75200;' + MY, 'Mummy birthday lunch 12.30pm, table for 12, order kuih', ''),
 (N, 'Long Bar, Raffles Singapore', '', '1 Beach Road;Singapore;;189673;Singapore', 'Singapore Sling, after 5pm', ''),
 (N, 'The Bamboo Bar, Mandarin Oriental', '', '48 Oriental Avenue;Bangkok;Bangkok;10500;Thailand', 'live jazz 9pm, smart casual, no shorts', ''),
 # venues, care homes, a children's home, a pet hotel, a developer, a student residence
 (N, 'The Glasshouse at Seputeh', '', '2 Lorong Syed Putra Kiri;Kuala Lumpur;Wilayah Persekutuan;58000;' + MY, 'Kelvin & Joanne ROM 10am, parking at Mid Valley', ''),
 (N, 'Villa Harmoni Pusat Jagaan Warga Emas', '', '18 Jalan Tasek Damai;Ipoh;Perak;31400;' + MY, 'Ah Kong, yuran bulanan RM2,800 sebelum 7hb, lawatan 2-5pm', ''),
 (N, 'Rumah Seri Kenangan Cheras', '', 'Jalan Cheras Batu 9;Cheras;Selangor;43200;' + MY, 'company CSR visit Dec, bawa barang runcit', ''),
 (N, 'Rumah Charis', '', 'Jalan 5/27A, Seksyen 5 Wangsa Maju;Kuala Lumpur;Wilayah Persekutuan;53300;' + MY, 'CNY donation, hantar beras & susu tepung Sat 10am', ''),
 (N, 'Pawfect Pet Hotel & Grooming', '', '21 Jalan SS 21/39, Damansara Utama;Petaling Jaya;Selangor;47400;' + MY, 'Mochi boarding 5 malam masa Bali, bawa kad vaksin', ''),
 (N, 'Sri Chalet Properties Sdn Bhd', '', 'Jalan Cheras Hartamas;Cheras;Selangor;43200;' + MY, 'defect list unit B-12-3, VP key handover 10am', ''),
 (N, 'Kolej Kediaman Kinabalu, Universiti Malaya', '', 'Jalan Universiti;Kuala Lumpur;Wilayah Persekutuan;50603;' + MY, 'Ethan bilik B-3-12, yuran kolej semester 2 sebelum 15hb', ''),
 # travel: agencies, booking, tour operators, airlines, trains, ferries
 (N, 'Apple Vacations & Conventions', '', 'Jalan Pudu;Kuala Lumpur;Wilayah Persekutuan;55100;' + MY, 'Bali package quote, tanya Miss Chin', ''),
 (N, 'Tiket.com', '', '', 'booking 1487332091, refund pending', 'KIND:org || URL:https://www.tiket.com'),
 (N, 'Borneo Adventure', '', '55 Main Bazaar;Kuching;Sarawak;93000;' + MY, 'Nanga Sumpa package, deposit 30%, balance 30 days before', ''),
 (N, "Dev's Adventure Tours", '', 'Pantai Cenang;Langkawi;Kedah;07000;' + MY, 'mangrove kayak 9am, pickup from homestay', ''),
 (N, 'Eco Cameron', '', '72 Persiaran Camellia 4;Tanah Rata;Pahang;39000;' + MY, 'Mossy Forest Land Rover 8.30am', ''),
 (N, 'Firefly', '', '', 'Subang - Penang 7.40am, 20kg', 'KIND:org'),
 (N, 'Expedia', '', '', 'Bali flights + villa package, itinerary 7301 5528 119', 'KIND:org'),
 (N, 'MASwings', '', 'Miri Airport;Miri;Sarawak;98000;' + MY, 'MYY-MZV 10.20am, 15kg checked', ''),
 (N, 'KTM Berhad', '', 'Stesen Sentral Kuala Lumpur;Kuala Lumpur;Wilayah Persekutuan;50470;' + MY, 'ETS KL Sentral - Ipoh 8.30am, coach C seat 12-13', ''),
 (N, 'KTM Ekspres Rakyat Timuran', '', 'Stesen Gemas;Gemas;Negeri Sembilan;73400;' + MY, 'Gemas - Tumpat, sleeper katil atas 2 & bawah 2, 8.30pm', ''),
 (N, 'Eastern & Oriental Express', '', '', 'dream trip SG - Penang? 3 nights cabin, ask Apple Vacations', ''),
 (N, 'SRT Hat Yai Junction', '', 'Thanon Rattakan;Hat Yai;Songkhla;90110;Thailand', 'Special Express 32 Hat Yai - BKK 6.10pm, 2nd class sleeper lower berth', ''),
 (N, 'Langkawi Ferry Services', '', 'Jeti Kuala Perlis;Kuala Perlis;Perlis;02000;' + MY, 'Kuala Perlis - Kuah 9am, 4 tiket, car park jeti', ''),
 # day visits, spas
 (N, 'Sunway Lagoon', '', '3 Jalan PJS 11/11, Bandar Sunway;Petaling Jaya;Selangor;47500;' + MY, 'annual pass Chloe', ''),
 (N, 'Cameron Valley Tea House', '', 'Batu 43, Jalan Tapah;Ringlet;Pahang;39200;' + MY, '', ''),
 (N, 'Kinabalu Park HQ', '', 'Taman Kinabalu;Kundasang;Sabah;89308;' + MY, 'climbing permit + guide, registration 7am', ''),
 (N, 'Sarawak Cultural Village', '', 'Pantai Damai, Santubong;Kuching;Sarawak;93050;' + MY, '', ''),
 (N, 'Spa Village Kuala Lumpur', '', '168 Jalan Imbi;Kuala Lumpur;Wilayah Persekutuan;55100;' + MY, 'voucher couples massage 2pm, 90 min', ''),
 (N, 'Divana Virtue Spa', '', '10 Srivieng, Surasak;Bangkok;Bangkok;10500;Thailand', 'Thai massage 2h 5pm', ''),
 # health
 (N, 'Gleneagles Hospital Kuala Lumpur', '', '286 Jalan Ampang;Kuala Lumpur;Wilayah Persekutuan;50450;' + MY, 'Mah Mah cataract op, admit 7am, 1 malam ward, bawa IC', ''),
 (N, 'Hospital Fatimah Ipoh', '', '1 Lebuh Chew Peng Loon;Ipoh;Perak;30450;' + MY, '', ''),
 (N, 'Raffles Hospital', '', '585 North Bridge Road;Singapore;;188770;Singapore', 'Ethan fever, walk-in 24h', ''),
 (N, 'Rumah Sakit Siloam Bali', '', 'Jalan Sunset Road 818;Kuta;Bali;80361;Indonesia', '24 jam dekat Kuta, insurans ok', ''),
 (N, 'Klinik Pergigian Lim', '', '32 Jalan SS 21/37, Damansara Utama;Petaling Jaya;Selangor;47400;' + MY, 'Chloe braces review 3.15pm', ''),
 # school, work, home
 (N, 'SJK(C) Puay Chai 2', '', 'Jalan PJU 1A/43;Petaling Jaya;Selangor;47301;' + MY, '4 Bestari, yuran PIBG RM80', ''),
 (N, 'MedTrek Healthcare Sdn Bhd', '', 'Wisma MedTrek, 12 Jalan 51A/223;Petaling Jaya;Selangor;46100;' + MY, 'claims by 25th, HR ext 214', 'URL:https://www.medtrek.com.my'),
 (N, 'Sunway Medical Centre', '', '5 Jalan Lagoon Selatan, Bandar Sunway;Petaling Jaya;Selangor;47500;' + MY, 'OT director meeting Wed 2.30pm', ''),
 (N, 'Village Grocer Bangsar', '', 'Bangsar Village, Jalan Telawi 1;Kuala Lumpur;Wilayah Persekutuan;59100;' + MY, 'online order, delivery Sat 9-11am', ''),
 (N, 'Kedai Runcit Ah Fatt', '', '8 Jalan SS 2/24;Petaling Jaya;Selangor;47300;' + MY, 'gas tong RM28, hantar rumah', ''),
 (N, 'Bengkel Kereta Seng Huat', '', '15 Jalan 51/205;Petaling Jaya;Selangor;46050;' + MY, 'servis 40,000km, 9am, tukar tayar', ''),
 (N, 'Jabatan Imigresen Malaysia', '', 'UTC Pudu Sentral;Kuala Lumpur;Wilayah Persekutuan;55100;' + MY, 'passport Chloe renew, 9am, bawa sijil lahir', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BH{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
