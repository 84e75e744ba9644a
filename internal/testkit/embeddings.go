package testkit

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

// EmbeddingsRequest is one request an EmbeddingsServer answered (or was
// told to fail).
type EmbeddingsRequest struct {
	Path       string // /v1/embeddings or /api/embed
	Model      string
	Inputs     []string
	Dimensions int
	Auth       string // the Authorization header
}

// EmbeddingsServer speaks OpenAI's POST /v1/embeddings and Ollama's POST
// /api/embed as the real servers do, answering each input with embed(input)
// (cut to the dimensions asked for, as OpenAI's text-embedding-3 models
// shorten theirs), and records every request.
type EmbeddingsServer struct {
	*httptest.Server
	embed func(string) []float32

	mu       sync.Mutex
	requests []EmbeddingsRequest
	fails    []failure
}

type failure struct {
	status     int
	retryAfter string
}

// NewEmbeddingsServer starts a server answering with embed's vectors; it
// is closed when the test ends.
func NewEmbeddingsServer(t testing.TB, embed func(string) []float32) *EmbeddingsServer {
	s := &EmbeddingsServer{embed: embed}
	s.Server = httptest.NewServer(s)
	t.Cleanup(s.Close)
	return s
}

// FailNext makes the next n requests fail with status (in the format's
// error body), with a Retry-After header when retryAfter is not "".
func (s *EmbeddingsServer) FailNext(n, status int, retryAfter string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range n {
		s.fails = append(s.fails, failure{status, retryAfter})
	}
}

// Requests returns the requests seen so far.
func (s *EmbeddingsServer) Requests() []EmbeddingsRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]EmbeddingsRequest(nil), s.requests...)
}

// Inputs returns how many inputs the requests carried in all.
func (s *EmbeddingsServer) Inputs() int {
	n := 0
	for _, r := range s.Requests() {
		n += len(r.Inputs)
	}
	return n
}

func (s *EmbeddingsServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ollama := r.URL.Path == "/api/embed"
	if r.Method != http.MethodPost || (!ollama && r.URL.Path != "/v1/embeddings") {
		http.NotFound(w, r)
		return
	}
	var body struct {
		Model          string `json:"model"`
		Input          any    `json:"input"`
		Dimensions     int    `json:"dimensions"`
		EncodingFormat string `json:"encoding_format"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		s.fail(w, ollama, http.StatusBadRequest, err.Error())
		return
	}
	var inputs []string
	switch in := body.Input.(type) {
	case string:
		inputs = []string{in}
	case []any:
		for _, x := range in {
			str, ok := x.(string)
			if !ok {
				s.fail(w, ollama, http.StatusBadRequest, "input must be strings")
				return
			}
			inputs = append(inputs, str)
		}
	default:
		s.fail(w, ollama, http.StatusBadRequest, "input is required")
		return
	}
	s.mu.Lock()
	s.requests = append(s.requests, EmbeddingsRequest{Path: r.URL.Path, Model: body.Model, Inputs: inputs,
		Dimensions: body.Dimensions, Auth: r.Header.Get("Authorization")})
	var f *failure
	if len(s.fails) > 0 {
		f = &s.fails[0]
		s.fails = s.fails[1:]
	}
	s.mu.Unlock()
	if f != nil {
		if f.retryAfter != "" {
			w.Header().Set("Retry-After", f.retryAfter)
		}
		s.fail(w, ollama, f.status, http.StatusText(f.status))
		return
	}
	vecs := make([][]float32, len(inputs))
	for i, in := range inputs {
		v := s.embed(in)
		if body.Dimensions > 0 && body.Dimensions < len(v) {
			v = v[:body.Dimensions]
		}
		vecs[i] = v
	}
	w.Header().Set("Content-Type", "application/json")
	if ollama {
		json.NewEncoder(w).Encode(map[string]any{"model": body.Model, "embeddings": vecs,
			"total_duration": 14143917, "load_duration": 1019500, "prompt_eval_count": len(inputs)})
		return
	}
	type datum struct {
		Object    string    `json:"object"`
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	}
	data := make([]datum, 0, len(vecs))
	// Reverse order: clients must go by index, not position.
	for i := len(vecs) - 1; i >= 0; i-- {
		data = append(data, datum{Object: "embedding", Index: i, Embedding: vecs[i]})
	}
	json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": body.Model,
		"usage": map[string]int{"prompt_tokens": len(inputs), "total_tokens": len(inputs)}})
}

// fail answers with status in the format's error body.
func (s *EmbeddingsServer) fail(w http.ResponseWriter, ollama bool, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if ollama {
		json.NewEncoder(w).Encode(map[string]string{"error": msg})
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "server_error", "code": nil}})
}
