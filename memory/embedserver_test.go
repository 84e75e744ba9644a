package memory

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
)

// TestRetrievalThroughEmbeddingsServer measures retrieval on the three
// retrieval sets with memories and queries embedded by a local server
// speaking OpenAI's and Ollama's embeddings formats. The server answers
// with the hashing embedder's vectors, so every figure must be the one the
// same vectors give in process (renamed: no learned model, default
// fusion): what goes over the wire, in batches, comes back in order and
// unchanged.
func TestRetrievalThroughEmbeddingsServer(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the three retrieval sets three times")
	}
	hashed := func(s string) []float32 {
		vs, _ := NewOffline().Embed(context.Background(), []string{s})
		return vs[0]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n| set | embedder | ranker | recall@5 | recall@10 | recall@25 |\n|---|---|---|---|---|---|\n")
	for _, set := range evalSets() {
		want := runEval(t, set, renamed{NewOffline(), "hashed-in-process"})
		for _, kind := range []string{llm.KindOpenAI, llm.KindOllama} {
			srv := testkit.NewEmbeddingsServer(t, hashed)
			base := srv.URL
			if kind == llm.KindOpenAI {
				base += "/v1"
			}
			got := runEval(t, set, llm.NewEmbeddings(llm.EmbeddingsConfig{Provider: kind, BaseURL: base, Model: "hashed"}))
			if n := len(srv.Requests()); n < len(set.turns)/96 {
				t.Errorf("%s %s: %d requests for %d memories", set.name, kind, n, len(set.turns))
			}
			for _, name := range []string{"full-text", "vector", "hybrid"} {
				for ki, k := range evalKs {
					if d := math.Abs(got[name][ki] - want[name][ki]); d > 0.005 {
						t.Errorf("%s %s %s recall@%d = %.3f through the server, %.3f in process", set.name, kind, name, k, got[name][ki], want[name][ki])
					}
				}
				r := got[name]
				fmt.Fprintf(&b, "| %s | %s | %s | %.3f | %.3f | %.3f |\n", set.name, kind, name, r[0], r[1], r[2])
			}
			if got["vector"][2] == 0 {
				t.Errorf("%s %s: the vector ranker found nothing", set.name, kind)
			}
		}
	}
	t.Log(b.String())
}
