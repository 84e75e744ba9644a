package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	fastjson "github.com/segmentio/encoding/json"
)

const turnCols = `id, conversation_id, agent, caller, model, lane, COALESCE(input_entry_id, ''), branch, status, steps, COALESCE(usage, ''), COALESCE(issues, ''), error, owner, heartbeat, created_at, updated_at, COALESCE(finished_at, 0)`

func scanTurn(r Scanner) (Turn, error) {
	var t Turn
	var usage, issues []byte
	var c, u, f, hb int64
	if err := r.Scan(&t.ID, &t.ConversationID, &t.Agent, &t.Caller, &t.Model, &t.Lane, &t.InputEntryID, &t.Branch, &t.Status, &t.Steps, &usage, &issues, &t.Error, &t.Owner, &hb, &c, &u, &f); err != nil {
		return t, err
	}
	// usage and issues are written by this package from their types; a
	// damaged value reads as none rather than hiding the turn.
	if len(usage) > 0 {
		_ = fastjson.Unmarshal(usage, &t.Usage)
	}
	if len(issues) > 0 {
		_ = fastjson.Unmarshal(issues, &t.Issues)
	}
	t.CreatedAt, t.UpdatedAt, t.Heartbeat = fromMs(c), fromMs(u), fromMs(hb)
	if f != 0 {
		t.FinishedAt = fromMs(f)
	}
	return t, nil
}

func jsonOrNil(v any, empty bool) any {
	if empty {
		return nil
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// CreateTurn records a new active turn. Errors: ENOTFOUND (conversation or branch).
func (s *Store) CreateTurn(ctx context.Context, t Turn) (Turn, error) {
	return s.createTurn(ctx, t, "")
}

// createTurn is CreateTurn; a turn handed over from (not "") has its
// hand-over recorded as done in the same transaction.
func (s *Store) createTurn(ctx context.Context, t Turn, from string) (Turn, error) {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if t, err = s.insertTurnTx(ctx, tx, t, false); err != nil || from == "" {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE turns SET after_turn = ? WHERE id = ? AND after_turn = ?`, AfterTurnExtraction, from, AfterTurnAll)
		return err
	})
	if err != nil {
		return t, fmt.Errorf("creating turn: %w", err)
	}
	return t, nil
}

// insertTurnTx inserts t; branchRead says the transaction already found
// its branch (StartTurn appended to it), which is otherwise checked here.
func (s *Store) insertTurnTx(ctx context.Context, tx *sql.Tx, t Turn, branchRead bool) (Turn, error) {
	if t.ID == "" {
		t.ID = NewID()
	}
	if t.Branch == "" {
		t.Branch = DefaultBranch
	}
	now := fromMs(ms(s.now()))
	t.Status, t.CreatedAt, t.UpdatedAt, t.Heartbeat = TurnActive, now, now, now
	if !branchRead {
		if _, err := getBranch(ctx, tx, t.ConversationID, t.Branch); err != nil {
			return t, err
		}
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO turns (id, conversation_id, agent, caller, model, lane, input_entry_id, branch, status, steps, usage, issues, error, owner, heartbeat, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		t.ID, t.ConversationID, t.Agent, t.Caller, t.Model, t.Lane, nullStr(t.InputEntryID), t.Branch, t.Status, t.Steps,
		jsonOrNil(t.Usage, len(t.Usage) == 0), jsonOrNil(t.Issues, len(t.Issues) == 0), t.Error, t.Owner, ms(now), ms(now), ms(now))
	return t, err
}

// Turn returns one turn. Errors: ENOTFOUND.
func (s *Store) Turn(ctx context.Context, id string) (Turn, error) {
	t, err := scanTurn(s.r.QueryRowContext(ctx, `SELECT `+turnCols+` FROM turns WHERE id = +?`, id))
	return t, notFound(err, "turn %s not found", id)
}

// Turns lists a conversation's turns, oldest first.
func (s *Store) Turns(ctx context.Context, convID string) ([]Turn, error) {
	return s.queryTurns(ctx, `SELECT `+turnCols+` FROM turns WHERE conversation_id = ? ORDER BY created_at, id`, convID)
}

// ActiveTurns lists every active turn in the database (recovery).
func (s *Store) ActiveTurns(ctx context.Context) ([]Turn, error) {
	return s.queryTurns(ctx, `SELECT `+turnCols+` FROM turns WHERE status = 'active' ORDER BY created_at, id`)
}

// ActiveTurnsIn lists a conversation's active turns, oldest first.
func (s *Store) ActiveTurnsIn(ctx context.Context, convID string) ([]Turn, error) {
	return s.queryTurns(ctx, `SELECT `+turnCols+` FROM turns WHERE status = 'active' AND conversation_id = +? ORDER BY created_at, id`, convID)
}

func (s *Store) queryTurns(ctx context.Context, q string, args ...any) ([]Turn, error) {
	return Collect(scanTurn)(s.r.QueryContext(ctx, q, args...))
}

// TurnUpdate changes a turn. Nil fields are left alone.
type TurnUpdate struct {
	Status   string        // "" keeps the status; otherwise must be an allowed change
	Steps    *int          // new step count
	Usage    *UsageByModel // replaces the usage
	AddUsage UsageByModel  // added to the usage (after Usage), model by model
	AddIssue string        // appended to issues if not present
	Error    *string
	// AfterTurn, with Status completed, records the turn's after-turn work
	// as pending (see AfterTurnAll) when this update completes it.
	AfterTurn bool
	// AfterTurnDone records that the turn has no after-turn work left (the
	// update records its outcome).
	AfterTurnDone bool
}

// UpdateTurn applies u to a turn and returns the result.
//
// Errors: ENOTFOUND; EINVALID for a status change the state machine does
// not allow (see the Turn* constants).
func (s *Store) UpdateTurn(ctx context.Context, id string, u TurnUpdate) (Turn, error) {
	var t Turn
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		t, err = scanTurn(tx.QueryRowContext(ctx, `SELECT `+turnCols+` FROM turns WHERE id = +?`, id))
		if err != nil {
			return notFound(err, "turn %s not found", id)
		}
		now := fromMs(ms(s.now()))
		after := -1 // after_turn unchanged
		if u.AfterTurnDone {
			after = AfterTurnNone
		}
		if u.AfterTurn && u.Status == TurnCompleted && t.Status == TurnActive {
			after = AfterTurnAll
		}
		if u.Status != "" && u.Status != t.Status {
			if !turnTransitions[t.Status][u.Status] {
				return Errorf(EINVALID, "turn %s cannot go from %s to %s", id, t.Status, u.Status)
			}
			t.Status = u.Status
			if u.Status == TurnActive {
				t.FinishedAt = timeZero
			} else {
				t.FinishedAt = now
			}
		}
		if u.Steps != nil {
			t.Steps = *u.Steps
		}
		if u.Usage != nil {
			t.Usage = *u.Usage
		}
		if len(u.AddUsage) > 0 {
			if t.Usage == nil {
				t.Usage = UsageByModel{}
			}
			for k, x := range u.AddUsage {
				t.Usage.Add(k, x)
			}
		}
		if u.Error != nil {
			t.Error = *u.Error
		}
		if u.AddIssue != "" {
			found := false
			for _, is := range t.Issues {
				found = found || is == u.AddIssue
			}
			if !found {
				t.Issues = append(t.Issues, u.AddIssue)
			}
		}
		t.UpdatedAt = now
		var fin any
		if !t.FinishedAt.IsZero() {
			fin = ms(t.FinishedAt)
		}
		_, err = tx.ExecContext(ctx, `UPDATE turns SET status = ?, steps = ?, usage = ?, issues = ?, error = ?, updated_at = ?, finished_at = ?,
			after_turn = CASE WHEN ? >= 0 THEN ? ELSE after_turn END WHERE id = +?`,
			t.Status, t.Steps, jsonOrNil(t.Usage, len(t.Usage) == 0), jsonOrNil(t.Issues, len(t.Issues) == 0), t.Error, ms(now), fin, after, after, id)
		return err
	})
	return t, err
}

// CreateAsyncOp records a background tool call as running.
func (s *Store) CreateAsyncOp(ctx context.Context, op AsyncOp) (AsyncOp, error) {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		op, err = s.insertAsyncTx(ctx, tx, op)
		return err
	})
	if err != nil {
		return op, fmt.Errorf("recording async operation: %w", err)
	}
	return op, nil
}

func (s *Store) insertAsyncTx(ctx context.Context, tx *sql.Tx, op AsyncOp) (AsyncOp, error) {
	if op.ID == "" {
		op.ID = NewID()
	}
	op.Status = AsyncRunning
	op.CreatedAt = fromMs(ms(s.now()))
	var input any
	if len(op.Input) > 0 {
		input = string(op.Input)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO async_ops (id, turn_id, conversation_id, tool_call_id, call_entry_id, tool, status, input, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		op.ID, op.TurnID, op.ConversationID, op.ToolCallID, nullStr(op.CallEntryID), op.Tool, op.Status, input, ms(op.CreatedAt))
	return op, err
}

// FinishAsyncOp marks a running op completed, failed or cancelled, with its
// result entry. Errors: ENOTFOUND; EINVALID when it already finished (so a
// result is never delivered twice).
func (s *Store) FinishAsyncOp(ctx context.Context, id, status, result, errMsg, resultEntryID string) error {
	switch status {
	case AsyncCompleted, AsyncFailed, AsyncCancelled:
	default:
		return Errorf(EINVALID, "async operations finish as completed, failed or cancelled, not %q", status)
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		var cur string
		err := tx.QueryRowContext(ctx, `SELECT status FROM async_ops WHERE id = ?`, id).Scan(&cur)
		if err != nil {
			return notFound(err, "async operation %s not found", id)
		}
		if cur != AsyncRunning {
			return Errorf(EINVALID, "async operation %s already %s", id, cur)
		}
		_, err = tx.ExecContext(ctx, `UPDATE async_ops SET status = ?, result = ?, error = ?, result_entry_id = ?, finished_at = ? WHERE id = ?`,
			status, result, errMsg, nullStr(resultEntryID), ms(s.now()), id)
		return err
	})
}

const asyncCols = `id, turn_id, conversation_id, tool_call_id, COALESCE(call_entry_id, ''), tool, status, COALESCE(input, ''), result, error, COALESCE(result_entry_id, ''), created_at, COALESCE(finished_at, 0)`

func scanAsync(r Scanner) (AsyncOp, error) {
	var o AsyncOp
	var input []byte
	var c, f int64
	err := r.Scan(&o.ID, &o.TurnID, &o.ConversationID, &o.ToolCallID, &o.CallEntryID, &o.Tool, &o.Status, &input, &o.Result, &o.Error, &o.ResultEntryID, &c, &f)
	if len(input) > 0 {
		o.Input = json.RawMessage(input)
	}
	o.CreatedAt = fromMs(c)
	if f != 0 {
		o.FinishedAt = fromMs(f)
	}
	return o, err
}

// AsyncOps lists operations. Empty filters match everything; status
// "running" lists pending work. Only the filters given are written into
// the query, so the pending work of a turn or conversation is found
// through the index of running operations, however many have finished.
func (s *Store) AsyncOps(ctx context.Context, convID, turnID, status string) ([]AsyncOp, error) {
	q := `SELECT ` + asyncCols + ` FROM async_ops WHERE 1`
	var args []any
	if convID != "" {
		q += ` AND conversation_id = ?`
		args = append(args, convID)
	}
	if turnID != "" {
		q += ` AND turn_id = ?`
		args = append(args, turnID)
	}
	switch status {
	case "":
	case AsyncRunning:
		// Written out: only a literal lets SQLite use the partial index.
		q += ` AND status = 'running'`
	default:
		q += ` AND status = ?`
		args = append(args, status)
	}
	return Collect(scanAsync)(s.r.QueryContext(ctx, q+` ORDER BY created_at, id`, args...))
}

// SaveCheckpoint records the position of a turn (next sequence number).
func (s *Store) SaveCheckpoint(ctx context.Context, cp Checkpoint) (Checkpoint, error) {
	cp.CreatedAt = fromMs(ms(s.now()))
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM checkpoints WHERE turn_id = ?`, cp.TurnID).Scan(&cp.Seq); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO checkpoints (conversation_id, turn_id, seq, leaf_entry_id, step, usage, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			cp.ConversationID, cp.TurnID, cp.Seq, nullStr(cp.LeafEntryID), cp.Step, jsonOrNil(cp.Usage, len(cp.Usage) == 0), ms(cp.CreatedAt))
		if err != nil {
			return err
		}
		cp.ID, err = res.LastInsertId()
		return err
	})
	if err != nil {
		return cp, fmt.Errorf("saving checkpoint: %w", err)
	}
	return cp, nil
}

// SaveStep records a checkpoint and the turn's step count and usage in one
// transaction and returns the turn. Errors: ENOTFOUND.
func (s *Store) SaveStep(ctx context.Context, cp Checkpoint) (Turn, error) {
	var t Turn
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		t, err = s.saveStepTx(ctx, tx, cp, "")
		return err
	})
	return t, err
}

// saveStepTx records cp and the turn's step count and usage; a final
// status ("" for none) ends the turn too, when it is still active (the
// returned turn tells whether it did).
func (s *Store) saveStepTx(ctx context.Context, tx *sql.Tx, cp Checkpoint, final string) (Turn, error) {
	now := s.now()
	usage := jsonOrNil(cp.Usage, len(cp.Usage) == 0)
	// The updated row comes back from the update itself (the checkpoint's
	// insert below changes nothing of it). One statement serves both
	// cases; the right-hand sides read the row as it was.
	t, err := scanTurn(tx.QueryRowContext(ctx, `UPDATE turns SET steps = ?1, usage = ?2, updated_at = ?3,
		status = CASE WHEN ?5 != '' AND status = 'active' THEN ?5 ELSE status END,
		finished_at = CASE WHEN ?5 != '' AND status = 'active' THEN ?3 ELSE finished_at END
		WHERE id = +?4 RETURNING `+turnCols,
		cp.Step, usage, ms(now), cp.TurnID, final))
	if errors.Is(err, sql.ErrNoRows) {
		return Turn{}, Errorf(ENOTFOUND, "turn %s not found", cp.TurnID)
	}
	if err != nil {
		return Turn{}, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO checkpoints (conversation_id, turn_id, seq, leaf_entry_id, step, usage, created_at)
		VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM checkpoints WHERE turn_id = +?), ?, ?, ?, ?)`,
		cp.ConversationID, cp.TurnID, cp.TurnID, nullStr(cp.LeafEntryID), cp.Step, usage, ms(now)); err != nil {
		return Turn{}, err
	}
	return t, nil
}

// LatestCheckpoint returns a turn's newest checkpoint. Errors: ENOTFOUND.
func (s *Store) LatestCheckpoint(ctx context.Context, turnID string) (Checkpoint, error) {
	var cp Checkpoint
	var usage []byte
	var c int64
	err := s.r.QueryRowContext(ctx, `SELECT id, conversation_id, turn_id, seq, COALESCE(leaf_entry_id, ''), step, COALESCE(usage, ''), created_at
		FROM checkpoints WHERE turn_id = ? ORDER BY seq DESC LIMIT 1`, turnID).
		Scan(&cp.ID, &cp.ConversationID, &cp.TurnID, &cp.Seq, &cp.LeafEntryID, &cp.Step, &usage, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return cp, Errorf(ENOTFOUND, "turn %s has no checkpoint", turnID)
	}
	if len(usage) > 0 {
		// As in scanTurn: damaged usage reads as none.
		_ = json.Unmarshal(usage, &cp.Usage)
	}
	cp.CreatedAt = fromMs(c)
	return cp, err
}

// Event is one record of the observability log.
type Event struct {
	ID             int64           `json:"id"`
	ConversationID string          `json:"conversation_id,omitempty"`
	TurnID         string          `json:"turn_id,omitempty"`
	Kind           string          `json:"kind"`
	Data           json.RawMessage `json:"data,omitempty"`
	CreatedAt      time.Time       `json:"created_at"`
}

// RecordEvent appends to the event log.
func (s *Store) RecordEvent(ctx context.Context, ev Event) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		var data any
		if len(ev.Data) > 0 {
			data = string(ev.Data)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO events (conversation_id, turn_id, kind, data, created_at) VALUES (?, ?, ?, ?, ?)`,
			nullStr(ev.ConversationID), nullStr(ev.TurnID), ev.Kind, data, ms(s.now()))
		return err
	})
}

// RecordEvents appends a batch of events in one transaction. An event
// whose CreatedAt is set keeps it (the time the thing happened, not the
// time it was written).
func (s *Store) RecordEvents(ctx context.Context, evs []Event) error {
	if len(evs) == 0 {
		return nil
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		for _, ev := range evs {
			var data any
			if len(ev.Data) > 0 {
				data = string(ev.Data)
			}
			at := ev.CreatedAt
			if at.IsZero() {
				at = s.now()
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO events (conversation_id, turn_id, kind, data, created_at) VALUES (?, ?, ?, ?, ?)`,
				nullStr(ev.ConversationID), nullStr(ev.TurnID), ev.Kind, data, ms(at)); err != nil {
				return err
			}
		}
		return nil
	})
}

// EventQuery selects events: of one conversation ("" = all), with an id
// above AfterID, oldest first, at most Limit (0 = no limit).
type EventQuery struct {
	ConversationID string
	AfterID        int64
	Limit          int
}

// Events lists events in the order they were recorded.
func (s *Store) Events(ctx context.Context, q EventQuery) ([]Event, error) {
	query := `SELECT id, COALESCE(conversation_id, ''), COALESCE(turn_id, ''), kind, COALESCE(data, ''), created_at FROM events WHERE id > ?`
	args := []any{q.AfterID}
	if q.ConversationID != "" {
		query += ` AND conversation_id = ?`
		args = append(args, q.ConversationID)
	}
	query += ` ORDER BY id`
	if q.Limit > 0 {
		query += ` LIMIT ?`
		args = append(args, q.Limit)
	}
	return QueryAll(ctx, s.r, func(rows *sql.Rows, ev *Event) error {
		var data string
		var c int64
		if err := rows.Scan(&ev.ID, &ev.ConversationID, &ev.TurnID, &ev.Kind, &data, &c); err != nil {
			return err
		}
		if data != "" {
			ev.Data = json.RawMessage(data)
		}
		ev.CreatedAt = fromMs(c)
		return nil
	}, query, args...)
}

// DeleteEventsBefore deletes the events recorded before t and reports how
// many went.
func (s *Store) DeleteEventsBefore(ctx context.Context, t time.Time) (int64, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM events WHERE created_at < ?`, ms(t))
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}

// UsageByConversation sums the usage of a conversation's turns by model.
func (s *Store) UsageByConversation(ctx context.Context, convID string) (UsageByModel, error) {
	turns, err := s.Turns(ctx, convID)
	if err != nil {
		return nil, err
	}
	out := UsageByModel{}
	for _, t := range turns {
		for m, u := range t.Usage {
			out.Add(m, u)
		}
	}
	return out, nil
}

var timeZero time.Time

// ClaimTurn makes owner the runner of an active turn if its current owner
// is still expectOwner (compare-and-swap), so that two processes recovering
// at once never both resume it. It reports whether the claim succeeded. A
// successful claim deletes the live text the previous owner left (it died
// mid-stream): the new owner streams the step again.
func (s *Store) ClaimTurn(ctx context.Context, id, expectOwner, owner string) (bool, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE turns SET owner = ?, heartbeat = ? WHERE id = ? AND owner = ? AND status IN ('active', 'incomplete', 'failed', 'cancelled')`,
			owner, ms(s.now()), id, expectOwner)
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM live_text WHERE turn_id = ?`, id)
		return err
	})
	return n == 1 && err == nil, err
}

// Heartbeat records that owner is alive and still running its active turns
// and the after-turn work of the turns it completed.
func (s *Store) Heartbeat(ctx context.Context, owner string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		now := ms(s.now())
		if _, err := tx.ExecContext(ctx, `UPDATE turns SET heartbeat = ? WHERE owner = ? AND status = 'active'`, now, owner); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE turns SET heartbeat = ? WHERE owner = ? AND after_turn != 0`, now, owner)
		return err
	})
}

// LastEntryOfTurn returns the newest entry written by a turn (its input
// included). Errors: ENOTFOUND when the turn wrote nothing.
func (s *Store) LastEntryOfTurn(ctx context.Context, turnID string) (Entry, error) {
	e, err := scanEntry(s.r.QueryRowContext(ctx, `SELECT `+entryCols+` FROM entries WHERE turn_id = ? ORDER BY seq DESC LIMIT 1`, turnID))
	return e, notFound(err, "turn %s has no entries", turnID)
}

// turnsWritingAfterSQL is one statement: the entry ?1 (no row when it is
// missing) joined with the turns other than ?2 that wrote after it in its
// conversation (one NULL row when there are none).
const turnsWritingAfterSQL = `SELECT e.turn_id FROM entries a
	LEFT JOIN entries e ON e.conversation_id = a.conversation_id AND e.seq > a.seq AND e.turn_id IS NOT NULL AND e.turn_id != +?2
	WHERE a.id = +?1 GROUP BY e.turn_id`

// TurnsWritingAfter lists the turns (other than exceptTurn) with an entry
// in entryID's conversation written after it: the turns that were running
// when it was saved, or started later. Errors: ENOTFOUND.
func (s *Store) TurnsWritingAfter(ctx context.Context, entryID, exceptTurn string) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, turnsWritingAfterSQL, entryID, exceptTurn)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := false
	var out []string
	for rows.Next() {
		var id sql.NullString
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		found = true
		if id.Valid {
			out = append(out, id.String)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if !found {
		return nil, Errorf(ENOTFOUND, "entry %s not found", entryID)
	}
	return out, nil
}
