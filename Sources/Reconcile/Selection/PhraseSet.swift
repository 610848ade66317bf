import TextFolding

/// Words and phrases to look for in folded text.
struct PhraseSet: Sendable, ExpressibleByArrayLiteral {
    let phrases: Set<String>
    /// The phrases in scripts written without spaces, looked for inside words.
    private let unspaced: [String]

    init(arrayLiteral phrases: String...) { self.init(phrases) }

    /// The phrases as written; each is folded as the values it is compared with are.
    init(_ phrases: [String]) {
        let folded = phrases.map(TextFolding.key)
        self.phrases = Set(folded)
        unspaced = folded.filter { $0.unicodeScalars.contains { !$0.isASCII } }
    }

    /// Whether `folded` is one of the phrases, whole.
    func contains(_ folded: String) -> Bool { phrases.contains(folded) }

    /// The first phrase that is a run of whole words of `folded` or, for
    /// scripts written without spaces, a part of it.
    func first(in folded: String) -> String? {
        var found: String?
        walk(folded) { phrase in
            found = phrase
            return false
        }
        return found
    }

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
            for length in 1...min(4, words.count - start) {
                let phrase = length == 1 ? String(words[start]) : words[start..<start + length].joined(separator: " ")
                if phrases.contains(phrase), !body(phrase) { return }
            }
        }
        guard folded.unicodeScalars.contains(where: { !$0.isASCII }) else { return }
        for phrase in unspaced where folded.contains(phrase) {
            if !body(phrase) { return }
        }
    }
}
