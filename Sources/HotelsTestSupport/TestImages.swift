import Foundation

/// Small images in each format hotels takes as a photo, and files that are none.
public enum TestImages {
    /// A 1×1 PNG (69 bytes).
    public static let png: [UInt8] = Array(Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!)
    /// A JPEG's start (SOI and a JFIF segment), enough to be told by its content.
    public static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9]
    /// A 1×1 GIF89a's header and trailer, enough to be told by its content.
    public static let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]
    /// A lossless WebP's RIFF header and `VP8L` chunk start, enough to be told
    /// by its content.
    public static let webp: [UInt8] = Array("RIFF".utf8) + [26, 0, 0, 0] + Array("WEBPVP8L".utf8) + [13, 0, 0, 0, 0x2F, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

    /// Writes `bytes` to `path` (for `--photo FILE`).
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
