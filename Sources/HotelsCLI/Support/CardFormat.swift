import VCard

/// The forms cards are written in, spelt one way in every command
/// (`export --format`, `convert --to`/`--format`); `3.0` and `4.0` are
/// other names of vcard3 and vcard4.
enum CardFormat: String, CaseIterable, Sendable {
    case vcard3, vcard4, xcard, jcard

    /// Reads a spelling, in any case: a canonical name, or `3.0` / `4.0`.
    init?(spelling: String) {
        switch spelling.lowercased() {
        case "vcard3", "3.0": self = .vcard3
        case "vcard4", "4.0": self = .vcard4
        case "xcard": self = .xcard
        case "jcard": self = .jcard
        default: return nil
        }
    }

    /// The vCard version the cards are written in (xCard and jCard are 4.0).
    var version: VCardVersion { self == .vcard3 ? .v3_0 : .v4_0 }

    /// Whether the cards go into one XML or JSON document.
    var isDocument: Bool { self == .xcard || self == .jcard }

    /// The canonical spellings, for messages: "vcard3, vcard4, xcard or jcard".
    static let names = "vcard3, vcard4, xcard or jcard"
}
