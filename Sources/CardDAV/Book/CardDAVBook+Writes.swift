import Books
import Foundation

extension CardDAVBook {
    /// Makes `changes` in order, each conditional on the etag the scan
    /// saw (a create on its name being free). A card the server refuses
    /// (409, or 403 with a CardDAV precondition such as `no-uid-conflict`)
    /// is left out and named in the result's ``Books/BookWrite/refused``;
    /// a failed precondition (412) stops the writes with
    /// ``Books/BookError/changedMeanwhile(path:item:)``, the ones before it made.
    /// Each card written is recorded at the server's href (its `Location`)
    /// and the etag of what the server keeps: from the `PUT`'s answer, or a
    /// `GET` after it when the server sent none (it rewrote the card).
    public func apply(_ changes: [BookChange], afterEachWrite: () -> Void) throws(BookError) -> BookWrite {
        var result = BookWrite()
        var names = CardFileNames(existing: listed.map { Href.key($0, collection.url).split(separator: "/").last.map(String.init) ?? $0 })
        for (index, change) in changes.enumerated() {
            // The card written: its href, or for a create its new name.
            var target = ""
            do throws(CardDAVError) {
                switch change {
                case .create(let uid, let bytes):
                    target = names.name(for: uid)
                    let written = try collection.create(String(decoding: bytes, as: UTF8.self), named: target)
                    result.items.append(try item(after: written))
                case .update(let id, let version, let bytes):
                    target = id
                    let written = try collection.update(id, with: String(decoding: bytes, as: UTF8.self), ifMatch: condition(version))
                    result.items.append(try item(after: written))
                case .delete(let id, let version):
                    target = id
                    do throws(CardDAVError) {
                        try collection.delete(id, ifMatch: condition(version))
                    } catch {
                        // Gone already: what the delete was for.
                        guard case .resourceNotFound = error else { throw error }
                    }
                    result.items.append(nil)
                }
                afterEachWrite()
            } catch {
                switch error {
                case .preconditionFailed:
                    throw .changedMeanwhile(path: cardURL(target), item: target)
                case .conflict:
                    result.refused[index] = error.description
                    result.items.append(nil)
                default:
                    throw Self.bookError(error)
                }
            }
        }
        return result
    }

    /// The `If-Match` value for a version: the etag itself, or any version
    /// (`*`) for a card the server listed without one.
    private func condition(_ version: String) -> String {
        version.hasPrefix(Self.unknownVersion) ? "*" : version
    }

    /// The item a write left: the server's href, and the etag it gave or
    /// that a `GET` finds.
    private func item(after written: WriteResult) throws(CardDAVError) -> BookItem {
        var etag = written.etag
        if etag == nil { etag = try collection.get(written.href).etag }
        return BookItem(id: written.href, version: etag ?? Self.unknownVersion + UUID().uuidString, file: cardURL(written.href), line: 1)
    }
}
