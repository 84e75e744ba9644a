package llm

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/keyring"
)

// EmbeddingsConfig configures an embeddings endpoint: OpenAI-compatible
// (OpenAI, Ollama's /v1, llama.cpp, vLLM...) or Ollama's own /api/embed.
type EmbeddingsConfig struct {
	// Provider is KindOpenAI ("" too) or KindOllama (Ollama's /api/embed).
	Provider string
	// BaseURL of the API, e.g. http://localhost:11434/v1; "" means OpenAI's
	// (for Ollama: its server, DefaultOllamaURL when "").
	BaseURL string
	APIKey  string
	// APIKeyEnv names the variable the key came from, for error messages.
	APIKeyEnv string
	// KeySource is what an error says about the key when the server refuses
	// it (New says where the profile's key came from); "" says to check
	// $APIKeyEnv.
	KeySource string
	Headers   map[string]string
	// Model, e.g. text-embedding-3-small or nomic-embed-text. Required.
	Model string
	// Dim is the model's dimension; 0 means learn it from the first answer.
	Dim int
	// Dimensions asks the model for vectors this long (OpenAI's and
	// Ollama's "dimensions"); 0 asks nothing. It sets Dim too, and it is
	// part of Name: shortened vectors are not comparable with whole ones.
	Dimensions int
	// Retry is how a request failing transiently is tried again (the
	// providers' policy: Retry-After honoured, backoff with jitter); its
	// zero fields mean 3 attempts from 500ms.
	Retry Retry
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

// embeddingsTimeout bounds one embeddings request: a memory write waits
// for it, so a server that never answers must not hold it forever.
const embeddingsTimeout = 2 * time.Minute

// Embeddings embeds texts through an OpenAI-compatible /embeddings
// endpoint. It has the method set of memory.Embedder.
type Embeddings struct {
	cfg    EmbeddingsConfig
	client openai.Client
	dim    atomic.Int64
	// noKey, when set, is why every Embed fails: the key it needs is
	// not in the environment.
	noKey string
}

// NewEmbeddings returns an embeddings client; it does no I/O.
func NewEmbeddings(cfg EmbeddingsConfig) *Embeddings {
	if cfg.MaxChars <= 0 {
		cfg.MaxChars = 6000
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 96
	}
	if cfg.Retry.MaxAttempts <= 0 {
		cfg.Retry.MaxAttempts = 3
	}
	if cfg.Retry.BaseDelay <= 0 {
		cfg.Retry.BaseDelay = 500 * time.Millisecond
	}
	if cfg.Dimensions > 0 {
		cfg.Dim = cfg.Dimensions
	}
	e := &Embeddings{cfg: cfg}
	if cfg.Provider != KindOllama {
		e.client = openAIClient(endpoint{
			BaseURL: cfg.BaseURL, APIKey: cfg.APIKey, Headers: cfg.Headers, HTTPClient: cfg.HTTPClient,
			MaxRetries: 0, Timeout: embeddingsTimeout,
		})
	}
	e.dim.Store(int64(cfg.Dim))
	return e
}

// NewEmbeddingsFor returns the embeddings client of an openai or ollama
// profile, its key read like New reads a chat provider's (keyring).
func NewEmbeddingsFor(p Profile) (*Embeddings, error) {
	e, env, err := profileEndpoint(p, keyring.Getenv)
	if err != nil {
		return nil, err
	}
	return NewEmbeddings(EmbeddingsConfig{BaseURL: e.BaseURL, APIKey: e.APIKey, APIKeyEnv: env, KeySource: keySource(p, env, e.APIKey), Model: p.Model}), nil
}

// Name is "openai:" (or "ollama:", for Ollama's own API) + the model, and
// "/" + the dimensions asked for, if any.
func (e *Embeddings) Name() string {
	kind := KindOpenAI
	if e.cfg.Provider == KindOllama {
		kind = KindOllama
	}
	name := kind + ":" + e.cfg.Model
	if e.cfg.Dimensions > 0 {
		name += fmt.Sprintf("/%d", e.cfg.Dimensions)
	}
	return name
}

// Dim is the vector length, 0 until known.
func (e *Embeddings) Dim() int { return int(e.dim.Load()) }

// Embed returns one unit vector per text, in order. Failures are *Error.
func (e *Embeddings) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if e.cfg.Model == "" {
		return nil, &Error{Class: Permanent, Message: "no embedding model configured"}
	}
	if e.noKey != "" {
		return nil, &Error{Class: Permanent, Message: e.noKey}
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
		var got [][]float32
		err := e.cfg.Retry.Do(ctx, func() error {
			var err error
			if e.cfg.Provider == KindOllama {
				got, err = e.ollamaBatch(ctx, part)
			} else {
				got, err = e.batch(ctx, part)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		vecs = append(vecs, got...)
	}
	out := make([][]float32, len(texts))
	weights := make([]float64, len(texts))
	for i, v := range vecs {
		o := owner[i]
		if d := e.Dim(); d > 0 && len(v) != d {
			return nil, e.bad("returned %d dimensions, expected %d", len(v), d)
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

// batch embeds one request's inputs.
func (e *Embeddings) batch(ctx context.Context, part []string) ([][]float32, error) {
	params := openai.EmbeddingNewParams{
		Model:          e.cfg.Model,
		Input:          openai.EmbeddingNewParamsInputUnion{OfArrayOfStrings: part},
		EncodingFormat: openai.EmbeddingNewParamsEncodingFormatFloat,
	}
	if e.cfg.Dimensions > 0 {
		params.Dimensions = openai.Int(int64(e.cfg.Dimensions))
	}
	resp, err := e.client.Embeddings.New(ctx, params)
	if err != nil {
		return nil, providerError(ctx, err, "the embeddings endpoint", keyHint(e.cfg.KeySource, e.cfg.APIKeyEnv), e.cfg.Model)
	}
	if len(resp.Data) != len(part) {
		return nil, e.bad("returned %d embeddings for %d inputs", len(resp.Data), len(part))
	}
	got := make([][]float32, len(part))
	for _, d := range resp.Data {
		if d.Index < 0 || int(d.Index) >= len(part) || got[d.Index] != nil {
			return nil, e.bad("returned an embedding with a bad index %d", d.Index)
		}
		v := make([]float32, len(d.Embedding))
		for j, x := range d.Embedding {
			v[j] = float32(x)
		}
		got[d.Index] = v
	}
	return got, nil
}

// bad is the error for an answer that breaks the protocol: asking again
// will not help.
func (e *Embeddings) bad(format string, args ...any) *Error {
	return &Error{Class: Permanent, Message: e.cfg.Model + " " + fmt.Sprintf(format, args...)}
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
// one is near, else between characters (grapheme clusters; a single
// cluster longer than maxChars is cut between runes). Joined, the pieces
// hold every non-space character of text; an empty text is one empty chunk.
func Chunk(text string, maxChars int) []string {
	if len(text) <= maxChars || maxChars <= 0 {
		return []string{text}
	}
	var out []string
	for len(text) > maxChars {
		cut := len(clip.Bytes(text, maxChars))
		if cut == 0 {
			cut = maxChars
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
			if cut == 0 {
				_, cut = utf8.DecodeRuneInString(text)
			}
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
