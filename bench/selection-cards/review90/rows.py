#!/usr/bin/env python3
"""review90: an unseen, realistic book -- a Yerevan household in Arabkir.

The address book of a family living in Arabkir (Yerevan, Armenia) as their
phones and laptops export it: the places they stay on holidays, work trips and
family visits (Dilijan, Jermuk, Tsaghkadzor, Goris, Gyumri, Lake Sevan, Arzni,
Areni; Tbilisi and Batumi; Moscow; Paris, where the diaspora relatives live in
Alfortville; Glendale and Burbank, where the cousins live) and the contacts
around them: family, friends, colleagues, hosts and hotel staff, restaurants,
wine bars and tandoor bakeries, a wedding 'hotel complex', sanatoria that are
clinics, ski lifts, taxis and marshrutkas, the sleeper train to Batumi,
airlines, agencies, schools, doctors and shops. Names, addresses and NOTEs
are typed the way this household types them: Armenian script and
transliteration, Russian, English, some French and Georgian; prices in AMD,
GEL, RUB, EUR and USD.

Label rule: hotel = a place one books a bed, room, bunk, cabin, cottage,
apartment, house or tent pitch at for the night (hotels, resorts, sanatoria
and rest houses that lodge their patients and guests, hostels, B&Bs and guest
houses in private homes, holiday lets, campsites). not = everything else:
every person's card (even a host, a B&B owner or a hotel employee whose ORG is
the place or whose NOTE talks of nights), restaurants, bars and bakeries
whatever their name says, a hotel's restaurant or spa visited by day, wedding
and event venues, clinics (also a sanatorium's outpatient clinic), nursing
homes, pet boarding, agencies, airlines, the sleeper train, boats, schools
(also a boarding school), shops, employers, homes where someone lives.
Each label is decided by what the place really is, here, before any run.

Writes cards.tsv beside this file; then
    python3 bench/selection-cards/make_cards.py bench/selection-cards/review90
"""
import os

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']

# (label, name, n, adr, note, extra)
# n non-empty = a person's card (fn = name, org empty, employer as ORG: in extra);
# n empty = an organisation's card (fn = org = name).
# Comments: W = the name holds a lodging word; N = it does not (a property's own
# name, a brand alone, or an ambiguous word: House, Lodge, Villa, Residence, Palace,
# Suite(s), 'tun' = house, 'chambar' = camp); M = minimal card (name + ADR only).
ROWS = [
    # --- home: Arabkir, Yerevan ---
    ('not', 'Անահիտ Մկրտչյան', 'Մկրտչյան;Անահիտ;;;', 'Komitas 34 bn. 12;Yerevan;;0014;Armenia',
     'Մամա. ծնունդը մարտի 12. դռան կոդը 2417', 'TEL;TYPE=CELL:+374 91 234 567 || CATEGORIES:Family'),
    ('not', 'Synopsys Armenia', '', 'Arshakunyats Ave 41;Yerevan;;0026;Armenia', '', ''),  # M, employer
    ('not', 'Tigran Ohanjanyan', 'Ohanjanyan;Tigran;;;', '',
     'team lead. Tsaghkadzor offsite Feb 14-16, he does the bus (2 x 50 seats from the office 9:00)',
     'ORG:Synopsys Armenia || TITLE:R&D Manager || EMAIL:tigran.ohanjanyan@synopsys.com'),
    ('hotel', 'Armenia Marriott Hotel Yerevan', '', 'Amiryan St 1;Yerevan;;0010;Armenia',  # W
     'Tante Sirane 20-23.06, 3 nights, booked & paid by us, 95 000 AMD/night, Republic Sq view, breakfast incl. conf 71184455',
     'URL:https://www.marriott.com/evnmc'),
    ('hotel', 'Cascade Hotel', '', 'Tamanyan St 4;Yerevan;;0009;Armenia', '', ''),  # W M
    ('hotel', 'Villa Delenda', '', 'Pavstos Buzand St 16;Yerevan;;0010;Armenia',  # N
     'Hovsepians from Glendale: 2 rooms, Jul 1-7 (6 nights), 120 USD/night each, airport transfer 15 USD, check-in 14:00',
     'URL:https://villadelenda.com'),
    ('hotel', 'Kantar Hostel', '', 'Pushkin St 54;Yerevan;;0002;Armenia',  # W
     "Nicolas's friend Julien: bed in 6-bed dorm, 4 nights, 9 000 AMD/night, free walking tour 11:00", ''),
    ('hotel', 'Hotel Regineh', '', 'Ghazar Parpetsi St 16;Yerevan;;0002;Armenia',  # W
     '', 'URL:https://regineh.am'),
    ('not', 'Պանդոկ «Մշո Դաշտ»', '', 'Komitas Ave 49;Yerevan;;0014;Armenia',
     'Արամի ծնունդ, սեղան 12 հոգու, շաբաթ 19:00, կանխավճար 20 000 դր', ''),
    ('not', 'Dolmama', '', 'Pushkin St 10;Yerevan;;0010;Armenia',
     'anniversary dinner 19:30, table by the window, ask for Jerair', 'URL:https://dolmama.am'),
    ('not', 'Թոնրատուն «Արաբկիր»', '', 'Kievyan 8/2;Yerevan;;0028;Armenia',
     'լավաշ 10 հատ ու մատնաքաշ, շաբաթ առավոտ 8-ին պատրաստ, զանգել ուրբաթ', 'CATEGORIES:Food'),
    ('not', 'Գինետուն «Վայք»', '', 'Tumanyan St 21;Yerevan;;0001;Armenia',
     'wine bar. Areni noir bajak@ 2500 dr, urbat 20:00 sexan 5 hogu', ''),
    ('not', 'Wine Republic', '', 'Saryan St 2;Yerevan;;0002;Armenia', 'reserved 4 ppl Fri 20:30, cheese plate', ''),
    ('not', 'Arabkir Medical Centre', '', 'Mamikonyants St 30;Yerevan;;0014;Armenia',
     'Narek: vaccination 14.11 10:30, Dr. Grigoryan, room 207, bring the booklet', 'URL:https://arabkirjmc.am'),
    ('not', 'Karine Grigoryan', 'Grigoryan;Karine;;;', '', 'Narek\'s pediatrician, Tue/Thu 10-14',
     'ORG:Arabkir Medical Centre || TITLE:Pediatrician'),
    ('not', 'Ayb School', '', 'Tsarav Aghbyur St 1;Yerevan;;0052;Armenia',
     'Narek 5B. parents meeting 17.10 18:00, bus pick-up Komitas 7:40', 'URL:https://ayb.am'),
    ('not', 'Mane Stepanyan', 'Stepanyan;Mane;;;', '', 'Narek\'s class teacher',
     'ORG:Ayb School || TITLE:Class teacher 5B || EMAIL:mane.stepanyan@ayb.am'),
    ('not', 'Yerevan City Kievyan', '', 'Kievyan St 3;Yerevan;;0028;Armenia', '', ''),  # M
    ('not', 'Գոհար Սահակյան', 'Սահակյան;Գոհար;;;', 'Komitas 34 bn. 9;Yerevan;;0014;Armenia', '', ''),  # M, neighbour
    ('not', 'Շների հյուրանոց «Հաչիկո»', '', 'Ashtarak Hwy 11/3;Yerevan;;0088;Armenia',
     'Բոբիկը 5 գիշեր (14-19.08), 6 000 դր/օր, կերը մերն ենք տանում, պատվաստման թերթիկը', ''),
    ('not', '«Արմավենի» հյուրանոցային համալիր', '', 'Ashtarak Hwy 47;Yerevan;;0088;Armenia',
     'Արտակի ու Սոնայի հարսանիքը 21.09, 150 հյուր, «Ոսկե» սրահ, մենյու 16 500 դր/անձ, կանխավճար 500 000 վճարված. Համարներ չունեն - Փարիզի հյուրերին Cascade Hotel-ում ենք տեղավորում',
     ''),
    ('not', 'Levon Travel', '', 'Nalbandyan St 48;Yerevan;;0010;Armenia',
     'Tatev + Wings of Tatev tour 18.05 for the Paris guests, 4 ppl, 28 000 AMD pp incl. lunch, pick-up Republic Sq 8:00',
     'URL:https://levontravel.am'),
    ('not', 'Flyone Armenia', '', 'Zvartnots International Airport;Yerevan;;0042;Armenia',
     'booking ref AQ7K2L, baggage 23 kg, online check-in opens 24 h before', ''),
    ('not', 'Aeroflot', '', 'Zvartnots International Airport;Yerevan;;0042;Armenia',
     'SU 1861 Ереван-Москва 12.12 в 06:10, бронь LKQ8PT, места 14A 14B', ''),
    ('not', 'Air France', '', '45 rue de Paris;Tremblay-en-France;;95747;France',
     'EVN-CDG 03.04, réf. 8KX2ZT, 2 bagages, Flying Blue 2087331120', ''),
    ('not', 'ՀԿԵ - Երևան-Բաթում գնացք', '', 'Sasuntsi Davit Sq;Yerevan;;0005;Armenia',
     'поезд №202 Ереван - Батуми, купе, вагон 7, места 21-24, отправление 15:30, ночь в пути, прибытие 8:00, 4 билета 152 000 др',
     ''),

    # --- Dilijan ---
    ('hotel', 'Dili Gyugh', '', 'Parz Lich Rd 9;Dilijan;Tavush;3901;Armenia',  # N
     'Մայիսի 3-5, 2 գիշեր, 2 սենյակ (14, 15), նախաճաշը ներառված, 52 000 դր/գիշեր. Check-in 14:00. Ամրագրում #TD-48213',
     ''),
    ('not', 'Kchuch Dilijan', '', 'Myasnikyan St 3;Dilijan;Tavush;3901;Armenia',
     'lunch Sunday 13:00 table for 6, they have gata and trout; parking on Getapnya', ''),
    ('hotel', 'Impuls Hotel Dilijan', '', 'Getapnya St 205;Dilijan;Tavush;3901;Armenia',  # W
     '2 nights 14-16.07, 2 adults + 1 child, 38 000 AMD/night, breakfast incl., conf. 77814, pool 10-20',
     'URL:https://impulshotel.am || EMAIL:reservation@impulshotel.am'),
    ('hotel', 'Գալյա տատիկի տուն', '', 'Kalinin St 14;Dilijan;Tavush;3901;Armenia',  # N
     'B&B իրենց տանը, 2 գիշեր, 15 000 դր մարդը նախաճաշով (մածուն ու մեղր), զանգել գալուց 1 ժամ առաջ', ''),
    ('hotel', 'Կոմպոզիտորների ստեղծագործական տուն', '', 'Kamo St 50;Dilijan;Tavush;3901;Armenia',  # N
     'կոտեջ 7, 3 գիշեր, 25 000 դր/գիշեր, նախաճաշ չկա, բանալին պահակի մոտ', ''),
    ('hotel', 'Daravand Guest House', '', 'Abovyan St 46;Dilijan;Tavush;3901;Armenia', '', ''),  # W M
    ('hotel', 'Դիլիջան առողջարան', '', 'Parz Lich Rd 2;Dilijan;Tavush;3903;Armenia',  # W
     'бывший санаторий. Мама на 10 ночей (5-15.10), номер 211, процедуры и 3-разовое питание входят, 34 000 др/сутки', ''),
    ('hotel', 'Haghartsin Lodge', '', 'Getapnya St 72;Dilijan;Tavush;3901;Armenia',  # N
     'cabin 3, 2 nights, 30 000 AMD/night, fireplace, dog ok, check-in after 15:00', ''),
    ('not', 'UWC Dilijan', '', 'Getapnya St 7;Dilijan;Tavush;3901;Armenia',
     "Aram (Davit's son) boarding, parents' weekend 24-26.10, visiting 10-18, pass at gate",
     'URL:https://www.uwcdilijan.org'),
    ('not', 'Վարդան տաքսի Դիլիջան', ';Վարդան տաքսի Դիլիջան;;;', '',
     'Դիլիջան - Երևան 12 000, Պարզ լիճ 3 000', 'TEL;TYPE=CELL:+374 93 555 148'),
    ('not', 'Կիլիկիա ավտոկայան', '', 'Admiral Isakov Ave 6;Yerevan;;0082;Armenia',
     'marshrutka Dilijan every hour 9:00-18:00 1 000 dr, Goris 8:00 3 500 dr', ''),

    # --- Jermuk ---
    ('hotel', 'Olympia Jermuk', '', 'Myasnikyan St 10;Jermuk;Vayots Dzor;3701;Armenia',  # N
     'Санаторий. Папа, путевка 12 ночей с 3 по 15 сентября, лечение + 3-разовое питание, 2-местный номер 308, 42 000 др/сутки',
     'URL:https://olympia.am'),
    ('hotel', 'Arpa Jermuk', '', 'Shahumyan St 9/1;Jermuk;Vayots Dzor;3701;Armenia', '', ''),  # N M
    ('hotel', 'Ջերմուկ Աշխարհ', '', 'Miasnikyan St 7;Jermuk;Vayots Dzor;3701;Armenia',  # N
     'առողջարան. տատիկը 7 գիշեր, 38 000 դր/օր բուժում + սնունդ, սենյակ 415, բժիշկը 9:00', ''),
    ('hotel', 'Առողջարան «Հայաստան»', '', 'Miasnikyan St 2;Jermuk;Vayots Dzor;3701;Armenia',  # W
     '', 'CATEGORIES:Jermuk'),
    ('hotel', 'Джермук, гостевой дом Ашота', '', 'Shahumyan St 21;Jermuk;Vayots Dzor;3701;Armenia',  # W
     'Джермук, 2 ночи, 12 000 др/ночь с завтраком, звонить Ашоту за час', ''),
    ('hotel', 'Gndevank Jermuk', '', 'Shahumyan St 14;Jermuk;Vayots Dzor;3701;Armenia',  # N
     'номер 12, 3 ночи, 25 000 др ночь, завтрак 8:00-10:00, бассейн у соседей', ''),
    ('not', 'Ջերմուկի բալնեոլոգիական կլինիկա', '', 'Miasnikyan St 4;Jermuk;Vayots Dzor;3701;Armenia',
     'հանքային վաննաներ 10 սեանս x 4 000 դր, առավոտ 9:30, բժիշկ Մարգարյան, առանց կացության', ''),

    # --- Tsaghkadzor ---
    ('hotel', 'Tsaghkadzor Marriott Hotel', '', 'Tsaghkunyats St 2;Tsaghkadzor;Kotayk;2310;Armenia',  # W
     'Synopsys offsite Feb 14-16, corporate rate 35 000 AMD/night twin, ski storage, check-in 15:00',
     'URL:https://www.marriott.com/evntz'),
    ('not', 'Լիլիթ Հակոբյան', 'Հակոբյան;Լիլիթ;;;', '',
     'sales, corporate rate for the offsite: 30 rooms x 2 nights, contract signed 20.01, invoice to Synopsys',
     'ORG:Tsaghkadzor Marriott Hotel || TITLE:Sales Manager || EMAIL:lilit.hakobyan@marriott.com'),
    ('hotel', 'Multi Rest House', '', 'Tsaghkunyats St 30;Tsaghkadzor;Kotayk;2310;Armenia', '', ''),  # W M
    ('hotel', 'Kecharis Hotel & Resort', '', 'Orbeli Brothers St 20;Tsaghkadzor;Kotayk;2310;Armenia',  # W
     'ski weekend 2 nights, 48 000 AMD/night breakfast incl., ski pass separately, room 305', ''),
    ('not', 'Ресторан отеля «Кечарис»', '', 'Orbeli Brothers St 20;Tsaghkadzor;Kotayk;2310;Armenia',
     'ужин после катания, стол на 6 в 19:30, хоровац и глинтвейн', ''),
    ('hotel', 'Nairi Tsaghkadzor', '', 'Tsaghkunyats St 18;Tsaghkadzor;Kotayk;2310;Armenia',  # N
     'Нор тари 31.12-02.01, 2 гишер, family room 4 hogu, 95 000 dr/gisher incl. gala dinner', ''),
    ('not', 'Tsaghkadzor Marriott Spa', '', 'Tsaghkunyats St 2;Tsaghkadzor;Kotayk;2310;Armenia',
     'day pass pool + sauna 3 hrs, 12 000 pp, Sat 11:00, towels incl.', ''),
    ('hotel', 'Дом творчества писателей (Цахкадзор)', '', 'Charents St 10;Tsaghkadzor;Kotayk;2310;Armenia',  # N
     'старый корпус, 3 ночи, 18 000 др/сутки, питание отдельно, горячая вода с 7 до 23', ''),
    ('hotel', 'Tsaghkadzor Ski Apartments', '', 'Kecharetsi St 5;Tsaghkadzor;Kotayk;2310;Armenia',  # W
     'apt 5, 2 bedrooms, 3 nights, 40 000 AMD/night, key from security, deposit 20 000', ''),
    ('hotel', 'Shushan Tsaghkadzor', '', 'Zakaria Kanakertsi St 3;Tsaghkadzor;Kotayk;2310;Armenia',  # N
     '2 ночи, 22 000 др ночь, завтрак входит, до канатки 5 минут', ''),
    ('hotel', 'Ararat Resort', '', 'Kecharetsi St 18;Tsaghkadzor;Kotayk;2310;Armenia',  # W
     'Feb half-term 4 nights, 2 rooms 55 000 AMD/night, kids club, pool 9-21', 'URL:https://araratresort.am'),
    ('not', 'Ծաղկաձորի ճոպանուղի', '', 'Tsaghkunyats St 1;Tsaghkadzor;Kotayk;2310;Armenia',
     'season pass 2 հոգի 120 000 դր, դրամարկղ 9:00-16:30, 4-րդ հերթ մինչև 16:00', ''),
    ('not', 'Прокат лыж у канатки', '', 'Tsaghkunyats St 3;Tsaghkadzor;Kotayk;2310;Armenia',
     'ski + boots 2 sets, 6 000 AMD/day each, passport as deposit', ''),
    ('not', 'Тигран Оганесов', 'Оганесов;Тигран;;;', '',
     'инструктор для Нарека, 2 часа 15 000 др, встреча у канатки в 10:00', 'ORG:Tsaghkadzor Ski School'),
    ('not', 'Արմեն Գալստյան', 'Գալստյան;Արմեն;;;', '',
     'բնակարան Կեչառիսի մոտ, 3 գիշեր 20 000 դր/գիշեր, բանալին դռան տակ, փող տալ գնալիս', ''),

    # --- Goris / Tatev ---
    ('hotel', 'Diana Hotel Goris', '', 'Mashtots St 100;Goris;Syunik;3201;Armenia',  # W
     '2 nights 11-13.08, room 6, 32 000 AMD/night, breakfast in the garden', ''),
    ('hotel', 'Khachik B&B', '', 'Syuniki St 35;Goris;Syunik;3201;Armenia',  # W
     'Goris, 2 nights, 16 000 AMD/night for the room, breakfast 2 500 pp, homemade mulberry vodka', ''),
    ('not', 'Khachik Avetisyan', 'Avetisyan;Khachik;;;', '',
     'owner, call before arriving; nights 11-13.08 confirmed by phone, pays cash only',
     'ORG:Khachik B&B || TITLE:Owner'),
    ('hotel', 'Yeghevnut Goris', '', 'Ankakhutyan St 2;Goris;Syunik;3201;Armenia', '', ''),  # N M
    ('hotel', 'Khndzoresk Eco Cottages', '', 'Khndzoresk Rd;Khndzoresk;Syunik;3204;Armenia',  # W
     'cottage 4, 2 nights, 45 000 AMD/night with breakfast & dinner, swing over the gorge!', ''),
    ('hotel', 'Վանատուն «Սյունիք»', '', 'Davit Bek St 12;Goris;Syunik;3201;Armenia',  # W (local)
     'Գորիս, 3 գիշեր, 12 000 դր/գիշեր, նախաճաշ 2 000, ավտոկայանից 10 րոպե', ''),
    ('hotel', 'Mina Hotel Goris', '', 'Komitas St 5;Goris;Syunik;3201;Armenia',  # W
     'Tatev trip, 1 night, 28 000 AMD, late arrival ~23:00 ok', ''),
    ('not', 'Wings of Tatev', '', 'Halidzor;Halidzor;Syunik;3206;Armenia',
     'ticket office Halidzor, 2 adults + 1 child 11 000 + 5 000 AMD, last cable car 17:45', 'URL:https://tatever.am'),
    ('not', 'Սամվել Գորիսի մարշրուտկա', ';Սամվել Գորիսի մարշրուտկա;;;', '',
     'Կիլիկիա - Գորիս 8:00, 3 500 դր, տեղ պահել մեկ օր առաջ', ''),

    # --- Gyumri ---
    ('hotel', 'Berlin Art Hotel', '', 'Haghtanaki Ave 25;Gyumri;Shirak;3126;Armenia',  # W
     'Gyumri weekend 2 nights, 40 000 AMD/night, breakfast incl., parking inside', 'URL:https://berlinarthotel.am'),
    ('not', 'Anna Petrosyan', 'Petrosyan;Anna;;;', '', 'reception, late check-in arranged 23:30',
     'ORG:Berlin Art Hotel || TITLE:Front office'),
    ('hotel', 'Villa Kars', '', 'Jivani St 126;Gyumri;Shirak;3104;Armenia',  # N
     'Gyumri, 2 nights, room "Kars", 35 000 AMD/night incl. breakfast, parking in the yard', ''),
    ('hotel', 'Hotel Araks Gyumri', '', 'Gorki St 25;Gyumri;Shirak;3104;Armenia',  # W
     '', 'URL:https://araksgyumri.am'),
    ('hotel', 'Nane Hotel', '', 'Garegin Nzhdeh St 1/5;Gyumri;Shirak;3126;Armenia',  # W
     'Гюмри, 1 ночь, 26 000 др, двухместный, завтрак с 8', ''),
    ('hotel', 'Սոֆյայի տուն', '', 'Rustaveli St 35;Gyumri;Shirak;3104;Armenia',  # N
     '2 գիշեր, 10 000 դր մարդը նախաճաշով, բակի մեջ, Սոֆյա տատը զանգում է ժամը 10-ին', ''),
    ('hotel', 'Kumayri Residence', '', 'Abovyan St 68;Gyumri;Shirak;3104;Armenia',  # N
     'apartment, 3 nights, 25 000 AMD/night, key box code 1947, wifi on the fridge', ''),
    ('not', 'Cherkezi Dzor', '', 'Mayakovski St 1;Gyumri;Shirak;3117;Armenia',
     'ishkhan fish, table 14:00 Sunday 8 ppl, cash', ''),
    ('not', 'Poloz Mukuch', '', 'Varpetats St 75;Gyumri;Shirak;3104;Armenia', '', ''),  # M
    ('not', 'Ռոզա Մելքոնյան', 'Մելքոնյան;Ռոզա;;;', 'Abovyan St 114;Gyumri;Shirak;3104;Armenia',
     'Տատիկ Ռոզա. ամեն ամառ 2 շաբաթ մնում ենք իր մոտ, դուռը միշտ բաց', 'CATEGORIES:Family'),

    # --- Lake Sevan ---
    ('hotel', 'Akhtamar Sevan', '', 'Tsamakaberd;Sevan;Gegharkunik;1501;Armenia',  # N
     '2 nights 25-27.07, lake-view room 22, 55 000 AMD/night, breakfast, beach access', ''),
    ('hotel', 'Bohemian Resort Sevan', '', 'Sevan Peninsula;Sevan;Gegharkunik;1501;Armenia',  # W
     'Aug 2-5, 3 nights, bungalow 12, 70 000 AMD/night, breakfast + dinner, beach towels at reception',
     ''),
    ('hotel', 'Blue Sevan Hotel', '', 'Tsamakaberd St 3;Sevan;Gegharkunik;1501;Armenia', '', ''),  # W M
    ('hotel', 'Սևանի գրողների տուն', '', 'Sevan Peninsula;Sevan;Gegharkunik;1501;Armenia',  # N
     'peninsula, 2 nights, 30 000 dr/night, Soviet modernism :) breakfast 3 000', ''),
    ('hotel', 'Ճամբար Շողակն', '', 'Shoghakn;Shoghakn;Gegharkunik;1507;Armenia',  # N
     'վրան, 2 գիշեր, տեղը 5 000 դր/գիշեր, ցնցուղ կա, կրակ վառել կարելի է, մեքենան կողքը', ''),
    ('hotel', 'Tsovazard Family Resort', '', 'Tsovazard;Tsovazard;Gegharkunik;1516;Armenia',  # W
     'family room 4 ppl, 3 nights, 60 000 AMD/night half board, kids pool', 'URL:https://tsovazard.am'),
    ('hotel', 'Glamping Sevan', '', 'Tsapatagh;Tsapatagh;Gegharkunik;1527;Armenia',  # W
     'dome 2, 1 night, 65 000 AMD with breakfast, bring warm clothes', ''),
    ('hotel', 'Avan Marak Tsapatagh', '', 'Tsapatagh;Tsapatagh;Gegharkunik;1527;Armenia',  # N
     'Tufenkian, 2 nights, 48 000 AMD/night, dinner 19-22, very quiet', ''),
    ('not', 'Ishkhan Restaurant', '', 'Sevan Peninsula;Sevan;Gegharkunik;1501;Armenia', '', ''),  # M
    ('not', 'Sevan Boat Tours', '', 'Sevan Peninsula;Sevan;Gegharkunik;1501;Armenia',
     'boat 1 hour 25 000 AMD for the whole boat (10 ppl), from the pier below Sevanavank', ''),

    # --- elsewhere in Armenia ---
    ('hotel', 'Առողջարան Արզնի', '', 'Arzni;Arzni;Kotayk;2210;Armenia',  # W
     'Арзни, папа 10 ночей, процедуры, 30 000 др/сутки, палата 2-местная', ''),
    ('not', 'Арзни - курортная поликлиника', '', 'Arzni;Arzni;Kotayk;2210;Armenia',
     'амбулаторно: ингаляции 10 раз, 9:00, без проживания, 2 500 др за сеанс', ''),
    ('hotel', 'Հանքավանի հանգստյան տուն', '', 'Hankavan;Hankavan;Kotayk;2319;Armenia',  # W
     '', 'CATEGORIES:Trips'),
    ('hotel', "Gayane's B&B Areni", '', 'Areni;Areni;Vayots Dzor;3603;Armenia',  # W
     'wine tour, 1 night, 18 000 AMD for 2 with breakfast, tolma for dinner on request', ''),
    ('not', 'Areni Wine Factory', '', 'Areni;Areni;Vayots Dzor;3603;Armenia',
     '6 bottles Areni 2019 bought, tasting 3 000 pp, open 10-19', ''),

    # --- Tbilisi ---
    ('hotel', 'Hotel Amber Tbilisi', '', '14 Merab Kostava St;Tbilisi;;0108;Georgia',  # W
     'May 7-10, 3 nights, Standard queen, 180 USD/night, breakfast incl. check-in 15:00, conf 83920171',
     ''),
    ('hotel', 'Gallery Palace', '', '6 Galaktion Tabidze St;Tbilisi;;0108;Georgia',  # N
     'birthday 1 night, Deluxe king, 240 USD, breakfast not incl., late check-out 14:00 asked', ''),
    ('hotel', 'Lost Ember', '', '18 Ivane Machabeli St;Tbilisi;;0102;Georgia',  # N
     'Aram + friends: 4-bed dorm, 2 nights, 22 GEL/night, bar downstairs', ''),
    ('hotel', 'Hotel Kartli', '', '12 Barnovi St;Tbilisi;;0108;Georgia',  # W
     'conference 8-10.10, 2 nights, 150 USD/night, company pays, breakfast incl.', ''),
    ('hotel', 'Tiflis Veranda', '', '4 Elene Akhvlediani Khevi;Tbilisi;;0103;Georgia', '', ''),  # N M
    ('hotel', 'Mtatsminda Terrace', '', '27 Lermontov St;Tbilisi;;0105;Georgia',  # N
     '2 nights, 135 EUR/night, breakfast 8-11, rooftop at 18:00', ''),
    ('hotel', 'ნინოს სახლი', '', '9 Asatiani St;Tbilisi;;0105;Georgia',  # W
     'Сололаки, 3 ночи, 120 лари/ночь, завтрак, код калитки 1357', ''),
    ('hotel', 'Betlemi 17', '', '17 Betlemi St;Tbilisi;;0105;Georgia',  # N
     '', 'CATEGORIES:Tbilisi'),
    ('not', 'Nino Beridze', 'Beridze;Nino;;;', '',
     'Airbnb host, flat on Betlemi St, 3 nights 55 USD/night, door code 4471, check-in 15:00, she meets at the gate', ''),
    ('not', 'Cafe Littera', '', '13 Ivane Machabeli St;Tbilisi;;0105;Georgia',
     'lunch in the garden, Fri 14:00 for 4, ask for Tekuna', ''),
    ('not', 'Keto & Kote', '', '3 Zandukeli St;Tbilisi;;0112;Georgia', '', ''),  # M
    ('not', 'Avlabari marshrutka (Tbilisi-Yerevan)', '', 'Avlabari metro;Tbilisi;;0103;Georgia',
     'marshrutka to Yerevan 10:00, 35 GEL, ~6 hrs, seat by the window', ''),
    ('not', 'Tamar Gelashvili', 'Gelashvili;Tamar;;;', '',
     'company dinner for 40 on Oct 9, 95 GEL pp, ballroom', 'ORG:Hotel Kartli || TITLE:Catering Manager'),

    # --- Batumi ---
    ('hotel', 'Wyndham Batumi', '', '28 Rustaveli St;Batumi;Adjara;6010;Georgia',  # N
     '3 nights 19-22.08, sea view, 220 USD/night, breakfast incl.', ''),
    ('hotel', 'Интурист Палас Батуми', '', '11 Ninoshvili St;Batumi;Adjara;6000;Georgia', '', ''),  # N M
    ('hotel', 'Батуми, гостевой дом у моря', '', '15 Gorgiladze St;Batumi;Adjara;6000;Georgia',  # W
     '4 ночи после поезда, 90 лари/ночь, 5 мин до пляжа, хозяйка Манана', ''),
    ('hotel', 'Castello Mare', '', 'Tsikhisdziri;Kobuleti;Adjara;6200;Georgia',  # N
     'Tsikhisdziri, 3 nights, 140 USD/night half board, private beach, transfer from Batumi station 30 GEL', ''),

    # --- Moscow ---
    ('hotel', 'Ararat Park Hyatt', '', 'Neglinnaya ul. 4;Moskva;;109012;Russia',  # N
     'командировка, 3 ночи, 24 000 руб/ночь, номер 617, завтрак, бронь 55839102', ''),
    ('not', 'Денис Кравченко', 'Кравченко;Денис;;;', '', 'консьерж, билеты в Большой 2 шт, партер, 19:00',
     'ORG:Ararat Park Hyatt || TITLE:Консьерж'),
    ('hotel', 'Гостиница «Золотое кольцо»', '', 'Smolenskaya ul. 5;Moskva;;119121;Russia', '', ''),  # W
    ('hotel', 'Сретенская', '', 'Sretenka ul. 15;Moskva;;107045;Russia',  # N
     'брат Гагика приезжал, 4 ночи, 9 200 руб/ночь, номер 418, завтрак до 10:30', ''),
    ('hotel', 'Хостел Рус Арбат', '', 'Arbat 51 str. 1;Moskva;;119002;Russia', '', ''),  # W M
    ('hotel', 'Посуточно Тверская 8 (апартаменты)', '', 'Tverskaya ul. 8 kv. 41;Moskva;;125009;Russia',  # W
     '2-комн., 5 ночей, 9 500 руб/сутки, залог 10 000, ключи у консьержки, домофон 41К2289', ''),
    ('hotel', 'Рэдиссон Славянская', '', 'pl. Evropy 2;Moskva;;121059;Russia',  # N
     '', 'URL:https://www.radissonhotels.com'),
    ('hotel', 'Бекасово (дом отдыха)', '', 'Bekasovo;Naro-Fominsk;Moskovskaya obl.;143350;Russia',  # W
     'Новый год с Гагиком, коттедж 4-местный, 3 ночи, 18 000 руб/сутки', ''),
    ('hotel', 'Арбат Хаус', '', 'Skatertny per. 13;Moskva;;121069;Russia',  # N
     '2 ночи, 7 800 руб/ночь, до Арбата 5 минут, бронь через Отелло', ''),
    ('not', 'Трактир «Ёлки-Палки»', '', 'Pyatnitskaya ul. 14;Moskva;;115035;Russia',
     'ужин с Гагиком и семьей, вареники, столик на 8 в 19:00', ''),
    ('not', 'Центральный дом литераторов', '', 'Bolshaya Nikitskaya ul. 53;Moskva;;121069;Russia',
     'вечер поэзии 5.12 в 19:00, 2 билета, ресторан после, столик на 4', ''),
    ('not', 'Гагик Арутюнян', 'Арутюнян;Гагик;;;', 'ul. Profsoyuznaya 93 kv. 156;Moskva;;117279;Russia',
     'дядя Гагик. останавливались у него 4 ночи в декабре, диван в зале, код подъезда 156В', 'CATEGORIES:Family'),
    ('not', 'Яндекс Такси', '', 'ul. Lva Tolstogo 16;Moskva;;119021;Russia', '', ''),  # M
    ('not', 'Ольга Тер-Аветисова', 'Тер-Аветисова;Ольга;;;', '',
     'встреча 12.12 в 10:00, офис Ленинградское ш. 39А, пропуск заказан',
     'ORG:Лаборатория Касперского || TITLE:Project Manager'),
    ('not', 'Отелло', '', 'Leningradsky pr. 39 str. 79;Moskva;;125167;Russia',
     'бронь Арбат Хаус №4410-2281-09, поддержка 24/7, отмена бесплатно до 10.12', ''),

    # --- Paris / Alfortville ---
    ('hotel', 'Hôtel Lutetia', '', '45 boulevard Raspail;Paris;;75006;France',  # W
     "anniversaire de mariage, 1 nuit, 650 €, petit-déjeuner inclus", ''),
    ('hotel', 'Maison Souquet', '', '10 rue de Bruxelles;Paris;;75009;France',  # N
     '1 nuit, 480 €, chambre "Mademoiselle", petit-déj inclus, arrivée 15h', ''),
    ('hotel', 'MIJE Marais', '', '6 rue de Fourcy;Paris;;75004;France',  # N
     '', 'URL:https://www.mije.com'),
    ('hotel', 'Mercure Paris Gare de Lyon', '', '2 place Louis Armand;Paris;;75012;France',  # N
     '3 nuits, 109 €/nuit, petit-déj 12,50 €, résa 7842 1190', ''),
    ('hotel', 'Airbnb rue de Charonne', '', '92 rue de Charonne;Paris;;75011;France',  # W
     '5 nights, 140 €/night, 3rd floor no lift, digicode 48B72, keys in the box', ''),
    ('hotel', 'Le Bellechasse', '', '8 rue de Bellechasse;Paris;;75007;France',  # N
     'chambre double, 4 nuits, 210 €/nuit, petit-déj 22 €, arrivée 15h', ''),
    ('hotel', 'Le Pavillon de la Reine', '', '28 place des Vosges;Paris;;75003;France', '', ''),  # N M
    ('not', 'Siranouche Kalaydjian', 'Kalaydjian;Siranouche;;;', '14 rue Véron;Alfortville;;94140;France',
     "Tante Sirane. On dort chez elle 3 nuits à chaque visite; anniversaire 9 mai", 'CATEGORIES:Family'),
    ('not', 'Nicolas Papazian', 'Papazian;Nicolas;;;', '',
     'cousin. billets GP (staff) possibles pour nous, demander 1 mois avant', 'ORG:Air France || TITLE:Steward'),
    ('not', 'Auberge Pyrénées Cévennes', '', '106 rue de la Folie-Méricourt;Paris;;75011;France',
     'dîner cassoulet vendredi 20h, 4 pers.', ''),
    ('not', 'Le Refuge des Fondus', '', '17 rue des Trois Frères;Paris;;75018;France',
     'fondue, vin au biberon :) 20h, 4 pers., espèces seulement', ''),
    ('not', 'MCA Alfortville (Maison de la Culture Arménienne)', '', '17 rue Étienne Dolet;Alfortville;;94140;France',
     'concert Komitas 18.04 20h, 2 places', ''),
    ('not', "Mairie d'Alfortville (Hôtel de Ville)", '', 'place François Mitterrand;Alfortville;;94140;France', '', ''),  # M
    ('not', 'Bateaux Parisiens', '', 'Port de la Bourdonnais;Paris;;75007;France',
     'dîner-croisière 19h45, 2 x 99 €, embarquement 19h15', ''),
    ('not', 'École Tebrotzassère', '', '1 avenue Thiers;Le Raincy;;93340;France', '', ''),  # M
    ('not', "Ambassade d'Arménie en France", '', '9 rue Viète;Paris;;75017;France',
     'RDV passeport 14.04 10h30, photos + ancien passeport', ''),

    # --- Glendale / Los Angeles ---
    ('hotel', 'Hilton Glendale', '', '100 W Glenoaks Blvd;Glendale;CA;91202;USA',  # N
     'Aug 2-4, 2 nights, 219 USD/night, parking 30/day, conf 3319048772', ''),
    ('hotel', 'Vagabond Inn Glendale', '', '120 W Colorado St;Glendale;CA;91204;USA', '', ''),  # W M
    ('hotel', 'Courtyard Glendale', '', '800 N Central Ave;Glendale;CA;91203;USA',  # N
     "Armen's wedding block, 4 nights, 189 USD/night, king room, breakfast 15 USD, conf 3318842", ''),
    ('hotel', 'Coast Anabelle Hotel', '', '2011 W Olive Ave;Burbank;CA;91506;USA',  # W
     '6 nights, 205 USD/night, pool, parking 20/day, check-in 4pm', ''),
    ('hotel', 'Jumbo Rocks Campground', '', 'Park Blvd;Joshua Tree National Park;CA;92277;USA',  # W
     'Joshua Tree w/ cousins, site 42, 2 nights, $20/night, no water, arrive before dark', ''),
    ('hotel', 'Hotel Amarano Burbank', '', '322 N Pass Ave;Burbank;CA;91505;USA',  # W
     'last night before LAX, 1 night 239 USD, shuttle 5am', ''),
    ('not', 'Carousel Restaurant', '', '304 N Brand Blvd;Glendale;CA;91203;USA',
     "Armen's birthday, table for 12, Sat 7pm", ''),
    ('not', "Raffi's Place", '', '211 E Broadway;Glendale;CA;91205;USA', '', ''),  # M
    ('not', "Porto's Bakery", '', '315 N Brand Blvd;Glendale;CA;91203;USA',
     'order 3 dozen potato balls, pick-up 10am Sat', ''),
    ('not', 'Knights of Vartan - Sassoun Lodge', '', '1010 N Central Ave;Glendale;CA;91202;USA',
     "Armen's lodge: Vartanantz dinner 2/22 7pm, $65 pp", ''),
    ('not', 'Ararat Home of Los Angeles', '', '15105 Mission Hills Rd;Mission Hills;CA;91345;USA',
     'Grandpa Levon, room 214, visiting hours 10-7, bring his glasses', ''),
    ('not', 'Armen Hovsepian', 'Hovsepian;Armen;;;', '1418 N Louise St;Glendale;CA;91207;USA',
     'cousin Armen. we stayed at his house 10 nights in August, guest room upstairs, garage code 2580. picks us up at LAX',
     'ORG:Glendale Memorial Hospital || CATEGORIES:Family'),
    ('not', 'Ani Gevorgian', 'Gevorgian;Ani;;;', '', "Armen's wife", 'ORG:Glendale Unified School District || TITLE:Teacher'),
    ('not', 'The Americana at Brand', '', '889 Americana Way;Glendale;CA;91210;USA', '', ''),  # M

    # --- more Yerevan contacts ---
    ('not', 'Тётя Сусанна (Джермук)', ';Тётя Сусанна (Джермук);;;', '',
     'комната у неё 8 000 др/ночь, 2 ночи в 2019, очень чисто, звонить заранее', ''),
    ('not', 'Hasmik Poghosyan', 'Poghosyan;Hasmik;;;', '', 'client, audit kick-off 3.03 11:00',
     'ORG:EY Armenia || EMAIL:hasmik.poghosyan@am.ey.com'),
    ('not', 'Davit Minasyan', 'Minasyan;Davit;;;', '', 'fishing at Sevan in June, he has the boat', 'ORG:Team Telecom Armenia'),
    ('not', 'Armenia Travel+', '', 'Tigran Mets Ave 37;Yerevan;;0018;Armenia',
     'Batumi package: train + guest house 4 nights 19-23.08, 310 000 AMD total, paid 50%', ''),
    ('not', 'Նորքի ծերանոց', '', 'Nork 16th St 2;Yerevan;;0047;Armenia', '', ''),  # M
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
        f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
        for i, (label, name, n, adr, note, extra) in enumerate(ROWS):
            style = STYLES[i % len(STYLES)]
            if n:
                fn, org = name, ''
            else:
                fn, org = name, name
                # Thunderbird keeps KIND:org on the organisation cards that came in with
                # a website or with notes in Armenian script (those came from the CardDAV sync)
                if style == 'thunderbird' and ('URL:' in extra or any('\u0530' <= c <= '\u058f' for c in note)) \
                        and 'KIND:' not in extra:
                    extra = ' || '.join(e for e in ('KIND:org', extra) if e)
            for field in (name, n, adr, note, extra):
                assert '\t' not in field and '\n' not in field, name
            assert label in ('hotel', 'not')
            assert adr == '' or adr.count(';') == 4, name
            f.write('\t'.join([f'CE{i + 1:03d}', label, style, fn, org, n, adr, note, extra]) + '\n')
    print(len(ROWS), 'rows,', sum(r[0] == 'hotel' for r in ROWS), 'hotel')


if __name__ == '__main__':
    main()
