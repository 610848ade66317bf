import TextFolding

/// A word's inflected forms in the scripts written with spaces whose
/// languages inflect it by endings — Cyrillic, Greek — and, in Hebrew and
/// Arabic, also by particles written before it: "отели", "хотелите",
/// "ξενοδοχεια", "מלונות", "אכסניית", "الفندق". A phrase of one word in
/// these scripts matches a word that is its stem with one of the script's
/// endings, never a longer word that merely holds it: "Хотелиерско"
/// (hotel trade) and "Отельер" (hotelier) are not "хотел" and "отель",
/// the family name "צימרמן" is not "צימר", "منزل" (a home) is not "نزل".
/// Folded text is compared (``TextFolding/key(_:)``: lower case, no accents,
/// so "й" is "и" and "ї" is "і").
enum WordForms {
    enum Script: CaseIterable {
        case cyrillic, greek, hebrew, arabic
    }

    /// The script of a word, by its first letter; `nil` for others.
    static func script(of word: some StringProtocol) -> Script? {
        guard let first = word.unicodeScalars.first?.value else { return nil }
        switch first {
        case 0x0400...0x052F: return .cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return .greek
        case 0x0590...0x05FF: return .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        default: return nil
        }
    }

    /// The part of `word` every form shares: the word less the last letter
    /// its forms replace (a final vowel or soft sign; in Greek a final
    /// sigma too, in Hebrew and Arabic a feminine ending).
    static func stem(of word: String, script: Script) -> String {
        var letters = Array(normalized(word, script: script))
        switch script {
        case .cyrillic:
            if let last = letters.last, "ьаяоеиыіую".contains(last) { letters.removeLast() }
        case .greek:
            if letters.last == "σ" { letters.removeLast() }
            if let last = letters.last, "αεηιουω".contains(last), letters.count > 3 { letters.removeLast() }
        case .hebrew:
            if letters.last == "ה" { letters.removeLast() }
        case .arabic:
            if let last = letters.last, "ةه".contains(last) { letters.removeLast() }
        }
        return String(letters)
    }

    /// The stems `word` may be a form of: the word less one of its script's
    /// endings and, in Hebrew and Arabic, less the particles before it.
    static func stems(of word: Substring, script: Script) -> [String] {
        let word = normalized(word, script: script)
        var bases = [word[...]]
        for particle in particles(script) where word.hasPrefix(particle) && word.count > particle.count + 1 {
            bases.append(word.dropFirst(particle.count))
        }
        // A Cyrillic compound's head is its last part ("миниотель",
        // "минигостиница", "апартотель"): its forms are the head's, after
        // at least three letters of another word.
        if script == .cyrillic {
            let letters = Array(word)
            for start in stride(from: 3, to: letters.count - 2, by: 1) { bases.append(Substring(String(letters[start...]))) }
        }
        var stems: [String] = []
        for base in bases {
            for ending in endings(script) where base.hasSuffix(ending) && base.count > ending.count + 1 {
                stems.append(String(base.dropLast(ending.count)))
            }
        }
        return stems
    }

    /// Hebrew's final letters as their other forms, Greek's final sigma as
    /// σ: a word and its inflected forms then share their letters.
    private static func normalized(_ word: some StringProtocol, script: Script) -> String {
        switch script {
        case .hebrew:
            return String(word.map { finalForms[$0] ?? $0 })
        case .greek:
            return String(word.map { $0 == "ς" ? "σ" : $0 })
        case .cyrillic, .arabic:
            return String(word)
        }
    }

    private static let finalForms: [Character: Character] = ["ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ"]

    /// The endings of nouns (and the adjectives made of them: "хотелски",
    /// "готельний") in the languages of each script, the bare stem first,
    /// folded as the words are ("ний" is "нии").
    private static func endings(_ script: Script) -> [String] {
        switch script {
        case .cyrillic: return foldedEndings.cyrillic
        case .greek: return foldedEndings.greek
        case .hebrew: return foldedEndings.hebrew
        case .arabic: return foldedEndings.arabic
        }
    }

    private static let foldedEndings = (
        cyrillic: cyrillicEndings.map(TextFolding.key), greek: greekEndings.map(TextFolding.key),
        hebrew: hebrewEndings.map(TextFolding.key), arabic: arabicEndings.map(TextFolding.key))

    private static let cyrillicEndings = [
        "", "ь", "й", "а", "я", "о", "е", "ё", "и", "ы", "і", "ї", "у", "ю", "ом", "ем", "ём", "ой", "ей", "ою", "ею", "ам",
        "ям", "ах", "ях", "ами", "ями", "ов", "ев", "ів", "їв", "ові", "еві", "ъ", "ът", "ят", "та", "то", "те", "ите", "ата",
        "ски", "ска", "ско", "ските", "ний", "ный", "ная", "ное", "ные", "на", "не", "ні", "ного", "ной", "ьний", "ьна", "ьне",
        "ьні", "ьного", "ьный", "ьная", "ьное", "ьные", "ьной",
    ]
    private static let greekEndings = [
        "", "ο", "α", "ου", "ων", "σ", "οι", "εσ", "ασ", "οσ", "η", "ησ", "ι", "ια", "ιο", "ιου", "ιων", "ε",
    ]
    /// As ``normalized(_:script:)`` leaves them: no final letters.
    private static let hebrewEndings = ["", "ה", "ימ", "ות", "ית", "יות", "י", "ו", "ת"]
    /// Arabic's and Persian's (ی is Persian's yeh: "مهمانسرای", "هتل‌ها").
    private static let arabicEndings = ["", "ة", "ات", "ه", "ها", "ي", "ية", "يه", "ين", "ان", "ی", "ای", "های", "هایی"]

    /// The particles written before a word: Hebrew's the, and, in, to,
    /// from, that, as (alone or two together); Arabic's article and the
    /// particles before it.
    private static func particles(_ script: Script) -> [String] {
        switch script {
        case .hebrew: return hebrewParticles
        case .arabic: return arabicParticles
        case .cyrillic, .greek: return []
        }
    }

    private static let hebrewParticles: [String] = {
        let one = ["ה", "ו", "ב", "ל", "מ", "ש", "כ"]
        return one + one.flatMap { first in one.map { first + $0 } }
    }()
    private static let arabicParticles = ["ال", "وال", "بال", "فال", "كال", "لل", "و", "ب", "ل", "ف", "ك"]
}
