#!/usr/bin/env python3
"""Writes a sixth held-out book for the selection rules (issue 20, Run 8):
the classes of the sixth development book with names no other book holds,
written after that book's rules, committed before any build ran on it, and
measured once, totals only.

    scripts/make-selection-heldout6-book.py --seed N [--out Fixtures/selection-heldout6]

Its classes: lodging words in an inflected or articled form (some in forms
no rule was written from), houses named for guests or holidays (some in
words no rule holds) and houses of something else; lodging words of another
country with nothing else on the card, as places to stay and as
restaurants, and the same words abroad whose NOTE says what they are;
houses' names whose NOTE holds a range of dates and houses of something
else with dates or a restaurant's label; a hotel brand beside a pair or a
word of another trade, and brand properties with pairs of their own.

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. The script leaves out any
card whose name another book holds (it checks, without listing them).
Every card's `part` is `held-out`.
"""
import argparse, os, random

from selectionbook import book_names, load, write_new_book

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
dev5 = load("make-selection-dev5-book.py")
# The classes' cards are made as the sixth development book's are.
dev6 = load("make-selection-dev6-book.py")

# Lodging words in an inflected or articled form: (name, country).
FORMS = [
    ("Pensiunea Poiana Soarelui", "ro"), ("Pensiunea Casa Bunicii", "ro"), ("Hotelul Dacia", "ro"), ("Hanul Hangiței", "ro"),
    ("Gistihúsið Brekka", "is"), ("Hótelið Flúðir", "is"), ("Gjestehuset Fjordly", "no"), ("Vandrerhjemmet Ribe", "dk"),
    ("Kroen i Sønderho", "dk"), ("Vandrarhemmet Skogsbrynet", "se"), ("Pensionatet Solgården", "se"), ("Ada Pansiyonu", "tr"),
    ("Kaya Oteli", "tr"), ("Yayla Misafirhanesi", "tr"), ("Hoteli Drini", "al"), ("Tisza Vendégháza", "hu"),
    ("Casa Rurală Măgura", "ro"),
]

# Places named by a house's word and a guest's, a holiday's or a let's: (name, country).
COMPOSED = [
    ("Kuća za odmor Galeb", "hr"), ("Kuća za odmor Vinogradi", "hr"), ("Kuća za goste Tara", "rs"), ("Dom Wczasowy Bursztyn", "pl"),
    ("Дом отдыха Сосны", "ru"), ("Casa de Turismo Rural Quinta da Fonte", "pt"), ("Casa de Vacaciones El Roble", "es"),
    ("Casa per Ferie Santa Chiara", "it"), ("Maison de Vacances Le Verger", "fr"), ("Vakantiewoning Het Bos", "be"),
    ("Gästezimmer Lindenhof", "de"), ("Lomatalo Järvelä", "fi"), ("Üdülőház Tokaj", "hu"), ("Cedar Holiday Cottage", "ie"),
    ("Pinecrest Vacation Home", "us"), ("Rumah Tamu Kenanga", "id"), ("Ενοικιαζόμενα Δωμάτια Ελένη", "gr"),
    ("Feriehus Havbrisen", "dk"), ("Casa de Hóspedes Sol Nascente", "br"), ("Sobe Marija", "hr"),
    ("Harbour View Holiday Flat", "gb"),
]

# Houses of something else: (name, country, what, note).
COMPOSED_TRAPS = [
    ("Haus des Gastes Oberstdorf", "de", "tourist-office", "Gästekarte"), ("Casa do Turismo Viseu", "pt", "tourist-office", "Roteiro"),
    ("Maison du Tourisme de Dinant", "be", "tourist-office", "Balades"),
    ("Casa de Repouso Bela Vista", "br", "care-home", "Visita ao avô"), ("Dom Kultury Śródmieście", "pl", "culture-house", "Koncert jazzowy"),
    ("Casa de Pensii Sector 3", "ro", "pension-fund", "Adeverință"), ("Holiday Home Cleaning Services", "gb", "cleaner", "Changeover Saturday"),
    ("Vacation Home Inspections", "us", "inspector", "Annual check"), ("Dom Studencki Żaczek", "pl", "student-residence", "Kaucja"),
]

# A lodging word of another country with nothing else on the card: (name, country, label, what).
ABROAD_BARE = [
    ("Auberge Sonoma Vale", "us", "stay", "auberge"), ("Chalet Aspenglow", "us", "stay", "chalet"),
    ("Gasthaus Blue Ridge", "us", "stay", "gasthaus"), ("Pension Connemara", "ie", "stay", "pension"),
    ("Residence Marylebone", "gb", "stay", "residence"), ("Posada Taos", "us", "stay", "posada"),
    ("La Posada Cantina", "us", "other", "restaurant"), ("Chalet Fondue", "gb", "other", "restaurant"),
]

# The same words abroad as something else, whose card says so: (name, country, what, note).
ABROAD_TRAPS = [
    ("Posada Oaxaca", "us", "restaurant", "Mole on Saturday"), ("Gasthaus München", "gb", "restaurant", "Oktoberfest lunch"),
    ("Chalet Alpin", "us", "restaurant", "Raclette for six"), ("Riad Casablanca", "gb", "restaurant", "Tagine for four"),
    ("Harbour Pension Trustees", "gb", "pension-fund", "Annual statement"),
    ("Residencial Los Álamos", "mx", "housing-estate", "Cuota de mantenimiento"),
    ("The Residence Chelsea", "gb", "private-home", "Uncle Tom's"),
]

# A house's name whose NOTE holds only a range of dates: (name, country, note).
HOUSE_DATES = [
    ("Casa Almendro", "es", "3–7 de junio"), ("Villa Serena", "it", "3–7 luglio"), ("Haus Alpenruh", "at", "3.–7. Juli"),
    ("Dom pod Jodłą", "pl", "3–7 lipca"), ("Kuća Kamen", "hr", "3.–7. 7."), ("Larkspur Cottage", "gb", "3–7 July"),
    ("Elk Hollow Cabin", "us", "July 3–7"), ("Maison Glycine", "fr", "3–7 juillet"), ("Къща Пирин", "bg", "3–7 юли"),
    ("Vila Cerna", "ro", "3–7 iulie"), ("Hiša Breza", "si", "3.–7. 7."), ("Huisje Heideroos", "nl", "3–7 juli"),
]

# Houses of something else with dates, or with a restaurant's label: (name, country, what, note, phone label).
HOUSE_TRAPS = [
    ("Haus der Geschichte", "de", "museum", "Sonderausstellung 3.–7. Juli", None), ("Casa Milà", "es", "museum", "Visita 3–7 de julio", None),
    ("Villa Arena", "nl", "mall", "Uitverkoop 3–7 juli", None), ("Maison de la Culture", "fr", "arts-centre", "Festival 3–7 juillet", None),
    ("Dom Muzyki", "pl", "concert-hall", "Koncerty 3–7 lipca", None), ("Casa Pepe", "us", "restaurant", "", "Reservations"),
    ("Villa Medici", "it", "academy", "Mostra 3–7 luglio", None),
]

# A hotel brand beside a pair or a word of another trade: (name, country, what, note).
BRAND_TRADES = [
    ("Marriott Glass & Mirror", "us", "glazier", "Shower screen"), ("Sheraton Bed & Bath", "au", "linen-shop", "Towels"),
    ("Hyatt Rugs & Runners", "gb", "rug-shop", "Hall runner"), ("Radisson Wine & Spirits", "us", "liquor-store", "Case of red"),
    ("Kempinski Uhren & Schmuck", "de", "jeweller", "Batteriewechsel"), ("Mercure Frames & Lenses", "gb", "optician", "New frames"),
    ("Ibis Fish & Tackle", "au", "fishing-shop", "Bait"), ("Westin Pool & Patio", "us", "pool-supplies", "Chlorine"),
    ("Hilton Pianos", "gb", "piano-shop", "Tuning"), ("Ritz Tapestries", "us", "textile-shop", "Wall hanging"),
]

# Brand properties whose names hold a pair of their own: (name, country).
BRAND_PAIR_STAYS = [
    ("Hyatt Regency Beach & Casino", "us"), ("Radisson Golf & Convention Center", "in"), ("Kempinski Marina & Spa", "tr"),
    ("InterContinental Golf & Spa", "it"), ("Sofitel Lagoon & Spa", "mu"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-heldout6"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    book.PLACES.update(dev5.MORE_PLACES)
    bare = [(n, c, label, f"lodging-word-abroad-bare-{what}") for n, c, label, what in ABROAD_BARE]
    cards = dev6.specs(FORMS, COMPOSED, bare, HOUSE_DATES, BRAND_PAIR_STAYS, COMPOSED_TRAPS, ABROAD_TRAPS, HOUSE_TRAPS, BRAND_TRADES)
    rng.shuffle(cards)
    taken = book_names(["selection", "selection-dev", "selection-dev2", "selection-dev3", "selection-dev4", "selection-dev5",
                        "selection-dev6", "selection-heldout", "selection-heldout3", "selection-heldout4", "selection-heldout5"])
    write_new_book(book, cards, "held-out", rng, args.out, taken)

if __name__ == "__main__":
    main()
