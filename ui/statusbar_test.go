package ui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// TestStatusBarKeepsWhatRuns: on a narrow terminal the bar has no room for
// every fact; what is still running stays, and the model, branch and cost
// give way first. At full width everything shows.
func TestStatusBarKeepsWhatRuns(t *testing.T) {
	env := treeEnv(t)
	for _, tc := range []struct {
		w       int
		want    []string
		missing []string
	}{
		{40, []string{"assistant", "2 active (1 here)"}, []string{"$"}},
		{60, []string{"assistant", "2 active (1 here)", "offline model"}, nil},
		{140, []string{"assistant", "offline model", "⎇ main", "2 active (1 here)", "tok", "$"}, nil},
	} {
		m := fitModel(t, env, "dark", tc.w, 24)
		m.turns.active["t1"] = session.Turn{ID: "t1", ConversationID: m.current}
		m.turns.active["t2"] = session.Turn{ID: "t2", ConversationID: "elsewhere"}
		bar := statusText(m)
		if n := ansi.StringWidth(bar); n > tc.w {
			t.Fatalf("%d columns: the bar is %d wide: %q", tc.w, n, bar)
		}
		for _, w := range tc.want {
			if !strings.Contains(bar, w) {
				t.Errorf("%d columns: %q missing from the bar %q", tc.w, w, bar)
			}
		}
		for _, w := range tc.missing {
			if strings.Contains(bar, w) {
				t.Errorf("%d columns: %q shows, though the bar has no room for it: %q", tc.w, w, bar)
			}
		}
		// A notice shows above the input: the bar keeps every field in
		// its place.
		m.bar.notice = "copied"
		if with := statusText(m); with != bar {
			t.Errorf("%d columns: a notice moved the bar from %q to %q", tc.w, bar, with)
		}
		if line := noticeText(m); !strings.Contains(line, "copied") {
			t.Errorf("%d columns: the notice is not shown: %q", tc.w, line)
		}
		m.bar.notice = ""
	}
}

// What /model answers is longer than the room beside the agent's name; on
// an 80 or a 40 column screen it is read above the input, the bar below
// keeping the agent and the model where they were.
func TestLongNoticeTakesTheWholeBar(t *testing.T) {
	env := treeEnv(t)
	for _, tc := range []struct {
		w    int
		want string
	}{
		{40, "assistant uses offline model"},
		{80, "/model NAME picks another"},
		{140, "picks another for this conversation"},
	} {
		m := fitModel(t, env, "dark", tc.w, 24)
		before := statusText(m)
		m.modelCommand("")
		line := noticeText(m)
		if n := ansi.StringWidth(line); n > tc.w {
			t.Fatalf("%d columns: the notice line is %d wide: %q", tc.w, n, line)
		}
		if !strings.Contains(line, tc.want) {
			t.Errorf("%d columns: the /model answer is cut to %q, want it to show %q", tc.w, line, tc.want)
		}
		if after := statusText(m); after != before {
			t.Errorf("%d columns: the notice moved the bar from %q to %q", tc.w, before, after)
		}
	}
}

// TestNoticeGoesAtTheNextAction: "unknown command /bogus" is an answer to
// what was just sent; once read (a second later) the next key or paste
// takes it away, while the 40-column bar keeps the agent and model
// throughout. A notice that came a moment before the key stays for it.
func TestNoticeGoesAtTheNextAction(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 40, 12)
	now := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	m.c.clock = func() time.Time { return now }
	bar := statusText(m)
	typeText(m, "/bogus")
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	if line := noticeText(m); !strings.Contains(line, "unknown command /bogus") {
		t.Fatalf("no answer to /bogus: %q", line)
	}
	if got := statusText(m); got != bar || !strings.Contains(got, "assistant · offline") {
		t.Fatalf("the notice changed the bar from %q to %q", bar, got)
	}
	typeText(m, "h")
	if line := noticeText(m); !strings.Contains(line, "unknown command") {
		t.Fatalf("a notice shown a moment ago went at once: %q", line)
	}
	now = now.Add(2 * time.Second)
	typeText(m, "i")
	if line := noticeText(m); strings.Contains(line, "unknown command") {
		t.Fatalf("the notice stayed through typing: %q", line)
	}
	m.flash("copied", false)
	now = now.Add(2 * time.Second)
	m.Update(tea.PasteMsg{Content: "x"})
	if line := noticeText(m); strings.Contains(line, "copied") {
		t.Fatalf("the notice stayed through a paste: %q", line)
	}
}
