package cmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMisspeltConfigKeysAreReportedByEveryCommand runs the real binary
// with a config holding a key grove does not know. Every command says so
// on stderr as file:line: field: problem, naming the closest known field:
// a warning where the command does not read that part of the config, an
// error where it does (it would go on with something other than what was
// meant). A config that does not load is a warning for the commands that
// read none of it.
func TestMisspeltConfigKeysAreReportedByEveryCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	bin := groveBinary(t)
	cfg := filepath.Join(work, "config.yaml")
	os.MkdirAll(filepath.Join(work, ".workflows"), 0o755)
	writeFile(t, filepath.Join(work, ".workflows", "check.yaml"), "name: check\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\n"+
		"kickoff: \"@helper what is 2+2?\"\n")
	run := func(args ...string) (stdout, stderr string, err error) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_CONFIG="+cfg)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err = cmd.Run()
		return o.String(), e.String(), err
	}
	commands := map[string][]string{
		"send":       {"send", "assistant", "what is 3+4?"},
		"list":       {"list"},
		"agent info": {"agent", "info", "assistant"},
		"mcp list":   {"mcp", "list"},
		"events":     {"events"},
		"run":        {"run", "check"},
	}

	// The theme is read by the TUI alone: everyone warns and goes on.
	writeFile(t, cfg, "them: dark\n")
	theme := cfg + ":1: them: unknown field (did you mean theme?)"
	for name, args := range commands {
		out, errOut, err := run(args...)
		if err != nil {
			t.Errorf("%s with a misspelt theme failed: %v\n%s%s", name, err, out, errOut)
			continue
		}
		if strings.Count(errOut, "grove: warning: "+theme+"\n") != 1 {
			t.Errorf("%s: stderr %q, want one warning %q", name, errOut, theme)
		}
		if strings.Contains(out, "unknown field") {
			t.Errorf("%s printed the warning on stdout: %q", name, out)
		}
	}

	// The default model is read by whatever runs turns or shows agents:
	// they stop; the others warn.
	writeFile(t, cfg, "theme: dark\ndefault_modle: offline\n")
	model := cfg + ":2: default_modle: unknown field (did you mean default_model?)"
	for name, args := range commands {
		out, errOut, err := run(args...)
		switch name {
		case "send", "run", "agent info":
			if err == nil || !strings.Contains(errOut, "grove: "+model) || strings.Contains(errOut, "warning") {
				t.Errorf("%s with a misspelt default_model: %v\n%s%s, want the error %q", name, err, out, errOut, model)
			}
		default:
			if err != nil || strings.Count(errOut, "grove: warning: "+model+"\n") != 1 {
				t.Errorf("%s with a misspelt default_model: %v\n%s%s, want one warning %q", name, err, out, errOut, model)
			}
		}
	}

	// A file that does not load: the commands that read none of it warn.
	writeFile(t, cfg, "models: [1]\n")
	for _, name := range []string{"list", "events"} {
		if out, errOut, err := run(commands[name]...); err != nil || !strings.Contains(errOut, "grove: warning: "+cfg+":1:") {
			t.Errorf("%s with a config that does not load: %v\n%s%s", name, err, out, errOut)
		}
	}
	if _, errOut, err := run(commands["send"]...); err == nil || !strings.Contains(errOut, "grove: "+cfg+":1:") {
		t.Errorf("send with a config that does not load: %v\n%s", err, errOut)
	}
}
