import Testing
@testable import Reconcile
import TextFolding

/// Words of Finland, Armenia, Bulgaria, the Levant, East Africa, Panama,
/// the Baltic, Poland, Mongolia and more, for and against a card, and the
/// supplement's newest brands: what the review books of evidence
/// revisions 47 to 57 found.
@Suite("Regional words for and against a card; the supplement's newest brands")
struct RegionalWordsTests {
    @Test("lodging words: Armenian rest houses, sanatoria, guest houses and inns; forms the lists lacked (chalets, guest houses in Russian, Ukrainian, Bulgarian and Arabic, a Mongolian hotel complex); a Dutch holiday home, a Portuguese guest house, farm stays, a botel", arguments: [
        ("Ջերմուկի հանգստյան տուն", "Armenia", "հանգստյան տուն"), ("Առողջարան «Արարատ»", "Armenia", "առողջարան"),
        ("Դիլիջանի հյուրատուն", "Armenia", "հյուրատուն"), ("Գորիսի վանատուն", "Armenia", "վանատուն"),
        ("Goélia Les Chalets de Valoria", "France", "chalets"), ("Гостевые дома «Сосновый берег»", "Россия", "гостевые дома"),
        ("Гостьовий будиночок «Смерекова хата»", "Україна", "гостьовий будиночок"), ("Къщи за гости „Старата чешма“", "България", "къщи за гости"),
        ("دار الضيافة - واحة سيوة", "مصر", "دار الضيافة"), ("Зочид буудлын цогцолбор «Голомт»", "Монгол", "зочид буудлын цогцолбор"),
        ("Vakantiewoning De Duinroos", "Nederland", "vakantiewoning"), ("Casa de hóspedes Yasmin", "Moçambique", "casa de hospedes"),
        ("Агроусадьба «Лесная сказка»", "Беларусь", "агроусадьба"), ("Ботель «Фрегат Паллада»", "Россия", "ботель"),
        // Malta's inn, Ireland's lodging house, the Basque hotel, Afrikaans guest
        // houses, Iceland's guest house with its article, Sinhala's travellers' lodge.
        ("Lukanda San Pawl", "Malta", "lukanda"), ("Il-Lukanda tal-Belt", "Malta", "lukanda"),
        ("Teach Lóistín Uí Néill", "Ireland", "teach lóistín"), ("Hotela Arkaitz", "España", "hotela"),
        ("Karoo Gastehuis", "South Africa", "gastehuis"), ("Gistihúsið Lónið", "Ísland", "gistihúsið"),
        ("සංචාරක නිවාසය මිරිස්ස", "Sri Lanka", "සංචාරක නිවාසය"),
        // Nordic lodgings with their article; a Norwegian mountain lodge; Serbian,
        // Hungarian, Ukrainian, Hindi and Bengali lodgings.
        ("Vandrarhemmet i Ystad", "Sverige", "vandrarhemmet"), ("Gjestehuset Lofoten", "Norge", "gjestehuset"),
        ("Pensionatet Solhem", "Sverige", "pensionatet"), ("Bjorli Fjellstue", "Norge", "fjellstue"),
        ("Преноћиште Стари Град", "Србија", "преноћиште"), ("Szent György Szálló", "Magyarország", "szálló"),
        ("Гостьовий дім Оксана", "Україна", "гостьовий дім"), ("हिमालय गेस्ट हाउस", "भारत", "गेस्ट हाउस"),
        ("অতিথিশালা সুন্দরবন", "বাংলাদেশ", "অতিথিশালা"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(TextFolding.key(word), in: .organization)), "\(verdict.evidence)")
    }

    @Test("Lithuania's holiday homes, farm stays and nights in the genitive; Poland's holiday centres; an apartment beside a night; a guest house that welcomes dogs, or has a canteen", arguments: [
        ("Poilsio namai Banga", "Lietuva", nil), ("Kaimo turizmo sodyba Pušynas", "Lietuva", nil), ("Eglės sanatorija", "Lietuva", "10 naktų, procedūros"),
        ("Ośrodek Wczasowy Wodnik", "Polska", nil), ("Apartman Luka", "Hrvatska", "3 noći, 60 EUR"),
        ("Apartman Ana", "Srbija", "3 noći"), ("Pensjonat Leśny Zakątek – przyjazny dla psów", "Polska", nil),
        ("Hotel Mazurski - przyjazny dla zwierząt", "Polska", "3 noce, pies mile widziany"),
        ("Pensjonat i Stołówka Halny", "Polska", "2 noce, obiady w stołówce"), ("Viešbutis Alaus Gamyba", "Lietuva", "1 naktis"),
    ] as [(String, String, String?)])
    func balticAndSlavic(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("pets' hotels, a travel agency, estate agents, a car hire, a canteen, a photographer's studio; a spa day without a night", arguments: [
        ("Hotelik dla piesków Łapka", "Polska", nil), ("Psi Hotelik Burek", "Polska", nil),
        ("Hotel dla psów Reksio", "Polska", "Zostawiamy Burka na 5 nocy, 45 zł za dobę"), ("Stołówka Zakładowa Ursus", "Polska", nil),
        ("Cabin Studio Photography", "United Kingdom", "Wedding shoot, 2 nights in Lapland"),
        ("Gyvūnų viešbutis „Keturkojis“", "Lietuva", "8 naktys"), ("Kelionių agentūra „Saulės kelias“", "Lietuva", "7 naktys"),
        ("Balaton Apartman Ingatlanfejlesztő Kft.", "Magyarország", nil), ("Esperanza SPA", "Lietuva", "pirtys + masažas 11:00, be nakvynės"),
        ("Nekretnine Apartman d.o.o.", "Hrvatska", nil), ("Rent a car Apartman", "Hrvatska", nil),
        ("Poilsio namai pardavimui – NT agentūra Domus", "Lietuva", nil), ("Ośrodek Wczasowy Bryza – sprzedaż", "Polska", nil),
    ] as [(String, String, String?)])
    func balticAndSlavicOthers(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("the hotel's genitive names what serves it; a guest house for the elderly is a home", arguments: [
        ("Зочид буудлын үйлчилгээний сургууль", "Монгол"), ("Улаанбаатар зочид буудлын ресторан", "Монгол"),
        ("دار الضيافة للمسنين", "الأردن"), ("Les Chalets Restaurant", "France"),
        // Another trade beside the new words: a restaurant, a wedding hall, a
        // publisher, builders, an owners' association, cleaners, maintenance, a dealer.
        ("مطعم دار الضيافة", "مصر"), ("قاعة دار الضيافة للأفراح", "مصر"), ("دار الضيافة للنشر والتوزيع", "مصر"),
        ("Строителство на къщи за гости ЕООД", "България"), ("Сдружение на собствениците на къщи за гости", "България"),
        ("Гостевые дома из бруса под ключ — строительство", "Россия"), ("Schoonmaakbedrijf Vakantiewoningen Texel", "Nederland"),
        ("Onderhoud Vakantiewoningen BV", "Nederland"), ("Mobile Chalets for Sale Direct", "United Kingdom"),
    ])
    func notTheseWords(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Bulgaria's huts and villas count beside a night; a tavern, a wedding venue, a dogs' hotel do not", arguments: [
        ("Хижа Мусала", "2 нощувки", true), ("Вила Елена", "3 нощувки, закуска", true), ("Хижа Мусала", nil, false),
        ("Механа Хижата", nil, false), ("Вила Зеленика – сватби и събития", nil, false), ("Хотел за кучета Рекс", "7 нощувки", false),
    ] as [(String, String?, Bool)])
    func bulgaria(_ name: String, _ note: String?, _ taken: Bool) {
        let verdict = SharedWordTests.verdict(name, country: "България", note: note)
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }

    @Test("a night's stay named without its number: Bulgarian нощувка", arguments: ["нощувка в 3-местна, 25 лв, спален чувал"])
    func bulgarianStay(_ note: String) {
        let verdict = SharedWordTests.verdict("Мальовица", country: "България", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Iceland's union holiday houses; huts, a skáli, a ksar beside a night", arguments: [
        ("Orlofshús VR Miðhúsaskógi", "Ísland", nil), ("Volcano Huts Thorsmork", "Ísland", "bunk room, breakfast"),
        ("Álftavatn skáli", "Ísland", "bunk room, breakfast"), ("Ksar Rouge", "Tunisie", "demi-pension, petit-déjeuner"),
    ] as [(String, String, String?)])
    func iceland(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(where: SharedWordTests.isShared) == (note != nil), "\(verdict.evidence)")
    }

    @Test("a banda or an igloo counts beside a night, never alone: a band, a family name, a kindergarten, an ice-cream shop", arguments: [
        ("Rwonyo Banda", "Uganda", "2 nights, self-contained"), ("Kakslauttanen Iglut", "Finland", "1 yö, revontulet"),
        ("Rwonyo Banda", "Uganda", nil), ("Banda Transport", "Malawi", nil), ("Päiväkoti Iglu", "Finland", nil),
        ("Igloo Gelato", "Sverige", nil),
    ] as [(String, String, String?)])
    func sharedWords(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken == (note != nil), "\(verdict.explanation)")
    }

    @Test("Swahili's 'we slept' says a night was spent", arguments: ["Tulilala siku mbili, chakula kizuri"])
    func sleptThere(_ note: String) {
        let verdict = SharedWordTests.verdict("Ras Mbisi", country: "Tanzania", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("other trades: a Finnish booking office and night train, a dogs' inn, a pets' hotel", arguments: [
        ("Saariselän Keskusvaraamo", "Finland", "keskusvaraamo"), ("VR Yöjuna", "Finland", "yojuna"),
        ("Hotel para mascotas Firulais", "Panamá", "para mascotas"), ("Къмпинг магазин Алпин", "България", "магазин"),
        ("Colegio Hesperia", "España", "colegio"), ("Baur au Lac Vins", "Schweiz", "vins"), ("Pera Palace Pastanesi", "Türkiye", "pastanesi"),
        ("XS Nightclub Wynn", "USA", "nightclub"), ("Caesars Palace Forum Shops", "USA", "shops"), ("Паркинг Център", "България", "паркинг"),
        ("Hundahótelið á Leirum", "Ísland", "hundahotelid"), ("Dar Ferdaous – Espace événementiel", "Tunisie", "espace evenementiel"),
        ("Շների հյուրանոց «Բարի»", "Armenia", "շների"),
    ])
    func otherTrades(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: "2 nights")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a yoga resort is a resort; a hotel's yoga studio is the studio's", arguments: [
        ("Sansara Surf & Yoga Resort", true), ("Hotel Yoga Studio Palma", false), ("Yoga Shala at Hotel Samsara", false),
    ])
    func yoga(_ name: String, _ taken: Bool) {
        #expect(SharedWordTests.verdict(name, country: "Panamá").isTaken == taken)
    }

    @Test("a trade's word that a place to stay bears too says nothing against it: a pets-welcome let, a railway's guest house", arguments: [
        ("Cabañas El Bosque - acepta mascotas", "3 noches"), ("South Central Railways Guest House", "2 nights"),
        ("Hotel Fiesta Americana Reservaciones", "2 noches"), ("Knights of Malta Guesthouse", "2 nights"),
        ("Majatalo ja Pubi Kievari", "Huone 2 yötä"),
    ])
    func ownWords(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Panamá", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's NOTE may name a sight's visiting hours, a wardrobe, the night train it came by; its name a tavern, weddings, dogs", arguments: [
        ("Hospedería del Monasterio de Silos", "2 noches; horario de visitas del claustro 10-13"),
        ("Parador de Granada", "horario de visitas Alhambra 8:30-20"), ("Гостиница Волга", "шкаф-купе, холодильник, ТВ"),
        ("Hotel Ara", "Yöjuna saapuu 7:00, hotelli asemaa vastapäätä"), ("Хотел-механа Бачо Киро", "2 нощувки"),
        ("Хотел Сватби Панорама", "2 нощувки"), ("Hotel Doggy Friendly Barcelona", "2 noches"), ("Hôtel Drouot Opéra", "2 nuits"),
        ("Kalahari Resort & Waterpark", "2 nights"), ("Hotel & Casino Sortis", "2 noches"), ("Pestana Casino Park", "2 noites"),
        ("Wyndham Houston Medical Center", "5 nights"), ("Hôtel de la Route des Vins", "2 nuits"),
        ("Parador Colegio del Rey", "1 noche"), ("Hôtel-Buffet de la Gare", "1 nuit"),
        ("Hotel & Night Club Neptun", "2 nights"), ("Hôtel Terminus", "2 nuits; arrivée par le train de nuit de Paris"),
        ("Rose Cottage", "holiday let, 7 nights, holiday tenancy agreement signed"), ("Mohegan Sun Casino", "2 nights, room 1412"),
        ("Механа и стаи за гости Бай Иван", "1 нощувка"), ("Oakwood Serviced Apartments", "5 nights; monthly rent also available"),
    ])
    func visitBesideNights(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "España", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a NOTE of a journey, a pick-up or visiting hours counts against the card", arguments: [
        ("Yerevan–Batumi", "Купе 7, ночь в пути, отправление 15:30"), ("Tahmeed Coach", "Overnight coach to Kampala, seat 12"),
        ("SNCFT", "Train de nuit Tunis–Tozeur, couchette 12"), ("Norræna", "Klefi 8, um borð frá Seyðisfirði"), ("Interbus", "Recogen en el hotel a las 6"),
    ])
    func againstInNote(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Panamá", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("brands of the supplement's last lines", arguments: [
        ("Caesars Palace", "USA", "Caesars Palace"), ("Baur au Lac", "Schweiz", "Baur au Lac"), ("MIJE Marais", "France", "MIJE"),
        ("Sandman Hotel Group", "Canada", "Sandman"), ("Claridge's", "United Kingdom", "Claridge's"),
        ("Mena House", "Egypt", "Mena House"), ("Aerotel Singapore", "Singapore", "Aerotel"),
    ])
    func brands(_ name: String, _ country: String, _ brand: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .brand(brand, .organization, _, _) = $0 { return true } else { return false } }, "\(verdict.evidence)")
    }
}
