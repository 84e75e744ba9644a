package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

const wideParagraph = "Rivers carve their valleys over thousands of years, and the towns along them grew " +
	"where a ford or a bridge let people cross; the older bridges are often still standing, " +
	"patched with newer stone, and the roads that lead to them follow the lines the first " +
	"travellers chose because the ground there was firm and the water shallow enough to wade."

// A reply on a 250-column screen: its prose wraps at the reading width,
// while its code and a table too wide for it keep the whole width (they
// are not read as running lines, and cutting them is worse); on an
// 80-column screen the prose uses the whole width as before.
func TestWideScreenProseKeepsReadingWidth(t *testing.T) {
	th, _ := themes.Get("dark")
	md := newMarkdown(th)
	code := "fmt.Println(" + strings.Repeat("\"wide\", ", 20) + "\"end\")"
	table := "| river | towns along it |\n|---|---|\n| Danube | " + strings.Repeat("Vienna Bratislava Budapest Belgrade ", 4) + "|\n"
	reply := wideParagraph + "\n\n" + table + "\n```go\n" + code + "\n```\n\n" + wideParagraph
	const width = 247
	lines := md.render(reply, width)
	var widestTable, widestCode, prose int
	for _, l := range lines {
		plain := ansi.Strip(l)
		w := ansi.StringWidth(l)
		switch {
		case w > width:
			t.Errorf("a line of %d cells on a %d-cell timeline: %q", w, width, plain)
		case strings.Contains(plain, "Budapest"):
			widestTable = max(widestTable, w)
		case strings.Contains(plain, "wide"):
			widestCode = max(widestCode, w)
		case strings.Contains(plain, "bridge") || strings.Contains(plain, "travellers"):
			prose++
			if w > readingWidth {
				t.Errorf("prose line of %d cells, over the reading width %d: %q", w, readingWidth, plain)
			}
		}
	}
	if prose < 2 {
		t.Fatalf("the paragraphs are not in the render:\n%s", ansi.Strip(strings.Join(lines, "\n")))
	}
	if widestTable <= readingWidth {
		t.Errorf("the table's widest row is %d cells: wrapped to the reading width instead of using the screen", widestTable)
	}
	if widestCode < len(code) {
		t.Errorf("the code line is %d cells, shorter than its %d characters: wrapped", widestCode, len(code))
	}

	// A small table is not spread over the whole width: it stays within
	// the reading width, as the prose around it.
	for _, l := range md.render("| river | km |\n|---|---:|\n| Rhine | 1233 |\n", width) {
		if w := ansi.StringWidth(l); w > readingWidth {
			t.Errorf("a two-column table drawn %d cells wide: %q", w, ansi.Strip(l))
		}
	}

	// At 80 columns nothing changes: the paragraph fills the width.
	widest := 0
	for _, l := range md.render(wideParagraph, 80) {
		widest = max(widest, ansi.StringWidth(l))
	}
	if widest < 70 || widest > 80 {
		t.Errorf("at 80 columns the paragraph's widest line is %d cells, want it to fill the width", widest)
	}
}

// While a reply streams on a wide screen, its paragraph in progress wraps
// at the reading width too, so it does not jump from 247 columns to 100
// when the paragraph completes; a table row in progress keeps the width.
func TestWideScreenStreamingProseKeepsReadingWidth(t *testing.T) {
	reply := wideParagraph + "\n\n" + wideParagraph + " The end."
	var last []string
	streamedRows(t, "dark", reply, 247, func(prefix string, rows []string) {
		for _, r := range rows {
			if ansi.StringWidth(r) > readingWidth {
				t.Fatalf("after %d bytes a streaming row of %d cells: %q", len(prefix), ansi.StringWidth(r), r)
			}
		}
		last = rows
	})
	th, _ := themes.Get("dark")
	want := newMarkdown(th).render(reply, 247)
	if len(last) != len(want) {
		t.Fatalf("the streamed reply has %d rows, the finished one %d:\n%s\n---\n%s", len(last), len(want),
			strings.Join(last, "\n"), ansi.Strip(strings.Join(want, "\n")))
	}
	if w := tailWidth("| a | b |\n|---", 247); w != 247 {
		t.Errorf("a table row streaming is drawn at %d columns, want the whole 247", w)
	}
}

func TestTableRunsFindOnlyTables(t *testing.T) {
	cases := []struct {
		text   string
		tables int
	}{
		{"a | b\n|---|---|\n| 1 | 2 |\n\nafter", 1},
		{"Title | x\n---\n", 0},                   // a heading underlined, no table
		{"- item\n  | a | b |\n  |---|---|\n", 0}, // in a list item: left to its list
		{"no pipes here\n\n---\n", 0},
		{"| a |\n| :-: |\n| 1 |\n\n| c | d |\n|--|--|\n", 2},
	}
	for _, c := range cases {
		n, joined := 0, ""
		for _, r := range tableRuns(c.text) {
			if r.table {
				n++
			}
			joined += r.text
		}
		if n != c.tables || joined != c.text {
			t.Errorf("%q: %d tables (want %d), runs rejoin to %q", c.text, n, c.tables, joined)
		}
	}
}
