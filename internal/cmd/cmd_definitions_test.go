package cmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenDefinitionsFailTheCommand runs the real binary: a command that
// needs a broken agent file, tool file or config fails with
// file:line: field: problem, naming the closest field for a misspelt one,
// instead of saying the agent does not exist.
func TestBrokenDefinitionsFailTheCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	bin := groveBinary(t)
	run := func(args ...string) (string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	bob := filepath.Join(".agents", "bob.yaml")
	cases := []struct{ what, file, body, want string }{
		{"a misspelt field", bob, "name: bob\nmodel: offline\nprompt:\n  system: hi\nmax_stepz: 3\n",
			bob + ":5: max_stepz: unknown field (did you mean max_steps?)"},
		{"a YAML syntax error", bob, "name: bob\nmodel: offline\nprompt:\n  system: [hi\n",
			bob + ":4: did not find expected"},
		{"a bad value", bob, "name: bob\nmodel: nosuch/thing\nprompt:\n  system: hi\n",
			bob + ":2: model: "},
	}
	for _, c := range cases {
		writeFile(t, filepath.Join(work, c.file), c.body)
		out, err := run("send", "bob", "hi")
		if err == nil || !strings.Contains(out, c.want) || strings.Contains(out, "no agent named") {
			t.Errorf("%s: grove send bob: %v\n%s\nwant %q", c.what, err, out, c.want)
		}
	}
	os.Remove(filepath.Join(work, bob))

	// A broken tool file: every agent gets the tools, so sends fail.
	tool := filepath.Join(".tools", "greet.yaml")
	writeFile(t, filepath.Join(work, tool), "name: greet\ndescription: says hello\ntarget: { command: echo hi }\nasynk: true\n")
	if out, err := run("send", "assistant", "hi"); err == nil || !strings.Contains(out, tool+":4: asynk: unknown field (did you mean async?)") {
		t.Errorf("broken tool file: %v\n%s", err, out)
	}
	os.Remove(filepath.Join(work, tool))

	// A broken config.
	cfg := filepath.Join(work, "config.yaml")
	writeFile(t, cfg, "theme: dark\ndefault_modle: offline\n")
	cmd := exec.Command(bin, "send", "assistant", "hi")
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "GROVE_CONFIG="+cfg)
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), cfg+":2: default_modle: unknown field (did you mean default_model?)") {
		t.Errorf("broken config: %v\n%s", err, out)
	}
	// Nothing was sent by any of the failed commands.
	if out, err := run("list", "--json"); err != nil || strings.TrimSpace(out) != "[]" {
		t.Errorf("failed commands wrote conversations: %v %s", err, out)
	}
}
