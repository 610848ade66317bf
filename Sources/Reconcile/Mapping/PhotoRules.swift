import HotelStore
import VCard

/// Which images become a hotel's photo, and how one is described: the rule
/// `add --photo`, `edit --photo` and import keep alike.
extension HotelPhoto {
    /// Why bytes were not taken as a photo.
    public enum Refusal: Error, Sendable {
        /// Not a JPEG, PNG, GIF or WebP image, by its content.
        case notAnImage
        /// Larger than ``HotelPhoto/maximumBytes``.
        case tooLarge(bytes: Int)
        /// An image of this format that stops before its end (``VCard/ImageFormat/isWhole(_:)``).
        case cutShort(ImageFormat)
    }

    /// `bytes` as a photo: a JPEG, PNG, GIF or WebP image (told by its
    /// first bytes, see ``ImageFormat``) of at most ``maximumBytes``.
    /// An image file given by the user must be whole as well (`whole`):
    /// a card's photo is taken as the card holds it.
    public static func checked(_ bytes: [UInt8], whole: Bool = false) throws(Refusal) -> HotelPhoto {
        guard let format = ImageFormat(sniffing: bytes) else { throw .notAnImage }
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count) }
        if whole, !format.isWhole(bytes) { throw .cutShort(format) }
        return HotelPhoto(bytes: bytes)
    }

    /// ``checked(_:)``, or `nil`: a card's PHOTO that is no image hotels
    /// takes stays in the card's text, not the hotel's photo.
    static func accepting(_ bytes: [UInt8]) -> HotelPhoto? { try? checked(bytes) }

    /// The image's format; `nil` only for bytes that never went through ``checked(_:)``.
    public var format: ImageFormat? { ImageFormat(sniffing: bytes) }

    /// `JPEG, 23.4 KB`: what `show` and conflict reports say of it.
    public var summary: String { "\(format?.name ?? "image"), \(Self.size(bytes.count))" }

    /// A size in bytes, decimal units (1 KB is 1,000 bytes) to one place:
    /// `812 bytes`, `23.4 KB`, `1 MB`.
    public static func size(_ count: Int) -> String {
        guard count >= 1000 else { return "\(count) byte\(count == 1 ? "" : "s")" }
        let (unit, divisor) = count >= 999_950 ? ("MB", 1_000_000) : ("KB", 1000)
        let tenths = (count * 10 + divisor / 2) / divisor
        return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
