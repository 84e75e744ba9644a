package cmd

import (
	"database/sql"
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

// TestMCPImageReachesTheModelThroughTheBinary runs grove send against the
// real MCP server-everything (npm; GROVE_TEST_MCP_EVERYTHING names its
// dist/index.js) and an OpenAI-format server whose first reply calls its
// get-tiny-image tool: the next request carries the tool's text in the
// tool message and its PNG as an image_url data URL in the user message
// that follows, and the database holds the image once.
func TestMCPImageReachesTheModelThroughTheBinary(t *testing.T) {
	everything := os.Getenv("GROVE_TEST_MCP_EVERYTHING")
	if everything == "" {
		t.Skip("GROVE_TEST_MCP_EVERYTHING (the path of @modelcontextprotocol/server-everything's dist/index.js) is not set")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, "agent", "testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(body))
		first := len(bodies) == 1
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		if first {
			io.WriteString(w, testkit.OpenAIToolCalls([2]string{"everything__get-tiny-image", `{}`}))
			return
		}
		w.Write(text)
	}))
	t.Cleanup(srv.Close)
	work := isolate(t)
	bin := groveBinary(t)
	t.Setenv("GROVE_TEST_KEY", "k")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  gpt:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n"+
			"mcp:\n  everything:\n    command: "+node+"\n    args: ["+everything+", stdio]\n    connect_timeout: 60s\n")
	cmd := exec.Command(bin, "send", "assistant", "-m", "gpt", "--yes", "show me the tiny image")
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "GROVE_MODEL=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("grove send: %v\n%s", err, out)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(bodies) < 2 {
		t.Fatalf("%d requests, want the tool call's and the next\n%s", len(bodies), out)
	}
	var req struct {
		Messages []struct {
			Role    string          `json:"role"`
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal([]byte(bodies[1]), &req); err != nil {
		t.Fatal(err)
	}
	var tool, user string
	for i, m := range req.Messages {
		if m.Role == "tool" && i+1 < len(req.Messages) {
			tool, user = string(m.Content), string(req.Messages[i+1].Content)
		}
	}
	if !strings.Contains(tool, "[image, image/png,") {
		t.Fatalf("tool message: %s", tool)
	}
	if !strings.Contains(user, `"type":"image_url"`) || !strings.Contains(user, `data:image/png;base64,iVBORw0KGgo`) {
		t.Fatalf("the message after the tool message: %s", user)
	}
	conn, err := sql.Open("sqlite3", "file:"+filepath.Join(xdg.DataHome, "grove", "grove.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var rows int
	if err := conn.QueryRow(`SELECT count(*) FROM attachments WHERE mime_type = 'image/png'`).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("stored PNGs = %d (%v), want 1", rows, err)
	}
}
