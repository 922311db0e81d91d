import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Import: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "import",
            abstract: "Import vCard, CSV, LDIF, abook or mutt alias files into the address book.",
            discussion: """
                Reads each FILE (a file, - for standard input, or a folder: every .vcf in it) and stores its cards. A file's format is told by its content, whatever its name: vCard (2.1, 3.0, 4.0), CSV with a header row (Google Contacts', Outlook's, or any: --map COLUMN=field says what an unknown column holds), LDIF (Thunderbird, Evolution), abook's addressbook file, mutt aliases; --format forces one. Each row becomes a card with a UID made from its name and first email (an LDIF entry's dn, a mutt alias's key), so importing the file again updates it. A file that is none of these is refused (exit 65) before anything is stored. Importing the same cards again updates them, never duplicates them: a card is the same when it comes from the same source with the same UID (or, without a UID, the same content).

                Each card is linked to the contact it belongs with when the evidence is strong (the same UID, a shared email or phone with compatible names, or the same full name with the same birthday or address; the same name at the same organisation is only suggested), so a person found in several files is one contact; see `contacts duplicates`. --no-link stores every card as a contact of its own (`contacts link --auto` links them later).

                A card that cannot be read is reported on standard error as FILE:LINE and skipped; the others are stored and the exit status is 65. Of many problems with the same message, the first ten are shown and the rest counted. With --strict, nothing is stored when any card is rejected. The source `local` is reserved for the contacts you add (exit 64).

                A card without a UID (Google's vCards have none) whose content changed is found again by its name: it replaces the card of the same source with the same name (FN, else N) that no other card of the file is, and where several cards share the name, the one with the same email or phone; otherwise it is a new card. Two different people are never made one.

                With --replace the source holds exactly the file's cards after the import: its cards that are not in the file go, a contact made only of them to the trash (contacts restore), the others leaving their contact; `contacts undo` takes the whole import back. A file with a card that cannot be read removes nothing. --replace takes the files of one source only: one file, or several with --source NAME (exit 64 otherwise).

                A card you edited here keeps your edits when its file is imported again: a card that changed in the file too is merged field by field, and a field changed on both sides keeps your value, with a `FILE:LINE: warning: conflict: …` line. The cards of contacts you deleted are skipped (they are counted as skipped deleted); --restore-deleted imports them again. The whole import is one change: `contacts undo` takes it back.

                Prints: imported N, updated N, unchanged N, skipped N deleted, rejected N (then `, N removed` with --replace, and `, N conflicts` when there were some)
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Option(
            help: ArgumentHelp("The source name for these cards (default: each file's base name).", valueName: "name"))
        var source: String?

        @Flag(help: "Store nothing if any card is rejected.")
        var strict = false

        @Flag(name: .customLong("no-link"), help: "Do not link cards to the contacts they belong with.")
        var noLink = false

        @Flag(name: .customLong("restore-deleted"), help: "Import the cards of contacts you deleted too.")
        var restoreDeleted = false

        @Flag(
            help:
                "Make the source hold exactly the file: its cards that are not in it go (a contact made only of them to the trash)."
        )
        var replace = false

        @Option(
            name: .customLong("to"),
            help: ArgumentHelp(
                "The book the new contacts go to: a remote (created there at its next sync) or local; default: the default book (contacts remote default).",
                valueName: "book"))
        var book: String?

        @Option(
            help: ArgumentHelp(
                "Read the files as this format (default: told by their content): \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
                valueName: "format"))
        var format: ImportFormat?

        @Option(
            name: .customLong("map"),
            help: ArgumentHelp(
                "For CSV: what a column holds (repeatable; fields: \(CSVField.allCases.map(\.rawValue).joined(separator: ", "))).",
                valueName: "column=field"))
        var columnMap: [String] = []

        @Argument(help: ArgumentHelp("vCard files, folders of .vcf files, or - for standard input.", valueName: "file"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("name at least one file to import (or - for standard input)") }
            if let source, source.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--source cannot be empty")
            }
            if source == "local" {
                throw ValidationError(
                    "the source name 'local' is reserved for the contacts you add and edit: choose another with --source"
                )
            }
        }

        func run() async throws {
            let columns = try ColumnMapArgument.parse(columnMap)
            let inputs = try files.flatMap { argument in
                let resolved = try ImportInput.resolve(argument)
                if resolved.isEmpty {
                    Diagnostics.printWarning(
                        "\(Terminal.sanitized(argument)) holds no .vcf file (subfolders are not searched)")
                }
                return resolved
            }.map { $0.reading(as: format, columnMap: columns) }
            if replace, Set(inputs.map { source ?? $0.defaultSource }).count > 1 {
                throw CommandError(
                    "--replace makes one source hold exactly what is read, and these files are "
                        + "\(Set(inputs.map(\.defaultSource)).count) sources: import them one at a time, or give --source NAME",
                    status: .usage)
            }
            let store = try storeOptions.open()
            let progress = ProgressLine()
            let problems = ProblemReport()
            defer {
                progress.clear()
                problems.finish()
            }
            let summary = try store.importCards(
                from: inputs, source: source, strict: strict, link: !noLink, restoreDeleted: restoreDeleted,
                replace: replace, to: book,
                onProblem: { problem in
                    progress.clear()
                    problems.report(problem)
                },
                onProgress: { progress.show($0) }
            )
            progress.clear()
            problems.finish()
            try StandardOutput.writeLine(summary.line(replace: replace))
            if replace, summary.rejected > 0 {
                Diagnostics.printWarning(
                    "nothing was removed: \(summary.rejected) card(s) could not be read, and the source may still hold them (--replace)"
                )
            }
            if summary.rejected > 0 { throw ExitStatus.dataError.exitCode }
        }
    }
}
