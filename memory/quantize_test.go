package memory

import (
	"context"
	"database/sql"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
)

func TestSignatureEstimatesAngle(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	vec := func() []float32 {
		v := make([]float32, 384)
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		return v
	}
	a := vec()
	if got := hamming(signature(a), signature(a)); got != 0 {
		t.Fatalf("a vector differs from itself in %d bits", got)
	}
	neg := make([]float32, len(a))
	for i, x := range a {
		neg[i] = -x
	}
	if got, n := hamming(signature(a), signature(neg)), signatureBits(384); got < n*9/10 {
		t.Fatalf("opposite vectors differ in %d of %d bits", got, n)
	}
	// A near copy is nearer in hamming distance than an unrelated vector.
	near := append([]float32(nil), a...)
	for i := range near {
		near[i] += 0.3 * float32(r.NormFloat64())
	}
	if hn, hf := hamming(signature(a), signature(near)), hamming(signature(a), signature(vec())); hn >= hf {
		t.Fatalf("near copy at %d bits, unrelated vector at %d", hn, hf)
	}
	if signatureBits(384) != 1024 || signatureBits(1536) != 4096 || signatureBits(3) != 64 {
		t.Fatal("signatureBits")
	}
}

// TestQuantizedRecall measures the two-stage KNN (signature candidates, exact
// re-rank) against exact cosine over all vectors, on 10,000 synthetic
// memories embedded offline. Recall counts a result as right if it is within
// the exact k-th distance (ties count).
func TestQuantizedRecall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 10,000 memories")
	}
	ctx := context.Background()
	s := New(testkit.OpenStore(t), nil)
	r := rand.New(rand.NewPCG(1, 2))
	const total = 10_000
	for i := 0; i < total; i += 2000 {
		nms := make([]NewMemory, 2000)
		for j := range nms {
			nms[j] = NewMemory{Type: "episode", Content: benchSentence(r)}
		}
		if _, err := s.AddMany(ctx, "a", nms); err != nil {
			t.Fatal(err)
		}
	}
	type fv struct {
		seq  int64
		blob []byte
	}
	var all []fv
	// The agent's vectors come from the model the offline embedder learned
	// from these memories.
	eid, _, _, _, err := agentEmbedder(ctx, s.db.ReadDB(), "a")
	if err != nil {
		t.Fatal(err)
	}
	emb, err := s.embedderFor(ctx, s.db.ReadDB(), "a")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := s.db.ReadDB().QueryContext(ctx, `SELECT seq, embedding FROM `+floatTable(eid))
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var f fv
		if err := rows.Scan(&f.seq, &f.blob); err != nil {
			t.Fatal(err)
		}
		all = append(all, f)
	}
	rows.Close()
	if len(all) != total {
		t.Fatalf("%d float vectors, want %d", len(all), total)
	}
	const nq, depth = 40, 50
	var rec10, rec50 float64
	for range nq {
		q := strings.Join(strings.Fields(benchSentence(r))[:4], " ")
		vs, _, err := embedTexts(ctx, emb, []string{q})
		if err != nil {
			t.Fatal(err)
		}
		qn := vecNorm(vs[0])
		ex := make([]float64, len(all))
		for i, f := range all {
			ex[i] = cosineDistance(vs[0], qn, f.blob)
		}
		sort.Float64s(ex)
		var got []hit
		if err := s.db.ReadTx(ctx, func(tx *sql.Tx) error {
			got, err = knn(ctx, tx, eid, "a", vs[0], depth, Query{}, RerankCandidates(depth))
			return err
		}); err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{10, 50} {
			n := 0
			for i, h := range got {
				if i < k && h.dist <= ex[k-1]+1e-9 {
					n++
				}
			}
			if k == 10 {
				rec10 += float64(n) / 10
			} else {
				rec50 += float64(n) / 50
			}
		}
	}
	rec10, rec50 = rec10/nq, rec50/nq
	t.Logf("two-stage KNN vs exact, %d memories, %d candidates: recall@10 %.3f, recall@50 %.3f", total, RerankCandidates(depth), rec10, rec50)
	if rec10 < 0.97 || rec50 < 0.9 {
		t.Fatalf("recall@10 %.3f, recall@50 %.3f: too low", rec10, rec50)
	}
}

// TestLegacyVectorTable: a store written before signatures (one float vec0
// table per embedder) is searched as it is and converted by the next write.
func TestLegacyVectorTable(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	dog := mustAdd(t, s, "a", NewMemory{Content: "my dog is called rex"})
	mustAdd(t, s, "a", NewMemory{Content: "the budget meeting is on monday"})
	// Rebuild the old layout by hand.
	err := s.db.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE VIRTUAL TABLE memory_vec_1 USING vec0(agent text partition key, type text,
			created_at integer, superseded integer, embedding float[384] distance_metric=cosine)`); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO memory_vec_1 (rowid, agent, type, created_at, superseded, embedding)
			SELECT f.seq, m.agent, m.type, m.created_at, 0, f.embedding FROM memory_vecf_1 f JOIN memories m ON m.seq = f.seq`); err != nil {
			return err
		}
		for _, q := range []string{`DROP TABLE memory_vecq_1`, `DROP TABLE memory_vecf_1`} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	search := func() {
		t.Helper()
		rs, err := s.Search(ctx, "a", Query{Text: "puppy named rex", Mode: Vector})
		if err != nil || len(rs) == 0 || rs[0].ID != dog.ID {
			t.Fatalf("search: %v %+v", err, rs)
		}
	}
	search()
	mustAdd(t, s, "a", NewMemory{Content: "green tea in the morning"})
	if ok, _ := tableExists(ctx, s.db.ReadDB(), "memory_vec_1"); ok {
		t.Fatal("legacy table still there after a write")
	}
	var n int
	if err := s.db.ReadDB().QueryRowContext(ctx, `SELECT COUNT(*) FROM memory_vecf_1`).Scan(&n); err != nil || n != 3 {
		t.Fatalf("converted vectors: %d %v", n, err)
	}
	search()
}
