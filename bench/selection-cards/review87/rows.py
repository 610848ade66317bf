#!/usr/bin/env python3
"""review87: the address book of the Mwakalinga household of Mikocheni, Dar es Salaam.

Juma Mwakalinga is a network engineer at Vodacom Tanzania who works in Arusha,
Mwanza, Dodoma, Mbeya, Zanzibar, Nairobi, Kampala, Kigali and Lusaka; Neema
Mwakalinga (nee Massawe) manages an NMB Bank branch. Two children at school
in Dar; Neema's parents in Moshi, Juma's in Mbeya, an aunt and cousins in
Tanga. Holidays in Zanzibar (Stone Town, Paje, Nungwi), on safari (Mikumi,
Ruaha, Serengeti and Ngorongoro: tented camps, lodges, public campsites), up
Mount Meru (its huts) and Kilimanjaro by Machame (a camp on the route, Moshi
hotels and lodges before and after the climb), at Bagamoyo, in Lushoto and
once in Mombasa. Cards are typed in Swahili and
English the way Tanzanians type them: TSh and USD per night, 'usiku',
'kifungua kinywa', 'malipo kwa M-Pesa', 'check-in saa 8 mchana'.

Label rule: hotel = a place one books a bed, room, banda, hut, cottage,
apartment, house or tent pitch at for the night (hotels, resorts, lodges,
tented camps, public campsites, hostels, guest houses, mission centres and
conference centres that let rooms, holiday lets, mountain huts); not =
everything else: every person's card (a host, an owner, a landlord or a hotel
employee whose ORG is the hotel included), eateries called 'Hoteli'/'Hotel'
in the Tanzanian sense, bars called 'Lodge', a hotel's own bar, restaurant or
spa visited by day, fraternal lodges, venues, agencies, tour operators, park
authorities, airlines, ferries, trains and buses (TAZARA's sleeper is a
journey), schools, a day camp, a mining camp, homes where someone lives.

Rows: (label, name, n, adr, note, extra). n empty = an organisation's card
(fn = org = name); n = 'Family;Given;;;' = a person (fn = name, employer in
extra as ORG:...). A trailing '# nw' marks a place to stay with no lodging
word in its name (own name, brand alone, or House/Lodge/Camp/Villa/
Residence/Centre/Nyumba...); '# min' marks a minimal card (name + ADR only).
Writes cards.tsv next to this file; styles cycle apple, google, outlook,
android, thunderbird.
"""
import os

H, N = 'hotel', 'not'

rows = [
    # --- home, work, family -------------------------------------------------
    (N, 'Vodacom Tanzania PLC', '', '7th Floor Vodacom Tower, Ursino Estate Plot 23 Old Bagamoyo Road;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Kazini kwa Juma. Switchboard; HR – Mama Kway ext 2210. Staff ID VT-04418.',
     'KIND:org || URL:https://www.vodacom.co.tz || TEL:+255754100100'),
    (N, 'Elisante Massawe', 'Massawe;Elisante;;;', 'Rau Madukani;Moshi;Kilimanjaro;25101;Tanzania',
     'Babu Moshi (baba yake Neema). Tukienda Moshi tunalala nyumbani kwake – chumba cha wageni kiko tayari. Dawa za presha kila mwezi, tuma TSh 150,000 M-Pesa.',
     'TEL:+255754331208 || CATEGORIES:Familia'),
    (N, 'Rehema Massawe', 'Massawe;Rehema;;;', 'Rau Madukani;Moshi;Kilimanjaro;25101;Tanzania', '', 'TEL:+255715331209'),
    (H, 'Mount Meru Hotel', '', 'Arusha-Moshi Road;Arusha;Arusha;23106;Tanzania',
     'Vodacom Northern Zone workshop 12–15 Mar. Usiku 3 x TSh 230,000 BB (kifungua kinywa kimo). Conf no. MMH-55812. Check-in saa 8 mchana, check-out saa 4 asubuhi. Corporate rate – invoice to Vodacom.',
     'URL:https://www.mountmeruhotel.co.tz || TEL:+255272970256'),
    (H, 'Rivertrees', '', 'Usa River, Moshi-Arusha Road;Usa River;Arusha;23301;Tanzania',
     'Safaricom/Vodacom roaming meeting. 2 nights USD 180/night incl. breakfast, room 12. Res # 7740219. Airport shuttle from JRO USD 50.', ''),  # nw
    (H, 'Onsea House', '', 'Baraa Road off Moshi Road;Arusha;Arusha;23100;Tanzania',
     'Anniversary night before safari. USD 220 per night half board. Booking ref ONS-2291, deposit 30% paid by card. Check-in 14:00.', ''),  # nw
    (H, 'African Tulip', '', '44/1 Serengeti Road;Arusha;Arusha;23104;Tanzania',
     'Juma – Helios Towers audit wiki 2. USD 140/usiku B&B, chumba 21. Conf AT-60133.', 'EMAIL:reservations@theafricantulip.com'),  # nw
    (H, 'Legendary Lodge', '', 'Plantation Road, off Nairobi Road;Arusha;Arusha;23100;Tanzania', '', ''),  # nw min
    (H, 'Masai Camp', '', 'Old Moshi Road;Arusha;Arusha;23100;Tanzania',
     'Backpacker campsite – tulipiga hema 1 usiku kabla ya safari ya Serengeti, USD 10 per person per night, hot showers. Pool table and bar, noisy Fri/Sat.', ''),  # nw
    (H, 'Kibo Palace Hotel', '', 'Old Moshi Road;Arusha;Arusha;23100;Tanzania',
     'Deluxe room TSh 180,000/night BB. Conf KPH-31877. Lipa kwa M-Pesa Lipa Namba 552810.', ''),
    (N, 'Witness Massawe', 'Massawe;Witness;;;', 'Njiro Block C;Arusha;Arusha;23108;Tanzania',
     'Dada yake Neema. Nurse. Watoto wake: Brian na Joy. Birthday 14 Agosti.', 'ORG:Arusha Lutheran Medical Centre || TEL:+255767210044'),
    (N, 'Grace Laizer', 'Laizer;Grace;;;', 'Njiro PPF Block E;Arusha;Arusha;23108;Tanzania',
     'Mama Grace – Airbnb host Njiro. Apartment 2 vyumba, USD 45 per night, usiku 3 Aprili. Funguo kwa mlinzi (Baraka). Malipo kwa M-Pesa 0754 xxx 118.', 'TEL:+255754880118'),
    (N, 'Kibo Tembo Safari Lodges & Tours Ltd', '', 'Plot 45 Njiro Road;Arusha;Arusha;23108;Tanzania',
     'Tour operator – 4 days Serengeti & Ngorongoro package for 4, USD 2,980 total, deposit USD 600 paid 3 Jun. Driver-guide Ema. Camps they book listed separately (Kisura, Twiga).',
     'URL:https://www.kibotembosafaris.co.tz || EMAIL:info@kibotembosafaris.co.tz'),
    (N, 'Leopard Tours', '', 'Plot 15 Nairobi-Moshi Road;Arusha;Arusha;23100;Tanzania', '', ''),  # min
    (H, 'The Arusha Hotel', '', 'Clock Tower, Boma Road;Arusha;Arusha;23101;Tanzania',
     'Helios audit close-out, 1 night. USD 165 BB. Conf TAH-70981.', ''),
    # --- Mwanza ---------------------------------------------------------------
    (H, 'Hotel Tilapia', '', 'Station Road, Capri Point;Mwanza;Mwanza;33101;Tanzania',
     'Lake Zone site acceptance. Usiku 4, TSh 170,000 per night BB, lake view room 107. Ref TIL-8830.', ''),
    (H, "Ryan's Bay Hotel", '', 'Station Road;Mwanza;Mwanza;33101;Tanzania', '', ''),  # min
    (H, 'Tunza Lodge', '', 'Ilemela Beach;Mwanza;Mwanza;33101;Tanzania',
     'Family came along Dec. Family room USD 160/night incl breakfast, watoto chini ya miaka 6 bure. Conf TL-24417.', ''),  # nw
    (H, 'Gold Crest', '', 'Kenyatta Road;Mwanza;Mwanza;33101;Tanzania',
     'Executive room TSh 200,000 BB. Booking 3 nights 9–12 Sep, conf GC-11902. Invoice to Vodacom Lake Zone.', ''),  # nw
    (N, 'Salma Athumani', 'Athumani;Salma;;;', 'Kenyatta Road;Mwanza;Mwanza;33101;Tanzania',
     'Vodacom Lake Zone – transmission. Alinisaidia site ya Igoma.', 'ORG:Vodacom Tanzania PLC || TITLE:Transmission Engineer'),
    (N, 'Mwanza Biryani Palace', '', 'Lumumba Street;Mwanza;Mwanza;33101;Tanzania',
     'Biryani ya kuku TSh 12,000, sato wa kukaanga. Lunch with the Lake Zone team. Delivery 0768 xxx 440.', ''),
    (N, 'Bulyanhulu Mine Camp – Site Security', '', 'Bulyanhulu;Kahama;Shinyanga;37100;Tanzania',
     'Tower site inside the mine. Induction at camp gate 07:00, PPE needed, badge no. V-2231. Contact Mr. Nyanda.', ''),
    # --- Dodoma ---------------------------------------------------------------
    (H, 'Morena Hotel', '', 'Jamhuri Street;Dodoma;Dodoma;41101;Tanzania',
     'TCRA meetings. Standard room TSh 150,000 per night with breakfast. Conf MOR-3380. Check-in saa 8 mchana.', ''),
    (N, 'Grace Sanga', 'Sanga;Grace;;;', 'Jamhuri Street;Dodoma;Dodoma;41101;Tanzania',
     'Banqueting & catering – workshop lunch 40 pax, TSh 25,000 per head, tea break x2. Quotation ref Q-118.', 'ORG:Morena Hotel || TITLE:Banqueting & Catering Manager || TEL:+255713402281'),
    (H, 'St. Gaspar Conference Centre', '', 'Ntyuka Road, Kikuyu;Dodoma;Dodoma;41102;Tanzania',
     'Rooms TSh 95,000 usiku pamoja na kifungua kinywa. Usiku 2, chumba 35. Malipo kwa M-Pesa au cash mapokezi.', 'URL:https://www.stgaspardodoma.co.tz'),  # nw
    (H, 'Kijiweni Guest House', '', 'Area D Mtaa wa Kizota;Dodoma;Dodoma;41103;Tanzania',
     'Budget when St Gaspar full. TSh 40,000 self-contained, no breakfast. Mama Rose – pay cash.', ''),
    (H, 'Capital Residence', '', 'Mji Mpya, Barabara ya Mwangaza;Dodoma;Dodoma;41104;Tanzania',
     'Serviced apartment – 1 wiki Juni, TSh 110,000 per night, jiko lipo. Ref CR-0615.', ''),  # nw
    (N, 'TRC – SGR Dar es Salaam Station', '', 'Pugu Road;Dar es Salaam;Dar es Salaam;12101;Tanzania',
     'SGR Dar – Dodoma, Business class TSh 70,000, tiketi online. Train 06:00 arrives 09:30. PNR SGR-22871906.', 'URL:https://sgrticket.trc.co.tz'),
    # --- Mbeya, Songwe, Juma's parents --------------------------------------
    (N, 'Anyisile Mwakalinga', 'Mwakalinga;Anyisile;;;', 'Uyole, Mtaa wa Igawilo;Mbeya;Mbeya;53101;Tanzania',
     'Baba. Tunakaa kwake tukienda Mbeya. Shamba la kahawa Rungwe.', 'TEL:+255754611300 || CATEGORIES:Familia'),
    (N, 'Atupele Mwakalinga', 'Mwakalinga;Atupele;;;', 'Uyole, Mtaa wa Igawilo;Mbeya;Mbeya;53101;Tanzania', '', 'TEL:+255765611301'),
    (H, 'Mbeya Hotel', '', 'Kaunda Avenue;Mbeya;Mbeya;53101;Tanzania',
     'Southern Highlands zone review. Usiku 2, TSh 120,000 BB. Ref MBH-2047. Check-in saa 8 mchana.', ''),
    (H, 'Utengule Country Hotel', '', 'Utengule Coffee Estate, Mbalizi;Mbeya;Mbeya;53201;Tanzania',
     'Weekend with kids after visiting Babu. USD 110/night BB, swimming pool. Conf UCH-5521.', ''),
    (H, 'Karibuni Centre', '', 'Mbalizi Road, Forest Area;Mbeya;Mbeya;53101;Tanzania',
     'Mission guest rooms, TSh 60,000 usiku B&B. Gates close saa 4 usiku. Booking by phone – Sister Anna.', ''),  # nw
    (H, 'Gesti ya Mapumziko', '', 'Barabara ya Tunduma–Sumbawanga;Tunduma;Songwe;53401;Tanzania',
     'Border site Tunduma. TSh 35,000 self-contained, usiku 2. Maegesho ya gari yapo.', ''),
    (N, 'TAZARA – Tanzania Zambia Railway Authority', '', 'TAZARA Station, Nyerere Road;Dar es Salaam;Dar es Salaam;12102;Tanzania',
     'Mukuba Express to Kapiri Mposhi (Lusaka trip). First class sleeper, 4-berth compartment, TSh 115,000. Departs Tue 14:00. Ticket 004417.', ''),
    # --- Zanzibar -------------------------------------------------------------
    (N, 'Zan Fast Ferries', '', 'Kivukoni Ferry Terminal, Sokoine Drive;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Dar–Unguja 09:30, economy USD 35 / resident TSh 30,000 x4. Ticket nos. ZF 88120–88123. Be at port saa 2 asubuhi.', ''),
    (H, 'Kholle House', '', 'Malindi Street;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Stone Town, 2 usiku. USD 195 per night incl. breakfast, room "Sultana". Conf KH-20471. Check-in 14:00.', ''),  # nw
    (H, '236 Hurumzi', '', 'Hurumzi Street;Zanzibar;Mjini Magharibi;71101;Tanzania', '', ''),  # nw min
    (N, 'Tower Top Restaurant – 236 Hurumzi', '', 'Hurumzi Street;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Rooftop dinner booked 19:00 for 4, set menu USD 45 pp. Wear long trousers.', ''),
    (H, 'Tembo House Hotel', '', 'Shangani Street;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Seafront. Usiku 3, USD 120/night BB, pool. Conf TH-9931.', ''),
    (H, 'Swahili House', '', 'Kiponda Street;Zanzibar;Mjini Magharibi;71101;Tanzania',
     '1 night before the ferry back, room Zahra USD 95 BB. Rooftop breakfast.', ''),  # nw
    (H, 'Verde Zanzibar', '', 'Mtoni, Bububu Road;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Juma – Zantel/Vodacom offsite. 2 nights, USD 260 per night, sea view room 305. Conf # 48866103.', 'URL:https://www.verdehotels.com'),  # nw
    (N, 'Omar Said Khamis', 'Khamis;Omar Said;;;', 'Mtoni, Bububu Road;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Concierge – arranged Prison Island boat and Forodhani dinner. Tip.', 'ORG:Verde Zanzibar || TITLE:Concierge'),
    (N, 'Africa House Sunset Bar', '', 'Suicide Alley, Shangani;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Sundowners on the terrace, fresh juice for the kids. Get there by 17:30 for a seat.', ''),
    (H, "Teddy's Place", '', 'Jambiani;Jambiani;Kusini Unguja;73106;Tanzania',
     'Bungalow 2 usiku, USD 60/night BB, on the beach. Kitesurf lesson for Baraka in Paje. Ref TP-612.', ''),  # nw
    (H, 'Kitete Beach Bungalows', '', 'Paje Beach;Paje;Kusini Unguja;73107;Tanzania',
     'Bungalow sea view, USD 85 per night incl. kifungua kinywa. Deposit 50% by M-Pesa. Check-in saa 8 mchana.', ''),
    (H, 'Dhow Inn', '', 'Paje Beach;Paje;Kusini Unguja;73107;Tanzania', '', ''),  # min
    (H, 'Demani Lodge', '', 'Paje;Paje;Kusini Unguja;73107;Tanzania',
     'Cheaper option – TSh 90,000 double. Garden, 5 min to beach.', ''),  # nw
    (H, 'Nyumba Nyota', '', 'Jambiani Road;Paje;Kusini Unguja;73107;Tanzania',
     'Holiday house, 3 bedrooms, whole house USD 150 per night, min 3 nights. Caretaker Ali opens at 14:00, key code 2718. Deposit USD 200.', 'URL:https://www.airbnb.com/rooms/44120871'),  # nw
    (N, 'Giulia Bianchi', 'Bianchi;Giulia;;;', 'Paje Beach;Paje;Kusini Unguja;73107;Tanzania',
     'Owner – tulikaa 4 usiku Desemba. 10% discount for returning guests, WhatsApp her directly.', 'ORG:Jambo Paje Bungalows || TITLE:Owner || TEL:+255777410923'),
    (N, 'Lukmaan Restaurant', '', 'New Mkunazini Road;Zanzibar;Mjini Magharibi;71101;Tanzania',
     'Chakula cha Kizanzibari – pilau, biryani, mandazi. Lunch after Darajani market.', ''),
    (N, 'Safari Blue', '', 'Fumba;Fumba;Mjini Magharibi;71201;Tanzania',
     'Dhow day trip, sandbank + seafood lunch, USD 65 adult. Pick-up Stone Town 08:00.', ''),
    (H, 'Essque Zalu Zanzibar', '', 'Nungwi;Nungwi;Kaskazini Unguja;73201;Tanzania', '', ''),  # nw min
    (H, 'Meliá Zanzibar', '', 'Kiwengwa;Kiwengwa;Kaskazini Unguja;73203;Tanzania',
     'Pasaka holiday. 5 nights all-inclusive USD 380/night family suite. Res # 5501297. Transfer from airport included.', ''),  # nw
    # --- Mikumi, Ruaha --------------------------------------------------------
    (H, 'Vuma Hills Tented Camp', '', 'Mikumi National Park;Mikumi;Morogoro;67401;Tanzania',
     'Tent 4 – USD 230 per person per night full board. Park fees separate. Conf VH-1077.', 'URL:https://www.vumahills.com'),
    (H, 'Tan-Swiss Lodge', '', 'Tanzam Highway;Mikumi;Morogoro;67401;Tanzania',
     'On the road to Iringa. Chalet TSh 120,000 usiku, campsite TSh 15,000 pp. Good restaurant.', ''),  # nw
    (H, "Stanley's Kopje", '', 'Mikumi National Park;Mikumi;Morogoro;67401;Tanzania', '', ''),  # nw min
    (H, 'Mikumi Wildlife Camp', '', 'Kikoboga;Mikumi;Morogoro;67401;Tanzania',
     'Bandas inside park near Kikoboga. 2 nights FB USD 150 pp. Ref MWC-318.', ''),  # nw
    (N, 'Mikocheni Holiday Kids Camp', '', 'Mikocheni B Community Ground;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'School-holiday day camp for Imani, 08:00–15:00 Mon–Fri, TSh 120,000 per week incl lunch. Pick-up by 15:30.', ''),
    (H, 'Ruaha Hilltop Lodge', '', 'Tungamalenga Village;Iringa;Iringa;51101;Tanzania',
     'Outside the park gate. Cottage USD 70 pp full board. 2 usiku. M-Pesa deposit ok.', ''),  # nw
    (H, 'Msembe Bandas', '', 'Ruaha National Park HQ, Msembe;Iringa;Iringa;51101;Tanzania',
     'TANAPA bandas at park HQ – USD 30 pp per night, bring own food. Pay at Msembe gate by card.', ''),  # nw
    (H, 'Mwagusi Safari Camp', '', 'Ruaha National Park;Iringa;Iringa;51101;Tanzania', '', ''),  # nw min
    (N, 'Coastal Aviation', '', 'Julius Nyerere International Airport, Terminal 1;Dar es Salaam;Dar es Salaam;12101;Tanzania',
     'Dar – Msembe airstrip flight, USD 395 pp one way, 15 kg soft bags only. Booking CA-77310.', 'URL:https://www.coastal.co.tz'),
    # --- Serengeti, Ngorongoro ----------------------------------------------
    (H, 'Pimbi Public Campsite', '', 'Seronera;Serengeti;Mara;31601;Tanzania',
     'Public campsite, USD 30 pp per night + VAT, paid at Naabi gate. Toilets & kitchen shelter. 2 nights.', ''),
    (H, 'Kisura Serengeti Tented Camp', '', 'Seronera;Serengeti;Mara;31601;Tanzania',
     'Mobile camp booked via Kibo Tembo. USD 180 pp FB, 1 night.', ''),
    (H, 'Serengeti Serena Safari Lodge', '', 'Central Serengeti;Serengeti;Mara;31601;Tanzania', '', ''),  # min
    (H, 'Namiri Plains', '', 'Eastern Serengeti;Serengeti;Mara;31601;Tanzania',
     'Tent 9, 2 usiku full board USD 290 pp. Conf NP-4402. Wake-up 05:30 game drive.', ''),  # nw
    (H, 'Twiga Campsite', '', 'Mto wa Mbu;Monduli;Arusha;23401;Tanzania',
     'Campsite with bandas near Manyara. Tent pitch USD 10 pp, hot shower, pool. 1 night before the crater.', ''),
    (H, 'Rhino Lodge', '', 'Ngorongoro Conservation Area;Ngorongoro;Arusha;23501;Tanzania',
     'Backup to camping. USD 150 pp HB, room 6. Conf RL-2290.', ''),  # nw
    (H, 'Ngorongoro Farm House', '', 'Karatu;Karatu;Arusha;23601;Tanzania',
     'Coffee farm, 1 night after crater. USD 175 pp half board. Ref NFH-1187.', ''),  # nw
    (N, 'NCAA Loduare Gate', '', 'Loduare Gate;Karatu;Arusha;23601;Tanzania',
     'Crater service fee USD 295 per vehicle; conservation fee USD 70.80 pp. Permit printed at Loduare.', 'URL:https://www.ncaa.go.tz || KIND:org'),
    # --- Kilimanjaro, Moshi -------------------------------------------------
    (N, 'Ahsante Tours', '', 'Mianzini Road;Moshi;Kilimanjaro;25101;Tanzania',
     'Meru 4 days + Kili Machame 7 days for Juma & Frank, USD 2,650 pp incl park, hut & camping fees. Guide Mussa. Booking AT-26-0412.', 'URL:https://www.ahsantetours.com'),
    (N, 'Mussa Kitundu', 'Kitundu;Mussa;;;', 'Machame Uswaa;Hai;Kilimanjaro;25401;Tanzania',
     'Head guide. Meru: Miriakamba, Saddle Hut. Kili Machame: Machame, Shira, Barranco, Karanga, Barafu. Tip porters USD 10/day.', 'ORG:Ahsante Tours || TEL:+255754220913'),
    (H, 'Springlands Hotel', '', 'Pasua;Moshi;Kilimanjaro;25101;Tanzania',
     'Night before and after the climb. TSh 130,000 BB. Bags stored. Conf SPR-4410.', ''),
    (H, 'Keys Hotel', '', 'Uru Road;Moshi;Kilimanjaro;25101;Tanzania',
     'Ndugu wa Tanga for Babu\'s party – 2 rooms TSh 75,000 usiku BB. Paid cash at reception.', ''),
    (H, 'Lutheran Uhuru Hotel', '', 'Sekou Toure Road, Shantytown;Moshi;Kilimanjaro;25101;Tanzania',
     'Wazazi wa Neema – sherehe ya Babu miaka 70, wageni kutoka Tanga walilala hapa. Rooms TSh 85,000 BB, 5 vyumba booked, ref LUH-071.', ''),
    (H, 'AMEG Lodge', '', 'Lema Road, Shantytown;Moshi;Kilimanjaro;25101;Tanzania',
     'Garden room USD 95 BB. Quiet, pool. Conf AMEG-2203.', ''),  # nw
    (H, 'YMCA Moshi', '', 'Kilimanjaro Road;Moshi;Kilimanjaro;25101;Tanzania',
     'Baraka na school trip – rooms TSh 40,000 usiku, breakfast TSh 8,000. Paid by school.', ''),  # nw
    (H, 'Kilimanjaro Mountain Resort', '', 'Marangu;Marangu;Kilimanjaro;25301;Tanzania',
     'Weekend with Babu & Bibi – waterfalls. Family room TSh 250,000 usiku BB. Conf KMR-889.', ''),
    (H, 'Miriakamba Hut', '', 'Arusha National Park, Mt Meru 2,514 m;Arusha;Arusha;23100;Tanzania',
     'Meru acclimatisation climb, night 1. Bunk beds 4 per room, bring sleeping bag. Hut fee paid at Momella gate.', ''),
    (H, 'Saddle Hut', '', 'Arusha National Park, Mt Meru 3,570 m;Arusha;Arusha;23100;Tanzania',
     'Meru nights 2–3. Bunk numbers 11 & 12. Summit start saa 8 usiku.', ''),
    (H, 'Barafu Camp', '', 'Kilimanjaro National Park, Machame Route 4,673 m;Hai;Kilimanjaro;25401;Tanzania',
     'Kili night 6 – tents on the ridge, ranger hut. Sleep 18:00, wake 23:00 for summit push. Camping fee USD 50 pp per night (paid via Ahsante).', ''),
    (N, 'KINAPA – Kilimanjaro National Park', '', 'Machame Gate;Hai;Kilimanjaro;25401;Tanzania',
     'Park fees USD 70 pp/day, camping fee USD 50 pp per night, rescue fee USD 20. Paid via Ahsante. Machame gate registration 09:00.', 'KIND:org'),
    (N, 'Kahawa House Café', '', 'Boma Road;Moshi;Kilimanjaro;25101;Tanzania',
     'Best macchiato Moshi. Buy 1 kg Kilimanjaro AA for Babu, TSh 28,000.', ''),
    (N, 'Kilimani Hotel', '', 'Mawenzi Road;Moshi;Kilimanjaro;25101;Tanzania',
     'Mgahawa – kitimoto na ndizi, supu asubuhi. Tunakula hapa na Babu Jumapili baada ya ibada.', ''),
    (N, 'Kilimanjaro Express', '', 'Shekilango Bus Terminal;Dar es Salaam;Dar es Salaam;14109;Tanzania',
     'Basi Dar – Moshi – Arusha 06:00, luxury TSh 40,000. Seat 3A,3B. Tiketi no. KE-20419.', ''),
    # --- Bagamoyo, Dar weekends --------------------------------------------
    (H, 'Bagamoyo Beach Resort', '', 'Bagamoyo Beach;Bagamoyo;Pwani;61301;Tanzania',
     'Easter weekend 2 nights, TSh 160,000 per night incl. breakfast. Ref BBR-4019.', ''),
    (H, 'Travellers Lodge', '', 'India Street;Bagamoyo;Pwani;61301;Tanzania',
     'Cottage by the beach USD 75 B&B. Kids loved the garden.', ''),  # nw
    (H, 'Firefly Bagamoyo', '', 'Bagamoyo Old Town;Bagamoyo;Pwani;61301;Tanzania', '', ''),  # nw min
    (H, 'Millennium Sea Breeze', '', 'Mbegani;Bagamoyo;Pwani;61301;Tanzania',
     'Family room TSh 220,000 usiku with breakfast, pool. Malipo kwa M-Pesa Lipa Namba 661204. Check-in saa 8 mchana.', ''),  # nw
    (N, 'Bagamoyo College of Arts – TaSUBa', '', 'Bagamoyo;Bagamoyo;Pwani;61301;Tanzania', '', ''),  # min
    (H, 'Kipepeo Beach & Village', '', 'Mjimwema, Kigamboni;Dar es Salaam;Dar es Salaam;17101;Tanzania',
     'Weekend kigamboni. Banda on stilts TSh 140,000 per night incl breakfast. Day entry only TSh 10,000 for guests who do not sleep.', ''),  # nw
    (N, 'Makazi ya Wazee Nunge', '', 'Nunge, Kigamboni;Dar es Salaam;Dar es Salaam;17101;Tanzania',
     'Elderly home – Christmas donation: mchele 50 kg, sabuni, mafuta. Contact Bi. Mwanahawa.', ''),
    (H, 'Luther House', '', 'Sokoine Drive;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Wageni wa harusi kutoka Tanga walilala hapa – 3 rooms x TSh 70,000 usiku, breakfast included. Booking KKKT Azania Front.', ''),  # nw
    (N, 'Jangwani Palace Hall', '', 'Morogoro Road, Jangwani;Dar es Salaam;Dar es Salaam;11104;Tanzania',
     'Ukumbi wa harusi ya Rukia – 300 guests, TSh 4,500,000, deposit TSh 1,500,000 paid 2 Feb. Decoration separate.', ''),
    (N, 'Mlimani City Conference Centre', '', 'Sam Nujoma Road;Dar es Salaam;Dar es Salaam;14113;Tanzania', '', ''),  # min
    (N, 'Level 8 – Hyatt Regency Dar es Salaam', '', 'Kivukoni Street;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Rooftop bar – drinks with the Huawei team Fri 18:30. Table for 6 under Mwakalinga.', ''),
    (N, 'Mvua Spa – Ramada Resort Dar es Salaam', '', 'Africana Road, Mbezi Beach;Dar es Salaam;Dar es Salaam;14128;Tanzania',
     'Neema birthday – couples massage 90 min, TSh 260,000. Booking Sat 10:00.', ''),
    (N, 'Happiness Lyimo', 'Lyimo;Happiness;;;', 'Toure Drive, Masaki;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Sales – corporate rate for Vodacom trainees, TSh 290,000 per night BB. Sends contract every January.', 'ORG:Sea Cliff Hotel || TITLE:Sales Executive || EMAIL:happiness.lyimo@hotelseacliff.com'),
    # --- Lushoto, Tanga ----------------------------------------------------
    (H, 'Lawns Hotel', '', 'Lushoto Town;Lushoto;Tanga;21701;Tanzania',
     'Old colonial hotel. Family room TSh 150,000 usiku, fire in the evening. Conf LH-2212.', ''),
    (N, 'Rose Shekifu', 'Shekifu;Rose;;;', 'Lushoto Town;Lushoto;Tanga;21701;Tanzania',
     'Front office – alituwekea chumba cha familia chenye mahali pa moto. Call her direct next time.', 'ORG:Lawns Hotel || TITLE:Front Office Manager'),
    (H, "St. Eugene's Hostel", '', 'Ubiri;Lushoto;Tanga;21701;Tanzania',
     'Run by the Sisters. TSh 60,000 double B&B, homemade cheese & jam. Pay cash.', ''),
    (H, 'Swiss Farm Cottage', '', 'Migambo;Lushoto;Tanga;21702;Tanzania',
     'Cottage 2 nights, USD 60 per night, dinner on order. Directions: after Magamba forest.', ''),
    (H, 'Mullers Mountain Lodge', '', 'Migambo Road;Lushoto;Tanga;21702;Tanzania', '', ''),  # nw min
    (H, 'Irente View Cliff Lodge', '', 'Irente;Lushoto;Tanga;21701;Tanzania',
     'View over Maasai steppe. USD 80 BB room, booking ref IVC-331. Lipa 50% M-Pesa.', ''),  # nw
    (N, 'Zuhura Shekimweri', 'Shekimweri;Zuhura;;;', 'Barabara ya 14, Ngamiani;Tanga;Tanga;21101;Tanzania',
     'Shangazi. Tukienda Tanga tunafikia kwake. Anapenda kanga za Kariakoo.', 'TEL:+255713880412 || CATEGORIES:Familia'),
    (N, 'Hamisi Kibwana', 'Kibwana;Hamisi;;;', 'Pangani Mashariki;Pangani;Tanga;21401;Tanzania',
     'Binamu. Ana nyumba ya ufukweni Pangani – anapangisha wageni weekend TSh 80,000 usiku. Tulikaa Agosti 2 usiku.', 'TEL:+255784211967'),
    (H, 'Mkonge Hotel', '', 'Hospital Road;Tanga;Tanga;21101;Tanzania',
     'Harusi ya Rukia Tanga – 2 nights, TSh 140,000 BB sea view. Ref MKH-0930.', ''),
    (N, 'Al-Shifa Hotel & Restaurant', '', 'Barabara ya 12, Market Street;Tanga;Tanga;21101;Tanzania',
     'Chai ya maziwa na chapati asubuhi, biriani Ijumaa. Karibu na sokoni.', ''),
    # --- Mombasa --------------------------------------------------------------
    (H, 'Serena Beach Resort & Spa', '', 'Shanzu Beach;Mombasa;Mombasa;80100;Kenya',
     'Mombasa holiday Aug. 4 nights KES 24,000 per night half board. Conf SBR-66120.', ''),
    (H, 'Voyager Beach Resort', '', 'Mt. Kenya Road, Nyali;Mombasa;Mombasa;80118;Kenya',
     'Option B kwa Mombasa – all inclusive KES 21,000 pp sharing. Quote from Kilele valid to 30 Jun.', ''),
    (H, 'Sarova Whitesands', '', 'Bamburi Beach;Mombasa;Mombasa;80100;Kenya',
     '3 usiku all-inclusive family room KES 42,000 per night. Res 9180442.', 'URL:https://www.sarovahotels.com'),  # nw
    (H, 'PrideInn Paradise', '', 'Shanzu;Mombasa;Mombasa;80100;Kenya',
     'Water park for kids. KES 18,500 BB, 2 nights. Ref PIP-40122.', ''),  # nw
    (H, 'Msafiri Villa Nyali', '', 'Links Road, Nyali;Mombasa;Mombasa;80118;Kenya',
     'Holiday let – whole villa, 3 bedrooms, KES 15,000 per night, caretaker Wanjiru, gate code 4471. Deposit paid M-Pesa.', ''),  # nw
    (N, 'Tamarind Dhow', '', 'Cement Silo Road, Nyali;Mombasa;Mombasa;80118;Kenya',
     'Dinner cruise on the creek 18:30, KES 6,500 pp. Ref TD-2207.', ''),
    (N, 'Likoni Ferry – Kenya Ferry Services', '', 'Likoni Channel;Mombasa;Mombasa;80100;Kenya',
     'Crossing to Diani for the day. Free for foot passengers, car KES 140. Queue 30 min at 08:00.', ''),
    # --- Nairobi, Kampala, Kigali, Lusaka (work) ----------------------------
    (N, 'David Ochieng', 'Ochieng;David;;;', 'Safaricom House, Waiyaki Way;Nairobi;Nairobi;00800;Kenya',
     'Roaming & interconnect. Meeting Tue 10:00.', 'ORG:Safaricom PLC || TITLE:Senior Manager Interconnect || EMAIL:dochieng@safaricom.co.ke'),
    (H, 'Kahama Hotel', '', "Murang'a Road;Nairobi;Nairobi;00100;Kenya", '', ''),  # min
    (H, 'The Boma Nairobi', '', 'Red Cross Road, South C;Nairobi;Nairobi;00200;Kenya',
     '2 nights KES 22,000 BB. 20 min to Safaricom House by Uber. Conf TBN-553201.', ''),  # nw
    (N, 'RwandAir', '', 'Julius Nyerere International Airport, Terminal 3;Dar es Salaam;Dar es Salaam;12101;Tanzania',
     'DAR–KGL WB 301 07:45. PNR K7QLT2. 23 kg.', 'URL:https://www.rwandair.com'),
    (N, 'Jean-Paul Habimana', 'Habimana;Jean-Paul;;;', 'KN 3 Ave;Kigali;;;Rwanda',
     'MTN Rwanda core network – Kigali workshop.', 'ORG:MTN Rwandacell PLC || TITLE:Core Network Lead'),
    (H, 'Hôtel Chez Lando', '', 'KG 201 St, Remera;Kigali;;;Rwanda',
     'Kigali trip: 3 nuits/nights USD 120 BB, garden room 218. Conf HCL-7720.', ''),
    (H, 'The Retreat by Heaven', '', '5 KN 29 St, Kiyovu;Kigali;;;Rwanda', '', ''),  # nw min
    (N, 'Sarah Nakato', 'Nakato;Sarah;;;', 'Plot 69-71 Jinja Road;Kampala;Central;;Uganda',
     'MTN Uganda RAN planning. Dinner Thu – she chooses.', 'ORG:MTN Uganda || TITLE:RAN Planning Manager'),
    (H, 'Fairway Hotel', '', 'Plot 1 Kafu Road, Nakasero;Kampala;Central;;Uganda',
     'UGX 350,000 per night BB, 3 nights. Conf FH-31199.', ''),
    (H, 'Cassia Lodge', '', 'Buziga Hill;Kampala;Central;;Uganda',
     'View over Lake Victoria. USD 160 B&B. Driver from Entebbe USD 40.', ''),  # nw
    (H, 'Red Chilli Hideaway', '', 'Butabika Road;Kampala;Central;;Uganda', '', ''),  # nw min
    (N, 'Mutale Banda', 'Banda;Mutale;;;', 'Airtel House, Addis Ababa Drive;Lusaka;Lusaka;10101;Zambia',
     'Airtel Zambia transmission – met at Lusaka workshop.', 'ORG:Airtel Networks Zambia PLC || TITLE:Head of Transmission'),
    (H, 'Chrismar Hotel', '', 'Los Angeles Boulevard, Longacres;Lusaka;Lusaka;10101;Zambia',
     'Lusaka 4 nights, USD 170 per night BB. Conf CH-88012. Arrived by TAZARA – late check-in ok.', ''),
    (H, 'Lilayi Lodge', '', 'Lilayi Road, off Kafue Road;Lusaka;Lusaka;10101;Zambia',
     'Game farm lodge, USD 240 BB, 1 night on return. Ref LL-2210.', ''),  # nw
    (H, 'Pioneer Camp', '', 'Palabana Road, off Great East Road;Lusaka;Lusaka;10101;Zambia',
     'Chalet ZMW 1,400 per night, quiet. Near the airport.', ''),  # nw
    # --- the rest of the book -------------------------------------------------
    (N, 'Air Tanzania', '', 'ATC House, Ohio Street;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'TC 102 Dar–Mwanza 07:00, booking ref P5RT7K. Miles no. 40018833.', 'URL:https://www.airtanzania.co.tz || KIND:org'),
    (N, 'Precision Air', '', 'Precision Air House, Nyerere Road;Dar es Salaam;Dar es Salaam;12101;Tanzania', '', ''),  # min
    (N, 'Skylink Travel & Tours', '', 'Mezzanine Floor, Peugeot House, Ali Hassan Mwinyi Road;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Travel agent for Vodacom – Nairobi & Kigali tickets, visa letters. Agent: Stella.', 'EMAIL:corporate@skylinktz.com'),
    (N, 'Kilele Hotel Reservations Ltd', '', 'Mwai Kibaki Road, Mikocheni;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Booking agent – got us Meliá Zanzibar at 15% off. Commission paid by hotel. Agent Joyce.', ''),
    (N, 'NMB Bank PLC – Mlimani City Branch', '', 'Mlimani City Mall, Sam Nujoma Road;Dar es Salaam;Dar es Salaam;14113;Tanzania', '', ''),  # min
    (N, 'Agnes Kimaro', 'Kimaro;Agnes;;;', 'Mlimani City Mall, Sam Nujoma Road;Dar es Salaam;Dar es Salaam;14113;Tanzania',
     'Operations – Neema branch. Leave cover Aug.', 'ORG:NMB Bank PLC || TITLE:Branch Operations Manager'),
    (N, 'Zakaria Mollel', 'Mollel;Zakaria;;;', 'NMB House, Azikiwe Street;Dar es Salaam;Dar es Salaam;11101;Tanzania', '',
     'ORG:NMB Bank PLC || TITLE:Zonal Manager, Dar es Salaam'),
    (N, 'Frank Mushi', 'Mushi;Frank;;;', 'Vodacom Tower, Old Bagamoyo Road;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Climbed Kili together 2025. Wife: Lucy.', 'ORG:Vodacom Tanzania PLC || TITLE:Senior RAN Engineer || TEL:+255754601122'),
    (N, 'Zhang Hao', 'Zhang;Hao;;;', 'Huawei Building, Plot 1 Ali Hassan Mwinyi Road;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Swap project account manager. WeChat zhanghao_tz.', 'ORG:Huawei Technologies (Tanzania) Co. Ltd || TITLE:Account Manager'),
    (N, 'Godfrey Mrema', 'Mrema;Godfrey;;;', 'Golden Jubilee Towers, Ohio Street;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Tower sharing – site access Arusha/Moshi.', 'ORG:Helios Towers Tanzania || EMAIL:godfrey.mrema@heliostowers.co.tz'),
    (N, 'Abdallah Mnyampala', 'Mnyampala;Abdallah;;;', 'Mikocheni B, Mtaa wa Rose Garden;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Mwenye nyumba (nyumba ya kupanga). Kodi TSh 1,200,000 kwa mwezi, tunalipa miezi 6 kwa mara moja. Maji & umeme LUKU tunajilipia.', 'TEL:+255713554020'),
    (N, 'Mwajuma Salum', 'Salum;Mwajuma;;;', 'Mikocheni B;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Dada wa kazi. Mshahara tarehe 28, M-Pesa.', ''),
    (N, 'Ally Bakari', 'Bakari;Ally;;;', 'Mwenge;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Dereva – airport runs TSh 40,000. Bolt pia.', 'TEL:+255655310077'),
    (N, 'Peter Chacha', 'Chacha;Peter;;;', 'Sinza;Dar es Salaam;Dar es Salaam;14109;Tanzania',
     'Fundi umeme – alibadilisha socket jikoni.', 'TEL:+255688214008'),
    (N, 'Khadija Rashid', 'Rashid;Khadija;;;', 'Mkwepu Street, Kisutu;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Paediatrician – Imani appointment Thu 09:30, bring vaccination card.', 'ORG:Shree Hindu Mandal Hospital || TITLE:Dr.'),
    (N, 'Esther Nnko', 'Nnko;Esther;;;', 'Mikocheni;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Mwalimu wa darasa la Baraka (Grade 6).', 'ORG:Haven of Peace Academy'),
    (N, 'Haven of Peace Academy', '', 'Kawe;Dar es Salaam;Dar es Salaam;14128;Tanzania',
     'Ada ya muhula TSh 3,900,000 per child. School bus 06:40.', 'URL:https://www.hopac.net'),
    (N, 'Regency Medical Centre', '', 'Alykhan Road, Upanga;Dar es Salaam;Dar es Salaam;11103;Tanzania', '', ''),  # min
    (N, 'Mawenzi Lodge & Bar', '', 'Sinza Mori;Dar es Salaam;Dar es Salaam;14109;Tanzania',
     'Ijumaa na wafanyakazi – nyama choma, Kilimanjaro baridi. Mechi ya Simba kwenye screen kubwa.', ''),
    (N, 'Lodge Mwangaza No. 9142', '', 'Freemasons Hall, Sokoine Drive;Dar es Salaam;Dar es Salaam;11101;Tanzania',
     'Babu Massawe – installation dinner 3rd Saturday; dress code dark suit.', ''),
    (N, 'Hoteli ya Bi. Zainabu', '', 'Mtaa wa Msimbazi, Kariakoo;Dar es Salaam;Dar es Salaam;11105;Tanzania',
     'Wali maharage na samaki TSh 5,000. Lunch tukienda Kariakoo.', ''),
    (N, 'The Bread House', '', 'Mwai Kibaki Road, Mikocheni;Dar es Salaam;Dar es Salaam;14112;Tanzania',
     'Birthday cake order for Imani – chocolate 2 kg, TSh 85,000, pick-up Sat 11:00.', ''),
    (N, 'Msasani Paws Pet Hotel & Kennels', '', 'Msasani Peninsula;Dar es Salaam;Dar es Salaam;14111;Tanzania',
     'Boarding for Simba (dog) when we travel – TSh 25,000 per night, vaccination card needed.', ''),
    (N, 'Village Supermarket', '', 'Haile Selassie Road, Masaki;Dar es Salaam;Dar es Salaam;14111;Tanzania', '', ''),  # min
    (N, 'M-Pesa Wakala – Mikocheni', '', 'Mwai Kibaki Road, Mikocheni;Dar es Salaam;Dar es Salaam;14112;Tanzania', '', ''),  # min
    (N, 'Gereji ya Mzee Kombo', '', 'Mwenge;Dar es Salaam;Dar es Salaam;14112;Tanzania', '', ''),  # min
    (N, 'KKKT Usharika wa Mikocheni', '', 'Mikocheni;Dar es Salaam;Dar es Salaam;14112;Tanzania', '', ''),  # min
    (N, 'Jubilee Insurance Tanzania', '', 'Amani Place, Ohio Street;Dar es Salaam;Dar es Salaam;11101;Tanzania', '', ''),  # min
    (N, 'Duka la Vitenge Mama Amina', '', 'Mtaa wa Uhuru, Kariakoo;Dar es Salaam;Dar es Salaam;11105;Tanzania', '', ''),  # min
]

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = ['# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra']
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        for field in (label, name, n, adr, note, extra):
            assert '\t' not in field and '\n' not in field, name
        assert label in (H, N)
        cid = 'CB%03d' % (i + 1)
        style = STYLES[i % 5]
        fn, org = (name, '') if n else (name, name)
        out.append('\t'.join([cid, label, style, fn, org, n, adr, note, extra]))
    open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
    print(len(rows), 'rows,', sum(r[0] == H for r in rows), 'hotel,', sum(r[0] == N for r in rows), 'not')

if __name__ == '__main__':
    main()
