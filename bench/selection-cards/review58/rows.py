#!/usr/bin/env python3
"""Writes cards.tsv for review58: one realistic address book of a Casablanca-based family - Youssef Benjelloun,
regional sales manager with a pharmaceutical laboratory (Sothema, Bouskoura), travelling for work to Rabat,
Tangier, Fès, Meknès, Marrakech, Agadir, Oujda, Madrid, Paris, Lyon, Tunis and Cairo; and Salma El Idrissi, a
French teacher, who plans the family's holidays: riads and dars in the medinas, kasbahs, auberges and a bivouac
in the south, a refuge and gîtes in the High Atlas, Ifrane in the snow, the north coast in summer (a rented flat
in Martil, a résidence at Marina Smir, a villa at Saïdia), Essaouira, Agadir and Dakhla, Andalusia, France for a
cousin's wedding and an uncle in Paris, Tunisia (dar, نزل) and Egypt - and the home contacts around them. Not
traps, but a Moroccan book has its own: restaurants called Dar (Dar Naji, Dar El Jeld) and a café-gallery (Dar Cherifa), a hotel's
restaurant and a hotel's bar, a wedding hall called Riad, a developer called Résidences Dar ..., a building's
syndic called Résidence, a care home (دار العجزة) and a Dar Taliba, a fondouk that is a museum, a kasbah that is a
monument, a town hall called Hôtel de Ville, an Auberge that is a restaurant, a dog pension, a tour operator called
Kasbah, family names and first names Riad, Kasbaoui, Daraoui, Fandouki, Posada, Lhôtellier and Mercure, hotel
staff and hosts whose ORG is their place, a landlady's own card, a sleeper train, an overnight ferry cabin and a
Nile cruise. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A
person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, tent, cottage or pitch at for the night (hotels, riads and dars
that let rooms, maisons d'hôtes, kasbahs and auberges with rooms, gîtes d'étape, a refuge, bivouacs and desert
camps, hostels, aparthotels and short-let flats, a rented villa, a résidence de vacances, campsites, resorts);
not = everything else, including hotel staff's, a refuge warden's, hosts' and a landlady's personal cards,
restaurants, cafés, bars, a wedding hall, a developer, a syndic, care homes, a pet pension, a museum, a monument,
a town hall, hammams and spas visited by day, a sleeper train, a ferry cabin, a Nile cruise. Labels fixed
here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
MA = 'Maroc'
C = [
 # --- Casablanca: guests, seminars
 (H, 'Sheraton Casablanca Hotel & Towers', '', '100 Avenue des FAR;Casablanca;Casablanca-Settat;20000;' + MA, 'séminaire Sothema 12-13/03, 6 chambres délégués, code groupe SOTH26', ''),
 (H, 'Sofitel Casablanca Tour Blanche', '', 'Rue Sidi Belyout;Casablanca;;20250;' + MA, '', ''),
 (H, 'Mövenpick Hotel Casablanca', '', 'Angle Av. Hassan II et Rue Colbert;Casablanca;;20000;' + MA, 'chambre pour khali Hassan 3 nuits, ptit déj inclus, payé par CB', ''),
 (H, 'Barceló Anfa Casablanca', '', '4 Bd d\'Anfa;Casablanca;Casablanca-Settat;20050;' + MA, 'khalti Rachida - 2 lilat f l3ers d Nadia, réservé au nom de Baba', ''),
 (H, 'Art Palace Suites & Spa', '', '8 Rue Ibn Sina, Gauthier;Casablanca;;20060;' + MA, '', ''),
 # --- Rabat
 (H, 'La Tour Hassan Palace', '', '26 Rue Chellah;Rabat;Rabat-Salé-Kénitra;10000;' + MA, '', ''),
 (H, 'Onomo Hotel Rabat Terminus', '', 'Avenue Mohammed V, face gare Rabat Ville;Rabat;;10000;' + MA, 'réunion ministère Santé, 1 nuit, check-in 14h', ''),
 (H, 'فندق أكدال الرباط', '', 'شارع فال ولد عمير، أكدال;الرباط;;10090;المغرب', 'ليلة واحدة، الفطور مشمول، غرفة 312', ''),
 (H, 'Villa Mandarine', '', '19 Rue Ouled Bousbaa, Souissi;Rabat;;10170;' + MA, '', ''),
 # --- Tangier
 (H, 'Hilton Garden Inn Tanger City Center', '', 'Place du Maghreb Arabe;Tanger;Tanger-Tétouan-Al Hoceïma;90000;' + MA, '2 nuits avant le bateau pour Algeciras, parking sous-sol', ''),
 (H, 'El Minzah Tanger', '', '85 Rue de la Liberté;Tanger;;90000;' + MA, 'tournée Nord, 2 nuits, facture Sothema', ''),
 (H, 'Dar Nour Tanger', '', '20 Rue Gourna, Kasbah;Tanger;;90000;' + MA, '', ''),
 # --- Fès, Meknès
 (H, 'Riad Fès', '', '5 Derb Ben Slimane, Zerbtana;Fès;Fès-Meknès;30110;' + MA, 'anniversaire de mariage, 2 nuits, suite 7, demander la terrasse', ''),
 (H, 'Palais Faraj Suites & Spa', '', 'Bab Ziat, Quartier Ziat;Fès;;30000;' + MA, 'visite grossistes Fès, 1 nuit', ''),
 (H, 'Dar Hatim', '', '19 Derb Ezaouia, Fondouk Lihoudi;Fès;;30110;' + MA, '', ''),
 (H, 'Château Roslane', '', 'Route d\'Azrou, Km 13;Meknès;Fès-Meknès;50000;' + MA, '1 nuit après la réunion Meknès, dégustation 17h', ''),
 # --- Marrakech and around
 (H, 'La Mamounia', '', 'Avenue Bab Jdid;Marrakech;Marrakech-Safi;40040;' + MA, '40 ans Salma !! 1 nuit, chambre vue Atlas, conf. 88214', ''),
 (H, 'Riad Zolah', '', '114 Derb El Hammam, Mouassine;Marrakech;;40000;' + MA, '', ''),
 (H, 'Es Saadi Marrakech Resort', '', 'Rue Ibrahim El Mazini, Hivernage;Marrakech;;40000;' + MA, 'congrès pharmaciens, 3 nuits, badge à l\'accueil', ''),
 (H, 'Riad Al Massarah', '', '24 Derb Jedid, Bab Doukkala;Marrakech;;40000;' + MA, 'khali Hassan + 3, 3 nuits, ftour inclus, arrivée vers 15h', ''),
 (H, 'Scarabeo Camp', '', 'Désert d\'Agafay, Route d\'Amizmiz;Lalla Takerkoust;Marrakech-Safi;;' + MA, '1 nuit sous tente, dîner + ptit déj, navette 16h depuis Guéliz', ''),
 (H, 'Douar Samra', '', 'Douar Tamatert;Asni;Al Haouz;42152;' + MA, 'week-end sans les enfants, 2 nuits, Rim et Adam chez Mama', ''),
 # --- High Atlas, Aït Bouguemez
 (H, 'Refuge Les Mouflons', '', 'Vallée d\'Imlil, 3207 m;Imlil;Al Haouz;;' + MA, 'Youssef + collègues, 1 nuit dortoir, départ sommet 4h', ''),
 (H, 'Dar Imlil', '', 'Douar Imlil;Imlil;Al Haouz;42152;' + MA, '', ''),
 (H, 'Gîte d\'étape Chez Omar Aroumd', '', 'Douar Aroumd;Imlil;Al Haouz;;' + MA, 'nuit avant la montée, 150 dh/pers en demi-pension, mules pour les sacs', ''),
 (H, 'Dar Itrane', '', 'Imelghas, Vallée des Aït Bouguemez;Tabant;Azilal;22450;' + MA, '3 nuits, demi-pension, piste après Agouti', 'EMAIL:reservation@dar-itrane.com'),
 # --- the south: Ouarzazate, Skoura, Dadès, Merzouga, Zagora
 (H, 'Ksar Ighnda', '', 'Douar Asfalou, Aït Ben Haddou road;Ouarzazate;Drâa-Tafilalet;45000;' + MA, '1 nuit, arrivée tard ~21h, prévenir', ''),
 (H, 'Dar Ahlam', '', 'Palmeraie de Skoura;Skoura;Drâa-Tafilalet;45500;' + MA, '', ''),
 (H, 'Les Jardins de Skoura', '', 'Palmeraie de Skoura, Ouled Merzoug;Skoura;;45500;' + MA, '2 nuits, chambres familiales côte à côte, piscine', ''),
 (H, 'Chez Pierre Dadès', '', 'Gorges du Dadès, Aït Ibriren;Boumalne Dadès;Tinghir;45150;' + MA, '2 nuits gorges du Dadès, dîner 20h, ch. 4', ''),
 (H, 'Kasbah Tombouctou', '', 'Hassi Labied;Merzouga;Errachidia;52202;' + MA, '1 nuit avant le bivouac, laisser la voiture au parking', ''),
 (H, 'Bivouac Les Nomades Erg Chebbi', '', 'Erg Chebbi;Merzouga;;52202;' + MA, '2 nuits sous tente berbère, dromadaires départ 17h, avance 1000 dh', ''),
 (H, 'Auberge Kasbah Derkaoua', '', 'Route de Merzouga, Km 23;Erfoud;Errachidia;52200;' + MA, '', ''),
 (H, 'Riad Lamane', '', 'Amezrou;Zagora;Drâa-Tafilalet;47900;' + MA, '', ''),
 # --- Souss: Agadir, Taroudant, Taghazout, Tiznit, Sidi Ifni, Dakhla
 (H, 'Sofitel Agadir Royal Bay Resort', '', 'Baie des Palmiers, Cité Founty;Agadir;Souss-Massa;80000;' + MA, 'vacances de printemps, 5 nuits, kids club pour Adam', ''),
 (H, 'Atlantic Palace Agadir', '', 'Secteur Touristique Balnéaire;Agadir;;80000;' + MA, '', ''),
 (H, 'Riu Palace Tikida Agadir', '', 'Chemin des Dunes;Agadir;;80000;' + MA, '', ''),
 (H, 'Palais Salam Taroudant', '', 'Kasbah, Avenue Moulay Rachid;Taroudant;Souss-Massa;83000;' + MA, '1 nuit en route vers Tafraout', ''),
 (H, 'Surf Berbere', '', 'Centre Taghazout;Taghazout;Agadir-Ida-Outanane;80022;' + MA, 'stage surf Mehdi, 4 nuits, chambre partagée, dépôt 500 dh', ''),
 (H, 'دار الضيافة الواحة', '', 'درب المشور;تيزنيت;;85000;المغرب', 'ليلتين، الوصول بعد العصر، الفطور 8 صباحا', ''),
 (H, 'Hôtel Suerte Loca', '', 'Avenue Moulay Youssef;Sidi Ifni;Guelmim-Oued Noun;85200;' + MA, '2 nuits, ch. vue mer, plage Legzira le lendemain', ''),
 (H, 'Dakhla Attitude', '', 'PK 28, Route de Dakhla;Dakhla;Dakhla-Oued Ed-Dahab;73000;' + MA, 'kitesurf, bungalow 12, 4 nuits, pension complète', ''),
 # --- Oujda, Essaouira, the Atlantic coast
 (H, 'Atlas Terminus Oujda', '', 'Place de l\'Unité Africaine;Oujda;Oriental;60000;' + MA, 'tournée Oriental, 2 nuits, check-in 14h', ''),
 (H, 'Heure Bleue Palais', '', '2 Rue Ibn Batouta, Bab Marrakech;Essaouira;;44000;' + MA, '', ''),
 (H, 'Riad Mimouza', '', '12 Rue Ibn Khaldoun, Médina;Essaouira;Marrakech-Safi;44000;' + MA, '3 lilat, lftour mn 8 l 10, ghorfa 5 fo9 f stah', ''),
 (H, 'Camping Sidi Magdoul', '', 'Route d\'Agadir;Essaouira;;44000;' + MA, 'emplacement 14 pour le van de Mehdi, 2 nuits, électricité', ''),
 (H, 'La Sultana Oualidia', '', 'Parc à Huîtres n°3;Oualidia;Casablanca-Settat;24252;' + MA, '', ''),
 (H, 'Mazagan Beach & Golf Resort', '', 'Route de Casablanca, Km 10;El Jadida;Casablanca-Settat;24000;' + MA, 'week-end, 2 nuits, Rim piscine, résa 7719023', 'URL:https://www.mazaganbeachresort.com'),
 # --- the north: Chefchaouen, Tamuda Bay, Martil, Marina Smir
 (H, 'Lina Ryad & Spa', '', 'Quartier Ras El Ma;Chefchaouen;Tanger-Tétouan-Al Hoceïma;91000;' + MA, '2 nuits, ch. familiale, parking en haut de la médina', ''),
 (H, 'Casa Hassan Chefchaouen', '', '22 Rue Targui;Chefchaouen;;91000;' + MA, '', ''),
 (H, 'Chaouen Youth Hostel', '', 'Avenue Hassan II;Chefchaouen;;91000;' + MA, 'Mehdi, lit en dortoir 6, 2 nuits, 120 dh', ''),
 (H, 'Banyan Tree Tamouda Bay', '', 'Route de Fnideq;Fnideq;Tanger-Tétouan-Al Hoceïma;93100;' + MA, '', ''),
 (H, 'Appartement Martil Corniche', '', 'Résidence Al Bahr, Corniche de Martil, 2e étage;Martil;;93150;' + MA, '10 nuits en août, clés chez le gardien, avance 2000 dh (Mme Amrani)', ''),
 (H, 'Résidence Marina Smir', '', 'Route de Sebta, Km 21;M\'diq;Tanger-Tétouan-Al Hoceïma;93200;' + MA, 'appart 3 ch, semaine 14-21 juillet, caution 3000 dh', ''),
 # --- the Oriental coast, Middle Atlas
 (H, 'Radisson Blu Resort Saïdia Beach', '', 'Station Balnéaire Méditerranéenne;Saïdia;Oriental;60600;' + MA, '', ''),
 (H, 'Villa Nour Saïdia', '', 'Lotissement Les Jardins, Villa 18;Saïdia;;60600;' + MA, 'villa louée avec khali, 7 nuits, piscine, 1800 dh/nuit', ''),
 (H, 'Michlifen Resort & Golf', '', 'Avenue Hassan II;Ifrane;Fès-Meknès;53000;' + MA, 'ski, 2 nuits, location skis sur place', ''),
 (H, 'شقة إفران', '', 'حي الرياض، عمارة 4;إفران;;53000;المغرب', 'ويكاند الثلج، جوج ليالي، 600 درهم لليلة، السوارت عند الجار', ''),
 (H, 'Auberge Dayet Aoua', '', 'Route d\'Ifrane, Dayet Aoua;Ifrane;Fès-Meknès;53000;' + MA, '1 nuit, chambre familiale, truite au dîner', ''),
 # --- Spain
 (H, 'Hotel Alhambra Palace', '', 'Plaza Arquitecto García de Paredes 1;Granada;Andalucía;18009;Espagne', '2 noches, chambre vue Alhambra, billets Alhambra 10h', ''),
 (H, 'Parador de Málaga Gibralfaro', '', 'Castillo de Gibralfaro s/n;Málaga;;29016;Espagne', '', ''),
 (H, 'Hostal Sierpes Sevilla', '', 'Calle Corral del Rey 22;Sevilla;Andalucía;41004;Espagne', '2 nuits, hab. 104, desayuno no incluido', ''),
 (H, 'Meliá Madrid Princesa', '', 'Calle de la Princesa 27;Madrid;;28008;Espagne', 'CPHI Madrid, 3 nuits, tarif salon', ''),
 (H, 'Yurbban Trafalgar Barcelona', '', 'Carrer de Trafalgar 30;Barcelona;Catalunya;08001;Espagne', '', ''),
 (H, 'Apartamento Málaga Centro (Airbnb)', '', 'Calle Granada 41, 3ºB;Málaga;;29015;Espagne', 'Airbnb HMK4Q2XZ, 4 nuits, boîte à clés code 2580, check-in 16h', ''),
 (H, 'Hotel Reina Cristina Algeciras', '', 'Paseo de la Conferencia s/n;Algeciras;Cádiz;11207;Espagne', '', ''),
 # --- France
 (H, 'ibis Paris Gare de Lyon Diderot', '', '31 Bis Boulevard Diderot;Paris;;75012;France', '1 nuit avant le TGV pour Lyon', ''),
 (H, 'Hôtel Paradis', '', '41 Rue des Petites Écuries;Paris;Île-de-France;75010;France', 'visite khali à l\'hôpital, 3 nuits, ch. 21', ''),
 (H, 'Mama Shelter Lyon', '', '13 Rue Domer;Lyon;;69007;France', 'RDV Pierre Fabre, 2 nuits, petit-déj en sus', ''),
 (H, 'Appart\'City Montpellier Saint-Roch', '', '8 Rue Jules Ferry;Montpellier;Occitanie;34000;France', 'visite Yasmine à la fac, studio 3 nuits', ''),
 (H, 'Camping Le Belvédère Annecy', '', '8 Route du Semnoz;Annecy;Haute-Savoie;74000;France', 'mobil-home 4 pers., 5 nuits, arrivée après 15h', ''),
 (H, 'La Maison Rose - chambres d\'hôtes', '', '5 Chemin de Lasbordes;Balma;Haute-Garonne;31130;France', 'mariage cousine Sanaa, 2 nuits, table d\'hôtes le vendredi', ''),
 # --- Tunisia
 (H, 'Dar Ben Gacem', '', '38 Rue du Pacha;Tunis;;1006;Tunisie', '2 nuits, chambre Kahia, petit-déj sur la terrasse', ''),
 (H, 'Mövenpick Hotel Gammarth', '', 'Route Touristique Gammarth;La Marsa;Tunis;2078;Tunisie', 'réunion distributeur PCT, 2 nuits', ''),
 (H, 'Dar Dhiafa Djerba', '', 'Erriadh;Djerba;Médenine;4180;Tunisie', '', ''),
 (H, 'Anantara Sahara Tozeur Resort & Villas', '', 'Zone Touristique;Tozeur;;2200;Tunisie', '', ''),
 (H, 'نزل المشتل', '', 'شارع أولاد حفوز;تونس;;1002;تونس', 'ليلة واحدة، رقم الحجز 44817', ''),
 (H, 'Dar Saïd Sidi Bou Saïd', '', 'Rue Toumi;Sidi Bou Saïd;;2026;Tunisie', '', ''),
 # --- Egypt
 (H, 'Great Pyramid Inn', '', '14 Abu Al Hool Street, Nazlet El Samman, Giza;Le Caire;;12557;Égypte', 'vue pyramides depuis la terrasse, 3 nuits, ptit déj inclus', ''),
 (H, 'Steigenberger Nile Palace Luxor', '', 'Khaled Ibn El Walid Street;Louxor;;85951;Égypte', '', ''),
 (H, 'Marhaba Palace Aswan', '', 'Corniche El Nil;Assouan;;81511;Égypte', '1 nuit après la croisière, thé sur la terrasse 17h', ''),
 (H, 'Dahab Hostel', '', '26 Talaat Harb Street, 7e étage;Le Caire;;11111;Égypte', 'Mehdi, lit en dortoir, 3 nuits, payé en ligne', ''),
 (H, 'Bishbishi Garden Village', '', 'Masbat;Dahab;Sud-Sinaï;46617;Égypte', '4 nuits, snorkeling Blue Hole, ch. double ventilo', ''),
 (H, 'Bet El Kerem', '', 'Gharb Soheil;Assouan;;81511;Égypte', '2 nuits chez l\'habitant nubien, dîner maison', ''),
]
P = [
 # family and household
 (N, 'Mama Zhor', ';Zhor;;;', 'Résidence Al Manar, Rue Ibnou Khaldoun, Appt 6;Casablanca;;20100;' + MA, 'dwa dyal tension, jeudi Dr Alami 10h', ''),
 (N, 'Baba', ';Baba;;;', '', 'inscription Hajj 2027 - appeler Atlas Voyages', ''),
 (N, 'Jedda Fatna', ';Fatna;;;', 'Derb Lamtiyine, Talaa Kbira;Fès;;30110;' + MA, 'tle3 l Fès l3id, jib lha l7enna', ''),
 (N, 'Salma El Idrissi', 'El Idrissi;Salma;;;', '', 'cours jusqu\'à 16h30', 'ORG:École Al Jabr || TITLE:Professeure de français'),
 (N, 'Rim Benjelloun', 'Benjelloun;Rim;;;', '', 'CE2 B, natation mercredi 15h', ''),
 (N, 'Adam Benjelloun', 'Benjelloun;Adam;;;', '', 'foot samedi 10h, Raja Academy', ''),
 (N, 'Nadia Benjelloun', 'Benjelloun;Nadia;;;', '', '3rss 12 juillet, negafa + traiteur réglés', ''),
 (N, 'Mehdi Benjelloun', 'Benjelloun;Mehdi;;;', '', 'ould Khalid, ENSA Marrakech, toujours en sac à dos', ''),
 (N, 'Khali Hassan', 'El Idrissi;Hassan;;;', '14 Rue de Tanger;Paris;;75019;France', 'arrive CMN 14/07, vol AT 781 à 17h40', ''),
 (N, 'Khalti Rachida', 'El Idrissi;Rachida;;;', 'Hay Salam, Rue 12 n° 5;Salé;;11000;' + MA, 'l3rss: tjib lhdiya m3aha', ''),
 (N, 'Khadija (ménage)', ';Khadija;;;', '', 'lundi et jeudi, 150 dh', ''),
 (N, 'Si Mohamed plombier', ';Mohamed;;;', '', 'chauffe-eau, 300 dh, passe samedi matin', ''),
 (N, 'Hanane Daraoui', 'Daraoui;Hanane;;;', 'Résidence Les Jardins d\'Anfa, Imm. B, Appt 14;Casablanca;;20050;' + MA, 'jara f 4e étage, clés de secours', ''),
 (N, 'Taxi Abdelilah', ';Abdelilah;;;', '', 'aéroport 4h du matin, 250 dh', ''),
 # colleagues and clients
 (N, 'Riad Benkirane', 'Benkirane;Riad;;;', '', 'réunion lundi 9h en visio', 'ORG:Sothema || TITLE:Directeur régional des ventes'),
 (N, 'Kenza Kasbaoui', 'Kasbaoui;Kenza;;;', '', 'secteur Fès-Meknès, rapport jeudi', 'ORG:Sothema || TITLE:Déléguée médicale'),
 (N, 'Sophie Mercure', 'Mercure;Sophie;;;', '', 'RDV Lyon mardi 14h, licence dermo', 'ORG:Laboratoires Pierre Fabre || TITLE:Export Manager Afrique du Nord'),
 (N, 'Marc Lhôtellier', 'Lhôtellier;Marc;;;', '', 'audit site Bouskoura, 2 jours', 'ORG:Sanofi Winthrop Industrie'),
 (N, 'Carmen Posada', 'Posada;Carmen;;;', '', 'CPHI, cena jueves 21h', 'ORG:Laboratorios Rovi || EMAIL:cposada@rovi.es'),
 (N, 'Omar Fandouki', 'Fandouki;Omar;;;', '', 'commande 40 boîtes, livraison mardi', 'ORG:Pharmacie Hay Riad || TITLE:Pharmacien titulaire'),
 (N, 'Sami Ben Salah', 'Ben Salah;Sami;;;', '', 'appel d\'offres PCT, WhatsApp', 'ORG:Pharmacie Centrale de Tunisie'),
 (N, 'Ahmed Fawzy', 'Fawzy;Ahmed;;;', '', 'distribution Égypte, meeting Sunday 11am', 'ORG:Pharco Pharmaceuticals || TITLE:Business Development'),
 # hotel staff, a refuge warden, hosts, a landlady
 (N, 'Karim Tazi', 'Tazi;Karim;;;', '', 'devis séminaire, 6 chambres + salle Atlas', 'ORG:Sheraton Casablanca Hotel & Towers || TITLE:Responsable MICE'),
 (N, 'Lahcen Id Brahim', 'Id Brahim;Lahcen;;;', '', 'WhatsApp, dromadaires et 4x4', 'ORG:Kasbah Tombouctou'),
 (N, 'Mohamed Aït Lahcen', 'Aït Lahcen;Mohamed;;;', '', 'appeler 2 semaines avant pour les lits', 'ORG:Refuge Les Mouflons || TITLE:Gardien'),
 (N, 'Leïla Ben Salem', 'Ben Salem;Leïla;;;', '', 'late check-out ok', 'ORG:Dar Ben Gacem || TITLE:Hôtesse'),
 (N, 'Mme Amrani', 'Amrani;Fatima;;;', '', 'appart Martil, 10 nuits en août, avance 2000 dh virée le 3/06', ''),
 (N, 'Si Hamid gardien', ';Hamid;;;', '', 'clés appart, piscine 9h-19h', 'ORG:Résidence Marina Smir'),
]
O = [
 # restaurants, cafés, bars
 (N, 'Dar Naji', '', 'Avenue Mers Sultan;Casablanca;;20000;' + MA, 'ftour Ramadan 12 pers., 19h, réservé au nom de Youssef', ''),
 (N, 'Rick\'s Café', '', '248 Bd Sour Jdid;Casablanca;;20000;' + MA, 'dîner khali Hassan, 21h, table 4', ''),
 (N, 'La Sqala', '', 'Bd des Almohades;Casablanca;;20000;' + MA, 'ptit déj beldi dimanche', ''),
 (N, 'Dar Cherifa', '', '8 Derb Chorfa Lakbir, Mouassine;Marrakech;;40000;' + MA, 'déjeuner 13h, 4 pers., expo au 1er', ''),
 (N, 'Le Marocain - La Mamounia', '', 'Avenue Bab Jdid;Marrakech;;40040;' + MA, 'dîner anniversaire 20h30, tenue correcte', ''),
 (N, 'Sky 28 - Kenzi Tower', '', 'Twin Center, 28e étage;Casablanca;;20330;' + MA, 'afterwork équipe jeudi 19h', ''),
 (N, 'Ruined Garden Fès', '', '1 Derb Idrissi, Siaj;Fès;;30110;' + MA, 'cours de cuisine samedi 10h, Rim', ''),
 (N, 'Café Hafa', '', 'Avenue Hadj Mohamed Tazi, Marshan;Tanger;;90000;' + MA, '', ''),
 (N, 'Dar El Jeld', '', '5-10 Rue Dar El Jeld;Tunis;;1006;Tunisie', 'dîner 20h30, couscous au poisson', ''),
 (N, 'Abou Tarek', '', '16 Maarouf Street, Downtown;Le Caire;;11111;Égypte', 'koshari', ''),
 (N, 'Le Train Bleu', '', 'Gare de Lyon, Place Louis-Armand;Paris;;75012;France', 'déjeuner avant le TGV 12h15', ''),
 (N, 'Auberge de Fond Rose', '', '23 Quai Georges Clemenceau;Caluire-et-Cuire;;69300;France', 'déjeuner Pierre Fabre 12h30, réservé par Sophie', ''),
 (N, 'Bodega Casa Morales', '', 'Calle García de Vinuesa 11;Sevilla;;41001;Espagne', 'tapas', ''),
 # lodging words that are no lodging
 (N, 'Résidences Dar Saada', '', 'Bd Al Qods, Quartier Sidi Maarouf;Casablanca;;20280;' + MA, 'appart Bouskoura, 3e tranche avant 15/03', ''),
 (N, 'Syndic Résidence Les Jardins d\'Anfa', '', '54 Bd d\'Anfa;Casablanca;;20050;' + MA, 'charges T1 1500 dh, ascenseur en panne', ''),
 (N, 'Salle des Fêtes Riad Al Andalous', '', 'Route d\'Azemmour;Dar Bouazza;Casablanca-Settat;27223;' + MA, '3rss Nadia 12/07, acompte 20 000 dh, traiteur à part', ''),
 (N, 'Traiteur Rahal', '', 'Bd Anfa 197;Casablanca;;20050;' + MA, 'devis 250 pers., pastilla + méchoui', 'URL:https://www.rahal.ma'),
 (N, 'Negafa Hajja Zineb', '', 'Derb Sultan;Casablanca;;20000;' + MA, '3 tenues, essai samedi 16h', ''),
 (N, 'Pension Canine Les Oliviers', '', 'Route de Bouskoura, Douar Ouled Saleh;Bouskoura;;27182;' + MA, 'Simba 10 jours en août, carnet de vaccins à jour', ''),
 (N, 'دار العجزة عين الشق', '', 'شارع القدس;الدار البيضاء;;20470;المغرب', 'تبرع رمضان، قفة 30 أسرة', ''),
 (N, 'Association Dar Taliba Asni', '', 'Centre Asni;Asni;Al Haouz;42152;' + MA, 'don fournitures rentrée, reçu fiscal', ''),
 (N, 'Fondouk Nejjarine - Musée du Bois', '', 'Place Nejjarine;Fès;;30110;' + MA, 'visite 10h avec Jedda', ''),
 (N, 'Kasbah Taourirt', '', 'Avenue Mohammed V;Ouarzazate;;45000;' + MA, 'visite 10h, billet 20 dh', ''),
 (N, 'Hôtel de Ville de Balma', '', 'Allée de l\'Appel du 18 Juin 1940;Balma;Haute-Garonne;31130;France', 'mariage civil Sanaa samedi 11h', ''),
 (N, 'Dar America', '', '10 Place Bel Air;Casablanca;;20000;' + MA, 'atelier anglais Rim samedi 10h', ''),
 # travel agencies, tours, transport
 (N, 'Atlas Voyages', '', '144 Bd Zerktouni;Casablanca;;20000;' + MA, 'dossier Hajj Baba, devis Égypte 4 pers.', 'URL:https://www.atlasvoyages.com || EMAIL:agence.zerktouni@atlasvoyages.com'),
 (N, 'Kasbah Tours Ouarzazate', '', 'Avenue Mohammed V;Ouarzazate;;45000;' + MA, '4x4 avec chauffeur, 3 jours, 1800 dh/jour', ''),
 (N, 'Imlil Mountain Guides', '', 'Imlil;Imlil;;42152;' + MA, 'guide Brahim + mule, 2 jours, 600 dh/jour', ''),
 (N, 'RAM Safar Flyer', '', '', 'n° 2201 4417 88, Silver', 'KIND:org'),
 (N, 'Air Arabia Maroc', '', '', '', ''),
 (N, 'Tunisair', '', '', 'CMN-TUN mardi 13h05', 'KIND:org'),
 (N, 'Air Cairo', '', '', 'Louxor-Le Caire 7h10, réf. K7XW2M', ''),
 (N, 'ONCF Casa-Voyageurs', '', 'Gare Casa-Voyageurs;Casablanca;;20300;' + MA, 'Al Boraq Casa-Tanger 8h, voiture 4, places 21-22', ''),
 (N, 'ONCF Train de nuit Casa - Oujda', '', '', 'couchette voiture 12, lits 3 et 4, départ 21h15', ''),
 (N, 'Supratours', '', '', 'Marrakech-Merzouga 8h30', 'KIND:org'),
 (N, 'Baleària Tanger Med - Algeciras', '', 'Port Tanger Med;Ksar Sghir;;90000;' + MA, 'voiture + 4 pers., traversée 11h, arriver 2h avant', ''),
 (N, 'GNV Tanger Med - Barcelone', '', 'Port Tanger Med;Ksar Sghir;;90000;' + MA, 'cabine intérieure 4 lits n° 8123, embarquement 19h', ''),
 (N, 'MS Mayfair Nile Cruise', '', 'Corniche El Nil;Louxor;;85951;Égypte', 'croisière Louxor-Assouan 4 nuits, cabine 214', ''),
 (N, 'Hertz Aéroport Mohammed V', '', 'Aéroport Mohammed V, Terminal 1;Nouaceur;;27000;' + MA, 'Dacia Lodgy 7 places, retour 18h', ''),
 # spas, health, school, shops
 (N, 'Hammam Ziani', '', '59 Rue Abou Rakrak;Casablanca;;20000;' + MA, 'gommage + massage samedi 11h', ''),
 (N, 'Les Bains de Marrakech', '', '2 Derb Sedra, Bab Agnaou;Marrakech;;40000;' + MA, 'hammam 2 pers. 15h', ''),
 (N, 'Cabinet Dr Naïma Alami - Pédiatre', '', 'Bd Ghandi, Imm. 12;Casablanca;;20250;' + MA, 'Adam vaccin 17h30', ''),
 (N, 'Clinique Dar Salam', '', 'Bd Ibn Sina;Casablanca;;20000;' + MA, 'radio genou Baba 9h, à jeun', ''),
 (N, 'Institut Pasteur du Maroc', '', '1 Place Louis Pasteur;Casablanca;;20360;' + MA, 'vaccins hépatite A avant l\'Égypte', ''),
 (N, 'Clinique Vétérinaire Anfa', '', 'Rue Ibnou Hazm;Casablanca;;20050;' + MA, 'Simba rappel rage', ''),
 (N, 'École Al Jabr', '', 'Route d\'Azemmour, Km 7;Casablanca;;20230;' + MA, 'secrétariat 8h-16h', 'URL:https://www.aljabr.ma'),
 (N, 'Marjane Californie', '', 'Bd Panoramique, Californie;Casablanca;;20150;' + MA, 'commande drive, retrait 18h', ''),
 (N, 'Librairie Carrefour des Livres', '', 'Angle Rue des Landes, Maârif;Casablanca;;20330;' + MA, 'livres scolaires Rim + Adam commandés', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AY{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
