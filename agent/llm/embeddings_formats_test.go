package llm

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/memory"
)

// offlineVectors are the vectors the test servers answer with: the offline
// embedder's, deterministic and meaningful enough to rank by.
func offlineVectors(s string) []float32 {
	vs, _ := memory.NewOffline().Embed(context.Background(), []string{s})
	return vs[0]
}

// noWait records the backoffs a Retry would sleep instead of sleeping.
type noWait struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (n *noWait) sleep(_ context.Context, d time.Duration) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.waits = append(n.waits, d)
	return nil
}

func TestEmbeddingsOllamaFormat(t *testing.T) {
	srv := testkit.NewEmbeddingsServer(t, offlineVectors)
	for _, base := range []string{srv.URL, srv.URL + "/v1/"} {
		e := NewEmbeddings(EmbeddingsConfig{Provider: KindOllama, BaseURL: base, Model: "nomic-embed-text", Dimensions: 64})
		if e.Name() != "ollama:nomic-embed-text/64" || e.Dim() != 64 {
			t.Fatalf("name %s dim %d", e.Name(), e.Dim())
		}
		vs, err := e.Embed(context.Background(), []string{"my dog is a beagle", "the sky is blue"})
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != 2 || len(vs[0]) != 64 || norm(vs[0]) < 0.999 || norm(vs[0]) > 1.001 {
			t.Fatalf("vectors: %d of %d", len(vs), len(vs[0]))
		}
	}
	for _, r := range srv.Requests() {
		if r.Path != "/api/embed" || r.Model != "nomic-embed-text" || r.Dimensions != 64 || len(r.Inputs) != 2 || r.Inputs[0] != "my dog is a beagle" {
			t.Fatalf("request %+v", r)
		}
	}
	// Ollama's error body reaches the message; a missing model is permanent.
	e := NewEmbeddings(EmbeddingsConfig{Provider: KindOllama, BaseURL: srv.URL, Model: "nomic-embed-text"})
	srv.FailNext(1, 404, "")
	_, err := e.Embed(context.Background(), []string{"x"})
	le, ok := err.(*Error)
	if !ok || le.Class != Permanent || !strings.Contains(le.Message, `model "nomic-embed-text" not found`) {
		t.Fatalf("404: %#v", err)
	}
}

func TestEmbeddingsOpenAIDimensions(t *testing.T) {
	srv := testkit.NewEmbeddingsServer(t, offlineVectors)
	e := NewEmbeddings(EmbeddingsConfig{BaseURL: srv.URL + "/v1", Model: "text-embedding-3-small", Dimensions: 32})
	if e.Name() != "openai:text-embedding-3-small/32" {
		t.Fatalf("name %s", e.Name())
	}
	vs, err := e.Embed(context.Background(), []string{"a", "b", "c"})
	if err != nil || len(vs) != 3 || len(vs[2]) != 32 {
		t.Fatalf("%v %d", err, len(vs))
	}
	if r := srv.Requests()[0]; r.Path != "/v1/embeddings" || r.Dimensions != 32 {
		t.Fatalf("request %+v", r)
	}
}

// Many texts go in requests of Batch inputs each, in both formats, and
// their vectors come back in order.
func TestEmbeddingsBatches(t *testing.T) {
	for _, kind := range []string{KindOpenAI, KindOllama} {
		t.Run(kind, func(t *testing.T) {
			srv := testkit.NewEmbeddingsServer(t, offlineVectors)
			base := srv.URL
			if kind == KindOpenAI {
				base += "/v1"
			}
			e := NewEmbeddings(EmbeddingsConfig{Provider: kind, BaseURL: base, Model: "m", Batch: 40})
			texts := make([]string, 100)
			for i := range texts {
				texts[i] = fmt.Sprintf("memory number %d about topic %d", i, i%7)
			}
			vs, err := e.Embed(context.Background(), texts)
			if err != nil {
				t.Fatal(err)
			}
			reqs := srv.Requests()
			if len(reqs) != 3 || len(reqs[0].Inputs) != 40 || len(reqs[1].Inputs) != 40 || len(reqs[2].Inputs) != 20 {
				t.Fatalf("%d requests", len(reqs))
			}
			for i, text := range texts {
				want := offlineVectors(text)
				for j := range want {
					if d := want[j] - vs[i][j]; d > 1e-5 || d < -1e-5 {
						t.Fatalf("vector %d is not its text's", i)
					}
				}
			}
		})
	}
}

// Transient failures are retried by the providers' policy (backoff, the
// server's Retry-After); others are not.
func TestEmbeddingsRetries(t *testing.T) {
	for _, kind := range []string{KindOpenAI, KindOllama} {
		t.Run(kind, func(t *testing.T) {
			srv := testkit.NewEmbeddingsServer(t, offlineVectors)
			base := srv.URL
			if kind == KindOpenAI {
				base += "/v1"
			}
			var nw noWait
			var retried []Class
			e := NewEmbeddings(EmbeddingsConfig{Provider: kind, BaseURL: base, Model: "m",
				Retry: Retry{Sleep: nw.sleep, OnRetry: func(_ int, err *Error, _ time.Duration) { retried = append(retried, err.Class) }}})
			srv.FailNext(1, 503, "")
			srv.FailNext(1, 429, "7")
			if _, err := e.Embed(context.Background(), []string{"x"}); err != nil {
				t.Fatalf("after two transient failures: %v", err)
			}
			if n := len(srv.Requests()); n != 3 || len(nw.waits) != 2 || nw.waits[1] != 7*time.Second || len(retried) != 2 {
				t.Fatalf("%d requests, waits %v", n, nw.waits)
			}
			// Three attempts in all, then the last error.
			srv.FailNext(3, 500, "")
			_, err := e.Embed(context.Background(), []string{"x"})
			if le, ok := err.(*Error); !ok || le.Class != Transient || len(srv.Requests()) != 6 {
				t.Fatalf("after three failures: %v, %d requests", err, len(srv.Requests()))
			}
			// A refused request is not asked again.
			srv.FailNext(1, 400, "")
			_, err = e.Embed(context.Background(), []string{"x"})
			if le, ok := err.(*Error); !ok || le.Class != Permanent || len(srv.Requests()) != 7 {
				t.Fatalf("after a 400: %v, %d requests", err, len(srv.Requests()))
			}
		})
	}
}

// The key comes from the variable api_key_env names, read when the client
// is made; without it every call says which variable to set.
func TestEmbeddingsFromSpecKey(t *testing.T) {
	srv := testkit.NewEmbeddingsServer(t, offlineVectors)
	spec := EmbeddingsSpec{Provider: KindOpenAI, Model: "m", BaseURL: srv.URL + "/v1", APIKeyEnv: "GROVE_TEST_EMBED_KEY"}
	t.Setenv("GROVE_TEST_EMBED_KEY", "")
	if _, err := NewEmbeddingsFromSpec(spec).Embed(context.Background(), []string{"x"}); err == nil || !strings.Contains(err.Error(), "$GROVE_TEST_EMBED_KEY") {
		t.Fatalf("without the key: %v", err)
	}
	if len(srv.Requests()) != 0 {
		t.Fatal("a request went out without its key")
	}
	t.Setenv("GROVE_TEST_EMBED_KEY", "sk-embed")
	if _, err := NewEmbeddingsFromSpec(spec).Embed(context.Background(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if got := srv.Requests()[0].Auth; got != "Bearer sk-embed" {
		t.Fatalf("Authorization %q", got)
	}
	// A local server needs no key.
	local := NewEmbeddingsFromSpec(EmbeddingsSpec{Provider: KindOllama, Model: "m", BaseURL: srv.URL})
	if _, err := local.Embed(context.Background(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if got := srv.Requests()[1].Auth; got != "" {
		t.Fatalf("Ollama sent Authorization %q", got)
	}
}

// Retrieval through a real-format server: memories embedded by the
// endpoint's vectors rank as those vectors say. The server answers with the
// offline embedder's vectors, so the vector ranking through it must be the
// offline store's, and the hybrid ranking must find each question's memory.
func TestEmbeddingsRetrievalThroughServer(t *testing.T) {
	facts := []string{
		"My dog Pixel is a beagle who loves the beach.",
		"I started a new job as a nurse at the city hospital.",
		"My sister lives in Lisbon and teaches piano.",
		"I am allergic to peanuts and shellfish.",
		"We are flying to Tokyo for our honeymoon in April.",
		"I drink two espressos every morning before work.",
		"My favourite novel is One Hundred Years of Solitude.",
		"I run a marathon every autumn; Berlin was the last one.",
		"Our flat has a small balcony garden with tomatoes.",
		"I drive an old blue hatchback I bought in 2015.",
		"My daughter Ana turned seven last week.",
		"I am learning Japanese with evening classes.",
	}
	questions := map[string]int{
		"what breed is the puppy":                 0,
		"where does the person work":              1,
		"which instrument does the sibling teach": 2,
		"food allergies":                          3,
		"honeymoon trip destination":              4,
		"coffee habits":                           5,
		"favorite book":                           6,
		"which race did they run":                 7,
		"what grows on the balcony":               8,
		"what car do they have":                   9,
		"how old is the child":                    10,
		"which language are they studying":        11,
	}
	ctx := context.Background()
	for _, kind := range []string{KindOpenAI, KindOllama} {
		t.Run(kind, func(t *testing.T) {
			srv := testkit.NewEmbeddingsServer(t, offlineVectors)
			base := srv.URL
			if kind == KindOpenAI {
				base += "/v1"
			}
			db := testkit.OpenStore(t)
			remote := memory.New(db, NewEmbeddings(EmbeddingsConfig{Provider: kind, BaseURL: base, Model: "m"}))
			offline := memory.New(db, nil)
			ids := map[int]string{}
			for i, f := range facts {
				m, err := remote.Add(ctx, "ada", memory.NewMemory{Content: f})
				if err != nil {
					t.Fatal(err)
				}
				ids[i] = m.ID
				if _, err := offline.Add(ctx, "bob", memory.NewMemory{Content: f}); err != nil {
					t.Fatal(err)
				}
			}
			if srv.Inputs() != len(facts) {
				t.Fatalf("the server embedded %d texts for %d memories", srv.Inputs(), len(facts))
			}
			hits1, hits3 := 0, 0
			for q, want := range questions {
				rv, err := remote.Search(ctx, "ada", memory.Query{Text: q, K: 5, Mode: memory.Vector})
				if err != nil {
					t.Fatal(err)
				}
				ov, err := offline.Search(ctx, "bob", memory.Query{Text: q, K: 5, Mode: memory.Vector})
				if err != nil {
					t.Fatal(err)
				}
				if len(rv) != len(ov) {
					t.Fatalf("%q: %d hits through the server, %d offline", q, len(rv), len(ov))
				}
				for i := range rv {
					if rv[i].Content != ov[i].Content {
						t.Fatalf("%q: hit %d is %q through the server, %q offline", q, i+1, rv[i].Content, ov[i].Content)
					}
				}
				rs, err := remote.Search(ctx, "ada", memory.Query{Text: q, K: 3})
				if err != nil {
					t.Fatal(err)
				}
				for i, r := range rs {
					if r.ID == ids[want] {
						hits3++
						if i == 0 {
							hits1++
						}
					}
				}
			}
			t.Logf("%s: hit@1 %d/%d, hit@3 %d/%d", kind, hits1, len(questions), hits3, len(questions))
			if hits3 < len(questions)*3/4 {
				t.Fatalf("hit@3 %d of %d", hits3, len(questions))
			}
		})
	}
}
