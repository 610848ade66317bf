import Foundation
import SQLite

/// What a sync owes its user: the lines it says whatever the options
/// (a conflict settled, a card deleted), kept from before its writes until
/// they are said. A run killed after writing the book is finished by the
/// next one, to which the writes are no news: that run says them instead.
extension HotelStore {
    /// The lines a sync of `book` was to say and may not have said.
    public func owedSyncReport(book: String) throws(HotelStoreError) -> [String] {
        let text = try sql { () throws(SQLiteError) -> String? in
            try connection.cached("SELECT lines FROM sync_reports WHERE book = ?").first([.text(book)]) { $0.string(0) }
        }
        guard let text, let lines = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else { return [] }
        return lines
    }

    /// Keeps `lines` as what a sync of `book` owes, over what it owed
    /// before (none: nothing owed).
    public func oweSyncReport(_ lines: [String], book: String) throws(HotelStoreError) {
        guard !lines.isEmpty else { return try forgetSyncReport(book: book) }
        let text = (try? JSONEncoder().encode(lines)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        try sql { () throws(SQLiteError) in
            try connection.cached("INSERT INTO sync_reports (book, lines) VALUES (?, ?) ON CONFLICT (book) DO UPDATE SET lines = excluded.lines")
                .run([.text(book), .text(text)])
        }
    }

    /// Forgets what a sync of `book` owed: it is said.
    public func forgetSyncReport(book: String) throws(HotelStoreError) {
        try sql { () throws(SQLiteError) in
            try connection.cached("DELETE FROM sync_reports WHERE book = ?").run([.text(book)])
        }
    }
}
