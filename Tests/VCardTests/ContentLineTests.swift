import Testing
@testable import VCard

struct ContentLineTests {
    struct Case: CustomStringConvertible, Sendable {
        var line: String
        var group: String?
        var name: String
        var parameters: [String]   // "NAME=raw" or "=raw" for bare
        var value: String
        var problems: [String] = []
        var description: String { line }
    }

    static let cases: [Case] = [
        Case(line: "FN:Jane Doe", group: nil, name: "FN", parameters: [], value: "Jane Doe"),
        Case(line: "item1.EMAIL;type=INTERNET;type=pref:j@example.com", group: "item1", name: "EMAIL",
             parameters: ["type=INTERNET", "type=pref"], value: "j@example.com"),
        Case(line: "TEL;WORK;VOICE:+1 555", group: nil, name: "TEL", parameters: ["=WORK", "=VOICE"], value: "+1 555"),
        Case(line: "TEL;FAX,WORK:+1", group: nil, name: "TEL", parameters: ["=FAX,WORK"], value: "+1"),
        Case(line: "ADR;LABEL=\"1 Main St;Town: here\";TYPE=home:;;1 Main St", group: nil, name: "ADR",
             parameters: ["LABEL=\"1 Main St;Town: here\"", "TYPE=home"], value: ";;1 Main St"),
        Case(line: "GEO:geo:37.386013,-122.082932", group: nil, name: "GEO", parameters: [], value: "geo:37.386013,-122.082932"),
        Case(line: "NOPARAM;:x", group: nil, name: "NOPARAM", parameters: [], value: "x", problems: ["emptyParameter"]),
        Case(line: "X;A=:x", group: nil, name: "X", parameters: ["A="], value: "x", problems: ["missingParameterValue"]),
        Case(line: "N", group: nil, name: "N", parameters: [], value: "", problems: ["missingColon"]),
        Case(line: "X;A=\"open:x", group: nil, name: "X", parameters: ["A=\"open"], value: "x", problems: ["unterminatedQuote"]),
        Case(line: "PHOTO;in valid=jpg:x", group: nil, name: "PHOTO", parameters: ["in valid=jpg"], value: "x", problems: ["invalidParameterName"]),
    ]

    @Test(arguments: cases)
    func splitsContentLines(_ testCase: Case) throws {
        let bytes = Array(testCase.line.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let content = try #require(ContentLine.parse(base, 0, buffer.count))
            func text(_ range: Range<Int>) -> String { String(decoding: buffer[range], as: UTF8.self) }
            #expect(content.group.map(text) == testCase.group)
            #expect(text(content.name) == testCase.name)
            #expect(content.parameters.map { ($0.name.map(text) ?? "") + "=" + text($0.value) }
                    == testCase.parameters)
            #expect(text(content.value) == testCase.value)
            var problems: [String] = []
            if content.problems.contains(.emptyParameter) { problems.append("emptyParameter") }
            if content.problems.contains(.missingParameterValue) { problems.append("missingParameterValue") }
            if content.problems.contains(.missingColon) { problems.append("missingColon") }
            if content.problems.contains(.unterminatedQuote) { problems.append("unterminatedQuote") }
            if content.problems.contains(.invalidParameterName) { problems.append("invalidParameterName") }
            #expect(problems == testCase.problems)
        }
    }

    @Test("a line without a name is not a property")
    func noName() {
        let bytes = Array(":value".utf8)
        #expect(bytes.withUnsafeBufferPointer { ContentLine.parse($0.baseAddress!, 0, $0.count) } == nil)
    }

    @Test("RFC 6868: ^n, ^^ and ^' in parameter values; quotes keep commas")
    func caretEscapes() {
        #expect(Parameter(name: "LABEL", rawValue: "\"a^nb ^^ ^'q^'\"").values == ["a\nb ^ \"q\""])
        #expect(Parameter(name: "TYPE", rawValue: "work,\"a,b\"").values == ["work", "a,b"])
        #expect(Parameter(name: "X", rawValue: "^x").values == ["^x"])
        #expect(Parameter(name: "LABEL", values: ["1 Main St\nTown, \"Here\""]).rawValue == "\"1 Main St^nTown, ^'Here^'\"")
        #expect(Parameter(name: "LABEL", values: ["a\nb"]).values == ["a\nb"])
    }
}
