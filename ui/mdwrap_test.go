package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// layout renders markdown in the dark theme at width and returns its rows
// as plain text without trailing spaces, failing on a row wider than width.
func layout(t *testing.T, md string, width int) []string {
	t.Helper()
	th, _ := themes.Get("dark")
	var out []string
	for _, l := range newMarkdown(th).render(md, width) {
		if w := ansi.StringWidth(l); w > width {
			t.Errorf("width %d: a row of %d cells: %q", width, w, ansi.Strip(l))
		}
		out = append(out, strings.TrimRight(ansi.Strip(l), " "))
	}
	return out
}

func wantLayout(t *testing.T, md string, width int, want ...string) {
	t.Helper()
	got := layout(t, md, width)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("width %d:\ngot:\n%s\nwant:\n%s", width, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestListItemsHangUnderTheirText: a list item's wrapped lines start under
// the item's text, not under its marker, for bullets, numbers of one and
// two digits, task boxes, nested items (each under its own parent's
// text) and an item's further paragraphs.
func TestListItemsHangUnderTheirText(t *testing.T) {
	bullets := "- what would change if you looked at it from the other side\n- short"
	wantLayout(t, bullets, 60,
		"• what would change if you looked at it from the other side",
		"• short")
	wantLayout(t, bullets, 40,
		"• what would change if you looked at it",
		"  from the other side",
		"• short")
	wantLayout(t, bullets, 30,
		"• what would change if you",
		"  looked at it from the other",
		"  side",
		"• short")

	var numbered strings.Builder
	for i := 1; i <= 11; i++ {
		fmt.Fprintf(&numbered, "%d. item %d\n", i, i)
	}
	numbered.WriteString("12. the twelfth item wraps its text under the text")
	got := layout(t, numbered.String(), 30)
	want := []string{"12. the twelfth item wraps its", "    text under the text"}
	if len(got) != 13 || got[0] != "1. item 1" || got[10] != "11. item 11" || strings.Join(got[11:], "\n") != strings.Join(want, "\n") {
		t.Errorf("numbered list at 30:\n%s", strings.Join(got, "\n"))
	}
	wantLayout(t, "1. first numbered item that wraps around the width too\n2. second", 30,
		"1. first numbered item that",
		"   wraps around the width too",
		"2. second")

	nested := "- a nested parent item that wraps around the width here\n" +
		"  - a nested child item that also wraps around the width\n" +
		"    - third level item which also wraps around the width\n" +
		"- next"
	wantLayout(t, nested, 30,
		"• a nested parent item that",
		"  wraps around the width here",
		"  • a nested child item that",
		"    also wraps around the",
		"    width",
		"    • third level item which",
		"      also wraps around the",
		"      width",
		"• next")
	wantLayout(t, "1. numbered parent that wraps around here\n   - bullet under it that wraps around too", 30,
		"1. numbered parent that wraps",
		"   around here",
		"   • bullet under it that",
		"     wraps around too")

	wantLayout(t, "- [ ] a task item that is not done yet and wraps around\n- [x] a done task item that also wraps around the width", 30,
		"[ ] a task item that is not",
		"    done yet and wraps around",
		"[✓] a done task item that also",
		"    wraps around the width")

	wantLayout(t, "- item with two paragraphs that wraps around the width\n\n  second paragraph of the same item wrapping around\n- next\n\nDone.", 30,
		"• item with two paragraphs",
		"  that wraps around the width",
		"",
		"  second paragraph of the same",
		"  item wrapping around",
		"• next",
		"",
		"Done.")

	// A line break inside an item's text is a space, as in a paragraph.
	wantLayout(t, "- foo\n  bar soft break continuation", 40, "• foo bar soft break continuation")
}

// TestNarrowBlocksKeepTheirShape: at 30, 40 and 60 columns no row is wider
// than the width, a block quote's bar is on every wrapped line (nested
// quotes both bars), and an indented code block is cut at the width with
// its indentation and spaces kept instead of wrapped as prose.
func TestNarrowBlocksKeepTheirShape(t *testing.T) {
	quote := "> A block quote whose text is long enough to wrap over several lines at narrow widths.\n" +
		"> > nested quote that also wraps around at the narrow widths here"
	wantLayout(t, quote, 30,
		"│ A block quote whose text is",
		"│ long enough to wrap over",
		"│ several lines at narrow",
		"│ widths.",
		"│",
		"│ │ nested quote that also",
		"│ │ wraps around at the narrow",
		"│ │ widths here")
	wantLayout(t, quote, 40,
		"│ A block quote whose text is long",
		"│ enough to wrap over several lines at",
		"│ narrow widths.",
		"│",
		"│ │ nested quote that also wraps around",
		"│ │ at the narrow widths here")

	code := "Before.\n\n    if x {\n        call(with, some, long, arguments, that, do, not, fit)\n    }\n\nAfter."
	wantLayout(t, code, 30,
		"Before.",
		"",
		"  if x {",
		"      call(with, some, long, a",
		"  rguments, that, do, not, fit",
		"  )",
		"  }",
		"",
		"After.")

	long := "See https://example.com/a/very/long/path/that/does/not/fit/anywhere/at/all/index.html and " +
		"Supercalifragilisticexpialidociousnessandmoreandmoreletters here.\n\n" +
		"| Name | Description | Notes |\n|------|-------------|-------|\n" +
		"| alpha | the first letter of the greek alphabet used widely | ok |\n" +
		"| beta | second | https://example.com/some/long/link/path |\n\n" +
		"## A heading that is long enough to wrap over lines at narrow widths\n\n" +
		"- a list item with https://example.com/a/very/long/path/that/does/not/fit/anywhere in it"
	for _, w := range []int{30, 40, 60} {
		rows := layout(t, long, w) // fails on a row wider than w
		text := strings.Join(rows, "")
		for _, word := range []string{"index.html", "letters", "alphabet", "narrow widths", "anywhere"} {
			if !strings.Contains(strings.ReplaceAll(text, " ", ""), strings.ReplaceAll(word, " ", "")) {
				t.Errorf("width %d: %q lost:\n%s", w, word, strings.Join(rows, "\n"))
			}
		}
	}
}

// TestStreamingListsMatchFinished: a reply with lists that wrap (bullets,
// nested items, numbers past nine, a task list, an item of two
// paragraphs, a loose list) streamed word by word shows every line, once
// it appears, as the finished reply shows it.
func TestStreamingListsMatchFinished(t *testing.T) {
	var nums strings.Builder
	for i := 1; i <= 11; i++ {
		fmt.Fprintf(&nums, "%d. numbered k%02d item that wraps around the narrow width of this screen z%02d\n", i, i, i)
	}
	reply := "Some points kA1 to weigh:\n\n" +
		"- what would change kB1 if you looked at it from the other side kB2\n" +
		"- a parent item that wraps kC1 around the width here kC2\n" +
		"  - a nested child item that kD1 also wraps around the width kD2\n" +
		"- [ ] a task item that kE1 is not done yet and wraps around kE2\n\n" +
		nums.String() + "\n" +
		"- loose item one that kF1 wraps around the narrow width kF2\n\n" +
		"- loose item two with kG1 a second paragraph below it kG2\n\n" +
		"  the second paragraph kH1 of the loose item two kH2\n\n" +
		"A paragraph after kI1 the lists that wraps around kI2\n\n" +
		"Done kJ1 at last."
	var keys []string
	for _, f := range strings.Fields(reply) {
		if len(f) == 3 && (f[0] == 'k' || f[0] == 'z') {
			keys = append(keys, f)
		}
	}
	finished, screen := streamKeys(t, reply, 46, 120, keys)
	// The finished reply hangs its items (the streamed one matched it).
	for k, hang := range map[string]string{"kB2": "  f", "kD2": "    a", "kE2": "    a", "z11": "    n", "kH1": "  t"} {
		if row := strings.TrimPrefix(finished[k], "▌ "); !strings.HasPrefix(row, hang) {
			t.Errorf("%s: the item's wrapped line does not hang: %q\n%s", k, finished[k], screen)
		}
	}
	if t.Failed() {
		t.Log(screen)
	}
}

// TestMarkdownShowsHTMLAsText: HTML in a message renders as its text,
// without tags, comments or the content of script and style elements, and
// with entities unescaped.
func TestMarkdownShowsHTMLAsText(t *testing.T) {
	for in, want := range map[string]string{
		"Press <kbd>Ctrl</kbd>+<kbd>C</kbd> now": "Press Ctrl+C now",
		"some <b>bold</b> text":                  "some bold text",
		"x &amp; y":                              "x & y",
		"<!-- hidden --> shown":                  "shown",
		"a <span title=\"t\">span</span> here":   "a span here",
		"if a < b and c > d":                     "if a < b and c > d",
		"<script>alert(1)</script>\n\nsafe":      "safe",
		"<style>p { color: red }</style>\n\nok":  "ok",
		"- item with <b>bold</b> html":           "• item with bold html",
		"> quoted <i>html</i> text":              "│ quoted html text",
	} {
		if got := strings.Join(layout(t, in, 60), " "); strings.Join(strings.Fields(got), " ") != want {
			t.Errorf("render %q = %q, want %q", in, got, want)
		}
	}
}

// TestWrappedHeadingKeepsItsWords: a heading too long for the width wraps
// and keeps every word, the last one included.
func TestWrappedHeadingKeepsItsWords(t *testing.T) {
	wantLayout(t, "## A heading right after the item\n\nText", 30,
		"## A heading right after the",
		"item",
		"",
		"Text")
}

// TestTrimRightSpaceKeepsText: cutting the styled blanks off a line keeps
// the text before them, even a word ending in "m" right before them, and
// leaves no styles open around nothing.
func TestTrimRightSpaceKeepsText(t *testing.T) {
	line := "\x1b[1;38;5;39mitem\x1b[m\x1b[38;5;252m \x1b[m\x1b[38;5;252m   \x1b[m"
	got := trimRightSpace(line)
	if ansi.Strip(got) != "item" {
		t.Fatalf("trimRightSpace(%q) = %q, want the word kept", line, got)
	}
	if strings.Contains(got, "\x1b[38;5;252m") {
		t.Fatalf("styles around nothing left: %q", got)
	}
}
