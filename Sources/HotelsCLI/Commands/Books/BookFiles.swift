import VCard

#if canImport(Glibc)
import Glibc
#endif

/// The files of an address book on disk: one file, a folder of cards, or
/// standard input; read into cards with their diagnostics printed.
enum BookFiles {
    /// The card files `path` names: itself, or the .vcf/.vcard/.xml files in it (sorted).
    static func list(_ path: String) throws(CLIError) -> [String] {
        if path == "-" { return ["-"] }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return [path] }
        guard let directory = opendir(path) else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let lower = name.lowercased()
            if !name.hasPrefix("."), lower.hasSuffix(".vcf") || lower.hasSuffix(".vcard") || lower.hasSuffix(".xml") {
                names.append(name)
            }
        }
        return names.sorted().map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
    }

    struct Read {
        var cards = 0
        var rejected: [ArraySlice<UInt8>] = []
        var errors = 0
    }

    /// Reads every card of `file`, one at a time (a book of any size reads in
    /// flat memory), handing each to `each`; prints the diagnostics.
    static func read(_ file: String, console: Console, each: (Card, Int) throws(CLIError) -> Void) throws(CLIError) -> Read {
        let reader = try CardFile.open(file, options: ReaderOptions(fileName: file == "-" ? "<stdin>" : file)).results
        var read = Read()
        for result in reader {
            switch result {
            case .card(let card, let diagnostics):
                DiagnosticPrinter.print(diagnostics, to: console)
                read.cards += 1
                try each(card, card.origin?.line ?? 0)
            case .rejected(let card):
                DiagnosticPrinter.print(card.diagnostics, to: console)
                read.rejected.append(card.bytes)
                read.errors += 1
            case .diagnostic(let diagnostic):
                DiagnosticPrinter.print([diagnostic], to: console)
                if diagnostic.severity == .error { read.errors += 1 }
            }
        }
        return read
    }

    /// The last path component, for batch names.
    static func displayName(_ path: String) -> String {
        path == "-" ? "-" : (path.split(separator: "/").last.map(String.init) ?? path)
    }
}
