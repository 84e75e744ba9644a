package backend_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
)

// TestResumingALostSessionIsRecognised: each CLI, asked to resume a session
// it no longer has, fails as the real one does, and SessionGone says the
// session is gone; other failures are not taken for it.
func TestResumingALostSessionIsRecognised(t *testing.T) {
	for _, b := range backend.CLIs() {
		t.Run(b, func(t *testing.T) {
			backendtest.Install(t, "")
			store := backendtest.Sessions(t)
			var sid string
			evs, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range kinds(evs, backend.Session) {
				if e.SessionID != "" {
					sid = e.SessionID
				}
			}
			if _, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "again", Resume: sid}, backend.Options{}); err != nil {
				t.Fatalf("resuming the session it has: %v", err)
			}
			if err := os.Remove(filepath.Join(store, sid)); err != nil {
				t.Fatal(err)
			}
			_, err = run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "again", Resume: sid}, backend.Options{})
			if err == nil || !backend.SessionGone(b, sid, err) {
				t.Fatalf("resuming a lost session: err %v, SessionGone false", err)
			}
			if b != backend.Cursor && !strings.Contains(err.Error(), sid) {
				t.Errorf("error %q does not name the session", err)
			}
		})
	}
	backendtest.Install(t, "exit")
	_, err := run(t, context.Background(), backend.Invocation{Backend: backend.Claude, Dir: t.TempDir(), Prompt: "hi", Resume: "s1"}, backend.Options{})
	if err == nil || backend.SessionGone(backend.Claude, "s1", err) {
		t.Errorf("an invalid key (%v) taken for a lost session", err)
	}
}

// TestCodexModelIsTheOneCodexIsConfiguredWith: with no model from grove,
// a Codex run reports the model of its config.toml, or of -m in the
// agent's arguments.
func TestCodexModelIsTheOneCodexIsConfiguredWith(t *testing.T) {
	backendtest.Install(t, "")
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte("# local\nmodel = \"gpt-5-local\"\nmodel_provider = \"local\"\n\n[model_providers.local]\nmodel = \"not-this\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CODEX_HOME", home)
	model := func(inv backend.Invocation) string {
		evs, err := run(t, context.Background(), inv, backend.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range kinds(evs, backend.Session) {
			if e.Model != "" {
				return e.Model
			}
		}
		return ""
	}
	if m := model(backend.Invocation{Backend: backend.Codex, Dir: t.TempDir(), Prompt: "hi"}); m != "gpt-5-local" {
		t.Errorf("model %q, want config.toml's gpt-5-local", m)
	}
	if m := model(backend.Invocation{Backend: backend.Codex, Dir: t.TempDir(), Prompt: "hi", Args: []string{"-m", "o4-mini"}}); m != "o4-mini" {
		t.Errorf("model %q, want o4-mini of -m", m)
	}
}
