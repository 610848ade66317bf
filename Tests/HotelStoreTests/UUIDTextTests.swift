import HotelStore
import Testing

struct UUIDTextTests {
    @Test("a new UID is a lower-case version 4 UUID as a URN, different each time")
    func form() {
        let uids = (0..<100).map { _ in UUIDText.random() }
        #expect(Set(uids).count == 100)
        for uid in uids {
            #expect(uid.hasPrefix("urn:uuid:") && uid.count == 45, "\(uid)")
            let text = uid.dropFirst(9)
            #expect(text == text.lowercased())
            #expect(text.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
            #expect(text[text.index(text.startIndex, offsetBy: 14)] == "4")
        }
    }
}
