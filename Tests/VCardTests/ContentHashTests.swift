import Testing
import VCard

@Suite("Version tags of card bytes")
struct ContentHashTests {
    @Test("a tag is 13 base-32 digits, kept in place, and reads back as its value")
    func tags() {
        for value: UInt64 in [0, 1, 31, 32, 0x0123_4567_89AB_CDEF, .max, .max - 1] {
            let tag = ContentHash.tag(value)
            #expect(tag.utf8.count == 13)
            #expect(ContentHash.value(ofTag: tag) == value)
        }
        #expect(ContentHash.tag(0) == "0000000000000")
        #expect(ContentHash.tag(.max) == "fvvvvvvvvvvvv")
        #expect(ContentHash.value(ofTag: "0123456789abcdef") == nil)
        #expect(ContentHash.value(ofTag: "000000000000w") == nil)
        // Bytes that differ anywhere give another tag.
        #expect(ContentHash.tag(of: Array("BEGIN:VCARD\r\nFN:A\r\n".utf8)) != ContentHash.tag(of: Array("BEGIN:VCARD\r\nFN:B\r\n".utf8)))
    }

    @Test("only what tag(_:) writes reads back: a first digit above f is no tag, so two such tags never share a value")
    func firstDigitBound() {
        // 13 base-32 digits hold 65 bits: the first holds only the top 4 of the 64.
        #expect(ContentHash.value(ofTag: "g000000000000") == nil)
        #expect(ContentHash.value(ofTag: "v0123456789ab") == nil)
        #expect(ContentHash.value(ofTag: "g000000000000") != ContentHash.value(ofTag: "0000000000000"))
        // Up to f, the tag reads back as written.
        #expect(ContentHash.value(ofTag: "f0123456789ab").map(ContentHash.tag) == "f0123456789ab")
    }
}
