package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"grove/tools"
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
				out := runCodeScreenMsgs(t, env, theme, sz[0], sz[1], "interrupted", []tea.Msg{permAskMsg{req}})
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
