package llm

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

func TestEmbeddingsFixture(t *testing.T) {
	fixture, err := os.ReadFile("testdata/openai/embeddings.json")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Model          string   `json:"model"`
		Input          []string `json:"input"`
		EncodingFormat string   `json:"encoding_format"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/embeddings" || r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, "bad request "+r.URL.Path, 400)
			return
		}
		b, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(b, &got); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(fixture)
	}))
	defer srv.Close()
	e := NewEmbeddings(EmbeddingsConfig{BaseURL: srv.URL + "/v1", APIKey: "sk-test", Model: "text-embedding-3-small"})
	if e.Dim() != 0 || e.Name() != "openai:text-embedding-3-small" {
		t.Fatalf("before first call: %s %d", e.Name(), e.Dim())
	}
	vs, err := e.Embed(context.Background(), []string{"hello", "world"})
	if err != nil {
		t.Fatal(err)
	}
	if got.Model != "text-embedding-3-small" || len(got.Input) != 2 || got.EncodingFormat != "float" {
		t.Fatalf("request: %+v", got)
	}
	if len(vs) != 2 || len(vs[0]) != 4 || e.Dim() != 4 {
		t.Fatalf("vectors %v dim %d", vs, e.Dim())
	}
	for _, v := range vs {
		if n := norm(v); math.Abs(n-1) > 1e-5 {
			t.Fatalf("not normalized: %v", n)
		}
	}
	// the fixture's first vector, normalized
	if vs[0][0] <= 0 || vs[0][1] >= 0 || vs[1][0] >= 0 {
		t.Fatalf("vectors out of order: %v", vs)
	}
}

func norm(v []float32) float64 {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	return math.Sqrt(n)
}

// fakeEmbeddings speaks the OpenAI embeddings wire format, answering each
// input with a vector derived from it, and records the inputs it saw.
type fakeEmbeddings struct {
	mu     sync.Mutex
	inputs []string
	calls  int
}

func (f *fakeEmbeddings) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Input []string `json:"input"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), 400)
		return
	}
	f.mu.Lock()
	f.inputs = append(f.inputs, req.Input...)
	f.calls++
	f.mu.Unlock()
	type datum struct {
		Object    string    `json:"object"`
		Index     int       `json:"index"`
		Embedding []float64 `json:"embedding"`
	}
	resp := struct {
		Object string  `json:"object"`
		Data   []datum `json:"data"`
		Model  string  `json:"model"`
	}{Object: "list", Model: "fake"}
	// answer in reverse order: clients must use index, not position
	for i := len(req.Input) - 1; i >= 0; i-- {
		in := req.Input[i]
		resp.Data = append(resp.Data, datum{Object: "embedding", Index: i, Embedding: []float64{float64(len(in)), float64(strings.Count(in, "b")), 1}})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}

func TestEmbeddingsChunksLongInput(t *testing.T) {
	fake := &fakeEmbeddings{}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	e := NewEmbeddings(EmbeddingsConfig{BaseURL: srv.URL, Model: "nomic-embed-text", MaxChars: 100, Batch: 4})
	long := strings.Repeat("aaaa ", 50) + strings.Repeat("bbbb ", 50) // 500 chars
	vs, err := e.Embed(context.Background(), []string{"short", long, "ü" + strings.Repeat("é", 120)})
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 3 {
		t.Fatalf("%d vectors", len(vs))
	}
	if len(fake.inputs) < 1+5+2 || fake.calls < 2 {
		t.Fatalf("long input not chunked/batched: %d inputs in %d calls", len(fake.inputs), fake.calls)
	}
	var all strings.Builder
	for _, in := range fake.inputs {
		if len(in) > 100 || !utf8.ValidString(in) {
			t.Fatalf("chunk of %d bytes or invalid UTF-8: %q", len(in), in)
		}
		all.WriteString(in)
	}
	// Nothing truncated: every non-space character reached the server.
	strip := func(s string) string { return strings.Join(strings.Fields(s), "") }
	if strip(all.String()) != strip("short"+long+"ü"+strings.Repeat("é", 120)) {
		t.Fatal("chunks lost text")
	}
	// The long text's vector averages its chunks: the b-count component is
	// present (from the second half) but the vector stays unit length.
	if vs[1][1] <= 0 || math.Abs(norm(vs[1])-1) > 1e-5 {
		t.Fatalf("chunk average: %v", vs[1])
	}
}

func TestEmbeddingsErrors(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(401)
		w.Write([]byte(`{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}`))
	}))
	defer srv.Close()
	e := NewEmbeddings(EmbeddingsConfig{BaseURL: srv.URL, Model: "m", APIKey: "bad"})
	_, err := e.Embed(context.Background(), []string{"x"})
	var le *Error
	if !errors.As(err, &le) || le.Class != Permanent || !strings.Contains(err.Error(), "Incorrect API key") {
		t.Fatalf("got %v", err)
	}
	// In the store, the memory is still written: embedded offline, its
	// vector waiting to be re-embedded, and the store says why once.
	s := memory.New(testkit.OpenStore(t), e)
	var told []string
	s.OnNotice(func(msg string) { told = append(told, msg) })
	for range 2 {
		if _, err := s.Add(context.Background(), "ada", memory.NewMemory{Content: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	if n, _ := s.Pending(context.Background(), "ada"); n != 2 {
		t.Fatalf("%d memories waiting to be re-embedded, want 2", n)
	}
	if len(told) != 1 || !strings.Contains(told[0], "Incorrect API key") || !strings.Contains(told[0], "reembed ada") {
		t.Fatalf("notices %q", told)
	}
	if _, err := s.Reembed(context.Background(), "ada", e); session.ErrorCode(err) != memory.EEMBED {
		t.Fatalf("re-embedding with the failing endpoint: %v, want %s", err, memory.EEMBED)
	}
}

func TestEmbeddingsInStore(t *testing.T) {
	srv := httptest.NewServer(&fakeEmbeddings{})
	defer srv.Close()
	ctx := context.Background()
	s := memory.New(testkit.OpenStore(t), NewEmbeddings(EmbeddingsConfig{BaseURL: srv.URL, Model: "fake"}))
	m, err := s.Add(ctx, "ada", memory.NewMemory{Content: "bbbb"})
	if err != nil {
		t.Fatal(err)
	}
	rs, err := s.Search(ctx, "ada", memory.Query{Text: "bbbb", Mode: memory.Vector})
	if err != nil || len(rs) != 1 || rs[0].ID != m.ID {
		t.Fatalf("%v %+v", err, rs)
	}
	if name, dim, _, _ := s.AgentEmbedder(ctx, "ada"); name != "openai:fake" || dim != 3 {
		t.Fatalf("registered %s %d", name, dim)
	}
}

func TestChunk(t *testing.T) {
	for _, tc := range []struct {
		in   string
		max  int
		want int
	}{
		{"", 10, 1},
		{"short", 10, 1},
		{"aaaa bbbb cccc dddd", 10, 2},
		{strings.Repeat("x", 25), 10, 3},
	} {
		got := Chunk(tc.in, tc.max)
		if len(got) != tc.want {
			t.Errorf("Chunk(%q, %d) = %q", tc.in, tc.max, got)
		}
		for _, c := range got {
			if len(c) > tc.max {
				t.Errorf("chunk %q over %d", c, tc.max)
			}
		}
	}
}

// Chat and embeddings clients of one profile come from one factory: both
// send the profile's key (read through keyring, never OPENAI_API_KEY when
// the profile names another variable) to the profile's base URL, and both
// refuse alike when the key is missing.
func TestChatAndEmbeddingsShareTheClientFactory(t *testing.T) {
	chat := fixture(t, "openai/chat_text.sse")
	emb := fixture(t, "openai/embeddings.json")
	var mu sync.Mutex
	auth := map[string]string{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auth[r.URL.Path] = r.Header.Get("Authorization")
		mu.Unlock()
		switch r.URL.Path {
		case "/v1/chat/completions":
			w.Header().Set("Content-Type", "text/event-stream")
			w.Write(chat)
		case "/v1/embeddings":
			w.Header().Set("Content-Type", "application/json")
			w.Write(emb)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	t.Setenv("OPENAI_API_KEY", "sk-not-this-one")
	t.Setenv("GROVE_TEST_PROFILE_KEY", "sk-profile")
	p := Profile{Name: "proxy", Provider: KindOpenAI, Model: "text-embedding-3-small", BaseURL: srv.URL + "/v1", APIKeyEnv: "GROVE_TEST_PROFILE_KEY"}

	prov, err := New(p)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := prov.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if err != nil || resp.Text() == "" {
		t.Fatalf("chat: %q %v", resp.Text(), err)
	}
	e, err := NewEmbeddingsFor(p)
	if err != nil {
		t.Fatal(err)
	}
	if vs, err := e.Embed(context.Background(), []string{"hello", "world"}); err != nil || len(vs) != 2 {
		t.Fatalf("embeddings: %d vectors, %v", len(vs), err)
	}
	for _, path := range []string{"/v1/chat/completions", "/v1/embeddings"} {
		if got := auth[path]; got != "Bearer sk-profile" {
			t.Errorf("%s sent Authorization %q", path, got)
		}
	}

	t.Setenv("GROVE_TEST_PROFILE_KEY", "")
	_, chatErr := New(p)
	_, embErr := NewEmbeddingsFor(p)
	if chatErr == nil || embErr == nil || chatErr.Error() != embErr.Error() || !strings.Contains(chatErr.Error(), "$GROVE_TEST_PROFILE_KEY") {
		t.Fatalf("missing key: chat %v, embeddings %v", chatErr, embErr)
	}
}
