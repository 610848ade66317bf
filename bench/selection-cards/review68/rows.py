#!/usr/bin/env python3
"""Writes cards.tsv for review68: one realistic address book of a Kathmandu-based Newar family - Bikash Shrestha, a
hydropower engineer with a Kathmandu consultancy (Himal Hydro Consult), travelling for work to project sites
(Upper Tamakoshi, Arun-3, a transmission line in Rupandehi), to Pokhara, Delhi, Bengaluru and Thimphu; Sunita, who
works at a bank and plans the family's holidays (Pokhara, Chitwan, Bandipur, Nagarkot, Lumbini, Bhutan, Darjeeling
and Sikkim); their son Aarav, a hotel-management student who treks (Everest Base Camp, Poon Hill and Annapurna Base
Camp, the Annapurna Circuit) and rafts; their daughter Prerana at school; and Bikash's parents' pilgrimages
(Muktinath, Varanasi, Haridwar, Janakpur, Kailash Mansarovar through Kerung, Lhasa and Darchen) - and the home
contacts around them. The book's own traps: "hotel" meaning an eatery (Hotel Saravana Bhavan, a Mugling
"होटल ... भान्छा"), a bhojanalaya, restaurants and a concert hall named Ghar, Griha, House, a party palace, a bar
called House of Music, a hotel-management college, a pet hotel, care homes (a Bridhashram and a Sewa Sadan), a
housing developer called Civil Homes, a travel agency named Shangri-La and the office of a lodge company, family
and given names that are hotel brands or lodging words (Oberoi, Lalit, Lodge), hotel staff and hosts whose ORG is
their place, a landlady's own card, a sleeper train, a night sleeper bus, a lake boat, a hot spring and a massage
visited by day. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A
person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, dorm bunk, cottage, villa, safari tent or tent pitch at for the night
(hotels, resorts, lodges and teahouses, guest houses, hostels, homestays, a short-let flat, a dharmashala and an
atithi griha/sadan that let beds, a monastery that lets dorm beds, campsites); not = everything else, including
hotel staff's, hosts' and a landlady's personal cards, restaurants, bhojanalaya, bars, a party palace, care homes, a
pet hotel, a lodge company's office, a sleeper train and bus, a boat, spas and a hot spring visited by day.
Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
KTM = ';Kathmandu;Bagmati;44600;Nepal'
LTP = ';Lalitpur;Bagmati;44700;Nepal'
NAMCHE = 'Namche Bazaar;Khumbu Pasanglhamu;Koshi;56000;Nepal'
PKR = ';Pokhara;Gandaki;33700;Nepal'
C = [
 # --- Kathmandu valley: guests, relatives, business, a night out
 (H, 'The Soaltee Kathmandu', '', 'Tahachal' + KTM, 'Druk Green Power team 3 nights (12-15 Mangsir), room block 6, ref SK-55812', 'URL:https://www.thesoaltee.com'),
 (H, 'Baber Mahal Vilas', '', 'Baber Mahal' + KTM, 'anniversary, 1 raat, Chez Caroline dinner included, check-in 2 PM', ''),
 (H, 'Aloft Kathmandu Thamel', '', 'Chaksibari Marg, Thamel' + KTM, '', ''),
 (H, 'Hyatt Regency Kathmandu', '', 'Taragaon, Boudha' + KTM, 'Vikram ji (NHPC) 2 nights, airport pickup arranged', ''),
 (H, 'Tibet Guest House', '', 'Chhetrapati' + KTM, '', ''),
 (H, 'Alobar1000', '', 'Chaksibari Marg, Thamel' + KTM, "Emma's hostel, 3 nights in the 8-bed dorm, she pays there", ''),
 (H, 'Summit Hotel', '', 'Kupondole Height' + LTP, 'Dil mama ra maiju Darjeeling bata, 4 raat, room 212, nasta sahit', ''),
 (H, 'Kantipur Temple House', '', 'Jyatha, Thamel' + KTM, '', ''),
 (H, 'Jhamsikhel Studio', '', 'Jhamsikhel Marg' + LTP, 'Emma 2nd week, Airbnb HMX4Q8RT, self check-in 3 PM, door code 2081', ''),
 (H, 'Shiva Guest House', '', 'Durbar Square;Bhaktapur;Bagmati;44800;Nepal', 'कोरियन साथीहरू १ रात, बिहानको खाना सहित, कोठा ३ वटा', ''),
 (H, 'Newa Chen', '', 'Kulimha, Kobahal' + LTP, 'Patan heritage house, 2 nights for Pema sir, courtyard room', ''),
 (H, 'Club Himalaya', '', 'Nagarkot;Bhaktapur;Bagmati;44800;Nepal', 'sunrise herna, 1 raat, check-in 2 baje, bhada Rs 9,500', ''),
 (H, 'Dhulikhel Mountain Resort', '', 'Araniko Highway;Dhulikhel;Bagmati;45200;Nepal', 'office offsite 1 night, twin sharing', ''),
 (H, 'Gokarna Forest Resort', '', 'Gokarneshwar' + KTM, 'office retreat 2 din 1 raat, golf Saturday 7 AM', ''),
 (H, 'Hotel Shanker', '', 'Lazimpat' + KTM, '', ''),
 # --- Everest Base Camp trek (Aarav, Bikash; Aama-Buwa's short Everest view trek)
 (H, 'Paradise Lodge', '', 'Chaurikharka;Lukla;Koshi;56000;Nepal', '', ''),
 (H, 'नमस्ते लज', '', 'फाक्डिङ;खुम्बु पासाङल्हामु;कोशी;56000;नेपाल', 'पहिलो रात, तातो पानी रु ३००, चार्ज रु २००', ''),
 (H, 'Khumbu Lodge', '', NAMCHE, '2 raat acclimatization, room 7, wifi card Rs 500, Ang Dorje dai lai advance Rs 3000 pathayeko', ''),
 (H, 'Hotel Camp de Base', '', NAMCHE, '', ''),
 (H, 'Yeti Mountain Home Namche', '', NAMCHE, 'Aama-Buwa lai, Everest view trek 2 nights, heated blankets', ''),
 (H, 'Hotel Everest View', '', 'Syangboche;Khumbu Pasanglhamu;Koshi;56000;Nepal', '', ''),
 (H, 'Trekkers Inn Tengboche', '', 'Tengboche;Khumbu Pasanglhamu;Koshi;56000;Nepal', '', ''),
 (H, 'Snow Lion Lodge', '', 'Dingboche;Khumbu Pasanglhamu;Koshi;56000;Nepal', '2 nights, hot shower Rs 600, charging Rs 300/hr', ''),
 (H, 'Oxygen Altitude Home', '', 'Lobuche;Khumbu Pasanglhamu;Koshi;56000;Nepal', '1 raat, Gorakshep bhanda nyano', ''),
 (H, 'Buddha Lodge', '', 'Gorak Shep;Khumbu Pasanglhamu;Koshi;56000;Nepal', '', ''),
 # --- Annapurna: Poon Hill and ABC, the Circuit, the grandparents' Muktinath
 (H, 'Sunny Hotel Ghorepani', '', 'Ghorepani;Annapurna;Gandaki;33200;Nepal', '', ''),
 (H, 'Hotel Grand View Tadapani', '', 'Tadapani;Annapurna;Gandaki;33700;Nepal', '1 raat Poon Hill pachhi, dal bhat Rs 650', ''),
 (H, 'Gurung Cottage', '', 'Ghandruk;Annapurna;Gandaki;33700;Nepal', 'Kamala didi, 2 raat, mountain view room', ''),
 (H, 'Excellent View Top Lodge', '', 'Chhomrong;Annapurna;Gandaki;33700;Nepal', '', ''),
 (H, 'Himalaya Hotel', '', 'Himalaya, ABC trail;Annapurna;Gandaki;33700;Nepal', 'ABC ko bato, dorm bed, Chhomrong checkpost bata book garne', ''),
 (H, 'Annapurna Sanctuary Lodge', '', 'Annapurna Base Camp;Annapurna;Gandaki;33700;Nepal', 'dorm, 4:30 uthne, sunrise', ''),
 (H, 'होटल तिलिचो', '', 'मनाङ;मनाङ ङिस्याङ;गण्डकी;33500;नेपाल', '२ रात acclimatization, गंगापूर्ण ताल हाइक', ''),
 (H, 'Thorong Phedi Base Camp Lodge', '', 'Thorong Phedi;Manang Ngisyang;Gandaki;33500;Nepal', '', ''),
 (H, 'Hotel Bob Marley', '', 'Ranipauwa, Muktinath;Barhagaun Muktikshetra;Gandaki;33100;Nepal', '1 night after Thorong La, bakery downstairs', ''),
 (H, 'मुक्तिनाथ धर्मशाला', '', 'रानीपौवा;बाह्रगाउँ मुक्तिक्षेत्र;गण्डकी;33100;नेपाल', 'आमा बुवा, २ रात, दान रु १०००, चिसो हुन्छ कम्बल लैजाने', ''),
 (H, 'Neeru Guest House', '', 'Marpha;Gharapjhong;Gandaki;33100;Nepal', '1 night, apple brandy!', ''),
 (H, "Om's Home", '', 'Jomsom;Gharapjhong;Gandaki;33100;Nepal', 'flight cancel bhayo, extra 1 night, Tara Air bholi 7:00', ''),
 # --- Pokhara
 (H, 'Temple Tree Resort & Spa', '', 'Gaurighat, Lakeside' + PKR, 'Tihar 2 nights, pool, breakfast incl.', ''),
 (H, 'Fish Tail Lodge', '', 'Lakeside-6' + PKR, 'dunga bata jane, 2 nights, booking FTL-20931', 'URL:https://www.fishtail-lodge.com'),
 (H, 'The Pavilions Himalayas', '', 'Chisapani, Nirmalpokhari' + PKR, 'villa 2 nights, farm tour, 50% advance paid', 'EMAIL:reservations@pavilionshimalayas.com'),
 (H, 'Hotel Barahi', '', 'Lakeside' + PKR, '', ''),
 (H, 'Pokhara Grande', '', 'Pardi Bazaar' + PKR, 'NEA workshop, 2 raat, company paid', ''),
 (H, 'Tiger Mountain Pokhara Lodge', '', 'Lekhnath-28, Kalimati' + PKR, '', ''),
 (H, 'Lakeside Holiday Apartment', '', 'Baidam Road, Lakeside' + PKR, 'Sita didi ko flat, Dashain 4 raat, advance Rs 5000 eSewa, chabi tala pasal ma', ''),
 (H, 'Zostel Pokhara', '', 'Lakeside Road' + PKR, 'Aarav + saathi, 6-bed dorm, 2 nights', ''),
 # --- Chitwan and Nawalpur
 (H, 'Barahi Jungle Lodge', '', 'Andrauli, Meghauli;Bharatpur;Bagmati;44200;Nepal', "Buwa ko 70 barsa, 2 raat, jungle walk 6:30 AM", 'EMAIL:reservation@barahijunglelodge.com'),
 (H, 'Meghauli Serai', '', 'Meghauli;Bharatpur;Bagmati;44200;Nepal', '', ''),
 (H, 'Green Park Chitwan', '', 'Sauraha;Ratnanagar;Bagmati;44204;Nepal', 'Prerana school tour, 2 nights, Rs 4,500 per student', ''),
 (H, 'Kasara Resort', '', 'Patihani;Bharatpur;Bagmati;44200;Nepal', 'canoe + elephant breeding centre, 2 nights', ''),
 (H, 'Barauli Community Homestay', '', 'Barauli;Madhyabindu;Gandaki;33000;Nepal', 'Tharu khana, 1 raat, Rs 1500 per person, Sushila didi', ''),
 # --- Lumbini, Bandipur, Tansen, Syangja, Janakpur, Ilam, Bardiya, Rara
 (H, 'Buddha Maya Garden', '', 'Lumbini Sacred Garden;Lumbini Sanskritik;Lumbini;32914;Nepal', '2 nights, Buddha Jayanti, AC room', ''),
 (H, 'Korean Temple (Dae Sung Shakya Sa)', '', 'Monastic Zone;Lumbini Sanskritik;Lumbini;32914;Nepal', 'dorm bed Rs 500 with meals, 1 raat, 4 AM prayer', ''),
 (H, 'The Old Inn', '', 'Bandipur Bazaar;Bandipur;Gandaki;33904;Nepal', '1 night, Newari ghar, breakfast included', ''),
 (H, 'Gaun Ghar', '', 'Bandipur Bazaar;Bandipur;Gandaki;33904;Nepal', 'Sarita didi ko family, 1 raat, 2 kotha', ''),
 (H, 'Hotel Srinagar', '', 'Srinagar Danda;Tansen;Lumbini;32500;Nepal', '', ''),
 (H, 'सिरुबारी होमस्टे', '', 'सिरुबारी;पञ्चमूल;गण्डकी;33800;नेपाल', 'सांस्कृतिक कार्यक्रम, २ रात, प्रति व्यक्ति रु २०००', ''),
 (H, 'जानकी अतिथि सदन', '', 'जानकी मन्दिर नजिक;जनकपुरधाम;मधेश;45600;नेपाल', 'विवाह पञ्चमी, ३ रात, कोठा नं. ५', ''),
 (H, 'Kanchenjunga Tea Estate & Homestay', '', 'Fikkal;Suryodaya;Koshi;57300;Nepal', '2 nights, tea tasting included', ''),
 (H, 'Bardia Jungle Cottage', '', 'Thakurdwara;Bardiya;Lumbini;21800;Nepal', '', ''),
 (H, 'Rara Lake Campsite', '', 'Rara National Park;Chhayanath Rara;Karnali;21200;Nepal', 'tent pitch 2 raat, Talcha flight, NP fee Rs 1500 each', ''),
 # --- Bikash's work: project sites and a rafting offsite
 (H, 'माथिल्लो तामाकोशी अतिथि गृह', '', 'लामाबगर;बिगु;बागमती;45500;नेपाल', 'site visit 3 raat, NEA letter chahinchha, khana canteen ma', ''),
 (H, 'Hotel Kalinchowk', '', 'Charikot Bazaar;Bhimeshwar;Bagmati;45500;Nepal', 'Tamakoshi jada, 1 raat', ''),
 (H, 'Hotel Makalu', '', 'Khandbari Bazaar;Khandbari;Koshi;56900;Nepal', 'Arun-3 visit, 2 raat', ''),
 (H, 'Hotel Da Flamingo', '', 'Bank Road;Siddharthanagar;Lumbini;32900;Nepal', 'Butwal-Gorusinghe line survey, 3 nights, invoice to HHC', ''),
 (H, 'The Last Resort', '', 'Bhotekoshi;Bhotekoshi;Bagmati;45300;Nepal', 'Aarav bungy + canyoning, safari tent 1 night', ''),
 (H, 'Royal Beach Camp', '', 'Fishling;Benighat Rorang;Bagmati;45100;Nepal', 'rafting 2 din 1 raat, tent camp, office picnic', ''),
 # --- India
 (H, 'The Lalit New Delhi', '', 'Barakhamba Avenue, Connaught Place;New Delhi;Delhi;110001;India', 'CEA meeting 2 nights, room 1114', ''),
 (H, 'ITC Maurya', '', 'Sardar Patel Marg, Diplomatic Enclave;New Delhi;Delhi;110021;India', 'NHPC team lunch at Bukhara 1 PM', ''),
 (H, 'Ginger New Delhi Railway Station', '', 'Ajmeri Gate, Paharganj;New Delhi;Delhi;110002;India', 'late train, 1 night, check-in 12 noon', ''),
 (H, 'Ganpati Guest House', '', 'Meer Ghat;Varanasi;Uttar Pradesh;221001;India', 'Aama-Buwa ko Kashi yatra, 3 nights, Ganga facing room', ''),
 (H, 'श्री गुजराती धर्मशाला', '', 'अपर रोड;हरिद्वार;उत्तराखण्ड;249401;भारत', 'आमा बुवा, २ रात, भाडा रु ६००/रात', ''),
 (H, 'Dekeling Hotel', '', 'Gandhi Road;Darjeeling;West Bengal;734101;India', 'Dil mama bhetna, 2 nights, high tea included', ''),
 (H, 'Mayfair Spa Resort & Casino', '', 'Lower Samdur Block;Gangtok;Sikkim;737102;India', '', ''),
 (H, 'Lemon Tree Premier Ulsoor Lake', '', 'Kensington Road, Halasuru;Bengaluru;Karnataka;560008;India', 'IISc workshop 3 nights', ''),
 # --- Bhutan
 (H, 'Taj Tashi', '', 'Samten Lam;Thimphu;;11001;Bhutan', 'DGPC meeting, 2 nights, SDF paid by host', ''),
 (H, 'Hotel Druk', '', 'Norzin Lam;Thimphu;;11001;Bhutan', '2 nights, Thimphu Tshechu', ''),
 (H, 'Zhiwa Ling Heritage', '', 'Satsam Chorten;Paro;;12001;Bhutan', "2 nights, family trip, Tiger's Nest next morning 7 AM", ''),
 (H, 'Dhensa Boutique Resort', '', 'Nobgang;Punakha;;13001;Bhutan', '', ''),
 (H, 'Dorji Farmhouse Homestay', '', 'Shaba;Paro;;12001;Bhutan', 'hot stone bath, 1 night, Nu 2500 per person', ''),
 # --- Tibet: Kailash Mansarovar yatra
 (H, '八朗学旅馆', '', '北京东路8号;拉萨;西藏;850000;中国', 'Banak Shol, 2 nights, Lhasa acclimatization', ''),
 (H, '拉萨香格里拉大酒店', '', '罗布林卡路19号;拉萨;西藏;850000;中国', '', ''),
 (H, 'The St. Regis Lhasa Resort', '', '22 Jiangsu Road;Lhasa;Tibet;850000;China', 'Kailash yatra group, last night', ''),
 (H, '吉隆吉祥宾馆', '', '吉隆镇;吉隆县;西藏;858700;中国', 'Kerung border, 1 night, group visa copy', ''),
 (H, 'དར་ཆེན་མགྲོན་ཁང་', '', 'Darchen;Burang;Tibet;859500;China', 'Kailash kora start, 1 night, dorm 4 bed', ''),
]
P = [
 # family and household
 (N, 'Aama', ';Aama;;;', 'Taumadhi Tole;Bhaktapur;Bagmati;44800;Nepal', 'BP ko aushadhi, Mangalbar Grande ma checkup 10 baje', ''),
 (N, 'Buwa', ';Buwa;;;', 'Taumadhi Tole;Bhaktapur;Bagmati;44800;Nepal', 'पेन्सन बिहीबार, कपाल काट्ने शनिबार', ''),
 (N, 'Sunita Shrestha', 'Shrestha;Sunita;;;', '', 'office 9-5, Teendhara branch', 'ORG:Nabil Bank Ltd.'),
 (N, 'Aarav Shrestha', 'Shrestha;Aarav;;;', '', 'EBC Kartik ma, TIMS + permit done', 'ORG:Nepal Academy of Tourism and Hotel Management'),
 (N, 'Prerana Shrestha', 'Shrestha;Prerana;;;', '', 'class 9, swimming Wed 4 PM', ''),
 (N, 'Dil Mama (Darjeeling)', 'Rai;Dil Kumar;;;', 'Ladenla Road;Darjeeling;West Bengal;734101;India', 'mama ghar, Dashain tika, fruit cake', ''),
 (N, 'Sarita Didi', 'Joshi;Sarita;;;', 'Nayabazar' + PKR, 'Pokhara, Sita didi ko flat milaidiyeko', ''),
 (N, 'Lalit Jha', 'Jha;Lalit;;;', 'Ramanand Chowk;Janakpurdham;Madhesh;45600;Nepal', 'bhinaju, Chhath ma aaune, Janakpur', ''),
 (N, 'Sanima', ';Sanima;;;', 'Gaushala, Pashupati' + KTM, 'Sanibar bhetna, falful lagne', ''),
 (N, 'Kanchhi Didi', ';Kanchhi;;;', '', 'bihana 6-10, talab 5 gate', ''),
 (N, 'Ram Dai Taxi', ';Ram;;;', '', 'airport drop Rs 800, 5 AM OK', ''),
 (N, 'Hari Plumber', ';Hari;;;', '', 'bathroom ko dhara, Rs 1500', ''),
 (N, 'Pasang Sherpa', 'Sherpa;Pasang;;;', '', 'EBC guide, Rs 3500/day, Lukla bata', 'TITLE:trekking guide'),
 (N, 'Emma Lodge', 'Lodge;Emma;;;', '', 'UK friend, arrives 12 Oct QR650, Alobar 3 nights then Airbnb', ''),
 # colleagues and clients
 (N, 'Rabindra Maharjan', 'Maharjan;Rabindra;;;', '', 'report due Friday, board meeting 11 AM', 'ORG:Himal Hydro Consult Pvt. Ltd. || TITLE:Managing Director'),
 (N, 'Kumar Pandey', 'Pandey;Kumar;;;', '', 'Tamakoshi site pass, letter ready Sunday', 'ORG:Nepal Electricity Authority'),
 (N, 'Pema Wangchuk', 'Wangchuk;Pema;;;', '', 'Punatsangchhu review, WhatsApp +975', 'ORG:Druk Green Power Corporation || TITLE:Executive Engineer'),
 (N, 'Vikram Oberoi', 'Oberoi;Vikram;;;', '', 'Arun-4 JV meeting Delhi, Tuesday 3 PM', 'ORG:NHPC Limited || TITLE:Chief Engineer'),
 (N, 'Rajiv Sharma', 'Sharma;Rajiv;;;', '', 'Khandbari site, Thursday 11 AM', 'ORG:SJVN Arun-3 Power Development Company'),
 (N, 'Sushma Karki', 'Karki;Sushma;;;', '', 'guest house booking for site visit, letter by email', 'ORG:Upper Tamakoshi Hydropower Ltd.'),
 (N, 'Binita Rai', 'Rai;Binita;;;', '', 'PTM Friday 2 PM', 'ORG:Rato Bangala School || TITLE:Class Teacher'),
 # hotel staff, hosts, a landlady
 (N, 'Anjana Thapa', 'Thapa;Anjana;;;', '', 'corporate rate 2082/83, contract signing', 'ORG:The Soaltee Kathmandu || TITLE:Sales Manager'),
 (N, 'Ang Dorje Sherpa', 'Sherpa;Ang Dorje;;;', '', 'Namche, advance Rs 3000 pathayeko, WhatsApp', 'ORG:Khumbu Lodge || TITLE:Owner'),
 (N, 'Kamala Gurung', 'Gurung;Kamala;;;', '', 'Ghandruk, 2 raat book garne, Viber', 'ORG:Gurung Cottage'),
 (N, 'Ramesh Chaudhary', 'Chaudhary;Ramesh;;;', '', 'bird watching 6 AM, tip Rs 1000', 'ORG:Barahi Jungle Lodge || TITLE:Naturalist'),
 (N, 'Sushila Chaudhary', 'Chaudhary;Sushila;;;', '', 'homestay host, Tharu dance 7 PM', 'ORG:Barauli Community Homestay'),
 (N, 'Sita Gurung', 'Gurung;Sita;;;', '', 'Lakeside flat wali didi, Dashain 4 raat, advance Rs 5000', ''),
 (N, 'Karma Dorji', 'Dorji;Karma;;;', '', 'late checkout 2 PM ok', 'ORG:Zhiwa Ling Heritage || TITLE:Front Office Manager'),
]
O = [
 # restaurants, cafés, bars
 (N, 'Bhojan Griha', '', 'Dillibazar' + KTM, 'Delhi guests dinner 7:30 PM, 6 jana, cultural show', ''),
 (N, 'Thamel House Restaurant', '', 'Thamel' + KTM, 'Emma welcome dinner, table for 5, 7 PM', ''),
 (N, 'Roadhouse Cafe', '', 'Jhamsikhel' + LTP, 'pizza order, Prerana birthday', ''),
 (N, 'Hotel Saravana Bhavan', '', 'P-15/90 Connaught Place;New Delhi;Delhi;110001;India', 'breakfast dosa, Lalit ko najik', ''),
 (N, 'होटल गाउँले भान्छा', '', 'मुग्लिन;इच्छाकामना;बागमती;44200;नेपाल', 'दाल भात रु ३५०, पोखरा जाँदा खाना खाने ठाउँ', ''),
 (N, 'तुक्चे थकाली भोजनालय', '', 'लेकसाइड;पोखरा;गण्डकी;33700;नेपाल', 'थकाली सेट, Sarita didi sanga Aaitabar', ''),
 (N, 'Bhanchha Ghar', '', 'Kamaladi' + KTM, 'Pema sir delegation lunch 1 PM', ''),
 (N, 'Dhokaima Cafe', '', 'Patan Dhoka' + LTP, 'Sunita ko birthday brunch, Sat 11', ''),
 (N, 'Purple Haze Rock Bar', '', 'Thamel' + KTM, 'Aarav ko band Friday 9 PM', ''),
 (N, 'House of Music', '', 'Thamel' + KTM, 'jazz Wednesday, entry Rs 500', ''),
 (N, "Glenary's", '', 'Nehru Road;Darjeeling;West Bengal;734101;India', 'fruit cake order for Mama, pick up Sunday', ''),
 (N, 'Hermann Helmers Bakery', '', NAMCHE, 'apple pie + real coffee', ''),
 # venues, care homes, a pet hotel, a developer
 (N, 'Shree Laxmi Party Palace', '', 'Kalanki' + KTM, 'bhanji ko bihe 17 Magh, janti 4 PM', ''),
 (N, 'Rastriya Sabha Griha', '', 'Exhibition Road' + KTM, 'Prerana school concert 3 PM', ''),
 (N, 'Pashupati Bridhashram', '', 'Gaushala, Pashupati' + KTM, 'Sanima, visiting 10-4, monthly Rs 3000 donation', ''),
 (N, 'Sahara Sewa Sadan', '', 'Chabahil' + KTM, 'Buwa ko saathi Shyam ba, Tihar ma bhetna', ''),
 (N, 'Kathmandu Pet Hotel', '', 'Bhaisepati' + LTP, 'Bhote (kukur) 14 raat during EBC, Rs 800/night, vaccination card', ''),
 (N, 'Civil Homes Pvt. Ltd.', '', 'Kamalpokhari' + KTM, 'Phase V flat kista, 15 gate', 'URL:https://www.civilhomes.com.np'),
 # travel agencies, tour operators, a lodge company's office
 (N, 'Explore Himalaya Travel & Adventure', '', 'Bhagwan Bahal, Thamel' + KTM, 'Bhutan package 5N, Drukair tickets', 'EMAIL:info@explorehimalaya.com'),
 (N, 'Shangri-La Tours & Travels', '', 'Lazimpat' + KTM, 'Delhi flights, AI 216, e-ticket by email', ''),
 (N, 'Mountain Lodges of Nepal', '', 'Sanepa' + LTP, 'office, Aama-Buwa Everest view trek package, 50% paid', ''),
 (N, 'Royal Mount Travel', '', 'Durbar Marg' + KTM, 'Kailash Mansarovar yatra, group visa, passport copy by 15th', ''),
 (N, 'Thunder Dragon Tours & Treks', '', 'Chang Lam;Thimphu;;11001;Bhutan', 'visa clearance, guide Tashi', ''),
 # airlines, trains, buses, boats
 (N, 'Buddha Air', '', '', 'KTM-PKR 7:30 AM, PNR 8K4LQ', 'KIND:org'),
 (N, 'Yeti Airlines', '', '', 'KTM-BWA, check-in 1 hr before', 'KIND:org'),
 (N, 'Summit Air', '', 'Domestic Terminal, Tribhuvan International Airport' + KTM, '', ''),
 (N, 'Nepal Airlines', '', 'Kantipath' + KTM, '', ''),
 (N, 'Drukair', '', 'Paro International Airport;Paro;;12001;Bhutan', 'KB 401 KTM-PBH, window seat left for Everest', 'KIND:org'),
 (N, 'North Eastern Railway', '', 'Gorakhpur Junction;Gorakhpur;Uttar Pradesh;273012;India', 'Gorakhpur-Varanasi 15017, 3AC sleeper berth 42, PNR 4521887730', ''),
 (N, 'Greenline Tours', '', 'Tridevi Marg' + KTM, 'KTM-Pokhara 7 AM, seat 3A 3B, lunch included', ''),
 (N, 'Agni Yatayat', '', 'Gongabu Bus Park' + KTM, 'night bus Kakarbhitta, sleeper seat, 5:30 PM departure', ''),
 (N, 'Phewa Lake Boating (Barahi Ghat)', '', 'Barahi Ghat, Lakeside' + PKR, 'Tal Barahi samma, Rs 680 return, 1 ghanta', ''),
 # spa and a hot spring, by day
 (N, 'Seeing Hands Nepal', '', 'Lakeside' + PKR, 'massage after trek, 90 min, 3 PM', ''),
 (N, 'Tatopani Hot Spring', '', 'Tatopani;Annapurna;Gandaki;33200;Nepal', 'kunda, Rs 150 entry, 1 ghanta', ''),
 # health
 (N, 'CIWEC Hospital', '', 'Lazimpat' + KTM, 'altitude checkup, Diamox prescription', ''),
 (N, 'Grande International Hospital', '', 'Dhapasi' + KTM, 'Aama BP, Tuesday 10 AM, Dr. Adhikari', ''),
 (N, 'Tilganga Institute of Ophthalmology', '', 'Gaushala' + KTM, '', ''),
 (N, 'Himalayan Rescue Association Pheriche', '', 'Pheriche;Khumbu Pasanglhamu;Koshi;56000;Nepal', 'altitude talk 3 PM, free', ''),
 # schools, permits, shops, the employer
 (N, 'Rato Bangala School', '', 'Patan Dhoka' + LTP, 'fee 2nd installment, office 8-3', ''),
 (N, 'Nepal Academy of Tourism and Hotel Management', '', 'Rabi Bhawan' + KTM, 'Aarav semester fee, internship letter', ''),
 (N, 'Department of Immigration', '', 'Kalikasthan' + KTM, '', ''),
 (N, 'ACAP Office Pokhara', '', 'Damside' + PKR, 'permit Rs 3000 each, 2 photos', ''),
 (N, 'Sagarmatha National Park Entry (Monjo)', '', 'Monjo;Khumbu Pasanglhamu;Koshi;56000;Nepal', 'permit Rs 3000, passport', ''),
 (N, 'Chinese Visa Application Service Center', '', 'Hattisar' + KTM, 'group visa for Kailash, 3 working days', ''),
 (N, "Shona's Alpine Rental", '', 'Jyatha, Thamel' + KTM, 'down jacket + sleeping bag 20 days, deposit Rs 10000', ''),
 (N, 'Bhatbhateni Supermarket', '', 'Maharajgunj' + KTM, '', ''),
 (N, 'Everest Pashmina Arts', '', 'Thamel' + KTM, '4 shawls for Emma, pick up Friday', ''),
 (N, 'Himal Hydro Consult Pvt. Ltd.', '', 'New Baneshwor' + KTM, 'travel claim Account ma 5 gate samma', 'URL:https://www.himalhydro.com.np'),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BI{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
