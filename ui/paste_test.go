package ui

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// TestPastedCodeKeepsTabsWhenSent: code copied from an editor is indented
// with tabs and ends with a line end; the message sent is the paste as it
// was: its tabs (not the spaces the box shows for them), its first line's
// indentation and its final line end.
func TestPastedCodeKeepsTabsWhenSent(t *testing.T) {
	for name, paste := range map[string]string{
		"trailing line end": "func f() {\n\treturn\n}\n",
		"leading indent":    "\tif x {\n\t\treturn\n\t}",
		"indented block":    "    def compute(x):\n        y = x * 2\n        return y",
	} {
		t.Run(name, func(t *testing.T) {
			env := newEnv(t, true)
			c := env.newConversation(t, "")
			m := env.openModel(t, c.ID, 100, 30)
			m.Update(tea.PasteMsg{Content: paste})
			drive(m, m.submit())
			path, err := env.st.Path(context.Background(), c.ID, session.DefaultBranch)
			if err != nil || len(path) == 0 {
				t.Fatalf("path: %v %v", path, err)
			}
			if got, want := session.Text(path[0].Content), paste; got != want {
				t.Fatalf("sent %q, want %q", got, want)
			}
		})
	}
}

// TestEditorFileEndsWithALineEnd: the file $EDITOR opens ends with a line
// end, so a line an editor appends (echo >> file) is a line of its own,
// and what comes back is the text without that one line end.
func TestEditorFileEndsWithALineEnd(t *testing.T) {
	path := filepath.Join(t.TempDir(), "draft.md")
	msg := prepareEditor("first line\n    second, indented")()
	ready, ok := msg.(editorReady)
	if !ok || ready.err != nil {
		t.Fatalf("prepareEditor: %#v", msg)
	}
	defer os.Remove(ready.path)
	b, err := os.ReadFile(ready.path)
	if err != nil {
		t.Fatal(err)
	}
	// What `echo third >> FILE` does.
	if err := os.WriteFile(path, append(b, "third\n"...), 0o600); err != nil {
		t.Fatal(err)
	}
	b, _ = os.ReadFile(path)
	if got, want := fromEditor(b), "first line\n    second, indented\nthird"; got != want {
		t.Fatalf("back from the editor: %q, want %q", got, want)
	}
}
