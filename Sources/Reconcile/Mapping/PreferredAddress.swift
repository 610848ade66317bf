import VCard

/// Which of a card's addresses is the hotel's: the work address (hotels'
/// cards say TYPE=work), else the first, leaving out empty ones; of a card
/// whose addresses are all empty, the first. A mailing address alone
/// (TYPE=postal, a PO box) is the hotel's only on a card with no other
/// ADR: beside one, filled or not, it is where the post goes, not the
/// hotel (a hotel whose address was emptied keeps its emptied ADR as its
/// own). Import reads this address and export writes the hotel's back into
/// it, so a round trip never moves the hotel's address into another ADR.
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
        let located = addresses.indices.filter { !isMailingOnly(addresses[$0]) }
        if !located.isEmpty {
            filled.removeAll { !located.contains($0.index) }
            if filled.isEmpty { return (located[0], nil) }
        }
        guard filled.count > 1 else { return filled.first ?? (0, nil) }
        return filled.first { addresses[$0.index].types.contains("WORK") } ?? filled[0]
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
