import VCard

/// Whether two card texts say the same thing, ignoring what clients rewrite
/// on every save: REV and PRODID, parameter order and case, folding and line
/// endings. A re-export that changed nothing is then not an update.
enum CardFingerprint {
    static func same(_ a: String, _ b: String) -> Bool {
        if a.isSame(as: b) { return true }
        guard let left = fingerprint(a), let right = fingerprint(b) else { return false }
        return left == right
    }

    /// Whether two card texts say the same thing in whatever form each was
    /// written (vCard 2.1, 3.0, 4.0, or xCard and jCard read as 4.0): both
    /// are written as 4.0 and compared as ``same(_:_:)`` compares. The same
    /// book imported as vCard and then as xCard is then no change.
    static func sameInAnyForm(_ a: String, _ b: String) -> Bool {
        guard let left = asVersion4(a), let right = asVersion4(b) else { return false }
        return same(left, right)
    }

    private static func asVersion4(_ text: String) -> String? {
        guard let card = VCardReader.read(bytes: Array(text.utf8)).cards.first else { return nil }
        return String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
    }

    static func fingerprint(_ text: String) -> [String]? {
        guard !text.isEmpty else { return nil }
        let (cards, _) = VCardReader.read(bytes: Array(text.utf8))
        guard let card = cards.first else { return nil }
        return card.properties.compactMap { property -> String? in
            let name = property.name.uppercased()
            if name == "REV" || name == "PRODID" { return nil }
            let parameters = property.parameters
                .map { "\($0.canonicalName.uppercased())=\($0.values.map { $0.lowercased() }.sorted().joined(separator: ","))" }
                .sorted()
            return "\(property.group?.lowercased() ?? "").\(name);\(parameters.joined(separator: ";")):\(property.value)"
        }
    }
}
