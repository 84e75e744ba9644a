package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math"
)

// Spending caps in dollars. A turn's cap bounds what that turn spends (all
// its steps, across continues); a branch's cap bounds what the turns run
// on that branch spend together. The runtime checks them before each step
// (agent/budget.go); the store only keeps them and sums what was spent.

// checkCap refuses a cap that is not a finite amount of dollars.
func checkCap(cap float64) error {
	if math.IsNaN(cap) || math.IsInf(cap, 0) || cap < 0 {
		return Errorf(EINVALID, "a budget is an amount of dollars, 0 or more (0 removes the cap)")
	}
	return nil
}

// SetBranchBudget sets a branch's cap (0 removes it). Errors: EINVALID,
// ENOTFOUND (conversation or branch).
func (s *Store) SetBranchBudget(ctx context.Context, convID, branch string, cap float64) error {
	if err := checkCap(cap); err != nil {
		return err
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := getBranch(ctx, tx, convID, branch); err != nil {
			return err
		}
		if cap == 0 {
			_, err := tx.ExecContext(ctx, `DELETE FROM branch_budgets WHERE conversation_id = ? AND branch = ?`, convID, branch)
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO branch_budgets (conversation_id, branch, cap) VALUES (?, ?, ?)
			ON CONFLICT (conversation_id, branch) DO UPDATE SET cap = excluded.cap`, convID, branch, cap)
		return err
	})
}

// BranchBudget is a branch's cap (0 when it has none).
func (s *Store) BranchBudget(ctx context.Context, convID, branch string) (float64, error) {
	var cap float64
	err := s.r.QueryRowContext(ctx, `SELECT cap FROM branch_budgets WHERE conversation_id = ? AND branch = ?`, convID, branch).Scan(&cap)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return cap, err
}

// BranchBudgets are the caps of a conversation's branches, by branch.
func (s *Store) BranchBudgets(ctx context.Context, convID string) (map[string]float64, error) {
	return budgetsOf(ctx, s.r, convID)
}

func budgetsOf(ctx context.Context, q querier, convID string) (map[string]float64, error) {
	rows, err := q.QueryContext(ctx, `SELECT branch, cap FROM branch_budgets WHERE conversation_id = ?`, convID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]float64{}
	for rows.Next() {
		var b string
		var c float64
		if err := rows.Scan(&b, &c); err != nil {
			return nil, err
		}
		out[b] = c
	}
	return out, rows.Err()
}

// SetTurnBudget sets a turn's cap (0 removes it: the agent's default
// applies again). Errors: EINVALID, ENOTFOUND.
func (s *Store) SetTurnBudget(ctx context.Context, turnID string, cap float64) error {
	if err := checkCap(cap); err != nil {
		return err
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM turns WHERE id = ?`, turnID).Scan(&one); err != nil {
			return notFound(err, "turn %s not found", turnID)
		}
		if cap == 0 {
			_, err := tx.ExecContext(ctx, `DELETE FROM turn_budgets WHERE turn_id = ?`, turnID)
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO turn_budgets (turn_id, cap) VALUES (?, ?)
			ON CONFLICT (turn_id) DO UPDATE SET cap = excluded.cap`, turnID, cap)
		return err
	})
}

// TurnBudget is the cap set on a turn (0 when none was).
func (s *Store) TurnBudget(ctx context.Context, turnID string) (float64, error) {
	var cap float64
	err := s.r.QueryRowContext(ctx, `SELECT cap FROM turn_budgets WHERE turn_id = ?`, turnID).Scan(&cap)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return cap, err
}

// BranchSpend is what the turns run on a branch spent, in dollars, leaving
// out exceptTurn ("" for none: a running turn counts its own spend).
func (s *Store) BranchSpend(ctx context.Context, convID, branch, exceptTurn string) (float64, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT COALESCE(usage, '') FROM turns WHERE conversation_id = ? AND branch = ? AND id != ?`, convID, branch, exceptTurn)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	var spent float64
	for rows.Next() {
		var b []byte
		if err := rows.Scan(&b); err != nil {
			return 0, err
		}
		var u UsageByModel
		if len(b) > 0 && json.Unmarshal(b, &u) == nil {
			spent += u.Total().Cost
		}
	}
	return spent, rows.Err()
}
