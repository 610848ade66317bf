import Books
import CardDAV
import Foundation
import HotelStore
import Testing
import HotelsTestSupport
import Reconcile
import VCard

/// The kinds of book a sync test runs on: the three local ones, and a
/// CardDAV collection on Radicale (a suite with the `.syncServer` trait).
enum BookKind: String, CaseIterable, Sendable {
    case memory, file, vdir, radicale

    /// The kinds without a server.
    static let local: [BookKind] = [.memory, .file, .vdir]
    /// Every kind that runs here: Radicale where it is installed, and always under CI.
    static var available: [BookKind] { local + (SyncServer.shouldRun ? [.radicale] : []) }
}

/// A store in memory and a book of one kind, with edits on either side as
/// another client or a user would make them, and a view of both sides'
/// hotels to compare.
final class SyncFixture {
    let kind: BookKind
    let store: HotelStore
    let folder = TemporaryDirectory("hotels-sync")
    let book: any Books.AddressBook
    /// The collection of a `.radicale` book, to edit as another client would.
    let collection: CardDAVCollection?
    /// The proxy a `.radicale` book's requests go through, when asked for.
    let proxy: FaultProxy?
    /// The run's options. A test edits the book and syncs at once, so a
    /// book is not given time to settle, except where a test sets it
    /// (``SettleTests``).
    var options: SyncOptions = {
        var options = SyncOptions()
        options.settleTime = 0
        return options
    }()
    var selector = LodgingSelector()
    /// The time of the last ``sync(dryRun:)``.
    var lastRunTime: Timestamp?
    let name = "test"
    /// The .vcf book's value limit: a card with a longer value cannot be read.
    static let valueLimit = 16384

    /// A fixture of `kind` with `cards` in the book; a `.radicale` book
    /// talks to its server through a ``FaultProxy`` when `proxied`.
    init(_ kind: BookKind, cards: [String] = [], proxied: Bool = false) throws {
        self.kind = kind
        store = try HotelStore.inMemory()
        var collection: CardDAVCollection?
        var proxy: FaultProxy?
        switch kind {
        case .memory:
            let memory = MemoryBook()
            book = memory
        case .file:
            _ = FileManager.default.createFile(atPath: folder.path("book.vcf"), contents: Data())
            let file = CardFileBook(path: folder.path("book.vcf"))
            file.limits = ReaderLimits(valueBytes: Self.valueLimit)
            book = file
        case .vdir:
            try FileManager.default.createDirectory(atPath: folder.path("book"), withIntermediateDirectories: true)
            book = CardFolderBook(path: folder.path("book"))
        case .radicale:
            collection = try SyncServer.newAddressBook()
            if proxied {
                proxy = try FaultProxy(upstreamPort: try #require(SyncServer.current).port)
                book = CardDAVBook(collection: try SyncServer.client().collection(at: URL(string: collection!.url.path, relativeTo: proxy!.baseURL)!))
            } else {
                book = CardDAVBook(collection: collection!)
            }
        }
        self.collection = collection
        self.proxy = proxy
        for card in cards { addToBook(card) }
    }

    /// Runs a sync with ``options``.
    @discardableResult
    func sync(dryRun: Bool = false) throws -> SyncRunner.Outcome {
        var options = self.options
        options.now = .now()
        lastRunTime = options.now
        return try SyncRunner(book: book, name: name, store: store, options: options, selector: selector).run(dryRun: dryRun)
    }

    // MARK: - The book's side

    /// The book's cards as texts with a key each: the id in memory, the
    /// file name in a vdir, the position in a file.
    func bookCards() -> [(key: String, text: String)] {
        switch kind {
        case .memory:
            return (book as! MemoryBook).cards.map { ($0.id, String(decoding: $0.bytes, as: UTF8.self)) }
        case .file:
            return Self.split(bookFileText()).enumerated().map { (String($0.offset), $0.element) }
        case .vdir:
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path("book"))) ?? [])
                .filter { $0.hasSuffix(".vcf") && !$0.hasPrefix(".") }.sorted()
            return names.map { ($0, (try? String(contentsOfFile: folder.path("book/\($0)"), encoding: .utf8)) ?? "") }
        case .radicale:
            let hrefs = ((try? collection!.list()) ?? []).map(\.href).sorted()
            let cards = (try? collection!.fetch(hrefs).cards) ?? []
            return cards.sorted { $0.href < $1.href }.map { ($0.href, $0.vcard) }
        }
    }



    func bookFileText() -> String {
        (try? String(contentsOfFile: folder.path("book.vcf"), encoding: .utf8)) ?? ""
    }

    /// A file's text cut into cards, each with what precedes it. (By
    /// bytes: "\r\n" is one Character to Swift, and to Foundation's split.)
    static func split(_ text: String) -> [String] {
        var cards: [String] = []
        var current: [UInt8] = []
        var line: [UInt8] = []
        for byte in text.utf8 {
            line.append(byte)
            guard byte == 0x0A else { continue }
            current += line
            if line.starts(with: Array("END:VCARD".utf8)) {
                cards.append(String(decoding: current, as: UTF8.self))
                current = []
            }
            line = []
        }
        current += line
        if !current.isEmpty { cards.append(String(decoding: current, as: UTF8.self)) }
        return cards
    }

    private func writeFile(_ cards: [String]) {
        try! cards.joined().write(toFile: folder.path("book.vcf"), atomically: true, encoding: .utf8)
    }

    /// Adds a card as another client would; `fileName` for a vdir or a
    /// server. A server that refuses it (a UID it holds already) throws.
    func putOnServer(_ text: String, fileName: String? = nil) throws(CardDAVError) {
        try collection!.put(text, fileName: fileName)
    }

    /// Adds a card as another client would; `fileName` for a vdir or a server.
    func addToBook(_ text: String, fileName: String? = nil) {
        let uid = Self.uid(of: text) ?? UUID().uuidString
        let name = fileName ?? CardFileNames.preferredStem(for: uid) + ".vcf"
        switch kind {
        case .memory: (book as! MemoryBook).put(name, text)
        case .file: writeFile(Self.split(bookFileText()) + [text])
        case .vdir: try! text.write(toFile: folder.path("book/\(name)"), atomically: true, encoding: .utf8)
        case .radicale: try? putOnServer(text, fileName: name)
        }
    }

    /// Takes out a card cut short (`BEGIN:VCARD` alone) from a .vcf file.
    func removeFragments() {
        guard kind == .file else { return }
        let fragment = "BEGIN:VCARD\r\n"
        writeFile(Self.split(bookFileText()).compactMap { card in
            if card == fragment { return nil }
            return card.hasPrefix(fragment + "BEGIN:VCARD") ? String(card.dropFirst(fragment.count)) : card
        })
    }

    /// The key of the card with `uid`.
    func key(uid: String) -> String? {
        bookCards().first { Self.uid(of: $0.text) == uid }?.key
    }

    /// Changes the card with `uid` in place, as another client would.
    func editBook(uid: String, _ edit: (String) -> String) {
        switch kind {
        case .memory:
            guard let key = key(uid: uid) else { return }
            (book as! MemoryBook).put(key, edit((book as! MemoryBook).text(of: key)!))
        case .file:
            // The first card with the UID, as a client editing one card would.
            var cards = Self.split(bookFileText())
            if let index = cards.firstIndex(where: { Self.uid(of: $0) == uid }) { cards[index] = edit(cards[index]) }
            writeFile(cards)
        case .vdir:
            guard let key = key(uid: uid) else { return }
            let path = folder.path("book/\(key)")
            let text = try! String(contentsOfFile: path, encoding: .utf8)
            // Another client writes through a new file, as vdirsyncer does.
            try! edit(text).write(toFile: path, atomically: true, encoding: .utf8)
        case .radicale: collection!.editCard(uid: uid, edit)
        }
    }

    func deleteFromBook(uid: String) {
        switch kind {
        case .memory: if let key = key(uid: uid) { (book as! MemoryBook).remove(key) }
        case .file:
            var cards = Self.split(bookFileText())
            if let index = cards.firstIndex(where: { Self.uid(of: $0) == uid }) { cards.remove(at: index) }
            writeFile(cards)
        case .vdir: if let key = key(uid: uid) { try! FileManager.default.removeItem(atPath: folder.path("book/\(key)")) }
        case .radicale:
            guard let card = collection!.card(uid: uid) else { return }
            try? collection!.delete(card.href, ifMatch: card.etag ?? "*")
        }
    }

    /// Moves the card with `uid` to another id (a vdir's file renamed).
    func renameInBook(uid: String, to newName: String) {
        guard let key = key(uid: uid) else { return }
        switch kind {
        case .memory:
            let text = (book as! MemoryBook).text(of: key)!
            (book as! MemoryBook).remove(key)
            (book as! MemoryBook).put(newName, text)
        case .file: break
        case .vdir: try! FileManager.default.moveItem(atPath: folder.path("book/\(key)"), toPath: folder.path("book/\(newName)"))
        case .radicale:
            // The server form of a rename: the card moved to another href
            // (deleted first: the server holds one card per UID).
            guard let card = collection!.card(uid: uid) else { return }
            try? collection!.delete(card.href, ifMatch: card.etag ?? "*")
            try? putOnServer(card.vcard, fileName: newName)
        }
    }

    /// Swaps the names of the cards with UIDs `first` and `second` (two
    /// vdir files renamed onto one another), in a book of named cards.
    func swapInBook(_ first: String, _ second: String) {
        guard let one = key(uid: first), let two = key(uid: second) else { return }
        switch kind {
        case .memory:
            let book = book as! MemoryBook
            let (textOne, textTwo) = (book.text(of: one)!, book.text(of: two)!)
            book.put(one, textTwo)
            book.put(two, textOne)
        case .vdir:
            let (pathOne, pathTwo) = (folder.path("book/\(one)"), folder.path("book/\(two)"))
            try! FileManager.default.moveItem(atPath: pathOne, toPath: pathOne + ".swap")
            try! FileManager.default.moveItem(atPath: pathTwo, toPath: pathOne)
            try! FileManager.default.moveItem(atPath: pathOne + ".swap", toPath: pathTwo)
        case .file, .radicale: break
        }
    }

    static func uid(of text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.uppercased().hasPrefix("UID:") {
            return String(line.dropFirst(4))
        }
        return nil
    }

    /// The hotels the book holds, by name: what import would take from it.
    func bookHotels() -> [String: HotelDetails] {
        var found: [String: HotelDetails] = [:]
        for (_, text) in bookCards() {
            guard let card = VCardReader.read(bytes: Array(text.utf8)).cards.first,
                  let hotel = CardHotel.select(card, with: selector, text: { text }, cardNumber: 0, line: 0).hotel else { continue }
            found[hotel.details.name] = hotel.details
        }
        return found
    }

    // MARK: - The store's side

    func storeHotels() throws -> [String: Hotel] {
        Dictionary(try store.allHotels().map { ($0.details.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func storeHotel(named name: String) throws -> Hotel? { try storeHotels()[name] }

    @discardableResult
    func addToStore(_ details: HotelDetails) throws -> Hotel {
        try store.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(details) }.result
    }

    func editStore(named name: String, _ edit: (inout HotelDetails) -> Void) throws {
        guard let hotel = try storeHotel(named: name) else { return }
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in
            try writer.update(hotel.id) { edit(&$0.details) }
        }
    }

    func deleteFromStore(named name: String) throws {
        guard let hotel = try storeHotel(named: name) else { return }
        _ = try store.change(command: "rm") { writer throws(HotelStoreError) in try writer.delete(hotel.id) }
    }

    /// Deletes the hotel called `name` from the store otherwise than by the
    /// user's `rm`: another book's sync took it out (that book emptied).
    func loseFromStore(named name: String) throws {
        guard let hotel = try storeHotel(named: name) else { return }
        _ = try store.change(command: "sync elsewhere") { writer throws(HotelStoreError) in try writer.delete(hotel.id) }
    }

    /// The names each side holds, and whether they agree.
    func sidesAgree() throws -> Bool {
        Set(try storeHotels().keys) == Set(bookHotels().keys)
    }
}

/// Cards for the tests.
enum Cards {
    static func hotel(_ name: String, uid: String? = nil, city: String = "Lisbon", postalCode: String = "1100-001",
                      country: String = "Portugal", note: String? = nil, phone: String? = nil, extra: [String] = []) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(name)", "ORG:\(name);", "CATEGORIES:Hotel",
                     "ADR;TYPE=WORK:;;1 Rua Augusta;\(city);;\(postalCode);\(country)"]
        if let phone { lines.append("TEL;TYPE=WORK:\(phone)") }
        if let note { lines.append("NOTE:\(note)") }
        lines += extra
        if let uid { lines.append("UID:\(uid)") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func person(_ name: String, uid: String) -> String {
        let parts = name.split(separator: " ")
        return ["BEGIN:VCARD", "VERSION:3.0", "N:\(parts.last ?? "");\(parts.first ?? "");;;", "FN:\(name)",
                "TEL;TYPE=CELL:+351 912 345 678", "X-CUSTOM;X-PARAM=keep:exactly as written", "UID:\(uid)", "END:VCARD"]
            .joined(separator: "\r\n") + "\r\n"
    }
}

/// Another client's edits of a collection.
extension CardDAVCollection {
    /// The card with `uid`: its href, etag and text.
    func card(uid: String) -> FetchedCard? {
        let hrefs = ((try? list()) ?? []).map(\.href)
        return ((try? fetch(hrefs).cards) ?? []).first { SyncFixture.uid(of: $0.vcard) == uid }
    }

    /// Changes the card with `uid` with a PUT on the etag it read (a server
    /// may refuse a card it cannot parse: then nothing changes).
    func editCard(uid: String, _ edit: (String) -> String) {
        guard let card = card(uid: uid) else { return }
        _ = try? update(card.href, with: edit(card.vcard), ifMatch: card.etag ?? "*")
    }

    /// Creates `text` as a card named `fileName` (by default after its UID);
    /// a server that holds its UID already refuses it.
    func put(_ text: String, fileName: String? = nil) throws(CardDAVError) {
        let uid = SyncFixture.uid(of: text) ?? UUID().uuidString
        _ = try create(text, named: fileName ?? CardFileNames.preferredStem(for: uid) + ".vcf")
    }
}
