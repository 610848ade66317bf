#!/usr/bin/env python3
"""Writes cards.tsv for review74: one realistic address book of an Amman-based Jordanian family - Omar Al-Tal
(عمر التل), a regional sales manager with a pharmaceutical company, travelling for work to Aqaba, Irbid, Beirut,
Riyadh, Jeddah, Dubai, Doha, Kuwait, Cairo, Istanbul and Cyprus; Rania (رانيا), a teacher who plans the family's
holidays: Dead Sea resorts, Wadi Rum Bedouin camps, Petra hotels and Wadi Musa guest houses, the RSCN eco-lodges
of Dana, Mujib, Ajloun and Azraq, Lebanese mountain guest houses (beit), Cyprus apartments, Sharm el-Sheikh, a
chalet at Tala Bay and a farm near Jerash rented for a night, the mother-in-law's Umrah (a Mecca and a Medina
hotel) - and the home contacts around them. Names and NOTEs in Arabic (Arabic script) and English, a few in Greek
and Turkish. A Jordanian book has its own traps: Sufra and other restaurants (مطعم), Beit Sitti (a cooking
school and restaurant named 'house'), a 'Palace' wedding hall (قاعة أفراح), a hotel-school (فندقة) college, a
shawarma shop and a knafeh shop named after places, a استراحة that is a roadside café and a Resthouse that is a
restaurant beside a استراحة that lets rooms (the Karak Rest House), a care home called دار الضيافة, a pet hotel,
a developer, an Umrah travel agency that books the Mecca hotel, a hospital's guest wing, Wild Jordan (the RSCN's
booking office and café), a Petra travel agency, a hotel's bar, day-use beaches and a Turkish bath, family names Nazzal (نزال), Al Khan (الخان), Mukhaimer (مخيمر) and Qasrawi (قصراوي),
hotel staff and hosts whose ORG is their place, the furnished-apartments landlord (المالك) and a Cypriot
landlady, the JETT bus, the Aqaba-Nuweiba ferry, a sleeper train and a high-speed train. Each row: (label, name,
n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is
in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, tent,
hut, chalet, cottage or pitch at for the night (hotels, aparthotels and furnished short-let apartments,
hostels, guest houses and homestays (beit, بيت ضيافة, نزل), Bedouin camps (مخيم), eco-lodges, campsites,
resorts, chalets (شاليه) and farms rented for the night, a rest house (استراحة) that lets rooms); not =
everything else, including hotel staff's, hosts' and landlords' personal cards, restaurants, a bar, cafés,
wedding halls, a hotel school, a care home, a pet hotel, a hospital's guest wing, travel agencies, day-use
beaches and baths, a sleeper train and a ferry. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Omar's work: Aqaba
 (H, 'Kempinski Aqaba', '', 'King Hussein Street;Aqaba;;77110;Jordan', 'مؤتمر الصيادلة، ليلتين، الفاتورة على الشركة', 'URL:https://www.kempinski.com/en/hotel-aqaba'),
 (H, 'فندق القدرة', '', 'شارع النهضة;العقبة;;77110;الأردن', '', ''),
 (H, 'DoubleTree by Hilton Aqaba', '', 'Al Nahda Street;Aqaba;;77110;Jordan', '1 night, Hilton Honors 4471 0932, check in from 3pm', ''),
 # --- Irbid
 (H, 'فندق أمية', '', 'شارع الجامعة;إربد;;21110;الأردن', 'زيارة الموزع، ليلة وحدة، غرفة 207', ''),
 (H, 'Al Joude Hotel Irbid', '', 'University Street;Irbid;;21110;Jordan', '', ''),
 # --- Beirut
 (H, 'Albergo Beirut', '', 'Abdel Wahab El Inglizi Street - Achrafieh;Beirut;;;Lebanon', '2 nights, client pays, room 611', ''),
 (H, 'فندق مايفلاور', '', 'شارع نعمة يافث - الحمرا;بيروت;;;لبنان', '3 ليالي، الفطور ضمن السعر، كاش دولار', ''),
 (H, 'Saifi Suites', '', 'Pasteur Street - Gemmayzeh;Beirut;;;Lebanon', 'suite with kitchenette, 4 nights, ask for high floor', ''),
 (H, 'Hamra Urban Gardens', '', "Jeanne d'Arc Street - Hamra;Beirut;;;Lebanon", 'booking 30981, breakfast on the roof', ''),
 # --- Riyadh
 (H, 'Novotel Riyadh Al Anoud', '', 'King Fahd Road;Riyadh;;12211;Saudi Arabia', 'ALL member, 3 nights, invoice to Hikma Jordan', ''),
 (H, 'شقق بودل الفندقية - العليا', '', 'طريق العليا;الرياض;;12214;السعودية', 'شقة غرفتين أسبوع المعرض، حجز 88120', ''),
 (H, 'Al Faisaliah Hotel', '', 'King Fahd Road - Al Olaya;Riyadh;;12212;Saudi Arabia', '', ''),
 (H, 'Braira Olaya', '', 'Olaya Street;Riyadh;;12213;Saudi Arabia', 'late check out 2pm ok', ''),
 # --- Jeddah
 (H, 'Rosewood Jeddah', '', 'Corniche Road - Al Shati;Jeddah;;23414;Saudi Arabia', '2 nights, sea view, breakfast incl.', ''),
 (H, 'Centro Shaheen Jeddah by Rotana', '', 'Prince Sultan Road;Jeddah;;23511;Saudi Arabia', '', ''),
 # --- Dubai
 (H, 'Vida Downtown', '', 'Sheikh Mohammed bin Rashid Boulevard;Dubai;;;UAE', 'Arab Health week, 4 nights, no breakfast', ''),
 (H, 'Premier Inn Dubai Silicon Oasis', '', 'Dubai Silicon Oasis;Dubai;;;UAE', '', ''),
 (H, 'Roda Al Murooj', '', 'Sheikh Zayed Road - Downtown;Dubai;;;UAE', 'serviced apt 1BR, 5 nights, deposit AED 1000 on card', ''),
 (H, 'Orient Guest House Al Fahidi', '', 'Al Fahidi Historical District - Bur Dubai;Dubai;;;UAE', 'courtyard room, 2 nights, walk to the abra', ''),
 # --- Doha
 (H, 'Arumaila Boutique Hotel', '', 'Souq Waqif;Doha;;;Qatar', '2 nights, check-in 15:00, parking at the souq', ''),
 (H, 'Sharq Village & Spa', '', 'Ras Abu Aboud Street;Doha;;;Qatar', '', ''),
 # --- Kuwait
 (H, 'Costa del Sol Hotel Kuwait', '', 'Arabian Gulf Street - Salmiya;Kuwait City;;;Kuwait', 'KD corporate rate, 2 nights', 'EMAIL:reservations@costadelsolkuwait.com'),
 (H, 'فندق سفير الفنطاس', '', 'الطريق الساحلي;الفنطاس;;;الكويت', '', ''),
 (H, 'Crowne Plaza Kuwait Al Thuraya City', '', 'Airport Road - Farwaniya;Kuwait City;;;Kuwait', 'near airport, 1 night, flight 6:10 am', ''),
 # --- Cairo
 (H, 'Steigenberger El Tahrir', '', '2 Kasr El Nil Street;Cairo;;;Egypt', 'ليلتين، غرفة على الميدان', ''),
 (H, 'فندق جراند نايل تاور', '', 'كورنيش النيل - جاردن سيتي;القاهرة;;;مصر', '', ''),
 (H, 'Pension Roma', '', '169 Mohamed Farid Street - Downtown;Cairo;;;Egypt', 'old family pension 4th floor, 3 nights, cash EGP', ''),
 # --- Istanbul
 (H, 'Çırağan Palace Kempinski', '', 'Çırağan Caddesi 32 - Beşiktaş;İstanbul;;34349;Türkiye', 'CPhI Istanbul, 3 nights, client dinner on the terrace', 'URL:https://www.kempinski.com/en/ciragan-palace'),
 (H, 'Ibrahim Pasha', '', 'Terzihane Sokak 7 - Sultanahmet;İstanbul;;34122;Türkiye', 'kahvaltı terasta, 2 gece', ''),
 (H, 'Radisson Blu Hotel Istanbul Şişli', '', 'Halaskargazi Caddesi 380 - Şişli;İstanbul;;34381;Türkiye', '', ''),
 # --- Cyprus (work)
 (H, 'Cleopatra Hotel Nicosia', '', 'Florinis 8;Nicosia;;1065;Cyprus', '2 nights, meeting Medochemie Tue', ''),
 (H, 'Parklane Limassol', '', 'Giannou Kranidioti 11;Limassol;;4534;Cyprus', '', ''),
 # --- Amman, for guests
 (H, 'Le Royal Amman', '', 'Zahran Street - 3rd Circle;Amman;;11181;Jordan', 'الضيوف من دبي، غرفتين، 3 ليالي', ''),
 (H, 'فندق رينبو', '', 'شارع الرينبو - جبل عمان;عمّان;;11181;الأردن', 'لابن خالتي من ألمانيا، 5 ليالي، الدفع عند الوصول', ''),
 (H, 'Toledo Amman', '', 'Umayyah Bin Abd Shams Street - Jabal Amman;Amman;;11181;Jordan', '', ''),
 (H, 'Jordan Tower Hotel', '', 'Hashemite Street - Downtown;Amman;;11118;Jordan', 'للشباب أصحاب زيد من الجامعة، غرفة 3 أسرة', ''),
 (H, 'Nomads Hotel', '', 'Yousef Al Sukkar Street 3;Amman;;11183;Jordan', 'hostel, dorm bed for Jonas (exchange student), 6 nights', ''),
 # --- holidays: the Dead Sea and Ma'in
 (H, 'Kempinski Hotel Ishtar Dead Sea', '', 'Dead Sea Road - Sweimeh;Dead Sea;;18283;Jordan', 'عيد الأضحى، 3 ليالي، غرفتين متصلتين، الفطور مشمول', ''),
 (H, 'ماريوت البحر الميت', '', 'طريق البحر الميت - سويمة;البحر الميت;;18283;الأردن', 'حجز 771245، الدخول 3 العصر، سرير إضافي لزيد', ''),
 (H, 'Dead Sea Spa Hotel', '', 'Dead Sea Road;Sweimeh;;18283;Jordan', '', ''),
 (H, 'Hilton Dead Sea Resort & Spa', '', 'Dead Sea Road;Sweimeh;;18283;Jordan', 'weekend, 1 night, half board', ''),
 (H, 'Holiday Inn Resort Dead Sea', '', 'Dead Sea Road;Sweimeh;;18283;Jordan', '', ''),
 (H, "Ma'in Hot Springs", '', "Ma'in;Madaba;;17110;Jordan", 'ليلتين، غرفة 118 قدام الشلال', ''),
 # --- Wadi Rum
 (H, "Captain's Desert Camp", '', 'Wadi Rum Protected Area;Wadi Rum;;77110;Jordan', 'Martian dome, 1 night, zarb dinner, pick up from visitor centre 4pm', ''),
 (H, 'مخيم صالح البدوي', '', 'محمية وادي رم;وادي رم;;;الأردن', 'ليلتين، خيمة عائلية، العشا زرب، عربون 40 دينار', ''),
 (H, 'Wadi Rum Candles Camp', '', 'Wadi Rum Protected Area;Wadi Rum;;;Jordan', '', ''),
 (H, 'Hasan Zawaideh Camp', '', 'Disi;Wadi Rum;;;Jordan', 'cheaper option, tents with beds, 2 nights', ''),
 (H, 'Wadi Rum UFO Luxotel', '', 'Wadi Rum Protected Area;Wadi Rum;;;Jordan', 'عيد ميلاد زيد، bubble tent ليلة وحدة', ''),
 # --- Petra and Wadi Musa
 (H, 'Nabatean Castle', '', 'Tourism Street;Wadi Musa;;71810;Jordan', '2 nights, shuttle to the gate, Petra by Night on Thursday', ''),
 (H, 'La Maison Hotel', '', 'Tourism Street;Wadi Musa;;71810;Jordan', 'ليلة، جنب البوابة، غرفة 12', ''),
 (H, 'Hayat Zaman', '', 'Taybeh;Wadi Musa;;71810;Jordan', 'old village, 2 nights, room 23 with courtyard', ''),
 (H, 'Rocky Mountain Hotel', '', 'Main Street;Wadi Musa;;71810;Jordan', '', ''),
 (H, 'بيت ضيافة أم رامي', '', 'الحي الشرقي;وادي موسى;;71810;الأردن', 'عند عائلة، ليلة، العشا مقلوبة والفطور', ''),
 (H, 'Ammarin Bedouin Camp', '', 'Little Petra Road;Beidha;;71810;Jordan', '', ''),
 (H, 'Petra Palace Hotel', '', 'Tourism Street;Wadi Musa;;71810;Jordan', '', ''),
 # --- RSCN lodges
 (H, 'Mujib Chalets', '', 'Dead Sea Road - Mujib Bridge;Mujib Biosphere Reserve;;;Jordan', 'chalet 4, 2 nights, Siq trail 8am with guide', ''),
 (H, 'بيت ضيافة ضانا', '', 'قرية ضانا;الطفيلة;;;الأردن', 'ليلة، غرفة على الوادي، الحجز عن طريق وايلد جوردن', ''),
 (H, 'Rummana Campsite', '', 'Dana Biosphere Reserve;Tafileh;;;Jordan', 'tent for 4, 2 nights, bring sleeping bags', ''),
 (H, 'Ajloun Forest Lodge', '', 'Ajloun Forest Reserve;Ajloun;;26810;Jordan', 'cabin 3, 1 night, soap house trail 9:00', ''),
 (H, 'بيت ضيافة عرجان', '', 'عرجان;عجلون;;;الأردن', '', ''),
 (H, 'Azraq Lodge', '', 'Azraq South;Azraq;;;Jordan', 'wetland reserve, 1 night, old British hospital building', ''),
 # --- Lebanese mountains
 (H, 'Beit Douma', '', 'Douma;Batroun;;;Lebanon', 'ليلتين، الترويقة بالجنينة، رقم ريتا بكرتها', ''),
 (H, 'Beit Al Batroun', '', 'Batroun;Batroun;;;Lebanon', '3 nights, room Zaatar, check in after 2', ''),
 (H, 'Beit Toula', '', 'Toula;Batroun;;;Lebanon', '', ''),
 (H, 'Bkerzay', '', 'Baakline;Chouf;;;Lebanon', 'ليلة، ورشة فخار للولاد الصبح', ''),
 (H, "L'Auberge des Cèdres", '', 'The Cedars;Bsharri;;;Lebanon', 'ski weekend, 2 nights', ''),
 # --- Cyprus with the family
 (H, 'Διαμερίσματα Ελένη', '', 'Ποσειδώνος 14 - Κάτω Πάφος;Πάφος;;8042;Κύπρος', '7 nights Aug, apt 3, key from Mrs Eleni', ''),
 (H, 'Nissi Park', '', 'Nissi Avenue;Ayia Napa;;5340;Cyprus', 'all inclusive 5 nights', ''),
 (H, 'Finikoudes flat (Airbnb)', '', 'Athinon Avenue 28;Larnaca;;6022;Cyprus', 'Airbnb HMK2QX9, self check-in code 2580, 4 nights', ''),
 (H, 'Villa Kalypso Protaras', '', 'Kalypso Street 7;Protaras;;5296;Cyprus', 'private pool, 6 nights, deposit €300', ''),
 # --- Sharm el-Sheikh
 (H, 'Rixos Sharm El Sheikh', '', 'Nabq Bay;Sharm El Sheikh;;;Egypt', 'عرض نخال، 5 ليالي الكل شامل', ''),
 (H, 'Baron Resort Sharm El Sheikh', '', 'Ras Nasrani;Sharm El Sheikh;;;Egypt', '', ''),
 (H, 'Domina Coral Bay', '', 'Om El Seid;Sharm El Sheikh;;;Egypt', '4 nights, bungalow near the kids pool', ''),
 # --- Aqaba with the family
 (H, 'شاليهات تالا باي', '', 'تالا باي - الساحل الجنوبي;العقبة;;77110;الأردن', 'شاليه بمسبح خاص، ليلتين، استلام المفتاح 2 الظهر', ''),
 (H, 'Hyatt Regency Aqaba Ayla', '', 'Ayla;Aqaba;;77110;Jordan', '', ''),
 (H, 'شقق الياسمين المفروشة', '', 'المنطقة السكنية التاسعة;العقبة;;77110;الأردن', 'شقة غرفتين نوم، 3 ليالي، العربون لأبو يوسف', ''),
 # --- Jordan, weekends and trips
 (H, 'مزرعة الريان - جرش', '', 'طريق جرش - سوف;جرش;;26110;الأردن', 'مزرعة بمسبح، ليلة الخميس، 120 دينار', ''),
 (H, 'Beit Al Baraka', '', 'Umm Qais;Irbid;;;Jordan', '1 night, homestay with Um Mohammad, breakfast', ''),
 (H, 'Olive Branch Hotel', '', 'Jerash - Ajloun Road;Jerash;;26110;Jordan', 'on the way to Ajloun, 1 night', ''),
 (H, 'Queen Ayola Hotel', '', 'Talal Street;Madaba;;17110;Jordan', 'لضيوف العرس من مادبا، 4 غرف', ''),
 (H, 'Beit Aziz', '', 'Hammam Street;Salt;;19110;Jordan', '', ''),
 (H, 'استراحة الكرك', '', 'بجانب قلعة الكرك;الكرك;;61110;الأردن', 'ليلة بالطريق للبتراء، غرفة مطلة على القلعة', ''),
 # --- the mother-in-law's Umrah
 (H, 'Elaf Kinda Hotel Makkah', '', 'Ibrahim Al Khalil Street - Ajyad;Makkah;;24231;Saudi Arabia', 'غرفة لحماتي وأم فادي، 5 ليالي، قريب من الحرم', ''),
 (H, 'دار الإيمان إنتركونتيننتال', '', 'المنطقة المركزية الشمالية;المدينة المنورة;;42311;السعودية', '', ''),
]
P = [
 # family and household
 (N, 'الوالدة', ';الوالدة;;;', 'شارع الجامعة - الجبيهة;عمّان;;11941;الأردن', 'دوا الضغط، غدا الجمعة عندها', ''),
 (N, 'حماتي أم رانيا', 'الحديد;أم رانيا;;;', '', 'عمرة 12-20 رجب، إيلاف كندة مكة 5 ليالي والمدينة 3، مع الرواحل', ''),
 (N, 'رانيا', 'التل;رانيا;;;', '', 'الدوام لل 2:30', 'ORG:مدرسة الأهلية للبنات || TITLE:معلمة رياضيات'),
 (N, 'زيد', 'التل;زيد;;;', '', 'صف سابع، تدريب كرة الثلاثاء', ''),
 (N, 'لينا', 'التل;لينا;;;', '', 'صف رابع، باليه السبت 10', ''),
 (N, 'فادي التل', 'التل;فادي;;;', 'حي الملقا;الرياض;;;السعودية', 'أخوي، واتساب بس', ''),
 (N, 'خالتي سميرة', 'الحديد;سميرة;;;', '', 'عرس بنتها بالصيف', ''),
 (N, 'أحمد نزال', 'نزال;أحمد;;;', 'شارع عبدالله غوشة 21;عمّان;;11821;الأردن', 'الجار، الطابق الثالث، مفتاح الخزان', ''),
 (N, 'طارق الخان', 'الخان;طارق;;;', '', 'مدرب زيد، تمرين 5 العصر', 'ORG:النادي الأرثوذكسي'),
 (N, 'Hala Mukhaimer', 'Mukhaimer;Hala;;;', '', "Lina's class teacher, parents meeting Tue 1:30", 'ORG:Amman Baccalaureate School || TITLE:Grade 4 teacher'),
 (N, 'أبو أحمد السباك', 'السباك;أبو أحمد;;;', '', 'تسريب الحمام، 15 دينار', ''),
 (N, 'Marites (helper)', 'Santos;Marites;;;', '', 'day off Friday, salary on the 1st', ''),
 (N, 'أبو علي تكسي', ';أبو علي;;;', '', 'المطار 4 الصبح، 15 دينار', ''),
 # colleagues and clients
 (N, 'Wael Abu-Hamdan', 'Abu-Hamdan;Wael;;;', '', 'monthly review 1st Sunday 9:00', 'ORG:Hikma Pharmaceuticals || TITLE:Regional Sales Director || EMAIL:w.abuhamdan@hikma.com'),
 (N, 'Rami Qasrawi', 'Qasrawi;Rami;;;', '', 'Aqaba and south territory', 'ORG:Hikma Pharmaceuticals || TITLE:Medical Rep'),
 (N, 'محمد عبيدات', 'عبيدات;محمد;;;', 'دوار القبة;إربد;;;الأردن', 'طلبية الشهر، شيكات آخر الشهر', 'ORG:مستودع أدوية الشمال'),
 (N, 'Georges Khoury', 'Khoury;Georges;;;', '', 'tender results end of month', 'ORG:Mersaco s.a.l.'),
 (N, 'عبدالعزيز العتيبي', 'العتيبي;عبدالعزيز;;;', '', 'اجتماع الأحد 10 الصبح', 'ORG:شركة النهدي الطبية || TITLE:مدير المشتريات'),
 (N, 'Faisal Bakhsh', 'Bakhsh;Faisal;;;', '', 'Jeddah listing, call after Asr', 'ORG:Al-Dawaa Medical Services'),
 (N, 'Sanjay Menon', 'Menon;Sanjay;;;', '', 'Arab Health booth B42', 'ORG:Aster DM Healthcare'),
 (N, 'Hamad Al-Kuwari', 'Al-Kuwari;Hamad;;;', '', 'tender 2026/117', 'ORG:Sidra Medicine'),
 (N, 'بدر المطيري', 'المطيري;بدر;;;', '', 'تسجيل الأصناف الجديدة', 'ORG:وزارة الصحة - الكويت'),
 (N, 'Ahmed Abdel Aziz', 'Abdel Aziz;Ahmed;;;', '', 'Cairo distributor, pricing file', ''),
 (N, 'Emre Yılmaz', 'Yılmaz;Emre;;;', '', 'licensing call Wed 11:00 TR time', 'ORG:Abdi İbrahim'),
 (N, 'Andreas Georgiou', 'Georgiou;Andreas;;;', '', 'EU batch release, Limassol site', 'ORG:Medochemie Ltd'),
 # hotel staff, hosts, landlords
 (N, 'Dana Khoury', 'Khoury;Dana;;;', '', 'corporate rate 2026, send the RFP', 'ORG:Kempinski Hotel Aqaba Red Sea || TITLE:Sales Manager'),
 (N, 'ريم - حجوزات عشتار', 'الحديدي;ريم;;;', '', 'تتصل قبل العيد، عرض ليلتين', 'ORG:Kempinski Hotel Ishtar Dead Sea || TITLE:Reservations'),
 (N, 'سالم الزوايدة', 'الزوايدة;سالم;;;', '', 'يستنانا بقرية رم الساعة 3، ليلتين', 'ORG:Hasan Zawaideh Camp'),
 (N, 'Rita Abi Nader', 'Abi Nader;Rita;;;', '', 'host, WhatsApp, speaks French', 'ORG:Beit Douma'),
 (N, 'أبو يوسف (المالك)', 'العمري;أبو يوسف;;;', '', 'مالك شقق الياسمين بالعقبة، 3 ليالي، عربون 50 دينار كليك', ''),
 (N, 'Eleni Charalambous', 'Charalambous;Eleni;;;', '', 'landlady Paphos, 7 nights Aug, deposit €200 by Revolut', ''),
]
O = [
 # restaurants, cafés, sweets
 (N, 'مطعم سفرة', '', 'شارع الرينبو 26 - جبل عمان;عمّان;;11181;الأردن', 'حجز طاولة 8 أشخاص الجمعة 2 الظهر، منسف', ''),
 (N, 'مطعم هاشم', '', 'شارع الملك فيصل - وسط البلد;عمّان;;11118;الأردن', '', ''),
 (N, 'Fakhr El-Din', '', 'Taha Hussein Street 40 - Jabal Amman;Amman;;11181;Jordan', 'anniversary, Thu 8:30pm, table for 2', ''),
 (N, 'Kan Zaman', '', 'Airport Road - Yadudah;Amman;;;Jordan', 'عزومة الشركة، 25 شخص', ''),
 (N, 'Beit Sitti', '', 'Mohammad Ali Al Saadi Street 16 - Jabal Al Weibdeh;Amman;;11191;Jordan', 'cooking class for the Dubai guests, Sat 10am, 6 people', ''),
 (N, 'شاورما البتراء', '', 'شارع المدينة المنورة;عمّان;;11196;الأردن', 'طلب 6 صاج عربي وبطاطا', ''),
 (N, 'حلويات كنافة نابلس', '', 'شارع الجاردنز;عمّان;;11195;الأردن', 'كنافة ناعمة 2 كيلو لعزومة الجمعة', ''),
 (N, 'استراحة القطرانة', '', 'الطريق الصحراوي;القطرانة;;;الأردن', 'وقفة عالطريق، قهوة وبنزين', ''),
 (N, 'Umm Qais Resthouse', '', 'Umm Qais archaeological site;Umm Qais;;;Jordan', 'lunch with the view of Tiberias, Fri 1pm', ''),
 (N, 'The Cave Bar', '', 'Petra Visitor Centre;Wadi Musa;;71810;Jordan', 'drinks with the Dubai team after Petra by Night', ''),
 (N, 'Chez Maguy', '', 'Old Port;Batroun;;;Lebanon', 'fish lunch, reserve Sunday 1pm', ''),
 (N, 'Dead Sea Panorama Complex', '', 'Dead Sea Parkway;Dead Sea;;;Jordan', 'sunset dinner, restaurant closes 10pm', ''),
 # names with a lodging word, and venues
 (N, 'Al Umara Palace - قاعة أفراح', '', 'طريق المطار;عمّان;;;الأردن', 'عرس بنت خالتي سميرة، الخميس 8 المسا، 350 معزوم', ''),
 (N, 'كلية عمون الجامعية التطبيقية للفندقة والسياحة', '', 'شارع الملكة رانيا;عمّان;;;الأردن', 'تسجيل ابن خالتي، دبلوم فندقة', ''),
 (N, 'دار الضيافة للمسنين', '', 'جبل اللويبدة;عمّان;;;الأردن', 'زيارة جدة رانيا الجمعة بعد العصر', ''),
 (N, 'Woof & Meow Pet Hotel', '', 'Airport Road - Dabouq;Amman;;;Jordan', 'مشمش القطة، 5 ليالي وقت قبرص، 7 دنانير الليلة', ''),
 (N, 'Ayla Oasis Development Company', '', 'Ayla;Aqaba;;77110;Jordan', 'show villa visit, ask for the payment plan', 'URL:https://www.ayla.com.jo'),
 (N, 'مستشفى الخالدي - جناح الضيوف', '', 'شارع ابن خلدون - جبل عمان;عمّان;;11191;الأردن', 'عملية ماما، غرفة 412، 3 ليالي، مرافق', ''),
 (N, 'King Hussein Bin Talal Convention Center', '', 'Dead Sea Road;Sweimeh;;18283;Jordan', 'Hikma annual meeting, registration 8am', ''),
 # travel
 (N, 'الملكية الأردنية', '', 'Housing Bank Commercial Centre - Shmeisani;Amman;;;Jordan', 'Royal Club 4412 9087', 'KIND:org || URL:https://www.rj.com'),
 (N, 'Jazeera Airways', '', '', 'AMM-KWI booking ref KQ7PLM', 'KIND:org'),
 (N, 'Middle East Airlines', '', '', 'AMM-BEY, 2 bags', 'KIND:org'),
 (N, 'جت للنقل السياحي', '', 'شارع الملكة نور - الشميساني;عمّان;;;الأردن', 'باص العقبة 7 الصبح، مقاعد 11-14', ''),
 (N, 'Arab Bridge Maritime', '', 'South Port;Aqaba;;77110;Jordan', 'Aqaba-Nuweiba ferry, car + 4, boarding 11:00', ''),
 (N, 'شركة الرواحل للحج والعمرة', '', 'شارع الجاردنز;عمّان;;;الأردن', 'عمرة حماتي، باص وفندق مكة 5 ليالي والمدينة 3', ''),
 (N, 'Petra Moon Tourism Services', '', 'Tourism Street;Wadi Musa;;71810;Jordan', 'quote Petra + Wadi Rum 3 days for the Dubai guests', ''),
 (N, 'Nakhal Travel', '', 'Zahran Street - 3rd Circle;Amman;;;Jordan', 'Sharm package, visa on arrival', ''),
 (N, 'Wild Jordan', '', 'Othman Bin Affan Street - Jabal Amman;Amman;;;Jordan', 'حجز ضانا والموجب، الدفع كاش عندهم، الكافيه فوق', ''),
 (N, 'قطار الحرمين السريع', '', 'محطة السليمانية;جدة;;;السعودية', 'جدة - مكة، تذكرتين درجة أعمال', ''),
 (N, 'Abela Egypt Sleeping Trains', '', 'Ramses Station;Cairo;;;Egypt', 'Cairo-Luxor sleeper, cabin for 2, 8pm', ''),
 (N, 'Wadi Rum Desert Jeep Tours', '', 'Rum Village;Wadi Rum;;;Jordan', '4h jeep tour 9am, 4 people', ''),
 (N, 'Dive Aqaba', '', 'South Beach Road;Aqaba;;77110;Jordan', 'Zaid try dive 10:00', ''),
 (N, 'Monte Carlo Rent a Car', '', 'Queen Alia Airport;Amman;;;Jordan', '', ''),
 # baths, beaches, day visits
 (N, 'Al-Pasha Turkish Bath', '', 'Al Mahmoud Taha Street - Jabal Amman;Amman;;;Jordan', 'men Friday 2pm, massage', ''),
 (N, 'شاطئ عمان السياحي', '', 'طريق البحر الميت;سويمة;;;الأردن', 'دخول يومي، 20 دينار للشخص', ''),
 (N, 'Berenice Beach Club', '', 'South Beach;Aqaba;;77110;Jordan', 'day pass, lunch included', ''),
 (N, 'Petra Visitor Centre', '', 'Tourism Street;Wadi Musa;;71810;Jordan', 'Jordan Pass, Petra by Night tickets Thu 8:30pm', ''),
 # health, school, home
 (N, 'Dr. Nadia Kanaan', 'Kanaan;Nadia;;;', '', 'Lina vaccines, Mon 5:15pm', 'ORG:Kanaan Pediatric Clinic || TITLE:Pediatrician'),
 (N, 'عيادة د. باسل للأسنان', '', 'شارع وصفي التل;عمّان;;;الأردن', 'تنظيف لينا الأحد 4:30', ''),
 (N, 'Amman Baccalaureate School', '', 'Sweifieh;Amman;;;Jordan', 'accounts office, 2nd instalment', ''),
 (N, 'عيادة أبو نصير البيطرية', '', 'أبو نصير;عمّان;;;الأردن', 'مشمش تطعيم السنوي', ''),
 (N, 'أبو خليل حارس العمارة', ';أبو خليل;;;', '', 'جرة الغاز، الزبالة', ''),
 (N, 'Orange Jordan', '', '', 'fiber 100M, ticket 55012', ''),
 (N, 'Cozmo Abdoun', '', 'Abdoun;Amman;;;Jordan', '', ''),
 (N, 'Embassy of Cyprus Amman', '', 'Jabal Amman;Amman;;;Jordan', 'visa appointment Sun 9:30, bank statements', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BO{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
