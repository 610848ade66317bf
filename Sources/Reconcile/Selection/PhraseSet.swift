import TextFolding

/// Words and phrases to look for in folded text.
///
/// A phrase matches a run of whole words. A phrase with letters outside
/// ASCII is also looked for inside words — scripts written without spaces
/// (Chinese, Japanese, Thai…) need it, and a phrase of several words is
/// long enough to be itself inside longer text — except, in a set of
/// ``Matching/wordForms``, a one-word phrase of a ``WordForms`` script,
/// which matches its forms there.
struct PhraseSet: Sendable, ExpressibleByArrayLiteral {
    /// How a one-word phrase in Cyrillic, Greek, Hebrew or Arabic script matches.
    enum Matching {
        /// Anywhere inside a word: for the words of a NOTE, a trade or a visit.
        case inside
        /// As one of its ``WordForms``: for the lodging words of a name.
        case wordForms
    }

    let phrases: Set<String>
    /// The forms of the one-word phrases of the ``WordForms`` scripts, each
    /// with its phrase (``Matching/wordForms`` only).
    private let forms: [String: String]
    /// The phrases looked for inside words.
    private let inside: [String]

    init(arrayLiteral phrases: String...) { self.init(phrases) }

    /// The phrases as written; each is folded as the values it is compared with are.
    init(_ phrases: [String], matching: Matching = .inside) {
        let folded = phrases.map(TextFolding.key)
        self.phrases = Set(folded)
        var forms: [String: String] = [:], inside: [String] = []
        for phrase in folded where phrase.unicodeScalars.contains(where: { !$0.isASCII }) {
            if matching == .wordForms, !phrase.contains(" "), let script = WordForms.script(of: phrase) {
                for form in WordForms.forms(of: phrase, script: script) where forms[form] == nil { forms[form] = phrase }
            } else {
                inside.append(phrase)
            }
        }
        self.forms = forms
        self.inside = inside
    }

    /// Whether the words of `phrase` are a run of the words of `folded`:
    /// one phrase's test, outside a set.
    static func isRun(_ phrase: String, of folded: String) -> Bool {
        " \(folded) ".contains(" \(phrase) ")
    }

    /// Whether `folded` is one of the phrases, whole.
    func contains(_ folded: String) -> Bool { phrases.contains(folded) }

    /// The first phrase that is a run of whole words of `folded` (the
    /// longest of those that start at its first word), one of its forms,
    /// or a part of a word (see the type's rules).
    func first(in folded: String) -> String? {
        var found: String?
        walk(folded) { phrase in
            found = phrase
            return false
        }
        return found
    }

    /// How many of the first of `words` the longest phrase they begin with
    /// holds, or `nil` when they begin with none (whole words only).
    func longestRun(startingWith words: ArraySlice<Substring>) -> Int? {
        guard !words.isEmpty else { return nil }
        return (1...min(Self.mostWords, words.count)).reversed().first { length in
            phrases.contains(words.prefix(length).joined(separator: " "))
        }
    }

    /// The most words a phrase is looked for with.
    private static let mostWords = 4

    /// Every phrase found in `folded`, each once, in the order found.
    func all(in folded: String) -> [String] {
        var found: [String] = []
        walk(folded) { phrase in
            if !found.contains(phrase) { found.append(phrase) }
            return true
        }
        return found
    }

    /// Hands each phrase found to `body` until it returns `false`.
    private func walk(_ folded: String, _ body: (String) -> Bool) {
        let words = folded.split(separator: " ")
        for start in words.indices {
            // The longest phrase first where two start at one word: "travel
            // agency" names the trade better than "travel".
            for length in (1...min(Self.mostWords, words.count - start)).reversed() {
                let phrase = length == 1 ? String(words[start]) : words[start..<start + length].joined(separator: " ")
                if phrases.contains(phrase), !body(phrase) { return }
            }
        }
        guard folded.unicodeScalars.contains(where: { !$0.isASCII }) else { return }
        if !forms.isEmpty {
            for word in words {
                guard let script = WordForms.script(of: word) else { continue }
                for base in WordForms.bases(of: word, script: script) {
                    guard let phrase = forms[base.text], !base.head || WordForms.isCompoundHead(base.text, of: phrase) else { continue }
                    if !body(phrase) { return }
                }
            }
        }
        for phrase in inside where folded.contains(phrase) {
            if !body(phrase) { return }
        }
    }
}
