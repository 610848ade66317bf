/// vCard 2.1 (§2.4.2) writes an agent's card inside the card that names
/// it: an `AGENT` property with no value, then the agent's card, from its
/// own `BEGIN:VCARD` to its `END:VCARD`, on the lines after it. That inner
/// card belongs to the outer one: ``CardFramer`` keeps its lines in the
/// outer card, and ``CardParser`` makes them the AGENT's value, written as
/// vCard 3.0 writes an embedded card (one text value, its line breaks `\n`).
/// Both ask this one rule.
enum EmbeddedCard {
    /// Whether `line` is an AGENT with no value, and no VALUE that makes it
    /// a link (`VALUE=uri`, 2.1's `VALUE=URL`), so that a `BEGIN:VCARD` on
    /// the next line opens the agent's card.
    static func isOpenedBy(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        guard let head = ContentLine.Head(base, line.start, line.contentEnd),
              ByteClass.matches(base, head.name.lowerBound, head.name.upperBound, "AGENT") else { return false }
        var end = line.contentEnd
        while end > head.name.upperBound && ByteClass.isFoldSpace(base[end - 1]) { end -= 1 }
        guard end > head.name.upperBound && base[end - 1] == UInt8(ascii: ":") else { return false }
        let parameters = String(decoding: UnsafeBufferPointer(start: base + head.name.upperBound, count: end - 1 - head.name.upperBound),
                                as: UTF8.self).uppercased().filter { $0 != " " }
        return !parameters.contains("VALUE=URI") && !parameters.contains("VALUE=URL")
    }

    /// How deep the lines are inside agents' cards, counted line by line.
    struct Depth {
        private(set) var level = 0

        /// Takes `delimiter`, found on the line after `previous`: whether it
        /// is a line of an agent's card (a BEGIN right after an AGENT that
        /// opens one, or a BEGIN or END inside such a card), not of the
        /// card around it.
        mutating func takes(_ base: UnsafePointer<UInt8>, _ delimiter: CardDelimiter, after previous: PhysicalLine) -> Bool {
            if delimiter.kind == .begin {
                guard EmbeddedCard.isOpenedBy(base, previous) else { return false }
                level += 1
                return true
            }
            guard level > 0 else { return false }
            level -= 1
            return true
        }
    }

    /// Appends one line of the agent's card to `value` as vCard 3.0 text
    /// escapes it: a backslash, `;` and `,` escaped, and `\n` before every
    /// line but the first.
    static func append(line: UnsafeBufferPointer<UInt8>, to value: inout [UInt8], first: Bool) {
        let backslash = UInt8(ascii: "\\")
        if !first { value += [backslash, UInt8(ascii: "n")] }
        for byte in line {
            if byte == backslash || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") { value.append(backslash) }
            value.append(byte)
        }
    }
}
