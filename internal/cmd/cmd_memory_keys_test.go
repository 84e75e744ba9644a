package cmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
)

// TestKeyedMemoryInTheBinary: `grove agent memory set NAME KEY VALUE`
// writes under a key, a second set supersedes it (kept, shown by its id),
// `get NAME KEY` prints the live value and `get NAME ID` still shows a
// memory by id; the agent's memory_write tool writes under a key too, and
// search finds keyed values.
func TestKeyedMemoryInTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	ks := testkit.NewKeyServer(t, "k-mem",
		[2]string{"memory_write", `{"content":"Deploys go to the Dublin cluster.","key":"deploy-target"}`})
	work := isolate(t)
	bin := groveBinary(t)
	t.Setenv("GROVE_TEST_KEY", "k-mem")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+ks.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	grove := func(args ...string) (string, error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_MODEL=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	must := func(args ...string) string {
		t.Helper()
		out, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	must("agent", "create", "alice", "-m", "remote")
	first := must("agent", "memory", "set", "alice", "deploy-target", "Deploys", "go", "to", "Frankfurt.")
	if !strings.HasPrefix(first, "Set deploy-target = memory ") {
		t.Fatalf("set: %q", first)
	}
	firstID := strings.Fields(first)[4]
	if got := must("agent", "memory", "get", "alice", "deploy-target"); got != "Deploys go to Frankfurt.\n" {
		t.Fatalf("get by key: %q", got)
	}
	second := must("agent", "memory", "set", "alice", "deploy-target", "Deploys go to Lisbon.")
	contains(t, "second set", second, "(supersedes "+firstID+")")
	if got := must("agent", "memory", "get", "alice", "deploy-target"); got != "Deploys go to Lisbon.\n" {
		t.Fatalf("get after the second set: %q", got)
	}
	// The id still works, and names what superseded it.
	contains(t, "get by id", must("agent", "memory", "get", "alice", firstID), "superseded by", "key           deploy-target", "Frankfurt")

	// The agent writes under the key with its tool.
	must("send", "alice", "We moved: remember the deploy target is Dublin now.")
	if bodies, _ := ks.Requests(); len(bodies) < 2 {
		t.Fatalf("%d requests to the model", len(bodies))
	}
	if got := must("agent", "memory", "get", "alice", "deploy-target"); got != "Deploys go to the Dublin cluster.\n" {
		t.Fatalf("get after memory_write: %q", got)
	}
	found := must("agent", "memory", "search", "alice", "deploy", "cluster")
	contains(t, "search", found, "key deploy-target", "Dublin")
	if strings.Contains(found, "Lisbon") || strings.Contains(found, "Frankfurt") {
		t.Fatalf("search found a superseded value:\n%s", found)
	}
	if out, err := grove("agent", "memory", "get", "alice", "no-such-key"); err == nil || !strings.Contains(out, `none under the key "no-such-key"`) {
		t.Fatalf("a missing key: %v\n%s", err, out)
	}
}
