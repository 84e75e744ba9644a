package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent/config"
)

// brokenBob writes an agent file that does not parse (bob.yaml:4: sytem:
// unknown field) in a directory of its own and reads it into a catalog.
func brokenBob(t *testing.T) (string, *config.Catalog) {
	dir := t.TempDir()
	bob := filepath.Join(dir, "bob.yaml")
	if err := os.WriteFile(bob, []byte("name: bob\nmodel: offline\nprompt:\n  sytem: hi\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cat, err := config.NewCatalog(config.CatalogOptions{ConfigPath: filepath.Join(dir, "none.yaml"), Dirs: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	return bob, cat
}

// TestBrokenAgentFileNamedEverywhere: an agent whose file does not parse is
// refused by every command that names it (/dm, /new, /agent) with the
// file's line and field, not as an agent that does not exist.
func TestBrokenAgentFileNamedEverywhere(t *testing.T) {
	env := newEnv(t, true)
	_, cat := brokenBob(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := startedOn(t, ctx, Options{Runtime: env.rt, Catalog: cat})
	for _, cmd := range []string{"/dm bob", "/new bob", "/agent bob"} {
		m.in.ta.SetValue(cmd)
		driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
		if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "bob.yaml:4: sytem: unknown field") {
			t.Errorf("%s: %q", cmd, m.bar.notice)
		}
	}
}

// TestStartProblemsStayOnScreen: the problems found at start (an agent file
// that does not parse, a tool file that does not load) are on the TUI's
// screen, at any size, and stay there: not a notice that fades, not a line
// on stderr under the alternate screen. A problem goes when its file is
// fixed, the rest when dismissed.
func TestStartProblemsStayOnScreen(t *testing.T) {
	env := newEnv(t, true)
	bob, cat := brokenBob(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const toolProblem = "tools/fetch.yaml:2: command: required"
	m := startedOn(t, ctx, Options{Runtime: env.rt, Catalog: cat, Warnings: []string{toolProblem}})
	screen := func() string { return strings.Join(strings.Fields(ansi.Strip(m.render())), " ") }
	for _, size := range [][2]int{{40, 12}, {80, 24}, {200, 50}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		if s := screen(); !strings.Contains(s, "sytem: unknown field") || !strings.Contains(s, "/dismiss") {
			t.Fatalf("%dx%d: the broken agent file is not on screen:\n%s", size[0], size[1], ansi.Strip(m.render()))
		}
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m.Update(clearNotice{m.bar.noticeSeq}) // what a fading notice would leave
	if s := screen(); !strings.Contains(s, "bob.yaml:4: sytem: unknown field") || !strings.Contains(s, "1 more") {
		t.Fatalf("the problems do not stay:\n%s", s)
	}
	// Fixed, the agent file's problem goes; the tool file's stays.
	if err := os.WriteFile(bob, []byte("name: bob\nmodel: offline\nprompt:\n  system: hi\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, ok := cat.Reload(); !ok {
		t.Fatal("the catalog did not reload")
	}
	m.onCatalog(catalogMsg{cat.Snapshot()}) // its command waits for the next reload
	if s := screen(); strings.Contains(s, "sytem") || !strings.Contains(s, toolProblem) {
		t.Fatalf("after the agent file was fixed:\n%s", s)
	}
	m.in.ta.SetValue("/dismiss")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if s := screen(); strings.Contains(s, toolProblem) {
		t.Fatalf("dismissed, the problem is still on screen:\n%s", s)
	}
}
