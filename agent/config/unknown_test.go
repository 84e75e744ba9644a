package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Unknown keys of the config leave the rest of it read; each belongs to a
// section (the top-level key it lies under, or the known key a misspelt
// top-level one is closest to), and a command that needs that section
// gets an error, any other a warning.
func TestUnknownConfigKeysBySection(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.yaml")
	body := "them: dark\n" + // 1: theme
		"default_model: fast\n" +
		"models:\n" +
		"  fast:\n" +
		"    provider: openai\n" +
		"    model: gpt-4o-mini\n" +
		"    contxt_window: 8000\n" + // 7: models
		"colour_scheme: blue\n" // 8: near nothing
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	if c.DefaultModel != "fast" || c.Models["fast"].Model != "gpt-4o-mini" {
		t.Fatalf("the known keys were not read: %+v", c)
	}
	var got []string
	for _, u := range c.Unknown {
		got = append(got, u.Err.Error()+" ["+u.Section+"]")
	}
	want := []string{
		path + ":1: them: unknown field (did you mean theme?) [theme]",
		path + ":7: contxt_window: unknown field (did you mean context_window?) [models]",
		path + ":8: colour_scheme: unknown field []",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("unknown keys:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// A command running turns needs the models: the misspelt
	// context_window stops it; the theme and the stray key are warnings.
	warnings, err := c.KeyProblems(TurnSections...)
	if err == nil || !strings.Contains(err.Error(), ":7: contxt_window") || len(warnings) != 2 {
		t.Fatalf("for a turn: %v, warnings %v", err, warnings)
	}
	// A command that reads only the MCP section goes on, warning of all three.
	if warnings, err := c.KeyProblems(SectionMCP); err != nil || len(warnings) != 3 {
		t.Fatalf("for mcp: %v, warnings %v", err, warnings)
	}
	// A type error is still an error of the file, whatever else is in it.
	os.WriteFile(path, []byte("them: dark\nmodels: [1]\n"), 0o600)
	if _, err := LoadConfig(path); err == nil || !strings.Contains(err.Error(), "config.yaml:2") {
		t.Fatalf("a type error with an unknown key: %v", err)
	}
}
