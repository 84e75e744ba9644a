package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"grove/internal/clip"
	"io"
	"sort"
	"strings"
	"time"
)

// ExportFormat identifies grove's JSON export.
const ExportFormat = "grove.conversation"

// ExportVersion is the version of the export format this binary writes.
const ExportVersion = 1

// Export is a whole conversation: its tree with every branch, its turns and
// async operations. It round-trips exactly through Import.
type Export struct {
	Format       string       `json:"format"`
	Version      int          `json:"version"`
	Conversation Conversation `json:"conversation"`
	Branches     []Branch     `json:"branches"`
	Entries      []Entry      `json:"entries"`
	Turns        []Turn       `json:"turns"`
	AsyncOps     []AsyncOp    `json:"async_ops"`
}

// ExportConversation reads a whole conversation. Errors: ENOTFOUND.
func (s *Store) ExportConversation(ctx context.Context, convID string) (Export, error) {
	x := Export{Format: ExportFormat, Version: ExportVersion}
	var err error
	if x.Conversation, err = s.Conversation(ctx, convID); err != nil {
		return x, err
	}
	if x.Branches, err = s.Branches(ctx, convID); err != nil {
		return x, err
	}
	sort.Slice(x.Branches, func(i, j int) bool { return x.Branches[i].Name < x.Branches[j].Name })
	if x.Entries, err = s.Entries(ctx, convID); err != nil {
		return x, err
	}
	if x.Turns, err = s.Turns(ctx, convID); err != nil {
		return x, err
	}
	if x.AsyncOps, err = s.AsyncOps(ctx, convID, "", ""); err != nil {
		return x, err
	}
	if x.Entries == nil {
		x.Entries = []Entry{}
	}
	if x.Turns == nil {
		x.Turns = []Turn{}
	}
	if x.AsyncOps == nil {
		x.AsyncOps = []AsyncOp{}
	}
	return x, nil
}

// WriteJSON writes an export as indented JSON.
func (x Export) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(x)
}

// ReadExport decodes an export, checking its format and version.
// Errors: EINVALID with a message naming what is wrong.
func ReadExport(r io.Reader) (Export, error) {
	var x Export
	dec := json.NewDecoder(r)
	if err := dec.Decode(&x); err != nil {
		return x, Errorf(EINVALID, "not a grove export: %v", err)
	}
	if x.Format != ExportFormat {
		return x, Errorf(EINVALID, "not a grove export (format %q, want %q)", x.Format, ExportFormat)
	}
	if x.Version > ExportVersion {
		return x, Errorf(EINVALID, "export version %d is newer than this grove reads (%d)", x.Version, ExportVersion)
	}
	return x, nil
}

// Import stores an exported conversation with its original ids, in one
// transaction: either all of it is stored or nothing.
//
// Errors: ECONFLICT when the conversation already exists; EINVALID when the
// tree is inconsistent (a parent missing or later than its child, a branch
// head unknown, an entry of another conversation).
func (s *Store) Import(ctx context.Context, x Export) (Conversation, error) {
	c := x.Conversation
	if c.ID == "" {
		return c, Errorf(EINVALID, "export has no conversation id")
	}
	seen := make(map[string]bool, len(x.Entries))
	for i, e := range x.Entries {
		if e.ConversationID != c.ID {
			return c, Errorf(EINVALID, "entry %d (%s) belongs to conversation %s, not %s", i, e.ID, e.ConversationID, c.ID)
		}
		if e.ParentID != "" && !seen[e.ParentID] {
			return c, Errorf(EINVALID, "entry %d (%s) comes before its parent %s", i, e.ID, e.ParentID)
		}
		if !entryKinds[e.Kind] {
			return c, Errorf(EINVALID, "entry %d (%s) has unknown kind %q", i, e.ID, e.Kind)
		}
		seen[e.ID] = true
	}
	if probs := ToolGroupProblems(x.Entries); len(probs) > 0 {
		return c, Errorf(EINVALID, "%s (a tool call and its results belong together)", probs[0])
	}
	hasCurrent := false
	for _, b := range x.Branches {
		if b.HeadID != "" && !seen[b.HeadID] {
			return c, Errorf(EINVALID, "branch %s points at unknown entry %s", b.Name, b.HeadID)
		}
		hasCurrent = hasCurrent || b.Name == c.CurrentBranch
	}
	if !hasCurrent {
		return c, Errorf(EINVALID, "current branch %s is not among the exported branches", c.CurrentBranch)
	}
	c.EntryCount = len(x.Entries)
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := insertConversation(ctx, tx, c); err != nil {
			return err
		}
		if c.Personal {
			// It stays the agent's personal thread unless the agent has one
			// here already.
			res, err := tx.ExecContext(ctx, `UPDATE conversations SET personal = 1 WHERE id = ?
				AND NOT EXISTS (SELECT 1 FROM conversations WHERE agent = ? AND personal = 1)`, c.ID, c.Agent)
			if err != nil {
				return err
			}
			n, _ := res.RowsAffected()
			c.Personal = n > 0
		}
		for _, p := range c.Participants {
			if err := insertParticipant(ctx, tx, c.ID, p); err != nil {
				return err
			}
		}
		st, err := tx.PrepareContext(ctx, insertEntrySQL)
		if err != nil {
			return err
		}
		defer st.Close()
		for _, e := range x.Entries {
			content, err := marshalContent(e.Content)
			if err != nil {
				return err
			}
			var meta any
			if len(e.Metadata) > 0 {
				meta = string(e.Metadata)
			}
			if _, err := st.ExecContext(ctx, e.ID, c.ID, nullStr(e.ParentID), nullStr(e.ParentID), e.Kind, e.Role, e.Author, nullStr(e.TurnID), content, meta, ms(e.CreatedAt)); err != nil {
				if strings.Contains(err.Error(), "UNIQUE") {
					return Errorf(ECONFLICT, "entry %s already exists in this database", e.ID)
				}
				return err
			}
		}
		for _, b := range x.Branches {
			if _, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, base_id, label, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
				c.ID, b.Name, nullStr(b.HeadID), nullStr(b.BaseID), b.Label, ms(b.CreatedAt), ms(b.UpdatedAt)); err != nil {
				return err
			}
		}
		for _, t := range x.Turns {
			var fin any
			if !t.FinishedAt.IsZero() {
				fin = ms(t.FinishedAt)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO turns (id, conversation_id, agent, caller, model, lane, input_entry_id, branch, status, steps, usage, issues, error, created_at, updated_at, finished_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				t.ID, c.ID, t.Agent, t.Caller, t.Model, t.Lane, nullStr(t.InputEntryID), t.Branch, t.Status, t.Steps,
				jsonOrNil(t.Usage, len(t.Usage) == 0), jsonOrNil(t.Issues, len(t.Issues) == 0), t.Error, ms(t.CreatedAt), ms(t.UpdatedAt), fin); err != nil {
				return err
			}
		}
		for _, o := range x.AsyncOps {
			var fin, input any
			if !o.FinishedAt.IsZero() {
				fin = ms(o.FinishedAt)
			}
			if len(o.Input) > 0 {
				input = string(o.Input)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO async_ops (id, turn_id, conversation_id, tool_call_id, call_entry_id, tool, status, input, result, error, result_entry_id, created_at, finished_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				o.ID, o.TurnID, c.ID, o.ToolCallID, nullStr(o.CallEntryID), o.Tool, o.Status, input, o.Result, o.Error, nullStr(o.ResultEntryID), ms(o.CreatedAt), fin); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		if ErrorCode(err) == EINTERNAL {
			err = fmt.Errorf("importing conversation %s: %w", c.ID, err)
		}
		return c, err
	}
	return s.Conversation(ctx, c.ID)
}

// WriteMarkdown renders a branch as a readable transcript.
func WriteMarkdown(w io.Writer, c Conversation, branch string, path []Entry) error {
	title := c.Title
	if title == "" {
		title = "Conversation " + c.ID
	}
	fmt.Fprintf(w, "# %s\n\n", title)
	fmt.Fprintf(w, "_Branch %s · %d entries · exported from grove_\n\n", branch, len(path))
	for _, e := range path {
		when := e.CreatedAt.Local().Format(time.DateTime)
		switch e.Kind {
		case EntryLLMCall:
			continue
		case EntryMessage:
			who := "You"
			if e.Role == RoleAssistant {
				who = e.Author
				if m := e.Meta(); m.Model != "" {
					who += " (" + m.Model + ")"
				}
			}
			fmt.Fprintf(w, "## %s · %s\n\n", who, when)
			if t := strings.TrimSpace(Text(e.Content)); t != "" {
				fmt.Fprintf(w, "%s\n\n", t)
			}
			for _, c := range ToolCalls(e.Content) {
				fmt.Fprintf(w, "> tool call `%s` %s\n\n", c.Name, string(c.Arguments))
			}
			if e.Meta().Interrupted {
				fmt.Fprintf(w, "_(reply interrupted)_\n\n")
			}
		case EntryToolResult:
			for _, b := range e.Content {
				if r := b.ToolResult; r != nil {
					body := r.Result
					if !r.Success && r.Error != nil {
						body = r.Error.Code + ": " + r.Error.Message
					}
					fmt.Fprintf(w, "> result of `%s`:\n\n```\n%s\n```\n\n", r.Name, clipResult(body, 2000))
				}
			}
		default:
			fmt.Fprintf(w, "## %s · %s\n\n%s\n\n", strings.ReplaceAll(e.Kind, "_", " "), when, strings.TrimSpace(Text(e.Content)))
		}
	}
	return nil
}

func clipResult(s string, n int) string {
	if len(s) <= n {
		return s
	}
	kept := clip.Bytes(s, n)
	return kept + "\n… (" + fmt.Sprint(len(s)-len(kept)) + " more bytes)"
}
