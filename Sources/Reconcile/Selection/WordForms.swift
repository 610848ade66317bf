import TextFolding

/// The forms a lodging word takes in a place's name in the scripts written
/// with spaces whose languages inflect it — Cyrillic, Greek, Hebrew,
/// Arabic (and Persian) — where ``LodgingWords/name`` holds it in one form:
/// the plural a chain's name uses ("Отели", "Готелі", "Ξενοδοχεία",
/// "מלונות", "צימרי"), Bulgarian's and Macedonian's article ("Хотелът",
/// "Хотелите", "Хотелот"), older spellings ("Хостелъ", "Ξενοδοχείον"), the
/// adjective and the combining form of a complex ("Хотелски комплекс",
/// "Готельний", "Отельно-ресторанный", "شقق فندقية", Mongolian's
/// "хотелийн цогцолбор"), Hebrew's construct ("אכסניית"),
/// a Cyrillic compound's head ("Миниотель"), and Hebrew's and Arabic's
/// article and "and" before it ("המלון", "الفندق").
///
/// Only these: the other cases are how other businesses name hotels —
/// "Оборудование для отелей" (for hotels), "Εξοπλισμός Ξενοδοχείων" (of
/// hotels), "ציוד למלונות" (for hotels) — and a longer word that merely
/// begins with a lodging word is another word ("Хотелиерско", "Отельер",
/// the name "צימרמן", "منزل", "Ξένων" of "Ξένων Γλωσσών"). Folded text is
/// compared (``TextFolding/key(_:)``: lower case, no accents, so "й" is "и").
enum WordForms {
    enum Script {
        case cyrillic, greek, hebrew, arabic
    }

    /// The script of a folded word whose first character is a letter of
    /// one of these scripts (``TextFolding/WritingScript``); `nil` for others.
    static func script(of word: some StringProtocol) -> Script? {
        switch word.unicodeScalars.first.flatMap(WritingScript.init(letter:)) {
        case .cyrillic: return .cyrillic
        case .greek: return .greek
        case .hebrew: return .hebrew
        case .arabic: return .arabic
        default: return nil
        }
    }

    /// The forms of the folded one-word `phrase` a name may hold, itself first.
    static func forms(of phrase: String, script: Script) -> [String] {
        let word = normalized(phrase, script: script)
        var letters = Array(word)
        let last = letters.last
        func with(_ endings: [String]) -> [String] {
            [word] + endings.map { String(letters) + normalized(TextFolding.key($0), script: script) }
        }
        switch script {
        case .cyrillic:
            if last == "ь" {
                letters.removeLast()
                return with(["и", "і", "ьный", "ьная", "ьное", "ьные", "ьний", "ьна", "ьне", "ьні", "ьно", "ьчик"])
            }
            if let last, "аяоеиыіу".contains(last) {
                letters.removeLast()
                return with(["ы", "и", "і"])
            }
            // Bulgarian's and Macedonian's articles ("хотелът", "хотелот"),
            // the old spelling's hard sign ("Хостелъ"), diminutives
            // ("хотелче"), Mongolian's genitive of a complex ("хотелийн цогцолбор").
            return with(["ы", "и", "і", "ъ", "ът", "от", "ите", "ски", "ска", "ско", "ските", "ный", "ная", "ное", "ные", "ний", "на",
                         "не", "но", "чик", "че", "ийн"])
        case .greek:
            if word.hasSuffix("ασ") || word.hasSuffix("ησ") || word.hasSuffix("οσ") {
                letters.removeLast(2)
                return with(["ες", "α"])
            }
            if let last, "οι".contains(last) {
                letters.removeLast()
                return with(["α", "ον"])
            }
            return [word]
        case .hebrew:
            if last == "ה" {
                letters.removeLast()
                return with(["ות", "ית"])
            }
            return with(["ות", "ים", "י"])
        case .arabic:
            if last == "ة" {
                letters.removeLast()
                return with(["ات"])
            }
            // The adjective ("شقق فندقية", hotel flats); Persian's plural and,
            // after a long vowel, the ezafe's yeh ("مهمانسرای جهانگردی"), not
            // the adjective's ("هتلی", what suppliers sell).
            return with(["ي", "ية", "ها", "های"] + (last == "ا" ? ["ی"] : []))
        }
    }

    /// The words `word` may be a form of: itself; without Hebrew's or
    /// Arabic's article or "and"; and the last part of a Cyrillic compound,
    /// after at least three letters (`head`: see ``isCompoundHead(_:of:)``).
    static func bases(of word: Substring, script: Script) -> [(text: String, head: Bool)] {
        let word = normalized(word, script: script)
        var bases = [(text: word, head: false)]
        switch script {
        case .hebrew, .arabic:
            for particle in script == .hebrew ? hebrewParticles : arabicParticles
            where word.hasPrefix(particle) && word.count > particle.count + 1 {
                bases.append((String(word.dropFirst(particle.count)), false))
            }
        case .cyrillic:
            let letters = Array(word)
            if letters.count > 5 {
                for start in 3...(letters.count - 3) { bases.append((String(letters[start...]), true)) }
            }
        case .greek:
            break
        }
        return bases
    }

    /// Whether `form`, the last part of a Cyrillic compound, may be its
    /// head `phrase`: the noun or its plural ("Миниотель", "Апартотели"),
    /// never the adjective, whose ending other words end in too
    /// ("Теплокотельный завод", a boiler works).
    static func isCompoundHead(_ form: String, of phrase: String) -> Bool {
        form.count <= phrase.count + 1
    }

    /// Hebrew's final letters as their other forms, Greek's final sigma as
    /// σ: a word and its inflected forms then share their letters.
    private static func normalized(_ word: some StringProtocol, script: Script) -> String {
        switch script {
        case .hebrew: return String(word.map { finalForms[$0] ?? $0 })
        case .greek: return String(word.map { $0 == "ς" ? "σ" : $0 })
        case .cyrillic, .arabic: return String(word)
        }
    }

    private static let finalForms: [Character: Character] = ["ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ"]

    /// "the", "and", "and the": not "for", "in", "from", which make the
    /// word a hotel another business serves.
    private static let hebrewParticles = ["וה", "ה", "ו"]
    private static let arabicParticles = ["وال", "ال", "و"].map(TextFolding.key)
}
