import Books
import Foundation
import VCard

/// A CardDAV collection as a book for `hotels sync`: the fourth kind
/// behind ``Books/AddressBook``, beside the `.vcf` file, the vdir and the
/// book in memory.
///
/// An item's id is the card's href as the server names it (after a create,
/// the server's `Location`); its version is the card's entity tag. A scan
/// lists the collection with `sync-collection` from the token the last
/// recorded run kept (``listingState``: the token and the listing it stands
/// for), so an unchanged collection costs the same few requests whatever
/// its size; without a token, or when the server no longer accepts it, it
/// lists every card (`sync-collection` without a token where the server
/// supports it, else `PROPFIND` with etags — as for a server that says it
/// supports it and then refuses the report). It fetches only the cards the
/// caller will read, ahead of its visits, by `addressbook-multiget` in
/// batches. New cards get the version of the first card by href that can
/// be read (``Books/BookScan/cardVersion``): from the cards read, else as
/// the last run kept it while that card keeps its etag, else fetched.
/// Writes are conditional: `If-None-Match: *` for a create,
/// `If-Match` for an update or a delete; a failed precondition (412) is
/// ``Books/BookError/changedMeanwhile(path:item:)``, a card the server
/// refuses (409, a UID it already holds; 413, too large; 403 on a
/// collection read-only to the user, …) is reported in
/// ``Books/BookWrite/refused``. A collection that is gone (404) is an error,
/// never an empty listing.
public final class CardDAVBook: Books.AddressBook {
    /// The collection's URL, without any user or password.
    public let location: String
    let collection: CardDAVCollection
    /// Whether listings use `sync-collection` when the server supports it
    /// (a book's `sync_collection = no` turns it off: every scan then lists
    /// every card's etag).
    public var usesSyncCollection = true
    /// What the book keeps between runs, as opaque bytes: the collection's
    /// URL, its sync token and every card's href and etag at that token,
    /// and its first card's href, etag and version.
    ///
    /// A scan given this collection's state with a token asks only for
    /// what changed since; any other value means a full listing. The scan
    /// leaves the new state, or `nil` when there is neither a sync token
    /// nor a first card to keep.
    public var listingState: [UInt8]?
    /// A server refuses a card whose UID another card holds (409), or one
    /// it will not take (too large, read-only: 400, 403, 413, 415, 422):
    /// the others are written.
    public var mayRefuseChanges: Bool { true }
    /// A server keeps a card as it writes it (Radicale, with its properties sorted by name).
    public var keepsCardsAsWritten: Bool { false }
    /// The limits the reader applies to each card fetched.
    public var limits = ReaderLimits()
    /// The hrefs the last scan listed: a new card's name must not be one.
    var listed: [String] = []
    /// The first card by href that could be read, as the last scan found
    /// it (when it had an etag) and the writes since left it.
    var firstCard: ListingState.FirstCard?
    /// The collection's scheme, host and port, without user or password.
    private let origin: String

    /// The book of `collection`.
    public init(collection: CardDAVCollection) {
        self.collection = collection
        location = CardDAVError.shown(collection.url)
        var components = URLComponents(url: Href.withoutCredentials(collection.url), resolvingAgainstBaseURL: true)
        components?.path = ""
        components?.query = nil
        origin = components?.url?.absoluteString ?? location
    }

    /// Lists the collection. An item's id is its href, but for a card
    /// `known` has at its etag under the same path spelt otherwise (a
    /// card this book created at `/alice@example.com/…`, which the server
    /// lists as `/alice%40example.com/…`): it keeps that id.
    public func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
                     _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        let kept = ListingState(decoding: listingState, collection: location)
        let listing = try self.listing(from: kept)
        let resources = listing.etags.keys.sorted().map { CardResource(href: $0, etag: listing.etags[$0] ?? nil) }
        listed = resources.map { $0.href }
        let ids = resources.map { resource in
            resource.etag.flatMap { known[BookItem.versionKey($0)] }
                .flatMap { id in id != resource.href && Href.same(id, resource.href, relativeTo: collection.url) ? id : nil }
                ?? resource.href
        }
        // Each card's item, and whether the caller reads it, are decided
        // once, before any visit; the visit gets that same item (a made-up
        // version included), unless the card read is newer than the listing.
        let items = resources.indices.map { item(ids[$0], version: version(resources[$0].etag)) }
        let reading = items.map(wanted)
        var result = BookScan()
        let notes = ScanNotes()
        var fetched: [String: FetchedCard] = [:]
        var asked: Set<String> = []
        for (index, resource) in resources.enumerated() {
            // Only the cards to read are looked up (an href's key parses a URL).
            var card: FetchedCard?
            if reading[index] {
                let key = Href.key(resource.href, collection.url)
                if !asked.contains(key) {
                    // The next batch of cards to read, from this one on; the one before is let go.
                    let size = collection.connection.configuration.multigetBatchSize, base = collection.url
                    let hrefs = Array(resources.indices[index...].lazy.filter { reading[$0] }.prefix(size).map { resources[$0].href })
                    asked = Set(hrefs.map { Href.key($0, base) })
                    fetched = [:]
                    let answer: FetchResult
                    do throws(CardDAVError) { answer = try collection.fetch(hrefs) } catch { throw Self.bookError(error) }
                    for card in answer.cards { fetched[Href.key(card.href, base)] = card }
                }
                card = fetched[key]
            }
            // A card changed between the listing and its fetch goes at the etag of the bytes read.
            let item = card?.etag.flatMap { $0 == resource.etag ? nil : self.item(ids[index], version: $0) } ?? items[index]
            result.items += 1
            let isRead = reading[index]
            try visit(BookEntry(item: item) { () throws(BookError) -> Card? in
                self.parse(card, item: item, index: index, asked: isRead, notes: notes)
            })
        }
        // A card listed outside the collection is read, written and deleted
        // by no run: said, and, as a card that cannot be read, it holds
        // back deletions (a collection listed under another spelling of
        // its path would otherwise look empty).
        for href in listing.outside {
            notes.problems.append(BookProblem(item: href, file: (Href.url(href, relativeTo: collection.url)).map(CardDAVError.shown) ?? href,
                                              line: 1, message: "the server lists this card outside the collection \(location); "
                                                  + "hotels neither reads nor writes it there (check the book's url)"))
        }
        result.problems = notes.problems
        let first = try findFirstCard(resources, notes: notes, kept: kept?.firstCard)
        result.cardVersion = first.map { BookScan.newCardVersion(after: $0.version) } ?? .v3_0
        firstCard = first.flatMap { first in first.etag.map { ListingState.FirstCard(href: first.href, etag: $0, version: first.version) } }
        listingState = ListingState(collection: location, token: listing.token, etags: listing.etags, firstCard: firstCard).encoded
        return result
    }

    /// The first card by href that can be read, with its etag when known:
    /// the one the caller's reads found, unless a card before it is the
    /// one the last run kept (at the same etag), or is one neither read nor
    /// kept — then fetched here, alone: on a run that reads no card, once
    /// after the first card changed without being read, or the state was lost.
    private func findFirstCard(_ resources: [CardResource], notes: ScanNotes,
                               kept: ListingState.FirstCard?) throws(BookError) -> (href: String, etag: String?, version: VCardVersion)? {
        for (index, resource) in resources.enumerated() {
            if let read = notes.firstRead, read.index == index { return (resource.href, read.etag, read.version) }
            if let kept, kept.etag == resource.etag, Href.same(kept.href, resource.href, relativeTo: collection.url) {
                return (resource.href, kept.etag, kept.version)
            }
            if notes.unreadable.contains(index) { continue }
            let answer: FetchResult
            do throws(CardDAVError) { answer = try collection.fetch([resource.href]) } catch { throw Self.bookError(error) }
            if let fetched = answer.cards.first, case .success(let card) = read(fetched, file: cardURL(resource.href)) {
                return (resource.href, fetched.etag, card.version)
            }
        }
        return nil
    }

    /// Every card's href and etag, and the token they stand for (`nil`
    /// when the server lists without one).
    private func listing(from kept: ListingState?) throws(BookError) -> (etags: [String: String?], token: String?, outside: [String]) {
        do throws(CardDAVError) {
            // A server that advertises sync-collection and refuses it is listed as one without it.
            var refusesSyncCollection = false
            // A state holding one card under two hrefs (as a release before
            // left it) is no state: the collection is listed in full.
            if usesSyncCollection, let previous = kept, !previous.token.isEmpty, var known = hrefsByKey(previous.etags.keys) {
                do throws(CardDAVError) {
                    let changes = try collection.changes(since: previous.token)
                    // A report may spell a card's href otherwise than the
                    // listing kept (`a%2cb.vcf` for `a%2Cb.vcf`): one card
                    // by Href.same, kept under the href its records know.
                    var etags = previous.etags
                    for href in changes.deleted {
                        if let spelt = known.removeValue(forKey: Href.key(href, collection.url)) { etags[spelt] = nil }
                    }
                    for card in changes.changed {
                        let key = Href.key(card.href, collection.url)
                        let href = known[key] ?? card.href
                        known[key] = href
                        etags[href] = .some(card.etag)
                    }
                    return (etags, changes.token, changes.outside)
                } catch {
                    // A token the server forgot: list everything, as on a first run.
                    switch error {
                    case .invalidSyncToken: break
                    case .reportNotSupported: refusesSyncCollection = true
                    default: throw error
                    }
                }
            }
            if usesSyncCollection, !refusesSyncCollection, try collection.info().supportsSyncCollection {
                do throws(CardDAVError) {
                    let changes = try collection.changes(since: nil)
                    return (Dictionary(changes.changed.map { ($0.href, $0.etag) }, uniquingKeysWith: { _, last in last }), changes.token,
                            changes.outside)
                } catch {
                    guard case .reportNotSupported = error else { throw error }
                }
            }
            let (cards, outside) = try collection.listing()
            return (Dictionary(cards.map { ($0.href, $0.etag) }, uniquingKeysWith: { _, last in last }), nil, outside)
        } catch {
            // A collection listed before at this URL has answered plain HTTP:
            // no answer now is an outage (a restart), not a scheme to change.
            if case .noAnswerOverHTTP(let url) = error, kept != nil {
                throw Self.bookError(.unreachable(url: url, reason: "the server closed every connection without an answer"))
            }
            throw Self.bookError(error)
        }
    }

    /// `hrefs` by what they are compared by (``Href/key(_:_:)``), or `nil`
    /// when two of them name one card.
    private func hrefsByKey(_ hrefs: some Collection<String>) -> [String: String]? {
        var known: [String: String] = [:]
        known.reserveCapacity(hrefs.count)
        for href in hrefs {
            guard known.updateValue(href, forKey: Href.key(href, collection.url)) == nil else { return nil }
        }
        return known
    }

    /// A card as a scan hands it over.
    private func item(_ href: String, version: String) -> BookItem {
        BookItem(id: href, version: version, file: cardURL(href), line: 1)
    }

    /// A card's version: its etag. A card the server gives none (no
    /// server should) gets one no sync state can hold, so it is read on
    /// every run rather than taken as unchanged.
    private func version(_ etag: String?) -> String {
        etag ?? Self.unknownVersion + UUID().uuidString
    }

    /// What a version made up for a card without an etag begins with.
    static let unknownVersion = "no-etag:"

    /// The card's URL, for messages: an href that is a path (as servers
    /// write them) after the collection's scheme, host and port.
    func cardURL(_ href: String) -> String {
        guard href.hasPrefix("/") else { return (try? collection.resolve(href)).map(CardDAVError.shown) ?? href }
        return origin + href
    }

    /// The card of `fetched` (the `index`th listed, `asked` for if the
    /// caller said it reads it), or `nil` with the problem noted.
    private func parse(_ fetched: FetchedCard?, item: BookItem, index: Int, asked: Bool, notes: ScanNotes) -> Card? {
        guard let fetched else {
            notes.problems.append(BookProblem(item: item.id, file: item.file, line: 1,
                                              message: "the server did not send this card; it is left for the next run"))
            // (A card not asked for is not known to be unreadable.)
            if asked { notes.unreadable.insert(index) }
            return nil
        }
        switch read(fetched, file: item.file) {
        case .success(let card):
            if notes.firstRead.map({ index < $0.index }) ?? true { notes.firstRead = (index, fetched.etag, card.version) }
            return card
        case .failure(let problem):
            notes.problems.append(BookProblem(item: item.id, file: item.file, line: problem.line, message: problem.message))
            notes.unreadable.insert(index)
            return nil
        }
    }

    /// The one card `fetched` holds, or where and why it cannot be read.
    private func read(_ fetched: FetchedCard, file: String) -> Result<Card, CardProblem> {
        var options = ReaderOptions(fileName: file, limits: limits)
        options.rejectsCardCutShort = true
        let read = VCardReader.read(bytes: Array(fetched.vcard.utf8), options: options)
        let error = read.diagnostics.first { $0.severity == .error }
        guard read.cards.count == 1, error == nil, let card = read.cards.first else {
            let message = error?.message ?? (read.cards.isEmpty ? "holds no card" : "holds more than one card; it is left as it is")
            return .failure(CardProblem(line: error?.line ?? 1, message: message))
        }
        return .success(card)
    }
}

/// Why a card fetched cannot be read, and on which line.
private struct CardProblem: Error {
    var line: Int
    var message: String
}

/// What a scan learns while its cards are read on demand.
private final class ScanNotes {
    var problems: [BookProblem] = []
    /// The earliest card listed that a read found readable: its place, etag and version.
    var firstRead: (index: Int, etag: String?, version: VCardVersion)?
    /// The cards listed that could not be read, by place.
    var unreadable: Set<Int> = []
}
