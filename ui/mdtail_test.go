package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// streamedRows streams reply word by word into a stream drawn at width in
// theme and calls frame with the text so far and the rows drawn for it
// (plain, without trailing spaces).
func streamedRows(t *testing.T, theme, reply string, width int, frame func(prefix string, rows []string)) {
	t.Helper()
	th, _ := themes.Get(theme)
	if theme == "mono" {
		th = themes.Mono()
	}
	md := newMarkdown(th)
	var s stream
	for _, w := range strings.SplitAfter(reply, " ") {
		s.add(w, "")
		var rows []string
		for _, l := range s.textLines(nil, md, renderKey{width: width, theme: th.Name}, "") {
			if w := ansi.StringWidth(l); w > width {
				t.Errorf("width %d: a row of %d cells: %q", width, w, ansi.Strip(l))
			}
			rows = append(rows, strings.TrimRight(ansi.Strip(l), " "))
		}
		frame(s.text, rows)
	}
}

// closeOpen closes the inline markup the text so far leaves open ("**",
// "*", "`") and a fence still open, as the closing markers still to come
// will.
func closeOpen(text string) string {
	text = strings.TrimRight(text, " ")
	var open []string
	fence := ""
	for i := 0; i < len(text); {
		lineStart := i == 0 || text[i-1] == '\n'
		t := strings.TrimLeft(text[i:], " ")
		switch {
		case lineStart && strings.HasPrefix(t, "```"):
			if fence == "" {
				fence = text[i:len(text)-len(t)] + "```"
			} else {
				fence = ""
			}
			if nl := strings.IndexByte(text[i:], '\n'); nl >= 0 {
				i += nl
			} else {
				i = len(text)
			}
		case text[i] == '`':
			if len(open) > 0 && open[len(open)-1] == "`" {
				open = open[:len(open)-1]
			} else {
				open = append(open, "`")
			}
			i++
		case strings.HasPrefix(text[i:], "**") && (len(open) == 0 || open[len(open)-1] != "`"):
			if len(open) > 0 && open[len(open)-1] == "**" {
				open = open[:len(open)-1]
			} else {
				open = append(open, "**")
			}
			i += 2
		case text[i] == '*' && (len(open) == 0 || open[len(open)-1] != "`"):
			if len(open) > 0 && open[len(open)-1] == "*" {
				open = open[:len(open)-1]
			} else {
				open = append(open, "*")
			}
			i++
		default:
			i++
		}
	}
	for i := len(open) - 1; i >= 0; i-- {
		text += open[i]
	}
	if fence != "" {
		text += "\n" + fence
	}
	return text
}

// TestStreamingFramesMatchFinished streams replies with a block quote,
// bold text running over several lines, code spans, links, a heading
// right after a list item and a paragraph broken over source lines, word
// by word, and compares every frame with what the finished reply shows
// for the same text (its open "**" or "`" closed): a quote has its bar
// from its first word, bold text is bold without its markers from the
// start, a heading after a list item is a heading at once, and no line
// re-wraps when a block or a marker completes.
func TestStreamingFramesMatchFinished(t *testing.T) {
	replies := []string{
		"Consider this:\n\n> A block quote whose text is long enough to wrap over several lines, with **bold** in it\n> and a second source line.\n>\n> A second paragraph of the quote.\n> > and a nested one that wraps around the width as well\n\nAfter the quote.",
		"Here **a bold run of words that goes on long enough to wrap over lines** then plain, `code spans()` and *emphasis here*, ~~struck~~, a [link](https://example.com/x) and snake_case words.",
		"Steps:\n\n- first item that wraps around the width of the screen here\n- second item\n## A heading right after the item\n\nText after the heading.",
		"A paragraph written\nover several source\nlines that joins into one.\n\n# Top heading\nBody under it.",
		"Steps:\n\n1. Install it:\n\n   ```sh\n   go install ./cmd/grove\n   ```\n\n2. Run it.\n\nDone.",
		"Then:\n\n- build it with\n  ```go\n  go build -o grove .\n  ```\n- run it\n\nDone.",
	}
	for _, theme := range []string{"dark", "mono"} {
		for _, width := range []int{30, 46, 60} {
			for _, reply := range replies {
				streamedRows(t, theme, reply, width, func(prefix string, rows []string) {
					if bareMarkers(prefix) {
						return // a block is drawn once its first word came
					}
					want := layoutTheme(t, theme, closeOpen(prefix), width)
					if strings.Join(rows, "\n") != strings.Join(want, "\n") {
						t.Fatalf("%s at %d columns, after %q:\nstreaming shows:\n%s\nfinished shows:\n%s", theme, width, prefix, strings.Join(rows, "\n"), strings.Join(want, "\n"))
					}
				})
			}
		}
	}
}

// bareMarkers reports whether the text so far ends in a line of markers
// alone ("> >", "##", "-"), a block whose first word has not come yet.
func bareMarkers(text string) bool {
	last := text[strings.LastIndexByte(text, '\n')+1:]
	return strings.Trim(last, "># -*0123456789.") == "" && strings.TrimSpace(last) != ""
}

// layoutTheme is layout in theme.
func layoutTheme(t *testing.T, theme, md string, width int) []string {
	t.Helper()
	th, _ := themes.Get(theme)
	if theme == "mono" {
		th = themes.Mono()
	}
	var out []string
	for _, l := range newMarkdown(th).render(md, width) {
		out = append(out, strings.TrimRight(ansi.Strip(l), " "))
	}
	return out
}

// TestStreamingBlocksKeepTheirShape: in the timeline, a reply with a block
// quote, bold text over several lines and a heading right after a list
// item, streamed word by word, shows every marked line, once it appears,
// as the finished reply shows it: the quote behind its bar, the bold words
// without their markers, the heading on its own line.
func TestStreamingBlocksKeepTheirShape(t *testing.T) {
	reply := "Think of kA1 it this way:\n\n" +
		"> a quoted line that kQ1 wraps around the narrow width of the kQ2 screen here\n\n" +
		"Then **the bold words kB1 run on over the width kB2 of the screen** and kB3 stop.\n\n" +
		"- an item kL1\n" +
		"## The kH1 heading here\n\n" +
		"Done kZ1."
	keys := []string{"kA1", "kQ1", "kQ2", "kB1", "kB2", "kB3", "kL1", "kH1", "kZ1"}
	finished, screen := streamKeys(t, reply, 46, 60, keys)
	for k, want := range map[string]string{"kQ1": "│ a quoted", "kB1": "Then the bold", "kH1": "## The kH1"} {
		if !strings.Contains(finished[k], want) {
			t.Errorf("%s: the finished reply shows %q, not %q\n%s", k, finished[k], want, screen)
		}
	}
}

// streamKeys streams reply word by word with streamThenSave into a new
// conversation drawn at w×h, marking the
// rows that hold one of keys up to the key, fails where a key's row while
// streaming differs from its row in the finished reply, and returns the
// finished rows by key and the finished screen.
func streamKeys(t *testing.T, reply string, w, h int, keys []string) (map[string]string, string) {
	t.Helper()
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, w, h)
	turn := startTurn(m, c.ID)
	marks := func(screen string) map[string]string {
		out := map[string]string{}
		for _, l := range strings.Split(screen, "\n") {
			for _, k := range keys {
				if i := strings.Index(l, k); i >= 0 {
					out[k] = l[:i+len(k)]
				}
			}
		}
		return out
	}
	live, screen := streamThenSave(t, env, m, c, turn, reply, marks)
	finished := marks(screen)
	for _, k := range keys {
		if live[k] == "" || finished[k] != live[k] {
			t.Errorf("%s: streaming showed %q, finished shows %q", k, live[k], finished[k])
		}
	}
	return finished, screen
}

// TestStreamingRulesTablesAndIndentedCode: a thematic break streams as the
// theme's rule at once; a table's header, once its delimiter row is
// complete, is drawn as the finished table while the row after it stays
// as typed; an indented code block's lines stay one row per source line,
// as typed, until their block completes.
func TestStreamingRulesTablesAndIndentedCode(t *testing.T) {
	reply := "Above the rule.\n\n--- \n\nBelow the rule, some more words.\n\n| a | b |\n|---|---|\n| one | two |\n\nThen code:\n\n    x := 1\n    y := 2\n\nEnd."
	var seen []string
	streamedRows(t, "dark", reply, 40, func(prefix string, rows []string) {
		if strings.HasSuffix(prefix, "--- ") { // the rule is the tail
			if want := layoutTheme(t, "dark", prefix, 40); strings.Join(rows, "\n") != strings.Join(want, "\n") {
				t.Errorf("the rule:\nstreaming shows:\n%s\nfinished shows:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
			}
		}
		if strings.HasSuffix(prefix, "| one ") || strings.HasSuffix(prefix, "y := ") {
			seen = append(seen, "\n"+strings.Join(rows, "\n")+"\n")
		}
	})
	if len(seen) != 2 {
		t.Fatalf("frames seen: %d", len(seen))
	}
	head := layoutTheme(t, "dark", "| a | b |\n|---|---|", 40)
	for i, want := range [][]string{append(head, "| one"), {"    x := 1", "    y :="}} {
		for _, row := range want {
			if !strings.Contains(seen[i], "\n"+row+"\n") {
				t.Errorf("%q is not a row of its own while streaming:%s", row, seen[i])
			}
		}
	}
}
