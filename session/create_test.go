package session

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// schemaOf is every component's schema version in the file at path.
func schemaOf(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.DB().Query(`SELECT component, MAX(version) FROM schema_migrations GROUP BY component ORDER BY component`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var c string
		var v int
		if err := rows.Scan(&c, &v); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s=%d ", c, v)
	}
	return b.String()
}

// TestCreateKilledMidway: a process killed at any point while it creates
// a new database leaves either no file at the path or a whole database;
// either way the next Open gives a store with the whole schema that takes
// writes. Only the files of the creation of a process that is gone are
// removed.
func TestCreateKilledMidway(t *testing.T) {
	ctx := context.Background()
	ref := newTestStore(t)
	want := schemaOf(t, ref)
	if testing.Short() {
		t.Skip("starts processes")
	}
	for i := range 14 {
		dir := t.TempDir()
		path := filepath.Join(dir, "grove.db")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "GROVE_TEST_CHILD=open", "GROVE_TEST_DB="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Killed once its creation has begun, at a different point each
		// time: while it writes the schema, and after it linked the file.
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(200 * time.Microsecond) {
			if begun, _ := filepath.Glob(path + "*"); len(begun) > 0 {
				break
			}
		}
		time.Sleep(time.Duration(i*i) * 400 * time.Microsecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		// What a creation killed before it linked its file leaves behind.
		stale := fmt.Sprintf("%s%s%d-1", path, creatingSuffix, cmd.Process.Pid)
		if _, err := os.Stat(path); err != nil {
			if err := os.WriteFile(stale, []byte("SQLite format 3\x00 half"), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		s, err := Open(ctx, path)
		if err != nil {
			t.Fatalf("kill %d: open after the kill: %v", i, err)
		}
		if got := schemaOf(t, s); got != want {
			t.Fatalf("kill %d: schema %q, want %q", i, got, want)
		}
		if _, err := s.CreateConversation(ctx, NewConversation{Agent: "a"}); err != nil {
			t.Fatalf("kill %d: write after the kill: %v", i, err)
		}
		s.Close()
		if _, err := os.Stat(stale); err == nil {
			t.Fatalf("kill %d: the file of a creation whose process is gone is left: %s", i, stale)
		}
	}
}

// TestCreateKilledAfterLink: a creation killed after it linked its file
// to the database's path, before it removed that file, leaves the file
// beside a whole database; the next Open, which finds the database there
// and creates nothing, removes it all the same.
func TestCreateKilledAfterLink(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	gone := exec.Command(os.Args[0], "-test.run=^$")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	stale := fmt.Sprintf("%s%s%d-1", path, creatingSuffix, gone.Process.Pid)
	if err := os.Link(path, stale); err != nil {
		t.Fatal(err)
	}
	s, err = Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := os.Stat(stale); err == nil {
		t.Fatalf("the file of a creation whose process is gone is left beside the database: %s", stale)
	}
	if _, err := s.CreateConversation(context.Background(), NewConversation{Agent: "a"}); err != nil {
		t.Fatal(err)
	}
}

// TestCreateKeepsLiveCreations: a creation does not remove the file of a
// creation another live process is writing.
func TestCreateKeepsLiveCreations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	live := fmt.Sprintf("%s%s%d-1", path, creatingSuffix, os.Getppid())
	if err := os.WriteFile(live, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(live); err != nil {
		t.Fatalf("a live process's creation was removed: %v", err)
	}
	left, _ := filepath.Glob(path + creatingSuffix + "*")
	if len(left) != 1 {
		t.Fatalf("files left beside the database: %v; want only the live one", left)
	}
}

// TestCreateConcurrently: stores opening the same new path at once all get
// the one database: what one writes, the others read.
func TestCreateConcurrently(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	const n = 4
	stores := make([]*Store, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { stores[i], errs[i] = Open(ctx, path) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("store %d: %v", i, err)
		}
		defer stores[i].Close()
	}
	c, err := stores[0].CreateConversation(ctx, NewConversation{Agent: "a", Title: "shared"})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range stores[1:] {
		got, err := s.Conversation(ctx, c.ID)
		if err != nil || got.Title != "shared" {
			t.Fatalf("store %d does not see the conversation: %+v, %v", i+1, got, err)
		}
	}
}

// A new database has pages of newPageSize; a file made with SQLite's
// default pages keeps them, opens and takes writes.
func TestNewDatabasePageSize(t *testing.T) {
	ctx := context.Background()
	pageSize := func(s *Store) int {
		t.Helper()
		var n int
		if err := s.DB().QueryRowContext(ctx, `PRAGMA page_size`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	s, err := Open(ctx, filepath.Join(t.TempDir(), "new.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n := pageSize(s); n != newPageSize {
		t.Fatalf("a new database has pages of %d bytes, want %d", n, newPageSize)
	}
	old := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite3", old)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`PRAGMA page_size = 4096; CREATE TABLE t (x); PRAGMA journal_mode = WAL`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s2, err := Open(ctx, old)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if n := pageSize(s2); n != 4096 {
		t.Fatalf("an existing database's pages became %d bytes, want its 4096", n)
	}
	if _, err := s2.CreateConversation(ctx, NewConversation{Title: "kept", Agent: "assistant"}); err != nil {
		t.Fatal(err)
	}
}
