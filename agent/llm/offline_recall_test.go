package llm

import (
	"strings"
	"testing"
)

func TestOfflineRecallReadsThePromptsMemories(t *testing.T) {
	system := "You are helpful.\n\n## What you remember\nMemories relevant to this message, most relevant first:\n" +
		"- [01A] fact, significance 0.60, 2026-11-26: The user's favourite editor is helix.\n" +
		"- [01B] fact, significance 0.50, 2026-11-20: my name is Ada\n"
	for _, c := range []struct{ ask, want string }{
		{"What's my favourite editor", "helix"},
		{"what is my favourite editor?", "helix"},
		{"do you know my name?", "Ada"},
		{"Who is my name", "Ada"},
		{"what is my favourite river?", "haven't told me your favourite river"},
	} {
		got, ok := recallAnswer(c.ask, system)
		if !ok || !strings.Contains(got, c.want) {
			t.Errorf("%q: got %q (ok %v), want it to contain %q", c.ask, got, ok, c.want)
		}
	}
	for _, other := range []string{"what is the capital of France?", "tell me about my project", "what is mine"} {
		if got, ok := recallAnswer(other, system); ok {
			t.Errorf("%q is not a question about a remembered fact, answered %q", other, got)
		}
	}
}
