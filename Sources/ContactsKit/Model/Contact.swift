/// A unified contact: the merged view of the raw contacts (imported cards) linked into it, as
/// listings and ``ContactStore/contact(_:)`` return it.
public struct Contact: Sendable, Hashable, Codable {
    /// The manual-order position (1-based), as printed in the `#` column.
    public var position: Int
    /// The stable id (a UUID string).
    public var id: String
    /// The name to show: FN, else one composed from N, else nickname, organisation, email or phone.
    public var displayName: String
    public var givenName: String
    public var familyName: String
    public var middleName: String
    public var namePrefix: String
    public var nameSuffix: String
    public var nickname: String
    public var organization: String
    public var jobTitle: String
    /// Emails, merged, without duplicates.
    public var emails: [LabeledText]
    /// Telephone numbers as written, merged, without duplicates.
    public var phones: [LabeledText]
    public var addresses: [Address]
    /// `YYYY-MM-DD`, or `--MM-DD` when the year is unknown.
    public var birthday: String?
    public var note: String
    public var hasPhoto: Bool
    /// The content hash (SHA-256) of the photo it shows, the key of its thumbnails; nil without a photo.
    public var photoHash: [UInt8]?
    /// The raw (imported) contacts this contact is made of.
    public var rawContacts: [RawContactReference]
    /// The categories (`CATEGORIES`) of its cards, by folded name; filled by ``ContactStore/contact(_:)``
    /// and by listings that ask for them.
    public var categories: [String]

    /// Creates a contact.
    public init(
        position: Int, id: String, displayName: String, givenName: String = "", familyName: String = "",
        middleName: String = "", namePrefix: String = "", nameSuffix: String = "", nickname: String = "",
        organization: String = "", jobTitle: String = "", emails: [LabeledText] = [], phones: [LabeledText] = [],
        addresses: [Address] = [], birthday: String? = nil, note: String = "", hasPhoto: Bool = false,
        rawContacts: [RawContactReference] = [], photoHash: [UInt8]? = nil, categories: [String] = []
    ) {
        self.position = position
        self.id = id
        self.displayName = displayName
        self.givenName = givenName
        self.familyName = familyName
        self.middleName = middleName
        self.namePrefix = namePrefix
        self.nameSuffix = nameSuffix
        self.nickname = nickname
        self.organization = organization
        self.jobTitle = jobTitle
        self.emails = emails
        self.phones = phones
        self.addresses = addresses
        self.birthday = birthday
        self.note = note
        self.hasPhoto = hasPhoto
        self.rawContacts = rawContacts
        self.photoHash = photoHash
        self.categories = categories
    }
}

/// An email or telephone number with its label (`home`, `work`, `mobile`, …, or the user's own).
public struct LabeledText: Sendable, Hashable, Codable {
    public var label: String
    public var value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// A postal address: the parts of a vCard `ADR`, with its label.
public struct Address: Sendable, Hashable, Codable {
    public var label: String
    public var poBox: String
    public var extended: String
    public var street: String
    public var locality: String
    public var region: String
    public var postalCode: String
    public var country: String

    public init(
        label: String, poBox: String = "", extended: String = "", street: String = "", locality: String = "",
        region: String = "", postalCode: String = "", country: String = ""
    ) {
        self.label = label
        self.poBox = poBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
    }
}

/// One imported card behind a unified contact.
public struct RawContactReference: Sendable, Hashable, Codable {
    /// The raw contact's id (a UUID string).
    public var id: String
    /// The source it was imported from: the import's `source`, by default the input's
    /// ``ImportInput/defaultSource`` (the file's base name).
    public var source: String
    /// The card's UID, or "" when it had none.
    public var uid: String

    public init(id: String, source: String, uid: String) {
        self.id = id
        self.source = source
        self.uid = uid
    }
}
