import Foundation

/// One job on a thread of its own, started at once, with a way to wait for
/// its end: the producer half of a ``Handoff``.
public final class WorkerThread: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` on a new thread (with a stack of `stackSize` bytes).
    public init(stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> Void) {
        let done = self.done
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Waits until the job has returned. Call it once.
    public func wait() { done.wait() }
}
