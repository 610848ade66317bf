import Testing
@testable import Reconcile

/// Russia's, Belarus's, Ukraine's and Uzbekistan's lodgings, and the
/// restaurants, cafés, clinics and river ships that bear a hotel's word.
@Suite("Eastern Europe's lodgings and look-alikes")
struct EasternEuropeTests {
    @Test("a campsite, a glamping, a Belarusian hotel, an Uzbek guest house", arguments: [
        ("Кемпинг «Лесное озеро»", "Россия"), ("Глэмпинг Алтай Хаус", "Россия"),
        ("Гасцініца «Гродна»", "Беларусь"), ("Mehmon uyi Bahodir", "Oʻzbekiston"),
    ])
    func stays(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's restaurant and café, an outpatients' clinic, a river ship", arguments: [
        ("Ресторан гостиницы «Украина»", "Россия"), ("Кафе при гостинице Заря", "Россия"),
        ("Амбулатория санатория «Сосны»", "Россия"), ("Теплоход «Александр Бенуа»", "Россия"),
    ])
    func lookAlikes(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel-restaurant, and its complex, is a hotel", arguments: [
        "Отель-ресторан «Волна»", "Гостиница-ресторан Старый город", "Готельно-ресторанний комплекс «Карпати»",
    ])
    func hotelRestaurants(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Україна")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a cruise's cabin, a banquet, a lunch: a night or a meal elsewhere", arguments: [
        ("Гостиница Речной вокзал", "круиз по Волге, каюта 212, 7 ночей", "круиз"),
        ("Отель Невский", "банкет на 40 человек, 18:00", "банкет"),
    ])
    func elsewhere(_ name: String, _ note: String, _ word: String) {
        let verdict = SharedWordTests.verdict(SharedWordTests.company(name, country: "Россия", note: note))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(VisitNoteTests.againstInNote(verdict) == word)
    }

    @Test("a night in Belarusian is a counted night")
    func belarusianNights() {
        let shape = StayShape.all(in: "3 ночы, сняданак").first { $0.kind == .nights }
        #expect(shape?.text == "3 ночы")
    }
}
