import VCard

/// The warnings for what a card's conversion to an earlier vCard version
/// cannot carry (``VersionConverter/losses(converting:from:to:)``), printed
/// before the card is written (by `convert --to vcard3` and `export
/// --format vcard3`), so that nothing is left out without a word.
enum VersionLossWarnings {
    /// Prints one warning per property that `version` leaves out in part;
    /// `place` names the card, and `file`, where the card was read from
    /// one, goes before it with the property's line (`book.vcf:12: card 3`).
    static func print(for card: Card, to version: VCardVersion, as place: String, file: String? = nil, to console: Console) {
        guard card.version != version else { return }
        for property in card.properties {
            for loss in VersionConverter.losses(converting: property, from: card.version, to: version) {
                let place = file.map { file in "\(file)\(property.origin.map { ":\($0.line)" } ?? ""): \(place)" } ?? place
                switch loss {
                case .geoDetail(let detail):
                    console.printError("\(place): warning: GEO's '\(detail)' (altitude, uncertainty or reference system) "
                                       + "has no place in vCard \(version.rawValue)'s GEO, two numbers; it is left out [geo-detail]")
                }
            }
        }
    }
}
