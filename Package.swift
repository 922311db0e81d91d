// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "contacts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VCard", targets: ["VCard"]),
        .executable(name: "vcard-check", targets: ["vcard-check"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // vCard 2.1 / 3.0 / 4.0 codec: bytes in, bytes out, no I/O of its own.
        .target(name: "VCard"),
        // A small validator over the codec (reads files, prints what it understood and every problem).
        .executableTarget(name: "vcard-check", dependencies: ["VCard"]),
        // Release-build throughput benchmark of the reader and writer.
        .executableTarget(
            name: "VCardBenchmark",
            dependencies: ["VCard"],
            path: "Benchmarks/VCardBenchmark"
        ),
        .testTarget(
            name: "VCardTests",
            dependencies: [
                "VCard",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
