package memory

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// Op kinds for Apply.
const (
	OpWrite  = "write"
	OpUpdate = "update"
	OpDelete = "delete"
)

// Op is one change in an Apply batch.
type Op struct {
	// Kind is OpWrite, OpUpdate or OpDelete.
	Kind string
	// ID names the memory to update or delete.
	ID string
	// New is the memory to write (OpWrite).
	New NewMemory
	// Patch is the change to make (OpUpdate).
	Patch Patch
	// Supersedes (OpWrite) names older memories the new one replaces: they
	// are kept, marked superseded_by the new memory and left out of
	// searches.
	Supersedes []string
}

// Applied reports what an Apply did, in op order.
type Applied struct {
	Written    []Memory // one per OpWrite
	Updated    []Memory // one per OpUpdate
	Deleted    []string
	Superseded []string
}

// Apply runs ops in one transaction: all of them or, on any error, none.
// New contents are embedded (in one batch) before the transaction starts.
//
// Errors: EINVALID (an unknown kind, an op without its id or content, a
// memory superseding itself), ENOTFOUND (an id that is not agent's),
// EMISMATCH, EEMBED.
func (s *Store) Apply(ctx context.Context, agent string, ops []Op) (Applied, error) {
	return s.apply(ctx, agent, ops, "")
}

// ApplyForTurn is Apply for the memories extracted from a turn: the same
// transaction records that the turn's after-turn work is done
// (session.EndAfterTurnTx), so that a crash never loses the memories nor
// has them extracted twice. With no ops it writes nothing.
func (s *Store) ApplyForTurn(ctx context.Context, agent, turnID string, ops []Op) (Applied, error) {
	return s.apply(ctx, agent, ops, turnID)
}

func (s *Store) apply(ctx context.Context, agent string, ops []Op, turnID string) (Applied, error) {
	var res Applied
	if len(ops) == 0 {
		return res, nil
	}
	texts, err := s.checkOps(agent, ops)
	if err != nil {
		return res, err
	}
	if len(texts) > 0 {
		s.maybeRelearn(ctx, agent, texts)
	}
	emb, err := s.embedderFor(ctx, s.db.ReadDB(), agent)
	if err != nil {
		return res, err
	}
	var vecs [][]float32
	var dim int
	used, fell := emb, false
	if len(texts) > 0 {
		var err error
		if vecs, dim, used, fell, err = s.embedWrite(ctx, agent, emb, texts); err != nil {
			return res, err
		}
	}
	patches, err := s.preparePatches(ctx, used, ops, vecs)
	if err != nil {
		return res, err
	}
	for i := range patches {
		patches[i].pend = fell
	}
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		res = Applied{}
		now := s.now()
		var eid int64
		pend := fell
		if len(texts) > 0 && !pend {
			var err error
			if eid, pend, err = s.bindOrPend(ctx, tx, agent, emb.Name(), dim, now); err != nil {
				return err
			}
		}
		var ins *inserter
		defer func() {
			if ins != nil {
				ins.close()
			}
		}()
		next := 0 // the next of vecs, in the order of the texts
		for i, op := range ops {
			switch op.Kind {
			case OpWrite:
				if ins == nil {
					if ins, err = newInserter(ctx, tx, eid, pendingName(pend, used)); err != nil {
						return err
					}
				}
				m, superseded, err := s.writeTx(ctx, tx, ins, agent, op, vecs[next], now)
				next++
				if err != nil {
					return fmt.Errorf("operation %d: %w", i+1, err)
				}
				res.Superseded = append(res.Superseded, superseded...)
				res.Written = append(res.Written, m)
			case OpUpdate:
				if op.Patch.Content != nil {
					next++
				}
				m, err := s.updateTx(ctx, tx, agent, op.ID, patches[i])
				if err != nil {
					return fmt.Errorf("operation %d: %w", i+1, err)
				}
				res.Updated = append(res.Updated, m)
			case OpDelete:
				if err := deleteByID(ctx, tx, agent, op.ID); err != nil {
					return fmt.Errorf("operation %d: %w", i+1, err)
				}
				res.Deleted = append(res.Deleted, op.ID)
			}
		}
		if turnID != "" {
			return session.EndAfterTurnTx(ctx, tx, turnID)
		}
		return nil
	})
	if err != nil {
		return Applied{}, fmt.Errorf("applying memory operations for %s: %w", agent, err)
	}
	return res, nil
}

// checkOps checks every op before anything is embedded or written and
// returns the texts to embed: new contents, in op order.
func (s *Store) checkOps(agent string, ops []Op) ([]string, error) {
	var texts []string
	for i := range ops {
		op := &ops[i]
		switch op.Kind {
		case OpWrite:
			if err := s.checkNew(agent, &op.New); err != nil {
				return nil, fmt.Errorf("operation %d: %w", i+1, err)
			}
			texts = append(texts, op.New.Content)
		case OpUpdate:
			if op.ID == "" {
				return nil, session.Errorf(session.EINVALID, "operation %d: update needs an id", i+1)
			}
			if op.Patch.Content != nil {
				texts = append(texts, *op.Patch.Content)
			}
		case OpDelete:
			if op.ID == "" {
				return nil, session.Errorf(session.EINVALID, "operation %d: delete needs an id", i+1)
			}
		default:
			return nil, session.Errorf(session.EINVALID, "operation %d: unknown kind %q (want write, update or delete)", i+1, op.Kind)
		}
	}
	return texts, nil
}

// preparePatches checks the updates' patches before the transaction, each
// with the vector of its new content (vecs is in the order of checkOps'
// texts); the result is indexed like ops.
func (s *Store) preparePatches(ctx context.Context, emb Embedder, ops []Op, vecs [][]float32) ([]preparedPatch, error) {
	patches := make([]preparedPatch, len(ops))
	next := 0
	for i, op := range ops {
		switch op.Kind {
		case OpWrite:
			next++
		case OpUpdate:
			var vec []float32
			if op.Patch.Content != nil {
				vec = vecs[next]
				next++
			}
			pp, err := s.preparePatch(ctx, emb, op.Patch, vec)
			if err != nil {
				return nil, fmt.Errorf("operation %d: %w", i+1, err)
			}
			patches[i] = pp
		}
	}
	return patches, nil
}

// writeTx inserts a write op's memory and marks the memories it supersedes;
// it returns the memory and the ids it superseded.
func (s *Store) writeTx(ctx context.Context, tx *sql.Tx, ins *inserter, agent string, op Op, vec []float32, now time.Time) (Memory, []string, error) {
	m, err := ins.insert(ctx, agent, op.New, vec, now)
	if err != nil {
		return m, nil, err
	}
	superseded, err := s.supersedeKeyTx(ctx, tx, agent, m)
	if err != nil {
		return m, nil, err
	}
	for _, old := range op.Supersedes {
		old = strings.TrimSpace(old)
		if old == "" || slices.Contains(superseded, old) {
			continue
		}
		if _, err := s.updateTx(ctx, tx, agent, old, preparedPatch{Patch: Patch{SupersededBy: &m.ID}}); err != nil {
			return m, nil, fmt.Errorf("superseding %s: %w", old, err)
		}
		superseded = append(superseded, old)
	}
	return m, superseded, nil
}
