import VCard

/// One change to a contact's fields, as `contacts edit` makes them from its flags or from the
/// edited template (``EditableContact/changes(to:)``), applied by ``ContactStore/edit(_:_:expecting:)``.
///
/// Values are compared normalised, as the merged view de-duplicates them (`CardMerger/valueKey(_:)`:
/// the case of an email, the punctuation of a phone number do not count). Removing a value removes
/// it from every card of the contact that holds it; setting a single-valued field sets it in every
/// card that has it, or, when none has, in the contact's local card; adding a value adds it to the
/// contact's card of a remote when it has one (so that `contacts sync` sends it), else to the local
/// card (made on first need, and kept together with the contact's other cards). Removing a
/// value no card holds, or adding one a card holds, is an error that changes nothing.
public enum FieldChange: Sendable, Hashable {
    /// `FN` and `N` (an empty formatted name is refused).
    case setName(formatted: String, structured: StructuredName)
    /// `FN` as written and `N` read from it (`StructuredName/init(splitting:keepingHonorificsOf:)`):
    /// the contact's honorific prefix and suffix stay unless the new name gives its own (an empty
    /// name is refused). What `contacts edit --set-name` asks for.
    case rename(String)
    case addEmail(LabeledText)
    case removeEmail(String)
    case addPhone(LabeledText)
    case removePhone(String)
    /// `ORG` (the organisation's name; nil or empty removes it).
    case setOrganization(String?)
    /// `TITLE` (nil or empty removes it).
    case setTitle(String?)
    /// `BDAY` (nil removes it).
    case setBirthday(VCardDate?)
    case addCategory(String)
    case removeCategory(String)
    /// Every `NOTE`, as one (nil or empty removes them).
    case setNote(String?)
    case addURL(LabeledText)
    case removeURL(String)
    case addAddress(Address)
    case removeAddress(Address)
    /// `NICKNAME` (one property listing them; none or empty removes it).
    case setNicknames([String])
    /// `ANNIVERSARY` (nil removes it), by the rules of a birthday.
    case setAnniversary(VCardDate?)
    /// An `IMPP` URI (`xmpp:ann@example.com`).
    case addIM(LabeledText)
    case removeIM(String)
    /// A `RELATED` person, the label its kind (`spouse`, `child`, `friend`, …: ``FieldRules/relations``,
    /// written as `TYPE`; another label is the user's own).
    case addRelated(LabeledText)
    case removeRelated(String)
    /// The emails named first, in this order, the rest after them as they were: the first is the
    /// preferred one (`PREF=1`, the only email of the contact with a preference). Each value must be
    /// one of the contact's.
    case orderEmails([String])
    /// The phone numbers named first, as ``orderEmails(_:)`` orders emails.
    case orderPhones([String])
}

extension FieldChange: CustomStringConvertible {
    /// The change in a few words, for the change log: `add phone +44 20 7946 0000`.
    public var description: String {
        switch self {
        case .setName(let formatted, _), .rename(let formatted): return "name \(formatted)"
        case .addEmail(let email): return "add email \(email.value)"
        case .removeEmail(let email): return "remove email \(email)"
        case .addPhone(let phone): return "add phone \(phone.value)"
        case .removePhone(let phone): return "remove phone \(phone)"
        case .setOrganization(let organization):
            return (organization ?? "").isEmpty ? "remove organization" : "organization \(organization!)"
        case .setTitle(let title): return (title ?? "").isEmpty ? "remove title" : "title \(title!)"
        case .setBirthday(let date):
            return date.map { "birthday \($0.isoString ?? $0.vCardValue)" } ?? "remove birthday"
        case .addCategory(let category): return "add category \(category)"
        case .removeCategory(let category): return "remove category \(category)"
        case .setNote(let note): return (note ?? "").isEmpty ? "remove note" : "note"
        case .addURL(let url): return "add URL \(url.value)"
        case .removeURL(let url): return "remove URL \(url)"
        case .addAddress(let address): return "add address \(address.street)"
        case .removeAddress(let address): return "remove address \(address.street)"
        case .setNicknames(let nicknames):
            return nicknames.isEmpty ? "remove nickname" : "nickname \(nicknames.joined(separator: ", "))"
        case .setAnniversary(let date):
            return date.map { "anniversary \($0.isoString ?? $0.vCardValue)" } ?? "remove anniversary"
        case .addIM(let im): return "add IM \(im.value)"
        case .removeIM(let im): return "remove IM \(im)"
        case .addRelated(let related): return "add related \(related.value)"
        case .removeRelated(let related): return "remove related \(related)"
        case .orderEmails(let emails):
            return emails.count == 1 ? "prefer email \(emails[0])" : "order emails \(emails.joined(separator: ", "))"
        case .orderPhones(let phones):
            return phones.count == 1 ? "prefer phone \(phones[0])" : "order phones \(phones.joined(separator: ", "))"
        }
    }
}
