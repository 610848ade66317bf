import Testing
@testable import HotelStore

struct QueryTests {
    static func store() throws -> HotelStore {
        let store = try HotelStore.inMemory()
        try store.add(
            .sample("Hôtel du Louvre", city: "Paris", country: "FR", rating: 9, trip: "Europe", at: (48.8625, 2.3356)),
            .sample("Hotel Adlon", city: "Berlin", country: "DE", rating: 10, trip: "europe", at: (52.5159, 13.3805)),
            .sample("São Paulo Inn", city: "São Paulo", country: "BR", at: (-23.55, -46.63)),
            .sample("Fiji Beach Resort", city: "Taveuni", country: "FJ", rating: 6, at: (-16.8, 179.9)),
            .sample("Samoa Lodge", city: "Apia", country: "WS", at: (-16.9, -179.9)),
            .sample("Le Petit Paris", city: "Paris", country: "FR"))
        return store
    }

    func names(_ listed: [ListedHotel]) -> [String] { listed.map(\.hotel.name) }

    @Test("filters: trip and country ignore case, city ignores accents")
    func filters() throws {
        let store = try Self.store()
        var query = HotelQuery()
        query.trip = "EUROPE"
        #expect(names(try store.hotels(query)) == ["Hotel Adlon", "Hôtel du Louvre"])
        query = HotelQuery()
        query.city = "sao paulo"
        #expect(names(try store.hotels(query)) == ["São Paulo Inn"])
        query = HotelQuery()
        query.country = "fr"
        #expect(names(try store.hotels(query)) == ["Hôtel du Louvre", "Le Petit Paris"])
    }

    @Test("near with a radius keeps hotels inside it, nearest first, with distances")
    func near() throws {
        let store = try Self.store()
        var query = HotelQuery()
        query.near = (48.8566, 2.3522, 1000)
        query.sort = .distance
        let listed = try store.hotels(query)
        #expect(names(listed) == ["Hôtel du Louvre", "Hotel Adlon"])
        #expect(abs((listed[0].distance ?? 0) - 1.4) < 0.2)
        #expect(abs((listed[1].distance ?? 0) - 878) < 5)
    }

    @Test("a radius across the antimeridian finds hotels on both sides")
    func antimeridian() throws {
        let store = try Self.store()
        var query = HotelQuery()
        query.near = (-16.85, 180, 50)
        #expect(Set(names(try store.hotels(query))) == ["Fiji Beach Resort", "Samoa Lodge"])
    }

    @Test("sort by rating puts unrated last; limit cuts the list")
    func sortAndLimit() throws {
        let store = try Self.store()
        var query = HotelQuery()
        query.sort = .rating
        query.limit = 4
        #expect(names(try store.hotels(query)) == ["Hotel Adlon", "Hôtel du Louvre", "Fiji Beach Resort", "Le Petit Paris"])
    }

    @Test("names match folded, then as whole words")
    func byName() throws {
        let store = try Self.store()
        #expect(try store.hotels(named: "HOTEL DU LOUVRE").map(\.name) == ["Hôtel du Louvre"])
        #expect(try store.hotels(named: "paris").map(\.name) == ["Le Petit Paris"])
        #expect(try store.hotels(named: "par").isEmpty)
        #expect(try store.hotels(named: "hotel").count == 2)
    }

    /// "Hôtel d'Angleterre" folds to "hotel dangleterre": "angleterre" found
    /// only the annex, whose name holds the word, and edit changed it silently.
    @Test("an apostrophe parts words too: a name with one is found by its words, beside others that hold them")
    func apostrophes() throws {
        let store = try HotelStore.inMemory()
        try store.add(.sample("Hôtel d'Angleterre", city: "Genève", country: "CH"), .sample("Hotel Angleterre Annex", city: "Genève", country: "CH"),
                      .sample("St. John's Inn", city: "York", country: "GB"))
        #expect(try store.hotels(named: "angleterre").map(\.name) == ["Hôtel d'Angleterre", "Hotel Angleterre Annex"])
        #expect(try store.hotels(named: "hotel d angleterre").map(\.name) == ["Hôtel d'Angleterre"])
        #expect(try store.hotels(named: "d'angleterre").map(\.name) == ["Hôtel d'Angleterre"])
        #expect(try store.hotels(named: "st johns inn").map(\.name) == ["St. John's Inn"])
        #expect(try store.hotels(named: "john").map(\.name) == ["St. John's Inn"])
        #expect(try store.hotels(named: "angle").isEmpty)
    }

    @Test("distance is the great-circle distance")
    func distance() {
        // Paris to London, about 344 km.
        #expect(abs(Coordinate.distance(48.8566, 2.3522, 51.5074, -0.1278) - 343.6) < 1)
        #expect(Coordinate.distance(10, 10, 10, 10) == 0)
    }
}
