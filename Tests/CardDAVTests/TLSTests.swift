import Books
import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// HTTPS to a Radicale whose certificate a test CA made by openssl signed.
@Suite(.radicaleOverTLS, .enabled(if: Radicale.shouldRun && (TestTools.path("openssl") != nil || TestPaths.isCI),
                                  "needs radicale, htpasswd and openssl"))
struct TLSTests {
    @Test("with the CA file the server is trusted: discovery, writes and reads over HTTPS")
    func trustedThroughCAFile() throws {
        let server = try Radicale.server
        #expect(server.baseURL.scheme == "https")
        let caFile = try #require(Radicale.certificates?.caFile)
        let client = try Radicale.client(transport: try CurlTransport(caFile: caFile))
        let book = try Radicale.newAddressBook(client, name: "Over TLS")
        let created = try book.create(card(uid: "tls-1", name: "Hotel Secure"), named: "tls-1.vcf")
        let listed = try book.list()
        #expect(listed.map(\.href) == [created.href])
        #expect(try book.fetch([created.href]).cards.first?.vcard.contains("Hotel Secure") == true)
        let found = try client.discover(from: server.baseURL)
        #expect(found.addressBooks.contains { $0.url == book.url && $0.displayName == "Over TLS" })
        _ = try book.update(created.href, with: card(uid: "tls-1", name: "Hotel Secure II"), ifMatch: try #require(listed.first?.etag))
        #expect(throws: CardDAVError.preconditionFailed(url: book.url.absoluteString + "tls-1.vcf")) {
            try book.delete(created.href, ifMatch: try #require(listed.first?.etag))
        }
    }

    @Test("without the CA (the system's CAs only) the certificate is untrusted: not retried, and the message says ca_file")
    func untrustedWithoutCAFile() throws {
        let server = try Radicale.server
        let client = try Radicale.client(retry: RetryPolicy(attempts: 3, initialDelay: 5))
        let started = Date()
        let error = #expect(throws: CardDAVError.self) { try client.collection(at: server.homeURL).list() }
        guard case .untrustedCertificate(let url, _)? = error else {
            Issue.record("expected an untrusted certificate, got \(String(describing: error))")
            return
        }
        #expect(url == server.homeURL.absoluteString)
        #expect(error?.description.contains("ca_file") == true)
        #expect(Date().timeIntervalSince(started) < 5, "a TLS failure must not be retried")
    }

    @Test("a CA file of another CA does not make the server trusted")
    func anotherCA() throws {
        let folder = TemporaryDirectory("hotels-other-ca")
        let other = try TestCertificates.make(in: folder.url.path)
        let client = try Radicale.client(transport: try CurlTransport(caFile: other.caFile))
        let error = #expect(throws: CardDAVError.self) { try client.collection(at: try Radicale.server.homeURL).list() }
        // A probe's: "for a server with its own CA, set ca_file" was said with ca_file set.
        guard case .caFileFailed? = error else {
            Issue.record("expected the CA file to fail, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("check that the book's ca_file holds") == true, "\(String(describing: error))")
        #expect(throws: CurlTransportError.unreadableCAFile(path: folder.path("missing.pem"))) {
            try CurlTransport(caFile: folder.path("missing.pem"))
        }
        // A probe's: a file that is no PEM certificate was every request's "not trusted; set ca_file", ca_file set.
        let junk = folder.path("junk.pem")
        try Data("this is not PEM\n".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: CurlTransportError.notACAFile(path: junk)) { try CurlTransport(caFile: junk) }
        // A probe's: PEM armour around no certificate got past that check and was "not trusted; set ca_file" (74).
        let damaged = folder.path("damaged.pem")
        try Data("-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n".utf8).write(to: URL(fileURLWithPath: damaged))
        let broken = try Radicale.client(transport: try CurlTransport(caFile: damaged))
        let failure = #expect(throws: CardDAVError.self) { try broken.collection(at: try Radicale.server.homeURL).list() }
        guard case .caFileFailed? = failure else {
            Issue.record("expected the CA file to fail, got \(String(describing: failure))")
            return
        }
        #expect(CardDAVBook.bookError(try #require(failure)) == .server(message: try #require(failure).description, failure: .setup))
        // A review's: the legacy header of OpenSSL's PEM ("X509 CERTIFICATE") is a certificate libcurl reads.
        let caFile = try #require(Radicale.certificates?.caFile)
        let legacy = folder.path("legacy.pem")
        let text = try String(contentsOfFile: caFile, encoding: .utf8)
        try text.replacingOccurrences(of: "BEGIN CERTIFICATE", with: "BEGIN X509 CERTIFICATE")
            .replacingOccurrences(of: "END CERTIFICATE", with: "END X509 CERTIFICATE").write(toFile: legacy, atomically: true, encoding: .utf8)
        let trusted = try Radicale.client(transport: try CurlTransport(caFile: legacy))
        #expect(throws: Never.self) { try trusted.collection(at: try Radicale.server.homeURL).list() }
    }

    /// A probe's: http:// to a server that speaks only https was "cannot reach the server: Empty reply; try again
    /// later" (exit 75), for a mistake no later run mends.
    @Test("http:// to a server that speaks only https: once the tries are used up, a question about the scheme, not a temporary failure")
    func plainHTTPToTLS() throws {
        var components = try #require(URLComponents(url: try Radicale.server.homeURL, resolvingAgainstBaseURL: false))
        components.scheme = "http"
        let url = try #require(components.url)
        let client = try Radicale.client(transport: try CurlTransport(), retry: RetryPolicy(attempts: 2, initialDelay: 0.05))
        let error = #expect(throws: CardDAVError.self) { try client.collection(at: url).list() }
        #expect(error == .noAnswerOverHTTP(url: url.absoluteString), "\(String(describing: error))")
        #expect(error?.isTemporary == false)
        #expect(error?.description.contains("https://") == true)
    }

    @Test("a wrong password over the CA-file transport is unauthorized too, and never shown")
    func wrongPasswordOverCurl() throws {
        let caFile = try #require(Radicale.certificates?.caFile)
        let client = try Radicale.client(password: "Curl-wrong-pw", transport: try CurlTransport(caFile: caFile))
        let error = #expect(throws: CardDAVError.self) { try client.collection(at: try Radicale.server.homeURL).list() }
        #expect(error?.isAuthenticationFailure == true)
        #expect(error?.description.contains("Curl-wrong-pw") == false)
    }
}
