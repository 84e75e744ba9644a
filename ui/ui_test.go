package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewKeyMap(t *testing.T) {
	km, err := NewKeyMap(map[string][]string{"palette": {"ctrl+k"}, "sidebar": nil})
	if err != nil {
		t.Fatal(err)
	}
	if got := km.Palette.Keys(); len(got) != 1 || got[0] != "ctrl+k" {
		t.Errorf("palette keys = %v", got)
	}
	if km.Sidebar.Enabled() {
		t.Error("an empty override should disable the action")
	}
	if _, err := NewKeyMap(map[string][]string{"nope": {"x"}}); err == nil {
		t.Error("unknown action accepted")
	}
}

func TestSetConfigKey(t *testing.T) {
	p := filepath.Join(t.TempDir(), "grove", "config.yaml")
	if err := setConfigKey(p, "theme", "light"); err != nil {
		t.Fatal(err)
	}
	if got := savedTheme(p); got != "light" {
		t.Fatalf("saved theme %q", got)
	}
	os.WriteFile(p, []byte("# mine\nproviders:\n  openai: {api_key_env: OPENAI_API_KEY}\ntheme: dark\n"), 0o600)
	if err := setConfigKey(p, "theme", "dracula"); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	for _, want := range []string{"# mine", "OPENAI_API_KEY", "theme: dracula"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("config lost %q:\n%s", want, b)
		}
	}
}

func TestFuzzy(t *testing.T) {
	tests := []struct {
		q, s string
		ok   bool
	}{
		{"thd", "theme dark", true},
		{"dark", "theme dark", true},
		{"xyz", "theme dark", false},
		{"27", "what is 27*453", true},
	}
	for _, tt := range tests {
		t.Run(tt.q+"/"+tt.s, func(t *testing.T) {
			if _, _, ok := fuzzy(tt.q, tt.s); ok != tt.ok {
				t.Errorf("fuzzy(%q, %q) = %v", tt.q, tt.s, ok)
			}
		})
	}
	a, _, _ := fuzzy("dark", "theme dark")
	c, _, _ := fuzzy("dark", "d a r k spread out")
	if a <= c {
		t.Errorf("a word match (%d) should beat a scattered one (%d)", a, c)
	}
}

func TestStableSplit(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"one paragraph", 0},
		{"first\n\nsecond", len("first\n\n")},
		{"```\ncode\n\nmore\n", 0},
		{"```\ncode\n```\n\ntail", len("```\ncode\n```\n\n")},
		// A list is one block: its loose items and an item's further
		// paragraphs stay with it; what follows it is cut off once it
		// shows it is not part of the list.
		{"- a\n\n- b\n", 0},
		{"1. a\n\n2. b", 0},
		{"- a\n\n  more of a\n", 0},
		{"- a\n\n1", 0},
		{"- a\n\nafter", len("- a\n\n")},
		{"intro\n\n- a\n\n- b\n\nafter\n", len("intro\n\n- a\n\n- b\n\n")},
	}
	for _, tt := range tests {
		if got := stableSplit(tt.in); got != tt.want {
			t.Errorf("stableSplit(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestCompletions(t *testing.T) {
	m := &Model{}
	if got := m.completions("/th"); len(got) != 2 { // /theme, /thinking
		t.Errorf("/th → %v", got)
	}
	if got := m.completions("/theme li"); len(got) != 1 || got[0] != "/theme light" {
		t.Errorf("/theme li → %v", got)
	}
	if got := m.completions("hello"); got != nil {
		t.Errorf("plain text completes to %v", got)
	}
}
