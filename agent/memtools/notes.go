package memtools

import (
	"context"
	"strings"
	"time"

	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/tools"
)

var noteWriteSpec = spec("note_write",
	"Write a note under a title, replacing any note with that title. Notes are your working documents (plans, drafts, lists); an empty body deletes the note.",
	`"title": {"type": "string", "description": "The note's title (unique among your notes)."},
    "body": {"type": "string", "description": "The full text of the note."}`,
	"title", "body")

type noteWriteArgs struct {
	Title string  `json:"title"`
	Body  *string `json:"body"`
}

func (b binding) noteWrite(ctx context.Context, in noteWriteArgs) (any, error) {
	if in.Body == nil {
		return nil, tools.InvalidInput("body is required (an empty body deletes the note)")
	}
	if *in.Body == "" {
		if err := b.s.DeleteNote(ctx, b.agent, in.Title); err != nil {
			return nil, err
		}
		return map[string]any{"deleted": in.Title}, nil
	}
	n, err := b.s.WriteNote(ctx, b.agent, in.Title, *in.Body)
	if err != nil {
		return nil, err
	}
	return map[string]any{"written": n.Title, "bytes": len(n.Body)}, nil
}

var noteReadSpec = spec("note_read", "Read a note by title; without a title, list your notes (title, size, last update).",
	`"title": {"type": "string", "description": "The note to read; omit to list all."}`)

type noteReadArgs struct {
	Title string `json:"title"`
}

func (b binding) noteRead(ctx context.Context, in noteReadArgs) (any, error) {
	if strings.TrimSpace(in.Title) != "" {
		n, err := b.s.Note(ctx, b.agent, in.Title)
		if err != nil {
			return nil, err
		}
		return map[string]any{"title": n.Title, "body": n.Body, "updated_at": n.UpdatedAt.Format(time.RFC3339)}, nil
	}
	type entry struct {
		Title     string `json:"title"`
		Bytes     int    `json:"bytes"`
		UpdatedAt string `json:"updated_at"`
	}
	return listing("notes", func(n memory.Note) entry {
		return entry{n.Title, len(n.Body), n.UpdatedAt.Format(time.RFC3339)}
	})(b.s.Notes(ctx, b.agent))
}

var todoAddSpec = spec("todo_add", "Add an item to your todo list. Returns its number.",
	`"text": {"type": "string", "description": "What needs doing."}`, "text")

type todoAddArgs struct {
	Text string `json:"text"`
}

func (b binding) todoAdd(ctx context.Context, in todoAddArgs) (any, error) {
	return todoResult("added")(b.s.AddTodo(ctx, b.agent, in.Text))
}

var todoDoneSpec = spec("todo_done", "Mark a todo item done by its number.",
	`"id": {"type": "integer", "description": "The item's number from todo_add or todo_list."}`, "id")

type todoDoneArgs struct {
	ID int64 `json:"id"`
}

func (b binding) todoDone(ctx context.Context, in todoDoneArgs) (any, error) {
	if in.ID <= 0 {
		return nil, tools.InvalidInput("id is required")
	}
	return todoResult("done")(b.s.DoneTodo(ctx, b.agent, in.ID))
}

// todoResult reports the item a todo tool changed under key, with its text.
func todoResult(key string) func(memory.Todo, error) (any, error) {
	return func(t memory.Todo, err error) (any, error) {
		if err != nil {
			return nil, err
		}
		return map[string]any{key: t.ID, "text": t.Text}, nil
	}
}

var todoListSpec = spec("todo_list", "List your open todo items (or all, including done ones).",
	`"all": {"type": "boolean", "description": "Include done items."}`)

type todoListArgs struct {
	All bool `json:"all"`
}

func (b binding) todoList(ctx context.Context, in todoListArgs) (any, error) {
	type item struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
		Done bool   `json:"done,omitempty"`
	}
	return listing("todos", func(t memory.Todo) item { return item{t.ID, t.Text, t.Done} })(b.s.Todos(ctx, b.agent, in.All))
}
