import CLibXML2

/// What the builder needs to know about an element name, worked out once
/// per name: libxml2 interns names, so the same name is the same pointer for
/// the whole document, and a table by pointer finds it without hashing a
/// string.
///
/// A small value of flags: the builder looks names up and stores them per
/// element, millions of times, and a class here cost a retain and a release
/// each time. The name's strings stay in the cache (``XMLNameCache/upper(_:)``…),
/// read once per property.
/// (`XMLName.defaultType == XMLName.valueType` says that a value element
/// is its property's default type without comparing strings.)
struct XMLName {
    /// Where the name's strings are in its cache.
    fileprivate let index: Int32
    /// What the element is to the card structure, when it is one of its own names.
    let role: Role?
    /// Structured property of named components (N, ADR…): its value
    /// elements are components.
    let isStructured: Bool
    /// A property of unnamed text components (ORG): its `<text>` elements
    /// are components, joined by `;`, each escaped.
    let hasTextComponents: Bool
    /// Whether a text value is escaped for vCard (``PropertySpec/escapesText``).
    let escapesText: Bool
    /// Whether that text is taken whole, its semicolons bare (``PropertySpec/escapesWholeText``).
    let escapesWholeText: Bool
    /// How many components RFC 6350 requires (``PropertySpec/requiredComponents``).
    let requiredComponents: Int
    /// Whether a value of any type is (``XCardSchema/escapesEveryValue(_:)``).
    let escapesEveryValue: Bool
    /// The property's default value type, as its place in
    /// ``XCardSchema/valueTypeList``.
    let defaultType: Int8
    /// As a value element: its place in ``XCardSchema/valueTypeList``, or -1.
    let valueType: Int8
    /// Whether the upper-cased name can stand as a vCard property or
    /// parameter name (letters, digits, `-`, `_`; no `.`).
    let isVCardName: Bool
    /// As a value element: `<text>`.
    let isText: Bool
    /// As a value element: `<unknown>`.
    let isUnknown: Bool
    /// As a value element: `<date>`, `<date-time>` or `<time>`, the forms of date-and-or-time.
    let isDateForm: Bool
    /// As a value element: `<time>`.
    let isTime: Bool

    enum Role { case vcard, group, parameters }

    private static let dateAndOrTime = Int8(XCardSchema.valueTypeList.firstIndex(of: "date-and-or-time")!)

    /// Whether RFC 6350 gives the property the type date-and-or-time.
    var defaultsToDateAndOrTime: Bool { defaultType == Self.dateAndOrTime }

    fileprivate init(index: Int32, _ strings: Strings) {
        let local = strings.local, upper = strings.upper
        self.index = index
        role = local == "vcard" ? .vcard : local == "group" ? .group : local == "parameters" ? .parameters : nil
        isStructured = strings.spec.componentNames != nil
        hasTextComponents = strings.spec.hasTextComponents
        escapesText = strings.spec.escapesText
        escapesWholeText = strings.spec.escapesWholeText
        requiredComponents = strings.spec.requiredComponents
        escapesEveryValue = XCardSchema.escapesEveryValue(upper)
        defaultType = Int8(XCardSchema.valueTypeList.firstIndex(of: strings.spec.defaultType.rawValue) ?? -1)
        valueType = Int8(XCardSchema.valueTypeList.firstIndex(of: local) ?? -1)
        isVCardName = XCardLines.isName(upper)
        isText = local == "text"
        isUnknown = local == "unknown"
        isDateForm = local == "date" || local == "date-time" || local == "time"
        isTime = local == "time"
    }

    /// The strings of a name.
    struct Strings {
        /// As written: a value type or a component (`text`, `surname`).
        let local: String
        /// Upper-cased: a property or parameter name (`FN`, `TYPE`).
        let upper: String
        /// What the specifications say of the property of this name.
        let spec: PropertySpec

        /// The component element names, for structured properties (N, ADR…).
        var components: [String]? { spec.componentNames }

        fileprivate init(_ pointer: UnsafePointer<xmlChar>) {
            local = String(cString: pointer)
            upper = local.uppercased()
            spec = PropertySpec.of(upper)
        }
    }
}

/// The ``XMLName`` of each name pointer a document uses: an open-addressed
/// table by pointer (a document has a few dozen names), with a dictionary
/// behind it should a document have hundreds.
struct XMLNameCache {
    private static let size = 1024
    private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: size)
    private var slots = [XMLName?](repeating: nil, count: size)
    private var used = 0
    private var overflow: [UnsafePointer<xmlChar>: XMLName] = [:]
    private var table: [XMLName.Strings] = []

    @inline(__always)
    mutating func name(_ pointer: UnsafePointer<xmlChar>) -> XMLName {
        // Fibonacci hashing of the address; linear probing.
        var slot = Int(truncatingIfNeeded: (UInt(bitPattern: pointer) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        while let occupant = pointers[slot] {
            if occupant == pointer, let name = slots[slot] { return name }
            slot = (slot + 1) & (Self.size - 1)
        }
        return add(pointer, slot: slot)
    }

    private mutating func add(_ pointer: UnsafePointer<xmlChar>, slot: Int) -> XMLName {
        if let name = overflow[pointer] { return name }
        let strings = XMLName.Strings(pointer)
        let name = XMLName(index: Int32(table.count), strings)
        table.append(strings)
        if used < Self.size / 2 {
            pointers[slot] = pointer
            slots[slot] = name
            used += 1
        } else {
            overflow[pointer] = name
        }
        return name
    }

    /// The name as written (`text`, `surname`).
    func local(_ name: XMLName) -> String { table[Int(name.index)].local }

    /// The name upper-cased (`FN`, `TYPE`).
    func upper(_ name: XMLName) -> String { table[Int(name.index)].upper }

    /// The component element names of a structured property.
    func components(_ name: XMLName) -> [String]? { table[Int(name.index)].components }
}
