extension String {
    /// The text without the white space at its ends — Unicode's white space:
    /// spaces, tabs, line breaks, no-break and ideographic spaces. The one
    /// trimming of a value, whether it came from a card, the command line,
    /// an address or a UID, so that a value typed and the same value
    /// imported are the same value.
    public var trimmedWhitespace: String {
        // Most values start and end with a visible ASCII character.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        return Substring(self).trimmedWhitespace
    }
}

extension Substring {
    /// ``Swift/String/trimmedWhitespace`` of a part of a string.
    public var trimmedWhitespace: String {
        var scalars = unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(Substring(scalars))
    }
}

extension StringProtocol {
    /// Whether the text shows anything: holds a character that is neither
    /// white space, a control, nor one of Unicode's invisible ones
    /// (Default_Ignorable_Code_Point: zero-width spaces and joiners, the
    /// byte-order mark, bidirectional marks, variation selectors). The one
    /// test of whether a name is there at all, for a card's and a typed one.
    public var showsAnything: Bool {
        unicodeScalars.contains { scalar in
            let properties = scalar.properties
            return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .control
        }
    }
}
