package memory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// WriteNote creates or replaces agent's note with this title.
// Errors: EINVALID (empty title).
func (s *Store) WriteNote(ctx context.Context, agent, title, body string) (Note, error) {
	title = strings.TrimSpace(title)
	if title == "" {
		return Note{}, session.Errorf(session.EINVALID, "a note needs a title")
	}
	var n Note
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UnixMilli()
		var created, updated int64
		err := tx.QueryRowContext(ctx, `INSERT INTO notes (agent, title, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (agent, title) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at
			RETURNING id, created_at, updated_at`, agent, title, body, now, now).Scan(&n.ID, &created, &updated)
		n.Agent, n.Title, n.Body = agent, title, body
		n.CreatedAt, n.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
		return err
	})
	if err != nil {
		return Note{}, fmt.Errorf("writing note %q of %s: %w", title, agent, err)
	}
	return n, nil
}

// Note returns agent's note with this title. Errors: ENOTFOUND.
func (s *Store) Note(ctx context.Context, agent, title string) (Note, error) {
	n, err := scanNote(s.db.ReadDB().QueryRowContext(ctx, `SELECT id, agent, title, body, created_at, updated_at FROM notes WHERE agent = ? AND title = ?`,
		agent, strings.TrimSpace(title)))
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, session.Errorf(session.ENOTFOUND, "%s has no note titled %q", agent, title)
	}
	return n, err
}

// Notes lists agent's notes, most recently updated first.
func (s *Store) Notes(ctx context.Context, agent string) ([]Note, error) {
	out, err := session.Collect(scanNote)(s.db.ReadDB().QueryContext(ctx, `SELECT id, agent, title, body, created_at, updated_at FROM notes WHERE agent = ? ORDER BY updated_at DESC, id DESC`, agent))
	if err != nil {
		return nil, fmt.Errorf("listing notes of %s: %w", agent, err)
	}
	return out, nil
}

// DeleteNote removes a note. Errors: ENOTFOUND.
func (s *Store) DeleteNote(ctx context.Context, agent, title string) error {
	return s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM notes WHERE agent = ? AND title = ?`, agent, strings.TrimSpace(title))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return session.Errorf(session.ENOTFOUND, "%s has no note titled %q", agent, title)
		}
		return nil
	})
}

func scanNote(sc interface{ Scan(...any) error }) (Note, error) {
	var n Note
	var c, u int64
	err := sc.Scan(&n.ID, &n.Agent, &n.Title, &n.Body, &c, &u)
	n.CreatedAt, n.UpdatedAt = time.UnixMilli(c).UTC(), time.UnixMilli(u).UTC()
	return n, err
}

// AddTodo adds an open item to agent's todo list. Errors: EINVALID.
func (s *Store) AddTodo(ctx context.Context, agent, text string) (Todo, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Todo{}, session.Errorf(session.EINVALID, "a todo needs text")
	}
	t := Todo{Agent: agent, Text: text}
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		t.CreatedAt = time.UnixMilli(now.UnixMilli()).UTC()
		return tx.QueryRowContext(ctx, `INSERT INTO todos (agent, text, created_at) VALUES (?, ?, ?) RETURNING id`,
			agent, text, now.UnixMilli()).Scan(&t.ID)
	})
	if err != nil {
		return Todo{}, fmt.Errorf("adding a todo for %s: %w", agent, err)
	}
	return t, nil
}

// DoneTodo marks agent's todo id done (idempotent). Errors: ENOTFOUND.
func (s *Store) DoneTodo(ctx context.Context, agent string, id int64) (Todo, error) {
	var t Todo
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UnixMilli()
		if _, err := tx.ExecContext(ctx, `UPDATE todos SET done = 1, done_at = ? WHERE id = ? AND agent = ? AND done = 0`, now, id, agent); err != nil {
			return err
		}
		var err error
		t, err = scanTodo(tx.QueryRowContext(ctx, `SELECT id, agent, text, done, created_at, COALESCE(done_at, 0) FROM todos WHERE id = ? AND agent = ?`, id, agent))
		if errors.Is(err, sql.ErrNoRows) {
			return session.Errorf(session.ENOTFOUND, "%s has no todo %d", agent, id)
		}
		return err
	})
	return t, err
}

// Todos lists agent's todos in the order they were added; done ones only
// when all is true.
func (s *Store) Todos(ctx context.Context, agent string, all bool) ([]Todo, error) {
	q := `SELECT id, agent, text, done, created_at, COALESCE(done_at, 0) FROM todos WHERE agent = ?`
	if !all {
		q += ` AND done = 0`
	}
	out, err := session.Collect(scanTodo)(s.db.ReadDB().QueryContext(ctx, q+` ORDER BY id`, agent))
	if err != nil {
		return nil, fmt.Errorf("listing todos of %s: %w", agent, err)
	}
	return out, nil
}

func scanTodo(sc interface{ Scan(...any) error }) (Todo, error) {
	var t Todo
	var c, d int64
	err := sc.Scan(&t.ID, &t.Agent, &t.Text, &t.Done, &c, &d)
	t.CreatedAt = time.UnixMilli(c).UTC()
	if d != 0 {
		t.DoneAt = time.UnixMilli(d).UTC()
	}
	return t, err
}
