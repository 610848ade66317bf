import Testing
@testable import Reconcile

/// Central Asia's and Mongolia's lodgings by their own words, and what
/// carries those words without being one.
@Suite("Central Asia's lodgings and look-alikes")
struct CentralAsiaTests {
    @Test("hotels, guest houses, rest houses and ger camps in Kazakh, Kyrgyz, Uzbek, Tajik and Mongolian; flats by the day; a sanatorium", arguments: [
        ("Қонақүй «Есіл»", "Қазақстан"), ("Ақ Жайық қонақүйі", "Қазақстан"), ("Ак-Кеме мейманканасы", "Кыргызстан"),
        ("Mehmonxona «O'zbekiston»", "O'zbekiston"), ("«Нодирбек» оилавий меҳмонхонаси", "Ўзбекистон"),
        ("Меҳмонхонаи «Тоҷикистон»", "Тоҷикистон"), ("Демалыс үйі «Бурабай»", "Қазақстан"), ("Гэр бааз «Их Тэнгэр»", "Монгол Улс"),
        ("Квартира посуточно на Чиланзаре", "O'zbekiston"), ("Санаторий «Окжетпес»", "Қазақстан"),
    ])
    func lodgingWords(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a care home, a pet hotel, a furniture shop, a developer", arguments: [
        "Пансионат для пожилых «Мейірім»", "Зоогостиница «Хвостики»", "«Қонақ үй» жиһаз салоны", "ТОО «Grand Hotel Development»",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Қазақстан")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Russian hotel-restaurant complex, a hotel named for its builders' trade, stay hotels")
    func adjectivesStayLodging() {
        #expect(SharedWordTests.verdict("Отельно-ресторанный комплекс «Империал»", country: "Россия").isTaken)
        #expect(SharedWordTests.verdict("Гостиница «Мебельщик»", country: "Россия").isTaken)
    }

    @Test("a ski pass in the NOTE of a resort's card without a night is the ski area's")
    func skiPass() {
        #expect(!SharedWordTests.verdict("Shymbulak Mountain Resort", country: "Қазақстан", note: "ski pass семейный, прокат").isTaken)
        #expect(SharedWordTests.verdict("Shymbulak Mountain Resort", country: "Қазақстан", note: "2 ночи, ski pass").isTaken)
    }

    @Test("Mongolia's guest houses, holiday places, spa sanatoria, flats by the day and camps", arguments: [
        ("Цамбагарав зочны байр", nil), ("Хүслийн Тал амралтын газар", nil), ("Хужирт рашаан сувилал", nil),
        ("Хоногийн байр 13-р хороолол", nil), ("Хархорум Кемп", nil), ("Эрдэнэт Плаза", "2 хонох, 2 ортой өрөө"),
    ] as [(String, String?)])
    func mongolia(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Монгол Улс", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an animals' hotel and the Beijing train, its nights aboard or not, are no places to stay", arguments: [
        ("Амьтны зочид буудал «Хав»", "нохой 5 хоног"), ("УБТЗ - Бээжингийн галт тэрэг", "2 хонох, купе 5-р вагон"),
        ("Номин Логистик ХХК", "Хүргэлт 7 хоног бүр"), ("Мобиком Сервис Төв", "Баталгаат засвар 14 хоног"),
    ])
    func mongolianLookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Монгол Улс", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a karaoke room booked for hours has no room number")
    func roomForHours() {
        #expect(!StayShape.all(in: "VIP өрөө 3 цаг").contains { $0.kind == .room })
    }
}
