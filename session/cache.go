package session

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
)

// pathCache keeps what was read of recently read conversations: every
// entry's ids, links and metadata with an outline of its content (what the
// tree shows), and the decoded content of the entries a path has read
// (its reader reads them again: a turn's next step) or, when only the tree
// was read, of the newest entries within contentBudget bytes; a path
// reaching older entries reads their content then. Entries are immutable and
// each conversation only grows (new rows always get a higher seq than
// every row a reader has seen), so a conversation's cache is brought up to
// date by loading the rows after the highest seq it holds — also when
// another process appended them.
type pathCache struct {
	mu    sync.Mutex
	convs map[string]*convCache
	order []string // least recently used first
	max   int
	// budget is each conversation's contentBudget (smaller in tests).
	budget int
}

// contentBudget is how many bytes of decoded content reading a
// conversation's tree keeps: its newest entries, what a view and a turn's
// next step read first, so a long branch shown but not worked on costs no
// more than this.
const contentBudget = 2 << 20

type convCache struct {
	mu     sync.Mutex
	maxSeq int64
	bySeq  map[int64]*cachedEntry
	bytes  int // the size of the content held
	budget int
}

type cachedEntry struct {
	e         Entry   // Content only while held
	outline   []Block // made when the tree needs it, or when Content goes
	parentSeq int64
	size      int
	held      bool
}

func newPathCache(max int) *pathCache {
	return &pathCache{convs: map[string]*convCache{}, max: max, budget: contentBudget}
}

func (p *pathCache) get(convID string) *convCache {
	p.mu.Lock()
	defer p.mu.Unlock()
	cc := p.convs[convID]
	if cc == nil {
		cc = &convCache{bySeq: map[int64]*cachedEntry{}, budget: p.budget}
		p.convs[convID] = cc
	}
	for i, id := range p.order {
		if id == convID {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
	p.order = append(p.order, convID)
	for len(p.order) > p.max {
		delete(p.convs, p.order[0])
		p.order = p.order[1:]
	}
	return cc
}

func (p *pathCache) drop(convID string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.convs, convID)
	for i, id := range p.order {
		if id == convID {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
}

// catchUp loads the conversation's rows written after the cache's newest,
// up to upTo, for the tree, inside the caller's read transaction: the
// newest keep their content while the budget lasts, the older ones are
// read in outline only (a path reads them whole: catchUpWhole).
func (cc *convCache) catchUp(ctx context.Context, q querier, convID string, upTo int64) error {
	if upTo <= cc.maxSeq {
		return nil
	}
	lo := cc.maxSeq
	conv, n, err := convFilter(ctx, q, convID, lo, upTo)
	if err != nil {
		return err
	}
	// One allocation for the whole range rather than one per entry.
	block := make([]cachedEntry, 0, n)
	keep := func(seq int64, ce cachedEntry) {
		block = append(block, ce)
		cc.bySeq[seq] = &block[len(block)-1]
		cc.maxSeq = max(cc.maxSeq, seq)
	}
	// The newest rows whole, while they fit the budget.
	rows, err := q.QueryContext(ctx, `SELECT seq, COALESCE(parent_seq, 0), `+entryCols+` FROM entries
		WHERE `+conv+` = ? AND seq > ? AND seq <= ? ORDER BY seq DESC`, convID, lo, upTo)
	if err != nil {
		return err
	}
	keeping, stop := true, int64(0)
	for keeping && rows.Next() {
		var seq, parent int64
		e, err := scanEntry(seqScanner{rows: rows, seq: &seq, parent: &parent})
		if err != nil {
			rows.Close()
			return err
		}
		ce := cachedEntry{e: e, parentSeq: parent, size: contentSize(e.Content)}
		if cc.bytes+ce.size <= cc.budget {
			ce.held = true
			cc.bytes += ce.size
		} else {
			keeping, stop = false, seq // only the newest keep theirs
			ce.outline, ce.e.Content = outline(e.Content), nil
		}
		keep(seq, ce)
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return err
	}
	// The older ones in outline: SQLite cuts a plain text down to its
	// beginning, so their whole text is never copied out of it.
	if !keeping {
		if err := cc.outlines(ctx, q, conv, convID, lo, stop, keep); err != nil {
			return err
		}
	}
	if cc.maxSeq < upTo {
		cc.maxSeq = upTo // rows of other conversations, or none
	}
	return nil
}

// outlinePrefix is how many characters of a plain text catchUp reads for
// an outline: enough for outlineWidth cells but in rare texts.
const outlinePrefix = 1000

// outlines loads the rows after lo and before stop in outline.
func (cc *convCache) outlines(ctx context.Context, q querier, conv, convID string, lo, stop int64, keep func(int64, cachedEntry)) error {
	const plain = `json_valid(content) AND json_array_length(content) = 1 AND json_extract(content, '$[0].type') = 'text'`
	prefix := strconv.Itoa(outlinePrefix)
	rows, err := q.QueryContext(ctx, `SELECT seq, COALESCE(parent_seq, 0), `+strings.Replace(entryCols, ", content,", `,
			CASE WHEN `+plain+` THEN NULL ELSE content END,
			CASE WHEN `+plain+` THEN substr(json_extract(content, '$[0].text'), 1, `+prefix+`) END,
			CASE WHEN `+plain+` THEN length(json_extract(content, '$[0].text')) > `+prefix+` ELSE 0 END,`, 1)+`
		FROM entries WHERE `+conv+` = ? AND seq > ? AND seq < ? ORDER BY seq DESC`, convID, lo, stop)
	if err != nil {
		return err
	}
	defer rows.Close()
	var cut []int64
	for rows.Next() {
		var seq, parent, created int64
		var head string
		var content, text sql.NullString
		var truncated bool
		var meta []byte
		if err := rows.Scan(&seq, &parent, &head, &content, &text, &truncated, &meta, &created); err != nil {
			return err
		}
		ce := cachedEntry{parentSeq: parent}
		if err := ce.e.setHead(head, meta, created); err != nil {
			return err
		}
		switch {
		case content.Valid:
			bs, err := decodeContent(content.String)
			if err != nil {
				return fmt.Errorf("entry %s has unreadable content: %w", ce.e.ID, err)
			}
			ce.outline = outline(bs)
		case text.String != "":
			ce.outline = []Block{{Type: BlockText, Text: strings.Clone(line(text.String, outlineWidth))}}
			if truncated && !strings.HasSuffix(ce.outline[0].Text, clip.Ellipsis) {
				cut = append(cut, seq) // its beginning is shorter than a line
			}
		}
		keep(seq, ce)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	contents, err := readContents(ctx, q, cut)
	if err != nil {
		return err
	}
	for i, seq := range cut {
		cc.bySeq[seq].outline = outline(contents[i])
	}
	return nil
}

type seqScanner struct {
	rows        *sql.Rows
	seq, parent *int64
	more        []any // columns between parent_seq and the entry's
}

func (s seqScanner) Scan(dest ...any) error {
	return s.rows.Scan(append(append([]any{s.seq, s.parent}, s.more...), dest...)...)
}

// path walks from seq to the root, reading (within the caller's
// transaction q) the content of the entries read in outline only, which
// keep it from then on.
// The entries share their Content slices with the cache: callers must
// treat them as read-only (entries are immutable anyway).
func (cc *convCache) path(ctx context.Context, q querier, headSeq int64) ([]Entry, error) {
	n, missing := 0, 0
	for s := headSeq; s != 0; n++ {
		ce := cc.bySeq[s]
		if ce == nil {
			return nil, fmt.Errorf("entry #%d is missing from its conversation", s)
		}
		if !ce.held {
			missing++
		}
		s = ce.parentSeq
	}
	out := make([]Entry, n)
	var seqs []int64
	var at []int
	for s, i := headSeq, n-1; s != 0; i-- {
		ce := cc.bySeq[s]
		out[i] = ce.e
		if !ce.held {
			seqs, at = append(seqs, s), append(at, i)
		}
		s = ce.parentSeq
	}
	if missing == 0 {
		return out, nil
	}
	contents, err := readContents(ctx, q, seqs)
	if err != nil {
		return nil, err
	}
	for j, i := range at {
		out[i].Content = contents[j]
		ce := cc.bySeq[seqs[j]]
		ce.e.Content, ce.held, ce.size, ce.outline = contents[j], true, contentSize(contents[j]), nil
		cc.bytes += ce.size
	}
	return out, nil
}

// readContents reads and decodes the content of the entries with seqs.
func readContents(ctx context.Context, q querier, seqs []int64) ([][]Block, error) {
	st, err := prepare(ctx, q, `SELECT content FROM entries WHERE seq = ?`)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	out := make([][]Block, len(seqs))
	for i, seq := range seqs {
		var content string
		if err := st.QueryRowContext(ctx, seq).Scan(&content); err != nil {
			return nil, fmt.Errorf("reading entry #%d: %w", seq, err)
		}
		if out[i], err = decodeContent(content); err != nil {
			return nil, fmt.Errorf("entry #%d has unreadable content: %w", seq, err)
		}
	}
	return out, nil
}

// prepare prepares a statement on a transaction or a pool.
func prepare(ctx context.Context, q querier, query string) (*sql.Stmt, error) {
	if p, ok := q.(interface {
		PrepareContext(context.Context, string) (*sql.Stmt, error)
	}); ok {
		return p.PrepareContext(ctx, query)
	}
	return nil, fmt.Errorf("cannot prepare statements on %T", q)
}

// cachedPath returns the path from the root to the entry with headSeq.
func (s *Store) cachedPath(ctx context.Context, tx *sql.Tx, convID string, headSeq int64) ([]Entry, error) {
	cc := s.cache.get(convID)
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if err := cc.catchUpWhole(ctx, tx, s.r, convID, headSeq); err != nil {
		return nil, fmt.Errorf("reading conversation %s: %w", convID, err)
	}
	return cc.path(ctx, tx, headSeq)
}

// outlineOf is the entry's content in outline.
func (ce *cachedEntry) outlineOf() []Block {
	if ce.outline == nil && ce.held {
		ce.outline = outline(ce.e.Content)
	}
	return ce.outline
}

// outlineWidth is how wide the text of an outline is, in terminal cells.
const outlineWidth = 200

// outline reduces a content list to what describes it on one line: its
// text flattened and cut to outlineWidth cells (a copy, so the full text
// can be freed), its tool calls and results by id and name.
func outline(bs []Block) []Block {
	var out []Block
	if t := Text(bs); t != "" {
		out = append(out, Block{Type: BlockText, Text: strings.Clone(line(t, outlineWidth))})
	}
	for _, b := range bs {
		switch {
		case b.Type == BlockToolCall && b.ToolCall != nil:
			out = append(out, Block{Type: BlockToolCall, ToolCall: &ToolCall{ID: b.ToolCall.ID, Name: b.ToolCall.Name}})
		case b.Type == BlockToolResult && b.ToolResult != nil:
			r := *b.ToolResult
			r.Result, r.Error = "", nil
			out = append(out, Block{Type: BlockToolResult, ToolResult: &r})
		}
	}
	return out
}

// contentSize is about how many bytes a decoded content list holds.
func contentSize(bs []Block) int {
	n := 0
	for _, b := range bs {
		n += 64 + len(b.Text) + len(b.Thinking) + len(b.Signature) + len(b.Redacted) + len(b.Data)
		if b.ToolCall != nil {
			n += len(b.ToolCall.Arguments) + len(b.ToolCall.Invalid)
		}
		if b.ToolResult != nil {
			n += len(b.ToolResult.Result)
		}
		if b.AsyncResult != nil {
			n += len(b.AsyncResult.Result)
		}
	}
	return n
}

// line is clip.Line(s, w) reading no more of s than the line needs: the
// words of s joined by single spaces, cut to w cells with an ellipsis (and
// without the escape sequences or invalid bytes after the cut that
// clip.Line keeps).
func line(s string, w int) string {
	var b strings.Builder
	check := w // a line wider than w cells is longer than w bytes
	for {
		i := strings.IndexFunc(s, notSpace)
		if i < 0 {
			break
		}
		s = s[i:]
		j := strings.IndexFunc(s, unicode.IsSpace)
		if j < 0 {
			j = len(s)
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[:j])
		s = s[j:]
		if b.Len() > check {
			if ansi.StringWidth(b.String()) > w {
				break
			}
			check = 2 * b.Len()
		}
	}
	return clip.Width(b.String(), w)
}

func notSpace(r rune) bool { return !unicode.IsSpace(r) }
