import VCard

/// The one place that writes diagnostics: `file:line: card N: severity: message [code]`
/// on standard error, or JSON objects for `--json`.
enum DiagnosticPrinter {
    static func print(_ diagnostics: [Diagnostic], to console: Console) {
        for diagnostic in diagnostics { console.errors.write(TerminalText.escaped(diagnostic.description) + "\n") }
    }

    static func json(_ diagnostic: Diagnostic) -> JSON {
        var fields: [(String, JSON)] = [
            ("severity", .string(diagnostic.severity.rawValue)), ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)), ("file", .string(diagnostic.file)), ("line", .int(diagnostic.line)),
        ]
        if let card = diagnostic.cardIndex { fields.append(("card", .int(card))) }
        if let repair = diagnostic.repair { fields.append(("repair", .string(repair.rawValue))) }
        return .object(fields)
    }
}
