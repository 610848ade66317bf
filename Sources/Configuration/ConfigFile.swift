import Foundation

/// The `hotels` config file (`$XDG_CONFIG_HOME/hotels/config`), read into
/// sections of keys and values, each with the line it came from.
///
/// The grammar, one construct a line:
///
///     # a comment (a line whose first non-blank character is '#')
///     [select]                  a section: a name...
///     [book phone]              ...and, for some kinds, a name of the user's
///     key = value               to the end of the line, blanks trimmed
///     include = a, b, uid:c     lists are comma-separated; '\,' is a comma
///
/// Which sections and keys there are is the ``ConfigSchema``'s to say: a
/// section or key it does not know, a key outside a section, a repeated
/// key or a repeated section is an error naming the line.
public struct ConfigFile: Sendable, Equatable {
    /// One `[kind name]` section and its keys, in file order.
    public struct Section: Sendable, Equatable {
        /// `select`, `book`…
        public var kind: String
        /// The name after the kind (`phone` in `[book phone]`); `nil` for `[select]`.
        public var name: String?
        /// The line of the header.
        public var line: Int
        /// Its `key = value` lines, in file order; no key appears twice.
        public var entries: [Entry]

        /// The entry for `key`, if the section has one.
        public func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

        /// The line of `key`'s entry, else (no such entry, or no key) the header's.
        public func line(of key: String?) -> Int { key.flatMap(entry)?.line ?? line }

        /// How the section reads in messages: "[book phone]".
        public var title: String { "[" + ([kind] + (name.map { [$0] } ?? [])).joined(separator: " ") + "]" }
    }

    /// One `key = value` line.
    public struct Entry: Sendable, Equatable {
        /// The text before the first `=`, blanks trimmed: one of the keys the
        /// schema lists for the section.
        public var key: String
        /// Everything after the first `=`, blanks trimmed; may be empty.
        public var value: String
        /// The line the entry is on, from 1.
        public var line: Int

        /// The value as a comma-separated list: items trimmed, empty ones left out.
        public var list: [String] {
            var items: [String] = [], item = "", escaped = false
            for character in value {
                if escaped {
                    item.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "," {
                    items.append(item)
                    item = ""
                } else {
                    item.append(character)
                }
            }
            if escaped { item.append("\\") }
            items.append(item)
            return items.map(\.configTrimmed).filter { !$0.isEmpty }
        }
    }

    /// Where it was read from, for messages.
    public var path: String
    /// Every section, in file order; no kind and name appear twice.
    public var sections: [Section]

    /// The sections of one kind, in file order.
    public func sections(_ kind: String) -> [Section] { sections.filter { $0.kind == kind } }

    /// Reads `text` (from `path`) against `schema`.
    public init(text: String, path: String, schema: ConfigSchema = .hotels) throws(ConfigError) {
        self.path = path
        sections = []
        var lineNumber = 0
        // A line ends at LF, CRLF or CR (a Swift Character holds CRLF whole).
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let line = String(rawLine).configTrimmed
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw ConfigError(path: path, line: lineNumber, problem: .malformed(line)) }
                let words = line.dropFirst().dropLast().split(separator: " ", maxSplits: 1).map { String($0).configTrimmed }
                guard let kind = words.first, let known = schema.sections[kind] else {
                    throw ConfigError(path: path, line: lineNumber, problem: .unknownSection(line))
                }
                let name = words.count > 1 ? words[1] : nil
                guard (name != nil) == known.isNamed else {
                    throw ConfigError(path: path, line: lineNumber, problem: known.isNamed ? .sectionNeedsName(kind) : .sectionTakesNoName(kind))
                }
                if let earlier = sections.first(where: { $0.kind == kind && $0.name == name }) {
                    throw ConfigError(path: path, line: lineNumber, problem: .repeatedSection(line, firstLine: earlier.line))
                }
                sections.append(Section(kind: kind, name: name, line: lineNumber, entries: []))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { throw ConfigError(path: path, line: lineNumber, problem: .malformed(line)) }
            let key = String(line[..<equals]).configTrimmed, value = String(line[line.index(after: equals)...]).configTrimmed
            guard !key.isEmpty else { throw ConfigError(path: path, line: lineNumber, problem: .malformed(line)) }
            guard var section = sections.popLast() else { throw ConfigError(path: path, line: lineNumber, problem: .outsideSection(key)) }
            guard schema.sections[section.kind]?.keys.contains(key) == true else {
                throw ConfigError(path: path, line: lineNumber, problem: .unknownKey(key, section: section.title))
            }
            if let earlier = section.entry(key) {
                throw ConfigError(path: path, line: lineNumber, problem: .repeatedKey(key, firstLine: earlier.line))
            }
            section.entries.append(Entry(key: key, value: value, line: lineNumber))
            sections.append(section)
        }
    }
}

extension String {
    /// Without blanks (spaces, tabs, a CR of a CRLF line) at either end.
    var configTrimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

// MARK: - Reading the file

extension ConfigFile {
    /// Reads the config file at `path`; `nil` when there is none.
    public static func load(path: String, schema: ConfigSchema = .hotels) throws(ConfigError) -> ConfigFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, line: 0, problem: .unreadable("permission denied or not a file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, line: 0, problem: .unreadable("not UTF-8 text"))
        }
        return try ConfigFile(text: text, path: path, schema: schema)
    }
}
