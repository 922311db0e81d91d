import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Move: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "move",
            abstract: "Move a contact to another position in your manual order.",
            discussion: """
                The contact FROM goes to position TO; the ones between shift by one, as when you take an item out of a list and insert it again: `contacts move 3 1` puts the third contact first. Positions are the # column of every listing, sorted or filtered. FROM may also be an id (the ID column), the start of one, or a name that matches one contact; TO may name a contact too, meaning its position.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("The contact to move: a position, an id or a name.", valueName: "from"))
        var from: String

        @Argument(
            help: ArgumentHelp(
                "The position it should have afterwards (or the contact whose position it takes).", valueName: "to"))
        var to: String

        func run() async throws {
            let reference = try ContactReference.parse(from)
            let destination = try ContactReference.parse(to)
            let store = try storeOptions.open(.readWriteOneConnection)
            let contact = try store.contact(reference)
            let target: Int
            if case .position(let position) = destination {
                target = position
            } else {
                target = try store.contact(destination).position
            }
            let was = try store.move(.id(contact.id), to: target)
            try StandardOutput.writeLine(
                "moved \(Terminal.bounded(ContactTable.name(contact))) from \(was) to \(target)")
        }
    }
}
