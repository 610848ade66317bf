import Books
import Gazetteer
import HotelStore
import TextFolding

/// `hotels geocode ADDRESS | --street… | --input CSV | --missing`.
struct GeocodeCommand: Command {
    static let name = "geocode"
    static let abstract = "Find coordinates for addresses, offline"
    static let help = """
    Usage: hotels geocode "ADDRESS" [--json]
           hotels geocode [--street S] [--city C] [--region R] [--postal-code Z]
                          [--country CC] [--json]
           hotels geocode --input FILE.csv [-o OUT.csv] [--summary]
           hotels geocode --missing [--refresh] [--store PATH]
           (each with [--gazetteer INDEX])

    Looks addresses up in the offline gazetteer: by postal code, then city
    with region and country, city with country, city alone, region, country.
    Each answer says its precision (postalCode, locality, region, country), a
    confidence from 0 to 1, the place matched and the rule. An address that
    matches nothing gets no answer rather than a guess (exit status 1).

    --input reads a CSV file with a header row; the columns street, city,
    region, postal_code and country are used (any may be missing, others are
    passed through) and every row is written back with its answer in the
    columns lat, lon, precision and confidence (empty when there is none):
    filled in place where the header has them, else appended. A row with a
    position of its own (no precision the gazetteer gives) keeps it.

    --missing fills in coordinates for the stored hotels that have none, in
    one batch ('hotels undo' takes it back), says how many it placed at
    each precision, and names those it could not place. With --refresh it
    also looks up again the hotels whose position came from the gazetteer
    (after a new index, say) and moves those it now places elsewhere; a
    card's or a typed-in position is never touched. A new index moves
    nothing by itself.

    Options:
      --street S, --city C, --region R, --postal-code Z, --country CC
                          The address by its parts, instead of "ADDRESS".
      --input FILE.csv    Place every row of a CSV file (see above).
      --missing           Place the stored hotels that have no coordinates.
      --refresh           With --missing: look up again those the gazetteer
                          placed, and move those it now places elsewhere.
      --gazetteer INDEX   The index (default: $HOTELS_GAZETTEER, else
                          gazetteer.hgaz in $XDG_DATA_HOME/hotels, the
                          $XDG_DATA_DIRS, or <prefix>/share/hotels).
      -o, --output OUT    With --input: write here instead of standard output.
      --summary           With --input: write no rows, only how many addresses
                          were placed at each precision.
      --json              The answer as one JSON object (null for none); not
                          with --input or --missing.

    """
    static let spec = Arguments.Spec(
        flags: ["--json", "--missing", "--refresh", "--summary"],
        options: ["--street", "--city", "--region", "--postal-code", "--country", "--input", "--output",
                  GazetteerAccess.option, StoreAccess.option],
        aliases: ["-o": "--output"])

    enum Mode {
        /// One address, in one or more readings (see ``AddressReading/readings(of:)``).
        case single([AddressReading])
        case csv(path: String)
        case missing
    }

    let arguments: Arguments
    let mode: Mode

    init(arguments: Arguments) throws(CLIError) {
        self.arguments = arguments
        let structured = ["--street", "--city", "--region", "--postal-code", "--country"].contains { arguments.value($0) != nil }
        let modes = [!arguments.positionals.isEmpty || structured, arguments.value("--input") != nil, arguments.flag("--missing")]
        if arguments.flag("--summary") && arguments.value("--input") == nil {
            throw .usage("--summary goes with --input FILE", command: Self.name)
        }
        // Only --input writes a file: elsewhere -o would be left unwritten.
        if arguments.outputPath != nil && arguments.value("--input") == nil {
            throw .usage("-o goes with --input FILE", command: Self.name)
        }
        // --input writes CSV and --missing a summary line: JSON is for one address.
        if arguments.flag("--json") && (arguments.value("--input") != nil || arguments.flag("--missing")) {
            throw .usage("--json goes with one ADDRESS; --input writes CSV and --missing a summary", command: Self.name)
        }
        if arguments.flag("--refresh") && !arguments.flag("--missing") {
            throw .usage("--refresh goes with --missing", command: Self.name)
        }
        guard modes.filter({ $0 }).count == 1 else {
            throw .usage("geocode takes one of: an ADDRESS, --street/--city/… options, --input FILE, --missing", command: Self.name)
        }
        if let path = arguments.value("--input") {
            mode = .csv(path: path)
        } else if arguments.flag("--missing") {
            mode = .missing
        } else {
            var readings: [AddressReading]
            if structured {
                guard arguments.positionals.isEmpty else { throw .usage("give the ADDRESS or the --street/--city/… options, not both", command: Self.name) }
                // A country it does not know would be left out, and the answer found anywhere.
                if let country = arguments.value("--country"), !country.trimmedWhitespace.isEmpty, Country.named(country) == nil {
                    throw .usage("--country '\(country)' is not a country code or name hotels knows; "
                                 + "give an ISO 3166 code such as FR or a name such as France", command: Self.name)
                }
                readings = [AddressReading(PostalAddress(
                    street: arguments.value("--street") ?? "", locality: arguments.value("--city") ?? "",
                    region: arguments.value("--region") ?? "", postalCode: arguments.value("--postal-code") ?? "",
                    country: arguments.value("--country") ?? ""))]
            } else {
                guard arguments.positionals.count == 1 else {
                    throw .usage("geocode takes one ADDRESS; quote it (\"1 Main St, Springfield, IL\")", command: Self.name)
                }
                let text = arguments.positionals[0]
                guard text.utf8.count <= OfflineGeocoder.maximumPartLength else {
                    throw .usage("the address is longer than \(OfflineGeocoder.maximumPartLength) bytes", command: Self.name)
                }
                readings = AddressReading.readings(of: text.trimmedWhitespace)
            }
            let address = readings[0].address
            let total = [address.street, address.locality, address.region, address.postalCode, address.country].map(\.utf8.count).reduce(0, +)
            guard total <= OfflineGeocoder.maximumPartLength else {
                throw .usage("the address is longer than \(OfflineGeocoder.maximumPartLength) bytes", command: Self.name)
            }
            guard !address.isBlank else {
                throw .usage("the address is empty or has no letters or digits", command: Self.name)
            }
            mode = .single(readings)
        }
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let index = try GazetteerAccess.open(arguments, console: console)
        let geocoder = OfflineGeocoder(index: index)
        switch mode {
        case .single(let readings): return single(readings, geocoder: geocoder, console: console)
        case .csv(let path): return try csv(path, geocoder: geocoder, console: console)
        case .missing:
            return try StoredHotelPlacement(refresh: arguments.flag("--refresh")).run(arguments, geocoder: geocoder, console: console)
        }
    }

    private func single(_ readings: [AddressReading], geocoder: OfflineGeocoder, console: Console) -> ExitCode {
        guard let result = geocoder.geocode(readings: readings) else {
            if arguments.flag("--json") { console.print("null") }
            console.report("no match for this address in the gazetteer")
            return .failure
        }
        if arguments.flag("--json") {
            console.print(Self.json(result).text)
        } else {
            console.output.write("""
            \(Self.format(result.latitude)), \(Self.format(result.longitude))
            precision:  \(result.precision.rawValue)
            confidence: \(Self.format(result.confidence, digits: 2))
            matched:    \(result.matchedName) (\(result.countryCode)), by \(result.rule.rawValue)\(result.isCorrected ? "; the name was corrected" : "")\(result.ambiguity.map { "; ambiguous: " + $0 } ?? "")

            """)
        }
        return .success
    }

    static func json(_ result: GeocodeResult) -> JSON {
        .object([
            ("lat", .double(result.latitude)), ("lon", .double(result.longitude)),
            ("precision", .string(result.precision.rawValue)), ("confidence", .double(result.confidence)),
            ("matched", .string(result.matchedName)), ("country", .string(result.countryCode)),
            ("rule", .string(result.rule.rawValue)), ("ambiguous", .bool(result.isAmbiguous)),
            ("corrected", .bool(result.isCorrected)),
        ])
    }

    /// Fixed-point with at most `digits` decimals, trailing zeros dropped
    /// (six decimals: a tenth of a metre, more than any gazetteer knows).
    static func format(_ value: Double, digits: Int = 6) -> String {
        var bytes: [UInt8] = []
        appendFixed(value, digits: digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``format(_:digits:)`` written straight into `out`, for the CSV loop.
    static func appendFixed(_ value: Double, digits: Int = 6, to out: inout [UInt8]) {
        guard value.isFinite else { return }
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        if value < 0 && scaled != 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(scaled / scale, minimum: 1, to: &out)
        var fraction = scaled % scale
        guard fraction != 0 else { return }
        var places = digits
        while fraction % 10 == 0 { fraction /= 10; places -= 1 }
        out.append(UInt8(ascii: "."))
        appendDigits(fraction, minimum: places, to: &out)
    }

    private static func appendDigits(_ value: Int64, minimum: Int, to out: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0 || count < minimum
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    func readInput(_ path: String) throws(CLIError) -> [UInt8] {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        defer { if descriptor != 0 { close(descriptor) } }
        do { return try FileBytes.read(descriptor: descriptor) } catch { throw .noInput(path: path, reason: error.reason) }
    }
}

#if canImport(Glibc)
import Glibc
#endif
