package cmd

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

func TestStats(t *testing.T) {
	isolate(t)
	if out, err := run(t, "stats"); err != nil || !strings.Contains(out, "No turns yet") {
		t.Fatalf("empty stats: %v\n%s", err, out)
	}
	if out, err := run(t, "send", "assistant", "hello"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	for _, by := range []string{"conversation", "branch", "agent", "model", "workspace"} {
		out, err := run(t, "stats", "--by", by, "--json")
		if err != nil {
			t.Fatalf("stats --by %s: %v\n%s", by, err, out)
		}
		var rows []session.UsageRow
		want := 1
		if by == "model" {
			want = 2 // the reply's model and, marked, the memory extraction after it
		}
		if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != want || rows[0].Turns != 1 {
			t.Fatalf("stats --by %s: %v %+v\n%s", by, err, rows, out)
		}
		if by == "model" {
			keys := rows[0].Key + "," + rows[1].Key
			if !strings.Contains(keys, "offline/offline (extraction)") || rows[1].Turns != 1 {
				t.Fatalf("stats --by model: %+v", rows)
			}
		}
		if by == "agent" && rows[0].Key != "assistant" || by == "branch" && rows[0].Key != "main" {
			t.Fatalf("stats --by %s: key %q", by, rows[0].Key)
		}
	}
	out, err := run(t, "stats", "--by", "branch")
	if err != nil || !strings.Contains(out, "BRANCH") || !strings.Contains(out, "main") || !strings.Contains(out, "TOTAL") {
		t.Fatalf("table: %v\n%s", err, out)
	}
	if _, err := run(t, "stats", "--by", "colour"); err == nil {
		t.Fatal("an unknown dimension was accepted")
	}
}
