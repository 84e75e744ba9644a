package e2e

import (
	"testing"
	"time"
)

// TestE2EWorkspace drives the real binary in tmux: start the manager
// example from the TUI with /start, watch the agents talk in the channel
// (names, states), post with an @mention completed by tab, and see what
// `grove send` from another process writes appear within seconds.
func TestE2EWorkspace(t *testing.T) {
	tm, dir, bin, env := startEmptyE2E(t, "ws", 60, repoRoot, 130, 44)

	// Start the manager example from the TUI: its channel opens, the
	// kickoff wakes the manager, who hands the work on with @mentions.
	tm.keys("/start examples/manager/.workflows/feature.yaml", "Enter")
	tm.waitFor("the channel", 10*time.Second, "#feature:main", "Plan the feature: password reset by email")
	tm.waitFor("the manager handing work on", 30*time.Second, "@manager", "@architect design the API")
	tm.waitFor("the specialists answering", 60*time.Second, "feature main manager architect", "feature main manager developer")
	tm.waitFor("agent states and members in the sidebar", 10*time.Second, "● architect", "● reviewer", "● scribe")
	tm.waitNot("the agents to finish", 60*time.Second, "running")

	// Another process posts to the channel while the TUI runs.
	start := time.Now()
	runGrove(t, bin, dir, env, "send", "@feature:main", "hello from another terminal")
	tm.waitFor("the other process's message", 3*time.Second, "hello from another terminal")
	t.Logf("seen %s after grove send started", time.Since(start).Round(time.Millisecond))

	// @mention completion with tab, then the mentioned agent answers.
	tm.keys("@rev")
	tm.waitFor("the completion hint", 5*time.Second, "@reviewer   (tab)")
	tm.named("Tab")
	tm.keys("please double-check the tests", "Enter")
	tm.waitFor("the post", 10*time.Second, "@reviewer please double-check the tests", "notified @reviewer")
	tm.waitFor("the reviewer's answer", 30*time.Second, "feature main user reviewer")

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}
