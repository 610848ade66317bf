import Testing
@testable import Reconcile
import TextFolding

/// Lodging words in the scripts whose languages inflect them (Cyrillic,
/// Greek, Hebrew, Arabic): the forms a name gives them count; longer words
/// that merely begin with them, and the forms other businesses use, do
/// not. From the reviews' cards (bench/selection-cards/review8, review10).
struct WordFormTests {
    static func first(_ text: String) -> String? { LodgingWords.name.first(in: TextFolding.key(text)) }

    @Test("a word's forms in a name are that word", arguments: [
        ("Отели Садовое Кольцо", "отель"), ("Хотелите на Банско", "хотел"), ("Хотелски комплекс Ален Мак", "хотел"),
        ("Готельний комплекс Смерекова Хата", "готель"), ("Готелі Карпат", "готель"), ("Гостиницы Сочи", "гостиница"),
        ("Отельно-ресторанный комплекс Волна", "отель"), ("Готельчик на Подолі", "готель"), ("Тэрэлж хотелийн цогцолбор", "хотел"),
        ("Хотелче Старата къща", "хотел"), ("Хотелот Охрид", "хотел"), ("Хостелъ Дворъ", "хостел"), ("Ξενοδοχείον Ελένη", "ξενοδοχειο"),
        ("צימרי הגולן", "צימר"), ("מלוני דן", "מלון"),
        ("Миниотель Лиговский", "отель"), ("Минигостиница Арбат", "гостиница"), ("Апартотели Невский", "отель"), ("Ξενοδοχεία Γρηγοριάδη", "ξενοδοχειο"),
        ("Ξενώνες Αράχωβας", "ξενωνας"), ("מלונות פתאל אילת", "מלון"), ("המלון הקטן", "מלון"), ("אכסניית נוער מצדה", "אכסניה"),
        ("צימרים בכרם הגליל", "צימר"), ("הצימר של רותי", "צימר"), ("الفندق الكبير بالقاهرة", "فندق"), ("شقق فندقية الريان", "فندق"),
        ("النزل الأخضر", "نزل"), ("مهمانسرای جهانگردی", "مهمانسرا"), ("هتل پارسیان", "هتل"),
    ])
    func forms(_ name: String, _ word: String) {
        #expect(Self.first(name) == TextFolding.key(word), "\(name)")
    }

    @Test("a longer word that begins with one, or a form that serves hotels, is another word", arguments: [
        "Хотелиерско обзавеждане ЕООД", "Отельер Медиа", "Хостелмаркет Снаб", "Котельный завод", "צימרמן אופטיקה", "מלונאות פלוס ייעוץ",
        "מלונה לכלבים", "ציוד למלונות ומסעדות", "منزل العائلة للأثاث", "Ξενοδόχος Παπαδόπουλος", "Φροντιστήριο Ξένων Γλωσσών",
        "Оборудование для отелей", "Текстиль для гостиниц", "Обладнання для готелів", "Εξοπλισμός Ξενοδοχείων",
        // A compound's head is the noun, not the adjective another word ends in.
        "Теплокотельный завод «Бийскэнергомаш»",
    ])
    func otherWords(_ name: String) {
        #expect(Self.first(name) == nil, "\(name)")
    }

    @Test("scripts written without spaces, and phrases of several words, are still searched inside words")
    func inside() {
        #expect(Self.first("東京ステーションホテル") == TextFolding.key("ホテル"))
        #expect(Self.first("โรงแรมริมน้ำ") == TextFolding.key("โรงแรม"))
        #expect(Self.first("Гостевой домик у озера") == TextFolding.key("гостевой дом"))
    }

    @Test("the words of a NOTE, a trade or a visit keep matching inside words, not by forms")
    func otherListsInside() {
        // 'ночи' (nights) is not 'ночь' (night), nor 'ночной' (a night club's).
        #expect(LodgingWords.stay.first(in: TextFolding.key("Ночной клуб, вход до утра")) == nil)
        #expect(LodgingWords.stay.first(in: TextFolding.key("Две ночи, номер 12")) != nil)
        // 'аптека' (a pharmacy) is not the 'аптеки' of a hotel's name "at the old pharmacy".
        #expect(LodgingWords.otherBusiness.first(in: TextFolding.key("Гостиница У старой аптеки")) == nil)
    }

    @Test("the review's cards: their forms taken, the words that hold them or serve hotels skipped")
    func reviewCards() {
        for name in ["Отели Садовое Кольцо", "Ξενοδοχεία Γρηγοριάδη", "מלונות פתאל אילת", "אכסניית נוער מצדה", "Готельний комплекс Смерекова Хата",
                     "Harbourview Bed & Breakfast", "Cedar Ridge Vacation Cottage", "Fernhill Holiday Cottages", "Хотелот Св. Софија",
                     "Хостелъ «Купеческий дворъ»", "Ξενοδοχείον «Η Ωραία Ελένη»", "צימרי הגולן", "Мотел Пут", "Calico Quilts Bed and Breakfast",
                     "Silver Spur Motel & Gifts", "The Magazine Street Inn", "Hôtel Saint-François de Sales", "Отель «Портал»",
                     "Гостиничный комплекс Заречье", "Πανδοχείο Αγνάντι", "هتل و رستوران شهریار", "Πανσιόν Ρόδον", "Апартмани Јована",
                     "Ardnamurchan Bunkhouse", "Apartamentos Turísticos Playa Chica", "Apartma Lipa", "Harbour Holiday Flats",
                     "Paint Rock Inn", "Tile Barn Farm Guest House", "Desert Oaks Motel & Fuel", "Гостиница «У старой аптеки»"] {
            #expect(TrapTests.verdict(["ORG:\(name)", SelectionTests.address]).isTaken, "\(name)")
        }
        for name in ["Хотелиерско обзавеждане ЕООД", "Отельер Медиа", "Хостелмаркет Снаб", "צימרמן אופטיקה", "منزل العائلة للأثاث",
                     "Готельний бізнес консалтинг", "Оборудване за хотели", "مستلزمات الفنادق والمطاعم", "Holiday Home Decor & Gifts",
                     "Willerby Holiday Homes", "Holiday Home Sales at Sandy Bay", "Справочник «Гостиницы Сибири»", "התאחדות המלונות בישראל",
                     "آژانس مسافرتی و رزرو هتل", "Holiday Cottage Linen Hire", "Vermont Bed & Breakfast Guild", "הוסטל שיקומי לנשים",
                     "מלונית לכלבים", "ملحفه و حوله هتلی", "رستوران هتل عباسی", "Агенција за сместување Охрид",
                     "Bed & Breakfast Association of Virginia", "Vacation Home Inspections LLC"] {
            #expect(!TrapTests.verdict(["ORG:\(name)", SelectionTests.address]).isTaken, "\(name)")
        }
    }

    @Test("a trade beside a brand or an inn is that trade's", arguments: [
        "Sew Inn Fabrics", "Conrad Dublin Sales & Lettings", "Fairfield Kitchen & Bath",
    ])
    func trades(_ name: String) {
        let verdict = TrapTests.verdict(["ORG:\(name)", SelectionTests.address])
        #expect(!verdict.isTaken, "\(name)")
        #expect(verdict.explanation.hasPrefix("skipped: '"), "\(verdict.explanation)")
    }
}
