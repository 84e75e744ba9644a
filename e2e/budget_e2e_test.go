package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestE2EBudget, at 80×24 and 160×50, on an assistant whose offline model
// is priced ($1000 per million tokens; a tool-using step costs about
// $2.40): /budget 3 before any conversation caps the one the next message
// starts, whose tool-using turn stops before its answer saying the cap was
// reached (the status bar shows spend against it); /budget 10 and /continue
// finish it, and /budget branch 20 shows the branch's spend against it
// (in the status bar and the tree view's head).
func TestE2EBudget(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tm, dir, bin := setupE2E(t, fmt.Sprintf("budget%d", size[0]))
			work := filepath.Join(dir, "project")
			for path, body := range map[string]string{
				filepath.Join(dir, "config", "grove", "config.yaml"): "models:\n  priced: {provider: offline, prices: {input: 1000, output: 1000}}\n",
				filepath.Join(work, ".agents", "assistant.yaml"):     "name: assistant\nmodel: priced\nmax_tokens: 50\nprompt:\n  system: You answer briefly and use tools when they help.\n",
			} {
				if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			tm.startEmpty(bin, groveEnv(dir, 0), work, size[0], size[1])
			tm.keys("/budget 3", "Enter")
			tm.waitFor("the cap of the conversation to come", 10*time.Second, "turns may spend up to $3.00")
			tm.keys("what is 6*7?", "Enter")
			tm.waitFor("the turn stopped by its cap", 20*time.Second, "budget $3.00 reached: spent $", "budget: turn $")
			tm.keys("/budget 10", "Enter")
			tm.waitFor("the raised cap", 10*time.Second, "may now spend up to $10.00")
			tm.keys("/continue", "Enter")
			tm.waitFor("the answer", 20*time.Second, "6*7 = 42")
			tm.keys("/budget branch 20", "Enter")
			tm.waitFor("the branch's cap", 10*time.Second, "/$20.00")
			tm.keys("C-y")
			tm.waitFor("the tree's head with the branch's spend against its cap", 10*time.Second, "⎇ main $", " of $20.00")
			tm.named("Escape")
			tm.waitNot("the tree to close", 10*time.Second, "Tree of")
			tm.keys("C-q")
		})
	}
}
