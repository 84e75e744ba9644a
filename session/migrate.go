package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
)

type migration struct {
	version int
	name    string
	sql     string
}

func loadMigrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var ms []migration
	for i, n := range names {
		base := filepath.Base(n)
		v, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil || v != i+1 {
			return nil, fmt.Errorf("migration %s is out of order", base)
		}
		b, err := migrationFiles.ReadFile(n)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: strings.TrimSuffix(base, ".sql"), sql: string(b)})
	}
	return ms, nil
}

// RegisterMigrations adds ordered migrations for a component (e.g. "memory").
// They are applied at Open after the store's own, recorded by component.
// The files are read by the first Open, not when the component registers
// (at package initialisation, which every command pays).
func RegisterMigrations(component string, files fs.FS, dir string) {
	read := sync.OnceValue(func() []migration {
		names, err := fs.Glob(files, dir+"/*.sql")
		if err != nil {
			panic(err)
		}
		sort.Strings(names)
		var ms []migration
		for i, n := range names {
			b, err := fs.ReadFile(files, n)
			if err != nil {
				panic(err)
			}
			ms = append(ms, migration{version: i + 1, name: strings.TrimSuffix(filepath.Base(n), ".sql"), sql: string(b)})
		}
		return ms
	})
	extraMu.Lock()
	extraMigrations[component] = read
	extraMu.Unlock()
}

func (s *Store) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return &Error{Code: EINTERNAL, Message: err.Error(), Err: err}
	}
	sets := map[string][]migration{"session": ms}
	extraMu.Lock()
	for k, read := range extraMigrations {
		sets[k] = read()
	}
	extraMu.Unlock()
	comps := make([]string, 0, len(sets))
	for k := range sets {
		comps = append(comps, k)
	}
	sort.Slice(comps, func(i, j int) bool { // the store's own tables first
		if comps[i] == "session" || comps[j] == "session" {
			return comps[i] == "session"
		}
		return comps[i] < comps[j]
	})
	if s.migrated(ctx, sets) {
		return nil
	}
	err = s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			component TEXT NOT NULL DEFAULT 'session',
			version INTEGER NOT NULL,
			name TEXT NOT NULL,
			applied_at INTEGER NOT NULL,
			PRIMARY KEY (component, version))`); err != nil {
			return err
		}
		for _, comp := range comps {
			var cur int
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE component = ?`, comp).Scan(&cur); err != nil {
				return err
			}
			latest := len(sets[comp])
			if cur > latest {
				return Errorf(ESCHEMA, "database %s has %s schema version %d, newer than this grove supports (%d); upgrade grove to open it", s.path, comp, cur, latest)
			}
			for _, m := range sets[comp][cur:] {
				if _, err := tx.ExecContext(ctx, m.sql); err != nil {
					return fmt.Errorf("applying migration %s/%s: %w", comp, m.name, err)
				}
				if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (component, version, name, applied_at) VALUES (?, ?, ?, ?)`,
					comp, m.version, m.name, s.now().UnixMilli()); err != nil {
					return err
				}
			}
			if comp == "session" {
				s.schemaVersion = latest
			}
		}
		return nil
	})
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return err
		}
		if isCorrupt(err) {
			return corruptError(s.path, err.Error())
		}
		if isNotADB(err) {
			return Errorf(EDATABASE, "%s is not a SQLite database (grove leaves it untouched)", s.path)
		}
		if isReadOnly(err) {
			return Errorf(EREADONLY, "database %s is not writable: %s", s.path, err)
		}
		if IsFull(err) {
			return fullError(s.path, err)
		}
		return &Error{Code: EDATABASE, Message: fmt.Sprintf("preparing database %s: %s", s.path, err), Err: err}
	}
	return nil
}

// migrated reports whether every component's schema is at its latest
// version, read without taking the write lock: opening a current file
// (every start but the first after an upgrade) then neither waits for
// another process's write nor writes. Anything else (no table yet, a
// component behind or ahead, an unreadable file) is left to the migration
// transaction, which checks again under the lock and reports it.
func (s *Store) migrated(ctx context.Context, sets map[string][]migration) bool {
	cur, err := QueryMap[string, int](ctx, s.w, `SELECT component, MAX(version) FROM schema_migrations GROUP BY component`)
	if err != nil {
		return false
	}
	for comp, ms := range sets {
		if cur[comp] != len(ms) {
			return false
		}
	}
	s.schemaVersion = len(sets["session"])
	return true
}
