package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestInterleavedWritersKeepTheBranch: two processes send into the same
// branch at once. This process hears of its own message (which hangs from
// the other's) before the change feed brings the other's; the view still
// shows both messages in the order of the branch, numbered as a fresh
// read numbers them, as every other process on the file shows them.
func TestInterleavedWritersKeepTheBranch(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "two writers")
	env.converse(t, c.ID, "hello")
	m := env.openModel(t, c.ID, 100, 40)

	msg := func(turn, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: turn,
			Content: []session.Block{session.TextBlock(text)}}
	}
	reply := func(turn, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, TurnID: turn,
			Content: []session.Block{session.TextBlock(text)}}
	}
	theirs, err := env.st.Append(ctx, c.ID, session.DefaultBranch, msg("T-other", "first process asks about rivers"))
	if err != nil {
		t.Fatal(err)
	}
	ours, err := env.st.Append(ctx, c.ID, session.DefaultBranch, msg("T-ours", "second process asks about mountains"),
		reply("T-ours", "mountains answered"))
	if err != nil {
		t.Fatal(err)
	}
	var evs []agent.Event
	for i := range ours {
		evs = append(evs, agent.Event{Kind: agent.EvEntry, ConversationID: c.ID, Branch: session.DefaultBranch, TurnID: "T-ours", Entry: &ours[i]})
	}
	driveAll(m, m.applyEvents(evs))
	later, err := env.st.Append(ctx, c.ID, session.DefaultBranch, reply("T-other", "rivers answered"))
	if err != nil {
		t.Fatal(err)
	}
	// The feed then brings what the other process wrote.
	_, cmd := m.Update(feedMsg{entries: append(theirs, later...)})
	driveAll(m, cmd)

	screen := ansi.Strip(m.render())
	order := []string{"hello", "first process asks about rivers", "second process asks about mountains", "mountains answered", "rivers answered"}
	at := -1
	for _, w := range order {
		i := strings.Index(screen, w)
		if i < 0 || i < at {
			t.Fatalf("%q missing or out of the branch's order:\n%s", w, screen)
		}
		at = i
	}
	// Numbered as a fresh view numbers them.
	fresh := env.openModel(t, c.ID, 100, 40)
	want := ansi.Strip(fresh.render())
	if screen != want {
		t.Fatalf("this view:\n%s\na fresh read of the file:\n%s", screen, want)
	}
}
