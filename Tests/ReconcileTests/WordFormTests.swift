import Testing
@testable import Reconcile
import TextFolding

/// Lodging words in the scripts whose languages inflect them (Cyrillic,
/// Greek, Hebrew, Arabic): their forms count, longer words that merely
/// hold them do not. From the review of round 8 (bench/selection-cards/review8).
struct WordFormTests {
    static func first(_ text: String) -> String? { LodgingWords.name.first(in: TextFolding.key(text)) }

    @Test("a word's forms are that word", arguments: [
        ("Отели Садовое Кольцо", "отель"), ("Хотелите на Банско", "хотел"), ("Хотелски комплекс Ален Мак", "хотел"),
        ("Готельний комплекс Смерекова Хата", "готель"), ("Готелі Карпат", "готель"), ("Гостиницы Сочи", "гостиница"),
        ("Миниотель Лиговский", "отель"), ("Минигостиница Арбат", "гостиница"), ("Ξενοδοχεία Γρηγοριάδη", "ξενοδοχειο"),
        ("Ξενοδοχείου Ακτή", "ξενοδοχειο"), ("Ξενώνες Αράχωβας", "ξενωνας"), ("מלונות פתאל אילת", "מלון"),
        ("המלון הקטן", "מלון"), ("אכסניית נוער מצדה", "אכסניה"), ("צימרים בכרם הגליל", "צימר"), ("الفندق الكبير بالقاهرة", "فندق"),
        ("النزل الأخضر", "نزل"), ("فنادق روتانا", "فنادق"), ("مهمانسرای جهانگردی", "مهمانسرا"),
    ])
    func forms(_ name: String, _ word: String) {
        #expect(Self.first(name) == TextFolding.key(word), "\(name)")
    }

    @Test("a longer word that begins or holds one is another word", arguments: [
        "Хотелиерско обзавеждане ЕООД", "Отельер Медиа", "Хостелмаркет Снаб", "צימרמן אופטיקה", "מלונאות פלוס ייעוץ",
        "منزل العائلة للأثاث", "Ξενοδόχος Παπαδόπουλος",
    ])
    func longerWords(_ name: String) {
        #expect(Self.first(name) == nil, "\(name)")
    }

    @Test("scripts written without spaces are still searched inside words")
    func unspaced() {
        #expect(Self.first("東京ステーションホテル") == TextFolding.key("ホテル"))
        #expect(Self.first("โรงแรมริมน้ำ") == TextFolding.key("โรงแรม"))
    }

    @Test("the cards of the review: their forms taken, the words that hold them skipped")
    func reviewCards() {
        for name in ["Отели Садовое Кольцо", "Ξενοδοχεία Γρηγοριάδη", "מלונות פתאל אילת", "אכסניית נוער מצדה", "Готельний комплекс Смерекова Хата",
                     "Harbourview Bed & Breakfast", "Seabreeze Holiday Homes", "Cedar Ridge Vacation Cottage", "Fernhill Holiday Cottages"] {
            #expect(TrapTests.verdict(["ORG:\(name)", SelectionTests.address]).isTaken, "\(name)")
        }
        for name in ["Хотелиерско обзавеждане ЕООД", "Отельер Медиа", "Хостелмаркет Снаб", "צימרמן אופטיקה", "منزل العائلة للأثاث",
                     "Готельний бізнес консалтинг"] {
            #expect(!TrapTests.verdict(["ORG:\(name)", SelectionTests.address]).isTaken, "\(name)")
        }
    }

    @Test("a trade beside a brand or an inn is that trade's", arguments: [
        "Stitch Inn Quilting", "Sew Inn Fabrics", "Hilton Head Paint & Body", "Delta Junction Fuel & Feed", "Conrad Dublin Sales & Lettings",
        "Fairfield Kitchen & Bath", "Courtyard Tile & Stone Leeds",
    ])
    func trades(_ name: String) {
        let verdict = TrapTests.verdict(["ORG:\(name)", SelectionTests.address])
        #expect(!verdict.isTaken, "\(name)")
        #expect(verdict.explanation.hasPrefix("skipped: '"), "\(verdict.explanation)")
    }
}
