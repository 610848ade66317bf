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
    public static func pairs(in properties: [Property], version: VCardVersion) -> [Int: Int] {
        guard properties.contains(where: { $0.isNamed("LABEL") }) else { return [:] }
        let addresses = properties.indices.filter { properties[$0].isNamed("ADR") && properties[$0].parameter("LABEL") == nil }
        var pairs: [Int: Int] = [:]
        for index in properties.indices where properties[index].isNamed("LABEL") {
            let types = properties[index].typesBesidesPref
            let candidates = addresses.filter { pairs[$0] == nil && properties[$0].typesBesidesPref == types }
            guard var chosen = candidates.first else { continue }
            if candidates.count > 1 {
                let text = ValueEscaping.unescapeText(properties[index].value, version: version).lowercased()
                var best = 0
                for candidate in candidates {
                    let address = Address(value: properties[candidate].value, version: version)
                    let score = spells(text, address.street) * 2 + spells(text, address.locality)
                    if score > best { (best, chosen) = (score, candidate) }
                }
            }
            pairs[chosen] = index
        }
        return pairs
    }

    /// 1 when `text` (lower-cased) holds the address part `part`, else 0.
    private static func spells(_ text: String, _ part: String) -> Int {
        let part = part.trimmingASCIIWhitespace().lowercased()
        return !part.isEmpty && text.contains(part) ? 1 : 0
    }
}
