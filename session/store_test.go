package session

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestOpenCreatesPrivateFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data", "grove")
	path := filepath.Join(dir, "grove.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("data dir mode = %v, %v; want 0700", fi.Mode().Perm(), err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("db mode = %v, %v; want 0600", fi.Mode().Perm(), err)
	}
	var mode string
	if err := s.DB().QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal_mode = %q, %v", mode, err)
	}
	var fk int
	if err := s.ReadDB().QueryRow(`PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
		t.Fatalf("foreign_keys on read pool = %d, %v", fk, err)
	}
	if s.SchemaVersion() < 1 {
		t.Fatalf("schema version %d", s.SchemaVersion())
	}
	// The read pool must refuse writes: all writes go through WriteTx.
	if _, err := s.ReadDB().Exec(`DELETE FROM conversations`); err == nil {
		t.Fatal("read pool accepted a write")
	}
}

func TestOpenBadPaths(t *testing.T) {
	dir := t.TempDir()
	notDB := filepath.Join(dir, "notes.txt")
	original := "my precious notes, not a database\n"
	if err := os.WriteFile(notDB, []byte(original), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, path, want string
	}{
		{"directory", dir, "is a directory"},
		{"not sqlite", notDB, "is not a SQLite database"},
		{"under a file", filepath.Join(notDB, "grove.db"), "not a directory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Open(context.Background(), c.path)
			if err == nil {
				t.Fatal("Open succeeded")
			}
			if ErrorCode(err) != EDATABASE || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), filepath.Dir(c.path)) {
				t.Fatalf("error = %q (code %s), want %q naming the path", err, ErrorCode(err), c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
		})
	}
	b, _ := os.ReadFile(notDB)
	if string(b) != original {
		t.Fatalf("the non-database file was modified: %q", b)
	}
	if _, err := os.Stat(notDB + "-wal"); err == nil {
		t.Fatal("a WAL file was created beside the non-database file")
	}
}

// TestOpenReadOnlyFile: a database file the user may not write is refused
// for writing with EREADONLY and its path (OpenReadOnly reads it). Root may
// write any file, so as root the
// open runs in a child process that dropped to an unprivileged user (the
// test binary and the file are made readable to it).
func TestOpenReadOnlyFile(t *testing.T) {
	dir, err := os.MkdirTemp("", "grove-readonly-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	path := filepath.Join(dir, "grove.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if os.Geteuid() != 0 {
		_, err = Open(context.Background(), path)
		if ErrorCode(err) != EREADONLY || !strings.Contains(err.Error(), path) {
			t.Fatalf("error = %v", err)
		}
		return
	}
	// As root: the same open as an unprivileged user, from a copy of this
	// test binary it may run.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "session.test")
	if err := os.WriteFile(bin, exe, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run", "^$")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GROVE_TEST_CHILD=open", "GROVE_TEST_DB="+path, "HOME="+dir)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if got := string(out); !strings.HasPrefix(got, EREADONLY+" ") || !strings.Contains(got, path) {
		t.Fatalf("as an unprivileged user, error = %s", got)
	}
}

func TestOpenRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	c := mustCreate(t, s)
	if _, err := s.DB().Exec(`INSERT INTO schema_migrations (component, version, name, applied_at) VALUES ('session', 99, 'future', 0)`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	_, err = Open(context.Background(), path)
	if ErrorCode(err) != ESCHEMA || !strings.Contains(err.Error(), "99") || !strings.Contains(err.Error(), "upgrade grove") {
		t.Fatalf("error = %v", err)
	}
	// Nothing was lost or changed by the refusal.
	db, _ := sql.Open("sqlite3", path+"?mode=ro")
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM conversations WHERE id = ?`, c.ID).Scan(&n); err != nil || n != 1 {
		t.Fatalf("conversation lost: %d %v", n, err)
	}
}

func TestOpenTwiceMigratesOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	for i := 0; i < 2; i++ {
		s, err := Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		s.DB().QueryRow(`SELECT COUNT(*) FROM schema_migrations WHERE component = 'session'`).Scan(&n)
		if n != s.SchemaVersion() {
			t.Fatalf("open %d: %d migrations recorded, schema version %d", i, n, s.SchemaVersion())
		}
		s.Close()
	}
}

func TestVecAvailable(t *testing.T) {
	s := newTestStore(t)
	if _, err := s.DB().Exec(`CREATE VIRTUAL TABLE v USING vec0(embedding float[4])`); err != nil {
		t.Fatalf("vec0 not available: %v", err)
	}
	if _, err := s.DB().Exec(`CREATE VIRTUAL TABLE f USING fts4(content)`); err != nil {
		t.Fatalf("fts4 not available: %v", err)
	}
}

// TestFullDiskLosesNothing fills the database (a page limit stands in for a
// full disk): the failing append says so plainly and names the database
// file, and what was saved before is intact.
func TestFullDiskLosesNothing(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	saved := mustAppend(t, s, c.ID, DefaultBranch, userMsg("saved before the disk filled"))
	var pages int
	if err := s.DB().QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB().Exec(fmt.Sprintf(`PRAGMA max_page_count = %d`, pages+2)); err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("lorem ipsum ", 4000)
	var err error
	for i := 0; i < 50 && err == nil; i++ {
		_, err = s.Append(ctx, c.ID, DefaultBranch, userMsg(big))
	}
	if err == nil || ErrorCode(err) != EDATABASE || !strings.Contains(err.Error(), "disk is full") || !strings.Contains(err.Error(), s.File()) {
		t.Fatalf("error = %v; want that the disk is full and the file %s", err, s.File())
	}
	p, err := s.Path(ctx, c.ID, DefaultBranch)
	if err != nil || len(p) == 0 || p[0].ID != saved[0].ID {
		t.Fatalf("path after a full disk: %v %v", len(p), err)
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("check: %v %v", f, err)
	}
}

// Two texts joined into one string never run into each other.
func TestTextSeparatesBlocks(t *testing.T) {
	got := Text([]Block{TextBlock("calculate 2+2"), {Type: BlockThinking, Thinking: "x"}, TextBlock(""), TextBlock("please wait 0.5 seconds")})
	if got != "calculate 2+2"+TextSeparator+"please wait 0.5 seconds" {
		t.Fatalf("Text = %q", got)
	}
	if got := Text([]Block{TextBlock("one")}); got != "one" {
		t.Fatalf("Text = %q", got)
	}
}

// Close leaves everything in the database file itself: the write-ahead log
// is checkpointed and emptied.
func TestCloseCheckpoints(t *testing.T) {
	ctx := context.Background()
	st, path, c := newFileStore(t)
	if _, err := st.Append(ctx, c.ID, "main", Entry{Kind: EntryMessage, Role: RoleUser, Content: []Block{TextBlock("keep me")}}); err != nil {
		t.Fatal(err)
	}
	// A reader left open elsewhere in the process must not stop it.
	if _, err := st.Path(ctx, c.ID, "main"); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		t.Fatalf("the WAL still holds %d bytes after Close", fi.Size())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(cp, b, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite3", "file:"+cp+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM entries WHERE content LIKE '%keep me%'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("the copied file holds %d matching entries (%v)", n, err)
	}
}

// TestOpenDoesNotWaitForAWriter: opening a database whose schema is current
// takes no write lock, so a command started while another process holds a
// long write (an import) opens at once and reads.
func TestOpenDoesNotWaitForAWriter(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := mustOpen(t, path)
	if _, err := st.CreateConversation(ctx, NewConversation{Agent: "assistant", Title: "before"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	holdWriteLock(t, path)
	type opened struct {
		st  *Store
		err error
	}
	done := make(chan opened, 1)
	go func() {
		s, err := Open(ctx, path)
		done <- opened{s, err}
	}()
	o := <-done // with the lock still held
	if o.err != nil {
		t.Fatalf("Open while another process writes: %v", o.err)
	}
	defer o.st.Close()
	if o.st.SchemaVersion() == 0 {
		t.Fatal("no schema version")
	}
	cs, err := o.st.ListConversations(ctx, ListOptions{})
	if err != nil || len(cs) != 1 || cs[0].Title != "before" {
		t.Fatalf("list while another process writes: %v %+v", err, cs)
	}
}

// holdWriteLock takes the write lock of the database at path, as another
// process's writer does, and holds it until the test ends.
func holdWriteLock(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	other, err := sql.Open("sqlite3", path+"?_busy_timeout=10000")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	conn, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.ExecContext(ctx, "ROLLBACK") })
}

// TestCheckAtFirstWrite: a store opened for a command that only reads
// starts no quick check and warms no read connection; its reads work on a
// file with a damaged page elsewhere, and a write still waits for the
// check and is refused on that file.
func TestCheckAtFirstWrite(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := mustOpen(t, path)
	if n := st.r.Stats().OpenConnections; n != 2 {
		t.Fatalf("a default store warms 2 read connections, has %d", n)
	}
	small, err := st.CreateConversation(ctx, NewConversation{Agent: "assistant", Title: "small"})
	if err != nil {
		t.Fatal(err)
	}
	big, err := st.CreateConversation(ctx, NewConversation{Agent: "assistant", Title: "big"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, big.ID, "main", Entry{Kind: EntryMessage, Role: RoleUser, Content: []Block{TextBlock(strings.Repeat("Q", 300<<10))}}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	damageMiddlePage(t, path, false)

	st = mustOpen(t, path, CheckAtFirstWrite(), ColdReaders())
	if n := st.r.Stats().OpenConnections; n != 0 {
		t.Fatalf("ColdReaders: %d read connections open after Open", n)
	}
	cs, err := st.ListConversations(ctx, ListOptions{})
	if err != nil || len(cs) != 2 {
		t.Fatalf("list: %v %d", err, len(cs))
	}
	if _, err := st.Path(ctx, small.ID, "main"); err != nil {
		t.Fatal(err)
	}
	started := true
	st.checkOnce.Do(func() { started = false; st.runCheck() })
	if started {
		t.Fatal("reading started the quick check")
	}
	st.Close()

	st = mustOpen(t, path, CheckAtFirstWrite(), ColdReaders())
	defer st.Close()
	_, err = st.Append(ctx, small.ID, "main", Entry{Kind: EntryMessage, Role: RoleUser, Content: []Block{TextBlock("hello")}})
	if ErrorCode(err) != ECORRUPT {
		t.Fatalf("a write to the damaged file: %v, want ECORRUPT", err)
	}
}
