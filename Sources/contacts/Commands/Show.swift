import ArgumentParser
import ContactsKit
import VCard

extension ContactsCommand {
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one contact in full.",
            discussion: "CONTACT is a position (the # column of `contacts list`) or an id (id:… or the full id)."
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position or an id.", valueName: "contact"))
        var contact: String

        @Flag(help: "One JSON object (keys in CLI.md).")
        var json = false

        @Flag(help: "Also show each raw contact (imported card) behind this contact, headed by its source and UID.")
        var raw = false

        func validate() throws {
            if ContactReference(argument: contact) == nil {
                throw ValidationError("'\(contact)' is not a position or an id (id:…)")
            }
        }

        func run() async throws {
            let store = try storeOptions.open()
            let output = StandardOutput()
            do {
                let reference = ContactReference(argument: self.contact)!
                let contact = try store.contact(reference)
                if json {
                    output.write(ContactJSON.object(contact) + "\n")
                } else {
                    ContactDetail(output: output).render(contact)
                    if raw {
                        let writer = VCardWriter(version: .v3_0)
                        for rawContact in try store.rawContacts(of: reference) {
                            let uid = rawContact.reference.uid.isEmpty ? "" : " · UID \(rawContact.reference.uid)"
                            output.write("\n" + Terminal.styled(Terminal.sanitized("from \(rawContact.reference.source)\(uid) · raw id \(rawContact.reference.id)"), .bold) + "\n")
                            var bytes: [UInt8] = []
                            writer.write(rawContact.card, into: &bytes)
                            output.write(Terminal.sanitized(String(decoding: bytes, as: UTF8.self), replacingLineBreaks: "\n"))
                        }
                    }
                }
                output.flush()
            } catch {
                throw Diagnostics.fail(error)
            }
        }
    }
}

import Foundation
