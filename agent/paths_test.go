package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// The whole-path reads that backendInput, answeredAt, lastAnswer and
// InputAt replaced, as they were: what each must still give.

func backendInputWhole(ctx context.Context, st *session.Store, s InputSpec, leaf string) (string, ContextInput, error) {
	path, err := st.PathTo(ctx, leaf)
	if err != nil {
		return "", ContextInput{}, err
	}
	view := TurnPath(path, s.TurnID, s.InputEntryID, nil)
	rec, from := backendSession(view, s.Agent)
	return rec.BackendSession, ContextInput{Agent: s.Agent, Conversation: s.Conversation, TurnID: s.TurnID,
		InputEntryID: s.InputEntryID, Path: view[from:], Now: s.Now}, nil
}

func answeredWhole(ctx context.Context, st *session.Store, leaf, turnID string) bool {
	path, err := st.PathTo(ctx, leaf)
	if err != nil {
		return false
	}
	yes, _ := answered(path, turnID)
	return yes
}

func lastAnswerWhole(ctx context.Context, st *session.Store, convID string) (string, error) {
	path, err := st.Path(ctx, convID, session.DefaultBranch)
	if err != nil {
		return "", err
	}
	for i := len(path) - 1; i >= 0; i-- {
		if e := path[i]; e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && strings.TrimSpace(session.Text(e.Content)) != "" {
			return session.Text(e.Content), nil
		}
	}
	return "", nil
}

// inputAtWhole is InputAt over the whole path to entryID, the step's start
// found on it.
func inputAtWhole(ctx context.Context, r *Runtime, entryID string) (ContextInput, error) {
	path, err := r.store.PathTo(ctx, entryID)
	if err != nil {
		return ContextInput{}, err
	}
	at := stepStart(path)
	spec, parent, err := r.specAt(ctx, entryID)
	if err != nil {
		return ContextInput{}, err
	}
	if parent != path[at].ParentID {
		return ContextInput{}, fmt.Errorf("the step of %s starts at %s, not below %s", entryID, path[at].ID, parent)
	}
	spec.Path = path[:at:at]
	return BuildInput(ctx, r.store, spec)
}

// countingStore counts the entries of the last read whole.
type countingStore struct {
	*session.Store
	whole int
}

func (c *countingStore) PathToNewest(ctx context.Context, entryID string, n int) ([]session.Entry, int, error) {
	p, from, err := c.Store.PathToNewest(ctx, entryID, n)
	c.whole = len(p) - from
	return p, from, err
}

func (c *countingStore) PathToTail(ctx context.Context, entryID string, n int) ([]session.Entry, bool, error) {
	p, more, err := c.Store.PathToTail(ctx, entryID, n)
	c.whole = len(p)
	return p, more, err
}

// builtBy renders what the builders in agent make of in.
func builtBy(t *testing.T, in ContextInput) string {
	t.Helper()
	var out []any
	for _, b := range []ContextBuilder{SimpleContext{}, OwnWords(SimpleContext{})} {
		req, err := b.Build(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, req, backendPrompt(req.Messages))
	}
	j, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(j)
}

// pathsEnv is a corpus.LongBranch (3,000 entries, side branches, a summary
// in the middle, an old turn still active, parallel turns at the head) in
// an env whose agent "assistant" runs on the offline model.
func pathsEnv(t *testing.T) (*testEnv, *corpus.LongBranch) {
	t.Helper()
	e := newEnv(t, offlineDef("assistant", 0))
	return e, corpus.NewLongBranch(t, e.store, e.conv("assistant"))
}

// A CLI backend's run on a long branch is given what the whole path gives
// — the session it resumes and the context of what it has not seen — and
// reads whole only as far back as that reaches: with no session on the
// path (the parallel turns at the head, beside a summary and an old turn),
// with the agent's session near the head, with it 1,000 entries back, and
// with only another provider's records of the agent far back.
func TestBackendInputIsTheWholePathsInput(t *testing.T) {
	e, lb := pathsEnv(t)
	ctx := context.Background()
	g := corpus.New(5)
	head := e.path(lb.Conv.ID, session.DefaultBranch)
	record := func(provider, id string) session.Entry {
		r := session.Entry{Kind: session.EntryLLMCall, Role: session.RoleAssistant, Author: "assistant"}
		r.SetMeta(session.EntryMeta{Provider: provider, Model: "m1", BackendSession: id})
		return r
	}
	type point struct {
		name        string
		turn        session.Turn
		leaf        string
		resume      string
		wholeAtMost int
	}
	points := []point{{name: "turn A at the head", turn: lb.A, leaf: lb.ALeaf, wholeAtMost: 1024},
		{name: "turn B at the head", turn: lb.B, leaf: lb.BLeaf, wholeAtMost: 1024}}
	branch := func(name string, at int, before []session.Entry, wantResume string, wholeAtMost int) {
		t.Helper()
		if _, err := e.store.CreateBranch(ctx, lb.Conv.ID, name, head[at].ID); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(before); i += 200 {
			if _, err := e.store.Append(ctx, lb.Conv.ID, name, before[i:min(i+200, len(before))]...); err != nil {
				t.Fatal(err)
			}
		}
		in, tu, err := e.store.StartTurn(ctx, name, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock("and now the tests?")}}, session.Turn{ConversationID: lb.Conv.ID, Agent: "assistant", Status: session.TurnActive})
		if err != nil {
			t.Fatal(err)
		}
		points = append(points, point{name: name, turn: tu, leaf: in.ID, resume: wantResume, wholeAtMost: wholeAtMost})
	}
	branch("session-near", len(head)-1, append([]session.Entry{record(backend.Claude, "s-near")}, g.Entries(3)...), "s-near", backendTail)
	branch("session-far", 2000, append([]session.Entry{record(backend.Claude, "s-far")}, g.Entries(1000)...), "s-far", 1024)
	branch("other-provider", 2000, append([]session.Entry{record("openai", "")}, g.Entries(1000)...), "", 1<<30)

	cli := cliDef("assistant", backend.Claude, t.TempDir())
	small := cli
	small.Profile.ContextWindow = 8000
	for _, def := range []config.Definition{cli, small} {
		for _, p := range points {
			name := fmt.Sprintf("%s, window %d", p.name, def.Profile.ContextWindow)
			spec := InputSpec{Agent: def, Conversation: lb.Conv, TurnID: p.turn.ID, InputEntryID: p.turn.InputEntryID}
			wantResume, want, err := backendInputWhole(ctx, e.store, spec, p.leaf)
			if err != nil {
				t.Fatal(err)
			}
			cs := &countingStore{Store: e.store}
			rec, got, err := backendInput(ctx, cs, spec, p.leaf)
			if err != nil {
				t.Fatal(err)
			}
			resume := rec.BackendSession
			if resume != wantResume || resume != p.resume {
				t.Fatalf("%s: resumes %q, the whole path %q, want %q", name, resume, wantResume, p.resume)
			}
			if w, g := builtBy(t, want), builtBy(t, got); w != g {
				t.Fatalf("%s: the context differs from the whole path's:\nwant %.2000s\n got %.2000s", name, w, g)
			}
			if resume != "" && !reflect.DeepEqual(got.Path, want.Path) {
				t.Fatalf("%s: %d entries after the session, the whole path %d", name, len(got.Path), len(want.Path))
			}
			if cs.whole > p.wholeAtMost {
				t.Fatalf("%s: read %d entries whole, want at most %d", name, cs.whole, p.wholeAtMost)
			}
		}
	}
}

// Whether a resumed turn had already answered (and only waits for its
// background work) is what the whole path says, read up from its newest
// entry only as far as its newest message: for each turn of a long branch
// at each of its newest entries, for a turn whose input is 3,000 entries
// back, and for a turn whose reply is followed by its records and a notice.
func TestAnsweredAtIsTheWholePathsAnswer(t *testing.T) {
	e, lb := pathsEnv(t)
	ctx := context.Background()
	_, d, err := e.store.StartTurn(ctx, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock("wait for the build")}}, session.Turn{ConversationID: lb.Conv.ID,
		Agent: "assistant", Status: session.TurnActive})
	if err != nil {
		t.Fatal(err)
	}
	own := func(k, role, text string) session.Entry {
		return session.Entry{Kind: k, Role: role, Author: "assistant", TurnID: d.ID, Content: []session.Block{session.TextBlock(text)}}
	}
	if _, err := e.store.Append(ctx, lb.Conv.ID, session.DefaultBranch, own(session.EntryMessage, session.RoleAssistant, "Started it."),
		own(session.EntryLLMCall, session.RoleAssistant, ""), own(session.EntryNotice, session.RoleUser, "the build runs")); err != nil {
		t.Fatal(err)
	}
	path := e.path(lb.Conv.ID, session.DefaultBranch)
	turns, err := e.store.Turns(ctx, lb.Conv.ID)
	if err != nil {
		t.Fatal(err)
	}
	yes := 0
	for _, leaf := range path[len(path)-12:] {
		for _, tu := range turns {
			want := answeredWhole(ctx, e.store, leaf.ID, tu.ID)
			if got := e.rt.answeredAt(ctx, leaf.ID, tu.ID); got != want {
				t.Fatalf("turn %s at %s: answered %v, the whole path says %v", tu.ID, leaf.ID, got, want)
			}
			if want {
				yes++
			}
		}
	}
	if yes == 0 || !e.rt.answeredAt(ctx, path[len(path)-1].ID, d.ID) || e.rt.answeredAt(ctx, path[len(path)-1].ID, lb.Old.ID) {
		t.Fatalf("answered %d times; turn D answered: %v, the old turn: %v", yes,
			e.rt.answeredAt(ctx, path[len(path)-1].ID, d.ID), e.rt.answeredAt(ctx, path[len(path)-1].ID, lb.Old.ID))
	}
}

// A delegate's answer is the newest assistant text of its conversation, as
// the whole branch gives it: at the head, behind 2,000 entries without
// one (a blank reply among them), and none at all.
func TestLastAnswerIsTheWholeBranchsAnswer(t *testing.T) {
	e, lb := pathsEnv(t)
	ctx := context.Background()
	g := corpus.New(9)
	far := e.conv("assistant")
	users := []session.Entry{{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant",
		Content: []session.Block{session.TextBlock("The answer is 42.")}}}
	for i := 0; i < 2000; i++ {
		users = append(users, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock(g.Message(session.RoleUser))}})
	}
	users = append(users, session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant",
		Content: []session.Block{session.TextBlock(" \n ")}})
	for i := 0; i < len(users); i += 500 {
		if _, err := e.store.Append(ctx, far.ID, session.DefaultBranch, users[i:min(i+500, len(users))]...); err != nil {
			t.Fatal(err)
		}
	}
	none := e.conv("assistant")
	if _, err := e.store.Append(ctx, none.ID, session.DefaultBranch, users[1:40]...); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id, want string
	}{{lb.Conv.ID, "The design has three parts."}, {far.ID, "The answer is 42."}, {none.ID, ""}} {
		want, err := lastAnswerWhole(ctx, e.store, c.id)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.rt.lastAnswer(ctx, c.id)
		if err != nil || got != want || got != c.want {
			t.Fatalf("conversation %s: answer %q (%v), the whole branch %q, want %q", c.id, got, err, want, c.want)
		}
	}
}

// Replay's context at an entry of a long branch is the one the whole path
// gives: at the parallel turns' inputs and replies, at the tool results of
// a step (whose context is that before its call), at the summary, at side
// branches' heads, and far before the summary.
func TestInputAtIsTheWholePathsInput(t *testing.T) {
	e, lb := pathsEnv(t)
	ctx := context.Background()
	path := e.path(lb.Conv.ID, session.DefaultBranch)
	ids := []string{lb.ALeaf, lb.BLeaf, lb.A.InputEntryID, lb.B.InputEntryID, path[0].ID, path[900].ID}
	for i, x := range path {
		switch {
		case x.Kind == session.EntryCompaction:
			ids = append(ids, x.ID, path[i+1].ID)
		case x.Kind == session.EntryToolResult && i > len(path)-200:
			ids = append(ids, x.ID)
		}
	}
	for name := range lb.Marks {
		p := e.path(lb.Conv.ID, name)
		ids = append(ids, p[len(p)-1].ID)
	}
	for _, id := range ids {
		want, err := inputAtWhole(ctx, e.rt, id)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.rt.InputAt(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if w, g := builtBy(t, want), builtBy(t, got); w != g {
			t.Fatalf("at %s: the context differs from the whole path's:\nwant %.2000s\n got %.2000s", id, w, g)
		}
	}
}
