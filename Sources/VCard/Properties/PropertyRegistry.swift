/// The shape of a property's value, which decides how its text is escaped
/// and split.
public enum ValueShape: Sendable, Hashable {
    /// A single text value with backslash escapes.
    case text
    /// A comma-separated list of text values (CATEGORIES, NICKNAME).
    case textList
    /// `;`-separated components, each possibly a `,` list (N, ADR, ORG).
    case structured(components: Int?)
    /// A URI, or inline binary data in 2.1/3.0 (PHOTO, LOGO, SOUND, KEY).
    case binaryOrURI
    /// A value taken as it is: URIs, dates, numbers, and anything unknown.
    case verbatim
}

/// What the reader and writer know about each property by name: whether it is
/// defined by a vCard specification, and the shape of its value. Both come
/// from ``PropertySpec/table``, so that adding a property is one line there.
public enum PropertyRegistry {
    /// The shape of a property's value; unknown and `X-` properties are text.
    public static func shape(of name: String) -> ValueShape {
        if let known = known[upperASCII(name)] { return known }
        return .text
    }

    /// `text` escaped as a text value of the property called `name` is in
    /// vCard `version` (``PropertySpec/escaped(_:version:)``: a TEL's or an
    /// EMAIL's semicolons bare).
    public static func escapedText(_ text: String, of name: String, version: VCardVersion) -> String {
        PropertySpec.of(upperASCII(name)).escaped(text, version: version)
    }

    /// Whether a spec this registry holds gives `name` its shape (an `X-`
    /// name of a vendor's, `X-ANDROID-CUSTOM`, is known but has none).
    public static func hasShape(_ name: String) -> Bool {
        known[upperASCII(name)] != nil
    }

    /// Whether `name` is defined by vCard 2.1, RFC 2426, RFC 6350 or their
    /// registered extensions (RFC 6474, 6715, 8605, 9554), or is an `X-` name.
    public static func isKnown(_ name: String) -> Bool {
        let upper = upperASCII(name)
        return known[upper] != nil || upper.hasPrefix("X-")
    }

    /// The same check on a name's bytes, without making a string.
    static func isKnown(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        if range.count >= 2 && ByteClass.upper(base[range.lowerBound]) == UInt8(ascii: "X") && base[range.lowerBound + 1] == UInt8(ascii: "-") {
            return true
        }
        guard range.count <= PackedName.capacity else {
            return isKnown(String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self))
        }
        return knownPacked.contains(PackedName(base, range))
    }

    private static let knownPacked = PackedNameSet(Array(known.keys))

    /// The shapes of ``PropertySpec/table``, kept apart from the rest of it:
    /// the reader and writer ask for a shape per property, and a dictionary
    /// of shapes alone is the cheapest answer.
    private static let known: [String: ValueShape] = PropertySpec.table.mapValues(\.shape)

    /// Upper-cases ASCII letters; names are ASCII, so this avoids Unicode case
    /// mapping, and returns the string itself when it has no lower-case letter.
    @inline(__always)
    static func upperASCII(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return name }
        return String(decoding: name.utf8.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}

/// A name of up to 16 ASCII bytes, upper-cased and packed into two words, so
/// that looking it up compares two integers instead of strings.
struct PackedName: Equatable, Sendable {
    static let capacity = 16
    var high: UInt64 = 0
    var low: UInt64 = 0

    init(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) {
        var k = 0
        for i in range where k < PackedName.capacity {
            let byte = UInt64(ByteClass.upper(base[i]))
            if k < 8 { high |= byte << (8 * UInt64(k)) } else { low |= byte << (8 * UInt64(k - 8)) }
            k += 1
        }
        // Longer names never match a packed one.
        if range.count > PackedName.capacity { low = .max }
    }

}

/// A fixed set of packed names, searched by bisection: cheaper than hashing
/// for the few dozen names the checks use.
struct PackedNameSet: Sendable {
    private let sorted: [PackedName]

    init(_ names: [String]) {
        sorted = names.map { name in
            Array(name.utf8).withUnsafeBufferPointer { PackedName($0.baseAddress!, 0..<$0.count) }
        }.sorted()
    }

    @inline(__always)
    func contains(_ name: PackedName) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < name { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == name
    }
}

extension PackedName: Comparable {
    static func < (a: PackedName, b: PackedName) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }
}
