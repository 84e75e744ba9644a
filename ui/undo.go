package ui

import (
	"unicode"

	tea "charm.land/bubbletea/v2"
)

// The message box's undo: every change of its text (typing, a paste, a
// word deleted, ctrl+c clearing it, a history entry brought up) can be
// taken back with ctrl+z and brought again with the redo key. Typing is
// taken back a word (and the blanks after it) at a time. Sending a message, or moving to another
// conversation (whose draft is its own), starts afresh.

// editState is the box's text and cursor at one moment.
type editState struct {
	text      string
	line, col int
	gen       int    // the box's edit generation when taken
	conv      string // the conversation on screen then
}

// undoLimit bounds each stack: a long session of typing keeps the last
// hundred changes.
const undoLimit = 100

type undoStack struct {
	undo, redo []editState
	// typed: the character of the last change when it was typing, so the
	// next one joins it (until a new word starts after a blank).
	typed rune
	gen   int
}

func (in *inputBox) snapshot() editState {
	return editState{text: in.ta.Value(), line: in.ta.Line(), col: in.ta.Column(), gen: in.edits.gen}
}

// forgetEdits starts a new history of edits: the text in the box is no
// longer the one earlier edits made (it was sent, or it is another
// conversation's draft).
func (in *inputBox) forgetEdits() {
	in.edits = undoStack{gen: in.edits.gen + 1}
}

// recordEdit notes the change from before to the box's text now, if any.
// typed is the character a key typed, 0 for any other change.
func (in *inputBox) recordEdit(before editState, typed rune) {
	if before.gen != in.edits.gen || in.ta.Value() == before.text {
		return
	}
	prev := in.edits.typed
	join := typed != 0 && prev != 0 && len(in.edits.undo) > 0 && !(unicode.IsSpace(prev) && !unicode.IsSpace(typed))
	if !join {
		in.edits.undo = append(in.edits.undo, before)
		if len(in.edits.undo) > undoLimit {
			in.edits.undo = in.edits.undo[1:]
		}
	}
	in.edits.typed = typed
	in.edits.redo = in.edits.redo[:0]
}

// restore puts a moment's text and cursor back.
func (in *inputBox) restore(s editState) {
	in.ta.SetValue(s.text)
	for in.ta.Line() > s.line {
		at := in.ta.Line()
		in.ta.CursorUp()
		if in.ta.Line() == at {
			break
		}
	}
	in.ta.SetCursorColumn(s.col)
}

// undoEdit takes back the last change; redoEdit brings back the last one
// taken back. Each reports whether there was one.
func (in *inputBox) undoEdit() bool {
	return in.step(&in.edits.undo, &in.edits.redo)
}

func (in *inputBox) redoEdit() bool {
	return in.step(&in.edits.redo, &in.edits.undo)
}

func (in *inputBox) step(from, to *[]editState) bool {
	if len(*from) == 0 {
		return false
	}
	s := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, in.snapshot())
	in.restore(s)
	in.edits.typed = 0
	return true
}

// typedRune is the character a key press types into the box, 0 for any
// other key.
func typedRune(msg tea.KeyPressMsg) rune {
	if r := []rune(msg.Text); len(r) == 1 {
		return r[0]
	}
	return 0
}

// undoKey handles the undo and redo keys on the main screen.
func (m *Model) undoKey(redo bool) tea.Cmd {
	if !redo {
		if cmd, ok := m.unpasteFile(); ok {
			return cmd
		}
	}
	ok := false
	if redo {
		ok = m.in.redoEdit()
	} else {
		ok = m.in.undoEdit()
	}
	m.layout()
	if !ok && redo {
		return m.flash("nothing to redo", false)
	}
	if !ok {
		return m.flash("nothing to undo", false)
	}
	return nil
}
