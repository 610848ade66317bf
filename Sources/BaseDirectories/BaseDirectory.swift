/// Where hotels keeps its files by the XDG Base Directory Specification: a
/// folder `hotels` in the data home (the store, the gazetteer index) and in
/// the config home (the config file).
///
/// A base directory is its variable's value where that is an absolute path,
/// else the spec's default under `$HOME`; a relative value is invalid by the
/// spec and is ignored, as if it were not set.
public enum BaseDirectory {
    /// The name of hotels' folder in each base directory.
    public static let folderName = "hotels"

    /// hotels' data folder: `$XDG_DATA_HOME/hotels`, else
    /// `$HOME/.local/share/hotels`; `nil` with neither.
    public static func data(environment: [String: String]) -> String? {
        base("XDG_DATA_HOME", default: ".local/share", environment: environment).map { $0 + "/" + folderName }
    }

    /// hotels' config folder: `$XDG_CONFIG_HOME/hotels`, else
    /// `$HOME/.config/hotels`; `nil` with neither.
    public static func config(environment: [String: String]) -> String? {
        base("XDG_CONFIG_HOME", default: ".config", environment: environment).map { $0 + "/" + folderName }
    }

    /// The base directory `variable` names, else `$HOME/` + `fallback`.
    private static func base(_ variable: String, default fallback: String, environment: [String: String]) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/" + fallback
    }
}
