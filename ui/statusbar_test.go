package ui

import (
	"strings"
	"testing"

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
		// A notice takes the right side: what runs still shows beside it
		// where there is room for both.
		m.bar.notice = "copied"
		if bar := statusText(m); tc.w >= 60 && (!strings.Contains(bar, "active") || !strings.Contains(bar, "copied")) {
			t.Errorf("%d columns: with a notice the bar is %q", tc.w, bar)
		}
		if bar := statusText(m); !strings.Contains(bar, "copied") || !strings.HasPrefix(bar, " assistant") {
			t.Errorf("%d columns: with a notice the bar is %q", tc.w, bar)
		}
		m.bar.notice = ""
	}
}

// What /model answers is longer than the room beside the agent's name; on
// an 80 or a 40 column screen it takes the whole bar rather than being cut
// to its first words ("assistant uses offline…").
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
		m.modelCommand("")
		bar := statusText(m)
		if n := ansi.StringWidth(bar); n > tc.w {
			t.Fatalf("%d columns: the bar is %d wide: %q", tc.w, n, bar)
		}
		if !strings.Contains(bar, tc.want) {
			t.Errorf("%d columns: the /model answer is cut to %q, want it to show %q", tc.w, bar, tc.want)
		}
	}
}
