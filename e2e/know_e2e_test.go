package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestE2EKnowledgePanel: the palette opens /memory on what the assistant
// remembers; a memory another process adds shows while it is open (the
// selection stays where it was); d asks and d deletes (grove agent memory list agrees); tab reaches the todos,
// where a adds one and space ticks it off (grove agent todo list agrees).
func TestE2EKnowledgePanel(t *testing.T) {
	tm, dir, bin := setupE2E(t, "know")
	env := groveEnv(dir, 0)
	runGrove(t, bin, dir, env, "agent", "memory", "add", "assistant", "The user's sister lives in Lyon.")
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
	tm.keys("C-q")
}
