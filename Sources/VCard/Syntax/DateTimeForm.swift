/// Dates, times and UTC offsets in ISO 8601's two forms.
///
/// RFC 7095 (3.5.3–3.5.8) writes them in the extended form — `1996-04-15`,
/// `--02-03`, `14:30:00`, `2009-08-08T14:30:00-05:00`, `-05:00` — and so may
/// vCard 2.1 and 3.0, where vCard 4.0 text and xCard use RFC 6350's basic
/// form — `19960415`, `--0203`, `143000`, `20090808T143000-0500`, `-0500`.
/// The jCard reader and a conversion to 4.0 turn a value of these types
/// into the basic form, the jCard writer into the extended one; a value of
/// any other shape is kept as it is, so nothing is lost.
enum DateTimeForm {
    /// The value types whose values change form.
    static let types: Set<String> = ["date", "time", "date-time", "date-and-or-time", "timestamp", "utc-offset"]

    /// `value`, of value type `type` (basic, as vCard writes it), in the
    /// extended form; a value of another type as it is.
    static func extended(_ value: String, type: String) -> String {
        guard types.contains(type) else { return value }
        return convert(value, type: type, toExtended: true) ?? value
    }

    /// `value`, of value type `type` (extended, as jCard writes it), in the
    /// basic form; a value of another type as it is.
    static func basic(_ value: String, type: String) -> String {
        guard types.contains(type) else { return value }
        return convert(value, type: type, toExtended: false) ?? value
    }

    /// `property`'s value in the basic form, its type the one its VALUE
    /// names or else its property's default (a BDAY's date-and-or-time).
    static func basic(of property: Property) -> String {
        let type = property.parameter("VALUE")?.values.first?.lowercased() ?? PropertySpec.of(property.name.uppercased()).defaultType.rawValue
        return basic(property.value, type: type)
    }

    /// Whether `value` is a UTC offset, `+hh`, `-hhmm` or `+hh:mm`, in either form.
    static func isUTCOffset(_ value: String) -> Bool {
        zone(Array(value.utf8), toExtended: false) != nil
    }

    /// The value in the other form, or `nil` when its shape is none of RFC 6350's.
    private static func convert(_ value: String, type: String, toExtended: Bool) -> String? {
        let bytes = Array(value.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ isDigit($0) || $0 == dash || $0 == colon || $0 == plus || $0 == t || $0 == z }) else {
            return nil
        }
        if let tIndex = bytes.firstIndex(of: t) {
            let date = bytes[..<tIndex], time = bytes[(tIndex + 1)...]
            guard let convertedTime = self.time(Array(time), toExtended: toExtended) else { return nil }
            let convertedDate = date.isEmpty ? [] : self.date(Array(date), toExtended: toExtended)
            guard let convertedDate else { return nil }
            return String(decoding: convertedDate + [t] + convertedTime, as: UTF8.self)
        }
        let converted: [UInt8]?
        switch type {
        case "utc-offset": converted = zone(bytes, toExtended: toExtended)
        case "time": converted = time(bytes, toExtended: toExtended)
        default: converted = date(bytes, toExtended: toExtended)
        }
        return converted.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A date: `YYYYMMDD` ↔ `YYYY-MM-DD`, `--MMDD` ↔ `--MM-DD`; `YYYY`,
    /// `YYYY-MM`, `--MM` and `---DD` are the same in both.
    private static func date(_ bytes: [UInt8], toExtended: Bool) -> [UInt8]? {
        let digits = bytes.allSatisfy(isDigit)
        if digits && bytes.count == 4 { return bytes }
        if bytes.count == 7, bytes[4] == dash, all(bytes[..<4]), all(bytes[5...]) { return bytes }
        if bytes.count == 4, bytes[0] == dash, bytes[1] == dash, all(bytes[2...]) { return bytes }
        if bytes.count == 5, bytes[..<3].allSatisfy({ $0 == dash }), all(bytes[3...]) { return bytes }
        if toExtended {
            if digits && bytes.count == 8 { return Array(bytes[..<4]) + [dash] + bytes[4..<6] + [dash] + bytes[6...] }
            if bytes.count == 6, bytes[0] == dash, bytes[1] == dash, all(bytes[2...]) { return Array(bytes[..<4]) + [dash] + bytes[4...] }
        } else {
            if bytes.count == 10, bytes[4] == dash, bytes[7] == dash, all(bytes[..<4]), all(bytes[5..<7]), all(bytes[8...]) {
                return bytes.filter { $0 != dash }
            }
            if bytes.count == 7, bytes[0] == dash, bytes[1] == dash, bytes[4] == dash, all(bytes[2..<4]), all(bytes[5...]) {
                return [dash, dash] + bytes[2..<4] + bytes[5...]
            }
        }
        return nil
    }

    /// A time with its zone: `HHMMSS`, `HHMM`, `HH`, `-MMSS`, `-MM`, `--SS`
    /// (basic) ↔ the same with colons, then `Z` or an offset.
    private static func time(_ bytes: [UInt8], toExtended: Bool) -> [UInt8]? {
        var body = bytes[...], zonePart: [UInt8] = []
        if body.last == z {
            body = body.dropLast()
            zonePart = [z]
        } else if let sign = body.indices.dropFirst(2).last(where: { body[$0] == plus || body[$0] == dash }) {
            guard let zone = zone(Array(body[sign...]), toExtended: toExtended) else { return nil }
            zonePart = zone
            body = body[..<sign]
        }
        var leading = 0
        while leading < body.count && body[body.startIndex + leading] == dash { leading += 1 }
        let digits = Array(body.dropFirst(leading).filter { $0 != colon })
        guard leading <= 2, !digits.isEmpty, digits.count % 2 == 0, digits.count + leading * 2 <= 6, digits.allSatisfy(isDigit) else { return nil }
        // The colons an extended time has: between each pair of digits.
        var converted = Array(repeating: dash, count: leading)
        for pair in stride(from: 0, to: digits.count, by: 2) {
            if pair > 0 && toExtended { converted.append(colon) }
            converted += digits[pair..<pair + 2]
        }
        return converted + zonePart
    }

    /// A UTC offset: `-0500` ↔ `-05:00`; `+03` is the same in both.
    private static func zone(_ bytes: [UInt8], toExtended: Bool) -> [UInt8]? {
        guard let sign = bytes.first, sign == plus || sign == dash else { return nil }
        let digits = Array(bytes.dropFirst().filter { $0 != colon })
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(isDigit) else { return nil }
        if digits.count == 2 { return [sign] + digits }
        return [sign] + digits[..<2] + (toExtended ? [colon] : []) + digits[2...]
    }

    private static func all(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy(isDigit) }
    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static let dash = UInt8(ascii: "-"), colon = UInt8(ascii: ":"), plus = UInt8(ascii: "+")
    private static let t = UInt8(ascii: "T"), z = UInt8(ascii: "Z")
}
