package cmd

import (
	"strings"
	"testing"
)

// `grove send` shows a background result by its tool and outcome, and
// neither the reply nor the result line shows the operation's id.
func TestSendShowsBackgroundResultsByName(t *testing.T) {
	isolate(t)
	out, err := run(t, "send", "assistant", "--new", "in the background wait 1 seconds")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	if !strings.Contains(out, "↩ background wait finished:") || !strings.Contains(out, "waited 1s") {
		t.Fatalf("no background result line:\n%s", out)
	}
	if strings.Contains(out, "op=") || strings.Contains(out, "operation `") || strings.Contains(out, "[async result") {
		t.Fatalf("the output shows the operation's id:\n%s", out)
	}
}
