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
    /// Their name in its own script, for a person of a culture that writes one.
    var native: NativeName?
    /// The one source their one card goes to (``HardNegativeKind/sameFileNamesakes``), else nil.
    var onlySource: Source?

    /// `Given Family`, or the organisation's name.
    var fullName: String { isOrganization ? given : given + " " + family }
}

/// A person's name in its own script, beside the Latin spelling in ``Person/given`` and ``Person/family``.
struct NativeName: Sendable {
    var given: ScriptName
    var family: ScriptName
    var names: ScriptNames

    /// The native name of `given family` in the culture's script, or nil when the culture writes
    /// none or the name is not one of its names (a name borrowed from another culture).
    init?(given: String, family: String, in culture: Culture) {
        guard let names = culture.script, let givenName = names.given.first(where: { $0.latin[0] == given }),
            let familyName = names.family.first(where: { $0.latin[0] == family })
        else { return nil }
        (self.given, self.family, self.names) = (givenName, familyName, names)
    }

    /// `鈴木陽菜`, `Nguyễn Văn An`, `Юлия Щербакова`: as the script writes the full name.
    var formatted: String {
        guard names.familyFirst else { return given.native + " " + family.native }
        return family.native + (names.runTogether ? "" : " ") + given.native
    }
}
