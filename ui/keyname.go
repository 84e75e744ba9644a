package ui

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
)

// keyMods are the modifiers of a key's name, in the order the terminal
// layer prints them: a binding written in another order never matches.
var keyMods = []string{"ctrl", "alt", "shift", "meta", "hyper", "super"}

// keyNames are the names of keys that are not characters ("enter",
// "pgup", "f5"…), as key presses name them; made when a configured key is
// first checked, not at start.
var keyNames = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{"space": true}
	add := func(c rune) {
		if s := (tea.Key{Code: c}).Keystroke(); s != string(c) {
			out[s] = true
		}
	}
	for c := rune(0); c < 0x80; c++ { // enter, tab, esc, backspace…
		add(c)
	}
	for c := tea.KeyExtended + 1; c < tea.KeyExtended+1000; c++ {
		add(c)
	}
	return out
})

// checkKey says why s cannot name a key press ("" when it can): a base key
// (one character or a key name) after modifiers in the terminal's order.
func checkKey(s string) string {
	parts := strings.Split(s, "+")
	base := parts[len(parts)-1]
	if s == "+" || strings.HasSuffix(s, "++") {
		base, parts = "+", append(parts[:len(parts)-2:len(parts)-2], "+")
	}
	next := 0
	for _, p := range parts[:len(parts)-1] {
		i := slices.Index(keyMods, p)
		switch {
		case i < 0:
			return fmt.Sprintf("%q is not a modifier (%s)", p, strings.Join(keyMods, ", "))
		case i < next:
			return "modifiers go in the order " + strings.Join(keyMods, "+")
		}
		next = i + 1
	}
	if r, n := utf8.DecodeRuneInString(base); n == len(base) && n > 0 && unicode.IsPrint(r) || keyNames()[base] {
		return ""
	}
	return fmt.Sprintf("%q is not a key (a character, or a name such as enter, tab, esc, up, pgdown, f5)", base)
}
