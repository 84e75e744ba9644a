package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// agentFileCase is an agent file, alice.yaml, and the start of the error
// parsing it gives, after the file's directory ("" when it is valid).
type agentFileCase struct{ name, yaml, want string }

// checkAgentFiles parses each case with cfg, in a subtest of its name; a
// valid definition is handed to valid when valid is not nil.
func checkAgentFiles(t *testing.T, cfg Config, cases []agentFileCase, valid func(t *testing.T, d Definition)) {
	t.Helper()
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, "alice.yaml")
			writeFile(t, path, c.yaml)
			d, err := ParseAgentFile(path, cfg)
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if valid != nil {
					valid(t, d)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted: %+v", d)
			}
			if got := strings.TrimPrefix(err.Error(), dir+"/"); !strings.HasPrefix(got, c.want) {
				t.Fatalf("error\n got %s\nwant %s…", got, c.want)
			}
		})
	}
}

// loadConfigText writes text as config.yaml in a new directory and loads
// it; it returns the file's path too.
func loadConfigText(t *testing.T, text string) (Config, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.yaml")
	writeFile(t, path, text)
	c, err := LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	return c, path
}

// writeFile writes body to path, making its directory.
func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}
