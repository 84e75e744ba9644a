package config

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
)

func newTestCatalog(t *testing.T) (*Catalog, string, string) {
	t.Helper()
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "config.yaml")
	writeFile(t, cfgPath, "models:\n  fast:\n    provider: offline\n")
	agents := filepath.Join(dir, "agents")
	c, err := NewCatalog(CatalogOptions{ConfigPath: cfgPath, Dirs: []string{agents},
		Default: func(Config) (Definition, error) { return DefaultAssistant(llm.OfflineProfile()), nil }})
	if err != nil {
		t.Fatal(err)
	}
	return c, cfgPath, agents
}

// TestCatalogReload: an agent file written by another process appears on
// reload; a broken rewrite keeps the last good definition and says why;
// fixing it replaces it; deleting it removes the agent; an untouched tree
// reloads nothing.
func TestCatalogReload(t *testing.T) {
	c, cfgPath, agents := newTestCatalog(t)
	if _, ok := c.Agent("alice"); ok {
		t.Fatal("alice before her file exists")
	}
	if _, ok := c.Reload(); ok {
		t.Fatal("reload with no file changed reported a change")
	}
	alice := filepath.Join(agents, "alice.yaml")
	writeFile(t, alice, "name: alice\nmodel: fast\nprompt:\n  system: You review code.\n")
	ch, ok := c.Reload()
	if !ok || strings.Join(ch.Added, ",") != "alice" || len(ch.Problems) > 0 {
		t.Fatalf("after writing alice: %+v %v", ch, ok)
	}
	if d, ok := c.Agent("alice"); !ok || d.System != "You review code." {
		t.Fatalf("alice: %+v %v", d, ok)
	}
	if names := c.Names(); strings.Join(names, ",") != "alice,assistant" {
		t.Fatalf("names %v", names)
	}
	if as := c.Agents(); as[0].Name != DefaultAgentName {
		t.Fatalf("default agent not first: %v", as[0].Name)
	}

	// Broken meanwhile: the last good definition stays, the error names
	// the file, line and field.
	writeFile(t, alice, "name: alice\nmodel: fast\nprompt:\n  system: You review code.\nmax_stepz: 3\n")
	ch, ok = c.Reload()
	if !ok || len(ch.Problems) != 1 {
		t.Fatalf("after breaking alice: %+v", ch)
	}
	msg := ch.Problems[0].Error()
	if !strings.Contains(msg, "alice.yaml:5: max_stepz: unknown field") || !strings.Contains(msg, "keeping alice's last good definition: ") {
		t.Fatalf("problem %q", msg)
	}
	if d, ok := c.Agent("alice"); !ok || d.System != "You review code." {
		t.Fatalf("alice lost while her file is broken: %+v %v", d, ok)
	}
	if len(c.Problems()) != 1 || len(c.Snapshot().Problems) != 1 {
		t.Fatalf("problems %v", c.Problems())
	}
	// Broken again differently: still the good one kept.
	writeFile(t, alice, "name: alice\nmodel: nowhere\nprompt:\n  system: You review code.\n")
	if ch, _ = c.Reload(); len(ch.Problems) != 1 || !strings.Contains(ch.Problems[0].Error(), "keeping alice's last good definition") {
		t.Fatalf("second break: %+v", ch)
	}
	if _, ok := c.Agent("alice"); !ok {
		t.Fatal("alice lost on the second break")
	}

	// Fixed: the new definition replaces the kept one.
	writeFile(t, alice, "name: alice\nmodel: fast\nprompt:\n  system: You review Go code.\n")
	ch, _ = c.Reload()
	if strings.Join(ch.Changed, ",") != "alice" || len(ch.Problems) != 0 {
		t.Fatalf("after fixing alice: %+v", ch)
	}
	if d, _ := c.Agent("alice"); d.System != "You review Go code." {
		t.Fatalf("alice after the fix: %q", d.System)
	}

	// A file that never parsed gives no agent, only its error.
	writeFile(t, filepath.Join(agents, "bob.yaml"), "name: bob\nmodel: fast\n")
	ch, _ = c.Reload()
	if len(ch.Added) != 0 || len(ch.Problems) != 1 || strings.Contains(ch.Problems[0].Error(), "keeping") {
		t.Fatalf("broken bob: %+v", ch)
	}
	if _, ok := c.Agent("bob"); ok {
		t.Fatal("bob exists without a good file")
	}
	os.Remove(filepath.Join(agents, "bob.yaml"))

	// A config that stops parsing keeps the last good one.
	writeFile(t, cfgPath, "models:\n  fast:\n    provider: nowhere\n")
	ch, _ = c.Reload()
	if len(ch.Problems) == 0 || !strings.Contains(ch.Problems[0].Error(), "keeping the last good config") {
		t.Fatalf("broken config: %+v", ch)
	}
	if _, ok := c.Config().Models["fast"]; !ok {
		t.Fatal("the last good config was not kept")
	}
	// A new profile in the config is a config change.
	writeFile(t, cfgPath, "models:\n  fast:\n    provider: offline\n  slow:\n    provider: offline\n    model: offline-slow\n")
	if ch, _ = c.Reload(); !ch.Config || len(ch.Problems) != 0 {
		t.Fatalf("new profile: %+v", ch)
	}
	if p, err := c.Config().ResolveModel("slow"); err != nil || p.Name != "slow" {
		t.Fatalf("slow: %+v %v", p, err)
	}

	// Deleted: gone.
	os.Remove(alice)
	if ch, _ = c.Reload(); strings.Join(ch.Removed, ",") != "alice" {
		t.Fatalf("after deleting alice: %+v", ch)
	}
	if _, ok := c.Agent("alice"); ok {
		t.Fatal("alice still there after her file was deleted")
	}
}

// TestCatalogWatch: Watch notices a file another process writes and tells
// subscribers, off the caller's goroutine.
func TestCatalogWatch(t *testing.T) {
	c, _, agents := newTestCatalog(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sig, unsubscribe := c.Subscribe()
	defer unsubscribe()
	changes := make(chan CatalogChange, 8)
	c.Watch(ctx, 10*time.Millisecond, func(ch CatalogChange) { changes <- ch })
	writeFile(t, filepath.Join(agents, "carol.yaml"), "name: carol\nmodel: offline\nprompt:\n  system: You plan.\n")
	nextChange(t, changes, "the watcher never saw carol's file", func(ch CatalogChange) bool {
		return strings.Join(ch.Added, ",") == "carol"
	})
	testkit.Within(t, sig, "the subscriber was never told")
	snap := c.Snapshot()
	if snap.Version == 0 || len(snap.Agents) != 2 || snap.Agents[1].Name != "carol" {
		t.Fatalf("snapshot %+v", snap)
	}
}

// An agent whose system prompt is a file of its own changes when that file
// is edited, though its YAML stays the same.
func TestCatalogReloadsSystemFile(t *testing.T) {
	c, _, agents := newTestCatalog(t)
	prompt := filepath.Join(agents, "prompts", "bob.md")
	writeFile(t, prompt, "You keep the build green.")
	writeFile(t, filepath.Join(agents, "bob.yaml"), "name: bob\nmodel: fast\nprompt:\n  system_file: prompts/bob.md\n")
	if ch, ok := c.Reload(); !ok || strings.Join(ch.Added, ",") != "bob" {
		t.Fatalf("bob not added: %+v", ch)
	}
	if _, ok := c.Reload(); ok {
		t.Fatal("reload with nothing changed reported a change")
	}
	writeFile(t, prompt, "You keep the build green and the tests fast.")
	ch, ok := c.Reload()
	if !ok || strings.Join(ch.Changed, ",") != "bob" {
		t.Fatalf("editing bob's system file: %+v %v", ch, ok)
	}
	if d, _ := c.Agent("bob"); d.System != "You keep the build green and the tests fast." {
		t.Fatalf("bob's system prompt: %q", d.System)
	}
}

// TestCatalogWatchWithoutPolling: where the kernel notifies file changes,
// Watch reads the files when they are written, not on its interval (an
// hour here): a new agent file, then an edit of a system prompt file the
// new agent names, are each seen.
func TestCatalogWatchWithoutPolling(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("file notifications are used on Linux only; elsewhere Watch polls")
	}
	c, _, agents := newTestCatalog(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := make(chan CatalogChange, 8)
	c.Watch(ctx, time.Hour, func(ch CatalogChange) { changes <- ch })
	prompt := filepath.Join(agents, "prompts", "bob.md")
	writeFile(t, prompt, "You keep the build green.")
	writeFile(t, filepath.Join(agents, "bob.yaml"), "name: bob\nmodel: fast\nprompt:\n  system_file: prompts/bob.md\n")
	nextChange(t, changes, "a new agent file was not read", func(ch CatalogChange) bool {
		return strings.Join(ch.Added, ",") == "bob"
	})
	writeFile(t, prompt, "You keep the build green and the tests fast.")
	nextChange(t, changes, "an edit of bob's system file was not read", func(ch CatalogChange) bool {
		d, _ := c.Agent("bob")
		return strings.Join(ch.Changed, ",") == "bob" && d.System == "You keep the build green and the tests fast."
	})
}

// nextChange waits for the watcher's change that want accepts, passing over
// the others. A file is written by creating it empty and then filling it,
// and the watcher may read it in between, as it may read a file a person's
// editor is saving: it reports what it read (an agent with no name, an empty
// prompt) and the next notification, after the write, corrects it.
func nextChange(t *testing.T, changes <-chan CatalogChange, never string, want func(CatalogChange) bool) {
	t.Helper()
	deadline := time.After(time.Minute)
	var seen []CatalogChange
	for {
		select {
		case ch := <-changes:
			if want(ch) {
				return
			}
			seen = append(seen, ch)
		case <-deadline:
			t.Fatalf("%s; changes seen: %+v", never, seen)
		}
	}
}
