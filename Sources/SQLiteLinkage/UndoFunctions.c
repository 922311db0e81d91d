// The two SQL functions the change log's triggers call (ContactsKit's UndoTriggers), so that a
// trigger names each column once or three times instead of spelling out a `quote()`, a comparison
// and a `CASE` for it: SQLite parses every `CREATE TEMP TRIGGER` twice when a writer opens the
// store, and compiles each again the first time it fires, and the spelled-out triggers of the
// eleven logged tables cost more than a quarter of a `contacts move`.
//
// Each value is written as SQLite's own `quote()` writes it (sqlite3QuoteValue in 3.54): NULL, an
// integer in decimal, a real with 17 significant digits (`%!0.17g`), text between single quotes
// with each quote doubled (`%Q`), a blob as X'…' in upper-case hex.

#include "SQLiteLinkage.h"
#include "sqlite_nio_sqlite3.h"

static void append_quoted(sqlite3_str *text, sqlite3_value *value) {
    switch (sqlite_nio_sqlite3_value_type(value)) {
    case SQLITE_INTEGER:
        sqlite_nio_sqlite3_str_appendf(text, "%lld", sqlite_nio_sqlite3_value_int64(value));
        break;
    case SQLITE_FLOAT:
        sqlite_nio_sqlite3_str_appendf(text, "%!0.17g", sqlite_nio_sqlite3_value_double(value));
        break;
    case SQLITE_TEXT:
        sqlite_nio_sqlite3_str_appendf(text, "%Q", sqlite_nio_sqlite3_value_text(value));
        break;
    case SQLITE_BLOB: {
        static const char hex[] = "0123456789ABCDEF";
        const unsigned char *bytes = sqlite_nio_sqlite3_value_blob(value);
        int count = sqlite_nio_sqlite3_value_bytes(value);
        sqlite_nio_sqlite3_str_append(text, "X'", 2);
        for (int i = 0; i < count; i++) {
            char pair[2] = {hex[bytes[i] >> 4], hex[bytes[i] & 0x0F]};
            sqlite_nio_sqlite3_str_append(text, pair, 2);
        }
        sqlite_nio_sqlite3_str_append(text, "'", 1);
        break;
    }
    default:
        sqlite_nio_sqlite3_str_append(text, "NULL", 4);
    }
}

// Whether two values differ as `a IS NOT b` finds with the binary collation, except that an
// integer and a real are always different (SQLite compares them as numbers): an update recorded
// once too often takes a column back to the value it has, one not recorded could not be undone.
static int differ(sqlite3_value *a, sqlite3_value *b) {
    int type = sqlite_nio_sqlite3_value_type(a);
    if (type != sqlite_nio_sqlite3_value_type(b)) return 1;
    switch (type) {
    case SQLITE_NULL: return 0;
    case SQLITE_INTEGER: return sqlite_nio_sqlite3_value_int64(a) != sqlite_nio_sqlite3_value_int64(b);
    case SQLITE_FLOAT: return sqlite_nio_sqlite3_value_double(a) != sqlite_nio_sqlite3_value_double(b);
    default: {
        // Text as stored (the store is UTF-8), blobs as bytes.
        const unsigned char *x = type == SQLITE_TEXT ? sqlite_nio_sqlite3_value_text(a) : sqlite_nio_sqlite3_value_blob(a);
        int xCount = sqlite_nio_sqlite3_value_bytes(a);
        const unsigned char *y = type == SQLITE_TEXT ? sqlite_nio_sqlite3_value_text(b) : sqlite_nio_sqlite3_value_blob(b);
        int yCount = sqlite_nio_sqlite3_value_bytes(b);
        if (xCount != yCount) return 1;
        for (int i = 0; i < xCount; i++) {
            if (x[i] != y[i]) return 1;
        }
        return 0;
    }
    }
}

// Sets the function's result to `text`, and frees it: SQLite's error when it ran out of memory or
// grew past SQLite's limit on a value's length.
static void finish(sqlite3_context *context, sqlite3_str *text) {
    int code = sqlite_nio_sqlite3_str_errcode(text);
    char *result = sqlite_nio_sqlite3_str_finish(text);  // NULL for an empty text, or on an error
    if (code == SQLITE_NOMEM) {
        sqlite_nio_sqlite3_result_error_nomem(context);
    } else if (code != SQLITE_OK) {
        sqlite_nio_sqlite3_result_error_toobig(context);
    } else if (result == 0) {
        sqlite_nio_sqlite3_result_text(context, "", 0, SQLITE_STATIC);
    } else {
        sqlite_nio_sqlite3_result_text(context, result, -1, sqlite_nio_sqlite3_free);
        return;
    }
    sqlite_nio_sqlite3_free(result);
}

// undo_values(a, b, …): the values quoted and joined by ", " (`quote(a) || ', ' || quote(b) || …`).
static void undo_values(sqlite3_context *context, int count, sqlite3_value **values) {
    sqlite3_str *text = sqlite_nio_sqlite3_str_new(sqlite_nio_sqlite3_context_db_handle(context));
    for (int i = 0; i < count; i++) {
        if (i > 0) sqlite_nio_sqlite3_str_append(text, ", ", 2);
        append_quoted(text, values[i]);
    }
    finish(context, text);
}

// undo_set(name, old, new, name, old, new, …): `name = quote(old)` for each column whose old and
// new values differ, joined by ", "; NULL when none does. An error when the arguments do not come
// in threes.
static void undo_set(sqlite3_context *context, int count, sqlite3_value **values) {
    if (count % 3 != 0) {
        sqlite_nio_sqlite3_result_error(context, "undo_set takes (name, old, new) triples", -1);
        return;
    }
    sqlite3_str *text = 0;
    for (int i = 0; i < count; i += 3) {
        if (!differ(values[i + 1], values[i + 2])) continue;
        if (text == 0) {
            text = sqlite_nio_sqlite3_str_new(sqlite_nio_sqlite3_context_db_handle(context));
        } else {
            sqlite_nio_sqlite3_str_append(text, ", ", 2);
        }
        sqlite_nio_sqlite3_str_appendf(text, "%s = ", sqlite_nio_sqlite3_value_text(values[i]));
        append_quoted(text, values[i + 1]);
    }
    if (text == 0) {
        sqlite_nio_sqlite3_result_null(context);
    } else {
        finish(context, text);
    }
}

int contacts_add_undo_functions(struct sqlite3 *connection) {
    // Innocuous: pure functions of their arguments, harmless wherever a schema calls them.
    int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;
    int code = sqlite_nio_sqlite3_create_function_v2(connection, "undo_values", -1, flags, 0, undo_values, 0, 0, 0);
    if (code != SQLITE_OK) return code;
    return sqlite_nio_sqlite3_create_function_v2(connection, "undo_set", -1, flags, 0, undo_set, 0, 0, 0);
}
