import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// Faults made deterministic by the loopback proxy between the client and
/// the suite's Radicale (the same server as ``RadicaleTests``).
extension RadicaleTests {
    /// A client that goes through `proxy`, and the collection `book` as seen through it.
    private func throughProxy(_ proxy: FaultProxy, _ book: CardDAVCollection, timeout: TimeInterval = 10,
                              retry: RetryPolicy = RetryPolicy(attempts: 3, initialDelay: 0.05)) throws -> CardDAVCollection {
        let server = try Radicale.server
        let configuration = CardDAVConfiguration(credentials: Credentials(username: server.username, password: Radicale.password),
                                                 timeout: timeout, retry: retry)
        return CardDAVClient(configuration: configuration, transport: try CurlTransport()).collection(at: URL(string: book.path, relativeTo: proxy.baseURL)!.absoluteURL)
    }

    @Test("proxy: a 503 with Retry-After and a dropped connection are tried again, and the answer is the server's")
    func retriedThroughProxy() throws {
        let direct = try Radicale.newAddressBook(try Radicale.client())
        _ = try direct.create(card(uid: "p-1", name: "Proxy Inn"), named: "p-1.vcf")
        let proxy = try FaultProxy(upstreamPort: try Radicale.server.port)
        defer { proxy.stop() }
        proxy.inject(.respond(status: 503, headers: ["Retry-After": "0"]), atRequest: 1)
        proxy.inject(.drop, atRequest: 2)
        let book = try throughProxy(proxy, direct)
        #expect(try book.list().count == 1)
        #expect(proxy.requests.map(\.fault) == ["respond 503", "drop", nil])
        #expect(proxy.requests.allSatisfy { $0.method == "PROPFIND" })
    }

    @Test("proxy: a server that stops answering mid-run is unreachable once the tries are used up")
    func droppedEveryTime() throws {
        let direct = try Radicale.newAddressBook(try Radicale.client())
        let proxy = try FaultProxy(upstreamPort: try Radicale.server.port)
        defer { proxy.stop() }
        let book = try throughProxy(proxy, direct)
        _ = try book.create(card(uid: "d-1", name: "Before Inn"), named: "d-1.vcf")
        proxy.inject { $0.number > 1 ? .drop : nil }
        let error = #expect(throws: CardDAVError.self) { try book.create(card(uid: "d-2", name: "After Inn"), named: "d-2.vcf") }
        #expect(error?.isTemporary == true)
        #expect(proxy.requests.count == 4)
        #expect(try direct.list().count == 1)
    }

    @Test("proxy: an answer slower than the timeout is a timeout waiting for the answer, a temporary failure")
    func slowerThanTimeout() throws {
        let direct = try Radicale.newAddressBook(try Radicale.client())
        let proxy = try FaultProxy(upstreamPort: try Radicale.server.port)
        defer { proxy.stop() }
        proxy.inject(.delay(2.5), atRequest: 1)
        let book = try throughProxy(proxy, direct, timeout: 1, retry: .none)
        let error = #expect(throws: CardDAVError.self) { try book.list() }
        #expect(error == .timedOut(url: book.url.absoluteString, waiting: .answer(seconds: 1)))
        #expect(error?.isTemporary == true)
    }

    @Test("proxy: another client's edit between this client's read and its write is a 412; fetched again, the write holds both")
    func editBetweenReadAndWrite() throws {
        let other = try Radicale.newAddressBook(try Radicale.client())
        let created = try other.create(card(uid: "r-1", name: "Race Inn"), named: "r-1.vcf")
        let proxy = try FaultProxy(upstreamPort: try Radicale.server.port)
        defer { proxy.stop() }
        let book = try throughProxy(proxy, other)
        let read = try #require(try book.fetch([created.href]).cards.first)
        // The other client edits the card just before this client's PUT reaches the server.
        proxy.inject { request in
            request.method == "PUT" && request.number == 2 ? .before({
                _ = try? other.update(created.href, with: card(uid: "r-1", name: "Race Inn", note: "theirs"), ifMatch: read.etag ?? "")
            }) : nil
        }
        #expect(throws: CardDAVError.preconditionFailed(url: proxy.baseURL.absoluteString + String(created.href.dropFirst()))) {
            try book.update(created.href, with: card(uid: "r-1", name: "Race Inn Renamed"), ifMatch: read.etag ?? "")
        }
        let again = try #require(try book.fetch([created.href]).cards.first)
        #expect(again.vcard.contains("theirs"))
        _ = try book.update(created.href, with: card(uid: "r-1", name: "Race Inn Renamed", note: "theirs"), ifMatch: again.etag ?? "")
        let final = try other.get(created.href).vcard
        #expect(final.contains("Race Inn Renamed") && final.contains("theirs"))
    }
}

extension RadicaleTests {
    @Test("proxy counts: a listing is one PROPFIND, a multiget one REPORT per batch, an unchanged sync one REPORT")
    func requestCounts() throws {
        let direct = try Radicale.newAddressBook(try Radicale.client())
        for number in 1...7 { _ = try direct.create(card(uid: "n-\(number)", name: "Count Inn \(number)"), named: "n-\(number).vcf") }
        let token = try direct.changes(since: nil).token
        let proxy = try FaultProxy(upstreamPort: try Radicale.server.port)
        defer { proxy.stop() }
        let server = try Radicale.server
        let configuration = CardDAVConfiguration(credentials: Credentials(username: server.username, password: Radicale.password),
                                                 multigetBatchSize: 3)
        let book = CardDAVClient(configuration: configuration, transport: try CurlTransport()).collection(at: URL(string: direct.path, relativeTo: proxy.baseURL)!.absoluteURL)

        let listed = try book.list()
        #expect(proxy.requests.map(\.method) == ["PROPFIND"])
        let fetched = try book.fetch(listed.map(\.href))
        #expect(fetched.cards.count == 7)
        #expect(proxy.requests.map(\.method) == ["PROPFIND", "REPORT", "REPORT", "REPORT"])
        let unchanged = try book.changes(since: token)
        #expect(unchanged.changed.isEmpty && unchanged.deleted.isEmpty && unchanged.rounds == 1)
        #expect(proxy.requests.count == 5)
    }
}
