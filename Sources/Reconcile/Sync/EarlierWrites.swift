/// What the attempts of a run that a card changed meanwhile stopped had
/// written into the book before that card: a folder or a server keeps each
/// card written, while the store's part of those attempts rolled back. The
/// next attempt takes the book as they left it — a card written for the
/// store is no change to it — so its plan alone would leave them out of
/// what the run reports and records.
struct EarlierWrites {
    /// Each card written, as its step's book side (its store side cleared:
    /// it rolled back), the last attempt's where several wrote one hotel.
    private(set) var steps: [SyncStep] = []
    /// What the user heard of those cards' hotels: conflicts settled, cards
    /// kept against a deletion, UIDs given.
    private(set) var notes: [SyncNote] = []

    /// How many cards were written, in words: "1 card was written", "3 cards were written".
    var cardsWritten: String {
        steps.count == 1 ? "1 card was written" : "\(steps.count) cards were written"
    }

    /// Notes the steps of `plan` whose book changes `made` (indices into
    /// `bookSteps`, themselves indices of `plan`'s steps) were written.
    mutating func note(made: [Int], bookSteps: [Int], of plan: SyncPlan) {
        for index in made {
            var step = plan.steps[bookSteps[index]]
            // What went into the book.
            step.leaveStoreOut()
            step.record = .none
            notes += plan.notes.filter { Self.tellsOfWrite($0, of: step) && !notes.contains($0) }
            if let hotelID = step.hotelID, let known = steps.firstIndex(where: { $0.hotelID == hotelID }) {
                steps[known] = step
            } else {
                steps.append(step)
            }
        }
    }

    /// `plan`, as the last attempt planned it, with these writes: a card
    /// the plan writes again is counted once; one whose hotel the plan
    /// changes only in the store is one step of both.
    func merged(into plan: SyncPlan) -> SyncPlan {
        var plan = plan
        for written in steps {
            if let hotelID = written.hotelID, let index = plan.steps.firstIndex(where: { $0.hotelID == hotelID }) {
                guard plan.steps[index].book == .none else { continue }
                plan.steps[index].book = written.book
                plan.steps[index].changes.insert(contentsOf: written.changes, at: 0)
                plan.steps[index].bookChangeCount = written.changes.count
                plan.steps[index].conflicts = max(plan.steps[index].conflicts, written.conflicts)
            } else {
                plan.steps.append(written)
            }
        }
        plan.notes += notes.filter { !plan.notes.contains($0) }
        return plan
    }

    /// Whether `note` tells of what `step`'s write did: it is noted at the
    /// step's hotel or at its card's place.
    private static func tellsOfWrite(_ note: SyncNote, of step: SyncStep) -> Bool {
        switch note.kind {
        case .conflict, .keptChanged: return note.place == step.name || (step.item.map { note.place == $0.place } ?? false)
        case .uidGiven(_, let given), .uidTaken(_, let given): return given == step.name
        default: return false
        }
    }
}
