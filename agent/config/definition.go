package config

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/agent/llm"
)

// Soul is who an agent always is; it goes into every prompt.
type Soul struct {
	Role       string            `yaml:"role,omitempty" json:"role,omitempty"`
	Expertise  []string          `yaml:"expertise,omitempty" json:"expertise,omitempty"`
	Style      string            `yaml:"style,omitempty" json:"style,omitempty"`
	Principles []string          `yaml:"principles,omitempty" json:"principles,omitempty"`
	Extra      map[string]string `yaml:",inline" json:"extra,omitempty"`
}

// Prompt renders the soul as a system-prompt section ("" when empty).
func (s Soul) Prompt() string {
	var b strings.Builder
	if s.Role != "" {
		fmt.Fprintf(&b, "Role: %s\n", s.Role)
	}
	if len(s.Expertise) > 0 {
		fmt.Fprintf(&b, "Expertise: %s\n", strings.Join(s.Expertise, ", "))
	}
	if s.Style != "" {
		fmt.Fprintf(&b, "Style: %s\n", s.Style)
	}
	for _, p := range s.Principles {
		fmt.Fprintf(&b, "Principle: %s\n", p)
	}
	for k, v := range s.Extra {
		fmt.Fprintf(&b, "%s: %s\n", k, v)
	}
	return strings.TrimSpace(b.String())
}

// Definition is an agent as the runtime needs it.
type Definition struct {
	Name    string
	Profile llm.Profile
	// Models are the models the agent chooses between per step, the
	// primary (Profile) first; nil when it has one model. Route is its
	// rule for choosing; the use_model tool overrides it for a turn.
	Models     []ModelOption
	Route      Route
	System     string
	Soul       Soul
	Tools      []string // tools the agent may use; nil means every registered tool
	MaxSteps   int      // LLM calls per turn before it stops as incomplete
	MaxTokens  int
	ThinThread int // messages of the branch that go into every prompt
	// Extraction turns memory extraction after each turn on, with
	// ExtractionModel (a model reference; "" = the agent's own model).
	Extraction      bool
	ExtractionModel string
	Schedule        Schedule
	Source          string
	// SystemFile is the file System was read from (prompt.system_file),
	// "" when it is written inline; a change to it is a change of the agent.
	SystemFile string
	// Backend is what runs the agent's turns: "" or "sdk" (grove's engine),
	// "mock" (grove's engine on the offline model), or an agent CLI
	// ("claude", "codex", "cursor"; see agent/backend).
	Backend string
	// BackendArgs are extra arguments for a CLI backend (e.g. its
	// permission mode); WorkDir is the directory it runs in ("" = grove's).
	BackendArgs []string
	WorkDir     string
	// Temporary marks an unnamed agent started with `grove new`: it has no
	// memory, notes or todos until it is promoted. PromotedFrom names the
	// temporary agent this one was promoted from (its words are this
	// agent's own; see OwnWords).
	Temporary    bool
	PromotedFrom string
	// Budget is the default cap of each turn in dollars (0 = none);
	// BudgetSwitch the part of any cap in force after which steps move to
	// the next cheaper of Models (0 = DefaultBudgetSwitch).
	Budget       float64
	BudgetSwitch float64
	// Embeddings is the embedder of the agent's memories when its file
	// names one (nil: the config's).
	Embeddings *llm.EmbeddingsSpec
	// DelegateContext is what of its conversation the agents it delegates
	// to are given when the call does not say: none, thread or last:N
	// ("" = none).
	DelegateContext string
}

// DefaultBudgetSwitch is the part of a spending cap after which an agent
// with several models moves to the next cheaper one.
const DefaultBudgetSwitch = 0.8

// Defaults for definitions that leave them unset.
const (
	DefaultMaxSteps   = 10
	DefaultThinThread = 10
	DefaultAgentName  = "assistant"
)

// WithDefaults fills unset limits.
func (d Definition) WithDefaults() Definition {
	if d.MaxSteps <= 0 {
		d.MaxSteps = DefaultMaxSteps
	}
	if d.ThinThread <= 0 {
		d.ThinThread = DefaultThinThread
	}
	if d.Profile.Provider == "" {
		d.Profile = llm.OfflineProfile()
	}
	return d
}

// DefaultAssistant is the agent grove ships so that a fresh machine has
// someone to talk to.
func DefaultAssistant(p llm.Profile) Definition {
	return Definition{
		Name:    DefaultAgentName,
		Profile: p,
		System: "You are a helpful assistant inside grove, a terminal chat application. " +
			"Answer in Markdown, briefly and precisely. Use tools when they help; slow tools run in the background " +
			"and their results arrive later as new messages.",
		Soul:       Soul{Role: "general assistant", Style: "clear, calm, concise"},
		Extraction: true,
		Source:     "built-in",
	}.WithDefaults()
}
