import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move",
            abstract: "Move a contact to another position in your manual order.",
            discussion: """
                The contact at position FROM goes to position TO; the ones between shift by one, as when you take an item out of a list and insert it again: `contacts move 3 1` puts the third contact first.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("The position of the contact to move.", valueName: "from"))
        var from: Int

        @Argument(help: ArgumentHelp("The position it should have afterwards.", valueName: "to"))
        var to: Int

        func run() async throws {
            let store = try storeOptions.open()
            let contact = try store.contact(.position(from))
            try store.move(from: from, to: to)
            try StandardOutput.writeLine("moved \(Terminal.bounded(ContactTable.name(contact))) from \(from) to \(to)")
        }
    }
}
