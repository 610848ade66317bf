import Reconcile
import Testing
import VCard

/// The brand table, through what selection makes of it.
struct BrandTableTests {
    static func brand(_ name: String) -> Evidence? {
        EvidenceTests.evidence(["ORG:\(name)"]).first { if case .brand = $0 { return true } else { return false } }
    }

    @Test("names, other names and the supplement", arguments: [
        ("Kempinski Hotel Adlon", "Kempinski"), ("Best Western Plus Berlin", "Best Western Plus"), ("7 Days Inn Shanghai", "7天酒店"),
        ("Aman Kyoto", "Aman"), ("Shangri-La Paris", "Shangri-La"), ("Residhome Paris Opéra", "Residhome"),
        ("bloomrooms @ Janpath", "bloomrooms"),
    ])
    func found(_ name: String, _ brand: String) {
        guard case .brand(let found, _, _, _) = Self.brand(name) else {
            Issue.record("no brand in \(name)")
            return
        }
        #expect(found == brand)
    }

    @Test("a hotel chain's name that is as often any firm's is no brand", arguments: ["Thistle Windows & Doors Glasgow", "Quest Personnel Auckland"])
    func commonFirmNames(_ name: String) {
        #expect(Self.brand(name) == nil)
    }

    @Test("a CJK brand name is found inside a name written without spaces")
    func cjk() {
        guard case .brand(let found, _, _, _) = Self.brand("7天酒店上海南京路店") else {
            Issue.record("no brand")
            return
        }
        #expect(found == "7天酒店")
    }

    @Test("the index's own exclude patterns are honoured: generic names are no brands", arguments: ["Grand Hotel", "Bellevue", "Hotel Central", "Budget Inn"])
    func excluded(_ name: String) {
        #expect(Self.brand(name) == nil)
    }
}
