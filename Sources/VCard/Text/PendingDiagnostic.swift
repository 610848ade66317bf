/// Which versions a check applies to.
struct VersionSet: OptionSet, Sendable {
    let rawValue: UInt8
    static let v2_1 = VersionSet(rawValue: 1)
    static let v3_0 = VersionSet(rawValue: 2)
    static let v4_0 = VersionSet(rawValue: 4)
    static let all: VersionSet = [.v2_1, .v3_0, .v4_0]
    /// 3.0 and 4.0, where 2.1's encodings and bare parameters are quirks.
    static let modern: VersionSet = [.v3_0, .v4_0]
    static let beforeV4: VersionSet = [.v2_1, .v3_0]

    func includes(_ version: VCardVersion) -> Bool {
        switch version {
        case .v2_1: return contains(.v2_1)
        case .v3_0: return contains(.v3_0)
        case .v4_0: return contains(.v4_0)
        }
    }
}

/// A warning found while parsing whose truth depends on the card's version,
/// which is known only once the whole card is read (VERSION may come late).
struct PendingDiagnostic {
    var code: DiagnosticCode
    var message: String
    var line: Int
    var repair: Repair?
    var versions: VersionSet

    init(_ code: DiagnosticCode, _ message: String, line: Int, repair: Repair? = nil, versions: VersionSet = .all) {
        self.code = code
        self.message = message
        self.line = line
        self.repair = repair
        self.versions = versions
    }
}
