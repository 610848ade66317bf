/// The gazetteer index file, version 1.
///
/// One file, little-endian, read in place (memory-mapped): opening it checks
/// a header and a checksum and parses no text.
///
/// ```
/// offset  size  header (64 bytes)
///      0     8  magic "HOTLGAZ\0"
///      8     4  format version (u32) — readers refuse a newer one
///     12     4  number of sections (u32)
///     16     8  file length in bytes (u64) — a shorter file was cut short
///     24     8  checksum (u64) of bytes 64..<file length, see Checksum
///     32     8  build time, seconds since 1970 (i64)
///     40    24  reserved, zero
///     64  24×n  section table: tag (4 ASCII bytes), count (u32),
///               offset (u64, from the start of the file, 8-aligned, past the
///               table), length (u64)
/// ```
///
/// Sections (a reference `str` is a u32 offset into STRS; coordinates are
/// i32 millionths of a degree, i32.min for none; a `country` u16 is the
/// ISO code's two ASCII letters, the first in the low byte; `none` is all
/// ones):
///
/// ```
/// STRS  strings: u8 length, then that many bytes of UTF-8
/// CTRY  countries, 24 bytes each, in ISO code order:
///       code[2] continent[2] name:str lat:i32 lon:i32 population:u32 pad:u32
/// RGNS  regions (first-level divisions), 36 bytes each, by country then code:
///       country:u16 pad:u16 code:str name:str iso:str lat lon population:u32
///       firstPlace:u32 placeCount:u32   — its places, a run of PLCS
/// RKEY  region keys, 8 bytes each, sorted by key bytes: key:str region:u32
///       (folded names, local names, ISO 3166-2 subdivision codes)
/// PLCS  places, 24 bytes each, sorted by country, region, key bytes:
///       lat lon population:u32 name:str country:u16 region:u16 key:str
///       (key: the folded primary name, for the one-typo rule)
/// PKEY  place keys, 16 bytes each, sorted by key bytes then population
///       (desc): prefix:u64 key:str place:u32 (folded name and alternate
///       names; prefix: the key's first 8 bytes, zero-padded, big-endian, so
///       a search compares numbers and reads STRS only on a tie)
/// POST  postal codes, 24 bytes each, sorted by country, code, place:
///       code:u64 country:u16 region:u16 lat lon place:str
///       (code: normalized — upper case, no spaces or dashes — at most 8
///       ASCII bytes, zero-padded, big-endian, so it sorts as text; one
///       record per place a code serves, at that place's position)
/// SRCS  the sources it was built from: UTF-8 lines "file<TAB>kind<TAB>rows"
/// ```
///
/// Keys are ``PlaceKey`` forms of names, so the builder and the geocoder
/// agree on folding and abbreviations.
enum GazetteerFormat {
    static let magic: [UInt8] = Array("HOTLGAZ\0".utf8)
    static let version: UInt32 = 1
    static let headerSize = 64
    static let sectionEntrySize = 24
    static let none32: UInt32 = .max
    static let none16: UInt16 = .max
    static let coordinateScale = 1_000_000.0

    enum Tag: String, CaseIterable {
        case strings = "STRS", countries = "CTRY", regions = "RGNS", regionKeys = "RKEY"
        case places = "PLCS", placeKeys = "PKEY", postalCodes = "POST", sources = "SRCS"

        var code: UInt32 {
            let bytes = Array(rawValue.utf8)
            return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        }

        var recordSize: Int {
            switch self {
            case .strings, .sources: return 1
            case .countries: return 24
            case .regions: return 36
            case .regionKeys: return 8
            case .placeKeys: return 16
            case .places, .postalCodes: return 24
            }
        }
    }
}

/// The index checksum: a 64-bit multiply-rotate hash over little-endian
/// 8-byte words (the tail zero-padded), fast enough to check on every open.
enum Checksum {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let words = bytes.count / 8
        for index in 0..<words {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            hash = (hash ^ word) &* 0x0000_0100_0000_01B3
            hash = (hash << 29) | (hash >> 35)
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[(words * 8)...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        hash = (hash ^ tail) &* 0x0000_0100_0000_01B3
        return hash ^ (hash >> 31)
    }
}
