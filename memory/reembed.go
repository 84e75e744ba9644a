package memory

import (
	"context"
	"database/sql"
	"fmt"
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
	type item struct {
		seq     int64
		typ     string
		created int64
		sup     int
		content string
	}
	load := func(q querier) (map[int64]item, error) {
		rows, err := q.QueryContext(ctx, `SELECT m.seq, m.type, m.created_at, m.superseded_by IS NOT NULL,
			CASE WHEN m.external = 1 THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = m.seq) ELSE m.content END
			FROM memories m WHERE m.agent = ?`, agent)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		out := map[int64]item{}
		for rows.Next() {
			var it item
			if err := rows.Scan(&it.seq, &it.typ, &it.created, &it.sup, &it.content); err != nil {
				return nil, err
			}
			out[it.seq] = it
		}
		return out, rows.Err()
	}
	items, err := load(s.db.ReadDB())
	if err != nil {
		return 0, fmt.Errorf("re-embedding memories of %s: %w", agent, err)
	}
	vecs := map[int64][]float32{}
	dim := emb.Dim()
	embedBatch := func(its []item) error {
		texts := make([]string, len(its))
		for i, it := range its {
			texts[i] = it.content
		}
		vs, d, err := embedTexts(ctx, emb, texts)
		if err != nil {
			return err
		}
		dim = d
		for i, it := range its {
			vecs[it.seq] = vs[i]
		}
		return nil
	}
	var batch []item
	for _, it := range items {
		batch = append(batch, it)
		if len(batch) == 256 {
			if err := embedBatch(batch); err != nil {
				return 0, err
			}
			batch = batch[:0]
		}
	}
	if len(batch) > 0 {
		if err := embedBatch(batch); err != nil {
			return 0, err
		}
	}
	if dim == 0 {
		if _, d, err := embedTexts(ctx, emb, []string{"dimension probe"}); err != nil {
			return 0, err
		} else {
			dim = d
		}
	}
	n := 0
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		cur, _, curDim, ok, err := agentEmbedder(ctx, tx, agent)
		if err != nil {
			return err
		}
		if ok {
			if err := ensureVecTable(ctx, tx, cur, curDim); err != nil {
				return err
			}
		}
		eid, err := registerEmbedder(ctx, tx, emb.Name(), dim, now)
		if err != nil {
			return err
		}
		items, err := load(tx)
		if err != nil {
			return err
		}
		var missing []item
		for _, it := range items {
			if vecs[it.seq] == nil {
				missing = append(missing, it)
			}
		}
		if len(missing) > 0 {
			if err := embedBatch(missing); err != nil {
				return err
			}
		}
		if ok {
			for seq := range items {
				if err := deleteVec(ctx, tx, cur, seq); err != nil {
					return err
				}
			}
		}
		w, err := newVecWriter(ctx, tx, eid)
		if err != nil {
			return err
		}
		defer w.close()
		for seq, it := range items {
			if err := w.put(ctx, seq, agent, it.typ, it.created, it.sup, vecs[seq]); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO memory_agents (agent, embedder_id) VALUES (?, ?)
			ON CONFLICT (agent) DO UPDATE SET embedder_id = excluded.embedder_id`, agent, eid); err != nil {
			return err
		}
		n = len(items)
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
