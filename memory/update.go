package memory

import (
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// Update changes a memory in one transaction; a new content is re-embedded
// and re-indexed. Errors: ENOTFOUND, EINVALID, EMISMATCH, EEMBED.
func (s *Store) Update(ctx context.Context, agent, id string, p Patch) (Memory, error) {
	emb, err := s.embedderFor(ctx, s.db.ReadDB(), agent)
	if err != nil {
		return Memory{}, err
	}
	var vec []float32
	fell := false
	if p.Content != nil && strings.TrimSpace(*p.Content) != "" {
		var vs [][]float32
		if vs, _, emb, fell, err = s.embedWrite(ctx, agent, emb, []string{*p.Content}); err != nil {
			return Memory{}, err
		}
		vec = vs[0]
	}
	pp, err := s.preparePatch(ctx, emb, p, vec)
	if err != nil {
		return Memory{}, err
	}
	pp.pend = fell
	var out Memory
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		out, err = s.updateTx(ctx, tx, agent, id, pp)
		return err
	})
	if err != nil {
		return Memory{}, fmt.Errorf("updating memory %s: %w", id, err)
	}
	return out, nil
}

// preparedPatch is a checked Patch with its new content embedded.
type preparedPatch struct {
	Patch
	vec []float32
	dim int
	emb string // name of the embedder of vec
	// pend: vec is the offline embedder's, made because emb failed; it
	// waits to be re-embedded.
	pend bool
	md   json.RawMessage
}

// preparePatch checks p and embeds its content (or takes vec, already
// embedded by the caller).
func (s *Store) preparePatch(ctx context.Context, emb Embedder, p Patch, vec []float32) (preparedPatch, error) {
	pp := preparedPatch{Patch: p, vec: vec, dim: len(vec), emb: emb.Name()}
	if p.Content != nil {
		if strings.TrimSpace(*p.Content) == "" {
			return pp, session.Errorf(session.EINVALID, "a memory needs content")
		}
		if vec == nil {
			vs, d, err := embedTexts(ctx, emb, []string{*p.Content})
			if err != nil {
				return pp, err
			}
			pp.vec, pp.dim = vs[0], d
		}
	}
	if p.Significance != nil {
		if err := checkSig(*p.Significance); err != nil {
			return pp, err
		}
	}
	if p.Type != nil && strings.TrimSpace(*p.Type) == "" {
		return pp, session.Errorf(session.EINVALID, "a memory type cannot be empty")
	}
	if p.Metadata != nil {
		var err error
		if pp.md, err = normMetadata(p.Metadata); err != nil {
			return pp, err
		}
	}
	return pp, nil
}

// updateTx applies a prepared patch inside tx.
func (s *Store) updateTx(ctx context.Context, tx *sql.Tx, agent, id string, pp preparedPatch) (Memory, error) {
	p, vec, dim, md := pp.Patch, pp.vec, pp.dim, pp.md
	var out Memory
	err := func() error {
		seq, m, err := scanMemory(tx.QueryRowContext(ctx, `SELECT `+memCols+` FROM memories m WHERE m.id = ? AND m.agent = ?`, id, agent))
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(agent, id)
		}
		if err != nil {
			return err
		}
		eid, name, edim, ok, err := agentEmbedder(ctx, tx, agent)
		if err != nil {
			return err
		}
		pending, err := isPending(ctx, tx, seq)
		if err != nil {
			return err
		}
		if !ok && !pending {
			return fmt.Errorf("agent %s has memories but no embedder", agent)
		}
		if ok {
			if err := ensureVecTable(ctx, tx, eid, edim); err != nil {
				return err
			}
		}
		// A new content whose vector is not the agent's embedder's waits
		// to be re-embedded, like a new memory's.
		toPending := p.Content != nil && (pp.pend || !ok || name != pp.emb)
		now := s.now()
		if err := patchFields(&m, p, md, id); err != nil {
			return err
		}
		m.UpdatedAt = now.UTC().Truncate(time.Millisecond)
		if p.Content != nil {
			m.Content = *p.Content
			if err := rewriteContent(ctx, tx, agent, seq, m.Content); err != nil {
				return err
			}
			if !toPending {
				if _, err := registerEmbedder(ctx, tx, name, dim, now); err != nil {
					return err
				}
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET type = ?, significance = ?, metadata = ?, superseded_by = ?, updated_at = ? WHERE seq = ?`,
			m.Type, m.Significance, string(m.Metadata), nullStr(m.SupersededBy), m.UpdatedAt.UnixMilli(), seq); err != nil {
			return err
		}
		switch {
		case toPending:
			if ok {
				if err := deleteVec(ctx, tx, eid, seq); err != nil {
					return err
				}
			}
			out = m
			return putPending(ctx, tx, seq, agent, pp.emb, vec, now)
		case pending && p.Content == nil:
			out = m // its vector still waits; the vector tables have no row to change
			return nil
		case pending:
			if _, err := tx.ExecContext(ctx, `DELETE FROM memory_pending_vectors WHERE seq = ?`, seq); err != nil {
				return err
			}
		}
		// The vector row is rewritten whole: simpler than per-column
		// updates and it keeps type/superseded filters in step.
		if vec == nil {
			if vec, err = readVec(ctx, tx, eid, seq); err != nil {
				return fmt.Errorf("reading vector of %s: %w", id, err)
			}
		}
		if err := deleteVec(ctx, tx, eid, seq); err != nil {
			return err
		}
		superseded := 0
		if m.SupersededBy != "" {
			superseded = 1
		}
		w, err := newVecWriter(ctx, tx, eid)
		if err != nil {
			return err
		}
		defer w.close()
		if err := w.put(ctx, seq, agent, m.Type, m.CreatedAt.UnixMilli(), superseded, vec); err != nil {
			return err
		}
		out = m
		return nil
	}()
	return out, err
}

// patchFields sets the fields a patch names other than the content.
func patchFields(m *Memory, p Patch, md json.RawMessage, id string) error {
	if p.Type != nil {
		m.Type = strings.TrimSpace(*p.Type)
	}
	if p.Significance != nil {
		m.Significance = *p.Significance
	}
	if md != nil {
		m.Metadata = md
	}
	if p.SupersededBy != nil {
		if *p.SupersededBy == id {
			return session.Errorf(session.EINVALID, "a memory cannot supersede itself")
		}
		m.SupersededBy = *p.SupersededBy
	}
	return nil
}

// rewriteContent stores a memory's new content: inline or out of line
// (over InlineLimit), and in the agent's full-text index.
func rewriteContent(ctx context.Context, tx *sql.Tx, agent string, seq int64, content string) error {
	inline, external := content, 0
	if len(content) > InlineLimit {
		inline, external = "", 1
	}
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET content = ?, external = ?, fts_tokens = ? WHERE seq = ?`, inline, external, ftsTokens(content), seq); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM memory_content WHERE memory_seq = ?`, seq); err != nil {
		return err
	}
	if external == 1 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO memory_content (memory_seq, content) VALUES (?, ?)`, seq, content); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM memories_fts WHERE docid = ?`, seq); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO memories_fts (docid, content, lid) VALUES (?, ?, (SELECT lid FROM memory_fts_agents WHERE agent = ?))`,
		seq, content, agent)
	return err
}

func blobVec(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func nullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}
