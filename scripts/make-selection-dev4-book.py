#!/usr/bin/env python3
"""Writes a fourth development book for the selection rules (issue 20): the
shapes of a stay that no word list holds, and their traps, in many
languages, for tuning structural rules rather than more words.

    scripts/make-selection-dev4-book.py --seed N [--out Fixtures/selection-dev4]

Its classes: independent places to stay whose name holds neither a lodging
word nor a brand and whose NOTE says what they are only by the shape of a
stay — a number of nights (a digit beside the word for night of the card's
language, written as a traveller writes it: "3 noce", "2 нощувки", "2박",
"3晚"), a range of dates ("12–15 May", "12.5.–15.5."), a check-in and a
check-out time ("in 15:00 / out 11:00"), a room number ("#412", "Zi. 412",
"chambre 412", "room 412"); and traps of each shape: appointments, flights,
tables for N, kennels, a car's hire, a trade fair, an office suite, a
hospital's room, a theatre's nights, a night shift. Besides: properties
of brands in the brand's own shapes ("Brand City", "The Brand") and
businesses bearing a brand's name beside a trade word of another language
("Hilton Tyres", "Kempinski Friseur").

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. No name is one of a
held-out book's: the script leaves out any card whose name a held-out book
holds (it checks, without listing them). Every card's `part` is
`development`. The writers of the client styles are the labelled book's
(scripts/make-selection-book.py).
"""
import argparse, os, random

from selectionbook import book_names, load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
Spec = book.Spec

# Independent places to stay, no lodging word or brand in the name: (name, country).
STAYS = [
    ("Dom pod Kasztanem", "pl"), ("Vila Magnolia", "ro"), ("Къща Балкан", "bg"), ("Kuća Lavanda", "rs"), ("Hiša ob Jezeru", "si"),
    ("Drevenica Orava", "sk"), ("Brekkukot", "is"), ("Mas Serrallonga", "es"), ("Etxe Zaharra", "es"), ("Rumah Teh Melati", "id"),
    ("Bahay Kubo Siargao", "id"), ("Nhà Vườn Hội An", "vn"), ("บ้านไม้สัก", "th"), ("竹林小院", "cn"), ("바다정원", "kr"),
    ("Shanti Kutir", "in"), ("بيت السلام", "jo"), ("Villa Olivia", "gr"), ("Μπαλκόνι του Αιγαίου", "gr"), ("Yeşil Konak", "tr"),
    ("Szőlőskert Porta", "hu"), ("Metsa Talu", "ee"), ("Ozolkalni", "lv"), ("Pušynėlis", "lt"), ("ძველი ეზო", "ge"),
    ("Ծաղկաձոր Տուն", "am"), ("Өргөө Тэрэлж", "mn"), ("Villa Rosa Bruges", "be"), ("Klein Zwitserland", "nl"),
    ("Le Clos des Vignes", "fr"), ("La Casa sul Lago", "it"), ("Quinta da Ribeira", "pt"), ("Fazenda Boa Vista", "br"),
    ("Hacienda San Miguel", "mx"), ("Finca La Esperanza", "co"), ("Casa Andina Alta", "pe"), ("Haus Sonnblick", "at"),
    ("Chalet-Gruppe Alpenblick", "ch"), ("Harbourside Cottage", "gb"), ("Pine Ridge Cabins", "us"), ("Kookaburra Hill", "au"),
    ("Erin's Farmhouse", "ie"), ("Solstrand Gård", "no"), ("Kesämökki Rantala", "fi"), ("Skovly", "dk"), ("Fynbos Huis", "za"),
]

# Notes of a stay by its shape, in the card's country's language.
NOTES = {
    "pl": ["3 noce, pokój 12", "12–15 maja, zameldowanie 14:00"], "ro": ["3 nopți, camera 7", "in 14:00 / out 11:00"],
    "bg": ["2 нощувки, стая 5", "12–15 май"], "rs": ["2 noći, soba 4", "12.5.–15.5., prijava 14h"],
    "si": ["3 noči, soba 2", "12.–15. 5."], "sk": ["2 noci, izba 3", "príchod 14:00, odchod 10:00"],
    "is": ["2 nætur, herbergi 4", "12.–15. maí"], "es": ["3 nits, habitació 12", "12–15 de mayo, hab. 204"],
    "id": ["2 malam, kamar 12", "in 14.00 out 12.00"], "vn": ["2 đêm, phòng 201", "12/5–15/5"],
    "th": ["2 คืน ห้อง 204", "12–15 พ.ค."], "cn": ["住3晚，302房", "5月12日–15日"], "kr": ["2박 3일, 302호", "5/12–5/15"],
    "in": ["2 रातें, कमरा 12", "Room 12, 12–15 May"], "jo": ["3 ليالٍ، غرفة 12", "12–15 أيار"],
    "gr": ["3 βράδια, δωμάτιο 5", "12–15 Μαΐου"], "tr": ["2 gece, oda 12", "giriş 14:00 çıkış 12:00"],
    "hu": ["2 éj, szoba 3", "máj. 12–15."], "ee": ["2 ööd, tuba 4", "12.–15. mai"], "lv": ["3 naktis, istaba 2", "12.–15. maijs"],
    "lt": ["2 naktys, kambarys 3", "gegužės 12–15 d."], "ge": ["2 ღამე, ოთახი 3", "12–15 მაისი"],
    "am": ["2 գիշեր, սենյակ 4", "մայիսի 12–15"], "mn": ["2 шөнө, өрөө 5", "5 сарын 12–15"],
    "be": ["2 nachten, kamer 3", "12–15 mei"], "nl": ["3 nachten, kamer 14", "in 15:00 / uit 11:00"],
    "fr": ["chambre 412, 12–15 juin", "2 nuitées, arrivée 16h"], "it": ["camera 21, 12–15 giugno", "2 pernottamenti"],
    "pt": ["quarto 7, 12–15 de junho", "2 pernoites"], "br": ["quarto 12, 12 a 15 de junho", "3 pernoites, suíte 4"],
    "mx": ["hab. 305, 12–15 de mayo", "3 noches, cuarto 12"], "co": ["cuarto 4, 12–15 de mayo", "2 noches, hab. 12"],
    "pe": ["hab. 12, 12–15 de mayo", "2 noches"], "at": ["Zi. 412, 12.–15. Mai", "3 Nächte, Zi. 7"],
    "ch": ["Zi. 12, 12.5.–15.5.", "in 15:00 / out 11:00"], "gb": ["Room 412, 12–15 May", "#412, in 3pm out 11am"],
    "us": ["Cabin 4, May 12–15", "#12, in 4pm / out 10am"], "au": ["Room 3, 12–15 May", "3 nights, rm 12"],
    "ie": ["Room 2, 12–15 May", "2 nts, rm 4"], "no": ["rom 4, 12.–15. mai", "2 netter"], "fi": ["huone 8, 12.–15.5.", "3 yötä"],
    "dk": ["værelse 3, 12.–15. maj", "2 overnatninger"], "za": ["Kamer 4, 12–15 Mei", "3 nagte"],
}

# Notes of the same shapes that are no stay: (name, country, what, note).
TRAPS = [
    ("Praxis Dr. Lindqvist", "de", "doctor", "Termin 12.5. 10:30, Raum 4"), ("Zahnarzt Huber", "at", "dentist", "Kontrolle 12.5., 9:15"),
    ("Lufthansa Service", "de", "airline", "LH 400 12.–15. Mai, Sitz 12A"), ("Ryanair Booking", "ie", "airline", "FR 123, 12–15 May, seat 14C"),
    ("Trattoria da Gino", "it", "restaurant", "Tavolo per 4, 20:00"), ("Le Petit Zinc", "fr", "restaurant", "Table pour 6, 20h30"),
    ("Mesa Brava", "es", "restaurant", "Mesa para 4, 21:00"), ("Paws Retreat", "us", "kennel", "Rex 3 nights, kennel 4"),
    ("Hundepension Waldrand", "de", "kennel", "Bello 5 Nächte, Zwinger 3"), ("Sixt Autovermietung", "de", "car-hire", "Abholung 12.5., Rückgabe 15.5."),
    ("Hertz Car Rental", "us", "car-hire", "Pick up May 12, return May 15, #412"), ("Messe München", "de", "trade-fair", "12.–15. Mai, Stand 412"),
    ("Fiera Milano", "it", "trade-fair", "12–15 giugno, padiglione 4"), ("Baker Lowe Solicitors", "gb", "office", "Suite 412, 4th floor"),
    ("Hamilton Partners", "us", "office", "Suite 1200, in 9:00 out 17:00"), ("Klinikum Nord", "de", "hospital", "Zimmer 412, Station 4"),
    ("St. Vincent's Ward", "ie", "hospital", "Room 412, visiting 15:00"), ("Old Vic Box Office", "gb", "theatre", "3 nights of Macbeth, row F"),
    ("Riverside Care Home", "gb", "care-home", "Night shift, 3 nights a week"), ("Studio Pilates Nord", "de", "studio", "12.–15. Mai Kurs, Raum 2"),
    ("Escuela Cervantes", "es", "school", "Aula 12, 12–15 de mayo"), ("Lincoln Elementary", "us", "school", "Room 12, parents' evening 18:30"),
    ("City Storage Depot", "gb", "storage", "Unit 412, in 8:00 out 18:00"), ("Kino Atlas", "pl", "cinema", "Sala 3, rząd 12, 20:00"),
    ("Ferry Stena", "se", "ferry", "Hytt 412, 12–13 maj"), ("Tandarts Visser", "nl", "dentist", "Afspraak 12.5. 10:00, kamer 2"),
]

# Brand properties in the brand's own shapes (the brand table has these brands).
BRANDS = [
    ("Hilton Budapest", "hu"), ("Marriott Warsaw", "pl"), ("The Ritz-Carlton, Vienna", "at"), ("Sheraton Grand Athens", "gr"),
    ("Radisson Blu Riga", "lv"), ("Novotel Sofia", "bg"), ("Ibis Bucuresti Gara de Nord", "ro"), ("Mercure Riga Centre", "lv"),
    ("Hyatt Regency Belgrade", "rs"), ("InterContinental Bucharest", "ro"), ("Kempinski Reykjavik", "is"), ("The Westin Warsaw", "pl"),
    ("Holiday Inn Express Tallinn", "ee"), ("Park Inn Vilnius", "lt"), ("Courtyard Tbilisi", "ge"), ("Swissôtel Tallinn", "ee"),
    ("Sofitel Hanoi", "vn"), ("Pullman Jakarta", "id"), ("Shangri-La Bangkok", "th"), ("Four Seasons Seoul", "kr"),
]

# Businesses bearing a hotel brand's name beside a trade word of another language: (name, country, what, note).
BRAND_NAMED = [
    ("Hilton Tyres", "gb", "tyres", "Winter tyres fitted"), ("Kempinski Friseur", "de", "hairdresser", "Haarschnitt Freitag"),
    ("Marriott Plumbing & Heating", "us", "plumber", "Boiler service"), ("Hyatt Carpets", "gb", "carpets", "Stair runner"),
    ("Radisson Glazing", "gb", "glazier", "Window quote"), ("Novotel Optik", "de", "optician", "Brille abholen"),
    ("Mercure Fleuriste", "fr", "florist", "Bouquet samedi"), ("Sheraton Tandläkare", "se", "dentist", "Tid 12 maj"),
    ("Westin Autoservis", "cz", "car-repair", "STK 12.5."), ("Four Seasons Kwiaciarnia", "pl", "florist", "Wieniec"),
    ("Ibis Fahrschule", "de", "driving-school", "Fahrstunde 12.5."), ("Shangri-La Tailor", "hk", "tailor", "Suit fitting"),
    ("Sofitel Tintorería", "es", "dry-cleaner", "Abrigo"), ("Ritz Schoonmaak", "nl", "cleaner", "Kantoor wekelijks"),
    ("Hilton Fysio", "nl", "physiotherapist", "Afspraak dinsdag"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev4"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    stays = [Spec("stay", "independent-stay-shape", org=n, country=c, note=rng.choice(NOTES[c])) for n, c in STAYS]
    brands = [Spec("stay", "brand-own-shape", org=n, country=c) for n, c in BRANDS]
    others = ([Spec("other", f"stay-shape-but-{what}", org=n, country=c, note=note) for n, c, what, note in TRAPS]
              + [Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_NAMED])
    specs = stays + brands + others
    rng.shuffle(specs)
    taken = book_names(["selection", "selection-heldout", "selection-heldout3"], held_out_only=["selection"])
    kept = [s for s in specs if s.name.casefold() not in taken]
    book.write_book(kept, lambda index: "development", rng, args.out)
    count = sum(1 for s in kept if s.label == "stay")
    print(f"{len(kept)} cards, {count} places to stay, {len(kept) - count} others; {len(specs) - len(kept)} left out as held-out names")


if __name__ == "__main__":
    main()
