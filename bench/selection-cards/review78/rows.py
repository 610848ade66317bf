#!/usr/bin/env python3
"""Writes cards.tsv for review78: one realistic address book of a Riga-based Latvian family - Edgars Kalniņš, a
grid planning engineer with AS "Augstsprieguma tīkls" (the Latvian transmission system operator), travelling for
work to Vilnius, Kaunas, Tallinn, Tartu, Helsinki, Stockholm, Warsaw, Berlin and Oslo (Litgrid, Eesti Energia, Helen,
Svenska kraftnät, PSE, 50Hertz, Statkraft); and Ilze, a teacher, who plans the family's holidays: Jūrmala and
Liepāja (hotels, guest houses, a short-let flat and its landlady), the Latvian countryside (viesu nams, brīvdienu
māja, kempings, lauku māja, atpūtas bāze, a manor with rooms), Lithuanian sodybos and svečių namai on the Curonian
Spit, Estonian külalistemaja and puhkemaja on Saaremaa and Muhu, Finnish mökki and a Saimaa resort, Polish
pensjonaty on the way to Berlin, a Norwegian DNT hut, a Swedish archipelago värdshus with rooms, a Russian
пансионат in Jūrmala and a гостиница in Daugavpils - and the home contacts around them. The traps such a book
has: krogs, traktieris, kõrts, trahter, užeiga and a medieval tavern that let no rooms (Lido among them), a pirts
rented for an evening, a café called Vecā Viesnīca, a rock bar called Fontaine Palace, two muižas that are a
museum and a wedding venue, a senior home (pansionāts) with the grandmother whose address it is, a hotel-school
teacher, a developer called Jaunķemeru Apartamenti, the rural tourism association, ferries with cabins (Tallink
Silja, Stena Line), a night bus, trains, the landlady's own card, a hotel's manager and sales manager, hosts whose
ORG is their place, a dog hotel (suņu viesnīca), family names Krodznieks, Kõrtsmik, Majala, Krogh, Marriott and
Гостев. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's
card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cottage, caravan pitch or tent pitch at for the night (hotels,
aparthotels and short-let apartments, hostels, guest houses (viesu nams, svečių namai, külalistemaja, гостевой
дом), holiday homes (brīvdienu māja, puhkemaja, mökki, sodyba), campsites, resorts, a manor or värdshus that lets
rooms, a mountain hut, a Russian holiday пансионат); not = everything else, including people's cards (staff,
hosts, the landlady, the brother with a spare sofa), restaurants, taverns and krogs without rooms, a café and a
bar with lodging-like names, a pirts by the evening, a dog hotel, a senior home, manors that are a museum or a
wedding venue, a developer, the rural tourism association, ferries with cabins, a night bus, day spas. Labels
fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Edgars's work: Vilnius
 (H, 'Radisson Blu Hotel Lietuva', '', 'Konstitucijos pr. 20;Vilnius;;09308;Lietuva', 'Litgrid, 2 naktis, korporatīvā cena, brokastis iekļautas', ''),
 (H, 'Artis Centrum Hotels', '', 'Totorių g. 23;Vilnius;;01120;Lietuva', '', ''),
 (H, 'Amberton Cathedral Square', '', 'L. Stuokos-Gucevičiaus g. 1;Vilnius;;01122;Lietuva', '1 night, check-in from 15:00, booking 4471902', ''),
 (H, 'Novotel Vilnius Centre', '', 'Gedimino pr. 16;Vilnius;;01103;Lietuva', '', ''),
 (H, 'Jimmy Jumps House', '', 'Savičiaus g. 12-1;Vilnius;;01127;Lietuva', 'praktikantiem 2 gultas 6-vietīgā istabā, 3 naktis', ''),
 # --- Kaunas
 (H, 'Park Inn by Radisson Kaunas', '', 'K. Donelaičio g. 27;Kaunas;;44240;Lietuva', 'Kauno TE apsekošana, 2 naktis, brokastis no 6:30', ''),
 (H, 'Daugirdas', '', 'T. Daugirdo g. 4;Kaunas;;44280;Lietuva', 'senamiestis, 1 naktis, numurs 14 (klusais pagalms)', ''),
 (H, 'Kaunas City', '', 'Laisvės al. 90;Kaunas;;44251;Lietuva', '', ''),
 # --- Tallinn
 (H, 'Original Sokos Hotel Viru', '', 'Viru väljak 4;Tallinn;;10111;Eesti', 'EstLink kick-off, 2 ööd, hommikusöök hinnas', 'URL:https://www.sokoshotels.fi/et/tallinn/sokos-hotel-viru'),
 (H, 'Tallink Spa & Conference Hotel', '', 'Sadama 11a;Tallinn;;10111;Eesti', 'pēc prāmja 1 nakts, iebraukšana no 15:00, rez. TSC-88213', ''),
 (H, 'Bob W Telliskivi', '', 'Telliskivi 62;Tallinn;;10412;Eesti', 'apartment 3.07, door code in the app, 3 nights', ''),
 # --- Tartu
 (H, 'Hotell London Tartu', '', 'Rüütli 9;Tartu;;51007;Eesti', '', ''),
 (H, 'Antonius', '', 'Ülikooli 15;Tartu;;51003;Eesti', '1 öö, tuba 7, hommikusöök 7-10', ''),
 # --- Helsinki
 (H, 'Scandic Grand Central Helsinki', '', 'Vilhonkatu 13;Helsinki;;00100;Suomi', 'Helen, 2 naktis, Scandic Friends 5523 0187', ''),
 (H, 'Omena Hotelli Helsinki Lönnrotinkatu', '', 'Lönnrotinkatu 13;Helsinki;;00120;Suomi', 'door code by SMS the day before, 1 night, no reception', ''),
 (H, 'Hotelli Arthur', '', 'Vuorikatu 19;Helsinki;;00100;Suomi', '', ''),
 (H, 'Hostel Suomenlinna', '', 'Suomenlinna C 9;Helsinki;;00190;Suomi', '1 yö, yhteinen kylpyhuone, lautta 18:00', ''),
 # --- Stockholm
 (H, 'Hotel Birger Jarl', '', 'Tulegatan 8;Stockholm;;113 53;Sverige', 'Svenska kraftnät workshop, 2 nätter, frukost ingår', ''),
 (H, 'City Backpackers', '', 'Upplandsgatan 2A;Stockholm;;111 23;Sverige', 'ar Annu, privāta istaba 4 gultas, 2 naktis', ''),
 (H, 'Clarion Hotel Sign', '', 'Östra Järnvägsgatan 35;Stockholm;;101 26;Sverige', '', ''),
 # --- Warsaw
 (H, 'Polonia Palace Hotel', '', 'Al. Jerozolimskie 45;Warszawa;;00-692;Polska', 'PSE, 2 noce, śniadanie w cenie', ''),
 (H, 'Novotel Warszawa Airport', '', 'ul. 1 Sierpnia 1;Warszawa;;02-134;Polska', 'agrā reisa dēļ 1 nakts, shuttle uz lidostu 4:30', ''),
 # --- Berlin
 (H, 'IntercityHotel Berlin Hauptbahnhof', '', 'Katharina-Paulus-Straße 5;Berlin;;10557;Deutschland', '50Hertz, 2 Nächte, Frühstück extra', ''),
 (H, 'Adina Apartment Hotel Berlin Checkpoint Charlie', '', 'Krausenstraße 35-36;Berlin;;10117;Deutschland', 'ar ģimeni, studio ar virtuvi, 4 naktis', ''),
 (H, 'Hotel-Pension Funk', '', 'Fasanenstraße 69;Berlin;;10719;Deutschland', '', ''),
 # --- Oslo
 (H, 'Thon Hotel Opera', '', 'Dronning Eufemias gate 4;Oslo;;0191;Norge', 'Statkraft, 2 netter, frokost inkludert', ''),
 (H, 'Smarthotel Oslo', '', 'St. Olavs gate 26;Oslo;;0166;Norge', 'self check-in, 1 nakts, lēti', ''),
 # --- Riga, for guests
 (H, 'Neiburgs', '', 'Jauniela 25/27;Rīga;;LV-1050;Latvija', 'Litgrid kolēģiem 2 istabas 12.-14.05, rēķins uz AST', ''),
 (H, 'Pullman Riga Old Town', '', 'Jēkaba iela 24;Rīga;;LV-1050;Latvija', '', ''),
 (H, 'Cinnamon Sally Backpackers Hostel', '', 'Merķeļa iela 1;Rīga;;LV-1050;Latvija', 'Annas draudzenēm no Tartu, 3 gultas kopmītnē, 2 naktis', ''),
 # --- Jūrmala
 (H, 'Baltic Beach Hotel & SPA', '', 'Jūras iela 23/25;Jūrmala;;LV-2015;Latvija', 'kāzu jubileja, 1 nakts, SPA pakete, numurs ar skatu uz jūru', ''),
 (H, 'Villa Joma', '', 'Jomas iela 90;Jūrmala;;LV-2015;Latvija', '', ''),
 (H, 'Semarah Hotel Lielupe', '', 'Bulduru prospekts 64/68;Jūrmala;;LV-2010;Latvija', 'ģimenes istaba, 2 naktis, baseins bērniem līdz 21:00', ''),
 (H, 'Viesu māja "Priedīte"', '', 'Pilsoņu iela 12;Jūrmala;;LV-2008;Latvija', '3 naktis jūlijā, iebraukšana no 14, brokastis nav', ''),
 (H, 'Majori Seaside Apartment', '', 'Jomas iela 57-3;Jūrmala;;LV-2015;Latvija', 'kods 2580#, 2 naktis, depozīts 100 €', ''),
 (H, 'Пансионат «Маяк»', '', 'Dubultu prospekts 4;Jūrmala;;LV-2015;Latvija', 'мама: 10 ночей, с питанием, номер 21', ''),
 (H, 'Квартира у моря (Майори)', '', 'Konkordijas iela 13-8;Jūrmala;;LV-2015;Latvija', '', ''),
 # --- Liepāja and the coast
 (H, 'Promenade Hotel', '', 'Vecā ostmala 40;Liepāja;;LV-3401;Latvija', 'koncertam 1 nakts, numurs 305', ''),
 (H, 'Apartamenti Graudu ielā', '', 'Graudu iela 21-4;Liepāja;;LV-3401;Latvija', '4 naktis, atslēgas pastkastītē, depozīts 50 €, saimniece Sandra', ''),
 (H, 'Viesu nams "Roze"', '', 'Rožu iela 37;Liepāja;;LV-3401;Latvija', '', ''),
 (H, 'Vēju paradīze', '', 'Smilšu iela 14;Pāvilosta;;LV-3466;Latvija', 'mājiņa 4 pers., 2 naktis, Robertam sērfa nodarbība 10:00', 'URL:https://www.vejuparadize.lv'),
 (H, 'Kempings "Bernāti"', '', 'Bernāti, Nīcas pagasts;Dienvidkurzemes novads;;LV-3473;Latvija', 'telts vieta, 3 naktis, elektrība +5 €', ''),
 (H, 'Piejūras kempings', '', 'Vasarnīcu iela 56;Ventspils;;LV-3601;Latvija', 'mājiņa "Laima", 2 naktis, Stena prāmis nākamajā vakarā', ''),
 (H, 'Kempings "Ūši"', '', 'Ūši, Kolkas pagasts;Talsu novads;;LV-3275;Latvija', '', ''),
 # --- the Latvian countryside
 (H, 'Brīvdienu māja "Meža Pūces"', '', 'Meža Pūces, Līgatnes pagasts;Cēsu novads;;LV-4110;Latvija', 'Jāņi! 3 naktis, pirts iekļauta, avanss 100 € pārskaitīts', ''),
 (H, 'Žagarkalns', '', 'Mūrlejas iela 12;Cēsis;;LV-4101;Latvija', 'telts vieta pie Gaujas, 2 naktis, laivas noma', ''),
 (H, 'Kempings "Apaļkalns"', '', 'Apaļkalns, Raiskuma pagasts;Cēsu novads;;LV-4146;Latvija', '', ''),
 (H, 'Lauku māja "Vecsaimnieki"', '', 'Vecsaimnieki, Vecpiebalgas pagasts;Cēsu novads;;LV-4122;Latvija', 'Ilzes kursa salidojums, 2 naktis, brokastis 9:00', ''),
 (H, 'Viesu nams "Kalnāji"', '', 'Kalnāji, Ķeipenes pagasts;Ogres novads;;LV-5020;Latvija', '', ''),
 (H, 'Mazmežotnes muiža', '', 'Mazmežotne, Mežotnes pagasts;Bauskas novads;;LV-3918;Latvija', 'Rundāles pils + 1 nakts, istaba "Zilā", brokastis muižā', ''),
 (H, 'Līvkalns', '', 'Pēteralas iela 3;Sigulda;;LV-2150;Latvija', 'rudens brīvdienas, 2 naktis', ''),
 (H, 'Viesnīca "Metropole"', '', 'Baznīcas iela 11;Kuldīga;;LV-3301;Latvija', '1 nakts, velosipēdi pie Ventas rumbas', ''),
 (H, 'Brīvdienu māja "Ezerkrasti"', '', 'Ezerkrasti, Kaunatas pagasts;Rēzeknes novads;;LV-4622;Latvija', 'Rāznas ezers, 5 naktis, laiva iekļauta, pirts +40 €', ''),
 (H, 'Atpūtas bāze "Ezernieki"', '', 'Ezernieki, Usmas pagasts;Ventspils novads;;LV-3620;Latvija', 'mājiņa nr. 6, 3 naktis, laiva 15 €/dienā', ''),
 (H, 'Гостиница «Латгола»', '', 'Ģimnāzijas iela 46;Daugavpils;;LV-5401;Latvija', 'на свадьбу к Свете, 1 ночь, завтрак с 7', ''),
 (H, 'Lauku sēta "Kalnaozoli"', '', 'Kalnaozoli, Skaistkalnes pagasts;Bauskas novads;;LV-3925;Latvija', '', ''),
 (H, 'Brīvdienu māja "Dzērvenītes"', '', 'Dzērvenītes, Engures pagasts;Tukuma novads;;LV-3113;Latvija', 'Roberta dz.d. ar draugiem, 1 nakts, 12 gultas, avanss 80 €', 'EMAIL:dzervenites.engure@inbox.lv'),
 (H, 'Kempings "Jaunupe"', '', 'Jaunupe, Ādažu pagasts;Ādažu novads;;LV-2164;Latvija', '', ''),
 # --- Lithuania: the Curonian Spit, the lakes
 (H, 'Nidos kempingas', '', 'Taikos g. 45A;Neringa;;93121;Lietuva', '3 naktys, palapinė + automobilis, elektros nereikia', ''),
 (H, 'Miško namai', '', 'Pamario g. 11-2;Neringa;;93124;Lietuva', 'Nida, 4 naktis, ģimenes apartaments, avanss 30%', ''),
 (H, 'Svečių namai "Kurėnas"', '', 'L. Rėzos g. 26;Neringa;;93101;Lietuva', '', ''),
 (H, 'Sodyba "Pušų kalnelis"', '', 'Ažuolų g. 3, Inturkė;Molėtų r.;;33147;Lietuva', 'Molėtų ežerai, 2 naktys, pirtis, pusryčiai 9 val.', ''),
 (H, 'Slėnyje', '', 'Slėnio g. 1;Trakai;;21142;Lietuva', 'Trakų pils + 1 nakts, ģimenes numurs', ''),
 (H, 'Vila Ema', '', 'Kęstučio g. 14;Palanga;;00135;Lietuva', '', ''),
 (H, 'Kaimo turizmo sodyba "Ąžuolų Pavėsis"', '', 'Ąžuolų Pavėsis, Dusetų sen.;Zarasų r.;;32257;Lietuva', 'ceļā no Daugavpils, 1 naktis, pusryčiai įskaičiuoti', ''),
 # --- Estonia: Saaremaa, Muhu, Pärnu
 (H, 'Georg Ots Spa Hotel', '', 'Tori 2;Kuressaare;;93815;Eesti', '3 ööd, spaa sissepääs hinnas, tuba 214', ''),
 (H, 'Arensburg', '', 'Lossi 15;Kuressaare;;93816;Eesti', '', ''),
 (H, 'Pädaste Manor', '', 'Pädaste küla;Muhu vald;;94716;Eesti', 'gadadiena, 1 nakts, 10% depozīts', 'URL:https://www.padaste.ee'),
 (H, 'Loona mõis', '', 'Loona küla;Saaremaa vald;;93335;Eesti', '2 ööd, hommikusöök 8-10, Vilsandi matk', ''),
 (H, 'Sõrve Puhkemaja', '', 'Mõntu küla;Saaremaa vald;;93413;Eesti', '2 naktis, saun, võtmed postkastis', ''),
 (H, 'Kaali külalistemaja', '', 'Kaali küla;Saaremaa vald;;93111;Eesti', '1 öö, krāteris + vakariņas trahterī', ''),
 (H, 'Villa Ammende', '', 'Mere pst 7;Pärnu;;80010;Eesti', '1 night on the way to Tallinn', ''),
 (H, 'Mändjala Puhkeküla', '', 'Mändjala küla;Saaremaa vald;;93801;Eesti', '', ''),
 # --- Finland
 (H, 'Järvisydän', '', 'Porosalmentie 313;Rantasalmi;;58900;Suomi', 'Saimaa, 4 yötä, mökki, sauna sisältyy', ''),
 (H, 'Kesämökki Kallioranta', '', 'Kalliorannantie 8;Mikkeli;;50190;Suomi', '7 yötä, liinavaatteet omat, avain avainlaatikossa 2468', ''),
 (H, 'Holiday Club Saimaa', '', 'Rauhanrinne 1;Imatra;;55320;Suomi', '', ''),
 (H, 'Rastila Camping Helsinki', '', 'Karavaanikatu 4;Helsinki;;00980;Suomi', 'mökki 2 yötä, 4 hengen, liinavaatteet 12 €', ''),
 # --- Poland, on the way to Berlin
 (H, 'Pensjonat "Pod Jaworami"', '', 'Zarzecze 12;Augustów;;16-300;Polska', 'ceļā uz Berlīni, 1 nakts, parking, śniadanie 8:00', ''),
 (H, 'Pensjonat Bursztynowy Dwór', '', 'Nadmorska 4;Łeba;;84-360;Polska', '3 noce, pokój 4-os., obiadokolacja', ''),
 (H, 'Pensjonat "Mazurski Zakątek"', '', 'Nadbrzeżna 3;Giżycko;;11-500;Polska', '', ''),
 # --- Norway, Sweden
 (H, 'Gjendesheim', '', 'Gjendesheim;Vågå;;2680;Norge', 'DNT hytte, 2 netter, køyeseng, middag kl 19', ''),
 (H, 'Utö Värdshus', '', 'Gruvbryggan;Utö;;130 56;Sverige', 'skärgården, 1 natt, dubbelrum, middag 19:00', ''),
 (H, 'Nynäshamns Vandrarhem', '', 'Nickstadsvägen 10;Nynäshamn;;149 30;Sverige', '1 natt efter färjan, 4-bäddsrum', ''),
]
P = [
 # family and household
 (N, 'Māmiņa', ';Māmiņa;;;', 'Rīgas iela 20-5;Valmiera;;LV-4201;Latvija', 'dzimšanas diena 3.09, zāles no aptiekas', ''),
 (N, 'Tētis', ';Tētis;;;', '', 'makšķerēšana sestdien, Usma', ''),
 (N, 'Vecmāmiņa Ausma', 'Kalniņa;Ausma;;;', 'Mežciema iela 3;Rīga;;LV-1079;Latvija', 'apmeklējums svētdienās pēc 11, garšo "Gotiņa" konfektes', ''),
 (N, 'Ilze', 'Kalniņa;Ilze;;;', '', 'darbā līdz 17:00', 'ORG:Rīgas Imantas vidusskola || TITLE:latviešu valodas skolotāja'),
 (N, 'Anna', 'Kalniņa;Anna;;;', '', '6.b, peldēšana otrdienās 16:00', ''),
 (N, 'Roberts', 'Kalniņš;Roberts;;;', '', '2.a, futbols pirmd./trešd. 17:00', ''),
 (N, 'Jānis (brālis, Oslo)', 'Kalniņš;Jānis;;;', 'Rådhusveien 7;Bærum;;1351;Norge', 'var palikt pa nakti, dīvāns viesistabā', ''),
 (N, 'Krustmāte Daiga', 'Liepa;Daiga;;;', '', 'Annas krustmāte, vārda diena 29.06', ''),
 (N, 'Andris Krodznieks', 'Krodznieks;Andris;;;', 'Anniņmuižas bulvāris 41-17;Rīga;;LV-1067;Latvija', 'kaimiņš no 4. stāva, rezerves atslēgas', ''),
 (N, 'Aukle Līga', 'Strautiņa;Līga;;;', '', 'piektdienās 16-20, 8 €/st.', ''),
 (N, 'Santehniķis Igors', ';Игорь;;;', '', 'кран в ванной, 40 €', ''),
 # colleagues and clients
 (N, 'Gatis Bērziņš', 'Bērziņš;Gatis;;;', '', 'atvaļinājuma pieteikums līdz 15.05', 'ORG:AS "Augstsprieguma tīkls" || TITLE:Tīkla plānošanas daļas vadītājs'),
 (N, 'Павел Гостев', 'Гостев;Павел;;;', '', 'дежурный инженер, ночные смены, Signal', 'ORG:AS "Augstsprieguma tīkls"'),
 (N, 'Tomas Karčiauskas', 'Karčiauskas;Tomas;;;', '', 'Vilnius, sync Thursday 10:00 (Teams)', 'ORG:Litgrid AB'),
 (N, 'Kaido Kõrtsmik', 'Kõrtsmik;Kaido;;;', '', 'EstLink seminārs Tartu 14.03', 'ORG:Eesti Energia || TITLE:projektijuht'),
 (N, 'Matti Majala', 'Majala;Matti;;;', '', 'sauna after the workshop, Finnish only in the sauna', 'ORG:Helen Sähköverkko Oy'),
 (N, 'Karin Lindqvist', 'Lindqvist;Karin;;;', '', 'NordBalt, möte tisdag 9:00', 'ORG:Svenska kraftnät'),
 (N, 'Piotr Gościński', 'Gościński;Piotr;;;', '', 'Konstancin-Jeziorna, spotkanie 9:30', 'ORG:PSE S.A.'),
 (N, 'Kate Marriott', 'Marriott;Kate;;;', '', 'Berlin, grid study review Wed 14:00', 'ORG:50Hertz Transmission GmbH || TITLE:Grid Planning Engineer'),
 (N, 'Erik Krogh', 'Krogh;Erik;;;', '', 'Oslo, tirsdag 13:00, Nydalen', 'ORG:Statkraft Energi AS || TITLE:Senior Engineer'),
 # hotel staff, hosts, the landlady, a hotel-school teacher
 (N, 'Rasa Petrauskienė', 'Petrauskienė;Rasa;;;', '', 'corporate rate 2026, 2 rooms for June', 'ORG:Radisson Blu Hotel Lietuva || TITLE:Sales Manager || EMAIL;TYPE=WORK:rasa.petrauskiene@radissonblu.com'),
 (N, 'Dace Ozola', 'Ozola;Dace;;;', '', 'grupu cenas Litgrid vizītei, rēķins līdz 5.05', 'ORG:Neiburgs || TITLE:viesnīcas vadītāja'),
 (N, 'Sandra Ozoliņa', 'Ozoliņa;Sandra;;;', '', 'saimniece, Liepājas dzīvoklis Graudu ielā, 4 naktis jūlijā, depozīts 50 € pārskaitīts', ''),
 (N, 'Tiina Saar', 'Saar;Tiina;;;', '', 'võtmed postkastis, helista enne 20:00', 'ORG:Sõrve Puhkemaja'),
 (N, 'Pekka Virtanen', 'Virtanen;Pekka;;;', '', 'sauna wood in the shed, boat key under the step', 'ORG:Kesämökki Kallioranta || TITLE:omistaja'),
 (N, 'Jurgita (Nida)', ';Jurgita;;;', '', 'šeimininkė, rašyti Viber', 'ORG:Miško namai'),
 (N, 'Inese Zariņa', 'Zariņa;Inese;;;', '', 'Annas klases ekskursija uz mācību viesnīcu 9:00', 'ORG:Rīgas Viesnīcu servisa skola || TITLE:pasniedzēja'),
]
O = [
 # restaurants, krogs, taverns, a café and a bar
 (N, 'Lido Atpūtas centrs', '', 'Krasta iela 76;Rīga;;LV-1019;Latvija', 'Roberta dz.d. 12 bērni, sestdien 13:00, galds rezervēts', ''),
 (N, 'Tēvocis Vaņa', '', 'Smilšu iela 16;Rīga;;LV-1050;Latvija', 'traktieris, pelmeņi ar kolēģiem piektdien 19:00', ''),
 (N, 'Krogs "Sēnīte"', '', 'Turaidas iela 2;Sigulda;;LV-2150;Latvija', 'ceļā no Līvkalna, zupa bērniem, 13:30', ''),
 (N, 'Rozengrāls', '', 'Rozena iela 1;Rīga;;LV-1050;Latvija', 'viduslaiku vakariņas ar norvēģu viesiem 19:30, 6 pers.', ''),
 (N, 'Kaali Trahter', '', 'Kaali küla;Saaremaa vald;;93111;Eesti', 'õhtusöök 18:00, 4 inimest', ''),
 (N, 'Bernelių užeiga', '', 'M. Valančiaus g. 9;Kaunas;;44275;Lietuva', 'cepelinai ar Tomu 19:00', ''),
 (N, 'Olde Hansa', '', 'Vana turg 1;Tallinn;;10140;Eesti', 'medieval dinner with the Estonian team, 19:00', ''),
 (N, 'Kolu Kõrts', '', 'Vabaõhumuuseumi tee 12;Tallinn;;13521;Eesti', '', ''),
 (N, 'Кафе «Гостиный двор»', '', 'Maskavas iela 50;Rīga;;LV-1003;Latvija', 'блины, забрать заказ в 12:30', ''),
 (N, 'Vecā Viesnīca', '', 'Rīgas iela 7;Cēsis;;LV-4101;Latvija', 'kafejnīca, labākās kūkas Cēsīs, svētdienās līdz 18', ''),
 (N, 'Fontaine Palace', '', 'Dārza iela 4/8;Liepāja;;LV-3401;Latvija', 'koncerts piektdien 22:00, ieeja 10 €', ''),
 # the traps: a pirts, a dog hotel, a senior home, manors, a developer, the rural tourism association
 (N, 'Pirts "Kalnpirts"', '', 'Kalnpirts, Allažu pagasts;Siguldas novads;;LV-2154;Latvija', 'pirts vakars sestdien 18:00-23:00, 6 pers., pirtnieks Aivars, 180 €', ''),
 (N, 'Suņu viesnīca "Ķepa"', '', 'Ulbrokas iela 40;Rīga;;LV-1021;Latvija', 'Reksis 7 naktis Jāņos, vakcinācijas pase, barība sava', ''),
 (N, 'Pansionāts "Mežciems"', '', 'Mežciema iela 3;Rīga;;LV-1079;Latvija', 'vecmāmiņa Ausma, istaba 14, maksa līdz 10. datumam', ''),
 (N, 'Kaucmindes muiža', '', 'Kaucmindes iela 1;Saulaine;;LV-3901;Latvija', 'muzejs, Annas klases ekskursija 10:00, biļetes skolā', ''),
 (N, 'Lielplatones muiža', '', 'Lielplatone, Lielplatones pagasts;Jelgavas novads;;LV-3021;Latvija', 'Laumas un Kristapa kāzas 14.06 plkst. 15:00, dāvana - aploksne', ''),
 (N, 'Jaunķemeru Apartamenti', '', 'Jaunķemeru ceļš 30;Jūrmala;;LV-2012;Latvija', 'jaunais projekts, 2-istabu dzīvoklis 148 000 €, tikšanās ar brokeri ceturtdien 16:00', ''),
 (N, 'Lauku ceļotājs', '', 'Kalnciema iela 40;Rīga;;LV-1046;Latvija', 'lauku tūrisma katalogs, brīvdienu mājas Latgalē', 'URL:https://www.celotajs.lv'),
 (N, 'Kuressaare piiskopilinnus', '', 'Lossihoov 1;Kuressaare;;93815;Eesti', 'Saaremaa muuseum, pilet perele', ''),
 # ferries, buses, trains, airlines
 (N, 'Tallink Latvija', '', 'Eksporta iela 3A;Rīga;;LV-1045;Latvija', 'Rīga-Stokholma 17:30, kajīte B-klase 4 vietas, auto', ''),
 (N, 'Stena Line Ventspils', '', 'Dārzu iela 6;Ventspils;;LV-3601;Latvija', 'Ventspils-Nynäshamn 23:00, kajīte 2 pers.', ''),
 (N, 'TS Laevad', '', 'Virtsu sadam;Virtsu;;90101;Eesti', 'Virtsu-Kuivastu 10:30, auto broneering', ''),
 (N, 'Lux Express', '', '', 'nakts autobuss Rīga-Varšava 22:00, vietas 14 un 15', 'KIND:org'),
 (N, 'LTG Link', '', 'Geležinkelio g. 16;Vilnius;;02100;Lietuva', 'vilciens Rīga-Viļņa 6:38', ''),
 (N, 'Pasažieru vilciens', '', 'Turgeņeva iela 14;Rīga;;LV-1050;Latvija', '', ''),
 (N, 'Elron', '', 'Vabriku 3;Tallinn;;10113;Eesti', 'Tartu-Tallinn 7:12', ''),
 (N, 'airBaltic', '', '', 'PINS 4410 2289, RIX-OSL', 'KIND:org'),
 (N, 'SAS Scandinavian Airlines', '', '', 'EuroBonus 604 218 334', ''),
 (N, 'Norwegian Air Shuttle', '', '', 'OSL-RIX, bagāža 20 kg', 'KIND:org'),
 # travel agencies
 (N, 'Novatours', '', 'Brīvības iela 40;Rīga;;LV-1050;Latvija', 'Ēģipte brīvlaikā? piedāvājums līdz piektdienai', ''),
 (N, 'Tez Tour Latvija', '', 'Dzirnavu iela 37;Rīga;;LV-1010;Latvija', '', ''),
 (N, 'Impro Ceļojumi', '', 'Elizabetes iela 45/47;Rīga;;LV-1010;Latvija', 'autobusa tūre pa Norvēģiju, iemaksa 200 €', ''),
 # day visits: water parks, pools, national parks, venues
 (N, 'Līvu akvaparks', '', 'Vienības gatve 36;Jūrmala;;LV-2010;Latvija', 'ģimenes biļete 4 st., sestdien 10:00', ''),
 (N, 'Allas Sea Pool', '', 'Katajanokanlaituri 2a;Helsinki;;00160;Suomi', 'sauna + pool after the meeting, 18:00', ''),
 (N, 'Arēna Rīga', '', 'Skanstes iela 21;Rīga;;LV-1013;Latvija', 'hokejs, sektors 105, 19:00', ''),
 (N, 'Latvijas Nacionālā opera', '', 'Aspazijas bulvāris 3;Rīga;;LV-1050;Latvija', '"Riekstkodis" 27.12 plkst. 18:00', ''),
 (N, 'Lielais dzintars', '', 'Radio iela 8;Liepāja;;LV-3401;Latvija', 'koncerts 19:00, 8. rinda', ''),
 (N, 'Litexpo', '', 'Laisvės pr. 5;Vilnius;;04215;Lietuva', 'Baltic grid conference, stand B12', ''),
 (N, 'Gaujas laivas', '', 'Gaujas iela 1;Līgatne;;LV-4110;Latvija', 'kanoe 2 gab., Līgatne-Sigulda, 10:00', ''),
 # health
 (N, 'Veselības centrs 4', '', 'Krišjāņa Barona iela 117;Rīga;;LV-1012;Latvija', 'Roberts pie ārsta otrdien 15:40', ''),
 (N, 'Bērnu klīniskā universitātes slimnīca', '', 'Vienības gatve 45;Rīga;;LV-1004;Latvija', '', ''),
 (N, 'Zobārstniecība "Smaids"', '', 'Kurzemes prospekts 3;Rīga;;LV-1067;Latvija', 'Annai breketes, kontrole 12.04', ''),
 (N, 'Veterinārā klīnika "Dr. Beinerts"', '', 'Ulbrokas iela 2;Rīga;;LV-1021;Latvija', 'Reksim vakcīna pirms suņu viesnīcas', ''),
 # schools, home, shops, car
 (N, 'Rīgas Imantas vidusskola', '', 'Anniņmuižas bulvāris 36;Rīga;;LV-1067;Latvija', 'sekretāre 8-16', ''),
 (N, 'Rīgas namu pārvaldnieks', '', 'Vaļņu iela 5;Rīga;;LV-1050;Latvija', 'apkures rēķins, pieteikums Nr. 2217', ''),
 (N, 'DEPO Lielirbes', '', 'Lielirbes iela 29;Rīga;;LV-1046;Latvija', 'flīzes vannas istabai, pasūtījums 55103', ''),
 (N, 'Sportland', '', 'Krasta iela 46;Rīga;;LV-1003;Latvija', 'Robertam bučas, izmērs 34', ''),
 (N, 'Sixt Latvija', '', 'Lidosta Rīga;Mārupe;;LV-1053;Latvija', 'auto uz Tallinu 3 dienas, rez. LV-6621', ''),
 (N, 'BTA', '', 'Sporta iela 11;Rīga;;LV-1013;Latvija', 'ceļojuma apdrošināšana visai ģimenei, polise 7731', ''),
 (N, 'AS "Augstsprieguma tīkls"', '', 'Dārzciema iela 86;Rīga;;LV-1073;Latvija', 'komandējumu atskaites Ritai līdz 5. datumam', 'URL:https://www.ast.lv'),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BS{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
