import Foundation

/// Hrefs as WebDAV servers write them — usually an absolute path,
/// percent-encoded (`/alice/contacts/a%20b.vcf`), sometimes a full URL —
/// and the rules for resolving and comparing them.
public enum Href {
    /// `href` resolved against `base`.
    static func url(_ href: String, relativeTo base: URL) -> URL? {
        URL(string: href, relativeTo: base)?.absoluteURL
    }

    /// The href to record for `location` (a `Location` header or an href
    /// from a body): its path (and query) when it is on `base`'s host, as
    /// listings write hrefs; the whole URL when it is on another server
    /// (``sameOrigin(_:_:)``).
    static func recorded(_ location: String, relativeTo base: URL) -> String {
        guard let url = url(location, relativeTo: base) else { return location }
        guard sameOrigin(url, base), let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// Whether `a` and `b` are on one server: the same scheme, host and
    /// port (a port left out is the scheme's). Credentials go to no other.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && (a.port ?? defaultPort(a.scheme)) == (b.port ?? defaultPort(b.scheme))
    }

    /// The port a URL of `scheme` means when it names none: 443 for https, 80 for http.
    static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "https": 443
        case "http": 80
        default: nil
        }
    }

    /// Whether `href` names a resource inside `collection` (not the
    /// collection itself), as ``Members/contains(_:)`` places it.
    static func isInside(_ href: String, collection: URL) -> Bool {
        Members([collection]).contains(href)
    }

    /// Collections as a listing's hrefs are placed against them (a
    /// collection and where its server redirected it), each one's path
    /// worked out once for the listing's many hrefs.
    struct Members {
        private let parents: [(url: URL, segments: [String], key: String)]

        init(_ collections: [URL]) {
            parents = collections.compactMap { url in
                guard let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath else { return nil }
                return (url, Href.segments(path).map { $0.lowercased() }, Href.key(url.absoluteString, url))
            }
        }

        /// Whether `href` names a resource inside one of the collections
        /// (not one itself): on its server, and under its path segment by
        /// segment (``segments(_:)``; the collection's own segments compared
        /// without regard to case, as servers that look user names up so
        /// list `/dav/alice/…` for a collection configured as `/dav/Alice/`).
        func contains(_ href: String) -> Bool {
            parents.contains { parent in
                guard let target = url(href, relativeTo: parent.url), sameOrigin(target, parent.url),
                      let path = URLComponents(url: target, resolvingAgainstBaseURL: true)?.percentEncodedPath else { return false }
                let member = segments(path)
                return member.count > parent.segments.count && zip(parent.segments, member).allSatisfy { $0 == $1.lowercased() }
            }
        }

        /// Whether `href` names one of the collections itself (``Href/same(_:_:relativeTo:)``).
        func isCollection(_ href: String) -> Bool {
            parents.contains { key(href, $0.url) == $0.key }
        }
    }

    /// A percent-encoded path as its segments, each decoded, with an escaped
    /// `/` or `%` escaped again so that it stays inside its segment
    /// (`book%2Fa.vcf` is one segment, not `book` and `a.vcf`); empty and
    /// `.` segments left out, `..` (escaped or not) taking back the one before.
    static func segments(_ percentEncodedPath: String) -> [String] {
        var segments: [String] = []
        for written in percentEncodedPath.split(separator: "/") {
            let segment = (written.removingPercentEncoding ?? String(written))
                .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
            if segment == ".." { _ = segments.popLast() } else if segment != "." { segments.append(segment) }
        }
        return segments
    }

    /// What a collection's URL is compared by: its scheme and host
    /// (lower-cased), its port (the scheme's own left out) and its path's
    /// ``segments(_:)``, with or without a last `/`; a query is no part of
    /// it. Two URLs of one collection, however written, have one key.
    public static func collectionKey(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        let scheme = components.scheme?.lowercased() ?? ""
        let port = components.port.flatMap { $0 == defaultPort(scheme) ? nil : $0 }
        return "\(scheme)://\(components.host?.lowercased() ?? ""):\(port.map(String.init) ?? "")/"
            + segments(components.percentEncodedPath).joined(separator: "/")
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
