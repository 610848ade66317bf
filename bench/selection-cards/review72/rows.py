#!/usr/bin/env python3
"""Writes cards.tsv for review72: one realistic address book of a Tbilisi-based Georgian family - Levan Kharaishvili,
export manager of a Kakheti wine company (Telavi Wine Cellar), who travels for work to Kakheti, Batumi, Baku,
Yerevan and Istanbul and hosts importers in Tbilisi; Nino, a paediatrician, who plans the family's trips: Kakheti
(chateaux and maranis with rooms, family guesthouses - saojakho sastumro - and resorts), Tusheti, Svaneti, Kazbegi
and Gudauri (mountain huts, a lodge, a ski flat), Batumi and the Adjara and Guria coast (apartments, a pansionat,
a campsite, a rented villa), Borjomi and Bakuriani (a sanatorium for Levan's mother, brands, a cottage), Imereti
and Racha, Armenia (a hyuratun, Dilijan, Sevan, a sanatorium in Jermuk), Azerbaijan (Baku, Sheki, Qabala,
a qonaq evi in Lahij) and Turkey (Istanbul, Trabzon, Uzungol, Ayder) - and the home contacts around them.
The traps are the ones such a book has: restaurants, supra venues and wine bars (some called 'house' - sakhli -
or tavern, one in a caravanserai), a bar in a hotel, maranis and wineries visited for a tasting, a banquet hall called
Villa, an old people's pansionat with the aunt who lives there, a dog hotel, an animal shelter (tavshesapari, as
a mountain shelter), a developer of aparthotels, a Justice House and a wedding house, a museum in an old
caravanserai, sulphur baths let by the hour ('nomeri'), a ski resort, travel agencies (Tatev Travel), a night
train and a ferry with cabins, family names Hilton, Lodge, Han, Wyndham and Gostintsev, hotel staff and hosts whose
ORG is their place, a landlady's own card. Each row: (label, name, n, adr, note, extra) - extra is
' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage or pitch at for
the night (hotels, aparthotels and short-let flats, hostels, guest houses and family guesthouses, a marani or
chateau that lets rooms, huts and shelters for hikers, holiday homes, resorts,
campsites, sanatorium and pansionat stays); not = everything else, including people's cards (even with a hotel in
ORG or nights in the NOTE), restaurants, wine bars, tastings, day spas and baths, a ski resort, care homes, a dog
hotel, a sleeper train and a ferry cabin. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Tbilisi: importers, guests, an intern
 (H, 'The Biltmore Hotel Tbilisi', '', '29 Shota Rustaveli Ave;Tbilisi;;0108;Georgia', 'Kinza (Warsaw) - 3 nights, corporate rate, invoice to TWC', 'URL:https://www.millenniumhotels.com'),
 (H, 'Courtyard by Marriott Tbilisi', '', '4 Freedom Square;Tbilisi;;0105;Georgia', '', ''),
 (H, 'Brotseula', '', '11 Kote Afkhazi St;Tbilisi;;0105;Georgia', 'Claire Lodge - 2 ღამე, ჩასახლება 15:00-დან, ანგარიში კომპანიაზე', ''),
 (H, 'Radisson Blu Iveria Hotel', '', '1 Rose Revolution Square;Tbilisi;;0108;Georgia', 'სტუმრები ბაქოდან, 2 ღამე, ნომრები 1108 და 1110', ''),
 (H, 'Hilton Garden Inn Tbilisi Riverview', '', '1 Beliashvili St;Tbilisi;;0159;Georgia', 'New Wine Festival - 2 nights, shuttle to Expo 8:30', ''),
 (H, 'Mercure Tbilisi Old Town', '', '20 Vakhtang Gorgasali St;Tbilisi;;0105;Georgia', 'Armen - 2 nights, late check-out 14:00 ok', ''),
 (H, 'Pushkin 10 Hostel', '', '10 Aleksandre Pushkini St;Tbilisi;;0105;Georgia', 'სტაჟიორი ვარშავიდან (Kasia) - 5 ღამე, 4-ადგილიანი ოთახი, 25 ლარი ღამე', ''),
 (H, 'ბინა სოლოლაკში (ლერმონტოვის 6)', '', 'ლერმონტოვის ქ. 6;თბილისი;;0105;საქართველო', 'Airbnb, Emre-ისთვის, 4 ღამე, გასაღები ყუთში, კოდი 2580', ''),
 (H, 'Tiflis Palace', '', '3 Vakhtang Gorgasali St;Tbilisi;;0105;Georgia', 'გიორგის ქორწილი - პატარძლის ნათესავები, 3 ღამე, ნომრები 402 და 404', ''),
 # --- Kakheti: work, a wedding anniversary, the rtveli
 (H, 'Tsinandali Estate', '', 'Tsinandali;Telavi;Kakheti;2214;Georgia', 'Tsinandali Festival - 2 ღამე, საუზმე შედის, ჯავშანი 77341', ''),
 (H, 'Ambassadori Kachreti Golf Resort', '', 'Kachreti;Gurjaani;Kakheti;1500;Georgia', 'ნინუცას დაბადების დღე, 1 ღამე, ნომერი ვენახის ხედით, სპა 11:00', ''),
 (H, 'Chateau Buera', '', 'Kisiskhevi;Telavi;Kakheti;2200;Georgia', 'Kate + WSET group, 1 ღამე, ვახშამი 19:30', ''),
 (H, 'Kvareli Eden', '', '2 Chavchavadze St;Kvareli;Kakheti;2400;Georgia', 'Polish group: tasting + 1 night, 6 rooms, dinner 20:00', ''),
 (H, 'Kvareli Lake Resort', '', 'Kvareli Lake;Kvareli;Kakheti;2400;Georgia', 'ქორწინების წლისთავი, 2 ღამე, კოტეჯი 12, საუზმე + ვახშამი', ''),
 (H, 'Lopota Lake Resort & Spa', '', 'Napareuli;Telavi;Kakheti;2221;Georgia', 'ბავშვებთან, 3 ღამე, აკვაპარკი შედის', ''),
 (H, 'Sighnaghi Lux Boutique Hotel', '', '4 Tamar Mepe St;Sighnaghi;Kakheti;4200;Georgia', '', ''),
 (H, 'Rcheuli Marani', '', 'ალაზნის გამზ. 50;თელავი;კახეთი;2200;საქართველო', 'კლიენტები ბაქოდან - 2 ღამე, ნომრები 21-22, საუზმე 8:00-დან', ''),
 (H, 'სასტუმრო ძველი თელავი', '', 'ერეკლე II-ის ქ. 8;თელავი;კახეთი;2200;საქართველო', '', ''),
 (H, 'საოჯახო სასტუმრო ნათელა', '', 'ჭავჭავაძის ქ. 23;თელავი;კახეთი;2200;საქართველო', 'რთველი - 3 ღამე, ოთახი აივნით, 60 ლარი ღამე საუზმით', ''),
 (H, 'მარანი ნიკოლოზთან', '', 'დავით აღმაშენებლის ქ. 14;სიღნაღი;კახეთი;4200;საქართველო', '2 ღამე, ოთახი ეზოზე, საუზმე + ვახშამი, ავანსი 50 ლარი', ''),
 (H, 'საოჯახო სასტუმრო ლიანა', '', 'გორგასლის ქ. 7;სიღნაღი;კახეთი;4200;საქართველო', '', ''),
 (H, 'Vazisubani Estate', '', 'Vazisubani;Gurjaani;Kakheti;1500;Georgia', 'Mark + Claire, 2 nights, check-in 14:00, wine dinner included', ''),
 (H, 'ლაგოდეხის დაცული ტერიტორიების კემპინგი', '', 'ვაჩნაძის ქ. 197;ლაგოდეხი;კახეთი;3500;საქართველო', 'კარავი, 2 ღამე, ადგილი #4, ვიზიტორთა ცენტრი 9:00-18:00', ''),
 (H, 'შავი კლდის ტბის თავშესაფარი', '', ';ლაგოდეხი;კახეთი;3500;საქართველო', 'ლაშქრობა 3 დღე, თავშესაფარში 1 ღამე, საძილე ტომრები ჩვენი', ''),
 (H, 'საოჯახო სასტუმრო ქესელო', '', ';ომალო;კახეთი;;საქართველო', 'თუშეთი - 4 ღამე, ვახშამი შედის, გზა ღიაა ივნისიდან', ''),
 # --- Svaneti
 (H, 'Roza Shukvani Guest House', '', '14 Gabliani St;Mestia;Samegrelo-Zemo Svaneti;3200;Georgia', '3 ღამე, საუზმე + ვახშამი, 70 ლარი ერთ კაცზე', 'EMAIL:rozashukvani.guesthouse@gmail.com'),
 (H, 'Lahili', '', 'სეტის მოედანი 9;მესტია;სამეგრელო-ზემო სვანეთი;3200;საქართველო', '', ''),
 (H, 'მურყმელი, უშგული', '', ';უშგული;სამეგრელო-ზემო სვანეთი;3200;საქართველო', '1 ღამე, ჯიპით მესტიიდან 10:00, ვახშამი 20:00', ''),
 (H, 'Svan House Mestia', '', '3 Lanchvali St;Mestia;Samegrelo-Zemo Svaneti;3200;Georgia', 'ბავშვებთან, 2 ღამე, ოჯახური ოთახი მე-2 სართულზე', ''),
 (H, 'კოტეჯი მესტიაში (ბექა)', '', 'ლაღამი;მესტია;სამეგრელო-ზემო სვანეთი;3200;საქართველო', 'თხილამურები - 5 ღამე, ბუხარი, შეშა შედის, ავანსი 150 ლარი', ''),
 (H, 'სასტუმრო ოდიში', '', 'რუსთაველის ქ. 45;ზუგდიდი;სამეგრელო-ზემო სვანეთი;2100;საქართველო', 'ღამე მესტიის გზაზე, 1 ღამე, გასვლა 7:00-ზე', ''),
 (H, 'საოჯახო სასტუმრო უშბა, მაზერი', '', ';მაზერი;სამეგრელო-ზემო სვანეთი;3200;საქართველო', '', ''),
 # --- Kazbegi and Gudauri
 (H, 'Porta Caucasia', '', '8 Kazbegi St;Stepantsminda;Mtskheta-Mtianeti;4700;Georgia', 'დედის 70 წლისთავი - 2 ღამე, მთის ხედი, ნომერი 214', 'URL:https://portacaucasia.ge'),
 (H, 'Gergeti Hotel', '', '3 Kazbegi St;Stepantsminda;Mtskheta-Mtianeti;4700;Georgia', 'ორი ღამე, ჩასახლება 14:00-დან, პარკინგი უფასო', ''),
 (H, "Nunu's Guest House", '', 'Gergeti;Stepantsminda;Mtskheta-Mtianeti;4700;Georgia', '2 ღამე, 50 ლარი საუზმით, ნუნუ დაგვხვდება ავტოსადგურზე', ''),
 (H, 'ბეთლემის ქოხი', '', 'გერგეტის მყინვარი, 3650 მ;სტეფანწმინდა;მცხეთა-მთიანეთი;4700;საქართველო', 'ლევანი + გიორგი, 2 ღამე ნარებზე, 40 ლარი, ნაღდით', ''),
 (H, 'Altihut 3014', '', 'Gergeti Glacier;Stepantsminda;Mtskheta-Mtianeti;4700;Georgia', '1 night, bunk, book 2 weeks ahead, no cash on site', ''),
 (H, 'Fifth Season', '', 'Juta;Stepantsminda;Mtskheta-Mtianeti;4700;Georgia', 'Chaukhi hike - 2 nights, dinner included, jeep to Juta 9:00', ''),
 (H, 'კემპინგი გერგეტი', '', 'გერგეტი;სტეფანწმინდა;მცხეთა-მთიანეთი;4700;საქართველო', 'კარავი + მანქანა, 1 ღამე, შხაპი 5 ლარი', ''),
 (H, 'Gudauri Lodge', '', 'Gudauri;Gudauri;Mtskheta-Mtianeti;4703;Georgia', '', ''),
 (H, 'New Gudauri, Loft 2, ბინა 417', '', 'New Gudauri;Gudauri;Mtskheta-Mtianeti;4703;Georgia', 'იანვარი - 6 ღამე, გასაღები რეცეფციაზე, დეპოზიტი 200 ლარი', ''),
 # --- Batumi, Adjara and Guria
 (H, 'Radisson Blu Batumi', '', '1 Ninoshvili St;Batumi;Adjara;6010;Georgia', 'Batumi wine forum - 2 nights, Radisson Rewards 41 227 903', 'KIND:org'),
 (H, 'Euphoria Batumi', '', '4 Rustaveli Ave;Batumi;Adjara;6000;Georgia', 'მამის იუბილეზე, 2 ღამე, ორი ნომერი', ''),
 (H, 'Le Méridien Batumi', '', '11 Ninoshvili St;Batumi;Adjara;6010;Georgia', 'ბათუმის ღვინის ფორუმი, 1 ღამე, ნომერი 1204', ''),
 (H, 'Orbi City, ბინა 2412', '', 'შერიფ ხიმშიაშვილის ქ. 7;ბათუმი;აჭარა;6010;საქართველო', '7 ночей, вид на море, оплата на месте, заезд с 14:00', ''),
 (H, 'ლამარას ბინა (ზღვასთან)', '', 'გორგილაძის ქ. 51;ბათუმი;აჭარა;6000;საქართველო', '', ''),
 (H, 'Paragraph Resort & Spa Shekvetili', '', 'Shekvetili;Ozurgeti;Guria;3500;Georgia', '', ''),
 (H, 'ვილა შეკვეთილში (ქეთი)', '', ';შეკვეთილი;გურია;3500;საქართველო', 'ორ ოჯახზე, 7 ღამე აგვისტოში, 4 საძინებელი, ავანსი 500 ლარი', ''),
 (H, 'პანსიონატი "კოლხეთი"', '', 'დავით აღმაშენებლის ქ. 110;ქობულეთი;აჭარა;6200;საქართველო', 'ბავშვებთან, 10 ღამე, სამჯერადი კვება, პლაჟი 50 მ', ''),
 (H, 'კემპინგი გონიოში', '', ';გონიო;აჭარა;6400;საქართველო', '', ''),
 (H, 'ჰოსტელი "ძველი ბათუმი"', '', 'გამსახურდიას ქ. 21;ბათუმი;აჭარა;6000;საქართველო', 'მარიამის კლასის ექსკურსია, 2 ღამე, 8-ადგილიანი ოთახი', ''),
 # --- Borjomi, Bakuriani, Vardzia
 (H, 'სანატორიუმი ფირუზა', '', 'ბარათაშვილის ქ. 2;ბორჯომი;სამცხე-ჯავახეთი;1200;საქართველო', 'დედა - 21 დღე, 3 ივლისიდან, ორადგილიანი ოთახი, სამჯერადი კვება, პროცედურები', ''),
 (H, 'Borjomi Likani', '', 'Likani;Borjomi;Samtskhe-Javakheti;1200;Georgia', 'სტრატეგიის სესია - 2 ღამე, დარბაზი 10:00', ''),
 (H, 'Rixos Borjomi', '', '17 Meskheti St;Borjomi;Samtskhe-Javakheti;1200;Georgia', '', ''),
 (H, 'Crowne Plaza Borjomi', '', '9 Baratashvili St;Borjomi;Samtskhe-Javakheti;1200;Georgia', 'ახალი წელი - 3 ღამე, ნომერი 508', ''),
 (H, 'Bakuriani Inn', '', '4 Tsaghveri St;Bakuriani;Samtskhe-Javakheti;1220;Georgia', 'დიდველი, 2 ღამე, ski room', ''),
 (H, 'კოტეჯი ბაკურიანში (დიდველი)', '', 'დიდველის ქ. 12;ბაკურიანი;სამცხე-ჯავახეთი;1220;საქართველო', 'ზამთრის არდადეგები, 5 ღამე, 2 საძინებელი, ბუხარი, დეპოზიტი 300 ლარი', ''),
 (H, 'Vardzia Resort', '', 'Vardzia;Aspindza;Samtskhe-Javakheti;0900;Georgia', 'ვარძია + ხერთვისი, 1 ღამე, აუზი', ''),
 # --- Imereti and Racha, Mtskheta
 (H, 'Hotel Newport Kutaisi', '', '6 Aleksandre Tsulukidze St;Kutaisi;Imereti;4600;Georgia', '', ''),
 (H, 'Tskaltubo Spa Resort', '', '8 Rustaveli St;Tskaltubo;Imereti;5400;Georgia', 'მამა - რევმატიზმი, 12 ღამე, აბაზანები შედის', ''),
 (H, 'Sairme Resort', '', 'Sairme;Baghdati;Imereti;4300;Georgia', 'მინერალური აუზი, 2 ღამე, ნახევარი პანსიონი', ''),
 (H, 'საოჯახო სასტუმრო ხვანჭკარა', '', ';ამბროლაური;რაჭა-ლეჩხუმი და ქვემო სვანეთი;0400;საქართველო', 'შაორი + რთველი, 2 ღამე, 45 ლარი საუზმით', ''),
 (H, 'Friends Hostel Kutaisi', '', '12 Gelati St;Kutaisi;Imereti;4600;Georgia', 'ლუკა + მეგობრები, 2 ღამე, 6-ადგილიანი', ''),
 (H, 'სასტუმრო მცხეთა პალასი', '', 'არაგვის ქ. 2;მცხეთა;მცხეთა-მთიანეთი;3300;საქართველო', 'ქორწილის შემდეგ - სტუმრებისთვის 6 ნომერი, 1 ღამე', ''),
 # --- Armenia
 (H, 'Republica Hotel Yerevan', '', '7/1 Amiryan St;Yerevan;;0010;Armenia', 'Yerevan Wine Days - 3 nights, booking 55120, breakfast from 7:00', ''),
 (H, 'ibis Yerevan Center', '', '5/1 Northern Ave;Yerevan;;0001;Armenia', '', ''),
 (H, 'Best Western Plus Paradise Hotel Dilijan', '', '7 Parz Lich St;Dilijan;Tavush;3901;Armenia', '2 ночи, завтрак включён, заезд с 14:00', ''),
 (H, 'Ashot Yerkat', '', 'Sevan Peninsula;Sevan;Gegharkunik;1501;Armenia', 'ოჯახით, 2 ღამე, ტბის ხედი', ''),
 (H, 'Հյուրատուն Նունե', '', 'Կալինինի փ. 12;Դիլիջան;Տավուշ;3901;Հայաստան', '2 գիշեր, նախաճաշով, 15000 դրամ', ''),
 (H, 'Mirhav Hotel', '', '100 Mashtots St;Goris;Syunik;3201;Armenia', 'ტათევის გზაზე, 1 ღამე, 25000 დრამი', ''),
 (H, 'Санаторий «Джермук Арарат»', '', 'ул. Шаумяна 7;Джермук;Вайоц Дзор;3701;Армения', 'для тёщи - 10 ночей, лечение + 3-разовое питание, бронь через Tatev Travel', ''),
 # --- Azerbaijan
 (H, 'Hilton Baku', '', '1B Azadliq Ave;Baku;;AZ1000;Azerbaijan', '2 ночи, корпоративный тариф, счёт на компанию', ''),
 (H, 'Four Seasons Hotel Baku', '', '1 Neftchilar Ave;Baku;;AZ1095;Azerbaijan', '', ''),
 (H, 'Квартира на Низами (посуточно)', '', 'ул. Низами 67;Баку;;AZ1000;Азербайджан', '4 ночи, ключи у соседки, 120 AZN/сутки наличными', ''),
 (H, 'Sultan Inn Boutique Hotel', '', 'Boyuk Gala küç. 20;Bakı;;AZ1001;Azərbaycan', '2 gecə, İçərişəhər, otaq 3-cü mərtəbədə, səhər yeməyi daxildir', ''),
 (H, 'Sheki Saray Hotel', '', 'M.F. Axundzadə pr. 24;Şəki;;AZ5500;Azərbaycan', '', ''),
 (H, 'Lahıc qonaq evi', '', ';Lahıc;İsmayıllı;AZ3126;Azərbaycan', '1 gecə, şam yeməyi 20:00, 60 AZN iki nəfər', ''),
 (H, 'Qafqaz Riverside Resort Hotel', '', ';Qəbələ;;AZ3600;Azərbaycan', '', ''),
 # --- Turkey
 (H, 'The Marmara Taksim', '', 'Taksim Meydanı;İstanbul;Beyoğlu;34437;Türkiye', 'Wine Istanbul - 3 gece, kahvaltı dahil', ''),
 (H, 'Hilton Istanbul Bomonti', '', 'Silahşör Cd. 42;İstanbul;Şişli;34381;Türkiye', '', ''),
 (H, 'Cheers Hostel', '', 'Zeynep Sultan Camii Sk. 21;İstanbul;Fatih;34122;Türkiye', 'ძმისშვილი ლუკა - 3 ღამე, 6-ადგილიანი ოთახი', ''),
 (H, 'Balat daire (Airbnb)', '', 'Vodina Cd. 38;İstanbul;Fatih;34087;Türkiye', '5 ღამე, გასაღები ყუთში 1957, დასუფთავება 40 €', ''),
 (H, 'Novotel Trabzon', '', 'Yalıncak Mah. Devlet Sahil Yolu 2;Trabzon;;61220;Türkiye', 'ტრაბზონი 1 ღამე, უზუნგიოლამდე', ''),
 (H, 'Uzungöl Doğa Pansiyon', '', ';Uzungöl;Trabzon;61940;Türkiye', '2 gece, göl manzaralı oda, kahvaltı dahil', ''),
 (H, 'Haşimoğlu Otel', '', ';Ayder;Rize;53750;Türkiye', '', ''),
]
P = [
 # family and household
 (N, 'დედა', ';დედა;;;', 'ვაჟა-ფშაველას გამზ. 71, ბ. 34;თბილისი;;0186;საქართველო', 'ბორჯომი, ფირუზა - 21 ღამე 3 ივლისიდან, წნევის წამლები', ''),
 (N, 'მამა', ';მამა;;;', '', 'ბაღი წავკისში, შაბათს; წყალტუბო 12 ღამე - რევმატიზმი', ''),
 (N, 'ნინუცა', 'ხარაიშვილი;ნინო;;;', '', 'სამსახური 9-17, მორიგეობა ორშ/ოთხ', 'ORG:მ. იაშვილის სახელობის ბავშვთა ცენტრალური საავადმყოფო || TITLE:პედიატრი'),
 (N, 'მარიამი', 'ხარაიშვილი;მარიამი;;;', '', 'IX კლასი, ფორტეპიანო სამ/ხუთ 16:00', ''),
 (N, 'საბა', 'ხარაიშვილი;საბა;;;', '', 'III კლასი, ფეხბურთი ორშ/ოთხ 17:00', ''),
 (N, 'სიდედრი ნანული', 'ლომიძე;ნანული;;;', 'ქუთაისის ქ. 5;ქუთაისი;იმერეთი;4600;საქართველო', 'ჯერმუკი 10 ღამე - Tatev Travel, პასპორტი გასაახლებელია', ''),
 (N, 'დეიდა ლია', 'ხარაიშვილი;ლია;;;', 'ლისის ქ. 3;თბილისი;;0171;საქართველო', 'კვირას 12-დან, ხილი და ჟურნალები', ''),
 (N, 'გიორგი (ძმა)', 'ხარაიშვილი;გიორგი;;;', 'ჭავჭავაძის ქ. 40;ბათუმი;აჭარა;6000;საქართველო', 'ქორწილი 14 სექტემბერს, ვილა როზა', ''),
 (N, 'თემო ხელოსანი', ';თემო;;;', '', 'ონკანი აბაზანაში, 80 ლარი', ''),
 (N, 'ეთერი (დალაგება)', ';ეთერი;;;', '', 'ყოველ პარასკევს 10:00, ნაღდით', ''),
 (N, 'ლაშა მძღოლი (მესტია)', 'ფარჯიანი;ლაშა;;;', '', 'Delica, ზუგდიდი-მესტია 150 ლარი, უშგული 200', ''),
 (N, 'ქეთევან გოგიჩაიშვილი', 'გოგიჩაიშვილი;ქეთევან;;;', '', 'მარიამის დამრიგებელი, მშობელთა კრება 18.11 18:00', 'ORG:თბილისის 55-ე საჯარო სკოლა || TITLE:მასწავლებელი'),
 (N, 'ზურა (მეზობელი)', ';ზურა;;;', '', 'მე-4 სართული, სარდაფის გასაღები', ''),
 # colleagues and clients
 (N, 'დავით მაისურაძე', 'მაისურაძე;დავით;;;', '', 'ექსპორტის თათბირი ოთხშაბათი 10:00', 'ORG:თელავის ღვინის მარანი || TITLE:ექსპორტის დირექტორი'),
 (N, 'Mark Hilton', 'Hilton;Mark;;;', '', 'UK importer - tasting in Tbilisi in May, Vazisubani 2 nights', 'ORG:Caucasus Cellars Ltd || EMAIL:mark@caucasuscellars.co.uk'),
 (N, 'Claire Lodge', 'Lodge;Claire;;;', '', 'wine writer, qvevri piece, Brotseula 2 nights', 'TITLE:wine writer'),
 (N, 'Emre Han', 'Han;Emre;;;', '', 'İstanbul distribütör, Wine Istanbul stand B14', 'ORG:Anadolu Şarap Dağıtım A.Ş.'),
 (N, 'Дмитрий Гостинцев', 'Гостинцев;Дмитрий;;;', '', 'Алматы - заказ 2 контейнера, оплата до 15-го', 'ORG:ТОО «Винный дом Алматы»'),
 (N, 'Orxan Quliyev', 'Quliyev;Orxan;;;', '', 'Bakı - nümunələr, WhatsApp', 'ORG:Baku Wine Import MMC'),
 (N, 'Armen Petrosyan', 'Petrosyan;Armen;;;', '', 'Saperavi 300 bottles, pays in USD', 'ORG:In Vino Yerevan'),
 (N, 'Piotr Nowak', 'Nowak;Piotr;;;', '', 'Kinza, zamówienie 1200 butelek, Biltmore 3 noce', 'ORG:Kinza Wina Gruzińskie Sp. z o.o.'),
 (N, 'Kate Wyndham', 'Wyndham;Kate;;;', '', 'WSET Level 3 exam 12 March 9:30', 'ORG:Wine & Spirit Education Trust || TITLE:educator'),
 # hotel staff, a hut warden, hosts, a landlady
 (N, 'ანა გელაშვილი', 'გელაშვილი;ანა;;;', '', 'კორპორატიული ტარიფი 2026, ხელშეკრულება ხელმოსაწერად', 'ORG:Courtyard by Marriott Tbilisi || TITLE:Sales Manager'),
 (N, 'ზაზა (ბეთლემის ქოხი)', 'ჭუბინიძე;ზაზა;;;', '', 'ჯავშანი SMS-ით, ნარები 2 ადგილი 14-16 ივლისი', 'ORG:ბეთლემის ქოხი || TITLE:ქოხის გამგე'),
 (N, 'როზა შუკვანი', 'შუკვანი;როზა;;;', '', 'დარეკვა ჩამოსვლამდე ერთი დღით ადრე', 'ORG:Roza Shukvani Guest House'),
 (N, 'ქალბატონი ლამარა', 'დიასამიძე;ლამარა;;;', '', 'ბინა ზღვასთან, 10 ღამე აგვისტოში, ავანსი 200 ლარი', ''),
 (N, 'Rəşad Əliyev', 'Əliyev;Rəşad;;;', '', 'gec çıxış 14:00-a qədər olar', 'ORG:Sheki Saray Hotel || TITLE:resepsiya'),
 (N, 'Նունե Հակոբյան', 'Հակոբյան;Նունե;;;', '', 'զանգել մեկ օր առաջ', 'ORG:Հյուրատուն Նունե'),
]
O = [
 # restaurants, supra venues, wine bars, tastings, a bar in a hotel
 (N, 'სახლი N11', '', 'გალაკტიონ ტაბიძის ქ. 11;თბილისი;;0105;საქართველო', 'ვახშამი Mark-თან, პარასკევი 20:00, 6 კაცი', ''),
 (N, 'ხინკლის სახლი ფასანაური', '', ';ფასანაური;მცხეთა-მთიანეთი;;საქართველო', '', ''),
 (N, 'კაფე ლაილა', '', 'სეტის მოედანი 7;მესტია;სამეგრელო-ზემო სვანეთი;3200;საქართველო', 'კუბდარი, ცოცხალი მუსიკა 21:00', ''),
 (N, 'Shavi Lomi', '', '23 Amaghleba St;Tbilisi;;0105;Georgia', 'მამის იუბილე - მაგიდა 12 კაცზე, შაბათი 19:30, ავანსი 200 ლარი', ''),
 (N, '8000 Vintages', '', '15 Sulkhan Tsintsadze St;Tbilisi;;0160;Georgia', 'შეკვეთა 12 ბოთლი, მიტანა ხუთშაბათს', ''),
 (N, 'Vino Underground', '', '15 Galaktion Tabidze St;Tbilisi;;0105;Georgia', 'natural wine with Claire, Thu 19:00', ''),
 (N, 'Restaurant Aragvi', '', 'Mtskheta-Tbilisi Hwy;Mtskheta;Mtskheta-Mtianeti;3300;Georgia', '', ''),
 (N, "Pheasant's Tears", '', '18 Baratashvili St;Sighnaghi;Kakheti;4200;Georgia', 'Polish group lunch 13:30, 8 people', ''),
 (N, "Okro's Wines", '', '5 Chavchavadze St;Sighnaghi;Kakheti;4200;Georgia', 'დეგუსტაცია 17:00, 6 კაცი, ქვევრის მარანი', ''),
 (N, 'Shumi Winery', '', 'Tsinandali;Telavi;Kakheti;2214;Georgia', 'ღვინის მუზეუმი + დეგუსტაცია 11:00', ''),
 (N, 'Sky Bar - Radisson Blu Iveria', '', '1 Rose Revolution Square;Tbilisi;;0108;Georgia', 'Emre-თან, ოთხშაბათი 21:00, ტერასა', ''),
 (N, 'Caucasus Tavern', '', '82 Hanrapetutyan St;Yerevan;;0010;Armenia', 'dinner with Armen, Fri 20:00, table for 4', ''),
 (N, 'Mugam Club', '', 'Hagigat Rzayeva küç. 9;Bakı;;AZ1001;Azərbaycan', 'ужин с Орханом 19:30, плов, мугам, в караван-сарае', ''),
 (N, 'ხაჭაპური რეტრო', '', 'ზუბალაშვილის ქ. 8;ბათუმი;აჭარა;6000;საქართველო', 'აჭარული 2 ცალი, წინასწარ შეკვეთა', ''),
 (N, 'კახელები', '', 'დიღმის მასივი, I კვ.;თბილისი;;0159;საქართველო', 'სუფრა - ბაბუას 70 წლის იუბილე, 40 სტუმარი, 60 ლარი კაცზე', ''),
 # a banquet hall, a care home, a dog hotel, an animal shelter, a developer, a wedding house
 (N, 'ბანკეტ დარბაზი ვილა როზა', '', 'წერეთლის გამზ. 140;თბილისი;;0119;საქართველო', 'გიორგის ქორწილი 14.09, 250 სტუმარი, ავანსი 3000 ლარი', ''),
 (N, 'ხანდაზმულთა პანსიონატი "ოქროს ასაკი"', '', 'ლისის ქ. 3;თბილისი;;0171;საქართველო', 'დეიდა ლია - ყოველთვიური 1200 ლარი, 5 რიცხვამდე', ''),
 (N, 'ძაღლების სასტუმრო Happy Tail', '', ';წავკისი;თბილისი;;საქართველო', 'ბობი - 10 ღამე აგვისტოში, ვაქცინაციის ბარათი, საკვები ჩვენი', ''),
 (N, 'თბილისის ცხოველთა თავშესაფარი', '', 'ლილოს დასახლება;თბილისი;;0198;საქართველო', 'ბობი აქედან ავიყვანეთ, ჩიპი 2021', ''),
 (N, 'Orbi Group', '', '1 Sherif Khimshiashvili St;Batumi;Adjara;6010;Georgia', 'ბინა Orbi Sea Towers-ში - განვადება, შემდეგი შენატანი 10.05', ''),
 (N, 'სიღნაღის ქორწინების სახლი', '', 'ერეკლე II-ის მოედანი;სიღნაღი;კახეთი;4200;საქართველო', 'ლუკა და ანი - ხელმოწერა 12:00, მოწმეები პასპორტებით', ''),
 # travel agencies, airlines, a train, a ferry, buses, transfers, skiing
 (N, 'Georgian Holidays', '', '24 Marjanishvili St;Tbilisi;;0102;Georgia', 'სტამბოლის ტური - ფასი 2 კაცზე, ავანსი 30 %', 'URL:https://www.georgianholidays.com'),
 (N, 'Tatev Travel', '', '96 Nalbandyan St;Yerevan;;0025;Armenia', 'ტათევი + ჯერმუკი, სიდედრისთვის', ''),
 (N, 'MyWay Airlines', '', '', 'TBS-MXP, ბარგი 23 კგ', 'KIND:org'),
 (N, 'Fly Arna', '', '', 'EVN-TBS 07:40, ბარგი 20 კგ', 'KIND:org'),
 (N, 'Pegasus Airlines', '', '', 'TBS-SAW 06:10, BolBol', ''),
 (N, 'Vanilla Sky', '', 'Natakhtari Airfield;Natakhtari;Mtskheta-Mtianeti;;Georgia', 'ნატახტარი-მესტია 10:30, ბარგი 10 კგ', ''),
 (N, 'საქართველოს რკინიგზა', '', '', 'თბილისი-ერევანი ღამის მატარებელი, კუპე, 4 ადგილი, 20:20', 'URL:https://www.railway.ge'),
 (N, 'Navibulgar', '', 'Poti Sea Port;Poti;Samegrelo-Zemo Svaneti;4400;Georgia', 'ბორანი ფოთი-ვარნა, კაიუტა 2 ადგილი, 2 ღამე, მანქანა', ''),
 (N, 'Metro Turizm', '', 'Ortachala Bus Station;Tbilisi;;0114;Georgia', 'თბილისი-ტრაბზონი 22:00, ადგილი 14', ''),
 (N, 'GoTrip.ge', '', '', 'ტრანსფერი ქუთაისის აეროპორტიდან 9:40, 4 კაცი', ''),
 (N, 'სათხილამურო კურორტი ტეტნულდი', '', ';მესტია;სამეგრელო-ზემო სვანეთი;3200;საქართველო', 'ski pass 5 დღე, 2 ბავშვი', ''),
 (N, 'გუდაურის სათხილამურო სკოლა', '', ';გუდაური;მცხეთა-მთიანეთი;4703;საქართველო', 'ბავშვები 3 დღე x 2 სთ, 10:00', ''),
 # baths and day visits
 (N, 'გულოს აბანო', '', 'აბანოს ქ. 5;თბილისი;;0105;საქართველო', 'ნომერი 1 საათით, შაბათი 11:00, 4 კაცი, ქისა', ''),
 (N, 'წყალტუბოს აბანო №6', '', ';წყალტუბო;იმერეთი;5400;საქართველო', 'მამა - 10 სეანსი, 9:30', ''),
 (N, 'ბორჯომის მინერალური წყლების პარკი', '', ';ბორჯომი;სამცხე-ჯავახეთი;1200;საქართველო', '', ''),
 # venues, museum, theatre
 (N, 'Expo Georgia', '', '118 Tsereteli Ave;Tbilisi;;0119;Georgia', 'New Wine Festival, stand 12, setup 8:00', ''),
 (N, 'თბილისის ისტორიის მუზეუმი (ქარვასლა)', '', 'სიონის ქ. 8;თბილისი;;0105;საქართველო', '', ''),
 (N, 'რუსთაველის თეატრი', '', 'რუსთაველის გამზ. 17;თბილისი;;0108;საქართველო', '', ''),
 # health, school, services, the employer
 (N, 'Aversi Clinic', '', '27 Vazha-Pshavela Ave;Tbilisi;;0160;Georgia', 'საბა - ალერგოლოგი, სამშაბათი 16:40', ''),
 (N, 'სტომატოლოგია "ღიმილი"', '', 'ჭავჭავაძის გამზ. 37;თბილისი;;0162;საქართველო', 'მარიამი - ბრეკეტები, კონტროლი 12.04 15:00', ''),
 (N, 'ვეტკლინიკა "ვეტი"', '', 'ფალიაშვილის ქ. 44;თბილისი;;0179;საქართველო', 'ბობი - ვაქცინა, 5 მაისი', ''),
 (N, 'თბილისის 55-ე საჯარო სკოლა', '', 'ი. ჭავჭავაძის გამზ. 52;თბილისი;;0162;საქართველო', 'კანცელარია 9-15', ''),
 (N, 'ზ. ფალიაშვილის სახ. მუსიკალური სკოლა', '', 'ბარნოვის ქ. 17;თბილისი;;0108;საქართველო', '', ''),
 (N, 'იუსტიციის სახლი', '', 'სანაპიროს ქ. 2;თბილისი;;0105;საქართველო', 'ბავშვების პასპორტები, ორშაბათი 11:20, რიგი B45', ''),
 (N, 'თელავის ღვინის მარანი', '', 'ქართული მარანი, კახეთის გზატკეცილი;თელავი;კახეთი;2200;საქართველო', 'ოფისი თბილისში, მივლინებები - ბუღალტერია 5 რიცხვამდე', 'URL:https://www.twc.ge'),
 (N, 'Tbilisi International Airport', '', 'Tbilisi Airport;Tbilisi;;0158;Georgia', '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BM{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
