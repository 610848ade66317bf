#!/usr/bin/env python3
"""Writes cards.tsv (and classes.tsv) for review20: a book that decides one rule — how much less a hotel
brand's name on a business's card (an organization's card with an address) should count when the card's
country is not one the brand is listed in, than when it is.
 a: real places to stay of a brand, in a country the brand really operates in today but which may be
    missing from the brand's country list (openings abroad, regional chains that expanded);
 b: not places to stay that bear a hotel brand's name (or a word of one), mostly in countries the brand
    does not operate in: pubs, bakeries, dentists, shops, tour operators, restaurants, garages, labs;
 c: controls: brand properties in the brand's home country.
Each row: (class, label, brand, here, name, adr, note, extra) — here is the writer's belief whether the
brand operates in the card's country (y / n / ? unsure); extra is ' || '-separated extra vCard lines.
No person cards (N empty). Rows are put in a fixed shuffled order (random.Random(20)) and numbered
K001…; styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed at; not = everything else. Labels fixed here, before any run, from what
each place is, never from what any build does."""
import os, random
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
UK, US, DE, IE, KR, JP = 'United Kingdom', 'USA', 'Germany', 'Ireland', 'South Korea', 'Japan'
AU, NZ, ES, IT = 'Australia', 'New Zealand', 'Spain', 'Italy'
R = [
 # --- a: brand properties in a country the brand operates in, possibly unlisted
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Frankfurt Messe', 'Europa-Allee 16;Frankfurt am Main;Hessen;60327;' + DE, 'Buchung 47113905', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn München City Ost', 'Rosenheimer Straße 70;München;Bayern;81669;' + DE, '', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Hamburg City Zentrum', 'Kurze Mühren 1;Hamburg;;20095;' + DE, '', 'URL:https://www.premierinn.com/de/de/'),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Leipzig', 'Richard-Wagner-Straße 7;Leipzig;Sachsen;04109;' + DE, '', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Düsseldorf Airport', 'Peter-Müller-Straße 20;Düsseldorf;;40468;' + DE, 'Messe, 3 Nächte', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Doha Education City', 'Al Luqta Street;Doha;;;Qatar', '', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Doha Airport', 'Airport Road;Doha;;;Qatar', 'shuttle from HIA, 1 night', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Dubai Ibn Battuta Mall', 'Sheikh Zayed Road, Jebel Ali;Dubai;;;United Arab Emirates', '', ''),
 ('a', H, 'Premier Inn', 'y', 'Premier Inn Abu Dhabi Capital Centre', 'Al Khaleej Al Arabi Street;Abu Dhabi;;;United Arab Emirates', '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Madrid Alcalá', 'Calle de Alcalá 476;Madrid;;28027;' + ES, '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Poblenou', 'Carrer de Pere IV 88;Barcelona;;08005;' + ES, '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Myeongdong Euljiro', 'Euljiro 10-gil 6;Seoul;;04544;' + KR, '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Sukhumvit 11', 'Soi Sukhumvit 11;Bangkok;;10110;Thailand', 'airport pickup booked', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Bukit Bintang', 'Jalan Imbi 7;Kuala Lumpur;;55100;Malaysia', '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Harbourfront Singapore', '15 Pasir Panjang Road;Singapore;;117439;Singapore', '', ''),
 ('a', H, 'Travelodge', 'y', 'Travelodge Dublin Rathmines', 'Lower Rathmines Road;Dublin;;D06 F2X0;' + IE, '', ''),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Frankfurt Hauptbahnhof', 'Stuttgarter Straße 2;Frankfurt am Main;;60329;' + DE, 'Frühstück inkl.', ''),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Marseille', '10 boulevard Maurice Bourdet;Marseille;;13001;France', '', ''),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Busan Station', 'Jungang-daero 133;Busan;;48821;' + KR, '', ''),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Ulaanbaatar', 'Chinggis Avenue 15;Ulaanbaatar;;14250;Mongolia', '', ''),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Cebu', 'Cardinal Rosales Avenue;Cebu City;Cebu;6000;Philippines', '', 'KIND:org'),
 ('a', H, 'Toyoko Inn', 'y', 'Toyoko Inn Phnom Penh Monivong', 'Monivong Boulevard 88;Phnom Penh;;12201;Cambodia', '', ''),
 ('a', H, 'Super 8', 'y', 'Super 8 Hotel Beijing Wangfujing', 'Wangfujing Street 88;Beijing;;100006;China', '', ''),
 ('a', H, 'Super 8', 'y', "Super 8 Xi'an Bell Tower", "Xi Dajie 22;Xi'an;Shaanxi;710002;China", '', ''),
 ('a', H, 'Super 8', 'y', 'Super 8 by Wyndham Dresden', 'Grunaer Straße 2;Dresden;Sachsen;01069;' + DE, '', ''),
 ('a', H, 'Super 8', 'y', 'Super 8 München City Nord', 'Leopoldstraße 200;München;;80804;' + DE, '', ''),
 ('a', H, 'ibis', 'y', 'ibis Tbilisi Stadium', 'Merab Kostava Street 70;Tbilisi;;0171;Georgia', '', ''),
 ('a', H, 'ibis', 'y', 'Ibis Cotonou', 'Boulevard de la Marina;Cotonou;;;Benin', '', ''),
 ('a', H, 'ibis', 'y', 'ibis Lomé Centre', 'Rue du Commerce;Lomé;;;Togo', 'conference week, 4 nights', ''),
 ('a', H, 'ibis', 'y', 'Ibis Montevideo Rambla', 'Rambla República de México 5535;Montevideo;;11400;Uruguay', '', ''),
 ('a', H, 'ibis', 'y', 'ibis Muscat', 'Al Khuwair;Muscat;;133;Oman', '', ''),
 ('a', H, 'Motel One', 'y', 'Motel One Warsaw-Chopin', 'ul. Tamka 43;Warszawa;;00-355;Poland', '', ''),
 ('a', H, 'Motel One', 'y', 'Motel One New York', '218 W 42nd St;New York;NY;10036;' + US, '', 'URL:https://www.motel-one.com'),
 ('a', H, 'Motel One', 'y', 'Motel One Copenhagen', 'Vester Voldgade 11;København;;1552;Denmark', '', ''),
 ('a', H, 'citizenM', 'y', 'citizenM New York Times Square', '218 W 50th St;New York;NY;10019;' + US, '', ''),
 ('a', H, 'citizenM', 'y', 'citizenM Washington DC Capitol', '550 School St SW;Washington;DC;20024;' + US, 'conf 88213407', ''),
 ('a', H, 'citizenM', 'y', 'citizenM Boston North Station', '70 Causeway St;Boston;MA;02114;' + US, '', ''),
 ('a', H, 'citizenM', 'y', 'citizenM Kuala Lumpur Bukit Bintang', 'Jalan Pudu 66;Kuala Lumpur;;55100;Malaysia', '', ''),
 ('a', H, 'citizenM', 'y', 'citizenM Taipei North Gate', 'Zhonghua Road Section 1, No. 3;Taipei;;100;Taiwan', '', ''),
 ('a', H, 'Meininger', 'y', 'Meininger Roma Termini', 'Via Marsala 80;Roma;RM;00185;' + IT, '', ''),
 ('a', H, 'Meininger', 'y', 'Meininger Lyon Centre Berthelot', '25 avenue Berthelot;Lyon;;69007;France', '', 'EMAIL;TYPE=INTERNET:welcome.lyon@meininger-hotels.com'),
 ('a', H, 'Meininger', 'y', 'Meininger Budapest Great Market Hall', 'Fővám tér 2;Budapest;;1093;Hungary', '', ''),
 ('a', H, 'Moxy', 'y', 'Moxy Osaka Shin Umeda', 'Oyodonaka 2-2-1;Kita-ku;Osaka;531-0076;' + JP, '', ''),
 ('a', H, 'Moxy', 'y', 'Moxy Osaka Honmachi', 'Minamihonmachi 2-2-9;Chuo-ku;Osaka;541-0054;' + JP, '', ''),
 ('a', H, 'Moxy', 'y', 'Moxy Kyoto Nijo', 'Aburanokoji-dori 360;Nakagyo-ku;Kyoto;604-8305;' + JP, 'check-in 15:00', ''),
 ('a', H, 'Dormy Inn', 'y', 'Dormy Inn Seoul Gangnam', 'Bongeunsa-ro 134;Seoul;;06120;' + KR, '', ''),
 ('a', H, 'OYO', 'y', 'OYO Hotel Houston Hobby Airport', '8611 Gulf Freeway;Houston;TX;77017;' + US, '', ''),
 ('a', H, 'OYO', 'y', 'OYO Flagship Blackpool Central', '132 Central Drive;Blackpool;;FY1 5ED;' + UK, '', ''),
 ('a', H, 'Scandic', 'y', 'Scandic Hamburg Emporio', 'Dammtorwall 19;Hamburg;;20355;' + DE, '', ''),
 ('a', H, 'Scandic', 'y', 'Scandic Gdańsk', 'ul. Podwale Grodzkie 9;Gdańsk;;80-895;Poland', '', 'KIND:org'),
 ('a', H, 'Zleep', 'y', 'Zleep Hotel Madrid Airport', 'Avenida de Logroño 305;Madrid;;28042;' + ES, 'early flight, 1 night', ''),
 ('a', H, 'Comfort', 'y', 'Comfort Hotel Tokyo Higashi Nihombashi', 'Nihonbashi-Bakurocho 1-10-11;Chuo-ku;Tokyo;103-0002;' + JP, '', ''),
 ('a', H, 'Lotte Hotels', 'y', 'Lotte City Hotel Tashkent Palace', 'Buyuk Turon Street 56;Tashkent;;100029;Uzbekistan', '', ''),
 ('a', H, 'Lotte Hotels', 'y', 'Lotte Hotel Seattle', '809 Fifth Avenue;Seattle;WA;98104;' + US, '', ''),
 ('a', H, 'Hotel Gracery', 'y', 'Hotel Gracery Seoul', 'Namdaemun-ro 9-gil 12;Seoul;;04523;' + KR, '', ''),
 # --- c: controls, brand properties at home
 ('c', H, 'Premier Inn', 'y', "Premier Inn London King's Cross", '26-30 York Way;London;;N1 9AA;' + UK, 'PI booking 2214770', ''),
 ('c', H, 'Premier Inn', 'y', 'Premier Inn Bath City Centre', 'Westgate Buildings;Bath;;BA1 1EB;' + UK, '', ''),
 ('c', H, 'Travelodge', 'y', 'Travelodge Cambridge Central', 'Clifton Way;Cambridge;;CB1 7DY;' + UK, '', ''),
 ('c', H, 'Travelodge', 'y', 'Travelodge Manchester Ancoats', 'Great Ancoats Street;Manchester;;M4 5AD;' + UK, '', ''),
 ('c', H, 'Red Lion Hotels', 'y', 'Red Lion Hotel Pendleton', '304 SE Nye Ave;Pendleton;OR;97801;' + US, 'Round-Up week', ''),
 ('c', H, 'Red Lion Hotels', 'y', 'Red Lion Hotel Port Angeles Harbor', '221 N Lincoln St;Port Angeles;WA;98362;' + US, '', ''),
 ('c', H, 'Red Lion Hotels', 'y', 'Red Lion Hotel Boise Downtowner', '1800 W Fairview Ave;Boise;ID;83702;' + US, '', ''),
 ('c', H, 'Motel One', 'y', 'Motel One Köln-Neumarkt', 'Cäcilienstraße 32;Köln;;50667;' + DE, '', ''),
 ('c', H, 'Meininger', 'y', 'Meininger Berlin Hauptbahnhof', 'Ella-Trebe-Straße 9;Berlin;;10557;' + DE, '', ''),
 ('c', H, 'Toyoko Inn', 'y', 'Toyoko Inn Hakata-guchi Ekimae', 'Hakata-ekimae 1-15-5;Fukuoka;;812-0011;' + JP, '', ''),
 ('c', H, 'Dormy Inn', 'y', 'Dormy Inn Kanazawa', 'Horikawa-shinmachi 2-25;Kanazawa;Ishikawa;920-0849;' + JP, '', ''),
 ('c', H, 'Super 8', 'y', 'Super 8 Barstow', '170 Coolwater Lane;Barstow;CA;92311;' + US, '', ''),
 ('c', H, 'citizenM', 'y', 'citizenM Amsterdam South', 'Prinses Irenestraat 30;Amsterdam;;1077 WX;Netherlands', '', ''),
 ('c', H, 'ibis', 'y', 'Ibis Bordeaux Centre Gare', '28 rue de Tauzia;Bordeaux;;33800;France', '', ''),
 ('c', H, 'OYO', 'y', 'OYO Flagship Koramangala', '80 Feet Road, 4th Block;Bengaluru;Karnataka;560034;India', '', ''),
 # --- b: not places to stay bearing a brand's name (or a word of one)
 ('b', N, 'Red Lion Hotels', 'n', 'The Red Lion Barnes', '2 Castelnau;London;;SW13 9RU;' + UK, 'table for 6, Sunday 1pm', ''),
 ('b', N, 'Red Lion Hotels', 'n', 'Red Lion Fish Bar', '41 Wellington Road South;Stockport;;SK1 3RX;' + UK, '', ''),
 ('b', N, 'Red Lion Hotels', 'n', 'Red Lion Garage Ltd', 'Mill Lane;Ashbourne;Derbyshire;DE6 1NB;' + UK, 'MOT Thursday 9am, drop keys', ''),
 ('b', N, 'Red Lion Hotels', 'n', 'Red Lion British Pub Kichijoji', 'Kichijoji Honcho 1-10-8;Musashino;Tokyo;180-0004;' + JP, '', ''),
 ('b', N, 'Crown (Crown Resorts)', 'n', 'The Crown Bar Belfast', '46 Great Victoria Street;Belfast;;BT2 7BA;' + UK, '', ''),
 ('b', N, 'Crown (Crown Resorts)', 'n', 'The Crown Amersham', 'High Street;Amersham;Buckinghamshire;HP7 0DH;' + UK, 'quiz night Tuesdays', ''),
 ('b', N, 'Crown (Crown Resorts)', 'n', 'Crown Dental Clinic Sapporo', 'Kita 3-jo Nishi 4-chome;Sapporo;Hokkaido;060-0003;' + JP, '予約 10:30', ''),
 ('b', N, 'Crown (Crown Resorts)', 'n', 'Crown National Durban', '12 Jacobs Road;Durban;KwaZulu-Natal;4052;South Africa', 'order 7741, collect Friday', ''),
 ('b', N, 'none', '-', 'The Royal Oak Wineham', 'Wineham Lane;Wineham;West Sussex;BN5 9AY;' + UK, '', ''),
 ('b', N, 'none', '-', 'The Swan Bar Aungier Street', '58 Aungier Street;Dublin;;D02 CX93;' + IE, '', ''),
 ('b', N, 'none', '-', 'The Plough Great Munden', 'Great Munden;Ware;Hertfordshire;SG11 1JH;' + UK, 'Sunday roast booked', ''),
 ('b', N, 'Hilton', 'y', "Hilton's Family Bakery Ballarat", '18 Sturt Street;Ballarat;VIC;3350;' + AU, 'birthday cake pick-up Sat 10am', ''),
 ('b', N, 'Sheraton', '?', 'Sheraton Dental Galway', 'Eyre Square 14;Galway;;H91 X2C4;' + IE, 'hygienist 3 May 14:15', ''),
 ('b', N, 'Delta Hotels', 'n', 'Delta Mokoro Excursions Maun', 'Mathiba I Road;Maun;North-West;;Botswana', 'mokoro day trip, pay cash', ''),
 ('b', N, 'Marriott', '?', 'Marriott Lane Dental', '5 Marriott Lane;Hamilton;Waikato;3204;' + NZ, '', ''),
 ('b', N, 'Regent Hotels', 'n', 'Regent Street Dental Cheltenham', '12 Regent Street;Cheltenham;Gloucestershire;GL50 1HE;' + UK, 'check-up 4 Feb 9:20', ''),
 ('b', N, 'Ritz-Carlton', 'n', 'Ritz Dry Cleaners Ikoyi', '14 Awolowo Road;Lagos;Lagos;101233;Nigeria', 'suit ready Thursday', ''),
 ('b', N, 'Ritz-Carlton', 'n', 'Lanchonete Ritz Savassi', 'Rua Pernambuco 1000;Belo Horizonte;MG;30130-151;Brazil', '', ''),
 ('b', N, 'Westin', 'y', 'Westin Building Exchange', '2001 Sixth Avenue;Seattle;WA;98121;' + US, 'rack access, badge at security desk', ''),
 ('b', N, 'Park Plaza', 'n', 'Park Plaza Pharmacy Winnipeg', '1485 Portage Avenue;Winnipeg;MB;R3G 0W4;Canada', 'refill ready', ''),
 ('b', N, 'Comfort (Choice)', 'y', 'Comfort Dental Littleton', '8031 S Wadsworth Blvd;Littleton;CO;80128;' + US, '', ''),
 ('b', N, 'Quality (Choice)', 'y', 'Quality Meats Midtown', '57 W 58th St;New York;NY;10019;' + US, 'dinner 8pm, 4 people', ''),
 ('b', N, 'Sonder', 'n', 'Sonder Möbelwerkstatt Berlin', 'Oranienstraße 25;Berlin;;10999;' + DE, '', 'URL:https://sonder-moebel.de'),
 ('b', N, 'Mercure', 'y', 'Ferramenta Mercure', 'Via Roma 41;Lecce;LE;73100;' + IT, '', ''),
 ('b', N, 'Premier Inn', 'n', 'Premier Motors Nairobi', 'Mombasa Road;Nairobi;;00100;Kenya', 'service booked, collect 5pm', ''),
 ('b', N, 'Premier Inn', 'n', 'Premier Auto Repairs Auckland', '22 Great South Road;Auckland;;1051;' + NZ, '', ''),
 ('b', N, 'Premier Inn', 'n', 'Refaccionaria Premier Puebla', 'Boulevard Hermanos Serdán 510;Puebla;Puebla;72100;Mexico', '', ''),
 ('b', N, 'Premier Inn', 'n', 'Premier FMCG Isando', '1 Sixteenth Road;Kempton Park;Gauteng;1619;South Africa', '', ''),
 ('b', N, 'Premier Inn', 'n', 'Taller Premier Motor Valencia', 'Carrer de Sant Vicent Màrtir 210;València;;46007;' + ES, 'ITV revisión, recoger 18h', ''),
 ('b', N, 'Super 8', 'n', 'Super 8 Film Transfer Manchester', 'Unit 4, Hulme Hall Road;Manchester;;M15 4LY;' + UK, 'reels dropped off, ready in 2 weeks', ''),
 ('b', N, 'Mantra', 'n', 'Mantra Yoga Studio Bristol', '88 Gloucester Road;Bristol;;BS7 8BN;' + UK, '', ''),
 ('b', N, 'Peninsula', 'n', 'Peninsula Pharmacy Mornington', '120 Main Street;Mornington;VIC;3931;' + AU, '', ''),
 ('b', N, 'Quest Apartment Hotels', 'n', 'Quest Diagnostics Patient Service Center', '1200 Main St;Dallas;TX;75202;' + US, 'fasting blood draw 8am', ''),
 ('b', N, 'Rosewood', 'n', 'Rosewood Dental Care Cork', 'Douglas Road;Cork;;T12 YX83;' + IE, '', ''),
 ('b', N, 'Four Seasons', 'n', 'Four Seasons Florist Galway', 'Shop Street 9;Galway;;H91 E2W3;' + IE, 'wreath order, pick-up Fri', ''),
 ('b', N, 'Shangri-La', 'n', 'Shangri-La Takeaway Cork', 'Washington Street 33;Cork;;T12 K8C3;' + IE, '', ''),
 ('b', N, 'Shangri-La', 'n', 'China-Restaurant Shangri-La Bielefeld', 'Niederwall 20;Bielefeld;;33602;' + DE, 'Tisch 19 Uhr', ''),
 ('b', N, 'Taj', 'n', 'Taj Tandoori Limerick', "O'Connell Street 60;Limerick;;V94 T2D4;" + IE, '', ''),
 ('b', N, 'Taj', 'n', 'Taj Indisches Restaurant Freiburg', 'Kaiser-Joseph-Straße 250;Freiburg im Breisgau;;79098;' + DE, '', ''),
 ('b', N, 'Peppers', 'n', 'Peppers Pizza Kilkenny', 'High Street 40;Kilkenny;;R95 HX02;' + IE, '', ''),
 ('b', N, 'Conrad', 'n', 'Malerbetrieb Conrad Stuttgart', 'Hauptstätter Straße 88;Stuttgart;;70178;' + DE, 'Angebot Wohnzimmer, Termin Mo 8 Uhr', ''),
 ('b', N, 'Lotte Hotels', 'n', 'Café Lotte Münster', 'Prinzipalmarkt 12;Münster;;48143;' + DE, '', ''),
 ('b', N, 'Pullman', '?', 'Pullman General Belgrano', 'Terminal de Ómnibus Retiro, Boletería 31;Buenos Aires;;C1104;Argentina', 'pasajes a Mar del Plata', ''),
 ('b', N, 'Raffles', 'n', 'Raffles College of Design Sydney', '99 Mount Street;North Sydney;NSW;2060;' + AU, 'open day Sat 10am', ''),
 ('b', N, 'Aman', 'n', 'Aman Jewellers Southall', '45 The Broadway;Southall;;UB1 1JY;' + UK, 'ring resized, collect Sat', ''),
 ('b', N, 'APA Hotels', 'n', 'APA Group Brisbane', '180 Ann Street;Brisbane;QLD;4000;' + AU, '', 'KIND:org'),
 ('b', N, 'Hoshino Resorts', 'n', 'Hoshino Coffee Plaza Singapura', '68 Orchard Road;Singapore;;238839;Singapore', '', ''),
 ('b', N, 'OYO', 'n', 'Oyo Motor Parts Ibadan', 'Ring Road;Ibadan;Oyo;200273;Nigeria', '', ''),
 ('b', N, 'Aloft', 'n', 'Aloft Drone Services Christchurch', '14 Montreal Street;Christchurch;;8011;' + NZ, 'survey quote', ''),
 ('b', N, 'Canopy by Hilton', 'n', 'Canopy Arborists Wellington', '7 Hutt Road;Wellington;;6012;' + NZ, '', ''),
 ('b', N, 'Leonardo Hotels', 'n', "Leonardo's Pizza Brisbane", '250 Given Terrace;Paddington;QLD;4064;' + AU, '', ''),
 ('b', N, 'Oaks Hotels', 'n', 'The Oaks Dental Practice Sale', '3 School Road;Sale;Cheshire;M33 7XY;' + UK, '', ''),
 ('b', N, 'Crown (Crown Resorts)', 'n', 'Crown Bakery Indiranagar', '100 Feet Road;Bengaluru;Karnataka;560038;India', '', ''),
]
rows = list(R)
random.Random(20).shuffle(rows)
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f, \
     open(os.path.join(here, 'classes.tsv'), 'w', encoding='utf-8') as c:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    c.write('id\tclass\tbrand\tbrand_in_country\tlabel\n')
    for i, (cls, label, brand, inc, name, adr, note, extra) in enumerate(rows, 1):
        cid = f'K{i:03d}'
        style = styles[(i - 1) % 5]
        f.write('\t'.join([cid, label, style, name, name, '', adr, note, extra]) + '\n')
        c.write(f'{cid}\t{cls}\t{brand}\t{inc}\t{label}\n')
from collections import Counter
print(len(rows), Counter(r[0] for r in rows), Counter(r[1] for r in rows), sum(not r[6] for r in rows), 'without NOTE')
