// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hotels",
    products: [
        .executable(name: "hotels", targets: ["hotels"]),
        .library(name: "VCard", targets: ["VCard"]),
        .library(name: "HotelStore", targets: ["HotelStore"]),
        .library(name: "Gazetteer", targets: ["Gazetteer"]),
    ],
    targets: [
        // Thin doors to the Debian C libraries: a module map and a shim header, nothing else.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libcurl's header only: its code is loaded with dlopen by the one
        // transport that needs it (CardDAV/HTTP/CurlTransport.swift).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        // The vCard model, readers and writers. Knows nothing of hotels.
        .target(name: "VCard", dependencies: ["CLibXML2", "Pipelining", "AddressText", "TextFolding"]),

        // Countries by code and name, the one rule for splitting an address
        // written as one text, and the keys place names and postal codes are
        // compared by; the VCard, Gazetteer and HotelStore modules use it.
        .target(name: "AddressText", dependencies: ["TextFolding"]),

        // The one folding of names (case, accents, punctuation) that the store's
        // keys, the reconciler and the gazetteer all compare with, and the one
        // trimming of a value's white space.
        .target(name: "TextFolding"),

        // Handing work from one thread to another in order, with bounded memory.
        .target(name: "Pipelining"),

        // Where hotels keeps its files: its folder in the XDG data home (the
        // store, the gazetteer index) and config home (the config file).
        .target(name: "BaseDirectories"),

        // The one great-circle distance (the mean Earth sphere) that the
        // store's nearby matching and the gazetteer both measure with.
        .target(name: "Geodesy"),

        // A small Swift layer over the SQLite C API; the only target that imports CSQLite.
        .target(name: "SQLite", dependencies: ["CSQLite"]),

        // The hotel store: schema, migrations, queries, batches and undo.
        .target(name: "HotelStore", dependencies: ["SQLite", "TextFolding", "AddressText", "Geodesy", "BaseDirectories"]),

        // Countries, places and postal codes, offline.
        .target(name: "Gazetteer", dependencies: ["TextFolding", "CZlib", "AddressText", "Geodesy", "BaseDirectories"]),

        // Address books as things to list, read and write with preconditions:
        // a .vcf file, a vdir, a book in memory; atomic writes and card file names.
        .target(name: "Books", dependencies: ["VCard", "TextFolding"]),

        // CardDAV collections over HTTP (libcurl, Basic auth, retries) with
        // their WebDAV XML read and written by libxml2 in CardDAV/XML/ — the
        // second and last place that imports CLibXML2. Discovery, listing,
        // addressbook-multiget, sync-collection, conditional writes and the
        // credentials (password_command, ~/.netrc); and CardDAVBook, a
        // collection as the fourth kind of book behind Books' protocol.
        // Knows nothing of hotels. The only target that imports CCurl.
        .target(name: "CardDAV", dependencies: ["CLibXML2", "CCurl", "Books", "VCard"]),

        // The config file's grammar: sections, keys, lists, errors naming the line.
        .target(name: "Configuration", dependencies: ["BaseDirectories"]),

        // Which cards are hotels, matching, field-level merge, plans.
        .target(name: "Reconcile", dependencies: ["VCard", "HotelStore", "Gazetteer", "AddressText", "TextFolding", "Configuration", "Books", "Pipelining"]),

        // Argument parsing, one type per subcommand, output and diagnostics.
        .target(name: "HotelsCLI", dependencies: ["VCard", "HotelStore", "Gazetteer", "Reconcile", "Pipelining", "Books", "Configuration", "CardDAV", "TextFolding", "AddressText", "Geodesy"]),
        .executableTarget(name: "hotels", dependencies: ["HotelsCLI"]),

        // Helpers shared by the test targets (paths, the shared corpus); not a product.
        .target(name: "HotelsTestSupport", path: "Sources/HotelsTestSupport"),

        .testTarget(name: "VCardTests", dependencies: ["VCard", "HotelsTestSupport"], exclude: ["Regressions", "Golden"]),
        .testTarget(name: "TextFoldingTests", dependencies: ["TextFolding"]),
        .testTarget(name: "BooksTests", dependencies: ["Books", "VCard", "HotelsTestSupport"]),
        .testTarget(name: "CardDAVTests", dependencies: ["CardDAV", "Books", "HotelsTestSupport"]),
        .testTarget(name: "AddressTextTests", dependencies: ["AddressText"]),
        .testTarget(name: "PipeliningTests", dependencies: ["Pipelining"]),
        .testTarget(name: "GeodesyTests", dependencies: ["Geodesy"]),
        .testTarget(name: "BaseDirectoriesTests", dependencies: ["BaseDirectories"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "HotelsTestSupport"]),
        .testTarget(name: "HotelStoreTests", dependencies: ["HotelStore", "SQLite", "TextFolding", "AddressText", "HotelsTestSupport"]),
        .testTarget(name: "GazetteerTests", dependencies: ["Gazetteer", "TextFolding", "Geodesy", "HotelsTestSupport"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "ReconcileTests", dependencies: ["Reconcile", "VCard", "HotelStore", "Gazetteer", "Configuration", "HotelsTestSupport"]),
        .testTarget(name: "SyncTests", dependencies: ["Reconcile", "Books", "HotelStore", "VCard", "Configuration", "CardDAV", "HotelsTestSupport"]),
        .testTarget(name: "HotelsCLITests", dependencies: ["HotelsCLI", "Books", "VCard", "Gazetteer", "HotelsTestSupport"]),
        // Runs the built `hotels` binary; depending on it makes `swift test` build it.
        .testTarget(name: "EndToEndTests", dependencies: ["hotels", "VCard", "HotelStore", "CardDAV", "HotelsTestSupport"], exclude: ["Schema"]),
    ]
)
