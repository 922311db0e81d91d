import GRDB

extension Schema {
    /// Migration "v7-categories-groups-dates": what `list --category`, `list --group`, `contacts
    /// categories` and `contacts birthdays` read on a million contacts without parsing a card —
    /// each contact's categories (`contactCategory`), the group cards and their members
    /// (`contactGroup`, `groupMember`), its birthday and anniversary by month and day
    /// (`contactDate`) — and categories in the search index. Landed: never edited in effect.
    ///
    /// An FTS5 table cannot gain a column: `contactSearch` is made again with `categories`, empty,
    /// and the new tables start empty. ``MaintenanceTask/mergedViews`` is left pending: the store's
    /// next opening recomputes every contact's merged view, which writes its search row and fills
    /// the new tables (``RepairStep/rebuildMergedViews(_:)``).
    static func v7CategoriesGroupsDates(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE contactSearch;
                CREATE VIRTUAL TABLE contactSearch USING fts5(
                    name, organization, email, phone, categories,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3'
                );

                -- The categories of each contact's merged view, by folded name (case, accents and
                -- spacing ignored) and as first written.
                CREATE TABLE contactCategory (
                    contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
                    folded TEXT NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (folded, contactId)
                ) WITHOUT ROWID;
                CREATE INDEX contactCategory_contact ON contactCategory(contactId);

                -- The contacts whose merged view is a group card (KIND:group, Apple's
                -- X-ADDRESSBOOKSERVER-KIND:group), by folded display name, and their MEMBER values as
                -- UID keys: lower-case, without `urn:uuid:`.
                CREATE TABLE contactGroup (
                    contactId INTEGER PRIMARY KEY REFERENCES contact(id) ON DELETE CASCADE,
                    folded TEXT NOT NULL
                );
                CREATE INDEX contactGroup_folded ON contactGroup(folded);
                CREATE TABLE groupMember (
                    groupId INTEGER NOT NULL REFERENCES contactGroup(contactId) ON DELETE CASCADE,
                    memberKey TEXT NOT NULL,
                    PRIMARY KEY (groupId, memberKey)
                ) WITHOUT ROWID;
                CREATE INDEX groupMember_key ON groupMember(memberKey);
                -- A member is the raw contact whose UID has the member's key: the same expression,
                -- written the same way, in GroupMemberRecord's queries.
                CREATE INDEX rawContact_uidKey ON rawContact(
                    lower(CASE WHEN lower(substr(uid, 1, 9)) = 'urn:uuid:' THEN substr(uid, 10) ELSE uid END)
                );

                -- Birthday and anniversary of each contact's merged view: monthDay = month * 100 + day
                -- (NULL when the date has no day: a text date such as `circa 1800`, a year alone), the
                -- year when known, and the value as shown (YYYY-MM-DD, --MM-DD or the text).
                CREATE TABLE contactDate (
                    contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    monthDay INTEGER,
                    year INTEGER,
                    value TEXT NOT NULL,
                    PRIMARY KEY (contactId, kind)
                ) WITHOUT ROWID;
                CREATE INDEX contactDate_monthDay ON contactDate(monthDay);
                """)
        try MaintenanceRecord.schedule(.mergedViews, db)
    }
}
