import CCurl
import Foundation

/// The HTTP transport: libcurl, loaded the first time a transport is made.
///
/// libcurl is opened with `dlopen` rather than linked: linking it (or
/// Foundation's `URLSession`, which is libcurl on Linux) loaded some forty
/// shared libraries — TLS, Kerberos, LDAP, SSH — into every run of
/// `hotels`, a sync of a file included. No redirect is followed (the client
/// decides), only HTTP and HTTPS are spoken, the peer and its host name are
/// verified against the system's CAs and, for a server with its own CA
/// (a book's `ca_file`), that file too. A request has two bounds that
/// share no time (``HTTPTimeouts``): its connection must be up within the
/// connect bound, and from then on it fails after the silence bound passes
/// with no byte moved. A request has a handle to itself while it runs, so
/// it may be called from any thread; a finished handle is kept, with its
/// open connections, for the next request.
public final class CurlTransport: HTTPTransport {
    /// The PEM file of the CAs to trust besides the system's, if any.
    public let caFile: String?
    private let resourceTimeout: TimeInterval
    private let largestBody: Int
    /// libcurl's functions, every one set (``library`` loaded them all).
    private let loaded: Library
    private var curl: hotels_curl { loaded.functions }

    /// Handles of finished requests, kept with their connections.
    private let handles = HandlePool()

    /// What the transport calls itself to servers.
    static let userAgent = "hotels"

    deinit {
        while let handle = handles.take() { curl.easy_cleanup!(handle) }
    }

    /// libcurl's function pointers: set once when it is loaded, only read after.
    private struct Library: @unchecked Sendable {
        let functions: hotels_curl
    }

    /// libcurl, loaded and globally set up once.
    private static let library: Result<Library, CurlTransportError> = {
        var api = hotels_curl()
        if let failure = hotels_curl_load(&api) { return .failure(.libcurlUnavailable(reason: String(cString: failure))) }
        guard api.global_init!(Int(CURL_GLOBAL_ALL)) == CURLE_OK else { return .failure(.libcurlUnavailable(reason: "curl_global_init failed")) }
        return .success(Library(functions: api))
    }()

    /// A transport that trusts the system's CAs and those in `caFile`
    /// (PEM). A CA file that cannot be read is an error here, not a TLS
    /// failure later; so is a machine without libcurl.
    /// A response's body past `largestBody` bytes ends the request with
    /// ``TransportError/responseTooLarge``.
    public init(caFile: String? = nil, resourceTimeout: TimeInterval = 300,
                largestBody: Int = TransportError.largestBody) throws(CurlTransportError) {
        if let caFile {
            guard let bytes = FileManager.default.contents(atPath: caFile) else { throw .unreadableCAFile(path: caFile) }
            // libcurl takes PEM certificates only; a DER file or a key would fail every request as "not trusted".
            let headers = ["CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CERTIFICATE"].map { Data("-----BEGIN \($0)-----".utf8) }
            guard headers.contains(where: { bytes.range(of: $0) != nil }) else { throw .notACAFile(path: caFile) }
        }
        loaded = try Self.library.get()
        self.caFile = caFile
        self.resourceTimeout = resourceTimeout
        self.largestBody = largestBody
    }

    /// Sends `request` on an idle handle (or a new one) and waits for its answer (see `HTTPTransport`).
    public func send(_ request: HTTPRequest, timeouts: HTTPTimeouts) throws(TransportError) -> HTTPResponse {
        // Freed after the handle is reset, which forgets the pointer.
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        guard let handle = handles.take() ?? curl.easy_init!() else { throw .unreachable(reason: "libcurl could not make a handle") }
        defer {
            // Reset forgets the request's options but keeps the handle's
            // open connections: the next request to the server reuses one.
            curl.easy_reset!(handle)
            if !handles.put(handle) { curl.easy_cleanup!(handle) }
        }
        var api = curl
        let exchange = Exchange(silenceLimit: timeouts.silence, largestBody: largestBody)
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl.slist_free_all!(headerList) }
        // "Expect:" with no value keeps libcurl from waiting for 100-continue.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            headerList = curl.slist_append!(headerList, line)
        }
        let body = request.body ?? Data()
        let code: CURLcode = withExtendedLifetime(exchange) {
            body.withUnsafeBytes { bodyBytes in
                var set = CURLE_OK
                func option(_ status: CURLcode) { if set == CURLE_OK { set = status } }
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_URL, request.url.absoluteString))
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_CUSTOMREQUEST, request.method))
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_HTTPHEADER, headerList))
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_PROTOCOLS_STR, "http,https"))
                option(hotels_curl_set_long(&api, handle, CURLOPT_FOLLOWLOCATION, 0))
                option(hotels_curl_set_long(&api, handle, CURLOPT_NOSIGNAL, 1))
                option(hotels_curl_set_long(&api, handle, CURLOPT_SSL_VERIFYPEER, 1))
                option(hotels_curl_set_long(&api, handle, CURLOPT_SSL_VERIFYHOST, 2))
                if let caFile { option(hotels_curl_set_pointer(&api, handle, CURLOPT_CAINFO, caFile)) }
                // The connection phase (TLS included) has a bound of its own…
                option(hotels_curl_set_long(&api, handle, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int((timeouts.connect * 1000).rounded(.up)))))
                option(hotels_curl_set_prereq(&api, handle, { context, _, _, _, _ in
                    guard let context else { return CURL_PREREQFUNC_OK }
                    Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().connected()
                    return CURL_PREREQFUNC_OK
                }, context))
                // …and silence counts from when the connection is up: no byte
                // sent or received for `timeouts.silence` seconds ends the request.
                option(hotels_curl_set_progress(&api, handle, { context, _, downloaded, _, uploaded in
                    guard let context else { return 0 }
                    return Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().isSilent(moved: downloaded + uploaded) ? 1 : 0
                }, context))
                option(hotels_curl_set_long(&api, handle, CURLOPT_TIMEOUT, max(1, Int(resourceTimeout.rounded(.up)))))
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_ERRORBUFFER, errorBuffer))
                // Whatever the server compresses with, decoded by libcurl.
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_ACCEPT_ENCODING, ""))
                option(hotels_curl_set_pointer(&api, handle, CURLOPT_USERAGENT, Self.userAgent))
                // libcurl reads the body from this pointer during perform, inside withUnsafeBytes.
                if let bytes = bodyBytes.baseAddress, bodyBytes.count > 0 {
                    option(hotels_curl_set_pointer(&api, handle, CURLOPT_POSTFIELDS, bytes))
                    option(hotels_curl_set_offset(&api, handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bodyBytes.count)))
                }
                option(hotels_curl_set_callback(&api, handle, CURLOPT_WRITEFUNCTION, CURLOPT_WRITEDATA, { data, size, count, context in
                    guard let data, let context else { return 0 }
                    let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
                    // Past the limit: 0 ends the transfer (CURLE_WRITE_ERROR).
                    guard exchange.body.count + size * count <= exchange.largestBody else {
                        exchange.tooLarge = true
                        return 0
                    }
                    exchange.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
                    return size * count
                }, context))
                option(hotels_curl_set_callback(&api, handle, CURLOPT_HEADERFUNCTION, CURLOPT_HEADERDATA, { data, size, count, context in
                    guard let data, let context else { return 0 }
                    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
                    Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().header(line)
                    return size * count
                }, context))
                guard set == CURLE_OK else { return set }
                return curl.easy_perform!(handle)
            }
        }
        if exchange.fellSilent { throw .timedOut }
        if exchange.tooLarge { throw .responseTooLarge }
        // libcurl's own timeout before the connection was up is the connect
        // bound; after it, it is the whole request's bound (`resourceTimeout`),
        // reported in libcurl's words as a failure to reach the server.
        if code == CURLE_OPERATION_TIMEDOUT && !exchange.isConnected { throw .connectTimedOut }
        guard code == CURLE_OK else {
            let detail = String(cString: errorBuffer)
            throw Self.transportError(code, detail: detail.isEmpty ? curl.easy_strerror!(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)" : detail,
                                      caFile: caFile)
        }
        var status = 0
        _ = hotels_curl_get_long(&api, handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: status, headers: exchange.headers.values, body: exchange.body)
    }

    /// What a libcurl failure means to the client (`caFile`: the CA file
    /// the transport trusts besides the system's, if any).
    static func transportError(_ code: CURLcode, detail: String, caFile: String? = nil) -> TransportError {
        switch code {
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CIPHER:
            return .tlsHandshake(reason: detail)
        case CURLE_SSL_CACERT_BADFILE where caFile != nil:
            return .caFileFailed(reason: detail)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
             CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return verificationFailure(detail, caFile: caFile)
        case CURLE_GOT_NOTHING:
            return .emptyReply(reason: detail)
        default:
            return .unreachable(reason: detail)
        }
    }

    /// A server certificate that failed verification: the `ca_file`'s to
    /// answer for where no CA trusted signed it (given one), else the
    /// certificate's own failure — a name, a date, a pinned key that does
    /// not match — which no CA file mends.
    static func verificationFailure(_ detail: String, caFile: String?) -> TransportError {
        let lower = detail.lowercased()
        if let caFile, lower.contains("issuer") || lower.contains("self signed") || lower.contains("self-signed") {
            return .caFileFailed(reason: "\(detail), with the CAs of \(caFile) and the system's")
        }
        return .tls(reason: detail)
    }

    /// The response as libcurl hands it over, piece by piece, and how long
    /// the line has been silent since the connection was up.
    private final class Exchange {
        var body = Data()
        var headers = HeaderFields()
        /// Whether the body grew past `largestBody`.
        var tooLarge = false
        let largestBody: Int
        /// Whether the request was ended for ``silenceLimit`` seconds of silence.
        private(set) var fellSilent = false
        private let silenceLimit: TimeInterval
        private var moved: curl_off_t = 0
        /// When a byte last moved, or the connection came up; `nil` while
        /// connecting, which the connect timeout bounds, not this one.
        private var lastMoved: TimeInterval?

        init(silenceLimit: TimeInterval, largestBody: Int) {
            self.silenceLimit = silenceLimit
            self.largestBody = largestBody
        }

        /// Whether the connection came up (made or reused).
        var isConnected: Bool { lastMoved != nil }

        /// The connection is up and the request about to go: silence counts from now.
        func connected() {
            lastMoved = ProcessInfo.processInfo.systemUptime
        }

        /// Whether the line has been silent too long since the connection
        /// came up, given the bytes moved both ways so far (libcurl's
        /// progress report, made while connecting too).
        func isSilent(moved total: curl_off_t) -> Bool {
            guard var last = lastMoved else { return false }
            let now = ProcessInfo.processInfo.systemUptime
            if total != moved {
                moved = total
                last = now
                lastMoved = now
            }
            fellSilent = now - last > silenceLimit
            return fellSilent
        }

        /// One header line; a status line (a new response, after a 100 or
        /// an interim one) starts the headers afresh. A field sent on several
        /// lines is taken as ``HeaderFields`` says.
        func header(_ line: String) {
            lastMoved = ProcessInfo.processInfo.systemUptime
            if line.hasPrefix("HTTP/") {
                headers = HeaderFields()
                return
            }
            guard let colon = line.firstIndex(of: ":") else { return }
            headers.add(name: line[..<colon].trimmingCharacters(in: .whitespaces),
                        value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

/// A few idle libcurl handles, each keeping its connections open, for
/// requests on any thread: one takes a handle, or makes one when none is
/// idle, and puts it back when done.
private final class HandlePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [UnsafeMutableRawPointer] = []
    /// The most handles kept: as many as requests run at once, in practice.
    private let capacity = 4

    func take() -> UnsafeMutableRawPointer? {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast()
    }

    /// Keeps `handle`, unless the pool is full (then the caller frees it).
    func put(_ handle: UnsafeMutableRawPointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard idle.count < capacity else { return false }
        idle.append(handle)
        return true
    }
}

/// Why a ``CurlTransport`` cannot be made.
public enum CurlTransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `ca_file` cannot be read.
    case unreadableCAFile(path: String)
    /// The `ca_file` holds no certificate in PEM form, the only one libcurl reads.
    case notACAFile(path: String)
    /// libcurl cannot be loaded or set up, for `reason`.
    case libcurlUnavailable(reason: String)

    /// What cannot be read or loaded, and what to do about it.
    public var description: String {
        switch self {
        case .unreadableCAFile(let path): return "\(path): cannot read the CA file (ca_file)"
        case .notACAFile(let path):
            return "\(path): the CA file (ca_file) holds no certificate in PEM form ('-----BEGIN CERTIFICATE-----'); "
                + "give the server's CA certificate in PEM (openssl x509 -inform der -in FILE -out FILE.pem converts one in DER)"
        case .libcurlUnavailable(let reason):
            return "libcurl cannot be loaded (\(reason)); a CardDAV book needs it: install Debian's libcurl4 package"
        }
    }
}
