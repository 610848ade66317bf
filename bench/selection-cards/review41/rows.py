#!/usr/bin/env python3
"""Writes cards.tsv for review41: one realistic address book of a Bologna-based family (Marco Baldini, a field
and sales engineer with a packaging machinery firm in Casalecchio di Reno, travelling for work to Milan, Turin,
Rome, Naples, Bari, Palermo, Zurich, Munich, Vienna, Ljubljana and Brussels; Chiara Montanari, who plans the
family's holidays: agriturismi in Tuscany and Umbria, masserie and trulli in Puglia, rifugi, a baita, garni and
Ferienwohnungen in the Dolomites, affittacamere and B&Bs in Liguria and Sicily, campeggi on the coast, a
Croatian apartman, an Austrian Gasthof, Corsica) and the home contacts around them. The traps such a book has:
a locanda and an osteria that are only restaurants beside a locanda with rooms, a baita restaurant beside a
rented baita, a Buschenschank, a gostilna, a 'Rifugio' that is a dog shelter, a 'Residenza' that is a care home
(RSA, with the grandmother whose address it is) beside a Roman residenza that lets rooms, villas that are a
wedding venue, a business school and a hospital beside a hotel villa, a 'Pensione' that is a pension fund
(Fondo Pensione) and a pensione per cani (dog boarding) beside a pensione that is a hotel, a hotel school
(istituto alberghiero) and its tutor, the Albergo Diurno (a day bathhouse, now a museum), a trullo that is a
museum, a beach club (bagno), family names Alberghini, Ostellari, Osti, Gasthuber, Wirth, Gostiša and
Locatelli, Palazzo Albergati (exhibitions), hotel staff and hosts whose ORG is their place, a landlady's own
card, an aunt who puts the family up, a daughter's hotel internship, a ski rental called Chalet Sport, a
developer called Residenze Navile, Hotelplan (a tour operator), Airbnb (the platform), an Intercity Notte and
an overnight ferry. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A
person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cottage, apartment or pitch at for the night (hotels,
aparthotels, short-let apartments, hostels, pensioni, garni, affittacamere, B&Bs, case per ferie, a monastery
foresteria, agriturismi, masserie and trulli that let rooms, an albergo diffuso, rifugi and Hütten, a gîte
d'étape, holiday homes, Ferienwohnungen, apartmani, resorts, campsites, a Gasthof and a locanda that let rooms);
not = everything else, including people's cards (staff, hosts, the landlady, the aunt, the daughter), restaurants,
a day spa, care homes, a pet boarding, a sleeper train and a ferry cabin. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Marco's work: Milan
 (H, 'NH Milano Touring', '', 'Via Ugo Tarchetti 2;Milano;MI;20121;Italia', 'Ipack-Ima, 3 notti, tariffa convenzionata Tecnopack, colazione inclusa', ''),
 (H, 'Glam Milano', '', 'Piazza Duca d\'Aosta 4/6;Milano;MI;20124;Italia', '', ''),
 (H, 'Hotel Spadari al Duomo', '', 'Via Spadari 11;Milano;MI;20123;Italia', '1 notte, colazione dalle 6:30, taxi per Rho alle 7:15', ''),
 (H, 'Meliá Milano', '', 'Via Masaccio 19;Milano;MI;20149;Italia', 'pren. 88412975, check-in dalle 15, camera 304', ''),
 (H, 'Appartamento via Tortona 31 (Airbnb)', '', 'Via Tortona 31;Milano;MI;20144;Italia', 'settimana del Salone, 5 notti, self check-in, cassetta chiavi codice 2207', ''),
 (H, 'Ostello Bello Grande', '', 'Via Roberto Lepetit 33;Milano;MI;20124;Italia', 'Tommaso e amici per il concerto, 1 notte, letti in camerata', ''),
 # --- Turin
 (H, 'Hotel Principi di Piemonte', '', 'Via Piero Gobetti 15;Torino;TO;10123;Italia', 'collaudo linea Lavazza, 2 notti', ''),
 (H, 'Best Western Hotel Genio', '', 'Corso Vittorio Emanuele II 47;Torino;TO;10125;Italia', '', ''),
 (H, 'Duparc Contemporary Suites', '', "Corso Massimo d'Azeglio 21;Torino;TO;10126;Italia", 'suite con angolo cottura, 4 notti, garage 25 €/notte', ''),
 # --- Rome
 (H, 'Mercure Roma Centro Colosseo', '', 'Via Labicana 144;Roma;RM;00184;Italia', '', ''),
 (H, 'Albergo Santa Chiara', '', 'Via di Santa Chiara 21;Roma;RM;00186;Italia', 'riunione Angelini, 1 notte, late check-out alle 12', ''),
 (H, 'Casa per Ferie Santa Maria alle Fornaci', '', 'Piazza di Santa Maria alle Fornaci 27;Roma;RM;00165;Italia', 'con Giulia per la gita, 2 notti, rientro entro le 23', ''),
 (H, 'Residenza Torre Argentina', '', 'Corso Vittorio Emanuele II 102;Roma;RM;00186;Italia', 'affittacamere al 3° piano, check-in entro le 20, 2 notti, pagamento in contanti', ''),
 (H, 'B&B Hotels Roma Fiumicino', '', 'Via Portuense 2470;Fiumicino;RM;00054;Italia', 'volo alle 6:40 per Bruxelles, navetta ogni 30 min', ''),
 # --- Naples, Bari, Palermo
 (H, 'Decumani Hotel de Charme', '', 'Via San Giovanni Maggiore Pignatelli 15;Napoli;NA;80134;Italia', 'Di Martino, 2 notti, camera 21', ''),
 (H, 'B&B Largo Banchi Nuovi', '', 'Largo Banchi Nuovi 16;Napoli;NA;80134;Italia', '', ''),
 (H, 'The Nicolaus Hotel', '', 'Via Cardinale Agostino Ciasca 27;Bari;BA;70124;Italia', 'avviamento impianto Casillo, 3 notti, navetta aeroporto', ''),
 (H, 'Palazzo Calò', '', 'Strada Lamberti 8;Bari;BA;70122;Italia', '1 notte, colazione in terrazza 7-10', ''),
 (H, 'Grand Hotel Wagner', '', 'Via Riccardo Wagner 2;Palermo;PA;90139;Italia', '', ''),
 (H, 'Palazzo Brunaccini', '', 'Piazzetta Lucrezia Brunaccini 1;Palermo;PA;90133;Italia', '2 notti, ZTL: parcheggio a Piazza Marina', ''),
 # --- Zurich, Munich, Vienna, Ljubljana, Brussels
 (H, 'Motel One Zürich', '', 'Brandschenkestrasse 20;Zürich;ZH;8001;Schweiz', 'Lindt, 2 notti, Frühstück 16.90 CHF, cancellabile fino alle 18', ''),
 (H, 'Sorell Hotel Rütli', '', 'Zähringerstrasse 43;Zürich;ZH;8001;Schweiz', '', ''),
 (H, 'Cocoon Stachus', '', 'Adolf-Kolping-Straße 11;München;Bayern;80336;Deutschland', 'Paulaner, 2 Nächte, Zimmer 512', ''),
 (H, 'Pension Westfalia', '', 'Mozartstraße 23;München;Bayern;80336;Deutschland', 'drinktec, 3 notti, colazione 7-10, solo contanti', ''),
 (H, 'Austria Trend Hotel Savoyen Wien', '', 'Rennweg 16;Wien;;1030;Österreich', 'Manner, 2 Nächte, Buchungsnr. 51177304', ''),
 (H, 'Kaiserhof Wien', '', 'Frankenberggasse 10;Wien;;1040;Österreich', '', ''),
 (H, 'Hotel Cubo', '', 'Slovenska cesta 15;Ljubljana;;1000;Slovenija', 'Lek, 2 noči, zajtrk vključen, parkirišče v garaži', ''),
 (H, 'Hostel Celica', '', 'Metelkova ulica 8;Ljubljana;;1000;Slovenija', 'per Nicola (stagista), 3 notti, camera a 2 letti', ''),
 (H, 'Hotel Le Dixseptième', '', 'Rue de la Madeleine 25;Bruxelles;;1000;Belgique', '', ''),
 (H, 'Aloft Brussels Schuman', '', 'Place Jean Rey 6;Bruxelles;;1040;Belgique', 'EUROPEN, 2 nuits, arrivée après 15h', ''),
 # --- Bologna, for clients
 (H, 'Albergo delle Drapperie', '', 'Via delle Drapperie 5;Bologna;BO;40124;Italia', 'per i clienti di Monaco, 2 notti, fattura a Tecnopack', ''),
 (H, 'Zanhotel Europa', '', 'Via Cesare Boldrini 11;Bologna;BO;40121;Italia', '', ''),
 (H, 'Grand Hotel Majestic già Baglioni', '', "Via dell'Indipendenza 8;Bologna;BO;40121;Italia", 'sig. Gasthuber, 2 notti, prenotato da me', ''),
 # --- Tuscany
 (H, 'Agriturismo Fattoria Lischeto', '', 'Località San Giusto;Volterra;PI;56048;Italia', 'Pasqua, 3 notti, appartamento Il Fienile, caparra 30%', 'URL:https://www.lischeto.com'),
 (H, 'Podere Il Casale', '', 'Via Podere Il Casale 64;Pienza;SI;53026;Italia', '4 notti, cena con i pecorini, check-in 16-19', 'EMAIL:info@podereilcasale.it'),
 (H, 'Agriturismo Le Caggiole', '', 'Via di Caggiole 3;Montepulciano;SI;53045;Italia', '', ''),
 (H, 'Castello di Gargonza', '', 'Località Gargonza;Monte San Savino;AR;52048;Italia', 'casetta La Torre, 3 notti, piscina da giugno', ''),
 (H, 'Pensione Bencistà', '', 'Via Benedetto da Maiano 4;Fiesole;FI;50014;Italia', '2 notti, mezza pensione, camera con vista su Firenze', ''),
 (H, 'Foresteria del Monastero di Camaldoli', '', 'Località Camaldoli 14;Poppi;AR;52014;Italia', '2 notti, cena alle 19:30, silenzio dopo le 22', ''),
 (H, 'Residence La Pieve', '', 'Via di Sotto 12;Greve in Chianti;FI;50022;Italia', 'bilocale 2, settimana 9-16 agosto, pulizie finali 60 €', ''),
 (H, 'Hotel Posta Marcucci', '', 'Via Ara Urcea 43;Bagno Vignoni;SI;53027;Italia', '', ''),
 (H, 'Hermitage Biodola', '', 'Località La Biodola;Portoferraio;LI;57037;Italia', '', ''),
 # --- Umbria
 (H, 'Agriturismo Malvarina', '', 'Via Malvarina 32;Assisi;PG;06081;Italia', '3 notti, passeggiata a cavallo giovedì', ''),
 (H, 'Locanda del Gallo', '', 'Località Santa Cristina;Gubbio;PG;06024;Italia', 'locanda con camere, 2 notti, cena vegetariana alle 20', ''),
 (H, 'Le Silve di Armenzano', '', 'Località Armenzano 89;Assisi;PG;06081;Italia', '', ''),
 (H, 'Ostello della Pace', '', 'Via di Valecchie 177;Assisi;PG;06081;Italia', 'uscita scout di Tommaso, 1 notte, lenzuola incluse', ''),
 # --- Puglia
 (H, 'Masseria Il Frantoio', '', 'SS16 km 874;Ostuni;BR;72017;Italia', '5 notti, cena a lume di candela sabato, caparra 400 €', ''),
 (H, 'Masseria Torre Maizza', '', 'Contrada Coccaro;Savelletri di Fasano;BR;72015;Italia', '', ''),
 (H, 'Trulli Holiday Albergo Diffuso', '', 'Piazza Ferdinando IV 18;Alberobello;BA;70011;Italia', 'trullo nel Rione Monti, 3 notti, check-in alla reception in piazza', ''),
 (H, 'I Trulli di Nonna Maria', '', 'Contrada Figazzano 12;Cisternino;BR;72014;Italia', 'casa vacanze sab-sab, piscina condivisa, chiavi dalla vicina', ''),
 (H, 'La Dimora del Barocco', '', 'Via Paladini 12;Lecce;LE;73100;Italia', '2 notti, colazione con pasticciotto', ''),
 (H, 'Camping Torre Castiglione', '', 'Via Tevere 1;Porto Cesareo;LE;73010;Italia', 'piazzola 114 ombreggiata, 10 notti, corrente 6A', ''),
 # --- Dolomites
 (H, 'Rifugio Firenze - Regensburger Hütte', '', 'Cisles 1;Santa Cristina Valgardena;BZ;39047;Italia', 'Alta Via 2, 1 notte, mezza pensione, portare sacco lenzuolo!', ''),
 (H, 'Dreizinnenhütte', '', 'Tre Cime di Lavaredo;Sesto;BZ;39030;Italia', '1 notte, 4 posti in camerata, arrivo entro le 18', ''),
 (H, 'Schlüterhütte', '', 'Passo Poma;Funes;BZ;39040;Italia', '', ''),
 (H, 'Rifugio Kostner al Vallon', '', 'Vallon 1;Corvara in Badia;BZ;39033;Italia', '', ''),
 (H, 'Baita Rododendro', '', 'Località Pecol 14;Val di Zoldo;BL;32012;Italia', 'affitto settimanale sab-sab, legna inclusa, chiavi dal sig. Ghedina', ''),
 (H, 'Garni Rosa', '', 'Strada Rezia 88;Ortisei;BZ;39046;Italia', 'Frühstück 7:30-10, 6 notti, deposito sci', ''),
 (H, 'Oberprantacherhof', '', 'St. Peter 17;Villnöß;BZ;39040;Italia', '7 Nächte, Ferienwohnung Geisler, Brötchenservice', ''),
 (H, 'Ferienwohnungen Pichler', '', 'Dorf 45;Kastelruth;BZ;39040;Italia', '', ''),
 (H, 'Adler Dolomiti', '', 'Strada Rezia 7;Ortisei;BZ;39046;Italia', 'anniversario, 2 notti, spa inclusa', ''),
 (H, 'Ciasa Roby', '', 'Strada Col Alt 12;Corvara in Badia;BZ;39033;Italia', 'settimana bianca, 6 notti, colazione 7:30', ''),
 (H, 'Agritur El Mas', '', 'Via Costa 20;Moena;TN;38035;Italia', '4 notti, appartamento Larice, caparra 200 €', ''),
 # --- Liguria
 (H, 'Affittacamere Da Baranin', '', 'Via Rollandi 29;Manarola;SP;19017;Italia', '3 notti, camera con balcone, colazione 8-10', ''),
 (H, 'Locanda Il Maestrale', '', 'Via San Giovanni Battista 8;Monterosso al Mare;SP;19016;Italia', '', ''),
 (H, 'Hotel Porto Roca', '', 'Via Corone 1;Monterosso al Mare;SP;19016;Italia', '', ''),
 (H, 'B&B A Cà da Nonna', '', 'Via Roma 54;Vernazza;SP;19018;Italia', '2 notti, ponte del 2 giugno, scale ripide', ''),
 # --- Sicily
 (H, 'B&B Le Stanze di Ortigia', '', 'Via della Maestranza 42;Siracusa;SR;96100;Italia', '3 notti, camera Aretusa, check-in 14-20', ''),
 (H, 'Baglio Fontanasalsa', '', 'Via Cusenza 78;Trapani;TP;91100;Italia', '2 notti, cena con cous cous, piscina tra gli ulivi', ''),
 (H, 'Casa Vacanze La Scala', '', 'Contrada Scala dei Turchi;Realmonte;AG;92010;Italia', 'settimana 1-8 agosto, aria condizionata, biancheria 15 €/persona', ''),
 (H, 'Hotel Villa Ducale', '', 'Via Leonardo da Vinci 60;Taormina;ME;98039;Italia', '', ''),
 (H, 'Affittacamere Il Limoneto', '', 'Via Madonna del Carmine 22;Lipari;ME;98055;Italia', '', ''),
 # --- the coast: campeggi, Romagna
 (H, 'Camping Village Pineta sul Mare', '', 'Via Mazzini 224;Cesenatico;FC;47042;Italia', 'bungalow 22, 1-15 luglio, caparra 350 € versata', ''),
 (H, 'Hotel Regina Cesenatico', '', 'Viale Carducci 80;Cesenatico;FC;47042;Italia', 'giugno con i nonni, 7 notti, pensione completa, ombrellone incluso', ''),
 (H, 'Marina di Venezia Camping Village', '', 'Via della Montagnola 6;Cavallino-Treporti;VE;30013;Italia', '', ''),
 (H, 'Piani di Clodia', '', 'Via Fossalta 42;Lazise;VR;37017;Italia', 'mobile home 3 camere, 5 notti, Gardaland venerdì', ''),
 # --- Croatia, Austria, Slovenia, Corsica, the Apennines
 (H, 'Apartman Marija', '', 'Ulica Vladimira Nazora 14;Rovinj;Istarska;52210;Hrvatska', 'apartman 2, 7 noćenja, boravišna pristojba na licu mjesta, parking ispred', ''),
 (H, 'Kuća za odmor Nono', '', 'Brajkovići 3;Kanfanar;Istarska;52352;Hrvatska', '10 noći, bazen, ključ u kutiji kod vrata', ''),
 (H, 'Gasthof Kirchenwirt', '', 'Hof 1;Heiligenblut am Großglockner;Kärnten;9844;Österreich', '2 Nächte mit Halbpension, Anreise ab 15 Uhr', ''),
 (H, 'Turistična kmetija Pri Marinču', '', 'Studor v Bohinju 8;Bohinjska Bistrica;;4264;Slovenija', '3 noči, zajtrk in večerja, domač sir', ''),
 (H, 'Camping U Farniente', '', 'Pertamina Village;Bonifacio;Corse-du-Sud;20169;France', 'emplacement 36, 8 nuits, arrhes 150 € versées', ''),
 (H, 'Hôtel A Madonetta', '', 'Rue Saint-Érasme 4;Bonifacio;Corse-du-Sud;20169;France', '', ''),
 (H, "Gîte d'étape de Capannelle", '', 'Bergeries de Capannelle;Ghisoni;Haute-Corse;20227;France', 'GR20, 1 nuit en demi-pension, réservé pour 2', ''),
 (H, 'Rifugio Duca degli Abruzzi', '', 'Lago Scaffaiolo;Lizzano in Belvedere;BO;40042;Italia', '1 notte con Tommaso, cena alle 19', ''),
]
P = [
 # family and household
 (N, 'Mamma Rita', 'Baldini;Rita;;;', 'Via Augusto Murri 45;Bologna;BO;40137;Italia', 'compleanno 3 maggio, pressione da misurare il lunedì', ''),
 (N, 'Papà Gianni', 'Baldini;Gianni;;;', '', 'orto a Pianoro, pranzo della domenica alle 13', ''),
 (N, 'Nonna Lina', 'Baldini;Lina;;;', 'Via della Pietra 40;Bologna;BO;40132;Italia', 'camera 12, visite 15-18, portare le caramelle alla menta', ''),
 (N, 'Chiara Montanari', 'Montanari;Chiara;;;', '', 'in ufficio fino alle 17, sabato alterno', 'ORG:Azienda USL di Bologna || EMAIL:chiara.montanari@example.it'),
 (N, 'Giulia Baldini', 'Baldini;Giulia;;;', '', "alberghiero 3°B, stage estivo in hotel a Rimini 3 settimane, rientra la domenica", ''),
 (N, 'Tommaso Baldini', 'Baldini;Tommaso;;;', '', 'calcetto mar/gio 18:00, scout il sabato', ''),
 (N, 'Zia Paola', 'Montanari;Paola;;;', 'Via della Libertà 120;Palermo;PA;90143;Italia', 'ci ospita a Palermo, 2 notti a ottobre, portarle i tortellini', ''),
 (N, 'Andrea Montanari', 'Montanari;Andrea;;;', '', 'cugino, matrimonio 21/6 a Villa Zarri', ''),
 (N, 'Giorgio Alberghini', 'Alberghini;Giorgio;;;', 'Via Santo Stefano 112;Bologna;BO;40125;Italia', 'vicino del 2° piano, annaffia le piante quando siamo via', ''),
 (N, 'Irina babysitter', ';Irina;;;', '', 'mer e ven 16-19, 9 €/ora', ''),
 (N, 'Sauro idraulico', ';Sauro;;;', '', 'caldaia, revisione annuale a ottobre', ''),
 (N, 'Prof.ssa Maria Grazia Osti', 'Osti;Maria Grazia;;;', '', 'colloqui 14/11 ore 16:40', 'ORG:Scuola secondaria di primo grado Jacopo della Quercia || TITLE:docente di lettere'),
 (N, 'Prof. Stefano Righi', 'Righi;Stefano;;;', '', 'stage di Giulia, convenzione da firmare', 'ORG:Istituto Alberghiero Bartolomeo Scappi || TITLE:tutor PCTO'),
 # colleagues and clients
 (N, 'Davide Ostellari', 'Ostellari;Davide;;;', '', 'trasferta Bari con me, camera singola', 'ORG:Tecnopack Emilia S.r.l. || TITLE:service engineer'),
 (N, 'Ing. Roberto Fabbri', 'Fabbri;Roberto;;;', '', 'nota spese entro il 5 del mese', 'ORG:Tecnopack Emilia S.r.l. || TITLE:direttore commerciale'),
 (N, 'Francesca Colombo', 'Colombo;Francesca;;;', '', 'FAT linea blister 12/3 ore 9:00', 'ORG:Lombarda Farmaceutici S.p.A.'),
 (N, 'Paolo Bertolotti', 'Bertolotti;Paolo;;;', '', 'collaudo capsule, portare i ricambi', 'ORG:Luigi Lavazza S.p.A.'),
 (N, 'Alessandra Ricci', 'Ricci;Alessandra;;;', '', 'offerta linea astucciatrice, risposta entro venerdì', 'ORG:Angelini Pharma || TITLE:engineering manager'),
 (N, 'Gennaro Esposito', 'Esposito;Gennaro;;;', '', 'visita a Gragnano, pranzo incluso', 'ORG:Pastificio Di Martino'),
 (N, 'Vito Lorusso', 'Lorusso;Vito;;;', '', 'avviamento 3-5 giugno, turno 6-14', 'ORG:Casillo Group'),
 (N, 'Urs Meier', 'Meier;Urs;;;', '', 'Meeting Kilchberg Di 10:00, Englisch ok', 'ORG:Lindt & Sprüngli (Schweiz) AG'),
 (N, 'Thomas Gasthuber', 'Gasthuber;Thomas;;;', '', 'drinktec Stand B6, Termin Mi 14 Uhr', 'ORG:Paulaner Brauerei GmbH'),
 (N, 'Katharina Wirth', 'Wirth;Katharina;;;', '', 'Abnahme Linie 4, Do 9:30', 'ORG:Josef Manner & Comp. AG || TITLE:Produktionsleiterin'),
 (N, 'Matej Gostiša', 'Gostiša;Matej;;;', '', 'sestanek v torek ob 10h, po angleško', 'ORG:Lek d.d.'),
 (N, 'Sophie Dubois', 'Dubois;Sophie;;;', '', 'réunion jeudi 14h, salle 2', 'ORG:EUROPEN || TITLE:Policy Officer'),
 # hotel staff and hosts, a landlady
 (N, 'Elena Rota', 'Rota;Elena;;;', '', 'convenzione aziendale 2026: minimo 12 notti/anno', 'ORG:NH Milano Touring || TITLE:Sales Manager'),
 (N, 'Lukas Mahlknecht', 'Mahlknecht;Lukas;;;', '', 'Reservierung nur telefonisch, ab 15. Juni geöffnet', 'ORG:Rifugio Firenze - Regensburger Hütte || TITLE:Hüttenwirt'),
 (N, 'Signora Rosa Bonanno', 'Bonanno;Rosa;;;', 'Via Garibaldi 61;Lipari;ME;98055;Italia', 'affittacamere a Lipari, 4 notti a luglio, caparra 150 € su postepay', ''),
 (N, 'Marija Radić', 'Radić;Marija;;;', '', 'ključevi u poštanskom sandučiću, WhatsApp', 'ORG:Apartman Marija'),
 (N, 'Anna Messner', 'Messner;Anna;;;', '', 'Frühstück 7:30-9:30, Eier vom Hof', 'ORG:Oberprantacherhof || TITLE:Bäuerin'),
 (N, 'Antonella Carrieri', 'Carrieri;Antonella;;;', '', 'cena di sabato, avvisare per le allergie', 'ORG:Masseria Il Frantoio || TITLE:padrona di casa'),
 # doctors
 (N, 'Dott.ssa Laura Bianchi pediatra', 'Bianchi;Laura;;;', 'Via Mazzini 88;Bologna;BO;40137;Italia', 'ricevimento lun-ven 9-12 su appuntamento', ''),
 (N, 'Dott. Fabio Locatelli', 'Locatelli;Fabio;;;', 'Via Castiglione 22;Bologna;BO;40124;Italia', 'Giulia controllo apparecchio 18/2 ore 17:30', 'TITLE:odontoiatra'),
]
O = [
 # work
 (N, 'Tecnopack Emilia S.r.l.', '', 'Via del Lavoro 21;Casalecchio di Reno;BO;40033;Italia', 'portineria 8-17, badge da rinnovare', 'URL:https://www.tecnopack-emilia.it'),
 (N, 'Ipack-Ima Fiera Milano', '', 'Strada Statale del Sempione 28;Rho;MI;20017;Italia', 'stand Tecnopack pad. 3, montaggio dal 23', ''),
 # restaurants, a locanda, an osteria and baite without rooms, a Buschenschank, a gostilna
 (N, "Osteria dell'Orsa", '', 'Via Mentana 1/F;Bologna;BO;40126;Italia', 'tavolo per 6 venerdì alle 20:30', ''),
 (N, 'Osteria della Posta', '', 'Via Porrettana 290;Sasso Marconi;BO;40037;Italia', 'pranzo della domenica, tortellini in brodo, prenotare entro venerdì', ''),
 (N, 'Locanda Al Castello di Sorci', '', 'Località San Lorenzo 21;Anghiari;AR;52031;Italia', 'pranzo domenica 13:00, menù fisso, 4 persone', ''),
 (N, 'Baita Ciamp del Lares', '', 'Col Margherita;Falcade;BL;32020;Italia', 'pranzo sulle piste, canederli, tavolo per le 12:30', ''),
 (N, 'La Baita Vecchia Malga', '', 'Via Pescherie Vecchie 3/A;Bologna;BO;40124;Italia', 'ordine squacquerone e tagliere per sabato', ''),
 (N, 'Buschenschank Gasserhof', '', 'St. Magdalena 12;Villnöß;BZ;39040;Italia', 'Törggelen, Tisch für 12, Samstag 19 Uhr', ''),
 (N, 'Gostilna Sokol', '', 'Ciril-Metodov trg 18;Ljubljana;;1000;Slovenija', 'večerja s strankami, rezervacija ob 19:30', ''),
 (N, 'Figlmüller', '', 'Wollzeile 5;Wien;;1010;Österreich', 'Schnitzel, Tisch für 4 um 19 Uhr', ''),
 (N, 'Ristorante I Carracci', '', 'Via Alessandro Manzoni 2;Bologna;BO;40121;Italia', 'cena con i clienti di Vienna, 20:30, 5 persone', ''),
 # lodging words that are not lodgings
 (N, 'Albergo Diurno Venezia', '', 'Piazza Guglielmo Oberdan;Milano;MI;20129;Italia', 'visita FAI sabato 11:15, 2 biglietti', ''),
 (N, 'Villa Zarri', '', 'Via Ronchi Inferiore 31;Castel Maggiore;BO;40013;Italia', 'matrimonio Andrea e Sara 21/6, ricevimento dalle 19', ''),
 (N, 'Villa Guastavillani', '', 'Via degli Scalini 18;Bologna;BO;40136;Italia', 'corso executive BBS, sabato 9-13', ''),
 (N, 'Residenza Santa Chiara', '', 'Via della Pietra 40;Bologna;BO;40132;Italia', 'RSA nonna Lina, retta entro il 10, orario visite 15-18', ''),
 (N, 'Rifugio Il Biscione', '', 'Via del Gomito 22;Bologna;BO;40127;Italia', 'rifugio per cani, adozione Birba, sabato 10-12, portare crocchette', ''),
 (N, 'Pensione per Cani Il Gigante Buono', '', 'Via Idice 14;San Lazzaro di Savena;BO;40068;Italia', 'Birba dall’1 al 15 agosto, 18 €/giorno, libretto vaccinazioni', ''),
 (N, 'Fondo Pensione Cometa', '', 'Via Piemonte 39;Roma;RM;00187;Italia', 'posizione 0047721, modulo anticipazione prima casa', 'URL:https://www.cometafondo.it'),
 (N, 'Istituto Alberghiero Bartolomeo Scappi', '', 'Viale Terme 1054;Castel San Pietro Terme;BO;40024;Italia', 'segreteria 8-13, iscrizione di Giulia al 4° anno', ''),
 (N, 'Noleggio Sci Chalet Sport', '', 'Strada Meisules 112;Selva di Val Gardena;BZ;39048;Italia', 'sci e scarponi x4, ritiro domenica 17:00, 6 giorni', ''),
 (N, 'Residenze Navile S.r.l.', '', 'Via di Corticella 180;Bologna;BO;40128;Italia', 'rogito bilocale, notaio 14/3 ore 11, saldo', ''),
 (N, 'Palazzo Albergati', '', 'Via Saragozza 28;Bologna;BO;40123;Italia', 'mostra, biglietti domenica 16:00', ''),
 (N, 'Trullo Sovrano', '', 'Piazza Sacramento 10;Alberobello;BA;70011;Italia', 'visita guidata 10:30, ridotto ragazzi', ''),
 (N, 'Bagno Milano 76', '', 'Viale Carducci 180;Cesenatico;FC;47042;Italia', 'ombrellone 4a fila n. 37, luglio', ''),
 # travel
 (N, 'Hotelplan Italia', '', 'Corso Italia 1;Milano;MI;20122;Italia', 'preventivo Capodanno, pratica 339201, richiamare lunedì', 'URL:https://www.hotelplan.it'),
 (N, 'Bluvacanze', '', 'Via Ugo Bassi 15;Bologna;BO;40121;Italia', 'volo + traghetto Corsica, acconto 25%', ''),
 (N, 'Agenzia Viaggi Il Girasole', '', 'Via Emilia Levante 160;Bologna;BO;40139;Italia', 'gita di Giulia a Vienna, saldo entro il 30/4', ''),
 (N, 'Airbnb Assistenza', '', '', 'assistenza: prenotazione HMQ4X2, rimborso cauzione', 'KIND:org'),
 (N, 'Volotea', '', '', 'BLQ-PMO, 1 bagaglio da stiva', 'KIND:org'),
 (N, 'Swiss International Air Lines', '', '', 'BLQ-ZRH 7:10, Miles & More', ''),
 (N, 'Brussels Airlines', '', '', '', ''),
 (N, 'Italo - NTV', '', '', 'BO-NA 7:35, carrozza 8 posto 12A', 'KIND:org'),
 (N, 'Frecciarossa - Trenitalia', '', '', 'CartaFRECCIA 4002118732', ''),
 (N, 'Intercity Notte', '', '', 'Bologna-Palermo 21:40, vagone letto, cabina 2 posti, colazione inclusa', ''),
 (N, 'Tirrenia', '', 'Molo Angioino;Napoli;NA;80133;Italia', 'Napoli-Palermo 20:15, cabina interna 4 letti, auto', ''),
 (N, 'Moby Lines', '', '', 'Livorno-Bastia 8:00, auto + 4 passeggeri', ''),
 # mountains, spas by day
 (N, 'Dolomiti Superski', '', 'Strada Pallua 37;Selva di Val Gardena;BZ;39048;Italia', 'skipass 6 giorni famiglia, ritiro alla cassa Ciampinoi', ''),
 (N, 'Terme di Porretta', '', 'Via Roma 5;Alto Reno Terme;BO;40046;Italia', 'piscine termali domenica, ingresso 10-18', ''),
 (N, 'QC Terme Dolomiti', '', 'Strada de Pré de Gejia 39;Pozza di Fassa;TN;38036;Italia', '', ''),
 # health, school, home
 (N, 'Ospedale Privato Accreditato Villa Erbosa', '', "Via dell'Arcoveggio 50/2;Bologna;BO;40129;Italia", 'ortopedico per papà, 22/5 ore 8:40, impegnativa', ''),
 (N, 'Ambulatorio Veterinario San Donato', '', 'Via San Donato 80;Bologna;BO;40127;Italia', 'Birba vaccino, gio 18:30', ''),
 (N, 'Scuola secondaria di primo grado Jacopo della Quercia', '', 'Via Stefano Bottrigari 3;Bologna;BO;40137;Italia', '', ''),
 (N, 'Studio Gamberini Amministrazioni', '', 'Via Mazzini 40;Bologna;BO;40137;Italia', 'assemblea condominio 12/10 ore 18:30', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AH{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
