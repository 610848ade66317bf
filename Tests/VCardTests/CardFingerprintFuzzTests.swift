import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// ``CardFingerprint/hash(of:)`` hashes a property as read from its bytes
/// where it can, and through its normalized line elsewhere: on random cards
/// of every form a reader meets (groups and names outside ASCII, bare 2.1
/// parameters, quoted-printable, charsets, bytes that are not UTF-8, folds
/// anywhere, edits after reading, xCard and jCard), the two must agree.
struct CardFingerprintFuzzTests {
    static let groups: [[UInt8]?] = [nil, nil, nil, Array("item1".utf8), Array("ITEM2".utf8), Array("It3m".utf8), Array("".utf8),
                                     Array("grÖup".utf8), Array("a-b".utf8), Array("ǅ".utf8), [0xE9], Array("İ".utf8)]
    static let names: [[UInt8]] = ["FN", "fn", "Note", "TEL", "EMAIL", "X-ABLabel", "REV", "rev", "ReV", "PRODID", "prodId",
                                   "PRODıD", "ſEV", "X-ÄPFEL", "x-straße", "ADR", "N", "ORG", "PHOTO", "UID", "X-ǅ", "İD", "", "X_Y",
                                   "X.Y", "1TEL", "X-ﬀ"].map { Array($0.utf8) } + [[0xC4, 0x45], [0x58, 0x2D, 0xFF], [0x58, 0x00]]
    static let parameters: [[UInt8]] = [
        "TYPE=work", "type=WORK,Voice", "WORK", "home", "PREF", "ENCODING=QUOTED-PRINTABLE", "encoding=quoted-printable",
        "QUOTED-PRINTABLE", "quoted-printable", "CHARSET=UTF-8", "charset=iso-8859-1", "CHARSET=windows-1252", "CHARSET=\"utf-8\"",
        "TYPE=\"a,b\"", "X-EMPTY=", "LANGUAGE=de", "X-P=Ä", "ENCODING=b", "BASE64", "X-C=a^nb^^c^'", "VALUE=uri",
        "TYPE=İ", "TYPE=ǅ,ß", "X-Q=\"x:y;z\"", "=novalue", "X-ß=1", "ENCODING=8BIT", "CHARSET=", "ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8",
    ].map { Array($0.utf8) }
    static let valuePieces: [[UInt8]] = [
        "Hotel", " ", "Adlon", ":", ";", ",", "\\n", "\\,", "é", "e\u{301}", "\u{1F3E8}", "=C3=A9", "=3D", "=\r\n", "=", "\t",
        "ǅ", "İ", "ß", "ﬀ", "\u{FEFF}", "\u{200B}", "\"", "^", "\\", "Σ", "ς",
    ].map { Array($0.utf8) } + [[0xE9], [0xFF], [0x00], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x0D], [0x80]]

    static func line(_ rng: inout SeededRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        if let group = groups.randomElement(using: &rng)! { bytes += group + [UInt8(ascii: ".")] }
        bytes += names.randomElement(using: &rng)!
        for _ in 0..<Int(rng.next() % 4) { bytes += [UInt8(ascii: ";")] + parameters.randomElement(using: &rng)! }
        if rng.next() % 20 != 0 { bytes.append(UInt8(ascii: ":")) }
        for _ in 0..<Int(rng.next() % 8) { bytes += valuePieces.randomElement(using: &rng)! }
        // Fold now and then, anywhere (even inside a UTF-8 sequence).
        if bytes.count > 4, rng.next() % 4 == 0 {
            let at = 1 + Int(rng.next() % UInt64(bytes.count - 1))
            bytes.insert(contentsOf: rng.next() % 2 == 0 ? [0x0D, 0x0A, 0x20] : [0x0A, 0x09], at: at)
        }
        return bytes
    }

    static func card(_ rng: inout SeededRandom) -> [UInt8] {
        let eol: [UInt8] = rng.next() % 3 == 0 ? [0x0A] : [0x0D, 0x0A]
        var bytes = Array("BEGIN:VCARD".utf8) + eol
        bytes += Array("VERSION:\(["2.1", "3.0", "4.0"].randomElement(using: &rng)!)".utf8) + eol
        bytes += Array("FN:Adlon".utf8) + eol
        for _ in 0..<(1 + Int(rng.next() % 8)) { bytes += line(&rng) + eol }
        bytes += Array("END:VCARD".utf8) + eol
        return bytes
    }

    @Test("random cards, both paths of the hash: it is their normalized lines' hash")
    func randomCards() {
        var rng = SeededRandom(seed: 0x5EED)
        var cards = 0, fast = 0, slow = 0, mismatches: [String] = []
        for _ in 0..<10_000 {
            let bytes = Self.card(&rng)
            for var card in VCardReader.read(bytes: bytes).cards {
                cards += 1
                for property in card.properties {
                    var scratch = StableHasher()
                    if let read = property.readLine { if read.combineFingerprint(into: &scratch) { fast += 1 } else { slow += 1 } }
                }
                if CardFingerprint.hash(of: card) != CardFingerprintTests.reference(card) {
                    mismatches.append(String(decoding: bytes, as: UTF8.self).debugDescription)
                }
                // Edited after reading: one property's value set, another's group.
                if card.properties.count > 3 {
                    card.properties[3].value = card.properties[3].value + "x"
                    if card.properties.count > 4 { card.properties[4].group = "Ab" }
                    if CardFingerprint.hash(of: card) != CardFingerprintTests.reference(card) {
                        mismatches.append("edited: " + String(decoding: bytes, as: UTF8.self).debugDescription)
                    }
                }
            }
        }
        #expect(cards > 7_500)
        #expect(fast > 2_500 && slow > 2_500)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches; first: \(mismatches.prefix(3))")
    }

    @Test("random cards through xCard and jCard: the fast hash is the normalized lines' hash")
    func xCardAndJCard() {
        var rng = SeededRandom(seed: 0xC0FFEE)
        var cards: [Card] = []
        for _ in 0..<3_000 { cards += VCardReader.read(bytes: Self.card(&rng)).cards }
        var mismatches: [String] = []
        var read = 0
        let x = Array(XCardReader(bytes: XCardWriter.document(cards), fileName: "f.xml"))
        let j = JCard.read(bytes: JCard.document(cards))
        for result in x + j {
            guard case .card(let card, _) = result else { continue }
            read += 1
            let hasRead = card.properties.contains { $0.readLine != nil }
            if CardFingerprint.hash(of: card) != CardFingerprintTests.reference(card) {
                mismatches.append("\(hasRead) " + card.properties.map { "\($0.group ?? "-").\($0.name);\($0.parameters.map(\.rawValue)):\($0.value)" }.joined(separator: " | "))
            }
        }
        #expect(read > 1_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches; first: \(mismatches.prefix(3))")
    }
}
