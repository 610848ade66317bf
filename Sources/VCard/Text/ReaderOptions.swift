/// How ``VCardReader`` reads.
public struct ReaderOptions: Sendable {
    /// The name used in diagnostics: a path, or `-` for standard input.
    public var fileName: String
    /// Turns every warning into an error, so that any card with a warning is rejected.
    public var strict: Bool
    /// The version of a card that has no VERSION property. Evolution and other
    /// tools that leave it out write 3.0.
    public var assumedVersion: VCardVersion
    /// How many threads read: one, or two or more for a second thread that
    /// reads and frames the input (and parses when it is ahead) while the
    /// calling thread parses and checks cards. Results come out in input
    /// order either way. More than two are not used for vCard: the work
    /// splits in two halves, not more (bench/RESULTS.md).
    public var threads: Int
    /// When the framing thread parses a batch itself (see ``VCardReader``);
    /// tests force each way.
    var parseAhead: ParseAhead = .whenAhead
    /// The size of the reading window (it grows for a larger card); tests
    /// make it small to cross many window boundaries.
    var windowBytes = ByteSource.chunkSize

    enum ParseAhead: Sendable {
        /// When a batch already waits for the calling thread.
        case whenAhead
        case always
        case never
    }

    public init(fileName: String = "-", strict: Bool = false, assumedVersion: VCardVersion = .v3_0, threads: Int = 1) {
        self.fileName = fileName
        self.strict = strict
        self.assumedVersion = assumedVersion
        self.threads = threads
    }
}

/// One item the reader produces, in input order.
public enum ReadResult: Sendable {
    /// A card that was read, with its warnings (no errors).
    case card(Card, diagnostics: [Diagnostic])
    /// A card that had an error: its bytes as read, for fixing and retrying.
    case rejected(RejectedCard)
    /// A problem outside any card (stray lines, line endings, a read error).
    case diagnostic(Diagnostic)
}

/// A card the reader could not accept, exactly as it was in the input.
public struct RejectedCard: Sendable {
    /// 1-based position of the card in the input.
    public var index: Int
    /// Line of its `BEGIN:VCARD`.
    public var line: Int
    /// The bytes from `BEGIN:VCARD` to the end of the card.
    public var bytes: ArraySlice<UInt8>
    /// Its problems; at least one is an error.
    public var diagnostics: [Diagnostic]
}

/// Errors that stop reading before the first card.
public enum VCardReaderError: Error, CustomStringConvertible, Equatable {
    case cannotOpen(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "\(path): cannot open: \(reason)"
        }
    }
}
