// libFuzzer entry point for the xCard reader. Built together with the VCard
// module's sources by fuzz/run.sh; not part of the package.
//
// Besides "never crash", it checks that a file read in spans on two threads
// gives what one parser reading in order gives (cards, diagnostics, lines),
// and that the cards it gives, written as xCard, read back as as many cards.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let inOrder = Array(XCardReader(bytes: bytes, fileName: "f.xml"))
    if let spans = readInSpans(bytes) {
        precondition(summaries(inOrder) == summaries(spans), "spans on two threads read otherwise than one parser")
    }
    let cards = inOrder.compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
    if !cards.isEmpty {
        let again = Array(XCardReader(bytes: XCardWriter.document(cards), fileName: "again.xml"))
        let count = again.filter { if case .card = $0 { return true } else { return false } }.count
        precondition(count == cards.count, "written cards read back as \(count), not \(cards.count)")
    }
    return 0
}

/// What the results say, as text, to compare two readings.
func summaries(_ results: [ReadResult]) -> [String] {
    results.map { result in
        switch result {
        case .card(let card, let diagnostics):
            return "card \(card.properties.map { "\($0.group ?? "").\($0.name);\($0.parameters.map(\.rawValue));\($0.value)" }) \(diagnostics)"
        case .rejected(let card): return "rejected \(card.index) \(card.diagnostics)"
        case .diagnostic(let diagnostic): return "\(diagnostic)"
        // Only a text reader given knownCards hands these out.
        case .known(let card): return "known \(card)"
        }
    }
}

let scratch = NSTemporaryDirectory() + "xcard-fuzz-\(getpid()).xml"

/// The bytes read from a file in spans of 64 bytes on two threads (`nil` when too short for spans).
func readInSpans(_ bytes: [UInt8]) -> [ReadResult]? {
    guard bytes.count >= 128, FileManager.default.createFile(atPath: scratch, contents: Data(bytes)) else { return nil }
    guard let reader = XCardReader(path: scratch, fileName: "f.xml", threads: 2, spanBytes: 64) else { return nil }
    return Array(reader)
}
