import Testing
@testable import Reconcile

/// Korea's, Japan's and China's lodgings by their own words and brands as
/// written there, and the karaoke rooms, wedding halls and restaurants that
/// call themselves hotels or motels.
@Suite("East Asia's lodgings, brands and look-alikes")
struct EastAsiaTests {
    @Test("the trade's words: a mountain shelter, a hot-spring inn, a capsule hotel", arguments: [
        ("소청대피소", "대한민국", "대피소"), ("湯宿 さか本", "日本", "湯宿"), ("サウナ&カプセル 北欧", "日本", "カプセル"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("brands as written in Korean and Japanese", arguments: [
        ("시그니엘 부산", "대한민국", "Signiel"), ("ドーミーイン梅田東", "日本", "Dormy Inn"), ("그랜드 하얏트 서울", "대한민국", "Grand Hyatt"),
        ("ヒルトン東京", "日本", "Hilton"), ("Somerset Chancellor Court", "Vietnam", "Somerset"),
    ])
    func brands(_ name: String, _ country: String, _ brand: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .brand(brand, _, _, false) = $0 { return true } else { return false } }, "\(verdict.evidence)")
    }

    @Test("Somerset is no brand in England, where it is a county")
    func somersetAtHome() {
        let verdict = SharedWordTests.verdict("Somerset Chancellor Court", country: "United Kingdom")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("karaoke rooms, wedding halls and restaurants that call themselves hotels or motels", arguments: [
        ("모텔 7080 노래연습장", "대한민국", "노래연습장"), ("더 그랜드 호텔웨딩홀 수원", "대한민국", "웨딩홀"),
        ("호텔 식당 본점", "대한민국", "식당"), ("ホテル居酒屋 まる", "日本", "居酒屋"), ("金陵大酒店 餐厅", "中国", "餐厅"),
    ])
    func lookAlikes(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a 飯店 is a Chinese restaurant in Japan, a hotel in Taiwan")
    func fandian() {
        #expect(!SharedWordTests.verdict("四川飯店 赤坂", country: "日本").isTaken)
        #expect(SharedWordTests.verdict("圓山大飯店", country: "臺灣").isTaken)
    }

    @Test("nights in Korean: '2박', '2박3일', '1박에'; not '3박스' (three boxes); a room '302호', not line '3호선'")
    func koreanCounts() {
        for note in ["2박", "2박3일", "1박에 12만원"] {
            #expect(StayShape.all(in: note).map(\.kind) == [.nights], "\(note)")
        }
        #expect(StayShape.all(in: "선물 3박스").isEmpty)
        #expect(StayShape.all(in: "302호").map(\.kind) == [.room])
        #expect(StayShape.all(in: "지하철 3호선").isEmpty)
        let bakery = SharedWordTests.verdict("황남빵 본점", country: "대한민국", note: "선물 3박스")
        #expect(!bakery.isTaken, "\(bakery.explanation)")
    }

    @Test("Taiwan's business hotels, hot spring halls and campgrounds, Japan's weekly flats, Eaton", arguments: [
        ("美侖商旅 台中館", "台灣"), ("北投春天溫泉會館", "台灣"), ("司馬庫斯露營區", "台灣"), ("ウィークリーマンション博多", "日本"),
        ("Eaton HK", "Hong Kong"),
    ])
    func taiwanStays(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's restaurant hall, an izakaya named for an inn, a travel agency named for business hotels", arguments: [
        ("君悅酒店 凱菲屋廳", "台灣"), ("酒処 旅籠屋", "日本"), ("福泰商旅旅行社", "台灣"),
    ])
    func taiwanLookAlikes(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
