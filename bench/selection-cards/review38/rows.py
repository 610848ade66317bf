#!/usr/bin/env python3
"""Writes cards.tsv for review38: one realistic address book of a Manchester-based family with roots in Ireland —
Ciarán Doherty (from Cork), an account director with a Manchester data firm, travelling for work to London,
Birmingham, Leeds, Glasgow, Edinburgh, Cardiff, Belfast, Bristol, Newcastle, Aberdeen, Dublin, Cork, Amsterdam,
Brussels, Paris, New York and Toronto; Gráinne (from Connemara, a teacher), who plans the family's holidays: the
Lake District (B&Bs, youth hostels, inns with rooms, a farm campsite), Cornish holiday cottages and caravan parks,
Scottish Highlands inns and a bothy, Isle of Skye self-catering, Welsh farm stays and glamping pods, Yorkshire
Dales bunkhouses, Irish guesthouses and pubs with rooms, a canal boat holiday and Center Parcs — and the home
contacts around them (Saoirse and Oisín, the school, the GP, the dog Bran). The UK's own traps: pubs called
Inn, Arms or Hotel that let no rooms, a Masonic lodge, a care home, a country club and a dog hotel called Lodge,
'The Cottage' tea room, a Manor and a Hall as wedding venues, a homeless hostel, Travelodge staff, a Brewers
Fayre beside a Premier Inn, the Ritz's Palm Court (afternoon tea) and the O2 Ritz (gigs), a holiday park's
static caravan sales, a house builder called Manor, a cottage agency, family names Lodge, Hilton, Marriott,
Holiday, Innes and Hall, hotel staff and hosts whose ORG is their place, the landlady's own card, the Caledonian
Sleeper, an overnight ferry cabin, a hired narrowboat. Each row: (label, name, n, adr, note, extra) - extra is
' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage, caravan or
tent pitch at for the night (hotels, aparthotels, hostels, guest houses, B&Bs, inns and pubs that let rooms,
farm stays, glamping pods, bunkhouses, a bothy, holiday cottages and self-catering, caravan parks and campsites,
Center Parcs); not = everything else, including people's cards (hotel staff, hosts, the landlady, relatives one
stays with), pubs without rooms, restaurants, tea rooms, venues, care homes, a homeless hostel, a dog hotel,
agencies, sales offices, trains, ferries and a hired boat. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
UK, IE = 'United Kingdom', 'Ireland'
C = [
 # --- Ciarán's work: London
 (H, 'citizenM Tower of London', '', '40 Trinity Square;London;;EC3N 4DJ;' + UK, 'Harcourt pitch wk, 3 nts, self check-in kiosk, rm 612', ''),
 (H, 'Premier Inn London County Hall', '', 'Belvedere Road;London;;SE1 7PB;' + UK, '', ''),
 (H, 'The Hoxton, Holborn', '', '199-206 High Holborn;London;;WC1V 7BD;' + UK, '2 nights, conf 7741902, breakfast bag on the door 7am', 'URL:https://thehoxton.com/london/holborn'),
 (H, 'Strand Palace Hotel', '', '372 Strand;London;;WC2R 0JJ;' + UK, 'FinTech Week - 2 nts, company rate, bill to Tessellate', ''),
 # Birmingham
 (H, 'Staying Cool at Rotunda', '', '150 New Street;Birmingham;;B2 4PA;' + UK, 'apt 1803, 2 nights, keys from the concierge desk', ''),
 (H, 'Hotel du Vin Birmingham', '', '25 Church Street;Birmingham;;B3 2NR;' + UK, '', ''),
 # Leeds
 (H, 'Quebecs', '', '9 Quebec Street;Leeds;;LS1 2HA;' + UK, '1 nt, asked for late checkout (train 14:10)', ''),
 (H, 'Dakota Leeds', '', '8 Russell Street;Leeds;;LS1 5RN;' + UK, '', ''),
 # Glasgow
 (H, 'Radisson RED Glasgow', '', '25 Tunnel Street;Glasgow;;G3 8HL;' + UK, 'SSE workshop, 2 nts, rm 214, rooftop bar closes 11', ''),
 (H, 'Motel One Glasgow', '', '78 Oswald Street;Glasgow;;G1 4PL;' + UK, '', ''),
 (H, 'Grand Central Hotel', '', '99 Gordon Street;Glasgow;;G1 3SF;' + UK, '1 night, right above the station, breakfast £18 not incl', ''),
 # Edinburgh
 (H, 'The Glasshouse', '', '2 Greenside Place;Edinburgh;;EH1 3AA;' + UK, 'client paying!! 2 nts, booking ref RF-58823, chk-in 3pm', ''),
 (H, 'Native Edinburgh', '', '32 Cockburn Street;Edinburgh;;EH1 1PB;' + UK, 'Festival week 4 nights, studio 3.2, door code by text on the day', ''),
 # Cardiff
 (H, "voco St David's Cardiff", '', 'Havannah Street;Cardiff;;CF10 5SD;' + UK, '1 night - Welsh Gov meeting 9:30 next morning, parking £15', ''),
 (H, 'Park Plaza Cardiff', '', 'Greyfriars Road;Cardiff;;CF10 3AL;' + UK, '', ''),
 # Belfast
 (H, 'Bullitt', '', '40a Church Lane;Belfast;;BT1 4QN;' + UK, '2 nts, rm 305, checkout 12', 'URL:https://www.bullitthotel.com'),
 (H, 'Europa Hotel', '', 'Great Victoria Street;Belfast;;BT2 7AP;' + UK, '', ''),
 # Bristol
 (H, 'Brooks Guesthouse Bristol', '', 'Exchange Avenue, St Nicholas Market;Bristol;;BS1 1UB;' + UK, 'rooftop airstream next time! 1 nt', ''),
 (H, 'Mercure Bristol Grand Hotel', '', 'Broad Street;Bristol;;BS1 2EL;' + UK, '', ''),
 # Newcastle
 (H, 'Malmaison Newcastle', '', '104 Quayside;Newcastle upon Tyne;;NE1 3DX;' + UK, '2 nts, quayside room, check in from 3', ''),
 (H, 'Sleeperz Newcastle', '', '15 Westmorland Road;Newcastle upon Tyne;;NE1 4EH;' + UK, '', ''),
 # Aberdeen
 (H, 'The Chester Hotel', '', '59-63 Queens Road;Aberdeen;;AB15 4YP;' + UK, 'Harbour Energy mtg, 1 nt, taxi from Dyce ~£25', ''),
 (H, 'Holiday Inn Express Aberdeen City Centre', '', 'Chapel Street;Aberdeen;;AB10 1SQ;' + UK, '', ''),
 # Dublin
 (H, 'The Westbury', '', 'Balfe Street;Dublin 2;;D02 CH66;' + IE, 'AIB workshop, 2 nts, conf no 4471123 (corporate rate via Síle)', ''),
 (H, 'Maldron Hotel Smithfield', '', 'Smithfield Village;Dublin 7;;D07 RCV3;' + IE, '', ''),
 (H, 'The Gibson Hotel', '', 'Point Village;Dublin 1;;D01 X2P2;' + IE, '1 night, 3Arena gig after the conference, rm 507', ''),
 # Cork
 (H, 'Hayfield Manor', '', 'Perrott Avenue, College Road;Cork;;T12 HT97;' + IE, 'anniversary - 1 night, dinner in Orchids 8pm, Mam minding the kids', ''),
 (H, 'The River Lee', '', 'Western Road;Cork;;T12 X2AH;' + IE, 'UCC project, 3 nts, rm 221, gym 6am', ''),
 (H, 'The Imperial Hotel Cork', '', '76 South Mall;Cork;;T12 A2YT;' + IE, '', ''),
 # Amsterdam, Brussels, Paris
 (H, 'Pulitzer Amsterdam', '', 'Prinsengracht 315-331;Amsterdam;;1016 GZ;Netherlands', 'ING kick-off, 2 nts, canal side, ref 99201', ''),
 (H, 'Hotel V Nesplein', '', 'Nes 49;Amsterdam;;1012 KD;Netherlands', '', ''),
 (H, 'Rocco Forte Hotel Amigo', '', "Rue de l'Amigo 1-3;Bruxelles;;1000;Belgium", 'Euroclear, 2 nuits, chambre 118', ''),
 (H, 'Aparthotel Adagio Brussels Grand Place', '', 'Rue de la Grande Île 2;Bruxelles;;1000;Belgium', '', ''),
 (H, 'Hôtel Bachaumont', '', '18 Rue Bachaumont;Paris;;75002;France', '2 nuits, petit-déj inclus, code porte 4512B', ''),
 (H, 'Citadines Les Halles Paris', '', '4 Rue des Innocents;Paris;;75001;France', '', ''),
 # New York, Toronto
 (H, 'Arlo SoHo', '', '231 Hudson Street;New York;NY;10013;USA', '3 nights, conf# 72213498, facility fee $30/nt', ''),
 (H, 'The Roxy Hotel', '', '2 Avenue of the Americas;New York;NY;10013;USA', '', ''),
 (H, 'The Gladstone House', '', '1214 Queen Street West;Toronto;ON;M6J 1J6;Canada', '2 nights then out to Seán & Kerry in Mississauga', ''),
 (H, 'Novotel Toronto Centre', '', '45 The Esplanade;Toronto;ON;M5E 1W2;Canada', '', ''),
 # --- family events and visitors
 (H, 'Premier Inn Knutsford (Mere)', '', 'Warrington Road, Mere;Knutsford;Cheshire;WA16 0RP;' + UK, "Aisling's wedding - 2 nts, family room, kids free, brekkie incl", ''),
 (H, 'Didsbury House Hotel', '', 'Didsbury Park;Manchester;;M20 5LJ;' + UK, 'Mam & Dad over for Saoirse confirmation, 4 nights, in my name', ''),
 # --- Lake District
 (H, 'YHA Ambleside', '', 'Waterhead;Ambleside;Cumbria;LA22 0EU;' + UK, 'family room 4 beds, 2 nights, self-catering kitchen, bring own towels', 'URL:https://www.yha.org.uk/hostel/yha-ambleside'),
 (H, 'YHA Black Sail', '', 'Ennerdale;Cleator;Cumbria;CA23 3AX;' + UK, '1 night, no signal, cash for dinner 7pm, walk in from Gillerthwaite', ''),
 (H, 'Howe Keld', '', '5-7 The Heads;Keswick;Cumbria;CA12 5ES;' + UK, '3 nts, rm 2 + 3, breakfast 8-9, parking permit on dash', ''),
 (H, 'Wasdale Head Inn', '', 'Wasdale Head;Seascale;Cumbria;CA20 1EX;' + UK, '', ''),
 (H, 'The Old Dungeon Ghyll', '', 'Great Langdale;Ambleside;Cumbria;LA22 9JY;' + UK, '2 nights half board, Bran ok in rm 6, Hikers Bar for pints', ''),
 (H, 'Kings Arms Hawkshead', '', 'The Square;Hawkshead;Cumbria;LA22 0NZ;' + UK, 'family room over the bar, 2 nts, breakfast 8-9:30', ''),
 (H, 'Syke Farm Campsite', '', 'Buttermere;Cockermouth;Cumbria;CA13 9XA;' + UK, 'no booking, pay at the farm, 2 tents + car, their ice cream!', ''),
 (H, 'Center Parcs Whinfell Forest', '', 'Whinfell Forest;Penrith;Cumbria;CA10 2DW;' + UK, 'Feb half term Mon-Fri, woodland lodge 4 bed, lodge 312, bikes booked', ''),
 # --- Cornwall
 (H, 'Wheal Rose Cottage', '', 'Quay Road;St Agnes;Cornwall;TR5 0RR;' + UK, '7 nights Aug, sleeps 5, key safe 2207, changeover Sat 4pm', ''),
 (H, 'Chy an Mor', '', 'Duck Street;Mousehole;Cornwall;TR19 6QG;' + UK, 'Fri-Fri Easter, balance £620 due 1 March, dogs ok', ''),
 (H, 'Trevornick', '', 'Holywell Bay;Newquay;Cornwall;TR8 5PW;' + UK, 'pitch 212 electric hook-up, 5 nts, arrive after 1pm', ''),
 (H, 'Haven Perran Sands', '', 'Perranporth;Perranporth;Cornwall;TR6 0AQ;' + UK, 'caravan Gold 3 bed, Mon-Fri, passes at reception, swim slots book in app', ''),
 (H, 'YHA Treyarnon Bay', '', 'Tregonnan, Treyarnon;Padstow;Cornwall;PL28 8JR;' + UK, '', ''),
 (H, "Bosun's Loft", '', 'Middle Street;Port Isaac;Cornwall;PL29 3RH;' + UK, 'Oct half term 4 nights, 2nd floor, parking up at the top car park', ''),
 # --- Scottish Highlands
 (H, 'Clachaig Inn', '', 'Glencoe;Ballachulish;Argyll;PH49 4HX;' + UK, '2 nights, rm 9, Boots Bar for dinner, walk to the Lost Valley', ''),
 (H, 'Kingshouse Hotel', '', 'Glencoe;Ballachulish;Argyll;PH49 4HY;' + UK, '', ''),
 (H, 'The Glenuig Inn', '', 'Glenuig;Lochailort;Inverness-shire;PH38 4NG;' + UK, '1 nt on the way to the Mallaig boat, bunkhouse wing, dinner 6-9', ''),
 (H, 'Shenavall Bothy', '', 'Strath na Sealga;Dundonnell;Ross-shire;IV23 2QU;' + UK, 'MBA bothy - no booking, 1 night, bring stove, trowel and dry kindling', ''),
 (H, 'Tigh an Eilean', '', 'Shieldaig;Strathcarron;Ross-shire;IV54 8XN;' + UK, '2 oidhche, bracaist aig 8, seòmar 4 - dinner in the Coastal Kitchen', ''),
 (H, 'SYHA Ratagan', '', 'Ratagan, Glenshiel;Kyle;Ross-shire;IV40 8HP;' + UK, 'family room, 2 nts, on the way to Skye, reception closes 10pm', ''),
 (H, 'Loch Ossian Youth Hostel', '', 'Corrour;Fort William;Inverness-shire;PH30 4AA;' + UK, 'off-grid, train from Glasgow to Corrour, 2 nts, bring food for both nights', ''),
 # --- Isle of Skye
 (H, 'Sligachan Hotel', '', 'Sligachan;Isle of Skye;Highland;IV47 8SW;' + UK, '1 night after the ferry, Seumas is the man', ''),
 (H, 'Taigh-Òsta Dhùn Bheagain', '', 'Dunvegan;Isle of Skye;Highland;IV55 8WA;' + UK, '', ''),
 (H, 'Taigh Beag', '', '2 Earlish;Uig;Isle of Skye;IV51 9XL;' + UK, 'self catering 7 nights, peat stove, key under the creel, bins Tues', ''),
 (H, "Heron's Rest", '', 'Carbost;Isle of Skye;Highland;IV47 8SR;' + UK, '4 nts self-catering, towels provided, wifi SkyeHeron24, Talisker 5 min', ''),
 (H, 'Skye Basecamp', '', 'Lime Park;Broadford;Isle of Skye;IV49 9AE;' + UK, 'bunk room for 4, 1 night before the Mallaig boat', ''),
 # --- Wales
 (H, 'Gwesty Pen-y-Gwryd', '', 'Nant Gwynant;Caernarfon;Gwynedd;LL55 4NT;' + UK, '2 nts, the Everest room!, dinner gong 7:30, no tv', ''),
 (H, 'Gwely a Brecwast Fferm Tŷ Coch', '', 'Tŷ Coch, Llanrug;Caernarfon;Gwynedd;LL55 4BP;' + UK, '3 noson, brecwast am 8, plant yn cael bwydo’r ŵyn', ''),
 (H, 'Podiau Eryri', '', 'Cae Gwyn, Nant Peris;Caernarfon;Gwynedd;LL55 4UG;' + UK, 'pod 3, 2 noson, dewch â dillad gwely, firepit £10', ''),
 (H, 'YHA Snowdon Pen-y-Pass', '', 'Nant Gwynant;Caernarfon;Gwynedd;LL55 4NY;' + UK, '', ''),
 (H, 'Llety Nant y Fron', '', 'Llanfihangel-y-Pennant;Tywyn;Gwynedd;LL36 9TP;' + UK, 'barn conversion 4 nights, logs in the shed, Gwenllian next door at the farm', ''),
 (H, 'Bythynnod Bryn Awel', '', 'Bryn Awel;Llanbedrog;Gwynedd;LL53 7NN;' + UK, '', ''),
 # --- Yorkshire Dales
 (H, 'Hill Top Farm Bunkhouse', '', 'Malham;Skipton;North Yorkshire;BD23 4DJ;' + UK, 'whole bunkhouse with the walking club, sleeps 32, 2 nts, deposit £150 paid', ''),
 (H, 'Dalesbridge', '', 'Austwick;Lancaster;North Yorkshire;LA2 8AZ;' + UK, '', ''),
 (H, 'Skirfare Bridge Dales Barn', '', 'Kilnsey;Skipton;North Yorkshire;BD23 5PT;' + UK, 'bunk barn 1 nt, bring sleeping bags, key from the farm', ''),
 (H, 'The George Inn, Hubberholme', '', 'Hubberholme;Skipton;North Yorkshire;BD23 5JE;' + UK, '2 nights, rm 3, candle lit = bar open', ''),
 # --- Ireland
 (H, 'Teach Aíochta Cois Fharraige', '', 'An Spidéal;Co. na Gaillimhe;;H91 X7K2;Éire', '3 oíche, bricfeasta san áireamh, éarlais €100 íoctha', ''),
 (H, 'Óstán Loch Altan', '', 'Gort an Choirce;Leitir Ceanainn;Co. Dhún na nGall;F92 W2X5;Éire', '2 oíche, seomra teaghlaigh, dinnéar 7', ''),
 (H, "Morrissey's of Doonbeg", '', 'Main Street;Doonbeg;Co. Clare;V15 FH79;' + IE, '2 nights, rooms over the pub, chowder!', ''),
 (H, "McGrory's of Culdaff", '', 'Culdaff;Inishowen;Co. Donegal;F93 KC96;' + IE, '', ''),
 (H, 'Pax House', '', 'Upper John Street;Dingle;Co. Kerry;V92 FK82;' + IE, 'B&B 3 nts, bay view rooms, breakfast 8-10', ''),
 (H, 'Errigal Hostel', '', 'Dunlewey;Gweedore;Co. Donegal;F92 T2K4;' + IE, '', ''),
 (H, 'An Teach Bán', '', 'Baile an Fheirtéaraigh;Co. Chiarraí;;V92 HX20;Éire', 'seachtain i mí Iúil, Mam ag teacht freisin, 4 sheomra, eochair faoin bpota bláthanna', ''),
 (H, 'Pine Lodge Killarney', '', 'Muckross Road;Killarney;Co. Kerry;V93 R2X6;' + IE, 'B&B 2 nts, Eileen, full Irish at 8', ''),
]
P = [
 # family and household
 (N, 'Gráinne Doherty', 'Doherty;Gráinne;;;', '27 Sandy Lane;Manchester;;M21 8TT;' + UK, 'finishes 3:30, Irish class Wed', 'ORG:Chorlton Park Primary School || TITLE:Year 4 teacher'),
 (N, 'Saoirse', 'Doherty;Saoirse;;;', '', 'Yr 8, hockey Wed, phone off at 9', ''),
 (N, 'Oisín', 'Doherty;Oisín;;;', '', 'Yr 5, Cubs Mon 6:30', ''),
 (N, 'Mam & Dad Cork', 'Doherty;Mam & Dad;;;', '12 Ashgrove Park, Douglas;Cork;;T12 P6C4;' + IE, 'ring Sun after 11 Mass', ''),
 (N, 'Nana Bríd', 'Ní Shúilleabháin;Bríd;;;', 'Beechwood Lodge Nursing Home, Blackrock Road;Cork;;T12 DK81;' + IE, 'room 14, loves Emerald sweets, bday 2 Feb', ''),
 (N, 'Daideó', 'Ó Flaithearta;Máirtín;;;', 'Ros an Mhíl;Co. na Gaillimhe;;H91 KT68;Éire', 'glaoigh Dé Domhnaigh, cluas bhodhar - labhair go hard', ''),
 (N, 'Siobhán Doherty', 'Doherty;Siobhán;;;', '41 Sandford Road, Ranelagh;Dublin 6;;D06 YR24;' + IE, 'spare room any time, kids love Ranelagh park', ''),
 (N, 'Seán Doherty', 'Doherty;Seán;;;', '2285 Hurontario Street;Mississauga;ON;L5A 2G4;Canada', 'staying 2 nights after the Gladstone - bring Barry’s tea and Tayto', ''),
 (N, "Aisling O'Sullivan", "O'Sullivan;Aisling;;;", '', 'wedding 14 Aug Merrydale Manor, RSVP done, gift list John Lewis', ''),
 (N, 'Jenny Lodge', 'Lodge;Jenny;;;', '25 Sandy Lane;Manchester;;M21 8TT;' + UK, 'spare key, feeds Bran when we are away', ''),
 (N, 'Gareth Hilton', 'Hilton;Gareth;;;', '', 'Oisín football U10s, training Sat 9:30 Chorlton Park', 'ORG:Chorlton Villa JFC || TITLE:Coach'),
 (N, 'Andy Marriott', 'Marriott;Andy;;;', '', 'boiler service Oct, £85, Gas Safe', 'TITLE:Heating engineer'),
 (N, 'Claire Holiday', 'Holiday;Claire;;;', '', 'childminder Tue/Thu pick-up 3:15, £6.50/hr', ''),
 (N, 'Tamsin Pascoe', 'Pascoe;Tamsin;;;', 'Quay Road;St Agnes;Cornwall;TR5 0RR;' + UK, 'Wheal Rose cottage 7 nights Aug, deposit £250 paid, lives next door', ''),
 # work: colleagues and clients
 (N, 'Rachel Hall', 'Hall;Rachel;;;', '', '1:1 Mon 9am, expenses in by the 25th', 'ORG:Tessellate Data Ltd || TITLE:VP Sales EMEA || EMAIL:rachel.hall@tessellatedata.co.uk'),
 (N, 'Fiona Innes', 'Innes;Fiona;;;', '', 'Glasgow office, demo env login', 'ORG:Tessellate Data Ltd || TITLE:Solutions Architect'),
 (N, 'Priya Raman', 'Raman;Priya;;;', '', 'Canary Wharf pitch Thu 11:00, 30 Churchill Place', 'ORG:Harcourt & Lyle Asset Management || TITLE:Head of Data'),
 (N, 'Eoghan Mac Giolla Bhríde', 'Mac Giolla Bhríde;Eoghan;;;', '', 'AIB workshop, Molesworth St, 9:30', 'ORG:Allied Irish Banks'),
 (N, 'Sanne de Vries', 'de Vries;Sanne;;;', '', 'kick-off 9:00 Bijlmerdreef, badge at reception', 'ORG:ING Bank N.V.'),
 (N, 'Camille Lefèvre', 'Lefèvre;Camille;;;', '', 'déjeuner jeudi 12h30, rue Bergère', 'ORG:BNP Paribas || TITLE:Directrice des données'),
 (N, 'Marcus Feldman', 'Feldman;Marcus;;;', '', 'call 2pm UK time Tuesdays', 'ORG:Hudson Yards Capital'),
 (N, 'Rhian Pritchard', 'Pritchard;Rhian;;;', '', 'cyfarfod 9:30 Parc Cathays, bring laptop', 'ORG:Llywodraeth Cymru / Welsh Government'),
 (N, 'Calum MacLeod', 'MacLeod;Calum;;;', '', 'Aberdeen Thurs, onshore office Bridge of Don', 'ORG:Harbour Energy'),
 # hotel staff and hosts
 (N, 'Síle Ní Bhriain', 'Ní Bhriain;Síle;;;', '', 'corporate rate 2026 agreed €245 B&B', 'ORG:The Westbury || TITLE:Corporate Sales Manager'),
 (N, 'Dave Ashworth', 'Ashworth;Dave;;;', '', 'school mate, 5-a-side Thursdays', 'ORG:Travelodge Hotels Ltd || TITLE:Area Manager North West'),
 (N, 'Seumas MacInnes', 'MacInnes;Seumas;;;', '', 'ring if we miss the 5pm ferry, late arrival ok', 'ORG:Sligachan Hotel || TITLE:Manager'),
 (N, 'Gwenllian Hughes', 'Hughes;Gwenllian;;;', '', 'Gwen - ffonio cyn cyrraedd, wyau ffres', 'ORG:Gwely a Brecwast Fferm Tŷ Coch'),
 (N, 'Pete Kerr', 'Kerr;Pete;;;', '', 'warden, text to reserve dinner', 'ORG:YHA Black Sail || TITLE:Hostel manager'),
 (N, 'Máire Ní Chonghaile', 'Ní Chonghaile;Máire;;;', '', 'bean an tí, cód an dorais 1954', 'ORG:Teach Aíochta Cois Fharraige'),
]
O = [
 # pubs called Inn, Arms, Hotel that let no rooms; restaurants, tea rooms
 (N, 'The Beech Inn', '', '72 Beech Road;Manchester;;M21 9EG;' + UK, 'quiz Tues 8:30, team Quizteama Aguilera', ''),
 (N, 'The Trevor Arms', '', '135 Beech Road;Manchester;;M21 9EQ;' + UK, "Saoirse's 13th - function room Sat 2-5pm, buffet for 25", ''),
 (N, 'The Bowling Green Hotel', '', 'Bowling Green Road;Manchester;;M21 9HT;' + UK, 'Sunday roast 1pm, 6 of us', ''),
 (N, 'Brewers Fayre Trafford Park', '', 'Ashburton Road West;Manchester;;M17 1GU;' + UK, 'next to the Premier Inn - kids eat free, Oisín party 12 kids Sat 12:30', ''),
 (N, 'The Palm Court at The Ritz', '', '150 Piccadilly;London;;W1J 9BR;' + UK, "Mam's 70th afternoon tea Sat 3:30pm, jacket & tie for Ciarán", ''),
 (N, 'The Cottage Tea Room', '', 'Red Lion Square;Grasmere;Cumbria;LA22 9SP;' + UK, 'best scones, closed Mondays', ''),
 (N, 'Hawksmoor Manchester', '', '184-186 Deansgate;Manchester;;M3 3WB;' + UK, 'table for 4 Fri 7:45, client dinner', ''),
 (N, 'Out of the Blue', '', 'The Wood;Dingle;Co. Kerry;V92 H9T6;' + IE, 'fish only, book the night before', ''),
 (N, "Foxy John's", '', 'Main Street;Dingle;Co. Kerry;V92 XK70;' + IE, '', ''),
 (N, 'Caffi Gwynant', '', 'Nant Gwynant;Caernarfon;Gwynedd;LL55 4NL;' + UK, 'bara brith, ar agor 9-5', ''),
 # Lodge that is no lodging; wedding venues; a homeless hostel; a dog hotel
 (N, 'Erin Lodge No. 2895', '', 'Manchester Hall, 36 Bridge Street;Manchester;;M3 3BT;' + UK, "Mike's lodge - Ladies' Night Sat 7pm, black tie, tickets £55", ''),
 (N, 'Beechwood Lodge Nursing Home', '', 'Blackrock Road;Cork;;T12 DK81;' + IE, 'Nana room 14, visiting 2-4 and 6-8, Sr Margaret in charge', ''),
 (N, 'The Lodge Tennis & Country Club', '', 'Park Road;Hale;Cheshire;WA15 9LP;' + UK, 'Saoirse tennis camp Aug 9-3, membership renew Jan', ''),
 (N, 'Merrydale Manor', '', 'Bexton Lane;Knutsford;Cheshire;WA16 9JD;' + UK, 'Aisling & Rob wedding 14 Aug, ceremony 1pm, evening do 7pm, staying at the Premier Inn', ''),
 (N, 'Manchester Hall', '', '36 Bridge Street;Manchester;;M3 3BT;' + UK, 'Rachel & Tom wedding 3 Oct, ceremony 1:30, carriages midnight', ''),
 (N, 'Wood Street Hostel', '', 'Wood Street;Manchester;;M3 3BE;' + UK, 'volunteering - breakfast rota Sun 7-10am, DBS done', ''),
 (N, 'Hound Lodge Dog Hotel', '', 'Carrington Lane;Sale;Cheshire;M33 5NR;' + UK, 'Bran boarding 2-9 Aug, bring vaccination card + his food', ''),
 # venues, the Ritz that is a club, a spa
 (N, 'O2 Ritz Manchester', '', 'Whitworth Street West;Manchester;;M1 5NQ;' + UK, 'The Coronas 12 Nov, doors 7pm', ''),
 (N, 'The Bridgewater Hall', '', 'Lower Mosley Street;Manchester;;M2 3WS;' + UK, 'Hallé Christmas concert 20 Dec 7:30, stalls row K', ''),
 (N, 'Croke Park', '', 'Jones Road;Dublin 3;;D03 P6K7;' + IE, 'All-Ireland final tickets via Cork supporters club', ''),
 (N, 'Thermae Bath Spa', '', 'Hot Bath Street;Bath;;BA1 1SJ;' + UK, 'Minerva Bath 2hrs after Bristol, Sun 10am', ''),
 # sales offices, a house builder, agencies
 (N, 'Holiday Home Sales - Haven Perran Sands', '', 'Perranporth;Perranporth;Cornwall;TR6 0AQ;' + UK, 'static caravan 2019 Willerby, £34,995 + site fees £5,100/yr, ring back Fri', ''),
 (N, 'Manor Oak Homes', '', 'Barton Road;Stretford;;M32 9RZ;' + UK, 'new build plot 14, reservation fee £500, viewing Sat 11', ''),
 (N, 'Trailfinders Manchester', '', '58 Deansgate;Manchester;;M3 2FF;' + UK, 'Toronto + NY trip quote, ask for Becky', ''),
 (N, 'Hays Travel Chorlton', '', '536 Wilbraham Road;Manchester;;M21 9LD;' + UK, '', ''),
 (N, 'Classic Cottages', '', '21 Coinagehall Street;Helston;Cornwall;TR13 8EB;' + UK, "agency - Bosun's Loft booking ref CC-50912, balance 6 wks before", 'URL:https://www.classic.co.uk'),
 # airlines, trains, ferries, a hired boat, tours
 (N, 'easyJet', '', '', '', 'KIND:org || URL:https://www.easyjet.com'),
 (N, 'WestJet', '', 'Manchester Airport Terminal 2;Manchester;;M90 1QX;' + UK, 'MAN-YYZ seasonal, WestJet Rewards 2288 4471 09', 'KIND:org'),
 (N, 'Loganair', '', 'Glasgow Airport;Paisley;;PA3 2TG;' + UK, 'MAN-ABZ 07:05, hand luggage only', ''),
 (N, 'Caledonian Sleeper', '', 'Euston Station;London;;NW1 2RT;' + UK, 'Euston - Fort William 21:15, club room 7, breakfast to the cabin', ''),
 (N, 'LNER', '', "King's Cross Station;London;;N1C 4AP;" + UK, 'Newcastle-Edinburgh 08:25, coach K seat 22, LNER Perks', ''),
 (N, 'Stena Line', '', 'Twelve Quays Terminal;Birkenhead;;CH41 1FE;' + UK, 'overnight to Belfast 22:30, 4-berth cabin, car reg on booking', 'KIND:org'),
 (N, 'Irish Ferries', '', 'Holyhead Port;Holyhead;Anglesey;LL65 1DQ;' + UK, 'Holyhead-Dublin 08:10 car + 4, check-in 7:10', ''),
 (N, 'CalMac Mallaig', '', 'Mallaig Ferry Terminal;Mallaig;Inverness-shire;PH41 4QB;' + UK, 'Mallaig-Armadale 16:10, car, ref CM77310', ''),
 (N, 'ABC Boat Hire Wrenbury', '', 'Wrenbury Mill;Nantwich;Cheshire;CW5 8HG;' + UK, "narrowboat 'Kingfisher' 7 nights on the Llangollen canal, sleeps 6, handover 2pm Sat", ''),
 (N, 'Misty Isle Boat Trips', '', 'Elgol;Isle of Skye;Highland;IV49 9BJ;' + UK, 'Loch Coruisk trip 10:00, 4 tickets', ''),
 (N, 'Zip World Penrhyn Quarry', '', 'Bethesda;Bangor;Gwynedd;LL57 4YG;' + UK, 'Velocity 2, Saoirse only (min height), 11:30', ''),
 # employer, health, school, home, shops, papers
 (N, 'Tessellate Data Ltd', '', '3 Hardman Street, Spinningfields;Manchester;;M3 3HF;' + UK, 'travel desk books via Egencia, cost code 4410', 'URL:https://www.tessellatedata.co.uk'),
 (N, 'Chorlton Family Practice', '', '1 Nicolas Road;Manchester;;M21 9NJ;' + UK, 'Oisín asthma review Thu 10:40', ''),
 (N, "Royal Manchester Children's Hospital", '', 'Oxford Road;Manchester;;M13 9WL;' + UK, 'Saoirse ortho clinic 3 Mar 2:15, outpatients 1', ''),
 (N, 'Hardy Vets', '', '302 Barlow Moor Road;Manchester;;M21 8AY;' + UK, 'Bran booster + kennel cough before the dog hotel', ''),
 (N, 'Oswald Road Primary School', '', 'Oswald Road;Manchester;;M21 9LP;' + UK, 'office 8:30-4, absence line option 1', ''),
 (N, 'Chorlton High School', '', 'Nell Lane;Manchester;;M21 7SL;' + UK, "Saoirse's form tutor Mr Byrne, parents' evening 6 Feb", ''),
 (N, 'Conradh na Gaeilge Manchester', '', 'Irish World Heritage Centre, Queens Road;Manchester;;M8 8UT;' + UK, 'ranganna Gaeilge Céadaoin 7:30, Saoirse agus Oisín', ''),
 (N, 'Unicorn Grocery', '', '89 Albany Road;Manchester;;M21 0BN;' + UK, 'veg box Thurs, order by Tue 6pm', ''),
 (N, 'Irish Passport Office', '', 'Mount Street Lower;Dublin 2;;D02 FH86;' + IE, "Oisín's renewal online, ref PO-4471-9921", ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AE{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
