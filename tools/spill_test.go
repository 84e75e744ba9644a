package tools

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
)

// TestSpillFilesAndDirectoryAreCapped: a command printing far more than a
// spill file may hold leaves a file of at most the cap (its first part,
// a note of what was dropped, its last part), the tool result says what
// was dropped, and the spill directory stays under its total, the oldest
// files removed first.
func TestSpillFilesAndDirectoryAreCapped(t *testing.T) {
	const fileMax, dirMax = 1 << 20, 3 << 20
	oldFile, oldDir := SpillLimits()
	SetSpillLimits(fileMax, dirMax)
	t.Cleanup(func() { SetSpillLimits(oldFile, oldDir) })

	w := newSandbox(t)
	r := NewRegistry(ShellTools(w)...)
	cmd := "yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c 19999990; printf END-MARK"
	var first string
	for i := range 5 {
		res := call(r, context.Background(), "shell", shellArgs(cmd))
		if !res.Success {
			t.Fatalf("run %d: %+v", i, res)
		}
		if !strings.Contains(res.Result, "bytes in between were dropped") || !strings.Contains(res.Result, "of 19999998;") {
			i := max(strings.Index(res.Result, "[..."), 0)
			t.Fatalf("the result does not say what was dropped: %.600s", res.Result[i:])
		}
		path := spillPathIn(t, res.Result)
		if i == 0 {
			first = path
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if len(b) > fileMax+200 {
			t.Fatalf("spill file of %d bytes, cap %d", len(b), fileMax)
		}
		if !bytes.HasPrefix(b, []byte("0123456789abcdef")) || !bytes.HasSuffix(b, []byte("END-MARK")) || !bytes.Contains(b, []byte("bytes dropped here")) {
			t.Fatalf("the spill file lacks its head, tail or note: %q … %q", b[:40], b[len(b)-40:])
		}
	}
	var sum int64
	ents, _ := os.ReadDir(w.SpillDir)
	for _, e := range ents {
		fi, _ := e.Info()
		sum += fi.Size()
	}
	if sum > dirMax {
		t.Fatalf("the spill directory holds %d bytes, cap %d", sum, dirMax)
	}
	if _, err := os.Stat(first); err == nil {
		t.Fatal("the oldest spill file was kept while the directory was over its cap")
	}
	if len(ents) < 2 {
		t.Fatalf("only %d spill files left", len(ents))
	}
}

// spillPathIn finds the spill path in a result: "…; /path keeps its first".
func spillPathIn(t *testing.T, res string) string {
	t.Helper()
	i := strings.Index(res, "; ")
	for i >= 0 {
		rest := res[i+2:]
		if strings.HasPrefix(rest, "/") {
			return rest[:strings.IndexByte(rest, ' ')]
		}
		j := strings.Index(rest, "; ")
		if j < 0 {
			break
		}
		i += 2 + j
	}
	t.Fatalf("no spill path in %.300q", res)
	return ""
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"1048576": 1 << 20, "64M": 64 << 20, "64MB": 64 << 20, "512k": 512 << 10, "1GiB": 1 << 30} {
		if got, err := ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "lots", "-5", "0"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
}
