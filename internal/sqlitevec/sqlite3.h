/* sqlite-vec.h includes "sqlite3.h"; grove compiles it against the SQLite
 * that github.com/mattn/go-sqlite3 links into the binary, whose header is
 * sqlite3-binding.h (copied verbatim beside this file). */
#include "sqlite3-binding.h"
