package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/tools"
)

// TestPermissionFits: the permission dialog shows every choice at 40×12,
// 80×24 and 140×45 (details give way first), and nothing of the screen
// beneath touches the box's borders. Goldens in two themes and without
// colours.
func TestPermissionFits(t *testing.T) {
	env := newEnv(t, true)
	c := env.seedShowcase(t)
	q := shellQuestion(c.ID, "call-1", "go test ./... && rm -rf /tmp/grove-build")
	q.Call.Arguments = json.RawMessage(`{"command":"go test ./... && rm -rf /tmp/grove-build","timeout_seconds":120}`)
	for _, theme := range []string{"dark", "light", "mono"} {
		for _, sz := range [][2]int{{40, 12}, {80, 24}, {140, 45}} {
			t.Run(fmt.Sprintf("%s_%dx%d", theme, sz[0], sz[1]), func(t *testing.T) {
				req := &permRequest{id: 1, q: q, reply: make(chan tools.Answer, 1)}
				out := runCodeScreenMsgs(t, env, theme, sz[0], sz[1], "cancelled", []tea.Msg{permAskMsg{req}})
				screen := ansi.Strip(out)
				for _, want := range []string{"permission needed", "y  allow once", "c  allow for this", "a  always allow", "n  deny"} {
					if !strings.Contains(screen, want) {
						t.Fatalf("%q not on screen:\n%s", want, screen)
					}
				}
				// Right of the box's right border, the rows are blank.
				rows := strings.Split(screen, "\n")
				top, right := -1, -1
				for i, row := range rows {
					if r := []rune(row); strings.Contains(row, "╮") {
						top = i
						for j := range r {
							if r[j] == '╮' {
								right = j
							}
						}
						break
					}
				}
				if top < 0 {
					t.Fatalf("no box:\n%s", screen)
				}
				for _, row := range rows[top:] {
					r := []rune(row)
					if len(r) > right && strings.TrimSpace(string(r[right+1:])) != "" {
						t.Fatalf("text beneath shows right of the box: %q", row)
					}
					if strings.Contains(row, "╯") {
						break
					}
				}
				golden.RequireEqual(t, out)
			})
		}
	}
}

// TestHelpWrapsAndScrolls: at 40×12, 80×24 and 140×45 the help's
// descriptions wrap instead of being cut, and scrolling reaches the end.
func TestHelpWrapsAndScrolls(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, t.Context(), "dark")
	for _, sz := range [][2]int{{40, 12}, {80, 24}, {140, 45}} {
		m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		drive(m, initCmds(m)...)
		m.Update(tea.KeyPressMsg{Code: tea.KeyF1})
		if !m.helpOpen() {
			t.Fatal("help did not open")
		}
		var seen []string
		for i := 0; i < 200; i++ {
			screen := ansi.Strip(m.render())
			for _, row := range strings.Split(screen, "\n") {
				if m.sidebarWidth() > 0 {
					row = string([]rune(row)[m.sidebarWidth()+1:])
				}
				box := strings.HasPrefix(strings.TrimSpace(row), "│")
				if box && strings.Contains(row, "…") && !strings.Contains(row, "· …") {
					t.Fatalf("%dx%d: help row cut: %q", sz[0], sz[1], row)
				}
			}
			seen = append(seen, screen)
			if strings.Contains(screen, "leave grove") {
				break
			}
			m.Update(tea.KeyPressMsg{Code: tea.KeyPgDown})
		}
		all := strings.Join(seen, "\n")
		for _, w := range []string{"leave grove", "tree view:", "cost and usage"} {
			if !strings.Contains(all, w) {
				t.Fatalf("%dx%d: %q never shown", sz[0], sz[1], w)
			}
		}
		m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"})
		m.in.ta.Reset()
	}
}
