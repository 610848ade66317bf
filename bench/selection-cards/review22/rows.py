#!/usr/bin/env python3
"""Writes cards.tsv for review22: one realistic address book of a Chicago-based consultant couple
(work trips in the US, Mexico City, Toronto, Frankfurt, Singapore; national-park road trips; a family
reunion in Wisconsin; Costa Rica and Belize; a ski week in Utah; New Orleans and Charleston; Ireland and
Portugal). Not traps. Each row: (label, name, n, adr, note, extra) — extra is ' || '-separated extra vCard
lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed/room/pitch at (hotels, inns, B&Bs, motels, lodges, resorts with rooms, cabins
and cottages for rent, holiday condos, campgrounds and RV parks); not = everything else, including hotel
staff's personal cards. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- US work trips
 (H, 'The Adolphus', '', '1321 Commerce St;Dallas;TX;75202;USA', 'conf # 88213, 2 nights', 'URL:https://www.adolphus.com'),
 (H, 'Canopy by Hilton Dallas Uptown', '', '2950 Cedar Springs Rd;Dallas;TX;75201;USA', '', ''),
 (H, 'Stonehurst Place', '', '923 Piedmont Ave NE;Atlanta;GA;30309;USA', 'check in 4pm', ''),
 (H, 'Residence Inn Atlanta Midtown Peachtree at 17th', '', '1365 Peachtree St NE;Atlanta;GA;30309;USA', 'Bonvoy 7781 2290 — client pays', ''),
 (H, 'The Crawford Hotel', '', '1701 Wynkoop St;Denver;CO;80202;USA', '', ''),
 (H, 'SpringHill Suites Denver Downtown', '', '1190 Auraria Pkwy;Denver;CO;80204;USA', '3 nights, parking $38', ''),
 (H, 'Arizona Biltmore', '', '2400 E Missouri Ave;Phoenix;AZ;85016;USA', 'offsite week, room block under Kessler Group', ''),
 (H, 'Hilton Garden Inn Phoenix Airport North', '', '3838 E Van Buren St;Phoenix;AZ;85008;USA', '', ''),
 (H, 'Noelle Nashville', '', '200 4th Ave N;Nashville;TN;37219;USA', '', 'URL:https://noelle-nashville.com'),
 (H, 'Drury Plaza Hotel Nashville Downtown', '', '300 4th Ave S;Nashville;TN;37201;USA', '', ''),
 (H, 'The Lenox Boston', '', '61 Exeter St;Boston;MA;02116;USA', 'conf 4410927', ''),
 (H, 'XV Beacon', '', '15 Beacon St;Boston;MA;02108;USA', '', ''),
 (H, 'Hotel Theodore Seattle', '', '1531 7th Ave;Seattle;WA;98101;USA', '', ''),
 (H, 'Mayflower Park Hotel', '', '405 Olive Way;Seattle;WA;98101;USA', 'corporate rate', ''),
 (H, 'Pan Pacific Seattle', '', '2125 Terry Ave;Seattle;WA;98121;USA', '', ''),
 # --- International work trips
 (H, 'Red Tree House', '', 'Culiacán 6;Ciudad de México;CDMX;06170;Mexico', '', ''),
 (H, 'Casa Prim', '', 'General Prim 55;Ciudad de México;CDMX;06600;Mexico', 'reserva 55120', ''),
 (H, 'Galería Plaza Reforma', '', 'Hamburgo 195;Ciudad de México;CDMX;06600;Mexico', '', ''),
 (H, 'The Drake Hotel Toronto', '', '1150 Queen St W;Toronto;ON;M6J 1J3;Canada', '', ''),
 (H, 'Chelsea Hotel Toronto', '', '33 Gerrard St W;Toronto;ON;M5G 1Z4;Canada', '', ''),
 (H, 'Hotel Nizza Frankfurt', '', 'Elbestraße 10;Frankfurt am Main;;60329;Germany', '', ''),
 (H, 'Villa Kennedy', '', 'Kennedyallee 70;Frankfurt am Main;;60596;Germany', 'Messe week — booked early', ''),
 (H, 'Motel One Frankfurt-Messe', '', 'Europa-Allee 25;Frankfurt am Main;;60327;Germany', '', ''),
 (H, 'Parkroyal Collection Pickering', '', '3 Upper Pickering St;Singapore;;058289;Singapore', '4 nights, late checkout asked', ''),
 (H, 'The Warehouse Hotel', '', '320 Havelock Rd;Singapore;;169628;Singapore', '', ''),
 (H, 'Hotel Mono Singapore', '', '18 Mosque St;Singapore;;059498;Singapore', '', ''),
 # --- National park road trips
 (H, 'El Tovar Hotel', '', '1 Village Loop Dr;Grand Canyon Village;AZ;86023;USA', 'check in 4pm, canyon-side room', ''),
 (H, 'Yavapai Lodge', '', '11 Yavapai Lodge Rd;Grand Canyon Village;AZ;86023;USA', '', ''),
 (H, 'Mather Campground', '', 'Market Plaza Rd;Grand Canyon Village;AZ;86023;USA', 'site 112, 2 nights', ''),
 (H, 'Cable Mountain Lodge', '', '147 Zion Park Blvd;Springdale;UT;84767;USA', '', ''),
 (H, 'Desert Pearl Inn', '', '707 Zion Park Blvd;Springdale;UT;84767;USA', '', ''),
 (H, 'Moab KOA Holiday', '', '3225 S US-191;Moab;UT;84532;USA', 'camping cabin #6', ''),
 (H, 'Big Horn Lodge Moab', '', '550 S Main St;Moab;UT;84532;USA', '', ''),
 (H, 'Shooting Star RV Resort', '', '2020 W Hwy 12;Escalante;UT;84726;USA', 'Airstream 3', ''),
 (H, 'Old Faithful Snow Lodge & Cabins', '', '2051 Old Faithful Rd;Yellowstone National Park;WY;82190;USA', 'conf # 5521903', ''),
 (H, 'Jackson Lake Lodge', '', '101 Jackson Lake Lodge Rd;Moran;WY;83013;USA', '', ''),
 (H, 'Cowboy Village Resort', '', '120 S Flat Creek Dr;Jackson;WY;83001;USA', 'cabin 14', ''),
 (H, 'Under Canvas Glacier', '', '14 Sawmill Rd;Coram;MT;59913;USA', 'safari tent w/ stove', ''),
 (H, 'Many Glacier Hotel', '', 'Many Glacier Rd;Browning;MT;59417;USA', '', ''),
 (H, 'Apgar Village Lodge', '', '200 Going-to-the-Sun Rd;West Glacier;MT;59936;USA', '', ''),
 (H, 'Cedar Pass Lodge', '', '20681 SD-240;Interior;SD;57750;USA', '', ''),
 (H, 'Roosevelt Inn Keystone', '', '206 Old Cemetery Rd;Keystone;SD;57751;USA', '', ''),
 (H, 'Wall Drug KOA', '', '401 4th Ave;Wall;SD;57790;USA', 'tent site, check in 1pm', ''),
 (H, 'Rustic Ridge Cabins Medora', '', '101 3rd Ave;Medora;ND;58645;USA', '', ''),
 # --- Wisconsin reunion
 (H, 'Birch Haven on Lake Tomahawk', '', '8921 Lakeview Rd;Minocqua;WI;54548;USA', 'lockbox 4432, checkout 10am', 'URL:https://www.vrbo.com/2281034'),
 (H, 'Whispering Pines Cottages Minocqua', '', '7415 Blue Lake Rd;Minocqua;WI;54548;USA', '', ''),
 (H, 'Pine Point Resort Eagle River', '', '4425 Catfish Lake Rd;Eagle River;WI;54521;USA', 'cabins 3 & 4 for the Nowaks', ''),
 (H, 'The White Gull Inn', '', '4225 Main St;Fish Creek;WI;54212;USA', '', ''),
 (H, 'Chanticleer Guest House', '', '4072 Cherry Rd;Sturgeon Bay;WI;54235;USA', '', ''),
 (H, 'Wilderness on the Lake Wisconsin Dells', '', '45 Hillman Rd;Wisconsin Dells;WI;53965;USA', '', ''),
 (H, 'Sandy Shores Campground Hayward', '', '15520 County Rd B;Hayward;WI;54843;USA', 'pitch 22 for Uncle Ray', ''),
 # --- Costa Rica & Belize
 (H, 'Nayara Springs', '', 'Arenal Volcano National Park;La Fortuna;Alajuela;21007;Costa Rica', 'anniversary, 3 nights', ''),
 (H, 'Arenal Observatory Lodge', '', 'Camino al Volcán;La Fortuna;Alajuela;;Costa Rica', '', ''),
 (H, 'Hotel Punta Islita', '', 'Islita;Nandayure;Guanacaste;;Costa Rica', '', ''),
 (H, 'Casa Chameleon Mal País', '', 'Mal País;Cóbano;Puntarenas;;Costa Rica', '', ''),
 (H, 'The Lodge at Chaa Creek', '', 'Chial Rd;San Ignacio;Cayo;;Belize', '', ''),
 (H, 'Matachica Resort', '', 'North Ambergris Caye;San Pedro;;;Belize', 'casita 7, boat transfer 3pm', ''),
 (H, 'Hamanasi Adventure & Dive Resort', '', 'Sittee River;Hopkins;Stann Creek;;Belize', '', ''),
 # --- Utah ski week
 (H, 'Stein Eriksen Lodge', '', '7700 Stein Way;Park City;UT;84060;USA', '', ''),
 (H, 'Goldener Hirsch', '', '7570 Royal St E;Park City;UT;84060;USA', '', ''),
 (H, 'The Cliff Lodge Snowbird', '', '9320 S Cliff Lodge Dr;Snowbird;UT;84092;USA', '', ''),
 (H, 'Alta Peruvian Lodge', '', '10187 Little Cottonwood Canyon Rd;Alta;UT;84092;USA', 'bunk room, meals incl.', ''),
 (H, 'Old Town Park City condo (Silver King)', '', '1485 Empire Ave #3B;Park City;UT;84060;USA', 'door code 7781#, 5 nights', ''),
 # --- New Orleans & Charleston
 (H, 'Hotel Peter and Paul', '', '2317 Burgundy St;New Orleans;LA;70117;USA', '', ''),
 (H, 'Degas House', '', '2306 Esplanade Ave;New Orleans;LA;70119;USA', '', ''),
 (H, 'Soniat House', '', '1133 Chartres St;New Orleans;LA;70116;USA', 'check in 3pm', ''),
 (H, 'Zero George', '', '0 George St;Charleston;SC;29401;USA', '', 'URL:https://www.zerogeorge.com'),
 (H, 'John Rutledge House Inn', '', '116 Broad St;Charleston;SC;29401;USA', '', ''),
 (H, 'Two Meeting Street Inn', '', '2 Meeting St;Charleston;SC;29401;USA', 'B&B, 2 nights', ''),
 # --- Ireland & Portugal
 (H, 'Dromoland Castle', '', 'Dromoland;Newmarket-on-Fergus;Co. Clare;V95 ALR2;Ireland', '', ''),
 (H, 'The Shelbourne Dublin', '', '27 St Stephen\'s Green;Dublin;;D02 K224;Ireland', '', ''),
 (H, 'Gregans Castle Hotel', '', 'Ballyvaughan;Ballyvaughan;Co. Clare;H91 CF60;Ireland', '', ''),
 (H, 'Heaton\'s Guesthouse Dingle', '', 'The Wood;Dingle;Co. Kerry;V92 P6C2;Ireland', '', ''),
 (H, 'Quinta do Vallado', '', 'Vilarinho dos Freires;Peso da Régua;;5050-364;Portugal', 'wine barrel room', ''),
 (H, 'Bairro Alto Hotel', '', 'Praça Luís de Camões 2;Lisboa;;1200-243;Portugal', '', ''),
 (H, 'Pousada Castelo Óbidos', '', 'Paço Real;Óbidos;;2510-999;Portugal', '', ''),
 (H, 'Rosa Et Al Townhouse', '', 'Rua do Rosário 233;Porto;;4050-524;Portugal', '', ''),
 (H, 'The Yeatman', '', 'Rua do Choupelo;Vila Nova de Gaia;;4400-088;Portugal', '', 'EMAIL:reservations@the-yeatman-hotel.com'),
 (H, 'Monte da Xarrama', '', 'Estrada de Évora;Évora;;7000-175;Portugal', 'farm stay, dinner booked', ''),
]
P = [
 (N, 'Megan Ortiz', 'Ortiz;Megan;;;', '1321 Commerce St;Dallas;TX;75202;USA', '', 'ORG:The Adolphus || TITLE:Group Sales Manager || EMAIL:mortiz@adolphus.com'),
 (N, 'Tomás Quesada', 'Quesada;Tomás;;;', 'Camino al Volcán;La Fortuna;Alajuela;;Costa Rica', '', 'ORG:Arenal Observatory Lodge || TITLE:Reservations'),
 (N, 'Siobhan Keane', 'Keane;Siobhan;;;', '', 'helped with the anniversary dinner', 'ORG:Dromoland Castle || TITLE:Guest Relations'),
 (N, 'Dale Kowalczyk', 'Kowalczyk;Dale;;;', '', '', 'ORG:Pine Point Resort Eagle River || TITLE:Owner'),
 (N, 'Greg Wyndham', 'Wyndham;Greg;;;', '2210 W Roscoe St;Chicago;IL;60618;USA', 'college roommate', ''),
 (N, 'Linda Holiday', 'Holiday;Linda;;;', '418 Maple Ave;Oak Park;IL;60302;USA', 'book club', ''),
 (N, 'Paul Camp', 'Camp;Paul;;;', '77 Harbor Dr;Sister Bay;WI;54234;USA', 'cousin — reunion organiser', ''),
 (N, 'Jessica Ritz', 'Ritz;Jessica;;;', '', '', 'ORG:Kessler Group || TITLE:VP Operations || EMAIL:jritz@kesslergroup.com'),
 (N, 'Aunt Marlene', 'Nowak;Marlene;;;', 'N3301 County Rd J;Tomahawk;WI;54487;USA', '', ''),
 (N, 'Jill Brennan', 'Brennan;Jill;;;', '', 'showing Sat 11am', 'ORG:@properties Christie\'s International Real Estate || TITLE:Realtor'),
 (N, 'Dr. Anjali Rao', 'Rao;Anjali;;Dr.;', '676 N St Clair St;Chicago;IL;60611;USA', 'appt 9:30', 'TITLE:Dentist'),
 (N, 'Marcus Bell', 'Bell;Marcus;;;', '', 'dog sitter, key under mat', ''),
 (N, 'Ricardo Mendez', 'Mendez;Ricardo;;;', 'Av. Insurgentes Sur 1602;Ciudad de México;CDMX;03940;Mexico', '', 'ORG:Grupo Arcano || TITLE:Director de Finanzas'),
 (N, 'Kevin Tan', 'Tan;Kevin;;;', '', '', 'ORG:Straits Analytics Pte Ltd || TITLE:Engagement Lead'),
 (N, 'Fiona Gallagher-Inman', 'Gallagher-Inman;Fiona;;;', '14 Strand St;Dingle;Co. Kerry;;Ireland', 'Irish cousin', ''),
 (N, 'Steve Cabana', 'Cabana;Steve;;;', '', '', 'ORG:Cabana Construction || TITLE:Contractor'),
]
O = [
 # restaurants, supper clubs, bars
 (N, 'The Del-Bar Supper Club', '', '800 Wisconsin Dells Pkwy;Lake Delton;WI;53940;USA', 'reservation 7pm, party of 18', ''),
 (N, 'Ishnala Supper Club', '', 'S2011 Ishnala Rd;Lake Delton;WI;53940;USA', '', ''),
 (N, 'Mama\'s Supper Club Minocqua', '', '10486 Hwy 70 W;Minocqua;WI;54548;USA', 'Friday fish fry', ''),
 (N, 'Kavanaugh\'s Esquire Club', '', '1025 N Sherman Ave;Madison;WI;53704;USA', '', ''),
 (N, 'Pappas Bros. Steakhouse Dallas', '', '10477 Lombardy Ln;Dallas;TX;75220;USA', 'client dinner 7:30', ''),
 (N, 'Mary Mac\'s Tea Room', '', '224 Ponce de Leon Ave NE;Atlanta;GA;30308;USA', '', ''),
 (N, 'Prince\'s Hot Chicken Shack', '', '5814 Nolensville Pike;Nashville;TN;37211;USA', '', ''),
 (N, 'Pizzeria Bianco', '', '623 E Adams St;Phoenix;AZ;85004;USA', '', ''),
 (N, 'Canlis', '', '2576 Aurora Ave N;Seattle;WA;98109;USA', 'reservation 8pm, jacket', ''),
 (N, 'Rosetta', '', 'Colima 166;Ciudad de México;CDMX;06700;Mexico', '', ''),
 (N, 'Apfelwein Wagner', '', 'Schweizer Str. 71;Frankfurt am Main;;60594;Germany', '', ''),
 (N, 'Lau Pa Sat', '', '18 Raffles Quay;Singapore;;048582;Singapore', '', ''),
 (N, 'Commander\'s Palace', '', '1403 Washington Ave;New Orleans;LA;70130;USA', 'reservation 7pm', ''),
 (N, 'Tipitina\'s', '', '501 Napoleon Ave;New Orleans;LA;70115;USA', '', ''),
 (N, 'Husk Charleston', '', '76 Queen St;Charleston;SC;29401;USA', '', ''),
 (N, 'The Neptune Oyster Bar', '', '63 Salem St;Boston;MA;02113;USA', '', ''),
 (N, 'Alibi Room Seattle', '', '85 Pike St;Seattle;WA;98101;USA', '', ''),
 (N, 'The Long Hall Pub', '', '51 South Great George\'s St;Dublin;;D02 CP29;Ireland', '', ''),
 (N, 'Cervejaria Ramiro', '', 'Av. Almirante Reis 1;Lisboa;;1150-007;Portugal', '', ''),
 (N, 'Soda La Casita de Tía Mayra', '', 'Centro;La Fortuna;Alajuela;;Costa Rica', '', ''),
 (N, 'Elvi\'s Kitchen', '', 'Pescador Dr;San Pedro;;;Belize', '', ''),
 (N, 'Wasatch Brew Pub Park City', '', '250 Main St;Park City;UT;84060;USA', '', ''),
 # shops, outfitters, tours
 (N, 'REI Denver Flagship', '', '1416 Platte St;Denver;CO;80202;USA', '', ''),
 (N, 'Ski \'N See Park City', '', '1385 Lowell Ave;Park City;UT;84060;USA', 'skis reserved, pick up 8am', ''),
 (N, 'Moab Adventure Center', '', '225 S Main St;Moab;UT;84532;USA', 'Hummer tour 9:00', ''),
 (N, 'Pink Jeep Tours Grand Canyon', '', '900 AZ-64;Tusayan;AZ;86023;USA', '', ''),
 (N, 'Glacier Guides & Montana Raft', '', '11970 US-2;West Glacier;MT;59936;USA', '', ''),
 (N, 'Old South Carriage Company', '', '14 Anson St;Charleston;SC;29401;USA', '', ''),
 (N, 'Ian Anderson\'s Caves Branch', '', 'Hummingbird Hwy Mile 41.5;Belmopan;Cayo;;Belize', 'cave tubing day', ''),
 (N, 'Desafio Adventure Company', '', 'Calle 468;La Fortuna;Alajuela;;Costa Rica', '', ''),
 (N, 'Taylor & Sons Tackle Minocqua', '', '8460 Hwy 51;Minocqua;WI;54548;USA', 'boat rental', ''),
 (N, 'Cliffs of Moher Visitor Experience', '', 'Liscannor;Liscannor;Co. Clare;V95 KN9T;Ireland', '', ''),
 # airlines, car rental, transport
 (N, 'United Airlines Premier Desk', '', '', '', 'KIND:org || URL:https://www.united.com'),
 (N, 'Aer Lingus', '', 'Dublin Airport;Dublin;;K67 AE52;Ireland', '', ''),
 (N, 'TAP Air Portugal', '', 'Aeroporto de Lisboa;Lisboa;;1704-801;Portugal', '', ''),
 (N, 'Tropic Air', '', 'Coconut Dr;San Pedro;;;Belize', 'flight 10:15 to Belize City', ''),
 (N, 'Hertz Denver International Airport', '', '24530 E 78th Ave;Denver;CO;80249;USA', '', ''),
 (N, 'Sixt Frankfurt Flughafen', '', 'Terminal 1;Frankfurt am Main;;60549;Germany', '', ''),
 (N, 'Adobe Rent a Car', '', 'Calle 11;San José;;10101;Costa Rica', 'confirmation 60271, 4x4', ''),
 (N, 'Go Airport Express Chicago', '', '', 'ORD pickup 5:15am', ''),
 # clinics, home, services
 (N, 'Passport Health Chicago Loop', '', '30 N Michigan Ave Ste 1212;Chicago;IL;60602;USA', 'typhoid + hep A, appt 9:30', ''),
 (N, 'Northwestern Medicine Immediate Care', '', '1 E Erie St;Chicago;IL;60611;USA', '', ''),
 (N, 'Lakeview Animal Hospital', '', '3159 N Broadway;Chicago;IL;60657;USA', '', ''),
 (N, 'Northwoods Log Home Builders', '', '2750 US-51;Woodruff;WI;54568;USA', 'cabin quote, call back Tue', 'EMAIL:quotes@northwoodsloghomes.com'),
 (N, 'Streeterville Tower Condominium Association', '', '440 N McClurg Ct;Chicago;IL;60611;USA', 'HOA dues, mgmt office', ''),
 (N, 'Kowalski Plumbing & Heating', '', '5520 N Milwaukee Ave;Chicago;IL;60630;USA', '', ''),
 (N, 'Oneida County Realty', '', '8760 Hwy 51 N;Minocqua;WI;54548;USA', 'lake lots', ''),
 (N, 'Chicago Passport Agency', '', '230 S Dearborn St;Chicago;IL;60604;USA', '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'N{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
