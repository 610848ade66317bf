/// What can go wrong reading or writing an address book's files (or its
/// server). Each case names the path or URL and says why, in words a user
/// can act on.
public enum BookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder could not be read.
    case cannotRead(path: String, reason: String)
    /// The file or folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// The path is something a write must not replace: a symbolic link, a
    /// FIFO, a socket, a device or a folder.
    case notARegularFile(path: String, kind: FileKind)
    /// An item changed after the scan that a write relied on (its version
    /// tag no longer matches, or a new card's name was taken meanwhile):
    /// nothing of it was overwritten; a later run sees the change. `item`
    /// names the card's file in a folder; `nil`, the book's file itself.
    case changedMeanwhile(path: String, item: String?)
    /// The file holds cards in a form a sync cannot write back (xCard or
    /// jCard): import and convert read it; a sync needs a vCard file.
    case notAVCardFile(path: String, form: String)
    /// The input is plainly not an address book (empty, an image, CSV…);
    /// `path` as diagnostics name it.
    case notABook(path: String, content: BookContent)
    /// The server that holds the book failed or refused: `message` says
    /// how and what to do, names the URL and never holds a password.
    case server(message: String, failure: ServerFailure)

    /// The path or URL, what went wrong and what the user can do.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .notARegularFile(let path, let kind):
            let hint = kind == .fifo ? " (to write into a pipe, use -o - and redirect)" : ""
            return "\(path): cannot write: it is \(kind.description), not a regular file; nothing was replaced\(hint)"
        case .changedMeanwhile(let path, let item):
            let what = item.map { "\(path): '\($0)'" } ?? path
            return "\(what) changed while this run was working; nothing of it was overwritten, the next run takes the change in"
        case .notAVCardFile(let path, let form):
            return "\(path): is \(form), which a sync does not write back; convert it to vCard ('hotels convert --to vcard3') to sync it"
        case .notABook(let path, let content):
            return "\(path): not an address book: \(content)"
        case .server(let message, _):
            return message
        }
    }
}

/// How a book's server failed, which decides what the user can do.
public enum ServerFailure: Sendable, Equatable {
    /// Unreachable, busy or failing for now: try again later.
    case temporary
    /// The user name or password was refused.
    case credentials
    /// The address book is not there (deleted, or a wrong URL).
    case missing
    /// The book's settings do not work with the server: its `ca_file`, or
    /// plain HTTP to another machine without `insecure = yes`.
    case setup
    /// Anything else: a certificate not trusted, an answer not understood.
    case other
}

/// The kinds of thing a path can name, as `lstat` tells them.
public enum FileKind: String, Sendable, CustomStringConvertible {
    /// A regular file, a folder, a symbolic link (not followed), a FIFO, a socket,
    /// a device (any other kind `lstat` reports), or nothing at the path.
    case regular, folder, symbolicLink, fifo, socket, device, missing

    /// The kind with its article, for messages: "a symbolic link", "a FIFO";
    /// "missing".
    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO"
        case .socket: return "a socket"
        case .device: return "a device"
        case .missing: return "missing"
        }
    }
}
