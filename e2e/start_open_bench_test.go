package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
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
//	go test -run '^$' -bench '^BenchmarkOpenLongTUI$' -benchtime 1x ./e2e
func BenchmarkOpenLongTUI(b *testing.B) {
	bin := benchBinary(b, true)
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
	st := openHome(tb, dir)
	defer st.Close()
	c := testkit.NewConversation(tb, st, session.NewConversation{Agent: config.DefaultAgentName, Title: "newest"})
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
	tm := benchTmux(tb, "open")
	defer tm.kill()
	tm.newPane(120, 40, "", tuiCommand(bin, dir)+"; sleep 600")
	tm.await("the newest conversation", time.Second, time.Millisecond, nil, newestWords)
	blank := 0
	t0 := time.Now()
	tm.run("send-keys", "-t", tm.name, "M-Down")
	shown := tm.await("the long conversation's end", time.Second, time.Millisecond, func(screen string) {
		if strings.Contains(screen, "loading…") && !strings.Contains(screen, "earlier messages are still loading") {
			blank++
		}
	}, longLastWords)
	tm.run("send-keys", "-t", tm.name, "C-q")
	return shown.Sub(t0), blank
}
