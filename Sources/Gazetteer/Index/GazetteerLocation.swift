#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaseDirectories

/// Where the default index is found.
public enum GazetteerLocation {
    /// The file name the index is installed under.
    public static let fileName = "gazetteer.hgaz"

    /// The places looked in, in order: `--gazetteer PATH`, `HOTELS_GAZETTEER`,
    /// hotels' data folder (``BaseDirectory/data(environment:)``:
    /// `$XDG_DATA_HOME/hotels/`, else `~/.local/share/hotels/`), each of
    /// `$XDG_DATA_DIRS` + `/hotels/` (default `/usr/local/share:/usr/share`),
    /// then `../share/hotels/` beside the running binary (the install
    /// prefix), then, for a development build, the index `test.sh` builds
    /// into the source tree's build folder (`.build/gazetteer.hgaz`).
    public static func candidates(explicit: String?, environment: [String: String]) -> [String] {
        if let explicit, !explicit.isEmpty { return [explicit] }
        if let path = environment["HOTELS_GAZETTEER"], !path.isEmpty { return [path] }
        var list: [String] = []
        if let data = BaseDirectory.data(environment: environment) { list.append(data + "/" + fileName) }
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        for directory in dataDirs.split(separator: ":") where directory.hasPrefix("/") {
            list.append(directory + "/hotels/" + fileName)
        }
        if let executable = executablePath() {
            let bin = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            list.append(bin + "/../share/hotels/" + fileName)
        }
        #if DEBUG
        // A development build also looks in the build folder of the source tree it was built from.
        let source = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        list.append(source + "/.build/" + fileName)
        #endif
        return list
    }

    /// The first candidate that can be read; else the first that exists,
    /// whose opening then says why it cannot be read (an index installed
    /// 0600 by another user is "Permission denied", not "no index"); else `nil`.
    public static func find(explicit: String?, environment: [String: String]) -> String? {
        let list = candidates(explicit: explicit, environment: environment)
        if explicit != nil || environment["HOTELS_GAZETTEER"].map({ !$0.isEmpty }) == true { return list.first }
        var status = stat()
        return list.first { access($0, R_OK) == 0 } ?? list.first { stat($0, &status) == 0 }
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
