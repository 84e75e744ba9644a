package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"grove/agent/config"
	"grove/internal/corpus"
	"grove/session"
)

// TestSendIntoLongBranchCompactsOnce: grove send into a branch of 3,000
// realistic messages (far past the offline model's window) answers its
// question, and the branch ends up with one summary; the next send answers
// from it without compacting again.
func TestSendIntoLongBranchCompactsOnce(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(dir, "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: "long"})
	if err != nil {
		t.Fatal(err)
	}
	es := corpus.New(17).Entries(3000)
	for i := 0; i < len(es); i += 500 {
		if _, err := st.Append(ctx, c.ID, session.DefaultBranch, es[i:i+500]...); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	send := func(text string) string {
		t.Helper()
		cmd := exec.Command(bin, "send", "--conversation", c.ID, config.DefaultAgentName, text)
		cmd.Env = startEnv(dir)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("grove send: %v\n%s", err, out)
		}
		return string(out)
	}
	compactions := func() []session.Entry {
		t.Helper()
		st, err := session.Open(ctx, filepath.Join(dir, "grove.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		p, err := st.Path(ctx, c.ID, session.DefaultBranch)
		if err != nil {
			t.Fatal(err)
		}
		var out []session.Entry
		for _, e := range p {
			if e.Kind == session.EntryCompaction {
				out = append(out, e)
			}
		}
		return out
	}
	if out := send("what is 6*7?"); !strings.Contains(out, "42") {
		t.Fatalf("no answer:\n%s", out)
	}
	first := compactions()
	if len(first) != 1 {
		t.Fatalf("%d compaction entries after the first send, want 1", len(first))
	}
	if out := send("and what is 7*8?"); !strings.Contains(out, "56") {
		t.Fatalf("no answer:\n%s", out)
	}
	if again := compactions(); len(again) != 1 || again[0].ID != first[0].ID {
		t.Fatalf("%d compaction entries after the second send, want the first one only", len(again))
	}
}
