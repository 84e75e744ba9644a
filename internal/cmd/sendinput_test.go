package cmd

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runIn(t *testing.T, in io.Reader, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetIn(in)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

// TestSendReadsLongMessagesFromStdinAndFiles: a long message arrives whole
// through `-`, through stdin with no message argument, and through --file
// (5 MB ones through the real binary: TestE2ESecurity/LongMessageFromStdin).
func TestSendReadsLongMessagesFromStdinAndFiles(t *testing.T) {
	dir := isolate(t)
	big := func(tag string) string {
		return tag + " " + strings.Repeat("oak and beech and birch. ", (256<<10)/25)
	}
	file := filepath.Join(dir, "msg.txt")
	os.WriteFile(file, []byte(big("from-file")+"\n"), 0o600)
	cases := []struct {
		tag  string
		in   io.Reader
		args []string
	}{
		{"from-dash", strings.NewReader(big("from-dash")), []string{"send", "assistant", "--new", "-"}},
		{"from-pipe", strings.NewReader(big("from-pipe")), []string{"send", "assistant", "--new"}},
		{"from-file", strings.NewReader(""), []string{"send", "assistant", "--new", "--file", file}},
	}
	for _, c := range cases {
		if out, err := runIn(t, c.in, c.args...); err != nil {
			t.Fatalf("%s: %v\n%.500s", c.tag, err, out)
		}
	}
	list, _ := run(t, "list", "--json")
	var rows []struct{ ID string }
	json.Unmarshal([]byte(list), &rows)
	if len(rows) != 3 {
		t.Fatalf("%d conversations", len(rows))
	}
	seen := map[string]bool{}
	for _, r := range rows {
		exp, err := run(t, "export", r.ID, "--format", "json")
		if err != nil {
			t.Fatal(err)
		}
		var x struct {
			Entries []struct {
				Kind    string `json:"kind"`
				Role    string `json:"role"`
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
			} `json:"entries"`
		}
		json.Unmarshal([]byte(exp), &x)
		for _, e := range x.Entries {
			if e.Role == "user" && len(e.Content) > 0 {
				tag, _, _ := strings.Cut(e.Content[0].Text, " ")
				if e.Content[0].Text != big(tag) {
					t.Fatalf("%s: the message arrived as %d bytes, want %d", tag, len(e.Content[0].Text), len(big(tag)))
				}
				seen[tag] = true
			}
		}
	}
	if len(seen) != 3 {
		t.Fatalf("messages seen: %v", seen)
	}
	// A literal "-" is never sent; nothing to read is an error.
	if _, err := runIn(t, strings.NewReader(""), "send", "assistant", "-"); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Fatalf("empty stdin: %v", err)
	}
	if _, err := runIn(t, strings.NewReader(""), "send", "assistant", "hi", "--file", file); err == nil {
		t.Fatal("a message and --file were both accepted")
	}
}
