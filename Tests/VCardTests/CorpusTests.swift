import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Walks every file of `../shared/corpus/vcard` against its manifest row.
/// Skipped where the shared corpus is not next to the project.
@Suite(.enabled(if: TestPaths.sharedCorpus != nil, "needs ../shared/corpus/vcard"))
struct CorpusTests {
    static let entries = CorpusEntry.all().filter(\.isPlainVCard)
    static let valid = entries.filter { $0.intent == "valid" }
    /// Cards read beyond the manifest's count, which counts only lines that
    /// start with `BEGIN:VCARD` (an optional group before it): a BEGIN after
    /// spaces, or after an empty group, is read too (as ez-vcard reads it).
    static let recovered = ["l0b0-vcard/tests/continuation_at_start.vcf": 1, "l0b0-vcard/tests/dot_at_line_start.vcf": 1]

    struct Reading {
        var cards: [Card] = []
        var rejected: [RejectedCard] = []
        var diagnostics: [Diagnostic] = []
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    static func read(_ bytes: [UInt8], name: String = "-") -> Reading {
        var reading = Reading()
        for result in VCardReader(bytes: bytes, options: ReaderOptions(fileName: name)) {
            switch result {
            case .card(let card, let found):
                reading.cards.append(card)
                reading.diagnostics += found
            case .rejected(let card):
                if card.startsCard { reading.rejected.append(card) }
                reading.diagnostics += card.diagnostics
            case .diagnostic(let diagnostic):
                reading.diagnostics.append(diagnostic)
            case .known:
                Issue.record("no card is known here")
            }
        }
        return reading
    }

    @Test("reads every file; counts match the manifest; valid files give no errors; malformed ones give diagnostics",
          arguments: entries)
    func readsAsTheManifestSays(_ entry: CorpusEntry) throws {
        let reading = Self.read(try entry.bytes(), name: entry.path)
        #expect(reading.cards.count + reading.rejected.count == entry.cards + (Self.recovered[entry.path] ?? 0), "card count")
        switch entry.intent {
        case "valid":
            #expect(reading.errors.isEmpty, "\(reading.errors.map(\.description))")
        case "deliberately-malformed":
            #expect(!reading.diagnostics.isEmpty, "a malformed file must say what is wrong")
        default:
            break
        }
    }

    @Test("writing unchanged cards in their own version gives back their bytes", arguments: entries)
    func byteFidelity(_ entry: CorpusEntry) throws {
        let reading = Self.read(try entry.bytes())
        let writer = VCardWriter()
        for card in reading.cards {
            let original = Array(card.origin!.source.cardBytes)
            #expect(writer.write(card) == original, "pristine card \(card.origin!.index)")
            // Touching the list makes the writer go property by property
            // (and adds the END line of a card read without one).
            var edited = card
            edited.properties = card.properties
            #expect(!edited.isPristine)
            let end = card.origin!.endRange.isEmpty ? Array("END:VCARD\r\n".utf8) : []
            #expect(writer.write(edited) == original + end, "card \(card.origin!.index), property by property")
        }
    }

    @Test("read → serialize afresh (same version) → read gives the same properties", arguments: valid)
    func roundTripSameVersion(_ entry: CorpusEntry) throws {
        let reading = Self.read(try entry.bytes())
        for card in reading.cards {
            let text = VCardWriter().write(card.detached.withVersion(card.version))
            let again = Self.read(text)
            #expect(again.errors.isEmpty, "\(again.errors.map(\.description))")
            try #require(again.cards.count == 1)
            // Written afresh, a card gets the FN 3.0 and 4.0 require, and a 3.0 card the N.
            var added: Set<String> = card.first("FN") == nil ? ["VERSION", "FN"] : ["VERSION"]
            if card.version == .v3_0, card.first("N") == nil { added.insert("N") }
            #expect(again.cards[0].normalized(dropping: added) == card.normalized(dropping: added))
            if card.version != .v2_1 {
                // In 3.0 and 4.0 the serializer adds no parameters: exact equality.
                let mine = card.properties.filter { !$0.isNamed("VERSION") }
                let theirs = again.cards[0].properties.filter { property in
                    !property.isNamed("VERSION") && !(added.contains(PropertyRegistry.upperASCII(property.name)) && card.first(property.name) == nil)
                }
                #expect(mine == theirs)
            }
        }
    }

    @Test("3.0 → 4.0 → 3.0 and 4.0 → 3.0 → 4.0 keep every property", arguments: valid.filter { $0.format != "vcard2.1" })
    func roundTripAcrossVersions(_ entry: CorpusEntry) throws {
        let reading = Self.read(try entry.bytes())
        for card in reading.cards {
            let other: VCardVersion = card.version == .v4_0 ? .v3_0 : .v4_0
            let there = Self.read(VCardWriter(options: WriterOptions(version: other)).write(card))
            #expect(there.errors.isEmpty, "\(there.errors.map(\.description))")
            try #require(there.cards.count == 1)
            #expect(there.cards[0].version == other)
            let back = Self.read(VCardWriter(options: WriterOptions(version: card.version)).write(there.cards[0]))
            try #require(back.cards.count == 1)
            // What a version requires and the card lacks is added on the way: FN, and N in 3.0.
            var ignored: Set<String> = card.first("FN") == nil ? ["VERSION", "FN"] : ["VERSION"]
            if card.first("N") == nil { ignored.insert("N") }
            let before = card.normalized(dropping: ignored), after = back.cards[0].normalized(dropping: ignored)
            #expect(after == before, "\(difference(before, after))")
        }
    }

    @Test("2.1 → 3.0 → 4.0 keeps every property", arguments: valid.filter { $0.format == "vcard2.1" })
    func upgradeFrom21(_ entry: CorpusEntry) throws {
        let reading = Self.read(try entry.bytes())
        for card in reading.cards {
            let v3 = Self.read(VCardWriter(options: WriterOptions(version: .v3_0)).write(card))
            #expect(v3.errors.isEmpty, "\(v3.errors.map(\.description))")
            try #require(v3.cards.count == 1)
            let v4 = Self.read(VCardWriter(options: WriterOptions(version: .v4_0)).write(v3.cards[0]))
            try #require(v4.cards.count == 1)
            let back = Self.read(VCardWriter(options: WriterOptions(version: .v3_0)).write(v4.cards[0]))
            try #require(back.cards.count == 1)
            // The FN and N 3.0 requires are derived on the way where the card has none.
            var ignored: Set<String> = ["VERSION", "FN"]
            if card.first("N") == nil { ignored.insert("N") }
            let before = v3.cards[0].normalized(dropping: ignored), after = back.cards[0].normalized(dropping: ignored)
            #expect(after == before, "\(difference(before, after))")
            #expect(v3.cards[0].properties.filter { !ignored.contains(PropertyRegistry.upperASCII($0.name)) }.count
                    == card.properties.filter { !ignored.contains(PropertyRegistry.upperASCII($0.name)) }.count)
        }
    }
}

extension Card {
    /// The card with a VERSION property for `version`, so a detached card
    /// keeps its version.
    func withVersion(_ version: VCardVersion) -> Card {
        var copy = self
        copy.removeAll("VERSION")
        copy.properties.insert(Property(name: "VERSION", value: version.rawValue), at: 0)
        return copy
    }
}
