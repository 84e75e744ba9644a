package session

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// Finding text in one branch, as a person does with the conversation on
// screen: a case-insensitive search for the text as typed (not words) in
// what the branch's messages and notes say, the whole branch read in one
// statement off the UI.

// FindHit is an entry of a branch whose text holds what was looked for.
type FindHit struct {
	EntryID string `json:"entry_id"`
	// Count is how many times the text is in the entry.
	Count int `json:"count"`
}

// FindInBranch returns the messages and notes of a branch whose text holds
// text, ignoring case, oldest first. Blank text finds nothing. Errors:
// ENOTFOUND (conversation or branch).
func (s *Store) FindInBranch(ctx context.Context, convID, branch, text string) ([]FindHit, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	b, err := getBranch(ctx, s.r, convID, branch)
	if err != nil || b.HeadID == "" {
		return nil, err
	}
	needle := strings.ToLower(text)
	// SQLite narrows the entries down by their stored form first when the
	// text is written there as typed: ASCII (its lower() folds nothing
	// else) with nothing JSON escapes.
	filter, args := "", []any{b.HeadID}
	if storedAsTyped(needle) {
		filter = ` AND instr(lower(e.content), ?) > 0`
		args = append(args, needle)
	}
	type row struct{ id, content string }
	rows, err := QueryAll(ctx, s.r, func(r *sql.Rows, x *row) error {
		return r.Scan(&x.id, &x.content)
	}, `WITH RECURSIVE p(seq, depth) AS (
			SELECT seq, 0 FROM entries WHERE id = ?
			UNION ALL
			SELECT e.parent_seq, p.depth + 1 FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq IS NOT NULL
		)
		SELECT e.id, e.content FROM p JOIN entries e ON e.seq = p.seq
		WHERE e.kind IN ('`+EntryMessage+`', '`+EntryInjection+`')`+filter+`
		ORDER BY p.depth DESC`, args...)
	if err != nil {
		return nil, fmt.Errorf("finding %q in %s/%s: %w", text, convID, branch, err)
	}
	var out []FindHit
	for _, x := range rows {
		blocks, err := decodeContent(x.content)
		if err != nil {
			continue // damaged content: doctor reports it
		}
		if n := strings.Count(strings.ToLower(Text(blocks)), needle); n > 0 {
			out = append(out, FindHit{EntryID: x.id, Count: n})
		}
	}
	return out, nil
}

// storedAsTyped reports whether lower-cased text appears unchanged in the
// JSON of a content that holds it.
func storedAsTyped(text string) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}
