import HotelStore
import Reconcile
import Testing
import VCard

/// Cards from vCard text, as the import command makes them.
func cardHotels(_ text: String) -> [CardHotel] {
    VCardReader.read(bytes: Array(text.utf8)).cards.enumerated().compactMap { index, card in
        CardHotel(card: card, text: String(decoding: VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self),
                  cardNumber: index + 1)
    }
}

/// A vCard 3.0 hotel card.
func hotelCard(_ name: String, uid: String? = nil, street: String = "", city: String = "", region: String = "", postal: String = "",
               country: String = "", phone: String? = nil, geo: String? = nil, rev: String? = nil, extra: [String] = []) -> String {
    var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(name)", "ORG:\(name);", "ADR;TYPE=WORK:;;\(street);\(city);\(region);\(postal);\(country)",
                 "CATEGORIES:Hotel"]
    if let phone { lines.append("TEL;TYPE=WORK:\(phone)") }
    if let geo { lines.append("GEO:\(geo)") }
    if let uid { lines.append("UID:\(uid)") }
    if let rev { lines.append("REV:\(rev)") }
    lines += extra
    lines.append("END:VCARD")
    return lines.joined(separator: "\r\n") + "\r\n"
}

/// Imports `cards` into `store` as `hotels import` does — one batch, each
/// card reconciled into the store as it comes — and returns what was done.
@discardableResult
func importCards(_ cards: [CardHotel], into store: HotelStore, _ reconciler: Reconciler = Reconciler()) throws -> MergePlan {
    var plan: MergePlan?
    _ = try store.change(command: "test import") { writer throws(HotelStoreError) in
        let recorder = PlanRecorder(recording: StoreTarget(store: store, writer: writer))
        let run = Reconciliation(reconciler, target: recorder)
        try store.forEachMatchRecord(run.know)
        for card in cards { try run.add(card) }
        plan = recorder.plan
    }
    return try #require(plan)
}
