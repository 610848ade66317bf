/// How many typos apart two keys are: letters inserted, deleted, replaced,
/// or two neighbours swapped (optimal string alignment). Works on bytes, so
/// a multi-byte letter counts as more than one edit; the typo rules are
/// meant for Latin names.
enum EditDistance {
    /// The typos a misspelt name `key` may hold: one, and two for names of
    /// nine letters or more — letters, not bytes: a Cyrillic or Greek
    /// letter is two, and "Прага" of five would have had two typos, enough
    /// to be "Пшада" in Russia.
    static func allowance(for key: [UInt8]) -> Int { letters(in: key) >= 9 ? 2 : 1 }

    /// How many letters (scalars) the UTF-8 `key` holds.
    static func letters(in key: [UInt8]) -> Int { key.count { $0 & 0xC0 != 0x80 } }

    /// Whether one slip of the kinds people make most, those that take no
    /// letter from the keyboard, turns a place's `name` into the `written`
    /// one: a letter left out ("Lamitn" for Lamitan, "Butrio" for
    /// Buttrio), a letter doubled ("Sanmmao" for Sanmao), or two
    /// neighbouring letters swapped ("Jigngan" for Jinggan). A letter
    /// replaced, or one added that does not repeat its neighbour, is a typo
    /// too, but a rarer one: it is one letter of many that could have
    /// been struck. Works on bytes, as ``within(_:_:limit:)`` does: a slip
    /// of a letter written in more than one byte is not recognised.
    static func isCommonSlip(name: UnsafeRawBufferPointer, written: UnsafeRawBufferPointer) -> Bool {
        let (start, endName, endWritten) = differingPart(name, written)
        switch (endName - start, endWritten - start) {
        case (2, 2):
            return name[start] == written[start + 1] && name[start + 1] == written[start]
        case (1, 0):
            return true
        case (0, 1):
            // The added letter repeats a neighbour; the common ends may have
            // taken the double's other half, so look on both sides of it.
            let letter = written[start]
            return (start > 0 && written[start - 1] == letter) || (start + 1 < written.count && written[start + 1] == letter)
        default:
            return false
        }
    }

    /// Where `a` and `b` differ: from the end of their common prefix to
    /// the start of their common suffix (`endA` in `a`, `endB` in `b`),
    /// the suffix taken after the prefix.
    @inline(__always)
    private static func differingPart(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> (start: Int, endA: Int, endB: Int) {
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        return (start, endA, endB)
    }

    /// The distance between `a` and `b` when it is at most `limit`, else `nil`.
    static func within(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        // The common prefix and suffix cost nothing; most candidates differ early.
        let (start, endA, endB) = differingPart(a, b)
        let n = endA - start, m = endB - start
        if n == 0 || m == 0 { return max(n, m) <= limit ? max(n, m) : nil }
        guard n <= 64, m <= 64 else { return nil }
        // Three rows of the dynamic programme, on the stack.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
            var before = 0, previous = m + 1, current = 2 * (m + 1)
            for j in 0...m { rows[previous + j] = j }
            for i in 1...n {
                rows[current] = i
                var rowMinimum = i
                let x = a[start + i - 1]
                for j in 1...m {
                    let y = b[start + j - 1]
                    var cost = min(rows[previous + j] + 1, rows[current + j - 1] + 1,
                                   rows[previous + j - 1] + (x == y ? 0 : 1))
                    if i > 1, j > 1, x == b[start + j - 2], a[start + i - 2] == y {
                        cost = min(cost, rows[before + j - 2] + 1)
                    }
                    rows[current + j] = cost
                    rowMinimum = min(rowMinimum, cost)
                }
                if rowMinimum > limit { return nil }
                (before, previous, current) = (previous, current, before)
            }
            let distance = rows[previous + m]
            return distance <= limit ? distance : nil
        }
    }
}
