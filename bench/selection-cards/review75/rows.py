#!/usr/bin/env python3
"""Writes cards.tsv for review75: one realistic address book of a Colombo-based Sri Lankan family — Ruwan
Wickramasinghe, a solutions architect with a banking-software firm (Lankasoft Technologies), travelling for work to
Kandy, Galle, Jaffna, Trincomalee, Chennai, Bengaluru, Malé, Singapore, Dubai and Melbourne; Shalini, his wife, an
engineer with the Ceylon Electricity Board, whose family is from Jaffna (Tamil) and lives in Wellawatte; Sanuli and
Dinuk, their children — and the family's holidays: Nuwara Eliya (the Grand, the Hill Club, a holiday bungalow, the
CEB circuit bungalow), tea-estate stays (Tea Trails, Thotalagala, Heritance Tea Factory), Ella guest houses,
Sigiriya and Dambulla eco-lodges, Anuradhapura and Mihintale, Yala safari camps and a Wildlife Department park
bungalow, south-coast villas and cabanas, Arugam Bay surf camps, Kalpitiya, Kitulgala, a Kandy campsite, a
Kataragama pilgrims' madam, Maldives guest houses and resorts, Kerala homestays and a houseboat. Names and NOTEs in
English, Sinhala (සිංහල) and Tamil (தமிழ்). The book's own traps: 'hotels' that are eateries (Hotel de Pilawoos, a
Sinhala rice-and-curry හෝටලය, a Tamil veg ஹோட்டல்), Ratna Cafe, Brahmin's Coffee Bar, Green Cabin, a
bakery (Perera & Sons), a Rest House that is only a restaurant beside two rest houses with rooms, Farr Inn (now a
café), a pub called Inn on the Green, a hotel's restaurant (Nuga Gama), wedding and reception halls (one in a
hotel), Ayurveda clinics visited by day beside a residential Ayurveda resort, a care home called Senior Residence,
a pet hotel, a developer called Residencies, travel agencies and an airline of hotel brands (Jetwing Travels,
Aitken Spence Travels, Cinnamon Air), the CEB welfare office and the Wildlife Department that book bungalows, a
tuk-tuk driver called Taj, a neighbour called Hilton, a tutor called Innasithamby, a colleague called
Villavarayan, a client called Oberoi, the Colombo-Badulla Night Mail, a ferry and a speedboat, a landlady (aunty)
who lets an annex, a holiday home's owner, a hotel-school (SLITHM) lecturer, a hotel chef's, a caretaker's and
other hotel staff's and hosts' personal cards.

Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed, room, hut bunk, cabana, chalet, tent pitch or whole house at for the night (hotels, aparthotels and short-let
apartments, hostels, guest houses, homestays, holiday bungalows and homes, a company's circuit bungalow and a park
bungalow when one stays there, rest houses that let rooms, a club that lets rooms, eco-lodges, tented camps, surf
camps, campsites, resorts, a residential Ayurveda resort, a pilgrims' madam, a Kerala houseboat hired for the
night); not = everything else, including people's cards (even with a hotel as ORG or nights in the NOTE),
restaurants and eateries called hotel, a rest house and an inn that are only restaurants, a pub, halls, day
clinics and spas, a care home, a pet hotel, a developer, offices that book bungalows, travel agencies, airlines,
trains, ferries. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
LK = 'Sri Lanka'
C = [
 # --- Ruwan's work: Kandy
 (H, 'Cinnamon Citadel Kandy', '', '124 Srimath Kuda Ratwatte Mawatha;Kandy;Central Province;20000;' + LK, 'BOC Kandy branch go-live, 2 nights, river side room pls', ''),
 (H, 'Hotel Suisse', '', '30 Sangaraja Mawatha;Kandy;Central Province;20000;' + LK, '', ''),
 (H, 'Amaya Hills', '', 'Heerassagala;Kandy;Central Province;20000;' + LK, 'regional office training 3 nights, shuttle to town 8am', ''),
 # Galle
 (H, 'Le Grand Galle', '', 'Dadella;Galle;Southern Province;80000;' + LK, 'Galle branch UAT, 2 nights, check-in 2pm, bfast incl.', ''),
 (H, 'Galle Fort Hotel', '', '28 Church Street, Fort;Galle;Southern Province;80000;' + LK, 'Galle UAT week 2 - 1 night, walk to branch', ''),
 # Jaffna
 (H, 'Jetwing Jaffna', '', '37 Mahatma Gandhi Road;Jaffna;Northern Province;40000;' + LK, 'Jaffna rollout 3 nights, room 402, rooftop breakfast', ''),
 (H, 'Green Grass Hotel', '', '33 Aseervatham Lane, Hospital Road;Jaffna;Northern Province;40000;' + LK, '', ''),
 (H, 'நல்லூர் விருந்தினர் விடுதி', '', '12 கோவில் வீதி, நல்லூர்;யாழ்ப்பாணம்;வட மாகாணம்;40000;இலங்கை', 'நல்லூர் திருவிழா - 2 இரவுகள், 2 அறைகள், முற்பணம் ரூ.5000 அனுப்பியாச்சு', ''),
 (H, 'பருத்தித்துறை ஓய்வு விடுதி', '', 'கடற்கரை வீதி;பருத்தித்துறை;வட மாகாணம்;40400;இலங்கை', 'அம்மாவின் ஊர் - 1 இரவு, அறை 3, இரவு சாப்பாடு முன்பே சொல்லவும்', ''),
 # Trincomalee
 (H, 'Trinco Blu by Cinnamon', '', 'Sampaltivu Post, Uppuveli;Trincomalee;Eastern Province;31000;' + LK, 'Ports Authority demo, 2 nights, sea view', ''),
 (H, 'Welcombe Hotel', '', "66 Lower Road, Orr's Hill;Trincomalee;Eastern Province;31000;" + LK, '', ''),
 (H, 'Nilaveli Beach Hotel', '', '11th Mile Post, Nilaveli;Trincomalee;Eastern Province;31010;' + LK, '', ''),
 # Chennai
 (H, 'Taj Coromandel', '', '37 Mahatma Gandhi Road, Nungambakkam;Chennai;Tamil Nadu;600034;India', 'client pays, 2 nights, Taj InnerCircle no. in email', ''),
 (H, 'The Residency Towers', '', '115 Sir Thyagaraya Road, T. Nagar;Chennai;Tamil Nadu;600017;India', '', ''),
 (H, 'Ginger Chennai Vadapalani', '', '1/25 Arcot Road, Vadapalani;Chennai;Tamil Nadu;600026;India', 'team of 4, 4 nights, no lunch, Sahan in 212', ''),
 (H, 'ஸ்ரீ பாலாஜி லாட்ஜ்', '', '18 கிரீம்ஸ் லேன்;சென்னை;தமிழ்நாடு;600006;இந்தியா', 'மாமா அப்போலோ செக்கப் - 3 இரவு, AC அறை ரூ.1800/நாள்', ''),
 # Bengaluru
 (H, 'The Oberoi, Bengaluru', '', '37-39 Mahatma Gandhi Road;Bengaluru;Karnataka;560001;India', '1 night, Kaveri Fintech booked it, airport pickup 11pm', ''),
 (H, 'ibis Bengaluru City Centre', '', 'Hosur Road, Adugodi;Bengaluru;Karnataka;560030;India', '', ''),
 (H, 'Zostel Bangalore', '', '26, 5th Cross, Koramangala 4th Block;Bengaluru;Karnataka;560034;India', 'intern Hasini - 3 nights, bed in female dorm', ''),
 # Malé
 (H, 'Hotel Jen Malé', '', 'Ameenee Magu;Malé;;20026;Maldives', 'MIB go-live 3 nights, bfast from 6.30', ''),
 (H, 'Samann Grand', '', 'Nirolhu Magu;Hulhumalé;;23000;Maldives', 'near airport, 1 night before 7am flight', ''),
 # Singapore
 (H, 'Hotel Indigo Singapore Katong', '', '86 East Coast Road;Singapore;;428788;Singapore', 'Fintech Festival 3 nights, asked late check-out', ''),
 (H, 'Hotel Clover 33 Jalan Sultan', '', '33 Jalan Sultan;Singapore;;199002;Singapore', '', ''),
 (H, 'Citadines Raffles Place Singapore', '', '18 Church Street;Singapore;;049479;Singapore', 'transit, 1 night, studio, self check-in kiosk', ''),
 # Dubai
 (H, 'Hyatt Place Dubai Al Rigga', '', 'Al Rigga Road, Deira;Dubai;;;United Arab Emirates', 'GITEX week 4 nights, AED 650/night, breakfast extra', ''),
 (H, 'Premier Inn Dubai Silicon Oasis', '', 'Dubai Silicon Oasis;Dubai;;;United Arab Emirates', '', ''),
 (H, 'Ibis Styles Dubai Deira', '', 'Al Rigga Street, Deira;Dubai;;;United Arab Emirates', 'Sahan & Chamari 2 nights, metro 5 min', ''),
 # Melbourne
 (H, 'Quest Docklands', '', '750 Bourke Street, Docklands;Melbourne;VIC;3008;Australia', 'onsite 6 nights, 1BR apt 1104, washer in room, receipts to finance', ''),
 (H, 'Vibe Hotel Melbourne', '', '629 Little Collins Street;Melbourne;VIC;3000;Australia', '', ''),
 # Colombo, for visitors
 (H, 'Cinnamon Grand Colombo', '', '77 Galle Road;Colombo 03;Western Province;00300;' + LK, 'Sarah (Melbourne) 3 nights, corporate rate, invoice to Lankasoft', ''),
 (H, 'Galle Face Hotel', '', '2 Galle Road;Colombo 03;Western Province;00300;' + LK, '', ''),
 (H, 'Hilton Colombo Residences', '', '200 Union Place;Colombo 02;Western Province;00200;' + LK, "Jaffna relatives for Sanuli's function - 2 apts x 3 nights", ''),
 (H, 'Sea View Apartment Wellawatte (Airbnb)', '', '7/2 Marine Drive, Wellawatte;Colombo 06;Western Province;00600;' + LK, 'Mama & family 5 nights, host Rizwan, key box 2208', ''),
 # --- hill country: Nuwara Eliya, tea estates, Haputale, Sri Pada
 (H, 'The Grand Hotel', '', 'Grand Hotel Road;Nuwara Eliya;Central Province;22200;' + LK, 'April season 2 nights, high tea 4pm, ask for heater', ''),
 (H, 'Heritance Tea Factory', '', 'Kandapola;Nuwara Eliya;Central Province;22200;' + LK, '2 nights, factory tour 10am incl., jackets for kids', 'URL:https://www.heritancehotels.com/teafactory'),
 (H, "Jetwing St. Andrew's", '', "10 St. Andrew's Drive;Nuwara Eliya;Central Province;22200;" + LK, '', ''),
 (H, 'Ceylon Tea Trails - Castlereagh Bungalow', '', 'Castlereagh, Dickoya;Hatton;Central Province;22000;' + LK, 'anniversary 1 night, all incl., butler Nimal, 50% deposit paid', ''),
 (H, 'CEB Circuit Bungalow - Nuwara Eliya', '', 'Badulla Road;Nuwara Eliya;Central Province;22200;' + LK, 'welfare booking (Shalini) 12-14 Apr, 2 nights, Rs 2000/day, caretaker Piyadasa cooks - take rice & veg', ''),
 (H, 'The Hill Club', '', '29 Grand Hotel Road;Nuwara Eliya;Central Province;22200;' + LK, 'temporary membership, 1 night, jacket & tie for dinner', ''),
 (H, 'ගුණවර්ධන නිවාඩු බංගලාව', '', 'උඩපුස්සැල්ලාව පාර;නුවරඑළිය;මධ්‍යම පළාත;22200;ශ්‍රී ලංකාව', 'අවුරුදු නිවාඩුව - රාත්‍රී 2ක්, කාමර 3, කුක් ඉන්නවා, අත්තිකාරම් රු.10,000 ගෙව්වා', ''),
 (H, 'Kelburne Mountain View Cottages', '', 'Kelburne Estate;Haputale;Uva Province;90160;' + LK, '', ''),
 (H, 'Thotalagala', '', 'Thotalagala Estate;Haputale;Uva Province;90160;' + LK, "Amma's 60th, 1 night full board, 50% deposit", ''),
 (H, 'Slightly Chilled Guest House', '', 'Nallathanni;Maskeliya;Central Province;22070;' + LK, 'සිරිපා නැගීම - රාත්‍රී 1, උදේ 2ට නැගිටින්න', ''),
 # Ella
 (H, '98 Acres Resort & Spa', '', 'Greenland Estate, Passara Road;Ella;Uva Province;90090;' + LK, '2 nights, chalet 14, check-in 2pm', ''),
 (H, 'Zion View Ella', '', 'Kitalella Road;Ella;Uva Province;90090;' + LK, '3 nights, coming by night mail ~6am, early check-in ok', ''),
 (H, 'ඇල්ල මිහිර නවාතැන', '', 'පස්සර පාර;ඇල්ල;ඌව පළාත;90090;ශ්‍රී ලංකාව', 'රාත්‍රී 2ක් - කාමර 2, උදේ කෑම ඇතුළුව', ''),
 (H, 'Mountain Heavens', '', 'Passara Road;Ella;Uva Province;90090;' + LK, '', ''),
 # Sigiriya, Dambulla, Anuradhapura, Mihintale
 (H, 'Water Garden Sigiriya', '', 'Kibissa;Sigiriya;Central Province;21120;' + LK, 'school hols 2 nights, pool villa, bfast incl.', 'URL:https://www.watergardensigiriya.com'),
 (H, 'Heritance Kandalama', '', 'Kandalama;Dambulla;Central Province;21100;' + LK, '', ''),
 (H, 'Back of Beyond - Dehigaha Ela', '', 'Pidurangala Road;Sigiriya;Central Province;21120;' + LK, 'tree house 1 night, no AC, mosquito coil, dinner 7.30', ''),
 (H, 'Sigiriya Village', '', 'Ehelagala Road;Sigiriya;Central Province;21120;' + LK, '1 night on the way to Trinco, pool for the kids', ''),
 (H, 'සීගිරි හෝම් ස්ටේ', '', 'පිදුරංගල පාර;සීගිරිය;මධ්‍යම පළාත;21120;ශ්‍රී ලංකාව', 'බණ්ඩාර මහත්තයා - රාත්‍රී 1, රෑ කෑම ගෙදර උයනවා, රු.6500', ''),
 (H, 'මිහින්තලේ විවේකාගාරය', '', 'අනුරාධපුර පාර;මිහින්තලේ;උතුරු මැද පළාත;50300;ශ්‍රී ලංකාව', 'පොසොන් - රාත්‍රී 1, කාමර 2, සුදු ඇඳුම් ගන්න', ''),
 (H, 'The Sanctuary at Tissawewa', '', 'Old Puttalam Road;Anuradhapura;North Central Province;50000;' + LK, 'Poson 2nd night, 2 rooms, no alcohol on Poya', ''),
 # Yala, Tissamaharama
 (H, 'Tissamaharama Rest House', '', 'Kachcheriyagama;Tissamaharama;Southern Province;82600;' + LK, '1 night before Yala, lake view room 6, jeep at 5am', ''),
 (H, 'Cinnamon Wild Yala', '', 'Kirinda;Tissamaharama;Southern Province;82600;' + LK, '2 nights, jungle chalet, no walking after dark!', ''),
 (H, 'Leopard Trails Yala', '', 'Yala Road;Tissamaharama;Southern Province;82600;' + LK, 'tented camp 2 nights full board + 2 game drives', ''),
 (H, 'Wild Coast Tented Lodge', '', 'Palatupana;Kirinda;Southern Province;82614;' + LK, '', ''),
 (H, 'Talgasmankada Bungalow (Wildlife Dept.)', '', 'Yala National Park Block 1;Tissamaharama;Southern Province;82600;' + LK, 'DWC booking 1 night, 10 pax, take own dry rations, cook there', ''),
 # south coast
 (H, 'Cape Weligama', '', 'Abimanagama Road;Weligama;Southern Province;81700;' + LK, '', ''),
 (H, 'The Kip', '', 'Matara Road;Ahangama;Southern Province;80650;' + LK, "Ruwan's surf weekend 2 nights, yoga 7am", ''),
 (H, 'Amanwella', '', 'Wella Wathuara, Godellawela;Tangalle;Southern Province;82200;' + LK, '', ''),
 (H, 'Mangrove Beach Cabanas & Chalets', '', 'Marakolliya Beach;Tangalle;Southern Province;82200;' + LK, '2 beach cabanas, 3 nights, cash only, no hot water', ''),
 (H, 'Saman Villas', '', 'Aturuwella;Bentota;Southern Province;80500;' + LK, '', ''),
 (H, 'Coral Sands Hotel', '', '326 Galle Road;Hikkaduwa;Southern Province;80240;' + LK, 'Dinuk snorkelling, 2 nights, room 108 pool side', ''),
 (H, 'ගුණසේකර නිවාඩු නිවහන - මිරිස්ස', '', 'උඩුපිල පාර;මිරිස්ස;දකුණු පළාත;81740;ශ්‍රී ලංකාව', 'රාත්‍රී 3යි, මුළු ගෙදරම, යතුරු අසල්වාසි කමල්ගෙන්', ''),
 (H, 'Villa Bentota', '', '138/18 Galle Road;Bentota;Southern Province;80500;' + LK, '', ''),
 (H, 'Mirissa Hills', '', 'Henwala Estate;Mirissa;Southern Province;81740;' + LK, '1 night, whale boat 6.30am next day, cinnamon walk', ''),
 (H, 'Barberyn Beach Ayurveda Resort', '', 'Weligama Bay;Weligama;Southern Province;81700;' + LK, 'Ammi - 14 nights panchakarma, room 12, deposit USD 500', 'EMAIL:reservations@barberynresorts.com'),
 # Arugam Bay, Kalpitiya, Kitulgala, Kandy, Kataragama
 (H, 'Hideaway Arugam Bay', '', 'Panama Road;Arugam Bay;Eastern Province;32500;' + LK, '', ''),
 (H, 'Stardust Beach Hotel', '', 'Main Road;Arugam Bay;Eastern Province;32500;' + LK, 'point break walk 10 min, 4 nights, pay at end', ''),
 (H, 'Whiskey Point Surf Camp', '', 'Whiskey Point;Pottuvil;Eastern Province;32500;' + LK, "boys' trip 5 nights, bunk in 4-bed dorm, board + lessons incl.", ''),
 (H, 'Bar Reef Resort', '', 'Alankuda Beach;Kalpitiya;North Western Province;61360;' + LK, 'kite week 2 nights, eco cabana, dolphins 6am', ''),
 (H, "Rafter's Retreat", '', 'Kitulgala;Kitulgala;Sabaragamuwa Province;71720;' + LK, 'rafting 9am, tree house cabin 1 night', ''),
 (H, 'හන්තාන කඳවුරු භූමිය', '', 'හන්තාන;මහනුවර;මධ්‍යම පළාත;20000;ශ්‍රී ලංකාව', 'කූඩාරම් 2ක් - රාත්‍රී 1, ගිනි මැලය, රු.1500/කූඩාරම', ''),
 (H, 'கதிர்காமம் யாத்திரிகர் மடம்', '', 'கதிர்காமம்;கதிர்காமம்;ஊவா மாகாணம்;91400;இலங்கை', 'பாத யாத்திரை - அம்மாவுடன் 1 இரவு, பாய் கொண்டு போகவும்', ''),
 # Maldives
 (H, 'Kaani Grand Seaview', '', 'Maafushi;Maafushi;Kaafu Atoll;08090;Maldives', 'local island 3 nights, speedboat 3pm from Malé, bikini beach 5 min', 'EMAIL:grand@kaanihotels.com'),
 (H, 'Arena Beach Hotel', '', 'Maafushi;Maafushi;Kaafu Atoll;08090;Maldives', '', ''),
 (H, 'Centara Ras Fushi', '', 'Giraavaru;North Malé Atoll;;08340;Maldives', '10th anniversary, 4 nights water villa, seaplane incl.', ''),
 (H, 'Adaaran Select Hudhuranfushi', '', 'Hudhuranfushi;North Malé Atoll;;;Maldives', "Sanuli's pick, 3 nights all incl., surf for Ruwan", ''),
 # Kerala
 (H, "Philip Kutty's Farm", '', 'Pallivathukal, Vechoor;Kottayam;Kerala;686144;India', '2 nights, all meals, cooking demo 5pm', 'URL:https://www.philipkuttysfarm.com'),
 (H, "Walton's Homestay", '', 'Princess Street, Fort Kochi;Kochi;Kerala;682001;India', '2 nights, breakfast appam, Mr Walton', ''),
 (H, 'Elephant Court', '', 'Thekkady-Kumily Road;Thekkady;Kerala;685536;India', '', ''),
 (H, 'Rainbow Cruises Houseboats', '', 'Punnamada;Alappuzha;Kerala;688006;India', '1 night on a 2 bedroom houseboat, board 12 noon, off 9am, meals incl.', ''),
]
P = [
 # family and household
 (N, 'අම්මා', 'Wickramasinghe;Swarna;;;', '45 Peradeniya Road;Kandy;Central Province;20000;' + LK, 'ඉරිදා call කරන්න, ප්‍රෙෂර් බෙහෙත්', ''),
 (N, 'තාත්තා', 'Wickramasinghe;Gunapala;;;', '45 Peradeniya Road;Kandy;Central Province;20000;' + LK, 'පෙන්ෂන් 10 වෙනිදා, බැංකුවට එක්කන් යන්න', ''),
 (N, 'Ammi Wellawatte', 'Rajaratnam;Pushpa;;;', '14 Fussels Lane;Colombo 06;Western Province;00600;' + LK, 'அம்மா - வெள்ளி கோவில், சுகர் மருந்து', ''),
 (N, 'Shalini Wickramasinghe', 'Wickramasinghe;Shalini;;;', '', 'office ext 2214', 'ORG:Ceylon Electricity Board || TITLE:Electrical Engineer'),
 (N, 'Sanuli', 'Wickramasinghe;Sanuli;;;', '', 'Grade 8, dancing Sat 9am', ''),
 (N, 'Dinuk', 'Wickramasinghe;Dinuk;;;', '', 'cricket Wed/Fri, inhaler!', ''),
 (N, 'மாமா யாழ்ப்பாணம்', 'Rajaratnam;Sivakumar;;;', '22 Kandarmadam Lane;Jaffna;Northern Province;40000;' + LK, 'அப்போலோ ரிப்போர்ட் - சென்னை, மார்ச்', ''),
 (N, 'Chathura Melbourne', 'Wickramasinghe;Chathura;;;', '12 Saltwater Promenade;Point Cook;VIC;3030;Australia', 'staying at his place 2 nights before Quest, pick up from Tullamarine', ''),
 (N, 'Kamala Aunty (annex)', 'Perera;Kamala;;;', '24/3 Kirula Road;Colombo 05;Western Province;00500;' + LK, 'annex for Nuwan - Rs 35,000/month, 2 months advance, current bill separate', ''),
 (N, 'Hilton Fernando', 'Fernando;Hilton;;;', '19 Lauries Road;Colombo 04;Western Province;00400;' + LK, 'neighbour No 19, has spare gate key', ''),
 (N, 'Taj Mohamed (tuk)', 'Mohamed;Taj;;;', '', 'airport drop 4.30am, Rs 4500, WhatsApp', ''),
 (N, 'Leela akka', ';Leela;;;', '', 'Sunday off, salary on 5th, 2 weeks leave for Avurudu', ''),
 (N, 'Mr. Innasithamby (maths)', 'Innasithamby;Nalin;;;', '', 'Sanuli maths Tue/Thu 4pm, Rs 6000/month', ''),
 # colleagues and clients
 (N, 'Asanka Jayasuriya', 'Jayasuriya;Asanka;;;', '', 'leave approval, Jaffna trip budget', 'ORG:Lankasoft Technologies (Pvt) Ltd || TITLE:Head of Delivery'),
 (N, 'Kumaran Villavarayan', 'Villavarayan;Kumaran;;;', '', 'யாழ் அலுவலகம் - திங்கள் 9 மணி கூட்டம்', 'ORG:Lankasoft Technologies (Pvt) Ltd'),
 (N, 'Fathima Rizna', 'Rizna;Fathima;;;', '', 'Trinco demo, send slides by Thu', 'ORG:Sri Lanka Ports Authority'),
 (N, 'Senthil Kumar', 'Kumar;Senthil;;;', '', 'Chennai team, WhatsApp', 'ORG:Lankasoft India Pvt Ltd || TITLE:Team Lead'),
 (N, 'Anjali Oberoi', 'Oberoi;Anjali;;;', '', 'contract review, calls after 6 IST', 'ORG:Kaveri Fintech Pvt Ltd || TITLE:CTO'),
 (N, 'Ahmed Shiyam', 'Shiyam;Ahmed;;;', '', 'go-live sign-off, Viber', 'ORG:Maldives Islamic Bank'),
 (N, 'Lim Shu Fen', 'Lim;Shu Fen;;;', '', 'workshop Tue 9:30, level 12', 'ORG:Straits Payments Pte Ltd'),
 (N, 'Imran Qureshi', 'Qureshi;Imran;;;', '', 'GITEX stand H7-B20', 'ORG:Gulf Ledger FZ-LLC'),
 (N, 'Sarah Mitchell', 'Mitchell;Sarah;;;', '', 'Colombo visit - Cinnamon Grand 3 nights, vegetarian', 'ORG:Southbank Credit Union || TITLE:Program Director'),
 # hotel staff, hosts, a caretaker, a lecturer, a driver, an owner
 (N, 'Dilani Gunasekara', 'Gunasekara;Dilani;;;', '', 'corporate rate 2026, contract renewal', 'ORG:Cinnamon Grand Colombo || TITLE:Corporate Sales Manager'),
 (N, 'சுதர்சன் நடராஜா', 'நடராஜா;சுதர்சன்;;;', '', 'late check-out சரி, 3 இரவு rate', 'ORG:Jetwing Jaffna || TITLE:Reservations Executive'),
 (N, 'Chef Dimuth Kumarasinghe', 'Kumarasinghe;Dimuth;;;', '', "Sanuli's b'day - lamprais 30 pkts, Sat 11am", 'ORG:Heritance Kandalama || TITLE:Executive Chef'),
 (N, 'Aniamma Philip', 'Philip;Aniamma;;;', '', 'fish molee recipe by email', "ORG:Philip Kutty's Farm"),
 (N, 'Piyadasa (bungalow caretaker)', ';Piyadasa;;;', '', 'call 1 day before, he buys vegetables', 'ORG:CEB Circuit Bungalow - Nuwara Eliya'),
 (N, 'Dilrukshi Fernando', 'Fernando;Dilrukshi;;;', '', 'Nuwan - hotel mgt diploma interview Mon 10am', 'ORG:Sri Lanka Institute of Tourism & Hotel Management || TITLE:Lecturer - Front Office Operations'),
 (N, 'Chaminda (Yala jeep)', ';Chaminda;;;', '', '5.30am at the gate, Rs 18,000 half day, 2 days', ''),
 (N, 'ගුණසේකර මහත්තයා (මිරිස්ස)', 'Gunasekara;Lalith;;;', '', 'නිවාඩු නිවහනේ අයිතිකරු - අත්තිකාරම ගෙව්වා, යතුරු කමල් ළඟ', ''),
]
O = [
 # eateries called hotel, restaurants, a bakery, a pub
 (N, 'Hotel de Pilawoos', '', '417 Galle Road;Colombo 03;Western Province;00300;' + LK, 'kottu after cricket, open late', ''),
 (N, 'Green Cabin', '', '453 Galle Road;Colombo 03;Western Province;00300;' + LK, 'lamprais 20 pkts for Sat, pick up 12', ''),
 (N, 'Nuga Gama', '', '77 Galle Road;Colombo 03;Western Province;00300;' + LK, 'Avurudu lunch buffet, table for 8, 12.30', ''),
 (N, 'Kaema Sutra', '', 'Shangri-La Colombo, 1 Galle Face;Colombo 02;Western Province;00200;' + LK, 'Fri 8pm, 6 pax, Sarah & team', ''),
 (N, 'නිව් ලක්මිණි හෝටලය', '', 'මහනුවර පාර;වරකාපොල;සබරගමුව පළාත;71600;ශ්‍රී ලංකාව', 'බත් පැකට් 15ක් - අවුරුදු ගමනට, උදේ 7ට', ''),
 (N, 'ஸ்ரீ கிருஷ்ணா ஹோட்டல்', '', '215 காலி வீதி, வெள்ளவத்தை;கொழும்பு 06;மேல் மாகாணம்;00600;இலங்கை', 'ஞாயிறு காலை தோசை, வடை - பார்சல் 6', ''),
 (N, 'Ratna Cafe', '', '255 Triplicane High Road;Chennai;Tamil Nadu;600005;India', 'team lunch, sambar idli 1pm', ''),
 (N, "Brahmin's Coffee Bar", '', 'Ranga Rao Road, Shankarapuram;Bengaluru;Karnataka;560004;India', 'idli vada breakfast, standing only, go before 8', ''),
 (N, 'Rest House Kadugannawa', '', 'Kandy Road;Kadugannawa;Central Province;20300;' + LK, 'lunch stop on Kandy rd, rice & curry, clean washrooms', ''),
 (N, 'Farr Inn', '', 'Horton Plains National Park;Ohiya;Central Province;22200;' + LK, "breakfast after World's End walk, tickets at gate 6am", ''),
 (N, 'Cafe Chill', '', 'Main Street;Ella;Uva Province;90090;' + LK, 'kottu + live music Sat, table for 4, 8pm', ''),
 (N, 'அம்மாச்சி உணவகம்', '', 'பலாலி வீதி, திருநெல்வேலி;யாழ்ப்பாணம்;வட மாகாணம்;40000;இலங்கை', 'ஒடியல் கூழ் - வெள்ளி மதியம்', ''),
 (N, 'Perera & Sons', '', '217 Galle Road, Bambalapitiya;Colombo 04;Western Province;00400;' + LK, "Sanuli b'day cake 2kg chocolate, Sat 3pm, advance paid", ''),
 (N, 'Inn on the Green', '', '2 Galle Road;Colombo 03;Western Province;00300;' + LK, 'Fri quiz night 8pm, office gang', ''),
 (N, 'Calicut Paragon Restaurant', '', 'Al Karama;Dubai;;;United Arab Emirates', 'dinner with Imran 9pm, cash only', ''),
 # wedding and reception halls, a venue, a temple
 (N, 'Crystal Room - Taj Samudra', '', '25 Galle Face Centre Road;Colombo 03;Western Province;00300;' + LK, "Kasun's wedding reception 7pm, table 14, envelope", ''),
 (N, 'Waters Edge', '', '316 Ethul Kotte Road;Battaramulla;Western Province;10120;' + LK, 'Nuwan & Thilini homecoming 6.30pm, table 9', ''),
 (N, 'இராமகிருஷ்ண மிஷன் மண்டபம்', '', '40 இராமகிருஷ்ண வீதி, வெள்ளவத்தை;கொழும்பு 06;மேல் மாகாணம்;00600;இலங்கை', 'கஜன் திருமணம் - முகூர்த்தம் 10.30, பட்டு சேலை', ''),
 (N, 'BMICH', '', 'Bauddhaloka Mawatha;Colombo 07;Western Province;00700;' + LK, 'book fair Sep, parking gate 3', ''),
 (N, 'Gangaramaya Temple', '', '61 Sri Jinarathana Road;Colombo 02;Western Province;00200;' + LK, 'dana on 12th, 10 monks, 11am', ''),
 # Ayurveda and spa by day, a care home, a pet hotel, a developer
 (N, 'Wijesekara Ayurveda Clinic', '', '112 High Level Road;Nugegoda;Western Province;10250;' + LK, 'Amma knee - oil massage + steam, Sat 10am, 5 sessions', ''),
 (N, 'சித்த ஆயுர்வேத வைத்தியசாலை', '', 'பருத்தித்துறை வீதி;யாழ்ப்பாணம்;வட மாகாணம்;40000;இலங்கை', 'மாமாவுக்கு முழங்கால் வைத்தியம் - வியாழன் 9 மணி', ''),
 (N, 'Spa Ceylon', '', '54 Park Street;Colombo 02;Western Province;00200;' + LK, "Shalini b'day voucher - 60 min massage", ''),
 (N, 'Sandhya Senior Residence', '', '18 Pagoda Road;Nugegoda;Western Province;10250;' + LK, 'Loku Amma - visit Sun 3-5, fees by 5th', ''),
 (N, 'Doggy Lodge Pet Hotel', '', '88 Nawala Road;Nawala;Western Province;10107;' + LK, 'Bruno boarding 4 nights in Apr, take vaccination card', ''),
 (N, 'Blue Lagoon Residencies (Pvt) Ltd', '', '401 Parliament Road;Rajagiriya;Western Province;10100;' + LK, 'apt instalment 5/12, Rs 1.2M, due 15th', ''),
 # travel agencies, offices that book bungalows, airlines, train, ferries, tours
 (N, 'Jetwing Travels', '', '46/26 Navam Mawatha;Colombo 02;Western Province;00200;' + LK, 'Kerala package quote, Indian e-visa help', ''),
 (N, 'Aitken Spence Travels', '', '315 Vauxhall Street;Colombo 02;Western Province;00200;' + LK, '', ''),
 (N, 'CEB Welfare Division', '', 'Sir Chittampalam A. Gardiner Mawatha;Colombo 02;Western Province;00200;' + LK, 'circuit bungalow bookings Mon-Fri 9-3, form + 50%', ''),
 (N, 'Department of Wildlife Conservation', '', '811A Jayanthipura Road;Battaramulla;Western Province;10120;' + LK, 'park bungalow bookings at counter, cash', ''),
 (N, 'SriLankan Airlines', '', '', 'FlySmiLes 4410 2283 19', 'KIND:org'),
 (N, 'Cinnamon Air', '', '', 'seaplane BIA-Koggala quote, 2 pax', 'KIND:org || URL:https://www.cinnamonair.com'),
 (N, 'FitsAir', '', '', 'CMB-MAA 8D 831, web check-in 24h', 'KIND:org'),
 (N, 'Air India', '', '', '', ''),
 (N, 'Sri Lanka Railways - Night Mail to Badulla', '', 'Fort Railway Station;Colombo 01;Western Province;00100;' + LK, 'Night Mail dep 8.30pm, 1st class sleeping berths 3 & 4, Ella arr ~6am', ''),
 (N, 'IndSri Ferry - Sivagangai', '', 'KKS Port;Kankesanthurai;Northern Province;40000;' + LK, 'KKS-Nagapattinam 1pm, 50kg baggage, passport', ''),
 (N, 'Maafushi Speedboat Transfer', '', 'Jetty 1;Malé;;20026;Maldives', 'Malé jetty 3pm, USD 25 pp', ''),
 (N, 'Raja & The Whales', '', 'Mirissa Harbour;Mirissa;Southern Province;81740;' + LK, 'whale watching 6.30am, 4 tickets', ''),
 (N, 'Safa Surf School', '', 'Main Road;Arugam Bay;Eastern Province;32500;' + LK, 'Dinuk - lessons 7am x 3', ''),
 # health, schools, shops, employer
 (N, 'Lanka Hospitals', '', '578 Elvitigala Mawatha;Colombo 05;Western Province;00500;' + LK, 'Dinuk asthma review, Dr Perera Thu 5.40pm', ''),
 (N, 'Apollo Hospitals Greams Road', '', '21 Greams Lane;Chennai;Tamil Nadu;600006;India', 'மாமா angiogram follow-up, OPD 9am', ''),
 (N, 'Visakha Vidyalaya', '', '133 Vajira Road;Colombo 05;Western Province;00500;' + LK, 'Sanuli 8C, PTA Fri 2pm', ''),
 (N, 'Royal College', '', 'Rajakeeya Mawatha;Colombo 07;Western Province;00700;' + LK, 'Dinuk cricket Wed/Fri, facility fees', ''),
 (N, 'Keells - Havelock City', '', '324 Havelock Road;Colombo 05;Western Province;00500;' + LK, '', ''),
 (N, 'Vijitha Yapa Bookshop', '', '376 Galle Road;Colombo 03;Western Province;00300;' + LK, '', ''),
 (N, 'Lankasoft Technologies (Pvt) Ltd', '', '34 Sir Baron Jayathilaka Mawatha;Colombo 01;Western Province;00100;' + LK, 'Ruwan ext 4410, IT helpdesk 4000', 'EMAIL:ruwan.w@lankasoft.lk || URL:https://www.lankasoft.lk'),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BP{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
