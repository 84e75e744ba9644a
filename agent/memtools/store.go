package memtools

import (
	"context"

	"github.com/grovechat/grove/memory"
)

// Store is what the memory tools need of an agent's memory: memories,
// notes, todos and the conversation history; *memory.Store implements it.
type Store interface {
	Search(ctx context.Context, agent string, q memory.Query) ([]memory.Result, error)
	Get(ctx context.Context, agent, id string) (memory.Memory, error)
	Touch(ctx context.Context, agent string, ids ...string) error
	Add(ctx context.Context, agent string, nm memory.NewMemory) (memory.Memory, error)
	Set(ctx context.Context, agent, key string, nm memory.NewMemory) (memory.Memory, []string, error)
	Update(ctx context.Context, agent, id string, p memory.Patch) (memory.Memory, error)
	Delete(ctx context.Context, agent, id string) error
	// ConversationEphemeral reports whether a conversation is ephemeral
	// (its exchange leaves nothing behind).
	ConversationEphemeral(ctx context.Context, id string) (bool, error)

	Note(ctx context.Context, agent, title string) (memory.Note, error)
	Notes(ctx context.Context, agent string) ([]memory.Note, error)
	WriteNote(ctx context.Context, agent, title, body string) (memory.Note, error)
	DeleteNote(ctx context.Context, agent, title string) error

	Todos(ctx context.Context, agent string, all bool) ([]memory.Todo, error)
	AddTodo(ctx context.Context, agent, text string) (memory.Todo, error)
	DoneTodo(ctx context.Context, agent string, id int64) (memory.Todo, error)

	SearchHistory(ctx context.Context, agent string, q memory.HistoryQuery) ([]memory.HistoryHit, error)
	ReadHistory(ctx context.Context, agent string, r memory.HistoryRange) ([]memory.HistoryMessage, error)
}

var _ Store = (*memory.Store)(nil)
