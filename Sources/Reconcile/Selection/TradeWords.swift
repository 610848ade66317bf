import TextFolding

/// Trades, crafts and shops in many languages, folded: a name that holds
/// one is that trade's business, whatever brand's name stands beside it
/// ("Hilton Tyres", "Kempinski Friseur", "Ibis Apteka"). Part of
/// ``LodgingWords/otherBusiness``. Words that are also family names, places
/// or a hotel's own words ("Garden", "Fleurs", "Berber", "Loja") are left out.
enum TradeWords {
    static let all: [String] = english + german + french + spanish + italian + portuguese + dutch + nordic + slavic + others
        + besideAStayWords

    /// Trades a place to stay offers beside its rooms, or whose old
    /// building it stands in: bicycles and their hire, physiotherapy at a
    /// spa hotel, a confectioner's or a car wash on the same sign, dog
    /// sitting at a country inn, the old vet's or dentist's turned holiday
    /// let ("Radsport-Hotel Grüner Baum", "Hotel & Confiserie Rössli", "B&B
    /// De Oude Dierenkliniek"). Beside a
    /// lodging word they say nothing against it (``LodgingWords/sideTrades``)
    /// unless the name begins with the trade ("Chocolatier Chalet Suisse",
    /// "Autolavado Posada Real": the trade's, named for the place);
    /// beside a brand's name they name the trade's business ("Hilton
    /// Fahrräder", "Novotel Fisioterapia"). Not English trades: an English
    /// sign names the trade with a pun on a lodging word as often ("Inn
    /// Motion Physiotherapy", "The Lodge Barber Shop"); nor a trade that is
    /// also a family name or a possessive ("Barber's Cottage", "Florist's
    /// Cottage"). Folded, as ``LodgingWords/otherBusiness`` gives them.
    static let besideAStay = Set(besideAStayWords.map(TextFolding.key))
    private static let besideAStayWords = [
        // Vets and dentists.
        "veterinar", "tierklinik", "tierarztpraxis", "dierenkliniek", "dyrlaege",
        "dyrlege", "dyreklinik", "dyreklinikk", "djursjukhus", "djurklinik", "elainlaakari", "weterynaria", "gabinet weterynaryjny",
        "ветеринар", "ветклиника", "allatorvos", "κτηνιατρειο", "dentiste",
        "zahnarztpraxis", "zahnklinik", "odontologia", "studio dentistico", "odontoiatria", "tandklinik", "tannklinikk",
        "stomatologia", "stomatologie", "fogorvos", "οδοντιατρειο",
        // Bicycles, their shops and hire.
        "fahrrader", "fahrrad", "radsport", "bicicletas", "biciclette", "fietsenwinkel",
        "cykler", "cyklar", "sykler", "polkupyorat", "rowery", "велосипеды", "bisiklet", "kerekpar",
        // Physiotherapy.
        "kinesitherapie", "fisioterapia", "fisioterapista", "fysioterapi", "fysioterapeut", "fysioterapia",
        "fizjoterapia", "физиотерапия", "fizyoterapi", "kinetoterapie", "φυσικοθεραπεια",
        // Car washes.
        "autowaschanlage", "waschanlage", "waschstrasse", "lavage auto", "autolavado", "lavado de autos", "lavadero de autos",
        "lavadero de coches", "autolavaggio", "lava jato", "lavagem", "autowasstraat", "wasstraat", "biltvatt", "bilvask",
        "autopesu", "myjnia", "автомойка", "oto yikama", "automoso", "spalatorie auto",
        // Flowers and sweets.
        "blomster", "blomsterbutik", "floreria", "ανθοπωλειο", "confiserie", "chocolatier", "кондитерская",
        // Dog sitting, which a country inn offers its guests' dogs.
        "hundebetreuung",
    ]

    private static let english = [
        "tyres", "tyre", "tires", "tiles", "tiling", "carpets", "carpet", "flooring", "glazing", "locksmith", "locksmiths", "printing",
        "printers", "removals", "movers", "kitchens", "bathrooms", "heating", "air conditioning", "hvac", "upholstery", "joinery",
        "carpentry", "builders", "construction", "scaffolding", "paving", "fencing", "decorators", "tailor", "tailors", "alterations",
        "cobbler", "opticians", "optometry", "optometrist", "chemist", "chemists", "hairdresser", "hairdressers", "hair salon",
        "beauty salon", "tanning", "tattoo", "pawnbrokers", "couriers", "taxi", "taxis", "car wash", "valeting", "body shop",
        "panel beaters", "driving school", "motorcycles", "grooming", "chiropractic", "chiropractor", "osteopath", "podiatry",
        "accounting", "accountancy", "solicitors", "barristers", "law firm", "mortgages", "mortgage", "loans", "finance",
        "credit union", "security", "alarms", "pest control", "electrical", "electricians", "timber", "stationery", "toys",
        "photography", "bridal", "butchers", "fishmonger", "greengrocer", "grocery", "groceries", "off licence", "liquor",
        "computers", "repairs", "repair", "appliances", "blinds", "curtains", "lighting", "fabrics", "lettings",
        "kitchen bath", "furnishings", "photographers", "photographer", "handyman", "hampers", "hire", "cabinet makers",
        "cabinetmakers", "cabinetmaker", "cabinetry", "joiners", "gallery", "gifts", "gift shop", "crafts", "pottery",
        "antiques", "interiors", "ceramics", "storage", "outdoor", "outdoors", "outfitters", "renovations", "winery", "wines",
        "games", "home care", "homecare", "care agency", "carers", "domiciliary care", "drone", "drones", "motor parts",
        "film transfer", "arborists", "arborist", "excursions", "kitchen", "banquet hall", "banquet halls", "municipality",
        "expedition", "vets", "veterinary", "vet clinic", "animal clinic", "dental", "dental clinic", "dentist", "dentists",
        "physiotherapy", "hairdressing", "barbershop", "barber shop", "confectionery", "drilling", "biosciences", "bioscience",
    ]
    private static let german = [
        "reifen", "reifenservice", "friseur", "friseursalon", "autohaus", "autowerkstatt", "werkstatt", "kfz", "schlusseldienst",
        "elektro", "elektriker", "sanitar", "heizung", "dachdecker", "malerbetrieb", "tischlerei", "schreinerei", "zimmerei",
        "metzgerei", "fleischerei", "apotheke", "optik", "fahrschule", "reinigung", "textilreinigung", "schneiderei", "floristik",
        "bestattungen", "steuerberater", "rechtsanwalt", "rechtsanwalte", "kanzlei", "versicherung", "zahnarzt", "tierarzt",
        "physiotherapie", "fliesen", "teppich", "glaserei", "baumarkt", "getranke", "druckerei", "umzuge", "spedition",
        "gebaudereinigung", "hausverwaltung", "kosmetik", "nagelstudio", "sonnenstudio", "keramik", "elektrotechnik",
    ]
    private static let french = [
        "coiffure", "coiffeur", "boucherie", "charcuterie", "pharmacie", "pressing", "carrosserie", "plomberie", "serrurerie",
        "electricite", "menuiserie", "optique", "opticien", "fleuriste", "pompes funebres", "notaire", "avocat", "avocats",
        "assurances", "dentaire", "veterinaire", "auto ecole", "nettoyage", "demenagement", "imprimerie", "librairie",
        "quincaillerie", "cordonnerie", "bijouterie", "epicerie", "traiteur", "poissonnerie", "fromagerie", "pneus", "pneumatiques",
        "artisanat",
    ]
    private static let spanish = [
        "peluqueria", "ferreteria", "zapateria", "carniceria", "farmacia", "talleres", "neumaticos", "llantas", "cerrajeria",
        "fontaneria", "electricidad", "carpinteria", "optica", "floristeria", "funeraria", "abogados", "gestoria", "seguros",
        "veterinaria", "autoescuela", "lavanderia", "tintoreria", "imprenta", "libreria", "pasteleria", "fruteria", "pescaderia",
        "joyeria", "mudanzas", "papeleria", "supermercado", "tienda", "construcciones", "reformas", "administracion", "vinos",
        "bodegon", "parrilla", "cerveceria", "cervecero", "sistemas", "casas de madera",
    ]
    private static let italian = [
        "parrucchiere", "parrucchieri", "barbiere", "gommista", "gommisti", "macelleria", "officina", "carrozzeria", "ferramenta",
        "idraulico", "elettricista", "falegnameria", "ottica", "fioraio", "fioreria", "onoranze funebri", "avvocato",
        "studio legale", "assicurazioni", "dentista", "veterinario", "autoscuola", "tintoria", "tipografia", "pasticceria",
        "gelateria", "salumeria", "pescheria", "gioielleria", "traslochi", "tabaccheria", "alimentari", "calzature",
        "abbigliamento", "profumeria", "edicola", "costruzioni", "amministrazione", "vini", "noleggio", "fondo pensione", "lavasecco",
    ]
    private static let portuguese = [
        "cabeleireiro", "barbearia", "padaria", "oficina", "borracharia", "canalizador", "encanador", "eletricista", "carpintaria",
        "marcenaria", "otica", "floricultura", "florista", "advogados", "autoescola", "lavandaria", "grafica", "livraria",
        "joalharia", "joalheria", "mudancas", "limpeza", "acougue", "talho", "pastelaria", "confeitaria", "construcoes", "lanchonete",
        "administracao", "vinhos", "serralheria",
    ]
    private static let dutch = [
        "kapsalon", "bakkerij", "slagerij", "apotheek", "garagebedrijf", "autobedrijf", "bandenservice", "banden", "loodgieter",
        "installatiebedrijf", "timmerbedrijf", "schildersbedrijf", "optiek", "bloemist", "uitvaart", "advocaten", "notaris",
        "verzekeringen", "tandarts", "dierenarts", "fysiotherapie", "fysio", "rijschool", "stomerij", "wasserette", "drukkerij",
        "boekhandel", "juwelier", "verhuizingen", "schoonmaak", "makelaardij", "fietsen", "tweewielers",
    ]
    /// Swedish, Danish, Norwegian and Finnish.
    private static let nordic = [
        "frisor", "bageri", "bakeri", "apotek", "bilverkstad", "verkstad", "rormokare", "snickeri", "optiker", "blomsterhandel",
        "begravningsbyra", "advokat", "advokatbyra", "forsakring", "tandlakare", "tandlaege", "tannlege", "trafikskola",
        "korskole", "kemtvatt", "tryckeri", "bokhandel", "guldsmed", "flyttfirma", "dack", "daekcenter", "dekk", "slakter",
        "slagter", "konditori", "parturi", "kampaamo", "leipomo", "apteekki", "korjaamo", "autokorjaamo", "renkaat",
        "kukkakauppa", "hautaustoimisto", "hammaslaakari", "optikko", "rengoring",
    ]
    /// Polish, Czech and Slovak, Russian and Ukrainian.
    private static let slavic = [
        "fryzjer", "piekarnia", "apteka", "warsztat", "hydraulik", "elektryk", "optyk", "kwiaciarnia", "zaklad pogrzebowy",
        "adwokat", "kancelaria", "ubezpieczenia", "stomatolog", "weterynarz", "nauka jazdy", "pralnia", "drukarnia", "ksiegarnia",
        "jubiler", "sklep", "cukiernia", "masarnia", "wulkanizacja", "opony", "kadernictvi", "kadernictvo", "pekarna", "lekarna",
        "lekaren", "autoservis", "pneuservis", "instalater", "truhlarstvi", "kvetinarstvi", "pohrebni sluzba", "pojistovna",
        "autoskola", "cistirna", "tiskarna", "knihkupectvi", "zlatnictvi", "reznictvi", "парикмахерская", "пекарня", "аптека",
        "автосервис", "шиномонтаж", "стоматология", "перукарня", "консалтинг",
    ]
    /// Turkish, Hungarian (its espresso bar), Romanian, Greek, Maltese and Afrikaans.
    private static let others = [
        "kuafor", "firin", "eczane", "oto servis", "lastik", "lastikci", "tesisat", "marangoz", "cicekci", "avukat",
        "hukuk burosu", "sigorta", "veteriner", "surucu kursu", "kuru temizleme", "matbaa", "kitabevi", "kuyumcu", "nakliyat",
        "kasap", "pastane", "fodrasz", "pekseg", "gyogyszertar", "autoszerviz", "gumiszerviz", "frizerie", "brutarie",
        "farmacie", "service auto", "vulcanizare", "κομμωτηριο", "φουρνος", "φαρμακειο",
        // Maltese pastry shops; Afrikaans cleaning, laundry, estate agents, for sale.
        "pastizzeria", "pastizzerija", "skoonmaak", "wasgoed", "eiendomme", "te koop", "presszo",
    ]
}
