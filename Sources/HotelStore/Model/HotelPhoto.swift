/// A picture of a hotel: the image file's bytes, kept exactly.
///
/// The store keeps whatever bytes it is given; which images are taken
/// (JPEG, PNG, GIF, WebP, told by their content) is for the code that
/// reads them in to decide, against ``maximumBytes``.
public struct HotelPhoto: Equatable, Sendable {
    /// The image file's bytes, exactly as given.
    public let bytes: [UInt8]

    /// A photo of `bytes`, as they are.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The largest photo the store takes: 1 MB (1,000,000 bytes). A hotel's
    /// picture for recognizing it needs far less; address books sync
    /// every card whole, and CardDAV servers often refuse larger cards.
    public static let maximumBytes = 1_000_000
}
