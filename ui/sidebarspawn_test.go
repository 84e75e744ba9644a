package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
)

// TestSidebarNestsSubAgents: a delegation's child conversation is listed
// right under its parent as "↳ architect (from assistant)" (cut to the
// sidebar's width), even when
// another conversation was active between them and after the child's new
// activity moved it up; the links are read with the list (no read per
// frame).
func TestSidebarNestsSubAgents(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	parent, child, _ := delegated(t, env)
	other := env.newConversation(t, "unrelated talk")
	if _, err := env.st.Append(ctx, other.ID, "main", textEntry("user", "hello")); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, child.ID, "main", textEntry("user", "and 7*6?")); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{120, 40}, {160, 50}} {
		m := env.openModel(t, other.ID, size[0], size[1])
		// New activity in the child moves it up: it stays under its parent.
		saved, err := env.st.Append(ctx, child.ID, "main", textEntry("assistant", "42 again."))
		if err != nil {
			t.Fatal(err)
		}
		m.Update(eventsMsg{{Kind: agent.EvEntry, ConversationID: child.ID, Branch: "main", Entry: &saved[0]}})
		lines := strings.Split(ansi.Strip(m.render()), "\n")
		pi, ci := -1, -1
		for i, l := range lines {
			if strings.Contains(l, "planning") && pi < 0 {
				pi = i
			}
			if strings.Contains(l, "↳ architect (from") {
				ci = i
			}
		}
		if pi < 0 || ci != pi+1 {
			t.Fatalf("%dx%d: the child is not listed under its parent (parent line %d, child line %d):\n%s", size[0], size[1], pi, ci, strings.Join(lines, "\n"))
		}
		var ids []string
		for _, c := range m.convs {
			ids = append(ids, c.ID)
		}
		if want := []string{other.ID, parent.ID, child.ID}; strings.Join(ids, " ") != strings.Join(want, " ") {
			t.Fatalf("%dx%d: list order %v, want %v", size[0], size[1], ids, want)
		}
	}
}

// TestBudgetBarCountsSubAgents: the status bar's spend against a branch's
// cap counts what the branch's delegations spent, as the cap does.
func TestBudgetBarCountsSubAgents(t *testing.T) {
	env := newEnv(t, false)
	parent, _, _ := delegated(t, env)
	if err := env.st.SetBranchBudget(context.Background(), parent.ID, "main", 1); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, parent.ID, 160, 50)
	if s := statusText(m); !strings.Contains(s, "budget: branch $0.01/$1.00") {
		t.Fatalf("status bar: %q", s)
	}
}
