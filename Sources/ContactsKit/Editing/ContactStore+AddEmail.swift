import GRDB
import VCard

/// What ``ContactStore/addEmail(_:name:)`` did.
public enum AddedEmail: Sendable, Hashable {
    /// A contact has the address already: nothing changed.
    case alreadyKnown(Contact)
    /// The address was added to the one contact with that name.
    case addedTo(Contact)
    /// No contact had that name: a new one was made.
    case created(Contact)
}

extension ContactStore {
    /// Adds a mail's sender, as mutt users bind `contacts add-email`: to the one contact whose name
    /// is `name` (case and accents ignored), or as a new contact; nothing when a contact already
    /// has the address.
    ///
    /// A display name written family name first (`"Doe, John"`) is the name `John Doe`
    /// (`StructuredName/readingOrder(_:)`): a new contact's `FN` reads given name first and its `N`
    /// is `Doe;John`; the contact looked for is John Doe (else one named `Doe, John`).
    /// - Parameters:
    ///   - address: The email address.
    ///   - name: The sender's display name; may be empty.
    /// - Throws: ``ContactStoreError/ambiguousReference(_:candidates:)`` when several contacts have
    ///   that name; ``ContactStoreError/invalidValue(field:value:reason:)`` for an address without @.
    public func addEmail(_ address: String, name: String) throws -> AddedEmail {
        let address = address.trimmed
        try CardEditor.validate(.addEmail(LabeledText(label: "other", value: address)))
        let written = name.trimmed
        let name = StructuredName.readingOrder(written)
        enum Found { case known(ContactRowID), named(ContactRowID), none }
        let found: Found = try read { db in
            if let id = try Self.contacts(withEmail: address, db).first { return .known(id) }
            var named = name.isEmpty ? [] : try Self.contacts(named: name, db)
            if named.isEmpty, written != name { named = try Self.contacts(named: written, db) }
            if named.count > 1 {
                throw ContactStoreError.ambiguousReference(
                    name,
                    candidates: try named.prefix(ReferenceLookup.candidateLimit)
                        .map { try ReferenceLookup.summary($0, db) })
            }
            return named.first.map(Found.named) ?? .none
        }
        switch found {
        case .known(let id):
            return .alreadyKnown(try contact(.id(try uuid(of: id))))
        case .named(let id):
            return .addedTo(try edit(.id(try uuid(of: id)), [.addEmail(LabeledText(label: "other", value: address))]))
        case .none:
            var editable = EditableContact(
                formattedName: name.isEmpty ? address : name, emails: [LabeledText(label: "other", value: address)])
            if !name.isEmpty { editable.name = StructuredName(splitting: written) }
            return .created(try add(editable.card))
        }
    }

    /// The contacts with this email address (case ignored): candidates from the search index,
    /// checked against their emails.
    static func contacts(withEmail address: String, _ db: Database) throws -> [ContactRowID] {
        guard let match = try SearchQuery.matchExpression(address, scope: .identity, db) else { return [] }
        let wanted = MatchProfile.email(address)
        return try ContactSearchRecord.ids(matching: match, limit: 1_000, db).filter { id in
            try ContactRecord.listed(id: id, db)?.contact.emails.contains { MatchProfile.email($0.value) == wanted }
                ?? false
        }
    }

    /// The contacts whose name is `name`, case, accents and spacing ignored.
    static func contacts(named name: String, _ db: Database) throws -> [ContactRowID] {
        guard let match = try SearchQuery.matchExpression(name, scope: .identity, db) else { return [] }
        let wanted = SortKey.fold(name, padDigits: false)
        return try ContactSearchRecord.ids(matching: match, limit: 1_000, db).filter { id in
            guard let contact = try ContactRecord.listed(id: id, db)?.contact else { return false }
            return SortKey.fold(contact.displayName, padDigits: false) == wanted
        }.sorted()
    }
}
