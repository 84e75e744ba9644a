package ui

import (
	"context"
	"slices"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// resolved records the model references a runtime's turns resolved.
type resolved struct {
	mu   sync.Mutex
	refs []string
}

func (r *resolved) list() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.refs)
}

// resolvingRuntime is a runtime on st and the offline model that resolves
// every model reference (a profile, provider/model) to the offline model,
// recording it.
func resolvingRuntime(tb testing.TB, st *session.Store) (*agent.Runtime, *resolved) {
	r := &resolved{}
	rt := agent.New(agent.Options{Store: st,
		Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil },
		ResolveModel: func(ref string) (llm.Profile, error) {
			r.mu.Lock()
			defer r.mu.Unlock()
			r.refs = append(r.refs, ref)
			return llm.OfflineProfile(), nil
		}})
	tb.Cleanup(rt.Close)
	return rt, r
}

// startedOn is a 120×30 model with o (its runtime's default agent, no
// config file) whose start-up commands have run.
func startedOn(tb testing.TB, ctx context.Context, o Options) *Model {
	tb.Helper()
	def, _ := o.Runtime.ResolveAgent(ctx, "")
	o.Agents, o.ConfigPath = []config.Definition{def}, "-"
	m, err := newModel(ctx, o)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(m.sub.Close)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	driveAll(m, initCmds(m)...)
	return m
}
