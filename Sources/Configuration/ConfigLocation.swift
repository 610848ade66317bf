/// Where the config file is: `$XDG_CONFIG_HOME/hotels/config`, XDG's
/// default for the config home being `~/.config`.
public enum ConfigLocation {
    /// The config path for an environment; `nil` without `HOME` or `XDG_CONFIG_HOME`.
    public static func resolve(environment: [String: String]) -> String? {
        // The XDG spec: a relative XDG_CONFIG_HOME is invalid and must be ignored.
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/hotels/config"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/hotels/config"
    }
}
