#!/usr/bin/env python3
"""Writes a fifth held-out book for the selection rules (issue 20), after
Run 7's rules (trade words, lodging words by country, listing sites under
country suffixes, more languages) and before any build ran on it.

    scripts/make-selection-heldout5-book.py --seed N [--out Fixtures/selection-heldout5]

Its classes, all with names no other selection book holds (the script
reads the other books' names to leave them out, without listing them):
the last three brands of the name-suggestion-index no other book names; brand properties named after a
quarter, a landmark, a station or a fair; businesses bearing a brand's
name beside a trade word; lodging words at home, abroad as restaurants,
funds and housing estates, and abroad as real places to stay; holiday lets
on listing sites and those sites' own pages; hotels that are also
restaurants; places named by a lodging word in many languages and scripts
(some in forms no list was written from); independent places whose NOTE
says what they are; people and plain businesses.

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. Every card's `part` is
`held-out`. The writers of the client styles are the labelled book's
(scripts/make-selection-book.py).
"""
import argparse, os, random

from selectionbook import book_names, load, write_new_book

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
dev5 = load("make-selection-dev5-book.py")
Spec = book.Spec

BRAND_PLACES = [
    ("Sheraton Milan San Siro", "it"), ("Novotel London Tower Bridge", "gb"), ("Mercure Roma Piazza Bologna", "it"),
    ("Radisson Blu Alcron", "cz"), ("Kempinski Adriatic", "hr"), ("Four Seasons Astir Palace", "gr"),
    ("Pullman Barcelona Skipper", "es"), ("Sofitel Frankfurt Opera", "de"), ("InterContinental Carlton Cannes", "fr"),
    ("ibis Styles Wien Messe Prater", "at"), ("Hilton Amsterdam Airport Schiphol", "nl"), ("Novotel Warszawa Centrum", "pl"),
    ("Radisson Collection Grand Place", "be"), ("Mercure Paris Gare de Lyon", "fr"), ("Hyatt Centric Murano Venice", "it"),
    ("Park Plaza Westminster Bridge", "gb"), ("Fairmont Le Château Frontenac", "ca"), ("Swissôtel Amsterdam", "nl"),
    ("Crowne Plaza Dubai Marina", "ae"), ("Shangri-La Paris", "fr"),
]

BRAND_TRADES = [
    ("Marriott Dental Studio", "us", "dentist", "Cleaning 3pm"), ("Hyatt Roofing", "us", "roofer", "Leak estimate"),
    ("Radisson Autoservice", "de", "car-repair", "Ölwechsel"), ("Novotel Waschsalon", "de", "laundrette", "Bettwäsche"),
    ("Mercure Immobilier", "fr", "estate-agent", "Visite appartement"), ("Sofitel Tailleur", "fr", "tailor", "Ourlet pantalon"),
    ("Sheraton Cerrajeros", "es", "locksmith", "Copia de llaves"), ("Westin Lavado de Autos", "mx", "car-wash", "Lavado completo"),
    ("Ritz Pelletteria", "it", "leather-goods", "Borsa riparata"), ("Four Seasons Schoenmakerij", "nl", "cobbler", "Hakken"),
    ("Hilton Stolarstwo", "pl", "joiner", "Szafa wnękowa"), ("Radisson Rørlegger", "no", "plumber", "Lekkasje bad"),
    ("Shangri-La Laundry", "sg", "laundry", "Shirts Friday"), ("Pullman Mecânica", "br", "car-repair", "Revisão"),
    ("Mercure Ottica", "it", "optician", "Occhiali pronti"), ("Novotel Kuaför Salonu", "tr", "hairdresser", "Cuma 14:00"),
    ("Hilton Carpet Cleaning", "gb", "cleaner", "Lounge carpet"), ("Kempinski Goldschmiede", "de", "goldsmith", "Ring weiten"),
    ("Hyatt Hair Studio", "au", "hairdresser", "Colour Thursday"), ("Sheraton Pet Grooming", "us", "groomer", "Max bath"),
]

FOREIGN_WORDS = [
    ("Midland Pension Scheme", "gb", "pension-fund", "Transfer value"), ("Pension Fund Partners", "us", "pension-fund", "401k rollover"),
    ("Casa Posada", "us", "restaurant", "Fajitas Friday"), ("Chalet Alpina", "gb", "restaurant", "Raclette evening"),
    ("Hostal La Paloma", "nl", "restaurant", "Tapas zaterdag"), ("Riad Fès", "fr", "restaurant", "Couscous vendredi"),
    ("Penn Residence", "us", "apartment-block", "Rent due 1st"), ("Residencial Vista Verde", "br", "housing-estate", "Portaria 24h"),
    ("Auberge Bordelaise", "de", "restaurant", "Weinabend"), ("Gasthof Edelweiss", "au", "restaurant", "Schnitzel night"),
]

HOME_WORDS = [
    ("Pension Waldblick", "de"), ("Pension Haus Tirol", "at"), ("Hostal La Fuente", "es"), ("Posada Las Golondrinas", "mx"),
    ("Parador de Cangas de Onís", "es"), ("Riad Kniza", "ma"), ("Gasthof Hirschen", "ch"), ("Auberge de la Forêt", "be"),
    ("Chalet Les Mélèzes", "fr"), ("Ryokan Kanaya", "jp"), ("Residencial Gerês", "pt"), ("Hostal Santa Cruz", "co"),
]

# Lodging words abroad that are places to stay, with no other evidence.
ABROAD_STAYS = [("Auberge du Soleil", "us"), ("Chalet Vail Village", "us"), ("The Residence Mayfair", "gb"), ("Pension Tivoli", "ie")]

LISTINGS = [
    ("Harbour Loft", "gb", "https://www.homeaway.co.uk/p9876543"),
    ("Bush Retreat Kangaroo Valley", "au", "https://www.stayz.com.au/holiday-rental/p8765432"),
    ("Casa do Vale", "pt", "https://www.homeaway.pt/p7654329"), ("Maison Lavande", "fr", "https://www.abritel.fr/location-vacances/p6543219"),
    ("Villa Alba", "it", "https://www.homeaway.it/p5432198"), ("Finca El Olivo", "es", "https://www.homeaway.es/p4321987"),
    ("Rose Cottage Bibury", "gb", "https://www.sykescottages.co.uk/cottage/Cotswolds-Bibury/Rose-5678.html"),
    ("Chata Pod Smrkem", "cz", "https://www.e-chalupy.cz/chata-pod-smrkem-o1234"),
]

LISTING_OTHERS = [
    ("Vrbo Owner Support", "us", "support-line", "https://www.vrbo.com/", "Payout question"),
    ("Abritel Service Client", "fr", "support-line", "https://www.abritel.fr", "Remboursement"),
    ("Airbnb Host Club", "gb", "club", "https://www.airbnb.co.uk/hosting", "Meetup Tuesday"),
]

WITH_RESTAURANT = [
    ("Hotel Restaurant Sonne", "de"), ("Hôtel Restaurant La Bonne Étoile", "fr"), ("Landgasthof Restaurant Rössle", "de"),
    ("Albergo Ristorante Al Sole", "it"), ("Hotel Restaurant Ochsen", "ch"),
]

WORDS = [
    ("Nyumba ya Wageni Kilimanjaro", "tz"), ("Gesti Baraka", "ke"), ("เกสต์เฮาส์บ้านไม้", "th"), ("รีสอร์ทภูผา", "th"),
    ("Nhà trọ Hoa Mai", "vn"), ("Homestay Ba Vì", "vn"), ("Chalet Pantai Cahaya", "my"), ("Misafirhane Yıldız", "tr"),
    ("Pansiyon Deniz", "tr"), ("Հյուրատուն Դիլիջան", "am"), ("საოჯახო სასტუმრო ნინო", "ge"), ("مهمانسرای پارس", "ir"),
    ("अतिथि गृह शिवम्", "in"), ("צימר הדס", "il"), ("Къща за гости Родопи", "bg"), ("Kuća za odmor Maslina", "hr"),
    ("Apartmani Luna", "hr"), ("Penzion Pod Hradem", "cz"), ("Ubytování Na Statku", "cz"), ("Pokoje Gościnne Pod Lasem", "pl"),
    ("Agroturystyka Pod Dębem", "pl"), ("Vendégház Tópart", "hu"), ("Panzió Napfény", "hu"), ("Pensiunea Maria", "ro"),
    ("Cabana Trei Brazi", "ro"), ("Viesu nams Rūķīši", "lv"), ("Külalistemaja Männi", "ee"), ("Vakantiehuis Zeezicht", "nl"),
    ("Agriturismo La Quercia", "it"), ("Casa Vacanze Mare Blu", "it"), ("Alojamento Local Ribeira", "pt"),
    ("Casa de Turismo Rural O Muiño", "es"), ("Гостевой дом Ольга", "ru"), ("Мини-гостиница Уют", "ru"),
    ("Садиба Над Черемошем", "ua"), ("ゲストハウス 桜", "jp"), ("民宿 さくら", "jp"), ("한옥게스트하우스 청연", "kr"),
    ("Bujtina Rilindja", "al"), ("Homestay Ciwidey", "id"),
]

STAYS = [
    ("Quinta das Oliveiras", "pt", "3 noites, quarto 5, pequeno-almoço incluído"), ("Villa Kalimera", "gr", "Μείναμε 4 βράδια, δωμάτιο 3"),
    ("Domek nad Jeziorem", "pl", "2 noce, śniadanie w cenie"), ("Haus am Deich", "de", "Übernachtung mit Frühstück, 2 Nächte"),
    ("Le Vieux Moulin", "fr", "Séjour de 3 nuits, chambre 2"), ("Casa dei Limoni", "it", "3 notti, colazione inclusa"),
    ("Finca Las Palmeras", "es", "Check-in 15:00, 4 noches"), ("Saunamökki Rauha", "fi", "2 yötä, aamiainen"),
    ("Fjordbu", "no", "3 netter, frokost inkludert"), ("Tanya Kert", "hu", "2 éjszaka, reggelivel"),
    ("Sea Breeze Cottage", "ie", "Stayed 3 nights in June, lovely breakfast"), ("Maple Hollow", "us", "Check-in 4pm, 2 nights"),
    ("Ban Rim Klong", "th", "พัก 2 คืน ห้อง 5"), ("竹影山居", "cn", "入住3晚，含早餐"), ("Vila Sunca", "hr", "3 noćenja, doručak"),
]

PEOPLE = [
    ("Oskar", "Lindgren", ""), ("Maren", "Vogt", "Geburtstag 3. Mai"), ("Tiago", "Ramos", ""), ("Selin", "Öztürk", ""),
    ("Hana", "Novotná", ""), ("Bartosz", "Zieliński", "2 nights cat-sitting"), ("Lucía", "Navarro", ""), ("Pieter", "Jansen", ""),
    ("Chiara", "Colombo", ""), ("Élodie", "Girard", ""), ("Kenji", "Watanabe", ""), ("Minji", "Park", ""), ("Aleksei", "Orlov", ""),
    ("Freya", "Nilsen", ""), ("Declan", "Murphy", "room 204 at the office"),
]

BUSINESSES = [
    ("Friseur Haarwerk", "de", "hairdresser", "Termin Freitag"), ("Boulangerie Martin", "fr", "bakery", "Galette"),
    ("Ferretería El Clavo", "es", "hardware", "Tornillos"), ("Autofficina Rossi", "it", "car-repair", "Tagliando"),
    ("Bakkerij de Graaf", "nl", "bakery", "Taart"), ("Tandläkare Ek", "se", "dentist", "Kontroll"),
    ("Kwiaciarnia Róża", "pl", "florist", "Bukiet"), ("Smith & Sons Plumbing", "gb", "plumber", "Boiler"),
    ("Lakeside Dental", "us", "dentist", "Cleaning"), ("Optik Brennglas", "at", "optician", "Brille"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-heldout5"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    book.PLACES.update(dev5.MORE_PLACES)
    # Every card's name of every other selection book.
    used = book_names(sorted(f for f in os.listdir(os.path.join(ROOT, "Fixtures"))
                             if f.startswith("selection") and f != "selection-heldout5"))
    # The index's brands that no other book's name starts with: three are left.
    brands = book.brand_specs(rng, args.brands, 3, used)
    stays = ([Spec("stay", "brand-beside-a-place", org=n, country=c) for n, c in BRAND_PLACES]
             + [Spec("stay", "lodging-word-at-home", org=n, country=c) for n, c in HOME_WORDS]
             + [Spec("stay", "lodging-word-abroad", org=n, country=c) for n, c in ABROAD_STAYS]
             + [Spec("stay", "listing-site", org=n, country=c, url=url) for n, c, url in LISTINGS]
             + [Spec("stay", "lodging-word-with-restaurant", org=n, country=c) for n, c in WITH_RESTAURANT]
             + [Spec("stay", "lodging-word", org=n, country=c) for n, c in WORDS]
             + [Spec("stay", "independent-note", org=n, country=c, note=note) for n, c, note in STAYS])
    others = ([Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_TRADES]
              + [Spec("other", f"lodging-word-abroad-but-{what}", org=n, country=c, note=note) for n, c, what, note in FOREIGN_WORDS]
              + [Spec("other", f"listing-site-but-{what}", org=n, country=c, url=url, note=note) for n, c, what, url, note in LISTING_OTHERS]
              + [Spec("other", "person", given=g, family=f, company=False, country=rng.choice(sorted(book.PLACES)), note=note)
                 for g, f, note in PEOPLE]
              + [Spec("other", f"business-{what}", org=n, country=c, note=note) for n, c, what, note in BUSINESSES])
    specs = brands + stays + others
    rng.shuffle(specs)
    write_new_book(book, specs, "held-out", rng, args.out, used)


if __name__ == "__main__":
    main()
