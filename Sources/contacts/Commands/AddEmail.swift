import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct AddEmail: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "add-email",
            abstract: "Add the sender of a mail (read on standard input) to the address book.",
            discussion: """
                Reads a mail on standard input and takes its From: header (the display name, RFC 2047 encoded words included, and the address). The address is added to the contact with that name when exactly one has it (case and accents ignored), else a new contact is made. An address a contact already has changes nothing (exit status 0).

                In mutt:  macro index,pager A "<pipe-message>contacts add-email --client mutt<return>" "add the sender to contacts"

                Exit status 65 when the mail has no From: address; 64 when several contacts have the sender's name (they are listed; add it with `contacts edit ID --add-email ADDRESS`).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        func run() async throws {
            let bytes = StandardInput.readAll(limit: 16 << 20)
            let sender: MailSender
            do {
                sender = try MailSender(message: bytes)
            } catch {
                throw CommandError(error.message, status: .dataError)
            }
            let address = Terminal.sanitized(sender.address)
            switch try storeOptions.open(.readWriteOneConnection).addEmail(sender.address, name: sender.name) {
            case .alreadyKnown(let contact):
                try StandardOutput.writeLine(
                    "\(address) is already in \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.shortID))")
            case .addedTo(let contact):
                try StandardOutput.writeLine(
                    "added \(address) to \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.shortID))")
            case .created(let contact):
                try StandardOutput.writeLine(
                    "added \(Terminal.sanitized(ContactTable.name(contact))) <\(address)> as a new contact (\(contact.shortID))"
                )
            }
        }
    }
}
