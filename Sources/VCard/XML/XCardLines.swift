/// A card from xCard, assembled as the vCard 4.0 content lines it stands
/// for, in one buffer: each property then is a read property (a range of
/// that buffer, decoded when asked for) like one read from a `.vcf` file,
/// instead of an edited one with a string per value and a box per property —
/// making those was most of the cost of reading xCard.
///
/// A property whose content line would not read back the same — a name or
/// group that is not a vCard name (`x.y` would split into a group), a
/// CHARSET or ENCODING parameter (which would have its value decoded) —
/// stays an edited property, in its place. A read property's origin gives
/// the line its start tag ends on in the XML file, as libxml2 counts lines
/// for the card's (its bytes are this buffer's).
struct XCardLines {
    private var bytes = ByteBuffer(capacity: 4096)
    private var entries: [Entry] = []
    /// The values of the edited properties, in bytes.
    private var editedBytes = 0

    /// How many bytes of text the card holds so far (its lines and edited values).
    var size: Int { bytes.count + editedBytes }

    private enum Entry {
        case line(start: Int32, contentEnd: Int32, line: Int32)
        case edited(Property)
    }

    /// Starts the next card (with its VERSION:4.0), whose start tag is on `line`.
    mutating func start(line: Int = 0) {
        bytes.removeAll()
        entries = []
        editedBytes = 0
        entries.reserveCapacity(32)
        let start = bytes.count
        bytes.append(Self.versionLine)
        entries.append(.line(start: Int32(start), contentEnd: Int32(bytes.count), line: Int32(clamping: line)))
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    mutating func free() { bytes.free() }

    /// Adds a property with its vCard value, whose start tag is on `line`;
    /// `plain` says that its name, group and parameters make a content line
    /// that reads back the same.
    mutating func append(group: String?, name: String, parameters: [Parameter], plain: Bool, value: ByteBuffer, line: Int) {
        guard plain, parameters.allSatisfy({ parameter in
            guard let name = parameter.name else { return false }
            return !name.equalsIgnoringASCIICase("CHARSET") && !name.equalsIgnoringASCIICase("ENCODING")
        }) else {
            let text = value.withBytes { String(decoding: $0, as: UTF8.self) }
            editedBytes += value.count
            entries.append(.edited(Property(group: group, name: name, parameters: parameters, value: text)))
            return
        }
        let start = bytes.count
        if let group {
            bytes.append(group)
            bytes.append(UInt8(ascii: "."))
        }
        bytes.append(name)
        for parameter in parameters {
            bytes.append(UInt8(ascii: ";"))
            bytes.append(parameter.name ?? "")
            bytes.append(UInt8(ascii: "="))
            bytes.append(parameter.rawValue)
        }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(value, 0..<value.count)
        let contentEnd = bytes.count
        bytes.append(0x0D)
        bytes.append(0x0A)
        entries.append(.line(start: Int32(start), contentEnd: Int32(contentEnd), line: Int32(clamping: line)))
    }

    /// How many bytes `property` takes in ``size`` as ``append(group:name:parameters:plain:value:)``
    /// writes it: its group, name and parameters, `:`, its value and the line break.
    static func size(of property: Property) -> Int {
        var size = (property.group.map { $0.utf8.count + 1 } ?? 0) + property.name.utf8.count + 1 + property.value.utf8.count + 2
        for parameter in property.parameters { size += 2 + (parameter.name?.utf8.count ?? 0) + parameter.rawValue.utf8.count }
        return size
    }

    /// A card's first line, as ``start()`` writes it (without its line break).
    static let versionLine = "VERSION:4.0"
    /// The size of that line in ``size``, its line break included.
    static let versionLineSize = versionLine.utf8.count + 2

    /// The card's properties, sharing one copy of the buffer.
    func properties() -> [Property] {
        let source = SourceText.copying(bytes.array, cardStart: 0)
        return entries.map { entry in
            switch entry {
            case .line(let start, let contentEnd, let line):
                let slot = ReadProperties.Slot(start: start, end: contentEnd + 2, contentStart: start, contentEnd: contentEnd,
                                               line: line)
                return Property(read: ReadLine(source: source, slot: slot))
            case .edited(let property):
                return property
            }
        }
    }

    /// Whether `text` can stand as a vCard name.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(ByteClass.isNameByte)
    }
}
