/// Which ADR a vCard 2.1 or 3.0 `LABEL` spells: the one rule the address
/// views, the conversion to 4.0's `LABEL=` parameter and an export's
/// rewrite of an edited address keep.
///
/// RFC 2426 ties a LABEL to an ADR by their types alone (PREF aside). Of
/// several ADRs of its types, a LABEL spells the one whose street, else
/// whose town, its text holds, else the first; and it spells one ADR
/// only: each LABEL, in the card's order, takes an ADR no earlier one took.
/// A LABEL looks among the first ``window`` ADRs of its types not yet
/// taken. An ADR with 4.0's own `LABEL=` takes none.
public enum AddressLabels {
    /// How many ADRs not yet taken a LABEL looks among: more than any
    /// person or hotel has of one type, and a bound on the work a card of
    /// thousands of addresses costs, whatever their order (a LABEL for each
    /// ADR in the reverse order looked at every ADR before its own).
    public static let window = 64

    /// ADR index → LABEL index, both indices into `properties`; empty for
    /// a card without LABEL properties.
    ///
    /// Time linear in the card: the ADRs are grouped by their types once,
    /// each read once, and a LABEL's look takes at most ``window`` of them,
    /// stopping at the first ADR that scores all it can, which is the one
    /// the rule chooses.
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
        /// For each position in `addresses`, the first position at or after
        /// it not taken (`addresses.count` for none), as far as known: a
        /// taken position leads on, shortened as it is followed.
        var free: [Int] = []
        var left = 0

        /// The first position at or after `position` not taken.
        mutating func firstFree(from position: Int) -> Int {
            if free.isEmpty { free = Array(0...addresses.count); left = addresses.count }
            var root = position
            while free[root] != root { root = free[root] }
            var step = position
            while free[step] != root { (free[step], step) = (root, free[step]) }
            return root
        }

        /// The ADR `label` spells of those not taken: the first whose
        /// street, else whose town, its text holds, else the first.
        mutating func take(for label: Property, in properties: [Property], version: VCardVersion) -> Int? {
            let first = firstFree(from: 0)
            guard first < addresses.count else { return nil }
            var chosen = first
            if left > 1 {
                let text = ValueEscaping.unescapeText(label.value, version: version).lowercased()
                var best = 0, looked = 0, position = first
                while position < addresses.count {
                    let part = parts(of: addresses[position], in: properties, version: version)
                    let score = AddressLabels.spells(text, part.street) * 2 + AddressLabels.spells(text, part.locality)
                    if score > best { (best, chosen) = (score, position) }
                    looked += 1
                    if best == 3 || looked == AddressLabels.window { break }
                    position = firstFree(from: position + 1)
                }
            }
            free[chosen] = chosen + 1
            left -= 1
            return addresses[chosen]
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
