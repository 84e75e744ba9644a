package memory

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/grovechat/grove/session"
)

// Mode selects the rankers a search uses.
type Mode int

const (
	// Hybrid fuses vector KNN and full-text ranking (the default).
	Hybrid Mode = iota
	// FullText ranks by BM25 over the FTS4 index only.
	FullText
	// Vector ranks by cosine similarity only.
	Vector
)

func (m Mode) String() string {
	switch m {
	case FullText:
		return "full-text"
	case Vector:
		return "vector"
	}
	return "hybrid"
}

// ParseMode reads a mode as the command line spells it: hybrid (or empty),
// text (or full-text) and vector.
func ParseMode(s string) (Mode, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "hybrid":
		return Hybrid, nil
	case "text", "full-text", "fulltext":
		return FullText, nil
	case "vector":
		return Vector, nil
	}
	return Hybrid, session.Errorf(session.EINVALID, "unknown search mode %q (hybrid, text or vector)", s)
}

// Query is a memory search.
type Query struct {
	Text string
	// K is how many results to return; 0 means 10.
	K    int
	Mode Mode
	// Types keeps only these types; empty means all.
	Types []string
	// Since and Until keep memories created in [Since, Until); zero is open.
	Since, Until time.Time
	// IncludeSuperseded also returns superseded memories.
	IncludeSuperseded bool
	// Weights; the zero value means DefaultWeights.
	Weights *Weights
	// IgnoreTimeWords turns off reading a time expression from Text (see
	// Search).
	IgnoreTimeWords bool
}

// Weights shape the final score: relevance (see Fusion) multiplied by a
// significance factor and a recency factor.
//
//	score = relevance × (1 − S + 2·S·significance) × (1 − R + R·0.5^(age/HalfLife))
//
// With S = 0.5 a memory of significance 1 weighs 1.5, of 0 weighs 0.5; with
// R = 0.2 an old memory keeps 80 % of a fresh one's weight.
type Weights struct {
	Significance float64       // S in 0–1
	Recency      float64       // R in 0–1
	HalfLife     time.Duration // age (since last update) at which recency halves
	// Fusion overrides the embedder's fusion weights (Fuser).
	Fusion *Fusion
	// Depth is how many candidates each ranker contributes; 0 means max(50, 5·K).
	Depth int
}

// DefaultWeights are used when a query sets none.
var DefaultWeights = Weights{Significance: 0.5, Recency: 0.2, HalfLife: 30 * 24 * time.Hour}

// Result is one ranked memory.
type Result struct {
	Memory
	Score float64 `json:"score"`
	// Ranks in each ranker (1-based, 0 = not found by it, ranked with
	// neighbour context) and the memory's own raw scores.
	VectorRank int     `json:"vector_rank,omitempty"`
	TextRank   int     `json:"text_rank,omitempty"`
	Similarity float64 `json:"similarity,omitempty"` // 1 − cosine distance
	BM25       float64 `json:"bm25,omitempty"`
}

// Search ranks agent's memories for q.
//
// Errors: EINVALID (empty text), EMISMATCH (the agent's vectors come from
// another embedder than the store's), EEMBED.
//
// A query that sets no Since/Until but names a time ("last spring", "in May
// 2023", "two weeks ago": see TimeRange, relative to the store's clock) is
// answered from the memories created in that span first; when the span
// holds fewer than K matches, the rest come from the whole store. A month
// or season without a year ("in May") whose span holds no memories means
// the latest earlier one that does.
func (s *Store) Search(ctx context.Context, agent string, q Query) ([]Result, error) {
	if strings.TrimSpace(q.Text) == "" {
		return nil, session.Errorf(session.EINVALID, "a search needs text")
	}
	if q.K <= 0 {
		q.K = 10
	}
	if q.IgnoreTimeWords || !q.Since.IsZero() || !q.Until.IsZero() {
		return s.search(ctx, agent, q)
	}
	since, until, yearless, ok := timeRange(q.Text, s.now())
	if !ok {
		return s.search(ctx, agent, q)
	}
	// "in May" with no memories of this May means the latest May that has
	// some.
	for back := 0; yearless && back < 10; back++ {
		var one int
		err := s.db.ReadDB().QueryRowContext(ctx, `SELECT 1 FROM memories WHERE agent = ? AND created_at >= ? AND created_at < ? LIMIT 1`,
			agent, since.UnixMilli(), until.UnixMilli()).Scan(&one)
		if err == nil {
			break
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return nil, fmt.Errorf("searching memories of %s: %w", agent, err)
		}
		since, until = since.AddDate(-1, 0, 0), until.AddDate(-1, 0, 0)
	}
	inq := q
	inq.Since, inq.Until = since, until
	in, err := s.search(ctx, agent, inq)
	if err != nil || len(in) >= q.K {
		return in, err
	}
	rest, err := s.search(ctx, agent, q)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, r := range in {
		seen[r.ID] = true
	}
	for _, r := range rest {
		if len(in) == q.K {
			break
		}
		if !seen[r.ID] {
			in = append(in, r)
		}
	}
	return in, nil
}

func (s *Store) search(ctx context.Context, agent string, q Query) ([]Result, error) {
	w := DefaultWeights
	if q.Weights != nil {
		w = *q.Weights
	}
	depth := w.Depth
	if depth <= 0 {
		depth = max(50, 5*q.K)
	}
	emb, err := s.searchEmbedder(ctx, agent)
	if err != nil {
		return nil, err
	}
	var qvec []float32
	if q.Mode != FullText {
		vs, _, err := embedTexts(ctx, emb, []string{q.Text})
		switch {
		case err != nil && (ctx.Err() != nil || local(emb)):
			return nil, err
		case err != nil:
			// The embedder's endpoint failed: the words still find.
			s.once("search\x00"+emb.Name(), fmt.Sprintf("%s; memories are searched by full text only meanwhile", strings.TrimSuffix(err.Error(), ".")))
			q.Mode = FullText
		default:
			qvec = vs[0]
		}
	}
	vhits, thits, err := s.rank(ctx, agent, q, emb.Name(), qvec, depth)
	if err != nil {
		return nil, fmt.Errorf("searching memories of %s: %w", agent, err)
	}
	vfloor := neighbourContext(vhits)
	cands := candidates(vhits, thits)
	if len(cands) == 0 {
		return nil, nil
	}
	seqs := make([]int64, 0, len(cands))
	for seq := range cands {
		seqs = append(seqs, seq)
	}
	mems, err := s.loadSeqs(ctx, seqs)
	if err != nil {
		return nil, err
	}
	sc := scorer{w: w, mode: q.Mode, fusion: fusionOf(emb), vfloor: vfloor, now: s.now()}
	if w.Fusion != nil {
		sc.fusion = *w.Fusion
	}
	out := make([]Result, 0, len(mems))
	for seq, m := range mems {
		c := cands[seq]
		score, rel := sc.score(c, m)
		if rel <= 0 {
			// Nearest by position only: no word of the query and no
			// likeness. Listing it would pass noise off as a match.
			continue
		}
		out = append(out, Result{Memory: m, Score: score, VectorRank: c.vrank, TextRank: c.trank, Similarity: c.sim, BM25: c.bm25})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].ID > out[j].ID
	})
	if len(out) > q.K {
		out = out[:q.K]
	}
	return out, nil
}

// rank runs the query's rankers side by side, each on its own read
// connection: the vector one (nearest neighbours of qvec among the vectors
// of the embedder named embName) and the full-text one.
func (s *Store) rank(ctx context.Context, agent string, q Query, embName string, qvec []float32, depth int) (vhits, thits []hit, err error) {
	var verr, terr error
	var wg sync.WaitGroup
	if q.Mode != FullText {
		wg.Add(1)
		go func() {
			defer wg.Done()
			verr = s.db.ReadTx(ctx, func(tx *sql.Tx) error {
				eid, name, dim, ok, err := agentEmbedder(ctx, tx, agent)
				if err != nil || !ok {
					return err
				}
				if name != embName {
					return mismatch(agent, name, embName)
				}
				if dim != len(qvec) {
					return &session.Error{Code: EMISMATCH, Message: fmt.Sprintf("%s's vectors have %d dimensions, the query has %d", agent, dim, len(qvec))}
				}
				vhits, err = knn(ctx, tx, eid, agent, qvec, depth, q, RerankCandidates(depth))
				if err != nil {
					return fmt.Errorf("vector search: %w", err)
				}
				return nil
			})
		}()
	}
	if q.Mode != Vector {
		wg.Add(1)
		go func() {
			defer wg.Done()
			terr = s.db.ReadTx(ctx, func(tx *sql.Tx) error {
				var err error
				if thits, err = fullText(ctx, tx, agent, q, depth); err != nil {
					return fmt.Errorf("full-text search: %w", err)
				}
				return nil
			})
		}()
	}
	wg.Wait()
	return vhits, thits, errors.Join(verr, terr)
}

// neighbourContext scores each vector hit with its neighbours' similarity
// too (see contextText) and orders the hits by it; it returns the lowest
// such score, the floor of a memory the vector ranker did not return.
func neighbourContext(vhits []hit) (floor float64) {
	if len(vhits) == 0 {
		return 0
	}
	own := make(map[int64]float64, len(vhits))
	for _, h := range vhits {
		own[h.seq] = 1 - h.dist
	}
	for i := range vhits {
		nb := max(own[vhits[i].seq-1], own[vhits[i].seq+1])
		vhits[i].ctx = own[vhits[i].seq] + contextVector*nb
	}
	sort.SliceStable(vhits, func(i, j int) bool { return vhits[i].ctx > vhits[j].ctx })
	return vhits[len(vhits)-1].ctx
}

// candidate is what the rankers said of one memory.
type candidate struct {
	vrank, trank     int
	sim, bm25, tnorm float64
	vctx, tctx       float64 // with neighbour context
}

// candidates merges the rankers' hits by memory.
func candidates(vhits, thits []hit) map[int64]*candidate {
	cands := map[int64]*candidate{}
	get := func(seq int64) *candidate {
		c := cands[seq]
		if c == nil {
			c = &candidate{}
			cands[seq] = c
		}
		return c
	}
	for i, h := range vhits {
		c := get(h.seq)
		c.vrank, c.sim, c.vctx = i+1, 1-h.dist, h.ctx
	}
	for i, h := range thits {
		c := get(h.seq)
		c.trank, c.bm25, c.tnorm, c.tctx = i+1, h.score, h.norm, h.ctx
	}
	return cands
}

// scorer weighs a candidate's relevance by its significance and recency.
type scorer struct {
	w      Weights
	mode   Mode
	fusion Fusion
	vfloor float64
	now    time.Time
}

// score returns the final score and the relevance it weighed.
func (sc scorer) score(c *candidate, m Memory) (score, rel float64) {
	switch sc.mode {
	case FullText:
		rel = c.tctx
	case Vector:
		rel = c.vctx
	default:
		// A candidate the vector ranker did not return is at most as
		// similar as the last one it did.
		sim := c.vctx
		if c.vrank == 0 {
			sim = sc.vfloor
		}
		rel = sc.fusion.Text*c.tnorm + sc.fusion.Vector*max(sim, 0)
	}
	w := sc.w
	sig := 1 - w.Significance + 2*w.Significance*m.Significance
	rec := 1.0
	if w.Recency > 0 && w.HalfLife > 0 {
		age := sc.now.Sub(m.UpdatedAt)
		if age < 0 {
			age = 0
		}
		rec = 1 - w.Recency + w.Recency*math.Pow(0.5, float64(age)/float64(w.HalfLife))
	}
	return rel * sig * rec, rel
}

type hit struct {
	seq   int64
	dist  float64
	score float64
	norm  float64 // ctx / the highest score the query's terms could reach
	ctx   float64 // the ranking value: BM25 or similarity with neighbour context
}

// RerankCandidates is how many signature neighbours a KNN of depth k asks
// vec0 for before re-ranking them by exact cosine. vec0's per-chunk top-k
// selection costs O(k) per vector, so candidates are the price of recall:
// see TestQuantizedRecall and the README for the measured trade-off.
func RerankCandidates(k int) int { return max(rerankMin, rerankFactor*k) }

const (
	rerankFactor = 3
	rerankMin    = 100
)

// knn returns the k nearest vectors of one agent (a partition key), with
// type, time and superseded filters applied inside the vec0 KNN scan.
//
// It is two-stage: vec0 MATCH … AND k = ? over the binary signatures
// (hamming distance) for candidates neighbours, then exact cosine over their
// float vectors. A table of the legacy float-only layout is searched by an
// exact vec0 KNN instead. Never a distance ORDER BY over the table.
func knn(ctx context.Context, tx *sql.Tx, eid int64, agent string, qvec []float32, k int, q Query, candidates int) ([]hit, error) {
	table, col, qarg, n := vecTable(eid), "signature", any(signature(qvec)), max(candidates, k)
	match := "vec_bit(?)"
	ok, err := tableExists(ctx, tx, table)
	if err != nil {
		return nil, err
	}
	if !ok {
		// A store from before signatures, not yet converted by a write.
		table, col, qarg, n, match = legacyVecTable(eid), "embedding", vecBlob(qvec), k, "?"
		if ok, err = tableExists(ctx, tx, table); err != nil || !ok {
			return nil, err
		}
	}
	sqlq := `SELECT rowid, distance FROM ` + table + ` WHERE ` + col + ` MATCH ` + match + ` AND k = ? AND agent = ?`
	args := []any{qarg, n, agent}
	if len(q.Types) > 0 {
		sqlq += ` AND type IN (` + strings.TrimSuffix(strings.Repeat("?,", len(q.Types)), ",") + `)`
		for _, t := range q.Types {
			args = append(args, t)
		}
	}
	if !q.Since.IsZero() {
		sqlq += ` AND created_at >= ?`
		args = append(args, q.Since.UnixMilli())
	}
	if !q.Until.IsZero() {
		sqlq += ` AND created_at < ?`
		args = append(args, q.Until.UnixMilli())
	}
	if !q.IncludeSuperseded {
		sqlq += ` AND superseded = 0`
	}
	rows, err := tx.QueryContext(ctx, sqlq+` ORDER BY distance`, args...)
	if err != nil {
		return nil, err
	}
	var out []hit
	for rows.Next() {
		var h hit
		if err := rows.Scan(&h.seq, &h.dist); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, h)
	}
	err = rows.Err()
	rows.Close()
	if err != nil || col == "embedding" {
		return out, err
	}
	return rerank(ctx, tx, floatTable(eid), qvec, out, k)
}

// rerank replaces the hamming distances of cands by exact cosine distances
// computed from their float vectors and keeps the k nearest.
func rerank(ctx context.Context, tx *sql.Tx, table string, qvec []float32, cands []hit, k int) ([]hit, error) {
	if len(cands) == 0 {
		return nil, nil
	}
	qn := vecNorm(qvec)
	const batch = 500
	for start := 0; start < len(cands); start += batch {
		part := cands[start:min(start+batch, len(cands))]
		args := make([]any, len(part))
		at := make(map[int64]int, len(part))
		for i, h := range part {
			args[i] = h.seq
			at[h.seq] = start + i
			cands[start+i].dist = 2 // missing vector: farthest
		}
		rows, err := tx.QueryContext(ctx, `SELECT seq, embedding FROM `+table+` WHERE seq IN (`+
			strings.TrimSuffix(strings.Repeat("?,", len(part)), ",")+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var seq int64
			var blob []byte
			if err := rows.Scan(&seq, &blob); err != nil {
				rows.Close()
				return nil, err
			}
			if i, ok := at[seq]; ok {
				cands[i].dist = cosineDistance(qvec, qn, blob)
			}
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].dist != cands[j].dist {
			return cands[i].dist < cands[j].dist
		}
		return cands[i].seq > cands[j].seq // newer first, as vec0 breaks ties
	})
	if len(cands) > k {
		cands = cands[:k]
	}
	return cands, nil
}

func vecNorm(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s)
}

// cosineDistance is 1 − cos(q, v) for v a little-endian float32 blob, as
// vec0's distance_metric=cosine computes it.
func cosineDistance(q []float32, qn float64, blob []byte) float64 {
	n := min(len(q), len(blob)/4)
	var dot, vv float64
	for i := 0; i < n; i++ {
		x := float64(math.Float32frombits(binary.LittleEndian.Uint32(blob[4*i:])))
		dot += float64(q[i]) * x
		vv += x * x
	}
	if qn == 0 || vv == 0 {
		return 1
	}
	return 1 - dot/(qn*math.Sqrt(vv))
}

// Neighbour context: in a conversation a reply often lacks the words of
// the question it answers (and the other way round), so a memory's score
// gains a share of its better neighbour's — the memories written just before
// and after it (seq ± 1) that the same ranker found. Shares chosen by
// measurement on the three retrieval sets (TestRetrievalFigures).
const (
	contextText   = 0.5 // of the neighbour's BM25
	contextVector = 0.2 // of the neighbour's cosine similarity
)

// Fusion is how hybrid search combines its rankers: a weighted sum of the
// full-text score as a share of the highest BM25 the query's terms could
// reach (0–1, comparable across queries) and the cosine similarity. The
// weights depend on how far the embedder's similarities can be trusted, so
// an embedder may declare its own (Fuser).
type Fusion struct {
	Text, Vector float64
}

// Fuser is implemented by embedders that declare their fusion weights.
type Fuser interface{ Fusion() Fusion }

// DefaultFusion weighs both rankers equally.
var DefaultFusion = Fusion{Text: 1, Vector: 1}

func fusionOf(e Embedder) Fusion {
	if f, ok := e.(Fuser); ok {
		return f.Fusion()
	}
	return DefaultFusion
}

// loadSeqs reads memories by rowid.
func (s *Store) loadSeqs(ctx context.Context, seqs []int64) (map[int64]Memory, error) {
	out := make(map[int64]Memory, len(seqs))
	const batch = 500
	for start := 0; start < len(seqs); start += batch {
		part := seqs[start:min(start+batch, len(seqs))]
		args := make([]any, len(part))
		for i, v := range part {
			args[i] = v
		}
		rows, err := s.db.ReadDB().QueryContext(ctx, `SELECT `+memCols+` FROM memories m WHERE m.seq IN (`+
			strings.TrimSuffix(strings.Repeat("?,", len(part)), ",")+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("reading memories: %w", err)
		}
		for rows.Next() {
			seq, m, err := scanMemory(rows)
			if err != nil {
				rows.Close()
				return nil, err
			}
			out[seq] = m
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}
