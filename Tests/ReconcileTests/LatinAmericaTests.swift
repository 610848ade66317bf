import Testing
@testable import Reconcile

/// Brazil's, the Andes' and the Southern Cone's places to stay, and what
/// bears their words and is none: a Mexican hostería that serves meals, a
/// hacienda that hosts weddings, a museum in a hacienda.
@Suite("Latin America's lodgings and their namesakes")
struct LatinAmericaTests {
    @Test("the trade's words: chalés, an apart-hotel, a flat in Brazil, a refugio in Argentina, a holiday let named by its site", arguments: [
        ("Chalés Recanto das Araucárias", "Brazil", "chales"), ("Apart-Hotel Costa Azul", "Uruguay", "apart hotel"),
        ("Itaim Flat Service", "Brazil", "flat service"), ("Sobral Flat", "Brazil", "flat"), ("Refugio Lopez", "Argentina", "refugio"),
        ("Casa das Bromélias (Airbnb)", "Brazil", "airbnb"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a site a place was booked through, first in a name, is the site's own card")
    func bookedThrough() {
        for name in ["Airbnb Host Help Centre", "Vrbo Owner Services"] {
            let verdict = SharedWordTests.verdict(name, country: "Ireland")
            #expect(!verdict.isTaken, "\(verdict.explanation)")
            #expect(!verdict.evidence.contains { if case .lodgingWord = $0 { return true } else { return false } }, "\(verdict.evidence)")
        }
        #expect(SharedWordTests.verdict("Beach Cottage - Vrbo", country: "Ireland").isTaken)
    }

    @Test("a hostería is an inn in the Southern Cone and the Andes, and as often a restaurant in Mexico")
    func hosteria() {
        #expect(SharedWordTests.verdict("Hostería Las Lengas", country: "Argentina").isTaken)
        let mexico = SharedWordTests.verdict("Hostería La Bota", country: "Mexico")
        #expect(!mexico.isTaken, "\(mexico.explanation)")
        #expect(mexico.evidence.contains(.lodgingWord("hosteria", in: .organization, abroad: true)))
    }

    @Test("a venue of weddings and parties, a museum named for a hacienda, a listing site's other trade", arguments: [
        ("Hacienda Santa Lucía - Bodas y Eventos", "Mexico", "bodas y eventos"), ("Jardín de Eventos Hacienda Real", "Mexico", "jardin de eventos"),
        ("Museo de la Hacienda Sotuta", "Mexico", "museo"), ("Airbnb Experiences Support", "United States", "experiences"),
    ])
    func namesakes(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
        // A museum in the hotel's name is the hotel's, as before.
        #expect(SharedWordTests.verdict("Hotel Museo Casa Lagos", country: "Mexico").isTaken)
    }

    @Test("a bunk booked says a night was spent, in the languages of huts and hostels", arguments: [
        "cuchetas reservadas", "2 literas", "beliche no quarto 4", "bunk beds for the kids",
    ])
    func bunks(_ note: String) {
        let verdict = SharedWordTests.verdict("Refugio del Lago", country: "Spain", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a summer let's fortnight and linen on the River Plate")
    func summerLet() {
        let verdict = SharedWordTests.verdict("Depto Punta - Edificio Aquarela", country: "Uruguay",
                                             note: "quincena de enero, 2 dorm., saldo al llegar, ropa blanca incluida")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a grill house, a bodegón, a brewpub, a telo, a timber-house seller, an inn's Sunday lunch, a shelter's adoption", arguments: [
        ("Parrilla La Posada del Camino", nil), ("Bodegón El Viejo Hotel", nil), ("Refugio Cervecero", nil),
        ("Albergue Transitorio Dakota", "turno 3 hs"), ("Hotel Alojamiento Sheik", nil), ("Cabañas Patagonia - Casas de Madera", nil),
        ("Hostería del Tigre", "almuerzo dom 13 hs, mesa para 8"), ("Refugio Huellitas", "Ramona salió de acá (adopción 2021)"),
    ] as [(String, String?)])
    func argentineLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Argentina", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("the Andes: a homestay, the chains Intiotel, Dann Carlton, Loki", arguments: [
        ("Casa Vivencial Familia Quispe", "Perú"), ("Intiotel Arequipa", "Perú"), ("Dann Carlton Bogotá", "Colombia"),
        ("Loki Cusco", "Perú"),
    ])
    func andes(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Libertador, a common word, is the chain's only with more evidence")
    func libertador() {
        #expect(!SharedWordTests.verdict("Libertador Arequipa", country: "Perú").isTaken)
        #expect(SharedWordTests.verdict("Libertador Arequipa", country: "Perú", note: "2 noches, hab. 210").isTaken)
    }

    @Test("an owners' board, a chain's sales office, a hacienda's wedding", arguments: [
        ("Junta de Propietarios Residencial Los Pinos", nil), ("Casa Andina - Ventas Corporativas", nil),
        ("Hacienda Los Ficus", "matrimonio de Ana y Luis, ceremonia 17:00"),
    ] as [(String, String?)])
    func andeanLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Perú", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Colombia's residencias beside a night's price; a hotel and its restaurant on one sign, in Spanish and Czech", arguments: [
        ("Residencias La Cosecha", "Colombia", "el recolector se queda ahí, $40.000 la noche"),
        ("Hostal Restaurante El Puerto", "España", nil), ("Hotel y Restaurante Los Nevados", "Colombia", nil),
        ("Penzion a restaurace U Lípy", "Česko", nil),
    ] as [(String, String, String?)])
    func residencias(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's restaurant, a care home called a posada, a restaurant in Portuguese", arguments: [
        ("Restaurante del Hotel Casa Pestagua", "cena jueves 8pm"), ("Hogar Geriátrico Posada del Sol", nil),
        ("Restaurante Pousada Velha", nil), ("Posada y Restaurante Los Nevados", "almuerzo domingo"),
    ] as [(String, String?)])
    func restaurantsAndHomes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Colombia", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a cruise line in Spanish, a tour's pick-up from the hotel", arguments: [
        ("Cruceros Australis", "5 noches, cabina doble"), ("Tours Atacama Andino", "9:00 desde el hotel, almuerzo incluido"),
    ] as [(String, String?)])
    func chileanLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Chile", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
