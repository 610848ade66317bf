/// Media types for 2.1/3.0 binary TYPE values (`JPEG`) and back. A TYPE
/// maps one-to-one, so that 3.0 → 4.0 → 3.0 gives it back, except where a
/// picture's own bytes name another format than its TYPE (a JPEG marked
/// `TYPE=JPG` comes back `JPEG`; one marked `WORK`, as Outlook writes it, too).
enum MediaType {
    private static let special: [(type: String, media: String)] = [
        ("X509", "application/x-x509-ca-cert"), ("PGP", "application/pgp-keys"),
    ]

    /// The media type of inline base64 data of `property` (PHOTO, LOGO,
    /// SOUND, KEY) whose TYPE says `typeValue` (empty: none): for a picture,
    /// its data's own first bytes where they are an image's, since a TYPE
    /// may name no format at all (Outlook's 2.1 "PHOTO;WORK"); else what
    /// TYPE names; `nil` where neither says.
    static func ofInline(property: String, typeValue: String, base64: some StringProtocol) -> String? {
        if property != "SOUND" && property != "KEY", let format = ImageFormat(sniffingBase64: base64) { return format.mediaType }
        return typeValue.isEmpty || usageTypes.contains(typeValue.uppercased()) ? nil : forBinary(property: property, typeValue: typeValue)
    }

    /// TYPE values that say what a property is for, not a format: never
    /// a media type ("image/work"), whatever data they stand beside.
    static let usageTypes: Set<String> = ["WORK", "HOME", "PREF", "OTHER", "INTERNET"]

    static func forBinary(property: String, typeValue: String) -> String {
        let lower = typeValue.lowercased()
        if lower.contains("/") { return lower }
        if let known = special.first(where: { $0.type.lowercased() == lower }) { return known.media }
        let top: String
        switch property {
        case "SOUND": top = "audio"
        case "KEY": top = "application"
        default: top = "image"
        }
        if lower.isEmpty { return "application/octet-stream" }
        return "\(top)/\(lower)"
    }

    static func typeValue(for mediaType: String) -> String {
        if let known = special.first(where: { $0.media == mediaType.lowercased() }) { return known.type }
        guard let slash = mediaType.firstIndex(of: "/") else { return mediaType.uppercased() }
        return String(mediaType[mediaType.index(after: slash)...]).uppercased()
    }
}
