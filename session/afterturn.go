package session

import (
	"context"
	"database/sql"
)

// A completed turn's after-turn work (the hand-over to the agent its reply
// addresses, memory extraction) is recorded as pending in the transaction
// that ends the turn (Checkpoint.AfterTurn, TurnUpdate.AfterTurn) and
// cleared in the one that records its result: a process that dies between
// the two leaves it pending, and the next start runs it (PendingAfterTurns,
// ClaimAfterTurn), once.
const (
	AfterTurnNone       = 0 // nothing pending
	AfterTurnAll        = 1 // the hand-over and the extraction
	AfterTurnExtraction = 2 // the extraction only: the hand-over is done
)

// PendingAfterTurn is a completed turn whose after-turn work has not run.
type PendingAfterTurn struct {
	Turn  Turn
	Stage int // AfterTurnAll or AfterTurnExtraction
}

// PendingAfterTurns lists the turns whose after-turn work is pending,
// oldest first.
func (s *Store) PendingAfterTurns(ctx context.Context) ([]PendingAfterTurn, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT `+turnCols+`, after_turn FROM turns WHERE after_turn != 0 ORDER BY created_at, id`)
	return readAll(rows, err, func(rows *sql.Rows, p *PendingAfterTurn) (err error) {
		p.Turn, err = scanTurn(stageScanner{rows, &p.Stage})
		return err
	})
}

// stageScanner scans a turn's columns followed by its after_turn.
type stageScanner struct {
	rows  *sql.Rows
	stage *int
}

func (s stageScanner) Scan(dest ...any) error { return s.rows.Scan(append(dest, s.stage)...) }

// ClaimAfterTurn makes owner the owner of a turn's pending after-turn work
// if expectOwner still owns it: of processes recovering the same database,
// exactly one gets it.
func (s *Store) ClaimAfterTurn(ctx context.Context, id, expectOwner, owner string) (bool, error) {
	return s.swap(ctx, `UPDATE turns SET owner = ?, heartbeat = ? WHERE id = ? AND owner = ? AND after_turn != 0`,
		owner, ms(s.now()), id, expectOwner)
}

// CreateHandOverTurn is CreateTurn for the turn that answers turn from's
// reply: the same transaction records from's hand-over as done, so that
// its pending after-turn work keeps only the extraction.
func (s *Store) CreateHandOverTurn(ctx context.Context, t Turn, from string) (Turn, error) {
	return s.createTurn(ctx, t, from)
}

// EndAfterTurn records that a turn has no after-turn work left.
func (s *Store) EndAfterTurn(ctx context.Context, id string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error { return EndAfterTurnTx(ctx, tx, id) })
}

// EndAfterTurnTx is EndAfterTurn inside tx: the transaction that records
// the work's result (the memories extracted from the turn).
func EndAfterTurnTx(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, `UPDATE turns SET after_turn = 0 WHERE id = ? AND after_turn != 0`, id)
	return err
}

// markAfterTurnTx records a turn's after-turn work as pending; the caller's
// transaction has just completed the turn.
func markAfterTurnTx(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, `UPDATE turns SET after_turn = ? WHERE id = ?`, AfterTurnAll, id)
	return err
}
