// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "contacts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VCard", targets: ["VCard"]),
        .library(name: "PhotoCodec", targets: ["PhotoCodec"]),
        .library(name: "ContactsKit", targets: ["ContactsKit"]),
        .library(name: "RemoteBooks", targets: ["RemoteBooks"]),
        .library(name: "ContactsSync", targets: ["ContactsSync"]),
        .executable(name: "contacts", targets: ["contacts"]),
        .executable(name: "vcard-check", targets: ["vcard-check"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The configuration file (docs/usage.md, "Configuration"); chosen over TOMLKit for its build
        // cost and for the line of every value (docs/usage.md gives the measurements).
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // SQLite 3.54 built with the package (Debian 12 has 3.40), for GRDB too: see `SQLiteLinkage`.
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        // CardDAV's HTTP (docs/sync.md, "HTTP and XML: the choice"): SwiftNIO with TLS from
        // swift-nio-ssl built into the binary, instead of FoundationNetworking's libcurl.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        // vCard 2.1 / 3.0 / 4.0 codec: bytes in, bytes out, no I/O of its own.
        .target(name: "VCard"),
        // System libraries for photos, as GRDB's GRDBSQLite is for SQLite: a module map and a shim header.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The terminal library `contacts browse` draws with (wide-character ncurses), the same way, but
        // without `pkgConfig:`: ncursesw.pc's only cflags are -D feature macros, which SwiftPM refuses
        // with a warning on every build; the module map links the libraries and shim.h sets the macros.
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
        // JPEG and PNG photos, no SQLite: formats, headers, decoding, resizing, PNG encoding, thumbnails and their cache.
        .target(name: "PhotoCodec", dependencies: ["CTurboJPEG", "CPNG"]),
        // The SQLite every target runs on: the amalgamation sqlite-nio builds (3.54, FTS5, optimised in
        // release), whose functions carry the prefix `sqlite_nio_`. Forwarding.c defines each `sqlite3_`
        // function GRDB and ContactsKit call as a call of its prefixed twin, so GRDB, compiled against
        // the system's header, runs on the newer SQLite and the system's library is never called
        // (`SQLiteLinkageTests` checks that no `sqlite3_` symbol is left for it). Plain C, no linker
        // flags: another package can depend on ContactsKit by version. sqlite-nio leaves tracing out:
        // this target defines `sqlite3_trace_v2` as a refusal.
        .target(name: "SQLiteLinkage", dependencies: [.product(name: "SQLiteNIO", package: "sqlite-nio")]),
        // The domain and its persistence: ContactStore on SQLite (GRDB), import, ordering, sorting, search,
        // and the store's side of photos (the photo of a card, the store as a photo source and thumbnail tier).
        .target(
            name: "ContactsKit",
            // GRDBSQLite: SQLite's own step loop where a GRDB cursor's cost per row shows (search matches).
            dependencies: [
                "VCard", "PhotoCodec", "SQLiteLinkage", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Address books elsewhere: CardDAV collections (async-http-client, and an XML reader of its own)
        // and vdir folders (vdirsyncer's and khard's), read and written card by card with ETag preconditions.
        .target(
            name: "RemoteBooks",
            dependencies: [
                "VCard", .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // The sync engine: a remote book (RemoteBooks) and the store (ContactsKit) kept in step, both ways.
        .target(name: "ContactsSync", dependencies: ["ContactsKit", "RemoteBooks", "VCard"]),
        // The `contacts` command: thin commands over ContactsKit, and terminal rendering.
        .executableTarget(
            name: "contacts",
            dependencies: [
                "ContactsKit", "ContactsSync", "RemoteBooks", "PhotoCodec", "VCard", "CNCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            // A release binary is one static executable: the Swift runtime, Foundation, SQLite,
            // libjpeg-turbo, libpng, ncurses and glibc inside it, so that no dynamic loader runs
            // before `main` (it loaded ten libraries and resolved their symbols): `--version` takes
            // 1.4–1.7× what `sqlite3 -version` takes instead of 2.5–2.9× (docs/benchmarks.md). Linked by
            // the toolchain's lld: gold warns, for each of glibc's name lookups, that a static
            // program may load the system's NSS modules when it runs; host names (/etc/hosts, DNS)
            // and the user's home resolve as in a dynamic build. Without exporting its symbols
            // (--no-export-dynamic), there is no dynamic symbol table for the runtime's start-up
            // `dladdr` to read one entry at a time. Debug builds, which the tests link, stay dynamic.
            swiftSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-use-ld=lld", "-Xlinker", "--no-export-dynamic"],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // A small validator over the codec (reads files, prints what it understood and every problem).
        .executableTarget(name: "vcard-check", dependencies: ["VCard"]),
        // Release-build benchmarks (not tests) and what they share.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "VCardBenchmark",
            dependencies: ["VCard", "BenchmarkSupport"],
            path: "Benchmarks/VCardBenchmark"
        ),
        // Seeded JPEGs (libjpeg-turbo, through PhotoFixtures) for the photo and store benchmarks.
        .target(
            name: "BenchmarkPhotos", dependencies: ["BenchmarkSupport", "PhotoFixtures", "CTurboJPEG"],
            path: "Benchmarks/BenchmarkPhotos"),
        // Thumbnails by the codec alone (decoders, resizing, the cache over photos in memory), against Pillow.
        .executableTarget(
            name: "PhotoBenchmark",
            dependencies: ["PhotoCodec", "BenchmarkPhotos", "BenchmarkSupport"],
            path: "Benchmarks/PhotoBenchmark"
        ),
        // Thumbnails through the store: photos imported as cards, the store's cache cold and warm.
        .executableTarget(
            name: "PhotoStoreBenchmark",
            dependencies: ["ContactsKit", "PhotoCodec", "BenchmarkPhotos", "BenchmarkSupport"],
            path: "Benchmarks/PhotoStoreBenchmark"
        ),
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["ContactsKit", "VCard", "BenchmarkSupport", "BenchmarkPhotos"],
            path: "Benchmarks/StoreBenchmark"
        ),
        // CSV import against vCard import on the same generated contacts (issue 40).
        .executableTarget(
            name: "FormatBenchmark", dependencies: ["ContactsKit", "BenchmarkSupport"],
            path: "Benchmarks/FormatBenchmark"),
        // Seeded, labeled address books in iCloud, Google and Outlook styles, and the pairwise score of a linking.
        .target(name: "PeopleGenerator", dependencies: ["BenchmarkSupport"], path: "Benchmarks/PeopleGenerator"),
        // Pairwise precision and recall of the store's linking on a generated corpus (run in release).
        .executableTarget(
            name: "LinkEvaluation",
            dependencies: ["PeopleGenerator", "BenchmarkSupport", "ContactsKit", "VCard"],
            path: "Benchmarks/LinkEvaluation"
        ),
        // libFuzzer targets. Fuzz/run.sh builds them with -DFUZZING and the fuzzer and address sanitizers
        // (libFuzzer then provides `main`); a plain build makes tools that replay files through the same checks.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "VCardReaderFuzzer", dependencies: ["VCard", "FuzzSupport"], path: "Fuzz/VCardReaderFuzzer"),
        .executableTarget(
            name: "PhotoHeaderFuzzer",
            dependencies: ["PhotoCodec", "VCard", "CTurboJPEG", "CPNG", "PhotoFixtures", "FuzzSupport"],
            path: "Fuzz/PhotoHeaderFuzzer"
        ),
        // Test support: finds ../shared/corpus for every test target that reads it.
        .target(name: "SharedCorpus", path: "Tests/SharedCorpus"),
        // Test support: real JPEGs and PNGs written by libjpeg-turbo and libpng themselves (not through
        // PhotoCodec), and damaged ones; also the fuzzer's generated seeds and the benchmarks' photos.
        .target(
            name: "PhotoFixtures", dependencies: ["PhotoCodec", "CTurboJPEG", "CPNG"], path: "Tests/PhotoFixtures"),
        // Test support: a temporary folder per test, for the library's and the command's tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "VCardTests",
            dependencies: [
                "VCard",
                "SharedCorpus",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The photo codec on real JPEGs and PNGs, and its cache over sources held at gates (SplitMix64 from BenchmarkSupport).
        .testTarget(
            name: "PhotoCodecTests", dependencies: ["PhotoCodec", "PhotoFixtures", "BenchmarkSupport", "CTurboJPEG"]),
        .testTarget(name: "contactsTests", dependencies: ["contacts", "PhotoCodec", "SharedCorpus", "TestSupport"]),
        .testTarget(
            name: "ContactsKitTests",
            dependencies: [
                "ContactsKit", "PhotoCodec", "VCard", "SharedCorpus", "TestSupport", "PhotoFixtures", "PeopleGenerator",
                "BenchmarkSupport",
            ]
        ),
        // Test support: real Radicale and Xandikos servers on a free port, a second CardDAV client
        // (Python's requests) and vdirsyncer, all from .venv-tools/ (.ci/install-python-tools).
        .target(
            name: "DAVTestSupport", dependencies: ["RemoteBooks"], path: "Tests/DAVTestSupport",
            resources: [.copy("Fixtures")]),
        // Remote books against the real servers and vdirsyncer.
        .testTarget(name: "RemoteBooksTests", dependencies: ["RemoteBooks", "VCard", "DAVTestSupport"]),
        // `contacts remote` and `contacts sync`, the built binary against the real servers and vdirsyncer.
        .testTarget(
            name: "SyncTests", dependencies: ["contacts", "ContactsSync", "RemoteBooks", "VCard", "DAVTestSupport"]),
        // The generator's promises (determinism, valid cards, honest labels, variations, traps) and the score.
        .testTarget(name: "PeopleGeneratorTests", dependencies: ["PeopleGenerator", "VCard"]),
    ],
    swiftLanguageModes: [.v6]
)
