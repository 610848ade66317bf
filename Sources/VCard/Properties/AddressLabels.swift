/// Which ADR a vCard 2.1 or 3.0 `LABEL` spells: the one rule the address
/// views, the conversion to 4.0's `LABEL=` parameter and an export's
/// rewrite of an edited address keep.
///
/// RFC 2426 ties a LABEL to an ADR by their types alone (PREF aside). Of
/// several ADRs of its types, a LABEL spells the one whose street, else
/// whose town, its text holds, else the first; and it spells one ADR
/// only: each LABEL, in the card's order, takes an ADR no earlier one took.
/// An ADR with 4.0's own `LABEL=` takes none.
public enum AddressLabels {
    /// ADR index → LABEL index, both indices into `properties`; empty for
    /// a card without LABEL properties.
    ///
    /// Time linear in the card where each LABEL spells its own address
    /// (its street and town): the ADRs are grouped by their types once, each
    /// read once, and a LABEL's look stops at the first ADR that scores all
    /// it can, which is the one the rule chooses.
    public static func pairs(in properties: [Property], version: VCardVersion) -> [Int: Int] {
        guard properties.contains(where: { $0.isNamed("LABEL") }) else { return [:] }
        var groups: [Set<String>: Group] = [:]
        for index in properties.indices where properties[index].isNamed("ADR") && properties[index].parameter("LABEL") == nil {
            groups[properties[index].typesBesidesPref, default: Group()].addresses.append(index)
        }
        var pairs: [Int: Int] = [:]
        for index in properties.indices where properties[index].isNamed("LABEL") {
            let types = properties[index].typesBesidesPref
            guard var group = groups[types] else { continue }
            groups[types] = nil  // Held apart while it changes, so that it is not copied.
            if let chosen = group.take(for: properties[index], in: properties, version: version) { pairs[chosen] = index }
            groups[types] = group
        }
        return pairs
    }

    /// The ADRs of one set of types, in the card's order, and which of them
    /// a LABEL took.
    private struct Group {
        var addresses: [Int] = []
        /// The street and town of each, lower-cased, read when first asked.
        var parts: [Int: (street: String, locality: String)] = [:]
        var taken: Set<Int> = []
        /// How many of `addresses`, from the first, are taken.
        var takenPrefix = 0

        /// The ADR `label` spells of those not taken: the first whose
        /// street, else whose town, its text holds, else the first.
        mutating func take(for label: Property, in properties: [Property], version: VCardVersion) -> Int? {
            while takenPrefix < addresses.count, taken.contains(addresses[takenPrefix]) { takenPrefix += 1 }
            guard takenPrefix < addresses.count else { return nil }
            var chosen = addresses[takenPrefix]
            if addresses.count - taken.count > 1 {
                let text = ValueEscaping.unescapeText(label.value, version: version).lowercased()
                var best = 0
                for candidate in addresses[takenPrefix...] where !taken.contains(candidate) {
                    let part = parts(of: candidate, in: properties, version: version)
                    let score = AddressLabels.spells(text, part.street) * 2 + AddressLabels.spells(text, part.locality)
                    if score > best { (best, chosen) = (score, candidate) }
                    if best == 3 { break }
                }
            }
            taken.insert(chosen)
            return chosen
        }

        private mutating func parts(of candidate: Int, in properties: [Property], version: VCardVersion) -> (street: String, locality: String) {
            if let read = parts[candidate] { return read }
            let address = Address(value: properties[candidate].value, version: version)
            let read = (street: address.street.trimmingASCIIWhitespace().lowercased(),
                        locality: address.locality.trimmingASCIIWhitespace().lowercased())
            parts[candidate] = read
            return read
        }
    }

    /// 1 when `text` (lower-cased) holds the address part `part` (lower-cased), else 0.
    private static func spells(_ text: String, _ part: String) -> Int {
        !part.isEmpty && text.contains(part) ? 1 : 0
    }
}
