#!/usr/bin/env python3
"""Writes cards.tsv for review39: one realistic address book of a Sydney-based family with whānau in New
Zealand (the Brooks family of Manly Vale: Daniel, a geotechnical engineer with a consultancy, travelling for
work to Melbourne, Brisbane, Perth, Adelaide, Canberra, Darwin, Hobart, Newcastle, Townsville and Kalgoorlie,
Auckland, Wellington and Christchurch, Singapore, Jakarta, Port Moresby and Nadi; Aroha, née Ngata, a nurse
from Rotorua, who plans the holidays: caravan and holiday parks, motels on the Pacific Highway, a beach house
and baches, B&Bs in the Barossa and the Hunter, outback stations and roadhouses, Uluru, Tasmania's cabins,
Great Barrier Reef islands, NZ's DOC huts, lodges, a motor camp and freedom camping, Fiji and Vanuatu) and the
home contacts around them. The region's own traps: pubs named 'X Hotel' (some with rooms upstairs, most
without), a tavern and an inn that are bistros, an RSL and a leagues club, a hotel's bottle shop, a 'Motor
Inn' that is a car yard, a Masonic lodge and an aged-care 'Lodge', train stations beside a sheep station that
lets cabins, a pet resort, a wedding venue, a resort developer, travel agencies with resort in the name, a bar
called Motel, family names Lodge, Bach, Hilton, Marriott and Camp, hotel staff and hosts whose ORG is their
place, a landlady's own card, sleeper trains, an overnight ferry and a campervan hire. Each row: (label, name,
n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is
in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut
bunk, cabin, cottage or pitch at for the night (hotels, aparthotels and short-let apartments, hostels, motels
and motor inns, pubs that let rooms, B&Bs, homestays, holiday homes and baches, huts, lodges, resorts, holiday
parks, campgrounds, a freedom camping site, a station stay); not = everything else, including people's cards
(even when their ORG is a hotel), pubs, taverns and inns without rooms, clubs, restaurants, day spas, a pet
resort, an aged-care lodge, a Masonic lodge, sleeper trains and ferries, a campervan hire. Labels fixed here,
before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Daniel's work: Melbourne
 (H, 'Novotel Melbourne on Collins', '', '270 Collins St;Melbourne;VIC;3000;Australia', 'Metro Tunnel workshop, 2 nights, rm 1412, conf 66190342', ''),
 (H, 'Adina Apartment Hotel Melbourne Flinders Street', '', '88 Flinders St;Melbourne;VIC;3000;Australia', '5 nts, 1 bed apt w/ washing machine, check-in 2pm', ''),
 # Brisbane
 (H, 'Emporium Hotel South Bank', '', '267 Grey St;South Brisbane;QLD;4101;Australia', 'Cross River Rail review, 3 nights, brekkie incl', ''),
 (H, 'Spicers Balfour', '', '37 Balfour St;New Farm;QLD;4005;Australia', '1 night, check in from 3, valet parking $40', ''),
 (H, 'South Brisbane apartment (Airbnb)', '', '41 Hope St;South Brisbane;QLD;4101;Australia', '2 wks on the tunnel job, door code 7741, car park B2 bay 18', ''),
 # Perth
 (H, 'QT Perth', '', '133 Hay St;Perth;WA;6000;Australia', '2 nights, conf QTP-44810, asked for late checkout', ''),
 (H, 'The Melbourne Hotel', '', '942 Hay St;Perth;WA;6000;Australia', 'PERTH not Melb! heritage rooms upstairs, 2 nights, rm 204', ''),
 (H, 'Pan Pacific Perth', '', '207 Adelaide Tce;Perth;WA;6000;Australia', '', ''),
 # Adelaide
 (H, 'Mayfair Hotel', '', '45 King William St;Adelaide;SA;5000;Australia', 'Tue-Thu, 2 nts, rm 611', ''),
 (H, 'Peppers Waymouth', '', '55 Waymouth St;Adelaide;SA;5000;Australia', '', ''),
 # Canberra
 (H, 'Hotel Realm', '', '18 National Cct;Barton;ACT;2600;Australia', 'Dept of Infrastructure meeting, 1 night, parking $25', ''),
 (H, 'Ovolo Nishi', '', '25 Edinburgh Ave;Canberra;ACT;2601;Australia', '2 nights, free minibar', ''),
 (H, 'Little National Hotel', '', '21 National Cct;Barton;ACT;2600;Australia', '', ''),
 # Darwin
 (H, 'Vibe Hotel Darwin Waterfront', '', '7 Kitchener Dr;Darwin City;NT;0800;Australia', '4 nights, rm 317, pool after site', ''),
 (H, 'Mindil Beach Casino Resort', '', 'Gilruth Ave;The Gardens;NT;0820;Australia', '', ''),
 # Hobart
 (H, 'MACq 01', '', '18 Hunter St;Hobart;TAS;7000;Australia', 'conf# 220917, 2 nights, harbour view', ''),
 (H, "Hadley's Orient Hotel", '', '34 Murray St;Hobart;TAS;7000;Australia', '', ''),
 # Newcastle
 (H, 'Crystalbrook Kingsley', '', '282 King St;Newcastle;NSW;2300;Australia', '1 night, rm 905, check out 11am', ''),
 (H, "Noah's On The Beach", '', 'Shortland Esplanade;Newcastle;NSW;2300;Australia', '', ''),
 # Townsville
 (H, 'The Ville Resort-Casino', '', 'Sir Leslie Thiess Dr;Townsville;QLD;4810;Australia', 'Port of Townsville job, 3 nights', ''),
 # Kalgoorlie
 (H, 'Palace Hotel Kalgoorlie', '', '137 Hannan St;Kalgoorlie;WA;6430;Australia', 'rooms upstairs over the pub, 2 nights, rm 14 ensuite, quiet side', ''),
 (H, 'Quest Kalgoorlie', '', '12 Hannan St;Kalgoorlie;WA;6430;Australia', 'mine audit 6 nts, 1BR apt, weekly rate, invoice to SCG', ''),
 (H, 'Kalgoorlie Overland Motel', '', '566 Hannan St;Kalgoorlie;WA;6430;Australia', '', ''),
 # Auckland, Wellington, Christchurch
 (H, 'Cordis Auckland', '', '83 Symonds St;Auckland;Auckland;1010;New Zealand', 'NZTA workshop, 2 nights, conf 2841766', ''),
 (H, 'CityLife Auckland', '', '171 Queen St;Auckland;Auckland;1010;New Zealand', '', ''),
 (H, 'Bolton Hotel', '', '12 Bolton St;Wellington;Wellington;6011;New Zealand', 'Te Whanganui-a-Tara, 3 nights, rm 1102', ''),
 (H, 'Hotel Montreal', '', '363 Montreal St;Christchurch;Canterbury;8013;New Zealand', 'Ōtautahi, 2 nights, cooked breakfast incl', ''),
 # Singapore, Jakarta, Port Moresby, Nadi
 (H, 'Village Hotel Bugis', '', '390 Victoria St;Singapore;;188061;Singapore', '3 nights, rm 1520, conf SG9917', ''),
 (H, 'Furama RiverFront 富丽华河畔酒店', '', '405 Havelock Rd;Singapore;;169633;Singapore', '', ''),
 (H, 'Hotel 81 Bugis', '', '1 Tan Quee Lan St;Singapore;;188091;Singapore', 'transit 1 night, check-in 3pm', ''),
 (H, 'Hotel Borobudur Jakarta', '', 'Jl. Lapangan Banteng Selatan No. 1;Jakarta Pusat;DKI Jakarta;10710;Indonesia', '3 malam, kamar 1807, sarapan termasuk', ''),
 (H, 'Ashley Wahid Hasyim', '', 'Jl. K.H. Wahid Hasyim No. 73;Jakarta Pusat;DKI Jakarta;10350;Indonesia', '2 malam, check-in jam 14.00', ''),
 (H, 'Wisma Kebon Sirih', '', 'Jl. Kebon Sirih No. 35;Jakarta Pusat;DKI Jakarta;10340;Indonesia', 'utk tim survey 4 org, 5 malam, bayar tunai', ''),
 (H, 'The Stanley Hotel & Suites', '', 'Waigani Dr;Port Moresby;NCD;;Papua New Guinea', '4 nights, rm 1006, security pickup from Jacksons', ''),
 (H, 'Airways Hotel', '', 'Jacksons Pde;Port Moresby;NCD;;Papua New Guinea', '2 pela nait, rum namba 12, kaikai long moning i stap', ''),
 (H, 'Tanoa International Hotel', '', 'Votualevu Rd;Nadi;Western;;Fiji', '1 night before the FRA meeting, airport shuttle', ''),
 # Sydney, for visiting family
 (H, 'Naumi Hotel Sydney', '', '2 Bridge St;Sydney;NSW;2000;Australia', 'Uncle Hemi & Aunty Mere, 4 nights over Xmas', ''),
 (H, 'YHA Sydney Harbour', '', '110 Cumberland St;The Rocks;NSW;2000;Australia', 'for Tama, 3 nights, 6-bed dorm', ''),
 # --- holidays: holiday parks, motels on the Pacific Highway, a beach house
 (H, 'NRMA Myall Shores Holiday Park', '', 'Ferry Rd;Nerong;NSW;2423;Australia', 'Easter, powered site 112, 4 nights, firewood from office', ''),
 (H, 'Reflections Seal Rocks', '', 'Kinka Rd;Seal Rocks;NSW;2423;Australia', 'cabin 3, 2 nts, bring linen', ''),
 (H, 'Discovery Parks - Byron Bay', '', 'Ewingsdale Rd;Byron Bay;NSW;2481;Australia', '', ''),
 (H, 'Ballina Palms Motor Inn', '', 'Bentinck St;Ballina;NSW;2478;Australia', 'on the way up north, 1 night, family room, brekkie to room 7:30', ''),
 (H, 'Coffs Harbour Pacific Palms Motel', '', '123 Grafton St;Coffs Harbour;NSW;2450;Australia', 'stopover 1 nt, pool for the kids', ''),
 (H, 'Criterion Hotel', '', 'Sheridan St;Gundagai;NSW;2722;Australia', 'pub rooms upstairs, 1 nt on way to Melb, shared bathroom, $90', ''),
 (H, 'Surveyor General Inn', '', 'Old Hume Hwy;Berrima;NSW;2577;Australia', 'Highlands w/e, room 3 over the bar, 1 night', ''),
 (H, 'Pearl Beach house', '', 'Crystal Ave;Pearl Beach;NSW;2256;Australia', 'Stayz bk 9931742, 27 Dec-3 Jan, bond $500, 4 br', ''),
 (H, 'Paperbark Camp', '', '571 Woollamia Rd;Woollamia;NSW;2540;Australia', "safari tent 2 nights, Aroha's 40th", ''),
 # baches
 (H, 'Raglan bach', '', 'Wainui Rd;Raglan;Waikato;3225;New Zealand', 'Bookabach 5 nights, whānau of 8, bring sheets, koha for firewood', ''),
 (H, 'Ōhope bach', '', 'Pohutukawa Ave;Ōhope;Bay of Plenty;3121;New Zealand', 'Xmas 2 wks, $2,400 paid to Sharon, linen hire', ''),
 # B&Bs in the Barossa and the Hunter
 (H, 'Lyndoch Hill', '', '2 Barossa Valley Hwy;Lyndoch;SA;5351;Australia', 'Barossa anniversary weekend, 2 nts, suite 6', ''),
 (H, 'Seppeltsfield Vineyard Cottage', '', 'Seppeltsfield Rd;Seppeltsfield;SA;5355;Australia', 'B&B 2 nights, breakfast hamper in the fridge', ''),
 (H, 'Kingsford Homestead', '', 'Kingsford Rd;Kingsford;SA;5118;Australia', '', ''),
 (H, 'Hermitage Lodge', '', '609 McDonalds Rd;Pokolbin;NSW;2320;Australia', "Mum & Dad's 40th, 2 nts, rm 5", ''),
 (H, 'Cedars Mount View', '', '60 Mount View Rd;Mount View;NSW;2325;Australia', 'B&B 1 night, cheese platter on arrival', ''),
 # outback stations and roadhouses, Uluru
 (H, 'Rawnsley Park Station', '', 'Flinders Ranges Way;Hawker;SA;5434;Australia', 'eco villa 2 nights, dinner at the Woolshed 6:30', ''),
 (H, 'Wilpena Pound Resort', '', 'Wilpena Rd;Flinders Ranges;SA;5434;Australia', '', ''),
 (H, 'Home Valley Station', '', 'Gibb River Rd;Kununurra;WA;6743;Australia', 'Gibb River Rd trip, powered site 2 nights', ''),
 (H, 'Daly Waters Historic Pub', '', 'Stuart St;Daly Waters;NT;0852;Australia', 'unpowered site out the back 1 night, beef n barra 6pm', ''),
 (H, 'Erldunda Roadhouse', '', 'Stuart Hwy;Ghan;NT;0872;Australia', 'motel room 1 night, fuel up before Yulara', ''),
 (H, 'Sails in the Desert', '', '163 Yulara Dr;Yulara;NT;0872;Australia', '3 nights, rm 2109, Field of Light pickup 5:15pm', ''),
 (H, 'Ayers Rock Campground', '', 'Yulara Dr;Yulara;NT;0872;Australia', '', ''),
 (H, 'Desert Gardens Hotel', '', 'Yulara Dr;Yulara;NT;0872;Australia', '', ''),
 # Tasmania
 (H, 'Cradle Mountain Wilderness Village', '', '3816 Cradle Mountain Rd;Cradle Mountain;TAS;7306;Australia', 'cottage 12, 3 nights, wood heater', 'EMAIL:stay@cradlevillage.com.au'),
 (H, 'Saffire Freycinet', '', '2352 Coles Bay Rd;Coles Bay;TAS;7215;Australia', '', ''),
 (H, 'Pumphouse Point', '', '1 Lake St Clair Rd;Lake St Clair;TAS;7140;Australia', '2 nights, Shorehouse rm 3, check in 3pm', 'URL:https://www.pumphousepoint.com.au'),
 (H, 'Bay of Fires Bush Retreat', '', '795 Reids Rd;Binalong Bay;TAS;7216;Australia', '', ''),
 (H, 'Risby Cove', '', 'The Esplanade;Strahan;TAS;7468;Australia', '1 night, Gordon River cruise next morning', ''),
 # Great Barrier Reef islands
 (H, 'Lady Elliot Island Eco Resort', '', 'Lady Elliot Island;Bundaberg;QLD;4670;Australia', 'reef unit 4, 3 nights, flights from Hervey Bay incl', ''),
 (H, 'Reef View Hotel', '', 'Resort Dr;Hamilton Island;QLD;4803;Australia', '', ''),
 (H, 'Fitzroy Island Resort', '', 'Fitzroy Island;Cairns;QLD;4871;Australia', '', ''),
 # New Zealand: DOC huts, lodges, camps
 (H, 'Mueller Hut', '', 'Mueller Hut Route;Aoraki Mount Cook;Canterbury;7999;New Zealand', 'DOC booking 2 nts, 4 bunks, bring gas & cooker', ''),
 (H, 'Luxmore Hut', '', 'Kepler Track;Te Anau;Southland;9600;New Zealand', 'Great Walk hut bk# KT-5520, 1 night', ''),
 (H, 'Pinnacles Hut', '', 'Kauaeranga Valley Rd;Thames;Waikato;3500;New Zealand', '', ''),
 (H, 'Lake Pukaki freedom camping', '', 'State Highway 8;Pukaki;Canterbury;7999;New Zealand', 'self-contained vans only, 1 night, no fires', ''),
 (H, 'Kaiteriteri Beach Motor Camp', '', 'Sandy Bay Rd;Kaiteriteri;Tasman;7197;New Zealand', 'site 41, 3 nts, water taxi 9am', ''),
 (H, 'Taupō Top 10 Holiday Park', '', '28 Rangatira St;Taupō;Waikato;3330;New Zealand', '', ''),
 (H, 'Solitaire Lodge', '', 'Ronald Rd;Lake Tarawera;Bay of Plenty;3076;New Zealand', '', ''),
 (H, 'Whare Kea Lodge', '', 'Mount Aspiring Rd;Wānaka;Otago;9382;New Zealand', '2 nights, all meals incl', ''),
 (H, 'Kohutapu Lodge', '', 'Lake Aniwhenua;Murupara;Bay of Plenty;3079;New Zealand', 'Māori homestay 1 night, hāngī dinner incl, koha', ''),
 (H, 'Haka Lodge Queenstown', '', '6 Henry St;Queenstown;Otago;9300;New Zealand', 'Mia uni trip, 4 nights, 4-share female dorm', ''),
 # Fiji, Vanuatu
 (H, 'Castaway Island', '', 'Qalito Island;Mamanuca;Western;;Fiji', '7 na bogi, bure 22, kids club incl, boat ex Port Denarau 10am', ''),
 (H, 'Naviti Resort', '', "Queen's Rd;Korolevu;Western;;Fiji", '', ''),
 (H, "Bulou's Eco Lodge", '', 'Navala;Ba;Western;;Fiji', '1 na bogi, sevusevu for the turaga ni koro, F$120 pp incl kakana', ''),
 (H, 'Tanna Evergreen Resort', '', 'Lenakel;Tanna;Tafea;;Vanuatu', 'Yasur tour, 2 naet, bungalow namba 4, kakae blong moning i stap', ''),
]
P = [
 # family and household
 (N, 'Aroha Brooks', 'Brooks;Aroha;;;', '', 'Mahi: night shifts Tue/Wed', 'ORG:Northern Beaches Hospital || TITLE:Clinical Nurse Specialist'),
 (N, 'Mia', 'Brooks;Mia;;;', '', 'Yr 11, netball Sat', ''),
 (N, 'Nikau', 'Brooks;Nikau;;;', '', 'Yr 6, footy Tue/Thu', ''),
 (N, 'Mum & Dad Wollongong', 'Brooks;Mum & Dad;;;', '14 Bourke St;North Wollongong;NSW;2500;Australia', 'Sunday roast fortnightly', ''),
 (N, 'Pop Ron', 'Brooks;Ron;;;', '32 Bellevue Rd;Figtree;NSW;2525;Australia', 'Kirrinari room 18, visit Sun after 2, likes Minties', ''),
 (N, 'Nana Huia', 'Ngata;Huia;;;', '12 Tarawera Rd;Rotorua;Bay of Plenty;3010;New Zealand', 'birthday 2 Feb, hui at the marae, bring kai', ''),
 (N, 'Uncle Hemi', 'Ngata;Hemi;;;', '', 'flights AKL-SYD 22 Dec', ''),
 (N, 'Aunty Mere', 'Ngata;Mere;;;', '', 'gluten free', ''),
 (N, 'Tama Ngata', 'Ngata;Tama;;;', '', 'nephew, OE in Sydney, at YHA first week', ''),
 (N, 'Kate Brooks', 'Brooks;Kate;;;', '7/21 Rathdowne St;Carlton;VIC;3053;Australia', 'sister, couch in Carlton if needed', ''),
 (N, 'Greg Lodge', 'Lodge;Greg;;;', '16 Kenneth Rd;Manly Vale;NSW;2093;Australia', 'neighbour, spare key, feeds the cat', ''),
 (N, 'Lena Bach', 'Bach;Lena;;;', '', "Nikau's piano, Mon 4:15, $45 cash", 'TITLE:piano teacher'),
 (N, 'Pete Hilton', 'Hilton;Pete;;;', '', 'hot water system, quote $2,300', 'ORG:Hilton Plumbing & Gas'),
 (N, 'Jess Marriott', 'Marriott;Jess;;;', '', 'Mia netball coach, training Wed 5pm', 'ORG:Manly Warringah Netball Association'),
 (N, 'Chris Camp', 'Camp;Chris;;;', '', 'Scouts leader, Nikau camp Jamboree forms', 'ORG:1st Manly Vale Scout Group'),
 # colleagues and clients
 (N, 'Mike Brennan', 'Brennan;Mike;;;', '', 'boss, timesheets Fri', 'ORG:Southern Cross Geotechnical Pty Ltd || TITLE:Principal'),
 (N, "Shane O'Brien", "O'Brien;Shane;;;", '', 'site induction Kalgoorlie 6am', 'ORG:Northern Star Resources || TITLE:Mine Geotechnical Engineer'),
 (N, 'Wiremu Parata', 'Parata;Wiremu;;;', '', 'Waka Kotahi, slips SH2, Teams Thu', 'ORG:NZ Transport Agency Waka Kotahi'),
 (N, 'Josefa Vakarewa', 'Vakarewa;Josefa;;;', '', 'Kings Rd slips, vinaka', 'ORG:Fiji Roads Authority'),
 (N, 'Agus Wibowo', 'Wibowo;Agus;;;', '', 'rapat Selasa 09.00, WA', 'ORG:PT Hutama Karya'),
 (N, 'Kila Tau', 'Tau;Kila;;;', '', 'Hiritano Hwy, mitupela toktok Mande', 'ORG:Department of Works PNG'),
 (N, 'Lim Wei Ling', 'Lim;Wei Ling;;;', '', 'Cross Island Line piles, call SGT', 'ORG:Land Transport Authority'),
 # hotel staff, hosts, a hut warden, a landlady
 (N, 'Deepa Raman', 'Raman;Deepa;;;', '', 'corporate rate for SCG, 2 nights min', 'ORG:Pan Pacific Perth || TITLE:Sales Manager'),
 (N, 'Litia Naivalu', 'Naivalu;Litia;;;', '', 'kids club, bula!', 'ORG:Castaway Island || TITLE:Guest Services'),
 (N, 'Rangi Herewini', 'Herewini;Rangi;;;', '', 'host, ring the day before re the hāngī', 'ORG:Kohutapu Lodge'),
 (N, 'Anna Whitlock', 'Whitlock;Anna;;;', '', 'hut warden Luxmore, radio sched 7pm', 'ORG:Department of Conservation Te Papa Atawhai || TITLE:Hut Warden'),
 (N, 'Jan Pritchard', 'Pritchard;Jan;;;', '', 'Pearl Beach house owner, 7 nights over NY, bond back after inspection', ''),
 (N, 'Bruce Kelly', 'Kelly;Bruce;;;', '', 'publican, knows the back road to Tumut', 'ORG:Criterion Hotel'),
 # doctors
 (N, 'Dr Anjali Mehta', 'Mehta;Anjali;;Dr;', '', 'GP, Nikau asthma plan review 3:40pm', 'ORG:Manly Vale Medical Centre'),
]
O = [
 # pubs, a tavern, an inn, clubs, a bottle shop
 (N, 'Courthouse Hotel', '', '202 Australia St;Newtown;NSW;2042;Australia', 'trivia Tue 7:30, team Quizteama Aguilera', ''),
 (N, 'Royal Hotel Randwick', '', '52 Perouse Rd;Randwick;NSW;2031;Australia', 'schnitty night Wed, table for 8', ''),
 (N, 'Exchange Hotel Kalgoorlie', '', '135 Hannan St;Kalgoorlie;WA;6430;Australia', "drinks w Shane after the audit, Fri 5pm", ''),
 (N, 'Oaks Hotel Bottle Shop', '', '118 Military Rd;Neutral Bay;NSW;2089;Australia', "2 slabs Coopers + rosé for Nikau's party, order #4471, pickup Sat", ''),
 (N, 'Caringbah Tavern', '', '333 Taren Point Rd;Caringbah;NSW;2229;Australia', "Nana's birthday lunch, table for 12 Sat 12:30", ''),
 (N, 'Berowra Waters Inn', '', 'Berowra Waters;Berowra Heights;NSW;2082;Australia', 'anniversary lunch 12:30, boat from the public wharf', ''),
 (N, 'Dee Why RSL', '', '932 Pittwater Rd;Dee Why;NSW;2099;Australia', '', ''),
 (N, 'Wests Ashfield Leagues', '', '115 Liverpool Rd;Ashfield;NSW;2131;Australia', 'footy presentation night Fri 7pm', ''),
 (N, 'Motor Inn Car Sales', '', '87 Mulgoa Rd;Penrith;NSW;2750;Australia', 'rego check on the Corolla, Sat 10am, $14,990 drive-away', ''),
 (N, 'Lodge Antiquity No. 1', '', '279 Castlereagh St;Sydney;NSW;2000;Australia', "Dad's installation night, dinner suit", ''),
 (N, 'Kirrinari Lodge Aged Care', '', '32 Bellevue Rd;Figtree;NSW;2525;Australia', 'Pop Ron, permanent care, fees due 1st, visiting 10-8', ''),
 # restaurants, a bar
 (N, 'Hentley Farm', '', 'Gerald Roberts Rd;Seppeltsfield;SA;5355;Australia', 'degustation Sat 7pm, table for 2', ''),
 (N, 'Motel Bar', '', 'Forresters Ln;Wellington;Wellington;6011;New Zealand', 'after the NZTA workshop, Wiremu shouting', ''),
 (N, 'The Hangi Shop', '', '5 Hopkins St;Auckland;Auckland;1010;New Zealand', 'order 6 hāngī packs for the whānau, pickup 12', ''),
 (N, 'Mr Wong', '', '3 Bridge Ln;Sydney;NSW;2000;Australia', 'Fri 7:30pm, 6 ppl, client dinner', ''),
 # day spas, a pet resort, a wedding venue, a developer
 (N, 'Polynesian Spa', '', '1000 Hinemoa St;Rotorua;Bay of Plenty;3010;New Zealand', 'private pool 45 min 4pm, Nana too', ''),
 (N, 'Hepburn Bathhouse & Spa', '', 'Mineral Springs Reserve Rd;Hepburn Springs;VIC;3461;Australia', 'bathhouse 2 hrs Sun 10am', ''),
 (N, 'Kellyville Pets Resort', '', '8 Hector Ct;Kellyville;NSW;2155;Australia', 'Bondi (dog) 10 nights boarding, drop off Fri 8am, vax cert', ''),
 (N, "Gunners' Barracks", '', 'End of Suakin Dr;Mosman;NSW;2088;Australia', "cousin Hana's wedding 14 Mar, ceremony 3pm", ''),
 (N, 'Coastal Resort Developments Pty Ltd', '', '22 Clarence St;Port Macquarie;NSW;2444;Australia', 'off the plan 2br unit, 10% deposit, settlement June', ''),
 # employer, travel agencies and booking sites
 (N, 'Southern Cross Geotechnical Pty Ltd', '', 'Level 4, 10 Help St;Chatswood;NSW;2067;Australia', 'travel booked through Corporate Traveller', 'URL:https://www.scgeotech.com.au'),
 (N, 'Flight Centre Chatswood', '', 'Westfield Chatswood;Chatswood;NSW;2067;Australia', 'Fiji package quote FC-882190, balance by 1 Jun', ''),
 (N, 'Pacific Island Resort Holidays', '', '2 Grosvenor St;Neutral Bay;NSW;2089;Australia', 'agent Leanne, invoice PIR-3321 for Castaway pkg', 'EMAIL:leanne@pirholidays.com.au'),
 (N, 'Wotif', '', '', 'login aroha.brooks@..., Uluru bookings', 'URL:https://www.wotif.com'),
 # airlines
 (N, 'Qantas', '', '10 Bourke Rd;Mascot;NSW;2020;Australia', 'FF 1928374, Gold', 'KIND:org'),
 (N, 'Virgin Australia', '', '', '', ''),
 (N, 'Air NZ', '', '185 Fanshawe St;Auckland;Auckland;1010;New Zealand', 'Airpoints 77201934', 'KIND:org'),
 (N, 'Fiji Link', '', 'Nadi International Airport;Nadi;Western;;Fiji', 'Nadi-Savusavu 7:30am, 15kg limit', ''),
 (N, 'Air Niugini', '', '', 'PX4 BNE-POM, 1 bag 30kg', 'KIND:org'),
 (N, 'Jetstar', '', '', 'JQ bookings, no bags', ''),
 # trains, ferries, hire, tours
 (N, 'NSW TrainLink', '', 'Central Station;Sydney;NSW;2000;Australia', 'XPT to Brisbane, twin sleeper, 7:24pm dep', ''),
 (N, 'Journey Beyond - The Ghan', '', '', 'Darwin-Adelaide, Gold twin cabin, 2 nights on board', ''),
 (N, 'Kuranda Railway Station', '', 'Arara St;Kuranda;QLD;4881;Australia', 'Scenic Railway back to Cairns 3:30pm', ''),
 (N, 'TT-Line Company', '', 'Station Pier;Port Melbourne;VIC;3207;Australia', 'Spirit overnight sailing, 4-berth cabin, car + roof pod', ''),
 (N, 'Interislander', '', 'Aotea Quay;Wellington;Wellington;6011;New Zealand', 'ferry to Picton 8:45am, car + 4', ''),
 (N, 'Apollo Motorhome Holidays', '', '16 Ron Guthrey Rd;Christchurch;Canterbury;8053;New Zealand', '4 berth campervan 10 days, pickup 9am, $2,500 bond', ''),
 (N, 'Uluru Camel Tours', '', 'Yulara Dr;Yulara;NT;0872;Australia', 'sunrise ride 6am x4', ''),
 (N, 'Hobbiton Movie Set', '', '501 Buckland Rd;Matamata;Waikato;3472;New Zealand', '', ''),
 (N, 'Great Adventures', '', '1 Spence St;Cairns;QLD;4870;Australia', 'Green Island day trip 8:30am', ''),
 (N, 'Chiefs Nakamal', '', 'Rue Pasteur;Port Vila;Shefa;;Vanuatu', 'kava long naet, 200 vatu wan sel', ''),
 (N, 'Kulgera Roadhouse', '', 'Stuart Hwy;Kulgera;NT;0872;Australia', 'fuel + pies only, last fuel in NT', ''),
 # shops
 (N, 'Anaconda Brookvale', '', '4 Cross St;Brookvale;NSW;2100;Australia', 'swag + annexe for Myall, order 55120', ''),
 (N, 'Jayco Sydney', '', '20 Cumberland Hwy;Smithfield;NSW;2164;Australia', 'caravan service 9am Mon, brakes + awning', ''),
 # health, school, home
 (N, 'Manly Vale Medical Centre', '', '1 Sunshine St;Manly Vale;NSW;2093;Australia', '', ''),
 (N, 'The Travel Doctor-TMVC', '', '428 George St;Sydney;NSW;2000;Australia', 'typhoid + Hep A before PNG', ''),
 (N, 'Manly Vale Public School', '', 'Sunshine St;Manly Vale;NSW;2093;Australia', 'office 8:30-3, excursion note', ''),
 (N, 'Northern Beaches Council', '', '1 Belgrave St;Manly;NSW;2095;Australia', 'green bin Tue, bulky pickup booked', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AF{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
