// SQLite re-prepares a statement whenever a value bound to it might change its plan (a partial
// index's condition, LIKE, STAT4 samples, constant propagation): on 3.54 `SELECT … FROM rawContact
// JOIN rawCard USING (id) WHERE contactId = ?` was compiled again at every new contact id, 44% of
// a sync with nothing to do. The query-planner stability guarantee keeps one plan per statement,
// so a cached statement stays compiled. `sqlite3_db_config` takes variable arguments, which Swift
// cannot call: this is its one use, in C.

#include "SQLiteLinkage.h"

#define SQLITE_DBCONFIG_ENABLE_QPSG 1007

int sqlite_nio_sqlite3_db_config(struct sqlite3 *connection, int op, ...);

int contacts_keep_query_plans(struct sqlite3 *connection) {
    return sqlite_nio_sqlite3_db_config(connection, SQLITE_DBCONFIG_ENABLE_QPSG, 1, (int *)0);
}
