import Books
import Gazetteer
import HotelStore
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// Runs one sync of a book and the store: scan, plan, write the book, then
/// commit the store and the sync state in one transaction.
///
/// The order is what makes a kill at any point safe: until the store
/// commits, the sync state still describes the book as it was, so the next
/// run sees this run's book writes as the book's own changes, and they
/// agree with the store's (a card this run created is recognized by its
/// UID). The store's part is one transaction; the book's is one atomic
/// rewrite of a file, or one atomic write per card file.
public final class SyncRunner {
    /// The address book synced: a file, a folder or a server.
    public let book: any AddressBook
    /// The book's name in the sync state: its config name or its path.
    public let name: String
    /// The store synced with, which also holds the sync state.
    public let store: HotelStore
    /// How the sync runs: direction, conflict policy, deletion guard.
    public var options: SyncOptions
    /// Which of the book's cards are places to stay.
    public var selector: LodgingSelector
    /// Positions for hotels made from cards without GEO; `nil` leaves them
    /// without.
    public var geocoder: Geocoder?

    /// The page cache of a large write, in KiB: a first sync of a large
    /// book writes nearly every page, and its memory stays bounded so.
    static let writeCacheKilobytes = 2048

    /// The most steps a write may have and still keep the store's usual page
    /// cache. A small write's dirty pages then stay in memory until the
    /// commit: spilling them mid-transaction cost two more journal syncs
    /// (100 changed hotels dirty some 140 pages, more than 2 MiB).
    static let smallWriteSteps = 500

    /// A book's last sync while a run has not ended: it is running, or it
    /// was killed or stopped by `--timeout`.
    public static let unfinished = "stopped: did not finish (still running, or killed or stopped by --timeout); the next run finishes it"

    /// The steps at which ``SyncOptions/crashPoint`` can kill a run, in order.
    public static let crashPoints = ["scanned", "planned", "card-written", "book-written", "store-written", "committed"]

    /// A runner for `book`, known as `name` in `store`'s sync state; it reads
    /// and writes nothing until ``run(dryRun:)``.
    public init(book: any AddressBook, name: String, store: HotelStore, options: SyncOptions = SyncOptions(),
                selector: LodgingSelector = LodgingSelector(), geocoder: Geocoder? = nil) {
        self.book = book
        self.name = name
        self.store = store
        self.options = options
        self.selector = selector
        self.geocoder = geocoder
    }

    /// Where the book's sync status says it was (``SyncOptions/location``).
    private var location: String { options.location ?? book.location }

    /// What a run did.
    public struct Outcome: Sendable {
        /// The plan of the run's last attempt: applied, unless a dry run or
        /// ``stopped``, but for the steps ``deferred`` and the cards ``refused``;
        /// with the cards earlier attempts wrote (see ``attempts``).
        public var plan: SyncPlan
        /// Why nothing was applied, when the guard or `--on-conflict fail` stopped it.
        public var stopped: String?
        /// The batch that records the store's changes (`nil` when the store did not change).
        public var batch: BatchSummary?
        /// Warnings that stand from run to run (unreadable cards, repeated
        /// UIDs), as shown: "place: message".
        public var warnings: [String] = []
        /// Those of ``warnings`` the previous run did not print.
        public var newWarnings: [String] = []
        /// Steps left for the next run because the store changed them meanwhile.
        public var deferred = 0
        /// New cards left for the next run because another command wrote the
        /// store meanwhile: it may have made their hotels (an import of the
        /// same book, an `add`), which the next run finds and takes up.
        public var deferredNew = 0
        /// Whether the store's hotels were read: not when none changed
        /// since the last complete sync and the book asked for none.
        public var readHotels = false
        /// Whether the run found nothing to do and wrote no transaction
        /// (``HotelStore/noteQuietSync(book:at:outcome:)``).
        public var quiet = false
        /// Cards the book refused to take (a server holding their UID
        /// already), each "NAME: why": left for a later run, which tries again.
        public var refused: [String] = []
        /// The limits the cards among ``refused`` that the book would not
        /// read back are over: a larger one lets them be written.
        public var overLimit: Set<ReaderLimits.Kind> = []
        /// Runs made in all: more than one when a card changed in the book
        /// between this run's read and its write, and the run started over.
        /// The cards written before that (a folder's or a server's, each its
        /// own write) stay written, and are in ``plan`` with the last
        /// attempt's steps.
        public var attempts = 1
        /// What an earlier run that was killed after its writes was to say
        /// (``SyncNote/isReported``): this run finished its work, to which
        /// the writes were no news. Said, it is forgotten by ``reported(_:)``.
        public var owed: [String] = []
        /// Whether the store keeps lines this run or an earlier one owes.
        var owesReport = false
    }

    /// Plans the sync and, unless `dryRun`, applies it. When a write finds
    /// a card changed in the book since the scan (another client's edit,
    /// ``Books/BookError/changedMeanwhile(path:item:)``), the run starts over
    /// — scans, merges again and writes — up to ``SyncOptions/writeAttempts``
    /// times in all; the changes made before that write are this run's own
    /// and the new scan takes them as they are. A run the book stops (it
    /// cannot be read or written, its server fails) is recorded as the
    /// book's last sync, with why (``HotelStore/syncStatus(book:)``).
    public func run(dryRun: Bool = false) throws(SyncError) -> Outcome {
        // Noted first, as the run's time, and replaced by what the run
        // records at its end: a run killed (or stopped by --timeout, which
        // cannot write from its signal) is seen in `hotels books`.
        if !dryRun { try? store.noteQuietSync(book: name, at: options.now, outcome: Self.unfinished) }
        var owed: [String] = []
        if !dryRun {
            do { owed = try store.owedSyncReport(book: name) } catch { throw .store(error) }
        }
        var attempt = 1
        var earlier = EarlierWrites()
        while true {
            do {
                var outcome = try runOnce(dryRun: dryRun, earlier: &earlier, owed: owed)
                outcome.attempts = attempt
                outcome.owed = owed
                outcome.owesReport = outcome.owesReport || !owed.isEmpty
                return outcome
            } catch {
                guard case .book(let failure) = error else {
                    // The store failed: the note says so rather than "did not finish".
                    if !dryRun, case .store(let failure) = error {
                        try? store.noteQuietSync(book: name, at: options.now, outcome: "stopped: \(failure)")
                    }
                    throw error
                }
                guard case .changedMeanwhile = failure, attempt < options.writeAttempts else {
                    // Cards the tries wrote before stay written: the status says so.
                    let written = earlier.steps.isEmpty ? "" : "; \(earlier.cardsWritten) into the book before, and stay"
                    if !dryRun {
                        try? recordStop("stopped: \(failure)\(written)", warnings: [])
                        // Nothing written, nothing to say of it: what was owed before stands.
                        if earlier.steps.isEmpty { try? store.oweSyncReport(owed, book: name) }
                    }
                    throw error
                }
                attempt += 1
            }
        }
    }

    /// One attempt; a write stopped by an error adds what it made to `earlier`.
    private func runOnce(dryRun: Bool, earlier: inout EarlierWrites, owed: [String]) throws(SyncError) -> Outcome {
        let store = self.store, name = self.name, followers = options.followers, unfollowed = options.unfollowed
        let gone = dryRun ? options.deletedBefore : []
        let records: [String: SyncRecord]
        let previous: SyncBookStatus?
        let skipped: SyncSkipped
        let generation: Int64
        let unchanged: Bool
        let listing: [UInt8]?
        // The cards an earlier run was writing for the store's hotels and did not record.
        let pending: [String: PendingPush]
        // The book is read while the store is: the scan below takes over.
        book.readAhead()
        do {
            // One state of the store; without card texts, most of its bytes
            // and seldom needed (see CardTexts).
            (records, previous, skipped, generation, unchanged, listing) = try store.reading { () throws(HotelStoreError) in
                let generation = try store.generation()
                let last = try store.syncGeneration(book: name)
                return (try store.syncRecords(book: name, cards: false), try store.syncStatus(book: name), try store.syncSkipped(book: name),
                        generation, last?.generation == generation && last?.settings == options.hotelSettings,
                        try store.syncListing(book: name))
            }
            // A dry run of a store it may not upgrade (read-only, older) has no notes to read.
            pending = dryRun ? (try? store.pendingPushes(book: name)) ?? [:] : try store.pendingPushes(book: name)
        } catch {
            throw .store(error)
        }
        // Read only if the plan or a write needs them.
        // A dry run after another book's reads the store without the hotels that one deletes.
        let hotels = StoreHotels(unchangedSinceLastSync: unchanged && gone.isEmpty) { () throws(HotelStoreError) -> [Hotel] in
            var query = HotelQuery()
            query.fields = .details
            query.sort = .id
            var listed: [Hotel] = []
            try store.forEachHotel(query) { if !gone.contains($0.hotel.id) { listed.append($0.hotel) }; return true }
            return listed
        } loadOne: { (id) throws(HotelStoreError) -> Hotel? in
            gone.contains(id) ? nil : try store.hotel(id: id)
        } cardDigests: { () throws(HotelStoreError) in
            try store.allCardDigests().filter { !gone.contains($0.key) }
        } syncedElsewhere: { () throws(HotelStoreError) in
            try store.hotelsSynced(otherThan: name).subtracting(gone)
        } followedElsewhere: { () throws(HotelStoreError) in
            try store.hotelsSynced(otherThan: name, withTombstones: false, among: followers, except: unfollowed).subtracting(gone)
        } unmade: { () throws(HotelStoreError) in
            try store.hotelsUnmade(ofCardsIn: name)
        } removedByUser: { () throws(HotelStoreError) in
            try store.hotelsRemovedByUser(trackedIn: name)
        }
        // The listing the sync state describes: the scan starts from it.
        book.listingState = listing
        // A card the store cannot read stops the run after planning, as a
        // hotel it cannot read does: read as empty, it would be no base to
        // merge against, and a change would look like a conflict.
        let textFailure = TextReadFailure()
        let texts = CardTexts(record: { item in
            do throws(HotelStoreError) { return try store.syncCard(book: name, item: item) ?? "" } catch { textFailure.note(error); return "" }
        }, hotel: { id in
            do throws(HotelStoreError) { return try store.hotel(id: id)?.card ?? "" } catch { textFailure.note(error); return "" }
        })
        // The cards the last run left unsynced as second cards of a hotel.
        let secondCards = Set((previous?.warnings ?? []).compactMap { SyncNote.secondCard(ofKey: $0.key) })
        var (plan, nowSkipped) = try plan(records: records, hotels: hotels, skipped: skipped, texts: texts, secondCards: secondCards,
                                             pending: pending)
        if let failure = hotels.failure ?? textFailure.error { throw .store(failure) }
        crash(at: "planned")
        // A card the scan did not list may be one a rewrite in place has
        // not reached yet, and a card it could not read (cut short, its
        // lines strewn) one another program is still writing: each is taken
        // as it is once the book has stood still, and a book that changed
        // meanwhile is read again — before the deletion guard or a dry run
        // counts a card as deleted, and before the book is written over
        // what its writer has yet to add.
        if plan.steps.contains(where: { $0.item == nil && $0.recordID != nil }) || plan.notes.contains(where: { $0.kind == .unreadable }) {
            do { try book.settle(for: options.settleTime) } catch { throw .book(error) }
        }
        // Warnings that persist from run to run are known by their keys; only new ones are printed.
        let persisting = plan.notes.filter { !$0.key.isEmpty }
        let warnings = persisting.map { SyncWarning(key: $0.key, text: "\($0.place): \($0.message)") }
        let keys = warnings.map(\.key)
        // A card the book would not read back under its limits is not
        // written (every later run would stop on it): its step is left for
        // a run under larger limits, as a card a server refuses is.
        let overLimit = Self.overLimit(plan, limits: book.limits)
        for index in overLimit.keys { plan.leaveUndone(index) }
        // The book steps keep their indices: earlier writes merge into
        // steps that write nothing, or follow.
        var outcome = Outcome(plan: earlier.merged(into: plan))
        outcome.refused = overLimit.sorted { $0.key < $1.key }.map(\.value.message)
        outcome.overLimit = Set(overLimit.values.map(\.kind))
        outcome.readHotels = hotels.isLoaded
        let printed = Set((previous?.warnings ?? []).map(\.key))
        outcome.warnings = warnings.map(\.text)
        outcome.newWarnings = warnings.filter { !printed.contains($0.key) }.map(\.text)
        if dryRun { return outcome }

        // The hotels the store holds as planned, where the run makes any (see
        // the store's transaction below): `nil` when a write came since the plan's read.
        var present: HotelsPresent?
        if plan.steps.contains(where: { if case .create = $0.store { true } else { false } }) {
            do {
                present = try store.reading { () throws(HotelStoreError) -> HotelsPresent? in
                    try store.generation() == generation ? try store.hotelsPresent() : nil
                }
            } catch {
                throw .store(error)
            }
        }

        // (An earlier attempt's cards stay written: the store is what did not change.)
        let untouched = earlier.steps.isEmpty ? "anything"
            : "the store (\(earlier.cardsWritten) before another client's edit stopped an earlier try)"
        outcome.stopped = plan.stopReason(under: options).map { "stopped before changing \(untouched): " + $0 }
        if let stopped = outcome.stopped {
            // Nothing changed: what stood before stands still (a second card
            // of a hotel is known by its warning), beside what this run met.
            let standing = (previous?.warnings ?? []).filter { !keys.contains($0.key) } + warnings
            try recordStop(stopped, warnings: standing)
            return outcome
        }

        // Nothing to do, and nothing to record that the store does not hold
        // already: no transaction, only the run's time (a quiet sync). A
        // book at a new place (--moved) records it.
        if plan.steps.isEmpty, earlier.steps.isEmpty, unchanged, let previous, previous.warnings.map(\.key) == keys, nowSkipped == skipped,
           previous.location == location, book.listingState == listing {
            do { try store.noteQuietSync(book: name, at: options.now, outcome: plan.counts.summary) } catch { throw .store(error) }
            outcome.quiet = true
            return outcome
        }

        // What the run is to say (an earlier attempt's with it) is kept
        // before anything is written: a run killed after its writes is
        // finished by the next, which says it.
        let reported = outcome.plan.notes.filter(\.isReported).map(\.message)
        if !reported.isEmpty {
            do { try store.oweSyncReport(owed + reported.filter { !owed.contains($0) }, book: name) } catch { throw .store(error) }
            outcome.owesReport = true
        }

        // The cards written for the store's hotels are known for the sync's
        // before they are written: a run killed before its commit records
        // them leaves them to the next, which finds them by their UIDs and
        // hashes (``PendingPush/cardHashes``). A card is hashed here once,
        // for its note and its record.
        var pushes: [PendingPush] = []
        for index in plan.steps.indices {
            // A new card; or one an earlier run wrote and did not record, written anew (noted as it will be).
            let uid: String, bytes: [UInt8]
            switch (plan.steps[index].book, plan.steps[index].record) {
            case (.create(let created, let written), _): (uid, bytes) = (created, written)
            case (.update(let written), .save(_, _, let recorded, _, _)) where pending[recorded] != nil: (uid, bytes) = (recorded, written)
            default: continue
            }
            var push = PendingPush(uid: uid, hotelID: plan.steps[index].hotelID, cardHash: nil)
            if let card = VCardReader.read(bytes: bytes).cards.first {
                let hash = CardFingerprint.hash(of: card)
                push.cardHashes = [book.keepsCardsAsWritten ? hash : PendingPush.byNamePrefix + CardFingerprint.hashByName(of: card)]
                if case .create = plan.steps[index].book, case .save(let text, nil, let recorded, let hotelHash, let shows) = plan.steps[index].record {
                    plan.steps[index].record = .save(card: text, hash: hash, uid: recorded, hotelHash: hotelHash, cardShowsHotel: shows)
                }
            }
            pushes.append(push)
        }
        if !pushes.isEmpty {
            do { try store.notePendingPushes(pushes, book: name) } catch { throw .store(error) }
        }

        // The book's write first, on a thread of its own while the store's
        // changes are made: the store commits after it (see the type's
        // comment). A book that may refuse a card (a server) is written
        // before them: a refused card's step changes nothing in the store,
        // and records nothing.
        let bookSteps = plan.steps.indices.filter { plan.steps[$0].book != .none }
        let changes = bookSteps.map { index -> BookChange in
            let step = plan.steps[index]
            switch step.book {
            case .create(let uid, let bytes): return .create(uid: uid, bytes: bytes)
            case .update(let bytes): return .update(id: step.item!.id, version: step.item!.version, bytes: bytes)
            case .delete, .none: return .delete(id: step.item!.id, version: step.item!.version)
            }
        }
        // Called without changes too: the book lets go of what it kept for a write.
        let bookWrite = BackgroundBookWrite(book: book, changes: changes) { [self] in crash(at: "card-written") }
        // A book that may refuse a card is written before the store's
        // transaction begins: no store lock is held through a server's writes.
        // A refused card's step changes nothing on either side: it is not counted, nor shown as done.
        if book.mayRefuseChanges {
            switch bookWrite.wait() {
            case .failure(let failure):
                earlier.note(made: bookWrite.made, bookSteps: bookSteps, of: plan)
                throw .book(failure)
            case .success(let write):
                for change in write.refused.keys { outcome.plan.leaveUndone(bookSteps[change]) }
            }
        }
        var bookFailure: BookError?
        var written: [Int: BookItem] = [:]
        // Cards the book keeps otherwise than written, by step: each is its card as last synced.
        var kept: [Int: String] = [:]
        var renumbered: [String: BookItem] = [:]
        // Steps whose card the book refused: nothing of them is recorded,
        // so a later run tries them again.
        var refused = Set(overLimit.keys)

        do {
            let (batch, deferred) = try store.change(command: "sync \(name)") { writer throws(HotelStoreError) -> Int in
                if plan.steps.count > Self.smallWriteSteps { try writer.limitCache(kilobytes: Self.writeCacheKilobytes) }
                // This transaction raised the generation the plan read by
                // one; more, and another command wrote the store meanwhile.
                // A new card's hotel it may have made: if it brought hotels
                // into the store (or took some out), or gave one the card's UID.
                let storeChangedMeanwhile = try store.generation() != generation + 1
                var hotelsCameMeanwhile = storeChangedMeanwhile
                if storeChangedMeanwhile, let present { hotelsCameMeanwhile = try store.hotelsPresent() != present }
                func madeMeanwhile(_ step: SyncStep) throws(HotelStoreError) -> Bool {
                    guard storeChangedMeanwhile, case .create(_, let uid, _) = step.store else { return false }
                    if hotelsCameMeanwhile { return true }
                    return try store.hotel(uid: uid) != nil
                }
                var deferred = 0
                var changes = RecordChanges()
                changes.saved.reserveCapacity(plan.steps.count)
                // The store's part of each step, meanwhile where the book refuses nothing.
                var hotelIDs: [Int: Hotel.ID?] = [:]
                var waiting: [Int] = []
                var waitingNew: [Int] = []
                var made: Set<Int> = []
                func applyStores(_ indices: Range<Int>) throws(HotelStoreError) {
                    for index in indices where !refused.contains(index) && made.insert(index).inserted {
                        // A hotel made from a new card could be a second one
                        // of a hotel another command made meanwhile, or bear its UID.
                        if try madeMeanwhile(plan.steps[index]) {
                            waitingNew.append(index)
                        } else if let hotelID = try self.applyStore(plan.steps[index], loaded: hotels, writer: writer) {
                            hotelIDs[index] = hotelID
                        } else {
                            deferred += 1
                            waiting.append(index)
                        }
                    }
                }
                if !book.mayRefuseChanges { try applyStores(plan.steps.indices) }
                switch bookWrite.wait() {
                case .failure(let failure):
                    bookFailure = failure
                    writer.abandon()
                    return 0
                case .success(let write):
                    for (index, item) in zip(bookSteps, write.items) { if let item { written[index] = item } }
                    for (change, bytes) in write.kept { kept[bookSteps[change]] = String(decoding: bytes, as: UTF8.self) }
                    renumbered = write.renumbered
                    for (change, reason) in write.refused.sorted(by: { $0.key < $1.key }) {
                        refused.insert(bookSteps[change])
                        outcome.refused.append("\(plan.steps[bookSteps[change]].name): \(reason)")
                    }
                }
                crash(at: "book-written")
                try applyStores(plan.steps.indices)
                for (index, hotelID) in hotelIDs.sorted(by: { $0.key < $1.key }) where !refused.contains(index) {
                    gatherRecord(plan.steps[index], hotelID: hotelID, written: written[index], kept: kept[index], records: records, pending: pending,
                                 into: &changes)
                }
                for index in waiting where !refused.contains(index) {
                    gatherWaitingRecord(plan.steps[index], loaded: hotels, written: written[index], kept: kept[index], records: records, pending: pending,
                                        into: &changes)
                }
                // Cards the write renumbered (a repeated UID's) keep their
                // records under the new ids: every old row is read before
                // any sync state is written, since one's new id is another's old.
                var moved: [SyncRecord] = []
                for (old, item) in renumbered {
                    guard var record = records[old] else { continue }
                    record.card = try store.syncCard(book: name, item: old) ?? ""
                    record.item = item.id
                    moved.append(record)
                }
                // Removals before saves: a step may record a card at an id another step's card left.
                let saved = Set(changes.saved.keys).union(moved.map(\.item))
                for id in changes.removed + Array(renumbered.keys) where !saved.contains(id) {
                    try writer.removeSyncRecord(item: id, book: name)
                }
                for record in Array(changes.saved.values) + moved { try writer.saveSyncRecord(record, book: name) }
                for (item, version) in changes.versions where !saved.contains(item) {
                    try writer.saveSyncVersion(version, item: item, book: name)
                }
                for index in waiting + waitingNew where !refused.contains(index) { outcome.plan.leaveStoreUnchanged(index) }
                outcome.deferredNew = waitingNew.count { !refused.contains($0) }
                try writer.saveSyncStatus(SyncBookStatus(book: name, location: location, syncedAt: options.now,
                                                         outcome: outcome.plan.counts.summary, warnings: warnings))
                // A run that left nothing for later: the next one may take
                // every hotel it tracks as unchanged if no one writes the store
                // meanwhile. One that could not read a part of the book did not
                // look at the hotels of the cards in it.
                let complete = deferred == 0 && waitingNew.isEmpty && !plan.withholdsPushes && !plan.withholdsDeletions && refused.isEmpty
                    && !plan.notes.contains { $0.kind == .unreadable }
                try writer.saveSyncGeneration(expected: complete ? generation + 1 : nil, settings: options.hotelSettings, book: name)
                if nowSkipped != skipped { try writer.saveSyncSkipped(nowSkipped, book: name) }
                if let state = book.listingState { try writer.saveSyncListing(state, book: name) }
                if !pending.isEmpty || !pushes.isEmpty {
                    let settled = bookSteps.compactMap { index in
                        plan.steps[index].book == .delete && !refused.contains(index)
                            ? plan.steps[index].item.flatMap { plan.killedPushes[$0.id] } : nil
                    }
                    try writer.forgetRecordedPushes(book: name, settled: settled + plan.goneKilledPushes)
                }
                crash(at: "store-written")
                return deferred
            }
            outcome.batch = batch
            outcome.deferred = deferred
        } catch {
            throw .store(error)
        }
        if let bookFailure {
            earlier.note(made: bookWrite.made, bookSteps: bookSteps, of: plan)
            throw .book(bookFailure)
        }
        crash(at: "committed")
        return outcome
    }

    /// Scans the book and plans. The snapshot (every hotel card read) is let
    /// go on return: the plan holds what the writes need.
    private func plan(records: [String: SyncRecord], hotels: StoreHotels, skipped: SyncSkipped,
                      texts: CardTexts, secondCards: Set<String>, pending: [String: PendingPush]) throws(SyncError) -> (SyncPlan, SyncSkipped) {
        let snapshot: BookSnapshot
        do {
            // A book's first sync adopts the cards an import took that the rules skip.
            let imported = records.isEmpty
                ? ImportedCards(isEmpty: { hotels.hasNoCardDigests }, hotel: { hotels.hotelID(cardDigest: $0) }, text: { texts.hotel($0) })
                : nil
            // The UIDs of the hotels this run may write into the book as new
            // cards: a card the book holds of one, a place to stay or not (the
            // hotel's UID taken from another book), read now or judged before,
            // is one no second card is given beside (``PlanRun/uidInBook(for:item:)``).
            var watching = Set(pending.keys)
            if options.pushNew && options.direction != .pull && !hotels.unchangedSinceLastSync {
                let linked = Set(records.values.compactMap(\.hotelID))
                for hotel in hotels.all where !linked.contains(hotel.id) && PlanRun.isPushedNew(hotel, options: options, selector: selector) {
                    watching.insert(hotel.uid)
                }
            }
            snapshot = try BookSnapshot.take(book, records: records, selector: selector, skipped: skipped, texts: texts, imported: imported,
                                             watching: watching)
        } catch {
            throw .book(error)
        }
        crash(at: "scanned")
        let texts = try prefetch(for: snapshot, records: records, hotels: hotels, texts: texts)
        let plan = SyncPlanner(options: options, geocoder: geocoder).plan(snapshot, records: records, hotels: hotels, texts: texts,
                                                                          secondCards: secondCards, pending: pending)
        // Exclusions this run leaves undone are judged again by the next one.
        return (plan, SyncSkipped(selection: plan.exclusionsWait ? skipped.selection : selector.fingerprint, cards: snapshot.skipped))
    }

    /// Reads, in one read transaction, what the plan will read for the
    /// tracked cards the scan read: their hotels, and for those whose
    /// content changed their cards as last synced, the merge's base (not
    /// where the hotel stands for it: ``StoredCard/isHotel(of:hotelHash:)``)
    /// — the first ``prefetchedCards`` of them; the plan reads any others itself.
    /// Queried one at a time, each would take the file lock and look for a
    /// hot journal again (a lock, a stat and a read of the header apiece).
    /// The plan itself runs outside any transaction: it may take long
    /// (geocoding new cards), and a read lock held through it would keep
    /// every other command from committing.
    private func prefetch(for snapshot: BookSnapshot, records: [String: SyncRecord], hotels: StoreHotels,
                          texts: CardTexts) throws(SyncError) -> CardTexts {
        let read = snapshot.entries.compactMap { entry -> (record: SyncRecord, changed: Bool)? in
            guard case .hotel(let card) = entry.seen, let record = records[entry.item.id], !record.isTombstone else { return nil }
            return (record, card.hash != record.cardHash)
        }
        if read.isEmpty { return texts }
        var cards: [String: String] = [:]
        do {
            try store.reading { () throws(HotelStoreError) in
                for (record, changed) in read {
                    let hotel = record.hotelID.flatMap { hotels[$0] }
                    // A merge over the hotel itself reads no card.
                    if let hotel, StoredCard.isHotel(of: record, hotelHash: hotels.syncedHash(hotel)) { continue }
                    if changed, record.card.isEmpty, cards.count < Self.prefetchedCards {
                        cards[record.item] = try store.syncCard(book: name, item: record.item) ?? ""
                    }
                }
            }
        } catch {
            throw .store(error)
        }
        return CardTexts(record: { cards[$0] ?? texts.record($0) }, hotel: texts.hotel)
    }

    /// How many cards as last synced ``prefetch(for:records:hotels:texts:)``
    /// holds at most (some 1 MB): a book whose every card changed keeps its
    /// memory to what the plan holds anyway.
    static let prefetchedCards = 1_000

    /// The sync records a run writes, gathered so that every removal
    /// goes before every save.
    struct RecordChanges {
        var removed: [String] = []
        var saved: [String: SyncRecord] = [:]
        /// New version tags of records that keep the rest (`""`: a tombstone).
        var versions: [String: String] = [:]
    }

    /// Whether the store's hotel is still as the plan saw it (read without its card).
    static func same(_ hotel: Hotel, _ seen: Hotel) -> Bool {
        hotel.details == seen.details && hotel.uid == seen.uid && hotel.updatedAt == seen.updatedAt
    }

    /// Applies one step's store change: the hotel's id after it, or `nil`
    /// when the hotel changed in the store since the plan was made (the
    /// step waits for the next run, which sees both changes).
    private func applyStore(_ step: SyncStep, loaded: StoreHotels, writer: BatchWriter) throws(HotelStoreError) -> Hotel.ID?? {
        switch step.store {
        case .none: return .some(step.hotelID)
        case .create(let details, let uid, let card):
            return .some(try writer.insert(details, uid: uid, card: card).id)
        case .update(let details, let card):
            guard let id = step.hotelID, let before = loaded[id] else { return nil }
            var asSeen = false
            do {
                try writer.update(id) { (hotel) throws(HotelStoreError) in
                    guard Self.same(hotel, before) else { return }
                    asSeen = true
                    hotel.details = details
                    hotel.card = card
                }
            } catch .noSuchHotel {
                return nil
            }
            if !asSeen { return nil }
        case .delete:
            guard let id = step.hotelID, let before = loaded[id], let hotel = try store.hotel(id: id), Self.same(hotel, before) else { return nil }
            try writer.delete(id)
        }
        return .some(step.hotelID)
    }

    /// Whether the card of `step`, recorded under `old` before, came from
    /// the book (``SyncRecord/cardFromBook``): where this run makes a hotel
    /// of the card as the book holds it (new, or back in the store for an
    /// edit made there), the book's; else as its record said; for a card
    /// new to the sync state, unless this run wrote it there or an earlier
    /// one, killed before it recorded it (its UID among `pending`).
    private static func cardFromBook(_ step: SyncStep, uid: String, old: String?, records: [String: SyncRecord],
                                     pending: [String: PendingPush]) -> Bool? {
        if case .create = step.store {
            if case .create = step.book { return false }
            return true
        }
        if let previous = old.flatMap({ records[$0] }) { return previous.cardFromBook }
        if case .create = step.book { return false }
        return pending[uid] == nil
    }

    /// Gathers the sync record a step leaves, once its store change is made
    /// (`hotelID`: the hotel's id after it) and its card written. A card
    /// the book `kept` otherwise than written is recorded as kept: the next
    /// merge's base is what the book holds, so a field the book dropped is
    /// not taken for the other side's deletion.
    private func gatherRecord(_ step: SyncStep, hotelID: Hotel.ID?, written: BookItem?, kept: String?, records: [String: SyncRecord], pending: [String: PendingPush],
                              into changes: inout RecordChanges) {
        let item = written ?? step.item
        let old = step.recordID ?? step.item?.id
        switch step.record {
        case .none: break
        case .save(let card, let hash, let uid, _, _), .savePending(let card, let hash, let uid):
            guard let item else { break }
            if let old, old != item.id { changes.removed.append(old) }
            var hotelHash = "", cardShowsHotel = false
            if case .save(_, _, _, let hash, let shows) = step.record { (hotelHash, cardShowsHotel) = (hash, shows && kept == nil) }
            // A card as read was hashed by the scan, one this run pushes before its write, any other written here.
            let cardHash = kept.flatMap(CardFingerprint.hash(of:)) ?? hash ?? CardFingerprint.hash(of: card) ?? ""
            changes.saved[item.id] = SyncRecord(item: item.id, uid: uid, version: item.version, cardHash: cardHash,
                                                hotelID: hotelID, hotelHash: hotelHash, card: kept ?? card, cardShowsHotel: cardShowsHotel,
                                                cardFromBook: Self.cardFromBook(step, uid: uid, old: old, records: records, pending: pending))
        case .version:
            guard let item else { break }
            changes.versions[item.id] = item.version
        case .tombstone:
            guard let old else { break }
            changes.versions[old] = ""
        case .letGo:
            guard let old else { break }
            changes.versions[old] = SyncRecord.letGoVersion
        case .remove:
            if let old { changes.removed.append(old) }
        }
    }

    /// Gathers the record of a step whose store change waits for the next
    /// run (the hotel changed in the store since the plan) though its card
    /// was `written`. The card holds the store's side as planned and the
    /// book's change; the hotel holds the store's side and a later edit. The
    /// base recorded is the hotel as the plan saw it, shown as a card: the
    /// next run then takes the book's change from the card and the later
    /// edit from the store, where the old base would take the values this
    /// run wrote into the card for the book's own, in conflict with that
    /// edit. A field the book `kept` otherwise than written (a server that
    /// dropped it) is the base's as kept, so that the next run does not take
    /// it for the book's deletion. The version recorded is the card's before
    /// the write, so that the next scan reads the card again. A step that
    /// wrote no card keeps its record: the next run merges both sides'
    /// changes over it.
    private func gatherWaitingRecord(_ step: SyncStep, loaded: StoreHotels, written: BookItem?, kept: String?,
                                     records: [String: SyncRecord], pending: [String: PendingPush], into changes: inout RecordChanges) {
        guard let written, let before = step.item, let id = step.hotelID, let planned = loaded[id] else { return }
        let card: String, uid: String
        switch step.record {
        case .save(let text, _, let recorded, _, _), .savePending(let text, _, let recorded): (card, uid) = (text, recorded)
        default: return
        }
        var shown = CardFields.shown(planned.details, pushPositions: options.pushPositions)
        if let kept, let sent = StoredCard(card)?.details, let held = StoredCard(kept)?.details {
            for field in CardFields.all where !CardFields.same(field, sent, held) { shown.take(field, from: held) }
        }
        let base = StoredCard.text(showing: shown, of: planned, over: kept ?? card)
        let old = step.recordID ?? before.id
        if old != written.id { changes.removed.append(old) }
        changes.saved[written.id] = SyncRecord(item: written.id, uid: uid, version: before.version,
                                               cardHash: CardFingerprint.hash(of: base) ?? "", hotelID: id,
                                               hotelHash: loaded.syncedHash(planned), card: base,
                                               cardFromBook: Self.cardFromBook(step, uid: uid, old: old, records: records, pending: pending))
    }

    /// The steps of `plan` whose card a book read under `limits` would
    /// refuse, each with the limit and "NAME: why", by index.
    private static func overLimit(_ plan: SyncPlan, limits: ReaderLimits) -> [Int: (kind: ReaderLimits.Kind, message: String)] {
        var over: [Int: (kind: ReaderLimits.Kind, message: String)] = [:]
        for (index, step) in plan.steps.enumerated() {
            let bytes: [UInt8]
            switch step.book {
            case .create(_, let written), .update(let written): bytes = written
            case .none, .delete: continue
            }
            guard let (kind, reason) = limits.refusal(ofWritten: bytes) else { continue }
            over[index] = (kind, "\(step.name): its card would not read back from the book (\(reason))")
        }
        return over
    }

    /// Forgets what `outcome`'s run owed its user, once it is said (see
    /// ``Outcome/owed``); a run that owed nothing writes nothing.
    public func reported(_ outcome: Outcome) throws(SyncError) {
        guard outcome.owesReport else { return }
        do { try store.forgetSyncReport(book: name) } catch { throw .store(error) }
    }

    /// Records a run that stopped before changing the store. The book
    /// stays where its last sync found it: a run that synced nothing does
    /// not make a book's new place (``SyncOptions/location``) its own.
    private func recordStop(_ outcome: String, warnings: [SyncWarning]) throws(SyncError) {
        do {
            let status = SyncBookStatus(book: name, location: try store.syncStatus(book: name)?.location ?? location,
                                        syncedAt: options.now, outcome: outcome, warnings: warnings)
            _ = try store.change(command: "sync \(name)") { writer throws(HotelStoreError) in try writer.saveSyncStatus(status) }
        } catch {
            throw .store(error)
        }
    }

    /// Kills the process at `point` when a crash test asked for it.
    private func crash(at point: String) {
        if options.crashPoint == point { kill(getpid(), SIGKILL) }
    }
}

/// A plan as a run reports it (its counts, `-v`, the book's status): each
/// step as made, less what the book or the store did not take.
extension SyncPlan {
    /// Step `index` made nothing: the book refused its card before the store changed.
    fileprivate mutating func leaveUndone(_ index: Int) {
        steps[index].book = .none
        steps[index].store = .none
        steps[index].changes = []
        steps[index].bookChangeCount = 0
        steps[index].conflicts = 0
    }

    /// Step `index` left the store as it was: the hotel changed meanwhile,
    /// or another command wrote the store before a new card's hotel was
    /// made, and the next run finishes it (``SyncRunner/Outcome/deferred``,
    /// ``SyncRunner/Outcome/deferredNew``). A hotel it was to delete stays:
    /// the note that said it leaves the store (and that an undo takes it
    /// back) goes, as does the note that said one comes back.
    fileprivate mutating func leaveStoreUnchanged(_ index: Int) {
        if steps[index].store == .delete {
            let name = steps[index].name
            notes.removeAll { $0.kind == .deletedInBook && $0.place == name }
        }
        // A card whose hotel was to come back does not come back yet: the next run says so.
        if case .create = steps[index].store, let place = steps[index].item?.place {
            notes.removeAll { $0.kind == .cameBack && $0.place == place }
        }
        steps[index].leaveStoreOut()
    }
}

/// The first error met reading a card text during planning.
private final class TextReadFailure {
    private(set) var error: HotelStoreError?
    func note(_ error: HotelStoreError) { if self.error == nil { self.error = error } }
}
