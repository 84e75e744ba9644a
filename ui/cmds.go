package ui

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/session"
)

// Messages that carry the results of I/O done in commands. Update only
// ever reads them; commands never touch the model.
type (
	eventsMsg []agent.Event
	convsMsg  struct {
		convs []session.Conversation
		err   error
		// first, read at start beside the list, is the conversation the
		// list opens (startread.go).
		first *convLoadMsg
		// parents maps child conversations to their parent's id
		// (sidebarspawn.go).
		parents map[string]string
	}
	convLoadMsg struct {
		id    string
		conv  session.Conversation
		path  []session.Entry
		turns []session.Turn
		tree  *session.Tree
		focus string // an entry to bring on screen (a branch switch)
		keep  bool   // a branch switch: keep the tree and turns in memory
		// partial: path is only the end of the branch (a long conversation
		// opened the first time); its turns and tree are read next (rest).
		partial, rest bool
		// more: entries come before path (read page by page as the view
		// scrolls up); order numbers the branch's turns (session.TurnOrder).
		more  bool
		order []string
		err   error
	}
	sentMsg struct {
		conv    session.Conversation
		created bool
		turn    session.Turn
		err     error
		typed   string // the input as typed, put back if the send failed
		// files: the attached files it carried, given back to the next
		// message of filesConv if the send failed.
		files     []session.Attachment
		filesConv string
	}
	createdMsg struct {
		conv session.Conversation
		err  error
	}
	activeMsg   []session.Turn
	tickMsg     struct{}
	clearNotice struct{ seq int }
	infoMsg     struct {
		text string
		err  error
		turn string // the notice holds while this turn runs
	}
	editorReady struct {
		path string
		err  error
	}
	// typedMsg is text to type into the box at the cursor (the "?" that
	// opened the help, with the character typed after it).
	typedMsg   string
	editorDone struct {
		text string
		err  error
	}
	themeSaved struct{ err error }
)

// waitEvents waits until the runtime has queued events and returns them as
// one batch: a slow frame merges many deltas instead of queueing them.
func waitEvents(ctx context.Context, sub *agent.Subscription) tea.Cmd {
	return func() tea.Msg {
		for {
			if evs := sub.Drain(); len(evs) > 0 {
				return eventsMsg(evs)
			}
			select {
			case <-sub.Ready():
			case <-ctx.Done():
				return nil
			}
		}
	}
}

func loadConvs(ctx context.Context, st Store) tea.Cmd {
	return func() tea.Msg {
		cs, err := st.ListConversations(ctx, session.ListOptions{})
		return convsMsg{convs: cs, err: err, parents: readParents(ctx, st)}
	}
}

func loadConv(ctx context.Context, st Store, id string) tea.Cmd {
	return func() tea.Msg { return readConv(ctx, st, id, false) }
}

// tailEntries is how much of a branch a view reads at first: more than any
// screen shows. Older entries are read page by page (pageEntries) as the
// view scrolls up to them.
const tailEntries = 120

// openConv reads a conversation to show it the first time: a long one in
// two steps, the end of its branch (what the screen shows) at once and its
// turns and tree after, so its last screen never waits for them. entries
// is the conversation's size if known (0: not yet).
func openConv(ctx context.Context, st Store, id string, entries int) tea.Cmd {
	if entries > 0 && entries <= tailEntries {
		return loadConv(ctx, st, id)
	}
	return func() tea.Msg { return readConv(ctx, st, id, true) }
}

// readConv reads what a conversation view shows: the end of its current
// branch, its turns and its whole tree (in outline). With partial, a branch
// longer than tailEntries gives only its end (partial, more), its turns and
// tree left for readRest.
func readConv(ctx context.Context, st Store, id string, partial bool) convLoadMsg {
	c, err := st.Conversation(ctx, id)
	if err != nil {
		return convLoadMsg{id: id, err: err}
	}
	path, more, err := st.PathTail(ctx, id, c.CurrentBranch, tailEntries)
	if err != nil {
		return convLoadMsg{id: id, err: err}
	}
	if partial && more {
		return convLoadMsg{id: id, conv: c, path: path, partial: true, more: true}
	}
	msg := readRest(ctx, st, c)
	msg.path, msg.more, msg.rest = path, more, false
	return msg
}

// readRest reads the turns and the tree of a conversation whose branch end
// is on screen, and the order of the branch's turns.
func readRest(ctx context.Context, st Store, c session.Conversation) convLoadMsg {
	id := c.ID
	order, err := st.TurnOrder(ctx, id, c.CurrentBranch)
	if err != nil {
		return convLoadMsg{id: id, err: err}
	}
	turns, err := st.Turns(ctx, id)
	if err != nil {
		return convLoadMsg{id: id, err: err}
	}
	tree, err := st.Tree(ctx, id)
	return convLoadMsg{id: id, conv: c, turns: turns, tree: tree, order: order, rest: true, err: err}
}

func activeTurns(rt *agent.Runtime) tea.Cmd {
	return func() tea.Msg { return activeMsg(rt.ActiveTurns()) }
}

// send creates the conversation first when there is none.
func send(ctx context.Context, rt *agent.Runtime, convID, agentName, model, text string, budget float64, files []session.Attachment) tea.Cmd {
	return func() tea.Msg {
		var out sentMsg
		if convID == "" {
			c, err := rt.Store().CreateConversation(ctx, session.NewConversation{Agent: agentName})
			if err != nil {
				return sentMsg{err: err}
			}
			out.conv, out.created = c, true
			convID = c.ID
		} else {
			c, err := rt.Store().Conversation(ctx, convID)
			if err != nil {
				return sentMsg{err: err}
			}
			out.conv = c
		}
		out.turn, out.err = rt.Send(ctx, agent.SendRequest{ConversationID: convID, Text: text, Model: model, Budget: budget, Attachments: files})
		return out
	}
}

// keepTyped records in a send's answer what the input held, so a failed
// send can put it back.
func keepTyped(cmd tea.Cmd, typed string) tea.Cmd {
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case sentMsg:
			msg.typed = typed
			return msg
		case postedMsg:
			msg.typed = typed
			return msg
		default:
			return msg
		}
	}
}

func createConv(ctx context.Context, st Store, agentName string) tea.Cmd {
	return func() tea.Msg {
		c, err := st.CreateConversation(ctx, session.NewConversation{Agent: agentName})
		return createdMsg{c, err}
	}
}

func cancelTurn(rt *agent.Runtime, id string) tea.Cmd {
	return func() tea.Msg {
		if err := rt.Cancel(id); err != nil {
			return infoMsg{err: err}
		}
		return infoMsg{text: "cancelling the turn…", turn: id}
	}
}

func continueTurn(ctx context.Context, rt *agent.Runtime, id string) tea.Cmd {
	return func() tea.Msg {
		if err := rt.Continue(ctx, id); err != nil {
			return infoMsg{err: err}
		}
		return infoMsg{text: "continuing the turn"}
	}
}

func renameConv(ctx context.Context, st Store, id, title string) tea.Cmd {
	return func() tea.Msg {
		if err := st.RenameConversation(ctx, id, title); err != nil {
			return infoMsg{err: err}
		}
		return convsMsg{convs: nil, err: errReload}
	}
}

// errReload asks Update to reload the conversation list.
var errReload = fmt.Errorf("reload")

func exportConv(ctx context.Context, st Store, id, file string) tea.Cmd {
	return func() tea.Msg {
		c, err := st.Conversation(ctx, id)
		if err != nil {
			return infoMsg{err: err}
		}
		path, err := st.Path(ctx, id, c.CurrentBranch)
		if err != nil {
			return infoMsg{err: err}
		}
		if file == "" {
			file = "grove-" + strings.ToLower(id[len(id)-8:]) + ".md"
		}
		f, err := os.Create(file)
		if err != nil {
			return infoMsg{err: fmt.Errorf("exporting: %w", errs.Write(file, err))}
		}
		werr := session.WriteMarkdown(f, c, c.CurrentBranch, path)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return infoMsg{err: fmt.Errorf("exporting: %w", errs.Write(file, werr))}
		}
		abs, _ := filepath.Abs(file)
		return infoMsg{text: "exported to " + abs}
	}
}

// prepareEditor writes the draft to a temporary file for $EDITOR.
func prepareEditor(draft string) tea.Cmd {
	return func() tea.Msg {
		f, err := os.CreateTemp("", "grove-*.md")
		if err != nil {
			return editorReady{err: err}
		}
		_, err = f.WriteString(editorFile(draft))
		f.Close()
		return editorReady{path: f.Name(), err: err}
	}
}

// editorFile is the draft as the editor gets it: ending with a line end,
// as a text file does, so an editor that appends starts a line of its own.
func editorFile(draft string) string {
	if draft == "" || strings.HasSuffix(draft, "\n") {
		return draft
	}
	return draft + "\n"
}

// fromEditor is the draft the editor left: its text without the one line
// end a text file ends with.
func fromEditor(b []byte) string {
	return strings.TrimSuffix(string(b), "\n")
}

func runEditor(path string) tea.Cmd {
	ed := os.Getenv("VISUAL")
	if ed == "" {
		ed = os.Getenv("EDITOR")
	}
	if ed == "" {
		ed = "vi"
	}
	args := strings.Fields(ed)
	c := exec.Command(args[0], append(args[1:], path)...)
	return tea.ExecProcess(c, func(err error) tea.Msg {
		defer os.Remove(path)
		if err != nil {
			return editorDone{err: fmt.Errorf("editor: %w", err)}
		}
		b, rerr := os.ReadFile(path)
		return editorDone{text: fromEditor(b), err: rerr}
	})
}
