import ArgumentParser
import ContactsKit
import Foundation
import VCard

extension ContactsCommand {
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write contacts as vCards, to standard output or a file.",
            discussion: """
                Writes every contact in your manual order (or the CONTACTs named), one card per contact: the merged view of the cards it was linked from, every property kept once, photos included. With --raw, the imported cards themselves, one after the other. vCard 3.0 is the default (read by every client); 4.0 on request. With -o the file is written to a temporary file first and renamed, so it is never half-written. Written to a terminal (rather than a file or a pipe), control characters and escape sequences in the cards are replaced by a visible mark, so a card cannot take over your terminal.
                """
        )

        enum Version: String, ExpressibleByArgument, CaseIterable {
            case v3 = "3.0", v4 = "4.0"
        }

        @OptionGroup var storeOptions: StoreOptions

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var outputPath: String?

        @Option(name: .customLong("vcard-version"), help: ArgumentHelp("3.0 or 4.0.", valueName: "version"))
        var version: Version = .v3

        @Flag(help: "Write each raw contact's card (as imported) instead of one merged card per contact.")
        var raw = false

        @Argument(help: ArgumentHelp("Positions or ids (default: all contacts).", valueName: "contact"))
        var contacts: [String] = []

        func validate() throws {
            for argument in contacts where ContactReference(argument: argument) == nil {
                throw ValidationError("'\(argument)' is not a position or an id (id:…)")
            }
        }

        func run() async throws {
            let store = try storeOptions.open()
            let references = contacts.isEmpty ? nil : contacts.compactMap(ContactReference.init(argument:))
            let writerVersion: VCardWriter.Version = version == .v4 ? .v4_0 : .v3_0
            do {
                if let outputPath {
                    try AtomicFile.write(to: outputPath) { output in
                        try store.export(references, version: writerVersion, raw: raw) { output.write(bytes: $0) }
                    }
                } else {
                    let output = StandardOutput()
                    // To a file or a pipe, the exact bytes; to a terminal, text with any escape sequence
                    // a card carries made harmless, as in every other human output.
                    let onTerminal = Terminal.isTerminal(.standardOutput)
                    try store.export(references, version: writerVersion, raw: raw) { bytes in
                        if onTerminal {
                            output.write(Terminal.sanitized(String(decoding: bytes, as: UTF8.self), replacingLineBreaks: "\n"))
                        } else {
                            output.write(bytes: bytes)
                        }
                    }
                    output.flush()
                }
            } catch {
                throw Diagnostics.fail(error)
            }
        }
    }
}

/// Writes a file through a temporary sibling renamed into place, so readers never see half of it.
enum AtomicFile {
    static func write(to path: String, _ body: (StandardOutput) throws -> Void) throws {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var isOpen = true
        do {
            let output = StandardOutput(descriptor: descriptor)
            try body(output)
            output.flush()
            fsync(descriptor)
            close(descriptor)
            isOpen = false
            guard rename(temporary, path) == 0 else { throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))") }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }
}
