import VCard

/// The lines of a hotel's stored card (the card the store last took from a
/// book) from which a card being written over another text (the book's card
/// as it is now) gets back a value it lacks: a phone, an e-mail address or
/// a URL the store gives back (an edit undone after a sync pushed it) is
/// written as the line it was — its types, PREF, group and Apple label —
/// not as a bare new line.
struct RecalledLines {
    /// The stored card, in the version of the card written.
    private let properties: [Property]
    private let version: VCardVersion

    /// The lines of `text`, where it is a card of `version`; `nil` otherwise
    /// (a line of another version is written otherwise).
    init?(_ text: String, version: VCardVersion) {
        guard let card = VCardReader.keptCard(text), card.version == version else { return nil }
        properties = card.properties
        self.version = version
    }

    /// The `name` line that `reading` reads as `value`, then the Apple
    /// labels of its group (`item2.X-ABLabel`); the group renamed to one
    /// `used` (lower-cased) does not hold, where it holds that one. `nil`
    /// where the stored card has no such line.
    func line(_ name: String, saying value: String, reading: (Property) -> String, besides used: Set<String>) -> [Property]? {
        guard let line = properties.first(where: { $0.isNamed(name) && reading($0) == value }) else { return nil }
        guard let group = line.group else { return [line] }
        let labels = properties.filter { $0.group?.lowercased() == group.lowercased() && $0.name.uppercased().hasPrefix("X-AB") }
        guard used.contains(group.lowercased()) else { return [line] + labels }
        let free = (1...).lazy.map { "item\($0)" }.first { !used.contains($0) }!
        return ([line] + labels).map { property in
            var property = property
            property.group = free
            return property
        }
    }

    /// `property` no longer marked preferred (TYPE=pref, PREF=): a line
    /// given back beside one the card prefers now does not take its place.
    static func withoutPreference(_ property: Property) -> Property {
        var property = property
        property.parameters = property.parameters.compactMap { parameter in
            if parameter.isNamed("PREF") { return nil }
            guard parameter.isNamed("TYPE") else { return parameter }
            let values = parameter.values.filter { $0.uppercased() != "PREF" }
            if values.count == parameter.values.count { return parameter }
            return values.isEmpty ? nil : Parameter(name: parameter.name, values: values)
        }
        return property
    }

    /// The groups `properties` use, lower-cased.
    static func groups(of properties: [Property]) -> Set<String> {
        Set(properties.compactMap { $0.group?.lowercased() })
    }
}
