package memory

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// Embedders per agent, and what happens when an agent's embedder cannot
// make its vectors.
//
// An agent's stored vectors always come from one embedder (memory_agents);
// searches compare only those. A memory whose vector another embedder made
// — the offline one, because the agent's endpoint failed at the write, or
// the agent's configured one while its stored vectors still come from the
// embedder it had before — keeps that vector in memory_pending_vectors
// instead: full-text search finds it, the vector ranker does not, and
// Reembed moves it over with the rest.

// UseEmbedders makes the store embed agent's memories with pick(agent)
// (nil: the store's own embedder). Call it before the store is used.
func (s *Store) UseEmbedders(pick func(agent string) Embedder) { s.pick = pick }

// OnNotice sets who hears what the store says once per process: that an
// embedder failed and memories were embedded offline for now, or that an
// agent's new memories wait to be re-embedded. Call it before use.
func (s *Store) OnNotice(f func(msg string)) { s.notify = f }

// EmbedderOf returns the embedder configured for agent: the one its new
// memories are embedded with and Reembed switches to.
func (s *Store) EmbedderOf(agent string) Embedder {
	if s.pick != nil {
		if e := s.pick(agent); e != nil {
			return e
		}
	}
	return s.emb
}

// offlineFor reports whether agent is configured with the offline
// embedder, whose models the store learns per agent.
func (s *Store) offlineFor(agent string) bool {
	_, ok := s.EmbedderOf(agent).(Offline)
	return ok
}

// local reports whether e is the offline embedder or a model it learned:
// both work without a network and never fail.
func local(e Embedder) bool {
	switch e.(type) {
	case Offline, Learned:
		return true
	}
	return false
}

// once tells notify msg the first time key is said.
func (s *Store) once(key, msg string) {
	if s.notify == nil {
		return
	}
	if _, said := s.told.LoadOrStore(key, true); !said {
		s.notify(msg)
	}
}

// embedWrite embeds the texts of a write with emb. When emb is not local
// and fails (its endpoint unreachable, refusing the key...), the offline
// embedder makes the vectors instead and fell is true: they are to wait in
// memory_pending_vectors. The store says so once per embedder.
func (s *Store) embedWrite(ctx context.Context, agent string, emb Embedder, texts []string) (vecs [][]float32, dim int, used Embedder, fell bool, err error) {
	vecs, dim, err = embedTexts(ctx, emb, texts)
	if err == nil || ctx.Err() != nil || local(emb) {
		return vecs, dim, emb, false, err
	}
	off := NewOffline()
	vecs, dim, oerr := embedTexts(ctx, off, texts)
	if oerr != nil {
		return nil, 0, nil, false, err
	}
	s.once("fallback\x00"+emb.Name(), fmt.Sprintf(
		"%s; memories are embedded offline for now and marked to re-embed (grove agent memory reembed %s)",
		strings.TrimSuffix(err.Error(), "."), agent))
	return vecs, dim, off, true, nil
}

// searchEmbedder is the embedder a search of agent's memories embeds its
// query with: the agent's configured one, or, while the agent's vectors
// still come from the offline embedder (before a re-embedding), that one.
func (s *Store) searchEmbedder(ctx context.Context, agent string) (Embedder, error) {
	emb, err := s.embedderFor(ctx, s.db.ReadDB(), agent)
	if err != nil || local(emb) {
		return emb, err
	}
	_, name, _, ok, err := agentEmbedder(ctx, s.db.ReadDB(), agent)
	switch {
	case err != nil:
		return nil, err
	case ok && name == NewOffline().Name():
		return NewOffline(), nil
	case ok && strings.HasPrefix(name, learnedPrefix):
		return s.loadModel(ctx, s.db.ReadDB(), name)
	}
	return emb, nil
}

// bindOrPend binds agent to the embedder (name, dim) as bindAgent does,
// except that an agent with memories whose vectors come from another
// embedder keeps them: pend is true, and the new vectors are to wait in
// memory_pending_vectors until the agent is re-embedded. The store says so
// once per agent and embedder.
func (s *Store) bindOrPend(ctx context.Context, tx *sql.Tx, agent, name string, dim int, now time.Time) (eid int64, pend bool, err error) {
	_, cur, _, ok, err := agentEmbedder(ctx, tx, agent)
	if err != nil {
		return 0, false, err
	}
	if ok && cur != name {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM memories WHERE agent = ?`, agent).Scan(&n); err != nil {
			return 0, false, err
		}
		if n > 0 {
			s.once("pending\x00"+agent+"\x00"+name, fmt.Sprintf(
				"%s's memories are embedded with %s, not %s: new ones are found by full text until grove agent memory reembed %s",
				agent, cur, name, agent))
			return 0, true, nil
		}
	}
	eid, err = bindAgent(ctx, tx, agent, name, dim, now)
	return eid, false, err
}

// putPending keeps (or replaces) the vector of memory seq made by the
// embedder named emb, to be re-embedded.
func putPending(ctx context.Context, tx *sql.Tx, seq int64, agent, emb string, vec []float32, now time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memory_pending_vectors (seq, agent, embedder, embedding, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (seq) DO UPDATE SET embedder = excluded.embedder, embedding = excluded.embedding, created_at = excluded.created_at`,
		seq, agent, emb, vecBlob(vec), now.UnixMilli())
	return err
}

// isPending reports whether memory seq's vector waits to be re-embedded.
func isPending(ctx context.Context, q querier, seq int64) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM memory_pending_vectors WHERE seq = ?`, seq).Scan(&n)
	return n > 0, err
}

// Pending returns how many of agent's memories have vectors waiting to be
// re-embedded (Reembed clears them).
func (s *Store) Pending(ctx context.Context, agent string) (int, error) {
	var n int
	err := s.db.ReadDB().QueryRowContext(ctx, `SELECT COUNT(*) FROM memory_pending_vectors WHERE agent = ?`, agent).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("counting memories of %s to re-embed: %w", agent, err)
	}
	return n, nil
}
