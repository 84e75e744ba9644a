package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Import stores an exported conversation with its original ids, in one
// transaction: either all of it is stored or nothing.
//
// Errors: ECONFLICT when the conversation already exists; EINVALID when the
// tree is inconsistent (a parent missing or later than its child, a branch
// head unknown, an entry of another conversation).
func (s *Store) Import(ctx context.Context, x Export) (Conversation, error) {
	if x.Conversation.ID == "" {
		return x.Conversation, Errorf(EINVALID, "export has no conversation id")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p := newImportPipeline(ctx, func(err error) error { return err })
	go func() {
		for es := x.Entries; len(es) > 0; {
			n := min(len(es), importBatchSize)
			if !p.send(&importBatch{entries: es[:n]}) {
				break
			}
			es = es[n:]
		}
		p.close()
	}()
	c, err := s.importEntries(ctx, x, p.next, func() (Export, error) { return x, ctx.Err() })
	cancel()
	p.drain()
	return c, err
}

// ImportFrom reads an export (as WriteJSON writes it) from r and stores it
// like Import. Entries are read one by one, decoded on several goroutines
// and stored while the rest is read, so a large export costs neither its
// whole decoded size in memory nor decoding and storing one after the
// other. Errors: those of ReadExport and Import; a bad file stores nothing.
func (s *Store) ImportFrom(ctx context.Context, r io.Reader) (Conversation, error) {
	dec := json.NewDecoder(r)
	bad := func(err error) error {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return Errorf(EINVALID, "not a grove export: %v", err)
	}
	if t, err := dec.Token(); err != nil {
		return Conversation{}, bad(err)
	} else if t != json.Delim('{') {
		return Conversation{}, Errorf(EINVALID, "not a grove export: it is not a JSON object")
	}
	var x Export
	seen := map[string]bool{}
	// field decodes the value of one top-level key other than entries;
	// keys grove does not know are read and dropped.
	fields := map[string]any{"format": &x.Format, "version": &x.Version, "conversation": &x.Conversation,
		"branches": &x.Branches, "turns": &x.Turns, "async_ops": &x.AsyncOps, "excluded": &x.Excluded, "spawned_from": &x.SpawnedFrom,
		"budgets": &x.Budgets, "turn_budgets": &x.TurnBudgets, "attachments": &x.Attachments}
	field := func(dec *json.Decoder, key string) error {
		seen[key] = true
		v, ok := fields[key]
		if !ok {
			v = new(json.RawMessage)
		}
		return dec.Decode(v)
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return Conversation{}, bad(err)
		}
		key, _ := t.(string)
		if key != "entries" {
			if err := field(dec, key); err != nil {
				return Conversation{}, bad(err)
			}
			continue
		}
		if !seen["format"] || !seen["version"] || !seen["conversation"] {
			// Not in the order grove writes: read it whole.
			if err := dec.Decode(&x.Entries); err != nil {
				return Conversation{}, bad(err)
			}
			continue
		}
		if err := checkExportHeader(x); err != nil {
			return Conversation{}, err
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			return Conversation{}, bad(fmt.Errorf("entries is not a list"))
		}
		buffered, _ := io.ReadAll(dec.Buffered())
		return s.importStream(ctx, newArrayScanner(buffered, r), &x, field, bad)
	}
	if _, err := dec.Token(); err != nil {
		return Conversation{}, bad(err)
	}
	if err := checkExportHeader(x); err != nil {
		return Conversation{}, err
	}
	return s.Import(ctx, x)
}

// importStream stores the entries of the array sc is in, decoded on the
// pipeline's goroutines, then the keys after it (decoded by field).
func (s *Store) importStream(ctx context.Context, sc *arrayScanner, x *Export, field func(*json.Decoder, string) error, bad func(error) error) (Conversation, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The reading goroutine fills *x with the keys after the entries; the
	// header is copied before it starts, and *x is read again only after
	// it is done.
	head := *x
	p := newImportPipeline(ctx, bad)
	done := make(chan error, 1)
	go func() {
		err := func() error {
			b := &importBatch{}
			for {
				raw, err := sc.next()
				if err != nil {
					return bad(err)
				}
				if raw == nil {
					break
				}
				if b.raws = append(b.raws, raw); len(b.raws) == importBatchSize {
					if !p.send(b) {
						return ctx.Err()
					}
					b = &importBatch{}
				}
			}
			if len(b.raws) > 0 && !p.send(b) {
				return ctx.Err()
			}
			return readAfterEntries(sc, field, bad)
		}()
		p.close()
		done <- err
	}()
	c, err := s.importEntries(ctx, head, p.next, func() (Export, error) {
		if err := <-done; err != nil {
			return *x, err
		}
		return *x, nil
	})
	cancel()
	p.drain()
	return c, err
}

// readAfterEntries decodes the keys of the export after its entries.
func readAfterEntries(sc *arrayScanner, field func(*json.Decoder, string) error, bad func(error) error) error {
	more, err := sc.afterArray()
	if err != nil {
		return bad(err)
	}
	if !more {
		return nil
	}
	// The rest is read as an object of its own: the brace stands for the
	// one the entries were in.
	dec := json.NewDecoder(io.MultiReader(strings.NewReader("{"), sc.rest()))
	if _, err := dec.Token(); err != nil {
		return bad(err)
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return bad(err)
		}
		key, _ := t.(string)
		if key == "entries" {
			return Errorf(EINVALID, "not a grove export: two lists of entries")
		}
		if err := field(dec, key); err != nil {
			return bad(err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return bad(err)
	}
	return nil
}

// importItem is an entry on its way to the importer with its content
// already encoded for storage: the goroutines that decode the entries do
// the encoding, so the one writer does only the inserts. err, when set,
// is why the entry could not be read (it ends the import).
type importItem struct {
	Entry
	content string
	err     error
}

func newImportItem(e Entry) importItem {
	content, err := marshalContent(e.Content)
	return importItem{Entry: e, content: content, err: err}
}

// maxImportPrealloc bounds the entries importEntries makes room for ahead
// of seeing them.
const maxImportPrealloc = 1 << 20

// importEntrySQL is insertEntrySQL with the parent's seq given: the
// importer knows the seq of every entry it stored.
const importEntrySQL = `INSERT INTO entries (id, conversation_id, parent_id, parent_seq, kind, role, author, turn_id, content, metadata, created_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

func checkExportHeader(x Export) error {
	if x.Format != ExportFormat {
		return Errorf(EINVALID, "not a grove export (format %q, want %q)", x.Format, ExportFormat)
	}
	if x.Version > ExportVersion {
		return Errorf(EINVALID, "export version %d is newer than this grove reads (%d)", x.Version, ExportVersion)
	}
	return nil
}

// importEntries stores x's conversation, the entries received from ch in
// order (checked as they come), then what rest returns once ch is closed:
// branches, turns and async operations. One transaction. It is
// long because the checks on each entry and the inserts share the state of
// the one pass over the stream (what was seen, the tool groups, the count).
func (s *Store) importEntries(ctx context.Context, x Export, next func() ([]importItem, bool), rest func() (Export, error)) (Conversation, error) {
	c := x.Conversation
	if c.ID == "" {
		return c, Errorf(EINVALID, "export has no conversation id")
	}
	// seen and tool are sized once from the header's count (bounded: a
	// header's number is not trusted with memory), so 100,000 entries do
	// not pay the growth of a map and a slice on the writer's path.
	size := max(len(x.Entries), min(max(c.EntryCount, 0), maxImportPrealloc))
	// seen maps each entry stored so far to its seq: a child's parent_seq
	// is looked up here instead of in the entries index row by row.
	seen := make(map[string]int64, size)
	// tool keeps what the tool-group check needs of every entry: its
	// place in the tree and its tool blocks.
	tool := make([]Entry, 0, size)
	n := 0
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := insertConversation(ctx, tx, c); err != nil {
			return err
		}
		if c.Personal {
			// It stays the agent's personal thread unless the agent has one
			// here already.
			res, err := tx.ExecContext(ctx, `UPDATE conversations SET personal = 1 WHERE id = ?
				AND NOT EXISTS (SELECT 1 FROM conversations WHERE agent = ? AND personal = 1 AND id != ?)`, c.ID, c.Agent, c.ID)
			if err != nil {
				return err
			}
			kept, err := res.RowsAffected()
			if err != nil {
				return err
			}
			c.Personal = kept > 0
		}
		for _, p := range c.Participants {
			if err := insertParticipant(ctx, tx, c.ID, p); err != nil {
				return err
			}
		}
		st, err := tx.PrepareContext(ctx, importEntrySQL)
		if err != nil {
			return err
		}
		defer st.Close()
		// The inserts run under a context that cannot be cancelled:
		// go-sqlite3 runs a statement whose context can be cancelled on a
		// goroutine of its own, which costs a hand-over between threads per
		// row. Cancellation is checked once per batch instead.
		rowCtx := context.WithoutCancel(ctx)
		for {
			items, ok := next()
			if !ok {
				break
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			for _, it := range items {
				if it.err != nil {
					return it.err
				}
				e := it.Entry
				i := n
				n++
				if e.ConversationID != c.ID {
					return Errorf(EINVALID, "entry %d (%s) belongs to conversation %s, not %s", i, e.ID, e.ConversationID, c.ID)
				}
				parentSeq, hasParent := seen[e.ParentID]
				hasParent = hasParent && e.ParentID != ""
				if e.ParentID != "" && !hasParent {
					return Errorf(EINVALID, "entry %d (%s) comes before its parent %s", i, e.ID, e.ParentID)
				}
				if !entryKinds[e.Kind] {
					return Errorf(EINVALID, "entry %d (%s) has unknown kind %q", i, e.ID, e.Kind)
				}
				if !entryRoles[e.Role] {
					return Errorf(EINVALID, "entry %d (%s) has unknown role %q (want user, assistant, tool or system)", i, e.ID, e.Role)
				}
				if _, twice := seen[e.ID]; twice {
					return Errorf(ECONFLICT, "entry %s appears twice", e.ID)
				}
				t := Entry{ID: e.ID, ParentID: e.ParentID, Kind: e.Kind, Role: e.Role}
				for _, b := range e.Content {
					if b.Type == BlockToolCall || b.Type == BlockToolResult {
						t.Content = e.Content
						break
					}
				}
				tool = append(tool, t)
				content := it.content
				var meta any
				if len(e.Metadata) > 0 {
					meta = string(e.Metadata)
				}
				var pseq any
				if hasParent {
					pseq = parentSeq
				}
				res, err := st.ExecContext(rowCtx, e.ID, c.ID, nullStr(e.ParentID), pseq, e.Kind, e.Role, e.Author, nullStr(e.TurnID), content, meta, ms(e.CreatedAt))
				if err != nil {
					if strings.Contains(err.Error(), "UNIQUE") {
						return Errorf(ECONFLICT, "entry %s already exists in this database", e.ID)
					}
					return err
				}
				if seen[e.ID], err = res.LastInsertId(); err != nil {
					return err
				}
				if err := addAttachmentRefs(rowCtx, tx, c.ID, e.Content); err != nil {
					return err
				}
			}
		}
		x, err := rest()
		if err != nil {
			return err
		}
		if probs := ToolGroupProblems(tool); len(probs) > 0 {
			return Errorf(EINVALID, "%s (a tool call and its results belong together)", probs[0])
		}
		hasCurrent := false
		for _, b := range x.Branches {
			if _, ok := seen[b.HeadID]; b.HeadID != "" && !ok {
				return Errorf(EINVALID, "branch %s points at unknown entry %s", b.Name, b.HeadID)
			}
			hasCurrent = hasCurrent || b.Name == c.CurrentBranch
		}
		if !hasCurrent {
			return Errorf(EINVALID, "current branch %s is not among the exported branches", c.CurrentBranch)
		}
		if n != c.EntryCount { // the export's count is wrong: store the true one
			if _, err := tx.ExecContext(ctx, `UPDATE conversations SET entry_count = ? WHERE id = ?`, n, c.ID); err != nil {
				return err
			}
		}
		for _, b := range x.Branches {
			if _, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, base_id, label, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
				c.ID, b.Name, nullStr(b.HeadID), nullStr(b.BaseID), b.Label, ms(b.CreatedAt), ms(b.UpdatedAt)); err != nil {
				return err
			}
		}
		if err := insertMarks(ctx, tx, c.ID, x.Excluded); err != nil {
			return err
		}
		if err := importLinks(ctx, tx, c.ID, x.SpawnedFrom, s.now()); err != nil {
			return err
		}
		if err := insertAttachments(ctx, tx, x.Attachments); err != nil {
			return err
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
		return insertCaps(ctx, tx, c.ID, x.Budgets, x.TurnBudgets)
	})
	if err != nil {
		if ErrorCode(err) == EINTERNAL {
			err = fmt.Errorf("importing conversation %s: %w", c.ID, err)
		}
		return c, err
	}
	return s.Conversation(ctx, c.ID)
}
