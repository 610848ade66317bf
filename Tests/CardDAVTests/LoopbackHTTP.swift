import Foundation
import HotelsTestSupport

/// A small HTTP/1.1 server on loopback for the transport's own rules —
/// timeouts, connection reuse, compression, the User-Agent — that a real
/// CardDAV server cannot be made to break on cue. It answers every GET
/// with the file `card.vcf` of its folder (which the test writes), keeps
/// connections alive, gzips the body when the request accepts gzip, and
/// appends one JSON line per request to `requests.jsonl`: the connection's
/// number (counted as the server accepts them), the path, the headers
/// (names lower-cased) and the encoding it answered in.
struct LoopbackHTTP {
    /// How the server misbehaves.
    struct Behaviour {
        /// Speak TLS with this certificate and key.
        var tls: TestCertificates?
        /// Seconds between accepting a connection and its TLS handshake.
        var handshakeDelay: TimeInterval = 0
        /// Accept connections and requests, and never answer (with TLS,
        /// never finish the handshake).
        var silent = false
        /// Seconds between reading a request and sending the headers.
        var headerDelay: TimeInterval = 0
        /// Send an interim answer (103 Early Hints, with a `Link` header) before the final one.
        var interim = false
        /// Send a field on two lines, its name in two cases (`X-Repeated`),
        /// and two entity tags on two `ETag` lines.
        var repeatedFields = false
        /// The body is sent in this many pieces, `chunkGap` seconds apart.
        var chunks = 1
        var chunkGap: TimeInterval = 0

        var arguments: [String] {
            var arguments = ["--handshake-delay", "\(handshakeDelay)", "--header-delay", "\(headerDelay)",
                             "--chunks", "\(chunks)", "--chunk-gap", "\(chunkGap)"]
            if let tls { arguments += ["--tls", tls.serverCertificate, tls.serverKey] }
            if silent { arguments.append("--silent") }
            if interim { arguments.append("--interim") }
            if repeatedFields { arguments.append("--repeated-fields") }
            return arguments
        }
    }

    /// One request as the server saw it.
    struct Seen: Decodable {
        var connection: Int
        var path: String
        var headers: [String: String]
        var encoding: String?
    }

    let server: PythonServer
    let baseURL: URL
    /// What the server answers every GET with.
    let card: Data

    /// Whether the tests that need the server run: where python3 is
    /// installed, and always under CI (where its absence then fails them).
    static var shouldRun: Bool { PythonServer.isAvailable || TestPaths.isCI }

    /// Starts a server that answers with `card`.
    init(_ behaviour: Behaviour = Behaviour(), card: String = Self.sampleCard) throws {
        server = try PythonServer(script: Self.script, arguments: behaviour.arguments)
        baseURL = URL(string: "\(behaviour.tls == nil ? "http" : "https")://127.0.0.1:\(server.port)/")!
        self.card = Data(card.utf8)
        try self.card.write(to: server.folder.url.appendingPathComponent("card.vcf"))
    }

    /// The requests so far, in the order they were answered (or taken, for a silent server).
    func requests() throws -> [Seen] {
        let text = (try? String(contentsOfFile: server.folder.path("requests.jsonl"), encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Seen.self, from: Data($0.utf8)) }
    }

    /// A card long enough to be worth compressing and to be sent in pieces.
    static let sampleCard = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:loop-1\r\nFN:Loopback Inn\r\n"
        + (1...60).map { "NOTE:room \($0) looks over the quiet courtyard\r\n" }.joined() + "END:VCARD\r\n"

    static let script = #"""
        import argparse, gzip, http.server, json, os, ssl, threading, time

        parser = argparse.ArgumentParser()
        parser.add_argument("--tls", nargs=2)
        parser.add_argument("--handshake-delay", type=float, default=0)
        parser.add_argument("--silent", action="store_true")
        parser.add_argument("--header-delay", type=float, default=0)
        parser.add_argument("--interim", action="store_true")
        parser.add_argument("--repeated-fields", action="store_true")
        parser.add_argument("--chunks", type=int, default=1)
        parser.add_argument("--chunk-gap", type=float, default=0)
        options = parser.parse_args()

        context = None
        if options.tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(options.tls[0], options.tls[1])

        lock = threading.Lock()
        accepted = [0]

        def record(entry):
            with lock:
                with open("requests.jsonl", "a") as log:
                    log.write(json.dumps(entry) + "\n")

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self):
                with lock:
                    accepted[0] += 1
                    self.number = accepted[0]
                if context is not None:
                    time.sleep(options.handshake_delay)
                    if options.silent:
                        time.sleep(3600)
                    self.request = context.wrap_socket(self.request, server_side=True)
                super().setup()

            def log_message(self, *arguments):
                pass

            def do_GET(self):
                entry = {"connection": self.number, "path": self.path,
                         "headers": {name.lower(): value for name, value in self.headers.items()}, "encoding": None}
                if options.silent:
                    record(entry)
                    time.sleep(3600)
                with open("card.vcf", "rb") as card:
                    body = card.read()
                codings = [part.split(";")[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")]
                if "gzip" in codings:
                    body = gzip.compress(body)
                    entry["encoding"] = "gzip"
                record(entry)
                time.sleep(options.header_delay)
                if options.interim:
                    self.send_response_only(103)
                    self.send_header("Link", "</hints.css>; rel=preload")
                    self.end_headers()
                self.send_response(200)
                self.send_header("Content-Type", "text/vcard; charset=utf-8")
                self.send_header("ETag", '"loop-1"')
                if options.repeated_fields:
                    self.send_header("ETag", '"loop-2"')
                    self.send_header("X-Repeated", "first")
                    self.send_header("x-repeated", "second")
                if entry["encoding"]:
                    self.send_header("Content-Encoding", entry["encoding"])
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                size = -(-len(body) // options.chunks)
                for start in range(0, len(body), size):
                    if start:
                        time.sleep(options.chunk_gap)
                    self.wfile.write(body[start:start + size])
                    self.wfile.flush()

        class Server(http.server.ThreadingHTTPServer):
            daemon_threads = True

        server = Server(("127.0.0.1", 0), Handler)
        with open("port.tmp", "w") as port:
            port.write(str(server.server_address[1]))
        os.rename("port.tmp", "port")
        server.serve_forever()
        """#
}
