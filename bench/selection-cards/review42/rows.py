#!/usr/bin/env python3
"""Writes cards.tsv for review42: one realistic address book of a Dubai-based Egyptian family (Karim Abdelrahman,
key-account manager for a medical-devices distributor, travelling for work to Abu Dhabi, Doha, Riyadh, Jeddah,
Muscat, Manama, Kuwait City, Cairo, Amman, Beirut, Casablanca, Istanbul, London and Mumbai; and Dina Farouk, a
pharmacist, who plans the family's holidays: Red Sea resorts in Hurghada, El Gouna, Soma Bay, Sharm, Dahab and
Marsa Alam, a Sahel chalet, Nile cruises and a dahabiya, Luxor and Aswan, Siwa eco-lodges, Fayoum and St
Katherine, UAE desert and mountain stays, Omani desert camps and mountain guest houses, Moroccan riads, dars and
kasbahs, Jordanian camps and lodges, Georgian guest houses, the Maldives) and the home contacts around them. Not a
trap list, but such a book has its own: 'فندق' in a restaurant's and a museum's name, 'استراحة' that is a road
rest stop or a private rest house hired for a party, 'شاليه' on a furniture showroom and a chalet developer, 'قصر'
on a wedding hall and two palace museums, a souk called 'خان', a fort called Shali beside Shali Lodge, hotel
apartments (شقق فندقية), a labour camp, a hotel's spa by day, a brand's restaurant in a hotel, mosques and
souks, the driver and the maid's agency, a care home called 'دار', a pet hotel, a hotel group's office, a
hospitality school, a booking site called 'المسافر', family names Khan, Dar, Hotelwala, Lodge, Hilton and El-Kasry and a
first name Riad, hotel staff and hosts whose ORG is their place, a landlady's own card, a sleeper train, a ferry,
a dhow trip, a desert safari by evening. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated
extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, cabin, tent, hut bunk, chalet or
flat at for the night (hotels, hotel apartments, short-let flats, hostels, guest houses, riads and dars, kasbahs,
eco-lodges, desert and mountain camps, resorts, a rented chalet, a monastery's guest house, Nile cruise ships and a
dahabiya booked by the cabin); not = everything else, including hotel staff's, hosts' and a landlady's personal
cards, restaurants (also inside a hotel), a day spa and a hammam, wedding halls, museums, a rest stop, a rest house
hired for an evening, a labour camp and a care home (homes, not stays), a pet hotel, a developer, a hotel group's
office, travel agencies and a booking site, a sleeper train, a ferry, a dhow trip and an evening desert safari.
Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
UAE = 'United Arab Emirates'
C = [
 # --- Karim's work: Abu Dhabi
 (H, 'Sofitel Abu Dhabi Corniche', '', 'Corniche Road East;Abu Dhabi;;;' + UAE, '2 nights, SEHA tender meeting Tue 10:00, ALL no. in the app', ''),
 (H, 'Beach Rotana Abu Dhabi', '', '10th Street, Al Zahiyah;Abu Dhabi;;;' + UAE, 'corporate rate via Ahmed Rafik, 1 night, parking validated', ''),
 (H, 'Aloft Abu Dhabi', '', 'ADNEC, Khaleej Al Arabi Street;Abu Dhabi;;;' + UAE, 'Abu Dhabi Global Healthcare Week, 2 nights, walk to ADNEC', ''),
 # --- Doha
 (H, 'Marsa Malaz Kempinski, The Pearl', '', 'The Pearl-Qatar;Doha;;;Qatar', 'HMC audit, 3 nights, room 612, breakfast incl.', ''),
 (H, 'Alwadi Hotel Doha MGallery', '', 'Msheireb Downtown;Doha;;;Qatar', '1 night, booking 5529871, metro Msheireb', ''),
 # --- Riyadh
 (H, 'فندق نارسس الرياض', '', 'طريق العليا العام;الرياض;;12214;المملكة العربية السعودية', 'ليلتين، رقم الحجز 77412093، الدخول الساعة ٣ العصر', ''),
 (H, 'أسكوت رافال العليا', '', 'طريق الملك فهد، العليا;الرياض;;12213;المملكة العربية السعودية', 'شقة فندقية غرفة وصالة، أسبوع معرض الصحة العالمي، فاتورة على الشركة', ''),
 (H, 'Mövenpick Hotel Riyadh', '', 'Takhassusi Street;Riyadh;;12333;Saudi Arabia', 'KFSH meeting, 2 nights, check-in 15:00', ''),
 # --- Jeddah
 (H, 'جدة هيلتون', '', 'طريق الكورنيش الشمالي;جدة;;23431;المملكة العربية السعودية', 'ليلة واحدة، غرفة على البحر، رقم التأكيد 3318245901', ''),
 (H, 'شقق روز الفندقية - الحمراء', '', 'شارع الأمير سعود الفيصل، الحمراء;جدة;;;المملكة العربية السعودية', '٣ ليالي لفريق التركيب (٣ أشخاص)، شقة ٣ غرف، الدفع عند الوصول', ''),
 # --- Muscat
 (H, 'Al Bustan Palace, a Ritz-Carlton Hotel', '', 'Al Bustan Street;Muscat;;114;Oman', 'Royal Hospital visit, 2 nights, Bonvoy no. on file', ''),
 (H, 'Grand Hyatt Muscat', '', 'Shatti Al Qurum;Muscat;;133;Oman', 'ليلتين، غرفة على البحر، World of Hyatt', ''),
 # --- Manama
 (H, 'The Merchant House', '', 'Al Tijjar Avenue 100;Manama;;;Bahrain', '1 night, check-in 3pm, Salmaniya meeting next morning 9:00', ''),
 (H, 'Wyndham Grand Manama', '', 'Bahrain Bay;Manama;;;Bahrain', 'F1 weekend, 2 nights, conf. 71920345', ''),
 # --- Kuwait City
 (H, 'Jumeirah Messilah Beach Hotel & Spa', '', 'Al Bidaa Street;Messilah;;;Kuwait', 'MOH Kuwait, 2 nights, Friday lunch at Noha\'s', ''),
 (H, 'Marina Hotel Kuwait', '', 'Arabian Gulf Street, Salmiya;Kuwait City;;;Kuwait', '', ''),
 # --- Cairo
 (H, 'Fairmont Nile City', '', 'Nile City Towers, Corniche El Nil, Boulak;Cairo;;;Egypt', 'Cairo office week, 3 nights, late checkout 2pm', ''),
 (H, 'Kempinski Nile Hotel Cairo', '', '12 Ahmed Ragheb Street, Garden City;Cairo;;;Egypt', 'أوض الضيوف لفرح ريم: ٦ أوض ليلتين، كود المجموعة REEM26', ''),
 (H, 'Pyramisa Suites Hotel Cairo', '', '60 Giza Street, Dokki;Giza;;;Egypt', 'سويت بمطبخ لخالتو وعيالها، ٣ ليالي الفرح', ''),
 # --- Amman
 (H, 'Landmark Amman Hotel & Conference Center', '', 'Al Hussein Bin Ali Street;Amman;;;Jordan', '2 nights, distributors\' meeting in the ballroom', ''),
 (H, 'فندق الريجنسي بالاس', '', 'شارع الملكة نور، الشميساني;عمان;;;الأردن', '', ''),
 # --- Beirut
 (H, 'Le Gray Beirut', '', 'Martyrs\' Square;Beirut;;;Lebanon', '2 nuits, rdv Riad Haddad 10h, petit-déj inclus', ''),
 (H, 'Villa Clara', '', 'Rue Khenchara, Mar Mikhael;Beirut;;;Lebanon', '', ''),
 # --- Casablanca
 (H, 'Kenzi Tower Hotel', '', 'Boulevard Zerktouni;Casablanca;;20000;Maroc', '3 nuits, congrès de cardiologie, chambre 1204', ''),
 (H, 'Hôtel Val d\'Anfa', '', 'Angle Boulevard de l\'Océan Atlantique;Casablanca;;20050;Maroc', '1 nuit, vue mer, réservation 40318', ''),
 # --- Istanbul
 (H, 'Georges Hotel Galata', '', 'Serdar-ı Ekrem Caddesi 24;İstanbul;;34425;Türkiye', '2 nights, Acıbadem meeting, room with Bosphorus view', ''),
 (H, 'Hilton Istanbul Bosphorus', '', 'Cumhuriyet Caddesi, Harbiye;İstanbul;;34367;Türkiye', 'Hilton Honors, 2 nights, Dina joins for the weekend', ''),
 # --- London
 (H, 'Park Plaza Westminster Bridge London', '', '200 Westminster Bridge Road;London;;SE1 7UT;United Kingdom', '3 nights, MHRA meeting Wed, conf. 88213410', ''),
 (H, 'Citadines Holborn-Covent Garden', '', '94-99 High Holborn;London;;WC1V 6LF;United Kingdom', 'Malak uni open days, 5 nights, studio with kitchenette', ''),
 # --- Mumbai
 (H, 'ITC Maratha', '', 'Sahar, Andheri East;Mumbai;Maharashtra;400099;India', '2 nights, dinner with Farokh Wed 8pm, airport pickup arranged', ''),
 (H, 'Trident Nariman Point', '', 'Marine Drive;Mumbai;Maharashtra;400021;India', '', ''),
 # --- Dubai, for visitors
 (H, 'Rove Healthcare City', '', 'Oud Metha Road, Dubai Healthcare City;Dubai;;;' + UAE, 'ماما وبابا ٥ ليالي ديسمبر، أوضتين جنب بعض', ''),
 (H, 'Arabian Courtyard Hotel & Spa', '', 'Al Fahidi Street, Bur Dubai;Dubai;;;' + UAE, 'Jonathan Lodge stays here, 3 nights, courtyard room', ''),
 (H, 'Silkhaus Creek Harbour', '', 'Creek Rise Tower 1, Dubai Creek Harbour;Dubai;;;' + UAE, 'شقة أوضة لعمرو ٤ ليالي، كود الباب بيوصل يوم الوصول', ''),
 # --- Red Sea: Hurghada, El Gouna, Soma Bay
 (H, 'Steigenberger Aldau Beach Hotel', '', 'Yussif Afifi Road;Hurghada;Red Sea;;Egypt', '٥ ليالي أجازة نص السنة، أوضة عائلية، ألترا أول إنكلوسيف', 'URL:https://www.steigenberger.com'),
 (H, 'جاز أكوامارين', '', 'طريق الغردقة - سفاجا;الغردقة;البحر الأحمر;;مصر', '٤ ليالي مع نهى والعيال، أكوا بارك، الدخول ٢ الضهر', ''),
 (H, 'Mövenpick Resort Soma Bay', '', 'Soma Bay;Safaga;Red Sea;;Egypt', '', ''),
 (H, 'شقة الجونة - أبو تيج', '', 'أبو تيج مارينا;الجونة;البحر الأحمر;;مصر', '٥ ليالي شم النسيم، المفتاح مع الأمن، الواي فاي Gouna2026', ''),
 # --- Sinai
 (H, 'Sultan Gardens Resort', '', 'Hadaba;Sharm El Sheikh;South Sinai;;Egypt', '', ''),
 (H, 'Four Seasons Resort Sharm El Sheikh', '', '1 Four Seasons Boulevard;Sharm El Sheikh;South Sinai;;Egypt', 'عيد الأضحى ٤ ليالي، فيلا بجنينة، الفطار معانا، رقم الحجز 61927734', ''),
 (H, 'Penguin Village Dahab', '', 'Lighthouse, Masbat;Dahab;South Sinai;;Egypt', 'Youssef & friends, dive course, 3 nights, room 9', ''),
 (H, 'Al Karm Ecolodge', '', 'Wadi Gharba, Sheikh Awad;St. Katherine;South Sinai;;Egypt', '', ''),
 (H, 'بيت ضيافة دير سانت كاترين', '', 'دير سانت كاترين;سانت كاترين;جنوب سيناء;;مصر', 'ليلة قبل طلوع الجبل، الصحيان ٢ الفجر، العشا ٧', ''),
 # --- Marsa Alam, North Coast
 (H, 'Red Sea Diving Safari - Marsa Shagra', '', 'Marsa Shagra;Marsa Alam;Red Sea;;Egypt', '٣ ليالي، شاليه رقم ٧، فل بورد، الغطس الصبح ٨', ''),
 (H, 'شاليه مراسي - العلمين', '', 'مراسي، سيدي عبد الرحمن;العلمين;مطروح;;مصر', 'أسبوع أغسطس، ٣ أوض، التأمين ١٠٠٠٠ جنيه يرجع بعد التسليم', ''),
 (H, 'Rixos Alamein', '', 'Sidi Abdel Rahman;El Alamein;Matrouh;;Egypt', '', ''),
 # --- Nile: cruises, Luxor, Aswan
 (H, 'Sonesta Star Goddess', '', 'Corniche El Nil;Luxor;;;Egypt', '٤ ليالي أقصر - أسوان، كابينة ٢١٤، فل بورد، الصعود ١٢ الضهر', ''),
 (H, 'دهبية نور النيل', '', 'مرسى إسنا;إسنا;الأقصر;;مصر', '٥ ليالي إسنا - أسوان، كابينة ٣، الأكل كله عليهم، العربون اتحول', ''),
 (H, 'Mövenpick Resort Aswan', '', 'Elephantine Island;Aswan;;;Egypt', 'ليلة بعد الكروز، المركب المجاني من الكورنيش', ''),
 (H, 'فندق المديرة', '', 'البر الغربي، الضبعية;الأقصر;;;مصر', 'ليلتين بعد الكروز، البلونة الفجر ٥', ''),
 (H, 'Anakato Nubian House', '', 'Gharb Soheil;Aswan;;;Egypt', 'بيت نوبي، ليلة، مركب من الكورنيش ٤ العصر', ''),
 # --- Western Desert, Fayoum
 (H, 'Adrère Amellal', '', 'Jaafar Mountain;Siwa;Matrouh;;Egypt', '3 nights, no electricity (candles!), transfer from Marsa Matrouh 7am', 'URL:https://www.adrereamellal.net'),
 (H, 'Shali Lodge Siwa', '', 'Sadat Street;Siwa;Matrouh;;Egypt', '', ''),
 (H, 'Taziry Ecolodge', '', 'Gaafar Mountain;Siwa;Matrouh;;Egypt', '2 nights, no wifi, salt lake swim in the morning', ''),
 (H, 'زاد المسافر - قرية تونس', '', 'قرية تونس;يوسف الصديق;الفيوم;;مصر', 'ليلة، أوضة بقبة، ورشة الفخار للولاد الصبح', ''),
 # --- UAE
 (H, 'Qasr Al Sarab Desert Resort by Anantara', '', '1 Qasr Al Sarab Road, Liwa;Abu Dhabi;;;' + UAE, 'anniversary, 2 nights, pool villa, dune bashing cancelled', ''),
 (H, 'Le Méridien Al Aqah Beach Resort', '', 'Al Aqah;Fujairah;;;' + UAE, 'long weekend, 2 nights, snorkelling Snoopy Island', ''),
 (H, 'Bear Grylls Explorers Camp', '', 'Jebel Jais;Ras Al Khaimah;;;' + UAE, '1 night, cabin for 4, survival session 4pm', ''),
 (H, 'Hatta Sedr Trailers Resort', '', 'Hatta;Dubai;;;' + UAE, '', ''),
 # --- Oman
 (H, 'Safari Desert Camp', '', 'Al Wasil, Wahiba Sands;Bidiyah;Ash Sharqiyah;;Oman', 'ليلة واحدة، خيمة عائلية، العشاء ٨ والفطور ٧', ''),
 (H, 'Sama Al Wasil Desert Camp', '', 'Al Wasil;Bidiyah;Ash Sharqiyah;;Oman', '', ''),
 (H, 'The View Oman', '', 'Jabal Al Akhdar;Al Jabal Al Akhdar;Ad Dakhiliyah;;Oman', '2 nights, tented chalet 12, bring jackets (cold at night)', ''),
 (H, 'بيت الجبل للضيافة - بلد سيت', '', 'بلد سيت;الحمراء;الداخلية;;عُمان', 'عند أم سعيد، ليلتين، عشاء عماني، الطريق يحتاج فور ويل', ''),
 (H, 'نزل نزوى التراثي', '', 'حارة العقر;نزوى;الداخلية;;عُمان', '', ''),
 (H, 'Atana Khasab Hotel', '', 'Khasab;Khasab;Musandam;;Oman', 'Musandam, 2 nights, border at Tibat early', ''),
 (H, 'Ras Al Jinz Turtle Reserve', '', 'Ras Al Jinz;Sur;Ash Sharqiyah;;Oman', 'غرفة ليلة واحدة، جولة السلاحف ٩ مساءً وجولة الفجر ٤:٣٠', ''),
 # --- Morocco
 (H, 'Riad Yasmine', '', '209 Derb Ben Amrane, Riad Laarous;Marrakech;;40000;Maroc', '4 nuits, chambre Jasmin, arrivée vers 15h, taxi depuis Menara', 'URL:https://www.riadyasmine.com'),
 (H, 'Kasbah Angour', '', 'Tagadirt Nbour;Asni;;42152;Maroc', '', ''),
 (H, 'Kasbah Ellouze', '', 'Tamnougalt;Agdz;;;Maroc', '1 nuit, demi-pension, jardin des amandiers', ''),
 (H, 'Dar Roumana', '', '30 Derb el Amer, Zkak Roumane;Fès;;30110;Maroc', '2 nuits, guide médina 9h devant la porte', 'EMAIL:contact@darroumana.com'),
 (H, 'Merzouga Luxury Desert Camps', '', 'Erg Chebbi;Merzouga;;52202;Maroc', 'nuit sous tente, dromadaires 17h, 4x4 depuis Merzouga', ''),
 (H, 'Dar Echchaouen', '', 'Ras el Ma;Chefchaouen;;91000;Maroc', '', ''),
 # --- Jordan
 (H, 'Memories Aicha Luxury Camp', '', 'Wadi Rum Protected Area;Wadi Rum;Aqaba;;Jordan', 'ليلة، خيمة بانوراما، الاستقبال من مركز الزوار ٢ الظهر', ''),
 (H, 'Dana Guest House', '', 'Dana Village;Dana;Tafilah;;Jordan', '2 nights, valley view, Wadi Dana hike with RSCN guide 8am', 'URL:https://www.wildjordan.com'),
 (H, 'فندق بترا مون', '', 'شارع السياحة;وادي موسى;معان;;الأردن', '', ''),
 (H, 'Dead Sea Marriott Resort & Spa', '', 'Sweimeh;Dead Sea;Balqa;;Jordan', '', ''),
 # --- Georgia
 (H, 'Hotel Communal Sololaki', '', '5 Asatiani Street;Tbilisi;;0105;Georgia', '3 nights, November break, family room', ''),
 (H, 'სტუმართა სახლი ქეთევანი', '', 'ჭავჭავაძის ქ. 11;სიღნაღი;კახეთი;;საქართველო', '2 nights, dinner with wine, cash only (GEL)', 'EMAIL:ketevani.guesthouse@gmail.com'),
 (H, 'Guesthouse Nino Ratiani', '', 'Ganmukhuri Street 9;Mestia;Svaneti;;Georgia', '', ''),
 (H, 'Château Mukhrani', '', 'Mukhrani;Mtskheta;;;Georgia', '1 night, wine tasting 5pm, breakfast included', ''),
 # --- Maldives
 (H, 'Kurumba Maldives', '', 'Vihamanaafushi;North Malé Atoll;;;Maldives', 'anniversary, 5 nights, deluxe bungalow, speedboat 10 min', ''),
 (H, 'Sun Siyam Iru Fushi', '', 'Noonu Atoll;Maafaru;;;Maldives', '', ''),
 # --- more
 (H, 'Bunk Hostel Taksim', '', 'Kocatepe Mahallesi;İstanbul;;34437;Türkiye', 'Malak uni trip, 4 nights, female dorm, bed 3', ''),
 (H, 'شاليهات الخيران', '', 'الخيران;الأحمدي;;;الكويت', 'خميس وجمعة مع نهى، ليلتين، ٢٥٠ دينار، المفتاح من الحارس', ''),
 (H, 'Steigenberger Pyramids Cairo', '', '1 Sphinx Square, Al Haram;Giza;;;Egypt', 'عيد جواز ماما وبابا الأربعين، ليلة، أوضة على الهرم', ''),
 (H, 'فندق سيسل الإسكندرية', '', '16 ميدان سعد زغلول;الإسكندرية;;;مصر', '', ''),
]

P = [
 # family and household
 (N, 'ماما', ';ماما;;;', '12 شارع الثورة، مصر الجديدة;القاهرة;;;مصر', 'دوا الضغط، مكالمة كل جمعة بعد الصلاة', ''),
 (N, 'بابا', ';بابا;;;', '', 'المعمورة في الصيف، عنده معاش البنك', ''),
 (N, 'تيتة', 'عبد الرحمن;سنية;;;', 'شارع النزهة 44، مصر الجديدة;القاهرة;;;مصر', 'زيارة الجمعة، بتحب البسبوسة، الغرفة ١٢', ''),
 (N, 'Dina Farouk', 'Farouk;Dina;;;', '', 'شغل لحد ٥، الصيدلية في الدور الأرضي', 'ORG:Aster Pharmacy Al Barsha || TITLE:Pharmacist'),
 (N, 'Youssef', 'Abdelrahman;Youssef;;;', '', 'Year 8, swimming Tue 4pm', ''),
 (N, 'Malak', 'Abdelrahman;Malak;;;', '', 'Year 12, UCAS deadline Jan 29', ''),
 (N, 'عمرو', 'عبد الرحمن;عمرو;;;', '', 'الرياض، لما أسافر نتعشى سوا', 'ORG:أرامكو السعودية'),
 (N, 'نهى', 'عبد الرحمن;نهى;;;', 'سلوى، قطعة 4، شارع 12;الكويت;;;الكويت', 'عيد ميلادها ٣ مارس', ''),
 (N, 'Raju driver', ';Raju;;;', '', 'airport pickup 250 AED, WhatsApp only', ''),
 (N, 'Marites', 'Santos;Marites;;;', '', 'day off Friday, visa renewal through Tadbeer in May', ''),
 (N, 'Mr. Rashid Al Marri (landlord)', 'Al Marri;Rashid;;;', '', 'villa rent 4 cheques, renewal 1 June, Ejari', ''),
 # colleagues and clients
 (N, 'Imran Khan', 'Khan;Imran;;;', '', 'KSA accounts, covers Jeddah', 'ORG:Nile Gulf Medical FZ-LLC || TITLE:Regional Sales Manager'),
 (N, 'Ayesha Dar', 'Dar;Ayesha;;;', '', 'regulatory, registration files for Oman and Bahrain', 'ORG:Nile Gulf Medical FZ-LLC'),
 (N, 'Riad Haddad', 'Haddad;Riad;;;', '', 'distributeur Liban, paiement à 90 jours', 'ORG:Haddad Medical SAL'),
 (N, 'Farokh Hotelwala', 'Hotelwala;Farokh;;;', '', 'Mumbai partner, dinner Wasabi, vegetarian', 'ORG:Hotelwala Surgicals Pvt Ltd || TITLE:Director'),
 (N, 'Jonathan Lodge', 'Lodge;Jonathan;;;', '', 'UKCA file, call Thu 11:00 UK time', 'ORG:Lodge Regulatory Consulting Ltd'),
 (N, 'Fiona Hilton', 'Hilton;Fiona;;;', '', 'procurement, Harley Street, tender closes 14 Mar', 'ORG:HCA Healthcare UK'),
 (N, 'مصطفى القصري', 'القصري;مصطفى;;;', '', 'مكتب القاهرة، التخليص الجمركي', 'ORG:النيل الخليج للمستلزمات الطبية - مصر'),
 (N, 'م. فهد العتيبي', 'العتيبي;فهد;;;', '', 'المشتريات، اجتماع الأحد ١٠ ص', 'ORG:مستشفى الملك فيصل التخصصي || TITLE:مدير المشتريات'),
 (N, 'Said Al Busaidi', 'Al Busaidi;Said;;;', '', 'biomedical dept, demo Monday 9am', 'ORG:Royal Hospital Muscat'),
 (N, 'Nasser Al Kuwari', 'Al Kuwari;Nasser;;;', '', 'HMC tender, Arabic please', 'ORG:Hamad Medical Corporation'),
 (N, 'Mehdi Bennani', 'Bennani;Mehdi;;;', '', 'cardiologie, démo vendredi 11h', 'ORG:Clinique Internationale de Casablanca'),
 # hotel staff, hosts, the landlady
 (N, 'Ahmed Rafik', 'Rafik;Ahmed;;;', '', 'corporate rate 2026: 550 AED/night, 10 room nights a month', 'ORG:Beach Rotana Abu Dhabi || TITLE:Senior Sales Manager'),
 (N, 'Hélène Marchand', 'Marchand;Hélène;;;', '', 'propriétaire, WhatsApp, parle arabe', 'ORG:Riad Yasmine'),
 (N, 'الحاج عبد الله', 'السيوي;عبد الله;;;', '', 'بيجهز رحلة بحر الرمال والعربية ٤×٤', 'ORG:Shali Lodge Siwa'),
 (N, 'سليمان الزوايدة', 'الزوايدة;سليمان;;;', '', 'جيب ٤ ساعات، الغروب', 'ORG:Memories Aicha Luxury Camp'),
 (N, 'ქეთევან ბერიძე', 'ბერიძე;ქეთევან;;;', '', 'host, transfer from Tbilisi 120 GEL', 'ORG:სტუმართა სახლი ქეთევანი'),
 (N, 'مدام سهير (شقة الجونة)', ';سهير;;مدام;', '', 'شقة أبو تيج، ٥ ليالي شم النسيم، عربون ٣٠٠٠ جنيه، الباقي كاش يوم الوصول', ''),
]

O = [
 # 'فندق', 'استراحة', 'شاليه', 'قصر', 'خان', 'دار', Shali that are not places to stay
 (N, 'كبابجي فندق سوفيتل الجزيرة', '', '3 شارع الجبلاية، الزمالك;القاهرة;;;مصر', 'عشا عيد ميلاد ماما ٩ بالليل، ٨ أفراد، ترابيزة على النيل', ''),
 (N, 'Le Foundouk', '', '55 Souk Hal Fassi, Kat Bennahid;Marrakech;;40000;Maroc', 'dîner 20h30, 4 pers., terrasse', ''),
 (N, 'متحف فندق النجارين', '', 'ساحة النجارين;فاس;;30110;المغرب', 'ورشات الخشب، التذكرة ٢٠ درهم', ''),
 (N, 'استراحة الزعفرانة', '', 'طريق الزعفرانة - الغردقة;الزعفرانة;السويس;;مصر', 'بنزين وقهوة في نص الطريق، حمامات نضيفة', ''),
 (N, 'استراحة الياسمين للمناسبات', '', 'حي الملقا;الرياض;;;المملكة العربية السعودية', 'عشاء الفريق الخميس ٨ م، الحجز ٢٥٠٠ ريال، بوفيه من مطعم نجد', ''),
 (N, 'معرض شاليه للأثاث', '', 'شارع الشرباصي;دمياط;;;مصر', 'أوضة نوم الولاد، الشحن لدبي مع المستخلص', ''),
 (N, 'قاعة قصر الأميرات للأفراح', '', 'طريق السويس;القاهرة;;;مصر', 'فرح ريم الخميس ٩ بالليل، الزفة ١٠', ''),
 (N, 'قصر البارون إمبان', '', 'شارع العروبة، مصر الجديدة;القاهرة;;;مصر', 'خروجة الجمعة مع الولاد والتذاكر أونلاين', ''),
 (N, 'Qasr Al Hosn', '', 'Sheikh Rashid Bin Saeed Street;Abu Dhabi;;;' + UAE, '', ''),
 (N, 'خان الخليلي', '', 'الجمالية;القاهرة;;;مصر', '', ''),
 (N, 'قلعة شالي', '', 'وسط البلد;سيوة;مطروح;;مصر', 'الغروب من فوق، ساعة', ''),
 (N, 'دار الوفاء لرعاية المسنين', '', 'شارع النزهة 44، مصر الجديدة;القاهرة;;;مصر', 'تيتة: الاشتراك الشهري أول الشهر، الزيارة ١٠-٨', ''),
 (N, 'دير سانت كاترين', '', 'سانت كاترين;سانت كاترين;جنوب سيناء;;مصر', 'الزيارة ٩-١١:٣٠ ما عدا الجمعة والأحد', ''),
 # homes that are not stays, pets, developers, hotel groups
 (N, 'Al Muhaisnah Staff Accommodation (warehouse team)', '', 'Muhaisnah 2, Sonapur;Dubai;;;' + UAE, 'camp boss Suresh, Ramadan iftar boxes 6:45pm, 40 pax', ''),
 (N, 'Furry Friends Pet Hotel', '', 'Al Quoz Industrial Area 3;Dubai;;;' + UAE, 'Loulou the cat, 6 nights while in Georgia, vaccination card', ''),
 (N, 'Mountain View Ras El Hekma - Sales', '', 'التسعين الشمالي، التجمع الخامس;القاهرة الجديدة;;;مصر', 'ميعاد السيلز السبت ١١ الصبح، شاليه أرضي بجنينة، مقدم ١٠٪', ''),
 (N, 'Rotana Hotel Management Corporation', '', 'Park Rotana Office Complex;Abu Dhabi;;;' + UAE, 'vendor registration for the hotel clinics, send trade licence', ''),
 (N, 'Emirates Academy of Hospitality Management', '', 'Umm Suqeim 3;Dubai;;;' + UAE, 'Malak open day Sat 10am, scholarship form', ''),
 # hotel outlets by day, mosques, souks
 (N, 'Bread Street Kitchen - Atlantis The Palm', '', 'Crescent Road, The Palm;Dubai;;;' + UAE, 'Friday brunch 1pm, 4 adults 2 kids', ''),
 (N, 'The Spa at Mandarin Oriental Jumeira', '', 'Jumeira Beach Road;Dubai;;;' + UAE, 'مساج دينا الخميس ٤:٣٠ م، هدية عيد الأم', ''),
 (N, 'Hammam Mouassine', '', 'Rue Mouassine;Marrakech;;40000;Maroc', 'hammam + gommage 16h, 2 pers.', ''),
 (N, 'جامع الشيخ زايد الكبير', '', 'شارع الشيخ راشد بن سعيد;أبوظبي;;;الإمارات العربية المتحدة', 'زيارة مع ماما وبابا، لبس محتشم، الدخول مجاني', ''),
 (N, 'Mosquée Hassan II', '', 'Boulevard de la Corniche;Casablanca;;20000;Maroc', '', ''),
 (N, 'سوق مطرح', '', 'كورنيش مطرح;مسقط;;;عُمان', '', ''),
 # household services
 (N, 'مركز تدبير البرشاء', '', 'البرشاء 1;دبي;;;الإمارات العربية المتحدة', 'تجديد إقامة ماريتس، الموعد الأحد ١١ ص، الجواز والهوية', ''),
 # restaurants and shops
 (N, 'Zooba', '', '26th of July Street, Zamalek;Cairo;;;Egypt', '', ''),
 (N, 'Bu Qtair', '', 'Umm Suqeim Fishing Harbour;Dubai;;;' + UAE, 'fried fish, cash only, go before 7', ''),
 (N, 'Al Nafoorah', '', 'Jumeirah Emirates Towers, Sheikh Zayed Road;Dubai;;;' + UAE, 'client lunch Sun 1:30pm, table for 5', ''),
 (N, 'Patchi Dubai Mall', '', 'The Dubai Mall, Ground Floor;Dubai;;;' + UAE, 'طلبية العيد ٢ كيلو، الاستلام الأربعاء', ''),
 # travel
 (N, 'dnata Travel', '', 'Al Wasl Road;Dubai;;;' + UAE, 'Maldives package quote, ref DN-448213', ''),
 (N, 'المسافر', '', '', 'حساب العائلة، نقاط قطاف', 'URL:https://www.almosafer.com'),
 (N, 'Travco Travel', '', '26 Ahmed Orabi Street, Mohandessin;Giza;;;Egypt', 'عرض الكروز والدهبية، تحويل العربون', ''),
 (N, 'Emirates', '', '', 'Skywards 00 4417 8823, Gold', 'KIND:org'),
 (N, 'مصر للطيران', '', '', 'DXB-CAI MS 911, 2 bags', 'KIND:org'),
 (N, 'Saudia', '', '', 'AlFursan 33190247, RUH-DXB SV 554', 'KIND:org'),
 (N, 'قطار النوم القاهرة - أسوان', '', 'محطة رمسيس;القاهرة;;;مصر', 'عربة ٣، كابينتين، القيام ٨ بالليل، الوصول الأقصر ٥ الصبح', ''),
 (N, 'AB Maritime', '', 'Nuweiba Port;Nuweiba;South Sinai;;Egypt', 'fast ferry Nuweiba-Aqaba 3pm, car not allowed', ''),
 (N, 'ONCF Al Boraq', '', 'Gare Casa Voyageurs;Casablanca;;20300;Maroc', 'Casa-Tanger 8h, 1ère classe, billets en ligne', ''),
 (N, 'Arabian Adventures', '', 'Emirates Holidays Building, Sheikh Zayed Road;Dubai;;;' + UAE, 'desert safari with BBQ dinner, pickup 3pm, back 9:30pm', ''),
 (N, 'Khasab Sea Tours', '', 'Khasab Port;Khasab;Musandam;;Oman', 'dhow full day 9:00, dolphins, lunch on board', ''),
 # work
 (N, 'Nile Gulf Medical FZ-LLC', '', 'Dubai Healthcare City, Building 64;Dubai;;;' + UAE, 'expenses by the 5th, per diem 300 AED', 'URL:https://www.nilegulfmedical.ae'),
 (N, 'Riyadh Front Exhibition & Conference Center', '', 'Airport Road;Riyadh;;13412;Saudi Arabia', 'Global Health stand setup Sun 7am, badge collection Hall 3', ''),
 # health, school, state
 (N, 'Mediclinic City Hospital', '', 'Dubai Healthcare City, Building 37;Dubai;;;' + UAE, 'Youssef pediatrician Dr. Hany, Tue 5:20pm', ''),
 (N, 'GEMS Wellington Academy Al Khail', '', 'Al Khail Road, Al Quoz;Dubai;;;' + UAE, 'parents evening Thu 3:30pm, uniform shop', 'URL:https://www.gemswellingtonacademy-alkhail.com'),
 (N, 'Sportsfit Summer Camp', '', 'Dubai Sports City;Dubai;;;' + UAE, 'Youssef 2 weeks July, 8am-2pm, lunch included', ''),
 (N, 'القنصلية العامة لجمهورية مصر العربية بدبي', '', 'شارع الجميرا;دبي;;;الإمارات العربية المتحدة', 'تجديد جواز يوسف، الموعد الاثنين ٩ ص', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AI{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
