/// Which letters sit side by side on a keyboard, for telling a slip of the
/// finger from a letter from nowhere (``EditDistance/Slip``). The rows are
/// QWERTY's, each row offset half a key from the one above, so a key
/// touches two of the row above and two of the row below; other layouts
/// (QWERTZ, AZERTY) move a few letters, which then count as strays.
enum Keyboard {
    private static let rows: [[UInt8]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }

    /// Whether the keys of the ASCII letters `a` and `b` (either case) touch.
    static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard let (rowA, columnA) = position(a), let (rowB, columnB) = position(b) else { return false }
        switch rowB - rowA {
        case 0: return abs(columnB - columnA) == 1
        case -1: return columnB == columnA || columnB == columnA + 1
        case 1: return columnB == columnA || columnB == columnA - 1
        default: return false
        }
    }

    private static func position(_ letter: UInt8) -> (row: Int, column: Int)? {
        let lower = letter | 0x20
        for (row, keys) in rows.enumerated() {
            if let column = keys.firstIndex(of: lower) { return (row, column) }
        }
        return nil
    }
}
