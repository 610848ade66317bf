import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Cards the sync state does not track: adopted by the hotel they
/// describe, or made new hotels.
extension PlanRun {
    /// A card the sync state does not track: a hotel the store has but this
    /// book does not track yet is adopted; otherwise a new hotel.
    /// `replacing`: the id of the record the card had under another item
    /// id (a file renamed), which the step's record replaces.
    mutating func untracked(_ item: BookItem, card: SyncCard, replacing recordID: String? = nil) {
        var step = SyncStep(item: item, recordID: recordID, hotelID: nil, name: card.hotel.details.name)
        let adopted = card.adopts.flatMap { id in linked.contains(id) ? nil : hotels[id] } ?? match(card.hotel)
        if adopted == nil, recordID == nil, let other = sameHotel(as: card) {
            // Left as it is, and noted once: a hotel made twice is the user's to untangle.
            plan.notes.append(SyncNote(kind: .sameHotel, place: item.place,
                                       message: (card.hotel.details.name == other.details.name ? "'\(other.details.name)' is"
                                                 : "'\(card.hotel.details.name)' is '\(other.details.name)',")
                                           + " on another card of the book already: this card is left as it is and not synced"
                                           + " (merge the two to sync what it adds)",
                                       key: SyncNote.sameHotelKey(item.id)))
            return
        }
        if let hotel = adopted {
            linked.insert(hotel.id)
            step.hotelID = hotel.id
            // A hotel imported from this card has it as its base; one another
            // book tracks has that book's card, no base of this one: the two
            // are merged as import merges them, a field they differ in a
            // conflict settled by the card's REV.
            let stored = self.card(of: hotel)
            let base = stored.isEmpty || hotels.isSyncedElsewhere(hotel.id) ? nil : StoredCard(stored)?.details
            // A card that changed since it was imported (it has a base) is timed by this run.
            let fields = card.hotel.fields(over: base, from: stored, hotel: hotel.details)
            // A card that lost the mark of the hotel's emptied address is written with it again.
            let restored = fields.lostAddressMark.flatMap { HotelCardExporter.restoringAddressMark(in: card.hotel.text, line: $0.line) }
            let merge = FieldMerge(card: fields.merged, into: hotel.details, base: base, policy: options.onConflict,
                                   cardIsNewer: {
                StoredCard.cardIsNewer(revision: card.hotel.revision, seenChangedAt: base == nil ? nil : changedAt(item),
                                       than: hotel, card: stored)
            }, geocoder: planner.geocoder)
            settle(&step, hotel: hotel, merge: merge, bookDetails: restored == nil ? card.hotel.details : fields.shown, text: restored ?? card.hotel.text,
                   textHash: card.hash, uid: card.hasUID ? card.hotel.uid : nil, version: card.version,
                   pullsCard: teaches(card.hotel, hotel, storedCard: stored), rewrites: restored != nil)
        } else {
            create(&step, from: card, item: item)
        }
        plan.steps.append(step)
    }

    /// The hotel not yet tracked by this book that `card` describes, by
    /// the rules import matches by (``HotelMatcher``, ``Reconciliation/confirms(_:_:_:)``).
    mutating func match(_ card: CardHotel) -> Hotel? {
        indexHotels()
        let found = matcher.match(card.probe) { id, rule in
            guard !linked.contains(id), let hotel = hotel(id, for: rule) else { return false }
            return Reconciliation.confirms(rule, hotel, card)
        }
        return found.flatMap { hotels[$0.0] }
    }

    /// The hotel another card of this book stands for (tracked, adopted or
    /// created in this run) that `card` describes by import's rules: a card
    /// import would merge into it. A shared UID is not such a rule here: two
    /// cards with one UID are each synced on their own
    /// (``SyncNote/Kind/repeatedUID(_:)``) unless they describe one hotel
    /// by the other rules (a copy of a card pasted back into its book) —
    /// told apart, where their UID cannot, by their streets
    /// (``HotelMatcher/streetsDiffer(_:_:)``: a chain's two hotels a
    /// numbering exporter gave one UID). Not by their phones: an old copy
    /// holds the phone the hotel had before an edit.
    mutating func sameHotel(as card: SyncCard) -> Hotel? {
        indexHotels()
        let repeated = card.hotel.uid.map(repeatedUIDs.contains) ?? false
        func confirms(_ rule: HotelMatcher.Rule, _ hotel: Hotel) -> Bool {
            Reconciliation.confirms(rule, hotel, card.hotel)
                && !(repeated && HotelMatcher.streetsDiffer(hotel.details.street, card.hotel.details.street))
        }
        let stored = matcher.match(card.hotel.probe) { id, rule in
            guard rule != .uid, linked.contains(id), let hotel = hotel(id, for: rule) else { return false }
            return confirms(rule, hotel)
        }
        if let (id, _) = stored { return hotels[id] }
        let new = creations.match(card.hotel.probe) { id, rule in
            rule != .uid && created[id].map { confirms(rule, $0) } ?? false
        }
        return new.flatMap { created[$0.0] } ?? hotel(copiedBy: card)
    }

    /// The hotel of another card of this book of which `card` is a copy,
    /// line for line (a phone's duplicate contact), as import merges them:
    /// one bearing its UID, or, for a copy without one, one that differs
    /// from it only by a UID (as a sync gives one). (A card with a UID is
    /// matched by what it says only where the UID is repeated.) Not a
    /// hotel whose own card is gone from the book: that card, its UID
    /// dropped, may be this one.
    mutating func hotel(copiedBy card: SyncCard) -> Hotel? {
        if let uid = card.hotel.uid {
            guard repeatedUIDs.contains(uid) else { return nil }
            let tracked = matcher.hotel(uid: uid).flatMap { linked.contains($0) ? hotels[$0] : nil }
            let new = creations.hotel(uid: uid).flatMap { created[$0] }
            return [tracked, new].compactMap { $0 }.first { CardFingerprint.same(self.card(of: $0), card.hotel.text) }
        }
        if linkedByName == nil {
            let cardGone = Set(vanished.values.compactMap(\.hotelID))
            var byName: [String: [Hotel.ID]] = [:]
            for id in linked where !cardGone.contains(id) {
                if let hotel = hotels[id] { byName[HotelKeys(hotel.details).name, default: []].append(id) }
            }
            linkedByName = byName
        }
        for id in linkedByName?[card.hotel.keys.name] ?? [] {
            if let hotel = hotels[id], CardFingerprint.same(self.card(of: hotel), card.hotel.text, ignoringUID: true) { return hotel }
        }
        return nil
    }

    /// A stored hotel as `rule` confirms a match with it: read without its
    /// card, it is given the card (and its digest) the same-card rule compares.
    func hotel(_ id: Hotel.ID, for rule: HotelMatcher.Rule) -> Hotel? {
        guard var hotel = hotels[id] else { return nil }
        if rule == .sameCard {
            hotel.cardDigest = hotel.cardDigest ?? hotels.cardDigest(id)
            hotel.card = self.card(of: hotel)
        }
        return hotel
    }

    /// A new hotel from `card`; a card without a UID gets one written into it.
    mutating func create(_ step: inout SyncStep, from card: SyncCard, item: BookItem) {
        var details = card.hotel.details
        if let trip = options.trip { details.trip = trip }
        if details.coordinate == nil { details.coordinate = (card.hotel.located ?? planner.geocoder.flatMap(details.lookUp(in:)))?.coordinate }
        var text = card.hotel.text
        var uid = card.hotel.uid ?? ""
        if !card.hasUID {
            uid = UUIDText.random()
            let hotel = Hotel(id: 0, uid: uid, details: CardFields.shown(card.hotel.details, pushPositions: false),
                              createdAt: options.now, updatedAt: options.now, card: text)
            // The UID is one line more: the one change made to the card.
            let bytes = HotelCardExporter.addingUID(uid, to: text)
                ?? HotelCardExporter(version: card.version == .v4_0 ? .v4_0 : .v3_0).bytes(for: hotel)
            text = String(decoding: bytes, as: UTF8.self)
            step.book = .update(bytes: bytes)
            plan.notes.append(.uidGiven(uid, name: details.name, place: item.place))
        }
        // The store's UIDs are unique: a repeated one goes by a fresh one there.
        let storeUID = uid.isEmpty || newUIDs.contains(uid) || hotels.uids.contains(uid) ? UUIDText.random() : uid
        newUIDs.insert(storeUID)
        step.store = .create(details, uid: storeUID, card: text)
        let provisional = -Hotel.ID(created.count + 1)
        created[provisional] = Hotel(id: provisional, uid: storeUID, details: details, createdAt: options.now, updatedAt: options.now,
                                     card: card.hotel.text, cardDigest: CardDigest.of(card.hotel))
        creations.add(provisional, card.hotel.probe)
        let hotelHash = SyncedFields.hash(details)
        step.record = .save(card: text, hash: card.hasUID ? card.hash : nil, uid: uid, hotelHash: hotelHash,
                            cardShowsHotel: card.hasUID && StoredCard.shows(card.hotel.details, hotel: details, hotelHash: hotelHash))
    }

    /// Whether `card`, new to the sync state, is one a killed run wrote for
    /// a hotel the store no longer has (removed, or its making undone,
    /// before this run), as that run wrote it: the sync's card, not the
    /// book's, it leaves the book, as a synced card leaves it with its
    /// hotel. Edited since (its hash none a run wrote), it is the book's, met
    /// anew; a hotel of its UID in the store (made again) is matched to it.
    mutating func leaveKilledPush(_ item: BookItem, card: SyncCard) -> Bool {
        guard let uid = card.hotel.uid, let push = pending[uid], let id = push.hotelID, !push.cardHashes.isEmpty,
              hotels[id] == nil, !hotels.uids.contains(uid) else { return false }
        let written = push.cardHashes
        let byName = written.contains { $0.hasPrefix(PendingPush.byNamePrefix) }
            ? CardFingerprint.hashByName(of: card.hotel.text).map { PendingPush.byNamePrefix + $0 } : nil
        guard written.contains(card.hash) || byName.map(written.contains) == true else { return false }
        var step = SyncStep(item: item, recordID: nil, hotelID: nil, name: card.hotel.details.name)
        step.book = .delete
        plan.steps.append(step)
        plan.killedPushes[item.id] = uid
        return true
    }

    /// A card the sync state does not track (new, or a tombstone's): a
    /// tombstone's whose hotel is gone comes back into the store, and is said to.
    mutating func metAnew(_ item: BookItem, card: SyncCard, record: SyncRecord?) {
        if let record, record.isTombstone, record.hotelID.flatMap({ hotels[$0] }) == nil {
            plan.notes.append(SyncNote(kind: .cameBack, place: item.place,
                                       message: "'\(card.hotel.details.name)' is in the book again, as a place to stay: it comes back into the store"))
        }
        untracked(item, card: card)
    }

    /// A card the book let go (another book syncs its hotel; the store
    /// renamed the hotel into this book's exclude; or the card left lodging
    /// while the store changed its hotel), met as a place to stay.
    /// It is left alone while its hotel stays excluded, and while its hotel
    /// is gone from the store and the card is as it was let go (it brings
    /// back no hotel deleted elsewhere); it is taken up again, merged over
    /// the card its record keeps, once the hotel is no longer excluded. A
    /// card whose hotel is gone and that was edited since is met as a new
    /// card (``metAnew(_:card:record:)``).
    /// A record of another name (its card moved here, ``pairMovedUIDs()``)
    /// left as it is goes with the card to this name.
    mutating func metLetGo(_ item: BookItem, record: SyncRecord, card: SyncCard) {
        func leftAsItIs() {
            if record.item != item.id { plan.steps.append(carrying(record, to: item, version: record.version, name: card.hotel.details.name)) }
        }
        guard let id = record.hotelID, let hotel = hotels[id] else {
            if record.hotelID == nil || card.hash != record.cardHash { metAnew(item, card: card, record: record) } else { leftAsItIs() }
            return
        }
        if exclusion(of: hotel) != nil {
            linked.insert(id)
            leftAsItIs()
            return
        }
        tracked(item, record: record, card: card, resuming: true)
    }
}
