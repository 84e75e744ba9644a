package cmd

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/adrg/xdg"
	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
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

// turnCost is what a conversation's turns cost, read with grove stats.
func turnCost(t *testing.T, bin, conv string) float64 {
	t.Helper()
	var rows []session.UsageRow
	if err := json.Unmarshal([]byte(mustRun(t, bin, "stats", "--json", "-c", conv)), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("stats of %s: %v %v", conv, rows, err)
	}
	return rows[0].Usage.Cost
}

// TestBudgetThroughBinary drives spending caps through the binary on
// priced offline models ($1000 per million tokens). An uncapped
// tool-using turn costs T, its two steps about half each; a turn capped
// at 0.6·T runs its tool call, stops before its answer naming the cap and
// the spend, and continues to the end with a raised cap; an agent with a
// cheaper model (budget_switch 0.5) moves to it after its first step and
// says so; a branch's cap stops the next turn on it; an agent's default
// cap applies; stats show spend against the branch's cap; a bad amount is
// refused.
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
	agentFile("spender", "models: [priced, cheap]\nbudget_switch: 0.5\n")
	agentFile("frugal", "model: priced\nbudget: 0.01\n")
	const ask = "what is 6*7?"
	usd := func(v float64) string { return agent.USD(v) }

	free, _ := sentTo(t, mustRun(t, bin, "send", "payer", "--new", ask))
	whole := turnCost(t, bin, free)
	capped := whole * 0.6

	out, err := groveRun(t, bin, "send", "payer", "--new", "--budget", fmt.Sprint(capped), ask)
	conv, status := sentTo(t, out)
	if err == nil || status != "incomplete" || !strings.Contains(out, "⚙ calculate") || strings.Contains(out, "**42**") ||
		!strings.Contains(out, "budget "+usd(capped)+" reached: spent $") || !strings.Contains(out, "(the next step may cost up to $") {
		t.Fatalf("capped send (%v):\n%s", err, out)
	}
	// The same cap again stops before any step; a raised one finishes.
	if out, err = groveRun(t, bin, "continue", conv); err == nil || !strings.Contains(out, "budget "+usd(capped)+" reached") {
		t.Fatalf("continue under the same cap (%v):\n%s", err, out)
	}
	out = mustRun(t, bin, "continue", conv, "--budget", "$"+fmt.Sprint(whole*2))
	if _, status := sentTo(t, out); status != "completed" || !strings.Contains(out, "**42**") {
		t.Fatalf("continue with a raised cap:\n%s", out)
	}
	if out, err = groveRun(t, bin, "continue", conv); err == nil || !strings.Contains(out, "nothing to continue") {
		t.Fatalf("continue of a finished turn (%v):\n%s", err, out)
	}

	// The branch's cap: shown with its spend, and the next turn stops.
	spent := turnCost(t, bin, conv)
	branchCap := spent + whole/4
	out = mustRun(t, bin, "branch", "budget", conv, fmt.Sprint(branchCap))
	if !strings.Contains(out, "branch main: budget "+usd(branchCap)+", spent "+usd(spent)) {
		t.Fatalf("branch budget:\n%s", out)
	}
	stats := mustRun(t, bin, "stats", "--by", "branch")
	if !strings.Contains(stats, fmt.Sprintf("$%.4f of %s, %.0f%%", spent, usd(branchCap), 100*spent/branchCap)) {
		t.Fatalf("stats by branch:\n%s", stats)
	}
	out, err = groveRun(t, bin, "send", "payer", "--conversation", conv, "what is 2+2?")
	if _, status := sentTo(t, out); err == nil || status != "incomplete" || !strings.Contains(out, "branch budget "+usd(branchCap)+" reached: spent "+usd(spent)) {
		t.Fatalf("send past the branch's cap (%v):\n%s", err, out)
	}
	mustRun(t, bin, "branch", "budget", conv, "none")
	if out := mustRun(t, bin, "branch", "budget", conv); !strings.Contains(out, "branch main: no budget") {
		t.Fatalf("removed branch budget:\n%s", out)
	}

	// Past half of its cap after its first step, spender answers on cheap.
	out = mustRun(t, bin, "send", "spender", "--new", "--budget", fmt.Sprint(capped), ask)
	if _, status := sentTo(t, out); status != "completed" || !strings.Contains(out, "**42**") ||
		!regexp.MustCompile(`budget \$[\d.]+ is \d\d% used \(spent \$[\d.]+\): moving from priced to cheap`).MatchString(out) {
		t.Fatalf("send with a cheaper model:\n%s", out)
	}

	// The agent file's budget, one cent, is less than a first step.
	out, err = groveRun(t, bin, "send", "frugal", "--new", "hello")
	if _, status := sentTo(t, out); err == nil || status != "incomplete" || !strings.Contains(out, "budget $0.01 reached: spent $0.00") {
		t.Fatalf("send under the agent's cap (%v):\n%s", err, out)
	}

	for _, bad := range [][]string{{"send", "payer", "--budget", "-1", "hi"}, {"send", "payer", "--budget", "lots", "hi"}, {"branch", "budget", conv, "x"}} {
		if out, err := groveRun(t, bin, bad...); err == nil || !strings.Contains(out, "is not an amount of dollars") {
			t.Fatalf("grove %s (%v):\n%s", strings.Join(bad, " "), err, out)
		}
	}
}
