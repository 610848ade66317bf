import Books
import VCard

/// A book that hands everything to `inner`: the base of the tests' books
/// that do one thing otherwise (``apply(_:afterEachWrite:)``, say).
class ForwardingBook: AddressBook {
    let inner: any AddressBook

    init(_ inner: any AddressBook) { self.inner = inner }

    var location: String { inner.location }
    var mayRefuseChanges: Bool { inner.mayRefuseChanges }
    var keepsCardsAsWritten: Bool { inner.keepsCardsAsWritten }
    var limits: ReaderLimits { inner.limits }
    var listingState: [UInt8]? {
        get { inner.listingState }
        set { inner.listingState = newValue }
    }

    func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
              _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try inner.scan(knowing: known, reading: wanted, visit)
    }

    func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        try inner.apply(changes, afterEachWrite: afterEachWrite)
    }

    func settle(for seconds: Double) throws(BookError) { try inner.settle(for: seconds) }
}
