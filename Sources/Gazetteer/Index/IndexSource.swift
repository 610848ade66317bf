/// One source file an index was built from, as its sources section records
/// it: a line of `FILE TAB KIND TAB ROWS`.
public struct IndexSource: Sendable, Equatable {
    /// The file's name, without its folder.
    public let file: String
    /// What it held (``SourceKind``'s raw value, such as `geonames-cities`).
    public let kind: String
    /// How many rows were read from it.
    public let rows: Int

    /// A record of `rows` rows read from `file` as `kind`.
    public init(file: String, kind: String, rows: Int) {
        self.file = file
        self.kind = kind
        self.rows = rows
    }

    /// Reads one line of the sources section; a line of another shape is
    /// kept whole as the file name, with no kind and no rows.
    init(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, let rows = Int(fields[2]) else {
            self.init(file: String(line), kind: "", rows: 0)
            return
        }
        self.init(file: String(fields[0]), kind: String(fields[1]), rows: rows)
    }

    /// The line the sources section holds for it.
    var line: String { "\(file)\t\(kind)\t\(rows)" }
}
