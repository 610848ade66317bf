/// The namespace prefixes in scope inside a foreign fragment, one scope per
/// open element. A prefix's innermost URI is found in one step, whatever the
/// depth, and closing an element undoes only what it declared, so walking a
/// fragment takes time in proportion to its size: each prefix keeps a stack
/// of its URIs, and each element remembers how many declarations were made
/// before it opened.
struct NamespaceScopes {
    /// Each prefix's URIs, innermost last.
    private var bindings: [String: [String]] = [:]
    /// The prefixes the open elements declared, in order.
    private var declared: [String] = []
    /// For each open element, how many of `declared` came before it.
    private var starts: [Int] = []
    /// Lookups and undone declarations so far: the work done, which tests
    /// check grows with the fragment's size and not with its depth.
    private(set) var steps = 0

    mutating func open() {
        starts.append(declared.count)
    }

    /// Binds `prefix` (empty for the default namespace) to `uri` in the innermost element.
    mutating func declare(_ prefix: String, _ uri: String) {
        bindings[prefix, default: []].append(uri)
        declared.append(prefix)
    }

    /// Closes the innermost element, undoing its declarations.
    mutating func close() {
        guard let start = starts.popLast() else { return }
        while declared.count > start, let prefix = declared.popLast() {
            steps += 1
            bindings[prefix]?.removeLast()
            if bindings[prefix]?.isEmpty == true { bindings[prefix] = nil }
        }
    }

    /// The URI `prefix` stands for where the innermost element is, if any.
    mutating func resolve(_ prefix: String) -> String? {
        steps += 1
        return bindings[prefix]?.last
    }
}
