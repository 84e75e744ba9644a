package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestTabNeverCutsAWord: Tab on a prefix shared by several commands puts in
// a whole command and cycles through the others, never "/compa".
func TestTabNeverCutsAWord(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	drive(m, initCmds(m)...)
	tab := tea.KeyPressMsg{Code: tea.KeyTab}
	m.in.ta.SetValue("/comp")
	pressKey(m, tab)
	first := m.in.ta.Value()
	if first != "/compare " && first != "/compact " {
		t.Fatalf("tab on /comp gave %q", first)
	}
	pressKey(m, tab)
	second := m.in.ta.Value()
	if second == first || (second != "/compare " && second != "/compact ") {
		t.Fatalf("second tab gave %q after %q", second, first)
	}
	pressKey(m, tab)
	if m.in.ta.Value() != first {
		t.Fatalf("third tab gave %q, want back to %q", m.in.ta.Value(), first)
	}
	// A unique prefix still completes at once; a shared whole word stays.
	m.in.ta.SetValue("/he")
	pressKey(m, tab)
	if m.in.ta.Value() != "/help " {
		t.Fatalf("tab on /he gave %q", m.in.ta.Value())
	}
	m.in.ta.SetValue("/theme d")
	pressKey(m, tab)
	if v := m.in.ta.Value(); v != "/theme dark" && v != "/theme dracula" {
		t.Fatalf("tab on /theme d gave %q", v)
	}
}

// TestTreeRenameClears: ctrl+u clears the tree's rename field, ctrl+w
// deletes a word.
func TestTreeRenameClears(t *testing.T) {
	env := treeEnv(t)
	m := treeModel(t, env)
	press(m, "ctrl+y")
	press(m, "n")
	if m.treeOv() == nil || m.treeOv().prompt == nil || m.treeOv().prompt.text == "" {
		t.Fatal("no rename prompt with the branch name")
	}
	press(m, "ctrl+u")
	if m.treeOv().prompt.text != "" {
		t.Fatalf("ctrl+u left %q", m.treeOv().prompt.text)
	}
	for _, r := range "day trip" {
		m.Update(runeKey(r))
	}
	press(m, "ctrl+w")
	if m.treeOv().prompt.text != "day " {
		t.Fatalf("ctrl+w left %q", m.treeOv().prompt.text)
	}
}

// TestConversationListGroupsAndHolds: a workspace's agents' conversations
// are grouped under its name after the others, and the list keeps its order
// while you step through it with ctrl+↓ (activity elsewhere re-sorts it
// only after).
func TestConversationListGroupsAndHolds(t *testing.T) {
	e := newWSEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, title := range []string{"groceries", "taxes"} {
		if _, err := e.st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: title}); err != nil {
			t.Fatal(err)
		}
	}
	m := e.model(t, ctx, "dark")
	e.openChannel(t, m)
	screen := plainScreen(m)
	side := screen[strings.Index(screen, "CONVERSATIONS"):]
	if miss, ok := inOrder(side, []string{"taxes", "groceries", "#feature:main", "reviewer", "developer"}); !ok {
		t.Fatalf("%q out of place:\n%s", miss, side)
	}
	if strings.Contains(side, "reviewer@feature:main") {
		t.Fatalf("the group repeats the workspace name:\n%s", side)
	}

	order := func() []string {
		var ids []string
		for _, c := range m.convs {
			ids = append(ids, c.ID)
		}
		return ids
	}
	reversed := func() convsMsg {
		cs, err := e.st.ListConversations(ctx, session.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		slices.Reverse(cs)
		return convsMsg{convs: cs}
	}
	runCmd(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyDown, Mod: tea.ModCtrl}))
	before := order()
	m.Update(reversed()) // activity elsewhere while stepping
	if !slices.Equal(order(), before) {
		t.Fatalf("the list re-sorted while stepping:\n%v\n%v", before, order())
	}
	m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"})
	m.Update(reversed())
	if slices.Equal(order(), before) {
		t.Fatal("the list never takes the new order")
	}
}
