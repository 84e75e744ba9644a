package agent

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// chat lists a request's messages as "role: text".
func chat(t *testing.T, w *wire, i int) []string {
	t.Helper()
	var out []string
	for _, m := range at(w.request(t, i), "messages").([]any) {
		text, _ := at(m, "content").(string)
		out = append(out, fmt.Sprintf("%v: %s", at(m, "role"), text))
	}
	return out
}

// wantLines checks that want appear in got in this order (each inside a
// line: consecutive user messages are sent as one).
func wantLines(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	all := strings.Join(got, "\n")
	rest := all
	for _, w := range want {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Errorf("%s lacks %q (in this order):\n%s", what, w, all)
			return
		}
		rest = rest[i+len(w):]
	}
}

func notices(path []session.Entry) []string {
	var out []string
	for _, e := range path {
		if e.Kind == session.EntryNotice {
			out = append(out, session.Text(e.Content))
		}
	}
	return out
}

// TestLoopedInAgentStaysAParticipant: a looped-in agent answers later
// messages that @mention it, with the shared history, also after a
// restart; the owner hands over by mentioning it; it can leave; a person
// can remove it; after that, mentions reach the owner again.
func TestLoopedInAgentStaysAParticipant(t *testing.T) {
	mgr := newWireStreams(t, testkit.OpenAIStream("Hello, I am the manager."), testkit.OpenAIStream("Over to @architect: is the schema sound?"), testkit.OpenAIStream("Noted."))
	arch := newWireStreams(t, testkit.OpenAIStream("Schema looks fine."), testkit.OpenAIStream("Index the email column."),
		testkit.OpenAIStream("", [2]string{LeaveConversationTool, `{"reason":"done"}`}), testkit.OpenAIStream("Bye."), testkit.OpenAIStream("Back."))
	e := newEnv(t, openaiDef("manager", mgr.URL+"/v1"), openaiDef("architect", arch.URL+"/v1"))
	ctx := context.Background()
	c := e.conv("manager")
	first := e.wait(e.send(c, "hello"))

	loopIn := func(task string) {
		t.Helper()
		if tu := e.wait(e.loopInArchitect(c, first.ID, task)); tu.Agent != "architect" || tu.Status != session.TurnCompleted {
			t.Fatalf("the looped-in turn: %+v", tu)
		}
	}
	loopIn("review the schema")

	// The participation is stored: a new runtime on the same file routes
	// a mention to the architect, who sees the shared history.
	e.rt.Close()
	e.rt = e.runtime(nil)
	t.Cleanup(e.rt.Close)
	tu := e.wait(e.send(c, "@architect which index?"))
	if tu.Agent != "architect" || tu.Status != session.TurnCompleted {
		t.Fatalf("a mention after restart went to %s (%s)", tu.Agent, tu.Status)
	}
	wantLines(t, "the architect's second request", chat(t, arch, 1),
		"user: hello", "[manager]: Hello, I am the manager.", "@architect review the schema",
		"assistant: Schema looks fine.", "user: @architect which index?")

	// The owner hands over by mentioning it; the architect answers the
	// owner's reply, then leaves.
	own := e.wait(e.send(c, "design the schema"))
	if own.Agent != "manager" {
		t.Fatalf("an unaddressed message went to %s", own.Agent)
	}
	turns, _ := e.store.Turns(ctx, c.ID)
	hand := turns[len(turns)-1]
	if hand.Agent != "architect" || hand.Caller != "manager" {
		t.Fatalf("no handover turn: %+v", hand)
	}
	if hand = e.wait(hand); hand.Status != session.TurnCompleted {
		t.Fatalf("handover turn %s %s", hand.Status, hand.Error)
	}
	handReq := chat(t, arch, 2)
	wantLines(t, "the handover request", handReq, "assistant: Index the email column.", "user: design the schema", "[manager]: Over to @architect: is the schema sound?")
	if last := handReq[len(handReq)-1]; !strings.HasSuffix(last, "\n[manager]: Over to @architect: is the schema sound?") {
		t.Errorf("the handover does not answer the owner's reply; last message %q", last)
	}
	offered := false
	for _, tool := range at(arch.request(t, 2), "tools").([]any) {
		offered = offered || at(tool, "function", "name") == LeaveConversationTool
	}
	if !offered {
		t.Error("a looped-in agent is not offered leave_conversation")
	}
	ps, _ := e.store.Participants(ctx, c.ID, true)
	if p := ps[len(ps)-1]; p.Name != "architect" || p.LeftAt.IsZero() || p.LeftBy != "architect" {
		t.Fatalf("after leave_conversation: %+v", ps)
	}
	if tu := e.wait(e.send(c, "@architect still there?")); tu.Agent != "manager" {
		t.Fatalf("a mention of an agent that left went to %s", tu.Agent)
	}

	// Looped in again, then removed by the person.
	loopIn("come back")
	if err := e.rt.RemoveParticipant(ctx, c.ID, "architect", "user"); err != nil {
		t.Fatal(err)
	}
	if err := e.rt.RemoveParticipant(ctx, c.ID, "manager", "user"); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("removing the owner: %v", err)
	}
	got, _ := e.store.Conversation(ctx, c.ID)
	if len(guestsOf(got)) != 0 {
		t.Fatalf("participants after /remove: %+v", got.Participants)
	}
	if tu := e.wait(e.send(c, "@architect ping")); tu.Agent != "manager" {
		t.Fatalf("a mention of a removed agent went to %s", tu.Agent)
	}
	wantLines(t, "the notices", notices(e.path(c.ID, "main")),
		"architect joined the conversation (looped in by manager)", "architect left the conversation",
		"architect joined the conversation (looped in by manager)", "architect was removed from the conversation by user")
	if arch.count() != 5 {
		t.Errorf("the architect was asked %d times, want 5", arch.count())
	}
}

func guestsOf(c session.Conversation) []string {
	var out []string
	for _, p := range c.Participants {
		if p.Mode == session.ModeLoopIn {
			out = append(out, p.Name)
		}
	}
	return out
}
