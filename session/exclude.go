package session

import (
	"context"
	"database/sql"
	"strings"
)

// A branch's exclusion marks: entries a person left out of what the model
// is given on that branch. The entry stays in the tree; the mark belongs
// to the branch (table excluded_entries), so another branch through the
// same entry still sends it. What a model call already saw is never
// changed under it: marking an entry some later call on the branch saw
// forks a new branch first, which takes the marks along and gets the
// change, and the old branch keeps what its calls were given.

// MarkResult says what SetExcluded did.
type MarkResult struct {
	// Branch is the branch the mark is on: the one asked for, or the new
	// branch when Forked.
	Branch string `json:"branch"`
	// From is the branch asked for.
	From string `json:"from"`
	// Forked is set when a model call on From had already seen the entry:
	// Branch is new (made current when From was), From is unchanged.
	Forked bool `json:"forked"`
	// Entries are the entries marked or unmarked: one, or a tool call with
	// its results.
	Entries []string `json:"entries"`
	// Changed is false when the entries already were as asked (nothing
	// was written, nothing forked).
	Changed bool `json:"changed"`
}

// Excluded returns the entries left out of a branch's context. A branch
// without marks (nearly every one) costs one lookup of the index.
func (s *Store) Excluded(ctx context.Context, convID, branch string) (map[string]bool, error) {
	return excludedOf(ctx, s.r, convID, branch)
}

func excludedOf(ctx context.Context, q querier, convID, branch string) (map[string]bool, error) {
	ids, err := QueryAll(ctx, q, ScanColumn[string], `SELECT entry_id FROM excluded_entries WHERE conversation_id = ? AND branch = ?`, convID, branch)
	if err != nil || len(ids) == 0 {
		return nil, err
	}
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

// pathLink is what marking needs of an entry of a path: no content.
type pathLink struct {
	id, parent, kind, role, turn string
}

// branchLinks is the path of a branch from its root to its head, in order.
func branchLinks(ctx context.Context, tx *sql.Tx, convID, branch string) ([]pathLink, error) {
	b, err := getBranch(ctx, tx, convID, branch)
	if err != nil || b.HeadID == "" {
		return nil, err
	}
	return Collect(func(r Scanner) (pathLink, error) {
		var l pathLink
		err := r.Scan(&l.id, &l.parent, &l.kind, &l.role, &l.turn)
		return l, err
	})(tx.QueryContext(ctx, `WITH RECURSIVE p(seq, depth) AS (
			SELECT seq, 0 FROM entries WHERE id = ?
			UNION ALL
			SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL
		)
		SELECT e.id, COALESCE(e.parent_id, ''), e.kind, e.role, COALESCE(e.turn_id, '') FROM p JOIN entries e ON e.seq = p.seq ORDER BY p.depth DESC`, b.HeadID))
}

// excludable reports whether an entry of this kind is part of a context a
// person can leave out.
func excludable(kind string) bool {
	switch kind {
	case EntryMessage, EntryToolResult, EntryAsyncResult, EntryBranchSummary, EntryInjection:
		return true
	}
	return false
}

// markGroup is the span [lo, hi] of path that goes in or out of a context
// together with path[i]: a tool call's message with the results answering
// it, or the entry alone.
func markGroup(path []pathLink, i int) (int, int) {
	lo, hi := i, i
	if path[i].kind == EntryToolResult {
		for lo > 0 && path[lo].kind == EntryToolResult {
			lo--
		}
		if !(path[lo].kind == EntryMessage && path[lo].role == RoleAssistant) {
			lo = i
		}
	}
	if path[lo].kind == EntryMessage && path[lo].role == RoleAssistant {
		for hi+1 < len(path) && path[hi+1].kind == EntryToolResult {
			hi++
		}
	}
	return lo, hi
}

// seenAfter reports whether a model call on the path came after the span
// [lo, hi]: an llm_call record or an assistant message below it. The
// record of the step that wrote the span (right after its results) did
// not see it.
func seenAfter(path []pathLink, lo, hi int) bool {
	k := hi + 1
	if path[lo].kind == EntryMessage && path[lo].role == RoleAssistant && k < len(path) &&
		path[k].kind == EntryLLMCall && path[k].turn == path[lo].turn {
		k++
	}
	for _, l := range path[k:] {
		if l.kind == EntryLLMCall || (l.kind == EntryMessage && l.role == RoleAssistant) {
			return true
		}
	}
	return false
}

// SetExcluded leaves an entry of a branch out of the branch's context
// (exclude true) or puts it back (false). A tool call and its results go
// together, whichever of them is named. When a model call on the branch
// already saw the entry, a new branch is forked at the same head first
// (named as CreateBranch names it, current if the branch was), carrying the
// branch's marks, and gets the change; otherwise the mark changes in place.
//
// Errors: ENOTFOUND (conversation, branch), EINVALID (the entry is not on
// the branch, or is a record no context holds).
func (s *Store) SetExcluded(ctx context.Context, convID, branch, entryID string, exclude bool) (MarkResult, error) {
	var res MarkResult
	err := s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		path, err := branchLinks(ctx, tx, convID, branch)
		if err != nil {
			return err
		}
		res, err = s.setExcludedTx(ctx, tx, convID, branch, path, entryID, exclude)
		return err
	})
	return res, err
}

// setExcludedTx is SetExcluded within tx, path being the branch's.
func (s *Store) setExcludedTx(ctx context.Context, tx *sql.Tx, convID, branch string, path []pathLink, entryID string, exclude bool) (MarkResult, error) {
	res := MarkResult{Branch: branch, From: branch}
	err := func() error {
		var err error
		i := -1
		for j, l := range path {
			if l.id == entryID {
				i = j
				break
			}
		}
		if i < 0 {
			return Errorf(EINVALID, "entry %s is not on branch %s", entryID, branch)
		}
		if !excludable(path[i].kind) {
			return Errorf(EINVALID, "entry %s is a %s record, not part of what the model is given", entryID, strings.ReplaceAll(path[i].kind, "_", " "))
		}
		lo, hi := markGroup(path, i)
		marks, err := excludedOf(ctx, tx, convID, branch)
		if err != nil {
			return err
		}
		for _, l := range path[lo : hi+1] {
			res.Entries = append(res.Entries, l.id)
			res.Changed = res.Changed || marks[l.id] != exclude
		}
		if !res.Changed {
			return nil
		}
		// A turn running on the branch is making (or about to make) a call
		// that read the context as it was: the same as a call that saw it.
		var active int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM turns WHERE conversation_id = ? AND branch = ? AND status = 'active'`,
			convID, branch).Scan(&active); err != nil {
			return err
		}
		if active > 0 || seenAfter(path, lo, hi) {
			if res.Branch, err = s.forkForMarks(ctx, tx, convID, branch, path[len(path)-1].id); err != nil {
				return err
			}
			res.Forked = true
		}
		now := ms(s.now())
		for _, id := range res.Entries {
			if exclude {
				_, err = tx.ExecContext(ctx, `INSERT OR IGNORE INTO excluded_entries (conversation_id, branch, entry_id, created_at) VALUES (?, ?, ?, ?)`,
					convID, res.Branch, id, now)
			} else {
				_, err = tx.ExecContext(ctx, `DELETE FROM excluded_entries WHERE conversation_id = ? AND branch = ? AND entry_id = ?`, convID, res.Branch, id)
			}
			if err != nil {
				return err
			}
		}
		return nil
	}()
	return res, err
}

// forkForMarks creates the next free "branch-N" at head with from's marks
// (those of entries on the new branch's path: all of them when head is
// from's head), and makes it current when from was. It returns its name.
func (s *Store) forkForMarks(ctx context.Context, tx *sql.Tx, convID, from, head string) (string, error) {
	name, err := nextBranchName(ctx, tx, convID)
	if err != nil {
		return "", err
	}
	now := ms(s.now())
	if _, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, base_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
		convID, name, nullStr(head), nullStr(head), now, now); err != nil {
		return "", err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO excluded_entries (conversation_id, branch, entry_id, created_at)
		SELECT conversation_id, ?, entry_id, created_at FROM excluded_entries WHERE conversation_id = ? AND branch = ?`, name, convID, from); err != nil {
		return "", err
	}
	_, err = tx.ExecContext(ctx, `UPDATE conversations SET current_branch = ? WHERE id = ? AND current_branch = ?`, name, convID, from)
	return name, err
}

// Mark is one exclusion mark, as exported.
type Mark struct {
	Branch    string `json:"branch"`
	EntryID   string `json:"entry_id"`
	CreatedAt int64  `json:"created_at"`
}

// marksOf lists a conversation's marks, by branch and entry.
func marksOf(ctx context.Context, q querier, convID string) ([]Mark, error) {
	return QueryAll(ctx, q, func(r *sql.Rows, m *Mark) error {
		return r.Scan(&m.Branch, &m.EntryID, &m.CreatedAt)
	}, `SELECT branch, entry_id, created_at FROM excluded_entries WHERE conversation_id = ? ORDER BY branch, entry_id`, convID)
}

// insertMarks stores imported marks; each must name an exported branch and
// an entry on it.
func insertMarks(ctx context.Context, tx *sql.Tx, convID string, marks []Mark) error {
	// The kinds of each marked branch's entries, by id; a branch is walked
	// once however many marks it has.
	kinds := map[string]map[string]string{}
	for _, m := range marks {
		on, ok := kinds[m.Branch]
		if !ok {
			path, err := branchLinks(ctx, tx, convID, m.Branch)
			if err != nil {
				if ErrorCode(err) == ENOTFOUND {
					return Errorf(EINVALID, "an exclusion mark names branch %s, which is not among the exported branches", m.Branch)
				}
				return err
			}
			on = make(map[string]string, len(path))
			for _, l := range path {
				on[l.id] = l.kind
			}
			kinds[m.Branch] = on
		}
		if kind, ok := on[m.EntryID]; !ok || !excludable(kind) {
			return Errorf(EINVALID, "an exclusion mark of branch %s names entry %s, which is not part of that branch's context", m.Branch, m.EntryID)
		}
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO excluded_entries (conversation_id, branch, entry_id, created_at) VALUES (?, ?, ?, ?)`,
			convID, m.Branch, m.EntryID, m.CreatedAt); err != nil {
			return err
		}
	}
	return nil
}

// checkMarks (doctor) finds marks that name an entry off their branch's
// path, a record no context holds, or split a tool call from its results.
func checkMarks(ctx context.Context, tx *sql.Tx, add addFinding) error {
	type key struct{ conv, branch string }
	branches, err := QueryAll(ctx, tx, func(r *sql.Rows, k *key) error {
		return r.Scan(&k.conv, &k.branch)
	}, `SELECT DISTINCT conversation_id, branch FROM excluded_entries ORDER BY conversation_id, branch`)
	if err != nil {
		return err
	}
	for _, k := range branches {
		path, err := branchLinks(ctx, tx, k.conv, k.branch)
		if err != nil {
			if ErrorCode(err) == ENOTFOUND {
				add("exclusions", "conversation %s: marks of branch %s, which does not exist", k.conv, k.branch)
				continue
			}
			return err
		}
		marks, err := excludedOf(ctx, tx, k.conv, k.branch)
		if err != nil {
			return err
		}
		at := make(map[string]int, len(path))
		for i, l := range path {
			at[l.id] = i
		}
		for id := range marks {
			i, ok := at[id]
			switch {
			case !ok:
				add("exclusions", "conversation %s: branch %s excludes entry %s, which is not on it", k.conv, k.branch, id)
			case !excludable(path[i].kind):
				add("exclusions", "conversation %s: branch %s excludes entry %s, a %s record", k.conv, k.branch, id, path[i].kind)
			default:
				lo, hi := markGroup(path, i)
				for _, l := range path[lo : hi+1] {
					if !marks[l.id] {
						add("exclusions", "conversation %s: branch %s excludes entry %s but not %s of the same tool call", k.conv, k.branch, id, l.id)
						break
					}
				}
			}
		}
	}
	return nil
}
