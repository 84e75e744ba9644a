package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// secBinary builds the grove binary once for a test and returns a function
// that runs `grove ARGS…` headless in work with a temp database, state and
// config (config.yaml gets cfg when it is not empty).
func secBinary(t *testing.T, cfg string, extraEnv ...string) (dir string, grove func(args ...string) (string, error)) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	dir = t.TempDir()
	bin := filepath.Join(dir, "grove")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("building grove: %v", err)
	}
	if cfg != "" {
		os.MkdirAll(filepath.Join(dir, "config", "grove"), 0o700)
		if err := os.WriteFile(filepath.Join(dir, "config", "grove", "config.yaml"), []byte(cfg), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	work := filepath.Join(dir, "work")
	os.MkdirAll(work, 0o755)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir,
		"GROVE_DB=" + filepath.Join(dir, "grove.db"), "XDG_STATE_HOME=" + filepath.Join(dir, "state"),
		"XDG_CONFIG_HOME=" + filepath.Join(dir, "config"), "XDG_DATA_HOME=" + filepath.Join(dir, "data"),
		"GROVE_MODEL=offline", "GROVE_OFFLINE_WPS=0"}
	env = append(env, extraEnv...)
	return dir, func(args ...string) (string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
}

// TestE2EDenyRulesHold: with a deny rule for rm and --yes (which allows
// everything that would ask), the real binary refuses rm however the
// model writes it, and the directories survive.
func TestE2EDenyRulesHold(t *testing.T) {
	dir, grove := secBinary(t, "permissions:\n  \"shell:rm *\": deny\n")
	work := filepath.Join(dir, "work")
	lines := []string{
		"/bin/rm -rf d1",
		"x=1 rm -rf d2",
		"ls && env FOO=1 nice rm -rf d3",
		`sh -c "rm -rf d4"`,
		"echo $(rm -rf d5)",
		`"r"m -rf d6`,
	}
	for i, line := range lines {
		d := filepath.Join(work, "d"+string(rune('1'+i)))
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		out, _ := grove("send", "assistant", "run the command `"+line+"`", "--yes")
		if !strings.Contains(out, "PERMISSION_DENIED") && !strings.Contains(out, "was not run") {
			t.Errorf("%q: no refusal in the output:\n%s", line, out)
		}
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%q ran: %v\n%s", line, err, out)
		}
	}
	// The rule does not stop what it does not name.
	out, err := grove("send", "assistant", "run the command `touch made`", "--yes")
	if _, serr := os.Stat(filepath.Join(work, "made")); serr != nil {
		t.Fatalf("an allowed command did not run: %v %v\n%s", err, serr, out)
	}
}
