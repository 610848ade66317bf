#ifndef HOTELS_CSQLITE_SHIM_H
#define HOTELS_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro around a cast of -1 to a function pointer, which
// Swift cannot import; this hands it over as a value.
static inline sqlite3_destructor_type hotels_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

// sqlite3_config is variadic, which Swift cannot call: this sets how many
// bytes of a statement journal stay in memory before it spills into a
// temporary file. Before the first connection opens only.
static inline int hotels_sqlite_statement_journal_spill(int bytes) {
    return sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, bytes);
}

#endif
