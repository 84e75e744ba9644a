package ui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// helpOverlay lists every key and command, generated from the key map in
// use: two columns when the main column is wide and one would not fit,
// and a scrolling window when it still does not.
type helpOverlay struct {
	c  *common
	sc scroller
	// question: the help was opened by "?" on an empty box. A character
	// typed right after it closes the help and types both: a message can
	// start with "?".
	question bool
}

func (h *helpOverlay) layer() layer { return layerHelp }

func (h *helpOverlay) boxWidth(avail, rows int) int {
	if avail >= 100 && len(helpLines(h.c, 72)) > rows {
		return min(avail-4, 140)
	}
	return 80
}

// Update scrolls; esc, q and the help key close, as does any other key.
// Right after a "?" opened it, a character closes it and is typed after
// the "?".
func (h *helpOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && h.question {
		h.question = false
		if k.Text != "" && k.Text != "?" {
			return false, func() tea.Msg { return typedMsg("?" + k.Text) }
		}
	}
	if h.sc.key(msg) {
		return true, nil
	}
	_, isKey := msg.(tea.KeyPressMsg)
	return !isKey, nil
}

func (h *helpOverlay) View(w, rows int) []string {
	help := helpLines(h.c, w)
	if len(help) > rows && w >= 90 {
		col := (w - 2) / 2
		help = helpLines(h.c, col)
		half := (len(help) + 1) / 2
		two := make([]string, half)
		for i := range two {
			r := ""
			if i+half < len(help) {
				r = help[i+half]
			}
			two[i] = fit(help[i], col) + "  " + r
		}
		help = two
	}
	return h.sc.window(h.c, help, w, rows)
}

// helpLines is the help text in w columns.
func helpLines(c *common, w int) []string {
	th := &c.theme
	var out []string
	for _, g := range c.keys.groups() {
		out = append(out, th.Accent.Render(g.Title))
		for _, bd := range g.Keys {
			if !bd.Enabled() {
				continue
			}
			h := bd.Help()
			out = append(out, helpEntry(h.Key, h.Desc, th.StatusKey, th.Text, w)...)
		}
	}
	out = append(out, th.Accent.Render("Commands"))
	for _, sc := range slashCommands {
		out = append(out, helpEntry("/"+sc.name+" "+sc.args, sc.help, th.Text, th.Muted, w)...)
	}
	return out
}

// helpEntry lays out one key or command and its description in w columns:
// the description wraps (never cut) beside the key, or below it when the
// box is narrow.
func helpEntry(k, desc string, ks, ds lipgloss.Style, w int) []string {
	const keyW = 22
	if w >= keyW+3+20 && ansi.StringWidth(k) <= keyW {
		lines := strings.Split(ansi.Wrap(desc, w-keyW-3, " "), "\n")
		out := []string{"  " + ks.Render(pad(k, keyW)) + " " + ds.Render(lines[0])}
		for _, l := range lines[1:] {
			out = append(out, strings.Repeat(" ", keyW+3)+ds.Render(l))
		}
		return out
	}
	// A long key, or a narrow box: the description below the key.
	indent := 4
	if w >= keyW+3+20 {
		indent = keyW + 3
	}
	var out []string
	for _, l := range strings.Split(ansi.Wrap(k, max(w-2, 1), " "), "\n") {
		out = append(out, "  "+ks.Render(l))
	}
	for _, l := range strings.Split(ansi.Wrap(desc, max(w-indent, 1), " "), "\n") {
		out = append(out, strings.Repeat(" ", indent)+ds.Render(l))
	}
	return out
}
