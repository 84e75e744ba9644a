package llm

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/internal/lazyre"
)

// Workspace intents of the offline model: "ask @architect to design the
// API" or "ask architect: design the API" posts "@architect design the API"
// to the channel (channel_send), and "post to the channel: …" posts the text.
func init() {
	offlineIntents = append(offlineIntents,
		offlineIntent{
			tool:    "channel_send",
			trigger: lazyre.New(`(?i)\b(?:ask|tell|ping|remind|have)\s+@`),
			args: func(_, rest string) map[string]any {
				m := channelNameRe.FindStringSubmatch(rest)
				if m == nil {
					return nil
				}
				task := strings.TrimSpace(rest[len(m[0]):])
				task = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(task, "to "), "To "))
				task = trimClause(task)
				if task == "" {
					task = "please take a look"
				}
				return map[string]any{"message": "@" + m[1] + " " + task}
			},
			announce: announceAsk,
			report:   reportPosted,
		},
		offlineIntent{
			// "ask architect: design the API" (no @, so the instruction
			// itself does not wake the architect).
			tool:    "channel_send",
			trigger: lazyre.New(`(?i)\b(?:ask|tell)\s+[a-z][a-z0-9_-]{0,39}:`),
			args: func(trigger, rest string) map[string]any {
				f := strings.Fields(strings.TrimSuffix(trigger, ":"))
				task := trimClause(rest)
				if len(f) < 2 || task == "" {
					return nil
				}
				return map[string]any{"message": "@" + strings.ToLower(f[len(f)-1]) + " " + task}
			},
			announce: announceAsk,
			report:   reportPosted,
		},
		offlineIntent{
			tool:    "channel_send",
			trigger: lazyre.New(`(?i)\b(?:post|announce|say)\s+(?:in|to)\s+the\s+channel\b:?`),
			args: func(_, rest string) map[string]any {
				if c := trimClause(rest); c != "" {
					return map[string]any{"message": c}
				}
				return nil
			},
			announce: func(map[string]any) string { return "post to the channel" },
			report:   reportPosted,
		},
	)
}

// announceAsk names the agent a channel_send asks ("@architect design …").
func announceAsk(a map[string]any) string {
	msg, _ := a["message"].(string)
	name, _, _ := strings.Cut(msg, " ")
	return "ask " + name + " in the channel"
}

// reportPosted is the offline model's words after a channel_send.
func reportPosted(a map[string]any, _ string) string {
	return fmt.Sprintf("Posted to the channel: *%s*.", a["message"])
}

var channelNameRe = lazyre.New(`^([a-z][a-z0-9_-]{0,39})\b`)
