import Testing
@testable import HotelStore

struct RedoTests {
    @Test("redo puts back exactly what each undone batch had made: created, changed and removed hotels, ids and times")
    func redoRestoresExactly() throws {
        let store = try HotelStore.inMemory()
        let added = try store.add(.sample("Inn", city: "Bath"), .sample("Lodge"))
        var edited = added[0]
        edited.rating = 7
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(edited) }
        _ = try store.change(command: "rm") { writer throws(HotelStoreError) in try writer.delete(added[1].id) }
        let after = try store.allHotels()

        try store.undo()
        try store.undo()
        try store.undo()
        #expect(try store.count() == 0)
        // The batch undone last comes back first.
        #expect(try store.redo().command == "add")
        #expect(try store.allHotels() == added)
        #expect(try store.redo().command == "edit")
        #expect(try store.redo().command == "rm")
        #expect(try store.allHotels() == after)
        #expect(try store.history().allSatisfy { $0.undoneAt == nil })
        #expect(throws: HotelStoreError.nothingToRedo) { try store.redo() }
        #expect(throws: HotelStoreError.notUndone(1)) { try store.redo(1) }
        #expect(throws: HotelStoreError.noSuchBatch(9)) { try store.redo(9) }
    }

    @Test("redo refuses, naming it, while a batch made since the undo changed the same hotel")
    func blockedByLaterChange() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Inn"))[0]
        var rated = hotel
        rated.rating = 3
        let edit = try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(rated) }.batch)
        try store.undo(edit.id)
        var renamed = hotel
        renamed.city = "York"
        let later = try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(renamed) }.batch)
        #expect(throws: HotelStoreError.redoBlocked(batch: edit.id, by: [later.id])) { try store.redo(edit.id) }
        #expect(try store.hotel(id: hotel.id)?.city == "York")
        try store.undo(later.id)
        try store.redo(edit.id)
        #expect(try store.hotel(id: hotel.id)?.rating == 3)
    }

    @Test("redo of an import refuses while a hotel made since holds one of its UIDs")
    func blockedByUID() throws {
        let store = try HotelStore.inMemory()
        let first = try #require(try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Inn"), uid: "u-1")
        }.batch)
        try store.undo(first.id)
        let second = try #require(try store.change(command: "import again") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Inn"), uid: "u-1")
        }.batch)
        #expect(throws: HotelStoreError.redoBlocked(batch: first.id, by: [second.id])) { try store.redo(first.id) }
        #expect(try store.count() == 1)
    }

    @Test("redo refuses when an earlier batch was undone after it and changed its hotels")
    func blockedByEarlierUndo() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Inn"))[0]
        var rated = hotel
        rated.rating = 3
        let edit = try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(rated) }.batch)
        try store.undo(edit.id)
        try store.undo(1)  // the add: the hotel is gone
        #expect(throws: HotelStoreError.redoBlocked(batch: edit.id, by: [1])) { try store.redo(edit.id) }
        #expect(try store.redo().id == 1)
        #expect(try store.redo().id == edit.id)
        #expect(try store.hotel(id: hotel.id)?.rating == 3)
    }

    /// A probe's: edit, undo, another edit, undo, redo of the first, redo
    /// of the second: the second's image (from before the first was
    /// redone) put the hotel back without the first's rating, both in effect.
    @Test("redo refuses when an earlier batch was redone after it was undone and changed its hotels")
    func blockedByEarlierRedo() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Inn"))[0]
        func edit(_ change: (inout Hotel) -> Void) throws -> Int64 {
            var edited = try #require(try store.hotel(id: hotel.id))
            change(&edited)
            return try #require(try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(edited) }.batch).id
        }
        let rated = try edit { $0.rating = 5 }
        try store.undo(rated)
        let tripped = try edit { $0.trip = "Alps" }
        try store.undo(tripped)
        try store.redo(rated)
        #expect(throws: HotelStoreError.redoBlocked(batch: tripped, by: [rated])) { try store.redo(tripped) }
        #expect(try store.hotel(id: hotel.id)?.rating == 5)
        #expect(try store.hotel(id: hotel.id)?.trip == nil)
    }

    /// A review's: the same with a UID. The second import's redo found its
    /// UID held by the first's hotel, redone since, and failed on the
    /// store's UNIQUE constraint (exit 74).
    @Test("redo refuses, naming it, when a batch redone since holds a UID the redo would give")
    func blockedByEarlierRedoOfUID() throws {
        let store = try HotelStore.inMemory()
        func imported() throws -> Int64 {
            try #require(try store.change(command: "import") { writer throws(HotelStoreError) in
                try writer.insert(.sample("Inn"), uid: "inn-uid")
            }.batch).id
        }
        let first = try imported()
        try store.undo(first)
        let second = try imported()
        try store.undo(second)
        try store.redo(first)
        #expect(throws: HotelStoreError.redoBlocked(batch: second, by: [first])) { try store.redo(second) }
        #expect(try store.allHotels().map(\.uid) == ["inn-uid"])
    }

    /// Import, rm, import again (the same UID, a new hotel), undo twice:
    /// the rm's undo brought the first hotel back under the UID the redo
    /// would give again. The refusal named the first import, whose undo
    /// would remove both imported hotels.
    @Test("redo refused for a UID another hotel holds again names the batch whose undo brought it back")
    func blockedByUIDBroughtBack() throws {
        let store = try HotelStore.inMemory()
        let (imported, hotels) = try store.change(command: "import") { writer throws(HotelStoreError) -> [Hotel] in
            [try writer.insert(.sample("Hotel Adlon"), uid: "ADLON-1"), try writer.insert(.sample("The Ritz"), uid: "RITZ-1")]
        }
        let removed = try #require(try store.change(command: "rm") { writer throws(HotelStoreError) in try writer.delete(hotels[0].id) }.batch)
        let again = try #require(try store.change(command: "import") { writer throws(HotelStoreError) in
            _ = try writer.insert(.sample("Hotel Adlon"), uid: "ADLON-1")
        }.batch)
        try store.undo()
        try store.undo()
        #expect(throws: HotelStoreError.redoBlocked(batch: again.id, by: [removed.id])) { try store.redo(again.id) }
        #expect(imported?.id == 1)
    }
}
