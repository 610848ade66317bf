import Testing
@testable import Reconcile

/// China's lodgings by their own words, and the trades that share them.
@Suite("China's lodgings and look-alikes")
struct ChinaTests {
    @Test("serviced apartments, hotels in pinyin, nights counted in Chinese numerals")
    func lodgings() {
        #expect(SharedWordTests.verdict("雅诗阁淮海路服务公寓", country: "中国").isTaken)
        #expect(SharedWordTests.verdict("Yuzhou Binguan", country: "China").isTaken)
        #expect(SharedWordTests.verdict("涵碧樓", country: "台灣", note: "日月潭 兩晚 湖景 含早").isTaken)
    }

    @Test("a pet hotel, a booking line, hotel supplies, a jazz bar", arguments: [
        ("萌宠时光宠物酒店", "7晚 疫苗本"), ("途家民宿 客服", ""), ("上海迎客松酒店用品有限公司", ""), ("和平饭店爵士吧", "周五21:00 订座4人"),
    ])
    func lookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "中国", note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a banquet or a table booked in a 大酒店 is a restaurant's visit", arguments: ["雨萱婚宴 10.2 17:58 第12桌", "订桌 周六 10人", "订桌 周五晚上 10人"])
    func banquet(_ note: String) {
        #expect(!SharedWordTests.verdict("鸿福大酒店", country: "中国", note: note).isTaken)
    }

    @Test("a numeral before a night's word is a number of nights; a weekday's evening, a dinner, good night are not", arguments: [
        ("住两晚 湖景", true), ("兩晚 含早", true), ("二泊 朝食付き", true), ("周五晚上 聚餐", false), ("星期三晚 开会", false),
        ("一晚饭 6人", false), ("说晚安", false),
    ])
    func numeralNights(_ note: String, _ isNights: Bool) {
        #expect(StayShape.all(in: note).contains { $0.kind == .nights } == isNights, "\(StayShape.all(in: note))")
    }

    @Test("a brand's bare Chinese name is no brand: Atlantis's is a bathhouse's and a furniture mall's too", arguments: [
        "亚特兰蒂斯洗浴中心", "亚特兰蒂斯家具城",
    ])
    func bareBrandName(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "中国").isTaken)
    }

    @Test("nights on a river cruise or a ferry are a journey's", arguments: [
        ("世纪游轮 长江三峡", "三峡 4晚 阳台房812"), ("新鉴真号 中日国际轮渡", "上海-大阪 2晚 和式房"),
    ])
    func aboard(_ name: String, _ note: String) {
        #expect(!SharedWordTests.verdict(name, country: "中国", note: note).isTaken)
    }
}
