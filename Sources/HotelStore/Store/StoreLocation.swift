/// Where the store file is: `--store PATH`, else `HOTELS_STORE`, else
/// `$XDG_DATA_HOME/hotels/hotels.sqlite` (XDG's default for the data home is
/// `~/.local/share`).
public enum StoreLocation {
    /// The store path for an explicit option and an environment.
    public static func resolve(explicit: String?, environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["HOTELS_STORE"], !path.isEmpty { return path }
        // The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/hotels/hotels.sqlite"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/share/hotels/hotels.sqlite"
    }
}
