import Testing
@testable import Reconcile

/// Iran's lodgings by their Persian and Kurdish words, and a Persian NOTE's stay.
@Suite("Iran's lodgings and look-alikes")
struct IranTests {
    @Test("pilgrims' lodgings, a traveller's house, a daily let, a Kurdish hotel", arguments: [
        "زائرسرای ثامن", "خانه مسافر قاسمی", "ویلا ساحلی سرخرود - اجاره روزانه", "هوتێلی چوارچرا",
    ])
    func lodgingWords(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "ایران")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Persian NOTE's nights in Persian digits, its room, its arrival and departure", arguments: [
        ("۲ شب، صبحانه", StayShape.Kind.nights), ("اتاق ۲۰۷", .room), ("ورود ۱۴:۰۰ خروج ۱۲:۰۰", .checkInOut),
    ])
    func shapes(_ note: String, _ kind: StayShape.Kind) {
        #expect(StayShape.all(in: note).contains { $0.kind == kind }, "\(StayShape.all(in: note))")
    }

    @Test("a caravanserai, a cabin, a camp beside a night", arguments: ["کاروانسرای زین‌الدین", "کلبه‌های چوبی فیلبند", "کمپ کویر مصر"])
    func sharedWithANight(_ name: String) {
        #expect(SharedWordTests.verdict(name, country: "ایران", note: "۲ شب").isTaken)
        #expect(!SharedWordTests.verdict(name, country: "ایران").isTaken)
    }

    @Test("a pet hotel, a development company, a booking site", arguments: [
        "هتل حیوانات خانگی پاپی", "شرکت توسعه هتل آپارتمان‌های کیش", "ایران هتل آنلاین",
    ])
    func lookAlikes(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "ایران").isTaken)
    }

    @Test("a hospital's ward of nights and rooms is a hospital's; a hotel's bare brand name is a taxi's too")
    func hospitalAndTaxi() {
        #expect(!SharedWordTests.verdict("بیمارستان ایرانمهر - بخش هتلینگ", country: "ایران", note: "۳ شب، اتاق ۵۰۴").isTaken)
        #expect(!SharedWordTests.verdict("تاکسی تلفنی پارسیان", country: "ایران").isTaken)
    }
}
