/// How ``JCardReader`` reads, and the limits that keep its memory bounded
/// whatever the input: a card over a limit comes out rejected (without its
/// bytes) with an error that names the limit, and the cards after it still
/// come out.
public struct JCardOptions: Sendable {
    /// The name used in diagnostics: a path, ``ReaderOptions/standardInputName``
    /// for standard input, or `<input>` for bytes of no file.
    public var fileName: String
    /// The longest string (a value, a parameter or a name), in bytes of UTF-8.
    public var maximumValueBytes: Int
    /// The most JSON text one card may take, in bytes.
    public var maximumCardBytes: Int

    /// The default longest string: as vCard's longest property
    /// (``ReaderLimits/defaultValueBytes``), so that a card imported from
    /// vCard and exported as jCard reads back.
    public static let defaultMaximumValueBytes = ReaderLimits.defaultValueBytes
    /// The default most JSON text of one card: as vCard's largest card.
    public static let defaultMaximumCardBytes = ReaderLimits.defaultCardBytes

    /// Options naming the input `fileName` in diagnostics, with the given
    /// limits in bytes.
    public init(fileName: String = "<input>", maximumValueBytes: Int = JCardOptions.defaultMaximumValueBytes,
                maximumCardBytes: Int = JCardOptions.defaultMaximumCardBytes) {
        self.fileName = fileName
        self.maximumValueBytes = maximumValueBytes
        self.maximumCardBytes = maximumCardBytes
    }

    /// The options of a vCard reader, for jCard: its file name, and its
    /// limits on a property and a card (`--max-value`, `--max-card`).
    public init(_ options: ReaderOptions) {
        self.init(fileName: options.fileName, maximumValueBytes: options.limits.valueBytes, maximumCardBytes: options.limits.cardBytes)
    }
}
