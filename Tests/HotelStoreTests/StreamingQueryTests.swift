import Testing
@testable import HotelStore

/// ``HotelStore/forEachHotel(_:_:)``: rows one at a time, in the query's
/// order, only the fields asked for, stopping when told.
struct StreamingQueryTests {
    @Test("every order and filter gives the same hotels one at a time as all at once")
    func sameAsCollected() throws {
        let store = try QueryTests.store()
        for sort in HotelQuery.Sort.allCases {
            var query = HotelQuery()
            query.sort = sort
            if sort == .distance { query.near = (48.85, 2.35, 2000) }
            var streamed: [String] = []
            try store.forEachHotel(query) { streamed.append($0.hotel.name); return true }
            #expect(streamed == (try store.hotels(query)).map(\.hotel.name), "\(sort)")
            #expect(!streamed.isEmpty)
        }
    }

    @Test("a summary leaves out notes and the card; sort id is insertion order; the body can stop the scan")
    func fieldsAndStop() throws {
        let store = try QueryTests.store()
        var noted = try #require(try store.hotel(id: 1))
        noted.notes = String(repeating: "n", count: 10_000)
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(noted) }
        var query = HotelQuery()
        query.sort = .id
        query.fields = .summary
        var seen: [ListedHotel] = []
        try store.forEachHotel(query) { seen.append($0); return seen.count < 3 }
        #expect(seen.map(\.hotel.id) == [1, 2, 3])
        #expect(seen[0].hotel.notes.isEmpty && seen[0].hotel.name == "Hôtel du Louvre" && seen[0].hotel.city == "Paris")
        query.fields = .details
        query.limit = 1
        var first: [ListedHotel] = []
        try store.forEachHotel(query) { first.append($0); return true }
        #expect(first.count == 1 && first[0].hotel.notes.count == 10_000)
    }

    @Test("a limit counts only hotels within the radius")
    func limitWithRadius() throws {
        let store = try QueryTests.store()
        var query = HotelQuery()
        query.near = (48.85, 2.35, 1000)
        query.sort = .name
        query.limit = 2
        #expect(try store.hotels(query).map(\.hotel.name) == ["Hotel Adlon", "Hôtel du Louvre"])
    }
}
