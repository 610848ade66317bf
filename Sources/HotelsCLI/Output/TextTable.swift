/// Columns of text aligned for a terminal, measured in display cells (a CJK
/// character takes two), with the last column left ragged.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned to the right (numbers).
    var rightAligned: Set<Int> = []

    var text: String {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TextTable.width(of: cell))
            }
        }
        var out = ""
        for row in all {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - TextTable.width(of: cell))
                let isLast = index == row.count - 1
                if rightAligned.contains(index) {
                    line += padding + cell
                } else {
                    line += cell + (isLast ? "" : padding)
                }
                if !isLast { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// Terminal cells `text` takes: East Asian wide and fullwidth characters
    /// count two, combining marks none.
    static func width(of text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if scalar.properties.generalCategory == .nonspacingMark || value == 0x200B { continue }
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
                || (0x20000...0x3FFFD).contains(value)
            width += wide ? 2 : 1
        }
        return width
    }
}

/// Tab-separated values: tabs and line breaks inside a field become spaces,
/// so every record is one line with the same number of fields.
enum TSV {
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            String(field.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
        }.joined(separator: "\t") + "\n"
    }
}
