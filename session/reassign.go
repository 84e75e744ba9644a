package session

import (
	"context"
	"database/sql"
)

// ReassignConversation hands a conversation owned by agent from to agent
// to (a temporary agent promoted under a name): the owner and its
// participant row change; entries keep the author who wrote them.
// Errors: ENOTFOUND when the conversation is not from's.
func (s *Store) ReassignConversation(ctx context.Context, id, from, to string) error {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE conversations SET agent = ? WHERE id = ? AND agent = ?`, to, id, from)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return Errorf(ENOTFOUND, "conversation %s is not %s's", id, from)
		}
		_, err = tx.ExecContext(ctx, `UPDATE participants SET name = ? WHERE conversation_id = ? AND name = ? AND kind = 'agent'`, to, id, from)
		return err
	})
	s.cache.drop(id)
	return err
}
