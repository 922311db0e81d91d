/// One real person (or an organisation's own card): everything any source might know about them.
/// Each card of the person is a subset of this, written in its source's style.
struct Person: Sendable {
    var id: Int
    /// The formal given name (`Robert`); the organisation's name for an organisation.
    var given: String
    var family: String
    /// Whether this is an organisation's own card (FN and ORG only).
    var isOrganization = false
    var company: Company?
    var department: String?
    var title: String?
    var emails: [Email] = []
    var phones: [Phone] = []
    var place: Place?
    var birthday: Birthday?
    /// Whether some card of theirs has a photo.
    var hasPhoto = false
    /// Free text, with commas, semicolons and line breaks that need escaping.
    var note: String?
    var url: String?
    /// Where they live (numbers and addresses follow it).
    var country: Country
    /// The hard-negative group kind they belong to, if any.
    var hardNegative: HardNegativeKind?
    /// The one source their one card goes to (``HardNegativeKind/sameFileNamesakes``), else nil.
    var onlySource: Source?

    /// `Given Family`, or the organisation's name.
    var fullName: String { isOrganization ? given : given + " " + family }
}
