import TextFolding

/// The folded forms of a hotel's name, city and postal code: what matching
/// compares and what the store indexes (`name_key`, `city_key`, `postal_key`).
///
/// Computed once per hotel — folding is the costly part of matching — and
/// handed along with it, so a book's import folds each name once.
public struct HotelKeys: Sendable, Hashable {
    /// ``TextFolding/key(_:)`` of the name: "Hôtel  de  l'Europe" → "hotel de leurope".
    public var name: String
    /// ``TextFolding/key(_:)`` of the city: "São Paulo" → "sao paulo".
    public var city: String
    /// The postal code upper-cased, without spaces and dashes: "sw1a 1aa" → "SW1A1AA".
    public var postalCode: String

    /// The keys of `details`' name, city and postal code, folded now.
    public init(_ details: HotelDetails) {
        name = TextFolding.key(details.name)
        city = TextFolding.key(details.city)
        postalCode = Self.postal(details.postalCode)
    }

    /// Keys as stored in a row.
    public init(name: String, city: String, postalCode: String) {
        self.name = name
        self.city = city
        self.postalCode = postalCode
    }

    /// A postal code without spaces and dashes, upper-cased.
    public static func postal(_ code: String) -> String {
        if code.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }) { return code }
        // Most of the rest are ASCII too ("sw1a 1aa", "75001-000"): bytes are quicker than scalars.
        if code.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(code.utf8.count)
            for byte in code.utf8 where byte != 0x20 && byte != 0x2D {
                bytes.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(code.uppercased().unicodeScalars.filter {
            $0 != " " && $0 != "-" && $0 != "\u{A0}"
        }))
    }
}
