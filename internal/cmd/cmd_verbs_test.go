package cmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func TestCanonicalArgsRewritesTheOlderOrder(t *testing.T) {
	root := newRootCmd()
	cases := []struct{ in, want string }{
		// The older order: NAME first, the verb second or left out (list).
		{"agent memory alice", "agent memory list alice"},
		{"agent memory alice search JWT auth -k 5 --json", "agent memory search alice JWT auth -k 5 --json"},
		{"agent notes alice add list of things", "agent notes add alice list of things"},
		{"agent todo alice --all", "agent todo list alice --all"},
		{"agent todo alice done 3", "agent todo done alice 3"},
		// Flags with values anywhere, before or after the words.
		{"--db x.db agent memory -k 3 alice search JWT", "--db x.db agent memory search -k 3 alice JWT"},
		{"agent memory --mode text alice search JWT", "agent memory search --mode text alice JWT"},
		{"agent memory --mode=text alice search JWT", "agent memory search --mode=text alice JWT"},
		{"agent memory --limit 5 alice", "agent memory list --limit 5 alice"},
		{"agent memory alice import -", "agent memory import alice -"},
		{"agent memory --json alice search x", "agent memory search --json alice x"},
		// The canonical order and everything else stay as they are.
		{"agent memory search alice JWT", "agent memory search alice JWT"},
		{"agent memory list alice", "agent memory list alice"},
		{"agent memory", "agent memory"},
		{"agent memory --help", "agent memory --help"},
		{"agent memory help", "agent memory help"},
		{"agent memory alice frob", "agent memory alice frob"},
		{"agent memory -- alice", "agent memory -- alice"},
		{"agent info alice", "agent info alice"},
		{"send alice memory", "send alice memory"},
		{"__complete agent memory alice", "__complete agent memory alice"},
	}
	for _, c := range cases {
		if got := strings.Join(canonicalArgs(root, strings.Fields(c.in)), " "); got != c.want {
			t.Errorf("canonicalArgs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	in := strings.Fields("agent memory alice search JWT")
	canonicalArgs(root, in)
	if strings.Join(in, " ") != "agent memory alice search JWT" {
		t.Errorf("canonicalArgs changed its input: %q", in)
	}
}

// TestKnowledgeVerbsInBothOrders runs every memory, notes and todo verb in
// the canonical order and again in the older one: both do the same.
func TestKnowledgeVerbsInBothOrders(t *testing.T) {
	work := isolate(t)
	mustGrove(t, "agent", "create", "ann", "--model", "offline")
	both := func(canonical, older []string, wants ...string) (string, string) {
		t.Helper()
		a := mustGrove(t, canonical...)
		b := mustGrove(t, older...)
		contains(t, strings.Join(canonical, " "), a, wants...)
		contains(t, strings.Join(older, " "), b, wants...)
		return a, b
	}
	words := strings.Fields
	// Memories: each writing verb once in each order, each reading verb in
	// both with the same answer.
	a, b := both(words("agent memory add ann The deploy runs on Fridays --type decision"),
		words("agent memory ann add Tests run under race --type fact"), "Added memory ")
	id1 := strings.TrimSpace(strings.TrimPrefix(a, "Added memory "))
	id2 := strings.TrimSpace(strings.TrimPrefix(b, "Added memory "))
	a, b = both(words("agent memory list ann"), words("agent memory ann"), "Fridays", "race")
	if a != b {
		t.Errorf("memory list differs between the orders:\n%s\n---\n%s", a, b)
	}
	a, b = both(words("agent memory search ann deploy --mode text -k 1"), words("agent memory ann search deploy --mode text -k 1"), "Fridays")
	if a != b || strings.Contains(a, "race") {
		t.Errorf("memory search:\n%s\n---\n%s", a, b)
	}
	a, b = both(words("agent memory get ann "+id1), words("agent memory ann get "+id1), id1, "decision")
	if a != b {
		t.Errorf("memory get differs:\n%s\n---\n%s", a, b)
	}
	// Flags before the name, in the older order.
	contains(t, "flags first", mustGrove(t, "agent", "memory", "--mode", "text", "--json", "ann", "search", "deploy"), "Fridays", `"score"`)
	exported, b := both(words("agent memory export ann"), words("agent memory ann export"), "Fridays")
	if exported != b {
		t.Errorf("memory export differs:\n%s\n---\n%s", exported, b)
	}
	both(words("agent memory reembed ann"), words("agent memory ann reembed"), "Re-embedded 2 memories")
	file := filepath.Join(work, "m.jsonl")
	if err := os.WriteFile(file, []byte(`{"content":"Imported once"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	both(words("agent memory import ann "+file), words("agent memory ann import "+file), "Imported 1 memories")
	mustGrove(t, "agent", "memory", "delete", "ann", id1)
	mustGrove(t, "agent", "memory", "ann", "delete", id2)
	out := mustGrove(t, "agent", "memory", "list", "ann", "--json")
	if strings.Contains(out, id1) || strings.Contains(out, id2) || strings.Count(out, "Imported once") != 2 {
		t.Errorf("after deletes and imports:\n%s", out)
	}

	// Notes.
	mustGrove(t, "agent", "notes", "add", "ann", "Plan\nfirst step")
	mustGrove(t, "agent", "notes", "ann", "add", "Ideas\nsecond thought")
	a, b = both(words("agent notes list ann"), words("agent notes ann"), "Plan", "Ideas")
	if a != b {
		t.Errorf("notes list differs:\n%s\n---\n%s", a, b)
	}
	both(words("agent notes show ann Plan"), words("agent notes ann show Plan"), "first step")
	mustGrove(t, "agent", "notes", "delete", "ann", "Plan")
	mustGrove(t, "agent", "notes", "ann", "delete", "Ideas")
	contains(t, "notes after deletes", mustGrove(t, "agent", "notes", "list", "ann"), "ann has no notes.")

	// Todos.
	mustGrove(t, "agent", "todo", "add", "ann", "Water", "the", "oak")
	mustGrove(t, "agent", "todo", "ann", "add", "Rake", "leaves")
	a, b = both(words("agent todo list ann"), words("agent todo ann"), "Water the oak", "Rake leaves")
	if a != b {
		t.Errorf("todo list differs:\n%s\n---\n%s", a, b)
	}
	mustGrove(t, "agent", "todo", "done", "ann", "1")
	mustGrove(t, "agent", "todo", "ann", "done", "#2")
	contains(t, "todos after done", mustGrove(t, "agent", "todo", "list", "ann"), "ann has no open todos.")
	both(words("agent todo list ann --all"), words("agent todo ann --all"), "[x] Water the oak", "[x] Rake leaves")
}

// TestVerbErrors: an unknown verb names the valid ones, in either order;
// a verb with the wrong arguments quotes its usage.
func TestVerbErrors(t *testing.T) {
	isolate(t)
	mustGrove(t, "agent", "create", "ann", "--model", "offline")
	cases := []struct {
		args  string
		wants []string
	}{
		{"agent memory frob ann", []string{`grove agent memory has no command "frob"`, "add, delete, export, get, import, list, reembed, search"}},
		{"agent memory ann frob", []string{`has no command "ann"`, "add, delete, export, get, import, list, reembed, search"}},
		{"agent memory serch ann x --json", []string{`has no command "serch"`, "did you mean search?"}},
		{"agent notes frob ann", []string{"add, delete, list, show"}},
		{"agent todo frob ann", []string{"add, done, list"}},
		{"agent frob", []string{`grove agent has no command "frob"`, "context, create, delete, edit, info, list, memory, notes, todo"}},
		{"mcp frob", []string{`grove mcp has no command "frob"`, "list"}},
		{"frob", []string{`grove has no command "frob"`, "agent", "send"}},
		{"agent memory get ann", []string{"grove agent memory get takes NAME ID|KEY (got 1 argument)"}},
		{"agent memory ann get", []string{"grove agent memory get takes NAME ID|KEY (got 1 argument)"}},
		{"agent memory search ann", []string{"search takes NAME QUERY…"}},
		{"agent todo done ann 1 2", []string{"done takes NAME N (got 3 arguments)"}},
		{"agent todo list ann --limit 3", []string{"unknown flag: --limit"}},
		{"agent memory list nobody", []string{`no agent named "nobody"`}},
		{"agent memory list", []string{"list takes NAME (got 0 arguments)"}},
	}
	for _, c := range cases {
		_, err := grove(t, "", strings.Fields(c.args)...)
		if err == nil {
			t.Errorf("grove %s succeeded", c.args)
			continue
		}
		for _, w := range c.wants {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("grove %s: %v\nwant %q", c.args, err, w)
			}
		}
	}
}

// TestVerbHelp: every verb of the agent command has its own help with its
// usage and flags; a group's help lists its verbs and names the canonical
// order; a group without a verb shows its help.
func TestVerbHelp(t *testing.T) {
	isolate(t)
	agent := subcommand(newRootCmd(), "agent")
	for _, group := range agent.Commands() {
		for _, verb := range append([]*cobra.Command{group}, group.Commands()...) {
			args := []string{"agent", group.Name()}
			if verb != group {
				args = append(args, verb.Name())
			}
			out := mustGrove(t, append(args, "--help")...)
			about := verb.Long
			if about == "" {
				about = verb.Short
			}
			contains(t, strings.Join(args, " ")+" --help", out, verb.UseLine(), about)
			verb.LocalFlags().VisitAll(func(f *pflag.Flag) {
				contains(t, strings.Join(args, " ")+" --help", out, "--"+f.Name)
			})
		}
	}
	for _, g := range []string{"memory", "notes", "todo"} {
		out := mustGrove(t, "agent", g)
		contains(t, "agent "+g, out, "The canonical form is `grove agent "+g+" VERB NAME …`", "Available Commands:", "list ")
	}
	// Help in the older order is the verb's help.
	contains(t, "older order help", mustGrove(t, "agent", "memory", "ann", "search", "--help"), "grove agent memory search NAME QUERY…", "--mode")
}

// TestVerbCompletion: shell completion lists the verbs, then the agents.
func TestVerbCompletion(t *testing.T) {
	isolate(t)
	mustGrove(t, "agent", "create", "ann", "--model", "offline")
	out := mustGrove(t, "__complete", "agent", "memory", "")
	for _, v := range []string{"list", "search", "add", "get", "delete", "import", "export", "reembed"} {
		if !slices.ContainsFunc(strings.Split(out, "\n"), func(l string) bool { return strings.HasPrefix(l, v+"\t") }) {
			t.Errorf("completion of agent memory lacks %s:\n%s", v, out)
		}
	}
	contains(t, "complete agent todo", mustGrove(t, "__complete", "agent", "todo", ""), "add\t", "done\t", "list\t")
	out = mustGrove(t, "__complete", "agent", "notes", "show", "")
	contains(t, "complete an agent name", out, "ann\toffline", "assistant\t")
}

// TestOlderOrderInTheBinary: the real binary rewrites the older order too
// (main, not just the test helpers).
func TestOlderOrderInTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	bin := groveBinary(t)
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run("agent", "create", "ann", "--model", "offline")
	run("agent", "todo", "ann", "add", "Older", "order")
	run("agent", "todo", "add", "ann", "Canonical", "order")
	contains(t, "todo list", run("agent", "todo", "ann"), "Older order", "Canonical order")
	contains(t, "todo list", run("agent", "todo", "list", "ann"), "Older order", "Canonical order")
}
