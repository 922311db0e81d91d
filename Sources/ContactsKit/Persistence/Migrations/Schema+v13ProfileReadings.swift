import GRDB

extension Schema {
    /// Migration "v13-profile-readings": a name's Latin reading now spells Cyrillic, Greek and Arabic
    /// letters as the usual romanizations do (`Чубай` is `chubay`, not ICU's `cubaj`; issue 15, second
    /// round), so every profile and its keys are computed again. No links are made or undone.
    ///
    /// SQL only: it schedules ``MaintenanceTask/linkingProfiles``, which ``ContactStore``'s initializer
    /// runs right after migrating.
    static func v13ProfileReadings(_ db: Database) throws {
        try MaintenanceRecord.schedule(.linkingProfiles, db)
    }
}
