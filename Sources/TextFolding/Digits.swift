extension Unicode.Scalar {
    /// The value (0–9) of a decimal digit of any script — "3", "３"
    /// (fullwidth), "٣" (Arabic-Indic), "३" (Devanagari), "៣" (Khmer) —
    /// and `nil` for anything else, a fraction or a superscript among them.
    /// The one reading of a digit, for a postal code, a phone number and a
    /// NOTE's number of nights alike.
    public var decimalDigitValue: Int? {
        guard properties.numericType == .decimal, let value = properties.numericValue else { return nil }
        return Int(value)
    }
}
