package session

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/grovechat/grove/internal/sqlitevec"
	sqlite3 "github.com/mattn/go-sqlite3"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Store is the SQLite-backed store. It is safe for concurrent use by many
// goroutines and by several processes on the same file.
type Store struct {
	path string
	// w is the single write connection: SQLite allows one writer at a time,
	// and queueing writers in Go is cheaper than spinning on SQLITE_BUSY.
	w *sql.DB
	// r is a pool of read-only connections; WAL lets them read while w writes.
	r   *sql.DB
	now func() time.Time
	// cache holds decoded entries of recently read conversations.
	cache *pathCache

	schemaVersion int
	// readOnly is why the store was opened read-only ("" when writable):
	// WriteTx then refuses.
	readOnly string

	// A writable store runs SQLite's quick check in the background after
	// Open, so that opening a large file stays fast; writes wait for its
	// verdict (checked closed, checkErr set) and a damaged file is never
	// written to.
	checked   chan struct{}
	checkErr  error
	stopCheck context.CancelFunc
	// checkOnce starts the quick check: beside Open, or at the first write
	// with CheckAtFirstWrite.
	checkOnce sync.Once
	runCheck  func()

	// lazyCheck and coldReaders are the options of short commands
	// (CheckAtFirstWrite, ColdReaders); deferCheck is the TUI's
	// (DeferCheck).
	lazyCheck, coldReaders, deferCheck bool
	// trustVerdict: TrustSoundVerdict; trusted: Open found the file sound
	// by its verdict and ran no check.
	trustVerdict, trusted bool
	// live: the turns whose live text this store wrote (live.go).
	live liveTurns
}

// Option configures Open.
type Option func(*Store)

// WithClock replaces the wall clock (tests).
func WithClock(now func() time.Time) Option { return func(s *Store) { s.now = now } }

// DeferCheck makes Open leave the quick check for StartCheck to start, so
// that it does not compete for the CPU with what the caller does first
// (the TUI's first frame). The first write starts it if nothing did:
// writes always wait for its verdict.
func DeferCheck() Option { return func(s *Store) { s.deferCheck = true } }

// CheckAtFirstWrite starts the quick check at the first write instead of
// beside Open: a command that only reads (list, export, stats) does not
// spend the check's reading of the whole file. Writes still wait for its
// verdict, and Close does not checkpoint a file that was never checked.
func CheckAtFirstWrite() Option { return func(s *Store) { s.lazyCheck = true } }

// ColdReaders leaves the read pool empty at Open (connections open as
// reads need them): for short commands, which do not load long
// conversations in two halves at once.
func ColdReaders() Option { return func(s *Store) { s.coldReaders = true } }

// errUnchecked is the verdict of a store closed before anything started
// its quick check: nothing was written, and nothing is checkpointed.
var errUnchecked = errors.New("the file was not checked")

var (
	sqliteOnce sync.Once
	// sqliteConfigErr is what configureSQLite said, nil when its options hold.
	sqliteConfigErr error
)

// setupSQLite prepares SQLite for the store, once per process, before the
// first connection: its process-wide options, then sqlite-vec in every
// connection.
func setupSQLite() {
	sqliteOnce.Do(func() {
		sqliteConfigErr = configureSQLite()
		sqlitevec.Auto()
	})
}

// Open opens (creating and migrating if needed) the grove database at path.
//
// Errors: EDATABASE when path is a directory, is not a SQLite file, or cannot
// be created or written (the message names the path; an existing file is not
// modified); ESCHEMA when the file was written by a newer grove. A file
// with damaged pages opens (it can be read), and every write then fails with
// ECORRUPT and the advice to run doctor.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	setupSQLite()
	s := &Store{path: path, now: time.Now, cache: newPathCache(32)}
	for _, o := range opts {
		o(s)
	}
	missing, err := checkPath(path)
	if err != nil {
		return nil, err
	}
	if err := prepareFile(ctx, path, missing, s.now); err != nil {
		return nil, err
	}
	// Pragmas live in the DSN so that every pooled connection gets them:
	// WAL lets readers run beside the writer; synchronous=NORMAL is durable
	// across application crashes in WAL mode and much faster than FULL;
	// busy_timeout makes a second process wait instead of failing; _txlock
	// makes every write transaction BEGIN IMMEDIATE so two writers never
	// deadlock upgrading read locks. _stmt_cache_size keeps each
	// connection's most recent statements prepared: a turn's step and an
	// append run the same dozen statements every time, and compiling them
	// again was a third of what a step cost and a fifth of an append's CPU.
	base := path + "?_busy_timeout=10000&_foreign_keys=on&_synchronous=NORMAL&_stmt_cache_size=" + stmtCacheSize
	w, err := sql.Open("sqlite3", base+"&_journal_mode=WAL&_txlock=immediate")
	if err != nil {
		return nil, dbError(path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	s.w = w
	if err := s.migrate(ctx); err != nil {
		w.Close()
		return nil, err
	}
	var vecVersion string
	if err := w.QueryRowContext(ctx, "SELECT vec_version()").Scan(&vecVersion); err != nil {
		w.Close()
		return nil, &Error{Code: EINTERNAL, Message: "sqlite-vec is not available in this build: " + err.Error(), Err: err}
	}
	r, err := sql.Open("sqlite3", base+"&_query_only=true")
	if err != nil {
		w.Close()
		return nil, dbError(path, err)
	}
	r.SetMaxOpenConns(8)
	r.SetMaxIdleConns(8)
	r.SetConnMaxIdleTime(0)
	s.r = r
	// Open two read connections now (each loads sqlite-vec and its
	// pragmas), so that the first reads, which load long conversations in
	// two halves at once, do not pay for it.
	var conns []*sql.Conn
	for range 2 {
		if s.coldReaders {
			break
		}
		c, err := r.Conn(ctx)
		if err != nil {
			s.Close()
			return nil, dbError(path, err)
		}
		if err := c.PingContext(ctx); err != nil {
			c.Close()
			s.Close()
			return nil, dbError(path, err)
		}
		conns = append(conns, c)
	}
	for _, c := range conns {
		c.Close()
	}
	// A file with damaged pages is not written to: a write could spread the
	// damage, and doctor can still copy out what is readable.
	cctx, cancel := context.WithCancel(context.Background())
	s.checked, s.stopCheck = make(chan struct{}), cancel
	s.runCheck = func() {
		go func() {
			defer close(s.checked)
			s.checkErr = quickCheck(cctx, r, path)
			if ErrorCode(s.checkErr) == ECORRUPT {
				os.Remove(verdictPath(path)) // never trusted again until repaired
			}
		}()
	}
	switch {
	case s.trustVerdict && soundByVerdict(path):
		s.trusted = true
		s.checkOnce.Do(func() { close(s.checked) })
	case !s.lazyCheck && !s.deferCheck:
		s.StartCheck()
	}
	// Private to its owner where grove may set that; a file grove does
	// not own keeps its mode and is still opened.
	_ = os.Chmod(path, 0o600)
	return s, nil
}

// StartCheck starts the quick check Open deferred (DeferCheck). It does
// nothing when the check has started already or the store is read-only.
func (s *Store) StartCheck() {
	if s.runCheck != nil {
		s.checkOnce.Do(s.runCheck)
	}
}

// waitChecked waits for the quick check (starting it if Open left it to
// StartCheck or the first write) and returns its verdict (nil for a sound
// file or a read-only store).
func (s *Store) waitChecked(ctx context.Context) error {
	if s.checked == nil {
		return nil
	}
	s.StartCheck()
	select {
	case <-s.checked:
		return s.checkErr
	case <-ctx.Done():
		return ctx.Err()
	}
}

// OpenReadOnly opens an existing database without writing to it: no
// migration, no quick check, and WriteTx refuses with EREADONLY. why says
// why (shown with every refused write). Read commands use it for a file
// they cannot write, and doctor for a damaged one.
//
// Errors: EDATABASE when the file is missing or not SQLite; ESCHEMA when
// it was written by a newer grove, or by an older one (it needs a
// migration, which needs write access).
func OpenReadOnly(ctx context.Context, path, why string) (*Store, error) {
	setupSQLite()
	s := &Store{path: path, now: time.Now, cache: newPathCache(32), readOnly: why}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, Errorf(EDATABASE, "cannot use database %s: %s", path, shortErr(err))
	}
	if fi.IsDir() {
		return nil, Errorf(EDATABASE, "database path %s is a directory", path)
	}
	if f, err := os.Open(path); err == nil {
		head := make([]byte, len(sqliteMagic))
		n, _ := io.ReadFull(f, head)
		f.Close()
		if n > 0 && !bytes.Equal(head[:n], sqliteMagic[:n]) || n > 0 && n < len(sqliteMagic) {
			return nil, Errorf(EDATABASE, "%s is not a SQLite database (grove leaves it untouched)", path)
		}
	}
	dsn := "file:" + path + "?mode=ro&_busy_timeout=10000&_query_only=true"
	r, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, dbError(path, err)
	}
	r.SetMaxOpenConns(4)
	var probe int
	if err := r.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master`).Scan(&probe); err != nil && isReadOnly(err) {
		// A WAL database in a directory grove cannot write: SQLite cannot
		// create its shared-memory file, so read the main file as it is
		// (immutable), which misses only what was never checkpointed.
		r.Close()
		if r, err = sql.Open("sqlite3", "file:"+path+"?mode=ro&immutable=1&_query_only=true"); err != nil {
			return nil, dbError(path, err)
		}
		r.SetMaxOpenConns(4)
	}
	s.r, s.w = r, r
	ms, err := loadMigrations()
	if err != nil {
		r.Close()
		return nil, &Error{Code: EINTERNAL, Message: err.Error(), Err: err}
	}
	var cur int
	err = r.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE component = 'session'`).Scan(&cur)
	switch {
	case err != nil && isNotADB(err):
		r.Close()
		return nil, Errorf(EDATABASE, "%s is not a SQLite database (grove leaves it untouched)", path)
	case err != nil:
		// A damaged schema table: still open, so doctor can read what is left.
		s.schemaVersion = len(ms)
	case cur > len(ms):
		r.Close()
		return nil, Errorf(ESCHEMA, "database %s has session schema version %d, newer than this grove supports (%d); upgrade grove to open it", path, cur, len(ms))
	case cur < len(ms):
		r.Close()
		return nil, Errorf(ESCHEMA, "database %s has schema version %d and needs an upgrade to %d, which needs write access (%s)", path, cur, len(ms), why)
	default:
		s.schemaVersion = cur
	}
	return s, nil
}

// ReadOnly returns why the store is read-only, or "" when it is writable.
func (s *Store) ReadOnly() string { return s.readOnly }

var sqliteMagic = []byte("SQLite format 3\x00")

// checkPath validates the database path before SQLite touches it, so that a
// wrong path gives a one-line error and an unrelated file is never modified.
// missing is true when there is no file yet (its directory is made): Open
// creates it (createFile).
func checkPath(path string) (missing bool, err error) {
	if path == "" {
		return false, Errorf(EDATABASE, "no database path given")
	}
	fi, err := os.Stat(path)
	switch {
	case err == nil && fi.IsDir():
		return false, Errorf(EDATABASE, "database path %s is a directory", path)
	case err == nil:
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			return false, Errorf(EREADONLY, "database %s is not writable: %s", path, shortErr(err))
		}
		defer f.Close()
		head := make([]byte, len(sqliteMagic))
		n, _ := io.ReadFull(f, head)
		if n > 0 && !bytes.Equal(head[:n], sqliteMagic[:n]) || n > 0 && n < len(sqliteMagic) {
			return false, Errorf(EDATABASE, "%s is not a SQLite database (grove leaves it untouched)", path)
		}
		return false, nil
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(path)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return false, Errorf(EDATABASE, "cannot create data directory %s: %s", dir, shortErr(err))
		}
		return true, nil
	default:
		return false, Errorf(EDATABASE, "cannot use database path %s: %s", path, shortErr(err))
	}
}

func shortErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func dbError(path string, err error) error {
	if IsFull(err) {
		return fullError(path, err)
	}
	return &Error{Code: EDATABASE, Message: fmt.Sprintf("cannot open database %s: %s", path, err), Err: err}
}

// File returns the database file path.
func (s *Store) File() string { return s.path }

// SchemaVersion returns the schema version after migration.
func (s *Store) SchemaVersion() int { return s.schemaVersion }

// Close closes all connections.
//
// Before closing, the write-ahead log is copied into the database file and
// truncated (wal_checkpoint(TRUNCATE)), so that grove.db alone holds
// everything: a person who copies "the SQLite file" gets all of it. When
// another process is reading at that moment the checkpoint is left to the
// last one to close (it does the same).
func (s *Store) Close() error {
	var errs []error
	sound := true
	if s.checked != nil {
		s.checkOnce.Do(func() { // never started: nothing was written
			s.checkErr = errUnchecked
			close(s.checked)
		})
		select {
		case <-s.checked:
		default:
			s.stopCheck()  // closing before the check ended: nothing to verify
			s.StartCheck() // a deferred one ends at once
			<-s.checked
		}
		sound = s.checkErr == nil
		s.stopCheck()
	}
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	complete := false
	if s.w != nil && s.w != s.r {
		if sound { // a damaged file is never written to, not even by a checkpoint
			var err error
			if complete, err = s.checkpoint(); err != nil {
				errs = append(errs, err)
			}
		}
		errs = append(errs, s.w.Close())
	}
	// A file checked sound (or trusted as such), wholly checkpointed into
	// itself, gets a verdict that lets the next short command skip the check.
	if sound && complete && errors.Join(errs...) == nil {
		writeVerdict(s.path)
	}
	return errors.Join(errs...)
}

// checkpoint moves the WAL into the database file and empties it. It waits
// at most two seconds for other processes' readers.
func (s *Store) checkpoint() (complete bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := s.w.Conn(ctx)
	if err != nil {
		return false, nil // the pool is already closed
	}
	defer c.Close()
	if _, err := c.ExecContext(ctx, "PRAGMA busy_timeout = 2000"); err != nil {
		return false, dbError(s.path, err)
	}
	var busy, logFrames, done int
	if err := c.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logFrames, &done); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return false, nil
		}
		return false, dbError(s.path, err)
	}
	return busy == 0 && logFrames == done, nil
}

// DB returns the write connection for packages that keep their own tables in
// the same file (memory). Writes through it must use WriteTx.
func (s *Store) DB() *sql.DB { return s.w }

// ReadDB returns the read-only pool.
func (s *Store) ReadDB() *sql.DB { return s.r }

// Now returns the store clock's time.
func (s *Store) Now() time.Time { return s.now() }

// A parameter written +? in a WHERE clause (the same value, no affinity
// of its own) keeps its statement prepared: with a bare ? this SQLite plans
// some statements for the value bound (a partial index, an ORDER BY) and
// so parses and plans them again every time they run. The statements a
// turn's step runs use +?, which took about a sixth off a step's
// instructions; their plans search the same indexes.
//
// stmtCacheSize is how many prepared statements each connection keeps (the
// least recently used is finalized first); the busiest path, a turn's step,
// uses about twenty.
const stmtCacheSize = "64"

// extraMigrations lets other packages (memory) add their own ordered
// migrations under a separate name space in the same file.
var (
	extraMu         sync.Mutex
	extraMigrations = map[string]func() []migration{}
)

func isNotADB(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.Code == sqlite3.ErrNotADB
}

// isCorrupt: a SQLite file with damaged pages (not "not a database").
func isCorrupt(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.Code == sqlite3.ErrCorrupt
}

func corruptError(path, detail string) error {
	return Errorf(ECORRUPT, "database %s is damaged (%s); grove does not write to it: run `grove doctor` to see what is readable and `grove doctor --salvage NEW.db` to copy every readable conversation into a new file", path, detail)
}

// quickCheck runs PRAGMA quick_check and returns ECORRUPT when it fails.
func quickCheck(ctx context.Context, db *sql.DB, path string) error {
	rows, err := db.QueryContext(ctx, "PRAGMA quick_check")
	if err != nil {
		if isCorrupt(err) || isNotADB(err) {
			return corruptError(path, err.Error())
		}
		return dbError(path, err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var msg string
		if err := rows.Scan(&msg); err != nil {
			return corruptError(path, err.Error())
		}
		if msg != "ok" {
			problems = append(problems, msg)
		}
	}
	if err := rows.Err(); err != nil {
		return corruptError(path, err.Error())
	}
	if len(problems) > 0 {
		detail := problems[0]
		if len(problems) > 1 {
			detail += fmt.Sprintf(", and %d more problems", len(problems)-1)
		}
		return corruptError(path, "quick check: "+detail)
	}
	return nil
}

func isReadOnly(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && (se.Code == sqlite3.ErrReadonly || se.Code == sqlite3.ErrCantOpen || se.Code == sqlite3.ErrPerm)
}

// WriteTx runs fn in one write transaction (BEGIN IMMEDIATE) and commits it,
// rolling back on error or panic. It is the only way grove writes.
func (s *Store) WriteTx(ctx context.Context, fn func(*sql.Tx) error) (err error) {
	if s.readOnly != "" {
		return Errorf(EREADONLY, "database %s is open read-only (%s): nothing can be saved", s.path, s.readOnly)
	}
	if err := s.waitChecked(ctx); err != nil {
		return err
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return s.wrapFull(err)
	}
	defer func() {
		if p := recover(); p != nil {
			// The panic or err is what the caller must see; a failed
			// rollback leaves SQLite to roll back when the connection drops.
			_ = tx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if err = fn(tx); err != nil {
		return s.wrapFull(err)
	}
	return s.wrapFull(tx.Commit())
}

// swap runs one compare-and-swap statement q in a write transaction and
// reports whether it changed its row (the expected value was still there).
func (s *Store) swap(ctx context.Context, q string, args ...any) (bool, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n == 1, err
}

// ReadTx runs fn in one read transaction on the read pool, giving it a
// consistent snapshot.
func (s *Store) ReadTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

func ms(t time.Time) int64 { return t.UnixMilli() }

func fromMs(v int64) time.Time { return time.UnixMilli(v).UTC() }

func nullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}
