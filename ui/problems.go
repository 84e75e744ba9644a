package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Files that do not load (an agent file, a tool file, an MCP server) are
// said at the top of the main column for as long as they are broken: a
// notice in the status bar fades in seconds and a line on stderr is hidden
// by the alternate screen. A problem goes when its file is fixed (the
// catalog reloads it) or when /dismiss hides what is listed.

// problems lists the problems to show: the catalog's (as of its last
// reload), then those found at start that it does not watch, less the ones
// dismissed.
func (m *Model) problems() []string {
	w := m.c.defs
	if w == nil {
		return nil
	}
	var out []string
	for _, list := range [][]string{w.problems, w.other} {
		for _, p := range list {
			if !w.dismissed[p] {
				out = append(out, p)
			}
		}
	}
	return out
}

// dismissProblems hides the problems listed now; one that appears later
// (another file broken, the same file broken differently) shows again.
func (m *Model) dismissProblems() bool {
	ps := m.problems()
	if len(ps) == 0 {
		return false
	}
	if m.c.defs.dismissed == nil {
		m.c.defs.dismissed = map[string]bool{}
	}
	for _, p := range ps {
		m.c.defs.dismissed[p] = true
	}
	return true
}

// problemLines is the banner for a column w wide: the first problem (at
// most two lines), then how many more there are and how to hide them.
// Its lines are kept while the problems and the width stay the same.
func (m *Model) problemLines(w int) []string {
	ps := m.problems()
	if len(ps) == 0 {
		return nil
	}
	d := m.c.defs
	key := fmt.Sprint(w, m.c.theme.Name, ps)
	if key == d.bannerKey {
		return d.banner
	}
	th := &m.c.theme
	text := "⚠ " + shortHome(ps[0])
	if ansi.StringWidth(text) > 2*(w-1) {
		text = "⚠ " + baseNames(ps[0])
	}
	ls := plainLines(text, max(w-1, 8))
	if len(ls) > 2 {
		ls = append(ls[:1], ansi.Truncate(strings.Join(ls[1:], " "), max(w-1, 8), "…"))
	}
	for i, l := range ls {
		ls[i] = th.Warning.Render(l)
	}
	foot := "/dismiss hides it"
	if n := len(ps) - 1; n > 0 {
		foot = fmt.Sprintf("%s · /dismiss hides them", countOf(n, "more problem"))
	}
	ls = append(ls, th.Muted.Render(ansi.Truncate("  "+foot, max(w-1, 8), "…")))
	d.banner, d.bannerKey = ls, key
	return ls
}

// baseNames writes each path of s as its file's name (with the line
// number after it), for a screen too narrow for whole paths.
func baseNames(s string) string {
	fs := strings.Fields(s)
	for i, f := range fs {
		if strings.HasPrefix(f, string(filepath.Separator)) || strings.HasPrefix(f, "~"+string(filepath.Separator)) {
			fs[i] = filepath.Base(f)
		}
	}
	return strings.Join(fs, " ")
}

// shortHome writes a path in the home directory from ~, which a narrow
// screen needs.
func shortHome(s string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" || home == string(filepath.Separator) {
		return s
	}
	return strings.ReplaceAll(s, home+string(filepath.Separator), "~"+string(filepath.Separator))
}
