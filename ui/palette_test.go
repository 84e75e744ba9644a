package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestPaletteCutsLabelsAtWords opens the palette on a narrow terminal:
// every label too long for the box loses whole words at its end and shows
// an ellipsis; none is cut in the middle of a word.
func TestPaletteCutsLabelsAtWords(t *testing.T) {
	env := treeEnv(t)
	for _, w := range []int{40, 52, 80} {
		m := fitModel(t, env, "dark", w, 24)
		press(m, "ctrl+p")
		p := find[*palette](&m.stack)
		if p == nil {
			t.Fatal("the palette did not open")
		}
		labels := map[string]bool{}
		for _, it := range p.shown {
			labels[it.label] = true
		}
		cut := 0
		for _, row := range strings.Split(ansi.Strip(m.render()), "\n") {
			l, r := strings.Index(row, "│ "), strings.LastIndex(row, " │")
			if l < 0 || r <= l {
				continue
			}
			text := strings.TrimSpace(row[l+len("│ ") : r])
			shown, ok := strings.CutSuffix(text, "…")
			if !ok {
				continue
			}
			for label := range labels {
				// The kind column may stand before the label.
				for _, prefix := range []string{shown, lastFields(shown, label)} {
					if prefix == "" || !strings.HasPrefix(label, prefix) || prefix == label {
						continue
					}
					cut++
					// What went is whole words (and the punctuation after
					// the last word shown).
					if rest := strings.TrimLeft(label[len(prefix):], ",;:"); !strings.HasPrefix(rest, " ") {
						t.Errorf("%d columns: %q cut inside a word (shown %q)", w, label, text)
					}
				}
			}
		}
		if w == 40 && cut == 0 {
			t.Fatalf("no label was long enough to be cut at %d columns: the test shows nothing", w)
		}
	}
}

// lastFields is the end of shown that starts where label's first word
// starts in it, or "".
func lastFields(shown, label string) string {
	first, _, _ := strings.Cut(label, " ")
	if i := strings.Index(shown, first); i > 0 {
		return shown[i:]
	}
	return ""
}
