import Testing
@testable import VCard

struct LineScannerTests {
    struct Case: CustomStringConvertible, Sendable {
        var input: [UInt8]
        var atEOF: Bool
        var expected: (contentEnd: Int, end: Int, terminator: LineTerminator)?
        var description: String { "\(input) eof=\(atEOF)" }
    }

    static let cases: [Case] = [
        Case(input: Array("FN:A\r\nX".utf8), atEOF: true, expected: (4, 6, .crlf)),
        Case(input: Array("FN:A\nX".utf8), atEOF: true, expected: (4, 5, .lf)),
        Case(input: Array("FN:A\rX".utf8), atEOF: true, expected: (4, 5, .cr)),
        Case(input: Array("FN:A\r\r\nX".utf8), atEOF: true, expected: (4, 7, .crcrlf)),
        Case(input: Array("FN:A".utf8), atEOF: true, expected: (4, 4, .none)),
        // Not at the end of input: a trailing CR might be the start of CRLF.
        Case(input: Array("FN:A\r".utf8), atEOF: false, expected: nil),
        Case(input: Array("FN:A".utf8), atEOF: false, expected: nil),
        Case(input: Array("FN:A\r".utf8), atEOF: true, expected: (4, 5, .cr)),
        // Longer than a word, so the eight-byte scan and its tail both run.
        Case(input: Array("NOTE:abcdefghijklmnopqrstu\nX".utf8), atEOF: true, expected: (26, 27, .lf)),
        Case(input: Array("NOTE:abcdefghijklmnopq\r\n".utf8), atEOF: true, expected: (22, 24, .crlf)),
    ]

    @Test(arguments: cases)
    func findsLineEnds(_ testCase: Case) {
        let line = testCase.input.withUnsafeBufferPointer {
            LineScanner.line(in: $0.baseAddress!, from: 0, to: $0.count, atEOF: testCase.atEOF)
        }
        if let expected = testCase.expected {
            #expect(line?.contentEnd == expected.contentEnd)
            #expect(line?.end == expected.end)
            #expect(line?.terminator == expected.terminator)
        } else {
            #expect(line == nil)
        }
    }

    @Test("every position of a line break is found by the word-at-a-time scan")
    func wordScanAgreesWithByteScan() {
        for position in 0..<40 {
            for breakByte: UInt8 in [10, 13] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
                bytes[position] = breakByte
                var control = false
                let found = bytes.withUnsafeBufferPointer { LineScanner.firstLineBreak($0.baseAddress!, 0, 40, mayHoldControl: &control) }
                #expect(found == position)
                #expect(!control)
            }
        }
        var control = false
        let none = [UInt8](repeating: 0x0B, count: 19).withUnsafeBufferPointer {
            LineScanner.firstLineBreak($0.baseAddress!, 0, 19, mayHoldControl: &control)
        }
        #expect(none == 19)
        #expect(control)  // VT is a control character
    }
}

struct ByteClassTests {
    @Test("the byte tables agree with their definitions for all 256 bytes")
    func tables() {
        for value in 0...255 {
            let byte = UInt8(value)
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isName = isLetter || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x5F
            #expect(ByteClass.isNameByte(byte) == isName, "\(byte)")
            #expect(ByteClass.isBase64Byte(byte) == (isLetter || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2F || byte == 0x3D), "\(byte)")
            #expect(ByteClass.upper(byte) == ((0x61...0x7A).contains(byte) ? byte - 0x20 : byte), "\(byte)")
        }
    }
}
