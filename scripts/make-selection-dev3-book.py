#!/usr/bin/env python3
"""Writes a third development book for the selection rules (issue 20): the
classes that still failed on the held-out books after the second
development book's rules (Run 3 of bench/RESULTS.md, by its per-kind
counts), with other names, for tuning.

    scripts/make-selection-dev3-book.py --seed N [--out Fixtures/selection-dev3]

Its classes: independent places to stay whose name holds neither a lodging
word nor a brand and whose NOTE, URL, phone label or e-mail address says
what they are, in many languages and scripts (Nordic, Baltic, Hungarian,
Turkish, Greek, Ukrainian, Korean, Thai, Vietnamese, Indonesian, Arabic,
Hebrew, Hindi; booking, hostel and travel sites); places named by a lodging
word of a language or a script the rules do not know (Latvian, Lithuanian,
Estonian, Icelandic, Welsh, Irish, Georgian, Armenian, Mongolian, Arabic,
Hebrew, Hindi, Khmer, more Japanese, Chinese, Korean and Slavic words);
properties of brands the brand table lacks (checked against the table when
this was written); and traps of the kinds that were taken: a business
bearing a hotel brand's name, a name holding a lodging word (a dog hotel,
a Tierpension, a pension fund, a French hôtel that is a museum or a
ministry, a chocolate shop), and notes of nights, rooms, suites and
check-ins that are not stays (a sleep clinic, a night train, an office's
suite, a wedding reception, a day surgery).

All are made up from public knowledge: brand names as the groups write
them, OpenStreetMap-style names of lodgings, shops and offices; no person
is real. The label says what the card is, whatever any rule makes of it.
No name is one of a held-out book's: the script leaves out any card whose
name a held-out book holds (it checks, without listing them). Every
card's `part` is `development`. The writers of the client styles are the
labelled book's (scripts/make-selection-book.py).
"""
import argparse, csv, os, random

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
held = load("make-selection-heldout-book.py")
dev2 = load("make-selection-dev2-book.py")
Spec = book.Spec

# Countries no earlier book has an address for: (city, region, postal code, country, street, phone prefix).
MORE_PLACES = dict(held.MORE_PLACES, **dev2.MORE_PLACES, **{
    "lv": [("Rīga", "", "LV-1050", "Latvija", "Kaļķu iela {n}", "+371 67")],
    "lt": [("Vilnius", "", "01128", "Lietuva", "Pilies g. {n}", "+370 5")],
    "ee": [("Tallinn", "", "10130", "Eesti", "Pikk tn {n}", "+372 6")],
    "ge": [("თბილისი", "", "0105", "საქართველო", "რუსთაველის გამზირი {n}", "+995 32")],
    "am": [("Երևան", "", "0010", "Հայաստան", "Աբովյան փողոց {n}", "+374 10")],
    "mn": [("Улаанбаатар", "", "14200", "Монгол", "Энхтайваны өргөн чөлөө {n}", "+976 11")],
    "il": [("ירושלים", "", "9414106", "ישראל", "רחוב יפו {n}", "+972 2")],
    "jo": [("عمّان", "", "11181", "الأردن", "شارع الرينبو {n}", "+962 6")],
    "eg": [("Cairo", "", "11511", "Egypt", "{n} Talaat Harb Street", "+20 2")],
    "kh": [("Siem Reap", "", "17252", "Cambodia", "Sivatha Boulevard {n}", "+855 63")],
    "co": [("Cartagena", "Bolívar", "130001", "Colombia", "Calle del Arsenal {n}", "+57 5")],
    "rs": [("Beograd", "", "11000", "Srbija", "Knez Mihailova {n}", "+381 11")],
    "be": [("Brugge", "", "8000", "België", "Markt {n}", "+32 50")],
    "np": [("Kathmandu", "", "44600", "Nepal", "Thamel Marg {n}", "+977 1")],
})

# Independent places to stay, no lodging word or brand in the name: (name, country).
STAYS = [
    ("Villa Rosengård", "se"), ("Solbakken", "no"), ("Strandgaarden", "dk"), ("Koivula", "fi"), ("Saulės Slėnis", "lt"),
    ("Dzintari Māja", "lv"), ("Vanalinna Kodu", "ee"), ("Napsugár Porta", "hu"), ("U Tří Lip", "cz"), ("Kuća Bura", "hr"),
    ("Deniz Yıldızı", "tr"), ("Σπίτι της Άννας", "gr"), ("Затишок", "ua"), ("Lindenhof Weiler", "de"), ("Le Mas des Oliviers", "fr"),
    ("Ca' Rezzonico Sei", "it"), ("Casa das Camélias", "pt"), ("Het Wevershuisje", "nl"), ("Huize Ter Duinen", "be"),
    ("La Casona de Tita", "es"), ("Casa Índigo", "co"), ("Recanto das Águas", "br"), ("Ayumi-an", "jp"),
    ("静月庵", "jp"), ("梅花小筑", "cn"), ("한옥 달빛", "kr"), ("บ้านสวนริมน้ำ", "th"), ("Nhà Mây", "vn"), ("Rumah Kayu Ubud", "id"),
    ("Dar Zitoun", "ma"), ("بيت الزيتون", "jo"), ("בית הגפן", "il"), ("Haveli Dharampura", "in"), ("Kasthamandap Courtyard", "np"),
    ("Maple Hollow Farm", "us"), ("The Coach House Cottages", "gb"), ("Wattle Creek Retreat", "au"), ("Les Tournesols", "ca"),
    ("Kiri Vihara", "lk"), ("Angkor Bliss", "kh"),
]

# Notes of a stay, by language.
NOTES = {
    "se": ["Dubbelrum, frukost ingår", "Incheckning från 15, två nätter"],
    "no": ["Dobbeltrom med frokost, innsjekk fra kl 15", "To netter i juli, rom 3"],
    "dk": ["Dobbeltværelse, morgenmad inkluderet", "Indtjekning efter kl. 15, 2 nætter"],
    "fi": ["Kahden hengen huone, aamiainen sisältyy", "Sisäänkirjautuminen klo 15, kaksi yötä"],
    "lt": ["Dvivietis kambarys, pusryčiai įskaičiuoti", "Registracija nuo 14 val., 2 naktys"],
    "lv": ["Divvietīgs numurs ar brokastīm", "2 naktis, reģistrācija no 14:00"],
    "ee": ["Kahekohaline tuba, hommikusöök hinnas", "Sisseregistreerimine kell 14, 2 ööd"],
    "hu": ["Kétágyas szoba, reggelivel", "Bejelentkezés 14 órától, 3 éjszaka"],
    "cz": ["Dvoulůžkový pokoj, snídaně v ceně", "3 noci, příjezd po 14. hodině"],
    "hr": ["Dvokrevetna soba s doručkom", "Prijava od 14 sati, 4 noćenja"],
    "tr": ["Çift kişilik oda, kahvaltı dahil", "Giriş saat 14:00, 2 gece"],
    "gr": ["Δίκλινο δωμάτιο με πρωινό", "Άφιξη μετά τις 14:00, 3 νύχτες"],
    "ua": ["Двомісний номер, сніданок включено", "Заселення з 14:00, 2 ночі"],
    "de": ["Doppelzimmer mit Frühstück, Anreise Freitag", "3 Übernachtungen, Zimmer 7"],
    "fr": ["Chambre double, petit-déjeuner inclus", "2 nuits, arrivée après 16h"],
    "it": ["Camera doppia con colazione", "3 notti, check-in dalle 15"],
    "pt": ["Quarto duplo com pequeno-almoço", "2 noites, check-in a partir das 15h"],
    "br": ["Quarto casal, café da manhã incluso", "3 diárias, check-in às 14h"],
    "nl": ["Tweepersoonskamer met ontbijt", "Inchecken vanaf 15 uur, 2 nachten"],
    "be": ["Tweepersoonskamer met ontbijt", "2 nachten, aankomst na 15 uur"],
    "es": ["Habitación doble con desayuno", "Entrada a partir de las 14h, 2 noches"],
    "co": ["Habitación doble con desayuno", "3 noches, check-in 3 pm"],
    "jp": ["1泊2食付き、チェックイン15時", "和室、朝食付き"],
    "cn": ["双床房，含早餐，入住14点后", "住两晚，含早"],
    "kr": ["체크인 15시, 조식 포함", "2박, 더블룸"],
    "th": ["เช็คอิน 14:00 รวมอาหารเช้า", "ห้องดับเบิล 2 คืน"],
    "vn": ["Phòng đôi, bao gồm bữa sáng", "Nhận phòng lúc 14 giờ, 2 đêm"],
    "id": ["Kamar double, termasuk sarapan", "Check-in jam 14.00, 2 malam"],
    "ma": ["Chambre double, petit-déjeuner sur la terrasse", "3 nuits au riad"],
    "jo": ["غرفة مزدوجة مع الإفطار", "تسجيل الوصول الساعة 2 ظهراً، ليلتان"],
    "il": ["חדר זוגי כולל ארוחת בוקר", "צ'ק אין ב-15:00, שני לילות"],
    "in": ["Double room with breakfast, check-in noon", "डबल कमरा, नाश्ता शामिल"],
    "np": ["Double room, breakfast included", "Check-in at 1 pm, 3 nights"],
    "en": ["Two nights in the garden room", "Check-in 4pm, breakfast in the barn", "Stayed in the loft, lovely hosts",
           "Self check-in, key box code 4711", "Booked the blue room for our anniversary"],
}

# Pages that say what a place is: a booking, hostel, holiday-let or travel site's page.
URLS = [
    "https://www.booking.com/hotel/{cc}/{slug}.html",
    "https://www.hostelworld.com/hostels/p/{m}/{slug}/",
    "https://www.agoda.com/{slug}/hotel/all/{slug}.html",
    "https://www.vrbo.com/{m}",
    "https://www.hotels.com/ho{m}/{slug}/",
    "https://www.trip.com/hotels/detail/?hotelId={m}",
    "https://www.jalan.net/yad{m}/",
    "https://travel.rakuten.co.jp/HOTEL/{m}/{m}.html",
    "https://www.airbnb.co.uk/rooms/{m}",
    "https://www.holidaycheck.de/hi/{slug}/{m}",
    "https://www.chambres-hotes.fr/chambre-d-hote_{slug}_{m}.htm",
]

# Labels of a reception's phone and local parts of its e-mail address, in many languages.
DESK_LABELS = ["Reception", "Rezeption", "Recepción", "Receptie", "Recepção", "Recepcja", "Vastaanotto", "Resepsjon",
               "Recepce", "Recepció", "Resepsiyon", "Front desk", "フロント", "前台", "프런트"]
DESK_MAILS = ["reception", "rezeption", "recepcion", "reservas", "prenotazioni", "booking", "stay", "frontdesk", "reservations",
              "receptie", "vastaanotto", "resepsjon", "rezervace", "rezerwacje"]

# Places to stay named by a lodging word of another language or script, or a compound ending in one.
WORDED = [
    ("Viesnīca Centrs", "lv"), ("Viešbutis Ąžuolynas", "lt"), ("Svečių namai Ramybė", "lt"), ("Külalistemaja Vana Tall", "ee"),
    ("Gistiheimilið Sunna", "is"), ("Farfuglaheimilið Loft", "is"), ("Gwesty'r Harbwr", "gb"), ("Óstán na Trá", "ie"),
    ("Vendégház Fenyves", "hu"), ("Pensionat Solgården", "se"), ("Lomakylä Kuusikko", "fi"), ("Jeugdherberg Brugge", "be"),
    ("Logies De Zwaan", "be"), ("Affittacamere Il Glicine", "it"), ("Maison d'hôtes Les Tilleuls", "fr"),
    ("Estalagem da Ponta", "pt"), ("Albergaria Senhora do Monte", "pt"), ("Apartahotel Ciudad Vieja", "co"),
    ("Apartmani Ana", "hr"), ("Konukevi Kapadokya", "tr"), ("Пансионат Прибой", "ru"), ("Мини-отель Невский", "ru"),
    ("База отдыха Лесная", "ru"), ("Хостел Подол", "ua"), ("Зочид буудал Улаанбаатар", "mn"), ("სასტუმრო ძველი თბილისი", "ge"),
    ("Հյուրանոց Արարատ", "am"), ("فندق البتراء", "jo"), ("מלון הגפן", "il"), ("होटल सूर्या", "in"), ("សណ្ឋាគារ អង្គរ", "kh"),
    ("ゲストハウス 結", "jp"), ("ペンション白樺", "jp"), ("旅籠 大黒屋", "jp"), ("青年旅舍 南锣", "cn"), ("山水度假村", "cn"),
    ("호스텔 명동", "kr"), ("리조트 해오름", "kr"), ("Wisma Bahari", "id"), ("Nhà khách Hồ Tây", "vn"),
]

# Properties of brands the brand table lacked when this was written, named without a lodging word.
BRANDS = [
    ("Cassia Bintan", "id"), ("COMO Uma Canggu", "id"), ("Oakwood Premier Tokyo", "jp"), ("Capri by Fraser Frankfurt", "de"),
    ("Mitsui Garden Ginza Premier", "jp"), ("WelcomHeritage Ranbanka Palace", "in"), ("Sarovar Portico Jaipur", "in"),
    ("Fiesta Americana Reforma", "mx"), ("Decameron Barú", "co"), ("Vincci Soma Madrid", "es"), ("Ilunion Atrium Madrid", "es"),
    ("Martinhal Chiado", "pt"), ("Starhotels Michelangelo Firenze", "it"), ("Baglioni Luna Venezia", "it"),
    ("Bilderberg Bellevue Dresden", "de"), ("Thon Rosenkrantz Oslo", "no"), ("Falkensteiner Schladming", "at"),
    ("Althoff Seehof Rottach-Egern", "de"), ("limehome Wien Belvedere", "at"), ("Schani Wien", "at"),
    ("Peppers Noosa", "au"), ("QT Melbourne", "au"), ("Crystalbrook Kingsley", "au"), ("Ovolo Nishi Canberra", "au"),
    ("Rove Downtown Dubai", "ae"), ("Vida Emirates Hills", "ae"), ("Atlantis The Palm", "ae"), ("Amari Watergate Bangkok", "th"),
    ("Keio Plaza Tokyo", "jp"), ("The Prince Gallery Tokyo Kioicho", "jp"), ("Harbour Plaza Metropolis", "hk"),
    ("The Upper House", "hk"), ("Montage Laguna Beach", "us"), ("Pendry San Diego", "us"), ("Freehand Chicago", "us"),
    ("Zostel Jaipur", "in"), ("Lopesan Costa Meloneras", "es"), ("Xcaret Arte", "mx"), ("Constance Belle Mare Plage", "mu"),
    ("LUX* Grand Baie", "mu"), ("Heritance Kandalama", "lk"), ("Uga Ulagalla", "lk"), ("The Lalit Mumbai", "in"),
    ("Club Mahindra Munnar", "in"), ("Safestay Edinburgh", "gb"),
]

# Not places to stay, bearing a hotel brand's name: (name, country, what, note).
BRAND_NAMED = [
    ("Four Seasons Nail Spa", "us", "nail-salon", "Gel manicure"), ("Four Seasons Landscaping", "us", "landscaper", "Hedge trimming in May"),
    ("Aman Jewellers", "gb", "jeweller", "Ring resized"), ("Hyatt Legal Plans", "us", "legal-plan", "Member services"),
    ("Westin Homes", "us", "home-builder", "Model home visit"), ("Steigenberger Akademie", "de", "hotel-school", "Ausbildung Hotelfach"),
    ("Savoy Cinema Dublin", "ie", "cinema", "Two tickets, row F"), ("Ritz Camera & Image", "us", "camera-shop", "Film developed"),
    ("Oberoi Realty", "in", "estate-agent", "Flat viewing Saturday"), ("Peninsula Hospital", "au", "hospital", "Ward 4"),
    ("Langham Dental Practice", "gb", "dentist", "Check-up in March"), ("Raffles Institution", "sg", "school", "Parents' evening"),
    ("Shangri-La Chinese Restaurant", "us", "restaurant", "Table for 6 on Friday"),
    ("Accor Head Office", "fr", "head-office", "Accounts payable"), ("Kempinski Feinkost", "de", "delicatessen", "Präsentkorb bestellt"),
]

# Not places to stay, whose name holds a lodging word: (name, country, what, note).
WORDED_OTHERS = [
    ("Hundehotel Bello", "de", "dog-boarding", "Hund 5 Nächte, Impfpass mitbringen"), ("Tierpension Sonnenschein", "at", "animal-boarding", "Katze 2 Wochen"),
    ("Pferdepension Gut Eichenhof", "de", "horse-livery", "Box für Stute, monatlich"), ("Pet Hotel Paws & Claws", "us", "pet-boarding", "Rex, 3 nights"),
    ("Pensioenfonds Zorg en Welzijn", "nl", "pension-fund", "Jaaroverzicht"), ("Pension Consultants Ltd", "gb", "pension-adviser", "Annual review"),
    ("Hôtel de la Monnaie", "fr", "museum", "Visite guidée samedi"), ("Hôtel Matignon", "fr", "ministry", "Courrier"),
    ("Hotel Chocolat", "gb", "chocolate-shop", "Easter eggs ordered"), ("Inn-Salzach-Klinikum", "de", "hospital", "Station 2"),
    ("Motel Mozaïek Festival", "nl", "festival", "Tickets april"), ("Hostel Management Systems", "gb", "software", "Licence renewal"),
    ("Lodge Kennels & Grooming", "us", "kennel", "Nail trim"), ("Resort Wear Collective", "us", "clothing", "Order shipped"),
    ("Chalet Bakery", "ca", "bakery", "Birthday cake Saturday"),
]

# Notes of nights, rooms, suites and check-ins that are not stays: (name, country, what, note).
NOTE_OTHERS = [
    ("Schlaflabor Dr. Brandt", "de", "sleep-clinic", "1 Nacht, Anreise 20 Uhr, Schlafanzug mitbringen"),
    ("ÖBB Nightjet", "at", "night-train", "Schlafwagen, 1 Nacht, Abteil 3"),
    ("Baker & Wells LLP", "us", "law-firm", "Suite 400, 4th floor, reception on the left"),
    ("Schloss Ebersberg Events", "de", "wedding-venue", "Hochzeitsfeier, 120 Gäste, Empfang 15 Uhr"),
    ("Lakeside Day Surgery", "gb", "day-surgery", "Check-in 7am, nil by mouth"),
    ("Globe Theatre Box Office", "gb", "theatre", "Three nights of Hamlet, 2 seats"),
    ("Stena Line Kundeservice", "dk", "ferry", "Kahyt booket, nattefærge, check-in 90 min før"),
    ("DHL Express Service Point", "de", "courier", "Overnight delivery, pick-up at reception"),
    ("Messe Frankfurt", "de", "trade-fair", "Check-in Halle 4, Registrierung"),
    ("Kita Sonnenblume", "de", "kindergarten", "Übernachtung im Kindergarten am Freitag"),
    ("Bilkent Üniversitesi Yurt Ofisi", "tr", "university-office", "Oda 214, kayıt"),
    ("Coworking Tønsberg", "no", "coworking", "Møterom booket, resepsjon 1. etasje"),
]


def held_out_names():
    """The names of every held-out card (read, never shown)."""
    names = set()
    for folder in ("selection", "selection-heldout"):
        with open(os.path.join(ROOT, "Fixtures", folder, "labels.tsv"), encoding="utf-8") as f:
            names |= {row["name"].casefold() for row in csv.DictReader(f, delimiter="\t") if row["part"] == "held-out"}
    return names


def stay_specs(rng, styles):
    """Each independent place to stay says what it is outside its name by
    a note (its country's language or English), a booking or travel
    site's page, or, where the style writes phone labels (Apple, Google),
    a reception's phone label and e-mail address."""
    specs = []
    for (name, country), style in zip(STAYS, styles):
        labelled = style in ("apple-3.0.vcf", "google-3.0.vcf")
        what = rng.choice(["note", "note", "note-en", "url"] + (["desk"] if labelled else []))
        note, label, email = "", None, ""
        domain = "".join(c for c in name.lower() if c.isascii() and c.isalnum()) or "stay"
        if what == "note":
            note = rng.choice(NOTES.get(country, NOTES["en"]))
        elif what == "note-en":
            note = rng.choice(NOTES["en"])
        elif what == "desk":
            label, email = rng.choice(DESK_LABELS), f"{rng.choice(DESK_MAILS)}@{domain}.example"
        url = f"https://www.{domain}.example" if rng.random() < 0.5 else ""
        if what == "url":
            slug = "-".join("".join(c for c in w.lower() if c.isascii() and c.isalnum()) for w in name.split()).strip("-") or "stay"
            url = rng.choice(URLS).format(m=rng.randint(10000, 9999999), slug=slug, cc=country)
        specs.append(Spec("stay", f"independent-evidence-elsewhere-{what}", org=name, country=country, url=url, note=note,
                          phone_label=label, email=email))
    return specs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev3"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(MORE_PLACES)
    others = ([Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_NAMED]
              + [Spec("other", f"lodging-word-but-{what}", org=n, country=c, note=note) for n, c, what, note in WORDED_OTHERS]
              + [Spec("other", f"stay-words-but-{what}", org=n, country=c, note=note) for n, c, what, note in NOTE_OTHERS])
    places = ([Spec("stay", "lodging-word", org=n, country=c, note=rng.choice(["", "", "2 nights"])) for n, c in WORDED]
              + [Spec("stay", "famous-brand-no-lodging-word", org=n, country=c, note=rng.choice(["", "", "Points stay"]))
                 for n, c in BRANDS])
    # Each independent place's style is chosen first: its evidence depends on it.
    count = len(STAYS) + len(places) + len(others)
    order = list(range(count))
    rng.shuffle(order)
    styles = [book.STYLES[order.index(i) % len(book.STYLES)][0] for i in range(len(STAYS))]
    specs = [None] * count
    for i, spec in enumerate(stay_specs(rng, styles) + places + others):
        specs[order.index(i)] = spec
    taken = held_out_names()
    kept = [s for s in specs if s.name.casefold() not in taken]
    book.write_book(kept, lambda index: "development", rng, args.out)
    stays = sum(1 for s in kept if s.label == "stay")
    print(f"{len(kept)} cards, {stays} places to stay, {len(kept) - stays} others; {len(specs) - len(kept)} left out as held-out names")


if __name__ == "__main__":
    main()
