package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// overlayScreens open each overlay on the branched test conversation; want
// is text of the overlay's last rows (its keys or scroll line), which must
// show at every size: the overlay fits, or it scrolls and says so.
var overlayScreens = []struct {
	name string
	open func(t *testing.T, m *Model)
	want []string
}{
	{"help", func(t *testing.T, m *Model) { press(m, "f1") }, []string{"esc"}},
	{"palette", func(t *testing.T, m *Model) { press(m, "ctrl+p") }, []string{"›", "Lisbon trip"}},
	{"stats", func(t *testing.T, m *Model) {
		m.in.ta.SetValue("/stats")
		press(m, "enter")
	}, []string{"This conversation", "esc"}},
	{"tree", func(t *testing.T, m *Model) { press(m, "ctrl+y") }, []string{"Tree of", "↑↓", "esc"}},
	{"replay", func(t *testing.T, m *Model) {
		m.in.ta.SetValue("/replay")
		press(m, "enter")
	}, []string{"Replay", "esc"}},
	{"compare", func(t *testing.T, m *Model) {
		m.in.ta.SetValue("/compare main rerun")
		press(m, "enter")
	}, []string{"Compare", "esc close"}},
	{"jobs", func(t *testing.T, m *Model) {
		press(m, "alt+j")
		j := m.jobsOv()
		if j == nil {
			t.Fatal("jobs did not open")
		}
		conv := m.current
		ops := []session.AsyncOp{
			{ID: "op1", ConversationID: conv, Tool: "wait", Status: session.AsyncRunning, Input: json.RawMessage(`{"seconds":30}`), CreatedAt: fixedNow.Add(-12 * time.Second)},
			{ID: "op2", ConversationID: conv, Tool: "shell", Status: session.AsyncRunning, Input: json.RawMessage(`{"command":"go test ./... -run TestAVeryLongName -count 1"}`), CreatedAt: fixedNow.Add(-3 * time.Minute)},
		}
		m.Update(jobsMsg{ops: ops})
	}, []string{"Background jobs", "esc"}},
	{"memory", func(t *testing.T, m *Model) {
		mem := m.memStore()
		for _, c := range []string{"The user prefers trains to planes for trips under 800 km, and night trains over early flights.", "The user's sister lives in Lyon.", "Reports are written in British English."} {
			if _, err := mem.Add(context.Background(), "assistant", memory.NewMemory{Content: c}); err != nil {
				t.Fatal(err)
			}
		}
		m.in.ta.SetValue("/memory")
		press(m, "enter")
	}, []string{"knows", "esc"}},
	{"select", func(t *testing.T, m *Model) { press(m, "ctrl+x") }, []string{"select", "esc"}},
	{"find", func(t *testing.T, m *Model) {
		press(m, "ctrl+f")
		typeKeys(m, "day")
	}, []string{"find day", "messages"}},
	{"search", func(t *testing.T, m *Model) {
		press(m, "alt+s")
		typeKeys(m, "food tour")
	}, []string{"Search all", "food tour", "esc"}},
	{"permission", func(t *testing.T, m *Model) {
		q := shellQuestion(m.current, "call-1", "go test ./... && rm -rf /tmp/grove-build/a/rather/long/path/that/wraps/over/the/dialog")
		m.Update(permAskMsg{&permRequest{id: 1, q: q, reply: make(chan tools.Answer, 1)}})
	}, []string{"y  allow once", "a  always allow", "n  deny"}},
}

// TestOverlaysFit opens every overlay at 40×12, 80×24 and 140×45 in two
// themes and without colour: its last rows show (it fits or scrolls), no
// row of the screen is wider than the terminal, nothing beneath shows
// right of a box, and a cut text ends in an ellipsis. Goldens: -update.
func TestOverlaysFit(t *testing.T) {
	env := treeEnv(t)
	for _, sc := range overlayScreens {
		for _, theme := range []string{"dark", "light", "mono"} {
			for _, sz := range [][2]int{{40, 12}, {80, 24}, {140, 45}} {
				t.Run(fmt.Sprintf("%s/%s_%dx%d", sc.name, theme, sz[0], sz[1]), func(t *testing.T) {
					m := fitModel(t, env, theme, sz[0], sz[1])
					sc.open(t, m)
					if m.stack.empty() {
						t.Fatalf("%s did not open", sc.name)
					}
					out := stable(m.render())
					screen := ansi.Strip(out)
					checkScreen(t, screen, sz[0], sz[1])
					for _, w := range sc.want {
						if !strings.Contains(screen, w) {
							t.Fatalf("%q not on screen:\n%s", w, screen)
						}
					}
					golden.RequireEqual(t, out)
				})
			}
		}
	}
}

// fitModel is a model on the branched conversation at a size and theme
// ("mono" is NO_COLOR).
func fitModel(t *testing.T, env *testEnv, theme string, w, h int) *Model {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	m := env.model(t, ctx, theme)
	m.c.clock = func() time.Time { return fixedNow.Add(5 * time.Minute) }
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

// checkScreen: the frame is h rows no wider than w; right of each box's
// right border the row is blank.
func checkScreen(t *testing.T, screen string, w, h int) {
	t.Helper()
	rows := strings.Split(screen, "\n")
	if len(rows) != h {
		t.Fatalf("%d rows, want %d", len(rows), h)
	}
	right := -1
	for i, row := range rows {
		if n := ansi.StringWidth(row); n > w {
			t.Fatalf("row %d is %d wide (terminal %d): %q", i, n, w, row)
		}
		r := []rune(row)
		for j := range r {
			if r[j] == '╮' {
				right = j
			}
		}
		if right >= 0 && len(r) > right+1 && strings.TrimSpace(string(r[right+1:])) != "" {
			t.Fatalf("text beneath shows right of the box: %q", row)
		}
		if strings.ContainsRune(row, '╯') {
			right = -1
		}
	}
}
