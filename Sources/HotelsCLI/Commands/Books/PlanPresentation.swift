import HotelStore
import Reconcile

/// How a merge plan reads: a line per hotel for `--dry-run`, JSON for scripts.
enum PlanPresentation {
    static func text(_ plan: MergePlan) -> String {
        // Names and values come from cards: shown as TerminalText shows them.
        func shown(_ value: String) -> String { TerminalText.escaped(value) }
        var out = ""
        for entry in plan.entries {
            switch entry.action {
            case .create:
                out += "create  \(shown(entry.details.name))\(shown(location(entry.details)))\n"
            case .update(let id):
                out += "update  \(id) \(shown(entry.details.name)): "
                    + (entry.changes.isEmpty ? "card" : entry.changes.map { "\($0.field.rawValue) '\(shown($0.old))' → '\(shown($0.new))'" }
                        .joined(separator: "; ")) + "\n"
            case .unchanged(let id):
                // A hotel the run leaves as it is is listed for its conflicts only (the store's value stays).
                guard !entry.conflicts.isEmpty else { continue }
                out += "keep    \(id) \(shown(entry.details.name))\n"
            }
            for conflict in entry.conflicts {
                out += "        conflict \(conflict.field.rawValue): store '\(shown(conflict.store))', book '\(shown(conflict.book))'"
                    + " → \(conflict.winner.rawValue)\n"
            }
            if let duplicate = entry.possibleDuplicateOf { out += "        possible duplicate of hotel \(duplicate)\n" }
        }
        return out + plan.summary + " (dry run: nothing written)\n"
    }

    private static func location(_ details: HotelDetails) -> String {
        let place = [details.city, details.country].filter { !$0.isEmpty }.joined(separator: ", ")
        return place.isEmpty ? "" : " (\(place))"
    }

    /// The plan as JSON; with `selection` (`--explain`), each card's selection too.
    static func json(_ plan: MergePlan, selection: [SelectionExplanation]? = nil) -> JSON {
        .object([
            ("summary", .string(plan.summary)),
            ("created", .int(plan.created)), ("updated", .int(plan.updated)), ("unchanged", .int(plan.unchanged)),
            ("merged", .int(plan.counts.merged)),
            ("conflicts", .int(plan.conflicts)), ("skipped", .int(plan.skipped.count)),
            ("unreadable", .int(plan.unreadable)), ("kept", .int(plan.kept)),
            ("entries", .array(plan.entries.map(entry))),
            ("skipped_cards", .array(plan.skipped.map { skip in
                .object((skip.file.map { [("file", JSON.string($0))] } ?? [])
                        + [("card", .int(skip.card)), ("line", .int(skip.line)), ("reason", .string(skip.reason))])
            })),
        ] + (selection.map { [("selection", JSON.array($0.map(\.json)))] } ?? []))
    }

    private static func entry(_ entry: MergePlan.Entry) -> JSON {
        let (action, id): (String, Hotel.ID?) = {
            switch entry.action {
            case .create: return ("create", entry.createdID)
            case .update(let id): return ("update", id)
            case .unchanged(let id): return ("unchanged", id)
            }
        }()
        return .object([
            ("action", .string(action)), ("hotel_id", id.map { .int(Int($0)) } ?? .null), ("name", .string(entry.details.name)),
            ("cards", .array(entry.cards.map { .int($0) })), ("matched_by", entry.matchedBy.map(JSON.string) ?? .null),
            ("changes", .array(entry.changes.map { .object([("field", .string($0.field.rawValue)), ("old", .string($0.old)), ("new", .string($0.new))]) })),
            ("conflicts", .array(entry.conflicts.map {
                .object([("field", .string($0.field.rawValue)), ("store", .string($0.store)), ("book", .string($0.book)), ("winner", .string($0.winner.rawValue))])
            })),
            ("possible_duplicate_of", entry.possibleDuplicateOf.map { .int(Int($0)) } ?? .null),
        ])
    }
}
