import TextFolding

/// Words and phrases to look for in folded text.
///
/// A phrase matches a run of whole words; a word of one of the
/// ``WordForms`` scripts also matches its inflected forms ("отели" is
/// "отель"); a phrase in a script written without spaces (Chinese,
/// Japanese, Korean, Thai…) or in another script that runs words together
/// is looked for inside words.
struct PhraseSet: Sendable, ExpressibleByArrayLiteral {
    let phrases: Set<String>
    /// The one-word phrases of the ``WordForms`` scripts, by their stem.
    private let stems: [String: String]
    /// The phrases in scripts written without spaces, looked for inside words.
    private let unspaced: [String]

    init(arrayLiteral phrases: String...) { self.init(phrases) }

    /// The phrases as written; each is folded as the values it is compared with are.
    init(_ phrases: [String]) {
        let folded = phrases.map(TextFolding.key)
        self.phrases = Set(folded)
        var stems: [String: String] = [:], unspaced: [String] = []
        for phrase in folded where phrase.unicodeScalars.contains(where: { !$0.isASCII }) {
            guard let script = WordForms.script(of: phrase) else {
                unspaced.append(phrase)
                continue
            }
            if !phrase.contains(" ") { stems[WordForms.stem(of: phrase, script: script)] = phrase }
        }
        self.stems = stems
        self.unspaced = unspaced
    }

    /// Whether `folded` is one of the phrases, whole.
    func contains(_ folded: String) -> Bool { phrases.contains(folded) }

    /// The first phrase that is a run of whole words of `folded`, one of
    /// their inflected forms or, for scripts written without spaces, a part of it.
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
        if !stems.isEmpty {
            for word in words {
                guard let script = WordForms.script(of: word) else { continue }
                for stem in WordForms.stems(of: word, script: script) {
                    if let phrase = stems[stem], !body(phrase) { return }
                }
            }
        }
        for phrase in unspaced where folded.contains(phrase) {
            if !body(phrase) { return }
        }
    }
}
