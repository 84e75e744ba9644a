package session

import (
	"context"
	"database/sql"
	"fmt"
)

// Finding is one problem found by Check, in plain words.
type Finding struct {
	Check   string `json:"check"`
	Message string `json:"message"`
}

// Check runs SQLite's integrity and foreign-key checks and grove's tree
// invariants: every parent in the same conversation, no cycles, branch heads
// that exist, current branches that exist, entry counts that match, tool
// calls and their results kept together (ToolGroupProblems), no branch
// head that separates a tool call from its result, and exclusion marks on
// their branch's path that keep a tool call with its results, and caps
// whose branch or turn exists (checkBudgets), and the bytes of every
// attachment an entry refers to (checkAttachments). No findings means the file
// is healthy.
func (s *Store) Check(ctx context.Context) ([]Finding, error) {
	var out []Finding
	add := func(check, format string, args ...any) {
		out = append(out, Finding{Check: check, Message: fmt.Sprintf(format, args...)})
	}
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		for _, check := range []func(context.Context, *sql.Tx, addFinding) error{
			checkIntegrity, checkForeignKeys, checkTreeInvariants,
			// A tool call and its results are one group: nothing else
			// hangs below a call until every call is answered.
			func(ctx context.Context, tx *sql.Tx, add addFinding) error {
				return checkToolGroups(ctx, tx, func(conv, msg string) { add("tool calls", "conversation %s: %s", conv, msg) })
			},
			checkToolCallHeads, checkMarks, checkSpawns, checkBudgets, checkAttachments,
		} {
			if err := check(ctx, tx, add); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// addFinding records one finding of a check.
type addFinding func(check, format string, args ...any)

// checkIntegrity runs SQLite's integrity check.
func checkIntegrity(ctx context.Context, tx *sql.Tx, add addFinding) error {
	rows, err := tx.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		add("integrity", "SQLite integrity check could not run: %s", err)
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var msg string
		if err := rows.Scan(&msg); err != nil {
			return err
		}
		if msg != "ok" {
			add("integrity", "SQLite integrity check: %s", msg)
		}
	}
	if err := rows.Err(); err != nil {
		add("integrity", "SQLite integrity check stopped: %s", err)
	}
	return nil
}

// checkForeignKeys runs SQLite's foreign-key check.
func checkForeignKeys(ctx context.Context, tx *sql.Tx, add addFinding) error {
	rows, err := tx.QueryContext(ctx, `PRAGMA foreign_key_check`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var table, parent string
		var rowid sql.NullInt64
		var fk int
		if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
			return err
		}
		if ownChecks[table] {
			continue
		}
		add("foreign keys", "a row of %s (rowid %d) points at a missing row of %s", table, rowid.Int64, parent)
	}
	return nil
}

// treeInvariants are the queries that find the entries, branches and
// conversations breaking one of grove's rules, one id a row.
var treeInvariants = []struct{ name, q, msg string }{
	{"tree", `SELECT e.id FROM entries e JOIN entries p ON p.id = e.parent_id WHERE p.conversation_id <> e.conversation_id`,
		"entry %s has a parent in another conversation"},
	// Parents are always written before their children, so a
	// parent with a later sequence number would allow a cycle.
	{"tree", `SELECT e.id FROM entries e JOIN entries p ON p.id = e.parent_id WHERE p.seq >= e.seq`,
		"entry %s has a parent written after it (possible cycle)"},
	{"tree", `SELECT e.id FROM entries e WHERE e.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM entries p WHERE p.id = e.parent_id)`,
		"entry %s has a missing parent"},
	{"branches", `SELECT b.conversation_id || '/' || b.name FROM branches b WHERE b.head_id IS NOT NULL AND NOT EXISTS
		(SELECT 1 FROM entries e WHERE e.id = b.head_id AND e.conversation_id = b.conversation_id)`,
		"branch %s points at an entry that does not exist in its conversation"},
	{"branches", `SELECT c.id FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM branches b WHERE b.conversation_id = c.id AND b.name = c.current_branch)`,
		"conversation %s has a current branch that does not exist"},
	{"counts", `SELECT c.id FROM conversations c WHERE c.entry_count <> (SELECT COUNT(*) FROM entries e WHERE e.conversation_id = c.id)`,
		"conversation %s has a wrong entry count"},
}

// checkTreeInvariants runs the treeInvariants queries.
func checkTreeInvariants(ctx context.Context, tx *sql.Tx, add addFinding) error {
	for _, c := range treeInvariants {
		ids, err := QueryAll(ctx, tx, ScanColumn[string], c.q)
		if err != nil {
			return fmt.Errorf("%s check: %w", c.name, err)
		}
		for _, id := range ids {
			add(c.name, c.msg, id)
		}
	}
	return nil
}

// checkToolCallHeads: a branch head must never be a tool call still
// waiting for its result.
func checkToolCallHeads(ctx context.Context, tx *sql.Tx, add addFinding) error {
	rows, err := tx.QueryContext(ctx, `SELECT b.conversation_id, b.name, b.head_id FROM branches b JOIN entries e ON e.id = b.head_id
		WHERE e.content LIKE '%"type":"tool_call"%'`)
	if err != nil {
		return err
	}
	type head struct{ conv, name, id string }
	var heads []head
	for rows.Next() {
		var h head
		if err := rows.Scan(&h.conv, &h.name, &h.id); err != nil {
			rows.Close()
			return err
		}
		heads = append(heads, h)
	}
	rows.Close()
	for _, h := range heads {
		safe, err := safeForkPoint(ctx, tx, h.id)
		if err != nil {
			return err
		}
		if safe != h.id {
			add("tool calls", "branch %s of conversation %s ends on a tool call without its result", h.name, h.conv)
		}
	}
	return nil
}

// checkToolGroups runs ToolGroupProblems over every conversation.
func checkToolGroups(ctx context.Context, tx *sql.Tx, report func(conv, msg string)) error {
	rows, err := tx.QueryContext(ctx, `SELECT `+entryCols+` FROM entries ORDER BY conversation_id, seq`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var conv string
	var batch []Entry
	flush := func() {
		for _, p := range ToolGroupProblems(batch) {
			report(conv, p)
		}
	}
	for rows.Next() {
		e, err := scanEntry(rows)
		if err != nil {
			return err
		}
		if e.ConversationID != conv {
			flush()
			conv, batch = e.ConversationID, nil
		}
		batch = append(batch, e)
	}
	flush()
	return rows.Err()
}
