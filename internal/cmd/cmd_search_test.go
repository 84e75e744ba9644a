package cmd

import (
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

func searchMsg(role, author, text string) session.Entry {
	return session.Entry{Kind: session.EntryMessage, Role: role, Author: author, Content: []session.Block{session.TextBlock(text)}}
}

// TestSearchCommand runs grove search, the built binary, over a database
// written beforehand (none of it indexed yet: the command catches the index
// up) with branches, an excluded and a deleted message.
func TestSearchCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	db := filepath.Join(work, "grove.db")
	ctx := context.Background()
	written := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	st := testkit.Open(t, db, session.WithClock(func() time.Time { return written }))
	ops := testkit.NewConversation(t, st, session.NewConversation{Title: "deploy plans", Agent: "coder"})
	trip := testkit.NewConversation(t, st, session.NewConversation{Title: "holiday", Agent: "planner"})
	es, err := st.Append(ctx, ops.ID, "main",
		searchMsg(session.RoleUser, "user", "How do we deploy the service?\nIt runs on two hosts."),
		searchMsg(session.RoleAssistant, "coder", "Deploying needs a connection pool per host; the pool size is 8."),
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateBranch(ctx, ops.ID, "retry", es[1].ID); err != nil {
		t.Fatal(err)
	}
	side, err := st.Append(ctx, ops.ID, "retry", searchMsg(session.RoleUser, "user", "what about deploying blue-green"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateBranch(ctx, ops.ID, "scrap", es[1].ID); err != nil {
		t.Fatal(err)
	}
	scrapped, err := st.Append(ctx, ops.ID, "scrap", searchMsg(session.RoleUser, "user", "deploy on friday evening"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteBranch(ctx, ops.ID, "scrap"); err != nil {
		t.Fatal(err)
	}
	mark, err := st.SetExcluded(ctx, ops.ID, "main", es[0].ID, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, trip.ID, "main", searchMsg(session.RoleUser, "user", "they deployed the towels to the beach")); err != nil {
		t.Fatal(err)
	}
	st.Close()

	bin := groveBinary(t)
	grove := func(args ...string) (string, error) {
		cmd := exec.Command(bin, append([]string{"--db", db}, args...)...)
		cmd.Dir = work
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	hitsOf := func(args ...string) []memory.EntryHit {
		t.Helper()
		out, err := grove(append([]string{"search", "--json"}, args...)...)
		if err != nil {
			t.Fatalf("grove search %v: %v\n%s", args, err, out)
		}
		var hits []memory.EntryHit
		if err := json.Unmarshal([]byte(out), &hits); err != nil {
			t.Fatalf("grove search %v: %v\n%s", args, err, out)
		}
		return hits
	}

	// Stemmed: "deploy" finds deploy, Deploying, deploying, deployed.
	hits := hitsOf("deploy")
	by := map[string]memory.EntryHit{}
	for _, h := range hits {
		by[h.EntryID] = h
	}
	if len(hits) != 5 {
		t.Fatalf("deploy: %d hits, want 5: %+v", len(hits), hits)
	}
	if h := by[es[0].ID]; h.Branch != mark.Branch || !h.Excluded || h.Deleted || h.Title != "deploy plans" || h.Author != "user" {
		t.Errorf("excluded question: %+v", h)
	}
	if h := by[side[0].ID]; h.Branch != "retry" || h.Excluded || h.Deleted {
		t.Errorf("message of the retry branch: %+v", h)
	}
	if h := by[scrapped[0].ID]; !h.Deleted || h.Branch != "" {
		t.Errorf("message of the deleted branch: %+v", h)
	}

	// The text form: where, who, when, and the line with the words marked.
	out, err := grove("search", "connection", "pool")
	if err != nil {
		t.Fatalf("grove search connection pool: %v\n%s", err, out)
	}
	day := written.Local().Format("2006-01-02")
	for _, want := range []string{ops.ID + "  deploy plans", " · " + mark.Branch + " · coder · " + day,
		"Deploying needs a [connection] [pool] per host; the [pool] size is 8."} {
		if !strings.Contains(out, want) {
			t.Errorf("grove search connection pool: no %q in\n%s", want, out)
		}
	}
	out, err = grove("search", "runs", "hosts")
	if err != nil || !strings.Contains(out, "excluded") || !strings.Contains(out, "    It [runs] on two [hosts].") || strings.Contains(out, "How do we") {
		t.Errorf("the matching line of an excluded message: %v\n%s", err, out)
	}
	if out, err = grove("search", "friday"); err != nil || !strings.Contains(out, " · deleted · ") {
		t.Errorf("a deleted message: %v\n%s", err, out)
	}

	// Phrases, prefixes, OR and the filters.
	if hits := hitsOf(`"connection pool"`); len(hits) != 1 || hits[0].EntryID != es[1].ID {
		t.Errorf(`"connection pool": %+v`, hits)
	}
	if hits := hitsOf(`"pool connection"`); len(hits) != 0 {
		t.Errorf(`"pool connection": %+v`, hits)
	}
	if hits := hitsOf("tow*"); len(hits) != 1 || hits[0].ConversationID != trip.ID {
		t.Errorf("tow*: %+v", hits)
	}
	if hits := hitsOf("towels", "OR", "friday"); len(hits) != 2 {
		t.Errorf("towels OR friday: %+v", hits)
	}
	if hits := hitsOf("deploy", "--agent", "planner"); len(hits) != 1 || hits[0].ConversationID != trip.ID {
		t.Errorf("--agent planner: %+v", hits)
	}
	if hits := hitsOf("deploy", "--conversation", strings.ToLower(ops.ID[:10])); len(hits) != 4 {
		t.Errorf("--conversation: %+v", hits)
	}
	if hits := hitsOf("deploy", "--since", "2026-03-02"); len(hits) != 0 {
		t.Errorf("--since after everything: %+v", hits)
	}
	if hits := hitsOf("deploy", "--since", "2026-02-28", "-n", "2"); len(hits) != 2 {
		t.Errorf("--since before everything, -n 2: %+v", hits)
	}
	if out, err := grove("search", "zeppelin"); err != nil || strings.TrimSpace(out) != "No messages found." {
		t.Errorf("nothing found: %v\n%s", err, out)
	}

	// Bad input: one clear line each.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"search"}, "grove search takes QUERY"},
		{[]string{"search", "?!"}, "a search needs at least one word"},
		{[]string{"search", "deploy", "--since", "someday"}, `--since "someday" is not a date`},
		{[]string{"search", "deploy", "--conversation", "ZZZZ"}, "ZZZZ"},
		{[]string{"search", "deploy", "-n", "0"}, "--limit must be at least 1"},
	} {
		out, err := grove(c.args...)
		if err == nil || !strings.Contains(out, c.want) || strings.Count(strings.TrimSpace(out), "\n") > 0 {
			t.Errorf("grove %v: %v\n%s\nwant one line with %q", c.args, err, out, c.want)
		}
	}
}

func TestParseSince(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.Local)
	for in, want := range map[string]time.Time{
		"2026-03-01":           time.Date(2026, 3, 1, 0, 0, 0, 0, time.Local),
		"2026-03-01T15:04":     time.Date(2026, 3, 1, 15, 4, 0, 0, time.Local),
		"2026-03-01 15:04":     time.Date(2026, 3, 1, 15, 4, 0, 0, time.Local),
		"2026-03-01T15:04:05Z": time.Date(2026, 3, 1, 15, 4, 5, 0, time.UTC),
		"12h":                  now.Add(-12 * time.Hour),
		"3d":                   now.Add(-72 * time.Hour),
		"2w":                   now.Add(-14 * 24 * time.Hour),
		"30m":                  now.Add(-30 * time.Minute),
	} {
		got, err := parseSince(in, now)
		if err != nil || !got.Equal(want) {
			t.Errorf("parseSince(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if got, err := parseSince("yesterday", now); err != nil || !got.Before(now) || now.Sub(got) > 48*time.Hour {
		t.Errorf("parseSince(yesterday) = %v, %v", got, err)
	}
	for _, in := range []string{"", "soon", "3x", "-2d", "2026-13-01"} {
		if _, err := parseSince(in, now); session.ErrorCode(err) != session.EINVALID {
			t.Errorf("parseSince(%q): err = %v, want EINVALID", in, err)
		}
	}
}
