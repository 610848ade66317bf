import Books
import CardDAV
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing

/// What only a book on a server has to get right: few requests when
/// nothing changed, another client's write between this run's read and
/// its write (412), a UID the server holds already (409), a server that
/// stops mid-run, a collection that is gone.
@Suite("Sync with a CardDAV server", .syncServer, .enabled(if: SyncServer.shouldRun, "needs radicale and htpasswd (apache2-utils)"))
struct ServerSyncTests {
    /// A synced collection of `count` hotels and a person, reached through a proxy that counts requests.
    func synced(hotels count: Int) throws -> SyncFixture {
        var cards = [Cards.person("Ana Lima", uid: "ana")]
        for number in 1...count { cards.append(Cards.hotel("Hotel \(number)", uid: "h\(number)", postalCode: "1000-\(1000 + number)")) }
        let fixture = try SyncFixture(.radicale, cards: cards, proxied: true)
        try fixture.sync()
        return fixture
    }

    /// The requests a sync made, as "METHOD" strings.
    func requests(of fixture: SyncFixture, _ run: () throws -> Void) throws -> [String] {
        let proxy = try #require(fixture.proxy)
        let before = proxy.requests.count
        try run()
        return proxy.requests.dropFirst(before).map(\.method)
    }

    @Test("an unchanged sync asks one sync-collection REPORT, whatever the size; without sync-collection one PROPFIND")
    func unchangedCostsOneRequest() throws {
        for count in [2, 12] {
            let fixture = try synced(hotels: count)
            var changed = true
            let withToken = try requests(of: fixture) { changed = try fixture.sync().plan.changesAnything }
            #expect(withToken == ["REPORT"])
            #expect(!changed)
            (fixture.book as! CardDAVBook).usesSyncCollection = false
            let withEtags = try requests(of: fixture) { changed = try fixture.sync().plan.changesAnything }
            #expect(withEtags == ["PROPFIND"])
            #expect(!changed)
        }
    }

    @Test("a changed card is fetched alone; the server's rewrite of a pushed card is no change on the next run")
    func onlyChangesFetched() throws {
        let fixture = try synced(hotels: 6)
        fixture.editBook(uid: "h3") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:edited") }
        // The listing and one multiget of the one changed card.
        #expect(try requests(of: fixture) { try fixture.sync() } == ["REPORT", "REPORT"])
        #expect(try fixture.storeHotel(named: "Hotel 3")?.details.notes == "edited")
        // Pushed: Radicale keeps the card as it serializes it; the etag it
        // answers stands for that, so the next run sees nothing new.
        try fixture.editStore(named: "Hotel 4") { $0.notes = "from the store" }
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel 4"]?.notes == "from the store")
        #expect(fixture.bookHotels()["Grande Hotel"] != nil)
        var changed = true
        let unchanged = try requests(of: fixture) { changed = try fixture.sync().plan.changesAnything }
        #expect(unchanged == ["REPORT"])
        #expect(!changed)
    }

    @Test("a server that keeps a pushed card otherwise (no ETag: it dropped the store's own properties): what it keeps is the next base, so another client's edit does not empty them")
    func rewrittenOnWrite() throws {
        let fixture = try synced(hotels: 2)
        let proxy = try #require(fixture.proxy)
        proxy.inject { request in
            guard request.method == "PUT" else { return nil }
            return .rewriteBody { card in
                // (By lines of either ending: to Swift, "\r\n" is one Character, which no split at "\n" cuts.)
                card.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.uppercased().hasPrefix("X-HOTELS-") }.joined(separator: "\r\n")
            }
        }
        try fixture.editStore(named: "Hotel 1") { hotel in
            hotel.rating = 9
            hotel.trip = "Lisbon 2027"
        }
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel 1"]?.rating == nil)  // the server kept no X-HOTELS-RATING
        fixture.editBook(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:from the phone") }
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel 1"))
        #expect(hotel.details.notes == "from the phone")
        #expect((hotel.details.rating, hotel.details.trip) == (9, "Lisbon 2027"))
    }

    @Test("the card changed on the server between this run's read and its write (412): merged again, both edits kept")
    func changedBetweenReadAndWrite() throws {
        let fixture = try synced(hotels: 2)
        try fixture.editStore(named: "Hotel 1") { $0.phones = ["+351 210 000 000"] }
        // Just before hotels' PUT, another client changes another field of the card.
        let proxy = try #require(fixture.proxy)
        let once = Once(), collection = try #require(fixture.collection)
        proxy.inject { request in
            guard request.method == "PUT", once.first() else { return nil }
            return .before {
                collection.editCard(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:from the phone") }
            }
        }
        let outcome = try fixture.sync()
        #expect(outcome.attempts == 2)
        #expect(proxy.requests.contains { $0.method == "PUT" && $0.fault != nil })
        let stored = try #require(try fixture.storeHotel(named: "Hotel 1"))
        #expect(stored.details.notes == "from the phone")
        #expect(stored.details.phones == ["+351 210 000 000"])
        #expect(fixture.bookHotels()["Hotel 1"]?.notes == "from the phone")
        #expect(fixture.bookHotels()["Hotel 1"]?.phones == ["+351 210 000 000"])
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("a 412 after some of the run's writes: the run reports and records what a run that saw the other client's edit from the start does")
    func writesBeforeA412Reported() throws {
        // Three pushes, one a conflict the store wins (which the user must hear of). Another
        // client adds a URL to Hotel 3 and to Hotel 1, whose note it sets too: written before
        // the 412, Hotel 1 is a conflict again, and written again, once in the counts.
        func edited(otherClientFirst: Bool) throws -> SyncFixture {
            let fixture = try synced(hotels: 3)
            fixture.options.onConflict = .store
            fixture.editBook(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:phone note") }
            try fixture.editStore(named: "Hotel 1") { $0.notes = "store note" }
            try fixture.editStore(named: "Hotel 2") { $0.phones = ["+351 210 000 002"] }
            try fixture.editStore(named: "Hotel 3") { $0.phones = ["+351 210 000 003"] }
            let collection = try #require(fixture.collection)
            let otherClient: @Sendable () -> Void = {
                collection.editCard(uid: "h3") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nURL:https://example.pt/") }
                collection.editCard(uid: "h1") { card in
                    card.replacingOccurrences(of: "NOTE:[^\r\n]*", with: "NOTE:tablet note\r\nURL:https://one.example.pt/", options: .regularExpression)
                }
            }
            if otherClientFirst {
                otherClient()
            } else {
                // Just before hotels' PUT of Hotel 3, when Hotel 1's and 2's are made.
                let once = Once()
                try #require(fixture.proxy).inject { request in
                    guard request.method == "PUT", request.path.contains("h3"), once.first() else { return nil }
                    return .before(otherClient)
                }
            }
            return fixture
        }
        let seen = try edited(otherClientFirst: true), interrupted = try edited(otherClientFirst: false)
        let expected = try seen.sync(), outcome = try interrupted.sync()
        #expect((expected.attempts, outcome.attempts) == (1, 2))
        #expect(outcome.plan.counts.summary == expected.plan.counts.summary)
        #expect(outcome.plan.counts.pushedUpdated == 3)
        func written(_ outcome: SyncRunner.Outcome) -> [String] {
            outcome.plan.steps.filter { $0.book != .none }.map { "\($0.name) \(Set($0.changes.map(\.field.rawValue)).sorted())" }.sorted()
        }
        #expect(written(outcome) == written(expected))
        #expect(outcome.plan.notes.contains { if case .conflict(let conflict) = $0.kind { conflict.field == .notes } else { false } })
        #expect(try interrupted.store.syncStatus(book: interrupted.name)?.outcome == outcome.plan.counts.summary)
        #expect(interrupted.bookHotels() == seen.bookHotels())
    }

    @Test("a card changed before every try's write: the run stops, and its status says the cards the tries wrote stay written")
    func everyTryMeetsA412() throws {
        let fixture = try synced(hotels: 3)
        for number in 1...3 { try fixture.editStore(named: "Hotel \(number)") { $0.notes = "store note \(number)" } }
        let collection = try #require(fixture.collection)
        try #require(fixture.proxy).inject { request in
            guard request.method == "PUT", request.path.contains("h3") else { return nil }
            return .before { collection.editCard(uid: "h3") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nX-TOUCHED:1") } }
        }
        #expect(throws: SyncError.self) { try fixture.sync() }
        let status = try #require(try fixture.store.syncStatus(book: fixture.name)?.outcome)
        #expect(status.hasPrefix("stopped: ") && status.hasSuffix("; 2 cards were written into the book before, and stay"), "\(status)")
        #expect(fixture.bookHotels()["Hotel 1"]?.notes == "store note 1")
    }

    @Test("a conflict that only the retry after a 412 meets stops it under --on-conflict fail: the cards already written are said to be")
    func stopAfterEarlierWrites() throws {
        let fixture = try synced(hotels: 3)
        fixture.options.onConflict = .fail
        try fixture.editStore(named: "Hotel 2") { $0.phones = ["+351 210 000 002"] }
        try fixture.editStore(named: "Hotel 3") { $0.notes = "store note" }
        let once = Once(), collection = try #require(fixture.collection)
        try #require(fixture.proxy).inject { request in
            guard request.method == "PUT", request.path.contains("h3"), once.first() else { return nil }
            return .before {
                collection.editCard(uid: "h3") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:tablet note") }
            }
        }
        let outcome = try fixture.sync()
        #expect(outcome.attempts == 2)
        let stopped = try #require(outcome.stopped)
        #expect(stopped.hasPrefix("stopped before changing the store (1 card was written before another client's edit stopped an earlier try): "), "\(stopped)")
        #expect(fixture.bookHotels()["Hotel 2"]?.phones == ["+351 210 000 002"])
        #expect(try fixture.storeHotel(named: "Hotel 3")?.details.notes == "store note")
    }

    @Test("the same field changed on the server between read and write: the conflict is reported by field")
    func conflictBetweenReadAndWrite() throws {
        let fixture = try synced(hotels: 2)
        fixture.options.onConflict = .book
        try fixture.editStore(named: "Hotel 1") { $0.notes = "store note" }
        let once = Once(), collection = try #require(fixture.collection)
        try #require(fixture.proxy).inject { request in
            guard request.method == "PUT", once.first() else { return nil }
            return .before {
                collection.editCard(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:phone note") }
            }
        }
        let outcome = try fixture.sync()
        #expect(outcome.attempts == 2)
        #expect(outcome.plan.counts.conflicts == 1)
        #expect(outcome.plan.notes.contains { if case .conflict(let conflict) = $0.kind { return conflict.field == .notes } else { return false } })
        #expect(try fixture.storeHotel(named: "Hotel 1")?.details.notes == "phone note")
    }

    @Test("a card whose UID the server took meanwhile (409) is reported, not retried, and merged by UID on the next run")
    func uidTakenMeanwhile() throws {
        let fixture = try synced(hotels: 1)
        let hotel = try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        let other = Cards.hotel("Grande Hotel", uid: hotel.uid, city: "Faro", note: "from the phone")
        let once = Once(), collection = try #require(fixture.collection)
        try #require(fixture.proxy).inject { request in
            guard request.method == "PUT", once.first() else { return nil }
            return .before { try? collection.put(other, fileName: "phone-made.vcf") }
        }
        let outcome = try fixture.sync()
        #expect(outcome.refused.count == 1)
        #expect(outcome.refused.first?.contains("Grande Hotel") == true)
        // Not written, so not counted: the summary and the book's status say no card was created.
        #expect(outcome.plan.counts.pushedCreated == 0)
        #expect(try fixture.store.syncBooks().first?.outcome.contains("book: 0 created") == true)
        #expect(fixture.proxy!.requests.filter { $0.method == "PUT" }.count == 1)
        // The next run finds the phone's card by its UID: one card, one hotel.
        try fixture.sync()
        #expect(fixture.bookCards().filter { $0.text.contains("Grande Hotel") }.count == 1)
        #expect(try fixture.storeHotels().values.filter { $0.details.name == "Grande Hotel" }.count == 1)
        #expect(try fixture.storeHotel(named: "Grande Hotel")?.details.notes == "from the phone")
    }

    @Test("a card the server refuses to take (400, 403, 413, 415, 422) is reported by its hotel and the server's word, and left for the next run; the rest of the book syncs both ways",
          arguments: [(400, "bad request"), (403, "not allowed"), (413, "too large"), (415, "unsupported media type"), (422, "unprocessable")])
    func cardRefused(status: Int, word: String) throws {
        let fixture = try synced(hotels: 2)
        let refused = try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        try fixture.addToStore(SyncScenarioTests.details("Casa Azul", city: "Porto"))
        fixture.editBook(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:from the phone") }
        let refusing = Switch(on: true), name = CardFileNames.preferredStem(for: refused.uid)
        try #require(fixture.proxy).inject { request in
            request.method == "PUT" && request.path.contains(name) && refusing.isOn ? .respond(status: status, headers: [:]) : nil
        }
        for _ in 1...2 {
            let outcome = try fixture.sync()
            #expect(outcome.refused.count == 1, "\(outcome.refused)")
            let message = try #require(outcome.refused.first)
            #expect(message.hasPrefix("Grande Hotel: "), "\(message)")
            #expect(message.contains("HTTP \(status): \(word)"), "\(message)")
            #expect(fixture.bookHotels()["Casa Azul"] != nil)
            #expect(fixture.bookHotels()["Grande Hotel"] == nil)
            #expect(try fixture.storeHotel(named: "Hotel 1")?.details.notes == "from the phone")
        }
        // The server takes it now: the next run writes it, and the sides agree.
        refusing.isOn = false
        #expect(try fixture.sync().refused.isEmpty)
        #expect(fixture.bookHotels()["Grande Hotel"] != nil)
        #expect(try fixture.sidesAgree())
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("a collection shared read-only (every PUT and DELETE answered 403): each write is reported by its hotel, and the book's own changes reach the store")
    func readOnlyCollection() throws {
        let fixture = try synced(hotels: 4)
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        try fixture.editStore(named: "Hotel 2") { $0.notes = "store edit" }
        try fixture.deleteFromStore(named: "Hotel 3")
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo", postalCode: "1100-002"))
        try #require(fixture.proxy).inject { ["PUT", "DELETE"].contains($0.method) ? .respond(status: 403, headers: [:]) : nil }
        let outcome = try fixture.sync()
        #expect(outcome.refused.map { $0.prefix { $0 != ":" } }.sorted() == ["Grande Hotel", "Hotel 2", "Hotel 3"], "\(outcome.refused)")
        #expect(outcome.refused.allSatisfy { $0.contains("HTTP 403") && !$0.contains("password") }, "\(outcome.refused)")
        #expect(try fixture.storeHotel(named: "Hotel Novo") != nil)
        #expect(fixture.bookHotels()["Hotel 3"] != nil)
        // The next run meets the same refusals, and nothing else.
        #expect(try fixture.sync().refused.count == 3)
    }

    @Test("a write answered 401 stops the run as a refused password, whatever reads went before")
    func writeUnauthorized() throws {
        let fixture = try synced(hotels: 2)
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        try #require(fixture.proxy).inject { $0.method == "PUT" ? .respond(status: 401, headers: [:]) : nil }
        #expect {
            try fixture.sync()
        } throws: { error in
            guard case SyncError.book(.server(_, let failure)) = error else { return false }
            return failure == .credentials
        }
    }

    @Test("the server stopped at request N: an error to try later, nothing lost; the next run completes with no duplicate")
    func serverStopsMidRun() throws {
        var requestsOfARun = 0
        var stop = 1
        repeat {
            let fixture = try synced(hotels: 3)
            fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo", postalCode: "1100-002"))
            fixture.deleteFromBook(uid: "h1")
            try fixture.editStore(named: "Hotel 2") { $0.notes = "store edit" }
            try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
            try fixture.addToStore(SyncScenarioTests.details("Casa Azul", city: "Porto"))
            let proxy = try #require(fixture.proxy)
            let first = proxy.requests.count
            let down = Switch(on: true)
            let from = first + stop
            proxy.inject { $0.number >= from && down.isOn ? .drop : nil }
            do {
                try fixture.sync()
                // No request N in this run: every step was tried.
                requestsOfARun = proxy.requests.count - first
                #expect(stop > requestsOfARun)
            } catch let error as SyncError {
                guard case .book(.server(_, let failure)) = error else { throw error }
                #expect(failure == .temporary)
                requestsOfARun = max(requestsOfARun, stop + 1)
            }
            down.isOn = false
            try fixture.sync()
            let names = fixture.bookCards().compactMap { card in card.text.split(separator: "\n").first { $0.hasPrefix("FN:") } }
            #expect(names.count == Set(names).count, "duplicates after stopping at request \(stop): \(names)")
            #expect(Set(try fixture.storeHotels().keys) == ["Hotel 2", "Hotel 3", "Hotel Novo", "Grande Hotel", "Casa Azul"], "stop at \(stop)")
            #expect(try fixture.sidesAgree(), "stop at \(stop)")
            #expect(try fixture.storeHotel(named: "Hotel 2")?.details.notes == "store edit")
            #expect(try !fixture.sync().plan.changesAnything, "stop at \(stop)")
            stop += 1
        } while stop <= requestsOfARun
        // The listing, the multiget of the new card, an update and two creates: each was a stopping point.
        #expect(requestsOfARun >= 5)
    }

    @Test("a collection that is gone is an error, never all its cards deleted")
    func collectionGone() throws {
        let fixture = try synced(hotels: 3)
        // Deleted on the server, as another client's DELETE of the collection would.
        let server = try #require(SyncServer.current)
        let name = try #require(fixture.collection).url.lastPathComponent
        try FileManager.default.removeItem(atPath: server.folder.path("collections/collection-root/\(server.username)/\(name)"))
        #expect {
            try fixture.sync()
        } throws: { error in
            guard case SyncError.book(.server(_, let failure)) = error else { return false }
            return failure == .missing
        }
        #expect(try fixture.store.count() == 3)
    }

    @Test("a sync token the server no longer accepts: the collection is listed in full, and nothing changes")
    func forgottenToken() throws {
        let fixture = try synced(hotels: 3)
        let kept = try #require(try fixture.store.syncListing(book: fixture.name))
        var text = String(decoding: kept, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        text[2] = "http://radicale.org/ns/sync/0000000000000000000000000000000000000000"
        _ = try fixture.store.change(command: "test") { writer throws(HotelStoreError) in
            try writer.saveSyncListing(Array(text.joined(separator: "\n").utf8), book: fixture.name)
        }
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo", postalCode: "1100-002"))
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 1)
        #expect(outcome.plan.counts.pulledDeleted == 0)
        #expect(try !fixture.sync().plan.changesAnything)
    }
}

/// True the first time it is asked, from any thread.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func first() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { done = true }
        return !done
    }
}

/// A flag a proxy rule reads from its threads.
final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var on: Bool

    init(on: Bool) { self.on = on }

    var isOn: Bool {
        get { lock.lock(); defer { lock.unlock() }; return on }
        set { lock.lock(); on = newValue; lock.unlock() }
    }
}
