import VCard

/// `hotels lint FILE...`: reads every card and reports what is wrong with it.
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "Check vCard files and report problems"
    static let help = """
    Usage: hotels lint [--strict] [--json] [--rejects FILE] [--threads N]
                       [--max-line SIZE] [--max-value SIZE] [--max-card SIZE] FILE...

    Reads every card of each FILE (- for standard input) and prints each
    problem as 'file:line: card N: warning|error: message [code]' on standard
    error, then 'N cards, W warnings, E errors' on standard output (a file
    that could not be read, or is no address book, is an error: '(1 file
    not read)').

    Options:
      --strict          Treat warnings as errors (lint's own too: the card
                        is rejected).
      --json            Print one JSON object per file instead (cards, rejected,
                        warnings, errors, diagnostics; for a file not read,
                        errors 1 and 'unread', why).
      --rejects FILE    Write every card that had an error, and every line
                        outside a card, exactly as read, to FILE (only
                        when there is one: else FILE is left as it was).
      --threads N       Read on N threads (default 2 on two cores or more,
                        else 1; plain vCard uses at most 2).
    \(ReaderLimitOptions.help)

    Exit status: 0 no errors, 65 errors found, 66 a file could not be read,
    64 usage error.

    """
    static let spec = Arguments.Spec(flags: ["--strict", "--json"], options: ["--rejects", "--threads"] + ReaderLimitOptions.options)

    let files: [String]
    let strict: Bool
    let json: Bool
    let rejectsPath: String?
    /// As given with --threads, or `nil` for the default of each format.
    let threads: Int?
    let limits: ReaderLimits

    init(arguments: Arguments) throws(CLIError) {
        files = arguments.positionals
        guard !files.isEmpty else { throw .usage("lint needs at least one FILE (or - for standard input)", command: Self.name) }
        strict = arguments.flag("--strict")
        json = arguments.flag("--json")
        rejectsPath = arguments.value("--rejects")
        threads = try arguments.threads(command: Self.name)
        limits = try ReaderLimitOptions.limits(arguments, command: Self.name)
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        try BookPath.checkRejects(rejectsPath, inputs: files, home: console.home, command: Self.name)
        var totals = LintTally()
        var unreadable = false, notABook = false, filesNotRead = 0
        // Rejected cards stream to a temporary file, which replaces --rejects at the end.
        let rejects = try rejectsPath.map { path throws(CLIError) in try AtomicFileWriter(path: path) }
        for file in files {
            let reader: AnySequence<ReadResult>
            do {
                reader = try BookFiles.open(
                    file, options: ReaderOptions(fileName: BookFiles.shownName(file), strict: strict,
                                                 threads: threads ?? BookFiles.defaultThreads, limits: limits)).results
            } catch {
                console.report("\(error)")
                if case .book(.notABook) = error { notABook = true } else { unreadable = true }
                // A file not read is one error more: the summary and the JSON count it.
                filesNotRead += 1
                if json {
                    var unread = LintTally()
                    unread.errors = 1
                    console.print(Self.fileJSON(file, unread, diagnostics: [], unread: "\(error)").text)
                }
                continue
            }
            var tally = LintTally()
            var diagnostics: [Diagnostic] = []
            for result in reader {
                switch result {
                case .card(let card, var found):
                    tally.cards += 1
                    found += try checks(card, file: BookFiles.shownName(file), cardIndex: tally.cards, tally: &tally, rejects: rejects)
                    tally.add(found)
                    if json { diagnostics += found } else { DiagnosticPrinter.print(found, to: console) }
                case .rejected(let card):
                    // Lines outside cards (but a card whose BEGIN is
                    // misspelt) and the later pieces of a card too large
                    // to hold are no cards of their own.
                    tally.cards += card.cardsHeld
                    tally.rejected += card.cardsHeld
                    tally.add(card.diagnostics)
                    try rejects?.write(card.bytes)
                    if json { diagnostics += card.diagnostics } else { DiagnosticPrinter.print(card.diagnostics, to: console) }
                case .diagnostic(let diagnostic):
                    tally.add([diagnostic])
                    if json { diagnostics.append(diagnostic) } else { DiagnosticPrinter.print([diagnostic], to: console) }
                case .known:
                    break  // No card is known to lint: it reads them all.
                }
            }
            if json { console.print(Self.fileJSON(file, tally, diagnostics: diagnostics).text) }
            totals.merge(tally)
        }
        try rejects?.commitUnlessEmpty()
        // The summary, however many files were read: one not read counts as
        // an error and is said so, so it never reads as a clean run.
        if !json {
            let errors = totals.errors + filesNotRead
            let notRead = filesNotRead == 0 ? "" : " (\(filesNotRead) file\(filesNotRead == 1 ? "" : "s") not read)"
            console.print("\(totals.cards) card\(totals.cards == 1 ? "" : "s"), \(totals.warnings) warning\(totals.warnings == 1 ? "" : "s"), "
                          + "\(errors) error\(errors == 1 ? "" : "s")\(notRead)")
        }
        if unreadable { return .noInput }
        return totals.errors > 0 || notABook ? .dataError : .success
    }
}

extension LintCommand {
    /// What lint looks for in a card the reader took: what another program
    /// may stumble on (``BareCommas``, ``ValueChecks``) and a control
    /// character in a jCard's or an xCard's value (``ControlCharacters``). With
    /// `--strict` each is an error, as the reader's own warnings are, and a
    /// card with one is rejected: counted so, and written to `--rejects`.
    private func checks(_ card: Card, file: String, cardIndex: Int, tally: inout LintTally, rejects: AtomicFileWriter?) throws(CLIError) -> [Diagnostic] {
        let found = BareCommas.check(card, file: file, cardIndex: cardIndex)
            + ValueChecks.check(card, file: file, cardIndex: cardIndex)
            + ControlCharacters.check(decoded: card, file: file, cardIndex: cardIndex)
        guard strict, !found.isEmpty else { return found }
        tally.rejected += 1
        if let origin = card.origin { try rejects?.write(origin.source.cardBytes) }
        return found.map(\.strict)
    }

    /// `--json`'s object for one file: its counts and diagnostics, and,
    /// for a file that could not be read, why (`unread`).
    static func fileJSON(_ file: String, _ tally: LintTally, diagnostics: [Diagnostic], unread: String? = nil) -> JSON {
        var fields: [(String, JSON)] = [
            ("file", .string(BookFiles.shownName(file))), ("cards", .int(tally.cards)), ("rejected", .int(tally.rejected)),
            ("warnings", .int(tally.warnings)), ("errors", .int(tally.errors)),
            ("diagnostics", .array(diagnostics.map(DiagnosticPrinter.json))),
        ]
        if let unread { fields.append(("unread", .string(unread))) }
        return .object(fields)
    }
}

/// Counts for a lint summary.
struct LintTally {
    var cards = 0
    var rejected = 0
    var warnings = 0
    var errors = 0

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
        }
    }

    mutating func merge(_ other: LintTally) {
        cards += other.cards
        rejected += other.rejected
        warnings += other.warnings
        errors += other.errors
    }
}
