import VCard

/// A contact in full, for `contacts show`: the merged card (the union of its cards' properties,
/// `CardMerger`) and every property of it as a labelled ``CardField``, with a group card's
/// members and the groups naming the contact resolved to contacts.
///
/// ```swift
/// let card = try store.card(.position(7))
/// for field in card.fields { print(field.name, field.label, field.value) }
/// ```
public struct ContactCard: Sendable {
    /// The contact as listings give it, with its raw contacts and categories.
    public var contact: Contact
    /// The merged card (vCard 4.0 properties), every imported property kept.
    public var card: VCard
    /// `individual`, `group`, `org` or `location` (`KIND`; `individual` when the card says nothing).
    public var kind: String
    /// Every property worth showing, in ``CardField/Kind`` order, then card order.
    public var fields: [CardField]
    /// The postal addresses, in card order.
    public var addresses: [CardAddress]
    /// A group card's members, in the card's order.
    public var members: [GroupMember]
    /// The group cards naming this contact as a member, by position.
    public var groups: [Contact]

    /// Properties that are bookkeeping, or shown elsewhere: the name and heading (`FN`, `N`),
    /// categories, members and kind, the photo line, UIDs (in the sources line), Apple's labels
    /// and country codes (applied to the properties they label), revision and product ids.
    static let hidden: Set<String> = [
        "FN", "N", "CATEGORIES", "MEMBER", "X-ADDRESSBOOKSERVER-MEMBER", "KIND", "X-ADDRESSBOOKSERVER-KIND", "PHOTO",
        "UID", "X-ABUID", "X-ABLABEL", "X-ABADR", "X-ABSHOWAS", "PRODID", "REV", "CLIENTPIDMAP", "VERSION",
    ]

    /// The detail of `card`, the merged card of `contact`.
    ///
    /// - Parameter resolve: The contact whose card has a UID (a `RELATED` or `MEMBER` value); nil
    ///   when none has.
    init(contact: Contact, card: VCard, members: [GroupMember], groups: [Contact], resolve: (String) -> Contact?) {
        self.contact = contact
        self.card = card
        kind = card.kind ?? "individual"
        self.members = members
        self.groups = groups
        var fields: [CardField] = []
        var addresses: [CardAddress] = []
        var firstOrganization = true, firstTitle = true
        let written = Self.writtenLabels(card)
        for (offset, property) in card.properties.enumerated()
        where !Self.hidden.contains(property.name) && !property.value.isEmpty {
            switch property.name {
            case "LABEL" where written.labels.contains(offset):
                continue  // shown as the lines of its address
            case "ORG":
                let parts = property.components.map(\.trimmed).filter { !$0.isEmpty }
                guard !parts.isEmpty else { continue }
                // The first organisation is in the heading, with its units; another is a field.
                if firstOrganization {
                    firstOrganization = false
                    continue
                }
                fields.append(
                    CardField(kind: .organization, name: "organization", value: parts.joined(separator: ", ")))
            case "TITLE":
                if firstTitle { firstTitle = false; continue }
                fields.append(CardField(kind: .title, name: "title", value: property.text.trimmed))
            case "NICKNAME":
                for nickname in TextValues.list(property) {
                    fields.append(CardField(kind: .nickname, name: "nickname", value: nickname))
                }
            case "ADR":
                let address = Self.address(property, in: card, label: written.byAddress[offset])
                guard !address.lines.isEmpty else { continue }
                addresses.append(address)
                fields.append(
                    CardField(
                        kind: .address, name: "address", label: address.label,
                        value: address.lines.joined(separator: "\n")))
            default:
                if let field = PropertyNames.field(property, in: card, resolve: resolve) { fields.append(field) }
            }
        }
        if !contact.categories.isEmpty {
            fields.append(
                CardField(kind: .categories, name: "categories", value: contact.categories.joined(separator: ", ")))
        }
        if !groups.isEmpty {
            fields.append(
                CardField(kind: .groups, name: "groups", value: groups.map(\.displayName).joined(separator: ", ")))
        }
        self.fields = fields.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }.map(
            \.element)
        self.addresses = addresses
    }

    /// The heading under the name: the first title and the first organisation with its units.
    public var heading: String {
        let organization = card.property(named: "ORG").map { $0.components.map(\.trimmed).filter { !$0.isEmpty } } ?? []
        return ([card.title?.trimmed ?? ""] + organization).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The address to print on a label: the one labelled `label` (case ignored) when given, else
    /// the preferred one, else the first; nil when there is none.
    public func address(labelled label: String? = nil) -> CardAddress? {
        if let label { return addresses.first { $0.label.lowercased() == label.lowercased() } }
        return addresses.first(where: \.isPreferred) ?? addresses.first
    }

    /// A 3.0 card's `LABEL` properties matched to its addresses as a 4.0 conversion attaches them:
    /// each to the first `ADR` of the same types and group not yet labelled.
    /// - Returns: the label's text by the address's index, and the indexes of the labels used.
    private static func writtenLabels(_ card: VCard) -> (byAddress: [Int: String], labels: Set<Int>) {
        var byAddress: [Int: String] = [:], labels = Set<Int>()
        for (labelOffset, label) in card.properties.enumerated()
        where label.name == "LABEL" && !label.text.trimmed.isEmpty {
            let types = Set(label.types)
            let match = card.properties.indices.first {
                let address = card.properties[$0]
                return address.name == "ADR" && address.parameter("LABEL") == nil && byAddress[$0] == nil
                    && Set(address.types) == types && address.group?.lowercased() == label.group?.lowercased()
            }
            guard let match else { continue }
            byAddress[match] = label.text
            labels.insert(labelOffset)
        }
        return (byAddress, labels)
    }

    private static func address(_ property: VCardProperty, in card: VCard, label: String? = nil) -> CardAddress {
        let parts = property.components
        func part(_ index: Int) -> String { index < parts.count ? parts[index].trimmed : "" }
        let country = property.group.flatMap { group in
            card.properties.first { $0.name == "X-ABADR" && $0.group?.lowercased() == group.lowercased() }?.text
        }
        // 4.0's parameter breaks lines with ^n (RFC 6868), or with \n as RFC 6350's own example does.
        let parameter = property.parameter("LABEL")?.first
            .map { $0.replacing("\\n", with: "\n").replacing("\\N", with: "\n") }
        let written = (parameter ?? label)?.trimmed ?? ""
        let lines =
            !written.isEmpty
            ? written.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map { String($0).trimmed }
            : AddressFormat.lines(
                poBox: part(0), extended: part(1), street: part(2), locality: part(3), region: part(4),
                postalCode: part(5), country: part(6), countryCode: country)
        let preferred = property.preference == 1 || property.types.contains("pref")
        return CardAddress(label: card.label(of: property), lines: lines, isPreferred: preferred)
    }
}
