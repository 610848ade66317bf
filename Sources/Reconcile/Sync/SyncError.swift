import Books
import HotelStore

/// Why a sync could not run to the end. Nothing half-applied is left: the
/// book is written whole or not at all (a folder card by card), and the
/// store commits in one transaction after it; the next run converges.
public enum SyncError: Error, Equatable, CustomStringConvertible {
    /// The book could not be read or written.
    case book(BookError)
    /// The store could not be read or written.
    case store(HotelStoreError)

    /// The book's or the store's own description of what went wrong.
    public var description: String {
        switch self {
        case .book(let error): return error.description
        case .store(let error): return error.description
        }
    }
}
