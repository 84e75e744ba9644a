package agent

import (
	"context"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// firstWhole is how many of a branch's newest entries a context input
// first reads whole; when the context can reach further, four times as
// many, and so on.
const firstWhole = 256

// ReadInput is BuildInput over a path read by read(n): the path to the
// point the input is for (the same entry at every call), of which only the
// newest n entries hold their content (session.Store.PathToNewest),
// followed by extra (entries not saved). A long branch is read whole only as far back as a context can
// reach (see holds): what lies before the newest summary or beyond the
// window is only counted, never decoded. The input is the one BuildInput
// gives for the whole path, entry for entry within that reach.
func ReadInput(ctx context.Context, st InputStore, s InputSpec, read func(n int) ([]session.Entry, int, error), extra ...session.Entry) (ContextInput, error) {
	var lv live
	for n := firstWhole; ; n *= 4 {
		path, from, err := read(n)
		if err != nil {
			return ContextInput{}, err
		}
		if n == firstWhole {
			// What is going on is read after the path, as BuildInput's
			// callers do, so a turn that started in between is hidden.
			if lv, err = readLive(ctx, st, s); err != nil {
				return ContextInput{}, err
			}
		}
		s.Path = append(path, extra...)
		if in, ok, err := reach(ctx, st, s, lv, from); err != nil || ok {
			return in, err
		}
	}
}

// reach is the input lv makes of s.Path, whose entries from index from on
// were read whole, and whether those hold all a context builder reads of
// it (holds). The newest summary and the inputs of the turns beside this
// one are read alone wherever they are. s.Path is the caller's: entries
// read alone replace their outlines in it.
func reach(ctx context.Context, st InputStore, s InputSpec, lv live, from int) (ContextInput, bool, error) {
	in := lv.input(s)
	if from == 0 {
		return in, true, nil
	}
	whole := make(map[string]bool, len(s.Path)-from)
	for _, e := range s.Path[from:] {
		whole[e.ID] = true
	}
	alone := map[string]bool{}
	if v := AfterCompaction(VisiblePath(in)); len(v) > 0 && v[0].Kind == session.EntryCompaction {
		alone[v[0].ID] = true
	}
	for _, a := range lv.active {
		alone[a.InputEntryID] = true
	}
	got := false
	for i, e := range s.Path[:from] {
		if alone[e.ID] {
			var err error
			if s.Path[i], err = st.Entry(ctx, e.ID); err != nil {
				return ContextInput{}, false, err
			}
			whole[e.ID], got = true, true
		}
	}
	if got {
		in = lv.input(s)
	}
	return in, holds(in, whole), nil
}

// holds reports whether the entries of in.Path that were read whole hold
// all a context builder reads the content of: the turn's own entries and
// its input, the newest summary, and the newest messages after it that a model's window
// can take, together with the thin thread and the latest thing the user
// said before the turn. Before those a builder only counts entries by
// kind (the messages left out), which the entries without content still
// tell. A tool group is never cut.
func holds(in ContextInput, whole map[string]bool) bool {
	for _, e := range in.Path {
		if ((in.TurnID != "" && e.TurnID == in.TurnID) || (in.InputEntryID != "" && e.ID == in.InputEntryID)) && !whole[e.ID] {
			return false
		}
	}
	view := AfterCompaction(VisiblePath(in))
	if len(view) > 0 && view[0].Kind == session.EntryCompaction {
		if !whole[view[0].ID] {
			return false
		}
		view = view[1:]
	}
	w := len(view)
	for w > 0 && whole[view[w-1].ID] {
		w--
	}
	switch {
	case w == 0:
		return true
	case w == len(view) || view[w].Kind == session.EntryToolResult:
		return false
	}
	// The newest messages fill any window the agent's models have, even
	// without the newest one (a builder takes one message past its budget).
	size, newest := 0, true
	for i := len(view) - 1; i >= w; i-- {
		if !costs(in.Agent.Name, view[i]) {
			continue
		}
		if !newest {
			size += entrySize(view[i])
		}
		newest = false
	}
	if size <= 4*widestWindow(in.Agent) {
		return false
	}
	// The thin thread (its newest messages before the turn) and the
	// latest thing the user said before it.
	cut := len(view)
	for i, e := range view {
		if in.TurnID != "" && (e.TurnID == in.TurnID || (in.InputEntryID != "" && e.ID == in.InputEntryID)) {
			cut = i
			break
		}
	}
	thin := in.Agent.ThinThread
	if thin <= 0 {
		thin = config.DefaultThinThread
	}
	for i, n := cut-1, 0; i >= 0 && n < thin; i-- {
		switch view[i].Kind {
		case session.EntryMessage, session.EntryAsyncResult, session.EntryCompaction, session.EntryBranchSummary, session.EntryInjection:
			if n++; i < w {
				return false
			}
		}
	}
	for i := cut - 1; i >= 0; i-- {
		if view[i].Kind == session.EntryMessage && view[i].Role == session.RoleUser {
			return i >= w
		}
	}
	return true
}

// costs reports whether an entry becomes a message whoever's words an
// assistant message is read as (OwnWords changes that).
func costs(agentName string, e session.Entry) bool {
	if _, ok := toMessage(agentName, e); !ok {
		return false
	}
	if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
		e.Author = agentName
		_, ok := toMessage(agentName, e)
		return ok
	}
	return true
}

// widestWindow is the largest context window of the agent's models (in
// tokens; an unset one counts as 128,000).
func widestWindow(def config.Definition) int {
	window := func(n int) int {
		if n <= 0 {
			return 128000
		}
		return n
	}
	w := window(def.Profile.ContextWindow)
	for _, m := range def.Models {
		w = max(w, window(m.Profile.ContextWindow))
	}
	return w
}
