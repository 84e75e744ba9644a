package session

import (
	"context"
	"errors"
	"io/fs"
	"os"
)

// Readability is whether one conversation of a (possibly damaged) file
// can be read whole.
type Readability struct {
	ID      string
	Title   string
	Entries int
	Err     error // nil when every part of it reads
}

// Readable tries to read every conversation whole (as an export does).
// Conversation ids come from the conversations table, or, when that is
// damaged, from the entries.
func (s *Store) Readable(ctx context.Context) ([]Readability, error) {
	ids := map[string]bool{}
	var order []string
	for _, q := range []string{`SELECT id FROM conversations ORDER BY id`, `SELECT DISTINCT conversation_id FROM entries ORDER BY conversation_id`} {
		rows, err := s.r.QueryContext(ctx, q)
		if err != nil {
			continue
		}
		for rows.Next() {
			var id string
			if rows.Scan(&id) == nil && !ids[id] {
				ids[id] = true
				order = append(order, id)
			}
		}
		rows.Close()
	}
	if len(order) == 0 {
		var n int
		if err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM conversations`).Scan(&n); err != nil {
			return nil, err
		}
	}
	out := make([]Readability, 0, len(order))
	for _, id := range order {
		x, err := s.ExportConversation(ctx, id)
		r := Readability{ID: id, Err: err}
		if err == nil {
			r.Title, r.Entries = x.Conversation.Title, len(x.Entries)
			if probs := ToolGroupProblems(x.Entries); len(probs) > 0 {
				r.Err = errors.New(probs[0])
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// Salvage copies every readable conversation of s into a new database
// at path (which must not exist yet) and returns what it copied and what
// it could not. Memories are not copied.
func (s *Store) Salvage(ctx context.Context, path string) (copied, failed []Readability, err error) {
	if _, err := os.Stat(path); err == nil {
		return nil, nil, Errorf(ECONFLICT, "%s already exists; salvage writes a new file", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, Errorf(EDATABASE, "cannot use %s: %s", path, shortErr(err))
	}
	all, err := s.Readable(ctx)
	if err != nil {
		return nil, nil, err
	}
	dst, err := Open(ctx, path)
	if err != nil {
		return nil, nil, err
	}
	defer dst.Close()
	for _, r := range all {
		if r.Err != nil {
			failed = append(failed, r)
			continue
		}
		x, err := s.ExportConversation(ctx, r.ID)
		if err == nil {
			_, err = dst.Import(ctx, x)
		}
		if err != nil {
			r.Err = err
			failed = append(failed, r)
			continue
		}
		copied = append(copied, r)
	}
	return copied, failed, nil
}
