#!/usr/bin/env python3
"""Writes cards.tsv for review52: one realistic address book of a Montreal family living in Rosemont - Étienne
Bergeron, an electrical engineer with a substation engineering firm (Génivolt inc.), travelling for work to
Québec, Ottawa-Gatineau, Toronto, the Côte-Nord (Baie-Comeau, Sept-Îles, Havre-Saint-Pierre), Abitibi (Val-d'Or,
Rouyn-Noranda), Saguenay, Trois-Rivières, Drummondville, Sherbrooke, Nunavik (Kuujjuaq, Puvirnituq), Boston,
Moncton and Halifax; Geneviève Roy (Gen), a nurse at the CHUM, who plans the family's holidays with Léa and Sam:
Charlevoix, the Gaspésie and the Bas-Saint-Laurent, the Îles-de-la-Madeleine, the Laurentides, the Mauricie
(pourvoiries), the Cantons-de-l'Est, Tadoussac and the Lac-Saint-Jean, the Hôtel de Glace, Ontario (Niagara,
Algonquin, Prince Edward County), the Maritimes, Maine, Vermont and Cape Cod, and France (Paris, Brittany, the
Dordogne, Provence) - and the home contacts around them. Not traps, but a Québécois book has its own: a
restaurant called Auberge, a rotisserie called Le Chalet, sugar shacks (cabanes à sucre), a restaurant called
Hôtel Herman, a bar called Le Ritz, a 酒家 (a Chinese restaurant), a dog boarding kennel called Le Gîte à Pitou, a
youth shelter (refuge), a seniors' residence called Manoir, a banquet hall called Château, the Chalet du
Mont-Royal, a condo developer's sales office, a hospital called Hôtel-Dieu, the Hôtel de ville, Hostelling
International's office, Hotels.com, the Sépaq, a day camp, an RV dealer, family names Germain, Maisonneuve,
Hébert, Lachambre, Campeau, Roberge, Marriott, Hilton and Hyatt, hotel staff and hosts whose ORG is their place,
a landlady's own card, a friend's chalet, a sleeper train (VIA Rail's Océan) and ferries (CTMA, Bay Ferries).

Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has
N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cottage, yurt, condo, campsite or mobile home at for the night
(hotels, aparthotels and short-let condos and chalets, hostels, auberges and gîtes that let rooms, chambres
d'hôtes, motels, pourvoiries with chalets, refuges, resorts, campgrounds, the Hôtel de Glace); not = everything
else, including hotel staff's, hosts' and a landlady's personal cards, a friend who lends his chalet,
restaurants, bars, sugar shacks, a banquet hall, a seniors' residence, a dog kennel, a youth shelter, a hospital,
the city hall, spas visited by day, booking offices and agencies (Sépaq, Hotels.com, Hostelling International's
office), a sleeper train and ferries. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
QC, CA, US, FR = 'QC', 'Canada', 'États-Unis', 'France'
C = [
 # --- Étienne's work: Québec
 (H, 'Le Bonne Entente', '', '3400 Chemin Sainte-Foy;Québec;QC;G1X 1S6;Canada', 'formation HQ 2 nuits, stationnement gratuit, déjeuner inclus', ''),
 (H, 'Hôtel PUR Québec', '', '395 Rue de la Couronne;Québec;QC;G1K 7X4;Canada', '', ''),
 (H, 'Hilton Québec', '', '1100 Boulevard René-Lévesque Est;Québec;QC;G1R 4P3;Canada', 'colloque AQME 3 nuits, ch. 1712, Hilton Honors 4471 2290 118', ''),
 (H, 'Alt Québec', '', '1200 Avenue Germain-des-Prés;Québec;QC;G1V 3M7;Canada', '', ''),
 # --- Ottawa-Gatineau
 (H, 'Lord Elgin Ottawa', '', '100 Elgin Street;Ottawa;ON;K1P 5K8;Canada', 'rencontre SPAC mardi 9h, 1 nuit, check-in 15h', ''),
 (H, 'Four Points by Sheraton Gatineau-Ottawa', '', '35 Rue Laurier;Gatineau;QC;J8X 4E9;Canada', '', ''),
 (H, 'Novotel Ottawa City Centre', '', '33 Nicholas Street;Ottawa;ON;K1N 9M7;Canada', '2 nights, conf. 88341207, parking 38$/night', ''),
 # --- Toronto
 (H, 'Kimpton Saint George', '', '280 Bloor Street West;Toronto;ON;M5S 1V8;Canada', 'Electricity Canada summit, 3 nuits, late checkout demandé', ''),
 (H, 'Le Germain Maple Leaf Square', '', '75 Bremner Boulevard;Toronto;ON;M5J 0A1;Canada', 'tarif corpo Génivolt, déjeuner inclus, 2 nuits', ''),
 (H, 'Pantages Toronto', '', '200 Victoria Street;Toronto;ON;M5B 1V8;Canada', '', ''),
 # --- Côte-Nord
 (H, 'Hôtel Le Manoir Baie-Comeau', '', '8 Avenue Cabot;Baie-Comeau;QC;G4Z 1L8;Canada', 'poste Micoua, 4 nuits, ch. 207, souper 18h au resto de l\'hôtel', ''),
 (H, 'Hôtel Sept-Îles', '', '451 Avenue Arnaud;Sept-Îles;QC;G4R 3B3;Canada', '', ''),
 (H, 'Motel du Havre', '', '970 Boulevard de l\'Escale;Havre-Saint-Pierre;QC;G0G 1P0;Canada', 'chantier Romaine, 5 nuits, payer à l\'arrivée (comptant ou débit)', ''),
 # --- Abitibi
 (H, 'Forestel Val-d\'Or', '', '1001 3e Avenue Est;Val-d\'Or;QC;J9P 0J6;Canada', 'mise en service du poste, 3 nuitées, réservation 55-2093', ''),
 (H, 'Le Noranda', '', '41 6e Rue;Rouyn-Noranda;QC;J9X 1Y8;Canada', '2 nuits, déjeuner dès 6h30, ch. 318', ''),
 # --- Saguenay
 (H, 'Le Montagnais', '', '1080 Boulevard Talbot;Saguenay;QC;G7H 4B6;Canada', 'chez papa impossible (rénos), 2 nuits, piscine pour Sam', ''),
 (H, 'Delta Saguenay', '', '2675 Boulevard du Royaume;Saguenay;QC;G7S 5B8;Canada', '', ''),
 # --- Trois-Rivières, Drummondville, Sherbrooke
 (H, 'Hôtel Gouverneur Trois-Rivières', '', '975 Rue Hart;Trois-Rivières;QC;G9A 4S3;Canada', '', ''),
 (H, 'Super 8 Drummondville', '', '5175 Boulevard Saint-Joseph;Drummondville;QC;J2A 1B3;Canada', '1 nuit, tempête, la 20 fermée', ''),
 (H, 'Grand Times Sherbrooke', '', '1 Rue Belvédère Sud;Sherbrooke;QC;J1H 0G8;Canada', 'projet UdeS, 2 nuits, ch. 612', ''),
 # --- Nunavik
 (H, 'Auberge Kuujjuaq Inn', '', 'Lot 617;Kuujjuaq;QC;J0M 1C0;Canada', 'Air Inuit 8h de Dorval, 4 nuits, repas inclus, chambre partagée possible', ''),
 (H, 'ᓯᓂᒃᑕᕐᕕᒃ ᐳᕕᕐᓂᑐᖅ', '', ';Puvirnituq;QC;J0M 1P0;Canada', 'coop FCNQ, 3 nuits, pension complète, réserver par Tommy', ''),
 # --- Boston, the Maritimes
 (H, 'Hotel Commonwealth', '', '500 Commonwealth Avenue;Boston;MA;02215;États-Unis', 'Eversource, 2 nights, conf# 7719403', ''),
 (H, 'The Liberty', '', '215 Charles Street;Boston;MA;02114;États-Unis', '', ''),
 (H, 'Delta Beauséjour', '', '750 Main Street;Moncton;NB;E1C 1E6;Canada', 'NB Power jeudi 9h, 2 nuits', ''),
 (H, 'The Westin Nova Scotian', '', '1181 Hollis Street;Halifax;NS;B3H 2P6;Canada', '', ''),
 # --- guests in Montréal
 (H, 'Le Westin Montréal', '', '270 Rue Saint-Antoine Ouest;Montréal;QC;H2Y 0A3;Canada', 'pour Dave (Eversource), 3 nuits, facturer Génivolt', ''),
 (H, 'Auberge de jeunesse HI Montréal', '', '1030 Rue Mackay;Montréal;QC;H3G 2H1;Canada', 'stagiaire de Lyon (Hugo), 2 semaines, dortoir 4 lits', ''),
 # --- family: Charlevoix
 (H, 'Fairmont Le Manoir Richelieu', '', '181 Rue Richelieu;La Malbaie;QC;G5A 1X7;Canada', 'anniv. de mariage, 2 nuits, vue fleuve, soins au spa sam 14h', ''),
 (H, 'Le Germain Charlevoix', '', '50 Rue de la Ferme;Baie-Saint-Paul;QC;G3Z 0G2;Canada', '', ''),
 (H, 'Auberge des 3 Canards', '', '115 Côte Bellevue;La Malbaie;QC;G5A 1Y2;Canada', '', ''),
 (H, 'Refuge du Lac-Turgeon (Grands-Jardins)', '', 'Route 381;Saint-Urbain;QC;G0A 4K0;Canada', 'Léa et moi 1 nuit, 4 places, sacs de couchage, bûches fournies', ''),
 (H, 'La Maison Otis', '', '23 Rue Saint-Jean-Baptiste;Baie-Saint-Paul;QC;G3Z 1M2;Canada', '2 nuits, ch. 14, déjeuner 8h-10h', ''),
 # --- Gaspésie, Bas-Saint-Laurent
 (H, 'Gîte du Mont-Albert', '', '2001 Route du Parc;Sainte-Anne-des-Monts;QC;G4V 2E4;Canada', '2 nuits, table d\'hôte 18h30 réservée', 'URL:https://www.sepaq.com/pq/gma/'),
 (H, 'Riôtel Percé', '', '261 Route 132 Ouest;Percé;QC;G0C 2L0;Canada', '3 nuits vue sur le Rocher, arrivée après 16h', ''),
 (H, 'Camping Au Bord de la Mer', '', '173 Route 132 Est;Percé;QC;G0C 2L0;Canada', 'site 42 avec électricité, 4 nuits, dépôt 50$', ''),
 (H, 'Motel Fleur de Lys', '', '248 Route 132 Ouest;Percé;QC;G0C 2L0;Canada', '', ''),
 (H, 'Auberge Festive Sea Shack', '', '292 Boulevard Perron Est;Sainte-Anne-des-Monts;QC;G4V 3A1;Canada', 'cabine au bord de l\'eau, 1 nuit, show sur la plage 21h', ''),
 (H, 'Yourte du Bic (Sépaq)', '', '3382 Route 132 Ouest;Rimouski;QC;G0L 1B0;Canada', 'yourte 7, 2 nuits, apporter draps et oreillers', ''),
 (H, 'Chalets Le Gaspésien', '', '12 Rue Saint-François-Xavier Est;Grande-Vallée;QC;G0E 1K0;Canada', 'chalet no 3, 2 chambres, 2 nuits, 140$/nuit', ''),
 # --- Îles-de-la-Madeleine
 (H, 'Domaine du Vieux Couvent', '', '292 Route 199;Les Îles-de-la-Madeleine;QC;G4T 2S3;Canada', '3 nuits en débarquant du traversier, ch. 5 vue mer', ''),
 (H, 'Château Madelinot', '', '323 Route 199;Les Îles-de-la-Madeleine;QC;G4T 5B2;Canada', '', ''),
 (H, 'Chalets Arsenault', '', '1047 Chemin du Bassin;Les Îles-de-la-Madeleine;QC;G4T 0A6;Canada', 'chalet bleu, 7 nuits juillet, clé sous le pot de fleurs', ''),
 (H, 'Camping Le Barachois', '', '87 Chemin du Rivage;Les Îles-de-la-Madeleine;QC;G4T 2C8;Canada', '', ''),
 (H, 'La Butte Ronde', '', '70 Chemin des Arpenteurs;Les Îles-de-la-Madeleine;QC;G4T 5H1;Canada', '2 dernières nuits, gros déjeuner, départ 10h pour le bateau', ''),
 # --- Laurentides
 (H, 'Sommet des Neiges', '', '150 Chemin du Curé-Deslauriers;Mont-Tremblant;QC;J8E 1C9;Canada', 'relâche, condo 2 ch., 5 nuits, arrivée 16h, ski-in ski-out', ''),
 (H, 'Fairmont Tremblant', '', '3045 Chemin de la Chapelle;Mont-Tremblant;QC;J8E 1E1;Canada', '', ''),
 (H, 'Chalet lac Supérieur (Airbnb)', '', '18 Chemin du Lac-Quenouille;Lac-Supérieur;QC;J0T 1J0;Canada', 'Noël avec les Roy, 4 nuits, 10 pers., code porte 2580, spa extérieur', ''),
 # --- Mauricie
 (H, 'Pourvoirie du Lac Blanc', '', '1000 Chemin du Lac-Blanc;Saint-Alexis-des-Monts;QC;J0K 1V0;Canada', 'fds de pêche avec Sam, chalet 12, 2 nuits, permis à acheter', ''),
 (H, 'Pourvoirie Mekoos', '', ';Lac-Édouard;QC;G0X 3N0;Canada', 'pêche avec papa, 3 jours plan américain, hydravion 7h', ''),
 (H, 'Le Baluchon', '', '3550 Chemin des Trembles;Saint-Paulin;QC;J0K 3G0;Canada', 'forfait famille 2 nuits, traîneau à chiens sam 10h', 'URL:https://www.baluchon.com'),
 (H, 'Camping Mistagance', '', 'Parc national de la Mauricie;Shawinigan;QC;G0X 2V0;Canada', 'emplacement 54, 3 nuits, permis de feu au kiosque', ''),
 # --- Cantons-de-l'Est
 (H, 'Manoir Hovey', '', '575 Chemin Hovey;North Hatley;QC;J0B 2C0;Canada', 'nos 15 ans, 1 nuit, souper 19h30 inclus', ''),
 (H, 'Ripplecove', '', '700 Chemin Ripplecove;Ayer\'s Cliff;QC;J0B 1C0;Canada', '', ''),
 (H, 'Auberge West Brome', '', '128 Route 139;Lac-Brome;QC;J0E 1V0;Canada', '', ''),
 (H, 'Chalet à louer - Lac Memphré', '', '4 Chemin des Pins;Magog;QC;J1X 3W3;Canada', 'dépôt 500$ par virement, 7 nuits août, 4 ch., ménage inclus', 'EMAIL:location.chaletmemphre@gmail.com'),
 # --- Tadoussac, Lac-Saint-Jean
 (H, 'Hôtel Tadoussac', '', '165 Rue du Bord-de-l\'Eau;Tadoussac;QC;G0T 2A0;Canada', '2 nuits, croisière aux baleines 13h le lendemain', ''),
 (H, 'La Maison Majorique', '', '158 Rue du Bateau-Passeur;Tadoussac;QC;G0T 2A0;Canada', '', ''),
 (H, 'Gîte La Maison des Bleuets', '', '1125 Boulevard du Sacré-Cœur;Saint-Félicien;QC;G8K 1R1;Canada', '2 nuits, zoo le lendemain, déjeuner 7h30', ''),
 # --- Québec
 (H, 'Hôtel de Glace', '', '2280 Boulevard Valcartier;Saint-Gabriel-de-Valcartier;QC;G0A 4S0;Canada', 'nuit sur la glace 1er fév, sac de couchage fourni, casiers, 7 ans et +', 'URL:https://www.valcartier.com/hotel-de-glace/'),
 # --- Ontario
 (H, 'Great Wolf Lodge Niagara', '', '3950 Victoria Avenue;Niagara Falls;ON;L2E 7M8;Canada', 'fête de Sam, 2 nuits, bracelets parc aquatique', ''),
 (H, 'Sheraton Fallsview', '', '6755 Fallsview Boulevard;Niagara Falls;ON;L2G 3W7;Canada', '1 nuit, chambre vue sur les chutes, stationnement 35$', ''),
 (H, 'Arowhon Pines', '', 'Arowhon Road;Algonquin Park;ON;P0A 1H0;Canada', '3 nights, all meals, canoes included, cabin 9', ''),
 (H, 'The June Motel', '', '12351 Loyalist Parkway;Picton;ON;K0K 2T0;Canada', '', ''),
 (H, 'Sandbanks - Outlet River Campground', '', '3004 County Road 12;Picton;ON;K0K 2T0;Canada', 'site 412, 3 nights, Ontario Parks res. 3-4481-2203', ''),
 # --- Maritimes
 (H, 'Dalvay-by-the-Sea', '', '16 Cottage Crescent;Dalvay;PE;C0A 1P0;Canada', '2 nuits, souper réservé 18h', ''),
 (H, 'Cavendish Beach Cottages', '', '9 Gulf Shore Parkway;Cavendish;PE;C0A 1N0;Canada', 'cottage 6, 5 nuits, apporter les serviettes de plage', ''),
 (H, 'Keltic Lodge', '', '383 Keltic Inn Road;Ingonish Beach;NS;B0C 1L0;Canada', 'Cabot Trail, 2 nights, ocean view', ''),
 (H, 'Hôtel Paulin', '', '143 Boulevard Saint-Pierre Ouest;Caraquet;NB;E1W 1B6;Canada', 'Tintamarre le 15 août, 2 nuits', ''),
 (H, 'Camping Parlee Beach', '', '45 Parlee Beach Road;Pointe-du-Chêne;NB;E4P 2G1;Canada', '', ''),
 # --- New England
 (H, 'Alouette Beach Resort', '', '91 East Grand Avenue;Old Orchard Beach;ME;04064;États-Unis', '7 nuits juillet, unité 204 avec cuisinette, dépôt 50$', ''),
 (H, 'The Dunes on the Waterfront', '', '518 Main Street;Ogunquit;ME;03907;États-Unis', 'cottage 11, 4 nights, no pets', ''),
 (H, 'Trapp Family Lodge', '', '700 Trapp Hill Road;Stowe;VT;05672;États-Unis', 'ski de fond, 2 nuits, souper à la brasserie', ''),
 (H, 'Jay Peak Resort', '', '830 Jay Peak Road;Jay;VT;05859;États-Unis', 'Tram Haus, 2 nuits, accès Pump House', ''),
 (H, 'Chatham Bars Inn', '', '297 Shore Road;Chatham;MA;02633;États-Unis', '', ''),
 (H, 'Blackwoods Campground', '', 'Route 3;Bar Harbor;ME;04609;États-Unis', 'site B-41, 3 nuits, recreation.gov', ''),
 # --- France
 (H, 'Hôtel Jeanne d\'Arc Le Marais', '', '3 Rue de Jarente;Paris;;75004;France', '4 nuits, ch. 31, petit-déj 18€/pers.', ''),
 (H, 'Novotel Paris Les Halles', '', '8 Place Marguerite de Navarre;Paris;;75001;France', '', ''),
 (H, 'Generator Paris', '', '9-11 Place du Colonel Fabien;Paris;;75010;France', '', ''),
 (H, 'Ti Al Lannec', '', '14 Allée de Mezo-Guen;Trébeurden;;22560;France', '3 nuits, se garer en haut de l\'allée', ''),
 (H, 'Ker Avel', '', 'Kerzine;Plouharnel;;56340;France', '3 nuits, arrivée après 17h, table d\'hôtes jeudi', ''),
 (H, 'Gîte Le Pressoir', '', 'Lieu-dit La Borie;Sarlat-la-Canéda;;24200;France', 'Gîtes de France 24G1152, 7 nuits, caution 400€, draps en option', ''),
 (H, 'Mas de la Chapelette', '', '1450 Chemin de la Galine;Saint-Rémy-de-Provence;;13210;France', 'semaine du 12 juillet, piscine, clés chez la voisine (Mme Roux)', ''),
 (H, 'Camping Le Paradis', '', 'La Rebeyrolle;Saint-Léon-sur-Vézère;;24290;France', 'mobil-home 3 ch., 7 nuits, arrivée sam 16h', ''),
]
P = [
 # family and household
 (N, 'Geneviève Roy', 'Roy;Geneviève;;;', '', 'Gen - quarts de soir mar/jeu', 'ORG:CHUM || TITLE:infirmière clinicienne'),
 (N, 'Léa Bergeron', 'Bergeron;Léa;;;', '', 'sec. 1, natation mer 18h', ''),
 (N, 'Samuel Bergeron', 'Bergeron;Samuel;;;', '', 'Sam, hockey M9 sam 8h aréna Étienne-Desmarteau', ''),
 (N, 'Papa', 'Bergeron;Réjean;;;', '845 Rue Jacques-Cartier Est;Saguenay;QC;G7H 2A3;Canada', 'fête 3 mars, pêche en juin', ''),
 (N, 'Grand-maman Pierrette', 'Roy;Pierrette;;;', '1000 Boulevard Samson;Laval;QC;H7X 1J6;Canada', 'ch. 312, visites après 14h, aime les biscuits Whippet', ''),
 (N, 'Sophie Roy', 'Roy;Sophie;;;', '', 'marraine de Léa, brunch le 1er dimanche', ''),
 (N, 'Martin Lafontaine', 'Lafontaine;Martin;;;', '', 'chum de Sophie, prête la remorque', ''),
 (N, 'Claude Maisonneuve', 'Maisonneuve;Claude;;;', '5870 1re Avenue;Montréal;QC;H1Y 2Z9;Canada', 'voisin, clé de la maison, nourrit le chat pendant les Îles', ''),
 (N, 'Dre Nathalie Germain', 'Germain;Nathalie;;Dre;', '', 'nettoyage Léa 14 mai 9h30', 'ORG:Clinique dentaire Masson || TITLE:dentiste'),
 (N, 'Dre Julie Roberge', 'Roberge;Julie;;Dre;', '', 'médecin de famille, examen annuel Étienne 8h15', 'ORG:GMF Rosemont'),
 (N, 'Simon Hébert', 'Hébert;Simon;;;', '', 'coach de Sam, pratiques mar/jeu 17h', 'ORG:Association de hockey mineur de Rosemont'),
 (N, 'Annie Lachambre', 'Lachambre;Annie;;;', '', 'prof de Léa, rencontre de parents 20 nov 18h40', 'ORG:École secondaire Père-Marquette || TITLE:enseignante de français'),
 (N, 'Rosalie (gardienne)', ';Rosalie;;;', '', '12$/h, vendredi soir, la reconduire après 23h', ''),
 (N, 'Yves plombier', ';Yves;;;', '', 'chauffe-eau, 180$ comptant', ''),
 (N, 'Marc-André Pelletier', 'Pelletier;Marc-André;;;', '', 'son chalet à Saint-Donat, nous invite 2 nuits en février, apporter le vin', ''),
 (N, 'Isabelle Gagnon', 'Gagnon;Isabelle;;;', '', 'souper 7 déc 18h chez elle, apporter dessert', ''),
 # colleagues and clients
 (N, 'Guy Tremblay', 'Tremblay;Guy;;;', '', 'approbation des frais, notes de frais avant le 5', 'ORG:Génivolt inc. || TITLE:directeur de projets'),
 (N, 'Julie Campeau', 'Campeau;Julie;;;', '', 'poste Micoua, Teams lundi 8h', 'ORG:Hydro-Québec || TITLE:ingénieure'),
 (N, 'Dave Marriott', 'Marriott;Dave;;;', '', 'in Montréal May 12-15, wants a Habs game', 'ORG:Eversource Energy || TITLE:Substation Engineering Lead'),
 (N, 'Karen Hilton', 'Hilton;Karen;;;', '', 'call Tue 10:00 re: switchgear', 'ORG:Hydro One'),
 (N, 'Brian Hyatt', 'Hyatt;Brian;;;', '', 'Moncton site visit Thu 9:00', 'ORG:NB Power || TITLE:Project Manager'),
 (N, 'Tommy Qumaluk', 'Qumaluk;Tommy;;;', '', 'réservations hôtels coop Nunavik, appeler avant 16h', 'ORG:Fédération des coopératives du Nouveau-Québec'),
 (N, '陈伟 Wei Chen', '陈;伟;;;', '', 'transformer supplier, Shenzhen, WeChat weichen88', 'ORG:Shenzhen Huatai Electric Co.'),
 (N, 'Hugo Perret', 'Perret;Hugo;;;', '', 'stagiaire de Lyon, arrive le 3 juin', 'ORG:Génivolt inc.'),
 # hotel staff and hosts, a landlady
 (N, 'Marie-Ève Côté', 'Côté;Marie-Ève;;;', '', 'tarif de groupe colloque AQME, bloc de 20 chambres', 'ORG:Fairmont Le Château Frontenac || TITLE:directrice des ventes'),
 (N, 'Thérèse Arsenault', 'Arsenault;Thérèse;;;', '', 'chalet à louer Havre-Aubert, 7 nuits juillet, dépôt 300$ payé le 15 mars', 'EMAIL:tarsenault@hotmail.com'),
 (N, 'Denis Lapointe', 'Lapointe;Denis;;;', '', 'guide de pêche, 6h au quai', 'ORG:Pourvoirie du Lac Blanc || TITLE:guide'),
 (N, 'Chantal Vigneault', 'Vigneault;Chantal;;;', '', 'arrivée vers 17h, demander si chien accepté', 'ORG:Gîte La Maison des Bleuets || TITLE:propriétaire'),
 (N, 'Yvonne Le Goff', 'Le Goff;Yvonne;;;', '', 'code portail 1947, ne répond pas avant 9h', 'ORG:Ker Avel || EMAIL:yvonne.legoff@orange.fr'),
 (N, 'Patrick Boudreau', 'Boudreau;Patrick;;;', '', 'parle français, unité 204 réservée d\'une année à l\'autre', 'ORG:Alouette Beach Resort || TITLE:gérant'),
]
O = [
 # restaurants, bars, a sugar shack, a kennel
 (N, 'Auberge Saint-Gabriel', '', '426 Rue Saint-Gabriel;Montréal;QC;H2Y 2Z9;Canada', 'party de Noël Génivolt 14 déc 19h, 22 pers., dépôt 500$', ''),
 (N, 'Le Chalet Bar-B-Q', '', '5456 Rue Sherbrooke Ouest;Montréal;QC;H4A 1V9;Canada', 'poulet pour emporter, commander avant 17h30', ''),
 (N, 'Cabane à sucre Chez Dany', '', '195 Rang de la Rivière Nord;Trois-Rivières;QC;G9B 0T2;Canada', 'dim 29 mars 11h30, 12 pers., réservation 557', ''),
 (N, 'Cabane à sucre Au Pied de Cochon', '', '11382 Rang de la Fresnière;Mirabel;QC;J7N 2R9;Canada', '', ''),
 (N, '金豐酒家 Kam Fung', '', '1111 Rue Saint-Urbain;Montréal;QC;H2Z 1Y6;Canada', 'dim sum dim. 11h, table pour 8 (fête de grand-maman)', ''),
 (N, 'Hôtel Herman', '', '5171 Boulevard Saint-Laurent;Montréal;QC;H2T 1R9;Canada', 'souper en amoureux sam 19h, résa au nom de Bergeron', ''),
 (N, 'Le Ritz PDB', '', '179 Rue Jean-Talon Ouest;Montréal;QC;H2R 2X2;Canada', 'show du band de Martin vend. 21h', ''),
 (N, 'Le Gîte à Pitou', '', '2475 Montée Saint-François;Laval;QC;H7E 4P2;Canada', 'pension de Moka 7 nuits pendant les Îles, carnet de vaccins', ''),
 (N, 'Le Relais de Venise', '', '271 Boulevard Pereire;Paris;;75017;France', 'pas de réservation, arriver 19h', ''),
 (N, 'Union Oyster House', '', '41 Union Street;Boston;MA;02108;États-Unis', 'dinner w/ Dave 7pm', ''),
 # a shelter, a seniors' residence, a banquet hall, a pavilion, a developer
 (N, 'Refuge des jeunes de Montréal', '', '1836 Rue Sainte-Catherine Est;Montréal;QC;H2K 2H3;Canada', 'don annuel 100$, reçu fiscal', ''),
 (N, 'Manoir Sainte-Dorothée', '', '1000 Boulevard Samson;Laval;QC;H7X 1J6;Canada', 'grand-maman ch. 312, loyer prélevé le 1er, infirmière de garde poste 224', ''),
 (N, 'Château Royal', '', '3500 Boulevard du Souvenir;Laval;QC;H7V 1X2;Canada', 'mariage Catherine & Jérôme 20 juin 15h, table 9', ''),
 (N, 'Chalet du Mont-Royal', '', '1196 Voie Camillien-Houde;Montréal;QC;H3H 1A1;Canada', 'soirée-bénéfice Fondation du CHUM 5 nov 18h', ''),
 (N, 'Condos Bassins du Havre - bureau des ventes', '', '1 Rue Ann;Montréal;QC;H3C 0J5;Canada', 'visite du modèle 2 ch. sam 11h, 689 000$', ''),
 # a hospital, the city hall, booking offices
 (N, 'Hôtel-Dieu de Lévis', '', '143 Rue Wolfe;Lévis;QC;G6V 3Z1;Canada', 'oncle Gilles, chirurgie 3 mars, visites 14h-20h, ch. 4120', ''),
 (N, 'Hôtel de ville de Montréal', '', '275 Rue Notre-Dame Est;Montréal;QC;H2Y 1C6;Canada', 'vignette SRRR secteur 42, renouveler en août', ''),
 (N, 'Hostelling International Québec', '', '3603 Rue Saint-Denis;Montréal;QC;H2X 3L6;Canada', 'carte de membre famille, renouvellement en mars', ''),
 (N, 'Hotels.com', '', '', 'annulation Ottawa, dossier 72018834, remboursement sous 10 jours', ''),
 (N, 'Sépaq - Centre de réservation', '', '', 'carte annuelle parcs, réservations des chalets dès le 1er avril 9h', 'URL:https://www.sepaq.com || KIND:org'),
 (N, 'Tourisme Îles de la Madeleine', '', '128 Chemin Principal;Les Îles-de-la-Madeleine;QC;G4T 1C5;Canada', 'carte des plages, liste des chalets à louer', ''),
 # airlines, train, ferries, tours
 (N, 'Porter Airlines', '', '', 'YUL-YTZ 7h10, VIPorter 7713 2209', 'KIND:org'),
 (N, 'Air Transat', '', '', 'YUL-CDG 22h15, sièges 32A-D', ''),
 (N, 'Air Inuit', '', '', 'YUL-YVP 8h, bagages 2 x 23 kg', 'KIND:org'),
 (N, 'Océan (VIA Rail)', '', '', 'Océan Montréal-Halifax, cabine pour 2, voiture 2220, départ 19h', 'KIND:org'),
 (N, 'CTMA', '', '435 Chemin Avila-Arseneau;Les Îles-de-la-Madeleine;QC;G4T 1J3;Canada', 'traversier Souris-Cap-aux-Meules 14h, auto + 4, cabine, résa 1884', ''),
 (N, 'Bay Ferries', '', '170 Digby Ferry Road;Saint John;NB;E2M 7W9;Canada', 'Fundy Rose Saint John-Digby 8h, être là 1h avant', ''),
 (N, 'Croisières AML', '', '124 Rue Saint-Pierre;Québec;QC;G1K 4A7;Canada', 'baleines à Tadoussac 13h, 4 billets, quai 2', 'URL:https://www.croisieresaml.com'),
 # spas, venues, parks, ski
 (N, 'Strøm spa nordique', '', '1001 Boulevard de la Forêt;Verdun;QC;H3E 1X9;Canada', 'cadeau fête des mères, 2 accès thermaux, dim 10h', ''),
 (N, 'Balnea', '', '319 Chemin du Lac Gale;Bromont;QC;J2L 2S5;Canada', '', ''),
 (N, 'Centre Bell', '', '1909 Avenue des Canadiens-de-Montréal;Montréal;QC;H4B 5G0;Canada', 'Canadiens-Bruins sec. 315, 19h, billets pour Dave', ''),
 (N, 'Palais des congrès de Montréal', '', '1001 Place Jean-Paul-Riopelle;Montréal;QC;H2Z 1H5;Canada', 'Expo Électricité, kiosque 412, montage 7h', ''),
 (N, 'Parc Omega', '', '399 Route 323 Nord;Montebello;QC;J0V 1L0;Canada', 'safari en auto 10h, carottes pour les cerfs', ''),
 (N, 'Mont Saint-Sauveur', '', '350 Avenue Saint-Denis;Saint-Sauveur;QC;J0R 1R3;Canada', 'passe de saison famille, photo de Sam à faire', ''),
 # shops and services
 (N, 'MEC Montréal', '', '8989 Boulevard de l\'Acadie;Montréal;QC;H4N 3K1;Canada', 'commande sac de couchage -7 °C, cueillette en magasin', ''),
 (N, 'Fromagerie Hamel', '', '220 Rue Jean-Talon Est;Montréal;QC;H2R 1S7;Canada', 'plateau pour Noël, commander avant le 15 déc', ''),
 (N, 'Fromagerie du Pied-de-Vent', '', '149 Chemin de la Pointe-Basse;Les Îles-de-la-Madeleine;QC;G4T 2P7;Canada', '', ''),
 (N, 'Garage Beaubien', '', '2100 Rue Beaubien Est;Montréal;QC;H2G 1M3;Canada', 'pneus d\'hiver 1er nov 8h, 110$', ''),
 (N, 'VR St-Cyr', '', '1270 Boulevard Saint-Joseph Ouest;Drummondville;QC;J2B 1R5;Canada', 'entretien tente-roulotte 9 avril 8h', ''),
 (N, 'Hôpital vétérinaire Rosemont', '', '5455 Boulevard Saint-Michel;Montréal;QC;H1Y 2C9;Canada', 'vaccins de Moka avant la pension', ''),
 (N, 'CLSC de Rosemont', '', '2909 Rue Rachel Est;Montréal;QC;H1W 0A9;Canada', 'vaccin grippe Sam jeudi 16h20', ''),
 (N, 'École Saint-Jean-de-la-Lande', '', '2680 Boulevard Saint-Joseph Est;Montréal;QC;H1Y 2A4;Canada', 'service de garde, journée pédago 14 fév', ''),
 (N, 'Camp de jour Loisirs Rosemont', '', '5350 Rue Lafond;Montréal;QC;H1X 2X2;Canada', 'semaines 2 à 6, 9h-16h, service de garde dès 7h', ''),
 (N, 'Génivolt inc.', '', '1100 Boulevard Robert-Bourassa;Montréal;QC;H3B 3A5;Canada', 'soutien TI poste 3, carte de stationnement P2', ''),
 (N, 'Hydro-Québec', '', '75 Boulevard René-Lévesque Ouest;Montréal;QC;H2Z 1A4;Canada', 'compte maison 299 104 882, pannes 1 800 790-2424', ''),
 (N, 'Desjardins Assurances', '', '', 'assurance voyage famille, police V-88213', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AS{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
