#!/usr/bin/env python3
"""Writes cards.tsv for review28: one realistic address book of an Istanbul-based family (Kerem Yıldırım, a sales
engineer with a pump maker, travelling for work in Turkey - Ankara, İzmir, Bursa, Antalya, Gaziantep, Trabzon - and
to Baku, Tbilisi, Tehran, Dubai, Doha, Riyadh, Amman, Cairo, Athens, Thessaloniki, Sofia and Frankfurt; Elif, a
chemistry teacher, who plans the family's holidays: Cappadocia cave hotels, the Aegean (pansiyon, apart, a stone
school turned hotel, a holiday home), Black Sea yayla houses, Bodrum and Fethiye (a villa, bungalows, a tree house,
a campsite), Lesbos and Mount Olympus (rooms to let, an archontiko, a refuge), Jordan (Wadi Rum camps, Petra),
Egypt, Moroccan riads and a kasbah, Georgia (საოჯახო სასტუმრო), Northern Cyprus, a teachers' guest house
(öğretmenevi) and a thermal hotel) and the home contacts around them. The traps are those of such a book: a han and
a kervansaray that are a hotel beside a han that is a silk bazaar, one that is a restaurant, one that is shops and a
caravanserai that is a show venue, a Karvansaray restaurant in Baku; a konak that is a hotel beside a wedding hall
and a government building (Hükümet Konağı); a dog pansiyon (pet hotel) and a bar called Pansiyon; an apartman
(residential block) and a rezidans; a developer selling tatil evleri; a care home (huzurevi) with the
father-in-law whose address it is; a student dormitory (yurt); hamams and kaplıca by day; a hotel's restaurant
(Mikla); Divan Pastanesi; Otelz.com and a travel agency; family names Konak, Konuk, Hancı, Kervancı, Yurt, Saray,
Dedeman, Hilton, Kempinski and Ξενάκης; hotel staff and hosts whose ORG is their place; a landlady's and a villa
owner's own cards; a sleeper train, a sleeping-car train in Egypt, an overnight ferry cabin and a gulet cruise.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed, room, hut bunk, cottage, tent or pitch at for the night (hotels, aparthotels, apart and short-let apartments,
holiday homes, hostels, pansiyon, guest houses, konukevi and öğretmenevi, rooms to let, riads, kasbahs and desert
camps, tree houses, bungalows, mountain refuges, campsites, resorts, a han or caravanserai that lets rooms, a
thermal hotel); not = everything else, including hotel staff's, hosts' and a landlady's personal cards,
restaurants, bars, bazaars and show venues in old hans, wedding halls, a care home, a student dormitory, a pet
hotel, hamams and thermal baths by day, developers, travel agencies, sleeper trains and boats. Labels fixed here,
before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Kerem's work: Ankara
 (H, 'Divan Çukurhan', '', 'Depo Sokak No:3 Kale;Altındağ;Ankara;06240;Türkiye', 'EMO toplantısı, 2 gece, kahvaltı dahil, oda 104', ''),
 (H, 'JW Marriott Ankara', '', 'Kızılırmak Mahallesi Muhsin Yazıcıoğlu Caddesi No:1;Çankaya;Ankara;06520;Türkiye', '', ''),
 (H, 'Otel Mithat', '', 'Tavus Sokak No:2 Ulus;Altındağ;Ankara;06050;Türkiye', 'Ulus, 1 gece, giriş 14:00, otopark yok', ''),
 # --- İzmir
 (H, 'Swissôtel Büyük Efes', '', 'Gaziosmanpaşa Bulvarı No:1 Alsancak;Konak;İzmir;35210;Türkiye', 'İzmir fuarı, 3 gece, rez. no 7741902', ''),
 (H, 'Kordon Otel Pasaport', '', 'Atatürk Caddesi No:154;Konak;İzmir;35210;Türkiye', '', ''),
 (H, 'Hilton Garden Inn İzmir Bayraklı', '', 'Manas Bulvarı No:39;Bayraklı;İzmir;35530;Türkiye', 'müşteri ziyareti Torbalı, 2 gece, Hilton Honors 845 112 907', ''),
 # --- Bursa
 (H, 'Almira Hotel', '', 'Ulubatlı Hasan Bulvarı No:5;Osmangazi;Bursa;16200;Türkiye', '', ''),
 (H, 'Kervansaray Termal', '', 'Çekirge Meydanı;Osmangazi;Bursa;16080;Türkiye', 'annemle hafta sonu, 2 gece + kaplıca, oda 318', ''),
 # --- Antalya
 (H, 'Rixos Downtown Antalya', '', 'Sakarya Bulvarı No:3 Konyaaltı;Muratpaşa;Antalya;07050;Türkiye', 'bayi toplantısı, 2 gece, deniz manzaralı oda', ''),
 (H, 'Alp Paşa Konağı', '', 'Barbaros Mahallesi Hesapçı Sokak No:30 Kaleiçi;Muratpaşa;Antalya;07100;Türkiye', 'Kaleiçi, 1 gece, kahvaltı 08:00-10:30', ''),
 # --- Gaziantep
 (H, 'Anadolu Evleri', '', 'Şekeroğlu Mahallesi Köroğlu Sokak No:6;Şahinbey;Gaziantep;27400;Türkiye', '2 gece, avlulu oda, rez. Kerem adına', ''),
 (H, 'Tuğcan Otel', '', 'Atatürk Bulvarı No:34;Şehitkamil;Gaziantep;27090;Türkiye', '', ''),
 # --- Trabzon
 (H, 'Zorlu Grand Hotel Trabzon', '', 'Kahramanmaraş Caddesi No:9;Ortahisar;Trabzon;61030;Türkiye', 'liman projesi, 3 gece, şirket anlaşmalı fiyat', ''),
 (H, 'Usta Park Hotel', '', 'İskele Caddesi No:3;Ortahisar;Trabzon;61200;Türkiye', '1 gece, otopark var, fatura Akdeniz Pompa', ''),
 # --- Baku, Şəki
 (H, 'Shah Palace Hotel', '', 'Böyük Qala küçəsi 42 İçərişəhər;Bakı;;AZ1001;Azərbaycan', '3 gecə, səhər yeməyi daxil, Azərsu görüşü', ''),
 (H, 'Dinamo Hotel Baku', '', 'Azərbaycan prospekti 38;Bakı;;AZ1000;Azərbaycan', '', ''),
 (H, 'Yuxarı Karvansaray', '', 'M.F.Axundzadə prospekti 185;Şəki;;AZ5500;Azərbaycan', 'Şəki həftəsonu, 2 gecə, otaq 12, nağd ödəniş', ''),
 # --- Tbilisi
 (H, 'Stamba', '', '14 Merab Kostava St;Tbilisi;;0108;Georgia', '3 nights, GWP meeting, late checkout asked', 'URL:https://stambahotel.com'),
 (H, 'სასტუმრო კოპალა', '', 'ჩეხოვის ქ. 8/10;თბილისი;;0103;საქართველო', 'ორი ღამე, საუზმე 8-დან', ''),
 # --- Tehran
 (H, 'هتل استقلال', '', 'بزرگراه چمران، تقاطع ولیعصر;تهران;;1968653111;ایران', 'سه شب، کنفرانس آب، صبحانه شامل', ''),
 (H, 'هتل فردوسی', '', 'خیابان فردوسی، کوچه سعدی;تهران;;;ایران', '', ''),
 # --- Dubai, Doha
 (H, 'Rove Dubai Marina', '', 'Al Marsa Street Dubai Marina;Dubai;;;United Arab Emirates', 'Big 5 fuarı, 4 gece, booking 38821047', ''),
 (H, 'Novotel Dubai Al Barsha', '', 'Sheikh Zayed Road Al Barsha 1;Dubai;;;United Arab Emirates', '', ''),
 (H, 'Souq Waqif Boutique Hotels by Tivoli', '', 'Souq Waqif;Doha;;;Qatar', '2 nights, near client office, Qatar Airways stopover', ''),
 # --- Riyadh, Amman
 (H, 'فندق الفيصلية', '', 'طريق الملك فهد، العليا;الرياض;;12212;المملكة العربية السعودية', 'ليلتان، اجتماع مع العميل', ''),
 (H, 'بودل العليا', '', 'شارع العليا العام;الرياض;;12241;المملكة العربية السعودية', '5 gece, mutfaklı daire, NWC teklifi', ''),
 (H, 'The House Boutique Suites', '', 'Al-Kindi Street 6 Um Uthaina;Amman;;11183;Jordan', '2 nights, then Petra with family', ''),
 # --- Cairo
 (H, 'Le Méridien Pyramids', '', 'Al Remaya Square Pyramids Road Giza;Cairo;;12556;Egypt', 'piramit manzaralı, 2 gece, Elif de geliyor', ''),
 (H, 'فندق شتيجنبرجر التحرير', '', '2 شارع القصر العيني، ميدان التحرير;القاهرة;;;مصر', '', ''),
 # --- Athens, Thessaloniki
 (H, 'Μεγάλη Βρεταννία', '', 'Βασιλέως Γεωργίου Α 1 Πλατεία Συντάγματος;Αθήνα;;105 64;Ελλάδα', 'ΕΥΔΑΠ toplantısı, 2 gece, firma öder', ''),
 (H, 'Makedonia Palace', '', 'Λεωφόρος Μεγάλου Αλεξάνδρου 2;Θεσσαλονίκη;;546 40;Ελλάδα', 'ΔΕΘ fuarı, 3 gece, rez. 55K-2291', ''),
 (H, 'Ξενοδοχείο Ολύμπια', '', 'Ολύμπου 65;Θεσσαλονίκη;;546 31;Ελλάδα', '1 νύχτα, πρωινό 7:00-10:00', ''),
 # --- Sofia, Frankfurt
 (H, 'Хотел Рила', '', 'ул. Калоян 6;София;;1000;България', '', ''),
 (H, 'Steigenberger Frankfurter Hof', '', 'Am Kaiserplatz;Frankfurt am Main;Hessen;60311;Deutschland', 'ISH fuarı, 4 gece, firma öder, check-in 15:00', ''),
 (H, 'Motel One Frankfurt-Römer', '', 'Berliner Straße 55;Frankfurt am Main;Hessen;60311;Deutschland', '', ''),
 # --- Holidays: Cappadocia
 (H, 'Argos in Cappadocia', '', 'Aşağı Mahalle Kayabaşı Sokak No:23;Uçhisar;Nevşehir;50240;Türkiye', 'evlilik yıldönümü, 2 gece, mağara oda, havuz', 'URL:https://www.argosincappadocia.com'),
 (H, 'Sultan Cave Suites', '', 'Aydınlı Mahallesi Aydınlı Sokak No:40;Göreme;Nevşehir;50180;Türkiye', '3 gece, teras kahvaltısı, balon sabahı 04:45 kalkış', 'EMAIL:info@sultancavesuites.com'),
 (H, 'Kelebek Special Cave Hotel', '', 'Aydınlı Mahallesi Yavuz Sokak No:31;Göreme;Nevşehir;50180;Türkiye', '', ''),
 (H, 'Esbelli Evi', '', 'Esbelli Sokak No:8;Ürgüp;Nevşehir;50400;Türkiye', 'Ürgüp, 2 gece, aile odası, kapora havale edildi', ''),
 (H, 'Kayakapı Premium Caves', '', 'Kayakapı Mahallesi Kuşçular Sokak No:43;Ürgüp;Nevşehir;50400;Türkiye', 'anneannemin 80. yaş günü, 1 gece, akşam yemeği 20:00', ''),
 # --- Aegean
 (H, 'Taş Otel', '', 'Kemalpaşa Caddesi No:132;Alaçatı;İzmir;35937;Türkiye', '', ''),
 (H, 'Kirkinca Konakları', '', 'Şirince Köyü;Selçuk;İzmir;35920;Türkiye', '2 gece, Efes gezisi, kahvaltı bahçede', ''),
 (H, 'Adatepe Taşmektep', '', 'Adatepe Köyü;Küçükkuyu;Çanakkale;17760;Türkiye', 'Kaz Dağları, 3 gece, eski okul binası, taş oda', ''),
 (H, 'Bozcaada Lodos Pansiyon', '', 'Cumhuriyet Mahallesi Atatürk Caddesi No:18;Bozcaada;Çanakkale;17680;Türkiye', 'feribot Geyikli 10:00, 4 gece, oda 3', 'EMAIL:lodospansiyon@gmail.com'),
 (H, 'Akyaka Nergis Apart', '', 'Sanat Sokak No:7;Akyaka;Muğla;48650;Türkiye', '1 hafta, mutfaklı, havlu var, depozito 1000 TL', ''),
 (H, 'Cunda Ayşe Hanım Ev Pansiyonu', '', 'Namık Kemal Mahallesi;Cunda;Balıkesir;10405;Türkiye', '', ''),
 (H, 'Reşadiye Taş Ev (Airbnb)', '', 'Reşadiye Mahallesi;Datça;Muğla;48900;Türkiye', '7 gece, anahtar komşuda, giriş 15:00', ''),
 # --- Black Sea
 (H, 'Ayder Çağlayan Pansiyon', '', 'Ayder Yaylası;Çamlıhemşin;Rize;53750;Türkiye', '3 gece, yarım pansiyon, akşam kuymak', ''),
 (H, 'Pokut Yayla Evi', '', 'Pokut Yaylası;Çamlıhemşin;Rize;53750;Türkiye', '2 gece, jeep ile çıkış 09:00, kişi başı yarım pansiyon', ''),
 (H, 'Şenyuva Ahşap Bungalov', '', 'Şenyuva Köyü Fırtına Vadisi;Çamlıhemşin;Rize;53750;Türkiye', '', ''),
 (H, 'Uzungöl Fora Dağ Evleri', '', 'Uzungöl Mahallesi;Çaykara;Trabzon;61940;Türkiye', '2 gece, şömineli ev, göl manzarası', ''),
 # --- Bodrum
 (H, 'Macakizi', '', 'Kesire Mevkii Türkbükü;Bodrum;Muğla;48400;Türkiye', '', ''),
 (H, 'Su Otel', '', 'Turgutreis Caddesi 1201 Sokak;Bodrum;Muğla;48400;Türkiye', '4 gece, havuz başı oda 9, kahvaltı dahil', ''),
 (H, 'Villa Defne Yalıkavak', '', 'Geriş Mahallesi;Yalıkavak;Muğla;48990;Türkiye', '1 hafta, havuzlu, giriş 16:00, depozito 10.000 TL, temizlik Çarşamba', ''),
 (H, 'Mandarin Oriental Bodrum', '', 'Cennet Koyu Göltürkbükü;Bodrum;Muğla;48483;Türkiye', 'yıldönümü sürprizi, 2 gece', ''),
 # --- Fethiye, Kaş
 (H, 'Sugar Beach', '', 'Ölüdeniz Caddesi No:12;Ölüdeniz;Muğla;48340;Türkiye', '3 gece bungalov 7, şezlong dahil', ''),
 (H, 'Turan Hill Lodge', '', 'Kabak Koyu;Faralya;Muğla;48300;Türkiye', '', ''),
 (H, 'Olive Garden Kabak', '', 'Kabak Koyu;Faralya;Muğla;48300;Türkiye', '2 gece ağaç ev, akşam yemeği dahil, Faralya transfer 17:00', ''),
 (H, 'Kaş Kamping', '', 'Hastane Caddesi No:3;Kaş;Antalya;07580;Türkiye', 'çadır yeri 14, 5 gece, elektrik dahil', ''),
 # --- Lesbos, Olympus
 (H, 'Olive Press Hotel', '', 'Μήθυμνα;Λέσβος;;811 08;Ελλάδα', '3 gece, denize sıfır oda, Turyol 09:00', ''),
 (H, 'Ενοικιαζόμενα Δωμάτια Νεφέλη', '', 'Πέτρα;Λέσβος;;811 09;Ελλάδα', '2 νύχτες, δωμάτιο 4, πληρωμή μετρητά', ''),
 (H, 'Αρχοντικό Ελένη', '', 'Αγιάσος;Λέσβος;;811 01;Ελλάδα', '', ''),
 (H, 'Καταφύγιο Σπήλιος Αγαπητός', '', 'Όλυμπος θέση Μπαλκόνι;Λιτόχωρο;;602 00;Ελλάδα', 'Kerem ve Deniz, 1 gece ranza, yarım pansiyon', 'EMAIL:info@olympusrefuge.gr'),
 # --- Jordan
 (H, 'Rahayeb Desert Camp', '', 'Wadi Rum Protected Area;Wadi Rum;Aqaba;77110;Jordan', '2 nights, martian dome, jeep tour included', ''),
 (H, 'مخيم بدو رم', '', 'وادي رم;العقبة;;;الأردن', 'ليلة واحدة، عشاء زرب', ''),
 (H, 'Taybet Zaman', '', "Taybeh Village;Wadi Musa;Ma'an;71810;Jordan", '2 gece, Petra by Night Pzt/Çar/Per 20:30', ''),
 # --- Egypt
 (H, 'Philae Hotel Aswan', '', 'Corniche El Nil;Aswan;;81511;Egypt', '2 nights, Nile view room 212', ''),
 (H, 'Beit Sabée', '', 'West Bank Gezirat El Bairat;Luxor;;85951;Egypt', '', ''),
 (H, 'Kato Dool Nubian Resort', '', 'Gharb Soheil;Aswan;;;Egypt', '1 gece, Nubian köyü, tekne transferi', ''),
 # --- Morocco
 (H, 'Riad Kniza', '', "34 Derb l'Hôtel Bab Doukkala;Marrakech;;40000;Maroc", '4 nuits, petit-déjeuner sur la terrasse, transfert aéroport 14:30', 'URL:https://www.riadkniza.com'),
 (H, 'Riad Laaroussa', '', '3 Derb Bechara Talaa Sghira;Fès;;30110;Maroc', '', ''),
 (H, 'Auberge Kasbah Ait Ben Moro', '', 'Route de Ouarzazate;Skoura;;45500;Maroc', '1 gece, yolda, akşam tajin', ''),
 (H, 'Sahara Stars Camp Merzouga', '', 'Erg Chebbi;Merzouga;;52202;Maroc', '1 nuit, dromadaire 17:00', ''),
 # --- Georgia
 (H, 'სასტუმრო კაბადონი', '', 'დავით აღმაშენებლის ქ. 1;სიღნაღი;;4200;საქართველო', 'Sighnaghi, 2 gece, şarap tadımı', ''),
 (H, 'ლალის საოჯახო სასტუმრო', '', 'ჩურაშვილის ქ. 20;მესტია;;3200;საქართველო', '3 ღამე, ვახშამი 19:00', ''),
 (H, 'Schuchmann Wines Château & Spa', '', 'Kisiskhevi;Telavi;Kakheti;2200;Georgia', '2 nights, wine tour at 16:00, spa', ''),
 # --- Northern Cyprus
 (H, 'Bellapais Gardens', '', 'Crusader Road Beylerbeyi;Girne;;99300;KKTC', '4 gece, havuzlu bungalov, araç kiralama', ''),
 (H, 'Merit Park Hotel', '', 'Karaoğlanoğlu;Girne;;99300;KKTC', 'dönüş öncesi 1 gece, Ercan 06:50', ''),
 (H, 'Oasis at Ayfilon', '', 'Ayfilon Dipkarpaz;İskele;;;KKTC', '2 gece, deniz kenarı bungalov, kaplumbağa turu 21:00', ''),
 # --- Istanbul guests, weekends, öğretmenevi, thermal
 (H, 'Pera Palace', '', 'Meşrutiyet Caddesi No:52 Tepebaşı;Beyoğlu;İstanbul;34430;Türkiye', "Hans ve Ute için 3 gece, Almanya'dan 12 Mayıs", ''),
 (H, 'Antalya Öğretmenevi', '', 'Meltem Mahallesi;Muratpaşa;Antalya;07030;Türkiye', "Elif'in kartıyla 3 gece, 2 kişilik oda, kahvaltı 07:30", ''),
 (H, 'Maşukiye Bungalov Evleri', '', 'Maşukiye Mahallesi;Kartepe;Kocaeli;41295;Türkiye', 'hafta sonu 2 gece, şömineli, köpek kabul', ''),
 (H, 'Uludağ Grand Yazıcı', '', 'Uludağ 2. Oteller Bölgesi;Osmangazi;Bursa;16370;Türkiye', '', ''),
 (H, 'Termal Çınar Otel', '', 'Gökçedere Mahallesi;Termal;Yalova;77200;Türkiye', 'anneanne kür, 7 gece, kaplıca girişi dahil', ''),
]
P = [
 # family and household
 (N, 'Annem', ';Annem;;;', 'Moda Caddesi No:88 D:5;Kadıköy;İstanbul;34710;Türkiye', 'Pazar kahvaltı, tansiyon ilacı', ''),
 (N, 'Babam', ';Babam;;;', '', 'balık tutmaya Cumartesi', ''),
 (N, 'Anneanne', ';Anneanne;;;', '', 'Yalova kür Mayıs, doğum günü 3 Nisan', ''),
 (N, 'Nermin Konak', 'Konak;Nermin;;;', 'Cemal Gürsel Caddesi No:412 D:7;Karşıyaka;İzmir;35550;Türkiye', 'kayınvalide, bayramda İzmir', ''),
 (N, 'Hasan Konak', 'Konak;Hasan;;;', 'Huzurevi Caddesi No:2;Narlıdere;İzmir;35320;Türkiye', 'kayınpeder, oda 214, ziyaret Salı ve Cumartesi 14-17', ''),
 (N, 'Elif Yıldırım', 'Yıldırım;Elif;;;', '', 'okul çıkışı 16:10', 'ORG:Kadıköy Anadolu Lisesi || TITLE:Kimya öğretmeni'),
 (N, 'Deniz', 'Yıldırım;Deniz;;;', '', 'servis 07:10, yüzme Salı/Perşembe', ''),
 (N, 'Ada', 'Yıldırım;Ada;;;', '', '3-B, piyano Cuma', ''),
 (N, 'Selin Dedeman', 'Dedeman;Selin;;;', '', 'komşu D:9, yedek anahtar onda', ''),
 (N, 'Murat Hancı', 'Hancı;Murat;;;', '', 'kuzen, düğün 21 Haziran', ''),
 (N, 'Cemal Usta', 'Kervancı;Cemal;;;', '', 'kombi bakımı Ekim, 2500 TL', ''),
 (N, 'Fadime Abla', 'Yurt;Fadime;;;', '', 'temizlik Perşembe 09:00-15:00', ''),
 (N, 'Zeynep Saray', 'Saray;Zeynep;;;', '', 'Ada\'nın öğretmeni, veli toplantısı 14 Kasım 17:30', 'ORG:Özel Kalamış Koleji || TITLE:sınıf öğretmeni'),
 (N, 'Burak Konuk', 'Konuk;Burak;;;', '', 'Deniz yüzme, Salı-Perşembe 18:00', 'ORG:Fenerbahçe Spor Kulübü || TITLE:antrenör'),
 # colleagues and clients
 (N, 'Serkan Öztürk', 'Öztürk;Serkan;;;', '', 'harcırah formu ayın 5\'ine kadar', 'ORG:Akdeniz Pompa Sanayi A.Ş. || TITLE:Satış Müdürü'),
 (N, 'Aynur Çelik', 'Çelik;Aynur;;;', '', 'ihale dosyası Çarşamba', 'ORG:İZSU Genel Müdürlüğü'),
 (N, 'Rəşad Məmmədov', 'Məmmədov;Rəşad;;;', '', 'görüş cümə axşamı 11:00, WhatsApp', 'ORG:Azərsu ASC'),
 (N, 'გიორგი ბერიძე', 'ბერიძე;გიორგი;;;', '', 'შეხვედრა სამშაბათს 10:00', 'ORG:Georgian Water and Power'),
 (N, 'علی رضایی', 'رضایی;علی;;;', '', 'جلسه شنبه ساعت ۱۰', 'ORG:شرکت مهندسی آب نیرو'),
 (N, 'Andrew Hilton', 'Hilton;Andrew;;;', '', 'Big 5 meeting, stand Z4', 'ORG:Al-Futtaim Engineering || TITLE:Procurement Manager'),
 (N, 'محمد العتيبي', 'العتيبي;محمد;;;', '', 'اجتماع الأحد ١١ صباحاً', 'ORG:شركة المياه الوطنية'),
 (N, 'Γιώργος Ξενάκης', 'Ξενάκης;Γιώργος;;;', '', 'συνάντηση Πέμπτη 12:00', 'ORG:ΕΥΔΑΠ'),
 (N, 'Jörg Kempinski', 'Kempinski;Jörg;;;', '', 'Standbau Halle 8, Montag 8:00', 'ORG:Messe Frankfurt GmbH || TITLE:Projektleiter ISH'),
 (N, 'هاني مصطفى', 'مصطفى;هاني;;;', '', 'Cairo site visit Sun 9:00', 'ORG:Hassan Allam Holding'),
 # hotel staff, hosts, a landlady, a villa owner
 (N, 'Mehmet Arslan', 'Arslan;Mehmet;;;', '', 'balon rezervasyonunu o ayarlıyor, WhatsApp', 'ORG:Sultan Cave Suites || TITLE:Resepsiyon'),
 (N, 'Ayşe Teyze Cunda', 'Demir;Ayşe;;;', '', 'Cunda ev pansiyonu, Ağustos 5 gece, kapora 3000 TL elden, denize bakan oda', ''),
 (N, 'Μαρία Παπαδοπούλου', 'Παπαδοπούλου;Μαρία;;;', '', 'κλειδί κάτω από τη γλάστρα', 'ORG:Ενοικιαζόμενα Δωμάτια Νεφέλη'),
 (N, 'عودة الزلابية', 'الزلابية;عودة;;;', '', 'pickup at Rum village 15:00', 'ORG:Rahayeb Desert Camp'),
 (N, 'ლალი ჯაფარიძე', 'ჯაფარიძე;ლალი;;;', '', 'transfer from Zugdidi, 80 GEL', 'ORG:ლალის საოჯახო სასტუმრო'),
 (N, 'Leyla Hüseynova', 'Hüseynova;Leyla;;;', '', 'korporativ tarif 2026', 'ORG:Shah Palace Hotel || TITLE:Sales Manager'),
 (N, 'Mustafa Yalçın', 'Yalçın;Mustafa;;;', '', 'Villa Defne sahibi, havuzcu Pazartesi, depozito iadesi çıkışta', ''),
]
O = [
 # hans, kervansaray, konak that are not places to stay
 (N, 'Koza Han', '', 'Osmangazi Mahallesi Uzunçarşı;Osmangazi;Bursa;16010;Türkiye', '', ''),
 (N, 'Bayazhan', '', 'Suyabatmaz Mahallesi Hanifioğlu Sokak No:64;Şahinbey;Gaziantep;27400;Türkiye', 'müşteri yemeği 20:00, 6 kişi, rezervasyon Kerem', ''),
 (N, 'Büyük Han', '', 'Asmaaltı Sokak;Lefkoşa;;;KKTC', '', ''),
 (N, 'Sarıhan Kervansaray', '', 'Kayseri Yolu 6. km;Avanos;Nevşehir;50500;Türkiye', 'sema gösterisi 21:00, 4 bilet', ''),
 (N, 'Karvansaray Restoranı', '', 'Qala döngəsi 1 İçərişəhər;Bakı;;AZ1001;Azərbaycan', 'müştəri ilə şam yeməyi 19:30', ''),
 (N, 'Konak Düğün ve Davet Salonu', '', 'Atatürk Mahallesi;Ataşehir;İstanbul;34758;Türkiye', "Murat'ın düğünü 21 Haziran 19:00", ''),
 (N, 'Ataşehir Hükümet Konağı - Nüfus Müdürlüğü', '', 'Atatürk Mahallesi;Ataşehir;İstanbul;34758;Türkiye', 'pasaport randevusu 10:40, çocukların fotoğrafları', ''),
 # restaurants, shops
 (N, 'İmam Çağdaş', '', 'Uzun Çarşı Eski Hal Yanı No:49;Şahinbey;Gaziantep;27400;Türkiye', 'baklava 2 kg sipariş, kargo ile', ''),
 (N, 'Mikla', '', 'The Marmara Pera Meşrutiyet Caddesi No:15;Beyoğlu;İstanbul;34430;Türkiye', 'yıldönümü yemeği 20:30, 2 kişi, teras', ''),
 (N, 'Çiya Sofrası', '', 'Caferağa Mahallesi Güneşlibahçe Sokak No:43;Kadıköy;İstanbul;34710;Türkiye', 'Pazar öğle, kuzu kaburga', ''),
 (N, 'Divan Pastanesi', '', 'Bağdat Caddesi;Kadıköy;İstanbul;34728;Türkiye', 'Ada\'nın pastası Cumartesi 11:00 teslim', ''),
 (N, 'Pansiyon Bar Moda', '', 'Moda Caddesi;Kadıköy;İstanbul;34710;Türkiye', 'Cuma 21:00 canlı müzik, 4 kişilik masa', ''),
 (N, 'Le Tanjia', '', '14 Derb Jdid Hay Essalam Mellah;Marrakech;;40000;Maroc', 'dîner réservé 20:30, 4 pers.', ''),
 (N, 'Chez Ali', '', 'Route de Safi Palmeraie;Marrakech;;40000;Maroc', 'fantasia dîner 20:00, navette riad 19:30', ''),
 (N, 'Petra Kitchen', '', 'Tourism Street;Wadi Musa;;71810;Jordan', 'cooking class 18:30, 4 persons', ''),
 (N, 'Ταβέρνα Το Χταπόδι', '', 'Σκάλα Συκαμιάς;Λέσβος;;811 08;Ελλάδα', 'τραπέζι για 4, 21:00', ''),
 (N, 'مطعم نجد فيليج', '', 'طريق التخصصي;الرياض;;;المملكة العربية السعودية', 'عشاء مع العميل ٨ مساءً', ''),
 (N, 'رستوران شمشیری', '', 'بازار تهران، سبزه میدان;تهران;;;ایران', '', ''),
 (N, 'Abou El Sid', '', '157 26th of July Street Zamalek;Cairo;;;Egypt', 'dinner with client Tue 20:00', ''),
 # pet hotel, developer, housing
 (N, 'Pati Otel Köpek Pansiyonu', '', 'Kemerburgaz;Eyüpsultan;İstanbul;34075;Türkiye', 'Pamuk tatilde 10 gün, aşı karnesi götür', ''),
 (N, 'Ege Tatil Evleri İnşaat Ltd. Şti.', '', 'Atatürk Bulvarı No:210;Didim;Aydın;09270;Türkiye', 'Didim projesi 2+1, taksit ayın 15\'i', ''),
 (N, 'Ataşehir Rezidans Site Yönetimi', '', 'Atatürk Mahallesi;Ataşehir;İstanbul;34758;Türkiye', 'aidat ayın 10\'u, otopark kartı', ''),
 (N, 'Nur Apartmanı Yönetimi', '', 'Moda Caddesi No:88;Kadıköy;İstanbul;34710;Türkiye', 'annemin binası, aidat 1500 TL, kapıcı Hüseyin Efendi', ''),
 # care home, dormitory, government
 (N, 'Narlıdere Huzurevi Yaşlı Bakım ve Rehabilitasyon Merkezi', '', 'Huzurevi Caddesi No:2;Narlıdere;İzmir;35320;Türkiye', 'Hasan Bey oda 214, aylık ödeme ayın 1\'i', ''),
 (N, 'KYK Ankara Bahçelievler Yurdu', '', 'Bahçelievler Mahallesi;Çankaya;Ankara;06490;Türkiye', 'İrem\'in yurdu, veli ziyareti Pazar 14-17', ''),
 (N, 'İran Başkonsolosluğu', '', 'Ankara Caddesi No:1 Cağaloğlu;Fatih;İstanbul;34110;Türkiye', 'vize başvurusu Salı 09:30, 2 fotoğraf', ''),
 # hamams and baths by day
 (N, 'Kılıç Ali Paşa Hamamı', '', 'Kemankeş Mahallesi Hamam Sokak No:1 Tophane;Beyoğlu;İstanbul;34425;Türkiye', 'Elif ve ben Cumartesi 11:00 seans', ''),
 (N, 'Eski Kaplıca', '', 'Çekirge Caddesi;Osmangazi;Bursa;16080;Türkiye', '', ''),
 (N, 'Ayder Kaplıcaları', '', 'Ayder Yaylası;Çamlıhemşin;Rize;53750;Türkiye', 'aile banyosu 1 saat', ''),
 (N, 'ჩრელი აბანო', '', 'აბანოს ქ. 1;თბილისი;;0105;საქართველო', 'private room 1 hour, 19:00', ''),
 # travel
 (N, 'Jolly Tur', '', 'Halaskargazi Caddesi;Şişli;İstanbul;34371;Türkiye', 'Fas turu ön ödeme, dekont mailde', 'URL:https://www.jollytur.com'),
 (N, 'Otelz.com', '', '', 'Kapadokya rezervasyonu iptal, iade 7 gün', 'KIND:org'),
 (N, 'Türk Hava Yolları', '', '', 'Miles&Smiles TK 284 551 903', 'KIND:org'),
 (N, 'Pegasus Hava Yolları', '', '', 'BolBol, SAW-ADB 06:45', 'KIND:org'),
 (N, 'Azərbaycan Hava Yolları', '', 'Heydər Əliyev Beynəlxalq Aeroportu;Bakı;;AZ1044;Azərbaycan', '', ''),
 (N, 'TCDD Taşımacılık - Doğu Ekspresi', '', 'Ankara Garı;Altındağ;Ankara;06050;Türkiye', 'Ankara-Kars yataklı vagon, 2 kişilik kompartıman, 18:00 kalkış', ''),
 (N, 'Watania Sleeping Trains', '', 'Ramses Station;Cairo;;;Egypt', 'Cairo-Luxor 20:00, cabin 2 beds, dinner included', ''),
 (N, 'Turyol', '', 'Gazinolar Caddesi;Ayvalık;Balıkesir;10400;Türkiye', 'Ayvalık-Midilli 09:00, araçlı bilet, pasaportlar', ''),
 (N, 'ΝΕΛ Ναυτιλιακή Εταιρεία Λέσβου', '', 'Ακτή Κονδύλη 26;Πειραιάς;;185 45;Ελλάδα', 'Πειραιάς-Μυτιλήνη 19:00, καμπίνα 4κλινη', ''),
 (N, 'Gulet Kaptan Hasan', '', 'Fethiye Limanı;Fethiye;Muğla;48300;Türkiye', 'mavi yolculuk Göcek koyları 4 gece, kabin 3, tam pansiyon', ''),
 (N, 'Butterfly Balloons', '', 'Uzundere Caddesi No:29;Göreme;Nevşehir;50180;Türkiye', 'balon 05:00 otelden alış, 4 kişi, nakit', ''),
 # work, venues, health, school
 (N, 'Akdeniz Pompa Sanayi A.Ş.', '', 'İkitelli OSB Demirciler Sitesi;Başakşehir;İstanbul;34490;Türkiye', 'muhasebe: harcırah formu + otel faturaları', 'URL:https://www.akdenizpompa.com.tr'),
 (N, 'Dubai Exhibition Centre', '', 'Expo City Dubai;Dubai;;;United Arab Emirates', 'Big 5 stand Z4-110, kurulum Pazar 8:00', ''),
 (N, 'Acıbadem Kozyatağı Hastanesi', '', 'İnönü Caddesi No:23;Kadıköy;İstanbul;34742;Türkiye', 'Ada çocuk doktoru Perşembe 16:20', ''),
 (N, 'Özel Kalamış Koleji', '', 'Fener Kalamış Caddesi;Kadıköy;İstanbul;34726;Türkiye', 'servis Hüseyin abi, okul ücreti 2. taksit', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'U{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
