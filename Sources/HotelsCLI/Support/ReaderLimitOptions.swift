import VCard

/// `--max-line`, `--max-value` and `--max-card`: the limits a command reads
/// cards under, and the size they and a book's `max_line`, `max_value` and
/// `max_card` keys are written in.
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

    /// The sizes given on the command line, each over the one a book's config gives.
    struct Given {
        var line: Int?, value: Int?, card: Int?

        /// `limits` with the sizes given in place of theirs.
        func applied(to limits: ReaderLimits) -> ReaderLimits {
            var limits = limits
            if let line { limits.lineBytes = line }
            if let value { limits.valueBytes = value }
            if let card { limits.cardBytes = card }
            return limits
        }
    }

    /// The sizes given.
    static func given(_ arguments: Arguments, command: String) throws(CLIError) -> Given {
        Given(line: try size(arguments, "--max-line", command: command), value: try size(arguments, "--max-value", command: command),
              card: try size(arguments, "--max-card", command: command))
    }

    /// The limits given, the defaults for those not given.
    static func limits(_ arguments: Arguments, command: String) throws(CLIError) -> ReaderLimits {
        try given(arguments, command: command).applied(to: ReaderLimits())
    }

    /// What "500", "64k", "16M" or "1G" stand for, in bytes: from 1 byte to
    /// ``ReaderLimits/largest``; `nil` for anything else.
    static func bytes(_ text: String) -> Int? {
        let units: [Character: Int] = ["k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20, "g": 1 << 30, "G": 1 << 30]
        var digits = Substring(text)
        var unit = 1
        if let last = digits.last, let scale = units[last] {
            unit = scale
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0, number <= ReaderLimits.largest / unit else { return nil }
        return number * unit
    }

    /// The words a bad size is met with.
    static let expected = "a size from 1 byte to 1G (as 500, 64k, 16M)"

    private static func size(_ arguments: Arguments, _ option: String, command: String) throws(CLIError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard let bytes = bytes(text) else { throw .usage("\(option) takes \(expected), not '\(text)'", command: command) }
        return bytes
    }
}
