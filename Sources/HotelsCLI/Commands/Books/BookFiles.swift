import Books
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// The files of an address book on disk as the commands name them: one
/// file, a folder of cards, or standard input (`-`); opened through Books'
/// ``CardSource``, read into cards with their diagnostics handed on.
enum BookFiles {
    /// How many threads `lint`, `convert` and a sync read with when the user
    /// did not say: two, where there are two cores. xCard's libxml2 parsing
    /// runs side by side in spans (bench/RESULTS.md, xCard runs D–O); plain
    /// vCard is read and framed on one thread while the other parses (vCard
    /// runs 10 on). Both were faster on two threads in every run.
    static var defaultThreads: Int { Swift.max(1, Swift.min(2, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The name diagnostics give `path`: standard input's is `<stdin>`.
    static func shownName(_ path: String) -> String { path == "-" ? ReaderOptions.standardInputName : path }

    /// The last path component, for batch names.
    static func batchName(_ path: String) -> String {
        path == "-" ? "-" : (path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Opens `path` (`-` for standard input) in whichever form it is.
    /// `standardInputHead` is what ``CardSource/readStandardInputHead()``
    /// read already, if it was called.
    static func open(_ path: String, options: ReaderOptions, standardInputHead: [UInt8]? = nil) throws(CLIError) -> CardSource {
        do {
            if path == "-" { return try CardSource.openStandardInput(head: standardInputHead, options: options) }
            return try CardSource.open(path, options: options)
        } catch {
            throw .book(error)
        }
    }

    /// The card files `path` names: itself, or — when it names a folder, as
    /// it does for `hotels sync PATH` (``BookConfig/kind(ofPath:)``) — the
    /// card files in it, as a vdir book lists them (``CardFolder/list(_:)``).
    /// Entries of a folder that are not regular files are left out with a
    /// warning: a FIFO would block the read forever. `unread` counts the
    /// card files left out (a name that is not UTF-8): input not read.
    static func list(_ path: String, console: Console, unread: inout Int) throws(CLIError) -> [String] {
        if path == "-" { return ["-"] }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        guard BookConfig.kind(ofPath: path) == .vdir else { return [path] }
        let listing: CardFolder.Listing
        do { listing = try CardFolder.list(path) } catch { throw .book(error) }
        for skipped in listing.skipped {
            console.report("\(skipped.path): skipped: \(skipped.reason(notA: "regular file"))")
            if skipped.nameIsNotUTF8 { unread += 1 }
        }
        return listing.files
    }

    struct Read {
        var cards = 0
        var errors = 0
    }

    /// Reads the cards of `file` one at a time (a book of any size reads in
    /// flat memory), handing each with its first line to `each` until it
    /// returns `false`; diagnostics go to `report` and the bytes of what
    /// could not be read to `rejected` (with whether they start a rejected
    /// card or run of lines) as they come, never held. `unreadable` is
    /// called for each card that could not be read, in its place among the
    /// cards: a rejected card, lines outside cards that hold one (its BEGIN
    /// misspelt), or an xCard or jCard card an error ended.
    /// `standardInputHead`: see ``open(_:options:standardInputHead:)``.
    static func read(_ file: String, limits: ReaderLimits = ReaderLimits(), standardInputHead: [UInt8]? = nil,
                     report: ([Diagnostic]) -> Void,
                     rejected: (ArraySlice<UInt8>, _ starts: Bool) -> Void, unreadable: () -> Void = {},
                     each: (Card, Int) -> Bool) throws(CLIError) -> Read {
        let options = ReaderOptions(fileName: shownName(file), limits: limits)
        let reader = try open(file, options: options, standardInputHead: standardInputHead).results
        var read = Read()
        for result in reader {
            switch result {
            case .card(let card, let diagnostics):
                if !diagnostics.isEmpty { report(diagnostics) }
                read.cards += 1
                guard each(card, card.line ?? 0) else { return read }
            case .rejected(let card):
                if !card.diagnostics.isEmpty { report(card.diagnostics) }
                rejected(card.bytes, !card.isContinuation)
                for _ in 0..<card.cardsHeld { unreadable() }
                if !card.isContinuation { read.errors += 1 }
            case .diagnostic(let diagnostic):
                report([diagnostic])
                if diagnostic.severity == .error { read.errors += 1 }
                if diagnostic.severity == .error && diagnostic.cardIndex != nil { unreadable() }
            case .known:
                break  // No card is known to an import: it reads them all.
            }
        }
        return read
    }

    /// The files' total size, when every one is a regular file (not standard input).
    static func size(of files: [String]) -> Int? {
        var total = 0
        for file in files {
            var status = stat()
            guard file != "-", stat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            total += Int(status.st_size)
        }
        return total
    }
}
