// Package sqlitevec compiles the sqlite-vec extension (vector tables,
// vec0) into grove against the SQLite engine github.com/mattn/go-sqlite3
// links in, so the binary holds exactly one SQLite and a machine with only Go
// and gcc builds it: no system libsqlite3 headers are needed.
//
// sqlite-vec.c and sqlite-vec.h are sqlite-vec v0.1.6 exactly as published in
// github.com/asg017/sqlite-vec-go-bindings v0.1.6 (cgo/); sqlite3-binding.h is
// github.com/mattn/go-sqlite3's header of the version go.mod requires. The
// tests check both against the module cache, so a dependency update that
// changes either is noticed. See README.md beside this file.
package sqlitevec

// #cgo CFLAGS: -DSQLITE_CORE
// #cgo linux LDFLAGS: -lm
// #include "sqlite-vec.h"
import "C"

// Version is the sqlite-vec release compiled in.
const Version = C.SQLITE_VEC_VERSION

// Auto registers sqlite-vec with every SQLite connection the process opens
// from now on (sqlite3_auto_extension).
func Auto() {
	C.sqlite3_auto_extension((*[0]byte)(C.sqlite3_vec_init))
}
