package cmd

import (
	"fmt"
	"io"
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
