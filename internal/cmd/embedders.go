package cmd

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/memory"
)

// embedders makes one embeddings client per configured embedder, so that
// the agents sharing one share what it learned (its dimension).
type embedders struct {
	mu   sync.Mutex
	made map[llm.EmbeddingsSpec]memory.Embedder
}

// of returns the embedder spec describes; nil for the offline one.
func (e *embedders) of(spec *llm.EmbeddingsSpec) memory.Embedder {
	if spec == nil || spec.Provider == llm.KindOffline || spec.Provider == "" {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.made == nil {
		e.made = map[llm.EmbeddingsSpec]memory.Embedder{}
	}
	emb := e.made[*spec]
	if emb == nil {
		emb = llm.NewEmbeddingsFromSpec(*spec)
		e.made[*spec] = emb
	}
	return emb
}

// useEmbedders makes mem embed each agent's memories with the embedder
// its file names (embeddings:), else the config's, else the offline one;
// cfg and agent are read at each call, so an edited file counts from the
// next write. What the store says once (a fallback, memories waiting to be
// re-embedded) goes to notify.
func useEmbedders(mem *memory.Store, cfg func() config.Config, agent func(name string) (config.Definition, bool), notify func(string)) {
	var e embedders
	mem.UseEmbedders(func(name string) memory.Embedder {
		if d, ok := agent(name); ok && d.Embeddings != nil {
			return e.of(d.Embeddings)
		}
		if c := cfg().Embeddings; c != nil {
			spec := c.Spec()
			return e.of(&spec)
		}
		return nil
	})
	mem.OnNotice(notify)
}

// warnTo is a notice printed as a warning on w.
func warnTo(w io.Writer) func(string) {
	var mu sync.Mutex
	return func(msg string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintln(w, "grove: warning:", msg)
	}
}

// embeddingsState is what agent info says of an agent's embeddings: the
// embedder configured for it, the one its stored vectors come from ("" for
// none yet), and how many memories wait to be re-embedded.
type embeddingsState struct {
	Configured string `json:"configured"`
	Vectors    string `json:"vectors,omitempty"`
	Waiting    int    `json:"waiting"`
}

func agentEmbeddings(ctx context.Context, mem *memory.Store, agent string) (embeddingsState, error) {
	s := embeddingsState{Configured: mem.EmbedderOf(agent).Name()}
	name, _, ok, err := mem.AgentEmbedder(ctx, agent)
	if err != nil {
		return s, err
	}
	if ok {
		s.Vectors = name
	}
	s.Waiting, err = mem.Pending(ctx, agent)
	return s, err
}

// line is the state as agent info prints it.
func (s embeddingsState) line(agent string) string {
	out := s.Configured
	// The offline embedder's learned models are its own (offline-dist-v1/…).
	other := s.Vectors != "" && s.Vectors != s.Configured &&
		!(s.Configured == memory.NewOffline().Name() && strings.HasPrefix(s.Vectors, "offline-dist-v1/"))
	if other {
		out += "; vectors from " + s.Vectors
	}
	if s.Waiting > 0 {
		out += fmt.Sprintf("; %d waiting to be re-embedded", s.Waiting)
	}
	if other || s.Waiting > 0 {
		out += " (grove agent memory reembed " + agent + ")"
	}
	return out
}
