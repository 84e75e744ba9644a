package agent

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// lateTool stands for a tool registered after start (an MCP server's).
type lateTool struct{}

func (lateTool) Spec() tools.Spec {
	return tools.Spec{Name: "probe__late", Description: "A tool of a server that connected late.", Schema: json.RawMessage(`{"type":"object"}`)}
}
func (lateTool) Run(context.Context, json.RawMessage) (string, error) { return "late", nil }

// toolsSeen runs the offline model and records the tools each request
// offered.
type toolsSeen struct {
	inner llm.Provider
	mu    sync.Mutex
	seen  [][]string
}

func (p *toolsSeen) Name() string { return "offline" }

func (p *toolsSeen) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	var names []string
	for _, s := range req.Tools {
		names = append(names, s.Name)
	}
	p.mu.Lock()
	p.seen = append(p.seen, names)
	p.mu.Unlock()
	return p.inner.Stream(ctx, req, emit)
}

// TestFirstRequestWaitsForToolsReady: a turn sent while tools are still
// arriving (MCP servers connecting, in the TUI not even started before
// its first frame) waits for Options.ToolsReady, so its first request
// offers them.
func TestFirstRequestWaitsForToolsReady(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	reg := tools.NewRegistry(tools.Builtins()...)
	prov := &toolsSeen{inner: &llm.Offline{}}
	waiting, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	rt := e.runtime(func(o *Options) {
		o.Tools = reg
		o.Provider = func(llm.Profile) (llm.Provider, error) { return prov, nil }
		o.ToolsReady = func(ctx context.Context) {
			once.Do(func() { close(waiting) })
			select {
			case <-release:
			case <-ctx.Done():
			}
		}
	})
	defer rt.Close()
	conv := e.conv("assistant")
	tu, err := rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Text: "hello"})
	if err != nil {
		t.Fatal(err)
	}
	testkit.Within(t, waiting, "the turn never waited for its tools")
	reg.Register(lateTool{}) // the server connected
	close(release)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if tu, err = rt.WaitTurn(ctx, tu.ID); err != nil || tu.Status != session.TurnCompleted {
		t.Fatalf("turn: %v %s %s", err, tu.Status, tu.Error)
	}
	prov.mu.Lock()
	defer prov.mu.Unlock()
	if len(prov.seen) == 0 || !slices.Contains(prov.seen[0], "probe__late") {
		t.Fatalf("the first request offered %v", prov.seen)
	}
}
