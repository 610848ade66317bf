import CLibXML2

#if canImport(Glibc)
import Glibc
#endif

/// Reads xCard (RFC 6351) with libxml2's SAX2 push parser: the input goes
/// to libxml2 a chunk at a time, its element and text events build cards
/// (``XCardBuilder``), and cards come out one at a time, into the same model
/// as plain vCard (version 4.0 properties), so the rest of `hotels` sees no
/// difference.
///
/// SAX rather than `xmlTextReader`: the reader builds and frees a node for
/// every element and text, which costs more than parsing itself; the events
/// carry the same information for less than half the time.
///
/// Untrusted input: a DTD (and with it every entity, external or not) is an
/// error — refused before libxml2 sees the document when the prolog declares
/// one, and the parser stopped if one turns up later — the network is never
/// used, and nesting (64 levels inside a card, 256 in all) and text values
/// (10,000,000 bytes, as libxml2's own limit) are bounded, so memory stays
/// bounded by the largest card. A document in another encoding than UTF-8 is
/// refused (RFC 6351 §4).
public final class XCardReader: Sequence, IteratorProtocol {
    private var context: xmlParserCtxtPtr?
    /// At a fixed address: libxml2 calls back with it as user data.
    private let builder: UnsafeMutablePointer<XCardBuilder>
    private var source: Source
    private var chunk = [UInt8](repeating: 0, count: 1 << 18)
    private var cursor = 0
    private var finished = false

    private enum Source {
        case file(Int32)
        case bytes([UInt8], offset: Int)
        case done
    }

    /// The most nesting a card may use (libxml2 stops at 256 anyway).
    public static let maximumDepth = 64
    /// The longest text value, as libxml2's own default limit for a text node.
    public static let maximumTextLength = 10_000_000

    /// NONET: no network. Never NOENT, DTDLOAD, DTDATTR or HUGE.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// How much of the start is searched for a DTD before parsing.
    private static let prologLimit = 1 << 16

    /// Reads xCard from bytes; `fileName` names them in diagnostics.
    public init(bytes: [UInt8], fileName: String = "<input>") {
        builder = .allocate(capacity: 1)
        builder.initialize(to: XCardBuilder(fileName: fileName))
        source = .bytes(bytes, offset: 0)
        start(prolog: bytes.prefix(Self.prologLimit))
    }

    /// Reads xCard from a file, streaming: memory stays bounded by the
    /// largest card, however big the file. `nil` when it cannot be opened.
    public init?(path: String, fileName: String? = nil) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        builder = .allocate(capacity: 1)
        builder.initialize(to: XCardBuilder(fileName: fileName ?? path))
        source = .file(descriptor)
        var head = [UInt8](repeating: 0, count: Self.prologLimit)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        start(prolog: head.prefix(Swift.max(0, count)))
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
        if case .file(let descriptor) = source { close(descriptor) }
        builder.deinitialize(count: 1)
        builder.deallocate()
    }

    /// Whether `bytes` look like XML (after a BOM and white space).
    public static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        var slice = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } }
        return slice.first == UInt8(ascii: "<")
    }

    // MARK: - Reading

    public func next() -> ReadResult? {
        while cursor == builder.pointee.results.count {
            if finished { return nil }
            builder.pointee.results.removeAll(keepingCapacity: true)
            cursor = 0
            feed()
        }
        let result = builder.pointee.results[cursor]
        cursor += 1
        return result
    }

    /// Checks the prolog, then makes the parser.
    private func start(prolog: ArraySlice<UInt8>) {
        if let refusal = XMLProlog.refusal(prolog) {
            builder.pointee.fail(refusal.message, code: .xmlRefused, line: 1)
            finish()
            return
        }
        var handler = XCardBuilder.makeHandler()
        context = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(builder), nil, 0, nil)
        guard let context else {
            builder.pointee.fail("libxml2 could not start a parser", code: .xmlMalformed, line: 1)
            finish()
            return
        }
        xmlCtxtUseOptions(context, Self.options)
        builder.pointee.context = context
    }

    /// Hands libxml2 the next chunk (or the end of the input).
    private func feed() {
        guard let context else { return finish() }
        let count: Int
        switch source {
        case .file(let descriptor):
            count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        case .bytes(let bytes, let offset):
            count = Swift.min(chunk.count, bytes.count - offset)
            if count > 0 {
                chunk.withUnsafeMutableBufferPointer { target in
                    bytes.withUnsafeBufferPointer { _ = memcpy(target.baseAddress!, $0.baseAddress! + offset, count) }
                }
            }
            source = .bytes(bytes, offset: offset + Swift.max(0, count))
        case .done:
            return finish()
        }
        if count <= 0 && builder.pointee.isInsideElement {
            // libxml2 would call this "extra content"; say what happened.
            builder.pointee.truncated()
            return finish()
        }
        let terminate: Int32 = count > 0 ? 0 : 1
        let status = chunk.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlParseChunk(context, $0, Int32(Swift.max(0, count)), terminate)
            }
        }
        if builder.pointee.stopped {
            finish()
        } else if status != 0 {
            builder.pointee.fail("the XML is not well-formed", code: .xmlMalformed, line: nil)
            finish()
        } else if terminate == 1 {
            builder.pointee.endOfInput()
            finish()
        }
    }

    private func finish() {
        finished = true
        if case .file(let descriptor) = source { close(descriptor) }
        source = .done
    }
}

/// What the start of a document says before any element: a DTD, or an
/// encoding other than UTF-8, is refused.
enum XMLProlog {
    struct Refusal {
        var message: String
    }

    static func refusal(_ bytes: ArraySlice<UInt8>) -> Refusal? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x3C, 0x00])
            || bytes.starts(with: [0x00, 0x3C]) {
            return Refusal(message: "xCard: the document is in UTF-16; RFC 6351 requires UTF-8")
        }
        if let encoding = declaredEncoding(bytes), !["UTF-8", "UTF8"].contains(encoding.uppercased()) {
            return Refusal(message: "xCard: the document is in \(encoding.uppercased()); RFC 6351 requires UTF-8")
        }
        if declaresDTD(bytes) {
            return Refusal(message: "xCard: a DTD is not allowed (entities, external or not, are refused)")
        }
        return nil
    }

    /// The `encoding` of the XML declaration, if there is one.
    private static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        let text = bytes[start...]
        guard text.starts(with: Array("<?xml".utf8)),
              let end = firstRange(of: Array("?>".utf8), in: text) else { return nil }
        let declaration = text[text.startIndex..<end]
        guard let name = firstRange(of: Array("encoding".utf8), in: declaration) else { return nil }
        var index = name + "encoding".utf8.count
        while index < declaration.endIndex, declaration[index] == 0x20 || declaration[index] == UInt8(ascii: "=") { index += 1 }
        guard index < declaration.endIndex else { return nil }
        let quote = declaration[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let valueStart = index + 1
        guard let valueEnd = declaration[valueStart...].firstIndex(of: quote) else { return nil }
        return String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
    }

    /// Whether the prolog (what precedes the first element) declares a DTD.
    /// Checked before libxml2 sees the document, so an entity it declares is
    /// never parsed at all.
    private static func declaresDTD(_ bytes: ArraySlice<UInt8>) -> Bool {
        let marker = Array("<!DOCTYPE".utf8)
        var index = bytes.startIndex
        while index + marker.count <= bytes.endIndex {
            if bytes[index] == UInt8(ascii: "<") {
                if bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
                let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
                // Past the XML declaration, comments and processing
                // instructions, the first element ends the prolog.
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return false }
            }
            index += 1
        }
        return false
    }

    private static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
