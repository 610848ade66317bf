#!/usr/bin/env python3
"""Writes cards.tsv for review57: one realistic address book of a Lahore-based family — Bilal Ahmed Chaudhry, an
export merchandiser with a home-textile mill on Sheikhupura Road, travelling for work to Karachi, Islamabad,
Faisalabad, Sialkot and Multan, Dubai, Istanbul and Kuala Lumpur; and Sana, a biology teacher, who plans the
family's trips: Murree and the Galyat, the Kaghan valley (PTDC motel, a forest rest house, camps at Saif-ul-Malook),
Swat, Chitral and the Kalash valleys, Gilgit, Hunza and Gojal (inns, a homestay, a tourist lodge), Skardu and
Baltistan (a resort, Khaplu Palace, Shigar Fort, a mehman khana, Deosai tents), Fairy Meadows (log huts at Raikot
Sarai), the Neelum valley (PTDC, wooden huts), Kumrat (a camping resort), Kalar Kahar; umrah in Makkah and Madinah;
Dubai, Sharjah, Hatta and Abu Dhabi; Istanbul, Cappadocia, Uzungöl and Bursa; Kuala Lumpur, Genting, Cameron
Highlands and Langkawi — and the home contacts around them. The traps are the ones such a book has: dhabas and
karahi places called "Hotel" (مدینہ ہوٹل, Shinwari Hotel), a marquee called Sarai, a shaadi hall called Mahal, a
hotel's banquet hall, a members' club visited for brunch (beside a club whose guest room is booked for two
nights), an old-age home, a Panahgah (night shelter) the family donates to, a girls' hostel where a cousin lives
by the month, a pet hotel, a developer called Grand Residency, DAMAC Properties, an umrah agency called "Umrah &
Hotels Services", Musafir Travels, a Bursa han that is a courtyard of tea gardens and shops, Baltit Fort (a museum) beside Shigar Fort
(a hotel), family names Avari and Khan, a teacher called Serena, a Turkish buyer called Konak, hotel staff and
hosts whose ORG is their place, a landlady's own card, a sleeper train (Karakoram Express), a dhow dinner
cruise, ferries. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A
person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut, cottage, tent or pitch at for the night (hotels, motels, rest houses,
guest houses, mehman khana, homestays, serviced and short-let apartments, holiday homes, huts, camps, resorts, a
club's or a company's guest room booked for the night); not = everything else, including hotel staff's, hosts'
and a landlady's personal cards, restaurants and dhabas called hotel, marquees and halls, a hotel's banquet
hall, a club visited by day, care homes, a night shelter, a monthly girls' hostel, a pet hotel, developers,
travel agencies, a sleeper train, a dhow cruise. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
PK, AE, SA, TR, MY = 'Pakistan', 'United Arab Emirates', 'Saudi Arabia', 'Türkiye', 'Malaysia'
C = [
 # --- Lahore: guests, family events
 (H, 'PC Lahore', '', 'Shahrah-e-Quaid-e-Azam;Lahore;Punjab;54000;' + PK, 'Khalu Jaan (Jeddah) 2 raatein, room 512, walima ke mehman, corporate rate Faisal se', 'URL:https://www.pchotels.com'),
 (H, 'Avari Lahore', '', '87 Shahrah-e-Quaid-e-Azam;Lahore;Punjab;54000;' + PK, '', ''),
 (H, "Faletti's Hotel", '', 'Egerton Road;Lahore;Punjab;54000;' + PK, 'Rashid chacha (London) 3 nights, heritage wing, breakfast incl., airport pickup 4am', ''),
 (H, 'The Nishat Hotel', '', 'Emporium Mall, Abdul Haq Road, Johar Town;Lahore;Punjab;54782;' + PK, 'Emre bey + 1 colleague, 4 nights, booking NH-20931, bill company ko', ''),
 (H, 'Luxus Grand Hotel', '', 'Main Boulevard, Gulberg III;Lahore;Punjab;54660;' + PK, '', ''),
 (H, 'Model Town Guest House', '', '12-C Model Town Extension;Lahore;Punjab;54700;' + PK, 'shaadi ke mehman Karachi wale, 4 kamray 3 raatein, advance 15,000 diya, baqi checkout pe', ''),
 (H, 'Regale Internet Inn', '', '65 The Mall, Regal Chowk;Lahore;Punjab;54000;' + PK, '', ''),
 # --- Bilal's work: Karachi
 (H, 'Avari Towers Karachi', '', 'Fatima Jinnah Road;Karachi;Sindh;75530;' + PK, 'buyer meetings, 2 nights, late checkout ok, Avari card 70114', ''),
 (H, 'Mövenpick Karachi', '', 'Club Road;Karachi;Sindh;75530;' + PK, 'TEXPO 3 nights, room 814, airport pickup company car', ''),
 (H, 'Karachi Marriott Hotel', '', 'Abdullah Haroon Road;Karachi;Sindh;75530;' + PK, '', ''),
 (H, 'Beach Luxury Hotel', '', 'M.T. Khan Road;Karachi;Sindh;74000;' + PK, 'port pe shipment inspection, 1 raat, sea view room maangna', ''),
 # --- Islamabad
 (H, 'Islamabad Serena Hotel', '', 'Khayaban-e-Suhrwardy;Islamabad;ICT;44000;' + PK, 'TDAP meeting, 2 nights, check-in 2pm, CNIC copy lazmi', 'URL:https://www.serenahotels.com'),
 (H, 'Ramada by Wyndham Islamabad', '', 'Club Road;Islamabad;ICT;44000;' + PK, '', ''),
 (H, "Shelton's Rezidor", '', 'Street 55, F-7/4;Islamabad;ICT;44000;' + PK, 'German embassy visa interview se pehle 1 raat, nashta 7 baje se', ''),
 # --- Faisalabad, Sialkot, Multan
 (H, 'Faisalabad Serena Hotel', '', 'Club Road;Faisalabad;Punjab;38000;' + PK, 'H&M audit team, 3 rooms x 2 nights, invoice on company NTN', ''),
 (H, 'Chenab Club', '', 'Club Road;Faisalabad;Punjab;38000;' + PK, 'guest room Tariq sb ki membership pe, 2 raatein, 6500 per night, cash', ''),
 (H, 'Interloop Guest House', '', 'Al-Hafeez Town, Khurrianwala;Faisalabad;Punjab;38000;' + PK, 'supplier visit, admin (Naveed) room arrange karta hai, 1 night, dinner 8pm', ''),
 (H, 'Hotel One Sialkot', '', 'Paris Road;Sialkot;Punjab;51310;' + PK, '', ''),
 (H, 'Ramada by Wyndham Multan', '', 'Abdali Road;Multan;Punjab;60000;' + PK, 'mango season buyer visit, 1 night, room 305', ''),
 # --- Murree and the Galyat
 (H, 'Pearl-Continental Bhurban', '', 'Bhurban;Murree;Punjab;47160;' + PK, 'anniversary 2 nights, valley view, Ayesha Hamza ke liye extra bed', ''),
 (H, 'Lockwood Hotel Murree', '', 'Lower Topa Road;Murree;Punjab;47150;' + PK, 'Abbu ki purani yaadein, 1 raat, fireplace wala kamra', ''),
 (H, 'Greens Hotel Nathia Gali', '', 'Main Bazar;Nathia Gali;Khyber Pakhtunkhwa;22280;' + PK, 'June chuttiyan, 3 raatein, heater extra, check-out 12 baje', ''),
 (H, 'Kashmir Point Cottage', '', 'Kashmir Point Road;Murree;Punjab;47150;' + PK, 'Aunty Shamim wali cottage, 2 kamray + kitchen, 3 raatein, advance 10,000 Easypaisa', ''),
 # --- Kaghan valley
 (H, 'پی ٹی ڈی سی موٹل ناران', '', 'ناران;ضلع مانسہرہ;خیبر پختونخوا;;پاکستان', 'دو راتیں، فیملی روم، چیک اِن دو بجے، ایڈوانس ۸۰۰۰', ''),
 (H, 'فارسٹ ریسٹ ہاؤس شوگران', '', 'شوگران;ضلع مانسہرہ;خیبر پختونخوا;;پاکستان', 'DFO Balakot se permission, 1 raat, khansama khana bana dega', ''),
 (H, 'Pine Park Hotel Shogran', '', 'Shogran;Mansehra;Khyber Pakhtunkhwa;21290;' + PK, '', ''),
 (H, 'Saif ul Malook Jheel Camps', '', 'Lake Saif-ul-Malook;Naran;Khyber Pakhtunkhwa;;' + PK, 'tent 4 bande, 1 raat, bonfire 1500 alag, jeep wala Gul Khan', ''),
 (H, 'PTDC Motel Besham', '', 'Karakoram Highway;Besham;Khyber Pakhtunkhwa;19060;' + PK, 'Hunza jatay huay stopover, 1 raat, room 6', ''),
 # --- Swat
 (H, 'Swat Serena Hotel', '', 'Saidu Sharif;Swat;Khyber Pakhtunkhwa;19200;' + PK, '', ''),
 (H, 'Rock City Resort', '', 'Fizagat;Mingora;Khyber Pakhtunkhwa;19130;' + PK, '2 nights, river side rooms, booking WhatsApp pe', ''),
 (H, 'Walnut Heights', '', 'Kalam;Swat;Khyber Pakhtunkhwa;19210;' + PK, 'Kalam 2 raatein, wooden cottage, nashta shamil', ''),
 # --- Chitral
 (H, 'Hindukush Heights', '', 'Airport Road;Chitral;Khyber Pakhtunkhwa;17200;' + PK, 'Shandur polo, 3 nights, 2 mahine pehle book karna', ''),
 (H, 'Kalash Guest House Bumburet', '', 'Bumburet Valley;Chitral;Khyber Pakhtunkhwa;;' + PK, 'Chilam Joshi May, 2 raatein, 3 beds ka kamra, khana ghar ka', ''),
 # --- Gilgit, Hunza, Gojal
 (H, 'Gilgit Serena Hotel', '', 'Jutial;Gilgit;Gilgit-Baltistan;15100;' + PK, 'flight cancel hui to 1 extra raat, PIA voucher', ''),
 (H, 'Hunza Serena Inn', '', 'Karimabad;Hunza;Gilgit-Baltistan;15700;' + PK, '3 raatein, Rakaposhi view room, check-in 2pm', ''),
 (H, "Eagle's Nest Hotel", '', 'Duikar;Hunza;Gilgit-Baltistan;15700;' + PK, 'sunrise point, 1 raat, Ali Madad se direct booking', ''),
 (H, 'Luxus Hunza', '', 'Attabad Lake;Hunza;Gilgit-Baltistan;15700;' + PK, 'lake view deluxe, 2 nights, 30% advance bank transfer', ''),
 (H, 'Old Hunza Inn', '', 'Karimabad;Hunza;Gilgit-Baltistan;15700;' + PK, '', ''),
 (H, 'Passu Tourist Lodge', '', 'Karakoram Highway;Passu;Gilgit-Baltistan;;' + PK, '', ''),
 (H, 'Marco Polo Inn', '', 'Gulmit;Gojal;Gilgit-Baltistan;;' + PK, 'Gulmit 1 raat, garden rooms, apricot jam wahan se', ''),
 (H, 'Hussaini Village Homestay', '', 'Hussaini;Gojal;Gilgit-Baltistan;;' + PK, 'ghar ka khana, 2 raatein, suspension bridge qareeb, 4000 per head', ''),
 # --- Skardu, Baltistan, Fairy Meadows
 (H, 'Shangrila Resort Skardu', '', 'Lower Kachura;Skardu;Gilgit-Baltistan;16100;' + PK, 'lake view cottage, 2 nights, check-in 12', ''),
 (H, 'Khaplu Palace', '', 'Khaplu;Ghanche;Gilgit-Baltistan;;' + PK, '2 raatein, palace wing room, dinner included', ''),
 (H, 'Shigar Fort', '', 'Shigar;Shigar;Gilgit-Baltistan;;' + PK, '1 night, Raja room, booking thru Serena reservations', ''),
 (H, 'Deosai Sheosar Camp', '', 'Sheosar Lake, Deosai;Skardu;Gilgit-Baltistan;;' + PK, 'tent + sleeping bags, 1 raat, bohat thand, jackets le jana', ''),
 (H, 'بلتستان مہمان خانہ', '', 'کالج روڈ;سکردو;گلگت بلتستان;;پاکستان', 'تین راتیں، ناشتہ مفت، کمرہ نمبر ۴', ''),
 (H, 'Mashabrum Hotel', '', 'Airport Road;Skardu;Gilgit-Baltistan;16100;' + PK, '', ''),
 (H, 'Raikot Sarai', '', 'Fairy Meadows;Diamer;Gilgit-Baltistan;;' + PK, '2 raatein log hut, jeep Raikot Bridge se, 7500 per hut', ''),
 (H, 'Fairy Meadows Cottages', '', 'Fairy Meadows;Diamer;Gilgit-Baltistan;;' + PK, '', ''),
 # --- Neelum, Kumrat, Kalar Kahar
 (H, 'PTDC Motel Keran', '', 'Keran;Neelum;Azad Kashmir;;' + PK, 'river side room, 1 raat, ID card checkpoint pe dikhana', ''),
 (H, 'Arang Kel Wooden Huts', '', 'Arang Kel;Neelum;Azad Kashmir;;' + PK, 'chairlift ke baad upar, 1 raat, 2 huts, bijli 10 baje tak', ''),
 (H, 'کمراٹ جنت کیمپنگ ریزارٹ', '', 'کمراٹ ویلی;اپر دیر;خیبر پختونخوا;;پاکستان', '2 tents, 2 raatein, khana included, signal nahi hai', ''),
 (H, 'TDCP Resort Kalar Kahar', '', 'M-2 Motorway Interchange;Kalar Kahar;Punjab;;' + PK, '', ''),
 # --- UAE
 (H, 'Rove Expo City', '', 'Expo City, Jebel Ali;Dubai;;;' + AE, 'Dubai Dec, 4 nights, 2 connecting rooms, breakfast nahi', 'URL:https://www.rovehotels.com'),
 (H, 'Rose Garden Hotel Apartments Bur Dubai', '', 'Al Mankhool Road;Dubai;;;' + AE, 'Ammi Abbu ke liye, Mamoo ke ghar ke qareeb, 2 nights', ''),
 (H, 'Holiday Inn Express Dubai Safa Park', '', 'Al Wasl Road, Al Safa;Dubai;;;' + AE, 'textile expo stand, 3 nights, metro next door', ''),
 (H, 'Vida Creek Harbour', '', 'Dubai Creek Harbour;Dubai;;;' + AE, '1 night splurge, Burj view, booking 77XK2R', ''),
 (H, 'DAMAC Maison Mall Street', '', 'Mall Street, Downtown;Dubai;;;' + AE, '1BR apartment, 5 nights, kitchen, deposit 1000 AED', ''),
 (H, 'Deluxe Holiday Homes', '', 'Bay Central, Dubai Marina;Dubai;;;' + AE, '2BR Marina apartment, 6 nights, check-in 3pm, keys lobby se', ''),
 (H, 'Al Bait Sharjah', '', 'Heart of Sharjah;Sharjah;;;' + AE, '', ''),
 (H, 'Hatta Damani Lodges', '', 'Hatta;Dubai;;;' + AE, 'weekend 1 night, lodge 3, BBQ kit order karna', ''),
 (H, 'Centro Yas Island', '', 'Yas Island;Abu Dhabi;;;' + AE, 'Ferrari World wala din, 1 night, 2 queen beds', ''),
 # --- Saudi Arabia: umrah
 (H, 'Swissôtel Makkah', '', 'Abraj Al Bait, Ibrahim Al Khalil Road;Makkah;;24231;' + SA, 'umrah Ramzan, 5 nights, 2 rooms, Haram view nahi', ''),
 (H, 'Makkah Clock Royal Tower', '', 'Abraj Al Bait, King Abdul Aziz Endowment;Makkah;;24231;' + SA, '', ''),
 (H, 'فندق دار التوحيد انتركونتيننتال', '', 'Ibrahim Al Khalil Road;Makkah;;24231;' + SA, 'Ammi Abbu 4 raatein, wheelchair request, room 1107', ''),
 (H, 'Anjum Hotel Makkah', '', 'Umm Al Qura Road;Makkah;;24231;' + SA, '', ''),
 (H, 'Anwar Al Madinah Mövenpick', '', 'Bab As Salam, Central Area;Madinah;;42311;' + SA, 'Madina 4 nights, breakfast 5-10am, gate 25 ke saamne', ''),
 (H, 'Dar Al Hijra InterContinental', '', 'King Faisal Road, Central Area;Madinah;;42311;' + SA, 'group ke baqi log yahan, 3 raatein, quad room', ''),
 (H, 'Shaza Al Madina', '', 'King Abdul Aziz Road;Madinah;;42311;' + SA, 'مدینہ تین راتیں، ناشتہ شامل', ''),
 (H, 'Jeddah Hilton', '', 'North Corniche Road;Jeddah;;21411;' + SA, 'transit 1 night, airport shuttle 4am', ''),
 # --- Turkey
 (H, 'Ottoman Hotel Imperial', '', 'Cankurtaran Mah., Caferiye Sk. 6/1;İstanbul;;34122;' + TR, 'Istanbul 4 gece, Sultanahmet, booking 44871203', ''),
 (H, 'Hotel Amira Istanbul', '', 'Küçük Ayasofya Mah., Mustafapaşa Sk. 43;İstanbul;;34122;' + TR, 'Abbu ke dost ki recommendation, 2 nights', ''),
 (H, 'Taksim Loft Apart', '', 'Cihangir Mah., Sıraselviler Cd. 62;İstanbul;;34433;' + TR, 'Texhibition, 5 nights, self check-in code 2719, cleaning fee 40€', ''),
 (H, 'Hezen Cave Hotel', '', 'Tabakhane Sk. 1;Ortahisar;Nevşehir;50650;' + TR, '2 gece, cave room, balloon pickup 4:45', ''),
 (H, 'Aydınlı Cave House', '', 'Aydınlı Mah., Aydınlı Sk. 12;Göreme;Nevşehir;50180;' + TR, '', ''),
 (H, 'Les Maisons de Cappadoce', '', 'Belediye Meydanı;Uçhisar;Nevşehir;50240;' + TR, 'anniversary, 1 gece, pool suite', ''),
 (H, 'İnan Kardeşler Otel', '', 'Uzungöl;Çaykara;Trabzon;61940;' + TR, 'Uzungöl 2 nights, lake view, kahvaltı dahil', ''),
 (H, 'Çelik Palas Otel', '', 'Çekirge Cd. 79;Osmangazi;Bursa;16070;' + TR, '', ''),
 (H, 'YOTELAir Istanbul Airport', '', 'İstanbul Havalimanı, Tayakadın;Arnavutköy;İstanbul;34283;' + TR, 'KL layover, cabin 23:00-07:00, airside', ''),
 # --- Malaysia
 (H, 'Ceylonz Suites', '', 'Persiaran Raja Chulan, Bukit Bintang;Kuala Lumpur;;50200;' + MY, 'KL 5 nights, 2BR suite, deposit RM300, rooftop pool', ''),
 (H, 'Aloft Kuala Lumpur Sentral', '', '5 Jalan Stesen Sentral;Kuala Lumpur;;50470;' + MY, '', ''),
 (H, 'First World Hotel', '', 'Genting Highlands;Genting Highlands;Pahang;69000;' + MY, '1 malam, family room, cable car tickets alag', ''),
 (H, 'Meritus Pelangi Beach Resort & Spa', '', 'Pantai Cenang;Langkawi;Kedah;07000;' + MY, 'Langkawi 3 nights, garden chalet, airport transfer RM40', ''),
 (H, 'Malibest Resort', '', 'Pantai Cenang;Langkawi;Kedah;07000;' + MY, '', ''),
 (H, 'Homestay Mak Nab Tanah Rata', '', 'Jalan Persiaran Dayang Indah;Tanah Rata;Pahang;39000;' + MY, 'Cameron 2 malam, rumah penuh, sarapan nasi lemak, bayar tunai', ''),
]
P = [
 # family and household
 (N, 'Ammi', ';Ammi;;;', 'House 24, Block D, Samanabad;Lahore;Punjab;54500;' + PK, 'BP ki dawai har mahine 5 tareekh, umrah passport renew', ''),
 (N, 'Abbu', ';Abbu;;;', '', 'جمعہ کی نماز کے بعد فون', ''),
 (N, 'Sana', 'Bilal;Sana;;;', '', 'school se 2:30 chutti', 'ORG:Lahore Grammar School || TITLE:Senior Teacher (Biology)'),
 (N, 'Ayesha', 'Bilal;Ayesha;;;', '', 'Class 7-B, tuition Mon/Wed 5pm', ''),
 (N, 'Hamza', 'Bilal;Hamza;;;', '', 'cricket academy Sat 8am', ''),
 (N, 'Khala Nasreen', 'Akhtar;Nasreen;;;', 'Block 13-D, Gulshan-e-Iqbal;Karachi;Sindh;75300;' + PK, 'Karachi jao to inke ghar rukna, biryani!', ''),
 (N, 'Mamoo Tariq', 'Hussain;Tariq;;;', 'Al Nahda 2;Dubai;;;' + AE, 'Dubai trip mein 2 raatein inke flat pe ruke, sohan halwa le jana', ''),
 (N, 'Faraz Bhai Islamabad', 'Chaudhry;Faraz;;;', 'House 14, Street 31, F-10/1;Islamabad;ICT;44000;' + PK, 'Isb trips mein inka guest room, Bhabhi ke liye mithai', ''),
 (N, 'Hira (cousin)', 'Chaudhry;Hira;;;', '', 'UET 3rd year, girls hostel Johar Town, Sunday ghar aati hai', ''),
 (N, 'Zarine Avari', 'Avari;Zarine;;;', '', 'Sana ki Kinnaird friend, Navroz wish karna Aug', ''),
 (N, 'Serena Masih', 'Masih;Serena;;;', '', 'Ayesha ki class teacher, PTM Saturday 10am', 'ORG:Lahore Grammar School || TITLE:Class Teacher 7-B'),
 (N, 'Junaid Khan (padosi)', 'Khan;Junaid;;;', 'House 118, Block R-1, Johar Town;Lahore;Punjab;54782;' + PK, 'ghar ki chabi, umrah ke dauran paudon ko paani', ''),
 (N, 'Driver Akram', ';Akram;;;', '', 'salary 35,000, Sunday off', ''),
 # colleagues and clients
 (N, 'Nadeem Butt', 'Butt;Nadeem;;;', '', 'GM Exports, daily 9:30 meeting', 'ORG:Mughal Home Textiles (Pvt) Ltd || TITLE:GM Exports'),
 (N, 'Emre Konak', 'Konak;Emre;;;', '', 'towel buyer, Texhibition stand B-14, WhatsApp', 'ORG:Özdilek Ev Tekstili || TITLE:Satın Alma Müdürü'),
 (N, 'Lim Chee Keong', 'Lim;Chee Keong;;;', '', 'bedsheet order 12,000 sets, LC at sight', 'ORG:Sri Harta Textiles Sdn Bhd'),
 (N, 'Saeed Al Ketbi', 'Al Ketbi;Saeed;;;', '', 'Dubai distributor, meeting expo hall 2', 'ORG:Al Ketbi Home Trading LLC'),
 (N, 'Asif Memon', 'Memon;Asif;;;', '', 'buying house Karachi, samples TCS se', 'ORG:Karachi Sourcing Services || EMAIL:asif.memon@kss.com.pk'),
 # hotel staff, hosts, a landlady, a guide
 (N, 'Faisal Rehman', 'Rehman;Faisal;;;', '', 'corporate rate 2026, 40 room nights/yr, contract renew Jan', 'ORG:Pearl-Continental Hotel Lahore || TITLE:Sales Manager'),
 (N, 'Ali Madad', 'Madad;Ali;;;', '', "owner ka beta, booking WhatsApp pe, 2 raatein Aug", "ORG:Eagle's Nest Hotel Duikar"),
 (N, 'Ghulam Abbas', 'Abbas;Ghulam;;;', '', 'Old Hunza Inn wale, 3 raatein Aug, advance Easypaisa', 'ORG:Old Hunza Inn || TITLE:Manager'),
 (N, 'Ahmet Yıldız', 'Yıldız;Ahmet;;;', '', 'balloon pickup confirm, resepsiyon', 'ORG:Hezen Cave Hotel'),
 (N, 'Nur Aisyah', 'Aisyah;Nur;;;', '', 'Ceylonz host, key card lobby, WhatsApp only', 'ORG:Ceylonz Suites'),
 (N, 'Aunty Shamim (Murree)', 'Bibi;Shamim;;;', 'Kashmir Point;Murree;Punjab;47150;' + PK, 'cottage kiraya 9000/raat, 3 raatein June, advance 10,000 bheja', ''),
 (N, 'Qari Ibrahim (mutawwif)', 'Ibrahim;Qari;;;', '', 'umrah group guide, ziyarat Madina 8am', 'ORG:Labbaik Umrah & Hotels Services'),
 (N, 'Dr. Mehwish Siddiqui', 'Siddiqui;Mehwish;;;', '', 'Hamza pediatrician, Thu 7:30pm slot', 'ORG:Doctors Hospital & Medical Center || TITLE:Consultant Paediatrician'),
]
O = [
 # restaurants, dhabas called hotel, cafés
 (N, 'Haveli Restaurant', '', 'Food Street, Fort Road;Lahore;Punjab;54000;' + PK, 'table 8 logon ka, Friday 9pm, rooftop, Badshahi view', ''),
 (N, "Cooco's Den", '', 'Fort Road Food Street;Lahore;Punjab;54000;' + PK, '', ''),
 (N, 'Butt Karahi', '', 'Lakshmi Chowk;Lahore;Punjab;54000;' + PK, 'desi ghee karahi 1 kg order, pickup 10pm', ''),
 (N, 'Bundu Khan', '', 'M.M. Alam Road, Gulberg III;Lahore;Punjab;54660;' + PK, '', ''),
 (N, 'مدینہ ہوٹل', '', 'جی ٹی روڈ;گوجرانوالہ;پنجاب;;پاکستان', 'چائے پراٹھا، صبح ۶ بجے کھلتا ہے', ''),
 (N, 'Shinwari Hotel Namak Mandi', '', 'Namak Mandi;Peshawar;Khyber Pakhtunkhwa;25000;' + PK, 'dumba karahi 2 kg, 1 ghanta pehle order', ''),
 (N, 'Usmania Restaurant', '', 'Mall Road;Murree;Punjab;47150;' + PK, '', ''),
 (N, 'Cafe de Hunza', '', 'Karimabad;Hunza;Gilgit-Baltistan;;' + PK, 'walnut cake 4 pack, Ammi ke liye', ''),
 (N, 'Ravi Restaurant', '', 'Al Satwa Road;Dubai;;;' + AE, 'Mamoo ke saath dinner, nihari', ''),
 (N, 'Al Baik', '', 'Ajyad Street;Makkah;;24231;' + SA, '', ''),
 (N, 'Karaköy Güllüoğlu', '', 'Kemankeş Mah., Mumhane Cd. 171;İstanbul;;34425;' + TR, 'baklava 2 kg gift box, vacuum pack', ''),
 # marquees, halls, a hotel's banquets, clubs, venues
 (N, 'Mughal Sarai Marquee', '', 'Canal Road, near Thokar Niaz Baig;Lahore;Punjab;54000;' + PK, 'mehndi 12 Dec, 400 guests, per head 2800, advance 2 lakh', ''),
 (N, 'شاہی محل شادی ہال', '', 'جی ٹی روڈ، شاہدرہ;لاہور;پنجاب;;پاکستان', 'بارات ۱۴ دسمبر، ۳۵۰ مہمان، ون ڈش', ''),
 (N, 'Pearl-Continental Lahore Banquets', '', 'Shahrah-e-Quaid-e-Azam;Lahore;Punjab;54000;' + PK, 'walima 15 Dec, Shalimar Hall, menu tasting Sat 4pm', ''),
 (N, 'Lahore Gymkhana', '', 'Upper Mall;Lahore;Punjab;54000;' + PK, 'Abbu ki membership, Sunday brunch, guest fee 1500', ''),
 (N, 'Expo Centre Lahore', '', 'Abdul Haq Road, Johar Town;Lahore;Punjab;54782;' + PK, 'textile expo stand 22, setup 7am, badges reception se', ''),
 (N, 'Sharjah Expo Centre', '', 'Al Khan Road;Sharjah;;;' + AE, 'textile fair hall 2, badge collection 9am', ''),
 # care home, shelter, hostel, pets
 (N, 'Aafiyat Old Age Home', '', 'Ferozepur Road;Lahore;Punjab;54600;' + PK, 'Zubaida aunty (Ammi ki saheli), milne Sunday 4 baje, zakat', ''),
 (N, 'Panahgah Data Darbar', '', 'Data Darbar;Lahore;Punjab;54000;' + PK, 'Ramzan sehri degs, 50,000 donation', ''),
 (N, 'Al-Noor Girls Hostel', '', 'G-1 Market, Johar Town;Lahore;Punjab;54782;' + PK, 'Hira rehti hai, monthly 22,000, visiting 5-7pm, warden Mrs Saleem', ''),
 (N, 'Paws & Claws Pet Hotel', '', 'Phase 6, DHA;Lahore;Punjab;54792;' + PK, 'billi Mano, 12 din umrah ke dauran, 900/din, vaccination card', ''),
 # employer, clients, developers
 (N, 'Mughal Home Textiles (Pvt) Ltd', '', '32-km Sheikhupura Road;Lahore;Punjab;39350;' + PK, 'travel claims 10 tareekh tak HR ko', 'KIND:org'),
 (N, 'Nishat Mills Ltd', '', 'Nishat House, 53-A Lawrence Road;Lahore;Punjab;54000;' + PK, 'greige fabric PO 4471, delivery 20 Nov', ''),
 (N, 'Interloop Limited', '', '1-km Khurrianwala-Jaranwala Road;Faisalabad;Punjab;38000;' + PK, 'socks sample approval, Naveed ko call', ''),
 (N, 'Grand Residency Builders & Developers', '', 'Raiwind Road;Lahore;Punjab;55150;' + PK, '5 marla plot file, installment 4/12, 85,000 due 10th', ''),
 (N, 'DAMAC Properties', '', 'DAMAC Executive Heights, Barsha Heights;Dubai;;;' + AE, 'Mamoo ka off-plan apartment, payment plan', ''),
 # travel agencies, tour operators
 (N, 'Labbaik Umrah & Hotels Services', '', 'Kashmir Block, Allama Iqbal Town;Lahore;Punjab;54570;' + PK, 'umrah package 21 din, visa + hotels + transport, balance 1.2 lakh Friday tak', 'EMAIL:bookings@labbaikumrah.pk'),
 (N, 'Musafir Travels', '', 'Liberty Market, Gulberg III;Lahore;Punjab;54660;' + PK, 'Istanbul tickets, PNR 6TQ2KD', ''),
 (N, 'Adventure Tours Pakistan', '', 'Street 12, G-9/3;Islamabad;ICT;44000;' + PK, 'Skardu group tour 7 din, per head 65,000', ''),
 (N, 'Concordia Jeep Service', '', 'Hussaini Chowk;Skardu;Gilgit-Baltistan;;' + PK, 'Land Cruiser Deosai ke liye, 18,000 per day', ''),
 (N, 'Royal Balloon', '', 'Aydınlı Mah.;Göreme;Nevşehir;50180;' + TR, 'balon 4 kişi, 05:00 pickup, €170/kişi', ''),
 # airlines, trains, ferries, a cruise
 (N, 'PIA', '', '', 'PK-757 LHE-JED, Awards+ 44721009', 'KIND:org'),
 (N, 'Airblue', '', '', 'PA-410 LHE-DXB, Blue Miles 338120044', 'KIND:org'),
 (N, 'flynas', '', '', '', ''),
 (N, 'Turkish Airlines', '', '', 'Miles&Smiles TK 229019477', ''),
 (N, 'Malaysia Airlines', '', '', 'KUL-LGK, Enrich 220301887', ''),
 (N, 'Pakistan Railways - Karakoram Express', '', 'Lahore Railway Station;Lahore;Punjab;54000;' + PK, 'AC sleeper, berth 23-24, coach 7, Lahore-Karachi 3:30pm', ''),
 (N, 'Haramain High Speed Railway', '', '', 'Makkah-Madinah 9:00, business class, 4 tickets', ''),
 (N, 'Şehir Hatları', '', 'Eminönü İskelesi;İstanbul;;34110;' + TR, 'Boğaz turu 10:35, İstanbulkart', ''),
 (N, 'Langkawi Ferry Line', '', 'Jeti Kuah;Langkawi;Kedah;07000;' + MY, 'Kuala Perlis-Langkawi 11am, 4 adults', ''),
 (N, 'Marina Dhow Cruise Dinner', '', 'Dubai Marina Walk;Dubai;;;' + AE, 'dinner cruise 8pm, 5 pax, veg option', ''),
 # hammam, sights, bazaar
 (N, 'Çemberlitaş Hamamı', '', 'Molla Fenari Mah., Vezirhan Cd. 8;İstanbul;;34122;' + TR, 'erkekler kısmı 11:00, kese köpük', ''),
 (N, 'Baltit Fort', '', 'Karimabad;Hunza;Gilgit-Baltistan;;' + PK, 'guided tour 11am, andar photography nahi', ''),
 (N, 'Fidan Han', '', 'Kapalıçarşı, Osmangazi;Bursa;;16010;' + TR, 'Iskender ke baad çay, courtyard, bachon ke liye kestane şekeri', ''),
 # health, school, services, shops
 (N, 'Doctors Hospital & Medical Center', '', '152-A/G1 Canal Bank, Johar Town;Lahore;Punjab;54782;' + PK, 'Abbu cardiology OPD Tue 6pm, Dr. Khurram', ''),
 (N, 'Chughtai Lab', '', 'Jail Road;Lahore;Punjab;54000;' + PK, 'Abbu HbA1c + lipid profile, fasting 8am', ''),
 (N, 'Services Hospital Vaccination Centre', '', 'Jail Road;Lahore;Punjab;54000;' + PK, 'umrah meningitis ACWY + polio certificate, 4 log', ''),
 (N, 'Lahore Grammar School Johar Town', '', '55-Main Boulevard, Johar Town;Lahore;Punjab;54782;' + PK, 'fee challan 10 tareekh tak, Ayesha & Hamza', ''),
 (N, 'Khaadi Packages Mall', '', 'Packages Mall, Walton Road;Lahore;Punjab;54810;' + PK, 'Eid order pickup, receipt 88213', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AX{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
