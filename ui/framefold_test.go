package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// TestFoldCluster: in a terminal measuring code point by code point, each
// cluster becomes text drawn at exactly its width, without joiners or
// selectors; in one clustering graphemes only a joiner ending a cluster
// goes.
func TestFoldCluster(t *testing.T) {
	for _, c := range []struct {
		in       string
		width    int
		wc, want string
	}{
		{"👨\u200d👩\u200d👧", 2, "👨", "👨\u200d👩\u200d👧"},
		{"👍🏽", 2, "👍", "👍🏽"},
		{"❤️", 2, "❤ ", "❤️"},
		{"1️⃣", 2, "1\u20e3 ", "1️⃣"},
		{"🇯🇵", 2, "🇯🇵", "🇯🇵"},
		{"👨\u200d👩\u200d", 2, "👨", "👨\u200d👩"},
		{"⠏\u200d", 1, "⠏", "⠏"},
		{"e\u0301", 1, "e\u0301", "e\u0301"},
		{"漢", 2, "漢", "漢"},
		{"⌚️", 2, "⌚", "⌚️"},
		{"स्ते", 1, "स्", "स्ते"},
		{"⌚︎", 1, " ", "⌚︎"},
	} {
		for _, wcwidth := range []bool{true, false} {
			want := c.want
			if wcwidth {
				want = c.wc
			}
			got, changed := foldCluster(c.in, c.width, wcwidth)
			if got != want || changed != (got != c.in) {
				t.Errorf("foldCluster(%q, %d, wcwidth=%v) = %q, %v; want %q", c.in, c.width, wcwidth, got, changed, want)
			}
			if wcwidth && ansi.WcWidth.StringWidth(got) != c.width {
				t.Errorf("foldCluster(%q, %d) = %q: %d columns in a wcwidth terminal", c.in, c.width, got, ansi.WcWidth.StringWidth(got))
			}
		}
	}
}

// foldRow is a styled row holding clusters of every kind, one cut from its
// joiner by a style, a hyperlink whose address holds clusters, and an end
// marker.
const foldRow = "a 👨\u200d👩\u200d👧 b \x1b[1m❤️\x1b[0m c 👍🏽 d 1️⃣ e\u0301 漢字 " +
	"\x1b]8;;https://example.com/❤️/👨\u200d👩\u200d👧\x07link\x1b]8;;\x07 ⠏\x1b[2m\u200d\x1b[0m x स्ते |"

// cutAt parses s into a screen buffer as Bubble Tea does with method m
// and returns the column of the cell holding "|", -1 when the row lost it.
func cutAt(s string, m ansi.Method) int {
	buf := uv.NewScreenBuffer(80, 1)
	buf.Method = m
	uv.NewStyledString(s).Draw(buf, buf.Bounds())
	for x := range 80 {
		if c := buf.CellAt(x, 0); c != nil && c.Content == "|" {
			return x
		}
	}
	return -1
}

// TestFrameFoldKeepsLayout: cut into cells as Bubble Tea cuts a frame
// for a terminal without grapheme clustering, the folded row ends at the
// column lipgloss laid it out to (the row as it is does not); for a
// terminal that confirmed mode 2027 only the dangling joiner goes. The
// hyperlink's address is left whole.
func TestFrameFoldKeepsLayout(t *testing.T) {
	want := ansi.StringWidth(foldRow) - 1
	if got := cutAt(foldRow, ansi.WcWidth); got == want {
		t.Fatalf("the row ends at column %d unfolded: the test shows nothing", got)
	}
	var f frameFold
	folded := f.frame(foldRow)
	if got := cutAt(folded, ansi.WcWidth); got != want {
		t.Fatalf("folded, the row ends at column %d, want %d: %q", got, want, folded)
	}
	for _, bad := range []string{"\u200d", "\ufe0f", "🏽", "👩"} {
		if strings.Contains(ansi.Strip(folded), bad) {
			t.Errorf("the folded text holds %q: %q", bad, ansi.Strip(folded))
		}
	}
	if !strings.Contains(folded, "\x1b]8;;https://example.com/❤️/👨\u200d👩\u200d👧\x07") {
		t.Errorf("the hyperlink's address changed: %q", folded)
	}

	f.observe(tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeReset})
	whole := f.frame(foldRow)
	if got := cutAt(whole, ansi.GraphemeWidth); got != want {
		t.Fatalf("with mode 2027, the row ends at column %d, want %d: %q", got, want, whole)
	}
	if exp := strings.Replace(foldRow, "⠏\x1b[2m\u200d", "⠏\x1b[2m", 1); whole != exp {
		t.Fatalf("with mode 2027:\n got %q\nwant %q", whole, exp)
	}
}

// TestFrameFoldObserve: only an answer saying the terminal knows mode
// 2027 stops the fold, as it switches Bubble Tea to grapheme clusters;
// a frame needing no fold is returned as it is.
func TestFrameFoldObserve(t *testing.T) {
	for _, c := range []struct {
		msg       tea.Msg
		graphemes bool
	}{
		{tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeNotRecognized}, false},
		{tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModePermanentlyReset}, false},
		{tea.ModeReportMsg{Mode: ansi.ModeSynchronizedOutput, Value: ansi.ModeReset}, false},
		{tea.KeyPressMsg{Code: 'a', Text: "a"}, false},
		{tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeReset}, true},
		{tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeSet}, true},
		{tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModePermanentlySet}, true},
	} {
		var f frameFold
		f.frame("│ ❤️ │") // fills the cache of characters needing no fold
		f.observe(c.msg)
		if f.graphemes != c.graphemes {
			t.Errorf("after %#v: graphemes %v, want %v", c.msg, f.graphemes, c.graphemes)
		}
		want := "│ ❤  │" // the heart, the blank of its second column
		if c.graphemes {
			want = "│ ❤️ │"
		}
		if got := f.frame("│ ❤️ │"); got != want {
			t.Errorf("after %#v: %q, want %q", c.msg, got, want)
		}
	}
	var f frameFold
	plain := "\x1b[1m│ plain 漢字 — text │\x1b[0m\nnext"
	if got := f.frame(plain); got != plain {
		t.Fatalf("a frame needing no fold changed: %q", got)
	}
}

// BenchmarkFrameFold: folding a 120×40 frame of grove's kind (styled
// text, box drawing, a few wide characters and one family) for a
// terminal measuring by wcwidth.
func BenchmarkFrameFold(b *testing.B) {
	var sb strings.Builder
	for y := range 40 {
		line := "\x1b[38;5;245m▌\x1b[0m conversation " + strings.Repeat("·", y%3) + " │ " +
			"\x1b[1mThe river\x1b[0m cuts its valley — 漢字 and « quotes » at line " + strings.Repeat("x", y%17)
		if y == 20 {
			line += " 👨\u200d👩\u200d👧"
		}
		sb.WriteString(fit(line, 119) + "│")
		if y < 39 {
			sb.WriteByte('\n')
		}
	}
	frame := sb.String()
	var f frameFold
	b.ReportAllocs()
	b.SetBytes(int64(len(frame)))
	for b.Loop() {
		f.frame(frame)
	}
}

// TestModelFoldsItsFrame: grove's own frame, with a family and a heart in
// the message box, has every row as wide for a wcwidth terminal as grove
// laid it out until the terminal reports mode 2027; then the clusters
// are drawn whole.
func TestModelFoldsItsFrame(t *testing.T) {
	m := newEnv(t, true).startedModel(t, 100, 20)
	typeText(m, "family 👨‍👩‍👧 and ❤️ end")
	rows := func() []string { return strings.Split(ansi.Strip(m.View().Content), "\n") }
	for y, r := range rows() {
		if w := ansi.WcWidth.StringWidth(r); w != 100 {
			t.Fatalf("row %d is %d columns wide by wcwidth, want 100: %q", y, w, r)
		}
	}
	if screen := strings.Join(rows(), "\n"); !strings.Contains(screen, "family 👨 and ❤  end") {
		t.Fatalf("the typed text is not folded:\n%s", screen)
	}
	m.Update(tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeSet})
	if screen := strings.Join(rows(), "\n"); !strings.Contains(screen, "family 👨‍👩‍👧 and ❤️ end") {
		t.Fatalf("the typed text is folded after mode 2027:\n%s", screen)
	}
}
