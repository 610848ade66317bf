import Testing
@testable import Reconcile

/// South Asia's places to stay and the eateries that call themselves hotels
/// there: a tourist home, a pilgrims' yatri bhavan, a lodge in Tamil script
/// are places to stay; "Hotel … Mess", "… Pure Veg", "… Bhavan" serve meals.
@Suite("South Asia's lodgings and eateries")
struct SouthAsiaTests {
    static func verdict(_ name: String, country: String = "India", note: String? = nil) -> Verdict {
        SharedWordTests.verdict(SharedWordTests.company(name, country: country, note: note))
    }

    @Test("the trade's own words, in Latin letters and in the region's scripts", arguments: [
        ("Sree Bhagavathy Tourist Home", "tourist home"), ("Sri Kamakshi Yatri Bhavan", "yatri bhavan"),
        ("Hari Om Yatri Niwas", "yatri niwas"), ("Jain Dharamshala Palitana", "dharamshala"), ("Galle Rest House", "rest house"),
        ("Circuit House Shillong", "circuit house"), ("ஸ்ரீ பாலாஜி லாட்ஜ்", "லாட்ஜ்"), ("ശ്രീ കൃഷ്ണ ടൂറിസ്റ്റ് ഹോം", "ടൂറിസ്റ്റ് ഹോം"),
        ("ಮಲೆನಾಡು ಹೋಂಸ್ಟೇ", "ಹೋಂಸ್ಟೇ"), ("शिवम लॉज", "लॉज"), ("高野山 宿坊 普賢院", "宿坊"),
        ("ගුණවර්ධන නිවාඩු බංගලාව", "නිවාඩු බංගලාව"), ("සීගිරි හෝම් ස්ටේ", "හෝම් ස්ටේ"), ("මිහින්තලේ විවේකාගාරය", "විවේකාගාරය"),
        ("හන්තාන කඳවුරු භූමිය", "කඳවුරු භූමිය"), ("கதிர்காமம் யாத்திரிகர் மடம்", "யாத்திரிகர் மடம்"), ("Punnamada Houseboats", "houseboats"),
    ])
    func lodgingWords(_ name: String, _ word: String) {
        let verdict = Self.verdict(name)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a South Indian 'hotel' that is an eatery", arguments: [
        ("Hotel Ganesh Mess", "mess"), ("Hotel Lakshmi Pure Veg", "pure veg"), ("Hotel Sri Ram Bhavan", "bhavan"),
        ("Hotel Zam Zam Biryani Centre", "biryani"), ("Hotel Annapurna Tiffins", "tiffins"), ("Punjabi Hotel & Dhaba", "dhaba"),
    ])
    func eateries(_ name: String, _ word: String) {
        let verdict = Self.verdict(name)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a haveli is a place to stay in India, a shared word elsewhere")
    func haveli() {
        #expect(Self.verdict("Mandawa Haveli Heritage").isTaken)
        let abroad = Self.verdict("Haveli Mandawa", country: "United Kingdom")
        #expect(!abroad.isTaken, "\(abroad.explanation)")
    }

    @Test("a homestay on a coffee estate is a place to stay; the estate alone is not")
    func sideTrades() {
        let verdict = Self.verdict("Hill Crest Coffee Estate Homestay")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(!Self.verdict("Hill Crest Coffee Estate").isTaken)
    }

    @Test("a fraternal order's lodge has a number", arguments: ["Lodge Star of the East No. 67", "Lodge Perseverance No 338"])
    func numberedLodge(_ name: String) {
        let verdict = Self.verdict(name)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness("lodge no", in: .organization)), "\(verdict.evidence)")
        #expect(Self.verdict("Nilgiri Hills Lodge", note: "room 3, 2N").isTaken)
    }

    @Test("nights in Sinhala (typed with its joiner or without) and Tamil say a night was spent", arguments: [
        "රාත්‍රී 1, කාමර 2", "රාත්රී 1, කාමර 2", "2 இரவுகள், அறை 4",
    ])
    func nightsInTheirScripts(_ note: String) {
        let found = EvidenceTests.evidence(["ORG:Rock View", "ADR:;;Main Rd;Sigiriya;;21120;Sri Lanka", "NOTE:\(note)"])
        #expect(found.contains { $0.confirmsStay }, "\(found)")
    }

    @Test("a home for the old is no residence to stay at")
    func seniorResidence() {
        let verdict = Self.verdict("Sandhya Senior Residence", country: "Sri Lanka")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a room block, and the travel trade's nights, in a NOTE say a night was spent")
    func stayNote() {
        #expect(Self.verdict("Villa Serena", country: "Portugal", note: "6 rooms blocked for the wedding").isTaken)
        #expect(Self.verdict("Villa Serena", country: "Portugal", note: "3N/4D package").isTaken)
    }

    @Test("Pakistan: Urdu's motel, rest house, guest house and resort; Roman Urdu's nights; Avari", arguments: [
        ("پی ٹی ڈی سی موٹل بالاکوٹ", nil), ("ریسٹ ہاؤس نتھیا گلی", nil), ("ہنزہ مہمان خانہ", nil), ("شنگریلا ریزارٹ", nil),
        ("Pine Crest", "Murree 2 raatein, nashta shamil"), ("Avari Towers Karachi", nil),
    ] as [(String, String?)])
    func pakistan(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Pakistan", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Pakistan's look-alikes: an eatery called a hotel in Urdu, a girls' hostel, an umrah agency", arguments: [
        "مدینہ ہوٹل", "Al-Huda Girls Hostel", "Al-Haram Umrah & Hotels Services",
    ])
    func pakistanLookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Pakistan")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Nepali lodge; a Nepali eatery that calls itself a hotel")
    func nepal() {
        #expect(SharedWordTests.verdict("अन्नपूर्ण लज", country: "नेपाल").isTaken)
        let eatery = SharedWordTests.verdict("होटल पहाडी भान्छा", country: "नेपाल", note: "दाल भात")
        #expect(!eatery.isTaken, "\(eatery.explanation)")
    }

    @Test("Bengali lodgings: a residential hotel, a resort, a cottage, a circuit house; a hotel beside its nights", arguments: [
        ("আবাসিক হোটেল নাফ ভিউ", nil), ("বালিশিরা রিসোর্ট", nil), ("নিসর্গ ইকো কটেজ", nil), ("সার্কিট হাউস রাঙামাটি", nil),
        ("হোটেল শৈবাল", "পর্যটন করপোরেশন, ২ রাত"),
    ])
    func bengali(_ name: String, _ note: String?) {
        let verdict = Self.verdict(name, country: "Bangladesh", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a camping is a campsite in India, not a camping store's name")
    func campingInIndia() {
        let verdict = Self.verdict("Shnongpdeng Riverside Camping")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Bengali হোটেল that serves rice and curry, a restaurant, a picnic spot", arguments: [
        ("নিরব হোটেল", "ভর্তা ভাত আর মগজ ভুনা, দুপুর ১টা"), ("পৌষী হোটেল ও রেস্টুরেন্ট", nil),
        ("সবুজ ছায়া পিকনিক স্পট অ্যান্ড রিসোর্ট", nil),
    ])
    func bengaliEateries(_ name: String, _ note: String?) {
        let verdict = Self.verdict(name, country: "Bangladesh", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
