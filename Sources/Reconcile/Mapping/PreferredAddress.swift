import VCard

/// Which of a card's addresses is the hotel's: the one an export marked as
/// the hotel's when it emptied it (``StoreProperties/emptiedAddress``),
/// filled or not (of two, the filled one); else the work address (hotels'
/// cards say TYPE=work), else the first, leaving out empty ones; of a card
/// whose addresses are all empty, the first. A mailing address alone
/// (TYPE=postal, a PO box) comes after every other filled ADR, and after an
/// empty one typed WORK in 3.0 or 4.0: that is the hotel's address emptied
/// (an export writes it so), and the post's address is not the hotel's.
/// (vCard 2.1's POSTAL, PARCEL on a card's only filled ADR, its default
/// types, is read as ever: hotels writes no 2.1.) Import reads this
/// address and export writes the hotel's back into it, so a round trip
/// never moves the hotel's address into another ADR.
enum PreferredAddress {
    /// The position in `addresses` (a card's ADR properties, in order) of
    /// the hotel's address, and the address when it is filled in. The types
    /// are read only when there is a choice to make.
    static func find(in addresses: [Property], version: VCardVersion) -> (index: Int, address: Address?)? {
        // Of two marked (a card copied by hand), the one filled in.
        let marked = addresses.indices.filter { StoreProperties.isEmptiedAddress(addresses[$0]) }
        if let first = marked.first {
            for index in marked {
                let address = Address(value: addresses[index].value, version: version)
                if !address.isEmpty { return (index, address) }
            }
            return (first, nil)
        }
        var filled: [(index: Int, address: Address)] = []
        for (index, property) in addresses.enumerated() {
            let address = Address(value: property.value, version: version)
            if !address.isEmpty { filled.append((index, address)) }
        }
        guard addresses.count > 1 else { return filled.first ?? (addresses.isEmpty ? nil : (0, nil)) }
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
