package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent/config"
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

// TestPaletteMatchesWhatWasMeant types into the palette as a person does:
// a sentence whose letters only happen to be scattered across a command's
// description ("Hello there" over "/regen — regenerate the last reply")
// offers nothing; a command's name or alias typed whole or begun comes
// first, before commands whose description merely uses the word; a
// description matches by whole words only.
func TestPaletteMatchesWhatWasMeant(t *testing.T) {
	env := newEnv(t, true)
	m := fitModel(t, env, "dark", 100, 30)
	type want struct {
		query string
		first string   // the label shown first ("" for no match at all)
		also  []string // labels that must be offered too
		not   []string // labels that must not be offered
	}
	for _, tc := range []want{
		{query: "Hello there", first: ""},
		{query: "hello", first: ""},
		{query: "regen", first: "/regen — "},
		{query: "re", first: "/regen — ", also: []string{"/regen — ", "/rerun — ", "/rename — ", "/replay — "}, not: []string{"/theme — "}},
		{query: "/reg", first: "/regen — "},
		{query: "regenerate", first: "/regen — "},
		{query: "branch", first: "/branch — ", also: []string{"/rename — ", "/label — ", "/export — "}},
		{query: "exit", first: "/quit — "},
		{query: "workspace", first: "/ws — "},
		{query: "side by side", first: "/compare — "},
		{query: "regenerat", first: ""},
		{query: "agent ", first: "agent " + config.DefaultAgentName, also: []string{"/agent — "}},
		// Letters scattered over a name are no match: "mem" is /memory,
		// not "/timestamps", though m, e and m are there in that order.
		{query: "mem", first: "/memory — ", not: []string{"/timestamps — "}},
		{query: "tsp", first: "", not: []string{"/timestamps — "}},
		{query: "nc", not: []string{"/timestamps — "}},
	} {
		press(m, "ctrl+p")
		for _, r := range tc.query {
			press(m, string(r))
		}
		p := find[*palette](&m.stack)
		if p == nil {
			t.Fatal("the palette did not open")
		}
		var got []string
		for _, it := range p.shown {
			got = append(got, it.label)
		}
		has := func(prefix string) bool {
			return slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, prefix) })
		}
		switch {
		case tc.first == "" && len(got) > 0:
			t.Errorf("%q offers %q, want nothing", tc.query, got)
		case tc.first != "" && (len(got) == 0 || !strings.HasPrefix(got[0], tc.first)):
			t.Errorf("%q offers %q first, want %q", tc.query, got, tc.first)
		}
		for _, a := range tc.also {
			if !has(a) {
				t.Errorf("%q does not offer %q: %q", tc.query, a, got)
			}
		}
		for _, n := range tc.not {
			if has(n) {
				t.Errorf("%q offers %q: %q", tc.query, n, got)
			}
		}
		press(m, "esc")
	}
}

// TestPaletteCtrlUClearsTheQuery: ctrl+u empties the query (all items
// shown again), ctrl+w deletes its last word.
func TestPaletteCtrlUClearsTheQuery(t *testing.T) {
	env := newEnv(t, true)
	m := fitModel(t, env, "dark", 100, 30)
	press(m, "ctrl+p")
	for _, r := range "agent reg" {
		press(m, string(r))
	}
	p := find[*palette](&m.stack)
	if p == nil {
		t.Fatal("the palette did not open")
	}
	press(m, "ctrl+w")
	if p.query != "agent " {
		t.Fatalf("after ctrl+w the query is %q, want %q", p.query, "agent ")
	}
	press(m, "ctrl+u")
	if p.query != "" || len(p.shown) < 10 {
		t.Fatalf("after ctrl+u the query is %q with %d items", p.query, len(p.shown))
	}
}
