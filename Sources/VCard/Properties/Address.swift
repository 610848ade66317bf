import AddressText

/// A postal address, the typed view of one `ADR` property.
///
/// Each component is decoded text; one that holds several values (`,` in
/// 3.0 and 4.0) has them joined by ", ".
public struct Address: Sendable, Hashable {
    /// The post office box, ADR's first component (RFC 6350 asks that it be
    /// left empty).
    public var postOfficeBox = ""
    /// The extended address (apartment, suite, floor), the second component
    /// (RFC 6350 asks that it be left empty).
    public var extended = ""
    /// The street address, the third component.
    public var street = ""
    /// The city, town or village, the fourth component.
    public var locality = ""
    /// The state, province or other region, the fifth component.
    public var region = ""
    /// The postal code, the sixth component.
    public var postalCode = ""
    /// The country name, the seventh component, as written.
    public var country = ""
    /// TYPE values, upper-cased (`HOME`, `WORK`, `POSTAL` …).
    public var types: [String] = []
    /// The formatted label: 4.0's `LABEL=` parameter, or a 3.0 `LABEL` property
    /// of the same type.
    public var label: String?

    /// An address of the given parts; any not given is empty.
    public init(postOfficeBox: String = "", extended: String = "", street: String = "", locality: String = "",
                region: String = "", postalCode: String = "", country: String = "", types: [String] = [], label: String? = nil) {
        self.postOfficeBox = postOfficeBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.types = types
        self.label = label
    }

    /// Reads an ADR value. A whole address stuffed into the street component
    /// is split into its parts (the `address-in-street` repair).
    public init(value: String, version: VCardVersion, types: [String] = [], label: String? = nil) {
        let parts = StructuredValue.components(value, version: version, count: 7, joinedBy: ", ")
        self.init(postOfficeBox: parts[0], extended: parts[1], street: parts[2], locality: parts[3],
                  region: parts[4], postalCode: parts[5], country: parts[6], types: types, label: label)
        if AddressRepair.streetHoldsWholeAddress(value) {
            AddressRepair.split(into: &self)
        }
    }

    /// The ADR value text for `version`.
    public func value(for version: VCardVersion) -> String {
        ValueEscaping.joinComponents(Part.allCases.map { [self[$0]] }, version: version)
    }

    /// The seven components of ADR, in their order.
    public enum Part: Int, CaseIterable, Sendable {
        case postOfficeBox, extended, street, locality, region, postalCode, country
    }

    /// The decoded text of one component.
    public subscript(part: Part) -> String {
        switch part {
        case .postOfficeBox: postOfficeBox
        case .extended: extended
        case .street: street
        case .locality: locality
        case .region: region
        case .postalCode: postalCode
        case .country: country
        }
    }

    /// `written`, an ADR value of `version`, with `parts` written from this
    /// address and every other component as it was written: its escaping,
    /// and its several values (`,` in 3.0 and 4.0, RFC 6350 3.3), which this
    /// address holds joined by ", ". A value whose whole address was in its
    /// street (the `address-in-street` repair) is written afresh.
    ///
    /// RFC 9554's components past the seventh spell the address in finer
    /// parts: those of the street (room to building, landmark, direction)
    /// go when the street is written, those of the locality (subdistrict,
    /// district) when the locality is, so that none says the old address.
    public func value(over written: String, parts: Set<Part>, version: VCardVersion) -> String {
        guard !AddressRepair.streetHoldsWholeAddress(written) else { return value(for: version) }
        var components = ValueEscaping.split(written, at: ";")
        if components.count < Part.allCases.count {
            // A lone backslash that ended the value would escape the ';' after it.
            if let last = components.indices.last, components[last].reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 {
                components[last] += "\\"
            }
            components += Array(repeating: "", count: Part.allCases.count - components.count)
        }
        for part in parts {
            components[part.rawValue] = ValueEscaping.escapeText(self[part], version: version)
        }
        var finer: [Int] = []
        if parts.contains(.street) { finer += Array(7...13) + [16, 17] }
        if parts.contains(.locality) { finer += [14, 15] }
        for index in finer where index < components.count { components[index] = "" }
        while components.count > Part.allCases.count, components.last == "" { components.removeLast() }
        return components.joined(separator: ";")
    }
}

/// The `address-in-street` repair: some exporters write the whole address,
/// commas or line breaks and all, into the street component.
enum AddressRepair {
    /// Whether the street is the only filled component and holds a comma or
    /// a line break (the same test the reader's check makes on bytes).
    static func streetHoldsWholeAddress(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let shape = ComponentShape(base, 0..<bytes.count)
            return shape.onlyStreetIsFilled && shape.streetHasSeparator
        }
    }

    /// Splits `address.street` into street, locality, region, postal code and
    /// country ("1 Main St, Springfield, IL 62701, USA") by the one rule for
    /// addresses written as one text, ``OneLineAddress/wholeAddress(inStreet:)``.
    static func split(into address: inout Address) {
        guard let parts = OneLineAddress.wholeAddress(inStreet: address.street) else { return }
        address.street = parts.street
        address.locality = parts.locality
        address.region = parts.region
        address.postalCode = parts.postalCode
        address.country = parts.country
    }
}
