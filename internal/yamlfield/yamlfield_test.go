package yamlfield

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

type inner struct {
	System     string `yaml:"system"`
	SystemFile string `yaml:"system_file"`
}

type file struct {
	Name     string `yaml:"name"`
	MaxSteps int    `yaml:"max_steps"`
	Prompt   inner  `yaml:"prompt"`
	// An unnamed struct type, as the agent file's memory section has:
	// the decoder names it by its whole declaration.
	Memory struct {
		Extraction *bool  `yaml:"extraction,omitempty"`
		Model      string `yaml:"model,omitempty"`
	} `yaml:"memory"`
}

func decode(t *testing.T, src string) *Error {
	t.Helper()
	dec := yaml.NewDecoder(bytes.NewReader([]byte(src)))
	dec.KnownFields(true)
	var f file
	err := dec.Decode(&f)
	if err == nil {
		t.Fatalf("%q decoded", src)
	}
	return FromDecode("x.yaml", err, reflect.TypeOf(f))
}

func TestFromDecode(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"name: a\nmax_stepz: 3\n", "x.yaml:2: max_stepz: unknown field (did you mean max_steps?)"},
		{"name: a\nprompt:\n  sytem: hi\n", "x.yaml:3: sytem: unknown field (did you mean system?)"},
		{"name: a\ncolour: red\n", "x.yaml:2: colour: unknown field"},
		{"name: a\nmemory:\n  extracton: true\n", "x.yaml:3: extracton: unknown field (did you mean extraction?)"},
		{"name: a\nmax_steps: many\n", "x.yaml:2: cannot unmarshal !!str `many` into int"},
		{"name: a\n  bad: [\n", "x.yaml:2: mapping values are not allowed in this context"},
	} {
		if got := decode(t, c.src).Error(); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}

func TestClosest(t *testing.T) {
	known := []string{"max_steps", "max_tokens", "model", "name"}
	for in, want := range map[string]string{"max_stepz": "max_steps", "modle": "model", "nmae": "name", "temperature": "", "x": ""} {
		if got := Closest(in, known); got != want {
			t.Errorf("Closest(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestParserErrorLines: a bracket left open or a key out of place is
// reported on the line of the file where it is, counted from 1 as an
// editor counts (yaml.v3 counts these from 0).
func TestParserErrorLines(t *testing.T) {
	type file struct {
		Name   string         `yaml:"name"`
		Model  string         `yaml:"model"`
		Tools  []string       `yaml:"tools"`
		Prompt map[string]any `yaml:"prompt"`
		Soul   []string       `yaml:"soul"`
	}
	for _, c := range []struct {
		text string
		line int
	}{
		{"name: dave\nmodel: offline\nprompt: {system: \"x\"\nsoul: [\n", 3},
		{"name: dave\nmodel: offline\n\n\n\nprompt: {system: \"x\"\n", 6},
		{"name: dave\ntools: [a, b\nmodel: x\n", 2},
		{"name: dave\nprompt:\n  system: x\n bad: y\n", 4},
		{"name: dave\nprompt: \"x\nmodel: y\n", 2}, // a scanner error, already right
	} {
		dec := yaml.NewDecoder(strings.NewReader(c.text))
		dec.KnownFields(true)
		var f file
		err := dec.Decode(&f)
		if err == nil {
			t.Fatalf("%q decoded", c.text)
		}
		if e := FromDecode("dave.yaml", err, reflect.TypeOf(f)); e.Line != c.line {
			t.Errorf("%q: %v: line %d, want %d", c.text, e, e.Line, c.line)
		}
	}
}
