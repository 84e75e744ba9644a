package e2e

import (
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend/backendtest"
)

// TestE2EBackendBranchBudget: through the binary, a branch's cap holds for
// an agent run by Claude Code. The first message runs it (Claude Code
// reports $0.0123); with the branch's cap at a cent that spend reaches
// it, so the next message ends incomplete naming the cap and the spend
// without running the CLI; grove branch budget 1 and grove continue run it.
func TestE2EBackendBranchBudget(t *testing.T) {
	bin, dir, project, _ := backendE2E(t, "claude")
	log := backendtest.Install(t, "")
	out, errOut, err := groveSend(t, bin, dir, project, "alice", "What files are here?")
	if err != nil {
		t.Fatalf("send: %v\n%s\n%s", err, out, errOut)
	}
	m := convRe.FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("no conversation id in %q", errOut)
	}
	conv := m[1]
	if out, e, err := groveIn(t, bin, dir, project, "branch", "budget", conv, "0.01"); err != nil {
		t.Fatalf("branch budget: %v\n%s%s", err, out, e)
	}
	out, errOut, err = groveSend(t, bin, dir, project, "--conversation", conv, "alice", "Which one is the entry point?")
	all := out + errOut
	if err == nil || !strings.Contains(all, "branch budget $0.01 reached: spent $0.01") || !strings.Contains(errOut, "· incomplete]") {
		t.Fatalf("send past the branch's cap (%v):\n%s", err, all)
	}
	if n := len(backendtest.Calls(t, log)); n != 1 {
		t.Fatalf("claude ran %d times, want once", n)
	}
	if out, e, err := groveIn(t, bin, dir, project, "branch", "budget", conv); err != nil || !strings.Contains(out+e, "budget $0.01, spent $0.01") {
		t.Fatalf("branch budget shown (%v):\n%s%s", err, out, e)
	}
	if out, e, err := groveIn(t, bin, dir, project, "branch", "budget", conv, "1"); err != nil {
		t.Fatalf("raising the cap: %v\n%s%s", err, out, e)
	}
	out, errOut, err = groveIn(t, bin, dir, project, "continue", conv)
	if err != nil || !strings.Contains(errOut, "· completed]") {
		t.Fatalf("continue under the raised cap (%v):\n%s\n%s", err, out, errOut)
	}
	if n := len(backendtest.Calls(t, log)); n != 2 {
		t.Fatalf("claude ran %d times, want twice", n)
	}
}
