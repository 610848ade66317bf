import HotelsTestSupport
@testable import HotelsCLI

/// A temporary folder with a store of its own (`HOTELS_STORE`), for running
/// `hotels` in-process on files written there.
struct ScratchStore {
    let folder: TemporaryDirectory

    init(_ prefix: String) {
        folder = TemporaryDirectory(prefix)
    }

    /// A path in the folder.
    func path(_ name: String) -> String { folder.path(name) }

    /// Runs `hotels` with the store; returns its exit status, output and errors.
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let output = BufferSink(), errors = BufferSink()
        let console = Console(output: output, errors: errors, environment: ["HOTELS_STORE": folder.path("s.sqlite")])
        return (HotelsCommand.run(arguments, console: console), output.text, errors.text)
    }
}
