package cmd

import (
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
)

// tinyPNG is a 1×1 PNG.
var tinyPNG, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

// providerServer answers OpenAI chat completions and Anthropic messages
// requests with the recorded text streams, keeping each request's body by
// the format it came in.
type providerServer struct {
	*httptest.Server
	mu     sync.Mutex
	bodies map[string][]string // "openai" or "anthropic"
}

func newProviderServer(t *testing.T) *providerServer {
	t.Helper()
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(root, "agent", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	oai, ant := read("chat_text.sse"), read("anthropic/messages_text.sse")
	ps := &providerServer{bodies: map[string][]string{}}
	ps.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		kind, stream := "openai", oai
		if strings.HasSuffix(r.URL.Path, "/messages") {
			kind, stream = "anthropic", ant
		}
		ps.mu.Lock()
		ps.bodies[kind] = append(ps.bodies[kind], string(body))
		ps.mu.Unlock()
		testkit.WriteSSE(w, stream)
	}))
	t.Cleanup(ps.Close)
	return ps
}

func (ps *providerServer) requests(kind string) []string {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return append([]string(nil), ps.bodies[kind]...)
}

// lastUserContent is the content of the last user message of a request body.
func lastUserContent(t *testing.T, body string) []any {
	t.Helper()
	var req struct {
		Messages []struct {
			Role    string `json:"role"`
			Content any    `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		t.Fatal(err)
	}
	for i := len(req.Messages) - 1; i >= 0; i-- {
		if req.Messages[i].Role == "user" {
			parts, _ := req.Messages[i].Content.([]any)
			return parts
		}
	}
	t.Fatalf("no user message in %s", body)
	return nil
}

// partOf returns the first part of parts whose "type" is typ.
func partOf(parts []any, typ string) map[string]any {
	for _, p := range parts {
		if m, _ := p.(map[string]any); m["type"] == typ {
			return m
		}
	}
	return nil
}

// TestSendAttachThroughTheBinary: grove send --attach gives OpenAI an
// image_url data URL and the text file's words, Anthropic an image block
// and a document block; the same image attached again is one row in the
// database file; a file over attachments.max_bytes, an image for the
// offline model and a PDF for an Ollama model are refused with the reason
// and nothing reaches a server.
func TestSendAttachThroughTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	ps := newProviderServer(t)
	work := isolate(t)
	bin := groveBinary(t)
	t.Setenv("GROVE_TEST_KEY", "k")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"attachments:\n  max_bytes: 5000\nmodels:\n"+
			"  gpt:\n    provider: openai\n    model: gpt-test\n    base_url: "+ps.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n"+
			"  claude:\n    provider: anthropic\n    model: claude-test\n    base_url: "+ps.URL+"\n    api_key_env: GROVE_TEST_KEY\n"+
			"  local:\n    provider: ollama\n    model: llama3\n    base_url: "+ps.URL+"/v1\n")
	for name, body := range map[string][]byte{
		"dot.png": tinyPNG, "notes.txt": []byte("the meeting moved to Tuesday\n"),
		"paper.pdf": []byte("%PDF-1.4\n%%EOF\n"), "big.txt": []byte(strings.Repeat("a", 6000)),
	} {
		if err := os.WriteFile(filepath.Join(work, name), body, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	grove := func(args ...string) (string, error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_MODEL=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	must := func(args ...string) string {
		t.Helper()
		out, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	must("agent", "create", "alice", "-m", "gpt")
	must("send", "alice", "what is in these?", "--attach", "dot.png", "--attach", "notes.txt")
	// The turn's request is the first; memory extraction may follow it.
	reqs := ps.requests("openai")
	if len(reqs) == 0 {
		t.Fatal("no OpenAI request")
	}
	parts := lastUserContent(t, reqs[0])
	img := partOf(parts, "image_url")
	if img == nil || img["image_url"].(map[string]any)["url"] != "data:image/png;base64,"+base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Fatalf("no image_url data URL part in %v", parts)
	}
	if !strings.Contains(reqs[0], `[attachment: notes.txt, text/plain, 29 B]\nthe meeting moved to Tuesday`) {
		t.Fatalf("the text file is not in the request:\n%s", reqs[0])
	}

	must("send", "alice", "--new", "-m", "claude", "and now?", "--attach", "dot.png", "--attach", "paper.pdf")
	reqs = ps.requests("anthropic")
	if len(reqs) == 0 {
		t.Fatal("no Anthropic request")
	}
	parts = lastUserContent(t, reqs[0])
	if b := partOf(parts, "image"); b == nil || b["source"].(map[string]any)["data"] != base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Fatalf("no image block in %v", parts)
	}
	if b := partOf(parts, "document"); b == nil || b["source"].(map[string]any)["media_type"] != "application/pdf" {
		t.Fatalf("no document block in %v", parts)
	}

	// The PNG was attached twice: one row; the text file and the PDF one each.
	conn, err := sql.Open("sqlite3", "file:"+db+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var rows int
	if err := conn.QueryRow(`SELECT count(*) FROM attachments`).Scan(&rows); err != nil || rows != 3 {
		t.Fatalf("attachments rows = %d (%v), want 3", rows, err)
	}

	// grove agent context and the Markdown export name the attachments, not their bytes.
	var convs []struct {
		ID    string `json:"id"`
		Agent string `json:"agent"`
	}
	if err := json.Unmarshal([]byte(must("list", "--json")), &convs); err != nil || len(convs) != 2 {
		t.Fatalf("list: %v %+v", err, convs)
	}
	first := convs[len(convs)-1].ID // the DM thread, older
	b64 := base64.StdEncoding.EncodeToString(tinyPNG)
	ctxOut := must("agent", "context", "alice", "--conversation", first)
	if !strings.Contains(ctxOut, "[attachment: dot.png, image/png, 70 B]") || !strings.Contains(ctxOut, "[attachment: notes.txt, text/plain, 29 B]") || strings.Contains(ctxOut, b64) {
		t.Fatalf("agent context:\n%s", ctxOut)
	}
	md := must("export", first, "--format", "md")
	if !strings.Contains(md, "[attachment: dot.png, image/png, 70 B]") || strings.Contains(md, b64) {
		t.Fatalf("md export:\n%s", md)
	}
	// The JSON export carries the bytes; another database imports them once.
	exp := filepath.Join(work, "conv.json")
	must("export", first, "--format", "json", "-o", exp)
	other := filepath.Join(work, "other.db")
	must("--db", other, "import", exp)
	conn2, err := sql.Open("sqlite3", "file:"+other+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer conn2.Close()
	var data []byte
	if err := conn2.QueryRow(`SELECT data FROM attachments WHERE mime_type = 'image/png'`).Scan(&data); err != nil || string(data) != string(tinyPNG) {
		t.Fatalf("imported PNG: %v", err)
	}
	if err := conn2.QueryRow(`SELECT count(*) FROM attachments`).Scan(&rows); err != nil || rows != 2 {
		t.Fatalf("imported attachments rows = %d (%v), want 2", rows, err)
	}
	conn2.Close()
	if out := must("--db", other, "doctor"); strings.Contains(out, "bytes are missing") {
		t.Fatalf("doctor after import:\n%s", out)
	}

	before := len(ps.requests("openai")) + len(ps.requests("anthropic"))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"send", "alice", "too big", "--attach", "big.txt"}, "big.txt is 6.0 KB, over the attachment limit of 5.0 KB"},
		{[]string{"send", "alice", "-m", "offline", "see?", "--attach", "dot.png"}, "dot.png is an image and the offline model cannot see images"},
		{[]string{"send", "alice", "-m", "local", "read", "--attach", "paper.pdf"}, "paper.pdf is a PDF and model local does not take PDF documents"},
		{[]string{"send", "alice", "read", "--attach", "paper.pdf"}, "paper.pdf is a PDF and model gpt does not take PDF documents (set pdf: true"},
		{[]string{"send", "alice", "gone", "--attach", "absent.png"}, "cannot attach absent.png: no such file"},
	} {
		out, err := grove(c.args...)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("grove %s: err %v, want %q in:\n%s", strings.Join(c.args, " "), err, c.want, out)
		}
	}
	if n := len(ps.requests("openai")) + len(ps.requests("anthropic")); n != before {
		t.Fatalf("refused sends reached the server: %d requests, %d before them", n, before)
	}
}
