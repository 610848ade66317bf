import Testing
@testable import Reconcile
import TextFolding

/// Thailand's, Laos's, Cambodia's and Myanmar's lodgings by their own
/// words and scripts, and what carries those words without being one.
@Suite("Southeast Asia's lodgings and look-alikes")
struct SoutheastAsiaTests {
    @Test("lodging words in Lao, Khmer, Burmese and Thai script", arguments: [
        ("ໂຮງແຮມລາວພລາຊາ", "ລາວ"), ("ເຮືອນພັກບ້ານຊຽງມ່ວນ", "ລາວ"), ("ផ្ទះសំណាក់ម្លប់ដូង", "កម្ពុជា"),
        ("ရွှေတောင်တည်းခိုခန်း", "မြန်မာ"), ("ลานกางเต็นท์ลำตะคอง", "ประเทศไทย"), ("บ้านสวนโฮมสเตย์", "ประเทศไทย"),
    ])
    func lodgingWords(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a number of nights in the digits and words of other scripts", arguments: [
        ("3 ຄືນ, ຈ່າຍເງິນສົດ", "3 ຄືນ"), ("២ យប់ កូន ២ នាក់", "២ យប់"), ("၂ ည၊ မနက်စာ ပါ", "၂ ည"), ("٣ ليال", "٣ ليال"),
        ("2 gecə, otaq 12", "2 gecə"), ("check in 14.00, 3 mlm", "3 mlm"), ("2 bengi, sarapan", "2 bengi"),
    ])
    func nights(_ note: String, _ text: String) {
        let shape = StayShape.all(in: note).first { $0.kind == .nights }
        #expect(shape?.text == TextFolding.key(text), "\(StayShape.all(in: note))")
    }

    @Test("a decimal number in the digits of any script; no fraction, letter or empty word", arguments: [
        ("12", 12), ("١٢", 12), ("१२", 12), ("១២", 12), ("၁၂", 12), ("½", nil), ("1a", nil), ("", nil),
    ] as [(String, Int?)])
    func decimal(_ word: String, _ value: Int?) {
        #expect(StayShape.decimal(word) == value)
    }

    @Test("a hotel group's head office, a tour centre, a Thai home for the old, a trade fair's hall", arguments: [
        ("Minor Hotels สำนักงานใหญ่", ""), ("Siam Hotel & Tour Center", ""), ("บ้านพักคนชราบ้านบางแค", ""),
        ("Singapore EXPO", "FHA Food & Hotel Asia, booth 5B"),
    ])
    func lookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Thailand", note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("beside a brand, a hall is the hotel's; a gallery, a tavern, a winery only beside a lodging word")
    func sideTradesBesideABrand() {
        #expect(SharedWordTests.verdict("Courtyard Portland Downtown Convention Center", country: "United States").isTaken)
        // A German hotel named for the fair it serves; the fair's own card is no hotel.
        #expect(SharedWordTests.verdict("Mercure Hannover Messe", country: "Deutschland").isTaken)
        #expect(!SharedWordTests.verdict("Messe Hannover Besucherservice", country: "Deutschland").isTaken)
        for name in ["The Courtyard Gallery", "Courtyard Tavern", "Courtyard Winery"] {
            #expect(!SharedWordTests.verdict(name, country: "United States").isTaken, "\(name)")
        }
    }

    @Test("beside a lodging word, a fair's or a conference's hall is the hotel's own", arguments: [
        "Hotel Expo Valencia", "Grand Hotel & Conference Centre", "Lakeside Hotel and Convention Center",
    ])
    func hotelsWithHalls(_ name: String) {
        #expect(SharedWordTests.verdict(name, country: "Spain").isTaken)
    }

    @Test("a tour's pick-up at the hotel is a tour operator's NOTE")
    func pickup() {
        let verdict = SharedWordTests.verdict("Patara Elephant Farm", country: "Thailand", note: "pickup hotel 7:30, 2 adults")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Indonesia's homes for the old, housing estates and passenger ships", arguments: [
        ("Panti Werdha Kasih Hotel Sejahtera", ""), ("Perumahan Griya Hotel Permai", ""),
        ("PELNI KM Kelud", "kabin 2 tempat tidur, 2 mlm"), ("RS Hotel Indah", "jam besuk 16.00-18.00"),
    ])
    func indonesianLookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Indonesia", note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a brand whose name is a common word, beside its nights in Indonesian")
    func prama() {
        let verdict = SharedWordTests.verdict("Prama Sanur Beach Bali", country: "Indonesia", note: "3 mlm, sarapan")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Vietnam's serviced apartments")
    func servicedApartments() {
        let verdict = SharedWordTests.verdict("Căn hộ dịch vụ Hoa Mai", country: "Việt Nam")
        #expect(verdict.evidence.contains(.lodgingWord("can ho dich vu", in: .organization)), "\(verdict.evidence)")
        #expect(verdict.isTaken)
    }

    @Test("a Vietnamese pet hotel, a ticket office that books hotels, a cruise boat with its night, a chain's mart, Disney's parks", arguments: [
        ("Khách sạn thú cưng Happy Pet", "Việt Nam", nil), ("Phòng vé Minh Anh - Đặt phòng khách sạn", "Việt Nam", nil),
        ("Du thuyền Paradise Elegance", "Việt Nam", "2N1Đ, cabin 101"), ("Lotte Mart Tây Hồ", "Việt Nam", nil),
        ("Walt Disney World Resort", "United States", nil),
    ] as [(String, String, String?)])
    func vietnameseLookAlikes(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a resort that is also a restaurant, and Eurotel, are places to stay", arguments: [
        "Coron Bay Resort and Restaurant", "Eurotel Pedro Gil",
    ])
    func philippineStays(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Philippines")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's lobby lounge, a day resort's pool, a travel agency's package", arguments: [
        ("The Lobby at The Peninsula Manila", nil), ("Lola's Swimming Pool & Picnic Resort", nil),
        ("Bayanihan Travel and Tours", "Boracay 4D3N package, 3 nights"),
    ] as [(String, String?)])
    func philippineLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Philippines", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
