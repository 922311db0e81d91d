import GRDB

extension Schema {
    /// Migration "v5-profile-scripts": profiles gained the source, a name's script and Latin reading,
    /// and a phone's work label (issue 15), so every profile and its keys must be computed again. No
    /// links are made or undone. Landed: never edited in effect.
    ///
    /// The migration clears the stale profiles and keys, a state the rest of the store knows (a raw
    /// contact without a profile: `doctor` reports it, "v6-maintenance" finds it), and leaves
    /// ``MaintenanceTask/linkingProfiles`` pending.
    static func v5ProfileScripts(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE rawContact SET profile = '';
                DELETE FROM rawKey;
                """)
        try MaintenanceRecord.schedule(.linkingProfiles, db)
    }
}
