package e2e

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestSendIntoLongBranchCompactsOnce: grove send into a branch of 3,000
// realistic messages (far past the offline model's window) answers its
// question, and the branch ends up with one summary; the next send answers
// from it without compacting again.
func TestSendIntoLongBranchCompactsOnce(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	ctx := context.Background()
	st := openHome(t, dir)
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: config.DefaultAgentName, Title: "long"})
	testkit.AppendInBatches(t, st, c.ID, session.DefaultBranch, corpus.New(17).Entries(3000))
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
		st := openHome(t, dir)
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
