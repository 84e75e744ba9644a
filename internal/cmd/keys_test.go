package cmd

import (
	"github.com/adrg/xdg"
	"github.com/grovechat/grove/internal/testkit"

	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKeysLeaveGrovesEnvironment: the provider keys are read once into
// the provider client and removed from grove's environment; the shell, a
// background shell and a command tool print their environment (and
// grove's, through /proc/$PPID/environ) and none of it holds a key, while
// every request to the provider still carries it.
func TestKeysLeaveGrovesEnvironment(t *testing.T) {
	const secret = "sk-config-key-7731"
	const std = "sk-standard-key-9912"
	ks := testkit.NewKeyServer(t, secret,
		[2]string{"shell", `{"command":"env; tr '\\0' '\\n' < /proc/$PPID/environ"}`},
		[2]string{"shell_background", `{"command":"env"}`},
		[2]string{"showenv", `{}`},
	)
	dir := isolate(t)
	t.Setenv("GROVE_TEST_KEY", secret)
	t.Setenv("OPENAI_API_KEY", std)
	t.Setenv("GROVE_MARKER", "marker-visible")
	t.Setenv("GROVE_MODEL", "")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+ks.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	os.MkdirAll(filepath.Join(dir, ".tools"), 0o755)
	os.WriteFile(filepath.Join(dir, ".tools", "showenv.yaml"), []byte("name: showenv\ndescription: print the environment\ntarget: {command: env}\n"), 0o644)

	out, err := run(t, "send", "assistant", "show me the environment", "--yes")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	if _, ok := os.LookupEnv("GROVE_TEST_KEY"); ok {
		t.Error("the configured key variable is still in grove's environment")
	}
	if _, ok := os.LookupEnv("OPENAI_API_KEY"); ok {
		t.Error("OPENAI_API_KEY is still in grove's environment")
	}
	bodies, keyless := ks.Requests()
	if len(bodies) < 3 || keyless != 0 {
		t.Fatalf("%d requests, %d without the key", len(bodies), keyless)
	}
	for i, b := range bodies {
		if strings.Contains(b, secret) || strings.Contains(b, std) {
			t.Fatalf("request %d carries a key to the model:\n%s", i, b)
		}
	}
	// The tools did print their environment: three outputs (shell,
	// background shell, command tool) are in the conversation.
	list, _ := run(t, "list", "--json")
	var rows []struct{ ID string }
	json.Unmarshal([]byte(list), &rows)
	if len(rows) != 1 {
		t.Fatalf("list: %s", list)
	}
	exp, err := run(t, "export", rows[0].ID, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(exp, "GROVE_MARKER=marker-visible"); n < 3 {
		t.Fatalf("the marker variable appears %d times in the conversation, want 3:\n%s", n, exp)
	}
	if strings.Contains(exp, secret) || strings.Contains(exp, std) {
		t.Fatal("a key is in the conversation")
	}
}
