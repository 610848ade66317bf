/// Text compared as the bytes it is, for what Linux keeps as bytes: paths,
/// and the names of books given by their paths. `String`'s `==`, `Hashable`
/// and `Set` take canonical equivalents for one ("tél" composed, and "te"
/// with a combining acute), which are two files, so two books.
public struct ExactText: Hashable, Sendable {
    /// The text.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public static func == (a: ExactText, b: ExactText) -> Bool { same(a.text, b.text) }

    public func hash(into hasher: inout Hasher) {
        for byte in text.utf8 { hasher.combine(byte) }
    }

    /// Whether `a` and `b` are the same bytes.
    public static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
}
