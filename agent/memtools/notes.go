package memtools

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"grove/tools"
)

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
