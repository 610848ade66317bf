import HotelsTestSupport
import Testing
@testable import Books

/// ``OccurrenceNumbering`` keeps a lowest free number per base: the same
/// numbers as asking from 1 each time (the rule read plainly), which took
/// a scale probe's sync of 100,000 cards of one UID 95 s.
struct OccurrenceNumberingTests {
    /// The rule as the type's doc states it, read plainly.
    struct Plain {
        var taken: [String: Set<Int>] = [:]
        mutating func next(_ base: String, preferring preferred: Int) -> Int {
            var numbers = taken[base] ?? []
            var number = preferred
            if numbers.contains(number) {
                number = 1
                while numbers.contains(number) { number += 1 }
            }
            numbers.insert(number)
            taken[base] = numbers
            return number
        }
    }

    @Test("the same numbers as the rule read plainly, for bases that repeat and preferred numbers taken or free")
    func sameAsPlainRule() {
        var generator = SeededRandom(seed: 0x0CC5)
        for _ in 0..<500 {
            var numbering = OccurrenceNumbering(), plain = Plain()
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                let base = ["a", "b", "c"].randomElement(using: &generator)!
                let preferred = Int.random(in: 1...6, using: &generator)
                // Each base its own hash: the numbering's first-card path and its repeated path both run.
                let key = UInt64(base.unicodeScalars.first!.value)
                #expect(numbering.next(base, key: key, preferring: preferred) == plain.next(base, preferring: preferred))
            }
        }
    }

    @Test("100,000 cards of one base are numbered 1 to 100,000, in order")
    func manyOfOneBase() {
        var numbering = OccurrenceNumbering(capacity: 100_000)
        let numbers = (0..<100_000).map { _ in numbering.next("same-uid", key: 7) }
        #expect(numbers == Array(1...100_000))
    }
}
