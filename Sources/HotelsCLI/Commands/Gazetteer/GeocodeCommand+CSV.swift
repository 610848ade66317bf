import AddressText
import Gazetteer
import TextFolding

/// `hotels geocode --input FILE.csv`: every row back as it came, with the
/// gazetteer's answer in its columns.
extension GeocodeCommand {
    func csv(_ path: String, geocoder: OfflineGeocoder, console: Console) throws(CLIError) -> ExitCode {
        let bytes = try readInput(path)
        var reader = CSVReader(bytes: bytes)
        let first: CSVReader.Record?
        do { first = try reader.next() } catch { throw .badData("\(path):\(error.line): \(error.message)") }
        guard let header = first else { throw .badData("\(path): empty CSV file; it needs a header row") }
        let names = header.fields.map { $0.trimmedWhitespace.lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        let street = column("street"), city = column("city") ?? column("locality"), region = column("region") ?? column("state")
        let postal = column("postal_code") ?? column("zip"), country = column("country")
        guard [street, city, region, postal, country].contains(where: { $0 != nil }) else {
            throw .badData("\(path):1: the header has none of the columns street, city, region, postal_code, country")
        }
        let answer = AnswerColumns(header: names)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        // Rows end as the file's do, and a byte-order mark stays: the file comes back as it was, with its answers.
        let lineEnding = CSVWriter.lineEnding(of: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { out += [0xEF, 0xBB, 0xBF] }
        out += reader.input(header.raw)
        for name in answer.appended {
            out.append(UInt8(ascii: ","))
            CSVWriter.appendField(name, to: &out)
        }
        out += lineEnding
        let sink: AtomicFileWriter? = try arguments.outputPath.map { output throws(CLIError) in try AtomicFileWriter(path: output) }
        var rows = 0, found = 0, kept = 0
        var byPrecision: [GeocodeResult.Precision: Int] = [:]
        let summaryOnly = arguments.flag("--summary")
        var record = CSVReader.Record()
        while true {
            do {
                guard try reader.next(into: &record) else { break }
            } catch {
                throw .badData("\(path):\(error.line): \(error.message)")
            }
            guard record.count == header.count else {
                throw .badData("\(path):\(reader.line - 1): \(record.count) fields where the header has \(header.count)")
            }
            for column in [street, city, region, postal, country] {
                if let column, record.bounds[column].count > OfflineGeocoder.maximumPartLength {
                    throw .badData("\(path):\(reader.line - 1): a field is longer than \(OfflineGeocoder.maximumPartLength) bytes; this is not an address")
                }
            }
            rows += 1
            if answer.keepsPosition(of: record) {
                kept += 1
                if !summaryOnly { answer.write(record, result: nil, keeping: true, from: reader, to: &out) }
            } else {
                func field(_ index: Int?) -> String { index.map { record.field($0) } ?? "" }
                let address = PostalAddress(street: field(street), locality: field(city), region: field(region),
                                            postalCode: field(postal), country: field(country))
                let result = geocoder.geocode(address)
                if let result {
                    found += 1
                    byPrecision[result.precision, default: 0] += 1
                }
                if !summaryOnly { answer.write(record, result: result, keeping: false, from: reader, to: &out) }
            }
            if summaryOnly { continue }
            out.append(contentsOf: lineEnding)
            if out.count >= 1 << 20 {
                if let sink { try sink.write(out) } else { console.output.write(bytes: out) }
                out.removeAll(keepingCapacity: true)
            }
        }
        let keptNote = kept > 0 ? ", \(kept) kept a position of their own" : ""
        if summaryOnly {
            var line = "\(rows) addresses: "
            line += GeocodeResult.Precision.allCases.map { "\(byPrecision[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
            console.print(line + ", \(rows - found - kept) not placed" + keptNote)
            return .success
        }
        if let sink {
            try sink.write(out)
            try sink.commit()
        } else {
            console.output.write(bytes: out)
        }
        if console.errorsIsTerminal { console.report("\(found) of \(rows) addresses placed" + keptNote) }
        return .success
    }
}

/// Where a row's answer goes: the columns lat, lon, precision and confidence
/// the header has (a file geocoded before, or one with positions of its
/// own), the others appended in that order. A row whose lat and lon hold a
/// position that is not the gazetteer's (its precision is none of the
/// gazetteer's words) keeps it, as `geocode --missing --refresh` never moves
/// a typed-in position; every other row is placed again.
struct AnswerColumns {
    /// The answer's columns, in the order they are appended.
    static let names = ["lat", "lon", "precision", "confidence"]

    /// Each answer column's index in the header, `nil` for one appended.
    let indices: [Int?]
    /// The header's column that each answer column fills, by the row's column index.
    private let answerAt: [Int: Int]

    init(header names: [String]) {
        indices = Self.names.map { names.firstIndex(of: $0) }
        answerAt = Dictionary(uniqueKeysWithValues: indices.enumerated().compactMap { answer, index in index.map { ($0, answer) } })
    }

    /// The answer columns the header lacks.
    var appended: [String] { zip(Self.names, indices).compactMap { $1 == nil ? $0 : nil } }

    /// Whether `record` holds a position of its own that it keeps.
    func keepsPosition(of record: CSVReader.Record) -> Bool {
        guard let lat = indices[0], let lon = indices[1],
              let latitude = Double(record.field(lat).trimmedWhitespace), (-90...90).contains(latitude),
              let longitude = Double(record.field(lon).trimmedWhitespace), (-180...180).contains(longitude)
        else { return false }
        guard let precision = indices[2] else { return true }
        return GeocodeResult.Precision(rawValue: record.field(precision).trimmedWhitespace) == nil
    }

    /// `record` as it came in, its answer columns holding `result` (empty
    /// for none) unless `keeping` its own, and the answer columns the header
    /// lacks appended.
    func write(_ record: CSVReader.Record, result: GeocodeResult?, keeping: Bool, from reader: CSVReader, to out: inout [UInt8]) {
        if answerAt.isEmpty || keeping {
            out.append(contentsOf: reader.input(record.raw))
        } else {
            for index in 0..<record.count {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if let answer = answerAt[index] {
                    Self.append(answer, of: result, to: &out)
                } else {
                    out.append(contentsOf: reader.input(record.rawBounds[index]))
                }
            }
        }
        for (answer, index) in indices.enumerated() where index == nil {
            out.append(UInt8(ascii: ","))
            if !keeping { Self.append(answer, of: result, to: &out) }
        }
    }

    /// Answer column `answer` (an index into ``names``) of `result`.
    private static func append(_ answer: Int, of result: GeocodeResult?, to out: inout [UInt8]) {
        guard let result else { return }
        switch answer {
        case 0: GeocodeCommand.appendFixed(result.latitude, to: &out)
        case 1: GeocodeCommand.appendFixed(result.longitude, to: &out)
        case 2: out.append(contentsOf: result.precision.rawValue.utf8)
        default: GeocodeCommand.appendFixed(result.confidence, digits: 2, to: &out)
        }
    }
}
