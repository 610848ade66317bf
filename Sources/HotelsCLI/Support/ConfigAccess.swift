import Configuration
import Foundation
import Reconcile

/// Reading the config file for a command: `$XDG_CONFIG_HOME/hotels/config`
/// (`~/.config/hotels/config`). No file is no config; a file with a mistake
/// is an error naming its line (exit 78), for every command that reads it:
/// a `[book]` section sync would refuse is refused by import too.
enum ConfigAccess {
    /// The config file the environment points at, read and checked whole;
    /// `nil` when there is none.
    static func load(console: Console) throws(CLIError) -> ConfigFile? {
        guard let path = ConfigLocation.resolve(environment: console.environment) else { return nil }
        do {
            let config = try ConfigFile.load(path: path)
            if let config {
                try SelectionRule.check(config)
                _ = try BookConfig.all(in: config, home: console.home)
            }
            return config
        } catch {
            throw .config(error)
        }
    }

    /// The `[book NAME]` sections whose `path` is `input`: it leads to the
    /// same file or folder (``BookPath/sameBook(_:_:home:)``), as `sync PATH`
    /// finds its configured book. The `path` is read as sync reads it
    /// (``BookPath/configured(_:home:)``): a relative one is from the home
    /// folder, whatever folder hotels runs in.
    static func books(in config: ConfigFile, for input: String, console: Console) -> [ConfigFile.Section] {
        guard input != "-" else { return [] }
        let home = console.home
        return config.sections("book").filter { section in
            section.entry("path").map { BookPath.sameBook(BookPath.configured($0.value, home: home), input, home: home) } ?? false
        }
    }
}
