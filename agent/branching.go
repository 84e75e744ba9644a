package agent

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// Working with the conversation tree: edit-and-resend, regenerate, re-run
// a branch against another agent, branch summaries and compaction. Each
// creates a new branch (entries are never changed) and runs turns on it
// with the ordinary turn machinery.

// EditRequest asks to replace an earlier user message: its sibling is
// appended on a new branch and a turn answers it there.
type EditRequest struct {
	ConversationID string
	EntryID        string // the user message being edited
	Text           string
	Agent          string // "" = the conversation's agent
	Model          string // "" = the agent's model (see SendRequest.Model)
	Branch         string // name of the new branch; "" = the next free "branch-N"
	// Summarize records, on the new branch, a short summary of the path
	// being abandoned (from branch From), so the agent knows what was tried.
	Summarize bool
	From      string // the branch being left; "" = the conversation's current branch
}

// EditAndResend creates a branch at the edited message's parent, appends
// the new text there and starts a turn for it. It returns once the input is
// saved. Errors: ENOTFOUND; EINVALID when the entry is not a user message
// of the conversation or the text is empty.
func (r *Runtime) EditAndResend(ctx context.Context, req EditRequest) (session.Turn, session.Branch, error) {
	e, err := r.store.Entry(ctx, req.EntryID)
	if err != nil {
		return session.Turn{}, session.Branch{}, err
	}
	if e.ConversationID != req.ConversationID || e.Kind != session.EntryMessage || e.Role != session.RoleUser {
		return session.Turn{}, session.Branch{}, session.Errorf(session.EINVALID, "only your own messages can be edited and sent again")
	}
	if strings.TrimSpace(req.Text) == "" {
		return session.Turn{}, session.Branch{}, session.Errorf(session.EINVALID, "nothing to send")
	}
	b, err := r.store.CreateBranchAt(ctx, req.ConversationID, req.Branch, e.ParentID)
	if err != nil {
		return session.Turn{}, session.Branch{}, fmt.Errorf("creating a branch for the edit: %w", err)
	}
	if req.Summarize {
		if _, err := r.summarizeLeft(ctx, req.ConversationID, req.From, b, e.ID, ""); err != nil {
			return session.Turn{}, b, err
		}
	}
	// The edited message keeps its attachments.
	t, err := r.Send(ctx, SendRequest{ConversationID: req.ConversationID, Branch: b.Name, Agent: req.Agent, Model: req.Model, Text: req.Text,
		Attachments: session.Attachments(e.Content)})
	return t, b, err
}

// RegenerateRequest asks for another answer to what an agent reply
// answered, or to a person's message (EntryID is then that message).
type RegenerateRequest struct {
	ConversationID string
	EntryID        string // the reply to regenerate, or the message to answer again
	Agent          string // "" = the agent that wrote it
	Model          string // "" = the agent's model (see SendRequest.Model)
	Branch         string // name of the new branch; "" = the next free one
	Summarize      bool   // as EditRequest
	From           string
}

// Regenerate creates a branch at the reply's parent and starts a turn there
// whose input is that existing entry (no new message is written): the new
// reply becomes a sibling of the old one. Errors: ENOTFOUND; EINVALID when
// the entry is not an agent reply of the conversation.
func (r *Runtime) Regenerate(ctx context.Context, req RegenerateRequest) (session.Turn, session.Branch, error) {
	e, err := r.store.Entry(ctx, req.EntryID)
	if err != nil {
		return session.Turn{}, session.Branch{}, err
	}
	// An agent's reply gets a sibling; a person's message (an input) gets
	// another reply beside those it has (candidate replies).
	at, author := e.ParentID, e.Author
	switch {
	case e.ConversationID != req.ConversationID || e.Kind != session.EntryMessage:
		return session.Turn{}, session.Branch{}, session.Errorf(session.EINVALID, "only an agent's reply or your message can be answered again")
	case e.Role == session.RoleUser:
		at, author = e.ID, ""
	case e.Role != session.RoleAssistant || e.ParentID == "":
		return session.Turn{}, session.Branch{}, session.Errorf(session.EINVALID, "only an agent's reply or your message can be answered again")
	}
	conv, err := r.store.Conversation(ctx, req.ConversationID)
	if err != nil {
		return session.Turn{}, session.Branch{}, err
	}
	name := req.Agent
	if name == "" {
		name = author
	}
	if name == "" {
		name = conv.Agent
	}
	def, err := r.opts.Agent(ctx, name)
	if err != nil {
		return session.Turn{}, session.Branch{}, err
	}
	if req.Model != "" {
		p, err := r.profileFor(def, req.Model)
		if err != nil {
			return session.Turn{}, session.Branch{}, err
		}
		def.Profile = p
	}
	if err := r.Held(ctx, def.Name); err != nil {
		return session.Turn{}, session.Branch{}, err
	}
	b, err := r.store.CreateBranch(ctx, req.ConversationID, req.Branch, at)
	if err != nil {
		return session.Turn{}, session.Branch{}, fmt.Errorf("creating a branch for the new reply: %w", err)
	}
	// The turn answers the entry the branch starts at; a restart resumes
	// from it (see resume) even before the first step is saved.
	t := session.Turn{ID: session.NewID(), ConversationID: req.ConversationID, Agent: def.Name, Caller: "user",
		InputEntryID: b.HeadID, Branch: b.Name, Owner: r.owner, Model: req.Model}
	t, err = r.store.CreateTurn(ctx, t)
	if err != nil {
		return session.Turn{}, b, err
	}
	leaf := b.HeadID
	if req.Summarize {
		s, err := r.summarizeLeft(ctx, req.ConversationID, req.From, b, e.ID, t.ID)
		if err != nil {
			r.store.UpdateTurn(context.WithoutCancel(ctx), t.ID, session.TurnUpdate{Status: session.TurnFailed})
			return session.Turn{}, b, err
		}
		if s.ID != "" {
			leaf = s.ID
		}
	}
	r.start(t, def, leaf, 0, nil)
	return t, b, nil
}

// summarizeLeft appends to branch b a summary of what branch from tried
// beyond b's fork point (starting at the alternative being replaced). It
// appends nothing when from does not go through that point.
func (r *Runtime) summarizeLeft(ctx context.Context, convID, from string, b session.Branch, replaced, turnID string) (session.Entry, error) {
	c, err := r.store.Conversation(ctx, convID)
	if err != nil {
		return session.Entry{}, err
	}
	if from == "" {
		from = c.CurrentBranch
	}
	path, err := r.store.Path(ctx, convID, from)
	if err != nil {
		return session.Entry{}, err
	}
	start := -1
	for i, e := range path {
		if e.ID == replaced {
			start = i
		}
	}
	if start < 0 {
		return session.Entry{}, nil
	}
	text := SummarizeBranch(from, path[start:])
	if text == "" {
		return session.Entry{}, nil
	}
	var meta session.EntryMeta
	if def, err := r.opts.Agent(ctx, c.Agent); err == nil && def.Profile.Provider != llm.KindOffline && def.Backend == "" {
		// A real model writes what the abandoned path tried and found;
		// the outline stands when it cannot.
		if s, m, err := r.modelBranchSummary(ctx, def, from, path[start:]); err == nil {
			text, meta = s, m
		} else {
			r.opts.Log.Warn("summarizing a branch left behind: the outline stands", "conversation", convID, "err", err)
		}
	}
	e := session.Entry{Kind: session.EntryBranchSummary, Role: session.RoleUser, Author: "grove", TurnID: turnID,
		Content: []session.Block{session.TextBlock(text)}}
	e.SetMeta(meta)
	out, err := r.Append(ctx, convID, b.Name, e)
	if err != nil {
		return session.Entry{}, fmt.Errorf("recording the branch summary: %w", err)
	}
	return out[0], nil
}

// branchSummaryTokens bounds what the model writes of a branch left
// behind, and branchSummaryTime how long grove waits for it.
const (
	branchSummaryTokens = 400
	branchSummaryTime   = 45 * time.Second
)

// modelBranchSummary asks the agent's model what a path left behind
// tried and found, within branchSummaryTokens: the entry's text and a
// record of the call (model, usage). The path is cut to the newest
// messages that fit the model's window.
func (r *Runtime) modelBranchSummary(ctx context.Context, def config.Definition, branch string, path []session.Entry) (string, session.EntryMeta, error) {
	prov, err := r.opts.Provider(def.Profile)
	if err != nil {
		return "", session.EntryMeta{}, err
	}
	window := def.Profile.ContextWindow
	if window <= 0 {
		window = 128000
	}
	msgs := Messages(def.Name, path, window*2)
	msgs = append(msgs, llm.Message{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(
		"The person is setting this attempt aside to try again from an earlier point. In at most 120 words, for yourself, " +
			"say what was asked and tried here, what came of it, and what not to repeat. Write only the summary.")}})
	cctx, cancel := context.WithTimeout(ctx, branchSummaryTime)
	defer cancel()
	resp, err := prov.Stream(cctx, llm.Request{Model: def.Profile.Model, System: "You write faithful, compact summaries.",
		Messages: msgs, MaxTokens: branchSummaryTokens}, func(llm.Event) {})
	if err != nil {
		return "", session.EntryMeta{}, err
	}
	text := strings.TrimSpace(resp.Text())
	if text == "" {
		return "", session.EntryMeta{}, fmt.Errorf("the model wrote no summary")
	}
	u := resp.Usage
	u.Cost = def.Profile.Cost(u)
	head := fmt.Sprintf("[Branch summary] An earlier attempt from this point (branch %s) was set aside; %s summarized it:\n",
		branch, orDefault(resp.Model, def.Profile.Model))
	return head + text, session.EntryMeta{Provider: def.Profile.Provider, Model: orDefault(resp.Model, def.Profile.Model), Usage: &u}, nil
}

// SummarizeBranch is the short, deterministic summary of an abandoned path
// recorded in a branch_summary entry: what was asked and what came back.
func SummarizeBranch(branch string, path []session.Entry) string {
	xs := session.Exchanges(path)
	var replies []string
	for _, e := range path {
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && len(xs) == 0 {
			replies = append(replies, session.Text(e.Content))
		}
	}
	if len(xs) == 0 && len(replies) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[Branch summary] An earlier attempt from this point (branch %s) went like this; it was set aside, so do not repeat it unless asked:\n", branch)
	for _, r := range replies {
		fmt.Fprintf(&b, "- the reply was: %s\n", clip.Text(clip.Flat(r), 240))
	}
	for _, x := range xs {
		b.WriteString(outlineItem("asked", x.Input, 160, "answered", x.Answer, 240) + "\n")
	}
	return strings.TrimSpace(b.String())
}

// RerunRequest asks to run the user inputs of a branch again, in order,
// with another agent, into a new branch.
type RerunRequest struct {
	ConversationID string
	Source         string // the branch whose inputs are re-run
	Agent          string // "" = the conversation's agent
	Model          string // "" = the agent's model (see SendRequest.Model)
	Into           string // the new branch's name; "" = the next free one
	// From is the entry the new branch starts at: only inputs after it are
	// re-run. "" re-runs every input from an empty branch.
	From string
}

// Rerun creates the branch and returns at once; the inputs are sent one
// after the other in the background, each after the previous turn ended.
// The channel receives nil when all were answered, or the first failure.
func (r *Runtime) Rerun(ctx context.Context, req RerunRequest) (session.Branch, <-chan error, error) {
	path, err := r.store.Path(ctx, req.ConversationID, req.Source)
	if err != nil {
		return session.Branch{}, nil, err
	}
	start := 0
	if req.From != "" {
		start = -1
		for i, e := range path {
			if e.ID == req.From {
				start = i + 1
			}
		}
		if start < 0 {
			return session.Branch{}, nil, session.Errorf(session.EINVALID, "entry %s is not on branch %s", req.From, req.Source)
		}
	}
	xs := session.Exchanges(path[start:])
	if len(xs) == 0 {
		return session.Branch{}, nil, session.Errorf(session.EINVALID, "branch %s has no messages of yours to re-run", req.Source)
	}
	if req.Agent != "" {
		if _, err := r.opts.Agent(ctx, req.Agent); err != nil {
			return session.Branch{}, nil, err
		}
	}
	b, err := r.store.CreateBranchAt(ctx, req.ConversationID, req.Into, req.From)
	if err != nil {
		return session.Branch{}, nil, err
	}
	done := make(chan error, 1)
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		done <- r.rerun(b, req, xs)
	}()
	return b, done, nil
}

func (r *Runtime) rerun(b session.Branch, req RerunRequest, xs []session.Exchange) error {
	for i, x := range xs {
		t, err := r.Send(r.ctx, SendRequest{ConversationID: req.ConversationID, Branch: b.Name, Agent: req.Agent, Model: req.Model, Text: x.Input, Caller: "user"})
		if err != nil {
			return fmt.Errorf("re-running input %d of %d: %w", i+1, len(xs), err)
		}
		t, err = r.WaitTurn(r.ctx, t.ID)
		if err != nil {
			return err
		}
		if t.Status != session.TurnCompleted {
			return fmt.Errorf("re-running input %d of %d: the turn ended %s", i+1, len(xs), t.Status)
		}
	}
	return nil
}

// AfterCompaction returns the part of a path a context is built from: the
// newest compaction entry, the entries before it that it keeps verbatim
// (its KeepFrom), and what follows it — the whole path when it was never
// compacted. Entries before it stay in the tree.
func AfterCompaction(path []session.Entry) []session.Entry {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].Kind != session.EntryCompaction {
			continue
		}
		keep := path[i].Meta().KeepFrom
		for j := i - 1; keep != "" && j >= 0; j-- {
			if path[j].ID == keep {
				out := make([]session.Entry, 0, len(path)-j)
				out = append(out, path[i])
				out = append(out, path[j:i]...)
				return append(out, path[i+1:]...)
			}
		}
		return path[i:]
	}
	return path
}

// CompactRequest asks to compact a branch's context.
type CompactRequest struct {
	ConversationID string
	Branch         string // "" = the current branch
	// TurnID attaches the compaction to a turn that stopped because the
	// context was full, so that continuing it starts from the summary.
	TurnID string
	// KeepFrom names an entry of the branch from which on everything stays
	// verbatim after the summary (the summary covers what precedes it);
	// "" summarizes everything.
	KeepFrom string
}

// Compact appends a compaction entry to a branch: a summary of everything
// before it (the previous summary included, so summaries never nest), after
// which contexts use the summary plus what follows. The agent's model
// writes the summary; the offline model, or a failing one, gets a
// deterministic extract instead. Errors: EINVALID when there is too little
// to compact.
func (r *Runtime) Compact(ctx context.Context, req CompactRequest) (session.Entry, error) {
	conv, err := r.store.Conversation(ctx, req.ConversationID)
	if err != nil {
		return session.Entry{}, err
	}
	if req.Branch == "" {
		req.Branch = conv.CurrentBranch
	}
	// One compaction of a branch at a time: this one summarizes what a
	// background one (if any) left.
	m := r.compact.lock(conv.ID, req.Branch)
	m.Lock()
	defer m.Unlock()
	path, _, err := r.compactionRead(ctx, conv, req.Branch, readPath{}, func([]session.Entry) string { return req.KeepFrom })
	if err != nil {
		return session.Entry{}, err
	}
	return r.compactPath(ctx, conv, req.Branch, path, req, req.TurnID)
}

// compactPath summarizes path (the branch as read under its compaction
// lock) and appends the compaction entry; logTurn is the turn the event
// log names.
func (r *Runtime) compactPath(ctx context.Context, conv session.Conversation, branch string, path []session.Entry, req CompactRequest, logTurn string) (session.Entry, error) {
	live := AfterCompaction(path)
	if req.KeepFrom != "" {
		for i, e := range live {
			if e.ID == req.KeepFrom {
				live = live[:i]
				break
			}
		}
	}
	if len(live) < 3 {
		return session.Entry{}, session.Errorf(session.EINVALID, "branch %s is too short to compact", branch)
	}
	t0 := time.Now()
	var summary string
	limit := summaryLimit(0)
	if def, err := r.opts.Agent(ctx, conv.Agent); err == nil {
		def = def.WithDefaults()
		limit = summaryLimit(def.Profile.ContextWindow)
		if def.Profile.Provider != llm.KindOffline {
			var err error
			if summary, err = r.modelSummary(ctx, def, live); err != nil {
				if ctx.Err() != nil {
					return session.Entry{}, ctx.Err()
				}
				// The written summary below stands in for the model's.
				r.opts.Log.Warn("compaction summary by the model failed", "conversation", conv.ID, "err", err)
			}
		}
	}
	if strings.TrimSpace(summary) == "" {
		summary = ExtractSummary(live, limit)
	}
	if err := ctx.Err(); err != nil {
		return session.Entry{}, err
	}
	text := "[Conversation summary] Earlier parts of this conversation were compacted; this is what they contained:\n" + strings.TrimSpace(summary)
	e := session.Entry{Kind: session.EntryCompaction, Role: session.RoleUser, Author: "grove", TurnID: req.TurnID,
		Content: []session.Block{session.TextBlock(text)}}
	e.SetMeta(session.EntryMeta{ReplyTo: path[len(path)-1].ID, KeepFrom: req.KeepFrom})
	out, err := r.Append(ctx, conv.ID, branch, e)
	if err != nil {
		return session.Entry{}, fmt.Errorf("saving the compaction: %w", err)
	}
	r.logEvent(LogCompactionDone, conv.ID, logTurn, conv.Agent, time.Since(t0),
		map[string]any{"branch": branch, "entries": len(live), "entry": out[0].ID})
	return out[0], nil
}

// modelSummary asks the agent's model to summarize a path. A path larger
// than half the window is summarized in parts, oldest first, each call
// given the summary so far, so no part is left out and no call outgrows
// the window.
func (r *Runtime) modelSummary(ctx context.Context, def config.Definition, path []session.Entry) (string, error) {
	prov, err := r.opts.Provider(def.Profile)
	if err != nil {
		return "", err
	}
	budget := def.Profile.ContextWindow
	if budget <= 0 {
		budget = 128000
	}
	summary, rest := SplitSummary(path)
	for _, part := range summaryParts(rest, budget*2) {
		system := "You write faithful, compact summaries."
		if summary != "" {
			system += "\n\n" + SummaryPrompt(summary)
		}
		msgs := Messages(def.Name, part, 1<<62)
		msgs = append(msgs, llm.Message{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(
			"Summarize the conversation above (and the earlier summary, if any) for yourself, to replace it in your context: the user's goals, decisions, facts, " +
				"open questions and results of tools, in at most 300 words. Write only the summary.")}})
		cctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		resp, err := prov.Stream(cctx, llm.Request{Model: def.Profile.Model, System: system, Messages: msgs, MaxTokens: 1024}, func(llm.Event) {})
		cancel()
		if err != nil {
			return "", err
		}
		summary = resp.Text()
	}
	return summary, nil
}

// summaryParts splits a path into consecutive parts of at most limit
// characters (a single larger entry is a part of its own), never starting a
// part at a tool result, so a call and its results stay together.
func summaryParts(path []session.Entry, limit int) [][]session.Entry {
	var parts [][]session.Entry
	start, size := 0, 0
	for i, e := range path {
		n := entrySize(e)
		if i > start && size+n > limit && e.Kind != session.EntryToolResult {
			parts = append(parts, path[start:i])
			start, size = i, 0
		}
		size += n
	}
	if start < len(path) {
		parts = append(parts, path[start:])
	}
	return parts
}

// ExtractSummary is a deterministic summary of a path: the previous
// summary, then each input with the start of its answer, newest kept when
// it exceeds limit characters. It walks from the newest exchange back and
// stops at the limit, so its cost follows limit, not the path's length.
func ExtractSummary(path []session.Entry, limit int) string {
	out, _ := extractSummary(path, limit)
	return out
}

// extractSummary is ExtractSummary with the index of the oldest entry of
// path whose content it read (len(path) when none).
func extractSummary(path []session.Entry, limit int) (string, int) {
	const omitted = "(older parts omitted)\n"
	prev, body, off := "", path, 0
	if len(path) > 0 && path[0].Kind == session.EntryCompaction {
		prev = session.Text(path[0].Content)
		if _, after, ok := strings.Cut(prev, "\n"); ok {
			prev = after
		}
		prev, body, off = strings.TrimSpace(prev), path[1:], 1
	}
	// Newest first, each input with what answered it: its own turn's
	// replies wherever they landed (turns overlap), paired as
	// session.Exchanges pairs them. The pairing reads no content, so only
	// the exchanges taken are decoded.
	own := session.ExchangeOwners(body)
	var inputs []int    // per exchange, the index of its input
	var answers [][]int // per exchange, the indices of what followed it
	for i, k := range own {
		switch {
		case k < 0: // entries before the first input belong to no exchange
		case k == len(inputs):
			inputs, answers = append(inputs, i), append(answers, nil)
		default:
			answers[k] = append(answers[k], i)
		}
	}
	var parts []string
	size, cut, reached := 0, false, len(path)
	for k := len(inputs) - 1; k >= 0; k-- {
		x := session.Exchanges(exchangeEntries(body, inputs[k], answers[k]))[0]
		reached = inputs[k] + off
		s := outlineItem("user", x.Input, 300, "answer", x.Answer, 400)
		add := len(s)
		if len(parts) > 0 {
			add++
		}
		if len(parts) > 0 && size+add+len(omitted) > limit {
			cut = true
			break
		}
		parts, size = append(parts, s), size+add
	}
	if !cut && off == 1 {
		reached = 0
	}
	if !cut && prev != "" {
		if size+len(prev)+1 <= limit || len(parts) == 0 {
			parts, size = append(parts, prev), size+len(prev)+1
		} else {
			cut = true
		}
	}
	slices.Reverse(parts)
	out := strings.Join(parts, "\n")
	if cut {
		out = omitted + out
	}
	return out, reached
}

// exchangeEntries is the input at index in of path followed by the
// entries at the indices of answers.
func exchangeEntries(path []session.Entry, in int, answers []int) []session.Entry {
	out := make([]session.Entry, 0, 1+len(answers))
	out = append(out, path[in])
	for _, i := range answers {
		out = append(out, path[i])
	}
	return out
}

// outlineItem is one input of a written summary and what answered it, as
// a list item and a nested one below it, each cut to its number of
// characters and kept to one line: markdown shows the answer on a line of
// its own (a plain continuation line would join the input's), and it
// reads the same as plain text. A missing answer leaves the item alone.
func outlineItem(asked, input string, inMax int, answered, answer string, ansMax int) string {
	s := "- " + asked + ": " + clip.Text(clip.Flat(input), inMax)
	if answer != "" {
		s += "\n  - " + answered + ": " + clip.Text(clip.Flat(answer), ansMax)
	}
	return s
}
