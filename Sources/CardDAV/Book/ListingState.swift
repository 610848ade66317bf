/// What a ``CardDAVBook`` keeps between runs (``CardDAVBook/listingState``):
/// the collection it belongs to, the sync token of its last listing and
/// every card's href and etag at that token, so that the next scan asks
/// the server only for what changed since.
///
/// Encoded as lines of text: a header, the collection's URL, the token,
/// then `href TAB etag` per card (`-` for a card the server gave no etag).
/// State that is not this form, or is another collection's, is no state:
/// the scan then lists the collection in full.
struct ListingState: Equatable {
    var collection: String
    var token: String
    var etags: [String: String?]

    static let header = "hotels carddav listing 1"

    init(collection: String, token: String, etags: [String: String?]) {
        self.collection = collection
        self.token = token
        self.etags = etags
    }

    /// The state `bytes` hold for `collection`, or `nil`.
    init?(decoding bytes: [UInt8]?, collection: String) {
        guard let bytes else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == Self.header, lines[1] == collection, !lines[2].isEmpty else { return nil }
        var etags: [String: String?] = [:]
        for line in lines.dropFirst(3) where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else { return nil }
            etags[String(fields[0])] = fields[1] == "-" ? .some(nil) : .some(String(fields[1]))
        }
        self.init(collection: collection, token: String(lines[2]), etags: etags)
    }

    /// The bytes to keep; `nil` when there is no token to keep (a server
    /// without `sync-collection`), or a value the form cannot hold.
    var encoded: [UInt8]? {
        let fields = [collection, token] + etags.keys + etags.values.compactMap { $0 }
        guard !token.isEmpty, !fields.contains(where: { $0.contains("\n") || $0.contains("\t") }) else { return nil }
        var text = "\(Self.header)\n\(collection)\n\(token)\n"
        for href in etags.keys.sorted() { text += "\(href)\t\((etags[href] ?? nil) ?? "-")\n" }
        return Array(text.utf8)
    }
}

extension ListingState {
    /// A state with no token: what `encoded` of a listing without one is.
    init(collection: String, token: String?, etags: [String: String?]) {
        self.init(collection: collection, token: token ?? "", etags: etags)
    }
}
