package memory

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/grovechat/grove/session"
)

// The history index passes ephemeral conversations by (indexHistorySQL), so
// that erasing one leaves no token of it in history_fts's segments; one
// that is kept joins the index then.

// indexConversationSQL indexes a conversation's messages the history index
// has passed by (those up to its mark; later ones are indexed as usual).
const indexConversationSQL = `INSERT INTO history_fts (docid, text)
SELECT seq, text FROM (
    SELECT e.seq AS seq,
           (SELECT group_concat(json_extract(j.value, '$.text'), char(10))
              FROM json_each(e.content) j WHERE json_extract(j.value, '$.type') = 'text') AS text
      FROM entries e
     WHERE e.conversation_id = ?1 AND e.seq <= (SELECT indexed_through FROM history_fts_state)
       AND e.kind = 'message' AND e.role IN ('user', 'assistant') AND json_valid(e.content))
WHERE text IS NOT NULL AND text != ''`

// KeepConversation makes ephemeral conversation id an ordinary one (listed,
// searched, extracted from its next turn on), its messages joining the
// history index in the same transaction.
func (s *Store) KeepConversation(ctx context.Context, id string) error {
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		eph, err := isEphemeralTx(ctx, tx, id)
		if err != nil || !eph {
			return err
		}
		if err := session.KeepConversationTx(ctx, tx, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, indexConversationSQL, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("keeping conversation %s: %w", id, err)
	}
	return nil
}

func isEphemeralTx(ctx context.Context, tx *sql.Tx, id string) (bool, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM ephemeral_conversations WHERE conversation_id = ?`, id).Scan(&n)
	return n > 0, err
}

// ConversationEphemeral reports whether conversation id is ephemeral: the
// memory tools write nothing there.
func (s *Store) ConversationEphemeral(ctx context.Context, id string) (bool, error) {
	if id == "" {
		return false, nil
	}
	return s.db.IsEphemeral(ctx, id)
}
