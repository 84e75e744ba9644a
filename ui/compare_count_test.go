package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// Compare's head counts its inputs in words that agree with the number.
func TestCompareCountsOneInput(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "one")
	main, err := env.st.Append(context.Background(), c.ID, "main", textEntry("user", "tell me about lakes"), textEntry("assistant", "the main answer"))
	if err != nil {
		t.Fatal(err)
	}
	m := openCompare(t, env, c.ID, main[0].ID, "the other answer", 100, 24)
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "Compare  1 input") || strings.Contains(screen, "1 inputs") {
		t.Fatalf("compare's head:\n%s", screen)
	}
}
