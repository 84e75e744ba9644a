package agent

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestContinuedReplyCarriesOnItsText: a reply cancelled halfway, then
// continued, goes on from where it stopped: what was written and what
// follows read as the reply the same question gets uncut, and the model
// was asked to continue, not given its own words to answer.
func TestContinuedReplyCarriesOnItsText(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 40))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const question = "tell me about volcanoes in some detail"

	// The reply uncut, from a conversation of its own (the offline model
	// answers the same messages with the same words).
	whole := func() string {
		c := e.conv("assistant")
		tu := e.wait(e.send(c, question))
		path, err := e.store.Path(ctx, c.ID, session.DefaultBranch)
		if err != nil || tu.Status != session.TurnCompleted {
			t.Fatalf("the uncut reply: %v %s", err, tu.Status)
		}
		return session.Text(lastReply(path).Content)
	}()

	c := e.conv("assistant")
	sub := e.rt.Subscribe()
	defer sub.Close()
	tu := e.send(c, question)
	written := 0
	for written < 60 {
		evs := sub.Next(ctx)
		if evs == nil {
			t.Fatal("no reply streamed")
		}
		for _, ev := range evs {
			if ev.TurnID == tu.ID && ev.Kind == EvDelta {
				written += len(ev.Text)
			}
		}
	}
	if err := e.rt.Cancel(tu.ID); err != nil {
		t.Fatal(err)
	}
	if got := e.wait(tu); got.Status != session.TurnCancelled {
		t.Fatalf("cancelled turn: %s", got.Status)
	}
	path, _ := e.store.Path(ctx, c.ID, session.DefaultBranch)
	cut := lastReply(path)
	if !cut.Meta().Interrupted || session.Text(cut.Content) == "" || len(session.Text(cut.Content)) >= len(whole) {
		t.Fatalf("the cut reply: %q (interrupted %v)", session.Text(cut.Content), cut.Meta().Interrupted)
	}

	if err := e.rt.Continue(ctx, tu.ID); err != nil {
		t.Fatal(err)
	}
	if got := e.wait(tu); got.Status != session.TurnCompleted {
		t.Fatalf("continued turn: %s %s", got.Status, got.Error)
	}
	path, _ = e.store.Path(ctx, c.ID, session.DefaultBranch)
	rest := lastReply(path)
	if got := session.Text(cut.Content) + session.Text(rest.Content); got != whole {
		t.Fatalf("cut + continuation:\n%q\nwant the uncut reply:\n%q", got, whole)
	}
	if strings.Contains(session.Text(rest.Content), "Here's my take on Here's") {
		t.Fatalf("the continuation answers its own text: %q", session.Text(rest.Content))
	}
}

// TestContinueNoteOnlyAfterACutReply: the note asking to continue follows
// a cut reply of the turn itself, never a whole reply or another turn's.
func TestContinueNoteOnlyAfterACutReply(t *testing.T) {
	cutMeta := session.EntryMeta{Interrupted: true}
	user := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, TurnID: "T", Content: []session.Block{session.TextBlock("q")}}
	reply := func(turn string, m session.EntryMeta) session.Entry {
		e := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, TurnID: turn, Content: []session.Block{session.TextBlock("Half a repl")}}
		e.SetMeta(m)
		return e
	}
	msgs := []llm.Message{{Role: session.RoleUser, Content: user.Content}, {Role: session.RoleAssistant, Content: []session.Block{session.TextBlock("Half a repl")}}}
	for _, tc := range []struct {
		name string
		path []session.Entry
		want bool
	}{
		{"cut reply of the turn", []session.Entry{user, reply("T", cutMeta)}, true},
		{"whole reply", []session.Entry{user, reply("T", session.EntryMeta{})}, false},
		{"another turn's cut reply", []session.Entry{user, reply("U", cutMeta)}, false},
	} {
		req := continueCut(ContextInput{TurnID: "T", Path: tc.path}, llm.Request{Messages: msgs})
		if got := req.Continues != ""; got != tc.want || (len(req.Messages) == 3) != tc.want {
			t.Errorf("%s: continues %q with %d messages", tc.name, req.Continues, len(req.Messages))
		}
	}
}

func lastReply(path []session.Entry) session.Entry {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].Kind == session.EntryMessage && path[i].Role == session.RoleAssistant {
			return path[i]
		}
	}
	return session.Entry{}
}
