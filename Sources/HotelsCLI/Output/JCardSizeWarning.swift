import VCard

/// The warning for a jCard card a reader would refuse under the default
/// limits: its JSON is more than the largest card (``JCardOptions/defaultMaximumCardBytes``),
/// though its vCard was not — JSON writes each property with more bytes.
enum JCardSizeWarning {
    /// Prints it when `bytes`, one card's jCard, is over the limit.
    static func print(_ bytes: Int, as place: String, file: String? = nil, to console: Console) {
        guard bytes > JCardOptions.defaultMaximumCardBytes else { return }
        console.printError("\(file.map { "\($0): " } ?? "")\(place): warning: the card takes \(bytes) bytes of JSON, more than a jCard "
                           + "reader takes in one card by default (\(ReaderLimits.describe(JCardOptions.defaultMaximumCardBytes))): "
                           + "written, but it reads back only with --max-card [json-refused]")
    }
}
