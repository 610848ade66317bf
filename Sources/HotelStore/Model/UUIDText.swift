import Foundation

/// The UID a hotel is given when its card had none: a random UUID as a URN
/// (`urn:uuid:…`, lower case), as RFC 6350 §6.7.6 suggests.
public enum UUIDText {
    /// A new UID: `urn:uuid:` and a random (version 4) UUID in lower case.
    public static func random() -> String { "urn:uuid:" + UUID().uuidString.lowercased() }
}
