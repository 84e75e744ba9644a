package sqlitevec_test

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/sqlitevec"
	"github.com/mattn/go-sqlite3"
)

// TestSourcesAsPublished: the sqlite-vec sources are the v0.1.6 release byte
// for byte (the hashes of the files in sqlite-vec-go-bindings v0.1.6), so
// nobody edits a copy by accident.
func TestSourcesAsPublished(t *testing.T) {
	want := map[string]string{
		"sqlite-vec.c": "aea2ff1524ab80ccd1d51c698b09a74403c2d6ef00949d2a083661b4660881fe",
		"sqlite-vec.h": "401a8ff1857cbbc512110338f0d97c4a0c636289425fc97f25db1dc0c8b1d7d0",
	}
	for name, sum := range want {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.Sum256(b)
		if got := hex.EncodeToString(h[:]); got != sum {
			t.Errorf("%s: sha256 %s, want %s (the published v0.1.6); update README.md and this test when upgrading", name, got, sum)
		}
	}
	if sqlitevec.Version != "v0.1.6" {
		t.Errorf("Version = %q", sqlitevec.Version)
	}
}

// TestHeaderIsGoSQLite3s: sqlite-vec is compiled against the header of the
// go-sqlite3 version go.mod requires, the SQLite that is linked in.
func TestHeaderIsGoSQLite3s(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/mattn/go-sqlite3").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	upstream, err := os.ReadFile(filepath.Join(dir, "sqlite3-binding.h"))
	if err != nil {
		t.Fatal(err)
	}
	ours, err := os.ReadFile("sqlite3-binding.h")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ours, upstream) {
		t.Fatalf("sqlite3-binding.h differs from %s: copy it again after a go-sqlite3 update", dir)
	}
}

// TestOneEngine: vec0 works on a go-sqlite3 connection, and the SQLite it
// reports is the one go-sqlite3 says it links.
func TestOneEngine(t *testing.T) {
	sqlitevec.Auto()
	db, err := sql.Open("sqlite3", filepath.Join(t.TempDir(), "v.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var vecVersion, sqliteVersion string
	if err := db.QueryRow(`SELECT vec_version(), sqlite_version()`).Scan(&vecVersion, &sqliteVersion); err != nil {
		t.Fatal(err)
	}
	if vecVersion != sqlitevec.Version {
		t.Errorf("vec_version() = %q, want %q", vecVersion, sqlitevec.Version)
	}
	if lib, _, _ := sqlite3.Version(); lib != sqliteVersion {
		t.Errorf("sqlite_version() = %q, go-sqlite3 links %q", sqliteVersion, lib)
	}
	if _, err := db.Exec(`CREATE VIRTUAL TABLE v USING vec0(e float[2])`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO v(rowid, e) VALUES (1, '[1,0]'), (2, '[0,1]')`); err != nil {
		t.Fatal(err)
	}
	var id int
	if err := db.QueryRow(`SELECT rowid FROM v WHERE e MATCH '[0.1,0.9]' AND k = 1`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	if id != 2 {
		t.Errorf("nearest = %d, want 2", id)
	}
}
