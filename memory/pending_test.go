package memory

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
)

// flaky is an embedder that works like the offline one under another name
// (a configured endpoint) until down is set, then fails as an unreachable
// endpoint does.
type flaky struct {
	down  *atomic.Bool
	calls *atomic.Int64
}

func newFlaky() flaky { return flaky{down: new(atomic.Bool), calls: new(atomic.Int64)} }

func (flaky) Name() string { return "remote:test" }
func (flaky) Dim() int     { return OfflineDim }
func (f flaky) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	f.calls.Add(1)
	if f.down.Load() {
		return nil, errors.New("the embeddings endpoint refused the connection (is it running?)")
	}
	return NewOffline().Embed(ctx, texts)
}

// A write while the endpoint is down keeps the memory (embedded offline,
// waiting), says so once, and every path that meets a waiting memory —
// update, supersede, delete, search, Apply — handles it; reembed moves it
// over.
func TestFallbackWaitsForReembed(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	emb := newFlaky()
	s := New(db, nil)
	s.UseEmbedders(func(agent string) Embedder {
		if agent == "ada" {
			return emb
		}
		return nil
	})
	var told []string
	s.OnNotice(func(msg string) { told = append(told, msg) })

	// Down before ada has any memory: nothing is bound, nothing lost.
	emb.down.Store(true)
	a := mustAdd(t, s, "ada", NewMemory{Content: "Ada's cat is called Pixel."})
	res, err := s.ApplyForTurn(ctx, "ada", "", []Op{{Kind: OpWrite, New: NewMemory{Content: "Ada plays the cello on Sundays."}}})
	if err != nil || len(res.Written) != 1 {
		t.Fatalf("apply while down: %v %+v", err, res)
	}
	if _, _, ok, _ := s.AgentEmbedder(ctx, "ada"); ok {
		t.Fatal("a fallback write bound ada to an embedder")
	}
	if n, _ := s.Pending(ctx, "ada"); n != 2 {
		t.Fatalf("%d waiting, want 2", n)
	}
	if len(told) != 1 || !strings.Contains(told[0], "refused the connection") || !strings.Contains(told[0], "embedded offline") {
		t.Fatalf("notices %q", told)
	}
	// Searches answer by full text meanwhile (said once too).
	rs, err := s.Search(ctx, "ada", Query{Text: "cello"})
	if err != nil || len(rs) != 1 || rs[0].ID != res.Written[0].ID {
		t.Fatalf("search while down: %v %+v", err, rs)
	}
	if len(told) != 2 || !strings.Contains(told[1], "full text") {
		t.Fatalf("notices %q", told)
	}
	// A change that keeps the content leaves the vector waiting; a new
	// content while down replaces it, still waiting.
	sig := 0.9
	if _, err := s.Update(ctx, "ada", a.ID, Patch{Significance: &sig}); err != nil {
		t.Fatal(err)
	}
	text := "Ada's cat is called Pixel; he is ginger."
	if _, err := s.Update(ctx, "ada", a.ID, Patch{Content: &text}); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Pending(ctx, "ada"); n != 2 {
		t.Fatalf("%d waiting after updates, want 2", n)
	}

	// Back up: a new memory binds ada to the endpoint; the old ones wait.
	emb.down.Store(false)
	c := mustAdd(t, s, "ada", NewMemory{Content: "Ada is learning Portuguese."})
	if name, _, ok, _ := s.AgentEmbedder(ctx, "ada"); !ok || name != "remote:test" {
		t.Fatalf("bound to %s %v", name, ok)
	}
	if n, _ := s.Pending(ctx, "ada"); n != 2 {
		t.Fatalf("%d waiting, want 2", n)
	}
	// A waiting memory is not compared with the endpoint's vectors.
	rs, err = s.Search(ctx, "ada", Query{Text: "ginger cat Pixel", Mode: Vector, Weights: &Weights{Depth: 100}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if r.ID != c.ID {
			t.Fatalf("vector search found waiting memory %q", r.Content)
		}
	}
	// A waiting memory superseded, and one deleted.
	mustAdd(t, s, "ada", NewMemory{Content: "Ada's cat Pixel is ginger and old.", Key: "cat"})
	if _, err := s.Apply(ctx, "ada", []Op{{Kind: OpWrite, New: NewMemory{Content: "Ada's ginger cat is Pixel."}, Supersedes: []string{a.ID}}}); err != nil {
		t.Fatalf("superseding a waiting memory: %v", err)
	}
	if err := s.Delete(ctx, "ada", res.Written[0].ID); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Pending(ctx, "ada"); n != 1 {
		t.Fatalf("%d waiting after delete, want 1", n)
	}

	n, err := s.Reembed(ctx, "ada", s.EmbedderOf("ada"))
	if err != nil || n != 4 {
		t.Fatalf("reembed: %d %v", n, err)
	}
	if p, _ := s.Pending(ctx, "ada"); p != 0 {
		t.Fatalf("%d waiting after reembed", p)
	}
	rs, err = s.Search(ctx, "ada", Query{Text: "ginger cat", Mode: Vector, K: 5})
	if err != nil || len(rs) == 0 || !strings.Contains(rs[0].Content, "ginger") {
		t.Fatalf("vector search after reembed: %v %+v", err, rs)
	}
	if fs, err := db.Check(ctx); err != nil || len(fs) != 0 {
		t.Fatalf("doctor after all this: %v %+v", err, fs)
	}
	// Another agent's embedder is the store's (offline) and untouched.
	mustAdd(t, s, "bob", NewMemory{Content: "Bob keeps bees."})
	if name, _, _, _ := s.AgentEmbedder(ctx, "bob"); name != "offline-hash-v1" {
		t.Fatalf("bob's embedder %s", name)
	}
}
