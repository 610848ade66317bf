#!/usr/bin/env python3
"""Review83: the address book of a Belgrade family in Vračar.

Nikola Jovanović, a software team lead (HTEC Group), travels for work to
Novi Sad, Niš, Sarajevo, Zagreb, Ljubljana, Budapest, Vienna, Skopje and
Podgorica; Jelena Jovanović teaches at the Treća beogradska gimnazija.
Children Luka and Mina; grandparents in Čačak; relatives in Nikšić and
Bijeljina. Holidays on Zlatibor and Kopaonik, at Tara and on the Drina,
in the spa towns Sokobanja and Vrnjačka Banja, on the Montenegrin coast
(Budva, Herceg Novi, Igalo), in Halkidiki, in ethno villages, at Ohrid.
Serbian in Latin and Cyrillic, some English, Greek and Macedonian; NOTEs
with nights, dinars and euros, 'kapara', 'noćenje s doručkom'.

Label rule: hotel = a place one books a bed, room, apartment, cabin,
house, raft or pitch at for the night (hotels, hostels, apartmani, sobe,
private smještaj, vikendice, brvnare, konaci that let rooms, farm stays,
campsites, mountain huts, a children's holiday resort); not = everything
else: every person (hosts, owners and hotel staff too), restaurants,
kafane, konobe, splav clubs, a hotel's café or gym visited by day,
venues, clinics, a nursing home, pet boarding, agencies, airlines,
trains, ferries, tour operators, schools, shops, employers, homes.

Hard calls (decided here, before any run):
- Konak Stari bor (BX039): a konak in Sirogojno that lets rooms -> hotel;
  Kafana Stari konak (BX103), a restaurant -> not; Konak kneginje Ljubice
  (BX117), a museum -> not.
- Splav Drinski biser (BX053), a raft on the Drina rented by the night ->
  hotel; Arka Barka (BX110), the hostel on a raft on the Danube -> hotel;
  Splav Freestyler (BX114), a river-raft nightclub -> not.
- Stanišići etno selo (BX092), ethno village with rooms where they slept
  -> hotel; Dobre vode etno selo (BX093), lunches only -> not.
- Salaš Petrović (BX005), a farmstead restaurant for a team dinner -> not.
- Kolobara Han (BX012), an old caravanserai now a café-restaurant -> not;
  Kafana Stari Han (BX009), Gostilna Šestica (BX020), Svratište Kod Drine
  (BX142): eateries with inn words -> not.
- Kafe Moskva (BX112), Hotel Moskva's café, for a cake; Café Bristol
  Wien (BX027), Hotel Bristol's café; Club Olympus – Hyatt
  Regency (BX113), the hotel's gym by month -> not.
- Specijalna bolnica Merkur (BX066), a spa-town clinic where grandpa stays
  21 days for rehabilitation -> not (a hospital).
- Dečje odmaralište Mitrovac (BX059), the children's resort where Luka
  sleeps six nights on a school trip -> hotel.
- Обреновићева 32 – стан на дан (BX008), a flat let by the night -> hotel;
  Andrássy 47 lakás (BX152), an Airbnb flat in Budapest -> hotel.
- Babin zub – planinarski dom (BX141), a mountain hut -> hotel; Dom
  omladine, Dom Vojske, Sunčana jesen – dom za stare -> not.
- Pansion Kovači (BX143), a Sarajevo guest house -> hotel; Lesi – pansion za
  pse (BX119), dog boarding -> not.
- Voz Beograd – Bar (BX137), a sleeper: a journey -> not; Trajekt
  Kamenari – Lepetane, Lufthansa, Taxi boat Perućac, Gold Gondola -> not.
- Zepter Beograd (BX106), the hotel (also a cookware brand) -> hotel.
- Filip Travel, BigBlue, Putnik Travel, Turistička organizacija Zlatibor:
  agencies and a tourist office -> not, though their NOTEs name lodging.
- Snežana Vujović and Dragan Savić, relatives they sleep at: homes -> not;
  Mile Đurić, Zorka Vukotić, Ελένη Παπαδοπούλου, Dejan Pavlović, Goran
  Marković: hosts whose NOTEs talk about nights -> not.
- Svečana sala Vila Bela (BX105), a wedding hall -> not; Vila Krstić
  (BX064), Vila Srebrno jezero, Βίλα Καλυψώ, Villa Orient, Villa Sveta
  Sofija: villas that let rooms -> hotel.
"""
import os

here = os.path.dirname(os.path.abspath(__file__))
STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']
SRB = 'Srbija'
MNE = 'Crna Gora'
BIH = 'Bosna i Hercegovina'

# (label, name, n, adr, note, extra); n non-empty = a person's card.
# [nw] marks a place to stay with no lodging word in its name.
rows = [
    # --- Novi Sad
    ('hotel', 'Hotel Master Novi Sad', '', 'Braće Popović 2;Novi Sad;;21000;' + SRB,
     'DSC konferencija – 2 noćenja s doručkom 9.800 din/noć, plaća firma. Potvrda br. 58231. Check-in posle 14h.', ''),
    ('not', 'Milica Stojanović', 'Stojanović;Milica;;;', '',
     'Ponuda za konferenciju u maju: 40 soba, 7.900 din/noć sa doručkom, sala za 120 ljudi. Rok za potvrdu 15.3.',
     'ORG:Hotel Master Novi Sad || TITLE:Sales Manager || EMAIL:milica.stojanovic@hotelmaster.rs || TEL:+381 21 4888 014'),
    ('hotel', 'Vidikovac Petrovaradin', '', 'Preradovićeva 7;Petrovaradin;;21131;' + SRB,  # [nw]
     '1 noć posle sastanka sa klijentom, soba 305 sa pogledom na Dunav, 85 EUR. Parking gore na tvrđavi.', ''),
    ('hotel', 'Varad Inn', '', 'Štrosmajerova 16;Petrovaradin;;21131;' + SRB, '', ''),
    ('not', 'Salaš Petrović', '', 'Čenejski put 41;Čenej;Novi Sad;21233;' + SRB,
     'Tim bilding večera – 24 osobe, meni 3.400 din po osobi, tamburaši od 20h. Kapara 20.000 din uplaćena.', ''),
    ('not', 'Marko Ilić', 'Ilić;Marko;;;', '', 'Kolega, tim Niš/Novi Sad. Rođendan 3. jun.',
     'ORG:HTEC Group || TITLE:Engineering Manager || EMAIL:marko.ilic@htecgroup.com'),
    # --- Niš
    ('hotel', 'Tami Residence', '', 'Generala Milojka Lešjanina 18;Niš;;18000;' + SRB,  # [nw]
     'Niš – klijent, 2 noći 9–11.4, 72 EUR/noć sa doručkom. Conf. TR-1190. Garaža 10 EUR.', ''),
    ('hotel', 'Обреновићева 32 – стан на дан', '', 'Obrenovićeva 32;Niš;;18000;' + SRB,  # [nw]
     'Стан 7, трећи спрат. Кључ код комшинице у стану 8. 3.500 дин ноћење, плаћа се кеш. Wi-Fi лозинка nis2023', ''),
    ('not', 'Kafana Stari Han', '', 'Kopitareva 7;Niš;;18000;' + SRB,
     'Kopitareva – roštilj, rez. za 6 u 20h na ime Jovanović. Pljeskavica odlična.', ''),
    # --- Sarajevo
    ('hotel', 'Hotel Latinski most', '', 'Obala Kulina bana 12;Sarajevo;;71000;' + BIH,
     'Sarajevo – 2 noći, 180 KM/noć, doručak uključen. Rez. 77410.', ''),
    ('hotel', 'Villa Orient', '', 'Oprkanj 6;Sarajevo;;71000;' + BIH,  # [nw]
     'Baščaršija, 2 noćenja sa doručkom 95 KM/noć. Check-in od 14h, parkinga nema – garaža Skenderija.', ''),
    ('not', 'Kolobara Han', '', 'Sarači 30;Sarajevo;;71000;' + BIH,
     'kafa i ćevapi u avliji sa Emirom, posle sastanka', ''),
    ('not', 'Emir Hadžić', 'Hadžić;Emir;;;', 'Fra Anđela Zvizdovića 1;Sarajevo;;71000;' + BIH,
     'Sarajevo projekat – sastanak utorkom 10h, Teams', 'ORG:Mistral Technologies || TITLE:Delivery Lead'),
    # --- Zagreb
    ('hotel', 'DoubleTree Zagreb', '', 'Ulica grada Vukovara 269a;Zagreb;;10000;Hrvatska',  # [nw]
     '1 noć, 165 EUR, rez. DT-449102. Sastanak Infobip u 9h.', 'URL:https://www.hilton.com'),
    ('not', 'Krešimir Jurić', 'Jurić;Krešimir;;;', '',
     'Guest relations – rezervirao stol u Dubravkinom putu i taksi za aerodrom 6:15.',
     'ORG:DoubleTree Zagreb || TITLE:Guest Relations Manager || TEL:+385 1 6003 600'),
    ('hotel', 'Zonar Zagreb', '', 'Ulica Pavla Hatza 5;Zagreb;;10000;Hrvatska', '', ''),  # [nw]
    ('not', 'Ana Kovač', 'Kovač;Ana;;;', '', 'Zagreb, klijent – sastanci jednom mesečno',
     'ORG:Infobip || TITLE:Product Owner || EMAIL:ana.kovac@infobip.com'),
    # --- Ljubljana
    ('hotel', 'Slon Ljubljana', '', 'Slovenska cesta 34;Ljubljana;;1000;Slovenija',  # [nw]
     '2 noći, 140 EUR/noć, zajtrk uključen, soba 402.', ''),
    ('hotel', 'Hostel Vrba', '', 'Gregorčičeva ulica 24;Ljubljana;;1000;Slovenija', '', ''),
    ('not', 'Gostilna Šestica', '', 'Slovenska cesta 40;Ljubljana;;1000;Slovenija',
     'rezervacija za 4, petek 19:30 – kranjska klobasa i štruklji', ''),
    ('not', 'Rok Zupančič', 'Zupančič;Rok;;;', '', '', 'ORG:Outfit7 || TITLE:Backend Engineer || EMAIL:rok.zupancic@outfit7.com'),
    # --- Budapest
    ('hotel', 'Danubius Helia', '', 'Kárpát utca 62-64;Budapest;;1133;Magyarország',  # [nw]
     '3 noći (konferencija), 118 EUR/noć, termalni bazen u hotelu. Foglalás: DH-228817.', ''),
    ('not', 'Tamás Szabó', 'Szabó;Tamás;;;', '', 'Budapest – partner, voli rakiju od dunja',
     'ORG:Prezi || TITLE:Engineering Director || EMAIL:tamas.szabo@prezi.com'),
    # --- Vienna
    ('hotel', 'Hotel Capricorno', '', 'Schwedenplatz 3-4;Wien;;1010;Österreich',
     '1 noć, 119 EUR bez doručka. Buchungsnr. 7781203.', ''),
    ('hotel', '25hours beim MuseumsQuartier', '', 'Lerchenfelder Straße 1-3;Wien;;1070;Österreich',  # [nw]
     'Booking no. 4021.553.118, 2 nights, check-in 15:00, late check-out requested', ''),
    ('hotel', "Harry's Home Wien", '', 'Handelskai 94-96;Wien;;1200;Österreich',  # [nw]
     'porodična soba za 4, 3 noći, 128 EUR/noć, doručak 9,90 EUR po osobi. Prater blizu.', ''),
    ('not', 'Café Bristol Wien', '', 'Kärntner Ring 1;Wien;;1010;Österreich',
     'Melange i Apfelstrudel posle Opere – sto za 4 rezervisan u 17h', ''),
    ('not', 'Lukas Gruber', 'Gruber;Lukas;;;', '', '', 'ORG:Bitpanda || TITLE:Head of Platform || EMAIL:lukas.gruber@bitpanda.com'),
    # --- Skopje
    ('hotel', 'Skopje Marriott', '', 'Plostad Makedonija 7;Skopje;;1000;Severna Makedonija',  # [nw]
     '2 noći, 135 EUR/noć. Marriott Bonvoy 447710293', ''),
    ('hotel', 'Hotel Solun', '', 'Nikola Vapcarov 4;Skopje;;1000;Severna Makedonija',
     'jeftinija opcija, 1 noć 70 EUR sa doručkom', ''),
    ('not', 'Aleksandar Stojanovski', 'Stojanovski;Aleksandar;;;', '', 'Скопје тим, слава исто Св. Никола',
     'ORG:Netcetera || TITLE:Team Lead'),
    # --- Podgorica
    ('hotel', 'Ramada Podgorica', '', 'Bulevar Svetog Petra Cetinjskog 107;Podgorica;;81000;' + MNE,  # [nw]
     '1 noć, 130 EUR. Conf. 3319920481', ''),
    ('not', 'Milena Radović', 'Radović;Milena;;;', '', '', 'ORG:Crnogorski Telekom || TITLE:IT Project Manager'),
    # --- Zlatibor
    ('hotel', 'Hotel Mona', '', 'Miladina Pećinara 26;Zlatibor;;31315;' + SRB,
     'Zimski raspust: 3 noći polupansion, 2 odrasla + 2 dece, 31.500 din/noć. Kapara 200 EUR uplaćena 12.1. Bazen uključen.', ''),
    ('hotel', 'Palisad', '', 'Naselje Jezero bb;Zlatibor;;31315;' + SRB,  # [nw]
     'Prvomajski vikend, 2 noći, soba 217, doručak 7–10h.', ''),
    ('hotel', 'Apartmani Đurić', '', 'Ribnička 14;Zlatibor;;31315;' + SRB,
     'Apartman br. 3 (2 sobe), 4.500 din noćenje, kapara 50% na račun. Check-in posle 14h, ključ u sandučetu – šifra 4471.', ''),
    ('not', 'Mile Đurić', 'Đurić;Mile;;;', '',
     'Vlasnik apartmana na Zlatiboru. Za avgust javiti do juna, 4.500 din noć, kapara na tekući.', 'TEL:+381 64 118 2290'),
    ('hotel', 'Vikendica Borova kosa', '', 'Rudine bb;Zlatibor;;31315;' + SRB,
     'Cela vikendica za 6, 2 noći, 60 EUR/noć, drva za kamin uključena. Domaćin Goran.', ''),
    ('hotel', 'Konak Stari bor', '', 'Sirogojno bb;Sirogojno;Čajetina;31207;' + SRB,  # [nw]
     'sobe sa doručkom 2.800 din po osobi, 2 noći; domaći kajmak za poneti', ''),
    ('not', 'Gold Gondola Zlatibor', '', 'Naselje Jezero bb;Zlatibor;;31315;' + SRB,
     'Karte za gondolu – porodična povratna 3.600 din, radi 9–17h', ''),
    ('not', 'Ski centar Tornik', '', 'Ribnica bb;Zlatibor;;31315;' + SRB, '', ''),
    ('not', 'Danijela Perić', 'Perić;Danijela;;;', '',
     'recepcija – za zimski raspust javiti do 1.12., 10% early booking',
     'ORG:Hotel Mona || TITLE:Rezervacije'),
    ('hotel', 'Seosko domaćinstvo Marković', '', 'Rožanstvo bb;Rožanstvo;Čajetina;31208;' + SRB,  # [nw]
     '2 noći, pun pansion 4.000 din po osobi, deca upola. Domaći sir i pršuta.', ''),
    ('not', 'Goran Marković', 'Marković;Goran;;;', '', 'domaćin u Rožanstvu – zvati dan ranije za pun pansion',
     'ORG:Seosko domaćinstvo Marković || TITLE:vlasnik'),
    # --- Kopaonik
    ('hotel', 'Hotel Junior Kopaonik', '', 'Kopaonik bb;Kopaonik;Raška;36354;' + SRB,
     'ski nedelja – 7 noći polupansion, ski-pas nije uključen', ''),
    ('hotel', 'Sunčani vrhovi', '', 'Sunčani vrhovi bb;Kopaonik;Raška;36354;' + SRB,  # [nw]
     'Apartman A-12, 7 noći 640 EUR, kapara 30% uplaćena. Ski ormarić br. 12.', ''),
    ('hotel', 'MK Mountain Resort', '', 'Kopaonik bb;Kopaonik;Raška;36354;' + SRB, '', ''),
    ('not', 'Skijališta Srbije – ski pass Kopaonik', '', 'Kopaonik bb;Kopaonik;Raška;36354;' + SRB,
     'Porodični ski-pas 6 dana, kupljen online – kartice podići na šalteru kod hotela Grand, radi 8–16h', ''),
    ('hotel', 'Kraljevi čardaci', '', 'Kopaonik bb;Kopaonik;Raška;36354;' + SRB,  # [nw]
     'studio za 4, 5 noći, 85 EUR/noć, ski-in ski-out', ''),
    ('not', 'Putnik Travel', '', 'Terazije 27;Beograd;;11000;' + SRB, '', ''),
    # --- Tara and Drina
    ('hotel', 'Hotel Omorika', '', 'Kaluđerske bare bb;Bajina Bašta;;31250;' + SRB,
     '3 noći polupansion, bazen radi do 20h', ''),
    ('hotel', 'Brvnare Zaovine', '', 'Zaovine bb;Zaovine;Bajina Bašta;31256;' + SRB,  # [nw]
     'brvnara za 5 (gore 3 kreveta), 2 noći, 9.000 din/noć, kapara 5.000 din. Poslednja 2 km makadam.', ''),
    ('hotel', 'Splav Drinski biser', '', 'Rača bb;Bajina Bašta;;31250;' + SRB,  # [nw]
     'splav na Drini za izdavanje, 4 kreveta + kauč, 2 noćenja 12.000 din, kapara 4.000. Čamac uključen.', ''),
    ('not', 'Dejan Pavlović', 'Pavlović;Dejan;;;', '',
     'izdaje splav na Drini – zvati posle 18h. 6.000 din noć, posteljina njegova.', 'TEL:+381 65 220 4418'),
    ('hotel', 'Drvengrad', '', 'Mećavnik bb;Mokra Gora;Užice;31243;' + SRB,  # [nw]
     '2 noći, doručak uključen; karte za Šarganska osmica posebno', ''),
    ('not', 'Taxi boat Perućac', '', 'Perućac bb;Perućac;Bajina Bašta;31256;' + SRB,
     'vožnja kanjonom Drine 2h, 1.500 din po osobi, polazak u 11h sa pristaništa', ''),
    ('hotel', 'Kamp Vrelo Perućac', '', 'Perućac bb;Perućac;Bajina Bašta;31256;' + SRB,
     'šator, 2 noći, 1.200 din po osobi, struja 300 din; tuševi topli do 22h', ''),
    ('not', 'Drina Rafting Adventure', '', 'Perućac bb;Perućac;Bajina Bašta;31256;' + SRB,
     'rafting subota 10h, 3.500 din po osobi, ručak na kraju uključen', ''),
    ('hotel', 'Dečje odmaralište Mitrovac', '', 'Mitrovac na Tari bb;Bajina Bašta;;31250;' + SRB,
     'Škola u prirodi – Luka, 7 dana (6 noćenja), 3 rate po 9.800 din. Polazak ispred škole u 8h.', ''),
    # --- spa towns
    ('hotel', 'Hotel Moravica', '', 'Vojvode Mišića 4;Sokobanja;;18230;' + SRB, '', ''),
    ('hotel', 'Apartmani Sokolica', '', 'Kralja Petra I 15;Sokobanja;;18230;' + SRB,
     'baba i deda 7 noći, 2.500 din noćenje za dvoje', ''),
    ('not', 'Svetlana Ristić', 'Ristić;Svetlana;;;', '', 'kuma iz Sokobanje – ona je našla sobe za babu i dedu', ''),
    ('hotel', 'Sobe Milica', '', 'Beogradska 22;Vrnjačka Banja;;36210;' + SRB,
     '10 noći za baku, 2.200 din/noć, kupatilo u sobi, blizu Promenade', ''),
    ('hotel', 'Vila Krstić', '', 'Vojvode Putnika 3;Vrnjačka Banja;;36210;' + SRB,  # [nw]
     'noćenje s doručkom 3.000 din, parking u dvorištu', ''),
    ('hotel', 'Fontana Vrnjačka Banja', '', 'Vrnjačka 2;Vrnjačka Banja;;36210;' + SRB,  # [nw]
     'hotel gde je deda bio 2019 – pitati za vaučere', ''),
    ('not', 'Specijalna bolnica Merkur', '', 'Bulevar srpskih ratnika 18;Vrnjačka Banja;;36210;' + SRB,
     'deda – rehabilitacija 21 dan preko RFZO, uput od izabranog lekara, prijem ponedeljkom u 8h', ''),
    # --- Montenegro coast
    ('hotel', 'Slovenska plaža', '', 'Trg slobode 1;Budva;;85310;' + MNE,  # [nw]
     '7 noći preko Filip Travel, all inclusive, soba 214', 'CATEGORIES:Putovanja'),
    ('hotel', 'Avala Resort & Villas', '', 'Mediteranska 2;Budva;;85310;' + MNE,
     'pitati za vikend van sezone', ''),
    ('hotel', 'Apartmani Vukotić', '', 'Mainski put 42;Budva;;85310;' + MNE,
     'studio za 4, 55 EUR/noć, kapara 100 EUR (Western Union), check-in posle 14h, parking ispred', ''),
    ('not', 'Zorka Vukotić', 'Vukotić;Zorka;;;', '',
     'gazdarica u Budvi – izdaje sobe i apartmane, javiti 2 dana ranije, 55 EUR noć', 'TEL:+382 67 331 908'),
    ('hotel', 'Hotel Perla', '', 'Šetalište pet Danica 98;Herceg Novi;;85340;' + MNE,
     '10 noći polupansion, 2+2, hotelska plaža. Potvrda HN-5521.', ''),
    ('hotel', 'Privatni smještaj Kovačević', '', 'Njegoševa 12;Igalo;Herceg Novi;85347;' + MNE,
     'dvije sobe + terasa, 40 EUR/noć, 10 noći, boravišna taksa 1 EUR po osobi', ''),
    ('hotel', 'Kuća Lazarević', '', 'Savina bb;Herceg Novi;;85340;' + MNE,  # [nw]
     'cela kuća za 2 porodice, 10 noći, 85 EUR/noć, domaćin Dragan – ključ kod komšije', ''),
    ('hotel', 'Dukley Gardens', '', 'Jadranski put bb;Budva;;85310;' + MNE,  # [nw]
     'apartman 2+2, 3 noći, 210 EUR/noć, garaža -1', ''),
    ('hotel', 'Palazzo Radomiri', '', 'Dobrota 220;Kotor;;85330;' + MNE, '', ''),  # [nw]
    ('not', 'Konoba Bastion', '', 'Stari grad 517;Kotor;;85330;' + MNE,
     'rezervacija subota 20h za 8 – riba i crni rižot', ''),
    ('not', 'Konoba Feral', '', 'Šetalište pet Danica 47;Herceg Novi;;85340;' + MNE, '', ''),
    ('not', 'Trajekt Kamenari – Lepetane', '', 'Kamenari bb;Herceg Novi;;85343;' + MNE,
     'auto 4,50 EUR u jednom pravcu, ide na 15–20 min', ''),
    ('not', 'Snežana Vujović', 'Vujović;Snežana;;;', 'Vuka Karadžića 14;Nikšić;;81400;' + MNE,
     'tetka – kod nje spavamo 2 noći kad idemo na more; ponesti kafu i rakiju', ''),
    ('hotel', 'Bianca Kolašin', '', 'Trg borca bb;Kolašin;;81210;' + MNE,  # [nw]
     '2 noći zimi, 2+2, spa uključen', ''),
    # --- Halkidiki
    ('hotel', 'Eleni Studios', '', ';Nikiti;Chalkidiki;63088;Greece',
     'studio sa kuhinjom, 50 EUR/noć, 10 noći, 150 m od plaže. Kapara 150 EUR.', ''),
    ('not', 'Ελένη Παπαδοπούλου', 'Παπαδοπούλου;Ελένη;;;', '',
     'Eleni – studios u Nikitiju, Viber, govori engleski. 50 EUR noć u julu.', ''),
    ('hotel', 'Δωμάτια Άννα', '', ';Σάρτη;Χαλκιδική;63072;Ελλάδα',
     'δωμάτιο 4 ατόμων, 45€/βράδυ – 7 noći, plaćanje keš', ''),
    ('hotel', 'Porto Carras Grand Resort', '', ';Neos Marmaras;Chalkidiki;63081;Greece',
     'ponuda preko agencije – pitati za first minute', ''),
    ('hotel', 'Βίλα Καλυψώ', '', ';Νικήτη;Χαλκιδική;63088;Ελλάδα',  # [nw]
     'kuća za 2 porodice, 8 noći, 140 EUR/noć, bazen', ''),
    ('hotel', 'Kassandra Palace', '', ';Kriopigi;Chalkidiki;63077;Greece',  # [nw]
     '7 noći HB preko agencije, soba sa pogledom na more', ''),
    ('hotel', 'Anemos Nikiti', '', ';Nikiti;Chalkidiki;63088;Greece',  # [nw]
     'studio 12, 45 EUR/noć, klima, dogovor preko Vibera sa Kostasom', ''),
    ('hotel', 'Camping Armenistis', '', ';Sarti;Chalkidiki;63072;Greece',
     'šator + auto, 6 noći, 32 EUR/noć', ''),
    ('not', 'Το Σπίτι του Ψαρά', '', ';Σάρτη;Χαλκιδική;63072;Ελλάδα',
     'riba – sto za 5 u 21h', ''),
    ('not', 'ΚΤΕΛ Χαλκιδικής', '', 'Καρακάση 68;Θεσσαλονίκη;;54248;Ελλάδα', '', ''),
    ('not', 'BigBlue', '', 'Bulevar kralja Aleksandra 28;Beograd;;11000;' + SRB,
     'Halkidiki aranžman 10 noći Sarti, autobus polazak Sava Centar 19h, smeštaj Vila Anna – doplata 40 EUR', ''),
    # --- ethno villages, Ohrid, Republika Srpska
    ('hotel', 'Stanišići etno selo', '', 'Pavlovića put bb;Dvorovi;Bijeljina;76311;' + BIH,  # [nw]
     'krštenje kod rođaka – 2 noći u konaku, doručak uključen', ''),
    ('not', 'Dobre vode etno selo', '', 'Dobre vode bb;Ovčar Banja;Čačak;32242;' + SRB,
     'ručak nedeljom sa dedom – jagnjetina ispod sača, rezervisati sto', ''),
    ('hotel', 'Villa Sveta Sofija', '', 'Kosta Abraš 64;Ohrid;;6000;Severna Makedonija',  # [nw]
     '3 noći, 60 EUR/noć sa doručkom, pogled na jezero', ''),
    ('hotel', 'Соби Стојановски', '', 'Јане Сандански 7;Охрид;;6000;Северна Македонија',
     'соба за 4, 25 EUR/ноќ, check-in после 14h', ''),
    ('hotel', 'Kamp Gradište', '', 'Peštani bb;Ohrid;;6000;Severna Makedonija', '', ''),
    ('hotel', 'Platani Trebinje', '', 'Trg slobode 1;Trebinje;;89101;' + BIH,  # [nw]
     '1 noć na putu za more, 90 KM, parking', ''),
    ('hotel', 'Hotel Bosna', '', 'Kralja Petra I Karađorđevića 97;Banja Luka;;78000;' + BIH,
     'kad idemo kod ujaka, a nema mesta kod njih', ''),
    ('not', 'Dragan Savić', 'Savić;Dragan;;;', 'Majke Jugovića 12;Bijeljina;;76300;' + BIH,
     'ujak – slava Đurđevdan. Spavamo kod njih u kući, 2 noći.', ''),
    # --- Čačak
    ('not', 'Милан Јовановић', 'Јовановић;Милан;;;', 'Господар Јованова 14;Чачак;;32000;Србија',
     'Деда. Слава Свети Никола 19. децембар.', ''),
    ('not', 'Рада Јовановић', 'Јовановић;Рада;;;', 'Господар Јованова 14;Чачак;;32000;Србија', '', ''),
    ('hotel', 'Prenoćište Stari grad', '', 'Bate Jankovića 3;Čačak;;32000;' + SRB,
     'rođaci iz Nemačke – 3 noći, 2.500 din/noć po sobi', ''),
    ('not', 'Kafana Stari konak', '', 'Gradsko šetalište 2;Čačak;;32000;' + SRB,
     'slava ručak za 20 ljudi, meni 2.800 din po osobi, kapara 15.000 din', ''),
    ('not', 'Sunčana jesen – dom za stare', '', 'Preljinska 40;Preljina;Čačak;32212;' + SRB,
     'informacije za baku Radu – 75.000 din mesečno, lista čekanja', ''),
    ('not', 'Svečana sala Vila Bela', '', 'Obilaznica bb;Čačak;;32000;' + SRB,
     'venčanje Ivane i Stefana 14.9. u 17h, sto br. 8', ''),
    # --- Belgrade
    ('hotel', 'Zepter Beograd', '', 'Terazije 45;Beograd;;11000;' + SRB,  # [nw]
     'smeštaj za goste iz Beča, 2 noći, corporate rate 140 EUR', ''),
    ('not', 'Vesna Đorđević', 'Đorđević;Vesna;;;', '',
     'Novogodišnja proslava firme 20.12. – 120 osoba, meni A, sala Crystal',
     'ORG:Zepter Beograd || TITLE:Catering & Events Manager || EMAIL:vesna.djordjevic@zepterhotel.rs'),
    ('hotel', 'Radisson Collection Old Mill', '', 'Bulevar vojvode Mišića 15;Beograd;;11000;' + SRB,  # [nw]
     'kolega iz Skoplja 3 noći, 95 EUR/noć', ''),
    ('hotel', 'Mercure Belgrade Excelsior', '', 'Kneza Miloša 5;Beograd;;11000;' + SRB,  # [nw]
     'za klijente iz Beča – 2 noći, 190 EUR', ''),
    ('hotel', 'Arka Barka', '', 'Bulevar Nikole Tesle bb;Beograd;;11070;' + SRB,  # [nw]
     'hostel na splavu kod Ušća – rođaci iz Banjaluke 2 noći, 18 EUR krevet', ''),
    ('hotel', 'Saint Ten', '', 'Svetozara Markovića 10;Beograd;;11000;' + SRB, '', ''),  # [nw]
    ('not', 'Kafe Moskva', '', 'Terazije 20;Beograd;;11000;' + SRB,
     'Moskva šnit – cela torta za Lukin rođendan, poručiti 3 dana ranije, 4.900 din, podići u kafeu hotela', ''),
    ('not', 'Club Olympus – Hyatt Regency', '', 'Milentija Popovića 5;Beograd;;11070;' + SRB,
     'teretana + bazen, članarina 6.500 din mesečno, kartica br. 0412', ''),
    ('not', 'Splav Freestyler', '', 'Brodogradilišna bb;Beograd;;11000;' + SRB,
     'kumov rođendan – sto za petak 23h, min. potrošnja 20.000 din', ''),
    ('not', 'Kafana ?', '', 'Kralja Petra 6;Beograd;;11000;' + SRB, '', ''),
    ('not', 'Dom omladine Beograda', '', 'Makedonska 22;Beograd;;11000;' + SRB,
     'koncert 2 karte, parter', ''),
    ('not', 'Konak kneginje Ljubice', '', 'Kneza Sime Markovića 8;Beograd;;11000;' + SRB,
     'ekskurzija II-3, 28 učenika, vodič u 10h, ulaz 200 din po učeniku', ''),
    ('not', 'Dom Vojske Srbije', '', 'Braće Jugovića 19;Beograd;;11000;' + SRB,
     'svadba Marka i Tijane 6.6. – velika sala, 180 gostiju', ''),
    ('not', 'Lesi – pansion za pse', '', 'Zrenjaninski put 150;Beograd;;11211;' + SRB,
     'Meda – 10 noći dok smo na moru, 1.200 din/dan, vakcinacioni karton obavezno', ''),
    ('not', 'Vet klinika Njegoševa', '', 'Njegoševa 51;Beograd;;11000;' + SRB,
     'Meda – vakcina protiv besnila svakog marta', ''),
    ('not', 'Bel Medic', '', 'Koste Jovanovića 87;Beograd;;11000;' + SRB, '', ''),
    ('not', 'Jasna Milošević', 'Milošević;Jasna;;;', '', 'Mina – sistematski pregled 12.9. u 10:30',
     'ORG:Bel Medic || TITLE:pedijatar || CATEGORIES:Doktori'),
    ('not', 'Treća beogradska gimnazija', '', 'Njegoševa 15;Beograd;;11000;' + SRB,
     'zbornica, sekretarijat lokal 12', 'URL:https://www.trecagimnazija.edu.rs'),
    ('not', 'Gordana Nikolić', 'Nikolić;Gordana;;;', '', '', 'ORG:Treća beogradska gimnazija || TITLE:profesorka matematike'),
    ('not', 'OŠ Svetozar Marković', '', 'Krunska 8;Beograd;;11000;' + SRB,
     'Luka 6-2, roditeljski sastanak utorkom 18h', 'KIND:org'),
    ('not', 'HTEC Group', '', 'Milutina Milankovića 11ž;Beograd;;11070;' + SRB, '',
     'URL:https://htecgroup.com'),
    ('not', 'Jelena Jovanović', 'Jovanović;Jelena;;;', 'Kursulina 21;Beograd;Vračar;11000;' + SRB, '',
     'ORG:Treća beogradska gimnazija || TITLE:profesorka srpskog jezika i književnosti || TEL:+381 63 555 0192'),
    ('not', 'Luka Jovanović', 'Jovanović;Luka;;;', 'Kursulina 21;Beograd;Vračar;11000;' + SRB, 'rođen 13.5.2012.', ''),
    ('not', 'Mina Jovanović', 'Jovanović;Mina;;;', '', 'rođena 2.11.2015.', 'TEL:+381 66 402 1188'),
    ('not', 'Zoran Ilić', 'Ilić;Zoran;;;', 'Kursulina 21;Beograd;;11000;' + SRB,
     'stanodavac – kirija 650 EUR do 5. u mesecu, račun 160-0000000123456-78; bojler popravljen 3/24', ''),
    ('not', 'Ljiljana Petković', 'Petković;Ljiljana;;;', '',
     'bivša gazdarica (stan u Krunskoj) – depozit 500 EUR vraćen', ''),
    ('not', 'Bojan Petrović', 'Petrović;Bojan;;;', '', 'kum – slava Sveti Jovan', 'TEL:+381 64 200 7731'),
    ('not', 'Ivana Marinković', 'Marinković;Ivana;;;', '', 'Budva i Halkidiki aranžmani, 10% popusta za rano plaćanje',
     'ORG:Filip Travel || TITLE:turistički agent || EMAIL:ivana.marinkovic@filiptravel.rs'),
    ('not', 'Filip Travel', '', 'Bulevar Mihajla Pupina 117;Beograd;;11070;' + SRB,
     'Budva, Slovenska plaža 7 noći AI – uplata u 3 rate, ugovor br. 24-0815', 'URL:https://www.filiptravel.rs'),
    ('not', 'Turistička organizacija Zlatibor', '', 'Miladina Pećinara 2;Zlatibor;;31315;' + SRB,
     'info o privatnom smeštaju i kategorizaciji, boravišna taksa 130 din po noći', 'URL:https://www.zlatibor.org.rs || KIND:org'),
    ('not', 'Lufthansa', '', 'Aerodrom Beograd 59;Beograd;;11180;' + SRB,
     'LH 1411 BEG–FRA 06:10, booking code 5BQ7PK, sedište 14C', 'URL:https://www.lufthansa.com'),
    ('not', 'Voz Beograd – Bar', '', 'Železnička stanica Beograd Centar;Beograd;;11000;' + SRB,
     'spavaća kola, kupe sa 3 ležaja, polazak 21:10, dolazak u Bar 8:30, karta + ležaj 4.600 din po osobi', 'CATEGORIES:Putovanja'),
    ('not', 'Gigatron', '', 'Bulevar kralja Aleksandra 79;Beograd;;11000;' + SRB, '', ''),
    ('not', 'Delfi knjižara', '', 'Knez Mihailova 40;Beograd;;11000;' + SRB, '', ''),
    ('not', 'Kuća piva', '', 'Njegoševa 30;Beograd;;11000;' + SRB, '', ''),
    # --- more places to stay
    ('hotel', 'Babin zub – planinarski dom', '', 'Babin zub bb;Knjaževac;;19350;' + SRB,  # [nw]
     'PSD Vrh – 2 noći, 1.500 din po krevetu, poneti vreću za spavanje', ''),
    ('not', 'Svratište Kod Drine', '', 'Magistralni put bb;Ljubovija;;15320;' + SRB,
     'usput za Taru – pastrmka, pauza za decu', ''),
    ('hotel', 'Pansion Kovači', '', 'Kovači 12;Sarajevo;;71000;' + BIH,  # [nw]
     '2 noći, 80 KM/noć, doručak u bašti', ''),
    ('not', 'Regularna Velika Loža Srbije', '', 'Kneza Miloša 20;Beograd;;11000;' + SRB, '', ''),
    ('hotel', 'Falkensteiner Stara Planina', '', 'Jabučko ravnište bb;Knjaževac;;19350;' + SRB,  # [nw]
     '3 noći, 2+2, polupansion, wellness uključen', ''),
    ('hotel', 'Hotel Tornik', '', 'Naselje Jezero bb;Zlatibor;;31315;' + SRB, '', ''),
    ('hotel', 'Hotel Vojvodina', '', 'Trg slobode 2;Novi Sad;;21000;' + SRB, '', ''),
    ('hotel', 'Aria Hotel Budapest', '', 'Hercegprímás utca 5;Budapest;;1051;Magyarország', '', ''),
    ('hotel', 'Aurel Podgorica', '', 'Bulevar Josipa Broza 55;Podgorica;;81000;' + MNE, '', ''),  # [nw]
    ('hotel', 'Sobe Maja', '', 'Obala bb;Petrovac na moru;Budva;85314;' + MNE,
     'soba sa terasom, 35 EUR/noć, 5 noći, check-in posle 14h', ''),
    ('hotel', 'Soa Žabljak', '', 'Tripka Đakovića bb;Žabljak;;84220;' + MNE,  # [nw]
     'Durmitor – 2 noći, doručak, 95 EUR/noć', ''),
    ('hotel', 'Andrássy 47 lakás', '', 'Andrássy út 47;Budapest;;1061;Magyarország',  # [nw]
     'Airbnb, 2 noći, door code 1984#, check-in 15h, ključ u kutiji', ''),
    ('hotel', 'Vila Srebrno jezero', '', 'Srebrno jezero bb;Veliko Gradište;;12220;' + SRB,  # [nw]
     'vikend, 2 noći, 5.500 din/noć za apartman, doručak po dogovoru', ''),
    ('hotel', 'Sindikalno odmaralište Divčibare', '', 'Divčibare bb;Divčibare;Valjevo;14204;' + SRB,
     'preko sindikata škole – 5 noći pun pansion, 1.900 din dnevno po osobi', ''),
    ('hotel', 'Hotel Astoria Zagreb', '', 'Petrinjska 71;Zagreb;;10000;Hrvatska', '', ''),
    ('hotel', 'Hotel Prag', '', 'Kraljice Natalije 27;Beograd;;11000;' + SRB, '', ''),
    ('hotel', "Wombat's Naschmarkt", '', 'Rechte Wienzeile 35;Wien;;1040;Österreich',  # [nw]
     'Jelena – izlet sa koleginicama, 2 noći, 4-bed room, 34 EUR po krevetu', ''),
    ('hotel', 'Kazinczy Lodge', '', 'Kazinczy utca 24-26;Budapest;;1075;Magyarország',  # [nw]
     'Luka – ekskurzija, 2 noći, 28 EUR po krevetu', ''),
    ('not', 'Saša Vodoinstalater', 'Vodoinstalater;Saša;;;', '', 'bojler i kupatilo – dolazi posle 17h', 'TEL:+381 63 771 2040'),
    ('not', 'Dragana Lukić', 'Lukić;Dragana;;;', '', 'čuva decu – 600 din/sat, utorak i četvrtak', ''),
]

with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        for field in (label, name, n, adr, note, extra):
            assert '\t' not in field and '\n' not in field, field
        assert label in ('hotel', 'not')
        org = '' if n else name
        f.write('\t'.join([f'BX{i + 1:03d}', label, STYLES[i % 5], name, org, n, adr, note, extra]) + '\n')
print(len(rows), 'rows,', sum(r[0] == 'hotel' for r in rows), 'hotel')
