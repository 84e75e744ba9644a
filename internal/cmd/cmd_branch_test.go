package cmd

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// groveRun runs the built binary with the test's environment.
func groveRun(t *testing.T, bin string, args ...string) (string, error) {
	t.Helper()
	out, err := exec.Command(bin, args...).CombinedOutput()
	return string(out), err
}

func mustRun(t *testing.T, bin string, args ...string) string {
	t.Helper()
	out, err := groveRun(t, bin, args...)
	if err != nil {
		t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// entryOf is the id of the first line of `grove branch show` holding text.
func entryOf(t *testing.T, show, text string) string {
	t.Helper()
	for _, l := range strings.Split(show, "\n") {
		if strings.Contains(l, text) {
			return strings.Fields(l)[0]
		}
	}
	t.Fatalf("no entry with %q in:\n%s", text, show)
	return ""
}

// TestBranchExcludeIncludeInject drives the branch commands through the
// binary: an excluded message leaves what `grove agent context` shows
// (forking, since a reply saw it), a note enters it, export and import
// keep the marks and doctor finds nothing wrong.
func TestBranchExcludeIncludeInject(t *testing.T) {
	dir := isolate(t)
	bin := groveBinary(t)
	mustRun(t, bin, "send", "assistant", "my token is sk-LEAKED-123")
	list := mustRun(t, bin, "list")
	id := regexp.MustCompile(`[0-9A-Z]{26}`).FindString(list)
	if id == "" {
		t.Fatalf("no conversation in:\n%s", list)
	}
	show := mustRun(t, bin, "branch", "show", id)
	msg := entryOf(t, show, "my token is")

	ctx := mustRun(t, bin, "agent", "context", "assistant", "--conversation", id)
	if !strings.Contains(ctx, "user: my token is sk-LEAKED-123") {
		t.Fatalf("context before exclusion:\n%s", ctx)
	}
	out := mustRun(t, bin, "branch", "inject", id, "the user prefers short answers")
	if !strings.Contains(out, "added note") {
		t.Fatalf("inject: %s", out)
	}
	// The last 8 characters of the id are enough.
	out = mustRun(t, bin, "branch", "exclude", id, msg[len(msg)-8:])
	if !strings.Contains(out, "already saw message "+msg) || !strings.Contains(out, "forked branch branch-1") || !strings.Contains(out, "main keeps") {
		t.Fatalf("exclude of a seen message: %s", out)
	}
	ctx = mustRun(t, bin, "agent", "context", "assistant", "--conversation", id)
	if !strings.Contains(ctx, "branch branch-1") || strings.Contains(ctx, "user: my token is") ||
		!strings.Contains(ctx, "the user prefers short answers") || !strings.Contains(ctx, "not a message to answer") {
		t.Fatalf("context after exclusion:\n%s", ctx)
	}
	show = mustRun(t, bin, "branch", "show", id)
	if !strings.Contains(show, "[excluded] my token is") || !strings.Contains(show, "1 excluded") {
		t.Fatalf("show after exclusion:\n%s", show)
	}
	if show := mustRun(t, bin, "branch", "show", id, "--branch", "main"); strings.Contains(show, "[excluded]") {
		t.Fatalf("main changed:\n%s", show)
	}

	// The note is newest and unseen: excluded in place, included in place.
	note := entryOf(t, show, "short answers")
	if out := mustRun(t, bin, "branch", "exclude", id, note); !strings.Contains(out, "excluded note "+note+" on branch branch-1") {
		t.Fatalf("exclude of an unseen note: %s", out)
	}
	if out := mustRun(t, bin, "branch", "include", id, note); !strings.Contains(out, "included note "+note+" on branch branch-1") {
		t.Fatalf("include of an unseen note: %s", out)
	}
	out = mustRun(t, bin, "branch", "edit-note", id, note, "the user prefers long answers")
	if !strings.Contains(out, "edited note "+note+" on branch branch-1") {
		t.Fatalf("edit-note: %s", out)
	}

	// Export, import into another database, doctor there.
	exp := filepath.Join(dir, "c.json")
	mustRun(t, bin, "export", id, "-o", exp)
	other := filepath.Join(dir, "other.db")
	mustRun(t, bin, "--db", other, "import", exp)
	if show := mustRun(t, bin, "--db", other, "branch", "show", id, "--branch", "branch-1"); !strings.Contains(show, "[excluded] my token is") || !strings.Contains(show, "long answers") {
		t.Fatalf("imported branch:\n%s", show)
	}
	if out := mustRun(t, bin, "--db", other, "doctor"); strings.Contains(out, "problem") {
		t.Fatalf("doctor:\n%s", out)
	}

	// Bad input is one clear line.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"branch", "exclude", id, "NOPE"}, "no entry NOPE on branch branch-1"},
		{[]string{"branch", "exclude", id, msg, "--branch", "nope"}, "branch nope not found"},
		{[]string{"branch", "inject", id, " "}, "a note needs some text"},
		{[]string{"branch", "edit-note", id, msg, "x"}, "is not a note on branch"},
		{[]string{"branch", "exclude", id}, "takes CONVERSATION ENTRY"},
	} {
		out, err := groveRun(t, bin, c.args...)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("grove %s: %v, want %q in:\n%s", strings.Join(c.args, " "), err, c.want, out)
		}
	}
}
