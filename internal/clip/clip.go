// Package clip shortens text for screens, prompts and stored records without
// cutting a character in half: every cut falls between grapheme clusters, so
// an emoji with its modifiers, a letter with its combining marks or a CJK
// character is kept whole or left out whole.
package clip

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/clipperhouse/uax29/v2/graphemes"
)

// Ellipsis marks text that was shortened.
const Ellipsis = "…"

// Width returns s cut to at most w terminal cells, the last of them an
// ellipsis when anything was cut. Escape sequences are kept and not counted.
func Width(s string, w int) string {
	if w <= 0 {
		return ""
	}
	return ansi.Truncate(s, w, Ellipsis)
}

// Line returns s on one line (Flat) cut to at most w cells with Width.
func Line(s string, w int) string {
	return Width(Flat(s), w)
}

// Flat puts s on one line: every run of white space, newlines included,
// becomes one space, and none is left at either end.
func Flat(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Text returns s cut to at most n bytes between grapheme clusters, ending
// with an ellipsis when anything was cut. Prompts and stored records use
// it: their budgets are bytes, and a cluster of many combining marks takes
// one cell on a screen but many bytes.
func Text(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Bytes(s, n-len(Ellipsis)) + Ellipsis
}

// Bytes returns the longest prefix of s of at most n bytes that ends between
// two grapheme clusters. It adds no mark; callers that say what was left out
// do so in their own words.
func Bytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	end := 0
	it := graphemes.FromString(s)
	for it.Next() {
		if it.End() > n {
			break
		}
		end = it.End()
	}
	return s[:end]
}

// FirstLine returns the first line of s that is not blank, trimmed.
func FirstLine(s string) string {
	for l := range strings.Lines(s) {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}
