import Foundation
import HotelStore
import Testing
import VCard
@testable import Reconcile

/// A card exported in the other version keeps what its user set: the work
/// and home of an EMAIL go into 3.0 as Apple Contacts and Google write them
/// there, and come back into 4.0.
struct ExportVersionTests {
    static let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Min\r\nORG:Hotel Min\r\nKIND:org\r\nUID:min-1\r\n"
        + "EMAIL;TYPE=work;PREF=1:a@min.example\r\nEMAIL;TYPE=home:b@min.example\r\nADR;TYPE=work:;;1 rue X;Paris;;75001;France\r\n"
        + "CATEGORIES:Hotel\r\nEND:VCARD\r\n"

    static func emails(_ text: String) -> [String] {
        text.components(separatedBy: "\r\n").filter { $0.hasPrefix("EMAIL") }
    }

    static func exported(_ text: String, as version: VCardVersion) throws -> String {
        let store = try HotelStore.inMemory()
        try importCards(cardHotels(text), into: store)
        return try store.allHotels().map { String(decoding: HotelCardExporter(version: version).bytes(for: $0), as: UTF8.self) }.joined()
    }

    @Test("4.0 → 3.0 → 4.0 keeps EMAIL's work and home")
    func emailTypes() throws {
        let three = try Self.exported(Self.card, as: .v3_0)
        let emails = Self.emails(three)
        try #require(emails.count == 2)
        #expect(emails[0].lowercased().contains("work") && emails[0].lowercased().contains("pref"), "\(emails)")
        #expect(emails[1].lowercased().contains("home"), "\(emails)")
        let four = Self.emails(try Self.exported(three, as: .v4_0))
        try #require(four.count == 2)
        #expect(four[0].lowercased().contains("type=work") && four[0].contains("PREF=1"), "\(four)")
        #expect(four[1].lowercased().contains("type=home"), "\(four)")
        #expect(!four.joined().lowercased().contains("internet"), "\(four)")
    }

    /// A card read with LF (or CR) line breaks, exported unchanged in its
    /// own version beside a card with CRLF: one file, one kind of line break.
    @Test("a card read with LF or CR comes out with CRLF, in its own version and the other",
          arguments: [VCardVersion.v4_0, .v3_0], ["\n", "\r"])
    func lineBreaks(version: VCardVersion, lineBreak: String) throws {
        let other = Self.card.replacingOccurrences(of: "\r\n", with: lineBreak)
            .replacingOccurrences(of: "Hotel Min", with: "Hotel Lf").replacingOccurrences(of: "min-1", with: "lf-1")
        let text = try Self.exported(Self.card + other, as: version)
        #expect(LineBreaks.isCRLFOnly(Array(text.utf8)), "\(text.debugDescription)")
        #expect(text.components(separatedBy: "\r\n").contains("FN:Hotel Lf"), "\(text.debugDescription)")
        // Its bytes otherwise kept: the same lines, in their order (and a REV given, as to every card without one).
        if version == .v4_0 {
            let undated = text.replacingOccurrences(of: #"REV:[0-9TZ]+\r\n"#, with: "", options: .regularExpression)
            #expect(undated.contains(other.replacingOccurrences(of: lineBreak, with: "\r\n")), "\(text.debugDescription)")
        }
    }

    /// A probe's: a URL written with bare commas ("?ids=1,2,3") came back
    /// from Radicale cut at the first, and a later edit of the card on the
    /// server carried the cut URL into the store.
    @Test("a URL's commas are written escaped, in a typed-in hotel's card and in an edited one, and read back whole",
          arguments: [VCardVersion.v3_0, .v4_0])
    func urlCommas(version: VCardVersion) throws {
        let url = "https://example.org/search?ids=1,2,3;x=y"
        var details = HotelDetails(name: "Hotel Comma")
        details.url = url
        let typedIn = Hotel(id: 1, uid: "comma-1", details: details, createdAt: .now(), updatedAt: .now())
        let store = try HotelStore.inMemory()
        try importCards(cardHotels(Self.card), into: store)
        var edited = try #require(try store.allHotels().first)
        edited.details.url = url
        for hotel in [typedIn, edited] {
            let text = String(decoding: HotelCardExporter(version: version).bytes(for: hotel), as: UTF8.self)
            #expect(text.contains("URL:https://example.org/search?ids=1\\,2\\,3\\;x=y\r\n"), "\(text.debugDescription)")
            let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
            #expect(card.urls == [url])
            // xCard and jCard escape nothing: the URL as it is.
            #expect(String(decoding: JCard.document([card]), as: UTF8.self).contains("\"url\",{},\"uri\",\"\(url)\""))
            #expect(String(decoding: XCardWriter.document([card]), as: UTF8.self).contains("<uri>\(url)</uri>"))
        }
    }
}
