package memory

import (
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// History is recall over an agent's own conversations: the user and
// assistant messages of every conversation the agent owns or takes part in,
// indexed by history_fts (migration 0002; filled in batches, see
// history_index.go).

// HistoryQuery is a full-text search over an agent's conversations.
type HistoryQuery struct {
	Text string
	// K is how many hits to return; 0 means 10.
	K int
	// ConversationID keeps one conversation only; "" means all the agent's.
	ConversationID string
	// Since and Until keep messages written in [Since, Until); zero is open.
	Since, Until time.Time
}

// HistoryHit is one message found by SearchHistory.
type HistoryHit struct {
	ConversationID string    `json:"conversation_id"`
	EntryID        string    `json:"entry_id"`
	Time           time.Time `json:"time"`
	Author         string    `json:"author"`
	Role           string    `json:"role"`
	// Snippet is the matching part of the message, matches in [brackets].
	Snippet string  `json:"snippet"`
	Score   float64 `json:"score"`
}

// HistoryRange selects messages for ReadHistory.
type HistoryRange struct {
	ConversationID string    // "" means all the agent's conversations
	Since, Until   time.Time // [Since, Until); zero is open
	// Limit keeps the last Limit messages of the range; 0 means 20.
	Limit int
}

// HistoryMessage is one message read by ReadHistory.
type HistoryMessage struct {
	ConversationID string    `json:"conversation_id"`
	EntryID        string    `json:"entry_id"`
	Time           time.Time `json:"time"`
	Author         string    `json:"author"`
	Role           string    `json:"role"`
	Text           string    `json:"text"`
}

// agentConvSQL restricts conversations c to those of agent (one argument):
// owned by it or joined as a participant.
const agentConvSQL = `(c.agent = ?1 OR EXISTS (SELECT 1 FROM participants p WHERE p.conversation_id = c.id AND p.name = ?1 AND p.kind = 'agent'))`

func historyFilter(conv string, since, until time.Time) (string, []any) {
	var where string
	var args []any
	if conv != "" {
		where += ` AND e.conversation_id = ?`
		args = append(args, conv)
	}
	if !since.IsZero() {
		where += ` AND e.created_at >= ?`
		args = append(args, since.UnixMilli())
	}
	if !until.IsZero() {
		where += ` AND e.created_at < ?`
		args = append(args, until.UnixMilli())
	}
	return where, args
}

// SearchHistory ranks agent's past messages for q by BM25, newest first
// among equals. Errors: EINVALID (empty text).
func (s *Store) SearchHistory(ctx context.Context, agent string, q HistoryQuery) ([]HistoryHit, error) {
	terms := queryTerms(q.Text)
	if len(terms) == 0 {
		return nil, session.Errorf(session.EINVALID, "a history search needs words")
	}
	if q.K <= 0 {
		q.K = 10
	}
	if err := s.catchUpHistory(ctx); err != nil {
		return nil, err
	}
	where, fargs := historyFilter(q.ConversationID, q.Since, q.Until)
	args := append([]any{agent, strings.Join(terms, " OR ")}, fargs...)
	// CROSS JOIN keeps the full-text match as the outer loop.
	var mi []uint32
	out, err := session.QueryAll(ctx, s.db.ReadDB(), func(rows *sql.Rows, h *HistoryHit) error {
		var at int64
		var blob []byte
		if err := rows.Scan(&h.EntryID, &h.ConversationID, &at, &h.Author, &h.Role, &h.Snippet, &blob); err != nil {
			return err
		}
		h.Time = time.UnixMilli(at).UTC()
		mi = mi[:0]
		for i := 0; i+4 <= len(blob); i += 4 {
			mi = append(mi, binary.NativeEndian.Uint32(blob[i:]))
		}
		h.Score = bm25(mi)
		return nil
	}, `SELECT e.id, e.conversation_id, e.created_at, e.author, e.role,
		snippet(history_fts, '[', ']', '…', -1, 16), matchinfo(history_fts, 'pcnalx')
		FROM history_fts f CROSS JOIN entries e ON e.seq = f.docid CROSS JOIN conversations c ON c.id = e.conversation_id
		WHERE history_fts MATCH ?2 AND `+agentConvSQL+where, args...)
	if err != nil {
		return nil, fmt.Errorf("searching the history of %s: %w", agent, err)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].Time.After(out[j].Time)
	})
	if len(out) > q.K {
		out = out[:q.K]
	}
	return out, nil
}

// ReadHistory returns the last r.Limit user and assistant messages of
// agent's conversations in r's range, oldest first.
func (s *Store) ReadHistory(ctx context.Context, agent string, r HistoryRange) ([]HistoryMessage, error) {
	if r.Limit <= 0 {
		r.Limit = 20
	}
	where, fargs := historyFilter(r.ConversationID, r.Since, r.Until)
	args := append([]any{agent}, fargs...)
	args = append(args, r.Limit)
	out, err := session.QueryAll(ctx, s.db.ReadDB(), func(rows *sql.Rows, m *HistoryMessage) error {
		var at int64
		var content []byte
		if err := rows.Scan(&m.EntryID, &m.ConversationID, &at, &m.Author, &m.Role, &content); err != nil {
			return err
		}
		m.Time = time.UnixMilli(at).UTC()
		var blocks []session.Block
		if err := json.Unmarshal(content, &blocks); err == nil {
			m.Text = session.Text(blocks)
		}
		return nil
	}, `SELECT e.id, e.conversation_id, e.created_at, e.author, e.role, e.content
		FROM conversations c JOIN entries e ON e.conversation_id = c.id
		WHERE `+agentConvSQL+` AND e.kind = 'message' AND e.role IN ('user', 'assistant')`+where+`
		ORDER BY e.created_at DESC, e.seq DESC LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("reading the history of %s: %w", agent, err)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}
