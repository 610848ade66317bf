import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// The probe's "data lost without a word" defects, each as the user met it.
struct DataSafetyTests {
    let folder = TemporaryDirectory("hotels-safety")
    let book = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let output = BufferSink(), errors = BufferSink()
        let console = Console(output: output, errors: errors, environment: ["HOTELS_STORE": folder.path("s.sqlite")])
        let status = HotelsCommand.run(arguments, console: console)
        return (status, output.text, errors.text)
    }

    @Test("undo of an rm refuses, naming the batch, when the hotel came back under its UID and was edited")
    func undoOfRemovalKeepsTheLaterHotel() throws {
        #expect(run(["import", book]).status == .success)
        let hotels = run(["list", "--format", "tsv"]).output.split(separator: "\n").count - 1
        #expect(run(["rm", "1", "--yes"]).status == .success)
        #expect(run(["import", book]).status == .success)
        let newID = hotels + 1
        #expect(run(["edit", "\(newID)", "--notes", "mine"]).status == .success)

        let undo = run(["undo", "2"])
        #expect(undo.status == .failure)
        #expect(undo.errors.contains("batch 2 cannot be undone: later batches 3, 4"))
        #expect(run(["show", "\(newID)"]).output.contains("mine"))
        #expect(run(["list", "--format", "tsv"]).output.split(separator: "\n").count - 1 == hotels)
    }
}
