package llm

import (
	"fmt"

	"github.com/grovechat/grove/keyring"
)

// EmbeddingsSpec is the embedder a person configures (the embeddings:
// section of the config or of an agent file). The key is never in it: only
// the name of the variable holding it.
type EmbeddingsSpec struct {
	// Provider is KindOpenAI (an OpenAI-compatible /embeddings) or
	// KindOllama (Ollama's /api/embed).
	Provider string
	Model    string
	// BaseURL is where it answers; "" means OpenAI's ($OPENAI_BASE_URL if
	// set) or the local Ollama.
	BaseURL string
	// APIKeyEnv names the variable holding the key; "" means
	// OPENAI_API_KEY for OpenAI's own endpoint, none otherwise.
	APIKeyEnv  string
	Dimensions int
}

// NewEmbeddingsFromSpec returns the client of a configured embedder, its
// key read through keyring.Getenv; it does no I/O. A key it needs but
// cannot find makes every Embed fail with a Permanent error saying which
// variable to set.
func NewEmbeddingsFromSpec(s EmbeddingsSpec) *Embeddings {
	return newEmbeddingsFromSpec(s, keyring.Getenv)
}

func newEmbeddingsFromSpec(s EmbeddingsSpec, getenv func(string) string) *Embeddings {
	cfg := EmbeddingsConfig{Provider: s.Provider, Model: s.Model, BaseURL: s.BaseURL, APIKeyEnv: s.APIKeyEnv, Dimensions: s.Dimensions}
	needKey := false
	if s.Provider != KindOllama {
		cfg.Provider = KindOpenAI
		if cfg.BaseURL == "" {
			cfg.BaseURL = getenv("OPENAI_BASE_URL")
		}
		if cfg.APIKeyEnv == "" && cfg.BaseURL == "" {
			cfg.APIKeyEnv = "OPENAI_API_KEY"
		}
		needKey = cfg.BaseURL == "" || s.APIKeyEnv != ""
	} else {
		needKey = s.APIKeyEnv != ""
	}
	if cfg.APIKeyEnv != "" {
		cfg.APIKey = getenv(cfg.APIKeyEnv)
		cfg.KeySource = fmt.Sprintf("check the API key in $%s (api_key_env of embeddings)", cfg.APIKeyEnv)
	}
	e := NewEmbeddings(cfg)
	if needKey && cfg.APIKey == "" {
		e.noKey = fmt.Sprintf("embeddings with %s need an API key: set $%s", s.Model, cfg.APIKeyEnv)
	}
	return e
}
