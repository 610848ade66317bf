import Foundation

/// The image formats recognized by their first bytes (their "magic numbers"),
/// whatever a file's name or a card's TYPE says: JPEG, PNG, GIF and WebP,
/// the formats address books and browsers all show.
public enum ImageFormat: String, CaseIterable, Sendable {
    /// JPEG, PNG, GIF and WebP; the raw value is the lowercase name that follows
    /// `image/` in the media type.
    case jpeg, png, gif, webp

    /// How many leading bytes ``init(sniffing:)`` needs at most.
    public static let headSize = 12

    /// The format `bytes` (a file's start, or all of it) is in; `nil` when none.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(Self.headSize))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if head.count >= 12, head.starts(with: Array("RIFF".utf8)), head[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The format of the data that base64 text starts with; `nil` when none.
    public init?(sniffingBase64 text: some StringProtocol) {
        // Sixteen characters are twelve bytes: ``headSize``.
        let start = String(text.lazy.filter { !$0.isWhitespace }.prefix(16))
        guard let head = Data(base64Encoded: start, options: .ignoreUnknownCharacters)
                ?? Data(base64Encoded: String(start.prefix(start.count / 4 * 4))) else { return nil }
        self.init(sniffing: head)
    }

    /// Whether `bytes`, an image of this format, run to the end the format
    /// marks, rather than being cut short (a copy or download stopped part
    /// way): walked by the format's own structure — JPEG's segments to its
    /// end-of-image marker, PNG's chunks to `IEND` and its CRC, GIF's blocks
    /// to its trailer — or WebP's `RIFF` length. Bytes after the end (what
    /// phones and editors append) are the image's business, not a cut.
    public func isWhole(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .jpeg: return Self.jpegIsWhole(bytes)
        case .png: return Self.pngIsWhole(bytes)
        case .gif: return Self.gifIsWhole(bytes)
        case .webp:
            guard bytes.count >= 12 else { return false }
            let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return bytes.count >= size + 8
        }
    }

    /// JPEG: segments after SOI, each a marker and a length, and after a
    /// start of scan its entropy-coded data, where 0xFF is followed by 0x00
    /// or a restart marker, up to EOI (an embedded thumbnail's EOI lies
    /// inside the APP1 segment, which is stepped over whole).
    private static func jpegIsWhole(_ bytes: [UInt8]) -> Bool {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return false }
            let marker = bytes[index + 1]
            switch marker {
            case 0xFF: index += 1
            case 0xD9: return true
            case 0x01, 0xD0...0xD7: index += 2
            default:
                guard index + 3 < bytes.count else { return false }
                index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
                if marker == 0xDA {
                    while index + 1 < bytes.count, !(bytes[index] == 0xFF && bytes[index + 1] != 0 && !(0xD0...0xD7).contains(bytes[index + 1])) {
                        index += 1
                    }
                }
            }
        }
        return false
    }

    /// PNG: chunks after the signature, each a length, a type, its data
    /// and a CRC, up to a whole IEND chunk.
    private static func pngIsWhole(_ bytes: [UInt8]) -> Bool {
        var index = 8
        while index + 12 <= bytes.count {
            let length = Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let end = index + 12 + length
            guard end <= bytes.count else { return false }
            if bytes[index + 4 ..< index + 8].elementsEqual("IEND".utf8) { return true }
            index = end
        }
        return false
    }

    /// GIF: the screen descriptor and its colour table, then blocks —
    /// extensions and images, each with its data in sub-blocks that end in
    /// an empty one — up to the trailer.
    private static func gifIsWhole(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 13 else { return false }
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 0x07) + 1) }
        func skipSubBlocks() -> Bool {
            while index < bytes.count {
                let size = Int(bytes[index])
                index += 1 + size
                if size == 0 { return true }
            }
            return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x3B: return true
            case 0x21:
                index += 2
                guard skipSubBlocks() else { return false }
            case 0x2C:
                guard index + 10 <= bytes.count else { return false }
                let flags = bytes[index + 9]
                index += 10
                if flags & 0x80 != 0 { index += 3 << (Int(flags & 0x07) + 1) }
                index += 1  // LZW minimum code size
                guard skipSubBlocks() else { return false }
            default: return false
            }
        }
        return false
    }

    /// The name people know it by: `JPEG`, `PNG`, `GIF`, `WebP`.
    public var name: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .gif: return "GIF"
        case .webp: return "WebP"
        }
    }

    /// `image/jpeg` and so on: a 4.0 `data:` URI's media type.
    public var mediaType: String { "image/\(rawValue)" }

    /// The 2.1/3.0 TYPE value of inline data: `JPEG` and so on.
    public var typeValue: String { rawValue.uppercased() }
}
