import Foundation
import Testing
@testable import VCard

/// ``PropertySpec/table`` is the one place that says what a property's value
/// looks like. These check that the table agrees with itself, and that the
/// registry, the xCard writer and reader and the jCard writer and reader
/// say what it says, property by property.
struct PropertySpecTests {
    static let names = PropertySpec.table.keys.sorted()
    static let structured = names.filter { PropertySpec.of($0).componentNames != nil }
    static let lists = names.filter { PropertySpec.of($0).shape == .textList }
    /// The properties written as one value: not structured, not a list, and
    /// not BEGIN, END, VERSION or XML, which the writers handle themselves.
    static let single = names.filter {
        !PropertySpec.of($0).isStructured && PropertySpec.of($0).shape != .textList && !["BEGIN", "END", "VERSION", "XML"].contains($0)
    }

    static func card(_ name: String, _ value: String) -> Card {
        Card(properties: [Property(name: "VERSION", value: "4.0"), Property(name: name, value: value)])
    }

    static func xCard(_ name: String, _ value: String) -> (xml: String, back: Property?) {
        let bytes = XCardWriter.document([card(name, value)])
        let back = XCardReader(bytes: bytes, fileName: "t.xml").lazy.compactMap { result -> Card? in
            if case .card(let card, _) = result { return card } else { return nil }
        }.first?.first(name)
        let xml = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #"\s"#, with: "", options: .regularExpression)
        return (xml, back)
    }

    static func jCard(_ name: String, _ value: String) -> (json: String, back: Property?) {
        let bytes = JCard.document([card(name, value)])
        let back = JCard.read(bytes: bytes).lazy.compactMap { result -> Card? in
            if case .card(let card, _) = result { return card } else { return nil }
        }.first?.first(name)
        return (String(decoding: bytes, as: UTF8.self), back)
    }

    // MARK: - The table

    @Test("a structured value is filled up to the components RFC 6350 requires; only structured and verbatim values have named components")
    func componentCounts() {
        for (name, spec) in PropertySpec.table {
            switch spec.shape {
            case .structured(let count?):
                // Filled up to those RFC 6350 requires; named up to RFC 9554's.
                #expect(spec.requiredComponents == count && (spec.componentNames?.count ?? 0) >= count, "\(name)")
            case .structured(nil), .text, .textList, .binaryOrURI: #expect(spec.componentNames == nil, "\(name)")
            case .verbatim: break
            }
        }
        #expect(PropertySpec.componentCounts(of: "N") == 5...7)
        #expect(PropertySpec.componentCounts(of: "ADR") == 7...18)
    }

    @Test("the registry's shapes and known names are the table's, from a string or from bytes, in any case", arguments: names)
    func registry(_ name: String) throws {
        let spec = try #require(PropertySpec.table[name])
        for spelling in [name, name.lowercased()] {
            #expect(PropertyRegistry.shape(of: spelling) == spec.shape)
            #expect(PropertyRegistry.isKnown(spelling))
            Array(spelling.utf8).withUnsafeBufferPointer { bytes in
                #expect(PropertyRegistry.isKnown(bytes.baseAddress!, 0..<bytes.count))
            }
        }
    }

    @Test("a name the table does not list is text, known only as an X- name")
    func unlisted() {
        #expect(PropertyRegistry.shape(of: "X-FOO") == PropertySpec.unlisted.shape)
        #expect(PropertyRegistry.isKnown("X-FOO"))
        #expect(!PropertyRegistry.isKnown("FOO"))
        #expect(PropertySpec.of("FOO") == PropertySpec.unlisted)
    }

    // MARK: - xCard and jCard follow it

    @Test("xCard writes a structured value's components under the table's names, in order, and reads them back", arguments: structured)
    func xCardComponents(_ name: String) throws {
        let components = try #require(PropertySpec.of(name).componentNames)
        let value = components.indices.map { "v\($0)" }.joined(separator: ";")
        let (xml, back) = Self.xCard(name, value)
        #expect(xml.contains("<\(name.lowercased())>" + components.enumerated().map { "<\($1)>v\($0)</\($1)>" }.joined()))
        #expect(back?.value == value)
        #expect(back?.parameters.isEmpty == true)
    }

    @Test("jCard writes a structured value as an array of its components, with the type text, and reads it back", arguments: structured + ["ORG"])
    func jCardComponents(_ name: String) {
        let (json, back) = Self.jCard(name, "v0;v1")
        #expect(json.contains(#"["\#(name.lowercased())",{},"text",["v0","v1"]]"#))
        #expect(back?.value == "v0;v1")
        #expect(back?.parameters.isEmpty == true)
    }

    @Test("ORG's unnamed components are one <text> each in xCard")
    func xCardTextComponents() {
        let (xml, back) = Self.xCard("ORG", #"Hotel Adlon;Front desk\, north"#)
        #expect(xml.contains("<org><text>HotelAdlon</text><text>Frontdesk,north</text></org>"))
        #expect(back?.value == #"Hotel Adlon;Front desk\, north"#)
    }

    @Test("a list is one <text> per item in xCard, one value per item in jCard", arguments: lists)
    func textLists(_ name: String) {
        let xCard = Self.xCard(name, "a,b")
        #expect(xCard.xml.contains("<\(name.lowercased())><text>a</text><text>b</text></\(name.lowercased())>"))
        #expect(xCard.back?.value == "a,b")
        let jCard = Self.jCard(name, "a,b")
        #expect(jCard.json.contains(#"["\#(name.lowercased())",{},"text","a","b"]"#))
        #expect(jCard.back?.value == "a,b")
    }

    @Test("a value without VALUE is written with the table's default type, and read back without VALUE", arguments: single)
    func defaultTypes(_ name: String) {
        let type = PropertySpec.of(name).defaultType
        // date-and-or-time has no element of its own: a date stands for it.
        let element = type == .dateAndOrTime ? "date" : type.rawValue
        let xCard = Self.xCard(name, "19960415")
        #expect(xCard.xml.contains("<\(name.lowercased())><\(element)>19960415</\(element)></\(name.lowercased())>"))
        #expect(xCard.back?.value == "19960415")
        #expect(xCard.back?.parameters.isEmpty == true)
        let jCard = Self.jCard(name, "19960415")
        // jCard writes a date in ISO 8601's extended form (RFC 7095 3.5.3).
        let written = DateTimeForm.types.contains(type.rawValue) ? "1996-04-15" : "19960415"
        #expect(jCard.json.contains(#"["\#(name.lowercased())",{},"\#(type.rawValue)","\#(written)"]"#))
        #expect(jCard.back?.value == "19960415")
        #expect(jCard.back?.parameters.isEmpty == true)
    }

    // MARK: - Fast paths that keep a copy of a fact of the table

    static func knownName(_ name: String) -> KnownName {
        Array(name.utf8).withUnsafeBufferPointer { KnownName($0.baseAddress!, 0..<$0.count) }
    }

    @Test("the reader's byte classes agree with the table: .media is exactly its binaryOrURI properties", arguments: names)
    func knownNames(_ name: String) {
        for spelling in [name, name.lowercased()] {
            let kind = Self.knownName(spelling)
            #expect((kind == .media) == (PropertySpec.of(name).shape == .binaryOrURI), "\(spelling)")
        }
    }

    @Test("a name the table does not list is no name the reader singles out", arguments: ["X-PHOTO", "PHOTOS", "NOTES", "AD", "NN", "X-", "CATEGORY"])
    func unlistedNames(_ name: String) {
        #expect(PropertySpec.table[name] == nil)
        #expect(Self.knownName(name) == .other)
    }

    @Test("the reader's component-count check takes RFC 6350's count for N and ADR, and in 4.0 up to RFC 9554's",
          arguments: ["N", "ADR"], ["3.0", "4.0"])
    func componentCountCheck(_ name: String, _ version: String) throws {
        let counts = try #require(PropertySpec.componentCounts(of: name))
        #expect(counts.lowerBound < counts.upperBound)
        func value(_ count: Int) -> String { Array(repeating: "x", count: count).joined(separator: ";") }
        let lines = [counts.lowerBound, counts.upperBound, counts.lowerBound - 1, counts.upperBound + 1].map { "\(name):\(value($0))" }
        let (_, _, diagnostics) = read("BEGIN:VCARD\nVERSION:\(version)\nFN:x\n" + lines.joined(separator: "\n") + "\nEND:VCARD\n")
        let warnings = diagnostics.filter { $0.code == .componentCount }
        #expect(warnings.map(\.line) == (version == "4.0" ? [6, 7] : [5, 6, 7]))
        if version == "4.0" {
            #expect(warnings.first?.message.hasSuffix("vCard expects \(counts.lowerBound) (4.0 up to \(counts.upperBound), with RFC 9554's)") == true)
        } else {
            #expect(warnings.first?.message.hasSuffix("vCard expects \(counts.lowerBound) before 4.0") == true)
            #expect(warnings.last?.message.hasSuffix("vCard expects \(counts.lowerBound)") == true)
        }
    }

    @Test("3.0's inline binary becomes a data: URI in 4.0 for exactly the table's binaryOrURI properties",
          arguments: names.filter { !["BEGIN", "END", "VERSION"].contains($0) })
    func inlineBinary(_ name: String) {
        let property = Property(name: name, parameters: [Parameter(name: "ENCODING", rawValue: "b"), Parameter(name: "TYPE", rawValue: "JPEG")],
                                value: "/9j/4AAQSkZJRgABAQ")
        let converted = VersionConverter.convert([property], from: .v3_0, to: .v4_0)
        let isDataURI = converted.contains { $0.value.hasPrefix("data:") }
        #expect(isDataURI == (PropertySpec.of(name).shape == .binaryOrURI))
    }
}
