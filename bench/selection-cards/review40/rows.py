#!/usr/bin/env python3
"""Writes cards.tsv for review40: one realistic address book of a Tel Aviv family (Yoav Ben-Ami, an agronomist
with Netafim, travelling for work to Jerusalem, Haifa, Be'er Sheva, Eilat and Nazareth, and to Cyprus, Athens,
Rome, Berlin, London, Paris, New York, Boston, Bengaluru, Dubai and Abu Dhabi; Noa, who plans the family's
holidays: tzimmerim in the Galilee and the Golan, kibbutz guest houses, Eilat hotels, desert camps in the Negev
and Mitzpe Ramon, hostels in Jerusalem, Nazareth guest houses, Sinai beach camps, Petra and Wadi Rum, the Greek
islands, Cyprus) and the home contacts around them, in Hebrew, Arabic, Russian, English and Greek. The book's own
traps: restaurants and a cafe with 'מלון'/'צימר' in the name, an event garden, a dog hotel and a cat hotel, a
hostel for at-risk youth, a kibbutz dining hall still called 'בית הארחה', a hotel management school, army bases,
a Khan that is a museum and one that is a restaurant (beside Khan Be'erot, which lets tents), a senior residence
called Palace, bars, a developer, Hotel Chocolat, family names Fattal, Ritz, Hilton and Khan, hotel staff and hosts
whose ORG is their place, a landlady's own card, a sleeper train and an overnight ferry. Each row: (label, name, n,
adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in
extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = somewhere one books a bed, room, hut bunk,
cottage, tent or pitch for the night; not = everything else, people's cards included. Labels fixed here, before
any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
IL = 'Israel'
C = [
 # --- Yoav's work in Israel
 (H, 'Inbal Jerusalem', '', "Jabotinsky 3;Jerusalem;;9214502;" + IL, "כנס משרד החקלאות, 2 לילות, צ'ק אין 15:00", ''),
 (H, 'מלון יהודה ירושלים', '', 'חיים קוליץ 1;ירושלים;;9695801;ישראל', 'לילה לפני הפגישה במשרד, חניה חינם', ''),
 (H, 'Dan Carmel Haifa', '', 'שדרות הנשיא 85;חיפה;;3463706;ישראל', 'טכניון - יום עיון, לילה אחד, חדר 612', ''),
 (H, 'מלון בית שלום כרמל', '', 'הנשיא 110;חיפה;;3463430;ישראל', '', ''),
 (H, 'Bay Club Haifa', '', 'Hertzl 59;Haifa;;3303518;' + IL, 'לילה + ארוחת בוקר, חניה ברחוב החלוץ', ''),
 (H, 'Leonardo Negev', '', 'שדרות דוד טוביהו 4;באר שבע;;8489309;ישראל', 'ביקור בחצרים + מו"פ גילת, 2 לילות, הזמנה 55102', ''),
 (H, 'Isrotel Royal Beach', '', 'North Beach;Eilat;;8810001;' + IL, 'כנס חקלאות ערבה, 3 לילות, הזמנה 77120934, חדר 1104', ''),
 (H, 'Golden Crown Old City Hotel', '', 'Al-Bishara 1;Nazareth;;16000;' + IL, 'פגישה עם מגדלים בגליל, לילה, צ\'ק אאוט 12', ''),
 # --- abroad: Cyprus, Athens, Rome, Berlin, London, Paris
 (H, 'Parklane Resort & Spa Limassol', '', 'Amathountos 11;Limassol;;4532;Cyprus', 'distributor meeting, 2 nights, sea view', ''),
 (H, 'Ξενοδοχείο Ajax Λεμεσός', '', 'Λεωφόρος Αρχ. Μακαρίου Γ 111;Λεμεσός;;3021;Κύπρος', 'corporate rate Netafim, 3 νύχτες', 'URL:https://www.ajax.com.cy'),
 (H, 'Hilton Nicosia', '', 'Archbishop Makarios III Ave 98;Nicosia;;1077;Cyprus', '1 night, Hilton Honors 771 402 118', ''),
 (H, 'Athens Was', '', 'Dionysiou Areopagitou 5;Athens;;11742;Greece', 'AgroTech expo, 3 nights, rooftop pool', ''),
 (H, 'Ξενοδοχείο Ηρώδειον', '', 'Ροβέρτου Γκάλλι 4;Αθήνα;;11742;Ελλάδα', '2 νύχτες, πρωινό στην ταράτσα, check-in 14:00', ''),
 (H, 'Hotel Quirinale', '', 'Via Nazionale 7;Roma;RM;00184;Italia', 'FAO meeting, 2 notti, colazione inclusa', ''),
 (H, 'Albergo del Senato', '', 'Piazza della Rotonda 73;Roma;RM;00186;Italia', '1 notte, camera 305, vista Pantheon', ''),
 (H, 'Motel One Berlin-Hauptbahnhof', '', 'Invalidenstraße 54;Berlin;;10557;Deutschland', 'Fruit Logistica, 3 Nächte, Buchung 4418-2290', ''),
 (H, 'Pension Funk', '', 'Fasanenstraße 69;Berlin;;10719;Deutschland', '', ''),
 (H, 'Travelodge London Farringdon', '', '10-42 Kings Cross Rd;London;;WC1X 9QN;United Kingdom', '2 nights, check-in from 3pm, ref TL7731', ''),
 (H, 'The Hoxton Holborn', '', '199-206 High Holborn;London;;WC1V 7BD;United Kingdom', '1 night after the Rothamsted visit', ''),
 (H, 'citizenM Paris Gare de Lyon', '', '8 Rue Van Gogh;Paris;;75012;France', '2 nuits, OCDE, check-in à partir de 14h', ''),
 (H, 'Hôtel Le Pigalle', '', '9 Rue Frochot;Paris;;75009;France', '', ''),
 # --- New York, Boston, Bengaluru, Dubai, Abu Dhabi
 (H, 'Pod 51', '', '230 E 51st St;New York;NY;10022;USA', 'cheap option, 2 nights, tiny room, no breakfast', ''),
 (H, 'The Jane Hotel', '', '113 Jane St;New York;NY;10014;USA', '', ''),
 (H, 'Residence Inn Boston Back Bay/Fenway', '', '125 Brookline Ave;Boston;MA;02215;USA', 'MIT visit, 4 nights, kitchenette, conf. 84410297', ''),
 (H, 'Hyatt Regency Boston', '', '1 Avenue de Lafayette;Boston;MA;02111;USA', 'conference block, 3 nights, code NETA24', ''),
 (H, 'Taj MG Road Bengaluru', '', '41/3 Mahatma Gandhi Road;Bengaluru;Karnataka;560001;India', '5 nights, airport pickup 03:10, breakfast incl.', ''),
 (H, 'ITC Gardenia', '', '1 Residency Road;Bengaluru;Karnataka;560025;India', '', ''),
 (H, 'Rove La Mer Beach', '', 'Jumeira 1;Dubai;;;United Arab Emirates', 'Gulfood, 3 nights, 2 min to metro', ''),
 (H, 'فندق جميرا بيتش', '', 'شارع جميرا;دبي;;;الإمارات العربية المتحدة', 'חופשה משפחתית, 4 לילות, Wild Wadi כלול', ''),
 (H, 'Emirates Palace Mandarin Oriental', '', 'West Corniche Road;Abu Dhabi;;;United Arab Emirates', 'ADAFSA meeting, 1 night, paid by client', ''),
 (H, 'W Abu Dhabi - Yas Island', '', 'Yas Marina Circuit;Abu Dhabi;;;United Arab Emirates', '', ''),
 # --- Tel Aviv, for guests
 (H, 'Brown TLV', '', 'קלישר 25;תל אביב-יפו;;6525710;ישראל', 'לאמיר מבנגלור, 3 לילות, חשבונית לנטפים', ''),
 (H, 'Hotel Montefiore', '', 'Montefiore 36;Tel Aviv-Yafo;;6520148;' + IL, 'להורים של נועה, 2 לילות, 15:00', ''),
 # --- Galilee and Golan: tzimmerim
 (H, 'צימר נוף כנרת', '', 'הגפן 12;כפר חרוב;;1293200;ישראל', '2 לילות, ג\'קוזי, מקדמה 500 ש"ח בהעברה, כניסה 15:00', ''),
 (H, 'בקתות אודם', '', 'מושב אודם;רמת הגולן;;1243000;ישראל', 'פסח, 3 לילות, בקתה 4, להביא עצים למדורה', ''),
 (H, 'אחוזת ורדים', '', 'הזית 7;ראש פינה;;1200000;ישראל', 'סופ"ש, כניסה 15:00 עזיבה 11:00, ארוחת בוקר בסל', ''),
 (H, 'צימרים בין השבילים', '', 'הרימונים 4;ראש פינה;;1200000;ישראל', '', ''),
 (H, 'Mizpe Hayamim', '', 'Rosh Pina;Rosh Pina;;1200000;' + IL, 'יום נישואין, לילה אחד, ספא בבוקר 10:00', ''),
 (H, 'בקתות עין זיוון', '', 'קיבוץ עין זיוון;רמת הגולן;;1242500;ישראל', '', ''),
 (H, 'Merom Golan Resort', '', 'Kibbutz Merom Golan;Golan Heights;;1243600;' + IL, 'בקתת עץ, 2 לילות, ארוחת בוקר בחדר האוכל', ''),
 # --- kibbutz guest houses, Tiberias
 (H, 'בית הארחה קיבוץ לביא', '', 'קיבוץ לביא;גליל תחתון;;1526700;ישראל', 'שבועות, 2 לילות, חצי פנסיון, כשר', ''),
 (H, 'כפר נופש עין גב', '', 'קיבוץ עין גב;עמק הירדן;;1494000;ישראל', 'חופש גדול, 4 לילות, בקתה על המים מס\' 23', ''),
 (H, 'מלון קיבוץ כפר גלעדי', '', 'קיבוץ כפר גלעדי;גליל עליון;;1221000;ישראל', 'ראש השנה, 3 לילות, חדר משפחה', ''),
 (H, 'Pilgerhaus Tabgha', '', 'Tabgha;Tiberias;;14100;' + IL, 'לילה אחד ליד הכנרת, שקט, ארוחת ערב 18:30', ''),
 (H, 'The Scots Hotel', '', 'Gdud Barak 1;Tiberias;;1410101;' + IL, '', ''),
 # --- Eilat, Dead Sea
 (H, 'Herods Palace Eilat', '', 'North Beach;Eilat;;8810001;' + IL, 'חנוכה, 3 לילות, 2 חדרים מחוברים, הזמנה HP-66231', ''),
 (H, 'מלון אסטרל סיסייד', '', 'שדרות קמפן 2;אילת;;8812701;ישראל', '', ''),
 (H, 'Orchid Reef', '', 'Derech Mitzrayim;Eilat;;8815101;' + IL, 'צלילה, 2 לילות, מול חוף האלמוגים', ''),
 (H, 'מלון דניאל ים המלח', '', 'עין בוקק;ים המלח;;8693000;ישראל', '', ''),
 (H, 'מלון קיבוץ עין גדי', '', 'קיבוץ עין גדי;ים המלח;;8698000;ישראל', 'לילה, כניסה לגן הבוטני כלולה', ''),
 # --- Negev, Mitzpe Ramon
 (H, 'Beresheet', '', '1 Derech Beresheet;Mitzpe Ramon;;8060000;' + IL, 'חדר עם בריכה פרטית, 2 לילות, צ\'ק אין 15:00', ''),
 (H, 'חאן בארות', '', 'מכתש רמון;מצפה רמון;;8060000;ישראל', 'לינה באוהל בדואי על מזרנים, לילה, להביא שקי שינה', ''),
 (H, 'Green Backpackers', '', 'Nahal Sirpad 2;Mitzpe Ramon;;8060000;' + IL, 'תמר + 3 חברות, 2 לילות, דורם', ''),
 (H, 'כפר הנוקדים', '', 'כביש 3199;ערד;;8910000;ישראל', 'ליל סוכות באוהל, רכיבה על גמלים 9:00', ''),
 (H, 'סוכה במדבר', '', 'מצפה רמון;מצפה רמון;;8060000;ישראל', '', ''),
 (H, 'חניון לילה בארות', '', 'מכתש רמון;מצפה רמון;;8060000;ישראל', 'לילה בשטח עם 3 משפחות, הזמנה באתר רט"ג, שירותים ומקלחות', ''),
 (H, 'Desert Home Mitzpe Ramon', '', 'Har Ardon 14;Mitzpe Ramon;;8060000;' + IL, 'בית שלם ל-6, 2 לילות, קוד לתיבת מפתחות 2580', ''),
 (H, 'אכסניית נוער מצפה רמון', '', 'מצפה רמון;מצפה רמון;;8060000;ישראל', '', ''),
 (H, 'חוף אכזיב קמפינג', '', 'חוף אכזיב;נהריה;;2240000;ישראל', 'אוהל ליד החוף, 2 לילות, שבת', ''),
 # --- Jerusalem hostels, Nazareth
 (H, 'The Post Hostel Jerusalem', '', 'Jaffa 23;Jerusalem;;9414104;' + IL, 'איתי ותמר, 2 לילות, חדר 8 מיטות', ''),
 (H, 'Austrian Hospice', '', 'Via Dolorosa 37;Jerusalem;;9114901;' + IL, 'לילה בעיר העתיקה, חדר משפחתי, ארוחת בוקר וינאית', ''),
 (H, 'Jerusalem Hostel & Guest House', '', 'Jaffa 44;Jerusalem;;9422414;' + IL, '', ''),
 (H, 'Fauzi Azar by Abraham', '', 'Old City 6108/6;Nazareth;;16000;' + IL, '2 לילות, ארוחת בוקר על הגג, סיור בעיר העתיקה 10:00', ''),
 (H, 'Al Mutran Guest House', '', 'Bishop Square;Nazareth;;16000;' + IL, '', ''),
 (H, 'Sisters of Nazareth Convent', '', 'Casa Nova St;Nazareth;;16000;' + IL, 'לילה, חדר זוגי, להגיע לפני 21:00 - השער נסגר', ''),
 (H, 'دار ضيافة الأنوار', '', 'البلدة القديمة;الناصرة;;16000;إسرائيل', 'ليلتان، فطور، الدخول بعد الساعة 14:00', ''),
 # --- Sinai, Jordan
 (H, 'Sawa Camp', '', "Ras Shaitan;Nuweiba;South Sinai;;Egypt", 'ראס א-שיטן, 4 לילות, חושה על החוף, 20$ ללילה כולל ארוחת ערב', ''),
 (H, 'Basata Ecolodge', '', 'Taba-Nuweiba Road;Nuweiba;South Sinai;;Egypt', '', ''),
 (H, 'مخيم البدر', '', 'رأس الشيطان;نويبع;جنوب سيناء;;مصر', '3 ليالي، عشّة على البحر', ''),
 (H, 'Seven Wonders Bedouin Camp', '', 'Little Petra;Wadi Musa;Ma\'an;71810;Jordan', '', ''),
 (H, 'Petra Marriott Hotel', '', 'Queen Rania Al Abdullah St;Wadi Musa;Ma\'an;71810;Jordan', '2 nights, Petra by Night on Thursday', ''),
 (H, 'Wadi Rum Night Luxury Camp', '', 'Wadi Rum Protected Area;Wadi Rum;Aqaba;77110;Jordan', 'Martian dome, 1 night, jeep from Rum village 16:00', ''),
 (H, 'مخيم ليالي رم', '', 'وادي رم;العقبة;;77110;الأردن', 'ليلة، خيمة عائلية، عشاء زرب', ''),
 # --- Greek islands
 (H, 'Ενοικιαζόμενα Δωμάτια Μαρία', '', 'Άγιος Προκόπιος;Νάξος;;84300;Ελλάδα', '5 לילות, חדר עם מרפסת, מזומן בלבד', ''),
 (H, 'Aegialis Hotel & Spa', '', 'Aegiali;Amorgos;;84008;Greece', '4 לילות, חדר 21, מעבורת חזרה 16:00', ''),
 (H, 'Πανσιόν Ηλέκτρα', '', 'Παροικιά;Πάρος;;84400;Ελλάδα', '', ''),
 (H, 'Astra Suites', '', 'Imerovigli;Santorini;;84700;Greece', 'anniversary, 3 nights, transfer from port 11:30', ''),
 (H, 'Καταφύγιο Χρήστος Κάκκαλος', '', 'Όλυμπος;Λιτόχωρο;;60200;Ελλάδα', 'Olympus, 1 night, bunks, 40€ half board, κράτηση με email', ''),
 (H, 'Villa Thalassa Paros', '', 'Santa Maria;Naousa;Paros;84401;Greece', '7 לילות, 3 חדרים, המפתח אצל ניקוס', ''),
 # --- Cyprus holidays
 (H, 'Anassa', '', 'Latchi;Polis Chrysochous;Paphos;8830;Cyprus', 'פסח, 4 לילות, חצי פנסיון', ''),
 (H, 'Casale Panayiotis', '', 'Kalopanagiotis;Nicosia District;;2825;Cyprus', '2 nights, family room, breakfast 8-10', ''),
 (H, 'Κάμπινγκ Τρόοδος', '', 'Τρόοδος;Λεμεσός;;4820;Κύπρος', 'אוהל משפחתי, 2 לילות, 25 יורו ללילה', ''),
 (H, 'Leonidas Village Houses', '', 'Vasa Koilaniou;Limassol;;4775;Cyprus', '', ''),
 # --- Bat Yam short let for relatives
 (H, 'Апартаменты у моря Бат-Ям', '', 'בן גוריון 120;בת ים;;5920000;ישראל', 'для тёти Лены, 10 ночей, залог 1000 шекелей', ''),
]
P = [
 # family and household
 (N, 'אמא', ';אמא;;;', 'ויצמן 40;כפר סבא;;4424000;ישראל', 'יום הולדת 12.3', ''),
 (N, 'אבא', ';אבא;;;', '', 'טיפולים בבית החולים מאיר בימי ב\'', ''),
 (N, 'Бабушка Роза', 'Кац;Роза;;;', 'Адар 5;Хайфа;;;Израиль', 'звонить в воскресенье, лекарства в пятницу', ''),
 (N, 'סבא משה', 'בן-עמי;משה;;;', 'פנחס רוזן 6;תל אביב-יפו;;6951402;ישראל', 'ביקור שבת 11:00, אוהב חלבה', ''),
 (N, 'נועה בן-עמי', 'בן-עמי;נועה;;;', '', 'אוני\' עד 16:00', 'ORG:אוניברסיטת תל אביב'),
 (N, 'תמר בן-עמי', 'בן-עמי;תמר;;;', '', 'י"א 3, חוג טיפוס ג\'', ''),
 (N, 'איתי', 'בן-עמי;איתי;;;', '', 'בסיס תל נוף, יוצא כל שבת שנייה', ''),
 (N, 'מיכל בן-עמי', 'בן-עמי;מיכל;;;', '', 'אחות, חתונה 18.6 בחוות רונית', ''),
 (N, 'Ольга (уборка)', ';Ольга;;;', '', 'вторник 9:00, 250 ₪', ''),
 (N, 'שלומי אינסטלטור', ';שלומי;;;', '', 'דוד שמש, בא ב-8', ''),
 (N, 'אבי ריץ', 'ריץ;אבי;;;', 'פנחס רוזן 12;תל אביב-יפו;;6951210;ישראל', 'שכן מקומה 2, מפתח חירום', ''),
 (N, 'ענבל קדם', 'קדם;ענבל;;;', '', 'מחנכת של תמר, אסיפת הורים 17.11 18:00', 'ORG:תיכון עירוני א\''),
 (N, 'ד"ר רונית פתאל', 'פתאל;רונית;;;', 'איינשטיין 40;תל אביב-יפו;;6910102;ישראל', 'שיננית לתמר 5.2 15:30', 'ORG:מרפאת שיניים פתאל'),
 (N, 'סעיד - מונית טאבה', ';סעיד;;;', '', 'מהמעבר לראס א-שיטן 400 ש"ח, וואטסאפ', ''),
 # colleagues and clients
 (N, 'רוני שגיא', 'שגיא;רוני;;;', '', 'צוות הודו, חדר ישיבות 3', 'ORG:נטפים || TITLE:מנהל אזור'),
 (N, 'Aamir Khan', 'Khan;Aamir;;;', '', 'visit TLV 3-6 May, vegetarian', 'ORG:Kaveri Agritech Pvt Ltd || TITLE:Head of Procurement'),
 (N, 'Priya Subramanian', 'Subramanian;Priya;;;', '', 'pilot plots Kolar, call Tue 11:00 IST', 'ORG:Kaveri Agritech Pvt Ltd || EMAIL:priya.s@kaveri-agritech.in'),
 (N, 'Daniel Hilton', 'Hilton;Daniel;;;', '', 'soil sensors trial, lunch Thu', 'ORG:Rothamsted Research'),
 (N, 'Γιώργος Παπαδόπουλος', 'Παπαδόπουλος;Γιώργος;;;', '', 'διανομέας, παραγγελία 40 km σωλήνα', 'ORG:Αγροτεχνική Αττικής ΑΕ'),
 (N, 'Marco Rossi', 'Rossi;Marco;;;', '', 'FAO water scarcity, slides by Friday', 'ORG:CREA Roma'),
 (N, 'Julia Becker', 'Becker;Julia;;;', '', 'booth B-14, Fruit Logistica', 'ORG:Gemüsebau Becker GmbH'),
 (N, 'Ahmed Al Mansoori', 'Al Mansoori;Ahmed;;;', '', 'greenhouse tender, meeting Sun 10:00', 'ORG:ADAFSA || TITLE:Director Agricultural Development'),
 (N, 'Sarah Goldberg', 'Goldberg;Sarah;;;', '', 'MIT J-WAFS, dinner with family Sat', 'ORG:Massachusetts Institute of Technology'),
 # hotel staff, hosts, a landlady
 (N, 'Μαρία Γεωργίου', 'Γεωργίου;Μαρία;;;', '', 'corporate rate for Netafim, ask for Maria', 'ORG:Ajax Hotel || TITLE:Reservations Manager || EMAIL:reservations@ajax.com.cy'),
 (N, 'יוסי מזרחי', 'מזרחי;יוסי;;;', '', 'בעל הצימר, להתקשר כשיוצאים מראש פינה', 'ORG:צימר נוף כנרת'),
 (N, 'سالم الزلابية', 'الزلابية;سالم;;;', '', 'WhatsApp, jeep pickup Rum village', 'ORG:Wadi Rum Night Luxury Camp'),
 (N, 'Светлана Коган', 'Коган;Светлана;;;', '', 'квартира в Бат-Яме, 10 ночей для Лены, ключи у соседки', ''),
 (N, 'Ravi Menon', 'Menon;Ravi;;;', '', 'late check-out arranged', 'ORG:Taj MG Road Bengaluru || TITLE:Guest Relations Manager'),
 (N, 'إلياس شاهين', 'شاهين;إلياس;;;', '', 'صاحب البيت، يفتح الباب حتى 22:00', 'ORG:Al Mutran Guest House'),
]
O = [
 # restaurants, cafe, bars with a lodging word
 (N, 'מסעדת מלון מונטיפיורי', '', 'מונטיפיורי 36;תל אביב-יפו;;6520148;ישראל', 'שולחן ל-4, חמישי 20:30, יום הולדת לנועה', ''),
 (N, 'קפה צימר ראש פינה', '', 'הרחוב הראשי;ראש פינה;;1200000;ישראל', 'ארוחת בוקר בדרך לצפון', ''),
 (N, 'Ταβέρνα Ξενία', '', 'Παραλία Αγίου Γεωργίου;Νάξος;;84300;Ελλάδα', 'fish, table 21:00, ask for Kostas', ''),
 (N, 'مطعم الخان', '', 'شارع البشارة;الناصرة;;16000;إسرائيل', 'עשרה איש, שבת 13:00, מנסף', ''),
 (N, "ח'אן אל-עומדאן", '', "העיר העתיקה;עכו;;2400000;ישראל", 'סיור עכו, כרטיס משולב, 9:00-17:00', ''),
 (N, 'Uri Buri', '', 'HaHagana 11;Akko;;2400000;' + IL, 'ארוחת צהריים אחרי הסיור, 13:30', ''),
 (N, 'Imperial Craft Cocktail Bar', '', 'HaYarkon 66;Tel Aviv-Yafo;;6343219;' + IL, 'ערב צוות, חמישי 21:00', ''),
 (N, 'The Spaniards Inn', '', 'Spaniards Rd;London;;NW3 7JJ;United Kingdom', 'team drinks 19:30', ''),
 # events, care, youth, school, army
 (N, 'גן אירועים חוות רונית', '', 'הדר עם;השרון;;4293500;ישראל', 'חתונה של מיכל 18.6, הגעה 19:30, 4 מקומות', ''),
 (N, 'פנסיון לכלבים כלב-לב', '', 'משק 22;בית חנן;;7688000;ישראל', 'בוני - 6 לילות בזמן יוון, חיסונים בתוקף, אוכל שלנו', ''),
 (N, 'Гостиница для кошек «Мурка»', '', 'Бальфур 80;Бат-Ям;;;Израиль', 'кошка бабушки, 10 дней, корм свой', ''),
 (N, 'הוסטל עלם לנערים', '', 'יפו;תל אביב-יפו;;;ישראל', 'נועה מתנדבת, שלישי 17:00-20:00', ''),
 (N, 'בית הארחה קיבוץ יגור - חדר האוכל', '', 'קיבוץ יגור;עמק זבולון;;3006500;ישראל', 'ארוחת צהריים שבת, 14 איש, 12:30, המלון נסגר - רק חדר אוכל', ''),
 (N, 'תדמור - בית הספר למלונאות', '', 'הרצליה;הרצליה;;4610000;ישראל', 'יום פתוח לתמר 14.1 17:00', 'URL:https://www.tadmor.ac.il'),
 (N, 'בסיס תל נוף', '', 'תל נוף;רחובות;;;ישראל', 'ביקור הורים שבת 10:00, להביא תעודת זהות', ''),
 (N, 'בסיס צאלים', '', 'צאלים;נגב;;;ישראל', 'טקס סיום טירונות 11:00', ''),
 (N, 'פאלאס תל אביב - דיור מוגן', '', 'פנחס רוזן 6;תל אביב-יפו;;6951402;ישראל', 'סבא משה, תשלום חודשי עד ה-10', ''),
 (N, 'אלמוג מלונאות ונדל"ן בע"מ', '', 'המסגר 9;תל אביב-יפו;;6777409;ישראל', 'פרויקט דירות באילת, פגישה עם עו"ד 12:00', ''),
 # travel: agencies, airlines, trains, ferries, tours, crossings
 (N, 'גוליבר תיירות', '', 'אבן גבירול 109;תל אביב-יפו;;6203808;ישראל', 'טיסות לאתונה, לשלם עד 20.5', ''),
 (N, 'Ophir Tours', '', 'Ha-Barzel 34;Tel Aviv-Yafo;;;' + IL, '', ''),
 (N, 'אל על', '', 'נמל התעופה בן גוריון;לוד;;7015001;ישראל', 'מתמיד 88451230, LY 028 בוסטון', 'KIND:org'),
 (N, 'Arkia', '', 'Sde Dov;Tel Aviv-Yafo;;;' + IL, 'טיסה לאילת 7:05, מזוודה נוספת', ''),
 (N, 'Cyprus Airways', '', 'Larnaca International Airport;Larnaca;;;Cyprus', 'TLV-LCA 7:40, seats 14A-D', 'KIND:org'),
 (N, 'Royal Jordanian', '', 'Housing Bank Complex;Amman;;;Jordan', '', ''),
 (N, 'רכבת ישראל', '', 'תחנת ההגנה;תל אביב-יפו;;;ישראל', 'רב-קו, 7:12 לבאר שבע', ''),
 (N, 'ÖBB Nightjet', '', 'Am Hauptbahnhof 2;Wien;;1100;Österreich', 'Berlin-Paris, couchette 4, departs Berlin Hbf 20:18', ''),
 (N, 'ANEK Lines', '', 'Akti Kondyli 22;Piraeus;;18545;Greece', 'Piraeus-Chania overnight, cabin 4 berths, 21:00', ''),
 (N, 'Golden Star Ferries', '', 'Port of Rafina;Rafina;;19009;Greece', 'Rafina-Naxos 7:30, 4 pax + car', ''),
 (N, 'Desert Eco Tours', '', 'Hatmarim 4;Eilat;;;' + IL, 'טיול יום לפטרה, איסוף ממעבר רבין 7:00', ''),
 (N, "טיולי ג'יפים רמון", '', 'מצפה רמון;מצפה רמון;;;ישראל', "ג'יפ שקיעה 16:30, 6 איש", ''),
 (N, 'מעבר יצחק רבין', '', 'מעבר הגבול;אילת;;;ישראל', '', ''),
 (N, 'אלדן השכרת רכב', '', 'אילת;אילת;;;ישראל', '', ''),
 # spas, venues, health, shops, home
 (N, 'רשות הטבע והגנים', '', 'עם ועולמו 3;ירושלים;;9546303;ישראל', 'כרטיס מטמון, חידוש עד 31.12', ''),
 (N, 'חמת גדר', '', 'חמת גדר;עמק הירדן;;1500000;ישראל', 'יום בחמים, כניסה 9:00', ''),
 (N, 'Ein Gedi Spa', '', 'Route 90;Dead Sea;;8698000;' + IL, 'בוץ ובריכות גופרית, יום', ''),
 (N, 'Expo Tel Aviv', '', 'Rokach 101;Tel Aviv-Yafo;;;' + IL, 'AgriTech Israel, ביתן 12, הקמה 7:00', ''),
 (N, 'Megaron Athens International Conference Centre', '', 'Vas. Sofias & Kokkali;Athens;;11521;Greece', '', ''),
 (N, 'מכבי רמת אביב', '', 'איינשטיין 40;תל אביב-יפו;;;ישראל', 'רופאת משפחה ד"ר לוי, ג\' 16:40', ''),
 (N, 'מרפאת מטיילים שיבא', '', 'שיבא;רמת גן;;5262000;ישראל', 'חיסון טיפוס לפני הודו', ''),
 (N, 'וטרינר רמת אביב', '', 'ברודצקי 20;תל אביב-יפו;;;ישראל', 'בוני - חיסון כלבת', ''),
 (N, 'Selfridges', '', '400 Oxford St;London;;W1A 1AB;United Kingdom', 'order #SF-771203, collect for Noa', ''),
 (N, 'למטייל', '', 'דיזנגוף סנטר;תל אביב-יפו;;;ישראל', 'הזמנה 4412 - שקי שינה x2, לאסוף', ''),
 (N, 'Гастроном «Берёзка»', '', 'Бальфур 50;Бат-Ям;;;Израиль', 'для бабушки: гречка, селёдка', ''),
 (N, 'VFS Global India Visa', '', 'Menachem Begin 154;Tel Aviv-Yafo;;;' + IL, 'business visa appointment 9:30', ''),
 (N, 'משרד הפנים - לשכת תל אביב', '', 'מנחם בגין 125;תל אביב-יפו;;;ישראל', '', ''),
 (N, 'עיריית תל אביב-יפו', '', 'אבן גבירול 69;תל אביב-יפו;;;ישראל', 'ארנונה, מוקד 106', ''),
 (N, 'Netafim', '', 'Kibbutz Hatzerim;Hatzerim;;8542000;' + IL, 'HQ, parking gate 2', 'KIND:org || URL:https://www.netafim.com'),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AG{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
