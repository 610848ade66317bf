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
    /// marks — JPEG's end-of-image marker, PNG's `IEND` chunk, GIF's
    /// trailer, the length WebP's `RIFF` header gives — rather than being cut
    /// short (a copy or download stopped part way). Bytes after the end
    /// (padding some cameras add) are allowed, within 1 KiB.
    public func isWhole(_ bytes: [UInt8]) -> Bool {
        let tail = bytes.suffix(1024)
        switch self {
        case .jpeg:
            // Inside the compressed data a 0xFF byte is always followed by 0x00 (or a restart marker).
            return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
        case .png:
            // The IEND chunk's type, and its CRC after it.
            let end: [UInt8] = Array("IEND".utf8)
            return tail.indices.dropLast(end.count - 1).contains { start in
                tail[start..<start + end.count].elementsEqual(end) && bytes.endIndex - (start + end.count) >= 4
            }
        case .gif:
            // The trailer is the last byte, but for zeros after it.
            return bytes.count > 13 && tail.reversed().first { $0 != 0 } == 0x3B
        case .webp:
            guard bytes.count >= 12 else { return false }
            let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return bytes.count >= size + 8
        }
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
