package ui

import (
	"strings"
	"testing"
)

// TestBlocksEndingInFencedCode: a quote or a list item that ends with a
// fenced code block draws the code inside it (under the bar, under the
// item's text), cut at the width that is left, and nothing of the fences
// is drawn again after the block.
func TestBlocksEndingInFencedCode(t *testing.T) {
	wantLayout(t, "> text\n>\n> ```\n> call(with, some, long, arguments, that, do, not, fit)\n> ```\n\nafter", 30,
		"│ text",
		"│",
		"│ code",
		"│  call(with, some, long, arg",
		"│  uments, that, do, not, fit",
		"│  )",
		"",
		"after")
	wantLayout(t, "- item\n  - nested item\n    ```\n    call(with, some, long, arguments)\n    ```\n- next", 30,
		"• item",
		"  • nested item",
		"    code",
		"     call(with, some, long, a",
		"     rguments)",
		"• next")
}

// TestFenceIndentedUnderItemText: fenced code indented under a list
// item's text (at most three spaces, so it opens a fence on its own line)
// is drawn inside the item, under its text; a fence at the left margin
// after the list is drawn at the margin.
func TestFenceIndentedUnderItemText(t *testing.T) {
	wantLayout(t, "1. Install it:\n\n   ```sh\n   go install ./cmd/grove\n   ```\n2. Run it.\n\n```\nafter\n```", 40,
		"1. Install it:",
		"",
		"   sh",
		"    go install ./cmd/grove",
		"2. Run it.",
		"",
		"code",
		" after")
}

// TestBlocksUnderItemText: a list, a quote or fenced code written right
// under a list item's text follows it without a blank line; a block after
// a blank line, or after a paragraph in a quote, comes after one.
func TestBlocksUnderItemText(t *testing.T) {
	wantLayout(t, "- an item\n  > a quote in it", 40,
		"• an item",
		"  │ a quote in it")
	wantLayout(t, "- an item\n\n  > a quote after a blank line", 40,
		"• an item",
		"",
		"  │ a quote after a blank line")
	wantLayout(t, "> Notes:\n> - first\n> - second", 40,
		"│ Notes:",
		"│",
		"│ • first",
		"│ • second")
}

// TestReferenceLinksInShapedBlocks: a link to a reference defined
// elsewhere in the message resolves inside a list item and a quote as it
// does in a paragraph.
func TestReferenceLinksInShapedBlocks(t *testing.T) {
	md := "- see [the docs][d] here\n- and [this one]\n\n> quoted [the docs][d]\n\nplain [the docs][d]\n\n" +
		"[d]: https://example.com/docs\n[this one]: https://example.com/one \"One (the first)\""
	wantLayout(t, md, 60,
		"• see the docs https://example.com/docs here",
		"• and this one https://example.com/one",
		"",
		"│ quoted the docs https://example.com/docs",
		"",
		"plain the docs https://example.com/docs")
}

// TestCJKPunctuationInHeadingsAndQuotes: CJK punctuation stays with the
// character before it in a heading, a quote, a heading in a quote and a
// heading in a list item, each wrapped to the room its block leaves.
func TestCJKPunctuationInHeadingsAndQuotes(t *testing.T) {
	const s = "これは日本語の見出しです。長い見出しが折り返されるときに、句読点が行頭に来ないようにします。"
	for _, md := range []string{"## " + s, "> " + s, "> ## " + s, "- ## " + s, "> - " + s, "1. > " + s} {
		for _, w := range []int{28, 30, 31, 34} {
			rows := layout(t, md, w)
			var text strings.Builder
			for _, row := range rows {
				body := strings.TrimLeft(row, " │•1.#")
				if body == "" {
					continue
				}
				if f := firstGrapheme(body); strings.Contains(noLineStart, f) {
					t.Errorf("%q at %d: a line starts with %q:\n%s", md, w, f, strings.Join(rows, "\n"))
				}
				text.WriteString(body)
			}
			if !strings.Contains(text.String(), s) {
				t.Errorf("%q at %d: text lost:\n%s", md, w, strings.Join(rows, "\n"))
			}
		}
	}
}

// TestTableInQuoteAndItem: a table inside a quote is drawn once, with the
// quote's bar before each of its rows, and one inside a list item under the
// item's text, whether its first row is on the marker's line or below.
func TestTableInQuoteAndItem(t *testing.T) {
	wantLayout(t, "> Results:\n>\n> | a | b |\n> |---|--:|\n> | 1 | 2 |", 30,
		"│ Results:",
		"│",
		"│  a            │           b",
		"│ ──────────────┼─────────────",
		"│  1            │           2")
	wantLayout(t, "- | a | b |\n  |---|---|\n  | 1 | 2 |\n- next", 30,
		"•  a            │ b",
		"  ──────────────┼─────────────",
		"   1            │ 2",
		"• next")
}
