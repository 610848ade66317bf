#!/usr/bin/env python3
"""review100: the address book of a Tunis household in El Menzah (Tunisia).

Hichem (an engineer at an El Menzah software firm) and Leïla (a teacher), their
sons Amine (19) and Yassine (9), Hichem's mother Néjia. Holidays and weekends
in Hammamet, Sousse / Port El Kantaoui, Djerba, Tozeur and Nefta, the desert
camps of Douz and Ksar Ghilane, Tabarka and Aïn Draham, Kairouan, Sidi Bou
Said; family in Kélibia, Monastir, Ennasr and Paris; business trips to Paris,
Marseille, Tripoli and Algiers. Names, addresses and NOTEs in French, in
Tunisian Arabic as Tunisians type it (Arabic script and Latin 'Arabizi': lilet,
kra, 3arboun, khayma) and a little English; prices in TND (dinars), euros,
DZD and LYD.

Label rule: hotel = a place one books a bed, room, tent, chalet, apartment or
house at for the night (hotels, resorts, guest houses and 'dar' guest houses,
youth hostels, desert camps with tents, campsites, holiday lets, farm stays).
not = everything else: every person's card (hosts, landlords, hotel staff,
guides, louage drivers, even when the NOTE counts nights), restaurants, cafés
and bakeries whatever their name ('Dar', 'Hôtel', 'Auberge', 'Relais',
'Palace', 'Maison'), a hotel's restaurant, nightclub, beach or thalasso centre
visited by day, wedding and event venues, a nursing home, a pet boarding
kennel, a hotel school, travel and Omra agencies, tour operators selling a
night in a camp, airlines, the CTN ferry with cabins, the night train with
couchettes, louages, a hospital, a block of flats ('Résidence'), a family
home where relatives live. Each label is decided here, before any run; the
hard calls are listed in README.md.

Writes cards.tsv next to this file; make_cards.py turns it into cards/*.vcf
and labels.tsv.
"""
import os

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']
TN = 'Tunisie'
FR = 'France'


def org(label, name, adr='', note='', extra=''):
    return (label, name, '', adr, note, extra)


def person(name, n, adr='', note='', extra=''):
    return ('not', name, n, adr, note, extra)


H, N = 'hotel', 'not'

rows = [
    # 001
    org(H, 'La Badira', 'Route Touristique Nord, Mrezga;Hammamet;Nabeul;8050;' + TN,
        "Anniversaire de mariage: 2 nuits 14-16 mai, chambre Deluxe vue mer, 690 TND/nuit petit-déj inclus, adults only. Conf. BAD-77314. Check-in 15h.",
        'URL:https://www.labadira.com || TEL:+216 72 240 000'),
    person('Néjia Ben Salem', 'Ben Salem;Néjia;;;', '12 Rue Ibn Khaldoun, El Menzah 6;Ariana;Ariana;2091;' + TN,
           "Mama. Ramdhan: ftour 3andha kol jom3a. Ordonnance tension à renouveler à la pharmacie chaque mois.",
           'TEL:+216 98 412 336 || CATEGORIES:Famille'),
    org(N, 'Dar Zarrouk', 'Rue Hédi Zarrouk;Sidi Bou Saïd;Tunis;2026;' + TN,
        "Restaurant. Terrasse réservée samedi 20h30, 6 couverts au nom de Hichem. Menu poisson ~120 TND/pers, parking en bas du village.",
        'TEL:+216 71 740 591'),
    org(H, 'Aziza Thalasso Golf', 'Zone Touristique Yasmine;Hammamet;Nabeul;8050;' + TN,
        "Séminaire Telnet: 2 nuits, single 280 TND/nuit en DP, check-out 12h. Réf. groupe TLN-0419."),
    org(N, 'Telnet Holding', 'Immeuble Ennour, Centre Urbain Nord;Tunis;Tunis;1082;' + TN,
        "Boulot Hichem. Badge parking n° 214. Notes de frais avant le 25 du mois.",
        'URL:https://www.groupe-telnet.com || KIND:org || TEL:+216 70 728 500'),
    # 006
    org(H, 'Dar El Medina', '64 Rue Sidi Ben Arous, Médina;Tunis;Tunis;1008;' + TN,
        "Pour tonton Moncef et Sonia (visite de Lyon): 3 nuits, chambre double sur le patio, 95 € la nuit avec petit-déj. Arrivée vers 18h, quelqu'un les attend à Bab Souika.",
        'TEL:+216 71 563 742'),
    person('Karim Trabelsi', 'Trabelsi;Karim;;;', '27 Rue de Charonne;Paris;Île-de-France;75011;' + FR,
           "Khouya. On dort chez lui quand c'est moins de 3 nuits (canapé-lit). Digicode 58A31, 4e droite.",
           'ORG:Sopra Steria Paris || EMAIL:karim.trabelsi@gmail.com || TEL:+33 6 48 22 71 90'),
    org(H, 'Hasdrubal Prestige Thalassa & Spa Djerba', 'Zone Touristique Sidi Mehrez;Djerba Houmt Souk;Médenine;4180;' + TN,
        "Vacances d'été: 7 nuits 3-10 août, 2 adultes + 2 enfants, suite junior, demi-pension, 1 250 TND/nuit. Acompte 30% versé. Conf. HPD-26-08812."),
    org(N, 'Traveltodo', 'Rue du Lac Windermere, Les Berges du Lac;Tunis;Tunis;1053;' + TN,
        "Agence en ligne. Dossier Djerba août n° TTD-2026-55109, payé par carte en 3 fois. Contact Olfa.",
        'URL:https://www.traveltodo.com || EMAIL:reservation@traveltodo.com'),
    org(H, 'Dar Faïza', 'Rue de la République;Djerba Houmt Souk;Médenine;4180;' + TN,
        "2 nuits en octobre, chambre sur le patio, 320 TND/nuit petit-déj. Check-in à partir de 14h, piscine chauffée."),
    # 011
    org(N, 'Restaurant Haroun', 'Port de Houmt Souk;Djerba Houmt Souk;Médenine;4180;' + TN),
    org(H, 'Menzel Zitouna', 'Erriadh;Djerba;Médenine;4145;' + TN,
        "4 nuits fin décembre, 2 chambres, 140 € la nuit/ch. avec petit-déj. Clés chez Hamza si arrivée après 22h.",
        'EMAIL:contact@menzelzitouna.com || CATEGORIES:Voyages'),
    person('Amira Zouari', 'Zouari;Amira;;;', '',
           "Tarifs corporate 2026 Telnet: 260 TND/nuit en DP, single; envoyer la liste des participants 10 jours avant. Prévoir salle de réunion 40 pers.",
           'ORG:Hasdrubal Prestige Thalassa & Spa Djerba || TITLE:Sales Manager || EMAIL:a.zouari@hasdrubal-thalassa.com || TEL:+216 75 730 657'),
    org(H, 'Aldiana Club Djerba Atlantide', 'Zone Touristique Midoun;Djerba;Médenine;4116;' + TN,
        "Vacances de printemps: 5 nuits tout compris, mini club pour Yassine, arrivée samedi 15h."),
    org(N, 'Bac Ajim – El Jorf (Sonotrak)', "Port d'El Jorf;Jorf;Médenine;4194;" + TN,
        "Bac pour Djerba, 15 min de traversée, départ toutes les 30 min en été. Compter 2h de queue le 1er août."),
    # 016
    org(H, 'Djerba Plaza Thalasso & Spa', 'Zone Touristique;Midoun;Médenine;4116;' + TN,
        "Août 2025: 6 nuits all inclusive, ch. 2140, 980 TND la nuit en familiale. Demander côté piscine."),
    org(N, 'Dar Belhadj', '17 Rue des Tamis, Médina;Tunis;Tunis;1006;' + TN),
    org(H, 'Ksar Jerid', 'Route de Nefta, Zone Touristique;Tozeur;Tozeur;2200;' + TN,
        "Nouvel an 2026: 3 nuits, suite familiale, 650 TND/nuit en DP, dîner de gala inclus. Check-in 15h, réf. KJ-4471."),
    org(N, 'SNCFT – Gare de Tunis', 'Place Barcelone;Tunis;Tunis;1001;' + TN,
        "Train de nuit Tunis–Tozeur via Metlaoui: dép. 21h10, couchettes 1re classe (compartiment 4 places), arrivée vers 6h. Billets au guichet 3, 48 TND/pers."),
    org(H, 'Diar Abou Habibi', 'Palmeraie, Zone du Belvédère;Tozeur;Tozeur;2200;' + TN,
        "Cabanes dans la palmeraie, 2 nuits, 260 TND la nuit pour 4 avec petit-déj, parking gardé. Pas de clim, moustiquaire."),
    # 021
    org(N, 'Dar Sebastian – Festival de Hammamet', 'Avenue des Nations Unies;Hammamet;Nabeul;8050;' + TN,
        "Festival de Hammamet: 4 billets concert du 19 juillet, 22h, gradins, 40 TND/billet. Pas de parking, se garer à la médina.",
        'URL:https://www.festivalhammamet.tn'),
    org(H, 'Hôtel Sidi Bou Fares', '15 Rue Sidi Bou Fares;Sidi Bou Saïd;Tunis;2026;' + TN),
    person('Olfa Mejri', 'Mejri;Olfa;;;', '',
           "Conseillère Traveltodo, elle a nos dossiers Djerba et Tozeur. WhatsApp seulement, après 17h.",
           'ORG:Traveltodo || TEL:+216 22 418 903 || CATEGORIES:Voyages'),
    org(H, 'Dar Nefta', 'Zone Touristique, Corbeille de Nefta;Nefta;Tozeur;2240;' + TN,
        "Petit-déj sur le toit, vue sur la Corbeille. Wifi: darnefta2024."),
    org(N, 'وكالة أسفار الروضة – عمرة وحج', 'شارع الحرية;تونس;تونس;1002;تونس',
        'عمرة رمضان 2026 للوالدة: 5600 دينار، 10 ليالي في مكة و5 ليالي في المدينة، نزل قريب من الحرم، الطيران مع الخطوط التونسية. دفعة أولى 2000 د، الباقي قبل 15 يوم.',
        'TEL:+216 71 832 114 || KIND:org'),
    # 026
    org(H, 'Campement Zmela', 'Ksar Ghilane;Douz;Kébili;4260;' + TN,
        "Nuit sous tente berbère, 90 TND/pers en demi-pension, 4x4 depuis Douz (2h de piste). Pas de réseau, prendre du cash."),
    person('Mabrouk Ghrib', 'Ghrib;Mabrouk;;;', 'Zaafrane;Douz;Kébili;4260;' + TN,
           "Guide chameaux Zaafrane. Balade au coucher du soleil 2h, 35 dt/pers. Il connaît les campements de Ksar Ghilane.",
           'TEL:+216 95 302 118'),
    org(H, 'Yadis Ksar Ghilane', 'Ksar Ghilane;Douz;Kébili;4260;' + TN,
        "Tentes climatisées à côté de la source chaude. 1 nuit DP, 340 TND la tente double. Arriver avant le coucher du soleil."),
    org(N, 'Station Louage Moncef Bey', 'Avenue Moncef Bey;Tunis;Tunis;1000;' + TN),
    person('Am Salah louage Douz', 'Louage Douz;Am Salah;;;', '',
           "louage tounes-douz 35 dt lel blassa, ykhrej mel moncef bey 6h sbe7. kallmou nhar 9bal bech y5allilna 4 blayes.",
           'TEL:+216 97 118 402'),
    # 031
    org(H, 'Camp Mars', 'Route de Ksar Ghilane, Sabria;Douz;Kébili;4260;' + TN,
        "2 lilet fil khayma, 150 dt lel wa7ed, 3cha w petit dej m3aha. Check-in ba3d el 3asr, sandboard bla flous."),
    org(N, 'Douz Sahara Excursions', 'Avenue Taïeb Mhiri;Douz;Kébili;4260;' + TN,
        "Méharée 2 jours / 1 nuit en bivouac: 180 TND/pers tout compris (chameau, repas, couvertures). Réservé pour Sami et Hela, départ 8h devant l'agence.",
        'EMAIL:douz.sahara.excursions@gmail.com'),
    org(H, 'Hôtel Sahara Douz', 'Zone Touristique;Douz;Kébili;4260;' + TN,
        "Réception 24h. Demander Kamel pour le parking du 4x4."),
    org(H, 'Hôtel El Mouradi Douz', 'Zone Touristique;Douz;Kébili;4260;' + TN,
        "Étape avant le désert: 1 nuit, chambre triple, 210 TND en DP. Piscine fermée en janvier."),
    org(N, 'Festival du Sahara de Douz', 'Place Hnich;Douz;Kébili;4260;' + TN,
        "Fin décembre. Tribune officielle, badges à retirer au commissariat du festival la veille."),
    # 036
    org(H, 'مخيم نجمة الصحراء', 'طريق الصابرية;دوز;قبلي;4260;تونس',
        'ليلة في الخيمة 120 د للشخص مع العشاء والفطور. الخيمة العائلية 4 أسرّة. الوصول قبل المغرب.'),
    person('Dr Sonia Khemiri', 'Khemiri;Sonia;;;', 'Av. Othman Ibn Affane, El Menzah 8;Ariana;Ariana;2037;' + TN,
           "Pédiatre des enfants. RDV vaccin Yassine mardi 16h30. Consultation 70 TND.",
           'TITLE:Pédiatre || TEL:+216 71 234 870'),
    org(H, 'La Cigale Tabarka', 'Route Touristique, Zone Touristique;Tabarka;Jendouba;8110;' + TN,
        "Aïd: 3 nuits, 2 chambres communicantes, DP 560 TND la nuit/ch. Thalasso non incluse.",
        'URL:https://www.lacigaletabarka.com'),
    org(N, 'Yachting Club Tabarka', 'Port de Plaisance;Tabarka;Jendouba;8110;' + TN,
        "Baptême de plongée pour Amine, 90 TND, RDV 9h au ponton. Certificat médical obligatoire."),
    org(H, 'Hôtel Dar Ismail', 'Zone Touristique;Tabarka;Jendouba;8110;' + TN,
        "3 nuits, vue sur le fort génois, 240 TND DP la double."),
    # 041
    org(H, 'بيت الشباب طبرقة', 'شارع الحبيب بورقيبة;طبرقة;جندوبة;8110;تونس',
        'رحلة أمين مع الكشافة: سرير في غرفة جماعية 20 د الليلة، 3 ليالي، الغطاء موجود.'),
    org(H, 'Hôtel Les Chênes', 'Route de Tabarka;Aïn Draham;Jendouba;8130;' + TN),
    org(N, 'Lycée Pierre Mendès France', 'Rue Mohamed Ali Annabi, Mutuelleville;Tunis;Tunis;1082;' + TN,
        "Travail Leïla (prof de SVT). Conseil de classe jeudi 17h, salle B12.",
        'URL:https://www.lpmf-tunis.org'),
    org(H, 'La Kasbah', 'Avenue Ibn El Jazzar;Kairouan;Kairouan;3100;' + TN,
        "Mouled: 1 nuit, chambre vue sur les remparts, 230 TND petit-déj inclus. Parking dans la cour."),
    org(N, 'Makroudh Ben Hmida', 'Avenue de la République;Kairouan;Kairouan;3100;' + TN,
        "Commande 3 kg de makroudh pour l'Aïd, 28 TND/kg, à récupérer samedi matin."),
    # 046
    org(H, 'Dar Hassine Allani', 'Nahj Bab El Khoukha, Médina;Kairouan;Kairouan;3100;' + TN,
        "Dans la médina: 2 nuits, 180 TND la nuit avec petit-déj. Garer à Bab Tunis, on vient nous chercher."),
    org(N, 'Hammam Essalama', 'Rue Ahmed Tlili, El Menzah 5;Ariana;Ariana;2091;' + TN,
        "Femmes le matin jusqu'à 14h, hommes l'après-midi. 8 TND + kessa 10."),
    org(H, 'Dar Said', 'Rue Toumi;Sidi Bou Saïd;Tunis;2026;' + TN,
        "Pour les cousins de Marseille: 2 nuits, chambre avec terrasse, 210 € la nuit. Petit-déj sur la terrasse."),
    org(N, 'Café des Nattes', 'Rue Habib Thameur;Sidi Bou Saïd;Tunis;2026;' + TN),
    org(H, 'La Villa Bleue', '68 Rue Kennedy;Sidi Bou Saïd;Tunis;2026;' + TN,
        "Cadeau 30 ans de mariage des parents: 1 nuit, suite vue mer, 780 TND avec petit-déj. Code résa VB-2611.",
        'KIND:org'),
    # 051
    org(N, 'Restaurant Le Lagon – Carthage Thalasso Resort', 'Route Touristique;Gammarth;Tunis;2078;' + TN,
        "Déjeuner dimanche 13h, table 5 pers en terrasse, parking de l'hôtel. Brunch 150 TND/pers."),
    org(H, 'Carthage Thalasso Resort', 'Route Touristique;Gammarth;Tunis;2078;' + TN,
        "Nuit de noces de Sami (cadeau de la famille): 1 nuit, chambre Deluxe, 1 100 TND, check-in 15h."),
    org(N, 'Bora Bora Club Yasmine Hammamet', 'Medina Mediterranea, Yasmine Hammamet;Hammamet;Nabeul;8050;' + TN,
        "Boîte de l'hôtel. Anniversaire de Sarra samedi: entrée 30 TND avec une conso, table réservée 23h."),
    org(H, 'Medina Belisaire & Thalasso', 'Medina Mediterranea, Yasmine Hammamet;Hammamet;Nabeul;8050;' + TN,
        "Week-end 2 nuits en DP, 380 TND/nuit la double + 1 soin thalasso offert."),
    org(N, 'Bio Azur Thalasso', 'Avenue Moncef Bey, Hammamet Nord;Hammamet;Nabeul;8050;' + TN,
        "Journée thalasso pour Mama: 4 soins + hammam, 190 TND, RDV 9h30. Retour à Tunis le soir."),
    # 056
    org(H, 'Hôtel Bel Azur Thalasso & Bungalows', 'Avenue Assad Ibn Fourat;Hammamet;Nabeul;8050;' + TN,
        "Bungalow familial, 3 nuits en juin, 300 TND la nuit en DP."),
    org(N, 'Plage Orient Palace', 'Zone Touristique;Sousse;Sousse;4000;' + TN,
        "Accès plage + transats à la journée: 40 TND/pers, serviette fournie. Entrée par le parking de l'hôtel."),
    org(H, 'Orient Palace', 'Zone Touristique;Sousse;Sousse;4000;' + TN,
        "3 nuits en juillet, all inclusive, 2 ch., 420 TND/nuit/ch. Check-in 14h, bracelets à la réception."),
    person('خالتي منيرة', 'الطرابلسي;منيرة;;;', 'نهج الحرية;قليبية;نابل;8090;تونس',
           "dar khalti fi kelibia. n9ablou 3andha 3 lilet fi aout, njibou el 7out w el gateau.",
           'TEL:+216 52 660 418'),
    org(H, 'Villa Mansoura – Kélibia', 'Route de la Mansoura;Kélibia;Nabeul;8090;' + TN,
        "Kra lel sif: 7 lilet mel 15 lel 22 juillet, 250 dt el lila, 3arboun 500 dt met5alles. 3 byout + jnina, 100 m mel b7ar. El mfte7 3and Am Hédi."),
    # 061
    person('Hédi Ferchichi', 'Ferchichi;Hédi;;;', 'Route de la Mansoura;Kélibia;Nabeul;8090;' + TN,
           "Moul el villa fil Mansoura. Kra 7 lilet, 250 dt/lila, y7eb el flous cash. Yjina 9h sbe7 bech ya3tina el mfte7.",
           'TEL:+216 98 775 201'),
    org(N, 'Dar Jeddi – Monastir', 'Rue Ibn Sina, Skanès;Monastir;Monastir;5000;' + TN,
        "Dar jeddi w jadda. Nbitou 2 lilet fil 3id, kol 3am. El bab el azra9 ba3d el jemaa."),
    org(H, 'Skanes Serail', 'Zone Touristique Skanès;Monastir;Monastir;5000;' + TN,
        "Quand la maison de jeddi est pleine: 2 nuits, aquapark pour les enfants, 300 TND/nuit DP."),
    org(N, 'Pharmacie El Menzah 6', 'Avenue Othman Ibn Affane, El Menzah 6;Ariana;Ariana;2091;' + TN),
    org(H, 'Mahdia Palace Thalasso', 'Zone Touristique;Mahdia;Mahdia;5111;' + TN),
    # 066
    org(N, 'Résidence Essaada – Syndic', 'Rue du Lac Tanganyika, El Menzah 5;Ariana;Ariana;2091;' + TN,
        "Syndic de notre immeuble: charges 180 TND par trimestre, bloc B appt 7. Gardien Am Habib.",
        'TEL:+216 71 238 990'),
    org(N, 'Carthage Land Hammamet', 'Yasmine Hammamet;Hammamet;Nabeul;8050;' + TN,
        "Parc d'attractions. Billets enfants 25 TND, adultes 30, ouvert 10h-19h en été."),
    org(H, 'Résidence Warda', '29 Avenue Abou El Kacem Chebbi;Tozeur;Tozeur;2200;' + TN,
        "Petit hôtel pas cher près du marché: 1 nuit pour le chauffeur, 75 TND la double avec petit-déj."),
    org(N, 'Dog Care Soukra', 'Route de Raoued;La Soukra;Ariana;2036;' + TN,
        "Pension pour Rocky pendant Djerba: 7 nuits x 25 TND, carnet de vaccination obligatoire. Dépôt le 2/8 à 8h."),
    org(H, 'Dar Zaghouan', 'Route de Zriba;Zaghouan;Zaghouan;1100;' + TN,
        "Ferme d'hôtes: 1 nuit, bungalow familial 350 TND avec dîner, balade à cheval en option.",
        'URL:https://www.darzaghouan.com || KIND:org'),
    # 071
    org(N, 'Dar Ferdaous – Espace événementiel', 'Route de la Marsa;La Soukra;Ariana;2036;' + TN,
        "Mariage de Sami le 27 juin: salle + jardin 18h-1h, 400 invités, traiteur à part. Avance 5 000 TND versée."),
    org(N, "Salle Palais d'Or", 'Avenue Habib Bourguiba;Ariana;Ariana;2080;' + TN),
    org(H, 'Hôtel Majestic', '36 Avenue de Paris;Tunis;Tunis;1000;' + TN,
        "Pour Nassim (Alger) en mission chez nous: 3 nuits, single 150 TND petit-déj, facture au nom de Telnet."),
    person('Nassim Boudiaf', 'Boudiaf;Nassim;;;', 'Rue des Frères Oughlis, Hydra;Alger;Alger;16035;Algérie',
           "Client Alger. RDV à Hydra mardi 10h; il nous réserve l'hôtel à Alger. Préfère WhatsApp.",
           'ORG:Djezzy Alger || TITLE:Directeur SI || TEL:+213 770 41 22 96'),
    org(H, 'El Aurassi', '2 Boulevard Frantz Fanon;Alger;Alger;16000;Algérie',
        "Mission Alger: 4 nuits, chambre vue baie 19 000 DZD/nuit, petit-déj inclus. Check-in 14h, passeport à la réception."),
    # 076
    org(N, 'Air Algérie', '26 Avenue de Paris;Tunis;Tunis;1000;' + TN,
        "AH 2021 Tunis–Alger lundi 8h40, PNR QX7M2L, 1 bagage 23 kg."),
    org(H, 'El Djazaïr', '24 Avenue Souidani Boudjemaâ;Alger;Alger;16000;Algérie'),
    org(H, 'Sofitel Algiers Hamma Garden', '172 Rue Hassiba Ben Bouali;Alger;Alger;16000;Algérie',
        "2 nuits, accord entreprise Telnet, 27 500 DZD/nuit. Conf. 4T8KQ2."),
    org(H, 'Corinthia Tripoli', 'Souk Al Thulatha Al Gadim;Tripoli;Tripoli;;Libye',
        "Mission Mellitah: 3 nuits payées par le client, chambre 1412. Ne pas sortir seul le soir."),
    person('Mohamed Elbarouni', 'Elbarouni;Mohamed;;;', '',
           "Client Tripoli. Lettre d'invitation pour le visa à demander 3 semaines avant. Il envoie le chauffeur à l'aéroport de Mitiga.",
           'ORG:Mellitah Oil & Gas || TITLE:Procurement Manager || EMAIL:m.elbarouni@mellitahog.ly'),
    # 081
    org(H, 'فندق الودان', 'شارع الفتح;طرابلس;طرابلس;;ليبيا',
        '3 ليالي، غرفة مفردة 180 دينار ليبي في الليلة مع الفطور. الدفع نقدا فقط.'),
    org(N, 'Libyan Wings', 'Rue du Lac Turkana, Les Berges du Lac;Tunis;Tunis;1053;' + TN),
    org(H, 'Bab Al Bahr Hotel', 'Corniche;Tripoli;Tripoli;;Libye'),
    org(N, 'CTN – Compagnie Tunisienne de Navigation', '122 Rue de Yougoslavie;Tunis;Tunis;1001;' + TN,
        "Ferry Tunis–Marseille, navire Tanit: cabine intérieure 4 couchettes, 1 nuit à bord, dép. La Goulette 12h, voiture incluse. Résa CTN-T-77812, embarquement 3h avant.",
        'URL:https://www.ctn.com.tn'),
    org(H, 'Grand Hôtel Beauvau Vieux-Port', '4 Rue Beauvau;Marseille;Provence-Alpes-Côte d\'Azur;13001;' + FR,
        "Salon à Marseille: 3 nuits, chambre vue port, 189 € la nuit, petit-déj 24 €."),
    # 086
    person('Laurent Fabre', 'Fabre;Laurent;;;', '4 Quai d\'Arenc;Marseille;Provence-Alpes-Côte d\'Azur;13002;' + FR,
           "Client Marseille. Réunion au siège 9h30, badge visiteur à l'accueil. Apéro après au Vieux-Port.",
           'ORG:Marseille Fret Digital || TITLE:Responsable achats IT || EMAIL:l.fabre@mfd-logistique.fr'),
    org(N, 'La Maison du Pastis', '108 Quai du Port;Marseille;Provence-Alpes-Côte d\'Azur;13002;' + FR,
        "Apéro avec Laurent et l'équipe après la réunion, 19h."),
    org(H, 'Les Bords de Mer', '52 Corniche Président John Fitzgerald Kennedy;Marseille;Provence-Alpes-Côte d\'Azur;13007;' + FR,
        "2 nuits, chambre vue mer, 219 € la nuit, check-in 15h. Réf. BDM-90517."),
    org(H, 'Staycity Marseille Centre Vieux Port', 'Rue Breteuil;Marseille;Provence-Alpes-Côte d\'Azur;13001;' + FR,
        "Studio 4 pers. avec kitchenette, pour le ferry retour: la CTN arrive à 7h."),
    org(N, 'Chez Fonfon', '140 Rue du Vallon des Auffes;Marseille;Provence-Alpes-Côte d\'Azur;13007;' + FR),
    # 091
    org(H, 'Hôtel Bastille Spéria', '1 Rue de la Bastille;Paris;Île-de-France;75004;' + FR,
        "Mission client: 2 nuits, 129 € la nuit, petit-déj non inclus. Orlybus puis métro ligne 1."),
    org(N, 'Hôtel du Nord', '102 Quai de Jemmapes;Paris;Île-de-France;75010;' + FR,
        "Dîner avec Karim et Julien jeudi 20h30, réservé 4 pers. au nom de Trabelsi."),
    org(N, 'Auberge Nicolas Flamel', '51 Rue de Montmorency;Paris;Île-de-France;75003;' + FR,
        "Déjeuner client, menu 45 €, réservation 12h45 (TheFork)."),
    org(H, 'Residhome Paris Opéra', 'Rue de Châteaudun;Paris;Île-de-France;75009;' + FR),
    org(H, 'Appartement Roquette (Airbnb)', '55 Rue de la Roquette;Paris;Île-de-France;75011;' + FR,
        "4 nuits en avril, 2 chambres, 145 € la nuit + ménage 60 €. Boîte à clés code 4827, 3e gauche, wifi dans le livret."),
    # 096
    person('Claire Dumont', 'Dumont;Claire;;;', '',
           "Hôte Airbnb rue de la Roquette. Arrivée autonome après 16h, départ 11h, 4 nuits. Répond vite sur l'appli.",
           'TEL:+33 6 71 05 38 44'),
    org(N, "La Maison de l'Aubrac", '37 Rue Marbeuf;Paris;Île-de-France;75008;' + FR),
    org(H, 'Eklo Paris Expo Porte de Versailles', 'Rue Camille Desmoulins;Issy-les-Moulineaux;Île-de-France;92130;' + FR,
        "VivaTech: 3 nuits, tarif entreprise 210 €/nuit, facture Telnet. Conf. 7731902."),
    person('Julien Roussel', 'Roussel;Julien;;;', '',
           "Partenaire à Paris, projet télécom. Dîner jeudi avec Karim.",
           'ORG:Sopra Steria Paris || TITLE:Chef de projet || EMAIL:julien.roussel@soprasteria.com'),
    org(H, 'Hôtel des Arts Montmartre', '5 Rue Tholozé;Paris;Île-de-France;75018;' + FR,
        "Pour Leïla et Maman (week-end shopping): 2 nuits, twin, 165 €/nuit."),
    # 101
    org(N, 'Tunisair Express', 'Aéroport International Tunis-Carthage;Tunis;Tunis;2035;' + TN,
        "UG 5 Tunis–Tozeur samedi 7h05, PNR 6KZ4TQ, 1 bagage 20 kg. Fidelys n° 30045871."),
    org(N, 'Nouvelair', 'Zone Touristique Dkhila;Monastir;Monastir;5065;' + TN,
        "BJ 156 Djerba–Tunis dimanche 21h10. Enregistrement en ligne 24h avant."),
    org(H, 'Hôtel Arischa', '10 Rue Mohamed Ferjani;Houmt Souk;Médenine;4180;' + TN,
        "Ancien fondouk restauré: 1 nuit avant le bac, 110 TND la double petit-déj."),
    org(N, 'Djerba Explore', 'Zone Touristique Midoun;Djerba;Médenine;4116;' + TN,
        "Parc aux crocodiles + musée Lalla Hadria. Billets famille 4 x 25 TND, ouvert 9h-18h."),
    org(H, 'Auberge de Jeunesse Houmt Souk', '11 Rue Moncef Bey;Houmt Souk;Médenine;4180;' + TN,
        "Pour Amine et ses amis: lit en dortoir 25 TND la nuit, 3 nuits, draps compris.",
        'KIND:org'),
    # 106
    org(N, 'Atelier Poterie Guellala', 'Guellala;Djerba;Médenine;4136;' + TN,
        "Commande 6 jarres, 180 TND, livraison à Tunis par louage."),
    org(H, 'Hotel Seabel Rym Beach Djerba', 'Zone Touristique Sidi Mahrez;Djerba Midoun;Médenine;4116;' + TN),
    org(H, 'Hôtel Fiesta Beach Djerba', 'Zone Touristique Sidi Mahrez;Djerba Midoun;Médenine;4116;' + TN,
        "Séminaire Telnet 2024: 3 nuits all inclusive. Bof, chambres côté route bruyantes."),
    org(H, 'Yadis Djerba Golf Thalasso & Spa', 'Zone Touristique Midoun;Djerba;Médenine;4116;' + TN,
        "Demander la chambre côté golf, plus calme. Wifi: YADIS-GUEST."),
    org(H, 'Camping Aghir Plage', 'Zone Touristique, Aghir;Djerba Midoun;Médenine;4116;' + TN,
        "Amine et ses amis: emplacement tente 2 nuits, 15 TND/nuit/pers, douches chaudes."),
    # 111
    org(N, 'Club Africain – École de natation', 'Piscine olympique, Cité Olympique El Menzah;Tunis;Tunis;1004;' + TN,
        "Entraînement Yassine mardi et jeudi 18h. Stage d'été à Aïn Draham: 5 nuits en internat, 350 TND tout compris."),
    org(H, 'Hôtel Dar Horchani', 'Route Touristique, Zone Touristique;Tozeur;Tozeur;2200;' + TN,
        "Mariage de Hela à Tozeur: 2 nuits, 190 TND DP la double."),
    org(N, 'Restaurant Le Petit Prince', 'Zone Touristique;Tozeur;Tozeur;2200;' + TN),
    org(H, 'Sahara Palace Nefta', 'Zone Touristique;Nefta;Tozeur;2240;' + TN,
        "Réveillon 2023: 2 nuits, dîner de gala inclus, chambre 118."),
    org(N, 'Lézard Rouge – Metlaoui', 'Gare de Metlaoui;Metlaoui;Gafsa;2130;' + TN,
        "Train touristique des gorges de Selja, départ 10h30, 30 TND adulte, retour 12h30."),
    # 116
    org(H, 'Ksar Rouge', 'Zone Touristique;Tozeur;Tozeur;2200;' + TN),
    org(N, 'Ali Tours Tozeur', 'Avenue Farhat Hached;Tozeur;Tozeur;2200;' + TN,
        "Excursion Chebika-Tamerza-Mides journée, 4x4 avec chauffeur 350 TND, départ 8h de l'hôtel."),
    org(H, 'Hôtel Sidi Driss', 'Matmata Ancienne;Matmata;Gabès;6070;' + TN,
        "Maison troglodyte (Star Wars), sur la route de Douz. 35 TND/pers en dortoir, salle de bain commune."),
    org(N, 'Cité de la Culture', 'Avenue Mohamed V;Tunis;Tunis;1001;' + TN),
    org(H, 'Hôtel Les Mimosas', 'Avenue Hédi Chaker;Tabarka;Jendouba;8110;' + TN,
        "Sur la colline, vue sur le port. Réception: demander Monia."),
    # 121
    person('Ridha Ben Ammar', 'Ben Ammar;Ridha;;;', 'Erriadh;Djerba;Médenine;4145;' + TN,
           "Propriétaire de Dar Bibine. 2 nuits en mai, 180 TND la nuit avec petit-déj, il préfère un virement pour l'acompte.",
           'ORG:Dar Bibine || TEL:+216 98 640 227'),
    org(H, "Le Chalet d'Aïn Draham", 'Forêt de Beni Mtir;Aïn Draham;Jendouba;8130;' + TN,
        "Chalet en bois dans la forêt, 2 nuits en février (neige!), cheminée, 260 TND la nuit pour 4. Bois inclus."),
    org(N, 'Pâtisserie Dar El Halwa', 'Rue Abou Hamed El Ghazali, El Menzah 5;Ariana;Ariana;2091;' + TN,
        "Baklawa pour l'Aïd: 2 kg, 65 TND/kg, à récupérer jeudi."),
    org(H, 'Hôtel Belvédère Fourati', '10 Avenue des États-Unis, Belvédère;Tunis;Tunis;1002;' + TN,
        "Famille de Sfax pour le mariage de Sami: 4 chambres x 2 nuits, 260 TND la nuit petit-déj, bloc au nom Trabelsi."),
    person('Walid Chaouch', 'Chaouch;Walid;;;', '',
           "Dîner du henné 26/06: 120 couverts, menu tunisien 85 TND/pers, dégustation mardi 18h.",
           'ORG:Hôtel Belvédère Fourati || TITLE:Responsable Banquets || TEL:+216 71 904 000'),
    # 126
    org(H, 'Concorde Les Berges du Lac', 'Rue du Lac Turkana, Les Berges du Lac;Tunis;Tunis;1053;' + TN,
        "Anniversaire Leïla: 1 nuit, 650 TND chambre vue lac, brunch inclus. Check-in 15h."),
    person('Youssef Mabrouk', 'Mabrouk;Youssef;;;', '',
           "Concierge. Réserve les restos de La Marsa et les transferts aéroport.",
           'ORG:Concorde Les Berges du Lac || TITLE:Chef Concierge || EMAIL:youssef.mabrouk@concorde-lac.tn'),
    org(N, 'Restaurant Le Golfe', 'Rue Ali Belhouane;La Marsa;Tunis;2070;' + TN,
        "Anniversaire de Baba: table 8 pers, 21h, poisson grillé."),
    org(H, 'Villa Didon', 'Rue Mendès France, Colline de Byrsa;Carthage;Tunis;2016;' + TN,
        "1 nuit pour tonton Moncef, 420 TND, vue sur le golfe."),
    org(H, 'Dar El Marsa Hôtel & Spa', 'Corniche;La Marsa;Tunis;2070;' + TN,
        "Pour les amis de Karim: 2 nuits, 380 TND la nuit, petit-déj en terrasse.",
        'KIND:org'),
    # 131
    org(N, 'Clinique Hannibal', "Rue de la Feuille d'Érable, Les Berges du Lac 2;Tunis;Tunis;1053;" + TN,
        "Hospitalisation Baba: 2 nuits en chambre individuelle, caution 1 500 TND. Visites 12h-20h."),
    org(N, 'Monoprix El Menzah 6', 'Avenue Othman Ibn Affane, El Menzah 6;Ariana;Ariana;2091;' + TN),
    org(H, 'Dar Hayet', 'Rue Sidi Bouhdid;Hammamet;Nabeul;8050;' + TN,
        "Week-end à deux: 2 nuits, chambre avec hammam privé, 480 TND la nuit petit-déj."),
    org(N, 'Restaurant Le Barberousse', 'Médina;Hammamet;Nabeul;8050;' + TN),
    org(H, 'Hasdrubal Thalassa & Spa Yasmine Hammamet', 'Yasmine Hammamet;Hammamet;Nabeul;8050;' + TN,
        "2 nuits + cure 3 soins/jour pour Mama, 520 TND la nuit en DP."),
    # 136
    person('Ines Gharbi', 'Gharbi;Ines;;;', '',
           "Collègue Telnet. Covoiturage pour le séminaire de Sousse, elle a la chambre à côté.",
           'ORG:Telnet Holding || EMAIL:ines.gharbi@groupe-telnet.net'),
    org(H, 'Jaz Tour Khalef', 'Zone Touristique;Sousse;Sousse;4000;' + TN),
    org(H, 'Hôtel Royal Kenz Thalasso & Spa', 'Zone Touristique;Port El Kantaoui;Sousse;4089;' + TN,
        "Pour Mama et Khalti Mounira: 5 nuits cure thalasso, 3 soins/jour, 230 TND/pers/nuit en DP."),
    org(H, 'Sousse Palace', 'Avenue Habib Bourguiba;Sousse;Sousse;4000;' + TN,
        "Mission Sousse: 1 nuit, single 310 TND petit-déj, parking."),
    org(H, 'Hôtel Abou Nawas Boujaafar', 'Avenue Habib Bourguiba;Sousse;Sousse;4000;' + TN),
    # 141
    person('Hela Trabelsi', 'Trabelsi;Hela;;;', 'Cité Erriadh;Sousse;Sousse;4023;' + TN,
           "Cousine de Sousse. Mariage à Tozeur en mars.",
           'ORG:Clinique Les Oliviers Sousse || TEL:+216 50 331 762'),
    org(H, 'El Mouradi Palm Marina', 'Zone Touristique;Port El Kantaoui;Sousse;4089;' + TN,
        "Aquapark pour les enfants: 3 nuits en juin, chambre familiale 390 TND en DP, bracelets."),
    org(H, 'Hôtel Le Kanta', 'Zone Touristique;Port El Kantaoui;Sousse;4089;' + TN),
    org(N, 'STAR Assurances – Agence El Menzah', 'Avenue Mohamed Salah Ennaifer, El Menzah 6;Ariana;Ariana;2091;' + TN,
        "Assurance voiture, échéance 15/03, police n° 2204-88172."),
    org(H, 'Hôtel Splendid', 'Avenue du 9 Avril;Kairouan;Kairouan;3100;' + TN,
        "Pas cher, en face de la médina. 1 nuit en 2019, 90 TND la double."),
    # 146
    org(N, 'École Primaire Privée Les Pionniers', 'Rue Ibn Rachiq, El Menzah 6;Ariana;Ariana;2091;' + TN,
        "Yassine CE2. Sortie scolaire Kairouan jeudi, 25 TND, retour 18h."),
    org(N, 'Institut des Hautes Études Touristiques de Sidi Dhrif', 'Sidi Dhrif;Sidi Bou Saïd;Tunis;2026;' + TN,
        "Inscription Amine BTS hôtellerie, 1 200 TND/an. Stage d'été dans un hôtel à Djerba."),
    org(H, 'Bizerta Resort', 'Route de la Corniche;Bizerte;Bizerte;7000;' + TN,
        "Mariage de Nour à Bizerte: 1 nuit, 280 TND la double petit-déj."),
    person('Sami Jaziri', 'Jaziri;Sami;;;', '',
           "Copain de fac. Douz fin décembre ensemble, il réserve le 4x4.",
           'ORG:Ooredoo Tunisie || TEL:+216 22 905 614'),
    org(N, 'Topcar Location Ennasr', 'Avenue Hédi Nouira, Ennasr 2;Ariana;Ariana;2037;' + TN),
    # 151
    org(H, 'Tamerza Palace', 'Tamerza;Tamerza;Tozeur;2212;' + TN,
        "1 nuit, vue sur l'ancien village, 300 TND en DP."),
    org(N, 'Jeune Chambre Internationale Tunis', 'El Menzah 6;Ariana;Ariana;2091;' + TN,
        "Dîner statutaire mardi 20h à l'hôtel, cotisation annuelle 400 TND."),
    org(H, 'نزل المنارة الحمامات', 'شارع الحبيب بورقيبة;الحمامات;نابل;8050;تونس',
        'لبابا وماما: 4 ليالي، نصف إقامة، 150 د في الليلة. الغرفة في الطابق الأرضي.'),
    org(N, 'دار كبار السن بمنوبة', 'طريق بنزرت;منوبة;منوبة;2010;تونس',
        'زيارة عمي الطاهر كل أحد، الزيارة من 10 إلى 12. نجيبولو الدواء والغلة.'),
    person('Latifa Ben Salem', 'Ben Salem;Latifa;;;', 'Résidence Les Pins, Bloc C, Ennasr 2;Ariana;Ariana;2037;' + TN,
           "Tata. Code immeuble 1979, 4e étage. Nbitou 3andha lila ki nrawhou m3ata mel 3ers.",
           'TEL:+216 98 330 117 || CATEGORIES:Famille'),
    # 156
    person('Dr Amine Dridi', 'Dridi;Amine;;;', 'Rue Taieb Mhiri, El Menzah 9;Tunis;Tunis;1013;' + TN,
           "Dentiste. Détartrage Leïla samedi 10h, 60 TND.",
           'TITLE:Chirurgien-dentiste || TEL:+216 71 880 442'),
    org(H, 'Dar Bibine', 'Erriadh;Djerba;Médenine;4145;' + TN,
        "Maison djerbienne, 2 nuits en mai, chambre Menzel, 180 TND petit-déj. Acompte par virement à Ridha.",
        'URL:https://www.darbibine.com'),
    org(H, 'Hôtel Hermès Marseille', '2 Rue Bonneterie;Marseille;Provence-Alpes-Côte d\'Azur;13002;' + FR,
        "1 nuit avant le ferry, 79 €, parking 15 €."),
    org(H, 'Borj Dhiafa', 'Route de Soukra km 3;Sfax;Sfax;3052;' + TN,
        "Mariage du cousin à Sfax: 2 nuits, 220 TND la double petit-déj. Salle du mariage à 10 min."),
    org(H, 'Le Sultan', 'Zone Touristique Hammamet Sud;Hammamet;Nabeul;8050;' + TN,
        "Vacances 2024, 5 nuits en DP, club enfants, 340 TND la nuit pour 2."),
]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as out:
    out.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        assert label in ('hotel', 'not')
        for f in (name, n, adr, note, extra):
            assert '\t' not in f and '\n' not in f
        style = STYLES[i % 5]
        fn, org_ = (name, '') if n else (name, name)
        out.write('\t'.join([f'CO{i + 1:03d}', label, style, fn, org_, n, adr, note, extra]) + '\n')
print(len(rows), 'rows,', sum(r[0] == 'hotel' for r in rows), 'hotel')
