import Books
import HotelStore
import Reconcile
import VCard

/// `hotels export [-o FILE|DIR] [--format …] [--trip T]`.
struct ExportCommand: Command {
    static let name = "export"
    static let abstract = "Write the hotels as vCard, xCard, jCard or GeoJSON"
    static let help = """
    Usage: hotels export [-o FILE|DIR|URL] [--format vcard3|vcard4|xcard|jcard|geojson]
                         [--trip T] [--max-line SIZE] [--max-value SIZE]
                         [--max-card SIZE] [--store PATH]

    Writes every hotel (or those of --trip), in id order, to standard output,
    to FILE (all in one file, replaced in one step; a new file is private,
    0600, and a replaced one keeps its mode), or to DIR (an existing folder,
    or a path ending in /, made 0700: one file per hotel, UID.vcf when the
    UID is short and safe in a file name, else h-HASH.vcf). A hotel imported
    from a card comes out as that card with only the changed fields
    rewritten; one entered by hand becomes a clean card. Exporting twice
    gives the same bytes. To a CardDAV address book at URL (user and
    password from ~/.netrc) it creates and updates cards, never deletes one.

    Options:
      -o, --output FILE|DIR|URL
                   Where to write (default: standard output; - is it too).
      --format F   vcard3 (default: what Apple Contacts, Google and Outlook
                   all import), vcard4, xcard (RFC 6351), jcard (RFC 7095),
                   or geojson (a FeatureCollection of Points with the
                   hotel's fields as properties). 3.0 and 4.0 also work.
      --trip T     Only the hotels of trip T.
    \(ReaderLimitOptions.help)
                        With -o URL: the collection's cards are read under
                        them, and a card over them is not written.

    """
    static let spec = Arguments.Spec(options: ["--output", "--format", "--trip", StoreAccess.option] + ReaderLimitOptions.options,
                                     aliases: ["-o": "--output"])

    /// What export writes: cards in one of the card formats, or a map.
    enum Format: Equatable {
        case cards(CardFormat)
        case geojson
    }

    let arguments: Arguments
    let format: Format
    /// The limits a collection's cards are read under (`-o URL`).
    let limits: ReaderLimits

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else { throw .usage("export takes no arguments; use -o FILE|DIR", command: Self.name) }
        let text = arguments.value("--format") ?? "vcard3"
        if text.lowercased() == "geojson" {
            format = .geojson
        } else if let cards = CardFormat(spelling: text) {
            format = .cards(cards)
        } else {
            throw .usage("--format takes vcard3, vcard4, xcard, jcard or geojson, not '\(text)'", command: Self.name)
        }
        limits = try ReaderLimitOptions.limits(arguments, command: Self.name)
        if let option = ReaderLimitOptions.options.first(where: { arguments.value($0) != nil }), !(arguments.outputPath.map(ServerBook.isURL) ?? false) {
            throw .usage("\(option) is for -o URL (an address book whose cards export reads)", command: Self.name)
        }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        if let trip = arguments.value("--trip") {
            // A misspelt trip is a mistake to say, not an empty export. The
            // scan stops at the first hotel of the trip.
            var query = HotelQuery()
            query.fields = .summary
            query.trip = trip
            var any = false
            try CLIError.wrap { () throws(HotelStoreError) in
                try store.forEachHotel(query) { _ in
                    any = true
                    return false
                }
            }
            guard any else { throw .failed("no hotel has trip '\(trip)'; nothing exported (see 'hotels list')") }
        }
        let output = arguments.outputPath
        if let output, ServerBook.isURL(output) { return try exportToServer(output, store: store, console: console) }
        if let output, BookConfig.kind(ofPath: output) == .vdir {
            guard case .cards(let cards) = format, !cards.isDocument else {
                throw .usage("GeoJSON, xCard and jCard go to one FILE, not a folder", command: Self.name)
            }
            return try writeFolder(store, to: output, version: cards.version, console: console)
        }
        let file = try output.map { path throws(CLIError) in try AtomicFileWriter(path: path) }
        func write(_ bytes: [UInt8]) throws(CLIError) {
            if let file { try file.write(bytes) } else { console.output.write(bytes: bytes) }
        }
        switch format {
        case .geojson:
            try write(Array(#"{"type":"FeatureCollection","features":["#.utf8))
            var count = 0
            try forEachHotel(in: store) { hotel throws(CLIError) in
                try write(Array(((count > 0 ? "," : "") + Self.feature(hotel).text).utf8))
                count += 1
            }
            try write(Array("]}\n".utf8))
        case .cards(let form) where form.isDocument:
            // xCard and jCard are one document each, written a card at a time: flat memory.
            let exporter = HotelCardExporter(version: .v4_0, rewritesRepairedCards: true)
            var document = DocumentWriter(jCard: form == .jcard)
            try write(document.start())
            try forEachHotel(in: store) { hotel throws(CLIError) in
                let card = exporter.exportedCard(for: hotel)
                if form == .xcard {
                    XCardLossWarnings.print(for: card, as: "\(Console.prefix)hotel \(hotel.id) (\(hotel.name))", to: console)
                }
                let written = document.append(card)
                if form == .jcard { JCardSizeWarning.print(written.count, as: "\(Console.prefix)hotel \(hotel.id) (\(hotel.name))", to: console) }
                try write(written)
            }
            try write(document.finish())
        case .cards(let form):
            // Card by card, as the store hands them over: flat memory.
            let exporter = HotelCardExporter(version: form.version, rewritesRepairedCards: true)
            try forEachHotel(in: store) { hotel throws(CLIError) in
                if form.version != .v4_0, let card = Self.ownCard(ofVersion: .v4_0, hotel) {
                    VersionLossWarnings.print(for: card, to: form.version, as: "\(Console.prefix)hotel \(hotel.id) (\(hotel.name))", to: console)
                }
                try write(exporter.bytes(for: hotel))
            }
        }
        try file?.commit()
        return .success
    }

    /// The hotel's own card where it is of `version` and may hold what
    /// another version loses (a geo URI, `geo:` as everyone writes it): read only then.
    private static func ownCard(ofVersion version: VCardVersion, _ hotel: Hotel) -> Card? {
        guard hotel.card.utf8.firstRange(of: "geo:".utf8) != nil, let card = VCardReader.keptCard(hotel.card), card.version == version else { return nil }
        return card
    }

    /// Hands every hotel to export (those of `--trip`), in id order, to `body`.
    private func forEachHotel(in store: HotelStore, _ body: (Hotel) throws(CLIError) -> Void) throws(CLIError) {
        var query = HotelQuery()
        query.sort = .id
        // The store finds a trip as list does (TripName).
        query.trip = arguments.value("--trip")
        var failure: CLIError?
        try CLIError.wrap { () throws(HotelStoreError) in
            try store.forEachHotel(query) { listed in
                do throws(CLIError) { try body(listed.hotel) } catch {
                    failure = error
                    return false
                }
                return true
            }
        }
        if let failure { throw failure }
    }

    /// A hotel as a GeoJSON Feature: a Point (or no geometry) with the
    /// hotel's fields as properties.
    static func feature(_ hotel: Hotel) -> JSON {
        let geometry: JSON = hotel.coordinate.map {
            .object([("type", .string("Point")), ("coordinates", .array([.double($0.longitude), .double($0.latitude)]))])
        } ?? .null
        return .object([("type", .string("Feature")), ("id", .int(Int(hotel.id))), ("geometry", geometry),
                        ("properties", HotelPresentation.json(hotel))])
    }

    /// One file per hotel, written as a sync writes a vdir's cards
    /// (``CardFolderBook/put(uid:bytes:)``: named by ``CardFileNames``, no
    /// two hotels share one, every name fits, each written in one step). A
    /// hotel that cannot be written is reported and the others are still
    /// written; the exit status then says so.
    private func writeFolder(_ store: HotelStore, to folder: String, version: VCardVersion, console: Console) throws(CLIError) -> ExitCode {
        let book = CardFolderBook(path: folder)
        do { try book.make() } catch { throw .book(error) }
        let exporter = HotelCardExporter(version: version, rewritesRepairedCards: true)
        var failed = 0, written = 0
        try forEachHotel(in: store) { hotel in
            do throws(BookError) {
                try book.put(uid: hotel.uid, bytes: exporter.bytes(for: hotel))
            } catch {
                console.report("hotel \(hotel.id): \(CLIError.book(error))")
                failed += 1
                return
            }
            written += 1
        }
        guard failed == 0 else {
            let total = failed + written
            throw .cannotWrite(path: folder, reason: "\(failed) of \(total) hotel\(total == 1 ? "" : "s") not written")
        }
        return .success
    }

    /// `-o URL`: every hotel (or those of --trip) created or updated in a
    /// CardDAV collection, never a card deleted; user and password from
    /// the netrc file.
    private func exportToServer(_ url: String, store: HotelStore, console: Console) throws(CLIError) -> ExitCode {
        guard let server = ServerBook(url: url) else {
            throw .usage("-o takes an address book URL without a password in it (that goes in ~/.netrc)", command: Self.name)
        }
        guard format == .cards(.vcard3) || format == .cards(.vcard4) else {
            throw .usage("a CardDAV address book takes vCards: --format vcard3 or vcard4", command: Self.name)
        }
        var transfer = ServerTransfer(server: server, direction: .push)
        transfer.options.trip = arguments.value("--trip")
        transfer.limits = limits
        return try transfer.run(store: store, dryRun: false, console: console)
    }
}
