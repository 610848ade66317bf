/// Columns of text aligned for a terminal, measured in display cells (a CJK
/// character takes two), with the last column left ragged.
///
/// The rules it keeps: cells show their control characters escaped (see
/// ``TerminalText``), and a tab, which would break the columns, as a
/// space; no column is wider than ``maximumCellWidth`` cells, a longer
/// value is cut with an ellipsis; widths come from the header and at most
/// ``lookAhead`` rows, so a table of any length is written in flat memory
/// (rows after those are cut to the widths found).
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned to the right (numbers).
    var rightAligned: Set<Int> = []

    /// The widest a column gets, in cells.
    static let maximumCellWidth = 48
    /// How many rows the widths are measured on.
    static let lookAhead = 1000

    var text: String {
        var out: [UInt8] = []
        var writer = TableWriter(header: header, rightAligned: rightAligned) { out += $0 }
        for row in rows { writer.add(row) }
        writer.finish()
        return String(decoding: out, as: UTF8.self)
    }

    /// The widths of the columns for `rows` as shown, each capped.
    static func widths(of rows: [[String]], columns: Int) -> [Int] {
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() where index < columns {
                widths[index] = min(maximumCellWidth, max(widths[index], width(of: TerminalText.escaped(cell))))
            }
        }
        return widths
    }

    /// One line of the table, as UTF-8; `row`'s cells as they are (a tab
    /// made a space), each shown (``TerminalText``) here.
    static func line(_ row: [String], widths: [Int], rightAligned: Set<Int>) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(128)
        for (index, raw) in row.enumerated() {
            let width = index < widths.count ? widths[index] : 0
            let cell = TerminalText.escaped(raw)
            let cellWidth = TextTable.width(of: cell)
            let text = cellWidth > width ? cut(raw, to: width) : cell
            let padding = max(0, width - (cellWidth > width ? TextTable.width(of: text) : cellWidth))
            let isLast = index == row.count - 1
            if rightAligned.contains(index) {
                line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
                line.append(contentsOf: text.utf8)
            } else {
                line.append(contentsOf: text.utf8)
                if !isLast { line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
            }
            if !isLast { line.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
        }
        while line.last == UInt8(ascii: " ") { line.removeLast() }
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// `text` shown and cut to `width` cells, ending in "…" when it was
    /// longer: a character cut is cut whole, with its escape (`^[`,
    /// `\u202e`), never inside it, where `^` or `\u2` would read as text.
    static func cut(_ text: String, to width: Int) -> String {
        let shown = TerminalText.escaped(text)
        guard TextTable.width(of: shown) > width else { return shown }
        var kept = ""
        var used = 0
        for character in text {
            let piece = TerminalText.escaped(String(character))
            let cells = TextTable.width(of: piece)
            if used + cells > width - 1 { break }
            kept += piece
            used += cells
        }
        return kept + "…"
    }

    /// Terminal cells `text` takes, as the C library's `wcswidth` counts
    /// them a code point at a time (East Asian wide and fullwidth
    /// characters two, combining marks and joiners none, a vowel sign that
    /// takes room one), but an emoji two however many code points make it
    /// (a family joined by U+200D, a flag, an emoji with its presentation
    /// selector), as terminals show it.
    static func width(of text: String) -> Int {
        // Most cells are ASCII: a cell a byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        var width = 0
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.contains(where: { $0.value == 0xFE0F || $0.value >= 0x1F1E6 && $0.value <= 0x1FAFF }) {
                width += 2
            } else {
                width += scalars.reduce(0) { $0 + Self.cells(of: $1) }
            }
        }
        return width
    }

    /// The cells one code point takes on its own.
    private static func cells(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Below the combining marks (U+0300) every character is one cell.
        if value < 0x300 { return 1 }
        // Hangul's medial vowels and final consonants (U+1160–U+11FF,
        // U+D7B0–U+D7FF) join the initial before them (U+1100–U+115F,
        // U+A960–U+A97F: two cells) into one syllable.
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || [0x200B, 0x200C, 0x200D, 0xFE0E, 0xFE0F].contains(value)
            || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return 0
        }
        let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xA960...0xA97F).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F1E6...0x1F1FF).contains(value)
            || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
        return wide ? 2 : 1
    }
}

/// Writes a ``TextTable`` row by row: the first ``TextTable/lookAhead``
/// rows are held to measure the columns, the rest go out as they come.
struct TableWriter {
    private let header: [String]
    private let rightAligned: Set<Int>
    private let sink: ([UInt8]) -> Void
    private var held: [[String]] = []
    private var widths: [Int]?

    init(header: [String], rightAligned: Set<Int>, sink: @escaping ([UInt8]) -> Void) {
        self.header = header
        self.rightAligned = rightAligned
        self.sink = sink
    }

    mutating func add(_ row: [String]) {
        let cells = row.map { $0.replacingOccurrences(of: "\t", with: " ") }
        if let widths {
            sink(TextTable.line(cells, widths: widths, rightAligned: rightAligned))
            return
        }
        held.append(cells)
        if held.count >= TextTable.lookAhead { flushHeld() }
    }

    /// Writes what is held; the table is complete.
    mutating func finish() {
        if widths == nil { flushHeld() }
    }

    private mutating func flushHeld() {
        let all = [header] + held
        let widths = TextTable.widths(of: all, columns: header.count)
        for row in all { sink(TextTable.line(row, widths: widths, rightAligned: rightAligned)) }
        held = []
        self.widths = widths
    }
}

/// Tab-separated values: tabs and line breaks inside a field become spaces,
/// so every record is one line with the same number of fields; other
/// control characters are shown (see ``TerminalText``).
enum TSV {
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            TerminalText.escaped(String(field.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }))
        }.joined(separator: "\t") + "\n"
    }
}
