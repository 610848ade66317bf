import Gazetteer
import HotelStore
import Testing
@testable import Reconcile

/// The one field-by-field merge import and sync share (``FieldMerge``).
struct FieldMergeTests {
    static func details(_ name: String = "Inn", city: String = "Bath", phone: String? = nil,
                        coordinate: Coordinate? = nil) -> HotelDetails {
        var details = HotelDetails(name: name)
        details.city = city
        if let phone { details.phones = [phone] }
        details.coordinate = coordinate
        return details
    }

    static let guess = Coordinate(latitude: 51.38, longitude: -2.36, source: .gazetteer, precision: "locality")
    static let typed = Coordinate(latitude: 51.3811, longitude: -2.3590, source: .manual)
    static let cardGEO = Coordinate(latitude: 51.3813, longitude: -2.3601, source: .card)

    static func merge(_ card: HotelDetails, into store: HotelDetails, base: HotelDetails? = nil,
                      policy: ConflictPolicy = .newest, cardIsNewer: Bool = false, geocoder: Geocoder? = nil) -> FieldMerge {
        FieldMerge(card: card, into: store, base: base, policy: policy, cardIsNewer: { cardIsNewer }, geocoder: geocoder)
    }

    @Test("without a base: an empty card field says nothing, an empty store field is filled, two values conflict")
    func firstMeeting() {
        let filled = Self.merge(Self.details(phone: "111"), into: Self.details())
        #expect(filled.details.phones == ["111"])
        #expect(filled.conflicts.isEmpty)

        let silent = Self.merge(Self.details(), into: Self.details(phone: "111"))
        #expect(silent.details.phones == ["111"])
        #expect(silent.conflicts.isEmpty)

        let both = Self.merge(Self.details(phone: "222"), into: Self.details(phone: "111"))
        #expect(both.conflicts.map(\.field) == [.phones])
        #expect(both.conflicts.first.map { ($0.store, $0.book) } ?? ("", "") == ("111", "222"))
    }

    @Test("which side is newer is asked only at a conflict, and once")
    func newerAskedAtAConflict() {
        var asked = 0
        let quiet = FieldMerge(card: Self.details(phone: "111"), into: Self.details(phone: "111"), base: nil, policy: .newest,
                               cardIsNewer: { asked += 1; return true }, geocoder: nil)
        #expect(quiet.conflicts.isEmpty && asked == 0)
        var card = Self.details(phone: "222")
        card.url = "https://a.example"
        var store = Self.details(phone: "111")
        store.url = "https://b.example"
        let two = FieldMerge(card: card, into: store, base: nil, policy: .newest, cardIsNewer: { asked += 1; return true }, geocoder: nil)
        #expect(two.conflicts.count == 2 && two.conflicts.allSatisfy { $0.winner == .book } && asked == 1)
    }

    @Test("a conflict goes to the policy's winner", arguments: [
        (ConflictPolicy.book, false, MergePlan.Side.book), (.store, true, .store), (.fail, true, .store),
        (.newest, true, .book), (.newest, false, .store),
    ])
    func winners(_ policy: ConflictPolicy, _ cardIsNewer: Bool, _ winner: MergePlan.Side) {
        let merge = Self.merge(Self.details(phone: "222"), into: Self.details(phone: "111"), policy: policy, cardIsNewer: cardIsNewer)
        #expect(merge.conflicts.map(\.winner) == [winner])
        #expect(merge.details.phones == [winner == .book ? "222" : "111"])
    }

    @Test("with a base: a change on one side is taken without a conflict; two different changes conflict")
    func againstBase() {
        let base = Self.details(phone: "111")
        let cardChanged = Self.merge(Self.details(phone: "222"), into: Self.details(phone: "111"), base: base)
        #expect(cardChanged.details.phones == ["222"])
        #expect(cardChanged.conflicts.isEmpty)

        let storeChanged = Self.merge(Self.details(phone: "111"), into: Self.details(phone: "333"), base: base)
        #expect(storeChanged.details.phones == ["333"])
        #expect(storeChanged.conflicts.isEmpty)

        // Emptied on the card since the last sync: the store's value goes too.
        let emptied = Self.merge(Self.details(), into: Self.details(phone: "111"), base: base)
        #expect(emptied.details.phones.allSatisfy { $0.isEmpty })

        let both = Self.merge(Self.details(phone: "222"), into: Self.details(phone: "333"), base: base, cardIsNewer: true)
        #expect(both.conflicts.map(\.winner) == [.book])
        #expect(both.details.phones == ["222"])
    }

    @Test("a card's GEO replaces a gazetteer guess without a conflict, and conflicts with a typed-in position")
    func positions() {
        let overGuess = Self.merge(Self.details(coordinate: Self.cardGEO), into: Self.details(coordinate: Self.guess))
        #expect(overGuess.details.coordinate == Self.cardGEO)
        #expect(overGuess.conflicts.isEmpty)

        let overTyped = Self.merge(Self.details(coordinate: Self.cardGEO), into: Self.details(coordinate: Self.typed))
        #expect(overTyped.details.coordinate == Self.typed)
        #expect(overTyped.conflicts.map(\.field) == [.coordinate])
    }

    @Test("a card's own guess never replaces a position, and a card showing the store's guess shows nothing new",
          arguments: [FieldMergeTests.guess, FieldMergeTests.typed])
    func guesses(_ stored: Coordinate) {
        let otherGuess = Coordinate(latitude: 51.4, longitude: -2.3, source: .gazetteer, precision: "postal")
        for base in [nil, Self.details()] {
            let merge = Self.merge(Self.details(coordinate: otherGuess), into: Self.details(coordinate: stored), base: base)
            #expect(merge.details.coordinate == stored)
            #expect(merge.conflicts.isEmpty)
        }
        var shown = Self.guess
        shown.source = .card
        let same = Self.merge(Self.details(coordinate: shown), into: Self.details(coordinate: Self.guess))
        #expect(same.details.coordinate == Self.guess)
    }

    @Test("a changed address places a guessed hotel again; a typed-in position stays; without a gazetteer a guess goes")
    func relocation() {
        let moved = Self.details(city: "Zell am See")
        let guessed = Self.merge(moved, into: Self.details(coordinate: Self.guess), base: Self.details(), geocoder: OnePointGeocoder())
        #expect(guessed.details.city == "Zell am See")
        #expect(guessed.details.coordinate?.latitude == 47.5)
        #expect(guessed.details.coordinate?.source == .gazetteer)

        let typed = Self.merge(moved, into: Self.details(coordinate: Self.typed), base: Self.details(), geocoder: OnePointGeocoder())
        #expect(typed.details.coordinate == Self.typed)

        let blind = Self.merge(moved, into: Self.details(coordinate: Self.guess), base: Self.details())
        #expect(blind.details.coordinate == nil)

        let unmoved = Self.merge(Self.details(phone: "111"), into: Self.details(coordinate: Self.guess), geocoder: OnePointGeocoder())
        #expect(unmoved.details.coordinate == Self.guess)
    }
}
