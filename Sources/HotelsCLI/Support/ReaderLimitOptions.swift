import VCard

/// `--max-line`, `--max-value` and `--max-card`: the vCard reader's limits
/// (``ReaderLimits``), for the commands that read books.
enum ReaderLimitOptions {
    static let options = ["--max-line", "--max-value", "--max-card"]

    /// The lines the commands' help shows.
    static let help = """
      --max-line SIZE   Reject a card with a line longer than SIZE (default 16M).
      --max-value SIZE  Reject a card with a property longer than SIZE,
                        unfolded (default 16M).
      --max-card SIZE   Reject a card larger than SIZE (default 32M). SIZE is
                        bytes, or a number with k, M or G; at most 1G.
    """

    /// The limits given, the defaults for those not given.
    static func limits(_ arguments: Arguments, command: String) throws(CLIError) -> ReaderLimits {
        var limits = ReaderLimits()
        if let size = try size(arguments, "--max-line", command: command) { limits.lineBytes = size }
        if let size = try size(arguments, "--max-value", command: command) { limits.valueBytes = size }
        if let size = try size(arguments, "--max-card", command: command) { limits.cardBytes = size }
        return limits
    }

    private static func size(_ arguments: Arguments, _ option: String, command: String) throws(CLIError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        let units: [Character: Int] = ["k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20, "g": 1 << 30, "G": 1 << 30]
        var digits = Substring(text)
        var unit = 1
        if let last = digits.last, let scale = units[last] {
            unit = scale
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0, number <= ReaderLimits.largest / unit else {
            throw .usage("\(option) takes a size from 1 byte to 1G (as 500, 64k, 16M), not '\(text)'", command: command)
        }
        return number * unit
    }
}
