import BaseDirectories

#if canImport(Glibc)
import Glibc
#endif

/// Where the store file is: `--store PATH`, else `HOTELS_STORE`, else
/// `hotels.sqlite` in hotels' data folder (``BaseDirectory/data(environment:)``:
/// `$XDG_DATA_HOME/hotels`, else `~/.local/share/hotels`).
public enum StoreLocation {
    /// The store path for an explicit option and an environment.
    public static func resolve(explicit: String?, environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["HOTELS_STORE"], !path.isEmpty { return path }
        return BaseDirectory.data(environment: environment).map { $0 + "/hotels.sqlite" }
    }

    /// The file the store's `path` leads to, every link resolved (else the
    /// path's name in its folder resolved, for a store not made yet; else
    /// as given): what lies beside the store — the sync lock, the quiet
    /// syncs' notes — lies beside this, one of each however the store is named.
    public static func ownFile(_ path: String) -> String {
        func resolved(_ path: String) -> String? {
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
        if let real = resolved(path) { return real }
        if let slash = path.lastIndex(of: "/"), slash > path.startIndex, let folder = resolved(String(path[..<slash])) {
            return folder + path[slash...]
        }
        return path
    }
}
