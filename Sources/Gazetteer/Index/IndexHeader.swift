/// The header and section table of an index file (see ``GazetteerFormat``),
/// read and checked against the bytes there are.
///
/// Every size and offset is checked before it is used: the length the
/// header gives lies between the header's own size and the file's; the
/// checksum covers the bytes after the header; the section table lies
/// inside the file, and every section after the table and inside the file.
/// A file that fails a check is refused with a ``GazetteerError``; no
/// number read from it can make a read outside it.
struct IndexHeader {
    struct Entry {
        /// How many records the section says it holds (bytes, for STRS and SRCS).
        let count: Int
        let offset: Int
        let length: Int
    }

    /// The format version the file was written in.
    let version: UInt32
    /// The checksum recorded in the header, which the bytes were checked against.
    let checksum: UInt64
    /// When the index was built, in seconds since 1970.
    let buildTime: Int64
    /// The sections by tag (``GazetteerFormat/Tag/code``); unknown tags are kept, not used.
    let sections: [UInt32: Entry]

    init(base: UnsafeRawPointer, length: Int, path: String) throws(GazetteerError) {
        func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        func u64(_ offset: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let headerSize = GazetteerFormat.headerSize
        guard length >= GazetteerFormat.magic.count,
              GazetteerFormat.magic.indices.allSatisfy({ base.load(fromByteOffset: $0, as: UInt8.self) == GazetteerFormat.magic[$0] }) else {
            throw .notAnIndex(path: path)
        }
        guard length >= headerSize else { throw .truncated(path: path, expected: headerSize, found: length) }
        version = u32(8)
        guard version <= GazetteerFormat.version else {
            throw .newerFormat(path: path, found: version, supported: GazetteerFormat.version)
        }
        // The length the header gives bounds everything after it.
        let declared = Int(clamping: u64(16))
        guard declared >= headerSize else {
            throw .malformed(path: path, detail: "its header gives the file \(declared) bytes, fewer than the header's \(headerSize)")
        }
        guard declared <= length else { throw .truncated(path: path, expected: declared, found: length) }
        checksum = u64(24)
        guard Checksum.of(UnsafeRawBufferPointer(start: base + headerSize, count: declared - headerSize)) == checksum else {
            throw .checksumMismatch(path: path)
        }
        buildTime = Int64(bitPattern: u64(32))

        let entrySize = GazetteerFormat.sectionEntrySize
        let sectionCount = Int(u32(12))
        guard sectionCount <= (declared - headerSize) / entrySize else {
            throw .malformed(path: path, detail: "section table outside the file")
        }
        let tableEnd = headerSize + sectionCount * entrySize
        var sections: [UInt32: Entry] = [:]
        for index in 0..<sectionCount {
            let entry = headerSize + index * entrySize
            let offset = Int(clamping: u64(entry + 8)), size = Int(clamping: u64(entry + 16))
            guard offset <= declared, size <= declared - offset else {
                throw .malformed(path: path, detail: "a section lies outside the file")
            }
            guard offset >= tableEnd else {
                throw .malformed(path: path, detail: "a section overlaps the header or the section table")
            }
            let tag = u32(entry)
            guard sections[tag] == nil else {
                throw .malformed(path: path, detail: "the section table names \(Self.tagText(tag)) twice")
            }
            sections[tag] = Entry(count: Int(u32(entry + 4)), offset: offset, length: size)
        }
        self.sections = sections
    }

    /// The section `tag`, checked to hold the records it counts.
    func section(_ tag: GazetteerFormat.Tag, path: String) throws(GazetteerError) -> Entry {
        guard let entry = sections[tag.code] else { throw .malformed(path: path, detail: "no \(tag.rawValue) section") }
        guard entry.count <= entry.length / tag.recordSize else {
            throw .malformed(path: path, detail: "\(tag.rawValue) is shorter than its records")
        }
        return entry
    }

    /// A tag's four bytes as text, a byte that is not printable ASCII as "?".
    private static func tagText(_ tag: UInt32) -> String {
        String(decoding: (0..<4).map { shift -> UInt8 in
            let byte = UInt8(truncatingIfNeeded: tag >> (8 * UInt32(shift)))
            return (0x20..<0x7F).contains(byte) ? byte : UInt8(ascii: "?")
        }, as: UTF8.self)
    }
}
