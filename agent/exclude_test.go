package agent

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/session"
)

func hasEntry(path []session.Entry, id string) bool {
	for _, e := range path {
		if e.ID == id {
			return true
		}
	}
	return false
}

// An entry excluded on a branch is in no input of that branch — the next
// turn's (NextInput), a turn's and its replay's (InputAt) — while the
// branch forked from keeps it for the calls that saw it; a note added to
// the context reaches the model as a user message marked as context.
func TestExcludedAndInjectedInputs(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, offlineDef("alice", 0))
	e.rt.Close()
	rec := &inputRecorder{first: map[string]ContextInput{}}
	e.rt = e.runtime(func(o *Options) { o.Context = rec })
	t.Cleanup(e.rt.Close)

	c := e.conv("alice")
	first := e.wait(e.send(c, "my password is hunter2"))
	var oldReply string
	for _, en := range e.path(c.ID, session.DefaultBranch) {
		if en.TurnID == first.ID && en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			oldReply = en.ID
		}
	}
	note, err := e.store.Inject(ctx, c.ID, session.DefaultBranch, "the user is on call this week")
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.store.SetExcluded(ctx, c.ID, session.DefaultBranch, first.InputEntryID, true)
	if err != nil || !m.Forked {
		t.Fatalf("exclude a seen message: %+v %v", m, err)
	}
	conv, _ := e.store.Conversation(ctx, c.ID)
	def := e.defs["alice"]
	next, err := NextInput(ctx, e.store, def, conv, "what do you know?", e.rt.ToolsFor(def).Specs(def.WithDefaults().Tools), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if hasEntry(next.Path, first.InputEntryID) || !hasEntry(next.Path, note.ID) {
		t.Fatalf("next input: excluded entry present or note missing: %v", comparable(next).Path)
	}
	req, err := SimpleContext{}.Build(ctx, next)
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, msg := range req.Messages {
		all.WriteString(session.Text(msg.Content))
	}
	if strings.Contains(all.String(), "my password is hunter2") || !strings.Contains(all.String(), InjectionText("the user is on call this week")) {
		t.Fatalf("request messages: %q", all.String())
	}

	tr := e.wait(e.send(conv, "what do you know?"))
	turn := rec.first[tr.ID]
	if tr.Branch != m.Branch || hasEntry(turn.Path, first.InputEntryID) {
		t.Fatalf("the turn on %s (want %s) saw the excluded entry", tr.Branch, m.Branch)
	}
	var reply string
	for _, en := range e.path(c.ID, m.Branch) {
		if en.TurnID == tr.ID && en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			reply = en.ID
			break
		}
	}
	replay, err := e.rt.InputAt(ctx, reply)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := comparable(replay), comparable(turn); !reflect.DeepEqual(g, w) {
		t.Fatalf("replay differs from the turn:\n got %+v\nwant %+v", g, w)
	}
	if g, w := comparable(next), comparable(turn); !reflect.DeepEqual(g.Path, w.Path) {
		t.Fatalf("grove agent context differs from the turn:\n got %+v\nwant %+v", g.Path, w.Path)
	}
	// The first reply's step, on main, saw the message and still does.
	old, err := e.rt.InputAt(ctx, oldReply)
	if err != nil {
		t.Fatal(err)
	}
	if !hasEntry(old.Path, first.InputEntryID) {
		t.Fatal("replay of a step on the old branch lost what it saw")
	}
}

// A CLI session that saw a message now excluded is not resumed: the next
// run starts a new session, given the branch's context without it.
func TestCLIBackendDoesNotResumeASessionThatSawAnExcludedEntry(t *testing.T) {
	log := backendtest.Install(t, "")
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("alice")
	first := e.wait(e.send(conv, "my password is hunter2"))
	if first.Status != session.TurnCompleted {
		t.Fatalf("first turn %s: %s", first.Status, first.Error)
	}
	m, err := e.store.SetExcluded(context.Background(), conv.ID, session.DefaultBranch, first.InputEntryID, true)
	if err != nil || !m.Forked {
		t.Fatalf("exclude: %+v %v", m, err)
	}
	conv, _ = e.store.Conversation(context.Background(), conv.ID)
	if tu := e.wait(e.send(conv, "what do you know?")); tu.Status != session.TurnCompleted || tu.Branch != m.Branch {
		t.Fatalf("second turn %s on %s: %s", tu.Status, tu.Branch, tu.Error)
	}
	cl := backendtest.Calls(t, log)
	if len(cl) != 2 {
		t.Fatalf("%d runs of the CLI", len(cl))
	}
	if args := strings.Join(cl[1].Args, " "); strings.Contains(args, "resume") {
		t.Errorf("second run resumed the session that saw the excluded message: %q", args)
	}
	if p := cl[1].Prompt; strings.Contains(p, "hunter2") && strings.Contains(p, "my password is") || !strings.Contains(p, "what do you know?") {
		t.Errorf("second prompt:\n%s", p)
	}
}
