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
	"time"
	"unicode/utf8"

	"grove/memory"
	"grove/session"
	"grove/tools"
)

// New returns the memory, history, note and todo tools of agent.
func New(store *memory.Store, agent string) []tools.Tool {
	b := binding{s: store, agent: agent}
	return []tools.Tool{
		&tool{spec: searchSpec, run: b.search},
		&tool{spec: readSpec, run: b.read},
		&tool{spec: writeSpec, run: b.write},
		&tool{spec: historySearchSpec, run: b.historySearch},
		&tool{spec: historyReadSpec, run: b.historyRead},
		&tool{spec: noteWriteSpec, run: b.noteWrite},
		&tool{spec: noteReadSpec, run: b.noteRead},
		&tool{spec: todoAddSpec, run: b.todoAdd},
		&tool{spec: todoDoneSpec, run: b.todoDone},
		&tool{spec: todoListSpec, run: b.todoList},
	}
}

type tool struct {
	spec tools.Spec
	run  func(context.Context, json.RawMessage) (string, error)
}

func (t *tool) Spec() tools.Spec { return t.spec }

func (t *tool) Run(ctx context.Context, args json.RawMessage) (string, error) {
	out, err := t.run(ctx, args)
	if err != nil {
		return "", toolError(err)
	}
	return out, nil
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

func jsonOut(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

type binding struct {
	s     *memory.Store
	agent string
}

const typesDoc = "fact, decision, pattern, episode, preference, summary, or your own"

var searchSpec = tools.Spec{
	Name: "memory_search",
	Description: "Search your long-term memories by meaning and by words. Returns the best matches, most relevant first, " +
		"with id, type, content, significance and score. Memories are shared by all your conversations.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "query": {"type": "string", "description": "What you are looking for, in words."},
    "k": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 8)."},
    "types": {"type": "array", "items": {"type": "string"}, "description": "Only these memory types (` + typesDoc + `)."},
    "since": {"type": "string", "format": "date-time", "description": "Only memories created at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only memories created before this RFC 3339 time."}
  },
  "required": ["query"],
  "additionalProperties": false
}`),
}

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
}

func toFound(m memory.Memory, score float64) found {
	f := found{ID: m.ID, Type: m.Type, Content: m.Content, Significance: m.Significance, Score: score,
		CreatedAt: m.CreatedAt.Format(time.RFC3339), SupersededBy: m.SupersededBy}
	if string(m.Metadata) != "{}" {
		f.Metadata = m.Metadata
	}
	if !m.UpdatedAt.Equal(m.CreatedAt) {
		f.UpdatedAt = m.UpdatedAt.Format(time.RFC3339)
	}
	return f
}

// timeRange parses the since/until arguments of a tool.
func timeRange(since, until string) (time.Time, time.Time, error) {
	s, err := parseTime("since", since)
	if err != nil {
		return s, time.Time{}, err
	}
	u, err := parseTime("until", until)
	return s, u, err
}

func parseTime(field, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, tools.InvalidInput("%s must be an RFC 3339 time like 2026-01-31T09:00:00Z", field)
	}
	return t, nil
}

func (b binding) search(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Query string   `json:"query"`
		K     int      `json:"k"`
		Types []string `json:"types"`
		Since string   `json:"since"`
		Until string   `json:"until"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Query) == "" {
		return "", tools.InvalidInput("query is required")
	}
	if in.K == 0 {
		in.K = 8
	}
	if in.K < 0 || in.K > 50 {
		return "", tools.InvalidInput("k must be between 1 and 50")
	}
	q := memory.Query{Text: in.Query, K: in.K, Types: in.Types}
	var err error
	if q.Since, q.Until, err = timeRange(in.Since, in.Until); err != nil {
		return "", err
	}
	rs, err := b.s.Search(ctx, b.agent, q)
	if err != nil {
		return "", err
	}
	out := make([]found, len(rs))
	for i, r := range rs {
		out[i] = toFound(r.Memory, r.Score)
	}
	return jsonOut(map[string]any{"results": out})
}

var readSpec = tools.Spec{
	Name:        "memory_read",
	Description: "Read memories in full by id (ids come from memory_search or memory_write).",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "ids": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 20, "description": "Memory ids."}
  },
  "required": ["ids"],
  "additionalProperties": false
}`),
}

func (b binding) read(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		IDs []string `json:"ids"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if len(in.IDs) == 0 || len(in.IDs) > 20 {
		return "", tools.InvalidInput("give between 1 and 20 ids")
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
			return "", err
		}
		out = append(out, toFound(m, 0))
	}
	if len(out) == 0 {
		return "", tools.InvalidInput("no memory with id %s", strings.Join(missing, ", "))
	}
	ids := make([]string, len(out))
	for i, f := range out {
		ids[i] = f.ID
	}
	if err := b.s.Touch(ctx, b.agent, ids...); err != nil {
		return "", err
	}
	res := map[string]any{"memories": out}
	if len(missing) > 0 {
		res["not_found"] = missing
	}
	return jsonOut(res)
}

var writeSpec = tools.Spec{
	Name: "memory_write",
	Description: "Remember something for later (all your conversations share your memories), or change or forget a memory. " +
		"operation \"write\" (default) stores content; \"update\" changes the given fields of memory id; \"delete\" removes memory id. " +
		"Keep memories short and self-contained (a few sentences). To replace a fact that became wrong, write the new one with supersedes set to the old id.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "operation": {"type": "string", "enum": ["write", "update", "delete"], "description": "Default write."},
    "id": {"type": "string", "description": "The memory to update or delete."},
    "content": {"type": "string", "description": "What to remember."},
    "type": {"type": "string", "description": "Memory type: ` + typesDoc + ` (default fact)."},
    "significance": {"type": "number", "minimum": 0, "maximum": 1, "description": "Importance from 0 (trivial) to 1 (vital); default 0.5."},
    "metadata": {"type": "object", "description": "Structured details worth keeping with it."},
    "supersedes": {"type": "string", "description": "On write: id of an older memory this one replaces; the old one is kept but no longer found by search."}
  },
  "additionalProperties": false
}`),
}

func (b binding) write(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Operation    string          `json:"operation"`
		ID           string          `json:"id"`
		Content      *string         `json:"content"`
		Type         *string         `json:"type"`
		Significance *float64        `json:"significance"`
		Metadata     json.RawMessage `json:"metadata"`
		Supersedes   string          `json:"supersedes"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	switch in.Operation {
	case "", "write":
		if in.ID != "" {
			return "", tools.InvalidInput("write makes a new memory; to change memory %s use operation update", in.ID)
		}
		if in.Content == nil || strings.TrimSpace(*in.Content) == "" {
			return "", tools.InvalidInput("content is required")
		}
		if in.Supersedes != "" {
			if _, err := b.s.Get(ctx, b.agent, in.Supersedes); err != nil {
				return "", err
			}
		}
		nm := memory.NewMemory{Content: *in.Content, Significance: in.Significance, Metadata: in.Metadata}
		if in.Type != nil {
			nm.Type = *in.Type
		}
		m, err := b.s.Add(ctx, b.agent, nm)
		if err != nil {
			return "", err
		}
		res := map[string]any{"written": m.ID}
		if in.Supersedes != "" {
			if _, err := b.s.Update(ctx, b.agent, in.Supersedes, memory.Patch{SupersededBy: &m.ID}); err != nil {
				return "", fmt.Errorf("memory %s was written but %s could not be marked superseded: %w", m.ID, in.Supersedes, err)
			}
			res["superseded"] = in.Supersedes
		}
		return jsonOut(res)
	case "update":
		if in.ID == "" {
			return "", tools.InvalidInput("id is required to update")
		}
		if in.Content == nil && in.Type == nil && in.Significance == nil && in.Metadata == nil {
			return "", tools.InvalidInput("give at least one of content, type, significance, metadata to update")
		}
		m, err := b.s.Update(ctx, b.agent, in.ID, memory.Patch{Content: in.Content, Type: in.Type, Significance: in.Significance, Metadata: in.Metadata})
		if err != nil {
			return "", err
		}
		return jsonOut(map[string]any{"updated": toFound(m, 0)})
	case "delete":
		if in.ID == "" {
			return "", tools.InvalidInput("id is required to delete")
		}
		if err := b.s.Delete(ctx, b.agent, in.ID); err != nil {
			return "", err
		}
		return jsonOut(map[string]any{"deleted": in.ID})
	}
	return "", tools.InvalidInput("operation must be write, update or delete")
}

var noteWriteSpec = tools.Spec{
	Name:        "note_write",
	Description: "Write a note under a title, replacing any note with that title. Notes are your working documents (plans, drafts, lists); an empty body deletes the note.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "title": {"type": "string", "description": "The note's title (unique among your notes)."},
    "body": {"type": "string", "description": "The full text of the note."}
  },
  "required": ["title", "body"],
  "additionalProperties": false
}`),
}

func (b binding) noteWrite(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Title string  `json:"title"`
		Body  *string `json:"body"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if in.Body == nil {
		return "", tools.InvalidInput("body is required (an empty body deletes the note)")
	}
	if *in.Body == "" {
		if err := b.s.DeleteNote(ctx, b.agent, in.Title); err != nil {
			return "", err
		}
		return jsonOut(map[string]any{"deleted": in.Title})
	}
	n, err := b.s.WriteNote(ctx, b.agent, in.Title, *in.Body)
	if err != nil {
		return "", err
	}
	return jsonOut(map[string]any{"written": n.Title, "bytes": len(n.Body)})
}

var noteReadSpec = tools.Spec{
	Name:        "note_read",
	Description: "Read a note by title; without a title, list your notes (title, size, last update).",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "title": {"type": "string", "description": "The note to read; omit to list all."}
  },
  "additionalProperties": false
}`),
}

func (b binding) noteRead(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Title string `json:"title"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Title) != "" {
		n, err := b.s.Note(ctx, b.agent, in.Title)
		if err != nil {
			return "", err
		}
		return jsonOut(map[string]any{"title": n.Title, "body": n.Body, "updated_at": n.UpdatedAt.Format(time.RFC3339)})
	}
	ns, err := b.s.Notes(ctx, b.agent)
	if err != nil {
		return "", err
	}
	type entry struct {
		Title     string `json:"title"`
		Bytes     int    `json:"bytes"`
		UpdatedAt string `json:"updated_at"`
	}
	out := make([]entry, len(ns))
	for i, n := range ns {
		out[i] = entry{n.Title, len(n.Body), n.UpdatedAt.Format(time.RFC3339)}
	}
	return jsonOut(map[string]any{"notes": out})
}

var todoAddSpec = tools.Spec{
	Name:        "todo_add",
	Description: "Add an item to your todo list. Returns its number.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {"text": {"type": "string", "description": "What needs doing."}},
  "required": ["text"],
  "additionalProperties": false
}`),
}

func (b binding) todoAdd(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Text string `json:"text"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	t, err := b.s.AddTodo(ctx, b.agent, in.Text)
	if err != nil {
		return "", err
	}
	return jsonOut(map[string]any{"added": t.ID, "text": t.Text})
}

var todoDoneSpec = tools.Spec{
	Name:        "todo_done",
	Description: "Mark a todo item done by its number.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {"id": {"type": "integer", "description": "The item's number from todo_add or todo_list."}},
  "required": ["id"],
  "additionalProperties": false
}`),
}

func (b binding) todoDone(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		ID int64 `json:"id"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if in.ID <= 0 {
		return "", tools.InvalidInput("id is required")
	}
	t, err := b.s.DoneTodo(ctx, b.agent, in.ID)
	if err != nil {
		return "", err
	}
	return jsonOut(map[string]any{"done": t.ID, "text": t.Text})
}

var todoListSpec = tools.Spec{
	Name:        "todo_list",
	Description: "List your open todo items (or all, including done ones).",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {"all": {"type": "boolean", "description": "Include done items."}},
  "additionalProperties": false
}`),
}

func (b binding) todoList(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		All bool `json:"all"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	ts, err := b.s.Todos(ctx, b.agent, in.All)
	if err != nil {
		return "", err
	}
	type item struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
		Done bool   `json:"done,omitempty"`
	}
	out := make([]item, len(ts))
	for i, t := range ts {
		out[i] = item{t.ID, t.Text, t.Done}
	}
	return jsonOut(map[string]any{"todos": out})
}

var historySearchSpec = tools.Spec{
	Name: "history_search",
	Description: "Full-text search over the messages of your past conversations (yours and the user's). " +
		"Returns matching messages, best first, with conversation id, entry id, time, author and a snippet (matches in [brackets]).",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "query": {"type": "string", "description": "Words to look for."},
    "k": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 10)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    "since": {"type": "string", "format": "date-time", "description": "Only messages at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only messages before this RFC 3339 time."}
  },
  "required": ["query"],
  "additionalProperties": false
}`),
}

func (b binding) historySearch(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Query          string `json:"query"`
		K              int    `json:"k"`
		ConversationID string `json:"conversation_id"`
		Since          string `json:"since"`
		Until          string `json:"until"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Query) == "" {
		return "", tools.InvalidInput("query is required")
	}
	if in.K < 0 || in.K > 50 {
		return "", tools.InvalidInput("k must be between 1 and 50")
	}
	q := memory.HistoryQuery{Text: in.Query, K: in.K, ConversationID: in.ConversationID}
	var err error
	if q.Since, q.Until, err = timeRange(in.Since, in.Until); err != nil {
		return "", err
	}
	hs, err := b.s.SearchHistory(ctx, b.agent, q)
	if err != nil {
		return "", err
	}
	type hit struct {
		ConversationID string  `json:"conversation_id"`
		EntryID        string  `json:"entry_id"`
		Time           string  `json:"time"`
		Author         string  `json:"author"`
		Snippet        string  `json:"snippet"`
		Score          float64 `json:"score"`
	}
	out := make([]hit, len(hs))
	for i, h := range hs {
		out[i] = hit{h.ConversationID, h.EntryID, h.Time.Format(time.RFC3339), h.Author, h.Snippet, h.Score}
	}
	return jsonOut(map[string]any{"results": out})
}

var historyReadSpec = tools.Spec{
	Name: "history_read",
	Description: "Read messages of your past conversations in order: the last `count` messages (default 20) of a time range, " +
		"of one conversation or of all of them.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "count": {"type": "integer", "minimum": 1, "maximum": 200, "description": "How many messages, counted back from the end of the range (default 20)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    "since": {"type": "string", "format": "date-time", "description": "Only messages at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only messages before this RFC 3339 time."}
  },
  "additionalProperties": false
}`),
}

// maxHistoryText bounds each message's text in history_read output.
const maxHistoryText = 2000

func (b binding) historyRead(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Count          int    `json:"count"`
		ConversationID string `json:"conversation_id"`
		Since          string `json:"since"`
		Until          string `json:"until"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if in.Count < 0 || in.Count > 200 {
		return "", tools.InvalidInput("count must be between 1 and 200")
	}
	r := memory.HistoryRange{Limit: in.Count, ConversationID: in.ConversationID}
	var err error
	if r.Since, r.Until, err = timeRange(in.Since, in.Until); err != nil {
		return "", err
	}
	ms, err := b.s.ReadHistory(ctx, b.agent, r)
	if err != nil {
		return "", err
	}
	type msg struct {
		ConversationID string `json:"conversation_id"`
		EntryID        string `json:"entry_id"`
		Time           string `json:"time"`
		Author         string `json:"author"`
		Text           string `json:"text"`
	}
	out := make([]msg, len(ms))
	for i, m := range ms {
		text := m.Text
		if len(text) > maxHistoryText {
			// Cut on a character boundary, never inside one.
			cut := maxHistoryText
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
			text = text[:cut] + " […]"
		}
		out[i] = msg{m.ConversationID, m.EntryID, m.Time.Format(time.RFC3339), m.Author, text}
	}
	return jsonOut(map[string]any{"messages": out})
}
