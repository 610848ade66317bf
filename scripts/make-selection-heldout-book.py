#!/usr/bin/env python3
"""Writes a second held-out book for the selection rules (issue 20): new
cards of every class of the labelled book, all of them held out.

    scripts/make-selection-heldout-book.py --seed N [--out Fixtures/selection-heldout]

Why: the labelled book's held-out third (Fixtures/selection/) holds 44
places to stay, so its recall moves in steps of 2.3 points and the issue's
98 % can be met only by 44 of 44. This book was written, and committed,
before any build of hotels was run on it; none of its cards is for
tuning (every card's `part` is `held-out`), and its misses are reported as
totals only (bench/selection_eval.py lists no held-out card).

Its classes are the labelled book's, with other names: brands of
OpenStreetMap's name-suggestion-index with no lodging word (a sample that
leaves out the brands the labelled book uses), well-known brand properties
and independent places to stay with no lodging word in the name, whose
NOTE (in the language of their country or English), URL, category or
phone label says what they are; places to stay with a lodging word in the
name in many languages and scripts; people the user filed as lodging;
and traps of every kind of the issue's "Why": shops and offices whose name
holds a lodging word (an hôtel de ville, a hôtel des ventes, a Hôtel-Dieu),
businesses that bear a hotel brand's name, hotels' staff, people called
Hilton or Aman, and notes of rooms, nights and check-ins that are not
stays (a dog kennel, airport parking, a hospital room, an escape room).
The label says what the card is, whatever any rule makes of it. The
client styles and the card writers are the labelled book's
(scripts/make-selection-book.py).
"""
import argparse, csv, json, os, random

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
Spec = book.Spec

# Countries the labelled book has no address for: (city, region, postal code, country, street, phone prefix).
MORE_PLACES = {
    "id": [("Denpasar", "Bali", "80361", "Indonesia", "Jalan Raya Uluwatu {n}", "+62 361")],
    "za": [("Cape Town", "Western Cape", "8005", "South Africa", "{n} Victoria Road", "+27 21")],
    "cl": [("Santiago", "RM", "7550000", "Chile", "Avenida Vitacura {n}", "+56 2")],
    "ar": [("Buenos Aires", "CABA", "C1011", "Argentina", "Avenida Alvear {n}", "+54 11")],
    "is": [("Reykjavík", "", "101", "Ísland", "Laugavegur {n}", "+354")],
    "no": [("Oslo", "", "0150", "Norge", "Karl Johans gate {n}", "+47 22")],
    "dk": [("København", "", "1577", "Danmark", "Bernstorffsgade {n}", "+45 33")],
    "fi": [("Helsinki", "", "00130", "Suomi", "Pohjoisesplanadi {n}", "+358 9")],
    "tr": [("İstanbul", "", "34430", "Türkiye", "İstiklal Caddesi {n}", "+90 212")],
    "vn": [("Hà Nội", "", "100000", "Việt Nam", "{n} Ngô Quyền", "+84 24")],
    "lk": [("Kandy", "Central", "20000", "Sri Lanka", "{n} Temple Street", "+94 81")],
    "mu": [("Port Louis", "", "11302", "Mauritius", "{n} Royal Road", "+230")],
    "ua": [("Київ", "", "01001", "Україна", "вулиця Хрещатик {n}", "+380 44")],
    "pk": [("Lahore", "Punjab", "54000", "Pakistan", "{n} Mall Road", "+92 42")],
}

# Brand properties whose names hold no lodging word: (name, country).
BRAND_PROPERTIES = [
    ("Rosewood Hong Kong", "hk"), ("Aman Venice", "it"), ("Mandarin Oriental Hyde Park", "gb"), ("The Peninsula Paris", "fr"),
    ("Four Seasons Resort Bali at Sayan", "id"), ("Park Hyatt Sydney", "au"), ("Raffles Dubai", "ae"),
    ("One&Only Le Saint Géran", "mu"), ("Shangri-La The Shard, London", "gb"), ("Conrad Maldives Rangali Island", "mv"),
    ("W Barcelona", "es"), ("The St. Regis Rome", "it"), ("Bulgari Milano", "it"), ("The London EDITION", "gb"),
    ("Kimpton De Witt Amsterdam", "nl"), ("Andaz Tokyo", "jp"), ("Alila Villas Uluwatu", "id"), ("Le Méridien Etoile", "fr"),
    ("JW Marriott Marquis Dubai", "ae"), ("Sofitel Vienna Stephansdom", "at"), ("Swissôtel Zürich", "ch"),
    ("Pullman Paris Tour Eiffel", "fr"), ("Novotel Amsterdam City", "nl"), ("Mercure Roma Centro Colosseo", "it"),
    ("Radisson Blu Royal Copenhagen", "dk"), ("Scandic Continental", "se"), ("Meliá Madrid Princesa", "es"),
    ("Barceló Sevilla Renacimiento", "es"), ("Pestana Chelsea Bridge", "gb"), ("Dusit Thani Bangkok", "th"),
    ("Anantara Riverside Bangkok", "th"), ("Banyan Tree Phuket", "th"), ("InterContinental Hong Kong", "hk"),
    ("Crowne Plaza Berlin City Centre", "de"), ("Sheraton Grand Rio", "br"), ("Grand Hyatt Seoul", "kr"),
    ("The Ritz-Carlton, Kyoto", "jp"), ("Oberoi Udaivilas", "in"), ("Jumeirah Zabeel Saray", "ae"),
    ("Fairmont Banff Springs", "ca"), ("Rosewood Mayakoba", "mx"), ("citizenM Tower of London", "gb"),
    ("Moxy Berlin Ostbahnhof", "de"), ("25hours Bikini Berlin", "de"), ("The Hoxton, Amsterdam", "nl"),
    ("Mama Shelter Paris East", "fr"), ("Ruby Lilly Munich", "de"), ("Zoku Amsterdam", "nl"), ("Yotel Singapore", "sg"),
    ("Generator Paris", "fr"), ("OMO5 Tokyo Otsuka", "jp"), ("Capella Ubud", "id"),
]

# Independent places to stay with no lodging word or brand in the name:
# (name, country, url, note, category). Each says what it is elsewhere.
INDEPENDENT = [
    ("Ashford Castle", "ie", "https://ashfordcastle.com", "Two nights for our anniversary, lake view room, confirmation AC-30211", None),
    ("Cliveden House", "gb", "https://www.clivedenhouse.co.uk", "Check-in 3pm; spa treatment booked for Saturday", None),
    ("Le Sirenuse", "it", "https://www.sirenuse.it", "Camera con balcone sul mare, 3 notti, colazione inclusa", None),
    ("Il San Pietro di Positano", "it", "", "Prenotazione 4 notti, check-in dalle 14", None),
    ("Schloss Elmau", "de", "https://www.schloss-elmau.de", "Zimmer 214, Anreise Freitag, Frühstück bis 11 Uhr", None),
    ("Das Stue", "de", "https://www.das-stue.com", "Übernachtung 12.–14. März, Buchungsnummer 44817", None),
    ("Cheval Blanc Courchevel", "fr", "", "Séjour au ski, 5 nuits, chambre 12", None),
    ("Les Sources de Caudalie", "fr", "https://www.sources-caudalie.com", "Arrivée 16h, chambre Tour, petit-déjeuner inclus", None),
    ("The Dolder Grand", "ch", "https://www.thedoldergrand.com", "Check-out 12:00. Booked a junior suite.", None),
    ("Vila Joya", "pt", "https://www.vilajoya.com", "Quarto com vista mar, 3 noites", None),
    ("Areias do Seixo", "pt", "", "Check-in às 15h; reserva 2291", None),
    ("Finca Cortesin", "es", "https://www.fincacortesin.com", "Habitación doble, 4 noches, desayuno incluido", None),
    ("Marbella Club", "es", "", "Stayed a week in July, garden suite", None),
    ("Kasbah du Toubkal", "ma", "", "3 nights, Atlas view room, mule transfer from Imlil arranged", None),
    ("Ellerman House", "za", "https://www.ellerman.co.za", "Check-in 14:00; room 7 with sea view", None),
    ("Babylonstoren", "za", "", "Farm stay, 2 nights in a cottage, breakfast included", "Travel"),
    ("Nihi Sumba", "id", "https://nihi.com", "Villa 12, 5 nights, airport transfer booked", None),
    ("Amankila", "id", "", "", "Accommodation"),
    ("The Siam", "th", "https://www.thesiamhotel.com", "River-view villa, check-in 2pm", None),
    ("Azumi Setoda", "jp", "", "2泊、朝食付き。チェックイン15時", None),
    ("Beniya Mukayu", "jp", "https://www.mukayu.com", "2泊 夕食付き", None),
    ("Gora Kadan", "jp", "", "Kaiseki dinner served in the room, 1 night, check-in 15:00", None),
    ("Primland", "us", "https://www.primland.com", "Cottage for 3 nights, confirmation #PL5528", None),
    ("Twin Farms", "us", "", "All-inclusive stay, 2 nights in the Treehouse", None),
    ("Ventana Big Sur", "us", "https://www.ventanabigsur.com", "Check in 4 pm; room 21 with ocean view", None),
    ("The Greenbrier", "us", "", "Family weekend, two connecting rooms", "Travel"),
    ("The Broadmoor", "us", "https://www.broadmoor.com", "Reservation #889211 for 3 nights", None),
    ("Sunset Tower", "us", "", "Room 1106, late check-out 2pm", None),
    ("Shutters on the Beach", "us", "https://www.shuttersonthebeach.com", "Oceanfront room, 2 nights", None),
    ("Chablé Yucatán", "mx", "", "Casita con cenote, 3 noches, llegada jueves", None),
    ("Las Ventanas al Paraíso", "mx", "https://www.rosewoodhotels.com/en/las-ventanas-los-cabos", "", None),
    ("Awasi Atacama", "cl", "", "All-inclusive, 4 nights, private guide", None),
    ("Tierra Patagonia", "cl", "https://www.tierrahotels.com", "Check-in 15:00", None),
    ("Uxua Casa", "br", "", "Casa 5, 4 noites, café da manhã incluído", None),
    ("Fasano Boa Vista", "br", "https://www.fasano.com.br", "2 noites, quarto 103", None),
    ("Singita Lebombo", "za", "", "Safari, 3 nights full board", None),
    ("Londolozi", "za", "https://www.londolozi.com", "Game drives twice a day; Varty Camp suite, 3 nights", None),
    ("Kex Reykjavík", "is", "", "Dorm bed, 2 nights, check-in after 2pm", None),
    ("Ion Adventure", "is", "https://www.ioniceland.is", "Northern lights week, room 14", None),
    ("Deplar Farm", "is", "", "Heli-ski week, 6 nights", None),
    ("Juvet Landscape", "no", "https://www.juvet.com", "Landskapsrom 5, 2 netter, middag inkludert", None),
    ("Arctic Bath", "se", "", "Flytande rum, 2 nätter, frukost ingår", None),
    ("Nimb", "dk", "https://www.nimb.dk", "Værelse 12, 2 nætter, morgenmad inkluderet", None),
    ("Kämp Helsinki", "fi", "", "Huone 304, 2 yötä, aamiainen sisältyy", None),
    ("Sanders Copenhagen", "dk", "", "Check-in 15:00, room 21", None),
    ("Pulitzer Amsterdam", "nl", "https://www.pulitzeramsterdam.com", "Kamer aan de gracht, 2 nachten, ontbijt inbegrepen", None),
    ("Conservatorium Amsterdam", "nl", "", "Booking ref 55812, 3 nights", None),
    ("Pałac Mała Wieś", "pl", "", "Nocleg 2 noce, pokój 12, śniadanie w cenie", None),
    ("Augustine Prague", "cz", "", "Pokoj 214, 3 noci, snídaně v ceně", None),
    ("Ajia Istanbul", "tr", "https://www.ajiahotel.com", "Oda 5, 2 gece, kahvaltı dahil", None),
    ("Argos in Cappadocia", "tr", "", "Cave room, 2 nights, check-in 14:00", None),
    ("Amangiri", "us", "", "Desert suite, 3 nights, booked through our travel agent", None),
    ("Hiiragiya", "jp", "", "老舗旅館 1泊2食付き", None),
    ("Nishimuraya Honkan", "jp", "", "Kinosaki onsen, 1 night with dinner, yukata provided", None),
    ("The Fullerton Bay", "sg", "https://www.fullertonhotels.com", "Room 606, check-out 12pm", None),
    ("The Warehouse Singapore", "sg", "", "Room 12, 2 nights, check-in 3pm", None),
    ("Emiliano São Paulo", "br", "", "Suíte 12, 3 noites", None),
    ("The Jane", "us", "", "Cabin room, 1 night, shared bathroom down the hall", None),
    ("The Beekman", "us", "https://www.thebeekman.com", "Check-in 4pm, confirmation #77120", None),
    ("Soho Farmhouse", "gb", "", "Cabin 18 for the weekend, check-in 3pm", None),
    ("Heckfield Place", "gb", "https://heckfieldplace.com", "2 nights, Home Farm room", None),
    ("Gravetye Manor", "gb", "", "Dinner and overnight stay, room Bell", None),
    ("Barnsley House", "gb", "", "", "Hotels"),
    ("Domaine de Murtoli", "fr", "", "Bergerie, 4 nuits, arrivée samedi", None),
    ("Maison Souquet", "fr", "https://www.maisonsouquet.com", "Chambre 5, check-out midi", None),
    ("La Mirande", "fr", "", "Chambre 20, 2 nuits, petit-déjeuner compris", None),
    ("Schloss Fuschl", "at", "", "Seezimmer, 2 Nächte, Halbpension", None),
    ("Das Central Sölden", "at", "", "Skiurlaub, 5 Nächte, Zimmer 304", None),
    ("Castell Son Claret", "es", "", "Suite junior, 3 noches", None),
    ("Bairro Alto Lisboa", "pt", "", "Quarto 401, 2 noites", None),
    ("Borgo Santo Pietro", "it", "", "Suite in giardino, 2 notti", None),
    ("Monastero Santa Rosa", "it", "https://www.monasterosantarosa.com", "Check-in 15:00, camera con terrazza", None),
    ("Alfama Apartment", "pt", "https://www.airbnb.com/rooms/31452671", "Self check-in with the key box, 3 nights", None),
    ("Flat near Prenzlauer Berg", "de", "https://www.airbnb.de/rooms/22871990", "Host: Katrin. Code 4471, Kaution bar", None),
]

# Places to stay with a lodging word in the name, in many languages and scripts.
WORDED = [
    ("Hotel Neri Barcelona", "es"), ("Hostal Grau", "es"), ("Parador de Santiago", "es"), ("Casa Rural El Molino", "es"),
    ("Pousada de Lisboa", "pt"), ("Albergo Ottocento", "it"), ("Agriturismo La Vialla", "it"), ("Locanda Don Serafino", "it"),
    ("Pensione Guerrato", "it"), ("Auberge de la Source", "fr"), ("Hôtel des Grands Boulevards", "fr"),
    ("Chambre d'hôtes Le Moulin", "fr"), ("Gîte du Lac", "fr"), ("Landgasthof Adler", "de"), ("Gästehaus Anna", "de"),
    ("Jugendherberge München Park", "de"), ("Pension Sonnenschein", "at"), ("Ferienwohnung Alpenblick", "at"),
    ("Hotel Lindenhof", "ch"), ("Berggasthaus Aescher", "ch"), ("Hotel De Hallen", "nl"), ("B&B De Kleine Prins", "nl"),
    ("Bergen Vandrerhjem Montana", "no"), ("Hotell Bondeheimen", "no"), ("Danhostel Copenhagen City", "dk"),
    ("Pensjonat Pod Jedlami", "pl"), ("Hotel Stary Kraków", "pl"), ("Penzion Na Kopci", "cz"), ("Ege Pansiyon", "tr"),
    ("Гостиница Украина", "ru"), ("Хостел Друзья на Невском", "ru"), ("Мини-отель Невский", "ru"), ("Готель Київ", "ua"),
    ("ホテル雅叙園東京", "jp"), ("旅館 花屋", "jp"), ("民宿 さくら", "jp"), ("ゲストハウス 京都 和", "jp"), ("北京饭店", "cn"),
    ("丽江古城客栈", "cn"), ("서울 게스트하우스", "kr"), ("제주 바다 펜션", "kr"), ("Khách sạn Metropole Hà Nội", "vn"),
    ("Nhà nghỉ Hoa Hồng", "vn"), ("Penginapan Melati", "id"), ("Homestay Ubud Sari", "id"), ("Kandy Hills Guest House", "lk"),
    ("Motel Pacific Coast", "us"), ("The Lodge at Glacier", "us"), ("The Inn at Little Washington", "us"),
    ("Riad Dar Anika", "ma"), ("Posada Margarita", "mx"), ("Hostería Las Quintas", "ar"), ("Hostel Bude", "ie"),
    ("Hotel Ritter Durbach", "de"), ("Kuramathi Island Resort", "mv"),
]

# Businesses of other kinds: (name, country).
BUSINESSES = [("Harbor Insurance Brokers", "us"), ("Bäckerei Schulz", "de"), ("Clínica Dental Ortiz", "es"),
              ("Studio Legale Bianchi", "it"), ("Garage Dupont", "fr"), ("Nordic Wind Energy AB", "se"), ("Tokyo Printing Co.", "jp"),
              ("Sydney Harbour Ferries", "au"), ("Café Central Wien", "at"), ("Librería El Ateneo", "ar"), ("Kumar Electronics", "in"),
              ("Lotus Yoga Center", "th"), ("Smith & Sons Removals", "gb"), ("Van Dijk Makelaars", "nl"), ("Zahnarztpraxis Dr. Wolf", "de")]
# Not places to stay, with a lodging word in the name: (name, country, what, url, note).
WORDED_OTHERS = [
    ("Inn Style Hair Salon", "us", "hair salon", "", "Cut and colour every 6 weeks"),
    ("Motel Burgers", "us", "restaurant", "", "Double cheeseburger, fries"),
    ("Lodge Realty Group", "us", "estate agent", "", "House viewing Saturday 11am"),
    ("Resort Fitness Club", "us", "gym", "", "Membership renews in March"),
    ("Inn Between Café", "gb", "café", "", "Flat white and a scone"),
    ("Hotelschool The Hague", "nl", "school", "https://www.hotelschool.nl", "Open day in November"),
    ("Pension Planning Partners", "gb", "financial adviser", "", "Annual review of the pension pot"),
    ("Chalet Pizza", "ch", "restaurant", "", "Pizza Margherita, Lieferung"),
    ("Casa Tua Trattoria", "us", "restaurant", "", "Truffle pasta, Friday dinner"),
    ("Cabin Fever Outfitters", "us", "outdoor shop", "", "Hiking boots, size 44"),
    ("Hôtel de Ville de Lyon", "fr", "town hall", "", "Passeport : rendez-vous au guichet 3"),
    ("Hôtel-Dieu de Québec", "ca", "hospital", "", "Rendez-vous en cardiologie"),
    ("Hôtel des Ventes Drouot", "fr", "auction house", "https://www.drouot.com", "Vente aux enchères, lot 45"),
    ("Motel Mattress Outlet", "us", "mattress shop", "", "Queen mattress delivery Tuesday"),
    ("Inn Touch Massage", "us", "massage studio", "", "60 minutes deep tissue"),
    ("The Lodge Pub", "gb", "pub", "", "Quiz night on Thursdays"),
    ("Hostel Management Software Ltd", "gb", "software company", "", "Invoice for the licence"),
    ("Hotelbeds Group", "es", "travel wholesaler", "https://www.hotelbeds.com", "Partner account manager"),
    ("Suites & Co Mobilier", "fr", "furniture shop", "", "Canapé livré le 12"),
    ("Gasthaus-Zubehör Huber", "de", "catering supplier", "", "Gläser und Tischdecken bestellt"),
]
# Not places to stay, bearing a hotel brand's name: (name, country, what, note).
BRAND_NAMED = [
    ("Hilton Pharmacy", "gb", "pharmacy", "Repeat prescription"), ("Marriott Funeral Home", "us", "funeral home", ""),
    ("Hyatt Roofing", "us", "roofer", "Quote for the garage roof"), ("Ritz Camera", "us", "camera shop", "Film developing"),
    ("Sheraton Furniture", "gb", "furniture shop", "Sofa on order"), ("Westin Family Dentistry", "us", "dentist", "Check-up in May"),
    ("Four Seasons Nail Salon", "us", "nail salon", ""), ("Ibis Software Solutions", "gb", "software company", ""),
    ("Radisson Dry Cleaners", "us", "dry cleaner", "Suit ready Friday"), ("Fairmont Veterinary Hospital", "us", "vet", "Bella's check-up"),
    ("Crowne Jewellers", "gb", "jeweller", "Ring resized"), ("Aman Bakery", "pk", "bakery", "Naan and rusks"),
    ("Taj Tailors", "in", "tailor", "Two shirts"), ("Oberoi Motors", "in", "car dealer", "Service booked"),
    ("Peninsula Auto Repair", "us", "garage", "Brake pads"), ("Shangri-La Travel", "au", "travel agent", "Booked our flights to Bali"),
    ("Conrad Electronic", "de", "electronics shop", "Bestellung Kabel"), ("Hampton Court Palace", "gb", "museum", "Tickets for the maze"),
    ("Rosewood Furniture Co.", "us", "furniture shop", ""), ("Kempinski Catering Service", "de", "caterer", "Buffet für 40 Personen"),
]
# Hotels' staff: (title, organization, country).
STAFF = [("Director of sales", "Rosewood Hong Kong", "hk"), ("Concierge", "The Peninsula Paris", "fr"),
         ("Event manager", "Hotel Neri Barcelona", "es"), ("Guest relations", "Aman Tokyo", "jp"), ("Executive chef", "Le Sirenuse", "it"),
         ("Front desk agent", "Motel Pacific Coast", "us"), ("Sales executive", "Radisson Blu Royal Copenhagen", "dk"),
         ("Groups coordinator", "Meliá Madrid Princesa", "es"), ("Marketing manager", "Scandic Continental", "se"),
         ("Sommelier", "Schloss Elmau", "de"), ("Reservations manager", "Ashford Castle", "ie"),
         ("General manager", "Ellerman House", "za"), ("Spa manager", "Banyan Tree Phuket", "th"),
         ("Night auditor", "Gästehaus Anna", "de"), ("Housekeeping supervisor", "The Broadmoor", "us")]
# People whose names are a lodging word or a brand: (given, family).
NAMED_PEOPLE = [("Rebecca", "Hilton"), ("James", "Marriott"), ("Olivia", "Hyatt"), ("Michael", "Inns"), ("Sarah", "Lodge"),
                ("Anne", "Savoy"), ("Karl", "Ritz"), ("Tom", "Regent"), ("Lars", "Westin"), ("Vikram", "Oberoi"),
                ("Anja", "Kempinski"), ("Harold", "Hotelling"), ("Aman", "Gupta"), ("Taj", "Ahmed"), ("Conrad", "Müller")]
# Notes of rooms, nights, bookings and check-ins that are not stays: (name, country, what, note, url).
NOTE_OTHERS = [
    ("Trattoria da Enzo", "it", "restaurant", "Prenotazione per 4 alle 20:00", ""),
    ("Dr. Müller Hausarztpraxis", "de", "doctor", "Termin in Raum 3, bitte 10 Minuten vorher an der Anmeldung", ""),
    ("Lufthansa Service Center", "de", "airline", "Online-Check-in 23 Stunden vor Abflug", "https://www.lufthansa.com"),
    ("Eurostar", "gb", "train", "Check-in closes 30 min before departure", "https://www.eurostar.com"),
    ("Escape Room Berlin Mitte", "de", "escape room", "Room booked for 6 people, Saturday 18:00", ""),
    ("The Hive Coworking", "gb", "coworking", "Meeting room booked 10-12, check in at reception", ""),
    ("Storage King", "gb", "self storage", "Unit 42, room for the furniture until June", ""),
    ("Pawsome Vet Clinic", "us", "vet", "Check in at reception 10 min early", ""),
    ("Serenity Day Spa", "us", "day spa", "Massage booked, 2 hours, robe provided", ""),
    ("Airport Parking Express", "gb", "car park", "Booking ref PK2231, 7 nights, Terminal 5", ""),
    ("Happy Paws Kennels", "us", "dog kennel", "Boarding for Rex, 5 nights, check-in 8am", ""),
    ("Viajes Sol y Mar", "es", "travel agent", "Reservó el hotel y los vuelos de Tenerife", ""),
    ("Trivago Kundenservice", "de", "company", "Rückerstattung für Buchung 88123", "https://www.trivago.de"),
    ("Hospital São João", "pt", "hospital", "Quarto 12, visitas às 15h", ""),
    ("ExCeL London", "gb", "venue", "Registration check-in 8:30, hall S3", ""),
]
PERSONS_IN_LODGING = [("Lucía", "Fernández", "es", "Lodging", "Guest room when in Madrid, keys from the porter"),
                      ("Tobias", "Keller", "ch", "Accommodation", "Couch for two nights in Zürich"),
                      ("Aiko", "Mori", "jp", "Lodging", "Homestay host, 3 nights")]
NO_ADDRESS = [("Hostel Stay Inn Lisbon", "pt", None), ("Motel Sunrise", "us", None), ("Chalet Edelweiss", "ch", "Lodging")]


def used_names():
    """The labelled and development books' names, which this book leaves out."""
    names = set()
    for folder in ("selection", "selection-dev"):
        with open(os.path.join(ROOT, "Fixtures", folder, "labels.tsv"), encoding="utf-8") as f:
            names |= {row["name"] for row in csv.DictReader(f, delimiter="\t")}
    return names


def build_specs(rng, brands_dir):
    book.PLACES.update(MORE_PLACES)
    used = used_names()
    specs = book.brand_specs(rng, brands_dir, 40, used)
    for name, country in BRAND_PROPERTIES:
        specs.append(Spec("stay", "famous-brand-no-lodging-word", org=name, country=country,
                          note=rng.choice(["", "", "Booked through the brand's app", "Anniversary trip", "Points stay"])))
    labels = [None, None, "Reception", "Front desk", "Reservations", "Rezeption", "Réception", "Recepción"]
    for name, country, url, note, category in INDEPENDENT:
        specs.append(Spec("stay", "independent-evidence-elsewhere", org=name, country=country, url=url, note=note, category=category,
                          phone_label=rng.choice(labels)))
    for name, country in WORDED:
        specs.append(Spec("stay", "lodging-word", org=name, country=country,
                          category=rng.choice([None, None, None, "Hotels", "Travel"]), note=rng.choice(["", "", "2 nights", "quiet room"])))
    for given, family, country, category, note in PERSONS_IN_LODGING:
        specs.append(Spec("stay", "person-in-lodging-category", given=given, family=family, country=country, company=False,
                          category=category, note=note))
    for name, country, category in NO_ADDRESS:
        specs.append(Spec("stay", "lodging-word-no-address", org=name, country=country, address=False, category=category))

    specs += book.people_specs(rng, 70, ["Met at the trade fair in Milan", "Birthday in October"])
    specs += book.trap_specs(rng, BUSINESSES, WORDED_OTHERS, BRAND_NAMED, STAFF, "events@example.com", NAMED_PEOPLE,
                             ["Harbor Insurance Brokers", "Kumar Electronics"])
    for name, country, what, note, url in NOTE_OTHERS:
        specs.append(Spec("other", f"lodging-note-or-url-but-{what.replace(' ', '-')}", org=name, country=country, url=url, note=note,
                          phone_label=rng.choice([None, None, "Reception"]) if what in ("doctor", "vet", "coworking") else None))
    # Names of people are drawn from the labelled book's lists: only theirs may recur.
    clashes = [s.name for s in specs if s.name in used and s.kind != "person"]
    if clashes:
        raise SystemExit(f"names the other books use: {clashes}")
    return specs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True, help="chooses the brands, the cards' details and their files")
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-heldout"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    specs = build_specs(rng, args.brands)
    rng.shuffle(specs)
    book.write_book(specs, lambda index: "held-out", rng, args.out)
    stays = sum(1 for s in specs if s.label == "stay")
    plain = sum(1 for s in specs if s.label == "stay" and not book.has_lodging_word(s.name))
    print(f"{len(specs)} cards, {stays} places to stay ({plain} with no lodging word in the name), all held out")


if __name__ == "__main__":
    main()
