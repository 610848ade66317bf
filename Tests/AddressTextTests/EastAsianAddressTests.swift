import AddressText
import Testing

/// Chinese, Japanese and Korean addresses as written at home, their units
/// largest first and run together.
struct EastAsianAddressTests {
    @Test("an address run together is cut after each unit's word, up to the street", arguments: [
        ("上海市黄浦区南京东路20号", ["上海市", "黄浦区"]),
        ("京都府京都市東山区高台寺桝屋町360", ["京都府", "京都市", "東山区", "高台寺桝屋町"]),
        ("東京都千代田区丸の内1-1-1", ["東京都", "千代田区"]),
        ("札幌市中央区", ["札幌市", "中央区"]),
        ("台北市中山區中山北路四段1號", ["台北市", "中山區"]),
        ("广西壮族自治区桂林市", ["广西壮族自治区", "桂林市"]),
        ("神奈川県足柄下郡箱根町宮ノ下359", ["神奈川県", "足柄下郡", "箱根町"]),
        ("서울특별시 중구 을지로 30", ["서울특별시", "중구"]),
        ("경기도 수원시 팔달구", ["경기도", "수원시", "팔달구"]),
        // A unit's word begins a name too: a unit has two characters or more.
        ("千葉県市川市八幡", ["千葉県", "市川市"]),
    ])
    func units(_ text: String, _ expected: [String]) {
        #expect(EastAsianAddress.units(of: text).map(\.unit) == expected)
    }

    @Test("provinces are told from places by their words: 都 and 府 only in Japan's own four names")
    func kinds() {
        #expect(EastAsianAddress.units(of: "京都府京都市").map(\.kind) == [.province, .place])
        #expect(EastAsianAddress.units(of: "경기도 수원시").map(\.kind) == [.province, .place])
        // Chengdu is a city, not a province called 成都.
        #expect(EastAsianAddress.units(of: "成都市锦江区").map(\.unit) == ["成都市", "锦江区"])
        #expect(EastAsianAddress.units(of: "成都市锦江区").map(\.kind) == [.place, .place])
    }

    /// A review's: "東村山市" was cut at 村 and found Okinawa's 東村, 1,480 km off.
    @Test("the places are the runs of units after the provinces, longest first, so a name is looked for whole before its pieces")
    func places() {
        #expect(EastAsianAddress.places(in: "東村山市本町1-2").places == ["東村山市本町", "東村山市", "東村", "山市本町", "山市", "本町"])
        #expect(EastAsianAddress.places(in: "三重県四日市市諏訪町1-5").provinces == ["三重県"])
        #expect(EastAsianAddress.places(in: "三重県四日市市諏訪町1-5").places.prefix(3) == ["四日市市諏訪町", "四日市市", "四日市"])
        #expect(EastAsianAddress.places(in: "上海市黄浦区南京东路20号").places == ["上海市黄浦区", "上海市", "黄浦区"])
        // A review's: a unit's word used twice before a space, and a town after its county.
        #expect(EastAsianAddress.places(in: "四日市市 諏訪町1-5").places == ["四日市市", "四日市", "四日"])
        #expect(EastAsianAddress.places(in: "神奈川県足柄下郡箱根町宮ノ下359").places == ["足柄下郡箱根町", "足柄下郡", "箱根町"])
    }

    /// A probe's: an autonomous prefecture's city (景洪市), a league's (锡林浩特市) and a town the gazetteer knows
    /// without its word (库车, 속초) were the province's centre.
    @Test("a prefecture that no city is stands between the province and its city; a city or county is also looked for without its word")
    func prefecturesAndStems() {
        let yunnan = EastAsianAddress.places(in: "云南省西双版纳傣族自治州景洪市")
        #expect(EastAsianAddress.units(of: "云南省西双版纳傣族自治州景洪市").map(\.unit) == ["云南省", "西双版纳傣族自治州", "景洪市"])
        #expect(yunnan.provinces == ["云南省"])
        #expect(yunnan.places == ["西双版纳傣族自治州景洪市", "景洪市", "景洪"])
        #expect(EastAsianAddress.places(in: "内蒙古自治区锡林郭勒盟锡林浩特市").places == ["锡林郭勒盟锡林浩特市", "锡林浩特市", "锡林浩特"])
        #expect(EastAsianAddress.places(in: "新疆维吾尔自治区阿克苏地区库车市").places == ["阿克苏地区库车市", "阿克苏地区", "库车市", "库车"])
        #expect(EastAsianAddress.places(in: "강원특별자치도 속초시 설악산로").places == ["속초시", "속초"])
        // A stem of one character is no name; a ward's or a town's word stays on; only the last unit's word goes
        // (a review's: the seat of 屏東縣 for a township of it, 70 km off; Taiwan's 縣 keeps its word).
        #expect(EastAsianAddress.places(in: "津市").places == ["津市"])
        #expect(EastAsianAddress.places(in: "上海市黄浦区").places == ["上海市黄浦区", "上海市", "黄浦区"])
        #expect(!EastAsianAddress.places(in: "湖南省张家界市慈利县零阳镇").places.contains("慈利"))
        #expect(EastAsianAddress.places(in: "屏東縣車城鄉").places == ["屏東縣車城鄉", "屏東縣", "車城鄉"])
        #expect(EastAsianAddress.places(in: "屏東縣").places == ["屏東縣"])
        // A league is one of three, with its province or without (a review's); a street's 联盟 (alliance) is no unit.
        #expect(EastAsianAddress.units(of: "北京市朝阳区建国路联盟大厦").map(\.unit) == ["北京市", "朝阳区"])
        #expect(EastAsianAddress.places(in: "锡林郭勒盟锡林浩特市额尔敦路1号").places.contains("锡林浩特市"))
        #expect(EastAsianAddress.places(in: "兴安盟乌兰浩特市").places.contains("乌兰浩特市"))
    }

    /// A probe's: "대한민국 서울특별시 …" and "日本東京都…" had no units at all.
    @Test("a country written first in its own script is passed over, with a postal mark and code after it", arguments: [
        ("대한민국 서울특별시 중구 을지로 30", "KR", ["서울특별시", "중구"]),
        ("大韓民国 서울특별시 중구", "KR", ["서울특별시", "중구"]),
        ("日本東京都千代田区丸の内1-9-1", "JP", ["東京都", "千代田区"]),
        ("日本、〒100-0005 東京都千代田区丸の内1-9-1", "JP", ["東京都", "千代田区"]),
        ("中华人民共和国北京市朝阳区建国门外大街1号", "CN", ["北京市", "朝阳区"]),
        ("中国 广西壮族自治区桂林市", "CN", ["广西壮族自治区", "桂林市"]),
        ("台灣台北市信義區", "TW", ["台北市", "信義區"]),
        ("香港九龍尖沙咀彌敦道", "HK", []),
        // The last country named is the one meant; a postal code in full-width digits is passed over too (a review's).
        ("中国香港九龙弥敦道", "HK", []),
        ("中国台湾省台北市信义区", "TW", ["台北市", "信义区"]),
        ("日本、〒１００－０００５ 東京都千代田区丸の内1-9-1", "JP", ["東京都", "千代田区"]),
        // A second review's: a code run into the town keeps the town's numeral (八王子市); a country's name after
        // another is the text's, but China's before Hong Kong's, Macau's or Taiwan's (日本橋; Singapore's Chinatown).
        ("日本〒192-0081八王子市横山町", "JP", ["八王子市", "横山町"]),
        ("日本〒510-0075四日市市安島", "JP", ["四日市"]),
        ("日本日本橋茅場町1-5-8", "JP", ["日本橋茅場町"]),
        ("新加坡中国城", "SG", []),
        ("香港中國旅行社大廈", "HK", []),
    ])
    func countryFirst(_ text: String, _ country: String, _ units: [String]) {
        #expect(EastAsianAddress.country(of: text)?.code == country)
        #expect(EastAsianAddress.units(of: text).map(\.unit) == units)
    }

    @Test("the district or county after a city is found by the city's run, with a Chinese county's name without its word")
    func subdivision() {
        #expect(EastAsianAddress.subdivision(after: "桂林市", in: "中国广西壮族自治区桂林市阳朔县西街")! == ("阳朔县", "阳朔"))
        #expect(EastAsianAddress.subdivision(after: "부산광역시", in: "부산광역시 기장군 기장읍")! == ("기장군", nil))
        // Korea's wards are named alike in many cities (중구): none.
        #expect(EastAsianAddress.subdivision(after: "부산광역시", in: "부산광역시 해운대구 해운대해변로 264") == nil)
        #expect(EastAsianAddress.subdivision(after: "札幌市", in: "札幌市中央区")! == ("中央区", nil))
        // A town's or a street's part after the city is no ward, nor is anything after the last unit.
        #expect(EastAsianAddress.subdivision(after: "東村山市", in: "東村山市本町1-2") == nil)
        #expect(EastAsianAddress.subdivision(after: "阳朔县", in: "桂林市阳朔县西街") == nil)
        #expect(EastAsianAddress.subdivision(after: "南京", in: "上海市黄浦区") == nil)
    }

    @Test("text not in Han, kana or Hangul, or begun by no unit, has none", arguments: [
        "1 Main St, Springfield", "北5条西2-5", "梳士巴利道", "", "Rue de Rivoli 1",
    ])
    func none(_ text: String) {
        #expect(EastAsianAddress.units(of: text).isEmpty)
    }
}
