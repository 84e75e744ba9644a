package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Inbox lists an agent's unread channel messages in a workspace, oldest first.
func (s *Store) Inbox(ctx context.Context, wsID, agent string) ([]InboxItem, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT i.id, i.agent, i.mention, i.created_at, i.entry_id FROM inbox i
		WHERE i.workspace_id = ? AND i.agent = ? AND i.acked_at IS NULL ORDER BY i.id`, wsID, agent)
	if err != nil {
		return nil, err
	}
	var out []InboxItem
	var ids []string
	for rows.Next() {
		var it InboxItem
		var created int64
		var eid string
		if err := rows.Scan(&it.ID, &it.Agent, &it.Mention, &created, &eid); err != nil {
			rows.Close()
			return nil, err
		}
		it.CreatedAt = fromMs(created)
		out = append(out, it)
		ids = append(ids, eid)
	}
	rows.Close()
	for i, id := range ids {
		e, err := s.Entry(ctx, id)
		if err != nil {
			return nil, err
		}
		out[i].Entry = e
	}
	return out, nil
}

// InboxCounts gives each agent's unread count in a workspace.
func (s *Store) InboxCounts(ctx context.Context, wsID string) (map[string]int, error) {
	return QueryMap[string, int](ctx, s.r, `SELECT agent, COUNT(*) FROM inbox WHERE workspace_id = ? AND acked_at IS NULL GROUP BY agent`, wsID)
}

// AckInbox marks inbox items read (all of the agent's when ids is empty);
// it returns how many it marked.
func (s *Store) AckInbox(ctx context.Context, wsID, agent string, ids []int64) (int, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		q := `UPDATE inbox SET acked_at = ? WHERE workspace_id = ? AND agent = ? AND acked_at IS NULL`
		args := []any{ms(s.now()), wsID, agent}
		if len(ids) > 0 {
			q += ` AND id IN (?` + strings.Repeat(",?", len(ids)-1) + `)`
			for _, id := range ids {
				args = append(args, id)
			}
		}
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}

// WriteDocument creates or replaces a workspace document.
func (s *Store) WriteDocument(ctx context.Context, wsID, name, content, by string) error {
	if strings.TrimSpace(name) == "" {
		return Errorf(EINVALID, "a document needs a name")
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO documents (workspace_id, name, content, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (workspace_id, name) DO UPDATE SET content = excluded.content, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
			wsID, name, content, by, ms(s.now()))
		return err
	})
}

// Document reads one workspace document. Errors: ENOTFOUND.
func (s *Store) Document(ctx context.Context, wsID, name string) (Document, error) {
	var d Document
	var at int64
	err := s.r.QueryRowContext(ctx, `SELECT name, content, updated_by, updated_at FROM documents WHERE workspace_id = ? AND name = ?`, wsID, name).
		Scan(&d.Name, &d.Content, &d.UpdatedBy, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return d, Errorf(ENOTFOUND, "no document named %q", name)
	}
	d.UpdatedAt = fromMs(at)
	return d, err
}

// Documents lists a workspace's documents (without content).
func (s *Store) Documents(ctx context.Context, wsID string) ([]Document, error) {
	return QueryAll(ctx, s.r, func(rows *sql.Rows, d *Document) error {
		var at int64
		var n int
		if err := rows.Scan(&d.Name, &d.UpdatedBy, &at, &n); err != nil {
			return err
		}
		d.UpdatedAt = fromMs(at)
		d.Content = fmt.Sprintf("%d bytes", n)
		return nil
	}, `SELECT name, updated_by, updated_at, length(content) FROM documents WHERE workspace_id = ? ORDER BY name`, wsID)
}

// EntriesSince returns entries with seq > seq in commit order (at most
// limit) and the highest seq returned (seq itself when none): a cheap way
// for a second process to pick up what another wrote.
func (s *Store) EntriesSince(ctx context.Context, seq int64, limit int) ([]Entry, int64, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT seq, `+entryCols+` FROM entries WHERE seq > ? ORDER BY seq LIMIT ?`, seq, limit)
	if err != nil {
		return nil, seq, err
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var n int64
		e, err := scanEntry(wsSeqScanner{rows, &n})
		if err != nil {
			return nil, seq, err
		}
		seq = n
		out = append(out, e)
	}
	return out, seq, rows.Err()
}

type wsSeqScanner struct {
	r   Scanner
	seq *int64
}

func (s wsSeqScanner) Scan(dest ...any) error { return s.r.Scan(append([]any{s.seq}, dest...)...) }

// LastSeq is the newest entry's seq (0 when empty).
func (s *Store) LastSeq(ctx context.Context) (int64, error) {
	var n int64
	err := s.r.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM entries`).Scan(&n)
	return n, err
}

// ListSignature tells what writes no entry when it changes in the
// conversation list: how many conversations there are, their titles and
// whether they are archived. It differs once another process renames,
// archives, restores, creates or deletes a conversation, so a list kept on
// screen knows to read itself again. It is one row a trigger counts up
// (migration 0006), whatever the number of conversations.
func (s *Store) ListSignature(ctx context.Context) (uint64, error) {
	var n int64
	err := s.r.QueryRowContext(ctx, `SELECT n FROM list_version`).Scan(&n)
	return uint64(n), err
}
