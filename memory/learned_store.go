package memory

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// embedderFor returns the embedder to write and search agent's memories
// with: the agent's (EmbedderOf), or for an agent embedded offline its
// learned model if its vectors come from one.
func (s *Store) embedderFor(ctx context.Context, q querier, agent string) (Embedder, error) {
	emb := s.EmbedderOf(agent)
	if _, ok := emb.(Offline); !ok {
		return emb, nil
	}
	_, name, _, ok, err := agentEmbedder(ctx, q, agent)
	if err != nil || !ok || !strings.HasPrefix(name, learnedPrefix) {
		return emb, err
	}
	return s.loadModel(ctx, q, name)
}

func (s *Store) loadModel(ctx context.Context, q querier, name string) (Learned, error) {
	if l, ok := s.models.Load(name); ok {
		return l.(Learned), nil
	}
	var blob []byte
	if err := q.QueryRowContext(ctx, `SELECT model FROM memory_models WHERE name = ?`, name).Scan(&blob); err != nil {
		return Learned{}, fmt.Errorf("loading word model %s: %w", name, err)
	}
	m, err := decodeModel(blob)
	if err != nil {
		return Learned{}, fmt.Errorf("loading word model %s: %w", name, err)
	}
	l := Learned{m: m, name: name}
	s.models.Store(name, l)
	return l, nil
}

// learn learns a model from agent's memories and the texts of extra;
// ok is false when they number fewer than minLearn.
func (s *Store) learn(ctx context.Context, agent string, extra []string) (l Learned, blob []byte, ok bool, err error) {
	rows, err := s.db.ReadDB().QueryContext(ctx, `SELECT CASE WHEN m.external = 1 THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = m.seq) ELSE m.content END
		FROM memories m WHERE m.agent = ? ORDER BY m.seq`, agent)
	if err != nil {
		return Learned{}, nil, false, err
	}
	defer rows.Close()
	var texts []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return Learned{}, nil, false, err
		}
		texts = append(texts, t)
	}
	if err := rows.Err(); err != nil {
		return Learned{}, nil, false, err
	}
	texts = append(texts, extra...)
	if len(texts) < minLearn {
		return Learned{}, nil, false, nil
	}
	l, blob = newLearned(learnModel(texts, defaultLearn))
	return l, blob, true, nil
}

// maybeRelearn is called before extra, texts of new memories, are written
// to agent with the offline embedder. Once the agent's memories would
// number minLearn, and whenever they would double the number its model was
// learned from, a new model is learned from them all (extra included) and
// the stored ones are re-embedded with it; the new ones are then written
// with it too. The cost of learning and re-embedding is thereby
// proportional to the memories written. A failure leaves the agent's
// vectors as they were (the switch is one transaction) and the memories
// are written with the model in use; the next write tries again.
func (s *Store) maybeRelearn(ctx context.Context, agent string, extra []string) {
	if !s.offlineFor(agent) {
		return
	}
	db := s.db.ReadDB()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM memories WHERE agent = ?`, agent).Scan(&n); err != nil || n+len(extra) < minLearn {
		return
	}
	_, name, _, ok, err := agentEmbedder(ctx, db, agent)
	if err != nil {
		return
	}
	switch {
	case ok && strings.HasPrefix(name, learnedPrefix):
		l, err := s.loadModel(ctx, db, name)
		if err != nil || n+len(extra) < 2*l.m.docs {
			return
		}
	case ok && name != NewOffline().Name():
		return // another embedder's vectors: only an explicit Reembed switches them
	}
	s.reembed(ctx, agent, NewOffline(), extra) //nolint:errcheck // see above
}

// saveModel records agent's model (none if l is nil) and drops its
// previous ones, with their vector tables if no agent uses them any more.
func saveModel(ctx context.Context, tx *sql.Tx, agent string, l *Learned, blob []byte, now time.Time) error {
	keep := ""
	if l != nil {
		keep = l.name
	}
	type old struct {
		name string
		id   int64
		dim  int
	}
	olds, err := session.QueryAll(ctx, tx, func(r *sql.Rows, o *old) error { return r.Scan(&o.name, &o.id, &o.dim) },
		`SELECT m.name, e.id, e.dim FROM memory_models m JOIN memory_embedders e ON e.name = m.name
		WHERE m.agent = ? AND m.name != ?`, agent, keep)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM memory_models WHERE agent = ?`, agent); err != nil {
		return err
	}
	if l != nil {
		if _, err := tx.ExecContext(ctx, `INSERT INTO memory_models (name, agent, docs, model, created_at) VALUES (?, ?, ?, ?, ?)`,
			l.name, agent, l.m.docs, blob, now.UnixMilli()); err != nil {
			return err
		}
	}
	for _, o := range olds {
		var users int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM memory_agents WHERE embedder_id = ?`, o.id).Scan(&users); err != nil {
			return err
		}
		if users > 0 {
			continue
		}
		for _, t := range []string{vecTable(o.id), floatTable(o.id), legacyVecTable(o.id)} {
			if _, err := tx.ExecContext(ctx, `DROP TABLE IF EXISTS `+t); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM memory_embedders WHERE id = ?`, o.id); err != nil {
			return err
		}
	}
	return nil
}
