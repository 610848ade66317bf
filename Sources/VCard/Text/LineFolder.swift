/// Folding of long content lines (RFC 6350 §3.2): a line longer than 75
/// octets is broken with a line break and a single space, never inside a
/// UTF-8 sequence.
enum LineFolder {
    /// Appends `line` to `output`, folded, then `lineEnding`.
    static func append(_ line: some Collection<UInt8>, to output: inout [UInt8], width: Int = 75, lineEnding: [UInt8]) {
        var count = 0
        var limit = width
        var index = line.startIndex
        while index != line.endIndex {
            // Length of the UTF-8 sequence that starts here.
            let byte = line[index]
            let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            if count + length > limit && count > 0 {
                output.append(contentsOf: lineEnding)
                output.append(0x20)
                count = 0
                limit = width - 1
            }
            for _ in 0..<length where index != line.endIndex {
                output.append(line[index])
                index = line.index(after: index)
            }
            count += length
        }
        output.append(contentsOf: lineEnding)
    }

    /// Appends a vCard 2.1 quoted-printable line, broken with soft line breaks
    /// (`=` at the end of a line) so that no `=XX` escape is split. A line
    /// after a break that would start like a property ("n;;80331", read as
    /// N) starts with its first byte escaped instead.
    static func appendQuotedPrintable(_ line: [UInt8], to output: inout [UInt8], width: Int = 75, lineEnding: [UInt8]) {
        var count = 0
        var i = 0
        while i < line.count {
            let length = line[i] == UInt8(ascii: "=") ? min(3, line.count - i) : 1
            if count + length > width - 1 {
                output.append(UInt8(ascii: "="))
                output.append(contentsOf: lineEnding)
                count = 0
                if length == 1, startsLikeAProperty(line[i...]) {
                    output.append(contentsOf: QuotedPrintable.escape(line[i]))
                    count = 3
                    i += 1
                    continue
                }
            }
            output.append(contentsOf: line[i..<(i + length)])
            count += length
            i += length
        }
        output.append(contentsOf: lineEnding)
    }

    /// Whether `text` starts with a name (letters, digits, `-`, a group's
    /// `.`) and then `;` or `:`, as a property's line does.
    private static func startsLikeAProperty(_ text: ArraySlice<UInt8>) -> Bool {
        let name = text.prefix { ByteClass.isNameByte($0) || $0 == UInt8(ascii: ".") }
        guard !name.isEmpty, name.endIndex < text.endIndex else { return false }
        return text[name.endIndex] == UInt8(ascii: ";") || text[name.endIndex] == UInt8(ascii: ":")
    }
}
