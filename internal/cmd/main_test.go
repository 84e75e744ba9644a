package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/adrg/xdg"
	"github.com/grovechat/grove/internal/testkit"
)

// isolate gives a test its own environment: a temp working directory
// (returned) and XDG dirs, the default database under them, no config file,
// no API keys and no agent cap of the person running the tests, and the
// offline model answering at once.
func isolate(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for k, v := range map[string]string{
		"GROVE_DB": "", "GROVE_CONFIG": "", "GROVE_AGENT_CAP": "",
		"GROVE_MODEL": "offline", "GROVE_OFFLINE_WPS": "0",
		"ANTHROPIC_API_KEY": "", "OPENAI_API_KEY": "",
	} {
		t.Setenv(k, v)
	}
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"} {
		t.Setenv(k, filepath.Join(root, strings.ToLower(k)))
	}
	xdg.Reload()
	t.Cleanup(xdg.Reload)
	work := filepath.Join(root, "project")
	if err := os.MkdirAll(work, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Chdir(work)
	return work
}

// writeFile writes body to path (0600), making its directory (0700).
var writeFile = testkit.WriteFile

// repoRoot is grove's module directory (the tests run in internal/cmd).
var repoRoot, _ = filepath.Abs(filepath.Join("..", ".."))

// groveBinary is the grove command built for this test run.
func groveBinary(t testing.TB) string { return testkit.GroveBinary(t) }

func TestMain(m *testing.M) {
	code := m.Run()
	testkit.RemoveBinaries()
	os.Exit(code)
}

// openTestApp opens the app a short-lived headless command opens, closed
// when the test ends.
func openTestApp(t *testing.T) *app {
	t.Helper()
	g := &globals{headless: true, shortLived: true}
	a, err := g.openApp(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func run(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(canonicalArgs(root, args))
	err := root.Execute()
	return out.String(), err
}

func TestDoctorCreatesAFreshCheckedFile(t *testing.T) {
	dir := isolate(t)
	db := filepath.Join(dir, "new", "place", "grove.db")
	out, err := run(t, "--db", db, "doctor")
	if err != nil || !strings.Contains(out, "ok:") {
		t.Fatalf("doctor: %v\n%s", err, out)
	}
	if fi, err := os.Stat(db); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("db file: %v %v", fi, err)
	}
	// The default path is under XDG_DATA_HOME.
	if _, err := run(t, "list"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(xdg.DataHome, "grove", "grove.db")); err != nil {
		t.Fatalf("default database not created: %v", err)
	}
}

func TestBadDatabasePathIsOneLine(t *testing.T) {
	dir := isolate(t)
	notes := filepath.Join(dir, "Notes.TXT")
	os.WriteFile(notes, []byte("not a database"), 0o644)
	_, err := run(t, "--db", notes, "list")
	if err == nil || !strings.Contains(err.Error(), notes) || strings.Contains(err.Error(), "\n") {
		t.Fatalf("error = %v", err)
	}
	t.Setenv("GROVE_DB", dir)
	if _, err := run(t, "doctor"); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Fatalf("GROVE_DB directory: %v", err)
	}
}

func TestSendListExportImport(t *testing.T) {
	dir := isolate(t)
	out, err := run(t, "send", "assistant", "what is 27*453? also wait 0.1 seconds")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	if !strings.Contains(out, "12231") || !strings.Contains(out, "↩ background wait finished") {
		t.Fatalf("send output:\n%s", out)
	}
	out, err = run(t, "list", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		ID      string `json:"id"`
		Title   string `json:"title"`
		Entries int    `json:"entries"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 1 || rows[0].Entries < 8 {
		t.Fatalf("list --json: %v\n%s", err, out)
	}
	id := rows[0].ID
	exp := filepath.Join(dir, "conv.json")
	if _, err := run(t, "export", id[:12], "--format", "json", "-o", exp); err != nil {
		t.Fatal(err)
	}
	md, err := run(t, "export", id, "--format", "md")
	if err != nil || !strings.Contains(md, "12231") {
		t.Fatalf("md export: %v\n%s", err, md)
	}
	other := filepath.Join(dir, "other.db")
	if out, err := run(t, "--db", other, "import", exp); err != nil || !strings.Contains(out, id) || !strings.Contains(out, "entries, 1 branch)") {
		t.Fatalf("import: %v %s", err, out)
	}
	again := filepath.Join(dir, "again.json")
	if _, err := run(t, "--db", other, "export", id, "-o", again); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(exp)
	b, _ := os.ReadFile(again)
	if !bytes.Equal(a, b) {
		t.Fatal("export → import → export is not byte-for-byte equal")
	}
	if _, err := run(t, "--db", other, "import", exp); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("second import: %v", err)
	}
	// --json streams one event per line, each a JSON object.
	out, err = run(t, "send", "assistant", "hello", "--conversation", id, "--json")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var ev map[string]any
		if err := json.Unmarshal([]byte(line), &ev); err != nil || ev["kind"] == nil {
			t.Fatalf("not a JSON event line: %q", line)
		}
	}
	if _, err := run(t, "send", "nobody", "hi"); err == nil || !strings.Contains(err.Error(), "no agent named") {
		t.Fatalf("unknown agent: %v", err)
	}
}

// TestSecretsStayOutOfTheDatabase: an API key read from the environment
// reaches the provider and nothing else — not the database, the log or an
// export.
func TestSecretsStayOutOfTheDatabase(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoRoot, "agent", "testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	isolate(t)
	const secret = "sk-test-very-secret-4242"
	var sawKey atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "Bearer "+secret {
			sawKey.Store(true)
		}
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write(b)
	}))
	defer srv.Close()
	t.Setenv("GROVE_TEST_KEY", secret)
	t.Setenv("GROVE_MODEL", "")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	out, err := run(t, "send", "assistant", "hello")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	if !sawKey.Load() {
		t.Fatal("the provider never received the key")
	}
	exp, err := run(t, "list", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ ID string }
	json.Unmarshal([]byte(exp), &rows)
	md, _ := run(t, "export", rows[0].ID, "--format", "json")
	files := []string{filepath.Join(xdg.DataHome, "grove", "grove.db"), filepath.Join(xdg.DataHome, "grove", "grove.db-wal"), filepath.Join(xdg.StateHome, "grove", "grove.log")}
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte(secret)) {
			t.Fatalf("the key is in %s", f)
		}
	}
	if strings.Contains(md, secret) || strings.Contains(out, secret) {
		t.Fatal("the key is in the output or the export")
	}
}
