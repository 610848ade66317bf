/// A progress bar on standard error for long reads, only where a person
/// watches (a terminal) and only for large inputs:
/// `hotels: [##########          ]  50%  61,000 cards, 30,500 hotels`.
/// Without a known size (standard input) it counts cards instead.
struct ProgressBar {
    private let console: Console
    /// The input's size in bytes, if known.
    private let total: Int?
    private let shown: Bool
    private var lastPercent = -1
    private var lastCards = 0
    private var drawn = false

    static let width = 24
    /// Inputs smaller than this finish before a bar would help.
    static let largeInput = 4 << 20

    init(console: Console, totalBytes: Int?) {
        self.console = console
        total = totalBytes
        shown = console.errorsIsTerminal && (totalBytes.map { $0 >= Self.largeInput } ?? true)
    }

    /// Redraws when the percentage moved (or, without sizes, every 10,000 cards).
    mutating func update(bytes: Int, cards: Int, hotels: Int) {
        guard shown else { return }
        let counts = "\(Self.grouped(cards)) cards, \(Self.grouped(hotels)) hotels"
        // xCard and jCard cards do not say how many bytes they took: count them.
        if let total, total > 0, bytes > 0 {
            let percent = min(100, bytes * 100 / total)
            guard percent != lastPercent else { return }
            lastPercent = percent
            let filled = percent * Self.width / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: Self.width - filled)
            console.errors.write("\rhotels: [\(bar)] \(percent < 10 ? "  " : percent < 100 ? " " : "")\(percent)%  \(counts)")
        } else {
            guard cards - lastCards >= 10_000 else { return }
            lastCards = cards
            console.errors.write("\rhotels: \(counts)")
        }
        console.errors.flush()
        drawn = true
    }

    /// Clears the line the bar was on.
    func finish() {
        guard drawn else { return }
        console.errors.write("\r\u{1B}[K")
        console.errors.flush()
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
