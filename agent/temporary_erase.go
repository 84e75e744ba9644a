package agent

import (
	"context"
	"database/sql"
)

// DeleteTemporaryTx removes a temporary agent's row inside tx: one started
// for an ephemeral conversation (grove new --ephemeral) goes with it.
func DeleteTemporaryTx(ctx context.Context, tx *sql.Tx, name string) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM temporary_agents WHERE name = ?`, name)
	return err
}
