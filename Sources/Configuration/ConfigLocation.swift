import BaseDirectories

/// Where the config file is: `config` in hotels' config folder
/// (``BaseDirectory/config(environment:)``: `$XDG_CONFIG_HOME/hotels`, else
/// `~/.config/hotels`).
public enum ConfigLocation {
    /// The config path for an environment; `nil` without `HOME` or `XDG_CONFIG_HOME`.
    public static func resolve(environment: [String: String]) -> String? {
        BaseDirectory.config(environment: environment).map { $0 + "/config" }
    }
}
