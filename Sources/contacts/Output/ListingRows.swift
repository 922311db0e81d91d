import ContactsKit

/// The human listing, row by row: the table's header before the first row, or with `--sections` a
/// heading (with its count) before each section's first row, then the row itself. Shared by the
/// plain listing and the one with avatars.
struct ListingRows {
    let table: ContactTable
    let output: StandardOutput
    /// Contacts per section when listing in sections; nil for one table under a header.
    let sectionCounts: [String: Int]?
    /// What stands before the header's first column (blank room for the avatars).
    let headerLeading: String
    private var currentSection: String?
    /// How many rows were printed.
    private(set) var printed = 0

    init(table: ContactTable, output: StandardOutput, sectionCounts: [String: Int]?, headerLeading: String = "") {
        self.table = table
        self.output = output
        self.sectionCounts = sectionCounts
        self.headerLeading = headerLeading
    }

    /// Prints `listed`, after the header or its section's heading when it comes first.
    mutating func print(_ listed: ListedContact, leading: String = "") throws {
        if let sectionCounts {
            if listed.section != currentSection {
                if currentSection != nil { try output.write("\n") }
                currentSection = listed.section
                try table.section(listed.section, count: sectionCounts[listed.section] ?? 0)
            }
        } else if printed == 0 {
            try table.header(leading: headerLeading)
        }
        try table.row(listed.contact, leading: leading)
        printed += 1
    }
}
