import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// `card` written as `version` and read again: what a conversion gives.
func converted(_ card: Card, to version: VCardVersion, sourceLocation: SourceLocation = #_sourceLocation) throws -> Card {
    try #require(read(bytes: VCardWriter(options: WriterOptions(version: version)).write(card)).cards.first, sourceLocation: sourceLocation)
}

/// The cards of `text` read from a file through windows of every size from
/// 16 to 80 bytes, so that a window's cut falls anywhere in it, by window.
func cardsThroughEveryWindow(_ text: String) throws -> [(window: Int, cards: [Card])] {
    let folder = TemporaryDirectory("windows")
    let path = folder.path("book.vcf")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return try (16...80).map { window in
        var options = ReaderOptions(fileName: "test.vcf")
        options.windowBytes = window
        return (window, try VCardReader(path: path, options: options).compactMap { if case .card(let card, _) = $0 { card } else { nil } })
    }
}

/// Reads `text` (with `\n` turned into CRLF unless `raw`) and returns the
/// cards, the rejected cards and every diagnostic.
func read(_ text: String, crlf: Bool = true, strict: Bool = false) -> (cards: [Card], rejected: [RejectedCard], diagnostics: [Diagnostic]) {
    let input = crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    return read(bytes: Array(input.utf8), strict: strict)
}

func read(bytes: [UInt8], strict: Bool = false) -> (cards: [Card], rejected: [RejectedCard], diagnostics: [Diagnostic]) {
    var cards: [Card] = [], rejected: [RejectedCard] = [], diagnostics: [Diagnostic] = []
    for result in VCardReader(bytes: bytes, options: ReaderOptions(fileName: "test.vcf", strict: strict)) {
        switch result {
        case .card(let card, let found): cards.append(card); diagnostics += found
        case .rejected(let card): rejected.append(card); diagnostics += card.diagnostics
        case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
        case .known: Issue.record("no card is known here")
        }
    }
    return (cards, rejected, diagnostics)
}

extension Array where Element == Diagnostic {
    var repairs: [Repair] { compactMap(\.repair) }
    var codes: [DiagnosticCode] { map(\.code) }
    var errors: [Diagnostic] { filter { $0.severity == .error } }
}
