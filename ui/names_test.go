package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/session"
)

// TestStatsNamesWorkspaces: /stats lists workspaces by name
// (feature:main), never by id.
func TestStatsNamesWorkspaces(t *testing.T) {
	e := newWSEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	in := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("go")}}
	if _, _, err := e.st.StartTurn(ctx, session.DefaultBranch, in, session.Turn{ConversationID: e.ws.ChannelID, Agent: "manager"}); err != nil {
		t.Fatal(err)
	}
	m := e.model(t, ctx, "dark")
	msg := m.statsCmd()().(statsMsg)
	if msg.err != nil {
		t.Fatal(msg.err)
	}
	text := ansi.Strip(strings.Join(msg.lines, "\n"))
	by := text[strings.Index(text, "By workspace"):]
	if !strings.Contains(by, "feature:main") || ulidRe.MatchString(by) {
		t.Fatalf("workspaces by id:\n%s", by)
	}
}

// TestOthersPostsNamed: in an agent's conversation, a message another agent
// wrote is labelled with that agent's name, not "you".
func TestOthersPostsNamed(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c, err := env.st.CreateConversation(ctx, session.NewConversation{Agent: "developer"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "manager", Content: []session.Block{session.TextBlock("@developer build the endpoints")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("and add tests")}},
	); err != nil {
		t.Fatal(err)
	}
	m := env.model(t, ctx, "dark")
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	drive(m, initCmds(m)...)
	drive(m, m.open(c.ID))
	screen := plainScreen(m)
	if !strings.Contains(screen, "▌ @manager") || strings.Count(screen, "▌ you") != 1 {
		t.Fatalf("authors:\n%s", screen)
	}
}
