#!/usr/bin/env python3
"""review102: the address book of a Lyon household in the Croix-Rousse.

Julien Morel is a quality engineer at bioMérieux (Marcy-l'Étoile) who audits
suppliers and pharmaceutical sites in Grenoble, Marseille, Paris, Basel, Geneva, Turin, Milan
and Barcelona; Camille Morel-Bensaïd is a physiotherapist at the Hôpital de la
Croix-Rousse. Two children (Léo and Nina); Julien's parents in Saint-Étienne,
Camille's parents in Annecy, a cousin in Montpellier. Ski weeks in the
Tarentaise and Maurienne (résidences de tourisme, a chalet rented by the week,
UCPA, Club Med, VVF), summers in the Ardèche and the Drôme (campings with
mobile homes, gîtes, chambres d'hôtes, roulottes), the Vercors (refuges, gîtes
d'étape, a farm), Corsica by the overnight ferry from Marseille, Brittany, a
weekend in a Beaujolais château, a city break in Lisbon. NOTEs in French,
with English, German, Italian, Spanish and Portuguese where the place or the
trip calls for it.

Label rule: hotel = a place one books a bed, room, bunk, cabin, cottage,
apartment, house, caravan or tent/RV pitch at for the night (hotels, résidences
de tourisme, aparthotels, hostels, chambres d'hôtes, gîtes and gîtes d'étape,
chalets rented by the week, campsites, mountain refuges, holiday villages,
farm stays). not = everything else: every person's card (even a host, a
landlord or a hotel employee whose ORG is the hotel or whose NOTE counts
nights), restaurants, bouchons, bars, bakeries, a hotel's restaurant or spa
visited by day, wine estates, wedding and event venues, a nursing home, an
animal shelter and a dog boarding kennel, agencies and booking centrals (even
Gîtes de France's), tour operators, airlines, trains (also the night train),
the overnight ferry and a river cruise, shops, schools, doctors, employers,
homes where someone lives.

Writes cards.tsv next to this file; make_cards.py turns it into cards/*.vcf.
"""
import os

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']
rows = []


def org(label, name, adr='', note='', extra=''):
    rows.append((label, name, '', adr, note, extra))


def person(label, name, family, given, adr='', note='', extra=''):
    rows.append((label, name, f'{family};{given};;;', adr, note, extra))


H, N = 'hotel', 'not'

# --- Julien's work: Grenoble -------------------------------------------------
org(H, 'Novotel Grenoble Centre', 'Place Robert Schuman;Grenoble;Isère;38000;France',
    "Audit BD Pont-de-Claix : 3 nuits du 11 au 14/03, tarif négocié bioMérieux 112 € la nuit petit-déj inclus. Conf. 2231 8847. Parking sous-sol 18 €/jour",
    'TEL:+33 4 76 70 84 84 || URL:https://all.accor.com || CATEGORIES:Boulot')
person(N, 'Sandrine Vial', 'Vial', 'Sandrine', '',
       "Contrat corporate 2025 signé. Voir avec elle pour le séminaire équipe QA en juin (salle 20 pers.)",
       'ORG:Novotel Grenoble Centre || TITLE:Directrice commerciale || EMAIL:sandrine.vial@accor.com')
org(N, 'Becton Dickinson – Le Pont-de-Claix', '11 Rue Aristide Bergès;Le Pont-de-Claix;;38800;France',
    "Audit fournisseur consommables plastiques (flacons, pointes). Accueil bât. A, badge visiteur, EPI fournis", 'KIND:org')
org(H, "Hôtel d'Angleterre Grenoble", '5 Place Victor Hugo;Grenoble;;38000;France',
    "1 nuit le 10/10, 139 €, chambre côté place. Réservé via CWT")
org(H, 'Hôtel Gambetta Grenoble', '59 Boulevard Gambetta;Grenoble;;38000;France',
    "Nuit du 3 au 4/04, 72 €, code d'accès porte reçu par SMS, petit-déj 8,90 €")
person(N, 'Nathalie Brun', 'Brun', 'Nathalie', '11 Rue Aristide Bergès;Le Pont-de-Claix;;38800;France',
       "Contact audit, bât. 3. Rapport à envoyer sous 30 jours",
       'ORG:Becton Dickinson || TITLE:Quality Manager')

# --- Marseille ----------------------------------------------------------------
org(H, 'Hôtel Carré Vieux Port', '6 Rue Beauvau;Marseille;;13001;France',
    "2 nuits, chambre 305, check-out 12h, 98 € la nuit")
org(H, 'Tuba Club', '2 Boulevard Alexandre Delabre;Marseille;;13008;France',
    "Les Goudes, conf. TC-77812, 2 nuits, 89 € + taxe de séjour 2,88 €/nuit")
org(H, 'Villa Massalia', '17 Place Louis Bonnefon;Marseille;Provence-Alpes-Côte d\'Azur;13008;France',
    "A3P congress: 3 nights, room 212, breakfast included, check-in from 3pm", 'URL:https://www.villamassalia.com')
org(H, 'Citadines Castellane Marseille', '60 Rue du Rouet;Marseille;;13006;France',
    "Studio 4 pers. pour le week-end en famille, 2 nuits, cuisine équipée, 164 €/nuit")

# --- Paris ----------------------------------------------------------------------
org(H, 'Yooma Urban Lodge', '51 Quai de Grenelle;Paris;;75015;France',
    "Pharmapack: 2 nights, booking ref 8XK4Q2, self check-in kiosk", 'CATEGORIES:Boulot')
org(H, 'Hôtel Terminus Lyon', '19 Boulevard Diderot;Paris;Île-de-France;75012;France',
    "1 nuit le 06/02, 149 €, conf. 5512038, arrivée tardive 22h signalée")
org(H, 'Jo&Joe Paris Gentilly', '1 Rue Jacqueline Auriol;Gentilly;;94250;France',
    "Chambre privée 4 lits pour Paris avec les enfants, 2 nuits, arrhes 60 €")

# --- Basel --------------------------------------------------------------------
org(H, 'Volkshaus Basel', 'Rebgasse 12-14;Basel;BS;4058;Schweiz',
    "Audit Novartis Campus: 3 Nächte, CHF 139/Nacht, Frühstück CHF 19.50, Buchungsnr. 88213410")
org(H, 'Pullman Basel Europe', 'Clarastrasse 43;Basel;BS;4058;Switzerland',
    "2 nights, corporate rate CHF 185, late check-out 14:00 ok, conf. PBE-44719")
org(H, 'Bildungszentrum 21', 'Missionsstrasse 21;Basel;;4055;Schweiz')
org(H, 'Jugendherberge Basel', 'St. Alban-Kirchrain 10;Basel;;4052;Schweiz')
person(N, 'Anja Keller', 'Keller', 'Anja', 'Fabrikstrasse 2;Basel;BS;4056;Schweiz',
       "Audit follow-up: CAPA due end of Q2, call every 2nd Tuesday",
       'ORG:Novartis Pharma AG || TITLE:Head of Quality Assurance || EMAIL:anja.keller@novartis.com')
org(N, 'Schlüsselzunft', 'Freie Strasse 25;Basel;;4001;Schweiz')

# --- Geneva -------------------------------------------------------------------
org(H, 'Hôtel Kipling', 'Rue de la Navigation 27;Genève;GE;1201;Suisse',
    "2 nuits, CHF 210, chambre 604 vue gare, conf. 73321")
org(H, 'Warwick Geneva', 'Rue de Lausanne 14;Genève;;1201;Switzerland',
    "1 night, CHF 245 B&B, check-in 15:00, conf. WG-20931")
org(H, "Hôtel Bel'Espérance", 'Rue de la Vallée 1;Genève;;1204;Suisse',
    "Séjour 2 nuits, CHF 169 petit-déj compris, vieille ville à 5 min, conf. BE-5521")
person(N, 'Frédéric Rochat', 'Rochat', 'Frédéric', 'Rue de Lausanne 14;Genève;;1201;Suisse',
       "Nous a réservé la table à l'Auberge de Confignon et le taxi pour Palexpo. Pourboire !",
       'ORG:Warwick Geneva || TITLE:Chef concierge || EMAIL:concierge@warwickgeneva.com')
org(N, 'Auberge de Confignon', 'Place de l\'Église 6;Confignon;GE;1232;Suisse')
org(N, 'Palexpo', 'Route François-Peyrot 30;Le Grand-Saconnex;GE;1218;Suisse',
    "Salon EPHJ: badge exposant, hall 2 stand B45, montage la veille 14h", 'URL:https://www.palexpo.ch || KIND:org')

# --- Turin, Milan -------------------------------------------------------------
org(H, 'Townhouse 70', 'Via XX Settembre 70;Torino;TO;10122;Italia',
    "Audit DiaSorin: 2 notti, camera 418, colazione inclusa, conf. 40229187")
org(H, 'Turin Palace Hotel', 'Via Paolo Sacchi 8;Torino;TO;10128;Italia',
    "2 notti, tariffa corporate 180 €, camera 612, parcheggio convenzionato")
org(H, 'Albergo Dogana Vecchia', "Via Corte d'Appello 4;Torino;TO;10122;Italia",
    "1 notte, 95 € + tassa di soggiorno 3,70 €, check-in dalle 14")
person(N, 'Luca Ferraris', 'Ferraris', 'Luca', 'Via Crescentino snc;Saluggia;VC;13040;Italia',
       "Audit fornitore ottobre, portare il piano di audit firmato",
       'ORG:DiaSorin S.p.A. || TITLE:Responsabile Qualità')
org(N, 'Caffè Al Bicerin', 'Piazza della Consolata 5;Torino;;10122;Italia')
org(H, 'Combo Milano', 'Ripa di Porta Ticinese 83;Milano;MI;20143;Italia',
    "Stanza privata 2 notti, 110 €/notte, prenotazione 556-221")
org(H, 'Aethos Milan', 'Piazza Ventiquattro Maggio 8;Milano;;20123;Italy',
    "2 nights, breakfast till 12:00, ref. AE-119873")
org(H, 'Hotel Ariston Milano', 'Largo Carrobbio 2;Milano;MI;20123;Italia',
    "3 nights near the Duomo, Zambon audit, ref. HA-884120, breakfast 7-10:30")
org(H, 'Maison Borella', 'Alzaia Naviglio Grande 8;Milano;MI;20144;Italia',
    "1 notte, camera 7, pagato in anticipo")
person(N, 'Chiara Colombo', 'Colombo', 'Chiara', 'Via Lillo del Duca 10;Bresso;MI;20091;Italia',
       "Riunione QA trimestrale, Teams il giovedì", 'ORG:Zambon S.p.A.')

# --- Barcelona -----------------------------------------------------------------
org(H, 'Hostal Grau', 'Carrer de les Ramelleres 27;Barcelona;;08001;España')
org(H, 'Praktik Bakery', 'Carrer de Provença 279;Barcelona;Catalunya;08037;España',
    "Grifols audit: 3 nights, room 304, fresh bread at breakfast, check-in 3pm")
org(H, 'Chic&Basic Born', 'Carrer de la Princesa 50;Barcelona;;08003;España')
person(N, 'Jordi Puig', 'Puig', 'Jordi', 'Avinguda de la Generalitat 152;Sant Cugat del Vallès;Barcelona;08174;España',
       "Audit en español o inglés, cena el jueves", 'ORG:Grifols || TITLE:QA Director')
org(N, 'Fonda Gaig', 'Carrer de Còrsega 200;Barcelona;;08036;España',
    "Cena equipo Grifols jueves 21h, 8 pers., reserva a nombre de Puig")
org(N, 'Casa Lolea', 'Carrer de Sant Pere Més Alt 49;Barcelona;;08003;España')

# --- Lyon: work, school, daily life --------------------------------------------
org(N, "bioMérieux – Site de Marcy-l'Étoile", "376 Chemin de l'Orme;Marcy-l'Étoile;;69280;France",
    "Badge bât. 200, parking P3, cantine 11h30-13h30", 'KIND:org || URL:https://www.biomerieux.fr')
person(N, 'Stéphane Guillot', 'Guillot', 'Stéphane', '',
       "Collègue QA, covoiturage le mardi", 'ORG:bioMérieux || TITLE:Responsable Assurance Qualité')
org(N, 'CWT – Travel Desk bioMérieux', '',
    "Réservations pro train + hôtel, dossier voyageur MOREL J., astreinte 24/7", 'EMAIL:biomerieux.fr@mycwt.com')
org(N, 'Hôpital de la Croix-Rousse', '103 Grande Rue de la Croix-Rousse;Lyon;;69004;France',
    "Camille : service de rééducation, bât. K, 2e étage")
person(N, 'Sophie Vernet', 'Vernet', 'Sophie', '',
       "Collègue de Camille, garde les enfants si besoin le samedi",
       'ORG:Hôpital de la Croix-Rousse || TITLE:Masseur-kinésithérapeute')
org(N, 'École élémentaire Commandant Arnaud', '4 Rue Commandant Arnaud;Lyon;;69004;France',
    "CE2 de Léo, maîtresse Mme Roche ; CP de Nina, M. Garcia. Sortie 16h30")
person(N, 'Dr Anne Mathieu', 'Mathieu', 'Anne', '5 Place des Tapis;Lyon;;69004;France',
       "Pédiatre. RDV vaccin Nina le 14/04 à 17h15, carnet de santé", 'TITLE:Pédiatre')
person(N, 'Dr Laurent Vincent', 'Vincent', 'Laurent', '22 Rue d\'Austerlitz;Lyon;;69004;France',
       "Dentiste, contrôle Léo tous les 6 mois")
person(N, 'Yasmine Haddad', 'Haddad', 'Yasmine', '',
       "Baby-sitter : mercredi sortie d'école 11h30, 12 €/h", 'TEL:+33 6 41 22 87 09')
org(N, 'Pharmacie du Gros Caillou', '146 Boulevard de la Croix-Rousse;Lyon;;69004;France')
org(N, 'Garage Renault Croix-Rousse', '31 Rue Hénon;Lyon;;69004;France')
org(N, 'Le Café des Fédérations', '8 Rue Major Martin;Lyon;;69001;France',
    "Resa samedi 20h, 6 pers. (anniv Thomas), tablier de sapeur pour tout le monde")
org(N, 'Le Bouchon des Filles', '20 Rue Sergent Blandan;Lyon;;69001;France',
    "Table pour 4 vendredi 19h30, réservation au nom de Morel")
org(N, 'Le Canut et les Gones', '29 Rue de Belfort;Lyon;;69004;France',
    "Dîner entre amis jeudi 20h, 5 pers., carte des vins au verre")
org(N, "Auberge de l'Île Barbe", 'Place Notre-Dame;Lyon;;69009;France',
    "Déjeuner fête des mères, menu 3 plats, réservé pour 12h30, 6 couverts")
org(N, 'Auberge du Cep', 'Place de l\'Église;Fleurie;;69820;France',
    "Cadeau 40 ans Julien : déjeuner 2 pers. samedi 12h30 pendant le week-end Beaujolais, confirmation par mail",
    'URL:https://www.aubergeducep.com')
org(N, 'Maison Villemanzy', '25 Montée Saint-Sébastien;Lyon;;69001;France')
org(N, 'Les Trois Dômes – Sofitel Lyon Bellecour', '20 Quai Docteur Gailleton;Lyon;;69002;France',
    "Dîner 10 ans de mariage, 20h30, table côté fenêtre vue sur le Rhône, résa n° 4471")
org(N, 'Le Grand Réfectoire – Grand Hôtel-Dieu', "1 Place de l'Hôpital;Lyon;;69002;France",
    "Brunch dimanche 11h30, 4 adultes 2 enfants")
org(N, 'Villa Maïa Spa', '8 Rue Pierre Marion;Lyon;;69005;France',
    "Bon cadeau soin duo 90 min (anniv Camille), valable jusqu'au 30/09, accès piscine et hammam l'après-midi")
org(N, 'Maison Fayolle', '112 Grande Rue de la Croix-Rousse;Lyon;;69004;France',
    "Commande galette des rois 8 parts samedi matin + brioche aux pralines")
org(N, 'The Albion Public House', '12 Rue Sainte-Catherine;Lyon;;69001;France',
    "Quiz night le mardi avec Thomas, pinte à 7 €")
org(H, 'Hôtel des Artistes', '8 Rue Gaspard André;Lyon;;69002;France',
    "Pour papi et mamie Bensaïd à la Fête des Lumières : 2 nuits du 7 au 9/12, chambre double 125 €, payé")
org(N, 'Snowleader Lyon', '45 Rue de la République;Lyon;;69002;France',
    "Tente 4 places + duvets pour l'Ardèche, carte fidélité n° 220145")
org(N, 'Refuge SPA de Brignais', 'Chemin du Fort;Brignais;;69530;France',
    "Adoption de Moka (chat) le 12/10, rappel vaccin en octobre", 'URL:https://www.spa-lyon.org')
org(N, 'Croc\'Vacances Mont d\'Or', 'Chemin de la Sablière;Poleymieux-au-Mont-d\'Or;;69250;France',
    "Filou en pension 14 nuits pendant la Corse, du 19/07 au 02/08, 17 €/nuit, carnet de vaccination et croquettes à fournir, arrhes versées 50 €")

# --- Family: Saint-Étienne, Annecy, Montpellier ----------------------------------
person(N, 'Gérard Morel', 'Morel', 'Gérard', '14 Rue des Aciéries;Saint-Étienne;;42000;France',
       "Papi. Code portail 1958. Anniversaire le 3 mai", 'CATEGORIES:Famille')
person(N, 'Monique Morel', 'Morel', 'Monique', '14 Rue des Aciéries;Saint-Étienne;;42000;France')
org(N, 'Résidence Le Clos Fauriel – EHPAD', '27 Cours Fauriel;Saint-Étienne;;42100;France',
    "Mémé Jeanne, chambre 112 au 2e étage ; visites 11h-18h, prévenir l'accueil")
org(N, 'Loge La Fraternité Stéphanoise', '9 Rue Michelet;Saint-Étienne;;42000;France',
    "Papi : tenue le 1er jeudi du mois, agapes ensuite")
org(H, 'Hôtel du Cheval Noir', '11 Rue François Gillet;Saint-Étienne;;42000;France',
    "80 ans de papi : 3 chambres pour la famille, 1 nuit, 79 € la chambre")
person(N, 'Rachid Bensaïd', 'Bensaïd', 'Rachid', '8 Avenue de Chevêne;Annecy;;74000;France',
       "Papi Annecy. Noël chez eux : on dort 3 nuits dans la chambre du haut, les enfants sur les matelas, pas besoin de draps",
       'CATEGORIES:Famille')
person(N, 'Hélène Bensaïd', 'Bensaïd', 'Hélène', '8 Avenue de Chevêne;Annecy;;74000;France')
org(H, "Hôtel du Palais de l'Isle", '13 Rue Perrière;Annecy;;74000;France',
    "Quand la maison est pleine : 2 nuits, chambre familiale 4 pers. 189 €, check-in 15h")
org(H, 'Camping des Marquisats', '34 Rue des Marquisats;Annecy;;74000;France')
org(H, 'Les Trésoms', '15 Boulevard de la Corniche;Annecy;;74000;France')
org(N, "Compagnie des Bateaux du Lac d'Annecy", '2 Place aux Bois;Annecy;;74000;France',
    "Tour du lac 1h, 4 billets, départ 14h30 quai Napoléon III")
person(N, 'Léa Bensaïd', 'Bensaïd', 'Léa', '17 Rue du Faubourg Boutonnet;Montpellier;;34090;France',
       "Cousine. Mariage avec Hugo le 14/06 ! En août on dort chez eux, 2 nuits sur le canapé-lit",
       'ORG:CHU de Montpellier || CATEGORIES:Famille')
org(H, 'Hôtel Le Guilhem', '18 Rue Jean-Jacques Rousseau;Montpellier;;34000;France',
    "Week-end Montpellier, 2 nuits, chambre 12 avec terrasse, petit-déj 14 €")
org(H, 'Odalys City Montpellier Les Occitanes', '3 Rue Jules Ferry;Montpellier;;34000;France',
    "Mariage de Léa : 2 nuits du 13 au 15/06, T2 4 pers. 96 €/nuit, badge au distributeur si arrivée après 20h")
org(N, 'Château de Flaugergues', '1744 Avenue Albert Einstein;Montpellier;;34000;France',
    "Mariage Léa & Hugo samedi 14/06 : cérémonie laïque 16h, vin d'honneur, soirée ; navette retour Montpellier à 2h")
org(N, 'Maison de la Lozère', "27 Rue de l'Aiguillerie;Montpellier;;34000;France")
person(N, 'Karim Bensaïd', 'Bensaïd', 'Karim', '',
       "Frère de Camille, conducteur TGV à Lyon, billets famille", 'ORG:SNCF Voyageurs')
person(N, 'Thomas Garnier', 'Garnier', 'Thomas', '6 Rue Dumenge;Lyon;;69004;France',
       "Ski : on partage le chalet de La Plagne en février avec Aurélie et leurs 2 enfants", 'ORG:Groupe SEB')
person(N, 'Élodie Perret', 'Perret', 'Élodie', '',
       "Amie de Camille, prof de SVT, randos Vercors", 'ORG:Lycée Saint-Exupéry')

# --- Ski: Tarentaise ----------------------------------------------------------------
org(H, "CGH Les Chalets de l'Arc", 'Arc 2000;Bourg-Saint-Maurice;Savoie;73700;France',
    "Semaine ski du 15 au 22/02, 7 nuits, 3 pièces 6 pers., arrivée à partir de 17h, ménage fin de séjour en option, taxe de séjour sur place",
    'CATEGORIES:Ski')
org(N, 'Skimium Arc 2000', 'Arc 2000;Bourg-Saint-Maurice;;73700;France',
    "Location skis + casques 4 pers. 6 jours, résa SKM-52114, retrait le samedi à 17h")
org(H, 'Miléade Val Thorens', 'Rue du Soleil;Val Thorens;Savoie;73440;France',
    "Village club 7 nuits en pension complète, forfaits inclus, appartement 3112, club enfants pour Nina")
org(N, 'Chalet de la Marine', 'Piste de la Marine;Val Thorens;;73440;France',
    "Déjeuner sur les pistes, tartiflette, réserver la veille")
org(H, 'Hôtel Le Sherpa', 'Rue Caron;Val Thorens;;73440;France',
    "2 nuits en demi-pension, 4 pers., arrhes versées 30 %")
org(H, 'UCPA Tignes Val Claret', 'Val Claret;Tignes;Savoie;73320;France',
    "Stage freeride adultes avec Thomas : 7 nuits, chambre de 4, draps fournis, pension complète")
org(N, 'UCPA – Service clients', '17 Rue Rémy Dumoncel;Paris;;75014;France',
    "Dossier 2291775, paiement en 3 fois, à contacter si modification du séjour Tignes")
org(H, 'mmv Le Cœur des Loges', 'Les Menuires;Les Belleville;Savoie;73440;France',
    "5 nuits, club enfants pour Nina, piscine, parking couvert réservé")
org(H, 'Le Hameau du Borsat', 'Le Lac;Tignes;;73320;France')
org(H, 'Belambra La Plagne Les Coches', 'Les Coches;La Plagne Tarentaise;Savoie;73210;France',
    "Formule club demi-pension, 7 nuits, appartement 5 pers., clubs enfants dès 3 ans")
org(H, "Chalet L'Arolle", 'Montchavin;La Plagne Tarentaise;Savoie;73210;France',
    "Chalet 8 pers. loué avec les Garnier, samedi-samedi 7 nuits, caution 1000 € (chèque non encaissé), draps non fournis, boîte à clés")
org(H, 'Refuge du Col de la Vanoise', 'Col de la Vanoise;Pralognan-la-Vanoise;Savoie;73710;France',
    "Été : 1 nuit en demi-pension, dortoir de 6, réservé sur le site du CAF, sac à viande")

# --- Ski: Maurienne -----------------------------------------------------------------
org(H, 'VVF Val Cenis Haute-Maurienne', 'Lanslebourg;Val-Cenis;Savoie;73480;France',
    "Vacances de Pâques, 7 nuits en pension complète, clubs enfants inclus")
org(H, 'Goélia Les Chalets de Valoria', 'Les Verneys;Valloire;;73450;France')
org(H, 'Chalet Le Grand Pré', 'Route des Granges;Valloire;;73450;France',
    "Loué à Pierre Blanc, semaine 8")
person(N, 'Pierre Blanc', 'Blanc', 'Pierre', '35 Rue de Boigne;Chambéry;;73000;France',
       "Propriétaire du chalet Le Grand Pré à Valloire. Semaine du 15/02 : 7 nuits, 1450 €, arrhes versées 400 €, boîte à clés code 4721, taxe de séjour en sus, draps non fournis")
org(N, 'ESF Valloire', 'Rue des Grandes Alpes;Valloire;;73450;France',
    "Cours Ourson pour Nina et Flocon pour Léo, 6 matinées 9h-11h30, rdv front de neige")
org(H, "Résidence Les Chamois d'Or", 'Le Bourget;Orelle;Savoie;73140;France',
    "3 pièces 6 pers., 7 nuits, télécabine Orelle–Val Thorens à 300 m, linge loué 12 €/pers.")
org(H, 'Refuge du Plan Sec', 'Le Plan Sec;Aussois;;73500;France')

# --- Ardèche ---------------------------------------------------------------------------
org(H, 'Sunêlia Aluna Vacances', 'Route de Lagorce;Ruoms;Ardèche;07120;France',
    "Été 2024 : mobil-home 3 ch. du 20/07 au 03/08, 14 nuits, arrhes versées 30 %, solde 30 j avant, arrivée 16h, draps non fournis",
    'CATEGORIES:Vacances')
org(H, 'Yelloh! Village Soleil Vivarais', 'Quartier Le Pas;Sampzon;;07120;France',
    "Emplacement tente + électricité, 5 nuits, 2 adultes 2 enfants")
org(H, 'Camping Les Ranchisses', 'Route de Valgorge;Chassiers;;07110;France',
    "Cottage 4 pers., 7 nuits, taxe de séjour 0,60 €/pers./nuit")
org(H, 'Camping La Plage Fleurie', 'Les Mazes;Vallon-Pont-d\'Arc;;07150;France',
    "Tente lodge 5 pers. au bord de l'Ardèche, 6 nuits, arrhes 150 €")
org(H, 'Camping Le Pommier', 'RN102;Villeneuve-de-Berg;;07170;France',
    "Mobil-home Cottage 6 pers., 7 nuits, parc aquatique, arrhes versées 25 %")
org(H, 'Gîte Le Castelas', 'Hameau de Rieussec;Lagorce;;07150;France',
    "7 nuits samedi-samedi, clés chez Mme Chabert, piscine partagée")
person(N, 'Martine Chabert', 'Chabert', 'Martine', 'Hameau de Rieussec;Lagorce;;07150;France',
       "Propriétaire du gîte Le Castelas. 7 nuits du 2 au 9/08, 680 €, arrhes versées 200 €, solde et taxe de séjour à l'arrivée, draps non fournis, ménage 60 € en option")
org(H, 'Le Mas des Faïsses', 'Chemin des Faïsses;Labeaume;;07120;France',
    "2 nuits, chambre Lavande, table d'hôtes le soir 28 €/pers.")
person(N, 'Brigitte Roux', 'Roux', 'Brigitte', 'Chemin des Faïsses;Labeaume;;07120;France',
       "Très sympa, nous a donné les bons coins de baignade. Appeler si arrivée après 19h",
       'ORG:Le Mas des Faïsses || TITLE:Propriétaire')
org(H, 'Domaine des Chênes Verts', 'Route de Joyeuse;Lablachère;;07230;France',
    "Gîte « Le Figuier » 6 pers., 7 nuits, piscine, linge de lit compris")
org(H, "Chambres d'hôtes Le Clos de la Souche", 'Chemin de la Souche;Ruoms;;07120;France',
    "1 nuit sur la route, petit-déjeuner inclus, 85 €")
org(N, 'Clévacances Ardèche', '4 Cours du Palais;Privas;;07000;France',
    "Dossier de réservation 07G1203, attestation d'assurance annulation")
org(N, 'Alpha Bateaux', 'Route des Gorges;Vallon-Pont-d\'Arc;;07150;France',
    "Descente 24 km en canoë, 2 canoës, navette à 9h")
org(N, 'Le Relais de Loriol', 'RN7;Loriol-sur-Drôme;;26270;France',
    "Routier sur la N7, menu ouvrier 16 €, parking camions, pause sur la route de l'Ardèche")

# --- Drôme ----------------------------------------------------------------------------
org(H, 'Le Clos des Lavandes', 'Chemin des Grès;Grignan;Drôme;26230;France',
    "3 nuits, arrhes versées 120 €, check-in à partir de 17h, chambre Romarin")
org(H, 'Maison Sorbier', '12 Rue des Déportés;Nyons;;26110;France',
    "2 nuits, suite familiale, petit-déjeuner maison, 110 €/nuit")
org(H, 'Camping Le Chamarges', 'Route de Crest;Die;;26150;France',
    "Emplacement 4 nuits au bord de la Drôme, 2 ad. 2 enf. + voiture")
org(H, 'Gîte de la Ferme Bouvier', 'Quartier La Forêt;Saoû;;26400;France',
    "Gîte 4 pers. 5 nuits, œufs de la ferme, draps non fournis, taxe de séjour 0,88 €")
org(H, 'Les Bois du Châtelas', 'Route de Dieulefit;Bourdeaux;;26460;France',
    "Chalet 5 pers., 7 nuits, réserver les créneaux piscine couverte")
org(H, 'Les Roulottes de la Drôme', 'Chemin de Bois Vieux;Aouste-sur-Sye;;26400;France',
    "2 nuits en roulotte avec les enfants, 95 €/nuit, panier petit-déj livré à 8h30")
org(N, "Terres d'Aventure", '30 Rue Saint-Augustin;Paris;;75002;France',
    "Devis trek Madère en famille 8 jours, acompte 30 %, conseillère Julie")

# --- Vercors -----------------------------------------------------------------------
org(H, 'Refuge de Font Froide', 'Hauts-Plateaux du Vercors;Corrençon-en-Vercors;Isère;38250;France',
    "1 nuit en demi-pension, dortoir, sac à viande obligatoire, réservation par téléphone")
org(H, "Gîte d'étape Le Pas de l'Aiguille", 'Les Oches;Chichilianne;;38930;France',
    "Nuit en dortoir + demi-pension 48 €")
org(H, "Gîte d'étape La Grange des Bauches", 'Les Bauches;Saint-Agnan-en-Vercors;;26420;France',
    "GR91 : 1 nuit, dortoir, demi-pension 52 €, pique-nique commandé la veille")
org(H, 'La Ferme des Maurets', 'Les Maurets;Saint-Julien-en-Vercors;Drôme;26420;France',
    "2 nuits chez l'habitant, fromage de la ferme, arrivée après la traite (18h30)")
org(H, 'Auberge des Dauphins', 'Le Village;Saint-Martin-en-Vercors;;26420;France',
    "3 nuits en demi-pension, chambre 4, 2 adultes 2 enfants")
org(H, 'Le Bois Barbu', 'Hameau du Bois Barbu;Villard-de-Lans;;38250;France',
    "Ski de fond, 2 nuits, départ des pistes devant la porte")

# --- Corsica ---------------------------------------------------------------------
org(N, 'La Méridionale', 'Gare Maritime de la Major;Marseille;;13002;France',
    "Marseille → Ajaccio traversée de nuit 20/07 19h30 (arr. 7h), cabine intérieure 4 pers., véhicule + 4 passagers, réf. LM8841273. Retour Porto-Vecchio → Marseille le 03/08",
    'URL:https://www.lameridionale.fr')
org(H, 'Hôtel San Carlu', '8 Boulevard Danielle Casanova;Ajaccio;Corse-du-Sud;20000;France',
    "2 nuits à l'arrivée du ferry, dépôt des bagages dès 7h30, vue mer")
org(H, 'Camping Le Sagone', 'Route de Vico;Sagone;;20118;France')
org(H, 'Campo di Liccia', 'Route de Bonifacio;Porto-Vecchio;;20137;France')
org(H, 'Casa Musicale', 'Pigna;Pigna;;20220;France')
org(H, "U Sant'Agnellu", 'Rogliano;Rogliano;Haute-Corse;20247;France',
    "3 nuits en demi-pension, chambre avec terrasse vue mer, arrhes versées 150 €")

# --- Brittany -----------------------------------------------------------------------
org(H, 'Castel Beau Site', 'Plage de Saint-Guirec;Perros-Guirec;;22700;France')
org(H, 'Manoir de Lan Kerellec', 'Allée Centrale de Lan Kerellec;Trébeurden;Côtes-d\'Armor;22560;France',
    "2 nuits, demi-pension, dîner 19h30, spa inclus")
org(H, 'Hôtel de la Plage', 'Plage de Sainte-Anne-la-Palud;Plonévez-Porzay;;29550;France')
org(H, 'Camping Le Raguénès-Plage', '19 Rue des Iles;Névez;Finistère;29920;France',
    "Emplacement 10 nuits en juillet, arrhes 150 €, électricité 10A")
org(H, 'Gîte de Kerlann', 'Kerlann;Plougrescant;;22820;France',
    "Gîte 5 pers. semaine du 2 au 9 août, boîte à clés 1946, draps en location")
org(N, 'Crêperie Ty Coz', "Place de l'Église;Perros-Guirec;;22700;France")

# --- Beaujolais -------------------------------------------------------------------------
org(H, 'Château de Pizay', 'Route du Château de Pizay;Belleville-en-Beaujolais;;69220;France',
    "Week-end sans les enfants : 1 nuit, chambre Prestige, dîner + petit-déj, 245 €")
person(N, 'Claire Duvernay', 'Duvernay', 'Claire', 'Route du Château de Pizay;Belleville-en-Beaujolais;;69220;France',
       "Devis séminaire QA 25 pers. : journée d'étude + déjeuner, relancer en mars",
       'ORG:Château de Pizay || TITLE:Responsable séminaires & banquets')
org(N, 'Domaine Lafarge-Vial', 'Le Bourg;Fleurie;;69820;France',
    "Commande 12 bouteilles Fleurie 2022, à retirer au caveau")
org(N, 'Château des Jacques', 'Les Jacques;Romanèche-Thorins;;71570;France')
org(N, 'Hameau Duboeuf', '796 Route de la Gare;Romanèche-Thorins;;71570;France',
    "Visite avec les enfants, billets famille, petit train")

# --- Lisbon ---------------------------------------------------------------------------------
org(N, 'Air Corsica', '',
    "Papi et mamie Bensaïd : Lyon → Ajaccio XK 720 le 24/07 pour nous rejoindre, réf. K2M9X7Q, 1 bagage soute", 'URL:https://www.aircorsica.com')
org(N, 'Aéroport Lyon-Saint Exupéry', 'Colombier-Saugnieu;Colombier-Saugnieu;;69124;France')
org(H, 'Alecrim ao Chiado', 'Rua do Alecrim 12;Lisboa;;1200-017;Portugal',
    "3 noites, quarto família, pequeno-almoço incluído, check-in 15h, taxa turística 2 €/pessoa/noite")
org(H, 'Casa do Barão', 'Rua da Emenda 84;Lisboa;;1200-170;Portugal',
    "2 nights after Chiado, rooftop pool, booking ref 3391028")
person(N, 'Fernanda Lopes', 'Lopes', 'Fernanda', 'Rua da Graça 112;Lisboa;;1170-168;Portugal',
       "Anfitriã Airbnb (Graça), 4 noites em 2023, check-in 15h, código da porta 2580, muito simpática")
org(N, 'Casa Portuguesa do Pastel de Bacalhau', 'Rua Augusta 106;Lisboa;;1100-053;Portugal')
org(N, 'Casa da Índia', 'Rua do Loreto 49;Lisboa;;1200-241;Portugal',
    "Frango no churrasco, sem reserva, pagar em dinheiro")

# --- Travel, other ---------------------------------------------------------------------
org(N, 'Rivages du Monde', '25 Boulevard Malesherbes;Paris;;75008;France',
    "Cadeau 50 ans de mariage papi-mamie : croisière sur le Rhône 5 nuits, cabine pont principal, réf. CE-55210")
org(N, 'SNCF Connect', '',
    "TGV Lyon Part-Dieu → Paris Gare de Lyon 7h04, voiture 14 place 62, réf. QKZ7RT, retour 19h")
org(N, 'OUIGO', '',
    "Lyon St-Exupéry → Marseille St-Charles, 4 pax, réf. OUQ8XR, bagage cabine")
org(N, 'Bleu Voyages Croix-Rousse', '4 Place de la Croix-Rousse;Lyon;;69004;France',
    "Devis Lisbonne vol + hôtel, conseillère Agnès", 'CATEGORIES:Vacances')

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cards.tsv')
with open(out, 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        for field in (name, n, adr, note, extra):
            assert '\t' not in field and '\n' not in field
        fn, orgname = (name, '') if n else (name, name)
        f.write('\t'.join([f'CQ{i + 1:03d}', label, STYLES[i % 5], fn, orgname, n, adr, note, extra]) + '\n')
hotels = sum(r[0] == H for r in rows)
print(len(rows), 'rows,', hotels, 'hotel,', len(rows) - hotels, 'not')
