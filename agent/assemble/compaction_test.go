package assemble

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// captureProvider runs the offline model and keeps every request.
type captureProvider struct {
	mu   sync.Mutex
	reqs []llm.Request
}

func (p *captureProvider) Name() string { return "capture" }

func (p *captureProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	p.mu.Lock()
	p.reqs = append(p.reqs, req)
	p.mu.Unlock()
	return (&llm.Offline{}).Stream(ctx, req, emit)
}

// A conversation long enough to be compacted: a send into it starts the
// compaction in the background; the next turn answers its own question,
// which is the last user message it is prompted with, and the summary is
// in the prompt, never said by the user.
func TestCompactionKeepsTheInputLast(t *testing.T) {
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	def := config.DefaultAssistant(llm.OfflineProfile())
	def.Profile.ContextWindow = 4000
	conv, err := st.CreateConversation(ctx, session.NewConversation{Agent: def.Name})
	if err != nil {
		t.Fatal(err)
	}
	// 200 earlier exchanges, written as a long-lived conversation has them.
	for i := 0; i < 200; i++ {
		q := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock(fmt.Sprintf("question %d: what do you think about the oaks of the Black Forest?", i))}}
		a := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: def.Name,
			Content: []session.Block{session.TextBlock(fmt.Sprintf("answer %d: they are old, tall and full of acorns.", i))}}
		if _, err := st.Append(ctx, conv.ID, "main", q, a); err != nil {
			t.Fatal(err)
		}
	}
	prov := &captureProvider{}
	rt := agent.New(agent.Options{
		Store:    st,
		Tools:    tools.NewRegistry(tools.Builtins()...),
		Agent:    func(context.Context, string) (config.Definition, error) { return def, nil },
		Provider: func(llm.Profile) (llm.Provider, error) { return prov, nil },
		Context:  New(memory.New(st, nil)),
	})
	t.Cleanup(rt.Close)
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	tu, err := rt.Send(ctx, agent.SendRequest{ConversationID: conv.ID, Text: "and the oaks of the Vosges?"})
	if err != nil {
		t.Fatal(err)
	}
	if tu, err = rt.WaitTurn(wctx, tu.ID); err != nil || tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s %s %v", tu.Status, tu.Error, err)
	}
	if err := rt.WaitCompactions(wctx); err != nil {
		t.Fatal(err)
	}
	path, err := st.Path(ctx, conv.ID, "main")
	if err != nil {
		t.Fatal(err)
	}
	summary, _ := agent.SplitSummary(agent.AfterCompaction(path))
	prov.mu.Lock()
	prov.reqs = nil
	prov.mu.Unlock()
	tu, err = rt.Send(ctx, agent.SendRequest{ConversationID: conv.ID, Text: "what is 27*453?"})
	if err != nil {
		t.Fatal(err)
	}
	tu, err = rt.WaitTurn(wctx, tu.ID)
	if err != nil || tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s %s %v", tu.Status, tu.Error, err)
	}
	if path, err = st.Path(ctx, conv.ID, "main"); err != nil {
		t.Fatal(err)
	}
	compacted := false
	for _, e := range path {
		compacted = compacted || e.Kind == session.EntryCompaction
	}
	if !compacted {
		t.Fatal("the conversation was not compacted; make it longer")
	}
	prov.mu.Lock()
	defer prov.mu.Unlock()
	if len(prov.reqs) == 0 {
		t.Fatal("no request")
	}
	first := prov.reqs[0]
	var lastUser string
	for _, m := range first.Messages {
		if m.Role == llm.RoleUser {
			lastUser = session.Text(m.Content)
		}
		if strings.Contains(session.Text(m.Content), "Conversation summary") || strings.Contains(session.Text(m.Content), "were compacted") {
			t.Errorf("the summary is sent as a %s message", m.Role)
		}
	}
	if lastUser != "what is 27*453?" {
		t.Errorf("last user message %q, want the turn's input", lastUser)
	}
	// The summary section may be cut to its budget; its start is there.
	if summary == "" || !strings.Contains(summary, "question 1") || !strings.Contains(first.System, clip.Bytes(summary, 500)) {
		t.Errorf("the prompt lacks the summary of the earlier conversation:\n%s\n---summary:\n%.300s", first.System, summary)
	}
	var reply string
	for _, e := range path {
		if e.TurnID == tu.ID && e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
			reply += session.Text(e.Content)
		}
	}
	if !strings.Contains(reply, "12231") {
		t.Errorf("the turn did not answer its question: %q", reply)
	}
}
