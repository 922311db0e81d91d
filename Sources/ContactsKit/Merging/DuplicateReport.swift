/// What `contacts duplicates` shows: the contacts made of several raw contacts, with the evidence
/// that linked them, and the pairs of contacts that might be one person but were not linked.
public struct DuplicateReport: Sendable, Hashable {
    /// Contacts with two or more raw contacts, in manual order.
    public var linked: [LinkedContact]
    /// Pairs of contacts with weak evidence (or strong evidence overruled by a conflict elsewhere
    /// in a group), in the manual order of their first contact.
    public var suggestions: [SuggestedLink]

    public init(linked: [LinkedContact] = [], suggestions: [SuggestedLink] = []) {
        self.linked = linked
        self.suggestions = suggestions
    }
}

/// A unified contact made of several raw contacts, and why they were linked.
public struct LinkedContact: Sendable, Hashable {
    /// The contact, its ``Contact/rawContacts`` filled.
    public var contact: Contact
    /// The links made between its raw contacts (automatically or by the user).
    public var links: [RawLink]

    public init(contact: Contact, links: [RawLink]) {
        self.contact = contact
        self.links = links
    }
}

/// A link between two raw contacts, with its evidence.
public struct RawLink: Sendable, Hashable {
    public var from: RawContactReference
    public var to: RawContactReference
    public var evidence: LinkEvidence

    public init(from: RawContactReference, to: RawContactReference, evidence: LinkEvidence) {
        self.from = from
        self.to = to
        self.evidence = evidence
    }
}

/// Two contacts that might be one person; `contacts link` joins them.
public struct SuggestedLink: Sendable, Hashable {
    /// The two contacts, earlier position first.
    public var contacts: [Contact]
    public var evidence: LinkEvidence

    public init(contacts: [Contact], evidence: LinkEvidence) {
        self.contacts = contacts
        self.evidence = evidence
    }
}
