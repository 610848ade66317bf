import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Cards gone from the book, and the hotels' cards a run writes into it:
/// brought back, restored, or new to the book.
extension PlanRun {
    /// A tracked card gone from the book.
    mutating func goneFromBook(_ record: SyncRecord) {
        var step = SyncStep(item: nil, recordID: record.item, hotelID: record.hotelID, name: "")
        guard let id = record.hotelID, let hotel = hotels[id] else {
            step.name = record.item
            step.record = .remove
            plan.steps.append(step)
            return
        }
        linked.insert(id)
        step.name = hotel.details.name
        if hotels.isFollowedElsewhere(id) {
            // Another book syncs the hotel still (its card moved there, or a
            // copy kept there): it stays in the store, and this book lets
            // it go, its record kept as a tombstone so that it is not given
            // the hotel again. `hotels rm` deletes a hotel from every book.
            letGo(step, .leftBook, place: hotel.details.name,
                  "'\(hotel.details.name)' is gone from this book: it stays in the store, as another book syncs it")
            return
        }
        if hotels.syncedHash(hotel) != record.hotelHash {
            // Deleted in the book, changed in the store: the change is kept.
            pushCard(&step, hotel: hotel, as: record)
            plan.notes.append(SyncNote(kind: .keptChanged(name: hotel.details.name, intoBook: true, id: hotel.uid), place: hotel.details.name,
                                       message: "'\(hotel.details.name)' was deleted from the book but changed in the store: it goes back"))
        } else {
            // Said, not only counted: a book cut short deletes hotels too, and cron mails only what is said.
            step.store = .delete
            step.record = .tombstone
            plan.notes.append(SyncNote(kind: .deletedInBook, place: hotel.details.name,
                                       message: "'\(hotel.details.name)' was deleted from the book: it leaves the store ('hotels undo' takes it back)"))
        }
        plan.steps.append(step)
    }

    /// A hotel whose card the book deleted, back in the store (an undo): its card goes back.
    mutating func bringBack(_ hotel: Hotel, record: SyncRecord) {
        linked.insert(hotel.id)
        var step = SyncStep(item: nil, recordID: record.item, hotelID: hotel.id, name: hotel.details.name)
        pushCard(&step, hotel: hotel, as: record)
        plan.steps.append(step)
    }

    /// A hotel whose card left lodging, back in the store (an undo): the
    /// card, still in the book, is written over with the hotel's card where
    /// that loses nothing of it — the edit that made it leave only took
    /// lines out (a category, a kind). A card that says more than its hotel's
    /// card as last synced (edited into a person's: a name, a phone, a
    /// note) is the user's now: it stays as it is, let go, and the hotel
    /// stays in the store, out of this book. `text` is the card as read
    /// now; without it (it could not be read) the card waits.
    mutating func restoreCard(_ hotel: Hotel, record: SyncRecord, item: BookItem, text: String?) {
        linked.insert(hotel.id)
        var step = SyncStep(item: item, recordID: nil, hotelID: hotel.id, name: hotel.details.name)
        guard let text else { return }
        guard CardFingerprint.saysNothingBeyond(text, card(of: record)) else {
            letGo(step, .leftLodging, place: item.place,
                  "'\(hotel.details.name)' is back in the store, but its card here was edited since into more "
                      + "than the hotel's: the card stays as it is, and this book no longer syncs the hotel")
            return
        }
        pushCard(&step, hotel: hotel, as: record)
        if case .create(_, let bytes) = step.book { step.book = .update(bytes: bytes) }
        plan.steps.append(step)
    }

    /// Whether `hotel`, which no card of the book is linked to, is written
    /// into it by a run that pushes new hotels: of the run's trip where it
    /// names one, and not excluded by the user's rules.
    static func isPushedNew(_ hotel: Hotel, options: SyncOptions, selector: LodgingSelector) -> Bool {
        if let trip = options.trip.map(TripName.key), hotel.details.trip.map(TripName.key) != trip { return false }
        return selector.exclusion(uid: hotel.uid, name: hotel.details.name) == nil
    }

    /// A hotel this book never had, its card under ``uidInBook(for:item:)``.
    mutating func pushNew(_ hotel: Hotel) {
        linked.insert(hotel.id)
        var step = SyncStep(item: nil, recordID: nil, hotelID: hotel.id, name: hotel.details.name)
        pushCard(&step, hotel: hotel, over: card(of: hotel), uid: uidInBook(for: hotel))
        plan.steps.append(step)
    }

    /// The UID a card of `hotel` that has none of its own bears in this
    /// book (`item`: the id of the card's record, when it has one — its
    /// own, or that of the card it took the place of): the hotel's,
    /// unless a card of another hotel there bears it (the store told the
    /// two apart under a UID of its own), or a card the scan found under it
    /// that is no hotel's (a person's, of a UID the hotel took from another
    /// book: ``BookSnapshot/watchedHeld``); then a new one, said in a note,
    /// as two cards of one UID are refused by servers and by other clients.
    mutating func uidInBook(for hotel: Hotel, item: String? = nil) -> String {
        if bookUIDs == nil {
            // (A card gone from the book bears its UID no more: a phone's copy of it is the hotel's now.)
            let goneCardsMayBeThere = vanishedMayBeThere
            var uids = Set(records.values.filter { !$0.isTombstone && (goneCardsMayBeThere || vanished[$0.item] == nil) }.map(\.uid))
            for entry in snapshot.entries {
                switch entry.seen {
                case .hotel(let card): if let uid = card.hotel.uid { uids.insert(uid) }
                case .notLodging(_, let uid?, _): uids.insert(uid)
                default: break
                }
            }
            bookUIDs = uids
        }
        var uid = hotel.uid
        let own = item.flatMap { records[$0] }.map { $0.uid == uid } ?? false
        if !own, bookUIDs?.contains(uid) == true || item == nil && pending[uid] == nil && snapshot.watchedHeld.contains(uid) {
            uid = UUIDText.random()
            plan.notes.append(SyncNote(kind: .uidTaken(uid: uid, name: hotel.details.name), place: hotel.details.name,
                                       message: "'\(hotel.details.name)' is given \(uid) in this book: another of its cards bears \(hotel.uid)"))
        }
        bookUIDs?.insert(uid)
        return uid
    }

    /// The card `record` tracked, for `hotel`, back in the book: over the
    /// card as last synced and under the UID it had there, which may be
    /// other than the hotel's (``uidInBook(for:item:)``).
    mutating func pushCard(_ step: inout SyncStep, hotel: Hotel, as record: SyncRecord) {
        pushCard(&step, hotel: hotel, over: card(of: record), uid: record.uid.isEmpty ? nil : record.uid)
    }

    /// A new card in the book for `hotel`, built over `card` (its last card)
    /// when it has one, bearing `uid` (by default the hotel's), its text
    /// values' commas escaped (``HotelCardExporter/escapingBareCommas(in:)``).
    mutating func pushCard(_ step: inout SyncStep, hotel: Hotel, over card: String, uid: String? = nil) {
        var exported = hotel
        exported.card = card
        exported.uid = uid ?? hotel.uid
        exported.details = CardFields.shown(hotel.details, pushPositions: options.pushPositions)
        let written = HotelCardExporter(version: snapshot.cardVersion == .v4_0 ? .v4_0 : .v3_0).bytes(for: exported)
        let bytes = HotelCardExporter.escapingBareCommas(in: written) ?? written
        step.book = .create(uid: exported.uid, bytes: bytes)
        step.record = .save(card: String(decoding: bytes, as: UTF8.self), hash: nil, uid: exported.uid, hotelHash: hotels.syncedHash(hotel),
                            cardShowsHotel: false)
    }

    /// Lets the card of `step` go, saying why: its record becomes a
    /// tombstone (``RecordChange/letGo``), the card stays in the
    /// book as it is, and the hotel in the store.
    mutating func letGo(_ step: SyncStep, _ kind: SyncNote.Kind, place: String, _ message: String) {
        var step = step
        step.record = .letGo
        plan.notes.append(SyncNote(kind: kind, place: place, message: message))
        plan.steps.append(step)
    }
}
