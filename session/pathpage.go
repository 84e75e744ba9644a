package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// PathBefore returns up to n entries of the path above entryID (its
// ancestors, not itself), oldest first, and whether entries come before
// them: the page of a long branch above what is on screen. Only those
// entries are read and decoded. Errors: ENOTFOUND.
func (s *Store) PathBefore(ctx context.Context, entryID string, n int) ([]Entry, bool, error) {
	var out []Entry
	more := false
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		var parent sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT parent_seq FROM entries WHERE id = +?`, entryID).Scan(&parent)
		if errors.Is(err, sql.ErrNoRows) {
			return Errorf(ENOTFOUND, "entry %s not found", entryID)
		}
		if err != nil || !parent.Valid {
			return err
		}
		out, more, err = walkUp(ctx, tx, parent.Int64, n)
		return err
	})
	return out, more, err
}

// walkUp reads up to n entries of a path from the entry with seq up
// towards the root, by rowid, and returns them oldest first with whether
// entries come before them. One query reads them all (with the entry
// above the last, to know whether there is one).
func walkUp(ctx context.Context, tx *sql.Tx, seq int64, n int) ([]Entry, bool, error) {
	rows, err := tx.QueryContext(ctx, `WITH RECURSIVE up(at, depth) AS (
			SELECT ?, 0
			UNION ALL
			SELECT e.parent_seq, up.depth + 1 FROM up JOIN entries e ON e.seq = up.at
			WHERE e.parent_seq IS NOT NULL AND up.depth < ?
		)
		SELECT up.at, COALESCE(e.parent_seq, 0), `+entryCols+` FROM up LEFT JOIN entries e ON e.seq = up.at
		ORDER BY up.depth`, seq, n)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	var out []Entry
	more := false
	for rows.Next() {
		if len(out) == n {
			more = true // the entry above the n read
			break
		}
		var at, parent int64
		e, err := scanEntry(seqScanner{rows: rows, seq: &at, parent: &parent})
		if err != nil {
			var one int
			if tx.QueryRowContext(ctx, `SELECT 1 FROM entries WHERE seq = ?`, at).Scan(&one) == sql.ErrNoRows {
				err = fmt.Errorf("entry #%d is missing from its conversation", at)
			}
			return nil, false, err
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, false, err
	}
	slices.Reverse(out)
	return out, more, nil
}

// TurnOrder returns the turns of a branch's path in the order of their
// first entry on it (what the timeline numbers "turn 1", "turn 2", …),
// reading only ids, so a view showing a page of a long branch numbers its
// turns as the whole branch would. Errors: ENOTFOUND.
func (s *Store) TurnOrder(ctx context.Context, convID, branch string) ([]string, error) {
	var out []string
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		head, err := headID(ctx, tx, convID, branch)
		if err != nil || head == "" {
			return err
		}
		out, err = QueryAll(ctx, tx, ScanColumn[string], `WITH RECURSIVE p(seq, depth) AS (
				SELECT seq, 0 FROM entries WHERE id = ?
				UNION ALL
				SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL
			)
			SELECT e.turn_id FROM p JOIN entries e ON e.seq = p.seq WHERE e.turn_id IS NOT NULL AND e.turn_id != ''
			GROUP BY e.turn_id ORDER BY MAX(p.depth) DESC`, head)
		return err
	})
	return out, err
}

// PathToNewest returns the path from the root to entryID in which only the
// newest n entries are read whole: the older ones, before index from, hold
// their ids, links, kind, role, author and turn (and a compaction its
// metadata), no Content, no time, and SQLite never reads their content. A turn's
// step reads a long branch this way: what its context cannot contain is
// only counted. from is 0 when the whole path is newest. One query, the
// walk up by rowid; the entries are the caller's own. Errors: ENOTFOUND.
func (s *Store) PathToNewest(ctx context.Context, entryID string, n int) ([]Entry, int, error) {
	// A written entry and its parents never change, so the path needs no
	// snapshot: its queries run without a transaction around them.
	return pathNewest(ctx, s.r, entryID, n)
}

// PathNewest is PathToNewest up to a branch's head (an empty branch has an
// empty path). Errors: ENOTFOUND (conversation or branch).
func (s *Store) PathNewest(ctx context.Context, convID, branch string, n int) ([]Entry, int, error) {
	var out []Entry
	from := 0
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		head, err := headID(ctx, tx, convID, branch)
		if err != nil || head == "" {
			return err
		}
		out, from, err = pathNewest(ctx, tx, head, n)
		return err
	})
	return out, from, err
}

// headID is the id of a branch's head entry, "" for an empty branch.
// Errors: ENOTFOUND (conversation or branch).
func headID(ctx context.Context, tx *sql.Tx, convID, branch string) (string, error) {
	var head sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT head_id FROM branches WHERE conversation_id = ? AND name = ?`, convID, branch).Scan(&head)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = getBranch(ctx, tx, convID, branch)
	}
	return head.String, err
}

// PathToTail returns the newest n entries of the path to entryID, oldest
// first, and whether entries come before them; only those are read.
// Errors: ENOTFOUND.
func (s *Store) PathToTail(ctx context.Context, entryID string, n int) ([]Entry, bool, error) {
	out, above, err := pathTail(ctx, s.r, entryID, n) // no snapshot needed: see PathToNewest
	return out, above != 0, err
}

// pathNewest walks from entryID to the root, reading the content of the
// newest n entries only (pathTail, then outlineQuery for the others).
func pathNewest(ctx context.Context, q querier, entryID string, n int) ([]Entry, int, error) {
	tail, above, err := pathTail(ctx, q, entryID, n)
	if err != nil || above == 0 {
		return tail, 0, err
	}
	older := 0
	var outline string
	if err := q.QueryRowContext(ctx, outlineQuery, above, n).Scan(&older, &outline); err != nil {
		return nil, 0, fmt.Errorf("reading path to %s: %w", entryID, err)
	}
	res := make([]Entry, older, older+len(tail))
	for rec := range strings.SplitSeq(outline, "\x1e") {
		if rec == "" {
			continue
		}
		ds, rest, _ := strings.Cut(rec, "\x1f")
		i := strings.LastIndexByte(rest, 0x1f)
		d, err := strconv.Atoi(ds)
		if err != nil || i < 0 || d < n || d >= n+older {
			return nil, 0, fmt.Errorf("path to %s is inconsistent", entryID)
		}
		var meta []byte
		if rest[i+1:] != "" {
			meta = []byte(rest[i+1:])
		}
		e := &res[n+older-1-d]
		if err := e.setHead(rest[:i], meta, 0); err != nil {
			return nil, 0, err
		}
		e.CreatedAt = time.Time{}
	}
	return append(res, tail...), older, nil
}

// pathTail reads the newest n entries of the path to entryID (pathQuery),
// oldest first, with the seq of the parent of the oldest (0 at the root).
func pathTail(ctx context.Context, q querier, entryID string, n int) ([]Entry, int64, error) {
	rows, err := q.QueryContext(ctx, pathQuery, entryID, 0, n)
	if err != nil {
		return nil, 0, fmt.Errorf("reading path to %s: %w", entryID, err)
	}
	defer rows.Close()
	var out []Entry
	var depths []int
	above := int64(0)
	for rows.Next() {
		var depth int
		var parent, created int64
		var head, content string
		var meta []byte
		if err := rows.Scan(&depth, &parent, &head, &content, &meta, &created); err != nil {
			return nil, 0, err
		}
		var e Entry
		if err := e.setHead(head, meta, created); err != nil {
			return nil, 0, err
		}
		if e.Content, err = decodeContent(content); err != nil {
			return nil, 0, fmt.Errorf("entry %s has unreadable content: %w", e.ID, err)
		}
		if depth == n-1 {
			above = parent
		}
		out = append(out, e)
		depths = append(depths, depth)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 { // the path holds at least the entry itself
		return nil, 0, Errorf(ENOTFOUND, "entry %s not found", entryID)
	}
	// Rows come leaf first; place each by its depth so that the order does
	// not depend on how SQLite drains the recursive queue.
	res := make([]Entry, len(out))
	for i, d := range depths {
		if d >= len(out) {
			return nil, 0, fmt.Errorf("path to %s is inconsistent", entryID)
		}
		res[len(out)-1-d] = out[i]
	}
	return res, above, nil
}

// PathSince returns the part of a branch's path from entryID (first) to
// its head, reading only those entries: what a turn wrote after its input.
// It is the whole path when entryID is "" or not on the branch. Errors:
// ENOTFOUND (conversation or branch).
func (s *Store) PathSince(ctx context.Context, convID, branch, entryID string) ([]Entry, error) {
	if entryID == "" {
		return s.Path(ctx, convID, branch)
	}
	for n := 64; ; n *= 4 {
		tail, more, err := s.PathTail(ctx, convID, branch, n)
		if err != nil {
			return nil, err
		}
		if i := slices.IndexFunc(tail, func(e Entry) bool { return e.ID == entryID }); i >= 0 {
			return tail[i:], nil
		}
		if !more {
			return tail, nil
		}
	}
}
