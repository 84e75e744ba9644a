package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
)

// TestConfigSettingsApplyLive: the config file changed while the TUI runs
// (the catalog reloaded it): a new theme and new key bindings are taken
// in at once; bindings that do not parse leave those in use and say why.
func TestConfigSettingsApplyLive(t *testing.T) {
	env := treeEnv(t)
	m := fitModel(t, env, "dark", 180, 30)
	snap := config.CatalogSnapshot{Agents: m.agents, Config: m.ws.cfg}
	reload := func() {
		_, cmd := m.Update(catalogMsg{snap})
		driveAll(m, cmd)
	}

	snap.Config.Theme = "light"
	reload()
	if m.c.theme.Name != "light" {
		t.Fatalf("theme %q after the config chose light", m.c.theme.Name)
	}

	snap.Config.Keys = map[string][]string{"palette": {"ctrl+k"}}
	reload()
	if got := m.c.keys.Palette.Keys(); len(got) != 1 || got[0] != "ctrl+k" {
		t.Fatalf("palette keys %v after the config bound ctrl+k", got)
	}
	if m.bar.notice != "key bindings reloaded" {
		t.Fatalf("notice %q", m.bar.notice)
	}

	if ph := m.in.ta.Placeholder; !strings.Contains(ph, "ctrl+k palette") {
		t.Fatalf("the empty box still names the old palette key: %q", ph)
	}

	// The box's own key (a new line) follows its binding too.
	snap.Config.Keys = map[string][]string{"palette": {"ctrl+k"}, "newline": {"alt+n"}}
	reload()
	m.in.ta.SetValue("")
	press(m, "a")
	_, cmd := m.Update(tea.KeyPressMsg{Code: 'n', Mod: tea.ModAlt})
	driveAll(m, cmd)
	press(m, "b")
	if v := m.in.ta.Value(); v != "a\nb" {
		t.Fatalf("alt+n bound to new line, the box holds %q", v)
	}
	m.in.ta.SetValue("")

	snap.Config.Keys = map[string][]string{"no-such-action": {"ctrl+k"}}
	reload()
	if got := m.c.keys.Palette.Keys(); len(got) != 1 || got[0] != "ctrl+k" {
		t.Fatalf("a broken binding replaced the ones in use: palette %v", got)
	}
	if !m.bar.noticeErr || m.bar.notice == "" {
		t.Fatalf("a broken binding said nothing (notice %q)", m.bar.notice)
	}
}
