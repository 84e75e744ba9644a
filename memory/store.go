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
	"sync"
	"time"

	"github.com/grovechat/grove/session"
)

// Store keeps memories, notes and todos in the session store's SQLite file.
// It is safe for concurrent use; every write is one transaction on the
// store's single writer, so concurrent conversations of one agent never
// lose each other's updates.
type Store struct {
	db     *session.Store
	emb    Embedder
	models sync.Map // learned embedder name → Learned
	// pick, if set, chooses each agent's embedder (nil: emb); notify hears
	// what the store says once (a fallback, vectors waiting to be
	// re-embedded); told holds what it said.
	pick   func(agent string) Embedder
	notify func(msg string)
	told   sync.Map
}

// New returns a memory store over db that embeds with emb (nil means the
// offline embedder). It does no I/O.
func New(db *session.Store, emb Embedder) *Store {
	if emb == nil {
		emb = NewOffline()
	}
	return &Store{db: db, emb: emb}
}

// Embedder returns the embedder the store writes and searches with.
func (s *Store) Embedder() Embedder { return s.emb }

func (s *Store) now() time.Time { return s.db.Now() }

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// registerEmbedder returns the registry id of an embedder of the given
// name and dimension, registering it and creating its vector table if new.
func registerEmbedder(ctx context.Context, tx *sql.Tx, name string, dim int, now time.Time) (int64, error) {
	var id int64
	var have int
	err := tx.QueryRowContext(ctx, `SELECT id, dim FROM memory_embedders WHERE name = ?`, name).Scan(&id, &have)
	switch {
	case err == nil:
		if have != dim {
			return 0, &session.Error{Code: EMISMATCH, Message: fmt.Sprintf(
				"embedder %s gave %d-dimensional vectors but stored ones have %d dimensions", name, dim, have)}
		}
		return id, ensureVecTable(ctx, tx, id, dim)
	case !errors.Is(err, sql.ErrNoRows):
		return 0, err
	}
	if err := tx.QueryRowContext(ctx, `INSERT INTO memory_embedders (name, dim, created_at) VALUES (?, ?, ?) RETURNING id`,
		name, dim, now.UnixMilli()).Scan(&id); err != nil {
		return 0, err
	}
	return id, ensureVecTable(ctx, tx, id, dim)
}

// agentEmbedder reads the embedder an agent's vectors come from.
func agentEmbedder(ctx context.Context, q querier, agent string) (id int64, name string, dim int, ok bool, err error) {
	err = q.QueryRowContext(ctx, `SELECT e.id, e.name, e.dim FROM memory_agents a JOIN memory_embedders e ON e.id = a.embedder_id WHERE a.agent = ?`,
		agent).Scan(&id, &name, &dim)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", 0, false, nil
	}
	return id, name, dim, err == nil, err
}

// AgentEmbedder returns the name and dimension of the embedder an agent's
// stored vectors come from; ok is false if the agent has none yet.
func (s *Store) AgentEmbedder(ctx context.Context, agent string) (name string, dim int, ok bool, err error) {
	_, name, dim, ok, err = agentEmbedder(ctx, s.db.ReadDB(), agent)
	return name, dim, ok, err
}

func mismatch(agent, stored, want string) error {
	return &session.Error{Code: EMISMATCH, Message: fmt.Sprintf(
		"%s's memories are embedded with %s, not %s; re-embed them first (grove agent memory reembed %s)", agent, stored, want, agent)}
}

// bindAgent makes sure agent's vectors use the embedder (name, dim) and
// returns that embedder's registry id. An agent with no memories adopts it;
// one whose memories use another embedder is refused with EMISMATCH.
func bindAgent(ctx context.Context, tx *sql.Tx, agent, name string, dim int, now time.Time) (int64, error) {
	eid, err := registerEmbedder(ctx, tx, name, dim, now)
	if err != nil {
		return 0, err
	}
	cur, curName, _, ok, err := agentEmbedder(ctx, tx, agent)
	if err != nil {
		return 0, err
	}
	switch {
	case !ok:
		_, err = tx.ExecContext(ctx, `INSERT INTO memory_agents (agent, embedder_id) VALUES (?, ?)`, agent, eid)
	case cur != eid:
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM memories WHERE agent = ?`, agent).Scan(&n); err != nil {
			return 0, err
		}
		if n > 0 {
			return 0, mismatch(agent, curName, name)
		}
		_, err = tx.ExecContext(ctx, `UPDATE memory_agents SET embedder_id = ? WHERE agent = ?`, eid, agent)
	}
	return eid, err
}

// embedTexts runs the embedder and checks its answer.
func embedTexts(ctx context.Context, e Embedder, texts []string) ([][]float32, int, error) {
	vs, err := e.Embed(ctx, texts)
	if err != nil {
		if ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
		var se *session.Error
		if errors.As(err, &se) {
			return nil, 0, err
		}
		return nil, 0, &session.Error{Code: EEMBED, Message: fmt.Sprintf("embedding with %s: %s", e.Name(), err), Err: err}
	}
	if len(vs) != len(texts) {
		return nil, 0, &session.Error{Code: EEMBED, Message: fmt.Sprintf("embedder %s returned %d vectors for %d texts", e.Name(), len(vs), len(texts))}
	}
	dim := 0
	for _, v := range vs {
		if dim == 0 {
			dim = len(v)
		}
		if len(v) == 0 || len(v) != dim {
			return nil, 0, &session.Error{Code: EEMBED, Message: fmt.Sprintf("embedder %s returned vectors of differing or zero length", e.Name())}
		}
	}
	if d := e.Dim(); d > 0 && dim > 0 && d != dim {
		return nil, 0, &session.Error{Code: EEMBED, Message: fmt.Sprintf("embedder %s returned %d dimensions, expected %d", e.Name(), dim, d)}
	}
	return vs, dim, nil
}

func vecBlob(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func (s *Store) checkNew(agent string, nm *NewMemory) error {
	if strings.TrimSpace(agent) == "" {
		return session.Errorf(session.EINVALID, "a memory needs an agent")
	}
	if strings.TrimSpace(nm.Content) == "" {
		return session.Errorf(session.EINVALID, "a memory needs content")
	}
	nm.Type = strings.TrimSpace(nm.Type)
	if nm.Type == "" {
		nm.Type = DefaultType
	}
	if nm.Significance == nil {
		nm.Significance = Sig(DefaultSignificance)
	}
	if err := checkSig(*nm.Significance); err != nil {
		return err
	}
	md, err := normMetadata(nm.Metadata)
	if err != nil {
		return err
	}
	nm.Metadata = md
	k, err := CheckKey(nm.Key)
	if err != nil {
		return err
	}
	nm.Key = k
	return nil
}

func checkSig(v float64) error {
	if math.IsNaN(v) || v < 0 || v > 1 {
		return session.Errorf(session.EINVALID, "significance must be between 0 and 1, got %v", v)
	}
	return nil
}

func normMetadata(md json.RawMessage) (json.RawMessage, error) {
	if len(md) == 0 || string(md) == "null" {
		return json.RawMessage("{}"), nil
	}
	var obj map[string]any
	if err := json.Unmarshal(md, &obj); err != nil {
		return nil, session.Errorf(session.EINVALID, "metadata must be a JSON object")
	}
	b, _ := json.Marshal(obj)
	return b, nil
}

// Add writes one memory, embedding its content.
//
// Errors: EINVALID (no agent or content, significance outside 0–1,
// metadata not an object), EMISMATCH (the agent's memories use another
// embedder), EEMBED (the embedder failed).
func (s *Store) Add(ctx context.Context, agent string, nm NewMemory) (Memory, error) {
	ms, err := s.AddMany(ctx, agent, []NewMemory{nm})
	if err != nil {
		return Memory{}, err
	}
	return ms[0], nil
}

// AddMany writes memories in one transaction, embedding them in one batch.
// Errors as Add; on error nothing is written.
func (s *Store) AddMany(ctx context.Context, agent string, nms []NewMemory) ([]Memory, error) {
	if len(nms) == 0 {
		return nil, nil
	}
	texts := make([]string, len(nms))
	for i := range nms {
		if err := s.checkNew(agent, &nms[i]); err != nil {
			return nil, err
		}
		texts[i] = nms[i].Content
	}
	s.maybeRelearn(ctx, agent, texts)
	emb, err := s.embedderFor(ctx, s.db.ReadDB(), agent)
	if err != nil {
		return nil, err
	}
	vecs, dim, used, fell, err := s.embedWrite(ctx, agent, emb, texts)
	if err != nil {
		return nil, err
	}
	out := make([]Memory, len(nms))
	err = s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		if !fell && s.offlineFor(agent) {
			// The agent's model may have been learned again since.
			cur, err := s.embedderFor(ctx, tx, agent)
			if err != nil {
				return err
			}
			if cur.Name() != emb.Name() {
				if vecs, dim, err = embedTexts(ctx, cur, texts); err != nil {
					return err
				}
				emb, used = cur, cur
			}
		}
		var eid int64
		pend := fell
		if !pend {
			if eid, pend, err = s.bindOrPend(ctx, tx, agent, emb.Name(), dim, now); err != nil {
				return err
			}
		}
		ins, err := newInserter(ctx, tx, eid, pendingName(pend, used))
		if err != nil {
			return err
		}
		defer ins.close()
		for i, nm := range nms {
			if out[i], err = ins.insert(ctx, agent, nm, vecs[i], now); err != nil {
				return err
			}
			if _, err := s.supersedeKeyTx(ctx, tx, agent, out[i]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("adding memories for %s: %w", agent, err)
	}
	return out, nil
}

// inserter holds the prepared statements of a batch insert. With pendEmb
// set, vectors (made by the embedder so named) go to
// memory_pending_vectors instead of the agent's vector tables.
type inserter struct {
	mem, content, fts *sql.Stmt
	vec               *vecWriter
	pendEmb           string
	tx                *sql.Tx
}

// pendingName is the name of the embedder of vectors to keep pending, ""
// when they are not.
func pendingName(pend bool, used Embedder) string {
	if !pend {
		return ""
	}
	return used.Name()
}

func newInserter(ctx context.Context, tx *sql.Tx, eid int64, pendEmb string) (*inserter, error) {
	ins := inserter{pendEmb: pendEmb, tx: tx}
	var err error
	prep := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.PrepareContext(ctx, q)
		return st
	}
	ins.mem = prep(`INSERT INTO memories (id, agent, type, content, external, significance, metadata, created_at, updated_at, fts_tokens, key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`)
	ins.content = prep(`INSERT INTO memory_content (memory_seq, content) VALUES (?, ?)`)
	ins.fts = prep(`INSERT INTO memories_fts (docid, content, lid) VALUES (?, ?, (SELECT lid FROM memory_fts_agents WHERE agent = ?))`)
	if err == nil && pendEmb == "" {
		ins.vec, err = newVecWriter(ctx, tx, eid)
	}
	if err != nil {
		ins.close()
		return nil, err
	}
	return &ins, nil
}

func (ins *inserter) close() {
	for _, st := range []*sql.Stmt{ins.mem, ins.content, ins.fts} {
		if st != nil {
			st.Close()
		}
	}
	if ins.vec != nil {
		ins.vec.close()
	}
}

func (ins *inserter) insert(ctx context.Context, agent string, nm NewMemory, vec []float32, now time.Time) (Memory, error) {
	created := nm.CreatedAt
	if created.IsZero() {
		created = now
	}
	m := Memory{ID: session.NewID(), Agent: agent, Type: nm.Type, Content: nm.Content, Significance: *nm.Significance,
		Metadata: nm.Metadata, Key: nm.Key, CreatedAt: created.UTC().Truncate(time.Millisecond), UpdatedAt: now.UTC().Truncate(time.Millisecond)}
	inline, external := m.Content, 0
	if len(m.Content) > InlineLimit {
		inline, external = "", 1
	}
	var seq int64
	if err := ins.mem.QueryRowContext(ctx, m.ID, agent, m.Type, inline, external, m.Significance, string(m.Metadata),
		m.CreatedAt.UnixMilli(), m.UpdatedAt.UnixMilli(), ftsTokens(m.Content), nullStr(m.Key)).Scan(&seq); err != nil {
		return Memory{}, err
	}
	if external == 1 {
		if _, err := ins.content.ExecContext(ctx, seq, m.Content); err != nil {
			return Memory{}, err
		}
	}
	if _, err := ins.fts.ExecContext(ctx, seq, m.Content, agent); err != nil {
		return Memory{}, err
	}
	if ins.pendEmb != "" {
		return m, putPending(ctx, ins.tx, seq, agent, ins.pendEmb, vec, now)
	}
	if err := ins.vec.put(ctx, seq, agent, m.Type, m.CreatedAt.UnixMilli(), 0, vec); err != nil {
		return Memory{}, err
	}
	return m, nil
}

const memCols = `m.seq, m.id, m.agent, m.type, CASE WHEN m.external = 1 THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = m.seq) ELSE m.content END,
	m.significance, m.metadata, COALESCE(m.superseded_by, ''), m.created_at, m.updated_at, COALESCE(m.accessed_at, 0), COALESCE(m.key, '')`

func scanMemory(sc interface{ Scan(...any) error }) (int64, Memory, error) {
	var m Memory
	var seq, created, updated, accessed int64
	var md string
	err := sc.Scan(&seq, &m.ID, &m.Agent, &m.Type, &m.Content, &m.Significance, &md, &m.SupersededBy, &created, &updated, &accessed, &m.Key)
	if err != nil {
		return 0, m, err
	}
	m.Metadata = json.RawMessage(md)
	m.CreatedAt = time.UnixMilli(created).UTC()
	m.UpdatedAt = time.UnixMilli(updated).UTC()
	if accessed != 0 {
		m.AccessedAt = time.UnixMilli(accessed).UTC()
	}
	return seq, m, nil
}

func notFound(agent, id string) error {
	return session.Errorf(session.ENOTFOUND, "%s has no memory %s", agent, id)
}

// Get returns one of agent's memories with its full content.
// Errors: ENOTFOUND.
func (s *Store) Get(ctx context.Context, agent, id string) (Memory, error) {
	_, m, err := scanMemory(s.db.ReadDB().QueryRowContext(ctx, `SELECT `+memCols+` FROM memories m WHERE m.id = ? AND m.agent = ?`, id, agent))
	if errors.Is(err, sql.ErrNoRows) {
		return Memory{}, notFound(agent, id)
	}
	if err != nil {
		return Memory{}, fmt.Errorf("reading memory %s: %w", id, err)
	}
	return m, nil
}

// Touch records that the agent read these memories (accessed_at).
func (s *Store) Touch(ctx context.Context, agent string, ids ...string) error {
	if len(ids) == 0 {
		return nil
	}
	return s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UnixMilli()
		for _, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE memories SET accessed_at = ? WHERE id = ? AND agent = ?`, now, id, agent); err != nil {
				return err
			}
		}
		return nil
	})
}

// Delete removes a memory, its vector and its index entry.
// Errors: ENOTFOUND.
func (s *Store) Delete(ctx context.Context, agent, id string) error {
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error { return deleteByID(ctx, tx, agent, id) })
	if err != nil {
		return fmt.Errorf("deleting memory %s: %w", id, err)
	}
	return nil
}

// deleteByID deletes one of agent's memories.
func deleteByID(ctx context.Context, tx *sql.Tx, agent, id string) error {
	var seq int64
	err := tx.QueryRowContext(ctx, `SELECT seq FROM memories WHERE id = ? AND agent = ?`, id, agent).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(agent, id)
	}
	if err != nil {
		return err
	}
	return deleteSeqs(ctx, tx, agent, []int64{seq})
}

func deleteSeqs(ctx context.Context, tx *sql.Tx, agent string, seqs []int64) error {
	eid, _, edim, ok, err := agentEmbedder(ctx, tx, agent)
	if err != nil {
		return err
	}
	if ok {
		if err := ensureVecTable(ctx, tx, eid, edim); err != nil {
			return err
		}
	}
	for _, seq := range seqs {
		if ok {
			if err := deleteVec(ctx, tx, eid, seq); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM memories_fts WHERE docid = ?`, seq); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM memory_content WHERE memory_seq = ?`, seq); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM memories WHERE seq = ?`, seq); err != nil {
			return err
		}
	}
	return nil
}

// filterSQL renders type and time filters over memories m.
func filterSQL(types []string, since, until time.Time, superseded bool) (string, []any) {
	var where []string
	var args []any
	if len(types) > 0 {
		where = append(where, "m.type IN ("+strings.TrimSuffix(strings.Repeat("?,", len(types)), ",")+")")
		for _, t := range types {
			args = append(args, t)
		}
	}
	if !since.IsZero() {
		where = append(where, "m.created_at >= ?")
		args = append(args, since.UnixMilli())
	}
	if !until.IsZero() {
		where = append(where, "m.created_at < ?")
		args = append(args, until.UnixMilli())
	}
	if !superseded {
		where = append(where, "m.superseded_by IS NULL")
	}
	if len(where) == 0 {
		return "", nil
	}
	return " AND " + strings.Join(where, " AND "), args
}

// List returns agent's memories, newest first.
func (s *Store) List(ctx context.Context, agent string, o ListOptions) ([]Memory, error) {
	where, args := filterSQL(o.Types, o.Since, o.Until, o.IncludeSuperseded)
	q := `SELECT ` + memCols + ` FROM memories m WHERE m.agent = ?` + where + ` ORDER BY m.created_at DESC, m.seq DESC`
	args = append([]any{agent}, args...)
	if o.Limit > 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, o.Limit, o.Offset)
	}
	rows, err := s.db.ReadDB().QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("listing memories of %s: %w", agent, err)
	}
	defer rows.Close()
	var out []Memory
	for rows.Next() {
		_, m, err := scanMemory(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Count returns how many memories agent has (superseded ones included).
func (s *Store) Count(ctx context.Context, agent string) (int, error) {
	var n int
	err := s.db.ReadDB().QueryRowContext(ctx, `SELECT COUNT(*) FROM memories WHERE agent = ?`, agent).Scan(&n)
	return n, err
}
