import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// One-way runs, and the guard that stops a run deleting too much.
extension PlanRun {
    /// One-way runs write one side only. Pull keeps a step's store half and
    /// records the card as it is in the book, with the store's side marked
    /// not yet pushed; push keeps the book half and leaves the record as it
    /// was — its card the base, its version the card's before the write —
    /// so that the next two-way run reads the card again and still sees the
    /// book's change. A step with nothing left for the side written waits.
    mutating func applyDirection(_ direction: SyncOptions.Direction) {
        switch direction {
        case .both: return
        case .pull:
            var read: [String: SyncCard] = [:]
            for entry in snapshot.entries { if case .hotel(let card) = entry.seen { read[entry.item.id] = card } }
            plan.steps = plan.steps.compactMap { step in
                guard step.book != .none else { return step }
                guard step.store != .none, let item = step.item, let card = read[item.id] else { return recordMoveOnly(step) }
                let text = card.hotel.text
                var step = step
                step.changes.removeFirst(step.bookChangeCount)
                step.bookChangeCount = 0
                if case .create(let details, let uid, _) = step.store { step.store = .create(details, uid: uid, card: text) }
                if case .update(let details, _) = step.store { step.store = .update(details, card: text) }
                switch step.store {
                case .create, .update: break
                default: return recordMoveOnly(step)
                }
                step.book = .none
                step.record = .savePending(card: text, hash: card.hash, uid: card.hasUID ? card.hotel.uid ?? "" : "")
                return step
            }
            // Nothing was written into the book.
            plan.notes.removeAll { note in
                if case .uidGiven = note.kind { return true }
                if case .uidTaken = note.kind { return true }
                return false
            }
            keepChangesForTwoWay(intoBook: true, "it stays in the store, and goes back into the book when a sync writes into it")
            dropConflicts(winning: .store)
        case .push:
            plan.steps = plan.steps.flatMap { step -> [SyncStep] in
                guard step.store != .none else { return [step] }
                guard step.book != .none, case .update = step.store else { return recordMoveOnly(step).map { [$0] } ?? [] }
                var written = step
                written.leaveStoreOut()
                written.record = .none
                // The record stays as it was, under the card's new name if it moved.
                return [written] + (recordMoveOnly(step).map { [$0] } ?? [])
            }
            keepChangesForTwoWay(intoBook: false, "its card stays, and the hotel comes back when a sync writes into the store")
            dropConflicts(winning: .book)
        }
    }

    /// What a one-way run keeps of a step it does not apply that moved a
    /// record to its card's new name (``pairMovedUIDs()``, a renamed file):
    /// the move alone — the record as it was, under the new name, at the
    /// version it had, so that the next run reads the card again. Without
    /// it, the record another step moves into the old name would take its
    /// place, and the card its merge base. `nil` for a step that moved none.
    func recordMoveOnly(_ step: SyncStep) -> SyncStep? {
        guard let item = step.item, let old = step.recordID, old != item.id, let record = records[old], !record.isTombstone else { return nil }
        return carrying(record, to: item, version: record.version, name: step.name)
    }

    /// A conflict won by `side` puts its value into the other side, which
    /// this one-way run does not write: the run settles nothing of it, and
    /// its note goes (the two-way run that settles it says it).
    private mutating func dropConflicts(winning side: MergePlan.Side) {
        var dropped: [String: Int] = [:]
        plan.notes.removeAll { note in
            guard case .conflict(let conflict) = note.kind, conflict.winner == side else { return false }
            dropped[note.place, default: 0] += 1
            return true
        }
        // Nor are they counted: a conflict's note names its step's hotel.
        for index in plan.steps.indices where plan.steps[index].conflicts > 0 {
            guard let count = dropped[plan.steps[index].name], count > 0 else { continue }
            let taken = min(count, plan.steps[index].conflicts)
            plan.steps[index].conflicts -= taken
            dropped[plan.steps[index].name] = count - taken
        }
    }

    /// A change kept against the other side's deletion that a one-way run
    /// cannot take back where it goes (`intoBook`): its note says what
    /// stands, as a warning said once (keyed by the hotel's UID or the
    /// card's item, not the name namesakes share), not on
    /// every run, until a two-way run settles it.
    private mutating func keepChangesForTwoWay(intoBook: Bool, _ outcome: String) {
        plan.notes = plan.notes.map { note in
            guard case .keptChanged(let name, intoBook, let id) = note.kind else { return note }
            var note = note
            let deleted = intoBook ? "was deleted from the book but changed in the store" : "was removed from the store but changed in the book"
            note.message = "'\(name)' \(deleted): \(outcome)"
            note.key = "kept changed " + id
            // (A card gone from the book has no place in it: the book is where to look.)
            if intoBook { note.place = snapshot.location }
            return note
        }
    }

    /// Stops a run that would delete too much of either side, or that finds
    /// a side which had this book's hotels holding none of them.
    mutating func checkDeletions() {
        // A hotel this book lets go for its card gone (another book syncs it)
        // is lost to this book as one deleted: a book emptied by mistake lets go of all.
        let storeLosses = plan.steps.filter { $0.store == .delete || ($0.record == .letGo && $0.item == nil) }
        let bookDeletes = plan.steps.filter { $0.book == .delete }
        guard !storeLosses.isEmpty || !bookDeletes.isEmpty else { return }
        // (A card of the book's own whose hotel an undo unmade is no hotel synced with the book.)
        let synced = records.values.filter { !$0.isTombstone && $0.hotelID.map(hotels.isUnmade) != true }
        let trackedCount = synced.count
        let inStore = synced.count { $0.hotelID.map { hotels[$0] != nil } == true }
        let removedByUser = inStore == 0 && !bookDeletes.isEmpty
            ? synced.count { $0.hotelID.map(hotels.isRemovedByUser) == true } : 0
        let hotelCards = snapshot.entries.count
        // "delete 3 hotels from the store", "let 5 hotels go (other books sync them)", or both.
        let lettingGo = storeLosses.count { $0.store != .delete }, deleting = storeLosses.count - lettingGo
        let losses = [deleting > 0 ? "delete \(deleting) hotel\(deleting == 1 ? "" : "s") from the store" : nil,
                      lettingGo > 0 ? "let \(lettingGo) hotel\(lettingGo == 1 ? "" : "s") go (other books sync \(lettingGo == 1 ? "it" : "them"))" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        // What would be lost, and what --force does with it: a forced dry run says the first alone.
        if trackedCount > 0 && hotelCards == 0 && !storeLosses.isEmpty {
            plan.guardStopping = ("the book lists no hotel it can read, but \(trackedCount == 1 ? "1 was" : "\(trackedCount) were") synced with it before: it would \(losses). "
                + "If the book lost its cards by mistake (a server reset, a file emptied), restore it, or give it the store's hotels back "
                + "('hotels export >> FILE' adds them to a file and keeps its other cards; 'hotels export -o DIR/' or '-o URL' writes them into a folder or a collection)",
                "to apply it, run again with --force")
        } else if trackedCount > 0 && inStore == 0 && removedByUser < trackedCount && !bookDeletes.isEmpty {
            // A store that lost them otherwise than by the user's own removal
            // (`hotels rm` deletes a hotel from every book: its cards go, within
            // the limits below).
            plan.guardStopping = ((trackedCount == 1 ? "the store no longer holds the hotel synced with this book before" : "the store holds none of the \(trackedCount) hotels synced with this book before") + ": it would delete \(bookDeletes.count) card\(bookDeletes.count == 1 ? "" : "s") from the book. "
                + "If the store lost them by mistake, 'hotels undo' or 'hotels history' brings them back",
                "to delete the cards, run again with --force")
        } else if options.maxDelete.isExceeded(deleted: storeLosses.count, of: max(inStore, 1)) {
            plan.guardStopping = ("of the \(inStore) hotels this book shares with the store, it would \(losses): " + Self.names(storeLosses),
                                "run again with --force to apply it")
        } else if options.maxDelete.isExceeded(deleted: bookDeletes.count, of: max(trackedCount, hotelCards)) {
            plan.guardStopping = ("it would delete \(bookDeletes.count) of the book's \(max(trackedCount, hotelCards)) hotel cards: " + Self.names(bookDeletes),
                                "run again with --force to apply it")
        }
    }

    static func names(_ steps: [SyncStep]) -> String {
        let names = steps.prefix(10).map { "'\($0.name)'" }.joined(separator: ", ")
        return steps.count > 10 ? names + " and \(steps.count - 10) more" : names
    }
}
