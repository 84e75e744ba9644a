package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
)

// The change feed: entries, workspaces and members written by other processes, read from the store.

// elsewhereEvery is how often, while turns of other processes run, the
// feed looks whether their processes are still alive when nothing was
// written meanwhile.
const elsewhereEvery = time.Second

func startFeed(ctx context.Context, st Store) tea.Cmd {
	return func() tea.Msg {
		seq, err := st.LastSeq(ctx)
		if err != nil {
			return feedStartMsg{err: err}
		}
		ws, err := st.Workspaces(ctx, false)
		if err != nil {
			return feedStartMsg{err: err}
		}
		sig, err := st.ListSignature(ctx)
		if err != nil {
			return feedStartMsg{err: err}
		}
		return feedStartMsg{ch: st.Changes(ctx, feedEvery), seq: seq, ws: ws, listSig: sig}
	}
}

// watchFeed waits for the database to change and returns what changed;
// changes that alter nothing shown (a heartbeat) are swallowed here, so an
// idle screen is never redrawn.
func watchFeed(ctx context.Context, st Store, tm *team.Team, ch <-chan struct{}, snap feedSnap) tea.Cmd {
	return func() tea.Msg {
		for {
			if !snap.now {
				// A turn running elsewhere also ends without a write when
				// its process dies (kill -9): its owner is looked at again
				// every elsewhereEvery, so its block does not keep showing
				// its last words.
				if !waitFeed(ctx, ch, snap.othersSig != "") {
					return nil
				}
			}
			snap.now = false
			msg := feedMsg{seq: snap.seq}
			for {
				es, seq, err := st.EntriesSince(ctx, msg.seq, feedPage)
				if err != nil {
					msg.err = err
					break
				}
				msg.entries = append(msg.entries, es...)
				msg.seq = seq
				if len(es) < feedPage {
					break
				}
				if len(msg.entries) >= feedMax {
					msg.more = true
					break
				}
			}
			if ws, err := st.Workspaces(ctx, false); err == nil && wsSig(ws) != snap.wsSig {
				msg.wsChanged, msg.workspaces = true, ws
			}
			// A title, an archiving, a deletion: no entry tells of them.
			if sig, err := st.ListSignature(ctx); err == nil && sig != snap.listSig {
				msg.listChanged, msg.listSig = true, sig
			}
			if snap.open != nil {
				if ms, err := readMembers(ctx, st, tm, *snap.open); err == nil && memSig(ms) != snap.memSig {
					msg.membersOf, msg.members = snap.open.ID, ms
				}
				if ps, err := st.Proposals(ctx, snap.open.ID, true); err == nil && propSig(ps) != snap.propSig {
					msg.proposalsOf, msg.proposals = snap.open.ID, ps
				}
			}
			var others []session.Turn
			if snap.others != nil {
				if ts, err := snap.others(ctx); err == nil {
					others = ts
					if turnsSig(ts) != snap.othersSig {
						msg.othersChanged, msg.others = true, ts
					}
				}
			}
			// Read after the entries: a step saved since holds its text
			// in an entry read above, or its live text is read here.
			if live, ok := readLive(ctx, st, others, snap.live); ok {
				msg.liveChanged, msg.live = true, live
			}
			if msg.err != nil || len(msg.entries) > 0 || msg.wsChanged || msg.listChanged || msg.membersOf != "" || msg.proposalsOf != "" || msg.othersChanged || msg.liveChanged {
				return msg
			}
			if ctx.Err() != nil {
				return nil
			}
		}
	}
}

// waitFeed waits for the database to change or, when turns run
// elsewhere, for elsewhereEvery; false when ctx ended or the feed closed.
func waitFeed(ctx context.Context, ch <-chan struct{}, elsewhere bool) bool {
	var recheck <-chan time.Time
	if elsewhere {
		t := time.NewTimer(elsewhereEvery)
		defer t.Stop()
		recheck = t.C
	}
	select {
	case <-ctx.Done():
		return false
	case <-recheck:
		return true
	case _, ok := <-ch:
		return ok
	}
}

func wsSig(ws []session.Workspace) string {
	var b strings.Builder
	for _, w := range ws {
		b.WriteString(w.ID + "/" + w.Status + " ")
	}
	return b.String()
}

func turnsSig(ts []session.Turn) string {
	var b strings.Builder
	for _, t := range ts {
		b.WriteString(t.ID + " ")
	}
	return b.String()
}

// propSig tells open proposals apart: which they are and how many votes
// each has.
func propSig(ps []session.Proposal) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, "%s/%d;", p.ID, len(p.Votes))
	}
	return b.String()
}

func memSig(ms []team.Member) string {
	var b strings.Builder
	for _, m := range ms {
		fmt.Fprintf(&b, "%s/%s/%s/%d/%s;", m.Name, m.State, m.Lane, m.Unread, m.Error)
	}
	return b.String()
}

// readMembers lists a workspace's agents: from the team (with this
// process's scheduler states) or, without one, from the store.
func readMembers(ctx context.Context, st Store, tm *team.Team, ws session.Workspace) ([]team.Member, error) {
	if tm != nil {
		return tm.Members(ctx, ws)
	}
	as, err := st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	counts, err := st.InboxCounts(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	out := make([]team.Member, 0, len(as))
	for _, a := range as {
		out = append(out, team.Member{Name: a.Name, Ref: a.Ref, State: a.State, Unread: counts[a.Name], Error: a.Error})
	}
	return out, nil
}

func loadMembers(ctx context.Context, st Store, tm *team.Team, ws session.Workspace) tea.Cmd {
	return func() tea.Msg {
		ms, err := readMembers(ctx, st, tm, ws)
		if err != nil {
			return membersMsg{wsID: ws.ID, err: err}
		}
		ps, err := st.Proposals(ctx, ws.ID, true)
		return membersMsg{wsID: ws.ID, members: ms, proposals: ps, err: err}
	}
}
