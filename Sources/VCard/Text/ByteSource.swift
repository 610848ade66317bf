#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A window over input bytes that is refilled from a file descriptor in
/// chunks, so that a file of any size is read in bounded memory.
///
/// The window holds `bytes[lo..<hi]` of the input; `compact(keepingFrom:)`
/// slides the bytes still needed to the front and reads more after them,
/// growing the buffer only when one card is larger than it, and never past
/// `maxCapacity` (the reader's limits keep what it needs below that).
final class ByteSource {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes `0..<count` of the buffer hold input.
    private(set) var count = 0
    /// Input offset of buffer byte 0, for error messages.
    private(set) var consumedBefore = 0
    private(set) var atEOF = false
    private let descriptor: Int32?
    private let closesDescriptor: Bool
    private(set) var readError: Int32? = nil
    /// The most the window grows to.
    var maxCapacity = Int.max

    static let chunkSize = 1 << 20

    /// Reads from an open file descriptor, after `readAhead`: bytes the
    /// caller already read from it.
    init(descriptor: Int32, closeWhenDone: Bool, windowBytes: Int = ByteSource.chunkSize, readAhead: some Collection<UInt8> = []) {
        self.descriptor = descriptor
        self.closesDescriptor = closeWhenDone
        self.capacity = Swift.max(windowBytes, 16, readAhead.count)
        self.base = .allocate(capacity: capacity)
        _ = UnsafeMutableBufferPointer(start: base, count: readAhead.count).initialize(from: readAhead)
        self.count = readAhead.count
    }

    /// Serves bytes already in memory.
    init(bytes: some Collection<UInt8>) {
        self.descriptor = nil
        self.closesDescriptor = false
        self.capacity = max(bytes.count, 1)
        self.base = .allocate(capacity: capacity)
        _ = UnsafeMutableBufferPointer(start: base, count: capacity).initialize(from: bytes)
        self.count = bytes.count
        self.atEOF = true
    }

    deinit {
        base.deallocate()
        if closesDescriptor, let descriptor { close(descriptor) }
    }

    /// Drops the bytes before `keep`, then reads until the buffer is full or
    /// the input ends. Returns how far everything moved (subtract it from offsets).
    @discardableResult
    func compact(keepingFrom keep: Int) -> Int {
        guard !atEOF, let descriptor else { return 0 }
        if keep > 0 {
            let remaining = count - keep
            if remaining > 0 { base.update(from: base + keep, count: remaining) }
            count = remaining
            consumedBefore += keep
        }
        if count == capacity && capacity < maxCapacity {
            let newCapacity = Swift.min(capacity * 2, maxCapacity)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.update(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = newCapacity
        }
        while count < capacity {
            let n = read(descriptor, base + count, capacity - count)
            if n > 0 {
                count += n
            } else if n == 0 {
                atEOF = true
                break
            } else if errno == EINTR {
                continue
            } else {
                readError = errno
                atEOF = true
                break
            }
        }
        return keep
    }

    /// Reads everything that is left (used to transcode UTF-16 input).
    func readAll() -> [UInt8] {
        // Keeping everything, `compact` doubles the buffer each time it is full.
        maxCapacity = Int.max
        while !atEOF { compact(keepingFrom: 0) }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Replaces the whole input with `bytes` (after transcoding).
    func replace(with bytes: [UInt8]) {
        base.deallocate()
        capacity = max(bytes.count, 1)
        base = .allocate(capacity: capacity)
        _ = UnsafeMutableBufferPointer(start: base, count: capacity).initialize(from: bytes)
        count = bytes.count
        atEOF = true
    }
}
