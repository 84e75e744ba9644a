package cmd

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"
)

// grove send --variants fast,smart answers one message with each model:
// each reply printed under its model, cost, time and branch; fewer than two
// models, or an unknown one, is refused before anything is sent.
func TestSendVariants(t *testing.T) {
	isolate(t)
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  fast:\n    provider: offline\n    model: offline-fast\n  smart:\n    provider: offline\n    model: offline-smart\n")
	out, err := run(t, "send", "assistant", "--new", "--variants", "fast,smart", "tell me about lakes")
	if err != nil {
		t.Fatalf("variants: %v\n%s", err, out)
	}
	for _, want := range []string{"── 1/2 fast · $", "branch main · completed", "── 2/2 smart · $", "branch branch-1 · completed", "2 candidate replies"} {
		if !strings.Contains(out, want) {
			t.Fatalf("%q missing:\n%s", want, out)
		}
	}
	if strings.Count(out, "lakes") < 2 {
		t.Fatalf("not two replies about lakes:\n%s", out)
	}
	for _, bad := range [][]string{{"--variants", "fast"}, {"--variants", "fast,nope"}, {"--variants", "fast,smart", "--model", "fast"}} {
		args := append([]string{"send", "assistant", "--new"}, bad...)
		if out, err := run(t, append(args, "hello")...); err == nil {
			t.Fatalf("%v accepted:\n%s", bad, out)
		}
	}
	if out, _ := run(t, "list"); strings.Count(out, "\n") != 2 { // the header and the one conversation
		t.Fatalf("a refused send left a conversation:\n%s", out)
	}
}
