package session

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Exchange is one user input of a branch and what answered it.
type Exchange struct {
	InputID   string        `json:"input_id"`
	Input     string        `json:"input"`
	Answer    string        `json:"answer"`
	Models    []string      `json:"models,omitempty"`
	Usage     Usage         `json:"usage"`
	Latency   time.Duration `json:"latency"`
	Tools     int           `json:"tools"`
	Shared    bool          `json:"shared"` // the input and answer are the same entries on both sides
	AnswerIDs []string      `json:"-"`
	// Regenerated: a regeneration (another answer asked for a reply, with
	// no new input) wrote the answer or part of it.
	Regenerated bool `json:"regenerated,omitempty"`
	// Writing: a turn answering the input on this branch is still running.
	Writing bool `json:"writing,omitempty"`
	// Cut says why the answer stopped before the model finished, as
	// EntryMeta.Cut (CutCancelled, CutClosed, CutFailed; "" when it did
	// not), and Error what the failure said.
	Cut   string `json:"cut,omitempty"`
	Error string `json:"error,omitempty"`
}

// TurnFacts is what the entries of a path do not say about the turns that
// wrote them: which are still running or ended before they finished, and
// which answer other turns' replies again. The zero value knows nothing.
type TurnFacts struct {
	// Turns by id: those writing on the path's branch, with their status.
	Turns map[string]Turn
	// Regenerations maps the turn of each regenerated reply on the path to
	// the input the reply it replaces answered ("" when that is unknown:
	// it belongs to the input before it, like any turn without an input).
	Regenerations map[string]string
}

// Exchanges splits a branch path into its user inputs and the agent work
// that answered each. Turns overlap (an input sent while an earlier one is
// still answered), so the replies on a path follow the inputs in no fixed
// order: an entry belongs to the input of its turn. An entry without a
// turn, or of a turn no input on the path started (an agent woken by a
// background result, a hand-over), belongs to the input before its turn's
// first entry.
func Exchanges(path []Entry) []Exchange {
	return ExchangesWith(path, TurnFacts{})
}

// ExchangesWith is Exchanges knowing f: a regenerated reply belongs to the
// input the reply it replaces answered, and is marked so; an exchange
// whose turn on the branch is running is Writing, one whose turn ended
// failed or cancelled says so in Cut.
func ExchangesWith(path []Entry, f TurnFacts) []Exchange {
	own := exchangeOwners(path, f.Regenerations)
	var out []Exchange
	var turns [][]string // per exchange, the turns that answered it
	for i := range path {
		e := &path[i]
		k := own[i]
		switch {
		case k < 0:
			continue
		case k == len(out): // an input
			out = append(out, Exchange{InputID: e.ID, Input: Text(e.Content)})
			turns = append(turns, nil)
		default:
			out[k].add(e)
			if _, ok := f.Regenerations[e.TurnID]; ok && e.TurnID != "" {
				out[k].Regenerated = true
			}
		}
		if e.TurnID != "" && (len(turns[k]) == 0 || turns[k][len(turns[k])-1] != e.TurnID) {
			turns[k] = append(turns[k], e.TurnID)
		}
	}
	// A regeneration that wrote nothing yet still answers its input.
	for id, in := range f.Regenerations {
		t, ok := f.Turns[id]
		if !ok || slices.ContainsFunc(turns, func(ts []string) bool { return slices.Contains(ts, id) }) {
			continue
		}
		if k := answering(path, own, out, in, t.InputEntryID); k >= 0 {
			turns[k] = append(turns[k], id)
			out[k].Regenerated = true
		}
	}
	for k := range out {
		out[k].ended(turns[k], f.Turns)
	}
	return out
}

// answering is the number of the exchange of out whose input is in, or
// else the one entry at of path belongs to (own); -1 when neither is on
// the path.
func answering(path []Entry, own []int, out []Exchange, in, at string) int {
	for k := range out {
		if in != "" && out[k].InputID == in {
			return k
		}
	}
	for i := range path {
		if path[i].ID == at {
			return own[i]
		}
	}
	return -1
}

// ExchangeOwners pairs the entries of path with the inputs they answer,
// as Exchanges does: for each entry, the number of its exchange (0 for the
// first input and what answered it), -1 for an entry before any input.
// It reads no content.
func ExchangeOwners(path []Entry) []int {
	return exchangeOwners(path, nil)
}

// exchangeOwners is ExchangeOwners with the regenerations of TurnFacts.
func exchangeOwners(path []Entry, regen map[string]string) []int {
	own := make([]int, len(path))
	n, cur := 0, -1
	// ofTurn maps a turn to its exchange; the entries of the latest input's
	// turn, the usual case, are matched without it.
	var curTurn string
	ofTurn := map[string]int{}
	var ofInput map[string]int // by input id, when regenerations need it
	for i := range path {
		e := &path[i]
		if e.Kind == EntryMessage && e.Role == RoleUser {
			cur, curTurn = n, e.TurnID
			n++
			if e.TurnID != "" {
				ofTurn[e.TurnID] = cur
			}
			if len(regen) > 0 {
				if ofInput == nil {
					ofInput = map[string]int{}
				}
				ofInput[e.ID] = cur
			}
			own[i] = cur
			continue
		}
		k := cur
		if e.TurnID != "" && e.TurnID != curTurn && cur >= 0 {
			if x, ok := ofTurn[e.TurnID]; ok {
				k = x
			} else {
				if x, ok := ofInput[regen[e.TurnID]]; ok {
					k = x
				}
				ofTurn[e.TurnID] = k
			}
		}
		own[i] = k
	}
	return own
}

// add counts entry e, of x's turn, in x.
func (x *Exchange) add(e *Entry) {
	switch e.Kind {
	case EntryMessage, EntryAsyncResult, EntryNotice:
		if e.Kind == EntryMessage && e.Role != RoleAssistant {
			return
		}
		x.AnswerIDs = append(x.AnswerIDs, e.ID)
		m := e.Meta()
		if t := strings.TrimSpace(Text(e.Content)); t != "" && e.Kind == EntryMessage {
			if x.Answer != "" {
				x.Answer += "\n\n"
			}
			x.Answer += t
		}
		if e.Kind == EntryMessage {
			// The latest reply says whether the answer was cut: a turn
			// continued after a cut writes on.
			x.Cut, x.Error = m.Cut(), ""
			if x.Cut == CutFailed {
				x.Error = m.Error
			}
		}
		x.Tools += len(ToolCalls(e.Content))
		x.addModel(m.Model)
	case EntryLLMCall:
		m := e.Meta()
		x.addModel(m.Model)
		if m.Usage != nil {
			x.Usage.Add(*m.Usage)
		}
		x.Latency += time.Duration(m.LatencyMs) * time.Millisecond
	}
}

// ended notes, from the status of the turns that answered x (ids, those
// of turns known), whether one is still writing and whether the last one
// ended failed or cancelled without its reply saying so.
func (x *Exchange) ended(ids []string, turns map[string]Turn) {
	for i, id := range ids {
		t, ok := turns[id]
		if !ok {
			continue
		}
		switch {
		case t.Status == TurnActive:
			x.Writing = true
		case x.Cut != "" || i < len(ids)-1:
		case t.Status == TurnFailed:
			x.Cut, x.Error = CutFailed, t.Error
		case t.Status == TurnCancelled:
			x.Cut = CutCancelled
		}
	}
	if x.Writing {
		x.Cut, x.Error = "", ""
	}
}

// addModel notes that model answered, unless it answered last.
func (x *Exchange) addModel(model string) {
	if model != "" && (len(x.Models) == 0 || x.Models[len(x.Models)-1] != model) {
		x.Models = append(x.Models, model)
	}
}

// CompareBranches reads two branches of a conversation and aligns them as
// Compare does, knowing their turns (see TurnFacts): a regenerated reply
// faces the answer it replaces, marked regenerated; a row still being
// written, or whose turn failed or was cancelled, says so. Errors:
// ENOTFOUND.
func (s *Store) CompareBranches(ctx context.Context, convID, left, right string) ([]CompareRow, error) {
	a, err := s.Path(ctx, convID, left)
	if err != nil {
		return nil, err
	}
	b, err := s.Path(ctx, convID, right)
	if err != nil {
		return nil, err
	}
	ts, err := s.Turns(ctx, convID)
	if err != nil {
		return nil, err
	}
	fa, err := s.turnFacts(ctx, a, left, ts)
	if err != nil {
		return nil, err
	}
	fb, err := s.turnFacts(ctx, b, right, ts)
	if err != nil {
		return nil, err
	}
	return compareExchanges(ExchangesWith(a, fa), ExchangesWith(b, fb), true), nil
}

// turnFacts is what the turns ts say about path, of branch: the turns
// writing on the branch and the regenerations on the path. A regeneration
// is a turn a person started (caller "user") whose input is not a message
// of its own: it answers again at the parent of the reply it replaces,
// and the first other turn writing there that a message on the path
// started names the input (the turn of the reply replaced, or of the one
// that reply replaced).
func (s *Store) turnFacts(ctx context.Context, path []Entry, branch string, ts []Turn) (TurnFacts, error) {
	f := TurnFacts{Turns: map[string]Turn{}}
	byID := make(map[string]Turn, len(ts))
	for _, t := range ts {
		byID[t.ID] = t
		if t.Branch == branch {
			f.Turns[t.ID] = t
		}
	}
	// inputOf maps each input on the path to the turn it started.
	inputOf, seen := map[string]string{}, map[string]bool{}
	for i := range path {
		e := &path[i]
		if e.Kind == EntryMessage && e.Role == RoleUser {
			inputOf[e.ID] = e.TurnID
		}
		seen[e.TurnID] = true
	}
	ownInput := func(t Turn) bool { return inputOf[t.InputEntryID] == t.ID }
	regeneration := func(t Turn) bool { return t.Caller == "user" && t.InputEntryID != "" && !ownInput(t) }
	// answers is the input the regeneration t answers again: that of the
	// other turn writing at its parent, or the one that turn answers again.
	var answers func(t Turn, depth int) (string, error)
	answers = func(t Turn, depth int) (string, error) {
		kids, err := s.Children(ctx, t.InputEntryID)
		if err != nil || depth > 8 {
			return "", err
		}
		for _, k := range kids {
			o, ok := byID[k.TurnID]
			switch {
			case !ok || o.ID == t.ID:
			case ownInput(o):
				return o.InputEntryID, nil
			case regeneration(o):
				return answers(o, depth+1)
			}
		}
		return "", nil
	}
	for _, t := range ts { // a regeneration that wrote nothing yet
		if t.Branch == branch && t.Status == TurnActive {
			seen[t.ID] = true
		}
	}
	for id := range seen {
		t, ok := byID[id]
		if !ok || !regeneration(t) {
			continue
		}
		in, err := answers(t, 0)
		if err != nil {
			return f, err
		}
		if f.Regenerations == nil {
			f.Regenerations = map[string]string{}
		}
		f.Regenerations[id] = in
	}
	return f, nil
}
