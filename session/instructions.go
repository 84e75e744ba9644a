package session

import (
	"context"
	"database/sql"
	"time"
)

func insertInstructionTx(ctx context.Context, tx *sql.Tx, in *Instruction, now time.Time) error {
	if in.ID == "" {
		in.ID = NewID()
	}
	if in.Status == "" {
		in.Status = "pending"
	}
	if in.Caller == "" {
		in.Caller = "user"
	}
	in.CreatedAt = now.UTC().Truncate(time.Millisecond)
	_, err := tx.ExecContext(ctx, `INSERT INTO instructions (id, workspace_id, agent, conversation_id, text, caller, lane, source, depth, status, claimed_by, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, in.ID, nullStr(in.WorkspaceID), in.Agent, in.ConversationID, in.Text, in.Caller,
		in.Lane, in.Source, in.Depth, in.Status, in.ClaimedBy, ms(now), ms(now))
	return err
}

// QueueInstruction stores one instruction (pending, or claimed when
// ClaimedBy is set).
func (s *Store) QueueInstruction(ctx context.Context, in Instruction) (Instruction, error) {
	if in.ClaimedBy != "" {
		in.Status = "claimed"
	}
	err := s.WriteTx(ctx, func(tx *sql.Tx) error { return insertInstructionTx(ctx, tx, &in, s.now()) })
	return in, err
}

const instructionCols = `id, COALESCE(workspace_id, ''), agent, conversation_id, text, caller, lane, source, depth, status, claimed_by, COALESCE(turn_id, ''), error, created_at`

func scanInstruction(r Scanner) (Instruction, error) {
	var in Instruction
	var created int64
	err := r.Scan(&in.ID, &in.WorkspaceID, &in.Agent, &in.ConversationID, &in.Text, &in.Caller, &in.Lane, &in.Source, &in.Depth,
		&in.Status, &in.ClaimedBy, &in.TurnID, &in.Error, &created)
	in.CreatedAt = fromMs(created)
	return in, err
}

// ClaimInstructions atomically takes up to limit pending instructions (but
// those of an agent stopped or in error, which wait) for
// owner, oldest first.
func (s *Store) ClaimInstructions(ctx context.Context, owner string, limit int) ([]Instruction, error) {
	var out []Instruction
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = Collect(scanInstruction)(tx.QueryContext(ctx, `SELECT `+instructionCols+` FROM instructions WHERE status = 'pending' AND `+notHeld+` ORDER BY created_at, id LIMIT ?`, limit))
		if err != nil {
			return err
		}
		for i := range out {
			out[i].Status, out[i].ClaimedBy = "claimed", owner
			if _, err := tx.ExecContext(ctx, `UPDATE instructions SET status = 'claimed', claimed_by = ?, updated_at = ? WHERE id = ?`, owner, ms(s.now()), out[i].ID); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// instructionNext is the one table of the status changes an instruction may
// make: a pending one is claimed (or fails when its workspace stops); a
// claimed one records its turn (claimed again), ends done or failed, or is
// released to pending when the process that claimed it is gone before its
// turn started. Done and failed are final.
var instructionNext = map[string][]string{
	InstructionPending: {InstructionClaimed, InstructionFailed},
	InstructionClaimed: {InstructionClaimed, InstructionDone, InstructionFailed, InstructionPending},
}

func checkInstruction(id, from, to string) error {
	for _, ok := range instructionNext[from] {
		if ok == to {
			return nil
		}
	}
	return Errorf(EINVALID, "instruction %s is %s: it cannot become %s", id, from, to)
}

// FinishInstruction records an instruction's outcome (status done, failed,
// or claimed with its turn id while it runs). Errors: ENOTFOUND, EINVALID
// (a change the status table refuses).
func (s *Store) FinishInstruction(ctx context.Context, id, status, turnID, errMsg string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		var cur string
		err := tx.QueryRowContext(ctx, `SELECT status FROM instructions WHERE id = ?`, id).Scan(&cur)
		if err != nil {
			return notFound(err, "instruction %s not found", id)
		}
		if status == InstructionPending {
			return Errorf(EINVALID, "instruction %s: only ReleaseInstruction returns an instruction to pending", id)
		}
		if err := checkInstruction(id, cur, status); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE instructions SET status = ?, turn_id = COALESCE(NULLIF(?, ''), turn_id), error = ?, updated_at = ? WHERE id = ?`,
			status, turnID, errMsg, ms(s.now()), id)
		return err
	})
}

// ReleaseInstruction returns an instruction claimed by owner whose turn
// never started to pending, for any process to claim again; it reports
// whether it did (compare-and-swap on the owner).
func (s *Store) ReleaseInstruction(ctx context.Context, id, owner string) (bool, error) {
	return s.swap(ctx, `UPDATE instructions SET status = 'pending', claimed_by = '', updated_at = ? WHERE id = ? AND status = 'claimed' AND claimed_by = ? AND turn_id IS NULL`,
		ms(s.now()), id, owner)
}

// ReclaimInstruction makes owner the claimer of an instruction still
// claimed by expectOwner (compare-and-swap); it reports whether it did.
func (s *Store) ReclaimInstruction(ctx context.Context, id, expectOwner, owner string) (bool, error) {
	return s.swap(ctx, `UPDATE instructions SET claimed_by = ?, updated_at = ? WHERE id = ? AND status = 'claimed' AND claimed_by = ?`,
		owner, ms(s.now()), id, expectOwner)
}

// Instructions lists instructions by status ("" = all), oldest first.
func (s *Store) Instructions(ctx context.Context, status string) ([]Instruction, error) {
	q, args := `SELECT `+instructionCols+` FROM instructions`, []any{}
	if status != "" {
		q += ` WHERE status = ?`
		args = append(args, status)
	}
	return Collect(scanInstruction)(s.r.QueryContext(ctx, q+` ORDER BY created_at, id`, args...))
}

// InstructionForTurn returns the instruction a turn runs. Errors: ENOTFOUND.
func (s *Store) InstructionForTurn(ctx context.Context, turnID string) (Instruction, error) {
	in, err := scanInstruction(s.r.QueryRowContext(ctx, `SELECT `+instructionCols+` FROM instructions WHERE turn_id = ?`, turnID))
	return in, notFound(err, "no instruction for turn %s", turnID)
}
