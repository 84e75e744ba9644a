package session

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// What the message box keeps across restarts: each conversation's unsent
// draft and the history of what was sent (↑ brings it back).

// inputHistoryKept is how many sent messages the history keeps.
const inputHistoryKept = 500

// NewDraft is the conversation id under which SaveDraft, Drafts,
// SaveDraftAttachments and DraftAttachments keep the draft of the
// conversation not created yet.
const NewDraft = ""

// SaveDraft stores the unsent text of a conversation (NewDraft: of the one
// not created yet); empty text removes it. A conversation deleted
// meanwhile takes its draft with it (nothing is stored, no error).
func (s *Store) SaveDraft(ctx context.Context, convID, text string) error {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if convID == NewDraft {
			if text == "" {
				_, err := tx.ExecContext(ctx, `DELETE FROM new_draft`)
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO new_draft (id, text, updated_at) VALUES (1, ?, ?)
				ON CONFLICT (id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`, text, time.Now().UnixMilli())
			return err
		}
		if text == "" {
			_, err := tx.ExecContext(ctx, `DELETE FROM drafts WHERE conversation_id = ?`, convID)
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO drafts (conversation_id, text, updated_at)
			SELECT id, ?, ? FROM conversations WHERE id = ?
			ON CONFLICT (conversation_id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
			text, time.Now().UnixMilli(), convID)
		return err
	})
	if err != nil && ErrorCode(err) == EINTERNAL {
		return fmt.Errorf("saving the draft of %s: %w", convID, err)
	}
	return err
}

// Drafts returns every stored draft by conversation (NewDraft: the one
// not created yet).
func (s *Store) Drafts(ctx context.Context) (map[string]string, error) {
	return QueryMap[string, string](ctx, s.r, `SELECT conversation_id, text FROM drafts UNION ALL SELECT '', text FROM new_draft`)
}

// AddInputHistory appends a sent message to the input history (unless it
// repeats the newest), keeping the newest inputHistoryKept.
func (s *Store) AddInputHistory(ctx context.Context, text string) error {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var last string
		err := tx.QueryRowContext(ctx, `SELECT text FROM input_history ORDER BY id DESC LIMIT 1`).Scan(&last)
		if err == nil && last == text {
			return nil
		}
		if err != nil && err != sql.ErrNoRows {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO input_history (text, created_at) VALUES (?, ?)`, text, time.Now().UnixMilli()); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM input_history WHERE id <= (SELECT max(id) FROM input_history) - ?`, inputHistoryKept)
		return err
	})
	if err != nil && ErrorCode(err) == EINTERNAL {
		return fmt.Errorf("saving the input history: %w", err)
	}
	return err
}

// InputHistory returns the newest n sent messages, oldest first.
func (s *Store) InputHistory(ctx context.Context, n int) ([]string, error) {
	out, err := QueryAll(ctx, s.r, func(r *sql.Rows, t *string) error { return r.Scan(t) },
		`SELECT text FROM (SELECT id, text FROM input_history ORDER BY id DESC LIMIT ?) ORDER BY id`, n)
	return out, err
}
