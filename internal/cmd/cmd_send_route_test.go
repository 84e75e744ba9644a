package cmd

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"
	"github.com/grovechat/grove/session"
)

// TestSendRoutesMentionsAsTheTUIDoes: a message sent headless to a
// conversation's own agent that @mentions an agent taking part goes to
// that agent, as the same message typed in the TUI does; naming another
// agent on the command line still sends to it.
func TestSendRoutesMentionsAsTheTUIDoes(t *testing.T) {
	isolate(t)
	if _, err := run(t, "agent", "create", "architect", "--model", "offline"); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, "send", "assistant", "--new", "hello"); err != nil {
		t.Fatal(err)
	}
	a := openTestApp(t)
	ctx := context.Background()
	convs, err := a.store.ListConversations(ctx, session.ListOptions{})
	if err != nil || len(convs) != 1 {
		t.Fatalf("conversations: %v %v", convs, err)
	}
	id := convs[0].ID
	if err := a.store.AddParticipant(ctx, id, session.Participant{Name: "architect", Kind: "agent", Mode: session.ModeLoopIn}); err != nil {
		t.Fatal(err)
	}
	a.Close()
	lastAuthor := func() string {
		t.Helper()
		a := openTestApp(t)
		path, err := a.store.Path(ctx, id, session.DefaultBranch)
		if err != nil {
			t.Fatal(err)
		}
		for i := len(path) - 1; i >= 0; i-- {
			if path[i].Kind == session.EntryMessage && path[i].Role == session.RoleAssistant {
				return path[i].Author
			}
		}
		return ""
	}
	if _, err := run(t, "send", "assistant", "--conversation", id, "@architect what is 9*9?"); err != nil {
		t.Fatal(err)
	}
	if got := lastAuthor(); got != "architect" {
		t.Fatalf("@architect sent to the conversation's agent was answered by %q, want architect (as in the TUI)", got)
	}
	if _, err := run(t, "send", "assistant", "--conversation", id, "and you, what do you think?"); err != nil {
		t.Fatal(err)
	}
	if got := lastAuthor(); got != "assistant" {
		t.Fatalf("a message without a mention was answered by %q, want the owner", got)
	}
}

// TestOfflineNoticeOnlyForTheOfflineModel: `grove send --model PROFILE`
// on a remote profile does not say the offline model answers; on the
// offline model it does.
func TestOfflineNoticeOnlyForTheOfflineModel(t *testing.T) {
	isolate(t)
	b, err := os.ReadFile(filepath.Join(repoRoot, "agent", "testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write(b)
	}))
	defer srv.Close()
	t.Setenv("GROVE_TEST_KEY", "sk-test")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	const notice = "offline model: no API key"
	out, err := run(t, "send", "assistant", "--model", "remote", "hello")
	if err != nil {
		t.Fatalf("send --model remote: %v\n%s", err, out)
	}
	if strings.Contains(out, notice) {
		t.Fatalf("a turn on the remote profile says the offline model answers:\n%s", out)
	}
	out, err = run(t, "send", "assistant", "hello again")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, notice) {
		t.Fatalf("a turn on the offline model does not say so:\n%s", out)
	}
}
