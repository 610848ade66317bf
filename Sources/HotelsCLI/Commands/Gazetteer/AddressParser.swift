import Gazetteer

/// Splits a one-line address ("1 Dr Carlton B Goodlett Pl, San Francisco,
/// CA 94102") into the parts the geocoder takes.
///
/// Works from the end, comma by comma: a country name or code; then the last
/// part, with a postal code at its end ("CA 94102", "London SW1A 1AA") or at
/// its start ("75002 Paris"); what precedes a trailing code is a region when
/// another part comes before it; a last part after a part without digits is
/// a region ("Munich, Bavaria", "Springfield, IL"); the part before is the
/// locality, and whatever is left is the street.
enum AddressParser {
    /// The readings of `text` worth trying, most likely first (see
    /// ``OfflineGeocoder/geocode(readings:)``). A last part that names a
    /// country is also read as a region, since many do both ("Springfield,
    /// IL", "Hoboken, Georgia"), a reading that counts only where it finds
    /// the locality; a text that is only a country name is also read as the
    /// country.
    static func interpretations(_ text: String) -> [AddressReading] {
        let first = parse(text)
        var readings = [AddressReading(first)]
        if !first.country.isEmpty {
            var asRegion = parse(text, countryAllowed: false)
            if asRegion.region.isEmpty { asRegion = first; asRegion.region = first.country; asRegion.country = "" }
            readings.append(AddressReading(asRegion, needsLocality: true))
        }
        let trimmed = text.trimmed
        if !trimmed.contains(","), Country.named(trimmed) != nil {
            readings.append(AddressReading(PostalAddress(country: trimmed)))
        }
        return readings
    }

    static func parse(_ text: String, countryAllowed: Bool = true) -> PostalAddress {
        var parts = text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        var address = PostalAddress()
        if countryAllowed, parts.count > 1, let last = parts.last, Country.named(last) != nil {
            address.country = last
            parts.removeLast()
        }
        guard let last = parts.popLast() else { return address }
        var words = last.split(separator: " ").map(String.init)
        enum CodePosition { case none, end, start }
        var position = CodePosition.none
        if words.count >= 2, isTwoWordCode(words[words.count - 2], words[words.count - 1]) {
            address.postalCode = words.suffix(2).joined(separator: " ")
            words.removeLast(2)
            position = .end
        } else if let end = words.last, looksPostal(end) {
            address.postalCode = end
            words.removeLast()
            position = .end
        } else if words.count > 2, isTwoWordCode(words[0], words[1]) {
            // European order with a two-word code: "1012 AB Amsterdam".
            address.postalCode = words[0] + " " + words[1]
            words.removeFirst(2)
            position = .start
        } else if words.count > 1, looksPostal(words[0]) {
            address.postalCode = words.removeFirst()
            position = .start
        }
        let rest = words.joined(separator: " ")
        switch position {
        case .end where rest.isEmpty:
            if let previous = parts.popLast() { address.locality = previous }
        case .end:
            if let previous = parts.popLast() {
                address.region = rest
                address.locality = previous
            } else {
                address.locality = rest
            }
        case .start:
            address.locality = rest
        case .none:
            if let previous = parts.last, !previous.contains(where: \.isNumber) {
                address.region = rest
                address.locality = parts.removeLast()
            } else {
                address.locality = rest
            }
        }
        address.street = parts.joined(separator: ", ")
        return address
    }

    /// One word shaped like a postal code: digits with at most one dash
    /// ("94103-1234", "490-1401"), or a letter prefix and digits ("D-10115").
    static func looksPostal(_ word: String) -> Bool {
        let bytes = Array(word.uppercased().utf8)
        guard (3...11).contains(bytes.count) else { return false }
        func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        let dashes = bytes.filter { $0 == UInt8(ascii: "-") }.count
        if dashes <= 1, bytes.allSatisfy({ digit($0) || $0 == UInt8(ascii: "-") }), bytes.first.map(digit) == true,
           bytes.last.map(digit) == true {
            return true
        }
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")), (1...2).contains(dash), bytes[..<dash].allSatisfy(letter),
           bytes.count - dash > 3, bytes[(dash + 1)...].allSatisfy(digit) {
            return true
        }
        return false
    }

    /// Two words that together are a postal code: Canadian "M5V 3L9",
    /// British "SW1A 1AA", Dutch "1012 AB".
    static func isTwoWordCode(_ first: String, _ second: String) -> Bool {
        let a = Array(first.uppercased().utf8), b = Array(second.uppercased().utf8)
        func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        if a.count == 3, b.count == 3, letter(a[0]), digit(a[1]), letter(a[2]), digit(b[0]), letter(b[1]), digit(b[2]) { return true }
        if (2...4).contains(a.count), letter(a[0]), a.contains(where: digit), a.allSatisfy({ letter($0) || digit($0) }),
           b.count == 3, digit(b[0]), letter(b[1]), letter(b[2]) { return true }
        if a.count == 4, a.allSatisfy(digit), b.count == 2, b.allSatisfy(letter) { return true }
        return false
    }
}
