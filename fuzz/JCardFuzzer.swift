// libFuzzer entry point for the jCard reader. Built together with the VCard
// module's sources and the tests' whole-document reader by fuzz/run.sh; not
// part of the package.
//
// Besides "never crash", it checks the streaming reader against the reader
// it replaced (JCardReference: Foundation's JSONSerialization, then each
// card): where Foundation reads the JSON, the streaming reader gives the same
// cards, through a window of 16 bytes as through one of the whole input;
// where Foundation refuses it, the streaming reader reports an error. The
// cards it gives, written as jCard, read back as as many cards.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = Array(JCardReader(bytes: bytes))
    precondition(summaries(whole) == summaries(readThroughSmallWindow(bytes)), "a small window reads otherwise than the whole input")
    let cards = whole.compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
    let errors = whole.compactMap { if case .diagnostic(let d) = $0, d.severity == .error { return d.message } else { return nil } }
    if let reference = JCardReference.cards(bytes) {
        // Foundation nests deeper than the tokenizer allows; nothing else may differ.
        if !errors.contains(where: { $0.contains("nested more than") }) {
            precondition(!errors.contains { $0.hasPrefix("jCard: not valid JSON") }, "valid JSON refused: \(errors)")
            precondition(cards.map(JCardReference.summary) == reference.map(JCardReference.summary), "cards differ from the whole-document reader's")
        }
    } else {
        precondition(!errors.isEmpty, "JSON Foundation refuses read without an error")
    }
    let again = Array(JCardReader(bytes: JCard.document(cards)))
    precondition(again.filter { if case .card = $0 { return true } else { return false } }.count == cards.count || cards.isEmpty,
                 "written cards read back as another number")
    return 0
}

/// What the results say, as text, to compare two readings.
func summaries(_ results: [ReadResult]) -> [String] {
    results.map { result in
        switch result {
        case .card(let card, let diagnostics): return "card \(JCardReference.summary(card)) \(diagnostics)"
        case .rejected(let card): return "rejected \(card.index) \(card.diagnostics)"
        case .diagnostic(let diagnostic): return "\(diagnostic)"
        // Only a text reader given knownCards hands these out.
        case .known(let card): return "known \(card)"
        }
    }
}

func readThroughSmallWindow(_ bytes: [UInt8]) -> [ReadResult] {
    var descriptors: [Int32] = [0, 0]
    guard bytes.count < 60_000, pipe(&descriptors) == 0 else { return Array(JCardReader(bytes: bytes)) }
    // A pipe holds 64 KiB: the input fits before anyone reads it.
    bytes.withUnsafeBytes { _ = write(descriptors[1], $0.baseAddress, $0.count) }
    close(descriptors[1])
    return Array(JCardReader(source: ByteSource(descriptor: descriptors[0], closeWhenDone: true, windowBytes: 16), options: JCardOptions()))
}
