import HotelStore
import TextFolding

/// Finds the hotel a command-line word names: an id, or a name.
enum HotelLookup {
    /// The one hotel `word` names. A number is an id, or failing one the
    /// whole name of a hotel ("42"; never a name it is a word of: a stale
    /// id must not edit "Motel 6"); exit 66 when neither. Other text is a
    /// name, folded. Several matches are listed on standard output and the
    /// command fails with exit 1.
    static func hotel(_ word: String, in store: HotelStore, console: Console) throws(CLIError) -> Hotel {
        let id = Hotel.ID(word)
        if let id, let hotel = try CLIError.wrap({ () throws(HotelStoreError) in try store.hotel(id: id) }) { return hotel }
        var matches = try CLIError.wrap { () throws(HotelStoreError) in try store.hotels(named: word) }
        if id != nil { matches = matches.filter { TextFolding.key($0.details.name) == TextFolding.key(word) } }
        switch matches.count {
        case 0:
            if let id { throw .store(.noSuchHotel(id)) }
            throw .noSuchHotel(word)
        case 1:
            return matches[0]
        default:
            var table = TextTable(header: HotelPresentation.tableHeader(withDistance: false))
            table.rows = matches.map { HotelPresentation.tableRow(ListedHotel(hotel: $0, distance: nil), withDistance: false) }
            console.output.write(table.text)
            throw .failed("'\(word)' matches \(matches.count) hotels; give the id of one")
        }
    }
}
