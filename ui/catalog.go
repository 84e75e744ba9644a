package ui

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
)

// Agents and config written by other processes (grove agent create, an
// editor): the catalog reloads the files off the UI goroutine and this part
// takes each new snapshot in — the agent list, the model profiles, and a
// notice of what changed or which file is broken (its last good definition
// stays in use).

// defsWatch is the subscription to the catalog and the file problems last
// shown; other holds the problems found at start that the catalog does not
// watch (tool files, MCP servers). The banner of problems is problems.go's.
type defsWatch struct {
	cat       *config.Catalog
	ch        <-chan struct{}
	problems  []string
	other     []string
	dismissed map[string]bool
	banner    []string
	bannerKey string
}

// catalogMsg is the catalog after a reload.
type catalogMsg struct{ snap config.CatalogSnapshot }

func newDefsWatch(cat *config.Catalog, other []string) *defsWatch {
	if cat == nil {
		if len(other) == 0 {
			return nil
		}
		return &defsWatch{other: other}
	}
	ch, _ := cat.Subscribe() // lives as long as the UI
	w := &defsWatch{cat: cat, ch: ch, other: other}
	for _, p := range cat.Problems() {
		w.problems = append(w.problems, p.Error())
	}
	return w
}

// wait returns the next snapshot once the catalog reloaded.
func (w *defsWatch) wait(ctx context.Context) tea.Cmd {
	if w == nil || w.ch == nil {
		return nil
	}
	return func() tea.Msg {
		select {
		case <-ctx.Done():
			return nil
		case <-w.ch:
			return catalogMsg{w.cat.Snapshot()}
		}
	}
}

// onCatalog takes a reloaded catalog in: the agents (the one chosen for new
// conversations stays chosen while it exists), the model profiles, and a
// notice saying what changed.
func (m *Model) onCatalog(msg catalogMsg) tea.Cmd {
	next := m.c.defs.wait(m.c.ctx)
	chosen := m.newAgentName()
	old := map[string]bool{}
	for _, d := range m.agents {
		old[d.Name] = true
	}
	var added, removed []string
	now := map[string]bool{}
	for _, d := range msg.snap.Agents {
		now[d.Name] = true
		if !old[d.Name] {
			added = append(added, d.Name)
		}
	}
	for n := range old {
		if !now[n] {
			removed = append(removed, n)
		}
	}
	sort.Strings(removed)
	if len(msg.snap.Agents) > 0 {
		m.agents = msg.snap.Agents
		m.agent = 0
		for i, d := range m.agents {
			if d.Name == chosen {
				m.agent = i
			}
		}
	}
	settings := m.applySettings(m.ws.cfg, msg.snap.Config)
	m.ws.cfg = msg.snap.Config
	m.models = m.models[:0]
	for n := range msg.snap.Config.Models {
		m.models = append(m.models, n)
	}
	sort.Strings(m.models)

	var fresh []string
	for _, p := range msg.snap.Problems {
		fresh = append(fresh, p.Error())
	}
	newProblem := ""
	seen := map[string]bool{}
	if m.c.defs == nil { // no catalog to watch: the snapshot came from elsewhere
		m.c.defs = &defsWatch{}
	}
	for _, p := range m.c.defs.problems {
		seen[p] = true
	}
	for _, p := range fresh {
		if !seen[p] {
			newProblem = p
			break
		}
	}
	m.c.defs.problems = fresh
	var notice tea.Cmd
	switch {
	case newProblem != "":
		notice = m.flash(newProblem, true)
	case len(added) > 0:
		notice = m.flash(agentWord(added)+" "+strings.Join(added, ", ")+" added (/agent "+added[0]+")", false)
	case len(removed) > 0:
		notice = m.flash(agentWord(removed)+" "+strings.Join(removed, ", ")+" removed", false)
	}
	return tea.Batch(next, notice, settings)
}

// applySettings takes in what changed in the config's own settings: the
// theme (unless colours are off) and the key bindings. Bindings that do
// not parse leave the old ones in use and say why.
func (m *Model) applySettings(prev, next config.Config) tea.Cmd {
	var cmds []tea.Cmd
	if t := next.Theme; t != prev.Theme && t != "" && t != m.c.theme.Name && !m.c.noColor {
		cmds = append(cmds, m.setTheme(t, false))
	}
	if !maps.EqualFunc(prev.Keys, next.Keys, slices.Equal) {
		km, err := NewKeyMap(next.Keys)
		if err != nil {
			cmds = append(cmds, m.flash("config: "+userText(err)+" (the key bindings in use stay)", true))
		} else {
			m.c.keys = km
			bindInput(&m.in.ta, km)
			cmds = append(cmds, m.flash("key bindings reloaded", false))
		}
	}
	return tea.Batch(cmds...)
}

func agentWord(names []string) string {
	if len(names) == 1 {
		return "agent"
	}
	return "agents"
}

// brokenAgentFile is the problem of the file that would define name, when
// that file does not parse (so /agent NAME can say why NAME is missing).
func (m *Model) brokenAgentFile(name string) string {
	if m.c.defs == nil {
		return ""
	}
	for _, p := range m.c.defs.problems {
		for _, ext := range []string{".yaml:", ".yml:"} {
			if i := strings.Index(p, name+ext); i == 0 || i > 0 && p[i-1] == filepath.Separator {
				return p
			}
		}
	}
	return ""
}
