package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/grovechat/grove/session"
)

// CallInfo says who is calling a tool: the permission gate remembers
// "allow for this conversation" decisions by ConversationID.
type CallInfo struct {
	ConversationID string
	TurnID         string
	Agent          string
}

type callInfoKey struct{}

// WithCallInfo returns ctx carrying info for Registry.Call.
func WithCallInfo(ctx context.Context, info CallInfo) context.Context {
	return context.WithValue(ctx, callInfoKey{}, info)
}

// CallInfoFrom returns the CallInfo ctx carries, or the zero value.
func CallInfoFrom(ctx context.Context) CallInfo {
	info, _ := ctx.Value(callInfoKey{}).(CallInfo)
	return info
}

// Gate decides whether a call may run. Authorize returns nil to let it run,
// or a *session.ToolError (PERMISSION_DENIED, or CANCELLED when ctx ended
// while a person was being asked). It may block while a person decides.
type Gate interface {
	Authorize(ctx context.Context, info CallInfo, t Tool, call session.ToolCall) error
}

// Mode is what happens to a call no decision covers yet.
type Mode string

const (
	ModeAllow Mode = "allow"
	ModeAsk   Mode = "ask"
	ModeDeny  Mode = "deny"
)

// Guarded is implemented by tools that act on the world. DefaultMode is the
// mode when the config says nothing about the tool; tools that are not
// Guarded (calculate, wait, memory tools) default to allow. Subject is what
// tool:pattern rules match: the command for shell, the sandbox-relative
// path for file tools, "" when rules can only name the whole tool.
type Guarded interface {
	DefaultMode() Mode
	Subject(args json.RawMessage) Subject
}

// Subject is the part of a call that rules match against.
type Subject struct {
	Value string
	// Command subjects are shell command lines, matched command by command
	// (see shellLine): "*" matches any text; a deny or ask rule applies when
	// it matches any command the line runs, an allow rule only when allow
	// rules cover every one of them.
	// Otherwise the subject is a slash-separated path: "*" stays within one
	// segment and "**" crosses segments.
	Command bool
}

// Rule is one line of permission config: "shell" (the whole tool),
// "shell:git *" or "write_file:docs/**" with a mode. The tool part may
// itself be a glob ("github__*" for every tool of an MCP server).
type Rule struct {
	Pattern string `yaml:"pattern" json:"pattern"`
	Mode    Mode   `yaml:"mode" json:"mode"`
}

// ParseRule checks a "tool[:pattern]" string and mode.
func ParseRule(pattern string, mode Mode) (Rule, error) {
	if strings.TrimSpace(pattern) == "" {
		return Rule{}, fmt.Errorf("empty permission pattern")
	}
	switch mode {
	case ModeAllow, ModeAsk, ModeDeny:
	default:
		return Rule{}, fmt.Errorf("permission %q: mode must be allow, ask or deny, not %q", pattern, mode)
	}
	return Rule{Pattern: pattern, Mode: mode}, nil
}

func (r Rule) split() (tool, pat string, hasPat bool) {
	tool, pat, hasPat = strings.Cut(r.Pattern, ":")
	return tool, pat, hasPat
}

// Decision is a person's answer to a permission question.
type Decision int

const (
	DenyOnce          Decision = iota // refuse this call
	AllowOnce                         // run this call only
	AllowConversation                 // run matching calls in this conversation until grove exits
	AllowAlways                       // run matching calls everywhere, and save the rule
)

func (d Decision) String() string {
	return [...]string{"deny", "allow once", "allow for this conversation", "always allow"}[d]
}

// Question is what the Asker shows a person.
type Question struct {
	Info    CallInfo
	Call    session.ToolCall
	Subject Subject
	// Pattern is the rule an AllowConversation or AllowAlways answer will
	// add unless the answer names another: "tool:subject", or "tool".
	Pattern string
}

// Answer is the Asker's reply. Pattern optionally widens or narrows the
// remembered rule (for example "shell:git *" instead of the exact command).
type Answer struct {
	Decision Decision
	Pattern  string
	// Reason is shown to the model on a refusal.
	Reason string
}

// Asker asks a person about a call. The TUI implements it with a dialog;
// HeadlessAsker serves the CLI. Ask blocks until an answer or ctx ends
// (then it returns ctx.Err()).
type Asker interface {
	Ask(ctx context.Context, q Question) (Answer, error)
}

// HeadlessAsker answers for the non-interactive CLI: with Yes every call is
// allowed once, otherwise every call that needs a question is refused.
type HeadlessAsker struct{ Yes bool }

func (h HeadlessAsker) Ask(_ context.Context, q Question) (Answer, error) {
	if h.Yes {
		return Answer{Decision: AllowOnce}, nil
	}
	return Answer{Decision: DenyOnce, Reason: "it needs a person's permission and grove runs without a terminal (pass --yes to allow tool calls)"}, nil
}

// RuleSaver persists "always allow" decisions, typically by adding the
// rule to the user's config file. On an error the call still runs and the
// rule lasts until grove exits.
type RuleSaver interface {
	SaveRule(r Rule) error
}

// RuleSaverFunc adapts a function to RuleSaver.
type RuleSaverFunc func(Rule) error

func (f RuleSaverFunc) SaveRule(r Rule) error { return f(r) }

// Permissions is the Gate grove uses: config rules, then remembered
// decisions, then the tool's default mode; ask mode calls the Asker.
// Order: any matching deny rule refuses; then any matching allow (config,
// always, or this conversation's decisions) runs the call unless a pattern
// rule says ask; then the whole-tool rule; then the tool's default.
type Permissions struct {
	mu     sync.Mutex
	rules  []Rule
	conv   map[string][]Rule // conversation id → allow rules
	asker  Asker
	saver  RuleSaver
	asking sync.Mutex // one dialog at a time
}

// NewPermissions returns a gate with config rules; asker may be nil (ask
// then refuses, like a headless run without --yes); saver may be nil
// (always-allow then lasts until grove exits).
func NewPermissions(rules []Rule, asker Asker, saver RuleSaver) *Permissions {
	return &Permissions{rules: append([]Rule(nil), rules...), conv: map[string][]Rule{}, asker: asker, saver: saver}
}

// SetAsker replaces the Asker (the TUI installs its dialog once it runs).
func (p *Permissions) SetAsker(a Asker) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.asker = a
}

// Rules returns the rules in force (config plus always-allow decisions).
func (p *Permissions) Rules() []Rule {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Rule(nil), p.rules...)
}

// Mode returns the mode a call would get without asking: allow, deny, or
// ask. The UI uses it to show the decision on a tool block.
func (p *Permissions) Mode(info CallInfo, t Tool, call session.ToolCall) Mode {
	subj := subjectOf(t, call.Arguments)
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.modeLocked(info, t, call.Name, subj)
}

func subjectOf(t Tool, args json.RawMessage) Subject {
	if g, ok := t.(Guarded); ok {
		return g.Subject(args)
	}
	return Subject{}
}

func (p *Permissions) modeLocked(info CallInfo, t Tool, name string, subj Subject) Mode {
	rules := p.rules
	if info.ConversationID != "" {
		rules = append(append([]Rule(nil), p.rules...), p.conv[info.ConversationID]...)
	}
	var line *shellLine
	if subj.Command {
		line = parseShellLine(subj.Value)
	}
	var patAllow, patAsk, toolAllow, toolAsk bool
	var allowPats []string
	for _, r := range rules {
		tool, pat, hasPat := r.split()
		if tool != name && !globMatch(tool, name, false) {
			continue
		}
		if !hasPat {
			switch r.Mode {
			case ModeDeny:
				return ModeDeny
			case ModeAllow:
				toolAllow = true
			case ModeAsk:
				toolAsk = true
			}
			continue
		}
		if line != nil {
			// Deny and ask apply when they match any command of the
			// line; allow needs every command covered (below).
			switch r.Mode {
			case ModeDeny:
				if line.matches(pat) {
					return ModeDeny
				}
			case ModeAsk:
				if line.matches(pat) {
					patAsk = true
				}
			case ModeAllow:
				allowPats = append(allowPats, pat)
			}
			continue
		}
		if !globMatch(pat, subj.Value, true) {
			continue
		}
		switch r.Mode {
		case ModeDeny:
			return ModeDeny
		case ModeAllow:
			patAllow = true
		case ModeAsk:
			patAsk = true
		}
	}
	if line != nil && len(allowPats) > 0 {
		patAllow = line.allowedBy(allowPats)
	}
	mode := ModeAllow
	switch {
	case patAsk:
		mode = ModeAsk
	case patAllow:
		mode = ModeAllow
	case toolAsk:
		mode = ModeAsk
	case toolAllow:
		mode = ModeAllow
	default:
		if g, ok := t.(Guarded); ok {
			mode = g.DefaultMode()
		}
	}
	if mode == ModeAllow && line != nil && !line.parsed {
		// A line the parser cannot read is never run without a question.
		mode = ModeAsk
	}
	return mode
}

// Authorize implements Gate.
func (p *Permissions) Authorize(ctx context.Context, info CallInfo, t Tool, call session.ToolCall) error {
	subj := subjectOf(t, call.Arguments)
	p.mu.Lock()
	mode := p.modeLocked(info, t, call.Name, subj)
	p.mu.Unlock()
	switch mode {
	case ModeAllow:
		return nil
	case ModeDeny:
		return denied(call.Name, subj, "the permission config denies it")
	}

	// One question at a time: a second identical call waiting here is
	// answered by the first one's "for this conversation" decision.
	p.asking.Lock()
	defer p.asking.Unlock()
	p.mu.Lock()
	mode = p.modeLocked(info, t, call.Name, subj)
	asker := p.asker
	p.mu.Unlock()
	switch mode {
	case ModeAllow:
		return nil
	case ModeDeny:
		return denied(call.Name, subj, "the permission config denies it")
	}
	if asker == nil {
		asker = HeadlessAsker{}
	}
	q := Question{Info: info, Call: call, Subject: subj, Pattern: call.Name}
	if subj.Value != "" {
		q.Pattern = call.Name + ":" + escapePattern(subj.Value)
	}
	ans, err := asker.Ask(ctx, q)
	if err != nil {
		if ctx.Err() != nil {
			return &session.ToolError{Code: CodeCancelled, Message: "the call was cancelled while waiting for permission"}
		}
		return denied(call.Name, subj, "asking for permission failed: "+err.Error())
	}
	pattern := q.Pattern
	if ans.Pattern != "" {
		pattern = ans.Pattern
	}
	switch ans.Decision {
	case AllowOnce:
		return nil
	case AllowConversation:
		if info.ConversationID != "" {
			p.mu.Lock()
			p.conv[info.ConversationID] = append(p.conv[info.ConversationID], Rule{Pattern: pattern, Mode: ModeAllow})
			p.mu.Unlock()
		}
		return nil
	case AllowAlways:
		r := Rule{Pattern: pattern, Mode: ModeAllow}
		p.mu.Lock()
		p.rules = append(p.rules, r)
		saver := p.saver
		p.mu.Unlock()
		if saver != nil {
			if err := saver.SaveRule(r); err != nil {
				return nil // allowed now; the rule just lasts until exit
			}
		}
		return nil
	}
	reason := ans.Reason
	if reason == "" {
		reason = "the user refused it"
	}
	return denied(call.Name, subj, reason)
}

// ForgetConversation drops a conversation's remembered decisions.
func (p *Permissions) ForgetConversation(convID string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.conv, convID)
}

func denied(name string, subj Subject, why string) error {
	what := name
	if subj.Value != "" {
		what = fmt.Sprintf("%s (%s)", name, subj.Value)
	}
	return &session.ToolError{Code: CodePermissionDenied, Message: fmt.Sprintf("%s was not run: %s. Do not try to get around this; ask the user if the action is needed.", what, why)}
}

// DefaultRules is grove's configuration when the user has none: reading
// inside the sandbox runs, writing, editing and shell commands ask.
// (Guarded tools carry the same defaults; the rules make them visible in
// `grove config` output and easy to copy.)
func DefaultRules() []Rule {
	return []Rule{
		{Pattern: "read_file", Mode: ModeAllow},
		{Pattern: "list", Mode: ModeAllow},
		{Pattern: "glob", Mode: ModeAllow},
		{Pattern: "grep", Mode: ModeAllow},
		{Pattern: "write_file", Mode: ModeAsk},
		{Pattern: "edit_file", Mode: ModeAsk},
		{Pattern: "shell", Mode: ModeAsk},
		{Pattern: "shell_background", Mode: ModeAsk},
	}
}

// commandParts splits a command line at ; & | and newlines so that a deny
// rule for "rm *" also catches "ls; rm -rf /".
func commandParts(s string) []string {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ';' || r == '&' || r == '|' || r == '\n' || r == '`' || r == '(' || r == ')'
	})
	out := []string{strings.TrimSpace(s)}
	for _, p := range f {
		if p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p), "$")); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func escapePattern(s string) string {
	return strings.NewReplacer(`\`, `\\`, "*", `\*`, "?", `\?`).Replace(s)
}

// globMatch matches s against a pattern with *, ** and ?; a backslash
// escapes the next character. With paths, * and ? do not cross "/", and
// "**/" also matches nothing (so docs/**/x matches docs/x).
func globMatch(pat, s string, paths bool) bool {
	for len(pat) > 0 {
		switch {
		case strings.HasPrefix(pat, "**"):
			rest := strings.TrimPrefix(pat[2:], "/")
			if paths && rest != pat[2:] && globMatch(rest, s, paths) {
				return true
			}
			rest = pat[2:]
			for i := 0; i <= len(s); i++ {
				if globMatch(rest, s[i:], paths) {
					return true
				}
			}
			return false
		case pat[0] == '*':
			for i := 0; i <= len(s); i++ {
				if globMatch(pat[1:], s[i:], paths) {
					return true
				}
				if i < len(s) && paths && s[i] == '/' {
					return false
				}
			}
			return false
		case pat[0] == '?':
			if s == "" || paths && s[0] == '/' {
				return false
			}
			pat, s = pat[1:], s[1:]
		default:
			c := pat[0]
			if c == '\\' && len(pat) > 1 {
				pat = pat[1:]
				c = pat[0]
			}
			if s == "" || s[0] != c {
				return false
			}
			pat, s = pat[1:], s[1:]
		}
	}
	return s == ""
}

// globPrefix reports whether pat matches s followed by some text: it
// consumes all of s (what pat has left matches something).
func globPrefix(pat, s string) bool {
	for ; s != ""; s = s[1:] {
		switch {
		case pat == "":
			return false
		case pat[0] == '*':
			return true
		case pat[0] == '?':
			pat = pat[1:]
		default:
			if pat[0] == '\\' && len(pat) > 1 {
				pat = pat[1:]
			}
			if pat[0] != s[0] {
				return false
			}
			pat = pat[1:]
		}
	}
	return true
}

// coversMore reports whether pat matches f followed by any arguments: it
// ends in * and what comes before matches a beginning of f and a space.
func coversMore(pat, f string) bool {
	head, ok := strings.CutSuffix(pat, "*")
	if !ok || strings.HasSuffix(head, "\\") {
		return false
	}
	f += " "
	for i := 0; i <= len(f); i++ {
		if globMatch(head, f[:i], false) {
			return true
		}
	}
	return false
}
