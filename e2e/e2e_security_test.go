package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
)

// TestE2ESecurity drives the real binary (built once) through the
// security guarantees: deny rules, keys, spill caps, read-only databases
// and long messages.
func TestE2ESecurity(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := groveBinary(t)
	t.Run("DenyRulesHold", func(t *testing.T) { testE2EDenyRulesHold(t, bin) })
	t.Run("KeysUnreadableByTools", func(t *testing.T) { testE2EKeysUnreadableByTools(t, bin) })
	t.Run("SpillIsCapped", func(t *testing.T) { testE2ESpillIsCapped(t, bin) })
	t.Run("ReadOnlyDatabase", func(t *testing.T) { testE2EReadOnlyDatabase(t, bin) })
	t.Run("LongMessageFromStdin", func(t *testing.T) { testE2ELongMessage(t, bin) })
}

// secBinary returns a function that runs the binary `grove ARGS…`
// headless in dir/work with a temp database, state and config
// (config.yaml gets cfg when it is not empty), stdin from in.
func secBinary(t *testing.T, bin, cfg string, extraEnv ...string) (dir string, grove func(args ...string) (string, error)) {
	t.Helper()
	dir = t.TempDir()
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

// testE2EDenyRulesHold: with a deny rule for rm and --yes (which allows
// everything that would ask), the real binary refuses rm however the
// model writes it, and the directories survive.
func testE2EDenyRulesHold(t *testing.T, bin string) {
	dir, grove := secBinary(t, bin, "permissions:\n  \"shell:rm *\": deny\n")
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
	// The rule names rm with arguments; xargs gives them from stdin.
	if err := os.WriteFile(filepath.Join(work, "f"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := grove("send", "assistant", "run the command `echo f | xargs rm`", "--yes")
	if _, err := os.Stat(filepath.Join(work, "f")); err != nil || !strings.Contains(out, "PERMISSION_DENIED") {
		t.Errorf("echo f | xargs rm: the file: %v\n%s", err, out)
	}
	// The rule does not stop what it does not name.
	out, err := grove("send", "assistant", "run the command `touch made`", "--yes")
	if _, serr := os.Stat(filepath.Join(work, "made")); serr != nil {
		t.Fatalf("an allowed command did not run: %v %v\n%s", err, serr, out)
	}
}

// testE2EKeysUnreadableByTools: the real binary, with a key in a
// configured variable and in OPENAI_API_KEY, runs a shell, a background
// shell and a command tool that print their environment and grove's own
// (/proc/$PPID/environ): no key appears in what the tools print, while
// every request to the provider carries the key.
func testE2EKeysUnreadableByTools(t *testing.T, bin string) {
	const secret = "sk-e2e-config-key-5521"
	const std = "sk-e2e-standard-key-8830"
	procEnv := `tr '\0' '\n' < /proc/$PPID/environ; echo; env`
	ks := testkit.NewKeyServer(t, secret,
		[2]string{"shell", `{"command":` + jsonString(procEnv) + `}`},
		[2]string{"shell_background", `{"command":` + jsonString(procEnv) + `}`},
		[2]string{"showenv", `{}`},
	)
	cfg := "default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: " + ks.URL + "/v1\n    api_key_env: GROVE_TEST_KEY\n"
	dir, grove := secBinary(t, bin, cfg, "GROVE_TEST_KEY="+secret, "OPENAI_API_KEY="+std, "GROVE_MARKER=marker-visible", "GROVE_MODEL=")
	work := filepath.Join(dir, "work")
	os.MkdirAll(filepath.Join(work, ".tools"), 0o755)
	os.WriteFile(filepath.Join(work, ".tools", "showenv.yaml"), []byte("name: showenv\ndescription: print the environment\ntarget: {command: \""+strings.ReplaceAll(procEnv, `\`, `\\`)+"\"}\n"), 0o644)

	out, err := grove("send", "assistant", "show me the environment", "--yes")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	list, err := grove("list", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ ID string }
	json.Unmarshal([]byte(list), &rows)
	if len(rows) != 1 {
		t.Fatalf("list: %s", list)
	}
	exp, err := grove("export", rows[0].ID, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	// Each tool printed grove's environment and its own: the marker shows
	// they did (twice per tool).
	if n := strings.Count(exp, "GROVE_MARKER=marker-visible"); n < 6 {
		t.Fatalf("the marker appears %d times, want 6 (three tools, two environments each):\n%s", n, exp)
	}
	if strings.Contains(exp, secret) || strings.Contains(exp, std) || strings.Contains(out, secret) || strings.Contains(out, std) {
		t.Fatalf("a key is readable by a tool:\n%s", exp)
	}
	bodies, keyless := ks.Requests()
	if len(bodies) < 2 || keyless != 0 {
		t.Fatalf("%d requests, %d without the key", len(bodies), keyless)
	}
	for i, b := range bodies {
		if strings.Contains(b, secret) || strings.Contains(b, std) {
			t.Fatalf("request %d carries a key to the model", i)
		}
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// testE2ESpillIsCapped: the real binary, with the spill caps lowered
// through the environment, runs a command printing 20 MB four times: each
// spill file stays under its cap, the directory under its total, and the
// reply says what was dropped.
func testE2ESpillIsCapped(t *testing.T, bin string) {
	const fileMax, dirMax = 1 << 20, 3 << 20
	dir, grove := secBinary(t, bin, "", "GROVE_SPILL_MAX=1M", "GROVE_SPILL_DIR_MAX=3M")
	spill := filepath.Join(dir, "state", "grove", "spill")
	for i := range 4 {
		out, err := grove("send", "assistant", "run the command `yes spill-line | head -c 20000000`", "--yes", "--json")
		if err != nil {
			t.Fatalf("send %d: %v\n%.2000s", i, err, out)
		}
		if !strings.Contains(out, "bytes in between were dropped") {
			t.Fatalf("send %d: the reply does not say what was dropped:\n%.3000s", i, out)
		}
	}
	ents, err := os.ReadDir(spill)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, e := range ents {
		fi, _ := e.Info()
		if fi.Size() > fileMax+200 {
			t.Errorf("%s: %d bytes, cap %d", e.Name(), fi.Size(), fileMax)
		}
		sum += fi.Size()
	}
	if sum > dirMax || len(ents) == 0 || len(ents) >= 4 {
		t.Fatalf("spill directory: %d files, %d bytes (cap %d)", len(ents), sum, dirMax)
	}
}

// testE2ELongMessage: a 5 MB message (too long for an argument list)
// reaches the conversation whole through stdin and through --file.
func testE2ELongMessage(t *testing.T, bin string) {
	dir, _ := secBinary(t, bin, "")
	msg := "long-message " + strings.Repeat("oak and beech and birch. ", 5<<20/25)
	file := filepath.Join(dir, "msg.txt")
	os.WriteFile(file, []byte(msg), 0o600)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "GROVE_DB=" + filepath.Join(dir, "grove.db"),
		"XDG_STATE_HOME=" + filepath.Join(dir, "state"), "XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
		"XDG_DATA_HOME=" + filepath.Join(dir, "data"), "GROVE_MODEL=offline", "GROVE_OFFLINE_WPS=0"}
	run := func(stdin string, args ...string) string {
		cmd := exec.Command(bin, args...)
		cmd.Dir, cmd.Env, cmd.Stdin = dir, env, strings.NewReader(stdin)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("grove %v: %v\n%.500s", args, err, out)
		}
		return string(out)
	}
	run(msg, "send", "assistant", "--new", "-")
	run("", "send", "assistant", "--new", "--file", file)
	var rows []struct{ ID string }
	json.Unmarshal([]byte(run("", "list", "--json")), &rows)
	if len(rows) != 2 {
		t.Fatalf("%d conversations", len(rows))
	}
	for _, r := range rows {
		var x struct {
			Entries []struct {
				Role    string `json:"role"`
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
			} `json:"entries"`
		}
		json.Unmarshal([]byte(run("", "export", r.ID, "--format", "json")), &x)
		if len(x.Entries) == 0 || x.Entries[0].Role != "user" || len(x.Entries[0].Content) == 0 || x.Entries[0].Content[0].Text != msg {
			t.Fatalf("conversation %s does not start with the whole message", r.ID)
		}
	}
}
