#!/usr/bin/env python3
"""Writes a sixth development book for the selection rules (issue 20): the
open classes of Run 7 (bench/RESULTS.md) and their traps.

    scripts/make-selection-dev6-book.py --seed N [--out Fixtures/selection-dev6]

Its classes: lodging words in an inflected or articled form ("Pensiunea",
"Gjestehuset", "Deniz Pansiyonu", "Hoteli") and places named by a house's
word and a guest's or a holiday's ("Kuća za odmor", "Casa de Turismo
Rural", "Dom Wczasowy", "Gestahúsið") and, against them, a house of a
town's tourism, of culture, of rest for the old or of pensions ("Haus des
Gastes", "Maison du Tourisme", "Casa de Repouso", "Casa de Pensii"); a
lodging word abroad with nothing else on the card (an Auberge in
California, a Pension in Ireland) and, against it, the same words abroad
as restaurants and pension funds whose NOTE says what they are; a house's
name whose NOTE holds a range of dates only ("Villa Lucia", "12–15 giugno")
and, against it, a museum's, a stadium's or a hall's dates; and a hotel
brand beside a pair of trade words no list holds ("Ritz Frames & Art")
and, against it, brand properties with a pair of their own ("Golf & Spa").

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. No name is one of a
held-out book's: the script leaves out any card whose name a held-out book
holds (it checks, without listing them). Every card's `part` is
`development`. The writers of the client styles are the labelled book's
(scripts/make-selection-book.py).
"""
import argparse, os, random

from selectionbook import book_names, load, write_new_book

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
dev5 = load("make-selection-dev5-book.py")
Spec = book.Spec

# Lodging words in an inflected or articled form: (name, country).
FORMS = [
    ("Pensiunea Dor de Munte", "ro"), ("Pensiunea Trei Brazi", "ro"), ("Hotelul Traian", "ro"), ("Hanul Drumețului", "ro"),
    ("Gistihúsið Langaholt", "is"), ("Gistiheimilið Ás", "is"), ("Gjestehuset Sjøbua", "no"), ("Vandrerhjemmet Skagen", "dk"),
    ("Kroen ved Fjorden", "dk"), ("Pensionatet Björkudden", "se"), ("Vandrarhemmet Kojan", "se"), ("Deniz Pansiyonu", "tr"),
    ("Sultan Oteli", "tr"), ("Köy Misafirhanesi", "tr"), ("Hoteli Rozafa", "al"),
]

# Places named by a house's word and a guest's, a holiday's or a let's: (name, country).
COMPOSED = [
    ("Kuća za odmor Maslina", "hr"), ("Kuća za odmor Bura", "hr"), ("Kuća za goste Zlatibor", "rs"), ("Dom Wczasowy Jantar", "pl"),
    ("Dom Wypoczynkowy Halny", "pl"), ("Дом отдыха Берёзка", "ru"), ("Casa de Turismo Rural Vale do Sol", "pt"),
    ("Casa de Vacaciones Los Olivos", "es"), ("Casa per Ferie San Giuseppe", "it"), ("Maison de Vacances Les Tilleuls", "fr"),
    ("Vakantiewoning De Linde", "be"), ("Gastenkamers Het Hof", "nl"), ("Gästezimmer Rosengarten", "de"), ("Lomatalo Kuusela", "fi"),
    ("Üdülőház Balaton", "hu"), ("Glenview Holiday Cottage", "gb"), ("Lakeside Vacation Home", "us"), ("Rumah Tamu Melati", "id"),
    ("Ενοικιαζόμενα Δωμάτια Μαρία", "gr"), ("Gestahúsið Hella", "is"), ("Casa de Hóspedes Ribeira", "pt"),
    ("Feriehus Klitrosen", "dk"),
]

# Houses of something else, and words that look like the forms above: (name, country, what, note).
COMPOSED_TRAPS = [
    ("Haus des Gastes Bad Tölz", "de", "tourist-office", "Kurkarte abholen"),
    ("Casa do Turismo Lamego", "pt", "tourist-office", "Mapa da cidade"),
    ("Maison du Tourisme de Namur", "be", "tourist-office", "Plan de la ville"),
    ("Casa de Repouso Santa Clara", "pt", "care-home", "Visita à avó"), ("Dom Kultury Zamek", "pl", "culture-house", "Warsztaty ceramiki"),
    ("Dom Pomocy Społecznej Złota Jesień", "pl", "care-home", "Wizyta u babci"),
    ("Casa Județeană de Pensii Cluj", "ro", "pension-fund", "Dosar pensie"),
    ("Holiday Home Insurance Direct", "gb", "insurer", "Policy renewal"), ("Vacation Home Realty", "us", "estate-agent", "Listing agreement"),
    ("Holiday House Painting", "us", "painter", "Exterior quote"), ("Guest House Interiors", "gb", "decorator", "Curtain fabric"),
]

# A lodging word of another country with nothing else on the card: places to stay (name, country).
ABROAD_BARE = [
    ("Auberge Napa Hills", "us"), ("Chalet Rosemont", "us"), ("Gasthaus Alpenglow", "us"), ("Pension Lindenhof", "ie"),
    ("Residence Grosvenor", "gb"), ("Posada Sandia", "us"), ("Ryokan Kiyomizu", "us"), ("Riad Layla", "fr"),
]

# The same words abroad as something else, whose card says so: (name, country, what, note).
ABROAD_TRAPS = [
    ("Posada del Río", "us", "restaurant", "Tamales for the party"), ("Auberge Normande", "us", "restaurant", "Crêpes on Sunday"),
    ("Chalet Tirol", "gb", "restaurant", "Raclette evening"), ("Riad Fès", "us", "restaurant", "Couscous to take away"),
    ("Gasthaus Heidelberg", "us", "restaurant", "Bratwurst and pretzels"), ("Pension Lifeline", "gb", "pension-adviser", "Annual review"),
    ("Kingsway Pension Scheme", "gb", "pension-fund", "Transfer value"),
    ("Residencial Las Palmas", "mx", "housing-estate", "Cuota mensual"),
    ("The Residence Belgravia", "gb", "private-home", "Aunt Mary's flat"), ("Posada Tacos", "us", "restaurant", ""),
    ("Chalet Swiss Deli", "us", "deli", ""),
]

# A house's name whose NOTE holds only a range of dates: (name, country, note).
HOUSE_DATES = [
    ("Casa Girasol", "es", "12–15 de mayo"), ("Villa Lucia", "it", "12–15 giugno"), ("Haus Bergfrieden", "at", "12.–15. Mai"),
    ("Dom nad Rzeką", "pl", "12–15 maja"), ("Kuća Ruža", "hr", "12.–15. 5."), ("Fernbrook Cottage", "gb", "12–15 May"),
    ("Bear Creek Cabin", "us", "May 12–15"), ("Maison Lavande", "fr", "12–15 juin"), ("Къща Родопи", "bg", "12–15 май"),
    ("Vila Aurora", "ro", "12–15 mai"), ("Hiša Lipa", "si", "12.–15. 5."), ("Huisje Duinzicht", "nl", "12–15 mei"),
]

# Houses of something else with dates, or with a restaurant's label: (name, country, what, note, phone label).
HOUSE_TRAPS = [
    ("Haus der Musik", "at", "museum", "Ausstellung 12.–15. Mai", None),
    ("Casa Batlló", "es", "museum", "Entradas 12–15 de mayo", None),
    ("Villa Park", "gb", "stadium", "Matches 12–15 May", None), ("Maison de la Radio", "fr", "concert-hall", "Concerts 12–15 juin", None),
    ("Dom Kultury Praga", "pl", "culture-house", "Warsztaty 12–15 maja", None), ("Villa Borghese", "it", "park", "", None),
    ("Casa Mia", "us", "restaurant", "", "Reservations"),
]

# A hotel brand beside a pair of trade words no list holds: (name, country, what, note).
BRAND_PAIRS = [
    ("Ritz Frames & Art", "gb", "framer", "Print framed"), ("Hyatt Paint & Paper", "us", "decorator-shop", "Wallpaper order"),
    ("Radisson Pots & Pans", "gb", "cookware", "Frying pan"), ("Novotel Nuts & Bolts", "au", "fasteners", "Bolts order"),
    ("Four Seasons Lawn & Garden", "us", "gardening", "Mowing Tuesday"), ("Hilton Rock & Gravel", "us", "quarry", "Driveway gravel"),
    ("Kempinski Rahmen & Bilder", "de", "framer", "Bilderrahmen"), ("Sheraton Sand & Stone", "au", "landscape-supplies", "Pavers"),
    ("Westin Bits & Bytes", "us", "computer-shop", "Laptop fixed"), ("Ritz Camera", "us", "camera-shop", "Prints ready"),
]

# Brand properties whose names hold a pair of their own: places to stay (name, country).
BRAND_PAIR_STAYS = [
    ("Sheraton Golf & Spa Parco de' Medici", "it"), ("Shangri-La Golf & Spa Bintan", "id"), ("Hyatt Regency Casino & Spa", "us"),
    ("Radisson Blu Beach & Spa", "ae"), ("InterContinental Marina & Spa", "es"), ("Hilton Sea & Golf", "tr"),
]


def specs(forms, composed, abroad_bare, house_dates, pair_stays, composed_traps, abroad_traps, house_traps, brand_trades):
    """The cards of these classes, places to stay first; `abroad_bare`'s
    rows are (name, country, label, kind). The sixth held-out book's script
    calls it with its own lists."""
    return ([Spec("stay", "lodging-word-inflected", org=n, country=c) for n, c in forms]
            + [Spec("stay", "house-for-guests", org=n, country=c) for n, c in composed]
            + [Spec(label, kind, org=n, country=c) for n, c, label, kind in abroad_bare]
            + [Spec("stay", "house-with-dates", org=n, country=c, note=note) for n, c, note in house_dates]
            + [Spec("stay", "brand-pair-of-its-own", org=n, country=c) for n, c in pair_stays]
            + [Spec("other", f"house-but-{what}", org=n, country=c, note=note) for n, c, what, note in composed_traps]
            + [Spec("other", f"lodging-word-abroad-but-{what}", org=n, country=c, note=note) for n, c, what, note in abroad_traps]
            + [Spec("other", f"house-but-{what}", org=n, country=c, note=note, phone_label=label)
               for n, c, what, note, label in house_traps]
            + [Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in brand_trades])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev6"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    book.PLACES.update(dev5.MORE_PLACES)
    bare = [(n, c, "stay", "lodging-word-abroad-bare") for n, c in ABROAD_BARE]
    cards = specs(FORMS, COMPOSED, bare, HOUSE_DATES, BRAND_PAIR_STAYS, COMPOSED_TRAPS, ABROAD_TRAPS, HOUSE_TRAPS, BRAND_PAIRS)
    rng.shuffle(cards)
    taken = book_names(["selection", "selection-heldout", "selection-heldout3", "selection-heldout4", "selection-heldout5"],
                       held_out_only=["selection"])
    write_new_book(book, cards, "development", rng, args.out, taken)

if __name__ == "__main__":
    main()
