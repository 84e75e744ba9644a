// Package extract turns a completed turn into memories: the agent's extraction model reads the turn's transcript and
// the most relevant existing memories and proposes write, update and delete
// operations, applied in one transaction; a new fact that contradicts an old
// one supersedes it. When an agent's episodic memories pass a threshold the
// oldest are consolidated into one summary memory.
//
// The runtime calls it through agent.Options.AfterTurn:
//
//	ex := extract.New(store, mem, providerFor, resolveModel)
//	opts.AfterTurn = ex.AfterTurn
//
// An error (the model failed, or answered something that is not the
// operations JSON) makes the runtime retry and then mark the turn
// memoryExtractionFailed; nothing is written by a failed attempt.
package extract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// Defaults of an Extractor.
const (
	DefaultRelevant         = 12
	DefaultConsolidateAt    = 200
	DefaultConsolidateBatch = 50
	// maxMessageChars bounds each transcript message sent to the model.
	maxMessageChars = 4000
)

// Transcripts is what extraction reads of the session store: a branch's
// path; *session.Store implements it.
type Transcripts interface {
	// PathSince is the branch from an entry (the turn's input) to its head.
	PathSince(ctx context.Context, convID, branch, entryID string) ([]session.Entry, error)
	// UpdateTurn adds the extraction call's usage to its turn.
	UpdateTurn(ctx context.Context, id string, u session.TurnUpdate) (session.Turn, error)
}

// Memories is what extraction needs of an agent's memory; *memory.Store
// implements it.
type Memories interface {
	Search(ctx context.Context, agent string, q memory.Query) ([]memory.Result, error)
	List(ctx context.Context, agent string, o memory.ListOptions) ([]memory.Memory, error)
	Apply(ctx context.Context, agent string, ops []memory.Op) (memory.Applied, error)
	// ApplyForTurn is Apply that also ends the turn's pending after-turn
	// work in its transaction.
	ApplyForTurn(ctx context.Context, agent, turnID string, ops []memory.Op) (memory.Applied, error)
}

var (
	_ Transcripts = (*session.Store)(nil)
	_ Memories    = (*memory.Store)(nil)
)

// Extractor runs memory extraction for finished turns.
type Extractor struct {
	Sessions Transcripts
	Memory   Memories
	// Provider builds a provider for a profile; Resolve turns a model
	// reference ("profile" or "provider/model") into a profile.
	Provider func(llm.Profile) (llm.Provider, error)
	Resolve  func(ref string) (llm.Profile, error)
	// Relevant is how many existing memories the model sees.
	Relevant int
	// ConsolidateAt: when an agent has more live episode memories than
	// this, the oldest ConsolidateBatch are summarized into one summary.
	ConsolidateAt, ConsolidateBatch int

	// Log receives what extraction could not record but need not fail
	// for (nil: discarded).
	Log *slog.Logger

	// extracted remembers turns whose operations were applied, so that a
	// retry after a failed consolidation does not extract them twice.
	extracted sync.Map
}

// New returns an Extractor with the default settings.
func New(sessions Transcripts, mem Memories, provider func(llm.Profile) (llm.Provider, error), resolve func(ref string) (llm.Profile, error)) *Extractor {
	return &Extractor{Sessions: sessions, Memory: mem, Provider: provider, Resolve: resolve,
		Relevant: DefaultRelevant, ConsolidateAt: DefaultConsolidateAt, ConsolidateBatch: DefaultConsolidateBatch}
}

// Hook returns New(…).AfterTurn, the agent.Options.AfterTurn function.
func Hook(sessions Transcripts, mem Memories, provider func(llm.Profile) (llm.Provider, error), resolve func(ref string) (llm.Profile, error)) func(context.Context, session.Turn, config.Definition) error {
	return New(sessions, mem, provider, resolve).AfterTurn
}

// AfterTurn extracts memories from turn t of agent def (nothing when def
// has extraction off), then consolidates episodes if there are too many.
func (x *Extractor) AfterTurn(ctx context.Context, t session.Turn, def config.Definition) error {
	if !def.Extraction {
		return nil
	}
	name := def.Name
	if name == "" {
		name = t.Agent
	}
	msgs, err := x.transcript(ctx, t)
	if err != nil {
		return fmt.Errorf("memory extraction: reading turn %s: %w", t.ID, err)
	}
	if len(msgs) == 0 {
		return nil
	}
	prov, prof, err := x.model(def)
	if err != nil {
		return fmt.Errorf("memory extraction: %w", err)
	}
	// The calls below count in the turn's usage, marked as extraction.
	ctx = context.WithValue(ctx, turnKey{}, t.ID)
	if _, done := x.extracted.Load(t.ID); !done {
		if _, err := x.Extract(ctx, prov, prof, name, t, msgs); err != nil {
			return err
		}
		x.extracted.Store(t.ID, true)
	}
	if err := x.Consolidate(ctx, prov, prof, name); err != nil {
		return err
	}
	x.extracted.Delete(t.ID)
	return nil
}

// model picks the extraction model: def.ExtractionModel resolved, or the
// agent's own profile.
func (x *Extractor) model(def config.Definition) (llm.Provider, llm.Profile, error) {
	prof := def.Profile
	if ref := strings.TrimSpace(def.ExtractionModel); ref != "" {
		if x.Resolve == nil {
			return nil, prof, fmt.Errorf("no model resolver for extraction model %q", ref)
		}
		p, err := x.Resolve(ref)
		if err != nil {
			return nil, prof, fmt.Errorf("extraction model %q: %w", ref, err)
		}
		prof = p
	}
	if x.Provider == nil {
		return nil, prof, errors.New("no provider factory")
	}
	prov, err := x.Provider(prof)
	if err != nil {
		return nil, prof, fmt.Errorf("extraction model %s: %w", prof.Name, err)
	}
	return prov, prof, nil
}

// Message is one transcript line.
type Message struct {
	// Who is "USER", "ASSISTANT" or "TOOL RESULT (name)".
	Who, Text string
}

// transcript reads the turn's input, replies and tool results.
func (x *Extractor) transcript(ctx context.Context, t session.Turn) ([]Message, error) {
	// Only the branch from the turn's input on: a turn writes after it.
	path, err := x.Sessions.PathSince(ctx, t.ConversationID, t.Branch, t.InputEntryID)
	if err != nil {
		return nil, err
	}
	var out []Message
	for _, e := range path {
		if e.TurnID != t.ID && (t.InputEntryID == "" || e.ID != t.InputEntryID) {
			continue
		}
		switch {
		case e.Kind == session.EntryMessage && e.Role == session.RoleUser:
			out = append(out, Message{"USER", session.Text(e.Content)})
		case e.Kind == session.EntryMessage && e.Role == session.RoleAssistant:
			if txt := session.Text(e.Content); strings.TrimSpace(txt) != "" {
				out = append(out, Message{"ASSISTANT", txt})
			}
		case e.Kind == session.EntryAsyncResult:
			if r, ok := session.AsyncResultOf(e.Content); ok {
				out = append(out, Message{"TOOL RESULT (" + r.Tool + ")", r.Result})
			}
		case e.Kind == session.EntryToolResult:
			for _, b := range e.Content {
				if b.ToolResult != nil {
					out = append(out, Message{"TOOL RESULT (" + b.ToolResult.Name + ")", llm.ToolResultText(b.ToolResult)})
				}
			}
		}
	}
	return out, nil
}

// Prompt is the extraction system prompt; it carries llm.ExtractionMarker.
const Prompt = llm.ExtractionMarker + `
You maintain the long-term memory of an AI agent. Read the transcript of the
agent's last turn and the agent's existing memories, and decide what is worth
remembering across conversations: facts about the user and the world,
preferences, decisions, patterns, and one short episode describing the turn if
anything notable happened. Do not store chit-chat or what is already known.

Answer with one JSON object and nothing else:
{"operations": [
  {"op": "write", "type": "fact|preference|decision|pattern|episode", "content": "self-contained sentence",
   "significance": 0.0-1.0, "supersedes": ["id of an existing memory this new one contradicts or replaces"]},
  {"op": "update", "id": "existing id", "content": "...", "type": "...", "significance": 0.0-1.0},
  {"op": "delete", "id": "existing id"}
]}
When a new fact contradicts an existing memory, write the new fact with
"supersedes" naming the old one (the old one is kept as history). Use
{"operations": []} when there is nothing to remember.`

// ConsolidationPrompt is the consolidation system prompt; it carries
// llm.ConsolidationMarker.
const ConsolidationPrompt = llm.ConsolidationMarker + `
You maintain the long-term memory of an AI agent. Summarize the episodes below
into one memory that keeps what matters for later: who, what was decided or
learned, open threads. Answer with one JSON object and nothing else:
{"summary": "the summary", "significance": 0.0-1.0}`

func memoryLines(b *strings.Builder, ms []memory.Memory) {
	for _, m := range ms {
		fmt.Fprintf(b, "- [%s] (%s) %s\n", m.ID, m.Type, oneLine(m.Content, maxMessageChars))
	}
}

func oneLine(s string, n int) string { return clip.Text(clip.Flat(s), n) }

// Extract asks the model for operations on the turn's transcript msgs and
// applies them in one transaction.
func (x *Extractor) Extract(ctx context.Context, prov llm.Provider, prof llm.Profile, agentName string, t session.Turn, msgs []Message) (memory.Applied, error) {
	var query strings.Builder
	for _, m := range msgs {
		if m.Who == "USER" || m.Who == "ASSISTANT" {
			query.WriteString(oneLine(m.Text, 500))
			query.WriteByte(' ')
		}
	}
	var relevant []memory.Memory
	if q := strings.TrimSpace(query.String()); q != "" {
		rs, err := x.Memory.Search(ctx, agentName, memory.Query{Text: q, K: max(x.Relevant, 1)})
		if err != nil {
			return memory.Applied{}, fmt.Errorf("memory extraction: finding related memories: %w", err)
		}
		for _, r := range rs {
			relevant = append(relevant, r.Memory)
		}
	}
	var b strings.Builder
	b.WriteString(llm.MemoriesHeader + "\n")
	memoryLines(&b, relevant)
	b.WriteString("\n" + llm.TranscriptHeader + "\n")
	for _, m := range msgs {
		fmt.Fprintf(&b, "%s: %s\n", m.Who, oneLine(m.Text, maxMessageChars))
	}
	text, err := x.call(ctx, prov, prof, Prompt, b.String())
	if err != nil {
		return memory.Applied{}, err
	}
	ops, err := ParseOperations(text)
	if err != nil {
		return memory.Applied{}, err
	}
	ops = dropKnown(ops, relevant)
	md, _ := json.Marshal(map[string]string{"source": "extraction", "conversation": t.ConversationID, "turn": t.ID})
	for i := range ops {
		if ops[i].Kind == memory.OpWrite && ops[i].New.Metadata == nil {
			ops[i].New.Metadata = md
		}
		// A memory is dated by the turn it came from, not by when
		// extraction ran, so questions about a time find it.
		if ops[i].Kind == memory.OpWrite && ops[i].New.CreatedAt.IsZero() {
			ops[i].New.CreatedAt = t.CreatedAt
		}
	}
	// The memories and the end of the turn's pending extraction are saved
	// together: after a crash it runs again only if they were not.
	res, err := x.Memory.ApplyForTurn(ctx, agentName, t.ID, ops)
	if err != nil {
		return res, fmt.Errorf("memory extraction: %w", err)
	}
	return res, nil
}

// dropKnown leaves out the writes that say what a memory shown to the
// model already says (the same words, whatever the case or the closing
// stop): most often what the agent's memory tool wrote during the turn,
// which the model proposes again in its own punctuation. Episodes are
// kept: the same words on another day are another event.
func dropKnown(ops []memory.Op, known []memory.Memory) []memory.Op {
	have := make(map[string]bool, len(known))
	for _, m := range known {
		have[sameText(m.Content)] = true
	}
	out := ops[:0]
	for _, op := range ops {
		if op.Kind == memory.OpWrite && len(op.Supersedes) == 0 && op.New.Type != "episode" {
			k := sameText(op.New.Content)
			if have[k] {
				continue
			}
			have[k] = true
		}
		out = append(out, op)
	}
	return out
}

// sameText is s as dropKnown compares it: words in lower case, without the
// closing punctuation.
func sameText(s string) string {
	return strings.TrimRight(strings.ToLower(strings.Join(strings.Fields(s), " ")), ".!?…;: ")
}

// turnKey carries the id of the turn being extracted in a context.
type turnKey struct{}

func (x *Extractor) call(ctx context.Context, prov llm.Provider, prof llm.Profile, system, user string) (string, error) {
	temp := 0.0
	resp, err := prov.Stream(ctx, llm.Request{Model: prof.Model, System: system, MaxTokens: 4096, Temperature: &temp,
		Messages: []llm.Message{{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(user)}}}}, nil)
	x.count(ctx, prof, resp)
	if err != nil {
		return "", fmt.Errorf("memory extraction: calling %s: %w", prof.Model, err)
	}
	return resp.Text(), nil
}

// count adds an extraction call's usage and cost to its turn's usage,
// keyed session.ExtractionKey("provider/model"), so stats show what
// extraction costs. A failed call that used tokens counts too.
func (x *Extractor) count(ctx context.Context, prof llm.Profile, resp llm.Response) {
	turnID, _ := ctx.Value(turnKey{}).(string)
	u := resp.Usage
	if turnID == "" || x.Sessions == nil || u.InputTokens+u.OutputTokens == 0 {
		return
	}
	u.Cost, u.Calls = prof.Cost(u), 1
	model := prof.Provider + "/" + prof.Model
	if resp.Provider != "" && resp.Model != "" {
		model = resp.Provider + "/" + resp.Model
	}
	// The turn has ended; a failure to count is not worth failing
	// extraction (a retry would call the model again), but the cost it
	// leaves out of stats is logged.
	if _, err := x.Sessions.UpdateTurn(context.WithoutCancel(ctx), turnID, session.TurnUpdate{AddUsage: session.UsageByModel{session.ExtractionKey(model): u}}); err != nil && x.Log != nil {
		x.Log.Warn("memory extraction: its usage is not counted in the turn", "turn", turnID, "model", model,
			"tokens", u.InputTokens+u.OutputTokens, "code", errs.Code(err), "err", errs.UserMessage(err))
	}
}

// wireOp is an operation as the model writes it.
type wireOp struct {
	Op           string          `json:"op"`
	ID           string          `json:"id"`
	Type         string          `json:"type"`
	Content      *string         `json:"content"`
	Significance *float64        `json:"significance"`
	Metadata     json.RawMessage `json:"metadata"`
	Supersedes   json.RawMessage `json:"supersedes"` // an id or a list of ids
}

// EMALFORMED: the extraction model's answer is not the operations JSON.
const EMALFORMED = "extraction_malformed"

func malformed(format string, args ...any) error {
	return &session.Error{Code: EMALFORMED, Message: "memory extraction: the model's answer " + fmt.Sprintf(format, args...)}
}

// jsonObject returns the JSON object in a model's answer: the whole text, or
// the body of a ``` fence, or the span from the first { to the last }.
func jsonObject(text string) []byte {
	t := strings.TrimSpace(text)
	if i := strings.Index(t, "```"); i >= 0 {
		rest := t[i+3:]
		if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
			rest = rest[nl+1:]
		}
		if j := strings.Index(rest, "```"); j >= 0 {
			t = strings.TrimSpace(rest[:j])
		}
	}
	if !strings.HasPrefix(t, "{") {
		i, j := strings.IndexByte(t, '{'), strings.LastIndexByte(t, '}')
		if i >= 0 && j > i {
			t = t[i : j+1]
		}
	}
	return []byte(t)
}

// ParseOperations reads the model's answer. Anything but a JSON object with
// an "operations" list of well-formed operations is an EMALFORMED error.
func ParseOperations(text string) ([]memory.Op, error) {
	var doc struct {
		Operations *[]wireOp `json:"operations"`
	}
	dec := json.NewDecoder(bytes.NewReader(jsonObject(text)))
	if err := dec.Decode(&doc); err != nil {
		return nil, malformed("is not JSON: %v", err)
	}
	if doc.Operations == nil {
		return nil, malformed(`has no "operations" list`)
	}
	ops := make([]memory.Op, 0, len(*doc.Operations))
	for i, w := range *doc.Operations {
		n := i + 1
		switch strings.ToLower(strings.TrimSpace(w.Op)) {
		case "write", "add", "create":
			if w.Content == nil || strings.TrimSpace(*w.Content) == "" {
				return nil, malformed("has a write (operation %d) without content", n)
			}
			var sup []string
			if len(w.Supersedes) > 0 && string(w.Supersedes) != "null" {
				var one string
				if err := json.Unmarshal(w.Supersedes, &one); err == nil {
					if one != "" {
						sup = []string{one}
					}
				} else if err := json.Unmarshal(w.Supersedes, &sup); err != nil {
					return nil, malformed("has a supersedes (operation %d) that is neither an id nor a list of ids", n)
				}
			}
			ops = append(ops, memory.Op{Kind: memory.OpWrite, Supersedes: sup,
				New: memory.NewMemory{Type: w.Type, Content: *w.Content, Significance: w.Significance, Metadata: w.Metadata}})
		case "update":
			if w.ID == "" {
				return nil, malformed("has an update (operation %d) without id", n)
			}
			p := memory.Patch{Content: w.Content, Significance: w.Significance, Metadata: w.Metadata}
			if w.Type != "" {
				p.Type = memory.Str(w.Type)
			}
			ops = append(ops, memory.Op{Kind: memory.OpUpdate, ID: w.ID, Patch: p})
		case "delete":
			if w.ID == "" {
				return nil, malformed("has a delete (operation %d) without id", n)
			}
			ops = append(ops, memory.Op{Kind: memory.OpDelete, ID: w.ID})
		default:
			return nil, malformed("has an unknown operation %q (operation %d)", w.Op, n)
		}
	}
	return ops, nil
}

// Consolidate summarizes agent's oldest live episodes into one summary
// memory when there are more than ConsolidateAt, superseding them, in one
// transaction. It does nothing below the threshold.
func (x *Extractor) Consolidate(ctx context.Context, prov llm.Provider, prof llm.Profile, agentName string) error {
	if x.ConsolidateAt <= 0 {
		return nil
	}
	eps, err := x.Memory.List(ctx, agentName, memory.ListOptions{Types: []string{"episode"}})
	if err != nil {
		return fmt.Errorf("memory consolidation: %w", err)
	}
	if len(eps) <= x.ConsolidateAt {
		return nil
	}
	batch := max(x.ConsolidateBatch, 2)
	// List is newest first: the oldest are at the end, taken oldest first.
	oldest := make([]memory.Memory, 0, batch)
	for i := len(eps) - 1; i >= 0 && len(oldest) < batch; i-- {
		oldest = append(oldest, eps[i])
	}
	var b strings.Builder
	b.WriteString(llm.MemoriesHeader + "\n")
	memoryLines(&b, oldest)
	text, err := x.call(ctx, prov, prof, ConsolidationPrompt, b.String())
	if err != nil {
		return fmt.Errorf("memory consolidation: %w", err)
	}
	var doc struct {
		Summary      string   `json:"summary"`
		Significance *float64 `json:"significance"`
	}
	if err := json.Unmarshal(jsonObject(text), &doc); err != nil || strings.TrimSpace(doc.Summary) == "" {
		return malformed(`for consolidation is not {"summary": …}`)
	}
	sig := doc.Significance
	if sig == nil || *sig < 0 || *sig > 1 {
		sig = memory.Sig(0.4)
	}
	ids := make([]string, len(oldest))
	for i, m := range oldest {
		ids[i] = m.ID
	}
	md, _ := json.Marshal(map[string]any{"source": "consolidation", "episodes": len(ids),
		"from": oldest[0].CreatedAt, "to": oldest[len(oldest)-1].CreatedAt})
	_, err = x.Memory.Apply(ctx, agentName, []memory.Op{{Kind: memory.OpWrite, Supersedes: ids,
		New: memory.NewMemory{Type: "summary", Content: doc.Summary, Significance: sig, Metadata: md,
			CreatedAt: oldest[len(oldest)-1].CreatedAt}}})
	if err != nil {
		return fmt.Errorf("memory consolidation: %w", err)
	}
	return nil
}
