#!/usr/bin/env python3
"""Writes cards.tsv for review29: one realistic address book of a Bangkok-based family - Nat (Nattapong Chaiyaporn),
regional sales manager for a hotel-restaurant-catering supplier (Siam HoReCa Supply), travelling for work in Thailand
(Chiang Mai, Khon Kaen, Phuket, Hat Yai, Rayong) and to Vientiane, Phnom Penh, Siem Reap, Yangon, Hanoi, Da Nang,
Ho Chi Minh City, Kuala Lumpur, Penang, Singapore, Jakarta, Bali, Manila, Cebu, Taipei and Tokyo; and Ploy
(Kanokwan), who plans the family's holidays: the Thai islands, homestays and campsites in the north, Khao Yai and
Hua Hin, Laos (Luang Prabang, the Mekong slow boat, Vang Vieng, Nong Khiaw), Cambodia (Siem Reap, Kep, Kampot),
Vietnam (Hoi An, Sa Pa, Phu Quoc), Indonesia (Ubud, Seminyak, Bromo, Yogyakarta), the Philippines (El Nido,
Puerto Princesa, Bohol, Siargao), Malaysia's Cameron Highlands and a Taiwanese minsu - and the home contacts
around them. Names and NOTEs in Thai, Lao, Khmer, Burmese, Vietnamese, Malay, Indonesian, Filipino, Chinese and
English. The traps such a book really has: a hotel's restaurant, bar and cake shop, a hotel group's head office
(a client), a hospitality college, a brand's day spa, an expo centre, restaurants called 'house'
(เฮือน, Nhà hàng, Rumah Makan), a wedding hall called Palace, a care home (บ้านพักคนชรา) with the great-grandmother
who lives there, a pet hotel, a housing developer called Ville, a supermarket called Villa, a condo's juristic
office, a travel agency with Hotel in its name, family names Marriott, Posadas, Villa and Lodge, hotel staff and
hosts whose ORG is their place, a landlady's own card, a sleeper train, a night train, a night boat, a slow boat.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed, room, bungalow, hut bunk, villa, tent pitch or raft room at for the night (hotels, serviced and short-let
apartments, a mansion let by the day, hostels, guest houses, homestays, minsu, bungalows, holiday villas,
national-park campsites, a mountain hut, resorts, lodges); not = everything else, including hotel staff's, hosts'
and a landlady's personal cards, restaurants and bars (also inside hotels), a hotel group's office, a day spa, a
care home, a pet hotel, a developer, sleeper trains and boats. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Nat's work: Chiang Mai
 (H, 'Le Méridien Chiang Mai', '', '108 Chang Klan Rd;Chiang Mai;Chiang Mai;50100;Thailand', 'สัมมนาดีลเลอร์ภาคเหนือ 2 คืน เช็คอิน 14:00 เบิกบริษัท', ''),
 (H, 'U Nimman Chiang Mai', '', '1 Nimmanahaeminda Rd;Chiang Mai;Chiang Mai;50200;Thailand', '', ''),
 (H, 'โรงแรมดวงตะวัน เชียงใหม่', '', '132 ถ.ลอยเคราะห์ ต.ช้างคลาน;อ.เมือง;เชียงใหม่;50100;ประเทศไทย', '1 คืน ห้อง 1408 รวมอาหารเช้า ขอใบกำกับภาษี', ''),
 # Khon Kaen
 (H, 'Pullman Khon Kaen Raja Orchid', '', '9/9 Prachasumran Rd;Khon Kaen;Khon Kaen;40000;Thailand', 'booking 58812034, 3 nights, corporate rate (คุณจิราพร)', ''),
 (H, 'โรงแรมโฆษะ ขอนแก่น', '', '250-252 ถ.ศรีจันทร์;ขอนแก่น;ขอนแก่น;40000;ไทย', '', ''),
 # Phuket, Hat Yai
 (H, 'Novotel Phuket City Phokeethra', '', '44 Chana Charoen Rd;Phuket;Phuket;83000;Thailand', 'ALL member 2 คืน มีที่จอดรถ ลูกค้าเซ็นทรัลภูเก็ต', ''),
 (H, 'โรงแรมลี การ์เด้นส์ พลาซ่า หาดใหญ่', '', '29 ถ.ประชาธิปัตย์;หาดใหญ่;สงขลา;90110;ประเทศไทย', 'ลูกค้าหาดใหญ่ 2 คืน ใบกำกับภาษีในนามบริษัท', ''),
 (H, 'Centara Hat Yai', '', '3 Sanehanusorn Rd;Hat Yai;Songkhla;90110;Thailand', '', ''),
 # Rayong
 (H, 'Rayong Marriott Resort & Spa', '', '175/18 Moo 2 Phe;Mueang Rayong;Rayong;21160;Thailand', 'ประชุมดีลเลอร์ตะวันออก + พาเด็กไปด้วย 2 คืน kids club', ''),
 (H, 'ศรีเมืองแมนชั่น มาบตาพุด', '', '88/9 ถ.สุขุมวิท ต.มาบตาพุด;อ.เมืองระยอง;ระยอง;21150;ประเทศไทย', 'รายวัน 650 บาท 5 คืน ช่วงติดตั้งครัวที่นิคมฯ จ่ายเงินสด', ''),
 # Vientiane
 (H, 'Crowne Plaza Vientiane', '', '20 Samsenthai Rd;Vientiane;;;Laos', '2 nights, carry LAK cash for tuk-tuk', ''),
 (H, 'ໂຮງແຮມລາວພລາຊາ', '', '63 ຖະໜົນສາມແສນໄທ;ນະຄອນຫຼວງວຽງຈັນ;;;ສປປ ລາວ', 'ຫ້ອງ 512, 2 ຄືນ, ລວມອາຫານເຊົ້າ', ''),
 # Phnom Penh, Siem Reap
 (H, 'Rosewood Phnom Penh', '', 'Vattanac Capital Tower, 66 Monivong Blvd;Phnom Penh;;12202;Cambodia', 'client pays, 1 night, check-in 15:00', ''),
 (H, 'សណ្ឋាគារកាំបូឌីយ៉ាណា', '', '៣១៣ ផ្លូវស៊ីសុវត្ថិ;ភ្នំពេញ;;;កម្ពុជា', '៣ យប់ បន្ទប់ ៧០៤ មានអាហារពេលព្រឹក', ''),
 (H, 'Shinta Mani Angkor', '', 'Oum Khun St;Siem Reap;;17252;Cambodia', 'work 2 nights then Ploy + kids join, 2 more nights, Bensley wing', ''),
 # Yangon
 (H, 'Sule Shangri-La Yangon', '', '223 Sule Pagoda Rd, Kyauktada;Yangon;;11182;Myanmar', '2 nights, business visa letter from hotel, USD new notes', ''),
 (H, 'ရွှေတောင်တည်းခိုခန်း', '', 'အမှတ် ၁၂၅ ဗိုလ်ချုပ်လမ်း;ရန်ကုန်;;;မြန်မာ', '၂ ည၊ မနက်စာ ပါ၊ ကိုဇော် ညွှန်း', ''),
 # Hanoi, Da Nang, HCMC
 (H, 'Khách sạn Thắng Lợi', '', '78 Yên Phụ, Tây Hồ;Hà Nội;;;Việt Nam', '2 đêm, nhận phòng 14h, phòng 305 view hồ', ''),
 (H, 'Somerset Grand Hanoi', '', '49 Hai Bà Trưng, Hoàn Kiếm;Hà Nội;;;Vietnam', '1 week, laundry pickup Thu, ask for high floor', ''),
 (H, 'Novotel Danang Premier Han River', '', '36 Bạch Đằng;Đà Nẵng;;;Việt Nam', '', ''),
 (H, 'Khách sạn Mường Thanh Grand Đà Nẵng', '', '962 Ngô Quyền, Sơn Trà;Đà Nẵng;;;Việt Nam', '', ''),
 (H, 'The Reverie Saigon', '', '22-36 Nguyễn Huệ, Quận 1;TP. Hồ Chí Minh;;;Việt Nam', '3 đêm, đặt qua Agoda mã 1187264, khách trả tiền', ''),
 (H, 'Căn hộ dịch vụ Bến Nghé Riverside', '', '12 Nguyễn Huệ, Quận 1;TP. Hồ Chí Minh;;;Việt Nam', 'Airbnb 5 đêm, mã cửa 2580, trả phòng 11h', ''),
 # Kuala Lumpur, Penang
 (H, 'Hotel Stripes Kuala Lumpur', '', '25 Jalan Kamunting;Kuala Lumpur;;50300;Malaysia', '', ''),
 (H, 'Ascott Star KLCC', '', '9 Jalan Perak;Kuala Lumpur;;50450;Malaysia', '4 malam, sarapan termasuk, studio tingkat 30', ''),
 (H, 'The Edison George Town', '', '15 Lebuh Leith;George Town;Pulau Pinang;10200;Malaysia', 'client dinner then 1 night, garden wing', ''),
 (H, 'Muntri Mews', '', '77 Lebuh Muntri;George Town;Pulau Pinang;10200;Malaysia', '2 malam, bilik 8, basikal percuma', ''),
 # Singapore
 (H, 'Carlton City Hotel Singapore', '', '1 Gopeng St;Singapore;;078862;Singapore', '', ''),
 (H, 'YOTELAIR Singapore Changi Airport', '', 'Jewel Changi Airport, 78 Airport Blvd #04-245;Singapore;;819666;Singapore', '1 night before 6:10 flight to MNL, cabin tiny lol', ''),
 (H, 'JEN Singapore Tanglin', '', '1A Cuscaden Rd;Singapore;;249716;Singapore', 'Jan regional kickoff, 3 nights, conf. no. JS-44718', ''),
 # Jakarta, Bali
 (H, 'Hotel Indonesia Kempinski Jakarta', '', 'Jl. M.H. Thamrin No. 1;Jakarta Pusat;DKI Jakarta;10310;Indonesia', '', ''),
 (H, 'Artotel Thamrin', '', 'Jl. Sunda No. 3;Jakarta Pusat;DKI Jakarta;10350;Indonesia', '2 malam, no. booking 77120, sarapan mulai jam 6', ''),
 (H, 'The Westin Resort Nusa Dua, Bali', '', 'Kawasan Pariwisata Nusa Dua BTDC Lot N-3;Nusa Dua;Bali;80363;Indonesia', 'APAC sales conference 3 nights, dress code batik night', ''),
 # Manila, Cebu
 (H, 'Makati Diamond Residences', '', '118 Legaspi St, Legaspi Village;Makati;Metro Manila;1229;Philippines', '5 nights, serviced apt, 1BR, housekeeping daily', ''),
 (H, 'Dusit Thani Manila', '', 'Ayala Center;Makati;Metro Manila;1223;Philippines', '', ''),
 (H, 'Seda Ayala Center Cebu', '', 'Cardinal Rosales Ave, Cebu Business Park;Cebu City;Cebu;6000;Philippines', '2 gabi, check-in 2pm, may almusal, meeting kay Ramon', ''),
 # Taipei, Tokyo
 (H, '台北福華大飯店', '', '仁愛路三段160號;台北市大安區;;106;台灣', '3晚 含早餐 訂房代號 HP55821', ''),
 (H, 'amba Taipei Ximending', '', '77 Wuchang St Sec. 2, Wanhua Dist.;Taipei;;108;Taiwan', '', ''),
 (H, 'Mitsui Garden Hotel Ginza Premier', '', '8-13-1 Ginza, Chuo-ku;Tokyo;;104-0061;Japan', 'FOODEX Japan, 4 nights, breakfast 16th floor', ''),
 (H, 'Sotetsu Fresa Inn Tokyo-Kyobashi', '', '3-6-17 Kyobashi, Chuo-ku;Tokyo;;104-0031;Japan', '', ''),
 (H, '排雲山莊', '', '玉山國家公園 塔塔加;南投縣信義鄉;;556;台灣', '玉山主峰 床位1晚 抽籤中籤 5/12 睡袋自備 凌晨2點攻頂', ''),
 # Bangkok: a staycation
 (H, 'SO/ Bangkok', '', '2 North Sathorn Rd;Bangkok;;10500;Thailand', 'staycation ครบรอบแต่งงาน 1 คืน ห้อง Metal', ''),
 # --- Family holidays: Thai islands and coast
 (H, 'Fair House Villas & Spa Koh Samui', '', '124/1 Moo 5, Maenam;Koh Samui;Surat Thani;84330;Thailand', '5 คืน pool villa เด็กกินฟรี รถรับสนามบิน', ''),
 (H, 'ไม้ไผ่บังกะโล เกาะลันตา', '', 'หาดคลองนิน ม.6;เกาะลันตา;กระบี่;81150;ประเทศไทย', '3 คืน มัดจำโอน 2,000 บาท แจ้งสลิปทางไลน์', ''),
 (H, 'Koh Tao Cabana', '', '16 Moo 1, Sairee Beach;Koh Tao;Surat Thani;84360;Thailand', '', ''),
 (H, 'ไก่แบ้ บีช รีสอร์ท เกาะช้าง', '', '7/2 ม.4 หาดไก่แบ้;เกาะช้าง;ตราด;23170;ประเทศไทย', 'ปีใหม่ 2 คืน เช็คอินบ่ายสอง ห้องติดทะเล', ''),
 (H, 'Castaway Resort Koh Lipe', '', 'Sunrise Beach;Koh Lipe;Satun;91000;Thailand', '4 nights, boat from Pak Bara 11:30, cash only on island', ''),
 (H, 'Soneva Kiri', '', '110 Moo 4, Koh Kood;Koh Kood;Trat;23000;Thailand', 'ครบรอบ 10 ปี 3 คืน เครื่องบินเล็กจากสุวรรณภูมิ', ''),
 (H, 'โฮมสเตย์บ้านลาดทรายยาว เกาะยาวน้อย', '', 'ม.5 ต.เกาะยาวน้อย;อ.เกาะยาว;พังงา;82160;ประเทศไทย', '2 คืน กินข้าวกับบ้านเจ้าของ ไม่มีแอร์ ขี่จักรยาน', ''),
 (H, 'Railay Bay Resort & Spa', '', '145 Moo 2, Ao Nang;Krabi;Krabi;81000;Thailand', '', ''),
 (H, 'Chelona Hua Hin ห้อง 1207', '', '168/1 ม.6 เขาเต่า;หัวหิน;ประจวบคีรีขันธ์;77110;ประเทศไทย', 'สงกรานต์ 4 คืน กุญแจฝากนิติฯ มัดจำ 3,000 คืนตอนออก', ''),
 # the north: homestays, campsites, resorts
 (H, 'บ้านแม่กำปอง โฮมสเตย์', '', 'บ้านแม่กำปอง ต.ห้วยแก้ว;อ.แม่ออน;เชียงใหม่;50130;ประเทศไทย', '2 คืน รวมอาหารเช้า+เย็น ผ้าห่มพอ เอาเสื้อกันหนาว', ''),
 (H, 'Pai Village Boutique Resort & Farm', '', '88 Moo 3, Wiang Tai;Pai;Mae Hong Son;58130;Thailand', '', ''),
 (H, 'ลานกางเต็นท์ อุทยานแห่งชาติดอยอินทนนท์', '', 'กม.31 ถ.จอมทอง-ดอยอินทนนท์;อ.จอมทอง;เชียงใหม่;50160;ประเทศไทย', 'จองผ่านเว็บกรมอุทยาน เต็นท์ 2 หลัง 2 คืน ถุงนอนเช่า', ''),
 (H, 'บ้านพักลุงจันทร์ บ้านรักไทย', '', 'บ้านรักไทย ต.หมอกจำแป่;อ.เมือง;แม่ฮ่องสอน;58000;ประเทศไทย', 'หลังริมอ่างเก็บน้ำ 2 คืน 1,200/คืน ชาฟรี', ''),
 (H, 'Phu Chaisai Mountain Resort & Spa', '', '388 Moo 3, Ban Pa Ngiw;Mae Chan;Chiang Rai;57110;Thailand', '', ''),
 (H, 'Pukha Nanfa Hotel', '', '369 Sumondhevaraj Rd;Nan;Nan;55000;Thailand', '2 nights, bicycles free, Praew school break', ''),
 (H, 'บ้านสวนพูลวิลล่า เขาใหญ่', '', '99/9 ม.6 ต.หมูสี;อ.ปากช่อง;นครราชสีมา;30130;ประเทศไทย', 'บ้านทั้งหลัง 3 ห้องนอน พาตายายไปด้วย 2 คืน มัดจำ 50%', ''),
 (H, 'ลานกางเต็นท์ลำตะคอง', '', 'อุทยานแห่งชาติเขาใหญ่;อ.ปากช่อง;นครราชสีมา;30130;ประเทศไทย', '', ''),
 (H, 'River Kwai Jungle Rafts', '', 'Sai Yok;Kanchanaburi;Kanchanaburi;71150;Thailand', 'แพพัก 1 คืน ไม่มีไฟฟ้า ใช้ตะเกียง ขึ้นเรือที่ท่าปากแซง', ''),
 # Laos
 (H, 'Satri House', '', '057 Photisarath Rd, Ban That Luang;Luang Prabang;;;Laos', '3 nights, tak bat 5:30 with kids, airport pickup', ''),
 (H, 'ເຮືອນພັກບ້ານຊຽງມ່ວນ', '', 'ບ້ານຊຽງມ່ວນ;ຫຼວງພະບາງ;;;ລາວ', '3 ຄືນ, ຈ່າຍເງິນສົດ ກີບ, ແມ່ບົວພັນ', ''),
 (H, 'Riverside Boutique Resort Vang Vieng', '', 'Ban Viengkeo;Vang Vieng;Vientiane Province;;Laos', '', ''),
 (H, 'Pakbeng Lodge', '', 'Ban Pakbeng;Pakbeng;Oudomxay;;Laos', '1 night, slow boat stop, dinner included', ''),
 (H, 'Mandala Ou Resort', '', 'Ban Sop Houn;Nong Khiaw;Luang Prabang;;Laos', '', ''),
 # Cambodia
 (H, 'ផ្ទះសំណាក់ម្លប់ដូង', '', 'ផ្លូវ ៦០ ភូមិវត្តបូ;សៀមរាប;;;កម្ពុជា', '២ យប់ កូន ២ នាក់ tuk-tuk លោក រិទ្ធ', ''),
 (H, 'Knai Bang Chatt', '', 'Phum Thmey, Sangkat Prey Thom;Kep;;;Cambodia', '2 nights, crab market walk, kayak free', ''),
 (H, 'Rikitikitavi Kampot', '', 'River Rd;Kampot;;;Cambodia', '', ''),
 # Vietnam
 (H, 'Nhà nghỉ Phố Hội', '', '25 Nguyễn Phúc Chu, Cẩm Nam;Hội An;Quảng Nam;;Việt Nam', '3 đêm, có xe đạp, ăn sáng 7h, phòng gia đình', ''),
 (H, 'Sapa Jade Hill Resort & Spa', '', 'Lý Tiến Lang;Sa Pa;Lào Cai;;Vietnam', '2 nights, trekking Tả Van day 2, car from Lào Cai station', ''),
 (H, 'Homestay Lù Khấu Tả Van', '', 'Thôn Tả Van Giáy;Sa Pa;Lào Cai;;Việt Nam', '1 đêm, ăn tối với gia đình chị Mẩy, nệm trên gác', ''),
 (H, 'Salinda Resort Phú Quốc', '', 'Cửa Lấp, Dương Tơ;Phú Quốc;Kiên Giang;;Việt Nam', '', ''),
 # Indonesia
 (H, 'Pita Maha Resort Ubud', '', 'Jl. Raya Sanggingan, Campuhan;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'Pondok Wayan Ubud', '', 'Jl. Bisma No. 12;Ubud;Bali;80571;Indonesia', '4 malam, sarapan pancake pisang, Made jemput di bandara', ''),
 (H, 'Villa Kubu Seminyak', '', 'Jl. Laksmana Gg. Puri Kubu;Seminyak;Bali;80361;Indonesia', 'private pool 2BR, 3 nights, deposit IDR 2 jt', ''),
 (H, 'Lava View Lodge Bromo', '', 'Cemoro Lawang, Ngadisari;Probolinggo;Jawa Timur;67254;Indonesia', '1 malam, bangun jam 3 untuk sunrise Penanjakan, jaket tebal', ''),
 (H, 'Losmen Bu Tan Prawirotaman', '', 'Jl. Prawirotaman II No. 8;Yogyakarta;DI Yogyakarta;55153;Indonesia', '2 malam kamar keluarga, bayar tunai', ''),
 # Philippines
 (H, 'Lally & Abet Beach Cottages', '', 'Calle Hama;El Nido;Palawan;5313;Philippines', '3 nights, island hopping tour A, typhoon check', ''),
 (H, 'Casa Linda Inn', '', 'Trinidad Rd;Puerto Princesa;Palawan;5300;Philippines', '1 gabi bago mag-underground river, may almusal', ''),
 (H, 'Amorita Resort', '', 'Alona Beach, Panglao;Bohol;;6340;Philippines', '', ''),
 (H, 'Kermit Siargao', '', 'Purok 1, Tourism Rd;General Luna;Surigao del Norte;8419;Philippines', '4 nights, surf lessons for Praew 8am, pizza night Fri', ''),
 # Malaysia: Cameron Highlands
 (H, 'Cameron Highlands Resort', '', 'Jalan Gereja;Tanah Rata;Pahang;39000;Malaysia', '3 malam, bilik keluarga, sarapan, Ploy spa Sat', ''),
 (H, 'Ye Olde Smokehouse Cameron Highlands', '', 'Jalan Jeriau;Tanah Rata;Pahang;39000;Malaysia', '1 night, fireplace room, Devonshire cream tea 4pm', ''),
 (H, 'Rumah Tumpangan Seri Tanah Rata', '', '21 Jalan Besar;Tanah Rata;Pahang;39000;Malaysia', '', ''),
 # Taiwan: a minsu with the family
 (H, '九份 雲山水民宿', '', '基山街 108 號;新北市瑞芳區;;224;台灣', '2晚 含早餐 民宿主人來瑞芳車站接 4人房', ''),
 # a hostel for the nephew
 (H, 'Mad Monkey Siem Reap', '', 'Sivatha Blvd;Siem Reap;;;Cambodia', 'บีม (หลาน) แบกเป้ 2 คืน dorm 8 เตียง พลอยโอนมัดจำให้', ''),
]
P = [
 # family and household
 (N, 'กนกวรรณ ชัยพร', 'ชัยพร;กนกวรรณ;;;', '', 'พลอย วันเกิด 14 ก.พ. กรุ๊ปเลือด O', 'TEL;TYPE=CELL:+66 81 234 5678'),
 (N, 'ปภาวรินทร์ ชัยพร', 'ชัยพร;ปภาวรินทร์;;;', '', 'แพรว ม.1 เบอร์ใหม่', ''),
 (N, 'แม่', 'ชัยพร;สมศรี;;;', '45 ถ.มิตรภาพ;อ.เมือง;นครราชสีมา;30000;ประเทศไทย', 'บ้านโคราช นัดหมอตาที่ รพ.มหาราช 9 โมง 3 มี.ค.', ''),
 (N, '陳國華', '陳;國華;;;', '', 'อากง ตรุษจีนไหว้เจ้า 6 โมงเช้า ที่บ้านเยาวราช', ''),
 (N, 'ยายทวดบุญมี', 'ศรีสุข;บุญมี;;;', 'ถ.บางแค;เขตภาษีเจริญ;กรุงเทพฯ;10160;ประเทศไทย', 'อยู่บ้านพักคนชราบางแค เยี่ยมวันอาทิตย์ 10 โมง เอาผ้าอ้อมผู้ใหญ่ไป', ''),
 (N, 'ปุณยนุช ชัยพร', 'ชัยพร;ปุณยนุช;;;', '', 'พี่ปุ้ย แม่ของบีม', ''),
 (N, 'ခင်မာ', ';ခင်မာ;;;', '', 'ပိတ်ရက် တနင်္ဂနွေ၊ လစာ ၁ ရက်၊ ရန်ကုန်ကို ငွေလွှဲ', ''),
 (N, 'Sarah Marriott', 'Marriott;Sarah;;;', '', 'Praew form tutor, parent meeting Wed 15:30', 'ORG:NIST International School || TITLE:Year 7 Tutor || EMAIL:smarriott@nist.ac.th'),
 (N, 'เอกชัย ศรีวงศ์', 'ศรีวงศ์;เอกชัย;;;', '', 'โค้ชเอก ปั้นว่ายน้ำ เสาร์ 9:00 คอร์ส 10 ครั้ง', 'ORG:Kidsmove Swim Academy || TITLE:โค้ชว่ายน้ำ'),
 # colleagues and clients
 (N, 'วิชัย ตั้งเจริญ', 'ตั้งเจริญ;วิชัย;;;', '', 'นาย ประชุมยอดขายจันทร์แรกของเดือน 9:00', 'ORG:Siam HoReCa Supply Co., Ltd. || TITLE:Managing Director'),
 (N, 'Daniel Lodge', 'Lodge;Daniel;;;', '', 'SATS inflight kitchen tender, call after 6pm SG', 'ORG:SATS Ltd. || TITLE:Procurement Lead'),
 (N, 'Maricel Posadas', 'Posadas;Maricel;;;', '', 'combi ovens PO 2 units, Viber', 'ORG:Jollibee Foods Corporation || TITLE:Purchasing Manager'),
 (N, 'Ramon Villa', 'Villa;Ramon;;;', '', 'Cebu kitchens, lunch Tue 12:00', 'ORG:Abaca Group || TITLE:Operations Director'),
 (N, 'Nguyễn Thị Thu Hà', 'Nguyễn;Thu Hà;Thị;;', '', 'gặp ở văn phòng Q.3 thứ Ba 9h, báo giá máy rửa chén', 'ORG:Siam HoReCa Vietnam || TITLE:Sales Executive'),
 (N, 'ສົມພອນ ວົງສາ', 'ວົງສາ;ສົມພອນ;;;', '', 'ນັດພົບ ວັນອັງຄານ 10:00, ຕົວແທນຈຳໜ່າຍ', 'ORG:Lao Food Service Co., Ltd.'),
 (N, 'សុខ ចាន់ធី', 'សុខ;ចាន់ធី;;;', '', 'ប្រជុំ ថ្ងៃព្រហស្បតិ៍ ម៉ោង ៩ ព្រឹក', 'ORG:Lucky Supermarket || TITLE:Fresh Food Manager'),
 (N, 'Nurul Aini binti Hassan', 'Hassan;Nurul Aini;;;', '', 'demo oven Rabu 10 pagi, Shah Alam central kitchen', 'ORG:Secret Recipe Cakes & Café || TITLE:Central Kitchen Manager'),
 (N, 'Budi Santoso', 'Santoso;Budi;;;', '', 'meeting Senin 14.00 di kantor Kuningan, bawa katalog', 'ORG:PT Boga Group'),
 (N, '林怡君', '林;怡君;;;', '', '採購會議 週四 10:00 LINE聯絡', 'ORG:王品集團 || TITLE:採購經理'),
 (N, 'Tanaka Hiroshi', 'Tanaka;Hiroshi;;;', '', 'ice machine parts, FOODEX booth 4-12', 'ORG:Hoshizaki Corporation || TITLE:Asia Export'),
 # hotel staff and hosts, and the landlady
 (N, 'จิราพร แซ่ตั้ง', 'แซ่ตั้ง;จิราพร;;;', '', 'corporate rate 2026 ต่อสัญญา ส่งใบเสนอราคาห้องครัวด้วย', 'ORG:Pullman Khon Kaen Raja Orchid || TITLE:Sales Manager'),
 (N, 'ลุงแก้ว ใจดี', 'ใจดี;แก้ว;;;', '', 'โทรก่อนขึ้นดอย สัญญาณไม่ค่อยมี', 'ORG:บ้านแม่กำปอง โฮมสเตย์'),
 (N, 'Made Sudarsana', 'Sudarsana;Made;;;', '', 'jemput bandara 14:30, WA', 'ORG:Pondok Wayan Ubud || TITLE:Manager'),
 (N, 'ບົວພັນ ສີສຸວັນ', 'ສີສຸວັນ;ບົວພັນ;;;', '', 'WhatsApp, ເວົ້າໄທໄດ້', 'ORG:ເຮືອນພັກບ້ານຊຽງມ່ວນ'),
 (N, 'သီရိအောင်', ';သီရိအောင်;;;', '', 'late checkout ok, airport car', 'ORG:Sule Shangri-La Yangon || TITLE:Front Office Manager'),
 (N, 'Lù Thị Mẩy', 'Lù;Mẩy;Thị;;', '', 'Zalo, gọi trước 1 ngày', 'ORG:Homestay Lù Khấu Tả Van'),
 (N, 'ศรีสุดา สุขสวัสดิ์', 'สุขสวัสดิ์;ศรีสุดา;;;', '', 'เจ้าของห้อง 1207 Chelona หัวหิน โอนมัดจำ 3,000 สงกรานต์ 4 คืน', ''),
]
O = [
 # the employer; a hotel group's head office (a client); a hospitality college; venues
 (N, 'Siam HoReCa Supply Co., Ltd.', '', '1550 Thanapoom Tower, New Petchburi Rd;Bangkok;;10400;Thailand', 'เบิกค่าเดินทางภายใน 5 ของเดือน', 'URL:https://www.siamhoreca.co.th'),
 (N, 'Minor Hotels สำนักงานใหญ่', '', '88 The Parq, Ratchadaphisek Rd;Bangkok;;10110;Thailand', 'ฝ่ายจัดซื้อ presentation ครัวกลาง พฤ 14:00 ชั้น 12', ''),
 (N, 'Dusit Thani College', '', '1 Soi Srinakarin 12;Bangkok;;10250;Thailand', 'หลานน้ำฝนเรียน hotel management ปี 2 รับปริญญา', 'URL:https://www.dtc.ac.th'),
 (N, 'Queen Sirikit National Convention Centre', '', '60 Ratchadaphisek Rd;Bangkok;;10110;Thailand', 'THAIFEX booth E-22 setup 7:00', ''),
 (N, 'Singapore EXPO', '', '1 Expo Dr;Singapore;;486150;Singapore', 'FHA Food & Hotel Asia, hall 4 booth 4H3-07', ''),
 # restaurants, a bar, a cake shop (three of them inside hotels)
 (N, 'Le Normandie – Mandarin Oriental Bangkok', '', '48 Oriental Ave;Bangkok;;10500;Thailand', 'ครบรอบ จองโต๊ะ 2 ท่าน 19:30 dress code', ''),
 (N, 'The Mandarin Oriental Shop', '', '48 Oriental Ave;Bangkok;;10500;Thailand', 'สั่งเค้กวันเกิดแพรว 1 ปอนด์ รับ 16:00', ''),
 (N, 'The Speakeasy Rooftop Bar – Hotel Muse', '', '55/555 Langsuan Rd;Bangkok;;10330;Thailand', 'เลี้ยงส่งทีม ศุกร์ 20:00 จอง 8 คน', ''),
 (N, 'ร้านเจ๊ไฝ', '', '327 ถ.มหาไชย;เขตพระนคร;กรุงเทพฯ;10200;ประเทศไทย', 'ไข่เจียวปู ไปรอคิวก่อน 9 โมง', ''),
 (N, 'The House by Ginger', '', '199 Moon Muang Rd;Chiang Mai;Chiang Mai;50200;Thailand', 'dinner with northern dealers Fri 19:00, table for 10', ''),
 (N, 'ร้านอาหารเฮือนเพ็ญ', '', '112 ถ.ราชมรรคา;เชียงใหม่;เชียงใหม่;50200;ประเทศไทย', 'ขันโตก เลี้ยงดีลเลอร์ 12 คน 18:30', ''),
 (N, 'Nhà hàng Cục Gạch', '', '10 Đặng Tất, Quận 1;TP. Hồ Chí Minh;;;Việt Nam', 'đặt bàn 6 người 19h, khách Sapporo', ''),
 (N, 'Rumah Makan Sederhana', '', 'Jl. Kebon Sirih No. 60;Jakarta Pusat;DKI Jakarta;10340;Indonesia', 'makan siang dgn Pak Budi, rendang', ''),
 (N, '金峰魯肉飯', '', '羅斯福路一段10號;台北市中正區;;100;台灣', '客戶午餐 12:30 不能訂位 早點去排', ''),
 (N, 'Kualao Restaurant', '', '134 Samsenthai Rd;Vientiane;;;Laos', 'dinner with Somphone, Lao dance show 19:00', ''),
 (N, 'Trung tâm Hội nghị Tiệc cưới White Palace', '', '194 Hoàng Văn Thụ, Phú Nhuận;TP. Hồ Chí Minh;;;Việt Nam', 'đám cưới Thu Hà CN 18h, phong bì', ''),
 # a care home, a pet hotel, a developer, a supermarket, the condo's juristic office
 (N, 'บ้านพักคนชราบ้านบางแค', '', 'ถ.เพชรเกษม;เขตภาษีเจริญ;กรุงเทพฯ;10160;ประเทศไทย', 'ยายทวดบุญมี ค่าบริการรายเดือนจ่ายภายในวันที่ 10', ''),
 (N, 'Paw Paw Pet Hotel & Spa', '', '23 Soi Thonglor 13;Bangkok;;10110;Thailand', 'ฝากน้องข้าวตู 5 คืน ช่วงไปเกาะช้าง สมุดวัคซีน + อาหารเม็ด', ''),
 (N, 'Supalai Ville ศรีนครินทร์ (สำนักงานขาย)', '', 'ถ.ศรีนครินทร์;บางพลี;สมุทรปราการ;10540;ประเทศไทย', 'ดูบ้านแฝด แปลง C12 นัดเซลส์ เสาร์ 11:00', ''),
 (N, 'Villa Market Sukhumvit 33', '', '595 Sukhumvit Rd;Bangkok;;10110;Thailand', '', ''),
 (N, 'นิติบุคคลอาคารชุด Lumpini Suite สุขุมวิท 41', '', '21 ซ.สุขุมวิท 41;เขตวัฒนา;กรุงเทพฯ;10110;ประเทศไทย', 'ค่าส่วนกลางจ่ายภายในวันที่ 5 พัสดุรับที่ล็อบบี้', ''),
 # travel agencies, booking sites, airlines
 (N, 'Siam Hotel & Tour Center', '', '42 Soi Sukhumvit 11;Bangkok;;10110;Thailand', 'วีซ่าเวียดนาม + ตั๋วเครื่องบินฮานอย มัดจำ 5,000', ''),
 (N, 'Agoda', '', '', 'customer service, ขอคืนเงินห้องที่ยกเลิก case 99031', 'KIND:org'),
 (N, 'Thai Airways', '', '', 'ROP NM12345 Gold', 'KIND:org'),
 (N, 'AirAsia', '', '', 'BIG member, ซื้อน้ำหนักกระเป๋าเพิ่ม', 'KIND:org'),
 (N, 'Bangkok Airways', '', '', 'PG BKK-USM 07:30, lounge free', ''),
 (N, 'Vietnam Airlines', '', '', '', ''),
 # trains, boats, tours
 (N, 'การรถไฟแห่งประเทศไทย', '', '1 ถ.รองเมือง;เขตปทุมวัน;กรุงเทพฯ;10330;ประเทศไทย', 'ขบวน 9 กรุงเทพ-เชียงใหม่ 18:40 รถนอนชั้น 2 ตู้ 11 เตียง 21-22', ''),
 (N, 'Ga Hà Nội', '', '120 Lê Duẩn;Hà Nội;;;Việt Nam', 'tàu SP3 đi Lào Cai 21h50, khoang 4 giường nằm', ''),
 (N, 'ທາງລົດໄຟ ລາວ-ຈີນ', '', 'ສະຖານີວຽງຈັນ;ນະຄອນຫຼວງວຽງຈັນ;;;ລາວ', 'ວຽງຈັນ-ຫຼວງພະບາງ 8:00 ຕູ້ 3 ຊື້ປີ້ກ່ອນ 3 ມື້', ''),
 (N, 'Lomprayah High Speed Ferries', '', 'Thung Wua Laen Pier;Chumphon;Chumphon;86180;Thailand', 'ชุมพร-เกาะเต่า 7:00 4 ที่ รวมรถบัส', ''),
 (N, 'เรือนอนเกาะเต่า ท่าเรือบ้านดอน', '', 'ท่าเรือบ้านดอน;อ.เมือง;สุราษฎร์ธานี;84000;ประเทศไทย', 'ออก 23:00 ฟูกชั้นบน 4 ที่ ถึงเกาะเต่า 6 โมงเช้า', ''),
 (N, 'Shompoo Cruise', '', 'Huay Xai pier;Huay Xai;Bokeo;;Laos', 'slow boat 2 days, lunch on board, night in Pakbeng (lodge separate)', ''),
 (N, 'Green Discovery Laos', '', '44 Sisavangvong Rd;Luang Prabang;;;Laos', 'Kuang Si + kayak day 8:30 pickup', 'URL:https://www.greendiscoverylaos.com'),
 (N, 'Local Alike', '', '1 Soi Sukhumvit 63;Bangkok;;10110;Thailand', 'ทริปชุมชน ทำผ้ามัดย้อม เด็กๆ สนใจ', ''),
 (N, 'Patara Elephant Farm', '', '299/19 Moo 4, Baan Pong;Hang Dong;Chiang Mai;50230;Thailand', 'elephant owner day 8:00 pickup hotel, 4 pax', 'EMAIL:booking@pataraelephantfarm.com'),
 # day spas, tea, farms
 (N, 'Banyan Tree Spa Bangkok', '', '21/100 South Sathon Rd;Bangkok;;10120;Thailand', 'วันเกิดพลอย 14:00 couple massage 2 ชม.', ''),
 (N, 'Health Land Asoke', '', '55/5 Sukhumvit 21;Bangkok;;10110;Thailand', 'นวดไทย 2 ชม. เสาร์ 15:00', ''),
 (N, 'BOH Tea Centre Sungai Palas', '', 'Sungai Palas Tea Garden, Brinchang;Cameron Highlands;Pahang;39100;Malaysia', 'teh dan scone 10 pagi, tutup Isnin', ''),
 (N, 'ไร่ชาฉุยฟง', '', '8 ม.8 ต.ป่าซาง;อ.แม่จัน;เชียงราย;57110;ประเทศไทย', 'ถ่ายรูปไร่ชา เค้กชาเขียว แวะก่อนเที่ยง', ''),
 # health, school, papers
 (N, 'Samitivej Sukhumvit Hospital', '', '133 Sukhumvit 49;Bangkok;;10110;Thailand', 'ปั้น หมอเด็ก พ. 17:00 ฉีดวัคซีนไข้หวัดใหญ่', ''),
 (N, 'Bumrungrad Travel Medicine Clinic', '', '33 Sukhumvit 3;Bangkok;;10110;Thailand', 'JE vaccine ก่อนไปลาว เข็ม 2', ''),
 (N, 'BIDC Bangkok International Dental Center', '', '157 Ratchadaphisek Rd;Bangkok;;10310;Thailand', 'แพรวจัดฟัน ปรับลวด 12 ม.ค. 10:30', ''),
 (N, 'โรงพยาบาลสัตว์ทองหล่อ', '', '1/3 ซ.ทองหล่อ;เขตวัฒนา;กรุงเทพฯ;10110;ประเทศไทย', 'ข้าวตูฉีดวัคซีนพิษสุนัขบ้า', ''),
 (N, 'ศูนย์บริการโตโยต้า พระราม 9', '', '9 ถ.พระราม 9;เขตห้วยขวาง;กรุงเทพฯ;10310;ประเทศไทย', 'เช็คระยะ 60,000 กม. ก่อนขับไปเขาใหญ่ นัด 8:30', ''),
 (N, 'NIST International School', '', '36 Sukhumvit Soi 15;Bangkok;;10110;Thailand', 'school fees term 2 by 15 Dec', 'URL:https://www.nist.ac.th'),
 (N, 'สถานทูตเมียนมา ประจำประเทศไทย', '', '132 ถ.สาทรเหนือ;เขตบางรัก;กรุงเทพฯ;10500;ประเทศไทย', 'ยื่นวีซ่าธุรกิจ 9:00-12:00 รูป 2 ใบ', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'V{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
