import Foundation

/// A `207 Multi-Status` body (RFC 4918 §13): one response per resource, and
/// for `sync-collection` the collection's new sync token.
struct Multistatus: Sendable, Equatable {
    /// One resource's part of the answer.
    struct Response: Sendable, Equatable {
        /// The resource's href as the server wrote it.
        var href: String
        /// The response's own status (a deleted member in `sync-collection`,
        /// a truncated result), when it has one rather than propstats.
        var status: Int?
        /// The properties, grouped by the status the server gave them.
        var propstats: [PropStat]

        /// Property `property`, from a propstat whose status is 2xx.
        func property(_ property: DAVProperty) -> XMLElement? {
            for propstat in propstats where (200..<300).contains(propstat.status) {
                if let found = propstat.properties.first(where: { $0.is(property.namespace, property.name) }) { return found }
            }
            return nil
        }
    }

    /// Properties that share a status.
    struct PropStat: Sendable, Equatable {
        var status: Int
        var properties: [XMLElement]
    }

    var responses: [Response]
    var syncToken: String?

    /// Reads a multistatus body; anything else at the root is an error.
    static func parse(_ body: Data) throws(XMLReadError) -> Multistatus {
        let root = try XMLDocumentReader.root(of: body)
        guard root.is(DAVNamespace.dav, "multistatus") else {
            throw XMLReadError(reason: "expected a DAV: multistatus, found \(root.name)")
        }
        var responses: [Response] = []
        for element in root.children(DAVNamespace.dav, "response") {
            guard let href = element.child(DAVNamespace.dav, "href")?.trimmedText, !href.isEmpty else {
                throw XMLReadError(reason: "a response has no href")
            }
            let propstats = element.children(DAVNamespace.dav, "propstat").map { propstat in
                PropStat(status: statusCode(propstat.child(DAVNamespace.dav, "status")?.trimmedText) ?? 0,
                         properties: propstat.child(DAVNamespace.dav, "prop")?.children ?? [])
            }
            responses.append(Response(href: href, status: statusCode(element.child(DAVNamespace.dav, "status")?.trimmedText),
                                      propstats: propstats))
        }
        let token = root.child(DAVNamespace.dav, "sync-token")?.trimmedText
        return Multistatus(responses: responses, syncToken: token?.isEmpty == false ? token : nil)
    }

    /// The code of a status line such as `HTTP/1.1 404 Not Found`.
    static func statusCode(_ line: String?) -> Int? {
        guard let line else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return Int(parts[1])
    }
}

/// The preconditions and postconditions a WebDAV error body names
/// (`<d:error><d:valid-sync-token/></d:error>`, RFC 4918 §16).
enum DAVErrorBody {
    /// The local names of the conditions in `body`, WebDAV's and CardDAV's
    /// (a server's own elements beside them, SabreDAV's `s:exception` and
    /// `s:message`, name none); none when the body is not a DAV: error element.
    static func conditions(in body: Data) -> [String] {
        guard let root = try? XMLDocumentReader.root(of: body), root.is(DAVNamespace.dav, "error") else { return [] }
        return root.children.filter { $0.namespace == DAVNamespace.dav || $0.namespace == DAVNamespace.cardDAV }.map(\.name)
    }
}
