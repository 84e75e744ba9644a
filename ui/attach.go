package ui

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// Files attached to the next message: /attach PATH (alone on the box's
// last line, so the lines above stay the message being written), a paste
// that is one file's path, /detach. A command reads each file and stores
// it (once by its hash) as it is attached; the message sent carries the
// stored attachments, which come back to the box when the send fails.

// attachments is what the message box holds of attached files.
type attachments struct {
	// byConv: the files for the next message of each conversation ("" for
	// the one a message will create), in the order attached.
	byConv map[string][]session.Attachment
	pasted *pastedFile // the file the last paste attached, while ctrl+z can still take it back
	comp   pathComp    // /attach's path completion
	// saved: each conversation's files as last written with its draft.
	saved map[string][]session.Attachment
}

// pastedFile is a file a paste attached and the box as it stood then: an
// undo in that state takes the file back and pastes the text instead.
type pastedFile struct {
	conv, sha, text, box string
	gen, depth           int
}

// attachedMsg is the outcome of reading and storing one file.
type attachedMsg struct {
	conv string // the conversation whose next message it goes with
	path string // as the person gave it
	// box and line: the box when enter asked for the file and its
	// /attach line, taken out once the file is attached. Empty for a
	// paste and for the palette.
	box, line string
	pasted    string // the paste that named the file ("" when typed)
	att       session.Attachment
	err       error
	notFile   bool // the paste names no regular file: it goes in as text
}

// readAttachment reads the file msg names (~ expanded; the person's own
// path, not confined to the sandbox) and stores it, refusing one over max
// bytes (the config's attachments.max_bytes; 0: the default cap).
func readAttachment(ctx context.Context, st Store, msg attachedMsg, max int64) tea.Cmd {
	return func() tea.Msg {
		path := expandHome(msg.path)
		if msg.pasted != "" {
			if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
				msg.notFile = true
				return msg
			}
		}
		name, data, err := agent.ReadAttachment(path, max)
		if err == nil {
			msg.att, err = st.PutAttachment(ctx, name, data, max)
		}
		msg.err = err
		return msg
	}
}

// files are the files attached to the next message here.
func (m *Model) files() []session.Attachment { return m.in.files.byConv[m.current] }

// attachSubmit handles enter where files are concerned: a last line of
// /attach or /detach runs it, and a message with files is refused where
// they cannot go. ok reports whether it took the key.
func (m *Model) attachSubmit() (cmd tea.Cmd, ok bool) {
	value := m.in.ta.Value()
	head, last := splitLast(value)
	if name, arg := attachLine(last); name != "" {
		if name == "attach" && arg != "" {
			return m.attachPath(arg, value, last), true
		}
		cmd, done := m.attachCommand(name, arg)
		if done {
			m.in.remember(strings.TrimSpace(last))
			m.in.ta.SetValue(head)
			m.layout()
		}
		return cmd, true
	}
	if len(m.files()) == 0 || m.in.editing != nil {
		return nil, false // an edit sends its text alone: the files wait for the next message
	}
	text := strings.TrimSpace(value)
	switch {
	case strings.HasPrefix(text, "/") && !strings.HasPrefix(text, "//"):
		return nil, false
	case m.inChannel():
		return m.flash("files go to a conversation with an agent; a workspace channel takes text (/detach removes them)", true), true
	}
	return nil, false
}

// inChannel reports whether a workspace channel is on screen.
func (m *Model) inChannel() bool {
	cv := m.cur()
	return cv != nil && cv.conv.Kind == session.KindChannel
}

// attachCommand runs /attach without a path (the list) and /detach; done
// reports whether it did what was asked (its line can go).
func (m *Model) attachCommand(name, arg string) (cmd tea.Cmd, done bool) {
	if name == "attach" {
		if arg != "" {
			return m.attachPath(arg, "", ""), true
		}
		return m.flash(m.listFiles(), false), true
	}
	before := slices.Clone(m.files())
	text, err := m.detach(arg)
	return tea.Batch(m.flash(text, err), m.forgetFiles(m.current, before)), !err
}

// attachPath starts reading a file for the next message.
func (m *Model) attachPath(arg, box, line string) tea.Cmd {
	if m.inChannel() {
		return m.flash("files go to a conversation with an agent; a workspace channel takes text", true)
	}
	m.in.files.comp = pathComp{} // the hint line is the notice's again
	msg := attachedMsg{conv: m.current, path: cleanPath(arg), box: box, line: line}
	return readAttachment(m.c.ctx, m.c.store, msg, m.ws.cfg.AttachmentMax())
}

// pasteFile attaches the file a paste names, when the paste is one file
// path and the box can take files: the command reading it finds whether
// the file exists (when not, the paste goes in as text). It returns nil
// when the paste is text to insert now.
func (m *Model) pasteFile(content string) tea.Cmd {
	p := pastedPath(content)
	_, last := splitLast(m.in.ta.Value())
	if name, _ := attachLine(last); p == "" || name != "" || m.in.editing != nil || m.inChannel() {
		return nil
	}
	return readAttachment(m.c.ctx, m.c.store, attachedMsg{conv: m.current, path: p, pasted: content}, m.ws.cfg.AttachmentMax())
}

// pasteText inserts a paste into the box at the cursor (a long one as its
// label), as one change undo takes back.
func (m *Model) pasteText(content string) tea.Cmd {
	before := m.editSnapshot()
	cmd := m.in.update(tea.PasteMsg{Content: m.in.pastes.fold(content)})
	m.in.recordEdit(before, 0)
	m.layout()
	return tea.Batch(cmd, m.afterEdit(before))
}

// onAttached adds a file read and stored to the files of its
// conversation's next message, or says why it could not be.
func (m *Model) onAttached(msg attachedMsg) tea.Cmd {
	switch {
	case msg.notFile:
		return m.pasteText(msg.pasted)
	case msg.err != nil && msg.pasted != "":
		return tea.Batch(m.pasteText(msg.pasted), m.flash("pasted as text: "+userText(msg.err), true))
	case msg.err != nil:
		return m.flash(userText(msg.err), true) // the /attach line stays in the box to be put right
	}
	if m.in.files.byConv == nil {
		m.in.files.byConv = map[string][]session.Attachment{}
	}
	fs := m.in.files.byConv[msg.conv]
	a := msg.att
	if slices.ContainsFunc(fs, func(f session.Attachment) bool { return f.SHA256 == a.SHA256 }) {
		return tea.Batch(m.dropAttachLine(msg), m.flash(a.Name+" is already attached", false))
	}
	m.in.files.byConv[msg.conv] = append(fs, a)
	saved := m.saveFiles(msg.conv)
	what := fmt.Sprintf("%s (%s)", clip.Width(a.Name, 32), session.HumanBytes(a.Size))
	if msg.pasted != "" {
		m.in.files.pasted = &pastedFile{conv: msg.conv, sha: a.SHA256, text: msg.pasted, box: m.in.ta.Value(),
			gen: m.in.edits.gen, depth: len(m.in.edits.undo)}
		return tea.Batch(saved, m.flash("attached "+what+" · "+m.undoKeyName()+" pastes the path as text instead", false))
	}
	return tea.Batch(saved, m.dropAttachLine(msg), m.flash("attached "+what+" to your next message (/detach removes it)", false))
}

// dropAttachLine takes the /attach line that asked for a file out of the
// box, when the box is still as it was or still ends with that line.
func (m *Model) dropAttachLine(msg attachedMsg) tea.Cmd {
	value := m.in.ta.Value()
	if msg.line == "" {
		return nil
	}
	head, last := splitLast(value)
	if value != msg.box && last != msg.line {
		return nil
	}
	before := m.editSnapshot()
	m.in.remember(strings.TrimSpace(msg.line))
	m.in.ta.SetValue(head)
	m.in.recordEdit(before, 0)
	m.layout()
	return m.afterEdit(before)
}

// unpasteFile is the undo of a paste that attached a file: while the box
// is as the paste left it, the file goes and the paste goes in as text.
func (m *Model) unpasteFile() (tea.Cmd, bool) {
	p := m.in.files.pasted
	if p == nil || p.conv != m.current || p.gen != m.in.edits.gen || p.depth != len(m.in.edits.undo) || p.box != m.in.ta.Value() {
		return nil, false
	}
	m.in.files.pasted = nil
	fs := m.in.files.byConv[p.conv]
	i := slices.IndexFunc(fs, func(f session.Attachment) bool { return f.SHA256 == p.sha })
	if i < 0 {
		return nil, false
	}
	name, before := fs[i].Name, slices.Clone(fs)
	m.in.files.byConv[p.conv] = slices.Delete(fs, i, i+1)
	return tea.Batch(m.forgetFiles(p.conv, before), m.pasteText(p.text), m.flash(name+" is no longer attached: its path is pasted as text", false)), true
}

// undoKeyName is the first key bound to undo.
func (m *Model) undoKeyName() string {
	if k := m.c.keys.Undo.Keys(); len(k) > 0 {
		return k[0]
	}
	return "undo"
}

// listFiles says what is attached to the next message.
func (m *Model) listFiles() string {
	fs := m.files()
	if len(fs) == 0 {
		return "nothing attached: /attach PATH (or pasting a file's path) attaches a file"
	}
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprintf("%d %s %s", i+1, f.Name, session.HumanBytes(f.Size))
	}
	return "attached: " + strings.Join(parts, " · ") + " (/detach N removes one)"
}

// detach takes files off the next message: the last one, the Nth, or all.
func (m *Model) detach(arg string) (text string, isErr bool) {
	fs := m.files()
	if len(fs) == 0 {
		return "nothing attached", true
	}
	i := len(fs) - 1
	switch arg {
	case "":
	case "all":
		delete(m.in.files.byConv, m.current)
		return fmt.Sprintf("%d files detached", len(fs)), false
	default:
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > len(fs) {
			return fmt.Sprintf("no attachment %q: /detach N takes 1 to %d, or all", arg, len(fs)), true
		}
		i = n - 1
	}
	name := fs[i].Name
	m.in.files.byConv[m.current] = slices.Delete(fs, i, i+1)
	return name + " detached", false
}

// takeFiles takes the files of the next message here, to send them.
func (m *Model) takeFiles() []session.Attachment {
	fs := m.files()
	delete(m.in.files.byConv, m.current)
	m.in.files.pasted = nil
	return fs
}

// keepFiles records in a send's answer the files it carried and whose
// they were, so a failed send gives them back.
func keepFiles(cmd tea.Cmd, conv string, fs []session.Attachment) tea.Cmd {
	if len(fs) == 0 {
		return cmd
	}
	return func() tea.Msg {
		msg := cmd()
		if s, ok := msg.(sentMsg); ok {
			s.files, s.filesConv = fs, conv
			return s
		}
		return msg
	}
}

// openRefused opens the conversation a refused first message created (its
// files are then given back there), so the message comes back in the box
// of the conversation it was written for. The conversation list, read
// again as the conversation appeared, may have opened it already.
func (m *Model) openRefused(msg *sentMsg) tea.Cmd {
	if !msg.created || msg.conv.ID == "" {
		return nil
	}
	opened := m.current == msg.conv.ID
	if !opened && (m.current != "" || m.in.ta.Value() != "") {
		return nil
	}
	if msg.filesConv == "" {
		msg.filesConv = msg.conv.ID
	}
	if ov, ok := m.modelOverride[""]; ok {
		m.modelOverride[msg.conv.ID] = ov
		delete(m.modelOverride, "")
	}
	m.keepBudget(msg.conv.ID)
	if opened {
		return nil
	}
	m.addConv(msg.conv)
	return m.open(msg.conv.ID)
}

// restoreFiles gives a failed send's files back to the next message of
// their conversation, ahead of any attached since, and keeps them with its
// draft.
func (m *Model) restoreFiles(msg sentMsg) tea.Cmd {
	if len(msg.files) == 0 {
		return nil
	}
	if m.in.files.byConv == nil {
		m.in.files.byConv = map[string][]session.Attachment{}
	}
	fs := slices.Clone(msg.files)
	for _, f := range m.in.files.byConv[msg.filesConv] {
		if !slices.ContainsFunc(fs, func(g session.Attachment) bool { return g.SHA256 == f.SHA256 }) {
			fs = append(fs, f)
		}
	}
	m.in.files.byConv[msg.filesConv] = fs
	return m.saveFiles(msg.filesConv)
}

// splitLast cuts the box's text (less trailing blanks) before its last
// line.
func splitLast(value string) (head, last string) {
	v := strings.TrimRight(value, " \t\n")
	i := strings.LastIndexByte(v, '\n')
	if i < 0 {
		return "", v
	}
	return v[:i], v[i+1:]
}

// attachLine reads a line as /attach or /detach and its argument; name is
// "" for any other line.
func attachLine(line string) (name, arg string) {
	line = strings.TrimSpace(line)
	for _, n := range []string{"attach", "detach"} {
		if rest, ok := strings.CutPrefix(line, "/"+n); ok && (rest == "" || rest[0] == ' ') {
			return n, strings.TrimSpace(rest)
		}
	}
	return "", ""
}
