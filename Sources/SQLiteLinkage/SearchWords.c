// The SQL aggregate `search_words(a, b, …)`: the words the search index (ContactsKit's
// `contactSearch`, an FTS5 table) keeps of the texts it is given that `contacts list` may be asked
// to complete: six bytes or more whose first five are ASCII letters and digits, at least one a
// letter (so every word a typed word of that kind starts, and every word its first five
// characters start, whatever follows). Returned as a JSON array of distinct words in byte order
// (`["conference","mullerstraße"]`), for the `searchWord` table (ContactsKit's SearchWordRecord)
// to gain the words of search rows as they are written.
//
// The words come from FTS5's own `unicode61` tokenizer, with the index's arguments
// (`remove_diacritics 2`), found through the connection's `fts5_api`: the table must hold every word
// of the index that it could hold, or a completion would leave some contacts out, and only the
// index's tokenizer splits and folds text exactly as the index did.

#include <stdlib.h>
#include <string.h>

#include "SQLiteLinkage.h"
#include "sqlite_nio_sqlite3.h"

// The shortest word kept: one longer than the longest prefix the index keeps lists of.
enum { shortest_word = 6 };

// The distinct words seen by one call of the aggregate: an open-addressed set of copies.
typedef struct {
    fts5_tokenizer_v2 *module;  // unicode61, as fts5_api found it
    Fts5Tokenizer *tokenizer;   // made with the index's arguments, deleted by the final call
    char **slots;
    size_t capacity;            // a power of two, or 0
    size_t count;
    int error;                  // an SQLite result code once something failed
} WordSet;

static unsigned long long hash(const char *bytes, int count) {
    unsigned long long value = 14695981039346656037ULL;  // FNV-1a
    for (int i = 0; i < count; i++) value = (value ^ (unsigned char)bytes[i]) * 1099511628211ULL;
    return value;
}

static int grow(WordSet *set) {
    size_t capacity = set->capacity == 0 ? 1024 : set->capacity * 2;
    char **slots = sqlite_nio_sqlite3_malloc64(capacity * sizeof(char *));
    if (slots == 0) return SQLITE_NOMEM;
    memset(slots, 0, capacity * sizeof(char *));
    for (size_t i = 0; i < set->capacity; i++) {
        char *word = set->slots[i];
        if (word == 0) continue;
        size_t slot = hash(word, (int)strlen(word)) & (capacity - 1);
        while (slots[slot] != 0) slot = (slot + 1) & (capacity - 1);
        slots[slot] = word;
    }
    sqlite_nio_sqlite3_free(set->slots);
    set->slots = slots;
    set->capacity = capacity;
    return SQLITE_OK;
}

static int add(WordSet *set, const char *bytes, int count) {
    if ((set->count + 1) * 2 > set->capacity) {
        int code = grow(set);
        if (code != SQLITE_OK) return code;
    }
    size_t slot = hash(bytes, count) & (set->capacity - 1);
    for (char *word; (word = set->slots[slot]) != 0; slot = (slot + 1) & (set->capacity - 1)) {
        if (strncmp(word, bytes, count) == 0 && word[count] == 0) return SQLITE_OK;
    }
    char *copy = sqlite_nio_sqlite3_malloc(count + 1);
    if (copy == 0) return SQLITE_NOMEM;
    memcpy(copy, bytes, count);
    copy[count] = 0;
    set->slots[slot] = copy;
    set->count++;
    return SQLITE_OK;
}

// FTS5's callback for each token: keeps the ones a completion may look for.
static int token(void *context, int flags, const char *bytes, int count, int start, int end) {
    (void)flags, (void)start, (void)end;
    if (count < shortest_word) return SQLITE_OK;
    int letters = 0;
    for (int i = 0; i < shortest_word - 1; i++) {
        char c = bytes[i];
        if (c >= 'a' && c <= 'z') {
            letters++;
        } else if (c < '0' || c > '9') {
            return SQLITE_OK;
        }
    }
    return letters == 0 ? SQLITE_OK : add(context, bytes, count);
}

// Appends `word` as a JSON string. The tokenizer's words are letters and digits, but a quote, a
// backslash or a control character is escaped all the same.
static void append_json(sqlite3_str *text, const char *word) {
    sqlite_nio_sqlite3_str_append(text, "\"", 1);
    for (const char *c = word; *c != 0; c++) {
        if (*c == '"' || *c == '\\') {
            sqlite_nio_sqlite3_str_appendf(text, "\\%c", *c);
        } else if ((unsigned char)*c < 0x20) {
            sqlite_nio_sqlite3_str_appendf(text, "\\u%04x", *c);
        } else {
            sqlite_nio_sqlite3_str_append(text, c, 1);
        }
    }
    sqlite_nio_sqlite3_str_append(text, "\"", 1);
}

// The connection's fts5_api, as FTS5's documentation says to ask for it; NULL when it has none.
static fts5_api *fts5_of(sqlite3 *connection) {
    fts5_api *api = 0;
    sqlite3_stmt *statement = 0;
    if (sqlite_nio_sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, 0) == SQLITE_OK) {
        sqlite_nio_sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", 0);
        sqlite_nio_sqlite3_step(statement);
    }
    sqlite_nio_sqlite3_finalize(statement);
    return api;
}

static int start(WordSet *set, sqlite3 *connection) {
    fts5_api *api = fts5_of(connection);
    if (api == 0 || api->iVersion < 3) return SQLITE_ERROR;
    void *data = 0;
    int code = api->xFindTokenizer_v2(api, "unicode61", &data, &set->module);
    if (code != SQLITE_OK) return code;
    const char *arguments[] = {"remove_diacritics", "2"};
    return set->module->xCreate(data, arguments, 2, &set->tokenizer);
}

static void step(sqlite3_context *context, int count, sqlite3_value **values) {
    WordSet *set = sqlite_nio_sqlite3_aggregate_context(context, sizeof(WordSet));
    if (set == 0) {
        sqlite_nio_sqlite3_result_error_nomem(context);
        return;
    }
    if (set->error != SQLITE_OK) return;
    if (set->tokenizer == 0) {
        set->error = start(set, sqlite_nio_sqlite3_context_db_handle(context));
        if (set->error != SQLITE_OK) return;
    }
    for (int i = 0; i < count && set->error == SQLITE_OK; i++) {
        if (sqlite_nio_sqlite3_value_type(values[i]) == SQLITE_NULL) continue;
        const char *text = (const char *)sqlite_nio_sqlite3_value_text(values[i]);
        int bytes = sqlite_nio_sqlite3_value_bytes(values[i]);
        if (text == 0) continue;
        set->error = set->module->xTokenize(set->tokenizer, set, FTS5_TOKENIZE_DOCUMENT, text, bytes, 0, 0, token);
    }
}

static int compare(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void final(sqlite3_context *context) {
    WordSet *set = sqlite_nio_sqlite3_aggregate_context(context, 0);
    WordSet empty = {0};
    if (set == 0) set = &empty;  // no row
    int code = set->error;
    sqlite3_str *text = sqlite_nio_sqlite3_str_new(sqlite_nio_sqlite3_context_db_handle(context));
    if (code == SQLITE_OK) {
        // Gathered at the front of the slots, sorted, written out.
        size_t kept = 0;
        for (size_t i = 0; i < set->capacity; i++) {
            if (set->slots[i] != 0) set->slots[kept++] = set->slots[i];
        }
        if (kept > 0) qsort(set->slots, kept, sizeof(char *), compare);
        sqlite_nio_sqlite3_str_append(text, "[", 1);
        for (size_t i = 0; i < kept; i++) {
            if (i > 0) sqlite_nio_sqlite3_str_append(text, ",", 1);
            append_json(text, set->slots[i]);
        }
        sqlite_nio_sqlite3_str_append(text, "]", 1);
        code = sqlite_nio_sqlite3_str_errcode(text);
        set->capacity = kept;  // the words are now the first `kept` slots
    }
    for (size_t i = 0; i < set->capacity; i++) sqlite_nio_sqlite3_free(set->slots[i]);
    sqlite_nio_sqlite3_free(set->slots);
    if (set->tokenizer != 0) set->module->xDelete(set->tokenizer);
    char *result = sqlite_nio_sqlite3_str_finish(text);
    if (code == SQLITE_OK) {
        sqlite_nio_sqlite3_result_text(context, result, -1, sqlite_nio_sqlite3_free);
        return;
    }
    sqlite_nio_sqlite3_free(result);
    if (code == SQLITE_NOMEM) {
        sqlite_nio_sqlite3_result_error_nomem(context);
    } else {
        sqlite_nio_sqlite3_result_error(context, "search_words: cannot tokenize as the search index does", -1);
        sqlite_nio_sqlite3_result_error_code(context, code);
    }
}

int contacts_add_search_words_function(struct sqlite3 *connection) {
    // Not innocuous: it runs a statement of its own to find FTS5, so only SQL of ours may call it.
    int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY;
    return sqlite_nio_sqlite3_create_function_v2(connection, "search_words", -1, flags, 0, 0, step, final, 0);
}
