package cmd

import (
	"strings"
	"testing"
)

// Each knowledge verb that changes something says exactly what it did, one
// line on stdout; one that fails prints nothing there and returns its error.
func TestKnowledgeVerbsReportWhatTheyDid(t *testing.T) {
	isolate(t)
	mustGrove(t, "agent", "create", "ann", "--model", "offline")
	exact := func(want string, args ...string) {
		t.Helper()
		if out := mustGrove(t, args...); out != want {
			t.Errorf("grove %s printed %q; want %q", strings.Join(args, " "), out, want)
		}
	}
	fails := func(wantErr string, args ...string) {
		t.Helper()
		out, err := grove(t, "", args...)
		if err == nil || !strings.Contains(err.Error(), wantErr) || out != "" {
			t.Errorf("grove %s: stdout %q, err %v; want no output and an error with %q", strings.Join(args, " "), out, err, wantErr)
		}
	}
	exact("Saved note \"Plan\"\n", "agent", "notes", "add", "ann", "Plan\nfirst step")
	exact("Plan\nfirst step\n", "agent", "notes", "show", "ann", "Plan")
	exact("Deleted note \"Plan\"\n", "agent", "notes", "delete", "ann", "Plan")
	fails(`ann has no note titled "Plan"`, "agent", "notes", "show", "ann", "Plan")
	fails(`ann has no note titled "Plan"`, "agent", "notes", "delete", "ann", "Plan")

	exact("Added todo 1\n", "agent", "todo", "add", "ann", "water", "the", "plants")
	exact("Done: water the plants\n", "agent", "todo", "done", "ann", "1")
	fails("ann has no todo 7", "agent", "todo", "done", "ann", "7")

	added := mustGrove(t, "agent", "memory", "add", "ann", "The deploy runs on Fridays")
	id := strings.TrimSpace(strings.TrimPrefix(added, "Added memory "))
	exact("Deleted memory "+id+"\n", "agent", "memory", "delete", "ann", id)
	fails("ann has no memory "+id, "agent", "memory", "delete", "ann", id)
	exact("Re-embedded 0 memories with offline-hash-v1\n", "agent", "memory", "reembed", "ann")
}
