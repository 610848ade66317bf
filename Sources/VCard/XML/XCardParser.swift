import CLibXML2

/// One libxml2 SAX2 push parser and the ``XCardBuilder`` its events go to:
/// parses what it is fed, a chunk at a time, and collects cards and
/// diagnostics in ``results``.
final class XCardParser {
    /// At a fixed address: libxml2 calls back with it as user data.
    private let builder: UnsafeMutablePointer<XCardBuilder>
    private let context: xmlParserCtxtPtr?

    /// NONET: no network. Never NOENT, DTDLOAD, DTDATTR or HUGE.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    init(fileName: String) {
        builder = .allocate(capacity: 1)
        builder.initialize(to: XCardBuilder(fileName: fileName))
        var handler = XCardBuilder.makeHandler()
        context = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(builder), nil, 0, nil)
        if let context {
            xmlCtxtUseOptions(context, Self.options)
            builder.pointee.context = context
        } else {
            builder.pointee.fail("libxml2 could not start a parser", code: .xmlMalformed, line: 1)
        }
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
        builder.pointee.free()
        builder.deinitialize(count: 1)
        builder.deallocate()
    }

    /// Takes the results so far.
    func takeResults() -> [ReadResult] {
        let taken = builder.pointee.results
        builder.pointee.results.removeAll(keepingCapacity: true)
        return taken
    }

    /// Whether an error ended the document.
    var stopped: Bool { builder.pointee.stopped }

    /// Refuses the document before parsing it.
    func refuse(_ message: String) {
        builder.pointee.fail(message, code: .xmlRefused, line: 1)
    }

    /// Parses `bytes`; `false` once the document ended with an error.
    @discardableResult
    func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let context, !stopped, !bytes.isEmpty else { return !stopped }
        let status = bytes.withMemoryRebound(to: CChar.self) { xmlParseChunk(context, $0.baseAddress, Int32(bytes.count), 0) }
        if status != 0 && !stopped { builder.pointee.fail("the XML is not well-formed", code: .xmlMalformed, line: nil) }
        return !stopped
    }

    /// Ends the input: a document cut short inside an element, or one that
    /// never had a root, is an error.
    func finish() {
        guard let context, !stopped else { return }
        if builder.pointee.isInsideElement {
            // libxml2 would call this "extra content"; say what happened.
            builder.pointee.truncated()
            return
        }
        let status = xmlParseChunk(context, nil, 0, 1)
        if stopped { return }
        if status != 0 {
            builder.pointee.fail("the XML is not well-formed", code: .xmlMalformed, line: nil)
        } else {
            builder.pointee.endOfInput()
        }
    }
}
