package cmd

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// serverVectors are what the test embeddings servers answer with: the
// offline embedder's vectors, deterministic and meaningful enough to rank.
func serverVectors(s string) []float32 {
	vs, _ := memory.NewOffline().Embed(context.Background(), []string{s})
	return vs[0]
}

// The embeddings: setting, used through the real binary: memories written
// while it is set are embedded by its server (Ollama's format here, an
// agent's own OpenAI-format override below), an agent embedded offline
// before goes on being searched with its vectors and switches on reembed,
// an endpoint that is down leaves the memory written offline and waiting
// (said once, as a warning) until reembed picks it up, and the key is read
// from the variable named, never stored.
func TestEmbeddingsSettingThroughTheBinary(t *testing.T) {
	work := isolate(t)
	db := filepath.Join(t.TempDir(), "grove.db")
	cfgPath := filepath.Join(t.TempDir(), "config.yaml")
	t.Setenv("GROVE_DB", db)
	t.Setenv("GROVE_CONFIG", cfgPath)
	const key = "sk-embed-test-7f3a9c"
	t.Setenv("GROVE_TEST_EMBED_KEY", key)
	bin := groveBinary(t)
	grove := func(args ...string) (stdout, stderr string, err error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		var o, e strings.Builder
		cmd.Stdout, cmd.Stderr = &o, &e
		err = cmd.Run()
		return o.String(), e.String(), err
	}
	must := func(args ...string) (string, string) {
		t.Helper()
		o, e, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s%s", strings.Join(args, " "), err, o, e)
		}
		return o, e
	}
	search := func(agent, q, mode string) []memory.Result {
		t.Helper()
		o, _ := must("agent", "memory", "search", agent, q, "--json", "--mode", mode, "-k", "3")
		var rs []memory.Result
		if err := json.Unmarshal([]byte(o), &rs); err != nil {
			t.Fatalf("search --json: %v\n%s", err, o)
		}
		return rs
	}
	state := func(agent string) (name string, dim, pending int) {
		t.Helper()
		st, err := session.Open(context.Background(), db)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		mem := memory.New(st, nil)
		name, dim, _, err = mem.AgentEmbedder(context.Background(), agent)
		if err != nil {
			t.Fatal(err)
		}
		if pending, err = mem.Pending(context.Background(), agent); err != nil {
			t.Fatal(err)
		}
		return name, dim, pending
	}
	setConfig := func(baseURL string) {
		writeFile(t, cfgPath, "embeddings:\n  provider: ollama\n  model: nomic-embed-text\n  base_url: "+baseURL+"\n")
	}

	// Before the setting: the offline embedder, as ever.
	must("agent", "memory", "add", "assistant", "My dog Pixel is a beagle who loves the beach.")
	if name, _, _ := state("assistant"); name != "offline-hash-v1" {
		t.Fatalf("without the setting, vectors of %s", name)
	}

	srv := testkit.NewEmbeddingsServer(t, serverVectors)
	setConfig(srv.URL)
	// The agent's vectors are the offline embedder's: a new memory is
	// embedded by the server but waits, said once, and searches still use
	// the offline vectors.
	_, e := must("agent", "memory", "add", "assistant", "I started a new job as a nurse at the city hospital.")
	if !strings.Contains(e, "offline-hash-v1") || !strings.Contains(e, "grove agent memory reembed assistant") {
		t.Errorf("no warning that the new memory waits:\n%s", e)
	}
	if reqs := srv.Requests(); len(reqs) != 1 || reqs[0].Path != "/api/embed" || reqs[0].Model != "nomic-embed-text" || reqs[0].Inputs[0] != "I started a new job as a nurse at the city hospital." {
		t.Fatalf("requests %+v", reqs)
	}
	if rs := search("assistant", "beagle puppy", "vector"); len(rs) == 0 || !strings.Contains(rs[0].Content, "Pixel") {
		t.Fatalf("search before reembed: %+v", rs)
	}
	if o, _ := must("agent", "info", "assistant"); !strings.Contains(o, "ollama:nomic-embed-text; vectors from offline-hash-v1; 1 waiting to be re-embedded (grove agent memory reembed assistant)") {
		t.Errorf("agent info before reembed:\n%s", o)
	}

	// reembed switches the agent to the configured embedder, in batches.
	o, _ := must("agent", "memory", "reembed", "assistant")
	if !strings.Contains(o, "Re-embedded 2 memories with ollama:nomic-embed-text") {
		t.Fatalf("reembed said %q", o)
	}
	if name, dim, pending := state("assistant"); name != "ollama:nomic-embed-text" || dim != memory.OfflineDim || pending != 0 {
		t.Fatalf("after reembed: %s %d, %d pending", name, dim, pending)
	}
	if o, _ := must("agent", "info", "assistant"); !strings.Contains(o, "embeddings     ollama:nomic-embed-text\n") {
		t.Errorf("agent info after reembed:\n%s", o)
	}
	before := srv.Inputs()
	if rs := search("assistant", "where does the person work", "vector"); len(rs) == 0 || !strings.Contains(rs[0].Content, "nurse") {
		t.Fatalf("search after reembed: %+v", rs)
	}
	if srv.Inputs() != before+1 {
		t.Fatal("the query was not embedded by the server")
	}

	// The endpoint goes away: the memory is still written (offline, waiting),
	// and full text still finds it.
	srv.Close()
	_, e = must("agent", "memory", "add", "assistant", "I drink two espressos every morning.")
	if !strings.Contains(e, "warning") || !strings.Contains(e, "embedded offline") || strings.Count(e, "warning") != 1 {
		t.Errorf("the fallback is not said once:\n%s", e)
	}
	if name, _, pending := state("assistant"); name != "ollama:nomic-embed-text" || pending != 1 {
		t.Fatalf("after the fallback: %s, %d pending", name, pending)
	}
	if rs := search("assistant", "espressos", "hybrid"); len(rs) != 1 || !strings.Contains(rs[0].Content, "espressos") {
		t.Fatalf("search with the endpoint down: %+v", rs)
	}
	if _, _, err := grove("agent", "memory", "reembed", "assistant"); err == nil {
		t.Fatal("reembed succeeded with the endpoint down")
	}

	// Back (elsewhere): reembed picks the waiting memory up.
	srv2 := testkit.NewEmbeddingsServer(t, serverVectors)
	setConfig(srv2.URL)
	must("agent", "memory", "reembed", "assistant")
	if _, _, pending := state("assistant"); pending != 0 {
		t.Fatalf("%d memories still waiting after reembed", pending)
	}
	if rs := search("assistant", "coffee every morning", "vector"); len(rs) == 0 || !strings.Contains(rs[0].Content, "espressos") {
		t.Fatalf("vector search after the second reembed: %+v", rs)
	}

	// An agent's file overrides the setting: OpenAI's format, its key from
	// the variable named, shortened vectors.
	writeFile(t, filepath.Join(work, ".agents", "bob.yaml"), `name: bob
model: offline
prompt:
  system: You are Bob.
embeddings:
  provider: openai
  model: text-embedding-3-small
  base_url: `+srv2.URL+`/v1
  api_key_env: GROVE_TEST_EMBED_KEY
  dimensions: 64
`)
	must("agent", "memory", "add", "bob", "Bob keeps bees on the roof.")
	last := srv2.Requests()[len(srv2.Requests())-1]
	if last.Path != "/v1/embeddings" || last.Auth != "Bearer "+key || last.Dimensions != 64 || last.Model != "text-embedding-3-small" {
		t.Fatalf("bob's request %+v", last)
	}
	if name, dim, _ := state("bob"); name != "openai:text-embedding-3-small/64" || dim != 64 {
		t.Fatalf("bob's vectors: %s %d", name, dim)
	}
	if rs := search("bob", "bees", "vector"); len(rs) != 1 {
		t.Fatalf("bob's search: %+v", rs)
	}
	for _, f := range []string{db, db + "-wal", cfgPath} {
		b, err := os.ReadFile(f)
		if err == nil && strings.Contains(string(b), key) {
			t.Fatalf("%s holds the key", f)
		}
	}
}

// A bad setting is refused with its file and line.
func TestEmbeddingsSettingErrors(t *testing.T) {
	work := isolate(t)
	cfgPath := filepath.Join(t.TempDir(), "config.yaml")
	t.Setenv("GROVE_CONFIG", cfgPath)
	writeFile(t, cfgPath, "embeddings:\n  provider: ollama\n  model: m\n  base_url: localhost:11434\n")
	cmd := exec.Command(groveBinary(t), "agent", "memory", "add", "assistant", "x")
	cmd.Dir = work
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), cfgPath+":4") || !strings.Contains(string(out), "embeddings.base_url") {
		t.Fatalf("got %v\n%s", err, out)
	}
}

// In the TUI (not headless), what the memory store says once reaches the
// runtime's bus as a notice, which the TUI flashes as it does a retry's.
func TestEmbeddingsNoticeReachesTheBus(t *testing.T) {
	isolate(t)
	cfgPath := filepath.Join(t.TempDir(), "config.yaml")
	t.Setenv("GROVE_CONFIG", cfgPath)
	dead := testkit.NewEmbeddingsServer(t, serverVectors)
	dead.Close()
	writeFile(t, cfgPath, "embeddings:\n  provider: ollama\n  model: nomic-embed-text\n  base_url: "+dead.URL+"\n")
	g := &globals{}
	a, err := g.openApp(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	sub := a.rt.Bus().Subscribe()
	defer sub.Close()
	if _, err := a.mem.Add(context.Background(), "assistant", memory.NewMemory{Content: "The oak is my favourite tree."}); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(30 * time.Second)
	for {
		select {
		case <-sub.Ready():
		case <-deadline:
			t.Fatal("no notice on the bus")
		}
		for _, ev := range sub.Drain() {
			if ev.Kind == agent.EvNotice && strings.Contains(ev.Text, "embedded offline") && strings.Contains(ev.Text, "reembed assistant") {
				return
			}
		}
	}
}
