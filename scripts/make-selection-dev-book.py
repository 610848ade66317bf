#!/usr/bin/env python3
"""Writes a development book for the selection rules (issue 20): more cards
of the class the labelled book's held-out part misses, places to stay that
say so only outside their name, and traps of the same shape.

    scripts/make-selection-dev-book.py --seed N [--out Fixtures/selection-dev]

The labelled book (Fixtures/selection/) has 30 cards of the class
"independent-evidence-elsewhere": an independent place to stay, no lodging
word or brand in its name, whose NOTE, URL, phone label or e-mail says what
it is. Its tuning part holds 20 of them, all in English or with a URL a
brand list knows. This book widens the class: the same evidence in the
languages of the client styles' countries, a single word of it, the
e-mail address and phone label that say "reception", and the places' own
domains; and beside them businesses whose notes and addresses speak of
bookings, rooms and breakfast too (restaurants, meeting rooms, estate
agents, doctors, airlines). Its cards are for tuning: every card is
`part` = `development`. The held-out part of the labelled book stays
unlooked-at.

The names are made up in the manner of OpenStreetMap names of small
lodgings (a family name, a house name, a view), none of them a lodging
word or a brand of the name-suggestion-index; the notes are written for
this. The writers of the client styles are the labelled book's
(scripts/make-selection-book.py).
"""
import argparse, os, random

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
Spec = book.Spec

# (name, country): independent places to stay with no lodging word in the name.
STAYS = [
    ("Haus Seeblick", "de"), ("Landhaus Birkenhof", "at"), ("Alpenrose Lech", "at"), ("Zum Goldenen Hirschen", "de"),
    ("Villa Sonnenhalde", "ch"), ("Le Clos des Vignes", "fr"), ("La Maison Bleue", "fr"), ("Mas de la Rose", "fr"),
    ("Le Petit Manoir", "fr"), ("Casa Lucía", "es"), ("Cortijo El Sol", "es"), ("Finca Los Almendros", "es"),
    ("Masseria Torre Bianca", "it"), ("Villa Aurora Firenze", "it"), ("Palazzo Vecchietti", "it"), ("Ca' dei Dogi", "it"),
    ("Quinta das Lágrimas", "pt"), ("Casa do Vale", "pt"), ("De Witte Raaf", "nl"), ("Het Arresthuis", "nl"),
    ("Stora Brännbo", "se"), ("Ett Litet Hus", "se"), ("Dom pod Jedlami", "pl"), ("Willa Marysin", "pl"),
    ("U Zlaté studně", "cz"), ("Dům U Velké boty", "cz"), ("Kasbah Tamadot", "ma"), ("Dar Anika", "ma"),
    ("Sakura Terrace", "jp"), ("萩の家", "jp"), ("翠園", "cn"), ("Villa Amalia", "gr"),
    ("Усадьба Кузьминки", "ru"), ("Ocean View Cottages", "au"), ("The Old Rectory", "gb"), ("Knockinaam", "gb"),
    ("Harbour House Kinsale", "ie"), ("Blackberry Farm", "us"), ("The Sea Ranch", "us"), ("Château Frontenac Annex", "ca"),
    ("Fazenda Catuçaba", "br"), ("Casa Azul Oaxaca", "mx"), ("Baan Rim Pa", "th"), ("Soneva Jani", "mv"),
]

# Notes that speak of a stay, by language; each with one or two of its words.
NOTES = {
    "de": ["Zimmer 12, Frühstück inklusive", "2 Übernachtungen im Mai", "Anreise ab 15 Uhr, Doppelzimmer", "Frühstück bis 10 Uhr"],
    "at": ["Zimmer mit Bergblick, Halbpension", "Übernachtung mit Frühstück"],
    "ch": ["Doppelzimmer, Frühstück im Preis", "3 Nächte, Zimmer 4"],
    "fr": ["Chambre 204, petit-déjeuner compris", "2 nuits en juin, arrivée après 16h", "Chambre double avec vue"],
    "es": ["Habitación doble, desayuno incluido", "3 noches en agosto", "Llegada a partir de las 14h, habitación 7"],
    "it": ["Camera matrimoniale, colazione inclusa", "2 notti a settembre", "Colazione in terrazza"],
    "pt": ["Quarto duplo, pequeno-almoço incluído", "3 noites em julho"],
    "nl": ["Tweepersoonskamer, ontbijt inbegrepen", "2 nachten, aankomst na 15 uur"],
    "se": ["Dubbelrum, frukost ingår", "Två nätter i juli"],
    "pl": ["Pokój dwuosobowy, śniadanie w cenie", "2 noclegi w maju"],
    "cz": ["Dvoulůžkový pokoj, snídaně v ceně"],
    "ma": ["Chambre au riad, petit-déjeuner sur la terrasse", "3 nuits, navette depuis l'aéroport"],
    "jp": ["チェックイン15時、朝食付き", "2泊、和室"],
    "cn": ["入住14点，含早餐", "双人房，住两晚"],
    "gr": ["Δίκλινο δωμάτιο, πρωινό", "2 νύχτες"],
    "ru": ["Двухместный номер, завтрак включён", "Заезд после 14:00"],
    "en": ["Stayed two nights in May", "Our room had a sea view", "Breakfast from 7", "Check-out by 11", "Booked the garden suite",
           "Late check-out 1pm", "Wifi password at reception", "Two nights, half board"],
}

# Pages that say what a place is: its page on a booking or review site,
# on a hotel association's site, or a host that names it in its language.
URLS = [
    "https://www.tripadvisor.com/Hotel_Review-g{n}-d{m}-Reviews-{slug}.html",
    "https://www.expedia.com/{slug}.h{m}.Hotel-Information",
    "https://www.booking.com/hotel/{cc}/{slug}.html",
    "https://www.airbnb.com/rooms/{m}",
    "https://www.relaischateaux.com/us/{cc}/{slug}",
    "https://www.slh.com/hotels/{slug}",
    "https://www.lhw.com/hotel/{slug}",
    "https://www.mrandmrssmith.com/luxury-hotels/{slug}",
    "https://www.agriturismo-{slug}.it",
    "https://www.gasthaus-{slug}.de",
    "https://www.hostal{slug}.es",
    "https://www.locanda{slug}.it",
    "https://www.chambres-{slug}.fr",
]

# Notes of businesses that are not places to stay, with words a stay's note has too.
TRAPS = [
    ("Trattoria da Mario", "it", "restaurant", "Prenotazione per 4, colazione la domenica", ""),
    ("Zur Linde Gastwirtschaft", "de", "restaurant", "Tisch reserviert, Frühstück sonntags", ""),
    ("Le Comptoir du Marché", "fr", "restaurant", "Réservation pour 6, petit-déjeuner le samedi", ""),
    ("WorkHub Mitte", "de", "coworking", "Meeting room booked for Tuesday", "https://workhub.example/rooms"),
    ("Regus Business Centre", "gb", "coworking", "Conference room, breakfast meeting", ""),
    ("Immobilien Schuster", "de", "estate-agent", "Wohnung, 3 Zimmer, Besichtigung Montag", ""),
    ("Agence Immobilière du Parc", "fr", "estate-agent", "Appartement 2 chambres, visite jeudi", ""),
    ("Praxis Dr. Weber", "de", "doctor", "Termin Dienstag, Zimmer 3", ""),
    ("Clínica Dental Sonrisa", "es", "dentist", "Cita el martes, habitación 2", ""),
    ("SkyBaltic", "pl", "airline", "Odprawa online, rezerwacja lotu", "https://skybaltic.example/booking"),
    ("Viajes Sol", "es", "travel-agent", "Reserva del viaje, 3 noches en Roma", ""),
    ("Bäckerei Kramer", "de", "bakery", "Frühstück ab 6 Uhr", ""),
    ("Sala Apolo", "es", "venue", "Reserva de sala para 200 invitados", ""),
    ("Möbelhaus Krieger", "de", "furniture-shop", "Schlafzimmer bestellt, Lieferung Freitag", ""),
    ("Städtisches Museum", "de", "museum", "Führung reserviert, Eingang an der Rezeption", ""),
    ("Lumen Architects", "nl", "architects", "Ontwerp slaapkamer en badkamer", ""),
    ("Kinderarzt Dr. Roth", "at", "doctor", "Wartezimmer im 1. Stock", ""),
    ("Nordic Car Rental", "se", "car-rental", "Bokning bekräftad, hämtning kl 9", ""),
    ("Studio Forma", "it", "design-agency", "Progetto camera da letto", ""),
    ("Family Office Baumann", "ch", "office", "Sitzungszimmer reserviert", ""),
]


def stay_specs(rng, styles):
    """The places to stay, each with the style it will be written in: the
    evidence outside the name is a note (in the country's language or in
    English), its page on a booking site or a hotel association's, or where the style writes phone labels (Apple, Google), a
    reception's phone label and e-mail address."""
    specs = []
    for (name, country), style in zip(STAYS, styles):
        local = NOTES.get(country, NOTES["en"])
        labelled = style in ("apple-3.0.vcf", "google-3.0.vcf")
        what = rng.choice(["note", "note", "note-en", "url"] + (["desk"] if labelled else []))
        note, label, email = "", None, ""
        domain = "".join(c for c in name.lower() if c.isascii() and c.isalnum()) or "stay"
        if what == "note":
            note = rng.choice(local)
        elif what == "note-en":
            note = rng.choice(NOTES["en"])
        else:
            label = rng.choice(["Reception", "Front desk", "Rezeption", "Réception", "Recepción"])
            email = f"{rng.choice(['reception', 'reservations', 'booking'])}@{domain}.example"
        url = f"https://www.{domain}.example" if rng.random() < 0.5 else ""
        if what == "url":
            slug = "-".join("".join(c for c in w.lower() if c.isascii() and c.isalnum()) for w in name.split()).strip("-") or "stay"
            url = rng.choice(URLS).format(n=rng.randint(1000, 999999), m=rng.randint(10000, 9999999), slug=slug, cc=country)
        specs.append(Spec("stay", f"independent-evidence-elsewhere-{what}", org=name, country=country, url=url, note=note,
                          phone_label=label, email=email))
    return specs


def trap_specs(rng):
    return [Spec("other", f"stay-words-but-{what}", org=name, country=country, url=url, note=note,
                 phone_label=rng.choice([None, None, "Reception"]) if what in ("doctor", "coworking") else None)
            for name, country, what, note, url in TRAPS]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # Each card's style is chosen first: the evidence a stay gets depends on it.
    order = list(range(len(STAYS) + len(TRAPS)))
    rng.shuffle(order)
    styles = [book.STYLES[order.index(i) % len(book.STYLES)] for i in range(len(order))]
    stays = stay_specs(rng, [name for name, _ in styles[:len(STAYS)]])
    specs = [None] * len(order)
    for i, spec in enumerate(stays + trap_specs(rng)):
        specs[order.index(i)] = spec
    book.write_book(specs, lambda index: "development", rng, args.out)
    stays = sum(1 for s in specs if s.label == "stay")
    print(f"{len(specs)} cards, {stays} places to stay, {len(specs) - stays} traps")


if __name__ == "__main__":
    main()
