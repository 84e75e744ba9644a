package memory

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/grovechat/grove/session"
)

// Reembed re-embeds all of agent's memories with emb and switches the
// agent to it, in one transaction (searches see either all old or all new
// vectors). It returns how many memories were re-embedded. Memories written
// by another process meanwhile are embedded inside the transaction.
//
// With the offline embedder, a model is first learned from the agent's
// memories (see Learned) if it has at least minLearn of them, and the
// memories are embedded with it.
func (s *Store) Reembed(ctx context.Context, agent string, emb Embedder) (int, error) {
	return s.reembed(ctx, agent, emb, nil)
}

// reembed is Reembed; an offline model is learned from agent's memories
// and the texts of extra, memories about to be written.
func (s *Store) reembed(ctx context.Context, agent string, emb Embedder, extra []string) (int, error) {
	var model *Learned
	var blob []byte
	if _, ok := emb.(Offline); ok {
		l, b, ok, err := s.learn(ctx, agent, extra)
		if err != nil {
			return 0, fmt.Errorf("re-embedding memories of %s: %w", agent, err)
		}
		if ok {
			emb, model, blob = l, &l, b
			s.models.Store(l.name, l)
		}
	}
	items, err := loadReembedItems(ctx, s.db.ReadDB(), agent)
	if err != nil {
		return 0, fmt.Errorf("re-embedding memories of %s: %w", agent, err)
	}
	r := &reembedding{emb: emb, vecs: map[int64][]float32{}, dim: emb.Dim()}
	if err := r.embedAll(ctx, items); err != nil {
		return 0, err
	}
	n := 0
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		var err error
		if n, err = r.switchVectors(ctx, tx, agent, now); err != nil {
			return err
		}
		if _, ok := emb.(Offline); ok || model != nil {
			return saveModel(ctx, tx, agent, model, blob, now)
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("re-embedding memories of %s: %w", agent, err)
	}
	return n, nil
}

// reembedItem is what re-embedding needs of a memory: its text and what
// its vector row carries.
type reembedItem struct {
	seq     int64
	typ     string
	created int64
	sup     int
	content string
}

// loadReembedItems reads all of agent's memories, by sequence number.
func loadReembedItems(ctx context.Context, q querier, agent string) (map[int64]reembedItem, error) {
	items, err := session.QueryAll(ctx, q, func(rows *sql.Rows, it *reembedItem) error {
		return rows.Scan(&it.seq, &it.typ, &it.created, &it.sup, &it.content)
	}, `SELECT m.seq, m.type, m.created_at, m.superseded_by IS NOT NULL,
		CASE WHEN m.external = 1 THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = m.seq) ELSE m.content END
		FROM memories m WHERE m.agent = ?`, agent)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]reembedItem, len(items))
	for _, it := range items {
		out[it.seq] = it
	}
	return out, nil
}

// reembedding holds the new vectors of one agent's memories as they are
// made, and their dimension.
type reembedding struct {
	emb  Embedder
	vecs map[int64][]float32 // by sequence number
	dim  int
}

// reembedBatch is how many memories are embedded in one call.
const reembedBatch = 256

// embed embeds one batch of memories.
func (r *reembedding) embed(ctx context.Context, its []reembedItem) error {
	texts := make([]string, len(its))
	for i, it := range its {
		texts[i] = it.content
	}
	vs, d, err := embedTexts(ctx, r.emb, texts)
	if err != nil {
		return err
	}
	r.dim = d
	for i, it := range its {
		r.vecs[it.seq] = vs[i]
	}
	return nil
}

// embedAll embeds items in batches; with no memories it asks the embedder
// for its dimension.
func (r *reembedding) embedAll(ctx context.Context, items map[int64]reembedItem) error {
	var batch []reembedItem
	for _, it := range items {
		batch = append(batch, it)
		if len(batch) == reembedBatch {
			if err := r.embed(ctx, batch); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	if len(batch) > 0 {
		if err := r.embed(ctx, batch); err != nil {
			return err
		}
	}
	if r.dim == 0 {
		_, d, err := embedTexts(ctx, r.emb, []string{"dimension probe"})
		if err != nil {
			return err
		}
		r.dim = d
	}
	return nil
}

// switchVectors, inside the write transaction, embeds the memories written
// since embedAll read them, replaces agent's vectors with the new ones and
// switches the agent to the new embedder. It returns how many memories
// there are.
func (r *reembedding) switchVectors(ctx context.Context, tx *sql.Tx, agent string, now time.Time) (int, error) {
	cur, _, curDim, ok, err := agentEmbedder(ctx, tx, agent)
	if err != nil {
		return 0, err
	}
	if ok {
		if err := ensureVecTable(ctx, tx, cur, curDim); err != nil {
			return 0, err
		}
	}
	eid, err := registerEmbedder(ctx, tx, r.emb.Name(), r.dim, now)
	if err != nil {
		return 0, err
	}
	items, err := loadReembedItems(ctx, tx, agent)
	if err != nil {
		return 0, err
	}
	var missing []reembedItem
	for _, it := range items {
		if r.vecs[it.seq] == nil {
			missing = append(missing, it)
		}
	}
	if len(missing) > 0 {
		if err := r.embed(ctx, missing); err != nil {
			return 0, err
		}
	}
	if ok {
		for seq := range items {
			if err := deleteVec(ctx, tx, cur, seq); err != nil {
				return 0, err
			}
		}
	}
	w, err := newVecWriter(ctx, tx, eid)
	if err != nil {
		return 0, err
	}
	defer w.close()
	for seq, it := range items {
		if err := w.put(ctx, seq, agent, it.typ, it.created, it.sup, r.vecs[seq]); err != nil {
			return 0, err
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO memory_agents (agent, embedder_id) VALUES (?, ?)
		ON CONFLICT (agent) DO UPDATE SET embedder_id = excluded.embedder_id`, agent, eid); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM memory_pending_vectors WHERE agent = ?`, agent); err != nil {
		return 0, err
	}
	return len(items), nil
}
