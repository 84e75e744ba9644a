package agent

import (
	"context"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// InputStore is what assembling a context input reads from the store.
type InputStore interface {
	PathToNewest(ctx context.Context, entryID string, n int) ([]session.Entry, int, error)
	PathNewest(ctx context.Context, convID, branch string, n int) ([]session.Entry, int, error)
	Entry(ctx context.Context, id string) (session.Entry, error)
	AsyncOps(ctx context.Context, convID, turnID, status string) ([]session.AsyncOp, error)
	ActiveTurnsIn(ctx context.Context, convID string) ([]session.Turn, error)
	TurnsWritingAfter(ctx context.Context, entryID, exceptTurn string) ([]string, error)
	Excluded(ctx context.Context, convID, branch string) (map[string]bool, error)
}

// InputSpec names the point of a conversation a context is built for.
type InputSpec struct {
	Agent        config.Definition // with its defaults applied
	Conversation session.Conversation
	// Path is the branch up to that point: a turn's newest entry, the entry
	// before a replayed step, or the next turn's input.
	Path         []session.Entry
	TurnID       string
	InputEntryID string
	// Branch is the branch the context is for: the entries a person
	// excluded on it are left out ("": none are).
	Branch string
	// Live reads what is going on now: the background operations still
	// running and the conversation's other active turns (listed in the
	// prompt, their entries left out). Replay cannot rebuild either and
	// leaves it false.
	Live  bool
	Tools []tools.Spec
	Now   time.Time
}

// BuildInput assembles a ContextInput. It is the one place this happens:
// a turn's steps, replay (InputAt) and `grove agent context` (NextInput)
// all call it, so what they show is what an agent is given. The path
// becomes the turn's view (TurnPath): the entries of turns that were
// running beside it, or wrote after its input, are left out, and so are
// the entries excluded on the spec's branch.
func BuildInput(ctx context.Context, st InputStore, s InputSpec) (ContextInput, error) {
	lv, err := readLive(ctx, st, s)
	if err != nil {
		return ContextInput{}, err
	}
	return lv.input(s), nil
}

// live is what BuildInput reads of what is going on now.
type live struct {
	pending []session.AsyncOp
	active  []session.Turn
	// after are the turns that wrote after the input.
	after []string
	// excluded are the entries left out of the branch's context.
	excluded map[string]bool
}

// excludedLive is a live with only the branch's exclusions read.
func excludedLive(ctx context.Context, st InputStore, s InputSpec) (live, error) {
	var lv live
	if s.Branch != "" {
		var err error
		if lv.excluded, err = st.Excluded(ctx, s.Conversation.ID, s.Branch); err != nil {
			return live{}, err
		}
	}
	return lv, nil
}

func readLive(ctx context.Context, st InputStore, s InputSpec) (live, error) {
	lv, err := excludedLive(ctx, st, s)
	if err != nil {
		return live{}, err
	}
	if s.Live {
		var err error
		if lv.pending, err = st.AsyncOps(ctx, s.Conversation.ID, "", session.AsyncRunning); err != nil {
			return live{}, err
		}
		if lv.active, err = st.ActiveTurnsIn(ctx, s.Conversation.ID); err != nil {
			return live{}, err
		}
	}
	// Turns that wrote after the input are read after the active ones, so
	// a sibling that finished in between is caught by one or the other.
	if s.InputEntryID != "" {
		var err error
		if lv.after, err = st.TurnsWritingAfter(ctx, s.InputEntryID, s.TurnID); err != nil {
			return live{}, err
		}
	}
	return lv, nil
}

// input is the context input for s.Path given what is going on.
func (lv live) input(s InputSpec) ContextInput {
	in := ContextInput{Agent: s.Agent, Conversation: s.Conversation, TurnID: s.TurnID, InputEntryID: s.InputEntryID,
		Tools: s.Tools, Now: s.Now, Pending: lv.pending}
	hidden := map[string]bool{}
	for _, a := range lv.active {
		if a.ID == s.TurnID {
			continue
		}
		p := ParallelTurn{Turn: a}
		for _, e := range s.Path {
			if e.ID == a.InputEntryID {
				p.Input = session.Text(e.Content)
			}
		}
		in.Parallel = append(in.Parallel, p)
		hidden[a.ID] = true
	}
	for _, id := range lv.after {
		hidden[id] = true
	}
	in.Path = TurnPath(withoutExcluded(s.Path, lv.excluded), s.TurnID, s.InputEntryID, hidden)
	return in
}

// withoutExcluded is path without the excluded entries (path itself when
// none of them is on it).
func withoutExcluded(path []session.Entry, excluded map[string]bool) []session.Entry {
	if len(excluded) == 0 {
		return path
	}
	out := make([]session.Entry, 0, len(path))
	for _, e := range path {
		if !excluded[e.ID] {
			out = append(out, e)
		}
	}
	return out
}

// NextTurnID names the turn NextInput imagines: the one input would start.
const NextTurnID = "next"

// NextInput is the context input the next turn on the conversation's
// current branch would be given for input (none: the context as it stands),
// as `grove agent context` shows it.
func NextInput(ctx context.Context, st InputStore, def config.Definition, conv session.Conversation, input string, specs []tools.Spec, now time.Time) (ContextInput, error) {
	spec := InputSpec{Agent: def.WithDefaults(), Conversation: conv, Branch: conv.CurrentBranch, Live: true, Tools: specs, Now: now}
	head := ""
	read := func(n int) ([]session.Entry, int, error) {
		if head != "" { // the head read first, however the branch moves on
			return st.PathToNewest(ctx, head, n)
		}
		path, from, err := st.PathNewest(ctx, conv.ID, conv.CurrentBranch, n)
		if len(path) > 0 {
			head = path[len(path)-1].ID
		}
		return path, from, err
	}
	if input == "" {
		return ReadInput(ctx, st, spec, read)
	}
	// The input is not saved, so no turn can have written after it: the
	// view is the branch without the active turns, then the input.
	spec.TurnID = NextTurnID
	in, err := ReadInput(ctx, st, spec, read, session.Entry{ID: NextTurnID, ConversationID: conv.ID, Kind: session.EntryMessage,
		Role: session.RoleUser, Author: "user", TurnID: NextTurnID, Content: []session.Block{session.TextBlock(input)}, CreatedAt: now})
	in.InputEntryID = NextTurnID
	return in, err
}
