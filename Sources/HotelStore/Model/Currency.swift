import Foundation

/// ISO 4217 currency codes and how many digits follow their decimal point:
/// the one table of minor units that parsing, showing and storing a rate use.
public enum Currency {
    /// Digits after the decimal point in `code` (three upper-case letters):
    /// 2 unless the table says otherwise.
    public static func minorDigits(_ code: String) -> Int { exceptions[code] ?? 2 }

    /// ISO 4217's currencies whose minor unit is not a hundredth (the
    /// standard's table, 2024): no minor unit (the yen, the won…), a
    /// thousandth (the dinars of Bahrain, Iraq, Jordan, Kuwait, Libya,
    /// Tunisia and the Omani rial), a ten-thousandth (units of account).
    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
        "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// Whether ISO 4217 lists `code` (upper case) as money, now or in the
    /// past, as the system's Unicode data (ICU) has the list: not gold or
    /// silver, units of account, the testing code or "no currency".
    static func isListed(_ code: String) -> Bool { listed.contains(code) && !notMoney.contains(code) }

    private static let listed = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// ISO 4217's codes that are no money a night is paid in.
    private static let notMoney: Set<String> = [
        "XAU", "XAG", "XPT", "XPD", "XBA", "XBB", "XBC", "XBD", "XDR", "XSU", "XUA", "XTS", "XXX",
    ]

    /// Whether `text` has the shape of an ISO 4217 code: three ASCII letters.
    static func isCode(_ text: Substring) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (0x41...0x5A).contains($0 & 0xDF) }
    }
}
