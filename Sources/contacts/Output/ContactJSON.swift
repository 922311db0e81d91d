import ContactsKit

/// A contact as one JSON object, keys in docs/usage.md's order.
enum ContactJSON {
    static func object(_ contact: Contact) -> JSONObject {
        JSONObject([
            "position": .int(contact.position),
            "id": .string(contact.id),
            "displayName": .string(contact.displayName),
            "givenName": .string(contact.givenName),
            "familyName": .string(contact.familyName),
            "middleName": .string(contact.middleName),
            "namePrefix": .string(contact.namePrefix),
            "nameSuffix": .string(contact.nameSuffix),
            "nickname": .string(contact.nickname),
            "organization": .string(contact.organization),
            "jobTitle": .string(contact.jobTitle),
            "emails": labeled(contact.emails),
            "phones": labeled(contact.phones),
            "addresses": .array(
                contact.addresses.map { address in
                    .object(
                        JSONObject([
                            "label": .string(address.label), "poBox": .string(address.poBox),
                            "extended": .string(address.extended),
                            "street": .string(address.street), "locality": .string(address.locality),
                            "region": .string(address.region),
                            "postalCode": .string(address.postalCode), "country": .string(address.country),
                        ]))
                }),
            "birthday": .string(contact.birthday),
            "note": .string(contact.note),
            "hasPhoto": .bool(contact.hasPhoto),
            "rawContacts": .array(
                contact.rawContacts.map { raw in
                    .object(
                        JSONObject(["id": .string(raw.id), "source": .string(raw.source), "uid": .string(raw.uid)]))
                }),
            "categories": .strings(contact.categories),
        ])
    }

    private static func labeled(_ values: [LabeledText]) -> JSONValue {
        .array(values.map { .object(JSONObject(["label": .string($0.label), "value": .string($0.value)])) })
    }
}
