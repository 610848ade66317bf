#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes a card was read from, shared by the card and its properties so that
/// unchanged parts can be written back exactly as they were read.
///
/// One allocation holds all a read card is made of: its text, then the
/// content lines of its folded properties unfolded (internal), then the table
/// of where each property is (``ReadProperties/Slot``). A reader makes one
/// per card and a program that drops the card frees one; three separate
/// arrays cost three of each, and an atomic release apiece. The storage is
/// immutable once made, so sharing it across threads is safe.
public final class SourceText: @unchecked Sendable {
    private let storage: UnsafeMutableRawPointer
    /// How many bytes of text the card has: any blank lines or byte-order
    /// mark before `BEGIN:VCARD` (see ``cardStart``), then the card from
    /// `BEGIN` to the end of `END:VCARD`.
    public let count: Int
    /// Where `BEGIN:VCARD` starts in the text.
    public let cardStart: Int
    /// The text and the unfolded lines after it.
    let byteCount: Int
    private let slotOffset: Int
    let slotCount: Int

    /// Copies `text`, then `unfolded`, then `slots` into one buffer.
    init(text: UnsafeBufferPointer<UInt8>, cardStart: Int, unfolded: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
         slots: UnsafeBufferPointer<ReadProperties.Slot> = UnsafeBufferPointer(start: nil, count: 0)) {
        count = text.count
        self.cardStart = cardStart
        byteCount = text.count + unfolded.count
        let slotStride = MemoryLayout<ReadProperties.Slot>.stride
        let slotAlignment = MemoryLayout<ReadProperties.Slot>.alignment
        slotOffset = (byteCount + slotAlignment - 1) / slotAlignment * slotAlignment
        slotCount = slots.count
        // malloc, not `allocate(byteCount:alignment:)`, which the Swift
        // runtime serves with posix_memalign: twice the instructions, once
        // per card read. malloc's alignment (16) covers the slots'.
        guard let memory = malloc(Swift.max(slotOffset + slots.count * slotStride, 1)) else {
            fatalError("out of memory for a card of \(byteCount) bytes")
        }
        storage = memory
        if let textBase = text.baseAddress { storage.copyMemory(from: textBase, byteCount: text.count) }
        if let unfoldedBase = unfolded.baseAddress { (storage + text.count).copyMemory(from: unfoldedBase, byteCount: unfolded.count) }
        if let slotsBase = slots.baseAddress {
            (storage + slotOffset).copyMemory(from: slotsBase, byteCount: slots.count * slotStride)
        }
        storage.bindMemory(to: UInt8.self, capacity: byteCount)
        (storage + slotOffset).bindMemory(to: ReadProperties.Slot.self, capacity: slots.count)
    }

    /// A copy of `bytes` as the text of a card without a property table.
    static func copying(_ bytes: [UInt8], cardStart: Int) -> SourceText {
        bytes.withUnsafeBufferPointer { SourceText(text: $0, cardStart: cardStart) }
    }

    deinit { free(storage) }

    /// The text and the unfolded lines; valid while `self` is alive.
    var base: UnsafePointer<UInt8> { UnsafePointer(storage.assumingMemoryBound(to: UInt8.self)) }

    /// The property table; valid while `self` is alive.
    var slots: UnsafeBufferPointer<ReadProperties.Slot> {
        UnsafeBufferPointer(start: (storage + slotOffset).assumingMemoryBound(to: ReadProperties.Slot.self), count: slotCount)
    }

    /// Calls `body` with `bytes[range]` of the text (or of the unfolded lines after it).
    func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= byteCount)
        return withExtendedLifetime(self) { body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)) }
    }

    /// A copy of `bytes[range]` of the text.
    public func bytes(_ range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return withBytes(range) { Array($0) }
    }

    /// The card's own bytes, from `BEGIN:VCARD` to the end of the `END:VCARD` line.
    public var cardBytes: [UInt8] { bytes(cardStart..<count) }

    /// Calls `body` with ``cardBytes`` in place, without copying them.
    public func withCardBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        withBytes(cardStart..<count) { body(UnsafeRawBufferPointer($0)) }
    }

    /// What stood before `BEGIN:VCARD` since the previous card: blank lines, a BOM.
    public var leadingTrivia: [UInt8] { bytes(0..<cardStart) }
}

/// Where a property came from: its original bytes (all its folded lines, their
/// line breaks, and any blank lines the reader skipped after it).
public struct PropertyOrigin: Sendable {
    /// The text of the card it was read from, shared with the card's other
    /// properties.
    public let source: SourceText
    /// Byte range of the property in the source's text.
    public let range: Range<Int>
    /// 1-based line number in the input file.
    public let line: Int

    /// The original bytes.
    public var bytes: [UInt8] { source.bytes(range) }
}

/// Where a card came from.
public struct CardOrigin: Sendable {
    /// The card's text as read, shared with its properties.
    public let source: SourceText
    /// 1-based position of the card in its input.
    public let index: Int
    /// 1-based line number of `BEGIN:VCARD`.
    public let line: Int
    /// The version the card was read as (its VERSION, or the assumed one).
    public let version: VCardVersion
    /// The `BEGIN:VCARD` line with its line break.
    public let beginRange: Range<Int>
    /// The `END:VCARD` line with its line break; empty (at the end of the
    /// text) for a card read without one (the `missing-end` repair).
    public let endRange: Range<Int>
    /// Whether reading the card took a repair of its text (a stray line, a
    /// raw line break, no END:VCARD, quoted-printable in 3.0…; not the
    /// split of a whole address in its street, which reads the value, nor
    /// an FN derived where there is none, which a writer of another version
    /// adds as it sees fit): its bytes as read are not vCard that other
    /// readers take (``WriterOptions/rewritesRepairedCards``).
    public internal(set) var textWasRepaired = false
}
