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
	"strings"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
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
	window, reserve := replyBudget(def)
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
	prior, current := splitAtInput(path, in)
	inputMsgs := agent.Messages(def.Name, current, 1<<62)
	inputSec := Section{Name: SecInput, Items: len(inputMsgs), Text: renderMessages(inputMsgs)}
	inputSec.Tokens = messagesTokens(inputMsgs)
	inputSec.Budget = inputSec.Tokens

	a.Available = max(0, window-reserve-toolTokens)
	a.Query = retrievalQuery(current, prior)

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
	gap := gapRoom{need: Tokens(agent.GapPrompt(len(prior), summary != "")) + 2}
	threadSec, threadMsgs := fitParts(parts, thread, older > 0, max(0, a.Available-inputSec.Tokens), &gap)
	gapTokens := gap.tokens

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

// replyBudget is the model's context window and the part of it kept for
// the reply (the agent's max_tokens, else the profile's, at most a quarter
// of the window).
func replyBudget(def config.Definition) (window, reserve int) {
	window = def.Profile.ContextWindow
	if window <= 0 {
		window = DefaultWindow
	}
	reserve = def.MaxTokens
	if reserve <= 0 {
		reserve = def.Profile.MaxTokens
	}
	if reserve <= 0 {
		reserve = DefaultReplyReserve
	}
	return window, min(reserve, window/4)
}

// splitAtInput splits the branch into what came before the turn and the
// turn's own entries (its input first).
func splitAtInput(path []session.Entry, in Input) (prior, current []session.Entry) {
	cut := len(path)
	if in.TurnID != "" {
		for i, e := range path {
			if e.TurnID == in.TurnID || (in.InputEntryID != "" && e.ID == in.InputEntryID) {
				cut = i
				break
			}
		}
	}
	return path[:cut], path[cut:]
}

// retrievalQuery is what memories are searched with: the input, else the
// latest user message.
func retrievalQuery(current, prior []session.Entry) string {
	if q := strings.TrimSpace(inputText(current)); q != "" {
		return q
	}
	for i := len(prior) - 1; i >= 0; i-- {
		if e := prior[i]; e.Kind == session.EntryMessage && e.Role == session.RoleUser {
			return strings.TrimSpace(session.Text(e.Content))
		}
	}
	return ""
}

// gapRoom is the room kept for the note naming the messages the thread
// leaves out: need is its size, tokens what fitParts kept (0: none).
type gapRoom struct{ need, tokens int }

// fitParts renders the sections into avail tokens in three passes: each
// section up to its share, the thread in what is left, then the leftovers
// to sections that were cut, in refillOrder. It returns the thread. Room
// for the gap note is kept first when the thread leaves messages out
// (leavesOut), or once the thread had to drop some; when even that does
// not fit there is no room for it either.
func fitParts(parts []*part, thread func(budget int) (Section, []llm.Message), leavesOut bool, avail int, gap *gapRoom) (Section, []llm.Message) {
	if leavesOut && avail >= gap.need {
		gap.tokens = gap.need
		avail -= gap.tokens
	}
	byName := map[string]*part{}
	used := 0
	for _, p := range parts {
		byName[p.sec.Name] = p
		p.sec = p.render(int(float64(avail) * Shares[p.sec.Name]))
		used += p.sec.Tokens
	}
	tb := max(0, avail-used)
	threadSec, threadMsgs := thread(tb)
	if threadSec.Dropped > 0 && gap.tokens == 0 && avail >= gap.need {
		gap.tokens = gap.need
		avail -= gap.tokens
		threadSec, threadMsgs = thread(max(0, tb-gap.tokens))
	}
	used += threadSec.Tokens
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
	return threadSec, threadMsgs
}

func inputText(current []session.Entry) string {
	for _, e := range current {
		if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
			return session.Text(e.Content)
		}
	}
	return ""
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
	n += llm.AttachmentTokens(b) // images, PDFs and text files attached
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
				for _, a := range bl.ToolResult.Images {
					fmt.Fprintf(&b, "%s: ↩ %s\n", m.Role, a.Line())
				}
			case bl.Attachment != nil:
				fmt.Fprintf(&b, "%s: %s\n", m.Role, bl.Attachment.Line())
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
