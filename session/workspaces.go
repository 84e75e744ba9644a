package session

import (
	"context"
	"database/sql"
	"encoding/json"
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
		if err := s.createConvTx(ctx, tx, ch, now); err != nil {
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
			if err := s.createConvTx(ctx, tx, th, now); err != nil {
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

func (s *Store) createConvTx(ctx context.Context, tx *sql.Tx, c Conversation, now time.Time) error {
	if err := s.startConversation(ctx, tx, c); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)`,
		c.ID, DefaultBranch, ms(now), ms(now))
	return err
}

const workspaceCols = `id, workflow, tag, source, status, channel_id, COALESCE(vars, ''), created_at, stopped_at`

func scanWorkspace(r Scanner) (Workspace, error) {
	var w Workspace
	var vars string
	var created int64
	var stopped sql.NullInt64
	if err := r.Scan(&w.ID, &w.Workflow, &w.Tag, &w.Source, &w.Status, &w.ChannelID, &vars, &created, &stopped); err != nil {
		return w, err
	}
	if vars != "" && vars != "null" {
		// Written by this package from a map; damaged vars read as none
		// rather than hiding the workspace.
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
	return w, notFound(err, "workspace %s not found", id)
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
	return Collect(scanWorkspace)(s.r.QueryContext(ctx, q+` ORDER BY created_at DESC, id DESC`))
}

// WorkspaceOf returns the workspace a conversation (channel or agent thread)
// belongs to. Errors: ENOTFOUND.
func (s *Store) WorkspaceOf(ctx context.Context, convID string) (Workspace, error) {
	w, err := scanWorkspace(s.r.QueryRowContext(ctx, `SELECT `+workspaceCols+` FROM workspaces WHERE id = (SELECT workspace_id FROM conversations WHERE id = ?)`, convID))
	return w, notFound(err, "conversation %s is not in a workspace", convID)
}

// WorkspaceAgents lists the agents of a workspace (attached ones unless all).
func (s *Store) WorkspaceAgents(ctx context.Context, wsID string) ([]WorkspaceAgent, error) {
	return QueryAll(ctx, s.r, func(rows *sql.Rows, a *WorkspaceAgent) error {
		var def string
		var joined int64
		if err := rows.Scan(&a.WorkspaceID, &a.Name, &a.Ref, &def, &a.PromptAppend, &a.ConversationID, &a.State, &a.Error, &joined); err != nil {
			return err
		}
		if def != "" {
			a.Definition = json.RawMessage(def)
		}
		a.JoinedAt = fromMs(joined)
		return nil
	}, `SELECT workspace_id, name, ref, COALESCE(definition, ''), prompt_append, conversation_id, state, error, joined_at
		FROM workspace_agents WHERE workspace_id = ? ORDER BY joined_at, name`, wsID)
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
		if err != nil {
			return notFound(err, "%s is not a participant of workspace %s", name, wsID)
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

// Instruction statuses.
const (
	InstructionPending = "pending"
	InstructionClaimed = "claimed"
	InstructionDone    = "done"
	InstructionFailed  = "failed"
)
