#!/usr/bin/env python3
"""Writes a seventh development book for the selection rules (issue 20):
the held-out books' classes as their READMEs describe them, with names of
its own, for tuning; it leans on the variants the sixth book lacked.

    scripts/make-selection-dev7-book.py --seed N [--out Fixtures/selection-dev7]

Places to stay: brands of the name-suggestion-index with no lodging word
that no held-out book names, each in a city of its scope; a few
well-known independent places known by name only; independent places
known by their NOTE (nights, check-in and check-out, breakfast, a key box,
a deposit, a room number, a price a night, in the card's language), by
their URL (own sites with a lodging word in the domain, booking pages,
listing sites' pages), by a category, a phone label or an e-mail
address; places named by a lodging word of many languages and scripts,
inflected forms among them ("Pensiunea", "Hanul", "Gwesty'r",
"Vandrarhemmet", "Pansiyonu"); lodging words abroad with a NOTE of a
night; brand properties named after a place.

Others: businesses whose NOTE holds the shapes of a stay (an appointment
series, a course's dates, a fair, an office suite, a coworking desk, a
ward's room, a theatre's nights, a shift rota, a kennel, a hire car's
days, a storage unit, a boat charter, a parking garage, a night train);
names with a lodging word that are no lodging (town halls "Hôtel de
Ville", a police "Hôtel de Police", retirement "Residence"s, a college's
student hostel, a pub called "The Hotel", businesses on a Hotel Street,
a band and a shop named "Motel", cafés and restaurants named like inns, a
masonic lodge, a hotel school); brand names beside trades in many
languages; people named like brands and hotels' staff with a TITLE;
hotel groups' head offices and sales offices; booking sites' support
lines; friends (some whose NOTE tells of nights spent with them) and
plain businesses.

All are made up from public knowledge; no person is real. The label says
what the card is, whatever any rule makes of it. The script leaves out
any card whose name (its FN, or its ORG), folded for case and accents,
another selection book holds; it reads those books' names without
showing them and says only how many cards it left out. Every card's
`part` is `development`. The writers of the client styles are the
labelled book's (scripts/make-selection-book.py); the address of a card
is its own place when the script gives one.
"""
import argparse, csv, json, os, random, unicodedata

from selectionbook import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
book = load("make-selection-book.py")
dev3 = load("make-selection-dev3-book.py")
dev5 = load("make-selection-dev5-book.py")
dev6 = load("make-selection-dev6-book.py")
Spec = book.Spec

DEV_BOOKS = ["selection-dev", "selection-dev2", "selection-dev3", "selection-dev4", "selection-dev5", "selection-dev6"]
HELD_BOOKS = ["selection", "selection-heldout", "selection-heldout3", "selection-heldout4", "selection-heldout5"]

MORE_PLACES = {
    "bd": [("Mongla", "Bagerhat", "9350", "Bangladesh", "Mongla Port Road {n}", "+880 4662")],
}


def P(city, region, postal, country, street, prefix):
    return (city, region, postal, country, street, prefix)


def S(label, kind, place=None, **fields):
    spec = Spec(label, kind, **fields)
    spec.place = place
    return spec


def address(spec, rng):
    """The card's own place when it has one, else a place of its country."""
    city, region, postal, country, street, prefix = getattr(spec, "place", None) or rng.choice(book.PLACES[spec.country])
    return street.format(n=rng.randint(1, 120)), city, region, postal, country, f"{prefix} {rng.randint(1000000, 9999999)}"


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold().strip()


def folded_names(folders):
    """The folded names of the cards of Fixtures/`folders` (read, never shown)."""
    names = set()
    for folder in folders:
        path = os.path.join(ROOT, "Fixtures", folder, "labels.tsv")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            names |= {fold(row["name"]) for row in csv.DictReader(f, delimiter="\t")}
    return names


# Well-known independent places to stay known by name only: (name, country, url, place).
FAMOUS = [
    ("Chateau Marmont", "us", "https://www.chateaumarmont.com", P("Los Angeles", "CA", "90046", "USA", "{n} Sunset Blvd", "+1 323")),
    ("Gleneagles", "gb", "", P("Auchterarder", "Perthshire", "PH3 1NF", "United Kingdom", "Gleneagles Estate", "+44 1764")),
    ("La Mamounia", "ma", "https://www.mamounia.com", P("Marrakech", "", "40040", "Maroc", "Avenue Bab Jdid", "+212 524")),
    ("Villa d'Este", "it", "", P("Cernobbio", "CO", "22012", "Italia", "Via Regina {n}", "+39 031")),
    ("Cap Rocat", "es", "", P("Palma", "Illes Balears", "07609", "España", "Carretera d'Enderrocat s/n", "+34 971")),
    ("Ashford Castle", "ie", "", P("Cong", "Co. Mayo", "F31 CA48", "Ireland", "Ashford Estate", "+353 94")),
    ("Badrutt's Palace", "ch", "https://www.badruttspalace.com", P("St. Moritz", "GR", "7500", "Schweiz", "Via Serlas {n}", "+41 81")),
    ("Tierra Patagonia", "cl", "", P("Torres del Paine", "Magallanes", "6160000", "Chile", "Lago Sarmiento", "+56 61")),
    ("Borgo Santo Pietro", "it", "https://www.borgosantopietro.com", P("Chiusdino", "SI", "53012", "Italia", "Località Palazzetto {n}", "+39 0577")),
    ("Babington House", "gb", "", P("Frome", "Somerset", "BA11 3RW", "United Kingdom", "Babington", "+44 1373")),
    ("Lime Wood", "gb", "https://www.limewoodhotel.co.uk", P("Lyndhurst", "Hampshire", "SO43 7FZ", "United Kingdom", "Beaulieu Road", "+44 23")),
    ("Les Fermes de Marie", "fr", "", P("Megève", "", "74120", "France", "163 chemin de Riante Colline", "+33 4")),
    ("Finca Cortesin", "es", "", P("Casares", "Málaga", "29690", "España", "Carretera de Casares s/n", "+34 952")),
    ("Kasbah Tamadot", "ma", "", P("Asni", "", "42152", "Maroc", "Route d'Imlil", "+212 524")),
]

# Independent places to stay whose NOTE says what they are: (name, country, note, place).
BY_NOTE = [
    ("Kmetija Pri Jurju", "si", "2 noči, zajtrk vključen, soba 4, prihod po 14h",
     P("Bohinjska Bistrica", "", "4264", "Slovenija", "Triglavska cesta {n}", "+386 4")),
    ("Chalupa pod Chopkom", "sk", "3 noci, kľúč v schránke, záloha 100 €, odchod do 10:00",
     P("Demänovská Dolina", "", "032 51", "Slovensko", "Demänovská Dolina {n}", "+421 44")),
    ("Casa Ardeleană Sibiel", "ro", "2 nopți, mic dejun inclus, check-in de la ora 15, cheia la vecina",
     P("Sibiel", "Sibiu", "557262", "România", "Strada Principală {n}", "+40 269")),
    ("Къщата на дядо Стоян", "bg", "3 нощувки, закуска, стая 2, депозит 50 лв.",
     P("Мелник", "Благоевград", "2820", "България", "ул. Мелнишка {n}", "+359 7437")),
    ("Вила Зорица Златибор", "rs", "2 ноћи, доручак укључен, соба 5, одјава до 10",
     P("Златибор", "", "31315", "Србија", "Миладина Пећинара {n}", "+381 31")),
    ("Садиба Смерекова", "ua", "3 ночі, сніданок, заселення о 14:00, ключ у скриньці",
     P("Яремче", "Івано-Франківська обл.", "78500", "Україна", "вулиця Свободи {n}", "+380 3434")),
    ("Lauku māja Ozoli", "lv", "2 naktis, brokastis, istaba 3, atslēga zem paklāja",
     P("Sigulda", "", "LV-2150", "Latvija", "Pils iela {n}", "+371 67")),
    ("Mändide talu", "ee", "2 ööd, hommikusöök hinnas, tuba 3, võti postkastis",
     P("Käsmu", "Lääne-Viru maakond", "45601", "Eesti", "Merekivi tee {n}", "+372 32")),
    ("Klitgården Løkken", "dk", "3 nætter, morgenmad inkl., værelse 7, check-ud kl. 10",
     P("Løkken", "", "9480", "Danmark", "Strandvejen {n}", "+45 98")),
    ("Boerderij De Hoeve Texel", "nl", "2 nachten, ontbijt 8–10, kamer 2, sleutel in het sleutelkluisje",
     P("Den Burg", "", "1791 AB", "Nederland", "Pontweg {n}", "+31 222")),
    ("Mas Can Rovira", "es", "2 nits, esmorzar inclòs, habitació 5, fiança 100 €",
     P("Olot", "Girona", "17800", "España", "Carretera de Santa Pau {n}", "+34 972")),
    ("Casa Amarela Paraty", "br", "3 diárias, café da manhã incluso, quarto 4, check-out meio-dia",
     P("Paraty", "RJ", "23970-000", "Brasil", "Rua do Comércio {n}", "+55 24")),
    ("Quebrada Viva Tilcara", "ar", "2 noches, $45.000 la noche, desayuno incluido, check-in 14 hs",
     P("Tilcara", "Jujuy", "Y4624", "Argentina", "Belgrano {n}", "+54 388")),
    ("בית הגפן ראש פינה", "il", "2 לילות, ארוחת בוקר, חדר 3, צ'ק-אין 15:00",
     P("ראש פינה", "", "1200000", "ישראל", "הרחוב הראשי {n}", "+972 4")),
    ("سرای ملک یزد", "ir", "دو شب، صبحانه، اتاق ۴، تحویل اتاق ساعت ۱۴",
     P("یزد", "", "89158", "ایران", "کوچه فهادان {n}", "+98 35")),
    ("निर्मल निवास ऋषिकेश", "in", "2 रातें, नाश्ता शामिल, कमरा 6, चेक-आउट 11 बजे",
     P("Rishikesh", "Uttarakhand", "249201", "India", "Tapovan {n}", "+91 135")),
    ("Rumah Kampung Cherating", "my", "2 malam, sarapan disediakan, bilik 3, deposit RM50",
     P("Cherating", "Pahang", "26080", "Malaysia", "Jalan Kampung Budaya {n}", "+60 9")),
    ("Bahari Njema Nungwi", "tz", "usiku 3, kifungua kinywa, chumba 5",
     P("Nungwi", "Zanzibar", "", "Tanzania", "Nungwi Beach Road", "+255 24")),
    ("Shtëpia e Gurit Berat", "al", "2 netë, mëngjesi përfshirë, dhoma 3",
     P("Berat", "", "5001", "Shqipëri", "Rruga Mihal Komnena {n}", "+355 32")),
    ("Mandula Udvar Tihany", "hu", "2 éj, reggeli 8–10, szoba 2, kulcs a kulcsdobozban",
     P("Tihany", "", "8237", "Magyarország", "Kossuth Lajos utca {n}", "+36 87")),
    ("Siedlisko pod Lipami", "pl", "3 noce, 250 zł za noc, śniadanie, zameldowanie od 15",
     P("Kazimierz Dolny", "", "24-120", "Polska", "Krakowska {n}", "+48 81")),
    ("Mlýn Stará Ves", "cz", "2 noci, snídaně v ceně, pokoj č. 4, check-out do 10:00",
     P("Stará Ves", "", "793 36", "Česko", "Stará Ves {n}", "+420 554")),
    ("Alte Mühle Hitzacker", "de", "3 Nächte à 95 €, Frühstück ab 8, Schlüssel beim Nachbarn, Check-out 11 Uhr",
     P("Hitzacker", "Niedersachsen", "29456", "Deutschland", "Am Weinberg {n}", "+49 5862")),
    ("Moser am Hang", "at", "4 Nächte, Halbpension, Zimmer 12, Anzahlung 150 € überwiesen",
     P("Ramsau am Dachstein", "Steiermark", "8972", "Österreich", "Ramsau {n}", "+43 3687")),
    ("La Bastide Rose Uzès", "fr", "2 nuits, 120 € la nuit, petit-déj 8h–10h, chambre Lavande",
     P("Uzès", "", "30700", "France", "Chemin de la Fontaine {n}", "+33 4")),
    ("Les Hirondelles Durbuy", "be", "2 nuitées, arrivée 16h, boîte à clés code 1948",
     P("Durbuy", "", "6940", "Belgique", "Rue de la Prévôté {n}", "+32 86")),
    ("Il Poggio di Montepulciano", "it", "3 notti, 90 € a notte, colazione, camera 2, caparra versata",
     P("Montepulciano", "SI", "53045", "Italia", "Via di Martiena {n}", "+39 0578")),
    ("El Olivar de Ronda", "es", "3 noches, 85 €/noche, desayuno, hab. 2, check-out 12:00",
     P("Ronda", "Málaga", "29400", "España", "Calle Real {n}", "+34 952")),
    ("Monte das Oliveiras Évora", "pt", "2 noites, 95 € por noite, quarto Azul, saída até às 11h",
     P("Évora", "", "7000-501", "Portugal", "Estrada de Arraiolos {n}", "+351 266")),
    ("Birch Howe Grasmere", "gb", "3 nights, £110 a night, full English 8–9, room 4, check out 10:30",
     P("Grasmere", "Cumbria", "LA22 9SW", "United Kingdom", "Red Bank Road", "+44 15394")),
    ("Willow Creek Ranch Jackson", "us", "2 nights, $189/night, check-in 4pm, lockbox 3321",
     P("Jackson", "WY", "83001", "USA", "{n} Spring Gulch Rd", "+1 307")),
    ("Salal House Tofino", "ca", "3 nights, check-in 3pm, suite 2, breakfast basket at the door",
     P("Tofino", "BC", "V0R 2Z0", "Canada", "{n} Chesterman Beach Rd", "+1 250")),
    ("Banksia Point Margaret River", "au", "2 nights, $260 a night, key in the lockbox, check-out 10am",
     P("Margaret River", "WA", "6285", "Australia", "{n} Caves Road", "+61 8")),
    ("古民家 ひなた 高山", "jp", "1泊2食付き、1泊12,000円、チェックアウト10時",
     P("高山市", "岐阜県", "506-0846", "日本", "上三之町{n}", "+81 577")),
    ("徽州老宅 西递", "cn", "住三晚，每晚380元，含早餐，房间203",
     P("黟县", "安徽省", "245500", "中国", "西递镇{n}号", "+86 559")),
    ("한옥 달빛 전주", "kr", "1박, 조식 포함, 체크아웃 11시, 객실 3",
     P("전주시", "전라북도", "55041", "대한민국", "은행로 {n}", "+82 63")),
    ("Kaya Evleri Ürgüp", "tr", "3 gece, gecelik 2.500 TL, kahvaltı dahil, oda 7",
     P("Ürgüp", "Nevşehir", "50400", "Türkiye", "Esbelli Sokak {n}", "+90 384")),
    ("Το σπίτι της Άννας Πάπιγκο", "gr", "2 νύχτες, πρωινό, δωμάτιο 3, αναχώρηση 11:00",
     P("Πάπιγκο", "Ιωάννινα", "440 04", "Ελλάδα", "Πάπιγκο {n}", "+30 26530")),
    ("บ้านริมน้ำ ปาย", "th", "3 คืน คืนละ 900 บาท เช็คเอาท์ 11 โมง",
     P("Pai", "Mae Hong Son", "58130", "Thailand", "{n} Rungsiyanon Road", "+66 53")),
    ("Vườn Xoài Hội An", "vn", "3 đêm, 600.000đ/đêm, phòng 2, trả phòng 12h",
     P("Hội An", "Quảng Nam", "560000", "Việt Nam", "{n} Trần Nhân Tông", "+84 235")),
    ("Omah Jogja Prawirotaman", "id", "2 malam, Rp 450.000/malam, sarapan, kamar 4",
     P("Yogyakarta", "DI Yogyakarta", "55153", "Indonesia", "Jl. Prawirotaman {n}", "+62 274")),
]

# Independent places to stay whose URL says what they are: (kind, name, country, url, place).
BY_URL = [
    ("own-site", "Alpenrose Lech", "at", "https://www.pension-alpenrose-lech.at",
     P("Lech am Arlberg", "Vorarlberg", "6764", "Österreich", "Omesberg {n}", "+43 5583")),
    ("own-site", "Seeblick Ammersee", "de", "https://www.ferienwohnung-seeblick-ammersee.de",
     P("Herrsching am Ammersee", "Bayern", "82211", "Deutschland", "Seestraße {n}", "+49 8152")),
    ("own-site", "Vigna del Sole", "it", "https://www.agriturismovignadelsole.it",
     P("Montefalco", "PG", "06036", "Italia", "Località Camiano {n}", "+39 0742")),
    ("own-site", "Dar Zitoun Essaouira", "ma", "https://www.riad-darzitoun-essaouira.com",
     P("Essaouira", "", "44000", "Maroc", "Rue Ibn Rochd {n}", "+212 524")),
    ("own-site", "Little Orchard Hay-on-Wye", "gb", "https://www.littleorchard-bandb.co.uk",
     P("Hay-on-Wye", "Powys", "HR3 5AA", "United Kingdom", "Broad Street", "+44 1497")),
    ("own-site", "Калинка Суздаль", "ru", "https://www.gostinica-kalinka-suzdal.ru",
     P("Суздаль", "Владимирская обл.", "601293", "Россия", "улица Ленина {n}", "+7 49231")),
    ("booking-page", "Jadran Makarska", "hr", "https://www.booking.com/hotel/hr/jadran-makarska.html",
     P("Makarska", "", "21300", "Hrvatska", "Obala kralja Tomislava {n}", "+385 21")),
    ("booking-page", "Oasis Siwa", "eg", "https://www.booking.com/hotel/eg/oasis-siwa.en-gb.html",
     P("Siwa", "Matrouh", "51711", "Egypt", "Shali Road", "+20 46")),
    ("booking-page", "Le Cocon Annecy", "fr", "https://www.expedia.fr/Annecy-Hotels-Le-Cocon.h41238871.Description-Hotel",
     P("Annecy", "", "74000", "France", "Rue Sainte-Claire {n}", "+33 4")),
    ("booking-page", "Lakeside Pokhara", "np", "https://www.agoda.com/lakeside-pokhara/hotel/pokhara-np.html",
     P("Pokhara", "Gandaki", "33700", "Nepal", "Lakeside Road {n}", "+977 61")),
    ("listing-site", "Trullo Sole Alberobello", "it", "https://www.airbnb.it/rooms/61234589",
     P("Alberobello", "BA", "70011", "Italia", "Via Monte San Michele {n}", "+39 080")),
    ("listing-site", "Finca Es Pinaret", "es", "https://www.holidu.de/d/21874532",
     P("Santanyí", "Illes Balears", "07650", "España", "Camí de Cala Llombards {n}", "+34 971")),
    ("listing-site", "Reetdachhaus Keitum", "de", "https://www.traum-ferienwohnungen.de/183456/",
     P("Sylt", "Schleswig-Holstein", "25980", "Deutschland", "Am Tipkenhoog {n}", "+49 4651")),
    ("listing-site", "Chalet Arvenholz Zermatt", "ch", "https://www.interhome.ch/wallis/zermatt/ferienwohnung-ch3920.100.1/",
     P("Zermatt", "VS", "3920", "Schweiz", "Wiestistrasse {n}", "+41 27")),
    ("listing-site", "Villa Adriana Poreč", "hr", "https://www.e-domizil.de/ferienhaus/1438721",
     P("Poreč", "", "52440", "Hrvatska", "Ulica Vergotini {n}", "+385 52")),
    ("listing-site", "Kleine Duin Zoutelande", "nl", "https://www.belvilla.nl/vakantiehuis/nl-4374-12",
     P("Zoutelande", "Zeeland", "4374 AA", "Nederland", "Duinweg {n}", "+31 118")),
    ("listing-site", "Farmstay Kaikōura", "nz", "https://www.airbnb.co.nz/rooms/998123",
     P("Kaikōura", "", "7300", "New Zealand", "{n} Schoolhouse Road", "+64 3")),
]

# … whose category, phone label or e-mail says what they are: (name, country, category, phone label, e-mail, place).
BY_FIELD = [
    ("Domaine des Roches Sarlat", "fr", "Hébergements", None, "", P("Sarlat-la-Canéda", "", "24200", "France", "Route des Eyzies {n}", "+33 5")),
    ("Sonnhalde Grindelwald", "ch", "Unterkünfte", None, "", P("Grindelwald", "BE", "3818", "Schweiz", "Dorfstrasse {n}", "+41 33")),
    ("Villa Rosa Sirmione", "it", "Alloggio", None, "", P("Sirmione", "BS", "25019", "Italia", "Via Catullo {n}", "+39 030")),
    ("Na Skále Český Krumlov", "cz", "Ubytování", None, "", P("Český Krumlov", "", "381 01", "Česko", "Parkán {n}", "+420 380")),
    ("Sosnowe Zacisze", "pl", "Noclegi", None, "", P("Zakopane", "", "34-500", "Polska", "ul. Kościeliska {n}", "+48 18")),
    ("Ängsbacka Gård", "se", "Boende", None, "", P("Molkom", "Värmland", "665 91", "Sverige", "Ängsbacka {n}", "+46 553")),
    ("Vila Verde Sintra", "pt", None, "Receção", "", P("Sintra", "", "2710-616", "Portugal", "Rua Visconde de Monserrate {n}", "+351 21")),
    ("Ca' del Borgo Bellagio", "it", None, "Reception", "", P("Bellagio", "CO", "22021", "Italia", "Salita Serbelloni {n}", "+39 031")),
    ("Herrenhaus Dalwitz", "de", None, "Rezeption", "", P("Walkendorf", "Mecklenburg-Vorpommern", "17179", "Deutschland", "Dalwitz {n}", "+49 39972")),
    ("Grünberg Gmunden", "at", None, None, "rezeption@gruenberg-gmunden.at", P("Gmunden", "Oberösterreich", "4810", "Österreich", "Traunsteinstraße {n}", "+43 7612")),
    ("Villa Mira Rovinj", "hr", None, None, "rooms@villamira-rovinj.hr", P("Rovinj", "", "52210", "Hrvatska", "Ulica Carera {n}", "+385 52")),
    ("Tamarind Tree Galle", "lk", None, None, "stay@tamarindtree-galle.lk", P("Galle", "", "80000", "Sri Lanka", "Lighthouse Street {n}", "+94 91")),
    ("Kastanjegården Ærø", "dk", None, None, "booking@kastanjegaarden-aeroe.dk", P("Ærøskøbing", "", "5970", "Danmark", "Vestergade {n}", "+45 62")),
]

# Places named by a lodging word of many languages and scripts, inflected forms among them: (name, country, place or None).
WORDS = [
    ("Pensiunea Casa Bunicii", "ro", None), ("Hanul Ancuței", "ro", P("Tupilați", "Neamț", "617490", "România", "DN2 {n}", "+40 233")),
    ("Къща за гости Калина", "bg", P("Трявна", "Габрово", "5350", "България", "ул. Славейков {n}", "+359 677")),
    ("Хотел Родопи Смолян", "bg", P("Смолян", "", "4700", "България", "бул. България {n}", "+359 301")),
    ("Готель Карпати", "ua", None), ("Гостьовий дім Оксана", "ua", None),
    ("Преноћиште Стари Град", "rs", None), ("Gostišče Pri Jezeru", "si", None),
    ("Penzión Pod Hradom", "sk", P("Trenčín", "", "911 01", "Slovensko", "Matúšova {n}", "+421 32")),
    ("Panzió Rózsa", "hu", None), ("Szent György Szálló", "hu", P("Eger", "", "3300", "Magyarország", "Dobó István utca {n}", "+36 36")),
    ("Viesu nams Kalnciems", "lv", None), ("Viesnīca Gauja", "lv", P("Sigulda", "", "LV-2150", "Latvija", "Vidus iela {n}", "+371 67")),
    ("Viešbutis Nemunas", "lt", P("Kaunas", "", "44280", "Lietuva", "Laisvės alėja {n}", "+370 37")),
    ("Zajazd Pod Dębem", "pl", None), ("Pensjonat Wrzos", "pl", None), ("Gościniec Mazurski", "pl", P("Mikołajki", "", "11-730", "Polska", "ul. Kolejowa {n}", "+48 87")),
    ("Agroturystyka Sosnówka", "pl", None), ("Penzion U Zlaté hrušky", "cz", None),
    ("Vandrarhemmet i Ystad", "se", P("Ystad", "", "271 39", "Sverige", "Fridhemsgatan {n}", "+46 411")),
    ("Pensionatet Solhem", "se", None), ("Gjestehuset Lofoten", "no", P("Reine", "Nordland", "8390", "Norge", "Reineveien {n}", "+47 76")),
    ("Bjorli Fjellstue", "no", P("Bjorli", "Innlandet", "2669", "Norge", "Fjellstuevegen {n}", "+47 61")),
    ("Dalby Kro", "dk", None), ("Majatalo Onni", "fi", P("Porvoo", "", "06100", "Suomi", "Kirkkotori {n}", "+358 19")),
    ("Gwesty'r Emlyn", "gb", P("Newcastle Emlyn", "Carmarthenshire", "SA38 9AE", "United Kingdom", "Bridge Street", "+44 1239")),
    ("Bujtina e Gjelit", "al", None), ("Kapadokya Taş Oteli", "tr", P("Göreme", "Nevşehir", "50180", "Türkiye", "Aydınlı Sokak {n}", "+90 384")),
    ("Ali Baba Pansiyonu", "tr", None), ("Bozcaada Konukevi", "tr", P("Bozcaada", "Çanakkale", "17680", "Türkiye", "Çınarçarşı Caddesi {n}", "+90 286")),
    ("فندق الواحة", "jo", None), ("نزل الصحراء مرزوكة", "ma", P("Merzouga", "", "52202", "Maroc", "Route de Merzouga", "+212 535")),
    ("مهمانسرای جهانگردی کاشان", "ir", P("کاشان", "", "87137", "ایران", "خیابان امیرکبیر {n}", "+98 31")),
    ("צימר נוף הכנרת", "il", P("מגדל", "", "1495000", "ישראל", "דרך הים {n}", "+972 4")),
    ("धर्मशाला श्री राम", "in", None), ("होटल गंगा दर्शन", "in", P("Haridwar", "Uttarakhand", "249401", "India", "Har Ki Pauri Road {n}", "+91 1334")),
    ("অতিথিশালা সুন্দরবন", "bd", None), ("हिमालय गेस्ट हाउस", "np", None),
    ("โรงแรมริมโขง", "th", P("Nong Khai", "", "43000", "Thailand", "{n} Rim Khong Road", "+66 42")),
    ("Rumah Tumpangan Seri Melaka", "my", None), ("Nhà nghỉ Bình Minh", "vn", None),
    ("民宿 しおさい", "jp", P("伊豆市", "静岡県", "410-3302", "日本", "土肥{n}", "+81 558")), ("ペンション 白樺", "jp", P("白馬村", "長野県", "399-9301", "日本", "北城{n}", "+81 261")),
    ("黄山松涛宾馆", "cn", P("黄山市", "安徽省", "245800", "中国", "汤口镇{n}号", "+86 559")), ("阳朔青年旅舍", "cn", P("阳朔县", "广西", "541900", "中国", "西街{n}号", "+86 773")),
    ("청솔여관", "kr", None), ("한옥민박 소담", "kr", P("경주시", "경상북도", "38065", "대한민국", "교촌길 {n}", "+82 54")),
    ("Nyumba ya Wageni Lamu", "ke", P("Lamu", "", "80500", "Kenya", "Harambee Avenue", "+254 42")),
    ("Gîte d'étape du Col", "fr", P("Saint-Jean-Pied-de-Port", "", "64220", "France", "Route de Napoléon {n}", "+33 5")),
    ("Maison d'hôtes Les Lavandes", "fr", P("Valensole", "", "04210", "France", "Chemin des Lavandes {n}", "+33 4")),
    ("Gästehaus Waldesruh", "de", None), ("Ferienwohnung Alpenblick Oberstdorf", "de", P("Oberstdorf", "Bayern", "87561", "Deutschland", "Ludwigstraße {n}", "+49 8322")),
    ("Albergue de Peregrinos Sarria", "es", P("Sarria", "Lugo", "27600", "España", "Rúa Maior {n}", "+34 982")),
    ("Fonda Biayna", "es", P("Bellver de Cerdanya", "Lleida", "25720", "España", "Carrer Sant Roc {n}", "+34 973")),
    ("Hostería del Lago Puelo", "ar", P("Lago Puelo", "Chubut", "9211", "Argentina", "Avenida Los Notros {n}", "+54 294")),
    ("Casa rural El Tejo", "es", None), ("Estalagem do Mar Nazaré", "pt", P("Nazaré", "", "2450-065", "Portugal", "Avenida da República {n}", "+351 262")),
    ("Albergaria Senhora da Rosa", "pt", None), ("Pousada do Sandi Paraty", "br", P("Paraty", "RJ", "23970-000", "Brasil", "Largo do Rosário {n}", "+55 24")),
    ("Affittacamere Il Vicolo", "it", None), ("Ostello del Castello", "it", None), ("Foresteria Valdese", "it", P("Torre Pellice", "TO", "10066", "Italia", "Via Beckwith {n}", "+39 0121")),
    ("Herberg De Gouden Leeuw", "nl", None), ("Πανσιόν Ελένη", "gr", None), ("Ενοικιαζόμενα Δωμάτια Μαρία", "gr", P("Νάξος", "", "843 00", "Ελλάδα", "Αγίου Γεωργίου {n}", "+30 22850")),
]

# Lodging words abroad whose NOTE says a night was spent: (name, country, note, place).
FOREIGN_STAYS = [
    ("Gasthaus Bavaria Blumenau", "br", "2 noites, café colonial incluso, quarto 8",
     P("Blumenau", "SC", "89010-000", "Brasil", "Rua XV de Novembro {n}", "+55 47")),
    ("Riad Alhambra Granada", "es", "2 noches, desayuno marroquí, hab. 1",
     P("Granada", "", "18010", "España", "Calle Horno de Oro {n}", "+34 958")),
    ("Chalet Suisse Nuwara Eliya", "lk", "2 nights, room 3, dinner included, fireplace",
     P("Nuwara Eliya", "", "22200", "Sri Lanka", "Grand Hotel Road {n}", "+94 52")),
]

# Brand properties named after a place.
BRAND_PLACES = [
    ("Ibis Budapest Keleti", "hu"), ("Mercure Kraków Stare Miasto", "pl"), ("Scandic Oslo Airport", "no"),
    ("Pullman Barcelona Skipper", "es"), ("Novotel Sevilla Marqués de Nervión", "es"),
]

# Businesses whose NOTE holds the shapes of a stay: (name, country, what, note).
SHAPES = [
    ("Physiotherapie am Markt", "de", "physiotherapist", "6 × KG, jeweils Di 8:00, Raum 2 — Rezept bis 30.6."),
    ("Kinésithérapie Saint-Michel", "fr", "physiotherapist", "10 séances, lundi et jeudi 18h, salle 3"),
    ("山田歯科医院", "jp", "dentist", "3回通院、毎週火曜15時、診察室2"),
    ("Volkshochschule Freiburg", "de", "course", "Töpferkurs 5 Abende, 3.–7. März, Raum 104"),
    ("Escuela de Idiomas Sol", "es", "course", "Curso intensivo 2 semanas, del 3 al 14 de junio, aula 5"),
    ("Fiera Milano Rho", "it", "trade-fair", "Salone del Mobile 8–13 aprile, padiglione 12, stand C21"),
    ("Koelnmesse Ausstellerservice", "de", "trade-fair", "Aufbau 2 Tage, Halle 10.2, Stand A-041, Abbau bis 22 Uhr"),
    ("Regus Kungsträdgården", "se", "office-suite", "Kontor 412, 3 månader, nyckelkort i receptionen"),
    ("Spaces Zuidas", "nl", "coworking", "Flexplek, 10-rittenkaart, locker 27, inchecken bij de balie"),
    ("WeWork Moorgate", "gb", "coworking", "Hot desk 3 days a week, level 4, guest check-in at reception"),
    ("Universitätsklinikum Heidelberg Station 4", "de", "hospital-ward", "Mama Zimmer 12, Bett 2, Besuch 14–19 Uhr"),
    ("Ospedale San Raffaele Ortopedia", "it", "hospital-ward", "Papà camera 305, 5 notti di ricovero"),
    ("Teatro Real Taquilla", "es", "theatre", "Tosca, 3 funciones: 12, 14 y 16 de marzo, palco 5"),
    ("Bundestheaterkassen Wien", "at", "theatre", "2 Abende Staatsoper, Parkett Reihe 7"),
    ("Carrefour Entrepôt Planning", "fr", "shift-rota", "Nuits 22h–6h, 4 nuits/semaine, vestiaire 14"),
    ("Logistikzentrum Leipzig Schichtleitung", "de", "shift-rota", "Nachtschicht Mo–Do 22–6 Uhr, Spind 318"),
    ("Hundebetreuung Pfötchen", "de", "kennel", "Bruno 7 Nächte, Zwinger 3, Abgabe Sa 9 Uhr"),
    ("Oakfield Farm Kennels", "gb", "kennel", "Bella 10 nights, pen 6, drop-off 8am, vaccination card"),
    ("Sixt Flughafen München", "de", "car-hire", "Mietwagen 5 Tage, Abholung 12.8. 10:00, Rückgabe 17.8., Kaution 300 €"),
    ("Hertz Aeropuerto Barajas T4", "es", "car-hire", "4 días, recogida 9:00, depósito 300 €"),
    ("Shurgard Self Storage Anderlecht", "be", "storage", "Box 2.14, 3 m², toegangscode 4512, 24/7"),
    ("Lagerbox Hamburg-Altona", "de", "storage", "Einheit 118, Zugangscode 7781, monatlich 59 €"),
    ("Kornati Sailing Charter", "hr", "boat-charter", "Jedrilica 7 dana, kabina 2, ukrcaj subota 17h, polog 1500 €"),
    ("Parkhaus Hauptbahnhof Stuttgart", "de", "parking", "5 Nächte, Stellplatz 212, Ausfahrt mit Ticket"),
    ("Sport Riml Skiverleih", "at", "ski-rental", "Ski & Schuhe 6 Tage, Depot Nr. 44, Kaution 100 €"),
    ("ÖBB Nightjet Kundenservice", "at", "night-train", "Schlafwagen Wien–Hamburg, Abteil 3, Bett 2, Frühstück im Abteil"),
    ("Clínica Veterinaria Patitas", "mx", "vet", "Internamiento 3 noches, jaula 4, depósito $1,500"),
]

# Names holding a lodging word that are no lodging: (name, country, what, note, place or None).
WORD_TRAPS = [
    ("Hôtel de Ville de Bordeaux", "fr", "town-hall", "Carte d'identité, rdv 14h", P("Bordeaux", "", "33000", "France", "Place Pey-Berland", "+33 5")),
    ("Hôtel de Ville de Montréal", "ca", "town-hall", "Permis de rénovation", P("Montréal", "QC", "H2Y 1C6", "Canada", "275 rue Notre-Dame Est", "+1 514")),
    ("Hôtel de Région Occitanie", "fr", "regional-council", "Dossier subvention", P("Toulouse", "", "31400", "France", "22 boulevard du Maréchal Juin", "+33 5")),
    ("Hôtel de Police de Strasbourg", "fr", "police", "Dépôt de plainte, bureau 12", P("Strasbourg", "", "67000", "France", "Rue de la Première Armée {n}", "+33 3")),
    ("Seniorenresidenz am Schlosspark", "de", "retirement-home", "Oma Zimmer 21, Besuch So 15 Uhr", None),
    ("Résidence Les Glycines EHPAD", "fr", "retirement-home", "Papi chambre 108, visites 14h–18h", None),
    ("Residenza Villa Serena RSA", "it", "nursing-home", "Nonna camera 7, colloquio con la caposala", None),
    ("Sunnyside Residence Retirement Living", "ca", "retirement-home", "Tour Tuesday 2pm with Dad", None),
    ("Residencia de Mayores San José", "es", "retirement-home", "Abuela hab. 14, visitas por la tarde", None),
    ("Nilgiri Hostel IIT Madras", "in", "student-hostel", "Arjun's room B-214, warden's office 9–5", P("Chennai", "Tamil Nadu", "600036", "India", "IIT Madras Campus", "+91 44")),
    ("The Hotel", "au", "pub", "Parma night Wednesday, schooners, trivia Thu", P("Castlemaine", "VIC", "3450", "Australia", "{n} Barker Street", "+61 3")),
    ("Hotel Street Barbers", "us", "barber", "Fade every 3 weeks", P("Honolulu", "HI", "96813", "USA", "{n} N Hotel St", "+1 808")),
    ("Hotel Street Coffee", "gb", "café", "Flat white, loyalty card 7/10", P("Leicester", "", "LE1 5AW", "United Kingdom", "{n} Hotel Street", "+44 116")),
    ("Motel Mozaïque", "nl", "festival", "Persaccreditatie, line-up april", P("Rotterdam", "", "3011 AD", "Nederland", "Schiedamse Vest {n}", "+31 10")),
    ("Motel Rocks", "gb", "fashion-shop", "Return order #4412", None),
    ("Hotel Lux", "gb", "band", "Support slot at the Windmill, merch table", None),
    ("Café de la Posada", "es", "café", "Churros el domingo", None),
    ("La Locanda Pizza & Pasta", "us", "restaurant", "Pickup order, no olives", None),
    ("Ryokan Ramen Bar", "au", "restaurant", "Tonkotsu x2, takeaway", None),
    ("Caravanserai Kebab House", "gb", "restaurant", "Mixed grill for 4", None),
    ("Riad Café Mont-Royal", "ca", "café", "Thé à la menthe, pâtisseries", None),
    ("The Lodge Coffee Roasters", "us", "café", "Beans 1 kg monthly subscription", None),
    ("Lodge Caledonia No. 12", "gb", "masonic-lodge", "Meeting 2nd Tuesday, 7pm", None),
    ("Hotelfachschule Altötting", "de", "school", "Elternabend 12.3., Raum 1.04", P("Altötting", "Bayern", "84503", "Deutschland", "Neuöttinger Straße {n}", "+49 8671")),
    ("Hotelwäscherei Blitzblank", "at", "laundry", "Abholung Montag", None),
    ("Inntal Apotheke", "de", "pharmacy", "Rezept abholen", P("Rosenheim", "Bayern", "83022", "Deutschland", "Münchener Straße {n}", "+49 8031")),
]

# Businesses bearing a brand's name beside a trade word: (name, country, what, note).
BRAND_TRADES = [
    ("Meliá Óptica", "es", "optician", "Gafas nuevas, recoger viernes"), ("Accor Serralheria", "br", "locksmith", "Orçamento portão"),
    ("Scandic Bilverkstad", "se", "garage", "Däckbyte tisdag"), ("Hyatt Klinik Gigi", "id", "dentist", "Kontrol Kamis"),
    ("Marriott Plumbing & Heating", "us", "plumber", "Water heater quote"), ("Ibis Tıp Merkezi", "tr", "clinic", "Tahlil sonuçları"),
    ("Radisson Kwiaciarnia", "pl", "florist", "Bukiet na sobotę"), ("Hilton Elektrotechnik", "at", "electrician", "Sicherungskasten tauschen"),
    ("Novotel Lavasecco", "it", "dry-cleaner", "Cappotto giovedì"), ("Sheraton Boucherie", "be", "butcher", "Rôti pour dimanche"),
    ("Kempinski Autoservis", "cz", "garage", "Přezutí pneu"), ("Shangri-La Tailors", "hk", "tailor", "Suit fitting Saturday"),
    ("Taj Sweet Centre", "gb", "sweet-shop", "Mithai box for Diwali"), ("Oberoi Chemists", "in", "pharmacy", "Monthly refill"),
    ("Ritz Fahrschule", "de", "driving-school", "Fahrstunde Mi 17 Uhr"), ("Four Seasons Nail Spa", "us", "nail-salon", "Gel manicure Sat"),
]

# People named like a brand: (given, family, country).
NAMED = [("Adina", "Popescu", "ro"), ("Klaus", "Meininger", "de"), ("Carmen", "Barceló", "es"), ("Priya", "Oberoi", "in"),
         ("Emma", "Rosewood", "gb"), ("Oliver", "Wyndham", "au"), ("Lucy", "Hampton", "us"), ("Marta", "Riu", "es"),
         ("Ute", "Steigenberger", "de"), ("Leonardo", "Bianchi", "it")]
# Hotels' staff with a TITLE: (title, organization, country).
STAFF = [
    ("Revenue Manager", "Hotel Sacher Wien", "at"), ("Directeur de l'hébergement", "Le Meurice", "fr"),
    ("Gerente de reservas", "Hotel María Cristina San Sebastián", "es"), ("Front office manager", "The Langham, London", "gb"),
    ("Rezeptionistin", "Hotel Bayerischer Hof", "de"), ("Chef concierge", "The Plaza New York", "us"),
    ("Responsabile eventi", "Hotel Danieli", "it"), ("Housekeeping manager", "Raffles Hotel Singapore", "sg"),
    ("Директор по продажам", "Гостиница Метрополь", "ru"), ("Night manager", "Fairmont Banff Springs", "ca"),
    ("フロント係", "ホテル椿山荘東京", "jp"),
]

# Hotel groups' head offices and sales offices: (name, country, what, note, place).
HEAD_OFFICES = [
    ("Accor Siège Social", "fr", "head-office", "Partenariat fournisseur, RDV 14h", P("Issy-les-Moulineaux", "", "92130", "France", "82 rue Henri Farman", "+33 1")),
    ("Marriott International Headquarters", "us", "head-office", "Vendor onboarding call", P("Bethesda", "MD", "20814", "USA", "7750 Wisconsin Ave", "+1 301")),
    ("Meliá Hotels International Oficinas Centrales", "es", "head-office", "Entrevista RR. HH. martes 10h", P("Palma", "Illes Balears", "07009", "España", "Calle Gremio Toneleros 24", "+34 971")),
    ("IHG Hotels & Resorts Head Office", "gb", "head-office", "Invoice query, PO 44812", P("Windsor", "Berkshire", "SL4 1HL", "United Kingdom", "Broad Street", "+44 1753")),
    ("Scandic Hotels Huvudkontor", "se", "head-office", "Leverantörsmöte torsdag", P("Stockholm", "", "113 46", "Sverige", "Sveavägen 167", "+46 8")),
    ("Motel One Zentrale", "de", "head-office", "Bewerbung IT, Gespräch Do 11 Uhr", P("München", "Bayern", "81539", "Deutschland", "Tegernseer Landstraße 165", "+49 89")),
    ("NH Hotel Group Oficinas Centrales", "es", "head-office", "Contrato lavandería", P("Madrid", "", "28003", "España", "Calle Santa Engracia 120", "+34 91")),
    ("Minor Hotels Corporate Office", "th", "head-office", "Supplier registration", P("Bangkok", "", "10330", "Thailand", "88 Sukhumvit Road", "+66 2")),
    ("Hilton Worldwide Sales Frankfurt", "de", "sales-office", "Firmenrate 2025 verhandeln", P("Frankfurt am Main", "Hessen", "60311", "Deutschland", "Neue Mainzer Straße {n}", "+49 69")),
    ("Premier Inn Support Centre", "gb", "head-office", "Corporate account setup", P("Dunstable", "Bedfordshire", "LU5 5XE", "United Kingdom", "Whitbread Court, Porz Avenue", "+44 1582")),
    ("Jumeirah Group Corporate Office", "ae", "head-office", "Catering tender", P("Dubai", "", "", "United Arab Emirates", "Al Sufouh Road", "+971 4")),
    ("Radisson Hotel Group Sales Office Brussels", "be", "sales-office", "RFP 2025, 400 room nights", P("Bruxelles", "", "1130", "Belgique", "Avenue du Bourget {n}", "+32 2")),
    ("Oberoi Group Corporate Office", "in", "head-office", "Vendor registration", P("New Delhi", "Delhi", "110054", "India", "7 Sham Nath Marg", "+91 11")),
]

# Booking sites' support lines: (name, country, url, note).
BOOKING_SUPPORT = [
    ("Booking.com Customer Service", "nl", "https://www.booking.com/customer-service.html", "Refund case 4412 — cancelled room"),
    ("Expedia Kundenservice", "de", "https://www.expedia.de/service/", "Rückerstattung Flug+Hotel, Fallnr. 8812"),
    ("Agoda Customer Support", "sg", "https://www.agoda.com/info/contact.html", "Booking ID 1288123, double charge"),
    ("Hostelworld Help Desk", "ie", "https://www.hostelworld.com/help", "Deposit refund query"),
    ("Hotels.com Atención al cliente", "es", "https://es.hotels.com/customer_care/", "Reembolso reserva, caso 55123"),
    ("Airbnb Hilfe", "de", "https://www.airbnb.de/help", "Auszahlung Gastgeber, Ticket 77120"),
    ("HRS Kundenservice", "de", "https://www.hrs.de/", "Firmenkonto freischalten"),
    ("Trip.com 客服", "cn", "https://www.trip.com/", "订单退款 2 晚"),
    ("楽天トラベル サポート", "jp", "https://travel.rakuten.co.jp/", "予約変更の問い合わせ"),
]

# Friends (given, family, country, category, note); some tell of nights spent with them.
FRIENDS = [
    ("Mihai", "Ionescu", "ro", "Friends", "Stayed with them 3 nights in May — bring wine"),
    ("Anouk", "de Vries", "nl", None, "Logeren bij ons 2 nachten, kamer boven"), ("Kenji", "Watanabe", "jp", None, ""),
    ("Zeynep", "Arslan", "tr", "Friends", "Düğün 14 Haziran"), ("Oksana", "Kovalenko", "ua", None, ""),
    ("Tomás", "Herrera", "ar", "Family", "Cumple 9/8"), ("Amara", "Okafor", "gb", "Work", ""),
    ("Lukáš", "Novotný", "cz", "Friends", "Chata u nich, klíč pod rohožkou"), ("Freya", "Lindqvist", "se", None, ""),
    ("Noor", "Haddad", "jo", "Friends", ""), ("Sebastián", "Mora", "co", None, "Nos quedamos 2 noches en su casa"),
]
# Plain businesses: (name, country, what, note).
BUSINESSES = [
    ("Bäckerei Sonnenschein", "de", "bakery", "Brötchen Samstag"), ("Taller Mecánico Ruiz", "mx", "garage", "Afinación"),
    ("Fahrradladen Speiche", "at", "bicycles", "Service Frühjahr"), ("Libreria Il Segnalibro", "it", "bookshop", "Ordine libro"),
    ("Kwiaciarnia Stokrotka", "pl", "florist", ""),
]


def brand_specs(rng, brands_dir, strict, loose, count):
    """Places to stay: `count` brands of the name-suggestion-index with no
    lodging word that neither the held-out books nor the labelled book
    name (`strict`, never shown), those no book names (`loose`) first, each
    in a city of a country of its scope."""
    items = []
    for file in ("hotel.json", "hostel.json", "motel.json"):
        with open(os.path.join(brands_dir, file), encoding="utf-8") as f:
            items += json.load(f)["items"]

    def named(brand, names):
        b = fold(brand)
        return any(u == b or u.startswith(b + " ") or f" {b} " in f" {u} " for u in names)
    plain = sorted({i["displayName"]: i for i in items if dev6.plain_brand(i["displayName"])}.items())
    free = [i for n, i in plain if not named(n, loose)]
    dev_only = [i for n, i in plain if named(n, loose) and not named(n, strict)]
    picked = rng.sample(free, min(count, len(free)))
    picked += rng.sample(dev_only, min(count - len(picked), len(dev_only)))
    specs = []
    for item in picked:
        scope = [c for c in item["locationSet"].get("include", []) if c in book.PLACES] or ["us", "gb", "de", "fr"]
        country = rng.choice(scope)
        city = rng.choice(book.PLACES[country])[0]
        specs.append(S("stay", "brand-no-lodging-word", org=f"{item['displayName']} {city}", country=country))
    print(f"brands: {len(free)} no book names, {len(dev_only)} named by development books only; {len(picked)} picked")
    return specs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--brands", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "selection-dev7"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for module in (dev3, dev5, dev6):
        book.PLACES.update(module.MORE_PLACES)
    book.PLACES.update(MORE_PLACES)
    book.address = address
    strict = folded_names(HELD_BOOKS)
    loose = strict | folded_names(DEV_BOOKS)
    stays = (brand_specs(rng, args.brands, strict, loose, 14)
             + [S("stay", "independent-known-by-name", p, org=n, country=c, url=u) for n, c, u, p in FAMOUS]
             + [S("stay", "independent-note", p, org=n, country=c, note=note,
                  phone_label=rng.choice([None, None, None, "Reception"])) for n, c, note, p in BY_NOTE]
             + [S("stay", f"independent-url-{k}", p, org=n, country=c, url=u) for k, n, c, u, p in BY_URL]
             + [S("stay", "independent-" + ("category" if cat else "phone-label" if label else "email"), p, org=n, country=c,
                  category=cat, phone_label=label, email=mail) for n, c, cat, label, mail, p in BY_FIELD]
             + [S("stay", "lodging-word-many-languages", p, org=n, country=c) for n, c, p in WORDS]
             + [S("stay", "lodging-word-abroad-with-note", p, org=n, country=c, note=note) for n, c, note, p in FOREIGN_STAYS]
             + [S("stay", "brand-beside-a-place", org=n, country=c) for n, c in BRAND_PLACES])
    others = ([S("other", f"stay-shape-but-{what}", org=n, country=c, note=note) for n, c, what, note in SHAPES]
              + [S("other", f"lodging-word-but-{what}", p, org=n, country=c, note=note) for n, c, what, note, p in WORD_TRAPS]
              + [S("other", f"brand-name-but-{what}", org=n, country=c, note=note) for n, c, what, note in BRAND_TRADES]
              + [S("other", "person-with-brand-name", given=g, family=f, country=c, company=False,
                   org=rng.choice(["", "", "Kovač & Partner", "Brightline Analytics"]), address=rng.random() < 0.5) for g, f, c in NAMED]
              + [S("other", "hotel-staff-person", given=rng.choice(book.FIRST), family=rng.choice(book.LAST), org=org, title=title,
                   country=c, company=False) for title, org, c in STAFF]
              + [S("other", f"hotel-{what}", p, org=n, country=c, note=note) for n, c, what, note, p in HEAD_OFFICES]
              + [S("other", "booking-site-support-line", org=n, country=c, url=u, note=note) for n, c, u, note in BOOKING_SUPPORT]
              + [S("other", "person", given=g, family=f, country=c, company=False, category=cat, note=note,
                   address=rng.random() < 0.6) for g, f, c, cat, note in FRIENDS]
              + [S("other", "business", org=n, country=c, note=note) for n, c, what, note in BUSINESSES])
    specs = stays + others
    rng.shuffle(specs)
    seen, kept = set(), []
    for spec in specs:
        keys = {fold(spec.name)} | ({fold(spec.org)} if spec.org else set())
        if keys & loose or fold(spec.name) in seen:
            continue
        seen.add(fold(spec.name))
        kept.append(spec)
    book.write_book(kept, lambda index: "development", rng, args.out)
    count = sum(1 for s in kept if s.label == "stay")
    print(f"{len(kept)} cards, {count} places to stay, {len(kept) - count} others; "
          f"{len(specs) - len(kept)} left out as other books' names")


if __name__ == "__main__":
    main()
