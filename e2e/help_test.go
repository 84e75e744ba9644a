package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestHelpColouredOnATerminal: on a terminal, grove --help keeps fang's
// colours (a pipe or TERM=dumb gets the same text without them). The pane
// is tall enough for the whole help, its first line included.
func TestHelpColouredOnATerminal(t *testing.T) {
	tm, dir, bin := setupE2E(t, "help")
	tm.run("new-session", "-d", "-s", tm.name, "-x", "100", "-y", "80", groveEnv(dir, 0)+" sh -c '"+bin+" --help; sleep 600'")
	tm.waitFor("the help", 10*time.Second, "USAGE", "--db")
	if screen := tm.run("capture-pane", "-e", "-p", "-t", tm.name); !strings.Contains(screen, "\x1b[") {
		t.Fatalf("the help on a terminal is not coloured:\n%q", screen)
	}
}
