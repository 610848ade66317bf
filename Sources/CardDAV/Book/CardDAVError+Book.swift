import Books

extension CardDAVBook {
    /// A server's failure as a book's: its message as it is, and the kind
    /// of failure the user's next step depends on (try later, fix the
    /// password, fix the URL, something else).
    public static func bookError(_ error: CardDAVError) -> BookError {
        let failure: ServerFailure
        switch error {
        case .unreachable, .timedOut, .serverBusy: failure = .temporary
        case .unauthorized, .unsupportedAuthentication: failure = .credentials
        case .collectionNotFound, .notAnAddressBook: failure = .missing
        case .caFileFailed, .insecureURL: failure = .setup
        default: failure = .other
        }
        return .server(message: error.description, failure: failure)
    }
}
