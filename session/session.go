// Package session is grove's store: one SQLite file holding conversations as
// append-only trees of entries, branches pointing at leaves, turns, async
// operations and checkpoints. It knows nothing of LLMs or the terminal UI.
package session

import (
	"crypto/rand"
	"encoding/json"
	"sync"
	"time"

	"github.com/oklog/ulid/v2"
)

// Conversation kinds.
const (
	KindDM       = "dm"
	KindChannel  = "channel"
	KindDelegate = "delegate"
)

// Conversation statuses.
const (
	StatusActive    = "active"
	StatusWaiting   = "waiting"
	StatusCompleted = "completed"
	StatusFailed    = "failed"
)

// DefaultBranch is the branch every conversation starts on.
const DefaultBranch = "main"

// Conversation is a tree of entries with participants.
type Conversation struct {
	ID            string `json:"id"`
	Kind          string `json:"kind"`
	Title         string `json:"title"`
	Agent         string `json:"agent,omitempty"` // the owning agent of a DM
	WorkspaceID   string `json:"workspace_id,omitempty"`
	Status        string `json:"status"`
	Archived      bool   `json:"archived,omitempty"`
	CurrentBranch string `json:"current_branch"`
	// Personal marks the agent's personal DM thread (one per agent).
	Personal     bool      `json:"personal,omitempty"`
	ForkedFrom   *ForkRef  `json:"forked_from,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
	LastActivity time.Time `json:"last_activity"`

	// Filled by List and Get; not stored as such.
	EntryCount   int           `json:"entry_count"`
	BranchCount  int           `json:"branch_count"`
	Participants []Participant `json:"participants,omitempty"`
}

// ForkRef records where a forked conversation came from.
type ForkRef struct {
	ConversationID string `json:"conversation_id"`
	EntryID        string `json:"entry_id"`
}

// Participant is the user or an agent taking part in a conversation.
type Participant struct {
	Name     string    `json:"name"`
	Kind     string    `json:"kind"` // "user" or "agent"
	Mode     string    `json:"mode"` // "owner", "member" or "loop_in"
	JoinedAt time.Time `json:"joined_at"`
	// LeftAt and LeftBy are set once the participation ended: LeftBy is
	// the participant itself when it left, else who removed it.
	LeftAt time.Time `json:"left_at,omitzero"`
	LeftBy string    `json:"left_by,omitempty"`
}

// Entry kinds.
const (
	EntryMessage       = "message"        // role user or assistant
	EntryToolResult    = "tool_result"    // role tool; answers the calls of the assistant entry above it
	EntryLLMCall       = "llm_call"       // metadata-only record of one provider call
	EntryAsyncResult   = "async_result"   // the outcome of a background tool call, arriving later
	EntryCompaction    = "compaction"     // summary replacing what precedes it in the context
	EntryBranchSummary = "branch_summary" // what was tried on an abandoned branch
	EntryNotice        = "notice"         // a system message shown to the user (failures, restarts)
	EntryInjection     = "injection"      // a note a person added to the context (role user); not a message to answer
)

// Roles.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
	RoleSystem    = "system"
)

// entryRoles are the roles an entry may have ("": entries that are not
// messages, such as llm_call records).
var entryRoles = map[string]bool{"": true, RoleUser: true, RoleAssistant: true, RoleTool: true, RoleSystem: true}

var entryKinds = map[string]bool{
	EntryMessage: true, EntryToolResult: true, EntryLLMCall: true, EntryAsyncResult: true,
	EntryCompaction: true, EntryBranchSummary: true, EntryNotice: true, EntryInjection: true,
	EntryAgentSpawn: true, EntryAgentResult: true,
}

// Entry is one immutable node of a conversation tree.
type Entry struct {
	ID             string          `json:"id"`
	ConversationID string          `json:"conversation_id"`
	ParentID       string          `json:"parent_id,omitempty"`
	Kind           string          `json:"kind"`
	Role           string          `json:"role,omitempty"`
	Author         string          `json:"author,omitempty"` // "user" or the agent's name
	TurnID         string          `json:"turn_id,omitempty"`
	Content        []Block         `json:"content"`
	Metadata       json.RawMessage `json:"metadata,omitempty"`
	CreatedAt      time.Time       `json:"created_at"`
}

// EntryMeta is the metadata of assistant and llm_call entries.
type EntryMeta struct {
	Provider    string `json:"provider,omitempty"`
	Model       string `json:"model,omitempty"`
	Usage       *Usage `json:"usage,omitempty"`
	StopReason  string `json:"stop_reason,omitempty"`
	LatencyMs   int64  `json:"latency_ms,omitempty"`
	Interrupted bool   `json:"interrupted,omitempty"` // the reply stopped before the model finished
	Error       string `json:"error,omitempty"`
	ErrorClass  string `json:"error_class,omitempty"`
	AsyncOp     string `json:"async_op,omitempty"`
	ReplyTo     string `json:"reply_to,omitempty"` // entry this async result or reply belongs to
	// ModelRef and ModelChoice record, for an agent with several models,
	// which one answered (its reference) and how it was chosen: primary,
	// route:tool_steps, route:default or use_model.
	ModelRef    string `json:"model_ref,omitempty"`
	ModelChoice string `json:"model_choice,omitempty"`
	// KeepFrom, on a compaction entry, names the first of the entries
	// before it that stay verbatim after the summary.
	KeepFrom string `json:"keep_from,omitempty"`
	// BackendSession, on the llm_call record of an agent CLI's run, is the
	// CLI's own session id: the agent's next message resumes it.
	BackendSession string `json:"backend_session,omitempty"`
	// BackendTotals, on the llm_call record of a run of a CLI that reports
	// its session's running totals rather than the run's own usage
	// (Codex), is those totals after the run; Usage holds the difference
	// from the totals of the session's previous run.
	BackendTotals *Usage `json:"backend_totals,omitempty"`
}

// Meta decodes the entry's metadata; unknown or empty metadata gives a zero value.
func (e *Entry) Meta() EntryMeta {
	var m EntryMeta
	if len(e.Metadata) > 0 {
		// Documented: damaged metadata gives the zero value, the entry stays readable.
		_ = json.Unmarshal(e.Metadata, &m)
	}
	return m
}

// SetMeta encodes m as the entry's metadata.
func (e *Entry) SetMeta(m EntryMeta) {
	b, _ := json.Marshal(m)
	if string(b) == "{}" {
		e.Metadata = nil
		return
	}
	e.Metadata = b
}

// Branch is a named pointer to a leaf entry.
type Branch struct {
	ConversationID string    `json:"conversation_id"`
	Name           string    `json:"name"`
	HeadID         string    `json:"head_id,omitempty"` // empty for a branch of an empty conversation
	BaseID         string    `json:"base_id,omitempty"` // the entry it was created at
	Label          string    `json:"label,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"` // last activity on the branch
}

// Turn statuses. Allowed changes: active → completed | failed | cancelled |
// incomplete; incomplete → active (continue) | cancelled; failed → active
// (resume after a restart).
const (
	TurnActive     = "active"
	TurnCompleted  = "completed"
	TurnFailed     = "failed"
	TurnCancelled  = "cancelled"
	TurnIncomplete = "incomplete"
)

var turnTransitions = map[string]map[string]bool{
	TurnActive:     {TurnCompleted: true, TurnFailed: true, TurnCancelled: true, TurnIncomplete: true},
	TurnIncomplete: {TurnActive: true, TurnCancelled: true},
	TurnFailed:     {TurnActive: true},
	TurnCancelled:  {TurnActive: true}, // continued: resumes where it stopped
}

// Turn is one unit of agent work started by one input.
type Turn struct {
	ID             string       `json:"id"`
	ConversationID string       `json:"conversation_id"`
	Agent          string       `json:"agent"`
	Caller         string       `json:"caller,omitempty"`
	Model          string       `json:"model,omitempty"` // model override ("" = the agent's model)
	Lane           string       `json:"lane,omitempty"`  // scheduling lane (immediate, normal, background)
	InputEntryID   string       `json:"input_entry_id,omitempty"`
	Branch         string       `json:"branch"`
	Status         string       `json:"status"`
	Steps          int          `json:"steps"`
	Usage          UsageByModel `json:"usage,omitempty"`
	Issues         []string     `json:"issues,omitempty"`
	Error          string       `json:"error,omitempty"`
	Owner          string       `json:"-"` // the process running it while active
	CreatedAt      time.Time    `json:"created_at"`
	UpdatedAt      time.Time    `json:"updated_at"`
	FinishedAt     time.Time    `json:"finished_at,omitzero"`
	Heartbeat      time.Time    `json:"-"`
}

// Async operation statuses.
const (
	AsyncRunning   = "running"
	AsyncCompleted = "completed"
	AsyncFailed    = "failed"
	AsyncCancelled = "cancelled"
)

// AsyncOp is a tool call running in the background for a turn.
type AsyncOp struct {
	ID             string          `json:"id"`
	TurnID         string          `json:"turn_id"`
	ConversationID string          `json:"conversation_id"`
	ToolCallID     string          `json:"tool_call_id"`
	CallEntryID    string          `json:"call_entry_id,omitempty"`
	Tool           string          `json:"tool"`
	Status         string          `json:"status"`
	Input          json.RawMessage `json:"input,omitempty"`
	Result         string          `json:"result,omitempty"`
	Error          string          `json:"error,omitempty"`
	ResultEntryID  string          `json:"result_entry_id,omitempty"`
	CreatedAt      time.Time       `json:"created_at"`
	FinishedAt     time.Time       `json:"finished_at,omitzero"`
}

// Checkpoint is the lightweight position of a turn: its leaf entry, step
// index and usage by model. Recovery reads it with the tree, never a replay.
type Checkpoint struct {
	ID             int64        `json:"id"`
	ConversationID string       `json:"conversation_id"`
	TurnID         string       `json:"turn_id"`
	Seq            int          `json:"seq"`
	LeafEntryID    string       `json:"leaf_entry_id,omitempty"`
	Step           int          `json:"step"`
	Usage          UsageByModel `json:"usage,omitempty"`
	CreatedAt      time.Time    `json:"created_at"`
	// AfterTurn, for AppendLastStep completing the turn, records its
	// after-turn work as pending in the same transaction (not stored with
	// the checkpoint).
	AfterTurn bool `json:"-"`
}

var (
	idMu      sync.Mutex
	idEntropy = ulid.Monotonic(rand.Reader, 0)
)

// NewID returns a new time-ordered unique id.
func NewID() string {
	idMu.Lock()
	defer idMu.Unlock()
	return ulid.MustNew(ulid.Now(), idEntropy).String()
}
