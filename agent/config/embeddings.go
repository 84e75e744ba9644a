package config

import (
	"net/url"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/lazyre"
)

// Embeddings chooses the embedder of agents' memories (embeddings: in the
// config, or in an agent file for that agent). The key is never written
// here: api_key_env names the variable holding it.
type Embeddings struct {
	// Provider is openai (an OpenAI-compatible /embeddings), ollama
	// (Ollama's /api/embed) or offline (the built-in embedder: an agent
	// may go back to it).
	Provider   string `yaml:"provider"`
	Model      string `yaml:"model,omitempty"`
	BaseURL    string `yaml:"base_url,omitempty"`
	APIKeyEnv  string `yaml:"api_key_env,omitempty"`
	Dimensions int    `yaml:"dimensions,omitempty"`
}

// Spec is the embedder e describes.
func (e Embeddings) Spec() llm.EmbeddingsSpec {
	return llm.EmbeddingsSpec{Provider: e.Provider, Model: e.Model, BaseURL: e.BaseURL, APIKeyEnv: e.APIKeyEnv, Dimensions: e.Dimensions}
}

var envNameRe = lazyre.New(`^[A-Za-z_][A-Za-z0-9_]*$`)

// checkEmbeddings reports the first problem of e (under the section
// named at) as bad does.
func checkEmbeddings(e *Embeddings, at string, bad func(field, format string, args ...any) error) error {
	if e == nil {
		return nil
	}
	switch e.Provider {
	case llm.KindOpenAI, llm.KindOllama:
		if e.Model == "" {
			return bad(at+".model", "required (the embedding model, e.g. text-embedding-3-small or nomic-embed-text)")
		}
	case llm.KindOffline:
		if e.Model != "" || e.BaseURL != "" || e.APIKeyEnv != "" || e.Dimensions != 0 {
			return bad(at+".provider", "the offline embedder takes no model, base_url, api_key_env or dimensions")
		}
	case "":
		return bad(at+".provider", "required: openai, ollama or offline")
	default:
		return bad(at+".provider", "%q is not one of openai, ollama, offline", e.Provider)
	}
	if e.Dimensions < 0 {
		return bad(at+".dimensions", "%d is not a number of dimensions (leave it out for the model's own)", e.Dimensions)
	}
	if e.BaseURL != "" {
		u, err := url.Parse(e.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return bad(at+".base_url", "%q is not an http(s) URL", e.BaseURL)
		}
	}
	if e.APIKeyEnv != "" && !envNameRe.MatchString(e.APIKeyEnv) {
		return bad(at+".api_key_env", "must name the environment variable holding the key, not the key itself")
	}
	return nil
}
