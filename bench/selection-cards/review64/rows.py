#!/usr/bin/env python3
"""Writes cards.tsv for review64: one realistic address book of a Denver (Park Hill) family - Ryan Kessler, a
sales engineer with an energy-analytics software firm (Ridgeline Analytics), travelling to conferences and
clients in Chicago, San Francisco, Seattle, Houston, Dallas, Midland, New York, Salt Lake City, Phoenix, Austin
and Calgary; and Marisol Kessler (nee Cordova, from Espanola, New Mexico), a pediatric nurse, who plans the
family's road trips and ski trips: Rocky Mountain National Park and Grand Lake, a dude ranch in Granby, the ski
towns (Breckenridge, Vail, Winter Park, Steamboat), 10th Mountain huts and Nordic yurts, hot-springs towns
(Glenwood, Ouray, Pagosa, Steamboat), Durango and Mesa Verde, the Sand Dunes, Colorado Springs, Crested Butte,
Boulder; Moab and Arches, Zion, Bryce, Capitol Reef and Highway 12, Alta; Yellowstone, Grand Teton, Cody,
Cheyenne and Thermopolis; Glacier and Bozeman; Santa Fe, Chimayo, Taos, Ojo Caliente, Albuquerque and Chaco;
the Grand Canyon, Sedona, Page and Route 66; a cousin's wedding in Chihuahua and the Copper Canyon; a ski trip to
Hakuba (Japan); Lake Louise - and the home contacts around them. The traps are those of such a book: a
restaurant called Lodge (Ski Tip Lodge), a yurt restaurant, a chuckwagon-supper ranch, a hotel's tavern, a
restaurant beside its own hacienda B&B, a fraternal lodge (Elks), an assisted-living home called Lodge (with the
grandfather whose address it is), a dog boarding camp, a log-home builder called Lodge, an RV dealer called
Camping World, a ski company called Resorts and a ski area called Resort, a summer camp, a wedding quinta,
day visits to hot springs and a spa that also lets rooms, family names Lodge, Hilton, Hyatt, Marriott and Inman,
hotel staff, a wrangler and hosts whose ORG is their place, a landlady's own card, a sleeper train (roomette), a
houseboat hire, a river trip with camping, a hut association's booking office, travel agencies and a booking
site. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card
has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one
books a bed, room, hut bunk, cabin, yurt, tent cabin or campsite/RV pitch at for the night (hotels, motels,
lodges, inns, B&Bs, hostels, guest houses, dude ranches and guest ranches, hot-springs resorts that let rooms,
national-park lodges and campgrounds, KOA and RV parks, backcountry huts and chalets, yurts, Airbnb/VRBO and
cabin rentals, ryokan and pensions, posadas and casas de huespedes); not = everything else, including hotel
staff's, a wrangler's, hosts' and a landlady's personal cards, restaurants and bars (whatever their name), day
spas and hot springs visited by day, wedding venues, care homes, a fraternal lodge, pet boarding, builders and
dealers, ski areas and ski companies, summer camps, travel agencies and booking sites, airlines, trains (a
sleeper among them), a houseboat hire, tour operators. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
US = 'United States'
C = [
 # --- Ryan's work trips
 (H, 'Hyatt Regency Chicago', '', '151 E Wacker Dr;Chicago;IL;60601;' + US, 'SKO Jan 13-16, 3 nights, conf # 48213977, World of Hyatt', ''),
 (H, 'Courtyard Chicago Downtown/Magnificent Mile', '', '165 E Ontario St;Chicago;IL;60611;' + US, '2 nights, Bonvoy, breakfast not incl', ''),
 (H, 'Marriott Marquis San Francisco', '', '780 Mission St;San Francisco;CA;94103;' + US, 'AWS Summit, 2 nts, rm 2214, walk to Moscone', ''),
 (H, 'Hyatt at Olive 8', '', '1635 8th Ave;Seattle;WA;98101;' + US, '1 night, ask for high floor, gym on 3', ''),
 (H, 'JW Marriott Houston Downtown', '', '806 Main St;Houston;TX;77002;' + US, 'Oxy workshop, 2 nights, valet $55/night - use garage on Fannin', ''),
 (H, 'Omni Dallas Hotel', '', '555 S Lamar St;Dallas;TX;75202;' + US, 'user group, 2 nts, late checkout 1pm approved', ''),
 (H, 'Moxy NYC Times Square', '', '485 7th Ave;New York;NY;10018;' + US, '', ''),
 (H, 'Freehand New York', '', '23 Lexington Ave;New York;NY;10010;' + US, 'cheap option when Moxy full - ask for private bath', ''),
 (H, 'Little America Hotel', '', '500 S Main St;Salt Lake City;UT;84101;' + US, '1 night, Rocky Mtn Power visit, free parking', ''),
 (H, 'Kimpton Hotel Palomar Phoenix', '', '2 E Jefferson St;Phoenix;AZ;85004;' + US, '', ''),
 (H, 'The LINE Austin', '', '111 E Cesar Chavez St;Austin;TX;78701;' + US, 'client dinner at Arlo Grey downstairs, 2 nights', ''),
 (H, 'Residence Inn by Marriott Midland', '', '5509 Deauville Blvd;Midland;TX;79706;' + US, 'Permian site visits, 4 nights, kitchen - groceries at HEB', ''),
 (H, 'The Westin Calgary', '', '320 4 Ave SW;Calgary;AB;T2P 2S6;Canada', 'Cenovus workshop, 3 nights, pay in CAD', ''),
 (H, 'Embassy Suites by Hilton Denver International Airport', '', '7001 Yampa St;Denver;CO;80249;' + US, 'night before 6am flights, park & fly up to 7 days', ''),
 # --- Colorado: Estes Park, Grand Lake, Granby
 (H, 'The Baldpate Inn', '', '4900 S St Vrain Ave;Estes Park;CO;80517;' + US, "Ava's bday, 1 night, room 9, key collection in the library", ''),
 (H, 'YMCA of the Rockies - Estes Park Center', '', '2515 Tunnel Rd;Estes Park;CO;80511;' + US, 'Kessler reunion, cabin 1238, 4 nights, check in 3pm, bring towels', ''),
 (H, 'Moraine Park Campground', '', 'Bear Lake Rd;Estes Park;CO;80517;' + US, 'site B-72, 2 nights, recreation.gov - books out 6 mo ahead', ''),
 (H, "Jensen's Cabin Grand Lake", '', '14 Columbine Ave;Grand Lake;CO;80447;' + US, 'Jul 3-7 (4 nights), key in lockbox 1947, wood stove, no wifi', ''),
 (H, 'C Lazy U Ranch', '', '3640 Colorado Hwy 125;Granby;CO;80446;' + US, 'June week, all incl., kids wrangler program, deposit $2,000 paid', 'EMAIL;TYPE=WORK:reservations@clazyu.com'),
 # --- ski towns
 (H, 'Airbnb Breckenridge - Ski Hill Rd condo', '', '611 Village Rd;Breckenridge;CO;80424;' + US, "Presidents' Day wknd, 3 nights, door code 8841, parking pass on dash", ''),
 (H, 'Fireside Inn', '', '114 N French St;Breckenridge;CO;80424;' + US, 'bunk room for guys ski trip, 2 nights, $45/bed, hot tub', ''),
 (H, 'The Sebastian - Vail', '', '16 Vail Rd;Vail;CO;81657;' + US, 'anniversary, 2 nights, valet, couples massage Sat 10am', ''),
 (H, 'Zephyr Mountain Lodge', '', '201 Zephyr Way;Winter Park;CO;80482;' + US, 'MLK wknd, 2BR unit 2308, ski in/out, 3 nights', ''),
 (H, 'Steamboat Grand', '', '2300 Mt Werner Cir;Steamboat Springs;CO;80487;' + US, '', ''),
 (H, 'Vista Verde Ranch', '', '31100 Seedhouse Rd;Clark;CO;80428;' + US, '', ''),
 # --- huts and yurts
 (H, "Janet's Cabin", '', 'Guller Creek Trail;Copper Mountain;CO;80443;' + US, '10th Mtn hut, 2 nights, 8 bunks, skin up from Union Creek lot', ''),
 (H, 'Never Summer Nordic Yurts', '', '56750 Hwy 14;Walden;CO;80480;' + US, 'Grass Creek yurt, 2 nights, sleeps 6, bring bags + headlamps', ''),
 # --- hot springs, Western Slope, San Juans
 (H, 'Wiesbaden Hot Springs Spa & Lodgings', '', '625 5th St;Ouray;CO;81427;' + US, 'room 8, 2 nights, vapor cave open till 9:30pm', ''),
 (H, 'Ouray KOA Holiday', '', '225 County Rd 23;Ridgway;CO;81432;' + US, 'deluxe cabin 6, 3 nights, pool, bring bedding for loft', ''),
 (H, 'Strater Hotel', '', '699 Main Ave;Durango;CO;81301;' + US, 'night before the train, 1 night, parking behind', ''),
 (H, 'Far View Lodge', '', 'Mesa Verde National Park, Mile 15;Mesa Verde;CO;81330;' + US, '2 nights, no TV/AC, Cliff Palace tour 9am', ''),
 (H, 'Piñon Flats Campground', '', '11999 State Hwy 150;Mosca;CO;81146;' + US, 'loop 1 site 38, 2 nights, windy - stake the tent!', ''),
 (H, 'The Springs Resort', '', '323 Hot Springs Blvd;Pagosa Springs;CO;81147;' + US, '2 nights, pools incl. for guests, adults-only pools after 9', ''),
 (H, 'Elk Mountain Lodge', '', '129 Gothic Ave;Crested Butte;CO;81224;' + US, 'wildflower fest, 3 nights, breakfast 7:30-9:30', ''),
 (H, 'Slate River Retreat (VRBO)', '', '23 Hunter Hill Rd;Crested Butte;CO;81224;' + US, 'VRBO #2871543, 5 nights Aug, cleaning fee $250, hot tub', ''),
 # --- Front Range
 (H, 'The Broadmoor', '', '1 Lake Ave;Colorado Springs;CO;80906;' + US, '', ''),
 (H, 'Holden House 1902 Bed & Breakfast Inn', '', '1102 W Pikes Peak Ave;Colorado Springs;CO;80904;' + US, "Mom & Dad's 40th - gift certificate, 2 nights", 'URL:https://www.holdenhouse.com'),
 (H, 'Colorado Chautauqua Cottages', '', '900 Baseline Rd;Boulder;CO;80302;' + US, "cottage 14 (2BR) for Abuela's visit, 3 nights", 'EMAIL;TYPE=WORK:lodging@chautauqua.com'),
 (H, 'The Brown Palace Hotel and Spa', '', '321 17th St;Denver;CO;80202;' + US, "NYE staycation, 1 night, kids at Carol's", ''),
 # --- Utah
 (H, 'Red Cliffs Lodge', '', 'Mile 14 Hwy 128;Moab;UT;84532;' + US, '', ''),
 (H, 'Hoodoo Moab, Curio Collection by Hilton', '', '111 N 100 W;Moab;UT;84532;' + US, '2 nights on Hilton points, confirmation 3391820457', 'URL:https://www.hoodoomoab.com'),
 (H, 'Devils Garden Campground', '', 'Arches Scenic Dr;Moab;UT;84532;' + US, 'site 37, 2 nights, camp res = no timed entry needed', ''),
 (H, 'Zion Mountain Ranch', '', '9065 W Hwy 9;Mt Carmel;UT;84755;' + US, 'family cabin, 2 nights, bison out front, 20 min to east entrance', ''),
 (H, 'South Campground', '', 'Hwy 9;Springdale;UT;84767;' + US, '', ''),
 (H, 'AutoCamp Zion', '', '1471 UT-9;Virgin;UT;84779;' + US, 'Airstream suite, 2 nights, check in 4pm', ''),
 (H, 'Bryce Canyon Lodge', '', 'Hwy 63;Bryce Canyon;UT;84764;' + US, '1 night, Sunset motel bldg, dinner res 6:30 in lodge', ''),
 (H, 'Capitol Reef Resort', '', '2600 E Hwy 24;Torrey;UT;84775;' + US, 'teepee for the kids!, 1 night, conf 55190', ''),
 (H, 'Boulder Mountain Lodge', '', '20 N Hwy 12;Boulder;UT;84716;' + US, '1 night, dinner next door at Hells Backbone', ''),
 (H, "Goldminer's Daughter Lodge", '', '10160 E Hwy 210;Alta;UT;84092;' + US, 'dorm bunks for guys ski trip, 3 nights, breakfast + dinner incl', ''),
 (H, 'Motel 6 Green River, UT', '', '1005 E Main St;Green River;UT;84525;' + US, '', ''),
 (H, 'The View Hotel', '', 'Indian Route 42;Oljato-Monument Valley;UT;84536;' + US, 'sunrise side, 1 night, Navajo Nation - no alcohol', ''),
 # --- Wyoming
 (H, 'Grant Village', '', '2 Grant Village Loop;Yellowstone National Park;WY;82190;' + US, '2 nights, conf YNP-7741203, near West Thumb', ''),
 (H, 'Roosevelt Lodge Cabins', '', '100 Roosevelt Lodge Rd;Yellowstone National Park;WY;82190;' + US, 'Roughrider cabin w/ wood stove, 1 night, Old West cookout 5pm', ''),
 (H, 'Signal Mountain Lodge', '', '1 Inner Park Rd;Moran;WY;83013;' + US, '', ''),
 (H, 'Colter Bay Village', '', '100 Colter Bay Village Rd;Moran;WY;83013;' + US, 'tent cabin, 2 nights, bring sleeping bags, bear box', ''),
 (H, 'The Wort Hotel', '', '50 N Glenwood St;Jackson;WY;83001;' + US, '', ''),
 (H, 'Pahaska Tepee', '', '183 Yellowstone Hwy;Cody;WY;82414;' + US, 'cabin, 1 night before East Entrance', ''),
 (H, 'Terry Bison Ranch Resort', '', '51 I-25 Service Rd E;Cheyenne;WY;82007;' + US, 'Frontier Days, cabin 2 nights, bison train 10am', ''),
 (H, 'Best Western Plus Plaza Hotel', '', '116 E Park St;Thermopolis;WY;82443;' + US, 'in Hot Springs State Park, 1 night, pool incl.', ''),
 # --- Montana
 (H, 'Lake McDonald Lodge', '', '288 Lake McDonald Lodge Loop;West Glacier;MT;59936;' + US, '2 nights, lakeview sold out - cabin', ''),
 (H, 'Apgar Campground', '', 'Apgar Loop Rd;West Glacier;MT;59936;' + US, '', ''),
 (H, 'Granite Park Chalet', '', 'Highline Trail;West Glacier;MT;59936;' + US, 'backcountry chalet, 1 night, bring food + sleeping bag, 7.6 mi in', ''),
 (H, 'Chico Hot Springs Resort & Day Spa', '', '163 Chico Rd;Pray;MT;59065;' + US, '2 nights main lodge, dining room res 7pm', ''),
 (H, 'The LARK', '', '122 W Main St;Bozeman;MT;59715;' + US, '', ''),
 # --- New Mexico
 (H, 'La Fonda on the Plaza', '', '100 E San Francisco St;Santa Fe;NM;87501;' + US, 'Christmas Eve farolitos on Canyon Rd, 3 nights', ''),
 (H, 'El Rey Court', '', '1862 Cerrillos Rd;Santa Fe;NM;87505;' + US, '', ''),
 (H, 'Hacienda Rancho de Chimayó', '', '297 County Rd 98;Chimayó;NM;87522;' + US, '2 noches, cuarto 5, desayuno continental, llegada después de las 3', ''),
 (H, 'Ojo Caliente Mineral Springs Resort & Spa', '', '50 Los Baños Dr;Ojo Caliente;NM;87549;' + US, '', ''),
 (H, 'The Blake at Taos Ski Valley', '', '116 Sutton Pl;Taos Ski Valley;NM;87525;' + US, 'spring break ski, 4 nights, ski valet, kids ski school 8:45', ''),
 (H, 'Hotel Andaluz', '', '125 2nd St NW;Albuquerque;NM;87102;' + US, 'Balloon Fiesta, 3 nights - book a year ahead!', ''),
 (H, 'Los Poblanos Historic Inn & Organic Farm', '', '4803 Rio Grande Blvd NW;Los Ranchos de Albuquerque;NM;87107;' + US, '', ''),
 (H, 'Gallo Campground', '', 'Chaco Culture NHP, County Rd 7950;Nageezi;NM;87037;' + US, '', ''),
 # --- Arizona
 (H, 'Maswik Lodge', '', '202 S Village Loop Dr;Grand Canyon;AZ;86023;' + US, '', ''),
 (H, 'Bright Angel Lodge', '', '9 Village Loop Dr;Grand Canyon;AZ;86023;' + US, 'history cabin, 1 night before we hike down', ''),
 (H, 'Phantom Ranch', '', 'Bottom of the Grand Canyon;Grand Canyon;AZ;86023;' + US, 'won the lottery! 2 nights, dorm bunks, steak dinner 5pm', ''),
 (H, "L'Auberge de Sedona", '', "301 L'Auberge Ln;Sedona;AZ;86336;" + US, "Marisol's 40th, creekside cottage, 2 nights", ''),
 (H, 'Wigwam Motel', '', '811 W Hopi Dr;Holbrook;AZ;86025;' + US, 'Route 66 trip, wigwam #7, 1 night', ''),
 # --- Mexico: Gaby's wedding and the Copper Canyon
 (H, 'Hotel Posada Tierra Blanca', '', 'Niños Héroes 102;Chihuahua;Chih.;31000;México', 'boda de Gaby, 3 noches, habitación doble, reservación a nombre de Kessler', ''),
 (H, 'Casa de Huéspedes Doña Lupe', '', 'Av. López Mateos 27;Creel;Chih.;33200;México', '2 noches, pagar en efectivo, agua caliente de 7 a 9', ''),
 (H, 'Hotel Mirador', '', 'Estación Posada Barrancas;Urique;Chih.;33400;México', '', ''),
 # --- Japan ski trip
 (H, '白馬ハイランドホテル', '', '北城21-4;白馬村;長野県;399-9301;日本', '5 nights, onsen, shuttle to Happo-one + Iwatake, check in 15:00', ''),
 (H, 'ペンション ホワイトベル', '', '北城3020-4;白馬村;長野県;399-9301;日本', '2泊 夕朝食付き、白馬駅まで送迎あり', ''),
 (H, '湯田中温泉 よろづや', '', '平穏3137;山ノ内町;長野県;381-0401;日本', '1 night ryokan, kaiseki dinner 6pm, snow monkeys next morning', ''),
 (H, '東横INN 東京駅八重洲北口', '', '八重洲1-22-10;中央区;東京都;103-0028;日本', '', ''),
 # --- Canada
 (H, 'Fairmont Chateau Lake Louise', '', '111 Lake Louise Dr;Lake Louise;AB;T0L 1E0;Canada', 'after Calgary workshop, 2 nights, Marisol flies in Thu', ''),
]
P = [
 # family and household
 (N, 'Marisol Kessler', 'Kessler;Marisol;;;', '', 'work 7a-7p Tue/Wed/Thu', "ORG:Children's Hospital Colorado || TITLE:RN\\, Pediatric ICU"),
 (N, 'Ava Kessler', 'Kessler;Ava;;;', '', '7th grade, volleyball Tue/Thu 4pm', ''),
 (N, 'Leo Kessler', 'Kessler;Leo;;;', '', '3rd grade, EpiPen in backpack (tree nuts)', ''),
 (N, 'Mom', ';Mom;;;', '1423 Remington St;Fort Collins;CO;80524;' + US, 'bday Mar 9, takes kids NYE', ''),
 (N, 'Grandpa Walt', 'Kessler;Walter;;;', '1500 W Drake Rd;Fort Collins;CO;80526;' + US, 'visit Sun after 2, likes butterscotch', ''),
 (N, 'Abuela', 'Córdova;Josefina;;;', '412 Calle del Sol;Española;NM;87532;' + US, 'cumpleaños 12 de dic, biscochitos para Navidad', ''),
 (N, 'Tío Ramón', 'Córdova;Ramón;;;', '', 'chile rojo de Chimayó, 10 lbs en octubre', ''),
 (N, 'Gaby Córdova', 'Córdova;Gabriela;;;', '', 'prima, boda 18 de octubre en Chihuahua, WhatsApp', ''),
 (N, 'Karen Lodge', 'Lodge;Karen;;;', '2936 Dexter St;Denver;CO;80207;' + US, 'neighbor 2 doors down, spare key, feeds the fish', ''),
 (N, 'Emma Walsh', 'Walsh;Emma;;;', '', 'babysitter $18/hr, Fri nights, Venmo @emma-walsh-22', ''),
 (N, 'Coach Dave Inman', 'Inman;Dave;;;', '', "Leo's soccer, practice Thu 5:30 City Park field 3", ''),
 (N, 'Dr. Amy Hyatt', 'Hyatt;Amy;;;', '', 'kids cleaning Jun 12 3:40pm', 'ORG:Park Hill Pediatric Dentistry || TITLE:DDS'),
 (N, 'Rachel Marriott', 'Marriott;Rachel;;;', '', "Leo's teacher, conference Nov 4 4:15", 'ORG:Park Hill Elementary School || TITLE:3rd Grade Teacher'),
 (N, 'Jorge (handyman)', ';Jorge;;;', '', 'fence + gutters, cash or Zelle', ''),
 # colleagues and clients
 (N, 'Greg Hilton', 'Hilton;Greg;;;', '', 'expense reports by the 5th, QBR Thu 9am', 'ORG:Ridgeline Analytics || TITLE:Regional VP\\, Sales'),
 (N, 'Priya Natarajan', 'Natarajan;Priya;;;', '', 'demo env creds in 1Password', 'ORG:Ridgeline Analytics || TITLE:Solutions Architect'),
 (N, 'Bill Haskins', 'Haskins;Bill;;;', '', 'reservoir team, calls Tue/Thu 9 CT', 'ORG:Occidental Petroleum || TITLE:Reservoir Engineering Manager'),
 (N, 'Heather McAllister', 'McAllister;Heather;;;', '', 'Calgary workshop, prefers Teams', 'ORG:Cenovus Energy'),
 (N, 'Rick Dominguez', 'Dominguez;Rick;;;', '', 'Midland, site badge at gate 3', 'ORG:Diamondback Energy'),
 (N, 'Shawna Begay', 'Begay;Shawna;;;', '', 'Farmington, pilot kickoff Mar 3', 'ORG:Navajo Transitional Energy Company'),
 # hotel staff, a wrangler, hosts, a landlady
 (N, 'Jessica Tran', 'Tran;Jessica;;;', '', 'group block SKO 2027, 45 rooms, contract by Aug 1', 'ORG:Hyatt Regency Chicago || TITLE:Senior Sales Manager'),
 (N, 'Cody Pruitt', 'Pruitt;Cody;;;', '', "Ava's horse Dusty, lessons 9am", 'ORG:C Lazy U Ranch || TITLE:Head Wrangler'),
 (N, 'Linda Moreau', 'Moreau;Linda;;;', '', 'VRBO host, 5 nights in Aug, hot tub code 2468, checkout 10am', 'ORG:Slate River Retreat'),
 (N, 'Barbara Jensen', 'Jensen;Barbara;;;', '', 'Grand Lake cabin, 4 nights July 3-7, $300 deposit by check', ''),
 (N, '佐藤 健太', '佐藤;健太;;;', '', 'concierge, English OK, airport bus tickets', 'ORG:白馬ハイランドホテル'),
 (N, 'Guadalupe Ruiz', 'Ruiz;Guadalupe;;;', '', 'Doña Lupe, WhatsApp, llegamos el 21 en el Chepe', 'ORG:Casa de Huéspedes Doña Lupe'),
]
O = [
 # restaurants and bars, whatever their names
 (N, 'Ski Tip Lodge', '', '764 Montezuma Rd;Keystone;CO;80435;' + US, 'dinner res Sat 7:30, 4 courses, dessert by the fire', ''),
 (N, 'Ship Tavern at the Brown Palace', '', '321 17th St;Denver;CO;80202;' + US, 'prime rib w/ Mom, 6:30pm', ''),
 (N, 'Rancho de Chimayó Restaurante', '', '300 County Rd 98;Chimayó;NM;87522;' + US, 'carne adovada! cerrado los lunes', ''),
 (N, 'Buckhorn Exchange', '', '1000 Osage St;Denver;CO;80204;' + US, "Dad's bday dinner, 8 ppl 6pm", ''),
 (N, "Hell's Backbone Grill & Farm", '', '20 N Hwy 12;Boulder;UT;84716;' + US, 'res 6:15, closed Nov-Mar', ''),
 (N, 'Million Dollar Cowboy Bar', '', '25 N Cache St;Jackson;WY;83001;' + US, 'saddle bar stools, swing dance Thu', ''),
 (N, 'Tennessee Pass Cookhouse', '', '1892 State Hwy 24;Leadville;CO;80461;' + US, 'ski/snowshoe in 1 mi, yurt dinner 6pm, 4 ppl', ''),
 (N, 'Flying W Ranch', '', '3330 Chuckwagon Rd;Colorado Springs;CO;80919;' + US, 'chuckwagon supper 5pm + Western show, kids $', ''),
 (N, "Sadie's of New Mexico", '', '6230 4th St NW;Albuquerque;NM;87107;' + US, '', ''),
 # hot springs and a spa visited by day
 (N, 'Ten Thousand Waves', '', '21 Ten Thousand Waves Way;Santa Fe;NM;87501;' + US, 'private tub 4pm, massage for Marisol 5:30', ''),
 (N, 'Iron Mountain Hot Springs', '', '281 Centennial St;Glenwood Springs;CO;81601;' + US, '2-hr soak, reserve online, kids ok till 8', ''),
 (N, 'Strawberry Park Hot Springs', '', '44200 County Rd 36;Steamboat Springs;CO;80487;' + US, 'day soak, chains/4WD in winter, cash, adults only after dark', ''),
 (N, 'State Bath House', '', '538 N Park St;Thermopolis;WY;82443;' + US, '', ''),
 # wedding venues, a care home, a fraternal lodge, pets, builders and dealers
 (N, 'Spruce Mountain Ranch', '', '1865 Spruce Mountain Rd;Larkspur;CO;80118;' + US, 'Sarah & Josh wedding Sept 20, ceremony 4:30', ''),
 (N, 'Quinta Los Nogales', '', 'Av. Teófilo Borunda 8510;Chihuahua;Chih.;31110;México', 'boda Gaby 18 oct 7pm, formal, regalo por mesa de regalos Liverpool', ''),
 (N, 'Pine Lodge Assisted Living', '', '1500 W Drake Rd;Fort Collins;CO;80526;' + US, 'Grandpa Walt, rm 114, billing goes to Carol', ''),
 (N, 'Denver Elks Lodge No. 17', '', '2475 W 26th Ave;Denver;CO;80211;' + US, "Dad's crab feed Feb 8, 6pm", ''),
 (N, 'Camp Bow Wow Denver Central Park', '', '7510 E 29th Ave;Denver;CO;80238;' + US, 'Biscuit boarding Jul 3-7, vaccines on file', ''),
 (N, 'Alpine Lodge Homes', '', '560 Front St;Fairplay;CO;80440;' + US, 'log cabin quote for Fairplay lot, ~$410/sq ft', ''),
 (N, 'Camping World of Golden', '', '17700 W Colfax Ave;Golden;CO;80401;' + US, 'teardrop trailer winterize, Nov', ''),
 # travel agencies, booking offices, airlines, trains, boats, tours
 (N, 'AAA Colorado', '', '4100 E Arkansas Ave;Denver;CO;80222;' + US, 'TripTik Yellowstone, passport photos $15', ''),
 (N, 'Travel Leaders - Cherry Creek', '', '250 Steele St;Denver;CO;80206;' + US, 'Hakuba package quote, 7 nights + flights, agent Megan ext 214', 'URL:https://www.travelleaders.com'),
 (N, 'Colorado Parks & Wildlife', '', '', 'state park campsites open 6 months out, fishing licenses', 'KIND:org || URL:https://cpw.state.co.us'),
 (N, '10th Mountain Division Hut Association', '', '1280 Ute Ave;Aspen;CO;81611;' + US, 'hut lottery Jun 1, member # 30417', ''),
 (N, 'United MileagePlus', '', '', 'MileagePlus QF381774, Premier Silver', 'KIND:org'),
 (N, 'Southwest Airlines', '', '', 'Rapid Rewards 2290118374, companion pass = Marisol', 'KIND:org'),
 (N, 'Frontier Airlines', '', '', '', ''),
 (N, 'Amtrak California Zephyr', '', '1701 Wynkoop St;Denver;CO;80202;' + US, 'roomette #7, car 0531, Denver 8:05am, meals incl', ''),
 (N, 'Durango & Silverton Narrow Gauge Railroad', '', '479 Main Ave;Durango;CO;81301;' + US, '8:45 train, coach, 4 tix', ''),
 (N, 'Chepe Express', '', 'Av. Pacheco y Calle 24;Chihuahua;Chih.;31030;México', 'Chihuahua-Creel, clase Ejecutiva, asientos 12-15', ''),
 (N, 'Antelope Point Marina', '', '537 Marina Pkwy;Page;AZ;86040;' + US, 'houseboat 3 nights, 59ft, $1,500 deposit, checkout training 10am', ''),
 (N, 'Glacier Park Boat Company', '', '', 'Swiftcurrent boat 9am, 4 ppl', ''),
 (N, 'Navtec Expeditions', '', '321 N Main St;Moab;UT;84532;' + US, 'Hummer safari 2pm, half day rafting Fisher Towers', ''),
 (N, 'A Day in the West', '', '252 N State Rte 89A;Sedona;AZ;86336;' + US, 'Broken Arrow 10am, 4 ppl', ''),
 (N, "Ken's Tours Lower Antelope Canyon", '', 'Indian Rte 222;Page;AZ;86040;' + US, 'tour 11:30 AZ time (no DST!)', ''),
 (N, 'Western River Expeditions', '', '7258 Racquet Club Dr;Salt Lake City;UT;84121;' + US, 'Cataract Canyon 4-day, camping on the river, deposit $500', ''),
 # ski areas and companies, gear, camps
 (N, 'Winter Park Resort', '', '85 Parsenn Rd;Winter Park;CO;80482;' + US, 'kids ski school 8:30 drop-off, pick up 3:30, Ikon', ''),
 (N, 'Vail Resorts', '', '390 Interlocken Crescent;Broomfield;CO;80021;' + US, 'Epic pass renewal before Labor Day', ''),
 (N, 'Wilderness Exchange Unlimited', '', '2401 15th St;Denver;CO;80202;' + US, '', ''),
 (N, 'Cheley Colorado Camps', '', '3960 Fish Creek Rd;Estes Park;CO;80517;' + US, 'Ava 4-wk session from Jun 22, trunk packed by Jun 20', ''),
 # health, schools, work, venues
 (N, 'Kaiser Permanente Franklin Medical Offices', '', '2045 Franklin St;Denver;CO;80205;' + US, 'Leo well check 3:20pm', ''),
 (N, 'Passport Health Denver', '', '1600 Stout St;Denver;CO;80202;' + US, 'Hep A + typhoid before Mexico', ''),
 (N, 'Park Hill Veterinary Hospital', '', '5103 E Colfax Ave;Denver;CO;80220;' + US, 'Biscuit rabies due May', ''),
 (N, 'Park Hill Elementary School', '', '5050 E 19th Ave;Denver;CO;80220;' + US, 'absence line, office 7:30-4', ''),
 (N, 'Ridgeline Analytics', '', '1801 Wewatta St;Denver;CO;80202;' + US, 'expenses via Concur, travel desk books hotels', 'URL:https://www.ridgelineanalytics.com'),
 (N, 'Red Rocks Amphitheatre', '', '18300 W Alameda Pkwy;Morrison;CO;80465;' + US, 'Lumineers Aug 14, gates 5pm', ''),
 # Japan
 (N, '白馬八方尾根スキー場', '', '北城八方;白馬村;長野県;399-9301;日本', '6-day lift tix, kids ski school 9:30', ''),
 (N, '地獄谷野猿公苑', '', '平穏6845;山ノ内町;長野県;381-0401;日本', '', ''),
 (N, 'JR東日本 北陸新幹線', '', '', 'Tokyo-Nagano Kagayaki 8:52, car 6', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BE{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
