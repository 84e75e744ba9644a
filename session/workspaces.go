package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Workspace statuses.
const (
	WorkspaceRunning = "running"
	WorkspaceStopped = "stopped"
)

// Workspace is a running (or stopped) workflow instance: its channel, agents,
// documents and inboxes.
type Workspace struct {
	ID        string            `json:"id"`
	Workflow  string            `json:"workflow"`
	Tag       string            `json:"tag"`
	Source    string            `json:"source,omitempty"`
	Status    string            `json:"status"`
	ChannelID string            `json:"channel_id"`
	Vars      map[string]string `json:"vars,omitempty"`
	CreatedAt time.Time         `json:"created_at"`
	StoppedAt *time.Time        `json:"stopped_at,omitempty"`
}

// Key is "workflow:tag".
func (w Workspace) Key() string { return w.Workflow + ":" + w.Tag }

// WorkspaceAgent is an agent attached to a workspace.
type WorkspaceAgent struct {
	WorkspaceID    string          `json:"workspace_id"`
	Name           string          `json:"name"`
	Ref            string          `json:"ref,omitempty"`        // the global agent; "" for inline agents
	Definition     json.RawMessage `json:"definition,omitempty"` // inline agents
	PromptAppend   string          `json:"prompt_append,omitempty"`
	ConversationID string          `json:"conversation_id"` // the agent's thread in this workspace
	State          string          `json:"state"`
	Error          string          `json:"error,omitempty"`
	JoinedAt       time.Time       `json:"joined_at"`
}

// Document is a shared workspace document.
type Document struct {
	Name      string    `json:"name"`
	Content   string    `json:"content,omitempty"`
	UpdatedBy string    `json:"updated_by,omitempty"`
	UpdatedAt time.Time `json:"updated_at"`
}

// InboxItem is a channel message waiting for an agent.
type InboxItem struct {
	ID        int64     `json:"id"`
	Agent     string    `json:"agent"`
	Entry     Entry     `json:"entry"`
	Mention   bool      `json:"mention"`
	CreatedAt time.Time `json:"created_at"`
}

// Instruction is work queued for an agent (push delivery, wake-ups).
type Instruction struct {
	ID             string    `json:"id"`
	WorkspaceID    string    `json:"workspace_id,omitempty"`
	Agent          string    `json:"agent"`
	ConversationID string    `json:"conversation_id"`
	Text           string    `json:"text"`
	Caller         string    `json:"caller"`
	Lane           string    `json:"lane"`
	Source         string    `json:"source"` // dm, workspace, channel, schedule
	Depth          int       `json:"depth"`
	Status         string    `json:"status"`
	ClaimedBy      string    `json:"claimed_by,omitempty"`
	TurnID         string    `json:"turn_id,omitempty"`
	Error          string    `json:"error,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
}

// NewWorkspace describes a workspace to start.
type NewWorkspace struct {
	Workflow string
	Tag      string
	Source   string
	Vars     map[string]string
	Agents   []WorkspaceAgent // Name, Ref, Definition, PromptAppend
}

// StartWorkspace creates a running workspace with its channel conversation
// (all agents as participants) and one thread per agent, in one transaction.
//
// Errors: ECONFLICT when workflow:tag is already running; EINVALID for a
// missing name.
func (s *Store) StartWorkspace(ctx context.Context, in NewWorkspace) (Workspace, []WorkspaceAgent, error) {
	if in.Workflow == "" {
		return Workspace{}, nil, Errorf(EINVALID, "a workspace needs a workflow name")
	}
	if in.Tag == "" {
		in.Tag = "main"
	}
	now := s.now()
	w := Workspace{ID: NewID(), Workflow: in.Workflow, Tag: in.Tag, Source: in.Source, Status: WorkspaceRunning,
		Vars: in.Vars, CreatedAt: now.UTC().Truncate(time.Millisecond)}
	key := w.Key()
	var agents []WorkspaceAgent
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM workspaces WHERE workflow = ? AND tag = ? AND status = 'running'`, w.Workflow, w.Tag).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return Errorf(ECONFLICT, "workflow %s is already running", key)
		}
		ch := Conversation{ID: NewID(), Kind: KindChannel, Title: "#" + key, WorkspaceID: w.ID, Status: StatusActive,
			CurrentBranch: DefaultBranch, CreatedAt: w.CreatedAt, LastActivity: w.CreatedAt}
		if err := createConvTx(ctx, tx, ch, now); err != nil {
			return err
		}
		w.ChannelID = ch.ID
		vars, _ := json.Marshal(w.Vars)
		if _, err := tx.ExecContext(ctx, `INSERT INTO workspaces (id, workflow, tag, source, status, channel_id, vars, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			w.ID, w.Workflow, w.Tag, w.Source, w.Status, w.ChannelID, string(vars), ms(now)); err != nil {
			return err
		}
		for _, a := range in.Agents {
			agentName := a.Name + "@" + key // inline agents are workflow-local
			if a.Ref != "" {
				agentName = a.Ref
			}
			if err := insertParticipant(ctx, tx, ch.ID, Participant{Name: a.Name, Kind: "agent", Mode: "member", JoinedAt: w.CreatedAt}); err != nil {
				return err
			}
			th := Conversation{ID: NewID(), Kind: KindDM, Title: a.Name + "@" + key, Agent: agentName, WorkspaceID: w.ID,
				Status: StatusActive, CurrentBranch: DefaultBranch, CreatedAt: w.CreatedAt, LastActivity: w.CreatedAt}
			if err := createConvTx(ctx, tx, th, now); err != nil {
				return err
			}
			for _, p := range []Participant{{Name: "user", Kind: "user", Mode: "owner"}, {Name: agentName, Kind: "agent", Mode: "owner"}} {
				p.JoinedAt = w.CreatedAt
				if err := insertParticipant(ctx, tx, th.ID, p); err != nil {
					return err
				}
			}
			a.WorkspaceID, a.ConversationID, a.State, a.JoinedAt = w.ID, th.ID, "idle", w.CreatedAt
			if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_agents (workspace_id, name, ref, definition, prompt_append, conversation_id, state, joined_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, w.ID, a.Name, a.Ref, nullRaw(a.Definition), a.PromptAppend, th.ID, a.State, ms(now)); err != nil {
				return err
			}
			agents = append(agents, a)
		}
		return insertParticipant(ctx, tx, ch.ID, Participant{Name: "user", Kind: "user", Mode: "owner", JoinedAt: w.CreatedAt})
	})
	if err != nil {
		return Workspace{}, nil, err
	}
	return w, agents, nil
}

func nullRaw(b json.RawMessage) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

func createConvTx(ctx context.Context, tx *sql.Tx, c Conversation, now time.Time) error {
	if err := insertConversation(ctx, tx, c); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)`,
		c.ID, DefaultBranch, ms(now), ms(now))
	return err
}

const workspaceCols = `id, workflow, tag, source, status, channel_id, COALESCE(vars, ''), created_at, stopped_at`

func scanWorkspace(r scanner) (Workspace, error) {
	var w Workspace
	var vars string
	var created int64
	var stopped sql.NullInt64
	if err := r.Scan(&w.ID, &w.Workflow, &w.Tag, &w.Source, &w.Status, &w.ChannelID, &vars, &created, &stopped); err != nil {
		return w, err
	}
	if vars != "" && vars != "null" {
		_ = json.Unmarshal([]byte(vars), &w.Vars)
	}
	w.CreatedAt = fromMs(created)
	if stopped.Valid {
		t := fromMs(stopped.Int64)
		w.StoppedAt = &t
	}
	return w, nil
}

// Workspace returns a workspace by id. Errors: ENOTFOUND.
func (s *Store) Workspace(ctx context.Context, id string) (Workspace, error) {
	w, err := scanWorkspace(s.r.QueryRowContext(ctx, `SELECT `+workspaceCols+` FROM workspaces WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return w, Errorf(ENOTFOUND, "workspace %s not found", id)
	}
	return w, err
}

// RunningWorkspace finds the running instance of workflow (tag "" means
// "main", or the only running instance). Errors: ENOTFOUND.
func (s *Store) RunningWorkspace(ctx context.Context, workflow, tag string) (Workspace, error) {
	ws, err := s.Workspaces(ctx, true)
	if err != nil {
		return Workspace{}, err
	}
	var matches []Workspace
	for _, w := range ws {
		if w.Workflow != workflow {
			continue
		}
		if w.Tag == tag || (tag == "" && w.Tag == "main") {
			return w, nil
		}
		matches = append(matches, w)
	}
	if tag == "" && len(matches) == 1 {
		return matches[0], nil
	}
	key := workflow
	if tag != "" {
		key += ":" + tag
	}
	return Workspace{}, Errorf(ENOTFOUND, "workflow %q is not running", key)
}

// Workspaces lists workspaces, newest first (running only if asked).
func (s *Store) Workspaces(ctx context.Context, runningOnly bool) ([]Workspace, error) {
	q := `SELECT ` + workspaceCols + ` FROM workspaces`
	if runningOnly {
		q += ` WHERE status = 'running'`
	}
	return collect(scanWorkspace)(s.r.QueryContext(ctx, q+` ORDER BY created_at DESC, id DESC`))
}

// WorkspaceOf returns the workspace a conversation (channel or agent thread)
// belongs to. Errors: ENOTFOUND.
func (s *Store) WorkspaceOf(ctx context.Context, convID string) (Workspace, error) {
	w, err := scanWorkspace(s.r.QueryRowContext(ctx, `SELECT `+workspaceCols+` FROM workspaces WHERE id = (SELECT workspace_id FROM conversations WHERE id = ?)`, convID))
	if errors.Is(err, sql.ErrNoRows) {
		return w, Errorf(ENOTFOUND, "conversation %s is not in a workspace", convID)
	}
	return w, err
}

// WorkspaceAgents lists the agents of a workspace (attached ones unless all).
func (s *Store) WorkspaceAgents(ctx context.Context, wsID string) ([]WorkspaceAgent, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT workspace_id, name, ref, COALESCE(definition, ''), prompt_append, conversation_id, state, error, joined_at
		FROM workspace_agents WHERE workspace_id = ? ORDER BY joined_at, name`, wsID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []WorkspaceAgent
	for rows.Next() {
		var a WorkspaceAgent
		var def string
		var joined int64
		if err := rows.Scan(&a.WorkspaceID, &a.Name, &a.Ref, &def, &a.PromptAppend, &a.ConversationID, &a.State, &a.Error, &joined); err != nil {
			return nil, err
		}
		if def != "" {
			a.Definition = json.RawMessage(def)
		}
		a.JoinedAt = fromMs(joined)
		out = append(out, a)
	}
	return out, rows.Err()
}

// WorkspaceAgent returns one agent of a workspace. Errors: ENOTFOUND.
func (s *Store) WorkspaceAgent(ctx context.Context, wsID, name string) (WorkspaceAgent, error) {
	as, err := s.WorkspaceAgents(ctx, wsID)
	if err != nil {
		return WorkspaceAgent{}, err
	}
	for _, a := range as {
		if a.Name == name {
			return a, nil
		}
	}
	return WorkspaceAgent{}, Errorf(ENOTFOUND, "%s is not a participant of this workspace", name)
}

// Agent states in a workspace; queued agents are "queued:LANE".
const (
	AgentIdle    = "idle"
	AgentRunning = "running"
	AgentError   = "error"
	AgentStopped = "stopped"
)

// checkAgentState is the one place that says which agent state may follow
// which: any known state may follow another, except that a stopped agent
// (its workspace stopped) stays stopped.
func checkAgentState(from, to string) error {
	switch {
	case to == AgentIdle, to == AgentRunning, to == AgentError, to == AgentStopped, strings.HasPrefix(to, "queued:") && len(to) > len("queued:"):
	default:
		return Errorf(EINVALID, "unknown agent state %q (want idle, running, queued:LANE, error or stopped)", to)
	}
	if from == AgentStopped && to != AgentStopped {
		return Errorf(EINVALID, "the agent is stopped: it cannot become %s", to)
	}
	return nil
}

// SetAgentState records an agent's state in a workspace (idle, running,
// queued:LANE, error, stopped) with an optional error. Errors: ENOTFOUND,
// EINVALID (an unknown state, or a change checkAgentState refuses).
func (s *Store) SetAgentState(ctx context.Context, wsID, name, state, errMsg string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		var cur string
		err := tx.QueryRowContext(ctx, `SELECT state FROM workspace_agents WHERE workspace_id = ? AND name = ?`, wsID, name).Scan(&cur)
		if errors.Is(err, sql.ErrNoRows) {
			return Errorf(ENOTFOUND, "%s is not a participant of workspace %s", name, wsID)
		}
		if err != nil {
			return err
		}
		if err := checkAgentState(cur, state); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE workspace_agents SET state = ?, error = ? WHERE workspace_id = ? AND name = ?`, state, errMsg, wsID, name)
		return err
	})
}

// PostToChannel appends a message to a workspace channel and, in the same
// transaction, puts it in the inbox of each recipient (mentioned ones
// flagged) and queues the given instructions.
func (s *Store) PostToChannel(ctx context.Context, wsID string, e Entry, recipients []string, mentioned map[string]bool, ins []Instruction) (Entry, []Instruction, error) {
	w, err := s.Workspace(ctx, wsID)
	if err != nil {
		return Entry{}, nil, err
	}
	if w.Status != WorkspaceRunning {
		return Entry{}, nil, Errorf(EINVALID, "workflow %q is not running", w.Key())
	}
	var stored Entry
	now := s.now()
	err = s.WriteTx(ctx, func(tx *sql.Tx) error {
		out, err := s.appendTx(ctx, tx, w.ChannelID, DefaultBranch, []Entry{e})
		if err != nil {
			return err
		}
		stored = out[0]
		for _, r := range recipients {
			if _, err := tx.ExecContext(ctx, `INSERT INTO inbox (workspace_id, agent, entry_id, mention, created_at) VALUES (?, ?, ?, ?, ?)`,
				wsID, r, stored.ID, mentioned[r], ms(now)); err != nil {
				return err
			}
		}
		for i := range ins {
			if err := insertInstructionTx(ctx, tx, &ins[i], now); err != nil {
				return err
			}
		}
		return nil
	})
	return stored, ins, err
}

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

func scanInstruction(r scanner) (Instruction, error) {
	var in Instruction
	var created int64
	err := r.Scan(&in.ID, &in.WorkspaceID, &in.Agent, &in.ConversationID, &in.Text, &in.Caller, &in.Lane, &in.Source, &in.Depth,
		&in.Status, &in.ClaimedBy, &in.TurnID, &in.Error, &created)
	in.CreatedAt = fromMs(created)
	return in, err
}

// ClaimInstructions atomically takes up to limit pending instructions for
// owner, oldest first.
func (s *Store) ClaimInstructions(ctx context.Context, owner string, limit int) ([]Instruction, error) {
	var out []Instruction
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+instructionCols+` FROM instructions WHERE status = 'pending' ORDER BY created_at, id LIMIT ?`, limit)
		if err != nil {
			return err
		}
		for rows.Next() {
			in, err := scanInstruction(rows)
			if err != nil {
				rows.Close()
				return err
			}
			out = append(out, in)
		}
		rows.Close()
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

// Instruction statuses.
const (
	InstructionPending = "pending"
	InstructionClaimed = "claimed"
	InstructionDone    = "done"
	InstructionFailed  = "failed"
)

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
		if errors.Is(err, sql.ErrNoRows) {
			return Errorf(ENOTFOUND, "instruction %s not found", id)
		}
		if err != nil {
			return err
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
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE instructions SET status = 'pending', claimed_by = '', updated_at = ? WHERE id = ? AND status = 'claimed' AND claimed_by = ? AND turn_id IS NULL`,
			ms(s.now()), id, owner)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n == 1, err
}

// ReclaimInstruction makes owner the claimer of an instruction still
// claimed by expectOwner (compare-and-swap); it reports whether it did.
func (s *Store) ReclaimInstruction(ctx context.Context, id, expectOwner, owner string) (bool, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE instructions SET claimed_by = ?, updated_at = ? WHERE id = ? AND status = 'claimed' AND claimed_by = ?`,
			owner, ms(s.now()), id, expectOwner)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n == 1, err
}

// Instructions lists instructions by status ("" = all), oldest first.
func (s *Store) Instructions(ctx context.Context, status string) ([]Instruction, error) {
	q, args := `SELECT `+instructionCols+` FROM instructions`, []any{}
	if status != "" {
		q += ` WHERE status = ?`
		args = append(args, status)
	}
	rows, err := s.r.QueryContext(ctx, q+` ORDER BY created_at, id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Instruction
	for rows.Next() {
		in, err := scanInstruction(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, in)
	}
	return out, rows.Err()
}

// InstructionForTurn returns the instruction a turn runs. Errors: ENOTFOUND.
func (s *Store) InstructionForTurn(ctx context.Context, turnID string) (Instruction, error) {
	in, err := scanInstruction(s.r.QueryRowContext(ctx, `SELECT `+instructionCols+` FROM instructions WHERE turn_id = ?`, turnID))
	if errors.Is(err, sql.ErrNoRows) {
		return in, Errorf(ENOTFOUND, "no instruction for turn %s", turnID)
	}
	return in, err
}

// Inbox lists an agent's unread channel messages in a workspace, oldest first.
func (s *Store) Inbox(ctx context.Context, wsID, agent string) ([]InboxItem, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT i.id, i.agent, i.mention, i.created_at, i.entry_id FROM inbox i
		WHERE i.workspace_id = ? AND i.agent = ? AND i.acked_at IS NULL ORDER BY i.id`, wsID, agent)
	if err != nil {
		return nil, err
	}
	var out []InboxItem
	var ids []string
	for rows.Next() {
		var it InboxItem
		var created int64
		var eid string
		if err := rows.Scan(&it.ID, &it.Agent, &it.Mention, &created, &eid); err != nil {
			rows.Close()
			return nil, err
		}
		it.CreatedAt = fromMs(created)
		out = append(out, it)
		ids = append(ids, eid)
	}
	rows.Close()
	for i, id := range ids {
		e, err := s.Entry(ctx, id)
		if err != nil {
			return nil, err
		}
		out[i].Entry = e
	}
	return out, nil
}

// InboxCounts gives each agent's unread count in a workspace.
func (s *Store) InboxCounts(ctx context.Context, wsID string) (map[string]int, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT agent, COUNT(*) FROM inbox WHERE workspace_id = ? AND acked_at IS NULL GROUP BY agent`, wsID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var a string
		var n int
		if err := rows.Scan(&a, &n); err != nil {
			return nil, err
		}
		out[a] = n
	}
	return out, rows.Err()
}

// AckInbox marks inbox items read (all of the agent's when ids is empty);
// it returns how many it marked.
func (s *Store) AckInbox(ctx context.Context, wsID, agent string, ids []int64) (int, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		q := `UPDATE inbox SET acked_at = ? WHERE workspace_id = ? AND agent = ? AND acked_at IS NULL`
		args := []any{ms(s.now()), wsID, agent}
		if len(ids) > 0 {
			q += ` AND id IN (?` + strings.Repeat(",?", len(ids)-1) + `)`
			for _, id := range ids {
				args = append(args, id)
			}
		}
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		return nil
	})
	return int(n), err
}

// WriteDocument creates or replaces a workspace document.
func (s *Store) WriteDocument(ctx context.Context, wsID, name, content, by string) error {
	if strings.TrimSpace(name) == "" {
		return Errorf(EINVALID, "a document needs a name")
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO documents (workspace_id, name, content, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (workspace_id, name) DO UPDATE SET content = excluded.content, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
			wsID, name, content, by, ms(s.now()))
		return err
	})
}

// Document reads one workspace document. Errors: ENOTFOUND.
func (s *Store) Document(ctx context.Context, wsID, name string) (Document, error) {
	var d Document
	var at int64
	err := s.r.QueryRowContext(ctx, `SELECT name, content, updated_by, updated_at FROM documents WHERE workspace_id = ? AND name = ?`, wsID, name).
		Scan(&d.Name, &d.Content, &d.UpdatedBy, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return d, Errorf(ENOTFOUND, "no document named %q", name)
	}
	d.UpdatedAt = fromMs(at)
	return d, err
}

// Documents lists a workspace's documents (without content).
func (s *Store) Documents(ctx context.Context, wsID string) ([]Document, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT name, updated_by, updated_at, length(content) FROM documents WHERE workspace_id = ? ORDER BY name`, wsID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Document
	for rows.Next() {
		var d Document
		var at int64
		var n int
		if err := rows.Scan(&d.Name, &d.UpdatedBy, &at, &n); err != nil {
			return nil, err
		}
		d.UpdatedAt = fromMs(at)
		d.Content = fmt.Sprintf("%d bytes", n)
		out = append(out, d)
	}
	return out, rows.Err()
}

// EntriesSince returns entries with seq > seq in commit order (at most
// limit) and the highest seq returned (seq itself when none): a cheap way
// for a second process to pick up what another wrote.
func (s *Store) EntriesSince(ctx context.Context, seq int64, limit int) ([]Entry, int64, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT seq, `+entryCols+` FROM entries WHERE seq > ? ORDER BY seq LIMIT ?`, seq, limit)
	if err != nil {
		return nil, seq, err
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var n int64
		e, err := scanEntry(wsSeqScanner{rows, &n})
		if err != nil {
			return nil, seq, err
		}
		seq = n
		out = append(out, e)
	}
	return out, seq, rows.Err()
}

type wsSeqScanner struct {
	r   scanner
	seq *int64
}

func (s wsSeqScanner) Scan(dest ...any) error { return s.r.Scan(append([]any{s.seq}, dest...)...) }

// LastSeq is the newest entry's seq (0 when empty).
func (s *Store) LastSeq(ctx context.Context) (int64, error) {
	var n int64
	err := s.r.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM entries`).Scan(&n)
	return n, err
}

// Changes reports, on the returned channel, that the database file changed
// (a commit by this or any other process), polling PRAGMA data_version
// every interval on a connection of its own. Signals coalesce; the channel
// closes when ctx ends.
func (s *Store) Changes(ctx context.Context, every time.Duration) <-chan struct{} {
	out := make(chan struct{}, 1)
	if every <= 0 {
		every = 250 * time.Millisecond
	}
	go func() {
		defer close(out)
		conn, err := s.r.Conn(ctx)
		if err != nil {
			return
		}
		defer conn.Close()
		version := func() int64 {
			var v int64
			if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
				return -1
			}
			return v
		}
		// Our own writes go through another connection, so they count too.
		last := version()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if v := version(); v != last && v != -1 {
				last = v
				select {
				case out <- struct{}{}:
				default:
				}
			}
		}
	}()
	return out
}
