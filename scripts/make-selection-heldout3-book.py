#!/usr/bin/env python3
"""Writes a third held-out book for the selection rules (issue 20): new
cards of every class, all of them held out.

    scripts/make-selection-heldout3-book.py --seed N [--out Fixtures/selection-heldout3]

Why: the second held-out book was no longer unseen once its wrong
verdicts had been counted by kind, and the rules were since tuned on
three development books written from those counts. This book was written
after the rules of evidence revision 3 and committed before any build of
hotels was run on it; none of its cards is for tuning (every card's
`part` is `held-out`), and it is reported as totals only.

Its classes are the other books', with names none of them uses: brands of
OpenStreetMap's name-suggestion-index with no lodging word (a sample that
leaves out every brand another book names); properties of well-known
brands with no lodging word in the name; independent places to stay whose
name holds no lodging word and whose NOTE (written as a traveller would
write it, in the language of the country or in English), URL, category,
phone label or e-mail address says what they are; places named by a
lodging word of many languages and scripts; people the user filed as
lodging; places with no address; and traps: people, businesses, shops and
institutions whose name holds a lodging word, businesses that bear a
hotel brand's name, hotels' staff, people called like a brand, and notes
of rooms, nights, suites and check-ins that are not stays. All are made
up from public knowledge; no person is real. The label says what the card
is, whatever any rule makes of it. The client styles and the card writers
are the labelled book's (scripts/make-selection-book.py).
"""
import argparse, csv, json, os, random

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
Spec = book.Spec

MORE_PLACES = dict(dev3.MORE_PLACES, **{
    "sa": [("Riyadh", "", "12211", "Saudi Arabia", "King Fahd Road {n}", "+966 11")],
    "pe": [("Lima", "", "15074", "Perú", "Avenida Larco {n}", "+51 1")],
    "nz": [("Queenstown", "", "9300", "New Zealand", "{n} Beach Street", "+64 3")],
    "ke": [("Nairobi", "", "00100", "Kenya", "{n} Kenyatta Avenue", "+254 20")],
    "ph": [("Cebu City", "Cebu", "6000", "Philippines", "{n} Osmeña Boulevard", "+63 32")],
    "et": [("Addis Ababa", "", "1000", "Ethiopia", "Bole Road {n}", "+251 11")],
    "ir": [("اصفهان", "", "81465", "ایران", "خیابان چهارباغ {n}", "+98 31")],
    "si": [("Ljubljana", "", "1000", "Slovenija", "Čopova ulica {n}", "+386 1")],
    "sk": [("Poprad", "", "058 01", "Slovensko", "Námestie sv. Egídia {n}", "+421 52")],
})

# Properties of well-known brands, no lodging word in the name: (name, country).
BRAND_PROPERTIES = [
    ("Waldorf Astoria Jerusalem", "il"), ("The St. Regis Venice", "it"), ("Bvlgari Paris", "fr"), ("Capella Bangkok", "th"),
    ("Six Senses Zighy Bay", "om"), ("Aman Kyoto", "jp"), ("Amanzoe", "gr"), ("Rosewood Castiglion del Bosco", "it"),
    ("Belmond Copacabana Palace", "br"), ("Mandarin Oriental Jumeira", "ae"), ("Kempinski Palace Engelberg", "ch"),
    ("Anantara Siam Bangkok", "th"), ("Fairmont Banff Springs", "ca"), ("Sofitel Legend Metropole Hanoi", "vn"),
    ("Park Hyatt Vienna", "at"), ("Andaz Tokyo Toranomon Hills", "jp"), ("The Langham, Chicago", "us"),
    ("Shangri-La Bosphorus", "tr"), ("JW Marriott Marquis Dubai", "ae"), ("W Barcelona", "es"),
    ("InterContinental Lyon Hotel-Dieu", "fr"), ("Pullman Paris Tour Eiffel", "fr"), ("Swissôtel Amsterdam", "nl"),
    ("Meininger München Olympiapark", "de"), ("citizenM Tower of London", "gb"), ("Kimpton De Witt Amsterdam", "nl"),
    ("Moxy Frankfurt East", "de"), ("Canopy by Hilton Reykjavik", "is"), ("Dusit Thani Maldives", "mv"),
    ("Banyan Tree Mayakoba", "mx"), ("Pan Pacific Orchard", "sg"), ("Soneva Fushi", "mv"), ("Cheval Blanc Paris", "fr"),
    ("Airelles Courchevel", "fr"), ("Gleneagles Townhouse", "gb"), ("Taj Lake Palace Udaipur", "in"),
    ("The Oberoi Udaivilas", "in"), ("Lotte World Tower Signiel", "kr"), ("Scandic Continental", "se"),
    ("Radisson Collection Strand Stockholm", "se"), ("Stayokay Utrecht Centrum", "nl"),
]

# Independent places to stay, no lodging word or brand in the name, whose NOTE,
# URL, category, phone label or e-mail says what they are:
# (name, country, note, url, category, phone label, e-mail local part).
INDEPENDENT = [
    ("Haus am Mühlbach", "de", "Zimmer 3 unterm Dach, Frühstück im Wintergarten", "", None, None, ""),
    ("Landgut Sonnenwiese", "at", "2 Nächte, Hund erlaubt, Sauna", "", None, None, ""),
    ("Chalet Alpenglühen", "ch", "", "https://www.booking.com/hotel/ch/alpengluehen.html", None, None, ""),
    ("Domaine des Trois Chênes", "fr", "Suite familiale, dîner à la table d'hôtes", "", None, None, ""),
    ("La Bergerie du Lac", "fr", "", "", None, "Accueil", "reservation"),
    ("Masía Can Ferrer", "es", "Habitación con terraza, 4 noches en agosto", "", None, None, ""),
    ("Cortijo La Alcornocosa", "es", "", "https://www.airbnb.es/rooms/48213377", None, None, ""),
    ("Tenuta San Lorenzo", "it", "Camera con vista sulle vigne, colazione alle 8", "", None, None, ""),
    ("Borgo dei Ciliegi", "it", "", "", "Vacanze", "Reception", "info"),
    ("Quinta do Lago Azul", "pt", "Quarto 5, pequeno-almoço no jardim", "", None, None, ""),
    ("Solar dos Arcos", "pt", "", "https://www.tripadvisor.pt/Hotel_Review-g189180-d1234567-Reviews-Solar_dos_Arcos.html", None, None, ""),
    ("Het Poorthuis", "nl", "Kamer aan de gracht, fietsen te huur", "", None, None, ""),
    ("De Kleine Abdij", "be", "", "", None, "Receptie", "boekingen"),
    ("Gamla Prästgården", "se", "Stuga 4, frukost i huvudbyggnaden", "", None, None, ""),
    ("Fjordbris", "no", "Hytte med utsikt, nøkkel i postkassen", "", None, None, ""),
    ("Strandlyst", "dk", "", "https://www.booking.com/hotel/dk/strandlyst.html", None, None, ""),
    ("Järvenranta", "fi", "Mökki järven rannalla, sauna ja vene", "", None, None, ""),
    ("Dworek pod Lipami", "pl", "Pokój 8, śniadanie 8-10, parking na podwórzu", "", None, None, ""),
    ("Statek Bouzov", "cz", "Dvoulůžkový pokoj, 2 noci, snídaně v ceně", "", None, None, ""),
    ("Tokaji Borudvar", "hu", "Szoba a pince felett, borkóstoló", "", None, None, ""),
    ("Vila Kamen", "hr", "Apartman 2, 5 noćenja, parking", "", None, None, ""),
    ("Kula Doganović", "rs", "", "", None, "Recepcija", "rezervacije"),
    ("Konak Nevra", "tr", "", "https://www.tatilsepeti.com/konak-nevra", None, None, ""),
    ("Αρχοντικό Ζωή", "gr", "Δωμάτιο με θέα στη θάλασσα, 3 βράδια", "", None, None, ""),
    ("Усадьба Липки", "ru", "Номер с камином, 2 ночи", "", None, None, ""),
    ("Садиба Смерекова", "ua", "Кімната на двох, сніданок о 9", "", None, None, ""),
    ("Rancho Las Golondrinas", "mx", "Cabaña 3, llegada después de las 3pm", "", None, None, ""),
    ("Estancia La Paz", "ar", "", "https://www.despegar.com.ar/hoteles/h-543210/estancia-la-paz", None, None, ""),
    ("Vinícola Serra Gaúcha", "br", "Chalé com lareira, 2 diárias", "", None, None, ""),
    ("Hacienda San Rafael", "co", "", "", "Viajes", "Recepción", "reservas"),
    ("Tambo del Inka", "pe", "Habitación 212, desayuno buffet", "", None, None, ""),
    ("Blue Gum Farm", "au", "Cottage by the dam, check-in after 3", "", None, None, ""),
    ("Kauri Cliffs View", "nz", "", "https://www.bookabach.co.nz/baches-and-holiday-homes/view/12345", None, None, ""),
    ("Giraffe Manor", "ke", "Two nights, giraffe breakfast", "", None, None, ""),
    ("Bantayan Cove", "ph", "", "", None, "Front office", "frontoffice"),
    ("Whistling Pines", "us", "Cabin 7, late check-in code 2231", "", None, None, ""),
    ("The Old Forge", "gb", "", "https://www.sykescottages.co.uk/cottage/Peak-District-The-Old-Forge-12345.html", None, None, ""),
    ("Ballyvolane House", "ie", "Stayed three nights, fishing on the Blackwater", "", None, None, ""),
    ("Maison Rivière", "ca", "", "", "Voyage", "Réception", "reception"),
    ("Riad Dar Sara", "ma", "Chambre au patio, dîner sur le toit", "", None, None, ""),
    ("Bait Al Bahr", "jo", "غرفة تطل على البحر، ليلتين", "", None, None, ""),
    ("Beit Shmuel", "il", "", "https://www.booking.com/hotel/il/beit-shmuel.html", None, None, ""),
    ("Abbasi Courtyard", "ir", "اتاق دو تخته، صبحانه", "", None, None, ""),
    ("Neemrana Fort-Palace", "in", "Stayed in the Hawa Mahal suite, 2 nights", "", None, None, ""),
    ("Kasa Kandy", "lk", "", "https://www.agoda.com/kasa-kandy/hotel/kandy-lk.html", None, None, ""),
    ("Baan Chiang Mai Teak", "th", "ห้องพักริมสวน 2 คืน", "", None, None, ""),
    ("Mái Nhà Hội An", "vn", "Phòng 3, 2 đêm, có bữa sáng", "", None, None, ""),
    ("Sawah Indah Ubud", "id", "", "", None, "Reservation", "reservation"),
    ("Yamanouchi Sansō", "jp", "1泊朝食付き、露天風呂", "", None, None, ""),
    ("Kinosaki Yutoya", "jp", "", "https://www.jalan.net/yad345678/", None, None, ""),
    ("北京四合院", "cn", "大床房，两晚", "", None, None, ""),
    ("제주 돌담집", "kr", "독채, 2박 3일", "", None, None, ""),
    ("Tasman Lookout", "nz", "", "", "Accommodation", None, ""),
    ("Vineyard Cottage Stellenbosch", "za", "Self-catering cottage, 3 nights, keys at the farm office", "", None, None, ""),
    ("Dhow Palace", "ae", "", "", None, "Front desk", "frontdesk"),
]

# Places named by a lodging word, in many languages and scripts: (name, country).
WORDED = [
    ("Hostellerie du Château", "fr"), ("Gîte d'étape du Col", "fr"), ("Auberge de jeunesse Annecy", "fr"), ("Hotel garni Edelweiß", "at"),
    ("Landgasthof Adler", "de"), ("Berghütte Schwarzwasser", "at"), ("Rifugio Lagazuoi", "it"), ("Foresteria del Monastero", "it"),
    ("Pensione Bencistà", "it"), ("Refugio de Góriz", "es"), ("Fonda Biayna", "es"), ("Alberg Mare de Déu", "es"),
    ("Residencial Aviz", "pt"), ("Alojamento Local Ribeira", "pt"), ("Herberg De Gouden Leeuw", "nl"),
    ("B&B De Nachtegaal", "be"), ("Vandrarhem Af Chapman", "se"), ("Fjellstue Haukeliseter", "no"), ("Kro Hvide Hus", "dk"),
    ("Hotelli Kämp Gardens", "fi"), ("Gistihús Egilsstaðir", "is"), ("Pensjonat Pod Giewontem", "pl"), ("Schronisko Murowaniec", "pl"),
    ("Horská chata Jelenka", "cz"), ("Penzión Tatra", "sk"), ("Fogadó a Kékhez", "hu"), ("Pensiunea Casa Veche", "ro"),
    ("Koča na Kredarici", "si"), ("Konak Kapetan Miša", "rs"), ("Viesu nams Jūras", "lv"), ("Sodyba Pušynas", "lt"),
    ("Otel Kaya", "tr"), ("Ξενοδοχείο Ακρόπολις", "gr"), ("Ενοικιαζόμενα Δωμάτια Μαρία", "gr"), ("Гостиница Байкал", "ru"),
    ("Хостел Львів Центр", "ua"), ("فندق الزهراء", "eg"), ("مهمانپذیر سپاهان", "ir"), ("אכסניית ירושלים", "il"),
    ("अतिथि गृह शांति", "in"), ("ユースホステル 京都", "jp"), ("宿坊 恵光院", "jp"), ("丽江古城客栈", "cn"), ("한옥스테이 북촌", "kr"),
    ("รีสอร์ท ภูผา", "th"), ("Homestay Mekong", "vn"), ("Pension House Cebu", "ph"), ("ሆቴል ራስ", "et"), ("Motor Lodge Queenstown", "nz"),
    ("Ecolodge Mashpi", "co"),
]

# Not places to stay, whose name holds a lodging word: (name, country, what, note, url).
WORDED_OTHERS = [
    ("Inn Valley Brewing Co", "at", "brewery", "Keg order for the party", ""), ("Motel Sessions Studio", "us", "recording-studio", "Mixing booked", ""),
    ("Hostellerie Supplies Ltd", "gb", "supplier", "Linen order", ""), ("Hotel Tango Distillery", "us", "distillery", "Tasting tour", ""),
    ("Lodge Hill Garage", "gb", "garage", "MOT due", ""), ("Resort Lane Dental", "au", "dentist", "Cleaning in June", ""),
    ("Pension Services Bureau", "gb", "pension-office", "Statement", ""), ("Hôtel des Arts de Toulon", "fr", "art-centre", "Exposition", ""),
    ("Hôtel de Ville de Montréal", "ca", "city-hall", "Permis", ""), ("Gasthaus-Brauerei Zwickl", "de", "brewery-pub", "Tisch für 8 reserviert", ""),
    ("Chalet Pâtisserie", "ca", "patisserie", "Gâteau samedi", ""), ("Albergue de Animales Huellitas", "es", "animal-shelter", "Adopción", ""),
    ("Schronisko dla Zwierząt Promyk", "pl", "animal-shelter", "Spacer z psem w sobotę", ""),
    ("Riad Dental Clinic", "ma", "dentist", "Rendez-vous mardi", ""), ("Suites Office Furniture", "us", "furniture", "Desk chairs", ""),
    ("Guesthouse Software AS", "no", "software", "Faktura", ""), ("Hotel Lobby Design Studio", "gb", "design-studio", "Mood board", ""),
    ("Hotelplan Reisebüro", "ch", "travel-agent", "Reiseunterlagen abholen", ""), ("Hotelschiff-Werft Meyer", "de", "shipyard", "", ""),
    ("Ryokan Collection Tokyo Office", "jp", "head-office", "Invoice", ""),
]

# Not places to stay, bearing a hotel brand's name: (name, country, what, note).
BRAND_NAMED = [
    ("Hilton Head Pharmacy", "us", "pharmacy", "Prescription ready"), ("Marriott Drive Veterinary", "us", "vet", "Vaccines"),
    ("Hyatt Roller Rink", "us", "roller-rink", "Birthday party"), ("Sheraton Park Tennis Club", "gb", "sports-club", "Court 2 Tuesday"),
    ("Westin Bros Roofing", "us", "roofer", "Quote for repairs"), ("Savoy Opera Company", "gb", "theatre", "Season tickets"),
    ("Ritz Dance Academy", "us", "dance-school", "Ballet Thursday"), ("Regent Taxis", "gb", "taxi", "Airport pick-up 5am"),
    ("Mandarin Garden Takeaway", "gb", "takeaway", "Order no. 42"), ("Teppichhaus Kempinski", "de", "carpet-shop", "Teppich reinigen"),
    ("Mercure Insurance Agency", "us", "insurance", "Policy renewal"), ("Ibis Lab Diagnostics", "it", "laboratory", "Esami del sangue"),
    ("Sofitel Laundry Services", "th", "laundry", "Pick-up Monday"), ("Four Seasons Pizza", "us", "pizzeria", "Large margherita"),
    ("Shangri-La Florist", "sg", "florist", "Wreath"), ("Peninsula Motors", "au", "car-dealer", "Service booked"),
    ("Raffles Place MRT Lost & Found", "sg", "lost-property", "Umbrella"), ("Aman Tailors", "in", "tailor", "Suit fitting"),
    ("Radisson Street Dry Cleaners", "us", "dry-cleaner", ""), ("Fairmont Dental Group", "us", "dentist", "Crown"),
]

# Hotels' staff: (title, organization, country).
STAFF = [("Revenue manager", "Park Hyatt Vienna", "at"), ("Front office manager", "Hotel Sacher Salzburg", "at"),
         ("Head chef", "Gasthof zum Hirschen", "de"), ("Housekeeping", "Ryokan Sawanoya", "jp"), ("Events coordinator", "Fairmont Banff Springs", "ca"),
         ("Owner", "Pensione Bencistà", "it"), ("Night auditor", "Motel Sunset Strip", "us"), ("Guest relations", "Amanzoe", "gr")]

# People named like a brand or a lodging word: (given, family).
NAMED_PEOPLE = [("Grace", "Hilton"), ("Tom", "Hyatt"), ("Julia", "Savoy"), ("Mark", "Regent"), ("Anna", "Kempinski"), ("Peter", "Inness"),
                ("Laura", "Lodge"), ("David", "Marriott"), ("Emma", "Westin")]

# Businesses with nothing of lodging: (name, country).
BUSINESSES = [("Müller Steuerberatung", "de"), ("Café Central Wien", "at"), ("Boulangerie Paul", "fr"), ("Ferretería El Clavo", "es"),
              ("Farmacia San Marco", "it"), ("Tandläkare Berg", "se"), ("Bike Shop Utrecht", "nl"), ("Sushi Zen", "jp"),
              ("Northwind Traders", "us"), ("Copperleaf Accounting", "gb")]

# Notes of rooms, nights, suites and check-ins that are not stays: (name, country, what, note, url).
NOTE_OTHERS = [
    ("Vet Clinic Sunnyside", "us", "vet", "Overnight observation for Max, pick up 9am", ""),
    ("Stadtbibliothek Köln", "de", "library", "Gruppenraum 2 gebucht, Anmeldung an der Info", ""),
    ("Hartley & Co Solicitors", "gb", "solicitor", "Suite 5, 2nd floor, ask at reception", ""),
    ("Eurostar Customer Care", "gb", "train", "Check-in closes 30 min before departure", ""),
    ("Hurtigruten Booking", "no", "cruise", "Lugar 512, 6 netter, innsjekking i Bergen", "https://www.hurtigruten.com/booking"),
    ("Cirque du Soleil Box Office", "ca", "show", "Two nights of shows, seats in row J", ""),
    ("Klinikum Rechts der Isar", "de", "hospital", "Zimmer 412, 3 Nächte stationär", ""),
    ("Salle des Fêtes de Valence", "fr", "party-hall", "Réception de mariage, 150 invités, nuit dansante", ""),
    ("Escuela de Idiomas Sol", "es", "language-school", "Matrícula, aula 3, desayuno de bienvenida", ""),
    ("Co-Work Lisboa", "pt", "coworking", "Sala de reuniões reservada, receção no piso 1", ""),
    ("Nachtzug Reisen", "de", "night-train", "Liegewagen, Check-in am Bahnsteig 7", ""),
    ("ZOO Praha", "cz", "zoo", "Noc v zoo pro děti, 2 noci, rezervace", ""),
    ("Summer Camp Pine Lake", "us", "kids-camp", "Drop-off Sunday, 6 nights, cabin assignments at check-in", ""),
    ("Tokyo Big Sight", "jp", "exhibition-hall", "受付9時、ホールB", ""),
    ("Storage King", "au", "self-storage", "Unit 14, key at front desk", ""),
]

PERSONS_IN_LODGING = [("Ingrid", "Solberg", "no", "Lodging", "Guest room in the basement, sleeps 2"),
                      ("Marco", "Bellini", "it", "Hotels", "Couch when in Milan"),
                      ("Aiko", "Tanaka", "jp", "宿泊", "Futon room, near the station")]
NO_ADDRESS = [("Backpackers Hostel Queenstown", "nz", None), ("Hostal Las Flores", "es", None), ("Cabin by the Creek", "us", "Lodging")]


def other_books_names():
    """The names of every card of the other selection books (read, never shown)."""
    names = set()
    for folder in ("selection", "selection-dev", "selection-dev2", "selection-dev3", "selection-heldout"):
        with open(os.path.join(ROOT, "Fixtures", folder, "labels.tsv"), encoding="utf-8") as f:
            names |= {row["name"] for row in csv.DictReader(f, delimiter="\t")}
    return names


def build_specs(rng, brands_dir):
    book.PLACES.update(MORE_PLACES)
    book.PLACES.setdefault("om", [("Musandam", "", "", "Oman", "Dibba Road {n}", "+968 26")])
    used = other_books_names()
    used_folded = {n.casefold() for n in used}
    specs = book.brand_specs(rng, brands_dir, 36, used)
    for name, country in BRAND_PROPERTIES:
        specs.append(Spec("stay", "famous-brand-no-lodging-word", org=name, country=country,
                          note=rng.choice(["", "", "Booked with points", "Honeymoon", "Conference stay"])))
    for name, country, note, url, category, label, local in INDEPENDENT:
        domain = "".join(c for c in name.lower() if c.isascii() and c.isalnum()) or "stay"
        specs.append(Spec("stay", "independent-evidence-elsewhere", org=name, country=country, note=note, category=category,
                          url=url or rng.choice(["", f"https://www.{domain}.example"]), phone_label=label,
                          email=f"{local}@{domain}.example" if local else ""))
    for name, country in WORDED:
        specs.append(Spec("stay", "lodging-word", org=name, country=country,
                          category=rng.choice([None, None, None, "Travel"]), note=rng.choice(["", "", "1 night", "room at the back"])))
    for given, family, country, category, note in PERSONS_IN_LODGING:
        specs.append(Spec("stay", "person-in-lodging-category", given=given, family=family, country=country, company=False,
                          category=category, note=note))
    for name, country, category in NO_ADDRESS:
        specs.append(Spec("stay", "lodging-word-no-address", org=name, country=country, address=False, category=category))

    specs += book.people_specs(rng, 60, ["Met on the train to Vienna", "Kids' football coach"])
    worded = [(name, country, what, url, note) for name, country, what, note, url in WORDED_OTHERS]
    specs += book.trap_specs(rng, BUSINESSES, worded, BRAND_NAMED, STAFF, "office@example.com", NAMED_PEOPLE,
                             ["Northwind Traders", "Copperleaf Accounting"])
    for name, country, what, note, url in NOTE_OTHERS:
        specs.append(Spec("other", f"stay-words-but-{what}", org=name, country=country, url=url, note=note,
                          phone_label=rng.choice([None, None, "Reception"]) if what in ("vet", "solicitor", "coworking") else None))
    # Names of people are drawn from the labelled book's lists: only theirs may
    # recur. Any other card whose name another book holds is left out, unlisted:
    # some of those books are held out.
    kept = [s for s in specs if s.name.casefold() not in used_folded or s.kind in ("person", "hotel-staff-person")]
    print(f"{len(specs) - len(kept)} cards left out: another book holds their names")
    return kept


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True, help="chooses the brands, the cards' details and their files")
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-heldout3"))
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
