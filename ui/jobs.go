package ui

import (
	"context"
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// The jobs panel lists the background (async) operations running in every
// conversation: cancel one, or jump to the turn that started it. It reads
// the store when it opens and again on async events while it is open; a
// one-second tick keeps the elapsed times current only while it shows
// running jobs.

const jobsTickEvery = time.Second

type jobsOverlay struct {
	c       *common
	h       host
	ops     []session.AsyncOp
	sel     int
	loaded  bool
	loading bool
	stale   bool // an event arrived while loading: load again
	err     error
	tickSeq int
	ticking bool
}

type (
	jobsMsg struct {
		ops []session.AsyncOp
		err error
	}
	jobsTick     struct{ seq int }
	jobCancelled struct {
		opID string
		err  error
	}
)

func loadJobs(ctx context.Context, st Store) tea.Cmd {
	return func() tea.Msg {
		ops, err := st.AsyncOps(ctx, "", "", session.AsyncRunning)
		return jobsMsg{ops: ops, err: err}
	}
}

func cancelJob(rt *agent.Runtime, opID string) tea.Cmd {
	return func() tea.Msg {
		return jobCancelled{opID: opID, err: rt.CancelAsync(opID)}
	}
}

// openJobs shows the panel.
func (m *Model) openJobs() tea.Cmd {
	j := &jobsOverlay{c: m.c, h: m}
	m.stack.push(j)
	return j.reload()
}

func (j *jobsOverlay) layer() layer { return layerPanel }

func (j *jobsOverlay) boxWidth(int, int) int { return 100 }

func (j *jobsOverlay) reload() tea.Cmd {
	if j.loading {
		j.stale = true
		return nil
	}
	j.loading = true
	return loadJobs(j.c.ctx, j.c.store)
}

func (j *jobsOverlay) tickCmd() tea.Cmd {
	if j.ticking || len(j.ops) == 0 {
		return nil
	}
	j.ticking = true
	j.tickSeq++
	seq := j.tickSeq
	return tea.Tick(jobsTickEvery, func(time.Time) tea.Msg { return jobsTick{seq} })
}

// onJobsMsg handles the panel's loads and ticks, and cancellations
// (which may end after the panel closed).
func (m *Model) onJobsMsg(msg tea.Msg) tea.Cmd {
	j := find[*jobsOverlay](&m.stack)
	switch msg := msg.(type) {
	case jobsMsg:
		if j == nil {
			return nil
		}
		j.loading, j.loaded, j.err = false, true, msg.err
		if msg.err == nil {
			// Keep the selection on the same operation.
			selID := ""
			if j.sel < len(j.ops) {
				selID = j.ops[j.sel].ID
			}
			j.ops = msg.ops
			j.sel = 0
			for i, o := range j.ops {
				if o.ID == selID {
					j.sel = i
				}
			}
		}
		var cmds []tea.Cmd
		if j.stale {
			j.stale = false
			cmds = append(cmds, j.reload())
		}
		return tea.Batch(append(cmds, j.tickCmd())...)
	case jobsTick:
		if j == nil || msg.seq != j.tickSeq {
			return nil
		}
		j.ticking = false
		return j.tickCmd() // redraws the elapsed times
	case jobCancelled:
		if msg.err != nil {
			return m.flash("cancelling: "+userText(msg.err), true)
		}
		var reload tea.Cmd
		if j != nil {
			reload = j.reload()
		}
		return tea.Batch(m.flash("cancelling the background job…", false), reload)
	}
	return nil
}

func (j *jobsOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	switch s := k.String(); {
	case s == "esc" || s == "q" || key.Matches(k, j.c.keys.Jobs):
		return false, nil
	case s == "up" || s == "k":
		if j.sel > 0 {
			j.sel--
		}
	case s == "down" || s == "j":
		if j.sel < len(j.ops)-1 {
			j.sel++
		}
	case s == "r":
		return true, j.reload()
	case s == "x" || s == "delete":
		if j.sel < len(j.ops) {
			return true, cancelJob(j.c.rt, j.ops[j.sel].ID)
		}
	case s == "enter" || s == "g":
		if j.sel < len(j.ops) {
			op := j.ops[j.sel]
			return false, j.h.jumpTo(op.ConversationID, op.CallEntryID)
		}
	}
	return true, nil
}

// jumpTo opens a conversation and brings an entry on screen, switching to
// a branch that holds it when the current one does not.
func (m *Model) jumpTo(convID, entryID string) tea.Cmd {
	cmd := m.open(convID)
	cv := m.tl.views[convID]
	if cv == nil || entryID == "" {
		return cmd
	}
	if !cv.loaded || cv.loading {
		cv.wantFocus = entryID
		return cmd
	}
	return tea.Batch(cmd, m.focusEntry(cv, entryID))
}

func (m *Model) focusEntry(cv *convView, entryID string) tea.Cmd {
	if idx, ok := cv.entryIdx[entryID]; ok {
		if m.selecting() {
			cv.sel = idx
		}
		m.reveal(cv, idx)
		return nil
	}
	if cv.tree != nil {
		if n, ok := cv.tree.Index(entryID); ok {
			if cv.tree.OnBranch(n, cv.branch) {
				// Above what is read of the branch on screen: read it
				// down from there rather than move to another branch.
				return m.switchBranch(cv, cv.branch, entryID)
			}
			return m.showNode(cv, n)
		}
	}
	return m.flash("the message that started it is not in this conversation yet", false)
}

// View is the panel's content: two rows per job, as many jobs as fit
// around the selection.
func (j *jobsOverlay) View(w, h int) []string {
	th := &j.c.theme
	title := th.Accent.Render("Background jobs")
	if j.loaded {
		title += th.Muted.Render(fmt.Sprintf(" · %d running", len(j.ops)))
	}
	out := []string{title, ""}
	switch {
	case j.err != nil:
		out = append(out, th.Error.Render(userText(j.err)))
	case !j.loaded:
		out = append(out, th.Muted.Render("loading…"))
	case len(j.ops) == 0:
		out = append(out, th.Muted.Render("nothing is running in the background"))
	}
	rows := max((h-len(out)-2)/2, 1)
	start := 0
	if j.sel >= rows {
		start = j.sel - rows + 1
	}
	now := j.c.now()
	for i := start; i < len(j.ops) && i < start+rows; i++ {
		op := j.ops[i]
		el := fmtElapsed(now.Sub(op.CreatedAt))
		head := op.Tool + "  " + argsSummary(op.Input)
		conv := "in " + j.h.titleOf(op.ConversationID)
		elW := ansi.StringWidth(el)
		line1 := fit(head, max(w-2-elW-2, 4)) + "  " + el
		if i == j.sel {
			out = append(out, th.Accent.Render("› ")+th.Selected.Render(line1))
		} else {
			out = append(out, "  "+th.Tool.Render(fit(head, max(w-2-elW-2, 4)))+"  "+th.Muted.Render(el))
		}
		out = append(out, "    "+th.Muted.Render(ansi.Truncate(conv, max(w-4, 4), "…")))
	}
	out = append(out, "", hintFit(th.Muted, "", w,
		[]string{"↑↓ choose", "enter jump to the turn", "x cancel the job", "r refresh", "esc close"},
		[]string{"↑↓", "enter jump", "x cancel", "r refresh", "esc"},
		[]string{"↑↓", "⏎ jump", "x cancel", "esc"}))
	return out
}

func fmtElapsed(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	d = d.Round(time.Second)
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	}
	return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
}
