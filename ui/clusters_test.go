package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// editKeys are the editing keys the message box tests press, by name.
var editKeys = map[string]tea.KeyPressMsg{
	"backspace":   {Code: tea.KeyBackspace},
	"delete":      {Code: tea.KeyDelete},
	"left":        {Code: tea.KeyLeft},
	"right":       {Code: tea.KeyRight},
	"home":        {Code: tea.KeyHome},
	"up":          {Code: tea.KeyUp},
	"down":        {Code: tea.KeyDown},
	"shift+left":  {Code: tea.KeyLeft, Mod: tea.ModShift},
	"shift+right": {Code: tea.KeyRight, Mod: tea.ModShift},
	"ctrl+w":      {Code: 'w', Mod: tea.ModCtrl},
	"alt+d":       {Code: 'd', Mod: tea.ModAlt},
}

// edit presses each named key n times in the message box.
func edit(m *Model, n int, keys ...string) {
	for _, k := range keys {
		msg, ok := editKeys[k]
		if !ok {
			panic("no key " + k)
		}
		for range n {
			m.Update(msg)
		}
	}
}

// editStep is keys pressed in the message box and the text it then holds.
type editStep struct {
	what string
	keys []string
	want string
}

// editSteps presses each step's keys and checks the box's text after it.
func editSteps(t *testing.T, m *Model, steps ...editStep) {
	t.Helper()
	for _, s := range steps {
		edit(m, 1, s.keys...)
		wantValue(t, m, s.what, s.want)
	}
}

// wantValue fails unless the message box holds want after what was done.
func wantValue(t *testing.T, m *Model, done, want string) {
	t.Helper()
	if v := m.in.ta.Value(); v != want {
		t.Fatalf("after %s the box holds %q, want %q", done, v, want)
	}
}

func boxModel(t *testing.T, w, h int) *Model {
	t.Helper()
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(m, initCmds(m)...)
	return m
}

// TestInputBackspaceDeletesCluster: after "what 👨‍👩‍👧 family", typed code
// point by code point or pasted, seven Backspaces delete " family" and the
// eighth the whole family, leaving no joiner behind.
func TestInputBackspaceDeletesCluster(t *testing.T) {
	for _, how := range []string{"typed", "pasted"} {
		m := boxModel(t, 100, 30)
		if how == "typed" {
			typeText(m, "what 👨‍👩‍👧 family")
		} else {
			m.Update(tea.PasteMsg{Content: "what 👨‍👩‍👧 family"})
		}
		edit(m, 7, "backspace")
		wantValue(t, m, how+" text and 7 backspaces", "what 👨‍👩‍👧")
		edit(m, 1, "backspace")
		wantValue(t, m, how+" text and 8 backspaces", "what ")
	}
}

// TestInputMovesAndDeletesByCluster: left and right step over a skin
// tone, an emoji with its selector and a keycap as over one character,
// Delete deletes one whole, and the cursor column stays a cluster's edge.
func TestInputMovesAndDeletesByCluster(t *testing.T) {
	m := boxModel(t, 100, 30)
	m.Update(tea.PasteMsg{Content: "a👍🏽b❤️c1️⃣d"})
	edit(m, 1, "home")
	for i, want := range []int{1, 3, 4, 6, 7, 10, 11, 11} { // code points before the cursor
		edit(m, 1, "right")
		if c := m.in.ta.Column(); c != want {
			t.Fatalf("right #%d: cursor at code point %d, want %d", i+1, c, want)
		}
	}
	for i, want := range []int{10, 7, 6, 4, 3, 1, 0} {
		edit(m, 1, "left")
		if c := m.in.ta.Column(); c != want {
			t.Fatalf("left #%d: cursor at code point %d, want %d", i+1, c, want)
		}
	}
	edit(m, 1, "right")
	editSteps(t, m,
		editStep{"delete on the thumb", []string{"delete"}, "ab❤️c1️⃣d"},
		editStep{"delete on the keycap", []string{"right", "right", "right", "delete"}, "ab❤️cd"},
		editStep{"two characters selected back and deleted", []string{"shift+left", "shift+left", "backspace"}, "abd"})
}

// TestInputWordKeysKeepClusters: ctrl+w and alt+d delete words made of or
// holding clusters whole.
func TestInputWordKeysKeepClusters(t *testing.T) {
	m := boxModel(t, 100, 30)
	m.Update(tea.PasteMsg{Content: "say 👨‍👩‍👧 now🇯🇵"})
	editSteps(t, m,
		editStep{"ctrl+w", []string{"ctrl+w"}, "say 👨‍👩‍👧 "},
		editStep{"ctrl+w on the family", []string{"ctrl+w"}, "say "})
	m.in.ta.Reset()
	m.Update(tea.PasteMsg{Content: "👍🏽👍🏽 end"})
	editSteps(t, m, editStep{"alt+d on two thumbs", []string{"home", "alt+d"}, " end"})
}

// TestInputVerticalMoveLandsOnCluster: up and down pick a column by width;
// in a line of wide clusters that column can fall inside one: the cursor
// goes to the cluster's start instead.
func TestInputVerticalMoveLandsOnCluster(t *testing.T) {
	m := boxModel(t, 100, 30)
	m.Update(tea.PasteMsg{Content: "abcdef\n👨‍👩‍👧👍🏽xyz\nabcdef"})
	edit(m, 2, "up")
	for c := range 7 {
		edit(m, 1, "home")
		edit(m, c, "right")
		edit(m, 1, "down")
		line, col := m.in.cursorLine()
		if start := clusterStart(line, col); m.in.ta.Line() != 1 || start != col {
			t.Fatalf("down from column %d: cursor at code point %d of %q (line %d), inside a cluster starting at %d",
				c, col, line, m.in.ta.Line(), start)
		}
		edit(m, 1, "up")
	}
}

// TestInputCursorOnClusterDrawnWhole: with the cursor on a family, the
// box draws the family whole under the cursor (no style change inside
// it) and the input row keeps the screen's width with nothing cut.
func TestInputCursorOnClusterDrawnWhole(t *testing.T) {
	m := boxModel(t, 80, 24)
	m.Update(tea.PasteMsg{Content: "what 👨‍👩‍👧 family"})
	edit(m, 7, "left")
	edit(m, 1, "left")
	if c := m.in.ta.Column(); c != 5 {
		t.Fatalf("cursor at code point %d, want 5 (on the family)", c)
	}
	m.prepare()
	rows := strings.Split(m.render(), "\n")
	row := rows[len(rows)-1-m.inputHeight()]
	if !strings.Contains(row, "👨\u200d👩\u200d👧") {
		t.Fatalf("the family under the cursor is cut by escapes: %q", row)
	}
	if w := ansi.StringWidth(row); w != 80 || strings.Contains(ansi.Strip(row), "…") {
		t.Fatalf("input row %d cells wide, want 80, nothing cut: %q", w, ansi.Strip(row))
	}
}

// TestJoinClusters: escape sequences inside a cluster move after it, so
// the cluster is measured and drawn as one; text without clusters cut by
// escapes is left as it is.
func TestJoinClusters(t *testing.T) {
	cases := [][2]string{ // the styled text, then what the box draws
		{"\x1b[7m👨\x1b[0m\x1b[1m\u200d👩\u200d👧 x\x1b[0m", "\x1b[7m👨\u200d👩\u200d👧\x1b[0m\x1b[1m x\x1b[0m"},
		{"\x1b[7me\x1b[0m\u0301\x1b[1mz", "\x1b[7me\u0301\x1b[0m\x1b[1mz"},
		{"\x1b[7ma\x1b[0mb\n\x1b[1m👍\x1b[0m🏽", "\x1b[7ma\x1b[0mb\n\x1b[1m👍🏽\x1b[0m"},
		{"plain \x1b[1mtext\x1b[0m", "plain \x1b[1mtext\x1b[0m"},
		{"漢\x1b[1m字\x1b[0m", "漢\x1b[1m字\x1b[0m"},
	}
	for _, c := range cases {
		got := joinClusters(c[0])
		if got != c[1] {
			t.Errorf("joinClusters(%q) = %q, want %q", c[0], got, c[1])
		}
		if w, text := ansi.StringWidth(got), ansi.StringWidth(ansi.Strip(c[0])); w != text {
			t.Errorf("joinClusters(%q) is %d cells wide, its text %d", c[0], w, text)
		}
	}
}
