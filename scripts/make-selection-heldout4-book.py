#!/usr/bin/env python3
"""Writes a fourth held-out book for the selection rules (issue 20), after
Run 5's structural rules, to measure them once on cards they were never
tuned on.

    scripts/make-selection-heldout4-book.py --seed N [--out Fixtures/selection-heldout4]

Its classes: brands of the name-suggestion-index whose names no other book
holds, in a city of their scope; independent places to stay whose NOTE says
what they are as a traveller writes it, in the card's language — nights,
dates, times of arrival and departure, a room, a booking, breakfast — with
no lodging word nor brand in the name; places named by a lodging word of
many languages and scripts; and others: businesses whose NOTE holds the
shapes of a stay (an appointment's date and room, a flight's dates, a
table's time, a course's days, a ward's room), businesses bearing a hotel
brand's name, names holding a lodging word, and people.

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. No name is one another
book holds: the script leaves out any card whose name another book holds
(it checks, without listing them). Every card's `part` is `held-out`.
"""
import argparse, os, random

from selectionbook import book_names, load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
Spec = book.Spec

# Independent places to stay: (name, country, note as a traveller writes it).
STAYS = [
    ("Pod Jedlami", "pl", "Rezerwacja na 4 noce, śniadanie 8-10"), ("Stara Kuźnia", "pl", "pokój nr 6, 3-7 lipca"),
    ("Casa Bunicii", "ro", "2 nopti, mic dejun inclus"), ("Conacul Verde", "ro", "sosire 15:00, plecare 11:00"),
    ("Старата Воденица", "bg", "3 нощувки със закуска"), ("Вила Елена", "bg", "стая 14, 8–11 юли"),
    ("Salaš Ravnica", "rs", "3 noćenja sa doručkom"), ("Vila Drina", "rs", "soba 9, 4.7.–7.7."),
    ("Domačija Kos", "si", "2 noči z zajtrkom"), ("Pod Tatrami", "sk", "3 noci, izba č. 5"),
    ("Chalupa U Potoka", "cz", "4 noci, 3.–7. 7."), ("Dvůr Lipka", "cz", "příjezd 15:00, odjezd 10:00"),
    ("Hvammur", "is", "3 nætur, morgunmatur innifalinn"), ("Mas de la Riera", "es", "Reserva 3 nits, esmorzar inclòs"),
    ("Baserri Goikoa", "es", "2 gau, gosaria barne"), ("Cortijo El Olivar", "es", "Hab. 3, del 4 al 8 de julio"),
    ("Rumah Kenanga", "id", "3 malam, kamar no 2"), ("Bahay ni Lola", "id", "2 gabi, kuwarto 4"),
    ("Nhà Gỗ Sapa", "vn", "3 đêm, phòng 12, ăn sáng"), ("บ้านริมโขง", "th", "3 คืน รวมอาหารเช้า"),
    ("梧桐小院", "cn", "订了3晚，含早餐"), ("山间小屋", "cn", "7月4日–7日，房间 203"), ("솔바람", "kr", "3박, 203호"),
    ("Anand Niwas", "in", "3 nights, room 8, breakfast on the roof"), ("Dar Layla", "jo", "ليلتين، غرفة 3"),
    ("Πέτρινο Σπίτι", "gr", "2 βράδια, δωμάτιο 4"), ("Villa Thalassa", "gr", "4–8 Ιουλίου, πρωινό"),
    ("Eski Değirmen", "tr", "3 gece, oda 7, kahvaltı dahil"), ("Mandula Udvar", "hu", "3 éj, reggelivel"),
    ("Vana Veski", "ee", "3 ööd, hommikusöök"), ("Priedes", "lv", "2 naktis, brokastis"), ("Ąžuolų Sodyba", "lt", "3 naktys, pusryčiai"),
    ("ძველი სახლი", "ge", "3 ღამე, საუზმე"), ("Գյուղական Տուն", "am", "2 գիշեր, նախաճաշ"), ("Нуурын Гэр", "mn", "3 шөнө, өглөөний цай"),
    ("De Oude Pastorie", "be", "3 nachten, kamer 2, ontbijt"), ("Het Zonnehuis", "nl", "aankomst 15:00, vertrek 11:00"),
    ("Le Moulin Bleu", "fr", "3 nuits, chambre 5, petit-déj"), ("La Bergerie", "fr", "du 4 au 8 juillet, ch. 2"),
    ("Il Fienile", "it", "3 notti, camera 6, colazione"), ("Podere Le Querce", "it", "dal 4 all'8 luglio, check-in 16"),
    ("Quinta do Moinho", "pt", "3 noites, quarto 4"), ("Sítio Beija-Flor", "br", "3 diárias, café incluso"),
    ("Rancho Los Álamos", "mx", "3 noches, cuarto 6"), ("Finca El Roble", "co", "hab. 7, 4–8 de julio"),
    ("Casa del Inca", "pe", "2 noches, desayuno"), ("Haus am Bach", "at", "3 Nächte, Zi. 8, Frühstück"),
    ("Bergheimat", "ch", "Anreise 15 Uhr, Abreise 10 Uhr, 3 Nächte"), ("Larkspur Cottage", "gb", "3 nights, arrive after 4"),
    ("Cedar Hollow", "us", "Cabin 3, July 4-8, check-in 4pm"), ("Bellbird Ridge", "au", "3 nights, room 2"),
    ("Kilbride House", "ie", "2 nights, room 5, full Irish"), ("Fjellro", "no", "3 netter, frokost"), ("Tunturikoti", "fi", "3 yötä, aamiainen"),
    ("Havgården", "dk", "3 nætter, morgenmad"), ("Olienhout Huis", "za", "3 nagte, ontbyt ingesluit"),
    ("Mangrove Hideaway", "lk", "3 nights, room 4"), ("Le Jardin Créole", "mu", "3 nuits, chambre 2"),
    ("Casa Azahar", "ar", "3 noches, habitación 5"), ("Refugio Austral", "cl", "2 noches, desayuno"),
    ("Shalimar Retreat", "pk", "3 nights, breakfast"), ("山の音", "jp", "2泊、朝食付き"), ("海風庵", "jp", "7月4日〜7日、部屋 3"),
    ("Lakeview Stay", "np", "3 nights, room 6"), ("Sundari Villa", "kh", "3 nights, room 2, breakfast"),
    ("Kiwi Orchard", "au", "2 nights in the orchard room"), ("Alpine Hearth", "ca", "3 nights, room 7"),
]

# Places named by a lodging word of many languages and scripts: (name, country).
WORDED = [
    ("Hotel Zlatý Klíč", "cz"), ("Penzion Javor", "sk"), ("Pensjonat Lipowy", "pl"), ("Hotel Vila Bled", "si"),
    ("Hostel Bura", "hr"), ("Хотел Рила", "bg"), ("Hotel Modern Kraljevo", "rs"), ("Pensiunea Ana", "ro"), ("Panzió Tölgyes", "hu"),
    ("Gasthof zur Linde", "at"), ("Landgasthaus Eiche", "de"), ("Hotell Fjällsippan", "se"), ("Gjestehus Lofoten", "no"),
    ("Kro Vestkysten", "dk"), ("Hotelli Kuusamo", "fi"), ("Guesthouse Aurora", "is"), ("Hostal La Palma", "es"),
    ("Posada del Sol", "mx"), ("Pousada Maré Alta", "br"), ("Albergo Stella", "it"), ("Auberge du Lac", "fr"),
    ("Gîte Les Prés", "fr"), ("Bed & Breakfast De Linde", "nl"), ("Motel Sunset Strip", "us"), ("Lakeside Lodge", "ca"),
    ("Bayview Inn", "au"), ("Riverside Guest House", "gb"), ("Гостиница Волга", "ru"), ("Готель Карпати", "ua"),
    ("Ξενοδοχείο Άστρα", "gr"), ("Otel Deniz", "tr"), ("فندق النخيل", "jo"), ("מלון הים", "il"), ("होटल गंगा", "in"),
    ("โรงแรมริเวอร์", "th"), ("Khách sạn Sông Hồng", "vn"), ("旅館 松風", "jp"), ("民宿 海月", "jp"), ("酒店 明珠", "cn"),
    ("호텔 한강", "kr"), ("Riad Yasmine", "ma"), ("Hostel Andino", "pe"), ("Hostería del Bosque", "ar"), ("Resort Palmeira", "br"),
    ("Ryokan Kiku", "jp"),
]

# Businesses whose NOTE holds the shapes of a stay: (name, country, what, note).
SHAPED = [
    ("Gabinet Dr Nowak", "pl", "doctor", "wizyta 4.7. 10:30, gabinet 12"), ("Clinica Dentară Zâmbet", "ro", "dentist", "programare 4 iulie, ora 9"),
    ("LOT Biuro", "pl", "airline", "LO 281 4–8 lipca, miejsce 12A"), ("Aegean Office", "gr", "airline", "A3 600, 4–8 July, seat 3C"),
    ("Osteria Bianchi", "it", "restaurant", "tavolo per 6 alle 20:30"), ("Taberna El Puerto", "es", "restaurant", "mesa para 4, 21h"),
    ("Happy Tails Boarding", "us", "kennel", "Max 4 nights, kennel 7"), ("Europcar Station", "fr", "car-hire", "retrait 4 juillet, retour 8 juillet"),
    ("Koelnmesse", "de", "trade-fair", "4.–8. Juli, Halle 6"), ("Dunmore Accountants", "ie", "office", "Suite 210, 2nd floor"),
    ("Krankenhaus St. Anna", "at", "hospital", "Zimmer 214, Besuchszeit 15 Uhr"), ("Yoga Shala Praha", "cz", "studio", "kurz 4.–8. 7."),
    ("Sprachschule Lingua", "ch", "school", "Kurs 4.–8. Juli, Raum 3"), ("Teatro Nacional", "pt", "theatre", "3 noites de fado, fila B"),
    ("Northgate Self Storage", "gb", "storage", "Unit 12, access 6:00–22:00"), ("Kino Nova", "cz", "cinema", "sál 2, řada 8, 20:00"),
    ("Viking Line Kundtjänst", "se", "ferry", "hytt 8, 4–5 juli"), ("Fysio Centrum", "nl", "physio", "afspraak 4 juli 10:00"),
    ("Studio Danza", "it", "studio", "stage 4–8 luglio, sala 2"), ("Nachtwache Pflegedienst", "de", "care", "3 Nächte pro Woche"),
]

# Businesses bearing a hotel brand's name: (name, country, what, note).
BRAND_NAMED = [
    ("Hilton Garage", "gb", "garage", "MOT due"), ("Hyatt Roofing", "us", "roofer", "Quote for gutters"),
    ("Marriott Print", "us", "printer", "Business cards"), ("Radisson Marine", "gb", "chandlery", "Rope"),
    ("Kempinski Weine", "de", "wine-shop", "Riesling bestellt"), ("Ritz Bowling", "us", "bowling", "Lane 4 Friday"),
    ("Savoy Taxi", "gb", "taxi", "Airport run"), ("Ibis Gartenbau", "de", "gardener", "Hecke schneiden"),
    ("Mercure Peinture", "fr", "painter", "Devis salon"), ("Novotel Druk", "pl", "printer", "Ulotki"),
    ("Sheraton Motors", "us", "car-dealer", "Service due"), ("Westin Tiles", "gb", "tiles", "Bathroom tiles"),
]

# Names holding a lodging word that are no place to stay: (name, country, what, note).
WORDED_OTHERS = [
    ("Hotelfachschule Bad Ischl", "at", "school", "Tag der offenen Tür"), ("Pension Advice Bureau", "gb", "adviser", "Review in June"),
    ("Katzenpension Mieze", "de", "cattery", "Katze 4 Nächte"), ("Inn Bakery", "us", "bakery", "Sourdough Saturday"),
    ("Lodge Hall Masonic", "gb", "lodge", "Meeting 2nd Tuesday"), ("Resort Cleaning Co", "us", "cleaner", "Weekly"),
    ("Motel Records", "us", "label", "Vinyl pressing"), ("Hostel Software GmbH", "de", "software", "Lizenz"),
]

# People: (given, family, note).
PEOPLE = [
    ("Agnieszka", "Wróbel", "Urodziny 4 lipca"), ("Mihai", "Dumitru", ""), ("Petar", "Ilić", "3 nights babysitting"),
    ("Jana", "Kovač", ""), ("Sigrún", "Jónsdóttir", ""), ("Jordi", "Puig", "Sopar 4 de juliol"), ("Ayu", "Lestari", ""),
    ("Thanh", "Nguyễn", ""), ("Eleni", "Papadaki", ""), ("Emre", "Aydın", ""), ("Zsófia", "Kiss", ""), ("Kadri", "Tamm", ""),
    ("Ilze", "Ozola", ""), ("Tomas", "Kazlauskas", ""), ("Nino", "Beridze", ""), ("Anouk", "de Wit", "room 12 at the office"),
    ("Camille", "Moreau", ""), ("Giulia", "Ferri", ""), ("Rafael", "Souza", ""), ("Valentina", "Rojas", ""),
    ("Lukas", "Gruber", "Zi. 214 im Krankenhaus"), ("Aoife", "Byrne", ""), ("Ingrid", "Dahl", ""), ("Mette", "Holm", ""),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-heldout4"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    # Every card's name of every other selection book.
    used = book_names(sorted(f for f in os.listdir(os.path.join(ROOT, "Fixtures"))
                             if f.startswith("selection") and f != "selection-heldout4"))
    brands = book.brand_specs(rng, args.brands, 40, used)
    stays = [Spec("stay", "independent-note", org=n, country=c, note=note) for n, c, note in STAYS]
    worded = [Spec("stay", "lodging-word", org=n, country=c, note=rng.choice(["", "", "3 nights"])) for n, c in WORDED]
    others = ([Spec("other", f"stay-shape-but-{what}", org=n, country=c, note=note) for n, c, what, note in SHAPED]
              + [Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_NAMED]
              + [Spec("other", f"lodging-word-but-{what}", org=n, country=c, note=note) for n, c, what, note in WORDED_OTHERS]
              + [Spec("other", "person", given=g, family=f, company=False, country=rng.choice(list(book.PLACES)), note=note)
                 for g, f, note in PEOPLE])
    specs = brands + stays + worded + others
    rng.shuffle(specs)
    kept = [s for s in specs if s.name.casefold() not in used]
    book.write_book(kept, lambda index: "held-out", rng, args.out)
    count = sum(1 for s in kept if s.label == "stay")
    print(f"{len(kept)} cards, {count} places to stay, {len(kept) - count} others; {len(specs) - len(kept)} left out as other books' names")


if __name__ == "__main__":
    main()
