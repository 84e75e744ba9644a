package backend

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClaudePartialMessagesStreamEachBlockOnce reads what the real Claude
// Code 2.1.197 printed with --include-partial-messages (a thinking block,
// text and a Bash call, its result, then thinking and the answer: two
// model calls): each text and thinking block arrives as deltas, then as one
// whole block marked as streamed, whose text is the deltas' together, so
// nothing is said twice; the result's num_turns is the run's model calls.
func TestClaudePartialMessagesStreamEachBlockOnce(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "claude_partial_real.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p := newClaudeParser()
	var evs []Event
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		p.parse(m, func(e Event) { evs = append(evs, e) })
	}
	var blocks []string // kind: text, as the whole blocks came
	var pieces strings.Builder
	deltas := 0
	var calls int64
	for _, e := range evs {
		switch {
		case (e.Kind == Text || e.Kind == Thinking) && e.Delta:
			pieces.WriteString(e.Text)
			deltas++
		case e.Kind == Text || e.Kind == Thinking:
			if !e.Streamed {
				t.Errorf("whole block %q not marked as streamed", e.Text)
			}
			if e.Text != pieces.String() {
				t.Errorf("whole block %q, its deltas said %q", e.Text, pieces.String())
			}
			pieces.Reset()
			kind := "text"
			if e.Kind == Thinking {
				kind = "thinking"
			}
			blocks = append(blocks, kind+": "+e.Text)
		case e.Kind == Usage:
			calls += e.Usage.Calls
		}
	}
	want := []string{"thinking: Let me think about this briefly.", "text: I'll list the files.",
		"thinking: Let me think about this briefly.", "text: Hello from the local server, reply number 3."}
	if strings.Join(blocks, "|") != strings.Join(want, "|") {
		t.Errorf("blocks %q, want %q", blocks, want)
	}
	if deltas < 10 {
		t.Errorf("%d deltas: the reply did not stream", deltas)
	}
	if calls != 2 {
		t.Errorf("calls %d, want the 2 of num_turns", calls)
	}
}
