package agent

import (
	"context"
	"database/sql"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// DeleteTemporaryTx removes a temporary agent's row inside tx: one started
// for an ephemeral conversation (grove new --ephemeral) goes with it.
func DeleteTemporaryTx(ctx context.Context, tx *sql.Tx, name string) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM temporary_agents WHERE name = ?`, name)
	return err
}

// eraseEphemeral erases an ephemeral conversation whose process ended
// before it could (Recover finds its turn orphaned), with its temporary
// agent when that has no other conversation.
func eraseEphemeral(ctx context.Context, st *session.Store, convID string) error {
	conv, err := st.Conversation(ctx, convID)
	if err != nil {
		return err
	}
	return st.EraseConversation(ctx, convID, func(tx *sql.Tx) error {
		if !config.IsTemporaryName(conv.Agent) {
			return nil
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM temporary_agents WHERE name = ?1
			AND NOT EXISTS (SELECT 1 FROM conversations WHERE agent = ?1)`, conv.Agent)
		return err
	})
}
