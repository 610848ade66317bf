import Foundation
import HotelsTestSupport
import SQLite
@testable import HotelStore

extension HotelDetails {
    /// A hotel with the fields the tests care about.
    static func sample(_ name: String, city: String = "", postalCode: String = "", country: String = "",
                       rating: Int? = nil, trip: String? = nil, at position: (Double, Double)? = nil) -> HotelDetails {
        var details = HotelDetails(name: name)
        details.city = city
        details.postalCode = postalCode
        details.country = country
        details.rating = rating
        details.trip = trip
        details.coordinate = position.map { Coordinate(latitude: $0.0, longitude: $0.1, source: .manual) }
        return details
    }
}

extension HotelStore {
    /// Adds hotels in one batch and returns them.
    @discardableResult
    func add(_ details: HotelDetails...) throws -> [Hotel] {
        try change(command: "add") { batch throws(HotelStoreError) in
            var hotels: [Hotel] = []
            for entry in details { hotels.append(try batch.insert(entry)) }
            return hotels
        }.result
    }
}

func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

extension HotelStore {
    /// A store file as version `version` of the schema left it, with `rows`
    /// (SQL) written into it: what an upgrade starts from. Returns its path.
    static func file(atSchema version: Int, in folder: TemporaryDirectory, rows: String) throws -> String {
        let path = folder.path("v\(version).sqlite")
        let db = try Connection(path: path, mode: .create)
        try Migrator(Array(HotelSchema.migrations.prefix(version))).migrate(db)
        try db.execute(rows)
        return path
    }
}
