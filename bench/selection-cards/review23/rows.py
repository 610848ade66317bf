#!/usr/bin/env python3
"""Writes cards.tsv for review23: one realistic address book of a Bengaluru-based couple (Nandini, a software
architect travelling for work to Hyderabad, Pune, Chennai, Mumbai, Delhi/Gurugram, Singapore, Tokyo, Osaka,
Seoul, Dubai and San Jose; Kabir, a photographer) and their family travel: a cousin's wedding in Jaipur and
Udaipur, temple trips in Tamil Nadu and Kerala, hill stations, Goa, Ladakh, a Japan holiday, Sri Lanka,
Thailand, Bali, Vietnam and a trek in Nepal. Not traps, but an Indian book has its own: South Indian
restaurants called "Hotel ... Bhavan", military hotels, a tent house, Residency Road. Each row: (label, name,
n, adr, note, extra) — extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in
extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed/room/hut/tent/
bunk/houseboat or cruise cabin/apartment at for the night (hotels, lodges, tourist homes, pilgrim lodgings and
dharamshalas, ashrams' guest rooms, homestays, hostels, camps, ryokan, minshuku, shukubo, capsule hotels,
teahouses, rented flats and villas); not = everything else, including hotel staff's and homestay hosts'
personal cards and restaurants named "Hotel". Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Nandini's work trips in India
 (H, 'Novotel Hyderabad Convention Centre', '', 'HICC Complex Izzat Nagar;Hyderabad;Telangana;500084;India', 'HICC summit, 3N, conf 7716520', ''),
 (H, 'Hotel Sai Residency Madhapur', '', 'Plot 42 Ayyappa Society Main Rd;Hyderabad;Telangana;500081;India', 'paid advance 2000 GPay', ''),
 (H, 'Red Fox Hotel Hyderabad', '', 'Plot 2 HITEC City;Hyderabad;Telangana;500081;India', '', ''),
 (H, 'Treebo Trend Sri Vishnu Grand Gachibowli', '', 'Old Mumbai Hwy Gachibowli;Hyderabad;Telangana;500032;India', 'booking TRB-5528103', ''),
 (H, 'Hyatt Pune Kalyani Nagar', '', '88 Nagar Rd Kalyani Nagar;Pune;Maharashtra;411006;India', 'client pays, check-in 2pm', ''),
 (H, 'FabHotel Prime Sarala Crown Hinjewadi', '', 'Phase 1 Hinjewadi;Pune;Maharashtra;411057;India', '', ''),
 (H, 'Hotel Ashirwad Comforts', '', 'FC Road Shivajinagar;Pune;Maharashtra;411004;India', 'room 304', ''),
 (H, 'ITC Grand Chola', '', '63 Mount Rd Guindy;Chennai;Tamil Nadu;600032;India', 'corporate rate, 2N', 'URL:https://www.itchotels.com'),
 (H, 'Hotel Sree Devi Residency', '', '14 Usman Rd T Nagar;Chennai;Tamil Nadu;600017;India', 'Amma stays here for Nalli shopping', ''),
 (H, 'Citadines OMR Chennai', '', 'Old Mahabalipuram Rd Thoraipakkam;Chennai;Tamil Nadu;600097;India', '2 weeks, 1BHK, laundry Tue', ''),
 (H, 'Vivanta President Mumbai', '', '90 Cuffe Parade;Mumbai;Maharashtra;400005;India', 'anniversary, sea view asked', ''),
 (H, 'Ginger Andheri MIDC', '', 'Plot 17 MIDC Central Rd Andheri East;Mumbai;Maharashtra;400093;India', '', ''),
 (H, 'Pali Hill 1BHK (Airbnb)', '', 'Pali Hill Rd Bandra West;Mumbai;Maharashtra;400050;India', 'host Farah, key with watchman, 3N', 'URL:https://www.airbnb.co.in/rooms/51877204'),
 (H, 'The Oberoi, Gurgaon', '', '443 Udyog Vihar Phase V;Gurugram;Haryana;122016;India', '', ''),
 (H, 'OYO 18423 Hotel Green Park Residency Mahipalpur', '', 'NH-8 Mahipalpur;New Delhi;Delhi;110037;India', 'late flight, 1N only', ''),
 # --- work abroad
 (H, 'Hotel G Singapore', '', '200 Middle Rd;Singapore;;188980;Singapore', '', ''),
 (H, 'Ascott Raffles Place Singapore', '', '2 Finlayson Green;Singapore;;049247;Singapore', '4 nights, late checkout asked', ''),
 (H, '東急ステイ新宿', '', '新宿3-7-1;新宿区;東京都;160-0022;日本', 'washer in room', ''),
 (H, 'Dormy Inn Akihabara', '', '3-10-11 Sotokanda Chiyoda-ku;Tokyo;;101-0021;Japan', '', ''),
 (H, 'Hotel Vischio Osaka', '', '3-2-24 Shibata Kita-ku;Osaka;;530-0012;Japan', 'conf 2210-8841', ''),
 (H, '東横INN 新大阪中央口本館', '', '西中島5-15-5;大阪市淀川区;大阪府;532-0011;日本', '', ''),
 (H, '호텔 스카이파크 킹스타운 동대문', '', '338 Jangchungdan-ro Jung-gu;Seoul;;04563;South Korea', 'Seoul workshop week', ''),
 (H, 'Citymax Hotel Bur Dubai', '', 'Kuwait St Mankhool;Dubai;;;United Arab Emirates', '', ''),
 (H, 'XVA Art Hotel', '', 'Al Fahidi Historical Neighbourhood;Dubai;;;United Arab Emirates', '', ''),
 (H, 'Hotel De Anza', '', '233 W Santa Clara St;San Jose;CA;95113;USA', 'conf 99120473', ''),
 # --- cousin Divya's wedding: Jaipur and Udaipur
 (H, 'Narain Niwas Palace', '', 'Narain Singh Rd Kanota Bagh;Jaipur;Rajasthan;302004;India', 'groom side, 6 rooms blocked', ''),
 (H, 'Alsisar Haveli', '', 'Sansar Chandra Rd;Jaipur;Rajasthan;302001;India', '', ''),
 (H, 'Hotel Pearl Palace Jaipur', '', '51 Hathroi Fort Ajmer Rd;Jaipur;Rajasthan;302001;India', '', ''),
 (H, 'श्री माहेश्वरी धर्मशाला', '', 'स्टेशन रोड;जयपुर;राजस्थान;302006;भारत', 'Kota relatives, 10 rooms @800, paid advance', ''),
 (H, 'Rambagh Palace', '', 'Bhawani Singh Rd;Jaipur;Rajasthan;302005;India', '', ''),
 (H, 'Jagat Niwas Palace', '', '23-25 Lal Ghat;Udaipur;Rajasthan;313001;India', 'lake facing room', ''),
 (H, 'Fateh Garh', '', 'Sisarma Rd;Udaipur;Rajasthan;313001;India', 'wedding venue + 40 rooms', 'URL:https://www.fatehgarh.com'),
 (H, 'Kesar Bagh Haveli Udaipur', '', 'Gangaur Ghat Marg;Udaipur;Rajasthan;313001;India', '', ''),
 # --- temple trips in Tamil Nadu and Kerala
 (H, 'Hotel Madurai Residency', '', '15 West Marret St;Madurai;Tamil Nadu;625001;India', '2 AC rooms, walk to temple', ''),
 (H, 'Sree Krishna Lodge Rameswaram', '', 'East Car St;Rameswaram;Tamil Nadu;623526;India', 'early check-in 6am ok', ''),
 (H, 'ஸ்ரீ முருகன் லாட்ஜ்', '', 'அடிவாரம்;பழனி;தமிழ்நாடு;624601;இந்தியா', '', ''),
 (H, 'Hotel Gnanam', '', 'Anna Salai Market Rd;Thanjavur;Tamil Nadu;613001;India', '', ''),
 (H, 'Sri Venkatesa Nivas', '', '12 Big St;Kumbakonam;Tamil Nadu;612001;India', 'Navagraha trip, 2N', ''),
 (H, 'Sri Saraswathi Yatri Bhavan', '', 'Sannidhi St;Kanchipuram;Tamil Nadu;631502;India', 'pilgrim rooms non-AC 600', ''),
 (H, 'Sree Guruvayurappan Tourist Home', '', 'East Nada;Guruvayur;Kerala;680101;India', '', ''),
 (H, 'ശ്രീ പത്മനാഭ ടൂറിസ്റ്റ് ഹോം', '', 'ഈസ്റ്റ് ഫോർട്ട്;തിരുവനന്തപുരം;കേരളം;695023;ഇന്ത്യ', '', ''),
 (H, 'Vembanad Heritage Houseboats', '', 'Punnamada Finishing Point;Alappuzha;Kerala;688006;India', '2BR boat overnight, boarding 12 noon', ''),
 (H, 'Thottathil Backwater Homestay', '', 'Kainakary;Alappuzha;Kerala;688501;India', '', ''),
 (H, 'Old Harbour Hotel Fort Kochi', '', '1/328 Tower Rd Fort Kochi;Kochi;Kerala;682001;India', '', ''),
 # --- hill stations
 (H, 'Savoy Ooty', '', '77 Sylks Rd;Ooty;Tamil Nadu;643001;India', '', ''),
 (H, 'Nilgiri Woodhouse Cottages', '', 'Fernhill;Ooty;Tamil Nadu;643004;India', 'cottage 3, fireplace', ''),
 (H, 'Kaveri Mist Coffee Estate Homestay', '', 'Virajpet Rd Siddapura;Kodagu;Karnataka;571253;India', '2N, meals incl', ''),
 (H, 'ಬೆಟ್ಟದ ಮನೆ ಹೋಂಸ್ಟೇ', '', 'ಚೆಟ್ಟಳ್ಳಿ;ಕೊಡಗು;ಕರ್ನಾಟಕ;571248;ಭಾರತ', '', ''),
 (H, 'Club Mahindra Madikeri', '', 'Galibeedu Rd;Madikeri;Karnataka;571201;India', 'points stay Dec', ''),
 (H, 'Tea County Munnar', '', 'Munnar;Idukki;Kerala;685612;India', '', ''),
 (H, 'Windamere Hotel', '', 'Observatory Hill;Darjeeling;West Bengal;734101;India', '', ''),
 (H, 'Lebong Valley Homestay', '', 'Lebong Cart Rd;Darjeeling;West Bengal;734105;India', 'Kabir shoot week', ''),
 (H, 'Zostel Manali', '', 'Old Manali;Manali;Himachal Pradesh;175131;India', 'private room, 3N', ''),
 (H, 'Johnson Lodge', '', 'Circuit House Rd;Manali;Himachal Pradesh;175131;India', '', ''),
 (H, 'Parmarth Niketan', '', 'Swargashram;Rishikesh;Uttarakhand;249304;India', 'ashram room, yoga week, be in by 6pm', ''),
 (H, 'Ganga Beach Camp Shivpuri', '', 'Badrinath Rd Shivpuri;Rishikesh;Uttarakhand;249192;India', 'swiss tent, rafting incl', ''),
 (H, 'Live Free Hostel Rishikesh', '', 'Tapovan Laxman Jhula Rd;Rishikesh;Uttarakhand;249192;India', '', ''),
 # --- Goa
 (H, 'Shanti Beach Huts Agonda', '', 'Agonda Beach;Canacona;Goa;403702;India', 'sea facing hut 7', ''),
 (H, 'Fernandes Guest House Calangute', '', 'Umta Vaddo;Calangute;Goa;403516;India', '', ''),
 (H, 'Villa Bougainvillea Assagao', '', 'Assagao;Bardez;Goa;403507;India', 'whole villa 4BR, caretaker Anthony', 'URL:https://www.villabougainvilleagoa.in'),
 (H, 'The Hosteller Goa Anjuna', '', 'Flea Market Rd;Anjuna;Goa;403509;India', '', ''),
 (H, 'Ahilya by the Sea', '', 'Coco Beach Rd Nerul;Bardez;Goa;403114;India', '', ''),
 # --- Ladakh
 (H, 'Tsering Guest House Changspa', '', 'Changspa Rd;Leh;Ladakh;194101;India', 'acclimatise 2N', ''),
 (H, 'The Grand Dragon Ladakh', '', 'Old Rd Sheynam;Leh;Ladakh;194101;India', '', ''),
 (H, 'Pangong Sarai Camp', '', 'Spangmik;Pangong;Ladakh;194101;India', 'tent, no network', ''),
 (H, 'Nubra Sand Dunes Camp Hunder', '', 'Hunder;Nubra;Ladakh;194401;India', 'deluxe tent, camel ride 5pm', ''),
 (H, 'Stok Palace Heritage Hotel', '', 'Stok;Leh;Ladakh;194101;India', '', ''),
 # --- Japan holiday
 (H, 'Hotel Kanra Kyoto', '', '190 Kitamachi Shimogyo-ku;Kyoto;;600-8176;Japan', 'machiya-style room, 3N', ''),
 (H, '旅館 松乃屋', '', '東山区下河原町;京都市;京都府;605-0825;日本', '夕食付 2泊', ''),
 (H, '民宿 かわしま', '', '上三之町;高山市;岐阜県;506-0846;日本', '', ''),
 (H, '宿坊 一乗院', '', '高野山606;伊都郡高野町;和歌山県;648-0211;日本', 'temple stay, goma 7am', ''),
 (H, '安心お宿 新橋汐留店', '', '新橋2-13-8;港区;東京都;105-0004;日本', 'Kabir only, 1N', ''),
 (H, 'Andon Ryokan', '', '2-34-10 Nihonzutsumi Taito-ku;Tokyo;;111-0021;Japan', '', ''),
 (H, '西村屋本館', '', '湯島469;豊岡市;兵庫県;669-6101;日本', '', ''),
 # --- Sri Lanka, Thailand, Bali, Vietnam
 (H, 'Jetwing Lighthouse', '', 'Dadella;Galle;;80000;Sri Lanka', '', ''),
 (H, 'Amaya Lake Dambulla', '', 'Kap Ela;Dambulla;;21100;Sri Lanka', '', ''),
 (H, 'Lakeside Villa Kandy', '', 'Rajapihilla Mawatha;Kandy;;20000;Sri Lanka', 'Perahera week, 3N', ''),
 (H, 'Hill Top Rest Ella', '', 'Passara Rd;Ella;;90090;Sri Lanka', 'tuk-tuk from station', ''),
 (H, 'Sukhumvit Sleep Box Hostel', '', 'Sukhumvit Soi 11;Bangkok;;10110;Thailand', '', ''),
 (H, 'บ้านอรพินท์', '', '150 ถนนเจริญราษฎร์;เชียงใหม่;;50000;ประเทศไทย', '', ''),
 (H, 'โรงแรมริมปิง เชียงใหม่', '', 'ถนนเจริญประเทศ;เชียงใหม่;;50100;ประเทศไทย', '2 nights', ''),
 (H, 'Tegal Sari Ubud', '', 'Jl. Raya Pengosekan;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'Griya Sari Homestay', '', 'Jl. Bisma;Ubud;Bali;80571;Indonesia', 'breakfast on terrace', ''),
 (H, 'Bisma Eight', '', 'Jl. Bisma;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'Hanoi Old Quarter Lotus Hotel', '', '38 Hàng Bè Hoàn Kiếm;Hà Nội;;100000;Vietnam', '', ''),
 (H, 'Paradise Elegance Cruise Ha Long', '', 'Tuan Chau Marina;Ha Long;Quang Ninh;;Vietnam', '2D1N, cabin 214', ''),
 (H, 'Nhà Nghỉ Thu Bồn', '', 'Trần Phú;Hội An;Quảng Nam;;Vietnam', '', ''),
 # --- Nepal trek
 (H, 'Kathmandu Guest House', '', 'Thamel;Kathmandu;;44600;Nepal', '', ''),
 (H, 'Dwarika\'s Hotel', '', 'Battisputali;Kathmandu;;44600;Nepal', '', ''),
 (H, 'Namaste Lodge & Restaurant Namche', '', 'Namche Bazaar;Solukhumbu;;;Nepal', 'teahouse, 2N acclimatisation', ''),
 (H, 'Himalayan Tea House Ghorepani', '', 'Ghorepani;Myagdi;;;Nepal', '', ''),
 (H, 'Tashi Delek Lodge Dingboche', '', 'Dingboche;Solukhumbu;;;Nepal', '', ''),
]
P = [
 (N, 'Amma', 'Raghavan;Lakshmi;;;', '22 8th Cross Malleshwaram;Bengaluru;Karnataka;560003;India', '', ''),
 (N, 'Ajji Mysuru', ';Ajji;;;', 'Lakshmi Nivas 4th Cross Saraswathipuram;Mysuru;Karnataka;570009;India', 'Sunday call', ''),
 (N, 'Vikram Shekhawat', 'Shekhawat;Vikram;;;', 'C-14 Bapu Nagar;Jaipur;Rajasthan;302015;India', 'groom\'s uncle, rooms coordinator', ''),
 (N, 'Rohan Oberoi', 'Oberoi;Rohan;;;', 'DLF Phase 4;Gurugram;Haryana;122009;India', 'college friend, dinner Fri', ''),
 (N, 'Taj Mohammed', 'Mohammed;Taj;;;', '', 'driver for wedding week, Innova', ''),
 (N, 'David Lodge', 'Lodge;David;;;', '', '', 'ORG:Nimbus Cloud Systems || TITLE:Director of Engineering APAC || EMAIL:david.lodge@nimbuscloud.io'),
 (N, 'Euan Innes', 'Innes;Euan;;;', '', 'Dubai client', 'ORG:Gulfstar Payments || TITLE:CTO'),
 (N, 'Cyrus Hotelwala', 'Hotelwala;Cyrus;;;', 'Dadar Parsi Colony;Mumbai;Maharashtra;400014;India', 'ITR filing', 'TITLE:Chartered Accountant'),
 (N, 'Rajesh Lodha', 'Lodha;Rajesh;;;', '', 'Kabir\'s cricket group', ''),
 (N, 'Anita Fernandes', 'Fernandes;Anita;;;', '', '', 'ORG:ITC Grand Chola || TITLE:Guest Relations Manager'),
 (N, 'Bhawani Singh Rathore', 'Rathore;Bhawani Singh;;;', '', 'banquet menu tasting 4pm', 'ORG:Fateh Garh || TITLE:Banquet Manager'),
 (N, '田中 由紀', '田中;由紀;;;', '', '', 'ORG:ホテル カンラ 京都 || TITLE:フロント'),
 (N, 'Deepak Rawat', 'Rawat;Deepak;;;', '', '', 'ORG:Zostel Manali || TITLE:Property Manager'),
 (N, 'Appachu Kariappa', 'Kariappa;Appachu;;;', 'Siddapura;Kodagu;Karnataka;571253;India', 'homestay host, pickup from Madikeri', 'ORG:Kaveri Mist Coffee Estate'),
 (N, 'Karthik Subramanian', 'Subramanian;Karthik;;;', '', '', 'ORG:Nimbus Cloud Systems Pvt Ltd || TITLE:Principal Engineer'),
 (N, 'Shreya Kulkarni', 'Kulkarni;Shreya;;;', '', 'Pune client', 'ORG:Deccan Fintech Solutions || TITLE:VP Engineering'),
 (N, '佐藤 博', '佐藤;博;;;', '', 'Tokyo PoC', 'ORG:株式会社サクラデータ || TITLE:部長'),
 (N, 'Park Min-jun', 'Park;Min-jun;;;', '', '', 'ORG:Hanbit Logistics || EMAIL:mj.park@hanbitlogis.kr'),
 (N, 'Dr. Meera Iyer', 'Iyer;Meera;;Dr.;', '', 'appt Thu 5:30', 'TITLE:Dermatologist'),
 (N, 'Pemba Sherpa', 'Sherpa;Pemba;;;', '', 'trek guide, +977 WhatsApp', ''),
]
O = [
 # restaurants, eateries — many called "Hotel"
 (N, 'Hotel Sri Krishna Bhavan', '', '41 North Mada St Mylapore;Chennai;Tamil Nadu;600004;India', 'tiffin, ghee pongal', ''),
 (N, 'Hotel Sree Annapoorna Pure Veg', '', 'Mettupalayam Rd;Coimbatore;Tamil Nadu;641043;India', 'lunch on way to Ooty', ''),
 (N, 'Hotel Murugan Mess', '', 'South Masi St;Madurai;Tamil Nadu;625001;India', 'meals 12-3', ''),
 (N, 'ஹோட்டல் ஸ்ரீ ஆரியபவன்', '', 'காந்தி பார்க்;கும்பகோணம்;தமிழ்நாடு;612001;இந்தியா', 'degree coffee', ''),
 (N, 'ഹോട്ടൽ ശ്രീ കൃഷ്ണ വിലാസ്', '', 'കിഴക്കേ നട;ഗുരുവായൂർ;കേരളം;680101;ഇന്ത്യ', 'sadya after darshan', ''),
 (N, 'Hotel Al-Rahma Biriyani Centre', '', 'Broadway;Kochi;Kerala;682031;India', '', ''),
 (N, 'Sri Ganesh Military Hotel', '', '7 Sampige Rd Malleshwaram;Bengaluru;Karnataka;560003;India', 'donne biryani Sun 1pm', ''),
 (N, 'MTR - Mavalli Tiffin Rooms', '', '14 Lalbagh Rd;Bengaluru;Karnataka;560027;India', 'rava idli, queue before 8', ''),
 (N, 'Vidyarthi Bhavan', '', '32 Gandhi Bazaar Main Rd Basavanagudi;Bengaluru;Karnataka;560004;India', '', ''),
 (N, 'Udupi Krishna Bhavan Indiranagar', '', '100 Feet Rd Indiranagar;Bengaluru;Karnataka;560038;India', '', ''),
 (N, 'Hotel Empire Church Street', '', '36 Church St;Bengaluru;Karnataka;560001;India', 'late night after shoots', ''),
 (N, 'Karavalli', '', '66 Residency Rd;Bengaluru;Karnataka;560025;India', 'table for 6, Amma\'s bday 8pm', ''),
 (N, 'Kayani Bakery', '', '6 East St Camp;Pune;Maharashtra;411001;India', 'Shrewsbury biscuits for Amma', ''),
 (N, 'Britto\'s', '', 'Baga Beach;Calangute;Goa;403516;India', '', ''),
 (N, 'Rawat Mishtan Bhandar', '', 'Station Rd Sindhi Camp;Jaipur;Rajasthan;302006;India', 'pyaaz kachori', ''),
 (N, 'すし処 みやこ', '', '築地4-10-5;中央区;東京都;104-0045;日本', '', ''),
 (N, '料亭 菊水', '', '祇園町南側;京都市東山区;京都府;605-0074;日本', '予約 19:00 2名', ''),
 (N, 'Phở Thìn Lò Đúc', '', '13 Lò Đúc;Hà Nội;;;Vietnam', '', ''),
 (N, 'Ridge Top Café McLeodganj', '', 'Jogiwara Rd McLeodganj;Dharamshala;Himachal Pradesh;176219;India', '', ''),
 # culture, venues, temples, associations
 (N, 'Bharatiya Vidya Bhavan', '', '43 Race Course Rd;Bengaluru;Karnataka;560001;India', 'concert Sat 6pm', ''),
 (N, 'Lodge Rising Star of Bangalore No. 271', '', 'Freemasons Hall Cubbon Rd;Bengaluru;Karnataka;560001;India', 'Kabir: installation dinner shoot 14th', ''),
 (N, 'Shree Ram Vatika Marriage Garden', '', 'Tonk Rd;Jaipur;Rajasthan;302018;India', 'mehendi + sangeet venue', ''),
 (N, 'Sri Vinayaka Kalyana Mandapam', '', '8 Arcot Rd Vadapalani;Chennai;Tamil Nadu;600026;India', '', ''),
 (N, 'City Palace Museum Udaipur', '', 'City Palace Complex;Udaipur;Rajasthan;313001;India', '', ''),
 (N, 'Sri Meenakshi Amman Temple', '', 'Madurai Main;Madurai;Tamil Nadu;625001;India', '', ''),
 (N, 'Guruvayur Devaswom', '', 'East Nada;Guruvayur;Kerala;680101;India', 'thulabharam booking', ''),
 (N, '金剛峯寺', '', '高野山132;伊都郡高野町;和歌山県;648-0294;日本', '', ''),
 (N, 'Prestige Lakeside Residency Owners Association', '', 'Varthur Rd;Bengaluru;Karnataka;560087;India', 'maintenance due 5th', ''),
 # Residency Road and around town
 (N, 'Dr. Mehta\'s Dental Care', '', '2nd Floor 27 Residency Rd;Bengaluru;Karnataka;560025;India', 'cleaning appt Sat 11', ''),
 (N, 'HDFC Bank Residency Road', '', '8 Residency Rd;Bengaluru;Karnataka;560025;India', '', ''),
 (N, 'WeWork Galaxy', '', '43 Residency Rd;Bengaluru;Karnataka;560025;India', 'Kabir hot desk', ''),
 (N, 'Passport Seva Kendra Lalbagh', '', 'Lalbagh Rd;Bengaluru;Karnataka;560027;India', 'appt 10:15', ''),
 # shops, wedding services
 (N, 'Nalli Chinnasami Chetty', '', '9 Nageswaran Rd T Nagar;Chennai;Tamil Nadu;600017;India', '', ''),
 (N, 'Regency Tailors Commercial Street', '', 'Commercial St;Bengaluru;Karnataka;560001;India', 'sherwani trial Wed', ''),
 (N, 'Grand Sweets & Snacks', '', '43 2nd Main Rd Gandhi Nagar Adyar;Chennai;Tamil Nadu;600020;India', '', ''),
 (N, 'Sleep Comforts Mattress Store', '', 'HAL Old Airport Rd;Bengaluru;Karnataka;560017;India', '', ''),
 (N, 'Foto Centre SP Road', '', 'SP Rd;Bengaluru;Karnataka;560002;India', 'Kabir: 24-70 repair', ''),
 (N, 'Lightbox Studios Indiranagar', '', '12th Main Indiranagar;Bengaluru;Karnataka;560038;India', 'studio hire Sat 9-1', 'URL:https://lightboxstudios.in'),
 (N, 'Royal Tent House Udaipur', '', 'Hiran Magri Sector 4;Udaipur;Rajasthan;313002;India', 'shamiana + chairs for 300', ''),
 (N, 'Shree Marwar Caterers', '', 'Malviya Nagar;Jaipur;Rajasthan;302017;India', '', ''),
 (N, 'Gulmohar Weddings & Decor', '', 'Raja Park;Jaipur;Rajasthan;302004;India', 'marigold decor quote', ''),
 (N, 'Henna by Sunita', '', '', 'mehendi 11am', ''),
 (N, 'Wagging Tails Pet Boarding', '', 'Hennur Rd;Bengaluru;Karnataka;560043;India', 'Bruno boarding while in Japan', ''),
 # clinics
 (N, 'Manipal Hospital Old Airport Road', '', '98 HAL Old Airport Rd;Bengaluru;Karnataka;560017;India', '', ''),
 (N, 'Apollo Clinic Koramangala', '', '80 Feet Rd Koramangala;Bengaluru;Karnataka;560034;India', 'typhoid + hep A before Nepal', ''),
 # transport, travel agents
 (N, 'IndiGo', '', '', '', 'KIND:org || URL:https://www.goindigo.in'),
 (N, 'IRCTC', '', '', 'PNR 4521873301', 'URL:https://www.irctc.co.in'),
 (N, 'Singapore Airlines', '', '', 'KrisFlyer 8817 204 551', 'KIND:org'),
 (N, 'Savaari Car Rentals', '', '', 'Mysuru drop 6am', ''),
 (N, 'Tara Air', '', 'Tribhuvan Airport Domestic;Kathmandu;;44600;Nepal', 'Lukla 6:30am', ''),
 (N, 'Ladakh Moto Rentals', '', 'Fort Rd;Leh;Ladakh;194101;India', 'Himalayan x2, 5 days', ''),
 (N, 'Himalayan Trails Nepal', '', 'Thamel;Kathmandu;;44600;Nepal', 'permits + guide', 'EMAIL:info@himalayantrailsnepal.com'),
 (N, 'Alleppey Shikara Rides', '', 'Punnamada Jetty;Alappuzha;Kerala;688006;India', '2 hr canal ride', ''),
 (N, 'VFS Global Japan Visa Application Centre', '', 'Vasanth Nagar;Bengaluru;Karnataka;560052;India', '', ''),
 # schools, institutes
 (N, 'Alliance Française de Bangalore', '', '108 Thimmaiah Rd Vasanth Nagar;Bengaluru;Karnataka;560052;India', 'A2 Tue Thu 7pm', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'P{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
