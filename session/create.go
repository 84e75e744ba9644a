package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// prepareFile creates the database at path when it is missing
// (createFile); when it is there, it removes the files that creations
// killed after they linked their file to path, before they removed it,
// left beside it.
func prepareFile(ctx context.Context, path string, missing bool, now func() time.Time) error {
	if missing {
		return createFile(ctx, path, now)
	}
	removeStaleCreations(path)
	return nil
}

// createFile makes a new database at path, which does not exist: the
// schema of every component is written into a file of its own beside path
// (path + ".creating-<process id>-<n>") without a journal and without
// syncs — a crash leaves only that file, never a part of a database at
// path — then that file is synced once, in WAL mode, and linked to path,
// and the directory synced. A new database so costs two syncs where
// creating it in place cost six (the rollback journal's, then the WAL's),
// and its schema is one pass of writes. When another process created path
// first, its file is kept and this one dropped. Files left by a creation
// that crashed are removed by the next Open of path, whether it creates
// the database or finds it (the crash came after the link).
func createFile(ctx context.Context, path string, now func() time.Time) error {
	dir := filepath.Dir(path)
	removeStaleCreations(path)
	tmp := fmt.Sprintf("%s%s%d-%d", path, creatingSuffix, os.Getpid(), creations.Add(1))
	removeDatabaseFiles(tmp)
	if err := buildSchema(ctx, tmp, path, now); err != nil {
		removeDatabaseFiles(tmp)
		return err
	}
	err := syncFile(tmp)
	if err == nil {
		err = os.Chmod(tmp, 0o600)
	}
	if err == nil {
		err = os.Link(tmp, path)
		if errors.Is(err, fs.ErrExist) {
			err = nil // another process created it first: its file is the database
		}
	}
	removeDatabaseFiles(tmp)
	if IsFull(err) {
		return fullError(path, err)
	}
	if err != nil {
		return Errorf(EDATABASE, "cannot create database %s: %s", path, shortErr(err))
	}
	return syncFile(dir)
}

// creatingSuffix names the file a new database is built in, before the
// process id and the number of the creation in that process.
const creatingSuffix = ".creating-"

// creations numbers the creations of this process: two stores opening the
// same new path at once build in files of their own.
var creations atomic.Int64

// buildSchema writes every component's migrations into the new file tmp
// in one connection with no journal and no syncs (nothing in it can be
// lost: until it is linked it is nobody's database), then leaves it in WAL
// mode, so that opening it never rewrites its header.
func buildSchema(ctx context.Context, tmp, path string, now func() time.Time) error {
	db, err := sql.Open("sqlite3", tmp+"?_foreign_keys=on&_journal_mode=OFF&_synchronous=OFF")
	if err != nil {
		return dbError(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	// The page size is set before the first table makes the file.
	if _, err := db.ExecContext(ctx, fmt.Sprintf("PRAGMA page_size = %d", newPageSize)); err != nil {
		return dbError(path, err)
	}
	s := &Store{path: path, w: db, now: now}
	if err := s.migrate(ctx); err != nil {
		return err
	}
	if _, err := db.ExecContext(ctx, "PRAGMA journal_mode=WAL"); err != nil {
		return dbError(path, err)
	}
	return db.Close()
}

// newPageSize is the page size of a new database (an existing file keeps
// its own). An entry is a row of one to a few kilobytes of content, which
// SQLite's default of 4 KB pages packs badly: 8 KB pages hold the same
// entries in a fifth less file, and SQLite writes, logs and checkpoints
// half as many pages for them — an import of 100,000 realistic entries
// spends a quarter less of SQLite's CPU, and a walk up a long branch reads
// fewer pages. An append logs a few pages per commit either way (its
// entry, its indexes, the conversation), each twice as large: about a
// tenth more of its CPU, measured alone (connections keeping their
// prepared statements took a third off it). 16 KB saves more on an import
// but costs appends about 40%. Durability is the same: WAL with
// synchronous=NORMAL, and a page is written whole or not at all in both.
const newPageSize = 8192

// removeStaleCreations removes the files of creations of path whose
// process is gone (it crashed or was killed while creating).
func removeStaleCreations(path string) {
	others, _ := filepath.Glob(globQuote(path) + creatingSuffix + "*")
	for _, f := range others {
		pidText, _, _ := strings.Cut(strings.TrimPrefix(f, path+creatingSuffix), "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		os.Remove(f)
	}
}

// processAlive reports whether a process with that id runs.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// globQuote escapes the characters filepath.Match treats specially.
func globQuote(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// removeDatabaseFiles removes a database file and its journal, WAL and
// shared-memory files.
func removeDatabaseFiles(f string) {
	for _, suffix := range []string{"", "-journal", "-wal", "-shm"} {
		os.Remove(f + suffix)
	}
}

// syncFile flushes a file or directory to the disk.
func syncFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", name, err)
	}
	return nil
}
