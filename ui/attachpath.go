package ui

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// The paths of files to attach: as typed after /attach, as terminals paste
// a dragged file, and their completion with tab (the directory is read by
// a command).

// cleanPath is a path as a person gives it: quotes around it, a file://
// URL and blanks escaped with a backslash come off.
func cleanPath(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '\'' || s[0] == '"') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	if rest, ok := strings.CutPrefix(s, "file://"); ok {
		rest = strings.TrimPrefix(rest, "localhost")
		if p, err := url.PathUnescape(rest); err == nil {
			return p
		}
		return rest
	}
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte(` ()[]{}'"&;$!#*?<>|\`, s[i+1]) >= 0 {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// pastedPath is the path a paste holds when it is one file's path as a
// terminal pastes a dragged file: one line, absolute or from ~, perhaps
// quoted, escaped or a file:// URL. It is "" for any other paste.
func pastedPath(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, "\n\r") {
		return ""
	}
	p := cleanPath(s)
	if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~/") {
		return ""
	}
	return p
}

// expandHome puts the home directory for a leading ~.
func expandHome(p string) string {
	if p != "~" && !strings.HasPrefix(p, "~/") {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return p
	}
	return home + p[1:]
}

// pathComp is the completion of /attach's path in progress: the box it
// completes and the whole boxes each candidate makes.
type pathComp struct {
	box   string
	cands []string
	names []string // what the hint line shows of each
	at    int      // the candidate in the box; -1 before the first tab through them
}

// pathCompMsg is what a directory holds that starts like the path typed.
type pathCompMsg struct {
	box   string // the box when tab was pressed
	head  string // the box before the entry's name
	dir   string // the directory as typed
	base  string // the start of the name typed
	found []string
	err   error
}

// completingPath reports whether tab completes a path: the box's last line
// is /attach with a space after it.
func (m *Model) completingPath() bool {
	_, last := splitLast(m.in.ta.Value())
	return strings.HasPrefix(strings.TrimLeft(last, " "), "/attach ")
}

// completePath steps to the next candidate when the box holds one of the
// last listing's, else lists the directory of the path typed.
func (m *Model) completePath() tea.Cmd {
	value := m.in.ta.Value()
	c := &m.in.files.comp
	if len(c.cands) > 1 && (value == c.box || c.at >= 0 && value == c.cands[c.at]) {
		c.at = (c.at + 1) % len(c.cands)
		m.in.ta.SetValue(c.cands[c.at])
		m.in.ta.CursorEnd()
		m.layout()
		return nil
	}
	*c = pathComp{}
	v := strings.TrimRight(value, " \t\n")
	if strings.HasSuffix(value, " ") && strings.HasSuffix(v, "/attach") {
		v = value // "/attach ": list the working directory
	}
	_, last := splitLast(v)
	typed := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(last, " "), "/attach"), " ")
	head := value[:len(v)-len(typed)]
	if typed == "~" {
		typed = "~/"
	}
	dir, base := "", typed
	if i := strings.LastIndexByte(typed, '/'); i >= 0 {
		dir, base = typed[:i+1], typed[i+1:]
	}
	return listDir(value, head+dir, dir, base)
}

// listDir reads the directory dir names (the working directory for "")
// for the entries starting with base; a directory's name ends with /. The
// hidden ones are listed when base starts with a dot.
func listDir(box, head, dir, base string) tea.Cmd {
	return func() tea.Msg {
		path := expandHome(dir)
		if path == "" {
			path = "."
		}
		entries, err := os.ReadDir(path)
		msg := pathCompMsg{box: box, head: head, dir: dir, base: base, err: err}
		for _, e := range entries {
			name := e.Name()
			if !strings.HasPrefix(name, base) || strings.HasPrefix(name, ".") && !strings.HasPrefix(base, ".") {
				continue
			}
			isDir := e.IsDir()
			if e.Type()&os.ModeSymlink != 0 {
				if fi, err := os.Stat(filepath.Join(path, name)); err == nil {
					isDir = fi.IsDir()
				}
			}
			if isDir {
				name += "/"
			}
			msg.found = append(msg.found, name)
			if len(msg.found) == 500 {
				break
			}
		}
		return msg
	}
}

// onPathComp puts the longest start the entries found share in the box,
// and lists them on the hint line when there are several.
func (m *Model) onPathComp(msg pathCompMsg) tea.Cmd {
	if m.in.ta.Value() != msg.box {
		return nil // typed on meanwhile
	}
	if len(msg.found) == 0 {
		switch {
		case msg.err != nil:
			return m.flash("cannot list "+orStr(msg.dir, "the working directory")+": "+userText(msg.err), true)
		case msg.base != "":
			return m.flash("no file or directory starts with "+msg.dir+msg.base, false)
		}
		return m.flash("nothing in "+orStr(msg.dir, "the working directory"), false)
	}
	p := commonPrefix(msg.found)
	for !utf8.ValidString(p) {
		p = p[:len(p)-1]
	}
	if len(p) > len(msg.base) || len(msg.found) == 1 {
		m.in.ta.SetValue(msg.head + p)
		m.in.ta.CursorEnd()
		m.layout()
	}
	if len(msg.found) > 1 {
		c := pathComp{box: m.in.ta.Value(), names: msg.found, at: -1}
		for _, f := range msg.found {
			c.cands = append(c.cands, msg.head+f)
		}
		m.in.files.comp = c
	}
	return nil
}

// pathHint is the hint line while path candidates are on offer: their
// names, the one in the box marked.
func (m *Model) pathHint(w int) string {
	c := &m.in.files.comp
	v := m.in.ta.Value()
	if len(c.names) == 0 || v != c.box && (c.at < 0 || v != c.cands[c.at]) {
		return ""
	}
	th := &m.c.theme
	out := " "
	for i, n := range c.names {
		st := th.Text
		if i == c.at {
			st = th.Accent
		}
		out += st.Render(n) + "  "
	}
	tag := th.Muted.Render(" (tab)")
	if ansi.StringWidth(out)+ansi.StringWidth(tag) > w {
		return ansi.Truncate(out, max(w-ansi.StringWidth(tag), 1), "…") + tag
	}
	return out + tag
}
