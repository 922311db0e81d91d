import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Browse: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "browse",
            abstract: "Browse the address book full-screen: scroll, search as you type, show, edit, delete, move.",
            discussion: """
                A full-screen table of the contacts (ncurses, on the alternate screen): the name, then the email and the phone number as the width allows, and the short id. Sorted (--sorted, --by given, or `s`), contacts fall under A–Z and # headers, the top one staying in place while its section scrolls, with a line after each section giving its size. Only the rows on screen and a screenful around them are ever read, so a book of a million contacts opens, scrolls and jumps to its end as fast as one of a hundred.

                Keys (`?` shows them): j/k or the arrows, PgDn/PgUp (Ctrl-F/Ctrl-B), g/G (Home/End); / searches as you type, with the words of `contacts list QUERY` (Enter keeps the search, Escape clears it); Enter shows the contact as `contacts show` does (q or Escape goes back); e edits it in your editor as `contacts edit` does; d deletes it after asking (to the trash); u undoes the last change, as `contacts undo`; m picks it up, j/k carry it, Enter drops it there (your order only); s switches between your order and sorted; p turns avatars on or off (--photos); q quits, Ctrl-C too (status 130), Ctrl-Z suspends.

                A change made by another program (an import, a sync) shows within a second, the selection staying on the same contact. Browsing alone writes nothing to the store: only d, u, m and e do. Avatars need colours (not with NO_COLOR or TERM=dumb). Standard input and output must be a terminal (exit status 64 otherwise).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(
            help: ArgumentHelp("Start with this search (the words of `contacts list QUERY`).", valueName: "query"))
        var query: [String] = []

        @Flag(help: "Sort by name instead of your manual order (s switches).")
        var sorted = false

        @Option(
            help: ArgumentHelp(
                "Sort by family or given name first (implies --sorted), or keep your manual order.", valueName: "field")
        )
        var by: List.SortField?

        @Flag(help: "A small avatar beside each contact with a photo (p switches; none with NO_COLOR or TERM=dumb).")
        var photos = false

        /// The order to start in, and the sorted order `s` switches to.
        var orders: (start: ListRequest.Order, sorted: ListRequest.Order) {
            let configured = Configuration.effective.sort.value
            let sortedOrder: ListRequest.Order =
                by == .given || (by == nil && configured == .given) ? .givenName : .familyName
            switch by ?? (sorted ? .family : List.SortField(rawValue: configured.rawValue)!) {
            case .manual: return (.manual, sortedOrder)
            case .family, .given: return (sortedOrder, sortedOrder)
            }
        }

        func validate() throws {
            if by == .manual, sorted { throw ValidationError("--by manual is your order: it cannot be --sorted") }
        }

        func run() async throws {
            guard Terminal.inputIsTerminal, isatty(STDOUT_FILENO) == 1 else {
                throw CommandError(
                    "browse needs a terminal on standard input and output; for scripts, use contacts list",
                    status: .usage)
            }
            let store = try storeOptions.openExisting()
            let options = storeOptions
            let photosAllowed = Terminal.colourAllowed
            // 1 MiB: a few thousand avatars of 4 × 4, many screens' worth; the browser keeps the
            // pictures it draws itself. (8 MiB let 100,000 rows with photos reach 75 MB of RSS.)
            let thumbnails = photosAllowed ? try store.makeThumbnailCache(byteBudget: 1 << 20) : nil
            let (start, sortedOrder) = orders
            let words = query.joined(separator: " ")
            let photos = self.photos
            let status: ExitStatus = try await Self.onThread {
                let watcher = try store.makeChangeWatcher()
                let writer = BrowseWriter { try options.open() }
                let screen = try CursesScreen()
                defer { screen.end() }
                let size = screen.size
                let state = try BrowseState(
                    store: store, writer: writer, order: start, sortedOrder: sortedOrder, query: words, photos: photos,
                    photosAllowed: photosAllowed && screen.colours, width: size.width, height: size.height)
                return try BrowseSession(state: state, screen: screen, watcher: watcher, thumbnails: thumbnails).run()
            }
            if status != .success { throw status.exitCode }
        }

        /// Runs `body` on a thread of its own: the browser blocks on the terminal and reads the store
        /// synchronously, which an async function must not do.
        private static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                let thread = Thread {
                    continuation.resume(with: Result { try body() })
                }
                thread.stackSize = 8 << 20
                thread.start()
            }
        }
    }
}
