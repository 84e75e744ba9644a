package ui

import (
	"os"
	"path/filepath"

	tea "charm.land/bubbletea/v2"
	"github.com/adrg/xdg"
	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/agent/config"
)

// configPath is the user config file (DESIGN §7).
func configPath() string {
	return filepath.Join(xdg.ConfigHome, "grove", "config.yaml")
}

// savedTheme reads the theme key of the config file ("" when unset).
func savedTheme(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	var c struct {
		Theme string `yaml:"theme"`
	}
	if yaml.Unmarshal(b, &c) != nil {
		return ""
	}
	return c.Theme
}

// setConfigKey sets one top-level scalar key of the config file, keeping
// every other key and comment.
func setConfigKey(path, key, value string) error { return config.SetConfigKey(path, key, value) }

func saveTheme(path, name string) tea.Cmd {
	return func() tea.Msg {
		if path == "" {
			return themeSaved{}
		}
		return themeSaved{err: setConfigKey(path, "theme", name)}
	}
}
