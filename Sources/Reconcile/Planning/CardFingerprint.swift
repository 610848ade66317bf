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
