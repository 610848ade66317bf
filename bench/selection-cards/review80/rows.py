#!/usr/bin/env python3
"""Writes cards.tsv for review80: one realistic address book of a New Orleans family in the Bywater - JP
Boudreaux, a history teacher, who plans the family's holidays, and Monique (Mo) Boudreaux, a revenue-cycle
consultant with Delta Revenue Partners, travelling for work to hospital clients in Baton Rouge, Houston, Dallas,
Atlanta, Nashville, Memphis, Jackson, Birmingham, Chicago and New York; their children Céleste and Rémy, the
Boudreaux grandparents in Houma, Mo's mother in a nursing home in Chalmette. Holidays: Cajun country B&Bs, a
Louisiana camp on Grand Isle, Louisiana state-park cabins and campsites (they tow a travel trailer), Gulf Coast
condos and beach houses (Orange Beach, Dauphin Island), Mississippi Gulf Coast casinos with hotels, Florida
Panhandle vacation rentals and state parks, Texas Hill Country cabins, a Sunday Haus and RV parks, Smoky
Mountains cabins and LeConte Lodge, Natchez and Savannah B&Bs, a Route 66 trip (motor courts and motels), Cancún
all-inclusives and Isla Mujeres - and the contacts around them. The traps such a book has: 'Inn', 'Lodge',
'House', 'Palace', 'Tavern' and 'Shack' restaurants and bars (an oyster house, a crawfish shack), a hotel's bar,
Mrs. Wilkes' Boarding House (a restaurant), the Elks lodge and a Masonic lodge, a funeral home, a wedding venue
called a plantation house, a nursing home called 'Manor', a dog boarding 'Pet Lodge', an RV dealer (Dixie RV
SuperStores), a home builder called 'Cottage Homes', a B&B reservation service (Gästehaus Schmidt), a casino without a
hotel, a day spa called 'House' and a hotel's spa, a dance hall, a day-use park, family names Hilton, Hyatt,
Lodge, Inman, Marriott, Holiday and Camp, a casino's poker room host, a hotel's catering manager and sales
manager and two hosts whose ORG is their place, a landlady's own card, the landlord of their shotgun double, the
Amtrak City of New Orleans sleeper, a riverboat dinner cruise, a 'Motel' pawn shop and a bail bonds office.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, bunk, cabin, cottage, condo, house or RV/tent pitch at for the night
(hotels, casino hotels, resorts and all-inclusives, extended-stay and aparthotels, hostels, B&Bs and inns that let
rooms, guest houses, a Sunday Haus, motels and motor courts, vacation rentals (condos, beach houses, a Louisiana
camp, cabins), state-park cabins and campsites, RV parks, a mountain lodge reached on foot); not = everything
else, including people's cards (hotel staff, a casino host, hosts and a landlady, even when the ORG is the place or
the NOTE is about nights), restaurants and bars, lodges of fraternal orders, a funeral home, a wedding venue, a
nursing home, a dog boarding place, a casino without rooms, spas visited by day, travel agencies and reservation
services, a sleeper train, a dinner cruise. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
US = 'United States'
C = [
 # --- Mo's work: Baton Rouge
 (H, 'Watermark Baton Rouge', '', '150 3rd St;Baton Rouge;LA;70801;' + US, 'OLOL kickoff, 2 nights, Bonvoy, valet $32/night', ''),
 (H, 'Renaissance Baton Rouge Hotel', '', '7000 Bluebonnet Blvd;Baton Rouge;LA;70810;' + US, '', ''),
 (H, 'Courtyard Baton Rouge Downtown', '', '200 Convention St;Baton Rouge;LA;70801;' + US, 'only if I-10 is a mess - 1 night, ask late checkout', ''),
 # --- Houston
 (H, 'Hotel ZaZa Houston Museum District', '', '5701 Main St;Houston;TX;77005;' + US, 'Memorial Hermann TMC, 3 nights, conf 83321907', ''),
 (H, 'The Lancaster', '', '701 Texas Ave;Houston;TX;77002;' + US, '2 nights, self park Theater District garage', 'URL:https://www.thelancaster.com'),
 (H, 'Staybridge Suites Houston - Medical Center', '', '7505 Fannin St;Houston;TX;77054;' + US, 'go-live week Mon-Fri, kitchen, breakfast 6-9:30, evening social M-Th', ''),
 # --- Dallas
 (H, 'The Joule', '', '1530 Main St;Dallas;TX;75201;' + US, 'BSW steering committee, 2 nights, rm 1514', ''),
 (H, 'Hyatt Regency Dallas', '', '300 Reunion Blvd E;Dallas;TX;75207;' + US, '', ''),
 (H, 'Aloft Dallas Love Field', '', '7843 Lemmon Ave;Dallas;TX;75209;' + US, '6am WN flight home - 1 night, shuttle every 20 min', ''),
 # --- Atlanta
 (H, 'The Georgian Terrace', '', '659 Peachtree St NE;Atlanta;GA;30308;' + US, 'Piedmont onsite 2 nights, across from the Fox', ''),
 (H, 'Omni Atlanta Hotel at Centennial Park', '', '190 Marietta St NW;Atlanta;GA;30303;' + US, '', ''),
 (H, 'Residence Inn Atlanta Midtown/Georgia Tech', '', '1041 W Peachtree St NW;Atlanta;GA;30309;' + US, '5 nights, studio w/ kitchen, Instacart ok at front desk', ''),
 # --- Nashville
 (H, 'Thompson Nashville', '', '401 11th Ave S;Nashville;TN;37203;' + US, 'VUMC go-live, 3 nights, rooftop bar L.A. Jackson, Bonvoy #', ''),
 (H, 'Gaylord Opryland Resort & Convention Center', '', '2800 Opryland Dr;Nashville;TN;37214;' + US, 'HFMA conference 4 nights, resort fee $35/nt, atrium room', ''),
 (H, 'Hampton Inn & Suites Nashville-Downtown', '', '310 4th Ave S;Nashville;TN;37201;' + US, '', ''),
 # --- Memphis
 (H, 'The Peabody Memphis', '', '149 Union Ave;Memphis;TN;38103;' + US, '2 nights - duck march 11 & 5, bring the kids next time', ''),
 (H, 'The Guest House at Graceland', '', '3600 Elvis Presley Blvd;Memphis;TN;38116;' + US, 'Methodist South, 1 night, cheaper than downtown', ''),
 (H, 'Big Cypress Lodge', '', '1 Bass Pro Dr;Memphis;TN;38105;' + US, 'treehouse room inside the Pyramid, 2 nights, Rémy begging to come', ''),
 # --- Jackson
 (H, 'Fairview Inn', '', '734 Fairview St;Jackson;MS;39202;' + US, 'UMMC, 2 nights, breakfast 7-9, Sophia\'s downstairs', ''),
 (H, 'The Westin Jackson', '', '407 S Congress St;Jackson;MS;39201;' + US, '', ''),
 # --- Birmingham
 (H, 'The Redmont Hotel Birmingham', '', '2101 5th Ave N;Birmingham;AL;35203;' + US, 'UAB go-live, 3 nights, Hilton Honors', ''),
 (H, 'The Elyton', '', '1928 1st Ave N;Birmingham;AL;35203;' + US, '1 night, conf # 7741203, valet only', ''),
 # --- Chicago
 (H, 'Palmer House Hilton', '', '17 E Monroe St;Chicago;IL;60603;' + US, 'Rush workshops, 3 nights, Honors Gold = breakfast', ''),
 (H, 'Freehand Chicago', '', '19 E Ohio St;Chicago;IL;60611;' + US, 'bunk in 4-bed room for Kayla (intern), private room for me, 2 nights', ''),
 (H, 'The Langham, Chicago', '', '330 N Wabash Ave;Chicago;IL;60611;' + US, '', ''),
 # --- New York
 (H, 'citizenM New York Bowery', '', '189 Bowery;New York;NY;10002;' + US, 'NYU Langone, 3 nights, self check-in kiosk', ''),
 (H, 'Pod 39', '', '145 E 39th St;New York;NY;10016;' + US, '1 night, tiny, shared bath ok for 1 night', ''),
 (H, 'Hotel Edison', '', '228 W 47th St;New York;NY;10036;' + US, '', ''),
 # --- home: guests and a staycation
 (H, 'Hotel Monteleone', '', '214 Royal St;New Orleans;LA;70130;' + US, 'Tante Lorraine & Uncle Ray - Jazz Fest, 4 nights, conf MON-55129', ''),
 (H, 'The Columns', '', '3811 St Charles Ave;New Orleans;LA;70115;' + US, 'Landry cousins for Mardi Gras, 2 rooms, 3 nights, right on the parade route', ''),
 (H, 'India House Hostel', '', '124 S Lopez St;New Orleans;LA;70119;' + US, 'cousin Théo backpacking, bunk 2 nights, $32', ''),
 (H, 'Lamothe House', '', '621 Esplanade Ave;New Orleans;LA;70116;' + US, 'anniversary staycation 1 night, courtyard room, pool', ''),
 # --- Cajun country
 (H, 'Maison Madeleine', '', '1015 John D Hebert Dr;Breaux Bridge;LA;70517;' + US, '2 nuits, déjeuner à 8h, Lake Martin à côté', ''),
 (H, 'Blue Moon Saloon & Guest House', '', '215 E Convent St;Lafayette;LA;70501;' + US, 'Festival International - 2 nights in the guest house, private room, bring earplugs (band till 1)', ''),
 (H, 'Old Castillo Bed & Breakfast', '', '220 Evangeline Blvd;St. Martinville;LA;70582;' + US, '', ''),
 (H, 'Cypremort Point State Park', '', '306 Beach Ln;Franklin;LA;70538;' + US, 'cabin 3, 2 nights, bring linens, check-in 2pm', ''),
 (H, 'Bayou Segnette State Park', '', '7777 Westbank Expy;Westwego;LA;70094;' + US, 'floating cabin 5 Fri-Sun, $150/nt, fish off the porch', ''),
 (H, 'Fontainebleau State Park', '', '62883 LA-1089;Mandeville;LA;70448;' + US, 'site 84 full hookup, 3 nights w/ trailer, check-in 2pm', ''),
 (H, 'Chicot State Park', '', '3469 Chicot Park Rd;Ville Platte;LA;70586;' + US, '', ''),
 (H, 'Reel Therapy Camp', '', '2811 LA-1;Grand Isle;LA;70358;' + US, 'Ray\'s cousin\'s camp - Fri-Sun $275/nt, key in the ice chest under the camp, boat slip incl', ''),
 # --- Alabama coast
 (H, 'The Lodge at Gulf State Park', '', '21196 E Beach Blvd;Gulf Shores;AL;36542;' + US, 'spring break 3 nights, Gulf view king + sofa bed', 'URL:https://www.lodgeatgulfstatepark.com'),
 (H, 'Gulf State Park Campground', '', '22050 Campground Rd;Gulf Shores;AL;36542;' + US, 'site 312 pull-thru, 4 nights', ''),
 (H, 'Phoenix West II', '', '27501 Perdido Beach Blvd;Orange Beach;AL;36561;' + US, 'unit 1408 - July 4th week 7 nights, check-in 4pm, 2 parking passes, VRBO 2291847', ''),
 (H, 'Turquoise Place', '', '26302 Perdido Beach Blvd;Orange Beach;AL;36561;' + US, '', ''),
 (H, 'Pelican Perch', '', '1611 Bienville Blvd;Dauphin Island;AL;36528;' + US, 'beach house 4BR - Thanksgiving w/ the Boudreaux side, 5 nights, $500 deposit, linens provided', ''),
 # --- Mississippi coast casinos
 (H, 'Beau Rivage', '', '875 Beach Blvd;Biloxi;MS;39530;' + US, 'anniversary 2 nights comped (players club), Gulf view', ''),
 (H, 'Hard Rock Hotel & Casino Biloxi', '', '777 Beach Blvd;Biloxi;MS;39530;' + US, '', ''),
 (H, 'IP Casino Resort Spa', '', '850 Bayview Ave;Biloxi;MS;39530;' + US, 'Mawmaw 80th bday weekend - 2 rooms, 1 night', ''),
 (H, 'Golden Nugget Biloxi', '', '151 Beach Blvd;Biloxi;MS;39530;' + US, 'Fri night, 1 room comp, check-in 4pm', ''),
 (H, 'Silver Slipper Casino Hotel', '', '5000 S Beach Blvd;Bay St. Louis;MS;39520;' + US, '', ''),
 # --- Florida Panhandle
 (H, 'WaterColor Inn', '', '34 Goldenrod Cir;Santa Rosa Beach;FL;32459;' + US, '2 nights no kids (Mawmaw has them)', ''),
 (H, 'Shore Thing - Seaside', '', '33 Tupelo St;Santa Rosa Beach;FL;32459;' + US, 'June 7 nights, check-in 4pm, door code 0614, bikes in the shed, cleaning fee $250', ''),
 (H, 'Pelican Beach Resort', '', '1002 US-98;Destin;FL;32541;' + US, 'unit 1205, 6 nights, check-in at the front desk', ''),
 (H, 'Topsail Hill Preserve State Park', '', '7525 W County Hwy 30A;Santa Rosa Beach;FL;32459;' + US, 'RV site 112, 4 nights, tram to the beach', ''),
 (H, 'Grayton Beach State Park', '', '357 Main Park Rd;Santa Rosa Beach;FL;32459;' + US, 'cabin 14, 2 nights - book 11 months out!', ''),
 (H, 'Casa del Sol Navarre', '', '8177 Gulf Blvd;Navarre;FL;32566;' + US, 'Labor Day 3 nights, sleeps 10, check-in 3pm, $350 deposit', 'EMAIL:casadelsolnavarre@gmail.com'),
 (H, 'Portofino Island Resort', '', '10 Portofino Dr;Pensacola Beach;FL;32561;' + US, '', ''),
 # --- Texas Hill Country
 (H, 'Kiehne Sunday Haus', '', '405 E Main St;Fredericksburg;TX;78624;' + US, '2 nights, Frühstück basket in the fridge, check-in 3pm', ''),
 (H, 'Gruene Mansion Inn', '', '1275 Gruene Rd;New Braunfels;TX;78130;' + US, 'Gruene Hall show Sat, 1 night, river view room', ''),
 (H, "Neal's Lodges", '', '1 Neal Ln;Concan;TX;78838;' + US, 'cabin 28 on the Frio, 3 nights, tubing, bring towels', ''),
 (H, 'Garner State Park', '', '234 RR 1050;Concan;TX;78838;' + US, '', ''),
 (H, 'Guadalupe River RV Resort', '', '2605 Junction Hwy;Kerrville;TX;78028;' + US, 'site B-22, 50 amp, 3 nights', ''),
 (H, 'Cypress Creek Cottages', '', '13400 Ranch Rd 12;Wimberley;TX;78676;' + US, 'cottage 4, 2 nights, Blue Hole swim', ''),
 # --- the Smokies
 (H, 'LeConte Lodge', '', '250 Apple Valley Rd;Sevierville;TN;37862;' + US, 'Alum Cave trail 5.5 mi up, 1 night, dinner & breakfast incl, won the lottery!', ''),
 (H, 'Elkmont Campground', '', '434 Elkmont Rd;Gatlinburg;TN;37738;' + US, 'site B14 tent, 3 nights, synchronous fireflies June', ''),
 (H, 'Bear Hug Hideaway', '', '2145 Wears Valley Rd;Pigeon Forge;TN;37863;' + US, '3BR cabin w/ hot tub, 4 nights, door code 2580', ''),
 (H, 'Elk Springs Resort', '', '1150 Bear Cove Way;Gatlinburg;TN;37738;' + US, '', ''),
 (H, "Dollywood's DreamMore Resort and Spa", '', '2525 DreamMore Way;Pigeon Forge;TN;37863;' + US, '3 nights, park tickets bundle, shuttle to Dollywood', ''),
 # --- Natchez, Savannah
 (H, 'Monmouth Historic Inn', '', '1358 John A Quitman Blvd;Natchez;MS;39120;' + US, 'Spring Pilgrimage 2 nights, mint juleps at 5', ''),
 (H, 'Devereaux Shields House', '', '709 N Union St;Natchez;MS;39120;' + US, '', ''),
 (H, 'Kehoe House', '', '123 Habersham St;Savannah;GA;31401;' + US, '10th anniversary, 2 nights, room 201, breakfast 8-10', ''),
 (H, 'The Gastonian', '', '220 E Gaston St;Savannah;GA;31401;' + US, '', ''),
 (H, 'Foley House Inn', '', '14 W Hull St;Savannah;GA;31401;' + US, 'Céleste & me, Girl Scout trip, 2 nights, wine & cheese 5pm', ''),
 # --- Route 66
 (H, 'Munger Moss Motel', '', '1336 E Route 66;Lebanon;MO;65536;' + US, '1 night, room 15 (themed), see the neon at dusk', ''),
 (H, 'Boots Court', '', '107 S Garrison Ave;Carthage;MO;64836;' + US, '1940s motor court, 1 night, no TV on purpose', ''),
 (H, 'Skyliner Motel', '', '717 W Main St;Stroud;OK;74079;' + US, '', ''),
 (H, 'Big Texan Motel', '', '7701 I-40 E;Amarillo;TX;79118;' + US, '2 nights, pool shaped like Texas', ''),
 (H, 'Motel Safari', '', '722 E Route 66 Blvd;Tucumcari;NM;88401;' + US, '1 night, office closes 9pm - call if late', ''),
 (H, 'El Rancho Hotel', '', '1000 E Highway 66;Gallup;NM;87301;' + US, '', ''),
 (H, 'El Trovatore Motel', '', '1440 E Andy Devine Ave;Kingman;AZ;86401;' + US, '1 night, room 12, photo at the mural', ''),
 # --- Cancún, Isla Mujeres
 (H, 'Hyatt Ziva Cancún', '', 'Blvd. Kukulcán Km 9.5 Zona Hotelera;Cancún;Q.R.;77500;México', '5 noches todo incluido, check-in 15:00, reservación ZC-4471882, traslado incluido', ''),
 (H, 'Secrets The Vine Cancún', '', 'Blvd. Kukulcán Km 14.5 Zona Hotelera;Cancún;Q.R.;77500;México', 'aniversario, 4 noches, solo adultos, vista al mar', ''),
 (H, 'Club Med Cancún', '', 'Punta Nizuc Zona Hotelera;Cancún;Q.R.;77500;México', 'spring break 6 nights, kids club incl', ''),
 (H, 'Posada del Mar', '', 'Av. Rueda Medina 15A;Isla Mujeres;Q.R.;77400;México', '1 noche, cuarto 12, desayuno incluido', ''),
]
P = [
 # --- family and household
 (N, 'Mo', 'Boudreaux;Monique;;;', '', 'flights in TripIt, cell off in client mtgs', 'ORG:Delta Revenue Partners LLC || TITLE:Senior Manager'),
 (N, 'Céleste', 'Boudreaux;Céleste;;;', '', 'volleyball Tue/Thu, Girl Scouts Mon', ''),
 (N, 'Rémy', 'Boudreaux;Rémy;;;', '', 'Rémy\'s tablet - Family Link', ''),
 (N, 'Mawmaw', 'Boudreaux;Yvonne;;;', '4417 Grand Caillou Rd;Houma;LA;70363;' + US, 'gumbo dimanche, appelle-la pas pendant les nouvelles', ''),
 (N, 'Pawpaw', 'Boudreaux;Alcide;;;', '4417 Grand Caillou Rd;Houma;LA;70363;' + US, 'lodge meeting 2nd Tuesday, hearing aid appt 3/4 10:30', ''),
 (N, 'Nanny', 'Hebert;Gloria;;;', '8200 W Judge Perez Dr;Chalmette;LA;70043;' + US, 'room 214 - Sun after 10:30 Mass, bring pralines', ''),
 (N, 'Tante Lorraine', 'Hilton;Lorraine;;;', '', 'Jazz Fest both weekends, Ray\'s knee', ''),
 (N, 'Uncle Mike Landry', 'Landry;Michael;;;', '', 'Mardi Gras - parking in our driveway Sat', ''),
 (N, 'Miss Verna Inman', 'Inman;Verna;;;', '3319 Dauphine St;New Orleans;LA;70117;' + US, 'neighbor - spare key, feeds Boudin when we\'re gone', ''),
 (N, 'Coach Darrell Lodge', 'Lodge;Darrell;;;', '', 'Rémy baseball, practice Tue/Thu 5:30 at Stallings', ''),
 (N, 'Tamika Hyatt', 'Hyatt;Tamika;;;', '', 'Céleste\'s English teacher, conference Oct 21 4:15', 'ORG:Lusher Charter School || TITLE:English 9'),
 (N, 'Gerald Fontenot', 'Fontenot;Gerald;;;', '', 'landlord - shotgun double 3315-17 Dauphine, we\'re 3317, rent $1,950 due 1st (Zelle)', ''),
 (N, 'Marisol (limpieza)', 'Reyes;Marisol;;;', '', 'jueves cada 2 semanas, $140 en efectivo', ''),
 # --- Mo's work and clients
 (N, 'Karen Whitfield', 'Whitfield;Karen;;;', '', 'weekly 1:1 Mon 8:30', 'ORG:Delta Revenue Partners LLC || TITLE:Managing Director || EMAIL:kwhitfield@deltarevpartners.com'),
 (N, 'Kayla Nguyen', 'Nguyen;Kayla;;;', '', 'intern, Chicago trip - hostel booked', 'ORG:Delta Revenue Partners LLC'),
 (N, 'Kyle Marriott', 'Marriott;Kyle;;;', '', 'go-live debrief Thu 2pm CT, Teams', 'ORG:Vanderbilt University Medical Center || TITLE:Director, Revenue Cycle'),
 (N, 'Alejandra Treviño', 'Treviño;Alejandra;;;', '', 'TMC, dinner Tue at Hugo\'s', 'ORG:Memorial Hermann Health System'),
 (N, 'Travis Holiday', 'Holiday;Travis;;;', '', 'UAB denials project, SOW signed 2/10', 'ORG:UAB Medicine || TITLE:VP Patient Financial Services'),
 (N, 'LaToya Jenkins', 'Jenkins;LaToya;;;', '', 'UMMC, call before 4', 'ORG:University of Mississippi Medical Center'),
 (N, 'Brent Hollis', 'Hollis;Brent;;;', '', 'OLOL kickoff, parking garage B', 'ORG:Our Lady of the Lake Regional Medical Center'),
 (N, 'Ananya Desai', 'Desai;Ananya;;;', '', 'Rush, workshop 2 days', 'ORG:Rush University Medical Center'),
 # --- hotel staff, hosts, a landlady
 (N, 'Tommy Ladner', 'Ladner;Tommy;;;', '', 'text before we come over, $2/5 NL Fri nights', 'ORG:Beau Rivage Resort & Casino || TITLE:Poker Room Host'),
 (N, 'Stephanie Broussard', 'Broussard;Stephanie;;;', '', 'DRP holiday party Dec 12, 80 ppl, final count by 12/1', 'ORG:The Roosevelt New Orleans || TITLE:Catering Sales Manager'),
 (N, 'Jasmine Carter', 'Carter;Jasmine;;;', '', 'DRP corporate rate $189', 'ORG:Hyatt Regency Houston || TITLE:Sales Manager'),
 (N, 'Darlene Guidry', 'Guidry;Darlene;;;', '', 'owns Casa del Sol - Labor Day 3 nights, $350 deposit Venmo', ''),
 (N, 'Hank Ogle', 'Ogle;Hank;;;', '', 'texts the door code the day before', 'ORG:Bear Hug Hideaway'),
 (N, 'Ilse Kiehne', 'Kiehne;Ilse;;;', '', 'Danke! peach cobbler recipe', 'ORG:Kiehne Sunday Haus'),
]
O = [
 # restaurants and bars
 (N, 'Ye Olde College Inn', '', '3000 S Carrollton Ave;New Orleans;LA;70118;' + US, 'Rémy bday dinner Fri 6:30, 8 ppl', ''),
 (N, 'Acme Oyster House', '', '724 Iberville St;New Orleans;LA;70130;' + US, 'no reservations - go before 11', ''),
 (N, 'Napoleon House', '', '500 Chartres St;New Orleans;LA;70130;' + US, 'muffuletta + Pimm\'s Cup', ''),
 (N, 'Parkway Bakery & Tavern', '', '538 Hagan Ave;New Orleans;LA;70119;' + US, 'po-boy order for 20, pick up Sat 11:30, order #88', ''),
 (N, 'Bayou Crawfish Shack', '', '3301 Veterans Memorial Blvd;Metairie;LA;70002;' + US, '10 lbs spicy, call ahead Fri', ''),
 (N, 'Palace Café', '', '605 Canal St;New Orleans;LA;70130;' + US, 'jazz brunch Sun 11:30, party of 6, crabmeat cheesecake', ''),
 (N, 'Carousel Bar & Lounge', '', '214 Royal St;New Orleans;LA;70130;' + US, 'drinks w/ Lorraine after check-in', ''),
 (N, 'Cypress Lodge Bar & Grill', '', '1051 Harbor Dr;Slidell;LA;70458;' + US, 'crawfish Thursdays, band at 7', ''),
 (N, "Mrs. Wilkes' Boarding House", '', '107 W Jones St;Savannah;GA;31401;' + US, 'lunch only 11-2 M-F, line by 10:30', ''),
 (N, 'Big Texan Steak Ranch', '', '7701 I-40 E;Amarillo;TX;79118;' + US, '72 oz challenge - Rémy NO', ''),
 (N, 'Đông Phương Bakery', '', '14207 Chef Menteur Hwy;New Orleans;LA;70129;' + US, 'king cake 2 cái, lấy thứ Bảy 8am, order #1142; bánh mì 20 ổ', ''),
 # lodges, funeral home, venues, care home
 (N, 'New Orleans Elks Lodge No. 30', '', '1000 Pelican Ave;New Orleans;LA;70114;' + US, '', ''),
 (N, 'Perfect Union Lodge No. 1 F. & A. M.', '', '1400 N Broad St;New Orleans;LA;70119;' + US, 'Pawpaw 50-year pin, Tue 7pm', ''),
 (N, 'Lake Lawn Metairie Funeral Home', '', '5100 Pontchartrain Blvd;New Orleans;LA;70124;' + US, 'Nonc Ti-Boy - visitation 9-11, Mass 11, burial after', ''),
 (N, 'Magnolia Lane Plantation House', '', '2141 US-90;Westwego;LA;70094;' + US, "Amélie's wedding - ceremony 4:30 Sat, rehearsal Fri 6", ''),
 (N, 'Gruene Hall', '', '1281 Gruene Rd;New Braunfels;TX;78130;' + US, '', ''),
 (N, 'St. Bernard Manor Nursing & Rehab', '', '8200 W Judge Perez Dr;Chalmette;LA;70043;' + US, 'Nanny rm 214, care plan mtg 3/9 2pm', ''),
 # pets, RV, builder, casino without rooms, spas
 (N, 'Bayou Pet Lodge', '', '2820 Kingman St;Metairie;LA;70006;' + US, 'Boudin boarding 7 nights during Cancún, vaccine records emailed', ''),
 (N, 'Metairie Small Animal Hospital', '', '101 Metairie Rd;Metairie;LA;70005;' + US, 'Boudin shots due May', ''),
 (N, 'Dixie RV SuperStores', '', '14150 US-190;Hammond;LA;70401;' + US, 'Jayco slide-out repair, drop off Tue 8am, RO 55108', ''),
 (N, 'Bayou Cottage Homes LLC', '', '1200 Hwy 59;Mandeville;LA;70448;' + US, 'lot 14 walkthrough Thu 3pm', ''),
 (N, 'Treasure Chest Casino', '', '5050 Williams Blvd;Kenner;LA;70065;' + US, "Pawpaw's Tuesday buffet", ''),
 (N, 'Woodhouse Day Spa Metairie', '', '3301 N Causeway Blvd;Metairie;LA;70002;' + US, "Mother's Day massage 2pm, gift card", ''),
 (N, 'The Spa at Windsor Court', '', '300 Gravier St;New Orleans;LA;70130;' + US, 'Mo bday facial Sat 10am', ''),
 # travel: agencies, airlines, train, boats, tours
 (N, 'Costco Travel', '', '', 'Cancún package, Hyatt Ziva + flights, conf 40118762', 'URL:https://www.costcotravel.com'),
 (N, 'AAA Travel - Metairie', '', '3445 N Causeway Blvd;Metairie;LA;70002;' + US, 'Route 66 TripTik + maps, pick up Fri', ''),
 (N, 'Gästehaus Schmidt Reservation Service', '', '231 W Main St;Fredericksburg;TX;78624;' + US, 'booked the Sunday Haus through them, ask for Karen', ''),
 (N, 'Spirit Airlines', '', '', 'MSY-CUN nonstop, pay bags online before!', 'KIND:org'),
 (N, 'Delta Air Lines', '', '', 'SkyMiles, MSY-ATL 6:05am', 'KIND:org'),
 (N, 'American Airlines', '', '', '', ''),
 (N, 'Amtrak - City of New Orleans', '', '1001 Loyola Ave;New Orleans;LA;70113;' + US, 'roomette NOL-CHI, train 58 dep 1:45pm, 1 night, meals incl', 'KIND:org'),
 (N, 'Steamboat Natchez', '', '400 Toulouse St;New Orleans;LA;70130;' + US, 'jazz dinner cruise Sat 7pm, boarding 6:30', ''),
 (N, 'Mobile Bay Ferry', '', '112 Bienville Blvd;Dauphin Island;AL;36528;' + US, 'Dauphin Island - Fort Morgan 40 min, every 90 min', ''),
 (N, 'Ultramar', '', 'Av. Bonampak Puerto Juárez;Cancún;Q.R.;77520;México', 'ferry a Isla Mujeres cada 30 min, ida y vuelta', ''),
 (N, 'Cajun Pride Swamp Tours', '', '110 De Ville Dr;LaPlace;LA;70068;' + US, 'swamp tour 10am, 6 tickets', ''),
 (N, 'Xel-Há', '', 'Carretera Chetumal-Puerto Juárez Km 240;Tulum;Q.R.;77780;México', 'todo incluido del parque, pickup 8:00 en el lobby', ''),
 (N, 'Natchez Pilgrimage Tours', '', '640 S Canal St;Natchez;MS;39120;' + US, 'house tours 3 homes, tickets at the door', ''),
 (N, 'Jean Lafitte Barataria Preserve', '', '6588 Barataria Blvd;Marrero;LA;70072;' + US, 'boardwalk trail - gators!', ''),
 # health, schools, employer, shops, bail
 (N, 'Dr. Sarah Camp', 'Camp;Sarah;;;', '', 'Rémy well visit 4/2 3:40', 'ORG:Children\'s Hospital New Orleans || TITLE:MD, Pediatrics'),
 (N, 'Uptown Dental Care', '', '4500 Magazine St;New Orleans;LA;70115;' + US, 'Céleste braces check 9/18 7:45am', ''),
 (N, 'Lusher Charter School', '', '5624 Freret St;New Orleans;LA;70115;' + US, '', ''),
 (N, 'Audubon Charter School', '', '428 Broadway St;New Orleans;LA;70118;' + US, 'Rémy 4th grade, carpool line 3:10', ''),
 (N, 'Warren Easton Charter High School', '', '3019 Canal St;New Orleans;LA;70119;' + US, 'JP - main office', ''),
 (N, 'Delta Revenue Partners LLC', '', '201 St Charles Ave;New Orleans;LA;70170;' + US, '', 'URL:https://www.deltarevpartners.com'),
 (N, 'Rouses Market - Carrollton', '', '701 S Carrollton Ave;New Orleans;LA;70118;' + US, 'party tray + 2 king cakes, pick up Sat 10am, order 3321', ''),
 (N, 'Preservation Hall', '', '726 St Peter St;New Orleans;LA;70116;' + US, '', ''),
 (N, 'Enterprise Rent-A-Car MSY', '', '1 Terminal Dr;Kenner;LA;70062;' + US, '', ''),
 (N, 'Chef Motel Pawn & Loan', '', '9401 Chef Menteur Hwy;New Orleans;LA;70127;' + US, 'old Fender pawned, ticket #44812, 30 days', ''),
 (N, 'Crescent City Bail Bonds', '', '2700 Tulane Ave;New Orleans;LA;70119;' + US, "Tee-Jean's bond $2,500, court date 3/14 9am", ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BU{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
