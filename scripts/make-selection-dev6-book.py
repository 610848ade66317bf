#!/usr/bin/env python3
"""Writes a sixth development book for the selection rules (issue 20): the
held-out books' classes, with names of its own, for tuning.

    scripts/make-selection-dev6-book.py --seed N [--out Fixtures/selection-dev6]

Its classes: places to stay known by name only (brands of the
name-suggestion-index whose names hold no lodging word and that no other
book names, chosen by the script, each in a city of its scope; well-known
independent places to stay with no lodging word: "Schloss Elmau", "Le
Sirenuse"); independent places to stay whose NOTE, URL, category, phone
label or e-mail address says what they are, in the card's language, as a
traveller writes it (nights, arrival and departure, a room, breakfast, a
key box, a deposit, a host's name; sometimes very little); places named
by a lodging word of many languages and scripts (Icelandic, Maltese,
Basque, Georgian, Amharic, Khmer, Lao, Sinhala, Tamil, Mongolian, Kazakh,
Uzbek, Burmese, Azerbaijani, Kyrgyz, Irish, Scottish Gaelic, …); lodging
words at home, abroad as restaurants, pension funds and housing estates,
and abroad as real places to stay whose NOTE says a night was spent;
brand properties named after a quarter, a landmark, a station or a fair,
and businesses bearing a brand's name beside a trade word; holiday lets on
listing sites' pages and those sites' own pages; and traps: people
(friends, hotels' staff with a TITLE, people called Aman, Conrad or
Lotte), businesses whose NOTE holds the shapes of a stay (an appointment,
a flight, a table, a kennel, a car's hire, a trade fair, an office suite,
a ward's room, a course, a theatre's nights, a storage unit, a ferry's
cabin, night shifts), names holding a lodging word that are no lodging (a
town hall "Hôtel de Ville", a hospital "Hôtel-Dieu", a dog hotel, a
pension fund) and restaurants named like inns.

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. The script leaves out
any card whose name another selection book holds (it checks, without
listing them). Every card's `part` is `development`. The writers of the
client styles are the labelled book's (scripts/make-selection-book.py).
"""
import argparse, json, os, random

from selectionbook import book_names, load, write_new_book

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
dev5 = load("make-selection-dev5-book.py")
Spec = book.Spec

OTHER_BOOKS = ["selection", "selection-dev", "selection-dev2", "selection-dev3", "selection-dev4", "selection-dev5",
               "selection-heldout", "selection-heldout3", "selection-heldout4", "selection-heldout5"]

# Countries no earlier book has an address for: (city, region, postal code, country, street, phone prefix).
MORE_PLACES = {
    "mt": [("Valletta", "", "VLT 1111", "Malta", "Triq il-Merkanti {n}", "+356 21")],
    "et": [("Addis Ababa", "", "1000", "Ethiopia", "Churchill Avenue {n}", "+251 11")],
    "la": [("Luang Prabang", "", "06000", "Laos", "Sisavangvong Road {n}", "+856 71")],
    "kz": [("Алматы", "", "050000", "Қазақстан", "Абылай хан даңғылы {n}", "+7 727")],
    "uz": [("Samarqand", "", "140100", "Oʻzbekiston", "Registon koʻchasi {n}", "+998 66")],
    "mm": [("Bagan", "", "05231", "Myanmar", "Anawrahta Road {n}", "+95 61")],
    "az": [("Şəki", "", "AZ5500", "Azərbaycan", "M. F. Axundzadə prospekti {n}", "+994 24")],
    "kg": [("Каракол", "", "722200", "Кыргызстан", "улица Токтогула {n}", "+996 3922")],
    "ph": [("Vigan", "Ilocos Sur", "2700", "Philippines", "{n} Calle Crisologo", "+63 77")],
    "nz": [("Raglan", "", "3225", "New Zealand", "{n} Bow Street", "+64 7")],
}

# Words that make a brand's name a lodging's, beyond the labelled book's list.
MORE_LODGING_WORDS = ("suites", "stay", "hostel", "hostelling", "youth", "resort", "collection", "vacation", "apartment", "residen",
                      "inn", "herberg", "酒店", "飯店", "饭店", "ホテル", "イン", "스테이", "отель", "уют")

# Well-known independent places to stay known by name only: (name, country, url).
FAMOUS = [
    ("Schloss Elmau", "de", "https://www.schloss-elmau.de"), ("Le Sirenuse", "it", "https://www.sirenuse.it"),
    ("Borgo Egnazia", "it", ""), ("Gstaad Palace", "ch", "https://www.palace.ch"), ("Suvretta House", "ch", ""),
    ("Vila Joya", "pt", "https://www.vilajoya.com"), ("The Silo", "za", ""), ("Ellerman House", "za", "https://www.ellerman.co.za"),
    ("Singita Lebombo", "za", ""), ("Soneva Fushi", "mv", "https://soneva.com/soneva-fushi/"), ("Rambagh Palace", "in", ""),
    ("Çırağan Palace", "tr", ""), ("The Upper House", "hk", "https://www.upperhouse.com"), ("Blackberry Farm", "us", ""),
    ("The Broadmoor", "us", "https://www.broadmoor.com"), ("Nimb", "dk", ""), ("Deplar Farm", "is", ""), ("Awasi Atacama", "cl", ""),
    ("Castello di Reschio", "it", ""), ("Hassler Roma", "it", "https://www.hotelhassler.com"), ("Cheval Blanc Randheli", "mv", ""),
    ("Juvet Landscape", "no", ""), ("Kämp", "fi", ""), ("Babylonstoren", "za", "https://babylonstoren.com"), ("Azumi Setoda", "jp", ""),
    ("Gora Kadan", "jp", ""), ("Chablé Yucatán", "mx", ""), ("Ventana Big Sur", "us", ""),
]

# Independent places to stay whose NOTE says what they are, as a traveller writes it: (name, country, note).
BY_NOTE = [
    ("Casa Kimberly", "mx", "3 noches, llegada jueves; desayuno en la terraza"),
    ("Quinta do Vallado", "pt", "2 noites, quarto 6, pequeno-almoço incluído"),
    ("Masseria Cimino", "it", "arrivo 15:00, partenza 11:00 — 3 notti, colazione inclusa"),
    ("Haus Lärchenwald", "at", "Ankunft Sa ab 15 Uhr, Schlüsselbox Code 4711, Kaution 200 €"),
    ("Landhaus Birkenhof", "de", "2 Nächte, Zimmer 3, Frühstück 7–10"),
    ("Le Mas des Figues", "fr", "Arrivée vendredi après 16h, départ dimanche 11h. Hôte : Sylvie."),
    ("La Maison Bleue Dinard", "fr", "2 nuits, petit-déjeuner compris, clé dans la boîte à clés"),
    ("Hvammur Farm", "is", "2 nætur, morgunmatur innifalinn, herbergi 3"),
    ("Dom na Skarpie", "pl", "2 noce, śniadanie w cenie, klucz u pani Basi"),
    ("Chata pod Smrkem", "cz", "příjezd pátek 16:00, odjezd neděle 10:00, záloha 2000 Kč"),
    ("Kuća Ružica", "hr", "3 noćenja, doručak, ključ u kutiji"),
    ("Villa Eleni Naxos", "gr", "3 διανυκτερεύσεις, πρωινό, δωμάτιο 4"),
    ("Taş Ev Alaçatı", "tr", "3 gece, kahvaltı dahil, oda 2"),
    ("Bahay ni Lola Vigan", "ph", "2 nights, breakfast at 7, host: Tita Cora"),
    ("Rumah Kayu Ubud", "id", "3 malam, sarapan, kamar 5, check-in 14.00"),
    ("Nhà Gỗ Sa Pa", "vn", "2 đêm, phòng 3, có ăn sáng"),
    ("บ้านสวนเชียงดาว", "th", "2 คืน รวมอาหารเช้า"),
    ("京町家 さくら", "jp", "2泊、朝食付き、チェックイン15時"),
    ("山居小院", "cn", "住两晚，含早餐，押金200元"),
    ("솔숲하우스", "kr", "2박, 조식 포함, 입실 15시"),
    ("Dar Layla Chefchaouen", "ma", "2 nuits, petit-déjeuner sur la terrasse"),
    ("بيت الياسمين", "jo", "ليلتان، فطور، غرفة 3"),
    ("Sodyba Ąžuolynė", "lt", "2 naktys, pusryčiai, raktas dėžutėje"),
    ("Stuga Björkudden", "se", "3 nätter, nyckel i nyckelboxen, deposition 1000 kr"),
    ("Hytte Fjellro", "no", "2 netter, nøkkel i nøkkelboks"),
    ("Mökki Järvenranta", "fi", "3 yötä, avain avainlaatikossa"),
    ("Seaforth Cottage", "gb", "Arrive Fri after 4, leave Sun by 10. Key safe 2580. Deposit paid."),
    ("Cedar Hollow", "us", "2 nights, host Jim, door code 4417"),
    ("Kestrel House", "ie", "2 nights, breakfast 8–9:30, room at the top of the stairs"),
    ("Casa Lupita", "mx", "2 noches"), ("Haus Bergblick", "ch", "Zi. 5"), ("Ca' Dolfin", "it", "colazione 7:30"),
]

# Independent places to stay whose URL says what they are: (name, country, url).
BY_URL = [
    ("Finca Son Mir", "es", "https://www.booking.com/hotel/es/finca-son-mir.es.html"),
    ("Lazy Dog Tbilisi", "ge", "https://www.hostelworld.com/pwa/hosteldetails.php/Lazy-Dog/Tbilisi/281934"),
    ("Villa Maja Split", "hr", "https://www.booking.com/hotel/hr/villa-maja-split.hr.html"),
    ("Nomad's Land Karakol", "kg", "https://www.hostelworld.com/pwa/hosteldetails.php/Nomads-Land/Karakol/301277"),
]
# … whose category, phone label or e-mail address says what they are: (name, country, category, phone label, e-mail).
BY_FIELD = [
    ("Borgo Pignano", "it", "Alloggi", None, ""), ("Am Deich 12", "de", "Unterkunft", None, ""),
    ("Casa Olea", "es", "Alojamiento", None, ""), ("Le Clos Fleuri", "fr", "Hébergement", None, ""),
    ("Palazzo Margherita", "it", None, "Reception", ""), ("Schloss Wartegg", "ch", None, "Rezeption", ""),
    ("Dwór Sieraków", "pl", None, "Recepcja", ""), ("Ferme de la Huppe", "fr", None, "Réception", ""),
    ("Quinta Vale do Rio", "pt", None, None, "reservas@quintavaledorio.pt"),
    ("Casa Tre Archi", "it", None, None, "prenotazioni@casatrearchi.it"),
    ("Bergkristall Saalbach", "at", None, None, "zimmer@bergkristall-saalbach.at"),
    ("Kotiranta", "fi", None, None, "majoitus@kotiranta.fi"),
]

# Places named by a lodging word of many languages and scripts: (name, country).
WORDS = [
    ("Gistiheimilið Brekka", "is"), ("Gistihúsið Lónið", "is"), ("Lukanda San Pawl", "mt"), ("Il-Lukanda tal-Belt", "mt"),
    ("Ostatua Itxaso", "es"), ("Hotela Arkaitz", "es"), ("Alberg Montserrat", "es"), ("სასტუმრო მთაწმინდა", "ge"),
    ("საოჯახო სასტუმრო ნინო", "ge"), ("ጣይቱ ሆቴል", "et"), ("ላሊበላ እንግዳ ማረፊያ", "et"), ("សណ្ឋាគារ អង្គរ", "kh"),
    ("ផ្ទះសំណាក់ ស្រះស្រង់", "kh"), ("ໂຮງແຮມ ຫຼວງພະບາງ", "la"), ("ເຮືອນພັກ ແມ່ຂອງ", "la"), ("ගාලු හෝටලය", "lk"),
    ("සංචාරක නිවාසය මිරිස්ස", "lk"), ("யாழ் விடுதி", "lk"), ("தங்கும் விடுதி மதுரை", "in"), ("Хүннү зочид буудал", "mn"),
    ("Тэрэлж жуулчны бааз", "mn"), ("Алатау қонақ үйі", "kz"), ("Registon mehmonxonasi", "uz"), ("Bibixonim mehmon uyi", "uz"),
    ("ဘုရားကြီး တည်းခိုခန်း", "mm"), ("Qonaq Evi Nərgiz", "az"), ("Ала-Тоо мейманканасы", "kg"), ("Penginapan Melati", "id"),
    ("Losmen Bunga", "id"), ("Teach Lóistín Uí Néill", "ie"), ("Taigh-òsta an Eilein", "gb"), ("Svečių namai Pušynas", "lt"),
    ("Külalistemaja Kadri", "ee"), ("Vendégház Tokaj", "hu"), ("Ξενώνας Αγνάντι", "gr"), ("Հյուրանոց Սևան", "am"),
    ("مہمان خانہ لاہور", "pk"), ("अतिथि गृह हिमाल", "np"), ("Karoo Gastehuis", "za"), ("ゲストハウス 鴨川", "jp"),
    ("丽江古城客栈", "cn"), ("九份山城民宿", "tw"), ("펜션 바다향기", "kr"), ("Khách sạn Hoa Sen", "vn"),
]

# Lodging words at home: places to stay.
HOME_WORDS = [("Pensão Flor da Sé", "pt"), ("Gasthof Zum Ochsen", "ch"), ("Posada La Casona", "co"), ("Hospedaje Los Andes", "pe"),
              ("Auberge de la Forge", "be"), ("Pension Haus Lindner", "at")]
# The same words abroad whose NOTE says a night was spent: (name, country, note).
FOREIGN_STAYS = [
    ("Riad Sahara", "es", "2 noches, hab. 3, desayuno incluido"), ("Pension Schmidt", "gb", "1 night on the way north, room 5"),
    ("Posada Guadalupe", "us", "2 nights, room 7, breakfast at 8"), ("Gasthof Edelweiss", "au", "3 nights, room 2"),
    ("Hostal Andaluz", "de", "1 Nacht, Zimmer 4, Frühstück"), ("Ryokan Hanabi", "ca", "2 nights, tatami room, dinner at 7"),
]
# The same words abroad naming something else: (name, country, what, note).
FOREIGN_WORDS = [
    ("Westmoor Pension Scheme", "gb", "pension-fund", "P60 query"), ("Redfern Pension Services", "au", "pension-fund", "Super rollover"),
    ("Midland Pension Office", "us", "pension-office", "Member no. on file"), ("La Hacienda", "gb", "restaurant", "Fajitas Friday"),
    ("Alpine Gasthof", "us", "restaurant", "Bratwurst night"), ("Le Petit Auberge", "us", "restaurant", "Coq au vin Saturday"),
    ("Riad Nights", "gb", "restaurant", "Mezze for 6"), ("El Hostal Tapas", "us", "restaurant", "Patatas bravas to go"),
    ("Residencial Las Palmas", "mx", "housing-estate", "Cuota de mantenimiento"),
    ("Condomínio Residencial Bela Vista", "br", "housing-estate", "Taxa de condomínio"),
    ("Residencial Altos del Río", "co", "housing-estate", "Administración, portería"),
]

# Brand properties named after a quarter, a landmark, a station or a fair (the brand table has these brands).
BRAND_PLACES = [
    ("Mercure Hannover Messe", "de"), ("Novotel Milano Fiera", "it"), ("Radisson Blu Dubai Deira Creek", "ae"),
    ("Hilton Istanbul Bosphorus", "tr"), ("Sofitel Berlin Kurfürstendamm", "de"), ("Mercure Paris Gare de Lyon", "fr"),
    ("Ibis Praha Wenceslas Square", "cz"), ("Hyatt Regency Paris Étoile", "fr"), ("Crowne Plaza Utrecht Centraal Station", "nl"),
    ("Novotel Bangkok Siam Square", "th"), ("Park Plaza Westminster Bridge", "gb"), ("Kempinski Nile Cairo", "eg"),
    ("Renaissance Wien Schönbrunn", "at"), ("Meliá Barajas", "es"),
]
# Businesses bearing a brand's name beside a trade word: (name, country, what, note).
BRAND_TRADES = [
    ("Hilton Fahrräder", "de", "bicycles", "Schlauch wechseln"), ("Sheraton Lavanderia", "it", "laundry", "Camicie venerdì"),
    ("Novotel Fisioterapia", "es", "physiotherapist", "Sesión martes"), ("Ibis Autoescola", "br", "driving-school", "Aula sábado"),
    ("Hyatt Hairdressing", "au", "hairdresser", "Cut Thursday 3pm"), ("Kempinski Schneiderei", "at", "tailor", "Hose kürzen"),
    ("Mercure Kebap Salonu", "tr", "restaurant", "Adana dürüm"), ("Radisson Stomatologia", "pl", "dentist", "Przegląd wtorek"),
    ("Pullman Veterinär", "se", "vet", "Vaccin katten"), ("Sofitel Boulangerie", "ca", "bakery", "Croissants samedi"),
    ("Ritz Pizzeria", "it", "restaurant", "Asporto"), ("Hilton Κομμωτήριο", "gr", "hairdresser", "Κούρεμα Παρασκευή"),
    ("Marriott Кондитерская", "ru", "confectioner", "Торт на субботу"), ("Hyatt Autolavado", "mx", "car-wash", "Lavado completo"),
    ("Four Seasons Blomster", "dk", "florist", "Buket lørdag"),
]

# Holiday lets whose URL is a listing site's page: (name, country, url).
LISTINGS = [
    ("Casa do Rio Minho", "pt", "https://www.airbnb.pt/rooms/48213377"), ("Cabaña Los Coihues", "cl", "https://www.airbnb.cl/rooms/51230418"),
    ("Haus am Kliff", "de", "https://www.fewo-direkt.de/ferienwohnung-ferienhaus/p8812345"),
    ("Villa Azzurra Amalfi", "it", "https://www.vrbo.com/1234567"),
    ("Kiwi Bach Raglan", "nz", "https://www.bookabach.co.nz/baches-and-holiday-homes/view/23456"),
    ("Chalet Marmotte", "fr", "https://www.abritel.fr/location-vacances/p1998877"),
    ("Stone Barn Cotswolds", "gb", "https://www.cottages.com/cottages/stone-barn-uk12345"),
    ("Domek nad Jeziorem", "pl", "https://www.nocowanie.pl/noclegi/mazury/domki/123456/"),
    ("Huisje Boszicht", "nl", "https://www.natuurhuisje.nl/vakantiehuisje/12345"),
    ("Gîte Les Tilleuls", "fr", "https://www.gites-de-france.com/fr/bretagne/finistere/les-tilleuls-29g1234"),
    ("Søhuset Skagen", "dk", "https://www.novasol.dk/p/dk1234"),
]
# Those sites' own pages: (name, country, what, url, note).
LISTING_OTHERS = [
    ("Vrbo Owner Support", "us", "support-line", "https://www.vrbo.com/", "Payout question"),
    ("Bookabach Help", "nz", "support-line", "https://www.bookabach.co.nz/help", "Host login"),
    ("Natuurhuisje Klantenservice", "nl", "support-line", "https://www.natuurhuisje.nl/", "Factuur"),
    ("Gîtes de France Centrale", "fr", "office", "https://www.gites-de-france.com/fr", "Adhésion propriétaire"),
    ("Novasol Kundeservice", "dk", "support-line", "https://www.novasol.dk/", "Udlejning af eget hus"),
]

# People: friends and family (given, family, country, category, note).
FRIENDS = [
    ("Sigrún", "Pálsdóttir", "is", "Friends", "Birthday 3 March"), ("Tamar", "Beridze", "ge", None, ""),
    ("Dilnoza", "Karimova", "uz", "Friends", "Met in Samarqand"), ("Chenda", "Sok", "kh", None, ""),
    ("Ayelet", "Ben-David", "il", "Family", "Visiting us 12–15 May with the kids"), ("Joaquín", "Ibarra", "cl", None, "Asado 2 nights before"),
    ("Saoirse", "Ní Bhriain", "ie", "Friends", ""), ("Ilse", "Vermeulen", "be", None, "Dog sitter, 3 nights in August"),
    ("Rafael", "Ortega", "co", "Work", ""), ("Hana", "Dvořáková", "cz", "Friends", "Room 12 at the conference"),
    ("Lwazi", "Dube", "za", None, ""), ("Lan", "Nguyễn", "vn", "Family", ""), ("Ji-woo", "Park", "kr", None, "2박 3일 워크숍 같이 감"),
    ("Mirela", "Popescu", "ro", "Friends", ""), ("Bolat", "Seitkali", "kz", None, ""), ("Mariam", "Haile", "et", "Friends", "Coffee ceremony Sunday"),
]
# Hotels' staff with a TITLE: (title, organization, country).
STAFF = [
    ("Directrice commerciale", "Sofitel Lyon Bellecour", "fr"), ("Jefa de recepción", "Hotel Alfonso XIII", "es"),
    ("Concierge", "Hôtel de Crillon", "fr"), ("Verkaufsleiterin", "Hotel Vier Jahreszeiten Kempinski", "de"),
    ("Event sales executive", "Marina Bay Sands", "sg"), ("Night auditor", "Scandic Kødbyen", "dk"),
    ("Guest relations manager", "Rosewood Hong Kong", "hk"), ("Housekeeping supervisor", "Grand Hotel Oslo", "no"),
]
# People named like a brand: (given, family, country).
NAMED = [("Aman", "Verma", "in"), ("Grace", "Hilton", "gb"), ("Conrad", "Weiss", "de"), ("Taj", "Rahman", "pk"),
         ("Lotte", "Jansen", "nl"), ("Antoni", "Melià", "es")]

# Businesses whose NOTE holds the shapes of a stay: (name, country, what, note).
SHAPES = [
    ("Clínica Dental Sonrisa", "es", "dentist", "Cita 12/5 a las 10:30, sala 2"),
    ("Finnair Asiakaspalvelu", "fi", "airline", "AY 1331 12.–15.5., paikka 14C"),
    ("Ristorante Al Ponte", "it", "restaurant", "Tavolo per 6, sabato 20:30"),
    ("Chenil des Grands Prés", "fr", "kennel", "Rex 4 nuits, box 3"),
    ("Europcar Aeroporto", "pt", "car-hire", "Levantamento 12/6, entrega 15/6"),
    ("Feria Valencia", "es", "trade-fair", "12–15 de mayo, stand 4B"),
    ("Centrum Biurowe Nowy Rynek", "pl", "office", "Lokal 412, 4 piętro"),
    ("Meilahden sairaala", "fi", "hospital", "Osasto 4, huone 12, vierailu 15–19"),
    ("Sprachschule Lingua", "at", "course", "Kurs 12.–15. Mai, Raum 3"),
    ("Teatro Colón Boletería", "ar", "theatre", "3 funciones, fila 12"),
    ("Opslag Centrum Noord", "nl", "storage", "Box 412, toegang 7:00–22:00"),
    ("Tallink Silja", "ee", "ferry", "Kajut 4112, 12.–13. mai"),
    ("Södersjukhuset Akuten", "se", "night-shift", "Nattpass 3 nätter i veckan"),
    ("Kuaför Elif", "tr", "hairdresser", "Randevu 12 Mayıs 14:00"),
    ("Aegean Airlines", "gr", "airline", "A3 600, 12–15 Μαΐου, θέση 12A"),
    ("Restoran Zlatna Ribica", "hr", "restaurant", "Stol za 4, 20h"),
    ("Lakeview Sleep Clinic", "au", "sleep-clinic", "Overnight study, room 4, 2 nights"),
    ("Wedding Barn Events", "us", "venue", "Bridal suite 3pm–11pm, 120 guests"),
]
# Names holding a lodging word that are no lodging: (name, country, what, note).
WORD_TRAPS = [
    ("Hôtel de Ville de Nantes", "fr", "town-hall", "Mariage 12 juin, salle 2"),
    ("Hôtel-Dieu de Pontoise", "fr", "hospital", "Consultation cardio, bâtiment B"),
    ("Hôtel des Finances de Lille", "fr", "tax-office", "Déclaration"), ("Hôtel Drouot", "fr", "auction-house", "Vente 12 juin"),
    ("Hundehotel Pfotenglück", "de", "dog-hotel", "Balu 5 Nächte"), ("Barkingham Dog Hotel", "gb", "dog-hotel", "3 nights while we're away"),
    ("Kattenpension De Snorrenhoek", "nl", "cat-hotel", "Minoes 2 weken"), ("Pensionskasse Bau", "ch", "pension-fund", "Vorsorgeausweis"),
    ("Pensionsmyndigheten", "se", "pension-agency", "Pensionsbesked"), ("Insektenhotel Manufaktur", "de", "shop", "Bausatz bestellt"),
]
# Restaurants named like inns: (name, country, note).
INN_RESTAURANTS = [
    ("Wirtshaus zum Löwen", "de", "Tisch für 4, Sonntag 12 Uhr"), ("La Posada de la Villa", "es", "Cochinillo, mesa para 6"),
    ("Trattoria La Locanda", "it", "Tavolo per 2, ore 20"), ("Le Relais de l'Entrecôte", "fr", "Pas de réservation"),
    ("The Coaching Inn Carvery", "gb", "Sunday roast for 5"), ("Gostilna Pri Lojzetu", "si", "Miza za 4 ob 19h"),
]


def plain_brand(name):
    low = name.casefold()
    return (not book.has_lodging_word(name) and not any(w in low for w in MORE_LODGING_WORDS) and len(name) > 2
            and not low.startswith(("grupo ", "relais ")))


def brand_specs(rng, brands_dir, used, count):
    """Places to stay: up to `count` brands of the name-suggestion-index with
    no lodging word that no other book names (its names in `used`, never
    shown), each in a city of a country of its scope."""
    items = []
    for file in ("hotel.json", "hostel.json", "motel.json"):
        with open(os.path.join(brands_dir, file), encoding="utf-8") as f:
            items += json.load(f)["items"]
    def named(brand):
        b = brand.casefold()
        return any(u == b or u.startswith(b + " ") or f" {b} " in f" {u} " for u in used)
    free = list({i["displayName"]: i for i in items if plain_brand(i["displayName"]) and not named(i["displayName"])}.values())
    specs = []
    for item in rng.sample(free, min(count, len(free))):
        scope = [c for c in item["locationSet"].get("include", []) if c in book.PLACES] or ["us", "gb", "de", "fr"]
        country = rng.choice(scope)
        city = book.PLACES[country][0][0]
        specs.append(Spec("stay", "brand-no-lodging-word", org=f"{item['displayName']} {city}", country=country))
    return specs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev6"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    book.PLACES.update(dev3.MORE_PLACES)
    book.PLACES.update(dev5.MORE_PLACES)
    book.PLACES.update(MORE_PLACES)
    used = book_names(OTHER_BOOKS)
    stays = (brand_specs(rng, args.brands, used, 16)
             + [Spec("stay", "independent-known-by-name", org=n, country=c, url=url) for n, c, url in FAMOUS]
             + [Spec("stay", "independent-note", org=n, country=c, note=note,
                     phone_label=rng.choice([None, None, None, "Reception"])) for n, c, note in BY_NOTE]
             + [Spec("stay", "independent-url", org=n, country=c, url=url) for n, c, url in BY_URL]
             + [Spec("stay", "independent-" + ("category" if cat else "phone-label" if label else "email"), org=n, country=c,
                     category=cat, phone_label=label, email=mail) for n, c, cat, label, mail in BY_FIELD]
             + [Spec("stay", "lodging-word-many-languages", org=n, country=c) for n, c in WORDS]
             + [Spec("stay", "lodging-word-at-home", org=n, country=c) for n, c in HOME_WORDS]
             + [Spec("stay", "lodging-word-abroad-with-note", org=n, country=c, note=note) for n, c, note in FOREIGN_STAYS]
             + [Spec("stay", "brand-beside-a-place", org=n, country=c) for n, c in BRAND_PLACES]
             + [Spec("stay", "listing-site-page", org=n, country=c, url=url) for n, c, url in LISTINGS])
    others = ([Spec("other", f"lodging-word-abroad-but-{what}", org=n, country=c, note=note) for n, c, what, note in FOREIGN_WORDS]
              + [Spec("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_TRADES]
              + [Spec("other", f"listing-site-but-{what}", org=n, country=c, url=url, note=note) for n, c, what, url, note in LISTING_OTHERS]
              + [Spec("other", "person", given=g, family=f, country=c, company=False, category=cat, note=note,
                      address=rng.random() < 0.6) for g, f, c, cat, note in FRIENDS]
              + [Spec("other", "hotel-staff-person", given=rng.choice(book.FIRST), family=rng.choice(book.LAST), org=org, title=title,
                      country=c, company=False, email=rng.choice(["", "sales@example.com"])) for title, org, c in STAFF]
              + [Spec("other", "person-with-brand-name", given=g, family=f, country=c, company=False,
                      org=rng.choice(["", "Studio Forma", "Lumen Architects"])) for g, f, c in NAMED]
              + [Spec("other", f"stay-shape-but-{what}", org=n, country=c, note=note) for n, c, what, note in SHAPES]
              + [Spec("other", f"lodging-word-but-{what}", org=n, country=c, note=note) for n, c, what, note in WORD_TRAPS]
              + [Spec("other", "inn-named-restaurant", org=n, country=c, note=note) for n, c, note in INN_RESTAURANTS])
    specs = stays + others
    rng.shuffle(specs)
    write_new_book(book, specs, "development", rng, args.out, used)


if __name__ == "__main__":
    main()
