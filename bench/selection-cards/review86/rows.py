#!/usr/bin/env python3
"""review86: the address book of a Baku family in Yasamal.

Elvin Mammadov is a project engineer with an oil-services company; his work
takes him to Sumgait, Ganja, Sheki, Lankaran, Tbilisi, Istanbul, Aktau, Dubai
and Aberdeen.  Leyla Mammadova teaches English.  Two children; Elvin's
parents live in Ganja, an uncle in Nakhchivan, a cousin in Istanbul.
Holidays: Gabala and Shahdag (resorts, hotels, rest zones with cottages),
Sheki (the caravanserai hotel, guest houses), Quba and Qusar (homestays,
cottages), Naftalan (a sanatorium one stays at for the oil baths), beach
villas and a dacha on the Absheron for the summer, Georgia (Batumi flats, a
Kakheti guest house), Antalya all-inclusive.  Azerbaijani (Latin script),
Russian, Turkish, Georgian-English and English, as they type them.

Label rule: hotel = a place one books a bed, room, cottage, apartment, house
or pitch at for the night (hotels, resorts, hostels, guest houses, homestays,
holiday lets, a summer dacha let, a sanatorium one sleeps at, a rest zone
with cottages, a campsite).  not = everything else: every person's card
(hosts, owners, landlords and hotel staff included, whatever the NOTE says
about nights), restaurants, tea houses and cafés whatever their name, a
hotel's own bar, café or spa visited by day, wedding palaces and venues,
museums, a day clinic called a sanatorium, a nursing home, pet boarding,
agencies, tour operators, loyalty programmes, airlines, the sleeper train and
the overnight ferry (journeys), shops, schools, employers, homes.

Hard calls (decided here, before any run):
- Karvansaray - Şəki (CA001): the upper caravanserai in Sheki lets rooms;
  the NOTE is about a room and nights -> hotel.  Multani Karvansarayı in
  the Old City of Baku (CA002) is a caravanserai that is only a restaurant
  now -> not.
- Pirşağı bağ evi (CA053): a dacha let for the summer by the month, for
  holidays -> hotel (a holiday let).  Its owner's card (CA054) -> not.  The
  landlord of the family's own flat in Yasamal (CA099) -> not (their home).
- Naftalan Səhiyyə Sanatoriyası (CA050): one lives there for 10 nights for
  the oil baths -> hotel.  Sağlam Həyat Sanatoriyası (CA105) in Mərdəkan:
  day treatment only, no night -> not.
- Göygöl Pansionatı (CA070): a holiday boarding house by the lake -> hotel;
  Mərdəkan Ahıllar Evi (CA110): a nursing home -> not.
- Nohur istirahət zonası (CA029): a rest zone whose cottages they rent for
  nights -> hotel.  Amburan Beach Club (CA126): day beach club -> not.
- Şəki Olimpik (CA080): the Olympic complex's hotel, NOTE about a room ->
  hotel, though the name alone reads as a sports complex.
- Xınalıq - Ramazanın evi (CA044): a homestay (bed and meals for a night)
  -> hotel; Ramazan's own card (CA045) -> not.
- Hünkar Konak Ocakbaşı (CA132), Ovçu Evi (CA113), Nənəmin Evi (CA114),
  Köhnə Otel Kababxanası (CA104), Sultan Sarayı Restoranı (CA124),
  Ma Cameron's Inn (CA107, an Aberdeen pub): eateries -> not.  Kontakt
  Home (CA119): electronics shop -> not.  Дом быта «Мангистау» (CA133):
  a household-services house -> not.
- Kopala Terrace (CA117), Boulevard Hotel Lounge Bar (CA118), Rixos Quba
  Spa (CA120): a hotel's restaurant, bar and spa visited by day -> not;
  the hotels themselves (Kopala Rikhe CA009, Boulevard Hotel Baku CA025,
  Rixos Quba CA042) -> hotel.
- Zoo Otel Bakı (CA111): the cat's boarding -> not.
- ADY Bakı-Tbilisi qatarı (CA102, sleeping car) and ASCO Bakı-Aktau
  bərəsi (CA103, overnight ferry with a cabin): journeys -> not.
- IHG One Rewards (CA129), Ostrovok.ru (CA130): programme / booking site
  -> not.  Aviakassa «Yasamal» (CA100): the AZAL ticket office -> not.
- Villa Petrolea (CA123): museum and event venue -> not.  Villa Novxanı 14
  (CA052): a beach villa let for a fortnight -> hotel.
- Lodge Granite City No. 1362 (CA112): a masonic lodge -> not.
  Shahdag Ski Lodge (CA035): chalet rooms for nights -> hotel.
"""
import os

here = os.path.dirname(os.path.abspath(__file__))
AZ = 'Azərbaycan'

rows = [
    # --- CA001-CA010 ---
    ('hotel', 'Karvansaray - Şəki', '', 'M.F. Axundov pr. 185;Şəki;;AZ5500;' + AZ,
     'Yuxarı karvansarada qalırıq. 12-14 iyul 2 gecə, otaq 27 (2-ci mərtəbə, eyvan həyətə), gecəlik 60 AZN, səhər yeməyi yoxdur. Nağd ödəniş. Giriş 14:00-dan.',
     'TEL:+994 24 244 48 14'),
    ('not', 'Multani Karvansarayı', '', 'Kiçik Qala küç. 1, İçərişəhər;Bakı;;AZ1004;' + AZ,
     'Leylanın ad günü: 8 nəfər, şənbə 19:30, depozit 100 AZN. Dolma, lülə, plov. Sifariş Səbinə xanım.',
     'TEL:+994 12 492 66 99'),
    ('hotel', 'Sheki Palace Hotel', '', 'Şəkixanovlar küç. 2;Şəki;;AZ5500;Azerbaijan',
     'Booking.com 3021445567 - 2 nights, 140 AZN/night incl. breakfast. Check-in 14:00, free parking.',
     'URL:https://shekipalace.az'),
    ('not', 'Gülnarə Hacıyeva', 'Hacıyeva;Gülnarə;;;', 'Məmmədəmin Rəsulzadə küç. 44;Şəki;;AZ5500;' + AZ,
     'Qonaq evinin sahibi. Avqustda 3 gecə, gecəlik 50 AZN, səhər yeməyi daxil. Bir həftə əvvəl zəng et. Halva da sifariş etmək olur.',
     'ORG:Gülnarə xanımın Qonaq Evi || TEL:+994 50 318 42 77'),
    ('hotel', 'Gülnarə xanımın Qonaq Evi', '', 'Məmmədəmin Rəsulzadə küç. 44;Şəki;;AZ5500;' + AZ,
     '3 gecə 9-12 avqust, 2 otaq, gecəlik 50 AZN hər otaq, səhər yeməyi daxil. Həyətdə maşın üçün yer var.',
     ''),
    ('not', 'Şəki Xan Sarayı', '', 'Yuxarıbaş, Şəki Qala;Şəki;;AZ5500;' + AZ, '', ''),
    ('hotel', 'Marxal Resort & Spa', '', 'Qəbələ yolu, Marxal;Şəki;;AZ5500;' + AZ,
     'Noyabr bayramı, 3 gecə, kottec №4, 2 böyük + 2 uşaq, 320 AZN/gecə yarımpansion. 30% depozit ödənildi. Rezerv №58812.',
     'URL:https://marxal.az'),
    ('not', 'Elçin Qurbanov', 'Qurbanov;Elçin;;;', ';Bakı;;;' + AZ,
     'Taksi - Bakı-Qəbələ 120 AZN bir tərəf, Bakı-Şəki 150 AZN. Prius, 10-PL-412. Səhər 7:00-da çıxır.',
     'TEL:+994 55 612 30 19'),
    ('hotel', 'Kopala Rikhe', '', '8/10 Gorgasali St;Tbilisi;;0105;Georgia',
     'Conf. 7741902. 2 nights, 19-21 Feb, 260 GEL/night, paid by company. Room 406 with view to Metekhi.',
     ''),
    ('hotel', 'Lagidze 7', '', '7 Mitrofane Lagidze St;Tbilisi;;0108;Georgia',
     'Private double with shared bathroom, 95 GEL/night, 1 night before the Tbilisi workshop. Check-in 14:00, kitchen downstairs.',
     ''),
    # --- CA011-CA020 ---
    ('hotel', 'Citadines Freedom Square', '', '4 Galaktion Tabidze St;Tbilisi;;0105;Georgia',
     'GOGC meeting week, studio with kitchenette, 4 nights, 310 GEL/night, conf. CFS-30188.', ''),
    ('hotel', 'Iveria Inn Tbilisi', '', '5 Ninoshvili St;Tbilisi;;0102;Georgia',
     '3 nights, corporate rate 85 USD, breakfast included. Room 11.', ''),
    ('not', 'Davit Kapanadze', 'Kapanadze;Davit;;;', '21 Kakheti Highway;Tbilisi;;0190;Georgia',
     'Pipeline integrity project, monthly review in Tbilisi. Likes Kindzmarauli.',
     'ORG:Georgian Oil and Gas Corporation || TITLE:Head of Technical Department || EMAIL:d.kapanadze@gogc.ge'),
    ('hotel', 'Empress Zoe', '', 'Akbıyık Cad. Adliye Sok. No:10, Sultanahmet;İstanbul;Fatih;34122;Türkiye',
     '3 gece, 4-7 Mart, oda 11, gecelik 140 EUR kahvaltı dahil. Rezervasyon EZ-66213.', ''),
    ('hotel', 'Dersaadet Oteli', '', 'Küçük Ayasofya Mah., Kapıağası Sok. No:5;İstanbul;Fatih;34122;Türkiye',
     'Leyla ilə 2 gecə, 145 EUR/gecə, səhər yeməyi əla. Giriş 14:00.', ''),
    ('not', 'Aysel Yılmaz', 'Yılmaz;Aysel;;;', 'Ataköy 7-8-9-10. Kısım, Çobançeşme Cad. 12/8;İstanbul;Bakırköy;34158;Türkiye',
     'Bibi qızı. İstanbulda onlarda qaldıq 3 gecə, yay 2024. Uşaqlar üçün hədiyyə apar. Doğum günü 2 oktyabr.',
     'TEL:+90 532 417 88 06'),
    ('hotel', 'CVK Park Bosphorus Hotel', '', 'Gümüşsuyu, İnönü Cd. No:8;İstanbul;Beyoğlu;34437;Türkiye',
     'TPAO toplantısı, 2 gece, firma ödüyor. Rez. 88213409.', ''),
    ('not', 'Mehmet Öztürk', 'Öztürk;Mehmet;;;', 'Söğütözü Mah. 2180. Cad. No:86;Ankara;Çankaya;06510;Türkiye',
     'İstanbul toplantılarında buluşuyoruz. Çocukları Azerbaycan halısı istedi.',
     'ORG:Türkiye Petrolleri A.O. || TITLE:Kıdemli Mühendis || EMAIL:mozturk@tpao.gov.tr'),
    ('hotel', 'Rixos Water World Aktau', '', '14-й микрорайон, 54;Актау;Мангистауская обл.;130000;Казахстан',
     '3 ночи, 28-31 окт, 62 000 тенге за сутки, завтрак включен. Подтверждение 81150327.', ''),
    ('hotel', 'Гостиница «Актау»', '', '2-й микрорайон, 1;Актау;Мангистауская обл.;130000;Казахстан',
     '1 ночь после парома, 18 000 тенге за сутки, без завтрака. Номер 305.', ''),
    # --- CA021-CA030 ---
    ('hotel', 'Caspian Riviera Grand Palace Hotel', '', '14-й микрорайон, 60;Актау;Мангистауская обл.;130000;Казахстан',
     'Номер с видом на море, 2 ночи, 55 000 тенге сутки, ранний заезд оплачен.', ''),
    ('not', 'Айдос Нурланов', 'Нурланов;Айдос;;;', 'Микрорайон 5, дом 2;Актау;Мангистауская обл.;130000;Казахстан',
     'Заказчик. Совещание каждый квартал. Встретит у парома в порту Курык.',
     'ORG:АО «Мангистаумунайгаз» || TITLE:Начальник отдела бурения || TEL:+7 701 555 21 40'),
    ('hotel', 'Millennium Place Barsha Heights', '', 'Hessa Street, Barsha Heights;Dubai;;;United Arab Emirates',
     '4 nights, ADIPEC week, 520 AED/night, no breakfast. Booking ref 6203-114-778.', ''),
    ('hotel', 'Rose Park Hotel Al Barsha', '', 'Al Barsha 1, behind Mall of the Emirates;Dubai;;;United Arab Emirates',
     '2 nights, 310 AED per night, booking RPH9941, tourism dirham 15 AED/night at checkout.', ''),
    ('hotel', 'Boulevard Hotel Baku', '', 'Xətai pr. 52, Ağ Şəhər;Bakı;Xətai r.;AZ1025;' + AZ,
     'Aberdeen qonaqları üçün: 3 otaq, 4 gecə, korporativ 260 AZN/gecə səhər yeməyi ilə. Hesab şirkətə.',
     'URL:https://boulevardhotelbaku.az'),
    ('hotel', 'Qəbələ Duyya Resort', '', 'Vəndam qəsəbəsi yolu;Qəbələ;;AZ3600;' + AZ,
     'Novruz tətili, 3 gecə, ailə otağı 240 AZN/gecə, səhər yeməyi + şam yeməyi. Hovuz uşaqlar üçün. Rezerv QR-21344.',
     'CATEGORIES:Tətil'),
    ('hotel', 'Qafqaz Tufandağ Mountain Resort', '', 'Tufandağ dağ-istirahət kompleksi;Qəbələ;;AZ3600;' + AZ,
     'Fevral, 2 gecə, skipass daxil deyil, 280 AZN/gecə. Giriş 15:00, çıxış 12:00.', ''),
    ('hotel', 'Chenot Palace Gabala', '', 'Qəbələ-Vəndam yolu, Seyidli kəndi;Qəbələ;;AZ3600;' + AZ,
     '5-night detox programme for Leyla, ref CPG-7731, deposit 500 EUR paid.',
     'URL:https://www.chenotpalacegabala.com'),
    ('hotel', 'Nohur istirahət zonası', '', 'Nohur gölü sahili;Qəbələ;;AZ3600;' + AZ,
     'Kottec №6, 2 gecə, gecəlik 150 AZN, manqal daxil. Depozit 50 AZN kartla. Açar qarovulda.', ''),
    ('hotel', 'Vəndam Kottecləri', '', 'Vəndam kəndi, Çay küç. 8;Qəbələ;;AZ3600;' + AZ,
     '2 mərtəbəli kottec, 3 yataq otağı, gecəlik 180 AZN, minimum 2 gecə. Sahibi Rafiq - 050 455 12 09.', ''),
    # --- CA031-CA040 ---
    ('hotel', 'Qəbələ Meşə Evi', '', 'Bum kəndi yolu;Qəbələ;;AZ3600;' + AZ,
     'Həftəsonu, ev tam bizimdir: 4 yataq, gecəlik 200 AZN. Açar qapıda kodlu qutuda, kod 4412. Odun var.', ''),
    ('not', 'Gabaland', '', 'Qəbələ-Vəndam yolu;Qəbələ;;AZ3600;' + AZ, '', ''),
    ('hotel', 'Shahdag Hotel & Spa', '', 'Şahdağ Turizm Mərkəzi, Laza kəndi;Qusar;;AZ3800;' + AZ,
     'Yeni il, 3 gecə, deluxe otaq 450 AZN/gecə, yarımpansion. Skipass ayrıca.',
     'URL:https://shahdaghotel.az'),
    ('hotel', 'Pik Palace', '', 'Şahdağ Turizm Mərkəzi;Qusar;;AZ3800;' + AZ,
     '2 gecə fevral, otaq 214, 390 AZN/gecə səhər yeməyi ilə. Xizək anbarı var.', ''),
    ('hotel', 'Shahdag Ski Lodge', '', 'Şahdağ Turizm Mərkəzi;Qusar;;AZ3800;' + AZ,
     'Chalet, 2 nights, 260 AZN/night, breakfast included, ski-in.', ''),
    ('not', 'Şahdağ Xizək Məktəbi', '', 'Şahdağ Turizm Mərkəzi;Qusar;;AZ3800;' + AZ,
     'Uşaqlar üçün 3 dərs, 1 saat 60 AZN, təlimatçı Nicat. 10:00-da liftin yanında.', ''),
    ('hotel', 'Zirvə Hotel Şahdağ', '', 'Laza yolu 3;Qusar;;AZ3800;' + AZ,
     'Ucuz variant: 1 gecə 140 AZN, səhər yeməyi daxil.', ''),
    ('hotel', 'Şəki Saray Otel', '', 'M.F. Axundov pr. 187;Şəki;;AZ5500;' + AZ,
     'Valideynlər üçün 2 gecə, otaq 12 və 14, 110 AZN/gecə, səhər yeməyi ilə.', ''),
    ('hotel', 'Kiş Evi', '', 'Kiş kəndi, Alban məbədi yanı;Şəki;;AZ5500;' + AZ,
     'Kənd evi, bütöv ev kirayə, 2 gecə x 90 AZN. Sahibə Mələk xala səhər yeməyi hazırlayır.', ''),
    ('not', 'Çinarlı Çayxana', '', 'Axundov pr., Bazar yanı;Şəki;;AZ5500;' + AZ,
     'Piti burada ən yaxşı, 2 gün əvvəl sifariş et. Çay + mürəbbə 6 AZN.', ''),
    # --- CA041-CA050 ---
    ('not', 'Şəki Halvası «Ləzzət»', '', 'Mərkəzi bazar;Şəki;;AZ5500;' + AZ,
     'Bakıya 3 qutu halva, 1 kq 18 AZN. Telefonla sifariş, avtobusla göndərir.', ''),
    ('hotel', 'Rixos Quba', '', 'Qəçrəş yolu, Talabı kəndi;Quba;;AZ4000;' + AZ,
     'All inclusive, 3 nights, 620 AZN/night family room. Res. 4409127.',
     'URL:https://www.rixos.com'),
    ('hotel', 'Quba Palace', '', 'Quba-Qəçrəş yolu, Talabı kəndi;Quba;;AZ4000;' + AZ,
     'Bayram üçün 2 gecə, 2 otaq, 280 AZN/gecə səhər yeməyi daxil. Golf uşaqlara yox.', ''),
    ('hotel', 'Xınalıq - Ramazanın evi', '', 'Xınalıq kəndi;Quba;;AZ4000;' + AZ,
     'Xınalıqda gecələmə, adam başı 25 AZN, şam + səhər yeməyi daxil. Yol çətindir, Niva ilə. İsti paltar götür.', ''),
    ('not', 'Ramazan Əliyev', 'Əliyev;Ramazan;;;', 'Xınalıq kəndi;Quba;;AZ4000;' + AZ,
     'Xınalıqda evində qalırıq, gecəlik adam başı 25 AZN. Niva ilə Qubadan götürür, 40 AZN.',
     'TEL:+994 51 776 04 23'),
    ('hotel', 'Qəçrəş Meşə Kottecləri', '', 'Qəçrəş meşəsi;Quba;;AZ4000;' + AZ,
     'Taxta kottec, 2 gecə, 130 AZN/gecə, manqal + samovar. Depozit 50 AZN.', ''),
    ('hotel', 'Laza Dağ Evləri', '', 'Laza kəndi;Qusar;;AZ3800;' + AZ, '', ''),
    ('hotel', 'Dağlar Qonaq Evi', '', 'Z. Tağıyev küç. 15;Qusar;;AZ3800;' + AZ,
     'Qusarda qonaq evi, 2 gecə, gecəlik 70 AZN, ev yeməkləri. Şahdağa 25 dəq.', ''),
    ('hotel', 'Chinar Hotel & Spa Naftalan', '', 'H. Əliyev küç. 12;Naftalan;;AZ2700;' + AZ,
     'Naftalan müalicəsi, 12 gecə, paket 2300 AZN (yemək + 10 neft vannası).', ''),
    ('hotel', 'Naftalan Səhiyyə Sanatoriyası', '', 'Sanatoriyalar zonası;Naftalan;;AZ2700;' + AZ,
     'Ana üçün putyovka №1407: 10 gecə, neft vannası + 3 dəfə yemək, gecəlik 95 AZN. Otaq 218, giriş 12:00.', ''),
    # --- CA051-CA060 ---
    ('hotel', 'Nardaran Dəniz Mənzilləri', '', 'Nardaran qəsəbəsi, Sahil küç. 3;Bakı;Sabunçu r.;AZ1132;' + AZ,
     'Avqust, 1 həftə, 2 otaqlı mənzil dəniz tərəfi, 1400 AZN həftəlik, depozit 300 AZN.', ''),
    ('hotel', 'Villa Novxanı 14', '', 'Novxanı, Sahil küç. 14;Abşeron;Abşeron r.;AZ0117;' + AZ,
     'İyulun 1-15-i, 14 gecə, hovuzlu villa, gecəlik 220 AZN. Depozit 500 AZN, açar mühafizədə.', ''),
    ('hotel', 'Pirşağı bağ evi', '', 'Pirşağı, 3-cü bağlar massivi, 27;Bakı;Sabunçu r.;AZ1103;' + AZ,
     'Yay üçün: iyun-avqust, aylıq 1500 AZN, hovuz var, 3 yataq otağı. Depozit 1500 AZN. Uşaqlar, nənə-baba ilə.', ''),
    ('not', 'Tahir Rzayev', 'Rzayev;Tahir;;;', 'Zərdabi pr. 78, m. 41;Bakı;Yasamal r.;AZ1012;' + AZ,
     'Pirşağı bağ evinin sahibi. İyun-avqust 1500 AZN/ay, ayın 1-də nağd. Hovuzu çərşənbə təmizləyir.',
     'TEL:+994 50 222 71 83'),
    ('hotel', 'Novxanı Aqua Otel', '', 'Novxanı qəsəbəsi, Sumqayıt yolu;Abşeron;Abşeron r.;AZ0117;' + AZ,
     'Aquapark daxil, 1 gecə ailə otağı 290 AZN. Şənbə giriş 15:00.',
     ''),
    ('hotel', 'Alliance Palace', '', 'Sherif Khimshiashvili St 5;Batumi;Adjara;6010;Georgia',
     'Apartment block B, 31st floor, 5 nights, 150 GEL/night, deposit 200 GEL. Code for the door: 2580#.', ''),
    ('hotel', 'Porta Batumi Tower', '', 'Zurab Gorgiladze St 109;Batumi;Adjara;6010;Georgia',
     'apt 2108, 4 nights, 180 GEL/night, keys at the reception desk downstairs.', ''),
    ('not', 'Levan Tsiklauri', 'Tsiklauri;Levan;;;', 'Zurab Gorgiladze St 109;Batumi;Adjara;6010;Georgia',
     'Host of apt 2108 (Porta Batumi). 4 nights 180 GEL/night, deposit 100 GEL back by Bank of Georgia transfer.',
     'TEL:+995 599 41 22 08'),
    ('hotel', "Nana's Guest House", '', 'Gorgasali St 18;Sighnaghi;Kakheti;4200;Georgia',
     '2 nights, 120 GEL/night incl. breakfast, wine tasting in the cellar 20 GEL. Chacha!', ''),
    ('hotel', 'Hotel Kiziki', '', 'Tamar Mepe St 1;Sighnaghi;Kakheti;4200;Georgia', '', ''),
    # --- CA061-CA070 ---
    ('hotel', 'Chateau Mere', '', 'Vardisubani;Telavi;Kakheti;2200;Georgia', '', ''),
    ('hotel', 'Delphin Imperial', '', 'Kundu Mah., Lara Cad.;Antalya;Aksu;07112;Türkiye',
     '7 gecə all inclusive, Pasha Travel paketi, 3450 AZN 2 böyük + 2 uşaq. Otel transferi daxil. Voucher 55120.', ''),
    ('hotel', 'Rixos Premium Belek', '', 'İskele Mevkii, Belek;Serik;Antalya;07506;Türkiye', '', ''),
    ('hotel', 'Titanic Mardan Palace', '', 'Kundu Mah., Yaşar Sobutay Blv. No:452;Antalya;Aksu;07112;Türkiye',
     'Ultra all inclusive, 6 gece, aile odası, oda 3145. Giriş 14:00, çıkış 12:00.', ''),
    ('hotel', 'Tabriz Hotel Naxçıvan', '', 'Atatürk küç. 1;Naxçıvan;;AZ7000;' + AZ,
     'Əmigilə sığmırıq, 2 gecə, 120 AZN/gecə səhər yeməyi ilə.', ''),
    ('hotel', 'Duzdağ Otel', '', 'Duzdağ;Naxçıvan;;AZ7000;' + AZ,
     'Duz mağarası müalicəsi, 5 gecə, uşaq astma üçün. 90 AZN/gecə, yemək daxil.', ''),
    ('hotel', 'Shamakhi Palace Hotel', '', 'Sabir küç. 1;Şamaxı;;AZ5600;' + AZ,
     '1 night on the way to Gabala, 230 AZN/night, breakfast included.', ''),
    ('hotel', 'Lahıc Camping', '', 'Lahıc kəndi, Girdiman çayı sahili;İsmayıllı;;AZ3100;' + AZ,
     'Çadır yeri 15 AZN/gecə, duş + tualet var. Maşınla girmək olar.', ''),
    ('hotel', 'Burj Al Arab Jumeirah', '', 'Jumeirah Street, Umm Suqeim 3;Dubai;;;United Arab Emirates', '', ''),
    ('hotel', 'Göygöl Pansionatı', '', 'Göygöl yolu;Göygöl;;AZ2500;' + AZ,
     'Nənə-babanı apardıq: 3 gecə, 2 nəfərlik otaq 80 AZN/gecə, 3 dəfə yemək daxil.', ''),
    # --- CA071-CA080 ---
    ('hotel', 'Moxy Tbilisi', '', '14 Mikheil Tamarashvili St;Tbilisi;;0177;Georgia', '', ''),
    ('hotel', 'Flora Creek Deira', '', 'Al Maktoum Hospital Road, Deira;Dubai;;;United Arab Emirates', '', ''),
    ('hotel', 'Silk Way Hotel Aktau', '', '9-й микрорайон, 19;Актау;Мангистауская обл.;130000;Казахстан',
     '2 ночи, 38 000 тенге сутки, завтрак шведский стол.', ''),
    ('hotel', 'Arabian Park Hotel', '', 'Oud Metha Road, Al Jaddaf;Dubai;;;United Arab Emirates', '', ''),
    ('hotel', 'Divan İstanbul', '', 'Asker Ocağı Cad. No:1, Elmadağ;İstanbul;Şişli;34367;Türkiye', '', ''),
    ('hotel', 'Ramada Baku', '', 'Bakı-Sumqayıt yolu, Binəqədi;Bakı;Binəqədi r.;AZ1122;' + AZ, '', ''),
    ('hotel', 'Ganja Old City Hostel', '', 'Cavadxan küç. 41;Gəncə;;AZ2000;' + AZ,
     'Orxan üçün, 2 gecə, çarpayı 25 AZN/gecə, 6 nəfərlik otaq.', ''),
    ('hotel', 'Travelodge Aberdeen Central', '', '9 Bridge Street;Aberdeen;;AB11 6JL;United Kingdom',
     '3 nights, £69/night, breakfast box £7. Conf. 3377120458.', ''),
    ('hotel', 'Qırmızı Qəsəbə Qonaq Evi', '', 'Qırmızı Qəsəbə;Quba;;AZ4000;' + AZ,
     '1 gecə, 60 AZN, səhər yeməyi daxil. Sinaqoqa piyada 5 dəq.', ''),
    ('hotel', 'Şəki Olimpik', '', 'Olimpiya küç. 2;Şəki;;AZ5500;' + AZ,
     'İş səfəri, 2 gecə, otaq 305, 85 AZN/gecə, səhər yeməyi daxil. Hovuz pulsuz.', ''),
    # --- CA081-CA090 ---
    ('hotel', 'Дом отдыха «Набрань»', '', 'Набрань, приморская зона;Худат;Хачмазский р-н;AZ4710;Азербайджан',
     'Домик у моря, 5 суток, 120 манат за сутки, трехразовое питание. Предоплата 200 манат.', ''),
    ('hotel', 'Batumi Apartments Chavchavadze 43', '', 'Ilia Chavchavadze St 43;Batumi;Adjara;6010;Georgia',
     'Sea view flat, 3 nights, 140 GEL per night, check-in after 15:00, cash to the cleaner.', ''),
    ('hotel', 'Sumqayıt Plaza Otel', '', 'Sülh küç. 30;Sumqayıt;;AZ5000;' + AZ,
     'İş səfəri, SOCAR Karbamid zavodu yaxın. 1 gecə 85 AZN, səhər yeməyi daxil. Otaq 512.', ''),
    ('hotel', 'Sumqayıt Sahil Otel', '', 'Sahil bulvarı 5;Sumqayıt;;AZ5000;' + AZ,
     '2 gecə, 95 AZN/gecə. Dənizə baxan otaq istəmişəm.', ''),
    ('hotel', 'Gəncə Otel', '', 'Atatürk pr. 1;Gəncə;;AZ2000;' + AZ,
     'Sahə işləri, 3 gecə, 120 AZN/gecə, hesab şirkətə. Otaq 708.', ''),
    ('hotel', 'Nizami Residence Gəncə', '', 'Nizami küç. 12, m. 7;Gəncə;;AZ2000;' + AZ,
     'Günlük kirayə mənzil, 2 otaq, gecəlik 70 AZN, açar qonşuda (Zemfira xanım). Atamgildə yer olmayanda.', ''),
    ('hotel', 'Lankaran Springs Wellness Resort', '', 'Lənkəran-Astara yolu, Haftoni;Lənkəran;;AZ4200;' + AZ,
     'Wellness, 2 nights, 310 AZN/night, spa included. Res. LSW-11820.', ''),
    ('hotel', 'Xan Lənkəran Otel', '', 'H. Aslanov küç. 63;Lənkəran;;AZ4200;' + AZ,
     'Lənkəran layihəsi, 4 gecə, 90 AZN/gecə. Səhər yeməyi 8:00-dan.', ''),
    ('hotel', 'Malmaison Aberdeen', '', "49-53 Queen's Road;Aberdeen;;AB15 4YP;United Kingdom",
     '4 nights, £145/night, breakfast extra. Booking MAB-558201.',
     'URL:https://www.malmaison.com'),
    ('hotel', 'Skene House HolburnStreet', '', '80 Holburn Street;Aberdeen;;AB10 6BY;United Kingdom',
     'Serviced apartment, 2 weeks, £98/night, weekly clean. Door code 1936.', ''),
    # --- CA091-CA100 ---
    ('hotel', 'Douglas Hotel Aberdeen', '', '43-45 Market Street;Aberdeen;;AB11 5EL;United Kingdom',
     '2 nights, £79/night, ref RX4YBG.', ''),
    ('hotel', 'Thainstone House', '', 'Thainstone;Inverurie;Aberdeenshire;AB51 5NT;United Kingdom',
     '3 nights, £160/night incl. breakfast. Room 21.', ''),
    ('hotel', 'The Marcliffe', '', 'North Deeside Road, Pitfodels;Aberdeen;;AB15 9YA;United Kingdom', '', ''),
    ('hotel', 'Pullman Baku', '', 'Heydər Əliyev pr. 1;Bakı;Nərimanov r.;AZ1033;' + AZ,
     'Graham üçün 3 gecə, korporativ tarif 240 AZN/gecə. Hesab şirkətə, rez. 2217894.', 'CATEGORIES:Work'),
    ('hotel', 'Sultanahmet Palace', '', 'Torun Sok. No:19, Sultanahmet;İstanbul;Fatih;34122;Türkiye',
     'Bayramda 2 gece, oda 9, deniz manzaralı, 120 EUR gecelik kahvaltılı.', ''),
    ('hotel', 'Hotel Kopala', '', '8 Chekhov St;Tbilisi;;0102;Georgia',
     '1 night, 300 GEL, breakfast included. Booked by Davit.', ''),
    ('hotel', 'Qəbələ Yay Evi', '', 'Nic qəsəbəsi yolu, 3;Qəbələ;;AZ3600;' + AZ,
     'Avqust, 5 gecə bütöv ev, 160 AZN/gecə, həyətdə hovuz. Airbnb HM3KQ29.', ''),
    ('hotel', 'Kür Otel Mingəçevir', '', 'Kür sahili;Mingəçevir;;AZ4500;' + AZ, '', ''),
    ('not', 'Mirzə Həsənli', 'Həsənli;Mirzə;;;', 'Ş. Bədəlbəyli küç. 98, m. 16;Bakı;Yasamal r.;AZ1022;' + AZ,
     'Ev sahibi (mənzil). Aylıq kirayə 800 AZN, hər ayın 5-i, depozit 1 aylıq. Kombi təmiri onun hesabına.',
     'TEL:+994 50 345 61 12'),
    ('not', 'Aviakassa «Yasamal»', '', 'Heydər Əliyev pr. 11;Bakı;;AZ1000;' + AZ,
     'AZAL biletləri: J2 8021 Bakı-Aktau; J2 223 Bakı-Tbilisi. Azal Miles 7700 4412 90. Kassir Fidan xanım.',
     'KIND:org'),
    # --- CA101-CA110 ---
    ('not', 'Buta Airways', '', 'Heydər Əliyev Beynəlxalq Aeroportu;Bakı;;AZ1109;' + AZ,
     'Ucuz bilet Bakı-İstanbul, yalnız əl yükü. Bilet dəyişikliyi 25 AZN.', 'TEL:+994 12 598 88 80'),
    ('not', 'ADY Bakı-Tbilisi qatarı', '', 'Dəmiryol vağzalı, Dilarə Əliyeva küç. 1;Bakı;;AZ1010;' + AZ,
     'Kupe, 4 nəfər, Bakı 20:40 - Tbilisi 09:30 ertəsi gün. Bilet 2x 70 AZN, vaqon 5, yer 17-20.',
     'URL:https://ticket.ady.az'),
    ('not', 'ASCO Bakı-Aktau bərəsi', '', 'Bakı Beynəlxalq Dəniz Ticarət Limanı;Ələt;Qaradağ r.;AZ4507;' + AZ,
     'Паром Алят-Курык, каюта на 2, ~22 часа в пути, 120 USD с человека, питание включено. Отправление по звонку.',
     ''),
    ('not', 'Köhnə Otel Kababxanası', '', 'Cavad xan küç. 7;Gəncə;;AZ2000;' + AZ,
     'Atamla kabab: 4 nəfər 60 AZN. Bazar günü bağlıdır.', ''),
    ('not', 'Sağlam Həyat Sanatoriyası', '', 'S. Yesenin küç. 40, Mərdəkan;Bakı;Xəzər r.;AZ1044;' + AZ,
     'Ana üçün fizioterapiya, gündüz stasionar: 10 seans 09:00-13:00, gecələmə yoxdur. 350 AZN kurs. Həkim Dr. Məlikova.',
     ''),
    ('not', 'Nərgiz Şadlıq Sarayı', '', 'Bakı-Sumqayıt yolu, 12-ci km;Bakı;;AZ1118;' + AZ,
     'Nurlanın toyu 14 sentyabr, 300 qonaq, masa 12. Nəmər zərfi hazırla.', ''),
    ('not', "Ma Cameron's Inn", '', '6 Little Belmont Street;Aberdeen;;AB10 1JG;United Kingdom',
     'Pub, Friday pints after the BOSIET course. Steak pie £14.', ''),
    ('not', 'Bulvar Çayxanası', '', 'Dənizkənarı Milli Park;Bakı;;AZ1000;' + AZ, '', ''),
    ('not', 'Gülüstan Sarayı', '', 'Mirzağa Əliyev küç. 4;Bakı;;AZ1000;' + AZ, '', ''),
    ('not', 'Mərdəkan Ahıllar Evi', '', 'S. Yesenin küç. 12, Mərdəkan;Bakı;Xəzər r.;AZ1044;' + AZ,
     'Тётя Роза. Посещение вт/сб 11:00-17:00. Оплата 900 манат в месяц до 10 числа.', ''),
    # --- CA111-CA120 ---
    ('not', 'Zoo Otel Bakı', '', 'Bakıxanov qəsəbəsi, Dağlı küç. 5;Bakı;Sabunçu r.;AZ1025;' + AZ,
     'Pişik (Mırmır) Antalya vaxtı: 8 gecə x 15 AZN. Peyvənd kitabçası gətir.', ''),
    ('not', 'Lodge Granite City No. 1362', '', '5 Crown Street;Aberdeen;;AB11 6HA;United Kingdom', '', ''),
    ('not', 'Ovçu Evi', '', 'Bakı-Quba yolu, 162-ci km;Quba;;AZ4000;' + AZ,
     'Yolda nahar: qızılbalıq, kabab. 4 nəfər ~80 AZN. Kartla olmur.', ''),
    ('not', 'Nənəmin Evi', '', 'Ş. Bədəlbəyli küç. 51;Bakı;Yasamal r.;AZ1022;' + AZ,
     'Ev yeməkləri: düşbərə, qutab. Cümə günü 12:00-da masa sifarişi.', ''),
    ('not', 'Pasha Travel', '', 'Neftçilər pr. 153;Bakı;;AZ1010;' + AZ,
     'Antalya paketi Delphin Imperial 7 gecə AI, 3450 AZN, ödəniş 3 hissə. Agent: Nərmin.',
     'URL:https://pashatravel.az || EMAIL:info@pashatravel.az || KIND:org'),
    ('not', 'Nərmin Cəfərova', 'Cəfərova;Nərmin;;;', 'Neftçilər pr. 153;Bakı;;AZ1010;' + AZ,
     'Antalya: Delphin Imperial, 7 gecə all inclusive, uçuş Buta Airways. Vizasız. Sığorta ayrıca.',
     'ORG:Pasha Travel || TITLE:Tur menecer'),
    ('not', 'Kopala Terrace', '', '8/10 Gorgasali St;Tbilisi;;0105;Georgia',
     'Dinner with Davit on the hotel roof terrace, 20:00, table by the rail.', ''),
    ('not', 'Boulevard Hotel Lounge Bar', '', 'Xətai pr. 52, Ağ Şəhər;Bakı;Xətai r.;AZ1025;' + AZ,
     'Graham-la axşam, dəniz mənzərəsi. Stol sifarişi 20:00, min. 50 AZN.', ''),
    ('not', 'Kontakt Home', '', 'Şərifzadə küç. 125;Bakı;Yasamal r.;AZ1022;' + AZ,
     'Paltaryuyan kredit, 12 ay, aylıq 68 AZN. Zəmanət 2 il.', ''),
    ('not', 'Rixos Quba Spa', '', 'Qəçrəş yolu, Talabı kəndi;Quba;;AZ4000;' + AZ,
     'Leyla üçün hədiyyə sertifikatı: masaj 60 dəq + hamam, 180 AZN. Gündüz, gecələmə yox.', ''),
    # --- CA121-CA130 ---
    ('not', 'Savalan ASPI Winery', '', 'Savalan kəndi;Qəbələ;;AZ3600;' + AZ, '', ''),
    ('not', 'Bakı Neft Servis MMC', '', 'Babək pr. 24;Bakı;;AZ1025;' + AZ,
     'Elvinin işi. Mühasibat (ezamiyyə hesabatı): daxili 2255.',
     'KIND:org || URL:https://bakineftservis.az'),
    ('not', 'Villa Petrolea', '', 'Bakıxanov küç., Ağ Şəhər;Bakı;Xətai r.;AZ1025;' + AZ,
     'Məktəb ekskursiyası (Leylanın sinfi), 25 şagird, bilet 5 AZN.', ''),
    ('not', 'Sultan Sarayı Restoranı', '', 'Atatürk pr. 120;Gəncə;;AZ2000;' + AZ, '', ''),
    ('not', 'Bravo Supermarket', '', 'Cəfər Cabbarlı küç. 44;Bakı;Yasamal r.;AZ1022;' + AZ, '', ''),
    ('not', 'Amburan Beach Club', '', 'Bilgəh qəsəbəsi, Sahil;Bakı;Sabunçu r.;AZ1122;' + AZ,
     'Çimərlik girişi 30 AZN böyük, şezlong daxil. Şənbə çox dolu olur.', ''),
    ('not', 'RelyOn Nutec Aberdeen', '', 'Blackburn Business Park, Woodburn Road;Blackburn;Aberdeenshire;AB21 0PS;United Kingdom',
     'BOSIET refresher (FOET), 1 day, 08:00 start. Bring passport and medical.',
     'TITLE:Training centre'),
    ('not', 'Sixt Aberdeen Airport', '', 'Aberdeen International Airport, Dyce;Aberdeen;;AB21 7DU;United Kingdom', '', ''),
    ('not', 'IHG One Rewards', '', '',
     'Member 418 223 907, Silver Elite. Points from the Aktau and Tbilisi trips.', 'URL:https://www.ihg.com/onerewards'),
    ('not', 'Ostrovok.ru', '', '', 'Бронирования для Актау, оплата картой. Служба поддержки 24/7.', 'URL:https://ostrovok.ru || KIND:org'),
    # --- CA131-CA140 ---
    ('not', 'Coral Travel Azərbaycan', '', 'Xaqani küç. 15;Bakı;;AZ1000;' + AZ,
     'Rixos Premium Belek təklifi - 7 gecə, baha (5100 AZN). Hələlik yox.', ''),
    ('not', 'Hünkar Konak Ocakbaşı', '', 'İstiklal Cad. No:64;İstanbul;Beyoğlu;34433;Türkiye', '', ''),
    ('not', 'Дом быта «Мангистау»', '', '3-й микрорайон, 42;Актау;Мангистауская обл.;130000;Казахстан', '', ''),
    ('not', 'Barbarestan', '', '132 Davit Aghmashenebeli Ave;Tbilisi;;0112;Georgia',
     'Dinner with the GOGC team, table for 6 at 19:00, khinkali and Saperavi.', ''),
    ('not', 'ASAN Xidmət №1', '', 'Mirzə İbrahimov küç. 1;Bakı;;AZ1005;' + AZ, '', ''),
    ('not', 'Mediclub', '', 'Mir Cəlal küç. 45;Bakı;Yasamal r.;AZ1065;' + AZ,
     'Uşaq həkimi Dr. Səfərova, cümə 16:30. Sığorta kartı götür.', 'URL:https://mediclub.az'),
    ('not', 'Aynur Səfərova', 'Səfərova;Aynur;;;', 'Mir Cəlal küç. 45;Bakı;Yasamal r.;AZ1065;' + AZ,
     'Uşaqların pediatri. Qəbul çərşənbə/cümə, WhatsApp-da yazmaq olar.',
     'ORG:Mediclub || TITLE:Pediatr'),
    ('not', 'Fərid Babayev', 'Babayev;Fərid;;;', 'Hüseyn Cavid pr. 33;Bakı;Yasamal r.;AZ1073;' + AZ,
     'Diş həkimi. Leyla - plomba 80 AZN, növbəti qəbul 12 may 18:00.',
     'ORG:Dentlux Klinika || TITLE:Stomatoloq'),
    ('not', 'Bakı Avropa Liseyi', '', 'Cəlil Məmmədquluzadə küç. 91;Bakı;Yasamal r.;AZ1022;' + AZ,
     'Leylanın işi + uşaqların məktəbi. Müdir qəbulu çərşənbə.', 'KIND:org'),
    ('not', 'Könül Məmmədli', 'Məmmədli;Könül;;;', 'Cəlil Məmmədquluzadə küç. 91;Bakı;Yasamal r.;AZ1022;' + AZ,
     'Aydanın sinif rəhbəri. Valideyn iclası ayın son cüməsi.',
     'ORG:Bakı Avropa Liseyi || TITLE:Sinif rəhbəri'),
    # --- CA141-CA150 ---
    ('not', 'Vaqif Məmmədov', 'Məmmədov;Vaqif;;;', 'Cavadxan küç. 88, m. 3;Gəncə;;AZ2000;' + AZ,
     'Atam. Doğum günü 14 mart. Gəncəyə gedəndə onlarda qalırıq.', 'TEL:+994 22 256 14 71 || CATEGORIES:Ailə'),
    ('not', 'Sevinc Məmmədova', 'Məmmədova;Sevinc;;;', 'Cavadxan küç. 88, m. 3;Gəncə;;AZ2000;' + AZ,
     'Anam. Naftalan putyovkasını mən alıram, hər il sentyabrda 10 gecə.', 'TEL:+994 50 641 88 20 || CATEGORIES:Ailə'),
    ('not', 'Tofiq Məmmədov', 'Məmmədov;Tofiq;;;', 'Heydər Əliyev pr. 17;Naxçıvan;;AZ7000;' + AZ,
     'Əmi. Naxçıvanda onlarda 4-5 gecə qalırıq, hər yay. Batabat yaylağına aparır.',
     ''),
    ('not', 'Nigar Hüseynova', 'Hüseynova;Nigar;;;', 'İnşaatçılar pr. 22, m. 54;Bakı;Yasamal r.;AZ1073;' + AZ,
     'Leylanın bacısı. Uşaqları götürür, cümə 18:00.', ''),
    ('not', 'Nurlan Məmmədov', 'Məmmədov;Nurlan;;;', '9-cu mikrorayon, 14-cü bina, m. 22;Sumqayıt;;AZ5000;' + AZ,
     'Qardaşım. Toy 14 sentyabr, Nərgiz.', ''),
    ('not', 'Kamran Əliyev', 'Əliyev;Kamran;;;', 'Təbriz küç. 60;Bakı;Nərimanov r.;AZ1052;' + AZ,
     'Uşaqlıq dostu. Futbol bazar 10:00.', 'ORG:Kapital Bank || TITLE:Kredit mütəxəssisi'),
    ('not', 'Graham Ross', 'Ross;Graham;;;', 'Campus 1, Aberdeen Innovation Park, Balgownie Road;Bridge of Don;Aberdeen;AB22 8GT;United Kingdom',
     'Project lead on the Shah Deniz job. Baku visits: Pullman booked, 3 nights each.',
     'ORG:Expro Group || TITLE:Lead Well Test Engineer || EMAIL:graham.ross@expro.com'),
    ('not', 'Rəhim Quliyev', 'Quliyev;Rəhim;;;', 'Babək pr. 24;Bakı;;AZ1025;' + AZ,
     'Rəis. Ezamiyyə təsdiqi ona, gecəlik limit 150 AZN (xarici 120 USD).',
     'ORG:Bakı Neft Servis MMC || TITLE:Layihə direktoru'),
    ('not', 'Orxan Hüseynli', 'Hüseynli;Orxan;;;', 'Babək pr. 24;Bakı;;AZ1025;' + AZ,
     'İş yoldaşı, Gəncə sahə işləri.', 'ORG:Bakı Neft Servis MMC || TITLE:Mühəndis'),
    ('not', 'Samir Nəsibov', 'Nəsibov;Samir;;;', 'Vəndam qəsəbəsi yolu;Qəbələ;;AZ3600;' + AZ,
     'Korporativ tarif, 10% endirim, qrup rezervləri üçün ona yaz. Şirkət tətili 20 otaq, 2 gecə.',
     'ORG:Qəbələ Duyya Resort || TITLE:Satış meneceri || EMAIL:sales@duyyaresort.az'),
    # --- CA151-CA160 ---
    ('not', 'Lalə Kərimova', 'Kərimova;Lalə;;;', 'Xətai pr. 52, Ağ Şəhər;Bakı;Xətai r.;AZ1025;' + AZ,
     'Şirkətin Novruz tədbiri: 60 nəfər, bufet 45 AZN adam başı, zal Ballroom, 19 mart 18:00.',
     'ORG:Boulevard Hotel Baku || TITLE:Banquet & Catering Manager'),
    ('not', 'Tural Abbasov', 'Abbasov;Tural;;;', 'Heydər Əliyev pr. 1;Bakı;Nərimanov r.;AZ1033;' + AZ,
     'Graham üçün transfer və opera biletləri. Otaq 1812 - 3 gecə.',
     'ORG:Pullman Baku || TITLE:Chef Concierge'),
    ('not', 'Mustafa Demir', 'Demir;Mustafa;;;', 'Kundu Mah., Lara Cad.;Antalya;Aksu;07112;Türkiye',
     'Guest relations, Türkçe-Rusça. Oda değişikliği için yazdık, 7 gece.',
     'ORG:Delphin Imperial || TITLE:Guest Relations'),
    ('not', 'Emma Lockhart', 'Lockhart;Emma;;;', 'Landmark III, Nizami küç. 96;Bakı;;AZ1010;' + AZ,
     'CELTA trainer, IELTS speaking examiner sessions on Saturdays.',
     'ORG:British Council Azerbaijan || TITLE:Teacher Trainer || EMAIL:emma.lockhart@britishcouncil.org'),
    ('not', 'İlham Nağıyev', 'Nağıyev;İlham;;;', ';Bakı;Yasamal r.;;' + AZ,
     'Santexnik. Kombi, kran. Çağırış 20 AZN.', 'TEL:+994 70 300 15 51'),
    ('not', 'Paşa Sığorta', '', 'Yusif Məmmədəliyev küç. 5;Bakı;;AZ1005;' + AZ,
     'Səyahət sığortası Gürcüstan/Türkiyə, ailə, 1 il 120 AZN. Polis 77-1102334.', ''),
    ('not', 'Rəqs Studiyası «Sevda»', '', 'Ş. Bədəlbəyli küç. 40;Bakı;Yasamal r.;AZ1022;' + AZ, '', ''),
    ('not', 'Havaist', '', 'İstanbul Havalimanı;İstanbul;Arnavutköy;34283;Türkiye',
     'Havalimanı - Taksim otobüsü HVİST-16, 30 dakikada bir, İstanbulkart ile.', 'URL:https://www.havaist.com'),
    ('not', 'Ayna Hüseynova', 'Hüseynova;Ayna;;;', 'Heydər Əliyev pr. 17;Naxçıvan;;AZ7000;' + AZ,
     'Əmi arvadı. Naxçıvan qovurması resepti. Gələn yay gəlirik.', ''),
    ('not', 'Rüfət Nasibli', 'Nasibli;Rüfət;;;', 'Atatürk pr. 32;Gəncə;;AZ2000;' + AZ,
     'Atamın qonşusu, maşını garajda saxlayır.', ''),
]

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']

if __name__ == '__main__':
    with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
        f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
        for i, (label, name, n, adr, note, extra) in enumerate(rows):
            cid = 'CA%03d' % (i + 1)
            person = bool(n)
            org = '' if person else name
            for v in (name, n, adr, note, extra):
                assert '\t' not in v and '\n' not in v, (cid, v)
            assert adr.count(';') == 4 or adr == '', (cid, adr)
            f.write('\t'.join([cid, label, STYLES[i % 5], name, org, n, adr, note, extra]) + '\n')
    print(len(rows), 'rows', sum(r[0] == 'hotel' for r in rows), 'hotel')
