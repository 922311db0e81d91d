/// Which cards of a person carry which details, for each kind of evidence (see ``LinkEvidence``).
struct CopyRules {
    var keyEmailOnAll = false
    var keyPhoneOnAll = false
    /// Whether numbers and addresses shared with other people are on every card.
    var sharedOnAll = false
    var emails = AttributeRule.each(0.9)
    var phones = AttributeRule.each(0.9)
    var organization = AttributeRule.all
    var place = AttributeRule.each(0.7)
    var birthday = AttributeRule.each(0.7)
    /// Note and URL.
    var extras = AttributeRule.all

    /// - Parameter trap: For a person with one card, a hard-negative group's likeness is always on it
    ///   (a trap nobody can see is no trap).
    init(_ evidence: LinkEvidence?, trap: HardNegativeKind?) {
        guard let evidence else {
            sharedOnAll = true
            if trap == .twins { birthday = .all }
            if trap == .family || trap == .twins { place = .all }
            return
        }
        switch evidence {
        case .sharedUID:
            (emails, phones, place, birthday) = (.all, .all, .all, .all)
        case .email, .phone, .emailAndPhone:
            keyEmailOnAll = evidence != .phone
            keyPhoneOnAll = evidence != .email
            emails = evidence == .phone ? .one(0.8) : .each(0.5)
            phones = evidence == .email ? .one(0.8) : .each(0.5)
            (organization, place, birthday, extras) = (.each(0.6), .each(0.5), .each(0.5), .one(0.6))
        case .nameAndOrganization, .nameAndBirthday, .nameAndAddress, .nameOnly:
            (emails, phones, extras) = (.one(0.8), .one(0.8), .one(0.6))
            organization = evidence == .nameAndOrganization ? .all : .one(0.7)
            birthday = evidence == .nameAndBirthday ? .all : .one(0.6)
            place = evidence == .nameAndAddress ? .all : .one(0.6)
        }
    }
}
