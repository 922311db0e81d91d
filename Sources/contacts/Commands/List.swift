import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "list",
            abstract: "List contacts: in your order, sorted, or filtered as you type.",
            discussion: """
                Without options, contacts come in your manual order (change it with `contacts move`); the # column is each contact's position, which show, move, delete and export take.

                QUERY keeps the contacts where every word starts a word of any field (name, nicknames, organisation and its units, email, categories, note, postal address, URL, messaging handle, related names), or where its digits start a phone number: `ann`, `jose` (finds José), `lisboa`, `555 01`. --sorted orders by family name then given name (--by given: given name first), ignoring case and accents, with numbers in natural order; contacts without a name sort by organisation, then email, and those not starting with a letter come last, under #.

                --category NAME keeps the contacts filed under NAME (CATEGORIES on their cards; repeat it for any of several; `contacts categories` lists them), --group NAME the members of the group card NAME (KIND:group, or Apple's X-ADDRESSBOOKSERVER-KIND). --source NAME keeps the contacts with a card imported from NAME (`contacts sources` lists them). A name that matches nothing is an error that lists the names there are.

                --columns name,email,phone,organization,title,nickname,birthday chooses the table's columns (default: $CONTACTS_COLUMNS, else the columns setting). --by manual|family|given (default: $CONTACTS_SORT, else the sort setting, else manual). On a terminal a long listing goes through $PAGER (less -FRX by default; --no-pager). `contacts config` shows the settings and where each comes from.

                --json writes one JSON object per line (its keys are in docs/usage.md).

                --photos draws a small avatar (4 × 4 pixels, 4 characters by 2 lines) beside each contact that has a photo, in 24-bit colour when $COLORTERM is truecolor or 24bit, else the 256-colour palette; the next page's photos are decoded while a page prints, and thumbnails are kept in the store so the next listing decodes nothing. With NO_COLOR set or TERM=dumb there are no avatars: the listing is printed without them.
                """
        )

        enum SortField: String, ExpressibleByArgument, CaseIterable {
            case manual, family, given
        }

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Argument(
            help: ArgumentHelp(
                "Words to filter by (any field: name, email, note, address and more; phone digits).", valueName: "query"
            ))
        var query: [String] = []

        @Flag(help: "Sort by name instead of your manual order.")
        var sorted = false

        @Option(
            help: ArgumentHelp(
                "Sort by family or given name first (implies --sorted), or keep your manual order.", valueName: "field")
        )
        var by: SortField?

        @Flag(help: "Group the sorted list under A–Z and # headers, with a count for each; implies --sorted.")
        var sections = false

        // `.unconditional`: `--limit -1` reaches validate() and its message, rather than being taken
        // for an option and reported as a missing value.
        @Option(parsing: .unconditional, help: ArgumentHelp("At most this many contacts.", valueName: "n"))
        var limit: Int?

        @Option(parsing: .unconditional, help: ArgumentHelp("Skip this many contacts first.", valueName: "n"))
        var offset: Int = 0

        @Flag(help: "Only contacts with a photo.")
        var hasPhoto = false

        @Option(
            help: ArgumentHelp(
                "Only contacts imported from this source (`contacts sources` lists them).", valueName: "name"))
        var source: String?

        @Option(
            name: .customLong("category"),
            help: ArgumentHelp(
                "Only contacts in this category; repeat for any of several (`contacts categories` lists them).",
                valueName: "name"))
        var categories: [String] = []

        @Option(help: ArgumentHelp("Only the members of this group card.", valueName: "name"))
        var group: String?

        @Option(
            help: ArgumentHelp(
                "The table's columns, comma-separated: \(TableColumn.allCases.map(\.rawValue).joined(separator: ", ")).",
                valueName: "list"))
        var columns: String?

        @Flag(help: "One JSON object per line.")
        var json = false

        @Flag(help: "A small avatar beside each contact with a photo (none with NO_COLOR or TERM=dumb).")
        var photos = false

        func validate() throws {
            if let limit, limit < 0 { throw ValidationError("--limit must be positive (or 0), not \(limit)") }
            if offset < 0 { throw ValidationError("--offset must be positive (or 0), not \(offset)") }
            if by == .manual, sorted || sections {
                throw ValidationError("--by manual is your order: it cannot be --sorted or in --sections")
            }
            if let columns { _ = try Self.columns(columns) }
            if sections, json {
                throw ValidationError("--sections is for the human listing; --json rows carry no headers")
            }
            if photos, json {
                throw ValidationError(
                    "--photos is for the human listing; --json rows carry hasPhoto (write photos with `contacts photo N --output FILE`)"
                )
            }
        }

        /// The order: `--by`, else `--sorted`/`--sections` (by the sort setting's name order), else the sort setting.
        var order: ListRequest.Order {
            let configured = Configuration.effective.sort.value
            switch by
                ?? (sorted || sections
                    ? (configured == .given ? .given : .family) : SortField(rawValue: configured.rawValue)!)
            {
            case .manual: return .manual
            case .family: return .familyName
            case .given: return .givenName
            }
        }

        var request: ListRequest {
            let words = query.joined(separator: " ")
            return ListRequest(
                order: order, query: words.isEmpty ? nil : words, source: source, hasPhoto: hasPhoto,
                categories: categories, group: group, limit: limit, offset: offset)
        }

        /// `--columns`, read as the `columns` setting is.
        static func columns(_ text: String) throws -> [TableColumn] {
            do {
                return try TableColumn.parse(text.split(separator: ",").map(String.init), where: "--columns")
            } catch let error as ConfigurationError {
                throw ValidationError(error.localizedDescription)
            }
        }

        func run() async throws {
            let store = try storeOptions.openExisting()
            let request = self.request
            try FilterNames.check(request, in: store)
            pagerOptions.start()
            let output = StandardOutput()
            if json {
                try store.list(request, includeRawContacts: true) {
                    try output.write(ContactJSON.object($0.contact).line)
                }
                try output.flush()
                return
            }
            let total = try store.count()
            let avatars = photos && PhotoDrawing.allowed(explicitly: true)
            let shown = try columns.map(Self.columns) ?? Configuration.effective.columns.value
            let counts = sections ? Dictionary(try store.sectionCounts(request), uniquingKeysWith: +) : nil
            let printed: Int
            if avatars {
                let table = ContactTable(
                    output: output, layout: .aligned(width: Terminal.width - PhotoDrawing.avatarSide - 1, sample: []),
                    maxPosition: total, columns: shown)
                printed = try await listWithAvatars(store, request, table: table, counts: counts, output: output)
            } else {
                printed = try list(store, request, columns: shown, maxPosition: total, counts: counts, output: output)
            }
            try output.flush()
            if printed == 0 { explainEmpty(total: total) }
        }

        /// How many rows the columns of a terminal listing are sized from.
        static let sampleSize = 1_000

        /// The listing without avatars, streamed as it is read: to a pipe or a file, tab-separated;
        /// on a terminal, aligned in columns sized from the first ``sampleSize`` rows (held back
        /// until they are read, then printed with the rest as they come).
        /// - Returns: how many contacts were printed.
        private func list(
            _ store: ContactStore, _ request: ListRequest, columns: [TableColumn], maxPosition: Int,
            counts: [String: Int]?, output: StandardOutput
        ) throws -> Int {
            guard Terminal.isTerminal(.standardOutput) else {
                var rows = ListingRows(
                    table: ContactTable(
                        output: output, layout: .tabSeparated, maxPosition: maxPosition, columns: columns),
                    output: output, sectionCounts: counts)
                try store.list(request) { try rows.print($0) }
                return rows.printed
            }
            var held: [ListedContact] = []
            var rows: ListingRows?
            func start() throws {
                let table = ContactTable(
                    output: output, layout: .aligned(width: Terminal.width, sample: held.map(\.contact)),
                    maxPosition: maxPosition, columns: columns)
                rows = ListingRows(table: table, output: output, sectionCounts: counts)
                for listed in held { try rows?.print(listed) }
                held = []
            }
            try store.list(request) { listed in
                guard rows == nil else { return try rows!.print(listed) }
                held.append(listed)
                if held.count == Self.sampleSize { try start() }
            }
            if rows == nil { try start() }
            return rows?.printed ?? 0
        }

        private func explainEmpty(total: Int) {
            guard Terminal.isTerminal(.standardError) else { return }
            if total == 0 {
                StandardError.write("the address book is empty: import cards with `contacts import FILE.vcf`\n")
            } else {
                StandardError.write("no contact matches (\(total) in the address book)\n")
            }
        }
    }
}
