#!/usr/bin/env python3
"""Writes cards.tsv for review73: one realistic address book of a Zurich-based family - Daniel Amstutz, an energy
consultant with EBP in Zurich who travels for work to Geneva, Basel, Bern, Lugano, Munich, Milan, Lyon, Frankfurt,
Vienna and London, and Corinne Amstutz-Casutt, a secondary teacher from the Surselva, who plans the family's
holidays: Graubünden and the Engadin (hotels, a Pensiun, a Maiensäss hotel, a Ferienwohnung, SAC/CAS huts -
Chamanna -, a Berghaus, the Jugi, a campsite, Club Med, an albergo and an ustaria with rooms), Valais (cabanes, a
Hütte, Kulmhotel Gornergrat, a chalet, a gîte, a campsite, Whitepod, a hostel), Ticino (capanne, a rustico, a B&B,
an albergo, a campeggio), Alsace and the Black Forest (a hotel-restaurant, a gîte, a Gasthof, a Hofgut, a
Ferienhof, a Pension, a Jugendherberge), Lake Como and the Dolomites (rifugi, a Hütte, a Garni, a Ciasa, a farm
holiday), the Bürgenstock and a Berggasthaus - and the contacts around them. The traps such a book really has: a
Gasthaus and a Wirtschaft without rooms, grotti, an Alpbeizli and a Besenbeiz, a Winstub, a locanda that is a
restaurant, a Kurhaus that is a clinic, an Alterszentrum (with Mueti, whose address it is, room number and all)
and a Pflegeheim, the Hotelfachschule in Lucerne (and a cousin whose ORG it is), a bar called Hotel Rivington &
Sons, a hotel's lounge, the Zunfthaus zur Zimmerleuten (a wedding), a cattle-show Stall, a dog hotel, Chaletbau,
Hotelplan and Kuoni, the Swiss Youth Hostels' office and the SAC section, the tourist office that keeps a chalet's
keys, Villa Carlotta (a museum), the Glacier Express, the Nightjet, a paddle steamer and the Como ferries, family
names Hostettler, Hüttenmoser, Ritz, Albergati, Wirth, Herberger and Hyatt, hotel staff, a hut warden and hosts
whose ORG is their place, and the landlady of the Ferienwohnung (her own card).
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed, room, hut bunk, cottage or pitch at for the night (hotels, aparthotels, short-let and holiday flats, hostels,
guest houses, B&Bs, gîtes, farm stays, mountain huts, Berghäuser and Berggasthäuser with beds, a Gasthof, albergo,
ustaria or hotel-restaurant that lets rooms, chalets and rustici for rent, resorts, campsites); not = everything
else, including people's cards (whatever their ORG or NOTE), restaurants and inns without rooms, a hotel's lounge,
spas by day, clinics and care homes, schools, bars, travel agencies, associations, trains and boats. Labels fixed
here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Daniel's work: Geneva
 (H, 'Hôtel Longemalle', '', 'Place de Longemalle 13;Genève;GE;1204;Suisse', 'atelier SIG, 2 nuits, chambre côté cour svp, arrivée vers 21h', ''),
 (H, "N'vY Manotel", '', 'Rue de Richemont 18;Genève;GE;1202;Suisse', '', ''),
 (H, 'Hôtel Les Armures', '', 'Rue du Puits-Saint-Pierre 1;Genève;GE;1204;Suisse', 'Kunde zahlt, 1 Nacht, résa 20418-B', ''),
 # --- Basel
 (H, 'Les Trois Rois', '', 'Blumenrain 8;Basel;BS;4001;Schweiz', 'IWB Steuerungsausschuss, 1 Nacht, Zimmer Rheinseite, Frühstück inkl.', ''),
 (H, 'Hotel Krafft Basel', '', 'Rheingasse 12;Basel;BS;4058;Schweiz', '', ''),
 (H, 'Motel One Basel', '', 'Barfüsserplatz 16;Basel;BS;4051;Schweiz', 'Swissbau 2 Nächte, Check-in ab 15 Uhr', ''),
 # --- Bern
 (H, 'Bellevue Palace', '', 'Kochergasse 3-5;Bern;BE;3011;Schweiz', 'BFE Sitzung 9:00, Nacht davor, über Firma gebucht', ''),
 (H, 'Hotel Kreuz Bern', '', 'Zeughausgasse 41;Bern;BE;3011;Schweiz', '', ''),
 # --- Lugano
 (H, 'Villa Castagnola', '', 'Viale Castagnola 31;Lugano;TI;6900;Svizzera', '3 notti, convegno AET, colazione inclusa, parcheggio 25.-/notte', ''),
 (H, 'Hotel Pestalozzi Lugano', '', 'Piazza Indipendenza 9;Lugano;TI;6900;Svizzera', '', ''),
 (H, 'Ostello della Gioventù Lugano-Savosa', '', 'Via Cantonale 13;Savosa;TI;6942;Svizzera', 'für Praktikant Marco, 2 Nächte, Einzelzimmer', ''),
 # --- Munich
 (H, 'Hotel Bayerischer Hof', '', 'Promenadeplatz 2-6;München;Bayern;80333;Deutschland', 'SWM Termin, 1 Nacht, Zi. 518', ''),
 (H, 'Cortiina', '', 'Ledererstraße 8;München;Bayern;80331;Deutschland', 'Intersolar 3 Nächte, Buchungsnr. 88412073', ''),
 # --- Milan
 (H, 'NYX Milan', '', 'Piazza IV Novembre 3;Milano;MI;20124;Italia', '2 notti, riunione A2A, check-in dalle 14', ''),
 (H, 'Senato Hotel Milano', '', 'Via Senato 22;Milano;MI;20121;Italia', '', 'URL:https://www.senatohotelmilano.it'),
 # --- Lyon
 (H, 'Hôtel des Célestins', '', '4 Rue des Archers;Lyon;;69002;France', 'Pollutec, 2 nuits, petit-déj compris', ''),
 (H, 'Hôtel Carlton Lyon - MGallery', '', '4 Rue Jussieu;Lyon;;69002;France', 'réunion CNR, 1 nuit, chambre 305', ''),
 # --- Frankfurt
 (H, 'The Pure Frankfurt', '', 'Niddastraße 86;Frankfurt am Main;Hessen;60329;Deutschland', 'Light + Building, 3 Nächte, Zi. 412', ''),
 (H, 'Roomers Frankfurt', '', 'Gutleutstraße 85;Frankfurt am Main;Hessen;60329;Deutschland', '2 Nächte, Mainova zahlt', ''),
 (H, 'Capri by Fraser Frankfurt', '', 'Europa-Allee 63;Frankfurt am Main;Hessen;60486;Deutschland', 'Projektwoche Mainova, 4 Nächte, Apartment mit Küche', ''),
 # --- Vienna
 (H, 'Pension Suzanne', '', 'Walfischgasse 4;Wien;;1010;Österreich', '3 Nächte, Frühstück im Preis, Lift im Hof', ''),
 (H, '25hours Hotel beim MuseumsQuartier', '', 'Lerchenfelder Straße 1-3;Wien;;1070;Österreich', '', 'URL:https://www.25hours-hotels.com'),
 (H, 'Boutiquehotel Stadthalle', '', 'Hackengasse 20;Wien;;1150;Österreich', 'Workshop Wien Energie, late check-out 14h, Buchung BS-40021', ''),
 # --- London
 (H, 'Premier Inn London Southwark (Borough Market)', '', '34 Park Street;London;;SE1 9EF;United Kingdom', '', ''),
 (H, 'Sea Containers London', '', '20 Upper Ground;London;;SE1 9PD;United Kingdom', 'Ofgem workshop, 3 nights, breakfast bag at 7', ''),
 (H, 'Point A Hotel London Liverpool Street', '', '13-15 Folgate Street;London;;E1 6BX;United Kingdom', '', ''),
 (H, 'Marlin Apartments Aldgate', '', '9 Cooper\'s Row;London;;EC3N 2BQ;United Kingdom', '5 nights, studio, door code by email on arrival day', ''),
 # --- Zurich, for guests
 (H, 'Storchen Zürich', '', 'Weinplatz 2;Zürich;ZH;8001;Schweiz', 'für Julien (CNR), 2 Nächte, Rechnung an EBP', ''),
 (H, 'Hotel Kindli', '', 'Pfalzgasse 1;Zürich;ZH;8001;Schweiz', '', ''),
 # --- Graubünden and the Engadin
 (H, 'Hotel Margna Sils', '', 'Via da Baselgia 27;Sils/Segl Baselgia;GR;7515;Schweiz', 'Herbstferien 5 Nächte HP, Zimmer 207 + 208 verbunden, Anzahlung 800.- bezahlt', ''),
 (H, 'Giardino Mountain', '', 'Via Maistra 3;Champfèr;GR;7512;Schweiz', 'Hochzeitstag, 2 Nächt, Spa inkl.', ''),
 (H, 'Hotel Misani', '', 'Via Maistra 70;Celerina/Schlarigna;GR;7505;Schweiz', '', ''),
 (H, 'Jugi St. Moritz', '', 'Via Surpunt 60;St. Moritz;GR;7500;Schweiz', 'Lea Skilager 4 Nächte, Mehrbettzimmer, Bettwäsche inkl.', ''),
 (H, 'Camping Morteratsch', '', 'Plauns 13;Pontresina;GR;7504;Schweiz', 'Stellplatz 41, 3 Nächte, Strom 6.-/Tag', ''),
 (H, 'Chamanna Coaz CAS', '', 'Val Roseg;Pontresina;GR;7504;Schweiz', '1 Nacht HP, Kinder im Lager, nur bar oder Twint', ''),
 (H, 'Berghaus Diavolezza', '', 'Diavolezza;Pontresina;GR;7504;Schweiz', 'Sonnenaufgang! 1 Nacht, Doppelzimmer, Whirlpool ab 16h', ''),
 (H, 'Ferienwohnung Chasa Sulai', '', 'Stradun 401;Scuol;GR;7550;Schweiz', 'Sportferien 7 Nächte, Anzahlung 400.- bezahlt, Rest bar, Endreinigung 120.-', ''),
 (H, 'Pensiun Aldier', '', 'Plaz 154;Sent;GR;7554;Schweiz', '2 notgs, ensolver inclus, stanza 4', ''),
 (H, 'Hotel Ucliva', '', 'Via Principala 46;Waltensburg/Vuorz;GR;7158;Schweiz', '', ''),
 (H, 'Maiensässhotel Guarda Val', '', 'Voa Sporz 85;Lenzerheide;GR;7078;Schweiz', 'Silvester 2 Nächte, Zmorge bis 11', ''),
 (H, 'Nira Alpina', '', 'Via dal Corvatsch 76;Silvaplana;GR;7513;Schweiz', '', ''),
 (H, 'Club Med Saint-Moritz Roi Soleil', '', 'Via Maistra 31;St. Moritz;GR;7500;Schweiz', 'Skiwoche all-inclusive, Skischule für Nino, Transfer ab Bahnhof', ''),
 (H, 'Ristorante Albergo Alp Grüm', '', 'Alp Grüm;Poschiavo;GR;7710;Svizzera', 'auf dem Bernina-Weg: 1 Nacht, Familienzimmer 3, Znacht 18:30', ''),
 (H, 'Ustaria Posta Veglia', '', 'Via Principala 54;Laax;GR;7031;Schweiz', 'Skiweekend 2 Nächte, Zimmer 5, Hund ok', ''),
 # --- Valais
 (H, 'Täschhütte SAC', '', 'Täschalp;Täsch;VS;3929;Schweiz', 'übers SAC-Portal gebucht, 1 Nacht HP, Papa + Lea, Ankunft bis 17h', ''),
 (H, 'Cabane des Dix', '', 'Val des Dix;Hérémence;VS;1987;Suisse', '', ''),
 (H, 'Cabane de Tracuit', '', 'Zinal;Anniviers;VS;3961;Suisse', '', ''),
 (H, 'Kulmhotel Gornergrat', '', 'Gornergrat;Zermatt;VS;3920;Schweiz', 'Ostern 3 Nächte, Gepäck via Gornergratbahn, Buchung KG-7781', ''),
 (H, 'wellnessHostel4000 Saas-Fee', '', 'Panoramastrasse 1;Saas-Fee;VS;3906;Schweiz', '', ''),
 (H, 'Chalet Alpenblick', '', 'Dorfstrasse 61;Grächen;VS;3925;Schweiz', 'Ferienhaus Sommer 1 Woche, Schlüssel bei Grächen Tourismus, Kaution 500.-', ''),
 (H, 'Hôtel Bella Tola', '', 'Rue Principale 2;Saint-Luc;VS;3961;Suisse', "vacances d'automne, 4 nuits en demi-pension, chambre famille 21", ''),
 (H, 'Whitepod', '', 'Les Cerniers;Monthey;VS;1871;Suisse', 'Geburtstag Corinne, 1 nuit, pod 6, arrivée 15h', 'URL:https://www.whitepod.com'),
 (H, 'Camping Attermenzen', '', 'Attermenzen;Randa;VS;3928;Schweiz', '', ''),
 (H, 'Gîte Le Marmotton', '', 'Route de Zinal 12;Zinal;VS;3961;Suisse', 'dortoir 6 places, 2 nuits, draps à louer 10.-', ''),
 # --- Ticino
 (H, 'Capanna Basòdino', '', 'Robiei;Val Bavona;TI;6690;Svizzera', '2 notti mezza pensione, prima volta in capanna per Nino', ''),
 (H, 'Capanna Cristallina', '', 'Passo del Cristallina;Bedretto;TI;6781;Svizzera', '', ''),
 (H, 'Rustico Al Mulin', '', 'Nucleo 18;Sonogno;TI;6637;Svizzera', 'rustico in affitto 1 settimana, legna in cantina, caparra 300.- versata', ''),
 (H, 'Casa Berno', '', 'Via Gottardo Madonna 15;Ascona;TI;6612;Svizzera', '', ''),
 (H, 'Campeggio Delta', '', 'Via Respini 7;Locarno;TI;6600;Svizzera', 'piazzola 112, 5 notti, tenda + auto', ''),
 (H, 'B&B Casa alla Cascata', '', 'Foroglio;Cavergno;TI;6690;Svizzera', '2 notti, colazione nostrana, pagamento Twint', ''),
 (H, 'Albergo Olivone e Posta', '', 'Via Lucomagno 10;Olivone;TI;6718;Svizzera', 'sosta sul Lucomagno, 1 notte, camera 12', ''),
 # --- Alsace
 (H, "Hôtel-Restaurant À l'Arbre Vert", '', '7 Rue des Cigognes;Ammerschwihr;;68770;France', 'marché de Noël Colmar, 2 nuits, chambre familiale, petit-déj 12 €', ''),
 (H, 'Gîte Les Remparts', '', '5 Rue des Remparts;Riquewihr;;68340;France', 'Ostern 1 Woche, caution 300 €, draps fournis', ''),
 (H, 'Le Parc Obernai', '', "169 Route d'Ottrott;Obernai;;67210;France", '2 nuits, piscine, arrivée après 16h', ''),
 (H, 'Camping Les Trois Châteaux', '', '10 Rue du Bassin;Eguisheim;;68420;France', 'emplacement 23, 3 nuits, Wohnwagen', ''),
 (H, 'La Cour du Corbeau', '', '6-8 Rue des Couples;Strasbourg;;67000;France', '', ''),
 # --- Black Forest
 (H, 'Gasthof zum Löwen', '', 'Hauptstraße 12;Todtnauberg;Baden-Württemberg;79674;Deutschland', '3 Nächte HP, Zimmer 8, Hund erlaubt', ''),
 (H, 'Hofgut Sternen', '', 'Höllental 1;Breitnau;Baden-Württemberg;79874;Deutschland', 'Zwischenstopp auf dem Heimweg, 1 Nacht, Frühstück ab 7', ''),
 (H, 'Ferienhof Fehrenbach', '', 'Haslachsimonswald 14;Simonswald;Baden-Württemberg;79263;Deutschland', 'FeWo Kuckucksnest, 1 Woche, Brötchenservice, Traktorfahrt für die Kinder', ''),
 (H, 'Campingplatz Kirchzarten', '', 'Dietenbacher Straße 17;Kirchzarten;Baden-Württemberg;79199;Deutschland', '', ''),
 (H, 'Jugendherberge Titisee-Veltishof', '', 'Bruderhalde 27;Titisee-Neustadt;Baden-Württemberg;79822;Deutschland', '', ''),
 (H, 'Pension Haus Sonnhalde', '', 'Adlerweg 17;Hinterzarten;Baden-Württemberg;79856;Deutschland', '4 Nächte mit Frühstück, Gästekarte abholen', ''),
 # --- Lake Como
 (H, 'Villa Serbelloni', '', 'Via Roma 1;Bellagio;CO;22021;Italia', '2 notti, vista lago, prenotazione 77312', ''),
 (H, 'Hotel Florence Bellagio', '', 'Piazza Mazzini 46;Bellagio;CO;22021;Italia', 'Ausweichhotel falls Serbelloni voll', ''),
 (H, 'Casa Vacanze Il Glicine', '', 'Via XX Settembre 14;Varenna;LC;23829;Italia', 'appartamento 5 notti, check-in 15-19, tassa di soggiorno in contanti', ''),
 (H, 'Camping Europa Menaggio', '', 'Via dei Cipressi 12;Menaggio;CO;22017;Italia', '', ''),
 # --- Dolomites
 (H, 'Rifugio Averau', '', "Forcella Averau;Cortina d'Ampezzo;BL;32043;Italia", '1 notte in camerata, cena 19:00, acconto 50 €', ''),
 (H, 'Puezhütte', '', 'Puez;Wolkenstein in Gröden;BZ;39048;Italia', '', ''),
 (H, 'Gardena Grödnerhof', '', 'Str. Vidalong 3;St. Ulrich in Gröden;BZ;39046;Italia', 'Sommerferien 6 Nächte HP, Zi. 311, Kinderclub', ''),
 (H, 'Garni Haus Waldrast', '', 'Oswald-von-Wolkenstein-Straße 8;Kastelruth;BZ;39040;Italia', '4 Nächte, Frühstück ab 7:30, Zimmer 2 mit Balkon', ''),
 (H, 'Ciasa Salares', '', 'Strada Prè de Vì 31;San Cassiano;BZ;39036;Italia', '', ''),
 (H, 'Obermoarhof', '', 'St. Magdalena 12;Villnöß;BZ;39040;Italia', 'Urlaub auf dem Bauernhof, Whg. Geisler, 1 Woche, Eier vom Hof', ''),
 # --- elsewhere in Switzerland
 (H, 'Bürgenstock Resort Lake Lucerne', '', 'Bürgenstock;Obbürgen;NW;6363;Schweiz', 'Gutschein von Mueti, 1 Nacht, Alpine Spa inkl.', 'URL:https://www.buergenstock.ch'),
 (H, 'Berggasthaus Seealpsee', '', 'Seealpsee;Wasserauen;AI;9057;Schweiz', '1 Nacht im Massenlager, 6 Plätze, Zmorge 7:00', ''),
]
P = [
 # family and household
 (N, 'Corinne Amstutz-Casutt', 'Amstutz-Casutt;Corinne;;;', 'Rousseaustrasse 60;Zürich;ZH;8037;Schweiz', 'Schule aus Mi 12:00, Velo in Reparatur', 'ORG:Schule Milchbuck || TITLE:Sekundarlehrerin'),
 (N, 'Lea', 'Amstutz;Lea;;;', '', '6. Klasse, Klavier Do 17:15', ''),
 (N, 'Nino', 'Amstutz;Nino;;;', '', 'FC Unterstrass Training Di/Fr 17:30', ''),
 (N, 'Mueti', 'Amstutz;Ruth;;;', 'Leonhardstrasse 18;Zürich;ZH;8001;Schweiz', 'Zimmer 112, Besuch am Sonntag nach dem Zmittag', ''),
 (N, 'Grossmami Mengia', 'Casutt;Mengia;;;', 'Via Sogn Martin 2;Ilanz/Glion;GR;7130;Schweiz', 'Abteilung 2, hört schlecht, laut reden', ''),
 (N, 'Papa Gion', 'Casutt;Gion;;;', 'Via Centrala 12;Ilanz/Glion;GR;7130;Schweiz', 'Heu bis Ende Juli, Viehschau Anfang Oktober', ''),
 (N, 'Sandra Hostettler', 'Hostettler;Sandra;;;', '', 'Schwester, Gotte von Nino, Geburtstag 14.3.', ''),
 (N, 'Peter Hüttenmoser', 'Hüttenmoser;Peter;;;', 'Rousseaustrasse 62;Zürich;ZH;8037;Schweiz', 'Nachbar, giesst die Pflanzen wenn wir weg sind, hat Schlüssel', ''),
 (N, 'Michel Ritz', 'Ritz;Michel;;;', '', 'Boiler entkalken, Offerte 380.-', 'ORG:Ritz Sanitär GmbH'),
 (N, 'Chiara Albergati', 'Albergati;Chiara;;;', '', 'Babysitter, 20.-/h, Mi und Sa', ''),
 (N, 'Ursula Wirth', 'Wirth;Ursula;;;', '', 'Klassenlehrerin Nino, Elterngespräch 18.11. 16:30', 'ORG:Schule Letten || TITLE:Primarlehrerin'),
 (N, 'Anna Casutt', 'Casutt;Anna;;;', '', 'Cousine, Praktikum im Service, Diplomfeier Juni', 'ORG:SHL Schweizerische Hotelfachschule Luzern'),
 # colleagues and clients
 (N, 'Martin Keller', 'Keller;Martin;;;', '', 'Spesen bis Monatsende einreichen', 'ORG:EBP Schweiz AG || TITLE:Bereichsleiter Energie'),
 (N, 'Sophie Perrin', 'Perrin;Sophie;;;', '', 'atelier réseau thermique, mardi 9h', 'ORG:Services Industriels de Genève'),
 (N, 'Beat Herberger', 'Herberger;Beat;;;', '', 'Steuerungsausschuss quartalsweise, Sitzungszimmer Rhein', 'ORG:IWB Industrielle Werke Basel || TITLE:Leiter Fernwärme'),
 (N, 'Andreas Huber', 'Huber;Andreas;;;', '', 'Geothermie-Studie, Review KW 12', 'ORG:Stadtwerke München'),
 (N, 'Francesca Rinaldi', 'Rinaldi;Francesca;;;', '', 'teleriscaldamento, parla tedesco', 'ORG:A2A S.p.A.'),
 (N, 'Julien Morel', 'Morel;Julien;;;', '', 'vient à Zurich en mai, 2 nuits au Storchen', 'ORG:Compagnie Nationale du Rhône'),
 (N, 'Katrin Schäfer', 'Schäfer;Katrin;;;', '', 'Abnahme Wärmeplan 3.6.', 'ORG:Mainova AG || TITLE:Projektleiterin'),
 (N, 'Stefan Gruber', 'Gruber;Stefan;;;', '', 'Apéro in der Bristol Lounge Do 18:00', 'ORG:Wien Energie'),
 (N, 'Ben Hyatt', 'Hyatt;Ben;;;', '', 'workshop agenda by Friday, prefers Teams', 'ORG:Ofgem || TITLE:Head of Networks'),
 (N, 'Paolo Locatelli', 'Locatelli;Paolo;;;', '', 'convegno AET, cena dopo a Lugano', 'ORG:Azienda Elettrica Ticinese'),
 # hotel staff, a hut warden, hosts, the landlady
 (N, 'Seraina Caviezel', 'Caviezel;Seraina;;;', '', 'Zimmerwunsch 207/208 weitergegeben', 'ORG:Hotel Margna Sils || TITLE:Reservation || EMAIL;TYPE=WORK:reservation@margna.ch'),
 (N, 'Corina Tscharner', 'Tscharner;Corina;;;', '', 'Reservation per Telefon ab 18 Uhr', 'ORG:Chamanna Coaz CAS || TITLE:Hüttenwartin'),
 (N, 'Ursina Tönett', 'Tönett;Ursina;;;', 'Stradun 401;Scuol;GR;7550;Schweiz', 'Vermieterin FeWo Scuol, Sportferien 7 Nächte, Schlüssel im Milchkasten, Anzahlung 400.-', 'EMAIL:ursina.toenett@bluewin.ch'),
 (N, 'Giovanni Fumagalli', 'Fumagalli;Giovanni;;;', '', 'chiavi al bar di fronte se arriviamo tardi', 'ORG:Casa Vacanze Il Glicine'),
 (N, 'Maria Rabanser', 'Rabanser;Maria;;;', '', 'Bäuerin, Anreise ab 15 Uhr', 'ORG:Obermoarhof'),
 (N, 'Emma Clarke', 'Clarke;Emma;;;', '', 'corporate rate 2026 agreed', 'ORG:Sea Containers London || TITLE:Group Sales Manager'),
]
O = [
 # care homes, a clinic, the hotel school
 (N, 'Alterszentrum Bürgerasyl-Pfrundhaus', '', 'Leonhardstrasse 18;Zürich;ZH;8001;Schweiz', 'Mueti Zimmer 112, Pensionstaxe monatlich, Besuch jederzeit', ''),
 (N, 'Pflegeheim Casa Sogn Martin', '', 'Via Sogn Martin 2;Ilanz/Glion;GR;7130;Schweiz', 'Grossmami, Abteilung 2, Geburtstagskaffee zum 80. am 9.6.', ''),
 (N, 'Kurhaus Rosenhügel - Rehaklinik', '', 'Hinterbergstrasse 4;Unterägeri;ZG;6314;Schweiz', 'Physio ambulant nach Knie-OP, Mo + Do 07:30, Parkplatz P2', ''),
 (N, 'SHL Schweizerische Hotelfachschule Luzern', '', 'Kreuzbuchstrasse 33;Luzern;LU;6006;Schweiz', 'Diplomfeier Anna Fr 28.6. 14:00, Aula', ''),
 # restaurants, inns without rooms, a bar, a guild house
 (N, 'Gasthaus zum Guten Glück', '', 'Stationsstrasse 4;Zürich;ZH;8003;Schweiz', 'Tisch für 6, Fr 19:30, Geburtstag Mueti', ''),
 (N, 'Wirtschaft Neubühl', '', 'Erligatterweg 53;Zürich;ZH;8038;Schweiz', 'Metzgete Sa 18:30, 4 Plätze', ''),
 (N, 'Gasthaus Engel', '', 'Kirchstraße 3;Todtnau;Baden-Württemberg;79674;Deutschland', 'Vesper nach der Wanderung, Ruhetag Mittwoch', ''),
 (N, 'Grotto Pozzasc', '', 'Peccia;Lavizzara;TI;6695;Svizzera', 'pranzo dopo il giro, solo contanti, chiuso lunedì', ''),
 (N, 'Grotto Lafranchi', '', 'Coglio;Maggia;TI;6678;Svizzera', 'tavolo per 4 sabato 12:30', ''),
 (N, 'Alpbeizli Sämtis', '', 'Sämtis;Brülisau;AI;9058;Schweiz', 'Zmittag nach dem Hohen Kasten, Chäshörnli', ''),
 (N, 'Besenbeiz Hof Guggenbühl', '', 'Guggenbühl 2;Maur;ZH;8124;Schweiz', 'Buurezmorge So 9:30, 4 Erw. + 2 Kinder', ''),
 (N, 'Winstub Le Clou', '', '3 Rue du Chaudron;Strasbourg;;67000;France', 'réservé 19h30, 4 pers., choucroute', ''),
 (N, "Locanda dell'Isola Comacina", '', 'Isola Comacina;Tremezzina;CO;22016;Italia', 'pranzo 13:00, menu fisso, barca da Sala Comacina', ''),
 (N, 'Bristol Lounge Wien', '', 'Kärntner Ring 1;Wien;;1010;Österreich', 'Apéro mit Stefan Do 18:00, Tisch auf Gruber', ''),
 (N, 'Hotel Rivington & Sons', '', 'Hardstrasse 201;Zürich;ZH;8005;Schweiz', 'Teamapéro Fr 18:00, 10 Pers. reserviert', ''),
 (N, 'Zunfthaus zur Zimmerleuten', '', 'Limmatquai 40;Zürich;ZH;8001;Schweiz', 'Hochzeit Sandra 21.6., Apéro 16:00, Saal im 1. Stock', ''),
 # spas by day, a museum villa
 (N, 'Bogn Engiadina Scuol', '', 'Via dals Bogns 323;Scuol;GR;7550;Schweiz', 'Familieneintritt 3 h, Kinder ab 6', ''),
 (N, 'Villa Carlotta', '', 'Via Regina 2;Tremezzina;CO;22016;Italia', 'biglietto famiglia, azalee fine aprile', ''),
 # a cattle show, a dog hotel, chalet builders, associations
 (N, 'Stall Casutt - Viehschau Ilanz', '', 'Via Centrala 12;Ilanz/Glion;GR;7130;Schweiz', 'Papa zeigt 4 Kühe, Viehschau Sa 8:00, Kinder helfen striegeln', ''),
 (N, 'Hundehotel Pfötli', '', 'Ringstrasse 40;Dübendorf;ZH;8600;Schweiz', 'Bello 7 Nächte in den Sommerferien, 45.-/Nacht, Impfausweis mitbringen', ''),
 (N, 'Chaletbau Zurbriggen AG', '', 'Kantonsstrasse 40;Saas-Grund;VS;3910;Schweiz', '', ''),
 (N, 'Schweizer Jugendherbergen - Geschäftsstelle', '', 'Schaffhauserstrasse 14;Zürich;ZH;8006;Schweiz', 'Familienmitgliedschaft erneuern, 44.-, Ausweis kommt per Mail', ''),
 (N, 'SAC Sektion Uto', '', 'Stampfenbachstrasse 57;Zürich;ZH;8006;Schweiz', 'Jahresbeitrag Familie bezahlt, Kinderbergsteigen Sa', 'URL:https://www.sac-uto.ch'),
 (N, 'Grächen Tourismus', '', 'Dorfplatz;Grächen;VS;3925;Schweiz', 'Schlüssel Chalet Alpenblick abholen bis 18:00', ''),
 # travel agencies, airlines, trains, boats
 (N, 'Hotelplan Filiale Oerlikon', '', 'Schaffhauserstrasse 355;Zürich;ZH;8050;Schweiz', 'Offerte Apulien bis 15.3., Annullationsversicherung nachfragen', 'URL:https://www.hotelplan.ch'),
 (N, 'Kuoni Reisen', '', 'Bahnhofplatz 7;Zürich;ZH;8001;Schweiz', 'Beratung Familienreise Herbst, Sa 10:00', ''),
 (N, 'SWISS', '', '', 'Miles & More, LX 318 nach London 7:05', 'KIND:org'),
 (N, 'easyJet Switzerland', '', '', 'Basel-Gatwick, Buchung EZY4K7T, 1 Koffer', 'KIND:org'),
 (N, 'SBB Reisezentrum Zürich HB', '', 'Bahnhofplatz 15;Zürich;ZH;8001;Schweiz', 'GA Familie erneuern, Halbtax für Lea', ''),
 (N, 'Glacier Express', '', 'Bahnhofstrasse 25;Chur;GR;7000;Schweiz', 'St. Moritz-Zermatt, 2. Kl., Res. GX-44821, ab 8:51', ''),
 (N, 'Nightjet (ÖBB)', '', 'Am Hauptbahnhof 2;Wien;;1100;Österreich', 'Zürich HB-Wien 21:40, Schlafwagen Abteil 3, Frühstück im Zug', ''),
 (N, 'Rhätische Bahn', '', 'Bahnhofstrasse 25;Chur;GR;7000;Schweiz', 'Autoverlad Vereina Klosters-Sagliains', ''),
 (N, 'ZSG Dampfschiff Stadt Zürich', '', 'Mythenquai 333;Zürich;ZH;8002;Schweiz', 'Extrafahrt 80. Grossmami Sa 11:30 ab Bürkliplatz, 35 Pers., Apéro an Bord', ''),
 (N, 'Navigazione Lago di Como', '', 'Via per Cernobbio 18;Como;CO;22100;Italia', 'biglietto giornaliero centro lago', ''),
 (N, 'Rega', '', '', 'Gönnerbeitrag Familie 70.-', 'KIND:org'),
 # guides, ski school, shops
 (N, 'Bergsteigerschule Pontresina', '', 'Via Maistra 163;Pontresina;GR;7504;Schweiz', 'Piz Palü mit Bergführer, Treffpunkt 5:30 Diavolezza', ''),
 (N, 'Schweizer Skischule St. Moritz', '', 'Via Stredas 14;St. Moritz;GR;7500;Schweiz', 'Nino Gruppe Blau, 5 x vormittags', ''),
 (N, 'Sport Conrad Pontresina', '', 'Via Maistra 123;Pontresina;GR;7504;Schweiz', 'Skimiete Kinder Saison, abholen Sa 9:00', ''),
 (N, 'Transa Zürich Europaallee', '', 'Europaallee 21;Zürich;ZH;8004;Schweiz', 'Hüttenschlafsack für Lea, Bestellung 44817', ''),
 (N, 'Confiserie Sprüngli Paradeplatz', '', 'Bahnhofstrasse 21;Zürich;ZH;8001;Schweiz', 'Luxemburgerli 2 Schachteln für Mueti bestellt, Abholung Fr', ''),
 # health, school, work, venues
 (N, 'Kinderarztpraxis Dr. med. Brigitte Sutter', '', 'Röslistrasse 12;Zürich;ZH;8006;Schweiz', 'Lea Impfung Di 14:20', ''),
 (N, 'Zahnarztpraxis Dr. Vetsch', '', 'Universitätstrasse 69;Zürich;ZH;8006;Schweiz', 'Kontrolle Nino 3.4. 8:00', ''),
 (N, 'Tierarztpraxis Wipkingen', '', 'Röschibachstrasse 22;Zürich;ZH;8037;Schweiz', '', ''),
 (N, 'Hirslanden Klinik Im Park', '', 'Seestrasse 220;Zürich;ZH;8027;Schweiz', 'Knie-OP 14.1. 7:00 nüchtern', ''),
 (N, 'Schule Letten', '', 'Imfeldstrasse 91;Zürich;ZH;8037;Schweiz', 'Sekretariat 7:30-11:30', ''),
 (N, 'EBP Schweiz AG', '', 'Mühlebachstrasse 11;Zürich;ZH;8032;Schweiz', 'Badge beim Empfang, Parkplatz 14', ''),
 (N, 'Kongresshaus Zürich', '', 'Gotthardstrasse 5;Zürich;ZH;8002;Schweiz', '', ''),
 (N, 'Messe München', '', 'Am Messesee 2;München;Bayern;81829;Deutschland', 'Intersolar Halle B2, Stand 380', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BN{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
