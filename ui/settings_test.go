package ui

import (
	"testing"

	"grove/agent/config"
)

// TestConfigSettingsApplyLive: the config file changed while the TUI runs
// (the catalog reloaded it): a new theme and new key bindings are taken
// in at once; bindings that do not parse leave those in use and say why.
func TestConfigSettingsApplyLive(t *testing.T) {
	env := newEnv(t, true)
	seedTree(t, env)
	m := fitModel(t, env, "dark", 100, 30)
	snap := config.CatalogSnapshot{Agents: m.agents, Config: m.ws.cfg}

	snap.Config.Theme = "light"
	driveAll(m, m.onCatalog(catalogMsg{snap}))
	if m.c.theme.Name != "light" {
		t.Fatalf("theme %q after the config chose light", m.c.theme.Name)
	}

	snap.Config.Keys = map[string][]string{"palette": {"ctrl+k"}}
	driveAll(m, m.onCatalog(catalogMsg{snap}))
	if got := m.c.keys.Palette.Keys(); len(got) != 1 || got[0] != "ctrl+k" {
		t.Fatalf("palette keys %v after the config bound ctrl+k", got)
	}
	if m.bar.notice != "key bindings reloaded" {
		t.Fatalf("notice %q", m.bar.notice)
	}

	snap.Config.Keys = map[string][]string{"no-such-action": {"ctrl+k"}}
	driveAll(m, m.onCatalog(catalogMsg{snap}))
	if got := m.c.keys.Palette.Keys(); len(got) != 1 || got[0] != "ctrl+k" {
		t.Fatalf("a broken binding replaced the ones in use: palette %v", got)
	}
	if !m.bar.noticeErr || m.bar.notice == "" {
		t.Fatalf("a broken binding said nothing (notice %q)", m.bar.notice)
	}
}
