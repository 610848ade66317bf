import VCard

/// `hotels convert FILE --to vcard3|vcard4|xcard|jcard [-o OUT]`.
struct ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Convert any vCard, xCard or jCard to vCard 3.0, 4.0, xCard or jCard"
    static let help = """
    Usage: hotels convert FILE --to vcard3|vcard4|xcard|jcard [-o OUT] [--strict]
                          [--threads N] [--max-line SIZE] [--max-value SIZE]
                          [--max-card SIZE]

    Reads FILE (- for standard input) in any vCard version, as xCard (RFC
    6351) or jCard (RFC 7095), recognized by content, and writes every card
    in the form given by --to (xcard, jcard: one document), to standard
    output or OUT. A card that
    is already in that version is written back byte for byte. Properties with
    no counterpart in the other version are kept as they are.

    Options:
      --to FORMAT       vcard3, vcard4, xcard or jcard (required; also
                        --format, and 3.0 or 4.0 as before).
      -o, --output OUT  Write to OUT instead of standard output. OUT is
                        replaced in one step, and only when no card had an error.
      --strict          Treat warnings as errors.
      --threads N       Read on N threads (default 2 on two cores or more,
                        else 1; plain vCard uses at most 2).
    \(ReaderLimitOptions.help)

    Cards with errors are reported on standard error and not written; the exit
    status is then 65.

    """
    static let spec = Arguments.Spec(flags: ["--strict"], options: ["--to", "--output", "--threads"] + ReaderLimitOptions.options,
                                     aliases: ["-o": "--output", "--format": "--to"])

    let file: String
    let version: VCardVersion
    /// Write xCard rather than plain vCard.
    let toXCard: Bool
    /// Write jCard rather than plain vCard.
    let toJCard: Bool
    let output: String?
    let strict: Bool
    /// As given with --threads, or `nil` for the default of each format.
    let threads: Int?
    let limits: ReaderLimits

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else {
            throw .usage("convert takes one FILE (or - for standard input)", command: Self.name)
        }
        file = arguments.positionals[0]
        guard let to = arguments.value("--to") else {
            throw .usage("convert needs --to FORMAT: \(CardFormat.names)", command: Self.name)
        }
        guard let format = CardFormat(spelling: to) else {
            throw .usage("--to takes \(CardFormat.names), not '\(to)'", command: Self.name)
        }
        toJCard = format == .jcard
        toXCard = format.isDocument
        version = format.version
        output = arguments.outputPath
        strict = arguments.flag("--strict")
        threads = try arguments.threads(command: Self.name)
        limits = try ReaderLimitOptions.limits(arguments, command: Self.name)
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let input = try BookFiles.open(
            file, options: ReaderOptions(fileName: BookFiles.shownName(file), strict: strict,
                                         threads: threads ?? BookFiles.defaultThreads, limits: limits))
        let reader = input.results
        let writer = VCardWriter(options: WriterOptions(version: version, includeLeadingTrivia: true))
        // With -o, cards stream to a temporary file that replaces OUT only if all went well.
        let file = try output.map { path throws(CLIError) in try AtomicFileWriter(path: path) }
        var buffer: [UInt8] = []
        var errors = 0
        var lastWasOwnVersion = false
        // xCard and jCard are one document each, written a card at a time: flat memory.
        var document = toXCard ? DocumentWriter(jCard: toJCard) : nil
        var documentCards = 0
        if let start = document?.start() { buffer += start }
        for result in reader {
            switch result {
            case .card(let card, let diagnostics):
                DiagnosticPrinter.print(diagnostics, to: console)
                if document != nil {
                    documentCards += 1
                    if !toJCard {
                        XCardLossWarnings.print(for: card, as: "card \(documentCards)", file: self.file, to: console)
                    }
                    let written = document?.append(card) ?? []
                    if toJCard { JCardSizeWarning.print(written.count, as: "card \(documentCards)", file: self.file, to: console) }
                    buffer += written
                } else {
                    VersionLossWarnings.print(for: card, to: version, as: "card \(card.origin?.index ?? 0)", file: self.file, to: console)
                    writer.write(card, to: &buffer)
                    lastWasOwnVersion = card.origin?.version == version
                }
                if buffer.count >= 1 << 16 {
                    if let file { try file.write(buffer) } else { console.output.write(bytes: buffer) }
                    buffer.removeAll(keepingCapacity: true)
                }
            case .rejected(let card):
                lastWasOwnVersion = false
                // Counted as lint counts them: each error said, not each card.
                if !card.isContinuation { errors += max(1, card.diagnostics.count { $0.severity == .error }) }
                DiagnosticPrinter.print(card.diagnostics, to: console)
            case .diagnostic(let diagnostic):
                if diagnostic.severity == .error { errors += 1 }
                DiagnosticPrinter.print([diagnostic], to: console)
            case .known:
                break  // No card is known to a conversion: it reads them all.
            }
        }
        // The blank lines after the last card (and the END:VADDRESSBOOK of a
        // collection the cards are wrapped in, whose BEGIN the first card's
        // leading lines hold), so that a file converted to its own version
        // comes back whole.
        if lastWasOwnVersion && !toXCard { buffer += input.trailingTrivia }
        if let end = document?.finish() { buffer += end }
        if let file {
            if errors > 0 {
                // A card that cannot be read, or lines outside any card: each reported above.
                console.report("\(file.path): not written, because the input had \(errors) error\(errors == 1 ? "" : "s") (above)")
                return .dataError
            }
            try file.write(buffer)
            try file.commit()
        } else {
            console.output.write(bytes: buffer)
        }
        return errors > 0 ? .dataError : .success
    }
}
