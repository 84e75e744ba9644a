package llm

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// OpenAIBaseURL is OpenAI's own API, used when a configuration names none.
const OpenAIBaseURL = "https://api.openai.com/v1/"

// endpoint is everything an OpenAI-compatible client needs; chat
// (OpenAI) and embeddings (Embeddings) build their clients from it with
// openAIClient, so base URL, key, headers, retries and timeouts are set in
// one place.
type endpoint struct {
	// BaseURL of the API; "" means OpenAIBaseURL.
	BaseURL string
	// APIKey is always sent, even empty, so the SDK never picks up
	// OPENAI_API_KEY from the environment and sends it to whatever
	// BaseURL is (an Ollama, a proxy).
	APIKey string
	// Headers are added to every request (OpenRouter's attribution, a
	// proxy's routing).
	Headers map[string]string
	// MaxRetries is the SDK's own retry count: 0 for chat (the runtime's
	// retry wrapper decides), a few for embeddings.
	MaxRetries int
	// Timeout bounds one HTTP attempt; 0 means none (streams run as long
	// as their context).
	Timeout time.Duration
	// HTTPClient overrides the transport (tests); nil means the SDK's.
	HTTPClient *http.Client
}

// openAIClient is the one place an openai-go client is configured.
func openAIClient(e endpoint) openai.Client {
	base := e.BaseURL
	if base == "" {
		base = OpenAIBaseURL
	}
	opts := []option.RequestOption{
		option.WithMaxRetries(e.MaxRetries),
		option.WithAPIKey(e.APIKey),
		option.WithBaseURL(base),
	}
	for k, v := range e.Headers {
		opts = append(opts, option.WithHeader(k, v))
	}
	if e.Timeout > 0 {
		opts = append(opts, option.WithRequestTimeout(e.Timeout))
	}
	if e.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(e.HTTPClient))
	}
	return openai.NewClient(opts...)
}

// profileEndpoint reads where an OpenAI-compatible profile (openai or
// ollama) is served and its key, from getenv (keyring.Getenv in grove):
// an Ollama profile gets its /v1 base and needs no key; an OpenAI profile
// without a base URL of its own is served where $OPENAI_BASE_URL points
// (as every OpenAI SDK and proxy guide has it), else by OpenAI; it
// needs its key unless it names a custom base URL without a key variable
// (a local server that wants none). keyEnv is the variable the key comes
// from, for error messages.
func profileEndpoint(p Profile, getenv func(string) string) (e endpoint, keyEnv string, err error) {
	keyEnv = p.keyEnv()
	if keyEnv != "" {
		e.APIKey = getenv(keyEnv)
	}
	e.BaseURL = p.BaseURL
	switch p.Provider {
	case KindOllama:
		if e.BaseURL == "" {
			e.BaseURL = DefaultOllamaURL
		}
		e.BaseURL = ollamaV1(e.BaseURL)
	case KindOpenAI:
		if e.BaseURL == "" {
			e.BaseURL = getenv("OPENAI_BASE_URL")
		}
		if e.APIKey == "" && (e.BaseURL == "" || p.APIKeyEnv != "") {
			return e, keyEnv, missingKey(p, keyEnv)
		}
	default:
		return e, keyEnv, fmt.Errorf("profile %q: provider %q does not speak the OpenAI API", p.Name, p.Provider)
	}
	return e, keyEnv, nil
}

func missingKey(p Profile, keyEnv string) error {
	return fmt.Errorf("profile %q (%s) needs an API key: set $%s", p.Name, p.Provider, keyEnv)
}

func ollamaV1(base string) string {
	base = strings.TrimRight(base, "/")
	if !strings.HasSuffix(base, "/v1") {
		base += "/v1"
	}
	return base
}
