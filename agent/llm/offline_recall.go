package llm

import (
	"strings"

	"github.com/grovechat/grove/internal/lazyre"
)

var (
	// askMyXRe is a question about one of the user's keyed facts: "what is
	// my favourite tree?", "what's my editor", "do you know my name?".
	askMyXRe = lazyre.New(`(?i)^\s*(?:(?:what|which|who)(?:'s|\s+is|\s+are|\s+was|\s+were)|do\s+you\s+(?:know|remember))\s+my\s+(.+?)\s*\??\s*$`)
	// memoryPromptLineRe is one memory of the prompt's "What you remember"
	// section: "- [ID] type, significance 0.60, 2026-11-26: content".
	memoryPromptLineRe = lazyre.New(`^- \[[^\]]+\] [^,]+, significance [0-9.]+, [^:]+: (.*)$`)
)

// recallAnswer answers a question about one of the user's facts from the
// memories grove put in the prompt, the way a real model would read them.
// ok is false when the message is not such a question.
func recallAnswer(text, system string) (answer string, ok bool) {
	m := askMyXRe.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	key := strings.ToLower(strings.TrimSpace(m[1]))
	for _, line := range strings.Split(system, "\n") {
		lm := memoryPromptLineRe.FindStringSubmatch(strings.TrimSpace(line))
		if lm == nil {
			continue
		}
		if f := factKeyRe.FindStringSubmatch(lm[1]); f != nil && strings.ToLower(f[1]) == key {
			return "Your " + key + " is **" + strings.TrimSpace(f[2]) + "** — that is what I remember you telling me.", true
		}
	}
	return "You haven't told me your " + key + " yet, so I don't remember one. Tell me (\"remember that my " + key +
		" is …\") and I'll keep it in mind.", true
}
