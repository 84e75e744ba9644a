// Package assemble builds an agent's prompt for one LLM step,
// deterministically and without an LLM:
//
//	system prompt + soul + workspace append          ← who the agent is
//	+ retrieved memories + open todos + note titles  ← what it knows
//	+ pending background work and parallel turns     ← what is going on
//	+ thin thread (last N messages of the branch)    ← continuity
//	+ the input (and this turn's work so far)
//
// # Budget
//
// Every section fits a token budget derived from the model's context window
// W (Profile.ContextWindow, 128,000 when unset); tokens are estimated as 4
// characters each. First the reply reserve (the agent's max_tokens, else the
// profile's, else 4,096; at most W/4) and the tool schemas are set aside,
// then the input: the turn's input and its work so far are never cut. What
// remains, A, is shared:
//
//	system    10 %   soul     3 %   workspace 10 %
//	memories  15 %   todos    3 %   notes      3 %   pending 4 %
//	thread    the rest (at least 52 %) plus whatever the others leave unused
//
// Sections are filled in three passes: each section up to its share; the
// thin thread up to everything left; then sections that were cut get what
// the thread left over, in the order system, soul, workspace, pending,
// memories, todos, notes. Inside a section the lowest-ranked items go first
// (memories by search score, todos newest, notes least recently updated,
// thread messages oldest); text sections are cut at the end with a marker.
package assemble

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"grove/agent"
	"grove/agent/config"
	"grove/agent/llm"
	"grove/internal/clip"
	"grove/memory"
	"grove/session"
)

// Section names, in prompt order.
const (
	SecSystem    = "system"
	SecSoul      = "soul"
	SecWorkspace = "workspace"
	SecMemories  = "memories"
	SecTodos     = "todos"
	SecNotes     = "notes"
	SecPending   = "pending"
	SecSummary   = "summary"
	SecGap       = "left out" // messages after the summary the thread leaves out (GapPrompt)
	SecThread    = "thread"
	SecInput     = "input"
)

// Shares are the fractions of the available budget each section may use in
// the first pass (the thread takes the rest).
var Shares = map[string]float64{
	SecSystem: 0.10, SecSoul: 0.03, SecWorkspace: 0.10,
	SecMemories: 0.15, SecTodos: 0.03, SecNotes: 0.03, SecPending: 0.04, SecSummary: 0.10,
}

// refillOrder is who gets the thread's leftovers, first come first served.
var refillOrder = []string{SecSystem, SecSummary, SecSoul, SecWorkspace, SecPending, SecMemories, SecTodos, SecNotes}

// Defaults.
const (
	DefaultWindow       = 128000
	DefaultReplyReserve = 4096
	DefaultK            = 8
	// maxMemoryChars clips one memory in the prompt (memory_read has all).
	maxMemoryChars = 800
	truncMark      = "\n…[truncated]"
)

// Tokens estimates the tokens of s (4 characters per token, rounded up).
func Tokens(s string) int { return (len(s) + 3) / 4 }

// Builder is the assembling agent.ContextBuilder.
type Builder struct {
	// Memory is where memories, notes and todos come from; nil leaves those
	// sections empty.
	Memory *memory.Store
	// K is how many memories are retrieved (DefaultK when 0).
	K int
	// Workspace gives the workspace-specific append for a step ("" for a
	// DM); nil means none.
	Workspace func(ctx context.Context, in agent.ContextInput) string
}

// New returns a builder over mem.
func New(mem *memory.Store) *Builder { return &Builder{Memory: mem} }

// Input is what Explain assembles: the runtime's input plus the workspace
// append.
type Input struct {
	agent.ContextInput
	Workspace string
}

// Section is one part of an assembled prompt.
type Section struct {
	Name string `json:"name"`
	// Budget is the tokens the section was allowed; Tokens what it used.
	Budget int `json:"budget"`
	Tokens int `json:"tokens"`
	// Items counts what went in (memories, todos, notes, operations,
	// messages); Dropped what did not fit.
	Items     int  `json:"items"`
	Dropped   int  `json:"dropped"`
	Truncated bool `json:"truncated,omitempty"`
	// Text is the section as it appears in the prompt (for thread and
	// input, a readable rendering of the messages).
	Text string `json:"text"`
	// Note explains something about the section (a failed search).
	Note string `json:"note,omitempty"`
}

// Assembly is an assembled prompt with its accounting.
type Assembly struct {
	Agent        string      `json:"agent"`
	Model        string      `json:"model"`
	Window       int         `json:"window"`
	ReplyReserve int         `json:"reply_reserve"`
	ToolTokens   int         `json:"tool_tokens"`
	Tools        int         `json:"tools"`
	Available    int         `json:"available"` // for the sections, input included
	Query        string      `json:"query,omitempty"`
	Sections     []Section   `json:"sections"`
	Request      llm.Request `json:"-"`
}

// Section returns the named section (zero if absent).
func (a *Assembly) Section(name string) Section {
	for _, s := range a.Sections {
		if s.Name == name {
			return s
		}
	}
	return Section{Name: name}
}

// Total is the tokens of the prompt (sections and tools), without the
// reply reserve.
func (a *Assembly) Total() int {
	n := a.ToolTokens
	for _, s := range a.Sections {
		n += s.Tokens
	}
	return n
}

// Build implements agent.ContextBuilder.
func (b *Builder) Build(ctx context.Context, in agent.ContextInput) (llm.Request, error) {
	x := Input{ContextInput: in}
	if b.Workspace != nil {
		x.Workspace = b.Workspace(ctx, in)
	}
	a, err := b.Explain(ctx, x)
	if err != nil {
		return llm.Request{}, err
	}
	return a.Request, nil
}

// part is a section that can be rendered within a budget.
type part struct {
	sec    Section
	need   int // tokens to render everything
	render func(budget int) Section
}

// Explain assembles the prompt and says what went into it, section by
// section. Build is Explain's Request.
func (b *Builder) Explain(ctx context.Context, in Input) (*Assembly, error) {
	def := in.Agent
	if def.ThinThread <= 0 {
		def.ThinThread = config.DefaultThinThread
	}
	if in.Now.IsZero() {
		in.Now = time.Now()
	}
	window := def.Profile.ContextWindow
	if window <= 0 {
		window = DefaultWindow
	}
	reserve := def.MaxTokens
	if reserve <= 0 {
		reserve = def.Profile.MaxTokens
	}
	if reserve <= 0 {
		reserve = DefaultReplyReserve
	}
	reserve = min(reserve, window/4)

	req := llm.Request{Model: def.Profile.Model, MaxTokens: def.MaxTokens, Temperature: def.Profile.Temperature}
	toolTokens := 0
	for _, s := range in.Tools {
		req.Tools = append(req.Tools, llm.ToolSpec{Name: s.Name, Description: s.Description, Schema: s.Schema})
		toolTokens += Tokens(s.Name) + Tokens(s.Description) + Tokens(string(s.Schema)) + 4
	}
	a := &Assembly{Agent: def.Name, Model: def.Profile.Name, Window: window, ReplyReserve: reserve,
		ToolTokens: toolTokens, Tools: len(in.Tools)}

	// The branch as this turn sees it, split at the turn's input.
	// The compaction summary is a section of the prompt, never a message.
	summary, path := agent.SplitSummary(agent.AfterCompaction(agent.VisiblePath(in.ContextInput)))
	cut := len(path)
	if in.TurnID != "" {
		for i, e := range path {
			if e.TurnID == in.TurnID || (in.InputEntryID != "" && e.ID == in.InputEntryID) {
				cut = i
				break
			}
		}
	}
	prior, current := path[:cut], path[cut:]
	inputMsgs := agent.Messages(def.Name, current, 1<<62)
	inputSec := Section{Name: SecInput, Items: len(inputMsgs), Text: renderMessages(inputMsgs)}
	inputSec.Tokens = messagesTokens(inputMsgs)
	inputSec.Budget = inputSec.Tokens

	a.Available = max(0, window-reserve-toolTokens)
	avail := max(0, a.Available-inputSec.Tokens)

	// Retrieval query: the input, else the latest user message.
	a.Query = strings.TrimSpace(inputText(current))
	if a.Query == "" {
		for i := len(prior) - 1; i >= 0; i-- {
			if e := prior[i]; e.Kind == session.EntryMessage && e.Role == session.RoleUser {
				a.Query = strings.TrimSpace(session.Text(e.Content))
				break
			}
		}
	}

	parts := []*part{
		textPart(SecSystem, "", strings.TrimSpace(def.System)),
		textPart(SecSoul, "## Who you are\n", def.Soul.Prompt()),
		textPart(SecWorkspace, "## Workspace\n", strings.TrimSpace(in.Workspace)),
	}
	mem, err := b.memoryParts(ctx, def.Name, a.Query)
	if err != nil {
		return nil, err
	}
	parts = append(parts, mem...)
	parts = append(parts, pendingPart(in.ContextInput))
	if summary != "" {
		parts = append(parts, textPart(SecSummary, "", agent.SummaryPrompt(summary)))
	}

	// Messages after the summary that the thin thread leaves out are
	// named in the prompt (GapPrompt); room for that note is kept.
	thread, older := threadPart(def, prior)
	// (When even the input does not fit there is no room for it either.)
	gapTokens, gapNeed := 0, Tokens(agent.GapPrompt(len(prior), summary != ""))+2
	if older > 0 && avail >= gapNeed {
		gapTokens = gapNeed
		avail -= gapTokens
	}

	// Pass 1: each section up to its share.
	byName := map[string]*part{}
	used := 0
	for _, p := range parts {
		byName[p.sec.Name] = p
		p.sec = p.render(int(float64(avail) * Shares[p.sec.Name]))
		used += p.sec.Tokens
	}
	// Pass 2: the thread takes what is left.
	tb := max(0, avail-used)
	threadSec, threadMsgs := thread(tb)
	if threadSec.Dropped > 0 && gapTokens == 0 && avail >= gapNeed {
		gapTokens = gapNeed
		avail -= gapTokens
		threadSec, threadMsgs = thread(max(0, tb-gapTokens))
	}
	used += threadSec.Tokens
	// Pass 3: leftovers to sections that were cut.
	for _, name := range refillOrder {
		p := byName[name]
		if p == nil || p.sec.Tokens >= p.need {
			continue
		}
		left := avail - used
		if left <= 0 {
			break
		}
		grown := p.render(p.sec.Tokens + left)
		used += grown.Tokens - p.sec.Tokens
		grown.Budget = max(p.sec.Budget, grown.Tokens)
		p.sec = grown
	}

	// The prompt.
	var sys []string
	for _, p := range parts {
		if p.sec.Text != "" {
			sys = append(sys, p.sec.Text)
		}
		a.Sections = append(a.Sections, p.sec)
	}
	if left := older + threadSec.Dropped; left > 0 && gapTokens > 0 {
		note := agent.GapPrompt(left, summary != "")
		sys = append(sys, note)
		a.Sections = append(a.Sections, Section{Name: SecGap, Budget: gapTokens, Tokens: Tokens(note), Items: left, Text: note})
	}
	req.System = strings.Join(sys, "\n\n")
	a.Sections = append(a.Sections, threadSec, inputSec)
	req.Messages = joinMessages(threadMsgs, inputMsgs)
	a.Request = req
	return a, nil
}

func inputText(current []session.Entry) string {
	for _, e := range current {
		if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
			return session.Text(e.Content)
		}
	}
	return ""
}

// textPart is a section of free text, cut at the end when over budget.
func textPart(name, header, text string) *part {
	p := &part{sec: Section{Name: name}}
	full := ""
	if text != "" {
		full = header + text
	}
	p.need = Tokens(full)
	p.render = func(budget int) Section {
		s := Section{Name: name, Budget: budget}
		if full == "" {
			return s
		}
		s.Items = 1
		if Tokens(full) <= budget {
			s.Text, s.Tokens = full, Tokens(full)
			return s
		}
		s.Truncated = true
		room := budget*4 - len(truncMark)
		if room < len(header)+40 {
			s.Items, s.Dropped = 0, 1
			return s
		}
		s.Text = clipAt(full, room) + truncMark
		s.Tokens = Tokens(s.Text)
		return s
	}
	return p
}

// clipAt cuts s to at most n bytes, at a rune boundary, preferring the end
// of a line or word.
func clipAt(s string, n int) string {
	if len(s) <= n {
		return s
	}
	c := clip.Bytes(s, n)
	n = len(c)
	if i := strings.LastIndexAny(c, "\n "); i > n*3/4 {
		c = c[:i]
	}
	return strings.TrimRight(c, " \n")
}

// listPart is a header and lines; lines past the budget are dropped from
// the end (the lowest-ranked), with a tail line saying how many.
func listPart(name, header string, lines []string, more func(n int) string) *part {
	p := &part{sec: Section{Name: name}}
	render := func(budget int) Section {
		s := Section{Name: name, Budget: budget}
		if len(lines) == 0 {
			return s
		}
		var b strings.Builder
		b.WriteString(header)
		n := 0
		for i, l := range lines {
			tail := ""
			if i < len(lines)-1 {
				tail = "\n" + more(len(lines)-i-1)
			}
			if Tokens(b.String()+"\n"+l+tail) > budget {
				break
			}
			b.WriteString("\n" + l)
			n++
		}
		if n == 0 {
			s.Dropped = len(lines)
			return s
		}
		if n < len(lines) {
			b.WriteString("\n" + more(len(lines)-n))
		}
		s.Text, s.Tokens, s.Items, s.Dropped = b.String(), Tokens(b.String()), n, len(lines)-n
		return s
	}
	p.render = render
	p.need = render(1 << 40).Tokens
	return p
}

func (b *Builder) memoryParts(ctx context.Context, agentName, query string) ([]*part, error) {
	if b.Memory == nil {
		return []*part{listPart(SecMemories, "", nil, nil), listPart(SecTodos, "", nil, nil), listPart(SecNotes, "", nil, nil)}, nil
	}
	var memLines []string
	note := ""
	if query != "" {
		k := b.K
		if k <= 0 {
			k = DefaultK
		}
		res, err := b.Memory.Search(ctx, agentName, memory.Query{Text: query, K: k})
		if err != nil && ctx.Err() == nil && session.ErrorCode(err) != session.EINTERNAL {
			// A vector problem (another embedder, a failing endpoint) must
			// not stop the turn: words still find things.
			note = "hybrid search failed (" + err.Error() + "); used full-text"
			res, err = b.Memory.Search(ctx, agentName, memory.Query{Text: query, K: k, Mode: memory.FullText})
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			note = "memory search failed: " + err.Error()
		}
		for _, r := range res {
			memLines = append(memLines, memoryLine(r.Memory))
		}
	}
	mem := listPart(SecMemories, "## What you remember\nMemories relevant to this message, most relevant first (memory_search finds more; memory_read reads one in full):",
		memLines, func(n int) string { return fmt.Sprintf("(%d less relevant left out)", n) })
	if note != "" {
		r := mem.render
		mem.render = func(budget int) Section { s := r(budget); s.Note = note; return s }
		mem.sec.Note = note
	}

	todos, err := b.Memory.Todos(ctx, agentName, false)
	if err != nil {
		return nil, err
	}
	var todoLines []string
	for _, t := range todos {
		todoLines = append(todoLines, fmt.Sprintf("- #%d %s (added %s)", t.ID, oneLine(t.Text, 300), t.CreatedAt.UTC().Format("2006-01-02")))
	}
	notes, err := b.Memory.Notes(ctx, agentName)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(notes, func(i, j int) bool { return notes[i].UpdatedAt.After(notes[j].UpdatedAt) })
	var noteLines []string
	for _, n := range notes {
		noteLines = append(noteLines, fmt.Sprintf("- %s (updated %s)", oneLine(n.Title, 200), n.UpdatedAt.UTC().Format("2006-01-02")))
	}
	return []*part{
		mem,
		listPart(SecTodos, "## Your open todos (todo_done marks one done)", todoLines,
			func(n int) string { return fmt.Sprintf("(%d more: todo_list)", n) }),
		listPart(SecNotes, "## Your notes (note_read reads one by title)", noteLines,
			func(n int) string { return fmt.Sprintf("(%d older notes left out)", n) }),
	}, nil
}

func memoryLine(m memory.Memory) string {
	return fmt.Sprintf("- [%s] %s, significance %.2f, %s: %s", m.ID, m.Type, m.Significance,
		m.CreatedAt.UTC().Format("2006-01-02"), oneLine(m.Content, maxMemoryChars))
}

func oneLine(s string, n int) string {
	s = clip.Flat(s)
	if len(s) > n {
		s = clipAt(s, n) + clip.Ellipsis
	}
	return s
}

// pendingPart lists the other turns running now and the background
// operations of every active turn.
func pendingPart(in agent.ContextInput) *part {
	var lines []string
	for _, p := range in.Parallel {
		lines = append(lines, fmt.Sprintf("- in parallel: %q (by %s)", oneLine(p.Input, 200), p.Turn.Agent))
	}
	for _, op := range in.Pending {
		mine := ""
		if op.TurnID == in.TurnID && in.TurnID != "" {
			mine = ", started in this turn"
		}
		lines = append(lines, fmt.Sprintf("- running: %s %s (operation %s, for %s%s)", op.Tool, oneLine(string(op.Input), 300), op.ID,
			in.Now.Sub(op.CreatedAt).Round(time.Second), mine))
	}
	header := "## Also going on right now\nOther messages are being answered in parallel and background operations are running. " +
		"Answer only the latest message; do not start these operations again — their results arrive as new messages."
	return listPart(SecPending, header, lines, func(n int) string { return fmt.Sprintf("(%d more)", n) })
}

func messagesTokens(ms []llm.Message) int {
	n := 0
	for _, m := range ms {
		n += 4
		for _, b := range m.Content {
			n += blockTokens(b)
		}
	}
	return n
}

func blockTokens(b session.Block) int {
	n := Tokens(b.Text) + Tokens(b.Thinking)
	if b.Data != "" {
		n += 1000 // an image: providers charge about this much
	}
	if b.ToolCall != nil {
		n += Tokens(b.ToolCall.Name) + Tokens(string(b.ToolCall.Arguments)) + 4
	}
	if b.ToolResult != nil {
		n += Tokens(b.ToolResult.Result) + 4
		if b.ToolResult.Error != nil {
			n += Tokens(b.ToolResult.Error.Message)
		}
	}
	return n
}

// renderMessages is a readable form of messages, for Explain.
func renderMessages(ms []llm.Message) string {
	var b strings.Builder
	for _, m := range ms {
		for _, bl := range m.Content {
			switch {
			case bl.ToolCall != nil:
				fmt.Fprintf(&b, "%s: ⚙ %s %s\n", m.Role, bl.ToolCall.Name, oneLine(string(bl.ToolCall.Arguments), 200))
			case bl.ToolResult != nil:
				res := bl.ToolResult.Result
				if bl.ToolResult.Error != nil {
					res = "error: " + bl.ToolResult.Error.Message
				}
				fmt.Fprintf(&b, "%s: ↩ %s\n", m.Role, oneLine(res, 200))
			case bl.Text != "":
				fmt.Fprintf(&b, "%s: %s\n", m.Role, oneLine(bl.Text, 400))
			}
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// joinMessages appends b to a, merging a user message at the seam so roles
// keep alternating.
func joinMessages(a, b []llm.Message) []llm.Message {
	out := append([]llm.Message(nil), a...)
	for i, m := range b {
		if i == 0 && len(out) > 0 && out[len(out)-1].Role == llm.RoleUser && m.Role == llm.RoleUser {
			last := &out[len(out)-1]
			last.Content = append(append([]session.Block(nil), last.Content...), m.Content...)
			continue
		}
		out = append(out, m)
	}
	return out
}
