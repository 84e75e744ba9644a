package memory

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
)

func cosine32(a, b []float32) float64 {
	var d, na, nb float64
	for i := range a {
		d += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	return d / (math.Sqrt(na) * math.Sqrt(nb))
}

// TestLearnedModelFollowsMemories: the offline embedder learns a model once
// an agent has minLearn memories and again when they double; each model is
// a new embedder whose vectors replace the old ones in one go, the old
// ones' tables are dropped, and the model survives a new Store.
func TestLearnedModelFollowsMemories(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	s := New(db, nil)
	batch := func(from, n int) []NewMemory {
		out := make([]NewMemory, n)
		for i := range out {
			if (from+i)%2 == 0 {
				out[i] = NewMemory{Content: fmt.Sprintf("Pim polished the zorblax telescope on day %d.", from+i)}
			} else {
				out[i] = NewMemory{Content: fmt.Sprintf("Pim baked rye bread with flour on day %d.", from+i)}
			}
		}
		return out
	}
	state := func() (name string, vecs, models int) {
		t.Helper()
		eid, name, dim, ok, err := agentEmbedder(ctx, db.ReadDB(), "pim")
		if err != nil || !ok {
			t.Fatalf("agent embedder: %v %v", ok, err)
		}
		if strings.HasPrefix(name, learnedPrefix) != (dim == OfflineDim+LearnedDim) {
			t.Fatalf("embedder %s has %d dimensions", name, dim)
		}
		if err := db.ReadDB().QueryRowContext(ctx, `SELECT COUNT(*) FROM `+floatTable(eid)).Scan(&vecs); err != nil {
			t.Fatal(err)
		}
		if err := db.ReadDB().QueryRowContext(ctx, `SELECT COUNT(*) FROM memory_models WHERE agent = 'pim'`).Scan(&models); err != nil {
			t.Fatal(err)
		}
		return name, vecs, models
	}
	if _, err := s.AddMany(ctx, "pim", batch(0, minLearn-1)); err != nil {
		t.Fatal(err)
	}
	if name, vecs, models := state(); name != "offline-hash-v1" || vecs != minLearn-1 || models != 0 {
		t.Fatalf("below %d memories: %s, %d vectors, %d models", minLearn, name, vecs, models)
	}
	mustAdd(t, s, "pim", batch(minLearn-1, 1)[0])
	first, vecs, models := state()
	if !strings.HasPrefix(first, learnedPrefix) || vecs != minLearn || models != 1 {
		t.Fatalf("at %d memories: %s, %d vectors, %d models", minLearn, first, vecs, models)
	}
	firstID, _, _, _, _ := agentEmbedder(ctx, db.ReadDB(), "pim")

	// Words that keep company come closer: "zorblax" is near "telescope"
	// and not near "bread", which share no letters with it.
	emb, err := s.embedderFor(ctx, db.ReadDB(), "pim")
	if err != nil {
		t.Fatal(err)
	}
	vs, err := emb.Embed(ctx, []string{"zorblax", "telescope", "bread"})
	if err != nil {
		t.Fatal(err)
	}
	if near, far := cosine32(vs[0], vs[1]), cosine32(vs[0], vs[2]); near < far+0.05 {
		t.Fatalf("cos(zorblax, telescope) = %.3f, cos(zorblax, bread) = %.3f", near, far)
	}

	if _, err := s.AddMany(ctx, "pim", batch(minLearn, minLearn-1)); err != nil {
		t.Fatal(err)
	}
	if name, vecs, _ := state(); name != first || vecs != 2*minLearn-1 {
		t.Fatalf("before doubling: %s, %d vectors", name, vecs)
	}
	mustAdd(t, s, "pim", batch(2*minLearn-1, 1)[0])
	second, vecs, models := state()
	if second == first || !strings.HasPrefix(second, learnedPrefix) || vecs != 2*minLearn || models != 1 {
		t.Fatalf("after doubling: %s (was %s), %d vectors, %d models", second, first, vecs, models)
	}
	if ok, err := tableExists(ctx, db.ReadDB(), floatTable(firstID)); err != nil || ok {
		t.Fatalf("the first model's vectors are still stored: %v %v", ok, err)
	}

	// A new store (another process) reads the model back.
	s2 := New(db, nil)
	rs, err := s2.Search(ctx, "pim", Query{Text: "zorblax telescope", K: 3, Mode: Vector})
	if err != nil || len(rs) != 3 || !strings.Contains(rs[0].Content, "telescope") {
		t.Fatalf("vector search with the stored model: %v %+v", err, rs)
	}
	// reembed learns again from the same memories: the same model.
	if n, err := s2.Reembed(ctx, "pim", s2.Embedder()); err != nil || n != 2*minLearn {
		t.Fatalf("reembed: %d %v", n, err)
	}
	if name, vecs, models := state(); name != second || vecs != 2*minLearn || models != 1 {
		t.Fatalf("after reembed: %s (want %s), %d vectors, %d models", name, second, vecs, models)
	}
}

// TestLearnedLeavesOtherEmbedders: an agent whose vectors come from another
// embedder is not switched by an offline store's writes (they wait to be
// re-embedded).
func TestLearnedLeavesOtherEmbedders(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	other := renamed{NewOffline(), "offline-other"}
	b := New(db, other)
	for i := range minLearn + 5 {
		mustAdd(t, b, "ada", NewMemory{Content: fmt.Sprintf("note %d about gardens", i)})
	}
	if name, _, _, err := b.AgentEmbedder(ctx, "ada"); err != nil || name != "offline-other" {
		t.Fatalf("embedder %s %v", name, err)
	}
	a := New(db, nil)
	if _, err := a.Add(ctx, "ada", NewMemory{Content: "x"}); err != nil {
		t.Fatal(err)
	}
	if n, err := a.Pending(ctx, "ada"); err != nil || n != 1 {
		t.Fatalf("the offline store's memory is not waiting to be re-embedded: %d %v", n, err)
	}
	if name, _, _, err := a.AgentEmbedder(ctx, "ada"); err != nil || name != "offline-other" {
		t.Fatalf("embedder switched to %s %v", name, err)
	}
}
