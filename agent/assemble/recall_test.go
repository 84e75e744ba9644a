package assemble_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/assemble"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/agent/memtools"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// recorder keeps the assembly of every step.
type recorder struct {
	b  *assemble.Builder
	mu sync.Mutex
	by map[string][]*assemble.Assembly // by turn
}

func (r *recorder) Build(ctx context.Context, in agent.ContextInput) (llm.Request, error) {
	a, err := r.b.Explain(ctx, assemble.Input{ContextInput: in})
	if err != nil {
		return llm.Request{}, err
	}
	r.mu.Lock()
	r.by[in.TurnID] = append(r.by[in.TurnID], a)
	r.mu.Unlock()
	return a.Request, nil
}

// TestRecallAcrossConversations: a fact learned in one conversation is
// recalled in another, through the memory tools and through the memory
// section of the assembled context.
func TestRecallAcrossConversations(t *testing.T) {
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	mem := memory.New(st, nil)
	def := config.DefaultAssistant(llm.OfflineProfile())
	def.Name = "ada"

	var regMu sync.Mutex
	regs := map[string]*tools.Registry{}
	rec := &recorder{b: assemble.New(mem), by: map[string][]*assemble.Assembly{}}
	rt := agent.New(agent.Options{
		Store: st,
		Tools: tools.NewRegistry(tools.Builtins()...),
		Agent: func(_ context.Context, name string) (config.Definition, error) {
			if name == "" || name == def.Name {
				return def, nil
			}
			return config.Definition{}, session.Errorf(session.ENOTFOUND, "no agent %s", name)
		},
		Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{WordsPerSecond: 0}, nil },
		ToolsFor: func(d config.Definition) *tools.Registry {
			regMu.Lock()
			defer regMu.Unlock()
			if regs[d.Name] == nil {
				regs[d.Name] = tools.NewRegistry(append(tools.Builtins(), memtools.New(mem, d.Name)...)...)
			}
			return regs[d.Name]
		},
		Context: rec,
	})
	t.Cleanup(rt.Close)

	say := func(text string) (session.Turn, string) {
		t.Helper()
		conv, err := st.CreateConversation(ctx, session.NewConversation{Agent: def.Name})
		if err != nil {
			t.Fatal(err)
		}
		turn, err := rt.Send(ctx, agent.SendRequest{ConversationID: conv.ID, Text: text})
		if err != nil {
			t.Fatal(err)
		}
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if turn, err = rt.WaitTurn(wctx, turn.ID); err != nil {
			t.Fatal(err)
		}
		if turn.Status != session.TurnCompleted {
			t.Fatalf("turn %s: %s", turn.Status, turn.Error)
		}
		path, err := st.Path(ctx, conv.ID, conv.CurrentBranch)
		if err != nil {
			t.Fatal(err)
		}
		var reply string
		for _, e := range path {
			if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
				reply = session.Text(e.Content)
			}
		}
		return turn, reply
	}

	t1, reply1 := say("remember that my favourite tree is the oak")
	ms, err := mem.List(ctx, "ada", memory.ListOptions{})
	if err != nil || len(ms) != 1 || !strings.Contains(ms[0].Content, "oak") {
		t.Fatalf("after conversation 1, memories %+v (%v); reply %q", ms, err, reply1)
	}
	if len(rec.by[t1.ID]) == 0 {
		t.Fatal("the builder was not used")
	}

	t2, reply2 := say("what do you remember about my favourite tree?")
	if !strings.Contains(strings.ToLower(reply2), "oak") {
		t.Errorf("conversation 2 reply does not mention the oak: %q", reply2)
	}
	steps := rec.by[t2.ID]
	if len(steps) == 0 {
		t.Fatal("no context assembled for the second turn")
	}
	sec := steps[0].Section(assemble.SecMemories)
	if !strings.Contains(sec.Text, "my favourite tree is the oak") {
		t.Errorf("the first step's memory section lacks the fact:\n%+v", sec)
	}
	if !strings.Contains(steps[0].Request.System, "my favourite tree is the oak") {
		t.Error("the fact is not in the system prompt")
	}
	// The second conversation's thread does not carry the first one.
	if th := steps[0].Section(assemble.SecThread); th.Items != 0 {
		t.Errorf("conversation 2 sees another conversation's messages: %+v", th)
	}
}
