#!/usr/bin/env python3
"""Writes cards.tsv for review79: one realistic address book of a Dhaka-based family - Tanvir Ahmed, a
merchandising manager with a knit and denim exporter (Shitalakshya Knit Composite Ltd., Tongi), travelling for
work to Chattogram, Sylhet, Khulna, Rajshahi, Cox's Bazar, Kolkata, Delhi, Kathmandu, Bangkok, Kuala Lumpur, Dubai
and London; and Nusrat Jahan, who plans the family's holidays: Cox's Bazar hotels and resorts, Teknaf and Saint
Martin's Island, the tea-garden resorts and bungalows of Sylhet and Sreemangal (eco-cottages), Bandarban, Sajek
and Rangamati (cottages, a dak bungalow, a circuit house, the Parjatan holiday complex), Mongla before a
Sundarbans launch tour, Kuakata, Gazipur weekends, Darjeeling, Shillong and Meghalaya, and Nepal - with the
contacts around them. Names and NOTEs in Bengali (বাংলা) and English, as people type them. The traps such a book
has: 'Hotel' eateries (হোটেল আল-রাজ্জাক, নিরব হোটেল, পাঁচ ভাই হোটেল, Hotel Zaman, Star Hotel & Kabab, a
Kolkata 'Hindu Hotel', a হোটেল ও রেস্টুরেন্ট serving only bhorta and biryani), sweet shops (মিষ্টি; one 'Grand
Sons'), a community centre and a 'Palace' convention hall for weddings, a 'Resort' that is a day picnic spot,
an amusement park called Holiday, an old people's home (প্রবীণ নিবাস), a pet hotel, a developer called Resort,
the hotel-management institute, a university hall (ছাত্রাবাস), the landlord (বাড়িওয়ালা), his building called
Villa (the family's home) and a grandmother's house called Manzil, a landlady's own card, a hotel's GM and sales
manager, hosts and a caretaker whose ORG is their place, a hotel's restaurant, a hotel's spa and a hotel's
rooftop bar, the Sundarbans launch tour, a Barishal launch cabin, a night train with berths, a Green Line
sleeper coach, a ship to Saint Martin's, travel agencies that book hotels, family names Lodge, Oberoi, Taj and
Srinivas. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's
card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place
one books a bed, room, dorm bunk, cottage, tent or pitch at for the night (hotels, residential hotels (আবাসিক
হোটেল), resorts, eco-cottages, guest houses, a tea-garden bungalow, a dak bungalow and a circuit house stayed in,
a Parjatan motel, serviced and short-let apartments, a rented holiday house (বাগানবাড়ি), hostels, a homestay, a
tea house on a trek, a riverside campsite); not = everything else, including people's cards (the hotel's GM,
hosts, a caretaker, the landlady), eateries called Hotel, a hotel's restaurant, spa and bar, a picnic spot called
Resort, a university hall, an old people's home, a pet hotel, a developer, a hotel-management institute, travel
agencies, launches, trains, buses and ships even with a cabin or berth. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
CXB = "Cox's Bazar"
C = [
 # --- Tanvir's work: Chattogram
 (H, 'Radisson Blu Chattogram Bay View', '', 'SS Khaled Road Lalkhan Bazar;Chattogram;Chattogram Division;4000;Bangladesh', 'ফ্যাক্টরি অডিট, ২ রাত, চেক ইন দুপুর ২টা, বিল কোম্পানি দেবে', ''),
 (H, 'Hotel Agrabad', '', 'Sheikh Mujib Road Agrabad C/A;Chattogram;;4100;Bangladesh', '', ''),
 (H, 'The Peninsula Chittagong', '', '486/B O.R. Nizam Road GEC Circle;Chattogram;;4000;Bangladesh', 'port meeting, 1 night, room 512, breakfast incl.', ''),
 (H, 'Well Park Residence', '', 'Road 1 Nasirabad Housing Society;Chattogram;;4203;Bangladesh', '৩ রাত, নাস্তা সহ, বুকিং নং WPR-22817', 'URL:https://www.wellparkbd.com'),
 (N, 'Hotel Zaman', '', 'Chawkbazar;Chattogram;;4203;Bangladesh', 'মেজবানি মাংস আর কালাভুনা, বায়ারদের নিয়ে দুপুরে', ''),
 # --- Sylhet
 (H, 'Rose View Hotel', '', 'Shahjalal Uposhohor;Sylhet;Sylhet Division;3100;Bangladesh', 'tea estate visit, 2 raat, check-in 2pm', ''),
 (H, 'Hotel Noorjahan Grand', '', 'Dargah Gate;Sylhet;;3100;Bangladesh', '', ''),
 (H, 'Nirvana Inn', '', 'Ramer Dighir Par Mirabazar;Sylhet;;3100;Bangladesh', '১ রাত, রুম ৪০৩, লেট চেকআউট ২টা পর্যন্ত', ''),
 (N, 'পাঁচ ভাই হোটেল', '', 'জিন্দাবাজার;সিলেট;;৩১০০;বাংলাদেশ', 'দুপুরে ভর্তা-ভাত, ২৫ রকম ভর্তা, ১টার পর ভিড়', ''),
 (N, 'পানসী রেস্টুরেন্ট', '', 'জিন্দাবাজার;সিলেট;;৩১০০;বাংলাদেশ', '', ''),
 # --- Khulna, Rajshahi
 (H, 'Hotel Castle Salam', '', 'KDA Avenue;Khulna;Khulna Division;9100;Bangladesh', 'supplier visit 2 nights, room 607', ''),
 (H, 'City Inn Khulna', '', 'Majid Sarani Sheikhpara;Khulna;;9100;Bangladesh', '', ''),
 (H, 'Hotel X Rajshahi', '', 'Nawdapara;Rajshahi;Rajshahi Division;6203;Bangladesh', 'সিল্ক ফ্যাক্টরি + শ্বশুরবাড়ি, ২ রাত', ''),
 (H, 'পর্যটন মোটেল রাজশাহী', '', 'আব্দুল মজিদ সড়ক শ্রীরামপুর;রাজশাহী;;৬১০০;বাংলাদেশ', 'পদ্মার পাড়, ১ রাত, রুম ২১০', ''),
 # --- Cox's Bazar for work
 (H, 'Long Beach Hotel', '', 'Kolatoli Road;' + CXB + ';;4700;Bangladesh', 'sales conference 3 nights, room shared with Shafiq', ''),
 # --- Kolkata, Delhi
 (H, 'The Oberoi Grand', '', '15 Jawaharlal Nehru Road;Kolkata;West Bengal;700013;India', 'buyer meeting, 2 nights, client pays', ''),
 (H, 'Hotel Lindsay', '', '8-A Lindsay Street New Market;Kolkata;West Bengal;700087;India', 'নিউ মার্কেটের পাশে, ৩ রাত, রুপি নগদ দিতে হয়', ''),
 (H, 'The Fairlawn', '', '13/A Sudder Street;Kolkata;West Bengal;700016;India', '', ''),
 (N, 'Swadhin Bharat Hindu Hotel', '', '8/2 Bhawani Dutta Lane College Street;Kolkata;West Bengal;700073;India', 'ভাত, পোস্ত আর মাছের ঝোল, শুধু দুপুরে ১২-৩টা', ''),
 (H, 'The Imperial New Delhi', '', '1 Janpath Connaught Place;New Delhi;Delhi;110001;India', 'sourcing fair at Pragati Maidan, 3 nights', ''),
 (H, 'bloomrooms @ Janpath', '', '10 Janpath;New Delhi;Delhi;110001;India', '', ''),
 # --- Kathmandu, Bangkok, Kuala Lumpur, Dubai, London
 (H, 'Hotel Annapurna', '', 'Durbar Marg;Kathmandu;Bagmati;44600;Nepal', 'distributor meeting, 2 nights', ''),
 (H, 'Kathmandu Marriott', '', 'Naxal;Kathmandu;Bagmati;44600;Nepal', 'anniversary 2 nights with Nusrat, airport pickup, Bonvoy no. in app', ''),
 (H, 'Novotel Bangkok Platinum Pratunam', '', '220 Phetchaburi Road Ratchathewi;Bangkok;;10400;Thailand', 'fabric fair 4 nights, Accor no. in app', ''),
 (H, 'Amara Bangkok', '', '180/1 Surawong Road Bang Rak;Bangkok;;10500;Thailand', '', ''),
 (N, 'Octave Rooftop Bar - Bangkok Marriott Sukhumvit', '', '2 Sukhumvit Soi 57 Watthana;Bangkok;;10110;Thailand', 'drinks with Nattapong 7:30pm, no shorts', ''),
 (H, 'Fraser Residence Kuala Lumpur', '', '10 Jalan Perak;Kuala Lumpur;Wilayah Persekutuan;50450;Malaysia', '5 nights serviced apt, kitchen, laundry in unit', ''),
 (H, 'ibis Kuala Lumpur City Centre', '', 'Jalan Ampang;Kuala Lumpur;Wilayah Persekutuan;50450;Malaysia', '', ''),
 (H, 'Hyatt Place Dubai Al Rigga', '', 'Al Rigga Road Deira;Dubai;;;United Arab Emirates', 'transit 1 night, EK flight next morning 9:40', ''),
 (H, 'Landmark Hotel Baniyas', '', 'Baniyas Square Deira;Dubai;;;United Arab Emirates', '2 nights, Imran booked, pay at desk', ''),
 (H, 'Premier Inn London City (Aldgate)', '', '66 Alie Street;London;;E1 8PX;United Kingdom', 'Next meeting, 3 nights, booking ref PI7729341', ''),
 (H, 'The Tower Hotel', '', "St Katharine's Way;London;;E1W 1LD;United Kingdom", '', ''),
 (H, 'Fashion Street flat (Airbnb)', '', 'Fashion Street;London;;E1 6PX;United Kingdom', 'রুমানা আপার বাসার কাছে, ৫ রাত, self check-in key box 2207', ''),
 # --- Dhaka: guests, relatives, evenings out
 (H, 'Pan Pacific Sonargaon Dhaka', '', '107 Kazi Nazrul Islam Avenue;Dhaka;;1215;Bangladesh', 'Next team 3 nights, corporate rate via Farzana', ''),
 (H, 'The Westin Dhaka', '', 'Main Gulshan Avenue Road 45;Dhaka;;1212;Bangladesh', '', ''),
 (H, 'Amari Dhaka', '', '47 Road 41 Gulshan 2;Dhaka;;1212;Bangladesh', 'Kabir from Delhi, 2 nights, airport pickup 6am', ''),
 (H, 'Hotel 71', '', '53 Kazi Nazrul Islam Avenue Banglamotor;Dhaka;;1000;Bangladesh', 'চাচাতো ভাইয়ের পরিবার, ২ রাত, ফ্যামিলি রুম', ''),
 (H, 'Golden Tulip The Grandmark', '', 'Plot 8 Road 2 Gulshan 2;Dhaka;;1212;Bangladesh', '', ''),
 (H, 'হোটেল শাহজালাল আবাসিক', '', 'পান্থপথ;ঢাকা;;১২০৫;বাংলাদেশ', 'শ্বশুর চোখের অপারেশনে আসবেন, ৩ রাত, ডাবল রুম ১৫০০ টাকা, অগ্রিম দেওয়া', ''),
 (H, 'Lake Shore Hotel & Apartments', '', 'Road 41 Gulshan 2;Dhaka;;1212;Bangladesh', 'Charlotte 1 week, serviced apt, airport pickup', ''),
 (N, 'Seasonal Tastes - The Westin Dhaka', '', 'Main Gulshan Avenue Road 45;Dhaka;;1212;Bangladesh', 'বিবাহবার্ষিকী ডিনার বুফে, শুক্রবার রাত ৮টা, ৪ জন', ''),
 (N, 'Breeze Spa - Amari Dhaka', '', '47 Road 41 Gulshan 2;Dhaka;;1212;Bangladesh', 'Nusrat birthday voucher, Sat 4pm, 90 min', ''),
 (N, 'Izumi Japanese Kitchen', '', 'Road 113/A Gulshan 2;Dhaka;;1212;Bangladesh', 'টেবিল ৬ জনের, শনিবার রাত ৮:৩০', ''),
 (N, 'Kacchi Bhai', '', 'Satmasjid Road Dhanmondi;Dhaka;;1209;Bangladesh', 'কাচ্চি ১২ প্যাকেট, অফিস ইফতার, ৫:৩০ এর মধ্যে', ''),
 (N, 'হোটেল আল-রাজ্জাক', '', 'নর্থ সাউথ রোড নাজিরা বাজার;ঢাকা;;১১০০;বাংলাদেশ', 'শুক্রবার দুপুরে কাচ্চি, ১০ প্যাকেট পার্সেল', ''),
 (N, 'নিরব হোটেল', '', 'নাজিরা বাজার বংশাল;ঢাকা;;১১০০;বাংলাদেশ', 'ভর্তা ভাত আর মগজ ভুনা, দুপুর ১টা', ''),
 (N, 'Star Hotel & Kabab', '', 'Thatari Bazar;Dhaka;;1100;Bangladesh', 'শুক্রবার সকালে নাস্তা, নান আর পায়া', ''),
 # --- Cox's Bazar and Saint Martin's with the family
 (H, 'Sayeman Beach Resort', '', 'Marine Drive Kolatoli;' + CXB + ';;4700;Bangladesh', 'ডিসেম্বরের ছুটি, ৩ রাত, সী ভিউ রুম, চেক ইন ১টা, বুকিং নং SBR-5521', ''),
 (H, 'Royal Tulip Sea Pearl Beach Resort & Spa', '', 'Inani Beach Ukhia;' + CXB + ';;4750;Bangladesh', '', ''),
 (H, 'Mermaid Beach Resort', '', 'Pechardwip Marine Drive;' + CXB + ';;4700;Bangladesh', 'ইকো কটেজ, ২ রাত, নাস্তা সহ', 'URL:https://www.mermaidbeachresort.com'),
 (H, 'Hotel Sea Crown', '', 'Kolatoli Road;' + CXB + ';;4700;Bangladesh', '', ''),
 (H, 'Ocean Paradise', '', '28-29 Kolatoli Road;' + CXB + ';;4700;Bangladesh', 'ঈদের পর ২ রাত, ফ্যামিলি স্যুট, চেক আউট ১২টা', ''),
 (H, 'হোটেল শৈবাল', '', 'হোটেল মোটেল জোন;কক্সবাজার;;৪৭০০;বাংলাদেশ', 'পর্যটন করপোরেশন, ২ রাত, অগ্রিম বিকাশে', ''),
 (H, 'সী ব্রীজ টাওয়ার ফ্ল্যাট ৫বি', '', 'কলাতলী;কক্সবাজার;;৪৭০০;বাংলাদেশ', 'ডালিয়া আন্টির ফ্ল্যাট, ৩ রাত, ৩ বেডরুম, চাবি দারোয়ানের কাছে', ''),
 (N, 'পৌষী হোটেল ও রেস্টুরেন্ট', '', 'হোটেল মোটেল জোন;কক্সবাজার;;৪৭০০;বাংলাদেশ', 'শুধু ভর্তা আর বিরিয়ানি, দুপুর ১টার আগে যেতে হবে', ''),
 (H, 'আবাসিক হোটেল নাফ ভিউ', '', 'বাস স্ট্যান্ড রোড;টেকনাফ;কক্সবাজার;৪৭৬০;বাংলাদেশ', 'জাহাজের আগের রাত, ১ রাত, ২ রুম', ''),
 (H, 'Blue Marine Resort', '', "West Beach;Saint Martin's Island;" + CXB + ";4762;Bangladesh", '', ''),
 (H, 'সমুদ্র বিলাস', '', 'পশ্চিম সৈকত;সেন্টমার্টিন;কক্সবাজার;৪৭৬২;বাংলাদেশ', '২ রাত, কটেজ নং ২, অগ্রিম ৩০০০ বিকাশ, কারেন্ট সন্ধ্যা ৬-১১', ''),
 (H, 'Neel Digante Resort', '', "North Beach;Saint Martin's Island;" + CXB + ";4762;Bangladesh", '', ''),
 (N, 'Keari Sindbad', '', 'Damdamia Jetty;Teknaf;' + CXB + ';4760;Bangladesh', 'টেকনাফ-সেন্টমার্টিন সকাল ৯:৩০, ফেরত ৩টা, ৫ টিকিট', ''),
 # --- Sylhet tea gardens and Sreemangal
 (H, 'Grand Sultan Tea Resort & Golf', '', 'Radhanagar;Sreemangal;Moulvibazar;3210;Bangladesh', 'পূজার ছুটি, ৩ রাত, ডিলাক্স রুম ২টা, ব্রেকফাস্ট ও পুল', ''),
 (H, 'Dusai Resort & Spa', '', 'Sreemangal Road;Moulvibazar;;3200;Bangladesh', '', ''),
 (H, 'Nazimgarh Resorts', '', 'Khadimnagar;Sylhet;;3103;Bangladesh', '2 nights, hill view, riverside lunch next day', ''),
 (H, 'BTRI গেস্ট হাউস', '', 'বাংলাদেশ চা গবেষণা ইনস্টিটিউট;শ্রীমঙ্গল;মৌলভীবাজার;৩২১০;বাংলাদেশ', 'রুম বুকিং পরিচালকের অফিস থেকে, ২ রাত, খাবার অর্ডারে', ''),
 (H, 'লাক্কাতুরা চা বাগান বাংলো', '', 'লাক্কাতুরা চা বাগান;সিলেট;;৩১০০;বাংলাদেশ', 'ম্যানেজার সাহেবের মাধ্যমে, বাংলো ২ রাত, রাতের খাবার বাবুর্চি রাঁধবে', ''),
 (H, 'নিসর্গ ইকো কটেজ', '', 'রাধানগর;শ্রীমঙ্গল;মৌলভীবাজার;৩২১০;বাংলাদেশ', 'কটেজ ৩, ২ রাত, চেক ইন ১২টা', ''),
 (H, 'Lemon Garden Resort', '', 'Kalighat Road;Sreemangal;Moulvibazar;3210;Bangladesh', '', ''),
 (H, 'বালিশিরা রিসোর্ট', '', 'রাধানগর;শ্রীমঙ্গল;মৌলভীবাজার;৩২১০;বাংলাদেশ', '১ রাত, বাচ্চাদের পুল, নাস্তা ফ্রি', ''),
 # --- Bandarban, Sajek, Rangamati
 (H, 'Nilgiri Resort', '', 'Thanchi Road;Bandarban;Chattogram Division;4600;Bangladesh', 'সেনাবাহিনীর, বুকিং আর্মি অফিসের মাধ্যমে, কটেজ মেঘদূত, ১ রাত', ''),
 (H, 'Sairu Hill Resort', '', 'Chimbuk Road;Bandarban;;4600;Bangladesh', '', ''),
 (H, 'জেলা পরিষদ ডাকবাংলো, থানচি', '', 'থানচি বাজার;থানচি;বান্দরবান;৪৬০০;বাংলাদেশ', '১ রাত, ২টা রুম, ডিসি অফিস থেকে অনুমতি নিতে হয়', ''),
 (H, 'বগা লেক কটেজ', '', 'বগা লেক রুমা;বান্দরবান;;৪৬০০;বাংলাদেশ', 'সিয়াম দিদির কটেজ, ২ রাত, খাবার সহ, জনপ্রতি ৩০০', ''),
 (H, 'মেঘমাচাং', '', 'রুইলুই পাড়া;সাজেক;রাঙামাটি;৪৫০০;বাংলাদেশ', 'কাঠের কটেজ, ২ রাত, সূর্যোদয় দেখা যায়, অগ্রিম ৪০০০', ''),
 (H, 'রুন্ময় রিসোর্ট', '', 'রুইলুই পাড়া;সাজেক;রাঙামাটি;৪৫০০;বাংলাদেশ', '', ''),
 (H, 'পর্যটন হলিডে কমপ্লেক্স রাঙামাটি', '', 'ডিসি বাংলো রোড;রাঙামাটি;;৪৫০০;বাংলাদেশ', 'ঝুলন্ত ব্রিজের পাশে, ১ রাত, লেক ভিউ', ''),
 (H, 'সার্কিট হাউস রাঙামাটি', '', 'রিজার্ভ বাজার;রাঙামাটি;;৪৫০০;বাংলাদেশ', 'রাশেদ ভাই (এডিসি) রিকুইজিশন দিয়েছেন, ২ রাত, রুম ৪, ভাড়া রসিদে', ''),
 # --- Mongla, Sundarbans, Kuakata, Gazipur
 (H, 'মোটেল পশুর', '', 'মোংলা বন্দর;মোংলা;বাগেরহাট;৯৩৫১;বাংলাদেশ', 'সুন্দরবন ট্যুরের আগের রাত, রুম ২টা', ''),
 (N, 'The Guide Tours Ltd', '', 'Gulshan Avenue;Dhaka;;1212;Bangladesh', 'সুন্দরবন ৩ দিন ২ রাত লঞ্চে, ডাবল কেবিন ২টা, অগ্রিম ১০০০০, মোংলা ঘাট সকাল ৭টা', ''),
 (H, 'Sikder Resort & Villas', '', 'Kuakata Beach;Kuakata;Patuakhali;8650;Bangladesh', '২ রাত, ভিলা, বাচ্চাদের পুল', ''),
 (H, 'নক্ষত্রবাড়ি রিসোর্ট', '', 'রাজাবাড়ি শ্রীপুর;গাজীপুর;;১৭৪০;বাংলাদেশ', 'উইকেন্ড, ১ রাত, পানির উপর কটেজ', ''),
 (H, 'শালবন বাগানবাড়ি', '', 'রাজেন্দ্রপুর;গাজীপুর;;১৭০৩;বাংলাদেশ', 'পুরো বাড়ি ভাড়া, শুক্র-শনি ১ রাত, ১২ জন, কেয়ারটেকার রান্না করে দেয়', ''),
 (N, 'সবুজ ছায়া পিকনিক স্পট অ্যান্ড রিসোর্ট', '', 'মাওনা শ্রীপুর;গাজীপুর;;১৭৪০;বাংলাদেশ', 'অফিস পিকনিক, সকাল ৯টা-সন্ধ্যা ৫টা, ১২০ জন, লাঞ্চ প্যাকেজ, রাতে থাকা নেই', ''),
 (N, 'Dream Holiday Park', '', 'Panchdona;Narsingdi;;1600;Bangladesh', 'মাহিরার বার্থডে ট্রিপ, ওয়াটার পার্ক, টিকেট অনলাইনে', ''),
 # --- Darjeeling, Meghalaya
 (H, 'The Elgin, Darjeeling', '', 'H.D. Lama Road;Darjeeling;West Bengal;734101;India', '৩ রাত, হাই টি সহ', ''),
 (H, 'Hotel Seven Seventeen', '', '26 H.D. Lama Road;Darjeeling;West Bengal;734101;India', '', ''),
 (H, 'Mayfair Darjeeling', '', 'Nehru Road Chowrasta;Darjeeling;West Bengal;734101;India', 'আব্বা-আম্মাকে নিয়ে, ২ রাত, ফায়ারপ্লেস রুম', ''),
 (H, 'Glenburn Tea Estate', '', 'Glenburn;Darjeeling;West Bengal;734101;India', '2 nights full board, jeep pickup from NJP', ''),
 (H, "Pema's Homestay", '', 'Lamahatta;Darjeeling;West Bengal;734201;India', 'হোমস্টে, ১ রাত, খাবার সহ, জনপ্রতি ১২০০ রুপি', ''),
 (H, 'Hotel Polo Towers', '', 'Polo Grounds Oakland Road;Shillong;Meghalaya;793001;India', 'ডাউকি বর্ডার দিয়ে, ২ রাত', ''),
 (H, 'Ri Kynjai', '', 'Umiam Lake;Umniuh Khwan;Meghalaya;793103;India', '', ''),
 (H, 'Cherrapunjee Holiday Resort', '', 'Laitkynsew;Sohra;Meghalaya;793108;India', 'root bridge trek, 2 nights, rooms 3 & 4', ''),
 (H, 'Shnongpdeng Riverside Camping', '', 'Shnongpdeng;Dawki;Meghalaya;793109;India', 'তাঁবু ২টা, ১ রাত, উমংট নদীর পাড়ে', ''),
 (H, 'Mawlynnong Guest House', '', 'Mawlynnong;East Khasi Hills;Meghalaya;793102;India', '', ''),
 # --- Nepal with the family, Ayaan's trips
 (H, 'Hotel Marshyangdi', '', 'Thamel;Kathmandu;Bagmati;44600;Nepal', 'ফ্যামিলি ট্রিপ, ২ রাত, থামেল', ''),
 (H, 'Atithi Resort & Spa', '', 'Lakeside;Pokhara;Gandaki;33700;Nepal', '৩ রাত, লেকসাইড, পুল', ''),
 (H, 'Hotel Middle Path', '', 'Lakeside;Pokhara;Gandaki;33700;Nepal', '', ''),
 (H, 'Nagarkot Farmhouse', '', 'Nagarkot;Bhaktapur;Bagmati;44800;Nepal', 'সূর্যোদয়, ১ রাত, মাউন্টেন ভিউ রুম', ''),
 (H, 'Poon Hill Guest House', '', 'Ghorepani;Myagdi;Gandaki;;Nepal', 'টি হাউস, ১ রাত, ডাল ভাত, গরম পানি ২০০ রুপি', ''),
 (H, 'Zostel Kathmandu', '', 'Thamel;Kathmandu;Bagmati;44600;Nepal', 'Ayaan + friends, 6-bed dorm, 3 nights', ''),
 (H, 'NapPark Hostel @ Khao San', '', '5 Tani Road Banglamphu;Bangkok;;10200;Thailand', 'Ayaan, 4-bed dorm, 2 nights', ''),
]
P = [
 # --- family and household
 (N, 'আব্বা', ';আব্বা;;;', 'রোড ৭ ধানমন্ডি;ঢাকা;;১২০৫;বাংলাদেশ', 'প্রেশারের ওষুধ মাসের ১ তারিখে কিনতে হবে', ''),
 (N, 'আম্মা', ';আম্মা;;;', '', 'শুক্রবার দুপুরে দাওয়াত', ''),
 (N, 'নানু', ';নানু;;;', 'নূর মঞ্জিল বাংলাবাজার রোড;বরিশাল;;৮২০০;বাংলাদেশ', 'ঈদে বরিশাল যাব, লঞ্চে', ''),
 (N, 'Nusrat Jahan', 'Jahan;Nusrat;;;', '', 'ক্লাস শেষ ৩টায়', 'ORG:BRAC University || TITLE:Lecturer'),
 (N, 'Ayaan', 'Ahmed;Ayaan;;;', '', 'CUET EEE, মাসের খরচ ৫ তারিখে বিকাশে', ''),
 (N, 'Mahira', 'Ahmed;Mahira;;;', '', 'কোচিং রবি/বুধ ৪টা', ''),
 (N, 'Rumana Apa', 'Begum;Rumana;;;', '12 Sidney Street;London;;E1 2HP;United Kingdom', 'Whitechapel, Eid gift parcel by 20th', ''),
 (N, 'শ্বশুর আব্বা', 'রহমান;মতিউর;;;', 'উপশহর;রাজশাহী;;৬২০২;বাংলাদেশ', 'চোখের ডাক্তার ইস্পাহানি, ১৫ তারিখ সকাল ১০টা', ''),
 (N, 'Taj Uddin (Driver)', 'Uddin;Taj;;;', '', 'ডিউটি সকাল ৮টা, বেতন ১ তারিখ, ওভারটাইম আলাদা', ''),
 (N, 'রহিমা খালা (বুয়া)', ';রহিমা;;;', '', 'সকাল ৯টা-২টা, শুক্রবার ছুটি', ''),
 (N, 'হাজী আব্দুল মোতালেব (বাড়িওয়ালা)', 'মোতালেব;আব্দুল;;হাজী;', 'মোতালেব ভিলা রোড ১২/এ ধানমন্ডি;ঢাকা;;১২০৯;বাংলাদেশ', 'ভাড়া ৫ তারিখের মধ্যে, ৩৫,০০০ + সার্ভিস চার্জ ৩০০০, পানির পাম্পের কথা বলতে হবে', ''),
 (N, 'মিস্ত্রি সেলিম', ';সেলিম;;;', '', 'এসি সার্ভিস, ১৫০০ টাকা', ''),
 # --- colleagues and clients
 (N, 'Shafiqul Islam', 'Islam;Shafiqul;;;', '', 'QA, Chattogram audit schedule', 'ORG:Shitalakshya Knit Composite Ltd. || TITLE:Senior Merchandiser'),
 (N, 'Charlotte Lodge', 'Lodge;Charlotte;;;', '', 'AW26 tech pack, call Tue 3pm UK time', 'ORG:Next Sourcing Ltd || TITLE:Sourcing Manager'),
 (N, 'Kabir Oberoi', 'Oberoi;Kabir;;;', '', 'Delhi fair, dinner Thursday', 'ORG:Vardhman Textiles'),
 (N, 'Lalit Agarwal', 'Agarwal;Lalit;;;', '', 'yarn LC, office in Burrabazar', 'ORG:Agarwal Yarn Agency'),
 (N, 'Srinivas Rao', 'Rao;Srinivas;;;', '', 'trims supplier, WhatsApp only', 'ORG:Coats India || TITLE:Key Account Manager'),
 (N, 'Nattapong Srisuk', 'Srisuk;Nattapong;;;', '', 'fabric samples by courier, Line app', 'ORG:Thai Textile Mills'),
 (N, 'Imran Qureshi', 'Qureshi;Imran;;;', '', 'Dubai agent, books hotel for the fair', 'ORG:Al Noor Garments Trading LLC || EMAIL:imran@alnoorgarments.ae'),
 (N, 'Ong Boon Huat', 'Ong;Boon Huat;;;', '', 'KL buyer office, Thu 10am', 'ORG:Padini Holdings'),
 (N, 'Sujan Maharjan', 'Maharjan;Sujan;;;', '', 'Nepal distributor, Viber', 'ORG:Himalayan Apparel Distributors'),
 # --- hotel staff, hosts, a caretaker, the landlady, a guide
 (N, 'Mahbub Alam', 'Alam;Mahbub;;;', '', 'corporate discount 20%, call before booking', 'ORG:Hotel Agrabad || TITLE:General Manager'),
 (N, 'Farzana Haque', 'Haque;Farzana;;;', '', 'corporate rate 2026, contract renewal in January', 'ORG:Pan Pacific Sonargaon Dhaka || TITLE:Sales Manager'),
 (N, 'সিয়াম দিদি', ';সিয়াম;;;', '', 'বগা লেক, নেটওয়ার্ক শুধু রবি, খাবার আগে বলতে হয়', 'ORG:বগা লেক কটেজ'),
 (N, 'Pema Sherpa', 'Sherpa;Pema;;;', '', 'Lamahatta, NJP থেকে গাড়ি ঠিক করে দেন', "ORG:Pema's Homestay || TITLE:Owner"),
 (N, 'সুমন চাকমা', 'চাকমা;সুমন;;;', '', 'সাজেকের কেয়ারটেকার, চাঁদের গাড়ি ঠিক করে দেয়', 'ORG:মেঘমাচাং || TITLE:কেয়ারটেকার'),
 (N, 'ডালিয়া আন্টি', ';ডালিয়া;;;', '', 'কলাতলী ফ্ল্যাট, ৩ রাত, অগ্রিম ৫০০০ বিকাশে, চাবি দারোয়ানের কাছে', ''),
 (N, 'মং সিং মারমা (গাইড)', 'মারমা;মং সিং;;;', '', 'বান্দরবান গাইড, থানচি-রেমাক্রি ৩ দিন, দিনে ১৫০০', ''),
]
O = [
 # --- home: the landlord's building, work, school
 (N, 'মোতালেব ভিলা', '', 'রোড ১২/এ ধানমন্ডি;ঢাকা;;১২০৯;বাংলাদেশ', 'বাসা, ৪র্থ তলা, দারোয়ান নাসির, গ্যাস মিটার নং ২২৭১৯', ''),
 (N, 'Shitalakshya Knit Composite Ltd.', '', 'Plot 14 BSCIC Industrial Estate Tongi;Gazipur;;1710;Bangladesh', 'HR: leave form, travel claim by 5th', 'URL:https://www.shitalakshyaknit.com'),
 (N, 'Viqarunnisa Noon School & College', '', 'Bailey Road;Dhaka;;1000;Bangladesh', 'মাহিরা ক্লাস ৭, পিটিএম শনিবার ১০টা', ''),
 (N, 'শহীদ তারেক হুদা হল (ছাত্রাবাস), চুয়েট', '', 'চুয়েট ক্যাম্পাস রাউজান;চট্টগ্রাম;;৪৩৪৯;বাংলাদেশ', 'আয়ান রুম ৩১২, প্রভোস্ট অফিস ৯-৫, সিট ভাড়া সেমিস্টারে', ''),
 (N, 'National Hotel & Tourism Training Institute', '', 'Mohakhali C/A;Dhaka;;1212;Bangladesh', 'তানজিমের ভর্তি, ফুড প্রোডাকশন কোর্স, ফি জমা ২০ তারিখ', 'URL:https://nhtti.gov.bd'),
 # --- sweets, venues, care home, pet hotel, developer
 (N, 'মরণচাঁদ গ্র্যান্ড সন্স', '', 'ফার্মগেট;ঢাকা;;১২১৫;বাংলাদেশ', 'দই ৩ হাঁড়ি, রসগোল্লা ২ কেজি, শুক্রবার', ''),
 (N, 'Premium Sweets', '', 'Road 11 Banani;Dhaka;;1213;Bangladesh', 'আকিকার মিষ্টি ৫ কেজি, শনিবার সকালে ডেলিভারি', ''),
 (N, 'বিক্রমপুর মিষ্টান্ন ভান্ডার', '', 'মিরপুর রোড;ঢাকা;;১২০৫;বাংলাদেশ', '', ''),
 (N, 'শাপলা কমিউনিটি সেন্টার', '', 'মিরপুর ১০;ঢাকা;;১২১৬;বাংলাদেশ', 'তানিয়ার বিয়ে ১২ মার্চ, ৩০০ জন, অগ্রিম ৫০,০০০ দেওয়া হয়েছে', ''),
 (N, 'রয়্যাল প্যালেস কনভেনশন হল', '', 'সেক্টর ৭ উত্তরা;ঢাকা;;১২৩০;বাংলাদেশ', 'বৌভাত ১৮ মার্চ সন্ধ্যা ৭টা', ''),
 (N, 'প্রবীণ নিবাস', '', 'আগারগাঁও;ঢাকা;;১২০৭;বাংলাদেশ', 'বড় ফুপু থাকেন, মাসিক ফি ১০ তারিখের মধ্যে, দেখা করার সময় বিকাল ৪-৬', ''),
 (N, 'Pet Haven Pet Hotel & Grooming', '', 'Road 12 Banani;Dhaka;;1213;Bangladesh', 'মিনি (বিড়াল) ৫ রাত বোর্ডিং লন্ডন ট্রিপে, টিকার কার্ড নিতে হবে', ''),
 (N, 'Bay Resort Developers Ltd.', '', 'Kolatoli Road;' + CXB + ';;4700;Bangladesh', 'প্লট কিস্তি, ৩য় কিস্তি জুনে, ফাইল নং ১১৭', ''),
 # --- airlines, agencies, visa, trains, buses, launches
 (N, 'Biman Bangladesh Airlines', '', '', 'BG 371 Kathmandu, PNR K7X2QL', 'KIND:org'),
 (N, 'US-Bangla Airlines', '', 'Road 21 Banani;Dhaka;;1213;Bangladesh', 'ঢাকা-কক্সবাজার সকাল ৭:১৫, ৪ জন', ''),
 (N, 'NOVOAIR', '', '', 'ঢাকা-সিলেট VQ 931 সকাল ১০টা, ৪ জন', 'KIND:org'),
 (N, 'GoZayaan', '', 'Road 11 Banani;Dhaka;;1213;Bangladesh', 'সেন্টমার্টিন হোটেল বুকিং রেফ GZ-88231, রিফান্ড পেন্ডিং', 'URL:https://gozayaan.com || KIND:org'),
 (N, 'ShareTrip', '', 'Gulshan 1;Dhaka;;1212;Bangladesh', 'Bangkok hotel + air, invoice ST-55102', 'EMAIL:support@sharetrip.net'),
 (N, 'Bengal Holidays Ltd.', '', 'Motijheel C/A;Dhaka;;1000;Bangladesh', 'নেপাল প্যাকেজ 5N/6D, অগ্রিম ৪০,০০০, পাসপোর্ট জমা', ''),
 (N, 'IVAC Jamuna Future Park', '', 'Pragati Sarani Kuril;Dhaka;;1229;Bangladesh', 'ভারতের ভিসা জমা ১০:৩০, টোকেন ২১৭', ''),
 (N, 'Upaban Express', '', 'Kamalapur Railway Station;Dhaka;;1217;Bangladesh', 'সিলেট রাতের ট্রেন ৯:৫০, এসি বার্থ ৪টা, বগি চ', ''),
 (N, 'Maitree Express', '', 'Dhaka Cantonment Railway Station;Dhaka;;1206;Bangladesh', 'ঢাকা-কলকাতা সকাল ৮:১৫, এসি চেয়ার ৩টা', ''),
 (N, 'Green Line Paribahan', '', 'Rajarbagh Outer Circular Road;Dhaka;;1217;Bangladesh', 'স্লিপার কোচ রাত ১১টা কক্সবাজার, সিট A1-A4, টিকিট অনলাইনে', ''),
 (N, 'Shyamoli NR Travels', '', 'Kallyanpur;Dhaka;;1207;Bangladesh', '', ''),
 (N, 'এমভি সুন্দরবন-১৬', '', 'সদরঘাট লঞ্চ টার্মিনাল;ঢাকা;;১১০০;বাংলাদেশ', 'বরিশাল রাত ৯টা, ডাবল কেবিন ২১২', ''),
 # --- health, shops, a salon
 (N, 'Square Hospitals Ltd.', '', 'West Panthapath;Dhaka;;1205;Bangladesh', 'আব্বার কার্ডিওলজি ফলোআপ, বৃহস্পতিবার সন্ধ্যা ৬:৩০, সিরিয়াল ১৪', ''),
 (N, 'Popular Diagnostic Centre Dhanmondi', '', 'Road 2 Dhanmondi;Dhaka;;1205;Bangladesh', 'মাহিরার ব্লাড টেস্ট, খালি পেটে সকাল ৮টা', ''),
 (N, 'স্মাইল ডেন্টাল কেয়ার', '', 'রোড ২৭ ধানমন্ডি;ঢাকা;;১২০৯;বাংলাদেশ', 'আয়ানের রুট ক্যানাল ২য় সিটিং, রবিবার ৫টা', ''),
 (N, 'Central Veterinary Hospital', '', 'Kazi Alauddin Road;Dhaka;;1000;Bangladesh', 'মিনির রেবিস টিকা', ''),
 (N, 'Aarong Dhanmondi', '', 'Satmasjid Road;Dhaka;;1209;Bangladesh', 'ঈদের পাঞ্জাবি অল্টার, ডেলিভারি ২৫ তারিখ', ''),
 (N, "Women's World Dhanmondi", '', 'Road 16 Dhanmondi;Dhaka;;1209;Bangladesh', 'নুসরাত ফেসিয়াল শনিবার ৩টা', ''),
 (N, 'নিউ লন্ডন টেইলার্স', '', 'নিউ মার্কেট;ঢাকা;;১২০৫;বাংলাদেশ', 'স্যুটের মাপ দেওয়া, ডেলিভারি ২০ তারিখ', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BT{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
