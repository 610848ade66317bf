import HotelStore
import Reconcile
import VCard

/// Cards from vCard text, as the import command makes them.
func cardHotels(_ text: String) -> [CardHotel] {
    VCardReader.read(bytes: Array(text.utf8)).cards.enumerated().compactMap { index, card in
        CardHotel(card: card, text: String(decoding: VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self),
                  cardNumber: index + 1)
    }
}

/// A vCard 3.0 hotel card.
func hotelCard(_ name: String, uid: String? = nil, street: String = "", city: String = "", postal: String = "",
               country: String = "", phone: String? = nil, geo: String? = nil, rev: String? = nil, extra: [String] = []) -> String {
    var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(name)", "ORG:\(name);", "ADR;TYPE=WORK:;;\(street);\(city);;\(postal);\(country)",
                 "CATEGORIES:Hotel"]
    if let phone { lines.append("TEL;TYPE=WORK:\(phone)") }
    if let geo { lines.append("GEO:\(geo)") }
    if let uid { lines.append("UID:\(uid)") }
    if let rev { lines.append("REV:\(rev)") }
    lines += extra
    lines.append("END:VCARD")
    return lines.joined(separator: "\r\n") + "\r\n"
}

/// Stores the plan's hotels, as an import would.
func apply(_ plan: MergePlan, to store: HotelStore) throws {
    try plan.apply(to: store, command: "test import")
}
