package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// codeLines is a 40-line Go function, every line told apart by its number.
func codeLines() []string {
	lines := []string{"func paste() {"}
	for i := 2; i < 40; i++ {
		if i%5 == 0 {
			lines = append(lines, fmt.Sprintf("\t\tif n%d > 0 { return } // line %02d", i, i))
			continue
		}
		lines = append(lines, fmt.Sprintf("\tn%d := %d // line %02d", i, i*7, i))
	}
	return append(lines, "} // line 40")
}

// rowsInOrder reports the first wanted line not found on a row after the
// previous one (compared with leading and trailing blanks trimmed).
func rowsInOrder(text string, want []string) (string, bool) {
	rows := strings.Split(text, "\n")
	i := 0
	for _, w := range want {
		w = strings.TrimSpace(w)
		found := false
		for ; i < len(rows); i++ {
			if strings.Contains(rows[i], w) {
				found = true
				i++
				break
			}
		}
		if !found {
			return w, false
		}
	}
	return "", true
}

var ulidRe = regexp.MustCompile(`\b[0-9A-HJKMNP-TV-Z]{26}\b`)

// groveBin runs the binary with the test's environment and returns stdout.
func groveBin(t *testing.T, dir, bin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "GROVE_DB="+filepath.Join(dir, "grove.db"), "XDG_STATE_HOME="+filepath.Join(dir, "state"),
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"), "GROVE_MODEL=offline")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("grove %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// TestE2EPasteKeepsShape pastes a 40-line code block with bracketed paste
// into the real binary at 80×24, sends it, and finds every line, in order,
// on screen (scrolling up through the timeline) and in the export.
func TestE2EPasteKeepsShape(t *testing.T) {
	tm, dir, bin, _ := startEmptyE2E(t, "paste", 200, "", 80, 24)

	code := codeLines()
	src := filepath.Join(dir, "paste.go")
	if err := os.WriteFile(src, []byte(strings.Join(code, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	tm.run("load-buffer", "-b", "code", src)
	tm.run("paste-buffer", "-p", "-d", "-b", "code", "-t", tm.name)
	// The box shows the pasted text ending at the cursor line, not blanks.
	tm.waitFor("the paste in the input", 10*time.Second, "} // line 40", "n39 := 273 // line 39", "line 40/40")
	tm.keys("Enter")
	tm.waitFor("the reply", 20*time.Second, "turn 1")
	tm.waitNot("the turn to end", 30*time.Second, "active")
	// Sent, the long message is folded to its first lines; ctrl+x, o on it
	// opens it whole.
	tm.waitFor("the message folded", 10*time.Second, "30 more lines")
	tm.keys("C-x")
	tm.named("Up")
	tm.keys("o")
	tm.waitNot("the message opened", 10*time.Second, "more lines")
	tm.named("Escape")
	// Select mode ends before the next key: an Escape read together with
	// the keys after it would be taken for alt and those keys.
	tm.waitNot("select mode to end", 10*time.Second, "▶")

	// Scroll to the top, then page down, collecting the screens.
	var screens []string
	for i := 0; i < 20 && !strings.Contains(tm.capture(), "func paste() {"); i++ {
		tm.named("PageUp")
	}
	tm.waitFor("the first line of the message", 5*time.Second, "func paste() {")
	for i := 0; i < 10; i++ {
		screens = append(screens, tm.capture())
		if strings.Contains(screens[len(screens)-1], "} // line 40") {
			break
		}
		tm.named("PageDown")
		time.Sleep(200 * time.Millisecond)
	}
	if miss, ok := rowsInOrder(strings.Join(screens, "\n"), code); !ok {
		t.Fatalf("line %q not on screen in order:\n%s", miss, strings.Join(screens, "\n----\n"))
	}
	// Indentation survives: the tab-indented line sits right of its
	// function's opening line.
	screen := strings.Join(screens, "\n")
	if !regexp.MustCompile(`▌ {5,}n2 := 14 // line 02`).MatchString(screen) {
		t.Fatalf("indentation lost:\n%s", screen)
	}

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
	id := ulidRe.FindString(groveBin(t, dir, bin, "list"))
	if id == "" {
		t.Fatal("no conversation listed")
	}
	md := groveBin(t, dir, bin, "export", id, "--format", "md")
	if !strings.Contains(md, strings.Join(code, "\n")) {
		t.Fatalf("the export does not hold the pasted lines as pasted:\n%s", md)
	}
}

// TestE2ECancelBackgroundWork: Esc while a turn waits for a background
// wait cancels the wait too; the timeline and the export say so, and after
// a restart nothing shows as running.
func TestE2ECancelBackgroundWork(t *testing.T) {
	tm, dir, bin, env := startEmptyE2E(t, "cancelbg", 200, "", 100, 30)

	tm.keys("wait 20 seconds", "Enter")
	tm.waitFor("the wait running in the background", 15*time.Second, "↻ wait", "running in background")
	tm.named("Escape")
	tm.waitFor("the wait cancelled in the timeline", 10*time.Second, "⊘ wait", "↩ background result", "⊘ cancelled")
	tm.waitNot("the running mark to go", 10*time.Second, "running in background")

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
	id := ulidRe.FindString(groveBin(t, dir, bin, "list"))
	md := groveBin(t, dir, bin, "export", id, "--format", "md")
	if !strings.Contains(md, "cancelled: the turn was cancelled before it finished") {
		t.Fatalf("the export does not say the wait was cancelled:\n%s", md)
	}

	// After a restart the conversation shows the wait cancelled, nothing
	// running.
	tm.run("respawn-pane", "-k", "-t", tm.name, env+" "+bin+"; sleep 600")
	tm.waitFor("the conversation after restart", 10*time.Second, "wait 20 seconds", "⊘ cancelled")
	screen := tm.capture()
	for _, bad := range []string{"running", "↻"} {
		if strings.Contains(screen, bad) {
			t.Fatalf("%q on screen after restart:\n%s", bad, screen)
		}
	}
	tm.keys("C-q")
}
