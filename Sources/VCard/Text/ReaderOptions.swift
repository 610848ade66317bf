/// How ``VCardReader`` reads.
public struct ReaderOptions: Sendable {
    /// The name diagnostics give standard input.
    public static let standardInputName = "<stdin>"

    /// The name used in diagnostics: a path, or ``standardInputName``.
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
    /// The largest line, value and card the reader takes; what is larger is
    /// rejected (and skipped in bounded memory), not read.
    public var limits: ReaderLimits
    /// Whether a card the input ends inside (no `END:VCARD`, no next
    /// card) is rejected rather than closed at the end (the `missing-end`
    /// repair): a file cut short ends so, and its last card may have lost
    /// any of its lines. A book that is written back sets it.
    public var rejectsCardCutShort = false
    /// Cards the caller has already read, by the ``ContentHash`` of their
    /// bytes (from `BEGIN:VCARD` to the end of the `END:VCARD` line): each
    /// such card but the first of the input comes out as
    /// ``ReadResult/known(_:)``, framed and not parsed. (A sync reads only
    /// what changed since it last read a book.)
    public var knownCards: Set<UInt64> = []
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

    /// Options for reading one input; by default standard input, lenient, 3.0
    /// for a card without VERSION, one thread, default limits.
    public init(fileName: String = ReaderOptions.standardInputName, strict: Bool = false,
                assumedVersion: VCardVersion = .v3_0, threads: Int = 1, limits: ReaderLimits = ReaderLimits()) {
        self.fileName = fileName
        self.strict = strict
        self.assumedVersion = assumedVersion
        self.threads = threads
        self.limits = limits
    }
}

/// The sizes past which ``VCardReader`` rejects what it reads, so that its
/// memory stays bounded whatever the input: a card over a limit comes out
/// as ``ReadResult/rejected(_:)`` with an error naming the limit, its bytes
/// handed out in pieces as they are read (never held whole).
///
/// The defaults are generous: a card with a large photo is far below them.
public struct ReaderLimits: Sendable, Hashable {
    // A card's offsets are 32-bit: every limit is kept within 1…1 GiB,
    // however it is set.

    /// The longest physical line, in bytes (without its line break).
    public var lineBytes: Int { didSet { lineBytes = Self.clamped(lineBytes) } }
    /// The longest property, unfolded, in bytes.
    public var valueBytes: Int { didSet { valueBytes = Self.clamped(valueBytes) } }
    /// The largest card, from its `BEGIN:VCARD` to the end of its `END:VCARD` line.
    public var cardBytes: Int { didSet { cardBytes = Self.clamped(cardBytes) } }

    /// The default longest line: 16 MiB.
    public static let defaultLineBytes = 16 << 20
    /// The default longest property: 16 MiB.
    public static let defaultValueBytes = 16 << 20
    /// The default largest card: 32 MiB.
    public static let defaultCardBytes = 32 << 20
    /// The most any limit may be set to.
    public static let largest = 1 << 30

    /// A size as people read it: `16 MiB`, `64 KiB`, `100 bytes`.
    public static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// Limits of the given sizes in bytes, each kept within 1 byte to
    /// ``largest``.
    public init(lineBytes: Int = ReaderLimits.defaultLineBytes, valueBytes: Int = ReaderLimits.defaultValueBytes,
                cardBytes: Int = ReaderLimits.defaultCardBytes) {
        self.lineBytes = Self.clamped(lineBytes)
        self.valueBytes = Self.clamped(valueBytes)
        self.cardBytes = Self.clamped(cardBytes)
    }

    /// Every limit at ``largest``: for a card read and taken before (see
    /// ``VCardReader/keptCard(_:)``).
    public static let widest = ReaderLimits(lineBytes: largest, valueBytes: largest, cardBytes: largest)

    private static func clamped(_ bytes: Int) -> Int { Swift.min(Swift.max(bytes, 1), largest) }
}

/// One item the reader produces, in input order.
public enum ReadResult: Sendable {
    /// A card that was read, with its warnings (no errors).
    case card(Card, diagnostics: [Diagnostic])
    /// A card that had an error: its bytes as read, for fixing and retrying.
    case rejected(RejectedCard)
    /// A problem outside any card (stray lines, line endings, a read error).
    case diagnostic(Diagnostic)
    /// A card whose bytes ``ReaderOptions/knownCards`` holds: where it is, not read.
    case known(KnownCard)
}

extension ReadResult {
    /// The result as strict reading takes it (``ReaderOptions/strict``,
    /// `--strict`): every warning is an error, and a card with one is
    /// rejected, with the bytes it was read from (none for xCard and jCard,
    /// whose readers keep none). The vCard reader's own cards come out
    /// judged already (``CardAssembler``); its file's warnings, and every
    /// result of the xCard and jCard readers, are judged here.
    public var strict: ReadResult {
        switch self {
        case .diagnostic(let diagnostic) where diagnostic.severity == .warning:
            return .diagnostic(diagnostic.strict)
        case .card(let card, let diagnostics) where !diagnostics.isEmpty:
            let errors = diagnostics.map(\.strict)
            return .rejected(RejectedCard(index: card.origin?.index ?? errors[0].cardIndex ?? 0, line: card.line ?? errors[0].line,
                                          bytes: ArraySlice(card.origin?.source.cardBytes ?? []), diagnostics: errors))
        default:
            return self
        }
    }
}

/// A card handed out unread because the caller knows its bytes
/// (``ReaderOptions/knownCards``).
public struct KnownCard: Sendable, Equatable {
    /// 1-based position of the card in the input.
    public var index: Int
    /// Line of its `BEGIN:VCARD`.
    public var line: Int
    /// The ``ContentHash`` of the card's bytes.
    public var hash: UInt64
    /// How many bytes the card takes in the input: the blank lines the
    /// reader skipped before it (``leadingCount``), then the card.
    public var count: Int
    /// The blank lines before `BEGIN:VCARD`, in bytes.
    public var leadingCount: Int
}

/// A card the reader could not accept, or lines outside any card, exactly
/// as they were in the input.
///
/// What is too large to hold (over a ``ReaderLimits`` limit) comes out in
/// pieces as it is read: the first carries the diagnostics, the others are
/// continuations with none. Writing every piece's bytes in order gives back
/// the input as it was.
public struct RejectedCard: Sendable {
    /// 1-based position of the card in the input (0 for lines outside any
    /// card, but those that hold cards: the first one's position).
    public var index: Int
    /// Line of its `BEGIN:VCARD` (or of the first line outside any card).
    public var line: Int
    /// The bytes from `BEGIN:VCARD` to the end of the card (or of the lines).
    public var bytes: ArraySlice<UInt8>
    /// Its problems; at least one is an error (none in a continuation).
    public var diagnostics: [Diagnostic]
    /// Whether these are lines outside any card rather than a card.
    public var isOutsideCards = false
    /// Whether this piece continues the rejected card or lines before it.
    public var isContinuation = false
    /// How many cards whose `BEGIN:VCARD` is missing or misspelt
    /// (properties, then `END:VCARD`) these lines outside any card hold.
    public var lostCards = 0

    /// Whether this starts a rejected card (not lines outside cards, not a continuation).
    public var startsCard: Bool { !isOutsideCards && !isContinuation }
    /// How many cards the reader could not read this is, to count among
    /// the input's cards: one for a rejected card's first piece, those they
    /// hold for lines outside cards, none for a later piece.
    public var cardsHeld: Int { startsCard ? 1 : lostCards }
}

/// Errors that stop reading before the first card.
public enum VCardReaderError: Error, CustomStringConvertible, Equatable {
    /// The file at `path` could not be opened for reading, or is a directory;
    /// `reason` is the system's message or "is a directory".
    case cannotOpen(path: String, reason: String)

    /// "PATH: cannot open: REASON".
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "\(path): cannot open: \(reason)"
        }
    }
}

extension ReaderLimits {
    /// A limit a card may be over.
    public enum Kind: String, Sendable {
        /// ``ReaderLimits/lineBytes``.
        case line
        /// ``ReaderLimits/valueBytes``.
        case value
        /// ``ReaderLimits/cardBytes``.
        case card
    }

    /// Which of these limits a reader under them would refuse `bytes` (one
    /// card, as written) by, and why in words ("card is larger than the
    /// card limit (32 MiB)"); `nil` for a card it reads. The card is read
    /// back as the reader reads it, so that the answer is the reader's; one
    /// no larger than every limit is within them unread.
    public func refusal(ofWritten bytes: [UInt8]) -> (kind: Kind, reason: String)? {
        guard bytes.count > Swift.min(lineBytes, valueBytes, cardBytes) else { return nil }
        let diagnostics = VCardReader.read(bytes: bytes, options: ReaderOptions(limits: self)).diagnostics
        guard let over = diagnostics.first(where: { $0.code == .overLimit }) else { return nil }
        let reason = String(over.message.prefix { $0 != ";" })
        return (reason.contains("card limit") ? .card : reason.contains("value limit") ? .value : .line, reason)
    }
}
