package cmd

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/adrg/xdg"
)

var convLine = regexp.MustCompile(`\[conversation ([0-9A-Z]{26}) · turn [0-9A-Z]{26} · (\w+)\]`)

// sentTo is the conversation and final status a send or continue printed.
func sentTo(t *testing.T, out string) (string, string) {
	t.Helper()
	m := convLine.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no conversation line in:\n%s", out)
	}
	return m[1], m[2]
}

// TestBudgetThroughBinary drives spending caps through the binary on
// priced offline models ($1000 per million tokens: a tool-using step of
// the agents here reads about 2,500 tokens, $2.50): a turn capped at $3
// runs its tool call, stops before its answer naming the cap and the
// spend, and continues to the end with a raised cap; an agent with a
// cheaper model moves to it past 80% of its cap and says so; a branch's
// cap stops the next turn on it; an agent's default cap applies; stats
// show spend against the branch's cap; a bad amount is refused.
func TestBudgetThroughBinary(t *testing.T) {
	work := isolate(t)
	bin := groveBinary(t)
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  priced: {provider: offline, prices: {input: 1000, output: 1000}}\n  cheap: {provider: offline, prices: {input: 1, output: 1}}\n")
	agentFile := func(name, extra string) {
		writeFile(t, filepath.Join(work, ".agents", name+".yaml"),
			"name: "+name+"\n"+extra+"max_tokens: 50\nprompt:\n  system: You answer briefly and use tools when they help.\n")
	}
	agentFile("payer", "model: priced\n")
	agentFile("spender", "models: [priced, cheap]\n")
	agentFile("frugal", "model: priced\nbudget: 1\n")

	out, err := groveRun(t, bin, "send", "payer", "--new", "--budget", "3", "what is 6*7?")
	conv, status := sentTo(t, out)
	if err == nil || status != "incomplete" || !strings.Contains(out, "⚙ calculate") || strings.Contains(out, "**42**") ||
		!regexp.MustCompile(`budget \$3\.00 reached: spent \$2\.\d\d \(the next step may cost up to \$\d\.\d\d\)`).MatchString(out) {
		t.Fatalf("capped send (%v):\n%s", err, out)
	}
	// The same cap again stops before any step; a raised one finishes.
	if out, err = groveRun(t, bin, "continue", conv); err == nil || !strings.Contains(out, "budget $3.00 reached") {
		t.Fatalf("continue under the same cap (%v):\n%s", err, out)
	}
	out = mustRun(t, bin, "continue", conv, "--budget", "$10")
	if _, status := sentTo(t, out); status != "completed" || !strings.Contains(out, "**42**") {
		t.Fatalf("continue with a raised cap:\n%s", out)
	}
	if out, err = groveRun(t, bin, "continue", conv); err == nil || !strings.Contains(out, "nothing to continue") {
		t.Fatalf("continue of a finished turn (%v):\n%s", err, out)
	}

	// The branch's cap: shown with its spend, and the next turn stops.
	out = mustRun(t, bin, "branch", "budget", conv, "6")
	if !regexp.MustCompile(`branch main: budget \$6\.00, spent \$[45]\.\d\d \(\$[01]\.\d\d left\)`).MatchString(out) {
		t.Fatalf("branch budget:\n%s", out)
	}
	stats := mustRun(t, bin, "stats", "--by", "branch")
	if !regexp.MustCompile(`\$[45]\.\d{4} of \$6\.00, \d\d%`).MatchString(stats) {
		t.Fatalf("stats by branch:\n%s", stats)
	}
	out, err = groveRun(t, bin, "send", "payer", "--conversation", conv, "what is 2+2?")
	if _, status := sentTo(t, out); err == nil || status != "incomplete" || !regexp.MustCompile(`branch budget \$6\.00 reached: spent \$[45]\.\d\d`).MatchString(out) {
		t.Fatalf("send past the branch's cap (%v):\n%s", err, out)
	}
	mustRun(t, bin, "branch", "budget", conv, "none")
	if out := mustRun(t, bin, "branch", "budget", conv); !strings.Contains(out, "branch main: no budget") {
		t.Fatalf("removed branch budget:\n%s", out)
	}

	// Past 80% of $3 after its first step, spender answers on cheap.
	out = mustRun(t, bin, "send", "spender", "--new", "--budget", "3", "what is 6*7?")
	if _, status := sentTo(t, out); status != "completed" || !strings.Contains(out, "**42**") ||
		!regexp.MustCompile(`budget \$3\.00 is \d\d% used \(spent \$2\.\d\d\): moving from priced to cheap`).MatchString(out) {
		t.Fatalf("send with a cheaper model:\n%s", out)
	}

	// The agent file's budget, $1, is less than a first step.
	out, err = groveRun(t, bin, "send", "frugal", "--new", "hello")
	if _, status := sentTo(t, out); err == nil || status != "incomplete" || !strings.Contains(out, "budget $1.00 reached: spent $0.00") {
		t.Fatalf("send under the agent's cap (%v):\n%s", err, out)
	}

	for _, bad := range [][]string{{"send", "payer", "--budget", "-1", "hi"}, {"send", "payer", "--budget", "lots", "hi"}, {"branch", "budget", conv, "x"}} {
		if out, err := groveRun(t, bin, bad...); err == nil || !strings.Contains(out, "is not an amount of dollars") {
			t.Fatalf("grove %s (%v):\n%s", strings.Join(bad, " "), err, out)
		}
	}
}
