#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of card files, as `import DIR` reads it and `export -o DIR/` writes it.
public enum CardFolder {
    /// The endings of the files a folder's cards are read from.
    public static let cardExtensions = [".vcf", ".vcard", ".xml"]

    /// The endings of a vdir's cards: plain vCard files, as khard and
    /// vdirsyncer write them. An xCard file beside them is import's to
    /// read; a sync, which writes its cards back, neither lists it nor
    /// counts it as a card that could not be read.
    public static let vCardExtensions = [".vcf", ".vcard"]

    /// Whether `path` names a vdir's card (``vCardExtensions``).
    public static func isVCardName(_ path: String) -> Bool {
        let lower = path.lowercased()
        return vCardExtensions.contains { lower.hasSuffix($0) }
    }

    /// What a folder holds, for reading.
    public struct Listing: Sendable, Equatable {
        /// The card files, sorted by name, as paths.
        public var files: [String] = []
        /// Entries with a card file's ending that are not regular files (a
        /// FIFO would block a reader forever, a device never end), with what they are.
        public var skipped: [Skipped] = []
    }

    /// An entry left out of a listing.
    public struct Skipped: Sendable, Equatable {
        /// The entry's path: the folder's path, a `/`, and its name (a
        /// name that is not UTF-8 with each byte that is not as `\xNN`).
        public let path: String
        /// What it is instead; `.missing` for a link to nothing. A name
        /// that is not UTF-8 is not looked at: `.regular`.
        public let kind: FileKind
        /// Whether the name is not UTF-8: hotels keeps paths as text, and
        /// no text names such a file, so it cannot be read until renamed.
        public var nameIsNotUTF8 = false

        public init(path: String, kind: FileKind, nameIsNotUTF8: Bool = false) {
            self.path = path
            self.kind = kind
            self.nameIsNotUTF8 = nameIsNotUTF8
        }

        /// Why the entry is left out, after "it is" / "its": "a FIFO, not a
        /// `what`", or that its name is not UTF-8 and what to do.
        public func reason(notA what: String) -> String {
            nameIsNotUTF8 ? "its name is not UTF-8, so hotels cannot open it; rename it" : "it is \(kind), not a \(what)"
        }
    }

    /// The card files in `folder`: names with a card file's ending that do
    /// not start with a dot (temporary and hidden files), following links
    /// to regular files. Anything else with such a name is listed as skipped.
    public static func list(_ folder: String) throws(BookError) -> Listing {
        guard let directory = opendir(folder) else { throw .cannotRead(path: folder, reason: FileStatus.lastError()) }
        defer { closedir(directory) }
        var names: [String] = []
        var listing = Listing()
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(directory) {
            let name = FileStatus.name(of: entry)
            let shown = name ?? FileStatus.shownName(of: entry)
            let lower = shown.lowercased()
            guard !shown.hasPrefix("."), cardExtensions.contains(where: { lower.hasSuffix($0) }) else { continue }
            if let name {
                names.append(name)
            } else {
                listing.skipped.append(Skipped(path: prefix + shown, kind: .regular, nameIsNotUTF8: true))
            }
        }
        for name in names.sorted() {
            let path = prefix + name
            var status = stat()
            // stat, not lstat: a link to a card file is read as that file.
            let kind = stat(path, &status) == 0 ? FileStatus(status).kind : .missing
            if kind == .regular {
                listing.files.append(path)
            } else {
                listing.skipped.append(Skipped(path: path, kind: kind))
            }
        }
        return listing
    }

    /// Creates `folder` (0700: it will hold private contacts) unless it exists.
    public static func make(_ folder: String) throws(BookError) {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .cannotWrite(path: folder, reason: FileStatus.lastError())
        }
    }
}
