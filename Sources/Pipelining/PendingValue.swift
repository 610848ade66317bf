import Foundation

/// A value one thread gives once and others read without waiting: `nil`
/// until it is given. (A reader that starts before its caller knows
/// everything it will need reads it so, and leaves what needs it for later.)
public final class PendingValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    /// A value not given yet, or `value` given already.
    public init(_ value: Value? = nil) {
        stored = value
    }

    /// The value, or `nil` while it has not been given.
    public var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Gives the value (again: the last one given counts).
    public func give(_ value: Value) {
        lock.lock()
        stored = value
        lock.unlock()
    }
}
