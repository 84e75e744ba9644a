package ui

import (
	"context"
	"testing"

	tea "charm.land/bubbletea/v2"

	"grove/session"
)

// TestPastedCodeKeepsTabsWhenSent: code copied from an editor is indented
// with tabs and ends with a line end; the message sent carries its tabs,
// not the spaces the box shows for them.
func TestPastedCodeKeepsTabsWhenSent(t *testing.T) {
	for name, paste := range map[string]string{
		"trailing line end": "func f() {\n\treturn\n}\n",
		"leading indent":    "\tif x {\n\t\treturn\n\t}",
	} {
		t.Run(name, func(t *testing.T) {
			env := newEnv(t, true)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			m := env.model(t, ctx, "dark")
			m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			drive(m, initCmds(m)...)
			m.Update(tea.PasteMsg{Content: paste})
			drive(m, m.submit())
			convs, err := env.st.ListConversations(ctx, session.ListOptions{})
			if err != nil || len(convs) != 1 {
				t.Fatalf("conversations: %v %v", convs, err)
			}
			path, err := env.st.Path(ctx, convs[0].ID, session.DefaultBranch)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"trailing line end": "func f() {\n\treturn\n}", "leading indent": "if x {\n\t\treturn\n\t}"}[name]
			if got := session.Text(path[0].Content); got != want {
				t.Fatalf("sent %q, want %q", got, want)
			}
		})
	}
}
