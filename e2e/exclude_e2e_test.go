package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestE2EExcludeAndInject, at 80×24 and 160×50: /inject adds a note to the
// timeline; ctrl+x, x on a message a reply saw forks a branch where it is
// marked excluded (in the timeline and in the tree view, where the note
// is a note), and `grove agent context` there leaves it out and holds the
// note.
func TestE2EExcludeAndInject(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tm, dir, bin, env := startEmptyE2E(t, fmt.Sprintf("exclude%d", size[0]), 0, "", size[0], size[1])
			tm.keys("my token is sk-LEAKED-123", "Enter")
			tm.waitFor("the reply", 15*time.Second, "assistant · turn 1")
			tm.waitNot("the turn to end", 20*time.Second, "writing")
			tm.keys("/inject the user is on call this week", "Enter")
			tm.waitFor("the note", 10*time.Second, "✎ your note", "the user is on call this week")
			tm.keys("C-x", "g", "x")
			tm.waitFor("the message excluded on a new branch", 10*time.Second, "⊘ excluded", "branch-1")
			tm.keys("q") // leaves select mode
			// The tree view: the run unfolded, the excluded message marked
			// on its row, the note as a note.
			tm.keys("C-y")
			tm.waitFor("the tree", 10*time.Second, "Tree of")
			tm.keys("g", " ")
			tm.waitFor("the excluded row and the note's", 10*time.Second, "⊘ excluded you: my token", "✎ your note: the")
			tm.named("Escape")
			tm.waitNot("the tree to close", 10*time.Second, "Tree of")

			st := openHome(t, dir)
			list, err := st.ListConversations(context.Background(), session.ListOptions{})
			st.Close()
			if err != nil || len(list) != 1 {
				t.Fatalf("conversations: %v %v", list, err)
			}
			out := runGrove(t, bin, dir, env, "agent", "context", "assistant", "--conversation", list[0].ID)
			if !strings.Contains(out, "branch branch-1") || strings.Contains(out, "user: my token is") || !strings.Contains(out, "the user is on call this week") {
				t.Fatalf("grove agent context:\n%s", out)
			}
			if out := runGrove(t, bin, dir, env, "branch", "show", list[0].ID, "--branch", "main"); strings.Contains(out, "[excluded]") {
				t.Fatalf("main changed:\n%s", out)
			}
			tm.keys("C-q")
		})
	}
}
