package llm

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/internal/lazyre"
	"github.com/grovechat/grove/session"
)

// offlineIntent is one thing the offline model knows how to ask a tool for.
// Adding a capability is adding a row to offlineIntents; rows whose tool is
// not in the request are skipped.
type offlineIntent struct {
	tool string
	// trigger finds where a request of this kind starts (case-insensitive).
	trigger *lazyre.Regexp
	// args turns the text after the trigger (up to the next request) into
	// the tool's arguments, or nil when the text is not such a request.
	args func(trigger, rest string) map[string]any
	// announce says, in a few words, what the call will do.
	announce func(args map[string]any) string
	// report phrases a successful, finished result; nil means the generic
	// "the tool returned" wording.
	report func(args map[string]any, result string) string
}

var offlineIntents = []offlineIntent{
	{
		tool:    "calculate",
		trigger: lazyre.New(`(?i)\b(?:calculate|compute|evaluate|what's|what is|how much is)\b:?`),
		args: func(_, rest string) map[string]any {
			if expr := mathExpr(rest); expr != "" {
				return map[string]any{"expression": expr}
			}
			return nil
		},
		announce: func(a map[string]any) string { return fmt.Sprintf("calculate `%s`", a["expression"]) },
		report: func(a map[string]any, result string) string {
			if strings.Contains(result, "\n") {
				return ""
			}
			return fmt.Sprintf("`%s` = **%s**.", a["expression"], strings.TrimSpace(result))
		},
	},
	{
		tool:    "wait",
		trigger: lazyre.New(`(?i)\b(?:wait|sleep|pause)(?:\s+for)?\b`),
		args: func(_, rest string) map[string]any {
			m := durationRe.FindStringSubmatch(rest)
			if m == nil {
				return nil
			}
			n, err := strconv.ParseFloat(m[1], 64)
			if err != nil {
				return nil
			}
			switch u := strings.ToLower(m[2]); {
			case strings.HasPrefix(u, "ms") || strings.HasPrefix(u, "milli"):
				n /= 1000
			case strings.HasPrefix(u, "m"):
				n *= 60
			case strings.HasPrefix(u, "h"):
				n *= 3600
			}
			return map[string]any{"seconds": jsonNumber(n)}
		},
		announce: func(a map[string]any) string { return fmt.Sprintf("wait %v seconds", a["seconds"]) },
		report: func(a map[string]any, result string) string {
			s := fmt.Sprintf("Done — I waited %v seconds.", a["seconds"])
			if r := strings.TrimSpace(result); r != "" {
				s += " The tool said: " + inlineQuote(r)
			}
			return s
		},
	},
	{
		tool:    "memory_write",
		trigger: lazyre.New(`(?i)\b(?:remember|memorize|memorise|don't forget|do not forget)(?:\s+that)?\b:?`),
		args: func(_, rest string) map[string]any {
			if c := trimClause(rest); len(c) > 1 {
				return map[string]any{"content": c}
			}
			return nil
		},
		announce: func(map[string]any) string { return "save that to memory" },
		report: func(a map[string]any, _ string) string {
			return fmt.Sprintf("Saved to memory: *%s*. I'll keep it in mind.", a["content"])
		},
	},
	{
		tool:    "memory_search",
		trigger: lazyre.New(`(?i)\b(?:what do you (?:remember|know|recall) about|do you remember|search (?:your |the )?memor(?:y|ies) for|recall what you know about)\b:?`),
		args: func(_, rest string) map[string]any {
			if q := trimClause(rest); q != "" {
				return map[string]any{"query": q}
			}
			return nil
		},
		announce: func(a map[string]any) string { return fmt.Sprintf("search my memory for *%s*", a["query"]) },
		report: func(a map[string]any, result string) string {
			r := strings.TrimSpace(result)
			if r == "" || r == "[]" {
				return fmt.Sprintf("I don't remember anything about *%s* yet.", a["query"])
			}
			// memory_search answers {"results":[{"content":…},…]}; list the
			// contents, and fall back to quoting anything else.
			var found struct {
				Results []struct {
					Content string `json:"content"`
				} `json:"results"`
			}
			if json.Unmarshal([]byte(r), &found) == nil && found.Results != nil {
				if len(found.Results) == 0 {
					return fmt.Sprintf("I don't remember anything about *%s* yet.", a["query"])
				}
				var b strings.Builder
				fmt.Fprintf(&b, "Here is what I remember about *%s*:\n", a["query"])
				for _, m := range found.Results {
					fmt.Fprintf(&b, "\n- %s", strings.Join(strings.Fields(m.Content), " "))
				}
				return b.String()
			}
			return fmt.Sprintf("Here is what I remember about *%s*:\n\n%s", a["query"], blockQuote(r))
		},
	},
	{
		tool:    "shell",
		trigger: lazyre.New(`(?i)\b(?:run|execute|exec)(?:\s+the)?(?:\s+(?:shell\s+)?command)?\b:?`),
		args: func(trigger, rest string) map[string]any {
			if q, ok := quoted(rest); ok {
				return map[string]any{"command": q}
			}
			if strings.Contains(strings.ToLower(trigger), "command") {
				if c := trimClause(rest); c != "" {
					return map[string]any{"command": c}
				}
			}
			return nil
		},
		announce: func(a map[string]any) string { return fmt.Sprintf("run `%s`", a["command"]) },
		report: func(a map[string]any, result string) string {
			out := strings.TrimRight(result, "\n")
			if out == "" {
				return fmt.Sprintf("I ran `%s`; it printed nothing.", a["command"])
			}
			return fmt.Sprintf("I ran `%s`:\n\n%s", a["command"], codeBlock(out))
		},
	},
	{
		tool:    "read_file",
		trigger: lazyre.New(`(?i)\b(?:read|open|show(?:\s+me)?|cat)(?:\s+(?:the\s+)?(?:contents\s+of\s+)?(?:the\s+)?file)?\b:?`),
		args: func(trigger, rest string) map[string]any {
			path, wasQuoted := quoted(rest)
			if !wasQuoted {
				f := strings.Fields(rest)
				if len(f) == 0 {
					return nil
				}
				path = strings.TrimRight(f[0], ".,;:!?)")
				if !strings.Contains(strings.ToLower(trigger), "file") && !strings.ContainsAny(path, "./") {
					return nil
				}
			}
			if path == "" {
				return nil
			}
			return map[string]any{"path": path}
		},
		announce: func(a map[string]any) string { return fmt.Sprintf("read `%s`", a["path"]) },
		report: func(a map[string]any, result string) string {
			return fmt.Sprintf("Here is `%s`:\n\n%s", a["path"], codeBlock(strings.TrimRight(result, "\n")))
		},
	},
}

var (
	durationRe = lazyre.New(`(?i)^\s*(\d+(?:\.\d+)?)\s*(ms|millis\w*|s|secs?|seconds?|m|mins?|minutes?|h|hours?)?\b`)
	// mathChars are what an arithmetic expression may hold; a comma is left
	// out because it separates requests more often than digits.
	mathRe = lazyre.New(`^[\d\s+\-*/^().%×÷xX]+`)
	// hasOp requires an operator between two operands.
	hasOp = lazyre.New(`[\d)]\s*[+\-*/^%×÷xX]\s*[\d(\-]`)
	// connectorRe decides whether a trigger starts a new request: only after
	// the start of the message, punctuation or a joining word, so "I read
	// the file" inside a sentence to remember is not a request to read.
	connectorRe = lazyre.New(`(?i)(?:^|[.,;:!?\n]|@[a-z0-9_.-]+|\b(?:and|then|also|please|pls|now|next|finally|first|so|ok|okay|to|let's|lets|let us|you|just|hey|hi|background|quickly|afterwards)\s*)\s*$`)
	trailingRe  = lazyre.New(`(?i)(?:[\s,.;:!?]+|\s+(?:and|then|also|please|after that|afterwards)\b)+$`)
)

func mathExpr(s string) string {
	m := mathRe.FindString(strings.TrimSpace(s))
	m = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(m), "xX"))
	if !hasOp.MatchString(m) {
		return ""
	}
	r := strings.NewReplacer("×", "*", "÷", "/", "x", "*", "X", "*")
	return strings.Join(strings.Fields(r.Replace(m)), "")
}

// trimClause drops joining words and punctuation at the end of a request.
func trimClause(s string) string {
	return strings.TrimSpace(trailingRe.ReplaceAllString(strings.TrimSpace(s), ""))
}

// quoted returns the first `code` or "quoted" span at the start of s.
func quoted(s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, q := range []string{"```", "`", `"`, "'"} {
		if strings.HasPrefix(s, q) {
			if end := strings.Index(s[len(q):], q); end >= 0 {
				return strings.TrimSpace(s[len(q) : len(q)+end]), true
			}
		}
	}
	return "", false
}

// jsonNumber keeps whole numbers integral in the arguments ("3", not "3.0").
func jsonNumber(f float64) any {
	if f == float64(int64(f)) {
		return int64(f)
	}
	return f
}

// maskQuoted blanks out `code` spans so triggers inside a command are not
// read as requests; byte offsets stay the same.
func maskQuoted(s string) string {
	b := []byte(s)
	in := false
	for i, c := range b {
		if c == '`' {
			in = !in
			continue
		}
		if in {
			b[i] = ' '
		}
	}
	return string(b)
}

type plannedCall struct {
	intent *offlineIntent
	args   map[string]any
}

// planCalls finds the tool requests in a message, in order. Requests for
// tools the request does not offer come back in missing.
func planCalls(text string, tools map[string]bool) (calls, missing []plannedCall) {
	type hit struct {
		start, end int
		intent     *offlineIntent
	}
	masked := maskQuoted(text)
	var hits []hit
	for i := range offlineIntents {
		in := &offlineIntents[i]
		for _, loc := range in.trigger.FindAllStringIndex(masked, -1) {
			before := masked[:loc[0]]
			if len(before) > 48 {
				// Only the tail matters; the marker keeps ^ from matching.
				before = "x" + before[len(before)-48:]
			}
			if !connectorRe.MatchString(before) {
				continue
			}
			hits = append(hits, hit{loc[0], loc[1], in})
		}
	}
	// Earliest first; on a tie the longer trigger is the more specific one.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && (hits[j].start < hits[j-1].start ||
			hits[j].start == hits[j-1].start && hits[j].end > hits[j-1].end); j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	kept := hits[:0]
	for _, h := range hits {
		if n := len(kept); n > 0 && h.start < kept[n-1].end {
			continue
		}
		kept = append(kept, h)
	}
	for i, h := range kept {
		end := len(text)
		if i+1 < len(kept) {
			end = kept[i+1].start
		}
		args := h.intent.args(text[h.start:h.end], text[h.end:end])
		if args == nil {
			continue
		}
		pc := plannedCall{intent: h.intent, args: args}
		if tools[h.intent.tool] {
			calls = append(calls, pc)
		} else {
			missing = append(missing, pc)
		}
	}
	return calls, missing
}

func intentFor(tool string) *offlineIntent {
	for i := range offlineIntents {
		if offlineIntents[i].tool == tool {
			return &offlineIntents[i]
		}
	}
	return nil
}

// reportResult phrases one tool result for the person.
func reportResult(call *session.ToolCall, r *session.ToolResult) string {
	name := r.Name
	var args map[string]any
	if call != nil {
		name = call.Name
		// The arguments are a call this model made itself (valid JSON);
		// a reply without them only names fewer details.
		_ = json.Unmarshal(call.Arguments, &args)
	}
	if name == "" {
		name = "tool"
	}
	if !r.Success {
		s := fmt.Sprintf("The `%s` tool failed", name)
		if r.Error != nil {
			s += fmt.Sprintf(" — **%s**: %s", r.Error.Code, r.Error.Message)
			if r.Error.Retriable {
				s += ". It may work if we try again"
			}
		} else if r.Result != "" {
			s += ": " + inlineQuote(r.Result)
		}
		return s + "."
	}
	if r.Async || startedRe.MatchString(r.Result) {
		return fmt.Sprintf("I started `%s` in the background; I'll report back when it finishes.", name)
	}
	if in := intentFor(name); in != nil && in.report != nil && args != nil {
		if s := in.report(args, r.Result); s != "" {
			return s
		}
	}
	res := strings.TrimSpace(r.Result)
	switch {
	case res == "":
		return fmt.Sprintf("The `%s` tool finished with no output.", name)
	case strings.Contains(res, "\n") || len(res) > 120:
		return fmt.Sprintf("The `%s` tool returned:\n\n%s", name, blockQuote(res))
	}
	return fmt.Sprintf("The `%s` tool returned %s.", name, inlineQuote(res))
}

var startedRe = lazyre.New(`(?i)^\s*(?:started|running in the background|accepted)\b`)

const maxQuotedLines = 20

func firstLines(s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) > maxQuotedLines {
		lines = append(lines[:maxQuotedLines], fmt.Sprintf("… (%d more lines)", len(lines)-maxQuotedLines))
	}
	return strings.Join(lines, "\n")
}

func blockQuote(s string) string {
	lines := strings.Split(firstLines(s), "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
}

func codeBlock(s string) string {
	fence := "```"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	return fence + "\n" + firstLines(s) + "\n" + fence
}

func inlineQuote(s string) string {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "`") {
		return "“" + s + "”"
	}
	return "`" + s + "`"
}

// Memory extraction protocol. The extractor (agent/extract) puts
// ExtractionMarker or ConsolidationMarker in the system prompt and writes the
// user message in sections headed by MemoriesHeader and TranscriptHeader; a
// memory is one line "- [ID] (type) content", a transcript message one line
// "USER: …", "ASSISTANT: …" or "TOOL RESULT (name): …". The offline model
// recognises the markers and answers deterministically from those sections,
// so extraction and consolidation are testable end to end without a network.
const (
	ExtractionMarker    = "[grove:memory-extraction]"
	ConsolidationMarker = "[grove:memory-consolidation]"
	MemoriesHeader      = "## Memories"
	TranscriptHeader    = "## Transcript"
)

type sectionMemory struct{ id, typ, content string }

var memoryLineRe = lazyre.New(`^- \[([^\]]+)\] \(([^)]*)\) (.*)$`)

// extractionSections splits an extraction request's last user message.
func extractionSections(req Request) (mems []sectionMemory, user []string) {
	if len(req.Messages) == 0 {
		return nil, nil
	}
	text := session.Text(req.Messages[len(req.Messages)-1].Content)
	section := ""
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		switch {
		case strings.HasPrefix(line, "## "):
			section = line
			continue
		case section == MemoriesHeader:
			if m := memoryLineRe.FindStringSubmatch(line); m != nil {
				mems = append(mems, sectionMemory{m[1], m[2], m[3]})
			}
		case section == TranscriptHeader:
			if rest, ok := strings.CutPrefix(line, "USER: "); ok {
				user = append(user, rest)
			}
		}
	}
	return mems, user
}

var (
	sentenceRe   = lazyre.New(`[^.!?;\n]+`)
	correctionRe = lazyre.New(`(?i)^(?:(?:actually|oh|well|no|sorry|correction|by the way|btw)\b[,:]?\s*)+`)
	rememberRe   = lazyre.New(`(?i)^(?:please\s+)?(?:remember|note|keep in mind)(?:\s+that)?\s+(.+)$`)
	myXIsYRe     = lazyre.New(`(?i)^my\s+(.+?)\s+(is|are|was|were)\s+(?:now\s+)?(.+)$`)
	iPreferRe    = lazyre.New(`(?i)^i\s+(?:really\s+|also\s+)?(prefer|like|love|enjoy|hate|dislike)\s+(.+)$`)
	// factKeyRe reads a keyed fact in either wording grove writes: the
	// extraction's "The user's X is Y." or the memory tool's "my X is Y".
	factKeyRe = lazyre.New(`(?i)^(?:the user's|my) (.+?) (?:is|are|was|were) (?:now )?(.+?)\.?$`)
)

var verbThird = map[string]string{"prefer": "prefers", "like": "likes", "love": "loves", "enjoy": "enjoys", "hate": "hates", "dislike": "dislikes"}

type extractionOp struct {
	Op           string   `json:"op"`
	Type         string   `json:"type"`
	Content      string   `json:"content"`
	Significance float64  `json:"significance"`
	Supersedes   []string `json:"supersedes,omitempty"`
}

// offlineExtract turns the user's sentences into memory operations:
// "remember that X" → fact X; "my X is Y" → fact "The user's X is Y.", which
// supersedes a remembered "The user's X is …" with another value; "I prefer
// / like / love … Y" → preference; and one low-significance episode per turn.
// Sentences already remembered word for word are skipped.
func offlineExtract(req Request) string {
	mems, user := extractionSections(req)
	known := map[string]bool{}
	for _, m := range mems {
		known[strings.ToLower(m.content)] = true
	}
	var ops []extractionOp
	add := func(typ, content string, sig float64, supersedes []string) {
		if known[strings.ToLower(content)] {
			return
		}
		known[strings.ToLower(content)] = true
		ops = append(ops, extractionOp{Op: "write", Type: typ, Content: content, Significance: sig, Supersedes: supersedes})
	}
	for _, u := range user {
		for _, sent := range sentenceRe.FindAllString(u, -1) {
			sent = strings.TrimSpace(correctionRe.ReplaceAllString(strings.TrimSpace(sent), ""))
			if m := rememberRe.FindStringSubmatch(sent); m != nil {
				sent = strings.TrimSpace(m[1])
				if myXIsYRe.MatchString(sent) {
					// "remember that my X is Y" is a keyed fact, below.
				} else {
					add("fact", sentenceCase(sent)+".", 0.7, nil)
					continue
				}
			}
			if m := myXIsYRe.FindStringSubmatch(sent); m != nil {
				key, verb, val := strings.ToLower(strings.TrimSpace(m[1])), strings.ToLower(m[2]), strings.TrimSpace(m[3])
				content := "The user's " + key + " " + verb + " " + val + "."
				// One live fact per key: the new one supersedes every other
				// memory of that key, another value or the same in other words
				// (what the memory tool wrote during the turn).
				var sup []string
				for _, old := range mems {
					if k := factKeyRe.FindStringSubmatch(old.content); k != nil && strings.ToLower(k[1]) == key &&
						!strings.EqualFold(old.content, content) {
						sup = append(sup, old.id)
					}
				}
				add("fact", content, 0.6, sup)
				continue
			}
			if m := iPreferRe.FindStringSubmatch(sent); m != nil {
				add("preference", "The user "+verbThird[strings.ToLower(m[1])]+" "+strings.TrimSpace(m[2])+".", 0.5, nil)
			}
		}
	}
	if len(user) > 0 {
		ops = append(ops, extractionOp{Op: "write", Type: "episode", Significance: 0.2,
			Content: "The user said: " + clipWords(strings.Join(user, " "), 30)})
	}
	if ops == nil {
		ops = []extractionOp{}
	}
	b, _ := json.Marshal(map[string]any{"operations": ops})
	return string(b)
}

// offlineConsolidate summarizes the memories of a consolidation request:
// their contents in order, each clipped, under one heading line.
func offlineConsolidate(req Request) string {
	mems, _ := extractionSections(req)
	parts := make([]string, 0, len(mems))
	for _, m := range mems {
		parts = append(parts, clipWords(strings.TrimPrefix(m.content, "The user said: "), 12))
	}
	summary := fmt.Sprintf("Summary of %d earlier episodes: %s", len(mems), strings.Join(parts, "; "))
	if len(summary) > 3000 {
		summary = clip.Bytes(summary, 3000) + clip.Ellipsis
	}
	b, _ := json.Marshal(map[string]any{"summary": summary, "significance": 0.4})
	return string(b)
}

func sentenceCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func clipWords(s string, n int) string {
	ws := strings.Fields(s)
	if len(ws) <= n {
		return strings.Join(ws, " ")
	}
	return strings.Join(ws[:n], " ") + " …"
}
