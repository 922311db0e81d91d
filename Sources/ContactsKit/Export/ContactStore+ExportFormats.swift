import VCard

extension ContactStore {
    /// Writes contacts in another address book's format: each contact's merged card (as
    /// ``export(_:version:raw:write:)`` makes it) read into the fields the format holds, in manual
    /// order (or the order given).
    ///
    /// - CSV: Google Contacts' header (its `Name`, `Given Name`, `E-mail 1 - Type` generation), one
    ///   row a contact; written once every contact is read, its numbered columns fitting the
    ///   contact with the most values.
    /// - LDIF: Thunderbird's attributes (`mozillaAbPersonAlpha`), a unique `dn` an entry.
    /// - abook: its `addressbook` file, which `abook --datafile FILE` opens.
    /// - mutt: `alias` lines with unique keys, an alias an email (a contact without one is left out).
    ///
    /// ```swift
    /// try store.export(nil, as: .ldif) { bytes in try output.write(bytes: bytes) }
    /// ```
    /// - Parameters:
    ///   - references: The contacts to export, in the order given; nil for all.
    ///   - format: The format; `.vcard` writes vCard 3.0 as ``export(_:version:raw:write:)`` does.
    ///   - write: Receives the bytes of the file, a piece at a time.
    /// - Returns: How many contacts were written, and how many stored cards could not be read.
    @discardableResult
    public func export(
        _ references: [ContactReference]?, as format: ImportFormat, write: ([UInt8]) throws -> Void
    ) throws -> ExportSummary {
        switch format {
        case .vcard:
            return try export(references, write: write)
        case .csv:
            var contacts: [PortableContact] = []
            let summary = try exportContacts(references) { contacts.append($0) }
            try write(GoogleCSVWriter.file(contacts))
            return summary
        case .ldif:
            var writer = LDIFWriter()
            try write(LDIFWriter.start)
            return try exportContacts(references) { try write(writer.entry($0)) }
        case .abook:
            var writer = AbookWriter()
            try write(AbookWriter.start)
            return try exportContacts(references) { try write(writer.entry($0)) }
        case .mutt:
            var writer = MuttAliasWriter()
            return try exportContacts(references) { try write(writer.entry($0)) }
        }
    }

    /// Each exported contact's merged card as a ``PortableContact``.
    private func exportContacts(
        _ references: [ContactReference]?, _ body: (PortableContact) throws -> Void
    ) throws -> ExportSummary {
        try export(references, version: .v4_0) { bytes in
            for entry in VCardReader(bytes: bytes) {
                if let card = entry.card { try body(PortableContact(card: card)) }
            }
        }
    }
}
