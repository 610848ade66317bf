import Foundation

/// Passes batches from one producer thread to one consumer, in order,
/// holding at most `capacity` batches: the producer waits when the consumer
/// falls behind, so memory stays bounded.
public final class Handoff<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var capacity: Int
    /// The most bytes queued (``size`` of each element), past one batch.
    private var byteLimit: Int
    private let size: @Sendable (Element) -> Int
    private var queuedBytes = 0
    private var batches: [[Element]] = []
    private var head = 0
    private var finished = false
    private var cancelled = false

    /// A queue of at most `capacity` batches and, when `size` says how
    /// large an element is, of at most `byteLimit` bytes (or one batch).
    public init(capacity: Int, byteLimit: Int = .max, size: @escaping @Sendable (Element) -> Int = { _ in 0 }) {
        self.capacity = max(1, capacity)
        self.byteLimit = byteLimit
        self.size = size
    }

    /// Queues a batch; `false` when the consumer has cancelled (stop producing).
    public func put(_ batch: [Element]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while isFull && !cancelled { condition.wait() }
        if cancelled { return false }
        batches.append(batch)
        queuedBytes += bytes(of: batch)
        condition.broadcast()
        return true
    }

    private var isFull: Bool {
        let queued = batches.count - head
        return queued >= capacity || queued > 0 && queuedBytes >= byteLimit
    }

    private func bytes(of batch: [Element]) -> Int {
        batch.reduce(0) { $0 + size($1) }
    }

    /// Holds at most `capacity` batches and `byteLimit` bytes from now on:
    /// a producer that ran far ahead while the consumer was busy elsewhere
    /// waits sooner.
    public func limit(to capacity: Int, bytes byteLimit: Int = .max) {
        condition.lock()
        self.capacity = max(1, capacity)
        self.byteLimit = byteLimit
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
        queuedBytes -= bytes(of: batch)
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
        queuedBytes = 0
        head = 0
        condition.broadcast()
        condition.unlock()
    }
}
