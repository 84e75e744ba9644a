package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestE2EAttachmentsSurviveRestart attaches two files to a conversation's
// next message in the real binary (80×24 and 160×50), detaches one, quits
// with ctrl+q and starts again: the file still attached is back as a chip
// above the box, the detached one's bytes are gone from the database, and
// the kept one is in the draft there.
func TestE2EAttachmentsSurviveRestart(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tm, dir, bin, env := startEmptyE2E(t, fmt.Sprintf("attachdraft%d", size[0]), 200, "", size[0], size[1])
			t.Cleanup(func() {
				if t.Failed() {
					b, _ := os.ReadFile(filepath.Join(dir, "state", "grove", "grove.log"))
					t.Logf("grove.log:\n%s", b)
				}
			})
			keep := filepath.Join(dir, "keep.txt")
			gone := filepath.Join(dir, "gone.txt")
			if err := os.WriteFile(keep, []byte("kept across a restart\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(gone, []byte("detached before quitting\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			tm.keys("hello", "Enter")
			tm.waitFor("the reply", 20*time.Second, "turn 1")
			tm.waitNot("the turn to end", 30*time.Second, "active")
			tm.keys("/attach "+keep, "Enter")
			tm.waitFor("the first chip", 10*time.Second, "[1 keep.txt · 22 B]")
			tm.keys("/attach "+gone, "Enter")
			tm.waitFor("the second chip", 10*time.Second, "[2 gone.txt · 25 B]")
			tm.keys("/detach", "Enter")
			tm.waitNot("the second file detached", 10*time.Second, "gone.txt ·")
			tm.keys("C-q")
			tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

			tm.run("respawn-pane", "-k", "-t", tm.name, env+" "+bin+"; echo GROVE-EXITED; sleep 600")
			tm.waitFor("the chip back after the restart", 20*time.Second, "⊕ [1 keep.txt · 22 B]")
			if screen := tm.capture(); strings.Contains(screen, "gone.txt") {
				t.Fatalf("the detached file came back:\n%s", screen)
			}
			tm.keys("C-q")
			tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

			st := openHome(t, dir)
			defer st.Close()
			ctx := context.Background()
			drafts, err := st.DraftAttachments(ctx)
			if err != nil || len(drafts) != 1 {
				t.Fatalf("draft attachments: %+v, %v", drafts, err)
			}
			var n int
			if err := st.DB().QueryRow(`SELECT count(*) FROM attachments`).Scan(&n); err != nil || n != 1 {
				t.Fatalf("%d stored attachments (%v), want the kept file's only", n, err)
			}
			for _, fs := range drafts {
				if len(fs) != 1 || fs[0].Name != "keep.txt" {
					t.Fatalf("the draft's files: %+v", fs)
				}
			}
		})
	}
}
