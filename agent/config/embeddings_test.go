package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/yamlfield"
)

func TestEmbeddingsInConfig(t *testing.T) {
	c, _ := loadConfigText(t, `embeddings:
  provider: openai
  model: text-embedding-3-small
  base_url: https://proxy.example/v1
  api_key_env: EMBED_KEY
  dimensions: 256
`)
	want := llm.EmbeddingsSpec{Provider: "openai", Model: "text-embedding-3-small", BaseURL: "https://proxy.example/v1", APIKeyEnv: "EMBED_KEY", Dimensions: 256}
	if c.Embeddings == nil || c.Embeddings.Spec() != want {
		t.Fatalf("embeddings %+v", c.Embeddings)
	}
	if c, _ := loadConfigText(t, "theme: dark\n"); c.Embeddings != nil {
		t.Fatalf("no section, embeddings %+v", c.Embeddings)
	}
}

func TestEmbeddingsConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"provider", "theme: dark\nembeddings:\n  provider: cohere\n  model: m\n", `:3: embeddings.provider: "cohere" is not one of openai, ollama, offline`},
		{"no provider", "embeddings:\n  model: m\n", `:1: embeddings.provider: required`},
		{"no model", "embeddings:\n  provider: ollama\n", `:1: embeddings.model: required`},
		{"dimensions", "embeddings:\n  provider: openai\n  model: m\n  dimensions: -3\n", `:4: embeddings.dimensions: -3 is not a number`},
		{"dimensions type", "embeddings:\n  provider: openai\n  model: m\n  dimensions: many\n", `:4: cannot unmarshal !!str ` + "`many`" + ` into int`},
		{"url", "embeddings:\n  provider: openai\n  model: m\n  base_url: localhost:11434\n", `:4: embeddings.base_url: "localhost:11434" is not an http(s) URL`},
		{"key itself", "embeddings:\n  provider: openai\n  model: m\n  api_key_env: sk-proj-abc123\n", `:4: embeddings.api_key_env: must name the environment variable`},
		{"offline with model", "embeddings:\n  provider: offline\n  model: m\n", `:2: embeddings.provider: the offline embedder takes no model`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "config.yaml")
			writeFile(t, path, tc.yaml)
			_, err := LoadConfig(path)
			var ye *yamlfield.Error
			if !errors.As(err, &ye) {
				t.Fatalf("error %v is not a yamlfield.Error", err)
			}
			if got := strings.TrimPrefix(err.Error(), path); !strings.HasPrefix(got, tc.want) {
				t.Fatalf("error\n got %s\nwant %s…", got, tc.want)
			}
			if strings.Contains(err.Error(), "sk-proj-abc123") {
				t.Fatalf("the error repeats what looks like a key: %v", err)
			}
		})
	}
}

// A key grove does not know in the section (api_key: the key itself) is
// refused by the commands that read it, naming the line.
func TestEmbeddingsUnknownKey(t *testing.T) {
	c, path := loadConfigText(t, "embeddings:\n  provider: openai\n  model: m\n  api_key: x\n")
	_, err := c.KeyProblems(TurnSections...)
	if err == nil || !strings.Contains(err.Error(), path+":4") || !strings.Contains(err.Error(), "api_key") {
		t.Fatalf("got %v", err)
	}
}

func TestEmbeddingsInAgentFile(t *testing.T) {
	base := "name: alice\nmodel: offline\nprompt:\n  system: hi\n"
	checkAgentFiles(t, Config{}, []agentFileCase{
		{"override", base + "embeddings:\n  provider: ollama\n  model: nomic-embed-text\n  base_url: http://127.0.0.1:11434\n", ""},
		{"bad provider", base + "embeddings:\n  provider: voyage\n  model: m\n", `alice.yaml:6: embeddings.provider: "voyage" is not one of openai, ollama, offline`},
		{"unknown key", base + "embeddings:\n  provider: ollama\n  model: m\n  key: abc\n", `alice.yaml:8: key: unknown field`},
	}, func(t *testing.T, d Definition) {
		want := llm.EmbeddingsSpec{Provider: "ollama", Model: "nomic-embed-text", BaseURL: "http://127.0.0.1:11434"}
		if d.Embeddings == nil || *d.Embeddings != want {
			t.Fatalf("embeddings %+v", d.Embeddings)
		}
	})
	// No section: the config's embedder applies (nil).
	dir := t.TempDir()
	path := filepath.Join(dir, "alice.yaml")
	if err := os.WriteFile(path, []byte(base), 0o600); err != nil {
		t.Fatal(err)
	}
	if d, err := ParseAgentFile(path, Config{}); err != nil || d.Embeddings != nil {
		t.Fatalf("%v %+v", err, d.Embeddings)
	}
}
