// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hotels",
    products: [
        .executable(name: "hotels", targets: ["hotels"]),
        .library(name: "VCard", targets: ["VCard"]),
    ],
    targets: [
        // Thin doors to the Debian C libraries: a module map and a shim header, nothing else.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        // The vCard model, readers and writers. Knows nothing of hotels.
        .target(name: "VCard"),

        // Argument parsing, one type per subcommand, output and diagnostics.
        .target(name: "HotelsCLI", dependencies: ["VCard"]),
        .executableTarget(name: "hotels", dependencies: ["HotelsCLI"]),

        // Helpers shared by the test targets (paths, the shared corpus); not a product.
        .target(name: "HotelsTestSupport", path: "Sources/HotelsTestSupport"),

        .testTarget(name: "VCardTests", dependencies: ["VCard", "HotelsTestSupport"], exclude: ["Regressions", "Golden"]),
        .testTarget(name: "HotelsCLITests", dependencies: ["HotelsCLI", "VCard", "HotelsTestSupport"]),
        // Runs the built `hotels` binary; depending on it makes `swift test` build it.
        .testTarget(name: "EndToEndTests", dependencies: ["hotels", "VCard", "HotelsTestSupport"]),
    ]
)
