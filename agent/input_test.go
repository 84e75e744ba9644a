package agent

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// inputRecorder keeps the context input of each turn's first step.
type inputRecorder struct {
	mu    sync.Mutex
	first map[string]ContextInput
}

func (r *inputRecorder) Build(ctx context.Context, in ContextInput) (llm.Request, error) {
	r.mu.Lock()
	if _, ok := r.first[in.TurnID]; !ok {
		r.first[in.TurnID] = in
	}
	r.mu.Unlock()
	return SimpleContext{}.Build(ctx, in)
}

// comparable strips what differs only by when and under which ids an input
// was made: the time, the conversation's timestamps, entry and turn ids.
func comparable(in ContextInput) ContextInput {
	in.Now = time.Time{}
	in.Conversation = session.Conversation{ID: in.Conversation.ID}
	in.TurnID, in.InputEntryID = "", ""
	path := make([]session.Entry, len(in.Path))
	for i, e := range in.Path {
		path[i] = session.Entry{Kind: e.Kind, Role: e.Role, Author: e.Author, Content: e.Content}
	}
	in.Path = path
	return in
}

// TestTurnReplayAndNextInputAgree: the context input `grove agent context`
// shows for a message (NextInput), the one the turn answering that message
// is given for its first step, and the one replay rebuilds for that step
// (InputAt) are the same input, and so the same request.
func TestTurnReplayAndNextInputAgree(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, offlineDef("alice", 0))
	e.rt.Close()
	rec := &inputRecorder{first: map[string]ContextInput{}}
	e.rt = e.runtime(func(o *Options) { o.Context = rec })
	t.Cleanup(e.rt.Close)

	c := e.conv("alice")
	e.wait(e.send(c, "calculate 6*7"))
	conv, err := e.store.Conversation(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	def := e.defs["alice"]
	next, err := NextInput(ctx, e.store, def, conv, "and what is 2+2?", e.rt.ToolsFor(def).Specs(def.WithDefaults().Tools), time.Now())
	if err != nil {
		t.Fatal(err)
	}

	tr := e.wait(e.send(c, "and what is 2+2?"))
	turn, ok := rec.first[tr.ID]
	if !ok {
		t.Fatal("the turn built no context")
	}
	var firstReply string
	for _, en := range e.path(c.ID, conv.CurrentBranch) {
		if en.TurnID == tr.ID && en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			firstReply = en.ID
			break
		}
	}
	if firstReply == "" {
		t.Fatal("the turn wrote no reply")
	}
	replay, err := e.rt.InputAt(ctx, firstReply)
	if err != nil {
		t.Fatal(err)
	}

	if len(turn.Path) < 4 {
		t.Fatalf("the second turn saw %d entries; want the first exchange and its input", len(turn.Path))
	}
	want := comparable(turn)
	for name, got := range map[string]ContextInput{"grove agent context": next, "replay": replay} {
		if g := comparable(got); !reflect.DeepEqual(g, want) {
			t.Errorf("%s input differs from the turn's:\n got %+v\nwant %+v", name, g, want)
		}
		gr, err := SimpleContext{}.Build(ctx, comparable(got))
		if err != nil {
			t.Fatal(err)
		}
		wr, err := SimpleContext{}.Build(ctx, want)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(gr, wr) {
			t.Errorf("%s request differs from the turn's:\n got %+v\nwant %+v", name, gr, wr)
		}
	}
}
