package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Ephemeral conversations (grove ask, grove new --ephemeral) are created
// with NewConversation.Ephemeral: ListConversations leaves them out, memory
// extraction and the history index pass them by, and EraseConversation
// removes them when their exchange ends, leaving nothing of them in the
// file.

// IsEphemeral reports whether conversation id is ephemeral.
func (s *Store) IsEphemeral(ctx context.Context, id string) (bool, error) {
	var one int
	err := s.r.QueryRowContext(ctx, `SELECT 1 FROM ephemeral_conversations WHERE conversation_id = ?`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// EraseConversation removes a conversation so that none of its text stays
// in the database file: its entries, turns, branches and everything else
// that hangs from it, the attachment bytes no other conversation refers
// to, and its events in the event log (no deletion is recorded), with SQLite's secure_delete on, so freed space is overwritten
// with zeros; also, in the same transaction, runs (rows of other packages
// that belong to the exchange). Then the write-ahead log is checkpointed
// into the file and truncated, so the frames that held the text go too.
// When another process is reading at that moment the log cannot be
// truncated at once: its frames are then overwritten by later writes, or
// removed when the last process closes the file.
//
// Errors: ENOTFOUND.
func (s *Store) EraseConversation(ctx context.Context, id string, also func(tx *sql.Tx) error) error {
	defer s.cache.drop(id)
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := mustConversation(ctx, tx, id); err != nil {
			return err
		}
		// The write connection keeps it: later deletions in this process
		// are overwritten too.
		if _, err := tx.ExecContext(ctx, `PRAGMA secure_delete = ON`); err != nil {
			return err
		}
		refs, err := conversationAttachments(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM events WHERE conversation_id = ?1
			OR turn_id IN (SELECT id FROM turns WHERE conversation_id = ?1)`, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM conversations WHERE id = ?`, id); err != nil {
			return err
		}
		// The files and images only it referred to go with it.
		if err := eraseAttachmentsTx(ctx, tx, refs); err != nil {
			return err
		}
		if also != nil {
			return also(tx)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("erasing conversation %s: %w", id, err)
	}
	if err := s.truncateLog(ctx); err != nil {
		return fmt.Errorf("erasing conversation %s: %w", id, err)
	}
	return nil
}

// truncateLog checkpoints the write-ahead log into the file and truncates
// it, waiting at most a few seconds for readers of other processes (then
// the log stays as it is: see EraseConversation).
func (s *Store) truncateLog(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	c, err := s.w.Conn(ctx)
	if err != nil {
		return err
	}
	defer c.Close()
	var busy, logFrames, done int
	err = c.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logFrames, &done)
	if errors.Is(err, context.DeadlineExceeded) {
		return nil
	}
	return err
}

// KeepConversationTx makes an ephemeral conversation an ordinary one,
// inside tx (the history index adds its entries in the same transaction).
func KeepConversationTx(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM ephemeral_conversations WHERE conversation_id = ?`, id)
	return err
}
