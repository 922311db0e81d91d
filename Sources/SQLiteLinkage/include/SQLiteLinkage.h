// SQLiteLinkage mostly links (Package.swift says how); Swift code calls SQLite through GRDBSQLite's
// `sqlite3.h` as before. It also holds the one call Swift cannot make itself.

/// Turns on SQLite's query-planner stability guarantee for `connection` (a `sqlite3 *`), so that a
/// prepared statement is never compiled again because of the values bound to it. Returns
/// SQLite's result code.
struct sqlite3;
int contacts_keep_query_plans(struct sqlite3 *connection);

/// Adds the SQL functions `undo_values` and `undo_set`, with which the change log's triggers write
/// the statements that take a row change back (UndoFunctions.c says what each returns), to
/// `connection`. Returns SQLite's result code.
int contacts_add_undo_functions(struct sqlite3 *connection);

/// Adds the SQL aggregate `search_words`, the distinct words of its texts that a search may
/// complete, as FTS5's tokenizer splits them (SearchWords.c says which), to `connection`. Returns
/// SQLite's result code.
int contacts_add_search_words_function(struct sqlite3 *connection);
