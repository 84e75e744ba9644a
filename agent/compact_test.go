package agent

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// gatedModel answers turns with the offline model and holds every
// compaction summary until release is closed, so a test can look at the
// runtime while a compaction is in flight.
type gatedModel struct {
	mu        sync.Mutex
	turns     []llm.Request
	summaries int
	entered   chan struct{} // gets one value when the first summary call arrives
	release   chan struct{}
}

func newGatedModel() *gatedModel {
	return &gatedModel{entered: make(chan struct{}, 1), release: make(chan struct{})}
}

func (g *gatedModel) Name() string { return "gated" }

func (g *gatedModel) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	if !strings.HasPrefix(req.System, "You write faithful, compact summaries.") {
		g.mu.Lock()
		g.turns = append(g.turns, req)
		g.mu.Unlock()
		return (&llm.Offline{}).Stream(ctx, req, emit)
	}
	g.mu.Lock()
	g.summaries++
	n := g.summaries
	g.mu.Unlock()
	select {
	case g.entered <- struct{}{}:
	default:
	}
	select {
	case <-g.release:
	case <-ctx.Done():
		return llm.Response{}, &llm.Error{Class: llm.Canceled, Message: "cancelled", Err: ctx.Err()}
	}
	return llm.Response{Content: []session.Block{session.TextBlock(fmt.Sprintf("summary part %d: the user and the assistant discussed caches and indexes", n))}}, nil
}

func (g *gatedModel) lastTurn(t *testing.T) llm.Request {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.turns) == 0 {
		t.Fatal("no turn request")
	}
	return g.turns[len(g.turns)-1]
}

// sendWhileHeld sends text on c and waits for its turn, which must
// complete while the background compaction the send started is held in
// model's summary call.
func sendWhileHeld(e *testEnv, model *gatedModel, c session.Conversation, text string) session.Turn {
	e.t.Helper()
	tu := e.send(c, text)
	<-model.entered // the background compaction is summarizing, and stays there
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		e.t.Fatalf("turn %s %s", tu.Status, tu.Error)
	}
	return tu
}

// longBranchEnv is a runtime whose agent has a 4,000-token window, on a
// conversation whose branch is n realistic messages (far more than the
// window), answered by model.
func longBranchEnv(t *testing.T, model *gatedModel, n int) (*testEnv, session.Conversation) {
	t.Helper()
	d := config.DefaultAssistant(llm.Profile{Name: "gated", Provider: llm.KindOpenAI, Model: "gated", ContextWindow: 4000})
	e := &testEnv{t: t, defs: map[string]config.Definition{d.Name: d}}
	st, err := session.Open(context.Background(), t.TempDir()+"/grove.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	e.store = st
	e.rt = e.runtime(func(o *Options) { o.Provider = func(llm.Profile) (llm.Provider, error) { return model, nil } })
	t.Cleanup(e.rt.Close)
	c := e.conv(d.Name)
	if _, err := st.Append(context.Background(), c.ID, session.DefaultBranch, corpus.New(5).Entries(n)...); err != nil {
		t.Fatal(err)
	}
	return e, c
}

func compactions(p []session.Entry) []session.Entry {
	var out []session.Entry
	for _, e := range p {
		if e.Kind == session.EntryCompaction {
			out = append(out, e)
		}
	}
	return out
}

func waitCompactions(t *testing.T, rt *Runtime) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := rt.WaitCompactions(ctx); err != nil {
		t.Fatal("compaction did not finish:", err)
	}
}

// The first send into a branch far past the window gets its reply while
// the compaction it started is still held: the reply never waits for it.
// Its context is bounded by the window, ends with its input and names the
// messages it leaves out. Once the compaction is done, the next send is
// built from the summary.
func TestSendIntoLongBranchRepliesBeforeCompaction(t *testing.T) {
	model := newGatedModel()
	e, c := longBranchEnv(t, model, 120)
	before := e.path(c.ID, "main")
	tu := sendWhileHeld(e, model, c, "what is 6*7?")
	if !e.rt.Compacting(c.ID, "main") {
		t.Fatal("no compaction runs after the turn")
	}
	path := e.path(c.ID, "main")
	if n := len(compactions(path)); n != 0 {
		t.Fatalf("%d compaction entries before the summary was written", n)
	}
	var reply string
	for _, en := range turnEntries(path, tu.ID) {
		reply += session.Text(en.Content)
	}
	if !strings.Contains(reply, "42") {
		t.Fatalf("the turn did not answer its input: %q", reply)
	}
	model.mu.Lock()
	req := model.turns[0] // the turn's first step
	model.mu.Unlock()
	size := len(req.System)
	for _, m := range req.Messages {
		size += len(session.Text(m.Content))
	}
	if size/4 > 4000 {
		t.Errorf("the request is about %d tokens, over the 4,000-token window", size/4)
	}
	if !strings.Contains(req.System, "## Not in this context") || !strings.Contains(req.System, "earlier messages since the start") {
		t.Errorf("the request does not say what it leaves out:\n%s", req.System)
	}
	if last := req.Messages[len(req.Messages)-1]; last.Role != llm.RoleUser || !strings.Contains(session.Text(last.Content), "6*7") {
		t.Errorf("the request ends with %s %q, want the input", last.Role, session.Text(last.Content))
	}

	close(model.release)
	waitCompactions(t, e.rt)
	path = e.path(c.ID, "main")
	cs := compactions(path)
	if len(cs) != 1 {
		t.Fatalf("%d compaction entries, want 1", len(cs))
	}
	for i, en := range path {
		switch {
		case i < len(before):
			if en.ID != before[i].ID {
				t.Fatalf("entry %d changed", i)
			}
		case en.TurnID != tu.ID && en.Kind != session.EntryCompaction:
			t.Errorf("entry %d (%s) is neither the turn's nor the compaction", i, en.Kind)
		}
	}
	live := AfterCompaction(path)
	if live[0].ID != cs[0].ID || !strings.Contains(session.Text(live[0].Content), "summary part") {
		t.Fatalf("the context is not built from the summary: %q", session.Text(live[0].Content))
	}

	next := e.wait(e.send(c, "and what is 7*8?"))
	if next.Status != session.TurnCompleted {
		t.Fatalf("turn %s %s", next.Status, next.Error)
	}
	req = model.lastTurn(t)
	if !strings.Contains(req.System, "summary part") {
		t.Errorf("the next send does not use the summary:\n%s", req.System)
	}
	if strings.Contains(req.System, "## Not in this context") {
		t.Errorf("the next send still leaves messages out:\n%s", req.System)
	}
}

// A send while a compaction of its branch is in flight joins it: one
// summary is written, once, and the messages that arrived meanwhile stay
// verbatim after it.
func TestCompactionWhileSendingIsNotDoubled(t *testing.T) {
	model := newGatedModel()
	e, c := longBranchEnv(t, model, 120)
	first := sendWhileHeld(e, model, c, "what is 6*7?")
	second := e.wait(e.send(c, "and what is 7*8?"))
	if second.Status != session.TurnCompleted {
		t.Fatalf("second turn %s", second.Status)
	}
	model.mu.Lock()
	calls := model.summaries
	model.mu.Unlock()
	if calls != 1 {
		t.Fatalf("%d summary calls while the first was held, want 1", calls)
	}
	close(model.release)
	waitCompactions(t, e.rt)
	path := e.path(c.ID, "main")
	if n := len(compactions(path)); n != 1 {
		t.Fatalf("%d compaction entries, want 1", n)
	}
	live := AfterCompaction(path)
	var text []string
	for _, en := range live[1:] {
		text = append(text, session.Text(en.Content))
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"6*7", "7*8", "42", "56"} {
		if !strings.Contains(all, want) {
			t.Errorf("after the summary, the context lost %q", want)
		}
	}
	// Every entry of the branch is still in the tree.
	for _, tu := range []session.Turn{first, second} {
		if len(turnEntries(path, tu.ID)) == 0 {
			t.Errorf("turn %s has no entries", tu.ID)
		}
	}
}

// Closing the runtime while a compaction is summarizing stops it without
// writing anything: the branch is what it was, and the next runtime
// compacts it.
func TestCloseMidCompactionLosesNothing(t *testing.T) {
	model := newGatedModel()
	e, c := longBranchEnv(t, model, 120)
	sendWhileHeld(e, model, c, "what is 6*7?")
	before := e.path(c.ID, "main")
	e.rt.Close() // returns only once the compaction has stopped
	if e.rt.Compacting(c.ID, "main") {
		t.Fatal("a compaction runs after Close")
	}
	after := e.path(c.ID, "main")
	if len(after) != len(before) || len(compactions(after)) != 0 {
		t.Fatalf("closing mid-compaction changed the branch: %d → %d entries, %d compactions", len(before), len(after), len(compactions(after)))
	}
	for i := range before {
		if before[i].ID != after[i].ID {
			t.Fatalf("entry %d changed", i)
		}
	}

	close(model.release)
	e.rt = e.runtime(func(o *Options) { o.Provider = func(llm.Profile) (llm.Provider, error) { return model, nil } })
	t.Cleanup(e.rt.Close)
	if next := e.wait(e.send(c, "and what is 7*8?")); next.Status != session.TurnCompleted {
		t.Fatalf("turn %s %s", next.Status, next.Error)
	}
	waitCompactions(t, e.rt)
	path := e.path(c.ID, "main")
	if n := len(compactions(path)); n != 1 {
		t.Fatalf("%d compaction entries after the restart, want 1", n)
	}
	if len(path) < len(after)+3 {
		t.Fatalf("entries lost: %d after the restart, %d before", len(path), len(after))
	}
}

// A long branch is summarized in parts that each fit the window, so the
// summary covers all of it, oldest first.
func TestModelSummaryCoversALongBranchInParts(t *testing.T) {
	model := newGatedModel()
	close(model.release)
	e, c := longBranchEnv(t, model, 120)
	if _, err := e.rt.Compact(context.Background(), CompactRequest{ConversationID: c.ID}); err != nil {
		t.Fatal(err)
	}
	path := e.path(c.ID, "main")
	parts := summaryParts(path[:len(path)-1], 4000*2)
	model.mu.Lock()
	calls := model.summaries
	model.mu.Unlock()
	if len(parts) < 2 || calls != len(parts) {
		t.Fatalf("%d summary calls for %d parts", calls, len(parts))
	}
	for _, p := range parts {
		size := 0
		for _, en := range p {
			size += entrySize(en)
		}
		if size > 4000*2 && len(p) > 1 {
			t.Errorf("a part of %d entries is %d characters", len(p), size)
		}
	}
}
