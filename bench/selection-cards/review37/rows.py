#!/usr/bin/env python3
"""Writes cards.tsv for review37: one realistic address book of a Tehran-based family - Reza Karimi, a project
manager with a water and desalination engineering firm (Ab-Pouyan), travelling for work to Isfahan, Shiraz, Tabriz,
Mashhad, Yazd, Kish and Bandar Abbas, and to Dubai, Abu Dhabi, Muscat, Doha, Kuwait City, Manama, Baghdad, Erbil,
Istanbul, Baku, Yerevan, Moscow and Beijing; Maryam Saraei, who plans the family's holidays: Yazd's traditional
house hotels and a caravanserai, Kashan's historic houses, Caspian villas, suites and a forest campsite, desert
eco-lodges (Garmeh, Mesr, Varzaneh), Kish island, pilgrim lodgings in Mashhad and Qom (zaerasara, mosaferkhaneh,
mehmanpazir, a khaneh-ye mosafer, a hotel-apartment), a Damavand hut, Oman's wadis, mountains and desert camps,
Armenia, Georgia, Sheki, Istanbul and Dubai - and the relatives in Dubai, Doha, Kuwait and Sulaymaniyah, and the
home contacts around them. The traps such a book has: 'سرای' and 'خانه' on a restaurant, teahouses, museums, a
bazaar, a pharmacy and a care home; a wedding garden (باغ تالار) and a wedding hall; 'هتل' on a hotel supplies
shop, a hotel management school, a hospital's hotelling ward, a pet hotel, a developer and a booking site; a
caravanserai restaurant in Baku, 'بيت' on an Omani restaurant and a museum; family names that are lodging words
or hotel brands (Saraei, Mosaferi, Mehmandar, Karvani, Parsian, Hayat; Homa, Dariush and Rotana as first names);
hotel staff and hosts whose ORG is their place; a landlady's own card; a sleeper train, an overnight ferry cabin,
a dhow cruise; travel agencies and tour operators (Hyur Service); airlines; a hammam and a hot spring by day.
Names and NOTEs in Persian, Arabic, Kurdish (Sorani), Azerbaijani, Turkish, Armenian, Georgian, Russian, Chinese
and English. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A
person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, tent, dome, cottage or pitch at for the night (hotels, traditional
house hotels, a caravanserai that lets rooms, hotel-apartments and short-let flats and villas, suites, hostels,
guest houses, eco-lodges, pilgrim lodgings, a mountain hut, desert camps, resorts, a campsite); not = everything
else, including people's cards (even when their ORG is a hotel or their NOTE counts nights), restaurants,
teahouses, museums, wedding gardens, a hospital ward, a pet hotel, a care home, a sleeper train and a ferry
cabin. Labels fixed here, before any run. (In the text below '^' stands for the ZWNJ, U+200C.)"""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
IR = 'ایران'
C = [
 # --- Reza's work in Iran: Isfahan, Shiraz, Tabriz, Mashhad, Yazd, Kish, Bandar Abbas; Tehran for guests
 (H, 'هتل پیروزی اصفهان', '', 'خیابان چهارباغ بالا، نرسیده به پل فلزی;اصفهان;اصفهان;;' + IR, 'پروژه تصفیه^خانه اصفهان، ۲ شب، فاکتور به نام شرکت', 'URL:https://www.piroozihotel.ir'),
 (H, 'پارسیان کوثر اصفهان', '', 'بلوار آئینه^خانه، ابتدای خیابان مرداویج;اصفهان;اصفهان;;' + IR, '۳ شب، اتاق ۴۱۲ رو به زاینده^رود، صبحانه دارد', ''),
 (H, 'هتل بزرگ شیراز', '', 'بلوار چمران، جنب پل معالی^آباد;شیراز;فارس;;' + IR, 'جلسه آبفای فارس ساعت ۱۰، دو شب، ورود از ۱۴', ''),
 (H, 'زندیه شیراز', '', 'خیابان لطفعلی^خان زند;شیراز;فارس;;' + IR, '', ''),
 (H, 'هتل پارس ائل^گلی', '', 'جاده ائل^گلی;تبریز;آذربایجان شرقی;;' + IR, 'بازدید ایستگاه پمپاژ، ۲ شب، پارکینگ دارد', ''),
 (H, 'هتل درویشی', '', 'خیابان امام رضا، امام رضا ۱۸;مشهد;خراسان رضوی;;' + IR, 'سمینار آبفا، ۲ شب، ورود ۱۴ خروج ۱۲', ''),
 (H, 'قصر طلایی مشهد', '', 'خیابان امام رضا، امام رضا ۱۲;مشهد;خراسان رضوی;;' + IR, '', ''),
 (H, 'پارسیان صفائیه یزد', '', 'بلوار دانشجو، صفائیه;یزد;یزد;;' + IR, 'افتتاح خط انتقال آب اردکان، ۱ شب', ''),
 (H, 'هتل ترنج کیش', '', 'بلوار خلیج فارس، منطقه میرمهنا;کیش;هرمزگان;;' + IR, 'نمایشگاه آب و فاضلاب، ۳ شب، اتاق ۲۰۷، کد رزرو ۵۸۲۱۴', ''),
 (H, 'هما بندرعباس', '', 'بلوار پاسداران، ساحل;بندرعباس;هرمزگان;;' + IR, 'کارگاه آب^شیرین^کن، ۴ شب، صبحانه از ۶:۳۰', ''),
 (H, 'هتل گامرون', '', 'بلوار امام خمینی;بندرعباس;هرمزگان;;' + IR, '', ''),
 (H, 'هتل لاله', '', 'خیابان دکتر فاطمی، روبروی پارک لاله;تهران;تهران;;' + IR, 'مهمان^های عمانی، ۳ شب، فاکتور به نام آب^پویان', ''),
 (H, 'پارسیان استقلال', '', 'بزرگراه چمران، تقاطع ولیعصر;تهران;تهران;;' + IR, 'آقای لیو (PowerChina) ۲ شب، ترانسفر از فرودگاه امام ۲۳:۴۰', ''),
 # --- work abroad: Dubai, Abu Dhabi, Muscat, Doha, Kuwait, Manama, Baghdad, Erbil
 (H, 'Rove City Walk', '', 'Al Safa Rd, City Walk;Dubai;;;United Arab Emirates', 'WETEX at DWTC, 3 nights, parking 50 AED/day', ''),
 (H, 'Premier Inn Dubai Al Jaddaf', '', 'Culture Village, Al Jaddaf;Dubai;;;United Arab Emirates', '', ''),
 (H, 'البندر روتانا', '', 'شارع البنياس، ديرة;دبي;;;الإمارات العربية المتحدة', 'ليلتين، غرفة مطلة على الخور، الفطور مشمول', ''),
 (H, 'Millennium Al Rawdah Hotel', '', 'Al Muroor Rd;Abu Dhabi;;;United Arab Emirates', 'TAQA meeting 9:30, 1 night', ''),
 (H, 'Southern Sun Abu Dhabi', '', 'Al Mina St;Abu Dhabi;;;United Arab Emirates', '', ''),
 (H, 'Crowne Plaza Muscat OCEC', '', 'Airport Heights;Muscat;;;Oman', 'Oman Water Week, 3 nights, IHG 8821 4410', ''),
 (H, 'فندق سيتي سيزنز مسقط', '', 'شارع السلطان قابوس، الخوير;مسقط;;;سلطنة عمان', 'حجز ٢ ليالي، الدخول ٢ الظهر', ''),
 (H, 'Al Najada Doha by Tivoli', '', 'Al Ahmed St, Souq Waqif;Doha;;;Qatar', 'Kahramaa visit, 2 nights, walk to the souq', ''),
 (H, 'Hyatt Regency Oryx Doha', '', 'Airport Rd;Doha;;;Qatar', '', ''),
 (H, 'Four Points by Sheraton Kuwait', '', 'Fahad Al Salem St;Kuwait City;;;Kuwait', '', ''),
 (H, 'Gulf Hotel Bahrain', '', 'Bani Otbah Ave, Al Adliya;Manama;;;Bahrain', 'EWA tender clarifications, 2 nights', ''),
 (H, 'فندق بابل روتانا', '', 'شارع الجادرية;بغداد;;;العراق', 'اجتماع وزارة الكهرباء، ليلتين، السائق أبو علي ٠٧٧٠', ''),
 (H, 'Divan Erbil', '', 'Gulan St;Erbil;Kurdistan Region;;Iraq', '2 nights, ministry 11:00', ''),
 (H, 'هوتێلی چوارچرا', '', 'شەقامی ٦٠ مەتری;هەولێر;هەرێمی کوردستان;;عێراق', 'دوو شەو، ژووری ٣٠٤، نانی بەیانی لەگەڵە', ''),
 # --- Istanbul, Baku, Yerevan, Moscow, Beijing
 (H, 'Soho House Istanbul', '', 'Meşrutiyet Cad. No:56, Beyoğlu;İstanbul;;34430;Türkiye', 'IFAT Eurasia fuarı, 3 gece, kahvaltı dahil', ''),
 (H, 'Sirkeci Mansion', '', 'Taya Hatun Sk. 5;İstanbul;;34120;Türkiye', '2 gece, havalimanı transferi 6:00', ''),
 (H, 'Qafqaz Point Hotel', '', 'Bül-Bül pr. 28;Bakı;;AZ1014;Azərbaycan', '2 gecə, səhər yeməyi daxil, Azərsu görüşü 10:00', ''),
 (H, 'Old City Inn', '', 'Qüllə küç. 16, İçərişəhər;Bakı;;AZ1004;Azərbaycan', 'otaq 3, late check-in', ''),
 (H, 'Հյուրանոց Մետրոպոլ', '', 'Մաշտոցի պող. 2/2;Երևան;;0001;Հայաստան', '3 գիշեր, նախաճաշով, սենյակ 611', ''),
 (H, 'Tufenkian Historic Yerevan Hotel', '', 'Hanrapetutyan 48;Yerevan;;0010;Armenia', 'Veolia meeting, 2 nights', ''),
 (H, 'Гостиница Космос', '', 'проспект Мира, 150;Москва;;129366;Россия', '3 ночи, ЭКВАТЭК, завтрак включён', ''),
 (H, 'AZIMUT Отель Смоленская', '', 'Смоленская ул., 8;Москва;;121099;Россия', '', ''),
 (H, '北京国际饭店', '', '建国门内大街9号;北京;;100005;中国', '3 nights, PowerChina HQ, breakfast incl.', ''),
 (H, '全季酒店 北京三里屯', '', '三里屯路;北京;;100027;中国', '', ''),
 # --- holidays: Yazd and Kashan
 (H, 'هتل سنتی ملک^التجار', '', 'بازار خان، کوچه پنبه^فروش^ها;یزد;یزد;;' + IR, 'نوروز ۳ شب، اتاق خانوادگی، صبحانه در حیاط', ''),
 (H, 'هتل موزه فهادان', '', 'محله فهادان، کوچه نور;یزد;یزد;;' + IR, '۲ شب، اتاق شاه^نشین، بیعانه ۲ میلیون', ''),
 (H, 'باغ مشیرالممالک', '', 'خیابان انقلاب;یزد;یزد;;' + IR, '۲ شب، تخت اضافه برای علی', ''),
 (H, 'کاروانسرای زین^الدین', '', 'جاده یزد-کرمان، ۶۰ کیلومتری یزد;مهریز;یزد;;' + IR, 'یک شب در حجره، شام سنتی ساعت ۲۰، تشک و پتو دارند', ''),
 (H, 'مهمانسرای جهانگردی میبد', '', 'کنار کاروانسرای شاه^عباسی;میبد;یزد;;' + IR, '', ''),
 (H, 'سرای عامری^ها', '', 'خیابان علوی، کوچه سلطان امیراحمد;کاشان;اصفهان;;' + IR, '۲ شب، ورود ساعت ۱۴، اتاق گوشواره', 'EMAIL;TYPE=WORK:info@ameriha.com'),
 (H, 'خانه منوچهری', '', 'محله سلطان امیراحمد، کوچه آقاباجی;کاشان;اصفهان;;' + IR, 'یک شب آخر هفته، صبحانه ۸ تا ۱۰', ''),
 (H, 'خانه احسان', '', 'خیابان علوی، کوچه اکبرآباد;کاشان;اصفهان;;' + IR, '', ''),
 (H, 'خانه تاریخی بخردی', '', 'خیابان ابن^سینا، کوچه شهید مفید;اصفهان;اصفهان;;' + IR, 'تعطیلات خرداد، ۳ شب، اتاق ۵، صبحانه اصفهانی', ''),
 # --- the Caspian
 (H, 'ویلا ساحلی سرخرود - اجاره روزانه', '', 'شهرک دریاکنار، کوچه نسترن;سرخرود;مازندران;;' + IR, '۳ شب نوروز، ۴ خواب، کلید دست سرایدار، شبی ۴ میلیون', ''),
 (H, 'سوئیت^های رحیمی', '', 'خیابان مطهری، کوچه گلها;رامسر;مازندران;;' + IR, 'سوئیت ۲، ورود ۱۴ تحویل ۱۲', ''),
 (H, 'هتل بزرگ رامسر', '', 'خیابان مطهری;رامسر;مازندران;;' + IR, '', ''),
 (H, 'هتل آپارتمان ساحل نوشهر', '', 'بلوار ساحلی;نوشهر;مازندران;;' + IR, 'واحد دوخوابه، ۲ شب، پارکینگ', ''),
 (H, 'اقامتگاه بوم^گردی خانه آقاجان', '', 'محله مسجدبر;ماسوله;گیلان;;' + IR, 'تابستان ۲ شب، اتاق با ایوان، شام محلی', ''),
 (H, 'کلبه^های چوبی فیلبند', '', 'روستای فیلبند;بابل;مازندران;;' + IR, 'کلبه ۴ نفره، ۱ شب، بالای ابرها!', ''),
 (H, 'کمپ جنگلی الیمستان', '', 'جاده نور به یوش;نور;مازندران;;' + IR, 'چادر خودمان، ۲ شب، ورودی به ازای هر ماشین', ''),
 # --- desert eco-lodges
 (H, 'آتشونی', '', 'روستای گرمه;خور و بیابانک;اصفهان;;' + IR, 'تعطیلات بهمن، ۲ شب، شام و صبحانه، ماشین کنار نخلستان', ''),
 (H, 'اقامتگاه بوم^گردی بارانداز ورزنه', '', 'محله پایین;ورزنه;اصفهان;;' + IR, '۱ شب، تور تالاب گاوخونی ۱۶:۰۰', ''),
 (H, 'کمپ کویر مصر', '', 'روستای مصر;خور و بیابانک;اصفهان;;' + IR, 'یلدا، یک شب، چادر ۴ نفره، شترسواری ۱۷', ''),
 # --- Kish
 (H, 'هتل بزرگ داریوش', '', 'بلوار ایران;کیش;هرمزگان;;' + IR, 'عید، ۴ شب، پرواز ماهان ۸:۳۰', ''),
 (H, 'شایان کیش', '', 'میدان امیرکبیر;کیش;هرمزگان;;' + IR, '', ''),
 (H, 'مریم کیش', '', 'بلوار دریا;کیش;هرمزگان;;' + IR, '۳ شب، اتاق ۱۱۸ کنار استخر، نیم^پانسیون', ''),
 # --- pilgrimages: Mashhad and Qom; Damavand
 (H, 'زائرسرای ثامن', '', 'خیابان شیرازی، کوچه ۴;مشهد;خراسان رضوی;;' + IR, 'سفر زیارتی با مامان^بزرگ، ۳ شب، ورود بعدازظهر', ''),
 (H, 'مسافرخانه شریف', '', 'خیابان نواب صفوی، نزدیک حرم;مشهد;خراسان رضوی;;' + IR, '', ''),
 (H, 'مهمانپذیر رضوان', '', 'خیابان امام رضا، امام رضا ۵;مشهد;خراسان رضوی;;' + IR, '۲ شب، اتاق سه^تخته، بدون صبحانه', ''),
 (H, 'هتل آپارتمان یاس', '', 'خیابان طبرسی، طبرسی ۶;مشهد;خراسان رضوی;;' + IR, 'واحد ۳، آشپزخانه دارد، ۴ شب', ''),
 (H, 'خانه مسافر قاسمی', '', 'بلوار طبرسی، نزدیک باب^الجواد;مشهد;خراسان رضوی;;' + IR, 'اتاق با آشپزخانه، شبی ۸۰۰ تومن، کارت به کارت', ''),
 (H, 'مهمانپذیر فجر قم', '', 'خیابان ارم، کوچه ۱۲;قم;قم;;' + IR, '', ''),
 (H, 'زائرسرای کریمه', '', 'خیابان آذر;قم;قم;;' + IR, 'یک شب، خانم^ها طبقه دوم', ''),
 (H, 'پناهگاه بارگاه سوم', '', 'دماوند، جبهه جنوبی;رینه;مازندران;;' + IR, 'صعود مرداد، ۱ شب، کیسه^خواب ببر، هماهنگی با فدراسیون', ''),
 # --- Oman
 (H, 'Desert Nights Camp', '', 'Al Wasil, Wahiba Sands;Bidiyah;Ash Sharqiyah North;;Oman', '1 night, half board, 4x4 pickup from Al Wasil 15:00', ''),
 (H, 'مخيم ألف ليلة', '', 'رمال الشرقية;بدية;;;سلطنة عمان', 'ليلة واحدة، خيمة عائلية، العشاء ٨', ''),
 (H, 'Sama Wadi Shab Resort', '', 'Tiwi;Sur;Ash Sharqiyah South;;Oman', '', ''),
 (H, 'Misfah Old House', '', 'Misfat Al Abriyeen;Al Hamra;Ad Dakhiliyah;;Oman', '2 nights, dinner included, park below the village', 'EMAIL:misfaholdhouse@gmail.com'),
 (H, 'Sahab Hotel', '', 'Jebel Akhdar;Al Jabal Al Akhdar;Ad Dakhiliyah;;Oman', '4x4 only, 2 nights, room 14', ''),
 (H, 'Alila Jabal Akhdar', '', 'Al Roose;Al Jabal Al Akhdar;Ad Dakhiliyah;;Oman', '', ''),
 # --- Armenia, Georgia, Azerbaijan, Istanbul, Dubai
 (H, 'Dilijan Resort', '', 'Getapnya 1;Dilijan;Tavush;3901;Armenia', '2 nights, dinner at Haykanoush 20:00', ''),
 (H, 'Հյուրատուն Նարեկ', '', 'Մաշտոցի 15;Գորիս;Սյունիք;3201;Հայաստան', '2 գիշեր, նախաճաշով, Տաթև ճոպանուղի 10:00', ''),
 (H, 'Հարսնաքար', '', 'Սևանի ափ;Սևան;Գեղարքունիք;1501;Հայաստան', '', ''),
 (H, 'Envoy Hostel Yerevan', '', 'Pushkin St 54;Yerevan;;0002;Armenia', 'Ali, 4 nights, bed in 6-bed dorm', ''),
 (H, 'Vinotel', '', 'Elene Akhvlediani St 4;Tbilisi;;0105;Georgia', '2 nights, late check-in 23:00', ''),
 (H, 'სტუმართა სახლი ნატო', '', 'გორგასლის ქ. 9;სიღნაღი;კახეთი;;საქართველო', '2 ღამე, საუზმე, ღვინის დეგუსტაცია', ''),
 (H, 'Kabadoni Boutique Hotel', '', 'Tamar Mepe St 1;Sighnaghi;Kakheti;;Georgia', '1 night on the way to Lagodekhi', ''),
 (H, 'Şəki Karvansaray', '', 'M.F. Axundov pr. 185;Şəki;;;Azərbaycan', '2 gecə, otaq 12, səhər yeməyi yoxdur', ''),
 (H, 'Cihangir daire (Airbnb)', '', 'Akarsu Yokuşu 21;İstanbul;;34433;Türkiye', '4 gece, anahtar kafede, kat 3', ''),
 (H, 'JA Hatta Fort Hotel', '', 'Hatta-Oman Rd;Hatta;Dubai;;United Arab Emirates', 'Eid, 2 nights, chalet, kayaking at the dam 16:00', ''),
 (H, 'Hatta Dome Park', '', 'Hatta Wadi Hub;Hatta;Dubai;;United Arab Emirates', '1 night, 2 domes, BBQ', ''),
 (H, 'Frank Porter - Marina 2BR', '', 'Marina Gate 2;Dubai Marina;Dubai;;United Arab Emirates', '5 nights, keybox code 2281, checkout 11', ''),
]
P = [
 # family and household
 (N, 'مریم', 'سرایی;مریم;;;', '', 'کلاس تا ۱۳، جمعه^ها کوه', 'ORG:دبیرستان دخترانه فرزانگان ۲'),
 (N, 'سارا', 'کریمی;سارا;;;', '', 'ترم ۳ هتلداری، کارآموزی تابستان', 'ORG:آموزشکده عالی هتلداری و گردشگری'),
 (N, 'علی کریمی', 'کریمی;علی;;;', '', 'فوتسال سه^شنبه ۱۷، زبان پنجشنبه', ''),
 (N, 'مامان', ';مامان;;;', 'خیابان شریعتی، کوچه یخچال، پلاک ۱۲;تهران;;;' + IR, 'قرص فشار، نوبت دکتر ۲۴ مهر', ''),
 (N, 'مامان^بزرگ', 'کریمی;فاطمه;;;', '', 'قلب، دکتر نوری، ملاقات ۱۶ تا ۱۸', ''),
 (N, 'عمو حمید', 'کریمی;حمید;;;', 'Al Barsha 1, Street 23, Villa 14;Dubai;;;United Arab Emirates', 'بعد از ۸ شب زنگ بزن، واتساپ', ''),
 (N, 'خاله هما', 'سرایی;هما;;;', 'Al Waab St;Doha;;;Qatar', 'تولد ۱۲ آذر، دخترش نگار', ''),
 (N, 'دایی داریوش', 'سرایی;داریوش;;;', 'Salmiya, Block 10;Kuwait City;;;Kuwait', 'کویت، جمعه^ها بعد از ظهر زنگ بزن', ''),
 (N, 'آراس مهماندار', 'مهماندار;آراس;;;', 'گەڕەکی ئازادی;سلێمانی;هەرێمی کوردستان;;عێراق', 'پورزای مریەم، ژمارەی نوێ', ''),
 (N, 'آقای مسافری (مدیر ساختمان)', 'مسافری;جواد;;;', '', 'شارژ ماهانه، پارکینگ ۲', ''),
 (N, 'خانم رحیمی صاحبخانه رامسر', 'رحیمی;;;خانم;', '', 'سوئیت رامسر، ۳ شب نوروز، بیعانه ۱ میلیون کارت به کارت', ''),
 (N, 'آقا مجید لوله^کش', ';مجید;;;', '', 'شیر آب آشپزخانه، ۳۵۰ تومن', ''),
 (N, 'آقای کاروانی', 'کاروانی;مهدی;;;', '', 'معلم ریاضی علی، جلسه اولیا ۱۸ آبان ساعت ۱۶', 'ORG:دبیرستان علامه حلی ۳ || TITLE:دبیر ریاضی'),
 # colleagues and clients
 (N, 'علی پارسیان', 'پارسیان;علی;;;', '', 'پروژه بندرعباس، کارگاه', 'ORG:مهندسین مشاور آب^پویان || TITLE:مدیر پروژه'),
 (N, 'Khalid Al Hashmi', 'Al Hashmi;Khalid;;Eng.;', '', 'Hassyan SWRO, call before 14:00', 'ORG:Dubai Electricity and Water Authority || TITLE:Senior Engineer'),
 (N, 'سعيد البلوشي', 'البلوشي;سعيد;;;', '', 'اجتماع الأحد ١٠ صباحاً', 'ORG:نماء لخدمات المياه'),
 (N, 'روتانا الأنصاري', 'الأنصاري;روتانا;;;', '', 'عرض فني يوم الثلاثاء', 'ORG:هيئة الكهرباء والماء || TITLE:مهندسة تخطيط'),
 (N, 'ڕەشید عەزیز', 'عەزیز;ڕەشید;;;', '', 'کۆبوونەوە دووشەممە ١١:٠٠', 'ORG:وەزارەتی کارەبا'),
 (N, 'Elvin Məmmədov', 'Məmmədov;Elvin;;;', '', 'WhatsApp, rusca da danışır', 'ORG:Azərbaycan Meliorasiya və Su Təsərrüfatı ASC'),
 (N, 'Արամ Պետրոսյան', 'Պետրոսյան;Արամ;;;', '', 'meeting Tuesday 11:00, English ok', 'ORG:Veolia Jur'),
 (N, 'Сергей Волков', 'Волков;Сергей;;;', '', 'ЭКВАТЭК, стенд 3B', 'ORG:Мосводоканал'),
 (N, 'Liu Yang 刘洋', 'Liu;Yang;;;', '', 'WeChat, visit Tehran in September', 'ORG:PowerChina'),
 (N, 'محمد حیات', 'حیات;محمد;;;', '', 'قرارداد پمپ^ها، پیش^پرداخت', 'ORG:شرکت آب و فاضلاب مشهد'),
 # hotel staff and hosts
 (N, 'مهدی صالحی', 'صالحی;مهدی;;;', '', 'اتاق رو به باغ، مستقیم با خودش هماهنگ کن', 'ORG:هتل پیروزی اصفهان || TITLE:مسئول پذیرش'),
 (N, "Sarah D'Souza", "D'Souza;Sarah;;;", '', 'corporate rate, 2 nights a month', 'ORG:Rove City Walk || TITLE:Sales Executive || EMAIL;TYPE=WORK:sarah.dsouza@rovehotels.com'),
 (N, 'احمد کمپ مصر', ';احمد;;;', '', 'یلدا ۸ نفر، ۲ شب، هماهنگی شتر', 'ORG:کمپ کویر مصر'),
 (N, 'ნატო ბერიძე', 'ბერიძე;ნატო;;;', '', 'WhatsApp, რუსულად', 'ORG:სტუმართა სახლი ნატო'),
 (N, 'Salim Al Hajri', 'Al Hajri;Salim;;;', '', 'meet at Al Wasil petrol station 15:00', 'ORG:Desert Nights Camp || TITLE:Guest Relations'),
 (N, 'دکتر نوری', 'نوری;حسین;;دکتر;', '', 'مطب یکشنبه ۱۸، متخصص قلب', 'ORG:بیمارستان ایرانمهر'),
]
O = [
 # 'سرای', 'خانه', 'بيت' on restaurants, teahouses, museums, a bazaar
 (N, 'سفره^خانه سرای مشیر', '', 'خیابان لطفعلی^خان زند، سرای مشیر;شیراز;فارس;;' + IR, 'میز ۶ نفره پنجشنبه ساعت ۲۱، موسیقی زنده', ''),
 (N, 'چایخانه آزادگان', '', 'میدان نقش جهان، کوچه آزادگان;اصفهان;اصفهان;;' + IR, '', ''),
 (N, 'قهوه^خانه آذری', '', 'خیابان ولیعصر، نرسیده به راه^آهن;تهران;تهران;;' + IR, 'دیزی، جمعه ظهر با بچه^ها', ''),
 (N, 'خانه طباطبایی^ها', '', 'خیابان علوی، کوچه علوی;کاشان;اصفهان;;' + IR, 'بازدید ۹ تا ۱۷، بلیت ورودی، عکاسی آزاد', ''),
 (N, 'خانه لاری^ها', '', 'محله فهادان;یزد;یزد;;' + IR, 'بازدید صبح جمعه، بلیت ورودی', ''),
 (N, 'سرای سعدالسلطنه', '', 'خیابان امام خمینی، بازار;قزوین;قزوین;;' + IR, 'ناهار در حیاط، خرید گیوه', ''),
 (N, 'Karvansara Restoranı', '', 'Qüllə küç., İçərişəhər;Bakı;;AZ1004;Azərbaycan', 'şam yeməyi 20:00, 6 nəfər, plov', ''),
 (N, 'مطعم بيت اللبان', '', 'كورنيش مطرح;مسقط;;;سلطنة عمان', 'حجز طاولة ٨ مساءً، ٥ أشخاص', ''),
 (N, 'متحف بيت الزبير', '', 'شارع السيدية;مسقط;;;سلطنة عمان', '', ''),
 (N, 'چایخانەی مەچکۆ', '', 'بازاڕی قەیسەری، قەڵا;هەولێر;هەرێمی کوردستان;;عێراق', '', ''),
 (N, 'Barasti Beach Bar', '', 'Al Sufouh Rd, Dubai Marina;Dubai;;;United Arab Emirates', "Hamid's birthday Fri 19:00", ''),
 # wedding gardens and halls
 (N, 'باغ تالار ارغوان', '', 'جاده لشگرک، بعد از پل;تهران;تهران;;' + IR, 'عروسی پسرخاله، پنجشنبه ۱۹:۰۰، ۲۲۰ نفر', ''),
 (N, 'تالار پذیرایی قصر سفید', '', 'بزرگراه آزادگان;تهران;تهران;;' + IR, '', ''),
 # 'هتل' and other lodging words on things that are not places to stay
 (N, 'تجهیزات هتلداری کاوه', '', 'خیابان مولوی، سرای امیر;تهران;تهران;;' + IR, 'سفارش ۲ دست حوله هتلی، پیش^فاکتور ۴۸۲۱', ''),
 (N, 'آموزشکده عالی هتلداری و گردشگری', '', 'خیابان ولیعصر، بالاتر از ونک;تهران;تهران;;' + IR, 'ثبت^نام ترم ۳ سارا، قسط دوم شهریه', ''),
 (N, 'بیمارستان ایرانمهر - بخش هتلینگ', '', 'خیابان شریعتی، کوچه دستگردی;تهران;تهران;;' + IR, 'عمل مامان^بزرگ ۸ صبح، ۳ شب بستری، اتاق ۵۰۴', ''),
 (N, 'هتل حیوانات خانگی پاپی', '', 'کامرانیه شمالی، کوچه نارنج;تهران;تهران;;' + IR, 'پیشی ۵ شب وقتی کیش هستیم، کارت واکسن همراه', ''),
 (N, 'سرای سالمندان نیکان', '', 'نیاوران، خیابان باهنر;تهران;تهران;;' + IR, 'پدربزرگ، ملاقات جمعه ۱۰ تا ۱۲، شهریه ماهانه', ''),
 (N, 'شرکت توسعه هتل آپارتمان^های کیش', '', 'بلوار سنایی;کیش;هرمزگان;;' + IR, 'پیش^خرید واحد ۱۲، قسط دوم ۱۵ دی', ''),
 (N, 'ایران هتل آنلاین', '', '', 'کد پیگیری ۸۸۳۲۱، پشتیبانی ۲۴ ساعته', 'URL:https://www.iranhotelonline.com'),
 # travel: agencies, tour operators, airlines, trains, boats
 (N, 'آژانس مسافرتی پرستو سیر', '', 'خیابان مطهری، پلاک ۲۱۰;تهران;تهران;;' + IR, 'بلیت تهران-دبی ۲۱ اسفند، ویزای عمان', ''),
 (N, 'Zahara Tours', '', 'Way 3109, Al Khuwair;Muscat;;;Oman', 'Wadi Bani Khalid day trip, pickup 7:30, 4 pax', ''),
 (N, 'Hyur Service', '', 'Nalbandyan 96;Yerevan;;0025;Armenia', 'Garni-Geghard tour Sat 10:00', 'URL:https://www.hyurservice.com'),
 (N, 'ماهان ایر', '', '', 'ماهان مایلز ۷۷۱۴ ۲۰۳۸ ۵۵', 'KIND:org'),
 (N, 'Oman Air', '', '', 'Sindbad 112 448 901, MCT-IKA', 'KIND:org'),
 (N, 'flydubai', '', '', 'IKA-DXB 04:15, 30 kg', 'KIND:org'),
 (N, 'ایران ایر', '', '', 'تهران-مسکو، بار ۲ چمدان', ''),
 (N, 'قطار فدک', '', 'ایستگاه راه^آهن تهران;تهران;تهران;;' + IR, 'تهران-مشهد، کوپه ۴ تخته، حرکت ۲۱:۳۰، واگن ۶', ''),
 (N, 'قطارهای مسافری رجا', '', '', 'تهران-یزد شبانه، کوپه ۶ نفره، سالن ۴', ''),
 (N, 'کشتیرانی والفجر', '', 'اسکله شهید باهنر;بندرعباس;هرمزگان;;' + IR, 'بندرعباس-شارجه، کابین ۲ تخته، یک شب روی کشتی', ''),
 (N, 'Al Mansour Dhow', '', 'Baniyas Rd, Deira;Dubai;;;United Arab Emirates', 'dinner cruise 20:30, 5 pax', ''),
 (N, 'Mark Rent a Car', '', 'Muscat International Airport;Muscat;;;Oman', '4x4 Prado, 5 days, deposit 200 OMR', ''),
 # baths and hot springs by day; venues
 (N, 'Cağaloğlu Hamamı', '', 'Prof. Kazım İsmail Gürkan Cd. 24;İstanbul;;34110;Türkiye', 'kese köpük 15:00, 2 kişi', ''),
 (N, 'آبگرم سبلان سرعین', '', 'خیابان امام;سرعین;اردبیل;;' + IR, '', ''),
 (N, 'تله^کابین نمک^آبرود', '', 'نمک^آبرود;چالوس;مازندران;;' + IR, '', ''),
 (N, 'مركز دبي التجاري العالمي', '', 'Sheikh Zayed Rd;Dubai;;;United Arab Emirates', 'WETEX stand B-214, build-up 8:00', ''),
 (N, 'مرکز همایش^های برج میلاد', '', 'بزرگراه همت، برج میلاد;تهران;تهران;;' + IR, '', ''),
 # work, health, school, shops
 (N, 'مهندسین مشاور آب^پویان', '', 'خیابان ملاصدرا، پلاک ۴۸;تهران;تهران;;' + IR, 'جلسه هفتگی شنبه ۹', 'URL:https://www.abpouyan.ir'),
 (N, 'داروخانه شبانه^روزی ۱۳ آبان', '', 'خیابان شریعتی، نرسیده به پل رومی;تهران;تهران;;' + IR, 'نسخه مامان^بزرگ، انسولین یخچالی', ''),
 (N, 'کلینیک دندانپزشکی لبخند', '', 'خیابان پاسداران، گلستان یکم;تهران;تهران;;' + IR, 'ارتودنسی علی چهارشنبه ۱۷:۳۰', ''),
 (N, 'دبیرستان علامه حلی ۳', '', 'خیابان شهید بهشتی، خیابان سرافراز;تهران;تهران;;' + IR, 'دفتر مدرسه ۷:۳۰ تا ۱۳', ''),
 (N, 'شیرینی حاج خلیفه', '', 'میدان امیرچخماق;یزد;یزد;;' + IR, 'سفارش ۲ کیلو باقلوا برای یلدا، پست پیشتاز', ''),
 (N, 'گلاب زهرا قمصر', '', 'بلوار اصلی;قمصر;اصفهان;;' + IR, 'سفارش ۱۰ بطری گلاب برای عمو حمید', ''),
 (N, 'Parisa Souq Waqif', '', 'Souq Waqif;Doha;;;Qatar', 'Khaleh Homa, dinner Fri 20:00', ''),
 (N, 'املاک ساحل طلایی نوشهر', '', 'بلوار ساحلی، روبروی پارک جنگلی;نوشهر;مازندران;;' + IR, 'ویلا برای خرید؟ بازدید جمعه ۱۱ صبح', ''),
 (N, 'Azizi Developments', '', 'Al Furjan;Dubai;;;United Arab Emirates', "Hamid's flat, service charge Q2", ''),
]
def z(s):
    return s.replace('^', '\u200c')
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join(z(x) for x in [f'AD{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
