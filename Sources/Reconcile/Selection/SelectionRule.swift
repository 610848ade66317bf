import TextFolding
/// One entry of an `include` or `exclude` list of the user's config: a
/// card's UID (`uid:VALUE`) or a name pattern. The user's word is final:
/// a rule that matches decides, whatever the evidence says.
public struct SelectionRule: Sendable, Equatable, CustomStringConvertible {
    /// What the rule does to the cards it matches.
    public enum Action: String, Sendable { case include, exclude }

    /// What the rule matches.
    public enum Target: Sendable, Equatable {
        /// A card whose UID is exactly this.
        case uid(String)
        /// A card whose name (ORG, or FN) matches this pattern.
        case name(NamePattern)
    }

    /// What the rule does to the cards it matches.
    public var action: Action
    /// What the rule matches.
    public var target: Target
    /// The section it was written in, as messages show it: "[select]",
    /// "[book phone]".
    public var section: String
    /// The config file's line it was written on.
    public var line: Int

    /// A rule from its parts (``init(action:entry:section:line:)`` reads
    /// one from a list entry).
    public init(action: Action, target: Target, section: String, line: Int) {
        self.action = action
        self.target = target
        self.section = section
        self.line = line
    }

    /// Reads a list entry: `uid:VALUE`, else a name pattern; `nil` when blank.
    public init?(action: Action, entry: String, section: String, line: Int) {
        let entry = entry.trimmedWhitespace
        guard !entry.isEmpty else { return nil }
        let target: Target
        if entry.lowercased().hasPrefix("uid:") {
            let uid = String(entry.dropFirst(4)).trimmedWhitespace
            guard !uid.isEmpty else { return nil }
            target = .uid(uid)
        } else {
            target = .name(NamePattern(entry))
        }
        self.init(action: action, target: target, section: section, line: line)
    }

    /// Whether the rule matches a card with this UID and these names.
    func matches(uid: String?, names: [String]) -> Bool {
        switch target {
        case .uid(let value): return uid == value
        case .name(let pattern): return names.contains(where: pattern.matches)
        }
    }

    /// "included by [select] line 3 ('Hotel Chocolat*')".
    public var description: String {
        let what: String
        switch target {
        case .uid(let value): what = "uid:\(value)"
        case .name(let pattern): what = pattern.text
        }
        return "\(action == .include ? "included" : "excluded") by \(section) line \(line) ('\(what)')"
    }
}
