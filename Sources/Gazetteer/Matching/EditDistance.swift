/// Whether two keys are at most one edit apart: one letter inserted,
/// deleted, replaced, or two neighbours swapped (Damerau). Works on bytes,
/// so a multi-byte letter counts as more than one edit; the typo rule is
/// meant for Latin names.
enum EditDistance {
    static func withinOne(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        if i == short.count { return true }  // equal, or one appended
        if short.count == long.count {
            // One replaced: the rest equal after i.
            if (i + 1..<short.count).allSatisfy({ short[$0] == long[$0] }) { return true }
            // Two swapped.
            return i + 1 < short.count && short[i] == long[i + 1] && short[i + 1] == long[i]
                && (i + 2..<short.count).allSatisfy { short[$0] == long[$0] }
        }
        // One inserted into the longer.
        return (i..<short.count).allSatisfy { short[$0] == long[$0 + 1] }
    }
}
