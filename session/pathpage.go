package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
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
		err := tx.QueryRowContext(ctx, `SELECT parent_seq FROM entries WHERE id = ?`, entryID).Scan(&parent)
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
// entries come before them.
func walkUp(ctx context.Context, tx *sql.Tx, seq int64, n int) ([]Entry, bool, error) {
	st, err := tx.PrepareContext(ctx, `SELECT seq, COALESCE(parent_seq, 0), `+entryCols+` FROM entries WHERE seq = ?`)
	if err != nil {
		return nil, false, err
	}
	defer st.Close()
	var out []Entry
	for at := seq; at != 0; {
		if len(out) == n {
			slices.Reverse(out)
			return out, true, nil
		}
		rows, err := st.QueryContext(ctx, at)
		if err != nil {
			return nil, false, err
		}
		var seq int64
		var e Entry
		if rows.Next() {
			e, err = scanEntry(seqScanner{rows: rows, seq: &seq, parent: &at})
		} else if err = rows.Err(); err == nil {
			err = fmt.Errorf("entry #%d is missing from its conversation", at)
		}
		rows.Close()
		if err != nil {
			return nil, false, err
		}
		out = append(out, e)
	}
	slices.Reverse(out)
	return out, false, nil
}

// TurnOrder returns the turns of a branch's path in the order of their
// first entry on it (what the timeline numbers "turn 1", "turn 2", …),
// reading only ids, so a view showing a page of a long branch numbers its
// turns as the whole branch would. Errors: ENOTFOUND.
func (s *Store) TurnOrder(ctx context.Context, convID, branch string) ([]string, error) {
	var out []string
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		var head sql.NullString
		err := tx.QueryRowContext(ctx, `SELECT head_id FROM branches WHERE conversation_id = ? AND name = ?`, convID, branch).Scan(&head)
		if errors.Is(err, sql.ErrNoRows) {
			_, err = getBranch(ctx, tx, convID, branch)
			return err
		}
		if err != nil || !head.Valid {
			return err
		}
		out, err = QueryAll(ctx, tx, ScanColumn[string], `WITH RECURSIVE p(seq, depth) AS (
				SELECT seq, 0 FROM entries WHERE id = ?
				UNION ALL
				SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL
			)
			SELECT e.turn_id FROM p JOIN entries e ON e.seq = p.seq WHERE e.turn_id IS NOT NULL AND e.turn_id != ''
			GROUP BY e.turn_id ORDER BY MAX(p.depth) DESC`, head.String)
		return err
	})
	return out, err
}
