package session

import (
	"context"
	"database/sql"
	"math"
)

// Caps in exports and in doctor's checks: an export carries its branches'
// caps and its turns' caps; doctor finds caps whose branch or turn is gone
// and caps that are not an amount of dollars.

// BranchCap is a branch's cap as an export carries it.
type BranchCap struct {
	Branch string  `json:"branch"`
	Cap    float64 `json:"cap"`
}

// TurnCap is a turn's cap as an export carries it.
type TurnCap struct {
	TurnID string  `json:"turn_id"`
	Cap    float64 `json:"cap"`
}

// capsOf reads a conversation's branch and turn caps, by branch and turn.
func capsOf(ctx context.Context, q querier, convID string) ([]BranchCap, []TurnCap, error) {
	branches, err := QueryAll(ctx, q, func(r *sql.Rows, c *BranchCap) error {
		return r.Scan(&c.Branch, &c.Cap)
	}, `SELECT branch, cap FROM branch_budgets WHERE conversation_id = ? ORDER BY branch`, convID)
	if err != nil {
		return nil, nil, err
	}
	turns, err := QueryAll(ctx, q, func(r *sql.Rows, c *TurnCap) error {
		return r.Scan(&c.TurnID, &c.Cap)
	}, `SELECT b.turn_id, b.cap FROM turn_budgets b JOIN turns t ON t.id = b.turn_id WHERE t.conversation_id = ? ORDER BY b.turn_id`, convID)
	return branches, turns, err
}

// insertCaps stores imported caps; each must name an exported branch or
// turn and be an amount of dollars.
func insertCaps(ctx context.Context, tx *sql.Tx, convID string, branches []BranchCap, turns []TurnCap) error {
	for _, c := range branches {
		if checkCap(c.Cap) != nil {
			return Errorf(EINVALID, "the budget of branch %s is not an amount of dollars", c.Branch)
		}
		if _, err := getBranch(ctx, tx, convID, c.Branch); err != nil {
			if ErrorCode(err) == ENOTFOUND {
				return Errorf(EINVALID, "a budget names branch %s, which is not among the exported branches", c.Branch)
			}
			return err
		}
		if c.Cap == 0 {
			continue
		}
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO branch_budgets (conversation_id, branch, cap) VALUES (?, ?, ?)`, convID, c.Branch, c.Cap); err != nil {
			return err
		}
	}
	for _, c := range turns {
		if checkCap(c.Cap) != nil {
			return Errorf(EINVALID, "the budget of turn %s is not an amount of dollars", c.TurnID)
		}
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM turns WHERE id = ? AND conversation_id = ?`, c.TurnID, convID).Scan(&one); err != nil {
			if err == sql.ErrNoRows {
				return Errorf(EINVALID, "a budget names turn %s, which is not among the exported turns", c.TurnID)
			}
			return err
		}
		if c.Cap == 0 {
			continue
		}
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO turn_budgets (turn_id, cap) VALUES (?, ?)`, c.TurnID, c.Cap); err != nil {
			return err
		}
	}
	return nil
}

// checkBudgets finds caps whose branch or turn is gone (a file written
// with foreign keys off) and caps that are not a positive amount.
func checkBudgets(ctx context.Context, tx *sql.Tx, add addFinding) error {
	type row struct {
		conv, branch string
		cap          float64
		gone         bool
	}
	rows, err := QueryAll(ctx, tx, func(r *sql.Rows, b *row) error {
		return r.Scan(&b.conv, &b.branch, &b.cap, &b.gone)
	}, `SELECT b.conversation_id, b.branch, b.cap, NOT EXISTS (SELECT 1 FROM branches r WHERE r.conversation_id = b.conversation_id AND r.name = b.branch)
		FROM branch_budgets b ORDER BY b.conversation_id, b.branch`)
	if err != nil {
		return err
	}
	for _, b := range rows {
		switch {
		case b.gone:
			add("budgets", "conversation %s: a budget of $%.2f names branch %s, which does not exist", b.conv, b.cap, b.branch)
		case !(b.cap > 0) || math.IsInf(b.cap, 0):
			add("budgets", "conversation %s: branch %s has a budget of %v, not an amount of dollars above 0", b.conv, b.branch, b.cap)
		}
	}
	type trow struct {
		turn string
		cap  float64
		gone bool
	}
	turns, err := QueryAll(ctx, tx, func(r *sql.Rows, b *trow) error {
		return r.Scan(&b.turn, &b.cap, &b.gone)
	}, `SELECT b.turn_id, b.cap, NOT EXISTS (SELECT 1 FROM turns t WHERE t.id = b.turn_id) FROM turn_budgets b ORDER BY b.turn_id`)
	if err != nil {
		return err
	}
	for _, b := range turns {
		switch {
		case b.gone:
			add("budgets", "a budget of $%.2f names turn %s, which does not exist", b.cap, b.turn)
		case !(b.cap > 0) || math.IsInf(b.cap, 0):
			add("budgets", "turn %s has a budget of %v, not an amount of dollars above 0", b.turn, b.cap)
		}
	}
	return nil
}

// ownChecks are the tables whose broken foreign keys a check of grove's
// says in its own words (checkForeignKeys leaves them to it).
var ownChecks = map[string]bool{"branch_budgets": true, "turn_budgets": true}
