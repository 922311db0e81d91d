import GRDB

/// The store's schema, as GRDB migrations, one file each (`Schema+v1Contacts.swift`, …). A migration
/// that has landed is never edited in effect: add a new one. Migrations run SQL only: work that needs
/// the domain code (profiles, merged views) is scheduled as a ``MaintenanceTask`` instead.
///
/// The tables and the record type responsible for each (`Persistence/Records/`): `contact`
/// (``ContactRecord``), `rawContact` and `rawCard` (`RawContactRecord`), `rawKey` (``RawKeyRecord``), `linkEdge`
/// (``LinkEdgeRecord``), `linkDecision` (``LinkDecisionRecord``), `orderBucket` (``OrderBucketRecord``),
/// `contactSearch` (``ContactSearchRecord``), `searchWord` (``SearchWordRecord``), `access` (``AccessRecord``), `photo` (``PhotoRecord``),
/// `thumbnail` (``ThumbnailRecord``), `maintenance` (``MaintenanceRecord``), `contactCategory`
/// (``ContactCategoryRecord``), `contactGroup` (``ContactGroupRecord``), `groupMember`
/// (``GroupMemberRecord``), `contactDate` (``ContactDateRecord``), `storeOwner` (``StoreOwnerRecord``),
/// `trash` (``TrashRecord``), `deletedCard` (``DeletedCardRecord``), `change` (``ChangeRecord``),
/// `undoLog` (``UndoLogRecord``), `undoState` (``UndoStateRecord``), `remote` (``RemoteRecord``),
/// `remoteCard` (``RemoteCardRecord``), `undoRange` (``UndoRangeRecord``), `conflict` (``ConflictRecord``).
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-contacts", migrate: v1Contacts)
        migrator.registerMigration("v2-linking", migrate: v2Linking)
        migrator.registerMigration("v3-access", migrate: v3Access)
        migrator.registerMigration("v4-photos", migrate: v4Photos)
        migrator.registerMigration("v5-profile-scripts", migrate: v5ProfileScripts)
        migrator.registerMigration("v6-maintenance", migrate: v6Maintenance)
        migrator.registerMigration("v7-categories-groups-dates", migrate: v7CategoriesGroupsDates)
        migrator.registerMigration("v8-store-owner", migrate: v8StoreOwner)
        migrator.registerMigration("v9-edits-and-trash", migrate: v9EditsAndTrash)
        migrator.registerMigration("v10-change-log", migrate: v10ChangeLog)
        migrator.registerMigration("v11-remotes", migrate: v11Remotes)
        migrator.registerMigration("v12-import-undo-range", migrate: v12ImportUndoRange)
        migrator.registerMigration("v13-profile-readings", migrate: v13ProfileReadings)
        migrator.registerMigration("v14-search-prefixes", migrate: v14SearchPrefixes)
        migrator.registerMigration("v15-raw-keys-without-foreign-key", migrate: v15RawKeysWithoutForeignKey)
        migrator.registerMigration("v16-lean-contact-undo", migrate: v16LeanContactUndo)
        migrator.registerMigration("v17-contentless-search", migrate: v17ContentlessSearch)
        migrator.registerMigration("v18-raw-cards", migrate: v18RawCards)
        migrator.registerMigration("v19-homes", migrate: v19Homes)
        migrator.registerMigration("v20-conflicts", migrate: v20Conflicts)
        migrator.registerMigration("v21-search-every-field", migrate: v21SearchEveryField)
        migrator.registerMigration("v22-search-terms", migrate: v22SearchTerms)
        migrator.registerMigration("v23-undo-triggers-in-connection", migrate: v23UndoTriggersInConnection)
        migrator.registerMigration("v24-search-words", migrate: v24SearchWords)
        migrator.registerMigration("v25-search-columns-only", migrate: v25SearchColumnsOnly)
        return migrator
    }
}
