package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"grove/agent/config"
)

// TestBrokenAgentFileNamedEverywhere: an agent whose file does not parse is
// refused by every command that names it (/dm, /new, /agent) with the
// file's line and field, not as an agent that does not exist.
func TestBrokenAgentFileNamedEverywhere(t *testing.T) {
	env := newEnv(t, true)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bob.yaml"), []byte("name: bob\nmodel: offline\nprompt:\n  sytem: hi\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cat, err := config.NewCatalog(config.CatalogOptions{ConfigPath: filepath.Join(dir, "none.yaml"), Dirs: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
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
