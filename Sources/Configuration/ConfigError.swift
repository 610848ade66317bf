/// A config file that cannot be used, with the line at fault.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// A line that is neither a comment, a `[section]` nor `key = value`.
        case malformed(String)
        /// A `[section]` header of a kind the schema does not know, as written.
        case unknownSection(String)
        /// A header without the name its kind needs (`[book]` for `[book NAME]`);
        /// the value is the kind.
        case sectionNeedsName(String)
        /// A header with a name its kind does not take (`[select x]`); the value is
        /// the kind.
        case sectionTakesNoName(String)
        /// A header of the same kind and name as the one on `firstLine`, as written.
        case repeatedSection(String, firstLine: Int)
        /// A `key = value` before any section.
        case outsideSection(String)
        /// A key the schema does not list for `section` (its title, `[book phone]`).
        case unknownKey(String, section: String)
        /// A key given twice in one section, first on `firstLine`.
        case repeatedKey(String, firstLine: Int)
        /// The file exists but cannot be read.
        case unreadable(String)
        /// A known key with a value it cannot take; `expected` says what it takes.
        case badValue(key: String, value: String, expected: String)
        /// A section lacks a key it needs.
        case missingKey(String, section: String)
    }

    /// The config file's path, as the message shows it.
    public var path: String
    /// The line at fault (from 1); 0 for the file as a whole.
    public var line: Int
    /// What is wrong with the line (or with the file, when `line` is 0).
    public var problem: Problem

    /// An error at `line` (from 1; 0 for the whole file) of the file at `path`.
    public init(path: String, line: Int, problem: Problem) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    /// "~/.config/hotels/config:3: unknown key 'incude' in [select]".
    public var description: String {
        let place = line > 0 ? "\(path):\(line)" : path
        switch problem {
        case .malformed(let text): return "\(place): not a [section], 'key = value' or # comment: \(text)"
        case .unknownSection(let text): return "\(place): unknown section \(text)"
        case .sectionNeedsName(let kind): return "\(place): [\(kind)] needs a name: [\(kind) NAME]"
        case .sectionTakesNoName(let kind): return "\(place): [\(kind)] takes no name"
        case .repeatedSection(let text, let first): return "\(place): \(text) again (first on line \(first))"
        case .outsideSection(let key): return "\(place): '\(key)' is outside any [section]"
        case .unknownKey(let key, let section): return "\(place): unknown key '\(key)' in \(section)"
        case .repeatedKey(let key, let first): return "\(place): '\(key)' again (first on line \(first))"
        case .unreadable(let reason): return "\(place): cannot read: \(reason)"
        case .badValue(let key, let value, let expected): return "\(place): '\(key)' takes \(expected), not '\(value)'"
        case .missingKey(let key, let section): return "\(place): \(section) needs '\(key) = …'"
        }
    }
}
