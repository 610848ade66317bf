#if canImport(Glibc)
import Glibc
#endif

/// The line break a card file's text uses, which a card written over one
/// of its cards keeps: a card edited in a book written with LF is not
/// turned to CRLF, in a .vcf file or a vdir's card file.
enum FileLineBreak {
    /// The line break of the line at `offset` of the open file: CRLF, LF
    /// or CR; `nil` when none is found in its first 4 KiB.
    static func at(_ offset: Int, in descriptor: Int32) -> [UInt8]? {
        var head = [UInt8](repeating: 0, count: 4096)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard count > 0, let end = head[..<count].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        guard head[end] == 0x0D else { return [0x0A] }
        // A CR that ends the bytes read may be a CRLF's first half: taken as one.
        return end + 1 == count || head[end + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    /// The line break of the first line of the file at `path`; `nil` where
    /// it cannot be opened or none is found.
    static func of(path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return at(0, in: descriptor)
    }
}
