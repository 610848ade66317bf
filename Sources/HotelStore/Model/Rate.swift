/// What a night costs: an amount and its ISO 4217 currency, kept exactly as
/// a whole number of the currency's minor units (cents, or yen for the
/// yen: see ``Currency``), never as a binary fraction.
public struct Rate: Equatable, Sendable {
    /// The amount in minor units: 18500 for 185.00 EUR, 32000 for 32,000 JPY.
    public let minorUnits: Int64
    /// The ISO 4217 code, upper case.
    public let currency: String

    /// A rate of `minorUnits` of `currency` (an upper-case ISO 4217 code).
    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The largest amount taken, in minor units: far above any nightly rate,
    /// and far from overflowing.
    static let maximumMinorUnits: Int64 = 999_999_999_999_999

    /// Reads `185.00 EUR`, `185 eur`, `EUR 185.5` or `32,000 JPY`: an amount
    /// with a decimal point and at most the currency's minor digits
    /// (a comma only between groups of three digits), and a three-letter
    /// code: one ISO 4217 lists as money, or, with `anyCode`, any three
    /// letters (a rate a card carries, which an older hotels took so).
    public init(parsing text: String, anyCode: Bool = false) throws(RateError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2 else { throw RateError(text, "give an amount and an ISO 4217 currency code, such as '185.00 EUR'") }
        let (amountWord, codeWord) = Currency.isCode(words[1]) ? (words[0], words[1]) : (words[1], words[0])
        guard Currency.isCode(codeWord) else {
            throw RateError(text, "the currency must be a three-letter ISO 4217 code, such as EUR, USD or JPY")
        }
        let code = codeWord.uppercased()
        guard anyCode || Currency.isListed(code) else { throw RateError(text, "'\(codeWord)' is no ISO 4217 currency code (EUR, USD, JPY…)") }
        let digits = Currency.minorDigits(code)
        let parts = amountWord.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard groups.allSatisfy(isDigits), groups.count == 1 || groups[0].count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }),
              parts.count == 1 || isDigits(fraction) else {
            throw RateError(text, "'\(amountWord)' is not an amount: write it with digits and a decimal point, such as 185.00")
        }
        guard fraction.count <= digits else {
            throw RateError(text, digits == 0 ? "\(code) has no decimal places" : "\(code) has \(digits) decimal place\(digits == 1 ? "" : "s"), not \(fraction.count)")
        }
        let number = groups.joined() + fraction + String(repeating: "0", count: digits - fraction.count)
        guard let units = Int64(number), units <= Self.maximumMinorUnits else { throw RateError(text, "the amount is too large") }
        self.init(minorUnits: units, currency: code)
    }

    /// The amount with the currency's minor digits and no grouping: `185.00`, `32000`.
    public var amount: String { amount(grouped: false) }

    /// `185.00 EUR`: the form a card and JSON carry, and ``init(parsing:)`` reads.
    public var text: String { "\(amount) \(currency)" }

    /// `185.00 EUR`, `32,000 JPY`: thousands grouped by commas, the same in
    /// every locale.
    public var display: String { "\(amount(grouped: true)) \(currency)" }

    private func amount(grouped: Bool) -> String {
        let digits = Currency.minorDigits(currency)
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let whole = grouped ? DigitGrouping.grouped(minorUnits / divisor) : String(minorUnits / divisor)
        guard digits > 0 else { return whole }
        let fraction = String(minorUnits % divisor)
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}

/// Why a text is no rate: the text and what is wrong with it.
public struct RateError: Error, Sendable, CustomStringConvertible {
    /// The text that was read, as given.
    public let text: String
    /// What is wrong, as a clause: "EUR has 2 decimal places, not 3".
    public let reason: String

    init(_ text: String, _ reason: String) {
        self.text = text
        self.reason = reason
    }

    /// "'TEXT' is not a rate: REASON".
    public var description: String { "'\(text)' is not a rate: \(reason)" }
}
