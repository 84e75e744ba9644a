package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// TestTableLinkReadableWhole: a link in a table cell can be read (and
// copied) whole at any width; it is not cut to "https://example.com…".
func TestTableLinkReadableWhole(t *testing.T) {
	url := "https://example.com/docs/" + strings.Repeat("b", 50)
	text := "| name | link |\n|---|---|\n| docs | " + url + " |\n"
	md := newMarkdown(themes.Resolve("dark", false))
	for _, w := range []int{40, 80, 120} {
		var all strings.Builder
		for _, l := range md.render(text, w) {
			l = ansi.Strip(l)
			if ansi.StringWidth(l) > w {
				t.Fatalf("%d: line wider than the column: %q", w, l)
			}
			all.WriteString(strings.Join(strings.Fields(strings.NewReplacer("│", " ").Replace(l)), ""))
		}
		if !strings.Contains(all.String(), url) {
			t.Fatalf("%d: the link cannot be read whole:\n%s", w, strings.Join(md.render(text, w), "\n"))
		}
	}
}
