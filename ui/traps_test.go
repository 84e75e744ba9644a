package ui

import (
	"context"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestTabNeverCutsAWord: Tab on a prefix shared by several commands puts in
// a whole command and cycles through the others, never "/compa".
func TestTabNeverCutsAWord(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	drive(m, initCmds(m)...)
	tab := tea.KeyPressMsg{Code: tea.KeyTab}
	m.input.SetValue("/comp")
	pressKey(m, tab)
	first := m.input.Value()
	if first != "/compare " && first != "/compact " {
		t.Fatalf("tab on /comp gave %q", first)
	}
	pressKey(m, tab)
	second := m.input.Value()
	if second == first || (second != "/compare " && second != "/compact ") {
		t.Fatalf("second tab gave %q after %q", second, first)
	}
	pressKey(m, tab)
	if m.input.Value() != first {
		t.Fatalf("third tab gave %q, want back to %q", m.input.Value(), first)
	}
	// A unique prefix still completes at once; a shared whole word stays.
	m.input.SetValue("/he")
	pressKey(m, tab)
	if m.input.Value() != "/help " {
		t.Fatalf("tab on /he gave %q", m.input.Value())
	}
	m.input.SetValue("/theme d")
	pressKey(m, tab)
	if v := m.input.Value(); v != "/theme dark" && v != "/theme dracula" {
		t.Fatalf("tab on /theme d gave %q", v)
	}
}

// TestTreeRenameClears: ctrl+u clears the tree's rename field, ctrl+w
// deletes a word.
func TestTreeRenameClears(t *testing.T) {
	env := newEnv(t, true)
	seedTree(t, env)
	m := treeModel(t, env)
	press(m, "ctrl+y")
	press(m, "n")
	if m.tree == nil || m.tree.prompt == nil || m.tree.prompt.text == "" {
		t.Fatal("no rename prompt with the branch name")
	}
	press(m, "ctrl+u")
	if m.tree.prompt.text != "" {
		t.Fatalf("ctrl+u left %q", m.tree.prompt.text)
	}
	for _, r := range "day trip" {
		m.Update(runeKey(r))
	}
	press(m, "ctrl+w")
	if m.tree.prompt.text != "day " {
		t.Fatalf("ctrl+w left %q", m.tree.prompt.text)
	}
}
