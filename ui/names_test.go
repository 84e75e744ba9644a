package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
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
	so := &statsOverlay{c: m.c, sections: msg.sections}
	text := ansi.Strip(strings.Join(so.lines(80), "\n"))
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
	m := env.openModel(t, c.ID, 100, 30)
	screen := plainScreen(m)
	if !strings.Contains(screen, "▌ @manager") || strings.Count(screen, "▌ you") != 1 {
		t.Fatalf("authors:\n%s", screen)
	}
}

// TestContinueCancelledFromUI: /continue resumes a turn you cancelled, and
// on a finished turn says so by number, never by id.
func TestContinueCancelledFromUI(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	env, c, m := showcaseModel(t, 120, 30)
	// A turn you cancelled before it wrote a reply.
	in := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("again")}}
	_, tr, err := env.st.StartTurn(ctx, session.DefaultBranch, in, session.Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.UpdateTurn(ctx, tr.ID, session.TurnUpdate{Status: session.TurnCancelled}); err != nil {
		t.Fatal(err)
	}
	m.tl.views[c.ID].loaded = false
	drive(m, m.open(c.ID))
	m.in.ta.SetValue("/continue")
	msg := pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	if msg == nil {
		t.Fatalf("no continue command: %q", m.bar.notice)
	}
	if res, ok := findMsg[infoMsg](msg); ok && res.err != nil {
		t.Fatalf("continue refused: %v", res.err)
	}
	got, err := env.rt.WaitTurn(ctx, tr.ID)
	if err != nil || got.Status != session.TurnCompleted {
		t.Fatalf("continued turn: %s %v", got.Status, err)
	}
	// Now finished: /continue says so without an id.
	drive(m, m.open(c.ID))
	m.cur().turns[tr.ID] = got
	m.in.ta.SetValue("/continue")
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	if !strings.Contains(m.bar.notice, "finished: nothing to continue") || ulidRe.MatchString(m.bar.notice) {
		t.Fatalf("notice: %q", m.bar.notice)
	}
}

// TestTreeLabelsReadable: entries the tree can show are described in
// words, never by their internal kind.
func TestTreeLabelsReadable(t *testing.T) {
	call := session.Entry{Kind: session.EntryLLMCall, Author: "assistant"}
	call.SetMeta(session.EntryMeta{Model: "offline"})
	res := session.Entry{Kind: session.EntryToolResult, Content: []session.Block{{Type: session.BlockToolResult, ToolResult: &session.ToolResult{Name: "calculate"}}}}
	post := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "manager", Content: []session.Block{session.TextBlock("build it")}}
	for e, want := range map[*session.Entry]string{&call: "· model call (offline)", &res: "⚙ result of calculate", &post: "manager: build it"} {
		got := entryLabel(e)
		if got != want || strings.Contains(got, "_") {
			t.Fatalf("label %q, want %q", got, want)
		}
	}
}
