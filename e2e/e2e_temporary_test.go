package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func groveIn(t *testing.T, bin, dir, project string, args ...string) (string, string, error) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir, cmd.Env = project, headlessEnv(dir, "0")
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	return o.String(), e.String(), err
}

var tempRe = regexp.MustCompile(`(temp\.\d+) · offline · no memory · conversation ([0-9A-Za-z]+)`)

// TestE2ETemporaryAgentPromotion: grove new talks to an unnamed agent; the
// conversation goes on with grove send; agent create --from promotes it:
// its definition is written, what it learned is in the new agent's memory,
// and the conversation continues with the new agent.
func TestE2ETemporaryAgentPromotion(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := groveBinary(t)
	dir := t.TempDir()
	project := filepath.Join(dir, "project")
	if err := os.MkdirAll(project, 0o700); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := groveIn(t, bin, dir, project, "new", "--system", "You are terse and exact.", "My favourite editor is helix. I prefer tabs over spaces.")
	if err != nil {
		t.Fatalf("new: %v\n%s\n%s", err, out, errOut)
	}
	m := tempRe.FindStringSubmatch(errOut)
	if m == nil || strings.TrimSpace(out) == "" {
		t.Fatalf("grove new: stdout %q stderr %q", out, errOut)
	}
	temp, conv := m[1], m[2]
	if !strings.Contains(errOut, "grove agent create NAME --from "+conv) {
		t.Errorf("grove new does not say how to keep the agent: %q", errOut)
	}
	if out, errOut, err = groveIn(t, bin, dir, project, "send", "--conversation", conv, temp, "Remember that the release is on Friday."); err != nil {
		t.Fatalf("send to %s: %v\n%s\n%s", temp, err, out, errOut)
	}
	// A temporary agent is not a defined one.
	if out, _, _ = groveIn(t, bin, dir, project, "agent", "list"); strings.Contains(out, temp) {
		t.Errorf("agent list shows the temporary agent:\n%s", out)
	}

	out, errOut, err = groveIn(t, bin, dir, project, "agent", "create", "ada", "--from", conv[:10])
	if err != nil {
		t.Fatalf("promote: %v\n%s\n%s", err, out, errOut)
	}
	if !strings.Contains(out, "Promoted "+temp+": 1 conversation(s) now with ada") || !strings.Contains(out, "The user's favourite editor is helix.") ||
		!strings.Contains(out, "The release is on Friday.") {
		t.Errorf("promotion output:\n%s", out)
	}
	b, err := os.ReadFile(filepath.Join(project, ".agents", "ada.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"model: offline", "You are terse and exact.", "promoted_from: " + temp} {
		if !strings.Contains(string(b), want) {
			t.Errorf("ada.yaml lacks %q:\n%s", want, b)
		}
	}
	if out, _, err = groveIn(t, bin, dir, project, "agent", "memory", "ada", "search", "editor"); err != nil || !strings.Contains(out, "helix") {
		t.Errorf("ada's memory: %v\n%s", err, out)
	}
	// The conversation goes on with ada; promoting it again is refused.
	if out, errOut, err = groveIn(t, bin, dir, project, "send", "--conversation", conv, "ada", "What do you know?"); err != nil {
		t.Fatalf("send to ada: %v\n%s\n%s", err, out, errOut)
	}
	if out, _, _ = groveIn(t, bin, dir, project, "list"); !strings.Contains(out, "ada") {
		t.Errorf("the conversation is not ada's:\n%s", out)
	}
	if _, errOut, err = groveIn(t, bin, dir, project, "agent", "create", "bob", "--from", conv); err == nil || !strings.Contains(errOut, "not a temporary agent") {
		t.Errorf("second promotion: %v %s", err, errOut)
	}
}
