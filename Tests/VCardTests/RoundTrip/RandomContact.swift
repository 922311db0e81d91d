import PropertyBased
import Testing
import VCard

/// A random contact: typed fields full of awkward text, plus unknown properties, from which a
/// ``VCard`` in the reader's canonical form is built (``card``) and the typed view it should
/// give is predicted (``expected…`` members).
struct RandomContact: Sendable, CustomTestStringConvertible {
    /// An `EMAIL` or `TEL`.
    struct Labeled: Sendable {
        /// The value, trimmed (the typed view trims it).
        var value: String
        /// At most one TYPE value that names a label (`cell` → `mobile`, `home`, …).
        var labelType: String?
        /// TYPE values that name no label (`voice`, `internet`, an awkward `x-…`).
        var otherTypes: [String]
        /// The `PREF` value.
        var preference: Int?
        /// The property's group.
        var group: String?
        /// Apple's `X-ABLabel` for the group (telephones only; the group is then `itemN`).
        var appleLabel: AppleLabel?
        /// `X-` parameters besides TYPE and PREF (emails only).
        var extraParameters: [VCardParameter] = []
        /// Whether ``extraParameters`` come before TYPE and PREF (they always do when there is no TYPE,
        /// because the reader puts a lone PREF last).
        var extrasFirst = true

        /// The property, in canonical form.
        func property(_ name: String) -> VCardProperty {
            var property = VCardProperty.labeled(name, value: value, types: types, preference: preference, group: group)
            if extrasFirst || types.isEmpty {
                property.parameters = extraParameters + property.parameters
            } else {
                property.parameters += extraParameters
            }
            return property
        }

        /// The TYPE parameter's values, in canonical (lower-case, unique) form.
        var types: [String] {
            var seen = Set<String>()
            return ((labelType.map { [$0] } ?? []) + otherTypes).filter { seen.insert($0).inserted }
        }
    }

    /// An `X-ABLabel`: one of Apple's built-in labels or a custom one.
    enum AppleLabel: Sendable {
        /// `_$!<Mobile>!$_` and the like; the typed label is the lower-cased word.
        case builtIn(String)
        /// Free text, as the user typed it.
        case custom(String)

        /// The property value as Apple writes it.
        var written: String {
            switch self {
            case .builtIn(let word): "_$!<\(word)>!$_"
            case .custom(let text): text
            }
        }

        /// The label the typed view gives.
        var expected: String {
            switch self {
            case .builtIn(let word): word.lowercased()
            case .custom(let text): AwkwardText.normalizingLineBreaks(text)
            }
        }
    }

    /// An unknown (`X-`) property and where it goes among the others.
    struct Unknown: Sendable {
        var position: Int
        var property: VCardProperty
    }

    var formattedName: String
    var name: StructuredName?
    var organization: Organization?
    var emails: [Labeled]
    var telephones: [Labeled]
    var addresses: [PostalAddress]
    var notes: [String]
    var categories: [String]
    var birthday: VCardDate?
    var photo: (data: [UInt8], mediaType: String)?
    var unknowns: [Unknown]

    // MARK: - The card

    /// The card, built with the public factories, already in the reader's canonical form.
    var card: VCard {
        var properties: [VCardProperty] = [.text("FN", value: formattedName)]
        if let name { properties.append(.name(name)) }
        if let organization { properties.append(.organization(organization)) }
        properties += emails.map { $0.property("EMAIL") }
        for telephone in telephones {
            properties.append(telephone.property("TEL"))
            if let label = telephone.appleLabel {
                properties.append(.text("X-ABLabel", value: label.written, group: telephone.group))
            }
        }
        properties += addresses.map { .address($0) }
        properties += notes.map { .text("NOTE", value: $0) }
        if !categories.isEmpty { properties.append(.list("CATEGORIES", values: categories)) }
        if let birthday { properties.append(.date("BDAY", birthday)) }
        if let photo { properties.append(.photo(data: photo.data, mediaType: photo.mediaType)) }
        for unknown in unknowns {
            properties.insert(unknown.property, at: min(unknown.position, properties.count))
        }
        return VCard(version: .v4_0, properties: properties)
    }

    // MARK: - The typed view it should give

    var expectedFormattedName: String { AwkwardText.normalizingLineBreaks(formattedName) }

    var expectedName: StructuredName? {
        name.map {
            StructuredName(
                family: normalized($0.family), given: normalized($0.given), additional: normalized($0.additional),
                prefixes: normalized($0.prefixes), suffixes: normalized($0.suffixes)
            )
        }
    }

    var expectedOrganization: Organization? {
        organization.map {
            Organization(name: normalized($0.name), units: $0.units.map(normalized).filter { !$0.isEmpty })
        }
    }

    var expectedEmails: [LabeledValue] { emails.map(expectedLabeledValue) }

    var expectedTelephones: [LabeledValue] { telephones.map(expectedLabeledValue) }

    var expectedAddresses: [PostalAddress] {
        addresses.map { address in
            PostalAddress(
                poBox: normalized(address.poBox), extended: normalized(address.extended),
                street: normalized(address.street),
                locality: normalized(address.locality), region: normalized(address.region),
                postalCode: normalized(address.postalCode), country: normalized(address.country),
                label: Self.label(forTypes: address.types), types: address.types
            )
        }
    }

    var expectedNotes: [String] { notes.map(normalized) }

    var expectedCategories: [String] { categories.map(normalized) }

    private func expectedLabeledValue(_ labeled: Labeled) -> LabeledValue {
        LabeledValue(
            value: normalized(labeled.value),
            label: labeled.appleLabel?.expected ?? Self.label(forTypes: labeled.types),
            types: labeled.types, preference: labeled.preference
        )
    }

    private func normalized(_ text: String) -> String { AwkwardText.normalizingLineBreaks(text) }

    /// TYPE values that name a label, and the label (the generators put at most one of them on a property).
    static let labelTypes: [String: String] = [
        "cell": "mobile", "iphone": "mobile", "fax": "fax", "pager": "pager", "main": "main", "home": "home",
        "work": "work",
    ]

    private static func label(forTypes types: [String]) -> String {
        types.lazy.compactMap { labelTypes[$0] }.first ?? "other"
    }

    // MARK: - Description

    /// The card's properties, one per line, with every escape visible.
    var testDescription: String {
        "\n" + card.properties.map { "  " + String(reflecting: $0) }.joined(separator: "\n")
    }
}

// MARK: - Generators

extension RandomContact {
    /// The generators a random contact is made of.
    enum Parts {
        /// A subset of `values` (in order), shrinking towards none.
        static func subset(of values: [String]) -> Generator<[String], AnySequence<Any>> {
            Gen.bool.array(of: values.count).map { mask in zip(values, mask).filter(\.1).map(\.0) }.eraseToAny()
        }

        /// An optional element of `values`, shrinking towards nil.
        static func optionalElement(of values: [String]) -> Generator<String?, AnySequence<Any>> {
            Gen.int(in: 0...values.count).map { $0 == values.count ? nil : values[$0] }.eraseToAny()
        }

        /// TYPE values that name no label: a few fixed ones and, sometimes, an awkward `x-…` one.
        static func otherTypes(_ fixed: [String]) -> Generator<[String], AnySequence<Any>> {
            zip(subset(of: fixed), AwkwardText.typeValue.optional(valueRate: 0.2))
                .map { fixed, awkward in fixed + (awkward.map { [$0] } ?? []) }
                .eraseToAny()
        }

        /// `PREF` 1–100, often absent, often 1 (which vCard 3.0 writes as `TYPE=pref`).
        static let preference = Gen<Int?>.frequency(
            (weight: 2, gen: Gen.always(nil)),
            (weight: 1, gen: Gen.always(1)),
            (weight: 1, gen: Gen.int(in: 2...100).map { Optional($0) })
        )

        static let email = zip(
            AwkwardText.trimmed.map { $0 + "@example.com" },
            optionalElement(of: ["home", "work"]),
            otherTypes(["internet", "x400"]),
            preference,
            AwkwardText.group.optional(valueRate: 0.3),
            extensionParameters(0...2),
            Gen.bool
        ).map { value, labelType, otherTypes, preference, group, extraParameters, extrasFirst in
            Labeled(
                value: value, labelType: labelType, otherTypes: otherTypes, preference: preference, group: group,
                extraParameters: extraParameters, extrasFirst: extrasFirst
            )
        }

        static let appleLabel = Gen<AppleLabel>.frequency(
            (weight: 1, gen: Gen.int(in: 0...4).map { .builtIn(["Mobile", "Home", "Work", "Main", "HomeFAX"][$0]) }),
            (weight: 1, gen: AwkwardText.nonEmpty.map { .custom($0) })
        )

        /// A telephone without its group (each gets `itemN` by position, Apple style).
        static let telephone = zip(
            AwkwardText.trimmed.map { "+1 555 " + $0 },
            optionalElement(of: ["cell", "iphone", "fax", "pager", "main", "home", "work"]),
            otherTypes(["voice", "text", "video"]),
            preference,
            appleLabel.optional(valueRate: 0.4)
        ).map { value, labelType, otherTypes, preference, appleLabel in
            Labeled(
                value: value, labelType: labelType, otherTypes: otherTypes, preference: preference,
                appleLabel: appleLabel)
        }

        static let structuredName = AwkwardText.text.array(of: 5).map {
            StructuredName(family: $0[0], given: $0[1], additional: $0[2], prefixes: $0[3], suffixes: $0[4])
        }

        static let organization = zip(AwkwardText.text, AwkwardText.text.array(of: 0...3)).map { name, units in
            Organization(name: name, units: units)
        }

        static let address = zip(
            AwkwardText.text.array(of: 7),
            optionalElement(of: ["home", "work"]),
            subset(of: ["postal", "parcel", "dom", "intl"])
        ).map { parts, labelType, otherTypes in
            PostalAddress(
                poBox: parts[0], extended: parts[1], street: parts[2], locality: parts[3], region: parts[4],
                postalCode: parts[5], country: parts[6], types: (labelType.map { [$0] } ?? []) + otherTypes
            )
        }

        /// A date of any shape vCard allows (`YYYYMMDD`, `--MMDD`, `YYYY-MM`, `YYYY`, `--MM`, `---DD`), sometimes with a time.
        static let date = zip(
            Gen.int(in: 0...5), Gen.int(in: 1...9999), Gen.int(in: 1...12), Gen.int(in: 1...31),
            optionalElement(of: ["100000Z", "1030", "103000-0500", "23"])
        ).map { shape, year, month, day, time in
            switch shape {
            case 0: VCardDate(year: year, month: month, day: day, time: time)
            case 1: VCardDate(month: month, day: day, time: time)
            case 2: VCardDate(year: year, month: month, time: time)
            case 3: VCardDate(year: year, time: time)
            case 4: VCardDate(month: month, time: time)
            default: VCardDate(day: day, time: time)
            }
        }

        static let photo = zip(
            Gen.uint8().array(of: 0...300),
            Gen.int(in: 0...4).map { ["image/jpeg", "image/png", "image/gif", "image/webp", "image/heic"][$0] }
        ).map { data, mediaType in (data: data, mediaType: mediaType) }

        /// `X-…` parameters with one to three awkward values each.
        static func extensionParameters(_ count: ClosedRange<Int>) -> Generator<[VCardParameter], AnySequence<Any>> {
            zip(AwkwardText.extensionName, AwkwardText.parameterValue.array(of: 1...3))
                .array(of: count)
                .map { $0.map { VCardParameter(name: $0.0, values: $0.1) } }
                .eraseToAny()
        }

        /// An unknown property: `X-…` name, awkward value, `X-…` parameters, maybe a group.
        static let unknown = zip(
            Gen.int(in: 0...40),
            AwkwardText.extensionName,
            AwkwardText.text,
            extensionParameters(0...3),
            AwkwardText.group.optional(valueRate: 0.5)
        ).map { position, name, value, parameters, group in
            Unknown(position: position, property: .text(name, value: value, parameters: parameters, group: group))
        }
    }

    /// A whole random contact.
    static let generator = zip(
        zip(AwkwardText.text, Parts.structuredName.optional, Parts.organization.optional),
        Parts.email.array(of: 0...3),
        Parts.telephone.array(of: 0...3),
        Parts.address.array(of: 0...2),
        AwkwardText.text.array(of: 0...2),
        AwkwardText.trimmed.array(of: 0...3),
        Parts.date.optional,
        Parts.photo.optional(valueRate: 0.3),
        Parts.unknown.array(of: 0...4)
    ).map { head, emails, telephones, addresses, notes, categories, birthday, photo, unknowns in
        RandomContact(
            formattedName: head.0, name: head.1, organization: head.2, emails: emails,
            telephones: telephones.enumerated().map { index, telephone in
                var telephone = telephone
                telephone.group = "item\(index + 1)"
                return telephone
            },
            addresses: addresses, notes: notes, categories: categories, birthday: birthday, photo: photo,
            unknowns: unknowns
        )
    }
}
