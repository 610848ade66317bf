/// A response's header fields as they arrive, line by line: the one rule
/// for a field sent on several lines (RFC 9110, 5.3). Names are compared
/// without case. A field whose value is a list has its lines joined by
/// ", " in the order sent; a field that holds one value (``singletons``:
/// an entity tag, a location, a retry time…) sent twice with two values
/// is invalid and left out, so that what it would say is asked for again
/// or done without rather than guessed.
struct HeaderFields {
    /// The fields that hold one value, lower-cased.
    static let singletons: Set<String> = ["etag", "location", "content-location", "retry-after", "content-type",
                                          "content-length", "last-modified", "date", "expires"]
    /// The fields, by lower-cased name.
    private(set) var values: [String: String] = [:]
    /// The singletons seen with two values: left out, whatever comes next.
    private var invalid: Set<String> = []

    /// Adds one field line.
    mutating func add(name: String, value: String) {
        let name = name.lowercased()
        guard !invalid.contains(name) else { return }
        guard let before = values[name] else {
            values[name] = value
            return
        }
        if Self.singletons.contains(name) {
            if before != value {
                values[name] = nil
                invalid.insert(name)
            }
        } else {
            values[name] = before + ", " + value
        }
    }
}
