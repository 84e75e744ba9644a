package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// ollamaEmbedURL is where Ollama's own embeddings API answers for a base
// URL given with or without its /v1 (the OpenAI-compatible part).
func ollamaEmbedURL(base string) string {
	if base == "" {
		base = DefaultOllamaURL
	}
	base = strings.TrimSuffix(strings.TrimRight(base, "/"), "/v1")
	return strings.TrimRight(base, "/") + "/api/embed"
}

// ollamaBatch embeds one request's inputs through Ollama's /api/embed:
// {"model", "input": [...], "dimensions"} → {"embeddings": [[...], ...]}.
func (e *Embeddings) ollamaBatch(ctx context.Context, part []string) ([][]float32, error) {
	const who = "the embeddings endpoint"
	body := map[string]any{"model": e.cfg.Model, "input": part}
	if e.cfg.Dimensions > 0 {
		body["dimensions"] = e.cfg.Dimensions
	}
	b, err := json.Marshal(body)
	if err != nil {
		return nil, &Error{Class: Permanent, Message: err.Error(), Err: err}
	}
	rctx, cancel := context.WithTimeout(ctx, embeddingsTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodPost, ollamaEmbedURL(e.cfg.BaseURL), bytes.NewReader(b))
	if err != nil {
		return nil, &Error{Class: Permanent, Message: "bad embeddings base_url: " + oneLine(err.Error()), Err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	if e.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+e.cfg.APIKey)
	}
	for k, v := range e.cfg.Headers {
		req.Header.Set(k, v)
	}
	client := e.cfg.HTTPClient
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, providerError(ctx, err, who, keyHint(e.cfg.KeySource, e.cfg.APIKeyEnv), e.cfg.Model)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return nil, providerError(ctx, err, who, keyHint(e.cfg.KeySource, e.cfg.APIKeyEnv), e.cfg.Model)
	}
	if resp.StatusCode != http.StatusOK {
		var eb struct {
			Error string `json:"error"`
		}
		msg := strings.TrimSpace(string(raw))
		if json.Unmarshal(raw, &eb) == nil && eb.Error != "" {
			msg = eb.Error
		}
		le := fromStatus(errors.New(oneLine(msg)), who, resp.StatusCode, "", "", msg, resp)
		if resp.StatusCode == http.StatusNotFound {
			le.Message = fmt.Sprintf("model %q not found at %s (404): %s", e.cfg.Model, who, oneLine(msg))
		}
		return nil, withKeyHint(le, keyHint(e.cfg.KeySource, e.cfg.APIKeyEnv))
	}
	var out struct {
		Embeddings [][]float64 `json:"embeddings"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, e.bad("answered with something that is not Ollama's embeddings JSON (%s)", oneLine(err.Error()))
	}
	if len(out.Embeddings) != len(part) {
		return nil, e.bad("returned %d embeddings for %d inputs", len(out.Embeddings), len(part))
	}
	got := make([][]float32, len(part))
	for i, v := range out.Embeddings {
		got[i] = make([]float32, len(v))
		for j, x := range v {
			got[i][j] = float32(x)
		}
	}
	return got, nil
}
