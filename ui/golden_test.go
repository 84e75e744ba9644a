package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"
)

// TestGolden renders the main screens at two widths and two themes through
// a real program (teatest). Regenerate with: go test ./ui -run TestGolden -update
func TestGolden(t *testing.T) {
	env := newEnv(t, true)
	env.seedShowcase(t)
	for _, theme := range []string{"dark", "light"} {
		for _, w := range []int{120, 80} {
			t.Run(fmt.Sprintf("%s_%d", theme, w), func(t *testing.T) {
				out := runScreen(t, env, theme, w, 34, nil)
				golden.RequireEqual(t, out)
			})
		}
	}
	t.Run("tools_expanded", func(t *testing.T) {
		out := runScreen(t, env, "dark", 120, 40, []tea.Msg{tea.KeyPressMsg{Code: 'e', Mod: tea.ModCtrl}, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl}})
		golden.RequireEqual(t, out)
	})
	t.Run("palette", func(t *testing.T) {
		out := runScreen(t, env, "dark", 120, 34, []tea.Msg{tea.KeyPressMsg{Code: 'p', Mod: tea.ModCtrl}, tea.KeyPressMsg{Code: 't', Text: "t"}, tea.KeyPressMsg{Code: 'h', Text: "h"}})
		golden.RequireEqual(t, out)
	})
	t.Run("help", func(t *testing.T) {
		out := runScreen(t, env, "dark", 120, 50, []tea.Msg{tea.KeyPressMsg{Code: tea.KeyF1}})
		golden.RequireEqual(t, out)
	})
	t.Run("help_120x40", func(t *testing.T) {
		out := runScreen(t, env, "dark", 120, 40, []tea.Msg{tea.KeyPressMsg{Code: tea.KeyF1}})
		golden.RequireEqual(t, out)
	})
}

// runScreen runs the program until the showcase conversation is on screen,
// sends msgs, and returns the last frame with ids made stable.
func runScreen(t *testing.T, env *testEnv, theme string, w, h int, msgs []tea.Msg) string {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, theme)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return strings.Contains(string(b), "cancelled")
	}, teatest.WithDuration(10*time.Second))
	for _, msg := range msgs {
		tm.Send(msg)
	}
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	return stable(fm.render())
}
