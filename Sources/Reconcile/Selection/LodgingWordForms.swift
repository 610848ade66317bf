/// The other forms of lodging words in languages that end a noun with its
/// article or its case: a Romanian "Pensiunea" is "the pensiune", a
/// Norwegian "Gjestehuset" "the gjestehus", a Turkish "Deniz Pansiyonu"
/// "the sea's pansiyon", an Albanian "Hoteli" "the hotel". A list of
/// words written in one form misses these; each row here gives a
/// language's words and the endings it puts on them, and ``all`` is every
/// word with every ending of its row, folded as ``LodgingWords`` are.
enum LodgingWordForms {
    /// A language's lodging words (folded, in their plain form) and the
    /// endings that make their articled or declined forms. An ending
    /// written "e>ea" replaces a last "e" (pensiune → pensiunea) and is
    /// put on no other word; `doubling` also tries the word with its last
    /// letter doubled before the ending (hotel → hotellet, vandrerhjem → vandrerhjemmet).
    struct Row {
        var words: [String]
        var endings: [String]
        var doubling = false
    }

    static let rows: [Row] = [
        // Romanian: the article ends the noun (pensiunea, hotelul, hanul).
        Row(words: ["pensiune", "hotel", "han", "motel", "hostel"], endings: ["e>ea", "l>lul", "n>nul"]),
        // Danish, Norwegian and Swedish: hotellet, kroen, gjestehuset, vandrarhemmet, pensionatet.
        Row(words: ["hotel", "hotell", "motel", "motell", "kro", "pensionat", "gjestehus", "gaestehus", "gasthus", "vandrerhjem",
                    "vandrarhem", "gastgiveri", "hostel", "herberge"], endings: ["et", "en"], doubling: true),
        // Icelandic: the article -ið (folded "id") or -in: gistihúsið, hótelið, gistiheimilið.
        Row(words: ["gistihus", "gestahus", "gistiheimili", "hotel", "farfuglaheimili"], endings: ["s>sid", "l>lid", "i>id"]),
        // Turkish: a compound's last noun takes the possessive, by the
        // vowel before it (Sultan Oteli, Deniz Pansiyonu, Köy Misafirhanesi).
        Row(words: ["otel", "motel", "hostel", "pansiyon", "misafirhane", "kervansaray"], endings: ["el>eli", "on>onu", "e>esi", "ay>ayi"]),
        // Albanian: the article ends the noun (Hoteli, Bujtina).
        Row(words: ["hotel", "motel", "bujtine"], endings: ["l>li", "e>a"]),
    ]

    /// Every word of ``rows`` with every ending of its row that fits it.
    static let all: [String] = rows.flatMap { row in
        row.words.flatMap { word in
            row.endings.flatMap { ending -> [String] in
                guard let arrow = ending.firstIndex(of: ">") else {
                    return [word + ending] + (row.doubling ? word.suffix(1).map { word + String($0) + ending } : [])
                }
                let (last, form) = (ending[..<arrow], ending[ending.index(after: arrow)...])
                return word.hasSuffix(last) ? [String(word.dropLast(last.count) + form)] : []
            }
        }
    }
}
