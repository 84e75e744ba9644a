package cmd

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

func exampleDir(t *testing.T) string {
	t.Helper()
	return filepath.Join(repoRoot, "examples", "manager")
}

func TestRunManagerExampleHeadless(t *testing.T) {
	ex := exampleDir(t)
	isolate(t)
	out, err := run(t, "run", filepath.Join(ex, ".workflows", "feature.yaml"))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"# feature:main", "user: @manager Plan the feature: password reset by email.",
		"manager: @architect design the API", "manager: @developer implement the endpoints", "manager: @reviewer review the change",
		"\narchitect: ", "\ndeveloper: ", "\nreviewer: "} {
		if !strings.Contains(out, want) {
			t.Fatalf("missing %q in:\n%s", want, out)
		}
	}
	// The specialists' answers went back to the manager, who answered each.
	if n := strings.Count(out, "\nmanager: "); n < 6 {
		t.Fatalf("manager spoke %d times, want the 3 hand-offs and 3 syntheses:\n%s", n, out)
	}
	// run stops the workspace afterwards.
	out, err = run(t, "stop")
	if err == nil || !strings.Contains(err.Error(), "no workflow is running") {
		t.Fatalf("%v %s", err, out)
	}
}

func TestSendTargetsAndStartStop(t *testing.T) {
	ex := exampleDir(t)
	dir := isolate(t)
	for _, sub := range []string{".agents", ".workflows"} {
		ents, _ := os.ReadDir(filepath.Join(ex, sub))
		os.MkdirAll(filepath.Join(dir, sub), 0o755)
		for _, e := range ents {
			b, _ := os.ReadFile(filepath.Join(ex, sub, e.Name()))
			os.WriteFile(filepath.Join(dir, sub, e.Name()), b, 0o644)
		}
	}
	_, err := run(t, "send", "@feature", "hello")
	if err == nil || err.Error() != "workflow \"feature\" is not running.\nStart it with: grove start .workflows/feature.yaml" {
		t.Fatalf("got %v", err)
	}
	_, err = run(t, "send", "architect@feature:pr-1", "hello")
	if err == nil || !strings.Contains(err.Error(), `workflow "feature:pr-1" is not running.`) {
		t.Fatalf("got %v", err)
	}
	out, err := run(t, "start", "feature", "--tag", "pr-1")
	if err != nil || !strings.Contains(out, "started feature:pr-1") {
		t.Fatalf("%v %s", err, out)
	}
	_, err = run(t, "send", "assistant@feature", "hello")
	if err == nil || err.Error() != "assistant is not a participant in workflow \"feature\".\nAdd assistant to .workflows/feature.yaml first." {
		t.Fatalf("got %v", err)
	}
	// The kickoff's instruction for the manager waits for a serving process;
	// a channel post with a mention is delivered by send itself.
	out, err = run(t, "send", "@feature:pr-1", "@architect check the schema")
	if err != nil || !strings.Contains(out, "architect: ") {
		t.Fatalf("%v\n%s", err, out)
	}
	// A misspelt mention posts, wakes nobody, and says so.
	out, err = run(t, "send", "@feature:pr-1", "@architecht check the schema", "--no-wait")
	if err != nil || !strings.Contains(out, "posted to #feature:pr-1") ||
		!strings.Contains(out, "@architecht is not an agent of #feature:pr-1") || !strings.Contains(out, "architect, ") {
		t.Fatalf("misspelt mention: %v\n%s", err, out)
	}
	out, err = run(t, "send", "developer@feature", "implement it")
	if err != nil || !strings.Contains(out, "developer: ") {
		t.Fatalf("%v\n%s", err, out)
	}
	if _, err := run(t, "send", "bad@", "x"); err == nil || !strings.Contains(err.Error(), "bad target") {
		t.Fatalf("%v", err)
	}
	out, err = run(t, "stop", "feature:pr-1")
	if err != nil || !strings.Contains(out, "stopped feature:pr-1") {
		t.Fatalf("%v %s", err, out)
	}
	if _, err := run(t, "send", "@feature", "x"); err == nil {
		t.Fatal("sent to a stopped workflow")
	}
}

// TestSecondProcessSeesSend: a store held open in this process (as the TUI
// holds it) sees what `grove send` in another process writes, woken by the
// change feed and read with EntriesSince.
func TestSecondProcessSeesSend(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	dir := isolate(t)
	bin := groveBinary(t)
	db := filepath.Join(dir, "shared.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st, err := session.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	seq, _ := st.LastSeq(ctx)
	changes := st.Changes(ctx, 100*time.Millisecond)
	cmd := exec.Command(bin, "send", "assistant", "hello from another terminal")
	cmd.Env = append(os.Environ(), "GROVE_DB="+db)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	deadline := time.After(2 * time.Minute) // only a hang: the change feed must wake this loop
	for {
		select {
		case <-changes:
		case <-deadline:
			t.Fatal("no change seen")
		}
		es, next, err := st.EntriesSince(ctx, seq, 100)
		if err != nil {
			t.Fatal(err)
		}
		seq = next
		for _, e := range es {
			if e.Role == session.RoleUser && session.Text(e.Content) == "hello from another terminal" {
				return
			}
		}
	}
}
