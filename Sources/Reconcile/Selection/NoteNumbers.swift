extension StayShape {
    /// Where each number stands alone in a NOTE — no digit touching it —
    /// read in one pass: what the shapes ask of a number ("does 12 come
    /// right after a currency's sign anywhere?", "does every 4 end its
    /// clause?", "is 1,200 written?") answered from a table.
    ///
    /// Each question had searched the whole NOTE again, copying the rest of
    /// it at every place found, once for each word of a room: a NOTE of
    /// "room breakfast room breakfast …" took time growing with the cube of
    /// its length (40 KB: 43 s; 1 MB did not finish).
    struct NoteNumbers {
        /// What is known of the places where one number stands alone.
        struct Places {
            /// Whether one comes right after a currency's sign: "$399".
            var afterCurrencySign = false
            /// Whether each comes right before a comma or a semicolon.
            var allEndAClause = true
            /// Whether each comes after a comma, or after an opening bracket
            /// that it does not close ("(2 queens)", not "(412)"), spaces
            /// between.
            var allOpenAClause = true
        }

        /// The places of each number (the digits as written) that stands alone.
        private var places: [String: Places] = [:]
        /// "1,200" and "1.200" as written: the last one to four digits of a
        /// number, a comma or a dot, and the three digits after it.
        private var thousands: Set<String> = []

        init(_ note: String) {
            let characters = Array(note)
            var start = 0
            while start < characters.count {
                guard characters[start].isNumber else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < characters.count, characters[end].isNumber { end += 1 }
                let after = end < characters.count ? characters[end] : nil
                // Spaces between runs are walked once: a walk stops at the run before.
                var opener = start - 1
                while opener >= 0, characters[opener] == " " { opener -= 1 }
                let before = opener >= 0 ? characters[opener] : nil
                let number = String(characters[start..<end])
                var found = places[number] ?? Places()
                if start > 0, characters[start - 1].unicodeScalars.last.map(StayShape.isCurrencySign) == true {
                    found.afterCurrencySign = true
                }
                if after != "," && after != ";" { found.allEndAClause = false }
                if !(before == "," || (before == "(" && after != ")")) { found.allOpenAClause = false }
                places[number] = found
                if let after, after == "," || after == ".", end + 4 <= characters.count,
                   characters[(end + 1)..<(end + 4)].allSatisfy(\.isNumber) {
                    let next = String(characters[(end + 1)..<(end + 4)])
                    for length in 1...min(4, end - start) {
                        thousands.insert(String(characters[(end - length)..<end]) + String(after) + next)
                    }
                }
                start = end
            }
        }

        /// Whether `number` stands alone right after a currency's sign
        /// somewhere: "family room £79".
        func followsCurrencySign(_ number: String) -> Bool { places[number]?.afterCurrencySign == true }

        /// Whether `number` stands alone somewhere, and everywhere right
        /// before a comma or a semicolon: the end of its clause, not a count
        /// of what follows it.
        func endsAClause(_ number: String) -> Bool { places[number]?.allEndAClause == true }

        /// Whether `number` stands alone somewhere, and everywhere right
        /// after a comma or an opening bracket: the start of another clause
        /// than a word before it. "Deluxe room (412)" is the room's own
        /// number in brackets.
        func opensAClause(_ number: String) -> Bool { places[number]?.allOpenAClause == true }

        /// Whether `number`, a comma or a dot, and `next` are written one
        /// after the other: "Room 30,000 Frw".
        func writesThousands(_ number: String, _ next: String) -> Bool {
            thousands.contains("\(number),\(next)") || thousands.contains("\(number).\(next)")
        }
    }
}
