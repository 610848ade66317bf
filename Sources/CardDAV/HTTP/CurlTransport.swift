import CardDAV
import CCurl
import Foundation

/// A transport on libcurl directly, for a server whose certificate is
/// signed by its own CA (a book's `ca_file`).
///
/// `URLSession` on Linux cannot trust such a server: swift-corelibs-foundation
/// offers no server-trust challenge there (`serverTrust` is unavailable) and
/// sets libcurl's CA bundle itself, to the system's. This transport uses the
/// same libcurl with `CURLOPT_CAINFO` set to the CA file, and otherwise keeps
/// the rules of ``URLSessionTransport``: no redirects followed, HTTP and
/// HTTPS only, peer and host verified, a timeout of silence per request.
/// Each request uses a handle of its own, so it may be called from any
/// thread.
public final class CurlTransport: HTTPTransport {
    /// The PEM file of the CAs to trust besides the system's CA directory.
    public let caFile: String
    private let resourceTimeout: TimeInterval

    /// libcurl's global set-up, done once before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

    /// A transport that trusts the CAs in `caFile` (PEM). A file that cannot
    /// be read is an error here, not a TLS failure later.
    public init(caFile: String, resourceTimeout: TimeInterval = 300) throws(CurlTransportError) {
        guard FileManager.default.isReadableFile(atPath: caFile) else { throw .unreadableCAFile(path: caFile) }
        guard Self.initialized else { throw .libcurlUnavailable }
        self.caFile = caFile
        self.resourceTimeout = resourceTimeout
    }

    /// Sends `request` with a libcurl handle of its own and waits for its answer (see `HTTPTransport`).
    public func send(_ request: HTTPRequest, timeout: TimeInterval) throws(TransportError) -> HTTPResponse {
        guard let handle = curl_easy_init() else { throw .unreachable(reason: "libcurl could not make a handle") }
        defer { curl_easy_cleanup(handle) }
        let exchange = Exchange()
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        // "Expect:" with no value keeps libcurl from waiting for 100-continue.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            headerList = curl_slist_append(headerList, line)
        }
        let body = request.body ?? Data()
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code: CURLcode = withExtendedLifetime(exchange) {
            body.withUnsafeBytes { bodyBytes in
                errorText.withUnsafeMutableBufferPointer { errorBuffer in
                    var set = CURLE_OK
                    func option(_ status: CURLcode) { if set == CURLE_OK { set = status } }
                    option(hotels_curl_set_pointer(handle, CURLOPT_URL, request.url.absoluteString))
                    option(hotels_curl_set_pointer(handle, CURLOPT_CUSTOMREQUEST, request.method))
                    option(hotels_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headerList))
                    option(hotels_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
                    option(hotels_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0))
                    option(hotels_curl_set_long(handle, CURLOPT_NOSIGNAL, 1))
                    option(hotels_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
                    option(hotels_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
                    option(hotels_curl_set_pointer(handle, CURLOPT_CAINFO, caFile))
                    option(hotels_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT, max(1, Int(timeout.rounded(.up)))))
                    // Silence: under one byte a second for `timeout` seconds.
                    option(hotels_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1))
                    option(hotels_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, Int(timeout.rounded(.up)))))
                    option(hotels_curl_set_long(handle, CURLOPT_TIMEOUT, max(1, Int(resourceTimeout.rounded(.up)))))
                    option(hotels_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer.baseAddress))
                    // libcurl reads the body from this pointer during perform, inside withUnsafeBytes.
                    if let bytes = bodyBytes.baseAddress, bodyBytes.count > 0 {
                        option(hotels_curl_set_pointer(handle, CURLOPT_POSTFIELDS, bytes))
                        option(hotels_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bodyBytes.count)))
                    }
                    option(hotels_curl_set_callback(handle, CURLOPT_WRITEFUNCTION, CURLOPT_WRITEDATA, { data, size, count, context in
                        guard let data, let context else { return 0 }
                        Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
                        return size * count
                    }, context))
                    option(hotels_curl_set_callback(handle, CURLOPT_HEADERFUNCTION, CURLOPT_HEADERDATA, { data, size, count, context in
                        guard let data, let context else { return 0 }
                        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
                        Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().header(line)
                        return size * count
                    }, context))
                    guard set == CURLE_OK else { return set }
                    return curl_easy_perform(handle)
                }
            }
        }
        guard code == CURLE_OK else {
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Self.transportError(code, detail: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
        var status = 0
        _ = hotels_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: status, headers: exchange.headers, body: exchange.body)
    }

    /// What a libcurl failure means to the client.
    static func transportError(_ code: CURLcode, detail: String) -> TransportError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .tls(reason: detail)
        default:
            return .unreachable(reason: detail)
        }
    }

    /// The response as libcurl hands it over, piece by piece.
    private final class Exchange {
        var body = Data()
        var headers: [String: String] = [:]

        /// One header line; a status line (a new response, after a 100 or
        /// an interim one) starts the headers afresh.
        func header(_ line: String) {
            if line.hasPrefix("HTTP/") {
                headers = [:]
                return
            }
            guard let colon = line.firstIndex(of: ":") else { return }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            headers[name] = value
        }
    }
}

/// Why a ``CurlTransport`` cannot be made.
public enum CurlTransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `ca_file` cannot be read.
    case unreadableCAFile(path: String)
    /// libcurl's global set-up failed.
    case libcurlUnavailable

    public var description: String {
        switch self {
        case .unreadableCAFile(let path): return "\(path): cannot read the CA file (ca_file)"
        case .libcurlUnavailable: return "libcurl could not be set up"
        }
    }
}
