import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP proxy for tests that makes network faults deterministic:
/// it forwards each request to a server on 127.0.0.1 and, for the requests
/// a rule picks (by number, method or path), delays it, drops it (closes
/// the connection with no answer), answers it itself (a 503 with
/// `Retry-After`, say), or runs an action first (another client changing a
/// card between this client's read and its write).
///
/// One request per connection: every answer says `Connection: close`, so
/// requests are counted exactly as clients send them. Request bodies must
/// come with `Content-Length` (as libcurl sends them).
public final class FaultProxy: @unchecked Sendable {
    /// What to do with one request.
    public enum Fault: Sendable {
        /// Wait, then forward it.
        case delay(TimeInterval)
        /// Close the connection without an answer.
        case drop
        /// Answer with `status` and `headers` and an empty body; not forwarded.
        case respond(status: Int, headers: [String: String])
        /// Run `action`, then forward the request.
        case before(@Sendable () -> Void)
        /// Forward it with its body (a card) rewritten by `transform`, and
        /// answer without the server's `ETag`: a server that keeps a card
        /// other than it was sent, and says so as RFC 6352 asks.
        case rewriteBody(@Sendable (String) -> String)
    }

    /// A request as the proxy saw it; `number` counts from 1.
    public struct Request: Sendable, Equatable {
        /// Its place among the requests the proxy received, from 1.
        public var number: Int
        /// The HTTP method, as sent.
        public var method: String
        /// The request target as sent: the path and any query.
        public var path: String
        /// The fault applied (`drop`, `delay 1.5`, `respond 503`, `before`);
        /// `nil` when it was forwarded as it came.
        public var fault: String?
    }

    /// The loopback port the proxy listens on.
    public let port: Int
    /// The loopback port of the server it forwards to.
    public let upstreamPort: Int
    /// `http://127.0.0.1:PORT/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    private let listener: Int32
    private let lock = NSLock()
    private var rules: [@Sendable (Request) -> Fault?] = []
    private var seen: [Request] = []
    private var stopped = false

    /// Starts listening on a free loopback port, forwarding to `upstreamPort`.
    public init(upstreamPort: Int) throws {
        self.upstreamPort = upstreamPort
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ToolFailure(tool: "proxy", message: "socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = LoopbackPort.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 64) == 0 else {
            close(socket)
            throw ToolFailure(tool: "proxy", message: "bind/listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        listener = socket
        port = Int(UInt16(bigEndian: address.sin_port))
        // The accepting thread holds the proxy weakly, so releasing it stops it.
        Thread.detachNewThread { [weak self] in Self.acceptLoop(socket) { self } }
    }

    deinit { stop() }

    /// Applies `fault` to request number `number` (counting from 1).
    public func inject(_ fault: Fault, atRequest number: Int) {
        inject { $0.number == number ? fault : nil }
    }

    /// Adds a rule; the first rule that returns a fault for a request wins.
    public func inject(_ rule: @escaping @Sendable (Request) -> Fault?) {
        lock.lock()
        rules.append(rule)
        lock.unlock()
    }

    /// Every request so far, in the order they arrived.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    /// Stops accepting connections.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    // MARK: - Connections

    private static func acceptLoop(_ listener: Int32, _ proxy: () -> FaultProxy?) {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            guard let proxy = proxy() else {
                close(client)
                return
            }
            Thread.detachNewThread { proxy.serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = Self.readRequest(client) else { return }
        var fault: Fault?
        lock.lock()
        var entry = Request(number: seen.count + 1, method: request.method, path: request.path)
        // Each rule is asked once per request (a rule may keep state: "the first PUT").
        for rule in rules {
            fault = rule(entry)
            if fault != nil { break }
        }
        entry.fault = fault.map(Self.name)
        seen.append(entry)
        lock.unlock()
        switch fault {
        case .drop?:
            return
        case .respond(let status, let headers)?:
            let lines = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
            Self.write(client, Data("HTTP/1.1 \(status) Injected\r\n\(lines)Content-Length: 0\r\nConnection: close\r\n\r\n".utf8))
            return
        case .delay(let seconds)?:
            Thread.sleep(forTimeInterval: seconds)
        case .before(let action)?:
            action()
        case .rewriteBody(let transform)?:
            guard let response = forward(Self.rewritingBody(request.bytes, transform)) else { return }
            Self.write(client, Self.withoutETag(response))
            return
        case nil:
            break
        }
        guard let response = forward(request.bytes) else { return }
        Self.write(client, response)
    }

    /// `request` with its body rewritten by `transform` and its `Content-Length` to match.
    private static func rewritingBody(_ request: Data, _ transform: (String) -> String) -> Data {
        editingHead(request) { lines, body in
            body = Data(transform(String(decoding: body, as: UTF8.self)).utf8)
            lines.removeAll { $0.lowercased().hasPrefix("content-length:") }
            lines.append("Content-Length: \(body.count)")
        }
    }

    /// `response` without its `ETag` header.
    private static func withoutETag(_ response: Data) -> Data {
        editingHead(response) { lines, _ in lines.removeAll { $0.lowercased().hasPrefix("etag:") } }
    }

    /// An HTTP message with its head's lines (the start line first) and
    /// its body as `edit` leaves them; a message without a whole head as it is.
    private static func editingHead(_ message: Data, _ edit: (inout [String], inout Data) -> Void) -> Data {
        guard let headEnd = message.range(of: Data("\r\n\r\n".utf8)) else { return message }
        var lines = String(decoding: message[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        var body = Data(message[headEnd.upperBound...])
        edit(&lines, &body)
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    private static func name(_ fault: Fault) -> String {
        switch fault {
        case .delay(let seconds): return "delay \(seconds)"
        case .drop: return "drop"
        case .respond(let status, _): return "respond \(status)"
        case .before: return "before"
        case .rewriteBody: return "rewrite"
        }
    }

    /// Sends `request` upstream and reads the answer to its end, with
    /// `Connection: close` in its head.
    private func forward(_ request: Data) -> Data? {
        let upstream = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard upstream >= 0 else { return nil }
        defer { close(upstream) }
        var address = LoopbackPort.loopback(port: upstreamPort)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        Self.write(upstream, request)
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(upstream, &buffer, buffer.count)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        return Self.closingConnection(response)
    }

    // MARK: - HTTP framing

    private struct RawRequest {
        var method: String
        var path: String
        var bytes: Data
    }

    /// Reads one request (head and `Content-Length` body) and rewrites its
    /// `Connection` header to `close`.
    private static func readRequest(_ socket: Int32) -> RawRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { return nil }
            data.append(contentsOf: buffer[0..<count])
            headEnd = data.range(of: Data("\r\n\r\n".utf8))
        }
        guard let headEnd else { return nil }
        let head = String(decoding: data[..<headEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let length = lines.compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        var body = Data(data[headEnd.upperBound...])
        while body.count < length {
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { return nil }
            body.append(contentsOf: buffer[0..<count])
        }
        lines.removeAll { $0.lowercased().hasPrefix("connection:") }
        let rewritten = ([requestLine.joined(separator: " ")] + lines + ["Connection: close", "", ""]).joined(separator: "\r\n")
        return RawRequest(method: String(requestLine[0]), path: String(requestLine[1]), bytes: Data(rewritten.utf8) + body)
    }

    /// `response` with its `Connection` header set to `close`.
    private static func closingConnection(_ response: Data) -> Data {
        editingHead(response) { lines, _ in
            lines.removeAll { $0.lowercased().hasPrefix("connection:") }
            lines.append("Connection: close")
        }
    }

    private static func write(_ socket: Int32, _ data: Data) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(socket, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
