import Gazetteer
import Pipelining
import Reconcile
import VCard

/// The cards of an import's input, read, selected and mapped: the hotels to
/// reconcile and the cards skipped, one at a time, with what could not be
/// read counted (and written to `--rejects`).
///
/// Reading, selecting, mapping and the gazetteer lookups run on a thread of
/// their own, a batch of cards ahead of the caller, who reconciles and
/// writes: the two halves of an import take about as long as each other,
/// so on two cores the import takes about as long as the slower half.
struct HotelCards {
    /// One card's outcome.
    enum Item: Sendable {
        /// A card taken, with the verdict when explaining.
        case hotel(CardHotel, Verdict?)
        /// A card not taken, with why. `card` is kept when only the evidence
        /// rules skipped it and the store has hotels: it may have been taken before.
        case skipped(MergePlan.Skip, CardSelection, card: Card?)
    }

    /// Where a card is, as messages name it: by its number and line, and,
    /// when the input is several files, by its file and its number there
    /// (as the reader's diagnostics number it).
    struct Place {
        /// The file, when there are several; `nil` for one.
        var file: String?
        /// Its number in its file.
        var card: Int
        var line: Int
        /// Its number in the whole input, across the files, as a plan's
        /// entries and skipped cards count (``MergePlan/Entry/cards``).
        var number: Int

        /// The file as messages name it, one or several.
        var shownFile: String

        /// "card 3, line 41"; "book.vcf:41: card 3" when it names the file.
        var text: String {
            file.map { "\($0):\(line): card \(card)" } ?? "card \(card), line \(line)"
        }

        /// "book.vcf:41: card 3", as the reader's diagnostics name a card.
        var diagnosticText: String { "\(shownFile):\(line): card \(card)" }
    }

    /// What reading found, besides the cards.
    struct Tally {
        var cards = 0
        /// Rejected cards and runs of lines outside cards.
        var rejected = 0
        /// Cards that could not be read (rejected, or ended by an error).
        var unreadable = 0
        var failedFiles = 0
        /// Errors the reader reported, a document's own among them (an
        /// xCard cut before `</vcards>`, text after a jCard's last `]`).
        var errors = 0

        /// Whether the input had anything that could not be read.
        var hadErrors: Bool { rejected > 0 || unreadable > 0 || failedFiles > 0 || errors > 0 }

        /// Whether the input was a book of no card (jCard's `[]`, xCard's
        /// `<vcards>` with none), read without an error.
        var isEmptyBook: Bool { cards == 0 && !hadErrors }
    }

    let files: [String]
    let selector: LodgingSelector
    /// Whether every card's verdict is wanted with all its evidence (`--explain`).
    var explain = false
    /// Whether the store has hotels, so that a card skipped now may have
    /// been taken before (an empty store has taken none).
    var storeHasHotels = true
    /// The gazetteer, for positions of cards without GEO, looked up on the
    /// reading thread through a geocoder of its own; `nil` leaves that to
    /// the reconciler, for the hotels that turn out to be new.
    let gazetteer: GazetteerIndex?
    let rejects: AtomicFileWriter?
    /// The reader's limits (`--max-line`, `--max-value`, `--max-card`).
    var limits = ReaderLimits()
    /// The first bytes of standard input, when they were read to tell what it is.
    var standardInputHead: [UInt8]?

    /// Reads every file, handing each card's outcome to `each` in order, on
    /// the calling thread; diagnostics are printed in order with them.
    /// `prepare` runs on the calling thread once reading has started, before
    /// the first card: loading what the cards are matched against, say,
    /// while the first ones are read.
    func read(console: Console, prepare: () throws(CLIError) -> Void = {},
              each: (Item, Place) throws(CLIError) -> Void) throws(CLIError) -> Tally {
        let handoff = Handoff<Event>(capacity: 8)
        let producer = Producer(files: files, selector: selector, explain: explain, keepsSkippedCards: storeHasHotels, gazetteer: gazetteer,
                                limits: limits, standardInputHead: standardInputHead, handoff: handoff)
        let worker = WorkerThread { producer.run() }
        // However this ends, the reading thread stops before we return.
        defer {
            handoff.cancel()
            worker.wait()
        }
        try prepare()

        var tally = Tally()
        var hotels = 0, bytes = 0
        // The file being read, when there are several, and the cards before it.
        var file: String? = nil, shownFile = "", cardsBefore = 0
        var progress = ProgressBar(console: console, totalBytes: BookFiles.size(of: files))
        while var batch = handoff.take() {
            // Popped from the end, each event moves out of the array; a
            // `for` loop copies it out (retaining every string of a hotel)
            // and releases it again with the array.
            batch.reverse()
            while let event = batch.popLast() {
                switch event {
                case .item(let item):
                    tally.cards += 1
                    let place: Place
                    switch item {
                    case .hotel(let card, _):
                        hotels += 1
                        place = Place(file: file, card: card.cardNumber - cardsBefore, line: card.line, number: card.cardNumber,
                                      shownFile: shownFile)
                    case .skipped(let skip, _, _):
                        place = Place(file: file, card: skip.card - cardsBefore, line: skip.line, number: skip.card, shownFile: shownFile)
                    }
                    try each(item, place)
                case .fileStarted(let name, let cards):
                    file = files.count > 1 ? name : nil
                    shownFile = name
                    cardsBefore = cards
                case .read(let count):
                    bytes += count
                    progress.update(bytes: bytes, cards: tally.cards, hotels: hotels)
                case .diagnostics(let diagnostics):
                    tally.errors += diagnostics.count { $0.severity == .error }
                    DiagnosticPrinter.print(diagnostics, to: console)
                case .rejected(let bytes, let starts):
                    if starts { tally.rejected += 1 }
                    try rejects?.write(bytes)
                case .unreadable:
                    tally.unreadable += 1
                case .fileRead(let failed):
                    if failed { tally.failedFiles += 1 }
                case .notABook(let error):
                    console.report("\(error)")
                    tally.failedFiles += 1
                case .failure(let error):
                    throw error
                }
            }
        }
        try rejects?.commitUnlessEmpty()
        progress.finish()
        return tally
    }

    /// What the reading thread hands over.
    fileprivate enum Event: Sendable {
        case item(Item)
        /// The start of a file (its name as messages give it), after `cardsBefore` cards.
        case fileStarted(String, cardsBefore: Int)
        /// How many bytes of input the batch's cards took (for the progress bar).
        case read(Int)
        case diagnostics([Diagnostic])
        /// Bytes that could not be read, and whether they start a rejected
        /// card or run of lines (or continue one too large to hold).
        case rejected(ArraySlice<UInt8>, starts: Bool)
        /// A card that could not be read.
        case unreadable
        /// The end of a file, and whether nothing of it could be read.
        case fileRead(failed: Bool)
        /// A file that is plainly no address book, not read.
        case notABook(CLIError)
        case failure(CLIError)
    }
}

/// The reading thread's work. Owned by that thread once started (hence
/// unchecked: nothing in it is touched from two threads).
private final class Producer: @unchecked Sendable {
    let files: [String]
    let selector: LodgingSelector
    let explain: Bool
    /// Whether skipped cards that may have been taken before go with their item.
    let keepsSkippedCards: Bool
    let geocoder: OfflineGeocoder?
    let handoff: Handoff<HotelCards.Event>
    private var batch: [HotelCards.Event] = []
    private var stopped = false
    /// Input bytes of the cards in `batch`.
    private var bytesRead = 0
    /// Bytes of rejected input in `batch`.
    private var rejectedBytes = 0
    let limits: ReaderLimits
    let standardInputHead: [UInt8]?

    static let batchSize = 256
    /// A batch goes at the latest once it holds this many rejected bytes.
    static let batchRejectedBytes = 1 << 20

    init(files: [String], selector: LodgingSelector, explain: Bool, keepsSkippedCards: Bool, gazetteer: GazetteerIndex?,
         limits: ReaderLimits, standardInputHead: [UInt8]?, handoff: Handoff<HotelCards.Event>) {
        self.files = files
        self.limits = limits
        self.standardInputHead = standardInputHead
        self.selector = selector
        self.explain = explain
        self.keepsSkippedCards = keepsSkippedCards
        self.geocoder = gazetteer.map(OfflineGeocoder.init(index:))
        self.handoff = handoff
    }

    func run() {
        var number = 0
        for file in files where !stopped {
            batch.append(.fileStarted(BookFiles.shownName(file), cardsBefore: number))
            do throws(CLIError) {
                let read = try BookFiles.read(file, limits: limits, standardInputHead: file == "-" ? standardInputHead : nil, report: { batch.append(.diagnostics($0)) }, rejected: { bytes, starts in
                    // Handed on as they come: a book of rejects is never held.
                    batch.append(.rejected(bytes, starts: starts))
                    rejectedBytes += bytes.count
                    if batch.count >= Self.batchSize || rejectedBytes >= Self.batchRejectedBytes { flush() }
                }, unreadable: {
                    // Numbered as the reader numbers it, so the cards after it keep the reader's numbers.
                    number += 1
                    batch.append(.unreadable)
                }) { card, line in
                    number += 1
                    bytesRead += card.origin?.source.count ?? 0
                    let text = { CardHotel.storedText(of: card) }
                    let selection = CardHotel.select(card, with: selector, explain: explain, text: text, cardNumber: number, line: line)
                    if var hotel = selection.hotel {
                        if let geocoder { hotel.locate(with: geocoder) }
                        batch.append(.item(.hotel(hotel, explain ? selection.verdict : nil)))
                    } else {
                        let skip = MergePlan.Skip(card: number, line: line, reason: (selection.verdict.skipReason ?? .notAHotel).rawValue)
                        batch.append(.item(.skipped(skip, selection, card: keepsSkippedCards && selection.mayBeKept ? card : nil)))
                    }
                    if batch.count >= Self.batchSize { flush() }
                    return !stopped
                }
                batch.append(.fileRead(failed: read.cards == 0 && read.errors > 0))
            } catch {
                // A file of a folder that is no address book does not stop the others.
                if case .book(.notABook) = error {
                    batch.append(.notABook(error))
                    continue
                }
                batch.append(.failure(error))
                break
            }
        }
        flush()
        handoff.finish()
    }

    private func flush() {
        guard !batch.isEmpty, !stopped else { return }
        if bytesRead > 0 {
            batch.append(.read(bytesRead))
            bytesRead = 0
        }
        if !handoff.put(batch) { stopped = true }
        batch = []
        rejectedBytes = 0
        batch.reserveCapacity(Self.batchSize)
    }
}
