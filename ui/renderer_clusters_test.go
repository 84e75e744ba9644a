package ui

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// Every row of grove's frames must reach the terminal at the width grove
// laid it out with, whatever grapheme clusters it holds and whatever the
// terminal makes of them: Bubble Tea cuts a frame into cells by wcwidth
// unless the terminal confirmed mode 2027, and grove folds the clusters a
// wcwidth terminal would draw at other widths (framefold.go). These tests
// run the real program, feed what it writes to a terminal emulator (vt)
// and read the screen back.

// rowsModel shows the rows it was last sent, on the alternate screen,
// folded as grove's Model folds its frames.
type rowsModel struct {
	rows []string
	fold *frameFold
}

type rowsMsg []string

func (m rowsModel) Init() tea.Cmd { return nil }

func (m rowsModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	m.fold.observe(msg)
	if r, ok := msg.(rowsMsg); ok {
		m.rows = r
	}
	return m, nil
}

func (m rowsModel) View() tea.View {
	v := tea.NewView(m.fold.frame(strings.Join(m.rows, "\n")))
	v.AltScreen = true
	return v
}

// clusterRows are rows of text holding grapheme clusters that terminals
// without grapheme clustering draw at other widths than lipgloss gives
// them, or whose joiners join what follows.
var clusterRows = []string{
	"family 👨‍👩‍👧 here and flag 🇯🇵 ok",
	"thumbs 👍🏽 heart ❤️ key 1️⃣ end",
	"dangling 👨‍👩‍ joiner and e\u0301 ok",
	"spin ⠏‍ x ·‍⠋ done",
	"cjk 漢字 hangul 각 deva नमस्ते z",
	"plain ascii row",
}

// boxed lays rows out as grove does: each cut or padded to w-1 cells (by
// grapheme widths) and closed by a border.
func boxed(rows []string, w int) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = fit(r, w-1) + "│"
	}
	return out
}

// runRows runs the program with grove's options at w×h in fake time; draw shows rows and feeds
// what was written to term. With graphemes the terminal answers that it
// clusters graphemes (mode 2027) before the first frame that matters, and
// the test fails unless the program then turned the mode on.
func runRows(t *testing.T, w, h int, graphemes bool, body func(t *testing.T, draw func(rows []string), term *vt)) {
	synctest.Test(t, func(t *testing.T) {
		out := &frameOut{}
		m := rowsModel{rows: []string{"start"}, fold: &frameFold{}}
		opts := append(programOptions(t.Context(), out), tea.WithInput(nil), tea.WithWindowSize(w, h),
			tea.WithEnvironment([]string{"TERM=xterm-256color"}))
		p := tea.NewProgram(m, opts...)
		done := make(chan error, 1)
		go func() { _, err := p.Run(); done <- err }()
		defer func() { // also after a failure, which ends this goroutine
			p.Quit()
			if err := <-done; err != nil {
				t.Error(err)
			}
		}()
		term := newVT(t, w, h)
		// Without a terminal for input the renderer takes its output to
		// be a tty that turns a line feed into a new line (ONLCR).
		term.onlcr = true
		fed := 0
		feed := func() {
			time.Sleep(time.Second / 10) // some frames of any rate
			synctest.Wait()
			s, _ := out.state()
			term.Write([]byte(s[fed:]))
			fed = len(s)
		}
		feed()
		if graphemes {
			// The terminal knows mode 2027 and says it is off; it clusters
			// graphemes once the program turns the mode on.
			term.core = true
			p.Send(tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeReset})
			feed()
		}
		body(t, func(rows []string) { p.Send(rowsMsg(rows)); feed() }, term)
		if graphemes && !term.graphemes {
			t.Fatalf("mode 2027 was never turned on after the terminal reported it")
		}
	})
}

// checkColumns fails unless every row of rows shows on term's screen with
// its border in the last column and each of its ASCII words at the column
// the layout gave it.
func checkColumns(t *testing.T, term *vt, rows []string) {
	t.Helper()
	screen := strings.Join(term.rows(), "\n")
	for y, r := range rows {
		if x := term.column(y, "│"); x != term.w-1 || strings.Count(term.rows()[y], "│") != 1 {
			t.Fatalf("row %d: border at column %d, want %d:\n%s", y, x, term.w-1, screen)
		}
		text := ansi.Strip(r)
		for i := 0; i < len(text); {
			j := i
			for j < len(text) && text[j] > ' ' && text[j] < 0x7f {
				j++
			}
			if j == i || (j < len(text) && text[j] != ' ') || (i > 0 && text[i-1] != ' ') {
				i = max(j, i+1) // not a whole ASCII word
				continue
			}
			x := ansi.StringWidth(text[:i])
			if got := strings.Join(term.cells[y][x:x+j-i], ""); got != text[i:j] {
				t.Fatalf("row %d: %q at column %d shows as %q:\n%s", y, text[i:j], x, got, screen)
			}
			i = j
		}
	}
}

// TestRendererClustersKeepColumns: in a terminal that did not confirm
// grapheme clustering (so Bubble Tea cuts cells by wcwidth), a row with a family, a flag, a skin tone, an emoji
// selector, a keycap, a dangling joiner, combining marks, CJK and Indic
// text keeps every word at its column and its border in the last column;
// each cluster shows as something of it.
func TestRendererClustersKeepColumns(t *testing.T) {
	for _, w := range []int{40, 100} {
		runRows(t, w, 10, false, func(t *testing.T, draw func([]string), term *vt) {
			rows := boxed(clusterRows, w)
			draw(rows)
			checkColumns(t, term, rows)
			x := ansi.StringWidth("family ")
			if c := term.cells[0][x]; c != "👨" {
				t.Fatalf("the family shows as %q, want its first emoji", c)
			}
			if c := term.cells[1][ansi.StringWidth("thumbs ")]; c != "👍" {
				t.Fatalf("the skin-toned thumb shows as %q, want the thumb", c)
			}
		})
	}
}

// TestRendererClustersWholeWith2027: a terminal that reported mode 2027
// has it turned on and gets every cluster whole, at the same columns.
func TestRendererClustersWholeWith2027(t *testing.T) {
	runRows(t, 60, 10, true, func(t *testing.T, draw func([]string), term *vt) {
		rows := boxed(clusterRows, 60)
		draw(rows)
		checkColumns(t, term, rows)
		if c := term.cells[0][ansi.StringWidth("family ")]; c != "👨‍👩‍👧" {
			t.Fatalf("the family shows as %q, want it whole", c)
		}
		if c := term.cells[1][ansi.StringWidth("thumbs ")]; c != "👍🏽" {
			t.Fatalf("the skin-toned thumb shows as %q, want it whole", c)
		}
	})
}

// TestRendererJoinersLeaveNothingBehind: a reply's header whose spinner
// and text carry stray joiners, redrawn frame by frame and then replaced
// by plain text, leaves no glyph of the earlier frames on screen.
func TestRendererJoinersLeaveNothingBehind(t *testing.T) {
	runRows(t, 60, 6, false, func(t *testing.T, draw func([]string), term *vt) {
		body := []string{"what 👨‍👩‍ ", "plain line"}
		for i, f := range []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"} {
			head := "assistant \u200d· turn 2 " + f + "\u200d writing" + strings.Repeat(".", i%3)
			rows := boxed(append([]string{head}, body...), 60)
			draw(rows)
			checkColumns(t, term, rows)
		}
		rows := boxed(append([]string{"assistant · turn 2 ⊘ cancelled"}, body...), 60)
		draw(rows)
		checkColumns(t, term, rows)
		if got, want := term.rows()[0], ansi.Strip(rows[0]); got != want {
			t.Fatalf("header after the cancel:\n got %q\nwant %q", got, want)
		}
	})
}
