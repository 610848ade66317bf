#!/usr/bin/env python3
"""Writes cards.tsv for review43: one realistic address book of a Vancouver-based outdoors couple - Ryan
Whitfield, a geotechnical engineer with a Vancouver consulting firm (Coastline Geotechnical), travelling for
work to Seattle, Portland, San Francisco, Calgary, Toronto, Denver, Salt Lake City and Austin, and Mei Chen, a
physiotherapist, who plans the trips (and types her family's notes in Chinese): road trips on the Trans-Canada
and US highways (motels, motor inns), the national-park lodges and campgrounds of Banff, Jasper, Yosemite,
Yellowstone and Zion, BC provincial-park campgrounds, an RV park, backcountry huts (ACC, BC Parks), yurts, ranch
stays, Airbnb cabins and suites stored with the owners' names, ski condos in Whistler and Sun Peaks, Gulf
Islands B&Bs, Haida Gwaii, Tofino, an Alaska cruise with Denali after it, a cousin's wedding in Quebec (auberge,
gite), Taiwan (酒店, 民宿) and a ski week in Hakuba (ペンション, ホテル); and the home contacts around them.
The traps are the ones such a book has: Masonic and Elks lodges, a care home called The Lodge, a cafe called
Hollyburn Lodge, an English pub called an Inn, a beer parlour called the Patricia Hotel Pub, a bar called Motel,
a bakery called Cabin, a pancake House, a Cantonese 酒家, an
auberge and a house that are restaurants, a banquet hall, a golf resort without rooms, the Resort Municipality
of Whistler, a pet hotel, a kids' day camp, a cottage-rental agency, a storage unit, Best Buy, an RV rental,
BC Ferries (and its overnight ferry's cabin), VIA Rail's sleeper, a cruise line, Quebec's Hotel de Ville, a
developer called Lodgepole, family names Hyatt and Marriott, a Holiday Inn Express's manager, hotel staff and
hosts whose ORG is their place, a cabin host's and a condo owner's own cards, a landlady.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has
N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cabin, condo, tent cabin, yurt, campsite or RV pitch at for the
night (hotels, motels and motor inns, aparthotels, short-let suites and cabins, hostels, B&Bs, guest houses,
gites, minshuku and pensions, lodges that let rooms, ranches that let rooms, huts and shelters, resorts with
rooms, campgrounds and RV parks); not = everything else, including hotel staff's, hosts', owners' and a
landlady's personal cards, restaurants and pubs (also those in a hotel), lodges of Masons and Elks, care homes,
a pet hotel, a day spa, a golf resort without rooms, a municipality, an agency, ferries, trains and a cruise
line. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Ryan's work: Seattle
 (H, 'Hotel Ändra', '', '2000 4th Ave;Seattle;WA;98121;USA', 'Sound Transit WSBLE geotech review, 2 nights, rm 812, corp rate', ''),
 (H, 'Kimpton Palladian Hotel', '', '2000 2nd Ave;Seattle;WA;98121;USA', '', ''),
 (H, 'The Edgewater', '', '2411 Alaskan Way;Seattle;WA;98121;USA', '3 nights, conf block GEO25, check-in 4pm, parking $55/night', 'URL:https://www.edgewaterhotel.com'),
 # Portland
 (H, 'Jupiter NEXT', '', '900 E Burnside St;Portland;OR;97214;USA', '2 nights, bikes in the room ok', ''),
 (H, 'McMenamins Kennedy School', '', '5736 NE 33rd Ave;Portland;OR;97211;USA', '2 nights, room 12 (an old classroom!), soaking pool till 10pm, breakfast not incl.', ''),
 (H, 'The Nines', '', '525 SW Morrison St;Portland;OR;97204;USA', '', ''),
 # San Francisco
 (H, 'Hotel Zephyr', '', '250 Beach St;San Francisco;CA;94133;USA', 'SFPUC seismic workshop, 3 nights, conf# 73310942', ''),
 (H, 'Hilton San Francisco Union Square', '', "333 O'Farrell St;San Francisco;CA;94102;USA", '', ''),
 (H, 'The Marker San Francisco', '', '501 Geary St;San Francisco;CA;94102;USA', '2 nights, late check-out 1pm ok', ''),
 # Calgary
 (H, 'Fairmont Palliser', '', '133 9 Ave SW;Calgary;AB;T2P 2M3;Canada', 'Green Line tunnel mtg, 2 nights, Fairmont rate through the office', ''),
 (H, 'Hotel Arts', '', '119 12 Ave SW;Calgary;AB;T2R 0G8;Canada', '', ''),
 (H, 'Residence Inn by Marriott Calgary Downtown/Beltline District', '', '610 10 Ave SW;Calgary;AB;T2R 1M3;Canada', '5 nights site supervision, kitchen suite, breakfast incl., Bonvoy # on file', ''),
 # Toronto
 (H, 'The Broadview Hotel', '', '106 Broadview Ave;Toronto;ON;M4M 2E8;Canada', '2 nights, conf. DRK-44721', ''),
 (H, 'Chelsea Hotel, Toronto', '', '33 Gerrard St W;Toronto;ON;M5G 1Z4;Canada', '', ''),
 (H, 'Leslieville garden suite - Priya', '', '41 Carlaw Ave;Toronto;ON;M4M 2R6;Canada', 'Airbnb, host Priya, 4 nights, self check-in after 3pm, door code 2580, streetcar on Queen', ''),
 # Denver, Salt Lake City
 (H, 'The Oxford Hotel', '', '1600 17th St;Denver;CO;80202;USA', 'RTD tunnel review, 2 nights, by Union Station', ''),
 (H, 'Hyatt House Denver/Downtown', '', '440 14th St;Denver;CO;80202;USA', '', ''),
 (H, 'Little America', '', '500 S Main St;Salt Lake City;UT;84101;USA', 'UDOT slope stability mtg, 2 nights, tower room', ''),
 (H, 'Peery Hotel', '', '110 W Broadway;Salt Lake City;UT;84101;USA', '', ''),
 # Austin
 (H, 'Hotel Magdalena', '', '1101 Music Ln;Austin;TX;78704;USA', '2 nights, check-in 4pm, bungalow rm 23', ''),
 (H, 'Carpenter Hotel', '', '400 Josephine St;Austin;TX;78704;USA', 'TxDOT I-35 mtg, 3 nights, pool!', ''),
 (H, 'Hotel Saint Cecilia', '', '112 Academy Dr;Austin;TX;78704;USA', '', ''),
 # --- Trans-Canada, the Rockies
 (H, 'Swiss Chalet Motel', '', '1101 Victoria Rd W;Revelstoke;BC;V0E 2S0;Canada', '1 night on the way to Banff, check-in by 10pm - call if late', ''),
 (H, 'Ponderosa Motor Inn', '', '1206 Trans-Canada Hwy;Golden;BC;V0A 1H0;Canada', '', ''),
 (H, 'Heather Mountain Lodge', '', 'Trans-Canada Hwy 1;Golden;BC;V0A 1H0;Canada', '2 nights, dinner 6:30, Rogers Pass touring', ''),
 (H, 'Fairmont Banff Springs', '', '405 Spray Ave;Banff;AB;T1L 1J4;Canada', "Mei's birthday, 1 night, mountain view room", ''),
 (H, 'Skoki Lodge', '', 'Skoki Valley;Lake Louise;AB;T0L 1E0;Canada', 'ski in 11 km from the Lake Louise ski area, 3 nights, all meals, deposit paid', 'URL:https://www.skoki.com'),
 (H, 'HI Lake Louise Alpine Centre', '', '203 Village Rd;Lake Louise;AB;T0L 1E0;Canada', '2 bunks in a private room, HI member #', ''),
 (H, 'Pyramid Lake Resort', '', 'Pyramid Lake Rd;Jasper;AB;T0E 1E0;Canada', '', ''),
 (H, 'Tekarra Lodge', '', 'Hwy 93A;Jasper;AB;T0E 1E0;Canada', 'cabin 7, 3 nights, wood stove', ''),
 (H, 'Whistlers Campground', '', 'Hwy 93;Jasper;AB;T0E 1E0;Canada', 'Parks Canada res., 2 nights, site 56E, check-in 2pm', ''),
 (H, 'Two Jack Lakeside', '', 'Lake Minnewanka Scenic Dr;Banff;AB;T1L 1K2;Canada', 'site 47, 3 nights, oTENTik if tent site gone', ''),
 (H, 'Canyon Hot Springs', '', '7050 Trans-Canada Hwy;Revelstoke;BC;V0E 2S0;Canada', 'RV site 41 with 30A, 2 nights, pools incl.', ''),
 (H, 'Mount Robson Lodge', '', 'Hwy 16;Valemount;BC;V0E 2Z0;Canada', '', ''),
 (H, 'Emperor Falls Campground (Berg Lake Trail)', '', 'Mount Robson Provincial Park;Valemount;BC;V0E 2Z0;Canada', 'backcountry res., 1 night then Berg Lake 2 nights, bear cache', ''),
 # --- US road trips, national parks
 (H, 'Yosemite Valley Lodge', '', '9006 Yosemite Lodge Dr;Yosemite Valley;CA;95389;USA', '3 nights, conf. 98233104, Half Dome permit Thu', ''),
 (H, 'Curry Village', '', '9010 Curry Village Dr;Yosemite Valley;CA;95389;USA', 'canvas tent cabin, 2 nights, bear box! check-in 5pm', ''),
 (H, 'Lake Yellowstone Hotel', '', '235 Yellowstone Lake Rd;Yellowstone National Park;WY;82190;USA', '1 night, lake view, dinner res. 7:30', ''),
 (H, 'Canyon Lodge & Cabins', '', '41 Clover Ln;Yellowstone National Park;WY;82190;USA', '', ''),
 (H, 'Zion Lodge', '', '1 Zion Lodge;Springdale;UT;84767;USA', '2 nights, Western cabin, Angels Landing permit', ''),
 (H, 'Watchman Campground', '', 'Zion Park Blvd;Springdale;UT;84767;USA', 'recreation.gov, site B23 electric, 2 nights', ''),
 (H, 'Motel 6 Boise - Airport', '', '2323 Airport Way;Boise;ID;83705;USA', '', ''),
 (H, 'Super 8 by Wyndham West Yellowstone', '', '1545 Targhee Pass Hwy;West Yellowstone;MT;59758;USA', '', ''),
 (H, 'Under Canvas Zion', '', '3955 Kolob Terrace Rd;Virgin;UT;84779;USA', 'safari tent w/ ensuite, 2 nights', ''),
 (H, 'Crater Lake Lodge', '', '565 Rim Village Dr;Crater Lake;OR;97604;USA', '', ''),
 (H, 'The Historic Davenport', '', '10 S Post St;Spokane;WA;99201;USA', '1 night stop on the road trip, valet only', ''),
 (H, 'Quail Park Lodge', '', '125 N 300 W;Kanab;UT;84741;USA', '', ''),
 # --- BC: campgrounds, huts, yurts, ranches, cabins, islands, Tofino, Whistler, Sun Peaks, Haida Gwaii
 (H, 'Alice Lake Provincial Park', '', 'Alice Lake Rd;Squamish;BC;V8B 0A3;Canada', 'BC Parks res. site 58, 2 nights Jul long wknd, $35/night', ''),
 (H, 'Porteau Cove Provincial Park', '', 'Hwy 99;Lions Bay;BC;V0N 2E0;Canada', 'walk-in site 12, 1 night', ''),
 (H, 'Alouette Campground', '', 'Golden Ears Provincial Park;Maple Ridge;BC;V2X 7E7;Canada', '', ''),
 (H, 'Elfin Lakes Shelter', '', 'Garibaldi Provincial Park;Squamish;BC;V8B 0A3;Canada', '2 bunks, 1 night, backcountry permit printed', ''),
 (H, 'Wendy Thompson Hut', '', 'Marriott Basin;Pemberton;BC;V0N 2L0;Canada', 'ACC Whistler section, 2 nights, 4 bunks, door code in the booking email', ''),
 (H, 'Bow Hut', '', 'Wapta Icefield;Lake Louise;AB;T0L 1E0;Canada', 'ACC, 2 nights, bring the avy gear + stove fuel', ''),
 (H, 'Elizabeth Parker Hut', '', "Lake O'Hara;Field;BC;V0A 1G0;Canada", 'ACC, won the lottery!, 2 nights Sep', ''),
 (H, 'Desolation Sound Yurts', '', 'Malaspina Rd;Lund;BC;V0N 2G0;Canada', 'yurt #2, 3 nights, composting toilet, bring bedding', ''),
 (H, 'Echo Valley Ranch & Spa', '', 'Jesmond Rd;Clinton;BC;V0K 1K0;Canada', '3 nights all-inclusive, trail ride 9am', ''),
 (H, 'Big Bar Guest Ranch', '', 'Big Bar Rd;Clinton;BC;V0K 1K0;Canada', '', ''),
 (H, 'Pemberton cabin - Gord & Linda', '', '1560 Pemberton Farm Rd E;Pemberton;BC;V0N 2L1;Canada', 'Airbnb, 3 nights Aug long wknd, hot tub, key in lockbox', ''),
 (H, "Heather's place - Sooke", '', 'Whiffin Spit Rd;Sooke;BC;V9Z 0T3;Canada', 'Airbnb cabin, 2 nights, dog ok', ''),
 (H, 'Salal Suite, Chesterman Beach', '', 'Lynn Rd;Tofino;BC;V0R 2Z0;Canada', 'host Marnie, 4 nights, surfboard rack, check-in 4', ''),
 (H, 'Wickaninnish Inn', '', '500 Osprey Ln;Tofino;BC;V0R 2Z0;Canada', '1 night splurge, storm watching, ocean room', 'URL:https://www.wickinn.com'),
 (H, 'Long Beach Lodge Resort', '', '1441 Pacific Rim Hwy;Tofino;BC;V0R 2Z0;Canada', '', ''),
 (H, 'Green Point Campground', '', 'Pacific Rim Hwy;Ucluelet;BC;V0R 3A0;Canada', 'Parks Canada res. site 74, 3 nights', ''),
 (H, "Aspens on Blackcomb #312 (Brian's condo)", '', '4800 Spearhead Dr;Whistler;BC;V8E 1G7;Canada', '4 nights Feb, lockbox 1984, ski in/ski out', ''),
 (H, 'Pan Pacific Whistler Mountainside', '', '4320 Sundial Cres;Whistler;BC;V8E 1G5;Canada', '', ''),
 (H, 'Pangea Pod Hotel', '', '4333 Sunrise Alley;Whistler;BC;V8E 1G6;Canada', '2 pods, Fri night, locker for skis', ''),
 (H, "Nancy Greene's Cahilty Lodge", '', '3220 Village Way;Sun Peaks;BC;V0E 5N0;Canada', '3 nights Xmas, studio w/ kitchenette', ''),
 (H, 'Sun Peaks condo (Woodhaven #14)', '', '2511 Eagles Dr;Sun Peaks;BC;V0E 5N0;Canada', "Marc & Julie's condo, 5 nights, $1,200 e-transfer, firewood in the shed", ''),
 (H, 'Wisteria Guest House', '', '268 Park Dr;Salt Spring Island;BC;V8K 2S1;Canada', '2 nights, breakfast 8:30, Saturday Market', 'EMAIL:stay@wisteriaguesthouse.ca'),
 (H, 'Hastings House', '', '160 Upper Ganges Rd;Salt Spring Island;BC;V8K 2S2;Canada', '', ''),
 (H, 'Galiano Inn & Spa', '', '134 Madrona Dr;Galiano Island;BC;V0N 1P0;Canada', '2 nights, ocean view, ferry 7:45', ''),
 (H, 'Poets Cove Resort & Spa', '', '9801 Spalding Rd;Pender Island;BC;V0N 2M3;Canada', '', ''),
 (H, 'Haida House at Tllaal', '', '2087 Beitush Rd;Tlell;BC;V0T 1Y0;Canada', '3 nights, dinner incl., Haida Gwaii', ''),
 (H, 'Premier Creek Lodging', '', '3101 Oceanview Dr;Daajing Giids;BC;V0T 1S0;Canada', 'private room, 2 nights, shared kitchen', ''),
 (H, 'Arbutus Cottage, Roberts Creek', '', 'Beach Ave;Roberts Creek;BC;V0N 2W2;Canada', 'week in Jul via Sunshine Coast Cottage Rentals, check-in 4pm, bring linens', ''),
 (H, 'Howe Sound Inn & Brewing Co.', '', '37801 Cleveland Ave;Squamish;BC;V8B 0B4;Canada', '1 night after the Chief, room upstairs, breakfast in the pub', ''),
 (H, 'Harrison Hot Springs Resort & Spa', '', '100 Esplanade Ave;Harrison Hot Springs;BC;V0M 1K0;Canada', '', ''),
 (H, 'Sylvia Hotel', '', '1154 Gilford St;Vancouver;BC;V6G 2P6;Canada', 'for Mum & Dad, 3 nights, English Bay view, on my card', ''),
 # --- Alaska after the cruise; Quebec (cousin Julie's wedding); Taiwan; Hakuba
 (H, 'Denali Princess Wilderness Lodge', '', 'Mile 238.5 George Parks Hwy;Denali Park;AK;99755;USA', 'after the cruise, 2 nights, Denali bus tour 7am', ''),
 (H, 'Hotel Captain Cook', '', '939 W 5th Ave;Anchorage;AK;99501;USA', '', ''),
 (H, "Auberge Place d'Armes", '', '24 rue Sainte-Anne;Québec;QC;G1R 3X3;Canada', 'mariage de Julie, 2 nuits, arrivée après 15 h, petit-déj inclus', ''),
 (H, 'Gîte du Vieux-Bourg', '', "4012 chemin Royal;Sainte-Famille, Île d'Orléans;QC;G0A 3P0;Canada", '3 nuits, déjeuner à 8 h, dépôt 100 $ envoyé', ''),
 (H, '太魯閣晶英酒店', '', '秀林鄉天祥路18號;花蓮縣;;972;台灣', '2晚, 含早晚餐, 訂房編號 TRK20931', ''),
 (H, '阿美海景民宿', '', '壽豐鄉鹽寮村;花蓮縣;;974;台灣', '2晚, 老闆娘會到車站接, 訂金NT$2000已匯', ''),
 (H, 'ペンション ホワイトベア', '', '北城3020;白馬村;長野県;399-9301;日本', '4泊, 朝夕食付き, チェックイン15時', ''),
 (H, '白馬東急ホテル', '', '北城和田野;白馬村;長野県;399-9301;日本', '', ''),
]
P = [
 # family and household
 (N, 'Mum', 'Whitfield;Sandra;;;', '1875 Parkcrest Ave;Kamloops;BC;V2B 4X5;Canada', 'b-day Mar 3, calls Sun after church', ''),
 (N, 'Dad', 'Whitfield;Doug;;;', '', 'golf Sat am, deck reno in May', ''),
 (N, '妈妈', '陈;丽华;;;', '8391 Bennett Rd;Richmond;BC;V6Y 1N5;Canada', '周日饮茶11点 海港, 带月饼', ''),
 (N, '爸爸', '陈;伟;;;', '', '血压药 Shoppers 取, 周三 10:30 看医生', ''),
 (N, 'Grandma Ruth', 'Whitfield;Ruth;;;', '4579 Chatterton Way;Victoria;BC;V8X 4Y7;Canada', 'room 214, visit Sun 2pm, likes butterscotch', ''),
 (N, 'Mei Chen', 'Chen;Mei;;;', '', 'work M/W/F till 6', 'ORG:Kitsilano Physiotherapy'),
 (N, 'Nora', 'Whitfield;Nora;;;', '', 'Gr 1 Ms. Patel, swimming Thu 4:30', ''),
 (N, 'Emma Whitfield', 'Whitfield;Emma;;;', '3120 Kerrydale Rd SW;Calgary;AB;T3E 4T2;Canada', "spare room when I'm in Calgary, bring wine; Liam 7, Ava 4", ''),
 (N, 'Carol Hyatt', 'Hyatt;Carol;;;', '2210 Windsor Rd;Victoria;BC;V8S 3E7;Canada', 'Aunt Carol, Xmas card list', ''),
 (N, 'Tom & Jen Marriott', 'Marriott;Tom;;;', '', 'Squamish, climbing Sun 9am Smoke Bluffs', ''),
 (N, 'Gurpreet Kaur (landlady)', 'Kaur;Gurpreet;;;', '', 'rent $2,850 on the 1st by e-transfer; furnace service Tue 10am', ''),
 (N, 'Dr. Anita Sharma', 'Sharma;Anita;;Dr.;', '', 'annual physical Apr 14 9:20', 'ORG:Kitsilano Medical Clinic || TITLE:Family Physician'),
 # colleagues and clients
 (N, 'Jason Lee', 'Lee;Jason;;;', '', 'shares the rental car on Seattle trips', 'ORG:Coastline Geotechnical Ltd. || TITLE:Senior Geotechnical Engineer'),
 (N, 'Harpreet Sandhu', 'Sandhu;Harpreet;;;', '', 'wedding Sat Aug 16 at Grand Taj, sangeet Thu', 'ORG:Coastline Geotechnical Ltd.'),
 (N, "Megan O'Brien", "O'Brien;Megan;;;", '', 'WSBLE borehole logs by Fri', 'ORG:Sound Transit || TITLE:Project Manager'),
 (N, 'David Nguyen', 'Nguyen;David;;;', '', 'Burnside Bridge seismic, Tue 10am PT', 'ORG:Portland Bureau of Transportation'),
 (N, 'Carlos Ramírez', 'Ramírez;Carlos;;;', '', 'Zoom Thu 1pm', 'ORG:San Francisco Public Utilities Commission'),
 (N, 'Aisha Mohammed', 'Mohammed;Aisha;;;', '', 'Green Line geotech, site walk 8am', 'ORG:City of Calgary || TITLE:Geotechnical Lead'),
 (N, 'Kyle Jensen', 'Jensen;Kyle;;;', '', 'tunnel review comments', 'ORG:Regional Transportation District'),
 (N, 'Sofía Hernández', 'Hernández;Sofía;;;', '', 'I-35 Cap & Stitch, habla español, WhatsApp', 'ORG:Texas Department of Transportation'),
 # hotel staff, hosts, owners
 (N, 'Kevin Tran', 'Tran;Kevin;;;', '', 'UBC friend, beer league Wed 9:30pm Britannia', 'ORG:Holiday Inn Express Vancouver-Metrotown || TITLE:General Manager'),
 (N, 'Sarah Klein', 'Klein;Sarah;;;', '', 'anniversary dinner at The Pointe Oct 12 7pm, window table', 'ORG:Wickaninnish Inn || TITLE:Guest Services'),
 (N, 'Linda Morrison', 'Morrison;Linda;;;', '', 'Pemberton cabin, 3 nights Aug long wknd, $300 damage deposit e-transfer, check-out 11', ''),
 (N, 'Jenny Williams', 'Williams;Jenny;;;', '', 'pick-up at Sandspit airport ok', 'ORG:Premier Creek Lodging || TITLE:Owner || EMAIL:jenny@premierlodging.ca'),
 (N, 'Brian Kowalski', 'Kowalski;Brian;;;', '', 'owns Aspens 312, 4 nights Feb, pays by cheque, lockbox code by text', ''),
 (N, '佐藤 健', '佐藤;健;;;', '', '白馬駅まで送迎あり, 英語OK', 'ORG:ペンション ホワイトベア || TITLE:オーナー'),
]
O = [
 # work
 (N, 'Coastline Geotechnical Ltd.', '', '1055 W Hastings St, Suite 900;Vancouver;BC;V6E 2E9;Canada', '', 'URL:https://www.coastlinegeo.ca'),
 (N, 'Lodgepole Developments Inc.', '', '38120 Second Ave;Squamish;BC;V8B 0C3;Canada', 'Squamish townhomes, site visit Tue 8am, invoice #2291', ''),
 # restaurants, pubs, bars, bakeries
 (N, 'The Keg Steakhouse + Bar - Yaletown', '', '1011 Mainland St;Vancouver;BC;V6B 5P9;Canada', "Fri 7:30pm, 4 ppl, Mei's promotion dinner", ''),
 (N, 'Cheshire Cheese Inn', '', '123 Carrie Cates Ct;North Vancouver;BC;V7M 3K7;Canada', 'fish & chips after the SeaBus, Dad likes it', ''),
 (N, 'Patricia Hotel Pub', '', '403 E Hastings St;Vancouver;BC;V6A 1P6;Canada', "Ryan's band Sat 9pm, load-in 7, 2 drink tickets each", ''),
 (N, 'Motel Cocktail Bar', '', '1235 Queen St W;Toronto;ON;M6K 1L5;Canada', 'team drinks Thu after the workshop', ''),
 (N, 'Hollyburn Lodge', '', 'Cypress Bowl Rd;West Vancouver;BC;V7S 3E7;Canada', 'XC ski day, soup & cinnamon buns, closes 4pm', ''),
 (N, 'The Cabin Bakeshop', '', '38027 Cleveland Ave;Squamish;BC;V8B 0A8;Canada', 'sourdough order, pick-up Sat 9am', ''),
 (N, 'Dutch Pannekoek House - Dunbar', '', '3192 Dunbar St;Vancouver;BC;V6S 2B7;Canada', "Dad's b-day breakfast Sun 9:30, 6 ppl", ''),
 (N, '海港海鮮酒家', '', '8888 River Rd;Richmond;BC;V6X 1Y6;Canada', '周日饮茶 11:00, 8位, 订位名 陈', ''),
 (N, 'Auberge Le Vieux Saint-Gabriel', '', '426 rue Saint-Gabriel;Montréal;QC;H2Y 2Z9;Canada', 'souper de répétition, vendredi 19 h, 20 pers.', ''),
 (N, 'Brock House Restaurant', '', '3875 Point Grey Rd;Vancouver;BC;V6R 1B3;Canada', "Mother's Day brunch 11am, 6 ppl", ''),
 (N, '居酒屋 おふくろ', '', '北城6549;白馬村;長野県;399-9301;日本', '予約 19時 2名', ''),
 # halls, lodges, care home, pets, golf, municipality, camp
 (N, 'Grand Taj Banquet Hall', '', '7475 135 St;Surrey;BC;V3W 1M2;Canada', "Harpreet's reception Sat 6pm, table 14", ''),
 (N, 'Kamloops Lodge No. 10 A.F. & A.M.', '', '423 Seymour St;Kamloops;BC;V2C 2G7;Canada', "Dad's 50-year jewel dinner Sat 6pm, jacket & tie", ''),
 (N, 'Revelstoke Elks Lodge', '', '1100 Victoria Rd W;Revelstoke;BC;V0E 2S0;Canada', "hall rental for Kate & Sam's wedding social, Sat 7pm", ''),
 (N, 'The Lodge at Broadmead', '', '4579 Chatterton Way;Victoria;BC;V8X 4Y7;Canada', 'Grandma Ruth, nurses station ext 2, visiting 10-8', ''),
 (N, 'Barkingham Pet Hotel', '', '8140 Shaughnessy St;Vancouver;BC;V6P 3Y2;Canada', 'Juno boarding Jul 4-12, 8 nights $52/night, vaccine record', ''),
 (N, 'Rivershore Golf Resort', '', '330 Rivershore Dr;Kamloops;BC;V2H 1S1;Canada', 'tee time Sat 7:50 with Dad, cart booked', ''),
 (N, 'Resort Municipality of Whistler', '', '4325 Blackcomb Way;Whistler;BC;V8E 0X5;Canada', 'parking ticket #W55318, appeal by Mar 30', ''),
 (N, 'Wild Camp North Shore', '', '2750 Lonsdale Ave;North Vancouver;BC;V7N 3J3;Canada', 'Nora, week of Jul 7, drop-off 8:45 pick-up 3:30, sunscreen + hat', ''),
 # agencies, storage, shops, rentals
 (N, 'Sunshine Coast Cottage Rentals', '', '5660 Cowrie St;Sechelt;BC;V0N 3A0;Canada', 'Arbutus Cottage deposit $500 - refund pending', ''),
 (N, 'Kits Self Storage', '', '1550 W 6th Ave;Vancouver;BC;V6J 1R2;Canada', 'unit B214, gate code 4471#, kayaks + ski gear', ''),
 (N, 'Best Buy Cambie', '', '2220 Cambie St;Vancouver;BC;V5Z 2T7;Canada', '', ''),
 (N, 'Fraserway RV Rentals', '', '30440 Fraser Hwy;Abbotsford;BC;V4X 1E9;Canada', 'C-class 25 ft, Jun 14-28, pick-up 1pm, $1,500 deposit', ''),
 (N, 'MEC Vancouver', '', '111 E 2nd Ave;Vancouver;BC;V5T 1B2;Canada', 'rental: 2 avy transceivers Fri-Mon', ''),
 (N, 'T&T Supermarket 大統華', '', '2800 E 1st Ave;Vancouver;BC;V5M 1A9;Canada', '妈妈 order, 月饼 pick-up Sat', ''),
 (N, 'Marlin Travel', '', '2122 W 4th Ave;Vancouver;BC;V6K 1N6;Canada', 'Taiwan flights, agent Joyce, quote by Fri', ''),
 # ferries, trains, cruise, airlines, tours
 (N, 'BC Ferries', '', '1 Ferry Causeway;Delta;BC;V4M 4G6;Canada', 'Tsawwassen-Swartz Bay 9am res., car + 2 adults', 'KIND:org'),
 (N, 'Northern Expedition - BC Ferries', '', '1 Bill Murray Way;Prince Rupert;BC;V8J 4T9;Canada', 'Prince Rupert-Skidegate overnight, cabin 412, 23:00 sailing', ''),
 (N, 'VIA Rail Canada', '', '1150 Station St;Vancouver;BC;V6A 4C7;Canada', 'The Canadian, Toronto to Vancouver, Sleeper Plus cabin for 2, 4 nights', ''),
 (N, 'Holland America Line', '', '999 Canada Place;Vancouver;BC;V6C 3E1;Canada', 'Koningsdam, 7 nights Alaska, stateroom 6128, boarding 11:30', 'URL:https://www.hollandamerica.com'),
 (N, 'Rocky Mountaineer', '', '1755 Cottrell St;Vancouver;BC;V6A 3H4;Canada', "Mum & Dad's 40th, GoldLeaf, departs 7:30am", ''),
 (N, 'Pacific Coastal Airlines', '', '', '', 'KIND:org'),
 (N, 'Alaska Airlines', '', '', 'YVR-SEA, Mileage Plan', 'KIND:org'),
 (N, 'Harbour Air Seaplanes', '', '1055 Canada Place;Vancouver;BC;V6C 0C3;Canada', 'to Victoria 8:30am for Grandma', ''),
 (N, 'Ocean Outfitters', '', '368 Main St;Tofino;BC;V0R 2Z0;Canada', 'whale watching 10am, 2 adults', ''),
 (N, 'White Pass & Yukon Route Railroad', '', '231 2nd Ave;Skagway;AK;99840;USA', 'shore excursion 8:15 from the dock', ''),
 (N, 'Moresby Explorers', '', '365 Beach Rd;Sandspit;BC;V0T 1T0;Canada', "day trip to SG̱ang Gwaay, 7am, dress warm", ''),
 (N, 'Yamnuska Mountain Adventures', '', '50 Lincoln Park;Canmore;AB;T1W 3E9;Canada', 'AST 2, Jan 18-21, 8am daily', ''),
 (N, "Lake O'Hara bus - Parks Canada", '', "Lake O'Hara parking lot;Field;BC;V0A 1G0;Canada", '8:30 bus, 2 seats, no dogs', ''),
 (N, 'Alpine Club of Canada', '', '201 Indian Flats Rd;Canmore;AB;T1W 2V8;Canada', 'membership renewal Jan, hut bookings online', 'URL:https://www.alpineclubofcanada.ca'),
 # spa, museum, Quebec
 (N, 'Scandinave Spa Whistler', '', '8010 Mons Rd;Whistler;BC;V8E 1K7;Canada', 'day pass Sat, arrival 11am, bring robe', ''),
 (N, 'Haida Gwaii Heritage Centre at Ḵay Llnagaay', '', '60 Second Beach Rd;Skidegate;BC;V0T 1S1;Canada', 'canoe house tour 10am', ''),
 (N, 'Hôtel de Ville de Québec', '', '2 rue des Jardins;Québec;QC;G1R 4S9;Canada', 'mariage civil de Julie, vendredi 14 h', ''),
 # health, school, pets
 (N, 'Pacific Travel Health Clinic', '', '1200 Burrard St;Vancouver;BC;V6Z 2C7;Canada', 'Twinrix 2nd dose before Taiwan, Mar 3 4:15pm', ''),
 (N, 'Lord Tennyson Elementary', '', '1936 W 10th Ave;Vancouver;BC;V6J 2B2;Canada', 'office 8:15-3:30, Nora absent line', ''),
 (N, 'Kitsilano Animal Clinic', '', '2580 W 4th Ave;Vancouver;BC;V6K 1P6;Canada', 'Juno annual shots Sat 10:40', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AJ{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
