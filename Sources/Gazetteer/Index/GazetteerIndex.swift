#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open gazetteer index: the file mapped into memory, its header and
/// checksum checked, its sections located. Reads go straight to the mapped
/// bytes; see ``GazetteerFormat`` for the layout.
public final class GazetteerIndex: @unchecked Sendable {
    /// The file it was opened from.
    public let path: String
    /// When the index was built.
    public let buildTime: Int64
    /// The checksum of its bytes, as recorded in its header and checked on opening.
    public let checksum: UInt64
    let base: UnsafeRawPointer
    let length: Int
    private let mapped: Bool

    let strings: UnsafeRawPointer
    let stringsLength: Int
    let countries: Section
    let regions: Section
    let regionKeys: Section
    let places: Section
    let placeKeys: Section
    let postalCodes: Section
    let sourceText: String
    private let countryByCode: [UInt16: Int]
    /// Every 16th PKEY prefix, in order: a search runs over this small,
    /// cache-resident copy first and then over at most 16 records, instead
    /// of jumping across the whole section (each jump a cache miss).
    private var placeKeySamples: [UInt64] = []
    private static let sampleStride = 16
    /// Each country's run of POST records.
    private var postalRuns: [UInt16: Range<Int>] = [:]
    /// The countries POST holds codes of, in code order.
    private(set) var postalCountries: [UInt16] = []
    /// One bit for each five-digit code 00000–99999 some country other
    /// than the US has: whether a bare ZIP is a code elsewhere too is one
    /// bit's test (made while the postal runs are found, at open).
    private var fiveDigitCodesElsewhere: [UInt64] = []
    /// The length of each country's longest code, in characters (found
    /// with the postal runs, at open).
    private var longestPostalCode: [UInt16: Int] = [:]
    /// Each country's PLCS records, one run per region (each sorted by key).
    private var placeRuns: [UInt16: [Range<Int>]] = [:]

    struct Section {
        let start: UnsafeRawPointer
        let count: Int
        let stride: Int

        func record(_ index: Int) -> UnsafeRawPointer { start + index * stride }
    }

    /// Maps and checks the index at `path`.
    public convenience init(path: String) throws(GazetteerError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno, reason = String(cString: strerror(code))
            throw code == ENOENT || code == ENOTDIR ? .missing(path: path, reason: reason) : .unreadable(path: path, reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .missing(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notAnIndex(path: path) }
        let size = Int(status.st_size)
        guard size >= 8 else { throw .notAnIndex(path: path) }
        guard let memory = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED else {
            throw .missing(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            try self.init(path: path, base: UnsafeRawPointer(memory), length: size, mapped: true)
        } catch {
            munmap(memory, size)
            throw error
        }
    }

    /// Checks and uses `bytes` (copied) as an index; for tests.
    public convenience init(bytes: [UInt8], name: String = "<memory>") throws(GazetteerError) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        do {
            try self.init(path: name, base: UnsafeRawPointer(memory), length: bytes.count, mapped: false)
        } catch {
            memory.deallocate()
            throw error
        }
    }

    private init(path: String, base: UnsafeRawPointer, length: Int, mapped: Bool) throws(GazetteerError) {
        let header = try IndexHeader(base: base, length: length, path: path)
        func section(_ tag: GazetteerFormat.Tag) throws(GazetteerError) -> Section {
            let entry = try header.section(tag, path: path)
            return Section(start: base + entry.offset, count: entry.count, stride: tag.recordSize)
        }
        let strings = try section(.strings)
        let countries = try section(.countries), regions = try section(.regions), regionKeys = try section(.regionKeys)
        let places = try section(.places), placeKeys = try section(.placeKeys), postalCodes = try section(.postalCodes)
        let sources = try section(.sources)
        // Every string reference must land inside STRS; checking the
        // fixed-size records once here keeps every later read in bounds.
        // Nothing may throw once every stored property is set: `deinit`
        // would then run and free the memory the caller frees as well.
        try Self.validateReferences(strings: strings.count, countries: countries, regions: regions,
                                    regionKeys: regionKeys, places: places, placeKeys: placeKeys,
                                    postalCodes: postalCodes, path: path)
        self.strings = strings.start
        self.stringsLength = strings.count
        self.countries = countries
        self.regions = regions
        self.regionKeys = regionKeys
        self.places = places
        self.placeKeys = placeKeys
        self.postalCodes = postalCodes
        sourceText = String(decoding: UnsafeRawBufferPointer(start: sources.start, count: sources.count), as: UTF8.self)
        self.path = path
        self.base = base
        self.length = length
        self.mapped = mapped
        self.buildTime = header.buildTime
        self.checksum = header.checksum

        var byCode: [UInt16: Int] = [:]
        for index in 0..<countries.count {
            byCode[countries.record(index).loadUnaligned(as: UInt16.self)] = index
        }
        countryByCode = byCode
        placeKeySamples = stride(from: 0, to: placeKeys.count, by: Self.sampleStride).map {
            placeKeys.record($0).loadUnaligned(as: UInt64.self)
        }
        var runs: [UInt16: Range<Int>] = [:], lengths: [UInt16: Int] = [:]
        var fiveDigit = [UInt64](repeating: 0, count: (100_000 + 63) / 64)
        let unitedStates = UInt16(UInt8(ascii: "U")) | UInt16(UInt8(ascii: "S")) << 8
        var start = 0
        while start < postalCodes.count {
            let country = postalCodes.record(start).loadUnaligned(fromByteOffset: 8, as: UInt16.self)
            var end = start + 1
            while end < postalCodes.count && postalCodes.record(end).loadUnaligned(fromByteOffset: 8, as: UInt16.self) == country { end += 1 }
            runs[country] = start..<end
            var longest = 0
            for record in start..<end {
                let code = postalCodes.record(record).loadUnaligned(as: UInt64.self)
                // A code's bytes fill its prefix from the top: its length is where its last non-zero byte is.
                longest = max(longest, (71 - code.trailingZeroBitCount) / 8)
                if country != unitedStates, let number = Self.fiveDigitNumber(code) {
                    fiveDigit[number >> 6] |= 1 << UInt64(number & 63)
                }
            }
            lengths[country] = longest
            start = end
        }
        fiveDigitCodesElsewhere = fiveDigit
        longestPostalCode = lengths
        postalRuns = runs
        postalCountries = runs.keys.sorted()
        var byCountry: [UInt16: [Range<Int>]] = [:]
        start = 0
        while start < places.count {
            let record = places.record(start)
            let country = record.loadUnaligned(fromByteOffset: 16, as: UInt16.self)
            let region = record.loadUnaligned(fromByteOffset: 18, as: UInt16.self)
            var end = start + 1
            while end < places.count, places.record(end).loadUnaligned(fromByteOffset: 16, as: UInt32.self)
                    == UInt32(country) | UInt32(region) << 16 {
                end += 1
            }
            byCountry[country, default: []].append(start..<end)
            start = end
        }
        placeRuns = byCountry
    }

    deinit {
        if mapped { munmap(UnsafeMutableRawPointer(mutating: base), length) } else { UnsafeMutableRawPointer(mutating: base).deallocate() }
    }

    private static func validateReferences(
        strings stringsLength: Int, countries: Section, regions: Section, regionKeys: Section,
        places: Section, placeKeys: Section, postalCodes: Section, path: String
    ) throws(GazetteerError) {
        // Only a region's ISO code may be absent (`none`): every other
        // reference is read without a check for it, as a key or a name.
        // One field of every record at a time: the inner loop is the same
        // plain loop in a debug build (which the tests run) as in release.
        func check(_ section: Section, _ offsets: [Int], _ name: String, mayBeAbsent: Int? = nil) throws(GazetteerError) {
            for offset in offsets {
                let absent = offset == mayBeAbsent ? Int(GazetteerFormat.none32) : -1
                var index = 0
                while index < section.count {
                    let reference = Int(section.record(index).loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    guard reference < stringsLength || reference == absent else {
                        throw .malformed(path: path, detail: "a string reference in \(name) lies outside STRS")
                    }
                    index += 1
                }
            }
        }
        try check(countries, [4], "CTRY")
        try check(regions, [4, 8, 12], "RGNS", mayBeAbsent: 12)
        try check(regionKeys, [0], "RKEY")
        try check(places, [12, 20], "PLCS")
        try check(placeKeys, [8], "PKEY")
        try check(postalCodes, [20], "POST")
        for index in 0..<regionKeys.count where Int(regionKeys.record(index).loadUnaligned(fromByteOffset: 4, as: UInt32.self)) >= regions.count {
            throw .malformed(path: path, detail: "a region key names no region")
        }
        for index in 0..<placeKeys.count where Int(placeKeys.record(index).loadUnaligned(fromByteOffset: 12, as: UInt32.self)) >= places.count {
            throw .malformed(path: path, detail: "a place key names no place")
        }
        for index in 0..<regions.count {
            let record = regions.record(index)
            let first = Int(record.loadUnaligned(fromByteOffset: 28, as: UInt32.self))
            let count = Int(record.loadUnaligned(fromByteOffset: 32, as: UInt32.self))
            guard first <= places.count, count <= places.count - first else {
                throw .malformed(path: path, detail: "a region's places lie outside PLCS")
            }
        }
    }

    // MARK: - Strings

    /// The bytes of the string at `reference`.
    ///
    /// Opening checked that every reference lies inside STRS; a length that
    /// runs past its end (a damaged file that kept its checksum) is cut
    /// short here, at the cost of one comparison, rather than checked at
    /// opening, which would read a byte at every one of a million scattered
    /// references and took a quarter of `hotels geocode`'s time.
    @inline(__always)
    func bytes(_ reference: UInt32) -> UnsafeRawBufferPointer {
        let offset = Int(reference)
        let count = min(Int(strings.load(fromByteOffset: offset, as: UInt8.self)), stringsLength - offset - 1)
        return UnsafeRawBufferPointer(start: strings + offset + 1, count: count)
    }

    func string(_ reference: UInt32) -> String {
        reference == GazetteerFormat.none32 ? "" : String(decoding: bytes(reference), as: UTF8.self)
    }

    // MARK: - Records

    struct Place {
        let latitude: Double, longitude: Double, population: UInt32, name: UInt32, country: UInt16, region: UInt16
    }

    func place(_ index: Int) -> Place {
        let record = places.record(index)
        return Place(latitude: Double(record.loadUnaligned(as: Int32.self)) / GazetteerFormat.coordinateScale,
                     longitude: Double(record.loadUnaligned(fromByteOffset: 4, as: Int32.self)) / GazetteerFormat.coordinateScale,
                     population: record.loadUnaligned(fromByteOffset: 8, as: UInt32.self),
                     name: record.loadUnaligned(fromByteOffset: 12, as: UInt32.self),
                     country: record.loadUnaligned(fromByteOffset: 16, as: UInt16.self),
                     region: record.loadUnaligned(fromByteOffset: 18, as: UInt16.self))
    }

    @inline(__always)
    func placeCountry(_ index: Int) -> UInt16 { places.record(index).loadUnaligned(fromByteOffset: 16, as: UInt16.self) }

    @inline(__always)
    func placeRegion(_ index: Int) -> UInt16 { places.record(index).loadUnaligned(fromByteOffset: 18, as: UInt16.self) }

    /// The folded primary name of a place.
    @inline(__always)
    func placeKey(_ index: Int) -> UnsafeRawBufferPointer { bytes(places.record(index).loadUnaligned(fromByteOffset: 20, as: UInt32.self)) }

    @inline(__always)
    func placePopulation(_ index: Int) -> UInt32 { places.record(index).loadUnaligned(fromByteOffset: 8, as: UInt32.self) }

    struct Region {
        let country: UInt16, code: UInt32, name: UInt32, iso: UInt32
        let latitude: Double, longitude: Double, population: UInt32, firstPlace: Int, placeCount: Int
    }

    func region(_ index: Int) -> Region {
        let record = regions.record(index)
        return Region(country: record.loadUnaligned(as: UInt16.self),
                      code: record.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                      name: record.loadUnaligned(fromByteOffset: 8, as: UInt32.self),
                      iso: record.loadUnaligned(fromByteOffset: 12, as: UInt32.self),
                      latitude: Double(record.loadUnaligned(fromByteOffset: 16, as: Int32.self)) / GazetteerFormat.coordinateScale,
                      longitude: Double(record.loadUnaligned(fromByteOffset: 20, as: Int32.self)) / GazetteerFormat.coordinateScale,
                      population: record.loadUnaligned(fromByteOffset: 24, as: UInt32.self),
                      firstPlace: Int(record.loadUnaligned(fromByteOffset: 28, as: UInt32.self)),
                      placeCount: Int(record.loadUnaligned(fromByteOffset: 32, as: UInt32.self)))
    }

    @inline(__always)
    func regionCountry(_ index: Int) -> UInt16 { regions.record(index).loadUnaligned(as: UInt16.self) }

    struct CountryRecord {
        let code: String, continent: String, name: String, latitude: Double, longitude: Double, population: UInt32
    }

    func country(_ index: Int) -> CountryRecord {
        let record = countries.record(index)
        func pair(_ offset: Int) -> String {
            String(decoding: [record.load(fromByteOffset: offset, as: UInt8.self), record.load(fromByteOffset: offset + 1, as: UInt8.self)], as: UTF8.self)
        }
        return CountryRecord(code: pair(0), continent: pair(2), name: string(record.loadUnaligned(fromByteOffset: 4, as: UInt32.self)),
                             latitude: Double(record.loadUnaligned(fromByteOffset: 8, as: Int32.self)) / GazetteerFormat.coordinateScale,
                             longitude: Double(record.loadUnaligned(fromByteOffset: 12, as: Int32.self)) / GazetteerFormat.coordinateScale,
                             population: record.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    }

    /// The CTRY index of an ISO alpha-2 code ("FR").
    func countryIndex(code: String) -> Int? {
        let bytes = Array(code.utf8)
        guard bytes.count == 2 else { return nil }
        return countryByCode[UInt16(bytes[0]) | UInt16(bytes[1]) << 8]
    }

    struct Postal {
        let code: UInt64, country: UInt16, region: UInt16, latitude: Double, longitude: Double, place: UInt32

        /// The normalized code as text.
        var codeText: String {
            var bytes: [UInt8] = []
            var value = code
            while value != 0 {
                bytes.append(UInt8(value >> 56))
                value <<= 8
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    func postal(_ index: Int) -> Postal {
        let record = postalCodes.record(index)
        return Postal(code: record.loadUnaligned(as: UInt64.self),
                      country: record.loadUnaligned(fromByteOffset: 8, as: UInt16.self),
                      region: record.loadUnaligned(fromByteOffset: 10, as: UInt16.self),
                      latitude: Double(record.loadUnaligned(fromByteOffset: 12, as: Int32.self)) / GazetteerFormat.coordinateScale,
                      longitude: Double(record.loadUnaligned(fromByteOffset: 16, as: Int32.self)) / GazetteerFormat.coordinateScale,
                      place: record.loadUnaligned(fromByteOffset: 20, as: UInt32.self))
    }

    // MARK: - Searching

    /// Compares the string at `reference` with `key`, as bytes.
    @inline(__always)
    func compare(_ reference: UInt32, _ key: UnsafeRawBufferPointer) -> Int {
        let stored = bytes(reference)
        let common = min(stored.count, key.count)
        if common > 0 {
            let result = memcmp(stored.baseAddress!, key.baseAddress!, common)
            if result != 0 { return Int(result) }
        }
        return stored.count - key.count
    }

    /// The run of PKEY records whose key equals `key`.
    func placeKeyRange(_ key: UnsafeRawBufferPointer) -> Range<Int> {
        guard !key.isEmpty else { return 0..<0 }
        let prefix = KeyPrefix.of(key)
        // Samples below the prefix, and those not above it, bound the search:
        // keys sharing the 8-byte prefix may run across several samples.
        func firstSample(_ isBelow: (UInt64) -> Bool) -> Int {
            placeKeySamples.withUnsafeBufferPointer { samples in
                var low = 0, high = samples.count
                while low < high {
                    let middle = (low + high) / 2
                    if isBelow(samples[middle]) { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }
        let firstNotBelow = firstSample { $0 < prefix }
        let firstAbove = firstSample { $0 <= prefix }
        var low = max(0, (firstNotBelow - 1) * Self.sampleStride)
        var high = min(placeKeys.count, firstAbove * Self.sampleStride)
        func before(_ index: Int) -> Bool {
            let record = placeKeys.record(index)
            let stored = record.loadUnaligned(as: UInt64.self)
            if stored != prefix { return stored < prefix }
            // Keys hold no NUL bytes, so equal prefixes of a key shorter than
            // eight bytes mean equal keys; longer ones compare in STRS.
            return key.count >= 8 && compare(record.loadUnaligned(fromByteOffset: 8, as: UInt32.self), key) < 0
        }
        while low < high {
            let middle = (low + high) / 2
            if before(middle) { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < placeKeys.count {
            let record = placeKeys.record(end)
            guard record.loadUnaligned(as: UInt64.self) == prefix,
                  key.count < 8 || compare(record.loadUnaligned(fromByteOffset: 8, as: UInt32.self), key) == 0 else { break }
            end += 1
        }
        return low..<end
    }

    /// A country's places, as runs sorted by key (one per region).
    func placeRuns(country: UInt16) -> [Range<Int>] { placeRuns[country] ?? [] }

    /// The run of PKEY records whose key starts with `prefix` (1 to 7 bytes).
    func placeKeyRange(prefix: UnsafeRawBufferPointer) -> Range<Int> {
        guard (1...7).contains(prefix.count) else { return 0..<0 }
        let low = KeyPrefix.of(prefix), high = low &+ (1 << (64 - 8 * UInt64(prefix.count)))
        func firstNotBelow(_ value: UInt64) -> Int {
            var lower = 0, upper = placeKeys.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if placeKeys.record(middle).loadUnaligned(as: UInt64.self) < value { lower = middle + 1 } else { upper = middle }
            }
            return lower
        }
        return firstNotBelow(low)..<(high < low ? placeKeys.count : firstNotBelow(high))
    }

    /// The key of a PKEY record.
    @inline(__always)
    func placeKeyText(_ record: Int) -> UnsafeRawBufferPointer { bytes(placeKeys.record(record).loadUnaligned(fromByteOffset: 8, as: UInt32.self)) }

    /// The place a PKEY record points to.
    @inline(__always)
    func placeKeyPlace(_ record: Int) -> Int { Int(placeKeys.record(record).loadUnaligned(fromByteOffset: 12, as: UInt32.self)) }

    /// The run of records in a key section (RKEY, PKEY) whose key equals `key`.
    func keyRange(_ section: Section, _ key: UnsafeRawBufferPointer, within bounds: Range<Int>? = nil) -> Range<Int> {
        func keyAt(_ index: Int) -> UInt32 { section.record(index).loadUnaligned(as: UInt32.self) }
        var low = bounds?.lowerBound ?? 0, high = bounds?.upperBound ?? section.count
        while low < high {
            let middle = (low + high) / 2
            if compare(keyAt(middle), key) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        let limit = bounds?.upperBound ?? section.count
        while end < limit && compare(keyAt(end), key) == 0 { end += 1 }
        return low..<end
    }

    /// The run of postal records for `country` whose code starts with `prefix`
    /// (or equals it, when `exact`).
    func postalRange(country: UInt16, prefix: UnsafeRawBufferPointer, exact: Bool) -> Range<Int> {
        guard let run = postalRuns[country], (1...8).contains(prefix.count) else { return 0..<0 }
        let wanted = KeyPrefix.of(prefix)
        // Codes sort as numbers; a prefix's codes lie in [wanted, wanted + 1 << (64 - 8·length)).
        let mask: UInt64 = exact || prefix.count == 8 ? .max : ~(UInt64.max >> (8 * UInt64(prefix.count)))
        func code(_ index: Int) -> UInt64 { postalCodes.record(index).loadUnaligned(as: UInt64.self) }
        var low = run.lowerBound, high = run.upperBound
        while low < high {
            let middle = (low + high) / 2
            if code(middle) < wanted { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < run.upperBound && code(end) & mask == wanted { end += 1 }
        return low..<end
    }

    /// Whether a country other than the US has the five-digit `code`
    /// ("75001") among its postal codes.
    func isFiveDigitCodeElsewhere(_ code: String) -> Bool {
        guard let number = Int(code), code.utf8.count == 5, number >= 0 else { return false }
        return fiveDigitCodesElsewhere[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    /// Whether `code` (normalized) is digits, more of them than any code
    /// of `country` the index holds has characters: no code of that
    /// country ("94102" beside Austria, whose codes have four).
    func isLongerThanEveryCode(_ code: String, country: UInt16) -> Bool {
        guard let longest = longestPostalCode[country], code.utf8.allSatisfy({ (48...57).contains($0) }) else { return false }
        return code.utf8.count > longest
    }

    /// The number a postal record's code is when it is five ASCII digits.
    private static func fiveDigitNumber(_ code: UInt64) -> Int? {
        guard code & 0xFF_FFFF == 0 else { return nil }
        var number = 0
        var shift: UInt64 = 56
        while shift >= 24 {
            let byte = Int((code >> shift) & 0xFF)
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            number = number * 10 + byte - 0x30
            shift -= 8
        }
        return number
    }

    /// What `gazetteer info` prints.
    public struct Summary: Sendable {
        /// How many countries the index holds.
        public let countries: Int
        /// How many first-level regions (states, provinces…) it holds.
        public let regions: Int
        /// How many places (cities, towns, villages) it holds.
        public let places: Int
        /// How many names the places are found by (folded primary and
        /// alternate names; a place has at least one).
        public let placeNames: Int
        /// How many postal code records it holds: one per place a code serves,
        /// so a code that serves three places counts three times.
        public let postalCodes: Int
        /// The ISO 3166-1 alpha-2 codes of the countries it has postal codes
        /// for, in alphabetical order.
        public let postalCountries: [String]
        /// When it was built, in seconds since 1970 (UTC).
        public let buildTime: Int64
        /// The files it was built from, in the order they were added.
        public let sources: [IndexSource]
        /// The size of the index file, in bytes.
        public let bytes: Int
        /// The checksum of the bytes, as 16 hex digits: two indexes with the
        /// same length and checksum are the same index.
        public let checksum: String
    }

    /// The index's counts and provenance, as `gazetteer info` prints them.
    ///
    /// Each call walks the whole postal section to list its countries.
    public var summary: Summary {
        let hex = String(checksum, radix: 16)
        var postalCountries: [String] = []
        var last: UInt16? = nil
        for index in 0..<postalCodes.count {
            let country = postalCodes.record(index).loadUnaligned(fromByteOffset: 8, as: UInt16.self)
            if country != last {
                postalCountries.append(String(decoding: [UInt8(country & 0xFF), UInt8(country >> 8)], as: UTF8.self))
                last = country
            }
        }
        return Summary(countries: countries.count, regions: regions.count, places: places.count, placeNames: placeKeys.count,
                       postalCodes: postalCodes.count, postalCountries: postalCountries, buildTime: buildTime,
                       sources: sourceText.split(separator: "\n").map(IndexSource.init(line:)), bytes: length,
                       checksum: String(repeating: "0", count: 16 - hex.count) + hex)
    }
}
