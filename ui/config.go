package ui

import (
	"fmt"
	"os"
	"path/filepath"

	tea "charm.land/bubbletea/v2"
	"github.com/adrg/xdg"
	"gopkg.in/yaml.v3"
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

// setConfigKey sets one top-level scalar key of a YAML file, keeping every
// other key and comment.
func setConfigKey(path, key, value string) error {
	var doc yaml.Node
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		if err := yaml.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("reading %s: %w", path, err)
		}
	case os.IsNotExist(err):
	default:
		return err
	}
	if doc.Kind == 0 {
		doc = yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{{Kind: yaml.MappingNode}}}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return fmt.Errorf("%s: the top level is not a mapping", path)
	}
	found := false
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == key {
			root.Content[i+1] = &yaml.Node{Kind: yaml.ScalarNode, Value: value}
			found = true
		}
	}
	if !found {
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, &yaml.Node{Kind: yaml.ScalarNode, Value: value})
	}
	out, err := yaml.Marshal(&doc)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func saveTheme(path, name string) tea.Cmd {
	return func() tea.Msg {
		if path == "" {
			return themeSaved{}
		}
		return themeSaved{err: setConfigKey(path, "theme", name)}
	}
}
