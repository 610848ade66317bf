/// Whether two cards say the same thing, ignoring what clients rewrite on
/// every save: REV and PRODID, the case of property and parameter names,
/// the order and case of parameter values, folding and line endings. A
/// re-export that changed nothing, or a server that re-serializes what it
/// was sent, is then no change.
///
/// This is the one normalization that change detection uses: import's
/// "unchanged", a sync's "changed on the book side", and the id of a card
/// without a UID in a `.vcf` book.
public enum CardFingerprint {
    /// Whether two card texts say the same thing: their normalized lines
    /// (``lines(of:)``) are the same, in the same order for each property
    /// name. The order of different properties says nothing (RFC 6350
    /// gives it no meaning, and a server that writes them sorted by name,
    /// as Radicale does, changed no card); that of one property's lines
    /// does (clients show the first phone first).
    public static func same(_ a: String, _ b: String) -> Bool {
        same(a, b, ignoringUID: false)
    }

    /// Whether two card texts say the same thing but for their UIDs
    /// (``same(_:_:)`` without the UID lines): a copy of a card that a
    /// sync gave a UID is still that card.
    public static func same(_ a: String, _ b: String, ignoringUID: Bool) -> Bool {
        if a == b { return true }
        guard var left = lines(of: a), var right = lines(of: b) else { return false }
        if ignoringUID {
            left.removeAll { name(ofLine: $0) == "UID" }
            right.removeAll { name(ofLine: $0) == "UID" }
        }
        return left.count == right.count && (left == right || byName(left) == byName(right))
    }

    /// Normalized lines sorted by their property's name, each name's in the order they came.
    private static func byName(_ lines: [String]) -> [String] {
        lines.enumerated().sorted { left, right in
            let (a, b) = (name(ofLine: left.element), name(ofLine: right.element))
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    /// The property's name in a normalized line (``line(of:)``): after the group's dot, before the parameters.
    private static func name(ofLine line: String) -> Substring {
        line[line.index(after: line.firstIndex(of: ".") ?? line.startIndex)...].prefix { $0 != ";" }
    }

    /// Whether two card texts say the same thing in whatever form each was
    /// written (vCard 2.1, 3.0, 4.0, or xCard and jCard read as 4.0): both
    /// are written as 4.0 and compared as ``same(_:_:)`` compares. The same
    /// book imported as vCard and then as xCard is then no change.
    public static func sameInAnyForm(_ a: String, _ b: String) -> Bool {
        sameInAnyForm(a, asAnyOf: [b])
    }

    /// Whether `text` says what one of `others` says, in whatever form each
    /// was written (``sameInAnyForm(_:_:)``); `text` is written as 4.0
    /// once, and a text given twice is compared once.
    public static func sameInAnyForm(_ text: String, asAnyOf others: [String]) -> Bool {
        guard !others.isEmpty, let left = asVersion4(text) else { return false }
        var compared: Set<String> = []
        return others.contains { other in
            compared.insert(other).inserted && asVersion4(other).map { same(left, $0) } == true
        }
    }

    /// Whether `card` says nothing that `other` does not, in whatever form
    /// each was written: every normalized line of `card` (both written as
    /// 4.0, as ``sameInAnyForm(_:_:)`` compares) is one of `other`'s, as
    /// often. An edit that only took lines out of `other` leaves such a
    /// card; writing `other` over it loses nothing.
    public static func saysNothingBeyond(_ card: String, _ other: String) -> Bool {
        guard let mine = asVersion4(card).flatMap(lines(of:)), let theirs = asVersion4(other).flatMap(lines(of:)) else { return false }
        var left: [String: Int] = [:]
        for line in theirs { left[line, default: 0] += 1 }
        for line in mine {
            guard let count = left[line], count > 0 else { return false }
            left[line] = count - 1
        }
        return true
    }

    /// Whether `b` says what `a` says as far as xCard can carry it: `a`
    /// written as xCard and read back, compared as ``sameInAnyForm(_:_:)``
    /// compares. A card read from an xCard export of `a` lacks what XML
    /// cannot name (`X-messaging/skype-All`) and has its values in xCard's
    /// forms (a GEO's `45.000000` as `45`); it is still `a`.
    public static func sameAsXCardCarries(_ a: String, _ b: String) -> Bool {
        guard let card = VCardReader.read(bytes: Array(a.utf8)).cards.first,
              let back = XCardReader(bytes: XCardWriter.document([card]), fileName: "").lazy.compactMap({ result -> Card? in
                  if case .card(let card, _) = result { return card } else { return nil }
              }).first else { return false }
        return sameInAnyForm(String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(back), as: UTF8.self), b)
    }

    /// A stable 64-bit hash of the card's normalized lines in their order,
    /// in hex: cards of equal hashes are ones ``same(_:_:)`` calls the
    /// same (but for a collision), and the same card with its properties
    /// in another order hashes otherwise.
    ///
    /// A property as read is hashed from its bytes where they are its
    /// normalized line already but for case (``ReadLine/combineFingerprint(into:)``),
    /// with no string made; any other goes through ``line(of:)``.
    public static func hash(of card: Card) -> String {
        let properties = card.properties
        return hash(of: properties, in: properties.indices)
    }

    /// ``hash(of:)`` with the properties taken by name, each name's in the
    /// order they came, as ``same(_:_:)`` compares them: a card a server
    /// stored with its properties sorted by name (Radicale) hashes as the
    /// card it was sent.
    public static func hashByName(of card: Card) -> String {
        let properties = card.properties
        let names = properties.map { PropertyRegistry.upperASCII($0.name) }
        return hash(of: properties, in: properties.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 })
    }

    /// ``hashByName(of:)`` of the first card in `text`; `nil` when none can be read.
    public static func hashByName(of text: String) -> String? {
        VCardReader.read(bytes: Array(text.utf8)).cards.first.map(hashByName(of:))
    }

    private static func hash(of properties: [Property], in order: some Sequence<Int>) -> String {
        var hasher = StableHasher()
        for index in order {
            let property = properties[index]
            if let read = property.readLine, read.combineFingerprint(into: &hasher) { continue }
            guard let line = line(of: property) else { continue }
            hasher.combine(line)
            hasher.combine("\n")
        }
        return hasher.hex
    }

    /// ``hash(of:)`` of the first card in `text`; `nil` when none can be read.
    public static func hash(of text: String) -> String? {
        guard let card = VCardReader.read(bytes: Array(text.utf8)).cards.first else { return nil }
        return hash(of: card)
    }

    /// The card written as 4.0, each text value escaped as 4.0 escapes it:
    /// a 3.0 NOTE's bare comma and an xCard's note written as "\," are one
    /// value ("quiet room, top floor"), as are a TEL's escaped semicolons
    /// and the same bare, as jCard's reader writes them ("205246;;",
    /// ``PropertySpec/escaped(_:version:)``). What
    /// xCard and jCard leave unsaid is left out of both forms (``withoutImpliedParts(_:)``).
    private static func asVersion4(_ text: String) -> String? {
        guard var card = VCardReader.read(bytes: Array(text.utf8)).cards.first else { return nil }
        let version = card.version
        for index in card.properties.indices {
            let spec = PropertySpec.of(PropertyRegistry.upperASCII(card.properties[index].name))
            guard spec.shape == .text || spec.escapesWholeText else { continue }
            let value = card.properties[index].value
            let canonical = spec.escaped(ValueEscaping.unescapeText(value, version: version), version: .v4_0)
            if canonical != value { card.properties[index].value = canonical }
        }
        let written = VCardWriter(options: WriterOptions(version: .v4_0)).write(card)
        guard var converted = VCardReader.read(bytes: written).cards.first else { return nil }
        withoutImpliedParts(&converted)
        return String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(converted), as: UTF8.self)
    }

    /// Takes out of a 4.0 card what says nothing that its xCard or jCard
    /// form would say: a VALUE that names the property's default type (or
    /// one of its forms: a BDAY's date-time), or no type RFC 6350 knows
    /// (Android's `VALUE=phone-number`), which neither form can carry; a
    /// parameter given twice, which both write once with both values
    /// (`TYPE=home;TYPE=pref` is `TYPE=home,pref`); and the empty components
    /// at the end of a value of named components (`N:Doe;Jane` and
    /// `N:Doe;Jane;;;` are one name; xCard writes all five); a date or
    /// time in ISO 8601's extended form, which 3.0 allows and jCard writes
    /// (`1996-04-15` is `19960415`); and the backslash some put before a
    /// GEO's comma, which neither writes (``Geo/uri(_:)``).
    static func withoutImpliedParts(_ card: inout Card) {
        for index in card.properties.indices {
            var property = card.properties[index]
            let spec = PropertySpec.of(property.name.uppercased())
            property.value = DateTimeForm.basic(of: property)
            if property.isNamed("GEO") { property.value = Geo.uri(property.value) }
            property.parameters.removeAll { parameter in
                guard parameter.canonicalName == "VALUE", parameter.values.count == 1,
                      let type = ValueType(rawValue: parameter.values[0].lowercased()) else {
                    return parameter.canonicalName == "VALUE"
                }
                return spec.implies(type)
            }
            var merged: [Parameter] = []
            for parameter in property.parameters {
                if let same = merged.firstIndex(where: { $0.canonicalName == parameter.canonicalName && $0.name != nil }),
                   parameter.name != nil {
                    merged[same].values += parameter.values
                } else {
                    merged.append(parameter)
                }
            }
            property.parameters = merged
            if spec.componentNames != nil, spec.shape != .verbatim {
                var components = ValueEscaping.components(property.value, version: .v4_0)
                while let last = components.last, last.allSatisfy(\.isEmpty), components.count > 1 { components.removeLast() }
                property.value = ValueEscaping.joinComponents(components, version: .v4_0)
            }
            card.properties[index] = property
        }
    }

    static func lines(of text: String) -> [String]? {
        guard !text.isEmpty, let card = VCardReader.read(bytes: Array(text.utf8)).cards.first else { return nil }
        return lines(of: card)
    }

    /// The card's properties as normalized lines, without REV and PRODID.
    static func lines(of card: Card) -> [String] {
        card.properties.compactMap(line(of:))
    }

    /// The rule of the fingerprint: a property as one normalized line —
    /// group lower-cased, a dot, name upper-cased, `;`, its parameters
    /// (``parameterText(_:)``), `:`, its value — or `nil` for REV and PRODID.
    static func line(of property: Property) -> String? {
        let name = property.name.uppercased()
        if rewrittenOnSave.contains(where: { name == $0.description }) { return nil }
        return "\(property.group?.lowercased() ?? "").\(name);\(parameterText(property.parameters)):\(property.value)"
    }

    /// The properties clients rewrite on every save, upper-cased: no line.
    static let rewrittenOnSave: [StaticString] = ["REV", "PRODID"]

    /// Parameters as a normalized line writes them: each `NAME=values`
    /// with its canonical name upper-cased and its values lower-cased and
    /// sorted, the parameters sorted, joined by `;`.
    static func parameterText(_ parameters: [Parameter]) -> String {
        parameters
            .map { "\($0.canonicalName.uppercased())=\($0.values.map { $0.lowercased() }.sorted().joined(separator: ","))" }
            .sorted()
            .joined(separator: ";")
    }
}

extension ReadLine {
    /// Combines ``CardFingerprint/line(of:)`` of this property and its line
    /// break into `hasher` straight from the bytes read (nothing for REV and
    /// PRODID), and says so; combines nothing and returns `false` where the
    /// bytes are not that line but for case: a group or name outside ASCII
    /// (whose case mapping is Unicode's), a value quoted-printable, in a
    /// charset or not UTF-8 (which reading decodes), a line without a name.
    func combineFingerprint(into hasher: inout StableHasher) -> Bool {
        withContent { base, start, end in
            guard let content = ContentLine.parse(base, start, end) else { return false }
            let name = content.name
            guard Self.isASCII(base, name), content.group.map({ Self.isASCII(base, $0) }) ?? true else { return false }
            if CardFingerprint.rewrittenOnSave.contains(where: { ByteClass.matches(base, name.lowerBound, name.upperBound, $0) }) {
                return true
            }
            let encoding = TransferEncoding(base, content.parameters)
            let value = UnsafeBufferPointer(start: base + content.value.lowerBound, count: content.value.count)
            guard !encoding.quotedPrintable, encoding.charset == nil, UTF8Validation.isValid(value) else { return false }
            if let group = content.group {
                for index in group { hasher.combine(ByteClass.lower(base[index])) }
            }
            hasher.combine(UInt8(ascii: "."))
            for index in name { hasher.combine(ByteClass.upper(base[index])) }
            hasher.combine(UInt8(ascii: ";"))
            if !content.parameters.isEmpty {
                hasher.combine(CardFingerprint.parameterText(parameters(base, content)))
            }
            hasher.combine(UInt8(ascii: ":"))
            hasher.combine(UnsafeRawBufferPointer(value))
            hasher.combine(UInt8(ascii: "\n"))
            return true
        }
    }

    private static func isASCII(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.allSatisfy { base[$0] < 0x80 }
    }
}
