import Books
import HotelStore
import Reconcile
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// `hotels export [-o FILE|DIR] [--format …] [--trip T]`.
struct ExportCommand: Command {
    static let name = "export"
    static let abstract = "Write the hotels as vCard, xCard or GeoJSON"
    static let help = """
    Usage: hotels export [-o FILE|DIR] [--format vcard3|vcard4|xcard|geojson]
                         [--trip T] [--store PATH]

    Writes every hotel (or those of --trip), in id order, to standard output,
    to FILE (all in one file, replaced in one step; a new file is private,
    0600, and a replaced one keeps its mode), or to DIR (an existing folder,
    or a path ending in /, made 0700: one file per hotel, UID.vcf when the
    UID is short and safe in a file name, else h-HASH.vcf). A hotel imported
    from a card comes out as that card with only the changed fields
    rewritten; one entered by hand becomes a clean card. Exporting twice
    gives the same bytes.

    Options:
      --format F   vcard3 (default: what Apple Contacts, Google and Outlook
                   all import), vcard4, xcard (RFC 6351), or geojson (a FeatureCollection of
                   Points with the hotel's fields as properties).
      --trip T     Only the hotels of trip T.

    """
    static let spec = Arguments.Spec(options: ["--output", "--format", "--trip", StoreAccess.option], aliases: ["-o": "--output"])

    enum Format: String { case vcard3, vcard4, geojson, xcard }

    let arguments: Arguments
    let format: Format

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else { throw .usage("export takes no arguments; use -o FILE|DIR", command: Self.name) }
        let text = arguments.value("--format") ?? "vcard3"
        guard let format = Format(rawValue: text) else {
            throw .usage("--format takes vcard3, vcard4, xcard or geojson, not '\(text)'", command: Self.name)
        }
        self.arguments = arguments
        self.format = format
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        var hotels = try CLIError.wrap { () throws(HotelStoreError) in try store.allHotels() }
        if let trip = arguments.value("--trip") {
            hotels = hotels.filter { $0.trip?.lowercased() == trip.lowercased() }
        }
        let output = arguments.outputPath
        if let output, output.hasSuffix("/") || isDirectory(output) {
            guard format != .geojson && format != .xcard else {
                throw .usage("GeoJSON and xCard go to one FILE, not a folder", command: Self.name)
            }
            return try writeFolder(hotels, to: output, console: console)
        }
        let bytes = render(hotels, console: console)
        if let output {
            let file = try AtomicFileWriter(path: output)
            try file.write(bytes)
            try file.commit()
        } else {
            console.output.write(bytes: bytes)
        }
        return .success
    }

    private func render(_ hotels: [Hotel], console: Console) -> [UInt8] {
        switch format {
        case .geojson:
            let features = hotels.map { hotel -> JSON in
                let geometry: JSON = hotel.coordinate.map {
                    .object([("type", .string("Point")), ("coordinates", .array([.double($0.longitude), .double($0.latitude)]))])
                } ?? .null
                return .object([("type", .string("Feature")), ("id", .int(Int(hotel.id))), ("geometry", geometry),
                                ("properties", HotelPresentation.json(hotel))])
            }
            return Array((JSON.object([("type", .string("FeatureCollection")), ("features", .array(features))]).text + "\n").utf8)
        case .xcard:
            let exporter = HotelCardExporter(version: .v4_0)
            let cards = hotels.map { hotel in
                let card = exporter.exportedCard(for: hotel)
                XCardLossWarnings.print(for: card, as: "hotels: hotel \(hotel.id) (\(hotel.name))", to: console)
                return card
            }
            return XCardWriter.document(cards)
        case .vcard3, .vcard4:
            let exporter = HotelCardExporter(version: format == .vcard4 ? .v4_0 : .v3_0)
            return hotels.flatMap { exporter.bytes(for: $0) }
        }
    }

    /// One file per hotel, named by ``CardFileNames`` (no two hotels share
    /// one, every name fits). A hotel that cannot be written is reported and
    /// the others are still written; the exit status then says so.
    private func writeFolder(_ hotels: [Hotel], to folder: String, console: Console) throws(CLIError) -> ExitCode {
        do { try CardFolder.make(folder) } catch { throw .book(error) }
        let exporter = HotelCardExporter(version: format == .vcard4 ? .v4_0 : .v3_0)
        var names = CardFileNames()
        var failed = 0
        for hotel in hotels {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + names.name(for: hotel.uid)
            do throws(CLIError) {
                let file = try AtomicFileWriter(path: path)
                try file.write(exporter.bytes(for: hotel))
                try file.commit()
            } catch {
                console.printError("hotels: hotel \(hotel.id): \(error)")
                failed += 1
            }
        }
        guard failed == 0 else {
            throw .cannotWrite(path: folder, reason: "\(failed) of \(hotels.count) hotel\(hotels.count == 1 ? "" : "s") not written")
        }
        return .success
    }

    private func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
