#if canImport(Glibc)
import Glibc
#endif

/// Reading a whole file (or standard input) into memory, for the formats
/// that are parsed whole: CSV for geocoding, jCard, xCard from a pipe.
public enum FileBytes {
    /// Why a read failed.
    public struct Failure: Error {
        /// The system's words for the error (`strerror`).
        public let reason: String
    }

    /// Every byte left on `descriptor`; retries after signals.
    public static func read(descriptor: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
