package ui

import (
	"strings"
	"testing"
)

// TestRefusedImageNoticeAt80: the notice of a send refused for an image
// says which file and why in full on an 80-column screen (what became of
// the message gives way), and all of it on a wide one.
func TestRefusedImageNoticeAt80(t *testing.T) {
	const why = "not sent: dot image.png is an image and the offline model cannot see images"
	for _, tc := range []struct {
		w    int
		want string
	}{{80, why}, {160, why + " (your message is back in the box)"}} {
		env := newEnv(t, true)
		c := env.newConversation(t, "")
		m := env.openModel(t, c.ID, tc.w, 24)
		png := writeFile(t, t.TempDir(), "dot image.png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...))
		enterText(m, "/attach "+png)
		m.in.ta.SetValue("what is in the picture?")
		press(m, "enter")
		line := noticeText(m)
		if !strings.Contains(line, tc.want) || strings.Contains(line, "…") {
			t.Fatalf("at %d columns the notice reads %q, want %q whole", tc.w, line, tc.want)
		}
	}
}
