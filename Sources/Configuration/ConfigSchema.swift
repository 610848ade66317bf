/// The sections a config file may have and the keys each may hold: the one
/// list of them. A key not listed here is an error in any config file.
public struct ConfigSchema: Sendable {
    /// One kind of section.
    public struct SectionKind: Sendable {
        /// Whether its header names one of the user's (`[book NAME]`).
        public var isNamed: Bool
        /// The keys a section of this kind may hold; any other is an error.
        public var keys: Set<String>

        /// A kind whose header must name one of the user's when `isNamed`,
        /// holding only `keys`.
        public init(isNamed: Bool, keys: Set<String>) {
            self.isNamed = isNamed
            self.keys = keys
        }
    }

    /// Kinds by the word that opens their header.
    public var sections: [String: SectionKind]

    /// A schema of these section kinds, keyed by their header's first word.
    public init(sections: [String: SectionKind]) { self.sections = sections }

    /// `hotels`' own config: which cards are places to stay (`[select]`), and
    /// the address books that `hotels sync` keeps (`[book NAME]`), each of
    /// which may have selection rules of its own. The book keys other than
    /// `include` and `exclude` are read by sync.
    public static let hotels = ConfigSchema(sections: [
        "select": SectionKind(isNamed: false, keys: ["include", "exclude"]),
        "book": SectionKind(isNamed: true, keys: Set([
            "path", "kind", "direction", "on_conflict", "trip", "push_new", "max_delete", "max_line", "max_value", "max_card",
            "include", "exclude",
        ] + serverKeys)),
    ])

    /// The `[book]` keys of a CardDAV server (`kind = carddav`), which a
    /// book of another kind may not hold, in the order the man page gives them.
    public static let serverKeys = ["url", "username", "password_command", "ca_file", "insecure", "sync_collection", "request_timeout"]
}
