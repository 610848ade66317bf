import HotelStore

/// Opening the store for a command: `--store`, `HOTELS_STORE`, the XDG path.
enum StoreAccess {
    /// The option every store command accepts (also accepted before the command).
    static let option = "--store"

    /// Opens the store the arguments and environment name.
    ///
    /// A store named by `--store` or `HOTELS_STORE` that is not there is
    /// said to be missing when a reading command shows it empty: a mistyped
    /// path is not a store with nothing in it. (The default path on a fresh
    /// machine needs no such word.)
    static func open(_ arguments: Arguments, console: Console, command: String,
                     ifMissing: HotelStore.MissingStore = .create) throws(CLIError) -> HotelStore {
        guard let path = StoreLocation.resolve(explicit: arguments.value(option), environment: console.environment) else {
            throw .usage("no store path: set HOME, HOTELS_STORE or use --store PATH", command: command)
        }
        let store: HotelStore
        do {
            store = try HotelStore.open(at: path, ifMissing: ifMissing)
        } catch {
            throw .store(error)
        }
        if store.isStandIn, path != StoreLocation.resolve(explicit: nil, environment: console.environment.filter { $0.key != "HOTELS_STORE" }) {
            console.report("no store at \(path) yet (is the path right?)")
        }
        return store
    }
}

extension CLIError {
    /// Lifts a store error into the CLI's.
    static func wrap<T>(_ body: () throws(HotelStoreError) -> T) throws(CLIError) -> T {
        do { return try body() } catch { throw .store(error) }
    }
}
