#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output for data, standard error for
/// diagnostics. Tests pass buffers; the binary passes file descriptors.
public final class Console {
    /// Standard output: the data a command produces.
    public let output: TextSink
    /// Standard error: diagnostics, progress and questions.
    public let errors: TextSink
    /// Whether standard error is a terminal (for progress, colour, prompts).
    public let errorsIsTerminal: Bool
    /// The environment variables the command sees (`HOTELS_STORE`, `XDG_DATA_HOME`, `HOME`…).
    public let environment: [String: String]
    /// The home folder, `$HOME`; `nil` where it is unset or empty (an
    /// empty HOME is no folder, not the root), as the base directories read it.
    public var home: String? { environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } }
    /// Asks the person at the terminal a yes/no question, written as it is
    /// given; `nil` when nobody is there to answer (standard input or error
    /// is not a terminal). Commands ask through ``ask(_:)``.
    public let confirm: ((String) -> Bool)?

    /// A console over the given sinks; by default not a terminal, with no
    /// environment and nobody to confirm (as in tests).
    public init(output: TextSink, errors: TextSink, errorsIsTerminal: Bool = false,
                environment: [String: String] = [:], confirm: ((String) -> Bool)? = nil) {
        self.output = output
        self.errors = errors
        self.errorsIsTerminal = errorsIsTerminal
        self.environment = environment
        self.confirm = confirm
    }

    /// The process's own standard output and error, environment and terminal.
    public static func standard() -> Console {
        // Line by line on a terminal; and each stream empties the other's
        // buffer before it writes, so that on one terminal, or with 2>&1,
        // messages and output read in the order they were written.
        let output = FileSink(descriptor: 1, lineBuffered: isatty(1) != 0)
        let errors = FileSink(descriptor: 2, lineBuffered: isatty(2) != 0)
        output.flushesFirst = errors
        errors.flushesFirst = output
        let interactive = isatty(0) != 0 && isatty(2) != 0
        let confirm: ((String) -> Bool)? = interactive ? { question in
            errors.write(question + " [y/N] ")
            errors.flush()
            let answer = readLine(strippingNewline: true)?.lowercased() ?? ""
            return answer == "y" || answer == "yes"
        } : nil
        return Console(output: output, errors: errors, errorsIsTerminal: isatty(2) != 0,
                       environment: processEnvironment(), confirm: confirm)
    }

    /// `environ` as a dictionary, without Foundation.
    private static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// Writes a line for a person (or `--json` text) to standard output,
    /// control characters shown (see ``TerminalText``).
    func print(_ text: String) { output.write(TerminalText.escaped(text, keepingLineBreaks: true) + "\n") }
    /// Writes one line for a person to standard output: a line break in it
    /// shows too (`^J`), so that a name that holds one (a file's, a
    /// folder's) cannot make two lines of it, the second a forged one.
    func printLine(_ text: String) { output.write(TerminalText.escaped(text) + "\n") }
    /// ``report(_:)`` as one line, as ``printLine(_:)`` writes one.
    func reportLine(_ text: String) { errors.write(TerminalText.escaped(Self.prefix + text) + "\n") }
    /// Writes a message to standard error, control characters shown.
    func printError(_ text: String) { errors.write(TerminalText.escaped(text, keepingLineBreaks: true) + "\n") }
    /// Asks `question` (control characters shown: it may hold a card's
    /// values) of the person at the terminal; `nil` when nobody is there.
    func ask(_ question: String) -> Bool? { confirm.map { $0(TerminalText.escaped(question)) } }
    /// Says a problem or a note for the person at the terminal on standard
    /// error, in the one form every command uses: `hotels: TEXT`.
    func report(_ text: String) { printError(Self.prefix + text) }
    /// Says a warning on standard error: `hotels: warning: TEXT`.
    func warn(_ text: String) { report("warning: " + text) }
    /// What begins every message on standard error: the program's name.
    static let prefix = "hotels: "
}

/// Something text can be written to.
public protocol TextSink: AnyObject {
    /// Writes `text` as UTF-8.
    func write(_ text: String)
    /// Writes `bytes` as they are; they may wait in a buffer until ``flush()``.
    func write(bytes: some Collection<UInt8>)
    /// Sends on whatever is buffered.
    func flush()
}

extension TextSink {
    /// Writes `text`'s UTF-8 bytes through ``write(bytes:)``.
    public func write(_ text: String) { write(bytes: Array(text.utf8)) }
}

/// A buffered writer to a file descriptor; flushes at 64 KiB, at the end of
/// each line when line-buffered, and when asked.
public final class FileSink: TextSink {
    private let descriptor: Int32
    private let lineBuffered: Bool
    private var buffer: [UInt8] = []
    /// Why a write failed (`errno`: `EPIPE` for a closed pipe, `ENOSPC` for
    /// a full disk…), once one has; what was buffered after it is dropped.
    public private(set) var failure: Int32?
    /// Another sink whose buffered bytes go out before this one writes
    /// (standard output and error, which may end up in one place).
    public weak var flushesFirst: FileSink?

    /// A sink writing to `descriptor`, which it does not own (never closes);
    /// `lineBuffered` flushes at each line feed, as for a terminal.
    public init(descriptor: Int32, lineBuffered: Bool = false) {
        self.descriptor = descriptor
        self.lineBuffered = lineBuffered
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    /// Buffers `bytes`, first flushing ``flushesFirst`` if it holds any, and
    /// flushes at 64 KiB or, when line-buffered, at a line feed.
    public func write(bytes: some Collection<UInt8>) {
        if let other = flushesFirst, !other.buffer.isEmpty { other.flush() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 || (lineBuffered && bytes.contains(0x0A)) { flush() }
    }

    /// Writes the whole buffer to the descriptor, retrying after `EINTR`;
    /// on any other error sets ``failure`` and drops the rest.
    public func flush() {
        var offset = 0
        while offset < buffer.count, failure == nil {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Collects what is written, for tests.
public final class BufferSink: TextSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []
    /// An empty buffer.
    public init() {}
    /// Appends `bytes` to ``bytes``.
    public func write(bytes: some Collection<UInt8>) { self.bytes.append(contentsOf: bytes) }
    /// Does nothing: nothing is held back.
    public func flush() {}
    /// ``bytes`` as UTF-8 text (invalid sequences replaced).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
