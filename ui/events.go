package ui

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// applyEvents folds a batch of runtime events into the model. Deltas only
// touch their stream; entries go to the conversation they belong to,
// whether or not it is on screen. It is long because it is the one switch
// over event kinds, so the order in which a batch changes the model reads
// top to bottom.
func (m *Model) applyEvents(evs []agent.Event) tea.Cmd {
	var cmds []tea.Cmd
	reload, turns := false, false
	for i := range evs {
		ev := &evs[i]
		switch ev.Kind {
		case agent.EvDelta:
			s := m.tl.ensureStream(ev.ConversationID, ev.TurnID, ev.Branch, "")
			s.add(ev.Text, ev.Thinking)
		case agent.EvToolStarted:
			if ev.ToolCall != nil {
				s := m.tl.ensureStream(ev.ConversationID, ev.TurnID, ev.Branch, "")
				s.tools = append(s.tools, *ev.ToolCall)
			}
		case agent.EvEntry:
			if ev.Entry == nil {
				continue
			}
			e := ev.Entry
			m.seen(e.ID)
			if s := m.tl.streams[ev.TurnID]; s != nil {
				switch {
				case e.Kind == session.EntryMessage && e.Role == session.RoleAssistant:
					s.reset()
				case e.Kind == session.EntryToolResult:
					s.tools = nil
				}
			}
			if cv := m.tl.views[ev.ConversationID]; cv != nil && (ev.Branch == "" || ev.Branch == cv.branch) {
				switch {
				case cv.loading:
					cv.pending = append(cv.pending, *e)
				case cv.loaded && !cv.continues(e):
					cmds = append(cmds, m.resync(cv))
				case cv.loaded && m.holdBack(cv, e):
				case cv.loaded:
					cv.add(e)
				}
			}
			cmds = append(cmds, m.trackTree(ev))
			if cmp := find[*compareOverlay](&m.stack); cmp != nil && cmp.convID == ev.ConversationID {
				cmds = append(cmds, cmp.reload(m.c.ctx, m.c.store))
			}
			if i := m.convIndex(ev.ConversationID); i >= 0 {
				c := m.convs[i]
				c.LastActivity = e.CreatedAt
				c.EntryCount++
				copy(m.convs[1:i+1], m.convs[:i])
				m.convs[0] = c
				m.nestConvs()
			} else {
				reload = true
			}
			shown := e.Kind == session.EntryAsyncResult || e.Kind == session.EntryNotice ||
				e.Kind == session.EntryMessage && e.Role == session.RoleAssistant
			if shown && ev.ConversationID != m.current {
				m.unread[ev.ConversationID] = true
			}
		case agent.EvSpawn:
			m.onSpawn(ev)
		case agent.EvTurn:
			if ev.Turn == nil {
				continue
			}
			t := *ev.Turn
			turns = true
			m.spawnTurn(t)
			if cv := m.tl.views[t.ConversationID]; cv != nil {
				cv.usage[t.ID] = t.Usage
				cv.turns[t.ID] = t
			}
			// An open comparison says which rows are being written and
			// which ended cut: a turn that started or ended changes them.
			if cmp := find[*compareOverlay](&m.stack); cmp != nil && cmp.convID == t.ConversationID {
				cmds = append(cmds, cmp.reload(m.c.ctx, m.c.store))
			}
			if t.Status == session.TurnIncomplete && strings.Contains(t.Error, "context window") {
				m.compactOffer[t.ConversationID] = t.ID
				cmds = append(cmds, m.flash("the context is full: /compact summarizes the branch and continues", true))
			}
			if t.Status == session.TurnActive {
				m.turns.active[t.ID] = t
				m.tl.ensureStream(t.ConversationID, t.ID, t.Branch, t.Agent)
				cmds = append(cmds, m.startTicking())
				continue
			}
			_, was := m.turns.active[t.ID]
			delete(m.turns.active, t.ID)
			if s := m.tl.streams[t.ID]; s != nil && len(s.held) > 0 {
				// Its reply stays in its block until the blocks above end.
				if cv := m.tl.views[t.ConversationID]; cv != nil {
					m.releaseHeld(cv)
				}
			} else {
				delete(m.tl.streams, t.ID)
				if cv := m.tl.views[t.ConversationID]; cv != nil {
					m.releaseHeld(cv)
				}
			}
			delete(m.turns.asyncPending, t.ID)
			if was && t.ConversationID != m.current && !m.inWorkspace(t.ConversationID) {
				cmds = append(cmds, m.flash("✓ "+m.titleOf(t.ConversationID)+": "+turnWord(t.Status), false))
			}
		case agent.EvAsync:
			if ev.AsyncOp == nil {
				continue
			}
			if ev.AsyncOp.Status == session.AsyncRunning {
				m.turns.asyncPending[ev.TurnID]++
			} else if m.turns.asyncPending[ev.TurnID] > 0 {
				m.turns.asyncPending[ev.TurnID]--
			}
			if j := find[*jobsOverlay](&m.stack); j != nil {
				cmds = append(cmds, j.reload())
			}
		case agent.EvConversation:
			if ev.Name == "participants" {
				cmds = append(cmds, loadParticipants(m.c.ctx, m.c.store, ev.ConversationID))
			}
			if i := m.convIndex(ev.ConversationID); i >= 0 {
				if ev.Text != "" {
					m.convs[i].Title = ev.Text
				}
				if cv := m.tl.views[ev.ConversationID]; cv != nil && ev.Text != "" {
					cv.conv.Title = ev.Text
				}
			} else {
				reload = true
			}
		case agent.EvNotice:
			cmds = append(cmds, m.flash(ev.Text, false))
			if _, running := m.turns.active[ev.TurnID]; running {
				m.bar.noticeTurn = ev.TurnID // "retrying in 4s" ends with its turn
			}
		case agent.EvLog:
			m.noteCompaction(ev)
		}
	}
	if reload {
		cmds = append(cmds, loadConvs(m.c.ctx, m.c.store))
	}
	if ws := m.curWorkspace(); ws != nil && turns {
		// A turn started or ended: agent states changed.
		cmds = append(cmds, loadMembers(m.c.ctx, m.c.store, m.ws.team, *ws))
	}
	return tea.Batch(cmds...)
}

func turnWord(status string) string {
	switch status {
	case session.TurnCompleted:
		return "reply finished"
	case session.TurnCancelled:
		return "turn cancelled"
	case session.TurnFailed:
		return "turn failed"
	case session.TurnIncomplete:
		return "turn stopped (incomplete)"
	}
	return status
}

func (m *Model) titleOf(id string) string {
	if i := m.convIndex(id); i >= 0 {
		return convTitle(m.convs[i])
	}
	return "conversation"
}

func convTitle(c session.Conversation) string {
	if c.Title != "" {
		return c.Title
	}
	return "New conversation"
}

// inWorkspace reports whether a conversation is an agent's thread in a
// workspace (their turns end all the time; no flash for each).
func (m *Model) inWorkspace(convID string) bool {
	if i := m.convIndex(convID); i >= 0 {
		return m.convs[i].WorkspaceID != ""
	}
	return false
}
