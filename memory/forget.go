package memory

import (
	"context"
	"database/sql"
)

// Forget removes what an agent knows in one transaction: all its memories
// (superseded ones too) and notes are deleted and its open todos closed. A
// failure leaves everything as it was; other agents are not touched.
func (s *Store) Forget(ctx context.Context, agent string) error {
	return s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT seq FROM memories WHERE agent = ?`, agent)
		if err != nil {
			return err
		}
		var seqs []int64
		for rows.Next() {
			var seq int64
			if err := rows.Scan(&seq); err != nil {
				rows.Close()
				return err
			}
			seqs = append(seqs, seq)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if err := deleteSeqs(ctx, tx, agent, seqs); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM notes WHERE agent = ?`, agent); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE todos SET done = 1, done_at = ? WHERE agent = ? AND done = 0`, s.now().UnixMilli(), agent)
		return err
	})
}
