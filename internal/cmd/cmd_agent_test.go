package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/memory"
)

// grove runs the command tree in-process and returns stdout.
func grove(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetArgs(canonicalArgs(root, args))
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetIn(strings.NewReader(stdin))
	err := root.ExecuteContext(context.Background())
	if testing.Verbose() && errOut.Len() > 0 {
		t.Logf("grove %s: stderr: %s", strings.Join(args, " "), errOut.String())
	}
	return out.String(), err
}

func mustGrove(t *testing.T, args ...string) string {
	t.Helper()
	out, err := grove(t, "", args...)
	if err != nil {
		t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func contains(t *testing.T, what, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("%s: %q missing in:\n%s", what, w, out)
		}
	}
}

func TestAgentCLIRoundTrip(t *testing.T) {
	work := isolate(t)

	out := mustGrove(t, "agent", "create", "alice", "--model", "offline", "--system", "You are a senior code reviewer.",
		"--role", "code-reviewer", "--expertise", "typescript,architecture")
	contains(t, "create", out, "Created agent alice", filepath.Join(".agents", "alice.yaml"))
	def, err := config.ParseAgentFile(filepath.Join(work, ".agents", "alice.yaml"), config.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if def.System != "You are a senior code reviewer." || def.Soul.Role != "code-reviewer" ||
		strings.Join(def.Soul.Expertise, ",") != "typescript,architecture" {
		t.Errorf("written definition: %+v", def)
	}
	if _, err := grove(t, "", "agent", "create", "alice", "--model", "offline"); err == nil {
		t.Error("creating alice twice succeeded")
	}
	if _, err := grove(t, "", "agent", "create", "../evil", "--model", "offline"); err == nil {
		t.Error("a bad name was accepted")
	}
	if _, err := grove(t, "", "agent", "create", "bob", "--model", "nosuch/thing"); err == nil || !strings.Contains(err.Error(), "model") {
		t.Errorf("unknown model: %v", err)
	}
	if _, err := os.Stat(filepath.Join(work, ".agents", "bob.yaml")); err == nil {
		t.Error("an invalid agent file was left behind")
	}

	out = mustGrove(t, "agent", "list")
	contains(t, "list", out, "assistant", "alice", "code-reviewer", "offline")

	// Memories.
	out = mustGrove(t, "agent", "memory", "alice", "add", "The API uses JWT tokens for auth", "--type", "decision", "--significance", "0.9")
	contains(t, "memory add", out, "Added memory ")
	id := strings.TrimSpace(strings.TrimPrefix(out, "Added memory "))
	mustGrove(t, "agent", "memory", "alice", "add", "Reviews should mention test coverage")
	out = mustGrove(t, "agent", "memory", "alice", "search", "JWT", "auth", "-k", "5", "--json")
	var res []memory.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("search --json: %v\n%s", err, out)
	}
	if len(res) == 0 || res[0].ID != id || res[0].Score <= 0 || res[0].Type != "decision" || res[0].Significance != 0.9 {
		t.Fatalf("search results: %+v", res)
	}
	out = mustGrove(t, "agent", "memory", "alice", "get", id)
	contains(t, "memory get", out, id, "decision", "0.90", "The API uses JWT tokens for auth")

	// Export, import into another agent, and the round trip holds.
	exported := mustGrove(t, "agent", "memory", "alice", "export")
	if n := strings.Count(exported, "\n"); n != 2 {
		t.Fatalf("export has %d lines:\n%s", n, exported)
	}
	mustGrove(t, "agent", "create", "carol", "--model", "offline")
	file := filepath.Join(work, "mem.jsonl")
	extra := `{"content":"Carol likes tabs","type":"preference","significance":0.3,"metadata":{"src":"test"},"created_at":"2025-01-02T03:04:05Z"}` + "\n"
	if err := os.WriteFile(file, []byte(exported+extra), 0o600); err != nil {
		t.Fatal(err)
	}
	out = mustGrove(t, "agent", "memory", "carol", "import", file)
	contains(t, "import", out, "Imported 3 memories")
	out = mustGrove(t, "agent", "memory", "carol", "search", "tabs", "--json")
	res = nil
	if err := json.Unmarshal([]byte(out), &res); err != nil || len(res) == 0 {
		t.Fatalf("search carol: %v %s", err, out)
	}
	var md bytes.Buffer
	json.Compact(&md, res[0].Metadata)
	if r := res[0]; r.Content != "Carol likes tabs" || r.Type != "preference" || md.String() != `{"src":"test"}` || r.CreatedAt.Year() != 2025 {
		t.Errorf("imported memory: %+v", r)
	}
	// --mode picks one ranker alone; an unknown mode is refused.
	for mode, check := range map[string]func(memory.Result) bool{
		"text":   func(r memory.Result) bool { return r.TextRank > 0 && r.VectorRank == 0 },
		"vector": func(r memory.Result) bool { return r.VectorRank > 0 && r.TextRank == 0 },
		"hybrid": func(r memory.Result) bool { return r.VectorRank > 0 && r.TextRank > 0 },
	} {
		out = mustGrove(t, "agent", "memory", "carol", "search", "tabs", "--mode", mode, "--json")
		res = nil
		if err := json.Unmarshal([]byte(out), &res); err != nil || len(res) == 0 || res[0].Content != "Carol likes tabs" || !check(res[0]) {
			t.Errorf("search --mode %s: %v %s", mode, err, out)
		}
	}
	if _, err := grove(t, "", "agent", "memory", "carol", "search", "tabs", "--mode", "fuzzy"); err == nil || !strings.Contains(err.Error(), "mode") {
		t.Errorf("unknown mode: %v", err)
	}
	again := mustGrove(t, "agent", "memory", "carol", "export")
	for _, line := range strings.Split(strings.TrimSpace(exported), "\n") {
		var rec memory.ImportRecord
		json.Unmarshal([]byte(line), &rec)
		if !strings.Contains(again, rec.Content) {
			t.Errorf("%q lost in the round trip", rec.Content)
		}
	}
	if _, err := grove(t, "", "agent", "memory", "carol", "import", filepath.Join(work, "missing.jsonl")); err == nil {
		t.Error("importing a missing file succeeded")
	}
	mustGrove(t, "agent", "memory", "alice", "reembed")

	mustGrove(t, "agent", "memory", "alice", "delete", id)
	if _, err := grove(t, "", "agent", "memory", "alice", "get", id); err == nil {
		t.Error("a deleted memory is still there")
	}

	// Notes and todos.
	mustGrove(t, "agent", "notes", "alice", "add", "Review checklist\n- tests\n- naming")
	out = mustGrove(t, "agent", "notes", "alice")
	contains(t, "notes", out, "Review checklist")
	out = mustGrove(t, "agent", "notes", "alice", "show", "Review checklist")
	contains(t, "notes show", out, "- naming")
	out = mustGrove(t, "agent", "todo", "alice", "add", "Review PR #456")
	contains(t, "todo add", out, "Added todo ")
	num := strings.TrimSpace(strings.TrimPrefix(out, "Added todo "))
	mustGrove(t, "agent", "todo", "alice", "add", "Read the style guide")
	out = mustGrove(t, "agent", "todo", "alice")
	contains(t, "todo list", out, "Review PR #456", "Read the style guide", "[ ]")
	mustGrove(t, "agent", "todo", "alice", "done", num)
	out = mustGrove(t, "agent", "todo", "alice")
	if strings.Contains(out, "Review PR #456") {
		t.Errorf("a done todo is still listed:\n%s", out)
	}
	out = mustGrove(t, "agent", "todo", "alice", "--all")
	contains(t, "todo --all", out, "[x] Review PR #456")

	out = mustGrove(t, "agent", "info", "alice")
	contains(t, "info", out, "alice", "code-reviewer", "typescript, architecture", "memories       1", "notes          1",
		"1 open, 1 done", "conversations  0", "You are a senior code reviewer.")

	// Delete asks; no answer is no.
	if _, err := grove(t, "", "agent", "delete", "alice"); err == nil {
		t.Error("delete without an answer went ahead")
	}
	if _, err := os.Stat(filepath.Join(work, ".agents", "alice.yaml")); err != nil {
		t.Fatal("the refused delete removed the file")
	}
	out, err = grove(t, "y\n", "agent", "delete", "alice")
	if err != nil {
		t.Fatal(err)
	}
	contains(t, "delete", out, "Deleted agent alice", "1 memories, 1 notes and 2 todos")
	if _, err := os.Stat(filepath.Join(work, ".agents", "alice.yaml")); err == nil {
		t.Error("the agent file is still there")
	}
	out = mustGrove(t, "agent", "list")
	if strings.Contains(out, "alice") {
		t.Errorf("alice still listed:\n%s", out)
	}
	// Its memories went with it: a new alice starts empty.
	mustGrove(t, "agent", "create", "alice", "--model", "offline")
	out = mustGrove(t, "agent", "info", "alice", "--json")
	var info struct{ Counts agentCounts }
	if err := json.Unmarshal([]byte(out), &info); err != nil {
		t.Fatal(err)
	}
	if info.Counts.Memories != 0 || info.Counts.Notes != 0 || info.Counts.OpenTodos != 0 || info.Counts.DoneTodos != 0 {
		t.Errorf("a recreated agent inherited: %+v", info.Counts)
	}
	mustGrove(t, "agent", "delete", "carol", "--yes")
	if _, err := grove(t, "", "agent", "delete", "assistant", "--yes"); err == nil {
		t.Error("deleting the built-in agent succeeded")
	}
}

func TestAgentEditValidates(t *testing.T) {
	work := isolate(t)
	mustGrove(t, "agent", "create", "dave", "--model", "offline", "--role", "tester")
	path := filepath.Join(work, ".agents", "dave.yaml")
	orig, _ := os.ReadFile(path)

	t.Setenv("VISUAL", "")
	t.Setenv("EDITOR", "sed -i -e 's/role: tester/role: reviewer/'")
	out := mustGrove(t, "agent", "edit", "dave")
	contains(t, "edit", out, "Saved")
	d, err := config.ParseAgentFile(path, config.Config{})
	if err != nil || d.Soul.Role != "reviewer" {
		t.Fatalf("after edit: %+v %v", d, err)
	}

	// An invalid edit is refused and the file stays as it was.
	now, _ := os.ReadFile(path)
	t.Setenv("EDITOR", "sed -i -e 's/model: offline/model: nosuch/'")
	_, err = grove(t, "", "agent", "edit", "dave", "--yes")
	if err == nil || !strings.Contains(err.Error(), "model") || !strings.Contains(err.Error(), "dave.yaml:") {
		t.Fatalf("invalid edit: %v", err)
	}
	// Offered a re-open, the answer no stops it too.
	if _, err := grove(t, "n\n", "agent", "edit", "dave"); err == nil {
		t.Fatal("declined re-open succeeded")
	}
	if after, _ := os.ReadFile(path); string(after) != string(now) || string(after) == string(orig) {
		t.Errorf("the file changed after invalid edits:\n%s", after)
	}
}

func TestAgentContextCommand(t *testing.T) {
	isolate(t)
	mustGrove(t, "agent", "create", "erin", "--model", "offline", "--thin-thread", "4")
	mustGrove(t, "agent", "memory", "erin", "add", "The user's favourite tree is the oak")
	mustGrove(t, "agent", "todo", "erin", "add", "Plant an acorn")
	mustGrove(t, "agent", "notes", "erin", "add", "Garden plan")
	t.Setenv("GROVE_OFFLINE_WPS", "0")
	if _, err := grove(t, "", "send", "erin", "hello there"); err != nil {
		t.Fatal(err)
	}
	out := mustGrove(t, "list", "--json")
	var convs []struct{ ID string }
	if err := json.Unmarshal([]byte(out), &convs); err != nil || len(convs) != 1 {
		t.Fatalf("list: %v %s", err, out)
	}
	out = mustGrove(t, "agent", "context", "erin", "--conversation", convs[0].ID, "--input", "tell me about trees")
	contains(t, "context", out, "SECTION", "memories", "favourite tree is the oak", "Plant an acorn", "Garden plan",
		"user: hello there", "user: tell me about trees", "window 32768")
	if _, err := grove(t, "", "agent", "context", "erin"); err == nil {
		t.Error("context without --conversation succeeded")
	}
}

// A note, a memory or a todo can come from stdin, as a message does: a
// README piped in is kept whole under its first line, never as a note
// titled "-".
func TestAgentKnowledgeFromStdin(t *testing.T) {
	isolate(t)
	mustGrove(t, "agent", "create", "alice", "--model", "offline")
	readme := "# Contributing to Go\n\nGo is an open source project.\n\n## Before filing an issue\n\nSee the security policy.\n"
	for _, args := range [][]string{
		{"agent", "notes", "add", "alice", "-"},
		{"agent", "notes", "add", "alice"},
	} {
		out, err := grove(t, readme, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		contains(t, "notes add from stdin", out, `Saved note "Contributing to Go"`)
	}
	out := mustGrove(t, "agent", "notes", "list", "alice")
	if strings.Contains(out, "-  (updated") || strings.Count(out, "updated") != 1 {
		t.Errorf("notes after two adds of the same README:\n%s", out)
	}
	// The heading's words are the title; the heading as written finds it too.
	for _, title := range []string{"Contributing to Go", "# Contributing to Go"} {
		out = mustGrove(t, "agent", "notes", "show", "alice", title)
		contains(t, "note body", out, "## Before filing an issue", "See the security policy.")
	}
	if got := noteTitle("## Plan ##"); got != "Plan" {
		t.Errorf("a closed heading's title: %q", got)
	}
	if got := noteTitle("#hashtag"); got != "#hashtag" {
		t.Errorf("a word that starts with # is not a heading: %q", got)
	}

	if out, err := grove(t, "The API uses JWT\n", "agent", "memory", "add", "alice", "-"); err != nil {
		t.Fatal(err)
	} else {
		contains(t, "memory add from stdin", out, "Added memory ")
	}
	out = mustGrove(t, "agent", "memory", "search", "alice", "JWT")
	contains(t, "memory from stdin", out, "The API uses JWT")
	if _, err := grove(t, "Review PR 12\n", "agent", "todo", "add", "alice", "-"); err != nil {
		t.Fatal(err)
	}
	contains(t, "todo from stdin", mustGrove(t, "agent", "todo", "list", "alice"), "Review PR 12")

	// Empty stdin is refused, and words after NAME are still the text.
	if _, err := grove(t, "", "agent", "notes", "add", "alice", "-"); err == nil || !strings.Contains(err.Error(), "the text from stdin is empty") {
		t.Errorf("empty stdin: %v", err)
	}
	contains(t, "words", mustGrove(t, "agent", "todo", "add", "alice", "write", "the", "docs"), "Added todo")
	contains(t, "words listed", mustGrove(t, "agent", "todo", "list", "alice"), "write the docs")
}
