package ui

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textarea"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// inputBox is the message box: the textarea, the history of what was
// sent, long pastes folded into labels, the Tab ring of commands, and an
// edit of an earlier message in progress.
type inputBox struct {
	ta      textarea.Model
	history []string
	histPos int // len(history) when not browsing
	draft   string
	pastes  pastes   // the text behind long pastes' labels
	tabRing []string // Tab cycles through these commands (an ambiguous prefix)
	tabAt   int
	editing *editTarget // enter sends the text as an edit of this message
	// drafts holds what was in the box of each conversation left with text
	// in it: a draft belongs to its conversation.
	drafts map[string]inputDraft
	edits  undoStack   // the box's changes, for undo and redo
	files  attachments // the files attached to the next message (attach.go)
	store  inputStore  // what of drafts and history the database holds
}

// inputDraft is a conversation's unsent text, and the message it edits.
type inputDraft struct {
	text    string
	editing *editTarget
}

// switchDraft keeps the box's text with conversation from and puts back
// conversation to's own (an empty box if it had none). It reports whether
// the box changed.
func (in *inputBox) switchDraft(from, to string) bool {
	if from == to {
		return false
	}
	had := in.ta.Value() != "" || in.editing != nil
	if from != "" && had {
		if in.drafts == nil {
			in.drafts = map[string]inputDraft{}
		}
		in.drafts[from] = inputDraft{text: in.ta.Value(), editing: in.editing}
	}
	d, ok := in.drafts[to]
	if !ok && !had {
		return false
	}
	delete(in.drafts, to)
	in.forgetEdits()
	in.ta.SetValue(d.text)
	in.editing = d.editing
	in.histPos, in.draft = len(in.history), ""
	return true
}

// setPlaceholder shows p, cut at a word with an ellipsis when the box is
// narrower.
func (in *inputBox) setPlaceholder(p string) {
	in.ta.Placeholder = fitWords(p, max(in.ta.Width()-1, 1))
}

// fitWords cuts s (plain text) to w cells at a word boundary, ending in
// "…".
func fitWords(s string, w int) string {
	if ansi.StringWidth(s) <= w {
		return s
	}
	cut := ansi.Truncate(s, max(w-1, 0), "")
	if rest := s[len(cut):]; !strings.HasPrefix(rest, " ") {
		if i := strings.LastIndexAny(cut, " "); i > 0 {
			cut = cut[:i] // the word cut in two goes
		}
	}
	return strings.TrimRight(cut, " ,;:(·—-") + "…"
}

// placeholder is what the empty message box says: how to send, break a
// line and reach commands, in the keys bound now (a disabled action goes
// unmentioned).
func placeholder(k KeyMap) string {
	hints := []string{}
	for _, h := range []struct {
		b    key.Binding
		what string
	}{{k.Send, "sends"}, {k.Newline, "new line"}} {
		if keys := h.b.Keys(); h.b.Enabled() && len(keys) > 0 {
			hints = append(hints, keys[0]+" "+h.what)
		}
	}
	hints = append(hints, "/ for commands")
	for _, h := range []struct {
		b    key.Binding
		what string
	}{{k.Palette, "palette"}, {k.Help, "help"}} {
		if keys := h.b.Keys(); h.b.Enabled() && len(keys) > 0 {
			first := keys[0]
			if slices.Contains(keys, "?") { // help's "?" works where this shows: an empty input
				first = "?"
			}
			hints = append(hints, first+" "+h.what)
		}
	}
	return "Message… (" + strings.Join(hints, ", ") + ")"
}

// bindInput gives the message box the bound keys of what it does itself
// (a new line).
func bindInput(ta *textarea.Model, k KeyMap) {
	ta.KeyMap.InsertNewline = key.NewBinding(key.WithKeys(k.Newline.Keys()...))
	ta.KeyMap.InsertNewline.SetEnabled(k.Newline.Enabled())
}

func newInput(th themes.Theme, k KeyMap) textarea.Model {
	ta := textarea.New()
	ta.ShowLineNumbers = false
	ta.Prompt = ""
	ta.Placeholder = placeholder(k)
	ta.CharLimit = 0
	ta.MaxHeight = 0
	bindInput(&ta, k)
	applyInputTheme(&ta, th)
	ta.Focus()
	return ta
}

func applyInputTheme(ta *textarea.Model, th themes.Theme) {
	st := textarea.DefaultStyles(th.Dark)
	st.Focused.CursorLine = th.Text
	st.Focused.Text = th.Text
	st.Focused.Placeholder = th.Muted
	st.Focused.EndOfBuffer = th.Muted
	st.Blurred = st.Focused
	st.Cursor.Blink = false // a blinking cursor would redraw forever
	ta.SetStyles(st)
}

func (in *inputBox) height() int {
	return max(in.ta.Height(), 1)
}

// inputRows counts the rows the input's text takes at the input's width,
// wrapped lines included, stopping early past limit (the count costs
// nothing for a large paste).
func (in *inputBox) rows(limit int) int {
	w := max(in.ta.Width(), 1)
	rows := 0
	for _, l := range strings.Split(in.ta.Value(), "\n") {
		rows += max((ansi.StringWidth(l)+w-1)/w, 1)
		if rows > limit {
			break
		}
	}
	return rows
}

// layout sizes the input for the current terminal and content.
// The input grows with its text up to inputMaxH rows (and never takes more
// than a third of the screen), always showing the cursor line with as much
// of the text above it as fits.
func (in *inputBox) layout(width, screenH int) {
	in.ta.SetWidth(max(width-3, 5))
	limit := max(min(inputMaxH, (screenH-2)/3), 1)
	h := min(in.rows(limit), limit)
	if h == in.ta.Height() {
		return
	}
	// The textarea scrolls only as far as its cursor needs: after a change
	// of height it could keep rows scrolled away above while blank rows sit
	// below. Walking the cursor up the box's height (scrolling as it goes)
	// and back leaves the cursor line at the bottom with the most context
	// above it.
	col := in.ta.Column()
	in.ta.SetHeight(h)
	// The textarea's viewport bounds its scrolling by the content it last
	// drew: let it draw the current text first.
	in.ta, _ = in.ta.Update(nil)
	moved := 0
	for moved < h-1 {
		at, off := in.ta.Line(), in.ta.LineInfo().RowOffset
		in.ta.CursorUp()
		if in.ta.Line() == at && in.ta.LineInfo().RowOffset == off {
			break
		}
		moved++
	}
	for ; moved > 0; moved-- {
		in.ta.CursorDown()
	}
	in.ta.SetCursorColumn(col)
}

// remember adds text to the history (unless it repeats the last entry)
// and ends any browsing of it.
func (in *inputBox) remember(text string) {
	if len(in.history) == 0 || in.history[len(in.history)-1] != text {
		in.history = append(in.history, text)
	}
	in.histPos = len(in.history)
	in.draft = ""
}
