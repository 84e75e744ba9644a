package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/session"
)

// Provider kinds a Profile can name.
const (
	KindOpenAI    = "openai"
	KindAnthropic = "anthropic"
	KindOllama    = "ollama"
	KindOffline   = "offline"
)

// Prices are dollars per million tokens.
type Prices struct {
	InputPerMTok      float64 `yaml:"input_per_mtok" json:"input_per_mtok"`
	OutputPerMTok     float64 `yaml:"output_per_mtok" json:"output_per_mtok"`
	CacheReadPerMTok  float64 `yaml:"cache_read_per_mtok" json:"cache_read_per_mtok"`
	CacheWritePerMTok float64 `yaml:"cache_write_per_mtok" json:"cache_write_per_mtok"`
}

// Profile is a named model configuration agents refer to.
type Profile struct {
	Name     string `yaml:"name" json:"name"`
	Provider string `yaml:"provider" json:"provider"` // openai | anthropic | ollama | offline
	Model    string `yaml:"model" json:"model"`
	BaseURL  string `yaml:"base_url,omitempty" json:"base_url,omitempty"`
	// APIKeyEnv names the environment variable holding the key; the key
	// itself never appears in configuration.
	APIKeyEnv     string   `yaml:"api_key_env,omitempty" json:"api_key_env,omitempty"`
	Temperature   *float64 `yaml:"temperature,omitempty" json:"temperature,omitempty"`
	MaxTokens     int      `yaml:"max_tokens,omitempty" json:"max_tokens,omitempty"`
	ContextWindow int      `yaml:"context_window,omitempty" json:"context_window,omitempty"`
	Prices        Prices   `yaml:"prices" json:"prices"`
	// Vision and PDF say whether the model takes images and PDF documents
	// (nil: the provider's default; see SeesImages and ReadsPDFs).
	Vision *bool `yaml:"vision,omitempty" json:"vision,omitempty"`
	PDF    *bool `yaml:"pdf,omitempty" json:"pdf,omitempty"`
}

// Cost prices usage. InputTokens includes cached tokens (see Response.Usage),
// so cache reads and writes are taken out of it and priced at their own rates.
func (p Profile) Cost(u session.Usage) float64 {
	plain := u.InputTokens - u.CacheReadTokens - u.CacheWriteTokens
	if plain < 0 {
		plain = 0
	}
	return (float64(plain)*p.Prices.InputPerMTok +
		float64(u.OutputTokens)*p.Prices.OutputPerMTok +
		float64(u.CacheReadTokens)*p.Prices.CacheReadPerMTok +
		float64(u.CacheWriteTokens)*p.Prices.CacheWritePerMTok) / 1e6
}

// keyEnv is the variable New reads the key from.
func (p Profile) keyEnv() string {
	if p.APIKeyEnv != "" {
		return p.APIKeyEnv
	}
	switch p.Provider {
	case KindOpenAI:
		return "OPENAI_API_KEY"
	case KindAnthropic:
		return "ANTHROPIC_API_KEY"
	}
	return ""
}

// New builds the profile's provider, reading its key from the environment
// or from the keys grove moved out of it at start (keyring). It does no
// network I/O. The error for a missing key names the variable.
func New(p Profile) (Provider, error) { return newProvider(p, keyring.Getenv) }

func newProvider(p Profile, getenv func(string) string) (Provider, error) {
	switch p.Provider {
	case KindOffline:
		return NewOffline(), nil
	case KindAnthropic:
		env := p.keyEnv()
		key := getenv(env)
		if key == "" {
			return nil, missingKey(p, env)
		}
		base := p.BaseURL
		if base == "" {
			// Where every Anthropic SDK and proxy guide points a client.
			base = getenv("ANTHROPIC_BASE_URL")
		}
		return NewAnthropic(AnthropicConfig{
			BaseURL: base, APIKey: key, APIKeyEnv: env, KeySource: keySource(p, env, key),
			Model: p.Model, MaxTokens: p.MaxTokens, Temperature: p.Temperature,
		}), nil
	case KindOpenAI, KindOllama:
		e, env, err := profileEndpoint(p, getenv)
		if err != nil {
			return nil, err
		}
		return NewOpenAI(OpenAIConfig{
			Name: p.Provider, BaseURL: e.BaseURL, APIKey: e.APIKey, APIKeyEnv: env, KeySource: keySource(p, env, e.APIKey),
			Model: p.Model, MaxTokens: p.MaxTokens, Temperature: p.Temperature,
		}), nil
	}
	return nil, fmt.Errorf("profile %q: unknown provider %q (want openai, anthropic, ollama or offline)", p.Name, p.Provider)
}

// DefaultOllamaURL is where a local Ollama listens unless told otherwise.
const DefaultOllamaURL = "http://localhost:11434"

// OfflineProfile is the built-in model's profile.
func OfflineProfile() Profile {
	return Profile{Name: "offline", Provider: KindOffline, Model: "offline", ContextWindow: 32768}
}

// AnthropicDefault is the profile used when only ANTHROPIC_API_KEY is set.
func AnthropicDefault() Profile {
	return Profile{
		Name: "claude-sonnet-4-5", Provider: KindAnthropic, Model: "claude-sonnet-4-5",
		APIKeyEnv: "ANTHROPIC_API_KEY", MaxTokens: 8192, ContextWindow: 200000,
		Prices: Prices{InputPerMTok: 3, OutputPerMTok: 15, CacheReadPerMTok: 0.30, CacheWritePerMTok: 3.75},
	}
}

// OpenAIDefault is the profile used when only OPENAI_API_KEY is set.
func OpenAIDefault() Profile {
	return Profile{
		Name: "gpt-4o-mini", Provider: KindOpenAI, Model: "gpt-4o-mini",
		APIKeyEnv: "OPENAI_API_KEY", MaxTokens: 4096, ContextWindow: 128000,
		Prices: Prices{InputPerMTok: 0.15, OutputPerMTok: 0.60, CacheReadPerMTok: 0.075},
	}
}

// ollamaProbeTimeout bounds the start-up probe: grove must not feel slow
// on a machine without Ollama.
const ollamaProbeTimeout = 300 * time.Millisecond

// DetectDefault picks the best model available without configuration: an
// Anthropic key, else an OpenAI key, else a reachable Ollama at ollamaURL
// ("" means DefaultOllamaURL) with at least one model, else the offline
// model. It waits at most ~300 ms and is safe to call from any goroutine.
func DetectDefault(ctx context.Context, getenv func(string) string, ollamaURL string) Profile {
	if getenv == nil {
		getenv = os.Getenv
	}
	if getenv("ANTHROPIC_API_KEY") != "" {
		return AnthropicDefault()
	}
	if getenv("OPENAI_API_KEY") != "" {
		return OpenAIDefault()
	}
	if ollamaURL == "" {
		ollamaURL = DefaultOllamaURL
	}
	if model := probeOllama(ctx, ollamaURL); model != "" {
		return Profile{
			Name: "ollama-" + model, Provider: KindOllama, Model: model,
			BaseURL: ollamaV1(ollamaURL), ContextWindow: 8192,
		}
	}
	return OfflineProfile()
}

// probeOllama returns the first model a local Ollama lists, or "".
func probeOllama(ctx context.Context, base string) string {
	ctx, cancel := context.WithTimeout(ctx, ollamaProbeTimeout)
	defer cancel()
	base = strings.TrimSuffix(strings.TrimRight(base, "/"), "/v1")
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/tags", nil)
	if err != nil {
		return ""
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return ""
	}
	var tags struct {
		Models []struct {
			Name  string `json:"name"`
			Model string `json:"model"`
		} `json:"models"`
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, res.Body, 1<<20)).Decode(&tags); err != nil {
		return ""
	}
	for _, m := range tags.Models {
		if m.Name != "" {
			return m.Name
		}
		if m.Model != "" {
			return m.Model
		}
	}
	return ""
}
