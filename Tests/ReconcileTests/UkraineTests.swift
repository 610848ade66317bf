import Testing
@testable import Reconcile

/// Ukraine's lodgings — flats by the day, holiday bases, boarding houses,
/// campsites, mountain shelters — its nights counted as it counts them, and
/// the care homes and pet hotels that bear their words.
@Suite("Ukraine's lodgings and look-alikes")
struct UkraineTests {
    @Test("a flat by the day, a holiday base, a boarding house, a campsite, a glamping, a mountain shelter", arguments: [
        "Квартира подобово на Хрещатику", "База відпочинку «Лісова пісня»", "Пансіонат «Приморський»", "Кемпінг «Дністер»",
        "Глемпінг «Синевир»", "Туристичний притулок «Бребенескул»",
    ])
    func stays(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Україна")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("nights as Ukrainian counts them: one night, days and nights of a flat, Russian's сутки and its nights in Latin letters",
          arguments: ["1 ніч", "4 доби", "6 діб", "2 доби", "3 суток", "2 nochi"])
    func nights(_ count: String) {
        let shape = StayShape.all(in: "Олег, \(count), ключі у сусідки").first { $0.kind == .nights }
        #expect(shape != nil, "\(StayShape.all(in: count))")
    }

    @Test("a late check-out says a night was spent")
    func lateCheckOut() {
        let verdict = SharedWordTests.verdict("Дніпро Плаза", country: "Україна", note: "переговори, пізній виїзд до 13")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an old people's boarding house and a pet hotel", arguments: [
        ("Пансіонат для літніх людей «Надія»", nil), ("Зоготель «Хвостик»", "Рекс на тиждень, корм свій"),
        ("Готель для тварин «Мурчик»", nil), ("Автопрокат «Шлях»", "прокат авто на 3 доби, застава 5000"),
    ] as [(String, String?)])
    func lookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Україна", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
