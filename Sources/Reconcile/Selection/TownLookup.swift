import Foundation
import Gazetteer

/// The towns the offline gazetteer knows, as the evidence rules ask for
/// them: a brand of one common word before a town's name is that brand's
/// hotel ("Freehand Chicago", "QT Gold Coast"), as chains name theirs.
///
/// The index is opened the first time a card asks (most books have no such
/// card), by `open`; when it gives none, no name is a town's.
public final class TownLookup: @unchecked Sendable {
    /// A town is a place of at least this many people: the villages of a
    /// country bear too many common words ("Central", "Plaza") as names.
    public static let minimumPopulation: UInt32 = 10_000

    private let open: @Sendable () -> GazetteerIndex?
    private let lock = NSLock()
    private var opened: GazetteerIndex??

    /// A lookup in the index `open` gives, called once, at the first question.
    public init(open: @escaping @Sendable () -> GazetteerIndex?) {
        self.open = open
    }

    /// The index `open` gives, asked for at the first call: a command's
    /// geocoder may share it rather than open the file again.
    public var index: GazetteerIndex? {
        lock.lock()
        defer { lock.unlock() }
        if opened == nil { opened = .some(open()) }
        return opened ?? nil
    }

    /// Whether `name` is a town's own name in the country `countryCode`
    /// (ISO 3166 alpha-2), or anywhere when it is `nil`.
    public func isTown(_ name: String, countryCode: String?) -> Bool {
        guard let index else { return false }
        return index.hasTown(named: name, inCountry: countryCode?.uppercased(), minimumPopulation: Self.minimumPopulation)
    }
}
