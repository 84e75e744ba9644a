package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// TestE2EFindAndSearch uses the real binary at 80×24 on a home with a
// conversation of 2,000 messages: ctrl+f finds a word in its branch
// (counting the messages, stepping back to one far above the screen,
// marking it), esc closes the bar; alt+s searches every conversation and
// enter opens a hit that lies on a side branch of another conversation, on
// that branch.
func TestE2EFindAndSearch(t *testing.T) {
	tm, dir, bin := setupE2E(t, "find")
	ctx := context.Background()
	st := openHome(t, dir)
	now := time.Now()

	// The other conversation: the word searched for lies on its side branch.
	other := corpus.Conversation(5, 40, 0, now.Add(-time.Hour))
	other.Conversation.Title = "tea plans"
	oc, err := st.Import(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	path, err := st.Path(ctx, oc.ID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateBranch(ctx, oc.ID, "side", path[10].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, oc.ID, "side", session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
		Content: []session.Block{session.TextBlock("where do quokkas drink their tea?")}}); err != nil {
		t.Fatal(err)
	}
	if err := st.SwitchBranch(ctx, oc.ID, session.DefaultBranch); err != nil {
		t.Fatal(err)
	}

	// The long one, shown first: the word to find is planted in messages
	// spread over it, the newest at its end.
	long := corpus.Conversation(6, 2000, 4, now.Add(time.Hour)) // newer than the side branch's message: shown first
	long.Conversation.Title = "the long one"
	for i := 0; i < len(long.Entries); i += 450 {
		plant(&long.Entries[i], i)
	}
	plant(&long.Entries[len(long.Entries)-1], len(long.Entries)-1)
	lc, err := st.Import(ctx, long)
	if err != nil {
		t.Fatal(err)
	}
	hits, err := st.FindInBranch(ctx, lc.ID, session.DefaultBranch, "zebracorn")
	if err != nil || len(hits) < 3 {
		t.Fatalf("%d planted messages on the branch: %v", len(hits), err)
	}
	n := len(hits)
	oldest := 0
	for i, e := range long.Entries {
		if e.ID == hits[0].EntryID {
			oldest = i
		}
	}
	st.Close()

	env := groveEnv(dir, 200)
	tm.startGrove(bin, env, "", 80, 24, "the long conversation", "⎇ main (5)")

	tm.keys("C-f")
	tm.waitFor("the find bar", 10*time.Second, "find ", "type to find")
	tm.keys("zebracorn")
	tm.waitFor("the hits counted, the newest on screen", 20*time.Second, fmt.Sprintf("%d/%d", n, n), "messages", fmt.Sprintf("Zebracorn number %d", len(long.Entries)-1))
	// Back to the oldest (ctrl+p steps back): read from far above the end.
	for i := 0; i < n-1; i++ {
		tm.keys("C-p")
	}
	tm.waitFor("the oldest hit on screen", 20*time.Second, fmt.Sprintf("1/%d", n), fmt.Sprintf("Zebracorn number %d", oldest))
	// Round the end: ctrl+p on the first goes to the newest.
	tm.keys("C-p")
	tm.waitFor("round the end", 20*time.Second, fmt.Sprintf("%d/%d", n, n), fmt.Sprintf("Zebracorn number %d", len(long.Entries)-1))
	tm.run("send-keys", "-t", tm.name, "Escape")
	tm.waitNot("the find bar to close", 10*time.Second, "type to find")
	tm.waitNot("the find bar to close", 10*time.Second, fmt.Sprintf("%d/%d", n, n))

	tm.keys("M-s")
	tm.waitFor("the search panel", 10*time.Second, "Search all conversations")
	tm.keys("quokka")
	tm.waitFor("the hit on the side branch", 20*time.Second, "tea plans", "side", "quokkas drink")
	tm.keys("Enter")
	tm.waitFor("the other conversation on its side branch", 20*time.Second, "⎇ side", "where do quokkas drink their tea?")
	screen := tm.capture()
	if strings.Contains(screen, "Search all conversations") {
		t.Fatalf("the panel stayed open:\n%s", screen)
	}
	tm.keys("C-q")
}

// plant starts message i's text with a sentence naming the word the find
// test looks for and the message's number.
func plant(e *session.Entry, i int) {
	e.Content = []session.Block{session.TextBlock(fmt.Sprintf("Zebracorn number %d grazes here.\n\n%s", i, e.Content[0].Text))}
}
