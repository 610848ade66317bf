import HotelStore

/// Opening the store for a command: `--store`, `HOTELS_STORE`, the XDG path.
enum StoreAccess {
    /// The option every store command accepts (also accepted before the command).
    static let option = "--store"

    /// Opens the store the arguments and environment name.
    static func open(_ arguments: Arguments, console: Console, command: String,
                     ifMissing: HotelStore.MissingStore = .create) throws(CLIError) -> HotelStore {
        guard let path = StoreLocation.resolve(explicit: arguments.value(option), environment: console.environment) else {
            throw .usage("no store path: set HOME, HOTELS_STORE or use --store PATH", command: command)
        }
        do {
            return try HotelStore.open(at: path, ifMissing: ifMissing)
        } catch {
            throw .store(error)
        }
    }
}

extension CLIError {
    /// Lifts a store error into the CLI's.
    static func wrap<T>(_ body: () throws(HotelStoreError) -> T) throws(CLIError) -> T {
        do { return try body() } catch { throw .store(error) }
    }
}
