import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

struct RedoCommandTests {
    let scratch = ScratchStore("hotels-redo")

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    @Test("rm, undo, redo: the hotel is removed again; a second redo has nothing to do (exit 1)")
    func redoAfterUndo() {
        #expect(run(["add", "--name", "Pension Anna"]).status == .success)
        #expect(run(["rm", "1", "--yes"]).status == .success)
        #expect(run(["undo"]).output == "undid batch 2 (rm 1): 1 removed hotel restored\n")
        #expect(run(["redo"]).output == "redid batch 2 (rm 1): 1 hotel removed again\n")
        #expect(run(["show", "1"]).status == .noInput)
        let again = run(["redo"])
        #expect(again.status == .failure)
        #expect(again.errors == "hotels: nothing to redo\n")
        #expect(run(["redo", "x"]).status == .usage)
        #expect(run(["help", "redo"]).output.contains("Usage: hotels redo [BATCH]"))
    }
}
