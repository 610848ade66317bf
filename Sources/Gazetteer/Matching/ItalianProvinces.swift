import AddressText
import Geodesy

/// The codes of Italy's provinces (the *sigle* of its number plates and
/// postal addresses: "00184 Roma RM", "84011 Amalfi (SA)"), with those of
/// the Sardinian provinces merged in 2016 (CI, OG, OT, VS), which older
/// address books still hold, each with the town that gives it its name.
/// The index knows Italy's regions, not its provinces: a code tells the
/// geocoder that the town is Italy's, and roughly where (``OfflineGeocoder/liesInProvince(_:code:)``).
enum ItalianProvinces {
    /// Each province's code and its chief town, as the index knows it.
    static let capitals: [String: String] = [
        "AG": "Agrigento", "AL": "Alessandria", "AN": "Ancona", "AO": "Aosta", "AP": "Ascoli Piceno", "AQ": "L'Aquila",
        "AR": "Arezzo", "AT": "Asti", "AV": "Avellino", "BA": "Bari", "BG": "Bergamo", "BI": "Biella", "BL": "Belluno",
        "BN": "Benevento", "BO": "Bologna", "BR": "Brindisi", "BS": "Brescia", "BT": "Barletta", "BZ": "Bolzano",
        "CA": "Cagliari", "CB": "Campobasso", "CE": "Caserta", "CH": "Chieti", "CI": "Carbonia", "CL": "Caltanissetta",
        "CN": "Cuneo", "CO": "Como", "CR": "Cremona", "CS": "Cosenza", "CT": "Catania", "CZ": "Catanzaro", "EN": "Enna",
        "FC": "Forlì", "FE": "Ferrara", "FG": "Foggia", "FI": "Firenze", "FM": "Fermo", "FR": "Frosinone", "GE": "Genova",
        "GO": "Gorizia", "GR": "Grosseto", "IM": "Imperia", "IS": "Isernia", "KR": "Crotone", "LC": "Lecco", "LE": "Lecce",
        "LI": "Livorno", "LO": "Lodi", "LT": "Latina", "LU": "Lucca", "MB": "Monza", "MC": "Macerata", "ME": "Messina",
        "MI": "Milano", "MN": "Mantova", "MO": "Modena", "MS": "Massa", "MT": "Matera", "NA": "Napoli", "NO": "Novara",
        "NU": "Nuoro", "OG": "Tortolì", "OR": "Oristano", "OT": "Olbia", "PA": "Palermo", "PC": "Piacenza", "PD": "Padova",
        "PE": "Pescara", "PG": "Perugia", "PI": "Pisa", "PN": "Pordenone", "PO": "Prato", "PR": "Parma", "PT": "Pistoia",
        "PU": "Pesaro", "PV": "Pavia", "PZ": "Potenza", "RA": "Ravenna", "RC": "Reggio Calabria", "RE": "Reggio Emilia",
        "RG": "Ragusa", "RI": "Rieti", "RM": "Roma", "RN": "Rimini", "RO": "Rovigo", "SA": "Salerno", "SI": "Siena",
        "SO": "Sondrio", "SP": "La Spezia", "SR": "Siracusa", "SS": "Sassari", "SU": "Carbonia", "SV": "Savona",
        "TA": "Taranto", "TE": "Teramo", "TN": "Trento", "TO": "Torino", "TP": "Trapani", "TR": "Terni", "TS": "Trieste",
        "TV": "Treviso", "UD": "Udine", "VA": "Varese", "VB": "Verbania", "VC": "Vercelli", "VE": "Venezia", "VI": "Vicenza",
        "VR": "Verona", "VS": "Sanluri", "VT": "Viterbo", "VV": "Vibo Valentia",
    ]

    /// The provinces' codes.
    static let codes = Set(capitals.keys)

    /// How far from its chief town a province's places lie at most: some
    /// 120 km for Cosenza's, Potenza's and South Tyrol's farthest towns;
    /// Agrigento's island of Lampedusa lies 210 km out at sea.
    static func reachKilometres(_ code: String) -> Double { code == "AG" ? 230 : 150 }
}

extension OfflineGeocoder {
    /// Whether `answer`, a town found in Italy for the province code `code`
    /// written after it, may lie in that province: always where the code
    /// names no country ("Braone, BS" is Italy's Braone wherever it lies);
    /// where it names one too ("FR", "CH", "PT"), only within reach of the
    /// province's chief town — else the code is the country, and a town of
    /// Italy that is no town of its province no answer ("Braone, FR" is no
    /// Frosinone's, "Milano, PT" no Pistoia's).
    func liesInProvince(_ answer: GeocodeResult, code: String) -> Bool {
        guard Country.named(code) != nil else { return true }
        guard let name = ItalianProvinces.capitals[code],
              let capital = geocode(PostalAddress(locality: name, country: "IT")), capital.precision <= .locality, !capital.isCorrected
        else { return false }
        return GreatCircle.kilometres(answer.latitude, answer.longitude, capital.latitude, capital.longitude)
            <= ItalianProvinces.reachKilometres(code)
    }

    /// The town and its Italian province's code of a locality that ends in
    /// that code in brackets ("Ravello (SA)"), where `answer` is a town of
    /// Italy that may lie in that province (``liesInProvince(_:code:)``):
    /// Salerno's SA, not Saudi Arabia's; `nil` otherwise ("Paris (FR)").
    public func italianProvince(bracketedIn locality: String, answer: GeocodeResult) -> (town: String, province: String)? {
        guard answer.countryCode == "IT", let (town, code) = CityDistrict.bracketedEnd(of: locality),
              ItalianProvinces.codes.contains(code), liesInProvince(answer, code: code) else { return nil }
        return (town, code)
    }
}
