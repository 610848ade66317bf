import TextFolding

/// An address in Chinese, Japanese or Korean written as it is at home: its
/// units largest first and run together, no comma between them
/// ("上海市黄浦区南京东路20号", "京都府京都市東山区高台寺桝屋町360",
/// "札幌市中央区", "서울특별시 중구 을지로 30"). Each unit ends in the word of
/// its kind — a province (省, 県, 自治区, 東京都, 大阪府…; 도), a city (市;
/// 시), a ward or a county (区, 區, 县, 縣, 郡; 구, 군), a town or a village
/// (町, 村, 镇, 鎮, 乡; 읍, 면) — which the gazetteer's own-script names
/// carry ("北京市", "大阪府", "서울특별시").
public enum EastAsianAddress {
    /// What a unit is, by the word it ends in.
    public enum Kind: Sendable, Equatable {
        /// A province, a prefecture or Korea's do: a region.
        case province
        /// A city, a ward, a county, a town or a village: a place.
        case place
    }

    /// The units `text` begins with, each with its kind, largest first, up
    /// to the first part that is no unit (the street); empty when `text` is
    /// not written in Han, kana or Hangul, or begins with no unit.
    public static func units(of text: String) -> [(unit: String, kind: Kind)] {
        unitsAndRest(of: text).units
    }

    /// The country `text` begins with, written in its own script ("日本",
    /// "中国", "대한민국", "香港"), as people put it before the rest of a
    /// Chinese, Japanese or Korean address; `nil` when it begins with none.
    public static func country(of text: String) -> Country? {
        countryAndRest(of: text.trimmedWhitespace).country
    }

    /// The country `text` begins with in its own script, and the text after
    /// it and after the separators and the postal mark and code that may
    /// follow it ("日本、〒100-0005 東京都…": "東京都…"). China's name before
    /// Hong Kong's, Macau's or Taiwan's, as the mainland writes them, means
    /// the second ("中国香港…", "中国台湾省…"); any other name after the
    /// first is the text's ("日本日本橋…": Nihonbashi; "新加坡中国城":
    /// Singapore's Chinatown).
    private static func countryAndRest(of text: String) -> (country: Country?, rest: Substring) {
        guard var (country, rest) = leadingCountry(of: text[...]) else { return (nil, text[...]) }
        if country.code == "CN", let (inner, after) = leadingCountry(of: rest), ["HK", "MO", "TW"].contains(inner.code) {
            (country, rest) = (inner, after)
        }
        if let (_, after) = OneLineAddress.codeAfterPostalMark(rest) { rest = after.drop { separators.contains($0) } }
        return (country, rest)
    }

    /// The country `text` begins with, and the text after it and its separators.
    private static func leadingCountry(of text: Substring) -> (Country, Substring)? {
        guard let name = ownScriptCountryNames.first(where: { text.hasPrefix($0) }), let country = Country.named(name) else { return nil }
        return (country, text.dropFirst(name.count).drop { separators.contains($0) })
    }

    /// The country names of the table written in Han or Hangul, longest
    /// first ("中华人民共和国" before "中国").
    private static let ownScriptCountryNames: [String] = Country.names
        .filter { name in name.unicodeScalars.first.flatMap(WritingScript.init(letter:)).map { $0 == .han || $0 == .hangul } ?? false }
        .sorted { $0.count > $1.count }

    /// What may part a country written first from the rest: spaces and commas, ideographic or not.
    private static let separators: Set<Character> = [" ", "\u{3000}", ",", "，", "、"]

    /// ``units(of:)``, and what follows the last unit in its word (the
    /// street's beginning, or a unit's word's second use: "市" of "四日市市"),
    /// and the country written first, which is passed over — but `asWritten`.
    private static func unitsAndRest(of text: String, asWritten: Bool = false)
        -> (units: [(unit: String, kind: Kind)], rest: String, country: Country?) {
        let (country, afterCountry) = asWritten ? (nil, text.trimmedWhitespace[...]) : countryAndRest(of: text.trimmedWhitespace)
        let trimmed = String(afterCountry)
        // Han (with kana) or Hangul, by the one table of scripts.
        guard let first = trimmed.unicodeScalars.first, let script = WritingScript(letter: first), script == .han || script == .hangul else {
            return ([], "", country)
        }
        var units: [(String, Kind)] = []
        // Korean parts its units with spaces; Chinese and Japanese run them together.
        for word in trimmed.split(whereSeparator: \.isWhitespace) {
            let cut = cuts(of: String(word))
            units += cut.units
            guard cut.rest.isEmpty else { return (units, cut.rest, country) }
        }
        return (units, "", country)
    }

    /// The places `text` may name after its provinces, in the order to
    /// look for them, with the provinces before them: from each place unit
    /// on (a county's, "足柄下郡", before its town's, "箱根町"), every run of
    /// the text that ends in a place's word, longest first. A unit's word
    /// inside a name cuts a unit short ("東村山市" is cut at 村, "四日市市"
    /// at its first 市): the longer runs come first, so the name as written
    /// is looked for before its pieces. Last, the name of the last unit — the
    /// finest the address writes — without its word, for a city or a
    /// mainland county ("库车" of "库车市", "속초" of "속초시"), as the gazetteer
    /// may know a town whose rank its word gives. (Not a unit with a finer
    /// one after it: the stem is the seat of a county the address names a
    /// town in, tens of kilometres off; nor Taiwan's 縣, whose seat is a
    /// city the county's other towns lie up to 70 km from.)
    /// `units` counts every unit, provinces too; `country` is the country
    /// written before them (``country(of:)``), passed over unless
    /// `asWritten` (a place's name may begin as a country's: 日本橋,
    /// Nihonbashi, a quarter of Tokyo).
    public static func places(in text: String, asWritten: Bool = false) -> (provinces: [String], places: [String], units: Int, country: Country?) {
        let (all, rest, country) = unitsAndRest(of: text, asWritten: asWritten)
        let provinces = all.prefix { $0.kind == .province }.map(\.unit)
        let units = all.dropFirst(provinces.count).map(\.unit)
        var places: [String] = []
        for start in units.indices {
            let span = Array(units[start...].joined() + rest)
            for end in span.indices.reversed() where end >= 1 && placeWords.contains(span[end]) {
                let name = String(span[...end])
                if !places.contains(name) { places.append(name) }
            }
        }
        if let unit = units.last, unit.count >= 3, unit.last.map(stemmedWords.contains) == true {
            let stem = String(unit.dropLast())
            if !places.contains(stem) { places.append(stem) }
        }
        return (provinces, places, all.count, country)
    }

    /// `word` cut after each unit's word: the units, and what follows them.
    private static func cuts(of word: String) -> (units: [(String, Kind)], rest: String) {
        var units: [(String, Kind)] = []
        var current = ""
        for character in word {
            current.append(character)
            // A unit's word ends a unit of two characters or more ("市川市" is one, not 市 and 川市).
            guard current.count >= 2, let kind = kind(endingIn: current) else { continue }
            units.append((current, kind))
            current = ""
        }
        return (units, current)
    }

    /// The district or county unit that follows `place` in `text`, where
    /// `place` is one or more of its units after the provinces ("阳朔县"
    /// after "桂林市" in "桂林市阳朔县西街"; "양양군" after "강원도"): a city's
    /// or a province's part, nearer the street. With it, its name without
    /// the county's word ("阳朔"), which is how the gazetteer often knows a
    /// Chinese county's town. `nil` when no such unit follows. (Korea's and
    /// Japan's wards, 구 and 区, are no such part: their names are shared by
    /// many cities — 중구, 中央区 — and lie within their city.)
    public static func subdivision(after place: String, in text: String, asWritten: Bool = false) -> (name: String, stem: String?)? {
        let units = unitsAndRest(of: text, asWritten: asWritten).units
        var joined = ""
        for (index, unit) in units.enumerated() {
            joined += unit.unit
            guard joined.hasSuffix(place) else { continue }
            guard index + 1 < units.count else { return nil }
            let next = units[index + 1].unit
            guard let word = next.last, subdivisionWords.contains(word) else { return nil }
            let stem = String(next.dropLast())
            return (next, countyWords.contains(word) && stem.count >= 2 ? stem : nil)
        }
        return nil
    }

    /// The kind of unit `unit` is by its last word, or `nil`.
    private static func kind(endingIn unit: String) -> Kind? {
        if unit.hasSuffix("自治区") || japaneseProvinces.contains(unit) { return .province }
        // A Chinese prefecture that no city is: an autonomous prefecture
        // (西双版纳傣族自治州) or one of Inner Mongolia's three leagues (not a
        // street's 联盟大厦), the unit between the province and the city or
        // county it holds.
        if unit.hasSuffix("自治州") || leagues.contains(where: unit.hasSuffix) { return .place }
        guard let last = unit.last else { return nil }
        if provinceWords.contains(last) { return .province }
        if placeWords.contains(last) { return .place }
        return nil
    }

    /// The words a province's name ends in. Japan's prefectures not named
    /// by 県 are four names of their own: 道 is a road elsewhere, and 都 and
    /// 府 end Chinese cities' names ("成都市", "天府").
    private static let provinceWords: Set<Character> = ["省", "県", "도"]
    private static let japaneseProvinces: Set<String> = ["東京都", "北海道", "大阪府", "京都府"]
    /// The words of a Chinese city's parts, its districts and counties, and of Korea's counties.
    private static let subdivisionWords: Set<Character> = ["区", "區", "县", "縣", "군"]
    /// Inner Mongolia's leagues, its prefectures of that name.
    private static let leagues = ["兴安盟", "锡林郭勒盟", "阿拉善盟"]
    /// The words of a Chinese county, which the gazetteer may know without them.
    private static let countyWords: Set<Character> = ["县", "縣"]
    /// The words of a city or a county, which the gazetteer may know a town without.
    private static let stemmedWords: Set<Character> = ["市", "县", "시", "군"]
    /// The words a city's, a ward's, a county's, a town's or a village's name ends in.
    private static let placeWords: Set<Character> = [
        "市", "区", "區", "县", "縣", "郡", "町", "村", "镇", "鎮", "乡", "鄉", "시", "구", "군", "읍", "면",
    ]
}
