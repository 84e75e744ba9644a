package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	// Reading a long branch decodes thousands of content lists; this
	// drop-in decoder is several times faster than encoding/json.
	fastjson "github.com/segmentio/encoding/json"
)

// entryCols packs the short text columns into one, separated by US (0x1f),
// which no id, kind, role or name contains: reading a long branch is
// dominated by per-column driver work, and this cuts it by more than half.
const entryCols = `id || char(31) || conversation_id || char(31) || COALESCE(parent_id, '') || char(31) || kind || char(31) ||
	role || char(31) || author || char(31) || COALESCE(turn_id, ''), content, metadata, created_at`

func scanEntry(r Scanner) (Entry, error) {
	var e Entry
	// Strings, not byte slices: the driver hands TEXT over as a string, and
	// a plain text block is then a substring of it with no further copy.
	var head, content string
	var meta []byte
	var created int64
	if err := r.Scan(&head, &content, &meta, &created); err != nil {
		return e, err
	}
	if err := e.setHead(head, meta, created); err != nil {
		return e, err
	}
	var err error
	if e.Content, err = decodeContent(content); err != nil {
		return e, fmt.Errorf("entry %s has unreadable content: %w", e.ID, err)
	}
	return e, nil
}

// setHead fills an entry from the packed short columns (entryCols), its
// metadata and its creation time.
func (e *Entry) setHead(head string, meta []byte, created int64) error {
	var f [7]string
	for i := 0; i < 6; i++ {
		j := strings.IndexByte(head, 0x1f)
		if j < 0 {
			return fmt.Errorf("entry row is malformed: %q", head)
		}
		f[i], head = head[:j], head[j+1:]
	}
	f[6] = head
	e.ID, e.ConversationID, e.ParentID, e.Kind, e.Role, e.Author, e.TurnID = f[0], f[1], f[2], f[3], f[4], f[5], f[6]
	if len(meta) > 0 {
		e.Metadata = json.RawMessage(meta)
	}
	e.CreatedAt = fromMs(created)
	return nil
}

const (
	plainTextPrefix = `[{"type":"text","text":"`
	plainTextSuffix = `"}]`
)

// decodeContent decodes a content list. Most entries are one plain text
// block without escapes; those are sliced out directly.
func decodeContent(s string) ([]Block, error) {
	if strings.HasPrefix(s, plainTextPrefix) && strings.HasSuffix(s, plainTextSuffix) && len(s) >= len(plainTextPrefix)+len(plainTextSuffix) {
		body := s[len(plainTextPrefix) : len(s)-len(plainTextSuffix)]
		if strings.IndexByte(body, '\\') < 0 && strings.IndexByte(body, '"') < 0 {
			return []Block{{Type: BlockText, Text: body}}, nil
		}
	}
	var out []Block
	err := fastjson.Unmarshal([]byte(s), &out)
	return out, err
}

// toolGroupCheck enforces that an entry holding tool calls is followed, in the
// same append, by tool_result entries answering every call, so that no branch
// head (and so no fork point) ever separates a call from its result.
func toolGroupCheck(parentKind string, es []Entry) error {
	pending := map[string]bool{}
	for i, e := range es {
		if !entryKinds[e.Kind] {
			return Errorf(EINVALID, "unknown entry kind %q", e.Kind)
		}
		if !entryRoles[e.Role] {
			return Errorf(EINVALID, "unknown entry role %q", e.Role)
		}
		if e.Kind == EntryToolResult {
			prevKind := parentKind
			if i > 0 {
				prevKind = es[i-1].Kind
			}
			if i == 0 || (len(pending) == 0 && prevKind != EntryToolResult) {
				return Errorf(EUNSAFE, "a tool result must be appended together with the tool call it answers")
			}
			for _, b := range e.Content {
				if b.Type == BlockToolResult && b.ToolResult != nil {
					delete(pending, b.ToolResult.ToolCallID)
				}
			}
			continue
		}
		if len(pending) > 0 {
			return Errorf(EUNSAFE, "tool calls %s have no result; append their results right after the call", strings.Join(keys(pending), ", "))
		}
		for _, c := range ToolCalls(e.Content) {
			pending[c.ID] = true
		}
	}
	if len(pending) > 0 {
		return Errorf(EUNSAFE, "tool calls %s have no result; append their results in the same call", strings.Join(keys(pending), ", "))
	}
	return nil
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Append adds entries as a chain below the head of a branch and moves the
// head to the last of them, in one transaction. An entry with tool calls must
// be followed by the tool_result entries answering them in the same call.
// The stored entries (with ids and timestamps) are returned.
//
// Errors: ENOTFOUND (conversation or branch), EINVALID (no entries, unknown
// kind), EUNSAFE (a tool call without its result).
func (s *Store) Append(ctx context.Context, convID, branch string, entries ...Entry) ([]Entry, error) {
	if len(entries) == 0 {
		return nil, Errorf(EINVALID, "nothing to append")
	}
	if err := toolGroupCheck("", entries); err != nil {
		return nil, err
	}
	var out []Entry
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = s.appendTx(ctx, tx, convID, branch, entries)
		return err
	})
	if err != nil {
		if ErrorCode(err) == EINTERNAL {
			err = fmt.Errorf("appending to %s/%s: %w", convID, branch, err)
		}
		return nil, err
	}
	return out, nil
}

// appendTx is Append inside the caller's transaction (entries already checked).
func (s *Store) appendTx(ctx context.Context, tx *sql.Tx, convID, branch string, entries []Entry) ([]Entry, error) {
	out := make([]Entry, len(entries))
	var head sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT head_id FROM branches WHERE conversation_id = +? AND name = +?`, convID, branch).Scan(&head)
	if errors.Is(err, sql.ErrNoRows) {
		if err := mustConversation(ctx, tx, convID); err != nil {
			return nil, err
		}
		return nil, Errorf(ENOTFOUND, "branch %s not found in conversation %s", branch, convID)
	}
	if err != nil {
		return nil, err
	}
	now := s.now()
	parent := head.String
	for i, e := range entries {
		e.ID = NewID()
		e.ConversationID = convID
		e.ParentID = parent
		e.CreatedAt = fromMs(ms(now))
		content, err := insertEntryContent(ctx, tx, e)
		if err != nil {
			return nil, err
		}
		// The content as a read gives it back (encoding canonicalizes a
		// tool call's arguments and invalid UTF-8), so that what the
		// caller keeps of the entry is what a later read would return.
		if e.Content, err = decodeContent(content); err != nil {
			return nil, err
		}
		if e.Kind == EntryAgentSpawn {
			if err := linkSpawnTx(ctx, tx, e); err != nil {
				return nil, err
			}
		}
		out[i] = e
		parent = e.ID
	}
	if _, err := tx.ExecContext(ctx, `UPDATE branches SET head_id = ?, updated_at = ? WHERE conversation_id = +? AND name = +?`,
		parent, ms(now), convID, branch); err != nil {
		return nil, err
	}
	_, err = tx.ExecContext(ctx, `UPDATE conversations SET entry_count = entry_count + ?, last_activity = ? WHERE id = +?`,
		len(entries), ms(now), convID)
	return out, err
}

// AppendStep appends a turn's entries (as Append) and, in the same
// transaction, records its checkpoint at the last of them and its step
// count and usage: a step is saved whole or not at all.
// Errors: as Append and UpdateTurn.
//
// ops are async operations the step starts: they are recorded as running in
// the same transaction (CallEntryID set to the first entry), so after a
// crash an operation exists exactly when the call that started it does.
func (s *Store) AppendStep(ctx context.Context, convID, branch string, entries []Entry, cp Checkpoint, ops ...AsyncOp) ([]Entry, Turn, error) {
	return s.appendStep(ctx, convID, branch, entries, cp, "", ops)
}

// AppendLastStep is AppendStep for a turn's last step: the same
// transaction ends the turn with status (completed, failed, cancelled or
// incomplete), so that no reader ever sees the step saved and the turn
// still running. A turn that is no longer active (another process ended
// it) keeps its status; the returned turn tells which happened.
// Errors: as AppendStep; EINVALID for a status that does not end a turn.
func (s *Store) AppendLastStep(ctx context.Context, convID, branch string, entries []Entry, cp Checkpoint, status string) ([]Entry, Turn, error) {
	if status == TurnActive || !turnTransitions[TurnActive][status] {
		return nil, Turn{}, Errorf(EINVALID, "a turn ends completed, failed, cancelled or incomplete, not %q", status)
	}
	return s.appendStep(ctx, convID, branch, entries, cp, status, nil)
}

func (s *Store) appendStep(ctx context.Context, convID, branch string, entries []Entry, cp Checkpoint, final string, ops []AsyncOp) ([]Entry, Turn, error) {
	if len(entries) == 0 {
		return nil, Turn{}, Errorf(EINVALID, "nothing to append")
	}
	if err := toolGroupCheck("", entries); err != nil {
		return nil, Turn{}, err
	}
	var out []Entry
	var t Turn
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if out, err = s.appendTx(ctx, tx, convID, branch, entries); err != nil {
			return err
		}
		for i := range ops {
			ops[i].CallEntryID = out[0].ID
			if ops[i], err = s.insertAsyncTx(ctx, tx, ops[i]); err != nil {
				return err
			}
		}
		if err := s.clearLiveTx(ctx, tx, cp.TurnID); err != nil {
			return err
		}
		cp.LeafEntryID = out[len(out)-1].ID
		if t, err = s.saveStepTx(ctx, tx, cp, final); err != nil || !cp.AfterTurn || final != TurnCompleted {
			return err
		}
		if t.Status == TurnCompleted && t.FinishedAt.Equal(t.UpdatedAt) { // completed by this statement
			err = markAfterTurnTx(ctx, tx, t.ID)
		}
		return err
	})
	if err != nil {
		return nil, Turn{}, err
	}
	return out, t, nil
}

// StartTurn appends a turn's input to a branch and creates the turn, in one
// transaction. in.TurnID and t.ID are set to the same new id.
// Errors: as Append.
func (s *Store) StartTurn(ctx context.Context, branch string, in Entry, t Turn) (Entry, Turn, error) {
	if t.ID == "" {
		t.ID = NewID()
	}
	in.TurnID = t.ID
	t.Branch = branch
	if err := toolGroupCheck("", []Entry{in}); err != nil {
		return Entry{}, t, err
	}
	var stored Entry
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		out, err := s.appendTx(ctx, tx, t.ConversationID, branch, []Entry{in})
		if err != nil {
			return err
		}
		stored = out[0]
		t.InputEntryID = stored.ID
		t, err = s.insertTurnTx(ctx, tx, t, true)
		return err
	})
	return stored, t, err
}

func insertEntry(ctx context.Context, tx *sql.Tx, e Entry) error {
	_, err := insertEntryContent(ctx, tx, e)
	return err
}

// insertEntryContent inserts e and returns its content as stored.
func insertEntryContent(ctx context.Context, tx *sql.Tx, e Entry) (string, error) {
	content, err := marshalContent(e.Content)
	if err != nil {
		return "", err
	}
	var meta any
	if len(e.Metadata) > 0 {
		meta = string(e.Metadata)
	}
	_, err = tx.ExecContext(ctx, insertEntrySQL,
		e.ID, e.ConversationID, nullStr(e.ParentID), nullStr(e.ParentID), e.Kind, e.Role, e.Author, nullStr(e.TurnID), content, meta, ms(e.CreatedAt))
	if err != nil {
		return content, err
	}
	return content, addAttachmentRefs(ctx, tx, e.ConversationID, e.Content)
}

const insertEntrySQL = `INSERT INTO entries (id, conversation_id, parent_id, parent_seq, kind, role, author, turn_id, content, metadata, created_at)
	VALUES (?, ?, ?, (SELECT seq FROM entries WHERE id = +?), ?, ?, ?, ?, ?, ?, ?)`

func marshalContent(bs []Block) (string, error) {
	if len(bs) == 0 {
		return "[]", nil
	}
	b, err := json.Marshal(bs)
	if err != nil {
		return "", Errorf(EINVALID, "entry content cannot be encoded: %v", err)
	}
	return string(b), nil
}

// Entry returns one entry. Errors: ENOTFOUND.
func (s *Store) Entry(ctx context.Context, id string) (Entry, error) {
	e, err := scanEntry(s.r.QueryRowContext(ctx, `SELECT `+entryCols+` FROM entries WHERE id = ?`, id))
	return e, notFound(err, "entry %s not found", id)
}

// pathQuery walks from an entry (id ?1, at depth ?2; no row when there is
// none) up to the root by rowid (parent_seq), the depth column letting the
// caller order the rows without an SQL sort, and gives the entries
// shallower than ?3 whole, with their parent's seq.
const pathQuery = `WITH RECURSIVE p(seq, depth) AS (
		SELECT seq, ?2 FROM entries WHERE id = +?1
		UNION ALL
		SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL AND p.depth + 1 < ?3
	)
	SELECT p.depth, COALESCE(e.parent_seq, 0), ` + entryColsE + ` FROM p JOIN entries e ON e.seq = p.seq`

const entryColsE = `e.id || char(31) || e.conversation_id || char(31) || COALESCE(e.parent_id, '') || char(31) || e.kind || char(31) ||
	e.role || char(31) || e.author || char(31) || COALESCE(e.turn_id, ''), e.content, e.metadata, e.created_at`

// outlineQuery walks as pathQuery does, from the entry whose seq is ?1 (at
// depth ?2), for it and the entries above it, in one row: their count
// and, for each, its depth, entryCols' packed short columns and a
// compaction's metadata, separated by US (0x1f) and the entries by RS
// (0x1e) — neither occurs in ids, names or JSON. Their content and the
// columns after it are never read, nor sent one row at a time through the
// driver.
const outlineQuery = `WITH RECURSIVE p(seq, depth) AS (
		SELECT ?1, ?2
		UNION ALL
		SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL
	)
	SELECT COUNT(*), COALESCE(group_concat(p.depth || char(31) || e.id || char(31) || e.conversation_id || char(31) ||
		COALESCE(e.parent_id, '') || char(31) || e.kind || char(31) || e.role || char(31) || e.author || char(31) ||
		COALESCE(e.turn_id, '') || char(31) || CASE WHEN e.kind = 'compaction' THEN COALESCE(e.metadata, '') ELSE '' END, char(30)), '')
	FROM p JOIN entries e ON e.seq = p.seq`

// PathTo returns the entries from the root down to entryID, in order. The
// entries are shared with the store's cache and must not be modified.
// Errors: ENOTFOUND.
func (s *Store) PathTo(ctx context.Context, entryID string) ([]Entry, error) {
	var out []Entry
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		var seq int64
		var conv string
		err := tx.QueryRowContext(ctx, `SELECT seq, conversation_id FROM entries WHERE id = ?`, entryID).Scan(&seq, &conv)
		if err != nil {
			return notFound(err, "entry %s not found", entryID)
		}
		out, err = s.cachedPath(ctx, tx, conv, seq)
		return err
	})
	return out, err
}

type querier interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

func pathTo(ctx context.Context, q querier, entryID string) ([]Entry, error) {
	out, _, err := pathNewest(ctx, q, entryID, math.MaxInt)
	return out, err
}

// Path returns the entries of a branch from the root to its head. An empty
// branch has an empty path. The returned entries are shared with the
// store's cache and must not be modified. Errors: ENOTFOUND (conversation
// or branch).
func (s *Store) Path(ctx context.Context, convID, branch string) ([]Entry, error) {
	var out []Entry
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		head, err := headSeq(ctx, tx, convID, branch)
		if err != nil || head == 0 {
			return err
		}
		out, err = s.cachedPath(ctx, tx, convID, head)
		return err
	})
	return out, err
}

// headSeq is the seq of a branch's head entry, 0 for an empty branch.
// Errors: ENOTFOUND (conversation or branch).
func headSeq(ctx context.Context, tx *sql.Tx, convID, branch string) (int64, error) {
	var head sql.NullInt64
	err := tx.QueryRowContext(ctx, `SELECT e.seq FROM branches b LEFT JOIN entries e ON e.id = b.head_id
		WHERE b.conversation_id = ? AND b.name = ?`, convID, branch).Scan(&head)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = getBranch(ctx, tx, convID, branch)
		return 0, err
	}
	return head.Int64, err
}

// PathTail returns the last n entries of a branch's path, oldest first, and
// whether entries come before them. Only those entries are read and
// decoded (a walk up from the head by rowid), so the end of a long
// conversation shows before the whole path is loaded. Errors: ENOTFOUND.
func (s *Store) PathTail(ctx context.Context, convID, branch string, n int) ([]Entry, bool, error) {
	var out []Entry
	more := false
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		head, err := headSeq(ctx, tx, convID, branch)
		if err != nil || head == 0 {
			return err
		}
		out, more, err = walkUp(ctx, tx, head, n)
		return err
	})
	return out, more, err
}

// Children returns the entries whose parent is entryID, oldest first.
func (s *Store) Children(ctx context.Context, entryID string) ([]Entry, error) {
	return s.queryEntries(ctx, `SELECT `+entryCols+` FROM entries WHERE parent_id = ? ORDER BY seq`, entryID)
}

// Siblings returns the entries sharing entryID's parent (itself included),
// oldest first. Roots are siblings of the other roots of their conversation.
// Errors: ENOTFOUND.
func (s *Store) Siblings(ctx context.Context, entryID string) ([]Entry, error) {
	e, err := s.Entry(ctx, entryID)
	if err != nil {
		return nil, err
	}
	if e.ParentID == "" {
		return s.queryEntries(ctx, `SELECT `+entryCols+` FROM entries WHERE conversation_id = ? AND parent_id IS NULL ORDER BY seq`, e.ConversationID)
	}
	return s.Children(ctx, e.ParentID)
}

// Entries returns every entry of a conversation in insertion order.
func (s *Store) Entries(ctx context.Context, convID string) ([]Entry, error) {
	return s.queryEntries(ctx, `SELECT `+entryCols+` FROM entries WHERE conversation_id = ? ORDER BY seq`, convID)
}

func (s *Store) queryEntries(ctx context.Context, q string, args ...any) ([]Entry, error) {
	return Collect(scanEntry)(s.r.QueryContext(ctx, q, args...))
}

// SafeForkPoint returns the entry a branch may start at when a person picks
// entryID: the entry itself, or, when it holds tool calls or is one of their
// results, the last result of that group. A tool call and its result are
// never split. Errors: ENOTFOUND.
func (s *Store) SafeForkPoint(ctx context.Context, entryID string) (string, error) {
	var out string
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = safeForkPoint(ctx, tx, entryID)
		return err
	})
	return out, err
}

func safeForkPoint(ctx context.Context, q querier, entryID string) (string, error) {
	get := func(id string) (Entry, error) {
		e, err := scanEntry(q.QueryRowContext(ctx, `SELECT `+entryCols+` FROM entries WHERE id = ?`, id))
		return e, notFound(err, "entry %s not found", id)
	}
	e, err := get(entryID)
	if err != nil {
		return "", err
	}
	// Results hang below their call: climb to the call first.
	onPath := map[string]bool{e.ID: true}
	call := e
	for call.Kind == EntryToolResult && call.ParentID != "" {
		if call, err = get(call.ParentID); err != nil {
			return "", err
		}
		onPath[call.ID] = true
	}
	pending := map[string]bool{}
	for _, c := range ToolCalls(call.Content) {
		pending[c.ID] = true
	}
	cur := call
	for len(pending) > 0 {
		rows, err := q.QueryContext(ctx, `SELECT `+entryCols+` FROM entries WHERE parent_id = ? AND kind = ? ORDER BY seq`, cur.ID, EntryToolResult)
		if err != nil {
			return "", err
		}
		var next *Entry
		for rows.Next() {
			c, err := scanEntry(rows)
			if err != nil {
				rows.Close()
				return "", err
			}
			if next == nil || onPath[c.ID] {
				c := c
				next = &c
			}
		}
		rows.Close()
		if next == nil {
			break
		}
		for _, b := range next.Content {
			if b.Type == BlockToolResult && b.ToolResult != nil {
				delete(pending, b.ToolResult.ToolCallID)
			}
		}
		cur = *next
	}
	if len(pending) > 0 {
		// An unanswered call (only possible in data written by other tools):
		// the safe point is just before it.
		if call.ParentID == "" {
			return "", Errorf(EUNSAFE, "entry %s is an unanswered tool call at the root; there is no safe point to branch from", entryID)
		}
		return call.ParentID, nil
	}
	return cur.ID, nil
}
