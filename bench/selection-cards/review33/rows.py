#!/usr/bin/env python3
"""Writes cards.tsv for review33: one realistic address book of a Barcelona-based family (Marc Vidal, a sales
engineer with a packaging-machinery firm in Sant Boi (Ribas Envasat), travelling for work to Madrid, Valencia,
Sevilla, Bilbao, Zaragoza, Málaga and Vigo, to Lisbon and Porto, Milan, Rome and Turin, Marseille and Lyon,
Athens, Valletta and Casablanca; Núria Casals, who works for a bed bank and plans the family's holidays: Pyrenean
refugis, a casa rural, a whole house and a càmping, Menorca and Mallorca (agroturismes, hostals, a flat), Galicia
(pazos, a casa de aldea, a parador), Asturias (casas de aldea, apartamentos rurales, a camping), the Basque
Country (landetxeak), Andalusia (a cortijo, paradores, an alojamiento rural), Portugal (quintas, turismo rural,
a pousada, a herdade, an aldeia), Italy (an agriturismo, a masseria, a rifugio, a locanda), Sicily (a baglio, a
casa vacanze, a B&B), the Greek islands (studios and domatia, in Greek script) and a Gozo farmhouse) and the
home contacts around them. Not traps, but a Catalan book has its own: a fonda, a posada, a mesón and a venta that
are restaurants, an asador, a sagardotegi, a masseria that is a winery, a pazo, a masia and a cortijo that are
wedding venues, a restaurant with rooms booked for dinner (Akelarre), a bar and a Civil War air-raid shelter
called refugi, a pet hotel, a care home (with the grandfather whose address it is), a casal d'avis, a developer
called Can Hostalet, a hotel school, the paradores' central reservations office, family names Posada, Hostalet,
Mesones, Pousada, Alberghini, Lhotellier, Ξενάκης and Hilton, an aunt called Refugio, hotel staff, a hut warden
and hosts whose ORG is their place, a mother who works for a bed bank (Hotelbeds), a landlady's own card, a
sleeper train, night ferries, travel agencies, airlines, spas visited by day, fairs, clinics, the school.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a
bed, room, hut bunk, flat, cottage or pitch at for the night (hotels, aparthotels and short-let apartments,
hostels and albergs, hostals and pensiones, ostatuak, guest houses and B&Bs, agroturismes, cases rurals, casas de
aldea, landetxeak, quintas, pousadas and paradores, agriturismi, masserie and bagli that let rooms, rifugi and
refugis, studios and domatia, a farmhouse let by the week, holiday homes, resorts, campsites); not = everything
else, including hotel staff's, a hut warden's, hosts' and a landlady's personal cards, restaurants (with rooms or
without), bars, wedding venues, a winery, a pet hotel, a care home, a developer, a hotel school, a central
reservations office, a sleeper train and night ferries, day spas. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Marc's work: Madrid
 (H, 'NH Collection Madrid Eurobuilding', '', 'Calle de Padre Damián 23;Madrid;Madrid;28036;España', '2 noches, visita Mahou, factura a Ribas Envasat (CIF en el mail)', ''),
 (H, 'Room Mate Alba', '', 'Calle de León 1;Madrid;Madrid;28014;España', '', ''),
 (H, 'Hostal Persal', '', 'Plaza del Ángel 12;Madrid;Madrid;28012;España', '1 noche, llego tarde en el AVE de las 22:00, avisar a recepción', ''),
 # --- Valencia
 (H, 'Las Arenas Balneario Resort', '', "Carrer d'Eugènia Viñes 22-24;València;València;46011;España", 'Cevisama, 3 noches, hab. 412, desayuno 7:00-10:30', ''),
 (H, 'Vincci Lys', '', 'Carrer de Martínez Cubells 5;València;València;46002;España', '', ''),
 # --- Sevilla
 (H, 'Casa 1800 Sevilla', '', 'Calle Rodrigo Caro 6;Sevilla;Sevilla;41004;España', '2 noches, check-in a partir de las 15:00, merienda en el patio', ''),
 (H, 'Hotel Alfonso XIII', '', 'Calle San Fernando 2;Sevilla;Sevilla;41004;España', 'paga el cliente (Heineken), 1 noche, localizador 7731904', ''),
 # --- Bilbao
 (H, 'Hotel Carlton Bilbao', '', 'Plaza Federico Moyúa 2;Bilbao;Bizkaia;48009;España', '', ''),
 (H, 'Iturrienea Ostatua', '', 'Santa María kalea 14;Bilbao;Bizkaia;48005;España', '2 gau, gosaria 8:30etik, 5. logela', ''),
 # --- Zaragoza
 (H, 'Hotel Palafox', '', 'Calle Marqués de Casa Jiménez s/n;Zaragoza;Zaragoza;50004;España', 'FIMA, 2 noches, reservar antes de diciembre', ''),
 (H, 'Sabinas El Pilar', '', 'Calle Alfonso I 43;Zaragoza;Zaragoza;50003;España', 'apto. 3B, código portal 2580, 4 noches montaje línea cliente', ''),
 # --- Málaga
 (H, 'Room Mate Valeria', '', 'Plaza de la Marina 5;Málaga;Málaga;29015;España', '2 noches, pedir habitación con terraza', ''),
 (H, 'Hotel Molina Lario', '', 'Calle Molina Lario 20;Málaga;Málaga;29015;España', '', ''),
 # --- Vigo
 (H, 'Eurostars Mar de Vigo', '', 'Avenida de Beiramar 59;Vigo;Pontevedra;36208;España', 'visita Frinsa en Ribeira, 2 noches, parking incluido', ''),
 (H, 'Hotel Bahía de Vigo', '', 'Avenida de Cánovas del Castillo 5;Vigo;Pontevedra;36202;España', '', ''),
 # --- Lisbon, Porto
 (H, 'Pestana Palace Lisboa', '', 'Rua Jau 54;Lisboa;;1300-314;Portugal', '3 noites, pequeno-almoço incluído, reserva n.º 88421', 'URL:https://www.pestana.com'),
 (H, 'Casa do Bairro', '', 'Beco Caldeira 1;Lisboa;;1200-050;Portugal', 'quarto 3, chave no cofre (código 1357), 2 noites', ''),
 (H, 'PortoBay Teatro', '', 'Rua de Sá da Bandeira 84;Porto;;4000-427;Portugal', '', ''),
 (H, 'Grande Hotel do Porto', '', 'Rua de Santa Catarina 197;Porto;;4000-450;Portugal', '2 noites, reunião Lactogal às 9h30', ''),
 # --- Milan, Rome, Turin
 (H, 'Starhotels Anderson', '', 'Piazza Luigi di Savoia 20;Milano;MI;20124;Italia', 'Ipack-Ima, 4 notti, camera 507, colazione dalle 6:30', ''),
 (H, 'Hotel Berna', '', 'Via Napo Torriani 18;Milano;MI;20124;Italia', '', ''),
 (H, 'Hotel Artemide', '', 'Via Nazionale 22;Roma;RM;00184;Italia', '2 notti, colazione inclusa, tassa di soggiorno in contanti', ''),
 (H, 'Casa Valdese Roma', '', 'Via Alessandro Farnese 18;Roma;RM;00192;Italia', 'con Núria, ponte di Ognissanti, 3 notti, camera doppia, il portone chiude a mezzanotte', ''),
 (H, 'NH Torino Santo Stefano', '', 'Via Porta Palatina 19;Torino;TO;10122;Italia', '', ''),
 (H, 'Hotel Victoria Torino', '', 'Via Nino Costa 4;Torino;TO;10123;Italia', '3 notti, visita Lavazza Settimo', ''),
 # --- Marseille, Lyon
 (H, 'Mama Shelter Marseille', '', '64 Rue de la Loubière;Marseille;;13006;France', '2 nuits, arrivée vers 23h, prévenir la réception', ''),
 (H, 'InterContinental Marseille - Hotel Dieu', '', '1 Place Daviel;Marseille;;13002;France', '', ''),
 (H, 'Villa Florentine', '', '25 Montée Saint-Barthélémy;Lyon;;69005;France', 'Sirha, 1 nuit, petit-déj 32 €', ''),
 (H, 'Okko Hotels Lyon Pont Lafayette', '', '14 Rue de Bonnel;Lyon;;69003;France', '', ''),
 # --- Athens, Valletta, Casablanca
 (H, 'Electra Palace Athens', '', '18-20 Nikodimou;Athina;;105 57;Greece', '3 nights, Vianex meeting Tue 10:00, room 612', ''),
 (H, 'Ξενοδοχείο Πλάκα', '', 'Καπνικαρέας 7;Αθήνα;;105 56;Ελλάδα', '2 νύχτες, πρωινό από τις 7, ταράτσα με θέα', ''),
 (H, 'The Phoenicia Malta', '', 'The Mall;Il-Furjana;;FRN 1478;Malta', '3 iljieli, kamra 220, kolazzjon inkluż', ''),
 (H, 'Casa Ellul', '', '81 Old Theatre Street;Il-Belt Valletta;;VLT 1427;Malta', '', ''),
 (H, 'Hyatt Regency Casablanca', '', 'Place des Nations Unies;Casablanca;;20000;Maroc', '3 nuits, client Dari Couspate, navette aéroport 400 MAD', ''),
 (H, 'Hôtel Le Doge', '', '9 Rue du Docteur Veyre;Casablanca;;20060;Maroc', '', ''),
 # --- guests in Barcelona
 (H, 'Hotel Condes de Barcelona', '', 'Passeig de Gràcia 73-75;Barcelona;Barcelona;08008;Espanya', 'tiets de Sevilla pel casament de la Laia, 2 nits, habitació 305', ''),
 (H, 'Generator Barcelona', '', 'Carrer de Còrsega 373;Barcelona;Barcelona;08037;Espanya', "l'Oriol (nebot), llit en habitació de 6, 3 nits", ''),
 # --- Pyrenees
 (H, 'Refugi de Colomers', '', 'Circ de Colomers;Naut Aran;Lleida;25598;Espanya', "2 nits mitja pensió, 4 places, pagament amb targeta a l'arribada", ''),
 (H, 'Refugi Josep Maria Blanc', '', 'Estany Tort de Peguera;Espot;Lleida;25597;Espanya', '1 nit, sopar a les 19:30, sac de llençol obligatori', ''),
 (H, 'Refugio de Góriz', '', 'Parque Nacional de Ordesa y Monte Perdido;Fanlo;Huesca;22375;España', '1 noche en literas, cena y desayuno, subida desde la Pradera', ''),
 (H, 'Refuge des Bésines', '', "Vallée des Bésines;L'Hospitalet-près-l'Andorre;Ariège;09390;France", '', ''),
 (H, 'Casa Rural Cal Cisquet', '', 'Carrer Major 5;Taüll;Lleida;25528;Espanya', 'Setmana Santa, 4 nits, paga i senyal 150 € per transferència', ''),
 (H, 'Cal Mateu', '', "Carrer de l'Església 3;Castellar de n'Hug;Barcelona;08696;Espanya", 'casa sencera pont de la Puríssima, 3 nits, llenya inclosa, claus a la farmàcia', ''),
 (H, "Càmping Vall d'Àssua", '', 'Carretera de Llessui km 2;Altron;Lleida;25567;Espanya', 'parcel·la 14 amb electricitat, 5 nits, tenda gran + cotxe', ''),
 (H, "Alberg Pic de l'Àliga", '', 'Vall de Núria;Queralbs;Girona;17534;Espanya', '2 nits, habitació de 4 amb els nens, cremallera de les 9:30', ''),
 # --- Menorca, Mallorca
 (H, 'Agroturisme Son Granot', '', 'Carretera de Sant Felip s/n;Es Castell;Illes Balears;07720;Espanya', '7 nits al juliol, esmorzar fins les 10:30, piscina', ''),
 (H, 'Hostal La Palma', '', "Plaça S'Algaret 3;Fornells;Illes Balears;07748;Espanya", '', ''),
 (H, 'Biniarroca', '', 'Camí Vell 57;Sant Lluís;Illes Balears;07710;Espanya', 'aniversari, 2 nits, habitació del jardí, només adults', ''),
 (H, 'Apartaments Sa Roqueta', '', 'Carrer de Sa Roqueta 5;Ciutadella de Menorca;Illes Balears;07769;Espanya', '', ''),
 (H, 'Agroturismo Son Siurana', '', 'Carretera Palma-Alcúdia km 42,8;Alcúdia;Illes Balears;07400;España', '5 noches, pago del 30% por adelantado, casita Ses Figueres', ''),
 (H, 'Hostal Cas Bombu', '', "Carrer d'Elionor Servera 86;Cala Rajada;Illes Balears;07590;Espanya", '', ''),
 (H, 'Son Brull', '', 'Carretera Palma-Pollença km 49,8;Pollença;Illes Balears;07460;Espanya', 'aniversari de casament, 3 nits, sopar reservat dissabte 21h', 'URL:https://www.sonbrull.com'),
 (H, 'Es Reco de Randa', '', 'Carrer de la Font 21;Randa;Illes Balears;07629;Espanya', '1 nit, pujar a Cura a peu, esmorzar amb ensaïmada', ''),
 # --- Galicia
 (H, 'Pazo de Sedor', '', 'Castañeda;Arzúa;A Coruña;15819;España', 'Camiño co Pau, 2 noites, almorzo incluído, cea ás 20:30', ''),
 (H, 'Pazo Cibrán', '', 'San Xulián de Sales;Vedra;A Coruña;15886;España', '', ''),
 (H, 'Casa de Aldea Os Muíños', '', 'Lugar de Muíños 4;Ribadavia;Ourense;32400;España', '4 noites, cuarto 2, cea opcional 18 €', ''),
 (H, 'Parador de Baiona', '', 'Avenida Arquitecto Jesús Valverde 3;Baiona;Pontevedra;36300;España', '2 noches, Amigos de Paradores, cena en el comedor 21:00', ''),
 (H, 'Casa Grande de Cornide', '', 'Cornide;Teo;A Coruña;15886;España', '', ''),
 # --- Asturias
 (H, 'Casa de Aldea El Texu', '', 'La Pereda;Llanes;Asturias;33509;España', '3 noches, chimenea, la leña está en el hórreo', ''),
 (H, "Apartamentos Rurales L'Aldea Perdida", '', 'Soto de Cangas;Cangas de Onís;Asturias;33589;España', '', ''),
 (H, 'Hotel Rural La Casona de Con', '', 'Con;Cangas de Onís;Asturias;33556;España', '2 noches, ruta de los Lagos de Covadonga, bus 8:45', ''),
 (H, 'Camping Los Fresnos', '', 'Vidiago;Llanes;Asturias;33597;España', '', ''),
 # --- Basque Country
 (H, 'Gaztelu Landetxea', '', 'Gaztelu auzoa 7;Ea;Bizkaia;48287;España', '3 gau, gosaria barne, sarrera 16:00etatik', ''),
 (H, 'Ondarre Landetxea', '', 'Ondarre baserria;Lekeitio;Bizkaia;48280;España', '', ''),
 # --- Andalusia
 (H, 'Cortijo El Sotillo', '', 'Carretera Entrada a San José s/n;San José;Almería;04118;España', '4 noches, desayuno 8-11, paseo a caballo', ''),
 (H, 'Parador de Granada', '', 'Calle Real de la Alhambra s/n;Granada;Granada;18009;España', '1 noche, entradas Nazaríes 10:30', ''),
 (H, 'Parador de Ronda', '', 'Plaza de España s/n;Ronda;Málaga;29400;España', '', ''),
 (H, 'Alojamiento Rural El Cercado', '', 'Calle Estación 4;Bubión;Granada;18412;España', '3 noches, casa de 2 hab., llaves en el bar de la plaza', ''),
 # --- Portugal
 (H, 'Quinta de la Rosa', '', 'EN 323;Pinhão;Alijó;5085-215;Portugal', '2 noites, quarto com vista para o rio, prova de vinhos às 17h', 'URL:https://www.quintadelarosa.com'),
 (H, 'Casa de Casal de Loivos', '', 'Casal de Loivos;Alijó;;5085-010;Portugal', 'turismo rural, 2 noites, jantar às 20h com os donos', ''),
 (H, 'Pousada Convento Arraiolos', '', 'Nossa Senhora da Assunção;Arraiolos;;7040-909;Portugal', '', ''),
 (H, 'Herdade da Malhadinha Nova', '', 'Albernoa;Beja;;7800-601;Portugal', '3 noites, quarto família, passeio de burro com os miúdos', ''),
 (H, 'Aldeia da Pedralva', '', 'Pedralva;Vila do Bispo;;8650-411;Portugal', 'casa 7, 5 noites, check-in até às 20h', ''),
 # --- Italy
 (H, 'Agriturismo Il Rigo', '', "Podere Il Rigo;San Quirico d'Orcia;SI;53027;Italia", '3 notti, cena alle 20, caparra 150 €', 'EMAIL:info@agriturismoilrigo.com'),
 (H, 'Masseria Torre Coccaro', '', 'Contrada Coccaro 8;Savelletri di Fasano;BR;72015;Italia', '4 notti, lettini in spiaggia convenzionata', ''),
 (H, 'Rifugio Lagazuoi', '', "Passo Falzarego;Cortina d'Ampezzo;BL;32043;Italia", '1 notte in camerata, ultima funivia 16:30', ''),
 (H, "Locanda dell'Amorosa", '', 'Località Amorosa;Sinalunga;SI;53048;Italia', 'matrimonio di Giulia (collega di Núria), 2 notti', ''),
 # --- Sicily
 (H, 'Baglio Oneto', '', 'Contrada San Leonardo;Marsala;TP;91025;Italia', '3 notti, camera vista Egadi', ''),
 (H, 'Casa Vacanze La Giara', '', 'Via Vittorio Emanuele 41;Cefalù;PA;90015;Italia', '4 notti, chiavi dalla signora Rosaria al bar di fronte', ''),
 (H, 'B&B Ai Quattro Canti', '', 'Via Maqueda 175;Palermo;PA;90133;Italia', '', ''),
 # --- Greek islands
 (H, 'Στούντιο Μαρία', '', 'Αδάμαντας;Μήλος;;848 00;Ελλάδα', '5 νύχτες, στούντιο 3, παραλαβή από το λιμάνι', ''),
 (H, 'Δωμάτια Ελένη', '', 'Χώρα;Φολέγανδρος;;840 11;Ελλάδα', '', ''),
 (H, 'Kallisti Apartments', '', 'Chora;Folegandros;;840 11;Greece', '3 nights, Seajets arrives 12:50, they pick us up', ''),
 (H, 'Villa Marandi', '', 'Agios Prokopios;Naxos;;843 00;Greece', '4 nights, family suite, breakfast till 11', ''),
 # --- Gozo
 (H, "Razzett ta' Ġużeppi", '', "Triq il-Wileġ;L-Għarb;;GRB 1012;Malta", '7 iljieli, pixxina privata, depożitu €200', ''),
]
P = [
 # family and household
 (N, 'Núria Casals', 'Casals;Núria;;;', '', 'feina fins les 17h, dimecres teletreball', 'ORG:Hotelbeds || TITLE:Product Manager || EMAIL:nuria.casals@gmail.com'),
 (N, 'Pau', 'Vidal Casals;Pau;;;', '', '4t ESO, handbol dt i dj 18h', ''),
 (N, 'Martina', 'Vidal Casals;Martina;;;', '', '6è, piscina dl 17:30, ortodoncista el 12', ''),
 (N, 'Mare', 'Soler;Montserrat;;;', 'Carrer de la Força 12;Girona;Girona;17004;Espanya', "sant 27 d'abril, pastilles de la tensió", ''),
 (N, 'Avi Josep', 'Vidal;Josep;;;', 'Carrer de Sant Joan de la Salle 28;Barcelona;Barcelona;08022;Espanya', 'visites 17-19, li agraden els carquinyolis', ''),
 (N, 'Iaia Carme', 'Casals;Carme;;;', 'Carrer de Sant Antoni 8;Vilafranca del Penedès;Barcelona;08720;Espanya', 'dinar diumenge 14h, canelons', ''),
 (N, 'Tía Refugio', 'Morales;Refugio;;;', 'Calle Feria 45;Sevilla;Sevilla;41003;España', 'tía de Núria, llamar los domingos, vienen a la boda de Laia', ''),
 (N, 'Laia Vidal', 'Vidal;Laia;;;', '', 'germana, casament 6 de juny, llista de noces', ''),
 (N, 'Jaume Hostalet', 'Hostalet;Jaume;;;', 'Carrer de Muntaner 412;Barcelona;Barcelona;08006;Espanya', "veí del 3r 1a, té claus del pis, reg de plantes l'agost", ''),
 (N, 'Carme Posada', 'Posada;Carme;;;', '', 'tutora de la Martina, entrevista dijous 16:45', 'ORG:Escola Orlandai || TITLE:mestra'),
 (N, 'Fina (neteja)', 'Ruiz;Josefina;;;', '', 'dimarts i divendres 9-12, en efectiu', ''),
 (N, 'Manel lampista', 'Puig;Manel;;;', '', 'escalfador, pressupost 380 €', ''),
 (N, 'Aina cangur', 'Ferrer;Aina;;;', '', '12 €/h, caps de setmana', ''),
 # colleagues and clients
 (N, 'Jordi Ribas', 'Ribas;Jordi;;;', '', 'reunió comercial dilluns 9:00', 'ORG:Ribas Envasat SA || TITLE:Director general'),
 (N, 'Lucía Mesones', 'Mesones;Lucía;;;', '', 'compras, pedido 2 líneas, oferta antes del 15', 'ORG:Mahou San Miguel || TITLE:Jefa de compras'),
 (N, 'Iñaki Etxeberria', 'Etxeberria;Iñaki;;;', '', 'bilera asteartean 10:00etan, Amorebieta', 'ORG:Kaiku Corporación Alimentaria'),
 (N, 'João Pousada', 'Pousada;João;;;', '', 'visita à fábrica de Modivas, quinta 9h', 'ORG:Lactogal || TITLE:Diretor de produção'),
 (N, 'Francesca Alberghini', 'Alberghini;Francesca;;;', '', 'ordine 2 confezionatrici, consegna marzo', 'ORG:Lavazza || TITLE:Buyer'),
 (N, 'Julien Lhotellier', 'Lhotellier;Julien;;;', '', 'Sirha stand 4C, RDV lundi 11h', 'ORG:Andros'),
 (N, 'Νίκος Ξενάκης', 'Ξενάκης;Νίκος;;;', '', 'συνάντηση Τρίτη 10:00, γραμμή συσκευασίας', 'ORG:Vianex'),
 (N, 'Karim Bennani', 'Bennani;Karim;;;', '', 'WhatsApp, RDV usine Aïn Sebaâ mardi 9h', 'ORG:Dari Couspate'),
 (N, 'Joseph Camilleri', 'Camilleri;Joseph;;;', '', 'blister line FAT, Thu 14:00', 'ORG:Medichem Manufacturing Malta'),
 (N, 'Claire Hilton', 'Hilton;Claire;;;', '', 'UK distributor, call Fri 10am UK time', 'ORG:Ribas Packaging UK Ltd || TITLE:Sales Director'),
 # hotel staff, a hut warden, hosts, a landlady
 (N, 'Itziar Arrieta', 'Arrieta;Itziar;;;', '', 'tarifa empresa 2026, firmar convenio', 'ORG:Hotel Carlton Bilbao || TITLE:Responsable comercial'),
 (N, 'Giuseppe Leone', 'Leone;Giuseppe;;;', '', 'transfer da Brindisi, 4 notti, arrivo 15:20', 'ORG:Masseria Torre Coccaro || TITLE:Concierge'),
 (N, 'Ελένη Παπαδάκη', 'Παπαδάκη;Ελένη;;;', '', 'κλειδί κάτω από τη γλάστρα, Viber', 'ORG:Δωμάτια Ελένη'),
 (N, 'Joan Aguilar', 'Aguilar;Joan;;;', '', 'trucar per la meteo abans de pujar', 'ORG:Refugi de Colomers || TITLE:guarda del refugi'),
 (N, 'Manuela Sampaio', 'Sampaio;Manuela;;;', '', 'dona da casa, vindima em setembro', 'ORG:Casa de Casal de Loivos'),
 (N, 'Ġużeppi Vella', 'Vella;Ġużeppi;;;', '', "jiġbruna mill-port tal-Imġarr, 10:15", "ORG:Razzett ta' Ġużeppi"),
 (N, 'Margalida Pons', 'Pons;Margalida;;;', '', 'pis Ciutadella agost, 10 nits, fiança 300 €, claus a la veïna', ''),
]
O = [
 # restaurants, a bar, a winery
 (N, 'Posada de la Villa', '', 'Calle de la Cava Baja 9;Madrid;Madrid;28005;España', 'cena con Mahou, jueves 21:30, 6 pax, cordero asado', ''),
 (N, 'Mesón Cándido', '', 'Plaza del Azoguejo 5;Segovia;Segovia;40001;España', '', ''),
 (N, 'Fonda España', '', 'Carrer de Sant Pau 9-11;Barcelona;Barcelona;08001;Espanya', 'sopar aniversari Núria, dissabte 21h, 2 persones', ''),
 (N, 'Akelarre', '', 'Padre Orcolaga pasealekua 56;Donostia;Gipuzkoa;20008;España', 'afaria larunbatean 20:30, 2 lagun, dastatze menua', ''),
 (N, 'Asador Etxebarri', '', 'San Juan plaza 1;Axpe-Atxondo;Bizkaia;48292;España', 'mesa sábado 13:30, 4 pax, señal 100 €', ''),
 (N, 'Sagardotegi Petritegi', '', 'Petritegi bidea 8;Astigarraga;Gipuzkoa;20115;España', 'txotx, 8 lagun, ostiralean 21:00', ''),
 (N, 'Venta El Gallo', '', 'Carretera Sevilla-Cádiz km 85;Jerez de la Frontera;Cádiz;11407;España', 'parada camino de Cádiz, desayuno 9h, molletes', ''),
 (N, 'Casa Marcelo', '', 'Rúa das Hortas 1;Santiago de Compostela;A Coruña;15705;España', 'xantar venres 14:00, 4 persoas', ''),
 (N, 'Trattoria da Enzo al 29', '', 'Via dei Vascellari 29;Roma;RM;00153;Italia', 'cena giovedì 20:30, 4 persone, a nome Vidal', ''),
 (N, 'Ταβέρνα Το Κύμα', '', 'Πολλώνια;Μήλος;;848 00;Ελλάδα', 'τραπέζι 21:00, 4 άτομα, χταπόδι', ''),
 (N, "Ta' Frenc", '', 'Triq Għajn Damma;Ix-Xagħra;;XRA 9019;Malta', 'dinner Sat 19:30, 4 people, ask for the terrace', ''),
 (N, 'Bar El Refugio', '', 'Carrer de Verdi 61;Barcelona;Barcelona;08012;Espanya', 'vermut diumenge 13h amb la colla', ''),
 (N, 'Masseria Li Veli', '', 'Strada Provinciale Cellino-Campi km 1;Cellino San Marco;BR;72020;Italia', 'degustazione vini 11:00, 4 persone, 25 € a testa', ''),
 # wedding venues, a fair, a museum
 (N, 'Mas Rabassers de Dalt', '', 'Carretera C-59 km 33;Sant Quirze Safaja;Barcelona;08189;Espanya', 'casament Laia 6 de juny 12:30, menú 85 €/cap, confirmar al·lèrgies', ''),
 (N, 'Pazo de Xaz', '', 'Xaz;Oza-Cesuras;A Coruña;15380;España', 'voda de Uxía o 19 de setembro, cóctel 13:30, autobús dende A Coruña', ''),
 (N, 'Cortijo San Rafael Bodas y Eventos', '', 'Carretera de Utrera km 4;Dos Hermanas;Sevilla;41700;España', 'boda prima Rocío 12 sept 13:00, autobús desde Sevilla a las 12:00', ''),
 (N, 'Fira de Barcelona Gran Via', '', "Avinguda Joan Carles I 64;L'Hospitalet de Llobregat;Barcelona;08908;Espanya", 'Hispack, estand 3B-210, muntatge dilluns 8h', ''),
 (N, 'Refugi 307', '', 'Carrer Nou de la Rambla 175;Barcelona;Barcelona;08004;Espanya', "visita amb l'escola del Pau, dissabte 10:30 en català", ''),
 # a care home, a casal d'avis, a pet hotel
 (N, 'Residència Jardins de Sarrià', '', 'Carrer de Sant Joan de la Salle 28;Barcelona;Barcelona;08022;Espanya', 'avi Josep hab. 112, visites 11-13 i 17-19, rebut el dia 5', ''),
 (N, "Casal d'Avis de Vilafranca", '', 'Plaça de Jaume I 3;Vilafranca del Penedès;Barcelona;08720;Espanya', 'iaia Carme, ball dissabte 17h, quota 15 €', ''),
 (N, 'Hotel Caní El Bosquet', '', 'Camí de Can Bosch s/n;Sant Cugat del Vallès;Barcelona;08173;Espanya', "la Lluna, 10 nits a l'agost, cartilla de vacunes, 18 €/dia", ''),
 # a developer, a hotel school, a central reservations office
 (N, 'Promocions Can Hostalet SL', '', 'Carrer de Balmes 188;Barcelona;Barcelona;08006;Espanya', 'pis sobre plànol a Sant Cugat, 2a quota 15/03, notaria 10:00', ''),
 (N, "Escola d'Hostaleria i Turisme de Barcelona", '', 'Carrer de Guillem Tell 47;Barcelona;Barcelona;08006;Espanya', 'curs de cuina per a la Martina, dissabtes 10-13h, matrícula 90 €', ''),
 (N, 'Paradores - Central de Reservas', '', 'Calle José Abascal 2-4;Madrid;Madrid;28003;España', 'tarjeta Amigos de Paradores 4471 2209, los puntos caducan en diciembre', 'URL:https://paradores.es'),
 # travel agencies, airlines
 (N, 'Viajes El Corte Inglés', '', 'Avinguda Diagonal 617;Barcelona;Barcelona;08028;Espanya', 'bitllets Atenes, localitzador QX7P2L, pagament a compte', ''),
 (N, 'Halcón Viajes', '', 'Carrer de Balmes 130;Barcelona;Barcelona;08008;Espanya', 'circuit Sicília 8 dies, resta a pagar 15 dies abans', ''),
 (N, 'Vueling', '', '', 'canvi de vol, localitzador 9KXL2M', 'KIND:org || URL:https://www.vueling.com'),
 (N, 'Iberia', '', '', 'IB Plus 208815573, Madrid-Casablanca IB3302 9:40', 'KIND:org'),
 (N, 'Sky Express', '', '', 'Αθήνα-Μήλος GQ 540 08:15, κωδικός κράτησης 7HQ3LA', 'KIND:org'),
 (N, 'Royal Air Maroc', '', '', '', ''),
 (N, 'KM Malta Airlines', '', '', '', ''),
 # a sleeper train, ferries
 (N, 'Renfe Trenhotel', '', 'Estació de Barcelona Sants;Barcelona;Barcelona;08014;Espanya', 'Barcelona-Vigo, llitera, cotxe 8, sortida 21:05', ''),
 (N, 'Baleària', '', 'Moll de Costa;Barcelona;Barcelona;08039;Espanya', 'Barcelona-Ciutadella, camarot de 4, sortida 22:00, amb cotxe', ''),
 (N, 'GNV - Grandi Navi Veloci', '', 'Via Milano 51;Genova;GE;16126;Italia', 'Barcellona-Genova, cabina interna 4 letti, 1 notte a bordo', ''),
 (N, 'Seajets', '', 'Ακτή Ποσειδώνος;Πειραιάς;;185 31;Ελλάδα', 'Μήλος-Φολέγανδρος 11:40, κράτηση 6XK2P', 'KIND:org'),
 (N, 'Gozo Channel Line', '', 'Mġarr Harbour;Għajnsielem;;GSM 1060;Malta', 'Ċirkewwa-Mġarr every 45 min, pay on the way back', ''),
 # activities, day spas
 (N, 'Pirineu Emoció', '', "Carrer Major 15;Esterri d'Àneu;Lleida;25580;Espanya", 'ràfting Noguera Pallaresa dissabte 10h, nens a partir de 12 anys', ''),
 (N, 'Aire de Barcelona', '', 'Passeig de Picasso 22;Barcelona;Barcelona;08003;Espanya', 'circuit termal dissabte 11h, 2 persones, regal de Reis', ''),
 (N, 'Caldea', '', 'Parc de la Mola 10;Escaldes-Engordany;;AD700;Andorra', 'entrades 3h, dissabte 16h', ''),
 # health, school, shop, work
 (N, 'CAP Sarrià', '', 'Carrer de Vergós 50;Barcelona;Barcelona;08017;Espanya', 'Dra. Puig dimarts 9:20', ''),
 (N, 'Centre de Vacunació Internacional Drassanes', '', 'Avinguda de les Drassanes 17-21;Barcelona;Barcelona;08001;Espanya', 'vacunes Marroc, tifoide, dijous 8:30', ''),
 (N, 'Clínica Veterinària Sant Gervasi', '', 'Carrer de Sant Gervasi de Cassoles 44;Barcelona;Barcelona;08022;Espanya', "la Lluna, vacuna de la ràbia abans de l'agost", ''),
 (N, 'Escola Orlandai', '', 'Carrer de Jaume Piquet 34;Barcelona;Barcelona;08017;Espanya', 'secretaria 9-13h, colònies al maig', ''),
 (N, 'Llibreria Altaïr', '', 'Gran Via de les Corts Catalanes 616;Barcelona;Barcelona;08007;Espanya', 'encàrrec: mapa Alpina Aigüestortes i guia de Malta, recollir dimecres', ''),
 (N, 'Ribas Envasat SA', '', 'Carrer de la Indústria 12;Sant Boi de Llobregat;Barcelona;08830;Espanya', 'badge 0412, pàrquing planta -1, nòmines el 28', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'Z{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
