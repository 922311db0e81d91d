/// Where a person, a company or a telephone number is: decides number plans, address layouts and
/// the country names each source writes.
enum Country: Sendable, Hashable, CaseIterable {
    case us, uk, de, fr, es

    /// The international calling code, without `+`.
    var callingCode: String {
        switch self {
        case .us: "1"
        case .uk: "44"
        case .de: "49"
        case .fr: "33"
        case .es: "34"
        }
    }

    /// The trunk prefix dialled before a national number (`0`; none in the US and Spain).
    var trunkPrefix: String {
        switch self {
        case .us, .es: ""
        case .uk, .de, .fr: "0"
        }
    }

    /// The country as iCloud writes it in an address.
    var iCloudName: String {
        switch self {
        case .us: "United States"
        case .uk: "United Kingdom"
        case .de: "Germany"
        case .fr: "France"
        case .es: "Spain"
        }
    }

    /// The country as Google Contacts writes it.
    var googleName: String {
        switch self {
        case .us: "USA"
        case .uk: "UK"
        case .de: "Germany"
        case .fr: "France"
        case .es: "Spain"
        }
    }

    /// The country as Outlook writes it (often in the local language).
    var outlookName: String {
        switch self {
        case .us: "United States of America"
        case .uk: "United Kingdom"
        case .de: "Deutschland"
        case .fr: "France"
        case .es: "España"
        }
    }
}
