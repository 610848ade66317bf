import Foundation

/// Typed views over the property list. They read; they never change the card.
extension Card {
    /// The formatted name: FN, or, for a card without one (Google Contacts
    /// writes such cards), a name derived from N, ORG, NICKNAME, EMAIL or TEL
    /// (the `missing-fn` repair).
    public var formattedName: String? {
        if let fn = first("FN") { return ValueEscaping.unescapeText(fn.value, version: version) }
        return derivedFormattedName
    }

    /// The name derived for a card without FN, as ``formattedName`` gives it.
    public var derivedFormattedName: String? {
        if let name = structuredName {
            let text = [name.prefixes, name.given, name.additional, name.family, name.suffixes]
                .flatMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty { return text }
        }
        if let org = organization.first(where: { !$0.isEmpty }) { return org }
        for candidate in ["NICKNAME", "EMAIL", "TEL"] {
            if let property = first(candidate) {
                let text = ValueEscaping.unescapeText(property.value, version: version).trimmingASCIIWhitespace()
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// N: family, given, additional names, prefixes and suffixes.
    public var structuredName: StructuredName? {
        guard let property = first("N") else { return nil }
        let parts = ValueEscaping.components(property.value, version: version)
        func part(_ index: Int) -> [String] { index < parts.count ? parts[index].filter { !$0.isEmpty } : [] }
        return StructuredName(family: part(0), given: part(1), additional: part(2), prefixes: part(3), suffixes: part(4))
    }

    /// ORG: the organization name, then its units.
    public var organization: [String] {
        guard let property = first("ORG") else { return [] }
        return ValueEscaping.components(property.value, version: version).map { $0.joined(separator: ",") }
    }

    /// Every ADR, with its 4.0 `LABEL=` or the 2.1/3.0 LABEL that spells it
    /// (``AddressLabels``) attached.
    public var addresses: [Address] {
        func address(_ property: Property, label: Property?) -> Address {
            let text = property.parameter("LABEL")?.values.first.map(Parameter.labelText)
                ?? label.map { ValueEscaping.unescapeText($0.value, version: version) }
            return Address(value: property.value, version: version, types: property.types, label: text)
        }
        // Most cards have no LABEL property: their ADRs alone are read.
        guard first("LABEL") != nil else { return all("ADR").map { address($0, label: nil) } }
        let properties = self.properties
        let labels = AddressLabels.pairs(in: properties, version: version)
        return properties.indices.filter { properties[$0].isNamed("ADR") }.map { address(properties[$0], label: labels[$0].map { properties[$0] }) }
    }

    /// TEL values, as text (a 4.0 `tel:` URI without its scheme).
    public var phones: [String] {
        all("TEL").map { property in
            let text = ValueEscaping.unescapeText(property.value, version: version)
            return text.lowercased().hasPrefix("tel:") ? String(text.dropFirst(4)) : text
        }
    }

    /// EMAIL values.
    public var emails: [String] { all("EMAIL").map { ValueEscaping.unescapeText($0.value, version: version) } }

    /// URL values (Google escapes their colons; the escapes are undone).
    public var urls: [String] { all("URL").map { ValueEscaping.unescapeText($0.value, version: version) } }

    /// GEO, from 3.0's `lat;lon` or 4.0's `geo:lat,lon` (or a mix of the two).
    public var geo: Geo? { first("GEO").flatMap { Geo(value: $0.value) } }

    /// UID.
    public var uid: String? { first("UID").map { ValueEscaping.unescapeText($0.value, version: version) } }

    /// REV, as written.
    public var revision: String? { first("REV")?.value }

    /// CATEGORIES values, from every CATEGORIES property.
    public var categories: [String] {
        all("CATEGORIES").flatMap { ValueEscaping.list($0.value, version: version) }.filter { !$0.isEmpty }
    }

    /// What the card is of (`individual`, `group`, `org`, `location`…),
    /// lower-cased: its KIND (4.0), else Apple's `X-ADDRESSBOOKSERVER-KIND`
    /// (3.0, where Apple writes its group cards' kind).
    public var kind: String? { Self.kind(first("KIND"), apple: first("X-ADDRESSBOOKSERVER-KIND")) }

    /// The rule of ``kind``, for a reader that finds a card's properties its
    /// own way (in one pass over many names): the kind that the card's first
    /// `KIND` and first `X-ADDRESSBOOKSERVER-KIND` say, KIND deciding where
    /// there is one.
    public static func kind(_ kind: Property?, apple: Property?) -> String? {
        (kind ?? apple).map { $0.value.lowercased() }
    }

    /// NOTE, with escapes undone.
    public var note: String? { first("NOTE").map { ValueEscaping.unescapeText($0.value, version: version) } }

    /// PHOTO, as inline data or a URI.
    public var photo: Photo? { first("PHOTO").map { Photo(property: $0) } }
}

/// The N property: each part may hold several values.
public struct StructuredName: Sendable, Hashable {
    /// The family names (surnames), unescaped; empty values left out.
    public var family: [String]
    /// The given (first) names.
    public var given: [String]
    /// The additional (middle) names.
    public var additional: [String]
    /// The honorific prefixes (`Dr.`, `Mrs.`).
    public var prefixes: [String]
    /// The honorific suffixes (`Jr.`, `M.D.`).
    public var suffixes: [String]
}

/// Coordinates in decimal degrees (WGS 84).
public struct Geo: Sendable, Hashable {
    /// Degrees north, from -90 to 90 (negative south).
    public var latitude: Double
    /// Degrees east, from -180 to 180 (negative west).
    public var longitude: Double

    /// A position from its two numbers, taken as given: the range is
    /// checked only by ``init(value:)``.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Reads `37.38;-122.08` (3.0), `geo:37.38,-122.08` (4.0, with an optional
    /// `;crs=` or `;u=` part), and the escaped `geo:37.38\,-122.08` some write.
    public init?(value: String) {
        guard let numbers = Self.numbers(in: value) else { return nil }
        self.init(latitude: numbers.latitude, longitude: numbers.longitude)
    }

    /// `value`, a GEO of any version, written for `version` with its two
    /// numbers as they are written (their digits say how precise they are)
    /// where RFC 5870 takes them so (`-` and digits, perhaps a point and
    /// digits); others (`1e-05`, `+52.5`, `.5`) written afresh. `nil` when
    /// it is no position.
    public static func converting(_ value: String, to version: VCardVersion) -> String? {
        numbers(in: value).map { found in
            joined(isPlainDecimal(found.latitudeText) ? found.latitudeText : decimal(found.latitude),
                   isPlainDecimal(found.longitudeText) ? found.longitudeText : decimal(found.longitude), for: version)
        }
    }

    /// Whether `text` is RFC 5870's number: `-`, digits, then perhaps a
    /// point and digits; not `-0` (which geo URIs do not write).
    private static func isPlainDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View.SubSequence) in !part.isEmpty && part.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard parts.allSatisfy(isDigits) else { return false }
        return !(text.hasPrefix("-") && bytes.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") })
    }

    /// What a 4.0 GEO's geo URI says past its two numbers — an altitude,
    /// RFC 5870's `crs=` and `u=` (uncertainty) parameters — as written
    /// (`171;u=35`): what a GEO of 3.0 or 2.1, two numbers, cannot hold.
    /// `nil` when there is nothing more, or `value` is no geo URI.
    public static func detailPastPosition(_ value: String) -> String? {
        let uri = Self.uri(value).trimmingCharacters(in: .whitespaces)
        guard uri.lowercased().hasPrefix("geo:"), numbers(in: uri) != nil else { return nil }
        let body = uri.dropFirst(4)
        let position = body.prefix { $0 != ";" }
        let parameters = body.dropFirst(position.count).drop { $0 == ";" }
        let altitude = position.split(separator: ",", omittingEmptySubsequences: false).dropFirst(2)
        let detail = (altitude.map(String.init) + (parameters.isEmpty ? [] : [String(parameters)])).joined(separator: ";")
        return detail.isEmpty ? nil : detail
    }

    /// A 4.0 GEO's geo URI without the backslash some writers put before
    /// its comma (`geo:37.38\,-122.08`: a geo URI has no backslash), as
    /// xCard and jCard carry it.
    public static func uri(_ value: String) -> String {
        value.contains("\\,") ? value.replacingOccurrences(of: "\\,", with: ",") : value
    }

    /// The GEO value for `version`: `lat;lon` before 4.0, `geo:lat,lon` in 4.0.
    public func value(for version: VCardVersion) -> String {
        Self.joined(Self.decimal(latitude), Self.decimal(longitude), for: version)
    }

    private static func joined(_ latitude: String, _ longitude: String, for version: VCardVersion) -> String {
        version == .v4_0 ? "geo:\(latitude),\(longitude)" : "\(latitude);\(longitude)"
    }

    /// The two numbers of a GEO value, and their text as written.
    private static func numbers(in value: String)
        -> (latitude: Double, longitude: Double, latitudeText: String, longitudeText: String)? {
        // GEO values are ASCII: work on the bytes, without the backslashes.
        var bytes = value.utf8.filter { $0 != UInt8(ascii: "\\") }[...]
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        if bytes.count >= 4 {
            var start = bytes.startIndex
            while start < bytes.endIndex, isSpace(bytes[start]) { start += 1 }
            if bytes[start...].prefix(4).map({ $0 | 0x20 }) == Array("geo:".utf8) {
                bytes = bytes[(start + 4)...]
                if let semicolon = bytes.firstIndex(of: UInt8(ascii: ";")) { bytes = bytes[..<semicolon] }
            }
        }
        let parts = bytes.split { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }
        func text(_ part: ArraySlice<UInt8>) -> String {
            var part = part
            while let first = part.first, isSpace(first) { part.removeFirst() }
            while let last = part.last, isSpace(last) { part.removeLast() }
            return String(decoding: part, as: UTF8.self)
        }
        guard parts.count >= 2 else { return nil }
        let latitudeText = text(parts[0]), longitudeText = text(parts[1])
        guard let lat = DecimalNumber.parse(latitudeText), let lon = DecimalNumber.parse(longitudeText),
              (-90...90).contains(lat), (-180...180).contains(lon) else { return nil }
        return (lat, lon, latitudeText, longitudeText)
    }

    /// A number in decimal notation, never with an exponent (which no GEO
    /// reader takes): as short as gives the number back, `.0` left out.
    static func decimal(_ number: Double) -> String {
        guard number != 0 else { return "0" }  // not "-0"
        var text = String(number)
        if text.contains("e") {
            // Only below 1e-4 in size, for a coordinate: seven places are
            // a centimetre's precision.
            let scaled = Int((abs(number) * 1e7).rounded())
            var digits = String(scaled)
            digits = String(repeating: "0", count: max(0, 7 - digits.count)) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text = (number < 0 && scaled > 0 ? "-" : "") + (digits.isEmpty ? "0" : "0." + digits)
        }
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

/// A PHOTO (or LOGO): inline data or a link.
public struct Photo: Sendable, Hashable {
    /// The media type, when the card says (`image/jpeg`).
    public var mediaType: String?
    /// The URI, for a linked photo or a 4.0 `data:` URI.
    public var uri: String?
    /// The base64 text, for a 2.1/3.0 inline photo.
    public var base64: String?

    /// Reads a PHOTO (or LOGO) property as it is written in any version.
    public init(property: Property) {
        if property.isInlineBinary {
            let base64 = property.value.filter { !$0.isWhitespace }
            self.base64 = base64
            let type = property.parameter("TYPE")?.values.first
                ?? property.parameters.first(where: { $0.name == nil && $0.canonicalName == "TYPE" })?.rawValue
            mediaType = MediaType.ofInline(property: "PHOTO", typeValue: type ?? "", base64: base64)
        } else {
            uri = property.value
            // A data: URI's own media type, where it names one, comes before MEDIATYPE.
            mediaType = DataURI(property.value)?.mediaType ?? property.parameter("MEDIATYPE")?.values.first
        }
    }

    /// The image's bytes: inline base64 (2.1/3.0) or a base64 `data:` URI;
    /// `nil` for a link, or for text that is not base64.
    public var bytes: [UInt8]? {
        var encoded: Substring
        if let base64 {
            encoded = Substring(base64)
        } else if let uri, let data = DataURI(uri), data.isBase64 {
            encoded = data.payload
        } else {
            return nil
        }
        if encoded.contains(where: \.isWhitespace) { encoded = Substring(encoded.filter { !$0.isWhitespace }) }
        // Writers leave the padding out now and then.
        let padding = String(repeating: "=", count: (4 - encoded.utf8.count % 4) % 4)
        return Data(base64Encoded: String(encoded) + padding).map { [UInt8]($0) }
    }

    /// A PHOTO holding `bytes`, an image in `format`, in `version`'s own
    /// syntax: `PHOTO;ENCODING=b;TYPE=JPEG:…` (2.1: `ENCODING=BASE64`)
    /// before 4.0, `PHOTO:data:image/jpeg;base64,…` in 4.0 (and so in
    /// xCard and jCard). These are what ``VersionConverter`` makes of each
    /// other, so converting a card changes nothing else.
    public static func property(bytes: [UInt8], format: ImageFormat, version: VCardVersion) -> Property {
        let encoded = Data(bytes).base64EncodedString()
        guard version != .v4_0 else { return Property(name: "PHOTO", value: DataURI(mediaType: format.mediaType, base64: encoded).description) }
        return Property(name: "PHOTO", parameters: [Parameter(name: "ENCODING", rawValue: version == .v2_1 ? "BASE64" : "b"),
                                                    Parameter(name: "TYPE", rawValue: format.typeValue)], value: encoded)
    }
}

extension Substring {
    func trimmingCharactersInASCIISpace() -> String { String(self).trimmingASCIIWhitespace() }
}
