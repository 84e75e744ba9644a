package ui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// The /stats panel.

type (
	statsSection struct {
		title string
		rows  []session.UsageRow // Key is a name, never an id (workspaces: workflow:tag)
	}
	statsMsg struct {
		sections []statsSection
		err      error
	}
)

// statsCmd rolls up usage for the stats panel.
func (m *Model) statsCmd() tea.Cmd {
	ctx, st, cur := m.c.ctx, m.c.store, m.current
	return func() tea.Msg {
		var out []statsSection
		section := func(title, by, conv string) error {
			rows, err := st.UsageBy(ctx, by, conv)
			if err != nil {
				return err
			}
			out = append(out, statsSection{title: title, rows: rows})
			return nil
		}
		if cur != "" {
			if err := section("This conversation, by branch", session.ByBranch, cur); err != nil {
				return statsMsg{err: err}
			}
		}
		for _, s := range []struct{ title, by string }{{"All conversations, by agent", session.ByAgent}, {"By model", session.ByModel}, {"By workspace", session.ByWorkspace}} {
			if err := section(s.title, s.by, ""); err != nil {
				return statsMsg{err: err}
			}
		}
		return statsMsg{sections: out}
	}
}

// statsOverlay is the /stats panel: usage by branch, agent, model and
// workspace. Its rows are laid out for the width it is drawn in (the
// figures go below the name when the box is narrow) and scroll.
type statsOverlay struct {
	c        *common
	sections []statsSection
	sc       scroller
}

func (s *statsOverlay) layer() layer { return layerPanel }

func (s *statsOverlay) boxWidth(int, int) int { return 90 }

func (s *statsOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	if s.sc.key(msg) {
		return true, nil
	}
	_, isKey := msg.(tea.KeyPressMsg)
	return !isKey, nil // any other key closes
}

func (s *statsOverlay) View(w, h int) []string {
	return s.sc.window(s.c, s.lines(w), w, h)
}

func (s *statsOverlay) lines(w int) []string {
	th := &s.c.theme
	var lines []string
	for _, sec := range s.sections {
		lines = append(lines, th.Accent.Render(clip.Width(sec.title, w)))
		if len(sec.rows) == 0 {
			lines = append(lines, th.Muted.Render("  nothing yet"))
		}
		for i, r := range sec.rows {
			if i == 8 {
				lines = append(lines, th.Muted.Render(fmt.Sprintf("  … %d more", len(sec.rows)-8)))
				break
			}
			figs := fmt.Sprintf("%3d turns · %8s tok · $%.4f", r.Turns, fmtTokens(r.Usage.InputTokens+r.Usage.OutputTokens), r.Usage.Cost)
			if nameW := w - 2 - 1 - len(figs); nameW >= 12 {
				lines = append(lines, "  "+th.Text.Render(pad(clip.Width(r.Key, min(nameW, 30)), min(nameW, 30)))+" "+th.Muted.Render(figs))
				continue
			}
			figs = fmt.Sprintf("%d turns · %s tok · $%.4f", r.Turns, fmtTokens(r.Usage.InputTokens+r.Usage.OutputTokens), r.Usage.Cost)
			indent := "    "
			if ansi.StringWidth(figs) > w-len(indent) {
				indent = "  "
			}
			lines = append(lines, "  "+th.Text.Render(clip.Width(r.Key, w-2)), indent+th.Muted.Render(clip.Width(figs, w-len(indent))))
		}
		lines = append(lines, "")
	}
	return append(lines, th.Muted.Render("esc closes"))
}
