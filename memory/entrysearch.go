package memory

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/grovechat/grove/session"
)

// A person's search of every conversation (grove search, the TUI's search
// of everything) over the history index (history_fts: the user and
// assistant messages, porter-stemmed, filled in batches behind a mark; see
// history_index.go). Unlike the agents' history search it keeps every
// conversation, needs all the words asked for (OR joins alternatives),
// takes phrases in quotes and prefixes ending in *, and says where each hit
// is: the branch that holds it, whether that branch leaves it out of its
// context, or whether no branch reaches it any more.

// EntryQuery is a person's search of the conversations.
type EntryQuery struct {
	// Text is the query: words (all of them must match, stemmed: "running"
	// finds "runs"), "a phrase" in double quotes, prefix* and OR between
	// alternatives.
	Text string
	// Agent keeps the conversations an agent owns or takes part in.
	Agent string
	// ConversationID keeps one conversation.
	ConversationID string
	// Since keeps messages written at or after it; zero is open.
	Since time.Time
	// Limit is how many hits to return; 0 means 20.
	Limit int
}

// EntryHit is one message found by SearchEntries.
type EntryHit struct {
	ConversationID string `json:"conversation_id"`
	Title          string `json:"title"`
	// Branch is the branch that holds the message: the conversation's
	// current branch when it does, else the most recently changed one that
	// does; "" when no branch reaches it (Deleted).
	Branch  string    `json:"branch"`
	EntryID string    `json:"entry_id"`
	Author  string    `json:"author"`
	Role    string    `json:"role"`
	Time    time.Time `json:"time"`
	// Line is the line of the message the terms were found on (a part of
	// it when long); Marks are the byte ranges [start, end) of the
	// matching words in Line.
	Line  string   `json:"line"`
	Marks [][2]int `json:"marks"`
	Score float64  `json:"score"`
	// Excluded is set when Branch leaves the message out of what its
	// model is given.
	Excluded bool `json:"excluded"`
	// Deleted is set when no branch reaches the message any more (its
	// branches were deleted): it stays in the tree, shown by the tree view.
	Deleted bool `json:"deleted"`
}

// ParseEntryQuery turns a person's query into an FTS4 MATCH expression.
// Words are lower-cased (so that AND, NEAR or NOT are words), a word ending
// in * is a prefix, "double quotes" make a phrase (an unclosed one runs to
// the end), OR in capitals joins the terms either side; everything that is
// not part of a word separates words, as the index's tokenizer splits
// them. Errors: EINVALID (no words).
func ParseEntryQuery(text string) (string, error) {
	var terms []string
	orNext := false
	add := func(t string) {
		if orNext && len(terms) > 0 {
			terms = append(terms, "OR")
		}
		orNext = false
		terms = append(terms, t)
	}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"':
			end := strings.IndexByte(text[i+1:], '"')
			body := text[i+1:]
			next := len(text)
			if end >= 0 {
				body, next = text[i+1:i+1+end], i+2+end
			}
			if ws := tokenWords(body); len(ws) > 0 {
				add(`"` + strings.Join(ws, " ") + `"`)
			}
			i = next
		case isTokenByte(c):
			j := i
			for j < len(text) && isTokenByte(text[j]) {
				j++
			}
			w := text[i:j]
			prefix := j < len(text) && text[j] == '*'
			if prefix {
				j++
			}
			switch {
			case w == "OR" && !prefix:
				orNext = len(terms) > 0
			case prefix:
				add(strings.ToLower(w) + "*")
			default:
				add(strings.ToLower(w))
			}
			i = j
		default:
			i++
		}
	}
	if len(terms) > 0 && terms[len(terms)-1] == "OR" {
		terms = terms[:len(terms)-1]
	}
	if len(terms) == 0 {
		return "", session.Errorf(session.EINVALID, "a search needs at least one word")
	}
	return strings.Join(terms, " "), nil
}

// isTokenByte reports whether the index's tokenizer keeps byte c in a word:
// ASCII letters and digits, and every byte of a character beyond ASCII.
func isTokenByte(c byte) bool {
	return c >= utf8.RuneSelf || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// tokenWords splits text into lower-cased words as the tokenizer does.
func tokenWords(text string) []string {
	var out []string
	for i := 0; i < len(text); {
		if !isTokenByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isTokenByte(text[j]) {
			j++
		}
		out = append(out, strings.ToLower(text[i:j]))
		i = j
	}
	return out
}

// entrySearchBudget bounds how many matching messages one search scores:
// the newest ones. Reading a match's statistics out of SQLite costs about
// a microsecond, and a common word matches most of a large store; the index
// gives its matches newest first at no cost, so a query matching more than
// this ranks the newest this many of them. A person searching a common
// word gets the best of recent weeks rather than a wait.
const entrySearchBudget = 2000

type scoredDoc struct {
	seq   int64
	score float64
}

// SearchEntries ranks the user and assistant messages of every conversation
// for q by BM25, newest first among equals, after bringing the index up to
// date. Errors: EINVALID (no words in the query).
func (s *Store) SearchEntries(ctx context.Context, q EntryQuery) ([]EntryHit, error) {
	match, err := ParseEntryQuery(q.Text)
	if err != nil {
		return nil, err
	}
	if q.Limit <= 0 {
		q.Limit = 20
	}
	if err := s.catchUpHistory(ctx); err != nil {
		return nil, err
	}
	db := s.db.ReadDB()

	// Rank every match by its matchinfo, then read the rest of the best
	// ones only: where the words are costs far more than a score.
	query := `SELECT f.docid, matchinfo(history_fts, 'pcnalx') FROM history_fts f`
	var where []string
	args := []any{match}
	if q.Agent != "" || q.ConversationID != "" || !q.Since.IsZero() {
		query += ` CROSS JOIN entries e ON e.seq = f.docid`
		if q.ConversationID != "" {
			where = append(where, `e.conversation_id = ?`)
			args = append(args, q.ConversationID)
		}
		if !q.Since.IsZero() {
			where = append(where, `e.created_at >= ?`)
			args = append(args, q.Since.UnixMilli())
		}
		if q.Agent != "" {
			where = append(where, `EXISTS (SELECT 1 FROM conversations c WHERE c.id = e.conversation_id AND (c.agent = ? OR EXISTS (SELECT 1 FROM participants p WHERE p.conversation_id = c.id AND p.name = ? AND p.kind = 'agent')))`)
			args = append(args, q.Agent, q.Agent)
		}
	}
	query += ` WHERE history_fts MATCH ?1`
	for _, w := range where {
		query += ` AND ` + w
	}
	query += fmt.Sprintf(` ORDER BY f.docid DESC LIMIT %d`, entrySearchBudget)
	var mi []uint32
	docs, err := session.QueryAll(ctx, db, func(rows *sql.Rows, d *scoredDoc) error {
		var blob []byte
		if err := rows.Scan(&d.seq, &blob); err != nil {
			return err
		}
		mi = mi[:0]
		for i := 0; i+4 <= len(blob); i += 4 {
			mi = append(mi, binary.NativeEndian.Uint32(blob[i:]))
		}
		d.score = bm25(mi)
		return nil
	}, query, args...)
	if err != nil {
		return nil, fmt.Errorf("searching the conversations: %w", err)
	}
	// Newer entries have higher seqs: among equal scores the newest first.
	sort.Slice(docs, func(i, j int) bool {
		if docs[i].score != docs[j].score {
			return docs[i].score > docs[j].score
		}
		return docs[i].seq > docs[j].seq
	})
	docs = docs[:min(len(docs), q.Limit)]
	if len(docs) == 0 {
		return nil, nil
	}
	return s.describeHits(ctx, match, docs)
}

// describeHits reads what a person is shown of each ranked message: where
// it is, who wrote it, when, and the line the terms are on.
func (s *Store) describeHits(ctx context.Context, match string, docs []scoredDoc) ([]EntryHit, error) {
	db := s.db.ReadDB()
	seqs := make([]any, 0, len(docs)+1)
	seqs = append(seqs, match)
	for _, d := range docs {
		seqs = append(seqs, d.seq)
	}
	ph := strings.Repeat(",?", len(docs))[1:]
	type row struct {
		hit     EntryHit
		seq     int64
		current string
		offsets string
		text    string
	}
	rows, err := session.QueryAll(ctx, db, func(rs *sql.Rows, r *row) error {
		var at int64
		if err := rs.Scan(&r.seq, &r.hit.EntryID, &r.hit.ConversationID, &r.hit.Title, &r.current, &r.hit.Author, &r.hit.Role, &at, &r.offsets, &r.text); err != nil {
			return err
		}
		r.hit.Time = time.UnixMilli(at).UTC()
		return nil
	}, `SELECT e.seq, e.id, e.conversation_id, c.title, c.current_branch, e.author, e.role, e.created_at,
		offsets(history_fts), f.text
		FROM history_fts f CROSS JOIN entries e ON e.seq = f.docid CROSS JOIN conversations c ON c.id = e.conversation_id
		WHERE history_fts MATCH ?1 AND f.docid IN (`+ph+`)`, seqs...)
	if err != nil {
		return nil, fmt.Errorf("reading the messages found: %w", err)
	}
	bySeq := make(map[int64]*row, len(rows))
	for i := range rows {
		bySeq[rows[i].seq] = &rows[i]
	}
	// Where each message is, one conversation at a time.
	convSeqs := map[string][]int64{}
	current := map[string]string{}
	for _, r := range rows {
		convSeqs[r.hit.ConversationID] = append(convSeqs[r.hit.ConversationID], r.seq)
		current[r.hit.ConversationID] = r.current
	}
	for conv, ss := range convSeqs {
		where, err := branchesHolding(ctx, db, conv, current[conv], ss)
		if err != nil {
			return nil, err
		}
		for _, seq := range ss {
			r := bySeq[seq]
			if b, ok := where[seq]; ok {
				r.hit.Branch = b
			} else {
				r.hit.Deleted = true
			}
		}
	}
	out := make([]EntryHit, 0, len(docs))
	for _, d := range docs {
		r, ok := bySeq[d.seq]
		if !ok { // deleted between the two reads
			continue
		}
		r.hit.Score = d.score
		r.hit.Line, r.hit.Marks = markedLine(r.text, termOffsets(r.offsets))
		if r.hit.Branch != "" {
			var excluded bool
			err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM excluded_entries WHERE conversation_id = ? AND branch = ? AND entry_id = ?)`,
				r.hit.ConversationID, r.hit.Branch, r.hit.EntryID).Scan(&excluded)
			if err != nil {
				return nil, fmt.Errorf("reading the exclusion marks: %w", err)
			}
			r.hit.Excluded = excluded
		}
		out = append(out, r.hit)
	}
	return out, nil
}

// branchesHolding finds, for each of the entries seqs of conversation conv,
// the branch whose path holds it: current when it does, else the most
// recently changed one. Each branch is walked up from its head only as far
// as the oldest entry asked about (a parent is always written before its
// children, so its seq is lower). Entries no branch holds are missing from
// the map.
func branchesHolding(ctx context.Context, db *sql.DB, conv, current string, seqs []int64) (map[int64]string, error) {
	type br struct {
		name string
		head sql.NullInt64
	}
	branches, err := session.QueryAll(ctx, db, func(rs *sql.Rows, b *br) error {
		return rs.Scan(&b.name, &b.head)
	}, `SELECT b.name, e.seq FROM branches b LEFT JOIN entries e ON e.id = b.head_id
		WHERE b.conversation_id = ? ORDER BY b.name = ? DESC, b.updated_at DESC, b.name`, conv, current)
	if err != nil {
		return nil, fmt.Errorf("reading the branches of %s: %w", conv, err)
	}
	lo := slices.Min(seqs)
	want := make(map[int64]bool, len(seqs))
	for _, s := range seqs {
		want[s] = true
	}
	out := make(map[int64]string, len(seqs))
	for _, b := range branches {
		if len(out) == len(want) {
			break
		}
		if !b.head.Valid || b.head.Int64 < lo {
			continue
		}
		path, err := session.QueryAll(ctx, db, session.ScanColumn[int64], `WITH RECURSIVE p(seq) AS (
				SELECT ?1
				UNION ALL
				SELECT e.parent_seq FROM entries e JOIN p ON e.seq = p.seq WHERE e.parent_seq >= ?2
			) SELECT seq FROM p`, b.head.Int64, lo)
		if err != nil {
			return nil, fmt.Errorf("reading branch %s of %s: %w", b.name, conv, err)
		}
		for _, s := range path {
			if want[s] {
				if _, ok := out[s]; !ok {
					out[s] = b.name
				}
			}
		}
	}
	return out, nil
}

// maxLineBytes bounds the line a hit shows.
const maxLineBytes = 400

// termOffsets reads offsets(): four numbers a matching term (column,
// term, byte offset, size), into byte ranges in order.
func termOffsets(s string) [][2]int {
	f := strings.Fields(s)
	var out [][2]int
	for i := 0; i+3 < len(f); i += 4 {
		off, err1 := strconv.Atoi(f[i+2])
		n, err2 := strconv.Atoi(f[i+3])
		if err1 == nil && err2 == nil && off >= 0 && n > 0 {
			out = append(out, [2]int{off, off + n})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// markedLine is the line of text holding the first of marks (byte ranges
// in text), cut to maxLineBytes around that mark at word boundaries where
// it is longer, with the marks that fall in it, relative to it.
func markedLine(text string, marks [][2]int) (string, [][2]int) {
	for len(marks) > 0 && marks[0][1] > len(text) {
		marks = marks[1:]
	}
	at := 0
	if len(marks) > 0 {
		at = marks[0][0]
	}
	start := strings.LastIndexByte(text[:at], '\n') + 1
	end := len(text)
	if k := strings.IndexByte(text[at:], '\n'); k >= 0 {
		end = at + k
	}
	lead, tail := "", ""
	if end-start > maxLineBytes {
		// Keep the first mark in view, a quarter of the room before it.
		from := max(start, at-maxLineBytes/4)
		to := min(end, from+maxLineBytes)
		from = max(start, min(from, to-maxLineBytes))
		if from > start {
			if k := strings.IndexByte(text[from:at], ' '); k >= 0 {
				from += k + 1
			}
			for from < at && !utf8.RuneStart(text[from]) {
				from++
			}
			lead = "…"
		}
		if to < end {
			if k := strings.LastIndexByte(text[max(at, from):to], ' '); k > 0 {
				to = max(at, from) + k
			}
			for to > from && to < len(text) && !utf8.RuneStart(text[to]) {
				to--
			}
			tail = "…"
		}
		start, end = from, to
	}
	line := text[start:end]
	if lead == "" { // the line's own indentation says nothing here
		trimmed := strings.TrimLeft(line, " \t")
		start += len(line) - len(trimmed)
		line = trimmed
	}
	var kept [][2]int
	for _, m := range marks {
		if m[0] >= start && m[1] <= end {
			kept = append(kept, [2]int{m[0] - start + len(lead), m[1] - start + len(lead)})
		}
	}
	// Tabs and carriage returns would move what follows on a terminal.
	line = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\r' {
			return ' '
		}
		return r
	}, line)
	return lead + line + tail, kept
}
