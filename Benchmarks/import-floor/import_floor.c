/*
 * The serial floor of a bulk import: what SQLite itself takes, on the package's own SQLite, to write
 * what `contacts import` writes into an empty store, with no Swift in the way. SQLite has one writer
 * per database, so this work cannot be spread over cores however fast the cards are prepared.
 *
 * Given a store made by `contacts import` (STORE), in a new database file and one transaction:
 *   1. copies the rows of `contact`, `rawContact`, `rawCard` and `rawKey` (one INSERT ... SELECT each, in key
 *      order; the tables' UNIQUE constraints included, their other indexes not);
 *   2. makes each secondary index of the tables a bulk import sets aside (CREATE INDEX, sorted);
 *   3. writes a search row per contact into the store's own FTS5 definition (text rebuilt from the
 *      contact's columns: names, organisation and job title, emails, phones), FTS5 merging paused as
 *      the import pauses it;
 *   4. commits (WAL, synchronous = NORMAL, as the store runs).
 * Prints each step's time and its share per contact. Build and run with import_floor.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sqlite_nio_sqlite3.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void run(sqlite3 *db, const char *sql) {
    char *error = 0;
    if (sqlite_nio_sqlite3_exec(db, sql, 0, 0, &error) != SQLITE_OK) {
        fprintf(stderr, "%s\n  %s\n", sql, error);
        exit(1);
    }
}

static double contacts;

static double timed(sqlite3 *db, const char *label, const char *sql) {
    double start = now();
    run(db, sql);
    double seconds = now() - start;
    printf("%8.3f s %6.1f µs/contact  %s\n", seconds, seconds / contacts * 1e6, label);
    return seconds;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s STORE SCRATCH\n", argv[0]);
        return 2;
    }
    char sql[4096];
    snprintf(sql, sizeof sql, "%s-wal", argv[2]);
    remove(argv[2]);
    remove(sql);
    sqlite3 *db;
    sqlite_nio_sqlite3_open(argv[2], &db);
    run(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY");
    snprintf(sql, sizeof sql, "ATTACH '%s' AS store", argv[1]);
    run(db, sql);

    sqlite3_stmt *statement;
    sqlite_nio_sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM store.contact", -1, &statement, 0);
    sqlite_nio_sqlite3_step(statement);
    contacts = (double)sqlite_nio_sqlite3_column_int64(statement, 0);
    sqlite_nio_sqlite3_finalize(statement);
    printf("%.0f contacts\n", contacts);

    // The tables and the search index as the store defines them; the indexes, to make after the rows.
    sqlite_nio_sqlite3_prepare_v2(db, "SELECT sql FROM store.sqlite_master WHERE name IN ('contact', 'rawContact', 'rawCard', 'rawKey', 'contactSearch')", -1, &statement, 0);
    while (sqlite_nio_sqlite3_step(statement) == SQLITE_ROW) run(db, (const char *)sqlite_nio_sqlite3_column_text(statement, 0));
    sqlite_nio_sqlite3_finalize(statement);
    char indexes[64][1024];
    int indexCount = 0;
    sqlite_nio_sqlite3_prepare_v2(db, "SELECT sql FROM store.sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('contact', 'rawContact', 'rawKey')", -1, &statement, 0);
    while (sqlite_nio_sqlite3_step(statement) == SQLITE_ROW && indexCount < 64) {
        snprintf(indexes[indexCount++], sizeof indexes[0], "%s", (const char *)sqlite_nio_sqlite3_column_text(statement, 0));
    }
    sqlite_nio_sqlite3_finalize(statement);

    // The search text, made before the clock starts (the import makes it on other cores).
    run(db, "CREATE TEMP TABLE search AS SELECT id, "
            "trim(displayName || ' ' || givenName || ' ' || middleName || ' ' || familyName || ' ' || nickname) AS name, "
            "trim(organization || ' ' || jobTitle) AS organization, "
            "replace(replace(replace(emails, char(28), ' '), char(29), ' '), char(30), ' ') AS email, "
            "replace(replace(replace(phones, char(28), ' '), char(29), ' '), char(30), ' ') AS phone "
            "FROM store.contact ORDER BY id");

    double total = 0;
    run(db, "BEGIN");
    total += timed(db, "contact rows", "INSERT INTO main.contact SELECT * FROM store.contact ORDER BY id");
    total += timed(db, "rawContact rows", "INSERT INTO main.rawContact SELECT * FROM store.rawContact ORDER BY id");
    total += timed(db, "rawCard rows", "INSERT INTO main.rawCard SELECT * FROM store.rawCard ORDER BY id");
    total += timed(db, "rawKey rows", "INSERT INTO main.rawKey SELECT * FROM store.rawKey ORDER BY key, rawContactId");
    double indexing = 0, start = now();
    for (int index = 0; index < indexCount; index++) run(db, indexes[index]);
    indexing = now() - start;
    printf("%8.3f s %6.1f µs/contact  %d secondary indexes (CREATE INDEX)\n", indexing, indexing / contacts * 1e6, indexCount);
    total += indexing;
    run(db, "INSERT INTO contactSearch (contactSearch, rank) VALUES ('automerge', 0); INSERT INTO contactSearch (contactSearch, rank) VALUES ('hashsize', 67108864)");
    total += timed(db, "search rows (FTS5, merging paused; its flush is in the commit)",
                   "INSERT INTO contactSearch (rowid, name, organization, email, phone) SELECT id, name, organization, email, phone FROM temp.search ORDER BY id");
    total += timed(db, "commit", "COMMIT");
    printf("%8.3f s %6.1f µs/contact  in all: at most %.0f contacts/s from this writer alone\n", total, total / contacts * 1e6, contacts / total);
    sqlite_nio_sqlite3_close(db);
    return 0;
}
