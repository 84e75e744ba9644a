package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestE2EKnowledgePanel: the palette opens /memory on what the assistant
// remembers; a memory another process adds shows while it is open (the
// selection stays where it was); d asks and d deletes (grove agent memory list agrees); tab reaches the todos,
// where a adds one and space ticks it off (grove agent todo list agrees);
// tab reaches the notes, and e edits the selected one in $EDITOR.
func TestE2EKnowledgePanel(t *testing.T) {
	tm, dir, bin := setupE2E(t, "know")
	editor := filepath.Join(dir, "editor.sh")
	if err := os.WriteFile(editor, []byte("#!/bin/sh\necho 'Day 2: Nantes' >> \"$1\"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	env := groveEnv(dir, 0) + " VISUAL= EDITOR=" + editor
	runGrove(t, bin, dir, env, "agent", "memory", "add", "assistant", "The user's sister lives in Lyon.")
	runGrove(t, bin, dir, env, "agent", "notes", "add", "assistant", "itinerary\nDay 1: Paris")
	tm.startEmpty(bin, env, "", 120, 36)
	tm.pick("memory")
	tm.waitFor("the memory panel", 10*time.Second, "assistant knows", "The user's sister lives in Lyon.", "fact · significance 0.50")

	runGrove(t, bin, dir, env, "agent", "memory", "add", "assistant", "The user adopted a cat named Miso.")
	tm.waitFor("the memory another process added", 20*time.Second, "The user adopted a cat named Miso.")

	tm.keys("k", "d") // the selection stayed on the memory it was on: up to the newest
	tm.waitFor("the question", 10*time.Second, "d again deletes")
	tm.keys("d")
	tm.waitFor("the deletion", 10*time.Second, "memory deleted")
	if out := runGrove(t, bin, dir, env, "agent", "memory", "list", "assistant"); strings.Contains(out, "Miso") || !strings.Contains(out, "Lyon") {
		t.Fatalf("after deleting the newest memory:\n%s", out)
	}

	tm.keys("\t", "\t", "a")
	tm.waitFor("the todo prompt", 10*time.Second, "new todo:")
	tm.keys("book the train", "Enter")
	tm.waitFor("the new todo", 10*time.Second, "[ ] book the train")
	tm.keys(" ")
	tm.waitFor("the todo ticked off", 10*time.Second, "[x] book the train")
	if out := runGrove(t, bin, dir, env, "agent", "todo", "list", "--all", "assistant"); !strings.Contains(out, "book the train") {
		t.Fatalf("todos:\n%s", out)
	}
	if out := runGrove(t, bin, dir, env, "agent", "todo", "list", "assistant"); strings.Contains(out, "book the train") {
		t.Fatalf("the todo is still open:\n%s", out)
	}

	tm.keys("\t", "\t")
	tm.waitFor("the note", 10*time.Second, "itinerary", "Day 1: Paris")
	tm.keys("e")
	tm.waitFor("the note as the editor left it", 20*time.Second, "note itinerary saved", "Day 2: Nantes")
	if out := runGrove(t, bin, dir, env, "agent", "notes", "show", "assistant", "itinerary"); !strings.Contains(out, "Day 1: Paris\nDay 2: Nantes") {
		t.Fatalf("the note after editing:\n%s", out)
	}
	tm.keys("C-q")
}
