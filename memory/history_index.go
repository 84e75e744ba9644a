package memory

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"github.com/grovechat/grove/session"
)

// The history index (history_fts) is filled in batches: a set of entries is
// tokenized by one statement in one transaction, which also moves
// history_fts_state.indexed_through past them (migration 0006). Entries are
// written without paying for it; SearchHistory brings the index up to date
// before it searches, and IndexHistoryInBackground keeps it close behind the
// writes so that a search seldom has anything left to do.

// historyIndexChunk is how many entry rows (by seq) one indexing
// transaction covers: large enough that per-transaction costs vanish, small
// enough that the writer is never held long (about 100 ms of realistic
// messages on a slow machine).
const historyIndexChunk = 1000

const indexHistorySQL = `INSERT INTO history_fts (docid, text)
SELECT seq, text FROM (
    SELECT e.seq AS seq,
           (SELECT group_concat(json_extract(j.value, '$.text'), char(10))
              FROM json_each(e.content) j WHERE json_extract(j.value, '$.type') = 'text') AS text
      FROM entries e
     WHERE e.seq > ?1 AND e.seq <= ?2
       AND e.kind = 'message' AND e.role IN ('user', 'assistant') AND json_valid(e.content)
       AND NOT EXISTS (SELECT 1 FROM ephemeral_conversations x WHERE x.conversation_id = e.conversation_id))
WHERE text IS NOT NULL AND text != ''`

// HistoryBacklog is how many entry rows were written since the history
// index last caught up (an upper bound: it counts by seq).
func (s *Store) HistoryBacklog(ctx context.Context) (int64, error) {
	var n int64
	err := s.db.ReadDB().QueryRowContext(ctx, `SELECT COALESCE((SELECT MAX(seq) FROM entries), 0) - indexed_through FROM history_fts_state`).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("reading the history index state: %w", err)
	}
	return max(n, 0), nil
}

// IndexHistory indexes every entry written since the history index last
// caught up, historyIndexChunk entries per transaction, and returns how
// many entry rows it covered. Concurrent callers (other processes
// included) never index an entry twice: each transaction reads the mark it
// moves.
func (s *Store) IndexHistory(ctx context.Context) (int64, error) {
	var total int64
	for {
		n, done, err := s.indexHistoryChunk(ctx)
		total += n
		if err != nil {
			return total, fmt.Errorf("indexing the history: %w", err)
		}
		if done {
			return total, nil
		}
	}
}

// indexHistoryChunk indexes the next historyIndexChunk entry rows in one
// transaction and reports whether the index has caught up.
func (s *Store) indexHistoryChunk(ctx context.Context) (n int64, done bool, err error) {
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		var from, to int64
		if err := tx.QueryRowContext(ctx, `SELECT indexed_through, COALESCE((SELECT MAX(seq) FROM entries), 0) FROM history_fts_state`).Scan(&from, &to); err != nil {
			return err
		}
		if to <= from {
			done = true
			return nil
		}
		hi := min(to, from+historyIndexChunk)
		if _, err := tx.ExecContext(ctx, indexHistorySQL, from, hi); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE history_fts_state SET indexed_through = ?`, hi); err != nil {
			return err
		}
		n, done = hi-from, hi == to
		return nil
	})
	if err != nil {
		n, done = 0, false
	}
	return n, done, err
}

// catchUpHistory brings the index up to date before a search. A read-only
// store cannot: it searches what is indexed.
func (s *Store) catchUpHistory(ctx context.Context) error {
	n, err := s.HistoryBacklog(ctx)
	if err != nil || n == 0 || s.db.ReadOnly() != "" {
		return err
	}
	_, err = s.IndexHistory(ctx)
	if session.ErrorCode(err) == session.EREADONLY {
		return nil
	}
	return err
}

// IndexHistoryInBackground keeps the history index caught up: after a
// short delay (start-up comes first), then whenever the store changes.
// Errors are logged, never fatal: a search catches up itself. The returned
// function stops it and waits until it has.
func (s *Store) IndexHistoryInBackground(log *slog.Logger) (stop func()) {
	if s.db.ReadOnly() != "" {
		return func() {}
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		select {
		case <-ctx.Done():
			return
		case <-time.After(2 * time.Second):
		}
		changes := s.db.Changes(ctx, 2*time.Second)
		for {
			if n, err := s.HistoryBacklog(ctx); err == nil && n > 0 {
				if _, err := s.IndexHistory(ctx); err != nil && ctx.Err() == nil && log != nil {
					log.Warn("indexing the history", "err", err)
				}
			}
			if _, ok := <-changes; !ok {
				return
			}
		}
	}()
	return func() {
		cancel()
		<-done
	}
}
