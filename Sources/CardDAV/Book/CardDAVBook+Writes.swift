import Books
import Foundation
import VCard

extension CardDAVBook {
    /// Makes `changes` in order, each conditional on the etag the scan
    /// saw (a create on its name being free). A card the server refuses
    /// (409, or 403 with a CardDAV precondition such as `no-uid-conflict`;
    /// or for the card's own sake: 400, 403, 413, 415, 422 — see
    /// ``CardDAVError/cardRefused(method:url:status:)``) is left out and
    /// named, with what the server said, in the result's ``Books/BookWrite/refused``;
    /// a failed precondition (412) stops the writes with
    /// ``Books/BookError/changedMeanwhile(path:item:)``, the ones before it made.
    /// Each card written is recorded at the server's href (its `Location`)
    /// and the etag of what the server keeps: from the `PUT`'s answer, or a
    /// `GET` after it when the server sent none (it rewrote the card), whose
    /// card, where it differs from the one sent, is the result's
    /// ``Books/BookWrite/kept``.
    /// The first card kept in ``listingState`` follows the writes: a card
    /// written at an href before it becomes it, and a deleted one is
    /// forgotten (the next scan finds it again).
    public func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        var result = BookWrite()
        let first = firstCard
        defer { if firstCard != first { keepFirstCard() } }
        var names = CardFileNames(existing: listed.map { Href.key($0, collection.url).split(separator: "/").last.map(String.init) ?? $0 })
        for (index, change) in changes.enumerated() {
            // The card written: its href, or for a create its new name.
            var target = ""
            do throws(CardDAVError) {
                switch change {
                case .create(let uid, let bytes):
                    target = names.name(for: uid)
                    let written = try collection.create(String(decoding: bytes, as: UTF8.self), named: target)
                    let (item, kept) = try item(after: written, sent: bytes)
                    result.items.append(item)
                    if let kept { result.kept[index] = kept }
                    noteFirstCard(written: item, bytes: kept ?? bytes)
                case .update(let id, let version, let bytes):
                    target = id
                    let written = try collection.update(id, with: String(decoding: bytes, as: UTF8.self), ifMatch: Self.condition(version))
                    let (item, kept) = try item(after: written, sent: bytes)
                    result.items.append(item)
                    if let kept { result.kept[index] = kept }
                    noteFirstCard(written: item, bytes: kept ?? bytes)
                case .delete(let id, let version):
                    target = id
                    do throws(CardDAVError) {
                        try collection.delete(id, ifMatch: Self.condition(version))
                    } catch {
                        // Gone already: what the delete was for.
                        guard case .resourceNotFound = error else { throw error }
                    }
                    result.items.append(nil)
                    if let first = firstCard, Href.same(id, first.href, relativeTo: collection.url) { firstCard = nil }
                }
                afterEachWrite(index..<index + 1)
            } catch {
                switch error {
                case .preconditionFailed:
                    throw .changedMeanwhile(path: cardURL(target), item: target)
                case .conflict, .cardRefused:
                    result.refused[index] = error.description
                    result.items.append(nil)
                default:
                    throw Self.bookError(error)
                }
            }
        }
        return result
    }

    /// A card written at an href before the first card's (or at it) is
    /// the first card now, at the etag the write left and the version of
    /// the bytes written; with no first card known, the next scan finds it.
    private func noteFirstCard(written item: BookItem?, bytes: [UInt8]) {
        guard let item, let first = firstCard, item.id <= first.href else { return }
        guard !item.version.hasPrefix(Self.unknownVersion),
              let version = VCardReader.read(bytes: bytes).cards.first?.version else {
            firstCard = nil
            return
        }
        firstCard = ListingState.FirstCard(href: item.id, etag: item.version, version: version)
    }

    /// ``listingState`` with ``firstCard`` as the writes left it.
    private func keepFirstCard() {
        var state = ListingState(decoding: listingState, collection: location) ?? ListingState(collection: location, token: nil, etags: [:])
        state.firstCard = firstCard
        listingState = state.encoded
    }

    /// The `If-Match` value for a version: the etag as a strong one, or any
    /// version (`*`) for a card the server listed without one. `If-Match`
    /// compares strongly (RFC 9110, 13.1.1), so a weak tag (`W/"…"`, as a
    /// proxy that compresses answers makes of the server's strong one)
    /// sent as it is never matches, and every write of the card would be
    /// refused. A tag listed without its quotes is sent as listed: such
    /// servers compare it as they wrote it.
    static func condition(_ version: String) -> String {
        if version.hasPrefix(unknownVersion) { return "*" }
        return version.hasPrefix("W/") ? String(version.dropFirst(2)) : version
    }

    /// The item a write left: the server's href, and the etag it gave or
    /// that a `GET` finds; with the card that `GET` found where it is not
    /// the one `sent`.
    private func item(after written: WriteResult, sent: [UInt8]) throws(CardDAVError) -> (BookItem, kept: [UInt8]?) {
        var etag = written.etag, kept: [UInt8]?
        if etag == nil {
            let fetched = try collection.get(written.href)
            etag = fetched.etag
            let bytes = Array(fetched.vcard.utf8)
            if bytes != sent { kept = bytes }
        }
        let item = BookItem(id: written.href, version: etag ?? Self.unknownVersion + UUID().uuidString, file: cardURL(written.href), line: 1)
        return (item, kept)
    }
}
