package session

import (
	"context"
	"database/sql"
	"sync"
	"time"
)

// LiveText is the text of the step a running turn is streaming now, as the
// process running it last wrote it: the whole text of the step so far, not
// a delta.
type LiveText struct {
	TurnID    string
	Step      int // the step being streamed (the turn's saved steps + 1)
	Text      string
	Thinking  string
	UpdatedAt time.Time
}

// liveTurns are the turns this store wrote live text for that no step save
// has cleared yet: a save clears the row only when there is one, so a step
// streamed faster than the writer's first write pays nothing for it.
type liveTurns struct {
	mu  sync.Mutex
	ids map[string]bool
}

func (l *liveTurns) set(id string, on bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !on {
		delete(l.ids, id)
		return
	}
	if l.ids == nil {
		l.ids = map[string]bool{}
	}
	l.ids[id] = true
}

func (l *liveTurns) has(id string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.ids[id]
}

// SetLiveText replaces the live text of a turn's step being streamed (one
// row a turn). Only the process running the turn writes it, and it stops
// writing before it saves the step, whose transaction deletes the row.
func (s *Store) SetLiveText(ctx context.Context, lt LiveText) error {
	s.live.set(lt.TurnID, true)
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO live_text (turn_id, step, text, thinking, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (turn_id) DO UPDATE SET step = excluded.step, text = excluded.text, thinking = excluded.thinking, updated_at = excluded.updated_at`,
			lt.TurnID, lt.Step, lt.Text, lt.Thinking, ms(s.now()))
		return err
	})
	return err
}

// clearLiveTx deletes, in the transaction saving a turn's step, the live
// text this store wrote for the turn (nothing when it wrote none).
func (s *Store) clearLiveTx(ctx context.Context, tx *sql.Tx, turnID string) error {
	if !s.live.has(turnID) {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM live_text WHERE turn_id = ?`, turnID); err != nil {
		return err
	}
	s.live.set(turnID, false)
	return nil
}

// LiveTexts returns the live text of every active turn that has one, the
// turns of every process. A row of a turn no longer active (its process
// died mid-stream and nobody took the turn over yet) is not returned.
func (s *Store) LiveTexts(ctx context.Context) ([]LiveText, error) {
	return QueryAll(ctx, s.r, func(r *sql.Rows, lt *LiveText) error {
		var u int64
		err := r.Scan(&lt.TurnID, &lt.Step, &lt.Text, &lt.Thinking, &u)
		lt.UpdatedAt = fromMs(u)
		return err
	}, `SELECT l.turn_id, l.step, l.text, l.thinking, l.updated_at FROM live_text l JOIN turns t ON t.id = l.turn_id WHERE t.status = 'active'`)
}
