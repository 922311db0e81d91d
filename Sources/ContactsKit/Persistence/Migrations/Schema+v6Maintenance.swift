import GRDB

extension Schema {
    /// Migration "v6-maintenance": the list of ``MaintenanceTask``s a migration leaves to the domain
    /// code, which ``ContactStore``'s initializer runs right after migrating.
    ///
    /// Before this list, "v2-linking", "v4-photos" and "v5-profile-scripts" computed profiles and
    /// photos inside the migration, through the linking and merging code. They now only schedule
    /// that work (and "v5-profile-scripts" clears the profiles it makes stale), and on a store that
    /// ran them before the list existed, this migration finds it from the data: raw contacts without
    /// a profile, contacts showing no photo (and no choice of the user's) whose cards mention one.
    /// Looking costs one scan, once per store; finding work where the old migrations already did it
    /// (a `PHOTO` that is not a photo) only repeats it harmlessly.
    static func v6Maintenance(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE maintenance (
                    task TEXT PRIMARY KEY
                ) WITHOUT ROWID;

                INSERT INTO maintenance (task) SELECT 'linkingProfiles' WHERE EXISTS (
                    SELECT 1 FROM rawContact WHERE profile = ''
                );
                INSERT INTO maintenance (task) SELECT 'photos' WHERE EXISTS (
                    SELECT 1 FROM contact JOIN rawContact ON rawContact.contactId = contact.id
                    WHERE contact.photoChoice IS NULL AND contact.photoHash IS NULL AND contact.photoURI IS NULL
                        AND instr(rawContact.card, CAST('PHOTO' AS BLOB)) > 0
                );
                """)
    }
}
