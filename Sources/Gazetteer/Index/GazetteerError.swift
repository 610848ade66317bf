/// Why an index could not be opened, or an index could not be built.
public enum GazetteerError: Error, Equatable, CustomStringConvertible {
    /// No index file at the path.
    case missing(path: String, reason: String)
    /// A file at the path that cannot be read (an index installed for
    /// another user only: "Permission denied").
    case unreadable(path: String, reason: String)
    /// The file is not a gazetteer index.
    case notAnIndex(path: String)
    /// The file is shorter than its header says: a copy was cut short.
    case truncated(path: String, expected: Int, found: Int)
    /// The checksum does not match: the file was damaged.
    case checksumMismatch(path: String)
    /// A newer `hotels` wrote this index.
    case newerFormat(path: String, found: UInt32, supported: UInt32)
    /// A section is missing or points outside the file.
    case malformed(path: String, detail: String)
    /// A source file for `gazetteer build` could not be opened or read.
    case cannotReadSource(path: String, reason: String)
    /// A source file for `gazetteer build` is not in a format it knows, or has a bad line.
    case badSource(path: String, line: Int?, detail: String)
    /// Writing the index failed.
    case cannotWrite(path: String, reason: String)

    /// A message that begins with the path and, where there is one, says what
    /// to do about it.
    public var description: String {
        switch self {
        case .missing(let path, let reason):
            return "\(path): no gazetteer index (\(reason)); give one with --gazetteer or HOTELS_GAZETTEER, or reinstall hotels"
        case .unreadable(let path, let reason):
            return "\(path): cannot read the gazetteer index (\(reason)); make it readable, or give another with --gazetteer or HOTELS_GAZETTEER"
        case .notAnIndex(let path):
            return "\(path): not a hotels gazetteer index"
        case .truncated(let path, let expected, let found):
            return "\(path): the gazetteer index is cut short (\(found) of \(expected) bytes); build or copy it again"
        case .checksumMismatch(let path):
            return "\(path): the gazetteer index is damaged (checksum mismatch); build or copy it again"
        case .newerFormat(let path, let found, let supported):
            return "\(path): the gazetteer index has format \(found), newer than this hotels reads (\(supported)); upgrade hotels"
        case .malformed(let path, let detail):
            return "\(path): the gazetteer index is malformed: \(detail)"
        case .cannotReadSource(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .badSource(let path, let line, let detail):
            return "\(path)\(line.map { ":\($0)" } ?? ""): \(detail)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write: \(reason)"
        }
    }
}
