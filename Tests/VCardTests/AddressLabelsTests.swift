import HotelsTestSupport
import Testing
@testable import VCard

/// ``AddressLabels/pairs(in:version:)`` reads each ADR once and stops at
/// the first ADR a LABEL spells in full: the same pairs as the rule read
/// plainly (every LABEL scoring the first 64 ADRs of its types not taken),
/// in time linear in the card's addresses (a scale probe: 4,000 ADR and
/// 4,000 LABEL lines took 30 s to convert to 4.0, and 7.3 s in the reverse order).
struct AddressLabelsTests {
    /// The rule as RFC 2426 and the type's doc state it, read plainly.
    static func plainPairs(in properties: [Property], version: VCardVersion) -> [Int: Int] {
        let addresses = properties.indices.filter { properties[$0].isNamed("ADR") && properties[$0].parameter("LABEL") == nil }
        var pairs: [Int: Int] = [:]
        for index in properties.indices where properties[index].isNamed("LABEL") {
            let types = properties[index].typesBesidesPref
            let candidates = addresses.filter { pairs[$0] == nil && properties[$0].typesBesidesPref == types }.prefix(AddressLabels.window)
            guard var chosen = candidates.first else { continue }
            if candidates.count > 1 {
                let text = ValueEscaping.unescapeText(properties[index].value, version: version).lowercased()
                var best = 0
                for candidate in candidates {
                    let address = Address(value: properties[candidate].value, version: version)
                    func spells(_ part: String) -> Int {
                        let part = part.trimmingASCIIWhitespace().lowercased()
                        return !part.isEmpty && text.contains(part) ? 1 : 0
                    }
                    let score = spells(address.street) * 2 + spells(address.locality)
                    if score > best { (best, chosen) = (score, candidate) }
                }
            }
            pairs[chosen] = index
        }
        return pairs
    }

    @Test("the same pairs as the rule read plainly, on seeded cards of ADRs and LABELs in any order: 3,000 small, 100 of up to 400 lines",
          arguments: [(3_000, 7), (100, 400)])
    func sameAsPlainRule(cards: Int, most: Int) {
        var generator = SeededRandom(seed: 0x1ABE15 &+ UInt64(most))
        let streets = ["Rua Augusta 1", "Rua Augusta 10", "Hauptstr. 5", "", "Main St 1"] + (most > 7 ? (0..<40).map { "Street \($0)" } : [])
        let towns = ["Lisboa", "Berlin", "", "Lisbon"]
        let types = [["WORK"], ["HOME"], ["WORK", "PREF"], [], ["work"]]
        for _ in 0..<cards {
            var properties = [Property(name: "FN", value: "Hotel")]
            for _ in 0..<Int.random(in: 0...most, using: &generator) {
                let street = streets.randomElement(using: &generator)!, town = towns.randomElement(using: &generator)!
                let type = types.randomElement(using: &generator)!
                let parameters = type.isEmpty ? [] : [Parameter(name: "TYPE", values: type)]
                if Bool.random(using: &generator) {
                    var adr = parameters
                    if Int.random(in: 0..<8, using: &generator) == 0 { adr.append(Parameter(name: "LABEL", values: ["x"])) }
                    properties.append(Property(name: "ADR", parameters: adr, value: ";;\(street);\(town);;;"))
                } else {
                    let text = [street, town].filter { _ in Bool.random(using: &generator) }.joined(separator: "\\n")
                    properties.append(Property(name: "LABEL", parameters: parameters, value: text))
                }
            }
            properties.shuffle(using: &generator)
            #expect(AddressLabels.pairs(in: properties, version: .v3_0) == Self.plainPairs(in: properties, version: .v3_0),
                    "\(properties.map { "\($0.name);\($0.parameters.map(\.values)):\($0.value)" })")
        }
    }

    @Test("4,000 ADRs each with its LABEL pair up in order, 'Street 1' not taken for 'Street 10'")
    func manyAddresses() {
        let count = 4_000
        let properties = (0..<count).map { Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"])],
                                                    value: ";;Street \($0);Berlin;;10117;Germany") }
            + (0..<count).map { Property(name: "LABEL", parameters: [Parameter(name: "TYPE", values: ["work"])],
                                         value: "Street \($0)\\nBerlin 10117\\nGermany") }
        let pairs = AddressLabels.pairs(in: properties, version: .v3_0)
        #expect(pairs.count == count)
        #expect(pairs.allSatisfy { $0.value == $0.key + count })
    }

    /// A probe's: each LABEL after all the ADRs, in the reverse order,
    /// looked at every ADR before its own (4,000 pairs: 7.3 s to convert).
    /// A LABEL looks among the first 64 not taken, and every ADR is taken
    /// once. (The bench's wide-card run times 4,000.)
    @Test("1,000 ADRs whose LABELs come in the reverse order: each LABEL takes one ADR, looking among 64, as the rule read plainly")
    func reverseOrder() {
        let count = 1_000
        let work = [Parameter(name: "TYPE", values: ["work"])]
        let properties = (0..<count).map { Property(name: "ADR", parameters: work, value: ";;Street \($0);Berlin;;10117;Germany") }
            + (0..<count).reversed().map { Property(name: "LABEL", parameters: work, value: "Street \($0)\\nBerlin 10117\\nGermany") }
        let pairs = AddressLabels.pairs(in: properties, version: .v3_0)
        #expect(pairs.count == count && Set(pairs.values).count == count)
        #expect(pairs == Self.plainPairs(in: properties, version: .v3_0))
    }
}
