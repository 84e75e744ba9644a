package agent

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/session"
)

// claudeSampleCost is what the Claude Code sample's result line reports
// its run cost.
const claudeSampleCost = 0.0123

// A branch's cap holds for an agent CLI: the run that reports a cost
// records it with its turn, and once that reaches the cap the next message
// on the branch ends incomplete, naming the cap and the spend, without
// starting the CLI. Raising the cap lets it go on.
func TestCLIBackendBranchBudgetStopsTheNextRun(t *testing.T) {
	ctx := context.Background()
	log := backendtest.Install(t, "")
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("alice")
	if err := e.store.SetBranchBudget(ctx, conv.ID, "main", 0.01); err != nil {
		t.Fatal(err)
	}
	first := e.wait(e.send(conv, "What files are here?"))
	if first.Status != session.TurnCompleted || first.Usage.Total().Cost != claudeSampleCost {
		t.Fatalf("first run: %s %q, usage %+v", first.Status, first.Error, first.Usage)
	}
	if spent, err := e.store.BranchSpend(ctx, conv.ID, "main", ""); err != nil || spent != claudeSampleCost {
		t.Fatalf("branch spend %v %v, want the run's reported cost", spent, err)
	}
	tu := e.wait(e.send(conv, "And the second question?"))
	want := "branch budget $0.01 reached: spent $0.01"
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, want) {
		t.Fatalf("second turn: %s %q, want incomplete with %q", tu.Status, tu.Error, want)
	}
	if n := len(backendtest.Calls(t, log)); n != 1 {
		t.Fatalf("the CLI ran %d times, want once (the second run is past the cap)", n)
	}
	if ns := budgetNotices(e, conv.ID, tu.ID); len(ns) != 1 || ns[0] != tu.Error {
		t.Fatalf("notices %q, want the stop said once", ns)
	}

	if err := e.store.SetBranchBudget(ctx, conv.ID, "main", 1); err != nil {
		t.Fatal(err)
	}
	if err := e.rt.Continue(ctx, tu.ID); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("continued under a raised cap: %s %q", tu.Status, tu.Error)
	}
	if n := len(backendtest.Calls(t, log)); n != 2 {
		t.Fatalf("the CLI ran %d times, want twice", n)
	}
}

// A turn's own cap holds for an agent CLI: a run cancelled after it
// reported its cost keeps that spend, and continuing the turn past its cap
// does not start the CLI again.
func TestCLIBackendTurnBudgetStopsContinue(t *testing.T) {
	ctx := context.Background()
	log := backendtest.Install(t, "hang")
	sample, err := os.ReadFile(filepath.Join(backendtest.Dir(), "claude_stream.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	// The whole sample, its result with the cost too.
	t.Setenv("FAKECLI_LINES", strconv.Itoa(strings.Count(strings.TrimSpace(string(sample)), "\n")+1))
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("alice")
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "What files are here?", Budget: 0.01})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		if b, err := os.ReadFile(log + ".pids"); err == nil && strings.HasSuffix(string(b), "\n") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the CLI never started")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := e.rt.Cancel(tu.ID); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCancelled || tu.Usage.Total().Cost != claudeSampleCost {
		t.Fatalf("cancelled run: %s, usage %+v, want the cost it reported kept", tu.Status, tu.Usage)
	}
	if err := e.rt.Continue(ctx, tu.ID); err != nil {
		t.Fatal(err)
	}
	tu = e.wait(tu)
	want := "budget $0.01 reached: spent $0.01; raise it to go on"
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, want) {
		t.Fatalf("continued past its cap: %s %q, want incomplete with %q", tu.Status, tu.Error, want)
	}
	if n := len(backendtest.Calls(t, log)); n != 1 {
		t.Fatalf("the CLI ran %d times, want once", n)
	}
}
