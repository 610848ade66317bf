import Foundation

/// The rule for which URLs the client may send credentials to: HTTPS
/// anywhere; plain HTTP only to a loopback address (`localhost`,
/// 127.0.0.0/8, `::1`) unless the caller allows insecure HTTP explicitly
/// (a book's `insecure = yes`).
public enum ConnectionSecurity {
    /// Whether a request to `url` is allowed.
    public static func permits(_ url: URL, allowingInsecureHTTP: Bool) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return allowingInsecureHTTP || isLoopback(url.host ?? "")
        default: return false
        }
    }

    /// Whether `host` names this machine's loopback interface.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
