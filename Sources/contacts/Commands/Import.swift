import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import vCard files (2.1, 3.0, 4.0) into the address book.",
            discussion: """
                Reads each FILE (a .vcf file, - for standard input, or a folder: every .vcf in it) and stores its cards. Importing the same cards again updates them, never duplicates them: a card is the same when it comes from the same source with the same UID (or, without a UID, the same content).

                Each card is linked to the contact it belongs with when the evidence is strong (the same UID, a shared email or phone with compatible names, or the same full name with the same organisation, birthday or address), so a person found in several files is one contact; see `contacts duplicates`. --no-link stores every card as a contact of its own (`contacts link --auto` links them later).

                A card that cannot be read is reported on standard error as FILE:LINE and skipped; the others are stored and the exit status is 65. Of many problems with the same message, the first ten are shown and the rest counted. With --strict, nothing is stored when any card is rejected.

                Prints: imported N, updated N, unchanged N, rejected N
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp("The source name for these cards (default: each file's base name).", valueName: "name"))
        var source: String?

        @Flag(help: "Store nothing if any card is rejected.")
        var strict = false

        @Flag(name: .customLong("no-link"), help: "Do not link cards to the contacts they belong with.")
        var noLink = false

        @Argument(help: ArgumentHelp("vCard files, folders of .vcf files, or - for standard input.", valueName: "file"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("name at least one file to import (or - for standard input)") }
            if let source, source.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--source cannot be empty") }
        }

        func run() async throws {
            let inputs = try files.flatMap { argument in
                let resolved = try ImportInput.resolve(argument)
                if resolved.isEmpty {
                    Diagnostics.printWarning("\(Terminal.sanitized(argument)) holds no .vcf file (subfolders are not searched)")
                }
                return resolved
            }
            let store = try storeOptions.open()
            let progress = ProgressLine()
            let problems = ProblemReport()
            defer {
                progress.clear()
                problems.finish()
            }
            let summary = try store.importCards(
                from: inputs, source: source, strict: strict, link: !noLink,
                onProblem: { problem in
                    progress.clear()
                    problems.report(problem)
                },
                onProgress: { progress.show($0) }
            )
            progress.clear()
            problems.finish()
            try StandardOutput.writeLine(summary.line)
            if summary.rejected > 0 { throw ExitCode(65) }
        }
    }
}
