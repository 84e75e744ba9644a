// Package memory is what an agent knows across conversations: memories
// searched by meaning and by words, notes and todos. Memories belong to an
// agent and are shared by all its conversations.
//
// The domain types and the Embedder interface are here; the SQLite code
// (tables in the session store's file, sqlite-vec and FTS4) sits beside them.
package memory

import (
	"embed"
	"encoding/json"
	"time"

	"github.com/grovechat/grove/session"
)

//go:embed migrations/*.sql
var migrations embed.FS

func init() { session.RegisterMigrations("memory", migrations, "migrations") }

// Error codes beyond the store's (session.ENOTFOUND, session.EINVALID...).
const (
	// EMISMATCH: the agent's stored vectors come from another embedder than
	// the one asked to search or write; Reembed switches them.
	EMISMATCH = "embedder_mismatch"
	// EEMBED: the embedder failed (network, bad response).
	EEMBED = "embedder"
)

// DefaultType is the type of a memory written without one.
const DefaultType = "fact"

// Types are the usual memory types. Type is free
// text; these are suggestions shown to agents.
var Types = []string{"fact", "decision", "pattern", "episode", "preference", "summary"}

// InlineLimit is the content size kept in the memories row; longer content
// is stored out of line and read back transparently.
const InlineLimit = 4096

// DefaultSignificance is used when a memory is written without one.
// Significance is intrinsic importance on a 0–1 scale (0 trivial, 1 vital),
// independent of any query.
const DefaultSignificance = 0.5

// Memory is one thing an agent remembers.
type Memory struct {
	ID           string          `json:"id"`
	Agent        string          `json:"agent"`
	Type         string          `json:"type"`
	Content      string          `json:"content"`
	Significance float64         `json:"significance"`
	Metadata     json.RawMessage `json:"metadata,omitempty"`
	// Key is the name the memory was written under ("" for none); a later
	// memory under the same key supersedes it.
	Key string `json:"key,omitempty"`
	// SupersededBy names the memory that replaced this one (a contradicting
	// fact); superseded memories are kept but left out of searches.
	SupersededBy string    `json:"superseded_by,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
	// AccessedAt is when an agent last read it; zero if never.
	AccessedAt time.Time `json:"accessed_at,omitzero"`
}

// NewMemory is a memory to write.
type NewMemory struct {
	Type    string // "" means DefaultType
	Content string // required
	// Significance in 0–1; nil means DefaultSignificance.
	Significance *float64
	// Metadata is a JSON object; nil means {}.
	Metadata json.RawMessage
	// CreatedAt backdates an imported memory; zero means now.
	CreatedAt time.Time
	// Key writes the memory under a key: the agent's live memory under the
	// same key, if any, is superseded by it in the same transaction.
	Key string
}

// Patch changes a memory; nil fields are left alone.
type Patch struct {
	Type         *string
	Content      *string
	Significance *float64
	Metadata     json.RawMessage
	SupersededBy *string
}

// Sig returns a pointer to s, for NewMemory and Patch.
func Sig(s float64) *float64 { return &s }

// Str returns a pointer to s, for Patch.
func Str(s string) *string { return &s }

// ListOptions filters List.
type ListOptions struct {
	Types             []string
	Since, Until      time.Time // created_at in [Since, Until); zero means open
	Limit, Offset     int       // Limit 0 means all
	IncludeSuperseded bool
}

// Note is a titled text an agent keeps (one per title).
type Note struct {
	ID        int64     `json:"id"`
	Agent     string    `json:"agent"`
	Title     string    `json:"title"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Todo is an item on an agent's todo list.
type Todo struct {
	ID        int64     `json:"id"`
	Agent     string    `json:"agent"`
	Text      string    `json:"text"`
	Done      bool      `json:"done"`
	CreatedAt time.Time `json:"created_at"`
	DoneAt    time.Time `json:"done_at,omitzero"`
}
