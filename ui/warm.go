package ui

import "github.com/charmbracelet/x/ansi"

// Warm builds, each on a goroutine of its own, the character width tables
// the first frame would otherwise build on its way to the screen: grapheme
// widths for grove's layout, and the wcwidth table (go-runewidth's, 2 MB
// filled on first use) that Bubble Tea's renderer measures every cell of
// the first frame with, which alone made that frame's flush about 10 ms of
// CPU longer. The TUI calls it before it opens the store, so that this
// runs on the other core meanwhile; nothing waits for it.
func Warm() {
	go func() { ansi.StringWidth(warmRunes) }()
	go func() { ansi.WcWidth.StringWidth(warmRunes) }()
}

// warmRunes are characters of grove's frame above the ASCII range: reading
// their widths builds the tables.
const warmRunes = "▌│…›↑⎇·"
