import ArgumentParser
import ContactsKit
import Foundation
import PhotoCodec

extension ContactsCommand {
    struct Photo: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "photo",
            abstract: "Write, set or remove a contact's photo.",
            discussion: """
                Without options, describes the photo: its format, size in pixels and bytes, and whether it came from the cards or from you; or the URI of a remote photo, which contacts keeps and exports but never fetches.

                --output FILE writes the photo's bytes exactly as imported (- for standard output, never a terminal unless --force); it never writes over the store or another SQLite database (exit 73) unless --force. --thumbnail PX --output FILE.png writes it decoded and scaled down to fit PX × PX pixels (never up), as PNG. --set FILE makes a JPEG or PNG file the contact's photo; --remove takes its photo away. Both are your choice and are kept: importing the same cards again does not undo them, and export writes your photo, or none. The cards themselves are not changed (export --raw and show --raw still show them as imported).

                Exit status: 1 when the contact has no photo (or only a remote one, for --output), or the photo cannot be decoded or set; 66 when the FILE of --set cannot be read; 64 for usage errors.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position, an id or a name.", valueName: "contact"))
        var contact: String

        @Option(
            name: [.short, .customLong("output")],
            help: ArgumentHelp(
                "Write the photo (or with --thumbnail, a PNG) to this file; - for standard output.", valueName: "file"))
        var outputPath: String?

        @Option(
            help: ArgumentHelp(
                "With --output: a PNG thumbnail of at most this many pixels a side (1–\(Self.largestThumbnail)).",
                valueName: "px"))
        var thumbnail: Int?

        @Option(
            name: .customLong("set"),
            help: ArgumentHelp("Make this JPEG or PNG file the contact's photo.", valueName: "file"))
        var setPath: String?

        @Flag(help: "Remove the contact's photo.")
        var remove = false

        @Flag(help: "Write --output even when it is the store itself or another SQLite database, or a terminal.")
        var force = false

        /// The largest `--thumbnail` side.
        static let largestThumbnail = 4096
        /// The largest file `--set` reads.
        static let largestFile = 32 << 20

        func validate() throws {
            if setPath != nil, remove { throw ValidationError("--set and --remove cannot be used together") }
            if setPath != nil || remove, outputPath != nil || thumbnail != nil {
                throw ValidationError(
                    "--\(remove ? "remove" : "set") changes the photo; write it with a separate `contacts photo \(contact) --output FILE`"
                )
            }
            if let thumbnail {
                guard (1...Self.largestThumbnail).contains(thumbnail) else {
                    throw ValidationError("--thumbnail must be between 1 and \(Self.largestThumbnail) pixels")
                }
                if outputPath == nil {
                    throw ValidationError("--thumbnail needs --output FILE.png (or --output - for standard output)")
                }
            }
        }

        func run() async throws {
            let reference = try ContactReference.parse(contact)
            if let outputPath { try OutputTarget.check(outputPath, store: storeOptions.path, force: force) }
            if outputPath == "-", !force, Terminal.isTerminal(.standardOutput) {
                throw CommandError(
                    "refusing to write the photo's bytes to a terminal: redirect them (> photo.jpg) or use --output FILE (--force writes them anyway)"
                )
            }
            let store = try storeOptions.open(setPath == nil && !remove ? .readOnly : .readWrite)
            let name = Terminal.bounded(ContactTable.name(try store.contact(reference)))
            if let setPath {
                let photo = try store.setPhoto(try Self.read(setPath), for: reference)
                try StandardOutput.writeLine("set the photo of \(name): \(PhotoDescription.summary(photo))")
            } else if remove {
                guard try store.removePhoto(for: reference) else {
                    throw CommandError("\(name) has no photo: nothing to remove")
                }
                try StandardOutput.writeLine("removed the photo of \(name)")
            } else {
                guard let photo = try store.photo(of: reference) else { throw CommandError("\(name) has no photo") }
                guard let outputPath else {
                    try StandardOutput.writeLine(PhotoDescription.text(photo))
                    return
                }
                guard case .embedded(let stored) = photo else {
                    throw CommandError(
                        "the photo of \(name) is at \(PhotoDescription.uri(photo)), which contacts never fetches: download it yourself"
                    )
                }
                var bytes = stored.bytes
                if let thumbnail {
                    bytes = try PNGEncoder.encode(try Thumbnailer().thumbnail(of: stored.bytes, side: thumbnail))
                }
                try Self.write(bytes, to: outputPath)
            }
        }

        /// The bytes of the file `--set` names; exit 66 when it cannot be read.
        static func read(_ path: String) throws -> [UInt8] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ContactStoreError.unreadableInput(path: path, reason: "no such file")
            }
            guard !isDirectory.boolValue else {
                throw ContactStoreError.unreadableInput(path: path, reason: "is a folder, not a photo")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= largestFile else {
                throw CommandError(
                    "\(path): \(PhotoDescription.bytes(size)) is too large for a contact photo (at most \(PhotoDescription.bytes(largestFile)))"
                )
            }
            guard FileManager.default.isReadableFile(atPath: path),
                let data = FileManager.default.contents(atPath: path)
            else {
                throw ContactStoreError.unreadableInput(path: path, reason: "cannot be read (check its permissions)")
            }
            return Array(data)
        }

        /// Writes `bytes` to `path` (through a renamed temporary file) or to standard output for `-`.
        private static func write(_ bytes: [UInt8], to path: String) throws {
            if path == "-" {
                let output = StandardOutput()
                try output.write(bytes: bytes)
                try output.flush()
            } else {
                try AtomicFile.write(to: path) { try $0.write(bytes: bytes) }
            }
        }
    }
}
