// Written by .ci/sqlite-forwarding from sqlite-nio's header: do not edit.
//
// GRDB and ContactsKit are compiled against the system's sqlite3.h and call `sqlite3_X`; these
// definitions, linked before the system's library, send each call to the SQLite sqlite-nio
// builds (3.54, FTS5), whose functions are named `sqlite_nio_sqlite3_X`. The compiler makes
// each a jump. Plain C, so any package can depend on ContactsKit (no linker flags).

#include <stdarg.h>
#include "sqlite_nio_sqlite3.h"

void * sqlite3_aggregate_context(sqlite3_context*a0, int a1) { return sqlite_nio_sqlite3_aggregate_context(a0, a1); }
int sqlite3_backup_finish(sqlite3_backup *a0) { return sqlite_nio_sqlite3_backup_finish(a0); }
sqlite3_backup * sqlite3_backup_init(sqlite3 *a0, const char *a1, sqlite3 *a2, const char *a3) { return sqlite_nio_sqlite3_backup_init(a0, a1, a2, a3); }
int sqlite3_backup_pagecount(sqlite3_backup *a0) { return sqlite_nio_sqlite3_backup_pagecount(a0); }
int sqlite3_backup_remaining(sqlite3_backup *a0) { return sqlite_nio_sqlite3_backup_remaining(a0); }
int sqlite3_backup_step(sqlite3_backup *a0, int a1) { return sqlite_nio_sqlite3_backup_step(a0, a1); }
int sqlite3_bind_blob(sqlite3_stmt*a0, int a1, const void*a2, int a3, void(*a4)(void*)) { return sqlite_nio_sqlite3_bind_blob(a0, a1, a2, a3, a4); }
int sqlite3_bind_double(sqlite3_stmt*a0, int a1, double a2) { return sqlite_nio_sqlite3_bind_double(a0, a1, a2); }
int sqlite3_bind_int64(sqlite3_stmt*a0, int a1, sqlite3_int64 a2) { return sqlite_nio_sqlite3_bind_int64(a0, a1, a2); }
int sqlite3_bind_null(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_bind_null(a0, a1); }
int sqlite3_bind_parameter_count(sqlite3_stmt*a0) { return sqlite_nio_sqlite3_bind_parameter_count(a0); }
const char * sqlite3_bind_parameter_name(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_bind_parameter_name(a0, a1); }
int sqlite3_bind_value(sqlite3_stmt*a0, int a1, const sqlite3_value*a2) { return sqlite_nio_sqlite3_bind_value(a0, a1, a2); }
int sqlite3_bind_pointer(sqlite3_stmt*a0, int a1, void*a2, const char*a3, void(*a4)(void*)) { return sqlite_nio_sqlite3_bind_pointer(a0, a1, a2, a3, a4); }
int sqlite3_bind_text(sqlite3_stmt*a0, int a1, const char*a2, int a3, void(*a4)(void*)) { return sqlite_nio_sqlite3_bind_text(a0, a1, a2, a3, a4); }
int sqlite3_bind_zeroblob(sqlite3_stmt*a0, int a1, int a2) { return sqlite_nio_sqlite3_bind_zeroblob(a0, a1, a2); }
int sqlite3_busy_handler(sqlite3*a0, int(*a1)(void*,int), void*a2) { return sqlite_nio_sqlite3_busy_handler(a0, a1, a2); }
int sqlite3_busy_timeout(sqlite3*a0, int a1) { return sqlite_nio_sqlite3_busy_timeout(a0, a1); }
int sqlite3_changes(sqlite3*a0) { return sqlite_nio_sqlite3_changes(a0); }
int sqlite3_clear_bindings(sqlite3_stmt*a0) { return sqlite_nio_sqlite3_clear_bindings(a0); }
int sqlite3_close(sqlite3*a0) { return sqlite_nio_sqlite3_close(a0); }
int sqlite3_close_v2(sqlite3*a0) { return sqlite_nio_sqlite3_close_v2(a0); }
const void * sqlite3_column_blob(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_blob(a0, a1); }
int sqlite3_column_bytes(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_bytes(a0, a1); }
int sqlite3_column_count(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_column_count(a0); }
double sqlite3_column_double(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_double(a0, a1); }
sqlite3_int64 sqlite3_column_int64(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_int64(a0, a1); }
const char * sqlite3_column_name(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_name(a0, a1); }
const unsigned char * sqlite3_column_text(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_text(a0, a1); }
int sqlite3_column_type(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_type(a0, a1); }
sqlite3_value * sqlite3_column_value(sqlite3_stmt*a0, int a1) { return sqlite_nio_sqlite3_column_value(a0, a1); }
void * sqlite3_commit_hook(sqlite3*a0, int(*a1)(void*), void*a2) { return sqlite_nio_sqlite3_commit_hook(a0, a1, a2); }
int sqlite3_create_collation_v2(sqlite3*a0, const char *a1, int a2, void *a3, int(*a4)(void*,int,const void*,int,const void*), void(*a5)(void*)) { return sqlite_nio_sqlite3_create_collation_v2(a0, a1, a2, a3, a4, a5); }
int sqlite3_create_function_v2(sqlite3 *a0, const char *a1, int a2, int a3, void *a4, void (*a5)(sqlite3_context*,int,sqlite3_value**), void (*a6)(sqlite3_context*,int,sqlite3_value**), void (*a7)(sqlite3_context*), void(*a8)(void*)) { return sqlite_nio_sqlite3_create_function_v2(a0, a1, a2, a3, a4, a5, a6, a7, a8); }
sqlite3 * sqlite3_db_handle(sqlite3_stmt*a0) { return sqlite_nio_sqlite3_db_handle(a0); }
int sqlite3_db_release_memory(sqlite3*a0) { return sqlite_nio_sqlite3_db_release_memory(a0); }
int sqlite3_errcode(sqlite3 *a0) { return sqlite_nio_sqlite3_errcode(a0); }
const char * sqlite3_errmsg(sqlite3*a0) { return sqlite_nio_sqlite3_errmsg(a0); }
const char * sqlite3_errstr(int a0) { return sqlite_nio_sqlite3_errstr(a0); }
char * sqlite3_expanded_sql(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_expanded_sql(a0); }
int sqlite3_extended_result_codes(sqlite3*a0, int a1) { return sqlite_nio_sqlite3_extended_result_codes(a0, a1); }
int sqlite3_finalize(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_finalize(a0); }
void sqlite3_free(void*a0) { sqlite_nio_sqlite3_free(a0); }
int sqlite3_get_autocommit(sqlite3*a0) { return sqlite_nio_sqlite3_get_autocommit(a0); }
void sqlite3_interrupt(sqlite3*a0) { sqlite_nio_sqlite3_interrupt(a0); }
sqlite3_int64 sqlite3_last_insert_rowid(sqlite3*a0) { return sqlite_nio_sqlite3_last_insert_rowid(a0); }
const char * sqlite3_libversion(void) { return sqlite_nio_sqlite3_libversion(); }
int sqlite3_libversion_number(void) { return sqlite_nio_sqlite3_libversion_number(); }
int sqlite3_limit(sqlite3*a0, int a1, int a2) { return sqlite_nio_sqlite3_limit(a0, a1, a2); }
sqlite3_stmt * sqlite3_next_stmt(sqlite3 *a0, sqlite3_stmt *a1) { return sqlite_nio_sqlite3_next_stmt(a0, a1); }
int sqlite3_open_v2(const char *a0, sqlite3 **a1, int a2, const char *a3) { return sqlite_nio_sqlite3_open_v2(a0, a1, a2, a3); }
int sqlite3_prepare_v2(sqlite3 *a0, const char *a1, int a2, sqlite3_stmt **a3, const char **a4) { return sqlite_nio_sqlite3_prepare_v2(a0, a1, a2, a3, a4); }
int sqlite3_prepare_v3(sqlite3 *a0, const char *a1, int a2, unsigned int a3, sqlite3_stmt **a4, const char **a5) { return sqlite_nio_sqlite3_prepare_v3(a0, a1, a2, a3, a4, a5); }
int sqlite3_reset(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_reset(a0); }
void sqlite3_result_blob(sqlite3_context*a0, const void*a1, int a2, void(*a3)(void*)) { sqlite_nio_sqlite3_result_blob(a0, a1, a2, a3); }
void sqlite3_result_double(sqlite3_context*a0, double a1) { sqlite_nio_sqlite3_result_double(a0, a1); }
void sqlite3_result_error(sqlite3_context*a0, const char*a1, int a2) { sqlite_nio_sqlite3_result_error(a0, a1, a2); }
void sqlite3_result_error_code(sqlite3_context*a0, int a1) { sqlite_nio_sqlite3_result_error_code(a0, a1); }
void sqlite3_result_int64(sqlite3_context*a0, sqlite3_int64 a1) { sqlite_nio_sqlite3_result_int64(a0, a1); }
void sqlite3_result_null(sqlite3_context*a0) { sqlite_nio_sqlite3_result_null(a0); }
void sqlite3_result_text(sqlite3_context*a0, const char*a1, int a2, void(*a3)(void*)) { sqlite_nio_sqlite3_result_text(a0, a1, a2, a3); }
void * sqlite3_rollback_hook(sqlite3*a0, void(*a1)(void *), void*a2) { return sqlite_nio_sqlite3_rollback_hook(a0, a1, a2); }
int sqlite3_set_authorizer(sqlite3*a0, int (*a1)(void*,int,const char*,const char*,const char*,const char*), void *a2) { return sqlite_nio_sqlite3_set_authorizer(a0, a1, a2); }
const char * sqlite3_sql(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_sql(a0); }
int sqlite3_step(sqlite3_stmt*a0) { return sqlite_nio_sqlite3_step(a0); }
int sqlite3_stmt_busy(sqlite3_stmt*a0) { return sqlite_nio_sqlite3_stmt_busy(a0); }
int sqlite3_stmt_readonly(sqlite3_stmt *a0) { return sqlite_nio_sqlite3_stmt_readonly(a0); }
int sqlite3_stricmp(const char *a0, const char *a1) { return sqlite_nio_sqlite3_stricmp(a0, a1); }
int sqlite3_total_changes(sqlite3*a0) { return sqlite_nio_sqlite3_total_changes(a0); }
void * sqlite3_update_hook(sqlite3*a0, void(*a1)(void *,int ,char const *,char const *,sqlite3_int64), void*a2) { return sqlite_nio_sqlite3_update_hook(a0, a1, a2); }
void * sqlite3_user_data(sqlite3_context*a0) { return sqlite_nio_sqlite3_user_data(a0); }
const void * sqlite3_value_blob(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_blob(a0); }
int sqlite3_value_bytes(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_bytes(a0); }
double sqlite3_value_double(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_double(a0); }
sqlite3_int64 sqlite3_value_int64(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_int64(a0); }
const unsigned char * sqlite3_value_text(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_text(a0); }
int sqlite3_value_type(sqlite3_value*a0) { return sqlite_nio_sqlite3_value_type(a0); }
int sqlite3_wal_checkpoint_v2(sqlite3 *a0, const char *a1, int a2, int *a3, int *a4) { return sqlite_nio_sqlite3_wal_checkpoint_v2(a0, a1, a2, a3, a4); }

// The two variadic functions GRDB calls, with the arguments of the options it passes (GRDBSQLite's
// shim.h): SQLITE_CONFIG_LOG takes a callback and its context; every SQLITE_DBCONFIG_ option but
// MAINDBNAME (a name) and LOOKASIDE (a buffer and two sizes) takes an int and an int pointer.

int sqlite3_config(int option, ...) {
    va_list arguments;
    va_start(arguments, option);
    int result = SQLITE_MISUSE;
    if (option == SQLITE_CONFIG_LOG) {
        void (*callback)(void *, int, const char *) = va_arg(arguments, void (*)(void *, int, const char *));
        void *context = va_arg(arguments, void *);
        result = sqlite_nio_sqlite3_config(option, callback, context);
    }
    va_end(arguments);
    return result;
}

int sqlite3_db_config(sqlite3 *connection, int option, ...) {
    va_list arguments;
    va_start(arguments, option);
    int result;
    if (option == SQLITE_DBCONFIG_MAINDBNAME) {
        result = sqlite_nio_sqlite3_db_config(connection, option, va_arg(arguments, const char *));
    } else if (option == SQLITE_DBCONFIG_LOOKASIDE) {
        void *buffer = va_arg(arguments, void *);
        int size = va_arg(arguments, int);
        int count = va_arg(arguments, int);
        result = sqlite_nio_sqlite3_db_config(connection, option, buffer, size, count);
    } else {
        int value = va_arg(arguments, int);
        int *previous = va_arg(arguments, int *);
        result = sqlite_nio_sqlite3_db_config(connection, option, value, previous);
    }
    va_end(arguments);
    return result;
}
