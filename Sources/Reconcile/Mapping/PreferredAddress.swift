import VCard

/// Which of a card's addresses is the hotel's: the work address (hotels'
/// cards say TYPE=work), else the first, leaving out empty ones; of a card
/// whose addresses are all empty, the first. A mailing address alone
/// (TYPE=postal, a PO box) comes after every other filled ADR, and after an
/// empty one typed WORK in 3.0 or 4.0: that is the hotel's address emptied
/// (an export writes it so), and the post's address is not the hotel's.
/// (vCard 2.1's POSTAL, PARCEL on a card's only filled ADR, its default
/// types, is read as ever: hotels writes no 2.1.) Import reads this
/// address and export writes the hotel's back into it, so a round trip
/// never moves the hotel's address into another ADR. An empty ADR marked
/// preferred (3.0's TYPE=pref, 4.0's PREF) beside filled ones none of which
/// is is the hotel's address emptied too: an export marks it so where
/// another ADR of the card (a home's) would be read in its place.
enum PreferredAddress {
    /// The position in `addresses` (a card's ADR properties, in order) of
    /// the hotel's address, and the address when it is filled in. The types
    /// are read only when there is a choice to make.
    static func find(in addresses: [Property], version: VCardVersion) -> (index: Int, address: Address?)? {
        var filled: [(index: Int, address: Address)] = []
        for (index, property) in addresses.enumerated() {
            let address = Address(value: property.value, version: version)
            if !address.isEmpty { filled.append((index, address)) }
        }
        guard addresses.count > 1 else { return filled.first ?? (addresses.isEmpty ? nil : (0, nil)) }
        if version != .v2_1, !filled.isEmpty, !filled.contains(where: { isPreferred(addresses[$0.index]) }),
           let emptied = addresses.indices.first(where: { isPreferred(addresses[$0]) && Address(value: addresses[$0].value, version: version).isEmpty }) {
            return (emptied, nil)
        }
        let located = filled.filter { !isMailingOnly(addresses[$0.index]) }
        if !located.isEmpty {
            filled = located
        } else if version != .v2_1, !filled.isEmpty,
                  let emptied = addresses.indices.first(where: { addresses[$0].types.contains("WORK") && !isMailingOnly(addresses[$0]) }) {
            // Only mailing addresses filled, beside an empty WORK ADR: the hotel's, emptied.
            return (emptied, nil)
        }
        guard filled.count > 1 else {
            return filled.first ?? (addresses.indices.first { !isMailingOnly(addresses[$0]) } ?? 0, nil)
        }
        return filled.first { addresses[$0.index].types.contains("WORK") } ?? filled[0]
    }

    /// Whether an ADR is marked preferred: 3.0's TYPE=pref, 4.0's PREF parameter.
    static func isPreferred(_ property: Property) -> Bool {
        property.types.contains("PREF") || property.parameter("PREF") != nil
    }

    /// Marks the hotel's address, emptied, where another of `card`'s ADRs
    /// would be read in its place (``find(in:version:)``): the first empty
    /// ADR typed WORK, else the first empty one that is no mailing address,
    /// is marked preferred. A card whose address stays its hotel's is left as it is.
    static func keepEmptied(in card: inout Card) {
        let version = card.version
        guard version != .v2_1 else { return }
        let addresses = card.properties.indices.filter { card.properties[$0].isNamed("ADR") }
        guard addresses.count > 1, find(in: addresses.map { card.properties[$0] }, version: version)?.address != nil else { return }
        let empty = addresses.filter { Address(value: card.properties[$0].value, version: version).isEmpty }
        guard let emptied = empty.first(where: { card.properties[$0].types.contains("WORK") })
                ?? empty.first(where: { !isMailingOnly(card.properties[$0]) }) else { return }
        card.properties[emptied].parameters.append(version == .v4_0 ? Parameter(name: "PREF", values: ["1"])
                                                                     : Parameter(name: "TYPE", values: ["pref"]))
    }

    /// Whether an ADR is typed as a mailing address and nothing a place is:
    /// POSTAL (or PARCEL), with no WORK nor HOME.
    private static func isMailingOnly(_ property: Property) -> Bool {
        let types = property.types
        return (types.contains("POSTAL") || types.contains("PARCEL")) && !types.contains("WORK") && !types.contains("HOME")
    }
}

extension Address {
    /// Whether every part is empty (or spaces): no address to go by.
    var isEmpty: Bool {
        [street, locality, region, postalCode, country, postOfficeBox, extended].allSatisfy {
            $0.allSatisfy { $0 == " " }
        }
    }
}
