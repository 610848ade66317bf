import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// The fingerprint's hashes are stored (a sync's record of every card), so
/// the hash of a card must never change: it is the FNV-1a of the card's
/// normalized lines (``CardFingerprint/lines(of:)``), however it is computed.
@Suite("Card fingerprints")
struct CardFingerprintTests {
    /// The hash as the normalized lines define it.
    static func reference(_ card: Card) -> String {
        var hasher = StableHasher()
        for line in CardFingerprint.lines(of: card) {
            hasher.combine(line)
            hasher.combine("\n")
        }
        return hasher.hex
    }

    static func card(_ text: String) -> Card {
        VCardReader.read(bytes: Array(text.utf8)).cards[0]
    }

    @Test("a card says nothing beyond another when an edit only took lines out of it, in any form")
    func saysNothingBeyond() {
        let hotel = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Casa Azul\r\nORG:Casa Azul;\r\nCATEGORIES:Hotel\r\nTEL;TYPE=WORK:+351 1\r\nUID:a\r\nEND:VCARD\r\n"
        let stripped = hotel.replacingOccurrences(of: "CATEGORIES:Hotel\r\n", with: "")
        #expect(CardFingerprint.saysNothingBeyond(stripped, hotel))
        #expect(CardFingerprint.saysNothingBeyond(hotel, hotel))
        #expect(CardFingerprint.saysNothingBeyond(stripped.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0")
            .replacingOccurrences(of: "TYPE=WORK", with: "type=work"), hotel), "another version and case say the same")
        #expect(!CardFingerprint.saysNothingBeyond(hotel, stripped), "the category is more")
        #expect(!CardFingerprint.saysNothingBeyond(stripped.replacingOccurrences(of: "FN:Casa Azul", with: "FN:Bob"), hotel))
        let twice = stripped.replacingOccurrences(of: "TEL;TYPE=WORK:+351 1\r\n", with: "TEL;TYPE=WORK:+351 1\r\nTEL;TYPE=WORK:+351 1\r\n")
        #expect(!CardFingerprint.saysNothingBeyond(twice, hotel), "a line twice is more than once")
        #expect(!CardFingerprint.saysNothingBeyond("", hotel), "no card says something unknown")
    }

    @Test("a stored hash stays what it was")
    func pinned() {
        let card = Self.card("BEGIN:VCARD\r\nVERSION:3.0\r\nitem1.EMAIL;type=INTERNET;TYPE=pref,Work:a@example.com\r\n"
                             + "FN:Hôtel Adlon\r\nREV:2020-01-01T00:00:00Z\r\nNOTE:Check-in 15:00\\, room 412\r\nEND:VCARD\r\n")
        #expect(CardFingerprint.hash(of: card) == "a033534c1c8b70c4")
        #expect(CardFingerprint.hash(of: card) == Self.reference(card))
    }

    @Test("what clients rewrite on every save changes no hash")
    func ignored() {
        let a = Self.card("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Adlon\r\nTEL;TYPE=work;TYPE=voice:+49 30 1\r\nREV:1\r\nPRODID:-//A//B\r\nEND:VCARD\r\n")
        let b = Self.card("begin:vcard\nversion:3.0\nfn:Adlon\nTEL;type=VOICE;type=WORK:+49 30 1\nrev:2\nprodid:-//C//D\nend:vcard\n")
        let c = Self.card("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Adlon\r\nTEL;TYPE=work;TYPE=voice:+49 30 2\r\nEND:VCARD\r\n")
        #expect(CardFingerprint.hash(of: a) == CardFingerprint.hash(of: b))
        #expect(CardFingerprint.hash(of: a) != CardFingerprint.hash(of: c))
    }

    /// A probe's: Radicale (vobject) writes a card's properties sorted by
    /// name, so a card exported there and synced back was a change.
    @Test("a card whose properties another client sorted says the same; phones swapped, or a value changed, do not")
    func sameInAnyOrder() {
        let written = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Pension Sonne\r\nORG:Pension Sonne\r\nTEL;TYPE=work:+43 1\r\n"
            + "ADR;TYPE=WORK:;;Hauptstr. 1;Salzburg;;;Austria\r\nTEL:+43 2\r\nUID:u1\r\nEND:VCARD\r\n"
        let sorted = "BEGIN:VCARD\nVERSION:3.0\nUID:u1\nADR;TYPE=work:;;Hauptstr. 1;Salzburg;;;Austria\nFN:Pension Sonne\n"
            + "ORG:Pension Sonne\nTEL;TYPE=work:+43 1\nTEL:+43 2\nEND:VCARD\n"
        #expect(CardFingerprint.same(written, sorted))
        #expect(CardFingerprint.sameInAnyForm(written, sorted))
        // The order of one property's lines is the card's (a first phone is the one shown first).
        let swapped = sorted.replacingOccurrences(of: "TEL;TYPE=work:+43 1\nTEL:+43 2", with: "TEL:+43 2\nTEL;TYPE=work:+43 1")
        #expect(!CardFingerprint.same(written, swapped))
        #expect(!CardFingerprint.same(written, sorted.replacingOccurrences(of: "+43 2", with: "+43 3")))
    }

    /// What a server that sorts a card's properties (Radicale) keeps is,
    /// by its hash by name, the card it was sent; by its hash, another.
    @Test("a card's hash by name is that of its properties sorted by name; phones swapped, or a value changed, hash otherwise")
    func hashByName() throws {
        let written = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Pension Sonne\r\nORG:Pension Sonne\r\nTEL;TYPE=work:+43 1\r\n"
            + "ADR;TYPE=WORK:;;Hauptstr. 1;Salzburg;;;Austria\r\nTEL:+43 2\r\nUID:u1\r\nEND:VCARD\r\n"
        let sorted = "BEGIN:VCARD\nVERSION:3.0\nUID:u1\nADR;TYPE=work:;;Hauptstr. 1;Salzburg;;;Austria\nFN:Pension Sonne\n"
            + "ORG:Pension Sonne\ntel;TYPE=work:+43 1\nTEL:+43 2\nEND:VCARD\n"
        let hash = try #require(CardFingerprint.hashByName(of: written))
        #expect(CardFingerprint.hashByName(of: sorted) == hash)
        #expect(CardFingerprint.hash(of: written) != CardFingerprint.hash(of: sorted))
        let swapped = sorted.replacingOccurrences(of: "tel;TYPE=work:+43 1\nTEL:+43 2", with: "TEL:+43 2\ntel;TYPE=work:+43 1")
        #expect(CardFingerprint.hashByName(of: swapped) != hash)
        #expect(CardFingerprint.hashByName(of: sorted.replacingOccurrences(of: "+43 2", with: "+43 3")) != hash)
        #expect(CardFingerprint.hashByName(of: "not a card") == nil)
    }

    @Test("a card in another form says the same without what xCard and jCard leave unsaid; a changed value still differs",
          arguments: [
              ("N:Hennessy;Denis", "N:Hennessy;Denis;;;", true),
              ("KEY;VALUE=uri:http://example.com/k.asc", "KEY:http://example.com/k.asc", true),
              ("BDAY;VALUE=date-time:2019-02-10T00:00:33", "BDAY:2019-02-10T00:00:33", true),
              ("TEL;TYPE=CELL;VALUE=phone-number:205333", "TEL;TYPE=CELL:205333", true),
              ("ADR;TYPE=home;TYPE=pref:;;1 High St;Bath;;;", "ADR;TYPE=home,pref:;;1 High St;Bath;;;", true),
              ("N:Hennessy;Denis", "N:Hennessy;Denis;;;Jr.", false),
              ("TEL;VALUE=uri:tel:+44-1", "TEL:tel:+44-1", false),
              ("ADR;TYPE=home:;;1 High St;Bath;;;", "ADR;TYPE=work:;;1 High St;Bath;;;", false),
          ])
    func sameInAnyForm(_ a: String, _ b: String, _ same: Bool) {
        func card(_ line: String) -> String { "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:x\r\n\(line)\r\nEND:VCARD\r\n" }
        #expect(CardFingerprint.sameInAnyForm(card(a), card(b)) == same)
    }

    @Test("a card read from an xCard export says what the card said, less what XML cannot name; a changed value still differs")
    func sameAsXCardCarries() {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Alpha\r\nX-messaging/skype-All:alpha\r\nGEO:45.000000;7.500000\r\nEND:VCARD\r\n"
        let cards = VCardReader.read(bytes: Array(card.utf8)).cards
        let back = XCardReader(bytes: XCardWriter.document(cards), fileName: "").compactMap { result -> Card? in
            if case .card(let card, _) = result { card } else { nil }
        }
        let text = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(back[0]), as: UTF8.self)
        #expect(!text.contains("skype"))
        #expect(!CardFingerprint.sameInAnyForm(card, text))
        #expect(CardFingerprint.sameAsXCardCarries(card, text))
        #expect(!CardFingerprint.sameAsXCardCarries(card, text.replacingOccurrences(of: "FN:Hotel Alpha", with: "FN:Hotel Beta")))
    }

    @Test("every form of line hashes as its normalized line says", arguments: [
        "item1.EMAIL;TYPE=INTERNET:a@example.com",          // a group
        "ITEM1.Email:a@example.com",                         // a group's and a name's case
        "X-ÄPFEL:name outside ASCII",                        // a name outside ASCII
        "gröup.NOTE:a group outside ASCII",
        "PRODıD:dotless i upper-cases to PRODID",            // skipped as PRODID by the lines too
        "ſEV:long s",
        "Rev:2020",
        "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:caf=C3=A9",
        "NOTE;QUOTED-PRINTABLE:bare =3D",
        "NOTE;CHARSET=ISO-8859-1:caf\u{E9}",
        "NOTE:folded\r\n  over two lines",
        "TEL;WORK;VOICE:+1 555",                             // bare 2.1 parameters
        "ADR;TYPE=\"work,pref\":;;Unter den Linden 77;Berlin;;10117;DE",
        "NOTE;X-EMPTY=:empty parameter value",
        "NOTE;LANGUAGE=de;ALTID=1;PID=2.1:three parameters",
        ":no name",
        "NOTE",
        "NOTE:\u{1F3E8} emoji",
    ])
    func lineForms(line: String) {
        let card = Self.card("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Adlon\r\n\(line)\r\nEND:VCARD\r\n")
        #expect(CardFingerprint.hash(of: card) == Self.reference(card))
    }

    @Test("bytes that are not UTF-8 hash as the text they were read as")
    func windows1252() {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Caf".utf8) + [0xE9] + Array("\r\nNOTE:\u{00}x\r\nEND:VCARD\r\n".utf8)
        let card = VCardReader.read(bytes: bytes).cards[0]
        #expect(CardFingerprint.hash(of: card) == Self.reference(card))
    }

    @Test("an edited property hashes as its normalized line says")
    func edited() {
        var card = Self.card("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Adlon\r\nNOTE:old\r\nEND:VCARD\r\n")
        card.properties.append(Property(group: "Item2", name: "x-label", parameters: [Parameter(name: "type", rawValue: "B,a")], value: "new"))
        #expect(CardFingerprint.hash(of: card) == Self.reference(card))
    }

    @Test("every card of the fixtures and the shared corpus hashes as its normalized lines say")
    func corpus() throws {
        var files: [URL] = []
        let fixtures = TestPaths.fixtures
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".vcf") {
            files.append(fixtures.appendingPathComponent(name))
        }
        let entries = CorpusEntry.all().filter(\.isPlainVCard)
        #expect(!(entries.isEmpty && TestPaths.isCI), "the shared corpus ../shared/corpus/vcard is missing")
        files += entries.compactMap { entry in TestPaths.sharedCorpus.map { $0.appendingPathComponent(entry.path) } }
        var cards = 0
        for file in files {
            for card in VCardReader.read(bytes: Array(try Data(contentsOf: file))).cards {
                #expect(CardFingerprint.hash(of: card) == Self.reference(card), "\(file.lastPathComponent): \(card.first("FN")?.value ?? "")")
                cards += 1
            }
        }
        #expect(cards > 20)
    }
}
