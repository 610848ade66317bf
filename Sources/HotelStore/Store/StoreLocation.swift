import BaseDirectories

/// Where the store file is: `--store PATH`, else `HOTELS_STORE`, else
/// `hotels.sqlite` in hotels' data folder (``BaseDirectory/data(environment:)``:
/// `$XDG_DATA_HOME/hotels`, else `~/.local/share/hotels`).
public enum StoreLocation {
    /// The store path for an explicit option and an environment.
    public static func resolve(explicit: String?, environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["HOTELS_STORE"], !path.isEmpty { return path }
        return BaseDirectory.data(environment: environment).map { $0 + "/hotels.sqlite" }
    }
}
