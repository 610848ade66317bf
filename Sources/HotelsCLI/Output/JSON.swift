/// A JSON value with keys kept in the order given, for stable output.
/// (Only the cases that hold values are indirect: a scalar is not boxed,
/// and `list --json` makes some twenty of them per hotel.)
enum JSON {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    indirect case array([JSON])
    indirect case object([(String, JSON)])

    /// Compact JSON text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Compact JSON as UTF-8.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    /// Appends compact JSON to `out`.
    func write(to out: inout [UInt8]) {
        switch self {
        case .string(let value): JSON.quote(value, into: &out)
        case .int(let value): out += String(value).utf8
        case .double(let value): out += JSON.number(value).utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .null: out += "null".utf8
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSON.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A double as JSON writes it: `null` where JSON has no number for it.
    static func number(_ value: Double) -> String { value.isFinite ? String(value) : "null" }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`,
    /// `\r`, `\t` or `\u00XX` — C0, and DEL and C1 too, which JSON allows
    /// raw but a terminal does not. Runs that need nothing are copied whole.
    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        let stops = mayEscape  // once, not a lazy global's check per byte
        text.withUTF8 { bytes in
            var start = 0, index = 0
            while true {
                // Skip to the next byte that may need escaping (0xC2 may start a C1 control).
                while index < bytes.count && !stops[Int(bytes[index])] { index += 1 }
                guard index < bytes.count else { break }
                let byte = bytes[index]
                var width = 1
                let replacement: [UInt8]
                switch byte {
                case UInt8(ascii: "\""): replacement = [0x5C, 0x22]
                case UInt8(ascii: "\\"): replacement = [0x5C, 0x5C]
                case 0x0A: replacement = [0x5C, UInt8(ascii: "n")]
                case 0x0D: replacement = [0x5C, UInt8(ascii: "r")]
                case 0x09: replacement = [0x5C, UInt8(ascii: "t")]
                case 0xC2:
                    guard index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) else {
                        index += 1
                        continue
                    }
                    replacement = unicodeEscape(UInt32(bytes[index + 1]))
                    width = 2
                default: replacement = unicodeEscape(UInt32(byte))
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: replacement)
                index += width
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes ``quote(_:into:)`` stops at: controls, DEL, `"`, `\`, and
    /// 0xC2, the first byte of a C1 control's UTF-8.
    private static let mayEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xC2
    }

    /// `\u` and four hex digits.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}

/// Where an object's fields go as they are named: into a ``JSON`` value
/// (``JSONObjectBuilder``) or straight into bytes (``JSONObjectWriter``),
/// so that one list of fields serves both.
protocol JSONFields {
    mutating func field(_ key: String, _ value: String)
    mutating func field(_ key: String, _ value: Int?)
    mutating func field(_ key: String, _ value: Double?)
    mutating func field(_ key: String, optional value: String?)
    mutating func field(_ key: String, _ values: [String])
    mutating func field(_ key: String, _ value: Bool)
}

/// Builds a ``JSON/object(_:)``.
struct JSONObjectBuilder: JSONFields {
    private(set) var fields: [(String, JSON)] = []

    var object: JSON { .object(fields) }

    mutating func field(_ key: String, _ value: String) { fields.append((key, .string(value))) }
    mutating func field(_ key: String, _ value: Int?) { fields.append((key, value.map { .int($0) } ?? .null)) }
    mutating func field(_ key: String, _ value: Double?) { fields.append((key, value.map { .double($0) } ?? .null)) }
    mutating func field(_ key: String, optional value: String?) { fields.append((key, value.map { .string($0) } ?? .null)) }
    mutating func field(_ key: String, _ values: [String]) { fields.append((key, .array(values.map { .string($0) }))) }
    mutating func field(_ key: String, _ value: Bool) { fields.append((key, .bool(value))) }
}

/// Writes an object's fields as compact JSON as they come, the bytes
/// ``JSON/write(to:)`` writes for the same object, without building it:
/// `list --json` writes tens of thousands.
struct JSONObjectWriter: JSONFields {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var first = true

    /// The object, closed.
    mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private mutating func key(_ key: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSON.quote(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func field(_ key: String, _ value: String) {
        self.key(key)
        JSON.quote(value, into: &bytes)
    }

    mutating func field(_ key: String, _ value: Int?) {
        self.key(key)
        bytes += (value.map { String($0) } ?? "null").utf8
    }

    mutating func field(_ key: String, _ value: Double?) {
        self.key(key)
        bytes += (value.map(JSON.number) ?? "null").utf8
    }

    mutating func field(_ key: String, optional value: String?) {
        self.key(key)
        if let value { JSON.quote(value, into: &bytes) } else { bytes += "null".utf8 }
    }

    mutating func field(_ key: String, _ value: Bool) {
        self.key(key)
        bytes += (value ? "true" : "false").utf8
    }

    mutating func field(_ key: String, _ values: [String]) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSON.quote(value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
