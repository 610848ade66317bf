#!/usr/bin/env python3
"""Writes cards.tsv (and classes.tsv) for review16: a book aimed at the planned change
(a) weak lodging words in a business name (cottage, villa, camp, apartments, chalet, cabin, lodge,
dar, baan, casa, house, farm stay, tree house, rooms) counted only with other evidence of a stay, and
(b) NOTE phrases of self-catering holiday lets (key safe, lockbox, door code, changeover day, Sat to Sat,
arrival/departure, owner lives next door, linen provided, welcome pack; in several languages).
Each row: (class, label, name, n, adr, note, extra) — extra is ' || '-separated extra vCard lines.
A person's card has N (its ORG, if any, is in extra). Rows are put in a fixed shuffled order
(random.Random(16)) and then numbered D001…; styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed/room/pitch/tent/cabin at as a traveller (hotels, guest houses, holiday
cottages/villas/apartments/chalets/cabins, safari camps, lodges, farm stays, rooms to let); not = everything
else: restaurants, shops, museums, clinics, agents, builders, summer/boot camps, clubs, offices, kennels,
people's cards (a friend's flat, a dog-sitter, a cleaner). Labels fixed here, before any run, from what
each place is, not from what any build does."""
import os, random
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
# W1: weak word in the name + a NOTE with evidence of a stay
W1 = [
 (H, 'Honeysuckle Cottage Robin Hood\'s Bay', '', 'King Street;Robin Hood\'s Bay;North Yorkshire;YO22 4SH;United Kingdom', '3 nights 14–17 Aug, key in key safe by back door, code 2716', ''),
 (H, 'Bluebell Cottages Dunmore East', '', 'Harbour Road;Dunmore East;Co. Waterford;X91 K2T8;Ireland', 'check-in 4pm, key collection from the Centra next door', ''),
 (H, 'Villa Rosmarino Lucca', '', 'Via di Sant\'Alessio 212;Lucca;LU;55100;Italy', 'arrivo sabato dopo le 16, cassetta delle chiavi codice 0815, piscina', ''),
 (H, 'Villa Kalimera Paros', '', 'Agia Irini;Parikia;Paros;844 00;Greece', '7 nights from 2 Sept, keys from Maria at the taverna', 'URL:https://www.booking.com/hotel/gr/villa-kalimera-paros.html'),
 (H, 'Kiboko Tented Camp Masai Mara', '', 'Talek Gate;Narok;;20500;Kenya', '2 nights 11–13 Oct, full board, airstrip pickup 10:40', ''),
 (H, 'Selous Riverside Safari Camp', '', 'Mloka Village;Rufiji;Pwani;;Tanzania', 'arrive 14 Jul, 3 nights, tent 4, boat safari incl.', ''),
 (H, 'Apartamentos Playa Dorada Conil', '', 'Calle Almadraba 9;Conil de la Frontera;Cádiz;11140;Spain', 'entrada 15:00, salida 11:00, 5 noches', ''),
 (H, 'Appartements Le Grand Bleu Cassis', '', '6 avenue de l\'Amiral Ganteaume;Cassis;;13260;France', 'arrivée samedi 16h, départ samedi 10h, boîte à clés 4421', ''),
 (H, 'Ferienwohnung Seeblick Konstanz', '', 'Seestraße 21;Konstanz;;78464;Germany', 'Anreise 3.8., Abreise 10.8., Schlüsselbox Code 1958, Endreinigung bezahlt', ''),
 (H, 'Chalet Edelweiss Saalbach', '', 'Dorfstraße 88;Saalbach;Salzburg;5753;Austria', 'Samstag bis Samstag 8.–15. Feb, Schlüssel beim Nachbarn, Brötchenservice', ''),
 (H, 'Chalet Les Mélèzes Morzine', '', '112 route de la Plagne;Morzine;;74110;France', 'ski week 21–28 Jan, catered, chalet host Emma, transfer from Geneva 14:00', ''),
 (H, 'Kōwhai Cabins Hanmer Springs', '', '8 Jacks Pass Road;Hanmer Springs;;7334;New Zealand', 'cabin 3, check in after 2pm, 2 nights', ''),
 (H, 'Moose Creek Cabins Tofino', '', '1180 Pacific Rim Hwy;Tofino;BC;V0R 2Z0;Canada', 'June 12–15, door code 4490, linen provided', ''),
 (H, 'Acacia Ridge Lodge Hluhluwe', '', 'R22;Hluhluwe;KwaZulu-Natal;3960;South Africa', '2 nights DBB, check-in 14:00, gate closes 18:00', ''),
 (H, 'Dar Lalla Zina Chefchaouen', '', 'Rue Targui 7;Chefchaouen;;91000;Morocco', '3 nuits, arrivée 18h, Youssef nous attend à Bab el-Ain', ''),
 (H, 'Baan Suan Chiang Dao', '', '123 Moo 5;Chiang Dao;Chiang Mai;50170;Thailand', 'bungalow 2, 4–7 Feb, check-in 2pm', ''),
 (H, 'Casa Andorinha Tavira', '', 'Rua da Liberdade 14;Tavira;;8800-399;Portugal', 'chegada 15h, 7 noites, cofre de chaves 3312', ''),
 (H, 'Casa Mirador Frigiliana', '', 'Calle Real 41;Frigiliana;Málaga;29788;Spain', 'llegada sábado, 7 noches, caja de llaves junto a la puerta, código 2580', ''),
 (H, 'The Boathouse Salcombe', '', 'Cliff Road;Salcombe;Devon;TQ8 8JQ;United Kingdom', 'Fri 3 – Mon 6 May, parking permit in kitchen drawer, check-out 10am', ''),
 (H, 'Kea House Wanaka', '', '14 Beacon Point Road;Wanaka;;9305;New Zealand', 'booked 4 nights via Bookabach, lockbox 7733', ''),
 (H, 'Sunny Hill Farm Stay Deloraine', '', '220 Mole Creek Road;Deloraine;TAS;7304;Australia', '2 nights, check-in 3pm, lamb feeding 8am', ''),
 (H, 'Kauri Grove Tree House Coromandel', '', '405 Tiki Road;Coromandel;;3506;New Zealand', 'tree house 18–20 Nov, check-in 3pm, bring torch', ''),
 (H, 'The Harbour Rooms Whitstable', '', 'Sea Wall;Whitstable;Kent;CT5 1BX;United Kingdom', 'room 3, 2 nights, self check-in code sent on day of arrival', ''),
 (H, 'Rooms Marija Hvar', '', 'Ulica Petra Hektorovića 9;Hvar;;21450;Croatia', 'sobe, 22–26 June, owner lives next door', ''),
 (H, 'Villa Luna Uluwatu', '', 'Jl. Labuan Sait;Pecatu;Bali;80361;Indonesia', 'private pool villa, 5 nights, airport pickup 21:30, check-in 2pm', ''),
 (H, 'Lakeview Cabins Ely', '', '2100 Fernberg Rd;Ely;MN;55731;USA', 'cabin 6, Jul 3–7, canoe incl.', 'URL:https://www.vrbo.com/2281734'),
 (H, 'Thalassa Apartments Naxos', '', 'Agios Prokopios;Naxos;;843 00;Greece', 'check in 14:00, 6 nights, transfer from port', ''),
 (H, 'Apartments Ivana Split', '', 'Ulica Kamila Tončića 5;Split;;21000;Croatia', 'dolazak 15h, 5 nights, Ivana meets us at the ferry', ''),
 (H, 'Karoo Stars Farm Stay', '', 'R63;Graaff-Reinet;Eastern Cape;6280;South Africa', 'arrival 15:00, 2 nights, braai pack ordered', ''),
]
# W0: weak word in the name, no NOTE (some with a booking URL or an EMAIL)
W0 = [
 (H, 'Ivy Cottage Bourton-on-the-Water', '', 'Sherborne Street;Bourton-on-the-Water;Gloucestershire;GL54 2BY;United Kingdom', '', ''),
 (H, 'Curlew Cottages Ballyvaughan', '', 'Coast Road;Ballyvaughan;Co. Clare;H91 Y8R2;Ireland', '', ''),
 (H, 'Villa Vittoria Positano', '', 'Via Pasitea 118;Positano;SA;84017;Italy', '', 'URL:https://www.airbnb.com/rooms/44718203'),
 (H, 'Amalia Villas Lourdata', '', 'Lourdata;Kefalonia;;280 83;Greece', '', ''),
 (H, 'Olduvai Ridge Tented Camp', '', 'Ngorongoro Conservation Area;Karatu;Arusha;;Tanzania', '', 'EMAIL:reservations@olduvairidgecamp.co.tz'),
 (H, 'Tshukudu Bush Camp Timbavati', '', 'Timbavati Private Nature Reserve;Hoedspruit;Limpopo;1380;South Africa', '', ''),
 (H, 'Apartamentos Sol y Mar Benidorm', '', 'Avenida del Mediterráneo 44;Benidorm;Alicante;03503;Spain', '', ''),
 (H, 'Appartements Les Terrasses du Port Collioure', '', '4 rue de la Démocratie;Collioure;;66190;France', '', ''),
 (H, 'Ferienwohnung Sonnenhang Garmisch', '', 'Höllentalstraße 15;Garmisch-Partenkirchen;Bayern;82467;Germany', '', 'URL:https://www.fewo-direkt.de/ferienwohnung/p4471902'),
 (H, 'Chalet Bergfrieden Grindelwald', '', 'Kirchbühlstrasse 31;Grindelwald;BE;3818;Switzerland', '', ''),
 (H, 'Whispering Pines Cabins Gatlinburg', '', '612 Ski Mountain Rd;Gatlinburg;TN;37738;USA', '', 'URL:https://www.vrbo.com/1193827'),
 (H, 'Glacier View Lodge Franz Josef', '', '46 Cron Street;Franz Josef;;7886;New Zealand', '', ''),
 (H, 'Dar Zitoune Essaouira', '', '25 Rue Malek Ben Morhal;Essaouira;;44000;Morocco', '', ''),
 (H, 'Baan Rim Nam Pai', '', '88 Moo 3 Wiang Tai;Pai;Mae Hong Son;58130;Thailand', '', ''),
 (H, 'Casa da Ribeira Óbidos', '', 'Rua da Ribeira 6;Óbidos;;2510-090;Portugal', '', ''),
 (H, 'Wategos Beach House Byron Bay', '', '12 Marine Parade;Byron Bay;NSW;2481;Australia', '', 'URL:https://www.stayz.com.au/holiday-rental/p9120447'),
 (H, 'Gumnut Farm Stay Mudgee', '', '310 Hill End Road;Mudgee;NSW;2850;Australia', '', ''),
 (H, 'Sidemen Tree House', '', 'Jl. Raya Sidemen;Sidemen;Bali;80864;Indonesia', '', ''),
 (H, 'Rooms Zora Korčula', '', 'Šetalište Frana Kršinića 22;Korčula;;20260;Croatia', '', ''),
 (H, 'Loch Ness Log Cabins', '', 'Dores Road;Inverness;;IV2 6TR;United Kingdom', '', ''),
 (H, 'Kalk Bay Cottages', '', '7 Quarry Road;Kalk Bay;Western Cape;7975;South Africa', '', ''),
 (H, 'Seal Cove Cottages Prince Edward Island', '', '1410 Route 6;Stanley Bridge;PE;C0B 1E0;Canada', '', ''),
]
# L: holiday lets read from the NOTE (names with no lodging word, or a weak one)
L = [
 (H, 'Trevose Barn Padstow', '', 'Trevose Head;Padstow;Cornwall;PL28 8SL;United Kingdom', 'Sat to Sat 19–26 Jul, keysafe by the door 1842, towels provided', ''),
 (H, 'Maison Lavande Gordes', '', 'Chemin de la Fontaine;Gordes;;84220;France', 'arrivée samedi 16h, boîte à clés 5190, linge fourni, propriétaire habite à côté', ''),
 (H, 'Haus Alpenrose Kirchberg', '', 'Aschauer Straße 40;Kirchberg in Tirol;Tirol;6365;Austria', 'Anreise Sa ab 15 Uhr, Schlüsseltresor 2468, Bettwäsche und Handtücher inkl.', ''),
 (H, 'Tigh na Mara Plockton', '', 'Harbour Street;Plockton;Ross-shire;IV52 8TN;United Kingdom', 'changeover day Saturday, key box code 3107, welcome pack on arrival', ''),
 (H, 'Dún na Mara Dingle', '', 'Ventry Road;Dingle;Co. Kerry;V92 F6P3;Ireland', 'key collection from Mrs O\'Shea next door, arrival after 4pm Sat, departure 10am', ''),
 (H, 'Podere Le Ginestre', '', 'Località Le Ginestre 4;Radda in Chianti;SI;53017;Italy', 'cambio sabato, arrivo dalle 16, cassetta delle chiavi codice 4512, biancheria inclusa', ''),
 (H, 'Cortijo El Algarrobo', '', 'Camino de Busquístar;Trevélez;Granada;18417;Spain', 'llegada sábado 17h, caja de llaves 0909, sábanas y toallas incluidas', ''),
 (H, 'Quinta do Vale Monchique', '', 'Estrada da Fóia;Monchique;;8550-257;Portugal', 'check-in 16h, caixa de chaves 2222, owner lives next door', ''),
 (H, 'Spiti Eleni Paxos', '', 'Loggos;Paxos;;490 82;Greece', 'arrival Sat, departure Sat, keys in lockbox, welcome pack: wine, bread, eggs', ''),
 (H, 'Kuća Lavanda Vis', '', 'Put Svetog Jurja 3;Vis;;21480;Croatia', 'arrival 15:00 departure 10:00, key box by the gate code 1706', ''),
 (H, 'Salt Marsh Hideaway Chatham', '', '22 Barcliff Ave;Chatham;MA;02633;USA', 'Sat to Sat Jul 12–19, door code 5523, linens provided, bring beach towels', ''),
 (H, 'Lakeside A-Frame Muskoka', '', '1088 Peninsula Rd;Port Carling;ON;P0B 1J0;Canada', 'check-in 4pm Fri, departure 11am Sun, lockbox 1967', ''),
 (H, 'Binalong Shack Bay of Fires', '', '14 Gardens Road;Binalong Bay;TAS;7216;Australia', 'arrival 3pm, departure 10am, key safe code 3340, linen provided', ''),
 (H, 'Onetangi Bach Waiheke', '', '31 The Strand;Onetangi;Waiheke Island;1081;New Zealand', '3 nights, key in lockbox 8842, strip the beds on departure', ''),
 (H, 'Mas des Cigales Uzès', '', 'Route de Bagnols;Uzès;;30700;France', 'location semaine, arrivée samedi 17h, départ samedi 10h, linge de lit fourni', ''),
 (H, 'Wohnung Elbblick Dresden', '', 'Schillerstraße 12;Dresden;;01326;Germany', 'Check-in ab 15 Uhr, Schlüsselbox am Eingang, Code 4711, Handtücher vorhanden', ''),
 (H, 'Kingfisher Loft Hickling', '', 'Staithe Road;Hickling;Norfolk;NR12 0YW;United Kingdom', 'changeover Friday, key safe 0506, welcome pack and dog towels provided', ''),
 (H, 'Die Opstal Paternoster', '', '9 Sampson Street;Paternoster;Western Cape;7381;South Africa', 'self-catering, keys from the owner next door, linen & towels provided, check-out 10h', ''),
 (H, 'Sa Tanca Pollença', '', 'Camí de Can Sales;Pollença;Illes Balears;07460;Spain', 'entrada sábado, caja de llaves en la verja, código 1357, cambio de toallas miércoles', ''),
 (H, 'Rumah Kayu Canggu', '', 'Jl. Pantai Batu Bolong 77;Canggu;Bali;80351;Indonesia', 'arrival 2pm, door code 2808, 6 nights, scooter from Wayan', ''),
 (H, 'Ban Saeng Chan Koh Yao Noi', '', '45 Moo 5;Koh Yao Noi;Phang Nga;82160;Thailand', 'arrival 14 Mar, departure 20 Mar, key box by the door 9090, boat from Bang Rong 13:00', ''),
]
# traps: weak words in businesses that are no place to stay
TV = [  # villa
 (N, 'Villa Borghese Bioparco', '', 'Piazzale del Giardino Zoologico 1;Roma;RM;00197;Italy', 'biglietti 10:30', ''),
 (N, 'Villa Medica Klinik Edenkoben', '', 'Weinstraße 36;Edenkoben;;67480;Germany', 'Termin 14.–16.3., Aufnahme 8:30, Dr. Heller', ''),
 (N, 'Villa Necchi Campiglio', '', 'Via Mozart 14;Milano;MI;20122;Italy', '', ''),
 (N, 'Villa Sorrento Restaurant Bristol', '', '62 Whiteladies Road;Bristol;;BS8 2QA;United Kingdom', 'table for 6 Sat 7:30', 'URL:https://www.opentable.co.uk/villa-sorrento-bristol'),
 (N, 'Villa Park', '', 'Trinity Road;Birmingham;;B6 6HE;United Kingdom', 'Block K row 11 seat 114', ''),
 (N, 'Villa Ephrussi de Rothschild', '', '1 avenue Ephrussi de Rothschild;Saint-Jean-Cap-Ferrat;;06230;France', '', ''),
]
TC = [  # camp
 (N, 'Spotify Camp Nou', '', 'Carrer d\'Aristides Maillol 12;Barcelona;;08028;Spain', 'tour 11:00, 2 adults 1 child', ''),
 (N, 'Camp Kinnikinnick Summer Camp', '', '4200 Lakeshore Dr;Antrim;NH;03440;USA', 'Jake: drop-off Jul 6, pick-up Jul 27, cabin 4, bring sleeping bag', ''),
 (N, 'Clapham Common Boot Camp', '', 'Windmill Drive;London;;SW4 9DE;United Kingdom', 'Tue/Thu 6:30am', ''),
 (N, 'Base Camp Outfitters Bozeman', '', '17 W Main St;Bozeman;MT;59715;USA', '', ''),
 (N, 'Fritz Berger Campingbedarf', '', 'Fritz-Berger-Straße 1;Neumarkt in der Oberpfalz;Bayern;92318;Germany', 'Vorzelt bestellt, Abholung ab 12.5.', ''),
 (N, 'Camp David Store Düsseldorf', '', 'Königsallee 60;Düsseldorf;;40212;Germany', '', ''),
]
TA = [  # apartments: leasing, agents, property managers
 (N, 'Riverside Apartments Leasing Office', '', '1500 E Riverside Dr;Austin;TX;78741;USA', 'move-in Aug 1, keys at leasing office, app fee $50', ''),
 (N, 'The Metropolitan Apartments Management Office', '', '1111 S Wabash Ave;Chicago;IL;60605;USA', '', ''),
 (N, 'Inmobiliaria Costa Sol Apartamentos en Venta', '', 'Avenida Jesús Santos Rein 12;Fuengirola;Málaga;29640;Spain', 'visita piso 3B sábado 11h', ''),
 (N, 'Agence du Port Appartements & Villas', '', '14 quai Duperré;La Rochelle;;17000;France', '', ''),
 (N, 'Hausverwaltung Brenner', '', 'Leopoldstraße 77;München;;80802;Germany', 'Wohnungsübergabe 1.4. 10 Uhr, Schlüssel und Zählerstände', 'TITLE:Hausverwaltung'),
]
TO = [  # cottage
 (N, 'The Cottage Bakery Hexham', '', '8 Fore Street;Hexham;Northumberland;NE46 1LZ;United Kingdom', '', ''),
 (N, 'The Old Cottage Tea Rooms Tintagel', '', 'Fore Street;Tintagel;Cornwall;PL34 0DA;United Kingdom', '', ''),
 (N, 'Cottage Inn Pizza Ann Arbor', '', '512 E William St;Ann Arbor;MI;48104;USA', '', ''),
 (N, 'The Thatched Cottage Pub Farnham', '', 'Frensham Road;Farnham;Surrey;GU10 3AX;United Kingdom', 'quiz night Weds', ''),
 (N, 'Cottage Garden Nursery Ashbourne', '', 'Derby Road;Ashbourne;Derbyshire;DE6 1HP;United Kingdom', '', ''),
]
TB = [  # cabin / cabinet
 (N, 'Brennan Cabinet Makers', '', 'Tuam Road;Galway;;H91 R8K4;Ireland', 'kitchen fitting 12–14 Nov, key collection from neighbour', ''),
 (N, 'Ashwood Cabinetry Ltd', '', 'Unit 4 Mill Lane;Stockport;;SK1 2PN;United Kingdom', '', ''),
 (N, 'Northern Log Cabin Builders', '', '2271 Hwy 11 N;Gravenhurst;ON;P1P 1R1;Canada', 'site visit Jun 3–4', ''),
 (N, 'Cabin Fever Escape Rooms', '', '201 Flinders Lane;Melbourne;VIC;3000;Australia', 'booked Sat 2pm, 5 players', ''),
]
TH = [  # chalet
 (N, 'Swiss Chalet Rotisserie & Grill', '', '234 Bloor St W;Toronto;ON;M5S 1T8;Canada', '', ''),
 (N, 'Chaletbau Pinzgau Holzbau GmbH', '', 'Gewerbestraße 9;Zell am See;Salzburg;5700;Austria', 'Angebot Chalet 120 m², Baubeginn April', ''),
 (N, 'Le Chalet du Lac Bois de Vincennes', '', 'Lac de Saint-Mandé;Paris;;75012;France', 'dîner samedi 20h30', ''),
]
TD = [  # dar
 (N, 'Dar Al Saqi Publishing', '', '26 Westbourne Grove;London;;W2 5RH;United Kingdom', '', 'TITLE:Publisher || EMAIL:rights@daralsaqi.example'),
 (N, 'Dar Yacout Restaurant', '', '79 Derb Sidi Ahmed Soussi;Marrakech;;40000;Morocco', 'dîner 20h30, 4 personnes', ''),
 (N, 'Musée Dar el Bacha', '', 'Route Sidi Abdelaziz;Marrakech;;40000;Morocco', '', ''),
]
TT = [  # baan
 (N, 'Baan Siam Thai Kitchen Wellington', '', '64 Cuba Street;Wellington;;6011;New Zealand', '', ''),
 (N, 'Baan Khanitha Sukhumvit 23', '', '36/1 Sukhumvit Soi 23;Bangkok;;10110;Thailand', 'dinner 7pm, 3 people', ''),
 (N, 'Baan Thai Massage Leeds', '', '21 Call Lane;Leeds;;LS1 7BT;United Kingdom', '', ''),
]
TS = [  # casa
 (N, 'Casa Lucio Madrid', '', 'Calle de la Cava Baja 35;Madrid;;28005;Spain', 'reserva 21:30, huevos estrellados', ''),
 (N, 'Casa Batlló', '', 'Passeig de Gràcia 43;Barcelona;;08007;Spain', 'entrada 9:30', 'URL:https://www.casabatllo.es'),
 (N, 'Casa Mono New York', '', '52 Irving Pl;New York;NY;10003;USA', '', ''),
 (N, 'Casa de Diego Abanicos y Paraguas', '', 'Puerta del Sol 12;Madrid;;28013;Spain', '', ''),
]
TL = [  # lodge
 (N, 'Lodge St Kessog No. 1207', '', 'Masonic Hall, 12 Main Street;Callander;;FK17 8BJ;United Kingdom', 'installation 2nd Friday, regalia', 'TITLE:Secretary'),
 (N, 'Moose Lodge 1129 Sedona', '', '110 Airport Rd;Sedona;AZ;86336;USA', '', ''),
 (N, 'Lodge Cast Iron Outlet Sevierville', '', '1860 Winfield Dunn Pkwy;Sevierville;TN;37876;USA', '', ''),
 (N, 'Lodge & Thomas Solicitors', '', '3 Market Place;Malton;North Yorkshire;YO17 7LX;United Kingdom', 'completion 28 Mar, keys released from agent', ''),
]
TU = [  # house, farm, tree house, rooms
 (N, 'Sydney Opera House Box Office', '', 'Bennelong Point;Sydney;NSW;2000;Australia', 'Sat 8pm, row K 21–22', ''),
 (N, 'The Original Pancake House Portland', '', '8601 SW 24th Ave;Portland;OR;97219;USA', '', ''),
 (N, 'Custom House Visitor Centre Dublin', '', 'Custom House Quay;Dublin 1;;D01 W6X0;Ireland', '', ''),
 (N, 'Hollins Farm Shop Kendal', '', 'Burneside Road;Kendal;Cumbria;LA9 6EB;United Kingdom', '', ''),
 (N, 'Happy Valley Farm Stall Elgin', '', 'N2, Houw Hoek Pass;Elgin;Western Cape;7180;South Africa', '', ''),
 (N, 'Kentish Town City Farm', '', '1 Cressfield Close;London;;NW5 4BN;United Kingdom', 'volunteer Sun 10–1', ''),
 (N, 'The Treehouse Restaurant Alnwick Garden', '', 'Denwick Lane;Alnwick;Northumberland;NE66 1YU;United Kingdom', 'lunch 1pm', ''),
 (N, 'Assembly Rooms Edinburgh', '', '54 George Street;Edinburgh;;EH2 2LR;United Kingdom', 'Fringe show 7:40pm', ''),
 (N, 'Georgian Tea Rooms Bridlington', '', '56 High Street;Bridlington;;YO16 4QA;United Kingdom', '', ''),
]
# NOTE traps: key safes, door codes, arrival/departure dates at places that are no place to stay
TN = [
 (N, 'Harbourside Accountants', '', '3 Canon\'s Road;Bristol;;BS1 5TX;United Kingdom', 'door code 4821#, 2nd floor, park in bay 6', ''),
 (N, 'Iron Works Gym Brooklyn', '', '168 N 10th St;Brooklyn;NY;11211;USA', 'door code 7731 for 24h access, locker 18', ''),
 (N, 'Shurgard Self Storage Köln-Ehrenfeld', '', 'Vogelsanger Straße 187;Köln;;50825;Germany', 'Zugangscode 2934, Einheit C-114, Vertrag bis 31.10.', ''),
 (N, 'Kontor Coworking Hamburg', '', 'Stresemannstraße 29;Hamburg;;22769;Germany', 'Zugangscode 5580#, Schließfach 12, Check-in am Empfang', ''),
 (N, 'Smile Budapest Dental Clinic', '', 'Váci utca 40;Budapest;;1056;Hungary', 'implants: arrival Mon 12 May, treatment 12–16 May, departure Fri, 9:00 first visit', ''),
 (N, 'Whitegates Boarding Kennels', '', 'Long Lane;Tarporley;Cheshire;CW6 9RP;United Kingdom', 'Bella: arrival 2 Aug, departure 16 Aug, bring her bed', ''),
 (N, 'APH Gatwick Meet & Greet Parking', '', 'Lowfield Heath Road;Crawley;West Sussex;RH11 0PQ;United Kingdom', 'arrival 14 Jul 06:00, return 28 Jul, leave keys at desk, booking APH-44190', ''),
 (N, 'Klinikum Passau', '', 'Innstraße 76;Passau;;94032;Germany', 'Aufnahme 3.5., Entlassung ca. 7.5., Station 2/3', ''),
 (N, 'Sixt Lyon Part-Dieu', '', '96 boulevard Vivier Merle;Lyon;;69003;France', 'after-hours key box, return by 8am Sun', ''),
 (N, 'Foxtons Islington', '', '142 Upper Street;London;;N1 1QY;United Kingdom', 'viewing Sat 11am, keys from office, flat 2 door code 3391', ''),
 (N, 'Delengua Spanish School Granada', '', 'Calle Calderería Vieja 20;Granada;;18010;Spain', 'course 6–17 May, arrival Sunday, placement test Mon 9:00', ''),
]
# people: a friend's flat, a dog-sitter, a cleaner, a parent's house, names with weak words
TP = [
 (N, 'Sophie Laurent', 'Laurent;Sophie;;;', '18 rue des Martyrs;Paris;;75009;France', 'flat 4B, door code 1290A, keys with the gardienne, staying 12–15 March while she is away (water the plants)', ''),
 (N, 'Tom Hargreaves', 'Hargreaves;Tom;;;', '5 Meadow Close;Harrogate;;HG1 4RT;United Kingdom', 'key safe 6612 by the back door, walks Mon/Wed/Fri, holiday 3–17 Aug: daily visits', 'TITLE:Dog sitter'),
 (N, 'Maria Santos', 'Santos;Maria;;;', '', 'Thursdays 9–12, picks up the key from the key box (code 2040), leaves it back after', 'TITLE:Cleaner'),
 (N, 'Mum & Dad', 'Whitfield;Anne & Peter;;;', '27 Beech Grove;Taunton;Somerset;TA1 4LX;United Kingdom', 'spare key in key safe 1955, alarm 2468, Christmas 23–27 Dec', ''),
 (N, 'Ricardo Villa', 'Villa;Ricardo;;;', 'Rua Augusta 110;Lisboa;;1100-053;Portugal', '', 'TITLE:Contabilista'),
 (N, 'Hannah Cottage', 'Cottage;Hannah;;;', '14 Elm Road;Cardiff;;CF14 3AB;United Kingdom', '', ''),
 (N, 'Erik Lindqvist', 'Lindqvist;Erik;;;', 'Storgatan 8;Sälen;;780 67;Sweden', 'owns the ski chalet we rented 2024, friend of Anna', 'ORG:Lindqvist Bygg AB || TITLE:Carpenter'),
]
groups = [('W1', W1), ('W0', W0), ('L', L), ('T-villa', TV), ('T-camp', TC), ('T-apartments', TA), ('T-cottage', TO),
          ('T-cabin', TB), ('T-chalet', TH), ('T-dar', TD), ('T-baan', TT), ('T-casa', TS), ('T-lodge', TL),
          ('T-house/farm/treehouse/rooms', TU), ('T-note', TN), ('T-person', TP)]
rows = [(g,) + r for g, rs in groups for r in rs]
random.Random(16).shuffle(rows)
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f, \
     open(os.path.join(here, 'classes.tsv'), 'w', encoding='utf-8') as c:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    c.write('id\tclass\tlabel\tname\n')
    for i, (g, label, name, n, adr, note, extra) in enumerate(rows, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'D{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
        c.write(f'D{i:03d}\t{g}\t{label}\t{name}\n')
print(' '.join(f'{g}={len(rs)}' for g, rs in groups), 'total', len(rows),
      'hotel', sum(r[1] == H for r in rows), 'not', sum(r[1] == N for r in rows),
      'no-note', sum(not r[5] for r in rows))
