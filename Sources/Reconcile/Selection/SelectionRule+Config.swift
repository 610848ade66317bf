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
}
