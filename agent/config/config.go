// Package config reads what a person writes down: grove's config file
// (model profiles, permissions, MCP servers, events), agent definitions and
// workflow files. Every YAML problem is reported as file:line: field:
// problem (yamlfield.Error). It knows nothing of the runtime.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/agent/llm"
)

// Config is the user configuration ($XDG_CONFIG_HOME/grove/config.yaml).
// API keys never appear in it: providers name the environment variable
// holding the key.
type Config struct {
	Theme        string                  `yaml:"theme,omitempty"`
	DefaultModel string                  `yaml:"default_model,omitempty"`
	Offline      OfflineConfig           `yaml:"offline,omitempty"`
	Models       map[string]ModelProfile `yaml:"models,omitempty"`
	Keys         map[string][]string     `yaml:"keys,omitempty"`
	Events       EventsConfig            `yaml:"events,omitempty"`
	// Embeddings chooses the embedder of memories (nil: the offline one).
	Embeddings *Embeddings `yaml:"embeddings,omitempty"`
	// Attachments bounds the files attached to messages.
	Attachments AttachmentsConfig `yaml:"attachments,omitempty"`
	// Sections read by other parts of grove, kept as YAML.
	MCP         yaml.Node `yaml:"mcp,omitempty"`
	Permissions yaml.Node `yaml:"permissions,omitempty"`

	Path string `yaml:"-"`
	// Unknown are the keys of the file grove does not know (typos,
	// usually), in the order of their lines; see KeyProblems.
	Unknown []UnknownKey `yaml:"-"`
}

// OfflineConfig tunes the built-in offline model.
type OfflineConfig struct {
	WordsPerSecond *float64 `yaml:"words_per_second,omitempty"`
}

// EventsConfig bounds the event log.
type EventsConfig struct {
	// RetentionDays is how long event rows are kept (default 30).
	RetentionDays *int `yaml:"retention_days,omitempty"`
}

// DefaultEventRetentionDays is the event log's retention when the config
// does not set one.
const DefaultEventRetentionDays = 30

// EventRetention is how long event rows are kept.
func (c Config) EventRetention() time.Duration {
	days := DefaultEventRetentionDays
	if c.Events.RetentionDays != nil && *c.Events.RetentionDays > 0 {
		days = *c.Events.RetentionDays
	}
	return time.Duration(days) * 24 * time.Hour
}

// ModelProfile is a named model in the config.
type ModelProfile struct {
	Provider      string   `yaml:"provider"`
	Model         string   `yaml:"model"`
	BaseURL       string   `yaml:"base_url,omitempty"`
	APIKeyEnv     string   `yaml:"api_key_env,omitempty"`
	Temperature   *float64 `yaml:"temperature,omitempty"`
	MaxTokens     int      `yaml:"max_tokens,omitempty"`
	ContextWindow int      `yaml:"context_window,omitempty"`
	// Vision and PDF say whether the model takes images and PDFs (unset:
	// the provider's default, see llm.Profile.SeesImages).
	Vision *bool `yaml:"vision,omitempty"`
	PDF    *bool `yaml:"pdf,omitempty"`
	Prices struct {
		Input      float64 `yaml:"input"`
		Output     float64 `yaml:"output"`
		CacheRead  float64 `yaml:"cache_read,omitempty"`
		CacheWrite float64 `yaml:"cache_write,omitempty"`
	} `yaml:"prices,omitempty"`
}

// LoadConfig reads a config file. A missing file is an empty config.
// Errors name the file and line. Keys it does not know are not errors
// here: they are listed in Unknown, for each command to judge (KeyProblems).
func LoadConfig(path string) (Config, error) {
	cfg := Config{Path: path}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return cfg, nil
	}
	if err != nil {
		return cfg, fmt.Errorf("reading %s: %w", path, err)
	}
	if err := decodeStrict(b, &cfg); err != nil {
		unknown, rest := splitUnknown(path, b, err)
		if rest != nil {
			return Config{Path: path}, yamlError(path, rest, cfg)
		}
		cfg.Unknown = unknown
	}
	var root yaml.Node
	_ = yaml.Unmarshal(b, &root) // it decoded above
	bad := func(field, format string, args ...any) error {
		return &DefinitionError{File: path, Line: nodeLine(&root, strings.Split(field, ".")...), Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	for name, m := range cfg.Models {
		switch m.Provider {
		case llm.KindOpenAI, llm.KindAnthropic, llm.KindOllama, llm.KindOffline:
		default:
			return Config{Path: path}, bad("models."+name+".provider", "%q is not one of openai, anthropic, ollama, offline", m.Provider)
		}
		if m.Model == "" && m.Provider != llm.KindOffline {
			return Config{Path: path}, bad("models."+name+".model", "required")
		}
	}
	if err := checkEmbeddings(cfg.Embeddings, "embeddings", bad); err != nil {
		return Config{Path: path}, err
	}
	return cfg, nil
}

func decodeStrict(b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	err := dec.Decode(v)
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

// Profile turns a config profile into a provider profile.
func (m ModelProfile) Profile(name string) llm.Profile {
	p := llm.Profile{Name: name, Provider: m.Provider, Model: m.Model, BaseURL: m.BaseURL, APIKeyEnv: m.APIKeyEnv,
		Temperature: m.Temperature, MaxTokens: m.MaxTokens, ContextWindow: m.ContextWindow, Vision: m.Vision, PDF: m.PDF}
	p.Prices.InputPerMTok, p.Prices.OutputPerMTok = m.Prices.Input, m.Prices.Output
	p.Prices.CacheReadPerMTok, p.Prices.CacheWritePerMTok = m.Prices.CacheRead, m.Prices.CacheWrite
	if p.Provider == llm.KindOffline {
		// The offline model needs no URL or key; the name, model name,
		// limits and prices a person gave it are kept (stats and costs
		// show them).
		def := llm.OfflineProfile()
		p.BaseURL, p.APIKeyEnv = "", ""
		if p.Model == "" {
			p.Model = def.Model
		}
		if p.ContextWindow == 0 {
			p.ContextWindow = def.ContextWindow
		}
	}
	return p
}

// ResolveModel turns a model reference — a profile name from the config,
// "provider/model" (anthropic/…, openai/…, ollama/…), or "offline" — into a
// profile. Errors name the reference and what is available.
func (c Config) ResolveModel(ref string) (llm.Profile, error) {
	if m, ok := c.Models[ref]; ok {
		return m.Profile(ref), nil
	}
	if ref == "offline" || ref == "offline/offline" {
		return llm.OfflineProfile(), nil
	}
	if prov, model, ok := strings.Cut(ref, "/"); ok && model != "" {
		var p llm.Profile
		switch prov {
		case llm.KindAnthropic:
			p = llm.AnthropicDefault()
		case llm.KindOpenAI:
			p = llm.OpenAIDefault()
		case llm.KindOllama:
			p = llm.Profile{Provider: llm.KindOllama, BaseURL: llm.DefaultOllamaURL, ContextWindow: 32768}
		default:
			return llm.Profile{}, fmt.Errorf("unknown provider %q in model %q (use anthropic/, openai/, ollama/ or a profile name)", prov, ref)
		}
		p.Name, p.Model = ref, model
		return p, nil
	}
	names := make([]string, 0, len(c.Models))
	for n := range c.Models {
		names = append(names, n)
	}
	sort.Strings(names)
	return llm.Profile{}, fmt.Errorf("unknown model %q (profiles: %s; or provider/model, or offline)", ref, strings.Join(append(names, "offline"), ", "))
}

// Schedule is when an agent wakes up on its own (run by grove serve).
type Schedule struct {
	Wakeup    string `yaml:"wakeup,omitempty"`
	Prompt    string `yaml:"prompt,omitempty"`
	Workspace string `yaml:"workspace,omitempty"`

	Every time.Duration `yaml:"-"`
}

// AgentFile is the YAML form of an agent (.agents/NAME.yaml).
type AgentFile struct {
	Name  string `yaml:"name"`
	Model string `yaml:"model"`
	// Models lists the models the agent may choose between per step,
	// the primary first (instead of Model).
	Models []string `yaml:"models,omitempty"`
	// Route chooses a model per step by rule (see Route).
	Route  Route `yaml:"route,omitempty"`
	Prompt struct {
		System     string `yaml:"system,omitempty"`
		SystemFile string `yaml:"system_file,omitempty"`
	} `yaml:"prompt"`
	Soul      Soul     `yaml:"soul,omitempty"`
	Tools     []string `yaml:"tools,omitempty"`
	MaxTokens int      `yaml:"max_tokens,omitempty"`
	MaxSteps  int      `yaml:"max_steps,omitempty"`
	// Budget caps what one turn may spend, in dollars (0 = no cap);
	// BudgetSwitch is the part of a cap after which steps move to the
	// next cheaper of Models (default DefaultBudgetSwitch).
	Budget       float64 `yaml:"budget,omitempty"`
	BudgetSwitch float64 `yaml:"budget_switch,omitempty"`
	// DelegateContext is what of its conversation the agents it delegates
	// to are given by default: none, thread or last:N.
	DelegateContext string `yaml:"delegate_context,omitempty"`
	Context         struct {
		Dir        string `yaml:"dir,omitempty"`
		ThinThread int    `yaml:"thin_thread,omitempty"`
	} `yaml:"context,omitempty"`
	Memory struct {
		Extraction *bool  `yaml:"extraction,omitempty"`
		Model      string `yaml:"model,omitempty"`
	} `yaml:"memory,omitempty"`
	Schedule Schedule `yaml:"schedule,omitempty"`
	// Embeddings overrides the config's embedder for this agent's memories.
	Embeddings *Embeddings `yaml:"embeddings,omitempty"`
	// Backend, BackendArgs and WorkDir choose another agent runtime (see
	// Definition.Backend).
	Backend     string   `yaml:"backend,omitempty"`
	BackendArgs []string `yaml:"backend_args,omitempty"`
	WorkDir     string   `yaml:"workdir,omitempty"`
	// PromotedFrom names the temporary agent this one was promoted from.
	PromotedFrom string `yaml:"promoted_from,omitempty"`
}
