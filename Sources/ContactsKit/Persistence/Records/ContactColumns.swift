import GRDB

/// The values of a `contact` row's field columns (``ContactRecord``), computed once from
/// ``ContactFields``: the sort keys and sections (Unicode folding) and the packed lists.
///
/// An import computes them with the rest of a card's preparation on its reading thread
/// (``PreparedCard``), so that the writing thread, the import's bottleneck, only binds them.
struct ContactColumns: Sendable {
    /// In the order of ``ContactRecord``'s field columns, `displayName` … `sectionGiven`
    /// (``ContactRecord/fieldColumns``).
    let values: [DatabaseValue]

    /// The positions in ``values`` of the plain columns, `displayName` … `note`.
    static let plain = 0..<14
    /// The position of `hasPhoto`, which ``PhotoAssignment`` corrects after every write.
    static let hasPhoto = 14
    /// The positions of the sort keys and sections: they are indexed, so rewriting them costs.
    static let sorting = 15..<19

    init(_ fields: ContactFields) {
        let family = fields.familyOrder, given = fields.givenOrder
        let values: [(any DatabaseValueConvertible)?] = [
            fields.displayName, fields.givenName, fields.familyName, fields.middleName, fields.namePrefix,
            fields.nameSuffix, fields.nickname, fields.organization, fields.jobTitle, fields.packedEmails,
            fields.packedPhones, fields.packedAddresses, fields.birthday, fields.note, fields.hasPhoto,
            family.key, given.key, family.section, given.section,
        ]
        self.values = values.map { $0?.databaseValue ?? .null }
    }
}
