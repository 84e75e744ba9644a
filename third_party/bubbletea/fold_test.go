package tea

import (
	"strings"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// TestFoldCluster: in a terminal measuring code point by code point, each
// cluster becomes text drawn at exactly its cell's width, without joiners
// or selectors; in one clustering graphemes only a joiner ending a
// cluster goes.
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
		for _, mode := range []bool{true, false} {
			want := c.want
			if mode {
				want = c.wc
			}
			got, _ := foldCluster(c.in, c.width, mode)
			if got != want {
				t.Errorf("foldCluster(%q, %d, wcwidth=%v) = %q, want %q", c.in, c.width, mode, got, want)
			}
			if mode && ansi.WcWidth.StringWidth(got) != c.width {
				t.Errorf("foldCluster(%q, %d) = %q: %d columns in a wcwidth terminal", c.in, c.width, got, ansi.WcWidth.StringWidth(got))
			}
		}
	}
}

// TestFrameScreenCellsFollowLayout: a row holding clusters is cut into
// cells of the widths lipgloss measured, whatever the terminal.
func TestFrameScreenCellsFollowLayout(t *testing.T) {
	row := "a 👨\u200d👩\u200d👧 b ❤️ c 👍🏽 d|"
	for _, fold := range []bool{true, false} {
		buf := uv.NewScreenBuffer(40, 1)
		uv.NewStyledString(row).Draw(frameScreen{buf, fold, &keptRunes{}}, buf.Bounds())
		if x := strings.Index(buf.Line(0).String(), "|"); x < 0 {
			t.Fatalf("fold=%v: the row's end is cut: %q", fold, buf.Line(0).String())
		}
		end := -1
		for x := range 40 {
			if c := buf.CellAt(x, 0); c != nil && c.Content == "|" {
				end = x
			}
		}
		if want := ansi.StringWidth(row) - 1; end != want {
			t.Fatalf("fold=%v: the row's last cell at column %d, want %d", fold, end, want)
		}
	}
}

// BenchmarkFrameDraw: parsing a 120×40 frame of grove's kind (styled
// text, box drawing, a few wide characters) into the screen buffer, as
// the renderer did (wcwidth cells) and as it does (grapheme cells, folded
// for a wcwidth terminal).
func BenchmarkFrameDraw(b *testing.B) {
	var sb strings.Builder
	for y := range 40 {
		line := "\x1b[38;5;245m▌\x1b[0m conversation " + strings.Repeat("·", y%3) + " │ " +
			"\x1b[1mThe river\x1b[0m cuts its valley — 漢字 and « quotes » at line " + strings.Repeat("x", y%17)
		sb.WriteString(ansi.Truncate(line, 119, "…") + strings.Repeat(" ", max(119-ansi.StringWidth(line), 0)) + "│")
		if y < 39 {
			sb.WriteByte('\n')
		}
	}
	frame := uv.NewStyledString(sb.String())
	for _, c := range []struct {
		name string
		scr  func(uv.ScreenBuffer) uv.Screen
	}{
		{"wcwidth", func(s uv.ScreenBuffer) uv.Screen { return s }},
		{"folded", func(s uv.ScreenBuffer) uv.Screen { return frameScreen{s, true, &keptRunes{}} }},
		{"graphemes", func(s uv.ScreenBuffer) uv.Screen { return frameScreen{s, false, &keptRunes{}} }},
	} {
		b.Run(c.name, func(b *testing.B) {
			buf := uv.NewScreenBuffer(120, 40)
			scr := c.scr(buf)
			b.ReportAllocs()
			for b.Loop() {
				buf.Clear()
				frame.Draw(scr, buf.Bounds())
			}
		})
	}
}
