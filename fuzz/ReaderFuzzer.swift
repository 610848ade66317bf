// libFuzzer entry point for the vCard reader and writer. Built together with
// the VCard module's sources by fuzz/run.sh; not part of the package.
//
// Besides "never crash", it checks the lossless contract on whatever it
// reads: an unchanged card, and the same card written property by property,
// come back as the bytes that were read (the latter with an END line added
// to a card read without one); converting a card to the other
// modern version and back gives a card that reads without errors; the
// two-thread reader, parsing ahead, gives what the one-thread reader gives.
// The import's shortcuts agree with the long ways: a card's text as a string,
// the properties a name table finds, structured values read in one pass.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let writer = VCardWriter()
    var twoThreads = ReaderOptions(threads: 2)
    twoThreads.parseAhead = .always
    precondition(VCardReader(bytes: bytes).map(summary) == VCardReader(bytes: bytes, options: twoThreads).map(summary),
                 "two threads read otherwise than one")
    for result in VCardReader(bytes: bytes) {
        guard case .card(let card, _) = result, let origin = card.origin else { continue }
        let original = Array(origin.source.cardBytes)
        precondition(writer.write(card) == original, "pristine card not written back as read")
        var edited = card
        edited.properties = card.properties
        // Property by property, a card read without END (the missing-end repair) gets one.
        let written = writer.write(edited)
        precondition(origin.endRange.isEmpty
                     ? Array(written.prefix(original.count)) == original && written.count > original.count
                     : written == original, "card written property by property differs")
        precondition(writer.text(of: card) == String(decoding: original, as: UTF8.self), "text(of:) differs from the bytes")
        precondition(card.version == edited.version, "a read card's version differs from its list's")

        let table = PropertyNameTable(["N", "ORG", "ADR", "X-ABShowAs", "TEL"])
        let found = table.matches(in: card)
        precondition(found.map(\.property) == card.properties.filter { table.index(of: $0) != nil },
                     "the table found other properties than a filter of the list")
        for (_, property) in found {
            let value = property.value
            for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
                let components = ValueEscaping.components(value, version: version)
                let joined = (0..<7).map { $0 < components.count ? components[$0].joined(separator: ", ") : "" }
                precondition(StructuredValue.components(value, version: version, count: 7, joinedBy: ", ") == joined,
                             "structured value read otherwise in one pass")
                precondition(StructuredValue.hasValue(value, version: version, inFirst: 2)
                             == components.prefix(2).contains { $0.contains { !$0.isEmpty } }, "hasValue differs")
            }
        }

        // Touch every view.
        _ = (card.formattedName, card.structuredName, card.organization, card.addresses, card.phones,
             card.emails, card.urls, card.geo, card.uid, card.categories, card.kind, card.note, card.photo)
        for property in card.properties {
            _ = (property.group, property.name, property.parameters.map(\.values), property.value)
        }

        for version in [VCardVersion.v3_0, .v4_0] {
            let converted = VCardWriter(options: WriterOptions(version: version)).write(card)
            for again in VCardReader(bytes: converted) {
                if case .rejected(let rejected) = again {
                    preconditionFailure("converted card rejected: \(rejected.diagnostics)")
                }
            }
        }
    }
    return 0
}

/// What a result says, as text, to compare two readings.
func summary(_ result: ReadResult) -> String {
    switch result {
    case .card(let card, let diagnostics):
        return "card \(card.properties.map { "\($0.group ?? "").\($0.name);\($0.parameters.map(\.rawValue));\($0.value)" }) \(diagnostics)"
    case .rejected(let card): return "rejected \(card.index) \(card.bytes) \(card.diagnostics)"
    case .diagnostic(let diagnostic): return "\(diagnostic)"
    // Not given knownCards, the reader hands out none; named all the same.
    case .known(let card): return "known \(card)"
    }
}
