import VCard

/// The warnings for what xCard cannot carry of a card, printed before the
/// card is written (by `convert --to xcard` and `export --format xcard`), so
/// that nothing is left out without a word.
enum XCardLossWarnings {
    /// Prints one warning per property that xCard leaves out in whole or in part;
    /// `place` names the card (`book.vcf: card 3`, `hotels: hotel 12 (…)`),
    /// and `file`, where the card was read from one, goes before it with
    /// the property's line (`book.vcf:12: card 3`).
    static func print(for card: Card, as place: String, file: String? = nil, to console: Console) {
        if let refusal = XCardWriter.readBackRefusal(of: card) {
            console.printError("\(file.map { "\($0): " } ?? "")\(place): warning: \(refusal): written, but it will not read back "
                               + "from the xCard (write vCard or jCard for it) [xml-refused]")
        }
        for property in card.properties {
            let place = file.map { file in "\(file)\(property.origin.map { ":\($0.line)" } ?? ""): \(place)" } ?? place
            for loss in XCardWriter.losses(writing: property) {
                switch loss {
                case .property:
                    console.printError("\(place): warning: \(property.name) is not an XML name; "
                                       + "xCard cannot carry it and it is left out [xml-unexpected]")
                case .parameters(let names):
                    let one = names.count == 1
                    console.printError("\(place): warning: \(property.name)'s parameter\(one ? "" : "s") " + names.joined(separator: ", ")
                                       + " \(one ? "is" : "are") not an XML name; "
                                       + "xCard cannot carry \(one ? "it" : "them") and \(one ? "it is" : "they are") left out [xml-unexpected]")
                case .controlCharacters:
                    console.printError("\(place): warning: \(property.name) holds control characters that XML cannot carry; "
                                       + "they are left out of the xCard [xml-unexpected]")
                case .components(let count):
                    console.printError("\(place): warning: \(property.name) has \(count) component\(count == 1 ? "" : "s") of text past the last "
                                       + "xCard names; \(count == 1 ? "it is" : "they are") left out of the xCard [component-count]")
                }
            }
        }
    }
}
