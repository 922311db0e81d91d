/// What `contacts duplicates` shows: how many contacts were linked from several raw contacts and how
/// many might be one person, with as many of each as were asked for.
public struct DuplicateReport: Sendable, Hashable {
    /// How many contacts are made of two raw contacts or more.
    public var linkedContacts: Int
    /// How many raw contacts those contacts are made of.
    public var linkedCards: Int
    /// How many pairs of contacts might be one person (those in some group).
    public var suggestionCount: Int
    /// How many groups those pairs make: contacts joined by suggestions, directly or through one
    /// another, are one group (one person, perhaps), of at most 20 contacts.
    public var suggestedPeople: Int
    /// Linked contacts in manual order, as many as ``DuplicateRequest/linkedLimit`` allows.
    public var linked: [LinkedContact]
    /// Groups of suggestions, strongest first, as many as ``DuplicateRequest/suggestionLimit`` allows.
    public var suggestions: [SuggestionGroup]

    public init(
        linkedContacts: Int = 0, linkedCards: Int = 0, suggestionCount: Int = 0, suggestedPeople: Int = 0,
        linked: [LinkedContact] = [], suggestions: [SuggestionGroup] = []
    ) {
        self.linkedContacts = linkedContacts
        self.linkedCards = linkedCards
        self.suggestionCount = suggestionCount
        self.suggestedPeople = suggestedPeople
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

/// Contacts that suggestions join, directly or through one another: perhaps one person.
public struct SuggestionGroup: Sendable, Hashable {
    /// Its place among all groups, strongest first (1 is the strongest).
    public var rank: Int
    /// Its contacts: the earlier contact of its strongest suggestion first, then each contact after
    /// the one it is most strongly tied to, with that tie.
    public var members: [SuggestedMember]
    /// Every suggestion between its contacts, strongest first.
    public var links: [SuggestedLink]

    public init(rank: Int, members: [SuggestedMember], links: [SuggestedLink]) {
        self.rank = rank
        self.members = members
        self.links = links
    }

    /// Its contacts, in the order of ``members``.
    public var contacts: [Contact] { members.map(\.contact) }
    /// Its strongest suggestion's strength.
    public var strength: SuggestionStrength { links[0].strength }
    /// Its strongest suggestion's evidence.
    public var evidence: LinkEvidence { links[0].evidence }
}

/// A contact of a ``SuggestionGroup``.
public struct SuggestedMember: Sendable, Hashable {
    /// The contact, its ``Contact/rawContacts`` filled.
    public var contact: Contact
    /// Its strongest suggestion with a contact listed before it; nil for the group's first contact.
    public var tie: SuggestedLink?

    public init(contact: Contact, tie: SuggestedLink?) {
        self.contact = contact
        self.tie = tie
    }
}

/// Two contacts that might be one person; `contacts link` joins them.
public struct SuggestedLink: Sendable, Hashable {
    /// The two contacts, earlier position first.
    public var contacts: [Contact]
    /// The strongest evidence any two of their raw contacts give.
    public var evidence: LinkEvidence
    public var strength: SuggestionStrength

    public init(contacts: [Contact], evidence: LinkEvidence, strength: SuggestionStrength) {
        self.contacts = contacts
        self.evidence = evidence
        self.strength = strength
    }
}
