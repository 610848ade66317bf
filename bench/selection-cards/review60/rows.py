#!/usr/bin/env python3
"""Writes cards.tsv for review60: one realistic address book of an Auckland (Mt Albert) family - Mark Reid, a
regional sales manager with a fruit-packaging firm (Kiwi Crate & Pack), travelling to the packhouses and
orchards of Tauranga and Te Puke, Hawke's Bay, Nelson and Motueka, Gisborne, Cromwell and Blenheim, to Fieldays
in Hamilton, to the ministry in Wellington and to clients and trade shows in Sydney, Melbourne and Brisbane; and
Aroha Reid (nee Ngata, Ngati Porou, from Gisborne), a primary teacher, who plans the family's holidays: Northland,
the Coromandel, Great Barrier and Waiheke, Raglan and Waitomo, Taupo, Rotorua and the Tongariro Northern Circuit,
the East Coast, Abel Tasman, Kaikoura, the West Coast, Queenstown, Wanaka and Aoraki Mount Cook, the Gold Coast,
Fiji, Rarotonga and Aitutaki, and Samoa (motels, motor lodges, holiday parks, baches, DOC huts and campsites,
backpackers, lodges, B&Bs, a homestay, a farm stay, glamping, resorts, fales and bures) - and the home contacts
around them. The traps such a book has: pubs called Hotel (The Oaks Hotel, Corner Hotel), a
restaurant called The Hunting Lodge and a cafe called The Bach, a Chinese 大酒楼 (a restaurant), a
Masonic lodge, a rest home called Lodge, a pet resort, a motel broker and Lodge Real Estate, a bach-letting
agency (Bachcare), travel agencies, cultural 'villages' (Te Vara Nui Village, Tamaki Maori Village), a marae,
a winery wedding venue (Villa Maria Estate), day spas and hot pools, a DOC visitor centre, family names Hilton,
Marriott, Lodge, Holiday, Camp, Hyatt, Bach and Innes, hotel staff, a hut warden and hosts whose ORG is their
place, the landlady of a bach, an overnight ferry, an overnight cruise, a sleeper train and a campervan.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has
N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = somewhere one books a bed, room, hut bunk, cottage, cabin, fale or bure, or a tent or caravan pitch for
the night (hotels, aparthotels, motels and motor lodges, holiday parks and campsites, backpackers and hostels,
B&Bs, homestays, farm stays, glamping, baches and holiday homes, DOC huts, lodges, resorts, an inn or pub that
lets rooms); not = everything else, including people's cards (hotel staff, hosts, a hut warden, a landlady, and
family whose NOTE counts nights), restaurants, pubs and bars, day spas and hot pools, a wedding venue, a marae,
a rest home, a pet resort, agencies, a DOC visitor centre, ferries, cruises, trains and a campervan.
Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
NZ = 'New Zealand'
C = [
 # --- Mark's work: Bay of Plenty, Hawke's Bay, Nelson/Tasman, Gisborne, Waikato, Wellington, Canterbury, Otago, Marlborough
 (H, 'Novotel Tauranga Harbourside', '', '61 Willow Street;Tauranga;Bay of Plenty;3110;' + NZ, 'Trevelyan\'s visits, 2 nights, parking $25/night, invoice to KCP', ''),
 (H, 'Trinity Wharf Tauranga', '', '51 Dive Crescent;Tauranga;Bay of Plenty;3110;' + NZ, '', ''),
 (H, 'Oceanside Resort & Twin Towers', '', '1 Marine Parade;Mount Maunganui;Bay of Plenty;3116;' + NZ, '', ''),
 (H, 'Valdez Motor Lodge', '', "1107 Karamu Road North;Hastings;Hawke's Bay;4122;" + NZ, 'apple season, 3 nights, unit 7, check in from 2pm', ''),
 (H, 'Art Deco Masonic Hotel', '', "2 Tennyson Street;Napier;Hawke's Bay;4110;" + NZ, '', ''),
 (H, 'Rutherford Hotel Nelson', '', '27 Nile Street West;Nelson;Nelson;7010;' + NZ, 'Apples & Pears conf, 2 nights, conf rate $199', ''),
 (H, 'Equestrian Lodge Motel', '', 'Tudor Street;Motueka;Tasman;7120;' + NZ, '', ''),
 (H, 'Portside Hotel Gisborne', '', '2 Reads Quay;Gisborne;Gisborne;4010;' + NZ, "1 night, then Nana's for the weekend", ''),
 (H, 'Distinction Hamilton Hotel & Conference Centre', '', '100 Garnett Avenue;Hamilton;Waikato;3200;' + NZ, 'Fieldays 4 nights - rebook for next year before 30 June! conf 88213', ''),
 (H, 'QT Wellington', '', '90 Cable Street;Wellington;Wellington;6011;' + NZ, 'MPI meeting Thu 10am, 1 night', ''),
 (H, 'Travelodge Hotel Wellington', '', '2-6 Gilmer Terrace;Wellington;Wellington;6011;' + NZ, '', ''),
 (H, 'Booklovers B&B', '', '123 Pirie Street;Wellington;Wellington;6011;' + NZ, 'Aroha - NZEI hui, 2 pō, parakuihi kei roto', 'URL:https://www.booklovers.co.nz'),
 (H, 'The Classic Villa', '', '17 Worcester Boulevard;Christchurch;Canterbury;8013;' + NZ, 'client dinner Fri, 2 nights, Italian breakfast', ''),
 (H, 'Sudima Christchurch Airport', '', '550 Memorial Avenue;Christchurch;Canterbury;8053;' + NZ, '', ''),
 (H, 'Carrick Lodge Motel', '', '10 Barry Avenue;Cromwell;Otago;9310;' + NZ, 'cherry packhouses, 2 nights, arriving ~9pm, key in the box', ''),
 (H, 'Chateau Marlborough', '', 'Cnr High & Henry Streets;Blenheim;Marlborough;7201;' + NZ, '', ''),
 # --- Mark's work: Australia
 (H, 'Adina Apartment Hotel Sydney Town Hall', '', '511 Kent Street;Sydney;NSW;2000;Australia', 'Costa tender meeting, 3 nights, 1-bed apt, washing machine in room', ''),
 (H, 'Rydges Sydney Central', '', '28 Albion Street;Surry Hills;NSW;2010;Australia', '', ''),
 (H, 'Ovolo Laneways', '', '19 Little Bourke Street;Melbourne;VIC;3000;Australia', 'Melbourne market visits, 2 nights, free minibar lol', ''),
 (H, 'Mercure Melbourne Treasury Gardens', '', '13 Spring Street;Melbourne;VIC;3000;Australia', '', ''),
 (H, 'Oaks Brisbane on Felix Suites', '', '52 Alice Street;Brisbane City;QLD;4000;Australia', 'Hort Connections, 3 nights, 1 bdrm suite, booking 7719044', ''),
 # --- Auckland: guests, the work do, the airport, Nana's hospital visits
 (H, 'Cordis, Auckland', '', '83 Symonds Street;Grafton;Auckland;1010;' + NZ, "Uncle Wiremu & Aunty Mere, 2 nights for Kiri's wedding, check-in 3pm, code KIRISAM", ''),
 (H, 'SkyCity Grand Hotel', '', '90 Federal Street;Auckland Central;Auckland;1010;' + NZ, 'work Xmas do, 1 night, valet $45', ''),
 (H, 'Jet Park Hotel Auckland Airport', '', '63 Westney Road;Māngere;Auckland;2022;' + NZ, 'night before the 6am Fiji flight, park & fly 8 days', ''),
 (H, 'Quest Newmarket', '', '10 Titoki Street;Newmarket;Auckland;1023;' + NZ, 'Nana Ripeka - hospital appts, 4 nights, studio, walk to Auckland Hospital', ''),
 # --- Northland
 (H, 'Paihia Beach Resort & Spa', '', '116 Marsden Road;Paihia;Northland;0200;' + NZ, 'Labour weekend, 3 nights, 2 bdrm, ferry to Russell Sat', ''),
 (H, 'Duke of Marlborough Hotel', '', '35 The Strand;Russell;Northland;0202;' + NZ, '1 night, harbour view room, dinner in the bar 7pm', ''),
 (H, 'Kauri Cliffs', '', '139 Tepene Tablelands Road;Matauri Bay;Northland;0478;' + NZ, '10th anniversary, 1 night, suite, dinner & breakfast incl.', 'URL:https://www.rosewoodhotels.com/en/kauri-cliffs'),
 (H, 'Matauri Bay Holiday Park', '', 'Matauri Bay Road;Matauri Bay;Northland;0478;' + NZ, '', ''),
 (H, 'Te Whare Moana', '', '22 Taurikura Bay Road;Whangārei Heads;Northland;0174;' + NZ, 'via Bachcare, 4 nights Jan, sleeps 8, bring linen & towels', ''),
 (H, 'Pūriri Glamping', '', 'Matapōuri Road;Matapōuri;Northland;0173;' + NZ, 'bell tent, 2 nights, outdoor bath, no power - bring the torch', ''),
 # --- Coromandel, Great Barrier, Waiheke
 (H, 'Hahei Holiday Resort', '', '41 Harsant Avenue;Hahei;Waikato;3591;' + NZ, 'Xmas camp, powered site 27, 7 nights, deposit $200 paid', ''),
 (H, 'The Church Hahei', '', '87 Hahei Beach Road;Hahei;Waikato;3591;' + NZ, 'Rimu cottage, 2 nights, Cathedral Cove walk', ''),
 (H, 'Anchor Lodge Coromandel', '', '448 Wharf Road;Coromandel;Waikato;3506;' + NZ, '1 night on the way up to Port Jackson', ''),
 (H, 'Crosbies Hut', '', 'Kauaeranga Valley Road;Thames;Waikato;3500;' + NZ, 'DOC booking, 2 adults 2 kids, Sat 1 night, 10 bunks, no gas', ''),
 (H, 'Port Jackson Campsite', '', 'Port Jackson Road;Colville;Waikato;3584;' + NZ, 'DOC camp, 3 nights, non-powered, long drop, no shop - take everything', ''),
 (H, 'Great Barrier Lodge', '', 'Whangaparapara Road;Great Barrier Island;Auckland;0991;' + NZ, '', ''),
 (H, 'Onetangi Beach Apartments', '', '27 The Strand;Onetangi;Waiheke Island;1081;' + NZ, "Aroha's birthday weekend, 2 nights, apt 3", ''),
 # --- Raglan, Waitomo
 (H, 'Solscape', '', '611 Wainui Road;Raglan;Waikato;3297;' + NZ, 'tipi for the 4 of us, 2 nights, surf lesson Sun 10am', 'URL:https://solscape.co.nz'),
 (H, 'Woodlyn Park', '', '1177 Waitomo Valley Road;Ōtorohanga;Waikato;3977;' + NZ, 'the hobbit unit!, 1 night, kids want the plane next time', ''),
 (H, 'Mangaotaki Farmstay', '', '1890 Mangaotaki Road;Piopio;Waikato;3970;' + NZ, 'kids feed the lambs, dinner with Bruce & Jan, 2 nights $180pp', ''),
 # --- Taupō, Rotorua, Tongariro
 (H, 'Hilton Lake Taupō', '', '80-100 Napier Road;Taupō;Waikato;3330;' + NZ, 'Ironman weekend, 2 nights, Honors no. in Mark\'s email', ''),
 (H, 'Acacia Cliffs Lodge', '', '133 Mapara Road;Taupō;Waikato;3378;' + NZ, '', ''),
 (H, 'Taupō DeBretts Hot Springs', '', '76 Napier Taupō Highway;Taupō;Waikato;3330;' + NZ, 'cabin with kitchen, 3 nights, hot pools free for guests', ''),
 (H, 'Regent of Rotorua', '', '1191 Pukaki Street;Rotorua;Bay of Plenty;3010;' + NZ, '2 nights, pool room, Tamaki bus picks up here 5pm', ''),
 (H, 'Treetops Lodge & Estate', '', '351 Kearoa Road;Horohoro;Bay of Plenty;3077;' + NZ, "Mark's 40th - SECRET, 1 night, Aroha booked", ''),
 (H, 'Skotel Alpine Resort', '', 'Ngauruhoe Terrace;Whakapapa Village;Manawatū-Whanganui;3951;' + NZ, 'ski week, 4 nights, family room 12, breakfast extra', ''),
 (H, 'Mangatepopo Hut', '', 'Mangatepopo Road;Tongariro National Park;Manawatū-Whanganui;3989;' + NZ, 'Northern Circuit night 1, Great Walk booking GW-5521004', ''),
 (H, 'Waihohonu Hut', '', 'Tongariro Northern Circuit;Tongariro National Park;Manawatū-Whanganui;3989;' + NZ, 'Northern Circuit, 2 pō, Ohinepango Springs', ''),
 (H, 'National Park Backpackers', '', '4 Findlay Street;National Park;Manawatū-Whanganui;3948;' + NZ, 'night before the crossing, 4-share, shuttle 6:30am', ''),
 # --- Gisborne, East Coast, Bay of Plenty
 (H, 'Waikanae Beach Top 10 Holiday Park', '', 'Grey Street;Gisborne;Gisborne;4010;' + NZ, "cabin 9, 3 nights (Nana's full at Xmas)", ''),
 (H, 'Pukehina bach', '', '18 Pukehina Parade;Pukehina;Bay of Plenty;3189;' + NZ, "Sue's bach, 5 nights Jan, sleeps 6, bring towels", ''),
 (H, 'Te Puna Homestay', '', 'Cook Street;Tolaga Bay;Gisborne;4077;' + NZ, "near Uncle Wiremu's, 2 pō, parakuihi kei roto", ''),
 # --- South Island
 (H, 'Anchorage Hut', '', 'Abel Tasman Coast Track;Marahau;Tasman;7197;' + NZ, 'Great Walk, 1 night, water taxi drop 9am', ''),
 (H, 'Awaroa Lodge', '', 'Awaroa Bay;Abel Tasman National Park;Tasman;7183;' + NZ, '2 nights, garden suite, aqua taxi pickup 3pm Mon', 'URL:https://www.awaroalodge.co.nz'),
 (H, 'Marahau Beach Camp', '', '229 Sandy Bay-Marahau Road;Marahau;Tasman;7197;' + NZ, '', ''),
 (H, 'Kaikōura Top 10 Holiday Park', '', '34 Beach Road;Kaikōura;Canterbury;7300;' + NZ, '', ''),
 (H, 'Hapuku Lodge + Tree Houses', '', 'State Highway 1, Hapuku;Kaikōura;Canterbury;7371;' + NZ, 'tree house, 1 night, dolphin swim next morning 8:30', ''),
 (H, 'Te Waonui Forest Retreat', '', '3 Wallace Street;Franz Josef;West Coast;7886;' + NZ, '2 nights, heli hike Sat weather permitting', ''),
 (H, 'YHA Franz Josef', '', '2-4 Cron Street;Franz Josef;West Coast;7886;' + NZ, '', ''),
 (H, 'Hotel St Moritz Queenstown', '', '10-18 Brunswick Street;Queenstown;Otago;9300;' + NZ, 'ski school week, 5 nights, ski room in the basement', ''),
 (H, 'Nomads Queenstown', '', '5-11 Church Street;Queenstown;Otago;9300;' + NZ, 'Mīkaere + mates, 8-share dorm, 2 nights (his money)', ''),
 (H, 'Lakeside Wānaka', '', '9 Lakeside Road;Wānaka;Otago;9305;' + NZ, '', ''),
 (H, 'Kinross', '', '2300 Gibbston Highway;Gibbston;Otago;9371;' + NZ, 'cottage 4, 2 nights, tasting at the cellar door incl.', ''),
 (H, 'Cardrona Hotel', '', '2312 Cardrona Valley Road;Cardrona;Otago;9381;' + NZ, '', ''),
 (H, 'The Hermitage Hotel', '', '89 Terrace Road;Aoraki Mount Cook;Canterbury;7999;' + NZ, '2 nights, Aoraki wing, Hooker Valley track in the morning', ''),
 (H, 'Hooker Hut', '', 'Hooker Valley Track;Aoraki Mount Cook;Canterbury;7999;' + NZ, 'Mark + Mīk, 1 night, DOC booking, 4 bunks only', ''),
 (H, 'White Horse Hill Campground', '', 'Hooker Valley Road;Aoraki Mount Cook;Canterbury;7999;' + NZ, '', ''),
 (H, '蒂卡波星空民宿', '', '14 Lakeview Heights;Lake Tekapo;Canterbury;7999;' + NZ, '2晚 含早餐 15:00后入住 (David booked via his aunt)', ''),
 # --- Australia with the kids
 (H, 'Paradise Resort Gold Coast', '', '122 Ferny Avenue;Surfers Paradise;QLD;4217;Australia', 'school hols, 5 nights, kids club, Zone 4 room', ''),
 (H, 'BIG4 Gold Coast Holiday Park', '', '66-86 Siganto Drive;Helensvale;QLD;4212;Australia', '2 bdrm cabin, 3 nights, near Movie World', ''),
 # --- Fiji
 (H, 'The Warwick Fiji', '', "Queen's Road;Korolevu;Nadroga-Navosa;;Fiji", 'Bula! 7 nights, ocean bure, airport transfer booked', ''),
 (H, 'Shangri-La Yanuca Island, Fiji', '', "Queen's Road, Yanuca Island;Cuvu;Nadroga-Navosa;;Fiji", 'lima na bogi, family room, kids club 9-5', ''),
 (H, 'Uprising Beach Resort', '', 'Pacific Harbour;Deuba;Serua;;Fiji', '', ''),
 (H, 'Navala Village Homestay', '', 'Navala Village;Ba Highlands;Ba;;Fiji', 'rua na bogi in a bure, bring sevusevu (yaqona 1kg), cash FJD', ''),
 # --- Cook Islands
 (H, 'Muri Beach Club Hotel', '', 'Muri Beach;Ngatangiia;Rarotonga;;Cook Islands', 'adults only - Mark & Aroha 4 nights, kids with Nana', ''),
 (H, 'Kii Kii Motel', '', 'Ara Tapu, Titikaveka;Rarotonga;;;Cook Islands', '', ''),
 (H, 'Tiare Village', '', 'Ara Metua;Avarua;Rarotonga;;Cook Islands', 'Mīkaere surf trip, dorm, 5 pō', ''),
 (H, 'Tamanu Beach', '', 'Amuri;Aitutaki;;;Cook Islands', 'Kia orana! 3 pō, beachfront bungalow, airport transfer incl.', ''),
 (H, 'Aroa Beachside Inn', '', 'Ara Tapu;Arorangi;Rarotonga;;Cook Islands', 'arr 11:30pm - key at reception, 3 nights', ''),
 # --- Samoa
 (H, 'Taufua Beach Fales', '', 'Lalomanu;Aleipata;Upolu;;Samoa', '3 po, fale mo le aiga e 4, meals incl., cash WST', 'EMAIL:taufuabeachfales@gmail.com'),
 (H, 'Litia Sini Beach Resort', '', 'Lalomanu;Aleipata;Upolu;;Samoa', 'fale 5, 2 po, totogi muamua $100', ''),
 (H, "Aggie Grey's", '', 'Beach Road;Apia;Upolu;;Samoa', "Kiri's cousin's wedding in Apia, 3 nights, wedding rate", ''),
 (H, 'Return to Paradise Resort', '', 'Lefaga;Lefaga;Upolu;;Samoa', 'the beach from the movie, 2 nights, bring reef shoes', ''),
]
P = [
 # family and household
 (N, 'Aroha Reid', 'Reid;Aroha;;;', '', 'mobile, school finishes 3pm', 'ORG:Ōwairaka District School || TITLE:Kaiako'),
 (N, 'Mīkaere Reid', 'Reid;Mīkaere;;;', '', 'Year 10 MAGS, rugby Sat 9am', ''),
 (N, 'Ella Reid', 'Reid;Ella;;;', '', 'Year 5, swimming Tue 4:30', ''),
 (N, 'Nana Ripeka', 'Ngata;Ripeka;;;', '12 Ormond Road;Gisborne;Gisborne;4010;' + NZ, 'Rā whānau 3 Mahuru, rongoā on Rātapu', ''),
 (N, 'Mum and Dad Reid', 'Reid;Graham;;;', '48 Gloucester Road;Mount Maunganui;Bay of Plenty;3116;' + NZ, 'Xmas at theirs 24-27 Dec (3 nights), bring chilly bin + pav', ''),
 (N, 'Gran Reid', 'Reid;Margaret;;;', '21 Kensington Avenue;Mount Eden;Auckland;1024;' + NZ, 'room 14, Sunday visits after lunch, likes crosswords', ''),
 (N, 'Hana Ngata', 'Ngata;Hana;;;', '7 Hiropi Street;Newtown;Wellington;6021;' + NZ, 'spare room for Welly trips, 2 nights 14-16 Mar', ''),
 (N, 'Josh Reid', 'Reid;Joshua;;;', '', "staying at Josh & Bec's Easter, 4 nights, sofa bed", ''),
 (N, 'Uncle Wiremu Ngata', 'Ngata;Wiremu;;;', '', 'kaumātua, hura kōhatu for Uncle Pita on Rāhoroi', ''),
 (N, 'Kiri Ngata', 'Ngata;Kiri;;;', '', 'Kiri & Sam wedding Villa Maria 3pm, RSVP by 1 Feb', ''),
 (N, 'Kerry Holiday', 'Holiday;Kerry;;;', '', 'next door, feeds Whiskers when we are away, spare key', ''),
 (N, 'Dave Camp', 'Camp;Dave;;;', '', 'deck quote $8,400, starts Mon 7:30am', 'ORG:Camp Building Ltd'),
 (N, 'Lisa Hyatt', 'Hyatt;Lisa;;;', '', 'Ella\'s teacher, parent interview Tue 3:45pm', 'ORG:Gladstone Primary School || TITLE:Room 12'),
 (N, 'Jess Bach', 'Bach;Jess;;;', '', 'Ella piano Thu 4pm, $35 a lesson', ''),
 # colleagues and clients
 (N, 'Grant Hilton', 'Hilton;Grant;;;', '', 'expense claims by the 20th', 'ORG:Kiwi Crate & Pack Ltd || TITLE:GM Sales'),
 (N, 'Priya Sharma', 'Sharma;Priya;;;', '', "covers Hawke's Bay when I'm away", "ORG:Kiwi Crate & Pack Ltd || TITLE:Account Manager - Hawke's Bay"),
 (N, 'David Zhang', 'Zhang;David;;;', '', 'Mandarin for the China buyers; Tekapo place through his aunt', 'ORG:Kiwi Crate & Pack Ltd || TITLE:Export Coordinator'),
 (N, 'Tama Walker', 'Walker;Tama;;;', '', 'site visit Wed 9am, hi-vis + boots', "ORG:Trevelyan's || TITLE:Packhouse Manager"),
 (N, 'Sarah Innes', 'Innes;Sarah;;;', '', 'tray trial, PO 44817', 'ORG:Apata Group'),
 (N, 'Olivia Chen', 'Chen;Olivia;;;', '', 'tender due 30 June, Sydney', 'ORG:Costa Group || EMAIL:olivia.chen@costagroup.com.au'),
 (N, 'Dr Sarah Lodge', 'Lodge;Sarah;;Dr;', '', 'Mark bloods Mon 8:40am, fasting', 'ORG:Mt Albert Medical Centre || TITLE:GP'),
 # hotel staff, a hut warden, hosts, a landlady
 (N, 'Jessica Wong', 'Wong;Jessica;;;', '', 'corporate rate 2026 $289/night, call before 4pm', 'ORG:Cordis\\, Auckland || TITLE:Corporate Sales Executive'),
 (N, 'Teina Tangaroa', 'Tangaroa;Teina;;;', '', 'airport pickup for the 11:30pm flight, Kia orana', 'ORG:Muri Beach Club Hotel || TITLE:Guest Services'),
 (N, 'Rangi Hohaia', 'Hohaia;Rangi;;;', '', 'hut warden Dec-Apr, radio sched 7pm', 'ORG:Crosbies Hut || TITLE:Hut warden'),
 (N, 'Sue Marriott', 'Marriott;Sue;;;', '', 'Pukehina bach Jan 5 nights, $500 bond, key in lockbox 2207', ''),
 (N, 'Sina Taufua', 'Taufua;Sina;;;', '', "fa'afetai! pick-up from the Mulifanua ferry", 'ORG:Taufua Beach Fales'),
 (N, 'Bruce McKenzie', 'McKenzie;Bruce;;;', '', 'lambing in Sept, ring after 7pm', 'ORG:Mangaotaki Farmstay || TITLE:Host'),
 (N, 'Ratu Jone Vakaloloma', 'Vakaloloma;Jone;;Ratu;', '', 'Bula vinaka! meet at Ba bus stand 10am', 'ORG:Navala Village Homestay'),
]
O = [
 # pubs, bars, restaurants, cultural evenings
 (N, 'The Oaks Hotel', '', '118 Military Road;Neutral Bay;NSW;2089;Australia', "Josh's local, Sunday roast, cook-your-own steak", ''),
 (N, 'Corner Hotel', '', '57 Swan Street;Richmond;VIC;3121;Australia', 'gig Sat 8pm, tix in email, Josh + Bec', ''),
 (N, 'Rogue & Vagabond', '', '18 Garrett Street;Te Aro;Wellington;6011;' + NZ, 'cocktails with Hana Fri 9pm', ''),
 (N, 'The Hunting Lodge', '', '292 Waikoukou Valley Road;Waimauku;Auckland;0881;' + NZ, "Aroha's 40th, table for 12, Sat 7pm, deposit $200", ''),
 (N, 'The Bach Café', '', '31 Tamaki Drive;Mission Bay;Auckland;1071;' + NZ, 'brunch with the Holidays Sun 10am', ''),
 (N, '海港大酒楼 Grand Harbour', '', 'Cnr Pakenham & Customs Street West;Auckland Central;Auckland;1010;' + NZ, "yum cha Sun 11am, 8 ppl, Nana's birthday", ''),
 (N, 'Depot Eatery', '', '86 Federal Street;Auckland Central;Auckland;1010;' + NZ, 'booked Fri 6:30, 4 ppl, clams!', ''),
 (N, 'Devil Burger', '', '5/11 Church Street;Queenstown;Otago;9300;' + NZ, '', ''),
 (N, 'Te Vara Nui Village', '', 'Ara Tapu, Muri;Rarotonga;;;Cook Islands', 'over-water night show & buffet Wed 6pm, 4 tickets', ''),
 (N, 'Tamaki Māori Village', '', '1220 Hinemaru Street;Rotorua;Bay of Plenty;3010;' + NZ, 'hāngī & show, bus 5pm from the hotel', ''),
 # spas and hot pools by day
 (N, 'Blue Baths', '', 'Government Gardens, Queens Drive;Rotorua;Bay of Plenty;3010;' + NZ, '', ''),
 (N, 'Wairakei Terraces', '', '648 Wairakei Road;Taupō;Waikato;3384;' + NZ, 'thermal walk + pools, 2 adults 2 kids', ''),
 (N, 'Tekapo Springs', '', '6 Lakeside Drive;Lake Tekapo;Canterbury;7999;' + NZ, 'hot pools 6:30pm, 2 adults 2 kids, stargazing after', ''),
 # a wedding venue, a marae, a lodge of freemasons, venues
 (N, 'Villa Maria Estate', '', '118 Montgomerie Road;Māngere;Auckland;2022;' + NZ, "Kiri & Sam's wedding 3pm, bus from Mt Albert 2:15", ''),
 (N, 'Te Poho-o-Rawiri Marae', '', 'Queens Drive;Kaiti;Gisborne;4010;' + NZ, 'hura kōhatu Uncle Pita, Rāhoroi 10am, koha', ''),
 (N, 'Lodge Ara No. 1', '', '38 Mount Eden Road;Mount Eden;Auckland;1024;' + NZ, "Dad's installation dinner 6pm, dark suit", ''),
 (N, 'Eden Park', '', 'Reimers Avenue;Kingsland;Auckland;1024;' + NZ, '', ''),
 (N, 'Spark Arena', '', '42 Mahuhu Crescent;Parnell;Auckland;1010;' + NZ, '', ''),
 (N, 'Mystery Creek Events Centre', '', '125 Mystery Creek Road;Ohaupo;Waikato;3881;' + NZ, 'Fieldays site G42, set up Tue 7am', ''),
 # a rest home, a pet resort, a motel broker, real estate
 (N, 'Kensington Lodge Rest Home', '', '21 Kensington Avenue;Mount Eden;Auckland;1024;' + NZ, 'Gran, room 14, visiting 10-7, fees by AP', ''),
 (N, 'Dairy Flat Pet Resort', '', '1520 Dairy Flat Highway;Dairy Flat;Auckland;0794;' + NZ, 'Bailey boarding 5 nights, vacc cert, pick up by 5pm', ''),
 (N, 'Motel Brokers NZ', '', 'PO Box 1123;Taupō;Waikato;3351;' + NZ, "Grant's mate selling a Taupō motel lease - info memo", ''),
 (N, 'Lodge Real Estate', '', '520 Grey Street;Hamilton East;Waikato;3216;' + NZ, "Mum & Dad's Hamilton rental - appraisal Thu 11am", ''),
 # travel agencies and a bach-letting agency
 (N, 'House of Travel Remuera', '', '360 Remuera Road;Remuera;Auckland;1050;' + NZ, '', ''),
 (N, 'Flight Centre Newmarket', '', '277 Broadway;Newmarket;Auckland;1023;' + NZ, 'Fiji package, deposit $600 paid 12/3, balance by 1 May', ''),
 (N, 'Bachcare', '', '', 'booking BC-448120 (Te Whare Moana), balance 6 weeks before', 'KIND:org || EMAIL:stay@bachcare.co.nz'),
 # airlines
 (N, 'Sounds Air', '', '', 'WLG-BHE 7:30am, 15kg bags, Mark on account', 'KIND:org'),
 (N, 'Air Chathams', '', '', '', ''),
 (N, 'Samoa Airways', '', '', 'AKL-APW 7:05am, 2 x 23kg', 'KIND:org'),
 (N, 'Air Rarotonga', '', 'Rarotonga International Airport;Avarua;Rarotonga;;Cook Islands', 'RAR-AIT 8am, 16kg bags', ''),
 # ferries, a cruise, trains, a campervan
 (N, 'SeaLink', '', 'Wynyard Wharf, Brigham Street;Auckland Central;Auckland;1010;' + NZ, 'car ferry to Tryphena Fri 7am, check in 1 hr before', ''),
 (N, 'Bluebridge', '', '50 Waterloo Quay;Pipitea;Wellington;6011;' + NZ, 'overnight sailing 2am, 4-berth cabin, booking 55102', ''),
 (N, 'Great Journeys of New Zealand', '', '', 'TranzAlpine Chch 8:15am, 4 seats', ''),
 (N, 'Queensland Rail Travel', '', '', 'Spirit of Queensland Bris-Cairns, RailBeds x4, dep 3:55pm Roma St', ''),
 (N, 'Fullers360', '', '99 Quay Street;Auckland Central;Auckland;1010;' + NZ, 'Waiheke 10am, return 5:30pm', ''),
 (N, 'Fiordland Discovery', '', '48 Caswell Road;Te Anau;Southland;9600;' + NZ, 'Doubtful Sound overnight cruise, double cabin, coach 11am', ''),
 (N, 'Britz Campervans Christchurch', '', '159 Orchard Road;Burnside;Canterbury;8053;' + NZ, 'campervan 6 nights, bond $1000, pickup 10am', ''),
 # tours
 (N, 'Skyline Rotorua', '', '178 Fairy Springs Road;Rotorua;Bay of Plenty;3010;' + NZ, 'gondola + luge 5 rides x 4, 10am', ''),
 (N, 'Dolphin Encounter Kaikōura', '', '96 Esplanade;Kaikōura;Canterbury;7300;' + NZ, 'swim 8:30am, wetsuits provided, seasick pills!', ''),
 (N, 'Waitomo Glowworm Caves', '', '39 Waitomo Village Road;Waitomo Caves;Waikato;3977;' + NZ, 'boat tour 11am', ''),
 (N, 'Tongariro Expeditions', '', '', 'crossing shuttle 6:30am pickup, return 4pm Ketetahi', ''),
 (N, 'DOC Tongariro National Park Visitor Centre', '', 'State Highway 48;Whakapapa Village;Manawatū-Whanganui;3951;' + NZ, 'pick up hut passes, weather check 8am', ''),
 # health, school, work, shops
 (N, 'Worldwise Travellers Health', '', '72 Remuera Road;Newmarket;Auckland;1050;' + NZ, 'typhoid jab before Samoa, Tue 4:15pm', ''),
 (N, 'Mt Albert Dental', '', '841 New North Road;Mount Albert;Auckland;1025;' + NZ, 'Ella check-up 12/5 3:30', ''),
 (N, 'Gladstone Primary School', '', '2 Seaview Terrace;Mount Albert;Auckland;1025;' + NZ, 'Room 12 noho marae 2 nights Oct, consent form + sleeping bag', ''),
 (N, 'Mount Albert Grammar School', '', 'Alberton Avenue;Mount Albert;Auckland;1025;' + NZ, 'Mīk - sports fees $120, camp Term 3', ''),
 (N, 'Kiwi Crate & Pack Ltd', '', '15 Springs Road;East Tāmaki;Auckland;2013;' + NZ, 'payroll: Leanne', 'URL:https://www.kiwicrate.co.nz'),
 (N, 'Kathmandu Sylvia Park', '', '286 Mount Wellington Highway;Mount Wellington;Auckland;1060;' + NZ, 'order KT55120 - 4 sleeping bags + tent, ready Thu', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BA{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
