import Foundation

/// Hrefs as WebDAV servers write them — usually an absolute path,
/// percent-encoded (`/alice/contacts/a%20b.vcf`), sometimes a full URL —
/// and the rules for resolving and comparing them.
enum Href {
    /// `href` resolved against `base`.
    static func url(_ href: String, relativeTo base: URL) -> URL? {
        URL(string: href, relativeTo: base)?.absoluteURL
    }

    /// The href to record for `location` (a `Location` header or an href
    /// from a body): its path (and query) when it is on `base`'s host, as
    /// listings write hrefs; the whole URL when it is elsewhere.
    static func recorded(_ location: String, relativeTo base: URL) -> String {
        guard let url = url(location, relativeTo: base) else { return location }
        guard url.host?.lowercased() == base.host?.lowercased(), url.port == base.port,
              let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// Whether `a` and `b` are on one server: the same scheme, host and
    /// port (a port left out is the scheme's). Credentials go to no other.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }

    /// Whether `href` names a resource inside `collection` (not the
    /// collection itself): on its server, under its path. A listing's
    /// member outside it is none of the book's cards, and hotels reads,
    /// writes and deletes nothing there: a server that listed another
    /// host's URL would otherwise be sent the book's credentials.
    static func isInside(_ href: String, collection: URL) -> Bool {
        guard let target = url(href, relativeTo: collection), sameOrigin(target, collection) else { return false }
        let base = key(collection.absoluteString, collection)
        let path = key(href, collection)
        return path.hasPrefix(base + "/") && path.count > base.count + 1
    }

    /// Whether two hrefs name one resource: the same decoded path, a
    /// trailing slash aside.
    static func same(_ a: String, _ b: String, relativeTo base: URL) -> Bool {
        key(a, base) == key(b, base)
    }

    /// What `href` is compared by: its decoded path without a trailing slash.
    static func key(_ href: String, _ base: URL) -> String {
        let path = url(href, relativeTo: base).map { URLComponents(url: $0, resolvingAgainstBaseURL: true)?.path ?? $0.path } ?? href
        return path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `name` as one path segment, percent-encoded.
    static func segment(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~@+=")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }

    /// `url` with a trailing slash, as a collection's URL must have for
    /// names to resolve inside it.
    static func asCollection(_ url: URL) -> URL {
        url.absoluteString.hasSuffix("/") ? url : URL(string: url.absoluteString + "/") ?? url
    }

    /// `url` without the user and password a URL may carry: credentials
    /// travel in the `Authorization` header only, and messages never show them.
    static func withoutCredentials(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }
}
