#!/usr/bin/env python3
"""Writes a second development book for the selection rules (issue 20): the
classes the second held-out book (Fixtures/selection-heldout/) showed weak,
with other names, for tuning.

    scripts/make-selection-dev2-book.py --seed N [--out Fixtures/selection-dev2]

The second held-out book was measured once on the rules of the time, and
its wrong verdicts were counted by kind (never listed by card): places to
stay with a lodging word of a language or a compound the rules did not
know, brand properties of brands the brand table lacks, and traps: a
business bearing a brand's or a lodging word's name (a camera shop, a
dentist, a car dealer, a hotel school), and notes of nights and check-ins
that are not stays (a dog kennel, airport parking, a flight). This book
holds cards of those classes, written from what such cards look like
elsewhere (other brands of the large hotel groups, the lodging words of
more languages, other businesses and institutions), none of them a name
of the held-out book; every card's `part` is `development`. The writers of
the client styles are the labelled book's (scripts/make-selection-book.py).
"""
import argparse, os, random

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
held = load("make-selection-heldout-book.py")
Spec = book.Spec

MORE_PLACES = dict(held.MORE_PLACES, **{
    "hu": [("Budapest", "", "1051", "Magyarország", "Váci utca {n}", "+36 1")],
    "sk": [("Bratislava", "", "811 01", "Slovensko", "Hlavné námestie {n}", "+421 2")],
    "ro": [("Brașov", "", "500025", "România", "Strada Republicii {n}", "+40 268")],
    "bg": [("София", "", "1000", "България", "бул. Витоша {n}", "+359 2")],
    "si": [("Bled", "", "4260", "Slovenija", "Cesta svobode {n}", "+386 4")],
    "hr": [("Split", "", "21000", "Hrvatska", "Obala Lazareta {n}", "+385 21")],
    "pe": [("Cusco", "", "08002", "Perú", "Calle Plateros {n}", "+51 84")],
    "tw": [("台北", "", "100", "台灣", "中山北路{n}號", "+886 2")],
})

# Places to stay named by a lodging word of another language, or a compound whose last part is one.
WORDED = [
    ("Landhotel Krone", "de"), ("Berghotel Muottas Muragl", "ch"), ("Seehotel Am Kaiserstrand", "at"),
    ("Waldgasthof Buchenhain", "de"), ("Landgasthaus Zur Linde", "de"), ("Alpengasthof Hochlien", "at"),
    ("Ferienhaus Bergblick", "at"), ("Ferienwohnungen Haus Anna", "de"), ("Vandrerhjem Stavanger", "no"),
    ("Danhostel Ribe", "dk"), ("Sønderho Kro", "dk"), ("Eurohostel Retkeilymaja", "fi"), ("Majatalo Onni", "fi"),
    ("Tisza Panzió", "hu"), ("Penzión Jasná", "sk"), ("Agroturystyka Pod Lipą", "pl"), ("Zajazd Pod Dębem", "pl"),
    ("Gostišče Ribič", "si"), ("Pansion Mirjana", "hr"), ("Casa Rural Los Olivos", "es"), ("Hostería del Sol", "ar"),
    ("Cabañas del Lago", "cl"), ("Hospedaje Santa Ana", "pe"), ("Pansiyon Deniz", "tr"), ("Nhà nghỉ Bình An", "vn"),
    ("Khách sạn Sao Mai", "vn"), ("Penginapan Bunga", "id"), ("Losmen Ani", "id"), ("Гостевой дом Уют", "ru"),
    ("Готель Дністер", "ua"), ("Pensiune Alpina", "ro"), ("Хотел Родина", "bg"), ("펜션 바다향기", "kr"),
    ("여관 청춘", "kr"), ("台北招待所", "tw"), ("日月旅社", "tw"),
]
# Properties of the large groups' brands, named without a lodging word.
BRANDS = [
    ("Thompson Seattle", "us"), ("Tribute Portfolio Lisbon", "pt"), ("Sofitel So Bangkok", "th"), ("Novotel Suites Berlin", "de"),
    ("Andaz London Liverpool Street", "gb"), ("Alila Jabal Akhdar", "om"), ("Kimpton Fitzroy London", "gb"),
    ("Mandarin Oriental Ritz Madrid", "es"), ("The Peninsula Tokyo", "jp"), ("Bulgari Roma", "it"), ("The Barcelona EDITION", "es"),
    ("Six Senses Rome", "it"), ("Raffles London at The OWO", "gb"), ("Anantara Kihavah", "mv"), ("Avani Riverside Bangkok", "th"),
    ("Pullman Kuala Lumpur", "my"), ("Swissôtel The Stamford", "sg"), ("Fairmont Le Montreux Palace", "ch"),
    ("Le Méridien Lav Split", "hr"), ("Hyatt Centric Montmartre", "fr"), ("citizenM Paris Gare de Lyon", "fr"),
    ("Moxy Oslo X", "no"), ("Mama Shelter Lisboa", "pt"), ("Zoku Copenhagen", "dk"), ("Yotel Porto", "pt"),
    ("The Hoxton, Rome", "it"), ("25hours Zürich West", "ch"), ("Ruby Hanna Amsterdam", "nl"), ("OMO7 Osaka", "jp"),
    ("Jumeirah Frankfurt", "de"), ("Rosewood Vienna", "at"), ("Oberoi Rajvilas", "in"),
]
# Not places to stay, with a lodging word or a brand in the name: (name, country, what, note).
TRAPS = [
    ("Marriott Motors", "us", "car-dealer", "Service due in May"), ("Hyatt Electronics", "us", "electronics-shop", "TV repair"),
    ("Sheraton Cleaners", "us", "dry-cleaner", "Two suits"), ("Ramada Funeral Services", "gb", "funeral-home", ""),
    ("Westin Travel Services", "us", "travel-agent", "Flights to Lisbon"), ("Regent Dentistry", "gb", "dentist", "Check-up"),
    ("Savoy Photo & Camera", "us", "camera-shop", "Prints ready"), ("Hilton Orthodontics", "us", "orthodontist", "Braces"),
    ("Radisson Auto Sales", "us", "car-dealer", ""), ("Kempinski Immobilien", "de", "estate-agent", "Wohnung, Besichtigung"),
    ("Hotelfachschule Heidelberg", "de", "school", "Tag der offenen Tür"), ("Hotelbedarf Schmidt", "de", "supplier", "Handtücher bestellt"),
    ("Pensionskasse der Stadt Zürich", "ch", "pension-fund", "Vorsorgeausweis"), ("Hôtel de Police de Nice", "fr", "police-station", "Plainte déposée"),
    ("Hôtel des Impôts de Lyon", "fr", "tax-office", "Déclaration"), ("Hôtel de Région Occitanie", "fr", "regional-council", "Subvention"),
    ("St John's Masonic Lodge No. 5", "gb", "freemasons", "Meeting first Tuesday"), ("Elks Lodge 1101", "us", "club", "Bingo Friday"),
    ("Inn Motion Physiotherapy", "gb", "physiotherapist", "Knee, 6 sessions"), ("Motel Supply Wholesale", "us", "wholesaler", ""),
]
# Notes of nights, rooms and check-ins that are not stays: (name, country, what, note).
NOTE_TRAPS = [
    ("Park & Fly Düsseldorf", "de", "car-park", "Parkplatz gebucht, 6 Nächte, Terminal B"),
    ("Meadow Boarding Kennels", "gb", "kennel", "Two nights for Bella, check-in 9am"),
    ("Cattery Whiskers", "gb", "cattery", "Cat boarding 4 nights"),
    ("SAS Kundeservice", "no", "airline", "Innsjekking på nett, avgang 07:10"),
    ("Iberia Atención al Cliente", "es", "airline", "Check-in online, salida 9:40"),
    ("RAI Amsterdam", "nl", "venue", "Registration check-in at hall 7"),
    ("Universitätsklinikum Ulm", "de", "hospital", "Zimmer 214, Station 3, Besuchszeit 15 Uhr"),
    ("Clínica San Rafael", "es", "hospital", "Habitación 12, visitas por la tarde"),
    ("Big Yellow Self Storage", "gb", "self-storage", "Room 3B, 50 sq ft"),
    ("Puzzle Room Kraków", "pl", "escape-room", "Pokój zarezerwowany dla 5 osób"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev2"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(MORE_PLACES)
    book.PLACES.setdefault("om", [("Muscat", "", "100", "Oman", "Way {n}", "+968")])
    book.PLACES.setdefault("my", [("Kuala Lumpur", "", "50450", "Malaysia", "Jalan Sultan Ismail {n}", "+60 3")])
    specs = []
    for name, country in WORDED:
        specs.append(Spec("stay", "lodging-word", org=name, country=country,
                          category=rng.choice([None, None, None, "Travel"]), note=rng.choice(["", "", "2 nights"])))
    for name, country in BRANDS:
        specs.append(Spec("stay", "famous-brand-no-lodging-word", org=name, country=country, note=rng.choice(["", "", "Points stay"])))
    for name, country, what, note in TRAPS:
        specs.append(Spec("other", f"name-but-{what}", org=name, country=country, note=note))
    for name, country, what, note in NOTE_TRAPS:
        specs.append(Spec("other", f"stay-words-but-{what}", org=name, country=country, note=note))
    rng.shuffle(specs)
    book.write_book(specs, lambda index: "development", rng, args.out)
    stays = sum(1 for s in specs if s.label == "stay")
    print(f"{len(specs)} cards, {stays} places to stay, {len(specs) - stays} others")


if __name__ == "__main__":
    main()
