#!/usr/bin/env python3
"""Writes the labelled test book for the selection rules (issue 20).

    scripts/make-selection-book.py --seed N [--brands ../shared/brands/name-suggestion-index]

Writes Fixtures/selection/{apple-3.0,google-3.0,outlook-2.1,android-2.1,
thunderbird-4.0}.vcf and Fixtures/selection/labels.tsv: one row per card with
its file, its number in that file, its label (stay = a place to stay, other =
anything else), the part it belongs to (tuning, or held-out: a third chosen at
random with --seed, never looked at while tuning), the kind of case it is, and
its name.

The cards are made up from public sources: brand names from OpenStreetMap's
name-suggestion-index (hotel, hostel and motel brands), names of well-known
independent places to stay, OpenStreetMap-style names of lodgings, shops and
offices in many countries and languages. No personal data: the people are
invented. The label says what the card is, whatever any rule makes of it.
"""
import argparse, json, os, random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (city, region, postal code, country, street, phone prefix)
PLACES = {
    "us": [("New York", "NY", "10019", "USA", "{n} West 57th Street", "+1 212"), ("Chicago", "IL", "60611", "USA", "{n} N Michigan Ave", "+1 312"),
           ("San Francisco", "CA", "94102", "USA", "{n} Market St", "+1 415"), ("Austin", "TX", "78701", "USA", "{n} Congress Ave", "+1 512")],
    "gb": [("London", "", "W1K 4HR", "United Kingdom", "{n} Brook Street", "+44 20"), ("Edinburgh", "", "EH1 1TQ", "United Kingdom", "{n} Princes Street", "+44 131")],
    "de": [("Berlin", "", "10117", "Germany", "Unter den Linden {n}", "+49 30"), ("München", "Bayern", "80331", "Deutschland", "Marienplatz {n}", "+49 89")],
    "fr": [("Paris", "", "75008", "France", "{n} rue du Faubourg Saint-Honoré", "+33 1"), ("Lyon", "", "69002", "France", "{n} place Bellecour", "+33 4")],
    "it": [("Roma", "RM", "00187", "Italia", "Via Veneto {n}", "+39 06"), ("Venezia", "VE", "30124", "Italy", "Riva degli Schiavoni {n}", "+39 041")],
    "es": [("Madrid", "", "28014", "España", "Paseo del Prado {n}", "+34 91"), ("Sevilla", "", "41004", "Spain", "Calle San Fernando {n}", "+34 95")],
    "pt": [("Lisboa", "", "1250-096", "Portugal", "Avenida da Liberdade {n}", "+351 21")],
    "nl": [("Amsterdam", "", "1012 JS", "Nederland", "Dam {n}", "+31 20")],
    "at": [("Wien", "", "1010", "Österreich", "Philharmoniker Straße {n}", "+43 1")],
    "ch": [("Zürich", "ZH", "8001", "Schweiz", "Bahnhofstrasse {n}", "+41 44")],
    "se": [("Stockholm", "", "111 48", "Sverige", "Södra Blasieholmshamnen {n}", "+46 8")],
    "jp": [("東京", "東京都", "100-0005", "日本", "丸の内{n}-1", "+81 3"), ("Kyoto", "Kyoto", "604-8094", "Japan", "{n} Fuyacho", "+81 75")],
    "cn": [("上海", "上海市", "200002", "中国", "中山东一路{n}号", "+86 21")],
    "hk": [("Hong Kong", "", "", "Hong Kong", "{n} Salisbury Road, Tsim Sha Tsui", "+852")],
    "sg": [("Singapore", "", "189673", "Singapore", "{n} Beach Road", "+65")],
    "th": [("Bangkok", "", "10500", "Thailand", "{n} Charoen Krung Road", "+66 2")],
    "in": [("New Delhi", "Delhi", "110003", "India", "Dr Zakir Hussain Marg {n}", "+91 11")],
    "ae": [("Dubai", "", "", "United Arab Emirates", "Jumeirah Beach Road {n}", "+971 4")],
    "au": [("Sydney", "NSW", "2000", "Australia", "{n} George Street", "+61 2")],
    "br": [("Rio de Janeiro", "RJ", "22021-001", "Brasil", "Avenida Atlântica {n}", "+55 21")],
    "mx": [("Ciudad de México", "CDMX", "06600", "México", "Paseo de la Reforma {n}", "+52 55")],
    "ru": [("Москва", "", "125009", "Россия", "Тверская улица {n}", "+7 495")],
    "ma": [("Marrakech", "", "40000", "Maroc", "Derb Sidi Bouloukat {n}", "+212 524")],
    "gr": [("Αθήνα", "", "105 57", "Ελλάδα", "Πλατεία Συντάγματος {n}", "+30 21")],
    "kr": [("서울", "", "04637", "대한민국", "을지로 {n}", "+82 2")],
    "ca": [("Montréal", "QC", "H3A 1H6", "Canada", "{n} rue Sherbrooke Ouest", "+1 514")],
    "pl": [("Kraków", "", "31-042", "Polska", "Rynek Główny {n}", "+48 12")],
    "cz": [("Praha", "", "110 00", "Česko", "Václavské náměstí {n}", "+420 2")],
    "ie": [("Dublin", "", "D02 HR67", "Ireland", "{n} St Stephen's Green", "+353 1")],
    "mv": [("Malé", "", "", "Maldives", "North Malé Atoll", "+960")],
}

FIRST = ["Anna", "Ben", "Chloé", "David", "Elif", "Fatima", "Giulia", "Hannes", "Ingrid", "Jonas", "Keiko", "Liam", "María", "Noah",
         "Olga", "Pedro", "Quentin", "Rosa", "Sven", "Tomás", "Uma", "Vera", "Wei", "Xavier", "Yuki", "Zoe", "Björn", "Camille",
         "Dmitri", "Emma", "Farid", "Grace", "Hiro", "Isabel", "Jakub", "Kofi", "Lena", "Mateo", "Nina", "Oskar", "Priya", "Ravi"]
LAST = ["Andersson", "Bauer", "Costa", "Dubois", "Eriksen", "Fischer", "García", "Hoffmann", "Ivanova", "Jensen", "Kowalski", "López",
        "Müller", "Nakamura", "Okafor", "Petrov", "Rossi", "Schmidt", "Tanaka", "Újvári", "Van Dijk", "Weber", "Yilmaz", "Zhang",
        "Novak", "Silva", "Moreau", "Larsen", "O'Brien", "Kim", "Singh", "Haddad", "Lindqvist", "Ferrari", "Sato", "Murphy"]
COMPANIES = [("Acme Plumbing", "Plumber"), ("Nordlicht Software GmbH", "Developer"), ("Studio Forma", "Designer"), ("Banco Atlântico", "Account manager"),
             ("City Dental Care", "Dentist"), ("Müller & Partner Steuerberatung", "Tax adviser"), ("Lumen Architects", "Architect"),
             ("Kowalski Auto Serwis", "Mechanic"), ("Rossi Avvocati", "Lawyer"), ("Tanaka Trading Co.", "Buyer"), ("St. Mary's Hospital", "Nurse"),
             ("Greenfield School", "Teacher"), ("Fjord Logistics AS", "Dispatcher"), ("Open Source Initiative", "Volunteer")]

# Well-known places to stay whose names hold no lodging word and are in no
# brand list: (name, country, url, note, category)
INDEPENDENT = [
    ("Claridge's", "gb", "https://www.claridges.co.uk", "Check-in from 15:00. Booked the Brook Penthouse for the anniversary.", None),
    ("The Savoy", "gb", "https://www.thesavoylondon.com", "Room 412, river view. Breakfast 7-10.", None),
    ("Gleneagles", "gb", "https://gleneagles.com", "2 nights half board, confirmation GL-4471", None),
    ("Le Bristol Paris", "fr", "https://www.oetkercollection.com/hotels/le-bristol-paris/", "", None),
    ("Le Meurice", "fr", "https://www.dorchestercollection.com/paris/le-meurice", "check-out noon; ask for a courtyard room", None),
    ("Tawaraya", "jp", "", "Traditional ryokan, dinner served in the room. Check-in 14:00.", None),
    ("Hoshinoya Kyoto", "jp", "https://hoshinoya.com/kyoto/en/", "Boat from Togetsukyo pier to the inn", None),
    ("Chateau Marmont", "us", "https://www.chateaumarmont.com", "Bungalow 3, late checkout agreed", None),
    ("The Plaza", "us", "https://www.theplazany.com", "", "Travel"),
    ("The Breakers", "us", "", "Stayed here for Dad's 70th: oceanfront room, booking ref 88213", None),
    ("Casa Camper Barcelona", "es", "https://www.casacamper.com", "24h free snacks for guests; room 208", None),
    ("Copacabana Palace", "br", "https://www.belmond.com/hotels/south-america/brazil/rio-de-janeiro/belmond-copacabana-palace/", "", None),
    ("Badrutt's Palace", "ch", "https://www.badruttspalace.com", "Ski week, 4 nights, reservation 55190", None),
    ("Pera Palace", "gr", "", "", "Accommodation"),
    ("Sacher Wien", "at", "https://www.sacher.com", "Check-in 15:00, Sachertorte on arrival", None),
    ("Pestana Palace Lisboa", "pt", "https://www.pestanacollection.com", "guest room 301", None),
    ("De L'Europe Amsterdam", "nl", "https://www.deleurope.com", "Room with canal view; check-out 12:00", None),
    ("Grand Hôtel Stockholm", "se", "https://www.grandhotel.se", "", None),
    ("Villa d'Este", "it", "https://www.villadeste.com", "Lake Como, 3 nights B&B", None),
    ("Cipriani Venice", "it", "", "Belmond property on Giudecca; booking ref CIP-221", None),
    ("La Mamounia", "ma", "https://www.mamounia.com", "5 nights, garden view room", None),
    ("El Fenn", "ma", "https://el-fenn.com", "Riad-style rooms around courtyards; check-in 14:00", None),
    ("Burj Al Arab", "ae", "https://www.jumeirah.com/en/stay/dubai/burj-al-arab-jumeirah", "Suite 1502", None),
    ("The Oberoi Amarvilas", "in", "", "Every room looks at the Taj Mahal. 2 nights.", None),
    ("Hotel-less: Zaborin", "jp", "https://zaborin.com", "Onsen in each villa, Hokkaido", None),
    ("Chiltern Firehouse", "gb", "https://www.chilternfirehouse.com", "Rooms upstairs, restaurant downstairs; stayed 2 nights", None),
    ("Ett Hem", "se", "https://www.etthem.se", "Twelve rooms in a townhouse; breakfast in the kitchen", None),
    ("Fogo Island", "ca", "", "", "Lodging"),
    ("The Shelbourne", "ie", "https://www.theshelbourne.com", "Check in after 3pm, room 214", None),
    ("Raffles Singapore", "sg", "https://www.raffles.com/singapore/", "Long Bar downstairs; suite 101", None),
]
# Brands a brand list may lack (name, country).
FAMOUS_BRANDS = [("Mandarin Oriental, Bangkok", "th"), ("Park Hyatt Tokyo", "jp"), ("The Peninsula Hong Kong", "hk"), ("Shangri-La Sydney", "au"),
                 ("Aman Tokyo", "jp"), ("The Oberoi, New Delhi", "in"), ("Capella Singapore", "sg"), ("One&Only Reethi Rah", "mv"),
                 ("Six Senses Douro Valley", "pt"), ("Rosewood London", "gb"), ("Four Seasons George V", "fr"), ("Belmond Cipriani", "it"),
                 ("Jumeirah Beach", "ae"), ("Banyan Tree Bangkok", "th"), ("Anantara Siam", "th"), ("Fairmont Le Château Frontenac", "ca"),
                 ("Kempinski Adlon", "de"), ("Mövenpick Amsterdam", "nl"), ("Sofitel Legend Metropole", "th"), ("Waldorf Astoria Amsterdam", "nl")]
# Places to stay with a lodging word in the name, many languages.
WORDED = [("Hotel Adlon Kempinski", "de"), ("Gasthof zur Post", "at"), ("Pension Müller", "de"), ("Jugendherberge Berlin Ostkreuz", "de"),
          ("Ryokan Kurashiki", "jp"), ("Albergo del Senato", "it"), ("Locanda Cipriani", "it"), ("Agriturismo Il Poggio", "it"),
          ("Hostal Oliva", "es"), ("Parador de Granada", "es"), ("Pousada de Óbidos", "pt"), ("Auberge du Vieux Puits", "fr"),
          ("Hôtel Le Marais", "fr"), ("Chambres d'hôtes La Bastide", "fr"), ("Hotell Kungsträdgården", "se"), ("Riad Yasmine", "ma"),
          ("Lakeside B&B", "gb"), ("The George Inn", "gb"), ("Travelodge Edinburgh Central", "gb"), ("Premier Inn London City", "gb"),
          ("Motel 6 Austin", "us"), ("Holiday Inn Express Chicago", "us"), ("Hampton Inn & Suites", "us"), ("Sunset Motor Lodge", "us"),
          ("Generator Hostel Dublin", "ie"), ("Stayokay Amsterdam Vondelpark", "nl"), ("Hotel Sacher Salzburg", "at"),
          ("Гостиница Метрополь", "ru"), ("Отель Арарат Парк", "ru"), ("ホテルオークラ東京", "jp"), ("旅館 俵屋", "jp"),
          ("和平饭店", "cn"), ("上海外滩华尔道夫酒店", "cn"), ("롯데호텔 서울", "kr"), ("Ξενοδοχείο Μεγάλη Βρεταννία", "gr"),
          ("Hotel Bristol Warszawa", "pl"), ("Penzion U Zlatého kola", "cz"), ("Hostel One Kraków", "pl"),
          ("Guesthouse Hafnia", "se"), ("Youth Hostel Zürich", "ch"), ("Résidence Le Colisée", "fr"), ("Aparthotel Adagio Berlin", "de"),
          ("Casa de Huéspedes Lola", "es"), ("Pensione Accademia", "it"), ("Minshuku Yamashita", "jp"), ("Boutique Hotel Stadthalle", "at"),
          ("The Ritz-Carlton Hotel, Montréal", "ca"), ("Hotel Fasano Rio", "br"), ("Hotel Condesa DF", "mx"), ("Capsule Hotel Anshin Oyado", "jp")]

# Traps: not places to stay.
SHOPS_WITH_WORDS = [("Donut Inn", "us", "donut shop", "https://donutinn.example.com", "Best glazed donuts, open 6am"),
                    ("Shoe Inn", "us", "shoe shop", "", "Shoe store, sizes 5-13"), ("Pizza Inn", "us", "restaurant", "https://pizzainn.com", ""),
                    ("Dragon Inn Chinese Restaurant", "gb", "restaurant", "", "Takeaway menu on the fridge"),
                    ("Tandoori Inn", "gb", "restaurant", "", "Curry night order: 2x lamb bhuna"),
                    ("Hotel Chocolat", "gb", "chocolate shop", "https://www.hotelchocolat.com", "Gift boxes"),
                    ("Motel Bar", "us", "bar", "", "cocktails, happy hour 5-7"), ("Resort Wear Boutique", "us", "clothes shop", "", ""),
                    ("Hostel Café", "de", "café", "", "Kaffee und Kuchen"), ("The Lodge Barber Shop", "us", "barber", "", "Haircut every 4 weeks"),
                    ("Lodge Cast Iron Outlet", "us", "shop", "https://www.lodgecastiron.com", "skillets"),
                    ("Executive Suites Office Rental", "us", "office rental", "", "Suite 300, coworking desk"),
                    ("Inn Bakery", "us", "bakery", "", "sourdough on Saturdays"), ("Hotel Taco Food Truck", "us", "food truck", "", ""),
                    ("Pension Fund Advisors", "us", "financial adviser", "", "401k rollover"), ("Gasthaus Grill & Bar", "de", "restaurant", "", "Schnitzel"),
                    ("Hotelplan Reisebüro", "ch", "travel agency", "https://www.hotelplan.ch", "Reisebüro"),
                    ("Hotel Supply Co.", "us", "wholesaler", "", "linen and towels supplier"),
                    ("Inn-Out Dry Cleaning", "us", "dry cleaner", "", ""), ("Resort Pools & Spas", "us", "pool builder", "", "pool maintenance contract")]
BRAND_NAMED_OTHERS = [("Nobu Restaurant", "gb", "restaurant", "Table for 4 at 8pm"), ("Raffles Medical", "sg", "clinic", "GP appointment"),
                      ("Shangri-La Chinese Restaurant", "us", "restaurant", "Dim sum Sundays"),
                      ("Four Seasons Garden Centre", "gb", "garden centre", "Roses, compost"), ("Capella University", "us", "university", "Admissions office"),
                      ("Oberoi Realty", "in", "real estate", "Flat viewing"), ("Park Plaza Dental", "us", "dentist", "Cleaning every 6 months"),
                      ("Westin Plumbing", "us", "plumber", "Leaking tap"), ("Hyatt Legal Plans", "us", "legal services", ""),
                      ("Ritz Cinema", "gb", "cinema", ""), ("Mercure Auto Parts", "fr", "car parts", ""), ("Hampton Veterinary Clinic", "us", "vet", "Rex's vaccinations"),
                      ("Taj Mahal Restaurant", "gb", "restaurant", "Indian takeaway"), ("Edition Books", "gb", "bookshop", ""),
                      ("Aloft Yoga Studio", "us", "yoga studio", ""), ("Sonder Design Agency", "nl", "design agency", ""),
                      ("Element Fitness", "us", "gym", "membership 2025"), ("Canopy Tree Care", "us", "arborist", ""),
                      ("Meininger Bakery", "de", "bakery", "")]
HOTEL_STAFF = [("Sales manager", "Hilton Garden Inn Berlin", "de"), ("Concierge", "Mandarin Oriental, Bangkok", "th"),
               ("Revenue manager", "Four Seasons Hotel Sydney", "au"), ("Front office manager", "Hotel Sacher Wien", "at"),
               ("Director of sales", "Marriott Marquis", "us"), ("Event coordinator", "The Savoy", "gb"), ("Chef de cuisine", "Hôtel Le Marais", "fr"),
               ("General manager", "Park Hyatt Tokyo", "jp"), ("Wedding planner", "Kempinski Hotel", "de"), ("HR business partner", "Accor Hotels", "fr"),
               ("Reservations agent", "Premier Inn", "gb"), ("Spa therapist", "Six Senses Douro Valley", "pt")]
SURNAME_TRAPS = [("Hilton", "Paris"), ("Innes", "Tom"), ("Marriott", "Sarah"), ("Hyatt", "Sam"), ("Ritz", "Gabriel"), ("Westin", "Peter"),
                 ("Lodge", "Kevin"), ("Hampton", "Ben"), ("Wyndham", "Chris"), ("Fairmont", "Lucy"), ("Inn", "Mei"), ("Radisson", "Emma"),
                 ("Regent", "Jane"), ("Holiday", "Tim"), ("Sheraton", "Anne"), ("Kimpton", "Mark"), ("Pension", "Karl"), ("Hotel", "Jean")]
NOTE_TRAPS = [("SkyNordic Airlines", "no", "airline", "https://www.skynordic.example", "Online check-in opens 24h before departure"),
              ("Dr. Alvarez Dermatology", "us", "doctor", "", "Room 412, 4th floor; check-in at the front desk"),
              ("Booking.com Customer Service", "nl", "company", "https://www.booking.com", "Call about refund for reservation 29384"),
              ("Expedia Support", "us", "company", "https://www.expedia.com", "hotel refund case #5521"),
              ("Airbnb Help", "us", "company", "https://www.airbnb.com/help", ""),
              ("Hotels.com Rewards", "us", "company", "https://www.hotels.com", ""),
              ("Eurolines Coach Station", "fr", "bus", "", "Luggage check-in 30 min before"),
              ("Lumen Conference Centre", "gb", "venue", "", "Breakout room 3, AV check-in 8am"),
              ("Hertz Airport", "us", "car rental", "https://www.hertz.com", "Pick-up desk in the lobby of terminal 2"),
              ("Trip Planners Travel Agency", "au", "travel agent", "", "Books our hotels and flights")]

LODGING_WORDS_IN_NAME = ("hotel", "inn", "motel", "hostel", "lodge", "pension", "ryokan", "albergo", "hostal", "parador", "pousada",
                         "auberge", "hôtel", "hotell", "riad", "b&b", "guesthouse", "jugendherberge", "travelodge", "gasthof", "locanda",
                         "agriturismo", "chambres", "penzion", "youth", "résidence", "aparthotel", "huéspedes", "pensione", "minshuku",
                         "stayokay", "гостиница", "отель", "ホテル", "旅館", "饭店", "酒店", "호텔", "ξενοδοχείο", "capsule")


def has_lodging_word(name):
    low = name.lower()
    return any(w in low for w in LODGING_WORDS_IN_NAME)


class Spec:
    """One card, in no client's style yet."""
    def __init__(self, label, kind, org="", given="", family="", title="", country=None, url="", note="", category=None,
                 company=True, email="", phone_label=None, address=True):
        self.label, self.kind, self.org, self.given, self.family, self.title = label, kind, org, given, family, title
        self.country, self.url, self.note, self.category, self.company = country, url, note, category, company
        self.email, self.phone_label, self.address = email, phone_label, address

    @property
    def name(self):
        return self.org if self.company else f"{self.given} {self.family}".strip()


def brand_specs(rng, brands_dir, count, used=()):
    """Places to stay: `count` brands of the name-suggestion-index with no
    lodging word and no name in `used` that starts with theirs (in any case), each in a
    city of a country of their scope."""
    items = []
    for file in ("hotel.json", "hostel.json", "motel.json"):
        with open(os.path.join(brands_dir, file), encoding="utf-8") as f:
            items += json.load(f)["items"]
    plain = [i for i in items if not has_lodging_word(i["displayName"]) and i["displayName"].isascii() and len(i["displayName"]) > 3
             and not any(n.casefold().startswith(i["displayName"].casefold() + " ") for n in used)]
    specs = []
    for item in rng.sample(plain, count):
        scope = [c for c in item["locationSet"].get("include", []) if c in PLACES] or ["us", "gb", "de", "fr"]
        country = rng.choice(scope)
        city = PLACES[country][0][0]
        specs.append(Spec("stay", "brand-no-lodging-word", org=f"{item['displayName']} {city}", country=country,
                          url=rng.choice(["", "", f"https://www.{item['displayName'].lower().replace(' ', '').replace('&', '')}.com"])))
    return specs


def people_specs(rng, count, notes):
    """`count` people of the lists above, some with an employer, a job, an
    address, a category or one of `notes`."""
    specs = []
    for _ in range(count):
        company_name, job = rng.choice(COMPANIES)
        specs.append(Spec("other", "person", given=rng.choice(FIRST), family=rng.choice(LAST), company=False,
                          org=rng.choice(["", "", company_name]), title=rng.choice(["", "", job]), country=rng.choice(list(PLACES)),
                          address=rng.random() < 0.6, note=rng.choice(["", "", ""] + notes),
                          category=rng.choice([None, None, None, "Friends", "Family", "Work"])))
    return specs


def trap_specs(rng, businesses, worded, brand_named, staff, staff_email, named, named_orgs):
    """Businesses (name, country); names holding a lodging word (name,
    country, what, url, note); businesses bearing a brand's name (name,
    country, what, note); hotels' staff (title, organization, country),
    some with `staff_email`; people named like a brand (given, family),
    some working at one of `named_orgs`."""
    specs = [Spec("other", "business", org=name, country=country) for name, country in businesses]
    for name, country, what, url, note in worded:
        specs.append(Spec("other", f"lodging-word-but-{what.replace(' ', '-')}", org=name, country=country, url=url, note=note))
    for name, country, what, note in brand_named:
        specs.append(Spec("other", f"brand-name-but-{what.replace(' ', '-')}", org=name, country=country, note=note))
    for title, org, country in staff:
        specs.append(Spec("other", "hotel-staff-person", given=rng.choice(FIRST), family=rng.choice(LAST), org=org,
                          title=title, country=country, company=False, email=rng.choice(["", staff_email])))
    for given, family in named:
        specs.append(Spec("other", "person-with-lodging-or-brand-name", given=given, family=family, company=False,
                          country=rng.choice(list(PLACES)), org=rng.choice([""] + named_orgs)))
    return specs


def build_specs(rng, brands_dir):
    specs = brand_specs(rng, brands_dir, 30)
    for name, country in FAMOUS_BRANDS:
        specs.append(Spec("stay", "famous-brand-no-lodging-word", org=name, country=country,
                          note=rng.choice(["", "", "Booked through the brand's app", "Anniversary trip"])))
    for name, country, url, note, category in INDEPENDENT:
        name = name.replace("Hotel-less: ", "")
        specs.append(Spec("stay", "independent-evidence-elsewhere", org=name, country=country, url=url, note=note, category=category,
                          phone_label=rng.choice([None, None, "Reception", "Front desk", "Reservations"])))
    for name, country in WORDED:
        specs.append(Spec("stay", "lodging-word", org=name, country=country,
                          category=rng.choice([None, None, None, "Hotels", "Travel"]), note=rng.choice(["", "", "2 nights", "quiet room at the back"])))
    # A friend's couch: a person the user filed as lodging.
    specs.append(Spec("stay", "person-in-lodging-category", given="Marta", family="Kowalczyk", country="pl", company=False,
                      category="Lodging", note="Sofa bed, keys with the neighbour"))
    specs.append(Spec("stay", "person-in-lodging-category", given="Jamie", family="Fraser", country="gb", company=False,
                      category="Accommodation", note="Spare room when in Edinburgh"))
    # Places to stay with little to go on: no address.
    specs.append(Spec("stay", "lodging-word-no-address", org="Hostel Pod Kraków", country="pl", address=False))
    specs.append(Spec("stay", "category-no-address", org="Cabin at Lake Tahoe", country="us", address=False, category="Lodging"))

    # Not places to stay.
    specs += people_specs(rng, 95, ["Met at the conference in Lisbon", "Birthday in May"])
    for name, job in COMPANIES:
        specs.append(Spec("other", "business", org=name, country=rng.choice(list(PLACES))))
    for name, country, what, url, note in SHOPS_WITH_WORDS:
        specs.append(Spec("other", f"lodging-word-but-{what.replace(' ', '-')}", org=name, country=country, url=url, note=note))
    for name, country, what, note in BRAND_NAMED_OTHERS:
        specs.append(Spec("other", f"brand-name-but-{what.replace(' ', '-')}", org=name, country=country, note=note))
    for title, org, country in HOTEL_STAFF:
        specs.append(Spec("other", "hotel-staff-person", given=rng.choice(FIRST), family=rng.choice(LAST), org=org, title=title,
                          country=country, company=False, email="sales@example.com"))
    for family, given in SURNAME_TRAPS:
        specs.append(Spec("other", "person-with-lodging-or-brand-surname", given=given, family=family, company=False,
                          country=rng.choice(list(PLACES)), org=rng.choice(["", "Studio Forma", "Lumen Architects"])))
    for name, country, what, url, note in NOTE_TRAPS:
        specs.append(Spec("other", f"lodging-note-or-url-but-{what.replace(' ', '-')}", org=name, country=country if country in PLACES else "nl",
                          url=url, note=note))
    return specs


# MARK: - Client styles

def esc(value, version):
    value = value.replace("\\", "\\\\").replace("\n", "\\n")
    value = value.replace(",", "\\,").replace(";", "\\;")
    return value


def esc_component(value):
    return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")


def qp(value):
    out = ""
    for b in value.encode("utf-8"):
        out += chr(b) if 33 <= b <= 126 and b not in (61,) else f"={b:02X}"
    return out


def address(spec, rng):
    city, region, postal, country, street, prefix = rng.choice(PLACES[spec.country])
    return street.format(n=rng.randint(1, 120)), city, region, postal, country, f"{prefix} {rng.randint(1000000, 9999999)}"


def uid(rng):
    return "%08X-%04X-%04X-%04X-%012X" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(16), rng.getrandbits(16), rng.getrandbits(48))


def apple(spec, rng):
    street, city, region, postal, country, phone = address(spec, rng)
    lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//macOS 14.5//EN"]
    lines.append(f"N:{esc_component(spec.family)};{esc_component(spec.given)};;;" if not spec.company else "N:;;;;")
    lines.append(f"FN:{esc(spec.name, '3.0')}")
    if spec.org: lines.append(f"ORG:{esc_component(spec.org)};")
    if spec.title: lines.append(f"TITLE:{esc(spec.title, '3.0')}")
    if spec.email: lines.append(f"item1.EMAIL;type=INTERNET;type=pref:{spec.email}")
    if spec.phone_label:
        lines += [f"item2.TEL;type=pref:{phone}", f"item2.X-ABLabel:{spec.phone_label}"]
    else:
        lines.append(f"TEL;type={'WORK' if spec.company else 'CELL'};type=VOICE;type=pref:{phone}")
    if spec.address:
        lines += [f"item3.ADR;type=WORK;type=pref:;;{esc_component(street)};{esc_component(city)};{esc_component(region)};{postal};{esc_component(country)}",
                  f"item3.X-ABADR:{spec.country}"]
    if spec.url: lines += [f"item4.URL;type=pref:{spec.url}", "item4.X-ABLabel:_$!<HomePage>!$_"]
    if spec.note: lines.append(f"NOTE:{esc(spec.note, '3.0')}")
    if spec.company: lines.append("X-ABShowAs:COMPANY")
    if spec.category: lines.append(f"CATEGORIES:{esc(spec.category, '3.0')}")
    lines.append(f"UID:{uid(rng)}")
    lines.append("END:VCARD")
    return lines


def google(spec, rng):
    street, city, region, postal, country, phone = address(spec, rng)
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"FN:{esc(spec.name, '3.0')}"]
    lines.append(f"N:{esc_component(spec.family)};{esc_component(spec.given)};;;" if not spec.company else "N:;;;;")
    if spec.email: lines.append(f"EMAIL;TYPE=INTERNET;TYPE=WORK:{spec.email}")
    if spec.phone_label:
        lines += [f"item1.TEL:{phone}", f"item1.X-ABLabel:{spec.phone_label}"]
    else:
        lines.append(f"TEL;TYPE={'WORK' if spec.company else 'CELL'}:{phone}")
    if spec.address:
        label = f"{street}\\n{postal} {city}\\n{country}".replace(",", "\\,")
        lines.append(f"ADR;TYPE=WORK:;;{esc_component(street)};{esc_component(city)};{esc_component(region)};{postal};{esc_component(country)}")
    if spec.org: lines.append(f"ORG:{esc_component(spec.org)}")
    if spec.title: lines.append(f"TITLE:{esc(spec.title, '3.0')}")
    if spec.url: lines += [f"item2.URL:{spec.url.replace(':', chr(92) + ':')}", "item2.X-ABLabel:_$!<HomePage>!$_"]
    if spec.note: lines.append(f"NOTE:{esc(spec.note, '3.0')}")
    cats = ["myContacts"] + ([spec.category] if spec.category else [])
    lines.append("CATEGORIES:" + ",".join(cats))
    lines.append("END:VCARD")
    return lines


def v21(name, value):
    if value.isascii():
        return f"{name}:{value}"
    return f"{name};CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{qp(value)}"


def outlook(spec, rng):
    street, city, region, postal, country, phone = address(spec, rng)
    lines = ["BEGIN:VCARD", "VERSION:2.1"]
    lines.append(v21("N;LANGUAGE=en-us", f"{spec.family};{spec.given}" if not spec.company else ""))
    lines.append(v21("FN", spec.name))
    if spec.org: lines.append(v21("ORG", spec.org))
    if spec.title: lines.append(v21("TITLE", spec.title))
    if spec.note: lines.append(v21("NOTE", spec.note))
    lines.append(f"TEL;{'WORK' if spec.company else 'CELL'};VOICE:{phone}")
    if spec.address:
        lines.append(v21("ADR;WORK;PREF", f";;{street};{city};{region};{postal};{country}"))
        lines.append("LABEL;WORK;PREF;ENCODING=QUOTED-PRINTABLE:" + qp(f"{street}\r\n{city} {postal}\r\n{country}"))
    if spec.url: lines.append(f"URL;WORK:{spec.url}")
    if spec.email: lines.append(f"EMAIL;PREF;INTERNET:{spec.email}")
    if spec.category: lines.append(v21("CATEGORIES", spec.category))
    lines += ["X-MS-OL-DEFAULT-POSTAL-ADDRESS:2", f"REV:2024{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}T101500Z", "END:VCARD"]
    return lines


def android(spec, rng):
    street, city, region, postal, country, phone = address(spec, rng)
    lines = ["BEGIN:VCARD", "VERSION:2.1"]
    lines.append(v21("N", f"{spec.family};{spec.given};;;" if not spec.company else ";;;;"))
    lines.append(v21("FN", spec.name))
    lines.append(f"TEL;{'WORK' if spec.company else 'CELL'}:{phone}")
    if spec.email: lines.append(f"EMAIL;WORK:{spec.email}")
    if spec.address: lines.append(v21("ADR;WORK", f";;{street};{city};{region};{postal};{country}"))
    if spec.org: lines.append(v21("ORG", spec.org))
    if spec.title: lines.append(v21("TITLE", spec.title))
    if spec.url: lines.append(f"URL:{spec.url}")
    if spec.note: lines.append(v21("NOTE", spec.note))
    lines.append("END:VCARD")
    return lines


def thunderbird(spec, rng):
    street, city, region, postal, country, phone = address(spec, rng)
    lines = ["BEGIN:VCARD", "VERSION:4.0", "PRODID:-//Thunderbird//CardBook//EN", f"UID:urn:uuid:{uid(rng).lower()}", f"FN:{esc(spec.name, '4.0')}"]
    if spec.company and rng.random() < 0.5: lines.append("KIND:org")
    lines.append(f"N:{esc_component(spec.family)};{esc_component(spec.given)};;;" if not spec.company else "N:;;;;")
    if spec.org: lines.append(f"ORG:{esc_component(spec.org)}")
    if spec.title: lines.append(f"TITLE:{esc(spec.title, '4.0')}")
    if spec.email: lines.append(f"EMAIL;PREF=1:{spec.email}")
    lines.append(f"TEL;TYPE={'work' if spec.company else 'cell'};VALUE=uri:tel:{phone.replace(' ', '-')}")
    if spec.address:
        label = f"{street}\\n{postal} {city}\\n{country}"
        lines.append(f'ADR;TYPE=work;LABEL="{label}":;;{esc_component(street)};{esc_component(city)};{esc_component(region)};{postal};{esc_component(country)}')
    if spec.url: lines.append(f"URL:{spec.url}")
    if spec.note: lines.append(f"NOTE:{esc(spec.note, '4.0')}")
    if spec.category: lines.append(f"CATEGORIES:{esc(spec.category, '4.0')}")
    lines.append("REV:20250301T120000Z")
    lines.append("END:VCARD")
    return lines


STYLES = [("apple-3.0.vcf", apple), ("google-3.0.vcf", google), ("outlook-2.1.vcf", outlook), ("android-2.1.vcf", android),
          ("thunderbird-4.0.vcf", thunderbird)]


def fold(line):
    """Folds at 75 octets without splitting a UTF-8 sequence."""
    data = line.encode("utf-8")
    if len(data) <= 75: return [line]
    parts, start, limit = [], 0, 75
    while start < len(data):
        end = min(start + limit, len(data))
        while end < len(data) and (data[end] & 0xC0) == 0x80: end -= 1
        parts.append(data[start:end].decode("utf-8"))
        start, limit = end, 74
    return [parts[0]] + [" " + p for p in parts[1:]]


def write_book(specs, part, rng, out):
    """Writes `specs` into `out`, card i in the style STYLES[i % 5], and
    labels.tsv with each card's part (`part(i)`)."""
    files = {name: [] for name, _ in STYLES}
    rows = []
    for index, spec in enumerate(specs):
        name, style = STYLES[index % len(STYLES)]
        lines = style(spec, rng)
        # Outlook folds nothing; the others fold long lines.
        if name != "outlook-2.1.vcf" and name != "android-2.1.vcf":
            lines = [piece for line in lines for piece in fold(line)]
        files[name].append(lines)
        rows.append((name, len(files[name]), spec.label, part(index), spec.kind, spec.name))
    os.makedirs(out, exist_ok=True)
    for name, cards in files.items():
        with open(os.path.join(out, name), "w", encoding="utf-8", newline="") as f:
            for card in cards:
                f.write("\r\n".join(card) + "\r\n")
    with open(os.path.join(out, "labels.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write("file\tcard\tlabel\tpart\tkind\tname\n")
        for row in sorted(rows, key=lambda r: (r[0], r[1])):
            f.write("\t".join(str(x) for x in row) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True, help="chooses the cards' details, their files and the held-out third")
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    specs = build_specs(rng, args.brands)
    rng.shuffle(specs)
    held_out = set(rng.sample(range(len(specs)), len(specs) // 3))
    write_book(specs, lambda index: "held-out" if index in held_out else "tuning", rng, args.out)
    stays = sum(1 for s in specs if s.label == "stay")
    plain = sum(1 for s in specs if s.label == "stay" and not has_lodging_word(s.name))
    print(f"{len(specs)} cards, {stays} places to stay ({plain} with no lodging word in the name), {len(held_out)} held out")


if __name__ == "__main__":
    main()
