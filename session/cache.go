package session

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// pathCache keeps the decoded entries of recently read conversations.
// Entries are immutable and each conversation only grows (new rows always
// get a higher seq than every row a reader has seen), so a conversation's
// cache is brought up to date by loading the rows after the highest seq it
// holds — also when another process appended them.
type pathCache struct {
	mu    sync.Mutex
	convs map[string]*convCache
	order []string // least recently used first
	max   int
}

type convCache struct {
	mu     sync.Mutex
	maxSeq int64
	bySeq  map[int64]*cachedEntry
}

type cachedEntry struct {
	e         Entry
	parentSeq int64
}

func newPathCache(max int) *pathCache {
	return &pathCache{convs: map[string]*convCache{}, max: max}
}

func (p *pathCache) get(convID string) *convCache {
	p.mu.Lock()
	defer p.mu.Unlock()
	cc := p.convs[convID]
	if cc == nil {
		cc = &convCache{bySeq: map[int64]*cachedEntry{}}
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
// up to upTo, inside the caller's read transaction. A large gap (a long
// conversation read for the first time) is loaded in two halves at once,
// the second on another read connection: entries are immutable and seq
// order is commit order, so every row up to upTo that the transaction sees
// is also seen, unchanged, by a later one.
func (cc *convCache) catchUp(ctx context.Context, tx *sql.Tx, pool *sql.DB, convID string, upTo int64) error {
	if upTo <= cc.maxSeq {
		return nil
	}
	var parts [2][]seqEntry
	var errs [2]error
	lo := cc.maxSeq
	if upTo-lo > parallelCatchUp && pool != nil {
		mid := lo + (upTo-lo)/2
		done := make(chan struct{})
		go func() {
			defer close(done)
			parts[1], errs[1] = loadRange(ctx, pool, convID, mid, upTo)
		}()
		parts[0], errs[0] = loadRange(ctx, tx, convID, lo, mid)
		<-done
	} else {
		parts[0], errs[0] = loadRange(ctx, tx, convID, lo, upTo)
	}
	for i := range parts {
		if errs[i] != nil {
			return errs[i]
		}
		if len(cc.bySeq) == 0 && i == 0 {
			cc.bySeq = make(map[int64]*cachedEntry, len(parts[0])+len(parts[1]))
		}
		// One allocation for the whole range rather than one per entry.
		block := make([]cachedEntry, len(parts[i]))
		for j, se := range parts[i] {
			block[j] = cachedEntry{e: se.e, parentSeq: se.parent}
			cc.bySeq[se.seq] = &block[j]
			if se.seq > cc.maxSeq {
				cc.maxSeq = se.seq
			}
		}
	}
	return nil
}

// parallelCatchUp is the seq gap above which catchUp loads in two halves.
const parallelCatchUp = 4000

type seqEntry struct {
	seq, parent int64
	e           Entry
}

func loadRange(ctx context.Context, q querier, convID string, after, upTo int64) ([]seqEntry, error) {
	// When the conversation owns most rows of the range (a long
	// conversation loaded at once), reading the table by rowid range is
	// sequential and much cheaper than an index lookup per row; the unary +
	// keeps SQLite off the conversation index. Otherwise the index finds
	// the conversation's rows among everyone else's.
	var n int64
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM entries WHERE conversation_id = ? AND seq > ? AND seq <= ?`,
		convID, after, upTo).Scan(&n); err != nil {
		return nil, err
	}
	conv := "conversation_id"
	if 2*n >= upTo-after {
		conv = "+conversation_id"
	}
	rows, err := q.QueryContext(ctx, `SELECT seq, COALESCE(parent_seq, 0), `+entryCols+` FROM entries
		WHERE `+conv+` = ? AND seq > ? AND seq <= ? ORDER BY seq`, convID, after, upTo)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]seqEntry, 0, n)
	for rows.Next() {
		var se seqEntry
		if se.e, err = scanEntry(seqScanner{rows: rows, seq: &se.seq, parent: &se.parent}); err != nil {
			return nil, err
		}
		out = append(out, se)
	}
	return out, rows.Err()
}

type seqScanner struct {
	rows        *sql.Rows
	seq, parent *int64
}

func (s seqScanner) Scan(dest ...any) error {
	return s.rows.Scan(append([]any{s.seq, s.parent}, dest...)...)
}

// path walks from seq to the root. The entries share their Content slices
// with the cache: callers must treat them as read-only (entries are
// immutable anyway).
func (cc *convCache) path(headSeq int64) ([]Entry, error) {
	n := 0
	for s := headSeq; s != 0; n++ {
		ce := cc.bySeq[s]
		if ce == nil {
			return nil, fmt.Errorf("entry #%d is missing from its conversation", s)
		}
		s = ce.parentSeq
	}
	out := make([]Entry, n)
	for s, i := headSeq, n-1; s != 0; i-- {
		ce := cc.bySeq[s]
		out[i] = ce.e
		s = ce.parentSeq
	}
	return out, nil
}

// cachedPath returns the path from the root to the entry with headSeq.
func (s *Store) cachedPath(ctx context.Context, tx *sql.Tx, convID string, headSeq int64) ([]Entry, error) {
	cc := s.cache.get(convID)
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if err := cc.catchUp(ctx, tx, s.r, convID, headSeq); err != nil {
		return nil, fmt.Errorf("reading conversation %s: %w", convID, err)
	}
	return cc.path(headSeq)
}
