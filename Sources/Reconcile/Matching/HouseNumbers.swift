/// The numbers a street holds, which tell two hotels of one name in one
/// place apart: "Rue A 1" and "Rue B 2" are a chain's two hotels, where
/// "Hauptstr. 1" and "Hauptstraße 1, 2. OG" (a number in common) or a
/// street without a number say nothing.
///
/// Small and kept by value, so that the matcher can hold one beside every
/// hotel of a shared name and turn most of them away without reading them.
struct HouseNumbers: Sendable, Equatable {
    private var first: UInt32 = 0, second: UInt32 = 0, third: UInt32 = 0, fourth: UInt32 = 0
    private var count: UInt8 = 0
    /// More numbers than are kept, or one longer than nine digits: then
    /// these numbers say nothing.
    private var isUnknown = false

    /// The runs of ASCII digits in `street`, as numbers ("007" is 7).
    init(_ street: String) {
        var value: UInt32 = 0, digits = 0
        func end() {
            guard digits > 0 else { return }
            if digits > 9 || count == 4 { isUnknown = true } else { append(value) }
            value = 0
            digits = 0
        }
        for byte in street.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                if digits < 10 { value = value &* 10 &+ UInt32(byte - 0x30) }
                digits += 1
            } else {
                end()
            }
        }
        end()
    }

    /// Whether the two streets name different houses: both hold numbers,
    /// and none in common.
    func differ(from other: HouseNumbers) -> Bool {
        guard !isUnknown, !other.isUnknown, count > 0, other.count > 0 else { return false }
        return !(0..<Int(count)).contains { other.holds(self[$0]) }
    }

    /// The numbers by position, without an array made for them (a match asks for each candidate).
    private subscript(index: Int) -> UInt32 {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: fourth
        }
    }

    private func holds(_ number: UInt32) -> Bool { (0..<Int(count)).contains { self[$0] == number } }

    private mutating func append(_ number: UInt32) {
        switch count {
        case 0: first = number
        case 1: second = number
        case 2: third = number
        default: fourth = number
        }
        count += 1
    }
}
