// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import.
static inline sqlite3_destructor_type nova_sqlite_transient(void) { return SQLITE_TRANSIENT; }
