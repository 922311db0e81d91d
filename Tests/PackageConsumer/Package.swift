// swift-tools-version: 6.1
import PackageDescription

// A program that depends on contacts' library products as another project would: by version, from
// the git repository CONTACTS_PACKAGE_URL names (`.ci/check-package-consumer` tags a clone), or by
// path: CONTACTS_PACKAGE_PATH, else the package two folders up.
let contacts: Package.Dependency =
    if let url = Context.environment["CONTACTS_PACKAGE_URL"], !url.isEmpty {
        .package(url: url, from: "1.0.0")
    } else {
        .package(
            name: "contacts",
            path: Context.environment["CONTACTS_PACKAGE_PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "../..")
    }

let package = Package(
    name: "PackageConsumer",
    platforms: [.macOS(.v15)],
    dependencies: [contacts],
    targets: [
        .executableTarget(
            name: "consumer",
            dependencies: [
                .product(name: "ContactsKit", package: "contacts"), .product(name: "ContactsSync", package: "contacts"),
                .product(name: "VCard", package: "contacts"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
