import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport on Foundation's `URLSession` (libcurl on Linux): an
/// ephemeral session with no cookies, no cache and no stored credentials,
/// that hands every redirect back to the client instead of following it.
///
/// It trusts the system's certificate authorities only: on Linux,
/// swift-corelibs-foundation gives no way to trust another (its
/// `serverTrust` challenges are unavailable, and libcurl's CA bundle is
/// fixed when the handle is made — the `URLSessionCertificateAuthorityInfoFile`
/// variable is read on Android only). A server with its own CA needs
/// ``CurlTransport`` with a CA file.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate = SessionDelegate()

    /// A transport whose requests may take at most `resourceTimeout`
    /// seconds in all.
    public init(resourceTimeout: TimeInterval = 300) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForResource = resourceTimeout
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request` on the session and waits for its answer (see ``HTTPTransport``).
    public func send(_ request: HTTPRequest, timeout: TimeInterval) throws(TransportError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        // Set again: only the setter marks the interval as the request's own
        // (else swift-corelibs-foundation uses the session's 60 s).
        urlRequest.timeoutInterval = timeout
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { data, response, error in
            outcome.set(data: data, response: response, error: error)
            done.signal()
        }
        task.resume()
        done.wait()
        if let refused = delegate.takeRefusal(of: task.taskIdentifier) { return refused }
        return try outcome.result()
    }

    /// A response's header fields as strings.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }

    /// Turns an `NSError` from URLSession into a ``TransportError``.
    static func transportError(_ error: Error) -> TransportError {
        let error = error as NSError
        let reason = (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
        if error.domain == NSURLErrorDomain {
            switch error.code {
            case NSURLErrorTimedOut:
                return .timedOut
            case NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
                 NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorServerCertificateNotYetValid,
                 NSURLErrorSecureConnectionFailed, NSURLErrorClientCertificateRejected:
                return .tls(reason: reason)
            default:
                break
            }
        }
        // libcurl's TLS failures come through as NSURLErrorUnknown with its
        // own message ("SSL certificate problem: …").
        if reason.contains("SSL") || reason.contains("certificate") { return .tls(reason: reason) }
        return .unreachable(reason: reason)
    }

    /// What a data task's completion handler received, handed from the
    /// session's queue to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        private var response: URLResponse?
        private var error: Error?

        func set(data: Data?, response: URLResponse?, error: Error?) {
            lock.lock()
            defer { lock.unlock() }
            (self.data, self.response, self.error) = (data, response, error)
        }

        func result() throws(TransportError) -> HTTPResponse {
            lock.lock()
            defer { lock.unlock() }
            if let error { throw URLSessionTransport.transportError(error) }
            guard let http = response as? HTTPURLResponse else { throw .unreachable(reason: "the answer was not HTTP") }
            return HTTPResponse(status: http.statusCode, headers: URLSessionTransport.headers(of: http), body: data ?? Data())
        }
    }

    /// Declines every redirect, so the client sees the 3xx and decides
    /// (keeping the method and the body, and the credentials on one host);
    /// and turns an authentication challenge back into the 401 it came from.
    ///
    /// swift-corelibs-foundation answers a 401 with a challenge; letting it
    /// handle that by default never completes the task (the task hangs), and
    /// rejecting or cancelling it completes the task as cancelled, without
    /// the response. So the challenge's response is kept here, the task
    /// cancelled, and ``send(_:timeout:)`` hands back the kept response.
    private final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var refusals: [Int: HTTPResponse] = [:]

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
            let failure = challenge.failureResponse as? HTTPURLResponse
            lock.lock()
            refusals[task.taskIdentifier] = HTTPResponse(status: failure?.statusCode ?? 401,
                                                         headers: failure.map(URLSessionTransport.headers(of:)) ?? [:])
            lock.unlock()
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        func takeRefusal(of task: Int) -> HTTPResponse? {
            lock.lock()
            defer { lock.unlock() }
            return refusals.removeValue(forKey: task)
        }
    }
}
