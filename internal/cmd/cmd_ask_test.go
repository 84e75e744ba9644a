package cmd

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
)

// dbHolds reports which of the database file and its write-ahead log
// hold marker. Markers are lowercase letters a stemmer leaves alone: the
// full-text indexes keep words as they tokenize them (a word with digits
// keeps only its ends).
func dbHolds(t *testing.T, db, marker string) []string {
	t.Helper()
	var in []string
	for _, f := range []string{db, db + "-wal"} {
		b, err := os.ReadFile(f)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		if bytes.Contains(bytes.ToLower(b), []byte(marker)) {
			in = append(in, filepath.Base(f))
		}
	}
	return in
}

// TestAskLeavesNothing: grove ask answers outside the agent's DM thread in
// an ephemeral conversation. The agent reads its memories (the model is
// sent one), its history search runs over the exchange and its memory
// write is refused; the conversation is never listed and, once the command
// ends, nothing of it is in the database file or its WAL: not its entries,
// turn, model-call records, events or history index. --keep keeps one
// (listed, its words in the file: the check can see them). grove new
// --ephemeral leaves nothing either, its system prompt included.
func TestAskLeavesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	const marker = "qvzxkwjb"
	ks := testkit.NewKeyServer(t, "k-ask",
		[2]string{"history_search", `{"query":"` + marker + `"}`},
		[2]string{"memory_write", `{"content":"The user asked about ` + marker + `.","key":"last-question"}`})
	work := isolate(t)
	bin := groveBinary(t)
	t.Setenv("GROVE_TEST_KEY", "k-ask")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+ks.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	grove := func(args ...string) (string, error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_MODEL=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	must := func(args ...string) string {
		t.Helper()
		out, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	must("agent", "create", "alice", "-m", "remote")
	must("agent", "memory", "add", "alice", "The staging API listens on port 8443.")

	out := must("ask", "alice", "Which port does the staging API listen on? ("+marker+")")
	contains(t, "ask", out, "[ephemeral: erased]")
	bodies, _ := ks.Requests()
	var asked []string
	for _, b := range bodies {
		if strings.Contains(b, marker) {
			asked = append(asked, b)
		}
	}
	// Two steps (the tool calls, then the answer); no extraction call.
	if len(asked) != 2 {
		t.Fatalf("%d requests carry the question, want 2 (no extraction)", len(asked))
	}
	if !strings.Contains(asked[0], "8443") {
		t.Fatalf("the agent did not read its memory:\n%s", asked[0])
	}
	if !strings.Contains(asked[1], "ephemeral") {
		t.Fatalf("memory_write was not refused:\n%s", asked[1])
	}
	if in := dbHolds(t, db, marker); len(in) > 0 {
		t.Fatalf("the ephemeral exchange is still in %v", in)
	}
	list := must("list", "--json")
	var rows []struct{ ID, Agent string }
	if err := json.Unmarshal([]byte(list), &rows); err != nil || len(rows) != 0 {
		t.Fatalf("list: %v\n%s", err, list)
	}
	if got := must("agent", "memory", "list", "alice"); !strings.Contains(got, "1 memories") {
		t.Fatalf("memories after the ask:\n%s", got)
	}

	// --keep: the conversation stays, listed, and its words are in the file.
	const kept = "kqzwvvjd"
	out = must("ask", "alice", "--keep", "Remember nothing, but keep this: "+kept)
	contains(t, "ask --keep", out, "[kept as conversation ")
	if in := dbHolds(t, db, kept); len(in) == 0 {
		t.Fatal("the kept exchange is not in the database")
	}
	list = must("list", "--json")
	if err := json.Unmarshal([]byte(list), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("list after --keep: %v\n%s", err, list)
	}

	// grove new --ephemeral: the message and the system prompt go.
	const sys, msg = "zzwqpxfb", "ppqzwdxb"
	out = must("new", "--ephemeral", "-m", "remote", "-s", "You are "+sys+".", "Hello "+msg)
	contains(t, "new --ephemeral", out, "[ephemeral: erased]")
	for _, m := range []string{sys, msg} {
		if in := dbHolds(t, db, m); len(in) > 0 {
			t.Fatalf("%s of the ephemeral new is still in %v", m, in)
		}
	}
	if _, err := grove("new", "--ephemeral"); err == nil {
		t.Fatal("new --ephemeral without a message")
	}
	list = must("list", "--json")
	if err := json.Unmarshal([]byte(list), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("list after new --ephemeral: %v\n%s", err, list)
	}
}

// TestAskInterruptedLeavesNothing: an ask interrupted (Ctrl+C) while the
// answer streams is erased all the same.
func TestAskInterruptedLeavesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	const marker = "wqkzvjxb"
	work := isolate(t)
	bin := groveBinary(t)
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	cmd := exec.Command(bin, "ask", "assistant", "Tell me about "+marker)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "GROVE_OFFLINE_WPS=2") // the offline model answers slowly
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	first := make([]byte, 1)
	if _, err := out.Read(first); err != nil { // the answer has begun
		t.Fatalf("no answer: %v\n%s", err, errOut.String())
	}
	if in := dbHolds(t, db, marker); len(in) == 0 {
		t.Fatal("the question is not in the database while it is answered")
	}
	cmd.Process.Signal(os.Interrupt)
	go io.Copy(io.Discard, out)
	cmd.Wait()
	if in := dbHolds(t, db, marker); len(in) > 0 {
		t.Fatalf("the interrupted exchange is still in %v\n%s", in, errOut.String())
	}
}

// TestKilledAskErasedOnRecovery: an ask whose process was killed leaves
// its conversation behind, unlisted; the next process that recovers
// orphaned turns (here grove run) erases it instead of resuming it.
func TestKilledAskErasedOnRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	const marker = "jqwzvkxb"
	work := isolate(t)
	bin := groveBinary(t)
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	cmd := exec.Command(bin, "ask", "assistant", "Tell me about "+marker)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "GROVE_OFFLINE_WPS=2")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := out.Read(make([]byte, 1)); err != nil {
		t.Fatalf("no answer: %v", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if in := dbHolds(t, db, marker); len(in) == 0 {
		t.Fatal("the killed ask left nothing: the test cannot see what recovery does")
	}
	writeFile(t, filepath.Join(work, ".workflows", "noop.yaml"), "name: noop\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\nkickoff: \"hello\"\n")
	run := exec.Command(bin, "run", ".workflows/noop.yaml")
	run.Dir = work
	if b, err := run.CombinedOutput(); err != nil {
		t.Fatalf("grove run: %v\n%s", err, b)
	}
	if in := dbHolds(t, db, marker); len(in) > 0 {
		t.Fatalf("the killed ask is still in %v after recovery", in)
	}
}
