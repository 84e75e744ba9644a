package session

import (
	"context"
	"database/sql"
)

// catchUpWhole loads the conversation's rows written after the cache's
// newest, up to upTo, whole (a path is about to read them), inside the
// caller's read transaction. A large gap (a long conversation read for the
// first time) is loaded in two halves at once, the second on another read
// connection: entries are immutable and seq order is commit order, so
// every row up to upTo that the transaction sees is also seen, unchanged,
// by a later one.
func (cc *convCache) catchUpWhole(ctx context.Context, tx *sql.Tx, pool *sql.DB, convID string, upTo int64) error {
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
		// One allocation for the whole range rather than one per entry.
		block := make([]cachedEntry, len(parts[i]))
		for j, se := range parts[i] {
			block[j] = cachedEntry{e: se.e, parentSeq: se.parent, size: contentSize(se.e.Content), held: true}
			cc.bytes += block[j].size
			cc.bySeq[se.seq] = &block[j]
		}
	}
	cc.maxSeq = upTo // rows of other conversations, or none, up to it
	return nil
}

// parallelCatchUp is the seq gap above which catchUpWhole loads in two
// halves.
const parallelCatchUp = 4000

type seqEntry struct {
	seq, parent int64
	e           Entry
}

func loadRange(ctx context.Context, q querier, convID string, after, upTo int64) ([]seqEntry, error) {
	conv, n, err := convFilter(ctx, q, convID, after, upTo)
	if err != nil {
		return nil, err
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

// convFilter is how a read of the conversation's rows after after and up
// to upTo finds them, with how many there are. When the conversation owns
// most rows of the range (a long conversation loaded at once), reading the
// table by rowid range is sequential and much cheaper than an index lookup
// per row; the unary + keeps SQLite off the conversation index. Otherwise
// the index finds the conversation's rows among everyone else's.
func convFilter(ctx context.Context, q querier, convID string, after, upTo int64) (string, int64, error) {
	var n int64
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM entries WHERE conversation_id = ? AND seq > ? AND seq <= ?`,
		convID, after, upTo).Scan(&n); err != nil {
		return "", 0, err
	}
	if 2*n >= upTo-after {
		return "+conversation_id", n, nil
	}
	return "conversation_id", n, nil
}
