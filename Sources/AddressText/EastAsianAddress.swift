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

    /// ``units(of:)``, and what follows the last unit in its word (the
    /// street's beginning, or a unit's word's second use: "市" of "四日市市").
    private static func unitsAndRest(of text: String) -> (units: [(unit: String, kind: Kind)], rest: String) {
        let trimmed = text.trimmedWhitespace
        // Han (with kana) or Hangul, by the one table of scripts.
        guard let first = trimmed.unicodeScalars.first, let script = WritingScript(letter: first), script == .han || script == .hangul else {
            return ([], "")
        }
        var units: [(String, Kind)] = []
        // Korean parts its units with spaces; Chinese and Japanese run them together.
        for word in trimmed.split(whereSeparator: \.isWhitespace) {
            let cut = cuts(of: String(word))
            units += cut.units
            guard cut.rest.isEmpty else { return (units, cut.rest) }
        }
        return (units, "")
    }

    /// The places `text` may name after its provinces, in the order to
    /// look for them, with the provinces before them: from each place unit
    /// on (a county's, "足柄下郡", before its town's, "箱根町"), every run of
    /// the text that ends in a place's word, longest first. A unit's word
    /// inside a name cuts a unit short ("東村山市" is cut at 村, "四日市市"
    /// at its first 市): the longer runs come first, so the name as written
    /// is looked for before its pieces.
    /// `units` counts every unit, provinces too.
    public static func places(in text: String) -> (provinces: [String], places: [String], units: Int) {
        let (all, rest) = unitsAndRest(of: text)
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
        return (provinces, places, all.count)
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

    /// The kind of unit `unit` is by its last word, or `nil`.
    private static func kind(endingIn unit: String) -> Kind? {
        if unit.hasSuffix("自治区") || japaneseProvinces.contains(unit) { return .province }
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
    /// The words a city's, a ward's, a county's, a town's or a village's name ends in.
    private static let placeWords: Set<Character> = [
        "市", "区", "區", "县", "縣", "郡", "町", "村", "镇", "鎮", "乡", "鄉", "시", "구", "군", "읍", "면",
    ]
}
