import Configuration
import Foundation
import Reconcile

/// Reading the config file for a command: `$XDG_CONFIG_HOME/hotels/config`
/// (`~/.config/hotels/config`). No file is no config; a file with a mistake
/// is an error naming its line (exit 78).
enum ConfigAccess {
    /// The config file the environment points at, read; `nil` when there is none.
    static func load(console: Console) throws(CLIError) -> ConfigFile? {
        guard let path = ConfigLocation.resolve(environment: console.environment) else { return nil }
        do {
            let config = try ConfigFile.load(path: path)
            if let config { try SelectionRule.check(config) }
            return config
        } catch {
            throw .config(error)
        }
    }

    /// The `[book NAME]` sections whose `path` is `input` (the same file or
    /// folder, `~/` standing for the home folder).
    static func books(in config: ConfigFile, for input: String, console: Console) -> [ConfigFile.Section] {
        guard input != "-" else { return [] }
        let wanted = canonical(input, home: console.environment["HOME"])
        return config.sections("book").filter { section in
            section.entry("path").map { canonical($0.value, home: console.environment["HOME"]) == wanted } ?? false
        }
    }

    /// The path with `~/` expanded and links, `.` and `..` resolved where it exists.
    private static func canonical(_ path: String, home: String?) -> String {
        var path = path
        if path.hasPrefix("~/"), let home { path = home + path.dropFirst(1) }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
