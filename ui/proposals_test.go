package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestWorkspaceShowsOpenProposals: the sidebar lists the open proposals of
// the workspace on screen under its agents, with votes cast of voters; a
// closed one is not listed.
func TestWorkspaceShowsOpenProposals(t *testing.T) {
	env := newWSEnv(t)
	ctx := context.Background()
	p, err := env.st.CreateProposal(ctx, session.Proposal{WorkspaceID: env.ws.ID, Author: "manager", Question: "Which database?",
		Options: []string{"SQLite", "Postgres"}, Voters: []string{"manager", "architect"}, Deadline: fixedNow.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.VoteProposal(ctx, p.ID, "architect", "SQLite"); err != nil {
		t.Fatal(err)
	}
	closed, err := env.st.CreateProposal(ctx, session.Proposal{WorkspaceID: env.ws.ID, Author: "manager", Question: "Ship on Friday?",
		Options: []string{"yes", "no"}, Voters: []string{"developer"}, Deadline: fixedNow.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.CloseProposal(ctx, closed.ID, "yes"); err != nil {
		t.Fatal(err)
	}
	m := env.model(t, ctx, "dark")
	env.openChannel(t, m)
	m.prepare()
	screen := plain(m.render())
	if !strings.Contains(screen, "? Which database? 1/2") {
		t.Errorf("the open proposal is not in the sidebar:\n%s", screen)
	}
	if strings.Contains(screen, "Ship on Friday?") {
		t.Errorf("a closed proposal is listed:\n%s", screen)
	}
}

// TestFeedShowsNewProposal: a proposal made by another process reaches
// the sidebar through the change feed, and leaves it once closed.
func TestFeedShowsNewProposal(t *testing.T) {
	env := newWSEnv(t)
	m := env.channelModel(t)
	other, err := session.Open(context.Background(), env.path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	changed := make(chan struct{}, 1)
	m.ws.feed = changed
	feed := func() {
		t.Helper()
		changed <- struct{}{}
		msg := m.feedCmd(false)()
		if fm, ok := msg.(feedMsg); !ok || fm.proposalsOf != env.ws.ID {
			t.Fatalf("the feed did not bring the proposals: %#v", msg)
		}
		m.Update(msg)
		m.prepare()
	}
	p, err := other.CreateProposal(context.Background(), session.Proposal{WorkspaceID: env.ws.ID, Author: "manager", Question: "Tokens?",
		Options: []string{"tokens", "codes"}, Voters: []string{"manager", "developer", "reviewer"}, Deadline: time.Now().Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	feed()
	if screen := plain(m.render()); !strings.Contains(screen, "? Tokens? 0/3") {
		t.Fatalf("the new proposal is not in the sidebar:\n%s", screen)
	}
	if _, err := other.CloseProposal(context.Background(), p.ID, "tokens"); err != nil {
		t.Fatal(err)
	}
	feed()
	if screen := plain(m.render()); strings.Contains(screen, "Tokens?") {
		t.Fatalf("the closed proposal is still in the sidebar:\n%s", screen)
	}
}
