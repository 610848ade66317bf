import Foundation
import HotelsTestSupport
import Testing

/// Standard output and error sent to one place (a terminal, or `2>&1`)
/// read in the order they were written: problems first, the summary last.
struct OutputOrderTests {
    @Test("lint with 2>&1: the warning comes before the summary")
    func lintOrder() throws {
        let process = Process()
        process.executableURL = BinaryTests.binary
        process.arguments = ["lint", TestPaths.fixtures.appendingPathComponent("google-contacts-3.0.vcf").path]
        let both = Pipe()
        process.standardOutput = both
        process.standardError = both
        try process.run()
        let text = String(decoding: both.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2, "\(text)")
        #expect(lines.first?.contains("warning: card has no FN") == true)
        #expect(lines.last == "2 cards, 1 warning, 0 errors")
    }
}
