import Foundation
import Testing
import Pipelining

/// The queue between an import's reading thread and the thread that writes.
struct HandoffTests {
    @Test("batches arrive in order, and the producer never runs more than the capacity ahead")
    func orderAndBound() {
        let handoff = Handoff<Int>(capacity: 2)
        let produced = Counter()
        let done = DispatchSemaphore(value: 0)
        Thread {
            for batch in 0..<50 {
                _ = handoff.put([batch * 2, batch * 2 + 1])
                produced.add()
            }
            handoff.finish()
            done.signal()
        }.start()
        var seen: [Int] = []
        var taken = 0
        while let batch = handoff.take() {
            taken += 1
            // The producer may have put at most `capacity` batches beyond those taken (+1 in flight).
            #expect(produced.value <= taken + 2)
            seen += batch
            if taken % 10 == 0 { Thread.sleep(forTimeInterval: 0.005) }
        }
        done.wait()
        #expect(seen == Array(0..<100))
    }

    @Test("a capacity lowered holds the producer back from then on, and every batch still arrives in order")
    func lowered() {
        let handoff = Handoff<Int>(capacity: 8)
        for batch in 0..<8 { #expect(handoff.put([batch])) }
        handoff.limit(to: 2)
        let produced = Counter()
        let done = DispatchSemaphore(value: 0)
        Thread {
            for batch in 8..<12 {
                _ = handoff.put([batch])
                produced.add()
            }
            handoff.finish()
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        // Eight wait, more than two: the producer waits.
        #expect(produced.value == 0)
        var seen: [Int] = []
        while let batch = handoff.take() { seen += batch }
        done.wait()
        #expect(seen == Array(0..<12))
    }

    @Test("a byte limit holds the producer back once the queued batches hold that much, and lets one larger batch through")
    func byteLimit() {
        let handoff = Handoff<Int>(capacity: 100, byteLimit: 10) { $0 }
        #expect(handoff.put([25]))           // one batch, however large
        let produced = Counter()
        let done = DispatchSemaphore(value: 0)
        Thread {
            for size in [4, 4, 4] {
                _ = handoff.put([size])
                produced.add()
            }
            handoff.finish()
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(produced.value == 0)         // 25 bytes queued: over the limit
        #expect(handoff.take() == [25])
        Thread.sleep(forTimeInterval: 0.05)
        #expect(produced.value == 3)         // 4 and 4 go in under the limit, and the third with 8 bytes queued
        var seen: [Int] = []
        while let batch = handoff.take() { seen += batch }
        done.wait()
        #expect(seen == [4, 4, 4])
    }

    @Test("cancel stops a waiting producer and drops what was not taken")
    func cancel() {
        let handoff = Handoff<Int>(capacity: 1)
        let refused = DispatchSemaphore(value: 0)
        Thread {
            var batch = 0
            while handoff.put([batch]) { batch += 1 }
            refused.signal()
        }.start()
        #expect(handoff.take() != nil)
        handoff.cancel()
        #expect(refused.wait(timeout: .now() + 5) == .success)
        handoff.finish()
        #expect(handoff.take() == nil)
    }
}

extension HandoffTests {
    @Test("queued counts the batches put and not yet taken")
    func queued() {
        let handoff = Handoff<Int>(capacity: 4)
        #expect(handoff.queued == 0)
        _ = handoff.put([1])
        _ = handoff.put([2, 3])
        #expect(handoff.queued == 2)
        #expect(handoff.take() == [1])
        #expect(handoff.queued == 1)
        handoff.finish()
        #expect(handoff.take() == [2, 3])
        #expect(handoff.queued == 0)
        #expect(handoff.take() == nil)
    }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// The thread a producer runs on.
struct WorkerThreadTests {
    @Test("wait returns once the job has run, on another thread")
    func waits() {
        final class Box: @unchecked Sendable { var onMain: Bool? }
        let box = Box()
        let worker = WorkerThread { box.onMain = Thread.isMainThread }
        worker.wait()
        #expect(box.onMain == false)
    }
}
