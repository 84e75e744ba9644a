package ui

import (
	"context"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"grove/internal/clip"
	"grove/session"
)

// The /stats panel.

// workspaceName is how people know a workspace (feature:main), never its
// id; called from commands only (it reads the store).
func workspaceName(ctx context.Context, st *session.Store, id string) string {
	if id == "" {
		return "(no workspace)"
	}
	ws, err := st.Workspace(ctx, id)
	if err != nil {
		return "(a deleted workspace)"
	}
	return ws.Key()
}

// statsCmd rolls up usage for the stats panel.
func (m *Model) statsCmd() tea.Cmd {
	ctx, st, cur := m.ctx, m.store, m.current
	th := m.theme
	return func() tea.Msg {
		var lines []string
		section := func(title, by, conv string) error {
			rows, err := st.UsageBy(ctx, by, conv)
			if err != nil {
				return err
			}
			lines = append(lines, th.Accent.Render(title))
			if len(rows) == 0 {
				lines = append(lines, th.Muted.Render("  nothing yet"))
			}
			for i, r := range rows {
				if i == 8 {
					lines = append(lines, th.Muted.Render(fmt.Sprintf("  … %d more", len(rows)-8)))
					break
				}
				key := r.Key
				if by == session.ByWorkspace {
					key = workspaceName(ctx, st, key)
				}
				lines = append(lines, fmt.Sprintf("  %s %s", th.Text.Render(pad(clip.Line(key, 28), 30)),
					th.Muted.Render(fmt.Sprintf("%3d turns · %8s tok · $%.4f", r.Turns, fmtTokens(r.Usage.InputTokens+r.Usage.OutputTokens), r.Usage.Cost))))
			}
			lines = append(lines, "")
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
		return statsMsg{lines: append(lines, th.Muted.Render("any key closes"))}
	}
}
