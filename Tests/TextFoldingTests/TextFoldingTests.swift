import Testing
@testable import TextFolding

struct TextFoldingTests {
    @Test("folds case, accents and punctuation the same way everywhere", arguments: [
        ("Hôtel du Nord", "hotel du nord"), ("HOTEL  DU   NORD", "hotel du nord"), ("São Paulo", "sao paulo"),
        ("Saint-Étienne", "saint etienne"), ("St. John's", "st johns"), ("O’Hare Hilton", "ohare hilton"),
        ("Gießen", "giessen"), ("Łódź", "lodz"), ("Tromsø", "tromso"), ("Ærøskøbing", "aeroskobing"),
        ("Đà Nẵng", "da nang"), ("B&B Hotel", "b b hotel"), ("  --  ", ""), ("Ｔｏｋｙｏ", "tokyo"), ("İzmir", "izmir"),
        ("ﬁve", "five"),
    ])
    func latin(_ input: String, _ expected: String) {
        #expect(TextFolding.key(input) == expected)
    }

    @Test("other scripts stay as written, lower-cased where they have case", arguments: [
        ("東京", "東京"), ("МОСКВА", "москва"), ("Αθήνα", "αθηνα"), ("กรุงเทพมหานคร", "กรุงเทพมหานคร"), ("서울", "서울"),
    ])
    func scripts(_ input: String, _ expected: String) {
        #expect(TextFolding.key(input) == expected)
    }

    @Test("the per-scalar table agrees with folding through Foundation, for every scalar it covers")
    func tableAgrees() {
        for value in Array(0x20..<0x500) + Array(0x1E00..<0x1F00) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "Ab" + String(Character(scalar)) + "cD"
            #expect(TextFolding.key(text) == TextFolding.slowKey(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test("the ASCII fast path and the Unicode path agree")
    func pathsAgree() {
        for text in ["Hotel California, LA", "a.b-c_d e", "  x  ", "It's 9 o'clock"] {
            #expect(TextFolding.key(text) == TextFolding.key(text + "\u{301}").replacingOccurrences(of: "\u{301}", with: ""))
        }
    }
}
