package memory

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/grovechat/grove/session"
)

// Forgotten counts what Forget deleted.
type Forgotten struct {
	Memories, Notes, Todos int
}

// Forget deletes everything an agent knows, in one transaction: its
// memories (with their vectors and index entries, superseded ones too),
// its notes, its todos (open and done), the word model the offline
// embedder learned from it, and which embedder its vectors used — so an
// agent created again under the name starts empty.
func (s *Store) Forget(ctx context.Context, agent string) (Forgotten, error) {
	var f Forgotten
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		seqs, err := session.QueryAll(ctx, tx, session.ScanColumn[int64],
			`SELECT seq FROM memories WHERE agent = ?`, agent)
		if err != nil {
			return err
		}
		if err := deleteSeqs(ctx, tx, agent, seqs); err != nil {
			return err
		}
		f.Memories = len(seqs)
		count := func(q string) (int, error) {
			res, err := tx.ExecContext(ctx, q, agent)
			if err != nil {
				return 0, err
			}
			n, err := res.RowsAffected()
			return int(n), err
		}
		if f.Notes, err = count(`DELETE FROM notes WHERE agent = ?`); err != nil {
			return err
		}
		if f.Todos, err = count(`DELETE FROM todos WHERE agent = ?`); err != nil {
			return err
		}
		for _, q := range []string{`DELETE FROM memory_models WHERE agent = ?`, `DELETE FROM memory_agents WHERE agent = ?`} {
			if _, err := count(q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Forgotten{}, fmt.Errorf("forgetting %s: %w", agent, err)
	}
	return f, nil
}
