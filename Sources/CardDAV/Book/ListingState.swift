import VCard

/// What a ``CardDAVBook`` keeps between runs (``CardDAVBook/listingState``):
/// the collection it belongs to, the sync token of its last listing and
/// every card's href and etag at that token, so that the next scan asks
/// the server only for what changed since; and the collection's first
/// card that could be read, with its etag and version, so that the next
/// scan knows new cards' version without fetching that card again.
///
/// Encoded as lines of text: a header, the collection's URL, the token
/// (empty for a server without `sync-collection`, whose listings start
/// afresh: then no card follows), the first card as `href TAB etag TAB
/// version` (empty when none), then `href TAB etag` per card (`-` for a
/// card the server gave no etag). The form before the first card was kept
/// (header `hotels carddav listing 1`, no first card's line, a token
/// always) still reads. State that is neither form, or is another
/// collection's, is no state: the scan then lists the collection in full.
struct ListingState: Equatable {
    var collection: String
    /// The sync token; empty when the listing had none.
    var token: String
    var etags: [String: String?]
    /// The first card by href that could be read, when it had an etag.
    var firstCard: FirstCard?

    static let header = "hotels carddav listing 2"
    /// The header of the form that kept no first card.
    static let tokenOnlyHeader = "hotels carddav listing 1"

    init(collection: String, token: String, etags: [String: String?], firstCard: FirstCard? = nil) {
        self.collection = collection
        self.token = token
        self.etags = etags
        self.firstCard = firstCard
    }

    /// The state `bytes` hold for `collection`, or `nil`.
    init?(decoding bytes: [UInt8]?, collection: String) {
        guard let bytes else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[1] == collection else { return nil }
        let cards: ArraySlice<Substring>
        var firstCard: FirstCard?
        switch lines[0] {
        case Self.header:
            guard lines.count >= 4 else { return nil }
            if !lines[3].isEmpty {
                guard let card = FirstCard(line: lines[3]) else { return nil }
                firstCard = card
            }
            cards = lines.dropFirst(4)
        case Self.tokenOnlyHeader:
            guard !lines[2].isEmpty else { return nil }
            cards = lines.dropFirst(3)
        default:
            return nil
        }
        var etags: [String: String?] = [:]
        for line in cards where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else { return nil }
            etags[String(fields[0])] = fields[1] == "-" ? .some(nil) : .some(String(fields[1]))
        }
        self.init(collection: collection, token: String(lines[2]), etags: etags, firstCard: firstCard)
    }

    /// The bytes to keep; `nil` when there is nothing to keep (neither a
    /// token nor a first card), or a value the form cannot hold. Without a
    /// token the etags are not kept: the next listing is a full one.
    var encoded: [UInt8]? {
        let etags: [String: String?] = token.isEmpty ? [:] : self.etags
        let first = firstCard.map { [$0.href, $0.etag] } ?? []
        let fields = [collection, token] + first + etags.keys + etags.values.compactMap { $0 }
        guard !token.isEmpty || firstCard != nil, !fields.contains(where: { $0.contains("\n") || $0.contains("\t") }) else { return nil }
        var text = "\(Self.header)\n\(collection)\n\(token)\n\(firstCard?.line ?? "")\n"
        for href in etags.keys.sorted() { text += "\(href)\t\((etags[href] ?? nil) ?? "-")\n" }
        return Array(text.utf8)
    }

    /// A collection's first card that could be read: new cards get its
    /// version (``Books/BookScan/cardVersion``) while its href keeps its etag.
    struct FirstCard: Equatable {
        var href: String
        var etag: String
        var version: VCardVersion

        init(href: String, etag: String, version: VCardVersion) {
            self.href = href
            self.etag = etag
            self.version = version
        }

        /// `href TAB etag TAB version`.
        init?(line: Substring) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, let version = VCardVersion(rawValue: String(fields[2])) else { return nil }
            self.init(href: String(fields[0]), etag: String(fields[1]), version: version)
        }

        var line: String { "\(href)\t\(etag)\t\(version.rawValue)" }
    }
}

extension ListingState {
    /// A state with or without a token: what `encoded` of a listing without one is.
    init(collection: String, token: String?, etags: [String: String?], firstCard: FirstCard? = nil) {
        self.init(collection: collection, token: token ?? "", etags: etags, firstCard: firstCard)
    }
}
