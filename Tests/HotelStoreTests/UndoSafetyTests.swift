import Testing
@testable import HotelStore

/// An undo puts rows back; it must never take with it a hotel that a later
/// batch made or changed, even one that only shares a UID with a row it restores.
struct UndoSafetyTests {
    @Test("undo of an rm refuses while a later batch holds a hotel with the same UID, and names that batch")
    func removedUIDTakenAgain() throws {
        let store = try HotelStore.inMemory()
        let original = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Gasthof zur Post"), uid: "post-1")
        }.result
        let removal = try #require(try store.change(command: "rm") { writer throws(HotelStoreError) in
            try writer.delete(original.id)
        }.batch)
        // The same card imported again: a new hotel, same UID.
        let (again, back) = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Gasthof zur Post"), uid: "post-1")
        }
        var noted = back
        noted.notes = "mine"
        let edit = try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(noted) }.batch)

        #expect(throws: HotelStoreError.undoBlocked(batch: removal.id, by: [try #require(again).id, edit.id])) {
            try store.undo(removal.id)
        }
        #expect(try store.hotel(id: back.id)?.notes == "mine")
        #expect(try store.count() == 1)
    }

    @Test("undo of an edit that moved a UID refuses while another hotel has taken the old UID")
    func movedUIDTakenAgain() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.change(command: "add") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Inn"), uid: "a")
        }.result
        var moved = hotel
        moved.uid = "b"
        let edit = try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(moved) }.batch)
        let (taker, _) = try store.change(command: "add") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Lodge"), uid: "a")
        }
        #expect(throws: HotelStoreError.undoBlocked(batch: edit.id, by: [try #require(taker).id])) { try store.undo(edit.id) }
        #expect(try store.count() == 2)
    }

    @Test("undo of an rm goes through once the later hotel with that UID is itself undone")
    func clearedAfterLaterUndo() throws {
        let store = try HotelStore.inMemory()
        let original = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Inn"), uid: "x")
        }.result
        let removal = try #require(try store.change(command: "rm") { writer throws(HotelStoreError) in try writer.delete(original.id) }.batch)
        let again = try #require(try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Inn"), uid: "x")
        }.batch)
        try store.undo(again.id)
        try store.undo(removal.id)
        #expect(try store.hotel(id: original.id)?.uid == "x")
        #expect(try store.count() == 1)
    }
}
