/// The parts of one unfolded content line, as byte ranges into its buffer:
/// `[group "."] name *(";" param) ":" value` (RFC 6350 §3.3).
///
/// This layer knows no property names; giving them meaning is the job of the
/// layers above.
struct ContentLine {
    struct RawParameter {
        /// `nil` for a bare (2.1-style) parameter.
        var name: Range<Int>?
        var value: Range<Int>
        var nameIsValid: Bool
    }

    /// What is wrong with the line's syntax (each kind once).
    struct Problems: OptionSet {
        let rawValue: UInt8
        static let emptyParameter = Problems(rawValue: 1)
        static let invalidParameterName = Problems(rawValue: 2)
        static let missingParameterValue = Problems(rawValue: 4)
        static let unterminatedQuote = Problems(rawValue: 8)
        static let invalidPropertyName = Problems(rawValue: 16)
        static let missingColon = Problems(rawValue: 32)
    }

    var group: Range<Int>?
    var name: Range<Int>
    var parameters: [RawParameter]
    var value: Range<Int>
    var problems: Problems

    /// Splits `base[start..<end]`; `nil` when the line has no usable name.
    static func parse(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> ContentLine? {
        var parameters: [RawParameter] = []
        guard let parts = scan(base, start, end, parameters: &parameters) else { return nil }
        return ContentLine(group: parts.group, name: parts.name, parameters: parameters, value: parts.value, problems: parts.problems)
    }

    /// A content line's parts but its parameters.
    struct Parts {
        var group: Range<Int>?
        var name: Range<Int>
        var value: Range<Int>
        var problems: Problems
    }

    /// Splits `base[start..<end]`, appending its parameters to `parameters`
    /// (which the caller empties and reuses from line to line: a reader
    /// parsing millions of lines then makes no array per line); `nil` when
    /// the line has no usable name.
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, parameters: inout [RawParameter]) -> Parts? {
        scan(base, start, end) { parameters.append($0) }
    }

    /// Splits `base[start..<end]`, putting its parameters in `scratch` (emptied first).
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, into scratch: ParameterScratch) -> Parts? {
        scratch.removeAll()
        return scan(base, start, end) { scratch.append($0) }
    }

    @inline(__always)
    private static func scan(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                             _ append: (RawParameter) -> Void) -> Parts? {
        guard let head = Head(base, start, end) else { return nil }
        var problems: Problems = head.nameIsValid ? [] : .invalidPropertyName
        let group = head.group, name = head.name
        var i = name.upperBound

        while i < end && base[i] == UInt8(ascii: ";") {
            i += 1
            let tokenStart = i
            while i < end {
                let b = base[i]
                if b == UInt8(ascii: "=") || b == UInt8(ascii: ";") || b == UInt8(ascii: ":") { break }
                i += 1
            }
            let nameEnd = i
            if i < end && base[i] == UInt8(ascii: "=") {
                i += 1
                let valueStart = i
                var inQuotes = false
                while i < end {
                    let b = base[i]
                    if b == UInt8(ascii: "\"") {
                        inQuotes.toggle()
                    } else if !inQuotes && (b == UInt8(ascii: ";") || b == UInt8(ascii: ":")) {
                        break
                    }
                    i += 1
                }
                if inQuotes {
                    // No closing quote: read the value as if it had none.
                    problems.insert(.unterminatedQuote)
                    i = valueStart
                    while i < end && base[i] != UInt8(ascii: ";") && base[i] != UInt8(ascii: ":") { i += 1 }
                }
                var valid = nameEnd > tokenStart
                for k in tokenStart..<nameEnd where !ByteClass.isNameByte(base[k]) { valid = false }
                if !valid { problems.insert(.invalidParameterName) }
                if valueStart == i { problems.insert(.missingParameterValue) }
                append(RawParameter(name: tokenStart..<nameEnd, value: valueStart..<i, nameIsValid: valid))
            } else if nameEnd == tokenStart {
                problems.insert(.emptyParameter)
            } else {
                append(RawParameter(name: nil, value: tokenStart..<nameEnd, nameIsValid: true))
            }
        }
        let value: Range<Int>
        if i < end {
            value = (i + 1)..<end   // base[i] is the colon
        } else {
            problems.insert(.missingColon)
            value = end..<end
        }
        return Parts(group: group, name: name, value: value, problems: problems)
    }

    /// The group and name at the start of a content line: all that telling
    /// properties apart needs, without reading the parameters.
    struct Head {
        var group: Range<Int>?
        var name: Range<Int>
        /// Whether the name holds only the bytes names may hold.
        var nameIsValid: Bool

        /// `nil` when the line has no usable name.
        @inline(__always)
        init?(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
            var i = start
            while i < end && ByteClass.isNameByte(base[i]) { i += 1 }
            group = nil
            var nameStart = start
            // A group, perhaps empty (`.NAME`, which some writers put on every line).
            if i < end && base[i] == UInt8(ascii: ".") {
                group = start..<i
                i += 1
                nameStart = i
                while i < end && ByteClass.isNameByte(base[i]) { i += 1 }
            }
            nameIsValid = true
            if i < end && base[i] != UInt8(ascii: ";") && base[i] != UInt8(ascii: ":") {
                // A byte that names may not hold: take the name up to the
                // next delimiter (the parser says so).
                while i < end && base[i] != UInt8(ascii: ";") && base[i] != UInt8(ascii: ":") { i += 1 }
                nameIsValid = false
            }
            name = nameStart..<i
            if name.isEmpty { return nil }
        }
    }
}

/// A parser's list of the current line's parameters, reused from line to
/// line: plain memory, emptied by setting its count. An array here cost a
/// uniqueness check on every append and removal, several per property.
final class ParameterScratch {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<ContentLine.RawParameter>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 8

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The parameters appended since the last `removeAll()`; valid until the next change.
    var elements: UnsafeBufferPointer<ContentLine.RawParameter> { UnsafeBufferPointer(start: base, count: count) }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    func append(_ parameter: ContentLine.RawParameter) {
        if count == capacity { grow() }
        (base + count).initialize(to: parameter)
        count += 1
    }

    /// Empties the list (its elements are plain values: nothing to release).
    @inline(__always)
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<ContentLine.RawParameter>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
