// sqlite-nio builds SQLite without tracing (SQLITE_OMIT_TRACE), so it has no `sqlite3_trace_v2`
// for the linker to alias (Package.swift, `sqliteFunctions`). GRDB calls it only when asked to trace
// (`Database.trace`), which ContactsKit never does; without this definition that call would reach
// the system's SQLite with a connection of the package's.

#define SQLITE_MISUSE 21

int sqlite3_trace_v2(void *connection, unsigned mask, void *callback, void *context) {
    (void)connection; (void)mask; (void)callback; (void)context;
    return SQLITE_MISUSE;
}
