import Reconcile

/// What `hotels sync` says about one book: nothing on success unless
/// verbose; always what the user must act on. Each thing said is one line
/// (``Console/printLine(_:)``), whatever line breaks a file name holds.
struct SyncReport {
    let book: BookConfig
    /// The book's options as this run has them (the command line's over the config's).
    let options: SyncOptions
    let outcome: SyncRunner.Outcome
    let verbose: Bool
    let dryRun: Bool
    /// What a run that stops says after its reason, if anything.
    var stopNote: String?

    /// Prints the report; returns the book's exit status.
    func print(to console: Console) -> ExitCode {
        let plan = outcome.plan
        let prefix = "sync \(book.label)"
        if dryRun {
            for step in plan.steps { console.printLine(Self.describe(step)) }
            for note in plan.notes {
                // A conflict's message names its hotel, the place it is noted at.
                if case .conflict = note.kind { console.printLine("note: \(note.message)") } else { console.printLine("note: \(note.place): \(Self.dryRunMessage(note))") }
            }
            if let stop = plan.guardStopping, let reason = plan.guardStop {
                console.printLine(options.force ? "past the deletion guard with --force: \(stop.reason)" : "would stop: \(reason)")
            }
            if let refusal = options.onConflict.refusal(conflicts: plan.conflictCount) {
                // As the run would say it: none of the changes above would be made.
                console.printLine("would stop before changing anything: " + refusal)
            }
            for refused in outcome.refused { console.printLine("would not write, leaving it for a later run: \(refused)") }
            if let hint = largerLimits { console.printLine(hint) }
            console.printLine("\(book.label): \(plan.counts.summary) (dry run)")
            // What a real run with the same options would exit with.
            return plan.stops(under: options) || Self.unreadable(plan) || !outcome.refused.isEmpty ? .failure : .success
        }
        // Warnings that persist from run to run are printed once; with -v
        // every run, as the exit status still counts them.
        for warning in verbose ? outcome.warnings : outcome.newWarnings { console.reportLine("\(prefix): \(warning)") }
        if let stopped = outcome.stopped {
            // What stopped it, field by field.
            for note in plan.notes {
                if case .conflict = note.kind { console.reportLine("\(prefix): \(note.message)") }
            }
            console.reportLine("\(prefix): \(stopped)")
            if let stopNote { console.reportLine("\(prefix): \(stopNote)") }
            return .failure
        }
        // What a run killed after its writes did not say: this run finished them, silently.
        let said = Set(plan.notes.filter(\.isReported).map(\.message))
        for line in outcome.owed where !said.contains(line) {
            console.printLine("\(book.label): \(line) (by a run killed before it said so)")
        }
        // A note with a key is a warning, said once above.
        for note in plan.notes where note.key.isEmpty {
            if note.isReported {
                // A conflict settled by the policy dropped one side's edit: the user may want it back.
                console.printLine("\(book.label): \(note.message)")
            } else if verbose {
                switch note.kind {
                case .uidGiven, .uidTaken:
                    // A UID given is the change a sync makes to every new card
                    // without one (a first sync of a phone's book: thousands), not a problem.
                    console.printLine("\(book.label): \(note.message)")
                default:
                    break
                }
            }
        }
        if verbose {
            for step in plan.steps where step.book != .none || step.store != .none { console.printLine(Self.describe(step)) }
            console.printLine("\(book.label): \(plan.counts.summary)" + (outcome.batch.map { " (batch \($0.id))" } ?? ""))
        }
        if outcome.deferred > 0 {
            console.reportLine("\(prefix): \(outcome.deferred) hotel\(outcome.deferred == 1 ? "" : "s") changed in the store during the sync; the next run finishes them")
        }
        if outcome.deferredNew > 0 {
            let cards = outcome.deferredNew == 1 ? "1 new card waits" : "\(outcome.deferredNew) new cards wait"
            console.reportLine("\(prefix): \(cards) for the next run: another command wrote the store during the sync, and may have made their hotels")
        }
        // A card the server refused (it holds the UID already, it is too large, the book is read-only), or one the book
        // would not read back under its limits, is left for the next run: the user must look.
        for refused in outcome.refused { console.reportLine("\(prefix): not written, left for the next run: \(refused)") }
        if let hint = largerLimits { console.reportLine("\(prefix): \(hint)") }
        return Self.unreadable(plan) || !outcome.refused.isEmpty ? .failure : .success
    }

    /// What lets a card over the book's limits be written: the option
    /// (`--max-card`), and for a configured book its key (`max_card`).
    var largerLimits: String? {
        guard !outcome.overLimit.isEmpty else { return nil }
        let kinds = outcome.overLimit.sorted { $0.rawValue < $1.rawValue }
        let options = kinds.map { "--max-\($0.rawValue)" }.joined(separator: ", ")
        guard let section = book.section else { return "a larger limit lets it be written: \(options)" }
        return "a larger limit lets it be written: " + kinds.map { "max_\($0.rawValue)" }.joined(separator: ", ")
            + " in \(section.title) (every run), or \(options) (one run)"
    }

    /// A note as a dry run says it: a UID a run would give is not shown (a
    /// dry run draws a new one each time, and gives none).
    static func dryRunMessage(_ note: SyncNote) -> String {
        switch note.kind {
        case .uidGiven(_, let name): return "'\(name)' has no UID; a sync gives it one"
        case .uidTaken(_, let name): return "'\(name)' is given a new UID in this book: another card there bears its own"
        default: return note.message
        }
    }

    static func unreadable(_ plan: SyncPlan) -> Bool {
        plan.notes.contains { if case .unreadable = $0.kind { return true } else { return false } }
    }

    static func describe(_ step: SyncStep) -> String {
        var parts: [String] = []
        switch step.store {
        case .none: break
        case .create: parts.append("store: create")
        case .update: parts.append("store: update")
        case .delete: parts.append("store: delete")
        }
        switch step.book {
        case .none: break
        case .create: parts.append("book: create")
        case .update: parts.append("book: update")
        case .delete: parts.append("book: delete")
        }
        if parts.isEmpty { parts.append("record") }
        let fields = Set(step.changes.map(\.field.rawValue)).sorted()
        // A store update of no field takes the card as the book writes it (its base for the next merge).
        var takesCardOnly = false
        if case .update = step.store, step.book == .none { takesCardOnly = true }
        let what = fields.isEmpty ? (takesCardOnly ? " (the card as the book writes it)" : "")
            : " (\(fields.joined(separator: ", ")))"
        return parts.joined(separator: ", ") + " '\(step.name)'" + what
    }
}
