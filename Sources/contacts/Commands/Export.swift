import ArgumentParser
import ContactsKit
import Foundation
import VCard

extension ContactsCommand {
    struct Export: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "export",
            abstract: "Write contacts as vCards, to standard output or a file.",
            discussion: """
                Writes every contact in your manual order (or the CONTACTs named), one card per contact: the merged view of the cards it was linked from, every property kept once, photos included. With --raw, the imported cards themselves, one after the other. vCard 3.0 is the default (read by every client); 4.0 on request. With -o the file is written to a temporary file first and renamed, so it is never half-written (an interrupted export removes it); -o never writes over the store or another SQLite database (exit 73) unless --force. On a damaged store, every card that can still be read is written, and a warning counts the others (exit 1). Written to a terminal (rather than a file or a pipe), control characters and escape sequences in the cards are replaced by a visible mark, so a card cannot take over your terminal.
                """
        )

        enum Version: String, ExpressibleByArgument, CaseIterable {
            case v3 = "3.0", v4 = "4.0"
        }

        @OptionGroup var storeOptions: StoreOptions

        @Option(
            name: [.short, .customLong("output")],
            help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var outputPath: String?

        // Not `--version`, which is the program's version flag everywhere: `export --version 4.0` is
        // refused before parsing with a message naming this option (``UsageErrors/exportVersion(_:)``).
        @Option(name: .customLong("vcard-version"), help: ArgumentHelp("3.0 or 4.0.", valueName: "version"))
        var version: Version = .v3

        @Flag(help: "Write each raw contact's card (as imported) instead of one merged card per contact.")
        var raw = false

        @Flag(help: "Write the -o file even when it is the store itself or another SQLite database.")
        var force = false

        @Option(
            help: ArgumentHelp(
                "vcard (default), csv (Google's), ldif (Thunderbird's), abook, mutt (aliases) or json (as list --json).",
                valueName: "format"))
        var format: ExportFormat = .vcard

        @OptionGroup var filters: ExportFilters

        @Argument(help: ArgumentHelp("Positions, ids or names (default: all contacts).", valueName: "contact"))
        var contacts: [String] = []

        func validate() throws {
            if !contacts.isEmpty, filters.isFiltering {
                throw ValidationError("name contacts or filter them (--query, --category, --group, --source), not both")
            }
            if raw, format != .vcard {
                throw ValidationError("--raw writes the imported vCards: it is for --format vcard only")
            }
        }

        func run() async throws {
            let named = try ContactReference.parse(contacts)
            if let outputPath { try OutputTarget.check(outputPath, store: storeOptions.path, force: force) }
            let store = try storeOptions.open(.readOnly)
            let references = contacts.isEmpty ? try filters.references(in: store) : named
            let writerVersion: VCardWriter.Version = version == .v4 ? .v4_0 : .v3_0
            /// The contacts in the chosen format, to `write`.
            func export(_ write: ([UInt8]) throws -> Void) throws -> ExportSummary {
                if format == .vcard {
                    return try store.export(references, version: writerVersion, raw: raw, write: write)
                }
                if format == .json { return try ExportFilters.json(references, store: store, write: write) }
                return try store.export(references, as: ImportFormat(rawValue: format.rawValue)!, write: write)
            }
            let summary: ExportSummary
            if let outputPath {
                var written = ExportSummary()
                try AtomicFile.write(to: outputPath) { output in
                    written = try export { try output.write(bytes: $0) }
                }
                summary = written
            } else {
                // To a file or a pipe, the exact bytes; to a terminal, text with any escape sequence a
                // card carries made harmless, as in every other human output.
                let output = StandardOutput()
                let onTerminal = Terminal.isTerminal(.standardOutput)
                summary = try export { bytes in
                    try onTerminal
                        ? output.write(
                            Terminal.sanitized(String(decoding: bytes, as: UTF8.self), replacingLineBreaks: "\n"))
                        : output.write(bytes: bytes)
                }
                try output.flush()
            }
            if summary.skipped > 0 {
                Diagnostics.printWarning(
                    "the store is damaged: wrote \(summary.cards) card(s) that could be read; \(summary.skipped) could not be read and are missing (see `contacts doctor`)"
                )
                throw ExitStatus.failure.exitCode
            }
        }
    }
}
