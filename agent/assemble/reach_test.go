package assemble

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// longBranch is corpus.LongBranch: 3,000 realistic messages with tool
// groups, side branches, a summary in the middle, an old turn still active
// and parallel turns at the head.
type longBranch struct {
	st      *session.Store
	conv    session.Conversation
	a, b    session.Turn
	old     session.Turn
	aLeaf   string
	bLeaf   string
	marks   map[string]string // branch name → what is special about its head
	entries int
}

func buildLongBranch(t *testing.T) *longBranch {
	t.Helper()
	st := testkit.OpenStore(t)
	x := corpus.NewLongBranch(t, st, testkit.NewConversation(t, st, session.NewConversation{Agent: "assistant", Title: "long"}))
	return &longBranch{st: x.Store, conv: x.Conv, a: x.A, b: x.B, old: x.Old, aLeaf: x.ALeaf, bLeaf: x.BLeaf, marks: x.Marks, entries: x.Entries}
}

// requests renders everything a model would be given for in, by each
// builder: the simple context, the same for a promoted agent, and the
// assembled prompt with its accounting (what `grove agent context` shows).
func requests(t *testing.T, in agent.ContextInput) string {
	t.Helper()
	ctx := context.Background()
	var out []any
	for _, b := range []agent.ContextBuilder{agent.SimpleContext{}, agent.OwnWords(agent.SimpleContext{})} {
		req, err := b.Build(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, req)
	}
	a, err := New(nil).Explain(ctx, Input{ContextInput: in})
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, a, a.Request)
	j, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(j)
}

// A step reads whole only what its context can contain, and the context it
// builds from that is byte for byte the one the whole path gives: on a
// long branch with side branches, tool groups, a summary in the middle,
// parallel turns (one of them started long ago) and a turn that finished
// after the input, for agents with small and large windows and thin
// threads, for the turns at the head, and for `grove agent context` at
// the heads of branches before, just after and long after the summary.
func TestReadInputIsTheWholePathsInput(t *testing.T) {
	lb := buildLongBranch(t)
	ctx := context.Background()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	small := config.Definition{Name: "assistant", System: "You help.", Profile: llm.OfflineProfile()}.WithDefaults()
	wide := small
	wide.Profile.ContextWindow, wide.ThinThread = 128000, 40
	wide.PromotedFrom = "temp.1"
	wide.Models = []config.ModelOption{{Ref: "small", Profile: small.Profile}, {Ref: "big", Profile: wide.Profile}}
	for pass := range 2 {
		if pass == 1 {
			// The old turn ends: nothing far back is quoted any more.
			if _, err := lb.st.UpdateTurn(ctx, lb.old.ID, session.TurnUpdate{Status: session.TurnCompleted}); err != nil {
				t.Fatal(err)
			}
		}
		for _, def := range []config.Definition{small, wide} {
			lb.compare(t, def, now, pass == 1)
		}
	}
}

// compare compares the inputs read whole and read as far as they reach.
// far says no turn started far back is active: the read then stays within
// the newest part of the branch.
func (lb *longBranch) compare(t *testing.T, def config.Definition, now time.Time, far bool) {
	t.Helper()
	ctx := context.Background()
	{
		for _, tu := range []struct {
			turn session.Turn
			leaf string
		}{{lb.a, lb.aLeaf}, {lb.b, lb.bLeaf}} {
			name := fmt.Sprintf("window %d, turn %s", def.Profile.ContextWindow, tu.turn.ID)
			spec := agent.InputSpec{Agent: def, Conversation: lb.conv, TurnID: tu.turn.ID, InputEntryID: tu.turn.InputEntryID, Live: true, Now: now}
			full, err := lb.st.PathTo(ctx, tu.leaf)
			if err != nil {
				t.Fatal(err)
			}
			old := spec
			old.Path = full
			want, err := agent.BuildInput(ctx, lb.st, old)
			if err != nil {
				t.Fatal(err)
			}
			read := 0
			got, err := agent.ReadInput(ctx, lb.st, spec, func(n int) ([]session.Entry, int, error) {
				path, from, err := lb.st.PathToNewest(ctx, tu.leaf, n)
				read = len(path) - from
				return path, from, err
			})
			if err != nil {
				t.Fatal(err)
			}
			if w, g := requests(t, want), requests(t, got); w != g {
				t.Fatalf("%s: the context differs from the whole path's:\nwant %.2000s\n got %.2000s", name, w, g)
			}
			if len(want.Parallel) == 0 || len(got.Parallel) != len(want.Parallel) {
				t.Fatalf("%s: parallel turns %d, want %d (> 0)", name, len(got.Parallel), len(want.Parallel))
			}
			// The summary lies 1,500 entries back, far beyond any window:
			// what is before the newest that fit is only counted.
			if far && read > len(full)/3 {
				t.Fatalf("%s: read %d of %d entries whole", name, read, len(full))
			}
		}
		for branch, why := range lb.marks {
			conv := lb.conv
			conv.CurrentBranch = branch
			for _, input := range []string{"", "what did we decide about the cache?"} {
				want := oldNextInput(t, lb.st, def, conv, input, now)
				got, err := agent.NextInput(ctx, lb.st, def, conv, input, nil, now)
				if err != nil {
					t.Fatal(err)
				}
				if w, g := requests(t, want), requests(t, got); w != g {
					t.Fatalf("%s (%s), input %q, window %d: the context differs from the whole path's:\nwant %.2000s\n got %.2000s",
						branch, why, input, def.Profile.ContextWindow, w, g)
				}
			}
		}
	}
}

// oldNextInput is NextInput as it was, reading the whole branch.
func oldNextInput(t *testing.T, st *session.Store, def config.Definition, conv session.Conversation, input string, now time.Time) agent.ContextInput {
	t.Helper()
	ctx := context.Background()
	path, err := st.Path(ctx, conv.ID, conv.CurrentBranch)
	if err != nil {
		t.Fatal(err)
	}
	spec := agent.InputSpec{Agent: def.WithDefaults(), Conversation: conv, Path: path, Live: true, Now: now}
	if input != "" {
		spec.TurnID = agent.NextTurnID
		spec.Path = append(path, session.Entry{ID: agent.NextTurnID, ConversationID: conv.ID, Kind: session.EntryMessage,
			Role: session.RoleUser, Author: "user", TurnID: agent.NextTurnID, Content: []session.Block{session.TextBlock(input)}, CreatedAt: now})
	}
	in, err := agent.BuildInput(ctx, st, spec)
	if err != nil {
		t.Fatal(err)
	}
	if input != "" {
		in.InputEntryID = agent.NextTurnID
	}
	return in
}

// Each step of a turn on a long branch (a tool call, then the answer: the
// second step extends what the first read) is prompted with the context
// the whole path gives at that point, and the summary its compaction
// writes is the one the whole branch gives.
func TestTurnStepsOnALongBranchSeeTheWholePathsContext(t *testing.T) {
	ctx := context.Background()
	lb := buildLongBranch(t)
	for _, tu := range []session.Turn{lb.a, lb.b, lb.old} {
		if _, err := lb.st.UpdateTurn(ctx, tu.ID, session.TurnUpdate{Status: session.TurnCompleted}); err != nil {
			t.Fatal(err)
		}
	}
	def := config.DefaultAssistant(llm.OfflineProfile())
	prov := &captureProvider{}
	rt := agent.New(agent.Options{
		Store:    lb.st,
		Tools:    tools.NewRegistry(tools.Builtins()...),
		Agent:    func(context.Context, string) (config.Definition, error) { return def, nil },
		Provider: func(llm.Profile) (llm.Provider, error) { return prov, nil },
		Context:  New(nil),
	})
	t.Cleanup(rt.Close)
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	tu, err := rt.Send(ctx, agent.SendRequest{ConversationID: lb.conv.ID, Text: "calculate 27*453"})
	if err != nil {
		t.Fatal(err)
	}
	if tu, err = rt.WaitTurn(wctx, tu.ID); err != nil || tu.Status != session.TurnCompleted || tu.Steps < 2 {
		t.Fatalf("turn %s after %d steps: %s %v", tu.Status, tu.Steps, tu.Error, err)
	}
	if err := rt.WaitCompactions(wctx); err != nil {
		t.Fatal(err)
	}
	path, err := lb.st.Path(ctx, lb.conv.ID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	// The leaves the steps were built at: the input, then the tool result.
	var leaves []string
	var compaction session.Entry
	for i, e := range path {
		switch {
		case e.TurnID == tu.ID && e.Kind == session.EntryMessage && e.Role == session.RoleUser,
			e.TurnID == tu.ID && e.Kind == session.EntryToolResult:
			leaves = append(leaves, e.ID)
		case e.Kind == session.EntryCompaction && i > len(path)-5:
			compaction = e
		}
	}
	prov.mu.Lock()
	reqs := prov.reqs
	prov.mu.Unlock()
	if len(leaves) != 2 || len(reqs) != 2 {
		t.Fatalf("%d leaves and %d requests, want 2 of each", len(leaves), len(reqs))
	}
	for i, leaf := range leaves {
		full, err := lb.st.PathTo(ctx, leaf)
		if err != nil {
			t.Fatal(err)
		}
		in, err := agent.BuildInput(ctx, lb.st, agent.InputSpec{Agent: def.WithDefaults(), Conversation: lb.conv, Path: full,
			TurnID: tu.ID, InputEntryID: tu.InputEntryID, Live: true})
		if err != nil {
			t.Fatal(err)
		}
		want, err := New(nil).Build(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		w, _ := json.Marshal([]any{want.System, want.Messages})
		g, _ := json.Marshal([]any{reqs[i].System, reqs[i].Messages})
		if string(w) != string(g) {
			t.Fatalf("step %d: prompted with\n%.1500s\nwant\n%.1500s", i+1, g, w)
		}
	}
	// The compaction the first step started summarizes the branch as it was.
	if compaction.ID == "" {
		t.Fatal("no compaction was written")
	}
	before, err := lb.st.PathTo(ctx, compaction.ParentID)
	if err != nil {
		t.Fatal(err)
	}
	window := def.WithDefaults().Profile.ContextWindow
	live := agent.AfterCompaction(before)
	for j, x := range live {
		if x.ID == compaction.Meta().KeepFrom {
			live = live[:j]
			break
		}
	}
	want := "[Conversation summary] Earlier parts of this conversation were compacted; this is what they contained:\n" +
		strings.TrimSpace(agent.ExtractSummary(live, min(6000, window/2)))
	if got := session.Text(compaction.Content); got != want {
		t.Fatalf("summary\n%.600s\nwant\n%.600s", got, want)
	}
}
