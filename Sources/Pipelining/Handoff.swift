import Foundation

/// Passes batches from one producer thread to one consumer, in order,
/// holding at most `capacity` batches: the producer waits when the consumer
/// falls behind, so memory stays bounded.
public final class Handoff<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var capacity: Int
    private var batches: [[Element]] = []
    private var head = 0
    private var finished = false
    private var cancelled = false

    /// A queue of at most `capacity` batches.
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues a batch; `false` when the consumer has cancelled (stop producing).
    public func put(_ batch: [Element]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count - head >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// Holds at most `capacity` batches from now on: a producer that ran
    /// far ahead while the consumer was busy elsewhere waits sooner.
    public func limit(to capacity: Int) {
        condition.lock()
        self.capacity = max(1, capacity)
        condition.broadcast()
        condition.unlock()
    }

    /// How many batches wait to be taken.
    public var queued: Int {
        condition.lock()
        defer { condition.unlock() }
        return batches.count - head
    }

    /// Says that no more batches will come.
    public func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, waiting for it; `nil` once the producer finished and
    /// everything was taken.
    public func take() -> [Element]? {
        condition.lock()
        defer { condition.unlock() }
        while head == batches.count && !finished { condition.wait() }
        guard head < batches.count else { return nil }
        let batch = batches[head]
        batches[head] = []
        head += 1
        if head > 64 && head * 2 > batches.count {
            batches.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return batch
    }

    /// Tells the producer to stop; batches not yet taken are dropped.
    public func cancel() {
        condition.lock()
        cancelled = true
        batches.removeAll()
        head = 0
        condition.broadcast()
        condition.unlock()
    }
}
