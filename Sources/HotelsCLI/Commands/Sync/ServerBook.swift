import CardDAV
import Foundation

/// A CardDAV collection as a `[book NAME]` section (`kind = carddav`) or a
/// URL on the command line gives it: where it is, whom to be, where the
/// password comes from and which certificates to trust.
///
/// The password is only ever had by reference — a `password_command`, or
/// the netrc file (`$NETRC`, else `~/.netrc`) — and only when the book is
/// opened; it goes into the `Authorization` header and nowhere else.
struct ServerBook {
    /// The collection's URL, without any user or password.
    var url: URL
    var username: String?
    /// `nil`: the netrc file the environment names.
    var password: PasswordSource?
    /// A CA certificate file to trust the server by (a self-hosted server's own CA).
    var caFile: String?
    /// Whether plain HTTP to another machine is allowed (`insecure = yes`).
    var insecure = false
    /// Whether listings use `sync-collection` where the server has it (`sync_collection = no` turns it off).
    var syncCollection = true
    /// Seconds of silence after which a request counts as failed (`request_timeout`;
    /// a large collection on a slow server may need more for its first listing).
    var requestTimeout: TimeInterval = 30

    /// Whether `text` is a server's URL rather than a path.
    static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The book at `text`, a collection's URL. A user name in it is taken;
    /// a password in it is refused: a command line is seen by every user.
    init?(url text: String) {
        guard Self.isURL(text), var components = URLComponents(string: Self.escapingUnsafe(text)),
              components.host?.isEmpty == false else { return nil }
        guard components.password == nil else { return nil }
        username = components.user
        components.user = nil
        guard let url = components.url else { return nil }
        self.url = url
    }

    /// `text` with every character a URL may not hold as written (a letter
    /// beyond ASCII, a space) escaped as UTF-8, and its escapes kept as they
    /// are: a URL copied from a browser ("…/Büro%20Reisen/", the letter as
    /// typed, the space escaped) is the URL it shows, not escaped twice
    /// (Foundation escapes every `%` of a string that needs any escape).
    /// The host is left as written: Foundation gives a name beyond ASCII
    /// its `xn--` form.
    static func escapingUnsafe(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let tail = text[pathStart...]
        return String(text[..<pathStart]) + (tail.addingPercentEncoding(withAllowedCharacters: urlCharacters) ?? String(tail))
    }

    /// What a URL holds as written: RFC 3986's unreserved and reserved
    /// characters, and `%` (an escape).
    private static let urlCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

    /// How messages name the book: its URL as written. (Its sync state goes
    /// by ``SyncCommand/stateName(of:in:prefix:)``.)
    var shown: String { url.absoluteString }

    /// The name a sync state of the collection given by its URL takes:
    /// scheme and host in lower case, the path (escapes kept) ending in `/`,
    /// as WebDAV names a collection. Whether two URLs are one collection is
    /// ``sameCollection(as:)``'s to say, which reads them more closely.
    var identity: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return shown }
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        if !components.percentEncodedPath.hasSuffix("/") { components.percentEncodedPath += "/" }
        return components.string ?? shown
    }

    /// Whether `other` is the same collection however either URL is
    /// written (``CardDAV/Href/collectionKey(_:)``): `user%40example.com` is
    /// `user@example.com`, and `…/contacts` on the command line is the
    /// configured `…/contacts/`.
    func sameCollection(as other: ServerBook) -> Bool {
        collectionKey == other.collectionKey
    }

    /// The collection's URL as ``sameCollection(as:)`` compares it.
    private var collectionKey: String { Href.collectionKey(url) }

    /// A client of the server with the book's credentials.
    func client(environment: [String: String]) throws(CLIError) -> CardDAVClient {
        let source = password ?? .netrc(path: NetrcFile.defaultPath(environment: environment))
        let credentials: Credentials
        do { credentials = try source.credentials(username: username, host: url.host ?? "") } catch {
            // A user name to be had is the section's username's to give.
            let key: String? = if case .missingUsername = error { "username" } else { password == nil ? nil : "password_command" }
            throw .bookSetup(error.description, key: key)
        }
        let transport: CurlTransport
        do { transport = try CurlTransport(caFile: caFile) } catch {
            let key: String? = if case .libcurlUnavailable = error { nil } else { "ca_file" }
            throw .bookSetup(error.description, key: key)
        }
        return CardDAVClient(configuration: CardDAVConfiguration(credentials: credentials, allowsInsecureHTTP: insecure,
                                                                 timeout: requestTimeout),
                             transport: transport)
    }

    /// The book to sync, import from or export to.
    func open(environment: [String: String]) throws(CLIError) -> CardDAVBook {
        let book = CardDAVBook(collection: try client(environment: environment).collection(at: url))
        book.usesSyncCollection = syncCollection
        return book
    }
}
