/// How a physical line ended.
enum LineTerminator: UInt8 {
    case crlf, lf, cr, crcrlf, none
}

/// One line as it stands in the input, before unfolding.
struct PhysicalLine {
    /// Offset of the first byte.
    var start: Int
    /// Offset of the first terminator byte (or of the end of input).
    var contentEnd: Int
    /// Offset just past the terminator.
    var end: Int
    var terminator: LineTerminator

    var isBlank: Bool { start == contentEnd }
}

enum LineScanner {
    /// ``line(in:from:to:atEOF:mayHoldControl:)`` where no one asks about controls.
    @inline(__always)
    static func line(in base: UnsafePointer<UInt8>, from start: Int, to limit: Int, atEOF: Bool) -> PhysicalLine? {
        var ignored = false
        return line(in: base, from: start, to: limit, atEOF: atEOF, mayHoldControl: &ignored)
    }

    /// Finds the line that starts at `start`. Lines end with CRLF, LF, a bare CR,
    /// or CR CR LF (written by tools that turned LF into CRLF twice); the last
    /// line of the input may end without one.
    ///
    /// Returns `nil` when the line's end is not in the buffer yet and more input
    /// may follow (`atEOF == false`), including a CR that is the last byte.
    /// Sets `mayHoldControl` when the line may hold a control character
    /// (see ``firstLineBreak(_:_:_:mayHoldControl:)``); leaves it otherwise.
    @inline(__always)
    static func line(in base: UnsafePointer<UInt8>, from start: Int, to limit: Int, atEOF: Bool,
                     mayHoldControl: inout Bool) -> PhysicalLine? {
        let i = firstLineBreak(base, start, limit, mayHoldControl: &mayHoldControl)
        if i < limit {
            let byte = base[i]
            if byte == 10 {
                return PhysicalLine(start: start, contentEnd: i, end: i + 1, terminator: .lf)
            }
            // A CR: look at what follows.
            if i + 1 < limit {
                if base[i + 1] == 10 {
                    return PhysicalLine(start: start, contentEnd: i, end: i + 2, terminator: .crlf)
                }
                if base[i + 1] == 13 {
                    if i + 2 < limit {
                        if base[i + 2] == 10 {
                            return PhysicalLine(start: start, contentEnd: i, end: i + 3, terminator: .crcrlf)
                        }
                        return PhysicalLine(start: start, contentEnd: i, end: i + 1, terminator: .cr)
                    }
                    if !atEOF { return nil }
                }
                return PhysicalLine(start: start, contentEnd: i, end: i + 1, terminator: .cr)
            }
            if !atEOF { return nil }
            return PhysicalLine(start: start, contentEnd: i, end: i + 1, terminator: .cr)
        }
        if !atEOF || start == limit { return nil }
        return PhysicalLine(start: start, contentEnd: limit, end: limit, terminator: .none)
    }

    /// The offset of the first CR or LF in `start..<limit`, or `limit`,
    /// looking at sixteen bytes at a time. On the way it sets
    /// `mayHoldControl` when a byte before that break is a C0 control other
    /// than TAB, DEL, or `C2` (which leads the UTF-8 of the C1 controls, and
    /// of other characters too): the parser then looks at that card's values
    /// byte by byte, and no other card's.
    @inline(__always)
    static func firstLineBreak(_ base: UnsafePointer<UInt8>, _ start: Int, _ limit: Int, mayHoldControl: inout Bool) -> Int {
        var i = start
        let raw = UnsafeRawPointer(base)
        let one = SIMD16<Int8>(repeating: 1), belowSpace = SIMD16<Int8>(repeating: 0x21)
        let space = SIMD16<UInt8>(repeating: 0x20), del = SIMD16<UInt8>(repeating: 0x7F), c2 = SIMD16<UInt8>(repeating: 0xC2)
        let lf = SIMD16<UInt8>(repeating: 10), cr = SIMD16<UInt8>(repeating: 13), tab = SIMD16<UInt8>(repeating: 9)
        while i &+ 16 <= limit {
            let block = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            // One add and one signed compare per block: byte + 1, as a
            // signed byte, is below 0x21 for the C0 bytes (line breaks
            // among them), for DEL (0x80 is negative) and for every byte
            // from 0x80 up. Plain ASCII text passes; the rest is sorted out
            // below. Masks are read as two words: the generic any() costs more.
            let special = unsafeBitCast(unsafeBitCast(block, to: SIMD16<Int8>.self) &+ one .< belowSpace, to: SIMD2<UInt64>.self)
            if special[0] | special[1] != 0 {
                let breaks = unsafeBitCast((block .== lf) .| (block .== cr), to: SIMD2<UInt64>.self)
                let controls = unsafeBitCast(((block .< space) .& (block .!= tab)) .| (block .== del) .| (block .== c2), to: SIMD2<UInt64>.self)
                let others = controls & ~breaks
                if breaks[0] != 0 {
                    let bits = breaks[0].trailingZeroBitCount
                    if others[0] & ((1 &<< UInt64(bits)) &- 1) != 0 { mayHoldControl = true }
                    return i &+ bits / 8
                }
                if breaks[1] != 0 {
                    let bits = breaks[1].trailingZeroBitCount
                    if others[0] != 0 || others[1] & ((1 &<< UInt64(bits)) &- 1) != 0 { mayHoldControl = true }
                    return i &+ 8 &+ bits / 8
                }
                if others[0] | others[1] != 0 { mayHoldControl = true }
            }
            i &+= 16
        }
        while i < limit {
            let byte = base[i]
            if byte < 0x20 {
                if byte == 10 || byte == 13 { return i }
                if byte != 9 { mayHoldControl = true }
            } else if byte == 0x7F || byte == 0xC2 {
                mayHoldControl = true
            }
            i &+= 1
        }
        return limit
    }
}

/// Byte classes of the content-line grammar (RFC 6350 §3.3).
enum ByteClass {
    /// `ALPHA / DIGIT / "-"`, the characters of names; `_` is accepted too,
    /// since several writers use it in X- names.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        // A table in the binary's read-only data: one load, no branches on
        // ranges, and (unlike a global array) no lazy-initialization check.
        byte < 128 && nameTable.utf8Start[Int(byte)] == UInt8(ascii: "1")
    }

    /// "1" at the position of each byte that may stand in a name.
    private static let nameTable: StaticString = "00000000000000000000000000000000000000000000010011111111110000000111111111111111111111111110000101111111111111111111111111100000"

    @inline(__always)
    static func isFoldSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always)
    static func isBase64Byte(_ byte: UInt8) -> Bool {
        byte < 128 && base64Table.utf8Start[Int(byte)] == UInt8(ascii: "1")
    }

    /// "1" at the position of each byte of the base64 alphabet (and "=").
    private static let base64Table: StaticString = "00000000000000000000000000000000000000000001000111111111110001000111111111111111111111111110000001111111111111111111111111100000"

    @inline(__always)
    static func upper(_ byte: UInt8) -> UInt8 { byte < 128 ? upperTable.utf8Start[Int(byte)] : byte }

    /// The lower case of an ASCII letter; any other byte as it is.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The upper case of each ASCII byte, as read-only data.
    private static let upperTable: StaticString = "\u{00}\u{01}\u{02}\u{03}\u{04}\u{05}\u{06}\u{07}\u{08}\u{09}\u{0A}\u{0B}\u{0C}\u{0D}\u{0E}\u{0F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\u{37}\u{38}\u{39}\u{3A}\u{3B}\u{3C}\u{3D}\u{3E}\u{3F}\u{40}\u{41}\u{42}\u{43}\u{44}\u{45}\u{46}\u{47}\u{48}\u{49}\u{4A}\u{4B}\u{4C}\u{4D}\u{4E}\u{4F}\u{50}\u{51}\u{52}\u{53}\u{54}\u{55}\u{56}\u{57}\u{58}\u{59}\u{5A}\u{5B}\u{5C}\u{5D}\u{5E}\u{5F}\u{60}\u{41}\u{42}\u{43}\u{44}\u{45}\u{46}\u{47}\u{48}\u{49}\u{4A}\u{4B}\u{4C}\u{4D}\u{4E}\u{4F}\u{50}\u{51}\u{52}\u{53}\u{54}\u{55}\u{56}\u{57}\u{58}\u{59}\u{5A}\u{7B}\u{7C}\u{7D}\u{7E}\u{7F}"

    /// Whether `bytes[range]` equals the upper-case ASCII `word`, ignoring case.
    @inline(__always)
    static func matches(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<(end - start) where upper(base[start + k]) != w[k] { return false }
        return true
    }

    /// Whether `base[range]` equals the UTF-8 bytes `other`, ignoring ASCII case.
    @inline(__always)
    static func equalsIgnoringCase(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ other: some Collection<UInt8>) -> Bool {
        guard range.count == other.count else { return false }
        var i = range.lowerBound
        for byte in other {
            if upper(base[i]) != upper(byte) { return false }
            i += 1
        }
        return true
    }

    /// Whether `word` occurs in `bytes[start..<end]`, ignoring case.
    static func contains(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard end - start >= n else { return false }
        let w = word.utf8Start
        var i = start
        while i + n <= end {
            if upper(base[i]) == w[0] {
                var k = 1
                while k < n && upper(base[i + k]) == w[k] { k += 1 }
                if k == n { return true }
            }
            i += 1
        }
        return false
    }
}
