package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestE2EAttachPastedPath drags files onto the real binary at 80×24 as a
// terminal pastes them (a bracketed paste of the quoted path): each is
// attached, not typed, and shows as a chip above the box. An image the
// offline model cannot see is refused with the reason, the message and
// the files kept; once /detach takes it off, the message goes with the
// text file, whose chip shows under it in the timeline, and the store
// holds the file's bytes.
func TestE2EAttachPastedPath(t *testing.T) {
	tm, dir, _, _ := startEmptyE2E(t, "attach", 200, "", 80, 24)
	notes := []byte("The river rose two metres overnight.\n")
	src := filepath.Join(dir, "field notes.txt")
	png := filepath.Join(dir, "dot.png")
	if err := os.WriteFile(src, notes, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(png, append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...), 0o600); err != nil {
		t.Fatal(err)
	}
	dragged := func(buffer, path string) {
		t.Helper()
		f := filepath.Join(dir, buffer+".paste")
		if err := os.WriteFile(f, []byte("'"+path+"'"), 0o600); err != nil {
			t.Fatal(err)
		}
		tm.run("load-buffer", "-b", buffer, f)
		tm.run("paste-buffer", "-p", "-d", "-b", buffer, "-t", tm.name)
	}

	tm.keys("what rose? ")
	dragged("notes", src)
	chip := fmt.Sprintf("[1 field notes.txt · %d B]", len(notes))
	tm.waitFor("the text file's chip", 10*time.Second, chip, "› what rose?", "ctrl+z pastes the path as text")
	if screen := tm.capture(); strings.Contains(screen, "field notes.txt'") {
		t.Fatalf("the pasted path went into the box:\n%s", screen)
	}
	dragged("image", png)
	tm.waitFor("the image's chip", 10*time.Second, chip+" [2 dot.png · 48 B]")

	tm.keys("Enter")
	tm.waitFor("the refusal", 10*time.Second, "dot.png is an image and the offline model cannot see images")
	tm.waitFor("the message and its files kept", 10*time.Second, "› what rose?", chip+" [2 dot.png · 48 B]")

	tm.keys("M-Enter", "/detach", "Enter")
	tm.waitNot("the image to be detached", 10*time.Second, "dot.png ·")
	tm.keys("Enter")
	tm.waitFor("the message with its file", 20*time.Second, "what rose?", fmt.Sprintf("[field notes.txt · text/plain · %d B]", len(notes)), "turn 1")
	tm.waitNot("the turn to end", 30*time.Second, "active")
	if screen := tm.capture(); strings.Contains(screen, "⊕") {
		t.Fatalf("files still attached after sending:\n%s", screen)
	}
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

	st := openHome(t, dir)
	defer st.Close()
	ctx := context.Background()
	convs, err := st.ListConversations(ctx, session.ListOptions{})
	if err != nil || len(convs) != 1 {
		t.Fatalf("conversations: %d, %v", len(convs), err)
	}
	path, err := st.Path(ctx, convs[0].ID, convs[0].CurrentBranch)
	if err != nil || len(path) == 0 {
		t.Fatalf("path: %d entries, %v", len(path), err)
	}
	atts := session.Attachments(path[0].Content)
	if strings.TrimSpace(session.Text(path[0].Content)) != "what rose?" || len(atts) != 1 || atts[0].Name != "field notes.txt" {
		t.Fatalf("the message sent: %+v", path[0].Content)
	}
	data, err := st.AttachmentData(ctx, atts[0].SHA256)
	if err != nil || string(data) != string(notes) {
		t.Fatalf("stored bytes %q, %v", data, err)
	}
}
