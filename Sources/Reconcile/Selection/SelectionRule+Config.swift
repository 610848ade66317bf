import Configuration

extension SelectionRule {
    /// The selection rules of `config`, in the order they are checked: those
    /// of `books` (the `[book NAME]` sections that apply to the book at
    /// hand) first, then `[select]`'s; within a section its `exclude` list
    /// before its `include` list, each in the order written.
    public static func rules(in config: ConfigFile, books: [ConfigFile.Section] = []) -> [SelectionRule] {
        (books + config.sections("select")).flatMap { section in
            [Action.exclude, .include].flatMap { action in
                section.entry(action.rawValue).map { entry in
                    entry.list.compactMap { SelectionRule(action: action, entry: $0, section: section.title, line: entry.line) }
                } ?? []
            }
        }
    }

    /// Throws for an `include` or `exclude` item that names no card: `uid:`
    /// with nothing after it (a blank item is none, and is skipped); or
    /// one that holds ` # `, a comment written after the value, which the
    /// grammar reads as part of it (comments go on lines of their own).
    public static func check(_ config: ConfigFile) throws(ConfigError) {
        for section in config.sections("select") + config.sections("book") {
            for action in [Action.exclude, .include] {
                guard let entry = section.entry(action.rawValue) else { continue }
                for item in entry.list {
                    if item.lowercased().hasPrefix("uid:") && String(item.dropFirst(4)).trimmedWhitespace.isEmpty {
                        throw ConfigError(path: config.path, line: entry.line,
                                          problem: .badValue(key: action.rawValue, value: item, expected: "uid:VALUE with the card's UID, or a name pattern"))
                    }
                    // "# " after a space, as comments are written ("Motel #1" is a name).
                    if item.contains(" # ") || item.hasSuffix(" #") || item.contains("\t#") || item.hasPrefix("# ") {
                        throw ConfigError(path: config.path, line: entry.line,
                                          problem: .badValue(key: action.rawValue, value: item,
                                                             expected: "a name pattern or uid:VALUE, with any # comment on a line of its own"))
                    }
                }
            }
        }
    }
}
