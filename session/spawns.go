package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/internal/clip"
)

// Sub-agents on the record. A delegation (an agent target of a defined
// tool) runs a child conversation; the parent keeps an agent_spawn entry
// (who was started, with what input and context) and an agent_result entry
// (what it answered, its status, tokens and cost), both appended right
// after the tool call's group, and the child keeps a link back to its
// parent (conversation_parents). Neither entry reaches the model: it reads
// the tool call and its result as always.

// Entry kinds of a delegation's record.
const (
	EntryAgentSpawn  = "agent_spawn"  // a child conversation was started (metadata: Spawn)
	EntryAgentResult = "agent_result" // a child conversation ended (metadata: AgentResult)
)

// Delegation context modes: what of the parent's branch a child is given.
const (
	ContextNone   = "none"   // only the input
	ContextThread = "thread" // the thin thread of the delegating agent
	ContextLast   = "last"   // last:N, the newest N messages
)

// SpawnInfo is what an agent_spawn entry records.
type SpawnInfo struct {
	Agent        string `json:"agent"`        // the child's agent
	Conversation string `json:"conversation"` // the child conversation
	Tool         string `json:"tool,omitempty"`
	ToolCallID   string `json:"tool_call_id,omitempty"`
	Input        string `json:"input"`
	// ContextMode is the context it was given (none, last:N, thread) and
	// Context those entries of the parent's branch, as the child saw them.
	ContextMode string         `json:"context_mode,omitempty"`
	Context     []ContextEntry `json:"context,omitempty"`
}

// ContextEntry is one entry of the parent given to a child.
type ContextEntry struct {
	ID     string `json:"id"`
	Role   string `json:"role"`
	Author string `json:"author,omitempty"`
	Text   string `json:"text"`
}

// AgentResultInfo is what an agent_result entry records; its content is
// the child's answer (or why there is none).
type AgentResultInfo struct {
	Agent        string `json:"agent"`
	Conversation string `json:"conversation"`
	Turn         string `json:"turn,omitempty"`
	Status       string `json:"status"` // the child turn's status
	Error        string `json:"error,omitempty"`
	// Usage is what the child spent, its own children included.
	Usage Usage `json:"usage"`
}

type spawnMeta struct {
	Spawn       *SpawnInfo       `json:"spawn,omitempty"`
	AgentResult *AgentResultInfo `json:"agent_result,omitempty"`
}

// Spawn is an agent_spawn entry's record (false for any other entry).
func (e *Entry) Spawn() (SpawnInfo, bool) {
	if e.Kind != EntryAgentSpawn {
		return SpawnInfo{}, false
	}
	var m spawnMeta
	if json.Unmarshal(e.Metadata, &m) != nil || m.Spawn == nil {
		return SpawnInfo{}, false
	}
	return *m.Spawn, true
}

// AgentResult is an agent_result entry's record (false for any other).
func (e *Entry) AgentResult() (AgentResultInfo, bool) {
	if e.Kind != EntryAgentResult {
		return AgentResultInfo{}, false
	}
	var m spawnMeta
	if json.Unmarshal(e.Metadata, &m) != nil || m.AgentResult == nil {
		return AgentResultInfo{}, false
	}
	return *m.AgentResult, true
}

// NewSpawnEntry is the agent_spawn entry of a delegation by author.
func NewSpawnEntry(author, turnID string, sp SpawnInfo) Entry {
	b, _ := json.Marshal(spawnMeta{Spawn: &sp})
	text := "started " + sp.Agent + ": " + sp.Input
	if n := len(sp.Context); n > 0 {
		text += fmt.Sprintf(" (with %d entries of context)", n)
	}
	return Entry{Kind: EntryAgentSpawn, Role: RoleSystem, Author: author, TurnID: turnID,
		Content: []Block{TextBlock(text)}, Metadata: b}
}

// NewAgentResultEntry is the agent_result entry of a delegation's end;
// answer is the child's answer ("" when it gave none).
func NewAgentResultEntry(author, turnID, answer string, r AgentResultInfo) Entry {
	b, _ := json.Marshal(spawnMeta{AgentResult: &r})
	text := answer
	if strings.TrimSpace(text) == "" {
		text = r.Agent + " " + r.Status
		if r.Error != "" {
			text += ": " + r.Error
		}
	}
	return Entry{Kind: EntryAgentResult, Role: RoleSystem, Author: author, TurnID: turnID,
		Content: []Block{TextBlock(text)}, Metadata: b}
}

// SpawnRef is where a child conversation came from.
type SpawnRef struct {
	ConversationID string `json:"conversation_id"`
	TurnID         string `json:"turn_id,omitempty"`
	EntryID        string `json:"entry_id,omitempty"` // its agent_spawn entry, once appended
}

// LinkChild records that child was started by a turn of parent. The
// spawn entry's id is filled in when that entry is appended.
// Errors: ENOTFOUND (either conversation).
func (s *Store) LinkChild(ctx context.Context, child string, parent SpawnRef) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		for _, id := range []string{child, parent.ConversationID} {
			if err := mustConversation(ctx, tx, id); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO conversation_parents (conversation_id, parent_conversation_id, parent_turn_id, parent_entry_id, created_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (conversation_id) DO UPDATE SET parent_conversation_id = excluded.parent_conversation_id,
			parent_turn_id = excluded.parent_turn_id, parent_entry_id = excluded.parent_entry_id`,
			child, parent.ConversationID, parent.TurnID, parent.EntryID, ms(s.now()))
		return err
	})
}

// linkSpawnTx points a child's link at the agent_spawn entry e just
// appended (the child's conversation names it in e's record).
func linkSpawnTx(ctx context.Context, tx *sql.Tx, e Entry) error {
	sp, ok := e.Spawn()
	if !ok || sp.Conversation == "" {
		return nil
	}
	_, err := tx.ExecContext(ctx, `UPDATE conversation_parents SET parent_entry_id = ? WHERE conversation_id = ? AND parent_conversation_id = ?`,
		e.ID, sp.Conversation, e.ConversationID)
	return err
}

// SpawnedFrom is where a child conversation came from (nil when it is no
// delegation's child).
func (s *Store) SpawnedFrom(ctx context.Context, convID string) (*SpawnRef, error) {
	var r SpawnRef
	err := s.r.QueryRowContext(ctx, `SELECT parent_conversation_id, parent_turn_id, parent_entry_id FROM conversation_parents WHERE conversation_id = ?`,
		convID).Scan(&r.ConversationID, &r.TurnID, &r.EntryID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// childLink is one row of conversation_parents.
type childLink struct {
	child string
	SpawnRef
}

func allLinks(ctx context.Context, db interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}) (map[string]SpawnRef, error) {
	ls, err := QueryAll(ctx, db, func(r *sql.Rows, l *childLink) error {
		return r.Scan(&l.child, &l.ConversationID, &l.TurnID, &l.EntryID)
	}, `SELECT conversation_id, parent_conversation_id, parent_turn_id, parent_entry_id FROM conversation_parents`)
	if err != nil {
		return nil, err
	}
	out := make(map[string]SpawnRef, len(ls))
	for _, l := range ls {
		out[l.child] = l.SpawnRef
	}
	return out, nil
}

// ChildCost is what a child conversation of a conversation cost, its own
// children included.
type ChildCost struct {
	Conversation string `json:"conversation"`
	Agent        string `json:"agent"`
	Title        string `json:"title"`
	// ParentTurn and ParentEntry are the turn that started it and its
	// agent_spawn entry; Branch is that turn's branch.
	ParentTurn  string `json:"parent_turn"`
	ParentEntry string `json:"parent_entry,omitempty"`
	Branch      string `json:"branch"`
	Usage       Usage  `json:"usage"`
}

// ChildCosts lists the children a conversation's turns started, each with
// what it and its own descendants spent.
func (s *Store) ChildCosts(ctx context.Context, convID string) ([]ChildCost, error) {
	links, err := allLinks(ctx, s.r)
	if err != nil || len(links) == 0 {
		return nil, err
	}
	// Every descendant counts towards the direct child it descends from.
	top := map[string]string{} // descendant → direct child of convID
	for c := range links {
		cur := c
		for range len(links) + 1 {
			l, ok := links[cur]
			if !ok {
				break
			}
			if l.ConversationID == convID {
				top[c] = cur
				break
			}
			cur = l.ConversationID
		}
	}
	if len(top) == 0 {
		return nil, nil
	}
	byChild := map[string]*ChildCost{}
	var order []string
	for c, direct := range top {
		if byChild[direct] == nil {
			l := links[direct]
			byChild[direct] = &ChildCost{Conversation: direct, ParentTurn: l.TurnID, ParentEntry: l.EntryID}
			order = append(order, direct)
		}
		us, err := QueryAll(ctx, s.r, func(r *sql.Rows, u *[]byte) error { return r.Scan(u) },
			`SELECT COALESCE(usage, '') FROM turns WHERE conversation_id = ?`, c)
		if err != nil {
			return nil, err
		}
		for _, b := range us {
			var u UsageByModel
			if len(b) > 0 {
				_ = json.Unmarshal(b, &u) // damaged usage counts as none, as in UsageBy
			}
			byChild[direct].Usage.Add(u.Total())
		}
	}
	out := make([]ChildCost, 0, len(order))
	for _, id := range order {
		cc := byChild[id]
		_ = s.r.QueryRowContext(ctx, `SELECT title, agent FROM conversations WHERE id = ?`, id).Scan(&cc.Title, &cc.Agent)
		_ = s.r.QueryRowContext(ctx, `SELECT branch FROM turns WHERE id = ?`, cc.ParentTurn).Scan(&cc.Branch)
		out = append(out, *cc)
	}
	return out, nil
}

// checkSpawns reports agent_spawn entries whose child conversation is
// gone and links whose spawn entry is not in the parent.
func checkSpawns(ctx context.Context, tx *sql.Tx, add addFinding) error {
	type spawn struct{ conv, id, meta string }
	ss, err := QueryAll(ctx, tx, func(r *sql.Rows, s *spawn) error { return r.Scan(&s.conv, &s.id, &s.meta) },
		`SELECT conversation_id, id, COALESCE(metadata, '') FROM entries WHERE kind = ?`, EntryAgentSpawn)
	if err != nil {
		return err
	}
	for _, sp := range ss {
		e := Entry{Kind: EntryAgentSpawn, Metadata: json.RawMessage(sp.meta)}
		info, ok := e.Spawn()
		if !ok || info.Conversation == "" {
			add("sub-agents", "conversation %s: spawn entry %s does not name its child conversation", sp.conv, sp.id)
			continue
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM conversations WHERE id = ?`, info.Conversation).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			add("sub-agents", "conversation %s: spawn entry %s names child conversation %s, which is gone", sp.conv, sp.id, info.Conversation)
		}
	}
	links, err := allLinks(ctx, tx)
	if err != nil {
		return err
	}
	for child, l := range links {
		if l.EntryID == "" {
			continue // its delegation is still running, or its parent's step was never saved
		}
		var kind string
		err := tx.QueryRowContext(ctx, `SELECT kind FROM entries WHERE id = ? AND conversation_id = ?`, l.EntryID, l.ConversationID).Scan(&kind)
		if errors.Is(err, sql.ErrNoRows) || err == nil && kind != EntryAgentSpawn {
			add("sub-agents", "conversation %s: its parent %s has no spawn entry %s", child, l.ConversationID, l.EntryID)
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// importLinks restores an imported conversation's links: to its parent
// when that conversation is here, and from the children its agent_spawn
// entries name that are here without one (imported before it).
func importLinks(ctx context.Context, tx *sql.Tx, convID string, from *SpawnRef, now time.Time) error {
	insert := func(child string, r SpawnRef) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO conversation_parents (conversation_id, parent_conversation_id, parent_turn_id, parent_entry_id, created_at)
			SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM conversations WHERE id = ?) AND EXISTS (SELECT 1 FROM conversations WHERE id = ?)
			ON CONFLICT (conversation_id) DO NOTHING`, child, r.ConversationID, r.TurnID, r.EntryID, ms(now), child, r.ConversationID)
		return err
	}
	if from != nil && from.ConversationID != "" {
		if from.ConversationID == convID {
			return Errorf(EINVALID, "conversation %s names itself as its parent", convID)
		}
		if err := insert(convID, *from); err != nil {
			return err
		}
	}
	type spawn struct{ id, turn, meta string }
	ss, err := QueryAll(ctx, tx, func(r *sql.Rows, s *spawn) error { return r.Scan(&s.id, &s.turn, &s.meta) },
		`SELECT id, COALESCE(turn_id, ''), COALESCE(metadata, '') FROM entries WHERE conversation_id = ? AND kind = ?`, convID, EntryAgentSpawn)
	if err != nil {
		return err
	}
	for _, sp := range ss {
		e := Entry{Kind: EntryAgentSpawn, Metadata: json.RawMessage(sp.meta)}
		if info, ok := e.Spawn(); ok && info.Conversation != "" && info.Conversation != convID {
			if err := insert(info.Conversation, SpawnRef{ConversationID: convID, TurnID: sp.turn, EntryID: sp.id}); err != nil {
				return err
			}
		}
	}
	return nil
}

// rootOfWithin is rootOf stopping at stop (when not ""): the ancestor of
// conv that is stop, or the top one, and the turn that started the chain
// there; ok is false when conv has no parent (or is stop).
func rootOfWithin(links map[string]SpawnRef, conv, stop string) (root, turn string, ok bool) {
	root = conv
	for range len(links) + 1 {
		if stop != "" && root == stop {
			break
		}
		l, found := links[root]
		if !found {
			break
		}
		root, turn, ok = l.ConversationID, l.TurnID, true
	}
	return root, turn, ok
}

// Summary is a spawn on one line: who was started with what, and the
// context given.
func (sp SpawnInfo) Summary() string {
	s := "started " + sp.Agent + ": “" + clip.Line(strings.Join(strings.Fields(sp.Input), " "), 80) + "”"
	switch n := len(sp.Context); {
	case n == 1:
		s += " · context " + sp.ContextMode + " (1 message)"
	case n > 1:
		s += fmt.Sprintf(" · context %s (%d messages)", sp.ContextMode, n)
	}
	return s
}

// Summary is a delegation's end on one line: the child's status, tokens
// and cost, and the first words of its answer (or its error).
func (r AgentResultInfo) Summary(answer string) string {
	s := fmt.Sprintf("%s %s · %d tok · $%.4f", r.Agent, r.Status, r.Usage.InputTokens+r.Usage.OutputTokens, r.Usage.Cost)
	text := answer
	if r.Status != TurnCompleted && r.Error != "" {
		text = r.Error
	}
	if t := strings.Join(strings.Fields(text), " "); t != "" {
		s += " — " + clip.Line(t, 80)
	}
	return s
}
