// Package memtools gives an agent its memory, history, notes and todos as
// tools (memory_search, memory_read, memory_write, history_search,
// history_read, note_write, note_read, todo_add, todo_done, todo_list).
// Each set is bound to one agent: an agent can only see and change what is
// its own.
//
// It is an adapter above memory and tools: main wires a set into each
// agent's tool registry; neither memory nor tools imports it.
package memtools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// New returns the memory, history, note and todo tools of agent.
func New(store Store, agent string) []tools.Tool {
	b := binding{s: store, agent: agent}
	return []tools.Tool{
		newTool(searchSpec(), b.search),
		newTool(readSpec(), b.read),
		newTool(writeSpec(), writes(b, b.write)),
		newTool(historySearchSpec(), b.historySearch),
		newTool(historyReadSpec(), b.historyRead),
		newTool(noteWriteSpec(), writes(b, b.noteWrite)),
		newTool(noteReadSpec(), b.noteRead),
		newTool(todoAddSpec(), writes(b, b.todoAdd)),
		newTool(todoDoneSpec(), writes(b, b.todoDone)),
		newTool(todoListSpec(), b.todoList),
	}
}

// tool is one memory tool: its arguments are decoded strictly into A, and
// what run returns is the tool's JSON result.
type tool[A any] struct {
	spec tools.Spec
	run  func(context.Context, A) (any, error)
}

func newTool[A any](spec tools.Spec, run func(context.Context, A) (any, error)) tools.Tool {
	return &tool[A]{spec: spec, run: run}
}

func (t *tool[A]) Spec() tools.Spec { return t.spec }

func (t *tool[A]) Run(ctx context.Context, args json.RawMessage) (string, error) {
	var in A
	if err := decode(args, &in); err != nil {
		return "", toolError(err)
	}
	out, err := t.run(ctx, in)
	if err != nil {
		return "", toolError(err)
	}
	b, err := json.Marshal(out)
	if err != nil {
		return "", toolError(err)
	}
	return string(b), nil
}

// spec describes a tool whose arguments are one object with the given
// properties (JSON members, without the braces) and no others; required
// names the properties it must have.
// The spec is built on first use, not when the program starts.
func spec(name, description, properties string, required ...string) func() tools.Spec {
	return sync.OnceValue(func() tools.Spec {
		schema := `{"type": "object", "properties": {` + properties + `}`
		if len(required) > 0 {
			names, _ := json.Marshal(required)
			schema += `, "required": ` + string(names)
		}
		return tools.Spec{Name: name, Description: description, Schema: json.RawMessage(schema + `, "additionalProperties": false}`)}
	})
}

// toolError turns store errors into tool errors the model can act on.
func toolError(err error) error {
	var te *session.ToolError
	if errors.As(err, &te) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	switch session.ErrorCode(err) {
	case session.EINVALID, session.ENOTFOUND:
		return &session.ToolError{Code: tools.CodeInvalidInput, Message: err.Error()}
	case memory.EEMBED:
		return &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error(), Retriable: true}
	}
	return &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
}

// decode reads args strictly, so a misspelt field is reported, not ignored.
func decode(args json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return tools.InvalidInput("bad arguments: %s", err)
	}
	return nil
}

// each maps every element of xs with f.
func each[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// listing returns the elements of a store's answer, mapped with f, under
// key in the tool's result; or the store's error.
func listing[T, U any](key string, f func(T) U) func([]T, error) (any, error) {
	return func(xs []T, err error) (any, error) {
		if err != nil {
			return nil, err
		}
		return map[string]any{key: each(xs, f)}, nil
	}
}

type binding struct {
	s     Store
	agent string
}

// writes guards a tool that changes what the agent keeps: in an ephemeral
// conversation (grove ask) nothing is kept, so it is refused.
func writes[A any](b binding, run func(context.Context, A) (any, error)) func(context.Context, A) (any, error) {
	return func(ctx context.Context, in A) (any, error) {
		eph, err := b.s.ConversationEphemeral(ctx, tools.CallInfoFrom(ctx).ConversationID)
		if err != nil {
			return nil, err
		}
		if eph {
			return nil, tools.InvalidInput("this conversation is ephemeral: nothing of it is kept, so memories, notes and todos cannot be written or changed here; answer from what you know and what memory_search finds")
		}
		return run(ctx, in)
	}
}

const typesDoc = "fact, decision, pattern, episode, preference, summary, or your own"

var searchSpec = spec("memory_search",
	"Search your long-term memories by meaning and by words. Returns the best matches, most relevant first, "+
		"with id, type, content, significance and score. Memories are shared by all your conversations.",
	`"query": {"type": "string", "description": "What you are looking for, in words."},
    "k": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 8)."},
    "types": {"type": "array", "items": {"type": "string"}, "description": "Only these memory types (`+typesDoc+`)."},
    `+memoriesWindow,
	"query")

type found struct {
	ID           string          `json:"id"`
	Type         string          `json:"type"`
	Content      string          `json:"content"`
	Significance float64         `json:"significance"`
	Score        float64         `json:"score,omitempty"`
	Metadata     json.RawMessage `json:"metadata,omitempty"`
	CreatedAt    string          `json:"created_at"`
	UpdatedAt    string          `json:"updated_at,omitempty"`
	SupersededBy string          `json:"superseded_by,omitempty"`
	Key          string          `json:"key,omitempty"`
}

func toFound(m memory.Memory, score float64) found {
	f := found{ID: m.ID, Type: m.Type, Content: m.Content, Significance: m.Significance, Score: score,
		CreatedAt: m.CreatedAt.Format(time.RFC3339), SupersededBy: m.SupersededBy, Key: m.Key}
	if string(m.Metadata) != "{}" {
		f.Metadata = m.Metadata
	}
	if !m.UpdatedAt.Equal(m.CreatedAt) {
		f.UpdatedAt = m.UpdatedAt.Format(time.RFC3339)
	}
	return f
}

type searchArgs struct {
	queryArgs
	Types []string `json:"types"`
}

func (b binding) search(ctx context.Context, in searchArgs) (any, error) {
	if in.K == 0 {
		in.K = 8
	}
	since, until, err := in.check()
	if err != nil {
		return nil, err
	}
	q := memory.Query{Text: in.Query, K: in.K, Types: in.Types, Since: since, Until: until}
	return listing("results", func(r memory.Result) found { return toFound(r.Memory, r.Score) })(b.s.Search(ctx, b.agent, q))
}

var readSpec = spec("memory_read", "Read memories in full by id (ids come from memory_search or memory_write).",
	`"ids": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 20, "description": "Memory ids."}`,
	"ids")

type readArgs struct {
	IDs []string `json:"ids"`
}

func (b binding) read(ctx context.Context, in readArgs) (any, error) {
	if len(in.IDs) == 0 || len(in.IDs) > 20 {
		return nil, tools.InvalidInput("give between 1 and 20 ids")
	}
	out := make([]found, 0, len(in.IDs))
	var missing []string
	for _, id := range in.IDs {
		m, err := b.s.Get(ctx, b.agent, id)
		if session.IsNotFound(err) {
			missing = append(missing, id)
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, toFound(m, 0))
	}
	if len(out) == 0 {
		return nil, tools.InvalidInput("no memory with id %s", strings.Join(missing, ", "))
	}
	if err := b.s.Touch(ctx, b.agent, each(out, func(f found) string { return f.ID })...); err != nil {
		return nil, err
	}
	res := map[string]any{"memories": out}
	if len(missing) > 0 {
		res["not_found"] = missing
	}
	return res, nil
}

var writeSpec = spec("memory_write",
	"Remember something for later (all your conversations share your memories), or change or forget a memory. "+
		"operation \"write\" (default) stores content; \"update\" changes the given fields of memory id; \"delete\" removes memory id. "+
		"Keep memories short and self-contained (a few sentences). To replace a fact that became wrong, write the new one with supersedes set to the old id. "+
		"A write with a key (a short name such as \"deploy-target\") replaces the memory under that key: the old one is kept as superseded, search finds the new one.",
	`"operation": {"type": "string", "enum": ["write", "update", "delete"], "description": "Default write."},
    "id": {"type": "string", "description": "The memory to update or delete."},
    "content": {"type": "string", "description": "What to remember."},
    "type": {"type": "string", "description": "Memory type: `+typesDoc+` (default fact)."},
    "significance": {"type": "number", "minimum": 0, "maximum": 1, "description": "Importance from 0 (trivial) to 1 (vital); default 0.5."},
    "metadata": {"type": "object", "description": "Structured details worth keeping with it."},
    "supersedes": {"type": "string", "description": "On write: id of an older memory this one replaces; the old one is kept but no longer found by search."},
    "key": {"type": "string", "maxLength": 200, "description": "On write: remember it under this key; it supersedes whatever was under the key before."}`)

type writeArgs struct {
	Operation    string          `json:"operation"`
	ID           string          `json:"id"`
	Content      *string         `json:"content"`
	Type         *string         `json:"type"`
	Significance *float64        `json:"significance"`
	Metadata     json.RawMessage `json:"metadata"`
	Supersedes   string          `json:"supersedes"`
	Key          string          `json:"key"`
}

func (b binding) write(ctx context.Context, in writeArgs) (any, error) {
	switch in.Operation {
	case "", "write":
		return b.writeNew(ctx, in)
	case "update":
		if in.ID == "" {
			return nil, tools.InvalidInput("id is required to update")
		}
		if in.Content == nil && in.Type == nil && in.Significance == nil && in.Metadata == nil {
			return nil, tools.InvalidInput("give at least one of content, type, significance, metadata to update")
		}
		m, err := b.s.Update(ctx, b.agent, in.ID, memory.Patch{Content: in.Content, Type: in.Type, Significance: in.Significance, Metadata: in.Metadata})
		if err != nil {
			return nil, err
		}
		return map[string]any{"updated": toFound(m, 0)}, nil
	case "delete":
		if in.ID == "" {
			return nil, tools.InvalidInput("id is required to delete")
		}
		if err := b.s.Delete(ctx, b.agent, in.ID); err != nil {
			return nil, err
		}
		return map[string]any{"deleted": in.ID}, nil
	}
	return nil, tools.InvalidInput("operation must be write, update or delete")
}

// writeNew stores a new memory, marking the one it supersedes.
func (b binding) writeNew(ctx context.Context, in writeArgs) (any, error) {
	if in.ID != "" {
		return nil, tools.InvalidInput("write makes a new memory; to change memory %s use operation update", in.ID)
	}
	if in.Content == nil || strings.TrimSpace(*in.Content) == "" {
		return nil, tools.InvalidInput("content is required")
	}
	if in.Supersedes != "" {
		if _, err := b.s.Get(ctx, b.agent, in.Supersedes); err != nil {
			return nil, err
		}
	}
	nm := memory.NewMemory{Content: *in.Content, Significance: in.Significance, Metadata: in.Metadata}
	if in.Type != nil {
		nm.Type = *in.Type
	}
	var m memory.Memory
	var byKey []string
	var err error
	if strings.TrimSpace(in.Key) != "" {
		m, byKey, err = b.s.Set(ctx, b.agent, in.Key, nm)
	} else {
		m, err = b.s.Add(ctx, b.agent, nm)
	}
	if err != nil {
		return nil, err
	}
	res := map[string]any{"written": m.ID}
	if m.Key != "" {
		res["key"] = m.Key
	}
	if len(byKey) > 0 {
		res["superseded"] = strings.Join(byKey, ", ")
	}
	if in.Supersedes != "" {
		if _, err := b.s.Update(ctx, b.agent, in.Supersedes, memory.Patch{SupersededBy: &m.ID}); err != nil {
			return nil, fmt.Errorf("memory %s was written but %s could not be marked superseded: %w", m.ID, in.Supersedes, err)
		}
		res["superseded"] = in.Supersedes
	}
	return res, nil
}
