import Gazetteer
import Reconcile

/// Opening the gazetteer index for a command.
enum GazetteerAccess {
    static let option = "--gazetteer"

    /// The index `--gazetteer`, `HOTELS_GAZETTEER` or the installation
    /// names. Where `withoutIt` is a flag that runs the command without the
    /// index ("--no-geocode"), an index that cannot be opened says so.
    static func open(_ arguments: Arguments, console: Console, withoutIt: String? = nil) throws(CLIError) -> GazetteerIndex {
        func failure(_ error: GazetteerError) -> CLIError {
            withoutIt.map { .gazetteerForPositions(error, flag: $0) } ?? .gazetteer(error)
        }
        guard let path = GazetteerLocation.find(explicit: arguments.value(option), environment: console.environment) else {
            let looked = GazetteerLocation.candidates(explicit: nil, environment: console.environment).joined(separator: ", ")
            throw failure(.missing(path: GazetteerLocation.fileName, reason: "looked in \(looked)"))
        }
        do {
            return try GazetteerIndex(path: path)
        } catch {
            throw failure(error)
        }
    }
}

extension GazetteerAccess {
    /// The towns of the index the command would open (`--gazetteer`, else
    /// as ``open(_:console:)`` finds it), for the selection's evidence, even
    /// under `--no-geocode`: a card's verdict does not depend on whether its
    /// hotel gets a position. The index `opened` for geocoding when there is
    /// one, else opened only when a card (or a geocoder sharing it) asks; an
    /// index that cannot be found or opened knows no town.
    static func towns(_ arguments: Arguments, console: Console, opened: GazetteerIndex? = nil) -> TownLookup {
        if let opened { return TownLookup { opened } }
        let explicit = arguments.value(option), environment = console.environment
        return TownLookup {
            GazetteerLocation.find(explicit: explicit, environment: environment).flatMap { try? GazetteerIndex(path: $0) }
        }
    }
}

/// A geocoder that opens the gazetteer index the first time it is asked:
/// a sync with no new hotel, run every few minutes, never pays for opening
/// it. An index that cannot be opened answers nothing (the hotel is made
/// without a position, as with `--no-geocode`).
final class LazyGeocoder: Geocoder {
    private let open: () -> GazetteerIndex?
    private var geocoder: OfflineGeocoder??

    init(_ open: @escaping () -> GazetteerIndex?) {
        self.open = open
    }

    func geocode(_ address: PostalAddress) -> GeocodeResult? {
        if geocoder == nil { geocoder = .some(open().map(OfflineGeocoder.init(index:))) }
        return geocoder??.geocode(address)
    }
}
