package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// tmuxWidth is the number of columns tmux 3.3 gives s, a row of
// capture-pane: code point by code point by wcwidth, except that a code
// point other than ASCII after a zero width joiner joins the cell before
// it (a family is two columns, a skin-toned thumb four, a heart with its
// emoji selector one).
func tmuxWidth(s string) int {
	w, joined := 0, false
	for _, r := range s {
		if joined && r >= 0x80 {
			joined = r == 0x200d
			continue
		}
		joined = r == 0x200d
		w += ansi.StringWidthWc(string(r))
	}
	return w
}

// misplacedBorders returns the rows of screen (the status line, its last,
// left out) whose sidebar border is not at column want, in tmux's grid or
// in a terminal measuring by wcwidth alone, with both columns.
func misplacedBorders(screen string, want int) []string {
	var bad []string
	rows := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	for _, r := range rows[:len(rows)-1] {
		left, _, ok := strings.Cut(r, "│")
		if x, wc := tmuxWidth(left), ansi.StringWidthWc(left); !ok || x != want || wc != want {
			bad = append(bad, fmt.Sprintf("%3d %3d: %s", x, wc, r))
		}
	}
	return bad
}

// TestE2EGraphemeClusters drives the real binary in tmux (which did not
// confirm grapheme clustering) with a conversation whose title and
// message hold a family, a flag, a skin tone, an emoji with its selector
// and a keycap: every row keeps the sidebar border at the sidebar's width.
// Eight Backspaces after "what 👨‍👩‍👧 family" leave "what ", and a message
// ending in a dangling joiner, answered and cancelled, leaves the reply's
// header clean.
func TestE2EGraphemeClusters(t *testing.T) {
	tm, dir, bin := setupE2E(t, "clusters")
	env := groveEnv(dir, 5)
	tm.startEmpty(bin, env, "", 100, 30)
	const side = 25 // the sidebar's width at 100 columns

	tm.keys("family 👨‍👩‍👧 here and flag 🇯🇵 ok", "M-Enter", "thumbs 👍🏽 heart ❤️ key 1️⃣ end", "Enter")
	tm.waitFor("the reply", 20*time.Second, "turn 1")
	tm.waitNot("the turn to end", 30*time.Second, "active")
	screen := tm.capture()
	if bad := misplacedBorders(screen, side); len(bad) > 0 {
		t.Fatalf("rows with the border off column %d:\n%s\n\nscreen:\n%s", side, strings.Join(bad, "\n"), screen)
	}
	for _, w := range []string{"here and flag", "heart", "key", "end"} {
		if !strings.Contains(screen, w) {
			t.Fatalf("%q not on screen:\n%s", w, screen)
		}
	}

	tm.keys("what 👨‍👩‍👧 family")
	tm.inputRow(t, "the typed text", "what 👨 family") // the family folded to its first emoji
	for range 8 {
		tm.named("BSpace")
	}
	if in := tm.inputRow(t, "eight backspaces", "what"); strings.ContainsAny(in, "👨👩\u200d") || strings.Contains(in, "family") {
		t.Fatalf("after 8 backspaces the input row is %q, want \"what\" alone", in)
	}

	tm.run("set-buffer", "-b", "zwj", " 👨‍👩‍ tell me about rivers and how they shape valleys")
	tm.run("paste-buffer", "-p", "-d", "-b", "zwj", "-t", tm.name)
	tm.keys("Enter")
	tm.waitFor("the second reply streaming", 20*time.Second, "turn 2", "writing")
	tm.named("Escape")
	tm.waitFor("the reply cancelled", 20*time.Second, "⊘ cancelled")
	time.Sleep(500 * time.Millisecond) // frames drawn after the mark, if any
	screen = tm.capture()
	for _, r := range strings.Split(screen, "\n") {
		if strings.Contains(r, "turn 2") && strings.ContainsAny(r, "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏") {
			t.Fatalf("the cancelled reply's header keeps spinner frames: %q\n%s", r, screen)
		}
	}
	if strings.Contains(screen, "\u200d") {
		t.Fatalf("a joiner reached the screen of a terminal without grapheme clustering:\n%s", screen)
	}
	if bad := misplacedBorders(screen, side); len(bad) > 0 {
		t.Fatalf("rows with the border off column %d after the cancel:\n%s\n\nscreen:\n%s", side, strings.Join(bad, "\n"), screen)
	}
	tm.keys("C-q")
}

// inputRow waits until the input row (above the status line) shows want
// and nothing after it, and returns the row.
func (s *tmuxSession) inputRow(t *testing.T, what, want string) string {
	t.Helper()
	deadline := hangDeadline(5 * time.Second)
	var in string
	for time.Now().Before(deadline) {
		rows := strings.Split(strings.TrimRight(s.capture(), "\n"), "\n")
		in = rows[len(rows)-2]
		if _, after, ok := strings.Cut(in, want); ok && strings.TrimSpace(after) == "" {
			return in
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("waiting for %s: the input row is %q, want %q", what, in, want)
	return ""
}
