import HotelStore
import Testing

/// A nightly rate is kept exactly, in the currency's minor units, and shown
/// with the currency's own digits whatever the locale.
struct RateTests {
    @Test("rates read as minor units and show with each currency's digits", arguments: [
        ("185.00 EUR", 18500, "EUR", "185.00 EUR", "185.00 EUR"),
        ("185 eur", 18500, "EUR", "185.00 EUR", "185.00 EUR"),
        ("EUR 185.5", 18550, "EUR", "185.50 EUR", "185.50 EUR"),
        ("32,000 JPY", 32000, "JPY", "32000 JPY", "32,000 JPY"),
        ("32000 jpy", 32000, "JPY", "32000 JPY", "32,000 JPY"),
        ("1234567.89 USD", 123456789, "USD", "1234567.89 USD", "1,234,567.89 USD"),
        ("12.345 KWD", 12345, "KWD", "12.345 KWD", "12.345 KWD"),
        ("0.5 BHD", 500, "BHD", "0.500 BHD", "0.500 BHD"),
        ("0 CHF", 0, "CHF", "0.00 CHF", "0.00 CHF"),
        ("  99.9\tGBP ", 9990, "GBP", "99.90 GBP", "99.90 GBP"),
    ])
    func parsing(text: String, units: Int64, currency: String, canonical: String, display: String) throws {
        let rate = try Rate(parsing: text.trimmingCharacters(in: .whitespaces))
        #expect(rate.minorUnits == units)
        #expect(rate.currency == currency)
        #expect(rate.text == canonical)
        #expect(rate.display == display)
        #expect(try Rate(parsing: rate.text) == rate, "the text form reads back")
        #expect(try Rate(parsing: rate.display) == rate, "the shown form reads back")
    }

    @Test("what is no rate says why", arguments: [
        ("185", "give an amount and an ISO 4217 currency code"),
        ("185 EUR night", "give an amount and an ISO 4217 currency code"),
        ("185 EURO", "three-letter ISO 4217 code"),
        ("185 €", "three-letter ISO 4217 code"),
        ("185,00 EUR", "'185,00' is not an amount"),
        ("1,85 EUR", "'1,85' is not an amount"),
        ("1000,000 USD", "'1000,000' is not an amount"),
        ("185 QQQ", "'QQQ' is no ISO 4217 currency code"),
        ("xyz 185", "'xyz' is no ISO 4217 currency code"),
        ("100 XAU", "'XAU' is no ISO 4217 currency code"),
        ("100 XXX", "'XXX' is no ISO 4217 currency code"),
        ("-5 EUR", "'-5' is not an amount"),
        ("1e3 EUR", "'1e3' is not an amount"),
        ("185. EUR", "'185.' is not an amount"),
        ("1.234 EUR", "EUR has 2 decimal places, not 3"),
        ("100.5 JPY", "JPY has no decimal places"),
        ("99999999999999999999 USD", "the amount is too large"),
    ])
    func refused(text: String, reason: String) {
        #expect(throws: RateError.self) { try Rate(parsing: text) }
        do {
            _ = try Rate(parsing: text)
        } catch {
            #expect(error.description.hasPrefix("'\(text)' is not a rate: "))
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test("a card's rate in a code ISO 4217 does not list is still read (an older hotels wrote it); real codes such as XAF are money")
    func anyCodeOnCards() throws {
        #expect(try Rate(parsing: "100.00 QQQ", anyCode: true).currency == "QQQ")
        #expect(try Rate(parsing: "5000 XAF").currency == "XAF")
        #expect(throws: RateError.self) { try Rate(parsing: "100 QQ", anyCode: true) }
    }

    @Test("days: YYYY-MM-DD that the calendar has", arguments: [
        ("2026-05-03", true), ("2024-02-29", true), ("2025-02-29", false), ("1900-02-29", false), ("2000-02-29", true),
        ("2026-13-01", false), ("2026-04-31", false), ("2026-5-3", false), ("26-05-03", false), ("2026-05-03T10:00", false),
        ("０２０２-05-03", false),
    ])
    func days(text: String, valid: Bool) {
        #expect((Day(text) != nil) == valid)
        if valid { #expect(Day(text)?.description == text) }
    }
}

import Foundation
