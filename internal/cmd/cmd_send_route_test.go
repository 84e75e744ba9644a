package cmd

import (
	"context"
	"testing"

	"github.com/grovechat/grove/session"
)

// TestSendRoutesMentionsAsTheTUIDoes: a message sent headless to a
// conversation's own agent that @mentions an agent taking part goes to
// that agent, as the same message typed in the TUI does; naming another
// agent on the command line still sends to it.
func TestSendRoutesMentionsAsTheTUIDoes(t *testing.T) {
	isolate(t)
	if _, err := run(t, "agent", "create", "architect", "--model", "offline"); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, "send", "assistant", "--new", "hello"); err != nil {
		t.Fatal(err)
	}
	a := openTestApp(t)
	ctx := context.Background()
	convs, err := a.store.ListConversations(ctx, session.ListOptions{})
	if err != nil || len(convs) != 1 {
		t.Fatalf("conversations: %v %v", convs, err)
	}
	id := convs[0].ID
	if err := a.store.AddParticipant(ctx, id, session.Participant{Name: "architect", Kind: "agent", Mode: session.ModeLoopIn}); err != nil {
		t.Fatal(err)
	}
	a.Close()
	lastAuthor := func() string {
		t.Helper()
		a := openTestApp(t)
		path, err := a.store.Path(ctx, id, session.DefaultBranch)
		if err != nil {
			t.Fatal(err)
		}
		for i := len(path) - 1; i >= 0; i-- {
			if path[i].Kind == session.EntryMessage && path[i].Role == session.RoleAssistant {
				return path[i].Author
			}
		}
		return ""
	}
	if _, err := run(t, "send", "assistant", "--conversation", id, "@architect what is 9*9?"); err != nil {
		t.Fatal(err)
	}
	if got := lastAuthor(); got != "architect" {
		t.Fatalf("@architect sent to the conversation's agent was answered by %q, want architect (as in the TUI)", got)
	}
	if _, err := run(t, "send", "assistant", "--conversation", id, "and you, what do you think?"); err != nil {
		t.Fatal(err)
	}
	if got := lastAuthor(); got != "assistant" {
		t.Fatalf("a message without a mention was answered by %q, want the owner", got)
	}
}
