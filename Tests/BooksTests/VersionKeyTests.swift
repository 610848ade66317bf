import Books
import Testing
import VCard

/// The numbers version tags are kept by in tables of many cards.
@Suite("Version keys")
struct VersionKeyTests {
    @Test("a content hash tag's key is its hash; a tag of its shape that ContentHash.tag(_:) cannot write keeps a key of its own")
    func tagShapedVersions() {
        let hash: UInt64 = 0xF123_4567_89AB_CDEF
        #expect(BookItem.versionKey(ContentHash.tag(hash)) == hash)
        // Both of each pair are 13 base-32 digits; a server's etag may be anything.
        #expect(BookItem.versionKey("g000000000000") != BookItem.versionKey("0000000000000"))
        #expect(BookItem.versionKey("h000000000000") != BookItem.versionKey("1000000000000"))
    }
}
