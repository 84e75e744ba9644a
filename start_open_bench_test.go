package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"grove/agent/config"
	"grove/session"
)

// BenchmarkOpenLongTUI opens the 10,000-entry conversation of startFixture
// from the conversation list of the TUI (tmux 120×40, a fresh process each
// run, so the conversation is opened the first time; a newer small
// conversation is the one shown at start):
//
//   - ms/tui_open_long: from the key that opens it (alt+down, the next
//     conversation of the list) to its last message on screen, median of
//     startRuns runs;
//   - screens/tui_open_long_blank: screens seen meanwhile (tmux captures,
//     polled every millisecond) with the "loading…" pane instead of a
//     conversation, over all runs: 0 when the open never shows a blank pane.
//
// Run it alone:
//
//	go test -run '^$' -bench '^BenchmarkOpenLongTUI$' -benchtime 1x .
func BenchmarkOpenLongTUI(b *testing.B) {
	if testing.Short() {
		b.Skip("builds the binary")
	}
	if exec.Command("tmux", "-V").Run() != nil {
		b.Skip("tmux is not installed")
	}
	bin := groveBinary(b)
	dir := copyFixture(b, startFixture(b))
	addNewest(b, dir)
	for range b.N {
		blank := 0
		b.ReportMetric(median(startRuns, func() time.Duration {
			d, n := openLong(b, bin, dir)
			blank += n
			return d
		}), "ms/tui_open_long")
		b.ReportMetric(float64(blank), "screens/tui_open_long_blank")
	}
}

// newestWords end the message of the conversation addNewest adds.
const newestWords = "the newest small conversation"

// addNewest adds a small conversation newer than the long one.
func addNewest(tb testing.TB, dir string) {
	tb.Helper()
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(dir, "grove.db"))
	if err != nil {
		tb.Fatal(err)
	}
	defer st.Close()
	c, err := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: "newest"})
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := st.Append(ctx, c.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("hello")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, Content: []session.Block{session.TextBlock("This is " + newestWords + ".")}},
	); err != nil {
		tb.Fatal(err)
	}
}

// openLong starts the TUI on dir, waits for its first full frame (the
// newest conversation), opens the next conversation of the list (the long
// one) and returns the time until its last message is on screen and how
// many screens meanwhile showed the "loading…" pane.
func openLong(tb testing.TB, bin, dir string) (time.Duration, int) {
	tb.Helper()
	frames++
	socket := fmt.Sprintf("grove-openbench-%d-%d", os.Getpid(), frames)
	tmux := func(args ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-L", socket}, args...)...).CombinedOutput()
		return string(out), err
	}
	defer tmux("kill-server")
	var env strings.Builder
	env.WriteString("env -i")
	for _, kv := range startEnv(dir) {
		if k, _, _ := strings.Cut(kv, "="); k == "PATH" || k == "HOME" || strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") {
			env.WriteString(" '" + kv + "'")
		}
	}
	env.WriteString(" TERM=xterm-256color ")
	if out, err := tmux("new-session", "-d", "-s", "grove", "-x", "120", "-y", "40", env.String()+bin+"; sleep 600"); err != nil {
		tb.Fatalf("tmux: %v\n%s", err, out)
	}
	screenWith := func(what string, t0 time.Time, want string) (time.Duration, int) {
		blank := 0
		var screen string
		for deadline := hangDeadline(time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			screen, _ = tmux("capture-pane", "-p", "-t", "grove")
			if strings.Contains(screen, want) {
				return time.Since(t0), blank
			}
			if strings.Contains(screen, "loading…") && !strings.Contains(screen, "earlier messages are still loading") {
				blank++
			}
		}
		tb.Fatalf("%s (%q) not on screen in time:\n%s", what, want, screen)
		return 0, 0
	}
	screenWith("the newest conversation", time.Now(), newestWords)
	t0 := time.Now()
	if out, err := tmux("send-keys", "-t", "grove", "M-Down"); err != nil {
		tb.Fatalf("tmux: %v\n%s", err, out)
	}
	d, blank := screenWith("the long conversation's end", t0, longLastWords)
	tmux("send-keys", "-t", "grove", "C-q")
	return d, blank
}
