import Testing
@testable import Gazetteer

/// The sample index's bytes, to damage one field at a time: its
/// little-endian fields read and written, and its checksum made right
/// again, so that opening has to catch the damaged field itself.
struct IndexBytes {
    var bytes = SampleIndex.bytes

    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reversed().reduce(0) { $0 << 8 | Int($1) } }
    func u64(_ at: Int) -> Int { bytes[at..<at + 8].reversed().reduce(0) { $0 << 8 | Int($1) } }

    mutating func set32(_ at: Int, _ value: UInt32) {
        for shift in 0..<4 { bytes[at + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift))) }
    }

    mutating func set64(_ at: Int, _ value: UInt64) {
        for shift in 0..<8 { bytes[at + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift))) }
    }

    /// Where the section table's entry for `tag` starts.
    func entry(_ tag: GazetteerFormat.Tag) -> Int {
        (0..<u32(12)).map { GazetteerFormat.headerSize + $0 * GazetteerFormat.sectionEntrySize }.first { u32($0) == Int(tag.code) }!
    }

    func count(_ tag: GazetteerFormat.Tag) -> Int { u32(entry(tag) + 4) }
    func offset(_ tag: GazetteerFormat.Tag) -> Int { u64(entry(tag) + 8) }

    /// Writes the checksum of the bytes after the header into the header.
    mutating func resum() {
        let sum = bytes.withUnsafeBytes { Checksum.of(UnsafeRawBufferPointer(rebasing: $0[GazetteerFormat.headerSize...])) }
        set64(24, sum)
    }

    /// The bytes with `change` made and the checksum made right.
    static func damaged(_ change: (inout IndexBytes) -> Void) -> [UInt8] {
        var file = IndexBytes()
        change(&file)
        file.resum()
        return file.bytes
    }
}

struct MalformedIndexTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: @Sendable () -> [UInt8]
        let error: GazetteerError
        var testDescription: String { name }
    }

    static let length = SampleIndex.bytes.count

    static let cases: [Case] = [
        // The header: its length field against the header and the file.
        Case(name: "a header giving the file fewer bytes than the header", bytes: {
            var file = IndexBytes()
            file.set64(16, 32)
            return file.bytes
        }, error: .malformed(path: "m", detail: "its header gives the file 32 bytes, fewer than the header's 64")),
        Case(name: "a header giving the file no bytes", bytes: {
            var file = IndexBytes()
            file.set64(16, 0)
            return file.bytes
        }, error: .malformed(path: "m", detail: "its header gives the file 0 bytes, fewer than the header's 64")),
        Case(name: "a header giving the file more bytes than a number holds", bytes: {
            var file = IndexBytes()
            file.set64(16, .max)
            return file.bytes
        }, error: .truncated(path: "m", expected: .max, found: length)),
        Case(name: "a header giving the file the header's bytes only", bytes: {
            var file = IndexBytes()
            file.set64(16, 64)
            return file.bytes
        }, error: .checksumMismatch(path: "m")),
        Case(name: "a file cut short after its header", bytes: { Array(SampleIndex.bytes.prefix(64)) },
             error: .truncated(path: "m", expected: length, found: 64)),
        Case(name: "a file cut short inside its section table", bytes: { Array(SampleIndex.bytes.prefix(100)) },
             error: .truncated(path: "m", expected: length, found: 100)),

        // The section table: every entry against the file.
        Case(name: "a section table longer than the file", bytes: {
            var file = IndexBytes()
            file.set32(12, .max)
            return file.bytes
        }, error: .malformed(path: "m", detail: "section table outside the file")),
        Case(name: "a section past the end of the file", bytes: {
            IndexBytes.damaged { $0.set64($0.entry(.places) + 8, UInt64(length + 8)) }
        }, error: .malformed(path: "m", detail: "a section lies outside the file")),
        Case(name: "a section whose length runs past any file", bytes: {
            IndexBytes.damaged { $0.set64($0.entry(.places) + 16, .max) }
        }, error: .malformed(path: "m", detail: "a section lies outside the file")),
        Case(name: "a section whose offset runs past any file", bytes: {
            IndexBytes.damaged { $0.set64($0.entry(.strings) + 8, .max) }
        }, error: .malformed(path: "m", detail: "a section lies outside the file")),
        Case(name: "a section over the header", bytes: {
            IndexBytes.damaged { $0.set64($0.entry(.strings) + 8, 0) }
        }, error: .malformed(path: "m", detail: "a section overlaps the header or the section table")),
        Case(name: "a section over the section table", bytes: {
            IndexBytes.damaged { $0.set64($0.entry(.places) + 8, 72) }
        }, error: .malformed(path: "m", detail: "a section overlaps the header or the section table")),
        Case(name: "a section with more records than its bytes hold", bytes: {
            IndexBytes.damaged { $0.set32($0.entry(.places) + 4, .max) }
        }, error: .malformed(path: "m", detail: "PLCS is shorter than its records")),
        Case(name: "a section named twice", bytes: {
            IndexBytes.damaged { $0.set32($0.entry(.sources), GazetteerFormat.Tag.places.code) }
        }, error: .malformed(path: "m", detail: "the section table names PLCS twice")),
        Case(name: "a section missing", bytes: {
            IndexBytes.damaged { $0.set32($0.entry(.postalCodes), 0x5858_5858) }
        }, error: .malformed(path: "m", detail: "no POST section")),

        // References from one section's records into another.
        Case(name: "a place key naming a place past PLCS", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.placeKeys) + 12, UInt32($0.count(.places))) }
        }, error: .malformed(path: "m", detail: "a place key names no place")),
        Case(name: "a region key naming a region past RGNS", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.regionKeys) + 4, UInt32($0.count(.regions))) }
        }, error: .malformed(path: "m", detail: "a region key names no region")),
        Case(name: "a region whose places run past PLCS", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.regions) + 28, .max) }
        }, error: .malformed(path: "m", detail: "a region's places lie outside PLCS")),
        // Only a region's ISO code may be absent (all ones); a key or a
        // postal code's place read as a string at offset 4 GB would crash.
        Case(name: "a place key's key marked absent", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.placeKeys) + 8, GazetteerFormat.none32) }
        }, error: .malformed(path: "m", detail: "a string reference in PKEY lies outside STRS")),
        Case(name: "a place's key marked absent", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.places) + 20, GazetteerFormat.none32) }
        }, error: .malformed(path: "m", detail: "a string reference in PLCS lies outside STRS")),
        Case(name: "a region key's key marked absent", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.regionKeys), GazetteerFormat.none32) }
        }, error: .malformed(path: "m", detail: "a string reference in RKEY lies outside STRS")),
        Case(name: "a postal code's place marked absent", bytes: {
            IndexBytes.damaged { $0.set32($0.offset(.postalCodes) + 20, GazetteerFormat.none32) }
        }, error: .malformed(path: "m", detail: "a string reference in POST lies outside STRS")),
    ]

    @Test("a malformed index is refused with a typed error, never a crash", arguments: cases)
    func refused(_ row: Case) {
        #expect(throws: row.error) { try GazetteerIndex(bytes: row.bytes(), name: "m") }
    }

    @Test("a region without an ISO code is still an index")
    func regionWithoutISO() throws {
        let bytes = IndexBytes.damaged { $0.set32($0.offset(.regions) + 12, GazetteerFormat.none32) }
        #expect(throws: Never.self) { try GazetteerIndex(bytes: bytes, name: "r") }
    }

    /// Every byte of the header and the section table set to each of a few
    /// values (the checksum made right): the file is refused with a typed
    /// error, or opens and answers without crashing.
    @Test("no damage to the header or the section table crashes opening or geocoding")
    func headerSweep() {
        let tableEnd = GazetteerFormat.headerSize + IndexBytes().u32(12) * GazetteerFormat.sectionEntrySize
        for position in 0..<tableEnd where !(24..<32).contains(position) {
            for value: UInt8 in [0x00, 0x01, 0x40, 0x7F, 0x80, 0xFF] where value != SampleIndex.bytes[position] {
                let bytes = IndexBytes.damaged { $0.bytes[position] = value }
                guard let index = try? GazetteerIndex(bytes: bytes, name: "h") else { continue }
                let geocoder = OfflineGeocoder(index: index)
                _ = index.summary
                for address in [PostalAddress(locality: "Paris", country: "FR"), PostalAddress(postalCode: "10115"),
                                PostalAddress(locality: "Springfeld", region: "IL"), PostalAddress(locality: "Berlni", postalCode: "10115")] {
                    _ = geocoder.geocode(address)
                }
            }
        }
    }
}
