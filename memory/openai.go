package memory

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// OpenAIConfig configures an OpenAI-compatible embeddings endpoint (OpenAI,
// Ollama's /v1, llama.cpp, vLLM...).
type OpenAIConfig struct {
	// BaseURL of the API, e.g. http://localhost:11434/v1; "" means OpenAI's.
	BaseURL string
	APIKey  string
	// Model, e.g. text-embedding-3-small or nomic-embed-text. Required.
	Model string
	// Dim is the model's dimension; 0 means learn it from the first answer.
	Dim int
	// MaxChars is the longest text sent as one input; longer texts are cut
	// into chunks at word boundaries, each embedded, and their vectors
	// averaged (weighted by length) and re-normalized, so nothing is
	// truncated. 0 means 6000 (about 1,500 tokens, safe for 2k-token
	// local models and far below OpenAI's 8k).
	MaxChars int
	// Batch is how many inputs go in one request; 0 means 96.
	Batch int
	// HTTPClient overrides the transport (tests); nil means the SDK's.
	HTTPClient *http.Client
}

// OpenAI embeds through an OpenAI-compatible /embeddings endpoint.
type OpenAI struct {
	cfg    OpenAIConfig
	client openai.Client
	dim    atomic.Int64
}

// NewOpenAI returns an embedder; it does no I/O.
func NewOpenAI(cfg OpenAIConfig) *OpenAI {
	if cfg.MaxChars <= 0 {
		cfg.MaxChars = 6000
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 96
	}
	opts := []option.RequestOption{
		option.WithMaxRetries(2),
		// Always set, even empty, so the SDK never sends OPENAI_API_KEY from
		// the environment to an unrelated BaseURL.
		option.WithAPIKey(cfg.APIKey),
	}
	if cfg.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(cfg.BaseURL))
	} else {
		opts = append(opts, option.WithBaseURL("https://api.openai.com/v1/"))
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(cfg.HTTPClient))
	}
	e := &OpenAI{cfg: cfg, client: openai.NewClient(opts...)}
	e.dim.Store(int64(cfg.Dim))
	return e
}

// Name implements Embedder: "openai:" + the model.
func (e *OpenAI) Name() string { return "openai:" + e.cfg.Model }

// Dim implements Embedder.
func (e *OpenAI) Dim() int { return int(e.dim.Load()) }

// Embed implements Embedder.
func (e *OpenAI) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if e.cfg.Model == "" {
		return nil, fmt.Errorf("no embedding model configured")
	}
	// Flatten every text into chunks, remembering which text each belongs to.
	var chunks []string
	var owner []int
	for i, t := range texts {
		for _, c := range Chunk(t, e.cfg.MaxChars) {
			chunks = append(chunks, c)
			owner = append(owner, i)
		}
	}
	vecs := make([][]float32, 0, len(chunks))
	for start := 0; start < len(chunks); start += e.cfg.Batch {
		part := chunks[start:min(start+e.cfg.Batch, len(chunks))]
		resp, err := e.client.Embeddings.New(ctx, openai.EmbeddingNewParams{
			Model:          e.cfg.Model,
			Input:          openai.EmbeddingNewParamsInputUnion{OfArrayOfStrings: part},
			EncodingFormat: openai.EmbeddingNewParamsEncodingFormatFloat,
		})
		if err != nil {
			var apiErr *openai.Error
			if errors.As(err, &apiErr) && apiErr.Message != "" {
				return nil, fmt.Errorf("embeddings endpoint answered %d: %s: %w", apiErr.StatusCode, apiErr.Message, err)
			}
			return nil, fmt.Errorf("calling %s embeddings: %w", e.cfg.Model, err)
		}
		if len(resp.Data) != len(part) {
			return nil, fmt.Errorf("%s returned %d embeddings for %d inputs", e.cfg.Model, len(resp.Data), len(part))
		}
		got := make([][]float32, len(part))
		for _, d := range resp.Data {
			if d.Index < 0 || int(d.Index) >= len(part) || got[d.Index] != nil {
				return nil, fmt.Errorf("%s returned an embedding with a bad index %d", e.cfg.Model, d.Index)
			}
			v := make([]float32, len(d.Embedding))
			for j, x := range d.Embedding {
				v[j] = float32(x)
			}
			got[d.Index] = v
		}
		vecs = append(vecs, got...)
	}
	out := make([][]float32, len(texts))
	weights := make([]float64, len(texts))
	for i, v := range vecs {
		o := owner[i]
		if d := e.Dim(); d > 0 && len(v) != d {
			return nil, fmt.Errorf("%s returned %d dimensions, expected %d", e.cfg.Model, len(v), d)
		}
		e.dim.CompareAndSwap(0, int64(len(v)))
		w := float64(utf8.RuneCountInString(chunks[i])) + 1
		if out[o] == nil {
			out[o] = make([]float32, len(v))
		}
		for j, x := range v {
			out[o][j] += float32(w) * x
		}
		weights[o] += w
	}
	for _, v := range out {
		normalize(v)
	}
	return out, nil
}

func normalize(v []float32) {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= inv
	}
}

// Chunk cuts text into pieces of at most maxChars bytes, at whitespace when
// one is near, else at a rune boundary. Joined, the pieces hold every
// non-space character of text; an empty text is one empty chunk.
func Chunk(text string, maxChars int) []string {
	if len(text) <= maxChars || maxChars <= 0 {
		return []string{text}
	}
	var out []string
	for len(text) > maxChars {
		cut := maxChars
		for !utf8.RuneStart(text[cut]) {
			cut--
		}
		if sp := strings.LastIndexAny(text[:cut], " \n\t"); sp > maxChars/2 {
			cut = sp
		}
		out = append(out, text[:cut])
		text = strings.TrimLeft(text[cut:], " \n\t")
	}
	if text != "" {
		out = append(out, text)
	}
	return out
}
