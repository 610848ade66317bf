import SQLite
import TextFolding

/// The store's tables and the migrations that build them.
///
/// Never edit a shipped migration: a store out there is already at its
/// version. Add the next one, and when it changes `hotels`, change
/// `batch_changes` (the undo snapshots) and `batch_redo` (the redo images)
/// the same way — all three hold a hotel row; when it changes hotels'
/// values, raise `store_generation` too (see ``HotelStore/generation()``).
enum HotelSchema {
    /// `PRAGMA application_id` of a hotels store: "HOTS" in ASCII, so `file`
    /// and the `sqlite3` shell can tell the file apart from other databases.
    static let applicationID: Int32 = 0x484F_5453

    static let migrator = Migrator(migrations)

    static let migrations: [Migration] = [
        Migration(version: 1, name: "hotels and batches") { db throws(SQLiteError) in
            try db.setApplicationID(applicationID)
            let hotelColumns = """
                uid TEXT, name TEXT, street TEXT, city TEXT, region TEXT, postal_code TEXT, country TEXT,
                phones TEXT, emails TEXT, url TEXT, notes TEXT, rating INTEGER, trip TEXT,
                latitude REAL, longitude REAL, coordinate_source TEXT, coordinate_precision TEXT,
                created_at TEXT, updated_at TEXT, card TEXT
                """
            try db.execute("""
                CREATE TABLE hotels (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL CHECK (name <> ''),
                    street TEXT NOT NULL DEFAULT '',
                    city TEXT NOT NULL DEFAULT '',
                    region TEXT NOT NULL DEFAULT '',
                    postal_code TEXT NOT NULL DEFAULT '',
                    country TEXT NOT NULL DEFAULT '',
                    phones TEXT NOT NULL DEFAULT '',
                    emails TEXT NOT NULL DEFAULT '',
                    url TEXT NOT NULL DEFAULT '',
                    notes TEXT NOT NULL DEFAULT '',
                    rating INTEGER CHECK (rating BETWEEN 1 AND 10),
                    trip TEXT CHECK (trip <> ''),
                    latitude REAL CHECK (latitude BETWEEN -90 AND 90),
                    longitude REAL CHECK (longitude BETWEEN -180 AND 180),
                    coordinate_source TEXT CHECK (coordinate_source IN ('card', 'gazetteer', 'manual')),
                    coordinate_precision TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    card TEXT NOT NULL DEFAULT '',
                    CHECK ((latitude IS NULL) = (longitude IS NULL)
                           AND (latitude IS NULL) = (coordinate_source IS NULL))
                );
                CREATE INDEX hotels_trip ON hotels (trip) WHERE trip IS NOT NULL;
                CREATE INDEX hotels_position ON hotels (latitude, longitude) WHERE latitude IS NOT NULL;

                CREATE TABLE batches (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    started_at TEXT NOT NULL,
                    command TEXT NOT NULL,
                    undone_at TEXT
                );

                -- One row per hotel a batch touched, holding the row as it was
                -- before the batch (all NULL for a hotel the batch created).
                CREATE TABLE batch_changes (
                    batch_id INTEGER NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
                    hotel_id INTEGER NOT NULL,
                    action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
                    \(hotelColumns),
                    PRIMARY KEY (batch_id, hotel_id)
                ) WITHOUT ROWID;
                CREATE INDEX batch_changes_hotel ON batch_changes (hotel_id, batch_id);
                """)
        },
        Migration(version: 2, name: "match keys") { db throws(SQLiteError) in
            // The reconciler finds candidates by folded name with postal code or
            // city; folding is Swift code (TextFolding), so the keys are stored.
            for table in ["hotels", "batch_changes"] {
                let notNull = table == "hotels" ? " NOT NULL DEFAULT ''" : ""
                for column in ["name_key", "city_key", "postal_key"] {
                    try db.execute("ALTER TABLE \(table) ADD COLUMN \(column) TEXT\(notNull)")
                }
            }
            try remakeMatchKeys(db)
            try db.execute("""
                CREATE INDEX hotels_name_postal ON hotels (name_key, postal_key);
                CREATE INDEX hotels_name_city ON hotels (name_key, city_key);
                CREATE INDEX hotels_city ON hotels (city_key);
                """)
        },
        Migration(version: 3, name: "created ranges") { db throws(SQLiteError) in
            // A batch's new hotels have consecutive ids (AUTOINCREMENT, one
            // writer at a time), so the batch records their range instead of a
            // row each: an import of 500,000 hotels saved two index inserts
            // per hotel. Batches written before keep their 'create' rows.
            try db.execute("""
                ALTER TABLE batches ADD COLUMN created_from INTEGER;
                ALTER TABLE batches ADD COLUMN created_to INTEGER;
                -- Matching keeps its own index in memory; lookups by name use hotels_name_city.
                DROP INDEX hotels_name_postal;
                """)
        },
        Migration(version: 4, name: "redo images") { db throws(SQLiteError) in
            // What an undone batch had made of each hotel it touched, saved by
            // the undo, so that redo can put it back: the row as the batch
            // left it (present = 1), or nothing where the batch removed it.
            try db.execute("""
                CREATE TABLE batch_redo (
                    batch_id INTEGER NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
                    hotel_id INTEGER NOT NULL,
                    present INTEGER NOT NULL CHECK (present IN (0, 1)),
                    uid TEXT, name TEXT, street TEXT, city TEXT, region TEXT, postal_code TEXT, country TEXT,
                    phones TEXT, emails TEXT, url TEXT, notes TEXT, rating INTEGER, trip TEXT,
                    latitude REAL, longitude REAL, coordinate_source TEXT, coordinate_precision TEXT,
                    created_at TEXT, updated_at TEXT, card TEXT, name_key TEXT, city_key TEXT, postal_key TEXT,
                    PRIMARY KEY (batch_id, hotel_id)
                ) WITHOUT ROWID;
                -- The order of undos, which times to the millisecond cannot tell
                -- apart: 1 for the first undo, and so on.
                ALTER TABLE batches ADD COLUMN undo_order INTEGER;
                """)
        },
        Migration(version: 5, name: "card digests") { db throws(SQLiteError) in
            // A digest of what the stored card says of its hotel (see
            // `Hotel.cardDigest`), so that export can tell an unchanged card
            // without reading it (and import knows a card with no UID and no
            // place read again). Rows stored before have none (NULL): the
            // store cannot read cards, and export then reads the card as it
            // always did, so nothing is wrong, only slower, until the card
            // is stored again.
            for table in ["hotels", "batch_changes", "batch_redo"] {
                try db.execute("ALTER TABLE \(table) ADD COLUMN card_digest INTEGER")
            }
        },
        Migration(version: 6, name: "sync state") { db throws(SQLiteError) in
            // What each sync of a book left, kept apart from the hotels'
            // own fields and outside batches: undoing a sync restores the
            // hotels, not this, so the next sync carries the restoration
            // to the book. hotel_id is no foreign key for the same reason:
            // an undo may remove a hotel and a redo bring it back.
            try db.execute("""
                CREATE TABLE sync_state (
                    book TEXT NOT NULL,
                    item TEXT NOT NULL,
                    uid TEXT NOT NULL,
                    version TEXT NOT NULL,
                    card_hash TEXT NOT NULL,
                    hotel_id INTEGER,
                    hotel_hash TEXT NOT NULL,
                    card TEXT NOT NULL,
                    PRIMARY KEY (book, item)
                ) WITHOUT ROWID;
                -- skipped: 64-bit hashes of the (id, version) of the cards the
                -- last sync found were no places to stay under the selection
                -- rules named by selection; a later sync reads them again only
                -- when they or the rules change.
                CREATE TABLE sync_books (
                    book TEXT PRIMARY KEY,
                    location TEXT NOT NULL,
                    synced_at TEXT NOT NULL,
                    outcome TEXT NOT NULL,
                    warnings TEXT NOT NULL DEFAULT '',
                    selection TEXT NOT NULL DEFAULT '',
                    skipped BLOB
                ) WITHOUT ROWID;
                """)
        },
        Migration(version: 7, name: "stays, status, rates and photos") { db throws(SQLiteError) in
            // What a traveller keeps about a place: whether they stayed
            // there (and the day they last did), whether it still takes
            // guests, what a night costs (a whole number of the currency's
            // minor units and the ISO 4217 code: never a binary fraction),
            // and a picture (the image file's bytes). The undo and redo
            // images get the same columns; their rows from before read the
            // defaults, so an undo puts back a hotel that had none of these.
            try db.execute("""
                ALTER TABLE hotels ADD COLUMN stayed INTEGER NOT NULL DEFAULT 0 CHECK (stayed IN (0, 1));
                ALTER TABLE hotels ADD COLUMN last_stay TEXT CHECK (last_stay IS NULL OR stayed = 1);
                ALTER TABLE hotels ADD COLUMN status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'seasonal', 'closed'));
                ALTER TABLE hotels ADD COLUMN rate_minor INTEGER CHECK (rate_minor >= 0);
                ALTER TABLE hotels ADD COLUMN rate_currency TEXT CHECK ((rate_currency IS NULL) = (rate_minor IS NULL));
                ALTER TABLE hotels ADD COLUMN photo BLOB;
                """)
            for table in ["batch_changes", "batch_redo"] {
                try db.execute("""
                    ALTER TABLE \(table) ADD COLUMN stayed INTEGER DEFAULT 0;
                    ALTER TABLE \(table) ADD COLUMN last_stay TEXT;
                    ALTER TABLE \(table) ADD COLUMN status TEXT DEFAULT 'open';
                    ALTER TABLE \(table) ADD COLUMN rate_minor INTEGER;
                    ALTER TABLE \(table) ADD COLUMN rate_currency TEXT;
                    ALTER TABLE \(table) ADD COLUMN photo BLOB;
                    """)
            }
        },
        Migration(version: 8, name: "store generation") { db throws(SQLiteError) in
            try db.execute("""
                -- A number every write transaction of the store raises (a
                -- change, an undo, a redo): a sync that finds it where this
                -- book's last complete sync left it (sync_books.store_generation,
                -- under the same sync_settings) knows no hotel changed since,
                -- and need not read them. The skipped blob of sync_books now
                -- holds each card's version key and id (SyncSkipped).
                CREATE TABLE store_generation (value INTEGER NOT NULL);
                INSERT INTO store_generation VALUES (0);
                ALTER TABLE sync_books ADD COLUMN store_generation INTEGER;
                ALTER TABLE sync_books ADD COLUMN sync_settings TEXT NOT NULL DEFAULT '';
                """)
        },
        Migration(version: 9, name: "book listings") { db throws(SQLiteError) in
            // What a book keeps between syncs to list itself faster (a
            // CardDAV collection's sync token and the hrefs and etags it
            // stands for), opaque to the store. Outside batches, as the
            // sync state is, and written in the same transaction as it.
            try db.execute("""
                CREATE TABLE sync_listings (
                    book TEXT PRIMARY KEY,
                    listing BLOB NOT NULL
                ) WITHOUT ROWID;
                """)
        },
        Migration(version: 10, name: "sync card texts apart") { db throws(SQLiteError) in
            // Each sync reads every record of its book and seldom a card
            // text: kept in the records' rows, the texts were nine tenths
            // of the pages a records scan read (2.2 MB for 2,000 hotels).
            // The records are copied into a table of their own rather than
            // losing a column in place, which leaves their pages as many.
            try db.execute("""
                CREATE TABLE sync_cards (
                    book TEXT NOT NULL,
                    item TEXT NOT NULL,
                    card TEXT NOT NULL,
                    PRIMARY KEY (book, item)
                ) WITHOUT ROWID;
                INSERT INTO sync_cards (book, item, card) SELECT book, item, card FROM sync_state;
                CREATE TABLE sync_records (
                    book TEXT NOT NULL,
                    item TEXT NOT NULL,
                    uid TEXT NOT NULL,
                    version TEXT NOT NULL,
                    card_hash TEXT NOT NULL,
                    hotel_id INTEGER,
                    hotel_hash TEXT NOT NULL,
                    PRIMARY KEY (book, item)
                ) WITHOUT ROWID;
                INSERT INTO sync_records SELECT book, item, uid, version, card_hash, hotel_id, hotel_hash FROM sync_state;
                DROP TABLE sync_state;
                ALTER TABLE sync_records RENAME TO sync_state;
                """)
        },
        Migration(version: 11, name: "what a synced card showed, skipped cards apart") { db throws(SQLiteError) in
            try db.execute("""
                -- card_shows_hotel: 1 when the recorded card, as read from
                -- the book, showed the synced fields hotel_hash stands for
                -- (0: it did not, or it is not known — a card this tool
                -- wrote, a record from before). While the hotel stays so, a
                -- merge may take it as its base without reading the card.
                ALTER TABLE sync_state ADD COLUMN card_shows_hotel INTEGER NOT NULL DEFAULT 0;
                -- The cards a book's last sync found were no places to
                -- stay: a blob of some 40 bytes a card, which every sync's
                -- status update rewrote with the rest of the book's row
                -- (23 pages and their free list for 8,000 cards) whenever
                -- the row changed length. Apart, it is written only when it changes.
                CREATE TABLE sync_skipped (
                    book TEXT PRIMARY KEY,
                    selection TEXT NOT NULL,
                    cards BLOB NOT NULL
                );
                INSERT INTO sync_skipped (book, selection, cards)
                    SELECT book, selection, skipped FROM sync_books WHERE skipped IS NOT NULL;
                -- The books' rows without those columns, copied into a table
                -- of their own (ALTER TABLE … DROP COLUMN would need SQLite 3.35).
                CREATE TABLE sync_books_status (
                    book TEXT PRIMARY KEY,
                    location TEXT NOT NULL,
                    synced_at TEXT NOT NULL,
                    outcome TEXT NOT NULL,
                    warnings TEXT NOT NULL DEFAULT '',
                    store_generation INTEGER,
                    sync_settings TEXT NOT NULL DEFAULT ''
                ) WITHOUT ROWID;
                INSERT INTO sync_books_status
                    SELECT book, location, synced_at, outcome, warnings, store_generation, sync_settings FROM sync_books;
                DROP TABLE sync_books;
                ALTER TABLE sync_books_status RENAME TO sync_books;
                """)
        },
        Migration(version: 12, name: "place and postal keys") { db throws(SQLiteError) in
            // City and postal keys are the gazetteer's (AddressText's
            // PlaceKey and PostalCodeKey): "St. Ives" is "Saint Ives",
            // "D-10115" is "10115" in Germany.
            try remakeMatchKeys(db)
        },
        Migration(version: 13, name: "where a synced card came from") { db throws(SQLiteError) in
            // Whether the card was the book's before a sync tracked it (1)
            // or a sync wrote it there (0); NULL for a record made before.
            try db.execute("ALTER TABLE sync_state ADD COLUMN card_from_book INTEGER")
        },
        Migration(version: 14, name: "vowel marks, places' kinds and dashes in match keys") { db throws(SQLiteError) in
            // Name and city keys leave Hebrew's points and Arabic's short
            // vowels out (TextFolding), as they leave accents out; a city
            // key leaves out a Russian or Ukrainian place's kind before its
            // name (PlaceKey); a postal key reads any dash as a hyphen.
            try remakeMatchKeys(db)
        },
        Migration(version: 15, name: "reports a killed sync owes") { db throws(SQLiteError) in
            // What a sync says to its user (a conflict settled, a card
            // deleted), kept from before its writes until it is said: a run
            // killed after writing the book is finished silently by the next,
            // which says it instead. lines: a JSON array of strings.
            try db.execute("CREATE TABLE sync_reports (book TEXT PRIMARY KEY, lines TEXT NOT NULL) WITHOUT ROWID")
        },
        Migration(version: 16, name: "cards a sync is writing") { db throws(SQLiteError) in
            // The UIDs of the cards a sync writes into a book for the
            // store's hotels, kept from before its writes until its commit:
            // a run killed between them leaves cards the next run knows for
            // the sync's own, not the book's (sync_state.card_from_book).
            try db.execute("CREATE TABLE sync_pushes (book TEXT NOT NULL, uid TEXT NOT NULL, PRIMARY KEY (book, uid)) WITHOUT ROWID")
        },
        Migration(version: 17, name: "the hotel and card of a card a sync is writing") { db throws(SQLiteError) in
            // Which hotel a noted card was written for, and the card's
            // hashes as written (PendingPush.cardHashes, space-separated): a card a killed run wrote for a
            // hotel removed before the next run leaves the book with it,
            // unless it was edited since. NULL in a note made before.
            try db.execute("ALTER TABLE sync_pushes ADD COLUMN hotel_id INTEGER")
            try db.execute("ALTER TABLE sync_pushes ADD COLUMN card_hash TEXT")
        },
    ]

    /// Makes every stored match key again by today's rule (``HotelKeys``),
    /// of the hotels, undo's snapshots and redo's images, writing only the
    /// keys that change. Migration 2 made the first keys with it, and
    /// migrations 12 and 14, which changed the rule, make them all again: every
    /// store, whatever version it starts from, ends with the keys matching
    /// computes now.
    private static func remakeMatchKeys(_ db: Connection) throws(SQLiteError) {
        let tables = try db.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'batch_redo'") == 1
            ? ["hotels", "batch_changes", "batch_redo"] : ["hotels", "batch_changes"]
        for table in tables {
            // batch_changes and batch_redo have no rowid; their key is (batch_id, hotel_id).
            let key = table == "hotels" ? "id, 0" : "batch_id, hotel_id"
            let match = table == "hotels" ? "id = ? AND ? = 0" : "batch_id = ? AND hotel_id = ?"
            let select = try db.prepare("""
                SELECT \(key), name, city, postal_code, country, name_key, city_key, postal_key FROM \(table) WHERE name IS NOT NULL
                """)
            let update = try db.prepare("UPDATE \(table) SET name_key = ?, city_key = ?, postal_key = ? WHERE \(match)")
            // Rows are read in full first: updating while the SELECT walks the table could meet rows twice.
            let rows = try select.rows { row in
                (row.int(0), row.int(1), [TextFolding.key(row.string(2)), HotelKeys.city(row.string(3)),
                                          HotelKeys.postal(row.string(4), country: row.string(5))],
                 [row.optionalString(6), row.optionalString(7), row.optionalString(8)])
            }
            // Only keys the rule changes are written: most stay as they were.
            for (first, second, keys, stored) in rows where keys.map(Optional.some) != stored {
                try update.run(keys.map(SQLiteValue.text) + [.integer(first), .integer(second)])
            }
        }
    }

    /// Every column of a hotel row, in the order ``HotelRow`` reads and binds them.
    static let hotelColumns = [
        "id", "uid", "name", "street", "city", "region", "postal_code", "country",
        "phones", "emails", "url", "notes", "rating", "trip",
        "latitude", "longitude", "coordinate_source", "coordinate_precision",
        "created_at", "updated_at", "card", "name_key", "city_key", "postal_key", "card_digest",
        "stayed", "last_stay", "status", "rate_minor", "rate_currency", "photo",
    ]

    /// The columns without `id`, as in `batch_changes`.
    static let snapshotColumns = Array(hotelColumns.dropFirst())

    /// The columns that say what a hotel is and when it changed, without
    /// the keys and digest derived from them (which an upgrade may make
    /// anew): two rows equal in these are one state of the hotel.
    static let comparedColumns = snapshotColumns.filter { !["name_key", "city_key", "postal_key", "card_digest"].contains($0) }
}
