/// vCard 2.1 (§2.4.2) writes an agent's card inside the card that names
/// it: an `AGENT` property with no value, then the agent's card, from its
/// own `BEGIN:VCARD` to its `END:VCARD`, on the lines after it. That inner
/// card belongs to the outer one: ``CardFramer`` keeps its lines in the
/// outer card, and ``CardParser`` makes them the AGENT's value, written as
/// vCard 3.0 writes an embedded card (one text value, its line breaks `\n`).
/// Both ask this one rule.
enum EmbeddedCard {
    /// Whether `line` is an AGENT with no value (whatever its parameters),
    /// so that a `BEGIN:VCARD` on the next line opens the agent's card.
    static func isOpenedBy(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        guard let head = ContentLine.Head(base, line.start, line.contentEnd),
              ByteClass.matches(base, head.name.lowerBound, head.name.upperBound, "AGENT") else { return false }
        var end = line.contentEnd
        while end > head.name.upperBound && ByteClass.isFoldSpace(base[end - 1]) { end -= 1 }
        return end > head.name.upperBound && base[end - 1] == UInt8(ascii: ":")
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
