/// A `data:` URI (RFC 2397), read and written by one rule:
/// `data:[<mediatype>][;base64],<data>`, where the media type is
/// `type/subtype` with `;name=value` parameters. The scheme and the media
/// type are case-insensitive; `;base64` counts only as the last part before
/// the comma (`data:base64,…` is a media type named `base64`, not base64 data).
///
/// A 4.0 PHOTO, LOGO, SOUND or KEY holds one where 2.1 and 3.0 write
/// `ENCODING=b` and a `TYPE`; ``Photo`` reads it and ``VersionConverter``
/// turns each into the other through this type.
public struct DataURI: Sendable, Hashable, CustomStringConvertible {
    /// The media type, lower-cased and without its parameters
    /// (`image/jpeg`); `nil` when the URI names none (RFC 2397's default is
    /// `text/plain;charset=US-ASCII`).
    public var mediaType: String?
    /// The media type's parameters as written (`charset=utf-8`), in order.
    public var parameters: [String]
    /// Whether the data is base64 (`;base64`), else percent-encoded text.
    public var isBase64: Bool
    /// What follows the comma, as written: neither base64 nor percent
    /// encoding is undone, and white space is kept.
    public var payload: Substring

    /// A URI of these parts; ``description`` writes it.
    public init(mediaType: String?, parameters: [String] = [], isBase64: Bool, payload: Substring) {
        self.mediaType = mediaType
        self.parameters = parameters
        self.isBase64 = isBase64
        self.payload = payload
    }

    /// A base64 `data:` URI of `mediaType` holding `payload` (base64 text already).
    public init(mediaType: String?, base64 payload: String) {
        self.init(mediaType: mediaType, isBase64: true, payload: Substring(payload))
    }

    /// Reads `text` as a `data:` URI; `nil` when it is none (another
    /// scheme, or no comma). Only the part before the comma is looked at,
    /// so a URI of many megabytes costs no more than a short one.
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let utf8 = text.utf8
        var index = utf8.startIndex
        for expected in "data:".utf8 {
            guard index != utf8.endIndex, Self.lowercasedASCII(utf8[index]) == expected else { return nil }
            index = utf8.index(after: index)
        }
        guard let comma = utf8[index...].firstIndex(of: UInt8(ascii: ",")) else { return nil }
        var parts = text[index..<comma].split(separator: ";", omittingEmptySubsequences: false)
        isBase64 = parts.count > 1 && parts[parts.count - 1].lowercased() == "base64"
        if isBase64 { parts.removeLast() }
        mediaType = parts[0].isEmpty ? nil : parts[0].lowercased()
        parameters = parts.dropFirst().map(String.init)
        payload = text[utf8.index(after: comma)...]
    }

    /// The URI as text: `data:image/png;base64,iVBOR…`.
    public var description: String {
        var text = "data:" + (mediaType ?? "")
        for parameter in parameters { text += ";" + parameter }
        if isBase64 { text += ";base64" }
        text += ","
        text.append(contentsOf: payload)
        return text
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
