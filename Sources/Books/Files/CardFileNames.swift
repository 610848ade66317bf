import VCard

/// The file names of cards in a folder book (a vdir: one card per file),
/// as `export -o DIR/` writes them and the sync's vdir book will.
///
/// The rule: a card's file is its UID (without a `urn:uuid:` prefix) plus
/// `.vcf` when that is short and safe in a file name on every system —
/// ASCII letters, digits, `-`, `_`, `.`, not starting with a dot, at most
/// ``maximumUIDLength`` characters. Any other UID (a slash, a colon, an
/// accent, a very long one) gets `h-` and a stable 64-bit hash of the UID
/// in hex: the same UID gets the same name on every run. Two UIDs never
/// share a file: a name already given in this folder is followed by `-2`,
/// `-3`… (in the order the cards are named).
public struct CardFileNames: Sendable {
    /// The longest UID used as a file name as it is.
    public static let maximumUIDLength = 100
    /// The ending of every card file written.
    public static let fileExtension = ".vcf"

    private var taken: Set<String> = []

    /// Names cards for one folder; `existing` are names already there that
    /// belong to other cards.
    public init(existing: some Sequence<String> = []) {
        taken = Set(existing)
    }

    /// The file name for the card with `uid`, unique among those this has given.
    public mutating func name(for uid: String) -> String {
        let base = Self.preferredStem(for: uid)
        var candidate = base + Self.fileExtension
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)\(Self.fileExtension)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The name before the extension and any counter: the UID itself when
    /// safe and short, else `h-` and its hash.
    public static func preferredStem(for uid: String) -> String {
        var stem = Substring(uid)
        if stem.lowercased().hasPrefix("urn:uuid:") { stem = stem.dropFirst(9) }
        let safe = !stem.isEmpty && stem.utf8.count <= maximumUIDLength && stem.first != "."
            && stem.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || byte == 0x5F || byte == 0x2E
            }
        return safe ? String(stem) : "h-" + StableHash.hex(of: uid)
    }
}
