import TextFolding

/// The shape of a stay in a NOTE, whatever its language: a number of
/// nights, a range of dates, a check-in time later than the check-out
/// time, a room's number.
///
/// A word list finds a stay only in the words it was written from; these
/// shapes are written alike in most languages, so they count where the
/// words are unknown. Each has a trap it must not fall into — a number of
/// nights that is a theatre's run or a night shift, a range of dates that
/// is a trade fair's, office hours ("in 9:00 out 17:00"), an office's suite
/// or a table's number — so each is as narrow as the shape allows, and the
/// weaker ones (dates, a room's number) count for one only.
public struct StayShape: Sendable, Equatable {
    /// The shapes a stay takes; the raw value names one in explanations.
    public enum Kind: String, Sendable {
        /// A number of nights: "3 noce", "住3晚".
        case nights = "nights"
        /// A price for a night: "$55.000 la noche", "150 грн/ніч".
        case nightlyPrice = "price per night"
        /// A range of dates: "12–15 May".
        case dates = "dates"
        /// A NOTE that holds nothing but a range of days and its month:
        /// "12–15 May", "12.5.–15.5.", "gegužės 12–15 d.".
        case datesAlone = "nothing but dates"
        /// A check-in time later than the check-out time: "in 15:00 out 11:00".
        case checkInOut = "check-in and check-out times"
        /// A room's number: "Zi. 412", "302号室".
        case room = "room number"
    }

    /// Which shape it is.
    public var kind: Kind
    /// The text that has the shape, folded: "3 noce", "12 15".
    public var text: String

    /// Whether it says a night was spent: a number of nights, a price for
    /// a night, a check-in later than the check-out, or a NOTE of nothing
    /// but the days of a stay — as people write down what they booked. A
    /// range of dates among other words or a room's number is also an
    /// appointment's, a fair's or an office's: those name what they are
    /// ("Aula 12, 12–15 de mayo", "12–15 giugno, padiglione 4").
    public var saysANight: Bool { kind == .nights || kind == .nightlyPrice || kind == .checkInOut || kind == .datesAlone }

    /// The shape as it counts among other words: days alone as days.
    var amongOtherWords: StayShape { kind == .datesAlone ? StayShape(kind: .dates, text: text) : self }

    /// Two for a shape that ``saysANight``, as a word of
    /// ``LodgingWords/overnight``; one for the others.
    public var weight: Int { saysANight ? 2 : 1 }

    /// The shape in words, for explanations: "nights '3 noce'".
    public var description: String { "\(kind.rawValue) '\(text)'" }

    /// The shapes of a stay in `note`, each kind once, in the order of ``Kind``.
    static func all(in note: String) -> [StayShape] {
        let folded = TextFolding.key(note)
        let words = folded.split(separator: " ").map(String.init)
        let raw = Self.rawWords(note)
        let price = nightlyPrice(in: raw, folded: words)
        // A price's number is no count: "$18/noche" is one price, not 18 nights too.
        let nights = nights(in: words, note: note).flatMap { found in
            price.map { $0.text.hasSuffix(found.text.replacingOccurrences(of: " ", with: "/")) } == true ? nil : found
        }
        return [nights, price, dates(in: raw), checkInOut(in: raw), room(in: words, raw: note)]
            .compactMap { $0 }
    }

    /// The words as ``TextFolding/key(_:)`` folds the NOTE.
    private static func folded(_ words: [String]) -> Set<String> { Set(words.map { TextFolding.key($0) }) }

    /// Whether `word`, in a script written without spaces, holds a number
    /// of `digits` digits right before one of `suffixes`: "住3晚", "302号室".
    /// A Hangul suffix is a word of its own: after it may come only another
    /// script or a particle (``hangulParticles``: "2박에", "2박3일"), not the
    /// rest of a longer word ("3박스", three boxes).
    private static func numberBefore(_ suffixes: [String], in word: String, digits: ClosedRange<Int>) -> Bool {
        guard word.unicodeScalars.contains(where: { !$0.isASCII }) else { return false }
        var run = 0
        for (offset, character) in word.enumerated() {
            if character.isASCII && character.isNumber { run += 1; continue }
            if digits.contains(run), let suffix = suffixes.first(where: { word.dropFirst(offset).hasPrefix($0) }) {
                let next = word.dropFirst(offset + suffix.count).first
                if !isHangulSyllable(suffix.last) || !isHangulSyllable(next) || hangulParticles.contains(next!) { return true }
            }
            run = 0
        }
        return false
    }

    /// Korean particles that may follow a counted word: "2박에", "1박은", "3박씩".
    static let hangulParticles: Set<Character> = ["에", "은", "이", "을", "도", "만", "씩", "째", "의", "과", "와", "당"]

    /// Whether `character` is a Hangul syllable, composed or (as folding leaves it) as its jamo.
    private static func isHangulSyllable(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first else { return false }
        return WritingScript(letter: scalar) == .hangul
    }

    // MARK: - Nights

    /// The word for a night (or for a night's stay) in the languages of the
    /// countries the clients are used in, folded: a digit beside it is a
    /// number of nights. Finnish yö and Estonian öö fold to "yo" and "oo"
    /// ("3 yo" is three years old): they are ``accentedNightWords``.
    static let nightWords: Set<String> = folded([
        "night", "nights", "nts", "nuit", "nuits", "nuitee", "nuitees", "noche", "noches", "nit", "nits", "gau", "notte", "notti",
        "pernottamento", "pernottamenti", "noite", "noites", "pernoite", "pernoites", "diaria", "diarias", "nacht", "nachte",
        "ubernachtung", "ubernachtungen", "nachten", "overnachting", "overnachtingen", "natt", "natter", "naetter", "netter",
        "overnatning", "overnatninger", "overnatting", "overnattinger", "naetur", "nott", "yota", "ood", "ej", "ejszaka",
        "ejszakak", "ejjel", "noc", "noce", "nocy", "noclegi", "noci", "noc", "nocenja", "nocenje", "nocitev", "nopti", "nopte",
        "naktis", "naktys", "naktų", "nakti", "nakts", "nagte", "nag", "gece", "malam", "gabi", "dem", "usiku", "ночь", "ночи", "ночей",
        "ночі", "ночів", "нощ", "нощи", "нощувка", "нощувки", "ноћи", "ноћења", "шөнө", "νυχτα", "νυχτες", "βραδυ", "βραδια",
        "διανυκτερευσεις", "ღამე", "ღამით", "գիշեր", "գիշերակաց", "คืน", "रात", "रातें", "राते", "ليلة", "ليال", "ليالي", "לילה", "לילות",
        "泊", "박", "晚", "gecə", "ຄືນ", "យប់", "ည", "شب", "شەو", "oiche", "noson", "ночы", "mlm", "bengi",
        "noapte", "raat", "raatein", "raaten", "vradia", "vradi", "vradies", "nyxtes", "nixtes", "nuxtes", "nychtes", "nete", "netet",
        // Amharic's night; Ukrainian's night and its day-and-night (доба),
        // Russian's сутки, as flats by the day are let; Russian's nights
        // written in Latin letters.
        "ሌሊት", "ніч", "доба", "добу", "доби", "діб", "сутки", "суток", "nochi", "nochei", "nochey",
        // Bulgarian's night and nights' stay in Latin letters; Lebanese
        // Arabic's nights in Latin letters.
        "nosht", "noshti", "noshtuvka", "noshtuvki", "layele", "layeli",
        // Romansh and Tamil nights (Sinhala's, folded at its joiner into
        // two words, is a phrase of ``LodgingWords/overnight``).
        "notg", "notgs", "இரவு", "இரவுகள்",
        // Bengali's night; Uzbek's (after a number; alone also "yesterday")
        // and Macedonian's.
        "রাত", "kecha", "kechaga", "kechalik", "кеча", "кечага", "ноќ", "ноќи",
        // Maltese's nights (not its night, an evening's hour too: "fis-7
        // lejla"); Scottish Gaelic's night and nights.
        "iljieli", "oidhche", "oidhcheannan",
    ])

    /// Night words whose folded form is also another word, read only as
    /// written, accent and all: Finnish yö and Estonian öö ("1 yö", "€/yö"),
    /// by their folded forms.
    static let accentedNightWords: [String: String] = ["yo": "yö", "oo": "öö"]

    /// Whether the folded `word` is a night's, or one of
    /// ``accentedNightWords`` that `written` holds as written after `before`
    /// ("1 yö", "€/yö").
    private static func isNight(_ word: String, after before: String, in written: () -> String) -> Bool {
        if nightWords.contains(word) { return true }
        guard let accented = accentedNightWords[word] else { return false }
        return written().contains(before + accented)
    }

    /// Whether the folded `word` may be a night's, accent aside: one of
    /// ``nightWords`` or ``accentedNightWords`` — enough to make a number
    /// before it a count, never enough to count nights.
    private static func mayBeNight(_ word: String) -> Bool { nightWords.contains(word) || accentedNightWords[word] != nil }

    /// A folded night's word as the explanation shows it: with its accent
    /// where it was read so ("1 yö", not "1 yo").
    private static func shown(_ word: String) -> String { accentedNightWords[word] ?? word }

    /// Night words that are also another word, read only right after their
    /// number: Uzbek kecha (night, and yesterday).
    static let ambiguousNightWords: Set<String> = folded(["kecha", "кеча"])

    /// Words a number of another count follows: a room's, a table's, an
    /// hour's ("xona 12", "stol 4", "soat 9").
    static let numberedNouns: Set<String> = roomWords.union(folded(["xona", "stol", "soat", "table", "mesa", "tisch", "tavolo"]))

    /// Night words a number follows rather than precedes: Swahili's "usiku 2".
    static let countAfterNightWords: Set<String> = ["usiku"]

    /// Words before a number that make it an hour, not a count: Swahili's
    /// "saa 4 usiku" (10 p.m.).
    static let hourWords: Set<String> = ["saa"]

    /// Shorthands of a night read only after a price's slash ("$150/nt"):
    /// elsewhere "2 NT" is a part's count.
    static let slashNightWords: Set<String> = ["nt"]

    /// The words written right after a number, in scripts without spaces,
    /// that make it a number of nights: "3泊", "2박", "3晚".
    static let nightSuffixes = ["泊", "박", "晚", "夜", "宿"]

    /// Words between a number and its nights that make them more nights:
    /// "1 extra night", "2 more nights".
    static let extraWords: Set<String> = ["extra", "more", "additional", "further", "mas"]

    /// What, after a number of nights, makes it no stay: a run of
    /// performances ("3 nights of Macbeth"), a shift ("3 nights a week").
    static let nightsNot: Set<String> = ["of", "a week", "per week", "a month", "per month", "shift", "shifts", "pro woche", "par semaine",
                                          "viikossa", "в седмицата", "v sedmitsata", "седмично"]

    /// Words before a number and an "n" that make it a flat's, a floor's
    /// or a gate's ("apt 2N"), not the travel trade's nights.
    static let shorthandNot: Set<String> = ["apt", "apartment", "unit", "flat", "floor", "suite", "room", "no", "block", "gate",
                                            "terminal", "platform", "pier", "wohnung", "piso", "bus", "route"]

    /// Whether `word` is the travel trade's shorthand for nights (and days):
    /// "2n", "2n3d", "2d1n" (folded from "2N", "2N/3D" as "2n 3d", "2D1N").
    private static func isShorthandNights(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        var index = 0
        func number() -> Bool {
            let start = index
            while index < scalars.count, index - start < 3, ("0"..."9").contains(scalars[index]) { index += 1 }
            return (1...2).contains(index - start)
        }
        func letter(_ letter: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == letter else { return false }
            index += 1
            return true
        }
        guard number() else { return false }
        if letter("n") { return index == scalars.count || (number() && letter("d") && index == scalars.count) }
        return letter("d") && number() && letter("n") && index == scalars.count
    }

    /// The Chinese and Japanese numerals of a number of nights: "两晚", "三泊".
    static let cjkNumerals: Set<Character> = ["一", "二", "两", "兩", "三", "四", "五", "六", "七", "八", "九", "十"]

    /// Whether `word` holds a Chinese or Japanese numeral right before a
    /// night's suffix ("住两晚", "兩晚", "二泊"), not a weekday's evening
    /// ("周五晚上", "星期三晚", "礼拜一晚") nor a dinner ("一晚饭").
    private static func numeralBeforeNight(in word: String) -> Bool {
        let characters = Array(word)
        for index in characters.indices.dropLast() where cjkNumerals.contains(characters[index]) {
            guard ["晚", "泊", "夜"].contains(characters[index + 1]) else { continue }
            if index > 0, ["周", "週", "期", "拜"].contains(characters[index - 1]) { continue }
            if index + 2 < characters.count, ["上", "饭", "飯", "餐", "宴", "会", "會", "安"].contains(characters[index + 2]) { continue }
            return true
        }
        return false
    }

    private static func nights(in words: [String], note raw: String) -> StayShape? {
        if let one = oneNight(in: raw) { return one }
        // Read as written only for the few words that need it.
        lazy var note = raw.lowercased()
        lazy var numbers = NoteNumbers(note)
        // Each phrase asked about is searched for once: a NOTE that says the
        // same over and over ("3, nights, 3, nights…") asks the same again,
        // and a search each time made it quadratic.
        var searched: [String: Bool] = [:]
        func says(_ phrase: String) -> Bool {
            if let known = searched[phrase] { return known }
            let found = note.contains(phrase)
            searched[phrase] = found
            return found
        }
        for (index, word) in words.enumerated() {
            if numberBefore(nightSuffixes, in: word, digits: 1...2) || numeralBeforeNight(in: word) { return StayShape(kind: .nights, text: word) }
            if isShorthandNights(word), index == 0 || !shorthandNot.contains(words[index - 1]) { return StayShape(kind: .nights, text: word) }
            // Swahili counts after the noun: "usiku 2" (not a date, "usiku 31
            // Desemba", nor a time, "usiku 20:00").
            if countAfterNightWords.contains(word), index + 1 < words.count, (1...2).contains(words[index + 1].count),
               let count = decimal(words[index + 1]), (1...14).contains(count),
               !says("\(word) \(words[index + 1]):"), !says("\(word) \(words[index + 1]).") {
                return StayShape(kind: .nights, text: "\(word) \(words[index + 1])")
            }
            guard (1...2).contains(word.count), let count = decimal(word), (1...60).contains(count) else { continue }
            // An hour of the night: Swahili "saa 4 usiku" is 10 p.m.
            if index > 0, hourWords.contains(words[index - 1]) { continue }
            // "1 extra night": one word of more nights may stand between.
            let night = index + 1 < words.count && extraWords.contains(words[index + 1]) ? index + 2 : index + 1
            guard night < words.count, isNight(words[night], after: "\(word) ", in: { note }) else { continue }
            // A clock's minutes, "15:30, ночь в пути"; a number that ends its
            // clause, "Купе 7, ночь в пути".
            if index > 0, says("\(words[index - 1]):\(word)") { continue }
            if numbers.endsAClause(word) { continue }
            // A word that is also "yesterday" counts right after its number,
            // not after a room's, a table's or an hour's noun written right
            // before it: "Stol 4, kecha band qildik" (table 4, booked
            // yesterday), "VIP xona 3 kecha band qildik" (room 3) — but "xona,
            // 3 kecha" is a room for three nights.
            if ambiguousNightWords.contains(words[night]),
               !says("\(word) \(words[night])")
                || (index > 0 && numberedNouns.contains(words[index - 1]) && says("\(words[index - 1]) \(word)")) { continue }
            let after = words[(night + 1)...].prefix(2)
            if let next = after.first, nightsNot.contains(next) || nightsNot.contains(after.joined(separator: " ")) { continue }
            return StayShape(kind: .nights, text: words[index..<night].joined(separator: " ") + " " + Self.shown(words[night]))
        }
        return nil
    }

    /// Arabic's and Hebrew's night, whose singular is one night: a NOTE's
    /// clause of nothing but it ("ليلة، خيمة عائلية", "לילה + ארוחת בוקר"),
    /// or of it and "one" ("ليلة واحدة", "לילה אחד") — not a night named
    /// ("ليلة الخميس", Thursday night; "ليلة الحناء", a henna night).
    private static func oneNight(in note: String) -> StayShape? {
        guard note.unicodeScalars.contains(where: { (0x0590...0x06FF).contains($0.value) }) else { return nil }
        let night = note.split(whereSeparator: { ",،;؛+.\n".contains($0) }).lazy.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
            .first { words in
                guard let first = words.first, oneNightWords.contains(first) else { return false }
                return words.count == 1 || (words.count == 2 && oneWords.contains(words[1]))
            }
        guard let night else { return nil }
        // A duty's or a shift's night beside the day's other parts: a
        // pharmacy on duty, a carer's rota ("בוקר, ערב, לילה") — not the
        // morning of a breakfast ("ארוחת בוקר", "فطور الصباح").
        let meals = ["ארוחת בוקר", "ארוחות בוקר", "فطور الصباح", "إفطار الصباح"].reduce(note) { $0.replacingOccurrences(of: $1, with: " ") }
        let words = Set(meals.split(whereSeparator: { $0.isWhitespace || ",،;؛+.:".contains($0) }).map(String.init))
        return words.isDisjoint(with: dutyWords) ? StayShape(kind: .nights, text: night.joined(separator: " ")) : nil
    }
    private static let oneNightWords: Set<String> = ["ليلة", "ليله", "לילה"]
    /// Parts of the day, days, duties and shifts in Hebrew and Arabic.
    private static let dutyWords: Set<String> = [
        "בוקר", "ערב", "צהריים", "שבת", "יום", "תורן", "תורנות", "משמרת", "משמרות", "صباح", "مساء", "نهار", "ظهر", "مناوبة",
        "مناوبات", "دوام", "وردية", "ورديات",
    ]
    private static let oneWords: Set<String> = ["واحدة", "واحده", "אחד", "אחת"]

    /// The words between a price and a night that make it the night's
    /// price: "55.000 la noche", "$120 per night", "80 € pro Nacht",
    /// "1500 руб за ночь" (and a slash standing alone: "$140 / night").
    static let perWords: Set<String> = ["per", "a", "la", "por", "pro", "par", "za", "за", "на"]

    /// Words right before ``perWords`` that make it a time or a count, not
    /// a price: "8 de la noche", "9 por la noche" (p.m.), "3 times a
    /// night", "6 hours a night".
    static let priceNot: Set<String> = ["de", "of", "in", "at", "por", "times", "x", "veces", "fois", "mal", "hours", "hrs", "horas",
                                         "stunden", "h"]

    /// Words before a price that make it a fee by the night, not a bed's
    /// price: a conservancy's or a park's ("conservancy fees $116 pp/night").
    static let feeWords: Set<String> = ["fee", "fees", "levy", "levies"]

    /// Words after a night that name it ("noche de karaoke", "night of
    /// jazz"), and of a night's wage in a NOTE (a nurse's, a carer's, a
    /// guard's, a sitter's), folded: a price beside them is no lodging's.
    static let namingNight: Set<String> = ["de", "del", "of", "da", "di", "du"]
    static let wageWords: Set<String> = [
        "enfermera", "enfermero", "cuidadora", "cuidador", "ninera", "vigilante", "guardia", "turno", "nurse", "carer", "caregiver",
        "babysitter", "sitter", "guard", "shift", "wage", "salario", "sueldo",
    ]

    /// Currencies written as words or codes, folded: a number beside one is a price.
    static let currencyWords: Set<String> = folded([
        "eur", "euro", "euros", "usd", "dollar", "dollars", "gbp", "chf", "pesos", "cop", "mxn", "clp", "ars", "pen", "soles",
        "brl", "reais", "грн", "uah", "руб", "rub", "рублей", "zl", "pln", "kc", "czk", "lei", "ron", "tl", "try", "ft", "huf",
        "kn", "hrk", "rsd", "din", "inr", "rs", "npr", "pkr", "rp", "idr", "rm", "myr", "thb", "baht", "yen", "jpy", "lv", "лв",
        "dh", "mad", "tnd", "egp", "aed", "sar", "ngn", "naira", "kes", "ksh", "zar", "etb", "birr", "gel", "lari", "amd", "kzt",
        "тг", "сом", "aud", "nzd", "cad", "sgd", "php", "vnd", "krw", "cny", "rmb", "yuan",
        // The manat, the Uzbek so'm, West Africa's CFA franc, the Tanzanian
        // shilling, the Macedonian denar (not "ден", also its word for a day).
        "azn", "manat", "uzs", "som", "сум", "сўм", "fcfa", "cfa", "xof", "tsh", "tzs", "mkd",
        // The Armenian dram, in Armenian and Russian; the Rwandan franc,
        // the Ugandan shilling, the quetzal, the Icelandic króna, the
        // Algerian dinar.
        "դր", "դրամ", "др", "драм", "frw", "rwf", "ugx", "ush", "gtq", "isk", "dzd",
    ])

    /// Whether the raw words `parts` are a price: a number beside a
    /// currency's sign or code, a number of three digits or more
    /// ("55.000"), or of thousands ("N25k") — not a count ("3 guests", "3x").
    private static func isPrice(_ parts: ArraySlice<Substring>) -> Bool {
        guard parts.contains(where: { $0.contains(where: \.isNumber) }) else { return false }
        return parts.contains { part in
            isCurrency(part) || (part.filter(\.isNumber).count >= 3 && !isClockTime(part))
                || (part.last == "k" && part.dropLast().last?.isNumber == true)
        }
    }

    /// Whether a raw word is a currency: its sign in it, or its name or code.
    private static func isCurrency(_ word: Substring) -> Bool {
        hasCurrencySign(word) || currencyWords.contains(TextFolding.key(word))
    }

    private static func hasCurrencySign(_ word: Substring) -> Bool { word.unicodeScalars.contains(where: isCurrencySign) }

    static func isCurrencySign(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .currencySymbol }

    /// Whether a raw word is a time of day ("18:40", "18h40"), whose
    /// digits are no price: "salida 18:40, toda la noche" is a night train's.
    private static func isClockTime(_ part: Substring) -> Bool {
        guard let separator = part.firstIndex(where: { $0 == ":" || $0 == "h" }) else { return false }
        let hours = String(part[..<separator]), minutes = String(part[part.index(after: separator)...])
        guard (1...2).contains(hours.count), minutes.count == 2, let hour = decimal(hours), let minute = decimal(minutes) else { return false }
        return hour <= 24 && minute <= 59
    }

    /// A price for a night (``isPrice(_:)``, not a fee: ``feeWords``): a
    /// night's word after one of ``perWords``, with the price at most two
    /// words before ("$55.000 la noche", "95 € per night"), or right after a
    /// price written with its currency's sign ("US$480 noche", "RD$6,000
    /// noche"), or after a slash right after the price ("150 грн/ніч",
    /// "$120/night", "$150/nt": ``slashNightWords``).
    private static func nightlyPrice(in raw: [Substring], folded words: [String]) -> StayShape? {
        // A raw word that folds to a night's word is one of the folded
        // words: a NOTE without one (most) is not read word by word again.
        guard words.contains(where: { mayBeNight($0) || slashNightWords.contains($0) }) else { return nil }
        func isFee(before index: Int) -> Bool { raw[max(0, index - 2)..<index].contains { feeWords.contains(TextFolding.key($0)) } }
        // Asked once, not at each number before a night's word.
        lazy var namesAWage = words.contains(where: wageWords.contains)
        for (index, word) in raw.enumerated() {
            if let slash = word.lastIndex(of: "/") {
                let night = TextFolding.key(word[word.index(after: slash)...])
                guard isNight(night, after: "/", in: { word.lowercased() }) || slashNightWords.contains(night) else { continue }
                let left = word[..<slash]
                let first = withThousands(raw, from: !left.contains(where: \.isNumber) && index > 0 ? index - 1 : index)
                let parts = (raw[first..<index] + [left]).filter { !$0.isEmpty }
                guard isPrice(parts[...]), !isFee(before: first) else { continue }
                return StayShape(kind: .nightlyPrice, text: TextFolding.key(parts.joined(separator: " ")) + "/" + Self.shown(night))
            }
            // Not an event's night, "RD$500 noche de karaoke", nor a wage,
            // "enfermera: RD$2,500 noche".
            if index >= 1, nightWords.contains(TextFolding.key(word)), raw[index - 1].last?.isNumber == true,
               index + 1 == raw.count || !namingNight.contains(TextFolding.key(raw[index + 1])), !namesAWage,
               case let first = withThousands(raw, from: index - 1), raw[first..<index].contains(where: hasCurrencySign), !isFee(before: first) {
                return StayShape(kind: .nightlyPrice, text: TextFolding.key(raw[first...index].joined(separator: " ")))
            }
            guard index >= 2, nightWords.contains(TextFolding.key(word)),
                  raw[index - 1] == "/" || perWords.contains(TextFolding.key(raw[index - 1])),
                  !priceNot.contains(TextFolding.key(raw[index - 2])),
                  let number = (max(0, index - 3)...(index - 2)).reversed().first(where: { raw[$0].contains(where: \.isNumber) }),
                  case let first = withThousands(raw, from: number),
                  isPrice(raw[first...(index - 2)]), !isFee(before: first) else { continue }
            return StayShape(kind: .nightlyPrice, text: TextFolding.key(raw[first...index].joined(separator: " ")))
        }
        return nil
    }

    /// Where the price whose last number is the raw word at `index` starts:
    /// at the groups of thousands before it ("Rs 14,000/night", "$1,200/night",
    /// "145 000 FCFA/nuit") and their currency, not at its last group. A
    /// group follows the one before it across one comma, or one space where
    /// a currency stands beside the price: "Nov 3 189/night" and "otaq 214,
    /// 390 AZN" are a day or a room and a price.
    private static func withThousands(_ raw: [Substring], from index: Int) -> Int {
        // A word's currency is before its slash ("FCFA/nuit"); a sign anywhere.
        let isCurrency = { (word: Substring) in Self.isCurrency(word.prefix { $0 != "/" }) || hasCurrencySign(word) }
        let currencyAfter = raw[index...].prefix(2).contains(where: isCurrency)
        var first = index
        while first > 0, raw[first].prefix(while: \.isNumber).count == 3 {
            let previous = raw[first - 1], digits = previous.drop { !$0.isNumber }
            let gap = previous.base[previous.endIndex..<raw[first].startIndex]
            let spaced = currencyAfter || (first > 1 && isCurrency(raw[first - 2]))
            guard (1...3).contains(digits.count), digits.allSatisfy(\.isNumber), gap == "," || (spaced && gap == " ") else { break }
            first -= 1
        }
        if first < index, first > 0, currencyWords.contains(TextFolding.key(raw[first - 1])) { first -= 1 }
        return first
    }

    /// `word` read as a number written in decimal digits of any script
    /// (``Unicode/Scalar/decimalDigitValue``): "3", "٣" (Arabic), "३"
    /// (Devanagari), "២" (Khmer), "၂" (Burmese).
    static func decimal(_ word: String) -> Int? {
        var value = 0
        for scalar in word.unicodeScalars {
            guard let digit = scalar.decimalDigitValue else { return nil }
            value = value * 10 + digit
        }
        return word.isEmpty ? nil : value
    }

    // MARK: - Dates

    /// The words of `note` lower-cased, split at spaces and commas only,
    /// so that dates and times keep their dots, slashes and colons.
    static func rawWords(_ note: String) -> [Substring] {
        note.lowercased().split { $0 == " " || $0 == "," || $0 == ";" || $0 == "\n" || $0 == "(" || $0 == ")" }
    }

    /// A day (1–31), optionally with its month ("12.5.", "12/5", "12."):
    /// the day and the month, 0 when none.
    private static func day(_ text: Substring) -> (day: Int, month: Int)? {
        var parts = text.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "/" }
        if parts.last?.isEmpty == true { parts.removeLast() }
        guard (1...2).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let day = Int(parts[0]), (1...31).contains(day) else { return nil }
        let month = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        guard month <= 12 else { return nil }
        return (day, month)
    }

    /// A range of days of one stay: "12–15 May", "12.–15. Mai", "12.5.–15.5.",
    /// "12/5–15/5", "May 12–15", "5月12日〜15日", "5월 12일~15일". The second
    /// day is after the first and at most four weeks on; a range of days
    /// alone, without a month on either side, must have a word beside it
    /// ("12–15 May"), and not a time's ("2–3 pm"). A NOTE of nothing but
    /// the range, its month and its year, in a script that spaces its
    /// words, is ``Kind/datesAlone``.
    private static func dates(in words: [Substring]) -> StayShape? {
        // Japanese joins a range with a wave dash, Korean with a tilde.
        let dashes: Set<Character> = ["-", "–", "—", "~", "〜", "～"]
        for (index, word) in words.enumerated() {
            // "12–15", or "12." "–" "15.", or "12 a 15"
            var left: Substring, right: Substring, next: Int
            if let dash = word.firstIndex(where: { dashes.contains($0) }), dash != word.startIndex {
                left = word[..<dash]
                right = word[word.index(after: dash)...]
                next = index + 1
                if right.isEmpty, index + 1 < words.count { right = words[index + 1]; next = index + 2 }
            } else if index + 2 < words.count, ["–", "-", "—", "a", "to", "bis", "au", "al"].contains(words[index + 1]) {
                left = word
                right = words[index + 2]
                next = index + 3
            } else {
                continue
            }
            // Chinese, Japanese and Korean names of places to stay nearly
            // always hold their lodging word (ホテル, 旅館, 民宿, 酒店, 펜션),
            // and few words say another business there: their days, alone,
            // count as any range does.
            if let cjk = cjkRange(left, right) { return StayShape(kind: .dates, text: cjk) }
            guard let from = day(left), let to = day(right) else { continue }
            let sameMonth = from.month == to.month || from.month == 0
            guard sameMonth ? (to.day > from.day && to.day - from.day <= 28) : (to.month == from.month % 12 + 1 && to.day < from.day) else { continue }
            // Across a month's end, the month taken as 31 days: within a day of the truth.
            let nights = sameMonth ? to.day - from.day : to.day + 31 - from.day
            // The other words are gathered only for a range that may stand alone.
            let alone = { (monthGiven: Bool) in
                nights <= maximumNightsAlone && isNothingBut(words[..<index] + words[next...], before: index, monthGiven: monthGiven)
            }
            if to.month != 0 {
                return StayShape(kind: alone(true) ? .datesAlone : .dates, text: "\(left)–\(right)")
            }
            let before = index > 0 ? words[index - 1] : "", after = next < words.count ? words[next] : ""
            // Hours follow their word in a run: "visiting 2-4 and 6-8".
            let opening = words[max(0, index - 3)..<index].contains(where: openingWords.contains)
                || (index > 0 && hoursWords.contains(words[index - 1]) && !isMonth(after)
                    && !(["de", "del", "al", "a"].contains(after) && next + 1 < words.count && isMonth(words[next + 1])))
            // "1–2 yötä", "3-4 nights": a count of nights, not days.
            guard !timeWords.contains(after), !opening, !mayBeNight(TextFolding.key(after)),
                  before.contains(where: \.isLetter) || after.contains(where: \.isLetter) else { continue }
            return StayShape(kind: alone(false) ? .datesAlone : .dates, text: "\(left)–\(right)")
        }
        return nil
    }

    /// The most nights the days of a NOTE alone stand for a stay: a
    /// course's, a camp's term or a shop's closure runs longer ("3–28 March",
    /// "1–21 August").
    static let maximumNightsAlone = 14

    /// Whether the words of a NOTE beside a range of days (`before` of them
    /// before it) are only its month, its year and the little words
    /// between ("12–15 de mayo de 2025", "gegužės 12–15 d."), with the
    /// month given there or in the range itself ("12.5.–15.5."): the NOTE
    /// is nothing but the days.
    private static func isNothingBut(_ others: ArraySlice<Substring>, before: Int, monthGiven: Bool) -> Bool {
        let words = others.map { TextFolding.key($0) }
        func isMonthNumber(_ index: Int) -> Bool { Int(words[index]).map { (1...12).contains($0) } == true }
        var month = monthGiven
        for (index, word) in words.enumerated() {
            if MonthNames.contains(word, afterDays: index >= before) {
                month = true
            } else if MonthNames.wordsForMonth.contains(word) {
                // "12–14 tháng 5", "5 сар": the number beside is the month's.
                guard index + 1 < words.count && isMonthNumber(index + 1) || index > 0 && isMonthNumber(index - 1) else { return false }
                month = true
            } else if isMonthNumber(index), [index - 1, index + 1].contains(where: { words.indices.contains($0) && MonthNames.wordsForMonth.contains(words[$0]) }) {
                continue
            } else if !dateJoiners.contains(word), !isYear(word) {
                return false
            }
        }
        return month
    }

    /// The little words a date is written with, folded: "12–15 de mayo",
    /// "vom 12.–15. Mai", "gegužės 12–15 d.", "od 12 do 15 maja".
    private static let dateJoiners: Set<String> = ["de", "del", "al", "a", "d", "od", "do", "to", "from", "bis", "vom", "au", "du", "dal", "till", "until", "og", "-", "–", "—"]

    /// A year of this century or the last, alone or as "2025." or "2025 r.".
    private static func isYear(_ folded: String) -> Bool {
        let digits = folded.hasSuffix(".") ? folded.dropLast() : Substring(folded)
        guard digits.count == 4, let year = Int(digits) else { return ["r", "r.", "g", "г", "г.", "m", "m."].contains(folded) }
        return (1900...2099).contains(year)
    }

    /// Words after two numbers that make them hours or a head count, not days: "8–15 h", "2–4 people".
    private static let timeWords: Set<Substring> = ["am", "pm", "h", "uhr", "hours", "hrs", "people", "guests", "personen", "persons", "pax"]

    /// Words before two numbers that make them opening hours, not days:
    /// "sekretariat 8-15", "open 9-17", "godz. 10-14", "visiting 2-4 and 6-8",
    /// "seats 5-8" (a range up to three words after one).
    private static let openingWords: Set<Substring> = [
        "open", "opening", "hours", "office", "offen", "geoffnet", "geöffnet", "ouvert", "horaires", "horario", "abierto", "aperto",
        "orario", "godz", "godz.", "godziny", "czynne", "otwarte", "sekretariat", "biuro", "kancelaria", "otevreno", "otevřeno",
        "visiting", "visits", "visites", "visitas", "visite",
        // Visiting hours in Bulgarian; a row of seats ("4 seats 5-8", "места 21-24").
        "свиждане", "seat", "seats", "места", "asientos", "sièges", "sieges", "plätze", "platze",
    ]

    /// Words right before two numbers that make them a meal's, a pool's or
    /// a delivery's hours, or o'clock's, not days, unless a month follows:
    /// "breakfast 8-11", "pool 9-21", "klo 11–19", "kl. 8-16" (but
    /// "breakfast 12-14 May", "desayuno 12-14 de mayo").
    private static let hoursWords: Set<Substring> = [
        "klo", "kello", "kl", "kl.",
        "breakfast", "lunch", "dinner", "pool", "sauna", "gym", "desayuno", "almuerzo", "cena", "piscina", "frühstück",
        "colazione", "завтрак", "обед", "ужин", "бассейн", "aamiainen", "закуска", "доставка",
    ]

    /// Whether `word` names a month (``MonthNames``): "May", "Mai", "giugno", "kesäkuuta".
    private static func isMonth(_ word: Substring) -> Bool {
        MonthNames.contains(TextFolding.key(word))
    }

    /// "12日–15日" (or "5月12日–15日"), a range of days written in Chinese or
    /// Japanese, or in Korean ("12일~15일"), as its text.
    private static func cjkRange(_ left: Substring, _ right: Substring) -> String? {
        guard left.hasSuffix("日") && right.hasSuffix("日") || left.hasSuffix("일") && right.hasSuffix("일") else { return nil }
        let from = Int(left.dropLast().reversed().prefix { $0.isASCII && $0.isNumber }.reversed().map(String.init).joined()) ?? 0
        let to = Int(right.dropLast().prefix { $0.isASCII && $0.isNumber }) ?? 0
        guard from > 0, to > from, to - from <= 28 else { return nil }
        return "\(left)–\(right)"
    }

    // MARK: - Check-in and check-out

    /// The words before a check-in time and a check-out time, in pairs.
    static let inOutWords: [(in: Set<Substring>, out: Set<Substring>)] = [
        (["in", "c/i", "ci", "check-in", "checkin"], ["out", "uit", "c/o", "co", "check-out", "checkout"]),
        (["arrivée", "arrivee", "arrivo", "llegada", "entrada", "chegada", "anreise", "ankunft", "aankomst", "ankomst", "príchod",
          "příjezd", "przyjazd", "giriş", "zameldowanie", "prijava", "érkezés"],
         ["départ", "depart", "partenza", "salida", "saída", "abreise", "abfahrt", "vertrek", "avresa", "odchod", "odjezd",
          "wyjazd", "çıkış", "wymeldowanie", "odjava", "távozás"]),
        (["ورود"], ["خروج"]),
    ]

    /// A time of day as hours from midnight: "15:00", "15.00", "15h", "3pm",
    /// "11am"; a bare number is none.
    private static func hour(_ text: Substring) -> Int? {
        var text = text
        var meridiem: Int?, hasH = false
        if text.hasSuffix("pm") { meridiem = 12; text = text.dropLast(2) } else if text.hasSuffix("am") { meridiem = 0; text = text.dropLast(2) }
        else if text.hasSuffix("h") { hasH = true; text = text.dropLast() }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "." }
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), var hours = decimal(String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard parts[1].count == 2, decimal(String(parts[1])) != nil else { return nil }
        } else if meridiem == nil, !hasH {
            return nil
        }
        if let meridiem {
            guard (1...12).contains(hours) else { return nil }
            hours = hours % 12 + meridiem
        }
        return (0...23).contains(hours) ? hours : nil
    }

    /// A check-in time later in the day than the check-out time: a night
    /// lies between them ("in 15:00 / out 11:00"). Office or opening hours
    /// run the other way ("in 9:00 out 17:00").
    private static func checkInOut(in words: [Substring]) -> StayShape? {
        func time(after names: Set<Substring>) -> (Int, Substring)? {
            for (index, word) in words.enumerated() where index + 1 < words.count {
                let name = word.hasSuffix(":") ? word.dropLast() : word
                guard names.contains(name) else { continue }
                var next = words[index + 1]
                if ["at", "from", "ab", "à", "a", "dès", "um", "vanaf", "by", "until", "bis"].contains(next), index + 2 < words.count { next = words[index + 2] }
                if next.hasSuffix("/") { next = next.dropLast() }
                if let hour = hour(next) { return (hour, next) }
            }
            return nil
        }
        for pair in inOutWords {
            guard let checkIn = time(after: pair.in), let checkOut = time(after: pair.out), checkIn.0 > checkOut.0 else { continue }
            return StayShape(kind: .checkInOut, text: "in \(checkIn.1) out \(checkOut.1)")
        }
        return nil
    }

    // MARK: - Room numbers

    /// The words for a guest room, folded, that a number follows: not an
    /// office's "suite", a hall's "Raum", a school's "Aula", a cinema's "Sala".
    static let roomWords: Set<String> = folded([
        "room", "rm", "zi", "zimmer", "chambre", "habitacion", "hab", "habitacio", "cuarto", "camera", "quarto", "kamer",
        "pokoj", "izba", "soba", "szoba", "huone", "rom", "rum", "vaerelse", "herbergi", "kamar", "phong", "oda", "tuba", "istaba",
        "kambarys", "cabin", "стая", "комната", "номер", "соба", "өрөө", "δωματιο", "ოთახი", "սենյակ", "غرفة", "חדר",
        "कमरा", "ห้อง", "otaq", "ຫ້ອງ", "اتاق", "அறை", "kamra", "seomar",
    ])

    /// Words after a number that make it a count, not a room's number:
    /// "Wadi Rum 3 days" (rum is a Nordic room).
    static let countUnits: Set<String> = folded([
        "days", "day", "nights", "night", "hours", "hrs", "weeks", "km", "people", "persons", "pax", "guests", "adults", "цаг",
        "ppl", "person", "personen", "personas", "personnes", "beds",
    ])

    /// What, written right after a number, makes it a room's: "302号室", "302호", "302房".
    static let roomSuffixes = ["号室", "号房", "호실", "호", "房"]

    /// A room's number: a word for a room and a number (1 to 4 digits) right
    /// after it ("Zi. 412", "chambre 12"), "#412", or "302号室".
    private static func room(in words: [String], raw note: String) -> StayShape? {
        // Where the NOTE's numbers stand, read once and only when asked.
        lazy var numbers = NoteNumbers(note)
        for (index, word) in words.enumerated() {
            if numberBefore(roomSuffixes, in: word, digits: 1...4) { return StayShape(kind: .room, text: word) }
            guard roomWords.contains(word), index + 1 < words.count else { continue }
            var number = words[index + 1]
            var after = index + 1
            if ["no", "nr", "number"].contains(number), index + 2 < words.count { after = index + 2; number = words[after] }
            let next = after + 1 < words.count ? words[after + 1] : ""
            guard !countUnits.contains(next), !mayBeNight(next) else { continue }
            // Only a number of one to four digits is a room's: what follows
            // asks whether it is one.
            guard (1...4).contains(number.count), decimal(number) != nil else { continue }
            // A number its currency and a night's word follow is a price:
            // "Twin room 95 USD/night", "double room 120 EUR per night" (but
            // "Zi. 12 EUR 90" is room 12 and a price).
            if after + 2 < words.count, currencyWords.contains(next),
               [nightWords, slashNightWords, perWords].contains(where: { $0.contains(words[after + 2]) }) { continue }
            // A currency's sign before it: "pool view room $399/nt", "family
            // room £79"; its thousands after it: "Room 30,000 Frw".
            if numbers.followsCurrencySign(number) { continue }
            let thousandsNext = next.count == 3 && decimal(next) != nil
            if thousandsNext, numbers.writesThousands(number, next) { continue }
            // A number after a comma or a bracket is the next clause's: "twin
            // room, 95 USD/night", "40 soba, 7.900 din", "family room (2 queens)".
            if numbers.opensAClause(number) { continue }
            // "RM 1 200/night": a ringgit's price, not room 1.
            if currencyWords.contains(word), thousandsNext { continue }
            return StayShape(kind: .room, text: "\(word) \(number)")
        }
        // "#412": three or four digits after a number sign.
        var rest = note[...]
        while let sign = rest.firstIndex(of: "#") {
            rest = rest[rest.index(after: sign)...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest.dropFirst(digits.count).first
            if (3...4).contains(digits.count), after.map({ !$0.isLetter && !$0.isNumber }) ?? true { return StayShape(kind: .room, text: "#\(digits)") }
        }
        return nil
    }
}
