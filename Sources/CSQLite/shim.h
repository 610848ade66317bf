#ifndef HOTELS_CSQLITE_SHIM_H
#define HOTELS_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro around a cast of -1 to a function pointer, which
// Swift cannot import; this hands it over as a value.
static inline sqlite3_destructor_type hotels_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
