package cmd

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestWriteTableAligns: columns line up on a terminal whatever the cells
// hold: ASCII, wide characters (two columns each), combining marks.
func TestWriteTableAligns(t *testing.T) {
	rows := [][]string{
		{"ID", "TITLE", "N"},
		{"a1", cell("plain title", 0), "1"},
		{"b2", cell("日本語のタイトル", 0), "22"},
		{"c3", cell("cafe\u0301 au lait", 0), "333"},
		{"d4", cell("tab\there", 0), "4"},
	}
	var b strings.Builder
	if err := writeTable(&b, rows); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != len(rows) {
		t.Fatalf("%d lines:\n%s", len(lines), b.String())
	}
	want := -1
	for i, l := range lines {
		last := rows[i][2]
		if !strings.HasSuffix(l, last) {
			t.Fatalf("line %q does not end with %q", l, last)
		}
		col := ansi.StringWidth(strings.TrimSuffix(l, last))
		if want == -1 {
			want = col
		}
		if col != want {
			t.Fatalf("the last column starts at %d on line %d, %d on the first:\n%s", col, i, want, b.String())
		}
	}
	if want != len("a1")+2+16+2 { // the title column is as wide as the Japanese one
		t.Fatalf("the last column starts at %d:\n%s", want, b.String())
	}
}
