#!/usr/bin/env python3
"""Writes a fifth development book for the selection rules (issue 20): a
brand beside another trade's word, lodging words in a country where they
name something else, listing sites under a country's second-level suffix,
and lodging words of languages the earlier books did not have.

    scripts/make-selection-dev5-book.py --seed N [--out Fixtures/selection-dev5]

Its classes: businesses bearing a hotel brand's name beside a trade word
in many languages ("Hilton Reifen", "Mercure Coiffure", "Ibis Apteka") and,
against them, brand properties named after a quarter, a landmark or a
station ("ibis Amsterdam Centraal Station"); a lodging word where the
country's language gives it another meaning or where it names a foreign
restaurant ("Pension Wise" in Britain, "El Parador" in the United States,
"Residencial Los Pinos" in Mexico) and, against them, the same words at
home ("Pension Sonnenhof" in Austria); holiday lets whose URL is a listing
site's page under a country's suffix (homeaway.co.uk, homeaway.com.au) and
those sites' front pages; hotels that are also a restaurant
("Hotel-Restaurant Adler"); and places named by a lodging word of a
language or script the lists lack (Swahili, Thai, Persian, Hebrew,
Bulgarian, Polish, Basque, Welsh, Ukrainian, …).

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
Spec = book.Spec

# Countries no earlier book has an address for: (city, region, postal code, country, street, phone prefix).
MORE_PLACES = {
    "ke": [("Nairobi", "", "00100", "Kenya", "Ngong Road {n}", "+254 20")],
    "tz": [("Zanzibar", "", "", "Tanzania", "Shangani Street {n}", "+255 24")],
    "my": [("Melaka", "", "75200", "Malaysia", "Jalan Tun Tan Cheng Lock {n}", "+60 6")],
    "ir": [("اصفهان", "", "81000", "Iran", "خیابان چهارباغ {n}", "+98 31")],
    "al": [("Shkodër", "", "4001", "Albania", "Rruga Kolë Idromeno {n}", "+355 22")],
    "ua": [("Львів", "", "79008", "Україна", "вулиця Руська {n}", "+380 32")],
}

# Businesses bearing a hotel brand's name beside a trade word: (name, country, what, note).
BRAND_TRADES = [
    ("Hilton Reifen", "de", "tyres", "Sommerreifen einlagern"), ("Kempinski Bäckerei", "de", "bakery", "Brötchen Samstag"),
    ("Marriott Autohaus", "de", "car-dealer", "Inspektion Mai"), ("Hyatt Schlüsseldienst", "at", "locksmith", "Zylinder tauschen"),
    ("Radisson Elektro", "ch", "electrician", "Offerte Küche"), ("Mercure Coiffure", "fr", "hairdresser", "Coupe mardi 10h"),
    ("Novotel Boucherie", "fr", "butcher", "Commande gigot"), ("Sofitel Pressing", "be", "dry-cleaner", "Costume à retirer"),
    ("Ibis Carrosserie", "fr", "body-shop", "Devis pare-chocs"), ("Sheraton Peluquería", "es", "hairdresser", "Corte jueves"),
    ("Westin Ferretería", "mx", "hardware", "Pedido tornillos"), ("Four Seasons Zapatería", "es", "shoes", "Reparar botas"),
    ("Ritz Parrucchiere", "it", "hairdresser", "Piega venerdì"), ("Hilton Gommista", "it", "tyres", "Cambio gomme"),
    ("Marriott Macelleria", "it", "butcher", "Ordine salsicce"), ("Hyatt Kapsalon", "nl", "hairdresser", "Knippen zaterdag"),
    ("Radisson Bakkerij", "nl", "bakery", "Taart bestellen"), ("Novotel Fryzjer", "pl", "hairdresser", "Strzyżenie środa"),
    ("Sheraton Piekarnia", "pl", "bakery", "Chleb na sobotę"), ("Ibis Apteka", "pl", "pharmacy", "Recepta"),
    ("Hilton Frisör", "se", "hairdresser", "Klippning fredag"), ("Mercure Bilverkstad", "se", "car-repair", "Service bil"),
    ("Westin Kadeřnictví", "cz", "hairdresser", "Střih pátek"), ("Kempinski Kuaför", "tr", "hairdresser", "Perşembe saat 11"),
    ("Shangri-La Eczane", "tr", "pharmacy", "İlaç"), ("Sofitel Cabeleireiro", "pt", "hairdresser", "Corte sábado"),
    ("Pullman Padaria", "br", "bakery", "Pão de queijo"), ("Hilton Tiles", "gb", "tiles", "Bathroom tiles quote"),
    ("Hyatt Locksmiths", "us", "locksmith", "Spare keys"), ("Radisson Printing", "gb", "printer", "Business cards"),
    ("Sheraton Removals", "gb", "removals", "Move mid May"), ("Novotel Kitchens", "gb", "kitchen-fitter", "Worktop fitting"),
    ("Four Seasons Heating & Air", "us", "hvac", "Furnace check"), ("Mercure Tandarts", "nl", "dentist", "Controle dinsdag"),
    ("Ibis Optiek", "be", "optician", "Lenzen ophalen"), ("Marriott Upholstery", "us", "upholsterer", "Sofa recover"),
]

# Brand properties named after a quarter, a landmark or a station (the brand table has these brands).
BRAND_PLACES = [
    ("ibis Amsterdam Centraal Station", "nl"), ("Hilton London Bankside", "gb"), ("Radisson Blu Seaside", "se"),
    ("Sheraton Grand Krakow", "pl"), ("Mercure Kasteel Bloemendal", "nl"), ("Kempinski Palace Portorož", "si"),
    ("Pullman Paris Tour Eiffel", "fr"), ("Novotel Sukhumvit 20", "th"), ("Four Seasons Gresham Palace", "hu"),
    ("Sofitel Legend Metropole", "vn"), ("The Westin Palace", "es"), ("InterContinental Marine Drive", "in"),
    ("Marriott Park Lane", "gb"), ("Shangri-La The Shard", "gb"), ("Hyatt Regency Wien Nord", "at"),
    ("Swissôtel The Bosphorus", "tr"),
]

# A lodging word where it names something else: (name, country, what, note).
FOREIGN_WORDS = [
    ("Pension Wise", "gb", "pension-guidance", "Retirement guidance call"), ("Northgate Pension Trust", "gb", "pension-fund", "Annual statement"),
    ("Carrick Pension Partners", "ie", "pension-adviser", "Review in June"), ("Hartwell Pension", "au", "pension-fund", "Rollover form"),
    ("Lakeside Pension Board", "us", "pension-board", "Member ID on file"), ("El Parador", "us", "restaurant", "Margaritas Friday"),
    ("La Posada", "us", "restaurant", "Enchiladas to go"), ("Riad Marrakech", "gb", "restaurant", "Tagine night"),
    ("Gasthaus Bavaria", "us", "restaurant", "Schnitzel Thursday"), ("El Hostal", "de", "restaurant", "Paella am Freitag"),
    ("Auberge de Provence", "gb", "restaurant", "Anniversary dinner"), ("Chalet Suisse", "us", "restaurant", "Fondue for two"),
    ("Ryokan", "de", "restaurant", "Kaiseki Menü"), ("Residencial Los Pinos", "mx", "housing-estate", "Cuota de mantenimiento"),
    ("Residencial Jardim Europa", "br", "housing-estate", "Taxa de condomínio"), ("The Residence", "gb", "private-home", "Grandma's"),
]

# The same words at home: places to stay.
HOME_WORDS = [
    ("Pension Sonnenhof", "at"), ("Pension Alpenrose", "de"), ("Hostal Ramírez", "es"), ("Posada del Sol", "mx"),
    ("Parador de Ronda", "es"), ("Riad Dar Zitoun", "ma"), ("Gasthaus Krone", "de"), ("Auberge du Lac", "fr"),
    ("Chalet Edelweiss", "ch"), ("Ryokan Sawanoya", "jp"), ("Residencial Alegria", "pt"), ("Pension Adria", "hr"),
]

# The same words abroad whose NOTE says a night was spent: (name, country, note).
FOREIGN_STAYS = [
    ("Gasthaus Edelweiss", "us", "2 nights, room 4"), ("Pension Bellevue", "gb", "Stayed 3 nights, breakfast included"),
    ("Posada Tica", "us", "Check-in 3pm, 2 nights"), ("Riad Amira", "fr", "2 nuits, chambre 3"),
]

# Holiday lets whose URL is a listing site's page under a country's suffix: (name, country, url).
LISTINGS = [
    ("Seaview Cottage", "gb", "https://www.homeaway.co.uk/p1234567"), ("Casa Limonero", "es", "https://www.homeaway.es/p7654321"),
    ("Byron Beach House", "au", "https://www.homeaway.com.au/holiday-rental/p2345678"),
    ("Rosemary Barn", "gb", "https://www.holidaylettings.co.uk/rentals/cornwall/1234567"),
    ("Tŷ Coed", "gb", "https://www.sykescottages.co.uk/cottage/Wales-Snowdonia/Ty-Coed-1234.html"),
    ("Mas des Oliviers", "fr", "https://www.abritel.fr/location-vacances/p3456789"),
    ("Gumtree Hollow", "au", "https://www.stayz.com.au/holiday-rental/p4567890"),
    ("Bungalow Seeblick", "de", "https://www.fewo-direkt.de/ferienwohnung-ferienhaus/p5678901"),
    ("Villa Girasole", "it", "https://www.homeaway.it/p6789012"), ("Ferme du Moulin", "be", "https://www.homeaway.fr/p7890123"),
]

# The same sites' front pages and other pages: (name, country, what, url, note).
LISTING_OTHERS = [
    ("HomeAway UK Support", "gb", "support-line", "https://www.homeaway.co.uk", "Refund query"),
    ("Stayz Help", "au", "support-line", "https://www.stayz.com.au/", "Host account"),
    ("Airbnb Experiences Team", "gb", "support-line", "https://www.airbnb.co.uk/experiences/1234567", "Pasta class"),
    ("Holiday Lettings Office", "gb", "office", "https://www.holidaylettings.co.uk", "Owner enquiries"),
]

# Hotels that are also a restaurant or a café, as their signs say.
WITH_RESTAURANT = [
    ("Hotel-Restaurant Adler", "de"), ("Hôtel-Restaurant du Lac", "fr"), ("Albergo Ristorante Stella", "it"),
    ("Gasthof Restaurant Zum Hirschen", "at"), ("Hostal Restaurante El Cruce", "es"), ("Hotel Café Central", "ch"),
]

# Places named by a lodging word of a language or a script the lists lack: (name, country).
NEW_WORDS = [
    ("Nyumba ya Wageni Amani", "ke"), ("Nyumba ya Wageni Pwani", "tz"), ("เกสต์เฮาส์ริมน้ำ", "th"), ("รีสอร์ทบ้านสวน", "th"),
    ("บ้านพักริมโขง", "th"), ("Nhà trọ Bình An", "vn"), ("Rumah Tumpangan Seri", "my"), ("Homestay Kampung Morten", "my"),
    ("Misafirhane Çınar", "tr"), ("Հյուրատուն Արարատ", "am"), ("ჰოსტელი ძველი ქალაქი", "ge"), ("مسافرخانه امیر", "ir"),
    ("اقامتگاه سنتی ملک", "ir"), ("धर्मशाला श्री राम", "in"), ("अतिथि गृह गंगा", "in"), ("צימר בגליל", "il"),
    ("בית הארחה נוף", "il"), ("دار ضيافة النخيل", "jo"), ("Къща за гости Балкан", "bg"), ("Prenoćište Lipa", "rs"),
    ("Smještaj Marija", "hr"), ("Ubytování U Lípy", "cz"), ("Ubytovanie Pod Tatrami", "sk"), ("Pokoje Gościnne Jagoda", "pl"),
    ("Noclegi Pod Lipami", "pl"), ("Gościniec Kasztelański", "pl"), ("Fogadó a Két Gólyához", "hu"),
    ("Casa de Oaspeți Bucovina", "ro"), ("Viesu nams Ozoli", "lv"), ("Puhkemaja Metsaveere", "ee"), ("Lomamökki Koivu", "fi"),
    ("Stugby Fjällsjön", "se"), ("Vakantiehuis De Duinen", "nl"), ("Gastenverblijf Het Veld", "be"),
    ("Casa Vacanze Il Glicine", "it"), ("Rifugio Lagazuoi", "it"), ("Alojamento Local Alfama", "pt"),
    ("Zumaia Aterpetxea", "es"), ("Landetxea Goikoa", "es"), ("Llety'r Wennol", "gb"), ("Гостьовий будинок Карпати", "ua"),
    ("Садиба Верховина", "ua"), ("Турбаза Алтай", "ru"), ("한옥스테이 서촌", "kr"), ("Bujtina Gjoçaj", "al"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev5"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    book.PLACES.update(MORE_PLACES)
    stays = ([Spec("stay", "brand-beside-a-place", org=n, country=c) for n, c in BRAND_PLACES]
             + [Spec("stay", "lodging-word-at-home", org=n, country=c) for n, c in HOME_WORDS]
             + [Spec("stay", "lodging-word-abroad-with-note", org=n, country=c, note=note) for n, c, note in FOREIGN_STAYS]
             + [Spec("stay", "listing-site-country-suffix", org=n, country=c, url=url) for n, c, url in LISTINGS]
             + [Spec("stay", "lodging-word-with-restaurant", org=n, country=c) for n, c in WITH_RESTAURANT]
             + [Spec("stay", "lodging-word-new-language", org=n, country=c) for n, c in NEW_WORDS])
    others = ([Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_TRADES]
              + [Spec("other", f"lodging-word-abroad-but-{what}", org=n, country=c, note=note) for n, c, what, note in FOREIGN_WORDS]
              + [Spec("other", f"listing-site-but-{what}", org=n, country=c, url=url, note=note)
                 for n, c, what, url, note in LISTING_OTHERS])
    specs = stays + others
    rng.shuffle(specs)
    taken = book_names(["selection", "selection-heldout", "selection-heldout3", "selection-heldout4"], held_out_only=["selection"])
    write_new_book(book, specs, "development", rng, args.out, taken)


if __name__ == "__main__":
    main()
