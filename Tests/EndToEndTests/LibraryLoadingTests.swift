import Foundation
import HotelsTestSupport
import Testing

/// libcurl, with the forty-odd TLS and network libraries it needs, is
/// loaded only by a run that talks to a server: the loader's own trace
/// (`LD_DEBUG=files`) shows what each run loads.
@Suite struct LibraryLoadingTests {
    static func loadedLibraries(_ arguments: [String], environment extra: [String: String] = [:]) throws -> String {
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["LD_DEBUG"] = "files"
        return try BinaryTests.hotels(arguments, environment: environment).errors
    }

    @Test("a run on files loads no libcurl; one that reaches for a server does")
    func libcurlOnlyForServers() throws {
        let folder = TemporaryDirectory("hotels-libraries")
        let store = folder.path("store.sqlite")
        let book = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path
        for arguments in [["lint", book], ["import", book, "--no-geocode", "--store", store], ["sync", book, "--store", store, "--no-geocode"]] {
            let trace = try Self.loadedLibraries(arguments)
            #expect(trace.contains("file="), "no loader trace for \(arguments)")
            #expect(!trace.contains("libcurl"), "\(arguments) loaded libcurl")
        }
        // A server nobody listens on: the run fails to connect, after loading libcurl.
        let netrc = folder.path("netrc")
        try "machine 127.0.0.1 login alice password Pw-unused-1\n".write(toFile: netrc, atomically: true, encoding: .utf8)
        let port = try LoopbackPort.free()
        let trace = try Self.loadedLibraries(["books", "discover", "http://127.0.0.1:\(port)/"], environment: ["NETRC": netrc])
        #expect(trace.contains("file=libcurl"), "the server run did not load libcurl")
    }
}
