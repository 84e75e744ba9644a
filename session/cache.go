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
// inside the caller's read transaction (so it sees the same snapshot as the
// branch head the caller read).
func (cc *convCache) catchUp(ctx context.Context, tx *sql.Tx, convID string, upTo int64) error {
	if upTo <= cc.maxSeq {
		return nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT seq, COALESCE(parent_seq, 0), `+entryCols+` FROM entries
		WHERE conversation_id = ? AND seq > ? ORDER BY seq`, convID, cc.maxSeq)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var seq, parent int64
		e, err := scanEntry(seqScanner{rows: rows, seq: &seq, parent: &parent})
		if err != nil {
			return err
		}
		cc.bySeq[seq] = &cachedEntry{e: e, parentSeq: parent}
		if seq > cc.maxSeq {
			cc.maxSeq = seq
		}
	}
	return rows.Err()
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
	if err := cc.catchUp(ctx, tx, convID, headSeq); err != nil {
		return nil, fmt.Errorf("reading conversation %s: %w", convID, err)
	}
	return cc.path(headSeq)
}
