#!/usr/bin/env python3
"""Writes cards.tsv for review69: one realistic address book of a Lagos-based family - Tunde Ogundipe, a partner
in a Lagos firm of chartered accountants (Okonjo Adewale & Co), who audits and advises clients in Abuja, Port
Harcourt and Accra and goes to London for a conference; his wife Ekaette (Eka), a pharmacist from Calabar, who
plans the family's trips: Christmas and the Carnival in Calabar and Obudu, his mother in Ibadan and Oyo, a
remembrance service, weddings in Lagos, Enugu and Ibadan, their son Dare's NYSC year in Jos, Easter in Accra and
at Ikogosi, Yankari, summers in London near his sister Bimpe, a shopping week in Dubai; relations and guests put
up in Lagos (hotels, short-lets, serviced apartments, a guest house in Ikeja GRA, beach resorts and a beach
house) - and the home contacts around them. Not traps, but a Nigerian book has its own: bukas, a mama put and
'hotel' eateries (Iya Oyo Hotel, Mama Ngozi Hotel & Catering Services) that sell food and let no rooms, a chop
bar and Asanka Local in Accra, a seafood 'hut', a bar called The Lodge, a hotel's restaurant (Bukka at the
Transcorp Hilton), event centres (one inside Eko Hotels, a hall of the Federal Palace Hotel), a care home in
London called Brambles Lodge (with the uncle whose address it is), a pet hotel, an online hotel booking company
(Jumia Travel) and a travel agency, a developer's 'Residences', day beach huts at Tarkwa Bay, the NYSC
orientation camp, a sleeper train to Kano, a night bus, a ferry and a dinner cruise, family names Alejo (Yoruba:
guest), Marriott and Lodge and a man called Innocent, hotel staff and hosts whose ORG is their place, a
landlady's own card. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines.
A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, chalet, apartment, dorm bunk or tent pitch at for the night (hotels,
aparthotels, serviced and short-let apartments, hostels, guest houses, ile alejo and masaukin baki, resorts with
rooms or chalets, a beach house let for a weekend, a camp of chalets in a game reserve, an eco-lodge with bungalows
and tent pitches); not = everything else, including hotel staff's, hosts' and a landlady's personal cards,
restaurants, bukas and 'hotel' eateries, bars, event centres, care homes, a pet hotel, travel agencies and booking
sites, day beach huts, the NYSC camp, a sleeper train, a night bus, boats. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
NG, GH, UK, AE = 'Nigeria', 'Ghana', 'United Kingdom', 'United Arab Emirates'
C = [
 # --- Lagos: guests, staycations, airport nights
 (H, 'Lagos Oriental Hotel', '', '3 Lekki Road;Victoria Island;Lagos;;' + NG, 'Aunty Bimpe + kids 4 nights from 19 Dec, booking no LOH-220913, breakfast for 3', ''),
 (H, 'Federal Palace Hotel', '', '6-8 Ahmadu Bello Way;Victoria Island;Lagos;;' + NG, '', ''),
 (H, 'Lagos Continental Hotel', '', 'Plot 52A Kofo Abayomi Street;Victoria Island;Lagos;;' + NG, 'Mr Asante team from Accra - 2 nights, bill to office. check in 2pm', ''),
 (H, 'Radisson Blu Anchorage Hotel', '', '1A Ozumba Mbadiwe Avenue;Victoria Island;Lagos;;' + NG, 'our anniversary staycation, lagoon view rm 1104, 1 night', ''),
 (H, 'Radisson Lagos Ikeja', '', '42/44 Isaac John Street, GRA;Ikeja;Lagos;;' + NG, '', ''),
 (H, 'Sheraton Lagos Hotel', '', '30 Mobolaji Bank Anthony Way;Ikeja;Lagos;;' + NG, 'Kayode transit night, flight to Abuja 7am, airport shuttle 5am', ''),
 (H, 'The Delborough Lagos', '', '127 Ahmadu Bello Way;Victoria Island;Lagos;;' + NG, 'Kofi Asante 3 nights, corporate rate, conf DL-55812', 'URL:https://www.thedelboroughlagos.com'),
 (H, 'Moorhouse Ikoyi', '', '1 Bourdillon Road;Ikoyi;Lagos;;' + NG, '', ''),
 (H, 'Maison Fahrenheit', '', '80 Adetokunbo Ademola Street;Victoria Island;Lagos;;' + NG, '1 night after Funke wedding, checkout 12 noon', ''),
 (H, 'Bogobiri House', '', '9 Maitama Sule Street;Ikoyi;Lagos;;' + NG, 'Na here Dare London friends stay. 2 nights B&B, dem like the art', ''),
 (H, 'Southern Sun Ikoyi', '', '47 Alfred Rewane Road;Ikoyi;Lagos;;' + NG, '', ''),
 (H, 'ibis Lagos Airport', '', 'Murtala Muhammed International Airport Road;Ikeja;Lagos;;' + NG, '', ''),
 (H, 'Lagos Marriott Hotel Ikeja', '', '122 Joel Ogunnaike Street, GRA;Ikeja;Lagos;;' + NG, 'Mma + Aunty Affiong, 2 rooms x 3 nights for Ife convocation', ''),
 (H, "Tomi's Shortlet Apartments", '', 'Block 12, Admiralty Way, Lekki Phase 1;Lekki;Lagos;;' + NG, '2 bed shortlet 5 nights Dec, caution fee 100k refundable, 24hr light + wifi, check in 2pm', ''),
 (H, 'Bourdillon Court Serviced Apartments', '', '14 Bourdillon Road;Ikoyi;Lagos;;' + NG, 'Ebere (new manager) 1 month while she dey find house. invoice to HR', 'EMAIL:reservations@bourdilloncourt.ng'),
 (H, 'Banana Island 3-Bed Shortlet', '', 'Close 4, Banana Island;Ikoyi;Lagos;;' + NG, "Eka 50th - 1 night girls' sleepover, NO PARTY rule (!), caution 200k", ''),
 (H, 'Adebola Guest House', '', '7 Oduduwa Crescent, GRA;Ikeja;Lagos;;' + NG, 'Mummy 6 nights for her eye surgery. Room 3 ground floor because of her knee. breakfast pap + akara', ''),
 (H, 'La Campagne Tropicana Beach Resort', '', 'Km 52 Lekki-Epe Expressway, Ikegun;Ibeju-Lekki;Lagos;;' + NG, 'Easter weekend, 2 nights, hut 7, full board. pay balance before Thursday', 'URL:https://lacampagnetropicana.com'),
 (H, 'Inagbe Grand Resort', '', 'Inagbe Island;Lagos;Lagos;;' + NG, '', ''),
 (H, 'Whispering Palms Resort', '', 'Iworo-Ajido Road;Badagry;Lagos;;' + NG, 'office retreat - 2 nights, 12 rooms. boat ride Sat morning', ''),
 (H, 'Ilashe Beach House', '', 'Ilashe Beach;Lagos;Lagos;;' + NG, 'weekend with the Oduyas, 2 nights, N450k all in, boat from Liverpool Road jetty 10am, carry food + drinks', ''),
 (H, 'Epe Resort & Spa', '', 'Oke-Balogun;Epe;Lagos;;' + NG, 'end of year, 2 nights. chalet by the lagoon', ''),
 (H, 'Lagos Airport Hotel', '', '111 Obafemi Awolowo Way;Ikeja;Lagos;;' + NG, 'Mma arrive late from Calabar, 1 night, rm 210', ''),
 (H, 'Protea Hotel by Marriott Ikeja Select', '', '60 Isaac John Street, GRA;Ikeja;Lagos;;' + NG, '', ''),
 # --- Abuja (Tunde's work)
 (H, 'Wells Carlton Asokoro', '', '5 Yakubu Gowon Crescent, Asokoro;Abuja;FCT;;' + NG, 'FinMin audit - 3 nights, corporate rate (Chioma). check out 12', ''),
 (H, 'Bolton White Apartments', '', 'Plot 1137 Ndola Square, Wuse Zone 5;Abuja;FCT;;' + NG, '2 weeks for the NNPC engagement, 1 bed suite, laundry included', ''),
 (H, 'Sheraton Abuja Hotel', '', 'Ladi Kwali Street, Wuse Zone 4;Abuja;FCT;;' + NG, '2 nights, Halima meeting Wed 10am. pool side room', ''),
 (H, 'Nicon Luxury', '', 'Plot 903 Tafawa Balewa Way, Area 11, Garki;Abuja;FCT;;' + NG, '2 nights, rm 618, breakfast from 6:30', ''),
 (H, 'Rockview Hotel Royale', '', 'Plot 1216 Aminu Kano Crescent, Wuse 2;Abuja;FCT;;' + NG, '', ''),
 (H, 'Hawthorn Suites by Wyndham Abuja', '', '1 Uke Street, Garki 2;Abuja;FCT;;' + NG, 'cheaper option, 2 nights. ask for quiet side', ''),
 (H, 'Jabi Lake View Shortlet', '', 'Flat 4, Plot 188 Obafemi Awolowo Way, Jabi;Abuja;FCT;;' + NG, 'Airbnb 3 nights for Dare + friends. host Mrs Ugwu. gate code 2580', ''),
 (H, 'Masaukin Baƙi Alheri', '', 'Plot 22 Gado Nasko Road, Kubwa;Abuja;FCT;;' + NG, 'Kayode recommend am. Dakin 3, kwana biyu, N25k per night. Mallam Ahmed dey manage', ''),
 (H, 'Denis Hotel', '', '3 Aminu Kano Crescent, Wuse 2;Abuja;FCT;;' + NG, '', ''),
 (H, 'Chelsea Hotel Abuja', '', 'Plot 389 Cadastral Zone, Central Business District;Abuja;FCT;;' + NG, 'booking 4418205, 1 night, airport shuttle 5am', ''),
 # --- Port Harcourt
 (H, 'Aldgate Congress Resort', '', 'Aldgate Road, Eliozu;Port Harcourt;Rivers;;' + NG, 'Shell JV year end audit, 4 nights. rm 312, pay at checkout with corporate card', ''),
 (H, 'Novotel Port Harcourt', '', '1 Tombia Street, GRA Phase 2;Port Harcourt;Rivers;;' + NG, 'flight cancel - 1 extra night, Accor no 3081 2274', ''),
 (H, 'Swiss International Mabisel', '', '1 Sani Abacha Road, GRA Phase 3;Port Harcourt;Rivers;;' + NG, '2 nights. generator noisy for back, ask front side', ''),
 (H, 'Golden Tulip Port Harcourt', '', 'Plot 15 Woji Road, Trans-Amadi;Port Harcourt;Rivers;;' + NG, '', ''),
 (H, 'Le Méridien Ogeyi Place', '', '45 Trans-Amadi Road;Port Harcourt;Rivers;;' + NG, 'Tamuno suggest am. 3 nights, bkg HB77201', ''),
 (H, 'Dandy Guest House', '', '12 Elelenwo Street, Rumuola;Port Harcourt;Rivers;;' + NG, 'for the interns - 2 rooms 5 nights, N18k/night, no breakfast', ''),
 # --- Calabar, Obudu, Uyo (Christmas and the Carnival)
 (H, 'Transcorp Hotels Calabar', '', '1 Murtala Mohammed Highway;Calabar;Cross River;;' + NG, 'Carnival - 4 nights 26-30 Dec, 2 rooms, extra bed for Tolu', ''),
 (H, 'Tinapa Lakeside Hotel', '', 'Tinapa Business Resort, Adiabo;Calabar;Cross River;;' + NG, '', ''),
 (H, 'Obudu Mountain Resort', '', 'Obudu Plateau, Obanliku;Obudu;Cross River;;' + NG, 'chalet for 4, 3 nights. cable car ticket separate. e dey cold for night o, carry sweater', ''),
 (H, 'Channel View Hotel', '', 'Eta Agbo Layout;Calabar;Cross River;;' + NG, 'Aunty Affiong people, 3 rooms 2 nights, Mma pay deposit', ''),
 (H, 'Marian Hotel', '', '125 Marian Road;Calabar;Cross River;;' + NG, 'for Driver Sunday, 4 nights during carnival, cash', ''),
 (H, 'Axari Hotel & Suites', '', '18 Ndidem Usang Iso Road;Calabar;Cross River;;' + NG, '', ''),
 (H, 'Diamond Hill 2-bed (Airbnb)', '', '7 Ekpo Abasi Street, Diamond Hill;Calabar;Cross River;;' + NG, "Bimpe's family for carnival, 5 nights. host Eno reply for WhatsApp fast", ''),
 (H, 'Ibom Icon Hotel & Golf Resort', '', 'Nwaniba Road;Uyo;Akwa Ibom;;' + NG, 'stopover on the way to Calabar, 1 night', ''),
 # --- Ibadan, Oyo, Osogbo, Abeokuta, Ekiti (his side)
 (H, 'Hotel De Bently', '', 'Ajibode Road, Sasa;Ibadan;Oyo;;' + NG, "Daddy's remembrance - guests, 6 rooms x 2 nights, deposit paid 150k", ''),
 (H, 'Lafia Hotel', '', 'Apata, Ibadan-Abeokuta Road;Ibadan;Oyo;;' + NG, 'emi ati Eka, 1 night. Mo ti san owo, receipt in email', ''),
 (H, 'IITA International Guest House', '', 'Oyo Road, Moniya;Ibadan;Oyo;;' + NG, '2 nights, very quiet, buffet breakfast 7am. show booking at the gate', ''),
 (H, "D'Rovans Hotel", '', 'Ring Road;Ibadan;Oyo;;' + NG, '', ''),
 (H, 'Carlton Gate', '', 'Oluyole Estate Extension;Ibadan;Oyo;;' + NG, 'owambe weekend, 2 nights deluxe, early check in 10am arranged', ''),
 (H, 'Ilé Ìtura Olúyọ̀lé', '', '24 Oluyole Way;Ibadan;Oyo;;' + NG, 'Alẹ́ méjì fún Dare àti Ayo, yàrá 6. N20k/night', ''),
 (H, 'Ilé Àlejò Ìyá Rẹ̀mí', '', 'Owode Road;Oyo;Oyo;;' + NG, 'Alaafin palace visit, 1 night, 3 rooms. Iya Remi na correct woman, she cook amala for us', ''),
 (H, 'Leisure Spring Hotel', '', 'Old Ikirun Road;Osogbo;Osun;;' + NG, 'Osun-Osogbo festival 2 nights. book early, August dey full', ''),
 (H, 'Owu Crown Hotel', '', 'Ibara Housing Estate;Abeokuta;Ogun;;' + NG, '', ''),
 (H, 'Ikogosi Warm Springs Resort', '', 'Ikogosi;Ikogosi;Ekiti;;' + NG, 'Easter 2 nights, chalet. warm spring + cold spring, kids enjoy am well', ''),
 # --- Jos (Dare's NYSC), Enugu (a wedding), Yankari
 (H, 'Hill Station Hotel', '', 'Tudun Wada;Jos;Plateau;;' + NG, "Dare's passing out - 2 nights, ask for heater", ''),
 (H, 'Crest Hotel & Gardens', '', '15 Old Bukuru Road;Jos;Plateau;;' + NG, 'Dare first weekend out of camp, 1 night, we carry food from Lagos', ''),
 (H, 'Nike Lake Resort', '', 'Nike Lake Road, Abakpa Nike;Enugu;Enugu;;' + NG, "Chidinma's wedding, 2 nights, lake view room 214", ''),
 (H, 'Wikki Camp', '', 'Yankari Game Reserve, Mainamaji;Alkaleri;Bauchi;;' + NG, 'Yankari - 2 nights, chalet 9. game drive 6am + Wikki warm spring', ''),
 # --- Accra and Ghana
 (H, 'Kempinski Hotel Gold Coast City Accra', '', 'Gamel Abdul Nasser Avenue, Ridge;Accra;Greater Accra;;' + GH, 'MTN Ghana engagement 5 nights, rate in GHS. Kofi book am', ''),
 (H, 'Accra City Hotel', '', 'Barnes Road;Accra;Greater Accra;;' + GH, '', ''),
 (H, 'Mövenpick Ambassador Hotel Accra', '', 'Independence Avenue, Ridge;Accra;Greater Accra;;' + GH, '', ''),
 (H, 'Labadi Beach Hotel', '', '1 La Bypass;Accra;Greater Accra;;' + GH, 'Easter with Eka, 3 nights, garden view, breakfast incl.', ''),
 (H, 'Number One Oxford Street', '', '1 Oxford Street, Osu;Accra;Greater Accra;;' + GH, '1 night only, lovely place. conf NO-3390', 'URL:https://www.numberoneoxfordstreet.com'),
 (H, 'Escape3points', '', 'Cape Three Points;Cape Three Points;Western;;' + GH, 'Dare + friends 2 nights - 1 bungalow + tent pitch. no light after 10pm, solar only', ''),
 (H, 'Sajuna Beach Club', '', 'Ada Foah;Ada;Greater Accra;;' + GH, '2 nights, chalet by the estuary, boat to the island incl.', ''),
 (H, 'Oasis Beach Resort', '', 'Victoria Park;Cape Coast;Central;;' + GH, 'night before Kakum canopy walk. beach bungalow, noisy bar till late', ''),
 (H, 'Coconut Grove Beach Resort', '', 'Elmina;Elmina;Central;;' + GH, '', ''),
 # --- London
 (H, 'Premier Inn London Stratford', '', 'International Square, Westfield Stratford City;London;;E20 1GS;' + UK, '4 nights near Bimpe, family room, booking ref LSTR4410982', ''),
 (H, 'Travelodge London Central Euston', '', '1-11 Grafton Place;London;;NW1 1DJ;' + UK, '', ''),
 (H, 'Hilton London Metropole', '', '225 Edgware Road;London;;W2 1JU;' + UK, 'ICAEW conference 3 nights, room 1417', ''),
 (H, 'Motel One London-Tower Hill', '', '24-26 Minories;London;;EC3N 1BY;' + UK, '', ''),
 (H, 'YHA London St Pancras', '', '79-81 Euston Road;London;;NW1 2QE;' + UK, 'Tolu school trip - 3 nights, 6 bed dorm, paid through school', ''),
 (H, 'Royal Arsenal flat (Airbnb)', '', 'Duke of Wellington Avenue, Royal Arsenal Riverside;London;;SE18 6GH;' + UK, 'summer 10 nights, 2 bed, self check in keybox 1906, 15 mins from Bimpe', ''),
 (H, 'Novotel London ExCeL', '', '7 Western Gateway, Royal Victoria Docks;London;;E16 1AA;' + UK, '', ''),
 # --- Dubai
 (H, 'Sofitel Dubai Downtown', '', 'Sheikh Zayed Road, Downtown;Dubai;;;' + AE, 'shopping trip w Eka, 5 nights, rm 3108, no breakfast', ''),
 (H, 'Anantara The Palm Dubai', '', 'East Crescent, Palm Jumeirah;Dubai;;;' + AE, '1 night treat! overwater villa, check in 3pm', ''),
 (H, 'Citymax Hotel Al Barsha', '', 'Al Barsha 1;Dubai;;;' + AE, 'Eka + her friends, 4 nights, 2 twin rooms, near MOE', ''),
 (H, 'Al Khoory Hotel Apartments Al Barsha', '', 'Al Barsha 1, behind Mall of the Emirates;Dubai;;;' + AE, "Kayode's family, 7 nights, 2 bed apartment with kitchen", ''),
 (H, 'فندق فلورا جراند', '', 'Al Rigga Road, Deira;Dubai;;;' + AE, 'Deira near gold souk, 2 nights', ''),
 (H, 'JA Ocean View Hotel', '', 'The Walk, JBR;Dubai;;;' + AE, '', ''),
 # --- not places to stay, beside the trips: food, venues, tours, transport
 (N, 'Amala Shitta', '', 'Shitta Bus Stop, Surulere;Lagos;Lagos;;' + NG, 'amala + gbegiri + ewedu. go before 1pm or e go finish', ''),
 (N, 'Yakoyo Restaurant', '', '20 Obafemi Awolowo Way;Ikeja;Lagos;;' + NG, 'Friday lunch w Kunle', ''),
 (N, 'Iya Oyo Hotel', '', '15 Ojuelegba Road, Surulere;Lagos;Lagos;;' + NG, 'ofada rice + ayamase, 15 packs for office Fri, pay on delivery', ''),
 (N, 'Mama Ngozi Hotel & Catering Services', '', '3 Broad Street, Marina;Lagos;Lagos;;' + NG, 'office lunch N2,500/plate, call order before 11am', ''),
 (N, 'Mama Put Ajoke', '', 'Obalende Motor Park;Obalende;Lagos;;' + NG, 'best ewa agoyin for Island. no credit o', ''),
 (N, 'RSVP Lagos', '', '5 Ologun Agbaje Street;Victoria Island;Lagos;;' + NG, 'anniversary dinner Sat 8pm, table for 2', ''),
 (N, 'The Lodge Bar & Grill', '', '18 Allen Avenue;Ikeja;Lagos;;' + NG, 'football Sunday w the guys, suya + pepper soup', ''),
 (N, 'Bukka Restaurant - Transcorp Hilton', '', '1 Aguiyi Ironsi Street, Maitama;Abuja;FCT;;' + NG, 'dinner w Halima Thu 7:30pm, table for 4', ''),
 (N, 'Ikang Seafood Hut', '', 'Atimbo Road;Calabar;Cross River;;' + NG, 'fresh fish + periwinkle, Sunday after church', ''),
 (N, 'Auntie Muni Chop Bar', '', 'Oxford Street, Osu;Accra;Greater Accra;;' + GH, 'fufu + light soup with Kofi, Tue lunch', ''),
 (N, 'Asanka Local', '', 'Ring Road East, Osu;Accra;Greater Accra;;' + GH, 'team night Fri, live band', ''),
 (N, "Chuku's", '', '274 High Road, Tottenham;London;;N15 4AJ;' + UK, "Bimpe's birthday dinner Sat 7pm, booked for 6", ''),
 (N, 'Eko Hotel Convention Centre', '', 'Plot 1415 Adetokunbo Ademola Street;Victoria Island;Lagos;;' + NG, 'Funke & Tobi reception 2pm, Expo Hall, table 14', ''),
 (N, 'Balmoral Hall, Federal Palace Hotel', '', '6-8 Ahmadu Bello Way;Victoria Island;Lagos;;' + NG, 'Ngozi wedding Sat 12 noon, aso ebi gold', ''),
 (N, 'Landmark Event Centre', '', 'Plot 2 & 3 Water Corporation Road, Oniru;Victoria Island;Lagos;;' + NG, "Eka's pharma expo, stand B12, setup 7am", ''),
 (N, 'Muson Centre', '', '8/9 Marina, Onikan;Lagos;Lagos;;' + NG, '', ''),
 (N, 'Jogor Centre', '', 'Liberty Road, Oke-Ado;Ibadan;Oyo;;' + NG, "Daddy's remembrance reception, hall deposit 500k paid, canopy + chairs separate", ''),
 (N, 'Tarkwa Bay Beach Huts', '', 'Tarkwa Bay;Lagos;Lagos;;' + NG, 'beach hut for the day Sat 10am-5pm, boat from Marina jetty, N60k', ''),
 (N, 'Lekki Conservation Centre', '', 'Km 19 Lekki-Epe Expressway;Lekki;Lagos;;' + NG, 'canopy walk w kids Sat 10am', ''),
 (N, 'Cape Coast Castle', '', 'Victoria Road;Cape Coast;Central;;' + GH, 'tour 10am, guide Kwesi, kids fee GHS 20', ''),
 (N, 'Platinum Heritage Desert Safari', '', 'Al Quoz Industrial 3;Dubai;;;' + AE, 'pickup 3pm from Sofitel, vintage land rover', ''),
 (N, 'Bateaux Dubai', '', 'Al Seef Road, Bur Dubai;Dubai;;;' + AE, 'dinner cruise on the creek 8:30pm, 2 adults, smart casual', ''),
 (N, 'Oriki Spa', '', '10 Bishop Aboyade Cole Street;Victoria Island;Lagos;;' + NG, "Eka birthday massage Sat 11am, 2 people", ''),
 (N, 'NYSC Orientation Camp Mangu', '', 'Mangu-Pankshin Road;Mangu;Plateau;;' + NG, 'Dare in camp 3 weeks, visiting Sunday only, carry provisions', ''),
 (N, 'Nigerian Railway Corporation - Iddo Terminus', '', 'Iddo;Lagos;Lagos;;' + NG, 'Lagos-Kano train, 1st class sleeper, dep Fri 10am, 2 berths', ''),
 (N, 'Lagos Blue Line (Marina Station)', '', 'Marina;Lagos Island;Lagos;;' + NG, 'to Mile 2 for Tolu lesson, Cowry card top up', ''),
 (N, 'ABC Transport', '', 'Jibowu Terminal, Yaba;Lagos;Lagos;;' + NG, 'night bus Lagos-Calabar, seat 3 & 4, leaves 6pm', ''),
 (N, 'Lagos Ferry Services', '', 'Five Cowries Terminal, Falomo;Ikoyi;Lagos;;' + NG, 'ferry to Ikorodu 7:30am, Cowry card', ''),
]
P = [
 # family and household
 (N, 'Mummy Bodija', ';Mummy;;;', '14 Alhaji Ayoola Street, Bodija;Ibadan;Oyo;;' + NG, 'BP drugs monthly. call Sundays after service', ''),
 (N, 'Mma Calabar', 'Bassey;Arit;;;', '22 Ekpo Abasi Street;Calabar;Cross River;;' + NG, 'afang for Christmas. send her money 1st of month', ''),
 (N, 'Eka', 'Ogundipe;Ekaette;;;', '', 'pharmacy close 8pm', 'ORG:HealthPlus Pharmacy || TITLE:Superintendent Pharmacist'),
 (N, 'Dare Ogundipe', 'Ogundipe;Oladare;;;', '', 'NYSC Plateau, PL/24B/1123', ''),
 (N, 'Ife Ogundipe', 'Ogundipe;Ifeoluwa;;;', '', 'UNILAG convocation 14 Feb', ''),
 (N, 'Tolu Ogundipe', 'Ogundipe;Toluwani;;;', '', 'JSS3, swimming Wed', ''),
 (N, 'Bimpe Adeyemi', 'Adeyemi;Abimbola;;;', '41 Plumstead Road;London;;SE18 7BZ;' + UK, 'my sister. WhatsApp only, UK time -1', ''),
 (N, 'Kayode Ogundipe', 'Ogundipe;Kayode;;;', '', 'brother, Abuja', 'ORG:Federal Inland Revenue Service'),
 (N, 'Uncle Dele', 'Ogundipe;Oladele;;;', 'Brambles Lodge Care Home, 15 Mitcham Road;London;;SW17 9NA;' + UK, "Daddy's younger brother, room 12. visiting 2-5pm", ''),
 (N, 'Driver Sunday', 'Okon;Sunday;;;', '', 'salary 28th, off on Sunday', ''),
 (N, 'Innocent Okonkwo', 'Okonkwo;Innocent;;;', '', 'electrician. inverter battery check every 3 months', ''),
 (N, 'Chidi Tailor', 'Eze;Chidi;;;', '', 'aso ebi for Funke wedding - 2 agbada, collect Fri', ''),
 (N, 'Bunmi Alejo', 'Alejo;Olabunmi;;;', '9 Admiralty Road, Lekki Phase 1;Lekki;Lagos;;' + NG, 'neighbour no 9, diesel contribution for estate gen', ''),
 (N, 'Pastor Femi Adeniran', 'Adeniran;Femi;;;', '', 'thanksgiving service 10am', 'ORG:RCCG Chapel of Grace Lekki'),
 (N, 'Helen Lodge', 'Lodge;Helen;;;', '', "Tolu's form tutor, PTA Thu 4pm", 'ORG:Greensprings School || TITLE:Form Tutor'),
 # colleagues and clients
 (N, 'Ngozi Okafor', 'Okafor;Ngozi;;;', '', 'audit manager. wedding Sat - aso ebi gold', 'ORG:Okonjo Adewale & Co || TITLE:Audit Manager'),
 (N, 'Halima Bello', 'Bello;Halima;;;', '', 'FinMin, Abuja. call after 10am', 'ORG:Federal Ministry of Finance || TITLE:Director, Internal Audit'),
 (N, 'Tamuno Briggs', 'Briggs;Tamunoemi;;;', '', 'JV audit PH, site visit Tue', 'ORG:Shell Petroleum Development Company || TITLE:Finance Manager'),
 (N, 'Kofi Asante', 'Asante;Kofi;;;', '', 'MTN Ghana, steering committee Thu 10am GMT', 'ORG:MTN Ghana || TITLE:Head of Finance || EMAIL:kofi.asante@mtn.com.gh'),
 (N, 'Claire Marriott', 'Marriott;Claire;;;', '', 'ICAEW panel, London, send slides by Fri', 'ORG:ICAEW || TITLE:Director, International'),
 # hotel staff, hosts, a landlady
 (N, 'Chioma Eze', 'Eze;Chioma;;;', '', 'corporate rate 2025, send LPO', 'ORG:Wells Carlton Hotel & Apartments || TITLE:Reservations Manager'),
 (N, 'Akosua Mensah', 'Mensah;Akosua;;;', '', 'WhatsApp, can arrange airport pickup', 'ORG:Labadi Beach Hotel || TITLE:Sales Executive'),
 (N, 'Efe Ogbeide', 'Ogbeide;Efe;;;', '', 'chalet booking + cable car', 'ORG:Obudu Mountain Resort || TITLE:Guest Relations'),
 (N, 'Mallam Ahmed', 'Ahmed;Mallam;;;', '', 'caretaker, call before 10pm', 'ORG:Masaukin Baƙi Alheri'),
 (N, 'Iya Remi', 'Ajayi;Morenike;;;', '', 'o ma n se amala fun wa. send her airtime', 'ORG:Ilé Àlejò Ìyá Rẹ̀mí'),
 (N, 'Eno Effiong', 'Effiong;Eno;;;', '', 'Diamond Hill apartment host, keys with security man', ''),
 (N, 'Mrs Adunni Bakare', 'Bakare;Adunni;;;', '', 'owner of Tomi shortlet Lekki - Bimpe 5 nights Dec. caution fee 100k pay to GTB, she go refund after checkout', ''),
]
O = [
 # work, home, money
 (N, 'Okonjo Adewale & Co', '', '12 Broad Street, 8th Floor;Lagos Island;Lagos;;' + NG, 'expense claims to Bisi by 5th', 'URL:https://www.okonjoadewale.com'),
 (N, 'GTBank Akin Adesola', '', '635 Akin Adesola Street;Victoria Island;Lagos;;' + NG, 'account officer Bisola, ext 2214', ''),
 (N, 'AXA Mansard Health', '', '', 'HMO no AXM-558102, Reddington covered', 'KIND:org'),
 # travel agencies, booking, visas, airlines
 (N, 'Jumia Travel', '', '', 'refund for cancelled Abuja hotel booking, ticket JT-88120', 'URL:https://travel.jumia.com || KIND:org'),
 (N, 'Wakanow', '', '2 Adeola Odeku Street;Victoria Island;Lagos;;' + NG, 'Dubai package - flight + visa, pay balance 15th', ''),
 (N, 'VFS Global Lagos', '', 'Ozumba Mbadiwe Avenue;Victoria Island;Lagos;;' + NG, 'UK visa biometrics Tue 9:15am, carry bank statement', ''),
 (N, 'United Nigeria Airlines', '', '', 'Lagos-Abuja 7am, ref UN4T2K', 'KIND:org'),
 (N, 'Ibom Air', '', '', 'Lagos-Calabar, booking ref QI8XT2', ''),
 (N, 'Emirates Skywards', '', '', 'EK 551 227 903, silver', 'KIND:org'),
 (N, 'Virgin Atlantic', '', '', 'LOS-LHR, seats 34A/34B', ''),
 (N, 'Arik Air', '', '', 'Lagos-Accra 11:30', ''),
 # pets, property, care
 (N, 'Petville Pet Hotel & Spa', '', '5 Fola Osibo Road, Lekki Phase 1;Lekki;Lagos;;' + NG, 'Bingo boarding 10 nights while we travel, vaccination card needed, N8k/night', ''),
 (N, 'Brambles Lodge Care Home', '', '15 Mitcham Road;London;;SW17 9NA;' + UK, 'Uncle Dele fees - standing order 1st', ''),
 (N, 'Lekki Pearl Residences', '', 'Lekki Pearl Estate, Jakande;Lekki;Lagos;;' + NG, 'off plan 3 bed, 30% paid, allocation letter pending. sales office 9-5', ''),
 # health
 (N, 'Reddington Hospital', '', '12 Idowu Martins Street;Victoria Island;Lagos;;' + NG, 'Eka check up Tue 9am, Dr Balogun', ''),
 (N, 'Eye Foundation Hospital', '', '27 Isaac John Street, GRA;Ikeja;Lagos;;' + NG, 'Mummy cataract surgery 14 Mar 8am, no food from midnight', ''),
 (N, 'Lagoon Hospitals', '', '17B Bourdillon Road;Ikoyi;Lagos;;' + NG, '', ''),
 # school, shops, orders
 (N, 'Greensprings School', '', '32 Olatunde Ayoola Avenue, Anthony;Lekki;Lagos;;' + NG, 'fees due 5 Sept, bursar ext 104', ''),
 (N, 'Cakes by Tosin', '', '', 'Ife graduation cake, 2 tier, pick up Fri 4pm, paid 70k', ''),
 (N, 'Alhaja Fausat Lace', '', 'Balogun Market, Lagos Island;Lagos;Lagos;;' + NG, 'aso ebi lace 5 yards x 12 for Funke wedding, balance on collection', ''),
 (N, 'Shoprite Lekki', '', 'Admiralty Way, Lekki Phase 1;Lekki;Lagos;;' + NG, '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BJ{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
hotels = sum(r[0] == H for r in C + P + O)
print(len(C), len(P), len(O), len(C) + len(P) + len(O), 'hotels', hotels)
