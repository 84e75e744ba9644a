package config

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/tools"
	"github.com/grovechat/grove/tools/mcp"
)

// PermissionRules reads the config's permissions section, a mapping of
// tool or tool:pattern to allow, ask or deny:
//
//	permissions:
//	  shell: ask
//	  "shell:git status*": allow
//	  write_file: deny
func (c Config) PermissionRules() ([]tools.Rule, error) {
	if c.Permissions.Kind == 0 {
		return nil, nil
	}
	var m map[string]string
	if err := c.Permissions.Decode(&m); err != nil {
		return nil, fmt.Errorf("%s: line %d: permissions: a mapping of tool or tool:pattern to allow, ask or deny", c.Path, c.Permissions.Line)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []tools.Rule
	for _, k := range keys {
		r, err := tools.ParseRule(k, tools.Mode(m[k]))
		if err != nil {
			return nil, fmt.Errorf("%s: line %d: permissions: %v", c.Path, c.Permissions.Line, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// MCPServers reads the config's mcp section, a mapping of server name to
// {command, args, env} or {url, headers}.
func (c Config) MCPServers() ([]mcp.ServerConfig, error) {
	if c.MCP.Kind == 0 {
		return nil, nil
	}
	var m map[string]mcp.ServerConfig
	if err := c.MCP.Decode(&m); err != nil {
		return nil, fmt.Errorf("%s: mcp: %v", c.Path, err)
	}
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]mcp.ServerConfig, 0, len(m))
	for _, n := range names {
		s := m[n]
		s.Name = n
		out = append(out, s)
	}
	return out, nil
}

// SavePermission records "always" decisions: it sets permissions[pattern]
// = mode in the config file, keeping every other key and comment.
func SavePermission(path string, r tools.Rule) error {
	return EditConfig(path, func(root *yaml.Node) error {
		perms := mappingValue(root, "permissions")
		setScalar(perms, r.Pattern, string(r.Mode))
		return nil
	})
}

// SetConfigKey sets one top-level scalar of the config file (e.g. theme),
// keeping every other key and comment.
func SetConfigKey(path, key, value string) error {
	return EditConfig(path, func(root *yaml.Node) error {
		setScalar(root, key, value)
		return nil
	})
}

// EditConfig applies edit to the config file's top-level mapping (created
// when the file does not exist) and writes it back atomically, 0600.
func EditConfig(path string, edit func(root *yaml.Node) error) error {
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
	if err := edit(root); err != nil {
		return err
	}
	out, err := yaml.Marshal(&doc)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, out, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// mappingValue returns the mapping under key, adding it when missing.
func mappingValue(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key && m.Content[i+1].Kind == yaml.MappingNode {
			return m.Content[i+1]
		}
	}
	v := &yaml.Node{Kind: yaml.MappingNode}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
	return v
}

// setScalar sets key to a scalar value in a mapping.
func setScalar(m *yaml.Node, key, value string) {
	v := &yaml.Node{Kind: yaml.ScalarNode, Value: value}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = v
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
}
