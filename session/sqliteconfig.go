package session

/*
extern int sqlite3_config(int, ...);

// Values of SQLITE_CONFIG_MEMSTATUS and SQLITE_CONFIG_LOOKASIDE, fixed by
// SQLite's interface.
static int grove_sqlite_config(int memstatus, int slot, int slots) {
	int rc = sqlite3_config(9, memstatus);
	if (rc != 0) return rc;
	return sqlite3_config(13, slot, slots);
}
*/
import "C"

import "fmt"

// Each connection's lookaside: small allocations a connection serves from
// memory of its own, without malloc. SQLite's default (48 KB: 30 slots of
// 1,200 bytes and 93 of 128) is taken up by the prepared statements a
// connection keeps (stmtCacheSize), after which every column value read
// goes to malloc; reading a long branch then spent a quarter of its
// instructions in malloc, free and their lock. 256 slots of 1,200 bytes
// (300 KB, touched only as used) leave room for the cached statements and
// the reads.
const (
	lookasideSlot  = 1200
	lookasideSlots = 256
)

// configureSQLite sets SQLite's process-wide options before its first
// connection: no memory statistics (grove reads none, and keeping them
// takes a global lock around every allocation) and the lookaside above.
// SQLite accepts them only before it initialises, so the store calls this
// first thing, once.
func configureSQLite() error {
	if rc := C.grove_sqlite_config(0, lookasideSlot, lookasideSlots); rc != 0 {
		return fmt.Errorf("sqlite3_config: code %d (SQLite was initialised before the store configured it)", int(rc))
	}
	return nil
}
