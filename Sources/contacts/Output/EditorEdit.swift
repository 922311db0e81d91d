import ContactsKit

/// A contact edited in the user's editor, as `contacts edit` and `browse`'s `e` do it: the
/// contact's template (``ContactTemplate``) in an ``EditorSession``, its changes stored only if
/// nobody changed the contact meanwhile (its version), and the file removed once they are.
enum EditorEdit {
    enum Outcome {
        /// The changes were stored: the contact as it is now, and what changed.
        case edited(Contact, [FieldChange])
        /// Saved unchanged, emptied, or without a difference: nothing to store.
        case unchanged
        /// The store refused the changes (the contact changed meanwhile, a bad value); the text
        /// stays in `keptIn`.
        case refused(any Error, keptIn: String)
        /// The editor failed, or the user gave up; the file holding their text, if any.
        case abandoned(reason: String, keptIn: String?)
    }

    /// Edits the contact `reference` of `store` in the editor.
    static func run(_ store: ContactStore, _ reference: ContactReference) throws -> Outcome {
        let snapshot = try store.editable(reference)
        let session = try EditorSession(text: ContactTemplate.render(snapshot.editable), purpose: "edit")
        switch session.run({ text throws(ContactTemplate.Problem) in
            try ContactTemplate.parse(text, original: snapshot.editable)
        }) {
        case .read(let edited):
            let edits = snapshot.editable.changes(to: edited)
            guard !edits.isEmpty else {
                session.finish()
                return .unchanged
            }
            do {
                let contact = try store.edit(.id(snapshot.contact.id), edits, expecting: snapshot.version)
                session.finish()
                return .edited(contact, edits)
            } catch {
                return .refused(error, keptIn: session.path)
            }
        case .unchanged, .empty:
            return .unchanged
        case .abandoned(let reason, let kept):
            return .abandoned(reason: reason, keptIn: kept ? session.path : nil)
        }
    }
}
